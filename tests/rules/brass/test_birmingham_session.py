"""Brass: Birmingham through the kernel: JSON round trips, undo/redo, refusals that change
nothing, option errors, and bots that decide from their view only."""

import json

import pytest
from brass_helpers import RULES

from rules.bots import RandomBot, make_bot
from rules.brass.core.actions import BuildAt, ChooseAction, PlaceLink, PlayCard
from rules.core.errors import IllegalAction, OptionsError
from rules.core.i18n import LANGUAGES, render
from rules.core.session import Session
from rules.core.state import state_hash

GAME = "brass-birmingham"


def _played(players: int, seed: int, steps: int, **kwargs) -> Session:
    session = Session(GAME, {"players": players}, seed, **kwargs)
    bot = RandomBot(seed + 1)
    for _ in range(steps):
        prompt = session.rules.prompt(session.state)
        if prompt is None:
            break
        session.apply(bot.choose(session.rules, session.state, prompt.seat))
    return session


@pytest.mark.parametrize(("players", "seed", "steps"), [(2, 1, 40), (3, 2, 150), (4, 3, 260)])
def test_every_legal_action_round_trips_through_json(players, seed, steps):
    session = _played(players, seed, steps)
    for action in session.rules.legal_actions(session.state):
        assert session.rules.codec.decode(json.loads(json.dumps(action.to_json()))) == action


@pytest.mark.parametrize(("players", "seed", "steps"), [(2, 4, 120), (4, 5, 300)])
def test_undo_then_redo_restores_the_state_and_undo_equals_playing_one_action_fewer(
    players, seed, steps
):
    session = _played(players, seed, steps, undo_past_barriers=True)
    before = session.hash()
    for _ in range(25):
        session.undo()
    shorter = _played(players, seed, steps - 25)
    assert session.hash() == shorter.hash()
    for _ in range(25):
        session.redo()
    assert session.hash() == before


def test_a_refused_action_changes_nothing():
    session = _played(3, 6, 90)
    state = session.state
    for action in (
        ChooseAction("fly"),
        PlayCard("location:atlantis"),
        BuildAt("slot:x:1"),
        PlaceLink("link:a~b"),
    ):
        why = RULES.why_not(state, action)
        assert why is not None
        before = state_hash(state)
        with pytest.raises(IllegalAction):
            RULES.apply(state, action)
        assert state_hash(state) == before


@pytest.mark.parametrize(
    "options",
    [
        {"players": 5},
        {"players": 1},
        {"players": "two"},
        {"players": 3, "seats": [{}]},
        {"players": 2, "seats": [{"bot": "genius"}, {}]},
        {"map": "lancashire"},
    ],
)
def test_option_errors_are_refused_with_words_in_both_languages(options):
    with pytest.raises(OptionsError) as caught:
        Session(GAME, options, 1)
    for lang in LANGUAGES:
        assert "brass" not in render(caught.value.reason, lang)


def test_the_heuristic_bot_decides_the_same_whatever_the_hidden_cards_are():
    session = _played(4, 7, 60)
    state = session.state
    seat = RULES.prompt(state).seat
    other = RULES.clone(state)
    others = [c for s, p in enumerate(other.players) if s != seat for c in p.hand] + other.deck
    for p in other.players:
        p.facedown.reverse()
    pool = sorted(others, reverse=True)
    for s, p in enumerate(other.players):
        if s != seat:
            p.hand, pool = sorted(pool[: len(p.hand)]), pool[len(p.hand) :]
    other.deck = pool
    assert state_hash(state) != state_hash(other)
    assert RULES.view(state, seat) == RULES.view(other, seat)  # the seat cannot tell them apart
    first = make_bot(GAME, "heuristic", 9).choose(RULES, state, seat)
    second = make_bot(GAME, "heuristic", 9).choose(RULES, other, seat)
    assert first == second


def _mutables(obj, seen=None):
    """Ids of every mutable object inside a state (lists, dicts, non-frozen dataclasses)."""
    import dataclasses

    seen = set() if seen is None else seen
    if isinstance(obj, list | dict) or (
        dataclasses.is_dataclass(obj) and not obj.__dataclass_params__.frozen
    ):
        seen.add(id(obj))
    values = obj.values() if isinstance(obj, dict) else obj if isinstance(obj, list) else ()
    if dataclasses.is_dataclass(obj):
        values = [getattr(obj, f.name) for f in dataclasses.fields(obj)]
    for value in values:
        _mutables(value, seen)
    return seen


def test_the_fast_clone_equals_the_kernels_generic_clone_and_shares_nothing_mutable():
    from rules.core.state import clone as generic

    for steps in (0, 150, 400):
        state = _played(4, 8, steps).state
        copy = RULES.clone(state)
        assert state_hash(copy) == state_hash(generic(state)) == state_hash(state)
        assert not _mutables(copy) & _mutables(state)
