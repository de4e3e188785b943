"""Power Grid's emblem for the gallery: a lightning bolt over a disc, electricity."""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.games.descriptor import path_through

BOLT = [(0.56, 0.12), (0.28, 0.54), (0.47, 0.54), (0.40, 0.88), (0.72, 0.42), (0.53, 0.42)]


def draw_emblem(painter: QPainter, box: QRectF) -> None:
    painter.setBrush(QColor("#1d4ed8"))
    painter.setPen(QPen(QColor("#93c5fd"), box.width() * 0.03))
    painter.drawEllipse(box.adjusted(4, 4, -4, -4))
    painter.setBrush(QColor("#facc15"))
    painter.setPen(QPen(QColor("#78350f"), box.width() * 0.02))
    painter.drawPath(path_through(box, BOLT))
