"""Who stands where in a place on a map (Roads & Boats: an area, a sea hex): a lattice of equal
cells laid in rows inside the place's free polygon, and `assign`, which gives each unit (there: a
building, a pile, a stack of transporters, a transporter with its cargo) a run of cells, keeping
what it had so a refresh moves only what changed. Title-free: the title passes the polygon, its
sizes (`CellSizes`) and its units."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import shapely
from PySide6.QtCore import QPointF, QRectF


class CellSizes(Protocol):
    """The sizes a room's cells follow: a title's map sizes (Roads & Boats' `layout.Sizes`),
    which its layout (importing this module) passes in; named here so that the board imports
    no title."""

    @property
    def cell_w(self) -> float: ...
    @property
    def cell_h(self) -> float: ...
    @property
    def piece_w(self) -> float: ...
    @property
    def piece_h(self) -> float: ...
    @property
    def chip_w(self) -> float: ...


class Room:
    """Where units stand in a place: a lattice of cells laid in rows inside the place's free
    polygon (the vertical offset that fits the most), nearest the place's middle first. A unit
    `cells` wide takes that many neighbouring cells of a row; `free` finds the run nearest the
    middle that overlaps none of the boxes taken."""

    def __init__(
        self, polygon: Any, anchor: QPointF, sizes: CellSizes, squeeze: float = 1.0
    ) -> None:
        self.polygon = polygon
        self.anchor = (anchor.x(), anchor.y())
        self.sizes = sizes
        self.w, self.h = sizes.cell_w * squeeze, sizes.cell_h * squeeze
        self.piece = (max(sizes.piece_w, sizes.chip_w) * squeeze, sizes.piece_h * squeeze)
        self.rows = self._rows()  # each row segment's cell centres, left to right
        self._spots: dict[int, np.ndarray] = {}
        self._squeezed: dict[float, Room] = {}

    def holding(self, cells: int) -> Room:
        """This room if it has `cells` cells, else the least squeezed lattice of the same place
        (its cells closer than its pieces are large) that has: pieces overlap a little rather
        than pile up."""
        room = self
        for squeeze in SQUEEZES:
            if room.capacity >= cells:
                break
            found = self._squeezed.get(squeeze)
            if found is None:
                anchor = QPointF(*self.anchor)
                found = self._squeezed[squeeze] = Room(self.polygon, anchor, self.sizes, squeeze)
            room = found
        return room

    def _rows(self) -> list[list[tuple[float, float]]]:
        """The lattice with the most cells over a few vertical offsets from the middle (every
        row band of every offset cut from the polygon at once)."""
        if self.polygon.is_empty:
            return []
        ay = self.anchor[1]
        minx, miny, maxx, maxy = self.polygon.bounds
        # a cell's box holds a piece and the gap round it: only the piece must lie inside
        gap_w, half = self.w - self.piece[0], self.piece[1] / 2
        tries = []
        for shift in SHIFTS:
            y0 = ay + shift * self.h
            first = math.floor((miny - y0) / self.h)
            last = math.ceil((maxy - y0) / self.h)
            tries.append([y0 + j * self.h for j in range(first, last + 1)])
        ys = np.array([y for t in tries for y in t])
        bands = shapely.box(minx - 1, ys - half, maxx + 1, ys + half)
        outside = shapely.difference(bands, self.polygon)
        parts, which = shapely.get_parts(outside, return_index=True)
        bounds, areas = shapely.bounds(parts), shapely.area(parts)
        blocked: list[list[tuple[float, float]]] = [[] for _ in ys]
        for i, (b, area) in enumerate(zip(bounds, areas, strict=True)):
            if area > 1e-3:
                blocked[which[i]].append((b[0], b[2]))
        best: list[list[tuple[float, float]]] = []
        k = 0
        for t in tries:
            rows = []
            for y in t:
                for lo, hi in _gaps(sorted(blocked[k]), minx - 1, maxx + 1):
                    n = int((hi - lo + gap_w) / self.w + 1e-9)
                    left = (lo + hi) / 2 - n * self.w / 2  # centred in the row's room
                    if n:
                        rows.append([(left + (i + 0.5) * self.w, y) for i in range(n)])
                k += 1
            if sum(map(len, rows)) > sum(map(len, best)):
                best = rows
        return best

    @property
    def capacity(self) -> int:
        """How many one-cell units the place holds."""
        return sum(map(len, self.rows))

    def box(self, x: float, y: float, cells: int) -> QRectF:
        w = cells * self.w
        return QRectF(x - w / 2, y - self.h / 2, w, self.h)

    def spots(self, cells: int) -> np.ndarray:
        """The centres (n × 2) of every run of `cells` neighbouring cells, nearest the middle
        first (height counts a little more: a place fills across before it fills up)."""
        found = self._spots.get(cells)
        if found is None:
            runs = [
                (sum(x for x, _ in row[i : i + cells]) / cells, row[i][1])
                for row in self.rows
                for i in range(len(row) - cells + 1)
            ]
            found = np.array(runs, dtype=float).reshape(-1, 2)
            ax, ay = self.anchor
            order = np.argsort(np.hypot(found[:, 0] - ax, 1.3 * (found[:, 1] - ay)), kind="stable")
            found = self._spots[cells] = found[order]
        return found

    def fits(self, x: float, y: float, cells: int) -> bool:
        """Whether a box `cells` wide centred there lies on the lattice."""
        spots = self.spots(cells)
        return bool(np.any(np.hypot(spots[:, 0] - x, spots[:, 1] - y) < 1e-6))

    def free(self, cells: int, taken: list[QRectF]) -> tuple[float, float] | None:
        """The run nearest the middle for a unit `cells` wide clear of the `taken` boxes."""
        spots = self.spots(cells)
        ok = np.ones(len(spots), dtype=bool)
        hw = cells * self.w / 2
        for r in taken:  # apart on one axis at least (touching is apart)
            c = r.center()
            ok &= (np.abs(spots[:, 0] - c.x()) >= hw + r.width() / 2 - 1e-6) | (
                np.abs(spots[:, 1] - c.y()) >= self.h / 2 + r.height() / 2 - 1e-6
            )
        hits = np.flatnonzero(ok)
        if not len(hits):
            return None
        x, y = spots[hits[0]]
        return float(x), float(y)


SQUEEZES = (0.85, 0.72, 0.6)  # a crowded place's cells, as a share of a piece's room
SHIFTS = (0.0, 0.5, 0.25, -0.25, 0.125, -0.125, 0.375, -0.375)  # of a cell's height


def _gaps(blocked: list[tuple[float, float]], lo: float, hi: float) -> list[tuple[float, float]]:
    """The stretches of [lo, hi] outside the sorted `blocked` intervals."""
    out, x = [], lo
    for a, b in blocked:
        if a > x:
            out.append((x, a))
        x = max(x, b)
    if x < hi:
        out.append((x, hi))
    return out


@dataclass(frozen=True)
class Unit:
    """What takes room in a place: a building, a pile, a stack of like empty transporters or a
    transporter with its cargo beside it, `cells` cells wide. `prefer`: where its first cell
    should be if it may (where the transporter stood)."""

    key: str
    cells: int
    prefer: tuple[float, float] | None = None


Spot = tuple[float, float, int, int]  # a unit's box: its centre, cells wide, cells it asked


def assign(room: Room, units: list[Unit], before: dict[str, Spot]) -> dict[str, Spot | None]:
    """A box for each unit: the one it had if it is still on the room's lattice, free and
    what it asked for, else one whose first cell is where it was (or where it prefers), else
    the free spot nearest the middle (one cell wide if a wider one finds none); None where
    nothing is left."""
    taken: list[QRectF] = []
    out: dict[str, Spot | None] = {}

    def free(x: float, y: float, n: int) -> bool:
        r = room.box(x, y, n)
        return room.fits(x, y, n) and not any(_overlap(r, t) for t in taken)

    def take(key: str, x: float, y: float, n: int, asked: int) -> None:
        out[key] = (x, y, n, asked)
        taken.append(room.box(x, y, n))

    for u in units:
        old = before.get(u.key)
        if old and old[3] == u.cells and free(*old[:3]):
            take(u.key, *old)
    for u in units:
        if u.key in out:
            continue
        old = before.get(u.key)
        heads = [(old[0] - (old[2] - 1) * room.w / 2, old[1])] if old else []
        heads += [u.prefer] if u.prefer else []
        for hx, hy in heads:
            x = hx + (u.cells - 1) * room.w / 2
            if free(x, hy, u.cells):
                take(u.key, x, hy, u.cells, u.cells)
                break
        else:
            for n in dict.fromkeys((u.cells, 1)):
                spot = room.free(n, taken)
                if spot is not None:
                    take(u.key, *spot, n, u.cells)
                    break
            else:
                out[u.key] = None
    return out


def _overlap(a: QRectF, b: QRectF) -> bool:
    """Boxes overlap (touching is not overlapping)."""
    eps = 1e-6
    return (
        a.left() < b.right() - eps
        and b.left() < a.right() - eps
        and a.top() < b.bottom() - eps
        and b.top() < a.bottom() - eps
    )
