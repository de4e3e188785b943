"""Speed of the two Brass engines (make bench). Targets: legal_actions + apply per decision
<= 2 ms median; a whole 4-player game between heuristic bots <= 2 s; replaying its save <= 0.3 s."""

import pytest
from bench_games import bench_decisions, game_positions, heuristic_game

from rules.core.session import Session

GAMES = ("brass-birmingham", "brass-lancashire")
FOUR = {"players": 4}


@pytest.fixture(scope="module", params=GAMES)
def positions(request):
    """Every position of a 4-player heuristic game, each with the action that was played."""
    return game_positions(request.param, FOUR)


def test_bench_brass_decision_legal_actions_and_apply(benchmark, positions):
    bench_decisions(benchmark, positions)


@pytest.mark.parametrize("game", GAMES)
def test_bench_brass_whole_four_player_heuristic_game(benchmark, game):
    session = benchmark.pedantic(heuristic_game, args=(game, FOUR, 3), rounds=5)
    assert session.rules.result(session.state) is not None


@pytest.mark.parametrize("game", GAMES)
def test_bench_brass_replay_whole_game_save(benchmark, game):
    data = heuristic_game(game, FOUR, 3).to_save()
    replayed = benchmark.pedantic(Session.from_save, args=(data,), rounds=10)
    assert replayed.hash() == data["state_hash"]
