"""The heuristic Barrage bot: deterministic by seed, finishes games, beats random bots, and
decides from its seat's view only."""

from __future__ import annotations

import time

from rules.barrage.heuristic import BarrageHeuristic
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.state import BarrageState
from rules.bots import RandomBot
from rules.core.rng import Rng
from rules.core.state import state_hash

RULES = BarrageRuleset()


def _play(players: int, seed: int, heuristic: set[int]) -> BarrageState:
    state = RULES.setup({"players": players}, seed)
    bots = [
        BarrageHeuristic(seed * 10 + i) if i in heuristic else RandomBot(seed * 10 + i)
        for i in range(players)
    ]
    decisions = 0
    while (prompt := RULES.prompt(state)) is not None:
        RULES.apply(state, bots[prompt.seat].choose(RULES, state, prompt.seat))
        decisions += 1
        assert decisions < 5000
    return state


def test_same_seed_plays_the_same_game():
    first = _play(3, 7, {0, 1, 2})
    again = _play(3, 7, {0, 1, 2})
    assert first.over and state_hash(first) == state_hash(again)


def test_heuristic_bots_finish_and_beat_random_bots():
    mine: list[int] = []
    theirs: list[int] = []
    started = time.perf_counter()
    for seed in range(6):
        players = 3 + seed % 2
        heuristic = {i for i in range(players) if (i + seed) % 2 == 0}
        state = _play(players, seed, heuristic)
        assert state.over and RULES.result(state) is not None
        for seat, c in enumerate(state.companies):
            (mine if seat in heuristic else theirs).append(c.vp)
    assert sum(mine) / len(mine) > sum(theirs) / len(theirs) + 10
    assert time.perf_counter() - started < 30


def test_all_heuristic_game_builds_and_produces():
    state = _play(4, 3, {0, 1, 2, 3})
    assert state.over
    assert sum(1 for o in state.powerhouses.values() if o.startswith("company:")) >= 4
    assert all(c.vp > 0 for c in state.companies)


def test_choices_use_only_the_view():
    """Shuffling the hidden decks of the real state differently never changes a choice."""
    state = RULES.setup({"players": 4}, 5)
    bots = [BarrageHeuristic(50 + i) for i in range(4)]
    shuffler = Rng(99)
    decisions = 0
    while (prompt := RULES.prompt(state)) is not None:
        seat = prompt.seat
        other = RULES.clone(state)
        for deck in (
            *other.contract_decks.values(),
            *other.tech_decks.values(),
            *other.external_decks.values(),
        ):
            shuffler.shuffle(deck)
        twin = BarrageHeuristic(0)
        twin.rng = Rng(bots[seat].rng.state)
        action = bots[seat].choose(RULES, state, seat)
        assert twin.choose(RULES, other, seat) == action
        RULES.apply(state, action)
        decisions += 1
    assert decisions > 50
