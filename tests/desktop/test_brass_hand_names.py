"""The acting seat reads its own hand: at 1920×1080 and 1280×800, at a desk and at a table-top,
with three and four seats, in English and Korean, every card of the hand shown to it writes its
name whole (nothing cut short with "…") at 11 px or more on the screen, as drawn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from desktop.shell.main_window import MainWindow
from tests.desktop.table_checks import Noting
from tests.desktop.windows import game_window

GAMES = ("brass-birmingham", "brass-lancashire")
SIZES = {"1920": (1920, 1080), "1280": (1280, 800)}


def _window(qtbot, game: str, players: int, size: str, table_top: bool, lang: str) -> MainWindow:
    """The app's window with a table of people only, shown to the first to act."""
    seats = [{"name": f"Player {i + 1}"} for i in range(players)]
    options = {"players": players, "seats": seats}
    window = game_window(
        qtbot, game, options, seed=5, size=SIZES[size], lang=lang, table_top=table_top
    )
    screen = window.table.hand_off.screen  # passed to the first to act, who taps it away
    QTest.mouseClick(screen, Qt.MouseButton.LeftButton, pos=screen.rect().center())
    QApplication.processEvents()
    return window


@pytest.mark.parametrize("lang", ("en", "ko"))
@pytest.mark.parametrize("table_top", (False, True), ids=("desk", "table-top"))
@pytest.mark.parametrize("players", (3, 4))
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_the_own_hand_writes_every_name_whole(qtbot, game, size, players, table_top, lang):
    window = _window(qtbot, game, players, size, table_top, lang)
    table, model = window.table, window.model
    scene = table.scene
    seat = model.looker()
    assert seat is not None and seat == model.seat_to_act()
    view = next(zone.view for zone in table.zones if zone.seat == seat)
    cards = scene.seats[seat].hand.cards()
    assert len(cards) == 8 and all(card.face_up for card in cards)
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    for card in cards:
        painter = Noting(image)
        painter.setWorldTransform(card.sceneTransform() * view.viewportTransform())
        card.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        name = scene.faces.short(card.card_id)
        drawn = " ".join(words for _, words in painter.sizes).replace("\n", " ")
        assert drawn.replace("- ", "-") == name, (name, painter.sizes, card.card_rect())
        assert all(px >= 11 for px, _ in painter.sizes), (name, painter.sizes)
