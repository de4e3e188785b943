"""Start-up: the window opens on the gallery of playable titles; fonts and touch sizes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from desktop import games
from desktop.fonts import KOREAN_FAMILIES, apply_app_font, pick_family
from desktop.shell.gallery import playable
from desktop.shell.new_game import NewGameDialog
from desktop.shell.style import apply_style, touch_px


def test_the_window_starts_on_the_gallery_of_playable_titles(window):
    assert window.stack.currentWidget() is window.gallery
    cards = window.gallery.cards
    assert [c.game for c in cards] == [t.game_id for t in playable()] == ["powergrid"]
    assert cards[0].label.text() == "Power Grid"
    assert window.windowTitle() == "Steamtable"
    assert not window.commands["undo"].isEnabled()  # no game yet


def test_a_registered_title_without_its_module_is_not_shown(monkeypatch, window):
    monkeypatch.setitem(
        games.TITLES, "nope", games.TitleUI("nope", (), (2, 4), "desktop.games.nope")
    )
    assert [t.game_id for t in playable()] == ["powergrid"]


def test_a_card_opens_the_new_game_dialog(qtbot, window):
    QTest.mouseClick(window.gallery.cards[0], Qt.MouseButton.LeftButton)
    assert isinstance(window.dialog, NewGameDialog)
    assert window.dialog.isVisible()


def test_the_font_has_hangul_when_one_is_installed(qapp):
    assert pick_family(["Arial", "nanumgothic", "Noto Sans CJK KR"]) == "Noto Sans CJK KR"
    assert pick_family(["Arial", "Malgun Gothic"]) == "Malgun Gothic"
    assert pick_family(["Arial"]) is None
    before = qapp.font()
    try:
        family = apply_app_font(qapp)
        assert qapp.font().pointSizeF() >= 12
        if pick_family(QFontDatabase.families()):
            assert family in KOREAN_FAMILIES
            assert qapp.font().families()[0] == family
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


def test_the_app_starts_with_the_gallery_and_offers_to_resume(qapp, home, keep_look):
    from PySide6.QtCore import QTimer

    from desktop.app import main
    from desktop.shell import saves
    from desktop.shell.main_window import MainWindow
    from desktop.shell.notices import ResumeOffer
    from rules.core.session import Session

    session = Session("powergrid", {"players": 3}, 5)
    session.apply(session.rules.legal_actions(session.state)[0])
    session.save(saves.autosave_path())
    seen = []

    def look_and_quit():  # quitting closes the windows: look before
        for w in qapp.topLevelWidgets():
            if isinstance(w, MainWindow) and w.isVisible():
                offer = isinstance(w.dialog, ResumeOffer) and w.dialog.isVisible()
                seen.append((offer, w.stack.currentWidget() is w.gallery))
        qapp.quit()

    QTimer.singleShot(100, look_and_quit)
    assert main([]) == 0
    assert seen == [(True, True)]
