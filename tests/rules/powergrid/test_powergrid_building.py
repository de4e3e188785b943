"""Phase 4, building, and the too-low plant rule (spec 3.4, 5.4, AMB-10, AMB-13, App. C #2-#4)."""

from pg_helpers import (
    CITIES,
    RULES,
    act,
    enter,
    event_keys,
    give,
    kind_to_act,
    new_game,
    refused,
    seat_to_act,
)

from rules.powergrid.actions import Build, OfferPlant, Pass

# Ten cities of NW + W, leaving Osnabrück open next to them.
TEN_CITIES = ["essen", "muenster", "dortmund", "duisburg", "duesseldorf", *CITIES[13:18]]


def _builder(cities=(), money=100, step=1):
    """3 players on NW + W + E; seat 0 builds now."""
    state = new_game(3)
    for seat, plant in ((0, 3), (1, 4), (2, 5)):
        give(state, seat, plants=[plant])
    give(state, 0, cities=cities, money=money)
    state.step = step
    return enter(state, "build", 0)


def test_players_build_in_reverse_player_order_and_the_first_player_ends_the_phase():
    state = _builder()
    state.order = [2, 0, 1]
    enter(state, "build")
    seen = []
    for _ in range(3):
        seen.append(seat_to_act(state))
        assert kind_to_act(state) == "build"
        act(state, Pass())
    assert seen == [1, 0, 2]
    assert state.phase == "power"


def test_the_first_house_goes_in_any_in_play_city_for_the_slot_price_only():
    state = _builder()
    prices = RULES.build_prices(state, 0)
    assert len(prices) == 21 and set(prices.values()) == {10}
    act(state, Build("dresden"))
    assert state.players[0].money == 90
    assert state.houses["dresden"] == [0]


def test_osnabrueck_from_essen_costs_6_plus_7_plus_10_is_23():
    """Appendix C #2: Essen -> Münster 6, Münster -> Osnabrück 7, slot 10."""
    state = _builder(["essen"])
    assert RULES.build_prices(state, 0)["osnabrueck"] == 23
    act(state, Build("osnabrueck"))
    assert state.players[0].money == 77


def test_muenster_between_essen_and_osnabrueck_costs_10_plus_min_6_7_is_16():
    """Appendix C #3: links used before are paid again."""
    state = _builder(["essen", "osnabrueck"])
    assert RULES.build_prices(state, 0)["muenster"] == 16
    act(state, Build("muenster"))
    assert state.players[0].money == 84


def test_routes_pass_through_any_in_play_city_even_a_full_one():
    state = _builder(["essen"])
    give(state, 1, cities=["muenster", "dortmund"])  # full in Step 1
    assert RULES.build_prices(state, 0)["osnabrueck"] == 23
    state.step = 3
    give(state, 2, cities=["muenster"])
    state.houses["muenster"].append(2)  # three houses: full in any step
    assert RULES.build_prices(state, 0)["osnabrueck"] == 23
    refused(state, Build("muenster"), "city_full")


def test_routes_may_not_cross_regions_out_of_play():
    """AMB-10: Dortmund -> Nürnberg is 41 through Frankfurt-M (SW), 45 inside NW + W + E."""
    state = _builder(["dortmund"])
    assert RULES.build_prices(state, 0)["nuernberg"] == 10 + 45


def test_cities_out_of_play_are_refused():
    state = _builder(["essen"])
    refused(state, Build("koeln"), "city_out_of_play")
    refused(state, Build("atlantis"), "no_such_city")
    assert "koeln" not in RULES.build_prices(state, 0)


def test_slots_cost_10_15_20_and_open_with_steps_1_2_3():
    state = _builder()
    give(state, 1, cities=["essen"])
    refused(state, Build("essen"), "slot_closed")
    state.step = 2
    assert RULES.build_prices(state, 0)["essen"] == 15
    give(state, 2, cities=["muenster"])
    state.houses["muenster"].append(1)
    refused(state, Build("muenster"), "slot_closed")
    state.step = 3
    assert RULES.build_prices(state, 0)["muenster"] == 20
    act(state, Build("muenster"))
    assert state.houses["muenster"] == [2, 1, 0]
    assert state.players[0].money == 80


def test_a_player_never_has_two_houses_in_the_same_city():
    state = _builder(["essen"], step=3)
    refused(state, Build("essen"), "city_already_yours")


def test_each_city_is_priced_from_the_network_as_it_stands_so_build_order_matters():
    near_first = _builder(["essen"])
    act(near_first, Build("muenster"), Build("osnabrueck"))  # 16, then 10 + 7
    far_first = _builder(["essen"])
    act(far_first, Build("osnabrueck"), Build("muenster"))  # 23, then 10 + 6
    assert near_first.players[0].money == 100 - 33
    assert far_first.players[0].money == 100 - 39


def test_zero_cost_links_cost_nothing():
    state = _builder(["essen"])
    assert RULES.build_prices(state, 0)["duisburg"] == 10


def test_the_player_must_be_able_to_pay_for_each_city():
    state = _builder(["essen"], money=22)
    refused(state, Build("osnabrueck"), "too_expensive")
    act(state, Build("muenster"))
    refused(state, Build("dortmund"), "too_expensive")  # 12 > 6 left
    assert RULES.legal_actions(state) == [Pass()]


def test_a_player_has_22_houses():
    state = new_game(5)  # 35 cities in play
    give(state, 0, plants=[3], money=1000)
    enter(state, "build", 0)
    cities = sorted(RULES.build_prices(state, 0))
    give(state, 0, cities=cities[:22])
    refused(state, Build(cities[22]), "no_houses_left")


def test_a_too_low_plant_in_the_market_is_removed_as_soon_as_a_house_makes_it_so():
    """Appendix C #4, first half: a player reaches 11 cities."""
    state = _builder(TEN_CITIES)
    state.market = [11, 12, 14, 15, 16, 17, 18, 19]
    state.stack = [*state.stack[:5], 25]
    events = act(state, Build("osnabrueck"))
    assert len(state.players[0].cities) == 11
    assert 11 in state.removed
    assert state.market == [12, 14, 15, 16, 17, 18, 19, 25]
    assert event_keys(events) == ["built", "plant_removed", "plant_drawn"]


def test_a_too_low_plant_drawn_later_is_discarded_and_another_drawn():
    """Appendix C #4, second half: a #11 drawn with 11 cities on the board."""
    state = new_game(3)
    for seat, plant in ((0, 3), (1, 4), (2, 5)):
        give(state, seat, plants=[plant])
    give(state, 2, cities=[*TEN_CITIES, "osnabrueck"])
    state.round = 2
    state.market = [12, 14, 15, 16, 17, 18, 19, 20]
    state.stack = [*state.stack[:5], 25, 11]  # #11 on top
    act(state, OfferPlant(12, 12), Pass(), Pass())
    assert 11 in state.removed
    assert state.market == [14, 15, 16, 17, 18, 19, 20, 25]


def test_the_too_low_rule_repeats_until_the_lowest_plant_beats_the_leader():
    state = _builder(TEN_CITIES)
    state.market = [9, 10, 11, 14, 15, 16, 17, 18]
    state.stack = [*state.stack[:5], 30, 12, 25]
    act(state, Build("osnabrueck"))
    assert {9, 10, 11}.issubset(state.removed)
    assert state.market == [12, 14, 15, 16, 17, 18, 25, 30]


def test_the_too_low_rule_never_touches_owned_plants():
    state = _builder(TEN_CITIES)
    state.market = [11, 12, 14, 15, 16, 17, 18, 19]
    act(state, Build("osnabrueck"))
    assert state.players[0].plants == [3] and state.players[1].plants == [4]


def test_houses_may_be_built_beyond_the_step_2_trigger_in_step_1():
    """Spec 4.2: the trigger is checked only at the end of Phase 4."""
    state = _builder(TEN_CITIES[:7])
    act(state, Build("osnabrueck"), Build("kassel"))
    assert len(state.players[0].cities) == 9
    assert state.step == 1
