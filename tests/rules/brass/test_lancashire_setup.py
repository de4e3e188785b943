"""Brass: Lancashire setup and turn structure (spec §2, §3.2-3.4)."""

from collections import Counter

import pytest
from lancashire_helpers import RULES, end_turns, menu, new_game, seat

from rules.brass.core.actions import ChooseAction
from rules.brass.lancashire_data import distant_market

DECK = {2: 40, 3: 54, 4: 64}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_lancashire_setup_money_hands_markets_and_deck_tile(players):
    state = RULES.setup({"players": players}, 3)
    assert all(p.money == 30 and len(p.hand) == 8 for p in state.players)
    assert all(p.income_space == 10 and p.income == 0 and p.score == 0 for p in state.players)
    assert all(p.links_left == 14 and not p.facedown for p in state.players)
    assert state.markets == {"coal": 8, "iron": 8}
    # 1 card per player lies under the Deck tile, out of the Canal Era's draw deck.
    assert len(state.extra.under_tile) == players
    assert len(state.deck) == DECK[players] - 8 * players - players
    everything = state.deck + state.extra.under_tile + [c for p in state.players for c in p.hand]
    assert Counter(everything) == Counter(
        c for c, copies, mark in RULES.board.deck if mark <= players for _ in range(copies)
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_lancashire_setup_distant_market(players):
    state = RULES.setup({"players": players}, 3)
    assert state.extra.marker == 1
    assert sorted(state.extra.tiles) == sorted(distant_market().tiles[players])
    assert state.extra.drawn == []


def test_lancashire_turn_order_of_round_1_is_random():
    orders = {tuple(RULES.setup({"players": 4}, s).order) for s in range(20)}
    assert len(orders) > 5


def test_lancashire_canal_round_1_one_action_then_two():
    state = RULES.setup({"players": 3}, 5)
    first = seat(state)
    end_turns(state, 1)
    assert seat(state) != first and len(state.players[first].hand) == 8
    end_turns(state, 2)
    assert state.round == 2 and state.actions_left == 2
    mover = seat(state)
    end_turns(state, 1)
    assert seat(state) == mover  # a second action
    end_turns(state, 1)
    assert seat(state) != mover and len(state.players[mover].hand) == 8


def test_lancashire_canal_era_never_draws_the_cards_under_the_deck_tile():
    state = RULES.setup({"players": 4}, 9)
    under = list(state.extra.under_tile)
    while state.era == "canal":
        end_turns(state, 1)
        if state.era == "canal":
            assert state.extra.under_tile == under
            drawn = [c for p in state.players for c in p.hand + p.discard]
            assert len(drawn) + len(state.deck) == 60
    # All hands emptied after exactly 8 rounds; the Rail Era's deck holds every card.
    assert state.round == 1 and state.era == "rail"
    assert len(state.deck) + sum(len(p.hand) for p in state.players) == 64
    assert all(len(p.hand) == 8 for p in state.players) and not state.extra.under_tile


@pytest.mark.parametrize(("players", "rounds"), [(2, 10), (3, 9), (4, 8)])
def test_lancashire_rounds_per_era(players, rounds):
    state = RULES.setup({"players": players}, 2)
    seen = set()
    while state.era == "canal":
        seen.add(state.round)
        end_turns(state, 1)
    assert max(seen) == rounds
    while RULES.prompt(state) is not None:
        seen_rail = state.round
        end_turns(state, 1)
    assert seen_rail == rounds


def test_lancashire_turn_order_least_spent_first_ties_keep_order():
    state = new_game(4)
    for s, spent in zip(range(4), (5, 0, 5, 3), strict=True):
        state.players[s].spent = spent
    end_turns(state, 8)
    assert state.order == [1, 3, 0, 2]
    assert all(p.spent == 0 for p in state.players)


def test_lancashire_first_menu_offers_no_network_sell_or_double_build():
    """Nothing on the board: no link may be placed (A2); nothing to sell; one action only."""
    state = RULES.setup({"players": 4}, 1)
    assert menu(state) == ["build", "develop", "loan", "pass"]
    assert ChooseAction("network") not in RULES.legal_actions(state)
