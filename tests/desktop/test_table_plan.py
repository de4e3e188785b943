"""table_plan alone: where the board, its panel, the seats' zones and the bars go, for rooms of
every kind, without a window."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, QSizeF

from desktop.shell.seat_zones import seats_at
from desktop.shell.table_plan import (
    ACTING_WEIGHT,
    BOARD_GOAL,
    MAP_GOAL,
    Room,
    desk_edges,
    plan,
    widen,
)

PANEL = (QSizeF(636, 1080), QSizeF(1268, 586), QSizeF(1900, 498))  # Power Grid's three shapes
MENU = 46


def room(w: int, h: int, seats: int, *, desk: bool, panel=PANEL) -> Room:
    edges = desk_edges(seats) if desk else seats_at("", seats)
    return Room(w, h - MENU, float(w * h), edges, desk, 1.65, panel, 34)


def no_overlap(rects: list[QRect]) -> bool:
    return all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


@pytest.mark.parametrize("desk", [True, False])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800), (1024, 768), (800, 1280)])
def test_every_part_has_its_own_place_inside_the_table(size, seats, desk):
    r = room(*size, seats, desk=desk)
    p = plan(r)
    whole = QRect(0, 0, r.width, r.height)
    parts = [p.map, p.panel, p.log, *p.zones] + ([p.bar] if p.bar is not None else [])
    assert all(part is not None and whole.contains(part) for part in parts)
    assert no_overlap(parts)
    assert len(p.zones) == seats
    assert (p.bar is not None) == desk  # the acting zone holds the bar round a table-top


def test_the_goals_are_met_where_the_room_allows():
    p = plan(room(1920, 1080, 4, desk=True))
    assert p.map_area >= MAP_GOAL * 1920 * 1080 and p.board_area >= BOARD_GOAL * 1920 * 1080


def test_zones_are_deep_enough_for_a_finger_and_the_prompt():
    for desk in (True, False):
        p = plan(room(1280, 800, 6, desk=desk))
        assert min(min(z.width(), z.height()) for z in p.zones) >= 34 * 3.0


def test_each_zone_lies_at_its_seats_edge():
    r = room(1920, 1080, 6, desk=False)
    p = plan(r)
    for edge, zone in zip(r.edges, p.zones, strict=True):
        assert {
            "bottom": zone.bottom() == r.height - 1,
            "top": zone.top() == 0,
            "left": zone.left() == 0,
            "right": zone.right() == r.width - 1,
        }[edge]


def test_a_board_without_a_panel_takes_the_middle():
    p = plan(room(1920, 1080, 3, desk=True, panel=()))
    assert p.panel is None and p.map.width() == 1920


@pytest.mark.parametrize("seats", [4, 6])
def test_the_zone_that_holds_the_prompt_bar_takes_more_of_the_edge_it_shares(seats):
    r = room(1280, 800, seats, desk=False)
    even = plan(r)
    for acting in range(seats):
        mates = [s for s, e in enumerate(r.edges) if e == r.edges[acting]]
        p = widen(even, replace(r, acting=acting))
        along = QRect.width if r.edges[acting] in ("top", "bottom") else QRect.height
        if len(mates) == 1:
            assert p.zones[acting] == even.zones[acting]
            continue
        share = along(p.zones[acting]) / sum(along(p.zones[s]) for s in mates)
        assert share == pytest.approx(ACTING_WEIGHT / (ACTING_WEIGHT + len(mates) - 1), abs=0.01)
        assert no_overlap(list(p.zones))  # the edge's other zones give up the room
