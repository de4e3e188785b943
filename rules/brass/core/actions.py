"""Brass actions: each answers one prompt of a multi-step action (card → industry → slot → ...).

The `piece`/`target` element ids let the desktop turn a drag into an action: a card dropped on its
action's area, a mat tile (`mat:<industry>`) on a slot, a link on a route, a cube taken from a tile
or a market (`market:<resource>`). A drag that answers several prompts at once (a mat tile dropped
on a slot before the build is chosen) is resolved by the kernel's `gestures.find_action`.
"""

from __future__ import annotations

from dataclasses import InitVar, dataclass

from rules.core.actions import Action
from rules.core.steps import Done


@dataclass(frozen=True, slots=True)
class ChooseAction(Action):
    """Start one of the turn's actions: build, network, develop, sell, loan, scout or pass."""

    kind = "choose_action"
    action: str

    target_id = "action:{action}"


class _For:
    """Room for the action a card is played for (see PlayCard)."""

    __slots__ = ("_action",)


@dataclass(frozen=True, slots=True)
class PlayCard(_For, Action):
    """Discard a card for the action (a wild card goes back to its draw area).

    At the table the card is dropped on its action's area of the action board (`action:<name>`).
    The card prompt's answers carry that action (`PlayCard(card, "build")`: not a field, so
    neither the JSON nor equality changes); a PlayCard made without one lands on "discard"."""

    kind = "play_card"
    card: str
    action: InitVar[str | None] = None

    piece_id = "card:{card}"

    def __post_init__(self, action: str | None) -> None:
        object.__setattr__(self, "_action", action)

    @property
    def target(self) -> str:
        action = getattr(self, "_action", None)  # a copy made through pickling has none
        return f"action:{action}" if action is not None else "discard"


@dataclass(frozen=True, slots=True)
class ChooseIndustry(Action):
    """The industry to build, to develop, or to develop for free (Gloucester's bonus): a click
    on its stack of the mat. (Its target, not its piece: the tile itself moves later, onto a
    slot, so a drag of it may pass through this prompt.)"""

    kind = "choose_industry"
    industry: str

    target_id = "mat:{industry}"


class _Carried:
    """Room for what an action knows from its draft but does not record (see BuildAt)."""

    __slots__ = ("_industry",)


@dataclass(frozen=True, slots=True)
class BuildAt(_Carried, Action):
    """Put the industry's lowest mat tile on this slot (an empty one, or overbuilding).

    The industry is the draft's, chosen at the prompt before, so the action records only the
    slot. The slot prompt's answers still carry it (`BuildAt(slot, industry)`: not a field, so
    neither the JSON nor equality changes) to name the piece that moves, `mat:<industry>`; a
    BuildAt made without one moves just "mat"."""

    kind = "build_at"
    slot: str
    industry: InitVar[str | None] = None

    target_id = "{slot}"

    def __post_init__(self, industry: str | None) -> None:
        object.__setattr__(self, "_industry", industry)

    @property
    def piece(self) -> str:
        return f"mat:{self.tile}" if self.tile is not None else "mat"

    @property
    def tile(self) -> str | None:
        """The industry whose mat tile this builds, when known."""
        return getattr(self, "_industry", None)  # a copy made through pickling has none


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

    target_id = "consume"

    @property
    def piece(self) -> str:
        """The source's element: a slot, a merchant space, or `market:<resource>`."""
        return f"market:{self.resource}" if self.source == "market" else self.source


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
