"""Phase 2, the power plant auction (spec 3.2, 5.1-5.3, AMB-2/6/7/12/15/18, Appendix C #7, #10)."""

from pg_helpers import (
    RULES,
    act,
    give,
    kind_to_act,
    new_game,
    refused,
    round2,
    seat_to_act,
)

from rules.powergrid import market
from rules.powergrid.actions import Bid, DiscardPlant, OfferPlant, Pass, ReturnFuel


def test_the_chooser_is_the_earliest_player_in_player_order_still_in_the_phase():
    state = new_game(4)
    state.order = [2, 0, 3, 1]
    state.eligible = [0, 1, 3]  # seat 2 already bought
    assert (seat_to_act(state), kind_to_act(state)) == (0, "choose_plant")


def test_the_opening_bid_is_at_least_the_plant_number():
    state = new_game(3)
    refused(state, OfferPlant(5, 4), "bid_below_number")
    act(state, OfferPlant(5, 5))
    assert state.auction.bid == 5


def test_the_opening_bid_may_not_exceed_the_choosers_money():
    state = new_game(3)
    give(state, 0, money=8)
    refused(state, OfferPlant(6, 9), "bid_above_money")
    offers = [a for a in RULES.legal_actions(state) if isinstance(a, OfferPlant)]
    assert OfferPlant(6, 6) in offers  # one action per plant, its bid a range
    assert RULES.amounts(state, OfferPlant(6, 6)) == range(6, 9)


def test_the_future_market_cannot_be_auctioned():
    state = new_game(3)
    refused(state, OfferPlant(7, 7), "plant_in_future_market")
    refused(state, OfferPlant(10, 20), "plant_in_future_market")
    refused(state, OfferPlant(13, 13), "plant_not_in_market")  # on the stack
    offered = {a.plant for a in RULES.legal_actions(state) if isinstance(a, OfferPlant)}
    assert offered == {3, 4, 5, 6}


def test_a_bid_must_be_strictly_higher_than_the_current_bid():
    state = new_game(3)
    act(state, OfferPlant(4, 6))
    refused(state, Bid(6), "bid_not_higher")
    refused(state, Bid(5), "bid_not_higher")
    act(state, Bid(7))
    assert (state.auction.bid, state.auction.high) == (7, 1)


def test_no_bid_may_exceed_the_bidders_money():
    state = new_game(3)
    give(state, 1, money=9)
    act(state, OfferPlant(4, 8))
    refused(state, Bid(10), "bid_above_money")
    assert [a for a in RULES.legal_actions(state) if isinstance(a, Bid)] == [Bid(9)]


def test_a_player_who_cannot_top_the_bid_can_only_give_up():
    state = new_game(3)
    give(state, 1, money=8)
    act(state, OfferPlant(4, 8))
    assert RULES.legal_actions(state) == [Pass()]


def test_bidding_goes_clockwise_in_seating_order_not_player_order():
    """AMB-18: seating is fixed at setup; the player-order track is separate."""
    state = new_game(4)
    state.order = [2, 0, 3, 1]
    state.eligible = list(state.order)
    act(state, OfferPlant(3, 3))  # seat 2 chooses
    seen = []
    for bid in (4, 5, 6, 7):
        seen.append(seat_to_act(state))
        act(state, Bid(bid))
    assert seen == [3, 0, 1, 2]
    assert state.auction.active == [2, 3, 0, 1]


def test_giving_up_on_a_plant_leaves_that_auction_only():
    state = new_game(3)
    act(state, OfferPlant(3, 3), Pass(), Bid(4))  # seat 1 gives up, seat 2 bids
    assert state.auction.active == [0, 2]
    assert seat_to_act(state) == 0  # the bidding skips seat 1 now
    act(state, Pass())  # seat 0 gives up: seat 2 wins
    assert state.players[2].plants == [3]
    assert state.eligible == [0, 1]  # seat 1 is still in the phase
    act(state, OfferPlant(4, 4))
    assert seat_to_act(state) == 1  # and bids on the next plant


def test_the_last_bidder_left_wins_pays_the_bid_and_the_top_card_refills_the_market():
    state = new_game(3)
    act(state, OfferPlant(4, 4), Bid(5), Bid(9), Pass(), Pass())
    assert state.players[2].plants == [4]
    assert state.players[2].money == 41
    assert state.auction is None
    assert state.market == [3, 5, 6, 7, 8, 9, 10, 13]  # #13 was on top; re-sorted
    assert market.current_plants(state) == [3, 5, 6, 7]  # #7 moved up and can be auctioned


def test_the_chooser_chooses_again_when_another_player_wins():
    state = new_game(3)
    act(state, OfferPlant(3, 3), Bid(4), Pass(), Pass())  # seat 1 wins #3
    assert state.players[1].plants == [3]
    assert (seat_to_act(state), kind_to_act(state)) == (0, "choose_plant")


def test_a_player_who_won_a_plant_takes_no_further_part_in_this_phase():
    state = new_game(3)
    act(state, OfferPlant(3, 3), Bid(4), Pass(), Pass())  # seat 1 wins
    act(state, OfferPlant(5, 5))
    assert 1 not in state.auction.active
    assert seat_to_act(state) == 2


def test_the_chooser_may_give_up_on_the_plant_they_put_up_and_chooses_again():
    """AMB-12."""
    state = new_game(3)
    act(state, OfferPlant(6, 6), Bid(7), Pass(), Pass())  # seat 0 gives up when it comes back
    assert state.players[1].plants == [6]
    assert (seat_to_act(state), kind_to_act(state)) == (0, "choose_plant")


def test_if_nobody_bids_the_chooser_wins_at_the_opening_bid():
    state = new_game(3)
    act(state, OfferPlant(5, 7), Pass(), Pass())
    assert state.players[0].plants == [5]
    assert state.players[0].money == 43


def _three_of_four_bought(state):
    for seat, plant in ((0, 3), (1, 5), (2, 6)):
        act(state, OfferPlant(plant, plant))
        while state.players[seat].plants != [plant]:
            act(state, Pass())
    assert state.eligible == [3]


def test_the_last_eligible_player_buys_any_current_plant_at_its_number():
    """Appendix C #7: 4 players, 3 already bought: a lone buyer of plant 4 pays 4."""
    state = new_game(4)
    _three_of_four_bought(state)
    current = market.current_plants(state)
    offers = [a for a in RULES.legal_actions(state) if isinstance(a, OfferPlant)]
    assert sorted((a.plant, a.bid) for a in offers) == [(p, p) for p in current]
    assert 4 in current
    events = act(state, OfferPlant(4, 4))  # no competition: sold at once
    assert [e.key for e in events][:2] == ["powergrid.event.offered", "powergrid.event.won"]
    assert state.players[3].plants == [4]
    assert state.players[3].money == 50 - 4
    assert state.phase == "buy"


def test_the_last_eligible_player_cannot_offer_above_the_number():
    state = new_game(4)
    _three_of_four_bought(state)
    refused(state, OfferPlant(4, 48), "lone_buyer_pays_number")
    refused(state, OfferPlant(4, 5), "lone_buyer_pays_number")


def test_the_lone_buyers_prompt_and_tooltip_say_the_price():
    state = new_game(4)
    _three_of_four_bought(state)
    prompt = RULES.prompt(state)
    assert prompt.kind == "choose_plant"
    assert prompt.text.key == "powergrid.prompt.choose_plant_lone_must"  # round 1: must buy
    where = RULES.describe(state, "plant:4").params["where"]
    assert where.key == "powergrid.describe.where_current_lone"
    assert where.params["minimum"] == 4
    later = round2(new_game(3), {0: 3, 1: 5, 2: 6})
    act(later, Pass(), Pass())  # seats 0 and 1 sit out: seat 2 is the lone buyer
    assert RULES.prompt(later).text.key == "powergrid.prompt.choose_plant_lone"
    refused(later, OfferPlant(4, 9), "lone_buyer_pays_number")
    act(later, OfferPlant(4, 4))
    assert later.players[2].plants == [6, 4]


def test_round_1_the_prompt_does_not_offer_a_pass():
    state = new_game(3)
    assert RULES.prompt(state).text.key == "powergrid.prompt.choose_plant_must"
    state = round2(new_game(3), {0: 3, 1: 5, 2: 6})
    assert RULES.prompt(state).text.key == "powergrid.prompt.choose_plant"


def test_during_an_auction_the_other_market_plants_wait_for_it_to_end():
    state = new_game(3)
    act(state, OfferPlant(3, 3))
    where = RULES.describe(state, "plant:4").params["where"]
    assert where.key == "powergrid.describe.where_current_busy"
    assert where.params == {"plant": 3}


def test_round_1_every_player_must_buy_a_plant():
    """AMB-15: nobody may pass on choosing before owning a plant."""
    state = new_game(3)
    refused(state, Pass(), "must_buy_first_plant")
    act(state, OfferPlant(3, 3), Pass(), Pass())
    refused(state, Pass(), "must_buy_first_plant")  # the next chooser too


def test_round_1_players_may_still_give_up_on_others_bids():
    state = new_game(3)
    act(state, OfferPlant(3, 3))
    assert Pass() in RULES.legal_actions(state)
    act(state, Pass())
    assert state.auction.active == [0, 2]


def test_round_1_player_order_is_set_by_plant_number_right_after_the_auction():
    state = new_game(3)
    act(state, OfferPlant(3, 3), Pass(), Pass())  # seat 0: #3
    act(state, OfferPlant(6, 6), Pass())  # seat 1: #6
    act(state, OfferPlant(4, 4))  # seat 2: #4
    assert state.phase == "buy"
    assert state.order == [1, 2, 0]  # highest plant first: the last player buys first


def test_passing_on_choosing_leaves_the_auction_phase_for_this_round():
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    act(state, Pass())  # seat 0 declines to choose
    assert state.eligible == [1, 2]
    assert (seat_to_act(state), kind_to_act(state)) == (1, "choose_plant")
    act(state, OfferPlant(6, 6))
    assert state.auction.active == [1, 2]  # nobody bids on a later player's plant
    act(state, Pass())
    assert state.players[1].plants == [4, 6]
    assert seat_to_act(state) == 2


def test_from_round_2_buying_is_optional():
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    assert Pass() in RULES.legal_actions(state)


def test_nothing_sold_removes_the_lowest_plant_and_draws_a_replacement():
    """Spec 3.2.1 and AMB-2."""
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    state.market = [6, 7, 8, 9, 10, 11, 12, 14]
    state.stack = [*state.stack[:3], 25]
    act(state, Pass(), Pass(), Pass())
    assert 6 in state.removed
    assert state.market == [7, 8, 9, 10, 11, 12, 14, 25]
    assert state.phase == "buy"


def test_a_sale_this_round_means_no_removal():
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    state.market = [6, 7, 8, 9, 10, 11, 12, 14]
    act(state, OfferPlant(6, 6), Pass(), Pass(), Pass(), Pass())
    assert state.removed == []
    assert state.phase == "buy"


def test_a_player_with_no_affordable_plant_passes_on_choosing():
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    state.market = [16, 17, 18, 19, 20, 21, 22, 23]
    give(state, 0, money=15)
    assert RULES.legal_actions(state) == [Pass()]


def test_in_step_3_all_six_plants_are_current():
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    state.step, state.step3_market = 3, True
    state.market = [20, 22, 25, 28, 31, 40]
    assert market.current_plants(state) == state.market
    act(state, OfferPlant(40, 40), Pass(), Pass())
    assert state.players[0].plants == [3, 40]
    assert len(state.market) == 6  # refilled to six


def test_the_plant_limit_is_three_beyond_two_players():
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    give(state, 0, plants=[3, 6, 7])
    state.market = [8, 9, 10, 11, 12, 14, 15, 16]
    act(state, OfferPlant(8, 8), Pass(), Pass())
    assert (seat_to_act(state), kind_to_act(state)) == (0, "discard_plant")


def test_two_players_may_own_four_plants_and_on_a_fifth_discard_one_of_the_older_four():
    """Appendix C #10."""
    state = round2(new_game(2), {0: 3, 1: 4})
    give(state, 0, plants=[3, 6, 7, 9])
    state.market = [10, 11, 12, 14, 15, 16, 17, 18]
    act(state, OfferPlant(10, 10), Pass())
    assert state.players[0].plants == [3, 6, 7, 9, 10]
    assert (seat_to_act(state), kind_to_act(state)) == (0, "discard_plant")
    assert {a.plant for a in RULES.legal_actions(state)} == {3, 6, 7, 9}
    refused(state, DiscardPlant(10), "discard_new_plant")
    refused(state, DiscardPlant(5), "plant_not_owned")
    act(state, DiscardPlant(7))
    assert state.players[0].plants == [3, 6, 9, 10]
    assert 7 in state.removed and 7 not in state.market and 7 not in state.stack  # AMB-6
    assert (seat_to_act(state), kind_to_act(state)) == (1, "choose_plant")


def test_two_players_with_four_plants_win_a_fourth_without_discarding():
    state = round2(new_game(2), {0: 3, 1: 4})
    give(state, 0, plants=[3, 6, 7])
    state.market = [10, 11, 12, 14, 15, 16, 17, 18]
    act(state, OfferPlant(10, 10), Pass())
    assert state.players[0].plants == [3, 6, 7, 10]
    assert kind_to_act(state) == "choose_plant"


def test_fuel_on_a_discarded_plant_moves_to_the_players_other_plants():
    """AMB-7: a coal plant replaced by a coal plant keeps its coal."""
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    give(state, 0, plants=[3, 4, 6], fuel={"coal": 4, "oil": 2})
    state.market = [10, 11, 12, 14, 15, 16, 17, 18]
    act(state, OfferPlant(10, 10), Pass(), Pass(), DiscardPlant(4))
    assert state.players[0].fuel["coal"] == 4  # now on #10
    assert kind_to_act(state) == "choose_plant"


def test_garbage_and_uranium_that_no_longer_fit_return_to_the_supply_at_once():
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    give(state, 0, plants=[6, 11, 3], fuel={"garbage": 2, "uranium": 2, "oil": 4})
    state.market = [13, 14, 15, 16, 17, 18, 19, 20]
    supply = dict(state.supply)
    market_before = dict(state.resources)
    act(state, OfferPlant(13, 13), Pass(), Pass(), DiscardPlant(6))
    assert state.players[0].fuel == {"coal": 0, "oil": 4, "garbage": 0, "uranium": 2}
    assert state.supply["garbage"] == supply["garbage"] + 2  # the general supply...
    assert state.resources == market_before  # ...not the market
    act(state, Pass(), Pass())  # no return_fuel prompt came first
    assert state.phase == "buy"


def test_surplus_coal_and_oil_with_hybrids_the_player_chooses_what_returns():
    """Spec 6.2: #5 and #12 (hybrids) hold 8 coal-or-oil beside #8's 6 coal; #5 leaves."""
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    give(state, 0, plants=[5, 8, 12], fuel={"coal": 8, "oil": 4})
    state.market = [13, 14, 15, 16, 17, 18, 19, 20]
    act(state, OfferPlant(13, 13), Pass(), Pass(), DiscardPlant(5))
    assert (seat_to_act(state), kind_to_act(state)) == (0, "return_fuel")
    assert set(RULES.legal_actions(state)) == {ReturnFuel(2, 0), ReturnFuel(1, 1), ReturnFuel(0, 2)}
    refused(state, ReturnFuel(3, 0), "return_fuel_choice")
    refused(state, ReturnFuel(1, 0), "return_fuel_choice")
    oil = state.supply["oil"]
    act(state, ReturnFuel(0, 2))
    assert state.players[0].fuel["coal"] == 8 and state.players[0].fuel["oil"] == 2
    assert state.supply["oil"] == oil + 2
    assert (seat_to_act(state), kind_to_act(state)) == (1, "choose_plant")


def test_a_single_way_to_return_coal_and_oil_is_applied_without_asking():
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    give(state, 0, plants=[5, 8, 7], fuel={"coal": 8, "oil": 8})
    state.market = [13, 14, 15, 16, 17, 18, 19, 20]
    act(state, OfferPlant(13, 13), Pass(), Pass(), DiscardPlant(5))
    assert state.players[0].fuel["coal"] == 6 and state.players[0].fuel["oil"] == 6
    assert kind_to_act(state) == "choose_plant"


def test_a_newly_won_hybrid_takes_the_coal_of_the_discarded_plant():
    state = round2(new_game(3), {0: 3, 1: 4, 2: 13})
    give(state, 0, plants=[3, 4, 9], fuel={"coal": 4, "oil": 6})
    state.market = [5, 6, 7, 8, 10, 11, 12, 14]
    act(state, OfferPlant(5, 5), Pass(), Pass(), DiscardPlant(4))
    assert state.players[0].plants == [3, 9, 5]
    assert state.players[0].fuel["coal"] == 4 and state.players[0].fuel["oil"] == 6
    assert kind_to_act(state) == "choose_plant"


def test_owned_plants_cannot_be_discarded_or_fuel_returned_at_will():
    state = round2(new_game(3), {0: 3, 1: 4, 2: 5})
    refused(state, DiscardPlant(3), "wrong_time")
    refused(state, ReturnFuel(0, 0), "wrong_time")
