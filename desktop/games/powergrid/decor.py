"""Decoration that is not a board element: panel backgrounds and text labels. Neither takes
the mouse, so presses, drops and tooltips reach the elements underneath."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from desktop.board import layers
from desktop.board.paint_kit import ground, wrap_words
from desktop.games.powergrid import look

MIN_PX = 11.0  # a label shrinks to fit its words no further than this


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
        self.px = px
        self.max_width = 0.0  # when set, longer texts end in "…"
        self.max_lines = 1  # more: longer texts wrap between words below the anchor's line
        self._fitted: tuple[str, float, int] | None = None  # the words last shown, as asked

    def show_text(self, text: str, at: QPointF | None = None, colour: QColor | None = None) -> None:
        """Set the text (and anchor), keeping the chosen end at the anchor; the anchor is the
        vertical middle of the text's first line."""
        if colour is not None and colour != self.brush().color():
            self.setBrush(colour)
        fitted = (text, self.max_width, self.max_lines)
        if fitted == self._fitted and (at is None or at == self.anchor):
            return  # most refreshes change nothing here
        self._fitted = fitted
        if self.max_width:
            text = self._fit(text)
        if at is not None:
            self.anchor = at
        if text != self.text():
            self.setText(text)
        box = self.boundingRect()
        line = QFontMetricsF(self.font()).height()
        dx = {"left": 0.0, "center": box.width() / 2, "right": box.width()}[self.align]
        self.setPos(self.anchor.x() - dx, self.anchor.y() - line / 2)

    def _fit(self, text: str) -> str:
        """The text within `max_width`: on up to `max_lines` lines, in a smaller font (down to
        MIN_PX) where that keeps it whole, else ending in "…"."""
        if self.max_lines == 1:
            metrics = QFontMetricsF(self.font())
            return metrics.elidedText(text, Qt.TextElideMode.ElideRight, self.max_width)
        px = self.px
        while True:
            font = look.font(px, bold=self.font().bold())
            metrics = QFontMetricsF(font)
            lines = wrap_words(text, metrics, self.max_width)
            if len(lines) <= self.max_lines or px <= MIN_PX:
                break
            px -= 1
        if font.pixelSize() != self.font().pixelSize():
            self.setFont(font)
        kept = lines[: self.max_lines]
        if len(lines) > self.max_lines:
            kept[-1] = " ".join([kept[-1], *lines[self.max_lines :]])
        kept[-1] = metrics.elidedText(kept[-1], Qt.TextElideMode.ElideRight, self.max_width)
        return "\n".join(kept)


def panel(scene: QGraphicsScene, rect: QRectF, fill: QColor = look.PANEL_BG) -> QGraphicsPathItem:
    """A rounded background for one part of the board, in this board's own panel colours."""
    return ground(scene, rect, 12, fill=fill, edge=look.PANEL_EDGE)
