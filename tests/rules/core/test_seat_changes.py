"""A seat handed to a bot (or taken back) in mid-game, as the Seats menu does: the game saved
afterwards loads and replays to its hash in every title, even where the state notes who sits
where (Barrage's companies, Roads & Boats' players), and undo keeps the change."""

from __future__ import annotations

import pytest

from rules.core.session import Session

GAMES = [
    ("powergrid", {"players": 3}),
    ("brass-birmingham", {"players": 3}),
    ("brass-lancashire", {"players": 3}),
    ("barrage", {"players": 3, "automa": 1}),
    ("roads-and-boats", {"players": 2, "map": "map:dead_sea"}),
]


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g for g, _ in GAMES])
def test_a_save_after_a_seat_changed_hands_loads(game, options):
    session = Session(game, options, 3, undo_past_barriers=True)
    for _ in range(6):
        session.apply(session.rules.legal_actions(session.state)[0])
    session.set_bot(0, "standard")
    session.set_bot(1, "easy")
    for _ in range(3):
        session.apply(session.rules.legal_actions(session.state)[0])
    loaded = Session.from_save(session.to_save())
    assert loaded.hash() == session.hash()
    assert [s["bot"] for s in loaded.options["seats"][:2]] == ["standard", "easy"]
    session.set_bot(0, None)
    assert session.undo() and Session.from_save(session.to_save()).hash() == session.hash()
