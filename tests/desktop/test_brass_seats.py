"""The Brass player mats, one in each seat's zone (issue 13, item 3): each industry shows exactly
the tiles the rules say are left, lowest first, with the numbers the data prints for them; the
top tile of each is the piece `mat:<industry>` (the links the piece `link`), movable only by the
seat whose gestures the table takes; a hand shows its faces to the seat looking only, a pile and
its size to everyone else, and no other seat's card is named anywhere in the scene; every zone
shape the table gives (a desk's row, a table-top strip, a short one) holds the whole mat; a
refresh stays quick."""

from __future__ import annotations

import functools

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView

from desktop.board.hand import CardItem, Hand, PileItem
from desktop.board.items import PieceItem
from desktop.games.brass.mat import MatTile
from desktop.games.brass.scene import BrassScene
from desktop.session_model import SessionModel
from rules.core.gestures import preview
from rules.core.session import Session
from rules.playout import make_bots

GAMES = ("brass-birmingham", "brass-lancashire")
STAGES = {"set-up": 0, "canal": 120, "rail": 300}  # heuristic bots' actions from the start
SEED = 7
# Zone sizes the table gives (along the seat's edge, towards the board), in screen pixels: desk
# rows at 1920×1080 and 1280×800 (4, 3 and 2 players), table-top strips, the acting seat's
# strip beside the prompt bar.
SHAPES = {
    "desk-1920": (350.0, 220.0),
    "desk-1280": (232.0, 196.0),
    "desk-3p": (467.0, 220.0),
    "desk-2p": (701.0, 220.0),
    "strip-1920": (960.0, 108.0),
    "strip-1280": (640.0, 96.0),
    "strip-2p": (1920.0, 108.0),
    "acting-strip": (384.0, 108.0),
}


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
    session = Session(game, {"players": 4}, SEED)
    for action in _played(game, steps).actions:
        session.apply(action)
    return session


def _scene(game: str, stage: str, lang: str = "en") -> BrassScene:
    return BrassScene(SessionModel(_played(game, STAGES[stage]), lang=lang))


# -- the tiles left --------------------------------------------------------------------------------


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("game", GAMES)
def test_each_industry_shows_exactly_the_tiles_left_with_their_numbers(qapp, game, stage):
    scene = _scene(game, stage)
    view = scene.model.view()
    board = scene.board
    built = 0
    for seat, mat in enumerate(scene.seats):
        p = view.players[seat]
        assert set(mat.cells) == set(p.mat) == set(board.industries)
        for industry, levels in p.mat.items():
            cell = mat.cells[industry].look
            assert cell.levels == tuple(levels)  # every tile left, lowest level first
            # the chips under the top tile: each level after it once, with its copies
            under = [lvl for chip in cell.chips for lvl in [chip.level] * chip.copies]
            assert under == levels[1:]
            assert [c.level for c in cell.chips] == sorted({*levels[1:]})
            for chip in cell.chips:
                spec = board.spec(industry, chip.level)
                assert (chip.vp, chip.cost) == (spec.vp, spec.cost)
                assert chip.era == _era(spec)
            tile = mat.tiles[industry]
            if not levels:
                built += 1
                assert not tile.isVisible() and tile.face is None
                continue
            spec = board.spec(industry, levels[0])
            face = tile.face
            assert tile.isVisible() and face is not None
            assert (face.industry, face.level, face.left) == (industry, levels[0], len(levels))
            assert (face.vp, face.income, face.link_icons) == (
                spec.vp,
                spec.income,
                spec.link_icons,
            )
            assert face.beer == (spec.beer or 0)
            assert face.era == _era(spec) and face.bulb == (not spec.developable)
            assert (cell.cost, cell.coal, cell.iron) == (spec.cost, spec.coal, spec.iron)
        assert mat.stack.look.left == p.links_left
        assert mat.link.isVisible() == (p.links_left > 0)
    if stage == "set-up":
        assert built == 0
        assert all(
            m.tiles[i].face.level == board.tiles[i][0].level for m in scene.seats for i in m.tiles
        )


def _era(spec) -> str | None:
    if spec.canal and spec.rail:
        return None
    return "canal" if spec.canal else "rail" if spec.rail else "none"


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_zones_elements_are_the_ones_the_rules_describe(qapp, game, stage):
    """Every element in the seats' zones is one the rules list for the view the table draws
    (a card by its id where the view shows it, by its place in the hand where it does not), and
    every one they list there has its item; each has words."""
    scene = _scene(game, stage)
    model = scene.model
    view = model.view()
    zones = {k for k in model.rules.element_ids(view) if k.split(":")[0] in ZONE_KINDS}
    assert zones == {k for k in scene.elements if k.split(":")[0] in ZONE_KINDS}
    for element_id in zones:
        assert scene.elements[element_id].isVisible() or element_id.startswith("mat:"), element_id
        assert scene.tooltip(element_id).strip(), element_id


ZONE_KINDS = ("player", "mat", "links", "hand", "card")


@pytest.mark.parametrize("game", GAMES)
def test_the_mat_follows_the_game(qapp, game):
    """After each of many actions, every mat still shows the seat's tiles, money and links."""
    session = _fresh(game, 40)
    model = SessionModel(session)
    scene = BrassScene(model)
    bots = make_bots(game, SEED, ["heuristic"] * 4)
    for _ in range(60):
        prompt = session.rules.prompt(session.state)
        if prompt is None:
            break
        model.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
        view = model.view()
        for seat, mat in enumerate(scene.seats):
            p = view.players[seat]
            assert {i: list(c.look.levels) for i, c in mat.cells.items()} == p.mat
            assert mat.stack.look.left == p.links_left
            look = mat.frame.look
            assert look.name == p.name and look.place == view.order.index(seat) + 1
            assert look.cells[0].value == f"£{p.money}"
            assert look.acting == (seat == prompt_seat(model))
            for tile in mat.tiles.values():
                if tile.isVisible():
                    assert tile.pos().isNull()  # home on the mat (a drop went back or was used)


def prompt_seat(model: SessionModel) -> int | None:
    prompt = model.prompt()
    return None if prompt is None else prompt.seat


# -- the pieces ------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_top_tile_of_each_industry_is_the_piece_mat_industry(qapp, game):
    """Each tile is the element `mat:<seat>:<industry>` and the piece `mat:<industry>` a drop
    moves; the links `links:<seat>`, the piece `link`. Only the viewer's move."""
    scene = _scene(game, "canal")
    model = scene.model
    viewer = model.viewer()
    assert viewer is not None and viewer == prompt_seat(model)
    for seat, mat in enumerate(scene.seats):
        for industry, tile in mat.tiles.items():
            item = scene.elements[f"mat:{seat}:{industry}"]
            assert item is tile and isinstance(item, PieceItem)
            assert item.piece_id == f"mat:{industry}"
            assert mat.cells[industry].rect.contains(item.sceneBoundingRect().center())
            assert tile.movable == (seat == viewer)
        link = scene.elements[f"links:{seat}"]
        assert link is mat.link and isinstance(link, PieceItem) and link.piece_id == "link"
        assert link.movable == (seat == viewer)
        assert scene.seat_rect(seat).contains(mat.frame.body)


@pytest.mark.parametrize("game", GAMES)
def test_only_the_viewers_tiles_are_picked_up(qapp, game):
    session = _fresh(game, 0)
    model = SessionModel(session)
    scene = BrassScene(model)
    viewer = model.viewer()
    rules = model.rules
    industry = next(
        i for i in scene.board.industries if preview(rules, model.state, viewer, f"mat:{i}")
    )
    other = (viewer + 1) % 4
    choices = dict(scene.lit)  # the action board's areas, for a tap
    assert not scene.seats[other].tiles[industry].pick_up()
    assert scene.lit == choices and not scene.holding
    mine = scene.seats[viewer].tiles[industry]
    assert mine.pick_up()
    reach = preview(rules, model.state, viewer, f"mat:{industry}")
    assert set(scene.lit) == set(reach) and scene.holding
    assert all(target in scene.board.slots for target in reach)
    scene.end_drag(mine, None)
    assert not scene.holding


def _board_and_zone(qtbot, scene: BrassScene, seat: int) -> QGraphicsView:
    """One view showing the map and a seat's zone (a drag within a single view)."""
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1400, 1400)
    view.show()
    whole = scene.map_rect().united(scene.seat_rect(seat))
    view.setSceneRect(whole)
    view.fitInView(whole, Qt.AspectRatioMode.KeepAspectRatio)
    return view


def _drag(view: QGraphicsView, piece, target) -> None:
    port = view.viewport()
    start = view.mapFromScene(piece.sceneBoundingRect().center())
    end = view.mapFromScene(target.sceneBoundingRect().center())
    QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=start)
    for i in range(1, 6):
        QTest.mouseMove(port, start + (end - start) * (i / 5))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=end)


@pytest.mark.parametrize("game", GAMES)
def test_a_tile_dragged_from_the_mat_onto_a_lit_slot_is_built(qtbot, game):
    model = SessionModel(_fresh(game, 0))
    model.bots_paused = True
    scene = BrassScene(model)
    seat = model.viewer()
    rules = model.rules
    industry = next(
        i for i in scene.board.industries if preview(rules, model.state, seat, f"mat:{i}")
    )
    slot = sorted(preview(rules, model.state, seat, f"mat:{industry}"))[0]
    levels = list(model.state.players[seat].mat[industry])
    other = scene.seats[(seat + 1) % 4].tiles[industry]
    view = _board_and_zone(qtbot, scene, seat)
    _drag(view, other, scene.elements[slot])  # another seat's tile does not move
    assert slot not in model.state.tiles and other.pos().isNull()
    tile = scene.seats[seat].tiles[industry]
    _drag(view, tile, scene.elements[slot])
    built = model.state.tiles.get(slot)
    assert built is not None and (built.owner, built.industry) == (seat, industry)
    assert built.level == levels[0]
    left = model.state.players[seat].mat[industry]
    assert left == levels[1:]
    assert tile.pos().isNull()  # home on the mat, now the next tile
    assert scene.seats[seat].cells[industry].look.levels == tuple(left)


# -- hands: faces for the seat looking only --------------------------------------------------------


def _texts(scene: BrassScene) -> list[str]:
    """Every word in the scene: element and piece ids, tooltips (the items' and the scene's),
    text items, the frames' looks."""
    words: list[str] = []
    for item in scene.items():
        words.append(item.toolTip())
        if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
            words.append(item.text() if hasattr(item, "text") else item.toPlainText())
        element = getattr(item, "element_id", None)
        if element:
            words += [element, getattr(item, "piece_id", ""), scene.tooltip(element)]
        if isinstance(item, CardItem | PileItem):
            words.append(item.tip())
    words += [str(mat.frame.look) for mat in scene.seats]
    words += [mat.hand_place.look for mat in scene.seats]
    return words


def _painted_faces(scene: BrassScene) -> list[str]:
    """The card faces a render of every seat's zone paints."""
    painted: list[str] = []
    original = Hand.paint_face

    def spy(self, painter, rect, card):
        painted.append(card)
        original(self, painter, rect, card)

    Hand.paint_face = spy  # type: ignore[method-assign]
    try:
        image = QImage(400, 200, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        for mat in scene.seats:
            scene.render(painter, QRectF(0, 0, 400, 200), mat.rect)
        painter.end()
    finally:
        Hand.paint_face = original  # type: ignore[method-assign]
    return painted


def _hidden_from(state, looker: int | None) -> set[str]:
    """Card ids in other seats' hands that the seat looking holds none of."""
    mine = set(state.players[looker].hand) if looker is not None else set()
    return {c for s, p in enumerate(state.players) if s != looker for c in p.hand} - mine


@pytest.mark.parametrize("stage", ("set-up", "canal"))
@pytest.mark.parametrize("game", GAMES)
def test_a_hand_shows_its_faces_to_the_seat_looking_only(qapp, game, stage):
    scene = _scene(game, stage)
    model = scene.model
    state = model.state
    looker = model.looker()
    assert looker is not None and looker == model.viewer()
    for seat, mat in enumerate(scene.seats):
        hand, cards = mat.hand, state.players[seat].hand
        assert scene.elements[f"hand:{seat}"] is mat.hand_place
        if seat == looker:
            assert hand.face_up
            assert [c.card_id for c in hand.cards()] == cards
            assert [c.element_id for c in hand.cards()] == [f"card:{c}" for c in cards]
            assert mat.hand_place.look == ""
        else:
            assert not hand.face_up
            assert [c.card_id for c in hand.cards()] == [None] * len(cards)
            assert [c.element_id for c in hand.cards()] == [
                f"hand:{seat}:{i}" for i in range(len(cards))
            ]
            n = len(cards)
            assert mat.hand_place.look == f"{n} card" + ("s" if n != 1 else "")
    assert sorted(_painted_faces(scene)) == sorted(state.players[looker].hand)
    hidden = _hidden_from(state, looker)
    assert hidden, "other hands hold cards the seat looking does not"
    said = "\n".join(_texts(scene))
    for card in hidden:
        assert card not in said, card
    assert not {k for k in scene.elements if k.startswith("card:")} - {
        f"card:{c}" for c in state.players[looker].hand
    }


@pytest.mark.parametrize("game", GAMES)
def test_the_hand_off_screen_turns_every_face_down_and_the_next_seat_sees_its_own(qapp, game):
    session = _fresh(game, 120)
    model = SessionModel(session)
    scene = BrassScene(model)
    state = model.state
    model.set_looking(2)
    model.set_looking(None)  # the screen covers the table again
    assert _painted_faces(scene) == []
    assert all(not m.hand.face_up for m in scene.seats)
    assert not any(k.startswith("card:") for k in scene.elements)
    said = "\n".join(_texts(scene))
    assert not any(card in said for p in state.players for card in p.hand)
    for seat in range(4):
        model.set_looking(seat)  # each seat in turn (the model's say, whoever acts)
        assert [m.hand.face_up for m in scene.seats] == [s == seat for s in range(4)]
        assert sorted(_painted_faces(scene)) == sorted(state.players[seat].hand)
        said = "\n".join(_texts(scene))
        for card in _hidden_from(state, seat):
            assert card not in said, (seat, card)


@pytest.mark.parametrize("game", GAMES)
def test_the_mat_speaks_korean(qapp, game):
    scene = _scene(game, "canal", "ko")
    looker = scene.model.looker()
    for seat, mat in enumerate(scene.seats):
        look = mat.frame.look
        assert look.cells[0].value.startswith("£")  # as the Korean rulebook writes money
        assert look.cells[1].label == "수입" and look.cells[3].label == "지출"
        if seat != looker:
            words = mat.hand_place.look
            assert words.startswith("카드 ") and words.endswith("장")
    faces = scene.seats[looker].hand
    names = [faces.card_name(c.card_id) for c in faces.cards()]
    assert names and all(n and "." not in n for n in names), names


# -- zone shapes -----------------------------------------------------------------------------------


def _parts(mat) -> list[tuple[str, QRectF]]:
    parts = [(f"cell {i}", c.rect) for i, c in mat.cells.items()]
    parts += [(f"tile {i}", t.rect) for i, t in mat.tiles.items()]
    parts += [("links", mat.plan.links), ("hand", mat.plan.hand)]
    return parts


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("game", GAMES)
def test_every_zone_shape_holds_the_whole_mat(qapp, game, shape):
    scene = _scene(game, "canal")
    size = SHAPES[shape]
    scene.shape_seats([size] * 4)
    for seat, mat in enumerate(scene.seats):
        zone = scene.seat_rect(seat)
        assert zone is mat.rect or zone == mat.rect
        # the zone has the view's proportions, about its pixels
        assert zone.width() / zone.height() == pytest.approx(size[0] / size[1], rel=0.02)
        assert zone.height() == pytest.approx(size[1], rel=0.02)
        for name, rect in _parts(mat):
            assert zone.contains(rect), (shape, name, rect, zone)
        tiles = [t.rect for t in mat.tiles.values()]
        for i, a in enumerate(tiles):
            assert not any(a.intersects(b) for b in tiles[i + 1 :]), shape
        assert not mat.plan.hand.intersects(mat.plan.links)
        for card in mat.hand.cards():
            assert zone.contains(card.sceneBoundingRect().adjusted(3, 3, -3, -3)), shape
        assert zone.contains(mat.hand_place.rect)
    # No two zones overlap, nor a zone the board.
    rects = [scene.seat_rect(s) for s in range(4)]
    for i, a in enumerate(rects):
        assert not a.intersects(scene.board_rect())
        assert not any(a.intersects(b) for b in rects[i + 1 :])


@pytest.mark.parametrize(
    ("shape", "least"),
    [("desk-1920", 46.0), ("desk-3p", 60.0), ("strip-1920", 60.0), ("strip-2p", 80.0)],
)
def test_tiles_are_large_enough_to_read_where_there_is_room(qapp, shape, least):
    """On screen a scene unit is about a pixel: a tile's foot (VP, income, links) needs 46."""
    scene = _scene("brass-birmingham", "canal")
    scene.shape_seats([SHAPES[shape]] * 4)
    for mat in scene.seats:
        assert min(t.rect.width() for t in mat.tiles.values()) >= least, shape


def test_a_reshape_keeps_the_same_items(qapp):
    """Zones are laid out again, never rebuilt: a piece under a finger stays alive."""
    scene = _scene("brass-birmingham", "canal")
    before = [dict(m.tiles) for m in scene.seats]
    elements = dict(scene.elements)
    scene.shape_seats([SHAPES["strip-1920"]] * 4)
    scene.shape_seats([SHAPES["desk-1280"]] * 4)
    assert [dict(m.tiles) for m in scene.seats] == before
    assert {k: v for k, v in scene.elements.items() if not k.startswith(("card:", "hand:"))} == {
        k: v for k, v in elements.items() if not k.startswith(("card:", "hand:"))
    }
    assert all(isinstance(t, MatTile) for m in scene.seats for t in m.tiles.values())


# -- speed -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_cards_tooltip_says_each_line_once(qapp, game):
    """The card's name is not said again above the scene's words that begin with it."""
    scene = _scene(game, "canal")
    cards = scene.seats[scene.model.looker()].hand.cards()
    assert cards
    for card in cards:
        lines = card.tip().split("\n")
        assert not any(later.startswith(lines[0]) for later in lines[1:]), lines
