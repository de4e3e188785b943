"""The Power Grid board's palette, type sizes and words: one place to tune legibility.

Sizes are scene units, which are screen pixels when the board fills a 1920×1080 table screen.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from desktop.board import paint_kit
from desktop.board.paint_kit import font as font  # the table's type, drawn by the kit
from desktop.session_model import SessionModel
from rules.core.text import Text

BOARD_BG = QColor("#20262e")
PANEL_BG = QColor("#2c343f")
PANEL_EDGE = QColor("#46505e")
INK = QColor("#f4f4f0")  # text on dark
INK_SOFT = QColor("#c3ccd8")
INK_DARK = QColor("#15181c")  # text on light
CARD_BODY = QColor("#f3efe4")
MARKET_BG = QColor("#d8d1c1")  # a light tray so black oil and brown coal stand out
ACTIVE = QColor("#ffd60a")  # the seat to act, the next token
OUT_OF_PLAY = QColor("#3b4048")
OUT_OF_PLAY_INK = QColor("#7d848e")
LINK = QColor("#eceae4")
COIN = QColor("#f5c542")

FUEL = {
    "coal": QColor("#7b4a22"),
    "oil": QColor("#121212"),
    "garbage": QColor("#f2c200"),
    "uranium": QColor("#d62c2c"),
}
# Plant card header colours by kind (hybrid is drawn half coal, half oil).
PLANT_KIND = {
    **FUEL,
    "hybrid": FUEL["coal"],
    "ecological": QColor("#2f9e4f"),
    "fusion": QColor("#1798a8"),
}
STEP3 = QColor("#5b2a86")


# Items drawn again only when they change: a card sliding over a spot, or a repaint of the
# panel around it, reuses the picture made for the view.
CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache


def ink_on(fill: QColor) -> QColor:
    """Black or white, whichever reads better on `fill` (this board's own two)."""
    return paint_kit.ink_on(fill, dark=INK_DARK, light=INK)


def readable(colour: QColor, lightness: float = 0.68) -> QColor:
    """The seat's colour light enough to read as words on the dark panels (the black seat's
    name in grey, not black on black)."""
    h, s, light, a = colour.getHslF()
    return QColor.fromHslF(max(h, 0.0), s, max(light, lightness), a)


def ui(model: SessionModel, key: str, **params: Any) -> str:
    """A `powergrid.ui.*` message in the table's language."""
    return model.tr(Text(f"powergrid.ui.{key}", params))
