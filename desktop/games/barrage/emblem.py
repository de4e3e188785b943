"""Barrage's emblem for the gallery: a concrete dam between mountains holding back blue water,
hydroelectric power."""

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.games.descriptor import path_through


def draw_emblem(painter: QPainter, box: QRectF) -> None:
    painter.setBrush(QColor("#0f3b57"))
    painter.setPen(QPen(QColor("#7dd3fc"), box.width() * 0.03))
    painter.drawEllipse(box.adjusted(4, 4, -4, -4))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#64748b"))  # the mountains either side
    painter.drawPath(path_through(box, [(0.12, 0.62), (0.3, 0.26), (0.46, 0.62)]))
    painter.drawPath(path_through(box, [(0.54, 0.62), (0.72, 0.22), (0.9, 0.62)]))
    painter.setBrush(QColor("#38bdf8"))  # the water behind the dam
    painter.drawPath(path_through(box, [(0.14, 0.56), (0.62, 0.56), (0.62, 0.66), (0.14, 0.66)]))
    painter.setBrush(QColor("#e2e8f0"))  # the dam's wall, wider at its foot
    painter.setPen(QPen(QColor("#334155"), box.width() * 0.015))
    painter.drawPath(path_through(box, [(0.6, 0.44), (0.68, 0.44), (0.76, 0.82), (0.56, 0.82)]))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#7dd3fc"))  # the water let through, into the powerhouse's pipe
    painter.drawPath(path_through(box, [(0.76, 0.76), (0.9, 0.76), (0.88, 0.82), (0.76, 0.82)]))
