"""The Build action (spec §4.1): cards, the network rule, slots, overbuilding, eras, paying."""

from brass_helpers import (
    BOARD,
    RULES,
    act,
    at_slot_step,
    build,
    give,
    keys,
    kind,
    link,
    new_game,
    put,
    refused,
    slots_offered,
    start,
)

from rules.brass.core.actions import BuildAt, ChooseAction, ChooseIndustry, Consume, PlayCard


def _ready(era="canal", money=50, hand=()):
    state = new_game(4, era=era)
    give(state, 0, money=money, hand=hand or ["location:stafford"] * 8)
    return state


# -- cards ------------------------------------------------------------------------------------


def test_a_location_card_builds_any_industry_in_its_town_even_outside_the_network():
    state = _ready()
    link(state, 0, "coventry", "birmingham")
    start(state, "build", "location:stafford")
    # a Manufacturer I would need coal, and Stafford reaches none
    assert {a.industry for a in RULES.legal_actions(state)} == {"brewery", "pottery"}
    act(state, ChooseIndustry("pottery"))
    assert slots_offered(state) == ["slot:stafford:2"]


def test_an_industry_card_builds_only_in_the_players_network():
    state = _ready(hand=["industry:coal_mine"])
    link(state, 0, "birmingham", "dudley")
    start(state, "build", "industry:coal_mine")
    act(state, ChooseIndustry("coal_mine"))
    assert slots_offered(state) == ["slot:dudley:1"]
    refused(state, BuildAt("slot:cannock:2"), "not_in_network")


def test_with_nothing_on_the_board_an_industry_card_builds_on_any_empty_slot():
    state = _ready(hand=["industry:coal_mine"])
    start(state, "build", "industry:coal_mine")
    act(state, ChooseIndustry("coal_mine"))
    offered = slots_offered(state)
    single = [s for s, info in BOARD.slots.items() if info.industries == ("coal_mine",)]
    assert set(single) <= set(offered)
    assert "slot:nuneaton:2" in offered  # Nuneaton has no coal-only slot
    assert "slot:cannock:1" not in offered  # Cannock has one: it comes first


def test_the_nothing_on_the_board_exception_never_overbuilds():
    state = _ready(hand=["industry:coal_mine"])
    state.players[0].mat["coal_mine"] = [2, 2]
    state.markets["coal"] = 0
    put(state, "slot:dudley:1", 1, "coal_mine", 1, flipped=True)
    at_slot_step(state, "industry:coal_mine", "coal_mine")
    refused(state, BuildAt("slot:dudley:1"), "not_in_network")


def test_the_dual_card_builds_a_cotton_mill_or_a_manufacturer():
    state = _ready(hand=["industry:cotton_mill_or_manufacturer"])
    link(state, 1, "birmingham", "oxford")  # coal from the market for a Manufacturer I
    start(state, "build", "industry:cotton_mill_or_manufacturer")
    assert {a.industry for a in RULES.legal_actions(state)} == {"cotton_mill", "manufacturer"}


def test_the_wild_location_builds_in_any_town_but_never_on_a_farm_brewery():
    state = _ready(hand=["wild:location"])
    state.wild["wild:location"] -= 1
    start(state, "build", "wild:location")
    assert state.wild["wild:location"] == 4  # played wild cards go back to their pile
    act(state, ChooseIndustry("brewery"))
    offered = slots_offered(state)
    assert "slot:burton_on_trent:2" in offered
    assert not [s for s in offered if "farm" in s]
    refused(state, BuildAt("slot:farm_brewery_cannock:1"), "farm_needs_industry_card")


def test_a_farm_brewery_is_built_with_a_brewery_card_when_it_is_in_the_network():
    state = _ready(hand=["industry:brewery"])
    link(state, 0, "cannock", "farm_brewery_cannock")
    start(state, "build", "industry:brewery")
    act(state, ChooseIndustry("brewery"))
    assert slots_offered(state) == ["slot:farm_brewery_cannock:1"]


def test_the_kidderminster_worcester_link_puts_the_southern_farm_brewery_in_the_network():
    state = _ready(hand=["wild:industry"])
    link(state, 0, "kidderminster", "worcester")
    start(state, "build", "wild:industry")
    act(state, ChooseIndustry("brewery"))
    assert slots_offered(state) == ["slot:farm_brewery_kidderminster_worcester:1"]


def test_a_card_can_start_a_build_only_if_it_leads_to_a_legal_slot():
    state = _ready(hand=["location:stafford", "industry:coal_mine"])
    link(state, 0, "birmingham", "coventry")
    act(state, ChooseAction("build"))
    assert sorted(a.card for a in RULES.legal_actions(state)) == [
        "industry:coal_mine",
        "location:stafford",
    ]
    state.players[0].mat["coal_mine"] = []
    assert [a.card for a in RULES.legal_actions(state)] == ["location:stafford"]
    refused(state, PlayCard("industry:coal_mine"), "card_cannot")


# -- slots ------------------------------------------------------------------------------------


def test_a_slot_showing_only_the_industry_is_used_before_a_shared_one():
    state = _ready(hand=["location:birmingham"] * 3)
    link(state, 1, "birmingham", "oxford")
    start(state, "build", "location:birmingham")
    act(state, ChooseIndustry("manufacturer"))
    assert slots_offered(state) == ["slot:birmingham:2", "slot:birmingham:4"]
    refused(state, BuildAt("slot:birmingham:1"), "single_slot_first")
    put(state, "slot:birmingham:2", 1, "manufacturer")
    put(state, "slot:birmingham:4", 2, "manufacturer")
    assert slots_offered(state) == ["slot:birmingham:1"]


def test_in_the_canal_era_a_player_has_at_most_one_tile_per_location():
    state = _ready(hand=["location:birmingham"] * 3)
    put(state, "slot:birmingham:3", 0, "iron_works")
    put(state, "slot:birmingham:4", 1, "manufacturer")  # others may share the town
    link(state, 1, "birmingham", "oxford")
    at_slot_step(state, "location:birmingham", "manufacturer")
    assert slots_offered(state) == []
    refused(state, BuildAt("slot:birmingham:2"), "canal_one_per_location")


def test_in_the_rail_era_a_player_may_have_several_tiles_in_a_location():
    state = _ready(era="rail", hand=["location:birmingham"] * 3)
    state.players[0].mat["manufacturer"] = [2, 2, 3]
    put(state, "slot:birmingham:3", 0, "iron_works", 2)
    start(state, "build", "location:birmingham")
    act(state, ChooseIndustry("manufacturer"))
    assert slots_offered(state) == ["slot:birmingham:2", "slot:birmingham:4"]


def test_the_lowest_tile_is_built_and_a_canal_only_lowest_tile_blocks_the_rail_era():
    state = _ready(era="rail", hand=["location:worcester"])
    link(state, 1, "worcester", "gloucester")
    refused(state, ChooseAction("build"), "no_card_for")
    at_slot_step(state, "location:worcester", "cotton_mill")
    refused(state, BuildAt("slot:worcester:1"), "tile_wrong_era")
    state.draft = None
    state.players[0].mat["cotton_mill"] = state.players[0].mat["cotton_mill"][3:]  # developed
    build(state, "location:worcester", "cotton_mill", "slot:worcester:1")
    assert state.tiles["slot:worcester:1"].level == 2


def test_rail_only_tiles_cannot_be_built_in_the_canal_era():
    state = _ready(hand=["location:stafford"])
    state.players[0].mat["pottery"] = [5]
    start(state, "build", "location:stafford")
    assert [a.industry for a in RULES.legal_actions(state)] == ["brewery"]
    refused(state, ChooseIndustry("pottery"), "nowhere_to_build")
    state.draft.industry, state.draft.step = "pottery", "slot"
    refused(state, BuildAt("slot:stafford:2"), "tile_wrong_era")


def test_pottery_one_has_no_era_badge_and_is_built_in_the_rail_era():
    state = _ready(era="rail", hand=["location:stafford"])
    start(state, "build", "location:stafford")
    act(state, ChooseIndustry("pottery"))
    assert kind(state) == "slot"


# -- overbuilding ----------------------------------------------------------------------------


def test_overbuilding_your_own_tile_returns_its_cubes_to_the_supply():
    state = _ready(era="rail", hand=["location:dudley"])
    state.players[0].mat["coal_mine"] = [2, 3]
    put(state, "slot:dudley:1", 0, "coal_mine", 1, cubes=1)
    build(state, "location:dudley", "coal_mine", "slot:dudley:1")
    tile = state.tiles["slot:dudley:1"]
    assert (tile.owner, tile.level, tile.cubes) == (0, 2, 3)


def test_overbuilding_needs_a_higher_level_of_the_same_industry():
    state = _ready(era="rail", hand=["location:dudley"])
    put(state, "slot:dudley:1", 0, "coal_mine", 2, cubes=0, flipped=True)
    state.players[0].mat["coal_mine"] = [2]
    at_slot_step(state, "location:dudley", "coal_mine")
    refused(state, BuildAt("slot:dudley:1"), "overbuild_level")


def test_another_players_coal_mine_is_overbuilt_only_when_no_coal_is_left_anywhere():
    state = _ready(era="rail", hand=["location:dudley"] * 2)
    state.players[0].mat["coal_mine"] = [3]
    put(state, "slot:dudley:1", 1, "coal_mine", 2, flipped=True)
    put(state, "slot:cannock:2", 2, "coal_mine", 2, cubes=1)
    at_slot_step(state, "location:dudley", "coal_mine")
    refused(state, BuildAt("slot:dudley:1"), "overbuild_cubes_left")  # the market has coal
    state.markets["coal"] = 0
    refused(state, BuildAt("slot:dudley:1"), "overbuild_cubes_left")  # Cannock's mine has coal
    state.tiles["slot:cannock:2"].cubes = 0
    act(state, BuildAt("slot:dudley:1"))
    assert state.tiles["slot:dudley:1"].owner == 0


def test_another_players_tile_that_is_not_a_mine_or_works_is_never_overbuilt():
    state = _ready(era="rail", hand=["location:worcester"])
    state.players[0].mat["cotton_mill"] = [3]
    put(state, "slot:worcester:1", 1, "cotton_mill", 2)
    put(state, "slot:worcester:2", 1, "cotton_mill", 2)
    at_slot_step(state, "location:worcester", "cotton_mill")
    refused(state, BuildAt("slot:worcester:1"), "overbuild_others")


def test_overbuilding_an_opponent_in_a_canal_location_where_you_have_a_tile_is_refused():
    state = _ready(hand=["location:coalbrookdale"])
    state.markets["iron"] = 0
    state.players[0].mat["iron_works"] = [2]
    put(state, "slot:coalbrookdale:2", 1, "iron_works", 1, flipped=True)
    put(state, "slot:coalbrookdale:3", 0, "coal_mine", 1, flipped=True)
    link(state, 1, "coalbrookdale", "shrewsbury")
    at_slot_step(state, "location:coalbrookdale", "iron_works")
    refused(state, BuildAt("slot:coalbrookdale:2"), "canal_one_per_location")


# -- paying: money, coal, iron -----------------------------------------------------------------


def test_building_pays_the_printed_cost_onto_the_character_tile():
    state = _ready(hand=["location:stafford"])
    events = build(state, "location:stafford", "pottery", "slot:stafford:2")
    p = state.players[0]
    assert (p.money, p.spent) == (50 - 17 - 2, 17 + 2)  # Pottery I: £17 and an iron (£2)
    assert "built" in keys(events) and "took" in keys(events)
    assert kind(state) == "action"


def test_coal_comes_free_from_the_nearest_connected_mine():
    state = _ready(hand=["location:wolverhampton"])
    link(state, 1, "wolverhampton", "dudley")
    link(state, 2, "dudley", "birmingham")
    put(state, "slot:dudley:1", 1, "coal_mine", 1, cubes=2)
    put(state, "slot:birmingham:1", 2, "cotton_mill", 1)
    put(state, "slot:cannock:2", 2, "coal_mine", 1, cubes=2)  # not connected
    build(state, "location:wolverhampton", "manufacturer", "slot:wolverhampton:1")
    assert state.tiles["slot:dudley:1"].cubes == 1
    assert state.players[0].money == 50 - 8
    assert state.markets["coal"] == 13


def test_equally_near_mines_let_the_player_choose_the_coal():
    state = _ready(hand=["location:wolverhampton"])
    link(state, 1, "wolverhampton", "dudley")
    link(state, 1, "wolverhampton", "cannock")
    put(state, "slot:dudley:1", 1, "coal_mine", 1, cubes=2)
    put(state, "slot:cannock:2", 2, "coal_mine", 1, cubes=1)
    build(state, "location:wolverhampton", "manufacturer", "slot:wolverhampton:1")
    assert kind(state) == "coal"
    assert sorted(a.source for a in RULES.legal_actions(state)) == [
        "slot:cannock:2",
        "slot:dudley:1",
    ]
    events = act(state, Consume("coal", "slot:cannock:2"))
    assert state.tiles["slot:cannock:2"].flipped  # its last coal: flips on player 0's turn
    flip = next(e for e in events if e.key == "brass.event.flipped")
    assert flip.seat == 2 and state.players[2].income_space == 10 + 4
    assert state.tiles["slot:dudley:1"].cubes == 2


def test_there_is_no_coal_choice_when_every_tied_cube_will_be_taken():
    state = _ready(era="rail", hand=["location:wolverhampton"])
    state.players[0].mat["manufacturer"] = [3]  # Manufacturer III: 2 coal
    link(state, 1, "wolverhampton", "dudley")
    link(state, 1, "wolverhampton", "cannock")
    put(state, "slot:dudley:1", 1, "coal_mine", 2, cubes=1)
    put(state, "slot:cannock:2", 2, "coal_mine", 2, cubes=1)
    build(state, "location:wolverhampton", "manufacturer", "slot:wolverhampton:1")
    assert kind(state) == "action"
    assert state.tiles["slot:dudley:1"].flipped and state.tiles["slot:cannock:2"].flipped


def test_a_mine_in_the_build_location_is_the_nearest_coal():
    state = _ready(era="rail", hand=["location:coalbrookdale"])
    state.players[0].mat["iron_works"] = [2]
    link(state, 1, "coalbrookdale", "wolverhampton")
    put(state, "slot:coalbrookdale:3", 1, "coal_mine", 2, cubes=1)
    put(state, "slot:wolverhampton:2", 1, "coal_mine", 2, cubes=3)
    build(state, "location:coalbrookdale", "iron_works", "slot:coalbrookdale:2")
    assert state.tiles["slot:coalbrookdale:3"].cubes == 0
    assert state.tiles["slot:wolverhampton:2"].cubes == 3


def test_without_connected_coal_the_market_sells_it_to_a_merchant_connected_location():
    state = _ready(hand=["location:worcester"] * 2)
    state.players[0].mat["cotton_mill"] = [2]
    at_slot_step(state, "location:worcester", "cotton_mill")
    refused(state, BuildAt("slot:worcester:1"), "no_coal")  # Worcester reaches no merchant
    link(state, 1, "worcester", "gloucester")
    act(state, BuildAt("slot:worcester:1"))
    assert state.markets["coal"] == 12
    assert state.players[0].money == 50 - 14 - 1


def test_an_empty_coal_market_still_sells_coal_at_8():
    state = _ready(hand=["location:worcester"])
    state.players[0].mat["cotton_mill"] = [2]
    state.markets["coal"] = 0
    link(state, 1, "worcester", "gloucester")
    build(state, "location:worcester", "cotton_mill", "slot:worcester:1")
    assert state.players[0].money == 50 - 14 - 8
    assert state.markets["coal"] == 0


def test_iron_comes_from_any_iron_works_without_a_connection():
    state = _ready(hand=["location:stafford"])
    put(state, "slot:redditch:2", 1, "iron_works", 1, cubes=2)
    build(state, "location:stafford", "pottery", "slot:stafford:2")
    assert state.tiles["slot:redditch:2"].cubes == 1
    assert state.players[0].money == 50 - 17


def test_several_iron_works_let_the_player_choose_the_iron():
    state = _ready(hand=["location:stafford"])
    put(state, "slot:redditch:2", 1, "iron_works", 1, cubes=2)
    put(state, "slot:dudley:2", 2, "iron_works", 1, cubes=1)
    build(state, "location:stafford", "pottery", "slot:stafford:2")
    assert kind(state) == "iron"
    act(state, Consume("iron", "slot:dudley:2"))
    assert state.tiles["slot:dudley:2"].flipped
    assert state.players[2].income_space == 13


def test_an_empty_iron_market_still_sells_iron_at_6():
    state = _ready(hand=["location:stafford"])
    state.markets["iron"] = 0
    build(state, "location:stafford", "pottery", "slot:stafford:2")
    assert state.players[0].money == 50 - 17 - 6


def test_building_needs_the_money_for_the_tile_and_the_bought_cubes():
    state = _ready(money=18, hand=["location:stafford"])
    at_slot_step(state, "location:stafford", "pottery")
    refused(state, BuildAt("slot:stafford:2"), "too_expensive")


# -- stocking and selling cubes ----------------------------------------------------------------


def test_a_new_coal_mine_connected_to_a_merchant_sells_its_coal_dearest_space_first():
    state = _ready(hand=["location:coalbrookdale"])
    link(state, 1, "coalbrookdale", "shrewsbury")
    state.markets["coal"] = 11  # empty: the two £1 spaces and one £2 space
    events = build(state, "location:coalbrookdale", "coal_mine", "slot:coalbrookdale:3")
    tile = state.tiles["slot:coalbrookdale:3"]
    assert (tile.cubes, tile.flipped) == (0, True)
    assert state.markets["coal"] == 13
    assert state.players[0].money == 50 - 5 + 2 + 1
    assert state.players[0].spent == 5  # sale money is not spending
    assert state.players[0].income_space == 14
    assert "sold_cubes" in keys(events)


def test_a_coal_mine_without_a_merchant_connection_keeps_its_coal():
    state = _ready(hand=["location:dudley"])
    state.markets["coal"] = 0
    build(state, "location:dudley", "coal_mine", "slot:dudley:1")
    assert state.tiles["slot:dudley:1"].cubes == 2
    assert state.markets["coal"] == 0


def test_a_new_iron_works_always_sells_to_the_market_until_it_is_full():
    state = _ready(hand=["location:dudley"])
    put(state, "slot:dudley:1", 1, "coal_mine", 1, cubes=2)
    build(state, "location:dudley", "iron_works", "slot:dudley:2")
    tile = state.tiles["slot:dudley:2"]
    assert state.markets["iron"] == 10 and tile.cubes == 2 and not tile.flipped
    assert state.players[0].money == 50 - 5 + 1 + 1


def test_a_brewery_holds_one_barrel_in_the_canal_era_and_two_in_the_rail_era():
    canal = _ready(hand=["location:burton_on_trent"])
    build(canal, "location:burton_on_trent", "brewery", "slot:burton_on_trent:2")
    assert canal.tiles["slot:burton_on_trent:2"].cubes == 1
    rail = _ready(era="rail", hand=["location:burton_on_trent"])
    rail.players[0].mat["brewery"] = [2]
    build(rail, "location:burton_on_trent", "brewery", "slot:burton_on_trent:2")
    assert rail.tiles["slot:burton_on_trent:2"].cubes == 2
