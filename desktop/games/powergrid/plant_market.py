"""The plant market: current and future rows, the auction spot (plant, bid, leader, bidders),
the discard spot and the draw stack. Cards themselves are PlantCards placed by the scene."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
)

from desktop.board import layers
from desktop.board.items import BoardItem
from desktop.board.paint_kit import rounded
from desktop.board.scene import BoardScene
from desktop.games.powergrid import look
from desktop.games.powergrid.cards import CARD
from desktop.games.powergrid.decor import Label, panel
from desktop.games.powergrid.shapes import circle

CURRENT = 134.0  # card sizes in the scene
FUTURE = 104.0
PX = 25.0  # its words: 11.5 px on the screen where the panel is shown smallest
AUCTION_W = 0.55  # the auction spot's share of the width; the discard and the stack share the rest
AUCTION_CARD = 120.0
STACK_CARD = 96.0


@dataclass(frozen=True)
class Place:
    """Where a card lies: top-left corner and size in the scene."""

    at: QPointF
    size: float

    @property
    def scale(self) -> float:
        return self.size / CARD

    @property
    def rect(self) -> QRectF:
        return QRectF(self.at.x(), self.at.y(), self.size, self.size)


class Spot(BoardItem):
    """A place cards are dropped on (the auction, the discard pile) or the stack: a dashed
    frame, bright while it is where the current decision happens."""

    def __init__(self, element_id: str, rect: QRectF) -> None:
        super().__init__(element_id, rounded(rect, 10), z=layers.TERRAIN)
        self.rect = rect
        self.live = False
        self.back: QRectF | None = None  # a face-down card drawn here (the stack)
        self.setCacheMode(look.CACHED)  # a card sliding over it does not draw it again

    def set_back(self, back: QRectF | None) -> None:
        if back != self.back:
            self.back = back
            self.update()

    def set_live(self, live: bool) -> None:
        if live != self.live:
            self.live = live
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = look.ACTIVE if self.live else look.PANEL_EDGE
        painter.setPen(QPen(colour, 3 if self.live else 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor("#252c35"))
        painter.drawPath(self.shape())
        if self.back is not None:
            painter.setPen(QPen(look.INK_SOFT, 2))
            painter.setBrush(QBrush(QColor("#3a2a55"), Qt.BrushStyle.SolidPattern))
            painter.drawRoundedRect(self.back, 8, 8)
            painter.setBrush(QBrush(QColor("#5b4480"), Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(self.back.adjusted(6, 6, -6, -6), 5, 5)


class Bidders(QGraphicsItem):
    """The seats still bidding, a disc each in its colour, their names in its tooltip: read at
    a glance where six names would not fit the auction spot at a size read at arm's length."""

    R = 12.0
    GAP = 6.0

    def __init__(self, parent: QGraphicsItem, at: QPointF, width: float) -> None:
        super().__init__(parent)
        self.at = at  # the first disc's left edge, at its line's middle
        self.width = width
        self.colours: list[QColor] = []
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(layers.ELEMENTS + 1)

    def set_seats(self, words: str, colours: list[QColor]) -> None:
        if colours != self.colours:
            self.prepareGeometryChange()
            self.colours = colours
            self.update()
        self.setToolTip(words)

    def centres(self) -> list[QPointF]:
        pitch = 2 * self.R + self.GAP
        per_line = max(1, int((self.width + self.GAP) // pitch))
        return [
            QPointF(
                self.at.x() + self.R + (i % per_line) * pitch, self.at.y() + (i // per_line) * pitch
            )
            for i in range(len(self.colours))
        ]

    def boundingRect(self) -> QRectF:
        r = self.R + 2
        box = QRectF()
        for c in self.centres():
            box = box.united(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
        return box

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(look.INK_DARK, 2))
        for colour, c in zip(self.colours, self.centres(), strict=True):
            painter.setBrush(colour)
            painter.drawEllipse(c, self.R, self.R)


class PlantMarket:
    def __init__(self, scene: BoardScene, rect: QRectF) -> None:
        self.rect = rect
        panel(scene, rect)
        x, y, w = rect.left(), rect.top(), rect.width()
        self.current_title = Label(None, PX, bold=True, colour=look.INK_SOFT)
        self.future_title = Label(None, PX, bold=True, colour=look.INK_SOFT)
        for item in (self.current_title, self.future_title):
            item.max_width = w - 32
            scene.addItem(item)
        self.current_title.show_text("", QPointF(x + 16, y + 20))
        self.future_title.show_text("", QPointF(x + 16, y + 38 + CURRENT + 16))
        gap = 12.0
        row = 4 * CURRENT + 3 * gap
        self.current = [
            Place(QPointF(x + (w - row) / 2 + i * (CURRENT + gap), y + 38), CURRENT)
            for i in range(4)
        ]
        row = 4 * FUTURE + 3 * gap
        top = y + 38 + CURRENT + 30
        self.future = [
            Place(QPointF(x + (w - row) / 2 + i * (FUTURE + gap), top), FUTURE) for i in range(4)
        ]
        self.slots = [self._slot(scene, p) for p in (*self.current, *self.future)]
        bottom = top + FUTURE + 14
        height = rect.bottom() - bottom - 10
        self.auction = Spot("auction", QRectF(x + 10, bottom, w * AUCTION_W, height))
        spare = w - 20 - w * AUCTION_W - 2 * 10
        self.discard = Spot("discard", QRectF(x + 20 + w * AUCTION_W, bottom, spare / 2, height))
        self.stack = Spot(
            "stack", QRectF(self.discard.rect.right() + 10, bottom, spare / 2, height)
        )
        for spot in (self.auction, self.discard, self.stack):
            scene.add(spot)
        a = self.auction.rect
        self.auction_place = Place(QPointF(a.left() + 10, a.top() + 30), AUCTION_CARD)
        s = self.stack.rect
        self.stack_place = Place(QPointF(s.center().x() - STACK_CARD / 2, s.top() + 30), STACK_CARD)
        self.auction_title = Label(self.auction, PX, bold=True, colour=look.INK_SOFT)
        self.auction_title.show_text("", QPointF(a.left() + 12, a.top() + 15))
        info_x = a.left() + AUCTION_CARD + 26
        self.bid = Label(self.auction, 46, bold=True)
        self.bid.show_text("", QPointF(info_x + 34, a.top() + 50))
        self.coin = QGraphicsPathItem(circle(QPointF(info_x + 14, a.top() + 50), 13), self.auction)
        self.coin.setPen(QPen(look.INK_DARK, 2))
        self.coin.setBrush(look.COIN)
        self.leader = Label(self.auction, PX, bold=True)
        self.leader.max_width = a.right() - info_x - 8
        # the leader's line just under the bid's, whatever their type (they never overlap)
        line = QFontMetricsF(self.leader.font()).height()
        under = a.top() + 50 + QFontMetricsF(self.bid.font()).height() / 2 + line / 2
        self.leader.show_text("", QPointF(info_x, under))
        self.bidders = Bidders(self.auction, QPointF(info_x, under + 30), a.right() - info_x - 8)
        self.hint = Label(self.auction, PX, colour=look.INK_SOFT, align="center")
        self.hint.max_width = a.width() - 24
        self.hint.max_lines = 2
        self.hint.show_text("", QPointF(a.center().x(), a.center().y()))
        d = self.discard.rect
        self.discard_title = Label(
            self.discard, PX, bold=True, colour=look.INK_SOFT, align="center"
        )
        self.discard_title.max_width = d.width() - 4
        self.discard_title.show_text("", QPointF(d.center().x(), d.center().y()))
        self.stack_count = Label(self.stack, PX, bold=True, colour=look.INK_SOFT, align="center")
        self.stack_count.max_width = s.width() - 4
        self.stack_count.show_text("", QPointF(s.center().x(), s.bottom() - 16))

    @staticmethod
    def _slot(scene: QGraphicsScene, place: Place) -> QGraphicsPathItem:
        item = scene.addPath(
            rounded(place.rect, 9),
            QPen(look.PANEL_EDGE, 2, Qt.PenStyle.DashLine),
            QColor("#252c35"),
        )
        item.setZValue(layers.TERRAIN)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        return item

    def places(self, count: int) -> list[Place]:
        """Places of the market's cards in order, current row first."""
        return [*self.current, *self.future][:count]
