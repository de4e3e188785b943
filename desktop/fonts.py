"""The app font: the first installed family that has Hangul, so Korean never shows as boxes."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

# Families with Korean glyphs, best first: Noto (Linux, bundled by many distros), Nanum (Debian
# fonts-nanum), then the fonts Windows and macOS ship.
KOREAN_FAMILIES = (
    "Noto Sans CJK KR",
    "Noto Sans KR",
    "NanumGothic",
    "NanumBarunGothic",
    "Malgun Gothic",
    "Apple SD Gothic Neo",
)
POINT_SIZE = 12.0  # read at arm's length from a table-top screen


def pick_family(available: Iterable[str]) -> str | None:
    """The first of KOREAN_FAMILIES that is installed, or None (keep Qt's default)."""
    installed = {name.casefold() for name in available}
    return next((f for f in KOREAN_FAMILIES if f.casefold() in installed), None)


def apply_app_font(app: QApplication, point_size: float = POINT_SIZE) -> str:
    """Set the application font; returns the family in use."""
    font = QFont(app.font())
    family = pick_family(QFontDatabase.families())
    if family is not None:
        font.setFamilies([family, *font.families()])  # the default still covers other scripts
    font.setPointSizeF(point_size)
    app.setFont(font)
    return family or font.family()
