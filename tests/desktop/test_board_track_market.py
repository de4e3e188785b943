"""The generic board parts by themselves: a market's price ladder (capacities, fill order both
ways, the next slot) and a track's geometry (a line, wrapping rows, a loop round a rect) with
markers stacked without overlap."""

from __future__ import annotations

import itertools
import math
from functools import partial
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

import resources
from desktop.board.market import Ladder, Market, Space, cluster
from desktop.board.track import (
    Marker,
    Track,
    TrackLayout,
    line_layout,
    loop_layout,
    place_markers,
    rows_layout,
)
from rules.brass.core import resources as brass_resources

PG_COAL = (1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8)
PG_URANIUM = (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16)
SEATS = [QColor(c) for c in ("#d22", "#22d", "#2a2", "#eb0", "#a3c", "#888")]
EPS = 1e-6


def brass_markets() -> dict:
    return resources.load_json("brass_birmingham", "tables.json")["markets"]


def brass_ladder(resource: str) -> Ladder:
    m = brass_markets()[resource]
    return Ladder.from_prices(m["prices"], closed=[m["empty_price"]])


def no_token(painter: QPainter, at: QPointF, size: float) -> None:
    painter.drawEllipse(at, size / 2, size / 2)


def distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def overlap(a: QRectF, b: QRectF) -> float:
    both = a.intersected(b)
    return max(0.0, both.width()) * max(0.0, both.height())


def touches(a: QRectF, b: QRectF) -> bool:
    return a.adjusted(-0.01, -0.01, 0.01, 0.01).intersects(b)


def inside(rect: QRectF, inner: QRectF) -> bool:
    return rect.adjusted(-EPS, -EPS, EPS, EPS).contains(inner)


# -- ladders ------------------------------------------------------------------------------------


def test_ladders_group_equal_prices_into_spaces_with_their_capacity():
    coal = Ladder.from_prices(PG_COAL)
    assert coal.spaces == tuple(Space(p, 3) for p in range(1, 9))
    assert coal.size == 24
    uranium = Ladder.from_prices(PG_URANIUM)
    assert [s.price for s in uranium.spaces] == list(PG_URANIUM)
    assert {s.capacity for s in uranium.spaces} == {1}
    assert uranium.slot_prices() == list(PG_URANIUM)


def test_brass_coal_and_iron_ladders_from_the_tables_with_the_empty_price_printed():
    coal, iron = brass_ladder("coal"), brass_ladder("iron")
    assert coal.spaces == (*(Space(p, 2) for p in range(1, 8)), Space(8, 0))
    assert coal.size == 14
    assert iron.spaces == (*(Space(p, 2) for p in range(1, 6)), Space(6, 0))
    assert iron.size == 10
    assert coal.slot_prices() == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7]


def test_filled_from_the_expensive_end_a_buyer_takes_the_cheapest_and_a_seller_the_dearest_gap():
    coal = Ladder.from_prices(PG_COAL)
    assert coal.filled(0) == [False] * 24
    assert coal.filled(22) == [False, False] + [True] * 22
    assert coal.take(22) == 2  # the third £1 token
    assert coal.put(22) == 1
    assert coal.take(0) is None
    assert coal.put(0) == 23
    assert coal.take(24) == 0
    assert coal.put(24) is None
    assert coal.filled(99) == [True] * 24  # more than it holds: full


@pytest.mark.parametrize("resource", ["coal", "iron"])
def test_the_brass_ladders_agree_with_the_brass_rules_at_every_count(resource):
    market = brass_markets()[resource]
    ladder = brass_ladder(resource)
    board = SimpleNamespace(
        markets={resource: SimpleNamespace(prices=market["prices"], empty_price=0)}
    )
    prices = ladder.slot_prices()
    for count in range(ladder.size + 1):
        state = SimpleNamespace(markets={resource: count})
        take, put = ladder.take(count), ladder.put(count)
        if count:
            bought = brass_resources.buy_price(board, state, resource, 1)
            assert take is not None and prices[take] == bought
        sold = brass_resources.sale_price(board, state, resource)
        assert (put is None) == (sold is None)
        if put is not None:
            assert prices[put] == sold


def test_filled_from_the_cheap_end_the_stack_grows_and_shrinks_at_its_dear_edge():
    ladder = Ladder.from_prices((1, 1, 2, 2, 3), fills_from="cheap")
    assert ladder.filled(2) == [True, True, False, False, False]
    assert ladder.take(2) == 1
    assert ladder.put(2) == 2
    assert ladder.take(0) is None
    assert ladder.put(0) == 0
    assert ladder.take(5) == 4
    assert ladder.put(5) is None


def test_clusters_keep_a_space_s_slots_apart():
    for n in range(1, 10):
        offsets = cluster(n, 20.0)
        assert len(offsets) == n
        for a, b in itertools.combinations(offsets, 2):
            assert distance(a, b) >= 20.0 - EPS
    assert [(d.x(), d.y()) for d in cluster(3, 20.0)] == [(-10, -10), (10, -10), (0, 10)]


# -- the market item ----------------------------------------------------------------------------


def pg_row(count: int) -> Market:
    columns = sorted(set(PG_COAL) | set(PG_URANIUM))
    row = Market(
        "market:coal",
        QRectF(0, 0, 588, 52),
        Ladder.from_prices(PG_COAL),
        no_token,
        columns=columns,
        lead=104,
        print_prices=False,
    )
    row.set_count(count)
    return row


def test_a_row_puts_each_space_in_the_cell_of_its_price_and_leaves_the_others_blank(qapp):
    row = pg_row(24)
    assert row.element_id == "market:coal"
    assert len(row.slots) == 24
    assert row.cells_rect().left() == pytest.approx(104)
    for slot, price in zip(row.slots, row.ladder.slot_prices(), strict=True):
        cell = row.cell_rect(row.columns.index(price))
        assert cell.contains(slot)
    dear = [row.cell_rect(row.columns.index(p)) for p in (10, 12, 14, 16)]
    assert not any(cell.contains(slot) for cell in dear for slot in row.slots)
    for a, b in itertools.combinations(row.slots, 2):
        assert distance(a, b) >= row.look.token  # tokens side by side, never on each other


def test_the_next_slot_follows_the_count_where_a_piece_stands(qapp):
    row = pg_row(22)
    assert row.next_slot() == row.slots[2]
    assert row.open_slot() == row.slots[1]
    row.set_count(0)
    assert row.next_slot() is None
    assert row.open_slot() == row.slots[-1]
    row.set_count(24)
    assert row.open_slot() is None
    assert row.carried_piece() is None
    row.piece = object()  # type: ignore[assignment]
    assert row.carried_piece() is row.piece


def test_a_column_rising_upwards_prints_its_prices_and_puts_the_cheapest_at_the_bottom(qapp):
    market = Market(
        "market:coal",
        QRectF(0, 0, 90, 400),
        brass_ladder("coal"),
        no_token,
        direction="up",
        lead=40,
        price_text=lambda p: f"£{p}",
    )
    market.set_count(13)
    cells = [market.cell_rect(i) for i in range(len(market.columns))]
    assert cells[0].bottom() == pytest.approx(400)
    assert cells[-1].top() == pytest.approx(40)
    assert all(a.top() > b.top() for a, b in itertools.pairwise(cells))
    assert market.next_slot() == market.slots[1]
    assert market.open_slot() == market.slots[0]
    for i, space in enumerate(market.ladder.spaces):
        room = market.token_room(i)
        assert room.left() > cells[i].left()  # the price is printed left of the tokens
        mine = [s for s, k in zip(market.slots, market.ladder.slot_spaces(), strict=True) if k == i]
        assert len(mine) == space.capacity
        assert all(room.contains(s) for s in mine)
    paint(market)


def test_a_market_drawn_in_every_direction_paints(qapp):
    for direction in ("right", "left", "down", "up"):
        market = Market(
            "market:iron",
            QRectF(0, 0, 300, 300),
            brass_ladder("iron"),
            no_token,
            direction=direction,
        )
        market.set_count(5)
        paint(market)
        cheap, dear = market.cell_rect(0), market.cell_rect(len(market.columns) - 1)
        step = dear.center() - cheap.center()
        want = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1)}[direction]
        assert step.x() * want[0] + step.y() * want[1] > 0  # prices rise that way
        assert step.x() * want[1] - step.y() * want[0] == pytest.approx(0)  # in a straight line


def paint(item) -> None:
    image = QImage(800, 800, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.translate(-item.boundingRect().topLeft() + QPointF(20, 20))
    item.paint(painter, None)
    painter.end()


# -- track layouts ------------------------------------------------------------------------------


def check_cells(layout: TrackLayout, area: QRectF, n: int) -> None:
    """`n` cells inside the area, none overlapping another, each touching the next."""
    assert len(layout.cells) == n == len(layout.stacks)
    for cell in layout.cells:
        assert inside(area, cell)
        assert cell.width() > 0 and cell.height() > 0
    for a, b in itertools.combinations(layout.cells, 2):
        assert overlap(a, b) < 1e-6
    for a, b in itertools.pairwise(layout.cells):
        assert touches(a, b)
    for a, b in itertools.combinations(layout.stacks, 2):
        assert overlap(a, b) < 1e-6
    for stack in layout.stacks:
        assert inside(area, stack)


def test_a_line_of_spaces_with_a_band_of_stacks_below():
    area = QRectF(10, 40, 600, 140)
    layout = line_layout(area, 18, depth=28, spacing=3)
    check_cells(layout, area, 18)
    assert layout.grow == "down"
    assert all(c.height() == 28 and c.top() == 40 for c in layout.cells)
    assert all(s.top() == pytest.approx(71) and s.bottom() == 180 for s in layout.stacks)
    assert layout.cells[1].left() > layout.cells[0].left()
    backwards = line_layout(area, 18, vertical=False, reverse=True)
    assert backwards.cells[0].right() == pytest.approx(area.right())


def test_a_vertical_line_stacks_to_the_right():
    area = QRectF(0, 0, 120, 500)
    layout = line_layout(area, 10, depth=30, vertical=True)
    check_cells(layout, area, 10)
    assert layout.grow == "right"
    assert all(s.left() == pytest.approx(34) for s in layout.stacks)


@pytest.mark.parametrize("snake", [False, True])
def test_wrapping_rows_stay_inside_the_rect(snake):
    area = QRectF(5, 5, 500, 120)
    layout = rows_layout(area, 25, 10, snake=snake)
    if snake:  # a path: each space touches the next
        check_cells(layout, area, 25)
    assert len(layout.cells) == 25
    for cell in layout.cells:
        assert inside(area, cell)
    assert layout.cells[10].top() > layout.cells[9].top()  # the second row
    if snake:
        assert layout.cells[10].left() == pytest.approx(layout.cells[9].left())
        assert layout.cells[11].left() < layout.cells[10].left()
    else:
        assert layout.cells[10].left() == pytest.approx(area.left())


@pytest.mark.parametrize(
    ("width", "height", "n"), [(600, 400, 100), (1000, 1000, 100), (300, 800, 41), (200, 200, 8)]
)
def test_a_loop_runs_round_the_edge_of_the_rect(width, height, n):
    area = QRectF(20, 30, width, height)
    layout = loop_layout(area, n)
    check_cells(layout, area, n)
    assert touches(layout.cells[-1], layout.cells[0])  # round and back to the start
    first = layout.cells[0]
    assert first.topLeft() == area.topLeft()
    assert layout.cells[1].left() > first.left()  # clockwise: along the top first
    middle = area.adjusted(
        area.width() / 3, area.height() / 3, -area.width() / 3, -area.height() / 3
    )
    assert not any(cell.intersects(middle) for cell in layout.cells)  # the middle stays free


def test_a_loop_can_run_anticlockwise_from_any_corner():
    area = QRectF(0, 0, 600, 400)
    back = loop_layout(area, 100, clockwise=False)
    check_cells(back, area, 100)
    assert back.cells[1].top() > back.cells[0].top()  # down the left side first
    for corner, point in (
        ("top-right", area.topRight()),
        ("bottom-right", area.bottomRight()),
        ("bottom-left", area.bottomLeft()),
    ):
        layout = loop_layout(area, 100, start=corner)
        check_cells(layout, area, 100)
        c = layout.cells[0]
        corners = (c.topLeft(), c.topRight(), c.bottomLeft(), c.bottomRight())
        assert min(distance(point, p) for p in corners) < EPS  # the first space is that corner


# -- markers ------------------------------------------------------------------------------------


def check_markers(layout: TrackLayout, spaces: list[int], centres: list[QPointF], r: float):
    assert len(centres) == len(spaces)
    for a, b in itertools.combinations(centres, 2):
        assert distance(a, b) >= 2 * r - EPS  # no disc covers another
    for space, at in zip(spaces, centres, strict=True):
        disc = QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)
        assert inside(layout.stacks[space], disc)


def test_six_seats_on_one_space_of_a_line_stack_without_overlap():
    layout = line_layout(QRectF(10, 40, 600, 134), 18, depth=28, spacing=3)
    spaces = [3] * 6
    centres, r = place_markers(layout, spaces, 11.0)
    check_markers(layout, spaces, centres, r)
    assert r >= 7  # still a disc to see
    one, r1 = place_markers(layout, [3], 11.0)
    assert r1 == 11.0
    assert one[0].y() == pytest.approx(layout.stacks[3].top() + 11)  # right under its space


def test_six_seats_on_the_first_corner_of_a_loop_stack_without_overlap():
    layout = loop_layout(QRectF(0, 0, 1000, 800), 100)
    for space in (0, 1, 37, 99):
        spaces = [space] * 6
        centres, r = place_markers(layout, spaces, 14.0)
        check_markers(layout, spaces, centres, r)
        assert r >= 4


def test_markers_on_many_spaces_never_overlap_and_share_one_size():
    layout = loop_layout(QRectF(0, 0, 900, 600), 100)
    for spaces in ([0, 0, 1, 2, 2, 2], [5, 6, 7, 8, 9, 10], [99, 0, 99, 0, 50, 50], [150, -3]):
        centres, r = place_markers(layout, spaces, 12.0)
        clamped = [max(0, min(s, 99)) for s in spaces]
        check_markers(layout, clamped, centres, r)


def test_six_seats_on_one_space_of_wrapping_rows():
    layout = rows_layout(QRectF(0, 0, 500, 160), 40, 10)
    centres, r = place_markers(layout, [12] * 6, 12.0)
    check_markers(layout, [12] * 6, centres, r)


# -- the track item -----------------------------------------------------------------------------


def test_a_track_item_lays_out_tints_and_places_markers(qapp):
    rect = QRectF(0, 0, 620, 180)
    track = Track(
        "track:cities",
        rect,
        18,
        area=rect.adjusted(10, 39, -10, -6),
        arrange=partial(line_layout, depth=28, spacing=3),
    )
    assert track.element_id == "track:cities"
    assert track.labels[:3] == ["0", "1", "2"]
    track.set_tints({7: QColor("#3d7bd9"), 17: QColor("#d9503d")})
    track.set_markers([Marker(2, c) for c in SEATS])
    centres, r = track.marker_centres()
    check_markers(track.layout, [2] * 6, centres, r)
    track.set_spaces(21)  # someone built past the end
    assert len(track.layout.cells) == 21
    assert track.cell_rect(20).right() == pytest.approx(610)
    paint(track)


def test_a_score_track_round_a_rect_numbered_from_its_labels(qapp):
    rect = QRectF(0, 0, 700, 500)
    labels = [str(v) for v in range(-10, 90)]
    track = Track("track:income", rect, 100, labels=labels, arrange=loop_layout)
    assert len(track.layout.cells) == 100
    assert track.labels[0] == "-10"
    track.set_markers([Marker(10, c) for c in SEATS])
    centres, r = track.marker_centres()
    check_markers(track.layout, [10] * 6, centres, r)
    paint(track)
