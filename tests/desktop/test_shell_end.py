"""The end screen: the ranking and each seat's score breakdown once the game is over."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from desktop.shell.end_screen import EndScreen


def test_the_end_screen_ranks_the_seats_after_the_bots_finish(table):
    model = table.start(3, bots=["heuristic"] * 3, seed=4)
    model.bots_paused = True  # only play_bots_now moves
    model.play_bots_now(100_000)

    result = model.result()
    assert result is not None
    screen = table.window.end_screen
    assert isinstance(screen, EndScreen) and table.window.stack.currentWidget() is screen
    assert screen.ranking() == [model.names[s.seat] for s in result.standings]
    headers = [
        screen.table.horizontalHeaderItem(c).text() for c in range(screen.table.columnCount())
    ]
    assert headers == ["Place", "Player", "Cities powered", "Money", "Cities built"]
    first = result.standings[0]
    assert screen.table.item(0, 2).text() == str(first.score["powered"])
    winner = model.names[result.winners[0]]
    assert winner in screen.heading.text()
    assert "game is over" in table.window.table.prompt_bar.prompt.text()

    board = next(b for b in screen.findChildren(QPushButton) if b.text() == "Show the board")
    QTest.mouseClick(board, Qt.MouseButton.LeftButton)
    assert table.window.stack.currentWidget() is table.window.table


def test_an_opened_finished_game_shows_its_end_screen(table, monkeypatch, tmp_path):
    from desktop.shell import saves

    model = table.start(2, bots=["random"] * 2, seed=2)
    model.bots_paused = True
    model.play_bots_now(100_000)
    path = tmp_path / "done.json"
    model.save_as(path)
    table.start(3)
    monkeypatch.setattr(saves, "ask_open_path", lambda parent, lang: path)
    table.press("Ctrl+O")
    assert isinstance(table.window.stack.currentWidget(), EndScreen)
