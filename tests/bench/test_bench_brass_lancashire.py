"""Speed of the Brass: Lancashire engine (make bench). Targets: legal_actions + apply per
decision <= 2 ms median; a whole 4-player heuristic game <= 2 s; replaying its save <= 0.3 s."""

import pytest
from bench_games import bench_decisions, game_positions, heuristic_game

from rules.core.session import Session

GAME = "brass-lancashire"
FOUR = {"players": 4}


@pytest.fixture(scope="module")
def positions():
    """Every position of a 4-player heuristic game, each with the action that was played."""
    return game_positions(GAME, FOUR)


def test_bench_lancashire_decision_legal_actions_and_apply(benchmark, positions):
    bench_decisions(benchmark, positions)


def test_bench_lancashire_whole_four_player_heuristic_game(benchmark):
    session = benchmark.pedantic(heuristic_game, args=(GAME, FOUR, 3), rounds=5)
    assert session.rules.result(session.state) is not None


def test_bench_lancashire_replay_whole_game_save(benchmark):
    data = heuristic_game(GAME, FOUR, 3).to_save()
    replayed = benchmark.pedantic(Session.from_save, args=(data,), rounds=10)
    assert replayed.hash() == data["state_hash"]
