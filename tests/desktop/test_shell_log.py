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
