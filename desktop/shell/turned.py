"""A widget turned by 0, 90, 180 or 270 degrees, so that a player at any edge of a table-top
screen reads it the right way up.

Qt cannot rotate a widget in place, so it lives in a one-item graphics scene; clicks and touches
are mapped back through the proxy and still reach it. At 90 and 270 degrees the inner widget is
laid out with width and height swapped.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

# the turn that makes a widget face a player sitting at each edge of the screen
FACING = {"bottom": 0, "left": 90, "top": 180, "right": 270}


class Turned(QGraphicsView):
    def __init__(self, widget: QWidget, degrees: int = 180, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.inner = widget
        self.degrees = 0
        self.setScene(QGraphicsScene(self))
        self.proxy: QGraphicsProxyWidget = self.scene().addWidget(widget)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setStyleSheet("background: transparent;")
        self.setSizePolicy(widget.sizePolicy())
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        widget.installEventFilter(self)
        self.turn(degrees)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The proxy grows the widget to its size hint when its contents change (new words,
        other buttons): fit it back to the view once that has settled."""
        if watched is self.inner and event.type() == QEvent.Type.Resize:
            w, h = self.viewport().width(), self.viewport().height()
            if self.inner.size() != (QSize(h, w) if self.sideways else QSize(w, h)):
                QTimer.singleShot(0, self, self._place)
        return False

    @property
    def sideways(self) -> bool:
        return self.degrees in (90, 270)

    def turn(self, degrees: int) -> None:
        degrees %= 360
        if degrees not in (0, 90, 180, 270):
            raise ValueError(degrees)
        if degrees != self.degrees:
            self.degrees = degrees
            self.updateGeometry()
            self._place()

    def sizeHint(self) -> QSize:
        hint = self.inner.sizeHint()
        return hint.transposed() if self.sideways else hint

    def minimumSizeHint(self) -> QSize:
        hint = self.inner.minimumSizeHint()
        return hint.transposed() if self.sideways else hint

    def hasHeightForWidth(self) -> bool:
        return not self.sideways and self.inner.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        return self.inner.heightForWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        w, h = self.viewport().width(), self.viewport().height()
        inner_w, inner_h = (h, w) if self.sideways else (w, h)
        fit_to = getattr(self.inner, "fit_to", None)
        if fit_to is not None:  # a widget that fits its contents to its place first
            fit_to(QSize(inner_w, inner_h))
        self.proxy.resize(inner_w, inner_h)
        self.proxy.setPos(0, 0)
        self.proxy.setRotation(self.degrees)
        turned = self.proxy.mapRectToScene(QRectF(0, 0, inner_w, inner_h))
        self.proxy.setPos(QPointF(0, 0) - turned.topLeft())  # it now covers (0,0)-(w,h)
        self.setSceneRect(QRectF(0, 0, w, h))
