"""Taking the coal, iron and beer an action needs, one cube at a time, asking only on a real
choice (equally near mines, several iron works, several breweries or a merchant barrel)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.brass.core import resources
from rules.brass.core.actions import Consume
from rules.brass.core.flips import take_cube
from rules.brass.core.flow import Step
from rules.brass.core.names import source_text
from rules.brass.core.state import BrassState
from rules.core.actions import Action
from rules.core.events import Event

if TYPE_CHECKING:
    from rules.brass.core.ruleset import BrassRuleset


def sources(rules: BrassRuleset, state: BrassState, seat: int, resource: str) -> list[str]:
    """Where the next cube of `resource` may come from now (the rules' order of preference)."""
    board, draft = rules.board, state.draft
    assert draft is not None
    if resource == "coal":
        return resources.coal_sources(board, state, draft.near)
    if resource == "iron":
        return resources.iron_sources(board, state)
    reach = rules.connections(state).reach(draft.near)
    found = resources.beer_sources(board, state, seat, reach)
    if draft.merchant is not None and rules.map.merchant_beer(state, draft.merchant):
        found.append(draft.merchant)
    return found


def take_needed(rules: BrassRuleset, state: BrassState, seat: int, ev: list[Event]) -> None:
    """Take the cubes the draft still needs, stopping at the first real choice; when all are
    taken the action's flow carries on."""
    draft = state.draft
    assert draft is not None
    while draft.needs:
        resource = draft.needs[0]
        found = sources(rules, state, seat, resource)
        if resources.choices(state, found, draft.needs.count(resource)):
            draft.step = resource
            return
        take(rules, state, seat, resource, found[0], ev)
    rules.flows[draft.action].resume(rules, state, seat, ev)


def take(
    rules: BrassRuleset, state: BrassState, seat: int, resource: str, source: str, ev: list
) -> None:
    draft = state.draft
    assert draft is not None
    draft.needs.remove(resource)
    draft.used.append(source)
    market = source == resources.MARKET
    price = resources.buy_price(rules.board, state, resource, 1) if market else 0
    ev.append(
        Event(
            "brass.event.took",
            {
                "resource": resource,
                "source": source,
                "origin": source_text(rules.board, source),
                "price": price,
            },
            seat,
        )
    )
    if market:
        resources.buy(rules.board, state, resource)
        resources.pay(state.players[seat], price)
    elif source in state.tiles:
        take_cube(rules.board, state, source, ev)  # may flip it: after the "took" line
    else:
        rules.map.take_merchant_beer(state, source, ev)


class ConsumeStep(Step):
    """Which of several equally good sources the next cube comes from."""

    answers = (Consume,)

    def __init__(self, resource: str) -> None:
        self.resource = resource

    @property
    def kind(self) -> str:  # type: ignore[override]
        return self.resource

    def options(self, rules: BrassRuleset, state: BrassState, seat: int) -> list[Action]:
        return [Consume(self.resource, s) for s in sources(rules, state, seat, self.resource)]

    def perform(
        self, rules: BrassRuleset, state: BrassState, seat: int, action: Consume, ev: list
    ) -> None:
        take(rules, state, seat, self.resource, action.source, ev)
        take_needed(rules, state, seat, ev)

    def params(self, rules: BrassRuleset, state: BrassState, seat: int) -> dict[str, Any]:
        draft = state.draft
        assert draft is not None
        return {"n": draft.needs.count(self.resource)}
