"""How a turn's actions are asked for: steps (one prompt each) and flows (one action each).

An action starts at the "action" prompt (ChooseAction), discards its card(s) at the "card" prompt,
then walks its flow's own steps. A flow only offers choices that can still be completed, so no
answer leads to a dead end; the state's `draft` remembers the choices made so far.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rules.brass.core import income
from rules.brass.core.actions import ChooseAction, Done, PlayCard
from rules.brass.core.names import card_text
from rules.brass.core.state import BrassState, Draft
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.text import Text

if TYPE_CHECKING:
    from rules.brass.core.ruleset import BrassRuleset


class Step:
    """One prompt kind: its legal answers, why an answer is refused, and what it does."""

    kind: ClassVar[str]
    answers: ClassVar[tuple[type[Action], ...]]
    catalog: ClassVar[str] = "brass"  # message keys: <catalog>.prompt.<kind>, .prompt_name.<kind>

    @property
    def name(self) -> Text:
        return Text(f"{self.catalog}.prompt_name.{self.kind}")

    def options(self, rules: BrassRuleset, state: BrassState, seat: int) -> list[Action]:
        raise NotImplementedError

    def why_not(
        self, rules: BrassRuleset, state: BrassState, seat: int, action: Action
    ) -> Text | None:
        """By default an answer is legal exactly when it is offered."""
        if action in self.options(rules, state, seat):
            return None
        return reason("brass.why.not_offered", prompt=self.name)

    def perform(
        self, rules: BrassRuleset, state: BrassState, seat: int, action: Any, ev: list[Event]
    ) -> None:
        raise NotImplementedError

    def params(self, rules: BrassRuleset, state: BrassState, seat: int) -> dict[str, Any]:
        """Extra parameters of the prompt's text."""
        return {}


class OrDone(Step):
    """Mixed in before a step to offer Done beside its answers, ending the action there: a second
    link, a second develop, another sale (`class SellMoreStep(OrDone, SellStep)`)."""

    def options(self, rules: BrassRuleset, state: BrassState, seat: int) -> list[Action]:
        return [*super().options(rules, state, seat), Done()]

    def why_not(
        self, rules: BrassRuleset, state: BrassState, seat: int, action: Action
    ) -> Text | None:
        if isinstance(action, Done):
            return None
        return super().why_not(rules, state, seat, action)

    def perform(
        self, rules: BrassRuleset, state: BrassState, seat: int, action: Action, ev: list[Event]
    ) -> None:
        if isinstance(action, Done):
            rules.finish_action(state, ev)
            return
        super().perform(rules, state, seat, action, ev)


class Flow:
    """One action of the turn menu (build, network, develop, sell, loan, scout, pass)."""

    name: ClassVar[str]
    cards_needed: ClassVar[int] = 1
    catalog: ClassVar[str] = "brass"  # its name is the message <catalog>.action.<name>
    first_step: ClassVar[str | None] = None  # the prompt that follows the card(s), if any

    @property
    def title(self) -> Text:
        return Text(f"{self.catalog}.action.{self.name}")

    def check(self, rules: BrassRuleset, state: BrassState, seat: int) -> Text | None:
        """Why the action cannot be taken now, or None."""
        return None

    def cards(self, rules: BrassRuleset, state: BrassState, seat: int) -> list[str]:
        """The cards it may be taken with (distinct ids); any card by default."""
        return sorted(set(state.players[seat].hand))

    def start(self, rules: BrassRuleset, state: BrassState, seat: int, ev: list[Event]) -> None:
        """Carry on once the card(s) are discarded: by default, ask the flow's `first_step`."""
        if self.first_step is None:
            raise NotImplementedError
        draft = state.draft
        assert draft is not None
        draft.step = self.first_step

    def resume(self, rules: BrassRuleset, state: BrassState, seat: int, ev: list[Event]) -> None:
        """Carry on once the cubes asked for (draft.needs) are taken."""
        raise NotImplementedError


# -- the two prompts every action starts with -----------------------------------------------------


class ActionStep(Step):
    kind = "action"
    answers = (ChooseAction,)

    def options(self, rules: BrassRuleset, state: BrassState, seat: int) -> list[Action]:
        return [
            ChooseAction(name)
            for name, f in rules.flows.items()
            if not _blocked(rules, f, state, seat)
        ]

    def why_not(
        self, rules: BrassRuleset, state: BrassState, seat: int, action: ChooseAction
    ) -> Text | None:
        flow = rules.flows.get(action.action)
        if flow is None:
            return reason("brass.why.no_such_action", action=action.action)
        return _blocked(rules, flow, state, seat)

    def perform(
        self, rules: BrassRuleset, state: BrassState, seat: int, action: ChooseAction, ev: list
    ) -> None:
        flow = rules.flows[action.action]
        state.draft = Draft(action.action, "card", cards=flow.cards_needed)

    def params(self, rules: BrassRuleset, state: BrassState, seat: int) -> dict[str, Any]:
        return {"left": state.actions_left}


def _blocked(rules: BrassRuleset, flow: Flow, state: BrassState, seat: int) -> Text | None:
    hand = state.players[seat].hand
    if len(hand) < flow.cards_needed:
        return reason("brass.why.too_few_cards", n=flow.cards_needed)
    why = flow.check(rules, state, seat)
    if why is not None:
        return why
    if not flow.cards(rules, state, seat):
        return reason("brass.why.no_card_for", action=flow.title)
    return None


class CardStep(Step):
    kind = "card"
    answers = (PlayCard,)

    def options(self, rules: BrassRuleset, state: BrassState, seat: int) -> list[Action]:
        draft = state.draft
        assert draft is not None
        return [PlayCard(c) for c in rules.flows[draft.action].cards(rules, state, seat)]

    def why_not(
        self, rules: BrassRuleset, state: BrassState, seat: int, action: PlayCard
    ) -> Text | None:
        if action.card not in state.players[seat].hand:
            return reason("brass.why.card_not_in_hand", card=card_text(rules.board, action.card))
        if action in self.options(rules, state, seat):
            return None
        draft = state.draft
        assert draft is not None
        return reason(
            "brass.why.card_cannot",
            card=card_text(rules.board, action.card),
            action=rules.flows[draft.action].title,
        )

    def perform(
        self, rules: BrassRuleset, state: BrassState, seat: int, action: PlayCard, ev: list
    ) -> None:
        draft = state.draft
        assert draft is not None
        discard(state, seat, action.card)
        ev.append(
            Event(
                "brass.event.card_played",
                {
                    "card": action.card,
                    "name": card_text(rules.board, action.card),
                    "action": rules.flows[draft.action].title,
                },
                seat,
            )
        )
        if draft.card is None:
            draft.card = action.card
        draft.cards -= 1
        if draft.cards == 0:
            rules.flows[draft.action].start(rules, state, seat, ev)

    def params(self, rules: BrassRuleset, state: BrassState, seat: int) -> dict[str, Any]:
        draft = state.draft
        assert draft is not None
        return {"action": rules.flows[draft.action].title, "left": draft.cards}


def discard(state: BrassState, seat: int, card: str) -> None:
    """Played cards go face up on the discard pile; wild cards back to their draw area."""
    p = state.players[seat]
    p.hand.remove(card)
    if card.startswith("wild:"):
        state.wild[card] += 1
    else:
        p.discard.append(card)


# -- the two simplest actions --------------------------------------------------------------------


class LoanFlow(Flow):
    """Take £30 (the map's amount) and drop 3 income levels, never below −10."""

    name = "loan"

    def check(self, rules: BrassRuleset, state: BrassState, seat: int) -> Text | None:
        loan = rules.board.tables["loan"]
        if income.after_loan(state.players[seat].income_space, loan["levels"]) is None:
            return reason("brass.why.loan_floor", level=state.players[seat].income)
        return None

    def start(self, rules: BrassRuleset, state: BrassState, seat: int, ev: list[Event]) -> None:
        loan = rules.board.tables["loan"]
        p = state.players[seat]
        space = income.after_loan(p.income_space, loan["levels"])
        assert space is not None
        p.income_space = space
        p.money += loan["amount"]
        ev.append(Event("brass.event.loan", {"amount": loan["amount"], "income": p.income}, seat))
        rules.finish_action(state, ev)


class PassFlow(Flow):
    name = "pass"

    def start(self, rules: BrassRuleset, state: BrassState, seat: int, ev: list[Event]) -> None:
        ev.append(Event("brass.event.passed", {}, seat))
        rules.finish_action(state, ev)
