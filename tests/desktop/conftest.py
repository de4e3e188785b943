"""Shared fixtures for the desktop shell tests.

Every test gets its own STEAMTABLE_HOME (config and data folders), so no test reads or writes
the real user folders. The title under test is the real Power Grid desktop module when it builds
a table; otherwise (or with STEAMTABLE_TEST_DOUBLE=1) a small stand-in with the same API, so the
shell can be tested while the title is being written.
"""

from __future__ import annotations

import os

import pytest
from PySide6.QtGui import QColor, QKeySequence, QPainterPath
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from desktop import games
from desktop.board import layers
from desktop.board.items import BoardItem
from desktop.board.scene import BoardScene
from desktop.session_model import SessionModel
from desktop.settings import HOME_ENV, Settings
from desktop.shell import saves
from desktop.shell.main_window import MainWindow
from desktop.shell.new_game import GameSetup
from rules.core.games import ruleset
from rules.core.session import Session

GAME = "powergrid"


# -- a stand-in title: the TitleUI API with the plainest possible drawing ------------------------


class DoubleScene(BoardScene):
    def build(self) -> None:
        path = QPainterPath()
        path.addRect(0, 0, 800, 600)
        board = BoardItem("board", path, z=layers.BOARD)
        board.set_style(QColor("#2b3440"))
        self.add(board)
        self.caption = self.addSimpleText("")
        self.caption.setBrush(QColor("white"))

    def refresh(self) -> None:
        prompt = self.model.prompt()
        self.caption.setText(self.model.tr(prompt.text) if prompt else "")


def double_panel(model: SessionModel, seat: int) -> QWidget:
    label = QLabel()

    def show() -> None:
        player = model.view().players[seat]
        label.setText(f"{model.names[seat]}: {player.money}")

    model.changed.connect(lambda _events: show())
    show()
    return label


def double_controls(model: SessionModel) -> list[QWidget]:
    buttons = []
    for action in model.rules.legal_actions(model.state)[:3]:
        button = QPushButton(type(action).__name__)
        button.clicked.connect(lambda _=False, a=action: model.apply(a))
        buttons.append(button)
    return buttons


class DoubleTitle(games.TitleUI):
    def scene(self, model: SessionModel) -> BoardScene:
        return DoubleScene(model)

    def panel(self, model: SessionModel, seat: int) -> QWidget:
        return double_panel(model, seat)

    def controls(self, model: SessionModel) -> list[QWidget]:
        return double_controls(model)


def _real_title_ready() -> bool:
    """STEAMTABLE_TEST_DOUBLE=1 forces the stand-in, STEAMTABLE_TEST_REAL=1 the real module;
    otherwise the real one is used if it builds a table at all."""
    if os.environ.get("STEAMTABLE_TEST_DOUBLE"):
        return False
    if os.environ.get("STEAMTABLE_TEST_REAL"):
        return True
    real = games.TITLES[GAME]
    try:
        model = SessionModel(Session(GAME, {"players": 3}, 1))
        real.scene(model)
        real.panel(model, 0)
        real.controls(model)
    except Exception:  # still being written: test the shell against the stand-in
        return False
    return True


# -- fixtures ----------------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """A private config and data folder for each test."""
    folder = tmp_path / "home"
    monkeypatch.setenv(HOME_ENV, str(folder))
    return folder


@pytest.fixture
def title(monkeypatch, real_title) -> games.TitleUI:
    real = games.TITLES[GAME]
    if real_title:
        return real
    double = DoubleTitle(GAME, real.maps, real.players, "desktop.board.scene")
    monkeypatch.setitem(games.TITLES, GAME, double)
    return double


@pytest.fixture(scope="session")
def real_title(qapp) -> bool:
    """Whether the tests run against the real Power Grid desktop module."""
    return _real_title_ready()


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
