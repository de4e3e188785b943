"""Playing the Barrage table as people do: a TableScreen (the river map's view, the management
boards' panel views, each company's board in its seat's zone, the prompt bar) shown on the
screen, and every move of the person a real mouse press, move and release on the viewport of
the view that shows the item there, or a click on a prompt-bar button.

A drag from one view to another (a technology tile from the company board onto a site of the
map, the engineers token from the wheel's hub onto an action space of the panel) is one press on
the first viewport, moves and a release over the second, as a finger does: the scene finds where
the finger is through `BoardScene.point_of` (`QApplication.widgetAt`). The offscreen platform's
screen is smaller than the table: before such a drag the table is moved so that the point of
release lies on the screen, where `widgetAt` can find it.

The generic gestures are `table_gestures.GestureTable`'s, but a finger presses a company board's
piece where the state puts it (`rest`: where a freshly laid-out board draws it), not wherever the
item is now, so a piece left out of place is noticed, not followed; `misplaced` names every item
of the boards that is not where a fresh layout puts it, and every drag ends by checking it.

The game: 3 companies, advanced rules (the draft first), Ann a person, Bob a heuristic bot and
the last seat the Automa. The bots and the Automa play on the model's own beat (no pause), as
at the table; the tests wait for the person's turn."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView
from table_gestures import GestureTable

from desktop.board.items import BoardItem, PieceItem
from desktop.games.barrage.mat import CompanyMat
from desktop.games.barrage.scene import BarrageScene
from rules.barrage.state import BarrageState
from rules.core.session import Session

ANN, BOB, AUTOMA = range(3)
NAMES = ("Ann", "Bob", "Automa")
OPTIONS = {
    "players": 3,
    "automa": 1,
    "difficulty": "normal",
    "seats": [{"name": "Ann"}, {"name": "Bob", "bot": "heuristic"}, {"name": "Automa"}],
}


def new_session(seed: int) -> Session:
    return Session("barrage", OPTIONS, seed)


class BarrageTable(GestureTable):
    """A Barrage game at its table, the bots and the Automa on the model's beat."""

    @property
    def scene(self) -> BarrageScene:
        return self.table.scene  # type: ignore[return-value]

    @property
    def state(self) -> BarrageState:
        return self.model.state

    def wait_for(self, seat: int = ANN) -> None:
        """The bots and the Automa play (on the model's beat) until `seat` is to act."""
        super().wait_for(seat)
        self.scene.replay.skip()  # the Automa's site choice, shown on the map: a press skips it

    def piece(self, piece_id: str) -> PieceItem:
        """The piece of the person to act's company board: a technology tile (its id) or the
        engineers token on the wheel's hub (`engineers`)."""
        seat = self.model.viewer()
        assert seat is not None, "nobody's gestures now"
        mat = self.scene.mats[seat]
        found = mat.engineers if piece_id == "engineers" else mat.tiles.get(piece_id)
        assert found is not None and found.isVisible(), f"{piece_id} is not on seat {seat}'s board"
        return found

    def engineers(self, seat: int) -> PieceItem:
        """A seat's engineers token, on its board's wheel hub."""
        return self.scene.mats[seat].engineers

    def drag(self, piece, target, *, while_held=None) -> None:
        """The generic drag; then, once a refused piece has slid home, every item of the
        company boards is where the state puts it."""
        super().drag(piece, target, while_held=while_held)
        if isinstance(piece, PieceItem):
            self._landed(piece)
        wrong = self.misplaced()
        assert wrong == [], f"not where the state puts them after the drag: {wrong}"

    # -- where the state puts the company boards' items ------------------------------------------

    def fresh(self, seat: int) -> CompanyMat:
        """The seat's company board laid out afresh from the state, in a scene of its own, the
        same size as the table's."""
        mat = self.scene.mats[seat]
        board = CompanyMat(QGraphicsScene(), seat, mat.rect)
        prompt = self.model.prompt()
        acting = prompt.seat if prompt is not None else None
        board.refresh(self.model.view(), self.tr, acting=seat == acting, viewer=self.model.viewer())
        return board

    def misplaced(self) -> list[str]:
        """Every item of the company boards drawn elsewhere than a fresh layout draws it."""
        wrong = []
        for mat in self.scene.mats:
            fresh = self.fresh(mat.seat).elements()
            for element_id, item in mat.elements().items():
                there = fresh.get(element_id)
                if there is None or not item.isVisible():
                    continue
                if not _near(item.sceneBoundingRect().center(), there.sceneBoundingRect().center()):
                    wrong.append(element_id)
        return wrong

    def rest(self, item: QGraphicsItem) -> QPointF | None:
        """Where the state puts a company board's item (None: not one of theirs)."""
        for mat in self.scene.mats:
            mine = mat.elements()
            if isinstance(item, BoardItem) and mine.get(item.element_id) is item:
                there = self.fresh(mat.seat).elements()[item.element_id]
                return there.mapToScene(there.shape().boundingRect().center())
        return None

    def _spot(
        self, item: QGraphicsItem, view: QGraphicsView, *, lit: bool = False
    ) -> QPoint | None:
        """A company board's item is pressed where the state puts it; it must be there."""
        rest = None if lit else self.rest(item)
        if rest is None:
            return super()._spot(item, view, lit=lit)
        scene = self.scene
        scene.touch_scale = math.hypot(view.transform().m11(), view.transform().m12())
        at = view.mapFromScene(rest)
        found = scene.target_at(view.mapToScene(at))
        return at if view.viewport().rect().contains(at) and found is item else None


def _near(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) < 0.5 and abs(a.y() - b.y()) < 0.5
