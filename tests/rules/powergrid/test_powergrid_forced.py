"""A prompt with only one answer (issue: "no question that has only one answer"): the rules name
that answer (`forced`) and the log line that says why (`forced_note`)."""

from pg_helpers import RULES, act, enter, give, new_game, round2

from rules.core.i18n import render_event
from rules.powergrid.actions import Bid, OfferPlant, Pass


def _note(state) -> str:
    action = RULES.forced(state)
    assert action is not None
    return render_event(RULES.forced_note(state, action), ["P1", "P2", "P3"])


def test_a_buyer_with_no_money_can_only_pass_and_the_note_says_why():
    state = enter(new_game(3), "buy", seat=1)
    give(state, 1, plants=[4], money=0)
    assert RULES.forced(state) == Pass()
    assert _note(state) == "P2 cannot buy any fuel, so the table passes for them."


def test_a_buyer_who_can_buy_is_not_forced():
    state = enter(new_game(3), "buy", seat=1)
    give(state, 1, plants=[4], money=50)
    assert RULES.forced(state) is None


def test_a_builder_who_can_afford_no_city_can_only_pass():
    state = enter(new_game(3), "build", seat=2)
    give(state, 2, plants=[4], money=5)
    assert RULES.forced(state) == Pass()
    assert _note(state) == "P3 cannot afford any city, so the table passes for them."


def test_a_bidder_who_cannot_top_the_bid_can_only_drop_out():
    state = new_game(3)
    give(state, 1, money=10)
    act(state, OfferPlant(4, 10))
    assert RULES.forced(state) == Pass()
    assert _note(state) == (
        "P2 cannot afford a higher bid, so the table drops them out of this auction."
    )


def test_an_empty_market_leaves_only_a_pass():
    state = round2(new_game(3), {0: 3, 1: 5, 2: 6})
    state.market = []
    assert RULES.forced(state) == Pass()
    assert _note(state) == "P1 cannot buy any plant on offer, so the table passes for them."


def test_a_lone_buyer_in_round_1_with_money_for_one_plant_takes_it():
    state = new_game(3)
    for seat, plant in ((0, 3), (1, 5)):
        act(state, OfferPlant(plant, plant))
        while state.players[seat].plants != [plant]:
            act(state, Pass())
    give(state, 2, money=4)
    assert RULES.forced(state) == OfferPlant(4, 4)
    assert _note(state) == (
        "P3 can afford only one plant at its number, so the table takes it for them."
    )


def test_the_korean_note_reads_as_a_sentence():
    state = enter(new_game(3), "buy", seat=1)
    give(state, 1, plants=[4], money=0)
    note = RULES.forced_note(state, Pass())
    assert render_event(note, ["가", "나", "다"], "ko") == (
        "나 님은 살 수 있는 연료가 없어 자동으로 패스했어요."
    )


def test_a_bid_is_never_forced_while_a_higher_one_is_affordable():
    state = new_game(3)
    act(state, OfferPlant(4, 10))
    assert RULES.forced(state) is None
    assert Bid(11) in RULES.legal_actions(state)
