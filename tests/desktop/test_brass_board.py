"""The Brass board scene, for both maps (Birmingham and Lancashire, one scene drawn from each
map's data): every element the rules name has an item and no item names anything else; every
tooltip reads in English and Korean; tiles built in a game sit at their slot in their owner's
colour with their level; routes show the era's kind; the map fits its rect with towns where the
data puts them; a refresh is quick."""

from __future__ import annotations

import functools
import re

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.games.brass import look
from desktop.games.brass.mapitems import EmptyLook, RouteItem, SlotItem
from desktop.games.brass.scene import BrassScene
from desktop.session_model import SessionModel
from rules.brass.core import resources
from rules.core.i18n import catalog
from rules.core.session import Session
from rules.playout import make_bots

GAMES = ("brass-birmingham", "brass-lancashire")
STAGES = {"set-up": 0, "canal": 120, "rail": 300}  # heuristic bots' actions from the start
SEED = 7


@functools.cache
def _played(game: str, steps: int) -> Session:
    """A 4-player game after `steps` actions of heuristic bots (cached: treat as read-only)."""
    session = Session(game, {"players": 4}, SEED)
    bots = make_bots(game, SEED, ["heuristic"] * 4)
    for _ in range(steps):
        prompt = session.rules.prompt(session.state)
        assert prompt is not None, "the game ended early"
        session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
    return session


def _fresh(game: str, steps: int) -> Session:
    """The same position in a session of its own (for tests that play on)."""
    session = Session(game, {"players": 4}, SEED)
    for action in _played(game, steps).actions:
        session.apply(action)
    return session


def _scene(game: str, stage: str, lang: str = "en") -> BrassScene:
    return BrassScene(SessionModel(_played(game, STAGES[stage]), lang=lang))


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_element_has_an_item_and_every_item_an_element(qapp, game, stage):
    scene = _scene(game, stage)
    named = set(scene.model.rules.element_ids(scene.model.view()))  # as the table shows it
    assert named == set(scene.elements)
    for element_id, item in scene.elements.items():
        assert item.element_id == element_id
        assert item.scene() is scene


def _raw_key() -> re.Pattern[str]:
    prefixes = sorted({key.split(".")[0] for key in catalog("en")}, key=len, reverse=True)
    return re.compile(rf"(?<![\w-])(?:{'|'.join(map(re.escape, prefixes))})\.[a-z0-9_]")


@pytest.mark.parametrize("lang", ("en", "ko"))
@pytest.mark.parametrize("game", GAMES)
def test_every_tooltip_reads(qapp, game, lang):
    raw = _raw_key()
    hangul = re.compile("[\uac00-\ud7a3]")
    for stage in ("set-up", "rail"):
        scene = _scene(game, stage, lang)
        for element_id in scene.elements:
            said = scene.tooltip(element_id)
            assert said.strip(), element_id
            assert not raw.search(said), (element_id, said)
            assert "{" not in said and "}" not in said, (element_id, said)
            if lang == "ko":
                assert hangul.search(said), (element_id, said)


@pytest.mark.parametrize("game", GAMES)
def test_the_board_speaks_the_table_language(qapp, game):
    scene = _scene(game, "canal", "ko")
    hangul = re.compile("[\uac00-\ud7a3]")
    names = [item.look.name for item in scene.locations.values()]
    assert all(hangul.search(name) for name in names), names
    assert hangul.search(scene.markets["coal"].look.title)
    assert hangul.search(scene.era.look.era)
    scene.model.lang = "en"
    scene.refresh()
    assert not any(hangul.search(item.look.name) for item in scene.locations.values())


@pytest.mark.parametrize("stage", ("canal", "rail"))
@pytest.mark.parametrize("game", GAMES)
def test_built_tiles_sit_in_their_slot_in_their_owners_colour(qapp, game, stage):
    scene = _scene(game, stage)
    state = scene.model.state
    assert state.tiles, "the position has tiles on the board"
    board = scene.board
    for slot, item in scene.slots.items():
        tile = state.tiles.get(slot)
        card = scene.locations[board.slots[slot].location]
        assert card.sceneBoundingRect().contains(item.sceneBoundingRect().center())
        if tile is None:
            assert item.look == EmptyLook(board.slots[slot].industries), slot
            continue
        shown = item.look
        assert shown is not None, slot
        assert (shown.industry, shown.level, shown.owner) == (tile.industry, tile.level, tile.owner)
        assert QColor(shown.colour) == QColor(state.players[tile.owner].colour)
        assert (shown.flipped, shown.cubes) == (tile.flipped, tile.cubes)
    flipped = [s for s, t in state.tiles.items() if t.flipped]
    assert flipped, "some tile has flipped"
    # The owner's colour is on the board where the tile stands.
    slot = flipped[0]
    item = scene.slots[slot]
    image = _render(scene, item.sceneBoundingRect())
    colour = QColor(state.players[state.tiles[slot].owner].colour)
    edge = image.pixelColor(2 + 2, image.height() // 2)  # inside the tile's frame, left
    assert _near(edge, colour), (edge.name(), colour.name())


@pytest.mark.parametrize("game", GAMES)
def test_routes_show_the_eras_kind(qapp, game):
    seen = {}
    for stage in ("canal", "rail"):
        scene = _scene(game, stage)
        state = scene.model.state
        assert state.era == stage
        for link_id, route in scene.routes.items():
            allowed = scene.board.links[link_id]
            assert route.lit() == ((stage,) if allowed.allowed(stage) else ())
            owner = state.links.get(link_id)
            expected = None if owner is None else state.players[owner].colour
            assert route.look.owner == expected
        assert state.links, "links are built in this position"
        both = next(
            r
            for i, r in scene.routes.items()
            if len(scene.board.links[i].ends) == 2 and len(r.kinds) == 2 and i not in state.links
        )
        seen[stage] = {kind: _way_colour(scene, both, kind) for kind in ("canal", "rail")}
    # The era's own kind is drawn bright, the other faded: canal water in the Canal Era,
    # the dark railway in the Rail Era.
    assert _near(seen["canal"]["canal"], look.CANAL_LIGHT)
    assert _near(seen["rail"]["rail"], look.RAIL)
    assert not _near(seen["rail"]["canal"], look.CANAL_LIGHT)
    assert not _near(seen["canal"]["rail"], look.RAIL)


def _way_colour(scene: BrassScene, route: RouteItem, kind: str) -> QColor:
    """The colour at the middle of a route's canal or railway, a quarter of the way along."""
    line = route.line
    by = -4.5 if kind == "canal" else 4.5
    nx, ny = -line.dy() / line.length() * by, line.dx() / line.length() * by
    at = line.pointAt(0.25) + QPointF(nx, ny)
    box = QRectF(at.x() - 10, at.y() - 10, 20, 20)
    return _render(scene, box).pixelColor(10, 10)


def _render(scene: BrassScene, box: QRectF) -> QImage:
    """The scene in `box`, one pixel a scene unit."""
    image = QImage(round(box.width()), round(box.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), box)
    painter.end()
    return image


def _painted(item: SlotItem) -> QImage:
    """The item alone, painted as the scene paints it, one pixel a scene unit."""
    box = item.boundingRect()
    image = QImage(round(box.width()), round(box.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(-box.topLeft())
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return image


def _colours(image: QImage) -> list[QColor]:
    return [
        image.pixelColor(x, y)
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
        if image.pixelColor(x, y).alpha() == 255
    ]


@pytest.mark.parametrize("game", GAMES)
def test_every_empty_slot_shows_the_icons_of_the_industries_it_accepts(qapp, game):
    """As the printed board does, so that "this slot does not show the Iron Works icon" can be
    checked by eye (an item with no look draws nothing: the towns were blank boxes)."""
    scene = _scene(game, "set-up")
    board = scene.board
    for slot, item in scene.slots.items():
        accepted = board.slots[slot].industries
        assert item.look == EmptyLook(accepted), slot
        colours = _colours(_painted(item))
        assert len(colours) > 0.5 * item.rect.width() * item.rect.height() / 4, slot
        for industry in accepted[:2]:  # as printed: two icons at most
            assert any(_near(c, look.INDUSTRY[industry], 12) for c in colours), (slot, industry)


def _near(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


@pytest.mark.parametrize("game", GAMES)
def test_the_map_fits_its_rect_with_towns_where_the_data_has_them(qapp, game):
    scene = _scene(game, "canal")
    board, cards = scene.board, scene.map.cards
    frame = scene.map_rect()
    assert scene.board_rect().contains(frame)
    map_items = [
        item
        for element_id, item in scene.elements.items()
        if element_id.split(":")[0] in ("loc", "slot", "link", "merchant", "distant")
    ]
    for item in map_items:
        assert frame.contains(item.sceneBoundingRect()), item.element_id
    for name, part in scene.panel_parts().items():
        assert not part.intersects(scene.board_rect()), name
    for seat in range(4):
        zone = scene.seat_rect(seat)
        assert zone is not None and not zone.intersects(scene.board_rect())
        assert all(not zone.intersects(part) for part in scene.panel_parts().values())
    # No two cards overlap, and a card lies east (south) of another where the data puts it
    # clearly east (south) of it.
    locs = list(board.locations.values())
    for i, a in enumerate(locs):
        for b in locs[i + 1 :]:
            assert not cards[a.id].intersects(cards[b.id]), (a.id, b.id)
            ca, cb = cards[a.id].center(), cards[b.id].center()
            if abs(b.x - a.x) >= 16:
                assert (cb.x() > ca.x()) == (b.x > a.x), (a.id, b.id)
            if abs(b.y - a.y) >= 16:
                assert (cb.y() > ca.y()) == (b.y > a.y), (a.id, b.id)
    # Legible at a table: the map is wider than tall, as a screen is, and a town's name is
    # at least 11 pixels tall where the map fills 1280×800's share of the board.
    assert frame.width() >= frame.height()
    scale = min(1280 * 0.62 / frame.width(), 800 * 0.72 / frame.height())
    assert look.NAME_PX * scale >= 11


@pytest.mark.parametrize("game", GAMES)
def test_each_market_says_what_the_next_cube_costs_or_that_it_is_empty(qapp, game):
    """Under a market with cubes, the price of the next one bought; under an empty one, what
    every cube costs ("Empty: £5 a cube" stood under a full market)."""
    session = _fresh(game, 0)
    model = SessionModel(session, lang="en")
    scene = BrassScene(model)
    for resource, item in scene.markets.items():
        price = resources.buy_price(scene.board, session.state, resource, 1)
        assert session.state.markets[resource] > 0
        assert item.look.empty == f"Next cube: £{price}"
        session.state.markets[resource] = 0
    scene.refresh()
    for resource, item in scene.markets.items():
        empty = scene.board.markets[resource].empty_price
        assert item.look.empty == f"Empty: £{empty} a cube"
    model.lang = "ko"
    scene.refresh()
    assert all(item.look.empty.startswith("비었을 때 개당 £") for item in scene.markets.values())
