"""Speed of the Barrage engine (make bench): legal_actions + apply per decision (target <= 2 ms
median), a whole 4-company game between random bots, replaying its save, one Tesla Automa turn
(`take_turn` on a mid-game position with 2 Automas, target <= 5 ms median) and a whole game of 2
heuristic bots and 2 hard Automas (target <= 3 s). The targets are reported, not asserted."""

import pytest
from bench_games import bench_decisions

from rules.barrage.automa_turn import take_turn
from rules.core.session import Session
from rules.playout import play_game

FOUR = {"players": 4}
AUTOMAS = {"players": 4, "automa": 2, "difficulty": "hard"}


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


@pytest.fixture(scope="module")
def automa_positions():
    """Every Automa turn of rounds 2-4 of a game of 2 heuristic bots and 2 hard Automas: the
    position before it and the Automa's seat."""
    played = play_game("barrage", AUTOMAS, 3, ["heuristic"] * 4)
    session = Session("barrage", played.options, played.seed)
    rules = session.rules
    out = []
    for action in played.actions:
        prompt = rules.prompt(session.state)
        if prompt is not None and prompt.kind == "automa" and 2 <= session.state.round <= 4:
            out.append((rules.clone(session.state), prompt.seat))
        session.apply(action)
    assert out
    return rules, out


def test_bench_barrage_automa_turn(benchmark, automa_positions):
    """One Automa turn (reveal, plan and apply every step) on a clone of a mid-game position."""
    rules, positions = automa_positions
    cursor = iter(range(10**9))

    def setup():
        state, seat = positions[next(cursor) % len(positions)]
        return (rules.clone(state), seat), {}

    benchmark.pedantic(take_turn, setup=setup, rounds=200, iterations=1)


def test_bench_barrage_whole_game_with_two_hard_automas(benchmark):
    seeds = iter(range(10**6))
    benchmark.pedantic(
        lambda: play_game("barrage", AUTOMAS, next(seeds), ["heuristic"] * 4),
        rounds=5,
        iterations=1,
    )
