"""What the engine benchmarks share: whole games between heuristic bots, every position of one,
and the per-decision benchmark over those positions."""

from __future__ import annotations

from typing import Any

from rules.bots import RandomBot
from rules.core.actions import Action
from rules.core.ruleset import Ruleset
from rules.core.session import Session
from rules.playout import play_game

Positions = tuple[Ruleset, list[tuple[Any, Action]]]


def heuristic_game(game: str, options: dict[str, Any], seed: int) -> Session:
    """A whole game with a heuristic bot in every seat."""
    return play_game(game, options, seed, ["heuristic"] * options["players"])


def game_positions(game: str, options: dict[str, Any], seed: int = 11) -> Positions:
    """Every position of a heuristic game, each with the action that was played."""
    played = heuristic_game(game, options, seed)
    session = Session(game, played.options, played.seed)
    out = []
    for action in played.actions:
        out.append((session.rules.clone(session.state), action))
        session.apply(action)
    return session.rules, out


def bench_decisions(benchmark: Any, positions: Positions) -> None:
    """legal_actions and then apply of a random legal action, from each position in turn."""
    rules, states = positions
    picker = RandomBot(1)
    cursor = iter(range(10**9))

    def setup():
        state, _ = states[next(cursor) % len(states)]
        return (rules.clone(state),), {}

    def decide(state):
        rules.apply(state, picker.rng.choice(rules.legal_actions(state)))

    benchmark.pedantic(decide, setup=setup, rounds=2000)
