"""Tooltips read whole and never cover the table: every tooltip the board and the shell show wraps
at a readable width (Hamburg's Korean tooltip was one line about 1,560 px wide), and the one a
long press showed closes the moment the held piece moves."""

from __future__ import annotations

import pytest
from pg_gestures import AUCTION, BUYING, Board, new_model, play
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QAction, QFontMetricsF, QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QToolTip, QWidget
from table_gestures import GestureTable

from desktop import games
from desktop.board.items import LONG_PRESS_MS
from desktop.board.tips import TIP_WIDTH, set_tip, wrap_tip
from rules.bots import make_bot
from rules.core.session import Session


def widest(tip: str) -> float:
    metrics = QFontMetricsF(QToolTip.font())
    return max(metrics.horizontalAdvance(line) for line in tip.split("\n"))


def words(tip: str) -> str:
    return "".join(tip.split())


def hover_tip(widget, at: QPoint) -> str:
    """What Qt shows after the pointer rests on the widget at `at` (its ToolTip event)."""
    event = QHelpEvent(QEvent.Type.ToolTip, at, widget.mapToGlobal(at))
    QApplication.sendEvent(widget, event)
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_wrapping_keeps_every_word_and_its_lines(qapp):
    tip = "Hamburg\n" + "a long sentence about a city " * 30
    wrapped = wrap_tip(tip)
    assert widest(wrapped) <= TIP_WIDTH
    assert words(wrapped) == words(tip)
    assert wrapped.split("\n")[0] == "Hamburg"
    assert wrap_tip(wrapped) == wrapped
    assert wrap_tip("short") == "short"
    assert widest(wrap_tip("가" * 400)) <= TIP_WIDTH  # no space to break at: between characters


def test_hamburgs_korean_tooltip_wraps_on_hover(qtbot):
    board = Board(qtbot, new_model(lang="ko"))
    raw = board.scene.tooltip("city:hamburg")
    assert "\n" in raw and widest(raw) <= TIP_WIDTH
    board.hover(board.city("hamburg"))
    shown = hover_tip(board.view.viewport(), board.at(board.city("hamburg")))
    assert shown and widest(shown) <= TIP_WIDTH
    assert words(shown) == words(raw)


def test_an_items_own_long_tooltip_wraps_too(qtbot):
    board = Board(qtbot, new_model())
    item = board.scene.addSimpleText("a title")
    item.setToolTip("what this says is long " * 20)  # set by the item itself, not the scene
    item.setPos(board.city("essen").sceneBoundingRect().center())
    item.setZValue(1000)
    shown = hover_tip(
        board.view.viewport(), board.view.mapFromScene(item.sceneBoundingRect().center())
    )
    assert shown and widest(shown) <= TIP_WIDTH


def test_a_shell_buttons_long_tooltip_wraps(window, qtbot):
    button = QPushButton("Undo", window)
    set_tip(button, "You cannot take this back because the cards were shown " * 6)
    button.show()
    shown = hover_tip(button, QPoint(5, 5))
    assert shown and widest(shown) <= TIP_WIDTH


@pytest.mark.parametrize("game", list(games.TITLES))
def test_every_widgets_tooltip_at_every_table_is_wrapped(window, game):
    """Widgets get their tooltips wrapped when they are given them (`set_tip`): no event filter
    wraps them as they show. Every widget and command of the window, in Korean, as a game goes
    on (answer buttons with their reasons, the log's last line, Undo's why not)."""
    low, _ = games.TITLES[game].players
    session = Session(game, {"players": low}, 3)
    window.apply_settings(window.settings.changed(lang="ko"))
    window.show_session(session)
    model = window.model
    bots = [make_bot(game, "random", seat) for seat in range(low)]
    tips = 0
    for _ in range(12):
        QApplication.processEvents()
        for thing in [*window.findChildren(QWidget), *window.findChildren(QAction)]:
            tip = thing.toolTip()
            assert wrap_tip(tip) == tip, (type(thing).__name__, tip)
            tips += bool(tip)
        for _ in range(3):
            if model.result() is None:
                seat = model.rules.prompt(model.state).seat
                model.apply(bots[seat].choose(model.rules, model.state, seat))
    assert tips  # the log's last line at least


@pytest.mark.realscreen
def test_a_long_press_tooltip_closes_when_the_piece_moves(qtbot):
    model = new_model()
    play(model, *AUCTION, *BUYING)
    table = GestureTable(qtbot, model.session)
    house = table.piece("house")
    view = table.view_for(house)
    port, start = view.viewport(), table.at(house, view)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=start)
    qtbot.waitUntil(QToolTip.isVisible, timeout=LONG_PRESS_MS + 1500)  # the long press's
    QTest.mouseMove(port, start + QPoint(12, 0))
    assert not QToolTip.isVisible()  # at once: it would cover the hand and the prompt
    for step in range(2, 6):
        QTest.mouseMove(port, start + QPoint(12 * step, 0))
        assert not QToolTip.isVisible()
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=start + QPoint(60, 0))
    table.close()
