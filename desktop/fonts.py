"""The app font: the system's own family for Latin letters, digits and signs, then the first
installed family that has Hangul, so Korean never shows as boxes. The Latin family comes first
because Korean families draw some signs full-width: NanumGothic's € is as wide as a syllable, so
"7€ 입찰" read as "7 € 입찰"."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo
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
    """Set the application font; returns the family that draws Hangul (else the default)."""
    font = QFont(app.font())
    family = pick_family(QFontDatabase.families())
    if family is not None:
        latin = QFontInfo(font).family()  # the real family, not an alias such as "Sans Serif"
        font.setFamilies([latin, family])
    font.setPointSizeF(point_size)
    app.setFont(font)
    return family or font.family()
