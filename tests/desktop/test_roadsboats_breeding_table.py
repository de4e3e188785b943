"""Breeding by choice at the Roads & Boats table ("당나귀는 주인이 원하지 않으면 번식하지
않습니다"): the owner of a donkey pair is asked in the prompt bar, one place at a time, and one
tap answers; a yes gives him a donkey there, a no none."""

from __future__ import annotations

import pytest
from roadsboats_gestures import ANN, RoadsBoatsTable, new_session

from rules.bots import make_bot
from rules.core.session import Session
from rules.roadsboats.production import Breed


def _to_anns_breeding(seed: int) -> Session:
    """Bots play both seats until Ann is asked whether a pair of hers breeds."""
    session = new_session(seed)
    bots = [make_bot("roads-and-boats", "heuristic", seed * 10 + s) for s in range(2)]
    for _ in range(400):
        prompt = session.rules.prompt(session.state)
        assert prompt is not None
        if prompt.kind == "breed" and prompt.seat == ANN:
            return session
        session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
    raise AssertionError("Ann was never asked about breeding")


def _donkeys(t: RoadsBoatsTable, place: str) -> int:
    return sum(1 for x in t.state.transporters if x.location == place and x.owner == "red")


@pytest.mark.parametrize("yes", [True, False], ids=["breeds", "declines"])
def test_the_owner_answers_with_one_tap(qtbot, yes):
    t = RoadsBoatsTable(qtbot, _to_anns_breeding(2))
    t.wait_for(ANN)
    assert t.kind() == "breed"
    place = t.state.pending[-1].place
    assert t.offered() == [Breed(place, False), Breed(place, True)]
    assert t.labels() == ["No breeding", "Let them breed"]
    before = _donkeys(t, place)
    t.choose(Breed(place, yes))
    assert _donkeys(t, place) == before + yes
    assert Breed(place, yes) in [step.action for step in t.model.session.steps]
