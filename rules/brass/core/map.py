"""`BrassMap`: what one Brass map adds to the shared machinery.

A map is a `BrassMap` subclass holding its board data and overriding a few hooks (its own
actions and prompts, its market-access locations, what its era ends and final scoring add); the
defaults are the common case. Steps and flows reach the hooks through `context.MapHooks`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rules.brass.core.board import Board
from rules.brass.core.context import Flow, Step
from rules.brass.core.state import BrassState
from rules.core.actions import Action
from rules.core.events import Event
from rules.core.rng import Rng
from rules.core.text import Text


class BrassMap:
    """One Brass map: its board and the hooks where it differs. The defaults are the common
    case; a map overrides only what it changes."""

    id: ClassVar[str]
    board: Board
    menu: ClassVar[tuple[str, ...]]  # the turn's actions, in menu order
    flows: tuple[Flow, ...] = ()  # the map's own actions (Birmingham: sell, scout)
    steps: tuple[Step, ...] = ()  # the map's own prompts
    actions: ClassVar[tuple[type[Action], ...]] = ()  # the map's own action types
    score_sources: ClassVar[tuple[str, ...]] = ("shortfall",)  # VP sources beyond links/industries
    free_first_link: ClassVar[bool] = True  # nothing on the board: a link may go anywhere

    def setup(self, state: BrassState) -> None:
        """Deal the cards (and lay out the map's own pieces into `state.extra`)."""
        self.deal(state)

    def deal(self, state: BrassState) -> None:
        """Shuffle the deck for the player count; each player draws a hand (and face-down cards
        that start the discard pile, where the map has them)."""
        n = len(state.players)
        state.deck = [c for c, copies, mark in self.board.deck if mark <= n for _ in range(copies)]
        state.rng.shuffle(state.deck)
        tables = self.board.tables
        for seat in state.order:
            p = state.players[seat]
            p.hand = sorted(state.deck.pop() for _ in range(tables["hand"]))
            p.facedown = [state.deck.pop() for _ in range(tables.get("facedown", 0))]

    def market_access(self, state: BrassState) -> frozenset[str]:
        """Locations whose connection lets coal be bought from, and sold to, the coal market."""
        return frozenset(loc.id for loc in self.board.locations.values() if loc.market_access)

    def buys(self, state: BrassState, space: str, industry: str) -> bool:
        """Whether the merchant on a space buys an industry's goods (maps without: never)."""
        return False

    def merchant_beer(self, state: BrassState, space: str) -> bool:
        """Whether a merchant space holds a barrel (maps without merchant beer: never)."""
        return False

    def take_merchant_beer(self, state: BrassState, space: str, ev: list[Event]) -> None:
        raise NotImplementedError

    def after_build(self, state: BrassState, slot: str, ev: list[Event]) -> None:
        """After a tile is built, stocked and its cubes sold (e.g. a tile that flips at once)."""

    def end_canal(self, state: BrassState, ev: list[Event]) -> None:
        """The map's own reset at the end of the Canal Era (after scoring and level-1 removal)."""

    def rail_deck(self, state: BrassState) -> list[str]:
        """The Rail Era's cards (unshuffled): every discard pile, face-down cards included."""
        deck = []
        for p in state.players:
            deck += p.discard + p.facedown
            p.discard, p.facedown = [], []
        return deck

    def final_scoring(self, state: BrassState, ev: list[Event]) -> None:
        """Anything the map scores after the Rail Era's links and industries."""

    def new_extra(self, state: BrassState) -> Any:
        """The map's own pieces (a dataclass with copy()); called before `setup`."""
        return _Nothing()

    def hide(self, seen: BrassState, seat: int | None) -> None:
        """Hide the map's own secrets in a view (Birmingham has none)."""

    def deal_hidden(self, world: BrassState, pool: list[str], rng: Rng) -> None:
        """Fill in the map's own secrets hidden by `hide` (`Ruleset.determinize`): its hidden
        cards from `pool` (the unseen cards left, shuffled), its hidden orders at random."""

    def intent(self, state: BrassState, piece: str, target: str) -> Action | None:
        """What a drop on the map's own elements would be (`Ruleset.intent`), legal or not."""
        return None

    def describe(self, state: BrassState, element_id: str) -> Text | None:
        """Tooltips for the map's own elements (merchant spaces...)."""
        return None

    def element_ids(self, state: BrassState) -> list[str]:
        """The map's own elements that `describe` explains (none by default)."""
        return []


class _Nothing:
    """The `extra` of a map without pieces of its own."""

    def copy(self) -> _Nothing:
        return self
