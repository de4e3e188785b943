"""Develop, Loan, Scout and Pass (spec §4.3, §4.5–4.7, §6.5, A23, A32, A33)."""

from brass_helpers import RULES, act, give, kind, new_game, put, refused, start

from rules.brass.core.actions import ChooseAction, ChooseIndustry, PlayCard
from rules.core.steps import Done


def _ready(money=30):
    state = new_game(4)
    give(state, 0, money=money)
    return state


# -- develop ------------------------------------------------------------------------------------


def test_develop_removes_the_lowest_tile_and_takes_one_iron_per_tile():
    state = _ready()
    start(state, "develop", state.players[0].hand[0])
    act(state, ChooseIndustry("iron_works"))
    assert state.players[0].mat["iron_works"] == [2, 3, 4]
    assert (state.markets["iron"], state.players[0].money) == (7, 28)
    assert kind(state) == "develop_more"
    act(state, ChooseIndustry("iron_works"))
    assert state.players[0].mat["iron_works"] == [3, 4]
    assert (state.markets["iron"], state.players[0].money) == (6, 26)
    assert kind(state) == "action"


def test_develop_may_stop_after_one_tile():
    state = _ready()
    start(state, "develop", state.players[0].hand[0])
    act(state, ChooseIndustry("coal_mine"), Done())
    assert state.players[0].mat["coal_mine"] == [2, 2, 3, 3, 4, 4]


def test_develop_takes_free_iron_from_any_iron_works():
    state = _ready()
    put(state, "slot:redditch:2", 2, "iron_works", 1, cubes=1)
    start(state, "develop", state.players[0].hand[0])
    act(state, ChooseIndustry("brewery"))
    assert state.tiles["slot:redditch:2"].flipped
    assert state.players[0].money == 30 and state.players[2].income_space == 13


def test_a_lightbulb_pottery_cannot_be_developed():
    state = _ready()
    start(state, "develop", state.players[0].hand[0])
    refused(state, ChooseIndustry("pottery"), "lightbulb")
    state.players[0].mat["pottery"] = [2, 3, 4, 5]
    act(state, ChooseIndustry("pottery"))
    refused(state, ChooseIndustry("pottery"), "lightbulb")  # Pottery III now on top


def test_develop_needs_the_money_for_market_iron():
    state = _ready(money=1)
    refused(state, ChooseAction("develop"), "no_develop")


# -- loan ---------------------------------------------------------------------------------------


def test_a_loan_gives_30_and_moves_income_back_3_levels_to_the_levels_top_space():
    for space, after in ((10, 7), (11, 8), (12, 8), (29, 24), (30, 24), (3, 0)):
        state = _ready()
        give(state, 0, income_space=space)
        start(state, "loan", state.players[0].hand[0])
        assert (state.players[0].income_space, state.players[0].money) == (after, 60)
        assert state.players[0].spent == 0


def test_no_loan_below_income_level_minus_10():
    state = _ready()
    give(state, 0, income_space=2)
    refused(state, ChooseAction("loan"), "loan_floor")


# -- scout and pass -----------------------------------------------------------------------------


def test_scout_discards_3_cards_and_takes_both_wild_cards():
    state = _ready()
    give(
        state, 0, hand=["location:dudley", "location:stafford", "industry:brewery", "location:leek"]
    )
    act(state, ChooseAction("scout"))
    assert kind(state) == "card"
    act(state, PlayCard("location:dudley"), PlayCard("location:leek"))
    assert kind(state) == "card"
    act(state, PlayCard("industry:brewery"))
    p = state.players[0]
    assert p.hand == ["location:stafford", "wild:industry", "wild:location"]
    assert p.discard[-3:] == ["location:dudley", "location:leek", "industry:brewery"]
    assert state.wild == {"wild:location": 3, "wild:industry": 3}


def test_no_scout_while_holding_a_wild_card_or_with_fewer_than_3_cards():
    state = _ready()
    give(state, 0, hand=["wild:industry", "location:dudley", "location:leek"])
    refused(state, ChooseAction("scout"), "brass-birmingham.why.scout_has_wild")
    give(state, 0, hand=["location:dudley", "location:leek"])
    refused(state, ChooseAction("scout"), "too_few_cards")


def test_pass_still_discards_a_card():
    state = _ready()
    card = state.players[0].hand[0]
    start(state, "pass", card)
    assert state.players[0].discard[-1] == card and len(state.players[0].hand) == 7


def test_the_same_action_may_be_taken_twice_in_a_turn():
    state = _ready()
    start(state, "loan", state.players[0].hand[0])
    assert ChooseAction("loan") in RULES.legal_actions(state)
    start(state, "loan", state.players[0].hand[0])
    assert state.players[0].money == 90 and RULES.prompt(state).seat == 1
