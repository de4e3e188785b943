"""The Build action: card → industry → slot, then coal and iron, then stock and sell cubes.

Cards: a location card builds anything in its town (network or not); the Wild Location any town
(never a farm brewery); an industry card its industry in the player's network, or anywhere on an
empty slot while the player has nothing on the board; the Wild Industry any industry likewise.
Slots: the industry's lowest mat tile (era badges apply, no skipping); single-icon slots before
shared ones; overbuilding a lower tile of the same industry (another player's only for a coal mine
or iron works, and only when no cube of that resource is left anywhere); one own tile per
location in the Canal Era.
"""

from __future__ import annotations

import functools
from typing import Any

from rules.brass.core import resources
from rules.brass.core.actions import BuildAt, ChooseIndustry
from rules.brass.core.board import Slot, TileSpec
from rules.brass.core.consume import take_needed
from rules.brass.core.context import BrassContext, Flow, Step
from rules.brass.core.drafts import CubeDraft, draft_class
from rules.brass.core.flips import take_cube
from rules.brass.core.names import card_text, industry_text, location_text, tile_text
from rules.brass.core.network import Connections, on_board, player_network
from rules.brass.core.state import BrassState, Tile
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.text import Text


@draft_class
class BuildDraft(CubeDraft):
    """A build: the industry chosen, then the slot built on."""

    industry: str | None = None
    slot: str | None = None

    def spent_on(self) -> str:
        return self.slot or super().spent_on()


FAULTS = (  # each is the message brass.why.<fault>
    "farm_needs_industry_card",
    "card_other_location",
    "card_other_industry",
    "not_in_network",
    "no_such_slot",
    "slot_wrong_industry",
    "mat_empty",
    "tile_wrong_era",
    "single_slot_first",
    "slot_taken",
    "overbuild_level",
    "overbuild_others",
    "overbuild_cubes_left",
    "canal_one_per_location",
    "no_coal",
    "too_expensive",
)


class BuildCheck:
    """What a seat's builds depend on, gathered once to test many (card, industry, slot).

    The tests return a fault code (cheap, for enumerating options); `explain` words a fault.
    What they depend on is gathered on first use, so a check that needs little costs little.
    """

    def __init__(self, ctx: BrassContext, state: BrassState, seat: int) -> None:
        self.ctx = ctx
        self.board = ctx.board
        self.state = state
        self.seat = seat
        self.player = state.players[seat]
        self._free_coal: dict[frozenset[str], int] = {}  # connected group -> coal on its mines
        self._faults: dict[tuple[str, str], str | None] = {}

    @functools.cached_property
    def conns(self) -> Connections:
        return self.ctx.connections(self.state)

    @functools.cached_property
    def access(self) -> frozenset[str]:
        return self.ctx.map.market_access(self.state)

    @functools.cached_property
    def net(self) -> set[str]:
        return player_network(self.board, self.state, self.seat)

    @functools.cached_property
    def present(self) -> bool:
        return on_board(self.state, self.seat)

    @functools.cached_property
    def own_at(self) -> dict[str, list[str]]:
        """location -> the seat's slots there."""
        out: dict[str, list[str]] = {}
        for slot, tile in self.state.tiles.items():
            if tile.owner == self.seat:
                out.setdefault(self.board.slots[slot].location, []).append(slot)
        return out

    @functools.cached_property
    def free_iron(self) -> int:
        return resources.free_cubes(self.board, self.state, "iron", None)

    def card_industries(self, card: str) -> tuple[str, ...]:
        return self.board.card_industries(card) or self.board.industries

    def lowest(self, industry: str) -> TileSpec | None:
        levels = self.player.mat.get(industry)
        return self.board.spec(industry, levels[0]) if levels else None

    # -- faults --------------------------------------------------------------------------------

    def card_fault(self, card: str, industry: str, slot: Slot) -> str | None:
        """Whether `card` may build `industry` on `slot` (None) or why not."""
        kind = self.board.locations[slot.location].kind
        if card == "wild:location":
            return None if kind == "town" else "farm_needs_industry_card"
        if card.startswith("location:"):
            return None if card[9:] == slot.location else "card_other_location"
        if industry not in self.board.card_industries(card):
            return "card_other_industry"
        if slot.location in self.net or not (self.present or slot.id in self.state.tiles):
            return None  # in the network, or nothing on the board yet: any empty slot
        return "not_in_network"

    def slot_fault(self, industry: str, slot_id: str) -> str | None:
        """Whether the seat may build `industry` on `slot_id` with a suitable card."""
        board, state = self.board, self.state
        slot = board.slots.get(slot_id)
        if slot is None:
            return "no_such_slot"
        if industry not in slot.industries:
            return "slot_wrong_industry"
        spec = self.lowest(industry)
        if spec is None:
            return "mat_empty"
        if not spec.allowed(state.era):
            return "tile_wrong_era"
        tile = state.tiles.get(slot_id)
        fault = (
            self.empty_fault(industry, slot) if tile is None else self.overbuild_fault(tile, spec)
        )
        if fault is not None:
            return fault
        if state.era == "canal" and any(s != slot_id for s in self.own_at.get(slot.location, ())):
            return "canal_one_per_location"
        price = self.price(spec, slot, tile)
        if price is None:
            return "no_coal"
        return "too_expensive" if price > self.player.money else None

    def empty_fault(self, industry: str, slot: Slot) -> str | None:
        """Single-icon slots first: a shared slot only when no empty single-icon slot is left."""
        if len(slot.industries) == 1:
            return None
        for other in self.board.locations[slot.location].slots:
            if other not in self.state.tiles and self.board.slots[other].industries == (industry,):
                return "single_slot_first"
        return None

    def overbuild_fault(self, tile: Tile, spec: TileSpec) -> str | None:
        if tile.industry != spec.industry:
            return "slot_taken"
        if tile.level >= spec.level:
            return "overbuild_level"
        if tile.owner == self.seat:
            return None
        resource = self.board.resource_of.get(tile.industry)
        if resource not in ("coal", "iron"):
            return "overbuild_others"
        if self.state.markets[resource] or resources.holders(self.board, self.state, resource):
            return "overbuild_cubes_left"
        return None

    def price(self, spec: TileSpec, slot: Slot, tile: Tile | None) -> int | None:
        """£ for the tile plus the coal and iron bought; None when coal cannot be had."""
        lost_coal = lost_iron = 0
        if tile is not None:  # an overbuilt tile's cubes go back to the supply first (A16)
            resource = self.board.resource_of.get(tile.industry)
            lost_coal = tile.cubes if resource == "coal" else 0
            lost_iron = tile.cubes if resource == "iron" else 0
        coal = 0
        if spec.coal:
            reach = self.conns.group_of[slot.location]
            if reach not in self._free_coal:
                self._free_coal[reach] = resources.free_cubes(self.board, self.state, "coal", reach)
            free = self._free_coal[reach] - lost_coal
            price = resources.coal_price(
                self.board, self.state, spec.coal, free, reach, self.access
            )
            if price is None:
                return None
            coal = price
        iron = resources.iron_price(self.board, self.state, spec.iron, self.free_iron - lost_iron)
        return spec.cost + coal + iron

    def explain(self, fault: str, card: str | None, industry: str, slot_id: str) -> Text:
        """The words for a fault found by the tests above."""
        board = self.board
        slot = board.slots.get(slot_id)
        params: dict[str, Any] = {
            "industry": industry_text(board, industry),
            "slot": slot_id,
        }
        if slot is not None:
            params["location"] = location_text(board, slot.location)
        if card is not None:
            params["card"] = card_text(board, card)
        spec = self.lowest(industry)
        tile = self.state.tiles.get(slot_id)
        if fault == "tile_wrong_era" and spec is not None:
            params |= {"level": spec.level, "era": Text(f"brass.era.{self.state.era}")}
        elif fault == "overbuild_level" and tile is not None and spec is not None:
            params |= {"level": tile.level, "mine": spec.level}
        elif fault == "overbuild_others" and tile is not None:
            params["industry"] = industry_text(board, tile.industry)
        elif fault == "overbuild_cubes_left" and tile is not None:
            resource = board.resource_of[tile.industry]
            params["resource"] = Text(f"brass.resource.{resource}")
        elif fault == "too_expensive" and spec is not None and slot is not None:
            params |= {"cost": self.price(spec, slot, tile), "money": self.player.money}
        return Text(f"brass.why.{fault}", params)

    # -- all together --------------------------------------------------------------------------

    def check(self, card: str | None, industry: str, slot_id: str) -> Text | None:
        fault = self.slot_fault(industry, slot_id)
        if fault is None and card is not None:
            fault = self.card_fault(card, industry, self.board.slots[slot_id])
        return None if fault is None else self.explain(fault, card, industry, slot_id)

    def fault(self, industry: str, slot_id: str) -> str | None:
        """`slot_fault`, remembered: many cards ask about the same slots."""
        key = (industry, slot_id)
        if key not in self._faults:
            self._faults[key] = self.slot_fault(industry, slot_id)
        return self._faults[key]

    def options(
        self, card: str, first: bool = False, only: str | None = None
    ) -> dict[str, list[str]]:
        """industry -> the slots this card can build it on now (`first`: stop at one; `only`:
        that industry alone)."""
        board = self.board
        if card.startswith("location:"):
            places = board.locations[card[9:]].slots
        elif card == "wild:location":
            places = self.towns
        else:
            places = ()
        out: dict[str, list[str]] = {}
        industries = self.card_industries(card)
        if only is not None:
            industries = (only,) if only in industries else ()
        for industry in industries:
            spec = self.lowest(industry)
            if spec is None or not spec.allowed(self.state.era):
                continue
            for s in places or board.slots_for[industry]:
                if (  # the card's test is the cheap one: it goes first
                    industry in board.slots[s].industries
                    and self.card_fault(card, industry, board.slots[s]) is None
                    and self.fault(industry, s) is None
                ):
                    out.setdefault(industry, []).append(s)
                    if first:
                        return out
        return out

    def industries(self, card: str) -> list[str]:
        """The industries this card can build somewhere now."""
        return [i for i in self.card_industries(card) if self.options(card, first=True, only=i)]

    # -- a tile dropped on a slot before its build is chosen (gestures) -----------------------

    def cards_for(self, cards: list[str], industry: str, slot_id: str) -> list[str]:
        """Which of `cards` may build `industry` on `slot_id` now."""
        if self.fault(industry, slot_id) is not None:
            return []
        slot = self.board.slots[slot_id]
        return [c for c in cards if self.card_fault(c, industry, slot) is None]

    def drop_fault(self, cards: list[str], industry: str, slot_id: str) -> Text | None:
        """Why none of `cards` may build `industry` on `slot_id` now (None: one may): the slot's
        own fault first; else an industry card's (only the network stands in its way), else
        that no card reaches there."""
        if industry not in self.board.tiles:
            return reason("brass.why.no_such_industry", industry=industry)
        fault = self.fault(industry, slot_id)
        if fault is not None:
            return self.explain(fault, None, industry, slot_id)
        slot = self.board.slots[slot_id]
        faults: dict[str, str] = {}
        for card in cards:
            card_fault = self.card_fault(card, industry, slot)
            if card_fault is None:
                return None
            faults[card] = card_fault
        telling = [
            c for c, f in faults.items() if f in ("not_in_network", "farm_needs_industry_card")
        ]
        if telling or len(cards) == 1:
            card = (telling or cards)[0]
            return self.explain(faults[card], card, industry, slot_id)
        return reason(
            "brass.why.no_card_builds_there",
            industry=industry_text(self.board, industry),
            location=location_text(self.board, slot.location),
        )

    def price_of(self, industry: str, slot_id: str) -> int | None:
        """What building `industry` on `slot_id` costs now, coal and iron included."""
        spec = self.lowest(industry)
        slot = self.board.slots.get(slot_id)
        if spec is None or slot is None:
            return None
        return self.price(spec, slot, self.state.tiles.get(slot_id))

    @functools.cached_property
    def towns(self) -> tuple[str, ...]:
        """Slots a Wild Location may build on: every town's (never a farm brewery's)."""
        board = self.board
        return tuple(
            s for s in board.slots if board.locations[board.slots[s].location].kind == "town"
        )


class BuildFlow(Flow):
    name = "build"
    first_step = "industry"
    draft_type = BuildDraft

    def cards(self, ctx: BrassContext, state: BrassState, seat: int) -> list[str]:
        check = BuildCheck(ctx, state, seat)
        return [c for c in sorted(set(state.players[seat].hand)) if check.options(c, first=True)]

    def builds_with(self, ctx: BrassContext, state: BrassState, seat: int) -> list[str]:
        """The cards the build could stand on, before its card is discarded: the hand's."""
        return sorted(set(state.players[seat].hand))

    def resume(self, ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
        slot = state.draft_as(BuildDraft).slot
        assert slot is not None
        stock(ctx, state, slot, ev)
        ctx.finish_action(state, ev)


class IndustryStep(Step):
    kind = "industry"
    answers = (ChooseIndustry,)

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        card = state.draft_as(BuildDraft).card
        assert card is not None
        return [ChooseIndustry(i) for i in BuildCheck(ctx, state, seat).industries(card)]

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: ChooseIndustry
    ) -> Text | None:
        card = state.draft_as(BuildDraft).card
        assert card is not None
        if action.industry not in ctx.board.tiles:
            return reason("brass.why.no_such_industry", industry=action.industry)
        check = BuildCheck(ctx, state, seat)
        if action.industry not in check.card_industries(card):
            return reason(
                "brass.why.card_other_industry",
                card=card_text(ctx.board, card),
                industry=industry_text(ctx.board, action.industry),
            )
        if check.options(card, first=True, only=action.industry):
            return None
        return reason(
            "brass.why.nowhere_to_build", industry=industry_text(ctx.board, action.industry)
        )

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: ChooseIndustry, ev: list
    ) -> None:
        draft = state.draft_as(BuildDraft)
        draft.industry = action.industry
        draft.step = "slot"


class SlotStep(Step):
    kind = "slot"
    answers = (BuildAt,)

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        draft = state.draft_as(BuildDraft)
        industry = draft.industry
        assert draft.card is not None and industry is not None
        found = BuildCheck(ctx, state, seat).options(draft.card, only=industry).get(industry, ())
        return [BuildAt(s, industry) for s in found]

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: BuildAt
    ) -> Text | None:
        draft = state.draft_as(BuildDraft)
        assert draft.card is not None and draft.industry is not None
        return BuildCheck(ctx, state, seat).check(draft.card, draft.industry, action.slot)

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: BuildAt, ev: list
    ) -> None:
        draft = state.draft_as(BuildDraft)
        assert draft.industry is not None
        board, p = ctx.board, state.players[seat]
        place = location_text(board, board.slots[action.slot].location)
        old = state.tiles.get(action.slot)
        if old is not None:
            ev.append(
                Event(
                    "brass.event.overbuilt",
                    {
                        "slot": action.slot,
                        "tile": tile_text(board, old.industry, old.level),
                        "place": place,
                        "owner": old.owner,
                    },
                    seat,
                    moved=(action.slot, "box"),
                )
            )
        level = p.mat[draft.industry].pop(0)
        spec = board.spec(draft.industry, level)
        state.tiles[action.slot] = Tile(seat, draft.industry, level)
        resources.pay(p, spec.cost)
        ev.append(
            Event(
                "brass.event.built",
                {
                    "slot": action.slot,
                    "tile": tile_text(board, draft.industry, level),
                    "place": place,
                    "cost": spec.cost,
                },
                seat,
                moved=(f"mat:{draft.industry}", action.slot),
            )
        )
        draft.slot = action.slot
        draft.needs = ["coal"] * spec.coal + ["iron"] * spec.iron
        draft.near = [board.slots[action.slot].location]
        draft.used = []
        take_needed(ctx, state, seat, ev)

    def params(self, ctx: BrassContext, state: BrassState, seat: int) -> dict[str, Any]:
        industry = state.draft_as(BuildDraft).industry
        assert industry is not None
        return {"industry": industry_text(ctx.board, industry)}


def stock(ctx: BrassContext, state: BrassState, slot: str, ev: list[Event]) -> None:
    """Put the new tile's cubes on it; a new coal mine (connected to a market-access location)
    or iron works then sells what fits to its market, dearest empty space first."""
    board = ctx.board
    tile = state.tiles[slot]
    tile.cubes = board.spec(tile.industry, tile.level).cubes(state.era)
    resource = board.resource_of.get(tile.industry)
    if resource == "coal":
        reach = ctx.connections(state).reach((board.slots[slot].location,))
        if not resources.has_market_access(reach, ctx.map.market_access(state)):
            resource = None
    if resource in ("coal", "iron"):
        sold, earned = 0, 0
        while tile.cubes and (price := resources.sale_price(board, state, resource)) is not None:
            state.markets[resource] += 1
            state.players[tile.owner].money += price  # from the bank: not money spent
            sold, earned = sold + 1, earned + price
            take_cube(board, state, slot, ev)
        if sold:
            ev.append(
                Event(
                    "brass.event.sold_cubes",
                    {"resource": resource, "n": sold, "money": earned},
                    tile.owner,
                    moved=(slot, f"market:{resource}"),
                )
            )
    ctx.map.after_build(state, slot, ev)
