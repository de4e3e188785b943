"""The Roads & Boats map drawn by our own code (desktop/games/roadsboats/layout.py, mapitems.py):
every tile, area, building, transporter, road, wall, bridge and goods pile of a played game has
one item with the rules' id; the areas are the rules' polygons; pieces stand inside their place
without overlapping; piles show their counts; a refresh after one more action moves only what
that action changed; the map paints each thing in its colours."""

from __future__ import annotations

import functools
import itertools
from collections import Counter

import numpy as np
import pytest
import shapely
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene
from shapely.geometry import Point, Polygon

from desktop.board.items import BoardItem, PieceItem
from desktop.board.room import Unit, assign
from desktop.board.scene import BoardScene
from desktop.games.roadsboats import look, pieces, tiles
from desktop.games.roadsboats.layout import MapLayout, lay_out_map
from desktop.games.roadsboats.mapitems import MapItems
from desktop.session_model import SessionModel
from rules.bots import make_bot
from rules.core.session import Session
from rules.core.state import clone
from rules.roadsboats.movement import Move
from rules.roadsboats.setup import board_of
from rules.roadsboats.state import Building, RoadsBoatsState, Wall, new_transporter

GAME, MAP, SEED = "roads-and-boats", "map:dead_sea", 1
STEPS = 150


def _bot_action(session: Session):
    prompt = session.rules.prompt(session.state)
    assert prompt is not None, "the game ended early"
    bot = make_bot(GAME, "heuristic", SEED + prompt.seat)
    return bot.choose(session.rules, session.state, prompt.seat)


@functools.cache
def _played() -> Session:
    """4 players after STEPS heuristic bot actions (cached: treat as read-only)."""
    session = Session(GAME, {"players": 4, "map": MAP}, SEED)
    for _ in range(STEPS):
        session.apply(_bot_action(session), by="bot")
    return session


def _with_all_kinds(state: RoadsBoatsState) -> RoadsBoatsState:
    """The played state with what bots seldom make so early: walls (a neutral one too), a
    bridge, boats in a river, at sea and docked, one carrying a donkey, an oil rig."""
    out = clone(state)
    board = board_of(out)
    colours = [p.colour for p in out.players]
    for i, edge in enumerate(board.wall_sites[3:40:9]):
        out.walls[edge] = Wall(colours[i % 4] if i else None, 1 + i)
    river = next(h for h in sorted(board.land) if len(board.land[h].edges) >= 2)
    out.bridges[river.id] = [board.land[river].edges[0]]
    boat = new_transporter(out, colours[0], "transporter:rowboat", f"river:{river.q},{river.r}")
    boat.cargo = ["good:boards", "good:boards", "good:stone"]
    sea = sorted(board.sea)[0]
    steamer = new_transporter(out, colours[1], "transporter:steamer", f"sea:{sea.q},{sea.r}")
    new_transporter(out, colours[1], "transporter:donkey", f"carried:{steamer.id}")
    half, area = next(iter(board.docks.items()))
    docked = new_transporter(out, colours[2], "transporter:raft", f"dock:{half.id}")
    far = half.edge.other(area.hex)
    docked.docked_from = f"sea:{far.q},{far.r}"
    rig = sorted(board.sea)[-1]
    out.buildings.append(
        Building(f"building:oil_rig@{rig.id}", "building:oil_rig", rig.id, f"rig:{rig.q},{rig.r}")
    )
    out.goods[f"rig:{rig.q},{rig.r}"] = {"good:fuel": 2}
    return out


@functools.cache
def _state() -> RoadsBoatsState:
    return _with_all_kinds(_played().state)


def _map(state: RoadsBoatsState, size: tuple[int, int] = (1600, 1000)):
    scene = QGraphicsScene()
    items = MapItems(lay_out_map(board_of(state), *size))
    items.add_to(scene)
    items.update(state)
    return scene, items


def _named(scene: QGraphicsScene) -> list[str]:
    return [i.element_id for i in scene.items() if isinstance(i, BoardItem)]


def _expected_ids(state: RoadsBoatsState) -> set[str]:
    board = board_of(state)
    ids = {h.id for h in board.tile}
    ids |= {a.id for h in board.land for a in board.areas_of(h)}
    ids |= {b.id for b in state.buildings} | {t.id for t in state.transporters}
    ids |= set(board.road_sites) | set(board.wall_sites)  # targets, drawn once built
    ids |= {f"{place}/{good}" for place, pile in state.goods.items() for good in pile}
    ids |= {f"{t.id}/{good}" for t in state.transporters for good in t.cargo}
    ids |= {MapLayout.bridge_id(h, arm) for h, arms in state.bridges.items() for arm in arms}
    return ids


def test_every_thing_on_the_map_has_one_item_with_its_id(qapp):
    state = _state()
    scene, _ = _map(state)
    named = _named(scene)
    assert len(named) == len(set(named)), "an id named twice"
    board = board_of(state)
    places = {f"sea:{h.q},{h.r}" for h in board.sea}
    places |= {f"river:{h.q},{h.r}" for h, river in board.land.items() if river.edges}
    places |= {f"dock:{half.id}" for half in board.docks}
    assert set(named) == _expected_ids(state) | places
    for item in scene.items():
        if isinstance(item, PieceItem):  # a piece is dragged by its own id
            assert item.piece_id == item.element_id
    assert {t.id for t in state.transporters} <= {
        i.element_id for i in scene.items() if isinstance(i, PieceItem)
    }


def test_the_rules_explain_every_element_but_the_boats_places(qapp):
    state = _state()
    scene, _ = _map(state)
    rules = _played().rules
    told = set(rules.element_ids(state)) - {"wonder"}
    # the seats' research tables and mats and the build palette are no part of the map
    told = {i for i in told if not i.startswith(("research:", "player:", "build:"))}
    assert told <= set(_named(scene))
    home = state.players[0].home_area
    for element_id in (home, home.partition("/")[0], state.transporters[0].id):
        assert rules.describe(state, element_id) is not None, element_id


def _polygon(item: BoardItem) -> Polygon:
    points = item.mapToScene(item.shape()).toFillPolygon()
    return Polygon([(p.x(), p.y()) for p in points]).buffer(0)


def test_areas_are_the_rules_polygons_and_tile_each_hex(qapp):
    state = _state()
    _, items = _map(state)
    out, board = items.layout, board_of(state)
    for h in board.land:
        parts = []
        for area in board.areas_of(h):
            item = items.areas[area.id]
            middle = out.area_polygons[area.id].representative_point()
            assert item.shape().contains(QPointF(middle.x, middle.y)), area.id
            parts.append(_polygon(item))
        hexagon = out.tile_polygons[h.id]
        union = shapely.union_all(parts)
        assert union.symmetric_difference(hexagon).area < 1e-6 * hexagon.area, h.id
        assert sum(p.area for p in parts) == pytest.approx(hexagon.area, rel=1e-6)
    # a press on an area finds the area, not the tile under it
    area = next(iter(items.areas.values()))
    assert area.zValue() > items.tiles[area.element_id.partition("/")[0]].zValue()


def test_pieces_stand_inside_their_place(qapp):
    state = _state()
    _, items = _map(state)
    out = items.layout
    for t in state.transporters:
        item = items.transporters[t.id]
        centre = item.mapToScene(item.shape().boundingRect().center())
        at = Point(centre.x(), centre.y())
        kind, _, rest = t.location.partition(":")
        if kind == "hex":
            plate = _polygon(item)
            assert out.area_polygons[t.location].contains(at), t.id
            assert out.area_polygons[t.location].buffer(1.0).contains(plate), t.id
        elif kind == "river":
            assert out.arm_lines[f"hex:{rest}"].distance(at) < 1.0, t.id
        elif kind == "sea":
            assert out.tile_polygons[f"hex:{rest}"].contains(at), t.id
        elif kind == "dock":
            assert out.dock_polygons[t.location].contains(at), t.id
        else:  # carried: small, on its carrier
            carrier = items.transporters[rest]
            assert item.scale() < 1
            assert carrier.sceneBoundingRect().intersects(item.sceneBoundingRect())
    for place, pile in state.goods.items():
        for good in pile:
            item = items.goods[f"{place}/{good}"]
            at = item.pos()
            if place.startswith("rig:"):
                hexagon = out.tile_polygons["hex:" + place.removeprefix("rig:")]
                assert hexagon.contains(Point(at.x(), at.y()))
            else:
                assert out.area_polygons[place].buffer(1.0).contains(_polygon(item)), place


def test_units_of_a_place_never_overlap(qapp):
    """However many come, each gets a box of its own on the place's lattice, inside its room,
    until the room is full; the next finds none (and is laid over the others)."""
    out = lay_out_map(board_of(_state()))
    for place in list(out.area_polygons)[:12]:
        room = out.room(place)
        units = [Unit(f"u{i}", 1 + i % 2) for i in range(room.capacity + 2)]
        got = assign(room, units, {})
        boxes = [room.box(*spot[:3]) for spot in got.values() if spot is not None]
        assert len(boxes) >= min(room.capacity // 2, len(units))
        for a, b in itertools.combinations(boxes, 2):
            common = a.intersected(b)
            assert min(common.width(), common.height()) < 1e-6  # at most touching
        for spot in got.values():
            if spot is not None:
                r = room.box(*spot[:3])
                assert out.polygon(place).contains(Point(r.center().x(), r.center().y()))
        # what stayed keeps its box when others come and go
        again = assign(room, units[1:], got)
        assert all(again[u.key] == got[u.key] for u in units[1:] if got[u.key] is not None)


def test_piles_and_cargo_show_their_counts(qapp):
    state = _state()
    _, items = _map(state)
    marks = look.good_marks("en")
    for place, pile in state.goods.items():
        for good, n in pile.items():
            shown = items.goods[f"{place}/{good}"].look
            assert (shown.good, shown.count, shown.mark) == (good, n, marks[good])
    for t in state.transporters:
        for good in set(t.cargo):
            assert items.goods[f"{t.id}/{good}"].look.count == t.cargo.count(good)
    assert len(set(marks.values())) == len(marks)  # every good's mark is its own


def _contents(state: RoadsBoatsState) -> dict[str, tuple]:
    """What lies and stands at each place."""
    out: dict[str, list] = {}
    for place, pile in state.goods.items():
        out.setdefault(place, []).append(tuple(sorted(pile.items())))
    for t in state.transporters:
        out.setdefault(t.location, []).append((t.id, tuple(sorted(t.cargo))))
    for b in state.buildings:
        out.setdefault(b.area, []).append(b.id)
    return {place: tuple(sorted(map(str, things))) for place, things in out.items()}


def _place_of(element_id: str, state: RoadsBoatsState) -> str | None:
    if element_id.startswith("transporter:"):
        tid = element_id.partition("/")[0]
        t = next((x for x in state.transporters if x.id == tid), None)
        return t.location if t else None
    if "/good:" in element_id:
        return element_id.rpartition("/good:")[0]
    b = next((x for x in state.buildings if x.id == element_id), None)
    return b.area if b else None


def test_a_refresh_after_one_more_action_moves_only_what_changed(qapp):
    session = Session(GAME, {"players": 4, "map": MAP}, SEED)
    for _ in range(STEPS):
        session.apply(_bot_action(session), by="bot")
    scene, items = _map(session.state)
    for _ in range(400):  # on to a bot's move that goes somewhere
        action = _bot_action(session)
        if isinstance(action, Move) and len(set(action.path)) > 1:
            break
        session.apply(action, by="bot")
        items.update(session.state)
    else:
        pytest.fail("no move in 400 actions")
    before = clone(session.state)
    seen = {i.element_id: (i.pos(), i.look) for i in scene.items() if isinstance(i, BoardItem)}
    session.apply(action, by="bot")
    after = session.state
    items.update(after)
    now = {i.element_id: (i.pos(), i.look) for i in scene.items() if isinstance(i, BoardItem)}
    old, new = _contents(before), _contents(after)
    touched = {p for p in old.keys() | new.keys() if old.get(p) != new.get(p)}
    moved = items.transporters[action.transporter]
    assert seen[action.transporter][0] != moved.pos()  # it went
    for element_id, (pos, shown) in seen.items():
        if element_id not in now:
            continue
        places = {_place_of(element_id, before), _place_of(element_id, after)} - {None}
        if places and not places & touched:
            assert now[element_id] == (pos, shown), element_id


# What lies solidly on the map: pixels under one of these show it, not what lies below. (The
# areas and road sites are bare targets; the rivers and home marks are drawn over the tiles'
# ground in part only, and their items' shapes are their bounding rects.)
SOLID = (
    tiles.Tile,
    tiles.Road,
    tiles.Bridge,
    tiles.Wall,
    pieces.Building,
    pieces.Piece,
    pieces.Goods,
)


def _solid(item: QGraphicsItem) -> bool:
    """Whether the item hides what lies under it: a road or wall site only once built."""
    if isinstance(item, tiles.Road | tiles.Wall) and not getattr(item, "look", None):
        return False
    return isinstance(item, SOLID)


def _colour_of(item: QGraphicsItem) -> QColor | None:
    """The colour an item shows over much of itself (desktop/games/roadsboats/look.py): a tile
    its terrain's, a transporter's plate and a wall's tokens their owner's, a pile its good's,
    a built road the road's; None for anything else or what is not there (an empty site)."""
    shown = getattr(item, "look", None)
    if isinstance(item, tiles.Tile):
        return look.TERRAIN[shown.terrain]
    if isinstance(item, pieces.Piece | tiles.Wall) and shown is not None:
        return look.player(shown.owner)
    if isinstance(item, pieces.Goods) and shown is not None:
        return look.good_colour(shown.good)
    if isinstance(item, tiles.Road) and shown:
        return look.ROAD
    return None


def _rendered(scene: QGraphicsScene, w: int, h: int) -> np.ndarray:
    """The scene drawn 1:1 into a w × h picture, as 0xRRGGBB per pixel."""
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, w, h), QRectF(0, 0, w, h))
    painter.end()
    return np.frombuffer(image.constBits(), np.uint32).reshape(h, w) & 0xFFFFFF


def _covered(items: list[QGraphicsItem], w: int, h: int, inset: float = 0.0) -> np.ndarray:
    """The pixels inside the items' shapes (`inset`: not within that of their outline, where
    the edge and the anti-aliasing are)."""
    mask = QImage(w, h, QImage.Format.Format_Grayscale8)
    mask.fill(0)
    painter = QPainter(mask)
    for item in items:
        shape = item.mapToScene(item.shape())
        painter.fillPath(shape, QColor("#ffffff"))
        if inset:
            painter.strokePath(shape, QPen(QColor("#000000"), 2 * inset))
    painter.end()
    lines = np.frombuffer(mask.constBits(), np.uint8).reshape(h, mask.bytesPerLine())
    return lines[:, :w] > 0


def test_the_map_paints_each_thing_in_its_colours_at_both_screens(qapp):
    """Rendered whole (every item paints: an exception in a paint takes the app down), each
    tile shows its terrain's colour over most of its ground, and each transporter, goods pile,
    wall and built road its owner's, its good's or the road's colour over a good part of what
    nothing else covers: the right colour in the right place, on top where it should be."""
    state = _state()
    for w, h in ((1920, 1080), (1280, 800)):
        scene, _ = _map(state, (w, h))
        pixels = _rendered(scene, w, h)
        shown = [i for i in scene.items() if i.isVisible()]  # topmost first
        checked: Counter[str] = Counter()
        for n, item in enumerate(shown):
            colour = _colour_of(item)
            if colour is None:
                continue
            own = _covered([item], w, h, inset=2)
            free = own & ~_covered([i for i in shown[:n] if _solid(i)], w, h)
            if free.sum() < own.sum() / 2:
                continue  # mostly under another piece (a stack's lower plates)
            share = (pixels[free] == colour.rgb() & 0xFFFFFF).mean()
            # exact colours: a wrong one matches next to no pixel, so a few per cent already
            # say the part is there (a plate is much silhouette, a chip picture and count)
            least = 0.5 if isinstance(item, tiles.Tile) else 0.08
            assert share >= least, (item.element_id, colour.name(), round(share, 2), (w, h))
            if isinstance(item, pieces.Piece | tiles.Wall):  # and no other seat's colour
                others = [c.rgb() & 0xFFFFFF for c in look.PLAYER.values() if c != colour]
                assert not np.isin(pixels[free], others).any(), (item.element_id, (w, h))
            checked[type(item).__name__] += 1
        assert checked["Tile"] == len(board_of(state).tile)
        assert checked["Piece"] >= 10 and checked["Goods"] >= 10 and checked["Wall"] >= 4, checked


def test_sizes_keep_pieces_pressable_and_counts_readable():
    """A piece about 9 mm wide on a 1920×1080 table (the 1600×1000 map zoomed to fill it), a
    little smaller on a 1280×800 one; a pile's count in type of 14 px at least."""
    for size, least in (((1600, 1000), 32), ((1280, 800), 25)):
        z = lay_out_map(board_of(_state()), *size).sizes
        assert z.piece_w >= least and z.piece_h >= 0.75 * least
        assert 0.76 * z.chip_h >= 13.9


class _MapScene(BoardScene):
    """The least board scene a title would write around the map."""

    def build(self) -> None:
        self.map = MapItems(lay_out_map(board_of(self.model.view())))
        self.map.add_to(self)

    def refresh(self) -> None:
        self.map.update(self.model.view())


def test_in_a_board_scene_the_elements_tell_their_tooltips(qapp):
    session = Session(GAME, {"players": 4, "map": MAP}, SEED)
    for _ in range(40):
        session.apply(_bot_action(session), by="bot")
    scene = _MapScene(SessionModel(session))
    state = session.state
    assert set(scene.elements) >= _expected_ids(state)
    home = state.players[0].home_area
    for element_id in (home, home.partition("/")[0], state.transporters[0].id):
        assert scene.tooltip(element_id), element_id
    assert {h.id for h in board_of(state).tile} <= set(scene.elements)
