"""Where each part of the board goes, in scene units that are about pixels on a 1920×1080 screen.

The map lies wide, along the screen's long side: the USA is wide as it is, Germany is turned a
quarter (north to the left, as the compass on the map shows). The map is shown by the table's
big, zoomable view; the markets and tracks are the panel's parts, each shown by a view of its
own, which the table arranges beside or below the map in one of `PANEL_SHAPES`.
The seats are not on the board: each has its own zone, shown by the table where its seat sits
(`players` is where the zones lie in the scene, far below the board, out of the board's view).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

from rules.powergrid.data import load_map

MAP_PAD = 34.0  # map units kept around the outermost cities (their circles and names)
MAP = QRectF(8, 8, 1084, 652)
PANEL_AT = QPointF(8, 1400)  # the panel's parts lie below the map, each apart from the others
APART = 200.0  # between two parts: a part's view never shows a neighbour's edge
PARTS = {  # each part's size
    "tracks": QSizeF(620, 150),  # step, round, phase; player order in one or two lines
    "plants": QSizeF(620, 482),  # current and future markets, auction, discard, stack
    "resources": QSizeF(620, 262),
    "cities": QSizeF(620, 180),  # the city-count track
}
# The panel's arrangements, as columns of parts (`BoardScene.panel_shapes`): a column beside the
# map, a block of two columns, a row of three below it.
PANEL_SHAPES = (
    (("tracks", "plants", "resources", "cities"),),
    (("plants",), ("tracks", "resources", "cities")),
    (("tracks", "cities"), ("plants",), ("resources",)),
)


@dataclass(frozen=True)
class Layout:
    map: QRectF
    tracks: QRectF
    plants: QRectF
    resources: QRectF
    cities: QRectF

    @property
    def board(self) -> QRectF:
        """The map with its margin: what the board view fits."""
        return self.map.adjusted(-8, -8, 8, 8)

    def parts(self) -> dict[str, QRectF]:
        return {name: getattr(self, name) for name in PARTS}

    @property
    def players(self) -> QRectF:
        """Where the seats' zones lie in the scene: a strip well below the panel's parts."""
        return QRectF(MAP.left(), PANEL_AT.y() + 1000, MAP.width(), 400)


def layout_for() -> Layout:
    rects, x = {}, PANEL_AT.x()
    for name, size in PARTS.items():
        rects[name] = QRectF(QPointF(x, PANEL_AT.y()), size)
        x += size.width() + APART
    return Layout(map=MAP, **rects)


def turned(map_id: str) -> bool:
    """A tall map lies on its side so that it fills a wide screen."""
    cities = load_map(map_id).cities.values()
    width = max(c.x for c in cities) - min(c.x for c in cities)
    height = max(c.y for c in cities) - min(c.y for c in cities)
    return height > width


class MapFrame:
    """Map units (north up, y southwards) to scene units: the cities fill `rect`, centred; a tall
    map turned a quarter anticlockwise (north to the left)."""

    def __init__(self, map_id: str, rect: QRectF) -> None:
        cities = load_map(map_id).cities.values()
        self.turned = turned(map_id)
        self.left = min(c.x for c in cities) - MAP_PAD
        self.top = min(c.y for c in cities) - MAP_PAD
        self.right = max(c.x for c in cities) + MAP_PAD
        self.bottom = max(c.y for c in cities) + MAP_PAD
        width, height = self.right - self.left, self.bottom - self.top
        if self.turned:
            width, height = height, width
        self.scale = min(rect.width() / width, rect.height() / height)
        self.x0 = rect.left() + (rect.width() - width * self.scale) / 2
        self.y0 = rect.top() + (rect.height() - height * self.scale) / 2

    def __call__(self, x: float, y: float) -> QPointF:
        if self.turned:  # south to the right, east up
            x, y = y - self.top, self.right - x
        else:
            x, y = x - self.left, y - self.top
        return QPointF(self.x0 + x * self.scale, self.y0 + y * self.scale)

    def to_map(self, point: QPointF) -> tuple[float, float]:
        x, y = (point.x() - self.x0) / self.scale, (point.y() - self.y0) / self.scale
        if self.turned:
            return (self.right - y, x + self.top)
        return (x + self.left, y + self.top)

    def north(self) -> float:
        """The direction of north on the board, in degrees clockwise from up."""
        return -90.0 if self.turned else 0.0
