"""Speed of the Roads & Boats table (make bench), on a 4-player game on the largest preset map
(The Pacific, 59 hexes) in turn 15 at 1920×1080 — the whole table (map, wonder, play order,
build palette, seats' zones, prompt bar, log), not the scene alone: the redraw after an action,
the first drawn frame, a tooltip, and the reach lens (pressing a transporter until its targets
are lit).

Targets (the table's issue): redraw <= 30 ms median, reach lens <= 20 ms, first frame <= 1.5 s.
They are reported, not asserted."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from painted import bench_first_frames, bench_redraw, bench_tooltips, show_and_wait
from PySide6.QtWidgets import QApplication

from desktop.board.items import PieceItem
from desktop.games import TITLES
from desktop.games.roadsboats import intents
from desktop.session_model import SessionModel
from desktop.shell.table import TableScreen
from rules.bots import make_bot
from rules.core.session import Session
from rules.roadsboats.maps import preset_maps
from rules.roadsboats.movement import Move

GAME = "roads-and-boats"
ROADS_BOATS = TITLES[GAME]
LARGEST = max(preset_maps().items(), key=lambda kv: len(kv[1].tiles))[0]
TURN = 15
# one person and three bots held still: no hand-off screen between turns
SEATS = [{"name": f"P{i + 1}", "bot": None if i == 0 else "heuristic"} for i in range(4)]
OPTIONS = {"players": 4, "map": LARGEST, "seats": SEATS}


def _late_turn(seed: int) -> Session:
    """A game played by heuristic bots into turn 15, up to the person's movement turn (the
    action measured moves a transporter; the reach lens is lit for one)."""
    session = Session(GAME, OPTIONS, seed)
    rules = session.rules
    bots = [make_bot(GAME, "heuristic", seed * 10 + s) for s in range(4)]
    while True:
        state = session.state
        prompt = rules.prompt(state)
        assert prompt is not None, f"the game ended before turn {TURN}"
        own = rules.rules_action(state)
        if own is not None:
            session.apply(own, by="rules")
            continue
        if (
            state.turn >= TURN
            and state.phase == "movement"
            and prompt.seat == 0
            and any(isinstance(a, Move) for a in rules.legal_actions(state))
        ):
            return session
        session.apply(bots[prompt.seat].choose(rules, state, prompt.seat))


def _action(model: SessionModel) -> Move:
    """The action measured: the move a heuristic bot would make in the person's seat."""
    action = make_bot(GAME, "heuristic", 0).choose(model.rules, model.state, 0)
    assert isinstance(action, Move)
    return action


def _widest(table: TableScreen) -> PieceItem:
    """The person's transporter whose reach lights the most places (the slowest lens)."""
    model, scene = table.model, table.scene
    colour = model.state.players[0].colour
    own = [t.id for t in model.state.transporters if t.owner == colour]
    widest = max(own, key=lambda t: len(intents.reach(model.rules, model.state, t)))
    item = scene.elements[widest]
    assert isinstance(item, PieceItem)
    return item


def _table(qapp: QApplication, session: Session) -> TableScreen:
    model = SessionModel(session, lang="en")
    model.bots_paused = True
    table = TableScreen(ROADS_BOATS, model)
    table.resize(1920, 1034)  # a 1920×1080 window below its menu bar
    show_and_wait(qapp, table, table.view.viewport())
    return table


@pytest.fixture(scope="module")
def late_turn(tmp_path_factory) -> Callable[[], Session]:
    """A fresh copy of one turn-15 position, each call (loaded from its save)."""
    path = tmp_path_factory.mktemp("roadsboats") / "turn15.json"
    _late_turn(3).save(path)
    return lambda: Session.load(path, undo_past_barriers=True)


def test_bench_roadsboats_first_frame(benchmark, qapp, late_turn):
    bench_first_frames(benchmark, qapp, lambda: _table(qapp, late_turn()))


def test_bench_roadsboats_redraw_after_an_action(benchmark, qapp, late_turn):
    table = _table(qapp, late_turn())
    model = table.model
    bench_redraw(benchmark, qapp, model, _action(model))
    table.close()


def test_bench_roadsboats_tooltip(benchmark, qapp, late_turn):
    table = _table(qapp, late_turn())
    bench_tooltips(benchmark, table.scene)
    table.close()


def test_bench_roadsboats_reach_lens(benchmark, qapp, late_turn):
    """Pressing the person's transporter until its reach is lit (each place with its steps);
    put back between rounds, outside the timing."""
    table = _table(qapp, late_turn())
    scene = table.scene
    piece = _widest(table)

    def put_back() -> tuple[tuple, dict]:
        if scene.holding:
            scene.end_drag(piece, None)
        qapp.processEvents()
        return (), {}

    def press() -> None:
        assert scene.begin_drag(piece)

    benchmark.pedantic(press, setup=put_back, rounds=50, iterations=1)
    assert scene.lit
    put_back()
    table.close()
