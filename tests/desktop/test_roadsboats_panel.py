"""The Roads & Boats panel and seats' zones in a plain scene, from a 4-player game played by
heuristic bots: the wonder shows exactly the state's bricks by colour; each zone's numbers are the
rules' (wealth as scoring counts it, transporters by domain, bricks, walls, research); the build
palette has a piece per thing the rules build, locked while its research is not done; every zone
shape the table gives, a desk's row or a table-top strip, holds the whole mat; the texts are the
table's language; an update is quick."""

from __future__ import annotations

import functools
import re
from collections import Counter

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from desktop.board.items import PieceItem
from desktop.board.palette import ACTIVE
from desktop.games.roadsboats import look
from desktop.games.roadsboats.panel import NEUTRAL, RoadsBoatsPanel
from desktop.games.roadsboats.scene import RoadsBoatsScene
from desktop.games.roadsboats.seats import SeatZone
from desktop.session_model import SessionModel
from rules.bots import make_bot
from rules.core.i18n import render
from rules.core.session import Session
from rules.core.state import clone
from rules.core.text import Text
from rules.roadsboats import scoring
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe import describe
from rules.roadsboats.state import (
    RoadsBoatsState,
    Wall,
    bricks_of,
    count_by_domain,
    new_transporter,
    wall_tokens,
)
from rules.roadsboats.wonder import end_brick

GAME, MAP, SEED = "roads-and-boats", "map:dead_sea", 1
STEPS = 700  # heuristic bots' actions: about turn 14, the wonder half built
# Zone sizes the table gives (along the seat's edge, towards the board): desks at 1920×1080
# (4, 3 players) and 1280×800, the acting seat's beside the prompt bar (too short for a strip:
# a shallow row); table-top strips at 1920 and 1280, a 2-player strip.
ROWS = {
    "desk-4p": (350.0, 220.0),
    "desk-3p": (450.0, 200.0),
    "desk-1280": (232.0, 196.0),
    "acting": (384.0, 108.0),
    "shallow": (480.0, 80.0),  # holdings on one line
}
STRIPS = {"strip-1920": (900.0, 120.0), "strip-1280": (640.0, 96.0), "strip-2p": (1920.0, 108.0)}
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


@functools.cache
def _played() -> RoadsBoatsState:
    session = Session(GAME, {"players": 4, "map": MAP}, SEED)
    for _ in range(STEPS):
        prompt = session.rules.prompt(session.state)
        assert prompt is not None, "the game ended early"
        bot = make_bot(GAME, "heuristic", SEED + prompt.seat)
        session.apply(bot.choose(session.rules, session.state, prompt.seat), by="bot")
    return session.state


@functools.cache
def _rich() -> RoadsBoatsState:
    """The played state with what bots seldom have so early: research done, every kind of
    transporter, many goods carried, walls."""
    state = clone(_played())
    first = state.players[0]
    first.research = ["research:rowing", "research:trucking", "research:new_shafts"]
    at = next(t.location for t in state.transporters if t.owner == first.colour)
    kinds = ["transporter:wagon", "transporter:truck", "transporter:raft", "transporter:steamer"]
    for kind in kinds:
        new_transporter(state, first.colour, kind, at)
    state.transporters[-1].cargo = ["good:gold", "good:gold", "good:coins", "good:stock"]
    state.transporters[-2].cargo = ["good:boards", "good:stone", "good:iron", "good:fuel"]
    state.transporters[-3].cargo = ["good:clay", "good:paper", "good:geese", "good:trunks"]
    state.walls["edge:0,0~0,1"] = Wall(first.colour, 2)
    state.walls["edge:1,0~1,1"] = Wall(state.players[1].colour, 1)
    return state


def _tr(lang: str):
    return lambda text: render(text, lang)


def _panel(state: RoadsBoatsState, lang: str = "en", acting: int | None = None):
    scene = QGraphicsScene()
    registry: dict = {}
    panel = RoadsBoatsPanel(scene, QPointF(0, 0), state, registry)
    panel.update(state, _tr(lang), lang, acting)
    return scene, panel, registry


def _image(scene: QGraphicsScene, source: QRectF, fill: QColor | None = None) -> QImage:
    """`source` of the scene at one pixel a unit (transparent where nothing is drawn)."""
    image = QImage(round(source.width()), round(source.height()), QImage.Format.Format_ARGB32)
    image.fill(fill if fill is not None else QColor(0, 0, 0, 0))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), source)
    painter.end()
    return image


def _alpha(image: QImage) -> np.ndarray:
    """Each pixel's alpha (a copy: the image's memory goes with it)."""
    bits = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), -1)
    return bits[:, : 4 * image.width()].reshape(image.height(), image.width(), 4)[..., 3].copy()


# -- the wonder --------------------------------------------------------------------------------


def test_the_wonder_shows_exactly_the_states_bricks_by_colour(qapp):
    state = _played()
    scene, panel, registry = _panel(state)
    assert registry["wonder"] is panel.wonder and describe(state, "wonder") is not None
    part = panel.parts["wonder"]
    image = _image(scene, part)
    places = panel.wonder.places
    assert len(places) == roads_boats_data().wonder.places
    seen: Counter[str | None] = Counter()
    players = {look.player(p.colour).rgb(): p.colour for p in state.players}
    for n, place in enumerate(places, start=1):
        at = QPointF(place.left() + 0.3 * place.width(), place.center().y()) - part.topLeft()
        colour = image.pixelColor(at.toPoint())
        if n <= len(state.wonder):
            brick = state.wonder[n - 1]
            want = look.player(brick) if brick is not None else NEUTRAL
            assert colour.rgb() == want.rgb(), f"place {n}"
            seen[brick] += 1
        else:
            assert colour.rgb() not in players and colour.rgb() != NEUTRAL.rgb(), f"place {n}"
    assert seen == Counter(state.wonder)
    for p in state.players:
        assert seen[p.colour] == bricks_of(state, p.colour)
    nxt = places[len(state.wonder)]
    frame = QPointF(nxt.center().x(), nxt.top() - 1) - part.topLeft()
    assert image.pixelColor(frame.toPoint()).rgb() == ACTIVE.rgb(), "the next place is framed"
    assert panel.wonder.look.end == end_brick(state)


def test_the_order_shows_the_temple_row_the_sequence_and_the_phase(qapp):
    state = _played()
    _, panel, registry = _panel(state)
    order = panel.order.look
    colour = {p.seat: look.player(p.colour).name() for p in state.players}
    assert order.temple == tuple(colour[s] for s in state.temple)
    assert order.sequence == tuple((colour[s], state.players[s].name) for s in state.sequence)
    assert order.phases[order.lit] == render(Text(f"roads-and-boats.phase.{state.phase}"), "en")
    assert "order" not in registry  # no element: the rules describe none


# -- the seats' zones --------------------------------------------------------------------------


def _zones(state: RoadsBoatsState, size=(450.0, 200.0), lang: str = "en", acting: int = 0):
    scene = QGraphicsScene()
    scene.elements = {}  # a BoardScene's registry
    zones = [SeatZone(scene, s, QRectF(0, s * 400, *size)) for s in state.seats]
    for zone in zones:
        zone.update(state, _tr(lang), lang, zone.seat == acting)
    return scene, zones


@pytest.mark.parametrize("made", [_played, _rich], ids=["played", "rich"])
def test_each_zone_counts_as_the_rules_do(qapp, made):
    state = made()
    scene, zones = _zones(state)
    data = roads_boats_data()
    for zone in zones:
        seat, p = zone.seat, state.players[zone.seat]
        mat = zone.frame.look
        assert mat.place == state.sequence.index(seat) + 1 and mat.acting == (seat == 0)
        wealth, bricks, walls = (cell.value for cell in mat.cells)
        assert int(wealth) == scoring.wealth(state, seat)["total"]
        assert int(bricks) == bricks_of(state, p.colour)
        assert int(walls) == wall_tokens(state, p.colour)
        held = zone.holdings.look
        n = count_by_domain(state, p.colour)
        limits = data.limits
        assert held.counts == (
            f"{n['land']}/{limits.land}",
            f"{n['water']}/{limits.water}",
            f"{n['total']}/{limits.total}",
        )
        mine = [t for t in state.transporters if t.owner == p.colour]
        assert dict(held.kinds) == Counter(t.kind for t in mine)
        assert {g: k for g, _, k in held.goods} == Counter(g for t in mine for g in t.cargo)
        research = zone.research.look
        assert [done for _, done in research.slots] == [s in p.research for s in data.research]
        assert scene.elements[f"player:{seat}"] is zone.frame
        assert scene.elements[f"research:{p.colour}"] is zone.research
        assert describe(state, f"research:{p.colour}") is not None


@pytest.mark.parametrize("shape", [*ROWS, *STRIPS])
def test_every_zone_shape_holds_the_whole_mat(qapp, shape):
    state = _rich()
    size = {**ROWS, **STRIPS}[shape]
    scene, zones = _zones(state, (300.0, 300.0))
    zone = zones[0]  # every kind of transporter, many goods, acting (framed wide)
    rect = QRectF(0, 0, *size)
    zone.lay_out(rect)
    zone.update(state, _tr("en"), "en", True)
    assert zone.rect == rect and zone.frame.strip == (shape in STRIPS)
    held, research = zone.holdings.rect, zone.research.rect
    body = zone.frame.body
    assert body.contains(held) and body.contains(research)
    assert not held.intersects(research)
    for other in zones[1:]:
        for item in (other.frame, other.holdings, other.research):
            item.setVisible(False)
    margin = QRectF(rect).adjusted(-30, -30, 30, 30)
    inside = rect.adjusted(-3, -3, 3, 3).translated(30, 30)
    alpha = _alpha(_image(scene, margin))
    outside = alpha.copy()
    outside[
        round(inside.top()) : round(inside.bottom()), round(inside.left()) : round(inside.right())
    ] = 0
    assert not outside.any(), "drawn outside the zone"
    for item, box in ((zone.holdings, held), (zone.research, research)):
        zone.frame.setVisible(False)
        for other in (zone.holdings, zone.research):
            other.setVisible(other is item)
        alpha = _alpha(_image(scene, margin))
        inner = box.adjusted(-2, -2, 2, 2).translated(30, 30)
        alpha[
            round(inner.top()) : round(inner.bottom()), round(inner.left()) : round(inner.right())
        ] = 0
        assert not alpha.any(), f"{type(item).__name__} spills out of its place"


# -- the build palette -------------------------------------------------------------------------


def test_the_palette_has_a_piece_per_thing_the_rules_build(qapp):
    state = _played()
    _, panel, registry = _panel(state)
    data = roads_boats_data()
    constructions = {
        "build:road": "construction:road",
        "build:bridge": "construction:bridge",
        "build:wall": "construction:wall",
        "build:demolish": "construction:demolition",
        "build:new_shaft": "construction:new_shaft",
    }
    assert set(data.constructions) == set(constructions.values())
    expected = {f"build:{b}" for b in data.buildings} | set(constructions)
    assert set(panel.tiles) == expected
    part = panel.parts["build"]
    for piece, tile in panel.tiles.items():
        assert isinstance(tile, PieceItem) and tile.piece_id == tile.element_id == piece
        assert registry[piece] is tile
        assert part.contains(tile.sceneBoundingRect())
        kind = piece.removeprefix("build:")
        if kind in data.buildings:
            cost = data.buildings[kind].cost
            name = render(Text(f"roads-and-boats.building.{kind.partition(':')[2]}"), "en")
        else:
            cost = data.constructions[constructions[piece]].cost_for(1)
            name = look.name(constructions[piece], "en")
        assert tile.look.name == name
        assert {g: int(n.rstrip("+")) for g, _, n in tile.look.cost} == dict(cost)
    boxes = [t.sceneBoundingRect().adjusted(2, 2, -2, -2) for t in panel.tiles.values()]
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])


def test_the_palette_locks_what_the_seat_to_act_has_not_researched(qapp):
    state = _rich()  # seat 0 researched trucking and new shafts, seat 1 nothing
    _, panel, _ = _panel(state, acting=0)
    assert not panel.tiles["build:building:truck_factory"].look.locked
    assert not panel.tiles["build:new_shaft"].look.locked
    assert panel.tiles["build:building:oil_rig"].look.locked  # drilling
    panel.update(state, _tr("en"), "en", 1)
    assert panel.tiles["build:building:truck_factory"].look.locked
    assert not panel.tiles["build:building:sawmill"].look.locked
    panel.update(state, _tr("en"), "en", None)  # nobody acts: nothing locked
    assert not any(t.look.locked for t in panel.tiles.values())


def test_a_tile_the_rules_took_goes_home_at_the_next_refresh(qapp):
    model = SessionModel(Session(GAME, {"players": 4, "map": MAP}, SEED))
    model.bots_paused = True
    scene = RoadsBoatsScene(model)
    tile = scene.panel.tiles["build:road"]
    home = tile.pos()
    assert tile.home == home  # the palette's place, given by its `rest_at`
    tile.setPos(home + QPointF(-900, 300))  # dropped on the map, the road built
    scene.refresh()  # the board settles every piece not in hand at its home
    assert tile.pos() == home


# -- words and speed -----------------------------------------------------------------------------


def test_korean_reads_korean_everywhere(qapp):
    state = _rich()
    _, panel, _ = _panel(state, "ko", acting=0)
    _, zones = _zones(state, lang="ko")
    said = [panel.wonder.look.turn, panel.wonder.look.phase, *panel.wonder.look.legend]
    said += [*panel.order.look.phases, *panel.order.look.labels, panel.palette.title.look]
    said += [t.look.name for t in panel.tiles.values()]
    for zone in zones:
        said += [c.label for c in zone.frame.look.cells]
        said += [*zone.holdings.look.domains, *zone.holdings.look.empty]
        said += [name for name, _ in zone.research.look.slots] + [zone.research.look.caption]
    for words in said:
        assert words and "roads-and-boats." not in words and "{" not in words, words
        assert not LATIN_WORD.search(words), words


def test_the_start_and_the_end_of_a_game_show_too(qapp):
    start = Session(GAME, {"players": 2, "map": MAP}, SEED).state  # start tiles being chosen
    _, panel, _ = _panel(start, acting=0)
    _, zones = _zones(start)
    assert panel.wonder.look.bricks == () and panel.order.look.lit == -1
    assert all(z.holdings.look.kinds == () and z.holdings.look.goods == () for z in zones)
    assert [z.frame.look.cells[0].value for z in zones] == ["0", "0"]  # no wealth yet
    over = clone(_played())
    over.over = True
    _, panel, _ = _panel(over)
    for part in panel.parts.values():  # paints without a next place
        _image(panel.scene, part)
