"""The throw-away sixth title's table: a row of squares, a pawn per seat and a zone per seat
with its name, drawn as simply as a table can be; no buttons (every move is a drag)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QWidget

from desktop.board.items import BoardItem, PieceItem
from desktop.board.scene import BoardScene
from desktop.session_model import SessionModel
from tests.desktop.race_title.rules import LAST

SIDE = 90.0  # a square's side
ZONES_Y = 2000.0  # the seats' zones, well away from the track


def square_rect(n: int) -> QRectF:
    return QRectF(n * (SIDE + 10), 0, SIDE, SIDE)


class RaceScene(BoardScene):
    def build(self) -> None:
        for n in range(LAST + 1):
            path = QPainterPath()
            path.addRoundedRect(square_rect(n), 8, 8)
            square = self.add(BoardItem(f"square:{n}", path))
            square.set_style(QColor("#e5e7eb" if n < LAST else "#facc15"), QPen(QColor("#111")))
        self.pawns = []
        for seat in range(2):
            path = QPainterPath()
            path.addEllipse(QRectF(-16, -16, 32, 32))
            pawn = PieceItem(f"pawn:{seat}", f"pawn:{seat}", path)
            pawn.set_style(QColor(self.model.colour(seat)), QPen(QColor("#111"), 2))
            self.add(pawn)
            self.pawns.append(pawn)
            name = QGraphicsSimpleTextItem(self.model.names[seat])
            name.setBrush(QColor("#f8fafc"))
            name.setPos(self.seat_rect(seat).topLeft())
            self.addItem(name)

    def redraw(self) -> None:
        state = self.model.view()
        for seat, pawn in enumerate(self.pawns):
            centre = square_rect(state.at[seat]).center()
            centre.setY(centre.y() + (-20 if seat == 0 else 20))
            pawn.rest_at(centre)

    def board_rect(self) -> QRectF:
        return QRectF(-10, -10, (LAST + 1) * (SIDE + 10) + 10, SIDE + 20)

    def seat_rect(self, seat: int) -> QRectF:
        return QRectF(seat * 600.0, ZONES_Y, 400, 100)


def make_scene(model: SessionModel) -> BoardScene:
    return RaceScene(model)


def make_controls(model: SessionModel) -> list[QWidget]:
    return []


def draw_emblem(painter: QPainter, box: QRectF) -> None:
    """A pawn on a yellow disc."""
    painter.setBrush(QColor("#facc15"))
    painter.drawEllipse(box.adjusted(4, 4, -4, -4))
    painter.setBrush(QColor("#d62828"))
    painter.drawEllipse(
        box.adjusted(
            box.width() * 0.35, box.height() * 0.35, -box.width() * 0.35, -box.height() * 0.35
        )
    )
