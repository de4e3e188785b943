"""A sixth title added through its descriptors alone (issue 28): a throw-away pawn race that
lives in the tests (`race_title/`: rules, a bot, a tiny table, its words and rules pages) is
registered, found by every registry (the command line, the bots, the gallery, the new-game
dialog, the Help menu), played at the table by real mouse gestures to its end, and taken away
again without a trace."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from desktop import games
from desktop.settings import Settings
from desktop.shell import help_viewer, saves
from desktop.shell.main_window import MainWindow
from desktop.shell.new_game import NewGameDialog
from rules.cli import main as cli
from rules.core.games import game_ids
from rules.core.i18n import catalog
from tests.desktop.race_title.title import RULES, TABLE

GAME = "race"
REAL = game_ids()  # the real titles, found before the race is added
STEPS = 6  # mouse moves in a drag


@pytest.fixture
def race():
    """The race in every registry for one test, and gone from all of them after it."""
    games.register(RULES, TABLE)
    try:
        yield
    finally:
        games.unregister(GAME)
    assert game_ids() == REAL and tuple(games.TITLES) == REAL
    assert "race.title" not in catalog("en")


@pytest.fixture
def window(qtbot, race) -> MainWindow:
    settings = Settings(lang="en", table_top=False, bot_pause_ms=5)
    win = MainWindow(settings, autosave=saves.autosave_path())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.start(offer_resume=False)
    win.show()
    qtbot.waitExposed(win)
    yield win
    if win.model is not None:
        win.model.stop()
    win.close()


def test_the_command_line_and_the_bots_play_it_headless(race, capsys):
    assert game_ids() == (*REAL, GAME)  # after the real titles (its `order`)
    assert cli(["play", "--game", GAME, "--players", "2", "--bots", "heuristic"]) == 0
    out = capsys.readouterr().out
    assert "1. P1: Square 5" in out and "Winner: P1" in out, out  # the first to move, stepping 2


def drag(qtbot, window: MainWindow, piece: str, target: str) -> None:
    """A real press on the piece where the board's view shows it, moves, a release on the
    target."""
    view = window.table.view
    scene = window.table.scene
    start = view.mapFromScene(scene.elements[piece].sceneBoundingRect().center())
    end = view.mapFromScene(scene.elements[target].sceneBoundingRect().center())
    port = view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, STEPS + 1):
        QTest.mouseMove(port, start + (end - start) * (i / STEPS))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    scene.motion.finish()
    qtbot.wait(10)


def test_it_is_chosen_in_the_gallery_and_played_by_gestures_to_its_end(qtbot, window):
    cards = window.gallery.cards
    assert [c.game for c in cards] == [*REAL, GAME]
    assert cards[-1].label.text() == "Pawn Race" and cards[-1].emblem.draw is TABLE.emblem
    assert help_viewer.rules_path(GAME, "en") == RULES.rules_pages / "race.en.md"

    QTest.mouseClick(cards[-1], Qt.MouseButton.LeftButton)
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog) and dialog.title.game_id == GAME
    dialog.rows[0].name.setText("Ann")
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("standard"))
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.model is not None and window.table is not None)
    model = window.model
    assert model.game == GAME and model.names == ["Ann", "Player 2"]

    # a drop too far is refused in the rules' words: the pawn slides home, nothing is played
    drag(qtbot, window, "pawn:0", "square:3")
    assert model.session.actions == [] and model.state.at == [0, 0]
    assert window.table.prompt_bar.message.text() == "A pawn moves one or two squares on"
    pawn = window.table.scene.elements["pawn:0"]
    qtbot.waitUntil(lambda: pawn.sceneBoundingRect().center().x() < 100)

    # Ann steps 1, then 2 and 2; the bot always steps 2 (0 → 2 → 4): Ann reaches square 5 first
    for target in ("square:1", "square:3", "square:5"):
        qtbot.waitUntil(lambda: model.viewer() == 0, timeout=5000)
        drag(qtbot, window, "pawn:0", target)
        assert model.state.at[0] == int(target.partition(":")[2])
    assert model.state.at == [5, 4]
    assert [s.by for s in model.session.steps] == ["person", "bot"] * 2 + ["person"]
    assert model.result() is not None and model.result().winners == (0,)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.end_screen)
    assert "Ann" in window.end_screen.heading.text()


def test_clicking_on_the_table_away_from_a_piece_plays_nothing(qtbot, window):
    window.choose_title(GAME)
    QTest.mouseClick(window.dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table is not None)
    view = window.table.view
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert window.model.session.actions == []
