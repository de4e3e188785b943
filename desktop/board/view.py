"""BoardView: zoom (wheel, pinch), pan (drag empty board), fit, and rotate for a table-top."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPainter, QTransform, QWheelEvent
from PySide6.QtWidgets import QGestureEvent, QGraphicsView, QPinchGesture, QWidget

MIN_SCALE, MAX_SCALE = 0.2, 8.0


class BoardView(QGraphicsView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)  # only on empty board
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.rotation = 0.0
        self.zoom = 1.0
        self.auto_fit = True

    # -- zoom, fit, rotate -------------------------------------------------------------------

    def _apply(self) -> None:
        self.setTransform(QTransform().rotate(self.rotation).scale(self.zoom, self.zoom))

    def zoom_by(self, factor: float) -> None:
        self.auto_fit = False
        self.zoom = max(MIN_SCALE, min(MAX_SCALE, self.zoom * factor))
        self._apply()

    def fit(self) -> None:
        """Show the whole board, keeping the current rotation."""
        scene = self.scene()
        if scene is None:
            return
        self.auto_fit = True
        rect = QTransform().rotate(self.rotation).mapRect(scene.itemsBoundingRect())
        if rect.isEmpty():
            return
        port = self.viewport().rect()
        self.zoom = min(port.width() / rect.width(), port.height() / rect.height()) * 0.97
        self._apply()
        self.centerOn(scene.itemsBoundingRect().center())

    def rotate_to(self, degrees: float) -> None:
        if degrees != self.rotation:
            self.rotation = degrees
            self.fit() if self.auto_fit else self._apply()

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)
        if self.auto_fit:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.zoom_by(1.0015 ** event.angleDelta().y())

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Gesture and isinstance(event, QGestureEvent):
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(pinch, QPinchGesture):
                self.zoom_by(pinch.scaleFactor())
                return True
        return super().viewportEvent(event)
