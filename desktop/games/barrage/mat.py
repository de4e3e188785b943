"""A Barrage company board in a seat's zone, on the generic player-mat frame (desktop/board/mat.py).

The frame (`player:<seat>`) holds the seat's place in turn order and its player's and company's
names; the supply's numbers (`stock:<co>:<kind>`: credits, VP, energy, engineers and Tommaso's
architect, excavators, mixers), each after its icon and with a tooltip, go on the frame's line,
or in a band of the body where that line cannot hold them at a readable size. The body holds, as
the zone's shape allows (`plan`):

- the construction wheel: six segments `wheel:<co>:<n>` (`rules.barrage.effects.wheel_id`) turned
  so the open one is at the top, each drawing the machinery in it; the wheel turns clockwise, so
  a segment filled now comes back after going once round (`WheelSegment.turn_to` animates it);
- the technology tiles, one piece per tile the company holds (element and piece: the tile id,
  `tech:...`), in the personal supply (`supply:<co>`, a plate under them) or on their segment;
- the structures left, a row per structure: the pieces still on the board
  (`piece:<co>:<structure>:<n>`, the n-th from the left; a built one leaves its empty space) and
  the incomes under the 2nd, 4th and 5th (`income:<co>:<structure>:<n>`; the powerhouse row's
  production bonuses and company ability under the 2nd to 4th), faint while covered;
- the contracts in hand (`contract:...`): colour, energy required, reward;
- the officer (`officer:...`) and the company ability (`company:<co>`), locked until the third
  powerhouse.

A small zone shows fewer, bigger things: the incomes left to the pieces' tooltips, then a chip
per structure (`left:<co>:<structure>`: how many are left) instead of its row, the plates as
icons. No word is drawn under `READABLE_PX` on the screen (`least_type`): what has no room is
left to the tooltips. The pieces keep their picture between looks (`cached`).

`<co>` is the company id without `company:`, as in the rules' events. Only the seat whose
gestures the table takes (`viewer`) can pick its tiles up. `tip` words what the rules' `describe`
does not: a wheel segment, a piece, an income.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from functools import lru_cache, partial

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop.board import layers
from desktop.board.drawn import Decor, Drawn, Element, least_type, nothing
from desktop.board.fitting import best_fit
from desktop.board.items import BoardItem, PieceItem
from desktop.board.mat import MatFrame, MatLook
from desktop.board.paint_kit import ink_on, mixed, rounded, text_width
from desktop.games.barrage import look
from desktop.games.barrage import panel_glyphs as g
from rules.barrage.actions import ENGINEERS
from rules.barrage.data import STRUCTURES, Effect, barrage_data
from rules.barrage.describe import company_ability, effect_text
from rules.barrage.setup import company_name
from rules.barrage.state import WHEEL_SEGMENTS, BarrageState, Company, built
from rules.core.text import Text

Tr = Callable[[Text], str]
COMPACT_U = 20.0  # a smaller unit leaves the incomes to the tooltips, for larger pieces
SUMMARY_U = 15.0  # a smaller one shows a chip per structure (how many are left) instead
SUMMARY_COLUMNS, SUMMARY_W = 3, 2.1  # the chips' columns, a chip's width in units
GAP = 0.22  # between the body's parts, in units
LABEL = 0.8  # a row's head (its structure), in units
STEP = 360.0 / WHEEL_SEGMENTS


def cached(item: QGraphicsItem) -> None:
    """Kept as a picture between looks: a change elsewhere in the zone (the frame lit for the
    seat to act) repaints the zone from pictures, not by drawing every piece again."""
    item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


def _slug(cid: str) -> str:
    return cid.removeprefix("company:")


# -- what a row of structures holds ---------------------------------------------------------------


def row_incomes(cid: str, structure: str) -> dict[int, tuple[Effect, ...]]:
    """The incomes printed under a row's pieces, by piece number (powerhouses: the track)."""
    data = barrage_data()
    if structure == "powerhouse":
        return dict(data.powerhouse_track)
    return dict(data.companies[cid].incomes.get(structure, {}))


def _chip_h(u: float) -> float:
    return u * 0.62


def income_width(effects: Iterable[Effect], u: float) -> float:
    """How wide an income's chips are drawn for unit `u`."""
    size = _chip_h(u)
    widths = [g.effect_width(e, size, _no_words) for e in effects]
    return sum(widths) + size * 0.15 * max(len(widths) - 1, 0)


def _no_words(item: Text) -> str:
    return ""


@dataclass(frozen=True)
class RowsGrid:
    """The structure rows laid out at unit `u`: the columns' widths (a piece's square, and the
    income beside it where any row has one at that number) shared by every row."""

    rows: tuple[str, ...]
    columns: tuple[tuple[float, float], ...]  # per piece number 1..: (piece, income) widths
    u: float
    summary: bool = False  # a chip per structure (its icon and how many are left) instead

    @property
    def width(self) -> float:
        if self.summary:
            return SUMMARY_COLUMNS * self.u * SUMMARY_W
        label = self.u * LABEL
        return (
            label
            + sum(p + (i + self.u * 0.1 if i else 0) for p, i in self.columns)
            + (len(self.columns) - 1) * self.u * 0.12
        )

    @property
    def height(self) -> float:
        if self.summary:
            return math.ceil(len(self.rows) / SUMMARY_COLUMNS) * self.u
        return len(self.rows) * self.u

    def chips(self, at: QRectF) -> list[QRectF]:
        """A summary's chips in `at`, row by row."""
        w, u = self.u * SUMMARY_W, self.u
        return [
            QRectF(
                at.left() + (k % SUMMARY_COLUMNS) * w, at.top() + (k // SUMMARY_COLUMNS) * u, w, u
            )
            for k in range(len(self.rows))
        ]


@lru_cache(maxsize=4096)  # the plans' searches ask for the same units again and again
def rows_grid(
    cid: str, rows: tuple[str, ...], u: float, incomes: bool = True, summary: bool = False
) -> RowsGrid:
    """The rows' columns at unit `u`; without `incomes`, the pieces alone; `summary`: a chip
    per structure."""
    if summary:
        return RowsGrid(rows, (), u, True)
    data = barrage_data()
    most = max((data.pieces[r] for r in rows), default=0)
    columns = []
    for n in range(1, most + 1):
        under = [row_incomes(cid, r).get(n) for r in rows] if incomes else []
        inc = max((income_width(e, u) for e in under if e), default=0.0)
        columns.append((u * 0.84, inc))
    return RowsGrid(rows, tuple(columns), u)


# -- the plan: where the parts go in the frame's body ---------------------------------------------


@dataclass(frozen=True)
class Plan:
    u: float  # the unit: a row's height, about a tile's size
    wheel: QRectF  # a square
    tiles: QRectF  # the personal supply's tiles
    tile: float  # a tile's size there
    rows: QRectF
    contracts: list[QRectF]
    officer: QRectF
    ability: QRectF
    incomes: bool = True  # the incomes drawn under the pieces
    summary: bool = False  # a chip per structure instead of the rows


@dataclass(frozen=True)
class Counts:
    cid: str
    rows: tuple[str, ...]
    tiles: int  # tiles the supply should have room for
    contracts: int  # cards the hand should have room for
    incomes: bool = True  # the incomes under the pieces drawn (else only in their tooltips)
    summary: bool = False  # a chip per structure instead of its row of pieces


def _tile_grid(n: int, area_h: float, tile: float) -> tuple[int, int]:
    lines = max(1, min(n, int((area_h + tile * 0.12) // (tile * 1.12))))
    return lines, math.ceil(n / lines)


def _card(h: float, u: float) -> tuple[float, float]:
    """A contract card's size in a part `h` high: portrait, at most 2.6 units."""
    ch = min(h, u * 2.6)
    return ch * 0.74, ch


def _side(u: float, summary: bool = False) -> float:
    """The officer's and the ability's plates: their words, or on a small board their icons
    alone (the words in their tooltips)."""
    return u * (1.6 if summary else 4.6)


def _line_plan(body: QRectF, n: Counts, u: float) -> Plan | None:
    """Everything side by side: wheel, tiles, rows, contracts, officer and ability."""
    h = body.height()
    grid = rows_grid(n.cid, n.rows, u, n.incomes, n.summary)
    if grid.height > h + 0.5:
        return None
    gap = u * GAP
    d = min(h, u * 6.2)
    t = u * 1.05
    lines, cols = _tile_grid(n.tiles, h, t)
    tiles_w = cols * t * 1.12
    cw, ch = _card(h, u)
    cards = max(n.contracts, 1)
    side_w = _side(u, n.summary)
    total = d + tiles_w + grid.width + cards * (cw + gap) + side_w + 4 * gap
    if total > body.width() + 0.5:
        return None
    x, top = body.left(), body.top()
    spare = (body.width() - total) / 5  # shared out between the parts
    wheel = QRectF(x, body.center().y() - d / 2, d, d)
    x += d + gap + spare
    tiles = QRectF(x, top + (h - lines * t * 1.12) / 2, tiles_w, lines * t * 1.12)
    x += tiles_w + gap + spare
    rows = QRectF(x, body.center().y() - grid.height / 2, grid.width, grid.height)
    x += grid.width + gap + spare
    contracts = []
    for _ in range(cards):
        contracts.append(QRectF(x, body.center().y() - ch / 2, cw, ch))
        x += cw + gap
    x += spare
    side_w = body.right() - x
    plate = min(h / 2 - gap / 2, u * 1.5)
    officer = QRectF(x, body.center().y() - plate - gap / 2, side_w, plate)
    ability = QRectF(x, body.center().y() + gap / 2, side_w, plate)
    return Plan(u, wheel, tiles, t, rows, contracts, officer, ability)


def _stacked_plan(body: QRectF, n: Counts, u: float) -> Plan | None:
    """The wheel at the left as deep as the body; beside it the rows above a band of tiles,
    contracts, officer and ability."""
    grid = rows_grid(n.cid, n.rows, u, n.incomes, n.summary)
    gap = u * GAP
    band = body.height() - grid.height - gap
    if band < u * 1.6:
        return None
    d = min(body.height(), u * 7.0, body.width() - grid.width - gap)
    if d < u * 4.2:
        return None
    right = QRectF(body.left() + d + gap, body.top(), body.width() - d - gap, body.height())
    if grid.width > right.width() + 0.5:
        return None
    t = min(u * 1.05, band / 1.12)
    lines, cols = _tile_grid(n.tiles, band, t)
    tiles_w = cols * t * 1.12
    cw, ch = _card(band, u)
    cards = max(n.contracts, 1)
    side_w = _side(u, n.summary)
    if tiles_w + cards * (cw + gap) + side_w + gap > right.width() + 0.5:
        return None
    wheel = QRectF(body.left(), body.center().y() - d / 2, d, d)
    rows = QRectF(right.left(), right.top(), grid.width, grid.height)
    y = rows.bottom() + gap
    x = right.left()
    tiles = QRectF(x, y + (band - lines * t * 1.12) / 2, tiles_w, lines * t * 1.12)
    x += tiles_w + gap
    contracts = []
    for _ in range(cards):
        contracts.append(QRectF(x, y + (band - ch) / 2, cw, ch))
        x += cw + gap
    plate = min((band - gap) / 2, u * 1.5)
    side = QRectF(x, y, right.right() - x, band)
    officer = QRectF(side.left(), side.center().y() - plate - gap / 2, side.width(), plate)
    ability = QRectF(side.left(), side.center().y() + gap / 2, side.width(), plate)
    return Plan(u, wheel, tiles, t, rows, contracts, officer, ability)


def _quad_plan(body: QRectF, n: Counts, u: float) -> Plan | None:
    """The wheel at the left; beside it the rows over the tiles, and at the right the contracts
    over the officer and the ability."""
    grid = rows_grid(n.cid, n.rows, u, n.incomes, n.summary)
    gap = u * GAP
    h = body.height()
    t = u * 1.05
    band = h - grid.height - gap
    if band < t * 1.12:
        return None
    lines, cols = _tile_grid(n.tiles, band, t)
    tiles_w = cols * t * 1.12
    cards = max(n.contracts, 1)
    plate = min(u * 1.3, h * 0.2)
    cw, ch = _card(h - 2 * plate - 2 * gap, u)
    side_w = max(cards * (cw + gap) - gap, _side(u, n.summary))
    middle = max(grid.width, tiles_w)
    d = min(h, u * 7.0, body.width() - middle - side_w - 2 * gap)
    if d < u * 4.2 or ch < u * 1.8:
        return None
    spare = (body.width() - d - middle - side_w - 2 * gap) / 2
    wheel = QRectF(body.left(), body.center().y() - d / 2, d, d)
    x = wheel.right() + gap + spare
    rows = QRectF(x, body.top(), grid.width, grid.height)
    tiles = QRectF(x, rows.bottom() + gap, tiles_w, lines * t * 1.12)
    x += middle + gap + spare
    top = body.top()
    contracts = [QRectF(x + k * (cw + gap), top, cw, ch) for k in range(cards)]
    side_w = body.right() - x
    officer = QRectF(x, body.bottom() - 2 * plate - gap, side_w, plate)
    ability = QRectF(x, body.bottom() - plate, side_w, plate)
    return Plan(u, wheel, tiles, t, rows, contracts, officer, ability)


def _tower_plan(body: QRectF, n: Counts, u: float) -> Plan | None:
    """A narrow zone: the wheel with the tiles and the officer beside it on top, the rows under
    it, the contracts and the ability at the foot."""
    grid = rows_grid(n.cid, n.rows, u, n.incomes, n.summary)
    gap = u * GAP
    if grid.width > body.width() + 0.5:
        return None
    cw, ch = _card(u * 2.2, u)
    cards = max(n.contracts, 1)
    foot = ch
    top_h = body.height() - grid.height - foot - 2 * gap
    d = min(top_h, u * 6.2)
    if d < u * 3.4:
        return None
    x = body.left()
    wheel = QRectF(x, body.top(), d, d)
    t = u * 1.05
    right = QRectF(wheel.right() + gap, body.top(), body.right() - wheel.right() - gap, d)
    plate = min(u * 1.4, d * 0.3)
    lines, cols = _tile_grid(n.tiles, right.height() - plate - gap, t)
    tiles_w = cols * t * 1.12
    if tiles_w > right.width() + 0.5 or right.width() < u * 3:
        return None
    tiles = QRectF(right.left(), right.top(), tiles_w, lines * t * 1.12)
    officer = QRectF(right.left(), right.bottom() - plate, right.width(), plate)
    rows = QRectF(body.left(), wheel.bottom() + gap, grid.width, grid.height)
    y = rows.bottom() + gap
    contracts = [QRectF(x + k * (cw + gap), y, cw, ch) for k in range(cards)]
    left = x + cards * (cw + gap)
    if body.right() - left < u * 3:
        return None
    ability = QRectF(left, y + (ch - plate) / 2, body.right() - left, plate)
    return Plan(u, wheel, tiles, t, rows, contracts, officer, ability)


PLANS = (_line_plan, _stacked_plan, _quad_plan, _tower_plan)


def plan(body: QRectF, counts: Counts) -> Plan:
    """For each arrangement the largest unit it fits the body at (searched to a quarter unit);
    the arrangement whose unit, with a little credit for a larger wheel, is best; at worst the
    smallest, clipped."""
    arrangements = [partial(arrange, body, counts) for arrange in PLANS]
    best = best_fit(arrangements, 6.0, 60.0, 0.25, _score)
    if counts.incomes and (best is None or best.u < COMPACT_U):
        bare = replace(plan(body, replace(counts, incomes=False)), incomes=False)
        if best is None or bare.u > best.u * 1.15:
            best = bare
    if not counts.summary and (best is None or best.u < SUMMARY_U):
        counted = replace(counts, incomes=False, summary=True)
        chips = replace(plan(body, counted), incomes=False, summary=True)
        if best is None or chips.u >= best.u:  # counts read where pieces were specks
            best = chips
    return best or _line_plan(body, counts, 6.0) or _squeezed(body, counts)


def _score(p: Plan) -> float:
    return p.u + 0.03 * p.wheel.width()


def _squeezed(body: QRectF, n: Counts) -> Plan:
    """Nothing fits: every part in the body's top-left corner, small."""
    u = 6.0
    r = QRectF(body.topLeft(), body.topLeft())
    return Plan(
        u,
        QRectF(body.left(), body.top(), min(body.height(), 30), min(body.height(), 30)),
        r,
        u,
        r,
        [r] * max(n.contracts, 1),
        r,
        r,
    )


# -- the technology tiles ------------------------------------------------------------------------

TILE_PLATE, ADVANCED_PLATE, EARNED = look.TILE, look.TILE_ADVANCED, look.INCOME_EARNED
ROMAN = {1: "I", 2: "II", 3: "III"}


@dataclass(frozen=True)
class TileLook:
    builds: str | None  # a structure, "any", "copy" or None
    level: int  # 0: basic
    special: bool  # an officer's special tile
    colour: str  # the company's
    movable: bool


def paint_tile(p: QPainter, r: QRectF, t: TileLook) -> None:
    """A technology tile: a light plate edged in the company's colour, the structure it builds
    in the middle, an advanced tile's level (I-III) in a dark corner badge."""
    s = r.width()
    edge = QColor(t.colour)
    p.setPen(QPen(look.INK_DARK, max(1.0, s * 0.04)))
    p.setBrush(edge)
    p.drawRoundedRect(r, s * 0.14, s * 0.14)
    inner = r.adjusted(s * 0.09, s * 0.09, -s * 0.09, -s * 0.09)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(TILE_PLATE if t.level == 0 else ADVANCED_PLATE)
    p.drawRoundedRect(inner, s * 0.09, s * 0.09)
    at = inner.center()
    if t.level:
        at = QPointF(at.x(), at.y() + s * 0.1)
    size = s * (0.58 if t.level else 0.66)
    if t.builds in STRUCTURES:
        structure_icon(p, at, size, t.builds)
    elif t.builds == "any":
        box = QRectF(at.x() - size / 2, at.y() - size / 2, size, size)
        g.text(p, box, "?", size, look.INK_DARK, floor=least_type(p))
    elif t.builds == "copy":
        p.setPen(QPen(look.INK_DARK, max(1.0, s * 0.05)))
        p.setBrush(look.INK_SOFT)
        q = size * 0.5
        p.drawRoundedRect(QRectF(at.x() - q, at.y() - q, q * 1.3, q * 1.3), 2, 2)
        p.setBrush(TILE_PLATE)
        p.drawRoundedRect(QRectF(at.x() - q * 0.3, at.y() - q * 0.3, q * 1.3, q * 1.3), 2, 2)
    else:  # Leslie's: machinery of the External Works
        g.machine(p, at, size)
    if t.level:
        badge = QRectF(inner.left(), inner.top(), inner.width(), s * 0.34)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(look.INK_DARK)
        p.drawRoundedRect(badge, s * 0.06, s * 0.06)
        if s * 0.32 >= least_type(p):
            g.text(p, badge, ROMAN.get(t.level, str(t.level)), s * 0.32, look.COIN)
        else:  # too small for a numeral: a pip per level
            _pips(p, badge, t.level)
    if t.special:  # an officer's own tile: a dot in the corner
        p.setPen(QPen(look.INK_DARK, 1))
        p.setBrush(look.ACTIVE)
        p.drawEllipse(QPointF(inner.right() - s * 0.14, inner.top() + s * 0.14), s * 0.1, s * 0.1)


def _pips(p: QPainter, badge: QRectF, n: int) -> None:
    r = min(badge.height() * 0.28, badge.width() / (3 * n + 1))
    p.setBrush(look.COIN)
    for k in range(n):
        x = badge.center().x() + (k - (n - 1) / 2) * r * 2.6
        p.drawEllipse(QPointF(x, badge.center().y()), r, r)


class OwnPiece(PieceItem):
    """A piece only the seat whose gestures the table takes may carry (`movable`, from its
    look); another seat's is only looked at (its tip). The mat places it by its shape, so its
    home is (0, 0)."""

    def __init__(self, element_id: str, piece_id: str) -> None:
        super().__init__(element_id, piece_id, QPainterPath())
        self.set_movable(False)  # until its look says whose it is


class TileItem(Drawn, OwnPiece):
    """A technology tile the company holds, in its supply or on its wheel: the piece whose id
    is the tile's (a drop on the open segment puts it there, on a construction space builds)."""

    def __init__(self, tile: str) -> None:
        super().__init__(tile, tile)
        self.look: TileLook | None = None
        self.rect = QRectF()
        cached(self)

    def place(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.rect = QRectF(rect)
            self.set_path(rounded(rect, rect.width() * 0.14))

    def show_look(self, tile: TileLook) -> None:
        self.set_movable(tile.movable)
        self.show(tile)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def draw(self, painter: QPainter) -> None:
        paint_tile(painter, self.rect, self.look)


class EngineersItem(Drawn, OwnPiece):
    """The company's engineers in its supply, on the wheel's hub: the piece a person drags onto
    an action space (piece id `engineers`); only the seat to act's, and only while it has any."""

    def __init__(self, element_id: str) -> None:
        super().__init__(element_id, ENGINEERS)
        self.look: tuple[int, str, bool] | None = None  # count, colour, movable
        self.setZValue(layers.PIECES)
        self.rect = QRectF()
        cached(self)

    def place(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.rect = QRectF(rect)
            path = QPainterPath()
            path.addEllipse(rect)
            self.set_path(path)

    def show_look(self, count: int, colour: str, movable: bool) -> None:
        self.set_movable(movable)
        self.show((count, colour, movable))

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def draw(self, painter: QPainter) -> None:
        if self.look is None:
            return
        count, colour, movable = self.look
        r = self.rect
        painter.setPen(QPen(look.ACTIVE if movable else look.INK_DARK, max(1.5, r.width() * 0.06)))
        painter.setBrush(QColor(colour))
        painter.drawEllipse(r)
        head = QRectF(r.center().x() - r.width() * 0.12, r.top() + r.height() * 0.14, 0, 0)
        head.setSize(QSizeF(r.width() * 0.24, r.width() * 0.24))
        painter.setBrush(look.INK)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(head)
        g.text(
            painter,
            QRectF(r.left(), r.top() + r.height() * 0.38, r.width(), r.height() * 0.5),
            str(count),
            r.height() * 0.42,
            ink_on(QColor(colour)),
            floor=least_type(painter),
        )


# -- the construction wheel ----------------------------------------------------------------------


@dataclass(frozen=True)
class SegmentLook:
    open: bool
    excavators: int
    mixers: int
    colour: str


def segment_angle(n: int, open_: int) -> float:
    """Where segment n stands, in degrees clockwise from the top: the open one at the top, the
    one filled last (it comes back last) just after it, clockwise."""
    return ((n - open_) % WHEEL_SEGMENTS) * -STEP % 360.0


class WheelSegment(Element):
    """`wheel:<co>:<n>`: one sixth of the wheel, drawn pointing up and turned to its place
    (`turn_to`); it draws its machinery upright near the rim. Its tiles are their own pieces,
    placed by the mat at `tile_spots`."""

    look: SegmentLook | None

    def __init__(self, element_id: str) -> None:
        super().__init__(element_id, QPainterPath(), None, z=layers.ELEMENTS)
        self.centre = QPointF()
        self.radius = 0.0
        self._anim: QVariantAnimation | None = None
        self.on_turn: Callable[[], None] | None = None  # the mat places the tiles again
        cached(self)

    def place(self, centre: QPointF, radius: float) -> None:
        self.centre, self.radius = QPointF(centre), radius
        r, hub = radius, radius * 0.24
        path = QPainterPath()
        outer = QRectF(-r, -r, 2 * r, 2 * r)
        inner = QRectF(-hub, -hub, 2 * hub, 2 * hub)
        path.arcMoveTo(outer, 90 + STEP / 2)
        path.arcTo(outer, 90 + STEP / 2, -STEP)
        path.arcTo(inner, 90 - STEP / 2, STEP)
        path.closeSubpath()
        self.setPos(centre)
        self.set_path(path)

    def turn_to(self, angle: float, animate: bool = False) -> None:
        """Stand at `angle` (degrees clockwise from the top), turning there the short way
        clockwise when animated."""
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        if not animate:
            self.setRotation(angle)
            return
        start = self.rotation()
        end = angle if angle >= start else angle + 360.0
        self._anim = QVariantAnimation()
        self._anim.setStartValue(start)
        self._anim.setEndValue(end)
        self._anim.setDuration(420)
        self._anim.valueChanged.connect(self._turned)
        self._anim.start()

    def _turned(self, angle: float) -> None:
        self.setRotation(angle % 360.0)
        if self.on_turn is not None:
            self.on_turn()

    def spot(self, at_radius: float) -> QPointF:
        """A point on the segment's middle line, in scene coordinates, where it stands now."""
        a = math.radians(self.rotation())
        return QPointF(
            self.centre.x() + at_radius * math.sin(a), self.centre.y() - at_radius * math.cos(a)
        )

    def boundingRect(self) -> QRectF:
        r = self.radius + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def draw(self, painter: QPainter) -> None:
        s = self.look
        own = QColor(s.colour)
        fill = mixed(own, 0.35, look.INK) if s.open else mixed(own, 0.22, look.PANEL_BG)
        painter.setPen(QPen(look.INK_DARK if s.open else look.PANEL_EDGE, 1.5))
        painter.setBrush(fill)
        painter.drawPath(self.shape())
        machines = [(k, m) for k, m in (("x", s.excavators), ("m", s.mixers)) if m]
        if not machines:
            return
        # upright near the rim whatever the segment's turn, one line per kind
        r = self.radius
        size = r * 0.19
        ink = ink_on(fill)
        painter.save()
        painter.translate(0, -r * 0.78)
        painter.rotate(-self.rotation())
        top = -size * 0.5 * len(machines)
        for k, (kind, m) in enumerate(machines):
            y = top + size * (k + 0.5)
            (g.excavator if kind == "x" else g.mixer)(painter, QPointF(-size * 0.45, y), size)
            box = QRectF(size * 0.12, y - size * 0.6, size * 1.4, size * 1.2)
            g.text(painter, box, str(m), size * 0.95, ink, align=g.LEFT, floor=least_type(painter))
        painter.restore()


class WheelHub(Decor):
    """The wheel's axle in the company's colour, and the fixed pointer at the top marking the
    open segment (where a construction puts its tile and machinery)."""

    def draw(self, painter: QPainter) -> None:
        centre, r, colour = self.look
        hub = r * 0.22
        painter.setPen(QPen(look.INK_DARK, 1.5))
        painter.setBrush(QColor(colour))
        painter.drawEllipse(centre, hub, hub)
        tip = QPointF(centre.x(), centre.y() - r * 0.3)
        arrow = QPolygonF(
            [
                tip,
                QPointF(centre.x() - hub * 0.55, centre.y() - hub * 0.35),
                QPointF(centre.x() + hub * 0.55, centre.y() - hub * 0.35),
            ]
        )
        painter.setBrush(look.ACTIVE)
        painter.drawPolygon(arrow)


# -- the rows of structures ----------------------------------------------------------------------


@dataclass(frozen=True)
class PieceLook:
    structure: str
    colour: str
    there: bool  # still on the board (not built)


class Placed(Element):
    """An element of the board drawn in a rounded rect the mat places (`corner`: its rounding
    against its width, or in scene units when 1 or more); nothing drawn before its first look."""

    corner = 0.18
    z = layers.ELEMENTS

    def __init__(self, element_id: str) -> None:
        super().__init__(element_id, QPainterPath(), None, z=self.z)
        self.rect = QRectF()
        cached(self)

    def place(self, rect: QRectF) -> None:
        if rect == self.rect:
            return  # the same place: nothing to repaint
        self.rect = QRectF(rect)
        radius = self.corner if self.corner >= 1 else rect.width() * self.corner
        self.set_path(rounded(rect, radius))


class StructurePiece(Placed):
    """`piece:<co>:<structure>:<n>`: a piece still on the company board, or its empty space."""

    look: PieceLook | None
    z = layers.PIECES

    def draw(self, painter: QPainter) -> None:
        s, r = self.look, self.rect
        if not s.there:
            painter.setPen(QPen(look.PANEL_EDGE, 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.width() * 0.18, r.width() * 0.18)
            return
        own = QColor(s.colour)
        edge = look.INK if own.lightness() < 110 else look.INK_DARK
        painter.setPen(QPen(edge, max(1.2, r.width() * 0.06)))
        painter.setBrush(own)
        paint_piece(painter, r, s.structure)


def paint_piece(painter: QPainter, r: QRectF, structure: str) -> None:
    """A structure's piece seen from the side, in the pen and brush set: a base (a dam's wall),
    an elevation (a slab), a conduit (a pipe), a powerhouse (a house), a building (a block)."""
    c, w, h = r.center(), r.width(), r.height()
    if structure == "base":
        shape = [(-0.46, 0.4), (0.46, 0.4), (0.3, -0.36), (-0.3, -0.36)]
    elif structure == "elevation":
        shape = [(-0.44, 0.22), (0.44, 0.22), (0.44, -0.2), (-0.44, -0.2)]
    elif structure == "powerhouse":
        shape = [(-0.42, 0.4), (0.42, 0.4), (0.42, -0.08), (0.0, -0.42), (-0.42, -0.08)]
    elif structure == "conduit":
        pen = painter.pen()
        painter.setPen(_round_pen(pen.color(), w * 0.36))
        a, b = (
            QPointF(c.x() - w * 0.3, c.y() - h * 0.26),
            QPointF(c.x() + w * 0.3, c.y() + h * 0.26),
        )
        painter.drawLine(a, b)
        painter.setPen(_round_pen(painter.brush().color(), w * 0.22))
        painter.drawLine(a, b)
        return
    else:  # building
        shape = [(-0.36, 0.42), (0.36, 0.42), (0.36, -0.42), (-0.36, -0.42)]
    painter.drawPolygon(QPolygonF([QPointF(c.x() + x * w, c.y() + y * h) for x, y in shape]))


def _round_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def structure_icon(painter: QPainter, at: QPointF, size: float, structure: str) -> None:
    """A structure's silhouette in light ground and dark ink (a row's head, a tile's face)."""
    painter.setPen(QPen(look.INK_DARK, max(1.0, size * 0.07)))
    painter.setBrush(look.SITE)
    paint_piece(painter, QRectF(at.x() - size / 2, at.y() - size / 2, size, size), structure)


def draw_effect(painter: QPainter, box: QRectF, e: Effect, size: float) -> float:
    """One effect's chip (panel_glyphs'), a free construction drawn as its structure."""
    if e.kind == "build":
        at = QPointF(box.left() + size / 2, box.center().y())
        structure_icon(painter, at, size, str(e.get("structure", "base")))
        return size
    return g.draw_effect(painter, box, e, size, _no_words, floor=least_type(painter))


@dataclass(frozen=True)
class IncomeLook:
    effects: tuple[Effect, ...]
    earned: bool  # uncovered: gained at once and in every Income phase


class IncomeItem(Placed):
    """`income:<co>:<structure>:<n>`: the income under a piece, faint while covered, on a
    lit plate once the piece is built; its chips `size` high."""

    look: IncomeLook | None
    corner = 4.0
    size = 0.0

    def draw(self, painter: QPainter) -> None:
        s, r = self.look, self.rect
        if s.earned:
            painter.setPen(QPen(look.ACTIVE, 1.5))
            painter.setBrush(EARNED)
            painter.drawRoundedRect(r, 4, 4)
        else:
            painter.setOpacity(0.62)
        size = self.size
        x = r.left() + (r.width() - _chips_width(s.effects, size)) / 2
        for e in s.effects:
            x += draw_effect(painter, QRectF(x, r.top(), r.width(), r.height()), e, size)
            x += size * 0.15
        painter.setOpacity(1.0)


def _chips_width(effects: Iterable[Effect], size: float) -> float:
    widths = [g.effect_width(e, size, _no_words) for e in effects]
    return sum(widths) + size * 0.15 * max(len(widths) - 1, 0)


class RowLabel(Decor):
    """A row's structure, drawn at its head."""

    def draw(self, painter: QPainter) -> None:
        structure_icon(painter, self.rect.center(), self.rect.height() * 0.62, self.look)


class LeftChip(Placed):
    """`left:<co>:<structure>`: on a small board, a structure's icon and how many of its pieces
    are left to build (look: structure, count)."""

    look: tuple[str, int] | None
    corner = 5.0

    def draw(self, painter: QPainter) -> None:
        structure, n = self.look
        r = self.rect
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(mixed(look.INK, 0.1, look.PANEL_BG))
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 5, 5)
        icon = r.height() * 0.8
        structure_icon(painter, QPointF(r.left() + r.height() / 2, r.center().y()), icon, structure)
        box = QRectF(r.left() + r.height(), r.top(), r.width() - r.height(), r.height())
        floor = least_type(painter)
        px = max(r.height() * 0.62, floor)
        g.text(painter, box, f"×{n}", px, look.INK, align=g.LEFT, floor=floor)


class RowsGround(Decor):
    """The company board's plate under the rows: a faint stripe per row."""

    def draw(self, painter: QPainter) -> None:
        colour, rows = self.look
        painter.setPen(Qt.PenStyle.NoPen)
        for k in range(rows):
            h = self.rect.height() / rows
            band = QRectF(self.rect.left(), self.rect.top() + k * h + 1, self.rect.width(), h - 2)
            painter.setBrush(mixed(QColor(colour), 0.16 if k % 2 == 0 else 0.1, look.PANEL_BG))
            painter.drawRoundedRect(band, 5, 5)


# -- contracts, officer and ability ---------------------------------------------------------------


@dataclass(frozen=True)
class ContractLook:
    colour: str  # look.CONTRACT's key
    requirement: int
    reward: tuple[Effect, ...]


class ContractCard(Placed):
    """`contract:...` in the hand: a card of its colour, the energy one production must reach
    at its head (a bolt and the number), its reward under it."""

    look: ContractLook | None
    corner = 0.1
    z = layers.PIECES

    def draw(self, painter: QPainter) -> None:
        s, r = self.look, self.rect
        w = r.width()
        colour = look.CONTRACT[s.colour]
        painter.setPen(QPen(look.INK_DARK, 1.5))
        painter.setBrush(mixed(colour, 0.3, look.INK))
        painter.drawRoundedRect(r, w * 0.1, w * 0.1)
        head = QRectF(r.left(), r.top(), w, r.height() * 0.36)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(rounded(head, w * 0.1).intersected(rounded(r, w * 0.1)))
        size = head.height() * 0.62
        number = str(s.requirement)
        text_w = text_width(number, size * 1.05)
        x = head.center().x() - (size * 0.8 + text_w) / 2
        g.bolt(painter, QPointF(x + size * 0.35, head.center().y()), size)
        g.text(
            painter,
            QRectF(x + size * 0.8, head.top(), text_w + 4, head.height()),
            number,
            size * 1.05,
            ink_on(colour),
            align=g.LEFT,
            floor=least_type(painter),
        )
        body = QRectF(r.left() + 2, head.bottom() + 2, w - 4, r.bottom() - head.bottom() - 4)
        _paint_reward(painter, body, s.reward)


def _paint_reward(painter: QPainter, box: QRectF, reward: tuple[Effect, ...]) -> None:
    """The chips on one line when they fit at a good size, else a line each."""
    size = min(box.height() * 0.8, box.width() * 0.4)
    if _chips_width(reward, size) <= box.width():
        x = box.center().x() - _chips_width(reward, size) / 2
        for e in reward:
            spot = QRectF(x, box.top(), box.width(), box.height())
            x += draw_effect(painter, spot, e, size) + size * 0.15
        return
    line = box.height() / max(len(reward), 1)
    size = min(line * 0.86, box.width() * 0.42)
    for k, e in enumerate(reward):
        w = g.effect_width(e, size, _no_words)
        spot = QRectF(box.center().x() - w / 2, box.top() + k * line, w, line)
        draw_effect(painter, spot, e, size)


class EmptyHand(Decor):
    """Where contracts lie when the hand is empty: a dashed card (hidden, and empty, while the
    hand holds contracts)."""

    draw_empty = nothing

    def draw(self, painter: QPainter) -> None:
        painter.setPen(QPen(look.PANEL_EDGE, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        w = self.rect.width()
        painter.drawRoundedRect(self.rect.adjusted(1, 1, -1, -1), w * 0.1, w * 0.1)
        g.card(painter, self.rect.center(), w * 0.7, look.PANEL_EDGE)


@dataclass(frozen=True)
class PlateLook:
    words: str
    colour: str  # the company's
    lit: bool  # the ability unlocked (the officer's plate is always lit)
    icon: str  # officer | ability


class Plate(Placed):
    """The officer (`officer:...`) or the company ability (`company:<co>`): an icon and words;
    the ability dim behind a padlock until it is unlocked."""

    look: PlateLook | None
    corner = 6.0

    def draw(self, painter: QPainter) -> None:
        s, r = self.look, self.rect
        own = QColor(s.colour)
        fill = mixed(own, 0.55, look.PANEL_BG) if s.lit else look.PANEL_BG
        painter.setPen(QPen(own if s.lit else look.PANEL_EDGE, 1.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(r, 6, 6)
        icon = min(r.height() * 0.72, r.width() * 0.3)
        at = QPointF(r.left() + 4 + icon / 2, r.center().y())
        if s.icon == "officer":
            g.engineer(painter, at, icon, look.INK_SOFT, look.INK_DARK)
        else:
            _padlock(painter, at, icon, s.lit)
        words = QRectF(
            at.x() + icon / 2 + 4, r.top() + 1, r.right() - at.x() - icon / 2 - 7, r.height() - 2
        )
        ink = ink_on(fill) if s.lit else look.MUTED
        px = min(r.height() * 0.5, 17.0)
        if text_width(s.words, px) > words.width() and " " in s.words:
            g.wrapped(painter, words, s.words, px, ink, floor=least_type(painter))
        else:
            g.text(painter, words, s.words, px, ink, align=g.LEFT, floor=least_type(painter))


def _padlock(painter: QPainter, at: QPointF, size: float, open_: bool) -> None:
    body = QRectF(at.x() - size * 0.34, at.y() - size * 0.05, size * 0.68, size * 0.5)
    shackle = QRectF(at.x() - size * 0.22, at.y() - size * 0.42, size * 0.44, size * 0.62)
    painter.setPen(QPen(look.INK if open_ else look.MUTED, max(1.5, size * 0.1)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if open_:
        shackle.translate(size * 0.22, -size * 0.08)
    painter.drawArc(shackle, 0, 180 * 16)
    painter.setPen(QPen(look.INK_DARK, 1))
    painter.setBrush(look.ACTIVE if open_ else look.MUTED)
    painter.drawRoundedRect(body, size * 0.08, size * 0.08)


class SupplyPlate(Element):
    """`supply:<co>`: the personal supply's place, under the tiles in it."""

    def draw(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 16))
        painter.drawPath(self.shape())


# -- the supply's numbers on the frame's line -----------------------------------------------------

STOCK = ("credits", "vp", "energy", "engineers", "excavators", "mixers")
STOCK_PX = 12.0  # the numbers' least type
STOCK_GAP = 8.0  # between two cells


@dataclass(frozen=True)
class StockLook:
    kind: str  # one of STOCK
    value: str
    label: str  # its word, "" where the line has no room for it
    px: float  # the number's type


def stock_width(value: str, label: str, px: float) -> float:
    """How wide a cell is drawn: the icon (a line high), the number, its word."""
    icon = px * 1.45
    words = text_width(label, px * 0.9) + 4 if label else 0.0
    return icon + 3 + text_width(value, px) + words


def stock_spots(
    area: QRectF, cells: list[tuple[str, str]], *, squeeze: bool = False
) -> list[tuple[QRectF, bool, float]] | None:
    """Each (value, label) cell's rect, whether its word is drawn and its type: in as few lines
    as the area takes with the words, else without them, the type never under STOCK_PX; None
    when they do not fit so (`squeeze`: then at STOCK_PX all the same, past the area's end)."""
    if not cells or area.width() <= 0 or area.height() <= 0:
        return [] if squeeze else None
    most = max(1, int(area.height() // (STOCK_PX / 0.62)))
    for words in (True, False):
        for lines in range(1, min(most, len(cells)) + 1):
            line_h = min(area.height() / lines, 30.0)
            px = max(min(line_h * 0.62, 17.0), STOCK_PX)
            spots = _stock_lines(area, cells, lines, line_h, px, words)
            if spots is not None:
                return spots
    if not squeeze:
        return None
    lines = min(most, len(cells))
    return _stock_lines(area, cells, lines, area.height() / lines, STOCK_PX, False, squeeze=True)


def _stock_lines(
    area: QRectF,
    cells: list[tuple[str, str]],
    lines: int,
    line_h: float,
    px: float,
    words: bool,
    squeeze: bool = False,
) -> list[tuple[QRectF, bool, float]] | None:
    per = math.ceil(len(cells) / lines)
    spots = []
    top = area.top() + (area.height() - lines * line_h) / 2
    for row in range(lines):
        x = area.left()
        for value, label in cells[row * per : (row + 1) * per]:
            w = stock_width(value, label if words else "", px)
            if x + w > area.right() + 0.5 and not squeeze:
                return None
            spots.append((QRectF(x, top + row * line_h, w, line_h), words, px))
            x += w + STOCK_GAP
    return spots


class StockCell(Placed):
    """`stock:<co>:<kind>`: one number of the supply on the frame's line, after its icon (and
    its word where there is room); its tooltip says what it counts."""

    look: StockLook | None
    corner = 4.0

    def draw(self, painter: QPainter) -> None:
        s, r = self.look, self.rect
        icon = s.px * 1.45
        at = QPointF(r.left() + icon / 2, r.center().y())
        stock_icon(painter, at, icon, s.kind)
        x = r.left() + icon + 3
        value_w = text_width(s.value, s.px)
        g.text(
            painter,
            QRectF(x, r.top(), value_w + 2, r.height()),
            s.value,
            s.px,
            look.INK,
            align=g.LEFT,
            least=s.px,
        )
        if s.label:
            x += value_w + 4
            box = QRectF(x, r.top(), r.right() - x + 2, r.height())
            g.text(
                painter,
                box,
                s.label,
                s.px * 0.9,
                look.INK_SOFT,
                align=g.LEFT,
                bold=False,
                least=s.px * 0.9,
                floor=least_type(painter),  # the word is left to the tooltip where too small
            )


def stock_icon(painter: QPainter, at: QPointF, size: float, kind: str) -> None:
    """The icon of a supply's number: a coin, a VP shield, a bolt, an engineer, the machines."""
    if kind == "credits":
        g.coin(painter, at, size * 0.8)
    elif kind == "vp":
        g.vp(painter, at, size * 0.8)
    elif kind == "energy":
        g.bolt(painter, at, size * 0.9)
    elif kind == "engineers":
        g.engineer(painter, at, size * 0.8, look.INK_SOFT, look.INK_DARK)
    elif kind == "excavators":
        g.excavator(painter, at, size * 0.8)
    else:
        g.mixer(painter, at, size * 0.8)


# -- the mat ------------------------------------------------------------------------------------


def _contract_colour(contract: str) -> str:
    c = barrage_data().contracts[contract]
    return c.colour if c.kind == "private" and c.colour else c.kind


class CompanyMat:
    """One seat's zone: the frame and the company board's items, made when the seat has a
    company (after the draft) and laid out again when the zone is reshaped or the hand's or
    the supply's room changes."""

    def __init__(self, scene: QGraphicsScene, seat: int, rect: QRectF) -> None:
        self.scene = scene
        self.seat = seat
        self.frame = MatFrame(seat, rect)
        self._add(self.frame)
        self.cid: str | None = None
        self.segments: list[WheelSegment] = []
        self.tiles: dict[str, TileItem] = {}
        self.pieces: dict[str, StructurePiece] = {}
        self.incomes: dict[str, IncomeItem] = {}
        self.contracts: dict[str, ContractCard] = {}
        self.decor: list[QGraphicsItem] = []
        self.chips: dict[str, LeftChip] = {}  # a small board's summary of each row
        self.officer: Plate | None = None
        self.animate = False  # the wheel turns to its new place (else it stands there at once)
        self.plan: Plan | None = None
        self._counts: Counts | None = None
        # tile -> (segment, its place there, tiles there), None in the supply
        self._where: dict[str, tuple[int, int, int] | None] = {}
        self._open = 0
        self._shown: tuple | None = None  # what the items were last drawn from (`refresh`)
        self._retired: list[QGraphicsItem] = []  # a former company's items (`_clear`)

    # -- items ---------------------------------------------------------------------------------

    def _add(self, item: QGraphicsItem) -> None:
        self.scene.addItem(item)
        elements = getattr(self.scene, "elements", None)
        if isinstance(item, BoardItem) and isinstance(elements, dict):
            elements[item.element_id] = item

    def _drop(self, item: QGraphicsItem) -> None:
        elements = getattr(self.scene, "elements", None)
        owned = isinstance(item, BoardItem) and isinstance(elements, dict)
        if owned and elements.get(item.element_id) is item:
            del elements[item.element_id]
        self.scene.removeItem(item)

    def elements(self) -> dict[str, BoardItem]:
        """Every element of this seat's zone by id (the scene registers the seat to act's
        last: the basic tiles' ids are the same for every company)."""
        found: dict[str, BoardItem] = {self.frame.element_id: self.frame}
        items: list[BoardItem] = [*self.segments, *self.tiles.values(), *self.pieces.values()]
        items += [*self.incomes.values(), *self.contracts.values(), *self.chips.values()]
        items += [i for i in self.decor if isinstance(i, BoardItem)]
        items += [self.officer] if self.officer is not None else []
        found.update({i.element_id: i for i in items})
        return found

    def _build(self, cid: str) -> None:
        """The company's own items (their ids name it)."""
        co = _slug(cid)
        self.cid = cid
        self.rows_ground = RowsGround(QRectF(), None, z=layers.TERRAIN + 1)
        self.hub = WheelHub(QRectF(), None, z=layers.ELEMENTS + 1)
        self.supply = SupplyPlate(f"supply:{co}", QPainterPath(), True, z=layers.ELEMENTS)
        self.ability = Plate(cid)
        self.empty_hand = EmptyHand(QRectF(), None, z=layers.ELEMENTS)
        self.engineers = EngineersItem(f"engineers:{co}")
        self.stock = {kind: StockCell(f"stock:{co}:{kind}") for kind in STOCK}
        self._stocked: tuple | None = None  # what the stock cells were laid out for
        self._stock_area = QRectF()  # where they go (`_stock_room`)
        self.decor = [
            self.rows_ground,
            self.hub,
            self.supply,
            self.ability,
            self.empty_hand,
            self.engineers,
            *self.stock.values(),
        ]
        self.labels: dict[str, RowLabel] = {}
        self.chips = {}
        for item in self.decor:
            self._add(item)
        for n in range(WHEEL_SEGMENTS):
            segment = WheelSegment(f"wheel:{co}:{n}")
            segment.on_turn = self._place_wheel_tiles
            self.segments.append(segment)
            self._add(segment)

    def _clear(self) -> None:
        """Take the company's items off the zone; the frame stays."""
        items: list[QGraphicsItem] = [*self.segments, *self.tiles.values(), *self.pieces.values()]
        items += [*self.incomes.values(), *self.contracts.values(), *self.decor]
        items += [*self.labels.values(), *self.chips.values()]
        items += [self.officer] if self.officer is not None else []
        for item in items:
            self._drop(item)
        # Kept alive with the mat: deleting them crashed a later repaint of the scene (the
        # monkey, seed 22); an undo past the draft is rare, the few items kept are cheap.
        self._retired += items
        self.cid, self.officer, self.plan, self._counts = None, None, None, None
        self._shown = None
        self.segments, self.decor, self.labels, self.chips = [], [], {}, {}
        self.tiles, self.pieces, self.incomes, self.contracts = {}, {}, {}, {}
        self._where, self._open = {}, 0

    def _rows_for(self, company: Company) -> tuple[str, ...]:
        return tuple(s for s in STRUCTURES if s in company.left)

    def _ensure_rows(self, rows: tuple[str, ...]) -> None:
        data = barrage_data()
        co = _slug(self.cid or "")
        for structure in rows:
            if structure not in self.labels:
                self.labels[structure] = RowLabel(QRectF(), structure, z=layers.ELEMENTS)
                self._add(self.labels[structure])
                self.chips[structure] = LeftChip(f"left:{co}:{structure}")
                self._add(self.chips[structure])
            for n in range(1, data.pieces[structure] + 1):
                pid = f"piece:{co}:{structure}:{n}"
                if pid not in self.pieces:
                    self.pieces[pid] = StructurePiece(pid)
                    self._add(self.pieces[pid])
            for n in row_incomes(self.cid or "", structure):
                iid = f"income:{co}:{structure}:{n}"
                if iid not in self.incomes:
                    self.incomes[iid] = IncomeItem(iid)
                    self._add(self.incomes[iid])

    # -- layout --------------------------------------------------------------------------------

    @property
    def rect(self) -> QRectF:
        return self.frame.rect

    def lay_out(self, rect: QRectF) -> None:
        """The zone reshaped: the frame and every part placed again (the same items)."""
        self.frame.lay_out(rect)
        self._counts = None  # placed again at the next refresh

    def _stock_room(self) -> tuple[QRectF, QRectF]:
        """Where the supply's numbers go, and the body left for the rest: the frame's line
        when they fit there at a readable size, else a band across the body's top."""
        frame = self.frame
        sample = [("99", "")] * len(STOCK)
        if stock_spots(frame.cells, sample) is not None:
            return QRectF(frame.cells), QRectF(frame.body)
        body = frame.body
        top = body.top()
        if frame.cells.bottom() <= body.top() + 2 and frame.cells.width() >= body.width() - 1:
            top = frame.cells.top()  # the cells' own line, over the body: the band starts there
        band = QRectF(body.left(), top, body.width(), 0.0)
        for lines in (1, 2, 3):
            band.setHeight(lines * (STOCK_PX / 0.62 + 1))
            if stock_spots(band, sample) is not None:
                break
        return band, QRectF(
            body.left(), band.bottom() + 2, body.width(), body.bottom() - band.bottom() - 2
        )

    def _place(self, counts: Counts) -> None:
        self._counts = counts
        self._stock_area, body = self._stock_room()
        p = self.plan = plan(body, counts)
        centre, radius = p.wheel.center(), p.wheel.width() / 2
        for segment in self.segments:
            segment.place(centre, radius)
        self.hub.prepareGeometryChange()
        self.hub.rect = QRectF(p.wheel)
        self.hub.show((centre, radius, look.COMPANY[counts.cid].name()))
        self.hub.update()
        hub = radius * 0.3
        self.engineers.place(QRectF(centre.x() - hub, centre.y() - hub, 2 * hub, 2 * hub))
        self.supply.set_path(rounded(p.tiles.adjusted(-2, -2, 2, 2), 6))
        self.rows_ground.prepareGeometryChange()
        self.rows_ground.rect = QRectF(p.rows)
        self.rows_ground.setVisible(not p.summary)
        grid = rows_grid(counts.cid, counts.rows, p.u, p.incomes, p.summary)
        if p.summary:
            self._place_chips(counts, grid)
        else:
            self._place_rows(counts, grid)
        for card, spot in zip(self.contracts.values(), p.contracts, strict=False):
            card.place(spot)
        self.empty_hand.prepareGeometryChange()
        self.empty_hand.rect = QRectF(p.contracts[0])
        if self.officer is not None:
            self.officer.place(p.officer)
        self.ability.place(p.ability)
        self._where = {}  # the tiles placed again below

    def _place_rows(self, counts: Counts, grid: RowsGrid) -> None:
        """Each structure's row: its icon, its pieces, the incomes under them (if drawn)."""
        p, u, co = self.plan, grid.u, _slug(counts.cid)
        for k, structure in enumerate(counts.rows):
            self.chips[structure].setVisible(False)
            top = p.rows.top() + k * u
            label = self.labels[structure]
            label.setVisible(True)
            label.prepareGeometryChange()
            label.rect = QRectF(p.rows.left(), top, u * LABEL, u)
            x = p.rows.left() + u * LABEL
            incomes = row_incomes(counts.cid, structure)
            pieces = barrage_data().pieces[structure]
            for n, (piece_w, income_w) in enumerate(grid.columns, start=1):
                if n <= pieces:
                    square = QRectF(x, top + (u - piece_w) / 2, piece_w, piece_w)
                    piece = self.pieces[f"piece:{co}:{structure}:{n}"]
                    piece.setVisible(True)
                    piece.place(square)
                if n in incomes:
                    spot = QRectF(
                        x + piece_w + u * 0.04, top + u * 0.14, income_w + u * 0.08, u * 0.72
                    )
                    income = self.incomes[f"income:{co}:{structure}:{n}"]
                    income.setVisible(p.incomes)  # else its piece's tooltip says it
                    income.size = _chip_h(u)
                    income.place(spot)
                    income.update()
                x += piece_w + (income_w + u * 0.1 if income_w else 0) + u * 0.12

    def _place_chips(self, counts: Counts, grid: RowsGrid) -> None:
        """A chip per structure (how many are left); its pieces, hidden, wait on it (where a
        build's slide starts), its incomes are left to the chip's tooltip."""
        co = _slug(counts.cid)
        for structure, spot in zip(counts.rows, grid.chips(self.plan.rows), strict=True):
            chip = self.chips[structure]
            chip.setVisible(True)
            chip.place(spot)
            self.labels[structure].setVisible(False)
            square = QRectF(spot.left(), spot.top(), spot.height(), spot.height())
            for n in range(1, barrage_data().pieces[structure] + 1):
                piece = self.pieces[f"piece:{co}:{structure}:{n}"]
                piece.setVisible(False)
                piece.place(square)
            for n in row_incomes(counts.cid, structure):
                self.incomes[f"income:{co}:{structure}:{n}"].setVisible(False)

    def _supply_spots(self, n: int) -> list[QRectF]:
        p = self.plan
        t = p.tile
        _, cols = _tile_grid(max(n, self._counts.tiles), p.tiles.height() + 0.5, t)
        step = t * 1.12
        return [
            QRectF(
                p.tiles.left() + (k % cols) * step + t * 0.06,
                p.tiles.top() + (k // cols) * step + t * 0.06,
                t,
                t,
            )
            for k in range(n)
        ]

    def _place_wheel_tiles(self) -> None:
        """The tiles on the wheel on their segments, upright, where the segments stand now."""
        if self.plan is None:
            return
        r = self.plan.wheel.width() / 2
        for tile, where in self._where.items():
            if where is None or tile not in self.tiles:
                continue
            n, k, of = where
            segment = self.segments[n]
            size = r * (0.3 if of == 1 else 0.24)
            at = segment.spot(r * 0.42)
            offset = (k - (of - 1) / 2) * size * 1.05
            a = math.radians(segment.rotation())
            at = QPointF(at.x() + offset * math.cos(a), at.y() + offset * math.sin(a))
            item = self.tiles[tile]
            if not item.held:  # its shape stays under the finger
                item.place(QRectF(at.x() - size / 2, at.y() - size / 2, size, size))

    # -- refresh -------------------------------------------------------------------------------

    def refresh(self, view: BarrageState, tr: Tr, *, acting: bool, viewer: int | None) -> None:
        """Every item from the seat's company in `view` (the rules' view for the table)."""
        c = view.companies[self.seat]
        self.frame.show(self._frame_look(view, c, tr, acting))
        if c.id != self.cid and self.cid is not None:
            self._clear()  # an undo past the draft: another company, or none yet
        if c.id is None:
            return
        if self.cid is None:
            self._build(c.id)
        rows = self._rows_for(c)
        self._ensure_rows(rows)
        on_wheel = sum(len(s.tiles) for s in c.wheel)
        counts = Counts(
            c.id,
            rows,
            max(len(c.tiles), min(len(c.tiles) + on_wheel, 5), 4),
            max(len(c.contracts), 1),
        )
        if counts != self._counts:
            self._place(counts)
            self._shown = None
        self.engineers.rest_at(QPointF())  # placed by its shape (`place`): home at (0, 0)
        # the same company as last drawn, in the same words: nothing to look at again (a
        # change is mostly one seat's; four boards worked through cost milliseconds)
        shown = (c, viewer == self.seat, tr(Text("barrage.ui.mat.vp")))  # `view` is a copy
        if shown == self._shown:
            return
        self._shown = shown
        colour = look.COMPANY[c.id].name()
        self.engineers.show_look(c.engineers, colour, viewer == self.seat and c.engineers > 0)
        self._refresh_wheel(c, colour)
        self._refresh_tiles(c, colour, viewer == self.seat)
        self._refresh_rows(c, colour, rows)
        self._refresh_contracts(c)
        self._refresh_plates(c, colour, tr)
        self._refresh_stock(c, tr)

    def _frame_look(self, view: BarrageState, c: Company, tr: Tr, acting: bool) -> MatLook:
        name = c.name
        colour = look.NEUTRAL.name()
        if c.id is not None:
            name = f"{c.name} · {tr(company_name(c.id))}"
            colour = look.COMPANY[c.id].name()
        place = view.order.index(self.seat) + 1 if self.seat in view.order else None

        return MatLook(name, colour, place, acting)  # the supply: the stock cells, with icons

    def _refresh_stock(self, c: Company, tr: Tr) -> None:
        """The supply's numbers with their icons (and words where the line has room)."""
        engineers = str(c.engineers) + ("+1" if c.architect == "supply" else "")
        staff = "engineers_architect" if c.architect == "supply" else "engineers"
        values = (c.credits, c.vp, c.energy, engineers, c.excavators, c.mixers)
        keys = ("credits", "vp", "energy", staff, "excavators", "mixers")
        cells = [
            (str(v), tr(Text(f"barrage.ui.mat.{k}"))) for v, k in zip(values, keys, strict=True)
        ]
        area = self._stock_area
        laid = (tuple(cells), area.getRect())
        if laid == self._stocked:
            return
        self._stocked = laid
        spots = stock_spots(area, cells) or stock_spots(area, cells, squeeze=True) or []
        for kind, (value, label), (spot, words, px) in zip(STOCK, cells, spots, strict=False):
            cell = self.stock[kind]
            cell.place(spot)
            cell.show(StockLook(kind, value, label if words else "", px))

    def _refresh_wheel(self, c: Company, colour: str) -> None:
        turned = c.open != self._open
        self._open = c.open
        for n, (segment, held) in enumerate(zip(self.segments, c.wheel, strict=True)):
            segment.show(SegmentLook(n == c.open, held.excavators, held.mixers, colour))
            angle = segment_angle(n, c.open)
            if abs(segment.rotation() - angle) > 0.01:
                segment.turn_to(angle, animate=turned and self.animate)

    def _refresh_tiles(self, c: Company, colour: str, movable: bool) -> None:
        data = barrage_data().tech_tiles
        held = [*c.tiles, *(t for s in c.wheel for t in s.tiles)]
        for tile in [t for t in self.tiles if t not in held]:
            self._drop(self.tiles.pop(tile))
        for tile in held:
            if tile not in self.tiles:
                self.tiles[tile] = TileItem(tile)
                self._add(self.tiles[tile])
            spec = data[tile]
            self.tiles[tile].show_look(
                TileLook(spec.builds, spec.level, spec.kind == "special", colour, movable)
            )
        where: dict[str, tuple[int, int, int] | None] = {t: None for t in c.tiles}
        for n, segment in enumerate(c.wheel):
            for k, tile in enumerate(segment.tiles):
                where[tile] = (n, k, len(segment.tiles))
        self._where = where
        for tile, spot in zip(c.tiles, self._supply_spots(len(c.tiles)), strict=True):
            item = self.tiles[tile]
            if not item.held:  # its shape stays under the finger
                item.place(spot)
        self._place_wheel_tiles()
        for item in self.tiles.values():
            item.rest_at(QPointF())  # placed by its shape: home at (0, 0)

    def _refresh_rows(self, c: Company, colour: str, rows: tuple[str, ...]) -> None:
        co = _slug(c.id or "")
        self.rows_ground.show((colour, len(rows)))
        for structure in rows:
            gone = built(c, structure)
            for n in range(1, barrage_data().pieces[structure] + 1):
                piece = self.pieces[f"piece:{co}:{structure}:{n}"]
                piece.show(PieceLook(structure, colour, n > gone))
            for n, effects in row_incomes(c.id or "", structure).items():
                self.incomes[f"income:{co}:{structure}:{n}"].show(
                    IncomeLook(tuple(effects), gone >= n)
                )
            self.chips[structure].show((structure, c.left.get(structure, 0)))

    def _refresh_contracts(self, c: Company) -> None:
        for contract in [k for k in self.contracts if k not in c.contracts]:
            self._drop(self.contracts.pop(contract))
        data = barrage_data().contracts
        for contract in c.contracts:
            if contract not in self.contracts:
                self.contracts[contract] = ContractCard(contract)
                self._add(self.contracts[contract])
            spec = data[contract]
            self.contracts[contract].show(
                ContractLook(_contract_colour(contract), spec.requirement, tuple(spec.reward))
            )
        for contract, spot in zip(c.contracts, self.plan.contracts, strict=False):
            self.contracts[contract].place(spot)
        self.empty_hand.show(True if not c.contracts else None)
        self.empty_hand.setVisible(not c.contracts)

    def _refresh_plates(self, c: Company, colour: str, tr: Tr) -> None:
        if self.officer is not None and self.officer.element_id != c.officer:
            self._drop(self.officer)
            self.officer = None
        if c.officer is not None:
            if self.officer is None:
                self.officer = Plate(c.officer)
                self._add(self.officer)
                self.officer.place(self.plan.officer)
            name = tr(Text(f"barrage.officer.{c.officer.removeprefix('officer:')}"))
            self.officer.show(PlateLook(name, colour, True, "officer"))
        words = tr(Text("barrage.ui.mat.ability" if c.ability else "barrage.ui.mat.ability_locked"))
        self.ability.show(PlateLook(words, colour, c.ability, "ability"))


# -- tooltips the rules' describe leaves out ------------------------------------------------------


def tip(view: BarrageState, element_id: str) -> Text | None:
    """Words for what a company board shows that the rules' `describe` does not word: a wheel
    segment, a structure piece, an income, a number of the supply, the engineers on the hub,
    the company ability (locked or not); None for anything else."""
    kind, _, rest = element_id.partition(":")
    parts = rest.split(":")
    company = next((c for c in view.companies if c.id == f"company:{parts[0]}"), None)
    if company is None:
        return None
    if kind == "company":
        return company_ability(company)
    if kind == "engineers":
        return Text("barrage.ui.mat.tip.hub", {"n": company.engineers})
    if kind == "stock" and len(parts) == 2 and parts[1] in STOCK:
        return _stock_tip(company, parts[1])
    if kind == "left" and len(parts) == 2 and parts[1] in company.left:
        return _left_tip(company, parts[1])
    if kind not in ("wheel", "piece", "income"):
        return None
    if kind == "wheel" and len(parts) == 2 and parts[1].isdigit():
        n = int(parts[1])
        if n >= len(company.wheel):
            return None
        turns = (n - company.open) % WHEEL_SEGMENTS
        segment = company.wheel[n]
        if turns == 0:
            return Text("barrage.ui.mat.tip.open_segment")
        if segment.empty:
            return Text("barrage.ui.mat.tip.empty_segment", {"turns": turns})
        return Text(
            "barrage.ui.mat.tip.segment",
            {
                "tiles": len(segment.tiles),
                "excavators": segment.excavators,
                "mixers": segment.mixers,
                "turns": turns,
            },
        )
    if len(parts) != 3 or parts[1] not in company.left or not parts[2].isdigit():
        return None
    structure, n = parts[1], int(parts[2])
    name = Text(f"barrage.structure.{structure}")
    effects = row_incomes(company.id or "", structure).get(n)
    if kind == "piece":
        if not 1 <= n <= barrage_data().pieces[structure]:
            return None
        key = "piece_built" if n <= built(company, structure) else "piece"
        if effects and key == "piece":
            key = "piece_income"
        income = [effect_text(e) for e in effects or ()]
        return Text(f"barrage.ui.mat.tip.{key}", {"structure": name, "n": n, "income": income})
    if not effects:
        return None
    key = "income_earned" if n <= built(company, structure) else "income"
    return Text(
        f"barrage.ui.mat.tip.{key}",
        {"structure": name, "n": n, "income": [effect_text(e) for e in effects]},
    )


def _stock_tip(c: Company, kind: str) -> Text:
    n = {
        "credits": c.credits,
        "vp": c.vp,
        "energy": c.energy,
        "engineers": c.engineers,
        "excavators": c.excavators,
        "mixers": c.mixers,
    }[kind]
    if kind == "engineers" and c.architect == "supply":
        kind = "engineers_architect"
    return Text(f"barrage.ui.mat.tip.stock.{kind}", {"n": n})


def _left_tip(c: Company, structure: str) -> Text:
    """A small board's chip: how many are left, and what the next one built uncovers."""
    left = c.left[structure]
    name = Text(f"barrage.structure.{structure}")
    income = row_incomes(c.id or "", structure).get(built(c, structure) + 1)
    if left and income:
        words = [effect_text(e) for e in income]
        return Text(
            "barrage.ui.mat.tip.left_income", {"structure": name, "n": left, "income": words}
        )
    return Text("barrage.ui.mat.tip.left", {"structure": name, "n": left})
