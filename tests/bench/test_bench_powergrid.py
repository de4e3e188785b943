"""Speed of the Power Grid engine (make bench). Targets: legal_actions + apply per decision
<= 30 us median (issue 29); a whole random 4-player game on Germany (what boardgamers' engine is
compared on) and a 6-player heuristic game <= 1 s; the views a bot takes; replaying a whole game's
save <= 0.3 s; the preview of a held piece and the action of a drop <= 2 ms."""

import pytest
from bench_games import bench_decisions, game_positions, heuristic_game

from rules.core.gestures import find_action, preview
from rules.core.session import Session
from rules.playout import play_game

GAME = "powergrid"


@pytest.fixture(scope="module")
def positions():
    """Every position of a 4-player heuristic game, each with the action that was played."""
    return game_positions(GAME, {"players": 4, "map": "germany"})


def test_bench_decision_legal_actions_and_apply(benchmark, positions):
    bench_decisions(benchmark, positions)


def test_bench_whole_six_player_heuristic_game(benchmark):
    session = benchmark.pedantic(
        heuristic_game, args=(GAME, {"players": 6, "map": "germany"}, 3), rounds=5
    )
    assert session.rules.result(session.state) is not None


def test_bench_whole_random_four_player_game_on_germany(benchmark):
    seeds = iter(range(10**6))
    benchmark.pedantic(
        lambda: play_game(GAME, {"players": 4, "map": "germany"}, next(seeds), ["random"] * 4),
        rounds=20,
        iterations=1,
    )


def test_bench_view_of_every_position(benchmark, positions):
    """What every bot decision starts with: the seat's view (it shares what it does not hide)."""
    rules, states = positions
    cursor = iter(range(10**9))

    def setup():
        state, _ = states[next(cursor) % len(states)]
        return (state, rules.prompt(state).seat), {}

    benchmark.pedantic(rules.view, setup=setup, rounds=2000)


def test_bench_replay_whole_game_save(benchmark):
    data = heuristic_game(GAME, {"players": 6, "map": "germany"}, 3).to_save()
    replayed = benchmark.pedantic(Session.from_save, args=(data,), rounds=10)
    assert replayed.hash() == data["state_hash"]


def _building(positions):
    """A position of the heuristic game where a person would hold a house over the map."""
    rules, states = positions
    state = next(s for s, _ in states if rules.prompt(s).kind == "build" and s.round > 4)
    return rules, state, rules.prompt(state).seat


def test_bench_preview_of_a_held_house(benchmark, positions):
    """Target: <= 2 ms for every city a held house may reach, with its full price."""
    rules, state, seat = _building(positions)
    lit = benchmark(preview, rules, state, seat, "house")
    assert lit


def test_bench_find_action_of_a_house_drop(benchmark, positions):
    """Target: <= 2 ms from a drop on a city to its action (or its reason)."""
    rules, state, seat = _building(positions)
    city = next(iter(rules.build_prices(state, seat)))
    found = benchmark(find_action, rules, state, seat, "house", f"city:{city}")
    assert found.actions or found.reason is not None
