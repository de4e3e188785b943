"""The resource market: one row per resource over the price columns 1–8 (three tokens each;
uranium one) and 10–16 (uranium only), each row a `desktop.board.market.Market`. The cheapest
token of each row is a piece to drag."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from desktop.board.market import Ladder, Market, MarketLook
from desktop.board.scene import BoardScene
from desktop.games.powergrid import look
from desktop.games.powergrid.cards import TokenPiece
from desktop.games.powergrid.decor import Label, panel
from desktop.games.powergrid.shapes import draw_token
from rules.powergrid.data import RESOURCES, tables

PX = 25.0  # its words and numbers: 11.5 px on the screen where the panel is shown smallest
LABEL_W = 160.0
HEADER_H = 36.0
ROW_GAP = 4.0
TOKEN = 18.0
LOOK = MarketLook(tray=look.MARKET_BG, edge=look.INK_DARK, token=TOKEN)


def columns() -> list[int]:
    """The price columns printed on the board: 1..8 and uranium's 10, 12, 14, 16."""
    return sorted(set(tables().prices["uranium"]) | set(tables().prices["coal"]))


class ResourceRow(Market):
    """`market:<resource>`: the whole row is the element (tooltip, click to buy one; a drag
    from anywhere on it carries its next token). Tokens lie at the dear end: bought from the
    cheapest."""

    def __init__(self, resource: str, rect: QRectF) -> None:
        super().__init__(
            f"market:{resource}",
            rect,
            Ladder.from_prices(tables().prices[resource]),
            lambda painter, at, size: draw_token(painter, resource, at, size),
            columns=columns(),
            lead=LABEL_W,
            print_prices=False,
            look=LOOK,
        )
        self.resource = resource
        # the name alone: the next token's price is the column over its ringed token, and the
        # row's tip says it
        self.name = Label(self, PX, bold=True, colour=look.INK_DARK)
        self.name.max_width = LABEL_W - 40
        self.name.show_text("", QPointF(rect.left() + 36, rect.center().y()))

    def paint_lead(self, painter: QPainter, lead: QRectF) -> None:
        draw_token(painter, self.resource, QPointF(lead.left() + 19, lead.center().y()), 24)


class ResourceMarket:
    def __init__(self, scene: BoardScene, rect: QRectF) -> None:
        panel(scene, rect)
        row_h = (rect.height() - HEADER_H - 12 - ROW_GAP * 3) / 4
        self.rows: dict[str, ResourceRow] = {}
        self.pieces: dict[str, TokenPiece] = {}
        for i, resource in enumerate(RESOURCES):
            top = rect.top() + HEADER_H + 4 + i * (row_h + ROW_GAP)
            row = ResourceRow(resource, QRectF(rect.left() + 8, top, rect.width() - 16, row_h))
            scene.add(row)
            self.rows[resource] = row
            piece = TokenPiece(resource)
            scene.addItem(piece)  # not `add`: the row is the element `market:<resource>`
            self.pieces[resource] = piece
            row.piece = piece
        row = self.rows["coal"]
        for i, price in enumerate(columns()):
            # regular weight: two-digit prices side by side stay apart in narrow columns
            label = Label(None, PX, colour=look.INK_SOFT, align="center")
            scene.addItem(label)
            label.show_text(
                str(price), QPointF(row.cell_center(i).x(), rect.top() + HEADER_H / 2 + 2)
            )
        self.title = Label(None, PX, bold=True, colour=look.INK_SOFT)
        self.title.max_width = LABEL_W - 8
        scene.addItem(self.title)
        self.title.show_text("", QPointF(rect.left() + 14, rect.top() + HEADER_H / 2 + 2))
