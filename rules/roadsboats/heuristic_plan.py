"""The Roads & Boats heuristic's building programme: the wanted constructions around home (the
producers, factories, roads to the producers, new shafts), most wanted first; the pasture kept
for breeding donkeys; and the constructions built where a transporter and the cost are."""

from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass
from typing import Any

from rules.core.actions import Action
from rules.geometry.hexes import Hex
from rules.roadsboats import building
from rules.roadsboats.board import LandNetwork, Reach
from rules.roadsboats.heuristic_research import ResearchPlan
from rules.roadsboats.heuristic_weights import (
    ACTIVE,
    DESERT,
    MOUNTAIN,
    NEAR,
    OFF_ROAD,
    PASTURE,
    ROCK,
    WOODS,
)
from rules.roadsboats.state import RoadsBoatsState, Transporter, count_by_domain, hex_of


@dataclass(frozen=True)
class _Wish:
    """A construction the plan wants: a building on `site` (an area), or a road."""

    kind: str  # a building id, or "road"
    site: str  # the area built on; a road: the area it is built from
    zone: str
    cost: dict[str, int]
    priority: float
    road: str | None = None  # the road's half-edge


class BuildingPlan(ResearchPlan):
    """The seat's building programme (see the module doc)."""

    def __init__(self, state: RoadsBoatsState, seat: int, cache: dict[Any, Any]) -> None:
        super().__init__(state, seat, cache)
        self._breed: str | None = None
        self._wishes: list[_Wish] | None = None
        self._active: list[_Wish] | None = None

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

    # -- building ----------------------------------------------------------------------------------

    def building(self) -> list[Action]:
        """The constructions of the wishes pursued, most wanted first, where a transporter of
        the seat and the cost are together; then the most wanted wish paid partly with goods on
        another player's transporter there, a request for his consent (§5.1: asked once a turn,
        the bot remembers a no; his goods only make up what its own lack)."""
        found = [self._construct(w) for w in self.active()]
        top = self.wishes()[:1]
        if top and top[0] not in self.active():
            found.append(self._construct(top[0], theirs=True))
        return [a for a in found if a is not None]

    def _construct(self, w: _Wish, theirs: bool = False) -> Action | None:
        for t in self.mine:
            if t.location.startswith("carried:"):
                continue
            r = self.reach_of(t.location)
            if w.site not in r.areas:
                continue
            paid = self._payment(t, r, w.cost, theirs)
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
        self, t: Transporter, r: Reach, cost: dict[str, int], theirs: bool = False
    ) -> tuple[tuple[str, str, int], ...] | None:
        """The cost paid from what lies there first, then from the seat's transporters there;
        `theirs`: then from other players' transporters there (their consent asked)."""
        mates = sorted(o.id for o in self.mine if o is not t and o.location in r.locations)
        piles = sorted(a for a in r.areas if self.state.goods.get(a))
        others = sorted(
            o.id
            for o in self.state.transporters
            if theirs and o.owner != t.owner and o.location in r.locations
        )
        out = []
        for good, need in sorted(cost.items()):
            for place in (*piles, t.id, *mates, *others):
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
