"""The prompt bar: who must decide what now, in words, with the title's buttons for choices that
have no place on the board, and the latest refusal or hint from the board.

The bar keeps its height: a line is kept for the message even while there is none, and the bar
never grows shorter at the same width, so the board above it does not shift as prompts, controls
and messages come and go."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QScroller,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.games import TitleUI
from desktop.session_model import SessionModel
from desktop.shell.action_button import answer_buttons
from desktop.shell.flow_layout import FlowLayout
from desktop.shell.style import touch_px
from desktop.shell.words import has
from rules.core.actions import Action
from rules.core.text import Text, text

SWATCH = 22
LONG = 3.0  # a bar this many times longer than deep puts its buttons beside the words
SHALLOW = 4.5  # a bar less deep than this many finger widths has slightly smaller words
_MARK = "\ue000"  # stands in for the player's name until the text is escaped


class PromptBar(QFrame):
    def __init__(self, title: TitleUI, model: SessionModel) -> None:
        super().__init__()
        self.title = title
        self.model = model
        self.setObjectName("promptBar")
        self._colour: str | None = "?"  # the seat colour the bar is styled for
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.swatch = QLabel()
        self.swatch.setFixedSize(SWATCH, SWATCH)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.RichText)
        self.prompt.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self._point_size = self.prompt.font().pointSizeF()
        self._scale = 0.0
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #fcd34d;")
        keep = self.message.sizePolicy()
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

        heading = QHBoxLayout()
        heading.setSpacing(10)
        heading.addWidget(self.swatch, 0, Qt.AlignmentFlag.AlignTop)
        heading.addWidget(self.prompt, 1)
        words = QVBoxLayout()
        words.addLayout(heading)
        words.addWidget(self.message)
        # the words over the buttons, or beside them in a long, shallow bar (a table-top edge)
        self.row = QBoxLayout(QBoxLayout.Direction.TopToBottom, self)
        self.row.setContentsMargins(14, 10, 14, 10)
        self.row.addLayout(words, 1)
        self.row.addWidget(self.scroller)
        model.changed.connect(lambda _events: self.refresh())
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Words beside the buttons when the bar is long and shallow, else over them; and hold
        the tallest height the bar has had at this width as its least height."""
        size = event.size()
        self._fit(size.width(), size.height())
        super().resizeEvent(event)
        if size.width() != event.oldSize().width():
            self.setMinimumHeight(0)  # another width wraps the words anew
        elif size.height() > self.minimumHeight():
            self.setMinimumHeight(size.height())

    def _fit(self, width: int, height: int) -> None:
        """Beside the words the buttons take what they need, up to two fifths of the bar; a
        shallow bar's words are a little smaller, so that they all fit."""
        beside = width > LONG * height
        direction = QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        if self.row.direction() != direction:
            self.row.setDirection(direction)
        if beside:
            shown = self.controls.findChildren(
                QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
            )
            widths = [w.sizeHint().width() for w in shown if not w.isHidden()]
            want = sum(widths) + 6 * max(len(widths) - 1, 0)
            bar = self.scroller.verticalScrollBar().sizeHint().width()
            self.scroller.setFixedWidth(
                max(min(want, width * 2 // 5), max(widths, default=0)) + bar
            )
        else:
            self.scroller.setMinimumWidth(0)
            self.scroller.setMaximumWidth(16777215)
        deep = height > SHALLOW * touch_px()
        scale = 1.25 if deep else 0.95
        if scale != self._scale:
            self._scale = scale
            # a shallow bar (a table-top strip) keeps no empty line for a message to come: the
            # prompt's words need every line it has
            keep = self.message.sizePolicy()
            keep.setRetainSizeWhenHidden(deep)
            self.message.setSizePolicy(keep)
            self.row.setContentsMargins(14, 10 if deep else 3, 14, 10 if deep else 3)
            font = self.prompt.font()
            font.setPointSizeF(self._point_size * scale)
            self.prompt.setFont(font)

    def show_message(self, message: str) -> None:
        self.message.setText(message)
        self.message.setVisible(bool(message))

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
        self._rebuild_controls(prompt is not None and not model.is_bot(prompt.seat))

    def _say(self, seat: int | None, words: Text) -> None:
        """Show the words with the acting player's name in bold, in their colour."""
        colour = self.model.colour(seat) if seat is not None else None
        self.swatch.setVisible(colour is not None)
        if colour != self._colour:  # restyling re-polishes the bar: only when the seat changes
            self._colour = colour
            edge = colour or "#46525f"
            self.setStyleSheet(
                f"#promptBar {{ background: #262e38; border-top: 4px solid {edge}; }}"
            )
            self.swatch.setStyleSheet(
                f"background: {edge}; border: 2px solid #e9edf2; border-radius: {SWATCH // 2}px;"
            )
        if seat is None:
            self.prompt.setText(html.escape(self.model.tr(words), quote=False))
            return
        escaped = html.escape(self.model.names[seat], quote=False)
        name = f'<b style="color: {_readable(colour)}">{escaped}</b>'
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
        for widget in widgets:
            self._controls_row.addWidget(widget)
        self._fit(self.width(), self.height())

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


def _readable(colour: str | None) -> str:
    """The seat's colour, lightened when it would vanish into the dark bar (black, blue)."""
    c = QColor(colour or "#e9edf2")
    return c.lighter(170).name() if c.lightness() < 140 else c.name()
