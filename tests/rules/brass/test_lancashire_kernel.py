"""Kernel properties over random Brass: Lancashire positions: undo/redo, JSON round trips of
every legal action, refusals that change nothing."""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.bots import RandomBot
from rules.brass.core.actions import BuildAt, ChooseAction, PlaceLink, PlayCard
from rules.brass.lancashire_data import DISTANT
from rules.brass.lancashire_flows import TakeLoan
from rules.brass.lancashire_sell import SellCotton
from rules.core.errors import IllegalAction
from rules.core.session import Session
from rules.core.state import state_hash

positions = st.fixed_dictionaries(
    {"players": st.integers(2, 4), "seed": st.integers(0, 2**32), "steps": st.integers(0, 500)}
)
FAST = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _played(p: dict, **kwargs) -> Session:
    session = Session("brass-lancashire", {"players": p["players"]}, p["seed"], **kwargs)
    bot = RandomBot(p["seed"] + 1)
    for _ in range(p["steps"]):
        prompt = session.rules.prompt(session.state)
        if prompt is None:
            break
        session.apply(bot.choose(session.rules, session.state, prompt.seat))
    return session


@FAST
@given(positions)
def test_lancashire_undo_then_redo_restores_the_state_hash(p):
    session = _played(p, undo_past_barriers=True)
    before = session.hash()
    undone = 0
    while undone < 20 and session.undo():
        undone += 1
    for _ in range(undone):
        session.redo()
    assert session.hash() == before


@FAST
@given(positions)
def test_lancashire_every_legal_action_round_trips_through_json(p):
    session = _played(p)
    for action in session.rules.legal_actions(session.state):
        decoded = session.rules.codec.decode(json.loads(json.dumps(action.to_json())))
        assert decoded == action


ODD_ACTIONS = [
    ChooseAction("double_build"),
    ChooseAction("scout"),
    PlayCard("wild:location"),
    BuildAt("slot:birkenhead:1"),
    PlaceLink("link:birkenhead~liverpool"),
    SellCotton("slot:colne:1", DISTANT),
    SellCotton("slot:preston:2", "slot:preston:1"),
    TakeLoan(30),
    TakeLoan(25),
]


@FAST
@given(positions, st.sampled_from(ODD_ACTIONS))
def test_lancashire_illegal_action_is_refused_with_a_reason_and_changes_nothing(p, action):
    session = _played(p)
    rules, state = session.rules, session.state
    reason = rules.why_not(state, action)
    if reason is None:  # the odd action happens to be legal here
        return
    before = state_hash(state)
    try:
        rules.apply(state, action)
    except IllegalAction as exc:
        assert exc.reason == reason
    else:
        raise AssertionError("an illegal action was applied")
    assert state_hash(state) == before
