"""Roads & Boats' map in words: a tile (land or sea) and the sides of a land tile, a river, open
sea and a docking place, with their live numbers (`describe` dispatches here).
"""

from __future__ import annotations

from rules.core.text import Text
from rules.geometry.hexes import HalfEdge, Hex, HexEdge
from rules.geometry.rivers import Area
from rules.roadsboats.board import Board, Features, effective_terrain, land_network, zones
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe_words import (
    DEMOLITION,
    OIL_RIG,
    WALL,
    amounts,
    fleet,
    place_words,
    short,
)
from rules.roadsboats.setup import board_of, features_of
from rules.roadsboats.state import RoadsBoatsState, goods_at

# -- tiles and sides -------------------------------------------------------------------------------


def describe_tile(state: RoadsBoatsState, h: Hex) -> Text | None:
    """A tile: terrain, river, building, home, what may be built there (§4.1)."""
    board = board_of(state)
    if h not in board.tile:
        return None
    if h not in board.land:
        return _sea_tile(state, h)
    features = features_of(state)
    data = roads_boats_data()
    river = board.land[h]
    sides = len(board.areas_of(h))
    if sides > 1:
        bridges = len(state.bridges.get(h.id, []))
        river_text = Text(
            "roads-and-boats.describe.river_sides", {"sides": sides, "bridges": bridges}
        )
    elif river.edges:
        river_text = Text("roads-and-boats.describe.river_source")
    else:
        river_text = Text("roads-and-boats.describe.river_none")
    b = state.building_on(h.id)
    if b is None:
        building = Text("roads-and-boats.describe.tile_no_building")
    else:
        building = Text("roads-and-boats.describe.tile_building", {"building": short(b.kind)})
    terrain = effective_terrain(board, features, h)
    allowed = [
        kind
        for kind in data.buildings.values()
        if terrain in kind.terrains and (not kind.shore or h in board.shore)
    ]
    if b is not None:
        allowed_text = Text("roads-and-boats.describe.allowed_taken")
    elif not allowed:  # a desert before irrigation (§4.1)
        allowed_text = Text("roads-and-boats.describe.allowed_desert")
    else:
        names = [
            Text(
                "roads-and-boats.describe.needs_research",
                {"building": short(kind.id), "research": short(kind.research)},
            )
            if kind.research
            else Text(f"roads-and-boats.building.{short(kind.id)}")
            for kind in allowed
        ]
        allowed_text = Text("roads-and-boats.describe.allowed", {"buildings": names})
    if terrain == "terrain:pasture":  # breeding, the owner willing (§3.1.5)
        allowed_text = Text("roads-and-boats.describe.pasture_breeds", {"allowed": allowed_text})
    own = h.id + "/"
    roads = sum(1 for road in state.roads if own in _road_ends_key(board, road))
    walls = sum(1 for edge in state.walls if h in _edge_hexes(edge))
    terrain_text = Text(f"roads-and-boats.terrain.{short(terrain)}")
    ways = Text("roads-and-boats.describe.tile_ways", {"roads": roads, "walls": walls})
    home = [p.seat for p in state.players if p.home == h.id]
    if home:
        return Text(
            "roads-and-boats.describe.tile_home",
            {
                "q": h.q,
                "r": h.r,
                "terrain": terrain_text,
                "home": home,
                "river": river_text,
                "building": building,
                "ways": ways,
                "allowed": allowed_text,
            },
        )
    return Text(
        "roads-and-boats.describe.tile",
        {
            "q": h.q,
            "r": h.r,
            "terrain": terrain_text,
            "river": river_text,
            "building": building,
            "ways": ways,
            "allowed": allowed_text,
        },
    )


def _road_ends_key(board: Board, road: str) -> str:
    """Both areas a road joins, as one string to search for a hex in ("" if it is no road)."""
    try:
        return " ".join(board.road_ends(road)) + " "
    except KeyError:
        return ""


def _edge_hexes(edge: str) -> tuple[Hex, Hex]:
    e = HexEdge.from_id(edge)
    return e.a, e.b


def _sea_tile(state: RoadsBoatsState, h: Hex) -> Text:
    boats = sum(1 for t in state.transporters if t.location == f"sea:{h.q},{h.r}")
    return Text(
        "roads-and-boats.describe.tile_sea",
        {"q": h.q, "r": h.r, "boats": boats, "rig": _rig(state, h)},
    )


def _rig(state: RoadsBoatsState, h: Hex) -> Text:
    """A sea tile's oil rig and the goods stored on it, or the research one needs."""
    rig = state.building_on(h.id)
    if rig is None:
        research = roads_boats_data().buildings[OIL_RIG].research or "research:drilling"
        return Text("roads-and-boats.describe.rig_none", {"research": short(research)})
    goods = amounts(goods_at(state, f"rig:{h.q},{h.r}"))
    return Text("roads-and-boats.describe.rig_here", {"goods": goods})


def describe_area(state: RoadsBoatsState, a: Area) -> Text | None:
    """A side of a land tile: goods lying there, transporters, roads."""
    board = board_of(state)
    if a.hex not in board.land or a.index >= len(board.areas_of(a.hex)):
        return None
    docks = {f"dock:{half.id}" for half, area in board.docks.items() if area == a}
    here = [t for t in state.transporters if t.location == a.id or t.location in docks]
    features = features_of(state)
    zone = zones(board, features.bridges)[a.id]
    tiles = _road_groups(board, features).get(zone)
    if tiles is None:
        roads = Text("roads-and-boats.describe.area_no_road")
    else:
        roads = Text("roads-and-boats.describe.area_roads", {"tiles": tiles})
    return Text(
        "roads-and-boats.describe.area",
        {
            "q": a.hex.q,
            "r": a.hex.r,
            "side": a.index + 1,
            "goods": amounts(goods_at(state, a.id)),
            "transporters": fleet(state, here),
            "roads": roads,
        },
    )


def _road_groups(board: Board, features: Features) -> dict[str, int]:
    """Zone -> number of other tiles its road network joins it to (walls aside: they stop
    only some players). Kept per board, roads and bridges: every side asks it."""
    key = (features.roads, features.bridges)
    cache = board.__dict__.setdefault("_describe_road_groups", {})
    found = cache.get(key)
    if found is None:
        if len(cache) > 64:  # one entry per road network a game has had: keep the recent ones
            cache.clear()
        net = land_network(board, Features(features.roads, features.bridges), None)
        found = {}
        for start in net.roads:
            if start in found:
                continue
            group, todo = {start}, [start]
            while todo:
                for n in net.roads.get(todo.pop(), ()):
                    if n not in group:
                        group.add(n)
                        todo.append(n)
            tiles = len({z.partition("/")[0] for z in group}) - 1
            found.update(dict.fromkeys(group, tiles))
        cache[key] = found
    return found


# -- where boats go: rivers, open sea, docks -------------------------------------------------------


def describe_river(state: RoadsBoatsState, h: Hex) -> Text | None:
    """The river of a land tile (§4.5): boats sail it; a bridge joins its banks (§5.8)."""
    board = board_of(state)
    river = board.land.get(h)
    if river is None or not river.edges:
        return None
    boats = fleet(state, [t for t in state.transporters if t.location == f"river:{h.q},{h.r}"])
    sides = len(board.areas_of(h))
    if sides == 1:  # a source tile: nothing to bridge
        return Text("roads-and-boats.describe.river_spring", {"q": h.q, "r": h.r, "boats": boats})
    bridge = roads_boats_data().constructions["construction:bridge"]
    return Text(
        "roads-and-boats.describe.river",
        {
            "q": h.q,
            "r": h.r,
            "sides": sides,
            "cost": amounts(bridge.cost_for()),
            "bridges": len(state.bridges.get(h.id, [])),
            "boats": boats,
        },
    )


def describe_open_sea(state: RoadsBoatsState, h: Hex) -> Text | None:
    """Open sea on a sea tile, where boats sail, dock from and meet an oil rig (§4.5)."""
    board = board_of(state)
    if h not in board.sea:
        return None
    constructions = roads_boats_data().constructions
    boats = fleet(state, [t for t in state.transporters if t.location == f"sea:{h.q},{h.r}"])
    mouths = sorted(e.other(h) for e in board.mouths if h in (e.a, e.b))
    if mouths:
        rivers = [place_words(state, f"river:{x.q},{x.r}") for x in mouths]
        ways = Text("roads-and-boats.describe.sea_ways_river", {"rivers": rivers})
    else:
        ways = Text("roads-and-boats.describe.sea_ways")
    return Text(
        "roads-and-boats.describe.open_sea",
        {
            "q": h.q,
            "r": h.r,
            "ways": ways,
            "sea": amounts(constructions[WALL].from_sea),
            "sea_demolish": amounts(constructions[DEMOLITION].from_sea),
            "boats": boats,
            "rig": _rig(state, h),
        },
    )


def describe_dock(state: RoadsBoatsState, dock: str) -> Text | None:
    """A docking place: one per coast edge, one per bank at a river mouth (§4.5)."""
    half = HalfEdge.from_id(dock.removeprefix("dock:"))
    area = board_of(state).docks.get(half)
    if area is None:
        return None
    sea = half.edge.other(area.hex)
    wall = state.walls.get(half.edge.id)
    if wall is None:
        walled = Text("roads-and-boats.describe.dock_open")
    elif wall.owner is None:
        walled = Text("roads-and-boats.describe.dock_neutral")
    else:
        walled = Text("roads-and-boats.describe.dock_walled", {"owner": state.seat_of(wall.owner)})
    return Text(
        "roads-and-boats.describe.dock",
        {
            "side": place_words(state, area.id),
            "q": sea.q,
            "r": sea.r,
            "wall": walled,
            "boats": fleet(state, [t for t in state.transporters if t.location == dock]),
        },
    )
