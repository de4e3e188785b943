"""Hand-off: an opaque screen over the table until the next human seat taps, and when to show it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop.board.touch import touch_px
from desktop.shell.turned import Turned
from desktop.shell.words import tr
from rules.core.text import text

if TYPE_CHECKING:
    from desktop.session_model import SessionModel

COVER = "#14181d"  # opaque: nothing of the table shows through
INK = "#e9edf2"
SOFT = "#b8c2cc"


# -- when to hand off: no widgets ------------------------------------------------------------------


class HandOffGate:
    """Who may see private things (hands of cards) at a hot-seat table, and when the screen must
    be passed on.

    A hand-off is asked for whenever the seat to act is a person other than the last person the
    table was shown to: at the start (nobody has been shown yet), when the turn passes from one
    person to another, and when an undo goes back to another person's turn. A bot's turn never
    asks for one and does not forget who was shown (a person, bots, the same person again: no
    hand-off). With one person at the table (the rest bots) there is never a hand-off and that
    person is always the viewer. While the screen waits for someone to tap, nobody is the viewer.
    """

    def __init__(self, seats: int) -> None:
        self.seats = seats
        self.shown: int | None = None  # the person the table last showed private things to
        self.waiting: int | None = None  # the person the screen waits for, if it covers

    @property
    def viewer(self) -> int | None:
        """The seat whose private things (hand faces) may be drawn now: None while covered."""
        return None if self.waiting is not None else self.shown

    def next(self, prompt_seat: int | None, is_bot: Callable[[int], bool]) -> int | None:
        """After a change: the seat to hand the screen to (the screen covers the table until it
        is `revealed`), or None when no hand-off is needed."""
        if prompt_seat is None or is_bot(prompt_seat):
            return self.waiting  # the game is over, or a bot plays: nothing changes
        people = [seat for seat in range(self.seats) if not is_bot(seat)]
        if len(people) <= 1:  # one person alone with bots: nothing to hide from anyone
            self.shown, self.waiting = prompt_seat, None
            return None
        if prompt_seat == self.waiting or (self.waiting is None and prompt_seat == self.shown):
            return self.waiting
        self.waiting, self.shown = prompt_seat, None  # nobody is shown until they tap
        return prompt_seat

    def reveal(self, seat: int) -> None:
        """The person the screen waited for tapped it: they are the viewer now."""
        if seat == self.waiting:
            self.shown, self.waiting = seat, None


# -- the screen ------------------------------------------------------------------------------------


class _Face(QFrame):
    """The screen's words and button, drawn opaque; a tap anywhere on it counts."""

    tapped = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("handOff")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(f"#handOff {{ background: {COVER}; }}")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        touch = touch_px()
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setStyleSheet(f"color: {INK};")
        font = QFont(self.font())
        font.setPixelSize(max(12, round(touch * 0.75)))
        font.setBold(True)
        self.heading.setFont(font)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setStyleSheet(f"color: {SOFT};")
        font = QFont(self.font())
        font.setPixelSize(max(11, round(touch * 0.45)))
        self.detail.setFont(font)
        self.button = QPushButton()
        self.button.setMinimumSize(touch * 4, touch)  # at least 9 mm high, wide to find
        self.button.setFont(font)
        self.button.clicked.connect(self.tapped)
        column = QVBoxLayout(self)
        column.setContentsMargins(touch, touch, touch, touch)
        column.setSpacing(touch // 2)
        column.addStretch(1)
        column.addWidget(self.heading)
        column.addWidget(self.detail)
        column.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addStretch(1)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()
        if self.rect().contains(event.position().toPoint()):
            self.tapped.emit()


class HandOffScreen(QWidget):
    """An opaque screen over the whole table (a child of it, kept above every other child) that
    names the person to pass the screen to, turned to face their edge, and hides everything
    until they tap it (anywhere, or its button); then it hides and says `revealed(seat)`."""

    revealed = Signal(int)

    def __init__(self, table: QWidget, lang: str = "en") -> None:
        super().__init__(table)
        self.lang = lang
        self.seat: int | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.face = _Face()
        self.face.tapped.connect(self.tap)
        self.turned = Turned(self.face, 0, self)
        self.turned.setStyleSheet(f"background: {COVER};")
        table.installEventFilter(self)
        self.hide()

    @property
    def covering(self) -> bool:
        return self.seat is not None

    def cover(self, seat: int, name: str, degrees: int = 0) -> None:
        """Hide the table until `name` (seat `seat`) taps; the words face `degrees` (FACING of
        the seat's edge in table-top mode, 0 at a desk)."""
        self.seat = seat
        self.face.heading.setText(tr(self.lang, text("desktop.handoff.pass", player=name)))
        self.face.detail.setText(tr(self.lang, text("desktop.handoff.only", player=name)))
        self.face.button.setText(tr(self.lang, text("desktop.handoff.button", player=name)))
        self.turned.turn(degrees)
        self._fill()
        QToolTip.hideText()  # a tooltip about a card must not outlive the cover
        for sibling in self._siblings():
            sibling.installEventFilter(self)  # one raised later must not come over the cover
        self.show()
        self.raise_()

    def uncover(self) -> None:
        self.seat = None
        self.hide()

    def tap(self) -> None:
        seat = self.seat
        if seat is None:
            return
        self.uncover()
        self.revealed.emit(seat)

    # -- covering the whole table, above all ---------------------------------------------------

    def _siblings(self) -> list[QWidget]:
        parent = self.parentWidget()
        if parent is None:
            return []
        return [w for w in parent.children() if isinstance(w, QWidget) and w is not self]

    def _fill(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.parentWidget():
            if kind == QEvent.Type.Resize:
                self._fill()
            elif kind == QEvent.Type.ChildAdded and self.isVisible():
                self.raise_()
        elif kind in (QEvent.Type.ZOrderChange, QEvent.Type.Show) and self.isVisible():
            self.raise_()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.turned.setGeometry(self.rect())

    def paintEvent(self, event: QPaintEvent) -> None:
        QPainter(self).fillRect(self.rect(), QColor(COVER))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # nothing under the cover is pressed

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        event.accept()
        if self.rect().contains(event.position().toPoint()):
            self.tap()


# -- the two together, following a table's model ---------------------------------------------------


class HandOff(QObject):
    """The gate and the screen of a table: after every change of its model the screen covers
    the table for the next person, or not; `looking` says whose private things may be drawn now
    (None while covered) whenever that changes. `facing(seat)` is the turn of the seat's words
    (FACING of its edge in table-top mode, else 0)."""

    looking = Signal(object)  # int | None

    def __init__(
        self, table: QWidget, model: SessionModel, facing: Callable[[int], int] = lambda _seat: 0
    ) -> None:
        super().__init__(table)
        self.model = model
        self.facing = facing
        self.gate = HandOffGate(len(model.names))
        self.screen = HandOffScreen(table, model.lang)
        self.screen.revealed.connect(self._revealed)
        model.changed.connect(lambda _events: self.check())
        self.check()

    @property
    def viewer(self) -> int | None:
        return self.gate.viewer

    def check(self) -> None:
        """Cover the table for the person to act if they are not the one shown (and face the
        words to their edge, which may have moved), or uncover it."""
        model = self.model
        before = self.gate.viewer
        seat = self.gate.next(model.seat_to_act(), model.is_bot)
        if seat is None:
            self.screen.uncover()
        else:
            self.screen.cover(seat, model.names[seat], self.facing(seat))
        if self.gate.viewer != before:
            self.looking.emit(self.gate.viewer)

    def _revealed(self, seat: int) -> None:
        before = self.gate.viewer
        self.gate.reveal(seat)
        if self.gate.viewer != before:
            self.looking.emit(self.gate.viewer)
