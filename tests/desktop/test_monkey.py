"""The monkey (monkey.py) on every title in the gallery, and the bugs it found, each replayed by
hand as a plain test.

Each title's monkey runs in a child process (`python -m tests.monkey_main`): there the offscreen
platform gets a screen as large as a monitor, so that no event lands where the window hangs off
its screen (this process's screen is 800x800), and the monkey's Qt message handler and
exception hook stay out of the other tests.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from monkey import check_plugs
from pg_gestures import AUCTION, BUYING, Board, new_model, play
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from desktop import games
from rules.core.session import Session
from rules.powergrid import market
from tests.soak import share

ROOT = Path(__file__).resolve().parents[2]
SEED = 5  # `make test`'s monkey; `make monkey SEED=...` tries others
EVENTS = share(100, 400)  # `make soak` plays the long walk (it runs this file too)
TIMEOUT_S = 240


def test_every_plug_of_the_monkey_is_a_titles():
    check_plugs()


@pytest.mark.parametrize("game", list(games.TITLES))
def test_the_monkey_plays_at_every_table(game):
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    command = [sys.executable, "-m", "tests.monkey_main", "--seed", str(SEED)]
    command += ["--events", str(EVENTS), "--title", game]
    start = time.perf_counter()
    done = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=TIMEOUT_S
    )
    took = time.perf_counter() - start
    said = done.stdout + "\n".join(
        line for line in done.stderr.splitlines() if "propagateSizeHints" not in line
    )
    assert done.returncode == 0, f"{' '.join(command)} ({took:.0f} s):\n{said}"
    assert f"ok {game} seed {SEED}: {EVENTS} events" in done.stdout, said


# -- what the monkey found ------------------------------------------------------------------------


def test_a_piece_held_while_another_view_refits_is_let_go_on_release(table):
    """Found by the monkey (`drag ... key Ctrl+Z / table-top on / resize while held`). A view
    that refits (setSceneRect: a seat's zone reshaped when the prompt bar moves, the table-top
    mode switched, a resize) replays its last mouse move, without buttons, to the shared scene,
    and Qt then clears the mouse grab of the piece held through another view: its release
    reached nothing, so `scene.holding` stayed on (the board would not turn to the next seat)
    and its targets stayed lit."""
    model = table.start(3, seed=7)
    screen = table.window.table
    scene = screen.scene
    QTest.mouseMove(screen.zones[1].view.viewport(), QPoint(20, 20))  # the pointer passed by
    plants = screen.panel.views["plants"]
    card = scene.cards[market.current_plants(model.state)[0]]
    at = plants.mapFromScene(card.sceneBoundingRect().center())
    port = plants.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QTest.mouseMove(port, at + QPoint(30, 30))
    assert scene.holding and scene.lit
    table.window.commands["table_top"].trigger()  # the seats' zones go to their edges
    QTest.mouseMove(port, at + QPoint(40, 40))
    QTest.mouseRelease(
        port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at + QPoint(40, 40)
    )
    assert not scene.holding and not scene.lit and scene.mouseGrabberItem() is None


def _person_forced_person(seed: int) -> Session:
    """A game whose last three steps are a person's, the table's (a forced answer) and a
    person's, played by a random bot for everyone."""
    from rules.bots import make_bot

    session = Session("powergrid", {"players": 3}, seed, undo_past_barriers=True)
    bot = make_bot("powergrid", "random", seed)
    while [s.by for s in session.steps[-3:]] != ["person", "table", "person"]:
        forced = session.rules.forced(session.state)
        if forced is not None:
            session.apply(forced, by="table")
        else:
            seat = session.rules.prompt(session.state).seat
            session.apply(bot.choose(session.rules, session.state, seat), by="person")
    return session


@pytest.mark.parametrize("seed", [2, 3])
def test_redo_twice_after_undoing_past_a_forced_answer(table, seed):
    """Found by the monkey (`key Ctrl+Shift+Z` twice). Undo took a person's step back with the
    forced steps the table had played after it but kept only the person's step to redo, for
    the table to replay the rest. A second redo before the table had (its pause is 600 ms)
    applied the next person's step where the forced answer belonged: an IllegalAction escaped
    from the redo command (seed 3: `wrong_time`), or the step was taken as that other seat's
    answer and the game went on from another state (seed 2)."""
    window = table.window
    window.apply_settings(window.settings.changed(free_undo=True, bot_pause_ms=60_000))
    session = _person_forced_person(seed)
    before, steps = session.hash(), len(session.steps)
    window.show_session(session)
    model = window.model
    table.press("Ctrl+Z")
    table.press("Ctrl+Z")
    assert len(model.session.steps) == steps - 3  # both people's steps and the forced one
    table.press("Ctrl+Shift+Z")
    table.press("Ctrl+Shift+Z")
    assert model.session.hash() == before


def test_a_drag_from_a_market_row_lets_go_of_the_mouse(qtbot):
    """Found by the monkey (seed 121, `make monkey TITLE=powergrid SEED=121 EVENTS=153`). A drag
    that starts on a market row, away from its token, carries the token (`carried_piece`): the
    row holds the mouse grab and the token is the held piece. The release must reach the row so
    that Qt ends the grab; else every later press anywhere goes to the row."""
    model = new_model()
    play(model, *AUCTION, *BUYING[:4])  # Ann buys, with her hybrid plant 5
    board = Board(qtbot, model)
    row = board.scene.resource_market.rows["coal"]
    far_end = QPointF(row.rect.right() - 12, row.rect.center().y())  # no token there
    viewport = board.view.viewport()
    a = board.view.mapFromScene(far_end)
    b = board.view.mapFromScene(board.card(5).sceneBoundingRect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(viewport, a + (b - a) * (i / 5))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    assert model.state.players[0].fuel["coal"] == 1  # bought for plant 5
    assert board.scene.mouseGrabberItem() is None
    board.click(board.scene.resource_market.rows["oil"])  # a tap elsewhere is that tap
    assert model.state.players[0].fuel["oil"] == 1
