"""Speed of the Barrage table (make bench), on a 4-company game in round 5 at 1920×1080 — the
whole table (river map, management boards, company boards, the Automa's panel, prompt bar,
log), not the scene alone: the redraw after an action, the first drawn frame and a tooltip.

Targets (issue 15): redraw <= 30 ms median, first frame <= 1.5 s; a flow preview <= 20 ms is
measured in test_bench_barrage_flow.py."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from painted import bench_first_frames, bench_redraw, bench_tooltips, show_and_wait
from PySide6.QtWidgets import QApplication

from desktop.games import TITLES
from desktop.session_model import SessionModel
from desktop.shell.table import TableScreen
from rules.barrage.actions import Construct
from rules.bots import make_bot
from rules.core.session import Session

BARRAGE = TITLES["barrage"]
# one person, two bots held still and an Automa: no hand-off screen between turns
SEATS = [{"name": f"P{i + 1}", "bot": None if i == 0 else "random"} for i in range(3)]
OPTIONS = {"players": 4, "automa": 1, "difficulty": "normal", "seats": [*SEATS, {"name": "A"}]}


def _round_five(seed: int) -> Session:
    """A game played by random bots and the Automa into round 5, up to the person's turn
    where a build is possible (the action measured puts a structure on the map)."""
    session = Session("barrage", OPTIONS, seed)
    rules = session.rules
    bots = [make_bot("barrage", "random", seed * 10 + s) for s in range(4)]
    while True:
        prompt = rules.prompt(session.state)
        assert prompt is not None, "the game ended before round 5"
        own = rules.rules_action(session.state)
        legal = rules.legal_actions(session.state) if own is None else []
        if (
            session.state.round == 5
            and prompt.seat == 0
            and any(isinstance(a, Construct) for a in legal)
        ):
            return session
        if own is not None:
            session.apply(own, by="rules")
        else:
            session.apply(bots[prompt.seat].choose(rules, session.state, prompt.seat))


def _action(model: SessionModel) -> Construct:
    """The action measured."""
    return next(a for a in model.rules.legal_actions(model.state) if isinstance(a, Construct))


def _table(qapp: QApplication, session: Session) -> TableScreen:
    model = SessionModel(session, lang="en")
    model.bots_paused = True
    table = TableScreen(BARRAGE, model)
    table.resize(1920, 1034)  # a 1920×1080 window below its menu bar
    show_and_wait(qapp, table, table.view.viewport())
    return table


@pytest.fixture(scope="module")
def round_five(tmp_path_factory) -> Callable[[], Session]:
    """A fresh copy of one round-5 position, each call (loaded from its save)."""
    path = tmp_path_factory.mktemp("barrage") / "round5.json"
    _round_five(3).save(path)
    return lambda: Session.load(path, undo_past_barriers=True)


def test_bench_barrage_first_frame(benchmark, qapp, round_five):
    bench_first_frames(benchmark, qapp, lambda: _table(qapp, round_five()))


def test_bench_barrage_redraw_after_an_action(benchmark, qapp, round_five):
    table = _table(qapp, round_five())
    model = table.model
    bench_redraw(benchmark, qapp, model, _action(model))
    table.close()


def test_bench_barrage_tooltip(benchmark, qapp, round_five):
    table = _table(qapp, round_five())
    bench_tooltips(benchmark, table.scene)
    table.close()
