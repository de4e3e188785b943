"""The heuristic Barrage bot: deterministic by seed, finishes games, beats random bots, and
decides from its seat's view only; with the expansion it takes External Works, building
actions and Mahiri's copies, and answers the optional prompts when they are worth something."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rules.barrage.actions import DamDrop, Pass, ProduceNow
from rules.barrage.heuristic import (
    NEUTRAL_SCORE,
    BarrageHeuristic,
    _Look,
    _score_choice,
    _score_turn,
)
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.state import BarrageState, Pending, built
from rules.barrage.water import NEUTRAL, Dam
from rules.bots import RandomBot
from rules.core.actions import Action
from rules.core.rng import Rng
from rules.core.state import state_hash

RULES = BarrageRuleset()


def _play(
    players: int, seed: int, heuristic: set[int], chosen: Counter[str] | None = None, **options
) -> BarrageState:
    state = RULES.setup({"players": players, **options}, seed)
    bots = [
        BarrageHeuristic(seed * 10 + i) if i in heuristic else RandomBot(seed * 10 + i)
        for i in range(players)
    ]
    decisions = 0
    while (prompt := RULES.prompt(state)) is not None:
        action = bots[prompt.seat].choose(RULES, state, prompt.seat)
        if chosen is not None and prompt.seat in heuristic:
            chosen[action.kind] += 1
        RULES.apply(state, action)
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
    for seed in range(6):
        players = 3 + seed % 2
        heuristic = {i for i in range(players) if (i + seed) % 2 == 0}
        state = _play(players, seed, heuristic)
        assert state.over and RULES.result(state) is not None
        for seat, c in enumerate(state.companies):
            (mine if seat in heuristic else theirs).append(c.vp)
    assert sum(mine) / len(mine) > sum(theirs) / len(theirs) + 30


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


def test_expansion_game_uses_external_works_buildings_and_copies():
    chosen: Counter[str] = Counter()
    vp = 0
    for seed in (0, 4):
        state = _play(4, seed, {0, 1, 2, 3}, chosen, expansion=True)
        assert state.over
        vp += sum(c.vp for c in state.companies)
    assert chosen["external_work"] >= 4
    assert chosen["building_action"] >= 4
    assert chosen["copy_officer"] >= 1  # Mahiri is in play in seed 4
    assert vp / 8 >= 45


def test_expansion_heuristic_beats_random_bots():
    mine: list[int] = []
    theirs: list[int] = []
    for seed in (1, 2):
        heuristic = {i for i in range(4) if (i + seed) % 2 == 0}
        state = _play(4, seed, heuristic, expansion=True)
        for seat, c in enumerate(state.companies):
            (mine if seat in heuristic else theirs).append(c.vp)
    assert sum(mine) / len(mine) > sum(theirs) / len(theirs) + 30


def _at_first_turn(**options) -> BarrageState:
    """A fresh game after the draft (the bots draft), before the first action."""
    state = RULES.setup({"players": 4, **options}, 2)
    while (prompt := RULES.prompt(state)) is not None and prompt.kind != "turn":
        RULES.apply(state, BarrageHeuristic(1).choose(RULES, state, prompt.seat))
    assert prompt is not None
    return state


def _system(state: BarrageState, seat: int) -> str:
    """Give the company a system: dam 1U (2 drops) - conduit 1A (value 5) - powerhouses 8:1
    and 8:2, and an own dam without any system (2U)."""
    cid = state.companies[seat].id
    assert cid is not None
    state.dams["dam:1U"] = Dam(cid, 2, 2)
    state.dams["dam:1L"] = Dam(cid, 1, 1)
    state.dams["dam:2U"] = Dam(cid, 1, 0)
    state.conduits["conduit:1A"] = cid
    state.powerhouses["powerhouse:8:1"] = cid
    state.powerhouses["powerhouse:8:2"] = cid
    return cid


def test_germany_takes_its_free_second_production():
    state = _at_first_turn()
    seat = next(c.seat for c in state.companies if c.id == "company:germany")
    _system(state, seat)
    state.pending = [Pending("second_production", seat, taken=("powerhouse:8:1",))]
    prompt = RULES.prompt(state)
    assert prompt is not None and prompt.kind == "second_production"
    action = BarrageHeuristic(5).choose(RULES, state, seat)
    assert isinstance(action, ProduceNow)
    assert action.powerhouse == "powerhouse:8:2" and action.drops == 2


def test_refill_goes_into_the_dam_of_the_best_system():
    state = _at_first_turn()
    seat = 0
    _system(state, seat)
    state.dams["dam:1U"] = Dam(state.companies[seat].id or "", 3, 1)  # room for one more
    state.pending = [Pending("refill", seat, taken=("dam:1L",))]
    assert BarrageHeuristic(5).choose(RULES, state, seat) == DamDrop("dam:1U")
    state.dams["dam:3U"] = Dam(NEUTRAL, 1, 0)
    look = _Look(RULES.view(state, seat), seat, RULES)
    assert _score_choice(look, "refill", DamDrop("dam:2U")) > 0  # an own dam: still worth it
    assert _score_choice(look, "dam_drop", DamDrop("dam:3U")) == 0  # neutral, no system of its
