"""Settings: language (Korean by default on a Korean system) and table-top mode, kept as JSON."""

from __future__ import annotations

import json
import re

from PySide6.QtCore import QLocale, Qt
from PySide6.QtTest import QTest

from desktop.settings import Settings, config_dir, default_lang, load_settings, save_settings
from desktop.shell.flipped import Flipped
from desktop.shell.settings_dialog import SettingsDialog
from desktop.shell.table import far_side

HANGUL = re.compile("[\uac00-\ud7a3]")


def test_korean_is_the_default_on_a_korean_system():
    assert default_lang(QLocale("ko_KR")) == "ko"
    assert default_lang(QLocale(QLocale.Language.English)) == "en"
    assert default_lang(QLocale(QLocale.Language.German)) == "en"


def test_settings_are_kept_and_bad_values_fall_back(home):
    assert load_settings() == Settings(lang=default_lang())
    save_settings(Settings(lang="ko", table_top=True))
    assert load_settings() == Settings(lang="ko", table_top=True)
    assert sorted(p.name for p in config_dir().iterdir()) == ["settings.json"]  # no temp left
    (config_dir() / "settings.json").write_text(json.dumps({"lang": "xx", "table_top": True}))
    assert load_settings() == Settings(lang=default_lang(), table_top=True)
    (config_dir() / "settings.json").write_text("{ not json")
    assert load_settings() == Settings(lang=default_lang())


def test_switching_to_korean_re_renders_the_prompt_bar(qtbot, table):
    model = table.start(3)
    table.play(2)
    state, lines = model.session.hash(), len(table.window.table.log.lines())
    assert not HANGUL.search(table.window.table.prompt_bar.prompt.text())

    table.window.open_settings()
    dialog = table.window.dialog
    assert isinstance(dialog, SettingsDialog)
    dialog.language.setCurrentIndex(dialog.language.findData("ko"))
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    window = table.window
    assert HANGUL.search(window.table.prompt_bar.prompt.text())
    assert all(HANGUL.search(line) for line in window.table.log.lines())
    assert len(window.table.log.lines()) == lines
    assert HANGUL.search(window.menuBar().actions()[0].text())
    assert HANGUL.search(window.gallery.cards[0].label.text())
    assert window.model.session.hash() == state and window.model.lang == "ko"
    assert load_settings().lang == "ko"
    table.play(1)  # the redrawn table plays on
    assert len(window.table.log.lines()) > lines


def test_table_top_mode_turns_the_far_side_and_the_board(qtbot, table):
    window = table.window
    model = table.start(4)
    window.toggle_table_top()
    assert load_settings().table_top and window.commands["table_top"].isChecked()
    screen = window.table
    assert screen.table_top
    for seat, panel in enumerate(screen.panels):
        flipped = any(w.isAncestorOf(panel) for w in _flipped_insides(screen))
        assert flipped == far_side(seat, 4)
    for _ in range(40):  # play until a near and a far seat have each been to act
        seat = model.seat_to_act()
        far = far_side(seat, 4)
        assert screen.view.rotation == (180.0 if far else 0.0)
        assert screen.active_prompt_bar() is (screen.far_prompt_bar if far else screen.prompt_bar)
        table.play(1)


def _flipped_insides(screen):
    return [host.inner for host in screen.findChildren(Flipped)]
