"""River shapes, the areas they cut a hex into, and how areas meet across a map (roads-and-boats.md
§4.2, §11.3-11.4, §11.9)."""

from itertools import combinations

import networkx as nx
import pytest
import shapely

from rules.geometry import (
    KIND_EDGES,
    ORIGIN,
    Area,
    HalfEdge,
    Hex,
    River,
    area_index,
    area_polygons,
    area_shapes,
    arm_sides,
    coast_edges,
    coasts,
    dock_positions,
    edge_midpoint,
    edge_of,
    edge_sides,
    half_areas,
    half_segment,
    hex_polygon,
    land_graph,
    map_areas,
    river_arms,
    zones,
)

SHAPES = [River.of(kind, turn) for kind in KIND_EDGES for turn in range(6)]
NS = River.through(["N", "S"])
AREA_COUNT = {"none": 1, "source": 1, "straight": 2, "wide_bend": 2, "sharp_bend": 2, "junction": 3}


def _ids(shape: River) -> str:
    return f"{shape.kind}{shape.edges}"


@pytest.mark.parametrize("river", SHAPES, ids=_ids)
def test_areas_tile_the_hex_exactly(river: River):
    shapes = area_shapes(river)
    assert [s.index for s in shapes] == list(range(AREA_COUNT[river.kind]))
    hex_ = hex_polygon(ORIGIN)
    union = shapely.union_all([s.polygon for s in shapes])
    assert union.symmetric_difference(hex_).area < 1e-9 * hex_.area
    for s in shapes:
        assert s.polygon.is_valid and s.polygon.area > 0.1
    for a, b in combinations(shapes, 2):
        assert a.polygon.intersection(b.polygon).area < 1e-12


@pytest.mark.parametrize("river", SHAPES, ids=_ids)
def test_every_half_edge_belongs_to_exactly_one_area(river: River):
    shapes = area_shapes(river)
    assert sorted(k for s in shapes for k in s.halves) == list(range(12))
    for s in shapes:
        for k in s.halves:
            assert half_areas(river)[k] == s.index == area_index(river, k // 2, k % 2)
            # the shapely polygon agrees with the combinatorial rule: the half lies on its boundary
            assert s.polygon.buffer(1e-9).contains(half_segment(ORIGIN, k // 2, k % 2))
        assert s.edges == tuple(sorted({k // 2 for k in s.halves}))


@pytest.mark.parametrize("river", SHAPES, ids=_ids)
def test_a_river_separates_the_halves_of_the_edges_it_crosses(river: River):
    for d in range(6):
        first, second = area_index(river, d, 0), area_index(river, d, 1)
        if d in river.edges and len(river.edges) >= 2:
            assert first != second
        else:  # no river there, or a source: the source does not split its hex
            assert first == second


@pytest.mark.parametrize("river", SHAPES, ids=_ids)
def test_rotations(river: River):
    turned = river
    for _ in range(6):
        turned = turned.rotated()
        assert turned.kind == river.kind
    assert turned == river
    # turning a shape one sixth moves every area two half-edges on, up to renumbering
    moved = {frozenset((k + 2) % 12 for k in s.halves) for s in area_shapes(river)}
    assert {frozenset(s.halves) for s in area_shapes(river.rotated())} == moved


def test_spec_examples_of_areas():
    assert [s.halves for s in area_shapes(NS)] == [
        (1, 2, 3, 4, 5, 6),  # east bank: H(0,1), H(1,*), H(2,*), H(3,0)
        (7, 8, 9, 10, 11, 0),
    ]
    assert [s.halves for s in area_shapes(River.through(["N", "SE", "SW"]))] == [
        (1, 2, 3, 4),
        (5, 6, 7, 8),
        (9, 10, 11, 0),
    ]
    corner, rest = area_shapes(River.through(["N", "NE"]))
    assert corner.halves == (1, 2) and len(rest.halves) == 10
    assert corner.polygon.area < rest.polygon.area / 4


@pytest.mark.parametrize(
    ("kind", "names"),
    [  # river kinds and edges as the preset maps give them
        ("source", ["NW"]),
        ("straight", ["SE", "NW"]),
        ("straight", ["NE", "SW"]),
        ("wide_bend", ["SE", "SW"]),
        ("wide_bend", ["NE", "NW"]),
        ("sharp_bend", ["S", "SW"]),
        ("junction", ["NE", "S", "NW"]),
    ],
)
def test_the_data_shapes_are_recognised(kind: str, names: list[str]):
    river = River.through(names)
    assert river.kind == kind
    assert river in {River.of(kind, turn) for turn in range(6)}


def test_only_tile_shapes_are_rivers():
    assert River().kind == "none"
    for edges in [(0, 1, 2), (3, 0), (0, 0), (6,), (0, 1, 3, 4)]:
        with pytest.raises(ValueError):
            River(edges)


def test_river_arms_run_from_the_edge_midpoints_to_the_centre():
    assert river_arms(River()).is_empty
    arms = river_arms(River.of("junction", 1))
    assert [line.coords[0] for line in arms.geoms] == [edge_midpoint(ORIGIN, d) for d in (1, 3, 5)]
    assert all(line.coords[-1] == (0.0, 0.0) for line in arms.geoms)
    # the arms of a split hex are exactly where its areas meet
    straight = area_shapes(NS)
    assert straight[0].polygon.intersection(straight[1].polygon).equals(river_arms(NS))


def test_bridges_join_areas_into_zones():
    straight = NS
    assert arm_sides(straight, 0) == (1, 0) and arm_sides(straight, 3) == (0, 1)
    assert zones(straight) == ((0,), (1,))
    assert zones(straight, [0]) == zones(straight, [3]) == ((0, 1),)
    junction = River.through(["N", "SE", "SW"])
    assert [arm_sides(junction, d) for d in (0, 2, 4)] == [(2, 0), (0, 1), (1, 2)]
    assert zones(junction, [2]) == ((0, 1), (2,))
    assert zones(junction, [4]) == ((0,), (1, 2))
    assert zones(junction, [0, 4]) == ((0, 1, 2),)
    assert zones(River.of("source")) == ((0,),)
    with pytest.raises(ValueError):
        arm_sides(River.of("source"), 0)  # a source never needs a bridge
    with pytest.raises(ValueError):
        arm_sides(straight, 1)


def test_area_ids_round_trip():
    area = Area(Hex(3, -1), 2)
    assert area.id == "hex:3,-1/area:2"
    assert Area.from_id(area.id) == area
    with pytest.raises(ValueError):
        Area.from_id("hex:3,-1/area:x")


# A source A flows south into B, which bends to the sea C in its south-east; D is plain land
# north-east of B and south-east of A:
#
#        A (0,0) source, arm S          area A0
#   D (1,0) plain                       area D0
#        B (0,1) wide bend N-SE         B0 = between N and SE (east side), B1 = the rest
#   C (1,1) sea
BEND = {
    Hex(0, 0): River.through(["S"]),
    Hex(0, 1): River.through(["N", "SE"]),
    Hex(1, 0): River(),
}
BEND_SEA = {Hex(1, 1)}
A0, B0, B1, D0 = Area(Hex(0, 0), 0), Area(Hex(0, 1), 0), Area(Hex(0, 1), 1), Area(Hex(1, 0), 0)

# A straight N-S river through X and Y (stacked), Z plain land to their east.
STRAIGHT = {Hex(0, 0): NS, Hex(0, 1): NS, Hex(1, 0): River()}
X0, X1 = Area(Hex(0, 0), 0), Area(Hex(0, 0), 1)
Y0, Y1 = Area(Hex(0, 1), 0), Area(Hex(0, 1), 1)
Z0 = Area(Hex(1, 0), 0)


def _contacts(graph) -> dict[frozenset, tuple]:
    return {
        frozenset((u, v)): (data["river"], data["half"] and data["half"].id, data["arms"])
        for u, v, data in graph.edges(data=True)
    }


def test_land_adjacency_on_a_source_flowing_into_a_bend():
    graph = land_graph(BEND)
    assert list(graph.nodes) == [A0, B0, B1, D0]
    assert _contacts(graph) == {
        frozenset((A0, B0)): (False, "edge:0,0~0,1#0", ()),  # east of the river mouth into B
        frozenset((A0, B1)): (False, "edge:0,0~0,1#1", ()),  # west of it
        frozenset((A0, D0)): (False, "edge:0,0~1,0#0", ()),
        frozenset((B0, D0)): (False, "edge:0,1~1,0#0", ()),
        frozenset((B0, B1)): (True, None, (0, 2)),  # across the river, either arm
    }


def test_land_adjacency_on_a_straight_river_through_two_hexes():
    graph = land_graph(STRAIGHT)
    assert _contacts(graph) == {
        frozenset((X0, Y0)): (False, "edge:0,0~0,1#0", ()),  # east bank continues
        frozenset((X1, Y1)): (False, "edge:0,0~0,1#1", ()),  # west bank continues
        frozenset((X0, Z0)): (False, "edge:0,0~1,0#0", ()),
        frozenset((Y0, Z0)): (False, "edge:0,1~1,0#0", ()),
        frozenset((X0, X1)): (True, None, (0, 3)),
        frozenset((Y0, Y1)): (True, None, (0, 3)),
    }
    dry = graph.edge_subgraph((u, v) for u, v, river in graph.edges(data="river") if not river)
    # without crossing the river the west bank is cut off
    assert sorted(map(sorted, nx.connected_components(dry))) == [[X0, Y0, Z0], [X1, Y1]]


@pytest.mark.parametrize("land", [BEND, STRAIGHT], ids=["bend", "straight"])
def test_land_adjacency_agrees_with_the_area_polygons(land):
    """Two areas are adjacent exactly when their polygons share a stretch of boundary."""
    graph = land_graph(land)
    polygons = area_polygons(land, size=2.0)
    assert list(polygons) == list(map_areas(land)) == sorted(graph.nodes)
    for a, b in combinations(polygons, 2):
        touching = polygons[a].boundary.intersection(polygons[b].buffer(1e-9)).length > 1e-6
        assert touching == graph.has_edge(a, b), (a.id, b.id)


def test_edge_sides():
    assert edge_sides(BEND, edge_of(Hex(0, 0), 3)) == (
        HalfEdge(edge_of(Hex(0, 0), 3), 0),
        HalfEdge(edge_of(Hex(0, 0), 3), 1),
    )
    assert edge_sides(BEND, edge_of(Hex(0, 0), 2)) == (HalfEdge(edge_of(Hex(0, 0), 2), 0),)
    # a river mouth splits the coast edge too, although the sea hex has no river
    assert len(edge_sides(BEND, edge_of(Hex(0, 1), 2))) == 2


def test_coasts_and_docking_positions():
    assert coast_edges(BEND, BEND_SEA) == (edge_of(Hex(0, 1), 2), edge_of(Hex(1, 0), 3))
    assert {half.id: area for half, area in dock_positions(BEND, BEND_SEA).items()} == {
        "edge:0,1~1,1#0": B0,  # the river mouth: one position on each bank
        "edge:0,1~1,1#1": B1,
        "edge:1,0~1,1#0": D0,
    }
    assert coasts(BEND, BEND_SEA) == {B0: (Hex(1, 1),), B1: (Hex(1, 1),), D0: (Hex(1, 1),)}


def test_a_source_at_the_sea_has_two_docking_positions_on_its_one_area():
    land = {ORIGIN: River.through(["SE"])}
    docks = dock_positions(land, {ORIGIN.neighbour(d) for d in range(6)})
    assert len(docks) == 7 and set(docks.values()) == {Area(ORIGIN, 0)}
    assert coasts(land, {ORIGIN.neighbour(2)}) == {Area(ORIGIN, 0): (ORIGIN.neighbour(2),)}


def test_placed_areas_tile_their_hexes():
    land = {Hex(q, r): SHAPES[(q * 7 + r) % len(SHAPES)] for q in range(-2, 3) for r in range(3)}
    polygons = area_polygons(land, size=3.0)
    for h in land:
        own = [p for area, p in polygons.items() if area.hex == h]
        union = shapely.union_all(own)
        assert union.symmetric_difference(hex_polygon(h, 3.0)).area < 1e-9 * union.area
        assert all(p.contains(p.representative_point()) for p in own)
