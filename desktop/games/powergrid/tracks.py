"""The tracks: step, round and phase (`track:step`), player order (`track:order`) and the
city-count track with its Step 2 and game-end marks (`track:cities`, a
`desktop.board.track.Track`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop.board import layers
from desktop.board.drawn import least_type
from desktop.board.items import BoardItem
from desktop.board.paint_kit import rounded, wrap_words
from desktop.board.track import Marker, Track, TrackLayout, TrackLook, line_layout
from desktop.games.powergrid import look

ORDER_PX = 16.0  # the order track's title
CHIP_PX = 25.0  # a seat's chip on the order track, at most
STEP2_TINT = QColor("#3d7bd9")
END_TINT = QColor("#d9503d")


class StepTrack(BoardItem):
    """'Step 1 · Round 3' and the round's four phases, the current one lit."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__("track:step", rounded(rect, 10), z=layers.TERRAIN)
        self.rect = rect
        self.setCacheMode(look.CACHED)
        self.title = ""
        self.phases: list[str] = []
        self.current = -1

    def set_state(self, title: str, phases: list[str], current: int) -> None:
        if (title, phases, current) != (self.title, self.phases, self.current):
            self.title, self.phases, self.current = title, phases, current
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(QPen(look.PANEL_EDGE, 2))
        painter.setBrush(look.PANEL_BG)
        painter.drawPath(self.shape())
        least = least_type(painter)
        chip_font = look.font(max(16.0, least), bold=True)
        metrics = QFontMetricsF(chip_font)
        widths = [metrics.horizontalAdvance(text) + 18 for text in self.phases]
        title_w = _advance(max(14.0, least), self.title)
        # every phase where they read beside the title; else the current one alone
        shown = list(range(len(self.phases)))
        if sum(widths) + 6 * len(widths) + title_w + 28 > r.width():
            shown = [self.current] if 0 <= self.current < len(self.phases) else []
        painter.setFont(chip_font)
        x = r.right() - 8
        for i in reversed(shown):
            text = self.phases[i]
            chip = QRectF(x - widths[i], r.top() + 8, widths[i], r.height() - 16)
            x -= widths[i] + 6
            now = i == self.current
            painter.setPen(QPen(look.ACTIVE if now else look.PANEL_EDGE, 2))
            painter.setBrush(look.ACTIVE if now else QColor("#252c35"))
            painter.drawRoundedRect(chip, 8, 8)
            done = i < self.current
            painter.setPen(
                look.INK_DARK if now else look.OUT_OF_PLAY_INK if done else look.INK_SOFT
            )
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)
        room = x - r.left() - 20
        px = max(25.0, least)
        while px > max(14.0, least) and _advance(px, self.title) > room:
            px -= 1  # a long title shrinks rather than runs under the phases
        font = look.font(px, bold=True)
        painter.setFont(font)
        painter.setPen(look.INK)
        title = QFontMetricsF(font).elidedText(self.title, Qt.TextElideMode.ElideRight, room)
        painter.drawText(r.adjusted(14, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, title)


def _advance(px: float, text: str) -> float:
    return QFontMetricsF(look.font(px, bold=True)).horizontalAdvance(text)


@dataclass
class Seat:
    name: str
    colour: QColor
    acting: bool = False
    out: bool = False  # passed in this round's auctions, or otherwise done for the phase


class OrderTrack(BoardItem):
    """The player order, first player first; the seat to act is ringed."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__("track:order", rounded(rect, 10), z=layers.TERRAIN)
        self.rect = rect
        self.setCacheMode(look.CACHED)
        self.title = ""
        self.seats: list[Seat] = []

    def set_state(self, title: str, seats: list[Seat]) -> None:
        if (title, seats) != (self.title, self.seats):
            if (title, [s.name for s in seats]) != (self.title, [s.name for s in self.seats]):
                self._chips = None  # the words changed, not only who acts
            self.title, self.seats = title, seats
            self.update()

    _chips: tuple[float, list[Chip]] | None = None

    def chips(self, least: float = 11.0) -> list[Chip]:
        """Each seat's chip (`fit_chips`) for type no smaller than `least`, worked out again
        only when the words or that size change."""
        least = float(round(least))
        if self._chips is None or self._chips[0] != least:
            self._chips = (least, self.fit_chips(least))
        return self._chips[1]

    def titled(self, least: float) -> bool:
        """Whether the title is drawn: where it reads at its size (else the chips' numbers say
        the order, and they take its room)."""
        return least <= ORDER_PX

    def fit_chips(self, least: float = 11.0) -> list[Chip]:
        """Each seat's chip in order: its rect and its words ("1. Ann"), never under `least`:
        on one line of chips where every name reads whole, else on two; each name on one line
        or two, in a smaller font if need be (else cut in the middle: the ends tell "Player 1"
        from "Player 2"; the track's tooltip names each whole)."""
        if not self.seats:
            return []
        r = self.rect
        left = r.left() + 8
        if self.titled(least):
            left += _advance(ORDER_PX, self.title) + 16
        room = QRectF(left, r.top() + 7, r.right() - 8 - left, r.height() - 14)
        chips: list[Chip] = []
        for lines in (1, 2):
            chips = self._chips_in(room, lines, least)
            if all(chip.whole for chip in chips):
                break
        return chips

    def _chips_in(self, room: QRectF, lines: int, least: float) -> list[Chip]:
        per_line = -(-len(self.seats) // lines)
        width, height = room.width() / per_line, (room.height() + 6) / lines
        chips = []
        for i, seat in enumerate(self.seats):
            x, y = room.left() + (i % per_line) * width, room.top() + (i // per_line) * height
            rect = QRectF(x, y, width - 6, height - 6)
            text = f"{i + 1}. {seat.name}"
            words, px = fit_words(text, rect.adjusted(6, 2, -4, -2), max(CHIP_PX, least), least)
            chips.append(Chip(rect, words, px, " ".join(words) == text))
        return chips

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(QPen(look.PANEL_EDGE, 2))
        painter.setBrush(look.PANEL_BG)
        painter.drawPath(self.shape())
        least = least_type(painter)
        if self.titled(least):
            painter.setFont(look.font(ORDER_PX, bold=True))
            painter.setPen(look.INK_SOFT)
            painter.drawText(r.adjusted(14, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, self.title)
        for seat, chip in zip(self.seats, self.chips(least), strict=True):
            painter.setOpacity(0.45 if seat.out else 1.0)
            painter.setPen(QPen(look.ACTIVE, 4) if seat.acting else QPen(look.INK_DARK, 1.5))
            painter.setBrush(seat.colour)
            painter.drawRoundedRect(chip.rect, 8, 8)
            painter.setPen(look.ink_on(seat.colour))
            painter.setFont(look.font(chip.px, bold=True))
            painter.drawText(
                chip.rect.adjusted(6, 0, -4, 0),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                "\n".join(chip.lines),
            )
        painter.setOpacity(1.0)


@dataclass
class Chip:
    rect: QRectF
    lines: list[str]
    px: float
    whole: bool = True  # the words not cut


def fit_words(
    text: str, room: QRectF, largest: float = 17, smallest: float = 11
) -> tuple[list[str], float]:
    """The text's lines and font size (bold) to fit `room`: one line, else two, the largest
    size that fits; at the smallest, one line cut in the middle."""
    px = max(largest, smallest)
    while px >= smallest:
        metrics = QFontMetricsF(look.font(px, bold=True))
        for count in (1, 2):
            lines = [text] if count == 1 else wrap_words(text, metrics, room.width())
            fits = all(metrics.horizontalAdvance(line) <= room.width() for line in lines)
            if len(lines) == count and fits and count * metrics.height() <= room.height():
                return lines, px
        px -= 1
    metrics = QFontMetricsF(look.font(smallest, bold=True))
    return [metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, room.width())], smallest


@dataclass
class CityCounts:
    title: str = ""
    legend: str = ""
    step2: int = 7
    end: int = 17
    counts: list[tuple[int, QColor]] = field(default_factory=list)  # (cities, colour) by seat


CITY_LOOK = TrackLook(
    background=look.PANEL_BG,
    edge=look.PANEL_EDGE,
    ink=look.INK,
    ink_soft=look.INK_SOFT,
    marker_edge=look.INK,
    number_px=26.0,  # 11.5 px on the screen where the panel is shown smallest
)
CELL_DEPTH = 34.0  # room for the counts' numbers
CELL_W = 44.0  # the narrowest space where two digits fit at that size; narrower, two lines


def city_layout(area: QRectF, n: int) -> TrackLayout:
    """`n` spaces in a line across `area`, each marker stacking below its space; where a line
    would make them too narrow for their numbers (a long game's track), in two lines, the
    first half above the second."""
    if area.width() / max(1, n) >= CELL_W:
        return line_layout(area, n, depth=CELL_DEPTH, spacing=3)
    first = -(-n // 2)
    half = (area.height() - 6) / 2
    pitch = area.width() / first
    top = line_layout(QRectF(area.left(), area.top(), area.width(), half), first, depth=CELL_DEPTH)
    low = QRectF(area.left(), area.bottom() - half, pitch * (n - first), half)
    bottom = line_layout(low, n - first, depth=CELL_DEPTH)
    return TrackLayout(top.cells + bottom.cells, top.stacks + bottom.stacks, top.grow)


class CityTrack(Track):
    """Cells 0 to the game-end count (more when someone has built past it), the Step 2 and end
    cells tinted, a disc per player below its count, stacked when players share one."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(
            "track:cities",
            rect,
            CityCounts().end + 1,
            area=rect.adjusted(10, 42, -10, -6),
            arrange=city_layout,
            look=CITY_LOOK,
        )
        self.data = CityCounts()

    def set_state(self, data: CityCounts) -> None:
        if data == self.data:
            return
        self.data = data
        self.set_spaces(max(data.end, max((c for c, _ in data.counts), default=0)) + 1)
        self.set_tints({data.step2: STEP2_TINT, data.end: END_TINT})
        self.set_markers([Marker(cities, colour) for cities, colour in data.counts])
        self.update()

    def paint_header(self, painter: QPainter) -> None:
        """The title, and the legend right of it where it reads beside it (the tinted spaces
        and the track's tooltip say it too)."""
        d, r = self.data, self.rect
        least = least_type(painter)
        title_font = look.font(max(18.0, least), bold=True)
        legend_font = look.font(max(15.0, least))
        painter.setFont(title_font)
        painter.setPen(look.INK_SOFT)
        line = QRectF(r.left() + 14, r.top() + 6, r.width() - 28, 30)
        painter.drawText(line, Qt.AlignmentFlag.AlignVCenter, d.title)
        title_w = QFontMetricsF(title_font).horizontalAdvance(d.title)
        if title_w + 16 + QFontMetricsF(legend_font).horizontalAdvance(d.legend) <= line.width():
            painter.setFont(legend_font)
            painter.drawText(
                line, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, d.legend
            )
