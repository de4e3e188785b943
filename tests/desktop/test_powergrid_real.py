"""Power Grid at its table in a real window (`make test` runs these again under Xvfb with a
window manager): a press that waits before it moves is still a drag, however long it waited;
the long-press tooltip is for a press that stays put, and it closes when the drag starts."""

from __future__ import annotations

import pytest
from pg_gestures import AUCTION, BUYING, PowerGridTable, new_model, play
from PySide6.QtWidgets import QToolTip

from desktop.board.items import LONG_PRESS_MS
from rules.powergrid.actions import Build, BuyFuel

CY = 2
HELD = LONG_PRESS_MS + 250  # still, past the long press


def at_building(qtbot) -> PowerGridTable:
    model = new_model()
    play(model, *AUCTION, *BUYING)
    return PowerGridTable(qtbot, model)


@pytest.mark.realscreen
def test_fuel_pressed_on_its_row_held_still_then_moved_is_bought(qtbot):
    model = new_model()
    play(model, *AUCTION)
    t = PowerGridTable(qtbot, model)
    scene = t.scene
    row = scene.resource_market.rows["oil"]  # the row, beside its next token
    shown: list[bool] = []
    t.drag(row, scene.cards[3], hold_ms=HELD, while_held=lambda: shown.append(QToolTip.isVisible()))
    assert t.actions()[-1] == BuyFuel("oil", 1, 3)
    assert t.state.players[CY].fuel["oil"] == 1
    assert shown == [False]  # the long press's tooltip closed when the drag started


@pytest.mark.realscreen
def test_a_house_held_still_then_moved_is_built(qtbot):
    t = at_building(qtbot)
    t.drag(t.scene.house, t.scene.cities["essen"], hold_ms=HELD)
    assert t.actions()[-1] == Build("essen")


@pytest.mark.realscreen
def test_a_long_press_that_stays_put_shows_the_tooltip_and_plays_nothing(qtbot):
    t = at_building(qtbot)
    n = len(t.actions())
    shown: list[bool] = []
    house = t.scene.house
    t.drag(house, house, hold_ms=HELD, while_held=lambda: shown.append(QToolTip.isVisible()))
    assert shown == [True]
    assert "house" in QToolTip.text().lower()
    assert len(t.actions()) == n
