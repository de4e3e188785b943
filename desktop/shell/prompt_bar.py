"""The prompt bar: who must decide what now, in words, with the title's buttons for choices that
have no place on the board, and the latest refusal or hint from the board.

The bar has the size the table gives it (its slot at a desk, a share of the acting seat's zone
at a table-top) and fits its contents to it: every answer shows whole the moment the prompt
opens, long answers wrap, and only what cannot fit at all scrolls. A deep bar keeps a line for
the message even while there is none, so the words do not jump as refusals come and go."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QBoxLayout,
    QFrame,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QScroller,
    QSizePolicy,
    QWidget,
)

from desktop.board.paint_kit import readable_ink
from desktop.board.touch import touch_px
from desktop.games import TitleUI
from desktop.session_model import SessionModel
from desktop.shell.action_button import answer_buttons
from desktop.shell.flow_layout import FlowLayout
from desktop.shell.words import has
from rules.core.actions import Action
from rules.core.text import Text, text

SWATCH = 22
LONG = 3.0  # a bar this many times longer than deep puts its buttons beside the words
SHALLOW = 4.5  # a bar less deep than this many finger widths has slightly smaller words
WORDS_LEAST = 3  # beside the buttons the words keep this many finger widths at least
INDENT = SWATCH + 10  # the prompt's words begin after the seat's swatch
GAP = 4  # between the prompt and the message
EDGE, EDGE_PX = "#46525f", 4  # the bar's top edge: the acting seat's colour, else this
_MARK = "\ue000"  # stands in for the player's name until the text is escaped


class PromptBar(QFrame):
    def __init__(self, title: TitleUI, model: SessionModel) -> None:
        super().__init__()
        self.title = title
        self.model = model
        self.setObjectName("promptBar")
        self._colour: str | None = "?"  # the seat colour the bar is styled for
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setStyleSheet("#promptBar { background: #262e38; }")  # once: restyling is slow
        self.swatch = Swatch()
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.RichText)
        self.prompt.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        # its lines are measured by `_fit`, which gives the buttons only the room they leave:
        # the layout must not hold the bar taller than its place for a label's guess
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._point_size = self.prompt.font().pointSizeF()
        self._scale = 0.0
        self._widgets: list[QWidget] = []  # the controls shown now
        self._fit_queued = False
        self._controls_made = 0  # how many times the controls were set: a fit's key
        self._fitted: tuple | None = None  # what the last fit fitted (`_fit_key`)
        self._room: QSize | None = None  # the size of the bar's place, once told (`fit_to`)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #fcd34d;")
        keep = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        keep.setRetainSizeWhenHidden(True)  # its line stays, empty, between messages
        self.message.setSizePolicy(keep)
        self.message.hide()
        self.controls = QWidget()
        self._controls_row: QLayout = FlowLayout(self.controls)
        self.controls.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        # more buttons than the bar has room for (a hand of cards in a desk's corner) scroll,
        # by wheel, scroll bar or a finger's flick; none is ever cut off
        self.scroller = QScrollArea()
        self.scroller.setWidget(self.controls)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setStyleSheet(
            "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"
        )
        self.scroller.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        QScroller.grabGesture(self.scroller.viewport(), QScroller.ScrollerGestureType.TouchGesture)

        self.words = Words(self.swatch, self.prompt, self.message)
        # the words over the buttons, or beside them in a long, shallow bar (a table-top edge)
        self.row = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        self.row.setContentsMargins(14, 10 + EDGE_PX, 14, 10)
        self.row.setSpacing(8)
        self.row.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # its place's size
        self.row.addWidget(self.words, 1)
        self.row.addWidget(self.scroller)
        model.changed.connect(self._changed)  # a method, not a lambda: gone with the bar
        self._thought: float | None = None  # how far a bot thinking now is through its time
        model.thinking.connect(self._thinking)
        self.refresh()

    def _changed(self, _events: list) -> None:
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def paintEvent(self, event: QPaintEvent) -> None:
        """The bar's ground, and along its top edge the colour of the seat to act; while a bot
        thinks, the edge fills with its colour as its time passes."""
        super().paintEvent(event)
        painter = QPainter(self)
        colour = QColor(self._colour or EDGE)
        if self._thought is None:
            painter.fillRect(0, 0, self.width(), EDGE_PX, colour)
            return
        painter.fillRect(0, 0, self.width(), EDGE_PX, QColor(EDGE))
        painter.fillRect(0, 0, round(self.width() * self._thought), EDGE_PX, colour)

    def _thinking(self, seat: int, fraction: float) -> None:
        """A bot thinks in its own process (-1: it is done): the bar says so, and its edge shows
        how far through its time it is."""
        if fraction < 0:
            self._thought = None
        else:
            if self._thought is None:
                name = self.model.names[seat]
                self._say(seat, text("desktop.prompt.bot_thinking", player=name))
                self._queue_fit()
            self._thought = fraction
        self.update(0, 0, self.width(), EDGE_PX)

    def _queue_fit(self) -> None:
        """Fit once more when the event loop next runs: styles are polished and the words'
        new height is known by then. Many changes in one pass cost one fit."""
        if not self._fit_queued:
            self._fit_queued = True
            QTimer.singleShot(0, self, self._queued_fit)  # none once the bar is gone

    def _queued_fit(self) -> None:
        self._fit_queued = False
        self._fit()

    def _fit_key(self) -> tuple:
        """What a fit depends on: a resize of the bar, its turned host or its zone that leaves
        all this as it was needs no fit (a turn passing on at a table-top asks several times),
        nor does the queued fit when the controls' polish changed no size since."""
        message = (self.message.text(), self.message.isVisibleTo(self))
        hints = tuple((w.sizeHint(), w.minimumSizeHint()) for w in self._widgets)
        return (self._place(), self._controls_made, self.prompt.text(), message, hints)

    def _fit(self) -> None:
        """Lay the words and the buttons out in the bar's own size, measuring the buttons it
        holds now (shown or about to be): stacked, the buttons get the rows they need under the
        words; beside the words (a long, shallow bar, as at a table-top edge), the buttons get
        the narrowest column in which both they and the words fit the bar's depth. A button
        wider than its column wraps its words; only what cannot fit at all scrolls."""
        if self._fit_key() == self._fitted:
            return
        place = self._place()
        width, height = place.width(), place.height()
        if width < 2 or height < 2:
            return
        beside = width > LONG * height
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.row.direction() != direction:
            self.row.setDirection(direction)
        self._set_scale(height > SHALLOW * touch_px())
        margins = self.row.contentsMargins()
        inner_w = width - margins.left() - margins.right()
        inner_h = height - margins.top() - margins.bottom()
        gap = self.row.spacing()
        for widget in self._widgets:
            widget.ensurePolished()
        if beside:
            self._fit_beside(inner_w, inner_h, gap)
        else:
            self._fit_stacked(inner_w, inner_h, gap)
        self.words.place()  # the prompt's new lines (a resize of the words places them too)
        self._fitted = self._fit_key()  # as fitted: the buttons wrapped, polished

    def fit_to(self, size: QSize) -> None:
        """Fit the bar to its place (told by the view that shows it turned: a proxy grows the
        bar to what its layout asks for, so the bar's own size may not be its place's)."""
        if size != self._room:
            self._room = size
            self._fit()

    def _place(self) -> QSize:
        return self._room if self._room is not None else self.size()

    def _fit_stacked(self, width: int, height: int, gap: int) -> None:
        self.scroller.setMinimumWidth(0)
        self.scroller.setMaximumWidth(16777215)
        self._wrap_buttons(width)
        room = max(height - self._words_height(width) - gap, 0)
        need = self._buttons_height(width)
        if need > room:  # scrolls: the scroll bar takes its width from the buttons
            self._wrap_buttons(width - self._bar_width())
            need = self._buttons_height(width - self._bar_width())
        self._scrolls(need > room, need)
        # a row at least, if the words can give it up (never more than the bar holds)
        row = max((w.sizeHint().height() for w in self._widgets), default=0)
        floor = max(height - self._words_height(width, least=True) - gap, 0)
        self.scroller.setFixedHeight(min(need, max(room, min(row, floor))))

    def _fit_beside(self, width: int, height: int, gap: int) -> int:
        """Fit the buttons' column beside the words; return its width."""
        self.scroller.setMinimumHeight(0)
        self.scroller.setMaximumHeight(16777215)
        if not self._widgets:
            self.scroller.setFixedWidth(0)
            return 0
        # the words keep a fifth of the bar and room for a few words
        most = max(width - max(WORDS_LEAST * touch_px(), width // 5), 1)
        floors = [  # a button wraps down to its longest word; other widgets keep their least
            word_floor(w) if isinstance(w, QAbstractButton) else w.minimumSizeHint().width()
            for w in self._widgets
        ]
        least = max(min(max(floors), most), 1)
        self._wrap_buttons(most)
        whole = max(min(max(w.sizeHint().width() for w in self._widgets), most), least)
        # the words must show whole (they say what is asked); buttons may scroll if they must;
        # answers wrap only where their words whole leave no column that fits
        best: tuple[int, int, int] | None = None  # (words' overflow, buttons', column width)
        tries = [*range(whole, most + 1, 8), *range(whole - 8, least - 1, -8)]
        for column in tries:
            self._wrap_buttons(column)
            words = max(self._words_height(width - column - gap) - height, 0)
            key = (words, max(self._buttons_height(column) - height, 0), column)
            if best is None or key < best:
                best = key
            if key[:2] == (0, 0):
                break
        assert best is not None
        column = best[2]
        self._wrap_buttons(column)
        scrolls = self._buttons_height(column) > height
        self._scrolls(scrolls, self._buttons_height(column - self._bar_width()))
        column = max(min(column + self._bar_width(), width) if scrolls else column, 0)
        self.scroller.setFixedWidth(column)
        return column

    def _scrolls(self, scrolls: bool, need: int) -> None:
        """The scroll bar only where the buttons cannot all fit, `need` pixels deep: left to
        itself, a scroll area that once showed it keeps it, and the narrower buttons then need
        it; and one that should scroll may take a flow of buttons for a single row."""
        self.controls.setMinimumHeight(need if scrolls else 0)
        policy = (
            Qt.ScrollBarPolicy.ScrollBarAsNeeded
            if scrolls
            else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        if self.scroller.verticalScrollBarPolicy() != policy:
            self.scroller.setVerticalScrollBarPolicy(policy)

    def _set_scale(self, deep: bool) -> None:
        """A shallow bar's words are a little smaller, so that they all fit; it keeps no empty
        line for a message to come: the prompt's words need every line it has."""
        scale = 1.25 if deep else 0.95
        if scale == self._scale:
            return
        self._scale = scale
        keep = self.message.sizePolicy()
        keep.setRetainSizeWhenHidden(deep)
        self.message.setSizePolicy(keep)
        self.row.setContentsMargins(14, (10 if deep else 3) + EDGE_PX, 14, 10 if deep else 3)
        font = self.prompt.font()
        font.setPointSizeF(self._point_size * scale)
        self.prompt.setFont(font)

    def _words_height(self, width: int, *, least: bool = False) -> int:
        """The height the prompt and the message take at this width (`least`: with the prompt
        squeezed to its swatch's height)."""
        words = SWATCH
        if not least:
            words = max(self.prompt.heightForWidth(max(width - INDENT, 1)), SWATCH)
        if self.message.isVisibleTo(self) or self.message.sizePolicy().retainSizeWhenHidden():
            line = self.message.heightForWidth(max(width, 1))
            words += GAP + max(line, self.message.fontMetrics().height())
        return words

    def _buttons_height(self, width: int) -> int:
        return self._controls_row.heightForWidth(max(width, 1)) if self._widgets else 0

    def _bar_width(self) -> int:
        return self.scroller.verticalScrollBar().sizeHint().width()

    def _wrap_buttons(self, width: int) -> None:
        """Break a button's words into lines so that it is no wider than `width`."""
        for widget in self._widgets:
            if isinstance(widget, QAbstractButton):
                wrap_button(widget, width)

    def show_message(self, message: str) -> None:
        self.message.setText(message)
        self.message.setVisible(bool(message))
        self.words.place()
        self._queue_fit()  # its lines take room from the words or the buttons

    def refresh(self) -> None:
        """Say the current prompt and rebuild the title's controls for it."""
        model = self.model
        self.show_message("")
        prompt = model.prompt()
        if prompt is None:
            self._say(None, text("desktop.prompt.over"))
        elif model.is_bot(prompt.seat):
            doing = Text(f"{model.game}.prompt_name.{prompt.kind}")
            key = "desktop.prompt.bot_doing" if has(model.lang, doing.key) else "desktop.prompt.bot"
            self._say(prompt.seat, text(key, player=model.names[prompt.seat], doing=doing))
        else:
            self._say(prompt.seat, prompt.text)
        self._queue_fit()  # other words take other lines
        self._rebuild_controls(prompt is not None and not model.is_bot(prompt.seat))

    def _say(self, seat: int | None, words: Text) -> None:
        """Show the words with the acting player's name in bold, in their colour."""
        colour = self.model.colour(seat) if seat is not None else None
        self.swatch.setVisible(colour is not None)
        if colour != self._colour:  # painted, not restyled: a style sheet re-polishes the bar
            self._colour = colour
            self.swatch.colour = QColor(colour or EDGE)
            self.swatch.update()
            self.update(0, 0, self.width(), EDGE_PX)
        if seat is None:
            self.prompt.setText(html.escape(self.model.tr(words), quote=False))
            return
        escaped = html.escape(self.model.names[seat], quote=False)
        ink = readable_ink(colour or "#e9edf2").name()
        name = f'<b style="color: {ink}">{escaped}</b>'
        params = dict(words.params)
        named = "player" in params
        params["player"] = _MARK
        said = html.escape(self.model.tr(Text(words.key, params)), quote=False)
        self.prompt.setText(said.replace(_MARK, name) if named else f"{name} · {said}")

    def _rebuild_controls(self, person_to_act: bool) -> None:
        if person_to_act:
            self._set_controls(self.title.controls(self.model))
        else:
            self._set_controls([])

    def _set_controls(self, widgets: list[QWidget]) -> None:
        while self._controls_row.count():
            widget = self._controls_row.takeAt(0).widget()
            if widget is not None:
                widget.hide()  # gone from sight now, deleted once the event loop runs
                widget.deleteLater()
        self._widgets = list(widgets)
        self._controls_made += 1
        for widget in widgets:
            self._controls_row.addWidget(widget)
            if not widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
                widget.show()  # now, not on the next pass: a hidden button is not laid out
        self._fit()
        self._queue_fit()

    def show_choices(self, actions: list[Action], cancel: Callable[[], None]) -> None:
        """The answers a gesture left open, a button each, and one to let them go; with none,
        the title's controls again."""
        prompt = self.model.prompt()
        if not actions or prompt is None or self.model.is_bot(prompt.seat):
            self._rebuild_controls(prompt is not None and not self.model.is_bot(prompt.seat))
            return
        model = self.model
        widgets: list[QWidget] = list(answer_buttons(model, actions))
        back = QPushButton(model.tr(Text("desktop.choice.cancel")))
        back.setMinimumSize(touch_px(), touch_px())
        back.clicked.connect(cancel)
        self._set_controls([*widgets, back])


class Swatch(QWidget):
    """A disc in the acting seat's colour, ringed in light, before the prompt's words."""

    def __init__(self) -> None:
        super().__init__()
        self.colour = QColor(EDGE)
        self.setFixedSize(SWATCH, SWATCH)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#e9edf2"), 2))
        painter.setBrush(self.colour)
        painter.drawEllipse(1, 1, SWATCH - 2, SWATCH - 2)


class Words(QWidget):
    """The seat's swatch and the prompt beside it, the message under them, placed by hand: the
    prompt's lines first (it says what is asked), the message in what they leave — never over
    the prompt, whatever its length."""

    def __init__(self, swatch: QWidget, prompt: QLabel, message: QLabel) -> None:
        super().__init__()
        self.swatch, self.prompt, self.message = swatch, prompt, message
        for part in (swatch, prompt, message):
            part.setParent(self)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.place()

    def place(self) -> None:
        w, h = self.width(), self.height()
        self.swatch.move(0, 0)
        lines = max(self.prompt.heightForWidth(max(w - INDENT, 1)), SWATCH)
        if self.message.isVisibleTo(self):  # a line of it shows, at least
            lines = min(lines, h - GAP - self.message.fontMetrics().height())
        lines = max(min(lines, h), 1)
        self.prompt.setGeometry(INDENT, 0, max(w - INDENT, 1), lines)
        self.message.setGeometry(0, lines + GAP, w, max(h - lines - GAP, 0))


def word_floor(button: QAbstractButton) -> int:
    """The least width a button wraps to: its longest word, with its padding."""
    words = button.property("words") or button.text()
    metrics = button.fontMetrics()
    drawn = max(metrics.horizontalAdvance(line) for line in button.text().split("\n"))
    longest = max(metrics.horizontalAdvance(word) for word in words.split())
    return max(button.sizeHint().width() - drawn + longest, button.minimumWidth())


def wrap_button(button: QAbstractButton, width: int) -> None:
    """Set the button's words (kept whole in its "words" property) on as many lines as keep it
    no wider than `width`, breaking between words (inside a word only when it alone is wider)."""
    words = button.property("words")
    if words is None:
        words = button.text()
        button.setProperty("words", words)
    metrics = button.fontMetrics()
    drawn = max(metrics.horizontalAdvance(line) for line in button.text().split("\n"))
    room = max(width - (button.sizeHint().width() - drawn), 1)  # less the button's padding
    lines: list[str] = []
    for word in words.split(" "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= room:
            lines[-1] = f"{lines[-1]} {word}"
            continue
        lines.append("")
        for ch in word:  # a word wider than the room breaks where it must
            if lines[-1] and metrics.horizontalAdvance(lines[-1] + ch) > room:
                lines.append("")
            lines[-1] += ch
    wrapped = "\n".join(lines)
    if wrapped != button.text():
        button.setText(wrapped)
