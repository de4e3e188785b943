"""Roads & Boats board model (spec §4.2-§4.9, §5.7-§5.8, §11.3-§11.9): zones, land and water
movement on small hand-built maps against hand-counted reaches, and what a transporter at each
kind of location can interact with.

The valley map used throughout (flat hexes, q 0..4, r 0..4, all pasture):

* column q=2 carries a river: a mountain source at (2,0) flowing S, straight N-S tiles at
  (2,1)..(2,4) (area 0 = east bank, area 1 = west bank), into the sea at (2,5);
* sea at (1,5), (2,5), (3,5) along the south.
"""

from __future__ import annotations

import pytest

from rules.geometry.hexes import HalfEdge, Hex
from rules.geometry.rivers import River
from rules.roadsboats.board import (
    NO_FEATURES,
    Board,
    Features,
    Reach,
    Tile,
    blocked_edges,
    bridge_sides,
    effective_terrain,
    land_network,
    launch_positions,
    reach,
    reach_land,
    reach_water,
    water_network,
    zones,
)
from tests.rules.roadsboats.valley import valley

VALLEY = valley()
A = "hex:0,2/area:0"
WEST, EAST = "hex:2,2/area:1", "hex:2,2/area:0"


def road(a: tuple[int, int], b: tuple[int, int], side: int = 0) -> str:
    """The road id on the edge between two hexes (ends sorted as the ids require)."""
    (q1, r1), (q2, r2) = sorted([a, b])
    return f"edge:{q1},{r1}~{q2},{r2}#{side}"


def area(q: int, r: int, k: int = 0) -> str:
    return f"hex:{q},{r}/area:{k}"


# The picture "Sample road network" (rulebook p.10, spec §4.4) rebuilt on the valley: from A a
# road runs NE-N-SE-SE over the source tile (crossing the river where it springs) to the east
# bank; another runs SE onto the west bank of (2,2); the east bank of (2,2) has a road on to (3,2)
# that the west bank cannot use without a bridge. (0,3) is next to A but has no road from it.
NETWORK = frozenset(
    {
        road((0, 2), (1, 1)),
        road((1, 1), (1, 0)),
        road((1, 0), (2, 0)),
        road((2, 0), (3, 0)),
        road((3, 0), (3, 1)),
        road((0, 2), (1, 2)),
        road((1, 2), (2, 2)),
        road((2, 2), (3, 2)),
    }
)
ROADS = Features(roads=NETWORK)


# -- the board's derived facts ---------------------------------------------------------------------


def test_valley_areas_coasts_mouths_shore_and_water():
    assert len(VALLEY.land) == 25 and len(VALLEY.sea) == 3
    assert len(VALLEY.areas) == 25 + 4  # four straight river tiles have two banks each
    assert [e.id for e in VALLEY.mouths] == ["edge:2,4~2,5"]
    # one dock per coast edge, two at the mouth: (1,5) touches (1,4) and (2,4); (2,5) touches
    # (2,4) through the mouth and (3,4); (3,5) touches (3,4) and (4,4)
    assert [h.id for h in VALLEY.docks] == [
        "edge:1,4~1,5#0",
        "edge:1,5~2,4#0",
        "edge:2,4~2,5#0",
        "edge:2,4~2,5#1",
        "edge:2,5~3,4#0",
        "edge:3,4~3,5#0",
        "edge:3,5~4,4#0",
    ]
    # the mouth has one dock per bank; the west bank's dock reaches the west area
    assert VALLEY.docks[_half("edge:2,4~2,5#1")].id == area(2, 4, 1)
    assert VALLEY.docks[_half("edge:2,4~2,5#0")].id == area(2, 4, 0)
    assert VALLEY.shore == frozenset(
        [Hex(2, r) for r in range(5)] + [Hex(1, 4), Hex(3, 4), Hex(4, 4)]
    )  # river tiles (the source too) and tiles beside the sea
    assert VALLEY.water_bodies == (frozenset({Hex(1, 5), Hex(2, 5), Hex(3, 5)}),)


def _half(text: str) -> HalfEdge:
    return HalfEdge.from_id(text)


def test_roads_on_a_plain_edge_and_parallel_roads_on_each_bank():
    assert VALLEY.road_ends(road((0, 2), (1, 2))) == (area(0, 2), area(1, 2))
    assert VALLEY.road_ends(road((0, 2), (1, 2), 1)) == (area(0, 2), area(1, 2))  # same road
    # the river crosses the edge (2,2)-(2,3): one road per bank (§5.7)
    assert VALLEY.road_ends("edge:2,2~2,3#0") == (EAST, area(2, 3, 0))
    assert VALLEY.road_ends("edge:2,2~2,3#1") == (WEST, area(2, 3, 1))
    with pytest.raises(KeyError):
        VALLEY.road_ends("edge:2,4~2,5#0")  # a coast: no road into the sea
    # 25 land hexes in a 5x5 rhombus have 56 edges between them; the river crosses 4 of them
    assert len(VALLEY.road_sites) == 56 + 4
    assert "edge:2,2~2,3#1" in VALLEY.road_sites and "edge:0,2~1,2#0" in VALLEY.road_sites
    # walls: those 56 edges and the 6 coast edges, none between two sea tiles
    assert len(VALLEY.wall_sites) == 56 + 6 and "edge:1,5~2,5" not in VALLEY.wall_sites


def test_irrigation_turns_desert_into_pasture():
    board = Board((Tile(Hex(0, 0), "terrain:desert"),))
    assert effective_terrain(board, NO_FEATURES, Hex(0, 0)) == "terrain:desert"
    assert effective_terrain(board, Features(irrigated=True), Hex(0, 0)) == "terrain:pasture"


# -- zones and bridges -----------------------------------------------------------------------------


def test_zones_are_areas_joined_by_bridges_named_by_the_lowest_area():
    plain = zones(VALLEY)
    assert plain[WEST] == WEST and plain[EAST] == EAST
    assert plain[area(2, 0)] == area(2, 0)  # a source never splits its tile
    bridged = zones(VALLEY, {("hex:2,2", 0)})
    assert bridged[WEST] == bridged[EAST] == EAST
    assert bridge_sides(VALLEY, Hex(2, 2), 3) == (EAST, WEST)


def test_a_junction_needs_two_bridges_to_join_all_three_areas():
    board = Board((Tile(Hex(0, 0), "terrain:pasture", River.through(["N", "SE", "SW"])),))
    names = [area(0, 0, k) for k in range(3)]
    assert len(set(zones(board).values())) == 3
    one = zones(board, {("hex:0,0", 2)})
    assert len(set(one.values())) == 2
    both = zones(board, {("hex:0,0", 2), ("hex:0,0", 4)})
    assert {both[n] for n in names} == {names[0]}


# -- land movement (§4.4, §11.7) -------------------------------------------------------------------


def test_a_donkey_without_roads_steps_once_to_any_neighbour():
    assert reach_land(VALLEY, NO_FEATURES, "donkey", "red", A) == {
        A: 0,
        area(0, 1): 1,
        area(0, 3): 1,
        area(1, 1): 1,
        area(1, 2): 1,
    }


def test_donkey_movement_picture_two_steps_only_along_a_complete_road():
    # rulebook p.10 "Donkey movement": X tiles two steps away without a whole road are out
    half = Features(roads=frozenset({road((0, 2), (1, 2))}))
    reached = reach_land(VALLEY, half, "donkey", "red", A)
    assert reached[area(1, 2)] == 1 and WEST not in reached  # the road stops at (1,2)
    whole = Features(roads=half.roads | {road((1, 2), (2, 2))})
    reached = reach_land(VALLEY, whole, "donkey", "red", A)
    assert reached[WEST] == 2
    assert area(2, 1, 1) not in reached  # beside (1,2), but only through a road-less second step


def test_sample_road_network_distances_for_a_truck_a_wagon_and_a_donkey():
    truck = reach_land(VALLEY, ROADS, "transporter:truck", "red", A)
    assert truck == {
        A: 0,
        area(1, 1): 1,
        area(1, 2): 1,
        area(1, 0): 2,  # "C", only through "B" = (1,1)
        WEST: 2,
        area(2, 0): 3,  # the source tile: its roads on both banks meet
        area(3, 0): 4,  # across the river without a bridge; (3,1) would be a 5th step
    }
    wagon = reach_land(VALLEY, ROADS, "wagon", "red", A)
    assert wagon == {z: n for z, n in truck.items() if n <= 3}
    donkey = reach_land(VALLEY, ROADS, "donkey", "red", A)
    # two road steps, plus "D" = (0,3) and (0,1): next to A without a road, so one step only
    assert donkey == {z: n for z, n in truck.items() if n <= 2} | {area(0, 1): 1, area(0, 3): 1}


def test_wagons_and_trucks_keep_to_roads():
    assert reach_land(VALLEY, NO_FEATURES, "wagon", "red", A) == {A: 0}
    assert reach_land(VALLEY, NO_FEATURES, "truck", "red", A) == {A: 0}


def test_a_truck_drives_four_road_steps_in_a_straight_line():
    line = Features(roads=frozenset(road((0, r), (0, r + 1)) for r in range(4)))
    assert reach_land(VALLEY, line, "truck", "red", area(0, 0)) == {area(0, r): r for r in range(5)}
    assert area(0, 4) not in reach_land(VALLEY, line, "wagon", "red", area(0, 0))


def test_a_river_stops_a_donkey_unless_bridged():
    east = reach_land(VALLEY, NO_FEATURES, "donkey", "red", EAST)
    assert east == {
        EAST: 0,
        area(2, 1, 0): 1,  # along the bank, across the N edge's east half
        area(2, 3, 0): 1,
        area(3, 1): 1,
        area(3, 2): 1,
    }
    bridged = Features(bridges=frozenset({("hex:2,2", 0)}))
    across = reach_land(VALLEY, bridged, "donkey", "red", WEST)  # either bank names the zone
    assert set(across) == {
        EAST,
        area(2, 1, 0),
        area(2, 1, 1),
        area(2, 3, 0),
        area(2, 3, 1),
        area(1, 2),
        area(1, 3),
        area(3, 1),
        area(3, 2),
    }


def test_a_bridge_joins_the_roads_on_both_banks():
    assert area(3, 2) not in reach_land(VALLEY, ROADS, "truck", "red", A)
    bridged = Features(roads=NETWORK, bridges=frozenset({("hex:2,2", 3)}))
    reached = reach_land(VALLEY, bridged, "truck", "red", A)
    assert reached[EAST] == 2 and reached[area(3, 2)] == 3  # crossing the bridge is free


def test_parallel_roads_stay_on_their_bank():
    east_road = Features(roads=frozenset({"edge:2,2~2,3#0"}))
    assert reach_land(VALLEY, east_road, "wagon", "red", EAST) == {EAST: 0, area(2, 3, 0): 1}
    assert reach_land(VALLEY, east_road, "wagon", "red", WEST) == {WEST: 0}


def test_a_wall_blocks_other_players_but_not_its_owner_and_neutral_walls_block_nobody():
    edge = "edge:0,2~1,2"
    red = Features(roads=NETWORK, walls={edge: ("red", 1)})
    blue_truck = reach_land(VALLEY, red, "truck", "blue", A)
    assert area(1, 2) not in blue_truck and WEST not in blue_truck
    assert area(1, 1) in blue_truck  # the other road is open
    assert reach_land(VALLEY, red, "truck", "red", A) == reach_land(
        VALLEY, ROADS, "truck", "red", A
    )
    blue_donkey = reach_land(VALLEY, red, "donkey", "blue", A)
    assert area(1, 2) not in blue_donkey  # no off-road step through it either
    neutral = Features(roads=NETWORK, walls={edge: (None, 2)})
    assert reach_land(VALLEY, neutral, "truck", "blue", A) == reach_land(
        VALLEY, ROADS, "truck", "blue", A
    )
    assert blocked_edges(red, "blue") == {edge} and not blocked_edges(red, "red")


def test_the_land_network_is_per_owner_over_zones():
    net = land_network(VALLEY, ROADS, "red")
    assert net.zone[WEST] == WEST
    assert net.roads[A] == {area(1, 1), area(1, 2)}
    assert len(net.steps[A]) == 4


def test_reach_land_refuses_a_boat():
    with pytest.raises(ValueError):
        reach_land(VALLEY, NO_FEATURES, "raft", "red", A)


# -- water movement (§4.5, §11.7) ------------------------------------------------------------------


def test_a_raft_on_the_river_and_out_to_sea():
    assert reach_water(VALLEY, NO_FEATURES, "red", "river:2,2", 3) == {
        "river:2,0": 2,  # a source tile's river is navigable
        "river:2,1": 1,
        "river:2,2": 0,
        "river:2,3": 1,
        "river:2,4": 2,
        "sea:2,5": 3,  # through the mouth: one step
    }
    out = reach_water(VALLEY, NO_FEATURES, "red", "river:2,3", 3)
    assert out["sea:2,5"] == 2 and out["sea:1,5"] == out["sea:3,5"] == 3
    docks = {loc for loc, n in out.items() if loc.startswith("dock:")}
    assert docks == {
        "dock:edge:2,4~2,5#0",
        "dock:edge:2,4~2,5#1",
        "dock:edge:2,5~3,4#0",
    }  # the docks of (1,5) and (3,5) would take a fourth step


def test_docking_ends_the_move_and_a_docked_boat_leaves_only_to_its_sea():
    moves = water_network(VALLEY, NO_FEATURES, "red")
    assert moves["dock:edge:1,4~1,5#0"] == {"sea:1,5"}
    assert all(
        not m.startswith("dock:") for dock in moves if dock.startswith("dock:") for m in moves[dock]
    )
    # entering a mouth from the sea is a river move, not docking
    assert "river:2,4" in moves["sea:2,5"]
    docked = reach_water(VALLEY, NO_FEATURES, "red", "dock:edge:1,4~1,5#0", 2)
    assert docked["sea:1,5"] == 1 and docked["sea:2,5"] == 2 and docked["dock:edge:1,5~2,4#0"] == 2
    assert "river:2,4" not in docked  # sea:2,5 is reached with no step left


def test_docking_at_a_walled_coast_is_refused_to_others():
    walls = Features(walls={"edge:1,4~1,5": ("red", 1), "edge:2,4~2,5": ("red", 1)})
    blue = reach_water(VALLEY, walls, "blue", "sea:1,5", 3)
    assert "dock:edge:1,4~1,5#0" not in blue
    assert "dock:edge:2,4~2,5#0" not in blue and "river:2,4" not in blue  # walled mouth
    red = reach_water(VALLEY, walls, "red", "sea:1,5", 3)
    assert red["dock:edge:1,4~1,5#0"] == 1 and red["river:2,4"] == 2


def test_launch_positions_skip_coasts_walled_by_others():
    walls = Features(walls={"edge:2,4~2,5": ("red", 1)})
    assert launch_positions(VALLEY, walls, Hex(2, 4), "blue") == (
        "river:2,4",
        "dock:edge:1,5~2,4#0",
    )
    assert len(launch_positions(VALLEY, walls, Hex(2, 4), "red")) == 4
    assert launch_positions(VALLEY, NO_FEATURES, Hex(0, 0), "red") == ()


# -- reach: what a transporter can interact with (§4.9, §11.6) -------------------------------------


def test_reach_from_a_land_area_is_its_zone():
    west = reach(VALLEY, NO_FEATURES, area(2, 4, 1))
    assert west.areas == {area(2, 4, 1)}
    assert west.locations == {
        area(2, 4, 1),
        "river:2,4",
        "dock:edge:1,5~2,4#0",
        "dock:edge:2,4~2,5#1",
    }
    # walls on the edges the west bank touches: N and S (crossed by the river), SW, NW
    assert west.walls == {"edge:2,3~2,4", "edge:2,4~2,5", "edge:1,5~2,4", "edge:1,4~2,4"}
    assert west.oil_rig is None
    bridged = reach(VALLEY, Features(bridges=frozenset({("hex:2,4", 0)})), area(2, 4, 1))
    assert bridged.areas == {area(2, 4, 0), area(2, 4, 1)}
    assert len(bridged.walls) == 6


def test_reach_from_a_river_covers_the_whole_tile():
    got = reach(VALLEY, NO_FEATURES, "river:2,4")
    assert got.areas == {area(2, 4, 0), area(2, 4, 1)}
    assert got.locations == got.areas | {
        "river:2,4",
        "dock:edge:1,5~2,4#0",
        "dock:edge:2,4~2,5#0",
        "dock:edge:2,4~2,5#1",
    }
    assert len(got.walls) == 6


def test_reach_from_a_dock_is_its_side_of_the_tile():
    assert reach(VALLEY, NO_FEATURES, "dock:edge:2,4~2,5#0") == reach(
        VALLEY, NO_FEATURES, area(2, 4, 0)
    )


def test_reach_from_open_sea_is_its_boats_its_rig_and_its_coast_walls():
    assert reach(VALLEY, NO_FEATURES, "sea:1,5") == Reach(
        frozenset(),
        frozenset({"sea:1,5"}),
        frozenset({"edge:1,4~1,5", "edge:1,5~2,4"}),
        "hex:1,5",
    )


def test_a_carried_transporter_reaches_nothing():
    assert reach(VALLEY, NO_FEATURES, "carried:t7") == Reach()
    with pytest.raises(ValueError):
        reach(VALLEY, NO_FEATURES, "river:0,0")
    with pytest.raises(ValueError):
        reach(VALLEY, NO_FEATURES, "space:1,1")
