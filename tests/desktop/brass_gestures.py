"""Playing the Brass board as people do, for both maps: real mouse presses, moves and releases on
the views' viewports at the items' places, and clicks on the prompt-bar controls.

The map is shown by a BoardView as at the table; what lies off the map (the panel, the seats'
zones) by a second view of the whole scene. A piece of a seat's mat is the scene's own item when
the mat has one; until then a stand-in PieceItem carrying the piece id is put on the map and
dragged from there, so that the drop goes through the scene's own `begin_drag`/`end_drag`."""

from __future__ import annotations

import functools
from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QHBoxLayout, QPushButton, QWidget

from desktop.board.items import PieceItem
from desktop.board.view import BoardView
from desktop.games.brass import make_controls, make_scene
from desktop.games.brass.scene import BrassScene
from desktop.session_model import SessionModel
from rules.core.actions import Action
from rules.core.session import Session
from rules.playout import make_bots

NAMES = ("Ann", "Bob")
SEED = 7
BIRMINGHAM, LANCASHIRE = "brass-birmingham", "brass-lancashire"


def new_model(game: str, *, seed: int = SEED, lang: str = "en") -> SessionModel:
    """A 2-player game, both seats people, at its first prompt. Forced answers wait for the
    tests to give them, as a person would."""
    options = {"players": 2, "seats": [{"name": n} for n in NAMES]}
    return SessionModel(Session(game, options, seed), lang=lang, play_forced=False)


@functools.cache
def _bot_actions(game: str, seed: int, kind: str) -> tuple[Action, ...]:
    """The heuristic bots' actions from the start up to the first prompt of `kind`."""
    session = Session(game, {"players": 2}, seed)
    bots = make_bots(game, seed, ["heuristic"] * 2)
    while (prompt := session.rules.prompt(session.state)) is not None and prompt.kind != kind:
        session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
    assert prompt is not None, f"no {kind} prompt in this game"
    return tuple(session.actions)


def reached(game: str, seed: int, kind: str) -> SessionModel:
    """A 2-player game played by heuristic bots up to its first prompt of `kind`, both seats
    now people."""
    model = new_model(game, seed=seed)
    play(model, *_bot_actions(game, seed, kind))
    return model


def play(model: SessionModel, *actions: Action) -> None:
    for action in actions:
        assert model.apply(action), model.tr(model.why_not(action) or "")


class Board:
    """A shown BoardView over the Brass scene (and a view of the whole scene for the rest),
    driven through their viewports."""

    def __init__(self, qtbot, model: SessionModel) -> None:
        self.qtbot = qtbot
        self.model = model
        self.scene: BrassScene = make_scene(model)  # type: ignore[assignment]
        self.view = BoardView()
        self.view.setScene(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(1600, 1000)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.whole = QGraphicsView(self.scene)
        qtbot.addWidget(self.whole)
        everything = self.scene.itemsBoundingRect()
        self.whole.setSceneRect(everything)
        self.whole.resize(1600, 1200)
        self.whole.show()
        qtbot.waitExposed(self.whole)
        self.whole.fitInView(everything, Qt.AspectRatioMode.KeepAspectRatio)
        self.messages: list[str] = []
        self.scene.message.connect(self.messages.append)
        self.bar: QWidget | None = None
        self._widgets: list[QWidget] = []
        self._stand_ins: list[PieceItem] = []
        model.changed.connect(self._forget_controls)  # the prompt bar rebuilds them likewise

    def _forget_controls(self, _events: list) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar.deleteLater()
            self.bar = None

    # -- where things are ---------------------------------------------------------------------

    def item(self, element_id: str) -> QGraphicsItem:
        return self.scene.elements[element_id]

    def _shows(self, view: QGraphicsView, point: QPointF) -> bool:
        return view.viewport().rect().contains(view.mapFromScene(point))

    def view_for(self, *items: QGraphicsItem) -> QGraphicsView:
        """The board view when it shows every item, else the view of the whole scene."""
        points = [i.sceneBoundingRect().center() for i in items]
        return self.view if all(self._shows(self.view, p) for p in points) else self.whole

    def at(self, item: QGraphicsItem, view: QGraphicsView) -> QPoint:
        """Where a finger presses the item in the view: its centre, or where it shows when
        others lie over its centre (a card in a fanned hand)."""
        rect = item.sceneBoundingRect()
        points = [rect.center()] + [
            QPointF(rect.left() + rect.width() * (i + 0.5) / 8, rect.center().y()) for i in range(8)
        ]
        for point in points:
            at = view.mapFromScene(point)
            top = next(
                (i for i in view.items(at) if i.acceptedMouseButtons() & Qt.MouseButton.LeftButton),
                None,
            )
            if top is item:
                return at
        return view.mapFromScene(rect.center())

    def piece(self, piece_id: str) -> PieceItem:
        """The scene's own piece with this id in the viewer's reach, else a stand-in for it on
        the map's corner."""
        for item in self.scene.items():
            if (
                isinstance(item, PieceItem)
                and item.piece_id == piece_id
                and item.isVisible()
                and getattr(item, "movable", True)  # the viewer's own, not another seat's
            ):
                return item
        path = QPainterPath()
        path.addRect(QRectF(0, 0, 28, 28))
        stand_in = PieceItem(f"stand-in:{piece_id}", piece_id, path)
        self.scene.addItem(stand_in)
        stand_in.rest_at(self.scene.map_rect().topLeft() + QPointF(6, 6))
        self._stand_ins.append(stand_in)
        return stand_in

    def others(self, piece_id: str) -> list[PieceItem]:
        """The same piece on the other seats' mats, out of the viewer's reach."""
        return [
            item
            for item in self.scene.items()
            if isinstance(item, PieceItem)
            and item.piece_id == piece_id
            and item.isVisible()
            and not getattr(item, "movable", True)
        ]

    # -- gestures -----------------------------------------------------------------------------

    def click(self, target: QGraphicsItem | str) -> None:
        """A tap on the item (or the element with this id) where a view shows it."""
        item = self.item(target) if isinstance(target, str) else target
        view = self.view_for(item)
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=self.at(item, view))

    def drag(
        self,
        piece: QGraphicsItem,
        target: QGraphicsItem | QPointF,
        *,
        while_held: Callable[[], None] | None = None,
    ) -> None:
        """Press on the piece, move to the target in a few steps, optionally look at the board
        while the piece is held over the target, and let go."""
        spots = [piece] if isinstance(target, QPointF) else [piece, target]
        view = self.view_for(*spots)
        viewport = view.viewport()
        start = self.at(piece, view)
        end = view.mapFromScene(target) if isinstance(target, QPointF) else self.at(target, view)
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        for i in range(1, 6):
            QTest.mouseMove(viewport, start + (end - start) * (i / 5))
        if while_held is not None:
            while_held()
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

    def drop(
        self,
        piece_id: str,
        target: str | QPointF,
        *,
        while_held: Callable[[], None] | None = None,
    ) -> PieceItem:
        """Drag the piece with this id (a seat's mat tile `mat:<industry>`, a `link`) onto the
        element with the id `target` (or a point)."""
        piece = self.piece(piece_id)
        aim = self.item(target) if isinstance(target, str) else target
        self.drag(piece, aim, while_held=while_held)
        return piece

    def choose(self, action: str) -> None:
        """A tap on the action board's area of `action`."""
        self.click(f"action:{action}")

    def play(self, card: str, action: str) -> None:
        """Drag the card (its id, `location:worcester`) from the viewer's hand onto the action
        board's area of `action`."""
        self.drop(f"card:{card}", f"action:{action}")

    def settle(self, piece: PieceItem) -> None:
        """Let a refused piece slide home, then take a stand-in off the board."""
        home = piece.home
        self.qtbot.waitUntil(lambda: piece.pos() == home, timeout=2000)
        if piece in self._stand_ins:
            self.scene.removeItem(piece)

    # -- the prompt bar -----------------------------------------------------------------------

    def controls(self) -> list[QWidget]:
        """The prompt bar's controls for the prompt now, shown as the prompt bar shows them:
        built after each change and kept until the next."""
        if self.bar is None:
            self.bar = QWidget()
            row = QHBoxLayout(self.bar)
            self._widgets = make_controls(self.model)
            for widget in self._widgets:
                row.addWidget(widget)
            self.bar.show()
        return self._widgets

    def buttons(self) -> list[QPushButton]:
        self.controls()
        assert self.bar is not None
        return self.bar.findChildren(QPushButton)

    def labels(self) -> list[str]:
        return [b.text() for b in self.buttons()]

    def button(self, label: str) -> QPushButton:
        """The control button showing exactly `label`."""
        found = [b for b in self.buttons() if b.text() == label]
        assert found, f"no button {label!r} among {self.labels()}"
        return found[0]

    def press(self, label: str) -> None:
        button = self.button(label)
        assert button.isEnabled(), f"{label!r} is disabled: {button.toolTip()}"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    # -- reading --------------------------------------------------------------------------------

    def kind(self) -> str:
        prompt = self.model.prompt()
        assert prompt is not None
        return prompt.kind

    def seat(self) -> int:
        seat = self.model.seat_to_act()
        assert seat is not None
        return seat

    def lit(self) -> dict[str, str | None]:
        """The lit targets: element id → the label shown on it."""
        return dict(self.scene.lit)

    def last(self) -> Action:
        return self.model.session.actions[-1]
