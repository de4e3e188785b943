"""Hot-seat privacy at the table (issue 13, item 4): for a title with private hands the hand-off
screen covers the table between two people, never for a bot, and the model draws only the
private things of the person the screen was passed to."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.games import TITLES
from desktop.session_model import SessionModel
from desktop.shell.table import TableScreen
from rules.core.session import Session

BRASS = TITLES["brass-birmingham"]


def _table(qtbot, bots: list[str | None]) -> tuple[TableScreen, SessionModel]:
    seats = [{"name": n, "bot": b} for n, b in zip(("Ann", "Bo", "Cy", "Di"), bots, strict=False)]
    session = Session("brass-birmingham", {"players": len(bots), "seats": seats}, 7)
    model = SessionModel(session, lang="en")
    model.bots_paused = True  # the test plays the bots' moves itself
    table = TableScreen(BRASS, model)
    qtbot.addWidget(table)
    table.resize(1600, 1000)
    table.show()
    return table, model


def _tap(table: TableScreen) -> None:
    screen = table.hand_off.screen
    QTest.mouseClick(screen, Qt.MouseButton.LeftButton, pos=screen.rect().center())


def _play_until(model: SessionModel, seat_done) -> None:
    """Apply first legal actions until the seat to act changes."""
    start = model.seat_to_act()
    while model.seat_to_act() == start and model.result() is None:
        model.apply(model.rules.legal_actions(model.state)[0])
    seat_done(start)


def test_the_screen_covers_the_table_between_two_people_and_never_for_a_bot(qtbot):
    table, model = _table(qtbot, [None, None, "random", "random"])
    screen = table.hand_off.screen
    first = model.seat_to_act()
    human = not model.is_bot(first)
    if human:
        assert screen.covering and model.looker() is None and model.viewer() is None
        _tap(table)
    assert not screen.covering
    seen: list[int] = []
    for _ in range(12):
        seat = model.seat_to_act()
        if model.is_bot(seat):
            assert not screen.covering  # a bot's turn never hands off
        elif screen.covering:
            assert model.looker() is None  # nobody's cards while the screen waits
            _tap(table)
            seen.append(seat)
        assert not screen.covering
        if not model.is_bot(seat):
            assert model.looker() == seat == model.viewer()
        _play_until(model, lambda _s: None)
    assert len(set(seen)) == 2  # both people were handed the table


def test_with_one_person_the_screen_never_comes(qtbot):
    table, model = _table(qtbot, [None, "random", "random"])
    for _ in range(10):
        assert not table.hand_off.screen.covering
        _play_until(model, lambda _s: None)


def test_a_title_without_hands_has_no_hand_off(qtbot, table):
    table.start(3)
    assert table.window.table.hand_off is None
    assert table.window.model.looker() == table.window.model.viewer()
