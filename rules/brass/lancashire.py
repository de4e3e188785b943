"""Brass: Lancashire (spec: shared/rules/brass-lancashire.md): the shared Brass machinery plus
ports and the market trade icons, shipyards, the Distant Cotton Market, selling several mills in
one action, the double-action build, loans of £10-£30 closed by the Rail Era's Deck tile, and
1 VP per £10 at the end."""

from __future__ import annotations

from typing import ClassVar

from rules.brass import lancashire_flows as flows
from rules.brass import lancashire_sell as sell
from rules.brass.core.actions import CORE_ACTIONS
from rules.brass.core.board import Board
from rules.brass.core.flips import flip
from rules.brass.core.map import BrassMap
from rules.brass.core.ruleset import BrassRuleset
from rules.brass.core.state import HIDDEN, BrassState
from rules.brass.lancashire_data import DECK_TILE, DISTANT, board, distant_market
from rules.brass.lancashire_state import LancashireExtra
from rules.core.actions import Action
from rules.core.events import Event
from rules.core.rng import Rng
from rules.core.text import Text


class LancashireMap(BrassMap):
    id = "lancashire"
    menu = ("build", "double_build", "network", "develop", "sell", "loan", "pass")
    actions = (sell.SellCotton, flows.TakeLoan)
    score_sources = ("money_vp", "shortfall")
    free_first_link = False  # spec A2: no link anywhere for a player with nothing on the board

    def __init__(self) -> None:
        self.board = board()
        self.flows = (flows.DoubleBuildFlow(), sell.SellFlow(), flows.LoanFlow())
        self.steps = (
            sell.SellStep(),
            sell.SellMoreStep(),
            flows.LoanStep(),
            flows.SecondRailStep(),  # replaces the shared step of the same kind
        )
        self.printed_access = frozenset(
            loc.id for loc in self.board.locations.values() if loc.market_access
        )

    def new_extra(self, state: BrassState) -> LancashireExtra:
        return LancashireExtra()

    def setup(self, state: BrassState) -> None:
        sell.deal_tiles(state)
        self.deal(state)

    def deal(self, state: BrassState) -> None:
        """Hands as usual; then 1 card per player goes under the Deck tile at the bottom of the
        deck: the Canal Era never draws them."""
        super().deal(state)
        under = self.board.tables["deck_tile"]["canal"] * len(state.players)
        state.extra.under_tile = state.deck[:under]
        del state.deck[:under]

    def market_access(self, state: BrassState) -> frozenset[str]:
        """The market trade icon: printed at three outside locations, and shown by every Port
        tile (any owner, flipped or not) while it stands."""
        slots = self.board.slots
        ports = (slots[s].location for s, t in state.tiles.items() if t.industry == "port")
        return self.printed_access.union(ports)

    def after_build(self, state: BrassState, slot: str, ev: list[Event]) -> None:
        """A shipyard flips as soon as it is built."""
        if state.tiles[slot].industry == "shipyard":
            flip(self.board, state, slot, ev)

    def end_canal(self, state: BrassState, ev: list[Event]) -> None:
        sell.deal_tiles(state)
        ev.append(Event("brass-lancashire.event.demand_reset", {"tiles": len(state.extra.tiles)}))

    def rail_deck(self, state: BrassState) -> list[str]:
        """Every discard pile and the cards under the Deck tile; the tile goes back near the
        bottom (2 cards per player under it) but only times the end of loans (loans_closed)."""
        deck = super().rail_deck(state) + state.extra.under_tile
        state.extra.under_tile = []
        return deck

    def final_scoring(self, state: BrassState, ev: list[Event]) -> None:
        per = self.board.tables["money_per_vp"]
        for seat, p in enumerate(state.players):
            vp = p.money // per
            p.vp["money_vp"] = p.vp.get("money_vp", 0) + vp
            ev.append(
                Event("brass-lancashire.event.money_scored", {"vp": vp, "money": p.money}, seat)
            )

    def hide(self, seen: BrassState, seat: int | None) -> None:
        """The cards under the Deck tile are unseen; the distant-market pile keeps its (public)
        make-up but not its order."""
        ex = seen.extra
        ex.under_tile = [HIDDEN] * len(ex.under_tile)
        ex.tiles = sorted(ex.tiles)

    def deal_hidden(self, world: BrassState, pool: list[str], rng: Rng) -> None:
        """The cards under the Deck tile are the unseen cards left; the distant-market pile gets
        a random order."""
        ex = world.extra
        ex.under_tile = [pool.pop() if c == HIDDEN else c for c in ex.under_tile]
        rng.shuffle(ex.tiles)

    def intent(self, state: BrassState, piece: str, target: str) -> Action | None:
        """A cotton mill dropped on a port, or on the distant market's pile, is sold there."""
        if piece in self.board.slots and (target in self.board.slots or target == DISTANT):
            return sell.SellCotton(piece, target)
        return None

    def element_ids(self, state: BrassState) -> list[str]:
        """The Distant Cotton Market (its pile and each space of its track) and the Deck tile."""
        return list(distant_market().elements)

    def describe(self, state: BrassState, element_id: str) -> Text | None:
        ex, dm = state.extra, distant_market()
        if element_id == DISTANT:
            return Text(
                "brass-lancashire.describe.distant",
                {"tiles": len(ex.tiles), "space": ex.marker, "drawn": list(ex.drawn)},
            )
        kind, _, key = element_id.partition(":")
        if kind == "distant" and key.isdigit() and 1 <= int(key) <= dm.x_space:
            gain = dm.income(int(key))
            if gain is None:
                return Text("brass-lancashire.describe.track_x", {"marker": ex.marker})
            return Text(
                "brass-lancashire.describe.track",
                {"space": int(key), "spaces": gain, "marker": ex.marker},
            )
        if element_id == DECK_TILE:
            return Text(f"brass-lancashire.describe.deck_tile.{deck_tile_side(self.board, state)}")
        return None


def deck_tile_side(board: Board, state: BrassState) -> str:
    """What the Deck tile shows: "rocket" in the Canal Era (the cards under it are unused);
    in the Rail Era "hidden" while cards lie above it, "last_loans" once they are all drawn
    (this round is the last with loans), then "no_loans" when the deck is empty."""
    if state.era == "canal":
        return "rocket"
    if flows.loans_closed(state):
        return "no_loans"
    under = board.tables["deck_tile"]["rail"] * len(state.players)
    return "last_loans" if len(state.deck) <= under else "hidden"


class BrassLancashire(BrassRuleset):
    game_id = "brass-lancashire"
    map: ClassVar[BrassMap] = LancashireMap()
    action_types = (*CORE_ACTIONS, *LancashireMap.actions)
