"""Start-up: the window opens on the gallery of playable titles; fonts and touch sizes; a damaged
autosave set aside and temp files of a killed write removed; an old game's objects released."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import weakref
from dataclasses import replace

import pytest
from conftest import played, started_window
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF, QTextLayout
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from desktop import games
from desktop.board.touch import touch_px
from desktop.fonts import KOREAN_FAMILIES, apply_app_font, pick_family
from desktop.settings import HOME_ENV
from desktop.shell import saves
from desktop.shell.gallery import Gallery, playable
from desktop.shell.new_game import NewGameDialog
from desktop.shell.notices import Refusal, ResumeOffer
from desktop.shell.style import apply_style
from rules.core import games as rule_titles
from rules.core.session import Session

TITLE_IDS = ("powergrid", "brass-birmingham", "brass-lancashire", "barrage", "roads-and-boats")


def test_the_window_starts_on_the_gallery_of_playable_titles(window):
    assert window.stack.currentWidget() is window.gallery
    cards = window.gallery.cards
    assert [c.game for c in cards] == [t.game_id for t in playable()] == list(TITLE_IDS)
    assert cards[0].label.text() == "Power Grid"
    assert window.windowTitle() == "Steamtable"
    assert not window.commands["undo"].isEnabled()  # no game yet


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_cards_name_shows_whole(qtbot, lang):
    """A long name ("Brass: Birmingham") is set a little smaller, not cut at the card's edges."""
    gallery = Gallery(lang)
    qtbot.addWidget(gallery)
    gallery.resize(1280, 800)
    gallery.show()
    qtbot.waitExposed(gallery)
    for card in gallery.cards:
        label = card.label
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
        assert label.font().pointSizeF() >= card.detail.font().pointSizeF()


def test_a_title_whose_rules_have_no_table_is_not_shown(window):
    """A rules title without a table under desktop/games never reaches the gallery."""
    rule_titles.register(replace(rule_titles.title("powergrid"), game_id="nope", order=1))
    try:
        games.refresh()
        assert [t.game_id for t in playable()] == list(TITLE_IDS)
    finally:
        rule_titles.unregister("nope")
    assert "nope" not in rule_titles.game_ids()


def test_a_card_opens_the_new_game_dialog(qtbot, window):
    QTest.mouseClick(window.gallery.cards[0], Qt.MouseButton.LeftButton)
    assert isinstance(window.dialog, NewGameDialog)
    assert window.dialog.isVisible()


def test_the_korean_family_is_the_first_installed_one():
    assert pick_family(["Arial", "nanumgothic", "Noto Sans CJK KR"]) == "Noto Sans CJK KR"
    assert pick_family(["Arial", "Malgun Gothic"]) == "Malgun Gothic"
    assert pick_family(["Arial"]) is None


def _drawn_by(font: QFont, text: str) -> list[tuple[str, list[int]]]:
    """Which family draws each run of `text` in `font`, and the glyphs it draws (0: the font's
    box for a character it lacks)."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return [(run.rawFont().familyName(), list(run.glyphIndexes())) for run in layout.glyphRuns()]


def test_the_app_font_draws_hangul_with_a_korean_family(qapp):
    """Korean is a complete language of the table: Hangul is drawn by a Korean family, real
    glyphs (no boxes), while signs and digits keep the Latin family ('7€ 입찰', not full-width).
    Needs a Korean font: the README's apt line and .ci/run install fonts-nanum."""
    installed = pick_family(QFontDatabase.families())
    assert installed is not None, (
        f"no Korean font installed (one of {', '.join(KOREAN_FAMILIES)}): Hangul would show as "
        "boxes; install fonts-nanum (sudo apt install fonts-nanum, as .ci/run does)"
    )
    before = qapp.font()
    try:
        family = apply_app_font(qapp)
        font = qapp.font()
        assert font.pointSizeF() >= 12
        assert family == installed and font.families()[-1] == family  # after the Latin family
        assert QFontDatabase.WritingSystem.Korean in QFontDatabase.writingSystems(family)
        runs = _drawn_by(font, "7€ 입찰")
        hangul = [glyphs for name, glyphs in runs if name == family]
        latin = [glyphs for name, glyphs in runs if name != family]
        assert [len(g) for g in hangul] == [2] and sum(len(g) for g in latin) == 3, runs
        assert all(all(glyphs) for _, glyphs in runs), runs  # no glyph 0: no box
        metrics = QFontMetricsF(font)  # a € no wider than a digit (not full-width)
        assert metrics.horizontalAdvance("€") <= 1.25 * metrics.horizontalAdvance("4")
    finally:
        qapp.setFont(before)


def test_buttons_are_at_least_9_mm_high(qapp, qtbot, window):
    sheet = qapp.styleSheet()
    try:
        touch = apply_style(qapp)
        dpi = qapp.primaryScreen().logicalDotsPerInch()
        assert touch == touch_px() >= round(9 / 25.4 * dpi)
        dialog = NewGameDialog(games.TITLES["powergrid"], "en", window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        buttons = dialog.findChildren(QPushButton) + window.gallery.findChildren(QPushButton)
        assert buttons
        assert min(b.height() for b in buttons if b.isVisible()) >= touch
        assert dialog.players.height() >= touch
    finally:
        qapp.setStyleSheet(sheet)


def test_f11_goes_full_screen_and_ctrl_0_fits_the_board(qtbot, table):
    table.start(3)
    view = table.window.table.view
    view.zoom_by(2.0)
    assert not view.auto_fit
    table.press("Ctrl+0")
    assert view.auto_fit
    table.press("F11")
    qtbot.waitUntil(table.window.isFullScreen)
    assert not table.window.menuBar().isVisible()
    table.press("F11")
    qtbot.waitUntil(lambda: not table.window.isFullScreen())
    assert table.window.menuBar().isVisible()


# The app as `steamtable` runs it, in a process of its own: once `main` has run the app's event
# loop and quit it, Qt refuses every later event loop of the process (QEventLoop.exec returns at
# once), and pytest-qt waits in such loops: the tests after it in the same worker timed out.
_START = """
import json
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from desktop.app import main
from desktop.shell.main_window import MainWindow
from desktop.shell.notices import ResumeOffer

app = QApplication([])
seen = []

def look_and_quit():  # quitting closes the windows: look before
    for w in app.topLevelWidgets():
        if isinstance(w, MainWindow) and w.isVisible():
            offer = isinstance(w.dialog, ResumeOffer) and w.dialog.isVisible()
            seen.append((offer, w.stack.currentWidget() is w.gallery))
    app.quit()

QTimer.singleShot(100, look_and_quit)
print(json.dumps({"code": main([]), "seen": seen}))
"""


def test_the_app_starts_with_the_gallery_and_offers_to_resume(home):
    session = Session("powergrid", {"players": 3}, 5)
    session.apply(session.rules.legal_actions(session.state)[0])
    session.save(saves.autosave_path())
    env = {**os.environ, HOME_ENV: str(home), "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-c", _START], env=env, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    said = json.loads(run.stdout.strip().splitlines()[-1])
    assert said == {"code": 0, "seen": [[True, True]]}


# -- start-up never loses a game and never trusts a file -----------------------------------------


def test_a_damaged_autosave_is_set_aside_and_the_copy_before_it_offered(qtbot, title, settings):
    path = saves.autosave_path()
    earlier = played(2)
    earlier.save(path, keep_previous=True)
    played(3).save(path, keep_previous=True)  # the writer keeps the one before
    damaged = path.read_bytes()[:300]  # truncated
    path.write_bytes(damaged)

    window = started_window(qtbot, settings)

    [aside] = path.parent.glob("autosave.broken-*.json")
    assert aside.read_bytes() == damaged and not path.exists()
    box = window.dialog
    assert isinstance(box, ResumeOffer) and box.isVisible()
    assert "2 moves" in box.text()
    note = box.informativeText()
    assert "autosave.json is damaged" in note and f"set aside as {aside}" in note
    assert "copy autosaved just before it" in note
    QTest.mouseClick(box.resume_button, Qt.MouseButton.LeftButton)
    assert window.model.session.hash() == earlier.hash()
    assert aside.read_bytes() == damaged


def test_a_damaged_autosave_alone_is_set_aside_and_said_so_in_korean(qtbot, title, settings):
    path = saves.autosave_path()
    played(2).save(path)
    damaged = path.read_bytes()[:-40]
    path.write_bytes(damaged)

    window = started_window(qtbot, settings.changed(lang="ko"))

    [aside] = path.parent.glob("autosave.broken-*.json")
    assert aside.read_bytes() == damaged
    box = window.dialog
    assert isinstance(box, Refusal) and box.isVisible()
    assert box.text() == "지난 자동 저장 파일을 읽을 수 없어요"
    assert "손상됐어요" in box.informativeText() and str(aside) in box.informativeText()
    assert window.stack.currentWidget() is window.gallery and window.model is None


def test_temp_files_of_a_killed_write_are_removed_at_start(qtbot, title, settings):
    folder = saves.data_dir()
    folder.mkdir(parents=True)
    stale = [folder / ".autosave.json.k2j3h4x.tmp", folder / ".autosave.json.9_a0bq.tmp"]
    for tmp in stale:
        tmp.write_text('{"format": "steamtable-sa')
    played(1).save(saves.autosave_path())
    others = [folder / "notes.tmp", saves.saves_dir() / ".mine.json.abc.tmp"]
    for other in others:
        other.write_text("mine")

    started_window(qtbot, settings)

    assert not any(tmp.exists() for tmp in stale)
    assert all(other.read_text() == "mine" for other in others)
    assert saves.autosave_path().is_file()


# -- memory: a game that leaves the table leaves memory too --------------------------------------


def _release(qapp) -> None:
    for _ in range(3):
        qapp.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()


def test_an_old_games_model_scene_and_table_are_released(qapp, table):
    window = table.window
    table.start(3)
    table.play(2)
    window.seats_menu.aboutToShow.emit()  # the filled Seats menu names the model too
    refs = [weakref.ref(o) for o in (window.model, window.table.scene, window.table)]
    window.apply_settings(window.settings.changed(lang="ko"))  # redrawn: a new model
    window.seats_menu.aboutToShow.emit()
    refs += [weakref.ref(o) for o in (window.model, window.table.scene, window.table)]
    _release(qapp)
    assert [ref() is None for ref in refs] == [True] * 3 + [False] * 3

    table.start(4, seed=2)
    _release(qapp)

    assert [ref() is None for ref in refs] == [True] * 6
    assert window.model is not None and window.table.isVisible()
