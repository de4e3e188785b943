"""Brass: Birmingham (spec: shared/rules/brass-birmingham.md): the shared Brass machinery plus the
merchants (tiles, barrels, bonuses), the Sell action with beer, and Scout with the wild cards."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from rules.brass import birmingham_sell as sell
from rules.brass.core.actions import CORE_ACTIONS
from rules.brass.core.board import load_board
from rules.brass.core.context import BrassContext, Flow
from rules.brass.core.map import BrassMap
from rules.brass.core.names import industry_text, location_text
from rules.brass.core.ruleset import BrassRuleset
from rules.brass.core.state import BrassState
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.text import Text

WILDS = ("wild:industry", "wild:location")


@dataclass(slots=True)
class Merchants:
    """The merchant tiles on the board (space -> tile id) and the spaces holding a barrel."""

    tiles: dict[str, str] = field(default_factory=dict)
    beer: list[str] = field(default_factory=list)

    def copy(self) -> Merchants:
        return Merchants(dict(self.tiles), list(self.beer))


class ScoutFlow(Flow):
    """Discard 3 cards, take one Wild Location and one Wild Industry (not while holding one)."""

    name = "scout"
    cards_needed = 3
    catalog = "brass-birmingham"

    def check(self, ctx: BrassContext, state: BrassState, seat: int) -> Text | None:
        if any(c in WILDS for c in state.players[seat].hand):
            return reason("brass-birmingham.why.scout_has_wild")
        if any(state.wild[w] == 0 for w in WILDS):
            return reason("brass-birmingham.why.no_wild_left")
        return None

    def start(self, ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
        p = state.players[seat]
        for wild in WILDS:
            state.wild[wild] -= 1
            p.hand.append(wild)
        p.hand.sort()
        ev.append(Event("brass-birmingham.event.scouted", {}, seat))
        ctx.finish_action(state, ev)


class BirminghamMap(BrassMap):
    id = "birmingham"
    menu = ("build", "network", "develop", "sell", "loan", "scout", "pass")
    actions = (sell.SellTile, sell.ChooseMerchant)
    score_sources = ("merchants", "shortfall")

    def __init__(self) -> None:
        self.board = load_board("brass_birmingham", "birmingham")
        self.flows = (sell.SellFlow(), ScoutFlow())
        self.steps = (
            sell.SellStep(),
            sell.SellMoreStep(),
            sell.MerchantStep(),
            sell.BonusDevelopStep(),
        )
        self.merchant_buys: dict[str, tuple[str, ...]] = {
            t["id"]: tuple(t["buys"]) for t in self.board.tables["merchant_tiles"]
        }

    def new_extra(self, state: BrassState) -> Merchants:
        return Merchants()

    def setup(self, state: BrassState) -> None:
        """Merchant tiles for the player count, shuffled onto the spaces marked for it; a barrel
        beside each one that buys something; then the cards."""
        n = len(state.players)
        tiles = [t for t, mark in self._merchant_marks() if mark <= n]
        state.rng.shuffle(tiles)
        spaces = [sp.id for sp in self.board.spaces.values() if sp.min_players <= n]
        state.extra.tiles = dict(zip(spaces, tiles, strict=True))
        self._refill_beer(state)
        self.deal(state)

    def _merchant_marks(self) -> list[tuple[str, int]]:
        return [(t["id"], t["min_players"]) for t in self.board.tables["merchant_tiles"]]

    def _refill_beer(self, state: BrassState) -> None:
        state.extra.beer = sorted(
            sp for sp, t in state.extra.tiles.items() if self.merchant_buys[t]
        )

    def buys(self, state: BrassState, space: str, industry: str) -> bool:
        tile = state.extra.tiles.get(space)
        return tile is not None and industry in self.merchant_buys[tile]

    def merchant_beer(self, state: BrassState, space: str) -> bool:
        return space in state.extra.beer

    def take_merchant_beer(self, state: BrassState, space: str, ev: list[Event]) -> None:
        state.extra.beer.remove(space)

    def end_canal(self, state: BrassState, ev: list[Event]) -> None:
        self._refill_beer(state)
        ev.append(Event("brass-birmingham.event.beer_refilled", {"barrels": len(state.extra.beer)}))

    def intent(self, state: BrassState, piece: str, target: str) -> Action | None:
        """A tile dropped on the merchants is sold; on one merchant space, while the sale asks
        which, sold to that one."""
        if piece not in self.board.slots:
            return None
        asking = state.draft is not None and state.draft.step == "merchant"
        if asking and target in self.board.spaces:
            return sell.ChooseMerchant(target)
        if target == "merchant" or target in self.board.spaces:
            return sell.SellTile(piece)
        return None

    def element_ids(self, state: BrassState) -> list[str]:
        """The merchant spaces."""
        return list(self.board.spaces)

    def describe(self, state: BrassState, element_id: str) -> Text | None:
        space = self.board.spaces.get(element_id)
        if space is None:
            return None
        kind, amount = self.board.locations[space.location].bonus or ("", 0)
        bonus = Text(f"brass-birmingham.bonus.{kind}", {"amount": amount})
        tile = state.extra.tiles.get(element_id)
        if tile is None:
            return Text(
                "brass-birmingham.describe.space_unused",
                {
                    "location": location_text(self.board, space.location),
                    "players": space.min_players,
                },
            )
        goods = [industry_text(self.board, i) for i in self.merchant_buys[tile]]
        return Text(
            "brass-birmingham.describe.merchant" if goods else "brass-birmingham.describe.blank",
            {
                "location": location_text(self.board, space.location),
                "goods": goods,
                "beer": Text(
                    "brass-birmingham.describe.barrel"
                    if element_id in state.extra.beer
                    else "brass-birmingham.describe.no_barrel"
                ),
                "bonus": bonus,
            },
        )


class BrassBirmingham(BrassRuleset):
    game_id = "brass-birmingham"
    map: ClassVar[BrassMap] = BirminghamMap()
    action_types = (*CORE_ACTIONS, *BirminghamMap.actions)
