"""What a title's table declares about itself, beside its rules' descriptor
(`rules.core.descriptor.Title`, which may not import Qt): one `TableTitle` in the `TABLES` of its
package's `title.py` under `desktop/games/`, read by the registry (`desktop.games`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop.board.scene import BoardScene
    from desktop.session_model import SessionModel

# Draws the title's emblem for the gallery's card in the square `box` (drawn by our own code,
# no publisher art).
Emblem = Callable[[QPainter, QRectF], None]


@dataclass(frozen=True)
class TableTitle:
    game_id: str
    # The board and every seat's zone (money, holdings, place: `BoardScene.seat_rect`), each
    # drawn once; the table shows the zones where the seats sit.
    scene: Callable[[SessionModel], BoardScene]
    # Prompt-bar widgets for choices off the board (bid +/−, pass, run plants...).
    controls: Callable[[SessionModel], list[QWidget]]
    emblem: Emblem | None = None  # None: the title's initial on a disc


def path_through(box: QRectF, points: list[tuple[float, float]]) -> QPainterPath:
    """A closed path through points given as fractions of `box` (for emblems)."""
    path = QPainterPath()
    for i, (px, py) in enumerate(points):
        p = QPointF(box.left() + px * box.width(), box.top() + py * box.height())
        path.moveTo(p) if i == 0 else path.lineTo(p)
    path.closeSubpath()
    return path
