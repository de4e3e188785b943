"""The Barrage management panel read at arm's length: at 1280×800, at a desk and at a table-top,
in English and Korean, with 2 and 4 seats (and with the expansion's parts), no word or number
that a part of the panel shows is drawn smaller than 11 px on the screen; what has no room at
that size is left to the tooltips and to lifting the part. Nor are the tags on the targets a
held piece lights (the credits of the action spaces, the price of a build on the map).

The shared check (`test_table_readable`) measures the board's main view and the seats' zones
at rest: the panel's parts are other views of the same scene (`table.panel.views`, one
`PartView` per part, fitted to its rect far below the map), which it never paints, and the
tags show only while a piece is held. This measures them with the same `smallest_words`."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
)

from desktop.shell.table import TableScreen
from rules.barrage.actions import ENGINEERS, Construct
from rules.core.session import Session
from tests.desktop.bot_played import bot_step, random_bots
from tests.desktop.table_checks import smallest_words
from tests.desktop.table_gestures import still_table

LEAST_PX = 11.0
MOVES = 30  # into the first round: contracts taken, engineers on the spaces

# (players, table-top, language, expansion, Automas): with an Automa, its last turn explained
SITTINGS = [
    (2, False, "en", False, 0),
    (2, True, "ko", False, 0),
    (4, False, "ko", False, 0),
    (4, True, "en", False, 0),
    (4, True, "ko", True, 0),
    (2, True, "ko", False, 1),
    (3, False, "en", False, 2),
]


def _session(players: int, expansion: bool, automa: int = 0, people: bool = False) -> Session:
    """A game some moves in, its last `automa` seats Automas; with `people`, the others are
    people's (a piece may be held) and the moves go on until engineers may be placed and a
    tile built."""
    seats = [{"name": f"Player {i + 1}"} for i in range(players)]
    if not people:
        seats = [{**seat, "bot": "random"} for seat in seats[: players - automa]]
        seats += [{"name": f"Automa {i + 1}"} for i in range(automa)]
    options = {"players": players, "seats": seats, "expansion": expansion, "automa": automa}
    session = Session("barrage", options, 15)
    bots = random_bots("barrage", players)
    moves = 0
    while moves < MOVES or (people and not _placing(session)):
        moves += 1
        bot_step(session, bots)
    return session


def _placing(session: Session) -> bool:
    """Engineers may be placed, and a technology tile dropped on a site to build."""
    legal = session.rules.legal_actions(session.state)
    return any(a.piece == ENGINEERS for a in legal) and any(isinstance(a, Construct) for a in legal)


def _table(
    qtbot, session: Session, table_top: bool, lang: str, size: tuple[int, int] = (1280, 800)
) -> TableScreen:
    table = still_table(qtbot, session, size, table_top=table_top, lang=lang)
    assert table.panel is not None and table.panel.isVisible()
    return table


def _too_small(views: dict[str, QGraphicsView]) -> dict[str, tuple[float, str]]:
    small = {name: smallest_words(view) for name, view in views.items()}
    return {name: (round(px, 1), words) for name, (px, words) in small.items() if px < LEAST_PX}


@pytest.mark.parametrize(("players", "table_top", "lang", "expansion", "automa"), SITTINGS)
def test_no_text_of_the_panel_is_under_11_px(qtbot, players, table_top, lang, expansion, automa):
    table = _table(qtbot, _session(players, expansion, automa), table_top, lang)
    if automa:
        assert table.scene.explained is not None  # its last turn is on the panel
    views = table.panel.views
    assert smallest_words(views["energy"])[0] < math.inf  # the track's numbers are drawn
    too_small = _too_small(views)
    assert not too_small, too_small


@pytest.mark.parametrize(("players", "table_top", "lang"), [(4, True, "ko"), (2, False, "en")])
def test_the_tags_of_a_held_piece_are_not_under_11_px(qtbot, players, table_top, lang):
    table = _table(qtbot, _session(players, False, people=True), table_top, lang)
    scene = table.scene
    mat = scene.mats[table.model.prompt().seat]
    assert scene.begin_drag(mat.engineers) and scene.tag_rects()  # the spaces' credits
    too_small = _too_small(table.panel.views)
    assert not too_small, too_small
    scene.end_drag(mat.engineers, None)
    tile = next(t for t in mat.tiles.values() if scene.begin_drag(t) and scene.tag_rects())
    too_small = _too_small({"board": table.view})  # the builds' prices on the map
    assert not too_small, too_small
    scene.end_drag(tile, None)


class _Saying(QPainter):
    """A painter that notes the words drawn through it."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.said: list[str] = []

    def drawText(self, *args, **kwargs):  # Qt's name
        self.said += [a for a in args if isinstance(a, str)]
        return super().drawText(*args, **kwargs)


def _said(view: QGraphicsView, item: QGraphicsItem) -> list[str]:
    """The words `item` draws where `view` shows it."""
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)  # kept while painted
    painter = _Saying(image)
    painter.setWorldTransform(item.sceneTransform() * view.viewportTransform())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return painter.said


# the table at 1280×800, and as a real 1280×800 window shows it, under its menu and tool bar
@pytest.mark.parametrize(
    ("size", "players", "table_top", "lang"),
    [((1280, 800), 4, True, "ko"), ((1280, 755), 4, True, "en"), ((1280, 755), 2, False, "ko")],
)
def test_what_a_player_needs_at_a_glance_is_drawn(qtbot, size, players, table_top, lang):
    """What the spaces cost, what the contracts ask, the energy track's numbers and the round
    bonuses' VP are drawn (read at arm's length: the test above), not left to the tooltips."""
    table = _table(qtbot, _session(players, False), table_top, lang, size)
    panel, views = table.scene.panel, table.panel.views
    for sid, space in panel.spaces.items():
        if space.isVisible() and space.look.credits:
            part = next(n for n, r in panel.parts.items() if r.contains(space.rect))
            assert str(space.look.credits) in _said(views[part], space), sid
    for n, space in enumerate(panel.energy):
        assert _said(views["energy"], space)[:1] == [str(n)]
    offered = [(slot, "contracts") for slots in panel.offer.values() for slot in slots]
    for slot, part in [*offered, *((slot, "patent") for slot in panel.national)]:
        if slot.look is not None:
            assert str(slot.look.requirement) in _said(views[part], slot), slot.element_id
    for slot in panel.bonus:
        if slot.look is not None:
            assert str(slot.look.vp_each) in _said(views["energy"], slot), slot.element_id
