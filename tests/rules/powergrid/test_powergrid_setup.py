"""Power Grid setup (spec section 2, AMB-9, Appendix C #6) and the kernel contract's basics."""

import pytest
from pg_helpers import RULES, kind_to_act, new_game, refused, seat_to_act

from rules.core.errors import OptionsError
from rules.core.rng import Rng
from rules.core.state import state_hash
from rules.powergrid import board, market
from rules.powergrid.actions import Bid, PickRegion
from rules.powergrid.data import plants
from rules.powergrid.state import STEP3_CARD

STACK_SIZES = {2: 27, 3: 27, 4: 31, 5: 35, 6: 35}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_stack_holds_27_31_35_cards_with_13_on_top_and_step_3_at_the_bottom(players):
    state = new_game(players)
    assert len(state.stack) == STACK_SIZES[players]
    assert state.stack[-1] == 13  # top = last item
    assert state.stack[0] == STEP3_CARD
    assert state.stack.count(STEP3_CARD) == 1


@pytest.mark.parametrize(("players", "hidden"), [(2, 8), (3, 8), (4, 4), (5, 0), (6, 0)])
def test_setup_removes_8_4_or_0_plants_face_down_by_player_count(players, hidden):
    state = new_game(players)
    assert state.hidden_removed == hidden
    assert state.removed == []  # unseen: not in the public removed pile
    shuffled = {p for p in plants() if p > 10 and p != 13}
    middle = state.stack[1:-1]
    assert len(set(middle)) == len(middle) == 33 - hidden
    assert set(middle) <= shuffled


def test_the_removed_setup_plants_depend_on_the_seed():
    assert new_game(3, seed=1).stack != new_game(3, seed=2).stack


def test_the_market_opens_with_3_to_10_and_3_to_6_are_the_current_market():
    state = new_game(4)
    assert state.market == [3, 4, 5, 6, 7, 8, 9, 10]
    assert market.current_plants(state) == [3, 4, 5, 6]


@pytest.mark.parametrize("players", [2, 6])
def test_each_player_starts_with_50_elektro_no_plants_no_fuel_no_houses(players):
    state = new_game(players)
    for p in state.players:
        assert p.money == 50
        assert p.plants == [] and p.cities == []
        assert set(p.fuel.values()) == {0}
    assert all(houses == [] for houses in state.houses.values())


def test_setup_resources_oil_18_on_the_market_6_in_supply_garbage_6_uranium_2_coal_24():
    """Appendix C #6."""
    state = new_game(3)
    assert state.resources == {"coal": 24, "oil": 18, "garbage": 6, "uranium": 2}
    assert state.supply == {"coal": 0, "oil": 6, "garbage": 18, "uranium": 10}
    # The market fills from the back: oil on 3-8, garbage on 7-8, uranium on 14 and 16.
    assert market.unit_prices(state, "coal") == tuple(price for price in range(1, 9) for _ in "abc")
    assert market.unit_prices(state, "oil")[0] == 3
    assert market.unit_prices(state, "garbage") == (7, 7, 7, 8, 8, 8)
    assert market.unit_prices(state, "uranium") == (14, 16)


@pytest.mark.parametrize(("players", "regions"), [(2, 3), (3, 3), (4, 4), (5, 5), (6, 5)])
def test_random_regions_count_by_player_count_and_are_connected(players, regions):
    for seed in range(5):
        state = RULES.setup({"players": players, "regions": "random"}, seed)
        assert len(state.regions) == regions
        assert tuple(sorted(state.regions)) in board.region_sets("germany", regions)
        assert state.phase == "auction"


def test_random_regions_on_the_usa_map_are_connected():
    for seed in range(5):
        state = RULES.setup({"players": 4, "map": "usa"}, seed)
        assert tuple(sorted(state.regions)) in board.region_sets("usa", 4)


def test_a_listed_region_set_must_be_connected_and_of_the_right_size():
    with pytest.raises(OptionsError):
        RULES.setup({"players": 3, "regions": ["NE", "NW", "SE"]}, 1)  # SE touches neither
    with pytest.raises(OptionsError):
        RULES.setup({"players": 4, "regions": ["E", "NW", "W"]}, 1)  # 4 players need 4


@pytest.mark.parametrize("players", [1, 7, "3", True])
def test_two_to_six_players(players):
    with pytest.raises(OptionsError):
        RULES.setup({"players": players}, 1)


def test_choose_regions_players_pick_in_initial_order_and_each_pick_touches_the_set():
    state = RULES.setup({"players": 2, "regions": "choose"}, 3)
    assert state.phase == "regions"
    first, second = state.order
    assert (seat_to_act(state), kind_to_act(state)) == (first, "pick_region")
    RULES.apply(state, PickRegion("NE"))
    assert seat_to_act(state) == second
    refused(state, PickRegion("NE"), "region_taken")
    refused(state, PickRegion("SW"), "region_not_adjacent")  # SW does not touch NE
    refused(state, PickRegion("XX"), "no_such_region")
    assert {a.region for a in RULES.legal_actions(state)} == {"NW", "E"}
    RULES.apply(state, PickRegion("E"))
    assert seat_to_act(state) == first  # the picks wrap around the order
    RULES.apply(state, PickRegion("SE"))
    assert state.regions == ["E", "NE", "SE"]
    assert state.phase == "auction"


def test_choosing_a_region_does_not_give_it_to_anyone():
    state = RULES.setup({"players": 3, "regions": "choose"}, 3)
    for region in ("W", "NW", "E"):
        RULES.apply(state, PickRegion(region))
    assert len(RULES.build_prices(state, state.order[0])) == 21  # everyone may build everywhere


def test_the_game_starts_with_the_round_1_auction_in_step_1_with_the_first_player_choosing():
    state = RULES.setup({"players": 4}, 11)
    assert (state.round, state.step, state.phase) == (1, 1, "auction")
    assert (seat_to_act(state), kind_to_act(state)) == (state.order[0], "choose_plant")


def test_the_initial_player_order_is_drawn_by_lot():
    orders = {tuple(RULES.setup({"players": 5}, seed).order) for seed in range(8)}
    assert len(orders) > 1
    assert all(sorted(o) == [0, 1, 2, 3, 4] for o in orders)


def test_the_same_options_and_seed_give_the_same_state():
    a = RULES.setup({"players": 4}, 42)
    b = RULES.setup({"players": 4}, 42)
    assert state_hash(a) == state_hash(b)


def test_an_action_out_of_turn_is_refused_with_the_prompt_named():
    state = new_game(3)
    refused(state, Bid(5), "wrong_time")


def test_the_view_hides_the_stack_order_but_not_its_size_or_the_cards_shown_at_setup():
    state = new_game(3)
    before = state_hash(state)
    seen = RULES.view(state, 0)
    assert len(seen.stack) == len(state.stack)
    assert seen.stack[0] == STEP3_CARD and seen.stack[-1] == 13  # both shown to everyone
    assert set(seen.stack[1:-1]) == {-1}
    assert seen.rng.state != state.rng.state  # the deck cannot be re-derived from the RNG
    assert seen.market == state.market
    assert state_hash(state) == before  # viewing changes nothing


def test_money_is_hidden_in_the_view_only_when_the_table_says_so():
    state = RULES.setup({"players": 3, "show_money": False}, 1)
    seen = RULES.view(state, 1)
    assert [p.money for p in seen.players] == [-1, 50, -1]
    assert [p.money for p in RULES.view(new_game(3), 1).players] == [50, 50, 50]


def test_a_bot_looking_ahead_fills_the_unseen_stack_with_unseen_plants():
    """`determinize`: what the seat saw stays; the unseen cards come from the plants it never
    saw (setup removals included), each once."""
    state = new_game(4)
    seen = RULES.view(state, 0)
    world = RULES.determinize(state, 0, Rng(5))
    assert -1 not in world.stack and len(world.stack) == len(state.stack)
    assert world.stack[0] == state.stack[0] and world.stack[-1] == 13  # the Step 3 card, #13
    everything = world.stack + world.market + [n for p in world.players for n in p.plants]
    assert len(everything) == len(set(everything))
    assert world.market == seen.market and world.players == seen.players
    assert state_hash(RULES.determinize(state, 0, Rng(5))) == state_hash(world)
    assert RULES.determinize(state, 0, Rng(6)).stack != world.stack
