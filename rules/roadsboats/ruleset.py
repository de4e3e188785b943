"""Roads & Boats for people and bots, headless: the step machine over the phase modules.

Prompts (`current`), each one step:

* `choose_home`: the start tiles, in sequence-chart order (§2.5, `setup`);
* `order_request`: at the start of every phase each player in sequence order may ask for the
  temple procedure (§3.5); the first "yes" starts it and nobody else is asked, all "no" and the
  phase is played in the present order;
* `pray` / `position`: the temple procedure's two steps (`order`);
* `production`, `movement`, `building`, `wonder`: the phase played as consecutive player turns in
  sequence-chart order (spec §3, reading A3); each player answers the phase's decisions one at a
  time, then `Done` hands on to the next. The phase's start (`start_production`) and end
  (`end_production`, `end_movement`, `end_wonder_phase` with the neutral brick) run inside
  `perform`.

A player's own turn ends with `Done`; the order requests are asked again at the next phase.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.prompt import Decision, Result
from rules.core.state import clone
from rules.core.steps import Done, OrDone, Step, StepRuleset
from rules.core.text import Text
from rules.geometry.rivers import Area
from rules.roadsboats import building, movement, order, production, scoring, wonder
from rules.roadsboats import setup as rb_setup
from rules.roadsboats.actions import (
    ACTION_TYPES,
    BuyBrick,
    ChooseHome,
    Pray,
    RequestOrder,
    TakePosition,
)
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.state import (
    CHOOSE_HOME,
    GAME_ID,
    RoadsBoatsState,
    clear_phase_marks,
    goods_at,
    hex_of,
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
    state.pending = [Decision(ORDER_REQUEST, seat) for seat in reversed(state.sequence)]


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
    answers = (RequestOrder,)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        return [RequestOrder(False), RequestOrder(True)]

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        return None

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        if action.yes:
            state.pending = [d for d in state.pending if d.kind != ORDER_REQUEST]
            order.begin(state)
            ev.append(Event("roads-and-boats.event.order_requested", {}, seat))
        else:
            state.pending.pop()

    def params(self, ctx: Any, state: RoadsBoatsState, seat: int) -> dict[str, Any]:
        return {"phase": Text(f"roads-and-boats.phase.{state.phase}")}


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


class PhaseStep(OrDone, RoadsBoatsStep):
    """A player's turn in a phase: its decisions one by one, then Done."""

    def finish(self, ctx: Any, state: RoadsBoatsState, seat: int, ev: list[Event]) -> None:
        finish_turn(state, seat, ev)


class ProductionStep(PhaseStep):
    kind = "production"
    answers = (*production.PRODUCTION_ACTIONS, Done)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        found = production.production_options(state, seat, rb_setup.board_of(state))
        return [*found, Done()]

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        if isinstance(action, Done):
            return None
        return production.why_not_production(state, seat, action, rb_setup.board_of(state))

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        if isinstance(action, Done):
            self.finish(ctx, state, seat, ev)
            return
        ev += production.apply_production(state, seat, action, rb_setup.board_of(state))


MOVES_PER_TRANSPORTER = 12  # a bounded choice per transporter: the nearest places first


class MovementStep(PhaseStep):
    kind = "movement"
    answers = (movement.Move, movement.Unload, Done)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        colour = state.players[seat].colour
        found: list[Action] = []
        for t in state.transporters:
            if t.owner != colour:
                continue
            for where in movement.unload_options(state, t.id):
                found.append(movement.Unload(t.id, where))
            if not t.moved and not t.location.startswith("carried:"):
                found += movement.move_options(state, seat, t.id, MOVES_PER_TRANSPORTER)
        return [*found, Done()]

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        if isinstance(action, Done):
            return None
        if isinstance(action, movement.Unload):
            return movement.why_not_unload(state, seat, action)
        return movement.why_not_move(state, seat, action)

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        if isinstance(action, Done):
            self.finish(ctx, state, seat, ev)
        elif isinstance(action, movement.Unload):
            ev += movement.apply_unload(state, seat, action)
        else:
            ev += movement.apply_move(state, seat, action)


class BuildingStep(PhaseStep):
    kind = "building"
    answers = (*building.ACTIONS, Done)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        return [*building.build_options(state, seat), Done()]

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        if isinstance(action, Done):
            return None
        return building.why_not_build(state, seat, action)

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        if isinstance(action, Done):
            self.finish(ctx, state, seat, ev)
            return
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


class WonderStep(PhaseStep):
    kind = "wonder"
    answers = (BuyBrick, Done)

    def options(self, ctx: Any, state: RoadsBoatsState, seat: int) -> list[Action]:
        return [*brick_payments(state, seat), Done()]

    def why_not(self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any) -> Text | None:
        if isinstance(action, Done):
            return None
        land = rb_setup.land_of(rb_setup.board_of(state))
        if any(n <= 0 for _, _, n in action.paid):
            return reason("roads-and-boats.why.brick_cost", cost=wonder.brick_cost(state, seat))
        return wonder.why_not_buy(state, land, seat, _payment(action.paid))

    def perform(
        self, ctx: Any, state: RoadsBoatsState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        if isinstance(action, Done):
            self.finish(ctx, state, seat, ev)
            return
        land = rb_setup.land_of(rb_setup.board_of(state))
        ev += wonder.buy_brick(state, land, seat, _payment(action.paid))

    def params(self, ctx: Any, state: RoadsBoatsState, seat: int) -> dict[str, Any]:
        return {"cost": wonder.brick_cost(state, seat)}


STEPS: tuple[Step[Any], ...] = (
    HomeStep(),
    OrderRequestStep(),
    PrayStep(),
    PositionStep(),
    ProductionStep(),
    MovementStep(),
    BuildingStep(),
    WonderStep(),
)


# -- options ---------------------------------------------------------------------------------------


def normalize_options(options: dict[str, Any]) -> dict[str, Any]:
    """`setup.normalize_options`, taking a preset's bare name ("dead_sea") and a map file's path
    too (read and validated here: the options then hold the map's JSON, so a save is whole)."""
    from rules.roadsboats import maps

    options = dict(options)
    game_map = options.get("map")
    if isinstance(game_map, str) and game_map not in roads_boats_data().maps:
        if f"map:{game_map}" in roads_boats_data().maps:
            options["map"] = f"map:{game_map}"
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

    def why_not(self, state: RoadsBoatsState, action: Action) -> Text | None:
        """The step's refusal, with the places it names (raw ids in the phase modules'
        reasons) put in words."""
        why = super().why_not(state, action)
        return None if why is None else worded(state, why)

    def perform(self, state: RoadsBoatsState, action: Action) -> list[Event]:
        return [worded_event(state, e) for e in super().perform(state, action)]

    def clone(self, state: RoadsBoatsState) -> RoadsBoatsState:
        return clone(state)

    def view(self, state: RoadsBoatsState, seat: int | None) -> RoadsBoatsState:
        return rb_view(state, seat)

    def seat_colour(self, state: RoadsBoatsState, seat: int) -> str | None:
        return state.players[seat].colour

    def result(self, state: RoadsBoatsState) -> Result | None:
        return scoring.result(state)

    def element_ids(self, state: RoadsBoatsState) -> list[str]:
        """Every element `describe` explains: the land hexes and their areas, the transporters,
        the buildings and the wonder."""
        board = rb_setup.board_of(state)
        out: list[str] = []
        for h in sorted(board.land):
            out.append(h.id)
            out += [Area(h, i).id for i in range(_area_count(board, h))]
        out += [t.id for t in state.transporters]
        out += [b.id for b in state.buildings]
        out.append("wonder")
        return out

    def describe(self, state: RoadsBoatsState, element_id: str) -> Text | None:
        return describe(state, element_id)


def _area_count(board: Any, h: Any) -> int:
    from rules.geometry.rivers import area_shapes

    return len(area_shapes(board.land[h]))


# -- describe (short: what it is and its live numbers) ---------------------------------------------

D = "roads-and-boats.describe."


PLACE_PREFIXES = ("hex:", "transporter:", "rig:", "river:", "sea:", "dock:", "carried:")


def worded(state: RoadsBoatsState, why: Text) -> Text:
    """`why` with every place id among its parameters (and its inner Texts') put in words."""
    return Text(why.key, _worded_params(state, why.params))


def _worded_params(state: RoadsBoatsState, params: dict[str, Any]) -> dict[str, Any]:
    return {key: _worded_value(state, value) for key, value in params.items()}


def _worded_value(state: RoadsBoatsState, value: Any) -> Any:
    if isinstance(value, Text):
        return worded(state, value)
    if isinstance(value, str) and value.startswith(PLACE_PREFIXES):
        return place_words(state, value)
    if isinstance(value, list | tuple):
        return [_worded_value(state, v) for v in value]
    return value


def worded_event(state: RoadsBoatsState, event: Event) -> Event:
    """A log line with the places it names put in words (its `moved` ids stay, for the
    table's animation)."""
    return replace(event, params=_worded_params(state, event.params))


def place_words(state: RoadsBoatsState, place: str) -> Text:
    """A place (area, hex, transporter, rig, river, sea, dock) in words."""
    from rules.geometry.hexes import Hex

    kind = place.partition(":")[0]
    try:
        if kind == "transporter" or kind == "carried":
            tid = place.removeprefix("carried:")
            t = next((x for x in state.transporters if x.id == tid), None)
            if t is None:
                return Text(P + "transporter_unknown")
            return Text(
                P + "transporter",
                {
                    "owner": Text(f"roads-and-boats.colour.{t.owner}"),
                    "transporter": Text(f"roads-and-boats.transporter.{_short(t.kind)}"),
                },
            )
        if kind == "hex" and "/" in place:
            a = Area.from_id(place)
            return Text(P + "area", {"q": a.hex.q, "r": a.hex.r, "side": a.index + 1})
        where = hex_of(place)
        if where is not None and kind in ("hex", "rig", "river", "sea", "dock"):
            h = Hex.from_id(where)
            return Text(P + kind, {"q": h.q, "r": h.r})
    except (ValueError, IndexError, KeyError, AttributeError):
        pass
    return Text(P + "unknown")


P = "roads-and-boats.place."


def _goods(goods: dict[str, int]) -> list[Text]:
    return [
        Text(D + "good_count", {"n": n, "good": g.removeprefix("good:")})
        for g, n in sorted(goods.items())
        if n
    ]


def _terrain(state: RoadsBoatsState, h: Any) -> Text:
    from rules.roadsboats.board import effective_terrain

    board = rb_setup.board_of(state)
    terrain = effective_terrain(board, rb_setup.features_of(state), h)
    return Text(f"roads-and-boats.terrain.{terrain.removeprefix('terrain:')}")


def describe(state: RoadsBoatsState, element_id: str) -> Text | None:
    from rules.geometry.hexes import Hex

    board = rb_setup.board_of(state)
    try:
        if element_id == "wonder":
            ends = wonder.end_brick(state)
            return Text(
                D + "wonder",
                {
                    "bricks": len(state.wonder),
                    "neutral": state.neutral_bricks,
                    "end": ends,
                    "turn": state.turn,
                },
            )
        if element_id.startswith("transporter:"):
            t = state.transporter(element_id)
            mover = roads_boats_data().transporters[t.kind]
            where = hex_of(t.location, t.docked_from)
            key = "transporter_carried" if where is None else "transporter"
            h = Hex.from_id(where) if where else None
            return Text(
                D + key,
                {
                    "transporter": Text(f"roads-and-boats.transporter.{_short(t.kind)}"),
                    "owner": Text(f"roads-and-boats.colour.{t.owner}"),
                    "q": h.q if h else 0,
                    "r": h.r if h else 0,
                    "cargo": len(t.cargo),
                    "capacity": mover.capacity,
                    "goods": _goods(goods_at(state, t.id)),
                },
            )
        if element_id.startswith("building:"):
            b = next((x for x in state.buildings if x.id == element_id), None)
            if b is None:
                return None
            h = Hex.from_id(b.hex)
            mine = bool(roads_boats_data().buildings[b.kind].bag)
            return Text(
                D + ("mine" if mine else "building"),
                {
                    "building": Text(f"roads-and-boats.building.{_short(b.kind)}"),
                    "q": h.q,
                    "r": h.r,
                    "used": b.used,
                    "bag": len(b.bag),
                },
            )
        if element_id.startswith("hex:") and "/" in element_id:
            a = Area.from_id(element_id)
            if a.hex not in board.land:
                return None
            here = [t for t in state.transporters if t.location == element_id]
            return Text(
                D + "area",
                {
                    "side": a.index + 1,
                    "q": a.hex.q,
                    "r": a.hex.r,
                    "transporters": len(here),
                    "goods": _goods(goods_at(state, element_id)),
                },
            )
        if element_id.startswith("hex:"):
            h = Hex.from_id(element_id)
            if h not in board.land:
                return None
            b = state.building_on(h.id)
            home = [p.seat for p in state.players if p.home == h.id]
            return Text(
                D + ("home" if home else "hex"),
                {
                    "q": h.q,
                    "r": h.r,
                    "terrain": _terrain(state, h),
                    "building": Text(f"roads-and-boats.building.{_short(b.kind)}")
                    if b
                    else Text(D + "no_building"),
                    "home": home,
                },
            )
    except (ValueError, KeyError, StopIteration, IndexError, AttributeError):
        return None
    return None


def _short(kind: str) -> str:
    return kind.partition(":")[2]
