"""Barrage's company boards in the seats' zones (desktop/games/barrage/mat.py), on a plain scene:
every element the rules name is there, the items follow the state, the mats fit their zones
(a desk's row, a table-top's strip), and PNGs of a mat to look at."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from desktop.games.barrage.mat import STOCK, CompanyMat, TileItem, segment_angle, tip
from rules.barrage.data import barrage_data
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.state import BarrageState, view
from rules.core.i18n import render
from rules.core.text import Text

COMPANIES = ["company:usa", "company:germany", "company:italy", "company:france"]
# zones as the table plans them: 4 seats at a desk (1920×1080, 1280×800) and at a table-top's
# edges, and the sizes of the PNGs
ROWS = [(350, 250), (220, 212), (900, 260)]
STRIPS = [(960, 121), (640, 102), (1200, 150)]


def _game() -> BarrageState:
    return BarrageRuleset().setup({"players": 4, "companies": COMPANIES}, 1)


def _tr(lang: str = "en"):
    return lambda item: render(item, lang)


def _mats(state: BarrageState, size=(900, 260), lang="en") -> tuple[QGraphicsScene, list]:
    scene = QGraphicsScene()
    w, h = size
    mats = [CompanyMat(scene, seat, QRectF(0, seat * (h + 40), w, h)) for seat in state.seats]
    for mat in mats:
        mat.refresh(view(state, 0), _tr(lang), acting=mat.seat == state.current, viewer=0)
    return scene, mats


def _ids(scene: QGraphicsScene) -> list[str]:
    return [i.element_id for i in scene.items() if hasattr(i, "element_id") and i.isVisible()]


def _expected(state: BarrageState, seat: int) -> set[str]:
    c = state.companies[seat]
    co = c.id.removeprefix("company:")
    data = barrage_data()
    ids = {f"player:{seat}", c.id, c.officer, f"supply:{co}", *c.tiles, *c.contracts}
    ids |= {f"wheel:{co}:{n}" for n in range(6)}
    for structure in c.left:
        ids |= {f"piece:{co}:{structure}:{n}" for n in range(1, data.pieces[structure] + 1)}
    for structure in ("base", "elevation", "conduit"):
        ids |= {f"income:{co}:{structure}:{n}" for n in (2, 4, 5)}
    ids |= {f"income:{co}:powerhouse:{n}" for n in data.powerhouse_track}
    return ids


def test_every_element_of_each_company_board_is_on_the_scene(qapp):
    state = _game()
    scene, mats = _mats(state)
    ids = _ids(scene)
    for seat in state.seats:
        missing = _expected(state, seat) - set(ids)
        assert not missing, (seat, missing)
        own = set(mats[seat].elements())
        assert _expected(state, seat) <= own
    # a tile id is each company's own piece: four of every basic tile, one per mat
    assert ids.count("tech:basic:base") == 4
    assert ids.count("contract:starting:1") == 1
    france = mats[3]
    assert "tech:special:anton" in france.elements()  # Anton Krylov's tile


def test_the_items_follow_the_state(qapp):
    state = _game()
    scene, mats = _mats(state)
    usa, mat = state.companies[0], mats[0]
    # a construction: the base tile and machinery into the open segment, the wheel turns, the
    # first base leaves the board
    usa.tiles.remove("tech:basic:base")
    usa.wheel[0].tiles.append("tech:basic:base")
    usa.wheel[0].excavators, usa.wheel[0].mixers = 3, 1
    usa.excavators -= 3
    usa.mixers -= 1
    usa.open = 1
    usa.left["base"] -= 1
    usa.left["conduit"] -= 2
    usa.contracts.append("contract:national:2")
    mat.refresh(view(state, 0), _tr(), acting=True, viewer=0)

    segments = {s.element_id: s for s in mat.segments}
    first = segments["wheel:usa:0"]
    assert first.look.excavators == 3 and first.look.mixers == 1 and not first.look.open
    assert segments["wheel:usa:1"].look.open
    assert segments["wheel:usa:1"].rotation() == pytest.approx(0.0)  # the open one on top
    assert first.rotation() == pytest.approx(segment_angle(0, 1)) == pytest.approx(60.0)
    tile = mat.tiles["tech:basic:base"]
    assert first.contains(first.mapFromScene(tile.sceneBoundingRect().center()))
    assert not mat.plan.tiles.contains(tile.sceneBoundingRect().center())
    assert mat.pieces["piece:usa:base:1"].look.there is False
    assert mat.pieces["piece:usa:base:2"].look.there is True
    assert mat.incomes["income:usa:conduit:2"].look.earned
    assert not mat.incomes["income:usa:base:2"].look.earned
    assert "contract:national:2" in _ids(scene)
    assert mat.stock["excavators"].look.value == str(usa.excavators)  # 3 used
    # the wheel turns on: the tile rides with its segment
    before = tile.sceneBoundingRect().center()
    usa.open = 2
    mat.refresh(view(state, 0), _tr(), acting=True, viewer=0)
    assert first.rotation() == pytest.approx(120.0)
    assert tile.sceneBoundingRect().center() != before
    assert first.contains(first.mapFromScene(tile.sceneBoundingRect().center()))
    # back in the supply: the tile leaves the wheel; a fulfilled contract leaves the hand
    usa.wheel[0].tiles.clear()
    usa.tiles.append("tech:basic:base")
    usa.contracts.remove("contract:national:2")
    usa.ability = True
    mat.refresh(view(state, 0), _tr(), acting=True, viewer=0)
    assert mat.plan.tiles.adjusted(-1, -1, 1, 1).contains(tile.sceneBoundingRect())
    assert "contract:national:2" not in _ids(scene)
    assert mat.ability.look.lit


def test_only_the_viewer_may_pick_its_tiles_up(qapp):
    state = _game()
    scene, mats = _mats(state)
    tiles = [i for i in scene.items() if isinstance(i, TileItem)]
    assert tiles and all(t.movable == (t in mats[0].tiles.values()) for t in tiles)


@pytest.mark.parametrize(("w", "h"), ROWS + STRIPS)
def test_a_mat_fits_its_zone(qapp, w, h):
    state = _game()
    c = state.companies[1]  # a busy company: tiles on the wheel, three contracts, the architect
    c.wheel[0].tiles.append(c.tiles.pop())
    c.wheel[0].excavators = 4
    c.tiles += ["tech:advanced:1", "tech:advanced:7"]
    c.contracts += ["contract:national:1", "contract:national:3"]
    c.architect = "supply"
    _scene, mats = _mats(state, (w, h))  # the scene keeps the items alive
    mat = mats[1]
    assert mat.frame.strip == ((w, h) in STRIPS)
    zone = mat.rect.adjusted(-1, -1, 1, 1)
    for element, item in mat.elements().items():
        if item.isVisible() and element != "player:1":
            drawn = item.mapToScene(item.shape()).boundingRect()
            assert zone.contains(drawn), (element, drawn)
    parts = [mat.plan.wheel, mat.plan.rows, mat.plan.tiles, *mat.plan.contracts]
    parts += [mat.plan.officer, mat.plan.ability]
    for k, a in enumerate(parts):
        assert mat.frame.body.adjusted(-1, -1, 1, 1).contains(a)
        for b in parts[k + 1 :]:
            assert not a.adjusted(1, 1, -1, -1).intersects(b), (a, b)
    # a row's pieces stay large enough to tell apart (the narrowest desk zone gives a line of
    # its height to the supply's numbers, drawn at a readable size)
    assert mat.plan.u >= 13


def test_the_tips_word_segments_pieces_and_incomes():
    state = _game()
    usa = state.companies[0]
    usa.wheel[0].excavators = 2
    usa.open = 1
    usa.left["base"] -= 2
    v = view(state, 0)
    for lang in ("en", "ko"):
        for element in ("wheel:usa:0", "wheel:usa:1", "wheel:usa:3", "piece:usa:base:1"):
            words = render(tip(v, element), lang)
            assert words and "{" not in words and "barrage." not in words
        assert "5" in render(tip(v, "wheel:usa:0"), "en")  # back in 5 turns
        income = render(tip(v, "income:usa:base:2"), lang)
        assert render(Text("barrage.structure.base"), lang) in income
    assert tip(v, "tech:basic:base") is None  # the rules' describe words it
    assert tip(v, "income:usa:base:3") is None  # no income under the third


def _png(mat: CompanyMat, scene: QGraphicsScene, path: str) -> QImage:
    r = mat.rect
    image = QImage(int(r.width()) + 16, int(r.height()) + 16, QImage.Format.Format_ARGB32)
    image.fill(QColor("#15171b"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(8, 8, r.width(), r.height()), r)
    painter.end()
    assert image.save(path)
    return image


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_pictures_of_a_mat_as_a_desk_row_and_a_table_strip(qapp, lang):
    """/tmp/barrage_mat_row.png and /tmp/barrage_mat_strip.png (Korean: ..._ko.png)."""
    state = _game()
    usa = state.companies[0]
    usa.tiles.remove("tech:basic:base")
    usa.wheel[0].tiles.append("tech:basic:base")
    usa.wheel[0].excavators, usa.wheel[0].mixers = 3, 1
    usa.tiles.remove("tech:basic:conduit")
    usa.wheel[1].tiles.append("tech:basic:conduit")
    usa.wheel[1].excavators = 2
    usa.open = 2
    usa.tiles += ["tech:advanced:6", "tech:advanced:12"]
    usa.left["base"] -= 2
    usa.left["conduit"] -= 1
    usa.left["powerhouse"] -= 3
    usa.ability = True
    usa.contracts += ["contract:private:9", "contract:national:2"]
    usa.architect = "supply"
    suffix = "" if lang == "en" else "_ko"
    for shape, size in (("row", (900, 260)), ("strip", (1200, 150))):
        scene, mats = _mats(state, size, lang)
        image = _png(mats[0], scene, f"/tmp/barrage_mat_{shape}{suffix}.png")
        assert not image.isNull()


def test_a_seat_whose_company_changes_gets_that_companys_board(qapp):
    """Found by the monkey: an undo past the draft gives a seat another company (or none yet);
    its board is rebuilt for it, with no item of the old one left."""
    state = _game()
    other = BarrageRuleset().setup(
        {"players": 4, "companies": [COMPANIES[1], COMPANIES[0], *COMPANIES[2:]]}, 1
    )
    scene, mats = _mats(state)
    mat = mats[0]
    mat.refresh(view(other, 0), _tr(), acting=True, viewer=0)
    ids = set(mat.elements())
    stock = {f"stock:germany:{kind}" for kind in STOCK}
    chips = {f"left:germany:{s}" for s in other.companies[0].left}  # a small board's summary
    assert ids == _expected(other, 0) | {"engineers:germany"} | stock | chips
    assert not any(":usa:" in i or i.endswith(":usa") for i in ids)
    state.companies[0].id = None  # as before the draft
    mat.refresh(view(state, 0), _tr(), acting=True, viewer=0)
    assert set(mat.elements()) == {"player:0"}
    others = {e for m in mats[1:] for e, item in m.elements().items() if item.isVisible()}
    assert set(_ids(scene)) == others | {"player:0"}  # nothing of seat 0's boards left


@pytest.mark.parametrize(("w", "h"), [(256, 123), (250, 100)])
def test_a_small_board_shows_fewer_bigger_things(qapp, w, h):
    """A zone too small for the rows of pieces shows a chip per structure (how many are left,
    the next income in its tooltip); the pieces wait, hidden, on their chip."""
    state = _game()
    _scene, mats = _mats(state, (w, h))
    mat, usa = mats[0], state.companies[0]
    assert mat.plan.summary and mat.plan.u >= 11
    for structure, chip in mat.chips.items():
        assert chip.isVisible() and chip.look == (structure, usa.left[structure])
        assert mat.rect.contains(chip.sceneBoundingRect().center())
    assert not any(p.isVisible() for p in mat.pieces.values())
    assert not any(i.isVisible() for i in mat.incomes.values())
    usa.left["base"] -= 1  # one built: the next uncovers the income under the 2nd
    v = view(state, 0)
    for lang in ("en", "ko"):
        words = render(tip(v, "left:usa:base"), lang)
        assert str(usa.left["base"]) in words and "{" not in words
    assert "uncovers" in render(tip(v, "left:usa:base"), "en")  # the 2nd base's income next
