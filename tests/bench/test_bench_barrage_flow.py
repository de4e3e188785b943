"""Speed of the Barrage table's water preview (desktop/games/barrage/flow.py): `flow_preview` of a
Water Management action and of a production action, cycling over every such legal action met in a
3-company heuristic game (target <= 20 ms each, so a preview follows the pointer). The target is
reported, not asserted."""

import pytest
from bench_games import game_positions

from desktop.games.barrage.flow import flow_preview
from rules.barrage.actions import Produce, ProduceNow, Water


@pytest.fixture(scope="module")
def water_moves():
    """(rules, [(state, action)]) for every legal Water and production action of the game."""
    rules, positions = game_positions("barrage", {"players": 3}, seed=2)
    moves = [
        (state, a)
        for state, _ in positions
        if rules.prompt(state) is not None and rules.rules_action(state) is None
        for a in rules.legal_actions(state)
        if isinstance(a, Water | Produce | ProduceNow)
    ]
    return rules, moves


def _bench(benchmark, water_moves, kinds) -> None:
    rules, moves = water_moves
    chosen = [m for m in moves if isinstance(m[1], kinds)]
    assert chosen
    cursor = iter(range(10**9))

    def setup():
        state, action = chosen[next(cursor) % len(chosen)]
        return (rules, state, action), {}

    benchmark.pedantic(flow_preview, setup=setup, rounds=300, iterations=1)


def test_bench_barrage_flow_preview_water(benchmark, water_moves):
    _bench(benchmark, water_moves, Water)


def test_bench_barrage_flow_preview_production(benchmark, water_moves):
    _bench(benchmark, water_moves, Produce | ProduceNow)
