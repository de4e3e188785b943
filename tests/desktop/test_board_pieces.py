"""The board's piece contract (issue 28, item 2), at every title's table by real gestures (mouse
presses, moves and releases on the views' viewports): a piece dropped where the rules refuse
slides home and the reason shows, and a refresh while it is held leaves it under the finger; a
drop the rules take, or any refresh while it is not held, leaves it at its home; a piece the
viewer may not move (another seat's, or anyone's while nobody may act) does not move. And every
title's pieces keep the contract: none overrides what the board decides (who may carry it,
whether it is held, where its home is, settling it there), no title's scene overrides the
refresh that settles them, and a piece knocked out of place stands at its home after one."""

from __future__ import annotations

import importlib
import pkgutil

import pytest
from barrage_gestures import BarrageTable
from barrage_gestures import new_session as barrage_session
from bot_played import played_by_bots
from pg_gestures import PowerGridTable
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem
from roadsboats_gestures import RoadsBoatsTable
from roadsboats_gestures import new_session as roadsboats_session
from table_gestures import GestureTable

import desktop.games
from desktop.board.items import PieceItem
from desktop.board.scene import BoardScene
from desktop.games import TITLES
from desktop.session_model import SessionModel
from rules.barrage import management
from rules.barrage.actions import DraftPick, Machinery
from rules.core.gestures import find_action, preview
from rules.core.session import Session
from rules.core.steps import Done
from rules.core.text import Text
from rules.powergrid.actions import OfferPlant, Pass

ANN, BOB = 0, 1

# -- the contract, gesture by gesture ----------------------------------------------------------


def at_home(piece: PieceItem) -> bool:
    return piece.pos() == piece.home and piece.scale() == piece.home_scale


def refused_slides_home(t: GestureTable, piece: PieceItem, target: QGraphicsItem, why: str) -> None:
    """Dropped where the rules refuse: a refresh while it is held leaves it under the finger;
    let go, it slides home, nothing is played and the rules' reason shows."""
    before, home = t.hash(), QPointF(piece.home)
    held: list[tuple[bool, bool, bool]] = []

    def refresh_while_held() -> None:
        at = piece.pos()
        t.scene.refresh()
        held.append((piece.held, piece.pos() == at, at != home))

    t.drag(piece, target, while_held=refresh_while_held)
    assert held == [(True, True, True)]  # held, not moved by the refresh, away from home
    t.settle(piece)
    assert piece.home == home and at_home(piece) and t.hash() == before
    assert t.message() == why


def stays_put(t: GestureTable, piece: PieceItem, target: QGraphicsItem) -> None:
    """A piece the viewer may not move: pressed on it and dragged onto the target (in the
    views that show them), nothing is held and it does not move."""
    before, at = t.hash(), QPointF(piece.pos())
    source, aim = t.view_for(piece), t.view_for(target, lit=True)
    port = source.viewport()
    start = t.at(piece, source)
    end = port.mapFromGlobal(aim.viewport().mapToGlobal(t.at(target, aim, lit=True)))
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 7):
        QTest.mouseMove(port, start + (end - start) * (i / 6))
    seen = (t.scene.holding, piece.pos() == at)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=end)
    QApplication.processEvents()
    assert seen == (False, True) and piece.pos() == at and t.hash() == before


def drop_reason(t: GestureTable, piece: PieceItem, target: str) -> str:
    """The rules' reason why the kernel's `find_action` refuses the drop, in the table's words."""
    model = t.model
    found = find_action(model.rules, model.state, model.viewer(), piece.piece_id, target)
    assert found.reason is not None and not found.actions
    return model.tr(found.reason)


# -- Barrage: the engineers on the wheel's hub -------------------------------------------------

PICK = DraftPick("company:usa", "contract:starting:2")
SHOP = Machinery("space:machinery:1L")  # one excavator: applied at the drop
SHUT = "space:turbine:1L"  # no production system yet


@pytest.mark.realscreen
def test_barrage_engineers_keep_the_contract(qtbot):
    t = BarrageTable(qtbot, barrage_session(15))
    t.choose(PICK)
    t.wait_for(ANN)
    ann, bob = t.engineers(ANN), t.engineers(BOB)
    stays_put(t, bob, t.item(SHOP.space))  # Bob's: only looked at
    why = management.why_not_space(t.state, ANN, SHUT)
    refused_slides_home(t, ann, t.item(SHUT), t.tr(why))
    n = len(t.actions())
    t.drop("engineers", SHOP.space)
    assert t.actions()[n] == SHOP
    assert ann.home == QPointF() and at_home(ann)  # back on the hub, not left on the space
    assert t.misplaced() == []
    t.close()


# -- Brass: a mat tile -------------------------------------------------------------------------


@pytest.mark.realscreen
def test_brass_mat_tiles_keep_the_contract(qtbot):
    options = {"players": 2, "seats": [{"name": "Ann"}, {"name": "Bob", "bot": "heuristic"}]}
    t = GestureTable(qtbot, Session("brass-birmingham", options, 5))
    t.wait_for(ANN)
    scene, rules = t.scene, t.model.rules
    industry = next(i for i in scene.board.industries if preview(rules, t.state, ANN, f"mat:{i}"))
    legal = sorted(preview(rules, t.state, ANN, f"mat:{industry}"))
    tile = scene.seats[ANN].tiles[industry]
    stays_put(t, scene.seats[BOB].tiles[industry], t.item(legal[0]))  # Bob's: only looked at
    wrong = next(s for s in sorted(scene.slots) if s not in legal and s not in t.state.tiles)
    refused_slides_home(t, tile, t.item(wrong), drop_reason(t, tile, wrong))
    n = len(t.actions())
    t.drag(tile, t.item(legal[0]))
    if len(t.actions()) == n:  # a card still to choose: the bar offers each
        t.choose(t.offered()[0])
    assert len(t.actions()) > n
    assert tile.home == QPointF() and at_home(tile)  # the next tile, home on the mat
    t.close()


# -- Power Grid: a plant card ------------------------------------------------------------------


@pytest.mark.realscreen
def test_power_grid_plant_cards_keep_the_contract(qtbot):
    options = {
        "players": 3,
        "map": "germany",
        "regions": ["E", "NW", "W"],
        "seats": [{"name": "Ann", "bot": "heuristic"}, {"name": "Bob"}, {"name": "Cy"}],
    }
    t = PowerGridTable(qtbot, SessionModel(Session("powergrid", options, 7)))
    t.model.bots_paused = True  # Ann, the bot, waits when her turn comes
    assert t.model.viewer() is not None and t.kind() == "choose_plant"
    scene = t.scene
    auction = scene.plant_market.auction
    future = scene.cards[9]
    refused_slides_home(t, future, auction, t.tr(t.model.why_not(OfferPlant(9, 9))))
    card = scene.cards[4]
    t.drag(card, auction)
    assert t.actions()[-1] == OfferPlant(4, 4)
    assert card.home == scene.plant_market.auction_place.at and at_home(card)
    for _ in range(3):  # the people pass until the bot's turn: nobody may move a piece
        if t.model.viewer() is None:
            break
        t.choose(Pass())
    assert t.model.viewer() is None
    stays_put(t, scene.cards[3], auction)
    assert t.message() == t.tr(Text("desktop.not_your_turn"))
    t.close()


# -- Roads & Boats: a tile of the build palette ------------------------------------------------

HOME = "hex:0,3/area:0"  # woods


@pytest.mark.realscreen
def test_roads_and_boats_palette_tiles_keep_the_contract(qtbot):
    t = RoadsBoatsTable(qtbot, roadsboats_session(3))
    t.wait_for(ANN)
    t.tap(HOME)  # Ann's start tile
    t.answer_until("movement")
    t.done()
    t.answer_until("building")
    piece = t.item("build:building:woodcutter")
    assert isinstance(piece, PieceItem)
    land = t.scene.layout.land
    wrong = next(  # a side of the map where the rules build no woodcutter
        e
        for e in sorted(t.scene.elements)
        if e.count("/") == 1
        and "/area:" in e
        and e.split("/")[0] in land
        and t.scene.dropped(piece, e) == []
    )
    meant = t.model.rules.intent(t.state, piece.piece_id, wrong)
    why = t.model.why_not(meant) if meant is not None else Text("desktop.drop_here")
    refused_slides_home(t, piece, t.item(wrong), t.tr(why))
    t.drag(piece, t.item(HOME))
    assert any(b.hex == "hex:0,3" for b in t.state.buildings)
    assert at_home(piece)  # back in the palette: the rules took the woodcutter, not the tile
    t.model.bots_paused = True  # Bob, the bot, waits when his turn comes
    t.choose(Done())
    assert t.model.viewer() is None
    stays_put(t, piece, t.item(HOME))
    assert t.message() == t.tr(Text("desktop.not_your_turn"))
    t.close()


# -- every title's pieces use the contract -----------------------------------------------------

# What the board decides for every piece: a title's piece class defines none of it itself.
BOARDS_OWN = {
    "movable",
    "set_movable",
    "held",
    "home",
    "home_scale",
    "rest_at",
    "settle",
    "mousePressEvent",
    "mouseMoveEvent",
    "pick_up",
    "carry",
    "slide_home",
}


def _title_modules() -> None:
    for info in pkgutil.walk_packages(desktop.games.__path__, "desktop.games."):
        importlib.import_module(info.name)


def _subclasses(cls: type) -> set[type]:
    found = set(cls.__subclasses__())
    for sub in list(found):
        found |= _subclasses(sub)
    return found


def test_no_title_piece_or_scene_overrides_the_contract():
    _title_modules()
    pieces = [c for c in _subclasses(PieceItem) if c.__module__.startswith("desktop.")]
    assert len(pieces) >= 9  # the hand's cards and every title's pieces
    own = {c.__qualname__: sorted(BOARDS_OWN & set(vars(c))) for c in pieces}
    assert {name: names for name, names in own.items() if names} == {}
    scenes = [c for c in _subclasses(BoardScene) if c.__module__.startswith("desktop.games.")]
    assert len(scenes) == 4
    assert [c.__qualname__ for c in scenes if "refresh" in vars(c)] == []


GAMES = ("powergrid", "brass-birmingham", "brass-lancashire", "barrage", "roads-and-boats")


@pytest.mark.parametrize("game", GAMES)
def test_a_piece_knocked_out_of_place_stands_at_its_home_after_a_refresh(qapp, game):
    """Every piece of the title's scene stands at the home its title gave it; moved away (as
    a drop the rules took leaves it), the next refresh brings it back."""
    model = SessionModel(played_by_bots(game, 3, moves=40, seed=4))
    model.bots_paused = True
    scene = TITLES[game].scene(model)
    pieces = [i for i in scene.items() if isinstance(i, PieceItem)]
    assert pieces and all(at_home(p) for p in pieces)
    homes = {p: QPointF(p.home) for p in pieces}
    for p in pieces:
        p.setPos(p.pos() + QPointF(300, -200))
    scene.refresh()
    assert [p for p in pieces if not at_home(p) or p.home != homes[p]] == []
