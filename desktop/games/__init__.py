"""The titles the desktop can seat a table for. A title appears in the gallery only once its
rules and its scene are complete: it is registered here, never as a placeholder."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.barrage.setup import DIFFICULTIES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop.board.scene import BoardScene
    from desktop.session_model import SessionModel


@dataclass(frozen=True)
class TitleUI:
    game_id: str
    # map ids (names: message keys "<game>.map.<id>", the new-game field "<game>.new.map"); ()
    # for one board; "random" and "file" a map laid from the game's seed and a map file
    # (`desktop.shell.new_game`)
    maps: tuple[str, ...]
    players: tuple[int, int]  # fewest and most seats
    module: str  # the title's desktop module, providing the two functions below
    automa: tuple[str, ...] = ()  # the levels of a seat the rules play (Barrage's Automa)
    flags: tuple[str, ...] = ()  # on/off options (names: message keys "<game>.option.<flag>")
    seat_colours: bool = True  # False: the game colours the seats itself (a Barrage company)

    def _part(self, name: str) -> Callable:
        return getattr(importlib.import_module(self.module), name)

    def scene(self, model: SessionModel) -> BoardScene:
        """The board and every seat's zone (money, holdings, place: `BoardScene.seat_rect`),
        each drawn once; the table shows the zones where the seats sit."""
        return self._part("make_scene")(model)

    def controls(self, model: SessionModel) -> list[QWidget]:
        """Prompt-bar widgets for choices off the board (bid +/−, pass, run plants...)."""
        return self._part("make_controls")(model)


TITLES: dict[str, TitleUI] = {
    "powergrid": TitleUI("powergrid", ("germany", "usa"), (2, 6), "desktop.games.powergrid"),
    "brass-birmingham": TitleUI("brass-birmingham", (), (2, 4), "desktop.games.brass"),
    "brass-lancashire": TitleUI("brass-lancashire", (), (2, 4), "desktop.games.brass"),
    "barrage": TitleUI(
        "barrage",
        (),
        (2, 4),
        "desktop.games.barrage",
        automa=DIFFICULTIES,
        flags=("beginner", "expansion"),
        seat_colours=False,
    ),
    "roads-and-boats": TitleUI(
        "roads-and-boats",
        ("dead_sea", "mesopotamia", "lord_of_the_ring", "the_pacific", "random", "file"),
        (1, 5),
        "desktop.games.roadsboats",
    ),
}
