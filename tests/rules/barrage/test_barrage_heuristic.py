"""The heuristic Barrage bot: deterministic by seed, finishes games, beats random bots, and
decides from its seat's view only."""

from __future__ import annotations

import time
from dataclasses import dataclass

from rules.barrage.actions import Pass
from rules.barrage.heuristic import NEUTRAL_SCORE, BarrageHeuristic, _Look, _score_turn
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.state import BarrageState, built
from rules.bots import RandomBot
from rules.core.actions import Action
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
    assert sum(mine) / len(mine) > sum(theirs) / len(theirs) + 30
    assert time.perf_counter() - started < 30


def test_all_heuristic_game_builds_and_produces():
    structures = ("base", "elevation", "conduit", "powerhouse")
    built_total = 0
    vp = 0
    for seed in (3, 4):
        state = _play(4, seed, {0, 1, 2, 3})
        assert state.over
        assert sum(1 for o in state.powerhouses.values() if o.startswith("company:")) >= 6
        assert all(c.vp > 0 for c in state.companies)
        for c in state.companies:
            built_total += sum(built(c, s) for s in structures)
            vp += c.vp
    # systems, not a structure or two: about 8 structures and 55+ VP a company on average
    assert built_total / 8 >= 6
    assert vp / 8 >= 40


@dataclass(frozen=True, slots=True)
class _NewKind(Action):
    """An action type the bot has never heard of (others add new ones all the time)."""

    kind = "brand_new"


def test_unknown_answers_score_neutral_and_a_known_one_wins_the_tie():
    state = RULES.setup({"players": 4}, 2)
    while (prompt := RULES.prompt(state)) is not None and prompt.kind != "turn":
        RULES.apply(state, BarrageHeuristic(1).choose(RULES, state, prompt.seat))
    assert prompt is not None
    look = _Look(RULES.view(state, prompt.seat), prompt.seat)
    assert _score_turn(look, _NewKind()) == NEUTRAL_SCORE
    bot = BarrageHeuristic(3)
    for _ in range(5):
        assert bot._best([_NewKind(), Pass()], lambda a: _score_turn(look, a)) == Pass()


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
