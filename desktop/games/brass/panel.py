"""The Brass panel: the parts of the board off the map, each shown by a view of its own.

- `era`: the era and round, the draw deck (`deck`), the acting seat's discard pile
  (`discard`) and, on Lancashire, the Deck tile (`deck_tile`); the turn order beneath;
- `actions`: the action board, an area per action (`action:<name>`) where a card is played;
- `markets`: the coal and iron markets (`market:coal`, `market:iron`), their spaces by price;
- `track`: the progress track (0–99) with each seat's VP disc and income square.

Kept in one module so that it can move onto the generic market and track drawings of
desktop/board when those exist.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from desktop.board import layers
from desktop.board.drawn import Decor, Element, least_type
from desktop.board.paint_kit import ink_on, rounded
from desktop.games.brass import glyphs, look
from rules.brass.core import income

FRAME_RADIUS = 12.0  # a part's ground and its elements' touch areas


CENTRE = Qt.AlignmentFlag.AlignCenter


def _words(
    painter: QPainter,
    box: QRectF,
    words: str,
    px: float,
    flags: Qt.AlignmentFlag | int,
    *,
    bold: bool = True,
) -> bool:
    """`words` in `box` at `px`, or larger where the board is zoomed out so that they read on
    the screen (`least_type`); left out (False) where they then do not fit (the element's
    tooltip says them). A line may stand a little past a tight box's height."""
    face = look.font(max(px, least_type(painter)), bold=bold)
    need = QFontMetricsF(face).boundingRect(box, int(flags), words)
    if need.width() > box.width() + 1 or need.height() > box.height() + face.pixelSize() * 0.3:
        return False
    painter.setFont(face)
    painter.drawText(box, int(flags), words)
    return True


# -- markets --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MarketLook:
    cubes: int
    title: str  # "Coal market", in the table's language
    empty: str  # what the next cube bought costs (or each, once empty), in words


class MarketItem(Element):
    """`market:<resource>`: its spaces in columns by price (cheapest left), the cubes on the
    dearest spaces, as in the rules; under the title, the price of the next cube bought (of
    every cube, once it is empty)."""

    def __init__(self, resource: str, rect: QRectF, prices: tuple[int, ...]) -> None:
        super().__init__(
            f"market:{resource}",
            rounded(rect, FRAME_RADIUS),
            MarketLook(0, "", ""),
            z=layers.ELEMENTS,
        )
        self.resource = resource
        self.rect = rect
        self.prices = prices

    def columns(self) -> list[tuple[int, list[int]]]:
        """(price, the indices of its spaces), cheapest first."""
        out: list[tuple[int, list[int]]] = []
        for i, price in enumerate(self.prices):
            if out and out[-1][0] == price:
                out[-1][1].append(i)
            else:
                out.append((price, [i]))
        return out

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        left = Qt.AlignmentFlag.AlignLeft
        painter.setPen(look.INK)
        head = QRectF(r.left() + 14, r.top() + 6, 150, 28)
        said = _words(painter, head, self.look.title, 20, left | Qt.AlignmentFlag.AlignVCenter)
        painter.setPen(look.INK_SOFT)
        top = head.bottom() + 2 if said else head.top()
        foot = QRectF(r.left() + 14, top, 150, r.bottom() - 6 - top)
        _words(painter, foot, self.look.empty, 14, left | Qt.TextFlag.TextWordWrap, bold=False)
        columns = self.columns()
        size, gap = 26.0, 8.0
        pitch = min(52.0, (r.width() - 180) / max(len(columns), 1))
        left = r.right() - 12 - pitch * len(columns)
        filled_from = len(self.prices) - self.look.cubes
        most = max(len(spaces) for _, spaces in columns)
        for c, (price, spaces) in enumerate(columns):
            x = left + c * pitch + pitch / 2
            for k, index in enumerate(spaces):
                y = r.top() + 14 + (most - 1 - k) * (size + gap) + size / 2
                box = QRectF(x - size / 2, y - size / 2, size, size)
                painter.setPen(QPen(look.PAPER_EDGE, 1.5))
                painter.setBrush(look.PAPER)  # a light tray: black coal stands out on it
                painter.drawRoundedRect(box, 4, 4)
                if index >= filled_from:
                    glyphs.draw_cube(painter, self.resource, QPointF(x, y), size * 0.9)
            price_box = QRectF(x - pitch / 2, r.top() + 14 + most * (size + gap), pitch, 26)
            painter.setPen(look.COIN)
            _words(painter, price_box, f"£{price}", 17, Qt.AlignmentFlag.AlignCenter)


# -- the progress track ---------------------------------------------------------------------------

TRACK_COLS, TRACK_ROWS = 10, 10
NUMBER_PX = 7.0  # a space's number: every space numbered while the type that reads is under 2×


@dataclass(frozen=True)
class Marker:
    colour: str
    vp: int  # the VP disc's space (0–99, beyond it wraps as on the board)
    income: int  # the income square's space


@dataclass(frozen=True)
class TrackLook:
    title: str
    markers: tuple[Marker, ...]


class TrackItem(Decor):
    """The progress track, 0 to 99 in ten rows: each seat's VP disc and income square; the
    spaces of one income level share a shade, the next level's another."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect, TrackLook("", ()), z=layers.ELEMENTS)

    def cell(self, space: int) -> QRectF:
        space %= TRACK_COLS * TRACK_ROWS
        row, col = divmod(space, TRACK_COLS)
        grid = self.rect.adjusted(8, 34, -8, -8)
        w, h = grid.width() / TRACK_COLS, grid.height() / TRACK_ROWS
        return QRectF(grid.left() + col * w, grid.top() + row * h, w, h)

    def draw(self, painter: QPainter) -> None:
        painter.setPen(look.INK)
        head = QRectF(self.rect.left() + 12, self.rect.top() + 4, self.rect.width() - 24, 28)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        _words(painter, head, self.look.title, 18, flags)
        px = max(11.0, least_type(painter))
        # every space numbered where small type reads; else every fifth (the seats' zones say
        # each seat's VP and income)
        every = 1 if px <= 2 * NUMBER_PX else 5
        painter.setFont(look.font(px))
        for space in range(TRACK_COLS * TRACK_ROWS):
            box = self.cell(space).adjusted(1, 1, -1, -1)
            level = income.level(space)
            shade = look.PANEL_BG.lighter(118 if level % 2 else 132)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(shade)
            painter.drawRect(box)
            if space % every == 0:
                painter.setPen(look.INK_SOFT)
                painter.drawText(
                    box.adjusted(2, 0, 0, 0),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                    str(space),
                )
        self._paint_markers(painter)

    def _paint_markers(self, painter: QPainter) -> None:
        vp: dict[int, list[QColor]] = {}
        cash: dict[int, list[QColor]] = {}
        for m in self.look.markers:
            vp.setdefault(m.vp % 100, []).append(QColor(m.colour))
            cash.setdefault(m.income, []).append(QColor(m.colour))
        painter.setPen(QPen(look.INK_DARK, 1.2))
        for space, colours in vp.items():
            box = self.cell(space)
            for i, colour in enumerate(colours):
                painter.setBrush(colour)
                painter.drawEllipse(QPointF(box.right() - 7 - i * 9, box.top() + 8), 6, 6)
        for space, colours in cash.items():
            box = self.cell(space)
            for i, colour in enumerate(colours):
                painter.setBrush(colour)
                painter.drawRect(QRectF(box.right() - 13 - i * 9, box.bottom() - 13, 11, 11))


# -- the era, the deck and the turn order ---------------------------------------------------------


class DeckItem(Element):
    """`deck`: the draw deck, a stack of card backs with how many cards are left (its look:
    the count and the title)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__("deck", rounded(rect, FRAME_RADIUS), (0, ""), z=layers.ELEMENTS)
        self.rect = rect

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        cards, title = self.look
        card = QRectF(r.center().x() - 26, r.top() + 24, 52, 72)
        for i in range(2, -1, -1) if cards else ():
            painter.setPen(QPen(look.INK_DARK, 1.5))
            painter.setBrush(QColor("#7a4b2a").lighter(100 + 12 * i))
            painter.drawRoundedRect(card.translated(i * 3, -i * 3), 6, 6)
        if not cards:
            painter.setPen(QPen(look.INK_SOFT, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, 6, 6)
        painter.setPen(look.INK)
        _words(painter, card, str(cards), 24, Qt.AlignmentFlag.AlignCenter)
        _words(painter, QRectF(r.left(), r.top(), r.width(), 22), title, 14, CENTRE)


class DeckTileItem(Element):
    """`deck_tile` (Lancashire): Stephenson's Rocket in the Canal Era and once the deck is
    spent, Nathan Rothschild while loans are still open (its look: the side shown)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__("deck_tile", rounded(rect, FRAME_RADIUS), "rocket", z=layers.ELEMENTS)
        self.rect = rect

    def draw(self, painter: QPainter) -> None:
        r = self.rect.adjusted(6, 24, -6, -6)
        rocket = self.look in ("rocket", "no_loans")
        fill = QColor("#8c2f1f") if rocket else QColor("#2f5b3a")
        painter.setPen(QPen(look.INK_DARK, 2))
        painter.setBrush(fill)
        painter.drawRoundedRect(r, 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.INK)
        if rocket:  # a locomotive: boiler, cab and chimney
            c = r.center()
            painter.drawRoundedRect(QRectF(c.x() - 20, c.y() - 6, 30, 14), 6, 6)
            painter.drawRect(QRectF(c.x() + 8, c.y() - 16, 14, 24))
            painter.drawRect(QRectF(c.x() - 16, c.y() - 18, 6, 12))
            for dx in (-12, 2, 16):
                painter.drawEllipse(QPointF(c.x() + dx, c.y() + 13), 5, 5)
        else:
            glyphs.draw_trade(painter, r.center(), 34)
        if self.look in ("last_loans", "no_loans"):
            painter.setPen(QPen(look.ACTIVE, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 9, 9)


@dataclass(frozen=True)
class OrderSeat:
    name: str
    colour: str
    acting: bool


@dataclass(frozen=True)
class EraLook:
    era: str  # its name
    canal: bool
    round: str  # "Round 3 of 8"
    order_title: str
    order: tuple[OrderSeat, ...]


class EraItem(Decor):
    """The era's name and the round, large, and the turn order beneath: a chip per seat in its
    colour, the seat to act framed in yellow."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect, EraLook("", True, "", "", ()), z=layers.ELEMENTS)

    def draw(self, painter: QPainter) -> None:
        e = self.look
        r = self.rect
        mark = QRectF(r.left(), r.top() + 8, 34, 34)
        painter.setPen(QPen(look.INK, 2.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(
            glyphs.placed(glyphs.waves() if e.canal else glyphs.rails(), mark.center(), 30)
        )
        painter.setPen(look.CANAL_LIGHT if e.canal else look.INK)
        painter.setFont(look.font(24, bold=True))
        painter.drawText(
            QRectF(r.left() + 42, r.top() + 4, r.width() - 42, 40),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            e.era,
        )
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.setPen(look.INK)
        round_box = QRectF(r.left() + 42, r.top() + 42, r.width() - 42, 28)
        _words(painter, round_box, e.round, 18, flags, bold=False)
        painter.setPen(look.INK_SOFT)
        _words(painter, QRectF(r.left(), r.top() + 76, r.width(), 24), e.order_title, 14, flags)
        chip_w = min(78.0, r.width() / max(len(e.order), 1) - 6)
        for i, seat in enumerate(e.order):
            chip = QRectF(r.left() + i * (chip_w + 6), r.top() + 102, chip_w, 34)
            colour = QColor(seat.colour)
            painter.setPen(QPen(look.ACTIVE, 4) if seat.acting else QPen(look.INK_DARK, 1.5))
            painter.setBrush(colour)
            painter.drawRoundedRect(chip, 7, 7)
            painter.setPen(ink_on(colour))  # the name cut short: the zones say it
            face = look.font(max(15.0, least_type(painter)), bold=True)
            room = chip.adjusted(3, 0, -3, 0)
            name = QFontMetricsF(face).elidedText(
                seat.name, Qt.TextElideMode.ElideRight, room.width()
            )
            if name.rstrip("…"):
                painter.setFont(face)
                painter.drawText(room, Qt.AlignmentFlag.AlignCenter, name)


# -- the action board ----------------------------------------------------------------------------


@dataclass(frozen=True)
class ActionLook:
    name: str  # "Build", in the table's language
    cards: str  # "1 card"
    state: str  # "open" (can be chosen now), "chosen" (under way), "shut" (not now), "idle"


class ActionArea(Element):
    """`action:<name>`: one of the turn's actions, where a card is dropped (or a tap chooses
    it): its name and how many cards it takes; dimmed while it cannot be chosen, framed while
    it is under way."""

    def __init__(self, name: str, rect: QRectF) -> None:
        super().__init__(
            f"action:{name}",
            rounded(rect, FRAME_RADIUS),
            ActionLook("", "", "idle"),
            z=layers.ELEMENTS,
        )
        self.rect = rect

    def draw(self, painter: QPainter) -> None:
        a, r = self.look, self.rect
        chosen, shut = a.state == "chosen", a.state == "shut"
        fill = QColor("#3a4250") if not shut else QColor("#262a30")
        painter.setPen(QPen(look.ACTIVE, 4) if chosen else QPen(look.PANEL_EDGE, 2))
        painter.setBrush(fill)
        painter.drawRoundedRect(r.adjusted(2, 2, -2, -2), 10, 10)
        ink = look.MUTED if shut else look.INK
        painter.setPen(ink)
        top = QRectF(r.left() + 6, r.top() + 6, r.width() - 12, r.height() * 0.58 - 6)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        if not _words(painter, top, a.name, 19, flags):  # the whole area, without "1 card"
            _words(painter, r.adjusted(6, 6, -6, -6), a.name, 19, flags)
            return
        painter.setPen(look.MUTED if shut else look.INK_SOFT)
        low = QRectF(r.left() + 4, r.top() + r.height() * 0.58, r.width() - 8, r.height() * 0.36)
        _words(painter, low, a.cards, 14, CENTRE, bold=False)


def action_rects(part: QRectF, count: int) -> list[QRectF]:
    """The action board's areas, in two rows (the first the longer), filling `part`."""
    inner = part.adjusted(10, 10, -10, -10)
    first = (count + 1) // 2
    rows = [first, count - first]
    gap = 8.0
    height = (inner.height() - gap) / 2
    width = (inner.width() - gap * (first - 1)) / first
    out = []
    for row, n in enumerate(rows):
        left = inner.left() + (inner.width() - n * width - (n - 1) * gap) / 2
        for i in range(n):
            x = left + i * (width + gap)
            out.append(QRectF(x, inner.top() + row * (height + gap), width, height))
    return out


@dataclass(frozen=True)
class DiscardLook:
    title: str  # "Played"
    card: str | None  # the top card of the acting seat's discard pile (public)
    count: int  # cards on that pile
    colour: str  # that seat's colour


class DiscardItem(Element):
    """`discard`: the acting seat's discard pile, its top card face up (played cards are public,
    as at the table) in a frame of the seat's colour, with how many lie there; the tooltip
    names every seat's top card. `paint_face(painter, rect, card)` draws a card's face."""

    def __init__(self, rect: QRectF, paint_face: Callable[[QPainter, QRectF, str], None]) -> None:
        super().__init__(
            "discard",
            rounded(rect, FRAME_RADIUS),
            DiscardLook("", None, 0, "#888"),
            z=layers.ELEMENTS,
        )
        self.rect = rect
        self.paint_face = paint_face

    def draw(self, painter: QPainter) -> None:
        d, r = self.look, self.rect
        painter.setPen(look.INK)
        _words(painter, QRectF(r.left(), r.top(), r.width(), 22), d.title, 14, CENTRE)
        card = QRectF(r.center().x() - 26, r.top() + 24, 52, 72)
        if d.card is None:
            painter.setPen(QPen(look.INK_SOFT, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, 6, 6)
        else:
            for i in range(min(d.count - 1, 2), 0, -1):  # the pile under the top card
                painter.setPen(QPen(look.INK_DARK, 1.2))
                painter.setBrush(look.TOWN.darker(110 + 8 * i))
                painter.drawRoundedRect(card.translated(i * 3, -i * 3), 6, 6)
            path = rounded(card, 6)
            painter.save()
            painter.setClipPath(path)
            self.paint_face(painter, card, d.card)
            painter.restore()
            painter.setPen(QPen(QColor(d.colour), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        if d.count:
            painter.setPen(look.INK_SOFT)
            below = QRectF(r.left(), card.bottom() + 2, r.width(), r.bottom() - card.bottom() - 2)
            _words(painter, below, str(d.count), 13, CENTRE)
