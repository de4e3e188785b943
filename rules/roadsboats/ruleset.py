"""Roads & Boats for people and bots, headless: the step machine over the phase modules.

Prompts (`current`), each one step:

* `choose_home`: the start tiles, in sequence-chart order (§2.5, `setup`);
* `breed`: at the start of production (P3, §3.1.5) the owner of each donkey pair on an empty
  pasture is asked whether it breeds, one place at a time (`production.start_production` puts the
  questions on the pending stack above the order requests; `answer_breed`);
* `order_request`: at the start of every phase each player in sequence order may ask for the
  temple procedure (§3.5); the first "yes" starts it and nobody else is asked, all "no" and the
  phase is played in the present order;
* `pray` / `position`: the temple procedure's two steps (`order`);
* `production`, `movement`, `building`, `wonder`: the phase played as consecutive player turns in
  sequence-chart order (spec §3, reading A3); each player answers the phase's decisions one at a
  time, then `Done` hands on to the next. The phase's start (`start_production`) and end
  (`end_production`, `end_movement`, `end_wonder_phase` with the neutral brick) run inside
  `perform`;
* `consent`: a player's decision that puts goods on another player's transporter, takes goods
  from one, carries one (§4.4 item 7, §4.7, §6.2, A13) or pays a construction with goods on one
  (§5.1) is not made at once: it waits in `state.proposal` while each owner it touches is asked in
  turn (pending decisions); all yes and it is made as the proposer's, a no drops it.

A player's own turn ends with `Done`; the order requests are asked again at the next phase.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.prompt import Decision, Prompt, Result
from rules.core.state import clone
from rules.core.steps import Done, OrDone, Step, StepRuleset
from rules.core.text import Text
from rules.geometry.rivers import Area
from rules.roadsboats import (
    action_words,
    building,
    gestures,
    movement,
    order,
    production,
    scoring,
    wonder,
)
from rules.roadsboats import setup as rb_setup
from rules.roadsboats.actions import (
    ACTION_TYPES,
    BuyBrick,
    ChooseHome,
    Consent,
    NeverAskOrder,
    Pray,
    RequestOrder,
    TakePosition,
)
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe import describe, element_ids, worded, worded_event
from rules.roadsboats.describe import place_words as place_words  # re-exported
from rules.roadsboats.state import (
    CHOOSE_HOME,
    GAME_ID,
    RoadsBoatsState,
    clear_phase_marks,
    goods_at,
)
from rules.roadsboats.state import view as rb_view

CATALOG = GAME_ID
ORDER_REQUEST = "order_request"
NEXT_PHASE = {"production": "movement", "movement": "building", "building": "wonder"}
# goods a bot or the table would rather spend on a brick first (the cheapest to make)
SPEND_ORDER = (
    "good:trunks",
    "good:clay",
    "good:geese",
    "good:boards",
    "good:stone",
    "good:paper",
    "good:fuel",
    "good:iron",
    "good:gold",
    "good:coins",
    "good:stock",
)


# -- the flow --------------------------------------------------------------------------------------


def begin_phase(state: RoadsBoatsState, phase: str, ev: list[Event]) -> None:
    """A phase begins: its automatic start (production: P1 and P3), then the order requests,
    asked in sequence order (the first on top of the pending stack)."""
    state.phase = phase
    for p in state.players:
        p.done = False
    if phase == "production":
        ev += production.start_production(state, rb_setup.board_of(state))
    askers = [s for s in state.sequence if state.players[s].asks_order]
    if len(askers) < len(state.sequence):  # those who never ask are answered "no" (§3.5)
        quiet = [s for s in state.sequence if s not in askers]
        ev.append(Event("roads-and-boats.event.order_not_asked", {"seats": quiet}))
    # beneath the breeding questions start_production put there (P3 is answered first)
    state.pending[:0] = [Decision(ORDER_REQUEST, seat) for seat in reversed(askers)]


def finish_turn(state: RoadsBoatsState, seat: int, ev: list[Event]) -> None:
    """`seat` ends its turn in the phase; after the last player the phase ends."""
    state.players[seat].done = True
    if any(not state.players[s].done for s in state.sequence):
        return
    phase = state.phase
    if phase == "production":
        ev += production.end_production(state, rb_setup.board_of(state))
        clear_phase_marks(state)
    elif phase == "movement":
        movement.end_movement(state)
    elif phase == "building":
        clear_phase_marks(state)
    if phase in NEXT_PHASE:
        begin_phase(state, NEXT_PHASE[phase], ev)
        return
    ev += wonder.end_wonder_phase(state)
    if not state.over:
        begin_phase(state, "production", ev)


# -- the steps -------------------------------------------------------------------------------------


class RoadsBoatsStep(Step[Any]):
    catalog = CATALOG


class HomeStep(RoadsBoatsStep):
    kind = CHOOSE_HOME
    answers = (ChooseHome,)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        land = rb_setup.land_of(rb_setup.board_of(state))
        return [ChooseHome(a) for a in rb_setup.home_choices(state, land)]

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        land = rb_setup.land_of(rb_setup.board_of(state))
        if not _is_area(action.area, land):
            return reason("roads-and-boats.why.not_an_area", area=action.area)
        return rb_setup.why_not_home(state, land, seat, action.area)

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        land = rb_setup.land_of(rb_setup.board_of(state))
        ev += rb_setup.choose_home(state, land, seat, action.area)
        if not state.pending:
            begin_phase(state, "production", ev)


def _is_area(area: str, land: Any) -> bool:
    try:
        a = Area.from_id(area)
    except (ValueError, IndexError, AttributeError):
        return False
    return a.hex in land


class OrderRequestStep(RoadsBoatsStep):
    kind = ORDER_REQUEST
    answers = (RequestOrder, NeverAskOrder)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        return [RequestOrder(False), RequestOrder(True), NeverAskOrder()]

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        return None

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        if isinstance(action, RequestOrder) and action.yes:
            state.pending = [d for d in state.pending if d.kind != ORDER_REQUEST]
            order.begin(state)
            ev.append(Event("roads-and-boats.event.order_requested", {}, seat))
            return
        state.pending.pop()
        if isinstance(action, NeverAskOrder):
            state.players[seat].asks_order = False
            ev.append(Event("roads-and-boats.event.never_asks", {}, seat))

    def params(self, ctx: Any, state: RoadsBoatsState, seat: int) -> dict[str, Any]:
        return {"phase": Text(f"roads-and-boats.phase.{state.phase}")}


class BreedStep(RoadsBoatsStep):
    """The owner of a donkey pair says whether it breeds (§3.1.5, `production.answer_breed`)."""

    kind = production.BREED
    answers = (production.Breed,)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        return list(production.breed_options(state, seat))

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        return production.why_not_breed(state, seat, action)

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        ev += production.answer_breed(state, seat, action)

    def params(self, ctx: Any, state: RoadsBoatsState, seat: int) -> dict[str, Any]:
        asked = production.breed_question(state)
        return {"place": asked.place if asked is not None else ""}


class PrayStep(RoadsBoatsStep):
    kind = order.PRAY
    answers = (Pray,)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        return [Pray(False), Pray(True)]

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        return order.why_not(state, order.PRAY, seat)

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        ev += order.answer_pray(state, seat, action.stop)


class PositionStep(RoadsBoatsStep):
    kind = order.POSITION
    answers = (TakePosition,)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        proc = state.procedure
        assert proc is not None
        return [TakePosition(p) for p in order.free_positions(proc.picks, len(state.players))]

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        return order.why_not(state, order.POSITION, seat, action.position)

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        ev += order.choose_position(state, seat, action.position)


class PlayerTurn(OrDone, RoadsBoatsStep):
    """A player's turn in a phase: the phase's decisions one by one (the step it is mixed
    before), then Done, which hands on to the next player."""

    def finish(self, ctx: Any, state: RoadsBoatsState, seat: int, ev: list[Event]) -> None:
        finish_turn(state, seat, ev)


class ProductionStep(RoadsBoatsStep):
    kind = "production"
    answers = (*production.PRODUCTION_ACTIONS, Done)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        return production.production_options(state, seat, rb_setup.board_of(state))

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        return production.why_not_production(state, seat, action, rb_setup.board_of(state))

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        if not propose(state, seat, action, ev):
            ev += production.apply_production(state, seat, action, rb_setup.board_of(state))


MOVES_PER_TRANSPORTER = 12  # a bounded choice per transporter: the nearest places first


def unloads(state: RoadsBoatsState, seat: int) -> list[movement.Unload]:
    """The seat's legal unloads in its movement turn: a carried transporter is put down by its
    owner or its carrier's (the movement answers that are no move: the table's taps)."""
    colour = state.players[seat].colour
    found = []
    for t in state.transporters:
        if t.location.startswith("carried:"):
            carrier = state.transporter(t.location.removeprefix("carried:"))
            if colour in (t.owner, carrier.owner):
                found += [movement.Unload(t.id, w) for w in movement.unload_options(state, t.id)]
    return found


class MovementStep(RoadsBoatsStep):
    kind = "movement"
    answers = (movement.Move, movement.Unload, Done)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        colour = state.players[seat].colour
        found: list[Action] = list(unloads(state, seat))
        for t in state.transporters:
            if t.owner == colour and not t.moved and not t.location.startswith("carried:"):
                found += movement.move_options(state, seat, t.id, MOVES_PER_TRANSPORTER)
                found += movement.consent_moves(state, seat, t.id)
        return found

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        if isinstance(action, movement.Unload):
            return movement.why_not_unload(state, seat, action)
        return movement.why_not_move(state, seat, action)

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        if isinstance(action, movement.Unload):
            ev += movement.apply_unload(state, seat, action)
        elif not propose(state, seat, action, ev):
            ev += movement.apply_move(state, seat, action)


# -- consent between players (§4.4, §4.7, §5.1, §6.2, A13) -----------------------------------------

CONSENT = "consent"


def consent_asked(state: RoadsBoatsState, seat: int, action: Action) -> list[tuple[str, Text]]:
    """What `seat`'s action asks of other players: (owner colour, the request in words) for each
    transporter of theirs it puts goods on or carries; empty when it needs nobody's consent."""
    if isinstance(action, movement.Move):
        return movement.consent_asked(state, action)
    if isinstance(action, building.ACTIONS):
        return building.consent_asked(state, seat, action)
    return production.consent_asked(state, seat, action)


def propose(state: RoadsBoatsState, seat: int, action: Action, ev: list[Event]) -> bool:
    """If the action needs other players' consent, keep it in the state as `seat`'s proposal and
    ask its owners in turn, the first on top of the pending stack; False when it needs none (the
    caller makes it at once)."""
    asked = consent_asked(state, seat, action)
    if not asked:
        return False
    owners = list(dict.fromkeys(state.player(colour).seat for colour, _ in asked))
    state.proposal = {"seat": seat, "action": action.to_json()}
    state.pending += [Decision(CONSENT, owner) for owner in reversed(owners)]
    names = [state.players[owner].name for owner in owners]
    what = [words for _, words in asked]
    ev.append(Event("roads-and-boats.event.consent_asked", {"owners": names, "what": what}, seat))
    return True


def _why_not_proposed(state: RoadsBoatsState, seat: int, action: Action) -> Text | None:
    if isinstance(action, movement.Move):
        return movement.why_not_move(state, seat, action)
    if isinstance(action, building.ACTIONS):
        return building.why_not_build(state, seat, action)
    return production.why_not_production(state, seat, action, rb_setup.board_of(state))


def _carry_out(state: RoadsBoatsState, seat: int, action: Action) -> list[Event]:
    if isinstance(action, movement.Move):
        return movement.apply_move(state, seat, action)
    if isinstance(action, building.ACTIONS):
        return building.apply_build(state, seat, action)
    return production.apply_production(state, seat, action, rb_setup.board_of(state))


class ConsentStep(RoadsBoatsStep):
    """An owner answers another player's proposal (`state.proposal`): each owner it touches is
    asked in turn; when all agree it is checked again and made as the proposer's action, the
    first no drops it. Either way the proposer's turn goes on."""

    kind = CONSENT
    answers = (Consent,)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        return [Consent(False), Consent(True)]  # no first: the default of a bot that knows none

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        return None

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        proposal = state.proposal
        assert proposal is not None
        proposer = proposal["seat"]
        state.pending.pop()
        if not action.yes:
            state.pending = [d for d in state.pending if d.kind != CONSENT]
            state.proposal = None
            ev.append(Event("roads-and-boats.event.consent_refused", {"proposer": proposer}, seat))
            return
        ev.append(Event("roads-and-boats.event.consent_given", {"proposer": proposer}, seat))
        if any(d.kind == CONSENT for d in state.pending):
            return  # the next owner is asked
        state.proposal = None
        proposed = ctx.codec.decode(proposal["action"])
        why = _why_not_proposed(state, proposer, proposed)
        if why is not None:  # nothing changes between the asking and the answers: a safeguard
            params = {"proposer": proposer, "why": why}
            ev.append(Event("roads-and-boats.event.consent_void", params, seat))
            return
        ev += _carry_out(state, proposer, proposed)

    def params(self, ctx: Any, state: RoadsBoatsState, seat: int) -> dict[str, Any]:
        """The proposer and what is asked of this seat (the rest asks the others)."""
        proposal = state.proposal
        assert proposal is not None
        proposed = ctx.codec.decode(proposal["action"])
        colour = state.players[seat].colour
        asked = consent_asked(state, proposal["seat"], proposed)
        return {"proposer": proposal["seat"], "what": [w for c, w in asked if c == colour]}


class BuildingStep(RoadsBoatsStep):
    kind = "building"
    answers = (*building.ACTIONS, Done)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        return list(building.build_options(state, seat))

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        return building.why_not_build(state, seat, action)

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        if not propose(state, seat, action, ev):
            ev += building.apply_build(state, seat, action)


def brick_payments(state: RoadsBoatsState, seat: int) -> list[BuyBrick]:
    """A bounded set of ways to pay the seat's next brick: for each good at home, that good
    first and then the cheapest others (goods taken from the places in `home_places` order)."""
    land = rb_setup.land_of(rb_setup.board_of(state))
    places = wonder.home_places(state, land, seat)
    if not places or state.phase != "wonder" or state.over:
        return []
    cost = wonder.brick_cost(state, seat)
    stock = [(place, good, n) for place in places for good, n in goods_at(state, place).items()]
    rank = {g: i for i, g in enumerate(SPEND_ORDER)}
    goods = sorted({g for _, g, _ in stock}, key=lambda g: (rank.get(g, 99), g))
    out: dict[tuple[tuple[str, str, int], ...], None] = {}
    for first in goods:
        order_ = [first, *(g for g in goods if g != first)]
        need = cost
        paid: list[tuple[str, str, int]] = []
        for good in order_:
            for place, g, n in stock:
                if g == good and need > 0:
                    k = min(n, need)
                    paid.append((place, good, k))
                    need -= k
        if need == 0:
            out.setdefault(tuple(paid), None)
    return [BuyBrick(p) for p in out]


def _payment(paid: tuple[tuple[str, str, int], ...]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for place, good, n in paid:
        there = out.setdefault(place, {})
        there[good] = there.get(good, 0) + n
    return out


class WonderStep(RoadsBoatsStep):
    kind = "wonder"
    answers = (BuyBrick, Done)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        return list(brick_payments(state, seat))

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        land = rb_setup.land_of(rb_setup.board_of(state))
        if any(n <= 0 for _, _, n in action.paid):
            return reason("roads-and-boats.why.brick_cost", cost=wonder.brick_cost(state, seat))
        return wonder.why_not_buy(state, land, seat, _payment(action.paid))

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        land = rb_setup.land_of(rb_setup.board_of(state))
        ev += wonder.buy_brick(state, land, seat, _payment(action.paid))

    def params(self, ctx: Any, state: RoadsBoatsState, seat: int) -> dict[str, Any]:
        return {"cost": wonder.brick_cost(state, seat)}


class ProductionTurn(PlayerTurn, ProductionStep):
    pass


class MovementTurn(PlayerTurn, MovementStep):
    pass


class BuildingTurn(PlayerTurn, BuildingStep):
    pass


class WonderTurn(PlayerTurn, WonderStep):
    pass


STEPS: tuple[Step[Any], ...] = (
    HomeStep(),
    OrderRequestStep(),
    BreedStep(),
    PrayStep(),
    PositionStep(),
    ProductionTurn(),
    MovementTurn(),
    BuildingTurn(),
    WonderTurn(),
    ConsentStep(),
)


# -- options ---------------------------------------------------------------------------------------


RANDOM_MAP = "random"  # "random" or "random:<seed>": a map laid for the player count


def normalize_options(options: dict[str, Any]) -> dict[str, Any]:
    """`setup.normalize_options`, taking a preset's bare name ("dead_sea"), a random map
    ("random:7", `maps.random_map` for the player count) and a map file's path too (read and
    validated here: the options then hold the map's JSON, so a save is whole)."""
    from rules.roadsboats import maps

    options = dict(options)
    game_map = options.get("map")
    if isinstance(game_map, str) and game_map not in roads_boats_data().maps:
        kind, _, seed = game_map.partition(":")
        if f"map:{game_map}" in roads_boats_data().maps:
            options["map"] = f"map:{game_map}"
        elif kind == RANDOM_MAP and (seed.isdigit() or not seed):
            players = rb_setup.normalize_options(dict(options, map=rb_setup.DEFAULT_MAP))["players"]
            options["map"] = maps.map_to_json(maps.random_map(players, int(seed or 1)))
        elif game_map.endswith(".json") or "/" in game_map:
            options["map"] = maps.map_to_json(maps.load_map(game_map))
    if isinstance(options.get("map"), dict):
        maps.load_map(options["map"])  # a MapError names what is wrong
    return rb_setup.normalize_options(options)


# -- the ruleset -----------------------------------------------------------------------------------


class RoadsBoatsRuleset(StepRuleset):
    game_id = GAME_ID
    catalog = CATALOG
    action_types = ACTION_TYPES
    element_prefixes: ClassVar[tuple[str, ...]] = ("hex", "area", "transporter", "building")

    def __init__(self) -> None:
        super().__init__()
        self.steps = {step.kind: step for step in STEPS}

    def normalize_options(self, options: dict[str, Any]) -> dict[str, Any]:
        return normalize_options(options)

    def setup(self, options: dict[str, Any], seed: int) -> RoadsBoatsState:
        state = rb_setup.setup(self.normalize_options(options), seed)
        if not state.pending:
            begin_phase(state, "production", [])
        return state

    def current(self, state: RoadsBoatsState) -> tuple[int, str] | None:
        if state.over:
            return None
        if state.pending:
            top = state.pending[-1]
            return top.seat, top.kind
        asked = order.to_decide(state)
        if asked is not None:
            kind, seat = asked
            return seat, kind
        for seat in state.sequence:
            if not state.players[seat].done:
                return seat, state.phase
        return None  # not reached: the last Done ends the phase

    def prompt(self, state: RoadsBoatsState) -> Prompt | None:
        """The step's prompt, with the places it names (a consent's request) put in words."""
        asked = super().prompt(state)
        return None if asked is None else replace(asked, text=worded(state, asked.text))

    def why_not(self, state: RoadsBoatsState, action: Action) -> Text | None:
        """The step's refusal, with the places it names (raw ids in the phase modules'
        reasons) put in words."""
        why = super().why_not(state, action)
        return None if why is None else worded(state, why)

    def perform(self, state: RoadsBoatsState, action: Action) -> list[Event]:
        return [worded_event(state, e) for e in super().perform(state, action)]

    def clone(self, state: RoadsBoatsState) -> RoadsBoatsState:
        return clone(state)

    def seat_changed(self, state: RoadsBoatsState, seat: int, bot: str | None) -> None:
        """A player notes the level of the bot playing them (None: a person)."""
        state.players[seat].bot = bot

    def view(self, state: RoadsBoatsState, seat: int | None) -> RoadsBoatsState:
        return rb_view(state, seat)

    def determinize(self, state: RoadsBoatsState, seat: int, rng: Any) -> RoadsBoatsState:
        """The view is the whole game but for the RNG: nothing in Roads & Boats is secret, and
        the mines' bags, whose contents are public, are drawn from at a random index (so the
        order `view` sorts them into hides nothing). A fresh RNG makes the draws to come
        differ from one sampled world to the next."""
        from rules.core.rng import Rng

        world = rb_view(state, seat)
        world.rng = Rng(rng.next64())
        return world

    def intent(self, state: RoadsBoatsState, piece: str, target: str) -> Action | None:
        asked = self.current(state)
        return gestures.intent(state, asked[0], piece, target) if asked is not None else None

    def action_text(self, state: RoadsBoatsState, action: Action) -> Text | None:
        """A button's words for a legal action (`rules.roadsboats.action_words`)."""
        return action_words.action_text(state, action)

    def implied(self, state: RoadsBoatsState, version: int) -> Action | None:
        """A save before version 2 bred every donkey pair the limit left room for, unasked."""
        asked = production.breed_question(state) if version < 2 else None
        if asked is None:
            return None
        room = production.breed_room(state, state.players[asked.seat].colour)
        return production.Breed(asked.place, room)

    def seat_colour(self, state: RoadsBoatsState, seat: int) -> str | None:
        return state.players[seat].colour

    def result(self, state: RoadsBoatsState) -> Result | None:
        return scoring.result(state)

    def element_ids(self, state: RoadsBoatsState) -> list[str]:
        """Every element `describe` explains (`rules.roadsboats.describe`)."""
        return element_ids(state)

    def describe(self, state: RoadsBoatsState, element_id: str) -> Text | None:
        return describe(state, element_id)
