"""The resource market: one row per resource over the price columns 1–8 (three tokens each;
uranium one) and 10–16 (uranium only). The cheapest token of each row is a piece to drag."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop.board import layers
from desktop.board.items import BoardItem
from desktop.board.scene import BoardScene
from desktop.games.powergrid import look
from desktop.games.powergrid.cards import TokenPiece
from desktop.games.powergrid.decor import Label, panel
from desktop.games.powergrid.shapes import draw_token, rounded
from rules.powergrid.data import RESOURCES, tables

LABEL_W = 104.0
HEADER_H = 30.0
ROW_GAP = 4.0
TOKEN = 18.0


def columns() -> list[int]:
    """The price columns printed on the board: 1..8 and uranium's 10, 12, 14, 16."""
    return sorted(set(tables().prices["uranium"]) | set(tables().prices["coal"]))


class ResourceRow(BoardItem):
    """`market:<resource>`: the whole row is the element (tooltip, click to buy one; a drag
    from anywhere on it carries its next token)."""

    def __init__(self, resource: str, rect: QRectF, column_w: float) -> None:
        super().__init__(f"market:{resource}", rounded(rect, 8), z=layers.TERRAIN)
        self.resource = resource
        self.rect = rect
        self.column_w = column_w
        self.count = 0
        self.piece: TokenPiece | None = None  # its next token, which a drag from the row carries
        self.name = Label(self, 17, bold=True, colour=look.INK_DARK)
        self.next = Label(self, 15, bold=True, colour=QColor("#7a1d1d"))
        self.name.show_text("", QPointF(rect.left() + 36, rect.center().y() - 11))
        self.next.show_text("", QPointF(rect.left() + 36, rect.center().y() + 12))
        prices = tables().prices[resource]
        cols = columns()
        self.slots: list[QPointF] = []  # cheapest slot first, as the rules count them
        for k, price in enumerate(prices):
            center = self.cell_center(cols.index(price))
            if prices.count(price) == 1:
                self.slots.append(center)
            else:  # three to a cell: two above, one below
                dx, dy = ((-10.5, -10), (10.5, -10), (0, 11))[k % 3]
                self.slots.append(center + QPointF(dx, dy))

    def cell_center(self, column: int) -> QPointF:
        r = self.rect
        return QPointF(r.left() + LABEL_W + (column + 0.5) * self.column_w, r.center().y())

    def carried_piece(self) -> TokenPiece | None:
        return self.piece

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def next_slot(self) -> QPointF | None:
        """The slot of the cheapest token on the track (the market empties from the front)."""
        return self.slots[len(self.slots) - self.count] if self.count else None

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(look.INK_DARK, 1.5))
        painter.setBrush(look.MARKET_BG)
        painter.drawPath(self.shape())
        r = self.rect
        draw_token(painter, self.resource, QPointF(r.left() + 19, r.center().y()), 24)
        painter.setPen(QPen(QColor("#a79f8d"), 1))
        for i in range(len(columns()) + 1):
            x = r.left() + LABEL_W + i * self.column_w
            painter.drawLine(QPointF(x, r.top() + 4), QPointF(x, r.bottom() - 4))
        first = len(self.slots) - self.count
        for k, at in enumerate(self.slots):
            if k > first:
                draw_token(painter, self.resource, at, TOKEN)
            elif k < first:  # an empty space
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(QColor("#9d9582"), 1.2))
                painter.drawEllipse(at, 6, 6)


class ResourceMarket:
    def __init__(self, scene: BoardScene, rect: QRectF) -> None:
        panel(scene, rect)
        cols = columns()
        column_w = (rect.width() - 16 - LABEL_W) / len(cols)
        row_h = (rect.height() - HEADER_H - 12 - ROW_GAP * 3) / 4
        self.rows: dict[str, ResourceRow] = {}
        self.pieces: dict[str, TokenPiece] = {}
        for i, resource in enumerate(RESOURCES):
            top = rect.top() + HEADER_H + 4 + i * (row_h + ROW_GAP)
            row = ResourceRow(
                resource, QRectF(rect.left() + 8, top, rect.width() - 16, row_h), column_w
            )
            scene.add(row)
            self.rows[resource] = row
            piece = TokenPiece(resource)
            scene.addItem(piece)  # not `add`: the row is the element `market:<resource>`
            self.pieces[resource] = piece
            row.piece = piece
        row = self.rows["coal"]
        for i, price in enumerate(cols):
            label = Label(None, 17, bold=True, colour=look.INK_SOFT, align="center")
            scene.addItem(label)
            label.show_text(
                str(price), QPointF(row.cell_center(i).x(), rect.top() + HEADER_H / 2 + 2)
            )
        self.title = Label(None, 15, bold=True, colour=look.INK_SOFT)
        scene.addItem(self.title)
        self.title.show_text("", QPointF(rect.left() + 14, rect.top() + HEADER_H / 2 + 2))
