"""Roads & Boats reads at whole-board zoom, 1920×1080, in English and Korean: every good has a
picture of its own (its name in the tooltip); no building's name is cut short (a sign that
cannot hold it whole is the house alone, its tooltip naming it); the sequence chart's chips show
whole names.

Beyond the shared check at 1280×800 (tests/desktop/test_table_readable.py): no word or number on
the map is under 11 px at other window sizes either; a pile's count is drawn at whole-board zoom
(a number, not left to the tooltip); a building's name left out there shows once zoomed in."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem

from desktop.board.drawn import READABLE_PX
from desktop.board.paint_kit import fitted
from desktop.games import TITLES
from desktop.games.roadsboats import goods_glyphs
from desktop.games.roadsboats.layout import lay_out_map
from desktop.games.roadsboats.panel import name_room
from desktop.games.roadsboats.pieces import Building, Goods
from desktop.games.roadsboats.tiles import Wall, WallLook
from desktop.games.roadsboats.typeset import fits_wrapped
from desktop.session_model import SessionModel
from desktop.shell.table import TableScreen
from rules.bots import make_bot
from rules.core.i18n import render
from rules.core.session import Session
from rules.core.text import Text
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.setup import board_of
from tests.desktop.table_checks import Noting

GAME = "roads-and-boats"


def _picture(good: str) -> bytes:
    image = QImage(32, 32, QImage.Format.Format_Grayscale8)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    goods_glyphs.picture(painter, QRectF(0, 0, 32, 32), good, QColor("black"))
    painter.end()
    return bytes(image.constBits())


def test_every_good_has_a_picture_of_its_own(qapp):
    goods = list(roads_boats_data().goods)
    pictures = {g: _picture(g) for g in goods}
    blank = _picture("good:nothing")
    assert all(p != blank for p in pictures.values())
    assert len(set(pictures.values())) == len(goods)
    for a in goods:  # told apart by more than a few pixels
        for b in goods:
            if a < b:
                apart = sum(x != y for x, y in zip(pictures[a], pictures[b], strict=True))
                assert apart > 60, (a, b, apart)


def _played(players: int, names: list[str], moves: int = 160) -> Session:
    """A game the heuristic bots played `moves` decisions into, then seated by people."""
    seats = [{"name": n, "bot": "heuristic"} for n in names]
    session = Session(GAME, {"players": players, "seats": seats}, 11)
    bots = [make_bot(GAME, "heuristic", s) for s in range(players)]
    for _ in range(moves):
        prompt = session.rules.prompt(session.state)
        if prompt is None:
            break
        session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
    for seat in session.options["seats"]:
        seat["bot"] = None
    return session


def _table(
    qtbot, session: Session, lang: str, size: tuple[int, int] = (1920, 1080), top: bool = False
) -> TableScreen:
    model = SessionModel(session, lang=lang, bot_pause_ms=0, play_forced=False)
    table = TableScreen(TITLES[GAME], model)
    qtbot.addWidget(table)
    table.set_mode(top)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    QApplication.processEvents()
    return table


def _drawn(view: QGraphicsView, item: QGraphicsItem) -> list[tuple[float, str]]:
    """The words `item` draws as `view` shows it, each with its type on the screen."""
    return _painted(item, item.sceneTransform() * view.viewportTransform())


def _painted(item: QGraphicsItem, transform: QTransform) -> list[tuple[float, str]]:
    image = QImage(8, 8, QImage.Format.Format_ARGB32)  # kept while painted on
    painter = Noting(image)
    painter.setWorldTransform(transform)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return painter.sizes


def _on_map(table: TableScreen, kind: type) -> list:
    shown = table.view.mapToScene(table.view.viewport().rect()).boundingRect()
    return [i for i in table.scene.items(shown) if isinstance(i, kind) and i.isVisible()]


@pytest.mark.parametrize(
    ("size", "top", "lang"), [((1920, 1080), False, "ko"), ((1366, 768), True, "en")]
)
def test_the_map_has_no_word_under_11_px_and_shows_each_piles_count(qtbot, size, top, lang):
    table = _table(qtbot, _played(3, ["Ann", "Bob", "Cy"]), lang, size, top)
    words = [w for item in table.scene.map.elements.values() for w in _drawn(table.view, item)]
    assert words
    assert min(px for px, _ in words) >= 11.0, min(words)
    piles = [g for g in _on_map(table, Goods) if not g.look.tag and g.look.count < 10]
    assert piles
    for pile in piles:  # a pile's count reads at a glance, not only in its tooltip
        assert (str(pile.look.count)) in [w for _, w in _drawn(table.view, pile)], pile.element_id


def test_a_building_name_left_out_at_whole_board_zoom_shows_zoomed_in(qtbot):
    table = _table(qtbot, _played(3, ["Ann", "Bob", "Cy"]), "en", (1280, 800))
    signs = [b for b in _on_map(table, Building) if not b.look.compact]
    assert signs
    assert not any(b.look.label in [w for _, w in _drawn(table.view, b)] for b in signs)
    table.view.setTransform(table.view.transform() * QTransform.fromScale(3, 3))
    for sign in signs:
        assert [(px, w) for px, w in _drawn(table.view, sign) if w == sign.look.label and px >= 11]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_no_building_name_is_cut_and_every_good_is_named_in_its_tooltip(qtbot, lang):
    table = _table(qtbot, _played(3, ["Ann", "Bob", "Cy"]), lang)
    scene = table.scene
    signs = [i for i in scene.items() if isinstance(i, Building) and i.isVisible()]
    assert len(signs) >= 4
    for sign in signs:
        b, z = sign.look, sign.z
        if b.compact:
            assert b.label in scene.tooltip(sign.element_id) or lang == "ko"
            continue
        side = sign.rect.height() - 4
        room = sign.rect.width() - side * 1.05 - 7
        shown, _ = fitted(b.label, z.label_px, 0.36 * z.unit, room)
        assert shown == b.label, (b.kind, shown)
    names = {
        g: render(Text(f"roads-and-boats.good.{g.partition(':')[2]}"), lang)
        for g in roads_boats_data().goods
    }
    piles = [e for e in scene.elements if "/good:" in e and scene.elements[e].isVisible()]
    assert piles
    for pile in piles:
        good = "good:" + pile.rpartition("/good:")[2]
        assert names[good] in scene.tooltip(pile)


@pytest.mark.parametrize(
    ("lang", "names"),
    [
        ("en", ["Player 1", "Player 2", "Player 3", "Player 4"]),
        ("ko", ["플레이어 1", "플레이어 2", "플레이어 3", "플레이어 4"]),
        ("en", ["Annabelle", "Bartholomew", "Cy", "Dorothea"]),
    ],
)
def test_the_sequence_chart_shows_whole_names(qtbot, lang, names):
    """Whole, in type that reads at arm's length (the least type at the order part's zoom)."""
    table = _table(qtbot, _played(4, names, moves=4), lang)
    chart = table.scene.panel.order
    zoom = table.panel.views["order"].zoom
    least = math.ceil(READABLE_PX / zoom)
    for (_, name), chip in zip(chart.look.sequence, chart.chips(least), strict=True):
        room = name_room(chip)
        assert fits_wrapped(name, least, room.width(), room.height()), (name, least, room)


def test_a_walls_number_reads_or_its_tokens_are_drawn_one_by_one(qapp):
    session = Session(GAME, {"players": 2}, 11)
    layout = lay_out_map(board_of(session.state))
    wall = Wall(sorted(layout.board.wall_sites)[0], layout)
    wall.show(WallLook("red", 6))
    whole_board = _painted(wall, QTransform.fromScale(0.58, 0.58))  # 1280×800
    assert [w for _, w in whole_board] == ["6"]
    assert whole_board[0][0] >= 11
    assert _painted(wall, QTransform.fromScale(0.3, 0.3)) == []  # six narrow tokens instead
