"""The Power Grid panel read at arm's length where the table shows it: at 1280×800, at a desk
and at a table-top, with two seats and with six, no word or number in the tracks, the plant
market, the resource market or the city track is drawn under 11 px on the screen. (The panel is
smallest with six seats round a table-top: some 0.45 px per scene unit.)"""

from __future__ import annotations

import math

import pytest

from tests.desktop.bot_played import played_by_bots
from tests.desktop.table_checks import smallest_words
from tests.desktop.table_gestures import still_table

LEAST_PX = 11.0


@pytest.mark.parametrize(
    ("players", "table_top", "lang"),
    [(2, False, "en"), (2, True, "ko"), (4, True, "en"), (6, False, "ko"), (6, True, "en")],
)
def test_no_text_in_the_panel_is_under_11_px(qtbot, players, table_top, lang):
    session = played_by_bots("powergrid", players)
    table = still_table(qtbot, session, (1280, 800), table_top=table_top, lang=lang)
    assert table.panel is not None
    small = {name: smallest_words(view) for name, view in table.panel.views.items()}
    assert all(px < math.inf for px, _ in small.values()), small  # each part drew words
    too_small = {n: (round(px, 1), words) for n, (px, words) in small.items() if px < LEAST_PX}
    assert not too_small, too_small
