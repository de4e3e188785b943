"""Phase 5: power, income, resupply, market update (spec 3.5, 6.3, Appendix C #1, #5, #8)."""

import pytest
from pg_helpers import RULES, act, enter, give, kind_to_act, new_game, refused, seat_to_act

from rules.powergrid import market
from rules.powergrid.actions import Build, BuyFuel, OfferPlant, Pass, Power
from rules.powergrid.data import tables

CITIES = ["essen", "muenster", "dortmund", "duisburg", "duesseldorf", "osnabrueck", "kassel"]


def _bureaucracy(players=3, step=1):
    """Round 2, Phase 5; every seat owns one setup plant and no fuel; seat 0 powers first."""
    state = new_game(players)
    for seat in range(players):
        give(state, seat, plants=[3 + seat])
    state.round, state.step = 2, step
    state.market = [p for p in state.market if p > 2 + players]
    return enter(state, "power", 0)


def _everyone_else_powers_nothing(state):
    while state.phase == "power":
        act(state, Power((), 0))


def test_plant_16_with_2_oil_and_2_cities_powers_2_and_earns_33():
    """Appendix C #1."""
    state = _bureaucracy()
    give(state, 0, plants=[16], fuel={"oil": 2}, cities=["essen", "muenster"], money=0)
    act(state, Power((16,), 0))
    assert state.powered[0] == 2
    assert state.players[0].money == 33
    assert state.players[0].fuel["oil"] == 0


def test_a_player_who_powers_nothing_still_receives_10():
    """Appendix C #8."""
    state = _bureaucracy()
    give(state, 0, cities=["essen"], money=0)
    assert Power((), 0) in RULES.legal_actions(state)
    act(state, Power((), 0))
    assert state.players[0].money == 10


def test_players_power_in_player_order_and_every_player_is_paid():
    state = _bureaucracy()
    state.order = [2, 0, 1]
    enter(state, "power")
    seen = []
    for _ in range(3):
        seen.append(seat_to_act(state))
        assert kind_to_act(state) == "power"
        act(state, Power((), 0))
    assert seen == [2, 0, 1]
    assert [p.income for p in state.players] == [10, 10, 10]


def test_burned_fuel_goes_to_the_general_supply_not_the_market():
    state = _bureaucracy()
    give(state, 0, plants=[16], fuel={"oil": 4}, cities=CITIES[:3])
    before_market, before_supply = dict(state.resources), dict(state.supply)
    act(state, Power((16,), 0))
    assert state.resources == before_market
    assert state.supply["oil"] == before_supply["oil"] + 2
    assert state.players[0].fuel["oil"] == 2


def test_a_plant_burns_its_full_fuel_amount_or_does_not_run():
    state = _bureaucracy()
    give(state, 0, plants=[16], fuel={"oil": 1}, cities=CITIES[:3])
    refused(state, Power((16,), 0), "not_enough_fuel")
    assert RULES.legal_actions(state) == [Power((), 0)]


def test_cities_powered_are_the_capacity_run_capped_by_connected_cities():
    state = _bureaucracy()
    give(state, 0, plants=[13, 18], cities=CITIES[:5], money=0)  # ecological 1 + 2
    act(state, Power((13, 18), 0))
    assert state.powered[0] == 3
    assert state.players[0].money == 44


def test_a_player_may_keep_fuel_by_not_running_a_plant():
    state = _bureaucracy()
    give(state, 0, plants=[4, 8], fuel={"coal": 5}, cities=CITIES[:5], money=0)
    act(state, Power((4,), 0))
    assert state.powered[0] == 1 and state.players[0].money == 22
    assert state.players[0].fuel["coal"] == 3


def test_a_hybrid_burns_coal_and_oil_in_any_mix_totalling_its_fuel():
    state = _bureaucracy()
    give(state, 0, plants=[5], fuel={"coal": 1, "oil": 1}, cities=CITIES[:1])
    assert set(RULES.legal_actions(state)) == {Power((), 0), Power((5,), 1)}
    refused(state, Power((5,), 2), "not_enough_fuel")
    refused(state, Power((5,), 0), "not_enough_fuel")
    act(state, Power((5,), 1))
    assert state.players[0].fuel["coal"] == 0 and state.players[0].fuel["oil"] == 0


def test_a_hybrid_runs_after_single_type_plants_take_their_fuel():
    state = _bureaucracy()
    give(state, 0, plants=[4, 5], fuel={"coal": 3, "oil": 1}, cities=CITIES[:2])
    refused(state, Power((4, 5), 2), "not_enough_fuel")  # #4 needs 2 of the 3 coal
    act(state, Power((4, 5), 1))
    assert state.powered[0] == 2
    assert state.players[0].fuel == {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}


def test_power_names_owned_plants_each_once_in_number_order():
    state = _bureaucracy()
    give(state, 0, plants=[13, 18], cities=CITIES[:3])
    refused(state, Power((18, 13), 0), "power_plants_sorted")
    refused(state, Power((13, 13), 0), "power_plants_sorted")
    refused(state, Power((22,), 0), "plant_not_owned")


@pytest.mark.parametrize(("cities", "income"), [(0, 10), (1, 22), (2, 33), (6, 73), (20, 150)])
def test_income_follows_the_payment_table(cities, income):
    assert tables().income(cities) == income


def test_more_than_20_powered_cities_pay_150():
    """AMB-16."""
    assert tables().income(23) == 150


def test_4_players_step_1_resupply_adds_coal_5_oil_3_garbage_2_uranium_1():
    """Appendix C #5: the most expensive empty spaces fill first."""
    state = _bureaucracy(players=4)
    state.resources = {"coal": 10, "oil": 10, "garbage": 10, "uranium": 5}
    state.supply = {"coal": 14, "oil": 14, "garbage": 14, "uranium": 7}
    _everyone_else_powers_nothing(state)
    assert state.resources == {"coal": 15, "oil": 13, "garbage": 12, "uranium": 6}
    assert state.supply == {"coal": 9, "oil": 11, "garbage": 12, "uranium": 6}
    assert market.unit_prices(state, "coal")[:5] == (4, 4, 4, 5, 5)
    assert market.unit_prices(state, "uranium")[0] == 7


@pytest.mark.parametrize(
    ("players", "step", "added"),
    [(2, 2, (4, 2, 2, 1)), (3, 1, (4, 2, 1, 1)), (5, 3, (5, 6, 5, 2)), (6, 2, (9, 6, 5, 3))],
)
def test_resupply_follows_the_table_by_player_count_and_step(players, step, added):
    state = _bureaucracy(players=players, step=step)
    if step == 3:
        state.step3_market = True
        state.market = state.market[:6]
    state.resources = {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}
    state.supply = {"coal": 24, "oil": 24, "garbage": 24, "uranium": 12}
    _everyone_else_powers_nothing(state)
    assert tuple(state.resources.values()) == added


def test_resupply_is_capped_by_the_supply_and_by_free_market_spaces():
    state = _bureaucracy(players=4)
    state.resources = {"coal": 22, "oil": 10, "garbage": 0, "uranium": 12}
    state.supply = {"coal": 2, "oil": 1, "garbage": 24, "uranium": 0}
    _everyone_else_powers_nothing(state)
    assert state.resources == {"coal": 24, "oil": 11, "garbage": 2, "uranium": 12}
    assert state.supply == {"coal": 0, "oil": 0, "garbage": 22, "uranium": 0}


def test_fuel_burned_this_phase_can_come_back_in_this_phases_resupply():
    state = _bureaucracy()
    give(state, 0, plants=[16], fuel={"oil": 2}, cities=CITIES[:2])
    state.resources["oil"], state.supply["oil"] = 10, 0
    act(state, Power((16,), 0))
    _everyone_else_powers_nothing(state)
    assert state.resources["oil"] == 12  # 3 players, Step 1: 2 oil, all from the burned fuel


def test_in_steps_1_and_2_the_highest_plant_goes_under_the_stack_and_the_top_is_drawn():
    state = _bureaucracy()
    state.market = [6, 7, 8, 9, 10, 11, 12, 14]
    state.stack = [*state.stack[:4], 25]
    _everyone_else_powers_nothing(state)
    assert state.stack[0] == 14  # under the Step 3 card
    assert state.stack[1] == 99
    assert state.market == [6, 7, 8, 9, 10, 11, 12, 25]


def test_in_step_3_the_lowest_plant_leaves_the_game_and_a_replacement_is_drawn():
    state = _bureaucracy(step=3)
    state.step3_market = True
    state.market = [20, 22, 25, 28, 31, 40]
    state.stack = [33, 35]
    _everyone_else_powers_nothing(state)
    assert 20 in state.removed
    assert state.market == [22, 25, 28, 31, 35, 40]
    assert state.stack == [33]


def test_in_step_3_with_the_stack_exhausted_the_market_shrinks():
    state = _bureaucracy(step=3)
    state.step3_market = True
    state.market = [20, 22, 25, 28, 31, 40]
    state.stack = []
    _everyone_else_powers_nothing(state)
    assert state.market == [22, 25, 28, 31, 40]
    assert (state.phase, state.round) == ("auction", 3)


def test_the_next_round_orders_players_by_cities_then_by_their_biggest_plant():
    state = _bureaucracy()
    give(state, 0, plants=[3, 20], cities=["essen", "muenster"])
    give(state, 1, plants=[4], cities=["kiel"])
    give(state, 2, plants=[5, 25], cities=["hamburg", "bremen"])
    _everyone_else_powers_nothing(state)
    assert state.order == [2, 0, 1]
    assert (state.phase, state.round) == ("auction", 3)
    assert (seat_to_act(state), kind_to_act(state)) == (2, "choose_plant")


def test_a_plant_drawn_in_phase_5_at_or_below_the_leaders_cities_is_removed_and_redrawn():
    state = _bureaucracy()
    give(state, 1, cities=CITIES[:7])
    state.market = [8, 9, 10, 11, 12, 14, 15, 16]
    state.stack = [*state.stack[:4], 30, 7]  # a #7 on top: too low for 7 cities
    _everyone_else_powers_nothing(state)
    assert 7 in state.removed
    assert state.market == [8, 9, 10, 11, 12, 14, 15, 30]


def test_a_whole_round_runs_auction_buy_build_power_and_the_next_round_reorders_players():
    state = new_game(3)
    act(state, OfferPlant(3, 3), Pass(), Pass())  # seat 0: #3
    act(state, OfferPlant(4, 4), Pass())  # seat 1: #4
    act(state, OfferPlant(5, 5))  # seat 2: #5
    assert (state.phase, state.order) == ("buy", [2, 1, 0])
    act(state, BuyFuel("oil", 2, 3), Pass(), Pass(), Pass())  # seat 0 buys first: 3 + 3
    assert state.phase == "build"
    act(state, Build("essen"), Pass())  # seat 0 builds first
    act(state, Build("kiel"), Pass(), Pass())
    assert state.phase == "power"
    assert seat_to_act(state) == 2
    highest = state.market[-1]
    act(state, Power((), 0), Power((), 0), Power((3,), 0))
    assert [p.money for p in state.players] == [50 - 3 - 6 - 10 + 22, 50 - 4 - 10 + 10, 50 - 5 + 10]
    assert (state.round, state.phase, state.step) == (2, "auction", 1)
    assert state.order == [1, 0, 2]  # 1 city each for 0 and 1: #4 beats #3; seat 2 has none
    assert state.resources["oil"] == 18  # 16 left + 2 resupplied (3 players, Step 1)
    assert state.stack[0] == highest  # the highest plant went under the stack
