"""Roads & Boats' lit road sites read before any hover: between gestures no border site is lit
(the tangle round a home); while a road is held, each site is a thin band along the stretch of
border it crosses (not the wide chevron a finger finds it by), each with its own small cost tag,
and no tag covers another tag or a building's name."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem
from roadsboats_gestures import ANN, OPTIONS, RoadsBoatsTable

from desktop.board import layers
from desktop.games.roadsboats.tiles import Bridge, Road, Wall
from rules.core.session import Session
from rules.roadsboats import building

SEED = 3
HOME = "hex:0,3/area:0"


def _at_building(qtbot) -> RoadsBoatsTable:
    t = RoadsBoatsTable(qtbot, Session("roads-and-boats", OPTIONS, SEED), size=(1920, 1080))
    t.wait_for(ANN)
    t.tap(HOME)
    t.answer_until("building")
    t.drag(t.item("build:building:woodcutter"), t.item(HOME))  # a name on the home tile
    return t


def _held(t: RoadsBoatsTable) -> dict:
    seen: dict = {}
    roads = [
        a.half_edge for a in building.build_options(t.state, ANN) if isinstance(a, building.Road)
    ]
    assert len(roads) >= 3

    def look() -> None:
        scene = t.scene
        seen["lit"] = dict(t.lit())
        seen["rings"] = [
            i.path().boundingRect()
            for i in scene.items()
            if isinstance(i, QGraphicsPathItem) and i.zValue() == layers.HIGHLIGHTS
        ]
        seen["tags"] = scene.tag_rects()
        seen["names"] = scene.name_rects()
        seen["labels"] = [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
        seen["roads"] = {r: scene.elements[r] for r in roads}
        if os.environ.get("RB_SHOT"):
            t.table.grab().save(os.environ["RB_SHOT"])

    t.drag(t.item("build:road"), t.item(roads[0]), while_held=look)
    return seen


def _area(path) -> float:
    """A path's filled area (its polygons, by the shoelace formula)."""
    total = 0.0
    for poly in path.toFillPolygons():
        pts = [poly.at(i) for i in range(poly.size())]
        total += abs(
            sum(a.x() * b.y() - b.x() * a.y() for a, b in zip(pts, pts[1:] + pts[:1], strict=True))
        )
    return total / 2


def test_lit_road_sites_are_thin_bands_each_with_its_tag_clear_of_the_others(qtbot):
    t = _at_building(qtbot)
    border = [e for e in t.lit() if isinstance(t.scene.elements[e], Road | Wall | Bridge)]
    assert border == []  # between gestures: no tangle of sites round the home
    seen = _held(t)
    roads = seen["roads"]
    assert set(seen["lit"]) == set(roads)
    for element, item in roads.items():
        assert isinstance(item, Road)
        band = item.lit_band().boundingRect()
        assert any(ring == band for ring in seen["rings"]), element  # the band, not the chevron
        chevron = item.mapToScene(item.shape())
        assert _area(item.lit_band()) < 0.4 * _area(chevron)
    tags = seen["tags"]
    assert len(tags) == sum(1 for label in seen["lit"].values() if label)
    for i, a in enumerate(tags):
        assert not any(a.intersects(b) for b in tags[i + 1 :]), "two cost tags overlap"
    named = [b for b in t.scene.map.buildings.values() if b.isVisible() and not b.look.compact]
    assert named and all(b.sceneBoundingRect() in seen["names"] for b in named)
    assert not any(tag.intersects(name) for tag in tags for name in seen["names"])
