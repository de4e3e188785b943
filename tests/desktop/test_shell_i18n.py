"""The shell's keys that are built at run time exist in both languages; Qt's own words (the file
dialog) and the window title speak the app's language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QPushButton, QToolButton

from desktop.games import TITLES
from desktop.shell import saves
from desktop.shell.main_window import MainWindow
from desktop.shell.new_game import COLOUR_NAMES
from desktop.shell.qt_words import with_mnemonic
from rules.bots import LEVELS
from rules.core.i18n import LANGUAGES, catalog

HANGUL = re.compile("[\uac00-\ud7a3]")
LATIN = re.compile("[A-Za-z]")


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


# -- Qt's own words ----------------------------------------------------------------------------


def _file_dialog_words(dialog: QFileDialog) -> dict[str, str]:
    """The labels (by object name), buttons and tool tips of Qt's own (not the system's) file
    dialog."""
    words = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    words |= {button.text(): button.text() for button in dialog.findChildren(QPushButton)}
    words |= {tool.toolTip(): tool.toolTip() for tool in dialog.findChildren(QToolButton)}
    return {name: said for name, said in words.items() if name and said}


def _qt_file_dialog(window: MainWindow) -> QFileDialog:
    dialog = QFileDialog(window, "", str(saves.saves_dir()), "Steamtable (*.json)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    return dialog


def test_qt_file_dialog_speaks_korean_and_english_again(window):
    assert QCoreApplication.translate("QFileDialog", "Look in:") == "Look in:"
    window.apply_settings(window.settings.changed(lang="ko"))
    assert QCoreApplication.translate("QFileDialog", "Look in:") == "다음에서 찾기:"
    assert QCoreApplication.translate("QFileDialog", "Files of type:") == "파일 형식:"

    words = _file_dialog_words(_qt_file_dialog(window))
    # Qt 6 labels carry a mnemonic the Korean catalog does not know: they still read Korean,
    # with the mnemonic kept in the Korean manner.
    assert words["lookInLabel"] == "다음에서 찾기(&L):"
    assert words["fileTypeLabel"] == "파일 형식(&T):"
    assert words["fileNameLabel"] == "파일 이름(&N):"
    assert "열기(&O)" in words and "취소" in words
    assert all(HANGUL.search(w) for w in words.values()), words

    window.apply_settings(window.settings.changed(lang="en"))
    words = _file_dialog_words(_qt_file_dialog(window))
    assert words["lookInLabel"] == "&Look in:" and words["fileTypeLabel"] == "Files of &type:"
    assert not [w for w in words.values() if HANGUL.search(w)]


def test_the_open_dialog_of_a_korean_table_is_korean(window, monkeypatch):
    """The real Ctrl+O path: Qt's own dialog (there is no system dialog offscreen)."""
    window.apply_settings(window.settings.changed(lang="ko"))
    seen: dict[str, str] = {}

    def look_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, look_and_close)
            return
        seen.update(_file_dialog_words(dialog))
        seen["title"] = dialog.windowTitle()
        dialog.reject()

    QTimer.singleShot(0, look_and_close)
    assert saves.ask_open_path(window, window.lang) is None
    assert seen["title"] == "저장된 게임 열기"
    assert seen["lookInLabel"] == "다음에서 찾기(&L):" and seen["fileTypeLabel"] == "파일 형식(&T):"
    assert "취소" in seen


def test_a_mnemonic_goes_before_the_colon_as_in_korean_qt():
    assert with_mnemonic("다음에서 찾기:", "l") == "다음에서 찾기(&L):"
    assert with_mnemonic("새 폴더", "n") == "새 폴더(&N)"
    assert with_mnemonic("열기...", "o") == "열기(&O)..."


# -- the window title --------------------------------------------------------------------------


def _title_as_shown(window: MainWindow) -> str:
    """The title the window system shows: Qt appends the app's display name unless the title
    already ends with it (QPlatformWindow::formatWindowTitle)."""
    title, name = window.windowTitle(), QGuiApplication.applicationDisplayName()
    return title if title.endswith(name) else f"{title} — {name}"


@pytest.mark.parametrize("first", LANGUAGES)
def test_the_window_title_speaks_one_language(table, first):
    window = table.window
    other = next(lang for lang in LANGUAGES if lang != first)
    window.apply_settings(window.settings.changed(lang=first))
    for lang in (first, other, first):
        window.apply_settings(window.settings.changed(lang=lang))
        foreign = LATIN if lang == "ko" else HANGUL
        assert not foreign.search(_title_as_shown(window)), _title_as_shown(window)
        table.start(3, lang=lang)
        shown = _title_as_shown(window)
        assert not foreign.search(shown), shown
        assert shown.startswith(catalog(lang)["powergrid.title"])
        assert shown.count(catalog(lang)["desktop.app_name"]) == 1
        window.show_gallery()
