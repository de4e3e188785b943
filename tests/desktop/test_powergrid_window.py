"""The Power Grid board inside the real main window: an auction played by tapping a plant on the
board, dragging one to the auction spot and pressing the prompt bar's buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from rules.powergrid import market


def _bar_button(window, qtbot, label: str) -> QPushButton:
    qtbot.wait(1)  # the prompt bar shows its new controls once the event loop runs
    bar = window.table.active_prompt_bar()
    buttons = [b for b in bar.controls.findChildren(QPushButton) if b.isVisible()]
    found = [b for b in buttons if b.text() == label]
    assert found, [b.text() for b in buttons]
    return found[0]


def test_an_auction_in_the_main_window(table, qtbot):
    model = table.start(3, seed=7)
    window = table.window
    view, scene = window.table.view, window.table.scene
    viewport = view.viewport()

    def at(item):
        return view.mapFromScene(item.sceneBoundingRect().center())

    lowest = market.current_plants(model.state)[0]
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=at(scene.cards[lowest]))
    assert model.state.auction is not None and model.state.auction.plant == lowest
    for _ in range(2):  # both others let it go
        QTest.mouseClick(_bar_button(window, qtbot, "Pass"), Qt.MouseButton.LeftButton)
        qtbot.wait(1)
    winner = next(s for s, p in enumerate(model.state.players) if p.plants == [lowest])
    assert model.state.auction is None and model.seat_to_act() != winner

    second = market.current_plants(model.state)[0]
    start, end = at(scene.cards[second]), at(scene.plant_market.auction)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (i / 5))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
    assert model.state.auction is not None and model.state.auction.plant == second
    QTest.mouseClick(_bar_button(window, qtbot, f"Bid {second + 1}"), Qt.MouseButton.LeftButton)
    qtbot.wait(1)
    assert model.state.auction.bid == second + 1
    assert any(f"bid {second + 1} Elektro" in line for line in window.table.log.lines())
