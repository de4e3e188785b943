"""Brass: Lancashire's Network action (spec §4.2, §9.2) and link scoring (§3.5, A1)."""

from lancashire_helpers import RULES, act, give, kind, link, menu, new_game, put, refused, start

from rules.brass.core.actions import ChooseAction, Consume, PlaceLink
from rules.brass.core.eras import link_value
from rules.brass.core.links import NetworkDraft
from rules.core.steps import Done


def _ready(era="canal", money=50):
    state = new_game(4, era=era)
    give(state, 0, money=money)
    put(state, "slot:wigan:1", 0, "coal_mine", 2 if era == "rail" else 1, cubes=2)
    return state


def test_lancashire_no_link_with_nothing_on_the_board():
    """Spec A2: the Birmingham exception (a first link anywhere) is not in Lancashire."""
    state = new_game(4)
    assert "network" not in menu(state)
    refused(state, ChooseAction("network"), "no_link")


def test_lancashire_canal_costs_3_next_to_the_network():
    state = _ready()
    hand = state.players[0].hand[0]
    start(state, "network", hand)
    offered = {a.link for a in RULES.legal_actions(state)}
    assert offered == {
        "link:blackburn~wigan",
        "link:liverpool~wigan",
        "link:preston~wigan",
        "link:warrington_runcorn~wigan",
    }
    refused(state, PlaceLink("link:bolton~bury"), "link_not_adjacent")
    refused(state, PlaceLink("link:southport~wigan"), "link_wrong_era")  # rail only
    act(state, PlaceLink("link:liverpool~wigan"))
    assert state.players[0].money == 47 and state.players[0].spent == 3
    assert kind(state) == "action"  # one canal per action


def test_lancashire_canal_only_line_takes_no_rail():
    state = _ready(era="rail")
    link(state, 0, "liverpool", "wigan")
    start(state, "network", state.players[0].hand[0])
    refused(state, PlaceLink("link:ellesmere_port~liverpool"), "link_wrong_era")


def test_lancashire_rail_5_with_a_coal_then_a_second_for_10_more_without_beer():
    state = _ready(era="rail")
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:southport~wigan"))
    assert state.players[0].money == 45 and state.tiles["slot:wigan:1"].cubes == 1
    assert kind(state) == "second_link"
    act(state, PlaceLink("link:liverpool~southport"))  # adjacent through the first link
    assert state.players[0].money == 35 and state.players[0].spent == 15
    assert state.tiles["slot:wigan:1"].cubes == 0 and state.tiles["slot:wigan:1"].flipped
    assert kind(state) == "action"


def test_lancashire_rail_coal_counts_the_new_link():
    """The link just placed carries its own coal (A8): a mine at its far end is distance 0."""
    state = new_game(4, era="rail")
    put(state, "slot:blackburn:3", 0, "iron_works", 2, cubes=4)
    put(state, "slot:bolton:1", 1, "coal_mine", 2, cubes=3)
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:blackburn~bolton"))
    assert state.tiles["slot:bolton:1"].cubes == 2


def test_lancashire_rail_without_coal_is_refused():
    state = new_game(4, era="rail")
    put(state, "slot:preston:3", 0, "iron_works", 2, cubes=4)
    refused(state, ChooseAction("network"), "no_link")
    state.draft = NetworkDraft("network", "link", cards=0)
    refused(state, PlaceLink("link:fleetwood~preston"), "link_no_coal")


def test_lancashire_rail_coal_from_the_market_through_a_trade_icon():
    state = new_game(4, era="rail")
    put(state, "slot:preston:3", 0, "iron_works", 2, cubes=4)
    put(state, "slot:fleetwood:1", 1, "port", 2)
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:fleetwood~preston"))
    assert state.markets["coal"] == 7 and state.players[0].money == 30 - 5 - 1


def test_lancashire_equally_close_mines_for_a_rail():
    state = new_game(4, era="rail")
    put(state, "slot:wigan:1", 0, "coal_mine", 2, cubes=3)
    put(state, "slot:bolton:1", 1, "coal_mine", 2, cubes=3)
    start(state, "network", state.players[0].hand[0])
    act(state, PlaceLink("link:bolton~wigan"))
    assert kind(state) == "coal"
    act(state, Consume("coal", "slot:bolton:1"), Done())
    assert state.tiles["slot:bolton:1"].cubes == 2


def test_lancashire_link_value_counts_printed_icons_and_flipped_tiles():
    """A1: 2 printed icons on each outside location, 1 per flipped tile of any player."""
    state = new_game(4)
    link(state, 0, "blackpool", "preston")
    put(state, "slot:preston:1", 1, "port", 1, flipped=True)
    put(state, "slot:preston:2", 2, "cotton_mill", 1, flipped=False)
    put(state, "slot:preston:3", 3, "iron_works", 1, flipped=True)
    assert link_value(RULES.board, state, "link:blackpool~preston") == 2 + 2
    link(state, 1, "lancaster", "preston")
    assert link_value(RULES.board, state, "link:lancaster~preston") == 2
