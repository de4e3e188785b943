"""The Barrage river map drawn by our own code (desktop/games/barrage/layout.py, mapitems.py):
every site of the river map has one item with the rules' id; no two sites overlap; water reads
top to bottom; a structure built shows its owner's colour; the map fits 1920×1080 and 1280×800
with type large enough to read at arm's length."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from desktop.board.drawn import Element
from desktop.board.scene import BoardScene
from desktop.games.barrage import look
from desktop.games.barrage.layout import MapLayout, lay_out_map
from desktop.games.barrage.mapitems import MapItems, Site
from desktop.session_model import SessionModel
from rules.barrage import describe
from rules.barrage.river import river_map
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.state import BarrageState
from rules.barrage.water import Dam
from rules.core.session import Session

SCREENS = ((1920, 1080), (1280, 800))


def _new_game() -> BarrageState:
    return BarrageRuleset().setup({"players": 3}, 1)


def _map(state: BarrageState, size: tuple[int, int] = (1600, 1000)):
    scene = QGraphicsScene()
    items = MapItems(lay_out_map(*size))
    items.add_to(scene)
    items.update(state)
    return scene, items


def _site_ids() -> list[str]:
    m = river_map()
    return [
        *(b.id for b in m.basins.values()),
        *m.dams,
        *m.conduits,
        *m.powerhouses,
        *m.headstreams,
    ]


def test_every_site_has_exactly_one_item_named_by_the_rules(qapp):
    state = _new_game()
    scene, _ = _map(state)
    named = [i.element_id for i in scene.items() if isinstance(i, Element)]
    assert sorted(named) == sorted(_site_ids())
    known = set(describe.element_ids(state))
    for element_id in named:  # so each tooltip comes from the rules' describe
        assert element_id in known
        assert describe.describe(state, element_id) is not None


@pytest.mark.parametrize("size", SCREENS)
def test_no_two_sites_overlap_and_each_sits_in_its_basin(size):
    out = lay_out_map(*size)
    m = river_map()
    sites = {**out.sites(), **{f"badge:{b}": r for b, r in out.badges.items()}}
    for (a, ra), (b, rb) in itertools.combinations(sites.items(), 2):
        assert not ra.intersects(rb), f"{a} overlaps {b}"
    for a, b in itertools.combinations(out.basins, 2):
        assert not out.basins[a].intersects(out.basins[b]), f"{a} overlaps {b}"
    for table in (m.dams, m.conduits, m.powerhouses):
        for site in table.values():
            assert out.basins[f"basin:{site.basin}"].contains(out.sites()[site.id]), site.id


def test_drawn_sites_keep_apart(qapp):
    """What each site paints (its bounds, edge included) stays clear of every other site."""
    _, items = _map(_new_game(), (1280, 800))
    sites = [i for i in items.elements.values() if isinstance(i, Site)]
    for a, b in itertools.combinations(sites, 2):
        ra, rb = a.mapRectToScene(a.boundingRect()), b.mapRectToScene(b.boundingRect())
        assert not ra.intersects(rb), f"{a.element_id} overlaps {b.element_id}"


class _MapScene(BoardScene):
    """The least board scene a title would write around the map."""

    def build(self) -> None:
        self.map = MapItems(lay_out_map(1600, 1000))
        self.map.add_to(self)

    def refresh(self) -> None:
        self.map.update(self.model.view())


def test_in_a_board_scene_each_element_tells_its_tooltip(qapp):
    scene = _MapScene(SessionModel(Session("barrage", {"players": 3}, 1)))
    assert set(scene.elements) == set(_site_ids())
    for element_id in ("basin:5", "dam:5U", "conduit:5A", "powerhouse:8:1", "headstream:A"):
        assert scene.tooltip(element_id), element_id
    assert scene.elements["dam:3L"].colour == look.NEUTRAL  # refreshed from the session


@pytest.mark.parametrize("size", SCREENS)
def test_the_map_fits_its_rect(size):
    out = lay_out_map(*size)
    room = QRectF(0, 0, *size)
    assert out.rect == room
    rects = [*out.sites().values(), *out.basins.values(), *out.badges.values()]
    rects += [p.boundingRect() for p in (*out.rivers.values(), *out.conduit_lines.values())]
    for rect in rects:  # by corners: a straight river's bounds have no width
        assert room.contains(rect.topLeft()) and room.contains(rect.bottomRight()), rect
    for point in out.exits.values():
        assert room.contains(point)


def test_too_small_a_room_is_refused():
    with pytest.raises(ValueError):
        lay_out_map(900, 500)


@pytest.mark.parametrize("size", SCREENS)
def test_type_reads_at_arms_length(size):
    z = lay_out_map(*size).sizes
    assert min(z.number_px, z.value_px, z.target_px, z.letter_px, z.count_px) >= 14
    if size[0] >= 1920:  # a big screen shows the map larger, not emptier
        assert z.k > 1


def test_water_reads_top_to_bottom():
    out = lay_out_map(1600, 1000)
    m = river_map()
    for head in m.headstreams.values():
        assert out.headstreams[head.id].bottom() < out.basins[f"basin:{head.basin}"].top()
    for basin in m.basins.values():
        box = out.basins[basin.id]
        if basin.drains_to in m.exits:
            assert out.exits[basin.drains_to].y() > box.bottom()
        else:
            assert out.basins[basin.drains_to].top() > box.bottom()
        # in a basin: the powerhouses, then the upper dam, then the lower one
        tops = [out.powerhouses[p].top() for p in basin.powerhouses[:1]]
        tops += [out.dams[d].top() for d in basin.dams]
        assert tops == sorted(tops)
    rows = [{m.basins[n].area for n in row} for row in out.rows]
    assert rows == [{"mountain"}, {"hill"}, {"plain"}, {"plain"}]
    for conduit in m.conduits.values():  # each pipe ends on its target's box
        end = out.conduit_labels[conduit.id]
        assert out.basins[f"basin:{conduit.target}"].top() == end.y()


def test_a_built_structure_shows_its_owner_colour(qapp):
    state = _new_game()
    _, items = _map(state)
    assert items.dams["dam:3L"].colour == look.NEUTRAL  # a neutral dam from the set-up
    assert items.dams["dam:5U"].colour is None
    state.dams["dam:5U"] = Dam("company:usa", 2, 1)
    state.conduits["conduit:5A"] = "company:germany"
    state.powerhouses["powerhouse:8:1"] = "company:italy"
    state.headstreams["headstream:B"] = 3
    items.update(state)
    dam = items.dams["dam:5U"]
    assert (dam.owner, dam.colour) == ("company:usa", look.COMPANY["company:usa"])
    assert (dam.look.height, dam.look.drops) == (2, 1)
    conduit = items.conduits["conduit:5A"]
    assert conduit.colour == look.COMPANY["company:germany"]
    assert all(part.look == "company:germany" for part in conduit.pipe)  # the pipe follows
    assert items.powerhouses["powerhouse:8:1"].colour == look.COMPANY["company:italy"]
    assert items.powerhouses["powerhouse:8:2"].colour is None
    assert items.headstreams["headstream:B"].drops == 3
    del state.dams["dam:5U"]
    items.update(state)
    assert items.dams["dam:5U"].owner is None


def test_the_map_paints(qapp):
    """Every item paints (an exception in a paint takes the whole app down)."""
    state = _new_game()
    state.dams["dam:1U"] = Dam("company:france", 3, 4)
    state.conduits["conduit:1A"] = "company:netherlands"
    state.powerhouses["powerhouse:12:4"] = "company:germany"
    state.headstreams["headstream:C"] = 7
    scene, _ = _map(state, (1280, 800))
    image = QImage(1280, 800, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 1280, 800), QRectF(0, 0, 1280, 800))
    painter.end()
    band = look.BAND["mountain"]
    assert image.pixelColor(2, 2) == QColor(band.red(), band.green(), band.blue())


def test_the_layout_is_a_plain_value():
    out = lay_out_map(1600, 1000)
    assert isinstance(out, MapLayout)
    assert set(out.conduit_lines) == set(river_map().conduits)
    assert set(out.rivers) == {
        *river_map().headstreams,
        *(b.id for b in river_map().basins.values()),
    }
