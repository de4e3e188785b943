"""Power Grid on the desktop: the board scene (with a zone per seat) and the prompt-bar controls."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop.board.scene import BoardScene
    from desktop.session_model import SessionModel


def make_scene(model: SessionModel) -> BoardScene:
    from desktop.games.powergrid.scene import PowerGridScene

    return PowerGridScene(model)


def make_controls(model: SessionModel) -> list[QWidget]:
    from desktop.games.powergrid.controls import make_controls as controls

    return controls(model)
