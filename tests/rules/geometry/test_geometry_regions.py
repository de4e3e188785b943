"""Region shapes for both Power Grid maps: every city inside its own single, valid region."""

from itertools import combinations

import pytest
from shapely.geometry import Point, Polygon

from rules.geometry import polygon_outline, region_polygons
from rules.powergrid.data import MAPS, load_map


def _polygons(map_id: str) -> dict[str, Polygon]:
    board = load_map(map_id)
    points = {c.id: (c.x, c.y) for c in board.cities.values()}
    regions = {c.id: c.region for c in board.cities.values()}
    outlines = {r.id: r.polygon for r in board.regions.values() if r.polygon}
    return region_polygons(points, regions, outlines or None)


@pytest.mark.parametrize("map_id", MAPS)
def test_every_region_is_one_valid_polygon(map_id: str):
    polygons = _polygons(map_id)
    assert set(polygons) == set(load_map(map_id).regions)
    for polygon in polygons.values():
        assert isinstance(polygon, Polygon)
        assert polygon.is_valid and not polygon.is_empty


@pytest.mark.parametrize("map_id", MAPS)
def test_every_city_lies_inside_its_own_region(map_id: str):
    polygons = _polygons(map_id)
    for city in load_map(map_id).cities.values():
        assert polygons[city.region].contains(Point(city.x, city.y)), city.id


def test_germany_regions_do_not_overlap():
    polygons = _polygons("germany")
    for a, b in combinations(polygons.values(), 2):
        assert a.intersection(b).area < 1e-3


def test_germany_neighbouring_regions_share_a_border():
    polygons = _polygons("germany")
    assert polygons["NW"].distance(polygons["W"]) < 1e-3
    assert polygons["NE"].distance(polygons["SE"]) > 1.0


def test_outline_is_the_open_exterior_ring():
    square = Polygon([(0, 0), (2, 0), (2, 2), (0, 2)])
    assert polygon_outline(square) == [(0, 0), (2, 0), (2, 2), (0, 2)]


def test_printed_outlines_are_used_as_given():
    points = {"a": (1.0, 1.0), "b": (3.0, 1.0)}
    regions = {"a": "left", "b": "right"}
    outlines = {"left": [(0, 0), (2, 0), (2, 2), (0, 2)], "right": [(2, 0), (4, 0), (4, 2), (2, 2)]}
    polygons = region_polygons(points, regions, outlines)
    assert polygons["left"].equals(Polygon(outlines["left"]))
    assert polygons["right"].area == 4
