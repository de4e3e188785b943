"""The Barrage table read at arm's length: at 1280×800, at a table-top with four seats and at a
desk, no word or number of the company boards in the seats' zones, nor of the river map, is
drawn smaller than 11 px on the screen (the font's pixels times the view's scale), whatever the
zone's size: what has no room at that size is left to the tooltips.

Every item a view shows is painted again by hand, at the view's zoom, through a painter that
notes the size of each text drawn with QPainter.drawText."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QFontInfo, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsView, QStyleOptionGraphicsItem

from desktop.games import TITLES
from desktop.session_model import SessionModel
from desktop.shell.table import TableScreen
from rules.bots import make_bot
from rules.core.session import Session

LEAST_PX = 11.0
MOVES = 30  # into the first round: tiles on the wheels, pieces built, contracts in hand


def _session(players: int) -> Session:
    seats = [{"name": f"P{i + 1}", "bot": "random"} for i in range(players)]
    session = Session("barrage", {"players": players, "seats": seats}, 15)
    bots = [make_bot("barrage", "random", seat) for seat in range(players)]
    for _ in range(MOVES):
        own = session.rules.rules_action(session.state)
        if own is not None:
            session.apply(own, by="rules")
            continue
        prompt = session.rules.prompt(session.state)
        session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
    return session


class Noting(QPainter):
    """A painter that notes the size on its device of every text drawn through it."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.sizes: list[tuple[float, str]] = []

    def drawText(self, *args, **kwargs):  # Qt's name
        face = self.font()
        px = face.pixelSize() if face.pixelSize() > 0 else QFontInfo(face).pixelSize()
        t = self.worldTransform()
        scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
        words = next((a for a in args if isinstance(a, str)), "")
        self.sizes.append((px * scale, words))
        return super().drawText(*args, **kwargs)


def _smallest(view: QGraphicsView) -> tuple[float, str]:
    """The smallest text the items the view shows draw, at the view's zoom (each item painted
    by hand through a `Noting` painter, as the view would paint it)."""
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    painter = Noting(image)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    for item in view.scene().items(shown):
        if not item.isVisible():
            continue
        painter.save()
        painter.setWorldTransform(item.sceneTransform() * view.viewportTransform())
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.restore()
    painter.end()
    return min(painter.sizes, default=(math.inf, ""))


@pytest.mark.parametrize(("players", "table_top"), [(4, True), (4, False), (2, True)])
def test_no_text_of_the_boards_or_the_map_is_under_11_px(qtbot, players, table_top):
    model = SessionModel(_session(players), lang="en", bot_pause_ms=0, play_forced=False)
    model.bots_paused = True
    table = TableScreen(TITLES["barrage"], model)
    qtbot.addWidget(table)
    table.set_mode(table_top)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    QApplication.processEvents()
    views = {f"zone {zone.seat}": zone.view for zone in table.zones}
    views["map"] = table.view
    small = {name: _smallest(view) for name, view in views.items()}
    assert all(px < math.inf for px, _ in small.values()), small  # each view drew words
    too_small = {name: (round(px, 1), words) for name, (px, words) in small.items()}
    assert all(px >= LEAST_PX for px, _ in too_small.values()), too_small
