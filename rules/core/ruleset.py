"""The contract every title implements (DESIGN.md, "The kernel contract")."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar

from rules.core.actions import Action, ActionCodec
from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.prompt import Prompt, Result
from rules.core.state import clone
from rules.core.text import Text


class Ruleset(ABC):
    """One title's rules. Stateless: every method takes the game state it works on."""

    game_id: ClassVar[str]
    action_types: ClassVar[tuple[type[Action], ...]]

    def __init__(self) -> None:
        self.codec = ActionCodec(self.action_types)

    @abstractmethod
    def normalize_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """Fill defaults and check the options; raise OptionsError naming what is wrong."""

    @abstractmethod
    def setup(self, options: dict[str, Any], seed: int) -> Any:
        """A new game from normalised options and a seed."""

    @abstractmethod
    def prompt(self, state: Any) -> Prompt | None:
        """Who must decide what now; None once the game is over."""

    @abstractmethod
    def legal_actions(self, state: Any) -> list[Action]:
        """Every complete answer to the current prompt."""

    @abstractmethod
    def why_not(self, state: Any, action: Action) -> Text | None:
        """The reason `action` is illegal now, or None if it is legal."""

    @abstractmethod
    def perform(self, state: Any, action: Action) -> list[Event]:
        """Carry out an action already known to be legal."""

    @abstractmethod
    def describe(self, state: Any, element_id: str) -> Text | None:
        """What a board element is, the rule that governs it and its live numbers."""

    @abstractmethod
    def view(self, state: Any, seat: int | None) -> Any:
        """The state as `seat` may see it (None: a spectator); hidden information removed."""

    @abstractmethod
    def result(self, state: Any) -> Result | None:
        """Final ranking with a per-source breakdown, or None while the game goes on."""

    def apply(self, state: Any, action: Action) -> list[Event]:
        """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
        why = self.why_not(state, action)
        if why is not None:
            raise IllegalAction(why)
        return self.perform(state, action)

    def clone(self, state: Any) -> Any:
        return clone(state)

    def actions_for(
        self, state: Any, *, piece: str | None = None, target: str | None = None
    ) -> list[Action]:
        """The legal actions that move `piece` and/or land on `target` (a drag, a click)."""
        return [
            a
            for a in self.legal_actions(state)
            if (piece is None or a.piece == piece) and (target is None or a.target == target)
        ]
