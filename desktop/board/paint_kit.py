"""The drawing kit every title's table paints with: a rounded box and a panel part's ground,
the table's type at a size, words fitted to a box (one line, or wrapped) or outlined, and
colours: ink that reads on a fill, a seat's colour readable on the table, one colour mixed into
another. Each was written again in several titles before (issue 28); a title keeps only its own
numbers (a threshold, a step, its two inks) and passes them here.

Widths are remembered per words, size and weight: the application's font is set once, at start
(`desktop.fonts.apply_app_font`), before any table is drawn."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

from desktop.board import layers
from desktop.board.palette import INK, INK_DARK, PANEL_BG, PANEL_EDGE

CENTRE = Qt.AlignmentFlag.AlignCenter
WORDS = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)  # centred, wrapped

# -- shapes -----------------------------------------------------------------------------------


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    """A box with corners rounded by `radius`: a card, a frame, a touch area."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def ground(
    scene: QGraphicsScene,
    rect: QRectF,
    radius: float,
    *,
    fill: QColor = PANEL_BG,
    edge: QColor = PANEL_EDGE,
) -> QGraphicsPathItem:
    """A panel part's dark, rounded ground under everything on it; it takes no presses."""
    item = scene.addPath(rounded(rect, radius), QPen(edge, 2), QBrush(fill))
    item.setZValue(layers.BOARD)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


# -- type -------------------------------------------------------------------------------------


def font(px: float, *, bold: bool = False) -> QFont:
    """The application's family (Korean falls back through fontconfig) at `px` scene units,
    whole pixels (at least one)."""
    face = QFont()
    face.setPixelSize(max(1, round(px)))
    if bold:
        face.setWeight(QFont.Weight.Bold)
    return face


@cache
def _bold(px: int) -> QFont:
    return font(px, bold=True)


@cache
def _width(words: str, px: int, bold: bool) -> float:
    face = _bold(px) if bold else font(px)
    return QFontMetricsF(face).horizontalAdvance(words)


def text_width(words: str, px: float, *, bold: bool = True) -> float:
    """How wide `words` are on one line in the type of `px` (whole pixels, as `font` sets it)."""
    return _width(words, max(1, round(px)), bold)


def draw_words(
    painter: QPainter,
    box: QRectF,
    words: str,
    px: float,
    ink: QColor,
    *,
    align: Qt.AlignmentFlag | int = CENTRE,
    bold: bool = True,
) -> None:
    """`words` in `box` in the type of `px` and `ink`, placed by `align` (text flags too)."""
    painter.setFont(font(px, bold=bold))
    painter.setPen(ink)
    painter.drawText(box, align, words)


def text_outline(text: str, face: QFont, anchor: QPointF, align: str = "center") -> QPainterPath:
    """The glyph outlines of `text`, its baseline's left, centre or right end (`align`) at
    `anchor`: words drawn as a shape, to take a rim (`draw_outlined`)."""
    path = QPainterPath()
    path.addText(QPointF(0.0, 0.0), face, text)
    bounds = path.boundingRect()
    shift = {"left": bounds.left(), "center": bounds.center().x(), "right": bounds.right()}
    path.translate(anchor.x() - shift[align], anchor.y())
    return path


def draw_outlined(
    painter: QPainter, path: QPainterPath, fill: QColor, rim: QColor, width: float = 3.0
) -> None:
    """A shape (words from `text_outline`) in `fill` with a rim of `rim`, `width` wide, round
    at its corners: it reads on any ground (routes, regions, paper)."""
    pen = QPen(rim, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.strokePath(path, pen)
    painter.fillPath(path, QBrush(fill))


# -- words fitted to a box --------------------------------------------------------------------


def fitted_px(
    words: str, px: float, least: float, width: float, *, bold: bool = True, step: float = 1
) -> float:
    """The largest type from `px` down to `least`, by `step`, at which `words` fit `width` on
    one line; where none does, the first size at or under `least`. (A title steps by whole
    pixels from a whole `px`, or by half pixels where its type is set finer.)"""
    size = px
    while size > least and text_width(words, size, bold=bold) > width:
        size -= step
    return size


@cache
def fitted(words: str, px: float, least: float, width: float) -> tuple[str, int]:
    """`words` in bold at the largest whole type from `px` down to `least` that fits `width`
    across, and that type; cut short with "…" where not even `least` holds them."""
    size = round(fitted_px(words, round(px), least, width))
    shown = QFontMetricsF(_bold(max(1, size))).elidedText(words, Qt.TextElideMode.ElideRight, width)
    return shown, size


@cache
def wrapped_px(
    words: str,
    px: float,
    least: float,
    w: float,
    h: float,
    *,
    flags: int = WORDS,
    bold: bool = True,
    step: float = 1,
    slack: float = 0.5,
) -> float:
    """The largest type from `px` down to `least`, by `step`, at which `words` wrapped by
    `flags` fit `w` × `h` (give or take `slack`); where none does, the first size at or under
    `least`."""
    size = px
    while size > least:
        face = _bold(max(1, round(size))) if bold else font(size)
        box = QFontMetricsF(face).boundingRect(QRectF(0, 0, w, 1000), flags, words)
        if box.width() <= w + slack and box.height() <= h + slack:
            break
        size -= step
    return size


def wrap_words(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """The text's words in lines no wider than `width` (a longer word keeps a line of its own)."""
    lines: list[str] = []
    for word in text.split(" "):
        tried = f"{lines[-1]} {word}" if lines else word
        if lines and metrics.horizontalAdvance(tried) <= width:
            lines[-1] = tried
        else:
            lines.append(word)
    return lines or [""]


# -- colours ----------------------------------------------------------------------------------


def ink_on(fill: QColor, *, dark: QColor = INK_DARK, light: QColor = INK) -> QColor:
    """Words or a mark on `fill`: whichever of the `dark` and the `light` ink stands out more
    (WCAG contrast), as the eye sees it: a saturated yellow or orange, middling by its HSL
    lightness, takes the dark ink (the yellow seat's badge read 1.7:1 in the light one)."""
    return dark if contrast(dark, fill) >= contrast(light, fill) else light


def mixed(colour: QColor, amount: float, into: QColor) -> QColor:
    """`colour` mixed with `into`, `amount` of the first: opaque, so cheaper than alpha and the
    same on any ground."""
    keep = 1.0 - amount
    return QColor.fromRgbF(
        colour.redF() * amount + into.redF() * keep,
        colour.greenF() * amount + into.greenF() * keep,
        colour.blueF() * amount + into.blueF() * keep,
    )


INK_LUMINANCE = 0.2  # a seat's colour drawn on the dark table is at least this bright (3:1)


def readable_ink(colour: QColor | str | None) -> QColor:
    """A seat's colour as ink on the dark table (a name, a frame, a band): its own hue, lightened
    until it stands 3:1 against the ground (black becomes a grey, navy a clear blue); colours
    bright enough stay as they are."""
    ink = QColor(colour) if colour is not None else QColor("#e9edf2")
    hue, saturation, lightness, alpha = ink.getHslF()
    while luminance(ink) < INK_LUMINANCE and lightness < 0.95:
        lightness += 0.04
        ink = QColor.fromHslF(max(hue, 0.0), saturation, lightness, alpha)
    return ink


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG): how bright the colour looks, 0 (black) to 1 (white)."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, 1 (the same) to 21 (black on white)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
