"""Playing the Roads & Boats table as people do (the generic gestures are
`table_gestures.GestureTable`'s): Ann a person, Bob a heuristic bot on the model's beat, on the
Dead Sea map. Ann's pieces are on the map (her transporters, the goods lying there and aboard)
and in the panel's build palette (`build:<what>`); taps on a building or the wonder offer
answers, the prompt bar gives them as buttons in the rules' words, and Done ends her turn in a
phase."""

from __future__ import annotations

from table_gestures import GestureTable

from desktop.games.roadsboats.scene import RoadsBoatsScene
from rules.core.session import Session
from rules.core.steps import Done
from rules.roadsboats.state import RoadsBoatsState

ANN, BOB = 0, 1
OPTIONS = {
    "players": 2,
    "map": "map:dead_sea",
    "seats": [{"name": "Ann"}, {"name": "Bob", "bot": "heuristic"}],
}


def new_session(seed: int) -> Session:
    return Session("roads-and-boats", OPTIONS, seed)


class RoadsBoatsTable(GestureTable):
    """A Roads & Boats game at its table."""

    @property
    def scene(self) -> RoadsBoatsScene:
        return self.table.scene  # type: ignore[return-value]

    @property
    def state(self) -> RoadsBoatsState:
        return self.model.state

    def done(self) -> None:
        """Ann ends her turn in this phase (the prompt bar's Done)."""
        self.choose(Done())

    def answer_until(self, kind: str, seat: int = ANN) -> None:
        """Ann answers the questions between phases with the first button (no temple procedure)
        until she has a turn of `kind`."""
        for _ in range(20):
            self.wait_for(seat)
            if self.kind() == kind:
                return
            self._click(self.buttons()[0])
        raise AssertionError(f"no {kind} turn came: {self.kind()}")
