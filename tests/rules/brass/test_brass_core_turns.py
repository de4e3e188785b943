"""Turns and rounds (spec §3.2–3.5, A25): actions per turn, hands, turn order by money spent,
income, the shortfall procedure, rounds per era."""

import pytest
from brass_helpers import RULES, act, give, kind, new_game, put, seat, start

from rules.brass.core.actions import ChooseAction, PlaceLink, PlayCard, RemoveTile


def _pass(state):
    act(state, ChooseAction("pass"), PlayCard(state.players[seat(state)].hand[0]))


def _pass_round(state):
    first = state.round
    while state.round == first and not state.over and kind(state) == "action":
        _pass(state)


def test_in_the_canal_eras_first_round_each_player_takes_one_action():
    state = RULES.setup({"players": 3}, 5)
    order = list(state.order)
    seen = []
    for _ in range(3):
        seen.append(seat(state))
        _pass(state)
    assert seen == order
    assert state.round == 2 and state.actions_left == 2


def test_after_the_first_round_each_player_takes_two_actions_and_refills_to_8():
    state = new_game(3)
    _pass(state)
    assert seat(state) == 0 and len(state.players[0].hand) == 7
    _pass(state)
    assert seat(state) == 1 and len(state.players[0].hand) == 8


def test_turn_order_puts_the_least_spender_first_and_keeps_ties_in_order():
    state = new_game(4)
    state.order = [2, 0, 3, 1]
    state.turn = 3
    state.actions_left = 2
    for p, spent in zip(state.players, (10, 5, 10, 0), strict=True):
        p.spent = spent
    _pass(state)
    _pass(state)  # the round ends
    assert state.order == [3, 1, 2, 0]
    assert [p.spent for p in state.players] == [0, 0, 0, 0]


def test_each_player_collects_their_income_level_at_the_end_of_a_round():
    state = new_game(2)
    give(state, 0, money=10, income_space=15)  # level 3
    give(state, 1, money=10, income_space=7)  # level -3
    _pass_round(state)
    assert (state.players[0].money, state.players[1].money) == (13, 7)


def test_money_spent_counts_for_turn_order_but_sales_and_loans_do_not():
    state = new_game(2)
    put(state, "slot:dudley:1", 0, "coal_mine", 1, cubes=2)
    give(state, 0, money=20)
    start(state, "loan", state.players[0].hand[0])
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:birmingham~dudley"))
    assert state.players[0].spent == 3


def test_a_shortfall_is_paid_by_removing_own_tiles_for_half_their_cost_and_excess_is_kept():
    state = new_game(2)
    give(state, 0, money=1, income_space=3)  # level -7: £6 short
    put(state, "slot:stafford:2", 0, "pottery", 1, flipped=True)  # £17 -> £8
    put(state, "slot:dudley:1", 0, "coal_mine", 1, cubes=1)  # £5 -> £2
    _pass_round(state)
    assert kind(state) == "shortfall" and seat(state) == 0
    assert state.players[0].money == -6
    assert sorted(a.slot for a in RULES.legal_actions(state)) == [
        "slot:dudley:1",
        "slot:stafford:2",
    ]
    act(state, RemoveTile("slot:dudley:1"))
    assert kind(state) == "shortfall" and state.players[0].money == -4
    act(state, RemoveTile("slot:stafford:2"))
    assert state.players[0].money == 4 and kind(state) == "action"
    assert "slot:stafford:2" not in state.tiles and "slot:dudley:1" not in state.tiles


def test_a_shortfall_with_no_tiles_left_costs_1_vp_per_pound_never_below_0():
    state = new_game(2)
    give(state, 0, money=0, income_space=5)  # level -5
    state.players[0].vp = {"links": 3}
    _pass_round(state)
    assert state.players[0].money == 0 and state.players[0].score == 0
    assert state.players[0].vp == {"links": 3, "shortfall": -3}


@pytest.mark.parametrize(("players", "rounds"), [(2, 10), (3, 9), (4, 8)])
def test_each_era_lasts_10_9_8_rounds_and_ends_with_every_hand_empty(players, rounds):
    state = RULES.setup({"players": players}, players)
    canal = 0
    while state.era == "canal":
        canal = state.round
        hands = [len(p.hand) for p in state.players]
        _pass_round(state)
        if state.era == "canal":
            assert state.round == canal + 1
    assert canal == rounds and hands == [2] * players
    assert all(len(p.hand) == 8 for p in state.players)
    while not state.over:
        last = state.round
        _pass_round(state)
    assert last == rounds
    assert all(not p.hand for p in state.players) and not state.deck


def _last_round(state):
    """Every hand down to its last 2 cards, the rest of the cards in the discard piles."""
    state.round = RULES.board.rounds(len(state.players))
    for p in state.players:
        p.discard += p.hand[2:] + state.deck[: len(state.deck) // len(state.players)]
        state.deck = state.deck[len(state.deck) // len(state.players) :]
        p.hand = p.hand[:2]
    state.players[0].discard += state.deck
    state.deck = []


def test_income_is_paid_after_the_last_canal_round_but_not_after_the_games_last_round():
    state = new_game(2)
    _last_round(state)
    give(state, 0, money=0, income_space=20)  # level 5
    _pass_round(state)
    assert state.era == "rail" and state.players[0].money == 5
    _last_round(state)
    _pass_round(state)
    assert state.over and state.players[0].money == 5
