"""The step machine every title's turns run on: one prompt kind per `Step`, and a ruleset that asks
the step of the moment for its answers, its refusals and what an answer does.

A title says who acts and which step is asked now (`StepRuleset.current`, from its phase, its
pending stack or its action's draft); each step holds its own rules. Steps receive a context —
the small part of the ruleset they use (a title types it as a Protocol) — not the ruleset class,
so a title's steps and its ruleset do not import each other.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.prompt import Prompt
from rules.core.ruleset import Ruleset
from rules.core.text import Text

C = TypeVar("C")  # what a title's steps may use of its ruleset


@dataclass(frozen=True, slots=True)
class Done(Action):
    """End an action where the rest is optional (a second link, another sale)."""

    kind = "done"


class Step(Generic[C]):
    """One prompt kind: its legal answers, why an answer is refused, and what it does."""

    kind: ClassVar[str]
    answers: ClassVar[tuple[type[Action], ...]]
    catalog: ClassVar[str]  # message keys: <catalog>.prompt.<kind>, <catalog>.prompt_name.<kind>

    @property
    def name(self) -> Text:
        return Text(f"{self.catalog}.prompt_name.{self.kind}")

    def options(self, ctx: C, state: Any, seat: int) -> list[Action]:
        raise NotImplementedError

    def why_not(self, ctx: C, state: Any, seat: int, action: Any) -> Text | None:
        """By default an answer is legal exactly when it is offered."""
        if action in self.options(ctx, state, seat):
            return None
        return reason("core.why.not_offered", prompt=self.name)

    def perform(self, ctx: C, state: Any, seat: int, action: Any, ev: list[Event]) -> None:
        raise NotImplementedError

    def params(self, ctx: C, state: Any, seat: int) -> dict[str, Any]:
        """Extra parameters of the prompt's text."""
        return {}

    def text(self, ctx: C, state: Any, seat: int, player: str) -> Text:
        """The prompt in words (a step may choose among several messages)."""
        params = {"player": player, **self.params(ctx, state, seat)}
        return Text(f"{self.catalog}.prompt.{self.kind}", params)


class OrDone(Step[C]):
    """Mixed in before a step to offer Done beside its answers, ending the action there
    (`class SellMoreStep(OrDone, SellStep)`); the title says what ending means (`finish`)."""

    def options(self, ctx: C, state: Any, seat: int) -> list[Action]:
        return [*super().options(ctx, state, seat), Done()]

    def why_not(self, ctx: C, state: Any, seat: int, action: Any) -> Text | None:
        if isinstance(action, Done):
            return None
        return super().why_not(ctx, state, seat, action)

    def perform(self, ctx: C, state: Any, seat: int, action: Any, ev: list[Event]) -> None:
        if isinstance(action, Done):
            self.finish(ctx, state, seat, ev)
            return
        super().perform(ctx, state, seat, action, ev)

    def finish(self, ctx: C, state: Any, seat: int, ev: list[Event]) -> None:
        raise NotImplementedError


class StepRuleset(Ruleset):
    """A ruleset whose prompts are steps: `prompt`, `legal_actions`, `why_not` and `perform`
    all ask the step of the moment."""

    catalog: ClassVar[str]  # <catalog>.why.game_over and .why.wrong_time
    steps: dict[str, Step[Any]]

    @abstractmethod
    def current(self, state: Any) -> tuple[int, str] | None:
        """The seat to act and the kind of step it answers; None once the game is over."""

    def context(self) -> Any:
        """What the steps receive (by default the ruleset itself, seen through the title's
        context Protocol)."""
        return self

    def player_name(self, state: Any, seat: int) -> str:
        return state.players[seat].name

    def prompt(self, state: Any) -> Prompt | None:
        now = self.current(state)
        if now is None:
            return None
        seat, kind = now
        words = self.steps[kind].text(self.context(), state, seat, self.player_name(state, seat))
        return Prompt(seat, kind, words)

    def legal_actions(self, state: Any) -> list[Action]:
        now = self.current(state)
        if now is None:
            return []
        seat, kind = now
        return self.steps[kind].options(self.context(), state, seat)

    def why_not(self, state: Any, action: Action) -> Text | None:
        now = self.current(state)
        if now is None:
            return reason(f"{self.catalog}.why.game_over")
        seat, kind = now
        step = self.steps[kind]
        if not isinstance(action, step.answers):
            return reason(f"{self.catalog}.why.wrong_time", prompt=step.name)
        return step.why_not(self.context(), state, seat, action)

    def perform(self, state: Any, action: Action) -> list[Event]:
        now = self.current(state)
        assert now is not None
        seat, kind = now
        events: list[Event] = []
        self.steps[kind].perform(self.context(), state, seat, action, events)
        return events
