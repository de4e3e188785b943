"""The Roads & Boats heuristic's bricks: the next brick bought when its share of the row (and what
the others lose, and for the leader the end coming nearer) is worth more than the goods paid."""

from __future__ import annotations

from rules.core.actions import Action
from rules.roadsboats import scoring, wonder
from rules.roadsboats.actions import BuyBrick
from rules.roadsboats.heuristic_weights import ADVANCE, RIVALS
from rules.roadsboats.heuristic_worth import GoodsWorth


class WonderPlan(GoodsWorth):
    """The seat's bricks (see the module doc)."""

    def wonder(self) -> list[Action]:
        """The next brick, when it is worth its price (see `_brick_gain`, `_spendable`)."""
        places = wonder.home_places(self.state, self.board.land, self.seat)
        if not places:
            return []
        cost = wonder.brick_cost(self.state, self.seat)
        gain = self._brick_gain()
        if gain <= 0.01:
            return []
        if self.state.next_brick == wonder.end_brick(self.state) and not self._leading(gain):
            return []
        spend = self._spendable(places)
        paid: list[tuple[str, str, int]] = []
        need, worth = cost, 0.0
        for value, place, good, n in spend:
            if need <= 0:
                break
            k = min(n, need)
            paid.append((place, good, k))
            need -= k
            worth += k * value
        if need > 0:
            return []
        endgame = self.turns_left <= 2
        if not endgame and worth > 0.8 * gain:
            return []
        return [BuyBrick(tuple(paid))]

    def _brick_gain(self) -> float:
        """The seat's share of its row won by its next brick, and part of what the others lose
        of it (a race is won against them)."""
        place = self.state.next_brick
        rows = self.data.wonder.rows
        row = next((r for r in rows if r.first_brick <= place <= r.last_brick), None)
        if row is None:
            return 0.0
        laid = list(self.state.wonder[row.first_brick - 1 :])
        before = scoring.row_points(laid)
        after = scoring.row_points([*laid, self.colour])
        mine = after.get(self.colour, 0) - before.get(self.colour, 0)
        lost = sum(n - after.get(c, 0) for c, n in before.items() if c != self.colour)
        rivals = max(1, len(self.state.players) - 1)
        return mine + RIVALS * lost / rivals + self._advance()

    def _advance(self) -> float:
        """A brick brings the next rows (and the end) nearer: worth something to the leader while
        the game would end on the last neutral brick before the wonder is complete."""
        state, data = self.state, self.data
        neutral_left = data.wonder.neutral_bricks - state.neutral_bricks
        places_left = wonder.end_brick(state) - len(state.wonder)
        if places_left <= 2 * neutral_left or not self._leading(0.0):
            return 0.0
        return ADVANCE

    def _leading(self, gain: float) -> bool:
        """Whether the seat would be ahead if the game ended now with one brick more."""
        mine = scoring.wealth(self.state, self.seat)["total"] + gain
        others = [s for s in self.state.seats if s != self.seat]
        return all(scoring.wealth(self.state, s)["total"] < mine for s in others)
