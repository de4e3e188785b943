"""The Roads & Boats map's palette and marks: one place to tune legibility.

The terrains are muted, each its own hue and lightness, so the players' pieces (their colour, a
dark edge) stand out on every tile and the tiles still tell apart in grey. Goods are told apart
by colour and by a short mark taken from their name in the table's language (the first letter,
two where names share it), so nothing here spells a word.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QColor

from desktop.board import paint_kit
from desktop.board.palette import INK as INK
from desktop.board.palette import INK_DARK as INK_DARK
from desktop.board.palette import INK_SOFT as INK_SOFT
from desktop.board.palette import MUTED as MUTED
from desktop.board.palette import PANEL_BG as PANEL_BG
from desktop.board.palette import colours, named
from rules.core.i18n import catalog
from rules.roadsboats.data import roads_boats_data

TITLE = "roads-and-boats"

# The terrains (the tile's fill) and a darker tone of each for its marks (trees, peaks...).
TERRAIN: dict[str, QColor] = named(
    (
        "terrain:woods",
        "terrain:pasture",
        "terrain:rock",
        "terrain:mountain",
        "terrain:desert",
        "terrain:sea",
    ),
    "#5e8a45 #b5cf7f #b3a38c #8a8482 #e8d39a #6fa6cf",
)
TERRAIN_MARK: dict[str, QColor] = named(
    tuple(TERRAIN),
    "#3f6a2e #8fae5a #8c7c66 #67615f #c9ad6a #9cc4e3",
)
COAST = QColor("#f3ead2")  # a thin beach where land meets the sea
# Water: a river's blue and its light banks.
RIVER, RIVER_BANK = colours("#2d6fb4 #cfe3f2")
# Roads and bridges: dark, edged light so they read on dark woods and pale desert alike.
ROAD, ROAD_EDGE = colours("#4a3526 #f4ead2")
NEUTRAL_WALL = QColor("#8d8d8d")  # a demolished wall's tokens (§7.2.3)
# A piece's plate edge, a chip's plate, a building's walls and roof.
PIECE_EDGE, CHIP, HOUSE, ROOF = colours("#1b1712 #fbf8ef #f4ecd8 #8b3a2e")

# The players' colours: red and green as the table draws them (desktop.session_model), yellow,
# blue and purple (the fifth player's, a hue no terrain, river or good on the map has) as the
# new-game dialog offers them.
PLAYER: dict[str, QColor] = named(
    ("red", "yellow", "green", "blue", "purple"), "#c62828 #eab308 #2e7d32 #1d4ed8 #7e22ce"
)

GOOD: dict[str, QColor] = named(
    (
        "good:trunks",
        "good:boards",
        "good:paper",
        "good:geese",
        "good:clay",
        "good:stone",
        "good:fuel",
        "good:iron",
        "good:gold",
        "good:coins",
        "good:stock",
    ),
    "#6e4320 #deb36a #fbfbf7 #f3c68c #c1502e #9aa0a6 #262626 #56708a #f2c12e #8e6bbf #3f8f5a",
)


def player(colour: str | None) -> QColor:
    """A player's colour; grey for nobody's (a neutral wall)."""
    return PLAYER.get(colour or "", NEUTRAL_WALL)


def good_colour(good: str) -> QColor:
    return GOOD.get(good, MUTED)


def name(kind: str, lang: str) -> str:
    """An id's name in the catalog: `good:trunks` -> roads-and-boats.good.trunks ("trunks")."""
    group, _, short = kind.partition(":")
    return catalog(lang).get(f"{TITLE}.{group}.{short}", short)


@cache
def good_marks(lang: str) -> dict[str, str]:
    """Each good's mark: the first letter of its name, capitalised; where names share it, that
    letter and the first one that tells them apart ("Ge", "Go")."""
    goods = list(roads_boats_data().goods)
    names = {g: name(g, lang) for g in goods}
    marks: dict[str, str] = {}
    for good, word in names.items():
        first = word[:1].upper()
        alike = [w for w in names.values() if w[:1].upper() == first]
        if len(alike) == 1:
            marks[good] = first
            continue
        apart = next(
            (i for i in range(1, len(word)) if len({w[i : i + 1] for w in alike}) == len(alike)),
            next((i for i in range(1, len(word)) if len({w[i : i + 1] for w in alike}) > 1), 1),
        )
        marks[good] = first + word[apart : apart + 1]
    return marks


def good_mark(good: str, lang: str) -> str:
    return good_marks(lang).get(good, "?")


@cache
def building_label(kind: str, lang: str) -> str:
    """A building's short label: the first word of its name ("stock" exchange, "wagon"
    factory), which is what tells it apart."""
    return name(kind, lang).split()[0]


def ink_on(fill: QColor) -> QColor:
    """Dark ink on a light fill, light ink on a dark one (the goods' and the seats' colours)."""
    return paint_kit.ink_on(fill)
