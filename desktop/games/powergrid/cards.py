"""Power plant cards (draggable: to the auction, to the discard spot) and the board's other
pieces: the next market token of each resource and the acting player's house."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop.board.drawn import least_type
from desktop.board.items import PieceItem
from desktop.board.paint_kit import rounded
from desktop.games.powergrid import look
from desktop.games.powergrid.shapes import draw_token, house
from rules.powergrid.data import plants

CARD = 100.0  # a card's own size; items are scaled to their place
HEADER = 44.0
NUMBER_PX, RUN_PX, STEP3_PX = 38.0, 34.0, 24.0  # the plant's number, cities powered, Step 3


def _words(painter: QPainter, box: QRectF, flags: int, text: str, px: float) -> None:
    """`text` in `box`, where it reads (at least `least_type` at the painter's zoom): on a card
    drawn too small for it, the card's tip says it and a lifted zone or the zoom shows it."""
    if px >= least_type(painter):
        painter.setFont(look.font(px, bold=True))
        painter.drawText(box, flags, text)


class PlantCard(PieceItem):
    """A plant card: big number on its fuel colour, what one run burns and powers, and, on a
    player's card, its storage (twice the fuel it burns) with the tokens lying on it."""

    def __init__(self, number: int) -> None:
        super().__init__(f"plant:{number}", f"plant:{number}", _body())
        self.number = number
        self.plant = plants().get(number)
        self.fuel: dict[str, int] | None = None  # tokens on the card, None off a player's row
        self.step3_label = ""
        self.setCacheMode(look.CACHED)  # drawn again only when it changes, not when others move

    def set_step3_label(self, label: str) -> None:
        """The Step 3 card's words (in the table's language)."""
        if label != self.step3_label:
            self.step3_label = label
            self.update()

    def set_fuel(self, fuel: dict[str, int] | None) -> None:
        if fuel != self.fuel:
            self.fuel = fuel
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = self.shape()
        if self.plant is None:  # the Step 3 card
            painter.setPen(QPen(look.INK, 2))
            painter.setBrush(look.STEP3)
            painter.drawPath(body)
            painter.setPen(look.INK)
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            _words(painter, QRectF(4, 0, CARD - 8, CARD), flags, self.step3_label, STEP3_PX)
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.CARD_BODY)
        painter.drawPath(body)
        self._paint_header(painter)
        self._paint_run(painter)
        if self.fuel is not None:
            self._paint_storage(painter)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(look.INK_DARK, 2.5))
        painter.drawPath(body)

    def _paint_header(self, painter: QPainter) -> None:
        assert self.plant is not None
        band, oil = _header_paths()
        colour = look.PLANT_KIND[self.plant.kind]
        painter.fillPath(band, colour)
        if self.plant.kind == "hybrid":  # half coal, half oil
            painter.fillPath(oil, look.FUEL["oil"])
        painter.setPen(look.ink_on(colour))
        box = QRectF(0, -1, CARD, HEADER + 2)
        _words(painter, box, Qt.AlignmentFlag.AlignCenter, str(self.number), NUMBER_PX)

    def _paint_run(self, painter: QPainter) -> None:
        """Fuel per run (tokens) → cities powered (a house and a big number), at fixed places
        so that cards compare at a glance."""
        assert self.plant is not None
        y = HEADER + 17 if self.fuel is not None else HEADER + 28
        kinds = self.plant.accepts
        for i in range(self.plant.fuel):
            at = QPointF(14 + i * 13, y)
            if len(kinds) == 2:  # hybrid: a token half coal, half oil
                draw_token(painter, "coal", at, 12)
                painter.save()
                painter.setClipRect(QRectF(at.x(), at.y() - 8, 8, 16))
                draw_token(painter, "oil", at, 12)
                painter.restore()
            elif kinds:
                draw_token(painter, kinds[0], at, 12)
        if not kinds:  # ecological and fusion plants burn nothing: a leaf
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(look.PLANT_KIND[self.plant.kind])
            painter.drawEllipse(QPointF(24, y), 13, 7)
        pen = QPen(look.INK_DARK, 2.2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(48, y), QPointF(56, y))
        painter.drawLine(QPointF(53, y - 3.5), QPointF(56, y))
        painter.drawLine(QPointF(53, y + 3.5), QPointF(56, y))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.INK_DARK)
        painter.drawPath(house(QPointF(67, y), 17))
        painter.setPen(look.INK_DARK)
        box = QRectF(76, y - 20, 24, 40)
        _words(painter, box, Qt.AlignmentFlag.AlignCenter, str(self.plant.cities), RUN_PX)

    def _paint_storage(self, painter: QPainter) -> None:
        """Storage rings along the bottom, filled with the tokens lying on the card."""
        assert self.plant is not None and self.fuel is not None
        room = self.plant.storage
        if not room:
            return
        held = [
            r for r in ("coal", "oil", "garbage", "uranium") for _ in range(self.fuel.get(r, 0))
        ]
        step = min(15.0, (CARD - 12) / room)
        x0 = (CARD - step * (room - 1)) / 2
        for i in range(room):
            at = QPointF(x0 + i * step, CARD - 15)
            if i < len(held):
                draw_token(painter, held[i], at, 13)
            else:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(QColor("#9b9482"), 1.4, Qt.PenStyle.DashLine))
                painter.drawEllipse(at, 6, 6)


def _body() -> QPainterPath:
    return rounded(QRectF(0, 0, CARD, CARD), 9)


@cache
def _header_paths() -> tuple[QPainterPath, QPainterPath]:
    """A card's header band within its rounded body, and the band's oil half (a hybrid's):
    the same for every card, and clipping paths is dear, so worked out once."""
    band = QPainterPath()
    band.addRect(QRectF(0, 0, CARD, HEADER))
    band = band.intersected(_body())
    oil = QPainterPath()
    oil.addPolygon(QPolygonF([QPointF(CARD, 0), QPointF(CARD, HEADER), QPointF(0, HEADER)]))
    return band, oil.intersected(band)


class TokenPiece(PieceItem):
    """The next (cheapest) token of a resource: drag it onto one of your plants to buy it."""

    SIZE = 24.0

    def __init__(self, resource: str) -> None:
        ring = QPainterPath()
        ring.addEllipse(QPointF(0, 0), self.SIZE * 0.8, self.SIZE * 0.8)
        super().__init__(f"market:{resource}", f"market:{resource}", ring)
        self.resource = resource

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(look.ACTIVE, 3))
        painter.setBrush(QColor(255, 214, 10, 70))
        painter.drawPath(self.shape())
        draw_token(painter, self.resource, QPointF(0, 0), self.SIZE)


class HousePiece(PieceItem):
    """The acting player's house: drag it onto a city to build there."""

    SIZE = 46.0

    def __init__(self) -> None:
        super().__init__("house", "house", house(QPointF(0, 0), self.SIZE))
        self.colour = QColor("#888888")

    def set_colour(self, colour: QColor) -> None:
        self.colour = colour
        self.set_style(colour, QPen(look.INK, 3))
