"""Bots: they take their seats with a visible pause, their moves reach the log, and the Seats menu
hands a seat to a bot or gives it back to a person in the middle of a game."""

from __future__ import annotations

from desktop.shell.seats_menu import fill_seats_menu


def _choose(window, seat: int, label: str) -> None:
    """Pick a seat's player in the Seats menu, as a person would."""
    menu = window.seats_menu
    fill_seats_menu(menu, window.model)
    sub = menu.actions()[seat].menu()
    next(a for a in sub.actions() if a.text() == label).trigger()


def test_a_bot_moves_after_a_visible_pause_and_its_move_is_logged(qtbot, table):
    model = table.start(3, bots=["random"] * 3)
    model.bot_pause_ms = 80
    model.schedule_bot()
    bar = table.window.table.prompt_bar.prompt.text()
    assert "(bot)" in bar
    assert model.session.steps == []  # nothing yet: the pause is visible
    qtbot.waitUntil(lambda: len(model.session.steps) >= 2, timeout=10_000)
    lines = table.window.table.log.lines()
    assert len(lines) >= 2
    assert all(step.by == "bot" for step in model.session.steps)


def test_the_seats_menu_hands_a_seat_to_a_bot_and_back(qtbot, table):
    window = table.window
    model = table.start(3)
    seat = model.seat_to_act()
    _choose(window, seat, "Bot (random)")
    assert model.is_bot(seat)
    qtbot.waitUntil(lambda: model.seat_to_act() != seat or len(model.session.steps) > 1)
    assert model.session.steps[0].by == "bot"

    _choose(window, seat, "Person")
    assert not model.is_bot(seat)
    fill_seats_menu(window.seats_menu, model)
    checked = [
        a.text() for a in window.seats_menu.actions()[seat].menu().actions() if a.isChecked()
    ]
    assert checked == ["Person"]


def test_taking_over_a_bot_seat_stops_it(qtbot, table):
    model = table.start(3, bots=["random"] * 3)
    model.bot_pause_ms = 200
    model.schedule_bot()
    seat = model.seat_to_act()
    _choose(table.window, seat, "Person")
    qtbot.wait(300)
    assert model.session.steps == [] and model.viewer() == seat
    assert "(bot)" not in table.window.table.prompt_bar.prompt.text()
