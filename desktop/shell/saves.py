"""Where games are kept (the platform's user data folder), opening them safely, and the autosave.

Opening never writes: a save is read, checked and replayed in full, and only a good one replaces
the game on the table. Every failure becomes a SaveError whose reason says what is wrong.

No game is lost to the autosave: before it takes another game, an unfinished game it holds is
copied into the saves folder (`keep_unfinished`), named by its date, title and players. At start
(`recover_autosave`) the temp files of a killed write are removed, and a damaged autosave is set
aside as `autosave.broken-<time>.json`, never deleted; the copy the writer kept before it,
`autosave.previous.json`, is offered instead.
"""

from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from PySide6.QtWidgets import QFileDialog, QWidget

from desktop.games import TITLES
from desktop.settings import APP, HOME_ENV
from desktop.shell.words import title_name, tr
from rules.core.errors import SaveError, SteamtableError, reason
from rules.core.save import atomic_write_text, previous_path
from rules.core.session import Session
from rules.core.text import Text, text

AUTOSAVE = "autosave.json"
SUFFIX = ".steamtable.json"
NAME_CHARS = 120  # a kept game's file name at most, before ".json"


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
    if session.game not in TITLES:  # a good save of a title without its table yet
        game = Text(f"{session.game}.title")
        raise SaveError(reason("desktop.open.no_table", path=str(path), game=game))
    return session


# -- never lose a game ---------------------------------------------------------------------------


@dataclass
class Recovery:
    """What start-up found in the autosave."""

    session: Session | None = None  # an unfinished game to offer
    why: Text | None = None  # what was wrong with a damaged autosave...
    set_aside: Path | None = None  # ...and where it now is


def recover_autosave(path: Path) -> Recovery:
    """At start: remove what killed writes left, set a damaged autosave aside (never deleting
    it), and find the unfinished game to offer (the previous copy if the autosave was bad)."""
    remove_temp_files(path)
    found = Recovery()
    session = None
    if path.is_file():
        try:
            session = open_game(path)
        except SaveError as exc:
            found.why, found.set_aside = exc.reason, set_aside(path)
    if session is None:  # missing, or now set aside: the copy kept before it
        held = autosaved_game(path)
        session = held[1] if held is not None else None
    if session is not None and session.rules.result(session.state) is None:
        found.session = session
    return found


def remove_temp_files(path: Path) -> list[Path]:
    """Delete the temp files a write of `path` left when the app was killed (`.<name>.*.tmp`)."""
    removed = []
    if path.parent.is_dir():
        for tmp in path.parent.glob(f".{path.name}.*.tmp"):
            try:
                tmp.unlink()
            except OSError:
                continue
            removed.append(tmp)
    return removed


def set_aside(path: Path) -> Path:
    """Rename a damaged file to `<stem>.broken-<time><suffix>` beside it; where it now is."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = free_name(path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}"))
    try:
        path.rename(target)
    except OSError:
        return path  # it stays where it was, still unchanged
    return target


def autosaved_game(path: Path) -> tuple[Path, Session] | None:
    """The game the autosave holds, and the file it came from: the autosave, or when that is
    missing (set aside, or a kill between the writer's two renames) the copy kept before it."""
    for candidate in (path, previous_path(path)):
        if candidate.is_file():
            try:
                return candidate, open_game(candidate)
            except SaveError:
                return None
    return None


def keep_unfinished(path: Path, new: Session, lang: str) -> Path | None:
    """Before the autosave `path` takes the game `new`: copy the unfinished game it holds into
    the saves folder, unless `new` goes on from it, it has no move yet, or the saves folder holds
    it already. Returns the copy's path."""
    held = autosaved_game(path)
    if held is None:
        return None
    source, old = held
    if not old.steps or old.rules.result(old.state) is not None or _goes_on(new, old):
        return None
    try:
        raw = source.read_bytes()
        folder = saves_dir()
        for saved in folder.glob("*.json"):
            if saved.stat().st_size == len(raw) and saved.read_bytes() == raw:
                return None
        target = free_name(folder / kept_name(old, source, lang))
        atomic_write_text(target, raw.decode("utf-8-sig"))
    except (OSError, UnicodeDecodeError):
        return None
    return target


def _goes_on(new: Session, old: Session) -> bool:
    """Whether `new` is the same game as `old` at the same point or later."""

    def match(session: Session) -> str:
        seats = [{k: v for k, v in seat.items() if k != "bot"} for seat in session.options["seats"]]
        options = dict(session.options, seats=seats)
        return json.dumps([session.game, session.seed, options], sort_keys=True, default=str)

    moves = [step.action.to_json() for step in old.steps]
    done = [step.action.to_json() for step in new.steps[: len(moves)]]
    return match(new) == match(old) and done == moves


def kept_name(session: Session, source: Path, lang: str) -> str:
    """`2026-11-24 1530 Power Grid - Ann, Bo, Cy.json`: when it was last played, the title and
    the players, in characters every file system takes."""
    stamp = time.strftime("%Y-%m-%d %H%M", time.localtime(source.stat().st_mtime))
    names = ", ".join(str(seat["name"]) for seat in session.options["seats"])
    name = f"{stamp} {title_name(lang, session.game)} - {names}"
    name = re.sub(r"[/\\]", "-", name)
    name = re.sub(r'[<>:"|?*\x00-\x1f\x7f]', "", name)
    name = " ".join(name.split())[:NAME_CHARS].rstrip(" .")
    return f"{name}.json"


def free_name(path: Path) -> Path:
    """`path`, or `<stem> (2)<suffix>`... if that is taken."""
    n, candidate = 1, path
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.stem} ({n}){path.suffix}")
    return candidate


# -- dialogs -------------------------------------------------------------------------------------


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
