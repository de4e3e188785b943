"""Brass: Lancashire's Loan (£10, £20 or £30, none once the Rail Era's deck is empty), the
Double-Action Build (spec §4.1, §4.5) and the wording of its beer-free second rail link."""

from __future__ import annotations

from dataclasses import dataclass

from rules.brass.core import income
from rules.brass.core.build import BuildCheck, BuildDraft, BuildFlow
from rules.brass.core.context import BrassContext, Flow, Step
from rules.brass.core.links import SecondLinkStep
from rules.brass.core.state import BrassState
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.text import Text

CATALOG = "brass-lancashire"  # message keys of the steps and flows below
ANY_LOCATION = "wild:location"  # what the two discarded cards of a double build stand for


@dataclass(frozen=True, slots=True)
class TakeLoan(Action):
    """Borrow `amount` (£10, £20 or £30): one action whose amount is a range (`amounts`)."""

    kind = "take_loan"
    amount: int

    piece_id = "money:{amount}"
    target_id = "bank"
    amount_field = "amount"


# -- loans ---------------------------------------------------------------------------------------


def loans_closed(state: BrassState) -> bool:
    """No loans in the Rail Era once its draw deck is empty: the last 4 rounds. (Within a round
    the deck empties only at the last turn's refill, so this is "empty at the round's start".)"""
    return state.era == "rail" and not state.deck


def loan_choices(ctx: BrassContext, state: BrassState, seat: int) -> list[int]:
    """The amounts the seat may borrow: each £10 costs an income level, never below −10."""
    loan = ctx.board.tables["loan"]
    space = state.players[seat].income_space
    return [
        amount
        for amount, levels in zip(loan["amounts"], loan["levels"], strict=True)
        if income.after_loan(space, levels) is not None
    ]


class LoanFlow(Flow):
    """Replaces the shared single-amount loan."""

    name = "loan"
    first_step = "loan_amount"

    def check(self, ctx: BrassContext, state: BrassState, seat: int) -> Text | None:
        if loans_closed(state):
            return reason("brass-lancashire.why.no_loans_now")
        if not loan_choices(ctx, state, seat):
            return reason("brass.why.loan_floor", level=state.players[seat].income)
        return None


class LoanStep(Step):
    kind = "loan_amount"
    catalog = CATALOG
    answers = (TakeLoan,)

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        """One loan, at its lowest amount; `amounts` gives the others."""
        return [TakeLoan(a) for a in loan_choices(ctx, state, seat)[:1]]

    def amounts(
        self, ctx: BrassContext, state: BrassState, seat: int, action: Action
    ) -> range | None:
        """£10 up to what the income track allows, in steps of £10."""
        choices = loan_choices(ctx, state, seat)
        if not choices:
            return None
        step = choices[1] - choices[0] if len(choices) > 1 else 1
        values = range(choices[0], choices[-1] + 1, step)
        assert list(values) == choices, choices  # the table's amounts rise evenly
        return values

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: Action
    ) -> Text | None:
        assert isinstance(action, TakeLoan)
        if action.amount not in ctx.board.tables["loan"]["amounts"]:
            return reason("brass-lancashire.why.loan_amount", amount=action.amount)
        if action.amount not in loan_choices(ctx, state, seat):
            return reason("brass.why.loan_floor", level=state.players[seat].income)
        return None

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: Action, ev: list[Event]
    ) -> None:
        assert isinstance(action, TakeLoan)
        loan = ctx.board.tables["loan"]
        levels = loan["levels"][loan["amounts"].index(action.amount)]
        p = state.players[seat]
        space = income.after_loan(p.income_space, levels)
        assert space is not None
        p.income_space = space
        p.money += action.amount  # received, not spent: no effect on turn order
        ev.append(Event("brass.event.loan", {"amount": action.amount, "income": p.income}, seat))
        ctx.finish_action(state, ev)


# -- the double-action build ---------------------------------------------------------------------


class DoubleBuildFlow(BuildFlow):
    """Both of the turn's actions: discard any 2 cards as one card of any location."""

    name = "double_build"
    cards_needed = 2
    catalog = CATALOG
    any_card = True

    def check(self, ctx: BrassContext, state: BrassState, seat: int) -> Text | None:
        if state.actions_left < 2:  # Canal round 1, or one action already taken (A3)
            return reason("brass-lancashire.why.double_build_actions")
        return None

    def cards(self, ctx: BrassContext, state: BrassState, seat: int) -> list[str]:
        if not BuildCheck(ctx, state, seat).options(ANY_LOCATION, first=True):
            return []
        return sorted(set(state.players[seat].hand))

    def builds_with(self, ctx: BrassContext, state: BrassState, seat: int) -> list[str]:
        return [ANY_LOCATION]

    def start(self, ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
        draft = state.draft_as(BuildDraft)
        draft.card = ANY_LOCATION
        draft.step = "industry"

    def resume(self, ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
        state.actions_left = 1  # the build used both actions: finishing it ends the turn
        super().resume(ctx, state, seat, ev)


class SecondRailStep(SecondLinkStep):
    """The shared second rail link; only its prompt differs (£10 more, no beer)."""

    catalog = CATALOG
