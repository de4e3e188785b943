"""Speed of the Roads & Boats board (make bench): rebuilding one owner's land and water movement
graphs after a road or a wall is added on the largest preset map (The Pacific, 59 tiles; target
<= 5 ms), a donkey's reach on it, and loading plus validating a preset map from its JSON (target
<= 50 ms). The targets are reported, not asserted."""

from itertools import count

import pytest

from rules.roadsboats.board import Features, land_network, reach_land, water_network
from rules.roadsboats.maps import load_map, map_to_json, preset_map

LARGEST = "map:the_pacific"


@pytest.fixture(scope="module")
def board():
    pacific = preset_map(LARGEST)
    land_network(pacific, Features(), "red")  # warm the terrain-only caches, as in play
    water_network(pacific, Features(), "red")
    return pacific


def _roads(board) -> list[str]:
    return list(board.road_sites)


def _rebuild(board, features: Features) -> None:
    board.__dict__.pop("_networks", None)  # built anew, as after a change never seen before
    land_network(board, features, "red")
    water_network(board, features, "red")


def test_bench_roadsboats_graphs_after_a_road(benchmark, board):
    roads = _roads(board)
    base = frozenset(roads[::2])
    turn = count()

    def after_road():
        road = roads[1 + 2 * (next(turn) % (len(roads) // 2))]
        _rebuild(board, Features(roads=base | {road}))

    benchmark(after_road)


def test_bench_roadsboats_graphs_after_a_wall(benchmark, board):
    roads = frozenset(_roads(board)[::2])
    edges = board.wall_sites
    turn = count()

    def after_wall():
        edge = edges[next(turn) % len(edges)]
        _rebuild(board, Features(roads=roads, walls={edge: ("blue", 1)}))

    benchmark(after_wall)


def test_bench_roadsboats_donkey_reach(benchmark, board):
    features = Features(roads=frozenset(_roads(board)[::2]))
    start = board.areas[len(board.areas) // 2].id
    benchmark(lambda: reach_land(board, features, "donkey", "red", start))


def test_bench_roadsboats_load_and_validate_preset(benchmark):
    raw = map_to_json(preset_map(LARGEST))
    board = benchmark(lambda: load_map(raw))
    assert len(board.tiles) == 59
