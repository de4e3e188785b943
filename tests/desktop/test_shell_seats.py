"""Bots: they take their seats with a visible pause, their moves reach the log, and the Seats menu
hands a seat to a bot or gives it back to a person in the middle of a game."""

from __future__ import annotations

import pytest

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
    _choose(window, seat, "Bot · Easy")
    assert model.is_bot(seat) and model.session.options["seats"][seat]["bot"] == "easy"
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


def _offered(window, seat: int) -> list[tuple[str, bool]]:
    fill_seats_menu(window.seats_menu, window.model)
    sub = window.seats_menu.actions()[seat].menu()
    return [(a.text(), a.isChecked()) for a in sub.actions()]


@pytest.mark.parametrize(
    ("lang", "who"),
    [
        ("en", ["Person", "Bot · Easy", "Bot · Standard", "Bot · Strong"]),
        ("ko", ["사람", "봇 · 쉬움", "봇 · 보통", "봇 · 강함"]),
    ],
)
def test_the_seats_menu_offers_a_person_or_an_easy_standard_or_strong_bot(table, lang, who):
    """Never the random bot: a seat a saved game gave one (the command line can) shows no level
    checked, and any level chosen takes its place."""
    model = table.start(3, bots=[None, "strong", "random"], lang=lang)
    model.bots_paused = True
    assert _offered(table.window, 0) == [(w, w == who[0]) for w in who]
    assert _offered(table.window, 1) == [(w, w == who[3]) for w in who]
    assert _offered(table.window, 2) == [(w, False) for w in who]
    _choose(table.window, 2, who[2])
    assert model.session.options["seats"][2]["bot"] == "standard"
    assert _offered(table.window, 2) == [(w, w == who[2]) for w in who]
