"""The heuristic Brass: Lancashire bot: the shared Brass bot (heuristic.py) taught Lancashire's
differences: cotton sells through ports and the distant market instead of merchants, ports and
shipyards, the double build, loans of £10-£30 and money worth VP at the end."""

from __future__ import annotations

from collections.abc import Hashable

from rules.brass import lancashire_sell as sell
from rules.brass.core.actions import BuildAt, ChooseAction, ChooseIndustry, PlayCard
from rules.brass.core.build import BuildCheck
from rules.brass.core.ruleset import BrassRuleset
from rules.brass.core.state import BrassState
from rules.brass.heuristic import BrassBot
from rules.brass.lancashire_data import DISTANT, distant_market
from rules.brass.lancashire_flows import ANY_LOCATION, TakeLoan
from rules.brass.lancashire_sell import SellCotton
from rules.core.actions import Action
from rules.core.steps import Done

DOUBLE_BUILDS = 3  # candidate double builds played forward
RISKY = 0.5  # a distant-market sale is not worth it when X is at least this likely


class LancashireBot(BrassBot):
    money_floor = 0.1  # money left at the end scores 1 VP per £10

    # -- candidates ------------------------------------------------------------------------------

    def more_candidates(
        self, rules: BrassRuleset, state: BrassState, seat: int
    ) -> list[list[Action]]:
        if rules.why_not(state, ChooseAction("double_build")) is None:
            return self.double_builds(rules, state, seat)
        return []

    def double_builds(
        self, rules: BrassRuleset, state: BrassState, seat: int
    ) -> list[list[Action]]:
        """The best builds that only two cards as any location allow."""
        check = BuildCheck(rules, state, seat)
        hand = set(state.players[seat].hand)
        single = {(i, s) for c in hand for i, slots in check.options(c).items() for s in slots}
        wanted = [
            (i, s)
            for i, slots in check.options(ANY_LOCATION).items()
            for s in slots
            if (i, s) not in single
        ]
        wanted.sort(key=lambda k: self.build_guess(rules, state, seat, *k), reverse=True)
        keep = self.discard_order(rules, state, seat)  # distinct cards, least useful first
        cards = keep[:2] if len(keep) > 1 else keep * 2
        return [
            [
                ChooseAction("double_build"),
                *(PlayCard(c) for c in cards),
                ChooseIndustry(i),
                BuildAt(s),
            ]
            for i, s in wanted[:DOUBLE_BUILDS]
        ]

    # -- valuing ---------------------------------------------------------------------------------

    def buyers_key(self, state: BrassState, industry: str) -> Hashable:
        """Only cotton sells: the unflipped ports and whether the distant market has demand
        decide it."""
        return open_ports(state), sell.demand_left(state)

    def buyers(self, rules: BrassRuleset, state: BrassState, industry: str) -> set[str]:
        """An unflipped port, or a market trade icon while the distant market has demand."""
        board = rules.board
        buyers = {board.slots[s].location for s in open_ports(state)}
        if sell.demand_left(state):
            buyers |= rules.map.market_access(state)
        return buyers

    def own_flip_chance(
        self, rules: BrassRuleset, state: BrassState, seat: int, slot: str
    ) -> float | None:
        """A port flips when a connected mill sells through it."""
        if state.tiles[slot].industry != "port":
            return None
        return 0.75 if self.mills_near(rules, state, slot) else 0.35

    def build_bonus(
        self, rules: BrassRuleset, state: BrassState, seat: int, industry: str, slot: str
    ) -> float:
        if industry == "port":  # mills in reach will flip it
            return 1 + self.mills_near(rules, state, slot)
        return 0.0

    def mills_near(self, rules: BrassRuleset, state: BrassState, slot: str) -> int:
        """Unflipped cotton mills (anyone's) connected to a slot's location."""
        board = rules.board
        reach = rules.connections(state).reach((board.slots[slot].location,))
        return sum(
            1
            for s, t in state.tiles.items()
            if t.industry == "cotton_mill" and not t.flipped and board.slots[s].location in reach
        )

    # -- answering -------------------------------------------------------------------------------

    def answer_own(
        self, rules: BrassRuleset, state: BrassState, seat: int, kind: str, legal: list[Action]
    ) -> Action | None:
        if kind in ("sell", "sell_more"):
            sales = [a for a in legal if isinstance(a, SellCotton)]
            best = max(sales, key=lambda a: self.sale_value(rules, state, seat, a))
            if kind == "sell_more" and self.sale_value(rules, state, seat, best) <= 0:
                return Done()
            return best
        if kind == "loan_amount":
            p = state.players[seat]
            want = 30 if p.income >= 6 else 20 if p.income >= 2 else 10
            loan = next(a for a in legal if isinstance(a, TakeLoan))
            amounts = rules.amounts(state, loan) or [loan.amount]
            return loan.with_amount(min(amounts, key=lambda v: abs(v - want)))
        return None

    def sale_value(
        self, rules: BrassRuleset, state: BrassState, seat: int, sale: SellCotton
    ) -> float:
        """Income spaces the sale should bring: a port is sure (and pays its owner, best if that
        is the seller); the distant market pays by the tiles left, unless X is too likely."""
        tile = state.tiles[sale.mill]
        mill = rules.board.spec(tile.industry, tile.level).income
        if sale.to != DISTANT:
            port = state.tiles[sale.to]
            own = rules.board.spec(port.industry, port.level).income if port.owner == seat else 0
            return mill + 1 + own
        dm = distant_market()
        after = [min(dm.x_space, state.extra.marker - v) for v in state.extra.tiles]
        gains = [g for g in map(dm.income, after) if g is not None]
        risk = 1 - len(gains) / max(1, len(after))
        if risk >= RISKY:
            return -1.0
        return (1 - risk) * (mill + sum(gains) / max(1, len(gains)))


def open_ports(state: BrassState) -> tuple[str, ...]:
    """The slots of the unflipped ports (anyone's), sorted."""
    return tuple(
        sorted(s for s, t in state.tiles.items() if t.industry == "port" and not t.flipped)
    )
