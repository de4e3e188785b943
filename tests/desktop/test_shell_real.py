"""The shell in a real window (`make test` runs these again under Xvfb with a window manager):
the title the window system shows is the one the window means, after any switch of language."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PySide6.QtGui import QGuiApplication


def title_on_screen(window) -> str:
    """The window's name as the window manager reads it (_NET_WM_NAME)."""
    out = subprocess.run(
        ["xprop", "-id", str(int(window.winId())), "_NET_WM_NAME"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return out.split("=", 1)[1].strip().strip('"')


@pytest.mark.realscreen
def test_the_title_on_screen_after_two_switches_of_language(table, qtbot):
    if QGuiApplication.platformName() != "xcb" or shutil.which("xprop") is None:
        pytest.skip("the window system's title is read on X only")
    window = table.window
    table.start(3)
    for lang, shown in (("ko", "파워그리드 — 스팀테이블"), ("en", "Power Grid — Steamtable")):
        window.apply_settings(window.settings.changed(lang=lang))
        qtbot.waitUntil(lambda shown=shown: title_on_screen(window) == shown, timeout=2000)
    window.show_gallery()
    qtbot.waitUntil(lambda: title_on_screen(window) == "Steamtable", timeout=2000)
