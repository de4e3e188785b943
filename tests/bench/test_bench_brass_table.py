"""Speed of the Brass table (make bench), on a 4-player Birmingham game in the Rail Era at
1920×1080 — the whole table (board, panel, mats, hands, prompt bar, log), not the scene alone:
the redraw after an action, the first drawn frame and a tooltip.

Targets (issue 13): redraw <= 30 ms median, first frame <= 1.5 s, tooltip <= 50 ms."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from painted import bench_first_frames, bench_redraw, bench_tooltips, show_and_wait
from PySide6.QtWidgets import QApplication

from desktop.games import TITLES
from desktop.session_model import SessionModel
from desktop.shell.table import TableScreen
from rules.bots import make_bot
from rules.core.session import Session

BRASS = TITLES["brass-birmingham"]
# one person and three bots held still: no hand-off screen between turns (it would cover the
# board, and the redraw measured is the table's, not the screen's)
SEATS = [{"name": f"P{i + 1}", "bot": None if i == 0 else "random"} for i in range(4)]
OPTIONS = {"players": 4, "seats": SEATS}


def _rail_era(seed: int) -> Session:
    """A game played by random bots into the Rail Era, up to a build's slot prompt (the action
    measured puts a tile on the board: its events slide the tile and take coal or iron)."""
    session = Session("brass-birmingham", OPTIONS, seed)
    bots = [make_bot("brass-birmingham", "random", seed * 10 + s) for s in range(4)]
    while session.state.era != "rail" or session.rules.prompt(session.state).kind != "slot":
        seat = session.rules.prompt(session.state).seat
        session.apply(bots[seat].choose(session.rules, session.state, seat))
    return session


def _action(model: SessionModel):
    """The action measured."""
    return model.rules.legal_actions(model.state)[0]


def _table(qapp: QApplication, session: Session) -> TableScreen:
    model = SessionModel(session, lang="en")
    model.bots_paused = True
    table = TableScreen(BRASS, model)
    table.resize(1920, 1034)  # a 1920×1080 window below its menu bar
    show_and_wait(qapp, table, table.view.viewport())
    return table


@pytest.fixture(scope="module")
def rail(tmp_path_factory) -> Callable[[], Session]:
    """A fresh copy of one Rail Era position, each call (loaded from its save)."""
    path = tmp_path_factory.mktemp("brass") / "rail.json"
    _rail_era(3).save(path)
    return lambda: Session.load(path, undo_past_barriers=True)


def test_bench_brass_first_frame(benchmark, qapp, rail):
    bench_first_frames(benchmark, qapp, lambda: _table(qapp, rail()))


def test_bench_brass_redraw_after_an_action(benchmark, qapp, rail):
    table = _table(qapp, rail())
    model = table.model
    bench_redraw(benchmark, qapp, model, _action(model))
    table.close()


def test_bench_brass_tooltip(benchmark, qapp, rail):
    table = _table(qapp, rail())
    bench_tooltips(benchmark, table.scene)
    table.close()
