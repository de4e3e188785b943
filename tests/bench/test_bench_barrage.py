"""Speed of the Barrage engine as far as it goes (make bench): legal_actions + apply per decision
(target <= 2 ms median), a whole 4-company game between random bots, and replaying its save. The
issue's targets for heuristic bots and Automas wait for those to exist."""

import pytest
from bench_games import bench_decisions

from rules.core.session import Session
from rules.playout import play_game

FOUR = {"players": 4}


@pytest.fixture(scope="module")
def positions():
    """Every position of a 4-company game between random bots, with the action played."""
    played = play_game("barrage", FOUR, 11, ["random"] * 4)
    session = Session("barrage", played.options, played.seed)
    out = []
    for action in played.actions:
        out.append((session.rules.clone(session.state), action))
        session.apply(action)
    return session.rules, out


def test_bench_barrage_decision_legal_actions_and_apply(benchmark, positions):
    bench_decisions(benchmark, positions)


def test_bench_barrage_whole_random_game(benchmark):
    seeds = iter(range(10**6))
    benchmark.pedantic(
        lambda: play_game("barrage", FOUR, next(seeds), ["random"] * 4), rounds=5, iterations=1
    )


def test_bench_barrage_replay_whole_game_save(benchmark, tmp_path):
    path = tmp_path / "barrage.json"
    play_game("barrage", FOUR, 5, ["random"] * 4).save(path)
    benchmark.pedantic(lambda: Session.load(path), rounds=10, iterations=1)
