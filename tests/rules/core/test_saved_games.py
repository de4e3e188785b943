"""Games saved by earlier versions still load and replay to the state they recorded: whole games
and games stopped in the middle of an auction or a Brass action (tests/fixtures/saves)."""

from pathlib import Path

import pytest

from rules.core.session import Session

SAVES = sorted((Path(__file__).parents[2] / "fixtures" / "saves").glob("*.json"))


def test_there_are_saves_of_every_title_so_far():
    games = {path.name.split("-")[0] for path in SAVES}
    assert games == {"powergrid", "brass"}
    assert len(SAVES) == 8


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_an_earlier_save_replays_to_its_recorded_hash(path):
    session = Session.load(path)  # refuses a save whose replay does not give its state_hash
    ended = session.rules.result(session.state) is not None
    assert ended == path.stem.endswith("-whole")
