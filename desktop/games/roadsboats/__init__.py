"""Roads & Boats on the desktop: the hex map with its rivers, roads and walls, the wonder, the
play order and the build palette, and the seats' zones, drawn from the rules' view of the state;
the scene and the prompt-bar controls the gallery asks for."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop.board.scene import BoardScene
    from desktop.session_model import SessionModel


def make_scene(model: SessionModel) -> BoardScene:
    from desktop.games.roadsboats.scene import RoadsBoatsScene

    return RoadsBoatsScene(model)


def make_controls(model: SessionModel) -> list[QWidget]:
    from desktop.games.roadsboats.controls import make_controls as controls

    return controls(model)
