"""The table fills the screen (issue 10): the board's and the map's share of the window, each
seat's money shown once, table-top zones facing their edges, and touch-sized controls."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from desktop.board.touch import MM_PER_INCH, TOUCH_MM
from desktop.shell.seat_zones import USUAL, parse_seats_at, seats_at
from desktop.shell.style import apply_style
from desktop.shell.turned import FACING

SIZES = ((1920, 1080), (1280, 800))
BOARD_SHARE, MAP_SHARE = 0.60, 0.40
# Five or six seats round all four edges of a 1280×800 screen: a short edge's zone must hold the
# prompt bar's words and buttons when its seat acts (table_plan.SIDE_LEAST), and four strips
# with the menu leave the board less. Seated along the long edges only, they get the full share
# (test_crowded_small_tables_reach_the_share_along_the_long_edges).
CROWDED = {(5, (1280, 800)): (0.57, 0.43), (6, (1280, 800)): (0.45, 0.31)}


def shown(view, rect) -> float:
    """The screen area of a scene rect as a view shows it."""
    on_view = view.mapFromScene(rect).boundingRect().intersected(view.viewport().rect())
    return float(max(on_view.width(), 0) * max(on_view.height(), 0))


def shares(window) -> tuple[float, float]:
    """The board's share of the window (the map's view and every panel part's) and the map's."""
    table = window.table
    scene = table.scene
    whole = window.width() * window.height()
    board = shown(table.view, scene.board_rect())
    if table.panel is not None:
        for name, view in table.panel.views.items():
            board += shown(view, table.panel.rects[name])
    return board / whole, shown(table.view, scene.map_rect()) / whole


def settle(qtbot, window, size) -> None:
    window.showNormal()
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    QApplication.processEvents()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("table_top", [False, True], ids=["desk", "table-top"])
def test_the_board_dominates_the_table(qtbot, qapp, keep_look, table, players, table_top):
    apply_style(qapp)  # touch-sized controls: the chrome as tall as it really is
    window = table.window
    table.start(players)
    if table_top:
        window.apply_settings(window.settings.changed(table_top=True))
    for size in SIZES:
        settle(qtbot, window, size)
        board, map_ = shares(window)
        least_board, least_map = (
            CROWDED.get((players, size), (BOARD_SHARE, MAP_SHARE))
            if table_top
            else (BOARD_SHARE, MAP_SHARE)
        )
        print(f"{players} seats {size} table-top={table_top}: board {board:.1%}, map {map_:.1%}")
        assert board >= least_board, (size, board)
        assert map_ >= least_map, (size, map_)
        assert not window.table.log.isVisible()  # the drawer is closed unless opened


@pytest.mark.parametrize("players", [5, 6])
def test_crowded_small_tables_reach_the_share_along_the_long_edges(
    qtbot, qapp, keep_look, table, players
):
    apply_style(qapp)
    window = table.window
    table.start(players)
    long_edges = ",".join(["b"] * (players - players // 2) + ["t"] * (players // 2))
    window.apply_settings(window.settings.changed(table_top=True, seats_at=long_edges))
    settle(qtbot, window, (1280, 800))
    board, map_ = shares(window)
    assert board >= BOARD_SHARE and map_ >= MAP_SHARE, (board, map_)


def test_the_usa_lies_wide_and_dominates_too(qtbot, qapp, keep_look, table):
    apply_style(qapp)
    window = table.window
    model = table.start(4)
    window.show_session(type(model.session)("powergrid", {"players": 4, "map": "usa"}, 3))
    for size in SIZES:
        settle(qtbot, window, size)
        board, map_ = shares(window)
        assert board >= BOARD_SHARE and map_ >= MAP_SHARE, (size, board, map_)


def test_germany_lies_on_its_side_with_north_to_the_left(qtbot, table):
    table.start(3)
    scene = table.window.table.scene
    kiel, passau = scene.cities["kiel"].center, scene.cities["passau"].center
    berlin, aachen = scene.cities["berlin"].center, scene.cities["aachen"].center
    assert kiel.x() < passau.x()  # north to the left
    assert berlin.y() < aachen.y()  # east up
    assert scene.frame.north() == -90.0


def test_changing_modes_moves_the_table_without_rebuilding_it(qtbot, table):
    window = table.window
    table.start(4)
    settle(qtbot, window, (1920, 1080))
    screen, scene = window.table, window.table.scene
    window.apply_settings(window.settings.changed(table_top=True))
    assert window.table is screen and screen.scene is scene  # the same board, moved
    assert screen.zone_of_prompt() is not None
    window.apply_settings(window.settings.changed(table_top=False, seats_at="b,t,l,r"))
    assert screen.zone_of_prompt() is None and screen.bar_host.isVisible()
    assert {z.degrees for z in screen.zones} == {0}  # upright at a desk, whatever seats_at says


def test_the_board_refits_when_the_window_changes(qtbot, table):
    window = table.window
    table.start(4)
    settle(qtbot, window, (1920, 1080))
    big = window.table.view.zoom
    settle(qtbot, window, (1280, 800))
    assert window.table.view.zoom < big * 0.8
    assert window.table.view.geometry().contains(window.table.view.geometry().center())


def test_a_seats_money_is_shown_once(qtbot, table):
    window = table.window
    model = table.start(3)
    settle(qtbot, window, (1920, 1080))
    for seat, player in enumerate(model.view().players):
        money = str(player.money)
        labels = [
            w for w in window.findChildren(QLabel) if w.isVisible() and money in w.text().split()
        ]
        assert labels == []  # no widget repeats it: only the seat's zone on the board draws it
        assert window.table.scene.rows[seat].money.text() == money


def test_the_log_is_a_drawer_with_its_last_line_in_the_bar(qtbot, table):
    window = table.window
    table.start(3)
    table.play(2)
    settle(qtbot, window, (1280, 800))
    screen = window.table
    assert screen.log_bar.line.toolTip().replace("\n", " ") == screen.log.lines()[-1]
    screen.log_bar.button.click()
    assert screen.log.isVisible()
    assert screen.view.geometry().contains(screen.log.geometry())  # over the board, not beside
    screen.log_bar.button.click()
    assert not screen.log.isVisible()


def test_a_swipe_on_the_log_bar_opens_the_drawer_and_one_back_closes_it(qtbot, table):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    window = table.window
    table.start(3)
    table.play(2)
    settle(qtbot, window, (1280, 800))
    screen = window.table
    bar = screen.log_bar
    middle = QPoint(bar.width() // 3, bar.height() // 2)

    def swipe(dy: int) -> None:
        QTest.mousePress(bar, Qt.MouseButton.LeftButton, pos=middle)
        QTest.mouseMove(bar, middle + QPoint(0, dy // 2))
        QTest.mouseRelease(bar, Qt.MouseButton.LeftButton, pos=middle + QPoint(0, dy))

    swipe(-80)  # up, away from the seat
    assert screen.log.isVisible()
    swipe(80)
    assert not screen.log.isVisible()
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=middle)  # a tap on the last line
    assert screen.log.isVisible()


def test_seats_at_names_an_edge_per_seat():
    assert parse_seats_at("b, t, l", 3) == ("bottom", "top", "left")
    assert parse_seats_at("bottom,top", 3) is None
    assert parse_seats_at("bottom,up,top", 3) is None
    assert seats_at("", 6) == USUAL[6]
    assert set(USUAL[6]) == {"bottom", "right", "top", "left"}  # all four edges for six


@pytest.mark.parametrize("players", [2, 4, 6])
def test_table_top_zones_face_their_edges(qtbot, table, players):
    window = table.window
    model = table.start(players)
    window.apply_settings(window.settings.changed(table_top=True))
    screen = window.table
    settle(qtbot, window, (1920, 1080))
    middle = screen.view.geometry().center()
    for zone in screen.zones:
        assert zone.view.degrees == FACING[zone.edge]
        at = QRect(zone.mapTo(screen, zone.rect().topLeft()), zone.size()).center()
        assert {  # the zone lies on its seat's side of the board
            "bottom": at.y() > middle.y(),
            "top": at.y() < middle.y(),
            "left": at.x() < middle.x(),
            "right": at.x() > middle.x(),
        }[zone.edge]
    for _ in range(3):
        seat = model.seat_to_act()
        assert screen.zone_of_prompt() is screen.zones[seat]
        table.play(1)


def test_the_board_turns_to_the_actor_only_when_asked(qtbot, table):
    window = table.window
    model = table.start(2)
    window.apply_settings(window.settings.changed(table_top=True, turn_board=True))
    screen = window.table
    for _ in range(4):
        seat = model.seat_to_act()
        if screen.view.turning:
            qtbot.wait(50)  # it turns in a short animation, seen in steps
            screen.view.finish_turn()
        assert not screen.view.turning
        assert screen.view.rotation % 360 == FACING[screen.edges[seat]]
        table.play(1)


@pytest.mark.parametrize("table_top", [False, True])
def test_no_control_is_smaller_than_9_mm_at_96_dpi(qtbot, qapp, keep_look, table, table_top):
    apply_style(qapp)  # the app's own look, as `steamtable` starts with
    window = table.window
    table.start(4)
    if table_top:
        window.apply_settings(window.settings.changed(table_top=True))
    settle(qtbot, window, (1920, 1080))
    least = round(TOUCH_MM / MM_PER_INCH * 96) - 1  # 34 px, one for rounding
    assert QApplication.primaryScreen().logicalDotsPerInch() <= 96.5
    small = [
        (b.text(), b.width(), b.height())
        for b in window.findChildren(QAbstractButton)
        if b.isVisibleTo(window) and b.isVisible() and min(b.width(), b.height()) < least
    ]
    assert small == []


@pytest.mark.parametrize("table_top", [False, True], ids=["desk", "table-top"])
def test_an_action_paints_each_changed_seat_row_once(qtbot, monkeypatch, table, table_top):
    """The turn passes: the zones the acting seat widens are painted in one pass with the rows
    the change redrew, not once for the resize and again for the rows (make bench: the redraw
    after an action)."""
    from desktop.games.powergrid.seats import PlayerRow

    window = table.window
    table.start(4)
    settle(qtbot, window, (1600, 1000))
    window.apply_settings(window.settings.changed(table_top=table_top))
    QApplication.processEvents()
    painted: list[int] = []
    draw = PlayerRow.draw
    monkeypatch.setattr(PlayerRow, "draw", lambda row, p: (painted.append(row.seat), draw(row, p)))
    model = window.model
    for step in range(4):
        before = model.prompt().seat
        painted.clear()
        assert (
            model.apply(model.rules.legal_actions(model.state)[0])
            if step % 2 == 0
            else model.undo()
        )
        QApplication.processEvents()
        assert painted and sorted(painted) == sorted(set(painted)), (before, painted)
