"""Barrage on the desktop: the river map, the company boards in the seats' zones and the
management boards, drawn from the rules' view of the state; the scene and the prompt-bar
controls the gallery asks for."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop.board.scene import BoardScene
    from desktop.session_model import SessionModel


def make_scene(model: SessionModel) -> BoardScene:
    from desktop.games.barrage.scene import BarrageScene

    return BarrageScene(model)


def make_controls(model: SessionModel) -> list[QWidget]:
    from desktop.games.barrage.controls import make_controls as controls

    return controls(model)
