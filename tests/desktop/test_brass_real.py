"""Brass at its table in a real window (`make test` runs these again under Xvfb with a window
manager): what a person does by mouse, as they do it, and what the table then draws."""

from __future__ import annotations

import math

import pytest
from brass_table import BrassTable, seats
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.board.items import LONG_PRESS_MS
from desktop.board.mat import MatFrame
from desktop.games.brass import look
from desktop.games.brass.mat import flat_room
from desktop.shell.main_window import MainWindow
from rules.brass.core.actions import ChooseAction, PlaceLink, PlayCard
from tests.desktop.windows import game_window

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


# -- the hand and the mat read at arm's length -----------------------------------------------------


def _window(
    qtbot, size: tuple[int, int], lang: str, table_top: bool, players: int = 2
) -> MainWindow:
    """A Birmingham table of people in a window of this size, shown to the first to act."""
    options = {"players": players, "seats": seats((None,) * 4)[:players]}
    window = game_window(
        qtbot, BIRMINGHAM, options, seed=SEED, size=size, lang=lang, table_top=table_top
    )
    screen = window.table.hand_off.screen
    QTest.mouseClick(screen, Qt.MouseButton.LeftButton, pos=screen.rect().center())
    QApplication.processEvents()
    assert window.model.looker() == window.model.seat_to_act()
    return window


def _zone_scale(window: MainWindow, seat: int) -> float:
    view = next(zone.view for zone in window.table.zones if zone.seat == seat)
    t = view.transform()
    return math.hypot(t.m11(), t.m12())


SIZES = {1920: (1920, 1080), 1280: (1280, 800)}


@pytest.mark.realscreen
@pytest.mark.parametrize("table_top", (False, True), ids=("desk", "table-top"))
@pytest.mark.parametrize("lang", ("en", "ko"))
@pytest.mark.parametrize("size", SIZES)
def test_each_card_of_the_own_hand_reads_whole(qtbot, size, lang, table_top):
    """Each name in the acting seat's hand is written across its card, whole (no "…", each
    line within the card's room) and at 11 px or more on the screen."""
    window = _window(qtbot, SIZES[size], lang, table_top)
    scene = window.table.scene
    seat = window.model.seat_to_act()
    hand = scene.seats[seat].hand
    scale = _zone_scale(window, seat)
    cards = hand.cards()
    assert len(cards) >= 7 and all(c.face_up for c in cards)
    for card in cards:
        rect = card.card_rect()
        assert rect.width() > rect.height()  # flat, the name across it
        room = flat_room(rect)
        name = scene.faces.short(card.card_id)
        px, lines = scene.faces.flat_name(card.card_id, rect)
        assert " ".join(lines).replace("- ", "-") == name, (lines, rect, room, hand.rect)  # whole
        metrics = QFontMetricsF(look.font(px, bold=True))
        assert all(metrics.horizontalAdvance(line) <= room.width() for line in lines)
        assert px * scale >= 11, (name, px, scale)


def _labels_shown(qtbot, monkeypatch, size, lang, table_top, players) -> list[bool]:
    """For each money cell with a label (income, spent) of each zone, whether it was drawn."""
    drawn: list[tuple[str, bool]] = []
    paint = MatFrame._paint_cell

    def spy(painter, cell, spot, px, label):
        drawn.append((cell.label, label))
        paint(painter, cell, spot, px, label)

    monkeypatch.setattr(MatFrame, "_paint_cell", staticmethod(spy))
    window = _window(qtbot, SIZES[size], lang, table_top, players)
    drawn.clear()
    for zone in window.table.zones:
        zone.view.viewport().grab()
    window.close()
    return [shown for label, shown in drawn if label]


@pytest.mark.realscreen
@pytest.mark.parametrize("table_top", (False, True), ids=("desk", "table-top"))
@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("size", SIZES)
def test_the_mats_keep_their_income_and_spent_labels_in_korean(
    qtbot, monkeypatch, size, players, table_top
):
    """Korean keeps the money cells' labels ("수입", "지출") wherever English keeps "income"
    and "spent" (a bare "0파운드" stood in the first zones), and every one for two seats at
    1920×1080 (at 1280×800 they would be drawn under 11 px at a desk: they are let go, and in
    the narrowest zones the last cells too: the seat's tooltip says them)."""
    english = _labels_shown(qtbot, monkeypatch, size, "en", table_top, players)
    korean = _labels_shown(qtbot, monkeypatch, size, "ko", table_top, players)
    assert len(korean) == len(english)
    assert size == 1280 or len(korean) >= 2 * players  # narrow zones let the last cells go
    assert all(ko or not en for ko, en in zip(korean, english, strict=True)), (korean, english)
    assert players > 2 or size == 1280 or all(korean)


@pytest.mark.realscreen
def test_a_card_pressed_still_then_moved_is_dragged_not_a_long_press(qtbot):
    """A press on a card of the hand that waits past the long press and then moves is a drag:
    the card dropped on an action's area plays it (the tooltip is for a press that stays put)."""
    t = BrassTable(qtbot, BIRMINGHAM, SEED)
    t.bots_until_person()
    ann = t.seat()
    assert ann is not None
    t.to_act(ann)
    card_id = t.state.players[ann].hand[0]
    card, area = t.piece(f"card:{card_id}"), t.item("action:build")
    source, aim = t.view_for(card), t.view_for(area)
    port = source.viewport()
    start = t.at(card, source)
    t._on_screen(aim.viewport(), t.at(area, aim))
    end = port.mapFromGlobal(aim.viewport().mapToGlobal(t.at(area, aim)))
    n = len(t.actions())
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=start)
    qtbot.wait(LONG_PRESS_MS + 250)  # held still past the long press
    for i in range(1, 7):
        QTest.mouseMove(port, start + (end - start) * (i / 6))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=end)
    t._settle()
    assert t.since(n)[:2] == [ChooseAction("build"), PlayCard(card_id)], t.since(n)
