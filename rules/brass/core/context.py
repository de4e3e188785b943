"""What Brass steps and flows are built on: the context they receive and their base classes.

Steps and flows see the ruleset only through `BrassContext` (what they use of it: the board, the
map's hooks, the menu's flows, connections, ending an action), so no module of theirs imports the
ruleset. `Flow` sits here because the context lists the flows.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Protocol, runtime_checkable

from rules.brass.core.board import Board
from rules.brass.core.drafts import CardDraft, Draft
from rules.brass.core.network import Connections
from rules.brass.core.state import BrassState
from rules.core import steps
from rules.core.events import Event
from rules.core.text import Text


@runtime_checkable
class MapHooks(Protocol):
    """What steps and flows ask of the map (`ruleset.BrassMap` holds the defaults)."""

    @property
    def free_first_link(self) -> bool: ...

    def market_access(self, state: BrassState) -> frozenset[str]: ...

    def buys(self, state: BrassState, space: str, industry: str) -> bool: ...

    def merchant_beer(self, state: BrassState, space: str) -> bool: ...

    def take_merchant_beer(self, state: BrassState, space: str, ev: list[Event]) -> None: ...

    def after_build(self, state: BrassState, slot: str, ev: list[Event]) -> None: ...

    def end_canal(self, state: BrassState, ev: list[Event]) -> None: ...

    def rail_deck(self, state: BrassState) -> list[str]: ...

    def final_scoring(self, state: BrassState, ev: list[Event]) -> None: ...


@runtime_checkable
class BrassContext(Protocol):
    """What steps and flows use of the ruleset."""

    @property
    def board(self) -> Board: ...

    @property
    def map(self) -> MapHooks: ...

    @property
    def flows(self) -> Mapping[str, Flow]:
        """The turn's actions by name, in menu order."""
        ...

    def connections(self, state: BrassState) -> Connections:
        """The connected groups of locations by the links on the board."""
        ...

    def finish_action(self, state: BrassState, ev: list[Event]) -> None:
        """The action is complete: the next one, or the end of the turn."""
        ...


class Step(steps.Step[BrassContext]):
    """A Brass prompt (its message keys under "brass." unless a map's step says otherwise)."""

    catalog = "brass"

    def amounts(self, ctx: BrassContext, state: BrassState, seat: int, action: Any) -> range | None:
        """The legal values of an answer's amount field (`Ruleset.amounts`); None: it has none."""
        return None


class OrDone(steps.OrDone[BrassContext]):
    """Mixed in before a step to offer Done, which ends the action: a second link, a second
    develop, another sale (`class SellMoreStep(OrDone, SellStep)`)."""

    def finish(self, ctx: BrassContext, state: Any, seat: int, ev: list[Event]) -> None:
        ctx.finish_action(state, ev)


class Flow:
    """One action of the turn menu (build, network, develop, sell, loan, scout, pass)."""

    name: ClassVar[str]
    cards_needed: ClassVar[int] = 1
    catalog: ClassVar[str] = "brass"  # its name is the message <catalog>.action.<name>
    first_step: ClassVar[str | None] = None  # the prompt that follows the card(s), if any
    any_card: ClassVar[bool] = False  # whichever card(s) it takes, it may do the same
    draft_type: ClassVar[type[Draft]] = CardDraft  # what it remembers between its prompts

    @property
    def title(self) -> Text:
        return Text(f"{self.catalog}.action.{self.name}")

    def check(self, ctx: BrassContext, state: BrassState, seat: int) -> Text | None:
        """Why the action cannot be taken now, or None."""
        return None

    def cards(self, ctx: BrassContext, state: BrassState, seat: int) -> list[str]:
        """The cards it may be taken with (distinct ids); any card by default."""
        return sorted(set(state.players[seat].hand))

    def start(self, ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
        """Carry on once the card(s) are discarded: by default, ask the flow's `first_step`."""
        if self.first_step is None:
            raise NotImplementedError
        state.draft_as(Draft).step = self.first_step

    def resume(self, ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
        """Carry on once the cubes asked for (the draft's `needs`) are taken."""
        raise NotImplementedError
