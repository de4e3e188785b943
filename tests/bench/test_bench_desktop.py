"""Speed of the desktop table (make bench): start to the first drawn board, the redraw after an
action (scene, seat zones, prompt bar and log together), a tooltip (describe + why_not), and
switching modes or resizing.

Targets: first frame <= 1.5 s, redraw after an action <= 30 ms, a tooltip <= 50 ms (issue 3);
switching modes or resizing <= 100 ms (issue 10)."""

from __future__ import annotations

import pytest
from painted import show_and_wait
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from desktop.settings import HOME_ENV, Settings
from desktop.shell.main_window import MainWindow
from rules.core.session import Session

GAME = "powergrid"
OPTIONS = {"players": 4, "map": "germany"}


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))


@pytest.fixture(scope="module")
def ready(qapp):
    try:
        window = MainWindow(Settings(lang="en"))
        window.show_session(Session(GAME, OPTIONS, 1))
        window.close()
    except Exception as exc:  # the title's desktop module is still being written
        pytest.skip(f"the {GAME} table cannot be built yet: {exc!r}")


def _open_table(qapp: QApplication, seed: int) -> MainWindow:
    window = MainWindow(Settings(lang="en"))
    window.resize(1600, 1000)
    window.show_session(Session(GAME, OPTIONS, seed))
    show_and_wait(qapp, window, window.table.view.viewport())
    return window


def test_bench_start_to_first_drawn_board(benchmark, qapp, ready):
    windows = []

    def start():
        windows.append(_open_table(qapp, len(windows) + 1))

    benchmark.pedantic(start, rounds=5, iterations=1)
    for window in windows:
        window.close()
        window.deleteLater()
    qapp.processEvents()


@pytest.fixture
def table(qapp, ready):
    window = _open_table(qapp, 3)
    yield window
    window.close()
    window.deleteLater()
    qapp.processEvents()


def test_bench_redraw_after_an_action(benchmark, qapp, table):
    model = table.model
    action = model.rules.legal_actions(model.state)[0]

    def setup():
        if model.session.steps:
            assert model.undo()
        qapp.processEvents()
        # what the event loop does between two taps and processEvents never does: delete the
        # controls the prompt bar let go (else each round's buttons stay, answering `changed`)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        return (), {}

    def act():
        assert model.apply(action)
        qapp.processEvents()  # the deferred repaint is part of the cost a player waits for

    benchmark.pedantic(act, setup=setup, rounds=30, iterations=1)


def test_bench_tooltip(benchmark, table):
    """One tooltip (describe + why_not), cycling over the cities and plants on the board."""
    scene = table.table.scene
    ids = [e for e in scene.elements if e.startswith(("city:", "plant:"))] or list(scene.elements)
    assert ids
    turn = iter(range(10**9))

    def tip():
        scene.tooltip(ids[next(turn) % len(ids)])

    benchmark.extra_info["elements"] = len(ids)
    benchmark(tip)


def test_bench_switch_between_desk_and_table_top(benchmark, qapp, table):
    """Target (issue 10): switching modes redraws in <= 100 ms."""
    flips = iter(range(10**9))

    def switch():
        on = next(flips) % 2 == 0
        table.apply_settings(table.settings.changed(table_top=on))
        qapp.processEvents()

    benchmark.pedantic(switch, rounds=10, iterations=1)


def test_bench_resize(benchmark, qapp, table):
    """Target (issue 10): a resize refits the board and the seat zones in <= 100 ms."""
    sizes = iter(range(10**9))

    def resize():
        table.resize(*((1920, 1080) if next(sizes) % 2 else (1280, 800)))
        qapp.processEvents()

    benchmark.pedantic(resize, rounds=10, iterations=1)


def test_bench_redraw_after_an_action_at_a_table_top(benchmark, qapp, table):
    """The prompt bar moves to the next seat's zone and the zones reshape: still <= 30 ms."""
    table.apply_settings(table.settings.changed(table_top=True))
    qapp.processEvents()
    test_bench_redraw_after_an_action(benchmark, qapp, table)
