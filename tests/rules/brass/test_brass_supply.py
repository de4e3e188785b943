"""Where a build's coal and iron would come from (rules/brass/core/supply.py), as the table shows
it while a tile is held over a slot: the same sources the build itself then takes."""

from brass_helpers import RULES, build, give, link, new_game, put

from rules.brass.core.supply import Supply


def _ready(hand: str, era: str = "canal"):
    state = new_game(4, era=era)
    give(state, 0, money=60, hand=[hand] * 8)
    return state


def test_coal_from_the_nearest_mine_along_the_links_and_the_build_takes_it_there():
    state = _ready("location:wolverhampton")
    dudley = link(state, 1, "wolverhampton", "dudley")
    link(state, 2, "dudley", "birmingham")
    put(state, "slot:dudley:1", 1, "coal_mine", 1, cubes=2)
    put(state, "slot:cannock:2", 2, "coal_mine", 1, cubes=2)  # not connected
    shown = RULES.supplies(state, 0, "manufacturer", "slot:wolverhampton:1")
    assert shown == [Supply("coal", "slot:dudley:1", 1, (dudley,))]
    build(state, "location:wolverhampton", "manufacturer", "slot:wolverhampton:1")
    assert state.tiles["slot:dudley:1"].cubes == 1  # where the preview said


def test_tied_mines_are_all_shown_and_the_rest_comes_from_the_market_through_its_access():
    state = _ready("location:wolverhampton", era="rail")
    state.players[0].mat["manufacturer"] = [3]  # Manufacturer III: 2 coal
    to_dudley = link(state, 1, "wolverhampton", "dudley")
    to_cannock = link(state, 1, "wolverhampton", "cannock")
    put(state, "slot:dudley:1", 1, "coal_mine", 2, cubes=1)
    put(state, "slot:cannock:2", 2, "coal_mine", 2, cubes=3)
    shown = RULES.supplies(state, 0, "manufacturer", "slot:wolverhampton:1")
    assert shown == [
        Supply("coal", "slot:cannock:2", 2, (to_cannock,)),
        Supply("coal", "slot:dudley:1", 1, (to_dudley,)),
    ]  # one of the two mines' cubes: the player chooses, so both are shown


def test_with_no_mine_the_coal_comes_from_the_market_along_the_way_to_its_access():
    state = _ready("location:oxford")
    way = link(state, 1, "oxford", "birmingham")
    shown = RULES.supplies(state, 0, "manufacturer", "slot:birmingham:1")
    assert [s.source for s in shown] == ["market:coal"]
    assert shown[0].links == (way,)  # Oxford's merchant: the market's nearest access


def test_iron_from_every_iron_works_else_the_market_and_none_for_a_tile_left():
    state = _ready("location:stafford")
    assert RULES.supplies(state, 0, "pottery", "slot:stafford:2") == [
        Supply("iron", "market:iron", 1)
    ]
    put(state, "slot:coalbrookdale:2", 3, "iron_works", 1, cubes=4)
    assert RULES.supplies(state, 0, "pottery", "slot:stafford:2") == [
        Supply("iron", "slot:coalbrookdale:2", 1)
    ]
    state.players[0].mat["pottery"] = []
    assert RULES.supplies(state, 0, "pottery", "slot:stafford:2") == []
