"""Scoring step by step over the board (the end of a Brass era): one row per seat with its
colour, a column per step that appears in turn with each seat's VP counting up, and the running
total beside it.

Title-free: a title's scene says what the steps are (`BoardScene.score_steps` gives a
`ScoreSheet`); the table shows it here. It is only a display: the game goes on underneath, and it
shows nothing private (names, colours and public VP only). A tap skips to the full tally; a tap
on the full tally closes it.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QElapsedTimer,
    QEvent,
    QObject,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from desktop.board.score_sheet import ScoreStep
from desktop.board.touch import touch_px
from desktop.shell.style import ACCENT
from desktop.shell.words import tr
from rules.core.text import Text, text

LEAD_MS = 400  # the heading alone first, to be read
STEP_MS = 1000  # one step's column, then the next
COUNT_MS = 600  # within its step, how long a column's VP take to count up
TICK_MS = 30
CARD = "#1b2027"
EDGE = "#46525f"
INK = "#e9edf2"
SOFT = "#b8c2cc"


class ScoreSteps(QWidget):
    """The tally, centred over `over` (the board's view), turned by `degrees` to face a seat."""

    closed = Signal()

    def __init__(self, table: QWidget, over: QWidget, lang: str = "en") -> None:
        super().__init__(table)
        self.over = over
        self.lang = lang
        self.heading = ""
        self.seats: list[tuple[str, str]] = []  # (name, colour) by seat
        self.start: list[int] = []
        self.steps: list[tuple[str, list[int]]] = []  # (title, gain by seat)
        self.degrees = 0
        self._clock = QElapsedTimer()
        self._done = True
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        over.installEventFilter(self)  # follow the board's view when the table is laid out
        self.hide()

    # -- showing ---------------------------------------------------------------------------------

    def present(
        self,
        heading: Text,
        seats: list[tuple[str, str]],
        start: list[int],
        steps: list[ScoreStep],
        degrees: int = 0,
    ) -> None:
        """Play the steps from `start` (each seat's score before them), facing `degrees`."""
        self.heading = tr(self.lang, heading)
        self.seats = list(seats)
        self.start = list(start)
        self.steps = [
            (tr(self.lang, s.title), [s.gains.get(seat, 0) for seat in range(len(seats))])
            for s in steps
        ]
        self.degrees = degrees % 360
        self._done = False
        self._clock.start()
        self._timer.start()
        self._place()
        self.show()
        self.raise_()  # above the board and the seats; the hand-off screen raises itself above

    @property
    def complete(self) -> bool:
        return self._done

    def elapsed(self) -> int:
        """Milliseconds into the steps (past the end once complete)."""
        end = LEAD_MS + STEP_MS * len(self.steps)
        return end if self._done else min(end, self._clock.elapsed())

    def revealed(self) -> int:
        """How many steps' columns show now."""
        return sum(1 for i in range(len(self.steps)) if self.elapsed() >= LEAD_MS + STEP_MS * i)

    def shown(self) -> list[list[int]]:
        """Each revealed step's VP per seat as shown now (counting up)."""
        at = self.elapsed()
        out = []
        for i, (_title, gains) in enumerate(self.steps[: self.revealed()]):
            part = min(1.0, (at - LEAD_MS - STEP_MS * i) / COUNT_MS)
            out.append([round(g * part) for g in gains])
        return out

    def totals(self) -> list[int]:
        """The running total per seat as shown now."""
        shown = self.shown()
        return [s + sum(step[seat] for step in shown) for seat, s in enumerate(self.start)]

    def finish(self) -> None:
        """Skip to the full tally."""
        self._done = True
        self._timer.stop()
        self.update()

    def tap(self) -> None:
        """A tap: the full tally first, then away."""
        if not self._done:
            self.finish()
            return
        self.hide()
        self.closed.emit()

    def _tick(self) -> None:
        if self._clock.elapsed() >= LEAD_MS + STEP_MS * len(self.steps):
            self.finish()
        self.update()

    # -- where and how big -----------------------------------------------------------------------

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        touch = touch_px()
        body = QFont(self.font())
        body.setPixelSize(max(12, round(touch * 0.5)))
        bold = QFont(body)
        bold.setBold(True)
        big = QFont(bold)
        big.setPixelSize(max(14, round(touch * 0.75)))
        return body, bold, big

    def _columns(self) -> tuple[float, list[float], float]:
        """Widths of the name column, each step's and the total's (unscaled)."""
        body, bold, _big = self._fonts()
        pad = touch_px() / 2
        fm, fb = QFontMetricsF(body), QFontMetricsF(bold)
        names = max((fm.horizontalAdvance(n) for n, _ in self.seats), default=0.0)
        name_w = touch_px() * 0.6 + pad + names + pad
        digits = fb.horizontalAdvance("+888") + pad
        steps = [max(fm.horizontalAdvance(t), digits) + pad for t, _ in self.steps]
        total = max(fb.horizontalAdvance(tr(self.lang, text("desktop.steps.total"))), digits) + pad
        return name_w, steps, total

    def card_size(self) -> tuple[float, float]:
        """The tally's size upright, unscaled."""
        _body, _bold, big = self._fonts()
        touch = touch_px()
        name_w, steps, total = self._columns()
        heading_w = QFontMetricsF(big).horizontalAdvance(self.heading)
        width = max(name_w + sum(steps) + total, heading_w) + touch
        height = touch / 2 + touch * (len(self.seats) + 3.1)  # heading, titles, seats, hint
        return width, height

    def _scale(self) -> float:
        w, h = self.card_size()
        if self.degrees in (90, 270):
            w, h = h, w
        room = self.over.geometry()
        margin = touch_px() / 2
        return min(1.0, (room.width() - 2 * margin) / w, (room.height() - 2 * margin) / h)

    def _place(self) -> None:
        w, h = self.card_size()
        if self.degrees in (90, 270):
            w, h = h, w
        scale = max(0.1, self._scale())
        w, h = round(w * scale) + 2, round(h * scale) + 2
        centre = self.over.geometry().center()
        self.setGeometry(QRect(centre.x() - w // 2, centre.y() - h // 2, w, h))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        moved = event.type() in (QEvent.Type.Resize, QEvent.Type.Move)
        if watched is self.over and moved and self.isVisible():
            self._place()
        return False

    # -- drawing ---------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        w, h = self.card_size()
        p.translate(self.width() / 2, self.height() / 2)
        p.rotate(self.degrees)
        scale = max(0.1, self._scale())
        p.scale(scale, scale)
        p.translate(-w / 2, -h / 2)
        p.setPen(QPen(QColor(EDGE), 2))
        p.setBrush(QColor(CARD))
        p.drawRoundedRect(QRectF(0, 0, w, h), 10, 10)

        body, bold, big = self._fonts()
        touch = touch_px()
        pad = touch / 2
        name_w, steps_w, total_w = self._columns()
        centre = Qt.AlignmentFlag.AlignCenter
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

        def cell(x: float, y: float, cw: float, words: str, font: QFont, ink: str, how=centre):
            p.setFont(font)
            p.setPen(QColor(ink))
            p.drawText(QRectF(x, y, cw, touch), how, words)

        cell(0, pad / 2, w, self.heading, big, INK)
        shown, totals = self.shown(), self.totals()
        counting = None if self._done else len(shown) - 1
        y = pad / 2 + touch
        x = pad + name_w
        for i, (title, _gains) in enumerate(self.steps[: len(shown)]):
            cell(x, y, steps_w[i], title, body, ACCENT if i == counting else SOFT)
            x += steps_w[i]
        total_x = pad + name_w + sum(steps_w)
        cell(total_x, y, total_w, tr(self.lang, text("desktop.steps.total")), bold, INK)
        for seat, (name, colour) in enumerate(self.seats):
            y += touch
            side = touch * 0.6
            p.setPen(QPen(QColor(EDGE), 1))
            p.setBrush(QColor(colour))
            p.drawRect(QRectF(pad, y + (touch - side) / 2, side, side))
            cell(pad + side + pad / 2, y, name_w - side - pad / 2, name, body, INK, left)
            x = pad + name_w
            for i, gains in enumerate(shown):
                ink = ACCENT if i == counting else INK
                cell(x, y, steps_w[i], f"{gains[seat]:+d}", body, ink)
                x += steps_w[i]
            cell(total_x, y, total_w, str(totals[seat]), bold, INK)
        hint = "desktop.steps.close" if self._done else "desktop.steps.skip"
        cell(0, y + touch * 1.1, w, tr(self.lang, text(hint)), body, SOFT)
        p.setPen(QPen(QColor(EDGE), 1))
        p.drawLine(QPointF(pad, pad / 2 + touch * 2), QPointF(w - pad, pad / 2 + touch * 2))
        p.end()

    # -- taps ------------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # nothing under the tally is pressed

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()
        if self.rect().contains(event.position().toPoint()):
            self.tap()
