"""Speed of the hex geometry (make bench): all area polygons of a 60-hex map with every river shape
and its land-adjacency graph, with the per-shape caches warm (as in play) and cold (the first map).
Nothing is asserted about speed."""

from itertools import cycle

from rules.geometry import KIND_EDGES, Hex, River, area_polygons, land_graph
from rules.geometry import rivers as rivers_module

SHAPES = [River.of(kind, turn) for kind in KIND_EDGES for turn in range(6)]
# 6 x 10 hexes cycling through all 36 shapes; the rivers need not connect for timing.
LAND = dict(zip((Hex(q, r) for q in range(6) for r in range(10)), cycle(SHAPES), strict=False))
CACHES = (rivers_module.area_shapes, rivers_module.half_areas, rivers_module.river_arms)


def _build():
    return area_polygons(LAND), land_graph(LAND)


def test_bench_map_areas_and_land_graph(benchmark):
    polygons, graph = benchmark(_build)
    assert len(LAND) == 60 and len(polygons) == graph.number_of_nodes()


def test_bench_map_areas_and_land_graph_cold_caches(benchmark):
    def clear():
        for cached in CACHES:
            cached.cache_clear()

    benchmark.pedantic(_build, setup=clear, rounds=20, iterations=1)
