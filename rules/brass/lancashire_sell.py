"""Brass: Lancashire's Sell action, ports and the Distant Cotton Market (spec §4.4, §5.4).

One card sells any number of your unflipped cotton mills, one at a time, each either through an
unflipped Port of any player connected to it (the port flips for its owner) or to the distant
market when the mill is connected to a market trade icon: the top distant-market tile is drawn
and the marker moves down the track; the income shown beside its new space is gained, unless it
reached X, which ends the whole action with that mill unsold.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.brass.core import income
from rules.brass.core.context import BrassContext, Flow, OrDone, Step
from rules.brass.core.drafts import Draft, draft_class
from rules.brass.core.flips import flip
from rules.brass.core.names import location_text
from rules.brass.core.state import BrassState
from rules.brass.lancashire_data import DISTANT, distant_market
from rules.brass.lancashire_state import LancashireExtra
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.steps import Done
from rules.core.text import Text

CATALOG = "brass-lancashire"  # message keys of the steps and flows below


@dataclass(frozen=True, slots=True)
class SellCotton(Action):
    """Sell this mill through a port (its slot) or to the distant market (`distant:tiles`)."""

    kind = "sell_cotton"
    mill: str
    to: str

    piece_id = "{mill}"
    target_id = "{to}"


@draft_class
class CottonDraft(Draft):
    """A Sell action (one card for any number of mills)."""

    count: int = 0  # mills sold so far


def extra(state: BrassState) -> LancashireExtra:
    assert isinstance(state.extra, LancashireExtra)
    return state.extra


# -- the distant market --------------------------------------------------------------------------


def deal_tiles(state: BrassState) -> None:
    """Shuffle the player count's tiles face down and put the marker on its top space."""
    dm, ex = distant_market(), extra(state)
    ex.tiles = list(dm.tiles[len(state.players)])
    state.rng.shuffle(ex.tiles)
    ex.drawn = []
    ex.marker = dm.start


def demand_left(state: BrassState) -> bool:
    """Whether the marker is above X."""
    return extra(state).marker < distant_market().x_space


def draw_demand(state: BrassState, seat: int, ev: list[Event]) -> int | None:
    """Turn the top tile and move the marker down; the income spaces the sale earns, or None
    when the marker reached X (no more demand)."""
    dm, ex = distant_market(), extra(state)
    value = ex.tiles.pop()
    ex.drawn.append(value)
    was, ex.marker = ex.marker, min(dm.x_space, ex.marker - value)
    gain = dm.income(ex.marker)
    ev.append(
        Event(
            "brass-lancashire.event.demand",
            {"value": value, "space": ex.marker, "x": gain is None},
            seat,
            reveals=True,
            moved=(f"distant:{was}", f"distant:{ex.marker}") if ex.marker != was else None,
        )
    )
    return gain


# -- which sales are possible --------------------------------------------------------------------


def mills(state: BrassState, seat: int) -> list[str]:
    """The seat's unflipped cotton mills."""
    return sorted(
        s
        for s, t in state.tiles.items()
        if t.owner == seat and t.industry == "cotton_mill" and not t.flipped
    )


def outlets(ctx: BrassContext, state: BrassState, mill: str) -> list[str]:
    """Where a mill can sell now: connected unflipped ports (any owner), then the distant market
    when it is connected to a market trade icon and demand is left."""
    board = ctx.board
    reach = ctx.connections(state).reach((board.slots[mill].location,))
    out = sorted(
        s
        for s, t in state.tiles.items()
        if t.industry == "port" and not t.flipped and board.slots[s].location in reach
    )
    if demand_left(state) and not ctx.map.market_access(state).isdisjoint(reach):
        out.append(DISTANT)
    return out


def sales(ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
    return [SellCotton(m, to) for m in mills(state, seat) for to in outlets(ctx, state, m)]


def check(ctx: BrassContext, state: BrassState, seat: int, action: SellCotton) -> Text | None:
    board = ctx.board
    tile = state.tiles.get(action.mill)
    if tile is None or tile.owner != seat or tile.industry != "cotton_mill":
        return reason("brass-lancashire.why.not_your_mill")
    if tile.flipped:
        return reason("brass-lancashire.why.mill_sold")
    if action.to in outlets(ctx, state, action.mill):
        return None
    place = location_text(board, board.slots[action.mill].location)
    if action.to == DISTANT:
        if not demand_left(state):
            return reason("brass-lancashire.why.no_demand")
        return reason("brass-lancashire.why.no_trade_icon", place=place)
    port = state.tiles.get(action.to)
    if port is None or port.industry != "port":
        return reason("brass-lancashire.why.not_a_port")
    if port.flipped:
        return reason("brass-lancashire.why.port_used")
    return reason("brass-lancashire.why.port_not_connected", place=place)


# -- the action ----------------------------------------------------------------------------------


class SellFlow(Flow):
    name = "sell"
    catalog = CATALOG
    first_step = "sell"
    draft_type = CottonDraft

    def check(self, ctx: BrassContext, state: BrassState, seat: int) -> Text | None:
        return None if sales(ctx, state, seat) else reason("brass-lancashire.why.no_sale")


class SellStep(Step):
    kind = "sell"
    catalog = CATALOG
    answers: tuple[type[Action], ...] = (SellCotton,)

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        return sales(ctx, state, seat)

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: Action
    ) -> Text | None:
        assert isinstance(action, SellCotton)
        return check(ctx, state, seat, action)

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: Action, ev: list[Event]
    ) -> None:
        assert isinstance(action, SellCotton)
        board, draft = ctx.board, state.draft_as(CottonDraft)
        sold = {
            "mill": action.mill,
            "place": location_text(board, board.slots[action.mill].location),
        }
        if action.to == DISTANT:
            gain = draw_demand(state, seat, ev)
            if gain is None:  # X: no more demand, the whole action ends (A19)
                ev.append(Event("brass-lancashire.event.no_demand", sold, seat))
                ctx.finish_action(state, ev)
                return
            p = state.players[seat]
            p.income_space = income.advance(p.income_space, gain)
            ev.append(Event("brass-lancashire.event.sold_distant", {**sold, "spaces": gain}, seat))
        else:
            port = state.tiles[action.to]
            ev.append(
                Event(
                    "brass-lancashire.event.sold_port",
                    {
                        **sold,
                        "owner": port.owner,
                        "port": location_text(board, board.slots[action.to].location),
                    },
                    seat,
                )
            )
            flip(board, state, action.to, ev)  # the port's owner gains its income
        flip(board, state, action.mill, ev)
        draft.count += 1
        if sales(ctx, state, seat):
            draft.step = "sell_more"
            return
        ctx.finish_action(state, ev)


class SellMoreStep(OrDone, SellStep):
    """Another mill with the same card, or stop."""

    kind = "sell_more"
    answers = (SellCotton, Done)
