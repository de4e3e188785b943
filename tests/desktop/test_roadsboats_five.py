"""Roads & Boats for five (the rulebook: "게임은 1명에서 5명까지"): the new-game dialog offers five
seats, and a five-seat table, at a desk and on a table-top, at 1920×1080 and 1280×800, lays out
five seat zones side by side, none over another nor off the window, the fifth in purple."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop import games
from desktop.games.roadsboats import look
from tests.desktop.windows import game_window

GAME, SEED = "roads-and-boats", 3


def test_the_dialog_offers_one_to_five_players():
    assert games.TITLES[GAME].players == (1, 5)


@pytest.mark.parametrize(
    ("size", "table_top"),
    [((1920, 1080), False), ((1280, 800), False), ((1920, 1080), True), ((1280, 800), True)],
)
def test_five_seats_at_the_table(qtbot, size, table_top):
    window = game_window(qtbot, GAME, {"players": 5}, seed=SEED, size=size, table_top=table_top)
    hand_off = window.table.hand_off
    if hand_off is not None:
        QTest.mouseClick(hand_off.screen, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    zones = window.table.zones
    assert sorted(zone.seat for zone in zones) == [0, 1, 2, 3, 4]
    boxes: list[QRect] = []
    for zone in zones:
        view = zone.view
        assert view.isVisible()
        box = QRect(view.mapTo(window, view.rect().topLeft()), view.size())
        assert window.rect().contains(box), (zone.seat, box)
        assert min(box.width(), box.height()) >= 90, (zone.seat, box)  # a side seat: upright
        assert max(box.width(), box.height()) >= 170, (zone.seat, box)
        assert not any(box.intersects(other) for other in boxes), (zone.seat, box)
        boxes.append(box)
    mats = window.table.scene.zones  # the scene's seat mats, one a zone
    purple = next(m for m in mats if window.model.state.players[m.seat].colour == "purple")
    assert purple.frame.look.colour == look.PLAYER["purple"].name()
