"""The pieces of a Brass player mat, each drawn from a small look:

- an industry's cell (`IndustryCell`, a drawing): the mat's slot under its top tile with what
  building that tile costs (£, coal, iron), and beside or under it the tiles left after it,
  lowest level first, each a chip with its level, its copies and its era mark;
- the top tile itself (`MatTile`), the piece `mat:<industry>` a player drags onto a build slot:
  the printed tile in the seat's colour, its industry and level, the beer it needs to sell, and
  at its foot the VP, income spaces and link icons it scores once flipped; marked when it is
  canal-only, rail-only or cannot be developed (a lightbulb);
- the link tiles left (`LinkStack`), the piece `link`, with their count;
- the faces of the cards in a hand (`CardFaces`): a location's name on its banner's colour, or
  an industry's icons; lying flat in rows, each card as wide as its name needs (`flow`), or in
  a grid, the name written across it; fanned, up the card's left edge.

Words too small to read on the screen (`least_type`) are left out for the tooltips: a cost in
a narrow cell, the tiles left in a shallow one, a small tile's foot.

The tiles and the links move only for the seat whose gestures the table takes (`movable`): a
drag of another seat's tile would mean the viewer's own."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop.board import layers
from desktop.board.drawn import Decor, Drawn, least_type
from desktop.board.fitting import first_fit, grid
from desktop.board.hand import GRID_GAP, rows
from desktop.board.items import PieceItem
from desktop.board.paint_kit import draw_outlined, ink_on, rounded, text_outline
from desktop.games.brass import glyphs, look
from rules.brass.core.board import Board, TileSpec
from rules.brass.core.names import card_text, industry_text, location_text
from rules.core.text import Text

CANAL_MARK, RAIL_MARK = look.CANAL, QColor("#5a4a38")
HANGUL = re.compile("[\uac00-\ud7a3]")


def _era_only(spec: TileSpec) -> str | None:
    """Canal or rail for a tile built in one era only, "none" for one never built (the
    shipyard's lock), else None."""
    if spec.canal and spec.rail:
        return None
    if spec.canal:
        return "canal"
    return "rail" if spec.rail else "none"


# -- the top tile ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class TileFace:
    industry: str
    level: int
    colour: str  # the seat's
    vp: int
    income: int  # spaces on the income track
    link_icons: int
    beer: int  # barrels to sell it (0 for a tile not sold, or sold without)
    era: str | None  # canal | rail | none (never built) | None (either era)
    bulb: bool  # cannot be developed
    left: int  # tiles of the industry left, this one included


def tile_face(board: Board, industry: str, levels: list[int], colour: str) -> TileFace | None:
    if not levels:
        return None
    spec = board.spec(industry, levels[0])
    return TileFace(
        industry,
        spec.level,
        colour,
        spec.vp,
        spec.income,
        spec.link_icons,
        spec.beer or 0,
        _era_only(spec),
        not spec.developable,
        len(levels),
    )


TALL = 1.12  # a mat tile's height against its width, at most: its foot holds what it scores
FOOT_MIN = 38.0  # narrower, a tile shows its industry and level only (no foot)
COST_W = 30.0  # beside a tile, the least room for its cost
CHIPS_W = 60.0  # ...and for its chips
CUBE_LEAST = 6.0  # a cost's coal and iron cubes, at least this large, else left out


def paint_tile(painter: QPainter, r: QRectF, t: TileFace) -> None:
    """The printed tile in its owner's colour: icon top left, level top right, the barrels it
    needs to sell under the level; on its foot the VP (a coin), the income spaces (a square)
    and the link icons (a chain) it gives once flipped."""
    s = r.width()
    owner = QColor(t.colour)
    painter.setPen(QPen(look.INK_DARK, 1.5))
    painter.setBrush(owner)
    painter.drawRoundedRect(r, s * 0.1, s * 0.1)
    ink = ink_on(owner)
    rim = look.INK_DARK if ink == look.INK else look.INK
    icon_r = s * 0.21
    icon_at = QPointF(r.left() + s * 0.05 + icon_r, r.top() + s * 0.05 + icon_r)
    painter.setPen(QPen(look.INK_DARK, 1.2))
    painter.setBrush(look.TOWN)
    painter.drawEllipse(icon_at, icon_r, icon_r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(look.INDUSTRY.get(t.industry, look.INK_DARK))
    painter.drawPath(glyphs.placed(glyphs.industry(t.industry), icon_at, icon_r * 1.45))
    level_x = (icon_at.x() + icon_r + r.right()) / 2
    level = text_outline(
        look.roman(t.level), look.font(s * 0.34, bold=True), QPointF(level_x, r.top() + s * 0.4)
    )
    draw_outlined(painter, level, ink, rim, max(2.0, s * 0.05))
    if s >= FOOT_MIN:  # a foot: barrels to sell it, then what it scores
        for i in range(t.beer):
            at = QPointF(level_x + (i - (t.beer - 1) / 2) * s * 0.19, r.top() + s * 0.54)
            glyphs.draw_cube(painter, "beer", at, s * 0.17)
        foot_h = min(s * 0.36, r.height() * 0.32)
        foot = QRectF(r.left() + s * 0.04, r.bottom() - foot_h - s * 0.04, s * 0.92, foot_h)
        _paint_scores(painter, foot, t, least_type(painter))
    if t.era is not None and s < FOOT_MIN:  # small: a stripe along the foot
        stripe = {"canal": CANAL_MARK, "rail": RAIL_MARK}.get(t.era, look.MUTED)
        painter.fillRect(QRectF(r.left() + 3, r.bottom() - 5, r.width() - 6, 3), stripe)
    elif t.era is not None:
        _paint_era(painter, QPointF(r.center().x(), r.top()), max(12.0, s * 0.3), t.era)
    if t.bulb and s >= FOOT_MIN:
        _paint_bulb(painter, QPointF(r.left() + s * 0.16, r.top() + s * 0.6), s * 0.2)


def _paint_scores(painter: QPainter, foot: QRectF, t: TileFace, least: float) -> None:
    """VP on a coin, income spaces on an orange square, link icons after a chain, on a light
    plate so they read on any seat's colour; each as wide as its number needs. Where the
    numbers would be smaller than `least`, the foot is left out (the tile's tooltip says
    what it scores, and a larger zone shows it)."""
    h = foot.height()
    marks = ((str(t.vp), "vp"), (str(t.income), "income"), (str(t.link_icons), "link"))
    k = 1.0  # the marks and their type shrink together until the three fit
    while True:
        d, face = h * 0.9 * k, look.font(h * 0.84 * k, bold=True)
        metrics = QFontMetricsF(face)
        widths = [
            d * 0.6 + metrics.horizontalAdvance(v) + 2
            if m == "link"
            else max(d, metrics.horizontalAdvance(v) + 5)
            for v, m in marks
        ]
        if sum(widths) + 4 <= foot.width() or k < 0.6:
            break
        k -= 0.05
    if face.pixelSize() < least:
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(look.TOWN)
    painter.drawRoundedRect(foot, foot.height() * 0.3, foot.height() * 0.3)
    gap = (foot.width() - sum(widths)) / 4
    x = foot.left() + gap
    for (value, mark), w in zip(marks, widths, strict=True):
        box = QRectF(x, foot.top(), w, h)
        x += w + gap
        if mark == "link":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(look.INK_DARK)
            chain = QPointF(box.left() + d * 0.3, box.center().y())
            painter.drawPath(glyphs.placed(glyphs.chain(), chain, d * 0.6))
            text_box = box.adjusted(d * 0.6, 0, 0, 0)
        else:
            painter.setPen(QPen(look.INK_DARK, 1))
            painter.setBrush(look.COIN if mark == "vp" else look.INDUSTRY["iron_works"])
            plate = QRectF(box.left(), box.center().y() - d / 2, box.width(), d)
            radius = d / 2 if mark == "vp" else 2.0
            painter.drawRoundedRect(plate, radius, radius)
            text_box = box
        painter.setPen(look.INK_DARK)
        painter.setFont(face)
        painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, value)


def _paint_era(painter: QPainter, at: QPointF, size: float, era: str) -> None:
    """A small badge across the tile's top edge: waves (canal only), rails (rail only), a cross
    (never built: only developed away)."""
    box = QRectF(at.x() - size * 0.75, at.y() - size * 0.4, size * 1.5, size * 0.8)
    fill = {"canal": CANAL_MARK, "rail": RAIL_MARK}.get(era, look.MUTED)
    painter.setPen(QPen(look.INK_DARK, 1))
    painter.setBrush(fill)
    painter.drawRoundedRect(box, size * 0.3, size * 0.3)
    pen = QPen(look.INK, max(1.0, size * 0.09))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if era == "none":
        d = size * 0.22
        painter.drawLine(at + QPointF(-d, -d), at + QPointF(d, d))
        painter.drawLine(at + QPointF(-d, d), at + QPointF(d, -d))
        return
    glyph = glyphs.waves() if era == "canal" else glyphs.rails()
    painter.drawPath(QTransform(size * 0.55, 0, 0, size * 0.3, at.x(), at.y()).map(glyph))


def _paint_bulb(painter: QPainter, at: QPointF, size: float) -> None:
    """The lightbulb: this tile cannot be developed, only built."""
    painter.setPen(QPen(look.INK_DARK, 1))
    painter.setBrush(QColor("#fff3a0"))
    painter.drawEllipse(at, size * 0.42, size * 0.42)
    painter.setBrush(look.MUTED)
    painter.drawRect(QRectF(at.x() - size * 0.2, at.y() + size * 0.36, size * 0.4, size * 0.26))


class MatTile(PieceItem):
    """The top tile of an industry on a seat's mat, the piece `mat:<industry>` (a drop on a
    build slot builds it, as the rules judge); its element `mat:<seat>:<industry>`, or for the
    seat to act `mat:<industry>` (the seats' mats say which)."""

    def __init__(self, seat: int, industry: str) -> None:
        super().__init__(f"mat:{seat}:{industry}", f"mat:{industry}", QPainterPath())
        self.seat = seat
        self.industry = industry
        self.face: TileFace | None = None
        self.rect = QRectF()
        self.set_movable(False)

    def place(self, rect: QRectF) -> None:
        self.rect = QRectF(rect)
        self.set_path(rounded(rect, rect.width() * 0.1))

    def show_face(self, face: TileFace | None, movable: bool) -> None:
        self.set_movable(movable)
        self.setVisible(face is not None)
        if face != self.face:
            self.face = face
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -self.rect.height() * 0.15, 3, 3)  # the era badge

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        if self.face is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_tile(painter, self.rect, self.face)


# -- an industry's cell ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Chip:
    """Tiles of one level left after the top tile: its level, how many, its era mark."""

    level: int
    copies: int
    era: str | None
    vp: int
    cost: int


@dataclass(frozen=True)
class CellLook:
    industry: str
    levels: tuple[int, ...]  # every tile left, lowest first (the top tile's level first)
    colour: str
    cost: int  # to build the top tile: £, coal, iron
    coal: int
    iron: int
    chips: tuple[Chip, ...]


def cell_look(board: Board, industry: str, levels: list[int], colour: str) -> CellLook:
    chips: list[Chip] = []
    for level in levels[1:]:
        if chips and chips[-1].level == level:
            last = chips[-1]
            chips[-1] = Chip(level, last.copies + 1, last.era, last.vp, last.cost)
        else:
            spec = board.spec(industry, level)
            chips.append(Chip(level, 1, _era_only(spec), spec.vp, spec.cost))
    top = board.spec(industry, levels[0]) if levels else None
    return CellLook(
        industry,
        tuple(levels),
        colour,
        top.cost if top else 0,
        top.coal if top else 0,
        top.iron if top else 0,
        tuple(chips),
    )


def cell_parts(rect: QRectF) -> tuple[QRectF, QRectF, QRectF, bool]:
    """An industry's cell cut into its tile, its cost line and its chips, whichever way gives
    the larger tile. Wide: the cost and the chips to the right of a tile as deep as the cell.
    Tall: tile, cost and chips one under another, the chips dropped first where there is no
    room. A tile is 1 to TALL times as tall as wide (the foot with what it scores needs
    FOOT_MIN wide)."""
    w, h = rect.width(), rect.height()
    wide_w = max(0.0, min(h - 2, 84.0, w - COST_W - 6))
    line = min(16.0, max(14.0, h * 0.15))  # 12 px type at least, on a zone's scale
    room = h - line - 4  # for the tile, with the cost under it
    chips_h = line if min(w - 2, room - line) >= FOOT_MIN else 0.0
    tall_w = max(0.0, min(w - 2, room - chips_h, 84.0))
    # a tile a little smaller is worth it where the chips (and the cubes) show
    beside = w - wide_w - 7
    wide_value = wide_w * (1.0 if beside >= CHIPS_W else 0.8 if beside >= 46 else 0.7)
    if wide_value > tall_w * (1.0 if chips_h else 0.8):
        tile_h = min(wide_w * TALL, h - 2) if wide_w >= FOOT_MIN else wide_w
        tile = QRectF(rect.left() + 1, rect.center().y() - tile_h / 2, wide_w, tile_h)
        right = QRectF(tile.right() + 6, tile.top(), rect.right() - tile.right() - 6, tile_h)
        line = min(18.0, max(14.0, right.height() / 3))
        cost = QRectF(right.left(), right.top(), right.width(), line)
        chips = right.adjusted(0, line + 3, 0, 0) if right.width() >= CHIPS_W else QRectF()
        return tile, cost, chips, True
    tile_h = min(tall_w * TALL, room - chips_h) if tall_w >= FOOT_MIN else tall_w
    tile = QRectF(rect.center().x() - tall_w / 2, rect.top() + 1, tall_w, tile_h)
    cost = QRectF(rect.left() - 3, tile.bottom() + 2, w + 6, line)
    chips = QRectF(rect.left() - 3, cost.bottom() + 1, w + 6, chips_h)
    return tile, cost, chips, False


def cell_grid(area: QRectF, count: int, gap: float) -> list[QRectF]:
    """The cells' grid whose tiles come out largest (a little less for one without chips),
    the fewest rows unless more make the tiles clearly larger."""
    found = grid(count, area, gap, _cell_score, clearly=1.25)
    if found is None:  # no room: every cell an empty rect in the corner
        return [QRectF(area.topLeft(), area.topLeft()) for _ in range(count)]
    return list(found.cells)


def _cell_score(w: float, h: float) -> float | None:
    """How well a cell of w × h shows its tile: the tile's area, less without the chips."""
    if w <= 4 or h <= 4:
        return None
    tile, _, chips, _ = cell_parts(QRectF(0, 0, w, h))
    return tile.width() * tile.height() * (1.0 if chips.height() > 8 else 0.85)


class IndustryCell(Decor):
    """The mat's slot for one industry: the top tile's place (the tile is its own item), what
    building it costs, and the tiles under it. Tall cells stack tile, cost and chips; wide ones
    put cost and chips to the tile's right."""

    look: CellLook | None

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect, None, z=layers.ELEMENTS)
        self.lay_out(rect)

    def lay_out(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self.tile, self.cost, self.chips, self.wide = cell_parts(rect)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -2, 8, 2)  # a tall cell's lines run a little wider

    def draw(self, painter: QPainter) -> None:
        c = self.look
        if c is None:
            return
        painter.setPen(QPen(look.PANEL_EDGE, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(look.faded(look.INDUSTRY.get(c.industry, look.MUTED), 0.22, look.PANEL_BG))
        painter.drawRoundedRect(self.tile, self.tile.width() * 0.1, self.tile.width() * 0.1)
        if not c.levels:  # every tile built or developed: the industry's icon, faded
            glyphs.draw_icon(
                painter, c.industry, self.tile.center(), self.tile.width() * 0.5, dim=True
            )
            return
        self._paint_cost(painter, c)
        self._paint_chips(painter, c)

    def _paint_cost(self, painter: QPainter, c: CellLook) -> None:
        """The price ("£12"), then a cube for each coal and iron the build takes, smaller
        where the cell is narrow, left out where too small to tell (the tooltip says them);
        the price itself never smaller than the least readable type, or left out too."""
        box = self.cost
        face = look.font(max(box.height() * 0.86, least_type(painter)), bold=True)
        text = f"£{c.cost}"
        advance = QFontMetricsF(face).horizontalAdvance(text)
        room = box.width() - 2  # a tall cell's line runs 3 into the gap each side: 1 apart
        if advance > room:
            return
        cubes = ["coal"] * c.coal + ["iron"] * c.iron
        room -= advance + 2
        size = min(face.pixelSize() * 0.8, box.height(), room / max(len(cubes), 1) - 2)
        if size < CUBE_LEAST:
            cubes = []
        width = advance + len(cubes) * (size + 2) + 2
        x = box.left() if self.wide else box.center().x() - width / 2
        painter.setFont(face)
        painter.setPen(look.COIN)
        painter.drawText(
            QRectF(x, box.top(), advance + 2, box.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            text,
        )
        x += advance + 2 + size / 2 + 2
        for cube in cubes:
            glyphs.draw_cube(painter, cube, QPointF(x, box.center().y()), size)
            x += size + 2

    def _paint_chips(self, painter: QPainter, c: CellLook) -> None:
        """The tiles under the top one: a chip per level, "II" with its copies as "×2", and a
        stripe at its foot for an era mark (blue canal only, brown rail only). Chips that do
        not fit end in "+n", the tiles not shown."""
        area = self.chips
        if area.height() < 8 or not c.chips:
            return
        h = min(area.height(), 17.0)
        px = max(h * 0.74, least_type(painter))
        if px > h * 0.95:
            return  # too shallow to read: the tooltip names the tiles left
        face = small = look.font(px, bold=True)  # the copies as large as the level
        metrics, small_m = QFontMetricsF(face), QFontMetricsF(small)
        widths = []
        for chip in c.chips:
            w = metrics.horizontalAdvance(look.roman(chip.level)) + 5
            if chip.copies > 1:
                w += small_m.horizontalAdvance(f"×{chip.copies}") + 1
            widths.append(w)
        gap = 2.0
        lines = max(1, int((area.height() + gap) // (h + gap)))
        rows = _fill(widths, area.width(), gap, lines, small_m.horizontalAdvance("+99") + gap)
        shown = sum(len(row) for row in rows)
        rest = sum(chip.copies for chip in c.chips[shown:])
        owner = look.faded(QColor(c.colour), 0.55, look.PANEL_BG)
        for r, row in enumerate(rows):
            plus = f"+{rest}" if rest and r == len(rows) - 1 else ""
            total = sum(widths[i] for i in row) + gap * (len(row) - 1)
            if plus:
                total += gap + small_m.horizontalAdvance(plus)
            x = area.left() if self.wide else area.center().x() - total / 2
            y = area.top() + r * (h + gap)
            for i in row:
                self._paint_chip(
                    painter, c.chips[i], QRectF(x, y, widths[i], h), owner, face, small
                )
                x += widths[i] + gap
            if plus:
                painter.setPen(look.INK_SOFT)
                painter.setFont(small)
                painter.drawText(
                    QRectF(x, y, area.right() - x + 8, h),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    plus,
                )

    @staticmethod
    def _paint_chip(painter: QPainter, chip: Chip, box: QRectF, fill: QColor, face, small) -> None:
        painter.setPen(QPen(look.INK_DARK, 1))
        painter.setBrush(fill)
        painter.drawRoundedRect(box, 3, 3)
        if chip.era is not None:
            stripe = {"canal": CANAL_MARK, "rail": RAIL_MARK}.get(chip.era, look.MUTED)
            painter.fillRect(
                QRectF(box.left() + 2, box.bottom() - 3.5, box.width() - 4, 2.5), stripe
            )
        painter.setPen(ink_on(fill))
        painter.setFont(face)
        roman = look.roman(chip.level)
        rw = QFontMetricsF(face).horizontalAdvance(roman)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(
            QRectF(box.left() + 2.5, box.top(), rw + 1, box.height() - 1), flags, roman
        )
        if chip.copies > 1:
            painter.setFont(small)
            painter.drawText(
                QRectF(box.left() + 3.5 + rw, box.top(), box.width(), box.height()),
                flags,
                f"×{chip.copies}",
            )


def _fill(widths: list[float], room: float, gap: float, lines: int, plus: float) -> list[list[int]]:
    """The chips on each line, in order: as many as fit, the last line keeping room for "+n"
    when some are left over."""
    rows: list[list[int]] = []
    i = 0
    while i < len(widths) and len(rows) < lines:
        last = len(rows) == lines - 1
        row: list[int] = []
        used = 0.0
        while i < len(widths):
            need = used + (gap if row else 0.0) + widths[i]
            left_after = len(widths) - i - 1
            if need > room or (
                last
                and left_after
                and need + plus > room
                and sum(widths[i + 1 :]) + gap * left_after + need > room
            ):
                break
            used = need
            row.append(i)
            i += 1
        if not row:
            break
        rows.append(row)
    return rows


# -- the link tiles -------------------------------------------------------------------------------


@dataclass(frozen=True)
class LinksLook:
    left: int
    colour: str
    era: str  # canal | rail: the tile's side up now


class LinkStack(Decor):
    """Where the link tiles lie: the stack's shadow and "×14"."""

    look: LinksLook | None

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect, None, z=layers.ELEMENTS)
        self.lay_out(rect)

    def lay_out(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        w = min(rect.width() - 4, 56.0)
        h = w * 0.62
        top = rect.top() + max(2.0, (rect.height() - h - 22) / 2)
        self.tile = QRectF(rect.center().x() - w / 2, top, w, h)
        self.count = QRectF(rect.left(), self.tile.bottom() + 2, rect.width(), 20)
        self.update()

    def draw(self, painter: QPainter) -> None:
        s = self.look
        if s is None:
            return
        painter.setPen(QPen(look.PANEL_EDGE, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.tile, 5, 5)
        if s.left > 1:  # the tiles under the top one
            painter.setPen(QPen(look.INK_DARK, 1.2))
            painter.setBrush(look.faded(QColor(s.colour), 0.6, look.PANEL_BG))
            painter.drawRoundedRect(self.tile.translated(3, 3), 5, 5)
        painter.setPen(look.INK)
        painter.setFont(look.font(min(17.0, self.count.height() * 0.85), bold=True))
        painter.drawText(self.count, Qt.AlignmentFlag.AlignCenter, f"×{s.left}")


class LinkPiece(Drawn, PieceItem):
    """The top link tile, the piece `link` (a drop on a route places it); its element
    `links:<seat>`, or `link` for the seat to act."""

    def __init__(self, seat: int) -> None:
        super().__init__(f"links:{seat}", "link", QPainterPath())
        self.seat = seat
        self.look: LinksLook | None = None
        self.rect = QRectF()
        self.set_movable(False)

    def place(self, rect: QRectF) -> None:
        self.rect = QRectF(rect)
        self.set_path(rounded(rect, 5))

    def show_look(self, links: LinksLook, movable: bool) -> None:
        self.set_movable(movable)
        self.setVisible(links.left > 0)
        self.show(links)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(look.INK_DARK, 1.5))
        painter.setBrush(QColor(self.look.colour))
        painter.drawRoundedRect(r, 5, 5)
        glyph = glyphs.waves() if self.look.era == "canal" else glyphs.rails()
        pen = QPen(ink_on(QColor(self.look.colour)), max(1.5, r.height() * 0.09))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        c = r.center()
        painter.drawPath(
            QTransform(r.width() * 0.36, 0, 0, r.height() * 0.36, c.x(), c.y()).map(glyph)
        )


# -- the cards' faces -----------------------------------------------------------------------------


def card_words(board: Board, card: str) -> list[Text]:
    """What a card's face says: its location, its industries, or which wild card it is."""
    kind, _, key = card.partition(":")
    if kind == "location" and key in board.locations:
        return [location_text(board, key)]
    if kind == "industry":
        return [industry_text(board, i) for i in board.card_industries(card)]
    if kind == "wild":
        if key == "industry":
            return [Text("brass.ui.mat.wild_industry")]
        return [Text("brass.ui.mat.wild_location")]
    return [card_text(board, card)]


class CardFaces:
    """Paints a Brass card's face for the generic Hand: location cards in their banner's
    colour, industry cards in their industry's, wild cards gold; the name up the left edge (what
    a fanned hand shows of each card), the industry's icons or the wild star under the top."""

    def __init__(self, board: Board, name: Callable[[str], str], short: Callable[[str], str]):
        self.board = board
        self.name = name  # the card's full name ("Coalbrookdale card")
        self.short = short  # what the card shows ("Coalbrookdale")
        self._flat_px: dict[
            tuple[int, int, str], float
        ] = {}  # a flat card's room -> its names' size
        self._flowed: dict[tuple[str, float, float], int] = {}  # a card in rows -> its px

    def colour(self, card: str) -> QColor:
        kind, _, key = card.partition(":")
        if kind == "location" and key in self.board.locations:
            return look.BANNER.get(self.board.locations[key].banner, look.BANNER[None])
        if kind == "industry":
            first = self.board.card_industries(card)
            return look.INDUSTRY.get(first[0], look.MUTED) if first else look.MUTED
        return look.COIN

    def paint(self, painter: QPainter, rect: QRectF, card: str) -> None:
        if rect.width() > rect.height():
            self._paint_flat(painter, rect, card)
            return
        w, h = rect.width(), rect.height()
        colour = self.colour(card)
        painter.fillRect(rect, look.TOWN)
        strip = QRectF(rect.left(), rect.top(), w * 0.5, h)
        painter.fillRect(strip, colour)
        ink = ink_on(colour)
        _paint_name(painter, strip, self.short(card), ink, w)
        body = QRectF(strip.right(), rect.top(), rect.right() - strip.right(), h)
        kind = card.partition(":")[0]
        industries = self.board.card_industries(card) if kind == "industry" else ()
        size = min(body.width() * 0.72, h * 0.3)
        if industries:
            for i, industry in enumerate(industries[:2]):
                at = QPointF(body.center().x(), body.top() + size * (0.75 + 1.1 * i))
                glyphs.draw_icon(painter, industry, at, size)
        elif kind == "wild":
            at = QPointF(body.center().x(), body.top() + size * 0.8)
            painter.setPen(QPen(look.INK_DARK, 1))
            painter.setBrush(look.COIN)
            painter.drawPath(_star(at, size * 0.5))

    def flat_px(self, room: QRectF) -> float:
        """One size for every name of a hand lying flat: the largest at which the longest name
        of the deck fits a card's room whole (every card of a hand is the same size); 0 where
        some name cannot fit whole."""
        return self._flat_fit(room)[0]

    def _flat_fit(self, room: QRectF) -> tuple[float, int]:
        """`flat_px`, and how many of the deck's names cannot be written whole in the room."""
        cards = (*(c for c, _, _ in self.board.deck), *self.board.wild)
        key = (round(room.width()), round(room.height()), self.short(cards[0]))  # and language
        if key not in self._flat_px:
            sizes = [_whole_px(name, room) for name in {self.short(card) for card in cards}]
            self._flat_px[key] = (min(sizes), sizes.count(0.0))
        return self._flat_px[key]

    def flow(self, cards: Sequence[str], rect: QRectF) -> list[QRectF] | None:
        """The cards lying flat in rows (`rows`), each as wide as its own name needs, whole,
        at the largest size from FLAT_MAX_PX down to FLAT_MIN_PX at which they all fit in
        `rect` (a name wider than the rect on one line broken into two); None where even
        the least does not. The size is kept for painting them (`flat_name`)."""
        fitted = self.fits(cards, rect)
        if fitted is None:
            return None
        px, placed = fitted
        if len(self._flowed) > 256:  # sizes of hands long gone
            self._flowed.clear()
        for card, r in zip(cards, placed, strict=True):
            self._flowed[(card, round(r.width(), 1), round(r.height(), 1))] = px
        return placed

    def fits(self, cards: Sequence[str], rect: QRectF) -> tuple[int, list[QRectF]] | None:
        """`flow` without keeping anything: the size and the rects, or None."""
        return first_fit(
            range(int(FLAT_MAX_PX), int(FLAT_MIN_PX) - 1, -1),  # whole pixels, the largest first
            lambda px: rows([self._flow_size(card, int(px), rect.width()) for card in cards], rect),
        )

    def _flow_size(self, card: str, px: int, most: float) -> tuple[float, float]:
        """A flat card's size for its name whole at `px`: one line if that fits `most`
        wide, else two (broken at a space or a hyphen)."""
        metrics = QFontMetricsF(look.font(px, bold=True))
        name = self.short(card)
        for lines in _breaks(name):
            wide = max(metrics.horizontalAdvance(line) for line in lines) + 1
            h = metrics.height() * len(lines) + 1  # the room (2 less) may be 1 short
            w = max(wide + h * 0.36 + 2 * min(3.0, h * 0.1), FLOW_LEAST * h)
            if w <= most - 2 * GRID_GAP:
                return w, h
        return most, h

    def flat_score(self, w: float, h: float) -> float:
        """How well cards of w × h lying flat show their names (for the hand's grid): the size
        of the names, else the fewer names cut the better; then (a little) the card's area."""
        px, cut = self._flat_fit(flat_room(QRectF(0, 0, w, h)))
        return (px or -cut) + w * h * 1e-6

    def flat_name(self, card: str, rect: QRectF) -> tuple[float, list[str]]:
        """A flat card's name as written: its size and lines (`name_lines`), at the size its
        hand's rows were laid out for (`flow`), else the grid's one size."""
        room, name = flat_room(rect), self.short(card)
        px = self._flowed.get((card, round(rect.width(), 1), round(rect.height(), 1)))
        lines = _fitting_lines(name, room, px) if px is not None else None
        if px is not None and lines is not None:
            return float(px), lines
        return name_lines(name, room, self.flat_px(room) or FLAT_MAX_PX)

    def _paint_flat(self, painter: QPainter, rect: QRectF, card: str) -> None:
        """A card lying flat in a hand's grid: its colour down the left edge with its industry's
        icon (or the wild star), its name written across the rest, whole (`name_lines`)."""
        colour = self.colour(card)
        painter.fillRect(rect, look.TOWN)
        strip = flat_strip(rect)
        painter.fillRect(strip, colour)
        kind = card.partition(":")[0]
        industries = self.board.card_industries(card) if kind == "industry" else ()
        size = min(strip.width() * 0.8, strip.height() * 0.45)
        for i, industry in enumerate(industries[:2]):
            step = size * 1.1 * (i - (min(len(industries), 2) - 1) / 2)
            glyphs.draw_icon(painter, industry, strip.center() + QPointF(0, step), size)
        if kind == "wild":
            painter.setPen(QPen(look.INK_DARK, 1))
            painter.setBrush(look.COIN)
            painter.drawPath(_star(strip.center(), size * 0.5))
        room = flat_room(rect)
        px, lines = self.flat_name(card, rect)
        painter.setPen(look.INK_DARK)
        painter.setFont(look.font(px, bold=True))
        painter.drawText(
            room, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, "\n".join(lines)
        )


FLAT_MAX_PX = 16.0  # a flat card's name, at most...
FLAT_MIN_PX = 12.0  # ...and at least (11 px on a screen a little smaller than the scene)
FLOW_LEAST = 3.0  # a card in rows is at least this many times as wide as high (a finger's)


def flat_strip(rect: QRectF) -> QRectF:
    """The coloured edge of a card lying flat."""
    width = min(rect.height() * 0.36, rect.width() * 0.12)
    return QRectF(rect.left(), rect.top(), width, rect.height())


def flat_room(rect: QRectF) -> QRectF:
    """Where a flat card's name is written."""
    strip = flat_strip(rect)
    pad = min(3.0, rect.height() * 0.1)
    width = rect.right() - strip.right() - 2 * pad
    return QRectF(strip.right() + pad, rect.top() + 1, width, rect.height() - 2)


def name_lines(name: str, room: QRectF, most: float = FLAT_MAX_PX) -> tuple[float, list[str]]:
    """The largest type (`most` down to FLAT_MIN_PX) at which the name fits the room whole,
    on one line or broken into two at a space or a hyphen; cut short with "…" at the least
    size where even two lines are too wide."""
    top = max(int(min(most, FLAT_MAX_PX, room.height() * 0.8)), int(FLAT_MIN_PX))
    sizes = map(float, range(top, int(FLAT_MIN_PX) - 1, -1))  # whole pixels: the font's
    found = first_fit(sizes, lambda px: _fitting_lines(name, room, px))
    if found is not None:
        return found.value, found.result
    metrics = QFontMetricsF(look.font(FLAT_MIN_PX, bold=True))
    return FLAT_MIN_PX, [metrics.elidedText(name, Qt.TextElideMode.ElideRight, room.width())]


def _whole_px(name: str, room: QRectF) -> float:
    """The size at which `name_lines` writes the name whole in the room; 0: it cannot."""
    px, lines = name_lines(name, room)
    return px if _fitting_lines(name, room, px) == lines else 0.0


def _fitting_lines(name: str, room: QRectF, px: float) -> list[str] | None:
    """The name on one line or two that fit the room at `px`; None if none fits."""
    metrics = QFontMetricsF(look.font(px, bold=True))
    for lines in _breaks(name):
        tall = metrics.height() * len(lines)
        wide = max(metrics.horizontalAdvance(line) for line in lines)
        if tall <= room.height() + 1 and wide <= room.width():
            return lines
    return None


def _breaks(name: str) -> list[list[str]]:
    """The name on one line, then on two, broken at each space or after each hyphen (the most
    even split first)."""
    splits = [i + 1 for i, c in enumerate(name) if c in " -"]
    two = sorted(splits, key=lambda i: abs(len(name) - 2 * i))
    return [[name], *([name[:i].rstrip(), name[i:].lstrip()] for i in two)]


def _paint_name(painter: QPainter, strip: QRectF, name: str, ink: QColor, card_w: float) -> None:
    """A card's name along its left strip: written bottom to top, or, in Hangul, its letters
    stacked upright top down (as Korean is written in a column); cut short with "…"; left out
    where too small to read on the screen (the card's tooltip names it)."""
    h = strip.height()
    room = h - card_w * 0.12
    least = least_type(painter)
    painter.setPen(ink)
    if HANGUL.search(name):
        letters = [c for c in name if not c.isspace()]
        px = min(strip.width() * 0.78, room / max(len(letters), 1) / 1.08, 15.0)
        px = max(px, min(strip.width() * 0.7, 10.0), least)
        if px > strip.width() * 1.05:
            return
        fits = max(1, int(room / (px * 1.08) + 0.05))
        if len(letters) > fits:
            letters = [*letters[: fits - 1], "…"]
        face = look.font(px, bold=True)
        painter.setFont(face)
        line = px * 1.08
        top = strip.top() + card_w * 0.06
        for k, letter in enumerate(letters):
            box = QRectF(strip.left(), top + k * line, strip.width(), line)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "⋮" if letter == "…" else letter)
        return
    face = look.font(max(min(max(card_w * 0.3, 9.0), 15.0), least), bold=True)
    if QFontMetricsF(face).height() > strip.width() * 1.2:
        return
    text = QFontMetricsF(face).elidedText(name, Qt.TextElideMode.ElideRight, room)
    painter.save()
    painter.translate(strip.center())
    painter.rotate(-90)
    painter.setFont(face)
    painter.drawText(
        QRectF(-h / 2 + card_w * 0.06, -strip.width() / 2, room, strip.width()),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        text,
    )
    painter.restore()


def _star(at: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        t = QTransform().rotate(-90 + 36 * i)
        p = t.map(QPointF(r, 0))
        point = QPointF(at.x() + p.x(), at.y() + p.y())
        path.moveTo(point) if i == 0 else path.lineTo(point)
    path.closeSubpath()
    return path
