"""Decoration that is not a board element: panel backgrounds and text labels. Neither takes
the mouse, so presses, drops and tooltips reach the elements underneath."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from desktop.board import layers
from desktop.games.powergrid import look
from desktop.games.powergrid.shapes import rounded


class Label(QGraphicsSimpleTextItem):
    """Text anchored at a point: `align` says which end of the text sits there."""

    def __init__(
        self,
        parent: QGraphicsItem | None,
        px: float,
        *,
        bold: bool = False,
        colour: QColor = look.INK,
        align: str = "left",
        z: float = layers.ELEMENTS + 1,
    ) -> None:
        super().__init__(parent)
        self.setFont(look.font(px, bold=bold))
        self.setBrush(colour)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(z)
        self.align = align
        self.anchor = QPointF()
        self.max_width = 0.0  # when set, longer texts end in "…"

    def show_text(self, text: str, at: QPointF | None = None, colour: QColor | None = None) -> None:
        """Set the text (and anchor), keeping the chosen end at the anchor; the anchor is the
        text's vertical middle."""
        if colour is not None and colour != self.brush().color():
            self.setBrush(colour)
        if self.max_width:
            metrics = QFontMetricsF(self.font())
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, self.max_width)
        if text == self.text() and (at is None or at == self.anchor):
            return  # most refreshes change nothing here
        if at is not None:
            self.anchor = at
        if text != self.text():
            self.setText(text)
        box = self.boundingRect()
        dx = {"left": 0.0, "center": box.width() / 2, "right": box.width()}[self.align]
        self.setPos(self.anchor.x() - dx, self.anchor.y() - box.height() / 2)


def panel(scene: QGraphicsScene, rect: QRectF, fill: QColor = look.PANEL_BG) -> QGraphicsPathItem:
    """A rounded background for one part of the board."""
    item = scene.addPath(rounded(rect, 12), QPen(look.PANEL_EDGE, 2), QBrush(fill))
    item.setZValue(layers.BOARD)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item
