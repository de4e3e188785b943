"""Flat-topped hex grid: axial coordinates, directions, pixel geometry, edges and half-edges.

Conventions (roads-and-boats.md §11.1-11.2, usable by any hex title):

* Axial ``(q, r)``; directions clockwise ``0=N 1=NE 2=SE 3=S 4=SW 5=NW``, ``opposite(d) = d+3``.
* Pixels: screen y points down; centre ``x = 1.5·s·q``, ``y = √3·s·(r + q/2)`` for circumradius s.
  Corner i sits at angle 60°·i (clockwise from east); edge d runs clockwise from corner ``4+d`` to
  corner ``5+d`` and its midpoint faces direction d.
* Every edge is split at its midpoint into two half-edges. Seen from a hex, half ``(d, j)`` is the
  first (j=0) or second (j=1) half of edge d going clockwise; the neighbour across d sees the same
  piece as ``(opposite(d), 1-j)``.

Stable ids: a hex ``hex:q,r``; an edge ``edge:q,r~q,r`` (its two hexes in sorted order, so both
sides name it alike); a half-edge ``edge:q,r~q,r#s`` where s is the half's j as seen from the
first hex of the edge id.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import TypeVar

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon

DIRECTIONS = ("N", "NE", "SE", "S", "SW", "NW")
DELTAS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))

# Coordinates are built from integers scaled once, so the corner two neighbours share is the very
# same float from both sides and their polygons meet exactly (no slivers, no gaps).
_HALF_HEIGHT = math.sqrt(3) / 2  # apothem of a hex with circumradius 1
_CORNER_X2 = (2, 1, -1, -2, -1, 1)  # 2·cos(60°·i)
_CORNER_Y = (0, 1, 1, 0, -1, -1)  # sin(60°·i) / (√3/2)

_G = TypeVar("_G", bound=shapely.Geometry)


def opposite(d: int) -> int:
    """The direction pointing back: N <-> S, NE <-> SW, SE <-> NW."""
    return (d + 3) % 6


def direction(name: str) -> int:
    """The index of a direction name ("N" ... "NW")."""
    return DIRECTIONS.index(name)


@dataclass(frozen=True, order=True, slots=True)
class Hex:
    """One hex in axial coordinates; sorts by (q, r)."""

    q: int
    r: int

    @property
    def id(self) -> str:
        return f"hex:{self.q},{self.r}"

    @classmethod
    def from_id(cls, text: str) -> Hex:
        match = re.fullmatch(r"hex:(-?\d+),(-?\d+)", text)
        if match is None:
            raise ValueError(f"not a hex id: {text!r}")
        return cls(int(match[1]), int(match[2]))

    def neighbour(self, d: int) -> Hex:
        dq, dr = DELTAS[d]
        return Hex(self.q + dq, self.r + dr)

    def neighbours(self) -> tuple[Hex, ...]:
        """The six neighbours in direction order N, NE, SE, S, SW, NW."""
        return tuple(self.neighbour(d) for d in range(6))

    def direction_to(self, other: Hex) -> int:
        """The direction in which `other` is the neighbour; ValueError when not adjacent."""
        delta = (other.q - self.q, other.r - self.r)
        if delta not in DELTAS:
            raise ValueError(f"{other.id} is not a neighbour of {self.id}")
        return DELTAS.index(delta)

    def distance(self, other: Hex) -> int:
        dq, dr = other.q - self.q, other.r - self.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


ORIGIN = Hex(0, 0)


def hex_centre(h: Hex, size: float = 1.0) -> tuple[float, float]:
    return (size * 1.5 * h.q, size * _HALF_HEIGHT * (2 * h.r + h.q))


def hex_corner(h: Hex, i: int, size: float = 1.0) -> tuple[float, float]:
    """Corner i (0 = east, then clockwise on screen)."""
    return (
        size * (3 * h.q + _CORNER_X2[i]) / 2,
        size * _HALF_HEIGHT * (2 * h.r + h.q + _CORNER_Y[i]),
    )


def edge_corners(d: int) -> tuple[int, int]:
    """The corners edge d runs between, clockwise."""
    return (4 + d) % 6, (5 + d) % 6


def edge_midpoint(h: Hex, d: int, size: float = 1.0) -> tuple[float, float]:
    """Where a river crosses edge d: the edge's midpoint."""
    a, b = edge_corners(d)
    return (
        size * (6 * h.q + _CORNER_X2[a] + _CORNER_X2[b]) / 4,
        size * _HALF_HEIGHT * (2 * (2 * h.r + h.q) + _CORNER_Y[a] + _CORNER_Y[b]) / 2,
    )


def hex_polygon(h: Hex, size: float = 1.0) -> Polygon:
    """The hex's outline, corners clockwise on screen from the east corner."""
    return Polygon([hex_corner(h, i, size) for i in range(6)])


def half_segment(h: Hex, d: int, j: int, size: float = 1.0) -> LineString:
    """Half j of edge d of h, drawn clockwise (corner -> midpoint, or midpoint -> corner)."""
    ends = (hex_corner(h, edge_corners(d)[0], size), edge_midpoint(h, d, size))
    if j == 1:
        ends = (edge_midpoint(h, d, size), hex_corner(h, edge_corners(d)[1], size))
    return LineString(ends)


def pixel_to_hex(x: float, y: float, size: float = 1.0) -> Hex:
    """The hex containing a pixel (hit testing): fractional axial coordinates, cube-rounded."""
    fq = x / (1.5 * size)
    fr = y / (2 * _HALF_HEIGHT * size) - fq / 2
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    # the coordinate that rounded furthest is the one to recompute from the other two
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(q, r)


def to_hex(geometry: _G, h: Hex, size: float = 1.0) -> _G:
    """Place a geometry drawn around the origin for size 1 (a river shape's areas or arms) on h."""
    cx, cy = hex_centre(h, size)
    return shapely.transform(geometry, lambda xy: xy * size + np.array([cx, cy]))


@dataclass(frozen=True, order=True, slots=True)
class HexEdge:
    """The edge between two adjacent hexes, a < b, so it is the same object from either side."""

    a: Hex
    b: Hex

    def __post_init__(self) -> None:
        if not self.a < self.b:
            raise ValueError(f"edge ends out of order: {self.a.id}, {self.b.id}")
        self.a.direction_to(self.b)  # raises unless adjacent

    @property
    def id(self) -> str:
        return f"edge:{self.a.q},{self.a.r}~{self.b.q},{self.b.r}"

    @classmethod
    def from_id(cls, text: str) -> HexEdge:
        match = re.fullmatch(r"edge:(-?\d+),(-?\d+)~(-?\d+),(-?\d+)", text)
        if match is None:
            raise ValueError(f"not an edge id: {text!r}")
        return cls(Hex(int(match[1]), int(match[2])), Hex(int(match[3]), int(match[4])))

    def local(self, h: Hex) -> int:
        """The direction of this edge as seen from h, one of its two hexes."""
        if h == self.a:
            return self.a.direction_to(self.b)
        if h == self.b:
            return self.b.direction_to(self.a)
        raise ValueError(f"{h.id} is not an end of {self.id}")

    def other(self, h: Hex) -> Hex:
        """The hex on the far side of the edge from h."""
        return self.b if h == self.a else self.a

    def segment(self, size: float = 1.0) -> LineString:
        a, b = edge_corners(self.local(self.a))
        return LineString([hex_corner(self.a, a, size), hex_corner(self.a, b, size)])


def edge_of(h: Hex, d: int) -> HexEdge:
    """Edge d of h."""
    n = h.neighbour(d)
    return HexEdge(min(h, n), max(h, n))


@dataclass(frozen=True, order=True, slots=True)
class HalfEdge:
    """One half of an edge: `side` is the half's j as seen from edge.a (see the module doc)."""

    edge: HexEdge
    side: int

    def __post_init__(self) -> None:
        if self.side not in (0, 1):
            raise ValueError(f"a half-edge side is 0 or 1, not {self.side}")

    @property
    def id(self) -> str:
        return f"{self.edge.id}#{self.side}"

    @classmethod
    def from_id(cls, text: str) -> HalfEdge:
        edge, sep, side = text.rpartition("#")
        if not sep or side not in ("0", "1"):
            raise ValueError(f"not a half-edge id: {text!r}")
        return cls(HexEdge.from_id(edge), int(side))

    def local(self, h: Hex) -> tuple[int, int]:
        """(d, j) of this half seen from h, one of the edge's two hexes."""
        d = self.edge.local(h)
        return (d, self.side) if h == self.edge.a else (d, 1 - self.side)

    def segment(self, size: float = 1.0) -> LineString:
        """The half drawn clockwise around edge.a."""
        return half_segment(self.edge.a, *self.local(self.edge.a), size)


def half_edge(h: Hex, d: int, j: int) -> HalfEdge:
    """Half j of edge d of h (clockwise on h), as a side-independent object."""
    edge = edge_of(h, d)
    return HalfEdge(edge, j if h == edge.a else 1 - j)
