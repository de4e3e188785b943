"""Type for the panel and the seats' zones: words fitted to a box on one line or wrapped on
several, as large as they fit."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from desktop.board.drawn import least_type
from desktop.board.paint_kit import WORDS, draw_words, fitted, font, text_width, wrapped_px
from rules.core.text import Text

Tr = Callable[[Text], str]

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def least_px(painter: QPainter) -> int:
    """The least type that reads where the painter draws now, in whole scene units (a font's
    size is whole: rounded down, it would read under the floor)."""
    return math.ceil(least_type(painter))


def words(
    painter: QPainter,
    box: QRectF,
    said: str,
    px: float,
    ink: QColor,
    align: Qt.AlignmentFlag = LEFT,
    least: float = 11.0,
) -> None:
    """`said` on one line in bold type of `px` (smaller, down to `least`, if it must; cut
    short at that) in `box`."""
    shown, size = fitted(said, px, least, box.width())
    draw_words(painter, box, shown, size, ink, align=align)


ANYWHERE = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWrapAnywhere)


def wrapped(
    painter: QPainter, box: QRectF, said: str, px: float, ink: QColor, least: float = 9.0
) -> None:
    """`said` centred in `box` on as many lines as it holds, as large as it fits."""
    size = wrapped_px(said, round(px), least, round(box.width()), round(box.height()))
    draw_words(painter, box, said, size, ink, align=WORDS)


def fits_wrapped(said: str, px: float, w: float, h: float) -> bool:
    """Whether `said`, wrapped between words in bold type of `px`, fits w × h."""
    box = QFontMetricsF(font(round(px), bold=True)).boundingRect(QRectF(0, 0, w, 1000), WORDS, said)
    return box.width() <= w + 0.5 and box.height() <= h + 0.5


def whole_flags(said: str, least: float, w: float) -> int:
    """Wrap between words, or anywhere when a word is wider than `w` even at `least` (a long
    name is then broken, but shown whole)."""
    widest = max((text_width(word, round(least)) for word in said.split()), default=0.0)
    return WORDS if widest <= w else ANYWHERE


def whole(
    painter: QPainter, box: QRectF, said: str, px: float, ink: QColor, least: float = 9.0
) -> None:
    """`said` whole in `box`: wrapped between words, or within a word too long for the box."""
    w, h = round(box.width()), round(box.height())
    flags = whole_flags(said, least, w)
    size = wrapped_px(said, round(px), least, w, h, flags=flags)
    draw_words(painter, box, said, size, ink, align=flags)


def pen(colour: QColor, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.SquareCap) -> QPen:
    stroke = QPen(colour, width)
    stroke.setCapStyle(cap)
    return stroke
