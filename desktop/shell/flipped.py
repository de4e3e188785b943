"""A widget shown upside down, for the players on the far side of a table-top screen.

Qt cannot rotate a widget in place, so it lives in a one-item graphics scene turned 180°; clicks
and touches are mapped back through the proxy and still reach it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)


class Flipped(QGraphicsView):
    def __init__(self, widget: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.inner = widget
        self.setScene(QGraphicsScene(self))
        self.proxy: QGraphicsProxyWidget = self.scene().addWidget(widget)
        self.proxy.setRotation(180)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setStyleSheet("background: transparent;")
        self.setSizePolicy(widget.sizePolicy())
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def sizeHint(self) -> QSize:
        return self.inner.sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.inner.minimumSizeHint()

    def hasHeightForWidth(self) -> bool:
        return self.inner.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        return self.inner.heightForWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        w, h = self.viewport().width(), self.viewport().height()
        self.proxy.resize(w, h)
        self.proxy.setPos(w, h)  # turned about its top-left corner, it now covers (0,0)-(w,h)
        self.setSceneRect(QRectF(0, 0, w, h))
