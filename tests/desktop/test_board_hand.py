"""A hand of cards on the board: faces drawn only for the seat that owns it and is looking (a
hidden card names no card anywhere), fanned inside its rect for any size, and played by real
presses, moves and releases on a seat's view."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QToolTip

from desktop.board.hand import CardItem, Hand, fan, rows
from desktop.board.scene import BoardScene
from desktop.board.view import SeatView
from desktop.session_model import SessionModel
from rules.core.session import Session

NAMES = ("Ann", "Bob", "Cy")
CARDS = ["loc:birmingham", "ind:coal", "wild:location", "loc:dudley", "ind:iron"]
ZONE = QRectF(0, 0, 640, 240)  # seat 0's zone; seat s's lies 2000 further right


class HandScene(BoardScene):
    """A board with nothing but one hand per seat in each seat's zone."""

    def build(self) -> None:
        self.faces: list[str] = []  # every card face painted, in order
        self.hands = [
            Hand(
                self,
                seat,
                self.seat_rect(seat),
                face=lambda painter, rect, card: self.faces.append(card),
                name=lambda card: f"The {card} card",
            )
            for seat in range(len(self.model.names))
        ]

    def refresh(self) -> None:
        pass

    def seat_rect(self, seat: int) -> QRectF:
        return ZONE.translated(seat * 2000, 0)


def new_model(lang: str = "en") -> SessionModel:
    """Power Grid's seats (its rules judge the drags); Bob acts first."""
    options = {
        "players": 3,
        "map": "germany",
        "regions": ["E", "NW", "W"],
        "seats": [{"name": n} for n in NAMES],
    }
    return SessionModel(Session("powergrid", options, 7), lang=lang)


@pytest.fixture
def scene(qtbot) -> HandScene:
    return HandScene(new_model())


def seat_view(qtbot, scene: HandScene, seat: int) -> SeatView:
    view = SeatView(scene, seat)
    qtbot.addWidget(view)
    view.resize(800, 300)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def painted(scene: HandScene) -> list[str]:
    """Render the scene and return the faces painted."""
    scene.faces.clear()
    image = QImage(400, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(), scene.itemsBoundingRect())
    painter.end()
    return list(scene.faces)


def words_of(item: CardItem) -> list[str]:
    """Everything on an item that is text: its ids, tooltip, attributes, child texts."""
    words = [item.element_id, item.piece_id, item.toolTip(), item.tip(), item.objectName()]
    words += [str(v) for v in vars(item).values() if isinstance(v, str)]
    for child in item.childItems():
        if isinstance(child, QGraphicsSimpleTextItem | QGraphicsTextItem):
            words.append(child.text() if hasattr(child, "text") else child.toPlainText())
    return words


def card_area(item: CardItem) -> QRectF:
    return item.mapToScene(item.shape()).boundingRect()


# -- faces only for the owner ------------------------------------------------------------------


def test_a_hidden_card_names_no_card_anywhere(scene):
    hand = scene.hands[1]
    hand.set_cards(CARDS, face_up=False)
    assert len(hand.cards()) == len(CARDS)
    assert painted(scene) == []  # backs only
    for i, item in enumerate(hand.cards()):
        assert item.element_id == item.piece_id == f"hand:1:{i}"
        assert item.card_id is None and not item.face_up
        assert item.toolTip() == "A card in Bob's hand"
        said = " ".join(words_of(item))
        assert not any(card in said or card.split(":")[1] in said for card in CARDS), said
    assert not any(card in key for key in scene.elements for card in CARDS)
    assert {f"hand:1:{i}" for i in range(len(CARDS))} <= set(scene.elements)


def test_faces_are_drawn_for_the_owner_only(scene):
    hand = scene.hands[1]
    hand.set_cards(CARDS)
    for viewer in (None, 0, 2):
        hand.show_to(viewer)
        assert painted(scene) == []
    assert hand.shown_to is None
    hand.show_to(1)
    assert hand.shown_to == 1
    assert painted(scene) == CARDS
    assert [c.element_id for c in hand.cards()] == [f"card:{c}" for c in CARDS]
    assert [c.piece_id for c in hand.cards()] == [f"card:{c}" for c in CARDS]
    assert hand.cards()[0].toolTip().split("\n")[0] == "The loc:birmingham card"
    assert scene.elements["card:ind:coal"] is hand.cards()[1]
    hand.show_to(None)  # the hand-off screen came: faces down again, every trace gone
    assert painted(scene) == []
    for item in hand.cards():
        assert not any(card in " ".join(words_of(item)) for card in CARDS)
    assert not any(key.startswith("card:") for key in scene.elements)


def test_a_card_the_view_hides_stays_a_back_even_face_up(scene):
    hand = scene.hands[0]
    hand.set_cards(["hidden", "ind:coal", "hidden"], face_up=True)
    assert painted(scene) == ["ind:coal"]
    assert [c.element_id for c in hand.cards()] == ["hand:0:0", "card:ind:coal", "hand:0:2"]


def test_tooltips_speak_korean_with_the_players_names(qtbot):
    scene = HandScene(new_model("ko"))
    hand = scene.hands[2]
    hand.set_cards(CARDS[:4])
    assert hand.cards()[0].toolTip() == "Cy 님의 핸드에 있는 카드"
    assert hand.count_text() == "카드 4장"


# -- the fan -----------------------------------------------------------------------------------

RECTS = [QRectF(0, 0, 640, 240), QRectF(-50, 30, 180, 260), QRectF(10, 10, 300, 300)]


@pytest.mark.parametrize("rect", RECTS, ids=["wide", "narrow", "square"])
@pytest.mark.parametrize("n", range(1, 13))
def test_the_fan_fits_its_rect_lifted_or_not(qtbot, rect, n):
    scene = HandScene(new_model())
    hand = Hand(scene, 0, rect)
    cards = [f"ind:{i}" for i in range(n)]
    hand.set_cards(cards, face_up=True)
    for lifted in (None, cards[0], cards[-1], cards[n // 2]):
        hand.lift(lifted)
        for item in hand.cards():
            assert rect.contains(card_area(item)), (n, lifted, card_area(item))
    xs = [c.pos().x() for c in hand.cards()]
    angles = [c.rotation() for c in hand.cards()]
    assert xs == sorted(xs) and angles == sorted(angles)  # left to right, leaning outwards
    if n > 1:
        assert angles[0] < 0 < angles[-1]
        step = xs[1] - xs[0]
        assert 0 < step < hand.layout.width  # neighbours overlap, a little when there is room


@pytest.mark.parametrize("rect", RECTS, ids=["wide", "narrow", "square"])
def test_fewer_cards_are_larger(qtbot, rect):
    heights = [fan(n, rect).height for n in range(1, 13)]
    assert all(b <= a * 1.001 for a, b in pairwise(heights))
    assert heights[0] > 0.8 * rect.height()  # one card stands as tall as the rect allows
    assert fan(0, rect).centres == ()


def test_many_cards_overlap_more_before_they_shrink(qtbot):
    wide = QRectF(0, 0, 640, 240)
    show = [(f.centres[1].x() - f.centres[0].x()) / f.width for f in (fan(3, wide), fan(12, wide))]
    assert show[0] > 0.85 and 0.25 <= show[1] < 0.5
    assert fan(12, wide).height > 0.85 * fan(3, wide).height
    narrow = QRectF(0, 0, 180, 260)  # no room: at least a quarter of each card still shows
    assert fan(12, narrow).height < 0.5 * fan(1, narrow).height
    f = fan(12, narrow)
    assert (f.centres[1].x() - f.centres[0].x()) / f.width == pytest.approx(0.25, abs=0.01)


def test_rows_keep_the_order_and_each_cards_size_or_say_they_do_not_fit(qtbot):
    sizes = [(120.0, 20.0), (60.0, 20.0), (90.0, 40.0), (50.0, 20.0)]
    placed = rows(sizes, QRectF(0, 0, 200, 70))
    assert placed is not None
    assert [(r.width(), r.height()) for r in placed] == sizes
    assert placed[0].top() == placed[1].top() < placed[2].top() == placed[3].top()  # two rows
    assert placed[2].top() >= placed[0].bottom()  # a row under the tallest card of the last
    assert all(QRectF(0, 0, 200, 70).contains(r) for r in placed)
    assert rows(sizes, QRectF(0, 0, 200, 50)) is None  # too shallow
    assert rows(sizes, QRectF(0, 0, 100, 400)) is None  # a card wider than the rect


def test_a_flowing_hand_gives_each_face_up_card_its_own_size(qtbot):
    scene = HandScene(new_model())
    wide = {"ind:coal": 140.0}

    def flow(cards, rect):
        return rows([(wide.get(c, 70.0), 24.0) for c in cards], rect)

    hand = Hand(scene, 0, QRectF(0, 0, 400, 100), flow=flow)
    hand.set_cards(CARDS, face_up=True)
    assert [c.card_rect().width() for c in hand.cards()] == [70, 140, 70, 70, 70]
    assert all(c.rotation() == 0 for c in hand.cards())
    hand.set_rect(QRectF(0, 0, 100, 100))  # no room for the rows: fanned as before
    assert any(c.rotation() != 0 for c in hand.cards())
    hand.set_rect(QRectF(0, 0, 400, 100))
    hand.reveal(False)  # backs are fanned, never laid out by the faces' sizes
    assert any(c.rotation() != 0 for c in hand.cards())


def test_a_new_rect_reshapes_the_hand(scene):
    hand = scene.hands[0]
    hand.set_cards(CARDS, face_up=True)
    tall = QRectF(100, -400, 200, 500)
    hand.set_rect(tall)
    assert all(tall.contains(card_area(c)) for c in hand.cards())


def test_a_lifted_card_rises_over_the_others(scene):
    hand = scene.hands[0]
    hand.set_cards(CARDS, face_up=True)
    before = [c.pos() for c in hand.cards()]
    hand.lift("loc:dudley")
    lifted = hand.cards()[3]
    assert lifted.lifted and lifted.pos().y() < before[3].y()
    assert lifted.zValue() > max(c.zValue() for c in hand.cards() if c is not lifted)
    hand.lift(None)
    assert [c.pos() for c in hand.cards()] == before
    hand.lift("ind:coal")
    hand.reveal(False)  # face down, no card is singled out
    assert not any(c.lifted for c in hand.cards())


def test_other_seats_show_how_many_cards_only(scene):
    hand = scene.hands[2]
    hand.set_count_only(True)
    hand.set_cards(CARDS)
    assert hand.cards() == [] and painted(scene) == []
    pile = hand.pile()
    assert pile is not None and pile.isVisible()
    assert pile.element_id == "hand:2" and pile.toolTip() == "Cy's hand: 5 cards"
    assert hand.count_text() == "5 cards" and hand.count_text(1) == "1 card"
    assert scene.seat_rect(2).contains(pile.sceneBoundingRect())
    assert not any(item.isVisible() for item in hand._items)
    hand.show_to(2)  # its owner looks: the cards themselves
    assert len(hand.cards()) == 5 and not pile.isVisible() and hand.pile() is None


def test_a_shorter_hand_hides_the_cards_it_no_longer_has(scene):
    hand = scene.hands[0]
    hand.set_cards(CARDS, face_up=True)
    gone = hand.cards()[4]
    hand.set_cards(CARDS[:2])
    assert len(hand.cards()) == 2 and not gone.isVisible()
    assert gone.card_id is None and "ind:iron" not in " ".join(words_of(gone))
    assert not any(v is gone for v in scene.elements.values())


# -- gestures on a seat's view -------------------------------------------------------------------


def at(view: SeatView, item: CardItem) -> QPoint:
    """A point on the card's own visible part (its neighbours overlap its right side)."""
    return view.mapFromScene(item.mapToScene(item.card_rect().center() * 0.5))


def drag(view: SeatView, start: QPoint, end: QPoint, while_held=None) -> None:
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * (i / 5))
    if while_held is not None:
        while_held()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def test_a_back_cannot_be_picked_up(qtbot, scene):
    seat = scene.model.seat_to_act()
    hand = scene.hands[seat]
    hand.set_cards(CARDS, face_up=False)
    view = seat_view(qtbot, scene, seat)
    card = hand.cards()[0]
    home = QPointF(card.pos())
    messages: list[str] = []
    scene.message.connect(messages.append)
    held: list[bool] = []
    drag(view, at(view, card), at(view, card) + QPoint(0, -120), lambda: held.append(scene.holding))
    assert held == [False] and card.pos() == home and messages == []


def test_the_owner_drags_a_face_up_card_and_the_rules_judge_the_drop(qtbot, scene):
    seat = scene.model.seat_to_act()
    hand = scene.hands[seat]
    hand.set_cards(CARDS, face_up=True)
    view = seat_view(qtbot, scene, seat)
    card = hand.cards()[1]
    home = QPointF(card.pos())
    messages: list[str] = []
    scene.message.connect(messages.append)
    seen: list[tuple[bool, QPointF]] = []
    start = at(view, card)
    drag(view, start, start + QPoint(0, -100), lambda: seen.append((scene.holding, card.pos())))
    assert seen[0][0] and seen[0][1] != home  # held and carried under the finger
    assert messages == ["Drop the piece on one of the lit places."]  # nothing takes it here
    qtbot.waitUntil(lambda: card.pos() == home, timeout=2000)  # it slid back into the fan
    assert not scene.holding and card.zValue() < hand.cards()[2].zValue()


def test_hover_and_long_press_on_a_back_say_only_whose_hand_it_is(qtbot, scene):
    hand = scene.hands[1]
    hand.set_cards(CARDS, face_up=False)
    view = seat_view(qtbot, scene, 1)
    card = hand.cards()[2]
    card.setToolTip("")
    QTest.mouseMove(view.viewport(), QPoint(1, 1))
    QTest.mouseMove(view.viewport(), at(view, card))
    qtbot.waitUntil(lambda: card.toolTip() == "A card in Bob's hand", timeout=1000)
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=at(view, card))
    qtbot.waitUntil(lambda: QToolTip.isVisible(), timeout=2000)
    assert QToolTip.text() == "A card in Bob's hand"
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=at(view, card))
    QToolTip.hideText()
