"""The Roads & Boats game state: plain mutable dataclasses, JSON-friendly, cloned and hashed by the
kernel (`rules.core.state`), so only lists, dicts, str, int, bool and None live in it (no sets or
Counters: the kernel's clone would share them between copies).

Ids: players own pieces by colour (red, yellow, green, blue, purple). A transporter is
`transporter:<colour>:<n>`; a building `building:<kind>@hex:q,r`; hexes, areas, edges and half-edges
are those of `rules.geometry` (`hex:q,r`, `hex:q,r/area:k`, `edge:q,r~q,r`, `edge:q,r~q,r#s`).
Where a transporter is, is one string (spec §11.5):

    hex:q,r/area:k        on land, in that area
    river:q,r             in the river of a land hex
    sea:q,r               at open sea
    dock:<half-edge id>   docked on a coast (its way out: `docked_from`, a `sea:q,r`)
    carried:<id>          carried by that transporter

Unattended goods lie in an area or on an oil rig (`rig:q,r`), counted per good.

Nothing is hidden in Roads & Boats except the order of the counters in the mines' bags (their
contents are public, spec §5.5): `view` sorts the bags and blanks the RNG.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.core.prompt import Decision
from rules.core.rng import Rng
from rules.core.state import clone
from rules.roadsboats.data import roads_boats_data

GAME_ID = "roads-and-boats"
COLOURS = ("red", "yellow", "green", "blue", "purple")  # the box's four (spec §1.1), a fifth
# for the rulebook's five players (§2.1: the box has material for four)
# "start": the start tiles are being chosen (spec §2.5); then each turn's four phases (§3)
PHASES = ("start", "production", "movement", "building", "wonder")
CHOOSE_HOME = "choose_home"  # the pending decision of §2.5


@dataclass(frozen=True, slots=True)
class PlaceDecision(Decision):
    """A pending decision about one place: P3's question whether the owner's donkey pair there
    breeds (§3.1.5, `production.BREED`). On the pending stack, so a state without such a question
    is what it always was (saves made before it keep their hash)."""

    place: str = ""


@dataclass(slots=True)
class Player:
    seat: int
    name: str
    colour: str
    bot: str | None = None
    home: str | None = None  # hex id of the home tile, None until chosen
    home_area: str | None = None  # the area holding the home marker (a river tile has several)
    research: list[str] = field(default_factory=list)  # uncovered slots, in the order done
    made: int = 0  # transporters this colour ever had: the next id's number
    bought: int = 0  # bricks bought in this turn's wonder phase (their price grows, §7.3)
    done: bool = False  # finished the current phase
    asks_order: bool = True  # asked for the temple procedure at each phase (§3.5); False: never


@dataclass(slots=True)
class Transporter:
    id: str  # transporter:<colour>:<n>
    owner: str  # colour
    kind: str  # transporter:donkey ...
    location: str  # see the module doc
    cargo: list[str] = field(default_factory=list)  # good ids, in loading order
    moved: bool = False  # moved on its own this movement phase (§3.2 M3)
    docked_from: str | None = None  # a docked boat's only way out (`sea:q,r`, §4.5.5)


@dataclass(slots=True)
class MovedGoods:
    """`count` tokens of `good` now at `place` (an area, `rig:q,r` or a transporter, whose cargo
    they are) that were carried this movement phase; `by` maps each colour that carried them to
    its transporter that did. Another transporter of that colour may not carry them (§6.3)."""

    place: str
    good: str
    by: dict[str, str]
    count: int


@dataclass(slots=True)
class Building:
    id: str  # building:<kind>@hex:q,r
    kind: str  # building:woodcutter ...
    hex: str
    area: str  # the builder's side of a river (spec A18)
    used: int = 0  # output units made this production phase (capacity, §3.1.2)
    bag: list[str] = field(default_factory=list)  # a mine's counters, drawn at random
    drawn: str | None = None  # a mine's counter drawn for this production phase (§3.1 P1)


@dataclass(slots=True)
class Wall:
    owner: str | None  # colour; None once demolished (neutral, §7.2.3)
    tokens: int = 1


@dataclass(slots=True)
class OrderProcedure:
    """The temple procedure under way (§3.5, `rules.roadsboats.order`)."""

    row: list[int]  # the temple row when it began (step 1 asks front to back)
    asked: int = 0  # players of `row` who answered step 1
    stopped: list[int] = field(default_factory=list)  # who stopped praying, in answer order
    picks: list[int] = field(default_factory=list)  # step 2: chart positions, in choosing order


@dataclass(slots=True)
class RoadsBoatsState:
    rng: Rng
    map: str  # preset map id, or a custom map's JSON as one canonical string (`map_text`)
    players: list[Player]  # by seat
    temple: list[int]  # seats, index 0 = closest to the temple (§2.4)
    sequence: list[int]  # seats, index 0 = position 1 of the sequence chart
    turn: int = 1
    phase: str = "start"
    pending: list[Decision] = field(default_factory=list)  # top = last
    procedure: OrderProcedure | None = None
    # an action waiting on other players' consent (§4.7, §6.2): {"seat": the proposer, "action":
    # the action as the codec encodes it}; its owners answer `consent` decisions on `pending`
    proposal: dict[str, Any] | None = None
    transporters: list[Transporter] = field(default_factory=list)
    goods: dict[str, dict[str, int]] = field(default_factory=dict)  # place -> good -> count
    moved_goods: list[MovedGoods] = field(default_factory=list)
    buildings: list[Building] = field(default_factory=list)
    roads: list[str] = field(default_factory=list)  # half-edge ids, sorted
    bridges: dict[str, list[int]] = field(default_factory=dict)  # hex id -> bridged arms
    walls: dict[str, Wall] = field(default_factory=dict)  # edge id -> wall
    wonder: list[str | None] = field(default_factory=list)  # bricks in order; None = neutral
    irrigated: bool = False
    over: bool = False

    @property
    def seats(self) -> range:
        return range(len(self.players))

    def player(self, colour: str) -> Player:
        return next(p for p in self.players if p.colour == colour)

    def seat_of(self, colour: str) -> int:
        """The seat playing `colour`: texts name a player by name (`{x:@seat}`), not colour."""
        return self.player(colour).seat

    def transporter(self, tid: str) -> Transporter:
        return next(t for t in self.transporters if t.id == tid)

    def building_on(self, hex_id: str) -> Building | None:
        """The building of a hex (one per tile, §4.1)."""
        return next((b for b in self.buildings if b.hex == hex_id), None)

    @property
    def next_brick(self) -> int:
        """The wonder place the next brick fills, counted from 1 (§7.3)."""
        return len(self.wonder) + 1

    @property
    def neutral_bricks(self) -> int:
        return sum(1 for b in self.wonder if b is None)


# -- locations ---------------------------------------------------------------------------------


def hex_of(location: str, docked_from: str | None = None) -> str | None:
    """The hex a location is on (a docked boat's: the land hex, the one it did not come from);
    None for a carried transporter."""
    kind, _, rest = location.partition(":")
    if kind == "hex":
        return location.partition("/")[0]
    if kind in ("river", "sea", "rig"):
        return f"hex:{rest}"
    if kind == "dock":
        ends = rest.partition("#")[0].removeprefix("edge:").split("~")
        coming = docked_from.removeprefix("sea:") if docked_from else None
        land = [e for e in ends if e != coming]
        return f"hex:{land[0]}"
    return None


def owned(state: RoadsBoatsState, colour: str) -> list[Transporter]:
    return [t for t in state.transporters if t.owner == colour]


def count_by_domain(state: RoadsBoatsState, colour: str) -> dict[str, int]:
    """A colour's transporters by domain (land, water) and in total, for the limit (§3.1.7)."""
    movers = roads_boats_data().transporters
    counts = {"land": 0, "water": 0}
    for t in owned(state, colour):
        counts[movers[t.kind].domain] += 1
    counts["total"] = counts["land"] + counts["water"]
    return counts


def over_limit(state: RoadsBoatsState, colour: str) -> bool:
    """Whether a colour owns more transporters than §3.1.7 allows (8 in all, 5 per domain)."""
    limits = roads_boats_data().limits
    n = count_by_domain(state, colour)
    return n["total"] > limits.total or n["land"] > limits.land or n["water"] > limits.water


def new_transporter(state: RoadsBoatsState, colour: str, kind: str, location: str) -> Transporter:
    """A new transporter of `colour` at `location`, numbered after every one it ever had."""
    player = state.player(colour)
    player.made += 1
    t = Transporter(f"transporter:{colour}:{player.made}", colour, kind, location)
    state.transporters.append(t)
    return t


def wall_tokens(state: RoadsBoatsState, colour: str) -> int:
    """Wall tokens of a colour on the map (the supply is unlimited, §1.3: nothing is "left")."""
    return sum(w.tokens for w in state.walls.values() if w.owner == colour)


def bricks_of(state: RoadsBoatsState, colour: str) -> int:
    """A colour's bricks in the wonder."""
    return sum(1 for b in state.wonder if b == colour)


# -- mines -------------------------------------------------------------------------------------


def fill_bag(mine: Building, fill: str) -> None:
    """Add a mixture (`fill:mixed` ...) to a mine's bag (§5.5); a new shaft adds one as well."""
    for good, n in roads_boats_data().mine_fills[fill].bag.items():
        mine.bag.extend([good] * n)
    mine.bag.sort()  # the order means nothing: draws pick at random


def draw(state: RoadsBoatsState, mine: Building) -> str | None:
    """Draw one counter from a mine's bag with the state's RNG (§3.1 P1); None if it is empty."""
    mine.drawn = mine.bag.pop(state.rng.below(len(mine.bag))) if mine.bag else None
    return mine.drawn


# -- goods -------------------------------------------------------------------------------------


def goods_at(state: RoadsBoatsState, place: str) -> dict[str, int]:
    """The goods at a place, as good -> count: unattended in an area or on a rig, or the cargo of
    a transporter (given its id). A copy."""
    if place.startswith("transporter:"):
        counts: dict[str, int] = {}
        for good in state.transporter(place).cargo:
            counts[good] = counts.get(good, 0) + 1
        return counts
    return dict(state.goods.get(place, {}))


def add_goods(state: RoadsBoatsState, place: str, goods: Mapping[str, int]) -> None:
    """Lay goods unattended at an area or rig."""
    pile = state.goods.setdefault(place, {})
    for good, n in goods.items():
        if n:
            pile[good] = pile.get(good, 0) + n


def remove_goods(state: RoadsBoatsState, place: str, goods: Mapping[str, int]) -> None:
    """Take goods from a place (unattended, or a transporter's cargo); they must be there. Moved
    marks (§6.3) on the taken tokens go first: goods leaving a place are spent or carried on."""
    for good, n in goods.items():
        if place.startswith("transporter:"):
            cargo = state.transporter(place).cargo
            for _ in range(n):
                cargo.remove(good)
        else:
            pile = state.goods[place]
            pile[good] -= n
            if pile[good] < 0:
                raise ValueError(f"not {n} {good} at {place}")
            if not pile[good]:
                del pile[good]
            if not pile:
                del state.goods[place]
        _unmark(state, place, good, n)


def _unmark(state: RoadsBoatsState, place: str, good: str, n: int) -> None:
    for mark in [m for m in state.moved_goods if m.place == place and m.good == good]:
        if n <= 0:
            break
        taken = min(n, mark.count)
        mark.count -= taken
        n -= taken
    state.moved_goods = [m for m in state.moved_goods if m.count]


def movable(state: RoadsBoatsState, t: Transporter, place: str, good: str) -> int:
    """How many `good` tokens at `place` transporter `t` may still carry this phase: all but those
    another transporter of its owner carried (§6.3)."""
    barred = sum(
        m.count
        for m in state.moved_goods
        if m.place == place and m.good == good and m.by.get(t.owner, t.id) != t.id
    )
    return goods_at(state, place).get(good, 0) - barred


def clear_phase_marks(state: RoadsBoatsState) -> None:
    """End of a phase (§3.2 M4): nothing is marked moved any more, and each player may act."""
    state.moved_goods = []
    for t in state.transporters:
        t.moved = False
    for p in state.players:
        p.done = False


# -- roads -------------------------------------------------------------------------------------


def add_road(state: RoadsBoatsState, half_edge: str) -> None:
    """Record a road across a half-edge (kept sorted, so equal networks hash alike)."""
    if half_edge not in state.roads:
        state.roads = sorted([*state.roads, half_edge])


# -- what a seat may see -----------------------------------------------------------------------


def view(state: RoadsBoatsState, seat: int | None) -> RoadsBoatsState:
    """The state as `seat` (None: a spectator) may see it: the mines' bags sorted (their contents
    are public, the order the RNG will draw them in is not) and a blank RNG."""
    seen = clone(state)
    for b in seen.buildings:
        b.bag = sorted(b.bag)
    seen.rng = Rng(0)
    return seen


def map_text(game_map: str | Mapping[str, Any]) -> str:
    """How the state keeps its map: a preset's id, or a custom map's JSON as one canonical
    string (immutable: copying a state never copies the map, and it names its Board)."""
    return game_map if isinstance(game_map, str) else json.dumps(game_map, sort_keys=True)


# -- back from JSON ----------------------------------------------------------------------------


def from_plain(data: Mapping[str, Any]) -> RoadsBoatsState:
    """The state `rules.core.state.to_plain` turned into `data` (saves replay actions; this is for
    tests, tools and debugging)."""
    procedure = data["procedure"]
    return RoadsBoatsState(
        rng=Rng(data["rng"]["state"]),
        map=data["map"],
        players=[Player(**p) for p in data["players"]],
        temple=list(data["temple"]),
        sequence=list(data["sequence"]),
        turn=data["turn"],
        phase=data["phase"],
        pending=[_decision(d) for d in data["pending"]],
        procedure=OrderProcedure(**procedure) if procedure is not None else None,
        proposal=clone(data.get("proposal")),
        transporters=[Transporter(**t) for t in data["transporters"]],
        goods={k: dict(v) for k, v in data["goods"].items()},
        moved_goods=[MovedGoods(**m) for m in data["moved_goods"]],
        buildings=[Building(**b) for b in data["buildings"]],
        roads=list(data["roads"]),
        bridges={k: list(v) for k, v in data["bridges"].items()},
        walls={k: Wall(**w) for k, w in data["walls"].items()},
        wonder=list(data["wonder"]),
        irrigated=data["irrigated"],
        over=data["over"],
    )


def _decision(d: Mapping[str, Any]) -> Decision:
    if "place" in d:
        return PlaceDecision(d["kind"], d["seat"], d["place"])
    return Decision(d["kind"], d["seat"])
