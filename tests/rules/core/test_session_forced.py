"""Steps the table played for a person (their prompt's only answer): saved as such, and undone
together with the choice before them."""

import json

from rules.core.session import Session
from rules.powergrid.actions import OfferPlant, Pass


def _round_1_all_in(session: Session) -> None:
    """The first chooser puts plant 3 up for all their money; the others then buy 4 and 5."""
    rules = session.rules
    first = rules.prompt(session.state).seat
    session.apply(OfferPlant(3, session.state.players[first].money))
    while rules.prompt(session.state).kind == "bid":
        session.apply(Pass())
    for plant in (4, 5):
        session.apply(OfferPlant(plant, plant))
        while rules.prompt(session.state).kind == "bid":
            session.apply(Pass())


def test_a_forced_step_is_saved_and_undone_with_the_choice_before_it(tmp_path):
    session = Session("powergrid", {"players": 3}, 5)
    _round_1_all_in(session)
    assert session.state.phase == "buy"
    action = session.rules.forced(session.state)  # the penniless owner of plant 3 buys first
    assert action == Pass()
    before_choice = len(session.steps) - 2
    session.apply(action, by="table")
    path = tmp_path / "game.json"
    session.save(path)
    saved = json.loads(path.read_text())
    assert saved["forced"] == [len(session.steps) - 1]
    loaded = Session.load(path)
    assert [s.by for s in loaded.steps] == [s.by for s in session.steps]
    assert loaded.hash() == session.hash()

    assert not session.can_undo()  # the auction's last pass turned up a new plant
    session.undo_past_barriers = True  # a practice game
    assert session.undo()  # takes back the forced pass and the last real choice before it
    assert len(session.steps) == before_choice + 1
    assert session.steps[-1].by == "person"
    assert session.redo()  # redoes the real choice and the forced pass after it, as it was
    assert [s.by for s in session.steps[-2:]] == ["person", "table"]
    assert session.hash() == loaded.hash()


def test_only_forced_steps_after_a_barrier_leave_nothing_to_undo():
    session = Session("powergrid", {"players": 3}, 5)
    _round_1_all_in(session)
    session._barrier = len(session.steps)  # as after a bot's move
    session.apply(Pass(), by="table")
    assert not session.can_undo()
    assert not session.undo()


def test_who_took_each_step_is_saved_and_a_rules_step_is_an_undo_barrier(tmp_path):
    """A step taken by the rules themselves (an Automa) is recorded as such and, like a bot's,
    undo stops at it."""
    session = Session("powergrid", {"players": 3}, 5)
    session.apply(OfferPlant(3, 3))
    session.apply(Pass(), by="rules")
    assert session.undo_blocked() == "rules"
    session.apply(Pass(), by="bot")
    path = tmp_path / "game.json"
    session.save(path)
    saved = json.loads(path.read_text())
    assert (saved["bots"], saved["forced"], saved["rules"]) == ([2], [], [1])
    assert [s.by for s in Session.load(path).steps] == ["person", "rules", "bot"]
