"""Where names go on the map: each city's name on the side of its circle that collides least,
each connection's cost on its line clear of every name and circle, and each region's name on a
spot clear of cities and connections."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry

CITY_R = 20.0  # a city's radius on the board (mapitems draws it)
# How near a cost's badge may come to a city's centre: onto its rim, never over its slots (they
# reach 18.6), so that the badge of a line shorter than two circles and a badge still fits.
CITY_CLEAR = CITY_R - 1.0
HALO = 3.0  # a name's item reaches this far round its box (mapitems.CityName)
NAME_H = 21.0  # a name's line (mapitems.NAME_PX)
NAME_OVER = 30.0  # what a name over another costs: more than crossing lines or a cost's room
MIDDLE = QSizeF(28, 21)
# where along its line a cost may go, from the middle outwards (clear of both cities' circles)
SPOTS_ALONG = [
    0.5 + sign * k * 0.03 for k in range(13) for sign in ((1,) if k == 0 else (-1, 1))
]  # room a connection's cost needs at its line's middle


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
    w, h, r = width + 4, NAME_H, CITY_R
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


Link = tuple[QPointF, QPointF, QSizeF]  # a connection's ends and its cost's badge size


def place_words(
    centers: dict[str, QPointF],
    links: list[Link],
    widths: dict[str, float],
    bounds: QRectF,
) -> tuple[dict[str, str], list[QRectF]]:
    """Where the cities' names (`widths` wide) and the connections' costs go, so that no name
    covers a cost: each name's side first (`place_names`, keeping off the lines' middles), then
    the costs (`place_costs`); a cost with no clear spot has the names near it moved, each to
    the side where it and the cost fit best. Worked out once for each board, language and font
    (the same words land alike, and the search takes a good part of a second)."""
    key = (
        tuple((city, p.x(), p.y()) for city, p in centers.items()),
        tuple((a.x(), a.y(), b.x(), b.y(), size.width(), size.height()) for a, b, size in links),
        tuple(widths.items()),
        bounds.getRect(),
    )
    if key not in _PLACED:
        _PLACED[key] = _place_words(centers, links, widths, bounds)
    sides, costs = _PLACED[key]
    return dict(sides), [QRectF(cost) for cost in costs]


_PLACED: dict[tuple, tuple[dict[str, str], list[QRectF]]] = {}


def _place_words(centers, links, widths, bounds):  # the arguments of `place_words`
    segments = [(a, b) for a, b, _ in links]
    sides = place_names(centers, segments, widths, bounds)
    names = {city: drawn_name(side, widths[city], centers[city]) for city, side in sides.items()}
    costs = place_costs(links, list(names.values()), list(centers.values()))
    for _ in range(3):  # a name moved for one cost may cover another: that one's turn next
        stuck = [
            i
            for i, cost in enumerate(costs)
            if not cost.isNull() and not _clear(i, names, costs, centers)
        ]
        for i in stuck:
            a, b, _ = links[i]
            reach = QRectF(a, b).normalized().adjusted(-60, -60, 60, 60)
            near = [c for c, box in names.items() if box.intersects(reach)]
            ends = tuple(c for c, p in centers.items() if p in (a, b))
            for group in [(c,) for c in near] + [ends]:  # one name, else both ends' together
                sides.update(_move_names(group, i, names, costs, centers, links, widths, bounds))
                if _clear(i, names, costs, centers):
                    break
    return sides, costs


def _clear(
    i: int,
    names: dict[str, QRectF],
    costs: list[QRectF],
    centers: dict[str, QPointF],
) -> bool:
    """Whether cost `i` covers no name, city or other cost where it lies."""
    cost = costs[i]
    return not (
        any(box.intersects(cost) for box in names.values())
        or any(_hits(cost, c, CITY_CLEAR) for c in centers.values())
        or any(k != i and other.intersects(cost) for k, other in enumerate(costs))
    )


def _move_names(
    group: tuple[str, ...],
    i: int,
    names: dict[str, QRectF],
    costs: list[QRectF],
    centers: dict[str, QPointF],
    links: list[Link],
    widths: dict[str, float],
    bounds: QRectF,
) -> dict[str, str]:
    """Move the names of the `group` of cities (near cost `i`, which has no clear spot) to the
    sides where together they cover least and the cost, placed again, finds a spot clear of
    them; their sides."""
    others = [box for c, box in names.items() if c not in group]
    badges = [cost for k, cost in enumerate(costs) if k != i]
    cities = list(centers.values())
    a, b, size = links[i]
    tries = []
    for choice in itertools.product(NAME_SIDES, repeat=len(group)):
        boxes = [
            drawn_name(side, widths[c], centers[c]) for c, side in zip(group, choice, strict=True)
        ]
        cost = sum(NAME_SIDES.index(side) * 0.5 for side in choice)
        for k, box in enumerate(boxes):
            cost += (
                (0 if bounds.contains(box) else 50)
                + 100 * sum(1 for p in cities if p != centers[group[k]] and _hits(box, p, CITY_R))
                + 100 * sum(1 for t in [*others, *boxes[:k]] if t.intersects(box))
                + 100 * sum(1 for t in badges if t.intersects(box))
            )
        tries.append((cost, choice, boxes))
    tries.sort(key=lambda t: t[0])
    best: tuple[float, tuple[str, ...], list[QRectF], QRectF] = (math.inf, (), [], costs[i])
    for cost, choice, boxes in tries:  # cheapest names first: the cost's spot only while it pays
        if cost >= best[0]:
            break
        spot, covered = _place_cost(a, b, size, [*others, *boxes], cities, badges)
        if cost + covered < best[0]:
            best = (cost + covered, choice, boxes, spot)
    _, choice, boxes, costs[i] = best
    names.update(zip(group, boxes, strict=True))
    return dict(zip(group, choice, strict=True))


def place_costs(links: list[Link], names: list[QRectF], centers: list[QPointF]) -> list[QRectF]:
    """Where each connection's cost badge (`links`: its ends and the badge's size) goes: on its
    line, clear of every city's name and circle and of the badges placed before it, as near
    the middle as that allows; where the line has no such spot, beside it (touching it), else
    where it covers least. The shortest lines, with the least room, choose first; a free
    connection has none (a null rect)."""
    order = sorted(range(len(links)), key=lambda i: QLineF(links[i][0], links[i][1]).length())
    placed: list[QRectF] = [QRectF()] * len(links)
    for i in order:
        a, b, size = links[i]
        if not size.isEmpty():
            placed[i] = _place_cost(a, b, size, names, centers, placed)[0]
    return placed


def _place_cost(
    a: QPointF,
    b: QPointF,
    size: QSizeF,
    names: list[QRectF],
    centers: list[QPointF],
    badges: list[QRectF],
) -> tuple[QRectF, float]:
    """One cost's spot on (or beside) its line and what it covers there (0: nothing). The badge
    is never made smaller to fit: its number would no longer read at the whole-board zoom."""
    reach = QRectF(a, b).normalized().adjusted(-60, -60, 60, 60)
    near_names = [n for n in names if n.intersects(reach)]
    near_cities = [c for c in centers if reach.contains(c)]
    near_badges = [p for p in badges if not p.isNull() and p.intersects(reach)]
    best, best_cost = QRectF(), math.inf
    for spot in _badge_spots(a, b, size):
        cost = (
            100 * sum(1 for n in near_names if n.intersects(spot))
            + 100 * sum(1 for c in near_cities if _hits(spot, c, CITY_CLEAR))
            + 100 * sum(1 for p in near_badges if p.intersects(spot))
        )
        if cost == 0:
            return spot, 0.0
        if cost < best_cost:
            best, best_cost = spot, cost
    return best, best_cost


def _badge_spots(a: QPointF, b: QPointF, size: QSizeF) -> Iterator[QRectF]:
    """A badge's spots in order of preference: on the line from its middle outwards, then
    beside it on either side, likewise, a little further each time."""
    line = QLineF(a, b)
    normal = line.normalVector().unitVector()
    across = QPointF(normal.dx(), normal.dy())
    # beside the line: the badge's centre as far off the line as its half-diagonal
    off = 0.5 * math.hypot(size.width(), size.height()) + 1.5
    half = QPointF(size.width(), size.height()) / 2
    for shift in (0.0, off, -off, 1.5 * off, -1.5 * off, 2 * off, -2 * off):
        for t in SPOTS_ALONG:
            yield QRectF(line.pointAt(t) + across * shift - half, size)


def drawn_name(side: str, width: float, center: QPointF) -> QRectF:
    """Where a name on this side of a city draws (its halo and the item's margin round it)."""
    return name_box(side, width).translated(center).adjusted(-HALO, -HALO, HALO, HALO)


_SPOTS: dict[tuple, tuple[float, float]] = {}


def clear_spot(
    shape: Polygon, avoid: list[tuple[float, float]], lines: BaseGeometry | None = None
) -> tuple[float, float]:
    """A point of `shape` far from the points to `avoid` (cities), from `lines` (connections)
    and from its edges: where a region's name covers least of the map and a tap on it reaches
    the region itself. Worked out once for each shape (every new table of a map asks again)."""
    key = (shape.wkb, tuple(avoid), None if lines is None else lines.wkb)
    if key not in _SPOTS:
        _SPOTS[key] = _clear_spot(shape, avoid, lines)
    return _SPOTS[key]


def _clear_spot(
    shape: Polygon, avoid: list[tuple[float, float]], lines: BaseGeometry | None
) -> tuple[float, float]:
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
    `bounds` and collides least with other cities, names already placed, connection lines and
    the middles of lines (where their costs go); below is preferred, as printed."""
    boxes = {
        city: {side: name_box(side, widths[city]).translated(c) for side in NAME_SIDES}
        for city, c in centers.items()
    }
    fixed = {  # what a side costs whatever the other names do
        city: _fixed_costs(city, boxes[city], centers, links, bounds) for city in centers
    }

    def cost(city: str, side: str, others: list[QRectF]) -> float:
        box = boxes[city][side]
        return fixed[city][side] + NAME_OVER * sum(1 for t in others if t.intersects(box))

    chosen: dict[str, str] = {}
    for city in centers:  # greedy, then a few rounds of each name moving to its best side
        taken = [boxes[o][s] for o, s in chosen.items()]
        chosen[city] = min(NAME_SIDES, key=lambda side: cost(city, side, taken))
    for _ in range(3):
        for city in centers:
            taken = [boxes[o][s] for o, s in chosen.items() if o != city]
            chosen[city] = min(NAME_SIDES, key=lambda side: cost(city, side, taken))
    return chosen


def _fixed_costs(
    city: str,
    boxes: dict[str, QRectF],
    centers: dict[str, QPointF],
    links: list[tuple[QPointF, QPointF]],
    bounds: QRectF,
) -> dict[str, float]:
    """Each side's cost for a city's name from what does not move: nearby cities, lines and
    their middles and the map's edge."""
    c = centers[city]
    cities = [p for o, p in centers.items() if o != city and _distance(p, c) < 160]
    lines = [(a, b) for a, b in links if min(_distance(a, c), _distance(b, c)) < 260]
    middles = [(_middle(a, b), _room(a, b)) for a, b in lines]
    return {
        side: (
            NAME_SIDES.index(side) * 0.5
            + (0 if bounds.contains(box) else 50)
            + 10 * sum(1 for p in cities if _hits(box, p, CITY_R))
            + 2 * sum(1 for a, b in lines if _crosses(box, a, b))
            + sum(room for middle, room in middles if box.intersects(middle))
        )
        for side, box in boxes.items()
    }


def _middle(a: QPointF, b: QPointF) -> QRectF:
    """The room a connection's cost needs at the middle of its line (names keep off it)."""
    box = QRectF(QPointF(), MIDDLE)
    box.moveCenter((a + b) / 2)
    return box


def _room(a: QPointF, b: QPointF) -> float:
    """What a name costs over a connection's middle: more on a short line, which has no other
    room for its cost."""
    return 3.0 if _distance(a, b) > 4 * CITY_R + 2 * MIDDLE.width() else 9.0


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
