"""Six seats round a table-top: the top and bottom seats' zones are long shallow strips. Each
seat's row is laid out for its strip (one line), so that its figures fill it and read at arm's
length: its words at least 11 px on the screen, its money large, its plants nearly as deep as
the strip, and its parts spread from one end of the strip to the other."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from desktop.games import TITLES
from desktop.session_model import SessionModel
from desktop.shell.table import TableScreen
from rules.core.session import Session
from tests.desktop.table_checks import smallest_words

LEAST_PX = 11.0
MONEY_PX = 22.0  # the money, on the screen
CARD_DEPTH = 0.75  # a plant's share of the strip's depth
SPREAD = 0.85  # the share of the strip's length its parts span


def _scale(view) -> float:
    t = view.viewportTransform()
    return math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_six_seats_strips_are_filled_and_read(qtbot, size, lang):
    seats = [{"name": f"Player {i + 1}"} for i in range(6)]
    model = SessionModel(
        Session("powergrid", {"players": 6, "seats": seats}, 3), lang=lang, play_forced=False
    )
    model.bots_paused = True
    table = TableScreen(TITLES["powergrid"], model)
    qtbot.addWidget(table)
    table.set_mode(True)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    QApplication.processEvents()
    scene = table.scene
    strips = [z for z in table.zones if z.edge in ("top", "bottom") and not z.share]
    assert len(strips) >= 3
    for zone in strips:
        view, row = zone.view, scene.rows[zone.seat]
        scale = _scale(view)
        depth = min(view.width(), view.height())  # the view turned or not, its short side
        length = max(view.width(), view.height())
        px, words = smallest_words(view)
        assert px >= LEAST_PX, (zone.seat, round(px, 1), words)
        assert row.money.font().pixelSize() * scale >= MONEY_PX, zone.seat
        places = row.places_for(scene.max_plants)
        assert min(p.size for p in places) * scale >= CARD_DEPTH * depth, zone.seat
        labels = (row.name, row.money, *row.numbers, *row.icon_names)
        r = row.badge_r
        badge = QRectF(row.badge_at.x() - r, row.badge_at.y() - r, 2 * r, 2 * r)
        parts = [badge, *(p.rect for p in places)] + [
            label.sceneBoundingRect() for label in labels if label.text()
        ]
        span = QRectF(parts[0])
        for part in parts[1:]:
            span = span.united(part)
        assert span.width() * scale >= SPREAD * length, (zone.seat, span.width() * scale, length)
