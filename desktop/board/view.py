"""BoardView: zoom (wheel, pinch), pan (drag empty board, or two fingers), fit, and rotate for a
table-top; PartView: one part of the same scene shown whole (a market, a track), turned to face
a seat; SeatView: the part that is one seat's zone."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QPainter, QTransform, QWheelEvent
from PySide6.QtWidgets import (
    QFrame,
    QGestureEvent,
    QGraphicsView,
    QPanGesture,
    QPinchGesture,
    QWidget,
)

MIN_SCALE, MAX_SCALE = 0.2, 8.0
TURN_MS = 260  # the board's turn towards the seat to act


def _fit_rect(view: QGraphicsView) -> QRectF:
    scene = view.scene()
    if scene is None:
        return QRectF()
    rect = getattr(scene, "board_rect", scene.itemsBoundingRect)()
    return rect if isinstance(rect, QRectF) else QRectF()


class BoardView(QGraphicsView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)  # only on empty board
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.viewport().grabGesture(Qt.GestureType.PanGesture)
        self.rotation = 0.0
        self.zoom = 1.0
        self.auto_fit = True
        self._turn: QVariantAnimation | None = None

    # -- zoom, fit, rotate -------------------------------------------------------------------

    def _apply(self) -> None:
        self.setTransform(QTransform().rotate(self.rotation).scale(self.zoom, self.zoom))
        tell = getattr(self.scene(), "set_view_scale", None)
        if tell is not None:  # targets' touch areas stay 9 mm on screen at this zoom
            tell(self.zoom)

    def zoom_by(self, factor: float) -> None:
        self.auto_fit = False
        self.zoom = max(MIN_SCALE, min(MAX_SCALE, self.zoom * factor))
        self._apply()

    def fit(self) -> None:
        """Show the whole board, keeping the current rotation."""
        board = _fit_rect(self)
        if board.isEmpty():
            return
        self.auto_fit = True
        rect = QTransform().rotate(self.rotation).mapRect(board)
        port = self.viewport().rect()
        if port.width() < 2 or port.height() < 2:
            return
        self.zoom = min(port.width() / rect.width(), port.height() / rect.height()) * 0.99
        self._apply()
        self.centerOn(board.center())

    def rotate_to(self, degrees: float) -> None:
        if self._turn is not None:
            self._turn.stop()
            self._turn = None
        if degrees != self.rotation:
            self.rotation = degrees
            self.fit() if self.auto_fit else self._apply()

    def turn_to(self, degrees: float, *, animate: bool = True) -> None:
        """Turn the board to `degrees` the short way round, in a short animation."""
        degrees %= 360
        start = self.rotation % 360
        if self._turn is not None:
            self._turn.stop()
            self._turn = None
        if degrees == start:
            return
        if not animate:
            self.rotate_to(degrees)
            return
        end = start + ((degrees - start + 180) % 360 - 180)
        anim = QVariantAnimation(self)
        anim.setDuration(TURN_MS)
        anim.setStartValue(float(start))
        anim.setEndValue(float(end))
        anim.valueChanged.connect(self._turning)
        anim.finished.connect(lambda: self.rotate_to(degrees))
        self._turn = anim
        anim.start()

    def _turning(self, value: float) -> None:
        self.rotation = float(value)
        self.fit() if self.auto_fit else self._apply()

    @property
    def turning(self) -> bool:
        return self._turn is not None

    def finish_turn(self) -> None:
        """Jump to the end of a turn under way (the board then faces its seat at once)."""
        if self._turn is not None:
            self._turn.setCurrentTime(self._turn.duration())

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
            pan = event.gesture(Qt.GestureType.PanGesture)
            if isinstance(pan, QPanGesture):  # two fingers slide the board
                delta = pan.delta().toPoint()
                self.auto_fit = False
                h, v = self.horizontalScrollBar(), self.verticalScrollBar()
                h.setValue(h.value() - delta.x())
                v.setValue(v.value() - delta.y())
                return True
        return super().viewportEvent(event)


class PartView(QGraphicsView):
    """A part of the board scene shown whole by a view of its own (`rect_of` says which), fitted
    to the view and turned by `degrees` to face a seat. Pieces on it are dragged as on the board
    (the same scene); it neither zooms nor scrolls."""

    def __init__(
        self, scene: object, rect_of: Callable[[], QRectF | None], degrees: int = 0
    ) -> None:
        super().__init__()
        self.rect_of = rect_of
        self.degrees = degrees
        self.setScene(scene)  # type: ignore[arg-type]
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.zoom = 1.0

    def turn(self, degrees: int) -> None:
        if degrees % 360 != self.degrees:
            self.degrees = degrees % 360
            self.fit()

    def fit(self) -> None:
        rect = self.rect_of()
        port = self.viewport().rect()
        if rect is None or rect.isEmpty() or port.width() < 2 or port.height() < 2:
            return
        turned = QTransform().rotate(self.degrees).mapRect(rect)
        self.zoom = min(port.width() / turned.width(), port.height() / turned.height())
        self.setSceneRect(rect)
        self.setTransform(QTransform().rotate(self.degrees).scale(self.zoom, self.zoom))
        self.centerOn(rect.center())

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.accept()  # a part of the board shown whole does not scroll


class SeatView(PartView):
    """One seat's zone of the board scene (`scene.seat_rect(seat)`), facing the seat's edge."""

    def __init__(self, scene: object, seat: int, degrees: int = 0) -> None:
        super().__init__(scene, lambda: scene.seat_rect(seat), degrees)  # type: ignore[attr-defined]
        self.seat = seat
        shaped = getattr(scene, "seats_shaped", None)
        if shaped is not None:
            shaped.connect(self.fit)
