"""Flipping (spec §6.3, A28): the owner's income rises at once, even on another player's turn."""

from brass_helpers import RULES, act, give, link, new_game, put, start

from rules.brass.birmingham_sell import SellTile
from rules.brass.core.actions import BuildAt, ChooseIndustry


def test_one_action_flips_tiles_of_three_owners_and_each_income_rises_at_once():
    state = new_game(4, era="rail")
    give(state, 0, money=40, hand=["location:birmingham"])
    state.players[0].mat["manufacturer"] = [7]  # Manufacturer VII: 1 coal, 1 iron
    link(state, 1, "birmingham", "dudley")
    put(state, "slot:dudley:1", 1, "coal_mine", 2, cubes=1)
    put(state, "slot:redditch:2", 2, "iron_works", 2, cubes=1)
    before = [p.income_space for p in state.players]
    start(state, "build", "location:birmingham")
    events = act(state, ChooseIndustry("manufacturer"), BuildAt("slot:birmingham:2"))
    flips = [e for e in events if e.key == "brass.event.flipped"]
    assert [e.seat for e in flips] == [1, 2]
    assert state.players[1].income_space == before[1] + 7
    assert state.players[2].income_space == before[2] + 3
    assert state.players[0].income_space == before[0]


def test_a_sale_flips_the_sold_tile_and_the_opponents_emptied_brewery():
    state = new_game(4)
    give(state, 0, money=10)
    put(state, "slot:worcester:1", 0, "cotton_mill", 1)
    put(state, "slot:kidderminster:2", 3, "cotton_mill", 1)
    put(state, "slot:farm_brewery_kidderminster_worcester:1", 3, "brewery", 1, cubes=1)
    link(state, 1, "worcester", "gloucester")
    link(state, 2, "kidderminster", "worcester")
    state.extra.tiles = {"merchant:gloucester:1": "m2_cotton"}
    state.extra.beer = []
    start(state, "sell", state.players[0].hand[0])
    events = act(state, SellTile("slot:worcester:1"))
    owners = [e.seat for e in events if e.key == "brass.event.flipped"]
    assert owners == [3, 0]
    assert state.players[3].income_space == 10 + 4
    assert state.players[0].income_space == 10 + 5


def test_income_never_passes_the_last_space():
    state = new_game(2)
    give(state, 0, money=30, income_space=97)
    put(state, "slot:worcester:1", 0, "cotton_mill", 1)
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 1, cubes=1)
    link(state, 1, "worcester", "gloucester")
    state.extra.tiles = {"merchant:gloucester:1": "m2_cotton"}
    state.extra.beer = []
    start(state, "sell", state.players[0].hand[0])
    act(state, SellTile("slot:worcester:1"))
    assert state.players[0].income_space == 99 and state.players[0].income == 30
    assert RULES.prompt(state).kind == "action"
