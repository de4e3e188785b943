"""A widget shown upside down (kept for callers of the first table-top layout): a `Turned`
by 180 degrees."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.shell.turned import Turned


class Flipped(Turned):
    def __init__(self, widget: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(widget, 180, parent)
