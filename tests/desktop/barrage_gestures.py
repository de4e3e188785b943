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

The generic gestures are `table_gestures.GestureTable`'s. The game: 3 companies, advanced rules
(the draft first), Ann a person, Bob a heuristic bot and the last seat the Automa. The bots and
the Automa play on the model's own beat (no pause), as at the table; the tests wait for the
person's turn."""

from __future__ import annotations

from table_gestures import GestureTable

from desktop.board.items import PieceItem
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
