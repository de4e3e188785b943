"""The tracks: step, round and phase (`track:step`), player order (`track:order`) and the
city-count track with its Step 2 and game-end marks (`track:cities`, a
`desktop.board.track.Track`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop.board import layers
from desktop.board.items import BoardItem
from desktop.board.track import Marker, Track, TrackLook, line_layout
from desktop.games.powergrid import look
from desktop.games.powergrid.decor import wrap_words
from desktop.games.powergrid.shapes import rounded

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
        chip_font = look.font(16, bold=True)
        metrics = QFontMetricsF(chip_font)
        painter.setFont(chip_font)
        x = r.right() - 8
        for i in reversed(range(len(self.phases))):
            text = self.phases[i]
            width = metrics.horizontalAdvance(text) + 18
            chip = QRectF(x - width, r.top() + 8, width, r.height() - 16)
            x -= width + 6
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
        px = 25.0
        while (
            px > 14 and QFontMetricsF(look.font(px, bold=True)).horizontalAdvance(self.title) > room
        ):
            px -= 1  # a long title shrinks rather than runs under the phases
        painter.setFont(look.font(px, bold=True))
        painter.setPen(look.INK)
        painter.drawText(r.adjusted(14, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, self.title)


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

    _chips: list[Chip] | None = None

    def chips(self) -> list[Chip]:
        """Each seat's chip (`fit_chips`), worked out again only when the words change."""
        if self._chips is None:
            self._chips = self.fit_chips()
        return self._chips

    def fit_chips(self) -> list[Chip]:
        """Each seat's chip in order: its rect and its words ("1. Ann"), whole where they fit
        on one line or two, in a smaller font if need be (else cut in the middle: the ends
        tell "Player 1" from "Player 2"; the track's tooltip names each whole)."""
        if not self.seats:
            return []
        r = self.rect
        title_font = look.font(16, bold=True)
        left = r.left() + QFontMetricsF(title_font).horizontalAdvance(self.title) + 24
        width = (r.right() - 8 - left) / len(self.seats)
        chips = []
        for i, seat in enumerate(self.seats):
            rect = QRectF(left + i * width, r.top() + 7, width - 6, r.height() - 14)
            lines, px = fit_words(f"{i + 1}. {seat.name}", rect.adjusted(6, 2, -4, -2))
            chips.append(Chip(rect, lines, px))
        return chips

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        painter.setPen(QPen(look.PANEL_EDGE, 2))
        painter.setBrush(look.PANEL_BG)
        painter.drawPath(self.shape())
        painter.setFont(look.font(16, bold=True))
        painter.setPen(look.INK_SOFT)
        painter.drawText(r.adjusted(14, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, self.title)
        for seat, chip in zip(self.seats, self.chips(), strict=True):
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


def fit_words(
    text: str, room: QRectF, largest: float = 17, smallest: float = 11
) -> tuple[list[str], float]:
    """The text's lines and font size (bold) to fit `room`: one line, else two, the largest
    size that fits; at the smallest, one line cut in the middle."""
    px = largest
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
)


class CityTrack(Track):
    """Cells 0 to the game-end count (more when someone has built past it), the Step 2 and end
    cells tinted, a disc per player below its count, stacked when players share one."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(
            "track:cities",
            rect,
            CityCounts().end + 1,
            area=rect.adjusted(10, 39, -10, -6),
            arrange=partial(line_layout, depth=28, spacing=3),
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
        d, r = self.data, self.rect
        painter.setFont(look.font(18, bold=True))
        painter.setPen(look.INK_SOFT)
        painter.drawText(
            QRectF(r.left() + 14, r.top() + 6, r.width(), 26),
            Qt.AlignmentFlag.AlignVCenter,
            d.title,
        )
        painter.setFont(look.font(15))
        painter.drawText(
            QRectF(r.left() + 14, r.top() + 6, r.width() - 28, 26),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            d.legend,
        )
