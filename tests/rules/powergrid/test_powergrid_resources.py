"""Phase 3, buying resources, and plant storage (spec 3.3, 6.1, 6.2, 8.4)."""

from pg_helpers import RULES, act, enter, give, kind_to_act, new_game, refused, seat_to_act

from rules.powergrid import market, storage
from rules.powergrid.actions import BuyFuel, Pass


def _buyer(plants, fuel=None, money=50):
    """Seat 0 alone owns plants and is the one buying now."""
    state = new_game(3)
    for seat, plant in ((1, 9), (2, 10)):
        give(state, seat, plants=[plant])
    give(state, 0, plants=plants, fuel=fuel or {}, money=money)
    return enter(state, "buy", 0)


def _most(state, resource):
    """The most tokens of `resource` one purchase may take (the top of its count's range)."""
    buys = [
        a for a in RULES.legal_actions(state) if isinstance(a, BuyFuel) and a.resource == resource
    ]
    return max((RULES.amounts(state, a)[-1] for a in buys), default=0)


def test_players_buy_in_reverse_player_order_and_the_first_player_ends_the_phase():
    state = new_game(3)
    for seat, plant in ((0, 3), (1, 4), (2, 5)):
        give(state, seat, plants=[plant])
    state.order = [1, 2, 0]
    enter(state, "buy")
    seen = []
    for _ in range(3):
        seen.append(seat_to_act(state))
        assert kind_to_act(state) == "buy"
        act(state, Pass())
    assert seen == [0, 2, 1]
    assert state.phase == "build"


def test_one_visit_buys_any_number_of_lots_until_the_player_passes():
    state = _buyer([4, 3])
    act(state, BuyFuel("coal", 2, 4), BuyFuel("oil", 1, 3), BuyFuel("coal", 1, 4))
    assert seat_to_act(state) == 0
    assert state.players[0].fuel["coal"] == 3 and state.players[0].fuel["oil"] == 1


def test_every_purchase_takes_the_cheapest_tokens_of_that_type():
    state = _buyer([8])  # coal x3: stores 6
    act(state, BuyFuel("coal", 4, 8))
    assert state.players[0].money == 50 - (1 + 1 + 1 + 2)
    assert state.resources["coal"] == 20
    act(state, BuyFuel("coal", 2, 8))
    assert state.players[0].money == 45 - (2 + 2)


def test_all_resources_on_one_price_space_cost_the_same():
    state = _buyer([3])
    act(state, BuyFuel("oil", 2, 3))
    assert state.players[0].money == 50 - 3 - 3  # initial oil starts on the 3 space


def test_uranium_costs_the_printed_price_of_its_space():
    state = _buyer([11])
    act(state, BuyFuel("uranium", 1, 11))
    assert state.players[0].money == 50 - 14
    assert market.unit_prices(state, "uranium") == (16,)


def test_a_type_that_none_of_the_players_plants_burns_cannot_be_bought():
    state = _buyer([4])
    refused(state, BuyFuel("oil", 1, 4), "plant_does_not_burn")
    refused(state, BuyFuel("coal", 1, 3), "plant_not_owned")
    assert {a.resource for a in RULES.legal_actions(state) if isinstance(a, BuyFuel)} == {"coal"}


def test_ecological_plants_store_nothing():
    state = _buyer([13])
    assert RULES.legal_actions(state) == [Pass()]
    refused(state, BuyFuel("coal", 1, 13), "plant_does_not_burn")


def test_only_what_can_be_stored_may_be_bought_twice_the_fuel_per_run():
    state = _buyer([4], fuel={"coal": 1})  # #4 burns 2 coal: stores 4
    refused(state, BuyFuel("coal", 4, 4), "no_storage")
    assert _most(state, "coal") == 3
    act(state, BuyFuel("coal", 3, 4))
    refused(state, BuyFuel("coal", 1, 4), "no_storage")


def test_storage_pools_over_plants_of_the_same_type():
    state = _buyer([4, 10])  # two coal x2 plants: 8 coal
    assert _most(state, "coal") == 8


def test_a_hybrid_stores_coal_and_oil_together_up_to_twice_its_fuel():
    state = _buyer([5])  # hybrid x2: 4 in any mix (spec 6.1 example)
    assert _most(state, "coal") == 4 and _most(state, "oil") == 4
    act(state, BuyFuel("oil", 3, 5))
    assert _most(state, "coal") == 1
    refused(state, BuyFuel("coal", 2, 5), "no_storage")


def test_a_hybrid_takes_the_overflow_of_single_type_plants():
    state = _buyer([4, 3, 5], fuel={"coal": 4, "oil": 5})  # #3 oil: 4; one oil on the hybrid
    assert _most(state, "coal") == 3
    assert _most(state, "oil") == 3
    assert storage.storage_ok([4, 3, 5], {"coal": 7, "oil": 5, "garbage": 0, "uranium": 0})
    assert not storage.storage_ok([4, 3, 5], {"coal": 8, "oil": 5, "garbage": 0, "uranium": 0})


def test_a_player_cannot_spend_more_money_than_they_have():
    state = _buyer([8], money=5)
    refused(state, BuyFuel("coal", 5, 8), "too_expensive")  # 1+1+1+2+2 = 7
    assert _most(state, "coal") == 4  # 1+1+1+2 = 5


def test_an_empty_market_type_cannot_be_bought_until_resupply():
    state = _buyer([11])
    state.resources["uranium"] = 0
    refused(state, BuyFuel("uranium", 1, 11), "market_short")
    assert RULES.legal_actions(state) == [Pass()]


def test_bought_tokens_leave_the_market_for_the_player():
    state = _buyer([6])
    supply = dict(state.supply)
    act(state, BuyFuel("garbage", 2, 6))
    assert state.resources["garbage"] == 4
    assert state.players[0].fuel["garbage"] == 2
    assert state.supply == supply
