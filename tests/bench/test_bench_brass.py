"""Speed of the Brass: Birmingham engine (make bench). Targets: legal_actions + apply per
decision <= 2 ms median; a 4-player game between heuristic bots <= 2 s; replaying a whole
game's save <= 0.5 s."""

import pytest

from rules.bots import RandomBot, make_bot
from rules.core.session import Session

GAME = "brass-birmingham"


def play(players: int, level: str, seed: int) -> Session:
    session = Session(GAME, {"players": players}, seed)
    bots = [make_bot(GAME, level, seed * 1000 + s) for s in range(players)]
    while (prompt := session.rules.prompt(session.state)) is not None:
        session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
    return session


@pytest.fixture(scope="module")
def positions():
    """Every position of a 4-player heuristic game, each with the action that was played."""
    game = play(4, "heuristic", 11)
    session = Session(GAME, game.options, game.seed)
    out = []
    for action in game.actions:
        out.append((session.rules.clone(session.state), action))
        session.apply(action)
    return session.rules, out


def test_bench_brass_decision_legal_actions_and_apply(benchmark, positions):
    rules, states = positions
    picker = RandomBot(1)
    cursor = iter(range(10**9))

    def setup():
        state, _ = states[next(cursor) % len(states)]
        return (rules.clone(state),), {}

    def decide(state):
        rules.apply(state, picker.rng.choice(rules.legal_actions(state)))

    benchmark.pedantic(decide, setup=setup, rounds=2000)


def test_bench_brass_whole_four_player_heuristic_game(benchmark):
    session = benchmark.pedantic(play, args=(4, "heuristic", 3), rounds=5)
    assert session.rules.result(session.state) is not None


def test_bench_brass_replay_whole_game_save(benchmark):
    data = play(4, "heuristic", 3).to_save()
    replayed = benchmark.pedantic(Session.from_save, args=(data,), rounds=10)
    assert replayed.hash() == data["state_hash"]
