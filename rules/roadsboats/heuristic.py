"""A Roads & Boats bot that plays a recognisable game from what its seat sees.

* Home: the start area with the most woods, rock and mountains one or two steps away (no desert,
  tiles nearer to another home count less).
* A building plan around home, worked out each turn (`_Plan.wishes`), most wanted first: a
  woodcutter, a sawmill on the home tile (trunks come home, boards are made there), a quarry (else
  a clay pit and a stone factory), a second woodcutter, mines on the mountains, then a coal burner
  and a mint once a mine stands, a papermill for research, a wagon factory once roads lead out, a
  raft factory when home is on a shore with shore land near, a stock exchange after the mint, new
  shafts once researched; roads along the way from home to every producer it uses. Only the first
  few wishes the goods at hand pay for are pursued at once, so goods are saved for the next one.
* Production: primary output claimed onto its transporters (gold always: wealth counts only
  carried; iron stays on the tile), secondary producers fed with what its transporters there hold
  (unattended inputs are left to the end-of-phase processing, so the output lies on the tile),
  wagons and rafts made where a factory and its inputs are, and research with the two start geese
  and a paper: new shafts when a mine stands (each shaft: 1 iron + 1 fuel for 3 gold and 3 iron
  more), else the upgrade of a transporter factory it stands at (trucking, rowing, shipping), else
  richer mines.
* Movement: every good has a worth in every zone (`_Plan.token_value`): high where something takes
  it (a factory's input, a planned site's cost, gold at the mint, boards and stone kept at home),
  less the farther from there, so carrying goods toward their use gains worth. Each transporter
  in turn takes the move (to any place it can reach, or out and back) whose loads gain most, plus
  being where it is wanted (at home to buy bricks, at a site whose cost is there, at a factory
  with its inputs, on a mine with gold to claim, two donkeys on an empty pasture to breed, near
  goods waiting to be fetched). Gold may lie at home while the end is far; wealth is carried at
  the end.
* Building: the plan's wishes in order, wherever its transporter and the cost are together.
* Wonder: a brick when its share of the row (and what the others lose of it, and for the leader
  the end coming nearer) is worth more than the goods paid, the cheapest first; goods kept for
  the next constructions, geese kept for research and wealth are not paid; in the last turns
  everything else goes.

Every choice is scored and ties go to the first candidate in a fixed order; a seeded RNG only
breaks exact ties between equally good homes, so the same seed plays the same game. Moves, builds
and production decisions are built here and checked with the rules' `why_not` (listing every
option each time would be too slow); a prompt it does not know (another player asking for its
consent) gets a cautious no.
"""

from __future__ import annotations

import dataclasses
import heapq
import itertools
from dataclasses import dataclass, field
from math import ceil
from typing import Any

from rules.core.actions import Action
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset
from rules.core.steps import Done
from rules.geometry.hexes import Hex
from rules.geometry.rivers import Area
from rules.roadsboats import building, movement, production, scoring, wonder
from rules.roadsboats.actions import BuyBrick, ChooseHome, Pray, RequestOrder, TakePosition
from rules.roadsboats.board import (
    Board,
    Features,
    LandNetwork,
    Reach,
    effective_terrain,
    land_network,
    launch_positions,
    reach,
    water_network,
)
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.setup import board_of, features_of
from rules.roadsboats.state import (
    Building,
    RoadsBoatsState,
    Transporter,
    count_by_domain,
    hex_of,
    movable,
)

TRUNKS, BOARDS, STONE, CLAY = "good:trunks", "good:boards", "good:stone", "good:clay"
GEESE, PAPER, FUEL, IRON = "good:geese", "good:paper", "good:fuel", "good:iron"
GOLD, COINS, STOCK = "good:gold", "good:coins", "good:stock"
WOODS, ROCK, MOUNTAIN = "terrain:woods", "terrain:rock", "terrain:mountain"
PASTURE, DESERT = "terrain:pasture", "terrain:desert"
DONKEY = "transporter:donkey"

# -- what goods are worth ----------------------------------------------------------------------
BONUS = {GOLD: 10.0, COINS: 40.0, STOCK: 120.0}  # points, counted only on own transporters
CARRY_COST = 0.05  # a carried token that could as well lie there takes room: drop it
STEP = 2.0  # worth lost per distance unit (a road step 1, a step off the roads 2)
STEP_LOADED = 1.0  # ... for goods already loaded: half the way is the loading
OFF_ROAD = 2
# the worth of goods where they are wanted; counts: how many are wanted there
W_SAW, W_SAW_LATER = 10.0, 6.0  # trunks at a sawmill: 3 a turn, 3 more for the next
W_BURN = 9.0  # trunks at a coal burner while fuel is wanted
W_PAPERMILL = 9.0  # two trunks at the papermill for research
W_SITE_BOARDS, W_SITE_STONE = 12.0, 13.0  # a planned construction's cost at its site
W_HOME_BOARDS, W_HOME_STONE = 8.0, 9.0  # kept at home for building
W_CLAY = 10.0  # clay at a stone factory
W_FUEL_MINT, W_GOLD_MINT = 12.0, 16.0
W_FACTORY = 8.0  # fuel, iron or boards at a truck, steamer or rowboat factory
W_PAPER = 12.0  # paper carried to where the geese are, or to a stock exchange
W_COINS_EXCHANGE = 46.0
W_GEESE = 5.0
W_BRICK = 2.0  # cheap goods at home pay for bricks
# being somewhere
HOME_PRESENCE = 4.0  # one transporter at home buys bricks with the goods lying there
HOME_IDLE = 0.5  # ... and builds there
MINE_PRESENCE = 8.0  # times the chance of gold: a transporter on a mine claims it
PRIMARY_PRESENCE = 0.3
SITE_READY = 5.0  # at a planned site with its cost there
BREED, BREED_WAIT = 8.0, 5.0  # an empty donkey beside another on an empty pasture, or waiting
MAGNET = 0.7  # goods waiting to be fetched draw empty transporters
ACTIVE = 3  # wishes pursued at once (their goods go to their sites)
MOVE_WORTH = 0.25  # a move must gain at least this much
BANK_TURNS = 4  # gold lies at home (the transporters free) until this many turns are left

# -- the plan ----------------------------------------------------------------------------------
NEAR = 4  # distance units from home (two steps off the roads) the plan builds within
SPHERE = 6  # goods and buildings this near, and nearer to home than to any other, are "ours"
RIVALS = 0.4  # what the others lose of a row counts this much in a brick's worth
ADVANCE = 1.5  # a brick brings the next row nearer
SURPLUS = 0.5  # the worth of goods beyond every need the plan has for them
SPARE = {BOARDS: 6, STONE: 3, TRUNKS: 3}  # kept over the plan's needs before goods are surplus
VALUE = {  # a good's worth in points when weighing bricks against it
    TRUNKS: 1.0,
    CLAY: 1.0,
    IRON: 1.0,
    GEESE: 1.5,
    FUEL: 2.0,
    BOARDS: 2.0,
    PAPER: 3.0,
    STONE: 3.0,
    GOLD: 10.0,
    COINS: 40.0,
    STOCK: 120.0,
}


class RoadsBoatsHeuristic:
    """The `heuristic` level of Roads & Boats (see the module doc)."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self._stay: set[str] = set()  # transporters with nothing worth doing this movement phase
        self._cache: dict[Any, Any] = {}

    def choose(self, rules: Ruleset, state: Any, seat: int) -> Action:
        seen: RoadsBoatsState = rules.view(state, seat)
        prompt = rules.prompt(seen)
        kind = prompt.kind if prompt is not None else ""
        if kind == "choose_home":
            return self._home(seen, rules.legal_actions(seen))
        if kind == "order_request":
            return RequestOrder(False)
        if kind == "pray":
            return Pray(False)
        if kind == "position":
            legal = rules.legal_actions(seen)
            return min(legal, key=lambda a: a.position if isinstance(a, TakePosition) else 99)
        if kind in ("production", "movement", "building", "wonder"):
            plan = _Plan(seen, seat, self._cache)

            def legal(action: Action) -> bool:
                return rules.why_not(seen, action) is None

            if kind == "movement":
                if not any(t.moved for t in plan.mine):
                    self._stay = set()  # the phase's first decision
                return plan.movement(self._stay, legal) or Done()
            found = {"production": plan.production, "building": plan.building}.get(
                kind, plan.wonder
            )()
            return next((a for a in found if legal(a)), Done())
        return _cautious(rules.legal_actions(seen))

    def _home(self, state: RoadsBoatsState, legal: list[Action]) -> Action:
        scores = [_home_worth(state, a.area) if isinstance(a, ChooseHome) else -99.0 for a in legal]
        top = max(scores)
        best = [a for a, s in zip(legal, scores, strict=True) if s >= top - 1e-9]
        return best[self.rng.below(len(best))]


def _cautious(legal: list[Action]) -> Action:
    """An unknown prompt (another player asking for consent, say): say no where an answer is a
    yes/no, else the first answer offered."""
    for action in legal:
        flags = [getattr(action, f.name) for f in dataclasses.fields(action)]
        if flags and all(isinstance(x, bool) for x in flags) and not any(flags):
            return action
    return legal[0]


# -- home ------------------------------------------------------------------------------------------

# a start area's worth: the n-th tile of a terrain one step away, two steps away counts less
HOME_TERRAIN = {
    WOODS: (6.0, 3.0, 1.0),
    ROCK: (5.0, 1.5),
    MOUNTAIN: (5.0, 3.0, 1.5),
    PASTURE: (1.5, 1.0),
}
FAR_TILE = 0.45


def _home_worth(state: RoadsBoatsState, area_id: str) -> float:
    board = board_of(state)
    net = land_network(board, features_of(state), None)
    start = net.zone[area_id]
    steps = _walk_steps(net, start, 2)
    best: dict[Hex, int] = {}
    for z, d in steps.items():
        h = Hex.from_id(z.partition("/")[0])
        best[h] = min(d, best.get(h, 9))
    home = Area.from_id(area_id).hex
    others = [Hex.from_id(p.home) for p in state.players if p.home]
    found: dict[str, list[float]] = {}
    for h, d in sorted(best.items(), key=lambda x: (x[1], x[0])):
        if h == home:
            continue
        weight = 1.0 if d <= 1 else FAR_TILE
        if any(o.distance(h) < home.distance(h) for o in others):
            weight *= 0.4  # a neighbour will use it first
        found.setdefault(board.tile[h].terrain, []).append(weight)
    worth = 0.0
    for terrain, ladder in HOME_TERRAIN.items():
        for rank, weight in enumerate(sorted(found.get(terrain, []), reverse=True)):
            if rank < len(ladder):
                worth += ladder[rank] * weight
    if board.tile[home].terrain == DESERT:
        worth -= 8.0  # no sawmill at home until irrigation
    worth -= sum(1.5 for o in others if o.distance(home) <= 3)
    return worth


def _walk_steps(net: LandNetwork, start: str, limit: int) -> dict[str, int]:
    found, frontier = {start: 0}, [start]
    for step in range(1, limit + 1):
        nxt = []
        for node in frontier:
            for n in sorted(net.steps.get(node, ())):
                if n not in found:
                    found[n] = step
                    nxt.append(n)
        frontier = nxt
    return found


# -- the plan of one decision ----------------------------------------------------------------------


@dataclass(frozen=True)
class _Wish:
    """A construction the plan wants: a building on `site` (an area), or a road."""

    kind: str  # a building id, or "road"
    site: str  # the area built on; a road: the area it is built from
    zone: str
    cost: dict[str, int]
    priority: float
    road: str | None = None  # the road's half-edge


@dataclass
class _Stop:
    """A place on a path where goods change hands: the areas (and their zones) reached there,
    and the zone the transporter counts as standing in (None at sea)."""

    at: int
    areas: list[tuple[str, str]]
    zone: str | None


@dataclass
class _Loads:
    """A move's loads worked out: their gain in worth, the cargo at the end, and the change in
    tokens per (zone, good) they make."""

    score: float = 0.0
    loads: list[tuple[int, str, str, int]] = field(default_factory=list)
    cargo: list[str] = field(default_factory=list)
    delta: dict[tuple[str, str], int] = field(default_factory=dict)


class _Plan:
    """Everything one decision needs: the map's graphs for the seat, goods' worth, the wishes."""

    def __init__(self, state: RoadsBoatsState, seat: int, cache: dict[Any, Any]) -> None:
        self.state, self.seat = state, seat
        self.player = state.players[seat]
        self.colour = self.player.colour
        self.data = roads_boats_data()
        self.board: Board = board_of(state)
        self.features: Features = features_of(state)
        key = (
            str(state.map),
            tuple(p.home_area for p in state.players),
            self.features.roads,
            self.features.bridges,
            tuple(sorted(self.features.walls.items())),
            self.colour,
        )
        if cache.get("key") != key:
            cache.clear()
            cache["key"] = key
            cache["net"] = land_network(self.board, self.features, self.colour)
            cache["dist"] = {}
            cache["reach"] = {}
            cache["roads"] = _road_sites(self.board, cache["net"])
        self.net: LandNetwork = cache["net"]
        self._dist: dict[str, dict[str, int]] = cache["dist"]
        self._reach: dict[str, Reach] = cache["reach"]
        self._road_sites: dict[frozenset[str], str] = cache["roads"]
        self._cache = cache
        self._stock: dict[str, int] | None = None
        self._slot: Any = 0  # the research slot worth doing (0: not worked out yet)
        self.zone = self.net.zone
        self.mine = [t for t in state.transporters if t.owner == self.colour]
        home_area = self.player.home_area or ""
        self.home_area = home_area
        self.home_zone = self.zone.get(home_area, home_area)
        self.other_homes = [
            self.zone[p.home_area] for p in state.players if p.home_area and p.seat != seat
        ]
        self.turns_left = _turns_left(state)
        self._ours: dict[str, bool] = {}
        self._home_goods: bool | None = None
        self._breed: str | None = None
        self._bank: bool | None = None
        self._piles: list[tuple[str, float]] = []
        self._wishes: list[_Wish] | None = None
        self._active: list[_Wish] | None = None
        self._wants: dict[str, dict[str, list[tuple[float, float]]]] | None = None
        self._far: dict[tuple[str, str, float], float] = {}
        self._targets: dict[str, list[tuple[str, float]]] = {}
        self._short: dict[str, dict[str, float]] = {}
        self.present: dict[tuple[str, str], int] = {}
        self._count_present()

    # -- the map ---------------------------------------------------------------------------------

    def dist(self, a: str, b: str) -> int:
        """Distance units between two zones (a road step 1, a step off the roads 2); 99 apart."""
        if a not in self._dist:
            self._dist[a] = _dijkstra(self.net, a)
        return self._dist[a].get(b, 99)

    def reach_of(self, location: str) -> Reach:
        if location not in self._reach:
            self._reach[location] = reach(self.board, self.features, location)
        return self._reach[location]

    def zones_of(self, location: str) -> list[str]:
        """The zones a transporter at `location` reaches (home's first)."""
        zs = sorted({self.zone[a] for a in self.reach_of(location).areas})
        if self.home_zone in zs:
            zs.remove(self.home_zone)
            zs.insert(0, self.home_zone)
        return zs

    def zone_of(self, t: Transporter) -> str | None:
        if t.location.startswith(("carried:", "sea:")):
            return None
        zs = self.zones_of(t.location)
        return zs[0] if zs else None

    def hex_zone(self, b: Building) -> str:
        return self.zone.get(b.area, b.area)

    def ours(self, z: str) -> bool:
        """Near home, and no nearer to another home."""
        if z not in self._ours:
            d = self.dist(self.home_zone, z)
            self._ours[z] = d <= SPHERE and all(self.dist(o, z) >= d for o in self.other_homes)
        return self._ours[z]

    def terrain(self, z: str) -> str:
        return effective_terrain(self.board, self.features, Hex.from_id(z.partition("/")[0]))

    def buildings_near(self, kind: str, within: int = NEAR) -> list[Building]:
        """Buildings of a kind near home and nearer to it than to other homes (anyone may use
        any building; these the seat counts on)."""
        return [
            b
            for b in self.state.buildings
            if b.kind == kind
            and b.area.startswith("hex:")
            and self.dist(self.home_zone, self.hex_zone(b)) <= within
            and self.ours(self.hex_zone(b))
        ]

    def near_zones(self) -> list[str]:
        """The seat's zones near home, nearest first."""
        home = self.home_zone
        zones = sorted(set(self.zone.values()), key=lambda z: (self.dist(home, z), z))
        return [z for z in zones if self.dist(home, z) <= NEAR and self.ours(z)]

    def _count_present(self) -> None:
        """Tokens per (zone, good): unattended ones, and those on the seat's transporters there
        (paper only when carried: unattended beside geese it is lost)."""
        for place, pile in self.state.goods.items():
            if not place.startswith("hex:"):
                continue
            z = self.zone[place]
            for g, n in pile.items():
                if g != PAPER:
                    self.present[z, g] = self.present.get((z, g), 0) + n
        for t in self.mine:
            z = self.zone_of(t)
            if z is not None:
                for g in t.cargo:
                    self.present[z, g] = self.present.get((z, g), 0) + 1

    def stock(self, good: str) -> int:
        """How many of a good the seat holds or has lying in its own zones."""
        if self._stock is None:
            self._stock = {}
            for t in self.mine:
                for g in t.cargo:
                    self._stock[g] = self._stock.get(g, 0) + 1
            for place, pile in self.state.goods.items():
                if place.startswith("hex:") and self.ours(self.zone[place]):
                    for g, n in pile.items():
                        self._stock[g] = self._stock.get(g, 0) + n
        return self._stock.get(good, 0)

    # -- the building plan -----------------------------------------------------------------------

    def wishes(self) -> list[_Wish]:
        """Wanted constructions, most wanted first (kept for a phase while nothing is built)."""
        if self._wishes is None:
            state = self.state
            bags = sum(len(b.bag) for b in state.buildings)
            done = len(self.player.research)
            key = (state.turn, len(state.buildings), len(state.roads), bags, done)
            kept = self._cache.get("wishes")
            if kept is None or kept[0] != key:
                made = sorted(self._make_wishes(), key=lambda w: (-w.priority, w.site))
                kept = self._cache["wishes"] = (key, made)
            self._wishes = kept[1]
        return self._wishes

    def active(self) -> list[_Wish]:
        """The first wishes the boards and stone at hand pay for, in order (saving for the next)."""
        if self._active is None:
            have: dict[str, int] = {}
            self._active = []
            for w in self.wishes():
                if len(self._active) >= ACTIVE:
                    break
                for g in w.cost:
                    have.setdefault(g, self.stock(g))
                if any(have[g] < n for g, n in w.cost.items()):
                    if w.kind == "shaft":
                        continue  # its iron and fuel are not the others' goods: no saving up
                    break
                for g, n in w.cost.items():
                    have[g] -= n
                self._active.append(w)
        return self._active

    def _make_wishes(self) -> list[_Wish]:
        data, state = self.data, self.state
        home = self.home_zone
        if not home:
            return []
        left = self.turns_left
        taken = {b.hex for b in state.buildings}  # hexes built on or planned
        breed = self.breeding_zone()
        if breed is not None:
            taken.add(breed.partition("/")[0])  # donkeys breed there first
        sites = [z for z in self.near_zones() if self.terrain(z) != DESERT]
        have = {kind: len(self.buildings_near(kind)) for kind in data.buildings}
        out: list[_Wish] = []

        def hex_of_zone(z: str) -> str:
            return z.partition("/")[0]

        def free(z: str) -> bool:
            return hex_of_zone(z) not in taken

        def site_for(kind: str, score: Any) -> str | None:
            spec = data.buildings[kind]
            best, top = None, None
            for z in sites:
                if not free(z) or self.terrain(z) not in spec.terrains:
                    continue
                if spec.shore and Hex.from_id(hex_of_zone(z)) not in self.board.shore:
                    continue
                s = score(z)
                if top is None or s < top:
                    best, top = z, s
            return best

        def want(kind: str, priority: float, score: Any = None) -> str | None:
            z = site_for(kind, score or (lambda z: self.dist(home, z)))
            if z is None:
                return None
            taken.add(hex_of_zone(z))
            site = self._site_area(z)
            out.append(_Wish(kind, site, z, dict(data.buildings[kind].cost), priority))
            return z

        def filler(z: str) -> float:
            """Secondary buildings keep off the tiles primary producers need."""
            return {MOUNTAIN: 3.0, ROCK: 2.0, WOODS: 1.0}.get(self.terrain(z), 0.0)

        def near_to(anchors: list[str]) -> Any:
            """Sites near home and the nearest anchor, off the primary producers' tiles."""
            return lambda z: (
                self.dist(home, z) + min((self.dist(a, z) for a in anchors), default=0) + filler(z)
            )

        wc = have["building:woodcutter"]
        hz = self.home_zone
        saw_home = (
            have["building:sawmill"] < 1
            and free(hz)
            and self.terrain(hz) in data.buildings["building:sawmill"].terrains
            and any(self.terrain(z) == WOODS and free(z) and z != hz for z in sites)
        )
        if saw_home:
            taken.add(hex_of_zone(hz))  # the sawmill's: trunks come home, boards are made there
        if wc < 1:
            want("building:woodcutter", 100)
        if have["building:sawmill"] < 1:
            if saw_home:
                out.append(
                    _Wish(
                        "building:sawmill",
                        self._site_area(hz),
                        hz,
                        dict(data.buildings["building:sawmill"].cost),
                        99,
                    )
                )
            else:
                woods = [self.hex_zone(b) for b in self.buildings_near("building:woodcutter")]
                want("building:sawmill", 99, near_to(woods))
        quarry = have["building:quarry"] >= 1 or want("building:quarry", 98) is not None
        if not quarry and have["building:stone_factory"] < 1:  # stone from clay instead
            if have["building:clay_pit"] < 1:
                want("building:clay_pit", 97)
            want("building:stone_factory", 96, near_to([home]))
        if wc < 2:
            want("building:woodcutter", 90)
        mines = have["building:mine"]
        if left >= 6:
            for i, priority in enumerate((85, 75, 60)):
                if mines <= i:
                    want("building:mine", priority)
        if mines >= 1 and left >= 5:
            mine_zones = [self.hex_zone(b) for b in self.buildings_near("building:mine")]
            if have["building:coal_burner"] < 1:
                woods = [self.hex_zone(b) for b in self.buildings_near("building:woodcutter")]
                want("building:coal_burner", 78, near_to(woods))
            if have["building:mint"] < 1:
                want("building:mint", 77, lambda z: near_to(mine_zones)(z) + self.dist(home, z))
        if left >= 10 and mines and self._research_wanted() and have["building:papermill"] < 1:
            # paper and the two start geese make a research point: new shafts pay most
            woods = [self.hex_zone(b) for b in self.buildings_near("building:woodcutter")]
            want("building:papermill", 74, near_to(woods))
        roads = self.roads_near()
        if left >= 8:
            if have["building:wagon_factory"] < 1 and roads >= 3:
                want("building:wagon_factory", 70, near_to([home]))
            if have["building:raft_factory"] < 1 and self._water_useful():
                want("building:raft_factory", 66, near_to([home]))
        if wc < 3 and left >= 6:
            want("building:woodcutter", 55)
        if have["building:mint"] >= 1 and have["building:stock_exchange"] < 1 and left >= 5:
            want("building:stock_exchange", 45, near_to([home]))
        if left >= 4:
            out += self._road_wishes()
        shaft = dict(data.constructions["construction:new_shaft"].cost)
        for b in self._shaft_mines():
            out.append(_Wish("shaft", b.area, self.hex_zone(b), shaft, 82))
        return out

    def _site_area(self, z: str) -> str:
        """The area to build on in a zone: the home marker's if it is there."""
        return self.home_area if z == self.home_zone else z

    def roads_near(self) -> int:
        """Roads with an end at most one step from home."""
        home = self.home_zone
        return sum(
            1
            for z, ns in self.net.roads.items()
            if self.dist(home, z) <= 2
            for n in ns
            if z < n or self.dist(home, n) > 2
        )

    def _road_wishes(self) -> list[_Wish]:
        """Roads along the way from home to each producer the seat uses near home, nearest first."""
        home = self.home_zone
        worth = {
            "building:woodcutter": 88.0,
            "building:quarry": 87.0,
            "building:sawmill": 86.0,
            "building:mine": 80.0,
            "building:clay_pit": 80.0,
            "building:stone_factory": 80.0,
            "building:coal_burner": 72.0,
            "building:mint": 72.0,
            "building:papermill": 62.0,
            "building:wagon_factory": 62.0,
        }
        cost = dict(self.data.constructions["construction:road"].cost)
        seen: set[frozenset[str]] = set()
        out = []
        for b in sorted(self.state.buildings, key=lambda b: b.id):
            if b.kind not in worth or not b.area.startswith("hex:"):
                continue
            z = self.hex_zone(b)
            if z == home or self.dist(home, z) > NEAR or not self.ours(z):
                continue
            path = _steps_path(self.net, home, z)
            for i, (a, c) in enumerate(itertools.pairwise(path)):
                pair = frozenset((a, c))
                if pair in seen or c in self.net.roads.get(a, ()):
                    continue
                site = self._road_sites.get(pair)
                if site is None:
                    continue
                seen.add(pair)
                out.append(_Wish("road", self._site_area(a), a, cost, worth[b.kind] - i, site))
        return out

    def _water_useful(self) -> bool:
        """A raft pays when a shore tile near home lets boats reach other land near home."""
        home = Hex.from_id(self.home_zone.partition("/")[0])
        return home in self.board.shore and any(
            Hex.from_id(z.partition("/")[0]) in self.board.shore
            for z in self.zone.values()
            if 0 < self.dist(self.home_zone, z) <= NEAR and z != self.home_zone
        )

    def _research_wanted(self) -> bool:
        """Whether a paper is worth making: geese for it, a slot that pays, time to use it."""
        return (
            self.turns_left >= 6
            and self.stock(GEESE) >= 2
            and self._research_slot() is not None
            and self.stock(PAPER) == 0
        )

    # -- what goods are worth where --------------------------------------------------------------

    def wants(self) -> dict[str, dict[str, list[tuple[float, float]]]]:
        """Zone -> good -> (worth, how many) where they are wanted, best first."""
        if self._wants is not None:
            return self._wants
        out: dict[str, dict[str, list[tuple[float, float]]]] = {}
        inf = float("inf")

        def add(z: str, good: str, w: float, n: float) -> None:
            if n > 0:
                out.setdefault(z, {}).setdefault(good, []).append((w, n))

        home = self.home_zone
        fuel_wanted = 0
        gold_held = self.stock(GOLD)
        if self.turns_left <= 1:  # the last turn: nothing is made any more, bricks are bought
            for good in (TRUNKS, CLAY, IRON, FUEL, BOARDS, STONE, GEESE):
                add(home, good, W_BRICK, inf)
            self._wants = out
            return out
        for b in sorted(self.state.buildings, key=lambda b: b.id):
            if not b.area.startswith("hex:"):
                continue
            z = self.hex_zone(b)
            if not self.ours(z):
                continue
            kind = b.kind
            if kind == "building:sawmill":
                short = self.boards_short()
                add(z, TRUNKS, W_SAW, min(3, short))
                add(z, TRUNKS, W_SAW_LATER, min(3, short - 3))
                add(z, TRUNKS, W_BRICK + 1, 3)
            elif kind == "building:stone_factory":
                add(z, CLAY, W_CLAY, 6)
            elif kind == "building:mint":
                add(z, GOLD, W_GOLD_MINT, 4)
                add(z, FUEL, W_FUEL_MINT, 2 if gold_held >= 2 else 1)
                fuel_wanted += 2
            elif kind == "building:stock_exchange":
                add(z, COINS, W_COINS_EXCHANGE, 4)
                add(z, PAPER, W_PAPER, 1)
            elif self.data.buildings[kind].kind == "factory" and self._factory_wanted(b):
                for good, n in self.data.buildings[kind].inputs[0].items():
                    if good.startswith("good:"):
                        add(z, good, W_FACTORY + STEP * self.dist(home, z), n)
                fuel_wanted += self.data.buildings[kind].inputs[0].get(FUEL, 0)
        fuel_have = self.stock(FUEL)
        if fuel_wanted > fuel_have:
            for b in self.buildings_near("building:coal_burner", SPHERE):
                if self.ours(self.hex_zone(b)):
                    add(self.hex_zone(b), TRUNKS, W_BURN, 2 * (fuel_wanted - fuel_have))
                    break
        if self._research_wanted():
            for b in self.buildings_near("building:papermill", SPHERE):
                add(self.hex_zone(b), TRUNKS, W_PAPERMILL, 2)
                break
        if self.stock(GEESE) >= 2 and self._research_slot() is not None:
            add(home, PAPER, W_PAPER, 1)
            add(home, GEESE, W_GEESE, 2)
        for w in self.active():
            # its goods come from home: the way there is no reason to keep them at home
            way = STEP * self.dist(home, w.zone)
            for good, n in w.cost.items():
                add(w.zone, good, way + (W_SITE_STONE if good == STONE else W_SITE_BOARDS), n)
        for b in self._shaft_mines():  # iron stays at a mine whose shafts it pays
            add(self.hex_zone(b), IRON, W_FACTORY, 1)
        reserve = self.reserve()
        if self._banking():
            add(home, GOLD, BONUS[GOLD], inf)
        add(home, BOARDS, W_HOME_BOARDS, reserve.get(BOARDS, 0))
        add(home, STONE, W_HOME_STONE, reserve.get(STONE, 0))
        for good in (TRUNKS, CLAY, IRON, FUEL, BOARDS):
            add(home, good, W_BRICK, inf)
        add(home, STONE, W_BRICK + 1, inf)
        for goods in out.values():
            for good in goods:
                goods[good].sort(key=lambda x: -x[0])
        self._wants = out
        return out

    def reserve(self) -> dict[str, int]:
        """Boards and stone kept at home for the next wishes the seat cannot pay yet (the ones
        it can pay have their goods wanted at their sites), and a few over."""
        active = len(self.active())
        out = {BOARDS: 4, STONE: 3}
        for w in self.wishes()[active : active + 3]:
            for g, n in w.cost.items():
                out[g] = out.get(g, 0) + n
        return out

    def boards_short(self) -> int:
        """Boards the plan still lacks: for the next wishes, and a few for bricks."""
        need = 4 + sum(w.cost.get(BOARDS, 0) for w in self.wishes()[:5])
        return max(0, need - self.stock(BOARDS))

    def _targets_of(self, good: str) -> list[tuple[str, float]]:
        """(zone, worth of the next token there) for every zone still wanting the good; tokens
        lying nearer to a zone than home is count as on their way there."""
        if good not in self._targets:
            found, short = [], {}
            home = self.home_zone
            makers = {
                self.zone[b.area]
                for b in self.state.buildings
                if b.area.startswith("hex:") and good in self.data.buildings[b.kind].output
            }
            wants = self.wants()
            lying = [
                (z, n)
                for (z, g), n in self.present.items()
                if g == good and z != home and z not in makers and good not in wants.get(z, {})
            ]
            for z, goods in wants.items():
                have = self.present.get((z, good), 0)
                if z != home:
                    way = self.dist(home, z)
                    have += sum(n for y, n in lying if y != z and self.dist(y, z) < way)
                cum = 0.0
                wanted = goods.get(good, ())
                for w, n in wanted:
                    cum += n
                    if have < cum:
                        found.append((z, w))
                        # how many more it takes at about that worth
                        short[z] = sum(m for v, m in wanted if v >= w - STEP) - have
                        break
            self._targets[good] = found
            self._short[good] = short
        return self._targets[good]

    def _loaded(self, z: str, good: str) -> tuple[float, float]:
        """For a token just loaded at z: its worth (the way left counts half: loading is the
        rest) and how many more the best place for it still takes."""
        best, room = 0.0, 0.0
        for y, w in self._targets_of(good):
            if y != z and w - STEP_LOADED * self.dist(y, z) > best:
                best, room = w - STEP_LOADED * self.dist(y, z), self._short[good][y]
        return best, room

    def far(self, z: str, good: str, step: float = STEP) -> float:
        """The best worth of a good at zone z from wants elsewhere, less the way there."""
        key = (z, good, step)
        if key not in self._far:
            best = 0.0
            for y, w in self._targets_of(good):
                if y != z:
                    best = max(best, w - step * self.dist(y, z))
            self._far[key] = best
        return self._far[key]

    def token_value(self, z: str, good: str, k: int) -> float:
        """The worth of the k-th token (from 1) of a good at zone z, carried or not (wealth lying
        about is worth nothing but where it is wanted: see `_on_board`)."""
        v = self.far(z, good) if good not in BONUS else 0.0
        cum = 0.0
        for w, n in self.wants().get(z, {}).get(good, ()):
            cum += n
            if k <= cum:
                return max(w, v)
        return v

    def _count(self, z: str, good: str, delta: dict[tuple[str, str], int]) -> int:
        return self.present.get((z, good), 0) + delta.get((z, good), 0)

    # -- production --------------------------------------------------------------------------------

    def production(self) -> list[Action]:
        """Candidate production decisions, in the order they are best made."""
        out: list[Action] = self._guard_gold()
        out += self._claims()
        out += self._research()
        out += self._feeds()
        out += self._make_transporters()
        return out

    def _guard_gold(self) -> list[Action]:
        """Gold banked at home goes back on board when another player's transporter stands on
        the home tile (unattended goods are anyone's to take)."""
        home = self.player.home
        if not any(
            t.owner != self.colour and hex_of(t.location, t.docked_from) == home
            for t in self.state.transporters
        ):
            return []
        out: list[Action] = []
        for t in self.mine:
            if t.location.startswith("carried:") or production.free_space(self.state, t) <= 0:
                continue
            for area in sorted(self.reach_of(t.location).areas):
                if self.state.goods.get(area, {}).get(GOLD) and hex_of(area) == home:
                    out.append(production.Exchange(area, t.id, GOLD))
        return out

    def _reaching(self, b: Building) -> list[Transporter]:
        return [
            t
            for t in self.mine
            if not t.location.startswith("carried:") and b.area in self.reach_of(t.location).areas
        ]

    def _claims(self) -> list[Action]:
        """Primary output onto a transporter with room (gold first makes room for itself)."""
        out: list[Action] = []
        for b in sorted(self.state.buildings, key=lambda b: b.id):
            kind = self.data.buildings[b.kind]
            if kind.kind != "primary" or b.used or not b.area.startswith("hex:"):
                continue
            good = b.drawn if kind.bag else next(iter(kind.output), None)
            if good is None:
                continue
            reachers = self._reaching(b)
            room = [t for t in reachers if production.free_space(self.state, t) > 0]
            if good in BONUS:
                if room:
                    out.append(production.Claim(b.id, room[0].id))
                    continue
                for t in reachers:  # make room: put down something worth less
                    cheap = [g for g in t.cargo if g not in BONUS]
                    if cheap and production.free_space(self.state, t) == 0:
                        out.append(production.Exchange(t.id, b.area, cheap[-1], 1))
                        break
                continue
            if kind.bag:
                continue  # iron stays on the tile: the room is kept for gold
            if room and not self._busy(room[0]):
                out.append(production.Claim(b.id, room[0].id))
        return out

    def _busy(self, t: Transporter) -> bool:
        """A transporter that holds goods it keeps (wealth, paper)."""
        return any(g in BONUS or g == PAPER for g in t.cargo)

    def _sources(self, b: Building) -> tuple[list[str], dict[str, int]]:
        """Places the seat may feed a building from (areas first, then its transporters there)
        and the goods they hold together."""
        reachers = self._reaching(b)
        areas = sorted({a for t in reachers for a in self.reach_of(t.location).areas})
        places = [*areas, *(t.id for t in reachers)]
        goods: dict[str, int] = {}
        for p in areas:
            for g, n in self.state.goods.get(p, {}).items():
                goods[g] = goods.get(g, 0) + n
        for t in reachers:
            for g in t.cargo:
                goods[g] = goods.get(g, 0) + 1
        return places, goods

    def _feeds(self) -> list[Action]:
        """Secondary producers fed, wealth makers first."""
        out: list[Action] = []
        order = {
            "building:mint": 0,
            "building:stock_exchange": 1,
            "building:stone_factory": 2,
            "building:sawmill": 3,
            "building:papermill": 4,
            "building:coal_burner": 5,
        }
        feedable = [b for b in self.state.buildings if b.kind in order and self._reaching(b)]
        for b in sorted(feedable, key=lambda b: (order[b.kind], b.id)):
            kind = self.data.buildings[b.kind]
            assert kind.capacity is not None
            room = (kind.capacity - b.used) // sum(kind.output.values())
            if room <= 0:
                continue
            places, goods = self._sources(b)
            sets = self._sets(b.kind, goods, room)
            if sets and not self._left_to_itself(b, sets):
                out.append(production.Feed(b.id, sets, tuple(places)))
        return out

    def _left_to_itself(self, b: Building, sets: tuple[int, ...]) -> bool:
        """Whether the building will process these sets unattended at the end of the phase
        (§3.1.3) with nobody else able to take the inputs first: then its output lies on the
        tile instead of filling the seat's transporters."""
        kind = self.data.buildings[b.kind]
        if any(g in BONUS or g == PAPER for g in kind.output):
            return False
        zone = self.zone[b.area]
        lying: dict[str, int] = {}
        for place, pile in self.state.goods.items():
            if place.startswith("hex:") and self.zone[place] == zone:
                for g, n in pile.items():
                    lying[g] = lying.get(g, 0) + n
        for i in sets:
            for g, n in kind.inputs[i].items():
                lying[g] = lying.get(g, 0) - n
        if any(n < 0 for n in lying.values()):
            return False
        if kind.inputs[sets[0]] != kind.inputs[-1] and len(kind.inputs) > 1:
            return False  # unattended, boards would go first (A8)
        h = b.hex
        return not any(
            t.owner != self.colour and hex_of(t.location, t.docked_from) == h
            for t in self.state.transporters
        )

    def _sets(self, kind: str, goods: dict[str, int], room: int) -> tuple[int, ...]:
        """The input sets worth handing in: (alternative index, ...)."""
        if kind == "building:sawmill":
            return (0,) * min(room, goods.get(TRUNKS, 0))
        if kind == "building:stone_factory":
            return (0,) * min(room, goods.get(CLAY, 0))
        if kind == "building:mint":
            return (0,) * min(room, goods.get(GOLD, 0) // 2, goods.get(FUEL, 0))
        if kind == "building:stock_exchange":
            return (0,) * min(room, goods.get(COINS, 0) // 2, goods.get(PAPER, 0))
        trunks = goods.get(TRUNKS, 0)
        if kind == "building:papermill":
            if self._research_wanted() and trunks >= 2:
                return (2,)
            return ()
        if kind == "building:coal_burner":
            wanted = self._fuel_wanted() - self.stock(FUEL)
            return (2,) * max(0, min(room, trunks // 2, wanted))
        return ()

    def _fuel_wanted(self) -> int:
        n = 2 * len(self.buildings_near("building:mint", SPHERE))
        n += len(self.buildings_near("building:truck_factory", SPHERE))
        return n + len(self._shaft_mines())

    def _shaft_mines(self) -> list[Building]:
        """Mines near home worth a new shaft (§5.5) once researched: their bag would run dry
        before the game ends."""
        if "research:new_shafts" not in self.player.research:
            return []
        return [
            b for b in self.buildings_near("building:mine") if len(b.bag) + 3 < self.turns_left - 1
        ]

    def _factory_wanted(self, b: Building) -> bool:
        """Whether the seat wants a transporter from this factory now: wagons for donkeys while
        roads lead out (two donkeys stay for the steps off the roads), boats while water links
        home to its land, within the ownership limits (§3.1.7)."""
        if b.used or self.turns_left < 6 or not self.ours(self.hex_zone(b)):
            return False
        counts = count_by_domain(self.state, self.colour)
        limits = self.data.limits
        made = next(iter(self.data.buildings[b.kind].output))
        domain = self.data.transporters[made].domain
        if b.kind == "building:wagon_factory":
            donkeys = sum(1 for t in self.mine if t.kind == DONKEY)
            return donkeys > 2 and self.roads_near() >= 3
        if counts["total"] >= limits.total or counts[domain] >= getattr(limits, domain):
            return False
        if b.kind == "building:raft_factory":
            return counts["water"] < 2
        if b.kind == "building:rowboat_factory":
            return self.stock(BOARDS) >= 12
        return True

    def _factory_ready(self, z: str, t: Transporter, delta: dict[tuple[str, str], int]) -> bool:
        """Whether a wanted factory in zone z could make a transporter next production with t
        there: its inputs lie there (a wagon factory also takes t, a donkey)."""
        for b in self.state.buildings:
            if self.zone.get(b.area) != z or self.data.buildings[b.kind].kind != "factory":
                continue
            if not self._factory_wanted(b):
                continue
            need = self.data.buildings[b.kind].inputs[0]
            if DONKEY in need and (t.kind != DONKEY or self._busy(t)):
                continue
            goods = {g: n for g, n in need.items() if g.startswith("good:")}
            if all(self._count(z, g, delta) >= n for g, n in goods.items()):
                return True
        return False

    def _make_transporters(self) -> list[Action]:
        """New transporters where a wanted factory and its inputs are (boats on the first
        launch place: the river if there is one)."""
        out: list[Action] = []
        counts = count_by_domain(self.state, self.colour)
        limits = self.data.limits
        for b in sorted(self.state.buildings, key=lambda b: b.id):
            kind = self.data.buildings[b.kind]
            if kind.kind != "factory" or b.used:
                continue
            reachers = self._reaching(b)
            if not reachers:
                continue
            places, goods = self._sources(b)
            made = next(iter(kind.output))
            domain = self.data.transporters[made].domain
            if not self._factory_wanted(b):
                continue
            need = {g: n for g, n in kind.inputs[0].items() if g.startswith("good:")}
            if any(goods.get(g, 0) < n for g, n in need.items()):
                continue
            if b.kind == "building:wagon_factory":
                donkeys = [t for t in reachers if t.kind == DONKEY and not self._busy(t)]
                if donkeys:
                    first = donkeys[0].id
                    rest = tuple(p for p in places if p != first)
                    out.append(production.MakeTransporter(b.id, (first, *rest)))
                continue
            if counts["total"] >= limits.total or counts[domain] >= getattr(limits, domain):
                continue
            launch = None
            if domain == "water":
                spots = launch_positions(self.board, self.features, Hex.from_id(b.hex), self.colour)
                if not spots:
                    continue
                launch = spots[0]
            out.append(production.MakeTransporter(b.id, tuple(places), launch))
        return out

    def _research(self) -> list[Action]:
        """Research where two geese and a paper lie within one transporter's reach."""
        for t in self.mine:
            if t.location.startswith("carried:"):
                continue
            r = self.reach_of(t.location)
            mates = [o.id for o in self.mine if o is not t and o.location in r.locations]
            places = [t.id, *mates, *sorted(r.areas)]
            geese = paper = 0
            for p in places:
                if p.startswith("transporter:"):
                    cargo = self.state.transporter(p).cargo
                    geese, paper = geese + cargo.count(GEESE), paper + cargo.count(PAPER)
                else:
                    pile = self.state.goods.get(p, {})
                    geese, paper = geese + pile.get(GEESE, 0), paper + pile.get(PAPER, 0)
            if geese < 2 or paper < 1:
                continue
            choice = self._research_slot()
            if choice is None:
                return []
            slot, upgrades = choice
            return [production.Research(slot, tuple(places), upgrades)]
        return []

    def _research_slot(self) -> tuple[str, tuple[str, ...]] | None:
        """The slot worth researching now, and the factories upgraded with it: new shafts while
        a mine stands, else the transporter factories where the seat stands (better
        transporters), else richer mines; None when nothing pays."""
        if self._slot == 0:
            self._slot = self._work_out_slot()
        return self._slot  # type: ignore[no-any-return]

    def _work_out_slot(self) -> tuple[str, tuple[str, ...]] | None:
        done = set(self.player.research)
        open_slots = [s for s in self.data.research if s not in done]
        if not open_slots:
            return None
        mines = self.buildings_near("building:mine")
        coal = self.buildings_near("building:coal_burner", SPHERE) or self.turns_left >= 12
        if "research:new_shafts" not in done and mines and coal and self.turns_left >= 8:
            return "research:new_shafts", ()  # 1 iron + 1 fuel: 3 gold and 3 iron more
        here = {hex_of(t.location, t.docked_from) for t in self.mine}
        for slot in ("research:trucking", "research:rowing", "research:shipping"):
            if slot in done:
                continue
            pairs = dict(self.data.research[slot].upgrades)
            ups = tuple(
                b.id
                for b in sorted(self.state.buildings, key=lambda b: b.id)
                if b.kind in pairs and b.hex in here and not b.used
            )
            if ups and (slot == "research:rowing" or self._fuel_and_iron()):
                return slot, ups  # trucks and steamers are made of fuel and iron
        mountains = any(
            self.terrain(z) == MOUNTAIN and self.state.building_on(z.partition("/")[0]) is None
            for z in self.near_zones()
        )
        for slot in ("research:specialisation", "research:enlargement"):
            if slot not in done and mountains and self.turns_left >= 10:
                return slot, ()  # the mines still to be built hold more gold
        return None

    def _fuel_and_iron(self) -> bool:
        return bool(self.buildings_near("building:mine")) and bool(
            self.buildings_near("building:coal_burner", SPHERE)
        )

    # -- movement ----------------------------------------------------------------------------------

    def movement(self, stay: set[str], legal: Any) -> Action | None:
        """The best legal move of the first transporter (those with cargo first) that has one
        worth making; the others stay."""
        order = sorted(
            (t for t in self.mine if not t.moved and not t.location.startswith("carried:")),
            key=lambda t: (not t.cargo, t.id),
        )
        self._piles = self._pile_gains()
        for t in order:
            if t.id in stay:
                continue
            for move in self._moves(t):
                if legal(move):
                    return move
            stay.add(t.id)
        return None

    def _moves(self, t: Transporter) -> list[Action]:
        """The transporter's moves worth making, best first."""
        base = self._position(t, t.location, list(t.cargo), {})
        scored: list[tuple[float, int, Action]] = []
        for i, (path, marks) in enumerate(self._paths(t)):
            stops = [self._stop(path, at) for at in marks]
            plan = self._best_loads(t, stops)
            if len(path) == 1 and not plan.loads:
                continue
            score = plan.score + self._position(t, path[-1], plan.cargo, plan.delta) - base
            if score > MOVE_WORTH:
                loads = tuple(sorted(plan.loads, key=lambda x: (x[0], x[3] > 0, x[1], x[2])))
                scored.append((score, i, movement.Move(t.id, path, loads)))
        scored.sort(key=lambda x: (-x[0], x[1]))
        return [m for _, _, m in scored[:3]]

    def _paths(self, t: Transporter) -> list[tuple[tuple[str, ...], tuple[int, ...]]]:
        """Staying, the shortest way to each place it can reach, and out and back; each with the
        stops where goods change hands (the start, the turning point, the end)."""
        mover = self.data.transporters[t.kind]
        out: list[tuple[tuple[str, ...], tuple[int, ...]]] = [((t.location,), (0,))]
        if mover.domain == "land":
            start = self.zone[t.location]
            ways = _bfs(self.net.roads, start, mover.movement)
            back = set(ways)  # along roads: out and back is allowed
            if mover.off_road:
                for z in sorted(self.net.steps.get(start, ())):
                    ways.setdefault(z, (start, z))
        else:
            start = t.location
            net = water_network(self.board, self.features, self.colour)
            ways = _bfs(net, start, mover.movement, stop="dock:")
            back = {z for z in ways if not z.startswith("dock:")}
        for z in sorted(ways, key=lambda z: (len(ways[z]), z)):
            p = ways[z]
            if z == start or z.startswith("sea:"):
                continue
            n = len(p) - 1
            out.append(((t.location, *p[1:]), (0, n)))
            if 2 * n <= mover.movement and z in back:
                out.append(((t.location, *p[1:], *reversed(p[:-1])), (0, n, 2 * n)))
        return out

    def _stop(self, path: tuple[str, ...], at: int) -> _Stop:
        loc = path[at]
        areas = sorted(self.reach_of(loc).areas)
        zones = self.zones_of(loc) if not loc.startswith("sea:") else []
        return _Stop(at, [(a, self.zone[a]) for a in areas], zones[0] if zones else None)

    def _best_loads(self, t: Transporter, stops: list[_Stop]) -> _Loads:
        """Greedy loads along the stops: each round the token (carried, or lying at a stop) whose
        move gains most, dropped at a later stop or kept to the end, while there is room; then
        the whole plan's worth counted exactly."""
        capacity = self.data.transporters[t.kind].capacity
        last = len(stops) - 1
        zf, ze = stops[0].zone, stops[last].zone
        delta: dict[tuple[str, str], int] = {}

        def bump(z: str | None, g: str, n: int) -> None:
            if z is not None:
                delta[z, g] = delta.get((z, g), 0) + n

        def count(z: str, g: str) -> int:
            return self.present.get((z, g), 0) + delta.get((z, g), 0)

        travels = stops[last].at > 0
        premiums: dict[str, int] = {}  # tokens loaded on the way (elsewhere than the end)

        def kept_value(g: str, extra: int, fetched: bool = False) -> float:
            """A token's worth kept on board to the end (`extra`: it is not yet counted there);
            one loaded on the way is worth more (half its way left is done) while the place it
            goes to still takes more."""
            if ze is None:
                return self._on_board(None, g, 0.0)
            value = self.token_value(ze, g, max(1, count(ze, g) + extra))
            worth = self._on_board(ze, g, value)
            if fetched and travels and g not in BONUS:
                loaded, room = self._loaded(ze, g)
                if premiums.get(g, 0) < room:
                    value = max(value, loaded)
            return worth + value

        for g in t.cargo:
            bump(zf, g, -1)
            bump(ze, g, 1)
        kept: list[tuple[str, int]] = [(g, -1) for g in t.cargo]  # (good, picked at stop)
        load = [len(t.cargo)] * (last + 1)  # on board when leaving each stop
        taken: dict[tuple[str, str], int] = {}
        loads: list[tuple[int, str, str, int]] = []
        for _ in range(capacity + len(t.cargo) + 1):
            best: tuple[float, Any] | None = None
            for i, (g, since) in enumerate(kept):
                if g == PAPER:
                    continue  # kept: unattended beside geese it is lost
                lost = kept_value(g, 0)
                for s in range(since + 1, last + 1):
                    area, z, worth = self._drop_at(stops[s], g, count, ze)
                    if z is not None and (best is None or worth - lost > best[0] + 1e-9):
                        best = (worth - lost, ("drop", i, s, area, z))
            for s, stop in enumerate(stops):
                for area, z in stop.areas:
                    if z in self.other_homes:
                        continue  # the goods at another player's home are his to use
                    for g, n in sorted(self.state.goods.get(area, {}).items()):
                        done = taken.get((area, g), 0)
                        if n - done <= 0 or movable(self.state, t, area, g) - done <= 0:
                            continue
                        lose = 0.0 if g == PAPER else self.token_value(z, g, count(z, g))
                        if g != PAPER:
                            bump(z, g, -1)  # as if taken, to value where it goes
                        for s2 in range(s + 1, last + 1):
                            if g == PAPER or max(load[s:s2]) >= capacity:
                                break
                            a2, z2, worth = self._drop_at(stops[s2], g, count, None)
                            if z2 is not None and (best is None or worth - lose > best[0] + 1e-9):
                                best = (worth - lose, ("move", s, area, z, g, s2, a2, z2))
                        if max(load[s:]) < capacity:
                            # a premium for goods loaded to go on next turn, not for goods
                            # loaded on the way and brought back where they lay
                            fetched = s == last or z != ze
                            worth = kept_value(g, 1, fetched)
                            if best is None or worth - lose > best[0] + 1e-9:
                                best = (worth - lose, ("keep", s, area, z, g))
                        if g != PAPER:
                            bump(z, g, 1)
            if best is None or best[0] <= 1e-6:
                break
            what = best[1]
            if what[0] == "drop":
                _, i, s, area, z = what
                g, _since = kept.pop(i)
                bump(ze, g, -1)
                bump(z, g, 1)
                for k in range(s, last + 1):
                    load[k] -= 1
                loads.append((stops[s].at, area, g, -1))
            elif what[0] == "move":
                _, s, area, z, g, s2, a2, z2 = what
                taken[area, g] = taken.get((area, g), 0) + 1
                bump(z, g, -1)
                bump(z2, g, 1)
                for k in range(s, s2):
                    load[k] += 1
                loads += [(stops[s].at, area, g, 1), (stops[s2].at, a2, g, -1)]
            else:
                _, s, area, z, g = what
                taken[area, g] = taken.get((area, g), 0) + 1
                if g != PAPER:
                    bump(z, g, -1)
                bump(ze, g, 1)
                for k in range(s, last + 1):
                    load[k] += 1
                kept.append((g, s))
                loads.append((stops[s].at, area, g, 1))
                if s == last or z != ze:
                    premiums[g] = premiums.get(g, 0) + 1
        score = 0.0
        for (z, g), d in delta.items():
            if d:
                n = self.present.get((z, g), 0)
                score += self._sum_value(z, g, max(0, n + d)) - self._sum_value(z, g, n)
        for g, _ in kept:
            value = self.token_value(ze, g, max(1, count(ze, g))) if ze is not None else 0.0
            score += self._on_board(ze, g, value)
        for g in t.cargo:
            n = max(1, self.present.get((zf, g), 0)) if zf is not None else 0
            score -= self._on_board(zf, g, self.token_value(zf, g, n) if zf is not None else 0.0)
        if travels and ze is not None:
            for g, n in premiums.items():
                score += n * self._premium(ze, g, delta, n)
        cargo = [g for g, _ in kept]
        return _Loads(score, _merge(loads), cargo, delta)

    def _premium(self, z: str, good: str, delta: dict[tuple[str, str], int], n: int) -> float:
        """What each of n tokens loaded on the way is worth over lying at z (the way left
        counts half), for as many as the place they go to still takes."""
        if good in BONUS:
            return 0.0
        loaded, room = self._loaded(z, good)
        have = self.present.get((z, good), 0) + delta.get((z, good), 0)
        gain = max(0.0, loaded - self.token_value(z, good, max(1, have)))
        return gain * min(n, room) / n

    def _on_board(self, z: str | None, good: str, value: float) -> float:
        """What a token is worth more carried than lying at z, where it is worth `value`: wealth
        counts only carried (unless it is banked at home), other goods are best put down where
        something takes them."""
        if good in BONUS:
            banked = z == self.home_zone and good == GOLD and self._banking()
            best = max(BONUS[good], self.far(z, good)) if z is not None else BONUS[good]
            return max(0.0, best - value) - (CARRY_COST if banked else 0.0)
        return -self._carry_cost(z, good)

    def _banking(self) -> bool:
        """Gold may lie at home, leaving the transporters free, while the end is far and no
        other player's transporter is near home; in the last turns it is carried again."""
        if self._bank is None:
            state = self.state
            places_left = wonder.end_brick(state) - len(state.wonder)
            home = Hex.from_id(self.home_zone.partition("/")[0]) if self.home_zone else None
            near = any(
                t.owner != self.colour
                and (h := hex_of(t.location, t.docked_from)) is not None
                and home is not None
                and home.distance(Hex.from_id(h)) <= 1
                for t in state.transporters
            )
            self._bank = self.turns_left >= BANK_TURNS and places_left >= 12 and not near
        return self._bank

    def _carry_cost(self, z: str | None, good: str) -> float:
        """Carrying a token costs a little where something takes it (drop it there) and gains a
        little on the way (it goes on next turn rather than wait to be fetched)."""
        if good in BONUS or z is None:
            return 0.0
        far = self.far(z, good)
        local = any(w >= far for w, _ in self.wants().get(z, {}).get(good, ()))
        return CARRY_COST if local else -CARRY_COST

    def _sum_value(self, z: str, good: str, n: int) -> float:
        return sum(self.token_value(z, good, k) for k in range(1, n + 1))

    def _drop_at(
        self, stop: _Stop, good: str, count: Any, leaving: str | None
    ) -> tuple[str, str | None, float]:
        """Where at a stop a token is best dropped (the zone where it is worth most) and its
        worth there; `leaving`: the zone it is counted in now (a kept token at the end)."""
        best: tuple[str, str | None, float] = ("", None, -1.0)
        seen: set[str] = set()
        for _area, z in stop.areas:
            if z in seen:
                continue
            seen.add(z)
            n = count(z, good) + (0 if z == leaving else 1)
            v = self.token_value(z, good, max(1, n))
            if v > best[2] + 1e-9:
                best = (self._drop_place(z, stop), z, v)
        return best

    def _drop_place(self, z: str, stop: _Stop) -> str:
        areas = [a for a, zz in stop.areas if zz == z]
        b = self.state.building_on(z.partition("/")[0])
        if b is not None and b.area in areas:
            return b.area
        if self.home_area in areas:
            return self.home_area
        return areas[0]

    def _pile_gains(self) -> list[tuple[str, float]]:
        """Zones where goods wait to be fetched, and what loading two of them there would gain
        (as a move that loads them counts it: the pull never beats the loading)."""
        out = []
        busy = {self.zone_of(t) for t in self.mine}
        for place, pile in sorted(self.state.goods.items()):
            if not place.startswith("hex:"):
                continue
            z = self.zone[place]
            if z in busy or not self.ours(z):
                continue
            gains = []
            for g, n in sorted(pile.items()):
                have = self.present.get((z, g), 0)
                loaded, room = self._loaded(z, g)
                for k in range(int(min(n, 2, room))):
                    gains.append(max(0.0, loaded - self.token_value(z, g, have - k)))
                if g in BONUS:  # wealth lying about counts only once loaded
                    value = self.token_value(z, g, have)
                    gains += [self._on_board(z, g, value)] * min(n, 2)
            gain = sum(sorted(gains, reverse=True)[:2])
            if gain > 0:
                out.append((z, gain))
        for b in self.state.buildings:
            kind = self.data.buildings[b.kind]
            if kind.kind != "primary" or kind.bag or not b.area.startswith("hex:"):
                continue
            z = self.hex_zone(b)
            if z in busy or not self.ours(z):
                continue
            out.append((z, 1.0))
        return out

    def breeding_zone(self) -> str | None:
        """An empty pasture near home where two donkeys breed a third (§3.1.5), while the seat
        may own more land transporters and the game lasts long enough."""
        if self._breed is not None:
            return self._breed or None
        self._breed = ""
        counts = count_by_domain(self.state, self.colour)
        limits = self.data.limits
        if counts["land"] >= limits.land or counts["total"] >= limits.total:
            return None
        if self.turns_left < 8:
            return None
        busy = {hex_of(t.location, t.docked_from) for t in self.state.transporters}
        busy -= {hex_of(t.location, t.docked_from) for t in self.mine}
        lying = {place.partition("/")[0] for place in self.state.goods if place.startswith("hex:")}
        for z in self.near_zones():
            h = z.partition("/")[0]
            if (
                self.terrain(z) == PASTURE
                and 0 < self.dist(self.home_zone, z) <= OFF_ROAD
                and self.state.building_on(h) is None
                and h not in busy | lying
            ):
                self._breed = z
                break
        return self._breed or None

    def _brick_goods(self) -> bool:
        """Whether goods lie at home to pay a brick with."""
        if self._home_goods is None:
            self._home_goods = bool(self._spendable(sorted(self.reach_of(self.home_area).areas)))
        return self._home_goods

    def _position(
        self, t: Transporter, location: str, cargo: list[str], delta: dict[tuple[str, str], int]
    ) -> float:
        """What being at `location` with `cargo` is worth, given the seat's other transporters."""
        if location.startswith("sea:"):
            return 0.0
        zones = self.zones_of(location)
        if not zones:
            return 0.0
        others: set[str] = set()
        for o in self.mine:
            if o is not t and not o.location.startswith(("carried:", "sea:")):
                others.update(self.zones_of(o.location))
        capacity = self.data.transporters[t.kind].capacity
        room = capacity - len(cargo)
        value = 0.0
        if self.home_zone in zones and self.home_zone not in others:
            value += HOME_PRESENCE if self._brick_goods() else HOME_IDLE
        for z in zones:
            if z in others:
                continue
            b = self.state.building_on(z.partition("/")[0])
            if b is not None and self.zone.get(b.area) == z:
                kind = self.data.buildings[b.kind]
                if kind.bag and b.bag and room > 0:
                    value += MINE_PRESENCE * b.bag.count(GOLD) / len(b.bag)
                elif kind.kind == "primary" and room > 0:
                    value += PRIMARY_PRESENCE
            for w in self.active():
                if w.zone != z:
                    continue
                if all(self._count(z, g, delta) >= n for g, n in w.cost.items()):
                    value += SITE_READY + w.priority / 50
                    break
            else:
                if self._factory_ready(z, t, delta):
                    value += SITE_READY
        if t.kind == DONKEY and not cargo and self.breeding_zone() in zones:
            z = self.breeding_zone()
            pair = [o for o in self.mine if o is not t and self.zone_of(o) == z]
            if not pair:
                value += BREED_WAIT
            elif len(pair) == 1 and pair[0].kind == DONKEY and not pair[0].cargo:
                value += BREED
        if room > 0 and self._piles:
            z0 = zones[0]
            pull = max(gain - STEP * self.dist(z0, z) for z, gain in self._piles)
            value += MAGNET * max(0.0, pull) * min(1.0, room / 2)
        return value

    # -- building ----------------------------------------------------------------------------------

    def building(self) -> list[Action]:
        """The constructions of the wishes pursued, most wanted first, where a transporter of
        the seat and the cost are together."""
        found = (self._construct(w) for w in self.active())
        return [a for a in found if a is not None]

    def _construct(self, w: _Wish) -> Action | None:
        for t in self.mine:
            if t.location.startswith("carried:"):
                continue
            r = self.reach_of(t.location)
            if w.site not in r.areas:
                continue
            paid = self._payment(t, r, w.cost)
            if paid is None:
                continue
            if w.kind == "road":
                assert w.road is not None
                return building.Road(t.id, w.road, paid)
            if w.kind == "shaft":
                return building.NewShaft(t.id, w.site.partition("/")[0], self._fill(), paid)
            fill = self._fill() if self.data.buildings[w.kind].bag else None
            return building.Build(t.id, w.kind, w.site, fill, paid)
        return None

    def _payment(
        self, t: Transporter, r: Reach, cost: dict[str, int]
    ) -> tuple[tuple[str, str, int], ...] | None:
        """The cost paid from what lies there first, then from the seat's transporters there."""
        mates = sorted(o.id for o in self.mine if o is not t and o.location in r.locations)
        piles = sorted(a for a in r.areas if self.state.goods.get(a))
        out = []
        for good, need in sorted(cost.items()):
            for place in (*piles, t.id, *mates):
                if need <= 0:
                    break
                if place.startswith("transporter:"):
                    have = self.state.transporter(place).cargo.count(good)
                else:
                    have = self.state.goods.get(place, {}).get(good, 0)
                k = min(need, have)
                if k:
                    out.append((place, good, k))
                    need -= k
            if need > 0:
                return None
        return tuple(out)

    def _fill(self) -> str:
        """The richest mixture the seat's research allows for a new mine or shaft."""
        done = self.player.research
        if "research:enlargement" in done and self.turns_left >= 10:
            return "fill:large"
        if "research:specialisation" in done:
            return "fill:gold"
        return "fill:mixed"

    # -- wonder ------------------------------------------------------------------------------------

    def wonder(self) -> list[Action]:
        """The next brick, when it is worth its price (see `_brick_gain`, `_spendable`)."""
        places = wonder.home_places(self.state, self.board.land, self.seat)
        if not places:
            return []
        cost = wonder.brick_cost(self.state, self.seat)
        gain = self._brick_gain()
        if gain <= 0.01:
            return []
        if self.state.next_brick == wonder.end_brick(self.state) and not self._leading(gain):
            return []
        spend = self._spendable(places)
        paid: list[tuple[str, str, int]] = []
        need, worth = cost, 0.0
        for value, place, good, n in spend:
            if need <= 0:
                break
            k = min(n, need)
            paid.append((place, good, k))
            need -= k
            worth += k * value
        if need > 0:
            return []
        endgame = self.turns_left <= 2
        if not endgame and worth > 0.8 * gain:
            return []
        return [BuyBrick(tuple(paid))]

    def _brick_gain(self) -> float:
        """The seat's share of its row won by its next brick, and part of what the others lose
        of it (a race is won against them)."""
        place = self.state.next_brick
        rows = self.data.wonder.rows
        row = next((r for r in rows if r.first_brick <= place <= r.last_brick), None)
        if row is None:
            return 0.0
        laid = list(self.state.wonder[row.first_brick - 1 :])
        before = scoring.row_points(laid)
        after = scoring.row_points([*laid, self.colour])
        mine = after.get(self.colour, 0) - before.get(self.colour, 0)
        lost = sum(n - after.get(c, 0) for c, n in before.items() if c != self.colour)
        rivals = max(1, len(self.state.players) - 1)
        return mine + RIVALS * lost / rivals + self._advance()

    def _advance(self) -> float:
        """A brick brings the next rows (and the end) nearer: worth something to the leader while
        the game would end on the last neutral brick before the wonder is complete."""
        state, data = self.state, self.data
        neutral_left = data.wonder.neutral_bricks - state.neutral_bricks
        places_left = wonder.end_brick(state) - len(state.wonder)
        if places_left <= 2 * neutral_left or not self._leading(0.0):
            return 0.0
        return ADVANCE

    def _leading(self, gain: float) -> bool:
        """Whether the seat would be ahead if the game ended now with one brick more."""
        mine = scoring.wealth(self.state, self.seat)["total"] + gain
        others = [s for s in self.state.seats if s != self.seat]
        return all(scoring.wealth(self.state, s)["total"] < mine for s in others)

    def _spendable(self, places: list[str]) -> list[tuple[float, str, str, int]]:
        """(worth, place, good, count) the seat may pay bricks with, cheapest first: not the goods
        kept for the next constructions, for research, or for points."""
        held: dict[str, int] = {}
        where: list[tuple[str, str, int]] = []
        for place in places:
            if place.startswith("transporter:"):
                cargo = self.state.transporter(place).cargo
                pile = {g: cargo.count(g) for g in set(cargo)}
            else:
                pile = dict(self.state.goods.get(place, {}))
            for g, n in sorted(pile.items()):
                held[g] = held.get(g, 0) + n
                where.append((place, g, n))
        endgame = self.turns_left <= 2
        keep: dict[str, int] = {g: 10**6 for g in BONUS}
        keep[PAPER] = 10**6
        if not endgame:
            for w in self.wishes()[:4]:
                for g, n in w.cost.items():
                    keep[g] = keep.get(g, 0) + n
            if self.state.turn <= 10:
                keep[BOARDS] = keep.get(BOARDS, 0) + 4
                keep[STONE] = keep.get(STONE, 0) + 2
            if self._research_slot() is not None:
                keep[GEESE] = 2
            hz = self.home_zone
            if any(self.zone.get(b.area) == hz for b in self.buildings_near("building:sawmill")):
                keep[TRUNKS] = 3
            if self.buildings_near("building:mint", SPHERE):
                keep[FUEL] = 2
        # tokens beyond what is kept cost their worth, beyond a few more too they are surplus
        out = []
        left = {g: max(0, held[g] - keep.get(g, 0)) for g in held}
        spare = {g: max(0, left[g] - SPARE.get(g, 3)) for g in held}
        for place, g, n in where:
            k = min(n, left[g])
            cheap = min(k, spare[g])
            if cheap > 0:
                spare[g] -= cheap
                out.append((SURPLUS, place, g, cheap))
            if k - cheap > 0:
                out.append((VALUE.get(g, 2.0), place, g, k - cheap))
            left[g] -= k
        out.sort(key=lambda x: (x[0], VALUE.get(x[2], 2.0), x[2], x[1]))
        return out


# -- helpers -----------------------------------------------------------------------------------


def _turns_left(state: RoadsBoatsState) -> int:
    """Turns the game may still last: to the 33rd neutral brick, or sooner at the rate bricks
    have been laid."""
    data = roads_boats_data()
    by_neutral = data.wonder.neutral_bricks - state.neutral_bricks
    left = wonder.end_brick(state) - len(state.wonder)
    rate = max(1.0, len(state.wonder) / max(1, state.turn - 1))
    return max(0, min(by_neutral, ceil(left / rate)))


def _dijkstra(net: LandNetwork, start: str) -> dict[str, int]:
    found = {start: 0}
    heap = [(0, start)]
    while heap:
        d, z = heapq.heappop(heap)
        if d > found.get(z, 10**9):
            continue
        roads = net.roads.get(z, ())
        for n in net.steps.get(z, ()):
            nd = d + (1 if n in roads else OFF_ROAD)
            if nd < found.get(n, 10**9):
                found[n] = nd
                heapq.heappush(heap, (nd, n))
    return found


def _steps_path(net: LandNetwork, start: str, goal: str) -> list[str]:
    """A fewest-steps way between two zones (any steps), preferring roads already there."""
    prev: dict[str, str | None] = {start: None}
    cost = {start: 0}
    heap = [(0, start)]
    while heap:
        d, z = heapq.heappop(heap)
        if z == goal:
            break
        if d > cost[z]:
            continue
        roads = net.roads.get(z, ())
        for n in sorted(net.steps.get(z, ())):
            nd = d + (2 if n in roads else 3)  # fewest steps, then most road
            if nd < cost.get(n, 10**9):
                cost[n], prev[n] = nd, z
                heapq.heappush(heap, (nd, n))
    if goal not in prev:
        return []
    path = [goal]
    while (p := prev[path[-1]]) is not None:
        path.append(p)
    return path[::-1]


def _bfs(
    adjacent: Any, start: str, limit: int, stop: str | None = None
) -> dict[str, tuple[str, ...]]:
    paths = {start: (start,)}
    frontier = [start]
    for _ in range(limit):
        nxt = []
        for node in frontier:
            for n in sorted(adjacent.get(node, ())):
                if n not in paths:
                    paths[n] = (*paths[node], n)
                    if stop is None or not n.startswith(stop):
                        nxt.append(n)
        frontier = nxt
    return paths


def _road_sites(board: Board, net: LandNetwork) -> dict[frozenset[str], str]:
    """A road site joining each pair of neighbouring zones."""
    out: dict[frozenset[str], str] = {}
    for site in board.road_sites:
        a, b = board.road_ends(site)
        pair = frozenset((net.zone[a], net.zone[b]))
        out.setdefault(pair, site)
    return out


def _merge(loads: list[tuple[int, str, str, int]]) -> list[tuple[int, str, str, int]]:
    """Loads of one stop, place and good summed (takes and drops kept apart)."""
    total: dict[tuple[int, str, str, bool], int] = {}
    for at, place, good, n in loads:
        key = (at, place, good, n > 0)
        total[key] = total.get(key, 0) + n
    return [(at, place, good, n) for (at, place, good, _), n in total.items() if n]
