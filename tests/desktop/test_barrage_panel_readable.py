"""The Barrage management panel read at arm's length: at 1280×800, at a desk and at a table-top,
in English and Korean, with 2 and 4 seats (and with the expansion's parts), no word or number
that a part of the panel shows is drawn smaller than 11 px on the screen; what has no room at
that size is left to the tooltips and to lifting the part.

The shared check (`test_table_readable`) measures the board's main view and the seats' zones:
the panel's parts are other views of the same scene (`table.panel.views`, one `PartView` per
part, fitted to its rect far below the map), which it never paints. This measures each of them
with the same `smallest_words`."""

from __future__ import annotations

import math

import pytest
from PySide6.QtWidgets import QApplication

from desktop.games import TITLES
from desktop.session_model import SessionModel
from desktop.shell.table import TableScreen
from rules.bots import make_bot
from rules.core.session import Session
from tests.desktop.table_checks import smallest_words

LEAST_PX = 11.0
MOVES = 30  # into the first round: contracts taken, engineers on the spaces

# (players, table-top, language, expansion)
SITTINGS = [
    (2, False, "en", False),
    (2, True, "ko", False),
    (4, False, "ko", False),
    (4, True, "en", False),
    (4, True, "ko", True),
]


def _session(players: int, expansion: bool) -> Session:
    seats = [{"name": f"Player {i + 1}", "bot": "random"} for i in range(players)]
    options = {"players": players, "seats": seats, "expansion": expansion}
    session = Session("barrage", options, 15)
    bots = [make_bot("barrage", "random", seat) for seat in range(players)]
    for _ in range(MOVES):
        own = session.rules.rules_action(session.state)
        if own is not None:
            session.apply(own, by="rules")
            continue
        prompt = session.rules.prompt(session.state)
        session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
    return session


@pytest.mark.parametrize(("players", "table_top", "lang", "expansion"), SITTINGS)
def test_no_text_of_the_panel_is_under_11_px(qtbot, players, table_top, lang, expansion):
    session = _session(players, expansion)
    model = SessionModel(session, lang=lang, bot_pause_ms=0, play_forced=False)
    model.bots_paused = True
    table = TableScreen(TITLES["barrage"], model)
    qtbot.addWidget(table)
    table.set_mode(table_top)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    QApplication.processEvents()
    assert table.panel is not None and table.panel.isVisible()
    small = {name: smallest_words(view) for name, view in table.panel.views.items()}
    assert "energy" in small and small["energy"][0] < math.inf, small  # the track's numbers
    too_small = {
        name: (round(px, 1), words) for name, (px, words) in small.items() if px < LEAST_PX
    }
    assert not too_small, too_small
