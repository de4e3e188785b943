"""Roads & Boats' production phase (spec §3.1, §7.1): mine draws and breeding at its start, the
players' production decisions, and what happens unattended at its end.

`start_production` does P1 (every mine draws its counter) and P3 (breeding, §3.1.5, emptiness
judged once, before anything is bred): a goose pair breeds at once; a donkey pair breeds only if
its owner wants it ("당나귀는 주인이 원하지 않으면 번식하지 않습니다"), so each pair whose owner has
room under the limit becomes a `breed` question on the pending stack, one per place, in
the map's order (`Breed(area, yes)`, `answer_breed`; a pair need not breed because
another does, so each place is its own yes or no). Each player then answers with any number of
decisions, each one whole (`why_not_production` says why one is refused, `apply_production` does
it, checking first and raising IllegalAction with the reason):

* `Claim(building, onto)` a primary producer's output onto its tile or one of his transporters
  that reaches the building (§3.1.1);
* `Feed(building, sets, from_)` complete input sets to a secondary producer (§3.1.2): `sets` names
  each set's alternative (an index into the building's `inputs`), inputs are taken from the places
  of `from_` in order (his transporters that reach the building, or unattended goods his
  transporters reach); the output goes onto the transporters of `from_` (none there: onto his
  transporters that reach the building), what does not fit onto the tile;
* `MakeTransporter(factory, from_, launch, destroy)` a new transporter of his colour (§3.1.4):
  inputs as for Feed (a wagon factory's donkey is the first donkey of `from_`, its cargo passes to
  the wagon); a boat is put at `launch` (the tile's river or a coast position not walled by
  others); when the ownership limit (§3.1.7) would be broken, `destroy` names the transporter put
  out of use (one of his standing on a factory's tile, the new one included);
* `Research(slot, from_, upgrades)` 2 geese + 1 paper from places on one tile side where he has a
  transporter, the point put on `slot`, then the transporter factories of `upgrades` upgraded
  (§7.1.4: only now, on tiles where he has a transporter);
* `Exchange(from_, to, good, count)` goods between his transporters and the tile (§3.1.6), or
  given onto or taken from another player's transporter his transporters reach: that needs the
  other owner's consent (`consent_asked`; the step machine asks for it before the exchange is
  made): "만약 플레이어들이 원한다면 서로 자유롭게 교환할 수 있습니다" (§3.1.6).

`end_production` lays unclaimed primary output on the tiles, runs the unattended processing (P5,
sets in the order of the building's `inputs`: boards before trunks), destroys the transporters
factories make unattended, removes unattended research material (P6) and checks P7.

Places: an area id or `rig:q,r` (unattended goods), or a transporter id (its cargo).

Readings: only the player's own transporters take goods, and another player's transporter only gives
or receives them (with consent) where one of his own reaches it; the other decisions (claims,
inputs, research) keep to his own transporters; a river boat of his ferries goods between the sides
it reaches (another player's boat does not: its owner would be the one acting); a transporter
carrying another, or carried, holds no goods; a bred donkey that would break the limit is not bred
(A5): its owner is not asked, or his yes is refused; a factory may be upgraded only before it made a
transporter this phase; "standing at a transporter factory" means on a factory's tile (land, river
or docked).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from rules.core.actions import Action
from rules.core.errors import IllegalAction, reason
from rules.core.events import Event
from rules.core.text import Text
from rules.geometry.hexes import HalfEdge, Hex
from rules.geometry.rivers import Area
from rules.roadsboats.board import (
    Board,
    Reach,
    effective_terrain,
    launch_positions,
    reach,
    zones,
)
from rules.roadsboats.data import Building as BuildingKind
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.setup import board_of, features_of
from rules.roadsboats.state import (
    Building,
    PlaceDecision,
    RoadsBoatsState,
    Transporter,
    add_goods,
    count_by_domain,
    draw,
    goods_at,
    hex_of,
    new_transporter,
    owned,
    remove_goods,
)

PASTURE = "terrain:pasture"
DONKEY = "transporter:donkey"
GEESE = "good:geese"
BREED = "breed"  # the prompt: does the owner's donkey pair at a place breed (§3.1.5)?
WHY = "roads-and-boats.why.produce_"
EVENT = "roads-and-boats.event.produce_"


# -- the decisions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Claim(Action):
    kind = "produce_claim"
    piece_id = "{building}"
    target_id = "{onto}"
    building: str
    onto: str  # the building's tile place (area or rig) or one of the player's transporters


@dataclass(frozen=True, slots=True)
class Feed(Action):
    kind = "produce_feed"
    piece_id = "{building}"
    building: str
    sets: tuple[int, ...]  # per set handed in: the index of its alternative in the inputs
    from_: tuple[str, ...]  # places the inputs are taken from, in order


@dataclass(frozen=True, slots=True)
class MakeTransporter(Action):
    kind = "produce_transporter"
    piece_id = "{factory}"
    factory: str
    from_: tuple[str, ...]
    launch: str | None = None  # a boat's place: `river:q,r` or `dock:<half-edge>`
    destroy: str | None = None  # the transporter put out of use for the limit (§3.1.7)


@dataclass(frozen=True, slots=True)
class Research(Action):
    kind = "produce_research"
    target_id = "{slot}"
    slot: str
    from_: tuple[str, ...]  # places of the 2 geese and the paper
    upgrades: tuple[str, ...] = ()  # transporter factories upgraded at once (§7.1.4)


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    kind = "produce_exchange"
    piece_id = "{from_}"
    target_id = "{to}"
    from_: str
    to: str
    good: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class Breed(Action):
    """The owner's answer to P3's question (§3.1.5): his donkey pair at `area` breeds (yes) or
    not. Not a decision of his production turn: it answers the `breed` prompt."""

    kind = "breed"
    target_id = "{area}"
    area: str
    yes: bool


PRODUCTION_ACTIONS = (Claim, Feed, MakeTransporter, Research, Exchange, Breed)
ProductionAction = Claim | Feed | MakeTransporter | Research | Exchange


# -- helpers -------------------------------------------------------------------------------------


class _Table:
    """The board, the features and the reach of every transporter, for one check or action."""

    def __init__(self, state: RoadsBoatsState, board: Board | None) -> None:
        self.state = state
        self.board = board if board is not None else board_of(state)
        self.features = features_of(state)
        self._reach: dict[str, Reach] = {}

    def reach(self, t: Transporter) -> Reach:
        if t.location not in self._reach:
            self._reach[t.location] = reach(self.board, self.features, t.location)
        return self._reach[t.location]

    def reaches_building(self, t: Transporter, b: Building) -> bool:
        r = self.reach(t)
        return r.oil_rig == b.hex if _is_rig(b) else b.area in r.areas

    def reaches_place(self, t: Transporter, place: str) -> bool:
        """Whether t can hand goods to or take them from `place`."""
        r = self.reach(t)
        if place.startswith("transporter:"):
            other = _find(self.state, place)
            return other is not None and other.location in r.locations
        if place.startswith("rig:"):
            return r.oil_rig == "hex:" + place.removeprefix("rig:")
        return place in r.areas

    def reaching(self, seat: int, b: Building) -> list[Transporter]:
        colour = self.state.players[seat].colour
        return [t for t in owned(self.state, colour) if self.reaches_building(t, b)]


def _is_rig(b: Building) -> bool:
    return b.kind == "building:oil_rig"


def tile_place(b: Building) -> str:
    """Where a building's unattended goods lie: its area, or the rig for an oil rig."""
    return "rig:" + b.hex.removeprefix("hex:") if _is_rig(b) else b.area


def _find(state: RoadsBoatsState, tid: str) -> Transporter | None:
    return next((t for t in state.transporters if t.id == tid), None)


def _building(state: RoadsBoatsState, bid: str) -> Building | None:
    return next((b for b in state.buildings if b.id == bid), None)


def free_space(state: RoadsBoatsState, t: Transporter) -> int:
    """Goods t may still load: none while it carries or is carried by another (§4.7)."""
    if t.location.startswith("carried:") or _carries(state, t):
        return 0
    return roads_boats_data().transporters[t.kind].capacity - len(t.cargo)


def _name(what: str) -> Text:
    """A good's, building's or transporter's name (`good:trunks` -> its message)."""
    kind, _, name = what.partition(":")
    return Text(f"{WHY}{kind}_{name}")


def _amounts(goods: Mapping[str, int]) -> list[Text]:
    return [Text(f"{WHY}amount", {"n": n, "good": _name(g)}) for g, n in sorted(goods.items())]


def _needed(kind: BuildingKind, sets: Iterable[int]) -> dict[str, int]:
    need: dict[str, int] = {}
    for i in sets:
        for good, n in kind.inputs[i].items():
            need[good] = need.get(good, 0) + n
    return need


def _plan(
    state: RoadsBoatsState, places: Iterable[str], need: Mapping[str, int]
) -> list[tuple[str, str, int]] | None:
    """(place, good, count) taking `need` from the places in order; None if they lack some."""
    plan = []
    for good, n in sorted(need.items()):
        for place in places:
            if n <= 0:
                break
            take = min(n, goods_at(state, place).get(good, 0))
            if take:
                plan.append((place, good, take))
                n -= take
        if n > 0:
            return None
    return plan


def _why_places(table: _Table, seat: int, b: Building, places: tuple[str, ...]) -> Text | None:
    """Places the player may take a building's inputs from: his transporters that reach it, and
    places one of those reaches."""
    colour = table.state.players[seat].colour
    reaching = table.reaching(seat, b)
    if len(set(places)) != len(places):
        return reason(f"{WHY}place_twice")
    for place in places:
        if place.startswith("transporter:"):
            t = _find(table.state, place)
            if t is None or t.owner != colour:
                return reason(f"{WHY}not_yours", place=place)
            if t not in reaching:
                return reason(f"{WHY}too_far", place=place, building=_name(b.kind))
        elif not any(table.reaches_place(t, place) for t in reaching):
            return reason(f"{WHY}too_far", place=place, building=_name(b.kind))
    return None


def _place_output(
    state: RoadsBoatsState, receivers: list[Transporter], good: str, n: int, tile: str
) -> dict[str, int]:
    """Load n goods onto the receivers in order; the rest onto the tile. Returns place -> count."""
    put: dict[str, int] = {}
    for t in receivers:
        k = min(n, free_space(state, t))
        if k > 0:
            t.cargo.extend([good] * k)
            put[t.id] = k
            n -= k
    if n:
        add_goods(state, tile, {good: n})
        put[tile] = n
    return put


# -- P1 and P3: the start of the phase -----------------------------------------------------------


def start_production(state: RoadsBoatsState, board: Board | None = None) -> list[Event]:
    """P1: capacities renewed and every mine draws one counter from its bag; P3: breeding on
    empty pastures (§3.1.5), emptiness judged for every tile before anything is bred: geese
    breed at once, each donkey pair's owner is asked (`breed` decisions pushed on `pending`, the
    first on top)."""
    table = _Table(state, board)
    events = []
    for b in state.buildings:
        b.used = 0
        b.drawn = None
    for b in sorted(state.buildings, key=lambda b: b.id):
        if roads_boats_data().buildings[b.kind].bag:
            drawn = draw(state, b)
            h = Hex.from_id(b.hex)
            if drawn is None:
                events.append(Event(f"{EVENT}mine_empty", {"q": h.q, "r": h.r}))
            else:
                events.append(
                    Event(f"{EVENT}mine_draw", {"q": h.q, "r": h.r, "good": _name(drawn)})
                )
    asked: list[PlaceDecision] = []
    for kind, where, owner in _births(state, table):
        h = Area.from_id(where).hex
        if kind == DONKEY:
            assert owner is not None
            asked.append(PlaceDecision(BREED, state.player(owner).seat, where))
        else:
            add_goods(state, where, {GEESE: 1})
            events.append(Event(f"{EVENT}bred_goose", {"q": h.q, "r": h.r}))
    # asked in the map's order, the order in which saves before version 2 bred them unasked (a
    # birth's place in the list of transporters is part of the state: `Ruleset.implied`)
    state.pending += reversed(asked)
    return events


def breed_room(state: RoadsBoatsState, colour: str) -> bool:
    """Whether one more donkey keeps `colour` within the ownership limit (§3.1.7, A5)."""
    limits = roads_boats_data().limits
    n = count_by_domain(state, colour)
    return n["land"] < limits.land and n["total"] < limits.total


def breed_question(state: RoadsBoatsState) -> PlaceDecision | None:
    """The breeding question asked now (the top of the pending stack), if one is."""
    top = state.pending[-1] if state.pending else None
    return top if isinstance(top, PlaceDecision) and top.kind == BREED else None


def breed_options(state: RoadsBoatsState, seat: int) -> list[Breed]:
    """No first (the answer of a bot that knows none), yes while the limit leaves room."""
    asked = breed_question(state)
    if asked is None or asked.seat != seat:
        return []
    room = breed_room(state, state.players[seat].colour)
    return [Breed(asked.place, False), *([Breed(asked.place, True)] if room else [])]


def why_not_breed(state: RoadsBoatsState, seat: int, action: Breed) -> Text | None:
    """Why the owner may not give this answer: another place, or a birth past the limit."""
    asked = breed_question(state)
    if asked is None or asked.seat != seat or action.area != asked.place:
        return reason(f"{WHY}breed_elsewhere", place=asked.place if asked else action.area)
    if action.yes and not breed_room(state, state.players[seat].colour):
        limits = roads_boats_data().limits
        return reason(f"{WHY}breed_limit", land=limits.land, total=limits.total)
    return None


def answer_breed(state: RoadsBoatsState, seat: int, action: Breed) -> list[Event]:
    """The owner's answer: a donkey born in the pair's area, or none; then the next questions
    whose owner has no room left are dropped (the limit refuses those births, A5)."""
    why = why_not_breed(state, seat, action)
    if why is not None:
        raise IllegalAction(why)
    state.pending.pop()
    h = Area.from_id(action.area).hex
    where = {"q": h.q, "r": h.r}
    events = []
    if action.yes:
        new_transporter(state, state.players[seat].colour, DONKEY, action.area)
        events.append(Event(f"{EVENT}bred_donkey", where, seat))
    else:
        events.append(Event(f"{EVENT}not_bred", where, seat))
    while (asked := breed_question(state)) is not None and not breed_room(
        state, state.players[asked.seat].colour
    ):
        state.pending.pop()
        h = Area.from_id(asked.place).hex
        events.append(Event(f"{EVENT}breed_full", {"q": h.q, "r": h.r}, asked.seat))
    return events


def _births(state: RoadsBoatsState, table: _Table) -> list[tuple[str, str, str | None]]:
    """(donkey or goose, area, owner) for every pair on an empty pasture (§3.1.5, A4), a donkey
    pair only while its owner has room for one more (A5)."""
    board = table.board
    on_hex: dict[str, list[Transporter]] = {}
    for t in state.transporters:
        carrier = t
        while carrier.location.startswith("carried:"):
            carrier = state.transporter(carrier.location.removeprefix("carried:"))
        where = hex_of(carrier.location, carrier.docked_from)
        if where is not None:
            on_hex.setdefault(where, []).append(t)
    built = {b.hex for b in state.buildings}
    births: list[tuple[str, str, str | None]] = []
    for h in sorted(board.land):
        if effective_terrain(board, table.features, h) != PASTURE or h.id in built:
            continue
        goods: dict[str, int] = {}
        lying = []
        for a in board.areas_of(h):
            for good, n in goods_at(state, a.id).items():
                goods[good] = goods.get(good, 0) + n
                lying.append(a.id)
        movers = on_hex.get(h.id, [])
        if not goods and len(movers) == 2:
            a, b = sorted(movers, key=lambda t: t.id)
            if (
                a.kind == b.kind == DONKEY
                and a.owner == b.owner
                and not a.cargo
                and not b.cargo
                and a.location.startswith("hex:")
                and breed_room(state, a.owner)
            ):
                births.append((DONKEY, a.location, a.owner))
        elif not movers and goods == {GEESE: 2}:
            births.append((GEESE, lying[0], None))
    return births


# -- checks --------------------------------------------------------------------------------------


def why_not_production(
    state: RoadsBoatsState, seat: int, action: Action, board: Board | None = None
) -> Text | None:
    """Why `seat` may not make this production decision now; None if he may."""
    if state.phase != "production" or state.over:
        return reason(f"{WHY}not_phase")
    if seat not in state.seats or state.players[seat].done:
        return reason(f"{WHY}done")
    return _why(_Table(state, board), seat, action)


def _why(table: _Table, seat: int, action: Action) -> Text | None:
    if isinstance(action, Claim):
        return _why_claim(table, seat, action)
    if isinstance(action, Feed):
        return _why_feed(table, seat, action)
    if isinstance(action, MakeTransporter):
        return _why_make(table, seat, action)
    if isinstance(action, Research):
        return _why_research(table, seat, action)
    if isinstance(action, Exchange):
        return _why_exchange(table, seat, action)
    if isinstance(action, Breed):
        return reason(f"{WHY}breed_not_now")
    return reason(f"{WHY}unknown")


def _primary_output(b: Building) -> str | None:
    """What a primary producer still gives this phase (None: claimed, or an empty mine)."""
    kind = roads_boats_data().buildings[b.kind]
    if b.used:
        return None
    if kind.bag:
        return b.drawn
    return next(iter(kind.output))


def _why_claim(table: _Table, seat: int, action: Claim) -> Text | None:
    state = table.state
    b = _building(state, action.building)
    if b is None or roads_boats_data().buildings[b.kind].kind != "primary":
        return reason(f"{WHY}not_primary")
    if _primary_output(b) is None:
        return reason(f"{WHY}claimed", building=_name(b.kind))
    reaching = table.reaching(seat, b)
    if not reaching:
        return reason(f"{WHY}no_transporter", building=_name(b.kind))
    if action.onto == tile_place(b):
        return None
    t = _find(state, action.onto)
    if t is None or t not in reaching:
        return reason(f"{WHY}too_far", place=action.onto, building=_name(b.kind))
    if free_space(state, t) < 1:
        return reason(f"{WHY}full", place=action.onto)
    return None


def _why_secondary(table: _Table, seat: int, bid: str, kinds: str) -> tuple[Text | None, Any]:
    b = _building(table.state, bid)
    if b is None or roads_boats_data().buildings[b.kind].kind != kinds:
        return reason(f"{WHY}not_{kinds}"), None
    if not table.reaching(seat, b):
        return reason(f"{WHY}no_transporter", building=_name(b.kind)), None
    return None, b


def _why_capacity(b: Building, units: int) -> Text | None:
    kind = roads_boats_data().buildings[b.kind]
    assert kind.capacity is not None
    if b.used + units > kind.capacity:
        good = next(iter(kind.output))
        return reason(
            f"{WHY}capacity",
            building=_name(b.kind),
            used=b.used,
            good=_name(good),
            capacity=kind.capacity,
        )
    return None


def _why_inputs(
    table: _Table, seat: int, b: Building, sets: tuple[int, ...], places: tuple[str, ...]
) -> Text | None:
    kind = roads_boats_data().buildings[b.kind]
    if not sets or any(not 0 <= i < len(kind.inputs) for i in sets):
        return reason(f"{WHY}no_sets", building=_name(b.kind))
    why = _why_places(table, seat, b, places)
    if why is not None:
        return why
    need = {g: n for g, n in _needed(kind, sets).items() if g != DONKEY}
    if _plan(table.state, places, need) is None:
        alternatives = [Text(f"{WHY}set", {"goods": _amounts(s)}) for s in kind.inputs]
        return reason(
            f"{WHY}inputs", building=_name(b.kind), sets=len(sets), alternatives=alternatives
        )
    return None


def _why_feed(table: _Table, seat: int, action: Feed) -> Text | None:
    why, b = _why_secondary(table, seat, action.building, "secondary")
    if why is not None:
        return why
    output = sum(roads_boats_data().buildings[b.kind].output.values())
    return _why_capacity(b, output * len(action.sets)) or _why_inputs(
        table, seat, b, action.sets, action.from_
    )


def _made_kind(b: Building) -> str:
    return next(iter(roads_boats_data().buildings[b.kind].output))


def _donkey(table: _Table, seat: int, places: tuple[str, ...]) -> Transporter | None:
    colour = table.state.players[seat].colour
    for place in places:
        t = _find(table.state, place)
        if (
            t is not None
            and t.kind == DONKEY
            and t.owner == colour
            and not _carries(table.state, t)
        ):
            return t
    return None


def _carries(state: RoadsBoatsState, t: Transporter) -> bool:
    return any(o.location == f"carried:{t.id}" for o in state.transporters)


def _why_make(table: _Table, seat: int, action: MakeTransporter) -> Text | None:
    state, data = table.state, roads_boats_data()
    why, b = _why_secondary(table, seat, action.factory, "factory")
    if why is not None:
        return why
    why = _why_capacity(b, 1) or _why_inputs(table, seat, b, (0,), action.from_)
    if why is not None:
        return why
    kind = data.buildings[b.kind]
    donkey = None
    if DONKEY in kind.inputs[0]:
        donkey = _donkey(table, seat, action.from_)
        if donkey is None:
            return reason(f"{WHY}needs_donkey", building=_name(b.kind))
    made = data.transporters[_made_kind(b)]
    colour = state.players[seat].colour
    if made.domain == "water":
        spots = launch_positions(table.board, table.features, Hex.from_id(b.hex), colour)
        if not spots:
            return reason(f"{WHY}no_launch")
        if action.launch not in spots:
            return reason(f"{WHY}launch", spots=list(spots))
    elif action.launch is not None:
        return reason(f"{WHY}no_launch_on_land")
    # the ownership limit (§3.1.7): counts after the new one, less the donkey used up
    counts = count_by_domain(state, colour)
    counts[made.domain] += 1
    counts["total"] += 1
    if donkey is not None:
        counts["land"] -= 1
        counts["total"] -= 1
    if not _over(counts):
        if action.destroy is not None:
            return reason(f"{WHY}no_need_to_destroy")
        return None
    candidates = _destroyable(table, seat, b, donkey)
    if not candidates:
        return reason(f"{WHY}limit_no_factory")
    if action.destroy is None:
        return reason(f"{WHY}limit_choose", choices=candidates)
    if action.destroy not in candidates:
        return reason(f"{WHY}limit_not_there", place=action.destroy)
    kind_gone = (
        made.id
        if action.destroy == _next_id(state, colour)
        else state.transporter(action.destroy).kind
    )
    counts[data.transporters[kind_gone].domain] -= 1
    counts["total"] -= 1
    if _over(counts):
        return reason(f"{WHY}limit_still")
    return None


def _over(counts: Mapping[str, int]) -> bool:
    limits = roads_boats_data().limits
    return (
        counts["total"] > limits.total
        or counts["land"] > limits.land
        or counts["water"] > limits.water
    )


def _next_id(state: RoadsBoatsState, colour: str) -> str:
    return f"transporter:{colour}:{state.player(colour).made + 1}"


def _destroyable(
    table: _Table, seat: int, factory: Building, consumed: Transporter | None
) -> list[str]:
    """The player's transporters that may be put out of use: those on a transporter factory's
    tile (not one being used up), and the new one (spec A26)."""
    state, data = table.state, roads_boats_data()
    colour = state.players[seat].colour
    factories = {b.hex for b in state.buildings if data.buildings[b.kind].kind == "factory"}
    found = [
        t.id
        for t in owned(state, colour)
        if t is not consumed
        and not t.location.startswith("carried:")
        and not _carries(state, t)
        and hex_of(t.location, t.docked_from) in factories
    ]
    return [*found, _next_id(state, colour)]


def _why_research(table: _Table, seat: int, action: Research) -> Text | None:
    state, data = table.state, roads_boats_data()
    player = state.players[seat]
    if action.slot not in data.research:
        return reason(f"{WHY}no_slot")
    if action.slot in player.research:
        return reason(f"{WHY}slot_done", slot=Text(f"{WHY}slot_{action.slot.partition(':')[2]}"))
    if len(set(action.from_)) != len(action.from_):
        return reason(f"{WHY}place_twice")
    mine = owned(state, player.colour)
    for place in action.from_:
        if place.startswith("transporter:") and _find(state, place) not in mine:
            return reason(f"{WHY}not_yours", place=place)
    if not any(all(table.reaches_place(t, p) for p in action.from_) for t in mine):
        return reason(f"{WHY}research_apart")
    if _plan(state, action.from_, data.research_cost) is None:
        return reason(f"{WHY}research_goods", goods=_amounts(data.research_cost))
    pairs = dict(data.research[action.slot].upgrades)
    if len(set(action.upgrades)) != len(action.upgrades):
        return reason(f"{WHY}place_twice")
    for bid in action.upgrades:
        b = _building(state, bid)
        if b is None or b.kind not in pairs:
            return reason(f"{WHY}no_upgrade", building=bid)
        if not any(hex_of(t.location, t.docked_from) == b.hex for t in mine):
            return reason(f"{WHY}upgrade_away", building=_name(b.kind))
        if b.used:
            return reason(f"{WHY}upgrade_used", building=_name(b.kind))
    return None


def _why_exchange(table: _Table, seat: int, action: Exchange) -> Text | None:
    state = table.state
    colour = state.players[seat].colour
    if action.count < 1 or action.from_ == action.to:
        return reason(f"{WHY}exchange_nothing")
    if action.good not in roads_boats_data().goods:
        return reason(f"{WHY}no_good")
    for place in (action.from_, action.to):
        if place.startswith("transporter:"):
            t = _find(state, place)
            if t is None:
                return reason(f"{WHY}not_yours", place=place)
        elif not place.startswith(("hex:", "rig:")):
            return reason(f"{WHY}not_a_place", place=place)
    mine = owned(state, colour)
    if not any(
        table.reaches_place(t, action.from_) and table.reaches_place(t, action.to) for t in mine
    ):
        return reason(f"{WHY}exchange_apart", place=action.to)
    if goods_at(state, action.from_).get(action.good, 0) < action.count:
        return reason(f"{WHY}missing", place=action.from_, good=_name(action.good))
    to = _find(state, action.to)
    if to is not None and free_space(state, to) < action.count:
        return reason(f"{WHY}full", place=action.to)
    return None


# -- applying ------------------------------------------------------------------------------------


def apply_production(
    state: RoadsBoatsState, seat: int, action: Action, board: Board | None = None
) -> list[Event]:
    """Do one production decision; IllegalAction (state untouched) if it is refused."""
    why = why_not_production(state, seat, action, board)
    if why is not None:
        raise IllegalAction(why)
    table = _Table(state, board)
    if isinstance(action, Claim):
        return _claim(table, seat, action)
    if isinstance(action, Feed):
        return _feed(table, seat, action)
    if isinstance(action, MakeTransporter):
        return _make(table, seat, action)
    if isinstance(action, Research):
        return _research(table, seat, action)
    assert isinstance(action, Exchange)
    remove_goods(state, action.from_, {action.good: action.count})
    _put(state, action.to, action.good, action.count)
    params = {"good": _name(action.good), "n": action.count}
    return [Event(f"{EVENT}exchange", params, seat, moved=(action.from_, action.to))]


def consent_asked(state: RoadsBoatsState, seat: int, action: Action) -> list[tuple[str, Text]]:
    """What a decision asks of other players: (owner colour, the request in words) for an
    exchange taking goods from his transporter, and one giving goods onto it (§3.1.6); empty
    when it needs nobody's consent."""
    if not isinstance(action, Exchange):
        return []
    colour = state.players[seat].colour
    good = action.good.removeprefix("good:")
    asked = []
    source, to = _find(state, action.from_), _find(state, action.to)
    if source is not None and source.owner != colour:
        take = Text(
            "roads-and-boats.consent.take",
            {"count": action.count, "good": good, "source": action.from_, "place": action.to},
        )
        asked.append((source.owner, take))
    if to is not None and to.owner != colour:
        put = Text(
            "roads-and-boats.consent.put",
            {"count": action.count, "good": good, "source": action.from_, "place": action.to},
        )
        asked.append((to.owner, put))
    return asked


def _put(state: RoadsBoatsState, place: str, good: str, n: int) -> None:
    if place.startswith("transporter:"):
        state.transporter(place).cargo.extend([good] * n)
    else:
        add_goods(state, place, {good: n})


def _claim(table: _Table, seat: int, action: Claim) -> list[Event]:
    b = _building(table.state, action.building)
    assert b is not None
    good = _primary_output(b)
    assert good is not None
    b.used = 1
    _put(table.state, action.onto, good, 1)
    params = {"building": _name(b.kind), "good": _name(good)}
    return [Event(f"{EVENT}claim", params, seat, moved=(b.id, action.onto))]


def _take(state: RoadsBoatsState, plan: list[tuple[str, str, int]]) -> None:
    for place, good, n in plan:
        remove_goods(state, place, {good: n})


def _receivers(table: _Table, seat: int, b: Building, places: tuple[str, ...]) -> list:
    givers = [table.state.transporter(p) for p in places if p.startswith("transporter:")]
    return givers or table.reaching(seat, b)


def _feed(table: _Table, seat: int, action: Feed) -> list[Event]:
    state = table.state
    b = _building(state, action.building)
    assert b is not None
    kind = roads_boats_data().buildings[b.kind]
    plan = _plan(state, action.from_, _needed(kind, action.sets))
    assert plan is not None
    _take(state, plan)
    events = []
    receivers = _receivers(table, seat, b, action.from_)
    for good, n in kind.output.items():
        made = n * len(action.sets)
        b.used += made
        _place_output(state, receivers, good, made, tile_place(b))
        params = {"building": _name(b.kind), "n": made, "good": _name(good)}
        events.append(Event(f"{EVENT}feed", params, seat))
    return events


def _make(table: _Table, seat: int, action: MakeTransporter) -> list[Event]:
    state, data = table.state, roads_boats_data()
    b = _building(state, action.factory)
    assert b is not None
    kind = data.buildings[b.kind]
    colour = state.players[seat].colour
    donkey = _donkey(table, seat, action.from_) if DONKEY in kind.inputs[0] else None
    need = {g: n for g, n in kind.inputs[0].items() if g != DONKEY}
    plan = _plan(state, action.from_, need)
    assert plan is not None
    _take(state, plan)
    made_kind = _made_kind(b)
    b.used += 1
    if donkey is not None:
        location, cargo = donkey.location, list(donkey.cargo)
        state.transporters.remove(donkey)
    else:
        location, cargo = action.launch or b.area, []
    t = new_transporter(state, colour, made_kind, location)
    t.cargo = cargo
    if location.startswith("dock:"):
        edge = HalfEdge.from_id(location.removeprefix("dock:")).edge
        sea = edge.other(Hex.from_id(b.hex))
        t.docked_from = f"sea:{sea.q},{sea.r}"
    params: dict[str, Any] = {"building": _name(b.kind), "transporter": _name(made_kind)}
    events = [Event(f"{EVENT}transporter", params, seat, moved=(b.id, location))]
    if action.destroy is not None:
        events += _put_out_of_use(table, state.transporter(action.destroy), seat)
    return events


def _drop_place(table: _Table, t: Transporter) -> str | None:
    """The tile place goods of a transporter put out of use drop onto."""
    loc = t.location
    if loc.startswith("hex:"):
        return loc
    if loc.startswith("dock:"):
        return table.board.docks[HalfEdge.from_id(loc.removeprefix("dock:"))].id
    where = hex_of(loc, t.docked_from)
    b = table.state.building_on(where) if where else None
    if b is not None:
        return tile_place(b)
    if loc.startswith("river:") and where is not None:
        return Area(Hex.from_id(where), 0).id
    return None


def _put_out_of_use(table: _Table, t: Transporter, seat: int) -> list[Event]:
    state = table.state
    place = _drop_place(table, t)
    if t.cargo and place is not None:
        for good in t.cargo:
            add_goods(state, place, {good: 1})
    state.transporters.remove(t)
    return [Event(f"{EVENT}destroyed", {"transporter": _name(t.kind)}, seat)]


def _research(table: _Table, seat: int, action: Research) -> list[Event]:
    state, data = table.state, roads_boats_data()
    plan = _plan(state, action.from_, data.research_cost)
    assert plan is not None
    _take(state, plan)
    state.players[seat].research.append(action.slot)
    slot = Text(f"{WHY}slot_{action.slot.partition(':')[2]}")
    events = [Event(f"{EVENT}research", {"slot": slot}, seat)]
    pairs = dict(data.research[action.slot].upgrades)
    for bid in action.upgrades:
        b = _building(state, bid)
        assert b is not None
        old = b.kind
        b.kind = pairs[old]
        b.id = f"{b.kind}@{b.hex}"
        params = {"building": _name(old), "to": _name(b.kind)}
        events.append(Event(f"{EVENT}upgrade", params, seat))
    return events


# -- P5-P7: the end of the phase -----------------------------------------------------------------


def end_production(state: RoadsBoatsState, board: Board | None = None) -> list[Event]:
    """Unclaimed primary output laid on the tiles; unattended processing (P5) and the
    transporters factories make unattended, destroyed at once; unattended research material
    removed (P6); the ownership limit checked (P7)."""
    table = _Table(state, board)
    data = roads_boats_data()
    zone = zones(table.board, table.features.bridges)
    events: list[Event] = []
    for b in sorted(state.buildings, key=lambda b: b.id):
        kind = data.buildings[b.kind]
        h = Hex.from_id(b.hex)
        where = {"q": h.q, "r": h.r, "building": _name(b.kind)}
        if kind.kind == "primary":
            good = _primary_output(b)
            if good is not None:
                b.used = 1
                add_goods(state, tile_place(b), {good: 1})
                events.append(Event(f"{EVENT}left", {**where, "good": _name(good)}))
            continue
        if _is_rig(b):
            continue
        areas = sorted(a for a, z in zone.items() if z == zone[b.area])
        if kind.kind == "secondary":
            made = _unattended_sets(state, b, kind, areas)
            for good, n in kind.output.items():
                if made:
                    add_goods(state, b.area, {good: n * made})
                    params = {**where, "n": n * made, "good": _name(good)}
                    events.append(Event(f"{EVENT}unattended", params))
        elif DONKEY not in kind.inputs[0] and _unattended_sets(state, b, kind, areas):
            params = {**where, "transporter": _name(_made_kind(b))}
            events.append(Event(f"{EVENT}unclaimed", params))
    sides = [sorted(a for a, zz in zone.items() if zz == z) for z in sorted(set(zone.values()))]
    sides += [[place] for place in sorted(state.goods) if place.startswith("rig:")]
    for places in sides:
        while (plan := _plan(state, places, data.research_cost)) is not None:
            _take(state, plan)
            h = Hex.from_id(hex_of(places[0]) or "")
            events.append(Event(f"{EVENT}research_lost", {"q": h.q, "r": h.r}))
    # P7: no decision leaves a player over the limit (§3.1.7: MakeTransporter asks for the
    # destruction, breeding stops short of it), so there is nothing left to check here
    return events


def _unattended_sets(
    state: RoadsBoatsState, b: Building, kind: BuildingKind, areas: list[str]
) -> int:
    """Process complete unattended sets in the order of the building's alternatives (boards
    before trunks, A8) while capacity lasts; returns the sets used."""
    assert kind.capacity is not None
    per_set = sum(kind.output.values())
    made = 0
    while b.used + per_set <= kind.capacity:
        for alternative in kind.inputs:
            plan = _plan(state, areas, alternative)
            if plan is not None:
                _take(state, plan)
                b.used += per_set
                made += 1
                break
        else:
            break
    return made


# -- options for bots and the table -----------------------------------------------------------


def _could_pay(state: RoadsBoatsState, places: Iterable[str], cost: Mapping[str, int]) -> bool:
    """Whether the goods at these places together make up `cost` (a quick sieve: the rules'
    own check still decides, e.g. that they lie on one side)."""
    have: dict[str, int] = {}
    for place in places:
        for good, n in goods_at(state, place).items():
            have[good] = have.get(good, 0) + n
    return all(have.get(good, 0) >= n for good, n in cost.items())


def production_options(
    state: RoadsBoatsState, seat: int, board: Board | None = None
) -> list[ProductionAction]:
    """A bounded list of legal decisions: each claim, feeds of 1..n sets of one alternative,
    each transporter the player can make (every launch place, every destruction the limit asks
    for), research on each open slot with and without all its upgrades, and single-good
    exchanges between his transporters and what they reach."""
    if state.phase != "production" or state.over or state.players[seat].done:
        return []
    table = _Table(state, board)
    data = roads_boats_data()
    colour = state.players[seat].colour
    mine = owned(state, colour)
    found: list[ProductionAction] = []
    for b in sorted(state.buildings, key=lambda b: b.id):
        kind = data.buildings[b.kind]
        reaching = table.reaching(seat, b)
        if not reaching:
            continue
        areas = sorted({a for t in reaching for a in table.reach(t).areas})
        if _is_rig(b):
            areas = [tile_place(b)]
        ids = [t.id for t in reaching]
        orders = [tuple(ids + areas), tuple(areas + ids)]
        if kind.kind == "primary":
            for onto in [tile_place(b), *ids]:
                found.append(Claim(b.id, onto))
        elif kind.kind == "secondary":
            assert kind.capacity is not None
            most = (kind.capacity - b.used) // sum(kind.output.values())
            for i in range(len(kind.inputs)):
                for n in range(1, most + 1):
                    if not _could_pay(state, orders[0], _needed(kind, (i,) * n)):
                        break
                    for order in orders:
                        found.append(Feed(b.id, (i,) * n, order))
        else:
            goods = {g: n for g, n in kind.inputs[0].items() if g != DONKEY}
            if not _could_pay(state, orders[0], goods):
                continue
            made = data.transporters[_made_kind(b)]
            spots: tuple[str | None, ...] = (None,)
            if made.domain == "water":
                spots = launch_positions(table.board, table.features, Hex.from_id(b.hex), colour)
            for order in orders:
                for spot in spots:
                    found.append(MakeTransporter(b.id, order, spot))
                    for victim in _destroyable(table, seat, b, None):
                        found.append(MakeTransporter(b.id, order, spot, victim))
    for t in mine:
        r = table.reach(t)
        places = sorted(r.areas) + ([f"rig:{r.oil_rig.removeprefix('hex:')}"] if r.oil_rig else [])
        partners = [o.id for o in mine if o is not t and o.location in r.locations]
        here = tuple([t.id, *places, *partners])
        for slot in data.research if _could_pay(state, here, data.research_cost) else ():
            if slot in state.players[seat].research:
                continue
            found.append(Research(slot, here))
            pairs = dict(data.research[slot].upgrades)
            ups = tuple(
                b.id
                for b in state.buildings
                if b.kind in pairs
                and not b.used
                and any(hex_of(o.location, o.docked_from) == b.hex for o in mine)
            )
            if ups:
                found.append(Research(slot, here, ups))
        for good in sorted(set(t.cargo)):
            for to in places + partners:
                found.append(Exchange(t.id, to, good))
        # one gift onto another player's transporter and one good taken from another's (each
        # asks its owner's consent): a few, not all
        theirs = sorted(o.id for o in state.transporters if o.owner != colour and o is not t)
        taker = next((o for o in theirs if table.reaches_place(t, o)), None)
        if t.cargo and taker is not None:
            found.append(Exchange(t.id, taker, min(t.cargo)))
        giver = next(
            (o for o in theirs if table.reaches_place(t, o) and state.transporter(o).cargo), None
        )
        if giver is not None and free_space(state, t) > 0:
            found.append(Exchange(giver, t.id, min(state.transporter(giver).cargo)))
        for place in places:
            for good in sorted(goods_at(state, place)):
                found.append(Exchange(place, t.id, good))
    return [a for a in found if _why(table, seat, a) is None]
