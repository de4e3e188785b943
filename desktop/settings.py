"""The app's settings (language, table-top mode, bot pace, undo past bots, forced moves, Roads &
Boats' play-order question), kept as JSON in the user's config folder.

A missing or unreadable settings file gives the defaults (Korean on a Korean system, English
otherwise); the file is written atomically so a crash never leaves half a file behind.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

import platformdirs
from PySide6.QtCore import QLocale

from rules.core.i18n import LANGUAGES
from rules.core.save import atomic_write_text

APP = "steamtable"
HOME_ENV = "STEAMTABLE_HOME"  # one folder for config and data instead of the platform's (tests)
FILE = "settings.json"
THINK_MS = (300, 5000)  # the strong bot's time per decision may be set within these
THINK_CHOICES = (300, 500, 1000, 2000, 3000, 5000)  # as the settings offer it


def config_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "config"
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def default_lang(locale: QLocale | None = None) -> str:
    locale = locale if locale is not None else QLocale.system()
    return "ko" if locale.language() == QLocale.Language.Korean else "en"


@dataclass(frozen=True)
class Settings:
    lang: str = "en"
    table_top: bool = False  # seat zones at their seats' edges, each turned to face its seat
    seats_at: str = ""  # table-top: each seat's edge, "bottom,top,..." ("" = the usual places)
    turn_board: bool = False  # table-top: the board turns to face the seat to act
    bot_pause_ms: int = 600
    think_ms: int = 1000  # the strong bot's time per decision (within THINK_MS)
    free_undo: bool = False  # undo may take back bots' moves and revealed cards (practice)
    play_forced: bool = True  # the table plays a person's only legal answer after a beat
    # Roads & Boats: the people at this screen never ask for the play order (§3.5), so the
    # question is not put to them (a new game's option `never_ask` names their seats)
    never_ask_order: bool = False

    def changed(self, **values: Any) -> Settings:
        return replace(self, **values)


def with_settings(settings: Settings, game: str, options: dict[str, Any]) -> dict[str, Any]:
    """A new game's options with what the settings say for it: in Roads & Boats, the people's
    seats never asked for the play order when `never_ask_order` is on (the shell calls this
    as it starts a game; a bot's seat is asked as ever)."""
    if game != "roads-and-boats" or not settings.never_ask_order:
        return options
    people = [i for i, seat in enumerate(options.get("seats") or []) if seat.get("bot") is None]
    return {**options, "never_ask": people} if people else options


def _valid(name: str, value: Any) -> bool:
    if name == "lang":
        return value in LANGUAGES
    if name in ("table_top", "turn_board", "free_undo", "play_forced", "never_ask_order"):
        return isinstance(value, bool)
    if name == "seats_at":
        return isinstance(value, str) and len(value) < 200
    if name == "think_ms":
        return type(value) is int and THINK_MS[0] <= value <= THINK_MS[1]
    return type(value) is int and 0 <= value <= 10_000


def load_settings() -> Settings:
    """The saved settings; any value missing or invalid takes its default."""
    defaults = Settings(lang=default_lang())
    try:
        data = json.loads((config_dir() / FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return defaults
    if not isinstance(data, dict):
        return defaults
    good = {f.name: data[f.name] for f in fields(Settings) if _valid(f.name, data.get(f.name))}
    return replace(defaults, **good)


def save_settings(settings: Settings) -> None:
    folder = config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write_text(folder / FILE, json.dumps(asdict(settings), indent=1) + "\n")
