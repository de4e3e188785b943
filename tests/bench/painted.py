"""Waiting for a widget's first paint: the moment a bench's table is on screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget


class _Painted(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen = True
        return False


def show_and_wait(qapp: QApplication, window: QWidget, painted: QWidget) -> None:
    """Show `window` and run the event loop until `painted` has been drawn once."""
    watch = _Painted()
    painted.installEventFilter(watch)
    window.show()
    while not watch.seen:
        qapp.processEvents()
    painted.removeEventFilter(watch)


def bench_first_frames(benchmark, qapp: QApplication, make: Callable[[], QWidget]) -> None:
    """Time `make()` (a table built and shown until first drawn), three times, then close."""
    tables: list[QWidget] = []
    benchmark.pedantic(lambda: tables.append(make()), rounds=3, iterations=1)
    for table in tables:
        table.close()
        table.deleteLater()
    qapp.processEvents()


def bench_redraw(benchmark, qapp: QApplication, model: Any, action: Any) -> None:
    """Time applying `action` and drawing the change, undone between rounds."""

    def setup() -> tuple[tuple, dict]:
        if model.session.steps and model.session.steps[-1].action == action:
            assert model.undo()
        qapp.processEvents()
        return (), {}

    def act() -> None:
        assert model.apply(action)
        qapp.processEvents()

    benchmark.pedantic(act, setup=setup, rounds=20, iterations=1)


def bench_tooltips(benchmark, scene: Any) -> None:
    """Time the tooltips of every element of the scene in turn."""
    ids = sorted(scene.elements)
    turn = iter(range(10**9))
    benchmark(lambda: scene.tooltip(ids[next(turn) % len(ids)]))
