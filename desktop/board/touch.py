"""The size of a finger: every target on the table answers a touch within 9 mm of it at the
screen's real size."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QScreen

TOUCH_MM = 9.0
MM_PER_INCH = 25.4


def touch_px(screen: QScreen | None = None) -> int:
    """9 mm in device-independent pixels on this screen.

    Physical DPI is the truth on a calibrated screen, but many report nonsense (no EDID: 0 or
    thousands); logical DPI follows the user's scaling. Taking the larger of both never gives a
    target under 9 mm on a sane screen, and a big table-top panel gets at least the desktop size.
    """
    screen = screen or QGuiApplication.primaryScreen()
    dpi = 96.0
    if screen is not None:
        dpi = screen.logicalDotsPerInch()
        physical = screen.physicalDotsPerInch()
        if 50 <= physical <= 600:
            dpi = max(dpi, physical)
    return round(TOUCH_MM / MM_PER_INCH * dpi)
