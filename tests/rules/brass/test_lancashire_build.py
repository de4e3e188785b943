"""Brass: Lancashire's Build action (spec §4.1, §5): cards, double builds, slots, eras, the lock,
shipyards, selling coal and iron to the markets, overbuilding, coal and iron sources."""

from lancashire_helpers import (
    RULES,
    act,
    at_slot_step,
    build,
    give,
    keys,
    kind,
    link,
    menu,
    new_game,
    put,
    refused,
    seat,
    slots_offered,
    start,
)

from rules.brass.core.actions import BuildAt, ChooseAction, ChooseIndustry, Consume, PlayCard

L = "brass-lancashire.why."


def _ready(era="canal", money=50, hand=None, players=4):
    state = new_game(players, era=era)
    give(state, 0, money=money, hand=hand or ["location:bolton"] * 8)
    return state


# -- cards ------------------------------------------------------------------------------------


def test_lancashire_location_card_builds_any_industry_even_outside_the_network():
    state = _ready(hand=["location:preston"] * 8)
    put(state, "slot:bolton:1", 0, "coal_mine", 1, cubes=2)
    start(state, "build", "location:preston")
    # Preston: Port, Cotton/Port, Iron Works. A Cotton Mill I needs no coal, an Iron Works I does
    # and Preston reaches neither a mine nor a trade icon.
    assert {a.industry for a in RULES.legal_actions(state)} == {"cotton_mill", "port"}
    act(state, ChooseIndustry("port"))
    assert slots_offered(state) == ["slot:preston:1"]


def test_lancashire_industry_card_builds_only_in_the_network():
    state = _ready(hand=["industry:port"] * 8)
    put(state, "slot:wigan:1", 0, "coal_mine", 1, cubes=2)
    link(state, 0, "wigan", "liverpool")
    start(state, "build", "industry:port")
    act(state, ChooseIndustry("port"))
    assert slots_offered(state) == ["slot:liverpool:1", "slot:liverpool:2", "slot:liverpool:3"]
    refused(state, BuildAt("slot:preston:1"), "not_in_network")


def test_lancashire_with_nothing_on_the_board_an_industry_card_builds_anywhere():
    state = _ready(hand=["industry:port"] * 8)
    start(state, "build", "industry:port")
    act(state, ChooseIndustry("port"))
    offered = slots_offered(state)
    assert "slot:fleetwood:1" in offered and "slot:warrington_runcorn:2" in offered
    assert "slot:lancaster:2" not in offered  # Lancaster's port-only space comes first


def test_lancashire_no_wild_cards_and_no_scout():
    state = _ready()
    assert not RULES.board.wild and not state.wild
    assert "scout" not in RULES.flows


# -- slots ------------------------------------------------------------------------------------


def test_lancashire_single_icon_space_first():
    state = _ready(hand=["location:lancaster"] * 8)
    start(state, "build", "location:lancaster")
    act(state, ChooseIndustry("port"))
    assert slots_offered(state) == ["slot:lancaster:1"]
    refused(state, BuildAt("slot:lancaster:2"), "single_slot_first")


def test_lancashire_shared_space_once_the_single_one_is_taken():
    state = _ready(hand=["location:lancaster"] * 8)
    put(state, "slot:lancaster:1", 1, "port", 1)
    start(state, "build", "location:lancaster")
    act(state, ChooseIndustry("port"))
    assert slots_offered(state) == ["slot:lancaster:2"]


def test_lancashire_canal_era_one_own_tile_per_location():
    state = _ready(hand=["location:bolton"] * 8)
    put(state, "slot:bolton:1", 0, "coal_mine", 1, cubes=2)
    at_slot_step(state, "location:bolton", "cotton_mill")
    refused(state, BuildAt("slot:bolton:2"), "canal_one_per_location")
    # Another player may share the location.
    state.draft = None
    put(state, "slot:bolton:2", 1, "cotton_mill", 1)


def test_lancashire_rail_era_several_own_tiles_per_location():
    state = _ready(era="rail", hand=["location:bolton"] * 8)
    state.players[0].mat["cotton_mill"] = [2, 2]
    put(state, "slot:bolton:1", 0, "coal_mine", 2, cubes=3)
    build(state, "location:bolton", "cotton_mill", "slot:bolton:2")
    assert state.tiles["slot:bolton:2"].owner == 0


def test_lancashire_level_1_tiles_cannot_be_built_in_the_rail_era():
    state = _ready(era="rail", hand=["location:bolton"] * 8)
    at_slot_step(state, "location:bolton", "cotton_mill")
    refused(state, BuildAt("slot:bolton:1"), "tile_wrong_era")


# -- shipyards --------------------------------------------------------------------------------


def test_lancashire_shipyard_lock_must_be_developed_away():
    state = _ready(hand=["location:liverpool"] * 8)
    put(state, "slot:liverpool:1", 1, "port", 1)  # trade icon: coal from the market
    at_slot_step(state, "location:liverpool", "shipyard")
    refused(state, BuildAt("slot:liverpool:4"), "tile_wrong_era")
    state.draft = None
    start(state, "develop", "location:liverpool")
    act(state, ChooseIndustry("shipyard"), ChooseIndustry("shipyard"))
    assert state.players[0].mat["shipyard"] == [1, 1, 2, 2]
    assert state.markets["iron"] == 6  # 1 iron per tile, from the market


def test_lancashire_canal_shipyard_in_liverpool_flips_at_once():
    state = _ready(hand=["location:liverpool"] * 8)
    state.players[0].mat["shipyard"] = [1, 1, 2, 2]
    put(state, "slot:liverpool:1", 1, "port", 1)
    events = build(state, "location:liverpool", "shipyard", "slot:liverpool:4")
    tile = state.tiles["slot:liverpool:4"]
    assert tile.flipped and tile.level == 1
    assert state.players[0].money == 50 - 16 - 1 - 1  # £16, a £1 coal and a £1 iron
    assert state.players[0].income_space == 12  # +2 spaces
    assert "flipped" in keys(events)


def test_lancashire_canal_shipyard_impossible_in_barrow_and_birkenhead():
    """No canal reaches them, so their shipyard's coal cannot come (TF)."""
    for town in ("barrow_in_furness", "birkenhead"):
        state = _ready(hand=[f"location:{town}"] * 8)
        state.players[0].mat["shipyard"] = [1, 1, 2, 2]
        at_slot_step(state, f"location:{town}", "shipyard")
        refused(state, BuildAt(f"slot:{town}:1"), "no_coal")


def test_lancashire_shipyard_2_only_in_the_rail_era():
    state = _ready(hand=["location:liverpool"] * 8)
    state.players[0].mat["shipyard"] = [2, 2]
    at_slot_step(state, "location:liverpool", "shipyard")
    refused(state, BuildAt("slot:liverpool:4"), "tile_wrong_era")
    rail = _ready(era="rail", money=60, hand=["location:birkenhead"] * 8)
    rail.players[0].mat["shipyard"] = [2, 2]
    link(rail, 1, "birkenhead", "ellesmere_port")
    put(rail, "slot:ellesmere_port:1", 1, "port", 2)
    build(rail, "location:birkenhead", "shipyard", "slot:birkenhead:1")
    assert rail.tiles["slot:birkenhead:1"].flipped
    assert rail.players[0].income_space == 11


# -- coal and iron to the markets ---------------------------------------------------------------


def test_lancashire_coal_mine_connected_to_a_port_sells_to_the_coal_market():
    state = _ready(hand=["location:wigan"] * 8)
    state.markets["coal"] = 5  # the £1, £1 and £2 spaces are empty
    link(state, 1, "wigan", "liverpool")
    put(state, "slot:liverpool:1", 1, "port", 1)  # the trade icon, whoever owns the port
    events = build(state, "location:wigan", "coal_mine", "slot:wigan:1")
    tile = state.tiles["slot:wigan:1"]
    assert tile.cubes == 0 and tile.flipped
    assert state.markets["coal"] == 7
    assert state.players[0].money == 50 - 5 + 2 + 1  # dearest empty space first
    assert state.players[0].spent == 5  # market income is not money spent
    assert state.players[0].income_space == 14
    assert keys(events)[-2:] == ["flipped", "sold_cubes"]


def test_lancashire_coal_mine_connected_to_a_printed_trade_icon_sells():
    state = _ready(hand=["location:rochdale"] * 8)
    state.markets["coal"] = 7
    link(state, 1, "rochdale", "yorkshire")
    build(state, "location:rochdale", "coal_mine", "slot:rochdale:1")
    assert state.tiles["slot:rochdale:1"].cubes == 1
    assert state.markets["coal"] == 8


def test_lancashire_coal_mine_without_a_trade_icon_keeps_its_coal():
    state = _ready(hand=["location:wigan"] * 8)
    state.markets["coal"] = 0
    link(state, 1, "wigan", "preston")  # Preston holds no port: no trade icon
    build(state, "location:wigan", "coal_mine", "slot:wigan:1")
    assert state.tiles["slot:wigan:1"].cubes == 2 and state.markets["coal"] == 0


def test_lancashire_iron_works_always_sells_to_the_iron_market():
    state = _ready(hand=["location:bolton"] * 8)
    state.markets["iron"] = 6
    put(state, "slot:bolton:1", 1, "coal_mine", 1, cubes=2)
    build(state, "location:bolton", "iron_works", "slot:bolton:3")
    tile = state.tiles["slot:bolton:3"]
    assert tile.cubes == 2 and not tile.flipped
    assert state.markets["iron"] == 8
    assert state.players[0].money == 50 - 5 + 1 + 1
    assert state.tiles["slot:bolton:1"].cubes == 1  # its coal came from the mine in Bolton


# -- coal and iron sources ----------------------------------------------------------------------


def test_lancashire_coal_from_the_closest_connected_mine():
    state = _ready(hand=["location:bolton"] * 8)
    link(state, 1, "bolton", "bury")
    link(state, 1, "bury", "manchester")
    put(state, "slot:bury:1", 1, "coal_mine", 1, cubes=1)
    put(state, "slot:manchester:1", 2, "coal_mine", 2, cubes=3)
    build(state, "location:bolton", "iron_works", "slot:bolton:3")
    assert (
        state.tiles["slot:bury:1"].cubes == 0 and state.tiles["slot:bury:1"].flipped
    )  # emptied: flips for its owner
    assert state.players[1].income_space == 14
    assert state.tiles["slot:manchester:1"].cubes == 3


def test_lancashire_equally_close_mines_let_the_builder_choose():
    state = _ready(hand=["location:bolton"] * 8)
    link(state, 1, "bolton", "bury")
    link(state, 1, "bolton", "wigan")
    put(state, "slot:bury:1", 1, "coal_mine", 1, cubes=2)
    put(state, "slot:wigan:1", 2, "coal_mine", 1, cubes=2)
    build(state, "location:bolton", "iron_works", "slot:bolton:3")
    assert kind(state) == "coal"
    assert {a.source for a in RULES.legal_actions(state)} == {"slot:bury:1", "slot:wigan:1"}
    act(state, Consume("coal", "slot:wigan:1"))
    assert state.tiles["slot:wigan:1"].cubes == 1


def test_lancashire_coal_market_needs_a_trade_icon_and_costs_5_when_empty():
    state = _ready(hand=["location:preston"] * 8)
    state.markets["coal"] = 0
    at_slot_step(state, "location:preston", "iron_works")
    refused(state, BuildAt("slot:preston:3"), "no_coal")
    state.draft = None
    put(state, "slot:preston:1", 1, "port", 1)  # now Preston itself shows the icon
    build(state, "location:preston", "iron_works", "slot:preston:3")
    assert state.players[0].money == 50 - 5 - 5  # £5 coal; the full iron market buys nothing
    assert state.markets["coal"] == 0 and state.tiles["slot:preston:3"].cubes == 4


def test_lancashire_iron_from_any_iron_works_else_the_market():
    state = _ready(hand=["location:liverpool"] * 8)
    state.players[0].mat["shipyard"] = [1, 1]
    put(state, "slot:liverpool:1", 1, "port", 1)
    put(state, "slot:barrow_in_furness:2", 2, "iron_works", 1, cubes=1)  # not connected: fine
    build(state, "location:liverpool", "shipyard", "slot:liverpool:4")
    assert state.tiles["slot:barrow_in_furness:2"].flipped
    assert state.markets["iron"] == 8 and state.players[2].income_space == 13


def test_lancashire_iron_market_costs_5_when_empty():
    state = _ready(hand=["location:liverpool"] * 8)
    state.players[0].mat["shipyard"] = [1, 1]
    state.markets["iron"] = 0
    put(state, "slot:liverpool:1", 1, "port", 1)
    build(state, "location:liverpool", "shipyard", "slot:liverpool:4")
    assert state.players[0].money == 50 - 16 - 1 - 5


# -- overbuilding -------------------------------------------------------------------------------


def test_lancashire_overbuild_own_tile_of_any_industry():
    state = _ready(hand=["location:preston"] * 8)
    state.players[0].mat["port"] = [2, 2]
    put(state, "slot:preston:1", 0, "port", 1, flipped=True)
    put(state, "slot:preston:2", 1, "port", 1)
    build(state, "location:preston", "port", "slot:preston:1")
    assert state.tiles["slot:preston:1"].level == 2 and not state.tiles["slot:preston:1"].flipped


def test_lancashire_overbuild_opponents_coal_mine_only_without_coal_anywhere():
    state = _ready(hand=["location:wigan"] * 8)
    state.players[0].mat["coal_mine"] = [2]
    put(state, "slot:wigan:1", 1, "coal_mine", 1, flipped=True)
    put(state, "slot:wigan:2", 2, "coal_mine", 1, flipped=True)
    at_slot_step(state, "location:wigan", "coal_mine")
    refused(state, BuildAt("slot:wigan:1"), "overbuild_cubes_left")  # the market holds coal
    state.markets["coal"] = 0
    assert slots_offered(state) == ["slot:wigan:1", "slot:wigan:2"]
    act(state, BuildAt("slot:wigan:1"))
    assert state.tiles["slot:wigan:1"].owner == 0


def test_lancashire_opponents_port_cannot_be_overbuilt():
    state = _ready(hand=["location:fleetwood"] * 8)
    state.players[0].mat["port"] = [2]
    put(state, "slot:fleetwood:1", 1, "port", 1)
    at_slot_step(state, "location:fleetwood", "port")
    refused(state, BuildAt("slot:fleetwood:1"), "overbuild_others")


# -- the double-action build --------------------------------------------------------------------


def test_lancashire_double_build_two_cards_as_any_location_uses_the_turn():
    state = _ready(hand=["industry:shipyard"] * 8)
    assert "double_build" in menu(state)
    act(state, ChooseAction("double_build"), PlayCard("industry:shipyard"))
    assert kind(state) == "card"
    act(state, PlayCard("industry:shipyard"))
    act(state, ChooseIndustry("port"), BuildAt("slot:preston:1"))
    assert state.tiles["slot:preston:1"].owner == 0
    assert seat(state) == 1  # both actions used
    assert len(state.players[0].hand) == 8 and len(state.players[0].discard) == 2


def test_lancashire_double_build_not_in_canal_round_1():
    state = new_game(4, round=1)
    assert "double_build" not in menu(state)
    refused(state, ChooseAction("double_build"), f"{L}double_build_actions")


def test_lancashire_double_build_not_as_the_second_action():
    state = _ready()
    act(state, ChooseAction("pass"), PlayCard("location:bolton"))
    assert seat(state) == 0
    refused(state, ChooseAction("double_build"), f"{L}double_build_actions")


def test_lancashire_double_build_needs_two_cards():
    state = _ready(hand=["location:bolton"])
    refused(state, ChooseAction("double_build"), "too_few_cards")
