"""What the map is drawn on: the tiles, the rivers, the home markers, the places pieces are
dropped on, and what players build on the tiles' borders (roads, bridges, walls). Elements carry
the rules' ids (`hex:q,r`, `hex:q,r/area:k`, `river:q,r`, `sea:q,r`, `dock:<half-edge>`, roads
`edge:q,r~q,r#s`, bridges `bridge:q,r/<arm>`, walls `edge:q,r~q,r`); the rivers and the homes are
decor, so presses go through them."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.board import layers
from desktop.board.drawn import Decor, Element, least_type, nothing
from desktop.board.paint_kit import draw_words, text_width
from desktop.games.roadsboats import glyphs, look
from desktop.games.roadsboats.layout import MapLayout, shape_path
from rules.geometry.hexes import Hex


@dataclass(frozen=True)
class TileLook:
    terrain: str  # as it counts now (an irrigated desert is pasture, §4.1)
    irrigated: bool = False  # a desert watered: drawn as pasture with its dunes


class Tile(Element):
    """A tile in its terrain's colour with three marks of its terrain (trees, peaks...), the
    grid's line round it and a beach where land meets the sea."""

    look: TileLook

    def __init__(self, hex_id: str, out: MapLayout, coast: list[QLineF]) -> None:
        terrain = out.board.tile[Hex.from_id(hex_id)].terrain
        super().__init__(hex_id, out.tiles[hex_id], TileLook(terrain), z=layers.TERRAIN)
        self.terrain = terrain
        self.coast = coast
        self.centre = out.hex_centre(hex_id)
        self.s = out.size
        self._marks: dict[str, QPainterPath] = {}

    def marks(self, terrain: str) -> QPainterPath:
        """Three small marks towards the tile's corners (under what stands there)."""
        found = self._marks.get(terrain)
        if found is None:
            path = QPainterPath()
            for corner in (0, 2, 4):
                angle = math.radians(60 * corner + 30)
                at = self.centre + QPointF(math.cos(angle), math.sin(angle)) * 0.62 * self.s
                path.addPath(glyphs.placed(glyphs.TERRAIN_MARK[terrain](), at, 0.2 * self.s))
            found = self._marks[terrain] = path
        return found

    def draw(self, painter: QPainter) -> None:
        t = self.look
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.TERRAIN[t.terrain])
        painter.drawPath(self._path)
        painter.setBrush(look.TERRAIN_MARK[t.terrain])
        painter.drawPath(self.marks(t.terrain))
        if t.irrigated:
            painter.setBrush(look.TERRAIN_MARK["terrain:desert"])
            painter.drawPath(self.marks("terrain:desert"))
        if self.coast:
            pen = QPen(look.COAST, max(2.0, 0.05 * self.s))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLines(self.coast)
        painter.setPen(QPen(self.edge(t.terrain), 1.2))  # opaque: cheaper than a veil
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)

    @staticmethod
    @cache
    def edge(terrain: str) -> QColor:
        return look.TERRAIN[terrain].darker(165)


class Rivers(Decor):
    """Every river of the map: light banks first, then the water, so arms meet seamlessly."""

    def __init__(self, out: MapLayout) -> None:
        path = QPainterPath()
        for arms in out.rivers.values():
            path.addPath(arms)
        grow = out.river_w * 2
        super().__init__(path.boundingRect().adjusted(-grow, -grow, grow, grow), True, z=0)
        self.setZValue(layers.TERRAIN + 1)
        self.path, self.width = path, out.river_w

    def draw(self, painter: QPainter) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((look.RIVER_BANK, self.width * 1.8), (look.RIVER, self.width)):
            pen = QPen(colour, width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(self.path)


class Home(Decor):
    """A player's home: a band of their colour round the inside of the home area, edged dark
    on its inner side (a filled ring: cheaper to paint than a clipped wide stroke)."""

    def __init__(self, area: str, out: MapLayout) -> None:
        polygon = out.area_polygons[area]
        super().__init__(out.areas[area].boundingRect(), None, z=layers.TERRAIN + 0.5)
        band = max(5.0, 0.09 * out.size)  # under the river: the home area's banks stay blue
        inner = polygon.buffer(-band, join_style="mitre")
        self.ring = shape_path(polygon.difference(inner))
        self.edge = shape_path(inner.difference(inner.buffer(-1.5, join_style="mitre")))

    def draw(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.player(self.look))
        painter.drawPath(self.ring)
        painter.setBrush(look.PIECE_EDGE)
        painter.drawPath(self.edge)


class Target(Element):
    """A place pieces are dropped on (an area, a river, the sea, a dock): it draws nothing, its
    shape is what a press finds."""

    draw_empty = nothing  # always empty: only its shape is there

    def __init__(self, element_id: str, shape: QPainterPath, z: float) -> None:
        super().__init__(element_id, shape, None, z=z)


class Road(Element):
    """A road from the middle of one area across its edge to the other's; a press finds it near
    the edge only (the areas' middles are the areas')."""

    def __init__(self, half: str, out: MapLayout) -> None:
        self.line = out.road_path(half)
        crossing = out.crossing(half)
        near = QPainterPath(crossing + (self.line.pointAtPercent(0.0) - crossing) * 0.4)
        near.lineTo(crossing)
        near.lineTo(crossing + (self.line.pointAtPercent(1.0) - crossing) * 0.4)
        self.width = out.road_w
        super().__init__(  # drawn once built (its look True); a drop target before
            half, glyphs.stroke(near, max(12.0, 2.5 * self.width)), False, z=layers.LINKS
        )
        grow = self.width * 2
        self.bounds = self.line.boundingRect().adjusted(-grow, -grow, grow, grow)
        side = out.side_line(half)
        middle = side.center()
        self.side = QLineF(  # the middle of the border it crosses, clear of the corners
            middle + (side.p1() - middle) * 0.62, middle + (side.p2() - middle) * 0.62
        )

    def lit_band(self) -> QPainterPath:
        """What a lit road site shows: a thin band along the stretch of border it crosses (its
        drop shape, a wide chevron, would tangle with its neighbours' round a tile)."""
        path = QPainterPath(self.side.p1())
        path.lineTo(self.side.p2())
        return self.mapToScene(glyphs.stroke(path, max(5.0, 0.9 * self.width)))

    def side_rect(self) -> QRectF:
        """Where its cost tag goes near: the stretch of border it crosses."""
        return self.lit_band().boundingRect()

    def boundingRect(self) -> QRectF:
        return self.bounds

    def draw(self, painter: QPainter) -> None:
        if not self.look:
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((look.ROAD_EDGE, self.width + 3.0), (look.ROAD, self.width)):
            pen = QPen(colour, width)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(self.line)


class Bridge(Element):
    """A bridge: a short stretch of road across a river arm, its ends squared off."""

    def __init__(self, bridge_id: str, line: QLineF, width: float) -> None:
        path = QPainterPath(line.p1())
        path.lineTo(line.p2())
        self.line, self.width = line, width
        super().__init__(
            bridge_id, glyphs.stroke(path, max(14.0, width)), True, z=layers.LINKS + 0.3
        )

    def draw(self, painter: QPainter) -> None:
        for colour, width in (
            (look.PIECE_EDGE, self.width + 2.0),
            (look.ROAD_EDGE, self.width),
            (look.ROAD, self.width * 0.5),
        ):
            pen = QPen(colour, width)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            painter.setPen(pen)
            painter.drawLine(self.line)


NUMBER_MOST = 1.8  # a wall's number token's type, at most, in wall widths


@dataclass(frozen=True)
class WallLook:
    owner: str | None  # None: neutral (demolished, §7.2.3)
    tokens: int


class Wall(Element):
    """A wall on an edge: its tokens in its owner's colour (grey when neutral)."""

    look: WallLook | None
    draw_empty = nothing  # no wall built on the edge yet

    def __init__(self, edge: str, out: MapLayout) -> None:
        full = out.edge_line(edge)
        self.line = QLineF(full.pointAt(0.1), full.pointAt(0.9))
        self.width = out.wall_w
        path = QPainterPath(self.line.p1())
        path.lineTo(self.line.p2())
        shape = glyphs.stroke(path, self.width + 4)
        super().__init__(edge, shape, None, z=layers.LINKS + 0.6)  # drawn once built

    def boundingRect(self) -> QRectF:
        grow = NUMBER_MOST * self.width  # a number's token may be taller than the wall
        return super().boundingRect().adjusted(-grow, -grow, grow, grow)

    def lit_band(self) -> QPainterPath:
        """What a lit wall site shows: a thin band along its edge (not a ring round it)."""
        path = QPainterPath(self.line.p1())
        path.lineTo(self.line.p2())
        return self.mapToScene(glyphs.stroke(path, max(5.0, 0.6 * self.width)))

    def side_rect(self) -> QRectF:
        """Where its cost tag goes near: its edge."""
        return self.lit_band().boundingRect()

    def draw(self, painter: QPainter) -> None:
        """A dark band along the edge, and on it a square token per wall token, spread out so
        they count at a glance (past four, one wide token with the number, where the number
        reads; else every token, narrower)."""
        w, size = self.look, self.width
        colour = look.player(w.owner)
        length = self.line.length()
        painter.save()
        painter.translate(self.line.p1())
        painter.rotate(-self.line.angle())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.PIECE_EDGE)
        painter.drawRoundedRect(QRectF(0, -size * 0.22, length, size * 0.44), 2, 2)
        painter.setPen(QPen(look.PIECE_EDGE, 1.5))
        painter.setBrush(colour)
        px = max(size * 0.9, math.ceil(least_type(painter)))
        if w.tokens > 4 and px <= NUMBER_MOST * size:
            wide = max(2 * size, text_width(str(w.tokens), round(px)) + 0.4 * px)
            box = QRectF(length / 2 - wide / 2, -0.55 * px, wide, 1.1 * px)
            painter.drawRoundedRect(box, 2, 2)
            draw_words(painter, box, str(w.tokens), px, look.ink_on(colour))
        else:
            step = length / w.tokens
            side = min(size, 0.8 * step)
            for i in range(w.tokens):
                x = step * (i + 0.5)
                painter.drawRoundedRect(QRectF(x - side / 2, -size / 2, side, size), 2, 2)
        painter.restore()
