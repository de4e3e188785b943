"""Tooltips the whole table shows: wrapped to a readable width, and closed when a drag starts.

`wrap_tip` is the one wrapping: `BoardScene` applies it to every item's tooltip (its `helpEvent`,
`tooltip` and `show_tip`), `set_tip` to every widget's, and whoever shows a tooltip by hand
calls `show_text` (never `QToolTip.showText` with raw words: Hamburg's Korean tooltip was one line
about 1,560 px wide).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QFont, QFontMetricsF
from PySide6.QtGui import Qt as TextQt  # mightBeRichText lives in QtGui's Qt
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

TIP_WIDTH = 480.0  # pixels: about 60 characters of the tooltip's font, a readable measure


def wrap_tip(text: str, width: float = TIP_WIDTH, font: QFont | None = None) -> str:
    """`text` with line breaks between words so that no line is wider than `width` pixels in the
    tooltip's font (a word wider than that is broken between characters). Lines it already has
    stay; wrapping wrapped text changes nothing, nor does it touch rich text (Qt wraps that)."""
    if TextQt.mightBeRichText(text):
        return text
    metrics = QFontMetricsF(font if font is not None else QToolTip.font())
    lines = [part for line in text.split("\n") for part in _wrap_line(line, metrics, width)]
    wrapped = "\n".join(lines)
    if TextQt.mightBeRichText(wrapped):  # plain words that look like markup ("<3"): keep them plain
        return TextQt.convertFromPlainText(wrapped, Qt.WhiteSpaceMode.WhiteSpacePre)
    return wrapped


def _wrap_line(line: str, metrics: QFontMetricsF, width: float) -> list[str]:
    if metrics.horizontalAdvance(line) <= width:
        return [line]
    out: list[str] = []
    current = ""
    for word in line.split(" "):
        tried = f"{current} {word}" if current else word
        if metrics.horizontalAdvance(tried) <= width:
            current = tried
            continue
        if current:
            out.append(current)
        current = ""
        for char in word:  # a word too long for a line alone (or the next word's start)
            if current and metrics.horizontalAdvance(current + char) > width:
                out.append(current)
                current = ""
            current += char
    out.append(current)
    return out


def show_text(point: QPoint, text: str, widget: QWidget | None = None) -> None:
    """Show a tooltip at a global point, wrapped (a long press shows what a hover would)."""
    QToolTip.showText(point, wrap_tip(text), widget)


def close_tips() -> None:
    """Close the tooltip showing, if any, at once (a drag has started: it must not cover the
    table; `QToolTip.hideText` would leave it up for another 300 ms). The next tooltip replaces
    the hidden label."""
    if not QToolTip.isVisible():
        return
    for widget in QApplication.topLevelWidgets():
        if widget.inherits("QTipLabel") and widget.isVisible():
            widget.hide()


def set_tip(widget: QWidget | QAction, text: str) -> None:
    """Give a widget its tooltip, wrapped (`wrap_tip`): the one way a widget of the shell or a
    title gets one. (An application-wide event filter that wrapped each tooltip as it showed
    cost every event of the table a trip through Python: 4 ms of each redraw.)"""
    widget.setToolTip(wrap_tip(text))
