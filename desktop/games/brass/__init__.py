"""Brass on the desktop, one package for both maps (Birmingham and Lancashire, their
differences as data): the board scene, with a zone per seat, and the prompt-bar controls."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop.board.scene import BoardScene
    from desktop.session_model import SessionModel


def make_scene(model: SessionModel) -> BoardScene:
    from desktop.games.brass.scene import BrassScene

    return BrassScene(model)


def make_controls(model: SessionModel) -> list[QWidget]:
    from desktop.games.brass.controls import make_controls as controls

    return controls(model)
