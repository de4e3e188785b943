"""Waiting for a widget's first paint: the moment a bench's table is on screen."""

from __future__ import annotations

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
