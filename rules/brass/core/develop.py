"""The Develop action: remove 1 or 2 tiles from the mat, each the lowest of its industry at that
moment and each taking 1 iron; a lightbulb tile (a pottery) can only leave by being built."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.brass.core import resources
from rules.brass.core.actions import ChooseIndustry, Done
from rules.brass.core.consume import take_needed
from rules.brass.core.flow import Flow, OrDone, Step
from rules.brass.core.names import industry_text, tile_text
from rules.brass.core.state import BrassState
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.text import Text

if TYPE_CHECKING:
    from rules.brass.core.ruleset import BrassRuleset

MOST = 2  # tiles one Develop action may remove


def check(
    rules: BrassRuleset, state: BrassState, seat: int, industry: str, iron: int = 1
) -> Text | None:
    """Why the seat cannot develop `industry` now (paying `iron` iron), or None."""
    board = rules.board
    if industry not in board.tiles:
        return reason("brass.why.no_such_industry", industry=industry)
    levels = state.players[seat].mat[industry]
    if not levels:
        return reason("brass.why.mat_empty", industry=industry_text(rules.board, industry))
    if not board.spec(industry, levels[0]).developable:
        return reason(
            "brass.why.lightbulb", industry=industry_text(rules.board, industry), level=levels[0]
        )
    price = resources.iron_price(
        board, state, iron, resources.free_cubes(board, state, "iron", None)
    )
    if price > state.players[seat].money:
        return reason("brass.why.too_expensive", cost=price, money=state.players[seat].money)
    return None


def developable(rules: BrassRuleset, state: BrassState, seat: int, iron: int = 1) -> list[str]:
    return [i for i in rules.board.industries if check(rules, state, seat, i, iron) is None]


def remove_lowest(
    rules: BrassRuleset, state: BrassState, seat: int, industry: str, ev: list[Event]
) -> None:
    level = state.players[seat].mat[industry].pop(0)
    tile = tile_text(rules.board, industry, level)
    ev.append(Event("brass.event.developed", {"industry": industry, "tile": tile}, seat))


class DevelopFlow(Flow):
    name = "develop"
    first_step = "develop"

    def check(self, rules: BrassRuleset, state: BrassState, seat: int) -> Text | None:
        industries = rules.board.industries
        if any(check(rules, state, seat, i) is None for i in industries):
            return None
        return reason("brass.why.no_develop")

    def resume(self, rules: BrassRuleset, state: BrassState, seat: int, ev: list[Event]) -> None:
        draft = state.draft
        assert draft is not None
        draft.count += 1
        if draft.count < MOST and developable(rules, state, seat):
            draft.step = "develop_more"
            return
        rules.finish_action(state, ev)


class DevelopStep(Step):
    kind = "develop"
    answers: tuple[type[Action], ...] = (ChooseIndustry,)

    def options(self, rules: BrassRuleset, state: BrassState, seat: int) -> list[Action]:
        return [ChooseIndustry(i) for i in developable(rules, state, seat)]

    def why_not(
        self, rules: BrassRuleset, state: BrassState, seat: int, action: ChooseIndustry
    ) -> Text | None:
        return check(rules, state, seat, action.industry)

    def perform(
        self, rules: BrassRuleset, state: BrassState, seat: int, action: ChooseIndustry, ev: list
    ) -> None:
        draft = state.draft
        assert draft is not None
        remove_lowest(rules, state, seat, action.industry, ev)
        draft.needs = ["iron"]
        draft.used = []
        take_needed(rules, state, seat, ev)


class DevelopMoreStep(OrDone, DevelopStep):
    """A second tile, or stop at one."""

    kind = "develop_more"
    answers = (ChooseIndustry, Done)
