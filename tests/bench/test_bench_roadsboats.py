"""Speed of the Roads & Boats engine (make bench): legal_actions + apply per decision over every
position of a 4-player heuristic game, and a whole 4-player heuristic game. No targets are asserted
yet; the numbers are read from the benchmark table."""

import pytest
from bench_games import bench_decisions, game_positions, heuristic_game

from rules.roadsboats.describe import describe, element_ids

GAME = "roads-and-boats"
FOUR = {"players": 4, "map": "map:the_pacific"}


@pytest.fixture(scope="module")
def positions():
    return game_positions(GAME, FOUR)


def test_bench_roadsboats_decision_legal_actions_and_apply(benchmark, positions):
    bench_decisions(benchmark, positions)


def test_bench_roadsboats_whole_heuristic_game(benchmark):
    session = benchmark.pedantic(heuristic_game, args=(GAME, FOUR, 3), rounds=3)
    assert session.rules.result(session.state) is not None


def test_bench_roadsboats_describe_every_element(benchmark, positions):
    """Every element's tooltip text at a position well into the game (a hover asks for one)."""
    _rules, states = positions
    state = states[len(states) * 2 // 3][0]
    ids = element_ids(state)
    benchmark(lambda: [describe(state, element) for element in ids])
