"""The table's own colours, the same in every title: the dark ground of the panel and the seats'
zones, their text, the seat to act, money and VP; and the two ways a title writes its palette."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor


def colours(hexes: str) -> list[QColor]:
    """Colours written one after another, "#rrggbb #rrggbb ..."."""
    return [QColor(code) for code in hexes.split()]


def named(names: Sequence[str | None], hexes: str) -> dict:
    """A colour per name, in order."""
    return dict(zip(names, colours(hexes), strict=True))


# Text on dark, softer text on dark, text on light; what is closed or out of play.
INK, INK_SOFT, INK_DARK, MUTED = colours("#f5f1e6 #c9c2b2 #221c14 #9b917c")
# The panel and the seats: ground and edge; the seat to act; money; VP.
PANEL_BG, PANEL_EDGE, ACTIVE, COIN, VP = colours("#2b2f36 #4a505b #ffd60a #f2c14e #e8e2d0")
