"""The gallery: one card per playable title, each with its name and a drawn emblem."""

from __future__ import annotations

import importlib.util
import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
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
    """Registered titles whose desktop module is installed; never a placeholder."""
    found = []
    for title in games.TITLES.values():
        try:
            spec = importlib.util.find_spec(title.module)
        except ModuleNotFoundError:
            spec = None
        if spec is not None and spec.origin is not None:  # not a bare (namespace) folder
            found.append(title)
    return found


# -- emblems: drawn, not publisher art ------------------------------------------------------------


def _power_grid(painter: QPainter, box: QRectF) -> None:
    """A lightning bolt over a disc: electricity."""
    painter.setBrush(QColor("#1d4ed8"))
    painter.setPen(QPen(QColor("#93c5fd"), box.width() * 0.03))
    painter.drawEllipse(box.adjusted(4, 4, -4, -4))
    w, h, x, y = box.width(), box.height(), box.left(), box.top()
    bolt = [(0.56, 0.12), (0.28, 0.54), (0.47, 0.54), (0.40, 0.88), (0.72, 0.42), (0.53, 0.42)]
    path = QPainterPath()
    path.moveTo(QPointF(x + bolt[0][0] * w, y + bolt[0][1] * h))
    for px, py in bolt[1:]:
        path.lineTo(QPointF(x + px * w, y + py * h))
    path.closeSubpath()
    painter.setBrush(QColor("#facc15"))
    painter.setPen(QPen(QColor("#78350f"), box.width() * 0.02))
    painter.drawPath(path)


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


def _gear(painter: QPainter, box: QRectF, teeth: int = 10) -> None:
    """A cog wheel filling the middle of `box`, its hub left open."""
    c, r = box.center(), box.width() * 0.27
    path = QPainterPath()
    for i in range(teeth * 2):
        a0 = math.pi * 2 * i / (teeth * 2)
        a1 = math.pi * 2 * (i + 1) / (teeth * 2)
        radius = r * (1.22 if i % 2 == 0 else 1.0)
        for a in (a0, a1):
            p = QPointF(c.x() + radius * math.cos(a), c.y() + radius * math.sin(a))
            path.moveTo(p) if path.elementCount() == 0 else path.lineTo(p)
    path.closeSubpath()
    hub = QPainterPath()
    hub.addEllipse(c, r * 0.42, r * 0.42)
    painter.drawPath(path.subtracted(hub))


def _brass(ground: str, rim: str) -> Callable[[QPainter, QRectF], None]:
    """A brass cog over a disc of the map's colour: the industrial revolution."""

    def draw(painter: QPainter, box: QRectF) -> None:
        painter.setBrush(QColor(ground))
        painter.setPen(QPen(QColor(rim), box.width() * 0.03))
        painter.drawEllipse(box.adjusted(4, 4, -4, -4))
        painter.setBrush(QColor("#d4a24c"))
        painter.setPen(QPen(QColor("#5b3a12"), box.width() * 0.02))
        _gear(painter, box)

    return draw


def _points(box: QRectF, points: list[tuple[float, float]]) -> QPainterPath:
    """A closed path through points given as fractions of `box`."""
    path = QPainterPath()
    for i, (px, py) in enumerate(points):
        p = QPointF(box.left() + px * box.width(), box.top() + py * box.height())
        path.moveTo(p) if i == 0 else path.lineTo(p)
    path.closeSubpath()
    return path


def _barrage(painter: QPainter, box: QRectF) -> None:
    """A concrete dam between mountains holding back blue water: hydroelectric power."""
    painter.setBrush(QColor("#0f3b57"))
    painter.setPen(QPen(QColor("#7dd3fc"), box.width() * 0.03))
    painter.drawEllipse(box.adjusted(4, 4, -4, -4))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#64748b"))  # the mountains either side
    painter.drawPath(_points(box, [(0.12, 0.62), (0.3, 0.26), (0.46, 0.62)]))
    painter.drawPath(_points(box, [(0.54, 0.62), (0.72, 0.22), (0.9, 0.62)]))
    painter.setBrush(QColor("#38bdf8"))  # the water behind the dam
    painter.drawPath(_points(box, [(0.14, 0.56), (0.62, 0.56), (0.62, 0.66), (0.14, 0.66)]))
    painter.setBrush(QColor("#e2e8f0"))  # the dam's wall, wider at its foot
    painter.setPen(QPen(QColor("#334155"), box.width() * 0.015))
    painter.drawPath(_points(box, [(0.6, 0.44), (0.68, 0.44), (0.76, 0.82), (0.56, 0.82)]))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#7dd3fc"))  # the water let through, into the powerhouse's pipe
    painter.drawPath(_points(box, [(0.76, 0.76), (0.9, 0.76), (0.88, 0.82), (0.76, 0.82)]))


def _roads_and_boats(painter: QPainter, box: QRectF) -> None:
    """A green hex tile with a river through it, a road across and a boat on the river."""
    painter.setBrush(QColor("#14532d"))
    painter.setPen(QPen(QColor("#bef264"), box.width() * 0.03))
    painter.drawEllipse(box.adjusted(4, 4, -4, -4))
    corners = [(0.5 + 0.34 * math.cos(a), 0.5 + 0.34 * math.sin(a)) for a in _sixths()]
    painter.setBrush(QColor("#4d7c0f"))
    painter.setPen(QPen(QColor("#1a2e05"), box.width() * 0.015))
    painter.drawPath(_points(box, corners))
    river = QPen(QColor("#38bdf8"), box.width() * 0.07)
    river.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.setPen(river)
    w, h, x, y = box.width(), box.height(), box.left(), box.top()
    painter.drawLine(QPointF(x + 0.5 * w, y + 0.21 * h), QPointF(x + 0.5 * w, y + 0.79 * h))
    road = QPen(QColor("#92400e"), box.width() * 0.035)
    road.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(road)
    painter.drawLine(QPointF(x + 0.2 * w, y + 0.62 * h), QPointF(x + 0.8 * w, y + 0.38 * h))
    painter.setPen(QPen(QColor("#422006"), box.width() * 0.012))
    painter.setBrush(QColor("#fbbf24"))  # a raft on the river
    painter.drawPath(_points(box, [(0.44, 0.28), (0.56, 0.28), (0.54, 0.4), (0.46, 0.4)]))


def _sixths() -> list[float]:
    return [math.pi / 3 * i for i in range(6)]


EMBLEMS: dict[str, Callable[[QPainter, QRectF], None]] = {
    "barrage": _barrage,
    "roads-and-boats": _roads_and_boats,
    "powergrid": _power_grid,
    "brass-birmingham": _brass("#7f1d1d", "#fca5a5"),  # Birmingham's brick red
    "brass-lancashire": _brass("#14532d", "#86efac"),  # Lancashire's green
}


class Emblem(QWidget):
    def __init__(self, game: str, name: str) -> None:
        super().__init__()
        self.game, self.name = game, name
        self.setMinimumSize(120, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height())
        box = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        draw = EMBLEMS.get(self.game)
        draw(painter, box) if draw else _initial(painter, box, self.name)
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
        self.emblem = Emblem(title.game_id, name)
        self.label = QLabel(name)
        font = self.label.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
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
