"""Flat-topped hex grid: directions, neighbours, polygons, edges and half-edges (roads-and-boats.md
§11.1-11.2)."""

import math
from collections import deque
from itertools import combinations

import pytest
from shapely.geometry import LineString, Point

from rules.geometry import (
    DIRECTIONS,
    ORIGIN,
    HalfEdge,
    Hex,
    HexEdge,
    direction,
    edge_midpoint,
    edge_of,
    half_edge,
    half_segment,
    hex_centre,
    hex_polygon,
    opposite,
    pixel_to_hex,
    to_hex,
)

PATCH = [Hex(q, r) for q in range(-3, 4) for r in range(-3, 4)]
HEX_AREA = 3 * math.sqrt(3) / 2


# what a direction's letters mean on the screen (y grows downwards, north is up)
COMPASS = {"N": (0.0, -1.0), "S": (0.0, 1.0), "E": (1.0, 0.0), "W": (-1.0, 0.0)}


def _angle(x: float, y: float) -> float:
    return math.degrees(math.atan2(y, x)) % 360


def test_each_direction_points_where_its_name_says_and_they_go_round_clockwise():
    """The neighbour in direction d is the one nearest the compass bearing of d's name, and the
    bearings of the six neighbours step 60° clockwise from north (spec §11.1)."""
    centres = [hex_centre(n) for n in ORIGIN.neighbours()]
    for d, name in enumerate(DIRECTIONS):
        want = _angle(*(sum(COMPASS[c][i] for c in name) for i in (0, 1)))
        off = [abs((_angle(*c) - want + 180) % 360 - 180) for c in centres]
        assert min(range(6), key=off.__getitem__) == d == direction(name), name
        assert off[d] < 30  # nearer its own bearing than any other neighbour could be
    bearings = [_angle(*c) for c in centres]
    assert bearings[0] == pytest.approx(270)  # north: straight up
    steps = [(b - a) % 360 for a, b in zip(bearings, bearings[1:] + bearings[:1], strict=True)]
    assert steps == pytest.approx([60] * 6)


def test_the_north_neighbour_sits_on_the_flat_top_edge_one_hex_height_away():
    top = hex_polygon(ORIGIN).intersection(hex_polygon(ORIGIN.neighbour(direction("N"))))
    (x0, y0), (x1, y1) = top.coords
    assert y0 == pytest.approx(y1) == pytest.approx(-math.sqrt(3) / 2)  # level, above the centre
    assert abs(x1 - x0) == pytest.approx(1.0)
    for n in ORIGIN.neighbours():  # every neighbour's centre: twice the apothem away
        assert math.dist(hex_centre(ORIGIN), hex_centre(n)) == pytest.approx(math.sqrt(3))


def test_consecutive_neighbours_are_neighbours_of_each_other():
    """The six neighbours form a ring: each touches the next, the hex opposite touches none."""
    ring = ORIGIN.neighbours()
    for d in range(6):
        assert ring[d].distance(ring[(d + 1) % 6]) == 1
        assert ring[d].distance(ring[opposite(d)]) == 2


@pytest.mark.parametrize("h", [ORIGIN, Hex(3, -2), Hex(-4, 7)])
def test_neighbours_and_directions_round_trip(h: Hex):
    for d in range(6):
        n = h.neighbour(d)
        assert opposite(opposite(d)) == d
        assert n.neighbour(opposite(d)) == h
        assert h.direction_to(n) == d and n.direction_to(h) == opposite(d)
        assert h.distance(n) == 1
    with pytest.raises(ValueError):
        h.direction_to(h.neighbour(0).neighbour(0))


def test_distance_is_the_fewest_steps_between_neighbours():
    """`distance` against a walk from hex to neighbouring hex (breadth first over a patch shaped
    so every shortest walk between two of its hexes stays inside it), and the spec's count of
    6·n hexes at distance n."""
    patch = {Hex(q, r) for q in range(-6, 7) for r in range(-6, 7)}
    for start in (ORIGIN, Hex(3, -2), Hex(-6, 6), Hex(-4, -1)):
        steps = {start: 0}
        queue = deque([start])
        while queue:
            h = queue.popleft()
            for n in h.neighbours():
                if n in patch and n not in steps:
                    steps[n] = steps[h] + 1
                    queue.append(n)
        assert len(steps) == len(patch)
        for h, n in steps.items():
            assert start.distance(h) == h.distance(start) == n, (start, h)
    for n in range(1, 4):
        assert sum(1 for h in patch if ORIGIN.distance(h) == n) == 6 * n
    assert Hex(-2, 3).distance(Hex(3, -1)) == 5  # the spec's example


def test_hex_ids_round_trip():
    assert Hex(3, -12).id == "hex:3,-12"
    assert Hex.from_id("hex:3,-12") == Hex(3, -12)
    with pytest.raises(ValueError):
        Hex.from_id("hex:3;1")


def test_polygon_is_a_flat_topped_hex_of_the_right_size():
    poly = hex_polygon(Hex(2, -1), size=2.0)
    assert poly.is_valid and poly.area == pytest.approx(HEX_AREA * 4)
    assert poly.centroid.coords[0] == pytest.approx(hex_centre(Hex(2, -1), 2.0))
    xs = sorted(x for x, _ in hex_polygon(ORIGIN).exterior.coords[:-1])
    assert xs == pytest.approx([-1, -0.5, -0.5, 0.5, 0.5, 1])  # corners east and west: flat top


def test_neighbouring_polygons_share_exactly_their_common_edge():
    for a, b in combinations(PATCH, 2):
        shared = hex_polygon(a).intersection(hex_polygon(b))
        if a.distance(b) == 1:
            edge = edge_of(a, a.direction_to(b))
            assert isinstance(shared, LineString) and shared.length == pytest.approx(1.0)
            assert shared.equals(edge.segment())
            assert hex_polygon(a).union(hex_polygon(b)).area == pytest.approx(2 * HEX_AREA)
        else:
            assert shared.is_empty


def test_edge_midpoints_lie_halfway_between_the_centres():
    for h in PATCH:
        for d in range(6):
            (x0, y0), (x1, y1) = hex_centre(h), hex_centre(h.neighbour(d))
            assert edge_midpoint(h, d) == pytest.approx(((x0 + x1) / 2, (y0 + y1) / 2))
            assert edge_midpoint(h, d) == edge_midpoint(h.neighbour(d), opposite(d))


def test_edge_ids_are_the_same_from_both_sides():
    for h in PATCH:
        for d in range(6):
            edge = edge_of(h, d)
            assert edge == edge_of(h.neighbour(d), opposite(d))
            assert edge.local(h) == d and edge.other(h) == h.neighbour(d)
            assert HexEdge.from_id(edge.id) == edge
    assert edge_of(Hex(1, 0), 5).id == "edge:0,0~1,0"
    with pytest.raises(ValueError):
        HexEdge(Hex(1, 0), ORIGIN)  # ends out of order
    with pytest.raises(ValueError):
        HexEdge(ORIGIN, Hex(2, 0))  # not adjacent


def test_half_edges_seen_from_the_neighbour_swap_their_index():
    for h in PATCH:
        for d in range(6):
            n = h.neighbour(d)
            for j in (0, 1):
                half = half_edge(h, d, j)
                assert half == half_edge(n, opposite(d), 1 - j)
                assert half.local(h) == (d, j) and half.local(n) == (opposite(d), 1 - j)
                assert HalfEdge.from_id(half.id) == half
    # the two halves cover the edge and meet at its midpoint
    first, second = half_edge(ORIGIN, 2, 0).segment(), half_edge(ORIGIN, 2, 1).segment()
    assert first.union(second).equals(edge_of(ORIGIN, 2).segment())
    assert first.intersection(second).equals(Point(edge_midpoint(ORIGIN, 2)))
    assert half_edge(ORIGIN, 2, 1).id == "edge:0,0~1,0#1"
    assert half_edge(Hex(1, 0), 5, 1).id == "edge:0,0~1,0#0"


def test_half_edges_run_clockwise():
    # on the north edge the first half is the western one, drawn towards the midpoint
    first = half_segment(ORIGIN, 0, 0)
    assert first.coords[0][0] < first.coords[-1][0] < 1e-12
    assert first.equals(half_edge(ORIGIN, 0, 0).segment())
    with pytest.raises(ValueError):
        HalfEdge.from_id("edge:0,0~1,0#2")


def test_pixel_to_hex_finds_the_hex_under_a_point():
    for h in PATCH:
        cx, cy = hex_centre(h, 3.0)
        assert pixel_to_hex(cx, cy, 3.0) == h
        for i in range(12):  # near the outline, inside
            a = math.radians(15 + 30 * i)
            assert pixel_to_hex(cx + 2.4 * math.cos(a), cy + 2.4 * math.sin(a), 3.0) == h


def test_to_hex_places_the_origin_frame_on_a_hex():
    placed = to_hex(hex_polygon(ORIGIN), Hex(-2, 5), 1.5)
    assert placed.equals_exact(hex_polygon(Hex(-2, 5), 1.5), 1e-12)
