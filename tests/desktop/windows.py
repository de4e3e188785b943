"""The app's window with a new game on its table, as the tests that look at a whole table open
it: shown at a size, in a language and a mode, bots held back (the test plays them or not)."""

from __future__ import annotations

from typing import Any

from desktop.settings import Settings
from desktop.shell import saves
from desktop.shell.main_window import MainWindow
from desktop.shell.new_game import GameSetup
from rules.core.games import ruleset


def game_window(
    qtbot,
    game: str,
    options: dict[str, Any],
    *,
    seed: int = 1,
    size: tuple[int, int] = (1280, 800),
    lang: str = "en",
    table_top: bool = False,
) -> MainWindow:
    """The window at `size` with a game of `game` (its `options` normalised) on its table; every
    answer is a person's to give (no forced answer played for them)."""
    settings = Settings(lang=lang, bot_pause_ms=5, play_forced=False, table_top=table_top)
    window = MainWindow(settings, autosave=saves.autosave_path(), bots=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.start(offer_resume=False)
    window.show()
    qtbot.waitExposed(window)
    window.new_game(GameSetup(game, ruleset(game).normalize_options(options), seed, lang))
    return window
