"""Brass: Birmingham's Sell action: flip your cotton mills, manufacturers and potteries by selling
to a connected merchant that buys the good, with the beer each tile asks for; the barrel beside
the merchant sold to may serve the sale and earns that location's bonus."""

from __future__ import annotations

from dataclasses import dataclass

from rules.brass.core import develop, income, resources
from rules.brass.core.actions import ChooseIndustry
from rules.brass.core.consume import take_needed
from rules.brass.core.context import BrassContext, Flow, OrDone, Step
from rules.brass.core.drafts import CubeDraft, draft_class
from rules.brass.core.flips import flip
from rules.brass.core.names import industry_text, location_text, tile_text
from rules.brass.core.state import BrassState
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.steps import Done
from rules.core.text import Text


@dataclass(frozen=True, slots=True)
class SellTile(Action):
    """Sell this tile (flip it) to a connected merchant buying its good."""

    kind = "sell_tile"
    slot: str

    piece_id = "{slot}"
    target_id = "merchant"


@dataclass(frozen=True, slots=True)
class ChooseMerchant(Action):
    """Which merchant the tile is sold to (its barrel and bonus may differ)."""

    kind = "choose_merchant"
    space: str

    target_id = "{space}"


@draft_class
class SaleDraft(CubeDraft):
    """A Sell action: the tile being sold and the merchant it goes to, and the sales so far."""

    slot: str | None = None  # the tile being sold
    merchant: str | None = None  # the space it is sold to
    count: int = 0  # tiles sold so far

    def barrel(self) -> str | None:
        return self.merchant

    def spent_on(self) -> str:
        return self.slot or super().spent_on()


def merchant_spaces(ctx: BrassContext, state: BrassState, seat: int, slot: str) -> list[str]:
    """Merchant spaces this tile could be sold to now, beer included."""
    board = ctx.board
    tile = state.tiles[slot]
    need = board.spec(tile.industry, tile.level).beer or 0
    reach = ctx.connections(state).reach((board.slots[slot].location,))
    spaces = [
        sp
        for sp in state.extra.tiles
        if board.spaces[sp].location in reach and ctx.map.buys(state, sp, tile.industry)
    ]
    brewed = resources.cubes_in(state, resources.beer_sources(board, state, seat, reach))
    return [sp for sp in spaces if brewed + (sp in state.extra.beer) >= need]


def check(ctx: BrassContext, state: BrassState, seat: int, slot: str) -> Text | None:
    tile = state.tiles.get(slot)
    if tile is None or tile.owner != seat:
        return reason("brass.why.not_your_tile")
    spec = ctx.board.spec(tile.industry, tile.level)
    if spec.beer is None:
        return reason(
            "brass-birmingham.why.not_sold", industry=industry_text(ctx.board, tile.industry)
        )
    if tile.flipped:
        return reason("brass-birmingham.why.already_sold")
    if merchant_spaces(ctx, state, seat, slot):
        return None
    board = ctx.board
    reach = ctx.connections(state).reach((board.slots[slot].location,))
    if not any(
        board.spaces[sp].location in reach and ctx.map.buys(state, sp, tile.industry)
        for sp in state.extra.tiles
    ):
        return reason(
            "brass-birmingham.why.no_merchant", industry=industry_text(ctx.board, tile.industry)
        )
    return reason("brass-birmingham.why.no_beer", n=spec.beer)


def sellable(ctx: BrassContext, state: BrassState, seat: int) -> list[str]:
    return sorted(
        s
        for s, t in state.tiles.items()
        if t.owner == seat and not t.flipped and check(ctx, state, seat, s) is None
    )


def _choices(ctx: BrassContext, state: BrassState, spaces: list[str]) -> list[str]:
    """One space per distinct outcome (location and barrel); [] when they all do the same."""
    seen: dict[tuple[str, bool], str] = {}
    for sp in spaces:
        seen.setdefault((ctx.board.spaces[sp].location, sp in state.extra.beer), sp)
    return list(seen.values()) if len(seen) > 1 else []


class SellFlow(Flow):
    name = "sell"
    catalog = "brass-birmingham"
    first_step = "sell"
    draft_type = SaleDraft

    def check(self, ctx: BrassContext, state: BrassState, seat: int) -> Text | None:
        return None if sellable(ctx, state, seat) else reason("brass-birmingham.why.no_sale")

    def resume(self, ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
        draft = state.draft_as(SaleDraft)
        assert draft.slot is not None and draft.merchant is not None
        tile = state.tiles[draft.slot]
        ev.append(
            Event(
                "brass-birmingham.event.sold",
                {
                    "slot": draft.slot,
                    "merchant": draft.merchant,
                    "tile": tile_text(ctx.board, tile.industry, tile.level),
                    "place": location_text(ctx.board, ctx.board.spaces[draft.merchant].location),
                },
                seat,
            )
        )
        flip(ctx.board, state, draft.slot, ev)
        if draft.merchant in draft.used and bonus(ctx, state, seat, draft.merchant, ev):
            draft.step = "bonus_develop"
            return
        after_sale(ctx, state, seat, ev)


def bonus(ctx: BrassContext, state: BrassState, seat: int, space: str, ev: list) -> bool:
    """The merchant location's beer bonus; True when it asks for a choice (Gloucester)."""
    location = ctx.board.spaces[space].location
    kind, amount = ctx.board.locations[location].bonus or ("", 0)
    p = state.players[seat]
    if kind == "develop":
        return bool(develop.developable(ctx, state, seat, iron=0))
    if kind == "income_spaces":
        p.income_space = income.advance(p.income_space, amount)
    elif kind == "vp":
        p.vp["merchants"] = p.vp.get("merchants", 0) + amount
    elif kind == "money":
        p.money += amount
    ev.append(
        Event(
            f"brass-birmingham.event.bonus_{kind}",
            {"amount": amount, "place": location_text(ctx.board, location)},
            seat,
        )
    )
    return False


def after_sale(ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
    draft = state.draft_as(SaleDraft)
    draft.count += 1
    draft.slot = draft.merchant = None
    if sellable(ctx, state, seat):
        draft.step = "sell_more"
        return
    ctx.finish_action(state, ev)


def start_sale(
    ctx: BrassContext, state: BrassState, seat: int, space: str, ev: list[Event]
) -> None:
    draft = state.draft_as(SaleDraft)
    assert draft.slot is not None
    tile = state.tiles[draft.slot]
    draft.merchant = space
    draft.needs = ["beer"] * (ctx.board.spec(tile.industry, tile.level).beer or 0)
    draft.near = [ctx.board.slots[draft.slot].location]
    draft.used = []
    take_needed(ctx, state, seat, ev)


class SellStep(Step):
    kind = "sell"
    catalog = "brass-birmingham"
    answers: tuple[type[Action], ...] = (SellTile,)

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        return [SellTile(s) for s in sellable(ctx, state, seat)]

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: SellTile
    ) -> Text | None:
        return check(ctx, state, seat, action.slot)

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: SellTile, ev: list
    ) -> None:
        draft = state.draft_as(SaleDraft)
        draft.slot = action.slot
        spaces = merchant_spaces(ctx, state, seat, action.slot)
        if _choices(ctx, state, spaces):
            draft.step = "merchant"
            return
        start_sale(ctx, state, seat, spaces[0], ev)


class SellMoreStep(OrDone, SellStep):
    """Another tile, or stop."""

    kind = "sell_more"
    answers = (SellTile, Done)


class MerchantStep(Step):
    kind = "merchant"
    catalog = "brass-birmingham"
    answers = (ChooseMerchant,)

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        slot = state.draft_as(SaleDraft).slot
        assert slot is not None
        spaces = merchant_spaces(ctx, state, seat, slot)
        return [ChooseMerchant(sp) for sp in _choices(ctx, state, spaces)]

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: ChooseMerchant
    ) -> Text | None:
        slot = state.draft_as(SaleDraft).slot
        assert slot is not None
        if action.space in merchant_spaces(ctx, state, seat, slot):
            return None
        return reason("brass-birmingham.why.merchant_refuses")

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: ChooseMerchant, ev: list
    ) -> None:
        start_sale(ctx, state, seat, action.space, ev)

    def params(self, ctx: BrassContext, state: BrassState, seat: int) -> dict[str, object]:
        slot = state.draft_as(SaleDraft).slot
        assert slot is not None
        return {"location": location_text(ctx.board, ctx.board.slots[slot].location)}


class BonusDevelopStep(Step):
    """Gloucester's bonus: remove the lowest tile of one industry from your mat, no iron."""

    kind = "bonus_develop"
    catalog = "brass-birmingham"
    answers = (ChooseIndustry, Done)

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        found = develop.developable(ctx, state, seat, iron=0)
        return [*(ChooseIndustry(i) for i in found), Done()]

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: Action
    ) -> Text | None:
        if isinstance(action, Done):
            return None
        assert isinstance(action, ChooseIndustry)
        return develop.check(ctx, state, seat, action.industry, iron=0)

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: Action, ev: list
    ) -> None:
        if isinstance(action, ChooseIndustry):
            develop.remove_lowest(ctx, state, seat, action.industry, ev)
        after_sale(ctx, state, seat, ev)
