"""The contract every title implements (DESIGN.md, "The kernel contract")."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar

from rules.core.actions import Action, ActionCodec
from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.i18n import catalog
from rules.core.prompt import Prompt, Result
from rules.core.rng import Rng
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
        """The state as `seat` may see it (None: a spectator); hidden information removed. It
        may share with `state` what it does not hide (Power Grid's does): read it, never change
        it, and clone it (`clone`, `determinize`) to play on or to keep while the game moves on."""

    @abstractmethod
    def result(self, state: Any) -> Result | None:
        """Final ranking with a per-source breakdown, or None while the game goes on."""

    def apply(self, state: Any, action: Action) -> list[Event]:
        """Apply a legal action; an illegal one raises IllegalAction and changes nothing."""
        why = self.why_not(state, action)
        if why is not None:
            raise IllegalAction(why)
        return self.perform(state, action)

    def amounts(self, state: Any, action: Action) -> range | None:
        """The legal values of `action`'s amount field, its other fields as given (None for an
        action without an amount, or one not legal now)."""
        return None

    def costs(self, state: Any, actions: list[Action]) -> list[int | None]:
        """What each legal action costs its seat (a city's full price), for previews."""
        return [None] * len(actions)

    def seat_colour(self, state: Any, seat: int) -> str | None:
        """The colour the game itself gives a seat, by name (Barrage: its company's, once it has
        one); None: the colour chosen for the seat at the table."""
        return None

    def action_text(self, state: Any, action: Action) -> Text | None:
        """Short words for a legal action, telling it apart from the others a gesture left
        open (a button's label when a drop could mean several answers); None: the title has
        none, and the table names the action by its kind."""
        return None

    def intent(self, state: Any, piece: str, target: str) -> Action | None:
        """The action a drop of `piece` on `target` would be, legal or not, so that a refused
        drop can say why (`why_not`); None where the drop means nothing in this game."""
        return None

    def leads_to(self, state: Any, action: Action, piece: str | None, target: str | None) -> bool:
        """Whether answering `action` may lead on to a prompt where `piece` meets `target`
        (prunes the search of a gesture that spans several prompts; by default, yes)."""
        return True

    def determinize(self, state: Any, seat: int, rng: Rng) -> Any:
        """A whole state consistent with what `seat` sees in `state` (its view): the hidden
        information filled in at random, for bots that look ahead. By default nothing is hidden
        beyond the view's own copy."""
        return self.view(state, seat)

    def seat_changed(self, state: Any, seat: int, bot: str | None) -> None:
        """A seat was handed to a bot of level `bot` (None: a person) in mid-game. The rules
        never decide by who sits where; a title that notes it in its state (for the table) notes
        the change here, in place, so that the state is the one these seats would have set up.
        By default nothing is noted."""
        return

    def plays_seat(self, options: dict[str, Any], seat: int) -> bool:
        """Whether the rules themselves play this seat (Barrage's Automa): no person or bot sits
        there. By default every seat has a person or a bot."""
        return False

    def rules_action(self, state: Any) -> Action | None:
        """The action the rules take themselves now (Barrage's Automa plays its turn), recorded
        as taken by "rules"; None when a person or a bot must decide."""
        return None

    def implied(self, state: Any, version: int) -> Action | None:
        """An answer that a save of an older `version` never records because the rules then took
        it by themselves (a question the rules ask since): replaying such a save, the loader
        takes it as the rules' step. None when nothing is implied (by default)."""
        return None

    def forced(self, state: Any) -> Action | None:
        """The current prompt's only answer, when it has exactly one (a pass with nothing to buy):
        the table plays it for a person after a visible beat."""
        legal = self.legal_actions(state)
        if len(legal) != 1:
            return None
        only = legal[0]
        values = self.amounts(state, only) if only.amount_field is not None else None
        return only if values is None or len(values) == 1 else None

    def forced_note(self, state: Any, action: Action) -> Event:
        """The log line saying why the table played `action`, the prompt's only answer."""
        prompt = self.prompt(state)
        assert prompt is not None
        key = f"{self.game_id}.forced.{prompt.kind}.{action.kind}"
        return Event(key if key in catalog("en") else "core.forced", {}, prompt.seat)

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
