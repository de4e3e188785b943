"""The table shows what is so: fuel lies on the plant it was dropped on, a drag from a market
row that ends on a plant buys for that plant, the yellow frame follows the turn, Undo is off
when nothing can be undone and says why, a city's tooltip gives the whole price for the seat to
act, the seat tiles name their icons, and the board does not move when a message shows or a
plant is won."""

from __future__ import annotations

import pytest
from pg_gestures import AUCTION, BUYING, Board, new_model, play
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from desktop.session_model import SessionModel
from rules.core.session import Session
from rules.core.text import text
from rules.powergrid.actions import Build, BuyFuel, Pass

ANN, BOB, CY = 0, 1, 2
COAL_PLANT = 20  # a coal plant still in the draw stack at the first buying phase


@pytest.fixture
def ann_buys(qtbot) -> Board:
    """Round 1, buying, Ann to act with her hybrid #5 and, given to her, coal plant #20."""
    model = new_model()
    play(model, *AUCTION, *BUYING[:4])
    state = model.state
    state.stack.remove(COAL_PLANT)
    state.players[ANN].plants = [5, COAL_PLANT]
    assert model.seat_to_act() == ANN and model.prompt().kind == "buy"
    return Board(qtbot, model)


def drag_from(board: Board, start: QPointF, target: QPointF) -> None:
    """Press at a point of the board (not on a piece), move in steps and let go elsewhere."""
    viewport = board.view.viewport()
    a, b = board.view.mapFromScene(start), board.view.mapFromScene(target)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 6):
        QTest.mouseMove(viewport, a + (b - a) * (i / 5))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


# -- fuel lies where it was put ------------------------------------------------------------------


def test_fuel_is_drawn_on_the_plant_it_was_dropped_on(ann_buys):
    board = ann_buys
    model = board.model
    for plant in (5, 5, COAL_PLANT, COAL_PLANT):
        board.drag(board.token("coal"), board.card(plant))
    assert model.state.players[ANN].fuel["coal"] == 4
    assert board.scene.cards[5].fuel == {"coal": 2}
    assert board.scene.cards[COAL_PLANT].fuel == {"coal": 2}
    bought = [step.action for step in model.session.steps[-4:]]
    assert bought == [BuyFuel("coal", 1, n) for n in (5, 5, COAL_PLANT, COAL_PLANT)]


def test_fuel_dropped_on_a_full_plant_is_moved_only_as_far_as_the_rules_need(ann_buys):
    """Four coal on the hybrid, then an oil on it: one coal moves to the coal plant."""
    board = ann_buys
    for _ in range(4):
        board.drag(board.token("coal"), board.card(5))
    assert board.scene.cards[5].fuel == {"coal": 4} and board.scene.cards[COAL_PLANT].fuel == {}
    board.drag(board.token("oil"), board.card(5))
    assert board.scene.cards[5].fuel == {"coal": 3, "oil": 1}
    assert board.scene.cards[COAL_PLANT].fuel == {"coal": 1}


def test_the_log_says_the_plant_the_fuel_is_drawn_on(ann_buys):
    board = ann_buys
    model = board.model
    events: list = []
    model.changed.connect(events.extend)
    board.drag(board.token("coal"), board.card(5))
    said = [model.tr_event(e) for e in events if e.key == "powergrid.event.bought"]
    assert said == ["Ann bought 1 coal for 1 Elektro (stored on plant 5)"]
    assert board.scene.cards[5].fuel == {"coal": 1}


# -- a drag from a market row ---------------------------------------------------------------------


def test_a_drag_from_the_coal_row_released_on_a_plant_buys_for_that_plant(ann_buys):
    board = ann_buys
    model = board.model
    row = board.scene.resource_market.rows["coal"]
    far_end = QPointF(row.rect.right() - 12, row.rect.center().y())  # no token there
    assert not board.token("coal").sceneBoundingRect().contains(far_end)
    target = board.card(COAL_PLANT).sceneBoundingRect().center()
    drag_from(board, far_end, target)
    assert model.session.steps[-1].action == BuyFuel("coal", 1, COAL_PLANT)
    assert board.scene.cards[COAL_PLANT].fuel == {"coal": 1}
    assert board.scene.cards[5].fuel == {}


def test_a_drag_from_the_coal_row_to_nowhere_buys_nothing(ann_buys):
    board = ann_buys
    model = board.model
    before = model.session.hash()
    row = board.scene.resource_market.rows["coal"]
    far_end = QPointF(row.rect.right() - 12, row.rect.center().y())
    drag_from(board, far_end, board.scene.layout.map.topLeft() + QPointF(30, 30))
    assert model.session.hash() == before
    assert board.messages[-1] == model.tr(text("desktop.drop_here"))


def test_a_tap_on_the_coal_row_still_buys_one(ann_buys):
    board = ann_buys
    board.click(board.scene.resource_market.rows["coal"])
    assert board.model.state.players[ANN].fuel["coal"] == 1


# -- the yellow frame ----------------------------------------------------------------------------


def yellow(image: QImage, points: list[QPoint]) -> int:
    found = 0
    for p in points:
        if image.rect().contains(p):
            c = image.pixelColor(p)
            found += c.red() > 200 and c.green() > 170 and c.blue() < 120
    return found


def on_screen(widget: QWidget) -> QImage:
    """What the window shows now, as painted (offscreen, the backing store), not repainted."""
    return widget.screen().grabWindow(widget.winId()).toImage()


def row_edge(board: Board, seat: int, bottom: bool) -> list[QPoint]:
    """Points along a seat tile's top or bottom edge, across the 5-wide frame drawn on it (half
    of it outside the tile)."""
    r = board.scene.rows[seat].rect
    y = r.bottom() if bottom else r.top()
    return [
        board.view.mapFromScene(QPointF(r.left() + 40 + i * 8, y + dy))
        for i in range(30)
        for dy in (-2.4, -1.5, 0.0, 1.5, 2.4)
    ]


def test_the_to_act_frame_of_the_seat_zones_moves_with_the_turn(table, qtbot):
    model = table.start(3)
    window = table.window

    def framed() -> list[int]:
        seen = []
        for zone in window.table.zones:
            view = zone.view
            r = window.table.scene.seat_rect(zone.seat)
            edge = [
                view.mapFromScene(QPointF(r.left() + 40 + i * 8, r.top() + dy))
                for i in range(20)
                for dy in (-2.4, -1.5, 0.0, 1.5, 2.4)
            ]
            seen.append(yellow(view.viewport().grab().toImage(), edge))
        return seen

    for _ in range(4):
        qtbot.wait(50)
        acting = model.seat_to_act()
        frames = framed()
        assert frames[acting] > 0
        assert [n for seat, n in enumerate(frames) if seat != acting] == [0, 0]
        table.play(1)


# -- undo ----------------------------------------------------------------------------------------


def test_undo_is_disabled_after_a_bot_move_and_says_why(table):
    model = table.start(3, bots=[None, None, "heuristic"])
    model.bots_paused = True
    undo = table.window.commands["undo"]
    assert not undo.isEnabled()
    assert undo.toolTip() == "Nothing to undo yet."
    while model.seat_to_act() == 2 or model.is_bot(model.seat_to_act()):
        model._apply(model.rules.legal_actions(model.state)[0], by="bot")
    table.play(1)
    assert undo.isEnabled()
    while not model.is_bot(model.seat_to_act()):
        table.play(1)
    model._apply(model.rules.legal_actions(model.state)[0], by="bot")  # what the bot timer does
    assert not undo.isEnabled()
    assert undo.toolTip().replace("\n", " ") == (  # wrapped to a readable width
        "Nothing to undo: a bot has moved since, and a bot's move stays (Settings can allow "
        "taking it back)."
    )
    table.window.apply_settings(table.window.settings.changed(lang="ko"))
    undo = table.window.commands["undo"]
    assert not undo.isEnabled()
    assert undo.toolTip().replace("\n", " ") == (  # wrapped to a readable width
        "되돌릴 수가 없어요. 그 뒤에 봇이 수를 두었고, 봇의 수는 되돌리지 않아요 (환경 설정에서 "
        "허용할 수 있어요)."
    )
    table.window.apply_settings(table.window.settings.changed(free_undo=True))
    assert table.window.commands["undo"].isEnabled()


def test_a_game_just_opened_has_nothing_to_undo(table, tmp_path):
    model = table.start(3)
    table.play(2)
    path = tmp_path / "game.json"
    model.save_as(path)
    assert table.window.open_game(path)
    undo = table.window.commands["undo"]
    assert not undo.isEnabled()
    assert undo.toolTip().replace("\n", " ") == (  # wrapped to a readable width
        "Nothing to undo: the game was opened from a file since, and undo starts from there."
    )
    table.play(1)
    assert undo.isEnabled()


# -- the city tooltip ----------------------------------------------------------------------------

DORTMUND = {
    "en": (
        "Dortmund (West region). Houses: none. For Cy, a house here costs 14 Elektro now: 10 for "
        "the slot and 4 for the cheapest connection from their network. Only cities in play may "
        "be built in; routes may pass through any city in play."
    ),
    "ko": (
        "도르트문트 (서부 지역). 건설한 플레이어: 없음. Cy 님이 지금 여기에 건설하면 모두 14€예요: "
        "자리 비용 10€에 전력망에서 가장 싼 연결로 비용 4€를 더한 값이에요. 사용 지역의 도시에만 "
        "건설할 수 있고, 연결로는 사용 지역의 어느 도시든 지나갈 수 있어요."
    ),
}
ESSEN_TAKEN = {
    "en": (
        "Essen (West region). Houses: Cy. Cy cannot build here now. You already have a house in "
        "Essen; you may build in each city only once. Only cities in play may be built in; routes "
        "may pass through any city in play."
    ),
    "ko": (
        "에센 (서부 지역). 건설한 플레이어: Cy. Cy 님은 지금 여기에 건설할 수 없어요. 에센은 이미 "
        "건설한 도시예요. 한 도시에는 한 번만 건설할 수 있어요. 사용 지역의 도시에만 건설할 수 "
        "있고, 연결로는 사용 지역의 어느 도시든 지나갈 수 있어요."
    ),
}


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_city_tooltip_gives_the_whole_price_for_the_seat_to_act(qtbot, lang):
    model = new_model(lang=lang)
    play(model, *AUCTION, *BUYING, Build("essen"))
    assert model.seat_to_act() == CY
    assert model.rules.build_prices(model.state, CY)["dortmund"] == 14
    board = Board(qtbot, model)
    can_do = model.tr(text("desktop.can_do"))
    said = {c: board.scene.tooltip(c).replace("\n", " ") for c in ("city:dortmund", "city:essen")}
    assert said["city:dortmund"] == DORTMUND[lang] + " " + can_do  # lines wrapped to be read
    assert said["city:essen"] == ESSEN_TAKEN[lang]  # the reason said once


# -- the seat tiles' icons -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "names"),
    [("en", ["cities", "can power", "income"]), ("ko", ["도시", "공급 가능", "수입"])],
)
def test_the_icons_at_the_foot_of_a_seat_tile_are_named(qtbot, lang, names):
    options = {"players": 6, "map": "usa", "seats": [{"name": f"P{i}"} for i in range(6)]}
    model = SessionModel(Session("powergrid", options, 3), lang=lang)
    board = Board(qtbot, model)
    board.scene.shape_seats([(200.0, 240.0)] * 6)  # six narrow zones, as a table shows them
    for row in board.scene.rows:
        assert row.narrow
        assert [label.text() for label in row.icon_names] == names
        for label in row.icon_names:
            assert label.sceneBoundingRect().right() <= row.rect.right()


# -- the board stays put -------------------------------------------------------------------------


def test_the_board_does_not_move_when_a_message_shows_or_a_plant_is_won(table, qtbot):
    model = table.start(3)
    window = table.window
    qtbot.wait(50)
    view = window.table.view
    where = view.geometry()
    window.status(text("desktop.redo.nothing"))
    qtbot.wait(20)
    assert view.geometry() == where
    window.table.scene.message.emit("That is a refusal of one line, said in the prompt bar.")
    qtbot.wait(20)
    assert view.geometry() == where
    plants = sum(len(p.plants) for p in model.state.players)
    while model.state.phase == "auction":
        legal = model.rules.legal_actions(model.state)
        assert model.apply(next((a for a in legal if isinstance(a, Pass)), legal[0]))
        qtbot.wait(10)
        won = sum(len(p.plants) for p in model.state.players)
        assert view.geometry() == where, (won, model.prompt())
    assert sum(len(p.plants) for p in model.state.players) == plants + 3


def test_every_element_on_the_table_is_one_the_text_check_reads(qapp):
    """tests/rules/test_texts.py reads the tooltip of every element id the rules list; the
    table draws no element beyond them (so none of its tooltips goes unread)."""
    from desktop.games.powergrid.scene import PowerGridScene
    from desktop.session_model import SessionModel
    from rules.core.session import Session
    from rules.powergrid.describe import element_ids

    for map_id in ("germany", "usa"):
        model = SessionModel(Session("powergrid", {"players": 6, "map": map_id}, 3), lang="en")
        scene = PowerGridScene(model)
        assert set(scene.elements) <= set(element_ids(model.rules, model.state))
