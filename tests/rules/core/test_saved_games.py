"""Games saved by earlier versions still load and replay to the state they recorded: whole games
and games stopped in the middle of an auction or a Brass action (tests/fixtures/saves), and Roads
& Boats games saved (version 1) before donkeys bred only when their owner said so: the owner's
answers are implied (`Ruleset.implied`), yes wherever the limit leaves room, as the rules then
bred them."""

import json
from pathlib import Path

import pytest

from rules.core.errors import SaveError
from rules.core.session import Session

SAVES = sorted((Path(__file__).parents[2] / "fixtures" / "saves").glob("*.json"))


def test_there_are_saves_of_every_title_so_far():
    games = {path.name.split("-")[0] for path in SAVES}
    assert games == {"powergrid", "brass", "roads"}
    assert len(SAVES) == 10


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_an_earlier_save_replays_to_its_recorded_hash(path):
    session = Session.load(path)  # refuses a save whose replay does not give its state_hash
    ended = session.rules.result(session.state) is not None
    assert ended == path.stem.endswith("-whole")


def test_a_version_1_roads_and_boats_save_is_answered_the_breeding_it_implied(tmp_path):
    path = next(p for p in SAVES if p.stem == "roads-and-boats-2p-heuristic-mid")
    session = Session.load(path)
    implied = [s for s in session.steps if s.by == "rules"]
    assert [type(s.action).__name__ for s in implied] == ["Breed", "Breed"]
    assert all(s.action.yes for s in implied)
    assert session.to_save()["version"] == 2  # saved again, the answers are in its actions
    session.save(tmp_path / "again.json")
    assert Session.load(tmp_path / "again.json").hash() == session.hash()


@pytest.mark.parametrize("version", [3, 0, True, "2"])
def test_a_save_of_a_version_this_app_does_not_know_is_refused_untouched(tmp_path, version):
    path = tmp_path / "future.json"
    data = json.loads(SAVES[0].read_text(encoding="utf-8")) | {"version": version}
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError, match="version"):
        Session.load(path)
    assert path.read_bytes() == before
