"""Speed of the Brass: Lancashire engine (make bench). Targets: legal_actions + apply per
decision <= 2 ms median; a whole 4-player heuristic game <= 2 s; replaying its save <= 0.3 s."""

import pytest

from rules.bots import RandomBot
from rules.core.session import Session
from rules.playout import play_game

GAME = "brass-lancashire"


@pytest.fixture(scope="module")
def positions():
    """Every position of a 4-player heuristic game, each with the action that was played."""
    game = play_game(GAME, {"players": 4}, 11, ["heuristic"] * 4)
    session = Session(GAME, game.options, game.seed)
    out = []
    for action in game.actions:
        out.append((session.rules.clone(session.state), action))
        session.apply(action)
    return session.rules, out


def test_bench_lancashire_decision_legal_actions_and_apply(benchmark, positions):
    rules, states = positions
    picker = RandomBot(1)
    cursor = iter(range(10**9))

    def setup():
        state, _ = states[next(cursor) % len(states)]
        return (rules.clone(state),), {}

    def decide(state):
        rules.apply(state, picker.rng.choice(rules.legal_actions(state)))

    benchmark.pedantic(decide, setup=setup, rounds=2000)


def test_bench_lancashire_whole_four_player_heuristic_game(benchmark):
    session = benchmark.pedantic(
        play_game, args=(GAME, {"players": 4}, 3, ["heuristic"] * 4), rounds=5
    )
    assert session.rules.result(session.state) is not None


def test_bench_lancashire_replay_whole_game_save(benchmark):
    data = play_game(GAME, {"players": 4}, 3, ["heuristic"] * 4).to_save()
    replayed = benchmark.pedantic(Session.from_save, args=(data,), rounds=10)
    assert replayed.hash() == data["state_hash"]
