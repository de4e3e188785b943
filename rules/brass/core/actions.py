"""Brass actions: each answers one prompt of a multi-step action (card → industry → slot → ...).

The `piece`/`target` element ids let the desktop turn a drag into an action: a card dropped on the
discard pile, a mat tile on a slot, a link on a route, a cube taken from a tile.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.actions import Action
from rules.core.steps import Done


@dataclass(frozen=True, slots=True)
class ChooseAction(Action):
    """Start one of the turn's actions: build, network, develop, sell, loan, scout or pass."""

    kind = "choose_action"
    action: str

    target_id = "action:{action}"


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Discard a card for the action (a wild card goes back to its draw area)."""

    kind = "play_card"
    card: str

    piece_id = "card:{card}"
    target_id = "discard"


@dataclass(frozen=True, slots=True)
class ChooseIndustry(Action):
    """The industry to build, to develop, or to develop for free (Gloucester's bonus)."""

    kind = "choose_industry"
    industry: str

    piece_id = "mat:{industry}"


@dataclass(frozen=True, slots=True)
class BuildAt(Action):
    """Put the industry's lowest mat tile on this slot (an empty one, or overbuilding)."""

    kind = "build_at"
    slot: str

    piece_id = "mat"
    target_id = "{slot}"


@dataclass(frozen=True, slots=True)
class PlaceLink(Action):
    kind = "place_link"
    link: str

    piece_id = "link"
    target_id = "{link}"


@dataclass(frozen=True, slots=True)
class Consume(Action):
    """Take one coal, iron or beer from this source (a tile's slot, or a merchant space)."""

    kind = "consume"
    resource: str
    source: str

    piece_id = "{source}"
    target_id = "consume"


@dataclass(frozen=True, slots=True)
class RemoveTile(Action):
    """Shortfall: remove one of your industry tiles for half its cost."""

    kind = "remove_tile"
    slot: str

    piece_id = "{slot}"
    target_id = "box"


CORE_ACTIONS: tuple[type[Action], ...] = (
    ChooseAction,
    PlayCard,
    ChooseIndustry,
    BuildAt,
    PlaceLink,
    Consume,
    Done,  # the kernel's: stop (no second link, no second develop, no more sales, no bonus)
    RemoveTile,
)
