"""Items drawn from a *look*: a small frozen value that a title's refresh computes from the
state. Setting an equal look again does nothing, so a refresh repaints only what changed; with
no look yet nothing is drawn. `Drawn` is the mixin (for pieces too); the two common kinds:

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
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from desktop.board.items import BoardItem


class Drawn:
    """A look, set by `show`, and a `draw` from it."""

    look: Any

    def show(self, look: Any) -> None:
        """Draw the item as `look` says (repainted only when it differs)."""
        if look != self.look:
            self.look = look
            self.update()  # type: ignore[attr-defined]

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        if self.look is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(painter)

    def draw(self, painter: QPainter) -> None:
        raise NotImplementedError


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


INK_LUMINANCE = 0.2  # a seat's colour drawn on the dark table is at least this bright (3:1)


def readable_ink(colour: QColor | str | None) -> QColor:
    """A seat's colour as ink on the dark table (a name, a frame, a band): its own hue, lightened
    until it stands 3:1 against the ground (black becomes a grey, navy a clear blue); colours
    bright enough stay as they are."""
    ink = QColor(colour) if colour is not None else QColor("#e9edf2")
    hue, saturation, lightness, alpha = ink.getHslF()
    while _luminance(ink) < INK_LUMINANCE and lightness < 0.95:
        lightness += 0.04
        ink = QColor.fromHslF(max(hue, 0.0), saturation, lightness, alpha)
    return ink


def _luminance(colour: QColor) -> float:
    """Relative luminance (WCAG): how bright the colour looks, 0 (black) to 1 (white)."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
