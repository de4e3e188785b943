"""The board's panel: its parts (markets, tracks...), each shown whole by a view of its own and
arranged in columns in one of the title's shapes (`BoardScene.panel_shapes`). Pieces are dragged
between its views and the board's as on one board: they all show the same scene."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QWidget

from desktop.board.items import BoardItem
from desktop.board.paint_kit import ground
from desktop.board.view import PartView

GAP = 12.0  # scene units between two parts


class PanelParts:
    """A title's panel parts, built by `build(state)` in `scene` from `at` rightwards: each
    `width` wide on its dark ground (corners of `radius`), `apart` from the next so that no
    part's view shows a neighbour's edge. `elements` (the scene's registry, when given) maps
    each element id shown to its item; `parts` each part's rect by name."""

    width: float  # every part
    apart = 200.0
    radius = 10.0

    def __init__(
        self,
        scene: QGraphicsScene,
        at: QPointF,
        state: Any,
        registry: dict[str, BoardItem] | None = None,
    ) -> None:
        self.scene = scene
        self.elements: dict[str, BoardItem] = registry if registry is not None else {}
        self.parts: dict[str, QRectF] = {}
        self._x, self._y = at.x(), at.y()
        self.build(state)

    def build(self, state: Any) -> None:
        """The title's parts and their items, for a game set up as `state`."""
        raise NotImplementedError

    def _part(self, name: str, height: float) -> QRectF:
        """The next part, `height` tall, on its ground."""
        rect = QRectF(self._x, self._y, self.width, height)
        self._x += self.width + self.apart
        self.parts[name] = rect
        ground(self.scene, rect, self.radius)
        return rect

    def _add(self, item: BoardItem) -> BoardItem:
        """`item` in the scene and in the registry under its element id."""
        self.scene.addItem(item)
        self.elements[item.element_id] = item
        return item


class PanelView(QWidget):
    def __init__(self, scene: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rects: dict[str, QRectF] = scene.panel_parts()  # type: ignore[attr-defined]
        self.shapes: tuple[tuple[tuple[str, ...], ...], ...] = scene.panel_shapes()  # type: ignore[attr-defined]
        self.views = {
            name: PartView(scene, lambda rect=rect: rect) for name, rect in self.rects.items()
        }
        for view in self.views.values():
            view.setParent(self)
        self.shape = 0
        self.degrees = 0

    def sizes(self) -> tuple[QSizeF, ...]:
        """Each shape's size in scene units."""
        return tuple(self._size(columns) for columns in self.shapes)

    def _size(self, columns: tuple[tuple[str, ...], ...]) -> QSizeF:
        widths = [max(self.rects[n].width() for n in column) for column in columns]
        heights = [
            sum(self.rects[n].height() for n in column) + GAP * (len(column) - 1)
            for column in columns
        ]
        return QSizeF(sum(widths) + GAP * (len(columns) - 1), max(heights))

    def arrange(self, shape: int) -> None:
        if shape != self.shape:
            self.shape = shape
            self._place()

    def turn(self, degrees: int) -> None:
        """Face the seats at the foot (0) or at the head (180) of the table."""
        if degrees % 360 != self.degrees:
            self.degrees = degrees % 360
            self._place()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        if not self.shapes:
            return
        columns = self.shapes[self.shape]
        whole = self._size(columns)
        scale = min(self.width() / whole.width(), self.height() / whole.height())
        left = (self.width() - whole.width() * scale) / 2
        top = (self.height() - whole.height() * scale) / 2
        x = 0.0
        for column in columns:
            y = 0.0
            for name in column:
                size = self.rects[name].size()
                at = QRectF(x, y, size.width(), size.height())
                if self.degrees == 180:  # the whole arrangement turned about its middle
                    at.moveTo(whole.width() - at.right(), whole.height() - at.bottom())
                self.views[name].setGeometry(
                    QRect(
                        round(left + at.left() * scale),
                        round(top + at.top() * scale),
                        round(at.width() * scale),
                        round(at.height() * scale),
                    )
                )
                self.views[name].turn(self.degrees)
                y += size.height() + GAP
            x += max(self.rects[n].width() for n in column) + GAP


def split_columns(names: list[str], heights: list[float], k: int) -> tuple[tuple[str, ...], ...]:
    """`names` in order split into `k` columns, the tallest column as short as can be."""
    n = len(names)
    best: dict[tuple[int, int], tuple[float, list[int]]] = {}

    def solve(i: int, cols: int) -> tuple[float, list[int]]:
        if (i, cols) in best:
            return best[(i, cols)]
        if cols == 1:
            result = (sum(heights[i:]) + 12 * (n - i - 1), [n])
        else:
            result = (float("inf"), [n])
            for j in range(i + 1, n - cols + 2):
                here = sum(heights[i:j]) + 12 * (j - i - 1)
                rest, cuts = solve(j, cols - 1)
                if max(here, rest) < result[0]:
                    result = (max(here, rest), [j, *cuts])
        best[(i, cols)] = result
        return result

    cuts = solve(0, k)[1]
    out, start = [], 0
    for cut in cuts:
        out.append(tuple(names[start:cut]))
        start = cut
    return tuple(out)


def column_shapes(parts: Mapping[str, QRectF]) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """A panel's arrangements (`BoardScene.panel_shapes`): its parts, in order, in 1, 2, 3...
    columns of about equal height (one column beside a narrow map, a part per column under a
    wide one)."""
    names = list(parts)
    heights = [parts[n].height() for n in names]
    return tuple(split_columns(names, heights, k) for k in range(1, len(names) + 1))
