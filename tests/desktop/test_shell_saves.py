"""Never lose a game: save and open (Ctrl+S, Ctrl+O), the autosave, and the offer to resume.
A corrupt, truncated or foreign file is refused with a dialog saying why, and no file changes."""

from __future__ import annotations

import json
import re

import pytest
from conftest import played, started_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from desktop import games
from desktop.shell import saves
from desktop.shell.main_window import MainWindow
from desktop.shell.new_game import GameSetup
from rules.cli import main as cli_main
from rules.core.errors import SaveError
from rules.core.games import ruleset
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
    assert "저장 파일" in box.informativeText() and "열 수 없어요" in box.text()


def _autosave_game(moves: int) -> Session:
    session = played(moves)
    session.save(saves.autosave_path())
    return session


def test_an_unfinished_autosave_is_offered_and_resumed(qtbot, title, settings):
    session = _autosave_game(6)
    window = started_window(qtbot, settings)
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
    window = started_window(qtbot, settings)
    QTest.mouseClick(window.dialog.later_button, Qt.MouseButton.LeftButton)
    assert window.model is None and window.stack.currentWidget() is window.gallery
    assert saves.autosave_path().read_bytes() == before


def test_no_offer_without_an_unfinished_autosave(qtbot, title, settings):
    window = started_window(qtbot, settings)
    assert window.dialog is None
    saves.autosave_path().write_text("{ broken")
    assert saves.recover_autosave(saves.autosave_path()).session is None
    finished = Session("powergrid", {"players": 2, "seats": [{"bot": "random"}] * 2}, 3)
    from rules.bots import make_bot

    bot = make_bot("powergrid", "random", 1)
    while (prompt := finished.rules.prompt(finished.state)) is not None:
        finished.apply(bot.choose(finished.rules, finished.state, prompt.seat), by="bot")
    finished.save(saves.autosave_path())
    assert saves.recover_autosave(saves.autosave_path()).session is None


def test_every_action_is_autosaved(table):
    model = table.start(3)
    for _ in range(3):
        table.play(1)
        assert Session.load(table.window.autosave).hash() == model.session.hash()


# -- an unfinished game is never destroyed without the player saying so ------------------------


def _kept() -> list:
    return sorted(saves.saves_dir().glob("*.json"))


def _new_game(window: MainWindow, names: list[str], seed: int = 9) -> None:
    """What the new-game dialog would start for these seats."""
    options = ruleset("powergrid").normalize_options(
        {"players": len(names), "seats": [{"name": name} for name in names]}
    )
    window.new_game(GameSetup("powergrid", options, seed, "en"))


def test_declining_the_offer_then_a_new_game_keeps_the_old_game_in_the_saves_folder(
    qtbot, title, settings
):
    old = _autosave_game(3)
    window = started_window(qtbot, settings)
    QTest.mouseClick(window.dialog.later_button, Qt.MouseButton.LeftButton)
    assert _kept() == []

    _new_game(window, ["Ann", "Bo", "Cy", "Di"])

    [kept] = _kept()
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d{4} Power Grid - P1, P2, P3\.json", kept.name)
    assert Session.load(kept).hash() == old.hash()
    assert str(kept) in window.statusBar().currentMessage()
    assert Session.load(saves.autosave_path()).options["players"] == 4  # the new game goes on
    assert window.open_game(kept)  # listed in Open, and it plays on
    assert window.model.session.hash() == old.hash()


def test_a_game_is_kept_only_when_it_would_be_lost(table, monkeypatch):
    table.start(3, seed=1)  # no move yet: nothing to keep
    table.start(3, seed=2)
    assert _kept() == []
    table.play(2)
    saved = saves.saves_dir() / "mine.json"  # saved by the player: nothing to keep either
    monkeypatch.setattr(saves, "ask_save_path", lambda parent, lang, suggested: saved)
    table.press("Ctrl+S")
    table.start(3, seed=3)
    assert _kept() == [saved]
    table.play(1)
    session = table.window.model.session
    monkeypatch.setattr(saves, "ask_open_path", lambda parent, lang: saved)
    table.press("Ctrl+O")  # another game replaces it: kept
    [kept] = [p for p in _kept() if p != saved]
    assert Session.load(kept).hash() == session.hash()
    assert "P1, P2, P3" in kept.name
    table.press("Ctrl+O")  # the same file again: the autosave holds nothing new
    assert len(_kept()) == 2


def test_a_kept_games_name_is_safe_for_every_file_system(table):
    _new_game(table.window, ["A/n", 'B:o"?', "C*y<>|\\"])
    table.play(1)
    table.start(3)
    [kept] = _kept()
    assert kept.name.endswith(" Power Grid - A-n, Bo, Cy-.json")
    assert Session.load(kept).options["seats"][0]["name"] == "A/n"


# -- files the loader refuses, and one it now accepts -------------------------------------------


def _hostile(good: dict, kind: str) -> bytes:
    text = json.dumps(good, indent=1)
    if kind == "huge_number":
        return text.replace('"seed": ', '"seed": ' + "9" * 5000 + ', "x": ', 1).encode()
    if kind == "no_hash":
        return json.dumps({k: v for k, v in good.items() if k != "state_hash"}).encode()
    raise AssertionError(kind)


@pytest.mark.parametrize(
    ("kind", "words"),
    [("huge_number", "longer than 100 digits"), ("no_hash", "no state hash"), ("big", "MB")],
)
def test_hostile_files_are_refused_with_one_line_reasons(table, monkeypatch, tmp_path, kind, words):
    model = table.start(3)
    table.play(2)
    autosave_bytes = table.window.autosave.read_bytes()
    path = tmp_path / f"{kind}.json"
    if kind == "big":
        with path.open("wb") as f:
            f.truncate(21 * 1024 * 1024)  # sparse: refused before a byte is read
    else:
        path.write_bytes(_hostile(model.session.to_save(), kind))
    before = path.read_bytes()
    monkeypatch.setattr(saves, "ask_open_path", lambda parent, lang: path)

    table.press("Ctrl+O")

    box = table.window.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    why = box.informativeText()
    assert words in why and str(path) in why and "\n" not in why
    assert "Error" not in why and "Exceeds" not in why  # ours, not Python's
    assert path.read_bytes() == before
    assert table.window.autosave.read_bytes() == autosave_bytes
    assert table.window.model is model


def test_a_save_with_a_byte_order_mark_opens(table, tmp_path):
    model = table.start(3, seed=4)
    table.play(3)
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(model.session.to_save()).encode())
    table.start(3)
    assert table.window.open_game(path)
    assert table.window.model.session.hash() == model.session.hash()


# -- Brass at the table; a title that is not at the table yet ------------------------------------


@pytest.mark.parametrize("game", ["brass-birmingham", "brass-lancashire"])
def test_a_brass_save_opens_at_the_table(table, monkeypatch, tmp_path, game):
    brass = Session(game, {"players": 3}, 2)
    for _ in range(12):
        brass.apply(brass.rules.legal_actions(brass.state)[0])
    path = tmp_path / "brass.json"
    brass.save(path)
    monkeypatch.setattr(saves, "ask_open_path", lambda parent, lang: path)

    table.press("Ctrl+O")

    model = table.window.model
    assert model is not None and model.game == game
    assert model.session.hash() == brass.hash()
    assert table.window.table is not None and table.window.table.scene.model is model


@pytest.mark.parametrize(
    ("lang", "heading", "words"),
    [
        ("en", "Brass: Birmingham is not at the table yet", ["coming", "command line"]),
        ("ko", "브라스: 버밍엄은 아직 테이블에서 할 수 없어요", ["다음 버전", "명령줄"]),
    ],
)
def test_a_save_of_a_title_without_its_table_says_it_is_coming_and_how_to_replay_it(
    table, monkeypatch, tmp_path, lang, heading, words
):
    waiting = {k: t for k, t in games.TITLES.items() if k != "brass-birmingham"}
    monkeypatch.setattr(saves, "TITLES", waiting)  # as if its table were still to come
    table.window.apply_settings(table.window.settings.changed(lang=lang))
    brass = Session("brass-birmingham", {"players": 2}, 1)
    for _ in range(3):
        brass.apply(brass.rules.legal_actions(brass.state)[0])
    path = tmp_path / "brass.json"
    brass.save(path)
    before = path.read_bytes()
    monkeypatch.setattr(saves, "ask_open_path", lambda parent, lang: path)

    table.press("Ctrl+O")

    box = table.window.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.text() == heading
    why = box.informativeText()
    assert f'steamtable-cli replay "{path}"' in why
    assert all(word in why for word in words)
    assert "brass-birmingham" not in why.replace(str(path), "")
    assert path.read_bytes() == before and table.window.model is None
    assert cli_main(["replay", str(path)]) == 0  # what the message promises works
