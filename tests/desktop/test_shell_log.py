"""The game log lists every event in words, newest at the bottom, bots' moves included."""

from __future__ import annotations

from desktop.shell.log_panel import replay_events


def test_the_log_follows_bursts_of_bot_moves_and_play(table):
    model = table.start(3, bots=[None, "random", "random"])
    model.bots_paused = True
    model.set_bot(0, "random")
    model.play_bots_now(30)
    log = table.window.table.log
    expected = [model.tr_event(e) for events in replay_events(model) for e in events]
    assert log.lines() == expected and len(expected) >= 30
    assert log.verticalScrollBar().value() == log.verticalScrollBar().maximum()

    model.set_bot(model.seat_to_act(), None)
    table.play(1)
    assert log.lines()[: len(expected)] == expected and len(log.lines()) > len(expected)


def test_log_lines_carry_the_player_names(table):
    model = table.start(3)
    table.play(3)
    lines = table.window.table.log.lines()
    assert len(lines) >= 3
    assert all(any(name in line for name in model.names) for line in lines)


def test_a_line_for_some_eyes_only_shows_only_while_those_eyes_look(table):
    """An event visible to one seat appears in the log while that seat is the table's viewer,
    never for another seat, and goes when the eyes change."""
    from rules.core.events import Event

    model = table.start(3)
    log = table.window.table.log
    events = model.session.apply(model.rules.legal_actions(model.state)[0])
    viewer = model.viewer()
    other = (viewer + 1) % 3
    mine = Event("core.forced", {}, viewer, visible_to=(viewer,))
    theirs = Event("core.forced", {}, other, visible_to=(other,))
    model.changed.emit([*events, mine, theirs])
    assert model.tr_event(mine) in log.lines()
    assert model.tr_event(theirs) not in log.lines()
    table.play(1)  # the turn, and the eyes, move on
    assert model.viewer() != viewer
    assert model.tr_event(mine) not in log.lines()
