"""Region shapes: printed outlines, or Voronoi cells of the cities unioned per region."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from statistics import median

import shapely
from shapely.geometry import MultiPoint, Point, Polygon
from shapely.ops import voronoi_diagram

Point2 = tuple[float, float]


def region_polygons(
    city_points: Mapping[str, Point2],
    city_region: Mapping[str, str],
    outlines: Mapping[str, Sequence[Sequence[float]]] | None = None,
) -> dict[str, Polygon]:
    """One polygon per region, each containing all of the region's cities.

    Printed outlines win when the data has them; otherwise every city claims the area nearer to it
    than to any other city (a Voronoi cell) inside a rounded outline of the whole map.
    """
    if outlines is not None:
        return {region: _single(shapely.make_valid(Polygon(o))) for region, o in outlines.items()}
    points = {city: Point(xy) for city, xy in city_points.items()}
    land = map_outline(list(city_points.values()))
    cells = voronoi_diagram(MultiPoint(list(points.values())), envelope=land.envelope.buffer(1.0))
    by_region: dict[str, list[Polygon]] = {}
    for cell in cells.geoms:
        city, point = next((c, p) for c, p in points.items() if cell.contains(p))
        by_region.setdefault(city_region[city], []).append(
            _part_containing(cell.intersection(land), point)
        )
    polygons = {region: _single(shapely.union_all(parts)) for region, parts in by_region.items()}
    for city, region in city_region.items():
        if not polygons[region].contains(points[city]):
            raise ValueError(f"region {region!r} does not enclose its city {city!r}")
    return polygons


def map_outline(points: Sequence[Point2]) -> Polygon:
    """A rounded hull around the cities that follows the map's broad shape.

    The margin is the median nearest-neighbour distance, so a border city sits about as far from the
    map edge as from its neighbours.
    """
    dots = [Point(p) for p in points]
    margin = median(min(a.distance(b) for b in dots if b is not a) for a in dots)
    # ratio 0.4 hugs the coast and borders of a real map without cutting between close cities
    hull = shapely.concave_hull(MultiPoint(dots), ratio=0.4)
    return _single(hull.buffer(margin, quad_segs=8))


def polygon_outline(poly: Polygon) -> list[Point2]:
    """The exterior ring as a list of points, without repeating the first point at the end."""
    return [(x, y) for x, y in poly.exterior.coords[:-1]]


def _part_containing(shape: shapely.Geometry, point: Point) -> Polygon:
    """The piece of a clipped cell that holds its city (a concave outline may cut a cell in two)."""
    if isinstance(shape, Polygon):
        return shape
    return next(g for g in shape.geoms if isinstance(g, Polygon) and g.contains(point))


def _single(shape: shapely.Geometry) -> Polygon:
    """Heal floating-point slivers so a shape that should be one piece is one Polygon."""
    if isinstance(shape, Polygon):
        return shape
    pieces = [g for g in getattr(shape, "geoms", ()) if isinstance(g, Polygon) and not g.is_empty]
    if len(pieces) == 1:
        return pieces[0]
    closed = shape.buffer(1e-6).buffer(-1e-6)
    if isinstance(closed, Polygon):
        return closed
    raise ValueError("shape falls apart into several pieces")
