"""Where games are kept (the platform's user data folder), opening them safely, and the autosave.

Opening never writes: a save is read, checked and replayed in full, and only a good one replaces
the game on the table. Every failure becomes a SaveError whose reason says what is wrong.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs
from PySide6.QtWidgets import QFileDialog, QWidget

from desktop.games import TITLES
from desktop.settings import APP, HOME_ENV
from desktop.shell.words import tr
from rules.core.errors import SaveError, SteamtableError, reason
from rules.core.session import Session
from rules.core.text import text

AUTOSAVE = "autosave.json"
SUFFIX = ".steamtable.json"


def data_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "data"
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def saves_dir() -> Path:
    folder = data_dir() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path() -> Path:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder / AUTOSAVE


def open_game(path: Path) -> Session:
    """A saved game, replayed and checked; raises SaveError saying what is wrong."""
    try:
        session = Session.load(path)
    except SteamtableError as exc:  # SaveError, or an OptionsError from a title's setup
        raise SaveError(exc.reason) from None
    except Exception as exc:  # a hand-made file can trip any check; it must not crash the app
        why = f"{type(exc).__name__}: {exc}"
        raise SaveError(reason("desktop.open.broken", path=str(path), why=why)) from None
    if session.game not in TITLES:
        raise SaveError(reason("desktop.open.no_table", path=str(path), game=session.game))
    return session


def unfinished_autosave() -> Session | None:
    """The autosaved game if it is still being played; a missing or bad autosave is no offer."""
    path = data_dir() / AUTOSAVE
    if not path.is_file():
        return None
    try:
        session = open_game(path)
    except SaveError:
        return None
    return session if session.rules.result(session.state) is None else None


def ask_open_path(parent: QWidget, lang: str) -> Path | None:
    """The file a person picks to open (tests replace this function)."""
    name, _ = QFileDialog.getOpenFileName(
        parent, tr(lang, text("desktop.open.title")), str(saves_dir()), _filter(lang)
    )
    return Path(name) if name else None


def ask_save_path(parent: QWidget, lang: str, suggested: str) -> Path | None:
    """The file a person picks to save into (tests replace this function)."""
    name, _ = QFileDialog.getSaveFileName(
        parent, tr(lang, text("desktop.save.title")), str(saves_dir() / suggested), _filter(lang)
    )
    return Path(name) if name else None


def _filter(lang: str) -> str:
    saves, every = tr(lang, text("desktop.save.filter")), tr(lang, text("desktop.all_files"))
    return f"{saves} (*.json);;{every} (*)"
