"""Board items: every element the rules name (`city:essen`, `plant:13`) is a BoardItem with
that id; pieces are BoardItems that can be dragged onto targets."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem

from desktop.board import layers

LONG_PRESS_MS = 550
MOVE_PX = 8  # screen pixels a press moves before it is a drag


class ItemHost(Protocol):
    """What a board item asks of the scene it stands in: the BoardScene, which imports this
    module, so the items name only the calls they make (no import back up to the scene)."""

    holding: bool  # a piece is in hand
    in_hand: PieceItem | None  # that piece

    def tooltip(self, element_id: str) -> str: ...
    def show_tip(self, element_id: str, item: BoardItem) -> None: ...
    def point_of(self, event: QGraphicsSceneMouseEvent) -> QPointF: ...
    def click(self, element_id: str) -> None: ...
    def begin_drag(self, piece: PieceItem) -> bool: ...
    def carried_over(self, piece: PieceItem, at: QPointF) -> None: ...
    def end_drag(self, piece: PieceItem, at: QPointF | None) -> bool: ...
    def refresh(self) -> None: ...


class BoardItem(QGraphicsObject):
    """A shape on the board with an element id; hovering or a long press shows its tooltip."""

    def __init__(self, element_id: str, path: QPainterPath, *, z: float = layers.ELEMENTS) -> None:
        super().__init__()
        self.element_id = element_id
        self._path = path
        self.fill = QBrush(Qt.BrushStyle.NoBrush)
        self.pen = QPen(Qt.PenStyle.NoPen)
        self.setZValue(z)
        self.setAcceptHoverEvents(True)
        self.setAcceptTouchEvents(True)
        self._long_press = QTimer()
        self._long_press.setSingleShot(True)
        self._long_press.setInterval(LONG_PRESS_MS)
        self._long_press.timeout.connect(self._show_tip)

    def board_scene(self) -> ItemHost:
        return self.scene()  # type: ignore[return-value]  # a BoardScene

    def set_path(self, path: QPainterPath) -> None:
        self.prepareGeometryChange()
        self._path = path
        self.update()

    def set_style(self, fill: QColor | QBrush | None, pen: QPen | None = None) -> None:
        self.fill = QBrush(fill) if fill is not None else QBrush(Qt.BrushStyle.NoBrush)
        self.pen = pen if pen is not None else QPen(Qt.PenStyle.NoPen)
        self.update()

    def shape(self) -> QPainterPath:
        return self._path

    def boundingRect(self) -> QRectF:
        margin = self.pen.widthF()
        return self._path.boundingRect().adjusted(-margin, -margin, margin, margin)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.pen)
        painter.setBrush(self.fill)
        painter.drawPath(self._path)

    # -- tooltips ------------------------------------------------------------------------------

    def hoverEnterEvent(self, event: object) -> None:
        self.setToolTip(self.board_scene().tooltip(self.element_id))

    def carried_piece(self) -> PieceItem | None:
        """A piece that a drag starting on this element carries (a market row's next token):
        a press here that moves away picks it up, so the drag means what dragging it means."""
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press_screen = event.screenPos()
        self._carrying = None
        self._long_press_fired = False
        self._long_press.start()
        event.accept()

    def moved(self, event: QGraphicsSceneMouseEvent) -> bool:
        """Whether the finger has left the spot it pressed, on the screen: a view that refits
        or scrolls under a still finger (its scene point changes) is no move."""
        return (event.screenPos() - self._press_screen).manhattanLength() > MOVE_PX

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.moved(event):
            return
        self._long_press.stop()  # a press that moves is a drag, however long it waited
        if self._carrying is None:
            piece = self.carried_piece()
            if piece is not None and piece.isVisible() and piece.pick_up():
                self._carrying = piece
        if self._carrying is not None:
            self._carrying.carry(self.board_scene().point_of(event))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was_long = self._long_press_fired
        self._long_press.stop()
        self._long_press_fired = False
        piece, self._carrying = self._carrying, None
        if piece is not None:
            piece.put_down(self.board_scene().point_of(event))
            return
        if self.moved(event) and not self.contains(self.mapFromScene(event.scenePos())):
            return  # let go somewhere else: not a tap here
        if not was_long and event.button() == Qt.MouseButton.LeftButton:
            self.board_scene().click(self.element_id)

    _long_press_fired = False
    _press_screen = QPoint()
    _carrying: PieceItem | None = None

    def _show_tip(self) -> None:
        self._long_press_fired = True
        self.board_scene().show_tip(self.element_id, self)


class PieceItem(BoardItem):
    """A piece the player can drag: while held, its legal targets light up; dropped on one, the
    action is applied; dropped elsewhere, it slides home and the reason shows.

    The contract every title's pieces keep, so that none is left where a finger let it go:
    - `movable`: whether the seat looking may carry it (`set_movable`); another seat's piece,
      a card's back, is only looked at (its tip) and tapped, never carried;
    - `held`: a finger carries it now, as the scene says (`in_hand`, the one record of it);
    - `home`: where it rests, which the title's refresh gives it through `rest_at` (and only
      there); the scene's refresh then settles every piece not held at its home (`settle`)."""

    movable = True

    def __init__(self, element_id: str, piece_id: str, path: QPainterPath) -> None:
        super().__init__(element_id, path, z=layers.PIECES)
        self.piece_id = piece_id
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.home = QPointF()
        self.home_scale = 1.0
        self._grab = QPointF()
        self._anim: QPropertyAnimation | None = None

    # -- the contract --------------------------------------------------------------------------

    def set_movable(self, movable: bool) -> None:
        """Whether the seat looking may carry the piece; its cursor says so."""
        if movable != self.movable:
            self.movable = movable
            self.setCursor(Qt.CursorShape.OpenHandCursor if movable else Qt.CursorShape.ArrowCursor)

    @property
    def held(self) -> bool:
        """A finger carries it now."""
        scene = self.scene()
        return scene is not None and getattr(scene, "in_hand", None) is self

    def rest_at(self, at: QPointF, *, scale: float = 1.0) -> None:
        """Its home is `at` (drawn at `scale`): it goes there now unless a finger carries it,
        which brings it there when let go (a refused drop slides it there)."""
        self.home = QPointF(at)
        self.home_scale = scale
        self.settle()

    def settle(self) -> None:
        """Stand at home unless held: a drop the rules took, a slide cut short, a home moved
        meanwhile (the zone reshaped) all end here. A slide on its way home goes on."""
        if self.held:
            return
        anim = self._anim
        if anim is not None and anim.state() == QPropertyAnimation.State.Running:
            if anim.endValue() == self.home and self.scale() == self.home_scale:
                return
            anim.stop()
        if self.pos() != self.home:
            self.setPos(self.home)
        if self.scale() != self.home_scale:
            self.setScale(self.home_scale)

    # -- gestures ------------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        BoardItem.mousePressEvent(self, event)
        if self.movable:  # else looked at (a long press) or tapped, as any element
            self._take(event.scenePos() - self.pos())

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.moved(event):
            return  # still on its spot: held, not yet carried (a long press may show its tip)
        self._long_press.stop()
        if self.held:
            self.carry(self.board_scene().point_of(event))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.held:
            super().mouseReleaseEvent(event)
            return
        was_long = self._long_press_fired
        self._long_press.stop()
        self._long_press_fired = False
        if self.moved(event):
            self.put_down(self.board_scene().point_of(event))
            return
        self.setZValue(layers.PIECES)
        scene = self.board_scene()
        scene.end_drag(self, None)
        self.settle()
        if not was_long:  # a long press that stayed put asked for its tooltip, not a tap
            scene.click(self.element_id)

    # -- carried from elsewhere (a press on its market row) or from itself ---------------------

    def pick_up(self) -> bool:
        """Take the piece in hand (its targets light up); False when it may not move now."""
        if not self.movable:
            return False
        return self._take(self.mapToScene(self.shape().boundingRect().center()) - self.pos())

    def _take(self, grab: QPointF) -> bool:
        if self._anim is not None:
            self._anim.stop()  # a piece still sliding home is taken where it is
        self._grab = grab
        return self.board_scene().begin_drag(self)

    def carry(self, at: QPointF) -> None:
        self.setZValue(layers.DRAGGED)
        self.setPos(at - self._grab)
        self.board_scene().carried_over(self, at)

    def put_down(self, at: QPointF) -> None:
        """Let go at `at`: the drop's action if the rules allow it, else home with the reason."""
        self.setZValue(layers.PIECES)
        if not self.board_scene().end_drag(self, at):
            self.slide_home()

    def slide_home(self) -> None:
        self._anim = QPropertyAnimation(self, b"pos", self)
        self._anim.setDuration(220)
        self._anim.setEndValue(self.home)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.finished.connect(self._slid)
        self._anim.start()

    def _slid(self) -> None:
        """Home was where the last refresh put it; the scene's refresh now lays out what a
        title left for a piece not held (a tile's shape, a hand's order) and settles it."""
        scene = self.board_scene()
        if scene is not None:  # later: a refresh may rebuild the piece whose animation this is
            QTimer.singleShot(0, scene, lambda: scene.holding or scene.refresh())

    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, p: QPointF) -> None:
        self.setPos(p)

    pos_property = Property(QPointF, _get_pos, _set_pos)
