"""Every table read at arm's length: at 1280×800, at a desk and at a table-top, in English and
Korean, no word or number in the seats' zones, in the side panel's parts, nor on the board at
its whole-board zoom, is drawn smaller than 11 px on the screen (the font's pixels times the
view's scale). What has no room at that size is left to the tooltips and to the zoom
(`desktop.board.drawn.least_type`).

Each game is played some way in by random bots first, so that hands, boards and mats hold
things to show."""

from __future__ import annotations

import math

import pytest
from PySide6.QtWidgets import QGraphicsView

from tests.desktop.bot_played import played_by_bots
from tests.desktop.table_checks import smallest_words
from tests.desktop.table_gestures import still_table

LEAST_PX = 11.0

# (title, players, table-top, language): every title at a desk and at a table-top, in both
# languages, at two seats and at the most the table seats at once
SITTINGS = [
    (title, players, top, lang)
    for title, most in [
        ("powergrid", 6),
        ("brass-birmingham", 4),
        ("brass-lancashire", 4),
        ("barrage", 4),
        ("roads-and-boats", 4),
    ]
    for players, top, lang in [
        (2, False, "en"),
        (2, True, "ko"),
        (most, False, "ko"),
        (most, True, "en"),
    ]
]


@pytest.mark.parametrize(("title", "players", "table_top", "lang"), SITTINGS)
def test_no_text_at_the_table_is_under_11_px(qtbot, title, players, table_top, lang):
    table = still_table(
        qtbot, played_by_bots(title, players), (1280, 800), table_top=table_top, lang=lang
    )
    views = {f"zone {zone.seat}": zone.view for zone in table.zones}
    views["board"] = table.view
    parts = [v for v in table.panel.findChildren(QGraphicsView) if v.isVisible()]
    assert parts
    small = {name: smallest_words(view) for name, view in views.items()}
    assert all(px < math.inf for px, _ in small.values()), small  # each view drew words
    small |= {f"panel part {i}": smallest_words(view) for i, view in enumerate(parts)}
    too_small = {
        name: (round(px, 1), words) for name, (px, words) in small.items() if px < LEAST_PX
    }
    assert not too_small, too_small
