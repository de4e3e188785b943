"""Rivers through hexes, the land areas they cut a hex into, and how areas meet across a map.

A river enters a hex only at edge midpoints and runs to the centre (one straight arm per river
edge; roads-and-boats.md §4.2, §11.3). With two or more arms the hex falls into as many areas:
area i runs clockwise from the second half of arm edge ``a_i`` up to the first half of the next
arm edge, so a straight N-S river has area 0 = east bank, area 1 = west bank. A hex without a river
or with a source is one area (index 0).

Per-shape facts are computed once (functools.cache) in the hex's own frame: centre at the origin,
circumradius 1, screen y down; `to_hex` places them on a map. Map-level functions take the land
hexes as ``Mapping[Hex, River]`` (River() where no river runs) and, where coasts matter, the sea
hexes.

Stable ids: an area ``hex:q,r/area:k``; edges and half-edges as in `rules.geometry.hexes`.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

import networkx as nx
import shapely
from shapely.geometry import LineString, MultiLineString, Point, Polygon
from shapely.ops import polygonize

from rules.geometry.hexes import (
    DIRECTIONS,
    ORIGIN,
    HalfEdge,
    Hex,
    HexEdge,
    edge_corners,
    edge_midpoint,
    edge_of,
    half_segment,
    hex_corner,
    to_hex,
)

# The river shapes of the tiles, in their unrotated orientation (§4.2 table, TTS tile codes).
KIND_EDGES: dict[str, tuple[int, ...]] = {
    "none": (),
    "source": (0,),
    "straight": (0, 3),
    "wide_bend": (0, 2),
    "sharp_bend": (0, 1),
    "junction": (0, 2, 4),
}
_KIND_OF = {
    tuple(sorted((e + turn) % 6 for e in edges)): kind
    for kind, edges in KIND_EDGES.items()
    for turn in range(6)
}


@dataclass(frozen=True, order=True, slots=True)
class River:
    """The river on one hex: the sorted directions of the edges whose midpoints it joins."""

    edges: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.edges not in _KIND_OF:
            raise ValueError(f"no river tile joins edges {self.edges} (sorted directions 0-5)")

    @classmethod
    def of(cls, kind: str, rotation: int = 0) -> River:
        """A tile's river turned clockwise by `rotation` sixths (the TTS rotation digit)."""
        return cls(tuple(sorted((e + rotation) % 6 for e in KIND_EDGES[kind])))

    @classmethod
    def through(cls, directions: Iterable[int | str]) -> River:
        """The river joining these edges, given as indices or names ("N" ... "NW"), any order."""
        indices = (DIRECTIONS.index(d) if isinstance(d, str) else d for d in directions)
        return cls(tuple(sorted(indices)))

    @property
    def kind(self) -> str:
        """none, source, straight, wide_bend, sharp_bend or junction."""
        return _KIND_OF[self.edges]

    def rotated(self, steps: int = 1) -> River:
        """The same shape turned clockwise by `steps` sixths."""
        return River(tuple(sorted((e + steps) % 6 for e in self.edges)))


@dataclass(frozen=True, slots=True)
class AreaShape:
    """Area `index` of a river shape in the hex's own frame (centre at the origin, size 1).

    `halves` are the half-edge indices ``2·d + j`` it touches, clockwise from its first one.
    """

    index: int
    halves: tuple[int, ...]
    polygon: Polygon

    @property
    def edges(self) -> tuple[int, ...]:
        """The directions of the edges the area touches, wholly or by one half."""
        return tuple(sorted({k // 2 for k in self.halves}))


@cache
def river_arms(river: River) -> MultiLineString:
    """The river as one arm per river edge, midpoint -> centre, in edge order (empty: no river)."""
    return MultiLineString([[edge_midpoint(ORIGIN, d), (0.0, 0.0)] for d in river.edges])


@cache
def area_shapes(river: River) -> tuple[AreaShape, ...]:
    """The areas of the hex, in index order; together they tile the hex exactly."""
    halves = _area_halves(river.edges)
    if len(halves) == 1:
        return (AreaShape(0, halves[0], Polygon(_ring_points())),)
    # The ring carries the midpoints as vertices, so the arms meet it exactly at a node.
    ring = LineString([*_ring_points(), _ring_points()[0]])
    pieces = list(polygonize(shapely.unary_union([ring, *river_arms(river).geoms])))
    if len(pieces) != len(halves):
        raise AssertionError(f"{river} cut the hex into {len(pieces)} pieces, not {len(halves)}")
    return tuple(
        AreaShape(i, own, next(p for p in pieces if p.contains(_inside_half(own[0]))))
        for i, own in enumerate(halves)
    )


@cache
def half_areas(river: River) -> tuple[int, ...]:
    """For each half-edge index ``2·d + j`` (0-11), the index of the area it belongs to."""
    owner = [0] * 12
    for i, own in enumerate(_area_halves(river.edges)):
        for k in own:
            owner[k] = i
    return tuple(owner)


def area_index(river: River, d: int, j: int) -> int:
    """The area that half j of edge d belongs to."""
    return half_areas(river)[2 * d + j]


def arm_sides(river: River, d: int) -> tuple[int, int]:
    """The two areas arm d separates (counter-clockwise one first): those a bridge on it joins."""
    if d not in river.edges or len(river.edges) < 2:
        raise ValueError(f"no arm on edge {d} separates two areas of {river}")
    i = river.edges.index(d)
    return (i - 1) % len(river.edges), i


def zones(river: River, bridges: Iterable[int] = ()) -> tuple[tuple[int, ...], ...]:
    """The hex's areas grouped into zones: areas joined by bridges on the given arms.

    Zones are sorted tuples of area indices, ordered by their smallest area.
    """
    return _zones(river, frozenset(bridges))


@cache
def _zones(river: River, bridges: frozenset[int]) -> tuple[tuple[int, ...], ...]:
    label = list(range(len(_area_halves(river.edges))))
    for arm in sorted(bridges):
        a, b = (label[i] for i in arm_sides(river, arm))
        label = [min(a, b) if x in (a, b) else x for x in label]
    return tuple(tuple(i for i, x in enumerate(label) if x == zone) for zone in sorted(set(label)))


def _area_halves(edges: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The combinatorial rule of §11.3: each area spans the halves between two consecutive arms."""
    if len(edges) <= 1:
        return (tuple(range(12)),)
    spans = []
    for a, b in pairwise((*edges, edges[0])):
        first, last = 2 * a + 1, 2 * b  # second half of arm a ... first half of arm b
        spans.append(tuple((first + t) % 12 for t in range((last - first) % 12 + 1)))
    return tuple(spans)


@cache
def _ring_points() -> tuple[tuple[float, float], ...]:
    """The hex outline with the edge midpoints as vertices: the start of each half, in order."""
    return tuple(
        hex_corner(ORIGIN, edge_corners(k // 2)[0]) if k % 2 == 0 else edge_midpoint(ORIGIN, k // 2)
        for k in range(12)
    )


def _inside_half(k: int) -> Point:
    """A point just inside the hex next to the middle of half k: it lies in that half's area."""
    mid = half_segment(ORIGIN, k // 2, k % 2).interpolate(0.5, normalized=True)
    return Point(mid.x * 0.99, mid.y * 0.99)


# ---- areas on a map -------------------------------------------------------------------------


@dataclass(frozen=True, order=True, slots=True)
class Area:
    """Area `index` of a land hex on a map; id ``hex:q,r/area:k``."""

    hex: Hex
    index: int

    @property
    def id(self) -> str:
        return f"{self.hex.id}/area:{self.index}"

    @classmethod
    def from_id(cls, text: str) -> Area:
        hex_id, sep, index = text.partition("/area:")
        if not sep or not index.isdigit():
            raise ValueError(f"not an area id: {text!r}")
        return cls(Hex.from_id(hex_id), int(index))


def map_areas(land: Mapping[Hex, River]) -> tuple[Area, ...]:
    """Every area of the land hexes, sorted by hex then index."""
    return tuple(Area(h, i) for h in sorted(land) for i in range(len(area_shapes(land[h]))))


def area_polygons(land: Mapping[Hex, River], size: float = 1.0) -> dict[Area, Polygon]:
    """Each area's polygon placed on the map (for drawing and hit testing)."""
    return {
        Area(h, shape.index): to_hex(shape.polygon, h, size)
        for h in sorted(land)
        for shape in area_shapes(land[h])
    }


def half_area(land: Mapping[Hex, River], half: HalfEdge, h: Hex) -> Area:
    """The area of h (one of the half-edge's two hexes) that the half-edge borders."""
    return Area(h, area_index(land[h], *half.local(h)))


def edge_sides(land: Mapping[Hex, River], edge: HexEdge) -> tuple[HalfEdge, ...]:
    """The distinct sides of an edge: both halves where a river crosses it, else one (side 0).

    A river crosses an edge when a land hex on either end has it as a river edge.
    """
    crossed = any(h in land and edge.local(h) in land[h].edges for h in (edge.a, edge.b))
    return (HalfEdge(edge, 0), HalfEdge(edge, 1)) if crossed else (HalfEdge(edge, 0),)


def land_graph(land: Mapping[Hex, River]) -> nx.Graph:
    """Which land areas touch: nodes are Areas; every edge has attributes `river`, `half`, `arms`.

    * Areas of neighbouring hexes meet on each side of their shared edge (`river` False, `half`
      the HalfEdge they meet on, `arms` ()); a plain edge gives one contact, a crossed edge two.
    * Areas of one hex meet across the river (`river` True, `half` None, `arms` the arm
      directions between them, any of which a bridge could span).

    A mover's graph follows by keeping the contacts it may use (roads, walls, bridges).
    """
    graph = nx.Graph()
    graph.add_nodes_from(map_areas(land))
    for h in sorted(land):
        river = land[h]
        if len(river.edges) >= 2:
            for arm in river.edges:
                a, b = (Area(h, i) for i in arm_sides(river, arm))
                arms = graph.edges[a, b]["arms"] if graph.has_edge(a, b) else ()
                graph.add_edge(a, b, river=True, half=None, arms=(*arms, arm))
        for d in range(6):
            n = h.neighbour(d)
            if n in land and h < n:
                for half in edge_sides(land, edge_of(h, d)):
                    graph.add_edge(
                        half_area(land, half, h),
                        half_area(land, half, n),
                        river=False,
                        half=half,
                        arms=(),
                    )
    return graph


def coast_edges(land: Mapping[Hex, River], sea: Collection[Hex]) -> tuple[HexEdge, ...]:
    """Every edge between a land hex and a sea hex, sorted."""
    return tuple(sorted(edge_of(h, d) for h in land for d in range(6) if h.neighbour(d) in sea))


def dock_positions(land: Mapping[Hex, River], sea: Collection[Hex]) -> dict[HalfEdge, Area]:
    """Where a boat can lie along a coast, with the land area it reaches: one position per coast
    edge, two (one per bank) where a river mouth crosses it; sorted."""
    out = {}
    for edge in coast_edges(land, sea):
        h = edge.a if edge.a in land else edge.b
        for half in edge_sides(land, edge):
            out[half] = half_area(land, half, h)
    return out


def coasts(land: Mapping[Hex, River], sea: Collection[Hex]) -> dict[Area, tuple[Hex, ...]]:
    """Every coastal land area with the sea hexes it borders (sorted)."""
    touching: dict[Area, set[Hex]] = {}
    for half, area in dock_positions(land, sea).items():
        touching.setdefault(area, set()).add(half.edge.other(area.hex))
    return {area: tuple(sorted(seas)) for area, seas in sorted(touching.items())}
