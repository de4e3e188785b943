"""Event animations (desktop/board/motion.py) on the real boards: a moved piece's ghost glides
from where it stood to where the event put it and is removed, the landing item waiting unseen
meanwhile; a piece that itself moved glides in its own place; a Brass tile turned over squeezes
and opens with its transformations put back; a press, an undo or a hand-off lands everything at
once; events the looking seat may not see, or a piece in hand, are never animated."""

from __future__ import annotations

import functools

from brass_gestures import BIRMINGHAM
from brass_gestures import Board as BrassBoard
from brass_gestures import new_model as brass_model
from brass_gestures import play as brass_play
from pg_gestures import AUCTION, Board, new_model, play
from PySide6.QtCore import QLineF, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScale

from desktop.board import layers
from desktop.board.items import BoardItem
from desktop.board.motion import MOST_MS, Ghost, Motion, pose_of
from rules.core.actions import Action
from rules.core.events import Event
from rules.core.session import Session
from rules.playout import make_bots
from rules.powergrid.actions import BuyFuel, OfferPlant, Pass

ANN, BOB, CY = 0, 1, 2


def centre(item: QGraphicsItem) -> QPointF:
    return pose_of(item).centre


def near(a: QPointF, b: QPointF, within: float = 1.0) -> bool:
    return QLineF(a, b).length() <= within


def gliding(motion: Motion) -> list[Ghost]:
    """The ghosts on their way (not a landing item's old look, which stays in its layer)."""
    return [g for g in motion.ghosts() if g.zValue() == layers.ANIMATIONS]


def at_rest(qtbot, motion: Motion) -> None:
    qtbot.waitUntil(lambda: not motion.running(), timeout=MOST_MS + 3000)


def test_a_bought_token_slides_from_the_market_onto_its_plant(qtbot):
    model = new_model()
    play(model, *AUCTION, BuyFuel("oil", 2, 3), Pass())
    board = Board(qtbot, model)
    scene, motion = board.scene, board.scene.motion
    token = scene.elements["market:coal"].carried_piece()
    start = centre(token)
    plant = scene.elements["plant:4"]

    play(model, BuyFuel("coal", 2, 4))  # Bob: ("market:coal", "plant:4")

    assert motion.running()
    (ghost,) = gliding(motion)
    assert near(ghost.pos(), start)
    assert plant.opacity() == 0.0  # the card waits for its coal, its old look shown meanwhile
    assert ghost not in scene.elements.values() and not isinstance(ghost, BoardItem)
    assert ghost.acceptedMouseButtons() == Qt.MouseButton.NoButton
    assert ghost.zValue() > max(layers.DRAGGED, layers.OVERLAYS)
    first = QLineF(start, centre(plant)).length()
    qtbot.waitUntil(lambda: QLineF(ghost.pos(), centre(plant)).length() < first / 2)
    at_rest(qtbot, motion)
    assert near(ghost.pos(), centre(plant))  # it landed where the plant is
    assert ghost.scene() is None and motion.ghosts() == []
    assert plant.opacity() == 1.0


def test_an_offered_plant_itself_glides_from_the_market_to_the_auction(qtbot):
    board = Board(qtbot, new_model())
    scene, motion = board.scene, board.scene.motion
    card = scene.cards[4]
    was = centre(card)

    play(board.model, OfferPlant(4, 4))  # ("plant:4", "auction")

    now = centre(card)  # the refresh put the card at the auction at once
    assert scene.plant_market.auction.sceneBoundingRect().contains(now)
    (ghost,) = gliding(motion)
    assert near(ghost.pos(), was) and card.opacity() == 0.0
    at_rest(qtbot, motion)
    assert near(ghost.pos(), now) and ghost.scene() is None
    assert card.opacity() == 1.0 and card.isVisible()


@functools.cache
def _before_a_flip(game: str, seed: int) -> tuple[tuple[Action, ...], Action, str]:
    """Heuristic bots' actions in a 2-player game up to the first that turns a tile over; that
    action; and the slot it turns."""
    session = Session(game, {"players": 2}, seed)
    bots = make_bots(game, seed, ["heuristic"] * 2)
    while (prompt := session.rules.prompt(session.state)) is not None:
        action = bots[prompt.seat].choose(session.rules, session.state, prompt.seat)
        done = tuple(session.actions)
        for event in session.apply(action):
            if event.turned is not None:
                assert event.key == "brass.event.flipped"
                return done, action, event.turned
    raise AssertionError("no tile was turned over")


def test_a_brass_tile_turned_over_squeezes_and_its_transformations_are_put_back(qtbot):
    done, flip, slot = _before_a_flip(BIRMINGHAM, 7)
    model = brass_model(BIRMINGHAM)
    brass_play(model, *done)
    board = BrassBoard(qtbot, model)
    motion = board.scene.motion
    tile = board.scene.elements[slot]
    transform, rect = tile.transform(), tile.sceneBoundingRect()
    assert tile.transformations() == []

    brass_play(model, flip)

    assert tile.look.flipped
    assert motion.running()
    squeezes = [t for t in tile.transformations() if isinstance(t, QGraphicsScale)]
    assert len(squeezes) == 1
    squeeze = squeezes[0]
    qtbot.waitUntil(lambda: motion.running() and squeeze.xScale() < 0.5)  # on its edge
    at_rest(qtbot, motion)
    assert tile.transformations() == []
    assert tile.transform() == transform and tile.sceneBoundingRect() == rect
    assert tile.opacity() == 1.0 and motion.ghosts() == []


def test_a_press_during_an_animation_lands_it_first(qtbot):
    board = Board(qtbot, new_model())
    scene, motion = board.scene, board.scene.motion
    play(board.model, OfferPlant(4, 4))
    assert motion.running()
    (ghost,) = gliding(motion)

    port = board.view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=QPoint(3, 3))

    assert not motion.running() and ghost.scene() is None
    assert scene.cards[4].opacity() == 1.0
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=QPoint(3, 3))


def test_undo_lands_the_animations(qtbot):
    board = Board(qtbot, new_model())
    motion = board.scene.motion
    play(board.model, OfferPlant(4, 4))
    assert motion.running()

    assert board.model.undo()

    assert not motion.running() and motion.ghosts() == []
    assert board.scene.cards[4].opacity() == 1.0
    assert board.scene.cards[4].transformations() == []


def test_a_hand_off_lands_the_animations(qtbot):
    board = Board(qtbot, new_model())
    motion = board.scene.motion
    play(board.model, OfferPlant(4, 4))
    assert motion.running()
    board.model.set_looking(None)  # the hand-off screen covers the table
    assert not motion.running() and motion.ghosts() == []


def test_events_the_looker_may_not_see_are_not_animated(qtbot):
    board = Board(qtbot, new_model())
    model, motion = board.model, board.scene.motion
    looker = model.looker()
    assert looker is not None
    other = (looker + 1) % 3
    moved = ("market:coal", "plant:4")

    model.changed.emit(
        [Event("powergrid.event.bought", seat=other, visible_to=(other,), moved=moved)]
    )
    assert not motion.running() and motion.ghosts() == []

    model.changed.emit(
        [Event("powergrid.event.bought", seat=looker, visible_to=(looker,), moved=moved)]
    )
    assert motion.running() and len(gliding(motion)) == 1
    motion.finish()


def test_a_piece_in_hand_is_never_animated(qtbot):
    board = Board(qtbot, new_model())
    scene, model, motion = board.scene, board.model, board.scene.motion
    card = scene.cards[4]
    port = board.view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=board.at(card))
    QTest.mouseMove(port, board.at(card) + QPoint(40, 40))
    assert scene.holding and scene.in_hand is card

    model.changed.emit(
        [Event("powergrid.event.offered", seat=model.looker(), moved=("plant:4", "auction"))]
    )

    assert not motion.running() and card.opacity() == 1.0
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=board.at(card))
    assert not scene.holding


def test_many_events_play_within_the_time_of_one_change(qtbot):
    board = Board(qtbot, new_model())
    model, motion = board.model, board.scene.motion
    looker = model.looker()
    events = [
        Event("powergrid.event.bought", seat=looker, moved=("market:coal", f"plant:{n}"))
        for n in (3, 4, 5, 6, 7, 8, 9, 10, 11, 13)
    ]
    model.changed.emit(events)
    assert len(gliding(motion)) == len(events)
    assert motion.duration() <= MOST_MS
    at_rest(qtbot, motion)
    assert motion.ghosts() == []
    assert all(board.scene.elements[f"plant:{n}"].opacity() == 1.0 for n in (3, 4, 5, 6))
