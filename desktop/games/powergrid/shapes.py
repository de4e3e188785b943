"""Vector shapes for the board: shapely polygons, tokens, houses, cards and outlined text."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPolygonF
from shapely.geometry import MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry

from desktop.games.powergrid.look import FUEL, INK, INK_DARK

Transform = Callable[[float, float], QPointF]


def polygon_path(shape: BaseGeometry, to_scene: Transform) -> QPainterPath:
    """A shapely Polygon or MultiPolygon (holes included) as a painter path in scene units."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    parts = shape.geoms if isinstance(shape, MultiPolygon) else [shape]
    for part in parts:
        if not isinstance(part, Polygon) or part.is_empty:
            continue
        for ring in (part.exterior, *part.interiors):
            path.addPolygon(QPolygonF([to_scene(x, y) for x, y in ring.coords]))
            path.closeSubpath()
    return path


def circle(center: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(center, radius, radius)
    return path


def token(resource: str, center: QPointF, size: float) -> QPainterPath:
    """A resource token. Each has its own silhouette as well as its colour, so colour-blind
    players can tell them apart: coal a cube, oil a drop, garbage a hexagon, uranium a disc."""
    r = size / 2
    x, y = center.x(), center.y()
    path = QPainterPath()
    if resource == "coal":
        path.addRoundedRect(QRectF(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8), r * 0.3, r * 0.3)
    elif resource == "oil":
        path.moveTo(x, y - r * 1.05)
        path.cubicTo(x + r * 0.35, y - r * 0.45, x + r * 0.95, y, x + r * 0.95, y + r * 0.3)
        path.arcTo(QRectF(x - r * 0.95, y - r * 0.65, r * 1.9, r * 1.9), 0, -180)
        path.cubicTo(x - r * 0.95, y, x - r * 0.35, y - r * 0.45, x, y - r * 1.05)
        path.closeSubpath()
    elif resource == "garbage":
        points = [
            QPointF(x + r * dx, y + r * dy)
            for dx, dy in ((-0.5, -0.9), (0.5, -0.9), (1, 0), (0.5, 0.9), (-0.5, 0.9), (-1, 0))
        ]
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    else:
        path.addEllipse(center, r, r)
    return path


def house(center: QPointF, size: float) -> QPainterPath:
    """A house: square body under a pitched roof, `size` wide."""
    s = size / 2
    x, y = center.x(), center.y()
    path = QPainterPath()
    path.addPolygon(
        QPolygonF(
            [
                QPointF(x - s * 0.8, y + s),
                QPointF(x - s * 0.8, y - s * 0.15),
                QPointF(x, y - s),
                QPointF(x + s * 0.8, y - s * 0.15),
                QPointF(x + s * 0.8, y + s),
            ]
        )
    )
    path.closeSubpath()
    return path


def bolt(rect: QRectF) -> QPainterPath:
    """A lightning bolt filling `rect` (cities powered)."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    points = [(0.6, 0), (0.15, 0.55), (0.45, 0.55), (0.3, 1), (0.85, 0.4), (0.55, 0.4), (0.75, 0)]
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x + w * a, y + h * b) for a, b in points]))
    path.closeSubpath()
    return path


def draw_token(painter: QPainter, resource: str, center: QPointF, size: float) -> None:
    fill = FUEL[resource]
    edge = INK if resource == "oil" else INK_DARK  # black oil needs a light rim
    painter.setBrush(fill)
    painter.setPen(QPen(edge, max(1.0, size / 12)))
    painter.drawPath(token(resource, center, size))
