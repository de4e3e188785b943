"""The Barrage step machine: prompts, every action kind through the ruleset, refusals that change
nothing, JSON round trips, and seeded random whole games with their invariants and replays."""

from __future__ import annotations

import dataclasses
import random

import pytest

from rules.barrage.actions import (
    ACTION_TYPES,
    CHOICE_ACTIONS,
    AutomaTurn,
    Bank,
    BuildingAction,
    Construct,
    CopyOfficer,
    ExternalWork,
    Fulfil,
    OfficerBuilding,
    Pass,
)
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.state import BarrageState, built, engineers_placed, waters
from rules.cli import main as cli_main
from rules.core.errors import IllegalAction
from rules.core.state import state_hash

RULES = BarrageRuleset()


def _new(players: int = 3, seed: int = 1, **options: object) -> BarrageState:
    return RULES.setup({"players": players, **options}, seed)


def test_setup_prompts():
    advanced = _new()
    prompt = RULES.prompt(advanced)
    assert prompt is not None and prompt.kind == "draft"
    assert prompt.seat == advanced.draft.chooser
    assert {a.kind for a in RULES.legal_actions(advanced)} == {"draft_pick"}
    beginner = _new(beginner=True)
    prompt = RULES.prompt(beginner)
    assert prompt is not None and prompt.kind == "turn" and beginner.phase == "actions"
    kinds = {a.kind for a in RULES.legal_actions(beginner)}
    assert {"construct", "bank", "pass"} <= kinds
    assert RULES.result(beginner) is None


def test_an_automa_seat_is_played_by_the_rules():
    state = RULES.setup({"players": 2, "automa": 1}, 4)
    prompt = RULES.prompt(state)
    while RULES.rules_action(state) is None:  # the person drafts first (spec §8.2)
        RULES.apply(state, RULES.legal_actions(state)[0])
        prompt = RULES.prompt(state)
    assert prompt.kind == "automa" and state.companies[prompt.seat].automa
    assert RULES.legal_actions(state) == [AutomaTurn()]
    events = RULES.apply(state, AutomaTurn())
    assert events[0].key == "barrage.event.automa_revealed" and events[0].reveals
    assert events[0].params["plan"]["seat"] == prompt.seat


def test_refused_actions_give_the_reason_and_change_nothing():
    state = _new(beginner=True)
    before = state_hash(state)
    seat = RULES.prompt(state).seat
    have = state.companies[seat].engineers
    why = RULES.why_not(state, Bank(have + 1))
    assert why is not None and why.key == "barrage.why.too_few_engineers"
    with pytest.raises(IllegalAction):
        RULES.apply(state, Bank(have + 1))
    build = next(a for a in RULES.legal_actions(state) if isinstance(a, Construct))
    wrong = dataclasses.replace(build, credits=build.credits + 5)
    assert RULES.why_not(state, wrong) is not None
    why = RULES.why_not(state, Fulfil("contract:national:1"))
    assert why is not None and why.key == "barrage.why.wrong_time"
    with pytest.raises(IllegalAction):
        RULES.apply(state, wrong)
    assert state_hash(state) == before


def _hunt(seed: int, options: dict) -> dict[str, object]:
    """Play preferring action kinds not yet applied; the first applied action of each kind."""
    rng = random.Random(seed)
    state = RULES.setup(options, seed)
    seen: dict[str, object] = {}
    while RULES.prompt(state) is not None:
        legal = RULES.legal_actions(state)
        fresh = [a for a in legal if a.kind not in seen]
        busy = [a for a in legal if not isinstance(a, Pass)]
        action = rng.choice(fresh or busy or legal)
        before = RULES.clone(state)
        RULES.apply(state, action)
        assert state_hash(before) != state_hash(state) or isinstance(action, Pass)
        seen.setdefault(action.kind, action)
    return seen


def test_every_action_kind_applies_and_round_trips():
    seen: dict[str, object] = {}
    for seed in range(6):
        options = {"players": 2 + seed % 3, "automa": seed % 2}
        for kind, action in _hunt(seed, options).items():
            seen.setdefault(kind, action)
        if len(seen) == len(ACTION_TYPES):
            break
    # the picks the expansion's rewards and officers ask are hunted in test_barrage_expansion.py
    rare = {
        cls.kind
        for cls in (*CHOICE_ACTIONS, ExternalWork, BuildingAction, CopyOfficer, OfficerBuilding)
    }
    assert {cls.kind for cls in ACTION_TYPES} - rare <= set(seen)
    for action in seen.values():
        assert RULES.codec.decode(action.to_json()) == action


def _check(state: BarrageState, totals: dict[int, int]) -> None:
    w = waters(state)
    for c in state.companies:
        assert c.credits >= 0
        if c.id is None:
            continue
        have = c.engineers + engineers_placed(state, c)
        assert totals.setdefault(c.seat, have) == have
        dams = [d for d in state.dams.values() if d.owner == c.id]
        assert len(dams) == built(c, "base")
        assert sum(d.height - 1 for d in dams) == built(c, "elevation")
        assert sum(o == c.id for o in state.conduits.values()) == built(c, "conduit")
        assert sum(o == c.id for o in state.powerhouses.values()) == built(c, "powerhouse")
    for site, dam in state.dams.items():
        assert 0 <= dam.drops <= w.capacity(site)


GAMES = [
    (seed, 2 + seed % 3, seed % 2 == 0, seed % 4 == 1) for seed in range(20)
]  # seed, players, beginner, expansion (never with beginner)


@pytest.mark.parametrize(("seed", "players", "beginner", "expansion"), GAMES)
def test_random_whole_games(seed, players, beginner, expansion):
    options = {"players": players, "beginner": beginner, "expansion": expansion}
    rng = random.Random(seed)
    state = RULES.setup(options, seed)
    totals: dict[int, int] = {}
    played = []
    while RULES.prompt(state) is not None:
        action = rng.choice(RULES.legal_actions(state))
        RULES.apply(state, action)
        played.append(action)
        _check(state, totals)
    result = RULES.result(state)
    assert result is not None and state.round == 5
    assert sorted(s.seat for s in result.standings) == list(range(players))
    assert all("total" in s.score for s in result.standings)
    replay = RULES.setup(options, seed)
    for action in played:
        RULES.apply(replay, RULES.codec.decode(action.to_json()))
    assert state_hash(replay) == state_hash(state)


def test_the_ruleset_describes_every_element_it_lists():
    state = _new()
    rules = BarrageRuleset()
    ids = rules.element_ids(state)
    assert "dam:5U" in ids and "conduit:1A" in ids
    assert all(rules.describe(state, e) is not None for e in ids)


def test_the_cli_plays_a_whole_game_between_random_bots_and_names_every_source(capsys):
    assert cli_main(["play", "--game", "barrage", "--players", "3", "--bots", "random"]) == 0
    out = capsys.readouterr().out
    assert "Final ranking" in out and "barrage." not in out
    assert "Water in dams" in out


def test_the_cli_seats_automas_and_plays_the_same_game_for_the_same_seed(capsys):
    argv = ["play", "--game", "barrage", "--players", "3", "--automa", "2"]
    argv += ["--difficulty", "hard", "--expansion", "--bots", "heuristic", "--seed", "5"]
    assert cli_main(argv) == 0
    first = capsys.readouterr().out
    assert cli_main(argv) == 0
    assert capsys.readouterr().out == first and "Final ranking" in first


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--players", "2", "--automa", "1", "--beginner"], "advanced rules only"),
        (["--players", "3", "--automa", "3"], "0 to 2 Automas"),
        (["--players", "2", "--automa", "1", "--difficulty", "insane"], '"insane"'),
    ],
)
def test_the_cli_refuses_a_bad_automa_option_in_one_line(capsys, argv, words):
    assert cli_main(["play", "--game", "barrage", *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_the_cli_refuses_an_option_the_title_has_not_got(capsys):
    assert cli_main(["play", "--game", "powergrid", "--automa", "1"]) == 2
    assert "--automa does not apply to Power Grid" in capsys.readouterr().err
