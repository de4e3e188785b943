"""The hand-off screen: when the screen must pass from one person to another (the gate, without
widgets), and the opaque cover that names the next person, faces their edge, stays above the
whole table and lifts at their tap (real presses and releases on it)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QWidget

from desktop.board.touch import touch_px
from desktop.session_model import SessionModel
from desktop.shell.hand_off import HandOff, HandOffGate, HandOffScreen
from desktop.shell.turned import FACING
from rules.core.session import Session

HANGUL = re.compile("[\uac00-\ud7a3]")
A, B, BOT = 0, 1, 2


def bots(*seats: int):
    return lambda seat: seat in seats


# -- the gate ------------------------------------------------------------------------------------


def test_the_first_person_to_act_is_handed_the_screen():
    gate = HandOffGate(3)
    assert gate.viewer is None
    assert gate.next(A, bots(BOT)) == A
    assert gate.viewer is None  # covered until A taps
    gate.reveal(A)
    assert gate.viewer == A and gate.waiting is None


def test_a_person_then_a_bot_then_the_same_person_needs_no_hand_off():
    gate = HandOffGate(3)
    gate.next(A, bots(BOT))
    gate.reveal(A)
    for seat in (A, BOT, BOT, A, A):
        assert gate.next(seat, bots(BOT)) is None
        assert gate.viewer == A  # a bot's turn does not forget who was shown


def test_one_person_then_another_needs_a_hand_off():
    gate = HandOffGate(3)
    gate.next(A, bots(BOT))
    gate.reveal(A)
    assert gate.next(BOT, bots(BOT)) is None
    assert gate.next(B, bots(BOT)) == B
    assert gate.viewer is None
    assert gate.next(B, bots(BOT)) == B  # asked again (another change): still waiting for B
    gate.reveal(A)  # only the person waited for lifts it
    assert gate.viewer is None
    gate.reveal(B)
    assert gate.viewer == B
    assert gate.next(B, bots(BOT)) is None


def test_one_person_among_bots_never_hands_off_and_always_sees():
    gate = HandOffGate(4)
    only = bots(1, 2, 3)
    for seat in (A, 1, 2, A, 3, A):
        assert gate.next(seat, only) is None
        assert gate.viewer == A


def test_undo_back_to_another_person_hands_off():
    gate = HandOffGate(3)
    gate.next(A, bots(BOT))
    gate.reveal(A)
    gate.next(B, bots(BOT))
    gate.reveal(B)
    assert gate.next(A, bots(BOT)) == A  # B undid back into A's turn


def test_undo_while_the_screen_waits_hands_off_to_the_person_now_to_act():
    gate = HandOffGate(3)
    gate.next(A, bots(BOT))
    gate.reveal(A)
    assert gate.next(B, bots(BOT)) == B
    assert gate.next(A, bots(BOT)) == A  # nobody tapped: the person to act must, even A
    assert gate.viewer is None


def test_the_end_of_the_game_changes_nothing():
    gate = HandOffGate(2)
    gate.next(A, bots())
    gate.reveal(A)
    assert gate.next(None, bots()) is None and gate.viewer == A


def test_a_seat_taken_over_by_a_person_brings_hand_offs():
    gate = HandOffGate(3)
    assert gate.next(A, bots(B, BOT)) is None and gate.viewer == A
    assert gate.next(B, bots(BOT)) == B  # B is a person now: A must not see B's hand


# -- the screen ----------------------------------------------------------------------------------


@pytest.fixture
def table(qtbot) -> QWidget:
    """A stand-in for the table: a secret on it, a drawer that raises itself later."""
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(1000, 640)
    secret = QLabel("Ann holds the Coventry card", table)
    secret.setGeometry(20, 560, 400, 60)
    drawer = QLabel("log", table)
    drawer.setObjectName("drawer")
    drawer.setGeometry(700, 0, 300, 640)
    table.show()
    qtbot.waitExposed(table)
    return table


def covered_by(table: QWidget, screen: HandOffScreen) -> bool:
    """Every point of the table is the screen's (or something in it)."""
    for x in range(0, table.width(), 37):
        for y in range(0, table.height(), 29):
            widget = table.childAt(QPoint(x, y))
            while widget is not None and widget is not screen:
                widget = widget.parentWidget()
            if widget is not screen:
                return False
    return True


def on_screen(screen: HandOffScreen, widget: QWidget) -> QPoint:
    """Where a widget of the turned face is, in the turned view's viewport."""
    centre = widget.mapTo(screen.face, widget.rect().center())
    scene_point = screen.turned.proxy.mapToScene(QPointF(centre))
    return screen.turned.mapFromScene(scene_point)


def test_the_screen_covers_the_whole_table_and_names_the_person(qtbot, table):
    screen = HandOffScreen(table)
    assert not screen.isVisible() and not screen.covering and not covered_by(table, screen)
    screen.cover(1, "Ann")
    assert screen.isVisible() and screen.covering
    assert screen.geometry() == table.rect()
    assert covered_by(table, screen)
    assert screen.face.heading.text() == "Pass the screen to Ann"
    assert "only Ann is looking" in screen.face.detail.text()
    assert screen.face.button.height() >= touch_px()
    assert screen.testAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
    grabbed = screen.grab().toImage()  # opaque: the table does not show through
    assert all(grabbed.pixelColor(x, 5).alpha() == 255 for x in range(0, table.width(), 50))
    table.resize(1200, 700)
    assert screen.geometry() == table.rect() and covered_by(table, screen)


def test_the_screen_stays_above_a_drawer_raised_later(qtbot, table):
    screen = HandOffScreen(table)
    screen.cover(0, "Bo")
    table.findChild(QLabel, "drawer").raise_()
    late = QLabel("a widget added later", table)
    late.show()
    assert covered_by(table, screen)


@pytest.mark.parametrize("edge", ["bottom", "right", "top", "left"])
def test_the_screen_faces_the_persons_edge(qtbot, table, edge):
    screen = HandOffScreen(table)
    screen.cover(2, "Cy", FACING[edge])
    assert screen.turned.degrees == FACING[edge]
    assert screen.turned.geometry() == screen.rect()
    assert screen.turned.proxy.sceneBoundingRect().toRect() == screen.rect()
    sideways = FACING[edge] in (90, 270)
    size = screen.face.size()
    assert (size.width(), size.height()) == (
        (screen.height(), screen.width()) if sideways else (screen.width(), screen.height())
    )


@pytest.mark.parametrize("degrees", [0, 90, 180, 270])
def test_a_tap_anywhere_reveals_and_lifts_the_screen(qtbot, table, degrees):
    screen = HandOffScreen(table)
    screen.cover(1, "Ann", degrees)
    viewport = screen.turned.viewport()
    with qtbot.waitSignal(screen.revealed) as signal:
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=QPoint(30, 40))
    assert signal.args == [1]
    assert not screen.isVisible() and not screen.covering


@pytest.mark.parametrize("degrees", [0, 270])
@pytest.mark.parametrize("part", ["heading", "detail"])
def test_a_tap_on_the_words_reveals_too(qtbot, table, degrees, part):
    screen = HandOffScreen(table)
    screen.cover(2, "Cy", degrees)
    point = on_screen(screen, getattr(screen.face, part))
    with qtbot.waitSignal(screen.revealed) as signal:
        QTest.mouseClick(screen.turned.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert signal.args == [2] and not screen.isVisible()


@pytest.mark.parametrize("degrees", [0, 90])
def test_the_button_reveals_too(qtbot, table, degrees):
    screen = HandOffScreen(table)
    screen.cover(1, "Ann", degrees)
    clicked: list[bool] = []
    screen.face.button.clicked.connect(lambda: clicked.append(True))
    point = on_screen(screen, screen.face.button)
    with qtbot.waitSignal(screen.revealed) as signal:
        QTest.mouseClick(screen.turned.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert clicked == [True] and signal.args == [1]  # once, by the button


def test_the_screen_speaks_korean(qtbot, table):
    screen = HandOffScreen(table, "ko")
    screen.cover(0, "민지")
    words = [screen.face.heading.text(), screen.face.detail.text(), screen.face.button.text()]
    assert all("민지" in w and HANGUL.search(w) for w in words)


# -- gate and screen following a table's model --------------------------------------------------


def new_model(*, bot_seats: tuple[int, ...] = (BOT,)) -> SessionModel:
    """Power Grid: Ann and Bob are people, Cy a bot; Bob acts first, then Cy, then Ann."""
    seats = [
        {"name": name, "bot": "random" if seat in bot_seats else None}
        for seat, name in enumerate(("Ann", "Bob", "Cy"))
    ]
    options = {"players": 3, "map": "germany", "regions": ["E", "NW", "W"], "seats": seats}
    model = SessionModel(Session("powergrid", options, 7))
    model.bots_paused = True  # bots play only when the test says
    return model


def play_first(model: SessionModel) -> None:
    assert model.apply(model.rules.legal_actions(model.state)[0])


def tap(screen: HandOffScreen) -> None:
    QTest.mouseClick(screen.turned.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(50, 50))


def test_the_table_is_covered_for_each_person_in_turn_and_after_undo(qtbot, table):
    model = new_model()
    facing = {A: FACING["top"], B: FACING["left"]}
    hand_off = HandOff(table, model, lambda seat: facing[seat])
    looking: list[int | None] = []
    hand_off.looking.connect(looking.append)
    screen = hand_off.screen
    assert model.seat_to_act() == B
    assert screen.covering and screen.seat == B and hand_off.viewer is None  # at the start
    assert screen.turned.degrees == FACING["left"] and "Bob" in screen.face.heading.text()
    tap(screen)
    assert looking == [B] and hand_off.viewer == B and not screen.isVisible()
    play_first(model)  # Bob opens an auction: Cy, a bot, bids next
    assert model.seat_to_act() == BOT
    assert not screen.isVisible() and hand_off.viewer == B  # a bot's turn: no hand-off
    model.play_bots_now(1)
    assert model.seat_to_act() == A
    assert screen.covering and screen.seat == A and looking == [B, None]
    assert screen.turned.degrees == FACING["top"] and "Ann" in screen.face.heading.text()
    tap(screen)
    assert looking == [B, None, A] and hand_off.viewer == A


def test_undo_back_into_another_persons_turn_covers_the_table(qtbot, table):
    model = new_model(bot_seats=())
    hand_off = HandOff(table, model)
    tap(hand_off.screen)  # Bob
    play_first(model)  # Bob opens an auction; Cy bids next
    assert model.seat_to_act() == BOT and hand_off.screen.seat == BOT
    tap(hand_off.screen)
    assert hand_off.viewer == BOT
    assert model.undo()
    assert model.seat_to_act() == B
    assert hand_off.screen.covering and hand_off.screen.seat == B and hand_off.viewer is None


def test_one_person_among_bots_is_never_covered(qtbot, table):
    model = new_model(bot_seats=(A, BOT))
    hand_off = HandOff(table, model)
    assert not hand_off.screen.isVisible() and hand_off.viewer == B
    play_first(model)
    model.play_bots_now(5)
    assert not hand_off.screen.isVisible() and hand_off.viewer == B
