"""The turn's menu: the two prompts every action starts with, and the two simplest actions.

An action starts at the "action" prompt (ActionStep), which opens the flow's draft; discards its
card(s) at the "card" prompt (CardStep); then walks its flow's own steps. A flow only offers
choices that can still be completed, so no answer leads to a dead end.
"""

from __future__ import annotations

from typing import Any

from rules.brass.core import income
from rules.brass.core.actions import ChooseAction, PlayCard
from rules.brass.core.context import BrassContext, Flow, Step
from rules.brass.core.drafts import Draft
from rules.brass.core.names import card_text
from rules.brass.core.state import BrassState
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.text import Text


class ActionStep(Step):
    kind = "action"
    answers = (ChooseAction,)

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        return [
            ChooseAction(name) for name, f in ctx.flows.items() if not _blocked(ctx, f, state, seat)
        ]

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: ChooseAction
    ) -> Text | None:
        flow = ctx.flows.get(action.action)
        if flow is None:
            return reason("brass.why.no_such_action", action=action.action)
        return _blocked(ctx, flow, state, seat)

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: ChooseAction, ev: list
    ) -> None:
        flow = ctx.flows[action.action]
        state.draft = flow.draft_type(action.action, "card", cards=flow.cards_needed)

    def params(self, ctx: BrassContext, state: BrassState, seat: int) -> dict[str, Any]:
        return {"left": state.actions_left}


def _blocked(ctx: BrassContext, flow: Flow, state: BrassState, seat: int) -> Text | None:
    hand = state.players[seat].hand
    if len(hand) < flow.cards_needed:
        return reason("brass.why.too_few_cards", n=flow.cards_needed)
    why = flow.check(ctx, state, seat)
    if why is not None:
        return why
    if not flow.cards(ctx, state, seat):
        return reason("brass.why.no_card_for", action=flow.title)
    return None


class CardStep(Step):
    kind = "card"
    answers = (PlayCard,)

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        flow = ctx.flows[state.draft_as(Draft).action]
        return [PlayCard(c, flow.name) for c in flow.cards(ctx, state, seat)]

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: PlayCard
    ) -> Text | None:
        if action.card not in state.players[seat].hand:
            return reason("brass.why.card_not_in_hand", card=card_text(ctx.board, action.card))
        if action in self.options(ctx, state, seat):
            return None
        return reason(
            "brass.why.card_cannot",
            card=card_text(ctx.board, action.card),
            action=ctx.flows[state.draft_as(Draft).action].title,
        )

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: PlayCard, ev: list
    ) -> None:
        draft = state.draft_as(Draft)
        flow = ctx.flows[draft.action]
        discard(state, seat, action.card)
        ev.append(
            Event(
                "brass.event.card_played",
                {
                    "card": action.card,
                    "name": card_text(ctx.board, action.card),
                    "action": flow.title,
                },
                seat,
                moved=(f"card:{action.card}", "discard"),
            )
        )
        if draft.card is None:
            draft.card = action.card
        draft.cards -= 1
        if draft.cards == 0:
            flow.start(ctx, state, seat, ev)

    def params(self, ctx: BrassContext, state: BrassState, seat: int) -> dict[str, Any]:
        draft = state.draft_as(Draft)
        return {"action": ctx.flows[draft.action].title, "left": draft.cards}


def discard(state: BrassState, seat: int, card: str) -> None:
    """Played cards go face up on the discard pile; wild cards back to their draw area."""
    p = state.players[seat]
    p.hand.remove(card)
    if card.startswith("wild:"):
        state.wild[card] += 1
    else:
        p.discard.append(card)


class LoanFlow(Flow):
    """Take £30 (the map's amount) and drop 3 income levels, never below −10."""

    name = "loan"

    def check(self, ctx: BrassContext, state: BrassState, seat: int) -> Text | None:
        loan = ctx.board.tables["loan"]
        if income.after_loan(state.players[seat].income_space, loan["levels"]) is None:
            return reason("brass.why.loan_floor", level=state.players[seat].income)
        return None

    def start(self, ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
        loan = ctx.board.tables["loan"]
        p = state.players[seat]
        space = income.after_loan(p.income_space, loan["levels"])
        assert space is not None
        p.income_space = space
        p.money += loan["amount"]
        ev.append(Event("brass.event.loan", {"amount": loan["amount"], "income": p.income}, seat))
        ctx.finish_action(state, ev)


class PassFlow(Flow):
    name = "pass"

    def start(self, ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
        ev.append(Event("brass.event.passed", {}, seat))
        ctx.finish_action(state, ev)
