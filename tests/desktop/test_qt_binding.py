"""The Qt binding must not leak references to None: PySide6 6.12.0 does on Python < 3.12 and
aborts the app minutes into a game ("deallocating None"), hence the pin in pyproject.toml."""

import sys

from PySide6.QtCore import QPoint


def test_void_qt_calls_keep_the_reference_count_of_none():
    point = QPoint()
    before = sys.getrefcount(None)
    for x in range(1000):
        point.setX(x)
    assert abs(sys.getrefcount(None) - before) < 50
