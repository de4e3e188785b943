"""Roads & Boats' building phase: one construction per action (spec §3.3 B2, §4.9, §5, §7.1, §7.2).

Every construction names the transporter `by` whose presence it uses (§5.1): one of the builder's
own transporters, not carried, whose reach (`rules.roadsboats.board.reach`) covers the place built
on. It is paid with goods `paid_from`, a tuple of (place, good, count), the places being

* `by` itself, or another of the builder's transporters standing where `by` can exchange with it
  (its zone, the river of its hex, a dock of its zone; at sea: the same sea hex);
* unattended goods in an area `by` reaches (for a boat at sea: the oil rig of its hex);
* another player's transporter standing there too, with its owner's consent (§5.1: "서로 다른
  플레이어의 운송수단 사이에 협력이 가능합니다. 즉, 당신은 다른 플레이어의 운송수단이 당신의
  요청대로 물건을 놓아줄 의향이 있다면 그것을 사용할 수 있습니다"): the step machine asks each
  owner before the construction is made (`consent_asked`), nothing is taken without his yes.

The goods paid must be exactly the cost. They leave the map.

    Build(by, building, site, fill, paid_from)   a building on an area (an oil rig: on a sea hex,
                                                 by a boat at sea there); a mine names its `fill`
    NewShaft(by, hex, fill, paid_from)           another mixture in a mine's bag (§5.5)
    Road(by, half_edge, paid_from)               from an area `by` reaches to the neighbour (§5.7)
    Bridge(by, hex, arm, paid_from)              over one river arm touching `by`'s side (§5.8)
    Wall(by, edge, paid_from)                    a new wall, or one more token on the builder's own
                                                 wall or on a neutral one (§7.2.2, §7.2.4)
    Demolish(by, edge, paid_from)                a coloured wall becomes neutral tokens (§7.2.3)

    why_not_build(state, seat, action) -> Text | None
    apply_build(state, seat, action) -> list[Event]
    build_options(state, seat) -> list[action]   every legal construction now, one per place built
                                                 on, with a default payment (`default_payment`)
    cost_of(state, action) -> dict[str, int]     what it costs now (walls: the next token; from sea
                                                 +2)

Readings: a wall on another player's wall must wait for its demolition (one colour per border,
§7.2.1); demolishing a neutral wall does nothing and is refused (A24); a player may demolish his
own wall. A wall closing a coast pushes the other players' boats docked there to the sea hex they
came from, with their cargo (§7.2.6, A25). A payment from other players' transporters is offered
(`build_options`) only for what the builder's own and unattended goods cannot pay, the builder's
own first.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from rules.core.actions import Action
from rules.core.errors import IllegalAction, reason
from rules.core.events import Event
from rules.core.text import Text
from rules.geometry.hexes import HalfEdge, Hex, HexEdge
from rules.roadsboats.board import (
    SEA,
    Board,
    Features,
    Reach,
    bridge_sides,
    effective_terrain,
    reach,
    zones,
)
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe_words import goods_words
from rules.roadsboats.setup import board_of, features_of
from rules.roadsboats.state import (
    Building,
    RoadsBoatsState,
    Transporter,
    add_road,
    fill_bag,
    goods_at,
    remove_goods,
)
from rules.roadsboats.state import Wall as WallPiece

Payment = tuple[tuple[str, str, int], ...]  # (place, good, count)
DEFAULT_FILL = "fill:mixed"
BUILD_PHASE = "building"


@dataclass(frozen=True, slots=True)
class Build(Action):
    kind: ClassVar[str] = "build"
    piece_id: ClassVar[str | None] = "{building}"
    target_id: ClassVar[str | None] = "{site}"
    by: str  # the builder's transporter present there
    building: str  # building:sawmill ...
    site: str  # the area it stands in (an oil rig: the sea hex id)
    fill: str | None = None  # a mine's mixture (fill:mixed ...); None for other buildings
    paid_from: Payment = ()


@dataclass(frozen=True, slots=True)
class NewShaft(Action):
    kind: ClassVar[str] = "new_shaft"
    piece_id: ClassVar[str | None] = "{by}"
    target_id: ClassVar[str | None] = "{hex}"
    by: str
    hex: str  # the mine's hex
    fill: str = DEFAULT_FILL
    paid_from: Payment = ()


@dataclass(frozen=True, slots=True)
class Road(Action):
    kind: ClassVar[str] = "road"
    piece_id: ClassVar[str | None] = "{by}"
    target_id: ClassVar[str | None] = "{half_edge}"
    by: str
    half_edge: str  # a road site (either half names a plain edge's road)
    paid_from: Payment = ()


@dataclass(frozen=True, slots=True)
class Bridge(Action):
    kind: ClassVar[str] = "bridge"
    piece_id: ClassVar[str | None] = "{by}"
    target_id: ClassVar[str | None] = "{hex}"
    by: str
    hex: str
    arm: int  # the river edge direction 0-5 the bridge spans
    paid_from: Payment = ()


@dataclass(frozen=True, slots=True)
class Wall(Action):
    kind: ClassVar[str] = "wall"
    piece_id: ClassVar[str | None] = "{by}"
    target_id: ClassVar[str | None] = "{edge}"
    by: str
    edge: str
    paid_from: Payment = ()


@dataclass(frozen=True, slots=True)
class Demolish(Action):
    kind: ClassVar[str] = "demolish"
    piece_id: ClassVar[str | None] = "{by}"
    target_id: ClassVar[str | None] = "{edge}"
    by: str
    edge: str
    paid_from: Payment = ()


Construction = Build | NewShaft | Road | Bridge | Wall | Demolish
ACTIONS: tuple[type[Action], ...] = (Build, NewShaft, Road, Bridge, Wall, Demolish)


# -- the board and its features ----------------------------------------------------------------


def _short(some_id: str) -> str:
    return some_id.partition(":")[2]


def _amounts(goods: Mapping[str, int]) -> list[Text]:
    """Goods as words: "2 boards", "1 stone" (rendered joined with `and`)."""
    return goods_words(goods)


# -- presence and payment ----------------------------------------------------------------------


@dataclass(frozen=True)
class _Spot:
    """What the transporter `by` brings to a construction: its reach, the places goods may come
    from (own transporters first, `by` leading, then unattended piles), other players'
    transporters there (`theirs`: a source with their owner's consent), and whether it is a boat
    at open sea (walls cost more from there)."""

    t: Transporter
    reach: Reach
    sources: tuple[str, ...]
    at_sea: bool
    theirs: tuple[str, ...] = ()


def _spot(state: RoadsBoatsState, b: Board, f: Features, t: Transporter) -> _Spot | None:
    if t.location.startswith("carried:"):
        return None
    r = reach(b, f, t.location)
    mates = sorted(
        o.id
        for o in state.transporters
        if o.owner == t.owner and o.id != t.id and o.location in r.locations
    )
    theirs = sorted(
        o.id for o in state.transporters if o.owner != t.owner and o.location in r.locations
    )
    piles = sorted(a for a in r.areas if state.goods.get(a))
    if r.oil_rig is not None and state.goods.get(f"rig:{_short(r.oil_rig)}"):
        piles.append(f"rig:{_short(r.oil_rig)}")
    return _Spot(t, r, (t.id, *mates, *piles), t.location.startswith("sea:"), tuple(theirs))


def _with_theirs(spot: _Spot) -> _Spot:
    """The spot with other players' transporters there as sources too, after the builder's own
    and the unattended goods (what a payment asking consent may use)."""
    return replace(spot, sources=(*spot.sources, *spot.theirs))


def available(state: RoadsBoatsState, spot: _Spot) -> dict[str, int]:
    """All goods the spot's sources hold together."""
    out: dict[str, int] = {}
    for place in spot.sources:
        for good, n in goods_at(state, place).items():
            out[good] = out.get(good, 0) + n
    return out


def default_payment(state: RoadsBoatsState, spot: _Spot, cost: Mapping[str, int]) -> Payment | None:
    """The cost taken from the spot's sources in order (the builder's transporters first, then
    unattended goods); None if they do not hold it."""
    out = []
    for good, need in sorted(cost.items()):
        for place in spot.sources:
            if need <= 0:
                break
            take = min(need, goods_at(state, place).get(good, 0))
            if take:
                out.append((place, good, take))
                need -= take
        if need > 0:
            return None
    return tuple(out)


def _why_not_payment(
    state: RoadsBoatsState, spot: _Spot, cost: Mapping[str, int], paid: Payment, what: Text
) -> Text | None:
    total: dict[str, int] = {}
    taken: dict[tuple[str, str], int] = {}
    for place, good, n in paid:
        if n <= 0:
            return reason("roads-and-boats.why.build_bad_payment")
        if place not in spot.sources and place not in spot.theirs:
            return reason("roads-and-boats.why.build_goods_out_of_reach", place=place)
        taken[place, good] = taken.get((place, good), 0) + n
        total[good] = total.get(good, 0) + n
    for (place, good), n in taken.items():
        if goods_at(state, place).get(good, 0) < n:
            return reason("roads-and-boats.why.goods_missing", place=place)
    if total != {g: n for g, n in cost.items() if n}:
        have = available(state, _with_theirs(spot))
        if any(have.get(g, 0) < n for g, n in cost.items()):
            return reason("roads-and-boats.why.build_cannot_afford", what=what, cost=_amounts(cost))
        return reason("roads-and-boats.why.build_cost", what=what, cost=_amounts(cost))
    return None


def _pay(state: RoadsBoatsState, paid: Payment) -> None:
    for place, good, n in paid:
        remove_goods(state, place, {good: n})


# -- what each construction is, costs and needs ------------------------------------------------


def _name(action: Construction, state: RoadsBoatsState) -> Text:
    if isinstance(action, Build):
        return Text(f"roads-and-boats.building.{_short(action.building)}")
    key = {
        NewShaft: "roads-and-boats.construction.new_shaft",
        Road: "roads-and-boats.construction.road",
        Bridge: "roads-and-boats.construction.bridge",
        Wall: "roads-and-boats.construction.wall",
        Demolish: "roads-and-boats.construction.demolition",
    }[type(action)]
    return Text(key)


def _wall_after(state: RoadsBoatsState, edge: str) -> int:
    """The tokens a wall built on `edge` now would have (strengthening counts on)."""
    wall = state.walls.get(edge)
    return 1 if wall is None else wall.tokens + 1


def cost_of(state: RoadsBoatsState, action: Construction, at_sea: bool = False) -> dict[str, int]:
    """What the construction costs now; `at_sea`: built from a boat at open sea (walls +2)."""
    data = roads_boats_data()
    if isinstance(action, Build):
        building = data.buildings.get(action.building)
        return dict(building.cost) if building else {}
    if isinstance(action, NewShaft):
        return data.constructions["construction:new_shaft"].cost_for()
    if isinstance(action, Road):
        return data.constructions["construction:road"].cost_for()
    if isinstance(action, Bridge):
        return data.constructions["construction:bridge"].cost_for()
    if isinstance(action, Wall):
        made = data.constructions["construction:wall"]
        cost = made.cost_for(_wall_after(state, action.edge))
    else:
        made = data.constructions["construction:demolition"]
        wall = state.walls.get(action.edge)
        cost = made.cost_for(wall.tokens if wall else 1)
    if at_sea:
        for good, n in made.from_sea.items():
            cost[good] = cost.get(good, 0) + n
    return cost


def _why_not_fill(state: RoadsBoatsState, seat: int, fill: str | None) -> Text | None:
    mixture = roads_boats_data().mine_fills.get(fill or "")
    if mixture is None:
        return reason("roads-and-boats.why.build_no_fill", fill=str(fill))
    if mixture.research and mixture.research not in state.players[seat].research:
        return reason("roads-and-boats.why.build_research", research=_short(mixture.research))
    return None


def _why_not_site(
    state: RoadsBoatsState, seat: int, b: Board, f: Features, spot: _Spot, action: Construction
) -> Text | None:
    """Whether the thing may stand there and `spot` may build it (not the payment)."""
    data = roads_boats_data()
    r = spot.reach
    if isinstance(action, Build):
        building = data.buildings.get(action.building)
        if building is None:
            return reason("roads-and-boats.why.build_unknown", building=action.building)
        name = _name(action, state)
        if building.research and building.research not in state.players[seat].research:
            return reason("roads-and-boats.why.build_research", research=_short(building.research))
        if SEA in building.terrains:  # an oil rig, from a boat at sea on that hex (§5.6)
            if r.oil_rig != action.site:
                return reason("roads-and-boats.why.build_rig_needs_boat")
            h = Hex.from_id(action.site)
        else:
            if action.site not in r.areas:
                return reason("roads-and-boats.why.build_not_present")
            h = Hex.from_id(action.site.partition("/")[0])
            terrain = effective_terrain(b, f, h)
            if terrain not in building.terrains:
                return reason(
                    "roads-and-boats.why.build_terrain",
                    what=name,
                    terrains=[
                        Text(f"roads-and-boats.terrain.{_short(t)}") for t in building.terrains
                    ],
                )
            if building.shore and h not in b.shore:
                return reason("roads-and-boats.why.build_shore", what=name)
        if state.building_on(h.id) is not None:
            return reason("roads-and-boats.why.build_occupied")
        if building.bag:
            return _why_not_fill(state, seat, action.fill)
        if action.fill is not None:
            return reason("roads-and-boats.why.build_not_a_mine")
        return None
    if isinstance(action, NewShaft):
        shaft = data.constructions["construction:new_shaft"]
        if shaft.research and shaft.research not in state.players[seat].research:
            return reason("roads-and-boats.why.build_research", research=_short(shaft.research))
        mine = state.building_on(action.hex)
        if mine is None or not data.buildings[mine.kind].bag:
            return reason("roads-and-boats.why.build_no_mine")
        if mine.area not in r.areas:
            return reason("roads-and-boats.why.build_not_present")
        return _why_not_fill(state, seat, action.fill)
    if isinstance(action, Road):
        key = road_key(b, action.half_edge)
        if key is None:
            return reason("roads-and-boats.why.build_no_road_site")
        if key in {road_key(b, x) for x in state.roads}:
            return reason("roads-and-boats.why.build_road_exists")
        if not set(b.road_ends(key)) & r.areas:
            return reason("roads-and-boats.why.build_not_present")
        return None
    if isinstance(action, Bridge):
        try:
            h = Hex.from_id(action.hex)
            sides = bridge_sides(b, h, action.arm)
        except (KeyError, ValueError):
            return reason("roads-and-boats.why.build_no_bridge_site")
        zone = zones(b, f.bridges)
        if zone[sides[0]] == zone[sides[1]]:
            return reason("roads-and-boats.why.build_bridge_joined")
        if not set(sides) & r.areas:
            return reason("roads-and-boats.why.build_not_present")
        return None
    # walls
    if action.edge not in b.wall_sites:
        return reason("roads-and-boats.why.build_no_wall_site")
    if action.edge not in r.walls:
        return reason("roads-and-boats.why.build_not_present")
    wall = state.walls.get(action.edge)
    colour = state.players[seat].colour
    if isinstance(action, Wall):
        if wall is not None and wall.owner not in (None, colour):
            return reason("roads-and-boats.why.build_wall_taken")
        return None
    if wall is None:
        return reason("roads-and-boats.why.build_no_wall")
    if wall.owner is None:
        return reason("roads-and-boats.why.build_wall_neutral")
    return None


def why_not_build(state: RoadsBoatsState, seat: int, action: Construction) -> Text | None:
    """Why `seat` may not make this construction now; None if it may."""
    if not isinstance(action, ACTIONS):
        return reason("roads-and-boats.why.build_unknown", building=str(action))
    if state.over or state.phase != BUILD_PHASE:
        return reason("roads-and-boats.why.build_not_building_phase")
    colour = state.players[seat].colour
    t = next((x for x in state.transporters if x.id == action.by), None)
    if t is None or t.owner != colour:
        return reason("roads-and-boats.why.build_not_your_transporter")
    b, f = board_of(state), features_of(state)
    spot = _spot(state, b, f, t)
    if spot is None:
        return reason("roads-and-boats.why.build_carried")
    why = _why_not_site(state, seat, b, f, spot, action)
    if why is not None:
        return why
    cost = cost_of(state, action, spot.at_sea)
    return _why_not_payment(state, spot, cost, action.paid_from, _name(action, state))


def consent_asked(state: RoadsBoatsState, seat: int, action: Action) -> list[tuple[str, Text]]:
    """What a construction asks of other players (§5.1): (owner colour, the request in words) for
    each of their transporters it is paid from; empty when it needs nobody's consent. Raw ids
    stand in the words (the ruleset puts them in words)."""
    if not isinstance(action, ACTIONS):
        return []
    colour = state.players[seat].colour
    owners = {t.id: t.owner for t in state.transporters}
    asked: list[tuple[str, Text]] = []
    for place, good, n in action.paid_from:
        owner = owners.get(place)
        if owner is not None and owner != colour:
            words = Text(
                "roads-and-boats.consent.build",
                {"count": n, "good": _short(good), "source": place, "what": _name(action, state)},
            )
            asked.append((owner, words))
    return asked


def road_key(b: Board, half_edge: str) -> str | None:
    """The road site a half-edge names (a plain edge's road is named by either half); None where
    no road can be drawn."""
    if half_edge in b.road_sites:
        return half_edge
    try:
        half = HalfEdge.from_id(half_edge)
    except (ValueError, KeyError, TypeError):
        return None
    other = HalfEdge(half.edge, 1 - half.side).id
    if other in b.road_sites:
        try:
            if b.road_ends(half_edge) == b.road_ends(other):
                return other
        except KeyError:
            return None
    return None


# -- doing it ----------------------------------------------------------------------------------


def apply_build(state: RoadsBoatsState, seat: int, action: Construction) -> list[Event]:
    """Make the construction (IllegalAction if `why_not_build` refuses it); its events."""
    why = why_not_build(state, seat, action)
    if why is not None:
        raise IllegalAction(why)
    b = board_of(state)
    colour = state.players[seat].colour
    _pay(state, action.paid_from)
    paid = _amounts(_total(action.paid_from))
    if isinstance(action, Build):
        kind = roads_boats_data().buildings[action.building]
        hex_id = action.site.partition("/")[0]
        # the builder's side (A18); an oil rig's "area" is its rig, where its goods lie
        area = action.site if "/" in action.site else f"rig:{_short(hex_id)}"
        made = Building(f"{action.building}@{hex_id}", action.building, hex_id, area)
        state.buildings.append(made)
        h = Hex.from_id(hex_id)
        events = [
            Event(
                "roads-and-boats.event.build_building",
                {"building": _short(action.building), "q": h.q, "r": h.r, "paid": paid},
                seat,
            )
        ]
        if kind.bag:
            fill_bag(made, action.fill or DEFAULT_FILL)
            events.append(_filled(seat, made, action.fill or DEFAULT_FILL))
        return events
    if isinstance(action, NewShaft):
        mine = state.building_on(action.hex)
        assert mine is not None
        fill_bag(mine, action.fill)
        h = Hex.from_id(action.hex)
        return [
            Event(
                "roads-and-boats.event.build_shaft",
                {"q": h.q, "r": h.r, "paid": paid},
                seat,
            ),
            _filled(seat, mine, action.fill),
        ]
    if isinstance(action, Road):
        key = road_key(b, action.half_edge)
        assert key is not None
        add_road(state, key)
        return [
            Event(
                "roads-and-boats.event.build_road",
                {"paid": paid},
                seat,
            )
        ]
    if isinstance(action, Bridge):
        state.bridges[action.hex] = sorted({*state.bridges.get(action.hex, []), action.arm})
        state.bridges = dict(sorted(state.bridges.items()))
        h = Hex.from_id(action.hex)
        return [
            Event(
                "roads-and-boats.event.build_bridge",
                {"q": h.q, "r": h.r, "paid": paid},
                seat,
            )
        ]
    if isinstance(action, Wall):
        tokens = _wall_after(state, action.edge)
        state.walls[action.edge] = WallPiece(colour, tokens)
        state.walls = dict(sorted(state.walls.items()))
        events = [
            Event(
                "roads-and-boats.event.build_wall",
                {"tokens": tokens, "paid": paid},
                seat,
            )
        ]
        return events + push_docked(state, b, action.edge)
    wall = state.walls[action.edge]
    wall.owner = None
    return [
        Event(
            "roads-and-boats.event.build_demolish",
            {"tokens": wall.tokens, "paid": paid},
            seat,
        )
    ]


def _filled(seat: int, mine: Building, fill: str) -> Event:
    h = Hex.from_id(mine.hex)
    return Event(
        "roads-and-boats.event.build_bag",
        {"fill": _short(fill), "q": h.q, "r": h.r, "bag": len(mine.bag)},
        seat,
    )


def _total(paid: Payment) -> dict[str, int]:
    out: dict[str, int] = {}
    for _, good, n in paid:
        out[good] = out.get(good, 0) + n
    return out


def push_docked(state: RoadsBoatsState, b: Board, edge: str) -> list[Event]:
    """A coloured wall on a coast edge puts the other players' boats docked there back on the sea
    hex they came from, cargo and all (§7.2.6, A25)."""
    wall = state.walls.get(edge)
    if wall is None or wall.owner is None:
        return []
    events = []
    for t in state.transporters:
        if t.owner == wall.owner or not t.location.startswith("dock:"):
            continue
        half = HalfEdge.from_id(t.location.removeprefix("dock:"))
        if half.edge.id != edge:
            continue
        out = t.docked_from or _sea_side(b, half.edge)
        events.append(
            Event(
                "roads-and-boats.event.build_pushed",
                {"transporter": _short(t.kind), "owner": state.seat_of(t.owner)},
                moved=(t.location, out),
            )
        )
        t.location, t.docked_from = out, None
    return events


def _sea_side(b: Board, edge: HexEdge) -> str:
    """The sea hex of a coast edge, as a boat's location."""
    h = next(h for h in (edge.a, edge.b) if h in b.sea)
    return f"sea:{h.q},{h.r}"


# -- every legal construction now --------------------------------------------------------------


def build_options(state: RoadsBoatsState, seat: int) -> list[Construction]:
    """Every construction `seat` may make now, one per thing built and place (the first of his
    transporters, in id order, that can pay), each paid by `default_payment`; then those only
    other players' transporters there can help to pay (the builder's own goods first, then the
    unattended ones, then theirs: a proposal asking their consent, §5.1)."""
    if state.over or state.phase != BUILD_PHASE:
        return []
    b, f = board_of(state), features_of(state)
    colour = state.players[seat].colour
    out: dict[tuple[Any, ...], Construction] = {}
    asking: dict[tuple[Any, ...], Construction] = {}
    for t in sorted((x for x in state.transporters if x.owner == colour), key=_order):
        spot = _spot(state, b, f, t)
        if spot is None:
            continue
        for what, action in _candidates(state, seat, b, f, spot):
            if what in out or _why_not_site(state, seat, b, f, spot, action) is not None:
                continue
            cost = cost_of(state, action, spot.at_sea)
            paid = default_payment(state, spot, cost)
            if paid is not None:
                out[what] = _with_payment(action, paid)
                asking.pop(what, None)
            elif spot.theirs and what not in asking:
                paid = default_payment(state, _with_theirs(spot), cost)
                if paid is not None:
                    asking[what] = _with_payment(action, paid)
    return [*out.values(), *asking.values()]


def _order(t: Transporter) -> tuple[str, int]:
    colour, _, n = t.id.removeprefix("transporter:").partition(":")
    return colour, int(n) if n.isdigit() else 0


def _with_payment(action: Construction, paid: Payment) -> Construction:
    return replace(action, paid_from=paid)


def _candidates(
    state: RoadsBoatsState, seat: int, b: Board, f: Features, spot: _Spot
) -> Iterable[tuple[tuple[Any, ...], Construction]]:
    """Constructions to try from `spot` (its site checks still to be made), with what makes two
    of them the same thing."""
    data = roads_boats_data()
    by, r = spot.t.id, spot.reach
    zone = zones(b, f.bridges)
    player = state.players[seat]
    fills = [
        m.id
        for m in data.mine_fills.values()
        if m.research is None or m.research in player.research
    ]
    # buildings: one area per zone reached (the lowest), and the oil rig at sea
    sites = sorted({min(a for a in r.areas if zone[a] == zone[x]) for x in r.areas})
    for building in data.buildings.values():
        if SEA in building.terrains:
            if r.oil_rig is not None:
                yield ("build", r.oil_rig), Build(by, building.id, r.oil_rig)
            continue
        for site in sites:
            for fill in fills if building.bag else [None]:
                yield ("build", site, building.id, fill), Build(by, building.id, site, fill)
    # shafts in the mines reached
    for mine in state.buildings:
        if data.buildings[mine.kind].bag and mine.area in r.areas:
            for fill in fills:
                yield ("shaft", mine.hex, fill), NewShaft(by, mine.hex, fill)
    # roads from the areas reached
    for site in b.road_sites:
        if set(b.road_ends(site)) & r.areas:
            yield ("road", site), Road(by, site)
    # bridges over arms touching the areas reached
    for h in {Hex.from_id(a.partition("/")[0]) for a in r.areas}:
        for arm in b.land[h].edges:
            yield ("bridge", h.id, arm), Bridge(by, h.id, arm)
    # walls and demolitions on the edges reached
    for edge in sorted(r.walls):
        yield ("wall", edge), Wall(by, edge)
        if state.walls.get(edge) is not None:
            yield ("demolish", edge), Demolish(by, edge)
