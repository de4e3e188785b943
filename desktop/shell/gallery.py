"""The gallery: one card per playable title, each with its name and a drawn emblem."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop import games
from desktop.shell.flow_layout import FlowLayout
from desktop.shell.words import title_name, tr
from rules.core.text import text

CARD = QSize(260, 300)


def playable() -> list[games.TitleUI]:
    """The titles whose rules and table are both installed (`desktop.games`), in order; never
    a placeholder."""
    return list(games.TITLES.values())


# -- emblems: drawn, not publisher art (each title draws its own: `TableTitle.emblem`) -----------


def _initial(painter: QPainter, box: QRectF, name: str) -> None:
    painter.setBrush(QColor("#475569"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(box.adjusted(4, 4, -4, -4))
    font = QFont(painter.font())
    font.setPixelSize(int(box.height() * 0.5))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#f8fafc"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, name[:1])


class EmblemView(QWidget):
    def __init__(self, game: str, name: str, draw: games.Emblem | None = None) -> None:
        super().__init__()
        self.game, self.name, self.draw = game, name, draw
        self.setMinimumSize(120, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height())
        box = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        self.draw(painter, box) if self.draw else _initial(painter, box, self.name)
        painter.end()


class Card(QAbstractButton):
    """A whole card is one big button: easy to hit with a finger. Drawn here, so the app's
    button style (sized for small buttons) leaves it alone."""

    def __init__(self, title: games.TitleUI, lang: str) -> None:
        super().__init__()
        self.game = title.game_id
        self.setFixedSize(CARD)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 12)
        name = title_name(lang, title.game_id)
        self.setAccessibleName(name)
        self.emblem = EmblemView(title.game_id, name, title.emblem)
        self.label = QLabel(name)
        font = self.label.font()
        base = font.pointSizeF()
        font.setPointSizeF(base * 1.5)
        font.setBold(True)
        # a long name ("Brass: Birmingham") a little smaller, whole on the card's one line
        room = CARD.width() - layout.contentsMargins().left() - layout.contentsMargins().right()
        while QFontMetrics(font).horizontalAdvance(name) > room and font.pointSizeF() > base:
            font.setPointSizeF(max(font.pointSizeF() - 0.5, base))
        self.label.setFont(font)
        low, high = title.players
        self.detail = QLabel(tr(lang, text("desktop.gallery.players", low=low, high=high)))
        for part in (self.emblem, self.label, self.detail):
            part.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            if isinstance(part, QLabel):
                part.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.emblem, 1)
        layout.addWidget(self.label)
        layout.addWidget(self.detail)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = "#3a4654" if self.isDown() or self.underMouse() else "#2a323c"
        painter.setBrush(QColor(fill))
        painter.setPen(QPen(QColor("#f2b705" if self.hasFocus() else "#46525f"), 2))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 14, 14)
        painter.end()

    def enterEvent(self, event: object) -> None:
        self.update()

    def leaveEvent(self, event: object) -> None:
        self.update()


class Gallery(QWidget):
    chosen = Signal(str)  # game id
    open_requested = Signal()
    return_requested = Signal()  # back to the game in progress

    def __init__(self, lang: str) -> None:
        super().__init__()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(48, 40, 48, 40)
        heading = QLabel(tr(lang, text("desktop.gallery.heading")))
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        heading.setFont(font)
        outer.addWidget(heading)
        hint = QLabel(tr(lang, text("desktop.gallery.hint")))
        hint.setWordWrap(True)
        outer.addWidget(hint)
        # the cards wrap to the window's width and scroll when they outgrow its height: the
        # gallery never asks the window to be larger than a small screen
        shelf = QWidget()
        flow = FlowLayout(shelf, spacing=24)
        self.cards: list[Card] = []
        for title in playable():
            card = Card(title, lang)
            card.clicked.connect(lambda _=False, g=title.game_id: self.chosen.emit(g))
            flow.addWidget(card)
            self.cards.append(card)
        if not self.cards:
            flow.addWidget(QLabel(tr(lang, text("desktop.gallery.empty"))))
        scroll = QScrollArea()
        scroll.setWidget(shelf)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(scroll, 1)
        row = QHBoxLayout()
        self.open_button = QPushButton(tr(lang, text("desktop.menu.open")))
        self.open_button.clicked.connect(self.open_requested)
        row.addWidget(self.open_button)
        self.return_button = QPushButton(tr(lang, text("desktop.gallery.return")))
        self.return_button.clicked.connect(self.return_requested)
        self.return_button.hide()
        row.addWidget(self.return_button)
        row.addStretch(1)
        outer.addLayout(row)
