"""The heuristic Brass: Birmingham bot: the shared Brass bot (heuristic.py) selling to merchants:
cotton, manufactured goods and pottery sell to a connected merchant buying them, the merchant
with a barrel first; Gloucester's bonus develops."""

from __future__ import annotations

from collections.abc import Hashable

from rules.brass import birmingham_sell as sell
from rules.brass.core.actions import ChooseIndustry
from rules.brass.core.ruleset import BrassRuleset
from rules.brass.core.state import BrassState
from rules.brass.heuristic import BrassBot
from rules.core.actions import Action
from rules.core.steps import Done


class BirminghamBot(BrassBot):
    def buyers_key(self, state: BrassState, industry: str) -> Hashable:
        """The merchant tiles (which goods each buys) decide it."""
        return industry, tuple(sorted(state.extra.tiles.items()))

    def buyers(self, rules: BrassRuleset, state: BrassState, industry: str) -> set[str]:
        """The locations of the merchants buying `industry`."""
        board = rules.board
        return {
            board.spaces[sp].location
            for sp in state.extra.tiles
            if rules.map.buys(state, sp, industry)
        }

    def answer_own(
        self, rules: BrassRuleset, state: BrassState, seat: int, kind: str, legal: list[Action]
    ) -> Action | None:
        if kind in ("sell", "sell_more"):
            tiles = [a for a in legal if isinstance(a, sell.SellTile)]
            return (
                max(tiles, key=lambda a: self.sale_gain(rules, state, a.slot)) if tiles else Done()
            )
        if kind == "merchant":
            return max(legal, key=lambda a: (a.space in state.extra.beer, a.space))
        if kind == "bonus_develop":
            wishes = self.develop_wishes(rules, state, seat)
            return ChooseIndustry(wishes[0]) if wishes else Done()
        return None

    def sale_gain(self, rules: BrassRuleset, state: BrassState, slot: str) -> float:
        tile = state.tiles[slot]
        spec = rules.board.spec(tile.industry, tile.level)
        return spec.vp + spec.income
