"""BoardView: zoom (wheel, pinch), pan (drag empty board, or two fingers), fit, and rotate for a
table-top; PartView: one part of the same scene shown whole (a market, a track), turned to face
a seat; SeatView: the part that is one seat's zone."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import ClassVar

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QHideEvent, QMouseEvent, QPainter, QTransform, QWheelEvent
from PySide6.QtWidgets import (
    QFrame,
    QGestureEvent,
    QGraphicsView,
    QPanGesture,
    QPinchGesture,
    QWidget,
)
from shiboken6 import isValid as shiboken_valid

MIN_SCALE, MAX_SCALE = 0.2, 8.0
TURN_MS = 260  # the board's turn towards the seat to act
LIFT = 2.0  # a lifted part is shown this many times larger...
READABLE = 1.0  # ...and at least at one screen pixel per scene unit (its words as drawn)
LIFT_EDGE, LIFT_COLOUR = 3, "#f2b705"  # the lifted part's frame: the lit yellow
TAP_SLOP, TAP_SECONDS = 8, 0.5  # a tap moves no further and lasts no longer
GROUND = 0.8  # an element covering this much of a part is its ground, not a thing on it


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
    (the same scene); it neither zooms nor scrolls in place: a pinch out, Ctrl+wheel up, or a tap
    on an empty spot that does nothing else *lifts* it (`lift`): a copy shown larger over the
    table, where it reads at arm's length, until the next tap outside it or on its empty spot,
    a pinch in or Ctrl+wheel down."""

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
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.zoom = 1.0
        self._fitted: tuple | None = None  # the part, the viewport and the turn fitted to
        self.lifted: PartView | None = None  # the larger copy of this part, while shown
        self.lift_of: PartView | None = None  # for a lifted copy: the view it enlarges
        self._tap: QPoint | None = None  # a press on an empty spot, while it may be a tap
        self._heard = False  # the table answered the press (a message, an offer, a change)
        for signal in _answers(scene):
            signal.connect(self._answered)

    def turn(self, degrees: int) -> None:
        if degrees % 360 != self.degrees:
            self.degrees = degrees % 360
            self.fit()
            if self.lifted is not None:
                self.lifted.turn(degrees)

    def fit(self) -> None:
        rect = self.rect_of()
        port = self.viewport().rect()
        if rect is None or rect.isEmpty() or port.width() < 2 or port.height() < 2:
            return
        if (rect, port, self.degrees) == self._fitted:
            return  # the seats reshaped, this one not: it neither moves nor repaints
        self._fitted = (rect, port, self.degrees)
        turned = QTransform().rotate(self.degrees).mapRect(rect)
        self.zoom = min(port.width() / turned.width(), port.height() / turned.height())
        self.setSceneRect(rect)
        self.setTransform(QTransform().rotate(self.degrees).scale(self.zoom, self.zoom))
        self.centerOn(rect.center())

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)
        self.fit()

    # -- lifting the part to a readable size -----------------------------------------------------

    def lift(self) -> None:
        """Show the part larger over the window (twice its size, at least one pixel per scene
        unit, as large as the window allows), centred where it is, facing the same way."""
        base = self.lift_of or self
        if base.lifted is not None:
            return
        rect, window = base.rect_of(), base.window()
        if rect is None or rect.isEmpty() or window is base:
            return
        turned = QTransform().rotate(base.degrees).mapRect(rect)
        room = window.rect().adjusted(8, 8, -8, -8)
        most = min(room.width() / turned.width(), room.height() / turned.height())
        zoom = min(max(base.zoom * LIFT, READABLE), most)
        copy = PartView(base.scene(), base.rect_of, base.degrees)
        copy.lift_of = base
        copy.setParent(window)
        copy.setFrameShape(QFrame.Shape.Box)
        copy.setStyleSheet(f"QGraphicsView {{ border: {LIFT_EDGE}px solid {LIFT_COLOUR}; }}")
        size = QSize(round(turned.width() * zoom), round(turned.height() * zoom))
        size += QSize(2 * LIFT_EDGE, 2 * LIFT_EDGE)
        centre = base.mapTo(window, base.rect().center())
        spot = QRect(QPoint(0, 0), size)
        spot.moveCenter(centre)
        spot.moveLeft(max(room.left(), min(spot.left(), room.right() - spot.width())))
        spot.moveTop(max(room.top(), min(spot.top(), room.bottom() - spot.height())))
        copy.setGeometry(spot)
        copy.show()
        copy.raise_()
        base.lifted = copy
        _Closer.watch(copy)
        base.destroyed.connect(copy.deleteLater)  # the table rebuilt: the copy goes with it

    def drop_lift(self) -> None:
        """Put the lifted copy away (from the view or from the copy)."""
        base = self.lift_of or self
        copy, base.lifted = base.lifted, None
        if copy is not None:
            _Closer.forget(copy)
            copy.hide()
            copy.deleteLater()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if self.lift_of is None:
            self.drop_lift()  # the part left the table (another layout): so does its copy

    def mousePressEvent(self, event: QMouseEvent) -> None:
        at = event.position().toPoint()
        empty = event.button() == Qt.MouseButton.LeftButton and self._empty_at(at)
        empty = empty and _Closer.closed_for is not self  # that press put this part's copy away
        self._tap, self._heard = (at if empty else None), False
        self._pressed_at = time.monotonic()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        tap, self._tap = self._tap, None
        if tap is None or self._heard or getattr(self.scene(), "holding", False):
            return
        still = (event.position().toPoint() - tap).manhattanLength() <= TAP_SLOP
        if still and time.monotonic() - self._pressed_at < TAP_SECONDS:
            self.drop_lift() if self.lift_of is not None else self.lift()

    def _empty_at(self, at: QPoint) -> bool:
        """No element of the board under the finger but the part's own ground (a seat's mat
        frame filling its zone): a press there can only be a tap on the part itself."""
        scene = self.scene()
        finder = getattr(scene, "target_at", None)
        if finder is None:
            return True
        scene.set_view_scale(self.zoom)  # the finger's reach at this view's scale
        target = finder(self.mapToScene(at))
        part = self.rect_of()
        if target is None or part is None:
            return target is None
        ground = target.sceneBoundingRect().intersected(part)
        return ground.width() * ground.height() >= GROUND * part.width() * part.height()

    def _answered(self, *_: object) -> None:
        self._heard = True

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.accept()  # a part of the board shown whole does not scroll
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self._zoom(event.angleDelta().y() > 0)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Gesture and isinstance(event, QGestureEvent):
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(pinch, QPinchGesture):
                factor = pinch.totalScaleFactor()
                if pinch.state() == Qt.GestureState.GestureFinished and abs(factor - 1) > 0.1:
                    self._zoom(factor > 1)
                return True
        return super().viewportEvent(event)

    def _zoom(self, larger: bool) -> None:
        self.lift() if larger else self.drop_lift()


def _answers(scene: object) -> list:
    """The signals by which the table answers a tap (a reason, an offer, a change)."""
    found = [getattr(scene, name, None) for name in ("message", "offered")]
    found.append(getattr(getattr(scene, "model", None), "changed", None))
    return [signal for signal in found if signal is not None]


class _Closer(QObject):
    """Puts a lifted part away at the next press outside it (the application's presses)."""

    lifted: ClassVar[list[PartView]] = []
    instance: ClassVar[_Closer | None] = None
    closed_for: ClassVar[PartView | None] = None  # the view whose copy the last press put away

    @classmethod
    def watch(cls, view: PartView) -> None:
        cls.lifted.append(view)
        app = QCoreApplication.instance()
        if cls.instance is None and app is not None:
            cls.instance = cls(app)
            app.installEventFilter(cls.instance)

    @classmethod
    def forget(cls, view: PartView) -> None:
        if view in cls.lifted:
            cls.lifted.remove(view)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in _PRESSES or not isinstance(watched, QWidget):
            return False
        _Closer.closed_for = None  # each press: the view it reaches reads this first
        for view in list(self.lifted):
            if not shiboken_valid(view):
                self.forget(view)
            elif watched.window() is view.window() and not view.isAncestorOf(watched):
                _Closer.closed_for = view.lift_of
                view.drop_lift()
        return False


_PRESSES = (QEvent.Type.MouseButtonPress, QEvent.Type.TouchBegin)


class SeatView(PartView):
    """One seat's zone of the board scene (`scene.seat_rect(seat)`), facing the seat's edge."""

    def __init__(self, scene: object, seat: int, degrees: int = 0) -> None:
        super().__init__(scene, lambda: scene.seat_rect(seat), degrees)  # type: ignore[attr-defined]
        self.seat = seat
        shaped = getattr(scene, "seats_shaped", None)
        if shaped is not None:
            shaped.connect(self.fit)
