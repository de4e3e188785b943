"""Items drawn from a *look*: a small frozen value that a title's refresh computes from the
state. Setting an equal look again does nothing, so a refresh repaints only what changed.
A look of None means *empty* (nothing lies there, or the refresh has not come yet), and empty
is drawn by `draw_empty`, which every kind of item that can be empty says: its place's outline
(a display's slot, a building site), or `nothing` by name where an empty item is simply not
there (a wall not built). Unsaid, an empty item warns (once a kind), and a test walks every
title's table for one. `Drawn` is the mixin (for pieces too); the two common kinds:

- `Element`: a board element the rules name (`slot:derby:1`, `market:coal`), with the tooltip,
  long press and touch area of every BoardItem;
- `Decor`: a drawing that is no element (a title, the era's name): it takes no presses, so they
  reach whatever lies under it.

`least_type` is the smallest type a drawing may use where the painter draws now: no word at
the table is drawn under `READABLE_PX` on the screen; what has no room is left to tooltips
and to the zoom.
"""

from __future__ import annotations

import math
import warnings
from functools import cache
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from desktop.board.items import BoardItem


class Drawn:
    """A look, set by `show`, and a `draw` from it; `draw_empty` while the look is None."""

    look: Any

    def show(self, look: Any) -> None:
        """Draw the item as `look` says (repainted only when it differs); None: empty."""
        if look != self.look:
            self.look = look
            self.update()  # type: ignore[attr-defined]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.look is None:
            self.draw_empty(painter)
        else:
            self.draw(painter)

    def draw(self, painter: QPainter) -> None:
        raise NotImplementedError

    def draw_empty(self, painter: QPainter) -> None:
        """The item while its look is None. A kind that can be empty overrides it (or sets it
        to `nothing`); one that cannot never gets here. Unsaid, it draws nothing but warns (an
        exception raised in a paint would take the table down with it)."""
        _warn_unsaid(type(self).__qualname__)


@cache
def _warn_unsaid(kind: str) -> None:
    warnings.warn(f"{kind} is drawn empty but does not say how it looks empty", stacklevel=3)


def nothing(item: Drawn, painter: QPainter) -> None:
    """`draw_empty` of a kind that is simply not there while empty (a wall not built, a label
    before its words): set as `draw_empty = nothing`, so that it is said, not forgotten."""


class Element(Drawn, BoardItem):
    def __init__(self, element_id: str, path: QPainterPath, look: Any, *, z: float) -> None:
        super().__init__(element_id, path, z=z)
        self.look = look


class Decor(Drawn, QGraphicsItem):
    def __init__(self, rect: QRectF, look: Any, *, z: float) -> None:
        super().__init__()
        self.rect = rect
        self.look = look
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)


READABLE_PX = 11.5  # the least type on the screen, in pixels (11 is checked; a margin for rounding)


def least_type(painter: QPainter) -> float:
    """The least type, in scene units, that reads where the painter draws now (READABLE_PX on
    the screen, whatever the view's zoom)."""
    t = painter.worldTransform()
    return READABLE_PX / (math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21())) or 1.0)


def band(path: QPainterPath, width: float, *, round_caps: bool = False) -> QPainterPath:
    """The area `width` wide along a path: the touch area of a line (a route, a road, a river)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    if round_caps:
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    return stroker.createStroke(path)
