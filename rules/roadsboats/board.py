"""The Roads & Boats board: the map's fixed geometry and the movement graphs over it (spec §4,
§11.3-§11.9).

A `Board` is the map alone: land tiles with terrain and river, sea tiles, and everything that
follows from them (areas, coasts, dock positions, river mouths, shore, water bodies), computed once
per board. What changes during a game - roads, bridges, walls, irrigation - comes in as plain data
(`Features`), so a movement graph is the cached terrain-only contacts filtered by those features.

Ids (shared with the state): areas ``hex:q,r/area:k``, edges ``edge:q,r~q,r``, half-edges
``edge:q,r~q,r#s``. A zone is named by its lowest area's id. Transporter locations:

* ``hex:q,r/area:k``   a land transporter in that area (it stands in the area's zone)
* ``river:q,r``        a boat in the river of a land hex
* ``sea:q,r``          a boat on open sea
* ``dock:<half-edge>`` a boat docked on that half of a coast edge (both halves at a river mouth)
* ``carried:<id>``     carried by another transporter: no place and no reach of its own
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Set
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from rules.geometry import rivers
from rules.geometry.hexes import HalfEdge, Hex, HexEdge, edge_of
from rules.geometry.rivers import Area, River, arm_sides, edge_sides, half_area, half_areas
from rules.roadsboats.data import Transporter, roads_boats_data

SEA = "terrain:sea"
NO_RIVER = River()


@dataclass(frozen=True, slots=True)
class Tile:
    hex: Hex
    terrain: str  # a terrain id, "terrain:woods" ...
    river: River = NO_RIVER


@dataclass(frozen=True, slots=True)
class StartTile:
    hex: Hex
    area: int | None = None  # None: the player picks the side of a river tile (§2.5)


@dataclass(frozen=True)
class Board:
    """One map. Tiles are kept sorted by hex; derived facts are computed on first use."""

    tiles: tuple[Tile, ...]
    start_tiles: tuple[StartTile, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles, key=lambda t: t.hex)))

    # -- the tiles ---------------------------------------------------------------------------------

    @cached_property
    def tile(self) -> dict[Hex, Tile]:
        return {t.hex: t for t in self.tiles}

    @cached_property
    def land(self) -> dict[Hex, River]:
        """Land hexes and their rivers (River() where none runs): the geometry module's input."""
        return {t.hex: t.river for t in self.tiles if t.terrain != SEA}

    @cached_property
    def sea(self) -> frozenset[Hex]:
        return frozenset(t.hex for t in self.tiles if t.terrain == SEA)

    @cached_property
    def areas(self) -> tuple[Area, ...]:
        return rivers.map_areas(self.land)

    def areas_of(self, h: Hex) -> tuple[Area, ...]:
        return tuple(Area(h, i) for i in range(len(rivers.area_shapes(self.land[h]))))

    # -- coasts, rivers, shore, water bodies (§4.3, §11.4, §11.9) --------------------------------

    @cached_property
    def docks(self) -> dict[HalfEdge, Area]:
        """Each dock position (one per coast edge, one per bank at a river mouth) and its area."""
        return rivers.dock_positions(self.land, self.sea)

    @cached_property
    def mouths(self) -> tuple[HexEdge, ...]:
        """Edges where a river flows into the sea."""
        return tuple(
            sorted(
                edge_of(h, d)
                for h, river in self.land.items()
                for d in river.edges
                if h.neighbour(d) in self.sea
            )
        )

    @cached_property
    def shore(self) -> frozenset[Hex]:
        """Land hexes holding a river (sources too) or bordering the sea (§4.1)."""
        return frozenset(
            h
            for h, river in self.land.items()
            if river.edges or any(n in self.sea for n in h.neighbours())
        )

    @cached_property
    def water_bodies(self) -> tuple[frozenset[Hex], ...]:
        """Connected groups of sea hexes (a lake is just a small one), ordered by lowest hex."""
        left, bodies = set(self.sea), []
        for start in sorted(self.sea):
            if start not in left:
                continue
            body, todo = {start}, [start]
            while todo:
                for n in todo.pop().neighbours():
                    if n in left and n not in body:
                        body.add(n)
                        todo.append(n)
            left -= body
            bodies.append(frozenset(body))
        return tuple(bodies)

    def water_body(self, h: Hex) -> frozenset[Hex]:
        return next(body for body in self.water_bodies if h in body)

    @cached_property
    def road_sites(self) -> tuple[str, ...]:
        """Every road that can be drawn, as its half-edge id: one per edge between land hexes, one
        per bank where a river crosses it (§5.7, §11.4)."""
        return tuple(ids[0] for ids, *_ in self._contacts)

    @cached_property
    def wall_sites(self) -> tuple[str, ...]:
        """Every edge a wall can stand on: between two tiles of the map, not both sea (§7.2.1)."""
        return tuple(
            sorted(
                {
                    edge_of(h, d).id
                    for h in self.land
                    for d in range(6)
                    if h.neighbour(d) in self.tile
                }
            )
        )

    def road_ends(self, road: str) -> tuple[str, str]:
        """The two areas a road on this half-edge joins; KeyError unless both hexes are land."""
        return self._road_areas[road]

    # -- terrain-only parts of the movement graphs, cached per board -----------------------------

    @cached_property
    def _contacts(self) -> tuple[tuple[tuple[str, ...], str, str, str], ...]:
        """Every way to step between areas of neighbouring land hexes: (the road ids that make it
        a road step, edge id, area id, area id). A plain edge is one contact that a road named by
        either half uses; an edge a river crosses gives one contact per bank."""
        out = []
        for h in sorted(self.land):
            for d in range(6):
                n = h.neighbour(d)
                if n not in self.land or n < h:
                    continue
                edge = edge_of(h, d)
                sides = edge_sides(self.land, edge)
                for half in sides:
                    ids = (
                        (half.id,)
                        if len(sides) == 2
                        else tuple(HalfEdge(edge, s).id for s in (0, 1))
                    )
                    a, b = half_area(self.land, half, h), half_area(self.land, half, n)
                    out.append((ids, edge.id, a.id, b.id))
        return tuple(out)

    @cached_property
    def _road_areas(self) -> dict[str, tuple[str, str]]:
        return {i: (a, b) for ids, _, a, b in self._contacts for i in ids}

    @cached_property
    def _water_links(self) -> tuple[tuple[str, str, str, bool], ...]:
        """Boat steps: (from, to, edge id crossed or "", whether a wall there can block it)."""
        out = []
        for h, river in sorted(self.land.items()):
            for d in river.edges:
                n = h.neighbour(d)
                here, there = _loc("river", h), _loc("sea" if n in self.sea else "river", n)
                out.append((here, there, edge_of(h, d).id, True))
                if n in self.sea:  # a land neighbour lists the way back itself
                    out.append((there, here, edge_of(h, d).id, True))
        for s in sorted(self.sea):
            out += [
                (_loc("sea", s), _loc("sea", n), "", False) for n in s.neighbours() if n in self.sea
            ]
        for half, area in self.docks.items():
            s = half.edge.other(area.hex)
            out.append((_loc("sea", s), f"dock:{half.id}", half.edge.id, True))
            out.append((f"dock:{half.id}", _loc("sea", s), half.edge.id, False))  # the only exit
        return tuple(out)


@dataclass(frozen=True)
class Features:
    """What players add to the map. Roads: half-edge ids (either half names a plain edge's road);
    bridges: (hex id, arm direction 0-5); walls: edge id -> (owner colour or None for neutral,
    tokens)."""

    roads: frozenset[str] = frozenset()
    bridges: frozenset[tuple[str, int]] = frozenset()
    walls: Mapping[str, tuple[str | None, int]] = field(default_factory=dict)
    irrigated: bool = False


NO_FEATURES = Features()


def effective_terrain(board: Board, features: Features, h: Hex) -> str:
    """Desert counts as pasture once irrigated (§4.1)."""
    terrain = board.tile[h].terrain
    irrigated = roads_boats_data().terrains[terrain].irrigated
    return irrigated if features.irrigated and irrigated else terrain


def zones(board: Board, bridges: Iterable[tuple[str, int]] = ()) -> dict[str, str]:
    """Area id -> zone id: areas of a hex joined by bridges; a zone is named by its lowest area.
    Kept per board and set of bridges (the movement and building options ask it very often):
    callers read it and never change it."""
    key = frozenset(bridges)
    cache = board.__dict__.setdefault("_zones_by_bridges", {})
    found = cache.get(key)
    if found is None:
        found = cache[key] = _zones(board, key)
    return found


def _zones(board: Board, bridges: Iterable[tuple[str, int]]) -> dict[str, str]:
    arms: dict[Hex, set[int]] = {}
    for hex_id, arm in bridges:
        arms.setdefault(Hex.from_id(hex_id), set()).add(arm)
    out = {}
    for h, river in board.land.items():
        for zone in rivers.zones(river, arms.get(h, ())):
            name = Area(h, zone[0]).id
            out.update((Area(h, i).id, name) for i in zone)
    return out


def blocked_edges(features: Features, owner: str | None) -> frozenset[str]:
    """Edges whose wall stops this owner's transporters: other players' walls, never neutral ones
    (§4.6). owner None (nobody's mover) is stopped by every coloured wall."""
    return frozenset(e for e, (by, _) in features.walls.items() if by is not None and by != owner)


# -- land movement (§4.4, §11.7) -------------------------------------------------------------------


@dataclass(frozen=True)
class LandNetwork:
    """One owner's land graph over zones: `roads` = road steps, `steps` = any step (road or not,
    used by movers with an off-road allowance). `zone` maps every area id to its zone."""

    zone: Mapping[str, str]
    roads: Mapping[str, Set[str]]
    steps: Mapping[str, Set[str]]


NETWORKS_KEPT = 256  # per board: the movement and building options ask for them very often


def _kept(board: Board, kind: str, features: Features, owner: str | None, make: Any) -> Any:
    """A network of the board for these features and this owner, made once (callers read it
    and never change it)."""
    cache = board.__dict__.setdefault("_networks", {})
    walls = frozenset((e, by) for e, (by, _) in features.walls.items() if by is not None)
    key = (kind, features.roads, features.bridges, walls, owner)
    found = cache.get(key)
    if found is None:
        if len(cache) >= NETWORKS_KEPT:
            cache.clear()
        found = cache[key] = make(board, features, owner)
    return found


def land_network(board: Board, features: Features, owner: str | None) -> LandNetwork:
    return _kept(board, "land", features, owner, _land_network)


def _land_network(board: Board, features: Features, owner: str | None) -> LandNetwork:
    zone = zones(board, features.bridges)
    blocked = blocked_edges(features, owner)
    roads: dict[str, set[str]] = {}
    steps: dict[str, set[str]] = {}
    for ids, edge, a, b in board._contacts:
        if edge in blocked:
            continue
        za, zb = zone[a], zone[b]
        steps.setdefault(za, set()).add(zb)
        steps.setdefault(zb, set()).add(za)
        if any(i in features.roads for i in ids):
            roads.setdefault(za, set()).add(zb)
            roads.setdefault(zb, set()).add(za)
    return LandNetwork(zone, roads, steps)


def reach_land(
    board: Board, features: Features, mover_kind: str, owner: str | None, start: str
) -> dict[str, int]:
    """Zone id -> fewest steps, for every zone a land mover starting in `start` (an area or zone
    id) can end in or pass this turn: up to `movement` road steps, or up to `off_road` steps of
    any kind (a donkey: 2 along roads, or exactly 1 anywhere)."""
    mover = _transporter(mover_kind, "land")
    net = land_network(board, features, owner)
    origin = net.zone[start]
    found = _walk(net.roads, origin, mover.movement)
    for z, n in _walk(net.steps, origin, mover.off_road).items():
        found[z] = min(n, found.get(z, n))
    return dict(sorted(found.items()))


# -- water movement (§4.5, §11.7) ------------------------------------------------------------------


def water_network(board: Board, features: Features, owner: str | None) -> dict[str, set[str]]:
    """One owner's boat graph: location -> locations one step away. Docking positions are entered
    only from the sea and end the move; walls of others block river, mouth and docking steps."""
    return _kept(board, "water", features, owner, _water_network)


def _water_network(board: Board, features: Features, owner: str | None) -> dict[str, set[str]]:
    blocked = blocked_edges(features, owner)
    moves: dict[str, set[str]] = {}
    for here, there, edge, walled in board._water_links:
        if not (walled and edge in blocked):
            moves.setdefault(here, set()).add(there)
    return moves


def reach_water(
    board: Board, features: Features, owner: str | None, start: str, allowance: int
) -> dict[str, int]:
    """Water location -> fewest steps, for every place a boat at `start` can reach with
    `allowance` steps. Docking positions are listed but never passed through (docking ends the
    move); a boat starting docked may leave."""
    moves = water_network(board, features, owner)
    if not start.startswith(("river:", "sea:", "dock:")):
        raise ValueError(f"not a boat's location: {start!r}")
    return dict(sorted(_walk(moves, start, allowance, stop="dock:").items()))


def _walk(
    adjacent: Mapping[str, Set[str]], start: str, limit: int, stop: str | None = None
) -> dict[str, int]:
    """Breadth-first step counts up to `limit`; nodes starting with `stop` end a path."""
    found, frontier = {start: 0}, [start]
    for step in range(1, limit + 1):
        nxt = []
        for node in frontier:
            for n in sorted(adjacent.get(node, ())):
                if n not in found:
                    found[n] = step
                    if stop is None or not n.startswith(stop):
                        nxt.append(n)
        frontier = nxt
    return found


def _transporter(kind: str, domain: str) -> Transporter:
    mover = roads_boats_data().transporters.get(kind if ":" in kind else f"transporter:{kind}")
    if mover is None or mover.domain != domain:
        raise ValueError(f"not a {domain} transporter: {kind!r}")
    return mover


# -- reach: what a transporter can interact with (§4.9, §11.6) -------------------------------------


@dataclass(frozen=True)
class Reach:
    """What a transporter at a location can use. `areas`: unattended goods and buildings there;
    `locations`: where the transporters stand that it may exchange with (land ones at area ids);
    `walls`: edges it may build, strengthen or demolish walls on (from the open sea at +2 goods);
    `oil_rig`: the sea hex whose rig it reaches."""

    areas: frozenset[str] = frozenset()
    locations: frozenset[str] = frozenset()
    walls: frozenset[str] = frozenset()
    oil_rig: str | None = None


def reach(board: Board, features: Features, location: str) -> Reach:
    """Kept per board, location and set of bridges, the only features it depends on."""
    key = (location, frozenset(features.bridges))
    cache = board.__dict__.setdefault("_reach", {})
    found = cache.get(key)
    if found is None:
        found = cache[key] = _reach(board, features, location)
    return found


def _reach(board: Board, features: Features, location: str) -> Reach:
    kind, _, rest = location.partition(":")
    if kind == "hex":
        return _zone_reach(board, features, Area.from_id(location))
    if kind == "dock":
        return _zone_reach(board, features, board.docks[HalfEdge.from_id(rest)])
    if kind == "river":
        h = Hex.from_id(f"hex:{rest}")
        if not board.land.get(h, NO_RIVER).edges:
            raise ValueError(f"no river on {h.id}")
        areas = frozenset(a.id for a in board.areas_of(h))
        docks = {f"dock:{half.id}" for half, a in board.docks.items() if a.hex == h}
        walls = {edge_of(h, d).id for d in range(6) if h.neighbour(d) in board.tile}
        return Reach(areas, areas | docks | {location}, frozenset(walls))
    if kind == "sea":
        s = Hex.from_id(f"hex:{rest}")
        if s not in board.sea:
            raise ValueError(f"no sea at {s.id}")
        walls = {edge_of(s, d).id for d in range(6) if s.neighbour(d) in board.land}
        return Reach(frozenset(), frozenset({location}), frozenset(walls), s.id)
    if kind == "carried":
        return Reach()
    raise ValueError(f"not a location: {location!r}")


def _zone_reach(board: Board, features: Features, area: Area) -> Reach:
    """A land transporter's (or a docked boat's) reach: its zone of its hex (§4.9). Kept per
    board, area and set of bridges, the only features it depends on."""
    key = (area.id, frozenset(features.bridges))
    cache = board.__dict__.setdefault("_zone_reach", {})
    found = cache.get(key)
    if found is None:
        found = cache[key] = _zone_reach_of(board, features, area)
    return found


def _zone_reach_of(board: Board, features: Features, area: Area) -> Reach:
    zone = zones(board, features.bridges)
    h, own = area.hex, zone[area.id]
    areas = frozenset(a.id for a in board.areas_of(h) if zone[a.id] == own)
    docks = {f"dock:{half.id}" for half, a in board.docks.items() if a.id in areas}
    river = {_loc("river", h)} if board.land[h].edges else set()
    owners = half_areas(board.land[h])
    touched = {
        edge_of(h, d).id
        for d in range(6)
        if h.neighbour(d) in board.tile
        and any(Area(h, owners[2 * d + j]).id in areas for j in (0, 1))
    }
    return Reach(areas, areas | docks | river, frozenset(touched))


def launch_positions(
    board: Board, features: Features, h: Hex, owner: str | None
) -> tuple[str, ...]:
    """Where a boat made on h may be put (§11.9): its river, and its dock positions on coasts not
    walled by another player."""
    blocked = blocked_edges(features, owner)
    river = (_loc("river", h),) if board.land[h].edges else ()
    docks = tuple(
        f"dock:{half.id}"
        for half, a in board.docks.items()
        if a.hex == h and half.edge.id not in blocked
    )
    return river + docks


def bridge_sides(board: Board, h: Hex, arm: int) -> tuple[str, str]:
    """The two areas a bridge on this arm joins (§5.8); ValueError where no bridge can stand."""
    a, b = arm_sides(board.land[h], arm)
    return Area(h, a).id, Area(h, b).id


def _loc(kind: str, h: Hex) -> str:
    return f"{kind}:{h.q},{h.r}"
