"""Settings: language (Korean by default on a Korean system) and table-top mode, kept as JSON."""

from __future__ import annotations

import json
import re

from PySide6.QtCore import QLocale, QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from desktop.settings import (
    Settings,
    config_dir,
    default_lang,
    load_settings,
    save_settings,
    with_settings,
)
from desktop.shell.settings_dialog import SettingsDialog
from desktop.shell.turned import FACING, Turned
from rules.core.games import ruleset

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


def test_table_top_mode_turns_each_zone_to_its_seat_and_brings_the_bar_to_the_actor(qtbot, table):
    window = table.window
    model = table.start(4)
    window.toggle_table_top()
    assert load_settings().table_top and window.commands["table_top"].isChecked()
    screen = window.table
    assert screen.table_top
    for zone in screen.zones:
        assert zone.view.degrees == FACING[zone.edge]
    seen = set()
    for _ in range(40):  # play until every seat has been to act
        seat = model.seat_to_act()
        seen.add(seat)
        assert screen.zone_of_prompt() is screen.zones[seat]
        assert screen.zones[seat].geometry().contains(screen.bar_host.geometry())  # over it
        assert screen.bar_host.degrees == FACING[screen.edges[seat]]
        assert screen.view.rotation == 0.0  # the board turns only when the setting asks
        table.play(1)
    assert len(seen) == 4


def test_turned_faces_each_edge(qtbot):
    label = QLabel("words")
    host = Turned(label, 90)
    qtbot.addWidget(host)
    host.resize(60, 200)
    host.show()
    assert host.proxy.size().toSize() == QSize(200, 60)  # laid out along the edge
    assert host.proxy.sceneBoundingRect().toRect() == QRect(0, 0, 60, 200)
    for degrees in (0, 180, 270):
        host.turn(degrees)
        assert host.proxy.sceneBoundingRect().toRect() == QRect(0, 0, 60, 200)


def test_the_dialog_speaks_the_language_the_moment_it_is_chosen(qtbot):
    dialog = SettingsDialog(Settings(lang="en"))
    qtbot.addWidget(dialog)
    words = [dialog.windowTitle(), dialog.ok_button.text(), dialog.table_top.text()]
    assert not any(HANGUL.search(w) for w in words)
    dialog.language.setCurrentIndex(dialog.language.findData("ko"))  # before OK
    labels = [w.text() for w in dialog.findChildren(QLabel) if w.text()]
    words = [dialog.windowTitle(), dialog.ok_button.text(), dialog.cancel_button.text()]
    words += [box.text() for box in (dialog.table_top, dialog.play_forced, dialog.never_ask_order)]
    assert all(HANGUL.search(w) for w in words + labels), words + labels
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert dialog.windowTitle() == "Settings" and not HANGUL.search(dialog.ok_button.text())


def test_never_asking_for_the_play_order_is_a_setting_in_both_languages_and_kept(qtbot, home):
    for lang, word in (("en", "play order"), ("ko", "순서")):
        dialog = SettingsDialog(Settings(lang=lang))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert word in dialog.never_ask_order.text() and not dialog.never_ask_order.isChecked()
        QTest.mouseClick(dialog.never_ask_order, Qt.MouseButton.LeftButton)
        assert dialog.chosen().never_ask_order
    save_settings(dialog.chosen())
    assert load_settings().never_ask_order
    assert SettingsDialog(load_settings()).never_ask_order.isChecked()


def test_a_new_roads_and_boats_game_takes_the_never_ask_setting():
    seats = [{"name": "Ann", "bot": None}, {"name": "Bob", "bot": "heuristic"}, {"name": "Cy"}]
    options = {"players": 3, "seats": seats}
    never = Settings(never_ask_order=True)
    assert with_settings(never, "roads-and-boats", options)["never_ask"] == [0, 2]
    assert "never_ask" not in with_settings(Settings(), "roads-and-boats", options)
    assert "never_ask" not in with_settings(never, "powergrid", options)
    rules = ruleset("roads-and-boats")
    state = rules.setup(
        rules.normalize_options(with_settings(never, "roads-and-boats", options)), 1
    )
    assert [p.asks_order for p in state.players] == [False, True, False]
