"""Where each part of the board goes, for a tall or a wide map, in units that are about pixels
when the board fills the view on a 1920×1080 screen.

Germany is tall: map | markets and tracks, side by side. The USA is wide: the map takes the top
left, and the markets and tracks stand in a column on the right.
The seats are not on the board: each has its own zone, shown by the table where its seat sits
(`players` is where the zones lie in the scene, below the board, out of the board's view).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from rules.powergrid.data import load_map

MAP_PAD = 34.0  # map units kept around the outermost cities (their circles and names)


@dataclass(frozen=True)
class Layout:
    map: QRectF
    tracks: QRectF  # step, round, phase and player order
    plants: QRectF  # current and future markets, auction, discard, stack
    resources: QRectF
    cities: QRectF  # the city-count track

    @property
    def board(self) -> QRectF:
        """The whole board with its margin: the map, the markets and the tracks."""
        parts = (self.map, self.tracks, self.plants, self.resources, self.cities)
        whole = parts[0]
        for part in parts[1:]:
            whole = whole.united(part)
        return whole.adjusted(-8, -8, 8, 8)

    @property
    def players(self) -> QRectF:
        """Where the seats' zones lie in the scene: a strip well below the board."""
        b = self.board
        return QRectF(b.left(), b.bottom() + 400, b.width(), 400)


def layout_for(map_id: str) -> Layout:
    cities = load_map(map_id).cities.values()
    width = max(c.x for c in cities) - min(c.x for c in cities)
    height = max(c.y for c in cities) - min(c.y for c in cities)
    if height > width:
        return Layout(
            map=QRectF(8, 8, 652, 1064),
            tracks=QRectF(676, 8, 620, 104),
            plants=QRectF(676, 124, 620, 482),
            resources=QRectF(676, 618, 620, 262),
            cities=QRectF(676, 892, 620, 180),
        )
    return Layout(
        map=QRectF(8, 8, 1084, 652),
        tracks=QRectF(1108, 8, 640, 104),
        plants=QRectF(1108, 124, 640, 482),
        resources=QRectF(1108, 618, 640, 262),
        cities=QRectF(1108, 892, 640, 180),
    )


class MapFrame:
    """Map units (north up, y southwards) to scene units: the cities fill `rect`, centred."""

    def __init__(self, map_id: str, rect: QRectF) -> None:
        cities = load_map(map_id).cities.values()
        left = min(c.x for c in cities) - MAP_PAD
        top = min(c.y for c in cities) - MAP_PAD
        width = max(c.x for c in cities) + MAP_PAD - left
        height = max(c.y for c in cities) + MAP_PAD - top
        self.scale = min(rect.width() / width, rect.height() / height)
        self.dx = rect.left() + (rect.width() - width * self.scale) / 2 - left * self.scale
        self.dy = rect.top() + (rect.height() - height * self.scale) / 2 - top * self.scale

    def __call__(self, x: float, y: float) -> QPointF:
        return QPointF(x * self.scale + self.dx, y * self.scale + self.dy)

    def to_map(self, point: QPointF) -> tuple[float, float]:
        return ((point.x() - self.dx) / self.scale, (point.y() - self.dy) / self.scale)
