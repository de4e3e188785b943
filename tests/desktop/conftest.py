"""Shared fixtures for the desktop shell tests.

Every test gets its own STEAMTABLE_HOME (config and data folders), so no test reads or writes
the real user folders. The shell is tested with the real Power Grid table.
"""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest

from desktop import games
from desktop.session_model import SessionModel
from desktop.settings import HOME_ENV, Settings
from desktop.shell import saves
from desktop.shell.main_window import MainWindow
from desktop.shell.new_game import GameSetup
from rules.core.games import ruleset
from rules.core.session import Session

GAME = "powergrid"


# -- fixtures ----------------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """A private config and data folder for each test."""
    folder = tmp_path / "home"
    monkeypatch.setenv(HOME_ENV, str(folder))
    return folder


@pytest.fixture(autouse=True)
def deleted_at_the_end(qapp):
    """What a test closed is deleted as it ends (pytest-qt deletes its widgets later), not in
    the middle of the next test's events, where a table being torn down under a drag crashed.
    What outlives the collection is frozen, so that the next collection looks only at what the
    next test made (a full one took a tenth of a second a test)."""
    yield
    gc.collect()
    gc.freeze()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def title() -> games.TitleUI:
    """The real Power Grid table: a table that fails to build fails the tests."""
    return games.TITLES[GAME]


@pytest.fixture
def keep_look(qapp):
    """Put the app's font, palette and style sheet back after a test that styles the app."""
    font, sheet, palette = qapp.font(), qapp.styleSheet(), qapp.palette()
    yield
    qapp.setFont(font)
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)


@pytest.fixture
def settings() -> Settings:
    return Settings(lang="en", table_top=False, bot_pause_ms=5)


@pytest.fixture
def window(qtbot, title, settings) -> MainWindow:
    win = MainWindow(settings, autosave=saves.autosave_path())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.start()
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def setup_for(players: int = 3, *, seed: int = 7, bots=None, lang: str = "en") -> GameSetup:
    """What the new-game dialog would return for these choices."""
    bots = bots or [None] * players
    seats = [{"name": f"P{i + 1}", "bot": bots[i]} for i in range(players)]
    options = ruleset(GAME).normalize_options({"players": players, "seats": seats})
    return GameSetup(GAME, options, seed, lang)


def played(moves: int, game: str = "powergrid", options: dict | None = None, seed: int = 5):
    """A session with the first legal action played `moves` times."""
    session = Session(game, options or {"players": 3}, seed)
    for _ in range(moves):
        session.apply(session.rules.legal_actions(session.state)[0])
    return session


def started_window(qtbot, settings: Settings) -> MainWindow:
    """The main window as the app starts it: the gallery, and the autosave looked at."""
    window = MainWindow(settings, autosave=saves.autosave_path())
    qtbot.addWidget(window)
    window.start()
    window.show()
    return window


class Table:
    """Helpers for playing at the window's table as people would."""

    def __init__(self, qtbot, window: MainWindow) -> None:
        self.qtbot, self.window = qtbot, window

    def start(self, players: int = 3, **kwargs) -> SessionModel:
        self.window.new_game(setup_for(players, **kwargs))
        return self.window.model

    def play(self, moves: int) -> None:
        """Apply the first legal action `moves` times, as the people to act."""
        model = self.window.model
        for _ in range(moves):
            assert model.apply(model.rules.legal_actions(model.state)[0])

    def press(self, sequence: str) -> None:
        """Press a shortcut on the window."""
        combo = QKeySequence(sequence)[0]
        QTest.keyClick(self.window, combo.key(), combo.keyboardModifiers())
        self.qtbot.wait(1)


@pytest.fixture
def table(qtbot, window) -> Table:
    return Table(qtbot, window)
