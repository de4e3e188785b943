"""The shell's keys that are built at run time exist in both languages."""

from __future__ import annotations

import pytest

from desktop.games import TITLES
from desktop.shell.main_window import MainWindow
from desktop.shell.new_game import COLOUR_NAMES
from rules.bots import LEVELS
from rules.core.i18n import LANGUAGES, catalog


def _dynamic_keys(window: MainWindow) -> list[str]:
    keys = [f"desktop.menu.{name}" for name in window.commands]
    keys += [f"desktop.bot.{level}" for level in LEVELS]
    keys += [f"desktop.colour.{name}" for name in COLOUR_NAMES.values()]
    keys += ["desktop.end.winner", "desktop.end.shared", "desktop.resume.question"]
    keys += ["desktop.prompt.bot", "desktop.prompt.bot_doing", "desktop.new.seat"]
    keys += ["desktop.new.name", "desktop.new.colour", "desktop.open.broken"]
    keys += ["desktop.open.no_table"]
    for game, title in TITLES.items():
        keys.append(f"{game}.title")
        keys += [f"{game}.map.{m}" for m in title.maps]
    return keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_the_shell_builds_exists(window, lang):
    missing = [k for k in _dynamic_keys(window) if k not in catalog(lang)]
    assert not missing
