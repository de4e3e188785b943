"""What a title declares about itself: one `Title` in its package's `title.py` (a tuple `TITLES`,
as Brass's package holds two maps) is all the registries read (`rules.core.games`): the command
line, the bots, the new-game dialog, the gallery, About and the Help menu.

Its words are message keys by convention: `<id>.title` names it, `<id>.map.<map>` its boards,
`<id>.option.<key>` a check box, `<id>.level.<level>` an Automa's level and
`desktop.about.data.<id>` what About says of its data.
The parts it names are "module:attribute" strings, imported only when a game of it is played,
so that listing the titles stays fast.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

# How the new-game dialog asks an option: the count of seats the rules play (each seat's "who"
# list gains an Automa), those seats' level (a list of `choices`), or on/off (a check box).
Field = Literal["automa_seats", "automa_level", "check"]


@dataclass(frozen=True)
class Option:
    """An option only some titles have: its key in the options (its command-line flag is
    `--<key>`), how the dialog asks it and the flag's help."""

    key: str
    field: Field
    help: str
    choices: tuple[str, ...] = ()  # an `automa_level`'s levels, easiest first

    @property
    def flag(self) -> str:
        return f"--{self.key}"


@dataclass(frozen=True)
class Title:
    game_id: str
    rules: str  # "module:Class" of its Ruleset
    bot: str  # "module:Class" of its heuristic bot, built from a seed
    elements: str  # "module:function" listing the element ids of a state: f(rules, state)
    players: tuple[int, int]  # fewest and most seats
    order: int  # its place among the titles (gallery, menus, the command line's list)
    # Its boards, by id; () for one board. "random" and "file": a map laid from the game's
    # seed, and a map file of the player's own.
    maps: tuple[str, ...] = ()
    options: tuple[Option, ...] = ()
    seat_colours: bool = True  # False: the game colours the seats itself (a Barrage company)
    sources: tuple[str, ...] = ()  # the public repositories its data was transcribed from
    # Folders of its rules pages (`<id>.<lang>.md`) and its message catalogs
    # (`<id>.<lang>.json`) when kept elsewhere than docs/rules and resources/i18n (a title
    # that lives in the tests).
    rules_pages: Path | None = None
    catalogs: Path | None = None
    # "module:function" of its evaluation of a position for the strong bot's search
    # (`rules.bots.search`): f(rules, state) -> each seat's chance to win, by seat, in [0, 1];
    # its module may set HORIZON, the decisions a rollout plays before it. None: rollouts play
    # on to the end of the game.
    evaluate: str | None = None

    def option(self, field: Field) -> Option | None:
        return next((o for o in self.options if o.field == field), None)


def load(target: str) -> Any:
    """The object a "module:attribute.attribute" string names."""
    module, _, path = target.partition(":")
    found: Any = importlib.import_module(module)
    for name in path.split("."):
        found = getattr(found, name)
    return found
