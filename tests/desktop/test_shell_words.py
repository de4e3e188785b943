"""The shell's words are right: the window's title for what it shows, Redo only when there is
something to redo, Ctrl+N reaching every title, a bot's line for any noun phrase, and the log's
squares in the colours the table gives the seats."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QGuiApplication

from desktop.session_model import SessionModel
from desktop.shell.log_panel import LogPanel
from desktop.shell.new_game import NewGameDialog
from desktop.shell.words import tr
from rules.core.session import Session
from rules.core.text import text


class TitleSpy(QObject):
    """What the window system shows each time the title changes: Qt appends the app's display
    name to a title that does not already end with it (QPlatformWindow::formatWindowTitle)."""

    def __init__(self, window) -> None:
        super().__init__()
        self.shown: list[str] = []
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.WindowTitleChange:
            title, name = self.window.windowTitle(), QGuiApplication.applicationDisplayName()
            self.shown.append(title if title.endswith(name) else f"{title} — {name}")
        return False


def test_the_title_reads_right_in_the_gallery_and_after_two_switches(table):
    window = table.window
    spy = TitleSpy(window)
    table.start(3)
    assert window.windowTitle() == "Power Grid — Steamtable"
    window.show_gallery()
    assert window.windowTitle() == "Steamtable"
    window.back_to_table()
    assert window.windowTitle() == "Power Grid — Steamtable"
    window.apply_settings(window.settings.changed(lang="ko"))
    assert spy.shown[-1] == "파워그리드 — 스팀테이블"
    window.apply_settings(window.settings.changed(lang="en"))
    assert spy.shown[-1] == "Power Grid — Steamtable"
    window.show_gallery()
    window.apply_settings(window.settings.changed(lang="ko"))
    assert spy.shown[-1] == "스팀테이블"


def test_redo_is_enabled_only_when_there_is_something_to_redo(table):
    window = table.window
    redo = window.commands["redo"]
    table.start(3)
    assert not redo.isEnabled()
    table.play(1)
    assert not redo.isEnabled()
    table.press("Ctrl+Z")
    assert redo.isEnabled()
    table.press("Ctrl+Shift+Z")
    assert not redo.isEnabled()


def test_ctrl_n_at_the_table_can_start_any_title(table, qtbot):
    window = table.window
    table.start(3)
    table.press("Ctrl+N")
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog) and dialog.title.game_id == "powergrid"
    dialog.game.setCurrentIndex(dialog.game.findData("barrage"))
    qtbot.waitUntil(lambda: not dialog.isVisible())
    other = window.dialog
    assert isinstance(other, NewGameDialog) and other.title.game_id == "barrage"
    other.accept()
    assert window.model.game == "barrage"


def test_a_bots_line_reads_right_for_any_noun_phrase():
    en = tr("en", text("desktop.prompt.bot_doing", player="Player 3", doing="the Automa's turn"))
    assert en == "Player 3 (bot): the Automa's turn…"
    ko = tr("ko", text("desktop.prompt.bot_doing", player="철수", doing="건설 단계"))
    assert ko == "철수(봇): 건설 단계…"


def _square(panel: LogPanel, line: int) -> str:
    image = panel.item(line).icon().pixmap(12, 12).toImage()
    return image.pixelColor(6, 6).name()


def test_the_logs_squares_take_the_colour_the_table_gives_the_seat(qtbot):
    model = SessionModel(Session("barrage", {"players": 2}, 5))
    panel = LogPanel(model)
    qtbot.addWidget(panel)
    for _ in range(2):  # the draft: each seat takes a company, and with it a colour
        assert model.apply(model.rules.legal_actions(model.state)[0])
    lines = [
        (i, panel.item(i).data(0x0100).seat)
        for i in range(panel.count())
        if panel.item(i).data(0x0100).seat is not None
    ]
    assert lines
    for line, seat in lines:
        assert _square(panel, line) == model.colour(seat).lower()
    assert model.colour(0).lower() != model.session.options["seats"][0]["colour"].lower()
