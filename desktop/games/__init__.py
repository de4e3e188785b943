"""The titles the desktop can seat a table for: each package under `desktop/games/` with a
`title.py` (its `TABLES`, `desktop.games.descriptor`) whose rules are registered too
(`rules.core.games`). A title appears in the gallery only once its rules and its table are both
there: never as a placeholder. `register` adds a title from elsewhere (the tests')."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop.games.descriptor import Emblem, TableTitle
from rules.core import games as rule_titles
from rules.core.descriptor import Title

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop.board.scene import BoardScene
    from desktop.session_model import SessionModel


@dataclass(frozen=True)
class TitleUI:
    """A title at the table: its rules' descriptor and its table's, read as one."""

    rules: Title
    table: TableTitle

    @property
    def game_id(self) -> str:
        return self.rules.game_id

    @property
    def maps(self) -> tuple[str, ...]:
        """Map ids (names: message keys "<game>.map.<id>", the new-game field "<game>.new.map");
        () for one board; "random" and "file" a map laid from the game's seed and a map file
        (`desktop.shell.new_game`)."""
        return self.rules.maps

    @property
    def players(self) -> tuple[int, int]:
        return self.rules.players

    @property
    def automa(self) -> tuple[str, ...]:
        """The levels of a seat the rules play (Barrage's Automa); () for none."""
        if self.rules.option("automa_seats") is None:
            return ()
        level = self.rules.option("automa_level")
        return level.choices if level is not None else ()

    @property
    def flags(self) -> tuple[str, ...]:
        """On/off options (names: message keys "<game>.option.<flag>")."""
        return tuple(o.key for o in self.rules.options if o.field == "check")

    @property
    def seat_colours(self) -> bool:
        return self.rules.seat_colours

    @property
    def emblem(self) -> Emblem | None:
        return self.table.emblem

    def scene(self, model: SessionModel) -> BoardScene:
        """The board and every seat's zone (money, holdings, place: `BoardScene.seat_rect`),
        each drawn once; the table shows the zones where the seats sit."""
        return self.table.scene(model)

    def controls(self, model: SessionModel) -> list[QWidget]:
        """Prompt-bar widgets for choices off the board (bid +/−, pass, run plants...)."""
        return self.table.controls(model)


TITLES: dict[str, TitleUI] = {}  # by game id, in the titles' order (the gallery's)


def _scan() -> Iterator[TableTitle]:
    for info in pkgutil.iter_modules(__path__):
        if info.ispkg:
            spec = importlib.util.find_spec(f"{__name__}.{info.name}")  # its folder, not run
            folders = spec.submodule_search_locations if spec is not None else None
            if folders and any(m.name == "title" for m in pkgutil.iter_modules(folders)):
                yield from importlib.import_module(f"{__name__}.{info.name}.title").TABLES


def _seat(tables: list[TableTitle]) -> None:
    """TITLES anew from `tables`, in the rules' order (the same dict: its readers keep it)."""
    known = {t.game_id: t for t in rule_titles.titles()}
    by_id = {t.game_id: TitleUI(known[t.game_id], t) for t in tables if t.game_id in known}
    TITLES.clear()
    TITLES.update((g, by_id[g]) for g in known if g in by_id)


def register(rules: Title, table: TableTitle) -> None:
    """Add a title from outside `rules/` and `desktop/games/` (the tests'): its rules to the rules'
    registry, its table here; `unregister` takes both away."""
    rule_titles.register(rules)
    _seat([*(t.table for t in TITLES.values()), table])


def unregister(game_id: str) -> None:
    rule_titles.unregister(game_id)
    _seat([t.table for g, t in TITLES.items() if g != game_id])


def refresh() -> None:
    """TITLES anew after the rules' registry changed by itself (a rules title without a table
    gets no place)."""
    _seat([t.table for t in TITLES.values()])


_seat(list(_scan()))
