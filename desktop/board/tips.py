"""Tooltips the whole table shows: wrapped to a readable width, and closed when a drag starts.

`wrap_tip` is the one wrapping: `BoardScene` applies it to every item's tooltip (its `helpEvent`,
`tooltip` and `show_tip`), `TipWrapper` to every widget's, and whoever shows a tooltip by hand
calls `show_text` (never `QToolTip.showText` with raw words: Hamburg's Korean tooltip was one line
about 1,560 px wide).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QFont, QFontMetricsF
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


class TipWrapper(QObject):
    """An application event filter that wraps a widget's tooltip just before Qt shows it, so every
    button and label of the shell gets `wrap_tip` without each setting it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(watched, QWidget):
            tip = watched.toolTip()
            if tip:
                wrapped = wrap_tip(tip)
                if wrapped != tip:
                    watched.setToolTip(wrapped)
        return False


_wrapper: TipWrapper | None = None


def wrap_every_tip() -> None:
    """Install one `TipWrapper` on the application (again: nothing more)."""
    global _wrapper
    app = QCoreApplication.instance()
    if _wrapper is None and app is not None:
        _wrapper = TipWrapper(app)
        app.installEventFilter(_wrapper)
