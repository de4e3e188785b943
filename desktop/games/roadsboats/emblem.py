"""Roads & Boats' emblem for the gallery: a green hex tile with a river through it, a road across
and a boat on the river."""

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.games.descriptor import path_through


def draw_emblem(painter: QPainter, box: QRectF) -> None:
    painter.setBrush(QColor("#14532d"))
    painter.setPen(QPen(QColor("#bef264"), box.width() * 0.03))
    painter.drawEllipse(box.adjusted(4, 4, -4, -4))
    sixths = [math.pi / 3 * i for i in range(6)]
    corners = [(0.5 + 0.34 * math.cos(a), 0.5 + 0.34 * math.sin(a)) for a in sixths]
    painter.setBrush(QColor("#4d7c0f"))
    painter.setPen(QPen(QColor("#1a2e05"), box.width() * 0.015))
    painter.drawPath(path_through(box, corners))
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
    painter.drawPath(path_through(box, [(0.44, 0.28), (0.56, 0.28), (0.54, 0.4), (0.46, 0.4)]))
