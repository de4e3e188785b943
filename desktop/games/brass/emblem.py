"""Brass's emblems for the gallery: a brass cog over a disc of the map's colour, the industrial
revolution."""

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen


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


def brass_emblem(ground: str, rim: str) -> Callable[[QPainter, QRectF], None]:
    def draw(painter: QPainter, box: QRectF) -> None:
        painter.setBrush(QColor(ground))
        painter.setPen(QPen(QColor(rim), box.width() * 0.03))
        painter.drawEllipse(box.adjusted(4, 4, -4, -4))
        painter.setBrush(QColor("#d4a24c"))
        painter.setPen(QPen(QColor("#5b3a12"), box.width() * 0.02))
        _gear(painter, box)

    return draw


BIRMINGHAM = brass_emblem("#7f1d1d", "#fca5a5")  # Birmingham's brick red
LANCASHIRE = brass_emblem("#14532d", "#86efac")  # Lancashire's green
