"""Barrage at its table in a real window (`make test` runs these again under Xvfb with a window
manager): after every gesture, applied at once or refused, every piece of the company boards is
where the state puts it, and the wheel's hub keeps offering its engineers.

The harness (`barrage_gestures`) presses a company board's piece where the state puts it, so a
piece left where it was dropped is noticed, not followed."""

from __future__ import annotations

import pytest
from barrage_gestures import ANN, BarrageTable, new_session
from PySide6.QtCore import QRectF

from desktop.board.paint_kit import text_width
from rules.barrage.actions import DraftPick, Machinery, Workshop

SEED = 15
PICK = DraftPick("company:usa", "contract:starting:2")
SHOP = Machinery("space:machinery:1L")  # one excavator for 2 credits: applied at once
WORKSHOP = Workshop("space:workshop:1R")


def mine(t: BarrageTable, n: int) -> list:
    return [s.action for s in t.model.session.steps[n:] if s.by == "person"]


@pytest.mark.realscreen
def test_engineers_applied_at_once_go_back_to_the_hub_and_are_dragged_again(qtbot):
    t = BarrageTable(qtbot, new_session(SEED))
    t.choose(PICK)
    t.wait_for(ANN)
    assert t.misplaced() == []
    engineers = t.state.companies[ANN].engineers

    before = t.hash()
    t.settle(t.drop("engineers", "space:turbine:1L"))  # refused: no production system yet
    assert t.hash() == before and t.misplaced() == []

    n = len(t.actions())
    t.drop("engineers", SHOP.space)
    assert mine(t, n) == [SHOP]  # the one answer there: applied at the drop
    assert t.misplaced() == []  # the disc is back on the hub, not on the space

    t.wait_for(ANN)
    assert t.scene.mats[ANN].engineers.movable  # the hub offers them again
    n = len(t.actions())
    t.drop("engineers", WORKSHOP.space)  # pressed on the hub, where the state puts them
    assert mine(t, n) == [WORKSHOP]
    assert t.state.companies[ANN].engineers == engineers - SHOP_COST - 2
    assert t.misplaced() == []


SHOP_COST = 1


def _names(t: BarrageTable) -> list[QRectF]:
    """The words a tag must leave in sight: the sections' headings, the basins' numbers."""
    names = []
    for heading, _ in t.scene.panel.headings:
        r = heading.rect
        width = min(text_width(heading.look, heading.px), r.width())
        names.append(QRectF(r.left(), r.top(), width, r.height()))
    return names + list(t.scene.map.layout.badges.values())


def _apart(t: BarrageTable) -> dict:
    """The tags on the lit targets now, and what they overlap: another tag or a name."""
    tags, names = t.scene.tag_rects(), _names(t)
    crossed = [(a, b) for i, a in enumerate(tags) for b in tags[i + 1 :] if a.intersects(b)]
    covered = [(a, n) for a in tags for n in names if a.intersects(n)]
    return {"tags": len(tags), "crossed": crossed, "covered": covered}


@pytest.mark.realscreen
def test_cost_tags_cover_no_heading_no_basin_number_and_no_other_tag(qtbot):
    t = BarrageTable(qtbot, new_session(SEED))
    t.choose(PICK)
    t.wait_for(ANN)
    held: list[dict] = []
    # the engineers held: every open action space lit with its credits
    t.settle(t.drop("engineers", "space:turbine:1L", while_held=lambda: held.append(_apart(t))))
    # a base tile held: every dam site lit with its whole price
    t.drop("tech:basic:base", "dam:10L", while_held=lambda: held.append(_apart(t)))
    for seen in held:
        assert seen["tags"] >= 4
        assert seen["crossed"] == [] and seen["covered"] == [], seen
    names = t.scene.name_rects()
    assert all(any(n == m for m in names) for n in _names(t))  # the scene keeps them in sight
