"""Taking the coal, iron and beer an action needs, one cube at a time, asking only on a real
choice (equally near mines, several iron works, several breweries or a merchant barrel)."""

from __future__ import annotations

from typing import Any

from rules.brass.core import resources
from rules.brass.core.actions import Consume
from rules.brass.core.context import BrassContext, Step
from rules.brass.core.drafts import CubeDraft
from rules.brass.core.flips import take_cube
from rules.brass.core.names import source_text
from rules.brass.core.state import BrassState
from rules.core.actions import Action
from rules.core.events import Event


def sources(ctx: BrassContext, state: BrassState, seat: int, resource: str) -> list[str]:
    """Where the next cube of `resource` may come from now (the rules' order of preference)."""
    board, draft = ctx.board, state.draft_as(CubeDraft)
    if resource == "coal":
        return resources.coal_sources(board, state, draft.near)
    if resource == "iron":
        return resources.iron_sources(board, state)
    reach = ctx.connections(state).reach(draft.near)
    found = resources.beer_sources(board, state, seat, reach)
    barrel = draft.barrel()
    if barrel is not None and ctx.map.merchant_beer(state, barrel):
        found.append(barrel)
    return found


def take_needed(ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
    """Take the cubes the draft still needs, stopping at the first real choice; when all are
    taken the action's flow carries on."""
    draft = state.draft_as(CubeDraft)
    while draft.needs:
        resource = draft.needs[0]
        found = sources(ctx, state, seat, resource)
        if resources.choices(state, found, draft.needs.count(resource)):
            draft.step = resource
            return
        take(ctx, state, seat, resource, found[0], ev)
    ctx.flows[draft.action].resume(ctx, state, seat, ev)


def take(
    ctx: BrassContext, state: BrassState, seat: int, resource: str, source: str, ev: list
) -> None:
    draft = state.draft_as(CubeDraft)
    draft.needs.remove(resource)
    draft.used.append(source)
    market = source == resources.MARKET
    price = resources.buy_price(ctx.board, state, resource, 1) if market else 0
    ev.append(
        Event(
            "brass.event.took",
            {
                "resource": resource,
                "source": source,
                "origin": source_text(ctx.board, source),
                "price": price,
            },
            seat,
            moved=(Consume(resource, source).piece, draft.spent_on()),
        )
    )
    if market:
        resources.buy(ctx.board, state, resource)
        resources.pay(state.players[seat], price)
    elif source in state.tiles:
        take_cube(ctx.board, state, source, ev)  # may flip it: after the "took" line
    else:
        ctx.map.take_merchant_beer(state, source, ev)


class ConsumeStep(Step):
    """Which of several equally good sources the next cube comes from."""

    answers = (Consume,)

    def __init__(self, resource: str) -> None:
        self.resource = resource

    @property
    def kind(self) -> str:  # type: ignore[override]
        return self.resource

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        return [Consume(self.resource, s) for s in sources(ctx, state, seat, self.resource)]

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: Consume, ev: list
    ) -> None:
        take(ctx, state, seat, self.resource, action.source, ev)
        take_needed(ctx, state, seat, ev)

    def params(self, ctx: BrassContext, state: BrassState, seat: int) -> dict[str, Any]:
        return {"n": state.draft_as(CubeDraft).needs.count(self.resource)}
