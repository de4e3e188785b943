"""The Roads & Boats panel read at arm's length: its parts (the wonder, the order of play, the
build palette: views of their own, `table.panel.views`) draw no word or number under 11 px on
the screen, at 1280×800, 1366×768 and 1920×1080, at a desk and at a table-top, in English and
Korean, with 2 and 4 seats. What has no room at that size (a palette tile's name, the +1 on the
wonder's price mark, a phase's name beside the one under way) is left out, named in the tooltip
and shown when the part is lifted; what a player needs at a glance stays: the turn and its phase,
the legend of the marks, the sequence chart's positions and names, every cost in the palette."""

from __future__ import annotations

import math

import pytest

from desktop.shell.table import TableScreen
from rules.core.session import Session
from tests.desktop.bot_played import played_by_bots
from tests.desktop.table_checks import smallest_words, words_drawn
from tests.desktop.table_gestures import still_table

GAME = "roads-and-boats"
LEAST_PX = 11.0

# (window, players, table-top, language)
SITTINGS = [
    ((1280, 800), 2, False, "en"),
    ((1280, 800), 2, True, "ko"),
    ((1280, 800), 4, False, "ko"),
    ((1280, 800), 4, True, "en"),
    ((1366, 768), 4, True, "ko"),
    ((1920, 1080), 2, False, "ko"),
    ((1920, 1080), 4, True, "en"),
]


def _session(players: int, names: list[str] | None = None) -> Session:
    return played_by_bots(GAME, players, names=names)


def _table(qtbot, session: Session, size: tuple[int, int], top: bool, lang: str) -> TableScreen:
    table = still_table(qtbot, session, size, table_top=top, lang=lang)
    assert table.panel is not None and table.panel.isVisible()
    return table


@pytest.mark.parametrize(("size", "players", "top", "lang"), SITTINGS)
def test_no_text_of_the_panel_is_under_11_px(qtbot, size, players, top, lang):
    table = _table(qtbot, _session(players), size, top, lang)
    views = table.panel.views
    assert set(views) == {"wonder", "order", "build"}
    small = {name: smallest_words(view) for name, view in views.items()}
    assert all(px < math.inf for px, _ in small.values()), small  # every part says something
    too_small = {n: (round(px, 1), w) for n, (px, w) in small.items() if px < LEAST_PX}
    assert not too_small, too_small


@pytest.mark.parametrize(
    ("size", "top", "lang"), [((1280, 800), True, "en"), ((1920, 1080), False, "ko")]
)
def test_what_a_player_needs_at_a_glance_iswords_drawn(qtbot, size, top, lang):
    table = _table(qtbot, _session(4), size, top, lang)
    scene, views = table.scene, table.panel.views
    wonder = {w for _, w in words_drawn(views["wonder"])}
    look = scene.panel.wonder.look
    assert {look.turn, look.phase, *look.legend} <= wonder
    order = words_drawn(views["order"])
    said = {w for _, w in order}
    chart = scene.panel.order.look
    assert {str(k + 1) for k in range(len(chart.sequence))} <= said
    assert {name for _, name in chart.sequence} <= said  # whole names, read
    assert chart.phases[chart.lit] in said
    assert chart.phases[0] in scene.panel.order.toolTip()
    costs = [w for _, w in words_drawn(views["build"])]
    for tile in scene.panel.tiles.values():
        for _, _, n in tile.look.cost:
            assert n in costs


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_lifted_palette_names_every_tile(qtbot, lang):
    table = _table(qtbot, _session(2), (1280, 800), False, lang)
    view = table.panel.views["build"]
    view.lift()
    copy = view.lifted
    assert copy is not None and copy.zoom >= 1.0
    drawn = words_drawn(copy)
    assert min(px for px, _ in drawn) >= LEAST_PX
    said = {w for _, w in drawn}
    assert {t.look.name for t in table.scene.panel.tiles.values()} <= said
    view.drop_lift()
