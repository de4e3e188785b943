"""Never lose a game: save and open (Ctrl+S, Ctrl+O), the autosave, and the offer to resume.
A corrupt, truncated or foreign file is refused with a dialog saying why, and no file changes."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from desktop.shell import saves
from desktop.shell.main_window import MainWindow
from rules.core.errors import SaveError
from rules.core.i18n import render
from rules.core.session import Session


def test_save_then_open_and_play_on(table, monkeypatch, tmp_path):
    model = table.start(3, seed=11)
    table.play(4)
    path = tmp_path / "mine.json"
    monkeypatch.setattr(saves, "ask_save_path", lambda parent, lang, suggested: path)
    table.press("Ctrl+S")
    assert Session.load(path).hash() == model.session.hash()
    saved, lines = model.session.hash(), table.window.table.log.lines()

    table.start(4, seed=99)  # another game in between
    monkeypatch.setattr(saves, "ask_open_path", lambda parent, lang: path)
    table.press("Ctrl+O")
    reopened = table.window.model
    assert reopened is not model and reopened.session.hash() == saved
    assert table.window.table.log.lines() == lines
    table.play(1)
    assert len(reopened.session.steps) == 5
    assert len(table.window.table.log.lines()) > len(lines)


def _bad_files(good: dict) -> dict[str, bytes]:
    text = json.dumps(good, indent=1).encode()
    return {
        "corrupt": b"\x00\x01 not json at all {{{",
        "truncated": text[: len(text) // 2],
        "foreign": json.dumps({"format": "someone-else", "moves": []}).encode(),
    }


@pytest.mark.parametrize("kind", ["corrupt", "truncated", "foreign"])
def test_a_bad_file_is_refused_and_every_file_stays_as_it_was(table, monkeypatch, tmp_path, kind):
    model = table.start(3)
    table.play(2)
    autosave = table.window.autosave
    autosave_bytes = autosave.read_bytes()
    path = tmp_path / f"{kind}.json"
    content = _bad_files(model.session.to_save())[kind]
    path.write_bytes(content)
    state = model.session.hash()
    monkeypatch.setattr(saves, "ask_open_path", lambda parent, lang: path)

    table.press("Ctrl+O")

    box = table.window.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    with pytest.raises(SaveError) as caught:
        Session.load(path)
    assert box.informativeText() == render(caught.value.reason, "en")
    assert str(path) in box.informativeText()
    assert path.read_bytes() == content
    assert autosave.read_bytes() == autosave_bytes
    assert table.window.model is model and model.session.hash() == state
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == [path.name]


def test_the_refusal_is_in_korean_for_a_korean_table(table, monkeypatch, tmp_path):
    table.window.apply_settings(table.window.settings.changed(lang="ko"))
    path = tmp_path / "foreign.json"
    path.write_text('{"format": "other"}')
    monkeypatch.setattr(saves, "ask_open_path", lambda parent, lang: path)
    table.press("Ctrl+O")
    box = table.window.dialog
    assert "저장 파일" in box.informativeText() and "열 수 없습니다" in box.text()


def _autosave_game(moves: int) -> Session:
    session = Session("powergrid", {"players": 3}, 5)
    for _ in range(moves):
        session.apply(session.rules.legal_actions(session.state)[0])
    session.save(saves.autosave_path())
    return session


def _open_window(qtbot, settings) -> MainWindow:
    window = MainWindow(settings, autosave=saves.autosave_path())
    qtbot.addWidget(window)
    window.start()
    window.show()
    return window


def test_an_unfinished_autosave_is_offered_and_resumed(qtbot, title, settings):
    session = _autosave_game(6)
    window = _open_window(qtbot, settings)
    box = window.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "6 moves" in box.text() and "Power Grid" in box.text()
    QTest.mouseClick(box.resume_button, Qt.MouseButton.LeftButton)
    assert window.model is not None and window.model.session.hash() == session.hash()
    assert window.stack.currentWidget() is window.table
    assert len(window.table.log.lines()) >= 6


def test_declining_the_offer_keeps_the_autosave(qtbot, title, settings):
    _autosave_game(3)
    before = saves.autosave_path().read_bytes()
    window = _open_window(qtbot, settings)
    QTest.mouseClick(window.dialog.later_button, Qt.MouseButton.LeftButton)
    assert window.model is None and window.stack.currentWidget() is window.gallery
    assert saves.autosave_path().read_bytes() == before


def test_no_offer_without_an_unfinished_autosave(qtbot, title, settings):
    window = _open_window(qtbot, settings)
    assert window.dialog is None
    saves.autosave_path().write_text("{ broken")
    assert saves.unfinished_autosave() is None
    finished = Session("powergrid", {"players": 2, "seats": [{"bot": "random"}] * 2}, 3)
    from rules.bots import make_bot

    bot = make_bot("powergrid", "random", 1)
    while (prompt := finished.rules.prompt(finished.state)) is not None:
        finished.apply(bot.choose(finished.rules, finished.state, prompt.seat), by_bot=True)
    finished.save(saves.autosave_path())
    assert saves.unfinished_autosave() is None


def test_every_action_is_autosaved(table):
    model = table.start(3)
    for _ in range(3):
        table.play(1)
        assert Session.load(table.window.autosave).hash() == model.session.hash()
