"""A zone per seat, `player:<seat>`: a frame in the seat's colour with its name, money, income
and VP (its mat and hand come later). The seat to act is framed in yellow. Each zone is shaped
like the view that shows it (`layout.zone_rects`)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from desktop.board import layers
from desktop.games.brass import look
from desktop.games.brass.drawn import Element

BAND = 14.0  # the seat's colour down the zone's left edge


@dataclass(frozen=True)
class SeatLook:
    name: str
    colour: str
    money: str  # "£17", in the table's language
    income: str
    vp: str
    acting: bool


def _outline(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, 14, 14)
    return path


class SeatFrame(Element):
    look: SeatLook | None

    def __init__(self, seat: int, rect: QRectF) -> None:
        super().__init__(f"player:{seat}", _outline(rect), None, z=layers.TERRAIN)
        self.seat = seat
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)  # the acting seat's frame is drawn wide

    def draw(self, painter: QPainter) -> None:
        if self.look is None:
            return
        s, r = self.look, self.rect
        painter.setPen(QPen(look.ACTIVE, 5) if s.acting else QPen(look.PANEL_EDGE, 2))
        painter.setBrush(look.PANEL_BG)
        painter.drawPath(_outline(r))
        colour = QColor(s.colour)
        painter.save()
        painter.setClipPath(_outline(r))
        painter.fillRect(QRectF(r.left(), r.top(), BAND, r.height()), colour)
        painter.restore()
        inner = r.adjusted(BAND + 16, 12, -16, -12)
        wide = inner.width() > 2.2 * inner.height()
        name_face = look.font(34 if wide else 30, bold=True)
        painter.setFont(name_face)
        painter.setPen(look.INK)
        name_box = QRectF(inner.left(), inner.top(), inner.width(), 46)
        name = QFontMetricsF(name_face).elidedText(
            s.name, Qt.TextElideMode.ElideRight, name_box.width()
        )
        painter.drawText(name_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        numbers = (s.money, s.income, s.vp)
        fills = (look.COIN, look.INDUSTRY["iron_works"], look.VP)
        top = inner.top() + 60
        if wide:  # one line of three
            pitch = inner.width() / 3
            spots = [QRectF(inner.left() + i * pitch, top, pitch - 10, 56) for i in range(3)]
        else:  # three lines
            h = (inner.bottom() - top) / 3
            spots = [QRectF(inner.left(), top + i * h, inner.width(), h - 4) for i in range(3)]
        for spot, text, fill in zip(spots, numbers, fills, strict=True):
            size = min(spot.height(), 48.0)
            dot = QPointF(spot.left() + size * 0.35, spot.center().y())
            painter.setPen(QPen(look.INK_DARK, 1.5))
            painter.setBrush(fill)
            painter.drawEllipse(dot, size * 0.3, size * 0.3)
            painter.setPen(look.INK)
            painter.setFont(look.font(size * 0.62, bold=True))
            painter.drawText(
                spot.adjusted(size * 0.8, 0, 0, 0),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
