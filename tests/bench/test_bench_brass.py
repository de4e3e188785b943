"""Speed of the two Brass engines (make bench). Targets: legal_actions + apply per decision
<= 2 ms median; a whole 4-player game between heuristic bots <= 2 s; replaying its save <= 0.3 s;
a mat tile dropped on a slot (`find_action`) and the preview of a held mat tile <= 2 ms median,
both at the start of an action, where a drop spans the most prompts."""

import pytest
from bench_games import bench_decisions, game_positions, heuristic_game

from rules.core.gestures import find_action, preview
from rules.core.session import Session

GAMES = ("brass-birmingham", "brass-lancashire")
FOUR = {"players": 4}


@pytest.fixture(scope="module", params=GAMES)
def positions(request):
    """Every position of a 4-player heuristic game, each with the action that was played."""
    return game_positions(request.param, FOUR)


def test_bench_brass_decision_legal_actions_and_apply(benchmark, positions):
    bench_decisions(benchmark, positions)


def _held_tiles(positions):
    """At each action prompt of the game, every mat tile the seat to act could pick up, with a
    slot to drop it on: the first one it lights, else one it cannot reach (a refusal)."""
    rules, states = positions
    out = []
    for state, _ in states:
        prompt = rules.prompt(state)
        if prompt is None or prompt.kind != "action":
            continue
        mat = state.players[prompt.seat].mat
        for industry in rules.board.industries:
            if mat[industry]:
                piece = f"mat:{industry}"
                lit = preview(rules, state, prompt.seat, piece)
                slot = next(iter(lit), rules.board.slots_for[industry][0])
                out.append((state, prompt.seat, piece, slot))
    return rules, out


def _bench_cases(benchmark, cases, run):
    cursor = iter(range(10**9))

    def setup():
        return (cases[next(cursor) % len(cases)],), {}

    benchmark.pedantic(run, setup=setup, rounds=1000)


def test_bench_brass_find_action_of_a_mat_tile_dropped_on_a_slot(benchmark, positions):
    rules, cases = _held_tiles(positions)

    def drop(case):
        state, seat, piece, slot = case
        found = find_action(rules, state, seat, piece, slot)
        assert found.actions or found.reason is not None

    _bench_cases(benchmark, cases, drop)


def test_bench_brass_preview_of_a_held_mat_tile(benchmark, positions):
    rules, cases = _held_tiles(positions)

    def hold(case):
        state, seat, piece, _ = case
        preview(rules, state, seat, piece)

    _bench_cases(benchmark, cases, hold)


@pytest.mark.parametrize("game", GAMES)
def test_bench_brass_whole_four_player_heuristic_game(benchmark, game):
    session = benchmark.pedantic(heuristic_game, args=(game, FOUR, 3), rounds=5)
    assert session.rules.result(session.state) is not None


@pytest.mark.parametrize("game", GAMES)
def test_bench_brass_replay_whole_game_save(benchmark, game):
    data = heuristic_game(game, FOUR, 3).to_save()
    replayed = benchmark.pedantic(Session.from_save, args=(data,), rounds=10)
    assert replayed.hash() == data["state_hash"]
