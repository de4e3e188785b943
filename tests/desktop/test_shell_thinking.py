"""A strong bot thinks in a process of its own (issue 29, item 6): the table stays responsive and
shows that it thinks, its move arrives as any bot's does, and an undo, taking the seat over or
closing the table cancels the search at once."""

from __future__ import annotations

from PySide6.QtCore import QTimer

THINK_S = 0.4


def _strong_to_act(table, moves: int = 0):
    model = table.start(2)
    table.play(moves)
    model.think_s = THINK_S
    seat = model.seat_to_act()
    model.set_bot(seat, "strong")
    return model, seat


def test_the_table_stays_responsive_while_a_strong_bot_thinks(qtbot, table):
    model, _ = _strong_to_act(table)
    before = len(model.session.steps)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    qtbot.waitUntil(model.is_thinking, timeout=5000)
    bar = table.window.table.prompt_bar
    assert "is thinking" in bar.prompt.text() and bar._thought is not None
    qtbot.waitUntil(lambda: len(model.session.steps) > before, timeout=60_000)
    timer.stop()
    assert not model.is_thinking() and bar._thought is None
    step = model.session.steps[before]
    assert step.by == "bot"
    # the event loop ran all along: a timer every 10 ms fired about as often as it could
    assert len(ticks) >= THINK_S / 0.010 * 0.5


def test_an_undo_cancels_the_search_at_once_and_no_late_move_comes(qtbot, table):
    model, seat = _strong_to_act(table, moves=1)
    qtbot.waitUntil(model.is_thinking, timeout=5000)
    start = model.session.hash()
    assert model.undo()
    assert not model.is_thinking()  # cancelled at once
    undone = model.session.hash()
    assert undone != start
    model.set_bot(seat, None)  # taken over: nobody thinks for the seat again
    qtbot.wait(int(THINK_S * 1000) + 500)  # the cancelled question's answer would be in by now
    assert model.session.hash() == undone


def test_closing_the_table_while_a_bot_thinks_stops_its_process(qtbot, table):
    model, _ = _strong_to_act(table)
    qtbot.waitUntil(model.is_thinking, timeout=5000)
    worker = model._worker
    model.stop()
    assert not model.is_thinking() and model._worker is None
    process = worker._process
    qtbot.waitUntil(lambda: not process.is_alive(), timeout=5000)
