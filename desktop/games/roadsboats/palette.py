"""The build palette, the panel's part `build`: a piece per thing the rules build, each a tile
with its sign, its cost in goods and its name. The scene picks a tile up and drops it on the
map; the palette only keeps the tiles where they belong.

Pieces (each its own element id): `build:<building id>` for every building kind of the data
(`build:building:sawmill`), then `build:road`, `build:bridge`, `build:wall`, `build:demolish`
and `build:new_shaft`. A building's tile shows the sign the map will show; a construction's a
picture of it. A cost that grows (the n-th wall token, a wall of n tokens demolished) reads
"1+". Those the seat to act has not researched yet are faded and locked. The costs read at arm's
length (numbers at the least type, beside the sign or under it); a name shows where it reads
in the room left, else the tooltip and the lifted part say it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from types import SimpleNamespace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene

from desktop.board import layers
from desktop.board.drawn import Decor, Drawn
from desktop.board.items import BoardItem, PieceItem
from desktop.board.paint_kit import font, rounded, text_width
from desktop.board.palette import COIN
from desktop.games.roadsboats import glyphs, goods_glyphs, look
from desktop.games.roadsboats.pieces import Building, BuildingLook
from desktop.games.roadsboats.typeset import LEFT, Tr, fits_wrapped, least_px, pen, words, wrapped
from rules.core.text import Text
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe_palette import CONSTRUCTIONS, palette_ids
from rules.roadsboats.state import RoadsBoatsState

TILE_H = 80.0
ICON_H = 36.0  # a tile's sign
ICON_W = 40.0
GAP = 6.0
TITLE_H = 30.0  # the line of words over the tiles
COLUMNS = 4  # of buildings; the constructions share one row
CARD = QColor("#e9e0c9")  # a tile, darker than the signs on it
STRUCK = QColor("#c62828")


def palette_height() -> float:
    rows = -(-len(roads_boats_data().buildings) // COLUMNS) + 1
    return TITLE_H + rows * (TILE_H + GAP) + GAP


@dataclass(frozen=True)
class TileLook:
    name: str
    sign: BuildingLook | None  # a building's sign as the map shows it
    glyph: str  # a construction's picture: road | bridge | wall | demolish | new_shaft
    cost: tuple[tuple[str, str, str], ...]  # (good, its mark, how many: "2", "1+")
    locked: bool  # the seat to act has not done the research it needs


@cache
def tile_look(piece: str, lang: str, locked: bool) -> TileLook:
    data = roads_boats_data()
    marks = look.good_marks(lang)
    kind = piece.removeprefix("build:")
    if kind in data.buildings:
        b = data.buildings[kind]
        made = next(iter(b.output), "")
        good = made if made.startswith("good:") else ""
        sign = BuildingLook(kind, "", marks.get(good, made), good, compact=True)
        cost = tuple((g, marks.get(g, "?"), str(n)) for g, n in b.cost.items())
        return TileLook(look.name(kind, lang), sign, "", cost, locked)
    c = data.constructions[CONSTRUCTIONS[piece]]
    grows = "+" if c.per != "once" else ""
    cost = tuple((g, marks.get(g, "?"), f"{n}{grows}") for g, n in c.cost_for(1).items())
    return TileLook(look.name(c.id, lang), None, kind, cost, locked)


def needed_research(piece: str) -> str | None:
    """The research slot a piece needs, if any."""
    data = roads_boats_data()
    kind = piece.removeprefix("build:")
    if kind in data.buildings:
        return data.buildings[kind].research
    return data.constructions[CONSTRUCTIONS[piece]].research


# -- the pictures ----------------------------------------------------------------------------------


def construction(painter: QPainter, box: QRectF, glyph: str) -> None:
    """A construction's picture on a sign like a building's."""
    painter.setPen(QPen(look.PIECE_EDGE, 1.5))
    painter.setBrush(look.HOUSE)
    painter.drawRoundedRect(box, 5, 5)
    r = box.adjusted(4, 4, -4, -4)
    painter.save()
    painter.setClipRect(box.adjusted(1, 1, -1, -1))
    flat = Qt.PenCapStyle.FlatCap
    if glyph == "road":  # a stretch of road, edged as on the map
        a, b = QPointF(r.left(), r.bottom()), QPointF(r.right(), r.top())
        painter.setPen(pen(look.ROAD_EDGE.darker(125), 0.42 * r.height(), flat))
        painter.drawLine(a, b)
        painter.setPen(pen(look.ROAD, 0.3 * r.height(), flat))
        painter.drawLine(a, b)
    elif glyph == "bridge":  # an arch over water
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.RIVER)
        water = 0.4 * r.height()
        painter.drawRect(QRectF(box.left(), r.bottom() - 0.7 * water, box.width(), water))
        arch = QPainterPath(QPointF(r.left(), r.bottom()))
        top = QPointF(r.center().x(), r.top() - 0.2 * r.height())
        arch.quadTo(top, QPointF(r.right(), r.bottom()))
        painter.setPen(pen(look.ROAD, 0.22 * r.height(), flat))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(arch)
    elif glyph in ("wall", "demolish"):
        _bricks(painter, r)
        if glyph == "demolish":  # the wall struck out
            painter.setPen(pen(STRUCK, 0.16 * r.height(), Qt.PenCapStyle.RoundCap))
            painter.drawLine(r.topLeft(), r.bottomRight())
            painter.drawLine(r.topRight(), r.bottomLeft())
    else:  # a new shaft: the mine's mouth (as its sign has it) and a plus
        mouth = QRectF(0, 0, 0.46 * r.width(), 0.85 * r.height())
        mouth.moveCenter(QPointF(r.left() + 0.3 * r.width(), r.center().y() + 0.08 * r.height()))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.PIECE_EDGE)
        painter.drawRoundedRect(mouth, mouth.width() / 2, mouth.width() / 2)
        bar = 0.14 * r.height()
        c = QPointF(r.left() + 0.76 * r.width(), r.center().y())
        painter.drawRect(QRectF(c.x() - 3 * bar, c.y() - bar / 2, 6 * bar, bar))
        painter.drawRect(QRectF(c.x() - bar / 2, c.y() - 3 * bar, bar, 6 * bar))
    painter.restore()


def _bricks(painter: QPainter, r: QRectF) -> None:
    """Three courses of bricks, the middle one offset by half a brick."""
    painter.setPen(QPen(look.HOUSE, 1.2))
    painter.setBrush(look.NEUTRAL_WALL.darker(120))
    h, w = r.height() / 3, r.width() / 3
    for k in range(3):
        shift = 0.0 if k % 2 == 0 else -w / 2
        for j in range(4):
            brick = QRectF(r.left() + shift + j * w, r.top() + k * h, w, h).intersected(r)
            if brick.width() > 1:
                painter.drawRect(brick)


def padlock(painter: QPainter, c: QPointF, size: float) -> None:
    s = size / 2
    painter.setPen(QPen(look.PIECE_EDGE, 0.22 * s))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(c.x() - 0.45 * s, c.y() - s, 0.9 * s, 1.1 * s), 0, 180 * 16)
    painter.setPen(QPen(look.PIECE_EDGE, 1.2))
    painter.setBrush(COIN)
    painter.drawRoundedRect(QRectF(c.x() - 0.7 * s, c.y() - 0.4 * s, 1.4 * s, 1.3 * s), 2, 2)


def _sign(painter: QPainter, box: QRectF, sign: BuildingLook) -> None:
    """A building's sign drawn by the map's own `Building.draw` (given its look and box, no
    item made): the palette shows what the map will."""
    Building.draw(SimpleNamespace(look=sign, rect=box, z=None), painter)  # type: ignore[arg-type]


# -- the items -------------------------------------------------------------------------------------


class BuildTile(Drawn, PieceItem):
    """A palette piece: a card with the sign, the cost in goods beside it and the name."""

    look: TileLook | None

    def __init__(self, piece: str, w: float, h: float) -> None:
        self.rect = glyphs.centred(w, h)
        super().__init__(piece, piece, rounded(self.rect, 7))
        self.look = None

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def draw(self, painter: QPainter) -> None:
        t, r = self.look, self.rect
        least = least_px(painter)
        painter.setOpacity(0.45 if t.locked else 1.0)
        painter.setPen(QPen(look.PIECE_EDGE, 1.5))
        painter.setBrush(CARD)
        painter.drawRoundedRect(r, 7, 7)
        icon, costs, name = self.layout(least)
        if t.sign is not None:
            _sign(painter, icon, t.sign)
        else:
            construction(painter, icon, t.glyph)
        if costs.left() > icon.right():
            _costs_stacked(painter, costs, t.cost, cost_line(least), least)
        else:
            _costs_in_a_row(painter, costs, t.cost, least)
        if name is not None:
            wrapped(painter, name, t.name, max(14, least), look.INK_DARK, least=least)
        if t.locked:
            painter.setOpacity(1.0)
            padlock(painter, QPointF(r.right() - 9, r.top() + 10), 15)

    def layout(self, least: int) -> tuple[QRectF, QRectF, QRectF | None]:
        """Where the sign, the costs and the name go at the `least` type: the costs stacked
        beside the sign, or in a row under it on a narrow tile; the name under them where it
        reads (None: left to the tooltip), else the sign and costs centred down the tile."""
        t, r = self.look, self.rect
        icon = QRectF(r.left() + 5, r.top() + 5, min(ICON_W, 0.4 * r.width()), ICON_H)
        line = cost_line(least)
        costs = QRectF(icon.right() + 4, icon.top(), r.right() - 3 - icon.right() - 4, 0)
        costs.setHeight(max(ICON_H, len(t.cost) * line))
        if cost_width(t.cost, least, line) > costs.width():  # a narrow tile
            costs = QRectF(r.left() + 3, icon.bottom() + 2, r.width() - 6, COST_ROW)
        top = max(icon.bottom(), costs.bottom())
        name = QRectF(r.left() + 3, top + 2, r.width() - 6, r.bottom() - 2 - top - 2)
        if name.height() >= least and fits_wrapped(t.name, least, name.width(), name.height()):
            return icon, costs, name
        drop = (r.bottom() - top) / 2 - 2.5  # the room under them, shared above and below
        return icon.translated(0, drop), costs.translated(0, drop), None


COST_ROW = 26.0  # the costs' row under a narrow tile's sign


def cost_line(least: int) -> float:
    """A cost's line beside a tile's sign: half the sign, or more for its number to read."""
    return max(ICON_H / 2, 0.85 * least)


def cost_width(cost: tuple[tuple[str, str, str], ...], px: float, line: float) -> float:
    """How wide a column of costs is: a good's disc (its line high) and the widest number."""
    widest = max((text_width(n, round(px)) for _, _, n in cost), default=0.0)
    return 2 * min(0.47 * line, ICON_H / 4) + 3 + widest


def _cost(painter: QPainter, c: QPointF, rad: float, good: str, n: str, px: int) -> float:
    """A good's disc at `c` and its number right of it, `px` high; returns where it ends."""
    goods_glyphs.disc(painter, c, rad, good)
    w = text_width(n, px)
    box = QRectF(c.x() + rad + 3, c.y() - px, w + 2, 2 * px)
    painter.setFont(font(px, bold=True))
    painter.setPen(look.INK_DARK)
    painter.drawText(box, LEFT, n)
    return box.right()


def _costs_stacked(
    painter: QPainter,
    box: QRectF,
    cost: tuple[tuple[str, str, str], ...],
    line: float,
    least: int,
) -> None:
    """The costs a `line` each, centred down `box` (one good: level with the sign's middle)."""
    top = box.center().y() - len(cost) * line / 2
    rad = min(0.47 * line, ICON_H / 4)
    px = max(round(0.95 * line), least)
    for k, (good, _, n) in enumerate(cost):
        _cost(painter, QPointF(box.left() + rad, top + (k + 0.5) * line), rad, good, n, px)


def _costs_in_a_row(
    painter: QPainter, box: QRectF, cost: tuple[tuple[str, str, str], ...], least: int
) -> None:
    """The costs side by side, centred in `box`."""
    rad = 0.4 * box.height()
    px = max(round(0.8 * box.height()), least)
    widths = [2 * rad + 3 + text_width(n, px) for _, _, n in cost]
    x = box.center().x() - (sum(widths) + 6 * (len(cost) - 1)) / 2
    for (good, _, n), w in zip(cost, widths, strict=True):
        _cost(painter, QPointF(x + rad, box.center().y()), rad, good, n, px)
        x += w + 6


class Title(Decor):
    """A line of words (its look)."""

    look: str | None

    def draw(self, painter: QPainter) -> None:
        least = least_px(painter)
        words(painter, self.rect, self.look, max(16, least), look.INK_SOFT, least=least)


class BuildPalette:
    """The tiles in `rect` (`palette_height()` high): a line of words, the buildings in rows
    of COLUMNS, the constructions in one row; each tile given to `add` (into the scene and its
    registry)."""

    def __init__(
        self, scene: QGraphicsScene, rect: QRectF, add: Callable[[BoardItem], None]
    ) -> None:
        self.scene = scene
        self.title = Title(
            QRectF(rect.left(), rect.top(), rect.width(), TITLE_H), None, z=layers.ELEMENTS
        )
        scene.addItem(self.title)
        self.tiles: dict[str, BuildTile] = {}
        buildings = [p for p in palette_ids() if p not in CONSTRUCTIONS]
        top = rect.top() + TITLE_H
        for pieces, cols in ((buildings, COLUMNS), (list(CONSTRUCTIONS), len(CONSTRUCTIONS))):
            w = (rect.width() - (cols - 1) * GAP) / cols
            for k, piece in enumerate(pieces):
                row, col = divmod(k, cols)
                tile = BuildTile(piece, w, TILE_H)
                x = rect.left() + col * (w + GAP) + w / 2
                add(tile)
                tile.rest_at(QPointF(x, top + row * (TILE_H + GAP) + TILE_H / 2))
                self.tiles[piece] = tile
            top += -(-len(pieces) // cols) * (TILE_H + GAP) + GAP

    def update(self, view: RoadsBoatsState, tr: Tr, lang: str, acting_seat: int | None) -> None:
        """Names in `lang`; locked what `acting_seat` (None: nobody) has not researched (a tile
        the rules took from the map goes home as every piece does: the scene settles it)."""
        self.title.show(tr(Text("roads-and-boats.ui.panel.build")))
        done = set(view.players[acting_seat].research) if acting_seat is not None else None
        for piece, tile in self.tiles.items():
            need = needed_research(piece)
            locked = done is not None and need is not None and need not in done
            tile.show(tile_look(piece, lang, locked))
