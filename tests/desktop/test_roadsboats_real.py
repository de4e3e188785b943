"""Roads & Boats at its table in a real window (`make test` runs these again under Xvfb with a
window manager): the play-order question's three answers show whole and one tap answers it, "never
ask me again" keeps it from coming back; a tap where no home can be says why in the bar; a held
road lights thin bands with their cost tags apart."""

from __future__ import annotations

import pytest
from roadsboats_gestures import ANN, OPTIONS, RoadsBoatsTable
from table_checks import answers_unseen

from rules.core.session import Session
from rules.roadsboats import building
from rules.roadsboats.actions import NeverAskOrder

SEED = 3
HOME = "hex:0,3/area:0"


def _table(qtbot) -> RoadsBoatsTable:
    return RoadsBoatsTable(qtbot, Session("roads-and-boats", OPTIONS, SEED), size=(1600, 1000))


@pytest.mark.realscreen
def test_a_refused_home_says_why_then_one_tap_answers_the_order_question_for_good(qtbot):
    t = _table(qtbot)
    t.wait_for(ANN)
    lit = t.lit()
    unlit = next(
        e
        for e in sorted(t.scene.elements)
        if "/area:" in e and e not in lit and e.split("/")[0] in t.scene.layout.land
    )
    t.tap(unlit)
    assert t.message(), "a tap where no home can be said nothing"
    t.tap(HOME)
    t.wait_for(ANN)
    assert t.kind() == "order_request"
    assert answers_unseen(t.table) == []  # the three answers whole in the bar
    t.choose(NeverAskOrder())
    for phase in ("production", "movement"):
        t.wait_for(ANN)
        assert t.kind() == phase  # not asked again
        t.done()


@pytest.mark.realscreen
def test_a_held_road_lights_thin_bands_with_their_tags_apart(qtbot):
    t = _table(qtbot)
    t.wait_for(ANN)
    t.tap(HOME)
    t.answer_until("building")
    roads = [
        a.half_edge for a in building.build_options(t.state, ANN) if isinstance(a, building.Road)
    ]
    seen = {}

    def look() -> None:
        seen["tags"] = t.scene.tag_rects()
        seen["lit"] = set(t.lit())

    t.drag(t.item("build:road"), t.item(roads[0]), while_held=look)
    assert seen["lit"] == set(roads) and t.state.roads
    tags = seen["tags"]
    assert tags and not any(a.intersects(b) for i, a in enumerate(tags) for b in tags[i + 1 :])
