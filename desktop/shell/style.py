"""The look of the shell: a dark theme around the dark board, and touch targets of 9 mm or more."""

from __future__ import annotations

from PySide6.QtGui import QColor, QIcon, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QStyleFactory

from desktop.board.touch import touch_px

ACCENT = "#f2b705"  # the yellow of lit targets on the board

_COLOURS = {
    QPalette.ColorRole.Window: "#1b2027",
    QPalette.ColorRole.WindowText: "#e9edf2",
    QPalette.ColorRole.Base: "#232a33",
    QPalette.ColorRole.AlternateBase: "#2a323c",
    QPalette.ColorRole.Text: "#e9edf2",
    QPalette.ColorRole.Button: "#303a46",
    QPalette.ColorRole.ButtonText: "#f2f4f7",
    QPalette.ColorRole.Highlight: ACCENT,
    QPalette.ColorRole.HighlightedText: "#111418",
    QPalette.ColorRole.ToolTipBase: "#fdf6d8",
    QPalette.ColorRole.ToolTipText: "#111418",
    QPalette.ColorRole.PlaceholderText: "#8b96a3",
    QPalette.ColorRole.Link: ACCENT,
}


def stylesheet(touch: int) -> str:
    pad = max(4, touch // 5)
    return f"""
QPushButton, QToolButton, QComboBox, QSpinBox, QLineEdit {{ min-height: {touch - 2 * pad}px;
    padding: {pad}px {2 * pad}px; }}
QPushButton, QToolButton {{ background: #303a46; border: 1px solid #46525f; border-radius: 6px; }}
QPushButton:hover, QToolButton:hover {{ background: #3a4654; }}
QPushButton:pressed, QToolButton:pressed {{ background: #24303b; }}
QPushButton:disabled, QToolButton:disabled {{ color: #6f7a86; border-color: #333c46; }}
QPushButton:default {{ border: 2px solid {ACCENT}; }}
QPushButton:checked {{ background: {ACCENT}; color: #111418; font-weight: bold; }}
QCheckBox, QRadioButton {{ min-height: {touch}px; spacing: {pad * 2}px; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: {touch * 2 // 3}px;
    height: {touch * 2 // 3}px; }}
QMenuBar::item {{ padding: {pad}px {3 * pad}px; }}
QMenu::item {{ min-height: {touch - 2 * pad}px; padding: {pad}px {4 * pad}px; }}
QToolBar {{ spacing: {pad}px; padding: {pad // 2}px; border: none; }}
QScrollBar:vertical {{ width: {touch // 2}px; }}
QScrollBar:horizontal {{ height: {touch // 2}px; }}
QToolTip {{ padding: {pad}px; }}
"""


def apply_style(app: QApplication) -> int:
    """Fusion with the dark palette and touch-size controls; returns the touch size in pixels."""
    app.setStyle(QStyleFactory.create("Fusion"))
    palette = QPalette()
    for role, colour in _COLOURS.items():
        palette.setColor(role, QColor(colour))
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6f7a86"))
    app.setPalette(palette)
    touch = touch_px()
    app.setStyleSheet(stylesheet(touch))
    return touch


def swatch(colour: str, size: int = 18) -> QIcon:
    """A square of a seat's colour, for combo boxes, the log and the end screen."""
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)
