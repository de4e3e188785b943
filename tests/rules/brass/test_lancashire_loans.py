"""Brass: Lancashire loans (spec §4.5, §6.4): £10/£20/£30 for 1/2/3 income levels, the −10
floor, and no loans once the Rail Era's deck is empty (the Deck tile's timing)."""

import pytest
from lancashire_helpers import RULES, act, end_turns, give, menu, new_game, refused, start

from rules.brass.core.actions import ChooseAction
from rules.brass.lancashire_data import DECK_TILE
from rules.brass.lancashire_flows import TakeLoan

L = "brass-lancashire.why."


def test_lancashire_loan_is_one_action_with_its_amounts_as_a_range():
    state = new_game(4)
    give(state, 0, income_space=20)
    start(state, "loan", state.players[0].hand[0])
    assert RULES.legal_actions(state) == [TakeLoan(10)]
    assert RULES.amounts(state, TakeLoan(10)) == range(10, 31, 10)
    assert RULES.amounts(state, ChooseAction("loan")) is None  # no amount
    for amount in (9, 15, 31, 40):
        refused(state, TakeLoan(amount), f"{L}loan_amount")
    assert RULES.why_not(state, TakeLoan(30)) is None
    assert TakeLoan(20).to_json() == {"kind": "take_loan", "amount": 20}  # saves unchanged


@pytest.mark.parametrize(
    ("space", "amount", "after"),
    [
        (10, 10, 9),  # level 0 -> -1
        (10, 20, 8),
        (10, 30, 7),  # level 0 -> -3
        (11, 30, 8),  # level 1 -> -2
        (12, 10, 10),  # level 1 -> 0
        (29, 20, 26),  # level 10 -> 8: the top space of level 8
        (33, 10, 30),  # level 11 -> 10
        (64, 10, 60),  # level 21 -> 20
        (3, 30, 0),  # level -7 -> -10
    ],
)
def test_lancashire_loan_drops_levels_to_the_top_space(space, amount, after):
    state = new_game(4)
    give(state, 0, income_space=space, money=5)
    start(state, "loan", state.players[0].hand[0])
    act(state, TakeLoan(amount))
    p = state.players[0]
    assert (p.income_space, p.money, p.spent) == (after, 5 + amount, 0)


def test_lancashire_loan_never_below_level_minus_10():
    state = new_game(4)
    give(state, 0, income_space=2)  # level -8
    start(state, "loan", state.players[0].hand[0])
    assert RULES.legal_actions(state) == [TakeLoan(10)]  # one action: its amount is a range
    assert RULES.amounts(state, TakeLoan(10)) == range(10, 21, 10)
    refused(state, TakeLoan(30), "loan_floor")
    refused(state, TakeLoan(15), f"{L}loan_amount")
    floor = new_game(4)
    give(floor, 0, income_space=0)
    assert "loan" not in menu(floor)
    refused(floor, ChooseAction("loan"), "loan_floor")


def test_lancashire_no_loans_when_the_rail_deck_is_empty():
    state = new_game(4, era="rail", round=5)
    state.deck = []
    refused(state, ChooseAction("loan"), f"{L}no_loans_now")
    canal = new_game(4, era="canal", round=6)
    canal.deck = []
    assert "loan" in menu(canal)


@pytest.mark.parametrize(("players", "last_loan_round"), [(2, 6), (3, 5), (4, 4)])
def test_lancashire_deck_tile_closes_loans_for_the_last_4_rail_rounds(players, last_loan_round):
    state = RULES.setup({"players": players}, 4)
    while state.era == "canal":
        assert RULES.describe(state, DECK_TILE).key.endswith("rocket")
        end_turns(state, 1)
    rounds = RULES.board.rounds(players)
    while RULES.prompt(state) is not None:
        side = RULES.describe(state, DECK_TILE).key.rsplit(".", 1)[1]
        loans = "loan" in menu(state)
        if state.round <= last_loan_round:
            assert loans, state.round
            assert side == ("last_loans" if state.round == last_loan_round else "hidden")
        else:
            assert not loans and side == "no_loans"
            assert state.round > rounds - 4
        end_turns(state, 1)
