"""Every panel can be enlarged as the map can: a tap on an empty spot of a panel's part (or of a
seat's zone), a pinch out or Ctrl+wheel up lifts it to a readable size over the table until the
next tap; a tap on something of the board does what it always does and lifts nothing."""

from __future__ import annotations

import pytest
from pg_gestures import new_model
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_gestures import GestureTable

from desktop.board.view import READABLE, PartView


def empty_spot(view: PartView) -> QPoint:
    """A point of the view where no element of the board is under the finger."""
    port = view.viewport().rect()
    scene = view.scene()
    scene.set_view_scale(view.zoom)
    for y in range(port.top() + 3, port.bottom(), 7):
        for x in range(port.left() + 3, port.right(), 7):
            at = QPoint(x, y)
            if scene.target_at(view.mapToScene(at)) is None:
                return at
    raise AssertionError(f"no empty spot in {view}")


def wheel(view: PartView, up: bool) -> None:
    at = QPointF(view.viewport().rect().center())
    event = QWheelEvent(
        at,
        QPointF(view.viewport().mapToGlobal(at.toPoint())),
        QPoint(),
        QPoint(0, 120 if up else -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.ControlModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)


@pytest.fixture
def table(qtbot):
    table = GestureTable(qtbot, new_model().session, size=(1280, 800))
    yield table
    table.close()


def part_views(table: GestureTable) -> list[PartView]:
    """The panel's part views with an empty spot, those first."""
    views = list(table.table.panel.views.values())
    return sorted(views, key=lambda v: not _has_empty(v))


def _has_empty(view: PartView) -> bool:
    try:
        empty_spot(view)
    except AssertionError:
        return False
    return True


@pytest.mark.realscreen
def test_a_tap_on_an_empty_spot_lifts_a_part_until_the_next_tap(table, qtbot):
    view = part_views(table)[0]
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=empty_spot(view))
    copy = view.lifted
    assert copy is not None and copy.isVisible()
    assert copy.zoom >= min(2 * view.zoom, READABLE) * 0.95  # larger: readable
    assert copy.width() > view.width() and table.table.rect().contains(copy.geometry())
    QTest.mouseClick(copy.viewport(), Qt.MouseButton.LeftButton, pos=empty_spot(copy))
    assert view.lifted is None
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=empty_spot(view))
    assert view.lifted is not None
    other = part_views(table)[1]  # a tap elsewhere puts it away
    QTest.mouseClick(other.viewport(), Qt.MouseButton.LeftButton, pos=empty_spot(other))
    qtbot.waitUntil(lambda: view.lifted is None, timeout=1000)


def test_ctrl_wheel_lifts_a_seats_zone_and_puts_it_back(table):
    zone = table.table.zones[0].view
    wheel(zone, up=True)
    assert zone.lifted is not None and zone.lifted.zoom > zone.zoom
    wheel(zone.lifted, up=False)
    assert zone.lifted is None


def test_a_tap_on_a_plant_does_what_it_does_and_lifts_nothing(table):
    card = next(iter(table.scene.cards.values()))
    before = len(table.actions())
    table.tap(card)
    assert all(view.lifted is None for view in part_views(table))
    assert len(table.actions()) > before or table.message() or table.buttons()


def ground_spot(view: PartView) -> QPoint:
    """A point of a seat's zone on its ground (the frame filling it), on nothing else."""
    port = view.viewport().rect()
    for y in range(port.top() + 3, port.bottom(), 5):
        for x in range(port.left() + 3, port.right(), 5):
            if view._empty_at(QPoint(x, y)):
                return QPoint(x, y)
    raise AssertionError(f"no spot of ground in {view}")


@pytest.mark.realscreen
def test_a_tap_on_a_seats_ground_lifts_its_zone(table):
    zone = table.table.zones[1].view
    QTest.mouseClick(zone.viewport(), Qt.MouseButton.LeftButton, pos=ground_spot(zone))
    assert zone.lifted is not None and zone.lifted.zoom > zone.zoom
    copy = zone.lifted
    QTest.mouseClick(copy.viewport(), Qt.MouseButton.LeftButton, pos=ground_spot(copy))
    assert zone.lifted is None
