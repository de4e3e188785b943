"""What one decision of the Roads & Boats heuristic sees: the map's graphs and distances for the
seat (cached while the roads stand), its home, zones and transporters, and the goods present."""

from __future__ import annotations

import heapq
from math import ceil
from typing import Any

from rules.geometry.hexes import Hex
from rules.roadsboats import wonder
from rules.roadsboats.board import (
    Board,
    Features,
    LandNetwork,
    Reach,
    effective_terrain,
    land_network,
    reach,
)
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.heuristic_weights import NEAR, OFF_ROAD, PAPER, SPHERE
from rules.roadsboats.setup import board_of, features_of
from rules.roadsboats.state import Building, RoadsBoatsState, Transporter


class SeatView:
    """The seat's view of the map for one decision; the layers of the plan build on it."""

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


def _road_sites(board: Board, net: LandNetwork) -> dict[frozenset[str], str]:
    """A road site joining each pair of neighbouring zones."""
    out: dict[frozenset[str], str] = {}
    for site in board.road_sites:
        a, b = board.road_ends(site)
        pair = frozenset((net.zone[a], net.zone[b]))
        out.setdefault(pair, site)
    return out
