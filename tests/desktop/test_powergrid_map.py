"""The Power Grid map's words: every connection's cost lies where no city's name covers it, on
both maps and in both languages (Korean names are longer), no two costs overlap, and each cost
lies on or beside its own line, clear of the cities' slots."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QLineF, QPointF, QRectF

from desktop.games.powergrid import make_scene
from desktop.games.powergrid.scene import PowerGridScene
from desktop.session_model import SessionModel
from rules.core.session import Session

SLOTS_REACH = 18.6  # a city's slots reach this far from its centre


def scene_for(map_id: str, lang: str) -> PowerGridScene:
    session = Session("powergrid", {"players": 3, "map": map_id}, 7)
    return make_scene(SessionModel(session, lang=lang))  # type: ignore[return-value]


def off_line(point: QPointF, line: QLineF) -> float:
    """How far the point lies from the segment."""
    d = line.p2() - line.p1()
    t = QPointF.dotProduct(point - line.p1(), d) / max(QPointF.dotProduct(d, d), 1e-9)
    nearest = line.pointAt(min(1.0, max(0.0, t)))
    return math.hypot(point.x() - nearest.x(), point.y() - nearest.y())


def reaches(rect: QRectF, center: QPointF, r: float) -> bool:
    nx = min(max(center.x(), rect.left()), rect.right())
    ny = min(max(center.y(), rect.top()), rect.bottom())
    return math.hypot(center.x() - nx, center.y() - ny) < r


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("map_id", ["germany", "usa"])
def test_no_city_name_covers_a_connection_cost(qtbot, map_id, lang):
    scene = scene_for(map_id, lang)
    names = scene.city_name_rects()
    costs = scene.cost_rects()
    assert len(costs) >= 80
    covered = [
        (link.element_id, link.cost)
        for link, _, _ in scene.links.values()
        if link.cost and any(link.badge.intersects(n) for n in names)
    ]
    assert covered == []
    overlapping = [(i, j) for i, a in enumerate(costs) for j in range(i) if a.intersects(costs[j])]
    assert overlapping == []
    assert scene.name_rects()[-len(names) :] == names  # tags held over the map keep off them


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("map_id", ["germany", "usa"])
def test_each_cost_lies_by_its_line_clear_of_the_cities_slots(qtbot, map_id, lang):
    scene = scene_for(map_id, lang)
    for link, _, _ in scene.links.values():
        if not link.cost:
            continue
        badge = link.badge
        beside = math.hypot(badge.width(), badge.height()) + 3.5  # its edge near the line
        assert off_line(badge.center(), link.line) <= beside, link.element_id
        assert badge.height() >= 13  # a smaller badge where room is short, still read
        hidden = [c for c, city in scene.cities.items() if reaches(badge, city.center, SLOTS_REACH)]
        assert hidden == [], link.element_id
