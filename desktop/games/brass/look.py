"""The Brass boards' palette and type, shared by Birmingham and Lancashire: one place to tune
legibility.

Sizes are scene units: about screen pixels when the map fills a 1920×1080 table screen.
The map is light paper, as on the printed boards, so blue canals and dark railways both read
on it; the panel and the seats' zones are dark like the rest of the table.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from desktop.board.paint_kit import font as font  # the table's type, drawn by the kit
from desktop.board.paint_kit import mixed
from desktop.board.palette import ACTIVE as ACTIVE
from desktop.board.palette import COIN as COIN
from desktop.board.palette import INK as INK
from desktop.board.palette import INK_DARK as INK_DARK
from desktop.board.palette import INK_SOFT as INK_SOFT
from desktop.board.palette import MUTED as MUTED
from desktop.board.palette import PANEL_BG as PANEL_BG
from desktop.board.palette import PANEL_EDGE as PANEL_EDGE
from desktop.board.palette import VP as VP
from desktop.board.palette import colours, named

# The map: the land and its edge; Lancashire's Irish Sea (under the distant market); a
# location's card and its edge; an empty build slot and its edge; a merchant's (or outside
# location's) card and banner.
PAPER, PAPER_EDGE, SEA = colours("#d8ccae #8a7b5c #9cc3d5")
TOWN, TOWN_EDGE, SLOT_BG, SLOT_EDGE = colours("#fbf6e9 #5b4a33 #efe6cf #8d7b5a")
MERCHANT, OUTSIDE_BANNER = colours("#e9dcc0 #3f3a33")
# Routes: a canal's water and its light middle, a railway and its ties.
CANAL, CANAL_LIGHT, RAIL, RAIL_TIES = colours("#2f7fc1 #a8d2f0 #2d241b #5a4a38")
# A flipped tile's face (inside its owner's colour).
FLIPPED = QColor.fromRgb(0x2A, 0x26, 0x20)

# The printed banner behind a town's name (Birmingham groups its towns by colour; Lancashire
# marks the towns left out with fewer players).
BANNER: dict[str | None, QColor] = named(
    ("teal", "blue", "red", "yellow_brown", "purple", None),
    "#2f8f8a #2e5e9e #a8342c #a77b1f #6d3f8c #5b4a33",
)
# Each industry's colour on a build slot's icon (the icons' shapes tell them apart as well).
INDUSTRY: dict[str, QColor] = named(
    (
        "cotton_mill",
        "coal_mine",
        "iron_works",
        "manufacturer",
        "pottery",
        "brewery",
        "port",
        "shipyard",
    ),
    "#b83b5e #2b2b2b #d0671c #3d6fa8 #23907f #b8860b #1f6f8b #6a4c93",
)
CUBE: dict[str, QColor] = dict(
    zip(("coal", "iron", "beer"), colours("#161616 #e8731e #c8921c"), strict=True)
)

NAME_PX = 18.0  # a town's name
SMALL_PX = 13.0


def faded(colour: QColor, amount: float, into: QColor = PAPER) -> QColor:
    """`colour` mixed with `into` (the map's paper unless said), `amount` of the first."""
    return mixed(colour, amount, into)


ROMAN = ("0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII")


def roman(level: int) -> str:
    """A tile's level as printed on the tiles (Lancashire's shipyard lock is level 0)."""
    return ROMAN[level] if 0 <= level < len(ROMAN) else str(level)
