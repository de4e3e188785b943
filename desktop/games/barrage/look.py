"""Barrage's palette and type, shared by the map, the company boards and the management boards:
one place to tune legibility.

Sizes are scene units: about screen pixels when the map fills a 1920×1080 table screen. The map is
a schematic relief — mountains, hills and plains in bands of their own colour, rivers in blue —
so the companies' structures (their own colours, with a dark or light edge so white and black
both read) stand out on it; the management boards and the seats' zones are dark like the rest of
the table.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

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

# The map's areas (spec §5.1), the rivers and a basin's frame.
AREA: dict[str, QColor] = named(("mountain", "hill", "plain"), "#c9c3b6 #b9c99a #d9d2a0")
RIVER, RIVER_LIGHT, BASIN_EDGE = colours("#2f7fc1 #a8d2f0 #5b5140")
# A site: its ground, its edge; a red site's edge (it costs a fee); the neutral dams.
SITE, SITE_EDGE, RED_SITE, NEUTRAL = colours("#f3efe3 #6b6150 #c0392b #8e8e8e")
# Water: a drop, and a drop waiting on a headstream.
DROP, DROP_WAITING = colours("#1e88e5 #64b5f6")
# Energy (the rest of the management boards' and seats' colours are the table's own).
ENERGY = QColor("#ffb300")
# Machinery: excavators and concrete mixers.
EXCAVATOR, MIXER = colours("#f9a825 #90a4ae")
# The contract colours of the Contract Office (and the national contracts).
CONTRACT: dict[str, QColor] = named(
    ("green", "yellow", "red", "national", "starting"),
    "#5b9a4b #d4b23a #b8473d #4b6f9a #7a6a55",
)
# Each company's colour (spec §1.2: USA red, Germany black, Italy green, France white; the
# Netherlands orange) and the edge that keeps it readable on the map.
COMPANY: dict[str, QColor] = named(
    ("company:usa", "company:germany", "company:italy", "company:france", "company:netherlands"),
    "#c62828 #212121 #2e7d32 #eeeeee #ef6c00",
)

# Lighter than this (110 of 255), a company's colour takes a dark outline (red, orange, white);
# darker, a light one (green, black).
OUTLINE_LIGHTEST = 0.43


def company_edge(company: str) -> QColor:
    """The outline of a company's piece: light around the dark colours, dark around the light."""
    return outline_on(COMPANY[company])


def outline_on(fill: QColor) -> QColor:
    """An outline around `fill`, split by lightness (not read as words, so not by contrast:
    red and orange keep their dark edge)."""
    return INK_DARK if fill.lightnessF() > OUTLINE_LIGHTEST else INK


# The map (mapitems.py): an area's band behind its basins; a conduit's pipe while nobody owns
# it; the pieces of an unused company that block a site.
BAND: dict[str, QColor] = {area: colour.lighter(112) for area, colour in AREA.items()}
PIPE, BLOCKED_PIECE = colours("#7b5a3c #5d5d5d")
EMPTY_STEP = QColor("#e2dccb")  # a dam's step not built yet, faint on a site's ground


def owner_colour(owner: str) -> QColor:
    """The colour of a piece on the map: its company's, neutral grey, or blocked dark grey."""
    if owner in COMPANY:
        return COMPANY[owner]
    return NEUTRAL if owner == "neutral" else BLOCKED_PIECE


def owner_edge(owner: str) -> QColor:
    """The outline that keeps a piece readable on the map, whatever its colour."""
    return company_edge(owner) if owner in COMPANY else INK_DARK


# The management boards: an action space, its edge when it takes a fee (red-bordered), a space
# closed by an unused company, a display's slot, and the Contract Office's card faces.
SPACE, FEE_EDGE, CLOSED, SLOT = colours("#3b424e #e0574f #1b1e23 #343a44")

# The company boards (mat.py): a basic and an advanced technology tile's plate; an income
# uncovered (gained in every Income phase).
TILE, TILE_ADVANCED, INCOME_EARNED = colours("#e9e3d3 #f6e7b8 #3d4a3a")
