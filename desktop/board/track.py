"""A track: numbered spaces in a line, rows or a loop; special ones tinted; seats' discs stacked.

The spaces lie in a line, in wrapping rows or in a loop round a rect (a 0–99 score track);
markers sharing a space stand apart in a grid, none covering another. `line_layout`,
`rows_layout` and `loop_layout` are the geometry alone (each space's cell and the room its
markers stack in); `place_markers` stacks the markers; `Track` is the board element that draws
one. The title gives the element id (its tooltip is the scene's, from the rules' `describe` of
that id, as for every element), the tints, the markers and the look. Numbers that would read
under `least_type` on the screen are left to the tooltip and the zoom.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop.board import layers
from desktop.board.drawn import least_type
from desktop.board.items import BoardItem
from desktop.board.paint_kit import font, rounded, text_width

Grow = Literal["down", "right", "center"]
Corner = Literal["top-left", "top-right", "bottom-right", "bottom-left"]


@dataclass(frozen=True)
class TrackLayout:
    """Where each space lies (`cells`, first space first) and the room where the markers on it
    stack (`stacks`, one per cell, never overlapping another's), the stacks growing `grow`
    from their top or left edge, or centred."""

    cells: tuple[QRectF, ...]
    stacks: tuple[QRectF, ...]
    grow: Grow = "center"


def line_layout(
    area: QRectF,
    n: int,
    *,
    depth: float | None = None,
    spacing: float = 4.0,
    vertical: bool = False,
    reverse: bool = False,
) -> TrackLayout:
    """`n` spaces side by side across `area` (down it when `vertical`; from the far end when
    `reverse`). With `depth`, the spaces are a strip that deep along the top (left) edge and each
    space's markers stack in the band beyond it, `spacing` away; without, on the spaces."""
    n = max(1, n)
    length = area.height() if vertical else area.width()
    pitch = length / n
    strip = depth if depth is not None else (area.width() if vertical else area.height())
    cells, stacks = [], []
    for i in range(n):
        k = n - 1 - i if reverse else i
        if vertical:
            cell = QRectF(area.left(), area.top() + k * pitch, strip, pitch)
            stack = QRectF(cell.right() + spacing, cell.top(), 0, pitch)
            stack.setRight(area.right())
        else:
            cell = QRectF(area.left() + k * pitch, area.top(), pitch, strip)
            stack = QRectF(cell.left(), cell.bottom() + spacing, pitch, 0)
            stack.setBottom(area.bottom())
        cells.append(cell)
        stacks.append(stack if depth is not None else cell)
    grow: Grow = "center" if depth is None else ("right" if vertical else "down")
    return TrackLayout(tuple(cells), tuple(stacks), grow)


def rows_layout(area: QRectF, n: int, per_row: int, *, snake: bool = False) -> TrackLayout:
    """`n` spaces in rows of `per_row` from the top left, each row left to right (with `snake`,
    every other row right to left, as a path that never jumps). Markers stack on the spaces."""
    n, per_row = max(1, n), max(1, per_row)
    rows = math.ceil(n / per_row)
    w, h = area.width() / per_row, area.height() / rows
    cells = []
    for i in range(n):
        row, col = divmod(i, per_row)
        if snake and row % 2:
            col = per_row - 1 - col
        cells.append(QRectF(area.left() + col * w, area.top() + row * h, w, h))
    return TrackLayout(tuple(cells), tuple(cells), "center")


def loop_layout(
    area: QRectF,
    n: int,
    *,
    band: float | None = None,
    clockwise: bool = True,
    start: Corner = "top-left",
) -> TrackLayout:
    """`n` spaces round the edge of `area`, in a band `band` deep (by default a sixth of the
    shorter side), the first in the corner `start`, going clockwise or not. The four corners
    are square spaces; the others share each side evenly. Markers stack on the spaces."""
    if n < 8:
        return line_layout(area, n)
    w, h = area.width(), area.height()
    t = min(band if band is not None else min(w, h) / 6, min(w, h) / 3)
    inner_w, inner_h = w - 2 * t, h - 2 * t
    middle = n - 4  # the spaces between the corners
    across = round(middle * inner_w / (2 * (inner_w + inner_h)))  # on the top, and the bottom
    across = max(1, min(across, (middle - 2) // 2))
    down = middle - 2 * across  # on the two sides together
    right, left = (down + 1) // 2, down // 2
    x0, y0, x1, y1 = area.left(), area.top(), area.right(), area.bottom()
    cells = [QRectF(x0, y0, t, t)]
    pitch = inner_w / across
    cells += [QRectF(x0 + t + i * pitch, y0, pitch, t) for i in range(across)]
    cells.append(QRectF(x1 - t, y0, t, t))
    pitch = inner_h / right
    cells += [QRectF(x1 - t, y0 + t + i * pitch, t, pitch) for i in range(right)]
    cells.append(QRectF(x1 - t, y1 - t, t, t))
    pitch = inner_w / across
    cells += [QRectF(x1 - t - (i + 1) * pitch, y1 - t, pitch, t) for i in range(across)]
    cells.append(QRectF(x0, y1 - t, t, t))
    if left:
        pitch = inner_h / left
        cells += [QRectF(x0, y1 - t - (i + 1) * pitch, t, pitch) for i in range(left)]
    corners = {
        "top-left": 0,
        "top-right": across + 1,
        "bottom-right": across + right + 2,
        "bottom-left": 2 * across + right + 3,
    }
    k = corners[start]
    cells = cells[k:] + cells[:k]
    if not clockwise:
        cells = cells[:1] + cells[:0:-1]
    return TrackLayout(tuple(cells), tuple(cells), "center")


def _fit(room: QRectF, k: int, cols: int, grow: Grow, gap: float) -> float:
    """The largest radius of `k` discs `gap` apart in `room`, in rows of `cols` across the
    growth."""
    across, along = (
        (room.height(), room.width()) if grow == "right" else (room.width(), room.height())
    )
    rows = math.ceil(k / cols)
    return min(((across + gap) / cols - gap) / 2, ((along + gap) / rows - gap) / 2)


def place_markers(
    layout: TrackLayout, spaces: Sequence[int], radius: float, gap: float = 3.0
) -> tuple[list[QPointF], float]:
    """The centre of each marker (one per entry of `spaces`, the space it is on, clamped to the
    track) and the one radius they all get: at most `radius`, less when a crowded space needs
    it. Markers sharing a space stand in a grid in its stack, `gap` apart: none covers another."""
    last = len(layout.cells) - 1
    groups: dict[int, list[int]] = {}
    for i, space in enumerate(spaces):
        groups.setdefault(max(0, min(space, last)), []).append(i)
    r = radius
    for space, members in groups.items():
        k = len(members)
        r = min(r, max(_fit(layout.stacks[space], k, c, layout.grow, gap) for c in range(1, k + 1)))
    r = max(r, 0.5)
    pitch = 2 * r + gap
    out = [QPointF()] * len(spaces)
    for space, members in groups.items():
        room, k = layout.stacks[space], len(members)
        cols = next(
            (c for c in range(1, k + 1) if _fit(room, k, c, layout.grow, gap) >= r - 1e-6), k
        )
        rows = math.ceil(k / cols)
        for n, i in enumerate(members):
            row, col = divmod(n, cols)
            in_row = min(cols, k - row * cols)
            a = (col - (in_row - 1) / 2) * pitch  # across the growth, centred
            if layout.grow == "center":
                b = (row - (rows - 1) / 2) * pitch
                out[i] = room.center() + QPointF(a, b)
            elif layout.grow == "down":
                out[i] = QPointF(room.center().x() + a, room.top() + r + row * pitch)
            else:
                out[i] = QPointF(room.left() + r + row * pitch, room.center().y() + a)
    return out, r


@dataclass
class Marker:
    """A seat's disc on a space (index from 0, the first space)."""

    space: int
    colour: QColor


@dataclass
class TrackLook:
    background: QColor = field(default_factory=lambda: QColor("#2c343f"))
    edge: QColor = field(default_factory=lambda: QColor("#46505e"))
    cell: QColor = field(default_factory=lambda: QColor("#252c35"))
    ink: QColor = field(default_factory=lambda: QColor("#f4f4f0"))  # numbers on tinted spaces
    ink_soft: QColor = field(default_factory=lambda: QColor("#c3ccd8"))  # on the others
    marker_edge: QColor = field(default_factory=lambda: QColor("#f4f4f0"))
    radius: float = 12.0  # of the background's corners
    cell_gap: float = 2.0  # between two spaces
    number_px: float = 14.0  # the largest numbers (smaller when they do not fit)
    marker: float = 11.0  # the largest marker radius
    marker_gap: float = 3.0


Arrange = Callable[[QRectF, int], TrackLayout]  # a *_layout function, its options bound


class Track(BoardItem):
    """A track in `rect` (its background), its spaces laid out in `area` by `arrange`
    (`line_layout`, `rows_layout`, `loop_layout`, options bound with `functools.partial`).
    Spaces are numbered from `first` unless `labels` are given; `set_tints` colours special
    spaces, `set_markers` places the seats' discs. `paint_header` is for the title's words."""

    def __init__(
        self,
        element_id: str,
        rect: QRectF,
        spaces: int,
        *,
        area: QRectF | None = None,
        arrange: Arrange = line_layout,
        first: int = 0,
        labels: Sequence[str] | None = None,
        look: TrackLook | None = None,
        z: float = layers.TERRAIN,
    ) -> None:
        self.look = look or TrackLook()
        super().__init__(element_id, rounded(rect, self.look.radius), z=z)
        self.rect = rect
        self.area = area if area is not None else rect
        self.arrange = arrange
        self.first = first
        self.labels: list[str] = []
        self.layout = TrackLayout((), ())
        self.tints: dict[int, QColor] = {}
        self.markers: list[Marker] = []
        self._number_px = self.look.number_px
        self.set_spaces(spaces, labels)

    def set_spaces(self, spaces: int, labels: Sequence[str] | None = None) -> None:
        """Lay the track out again for `spaces` spaces (a city track that grows past its end)."""
        if labels is None:
            labels = [str(self.first + i) for i in range(spaces)]
        labels = list(labels)
        if len(self.layout.cells) == spaces and labels == self.labels:
            return
        self.labels = labels
        self.layout = self.arrange(self.area, spaces)
        self._number_px = self._fit_numbers()
        self.update()

    def set_tints(self, tints: dict[int, QColor]) -> None:
        """Colours of special spaces, by index (0 is the first space)."""
        if tints != self.tints:
            self.tints = dict(tints)
            self.update()

    def set_markers(self, markers: Sequence[Marker]) -> None:
        """The discs, one per seat, drawn in this order (a marker past either end stands on the
        end space)."""
        if list(markers) != self.markers:
            self.markers = list(markers)
            self.update()

    def cell_rect(self, space: int) -> QRectF:
        return self.layout.cells[space]

    def marker_centres(self) -> tuple[list[QPointF], float]:
        look = self.look
        spaces = [m.space for m in self.markers]
        return place_markers(self.layout, spaces, look.marker, look.marker_gap)

    def _fit_numbers(self) -> float:
        """The largest size up to the look's at which every number fits its space."""
        px = self.look.number_px
        cells = self.layout.cells
        if not cells:
            return px
        room_w = min(c.width() for c in cells) - self.look.cell_gap - 4
        room_h = min(c.height() for c in cells) - self.look.cell_gap
        widest = max(self.labels, key=len, default="")
        while px > 7:
            if text_width(widest, px) <= room_w and px * 1.2 <= room_h:
                break
            px -= 1
        return px

    # -- drawing -----------------------------------------------------------------------------

    def paint_header(self, painter: QPainter) -> None:
        """The title's words (nothing by default)."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        look = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(look.edge, 2))
        painter.setBrush(look.background)
        painter.drawPath(self.shape())
        self.paint_header(painter)
        painter.setFont(font(self._number_px, bold=True))
        numbers = self._number_px >= least_type(painter)  # else left to the tooltip and zoom
        g = look.cell_gap / 2
        for i, cell in enumerate(self.layout.cells):
            box = cell.adjusted(g, g, -g, -g)
            tint = self.tints.get(i)
            painter.setPen(QPen(look.edge, 1))
            painter.setBrush(tint if tint is not None else look.cell)
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(look.ink if tint is not None else look.ink_soft)
            label = self.labels[i] if numbers and i < len(self.labels) else ""
            if label:
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, label)
        centres, r = self.marker_centres()
        for marker, at in zip(self.markers, centres, strict=True):
            painter.setPen(QPen(look.marker_edge, 2 if r >= 6 else 1))
            painter.setBrush(marker.colour)
            painter.drawEllipse(at, r, r)
