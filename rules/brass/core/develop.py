"""The Develop action: remove 1 or 2 tiles from the mat, each the lowest of its industry at that
moment and each taking 1 iron; a lightbulb tile (a pottery) can only leave by being built."""

from __future__ import annotations

from rules.brass.core import resources
from rules.brass.core.actions import ChooseIndustry
from rules.brass.core.consume import take_needed
from rules.brass.core.context import BrassContext, Flow, OrDone, Step
from rules.brass.core.drafts import CubeDraft, draft_class
from rules.brass.core.names import industry_text, tile_text
from rules.brass.core.state import BrassState
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.steps import Done
from rules.core.text import Text

MOST = 2  # tiles one Develop action may remove


@draft_class
class DevelopDraft(CubeDraft):
    count: int = 0  # tiles developed so far


def check(
    ctx: BrassContext, state: BrassState, seat: int, industry: str, iron: int = 1
) -> Text | None:
    """Why the seat cannot develop `industry` now (paying `iron` iron), or None."""
    board = ctx.board
    if industry not in board.tiles:
        return reason("brass.why.no_such_industry", industry=industry)
    levels = state.players[seat].mat[industry]
    if not levels:
        return reason("brass.why.mat_empty", industry=industry_text(ctx.board, industry))
    if not board.spec(industry, levels[0]).developable:
        return reason(
            "brass.why.lightbulb", industry=industry_text(ctx.board, industry), level=levels[0]
        )
    price = resources.iron_price(
        board, state, iron, resources.free_cubes(board, state, "iron", None)
    )
    if price > state.players[seat].money:
        return reason("brass.why.too_expensive", cost=price, money=state.players[seat].money)
    return None


def developable(ctx: BrassContext, state: BrassState, seat: int, iron: int = 1) -> list[str]:
    return [i for i in ctx.board.industries if check(ctx, state, seat, i, iron) is None]


def remove_lowest(
    ctx: BrassContext, state: BrassState, seat: int, industry: str, ev: list[Event]
) -> None:
    level = state.players[seat].mat[industry].pop(0)
    tile = tile_text(ctx.board, industry, level)
    ev.append(
        Event(
            "brass.event.developed",
            {"industry": industry, "tile": tile},
            seat,
            moved=(f"mat:{industry}", "box"),
        )
    )


class DevelopFlow(Flow):
    name = "develop"
    first_step = "develop"
    draft_type = DevelopDraft

    def check(self, ctx: BrassContext, state: BrassState, seat: int) -> Text | None:
        industries = ctx.board.industries
        if any(check(ctx, state, seat, i) is None for i in industries):
            return None
        return reason("brass.why.no_develop")

    def resume(self, ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
        draft = state.draft_as(DevelopDraft)
        draft.count += 1
        if draft.count < MOST and developable(ctx, state, seat):
            draft.step = "develop_more"
            return
        ctx.finish_action(state, ev)


class DevelopStep(Step):
    kind = "develop"
    answers: tuple[type[Action], ...] = (ChooseIndustry,)

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        return [ChooseIndustry(i) for i in developable(ctx, state, seat)]

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: ChooseIndustry
    ) -> Text | None:
        return check(ctx, state, seat, action.industry)

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: ChooseIndustry, ev: list
    ) -> None:
        draft = state.draft_as(DevelopDraft)
        remove_lowest(ctx, state, seat, action.industry, ev)
        draft.needs = ["iron"]
        draft.used = []
        take_needed(ctx, state, seat, ev)


class DevelopMoreStep(OrDone, DevelopStep):
    """A second tile, or stop at one."""

    kind = "develop_more"
    answers = (ChooseIndustry, Done)
