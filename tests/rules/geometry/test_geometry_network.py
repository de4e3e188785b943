"""Region adjacency, legal region sets and connection costs (power-grid.md 2.3, 3.4, 8.5)."""

import pytest

from rules.geometry import (
    connected_region_sets,
    connection_costs,
    connection_graph,
    region_adjacency,
)
from rules.powergrid.data import load_map

# Spec 8.5, "adjacent regions derived".
ADJACENT = {
    "germany": {
        "NW": {"NE", "W", "E"},
        "NE": {"NW", "E"},
        "E": {"NW", "NE", "W", "SW", "SE"},
        "W": {"NW", "E", "SW"},
        "SW": {"W", "E", "SE"},
        "SE": {"E", "SW"},
    },
    "usa": {
        "NW": {"SW", "SC", "NC"},
        "SW": {"NW", "SC"},
        "SC": {"NW", "SW", "NC", "SE"},
        "NC": {"NW", "SC", "NE", "SE"},
        "NE": {"NC", "SE"},
        "SE": {"NC", "NE", "SC"},
    },
}

# map_<id>.json "connected_region_sets_derived", one set per string.
LEGAL_SETS = {
    "germany": {
        3: "E NE NW, E NE SE, E NE SW, E NE W, E NW SE, E NW SW, E NW W, E SE SW, E SE W, "
        "E SW W, NE NW W, NW SW W, SE SW W",
        4: "E NE NW SE, E NE NW SW, E NE NW W, E NE SE SW, E NE SE W, E NE SW W, E NW SE SW, "
        "E NW SE W, E NW SW W, E SE SW W, NE NW SW W, NW SE SW W",
        5: "E NE NW SE SW, E NE NW SE W, E NE NW SW W, E NE SE SW W, E NW SE SW W, NE NW SE SW W",
    },
    "usa": {
        3: "NC NE NW, NC NE SC, NC NE SE, NC NW SC, NC NW SE, NC NW SW, NC SC SE, NC SC SW, "
        "NE SC SE, NW SC SE, NW SC SW, SC SE SW",
        4: "NC NE NW SC, NC NE NW SE, NC NE NW SW, NC NE SC SE, NC NE SC SW, NC NW SC SE, "
        "NC NW SC SW, NC NW SE SW, NC SC SE SW, NE NW SC SE, NE SC SE SW, NW SC SE SW",
        5: "NC NE NW SC SE, NC NE NW SC SW, NC NE NW SE SW, NC NE SC SE SW, NC NW SC SE SW, "
        "NE NW SC SE SW",
    },
}


def _edges(map_id: str) -> list[tuple[str, str, int]]:
    return [(c.a, c.b, c.cost) for c in load_map(map_id).connections]


def _city_region(map_id: str) -> dict[str, str]:
    return {c.id: c.region for c in load_map(map_id).cities.values()}


def _graph(map_id: str, regions: set[str]):
    in_play = {city for city, region in _city_region(map_id).items() if region in regions}
    return connection_graph(_edges(map_id), in_play)


ALL_GERMANY = {"NW", "NE", "E", "W", "SW", "SE"}


@pytest.mark.parametrize("map_id", ["germany", "usa"])
def test_regions_are_adjacent_when_a_connection_joins_them(map_id: str):
    adjacency = region_adjacency(_city_region(map_id), _edges(map_id))
    assert adjacency == {region: frozenset(near) for region, near in ADJACENT[map_id].items()}


@pytest.mark.parametrize("map_id", ["germany", "usa"])
@pytest.mark.parametrize("k", [3, 4, 5])
def test_legal_region_sets_are_the_connected_ones(map_id: str, k: int):
    adjacency = region_adjacency(_city_region(map_id), _edges(map_id))
    expected = [tuple(s.split()) for s in LEGAL_SETS[map_id][k].split(", ")]
    assert connected_region_sets(adjacency, k) == sorted(expected)


def test_a_region_set_with_an_island_is_not_legal():
    adjacency = region_adjacency(_city_region("germany"), _edges("germany"))
    assert ("NE", "SE", "SW") not in connected_region_sets(adjacency, 3)


def test_osnabrueck_from_essen_costs_6_plus_7_via_muenster():
    costs = connection_costs(_graph("germany", ALL_GERMANY), {"essen"})
    assert costs["osnabrueck"] == 13
    assert costs["essen"] == 0


def test_muenster_from_essen_and_osnabrueck_takes_the_cheaper_link():
    costs = connection_costs(_graph("germany", ALL_GERMANY), {"essen", "osnabrueck"})
    assert costs["muenster"] == 6


def test_zero_cost_link_makes_a_neighbour_free():
    costs = connection_costs(_graph("germany", ALL_GERMANY), {"essen"})
    assert costs["duisburg"] == 0


def test_routes_may_not_pass_through_regions_out_of_play():
    # Hamburg-Halle runs through the north-east (8 + 16 + 11); without it via Hannover and Erfurt.
    assert connection_costs(_graph("germany", {"NW", "NE", "E"}), {"hamburg"})["halle"] == 35
    assert connection_costs(_graph("germany", {"NW", "E"}), {"hamburg"})["halle"] == 17 + 19 + 6


def test_cities_out_of_play_are_unreachable():
    costs = connection_costs(_graph("germany", {"NW", "NE", "E"}), {"hamburg"})
    assert "essen" not in costs
    assert set(costs) == {c for c, r in _city_region("germany").items() if r in {"NW", "NE", "E"}}


def test_a_connection_with_one_end_out_of_play_is_dropped():
    graph = connection_graph([("a", "b", 3), ("b", "c", 4)], {"a", "b"})
    assert set(graph.nodes) == {"a", "b"}
    assert graph["a"]["b"]["cost"] == 3


def test_an_empty_network_reaches_nothing():
    assert connection_costs(_graph("usa", {"NE"}), set()) == {}


def test_new_york_to_philadelphia_is_free():
    assert connection_costs(_graph("usa", {"NE"}), ["new_york"])["philadelphia"] == 0
