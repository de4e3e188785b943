"""Test-wide settings: Qt must never look for a screen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
