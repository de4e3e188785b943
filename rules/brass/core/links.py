"""The Network action: one canal (£3) in the Canal Era; one rail (£5) or two (£15 and a beer from
a brewery, when the map asks for it) in the Rail Era, each rail taking 1 coal connected to it once
placed. A link must touch the player's network, unless the player has nothing on the board.
"""

from __future__ import annotations

from dataclasses import field

from rules.brass.core import resources
from rules.brass.core.actions import PlaceLink
from rules.brass.core.consume import take_needed
from rules.brass.core.context import BrassContext, Flow, OrDone, Step
from rules.brass.core.drafts import CubeDraft, draft_class
from rules.brass.core.names import location_text
from rules.brass.core.network import on_board, player_network
from rules.brass.core.state import BrassState
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.steps import Done
from rules.core.text import Text


@draft_class
class NetworkDraft(CubeDraft):
    """A Network action: the links placed, and which cubes are being taken for (`then`)."""

    links: list[str] = field(default_factory=list)
    then: str = ""  # "first" or "second" link's coal, or "beer" for the double rail

    def spent_on(self) -> str:
        return self.links[-1] if self.links else super().spent_on()


class LinkCheck:
    """What a seat's link placements depend on, gathered once to test every route."""

    def __init__(self, ctx: BrassContext, state: BrassState, seat: int, second: bool) -> None:
        self.ctx = ctx
        self.board = ctx.board
        self.state = state
        self.seat = seat
        self.second = second
        self.conns = ctx.connections(state)
        self.access = ctx.map.market_access(state)
        self.net = player_network(self.board, state, seat)
        self.present = on_board(state, seat)
        costs = self.board.tables["link_costs"]
        if state.era == "canal":
            self.price = costs["canal"]
        else:
            self.price = costs["double_rail"] - costs["rail"] if second else costs["rail"]

    def check(self, link_id: str) -> Text | None:
        board, state = self.board, self.state
        link = board.links.get(link_id)
        if link is None:
            return reason("brass.why.no_such_link", link=link_id)
        if link_id in state.links:
            return reason("brass.why.link_taken")
        if not link.allowed(state.era):
            return reason("brass.why.link_wrong_era", era=Text(f"brass.era.{state.era}"))
        if state.players[self.seat].links_left == 0:
            return reason("brass.why.no_links_left")
        anywhere = self.ctx.map.free_first_link and not self.present
        if not anywhere and self.net.isdisjoint(link.ends):
            return reason("brass.why.link_not_adjacent")
        coal = 0
        if state.era == "rail":
            reach = self.conns.reach(link.ends)  # the new link joins its ends' groups
            price = self.coal(reach)
            if price is None:
                return reason("brass.why.link_no_coal")
            coal = price
            beer = board.tables["double_rail_beer"]
            if self.second and beer and not resources.beer_sources(board, state, self.seat, reach):
                return reason("brass.why.double_rail_beer")
        money = state.players[self.seat].money
        if self.price + coal > money:
            return reason("brass.why.too_expensive", cost=self.price + coal, money=money)
        return None

    def coal(self, reach: frozenset[str]) -> int | None:
        """£ for a rail link's coal, connected to `reach`; None when it cannot be had."""
        free = resources.free_cubes(self.board, self.state, "coal", reach)
        return resources.coal_price(self.board, self.state, 1, free, reach, self.access)

    def cost(self, link_id: str) -> int | None:
        """What placing the link costs now, its coal included (None: the coal cannot be had)."""
        link = self.board.links.get(link_id)
        if link is None:
            return None
        if self.state.era != "rail":
            return self.price
        coal = self.coal(self.conns.reach(link.ends))
        return None if coal is None else self.price + coal

    def links(self) -> list[str]:
        return [link for link in self.board.links if self.check(link) is None]


class NetworkFlow(Flow):
    name = "network"
    first_step = "link"
    any_card = True
    draft_type = NetworkDraft

    def check(self, ctx: BrassContext, state: BrassState, seat: int) -> Text | None:
        if state.players[seat].links_left == 0:
            return reason("brass.why.no_links_left")
        check = LinkCheck(ctx, state, seat, second=False)
        if not any(check.check(link) is None for link in ctx.board.links):
            return reason("brass.why.no_link")
        return None

    def resume(self, ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
        draft = state.draft_as(NetworkDraft)
        if draft.then == "second" and ctx.board.tables["double_rail_beer"]:
            draft.then = "beer"  # the double rail's beer, connected to the second link
            draft.needs = ["beer"] * ctx.board.tables["double_rail_beer"]
            draft.used = []
            take_needed(ctx, state, seat, ev)
            return
        second = draft.then == "first" and state.era == "rail"
        check = LinkCheck(ctx, state, seat, second=True)
        if second and any(check.check(link) is None for link in ctx.board.links):
            draft.step = "second_link"
            return
        ctx.finish_action(state, ev)


class LinkStep(Step):
    kind = "link"
    answers: tuple[type[Action], ...] = (PlaceLink,)
    second = False

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        return [PlaceLink(link) for link in LinkCheck(ctx, state, seat, self.second).links()]

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: PlaceLink
    ) -> Text | None:
        return LinkCheck(ctx, state, seat, self.second).check(action.link)

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: PlaceLink, ev: list
    ) -> None:
        draft = state.draft_as(NetworkDraft)
        check = LinkCheck(ctx, state, seat, self.second)
        p = state.players[seat]
        state.links[action.link] = seat
        p.links_left -= 1
        resources.pay(p, check.price)
        ev.append(
            Event(
                "brass.event.linked",
                {
                    "link": action.link,
                    "ends": [
                        location_text(ctx.board, e) for e in ctx.board.links[action.link].ends
                    ],
                    "era": state.era,
                    "cost": check.price,
                },
                seat,
                moved=("link", action.link),
            )
        )
        draft.links.append(action.link)
        draft.then = "second" if self.second else "first"
        draft.needs = ["coal"] if state.era == "rail" else []
        draft.near = list(ctx.board.links[action.link].ends)
        draft.used = []
        take_needed(ctx, state, seat, ev)


class SecondLinkStep(OrDone, LinkStep):
    """Rail Era: a second rail link for £10 more (and a beer), or stop at one."""

    kind = "second_link"
    answers = (PlaceLink, Done)
    second = True
