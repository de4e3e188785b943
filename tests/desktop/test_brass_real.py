"""Brass at its table in a real window (`make test` runs these again under Xvfb with a window
manager): what a person does by mouse, as they do it, and what the table then draws."""

from __future__ import annotations

import pytest
from brass_table import BrassTable
from PySide6.QtGui import QColor

from desktop.games.brass import look
from rules.brass.core.actions import ChooseAction, PlaceLink, PlayCard

BIRMINGHAM = "brass-birmingham"
SEED = 3  # two bots act first; then Ann, whose Network could discard any of six cards
ROUTE = "link:birmingham~dudley"


@pytest.mark.realscreen
def test_a_link_dropped_before_its_card_is_placed_once_the_card_is_chosen(qtbot):
    t = BrassTable(qtbot, BIRMINGHAM, SEED)
    t.bots_until_person()
    ann = t.seat()
    assert ann is not None
    t.to_act(ann)
    n = len(t.actions())
    t.drop("link", ROUTE)  # before anything is chosen: the network is, its card is still open
    assert t.since(n) == [ChooseAction("network")]
    assert t.kind() == "card"
    labels = t.labels()
    assert len(labels) > 1
    t.press(labels[0])  # the card, from the prompt bar's buttons
    t.qtbot.waitUntil(lambda: len(t.actions()) == n + 3, timeout=2000)
    card, link = t.since(n)[1:]
    assert isinstance(card, PlayCard) and link == PlaceLink(ROUTE)  # not asked for the route again
    assert t.state.links.get(ROUTE) == ann


@pytest.mark.realscreen
@pytest.mark.parametrize("game", (BIRMINGHAM, "brass-lancashire"))
def test_the_towns_empty_slots_show_their_industries_on_screen(qtbot, game):
    """What the window shows where each empty slot is: its industries' icon colours (the towns
    were blank boxes)."""
    t = BrassTable(qtbot, game, SEED)
    view = t.table.view
    shot = view.viewport().grab().toImage()
    board, shown = t.scene.board, 0
    for slot, item in t.scene.slots.items():
        box = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        if not shot.rect().contains(box) or slot in t.state.tiles:
            continue
        colours = {
            shot.pixelColor(x, y).name()
            for x in range(box.left(), box.right(), 2)
            for y in range(box.top(), box.bottom(), 2)
        }
        first = board.slots[slot].industries[0]
        assert any(_near(QColor(c), look.INDUSTRY[first]) for c in colours), slot
        shown += 1
    assert shown > len(t.scene.slots) / 2  # the map is on screen


def _near(a: QColor, b: QColor, tolerance: int = 24) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))
