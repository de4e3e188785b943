"""Where names go on the map: each city's name on the side of its circle that collides least,
and each region's name on a spot clear of cities and connections."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry

CITY_R = 20.0  # a city's radius on the board (mapitems draws it)


NAME_SIDES = (
    "below",
    "above",
    "right",
    "left",
    "below_right",
    "below_left",
    "above_right",
    "above_left",
)


def name_box(side: str, width: float) -> QRectF:
    """Room for a name `width` wide on one side of a city centred at the origin."""
    w, h, r = width + 4, 18.0, CITY_R
    x = {
        "below": -w / 2,
        "above": -w / 2,
        "right": r + 2,
        "left": -r - 2 - w,
        "below_right": r * 0.4,
        "above_right": r * 0.4,
        "below_left": -r * 0.4 - w,
        "above_left": -r * 0.4 - w,
    }[side]
    y = -h / 2 if side in ("right", "left") else (r + 1 if side.startswith("below") else -r - 1 - h)
    return QRectF(x, y, w, h)


def clear_spot(
    shape: Polygon, avoid: list[tuple[float, float]], lines: BaseGeometry | None = None
) -> tuple[float, float]:
    """A point of `shape` far from the points to `avoid` (cities), from `lines` (connections)
    and from its edges: where a region's name covers least of the map and a tap on it reaches
    the region itself."""
    x0, y0, x1, y1 = shape.bounds
    best, best_score = shape.representative_point().coords[0], -math.inf
    steps = 24
    for i in range(steps + 1):
        for j in range(steps + 1):
            x, y = x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * j / steps
            spot = Point(x, y)
            if not shape.contains(spot):
                continue
            near = min((math.hypot(x - ax, y - ay) for ax, ay in avoid), default=0.0)
            score = min(near, 1.5 * shape.exterior.distance(spot))
            if lines is not None:
                score = min(score, 2.5 * lines.distance(spot))
            if score > best_score:
                best, best_score = (x, y), score
    return best


def place_names(
    centers: dict[str, QPointF],
    links: list[tuple[QPointF, QPointF]],
    widths: dict[str, float],
    bounds: QRectF,
) -> dict[str, str]:
    """For each city, the side of its circle where its name (`widths` wide) stays inside
    `bounds` and collides least with other cities, names already placed and connection lines;
    below is preferred, as printed."""
    near = {  # what each name could collide with: nearby cities and connections
        city: (
            [p for o, p in centers.items() if o != city and _distance(p, c) < 160],
            [(a, b) for a, b in links if min(_distance(a, c), _distance(b, c)) < 260],
        )
        for city, c in centers.items()
    }
    boxes = {
        city: {side: name_box(side, widths[city]).translated(c) for side in NAME_SIDES}
        for city, c in centers.items()
    }

    def cost(city: str, side: str, others: list[QRectF]) -> float:
        box = boxes[city][side]
        cities, lines = near[city]
        return (
            NAME_SIDES.index(side) * 0.5
            + (0 if bounds.contains(box) else 50)
            + 10 * sum(1 for p in cities if _hits(box, p, CITY_R))
            + 10 * sum(1 for t in others if t.intersects(box))
            + 2 * sum(1 for a, b in lines if _crosses(box, a, b))
        )

    chosen: dict[str, str] = {}
    for city in centers:  # greedy, then a few rounds of each name moving to its best side
        taken = [boxes[o][s] for o, s in chosen.items()]
        chosen[city] = min(NAME_SIDES, key=lambda side: cost(city, side, taken))
    for _ in range(3):
        for city in centers:
            taken = [boxes[o][s] for o, s in chosen.items() if o != city]
            chosen[city] = min(NAME_SIDES, key=lambda side: cost(city, side, taken))
    return chosen


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def _hits(box: QRectF, center: QPointF, r: float) -> bool:
    nx = min(max(center.x(), box.left()), box.right())
    ny = min(max(center.y(), box.top()), box.bottom())
    return math.hypot(center.x() - nx, center.y() - ny) < r


def _crosses(box: QRectF, a: QPointF, b: QPointF) -> bool:
    """Whether segment ab passes through `box` (Liang–Barsky clipping); plain arithmetic, as it
    runs some hundred thousand times while the names are placed."""
    x0, y0, dx, dy = a.x(), a.y(), b.x() - a.x(), b.y() - a.y()
    low, high = 0.0, 1.0
    for p, q in (
        (-dx, x0 - box.left()),
        (dx, box.right() - x0),
        (-dy, y0 - box.top()),
        (dy, box.bottom() - y0),
    ):
        if p == 0:
            if q < 0:
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low > high:
            return False
    return True
