"""The Network action (spec §4.2, A11, A19): canals, rails, the double rail with beer."""

from brass_helpers import RULES, act, give, keys, kind, link, new_game, put, refused, start

from rules.brass.core.actions import ChooseAction, PlaceLink
from rules.core.steps import Done


def _links(state):
    return sorted(a.link for a in RULES.legal_actions(state) if isinstance(a, PlaceLink))


def _ready(era="canal", money=40):
    state = new_game(4, era=era)
    give(state, 0, money=money)
    return state


def test_a_canal_costs_3_and_one_is_placed_per_action():
    state = _ready()
    put(state, "slot:dudley:1", 0, "coal_mine", 1, cubes=2)
    start(state, "network", state.players[0].hand[0])
    assert _links(state) == [
        "link:birmingham~dudley",
        "link:dudley~kidderminster",
        "link:dudley~wolverhampton",
    ]
    events = act(state, PlaceLink("link:birmingham~dudley"))
    assert state.links["link:birmingham~dudley"] == 0
    assert (state.players[0].money, state.players[0].spent, state.players[0].links_left) == (
        37,
        3,
        13,
    )
    assert "linked" in keys(events) and kind(state) == "action"


def test_rail_only_routes_take_no_canal_and_canal_only_routes_no_rail():
    state = _ready()
    put(state, "slot:birmingham:3", 0, "iron_works", 1)
    start(state, "network", state.players[0].hand[0])
    assert "link:birmingham~nuneaton" not in _links(state)
    refused(state, PlaceLink("link:birmingham~nuneaton"), "link_wrong_era")
    rail = _ready(era="rail")
    put(rail, "slot:walsall:2", 0, "manufacturer", 2)
    rail.markets["coal"] = 5
    link(rail, 1, "walsall", "birmingham")
    link(rail, 1, "birmingham", "oxford")
    start(rail, "network", rail.players[0].hand[0])
    refused(rail, PlaceLink("link:burton_on_trent~walsall"), "link_wrong_era")


def test_a_link_must_touch_the_players_network():
    state = _ready()
    put(state, "slot:dudley:1", 0, "coal_mine", 1, cubes=2)
    start(state, "network", state.players[0].hand[0])
    refused(state, PlaceLink("link:cannock~walsall"), "link_not_adjacent")


def test_with_nothing_on_the_board_a_link_may_go_on_any_route():
    state = _ready()
    start(state, "network", state.players[0].hand[0])
    assert len(_links(state)) == 31  # every canal route
    link(state, 1, "cannock", "walsall")
    assert "link:cannock~walsall" not in _links(state)


def test_a_player_with_no_link_tiles_left_cannot_network():
    state = _ready()
    state.players[0].links_left = 0
    refused(state, ChooseAction("network"), "no_links_left")


def test_a_rail_costs_5_and_a_coal_connected_to_it_once_placed():
    state = _ready(era="rail")
    put(state, "slot:dudley:1", 1, "coal_mine", 2, cubes=2)
    put(state, "slot:birmingham:2", 0, "manufacturer", 2)
    start(state, "network", state.players[0].hand[0])
    refused(state, PlaceLink("link:birmingham~coventry"), "link_no_coal")
    act(state, PlaceLink("link:birmingham~dudley"))  # the new rail itself reaches Dudley
    assert state.tiles["slot:dudley:1"].cubes == 1
    assert state.players[0].money == 35
    assert kind(state) == "action"  # no brewery beer anywhere: no second rail to offer


def test_rail_coal_is_measured_from_the_nearer_end_of_the_new_link():
    state = _ready(era="rail")
    put(state, "slot:birmingham:2", 0, "manufacturer", 2)
    link(state, 1, "birmingham", "tamworth")
    link(state, 1, "dudley", "kidderminster")
    link(state, 1, "birmingham", "walsall")
    link(state, 1, "walsall", "cannock")
    put(state, "slot:tamworth:1", 1, "coal_mine", 2, cubes=1)  # 1 from the Birmingham end
    put(state, "slot:kidderminster:1", 2, "coal_mine", 2, cubes=1)  # 1 from the Dudley end
    put(state, "slot:cannock:2", 2, "coal_mine", 2, cubes=3)  # 2 away
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:birmingham~dudley"))
    assert kind(state) == "coal"
    assert sorted(a.source for a in RULES.legal_actions(state)) == [
        "slot:kidderminster:1",
        "slot:tamworth:1",
    ]


def test_a_rail_without_connected_mines_buys_market_coal_through_a_merchant():
    state = _ready(era="rail")
    put(state, "slot:birmingham:2", 0, "manufacturer", 2)
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:birmingham~oxford"))
    assert state.markets["coal"] == 12 and state.players[0].money == 40 - 5 - 1


def test_two_rails_cost_15_and_a_beer_from_a_brewery():
    state = _ready(era="rail")
    put(state, "slot:birmingham:2", 0, "manufacturer", 2)
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 2, cubes=1)  # own: no connection
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:birmingham~oxford"))
    assert kind(state) == "second_link"
    assert Done() in RULES.legal_actions(state)
    act(state, PlaceLink("link:birmingham~dudley"))
    p = state.players[0]
    assert (p.money, p.spent) == (40 - 15 - 1 - 2, 18)
    assert state.tiles["slot:farm_brewery_cannock:1"].flipped
    assert state.players[0].links_left == 12
    assert kind(state) == "action"


def test_the_second_rail_may_stop_at_one():
    state = _ready(era="rail")
    put(state, "slot:birmingham:2", 0, "manufacturer", 2)
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 2, cubes=1)
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:birmingham~oxford"), Done())
    assert state.players[0].money == 40 - 5 - 1 and kind(state) == "action"


def test_another_players_brewery_must_be_connected_to_the_second_rail():
    state = _ready(era="rail")
    put(state, "slot:birmingham:2", 0, "manufacturer", 2)
    put(state, "slot:walsall:2", 1, "brewery", 2, cubes=1)
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:birmingham~oxford"))
    # Walsall's brewery is not connected to a rail to Coventry...
    refused(state, PlaceLink("link:birmingham~coventry"), "double_rail_beer")
    # ...but a rail to Walsall connects it once placed
    act(state, PlaceLink("link:birmingham~walsall"))
    assert state.tiles["slot:walsall:2"].flipped
    assert state.players[1].income_space == 15


def test_the_second_rail_only_needs_to_touch_the_network_as_the_first_rail_left_it():
    state = _ready(era="rail")
    put(state, "slot:birmingham:2", 0, "manufacturer", 2)
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 2, cubes=1)
    state.players[0].money = 60
    link(state, 1, "birmingham", "oxford")
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:birmingham~redditch"))
    assert "link:oxford~redditch" in _links(state)  # Redditch joined the network


def test_merchant_beer_never_pays_for_a_second_rail():
    state = _ready(era="rail")
    put(state, "slot:birmingham:2", 0, "manufacturer", 2)
    state.extra.beer = sorted(state.extra.tiles)
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:birmingham~oxford"))
    assert kind(state) == "action"  # no brewery beer: no second rail offered


def test_each_rail_takes_its_coal_right_after_it_is_placed():
    state = _ready(era="rail")
    put(state, "slot:birmingham:2", 0, "manufacturer", 2)
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 2, cubes=1)
    put(state, "slot:dudley:1", 1, "coal_mine", 2, cubes=1)
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:birmingham~dudley"))
    assert state.tiles["slot:dudley:1"].flipped  # the first rail took Dudley's last coal
    refused(state, PlaceLink("link:dudley~wolverhampton"), "link_no_coal")
    act(state, PlaceLink("link:birmingham~oxford"))  # the market, through Oxford
    assert state.markets["coal"] == 12
