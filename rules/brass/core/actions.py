"""Brass actions: each answers one prompt of a multi-step action (card → industry → slot → ...).

The `piece`/`target` element ids let the desktop turn a drag into an action: a card dropped on the
discard pile, a mat tile on a slot, a link on a route, a cube taken from a tile.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.actions import Action


@dataclass(frozen=True, slots=True)
class ChooseAction(Action):
    """Start one of the turn's actions: build, network, develop, sell, loan, scout or pass."""

    kind = "choose_action"
    action: str

    @property
    def target(self) -> str:
        return f"action:{self.action}"


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Discard a card for the action (a wild card goes back to its draw area)."""

    kind = "play_card"
    card: str

    @property
    def piece(self) -> str:
        return f"card:{self.card}"

    @property
    def target(self) -> str:
        return "discard"


@dataclass(frozen=True, slots=True)
class ChooseIndustry(Action):
    """The industry to build, to develop, or to develop for free (Gloucester's bonus)."""

    kind = "choose_industry"
    industry: str

    @property
    def piece(self) -> str:
        return f"mat:{self.industry}"


@dataclass(frozen=True, slots=True)
class BuildAt(Action):
    """Put the industry's lowest mat tile on this slot (an empty one, or overbuilding)."""

    kind = "build_at"
    slot: str

    @property
    def piece(self) -> str:
        return "mat"

    @property
    def target(self) -> str:
        return self.slot


@dataclass(frozen=True, slots=True)
class PlaceLink(Action):
    kind = "place_link"
    link: str

    @property
    def piece(self) -> str:
        return "link"

    @property
    def target(self) -> str:
        return self.link


@dataclass(frozen=True, slots=True)
class Consume(Action):
    """Take one coal, iron or beer from this source (a tile's slot, or a merchant space)."""

    kind = "consume"
    resource: str
    source: str

    @property
    def piece(self) -> str:
        return self.source

    @property
    def target(self) -> str:
        return "consume"


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Stop: no second link, no second develop, no more sales, no bonus."""

    kind = "done"


@dataclass(frozen=True, slots=True)
class RemoveTile(Action):
    """Shortfall: remove one of your industry tiles for half its cost."""

    kind = "remove_tile"
    slot: str

    @property
    def piece(self) -> str:
        return self.slot

    @property
    def target(self) -> str:
        return "box"


CORE_ACTIONS: tuple[type[Action], ...] = (
    ChooseAction,
    PlayCard,
    ChooseIndustry,
    BuildAt,
    PlaceLink,
    Consume,
    Done,
    RemoveTile,
)
