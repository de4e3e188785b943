"""Where everything on the Roads & Boats map goes, in scene units (about screen pixels when the map
fills a table screen).

The map is the engine's own geometry (`rules.geometry`): flat-topped hexes of circumradius
`size`, fitted and centred in the room, and the areas rivers cut them into as the shapely
polygons the rules use, so what is drawn is what the rules mean. What stands in an area or a sea
hex (a building, goods piles, transporters) gets cells of its `room` (`room.Room`): clear of the
tile's edges (walls and roads run there), of the river and of one berth on it kept for a boat,
and at sea of the docks' strips. Boats in a river sit on its arms, the berth first; a docked boat
in the strip of sea along its coast, which is also the dock's target. `point_of` gives a point for
any place or border the rules name.

Sizes (`Sizes`) are those of a 1280×800 room, grown together in a larger one; a piece is also
kept under a third of a hex, so a small map shows larger pieces and a large one still holds them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath
from shapely import affinity
from shapely.geometry import LineString, MultiLineString, Polygon
from shapely.ops import polylabel, unary_union

from desktop.board.drawn import band
from desktop.board.room import Room
from rules.geometry.hexes import (
    DIRECTIONS,
    HalfEdge,
    Hex,
    HexEdge,
    edge_midpoint,
    hex_centre,
    hex_polygon,
)
from rules.geometry.rivers import Area, area_polygons, edge_sides, river_arms, to_hex

BASE = (1280.0, 800.0)  # the room the base sizes are for
MIN_SCALE, MAX_SCALE = 0.8, 1.5
ROOM = (1600.0, 1000.0)  # the default room: about a 1920×1080 window's map


@dataclass(frozen=True)
class Sizes:
    """The map's sizes, in scene units; `unit` is a piece's height, the rest follow it."""

    k: float = 1.0  # the room's scale from BASE
    unit: float = 24.0

    def scaled(self, k: float) -> Sizes:
        return Sizes(**{f.name: getattr(self, f.name) * k for f in fields(self)})

    # a piece (a transporter's plate) and a goods pile's chip
    @property
    def piece_w(self) -> float:
        return 1.26 * self.unit

    @property
    def piece_h(self) -> float:
        return self.unit

    @property
    def chip_w(self) -> float:
        return 1.34 * self.unit

    @property
    def chip_h(self) -> float:
        return 0.9 * self.unit

    # a cargo chip: two stacked in a cell beside their transporter
    @property
    def cargo_w(self) -> float:
        return 1.3 * self.unit

    @property
    def cargo_h(self) -> float:
        return 0.5 * self.unit

    # a cell: a piece with room round it
    @property
    def cell_w(self) -> float:
        return 1.38 * self.unit

    @property
    def cell_h(self) -> float:
        return 1.05 * self.unit

    @property
    def label_px(self) -> float:  # a building's label
        return 0.5 * self.unit

    @property
    def stack_step(self) -> float:  # between the pieces of a stack
        return 0.1 * self.unit


class MapLayout:
    """The map's geometry by id. Paths are Qt's, made from the rules' shapely polygons."""

    def __init__(self, board: Any, rect: QRectF | None = None) -> None:
        self.board = board
        self.rect = QRectF(rect) if rect is not None else QRectF(0, 0, *ROOM)
        hexes = sorted(board.tile)
        xs = [1.5 * h.q for h in hexes]
        ys = [math.sqrt(3) * (h.r + h.q / 2) for h in hexes]
        span_x = max(xs) - min(xs) + 2.0  # corner to corner
        span_y = max(ys) - min(ys) + math.sqrt(3)  # edge to edge
        r = self.rect
        k = min(max(min(r.width() / BASE[0], r.height() / BASE[1]), MIN_SCALE), MAX_SCALE)
        edge = 8.0 * k
        self.size = min((r.width() - 2 * edge) / span_x, (r.height() - 2 * edge) / span_y)
        s = self.size
        self.dx = r.center().x() - s * (min(xs) + max(xs)) / 2
        self.dy = r.center().y() - s * (min(ys) + max(ys)) / 2
        base = Sizes().scaled(k)
        # under a third of a hex: larger on a small map, never much under the base (a finger)
        unit = min(max(0.85 * base.unit, 0.3 * s), 1.3 * base.unit)
        self.sizes = Sizes(k, unit)
        self.river_w = max(5.0, 0.1 * s)
        self.road_w = max(4.0, 0.075 * s)
        self.wall_w = max(8.0, 0.16 * s)
        self.land = {h.id for h in board.land}
        self.sea = {h.id for h in board.sea}
        self._rooms: dict[str, Room] = {}

    # -- points and shapes ---------------------------------------------------------------------

    def _place(self, geometry: Any) -> Any:
        return affinity.translate(geometry, self.dx, self.dy)

    def point_of(self, place: str) -> QPointF:
        """A point for any place or border the rules name: an area's middle, a tile's centre
        (`hex:`, `sea:`, `rig:`), a river's first berth, a dock, a road's crossing (a
        half-edge), a wall's edge, a bridge."""
        kind, _, rest = place.partition(":")
        if kind == "hex":
            return self.centres[place] if "/" in place else self.hex_centre(place)
        if kind in ("sea", "rig"):
            return self.hex_centre(f"hex:{rest}")
        if kind == "river":
            return self.river_slots(f"hex:{rest}")[0]
        if kind == "dock":
            return self.dock_slots(place, 1)[0]
        if kind == "edge":
            return self.crossing(place) if "#" in place else self.edge_line(place).center()
        if kind == "bridge":
            where, _, arm = rest.partition("/")
            return self.bridge_line(f"hex:{where}", DIRECTIONS.index(arm)).center()
        raise ValueError(f"not a place on the map: {place!r}")

    def hex_centre(self, hex_id: str) -> QPointF:
        """A tile's centre on the map."""
        x, y = hex_centre(Hex.from_id(hex_id), self.size)
        return QPointF(x + self.dx, y + self.dy)

    @cached_property
    def tile_polygons(self) -> dict[str, Polygon]:
        """Every tile's hexagon, land and sea."""
        return {h.id: self._place(hex_polygon(h, self.size)) for h in sorted(self.board.tile)}

    @cached_property
    def tiles(self) -> dict[str, QPainterPath]:
        """Every tile's outline, by hex id."""
        return {i: polygon_path(p) for i, p in self.tile_polygons.items()}

    @cached_property
    def area_polygons(self) -> dict[str, Polygon]:
        """Each area's polygon, as the rules cut it: a hex's areas tile it exactly."""
        return {a.id: self._place(p) for a, p in area_polygons(self.board.land, self.size).items()}

    @cached_property
    def areas(self) -> dict[str, QPainterPath]:
        """Each area's outline, by area id."""
        return {i: polygon_path(p) for i, p in self.area_polygons.items()}

    @cached_property
    def centres(self) -> dict[str, QPointF]:
        """An area's middle: the point inside it farthest from its edges (its river too)."""
        out = {}
        for area, poly in self.area_polygons.items():
            p = polylabel(poly, tolerance=self.size / 50)
            out[area] = QPointF(p.x, p.y)
        return out

    @cached_property
    def arm_lines(self) -> dict[str, MultiLineString]:
        """Each river hex's arms, edge midpoint to centre, on the map."""
        return {
            h.id: self._place(to_hex(river_arms(river), h, self.size))
            for h, river in sorted(self.board.land.items())
            if river.edges
        }

    @cached_property
    def rivers(self) -> dict[str, QPainterPath]:
        """Each river hex's arms as lines, by hex id."""
        return {h: lines_path(lines) for h, lines in self.arm_lines.items()}

    def river_shape(self, hex_id: str, width: float) -> QPainterPath:
        """The river of a hex as an area `width` wide (a boat's target)."""
        return band(self.rivers[hex_id], width)

    def river_slots(self, hex_id: str) -> tuple[QPointF, ...]:
        """Where boats in a hex's river sit: out on its berth arm (kept clear of the areas'
        cells), out on the other arms, then nearer the centre."""
        arms = list(self.arm_lines[hex_id].geoms)
        first = self.berth_arm(hex_id)
        arms = [arms[first], *arms[:first], *arms[first + 1 :]]
        out = []
        for at in (0.3, 0.65):  # from the edge towards the centre
            for arm in arms:
                p = arm.interpolate(at, normalized=True)
                out.append(QPointF(p.x, p.y))
        return tuple(out)

    def _berth(self, hex_id: str, arm: int) -> Any:
        line = self.arm_lines[hex_id].geoms[arm]
        return line.interpolate(0.3, normalized=True).buffer(0.62 * self.sizes.unit)

    @cached_property
    def _berth_arms(self) -> dict[str, int]:
        """The arm of each river hex whose outer middle is kept for a boat: the one that leaves
        the hex's areas the most cells (the smallest area first)."""
        out = {}
        for hex_id, arms in self.arm_lines.items():
            areas = [a.id for a in self.board.areas_of(Hex.from_id(hex_id))]

            def room_left(arm: int, areas: list[str] = areas, hex_id: str = hex_id) -> tuple:
                berth = self._berth(hex_id, arm)
                counts = [
                    Room(self._room(a, berth), self.anchor(a), self.sizes).capacity for a in areas
                ]
                return (min(counts), sum(counts), -arm)

            out[hex_id] = max(range(len(arms.geoms)), key=room_left)
        return out

    def berth_arm(self, hex_id: str) -> int:
        """The arm (index among the hex's arms) whose berth is kept for a boat."""
        return self._berth_arms[hex_id]

    # -- edges: roads, walls, bridges, docks -----------------------------------------------------

    def crossing(self, half_id: str) -> QPointF:
        """Where a road on a half-edge crosses its edge: the edge's midpoint, or the middle of
        the half where a river crosses the edge too."""
        half = HalfEdge.from_id(half_id)
        if len(edge_sides(self.board.land, half.edge)) == 1:
            seg = half.edge.segment(self.size)
        else:
            seg = half.segment(self.size)
        p = seg.interpolate(0.5, normalized=True)
        return QPointF(p.x + self.dx, p.y + self.dy)

    def side_line(self, half_id: str) -> QLineF:
        """The stretch of border a road on a half-edge crosses: the edge, or its half where a
        river crosses the edge too (a lit road site is drawn along it)."""
        half = HalfEdge.from_id(half_id)
        one = len(edge_sides(self.board.land, half.edge)) == 1
        seg = half.edge.segment(self.size) if one else half.segment(self.size)
        (x1, y1), (x2, y2) = seg.coords[0], seg.coords[-1]
        return QLineF(x1 + self.dx, y1 + self.dy, x2 + self.dx, y2 + self.dy)

    def road_path(self, half_id: str) -> QPainterPath:
        """A road: from the middle of one area it joins, across its edge, to the other's."""
        a, b = self.board.road_ends(half_id)
        path = QPainterPath(self.centres[a])
        path.lineTo(self.crossing(half_id))
        path.lineTo(self.centres[b])
        return path

    def edge_line(self, edge_id: str) -> QLineF:
        """An edge, corner to corner (a wall stands on it)."""
        seg = HexEdge.from_id(edge_id).segment(self.size)
        (x1, y1), (x2, y2) = seg.coords
        return QLineF(x1 + self.dx, y1 + self.dy, x2 + self.dx, y2 + self.dy)

    def bridge_line(self, hex_id: str, arm: int) -> QLineF:
        """A bridge across a river arm, half way along it, square to it."""
        h = Hex.from_id(hex_id)
        c = self.hex_centre(hex_id)
        mx, my = edge_midpoint(h, arm, self.size)
        m = QPointF(mx + self.dx, my + self.dy)
        mid = (c + m) / 2
        along = QLineF(c, m)
        half = 0.24 * self.size / max(along.length(), 1e-6)
        nx, ny = -along.dy() * half, along.dx() * half
        return QLineF(mid.x() - nx, mid.y() - ny, mid.x() + nx, mid.y() + ny)

    @staticmethod
    def bridge_id(hex_id: str, arm: int) -> str:
        """The rules' id of a bridge: `bridge:q,r/<arm direction>`."""
        return f"bridge:{hex_id.removeprefix('hex:')}/{DIRECTIONS[arm]}"

    def _coast(self, half_id: str) -> tuple[LineString, Hex]:
        """A dock's stretch of coast (the whole edge, or its half at a river mouth) and the sea
        hex it faces."""
        half = HalfEdge.from_id(half_id)
        area = self.board.docks[half]
        sea = half.edge.other(area.hex)
        halves = [HalfEdge(half.edge, s) in self.board.docks for s in (0, 1)]
        seg = half.segment(self.size) if all(halves) else half.edge.segment(self.size)
        return self._place(seg), sea

    @cached_property
    def dock_polygons(self) -> dict[str, Polygon]:
        """Each dock position (`dock:<half-edge>`): the strip of sea along its coast."""
        out = {}
        for half in self.board.docks:
            seg, sea = self._coast(half.id)
            c = self.hex_centre(sea.id)
            (ax, ay), (bx, by) = seg.coords
            d = 0.42
            inner = [(x + (c.x() - x) * d, y + (c.y() - y) * d) for x, y in ((bx, by), (ax, ay))]
            out[f"dock:{half.id}"] = Polygon([(ax, ay), (bx, by), *inner])
        return out

    @cached_property
    def docks(self) -> dict[str, QPainterPath]:
        """Each dock's strip of sea, by `dock:<half-edge>`."""
        return {i: polygon_path(p) for i, p in self.dock_polygons.items()}

    def dock_slots(self, dock: str, n: int) -> tuple[QPointF, ...]:
        """Where `n` boats docked together lie: side by side along the coast, just clear of a
        wall on it."""
        seg, sea = self._coast(dock.removeprefix("dock:"))
        (ax, ay), (bx, by) = seg.coords
        length = math.hypot(bx - ax, by - ay) or 1.0
        ux, uy = (bx - ax) / length, (by - ay) / length
        c = self.hex_centre(sea.id)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        inward = math.hypot(c.x() - mx, c.y() - my) or 1.0
        nx, ny = (c.x() - mx) / inward, (c.y() - my) / inward
        off = self.wall_w / 2 + self.sizes.piece_h / 2 + 2
        step = min(self.sizes.piece_w * 1.05, 1.6 * length / max(n, 1))
        return tuple(
            QPointF(
                mx + nx * off + ux * step * (i - (n - 1) / 2),
                my + ny * off + uy * step * (i - (n - 1) / 2),
            )
            for i in range(n)
        )

    # -- what stands in a place --------------------------------------------------------------------

    def anchor(self, place: str) -> QPointF:
        """The middle of a place that holds things: an area, or a sea hex (`sea:q,r`)."""
        if place.startswith("sea:"):
            return self.hex_centre("hex:" + place.removeprefix("sea:"))
        return self.centres[place]

    def polygon(self, place: str) -> Polygon:
        """The outline of an area or a sea hex (`sea:q,r`)."""
        if place.startswith("sea:"):
            return self.tile_polygons["hex:" + place.removeprefix("sea:")]
        return self.area_polygons[place]

    def room(self, place: str) -> Room:
        """The room of an area or a sea hex for what stands there (computed once)."""
        found = self._rooms.get(place)
        if found is None:
            found = self._rooms[place] = Room(self._room(place), self.anchor(place), self.sizes)
        return found

    def _room(self, place: str, berth: Any = None) -> Any:
        """What of a place its cells may cover: clear of the tile's edges, a river's boats and,
        at sea, the docks' strips."""
        margin = 0.08 * self.sizes.unit
        room = self.polygon(place).buffer(-margin)
        if place.startswith("sea:"):
            sea = place.removeprefix("sea:")
            strips = [p for d, p in self.dock_polygons.items() if self._dock_sea(d) == sea]
            if strips:
                room = room.difference(unary_union(strips).buffer(margin))
        else:
            hex_id = Area.from_id(place).hex.id
            arms = self.arm_lines.get(hex_id)
            if arms is not None:  # off the water, and clear of its boat's berth
                room = room.difference(arms.buffer(0.14 * self.sizes.unit))
                if berth is None:
                    berth = self._berth(hex_id, self.berth_arm(hex_id))
                room = room.difference(berth)
        return room

    def _dock_sea(self, dock: str) -> str:
        half = HalfEdge.from_id(dock.removeprefix("dock:"))
        area = self.board.docks[half]
        sea = half.edge.other(area.hex)
        return f"{sea.q},{sea.r}"


def polygon_path(poly: Polygon) -> QPainterPath:
    """A shapely polygon's outline as a Qt path."""
    path = QPainterPath()
    coords = list(poly.exterior.coords)
    path.moveTo(*coords[0])
    for x, y in coords[1:]:
        path.lineTo(x, y)
    path.closeSubpath()
    return path


def shape_path(shape: Any) -> QPainterPath:
    """A shapely polygon or multipolygon, holes and all, as a Qt path (odd-even filled)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    for poly in getattr(shape, "geoms", [shape]):
        for ring in (poly.exterior, *poly.interiors):
            coords = list(ring.coords)
            path.moveTo(*coords[0])
            for x, y in coords[1:]:
                path.lineTo(x, y)
            path.closeSubpath()
    return path


def lines_path(lines: MultiLineString) -> QPainterPath:
    """Shapely lines as one Qt path."""
    path = QPainterPath()
    for line in lines.geoms:
        coords = list(line.coords)
        path.moveTo(*coords[0])
        for x, y in coords[1:]:
            path.lineTo(x, y)
    return path


def lay_out_map(board: Any, width: float = ROOM[0], height: float = ROOM[1]) -> MapLayout:
    """The map of `board` fitted and centred in a `width` × `height` room at the origin."""
    return MapLayout(board, QRectF(0, 0, width, height))
