"""Networks and connections (spec §5.1, §6.1, A11–A13): anyone's links connect; a player's
network is their tiles and the ends of their links; distances count link tiles."""

from brass_helpers import BOARD, RULES, link, new_game, put

from rules.brass.core.network import distances, on_board, player_network


def test_locations_are_connected_through_anyones_links_and_merchants_pass_through():
    state = new_game(4)
    link(state, 0, "worcester", "gloucester")
    link(state, 1, "gloucester", "redditch")
    group = RULES.connections(state).reach(("worcester",))
    assert {"worcester", "gloucester", "redditch"} <= group
    assert "farm_brewery_kidderminster_worcester" not in group
    assert RULES.connections(state).reach(("birmingham",)) == {"birmingham"}


def test_distance_counts_links_and_a_location_is_at_distance_0_from_itself():
    state = new_game(4)
    link(state, 0, "birmingham", "dudley")
    link(state, 1, "dudley", "kidderminster")
    link(state, 2, "kidderminster", "worcester")
    dist = distances(BOARD, state.links, ["birmingham"])
    assert dist["birmingham"] == 0 and dist["dudley"] == 1 and dist["kidderminster"] == 2
    assert dist["worcester"] == 3
    assert dist["farm_brewery_kidderminster_worcester"] == 3  # the three-way link
    assert "coventry" not in dist


def test_the_three_way_link_makes_its_three_locations_mutually_adjacent():
    state = new_game(4)
    link(state, 0, "kidderminster", "worcester")
    dist = distances(BOARD, state.links, ["farm_brewery_kidderminster_worcester"])
    assert dist == {
        "farm_brewery_kidderminster_worcester": 0,
        "kidderminster": 1,
        "worcester": 1,
    }


def test_a_players_network_is_their_tiles_and_the_ends_of_their_links():
    state = new_game(4)
    put(state, "slot:stafford:2", 0, "pottery")
    link(state, 0, "kidderminster", "worcester")
    link(state, 1, "birmingham", "dudley")
    assert player_network(BOARD, state, 0) == {
        "stafford",
        "kidderminster",
        "worcester",
        "farm_brewery_kidderminster_worcester",
    }
    assert on_board(state, 0) and on_board(state, 1) and not on_board(state, 2)
