"""Roads & Boats' constructions on the map in words: a road and a road site with none yet, a
bridge, a wall and a wall site with none yet (`describe` dispatches here; `road_movers` is the
palette's too).
"""

from __future__ import annotations

from typing import Any

from rules.core.text import Text
from rules.geometry.hexes import DIRECTIONS, HalfEdge, Hex, HexEdge
from rules.roadsboats.board import bridge_sides
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe_words import WALL, D, amounts, place_words, short
from rules.roadsboats.setup import board_of
from rules.roadsboats.state import RoadsBoatsState

# -- roads, bridges and walls ----------------------------------------------------------------------


def road_movers() -> list[Text]:
    """How far each land transporter goes along roads ("donkey 2 steps")."""
    return [
        Text(
            "roads-and-boats.describe.road_move",
            {"transporter": short(m.id), "steps": m.movement},
        )
        for m in roads_boats_data().transporters.values()
        if m.domain == "land"
    ]


def describe_road(state: RoadsBoatsState, road: str) -> Text | None:
    """A road (a half-edge id), or the road site it names when none is built there."""
    if road not in state.roads:
        return _road_site(state, road)
    a, b = board_of(state).road_ends(road)
    movers = road_movers()
    wall = state.walls.get(HalfEdge.from_id(road).edge.id)
    if wall is None:
        walled = Text("roads-and-boats.describe.road_open")
    elif wall.owner is None:
        walled = Text("roads-and-boats.describe.road_neutral")
    else:
        walled = Text("roads-and-boats.describe.road_walled", {"owner": state.seat_of(wall.owner)})
    return Text(
        "roads-and-boats.describe.road",
        {
            "a": place_words(state, a),
            "b": place_words(state, b),
            "movers": movers,
            "wall": walled,
        },
    )


def describe_bridge(state: RoadsBoatsState, element_id: str) -> Text | None:
    where, _, arm_name = element_id.removeprefix("bridge:").partition("/")
    h = Hex.from_id(f"hex:{where}")
    arm = DIRECTIONS.index(arm_name)
    if arm not in state.bridges.get(h.id, []):
        return None
    a, b = sorted(bridge_sides(board_of(state), h, arm))
    return Text(
        "roads-and-boats.describe.bridge",
        {
            "q": h.q,
            "r": h.r,
            "arm": arm_name,
            "a": place_words(state, a),
            "b": place_words(state, b),
        },
    )


def _road_site(state: RoadsBoatsState, site: str) -> Text | None:
    """A road site with no road yet (§5.7): what a road there costs and joins."""
    board = board_of(state)
    if site not in board.road_sites:
        return None
    a, b = board.road_ends(site)
    wall = state.walls.get(HalfEdge.from_id(site).edge.id)
    if wall is None:
        walled = Text(D + "road_site_open")
    elif wall.owner is None:
        walled = Text(D + "road_site_neutral")
    else:
        walled = Text(D + "road_site_walled", {"owner": state.seat_of(wall.owner)})
    return Text(
        D + "road_site",
        {
            "a": place_words(state, a),
            "b": place_words(state, b),
            "cost": amounts(roads_boats_data().constructions["construction:road"].cost_for()),
            "movers": road_movers(),
            "wall": walled,
        },
    )


def _wall_site(state: RoadsBoatsState, edge: str) -> Text | None:
    """An edge a wall may stand on, with none yet (§7.2): what a wall there costs, and what
    crosses the edge (roads, a river, a coast where boats dock)."""
    board = board_of(state)
    if edge not in board.wall_sites:
        return None
    e = HexEdge.from_id(edge)
    land = [h for h in (e.a, e.b) if h in board.land]
    river = any(e.local(h) in board.land[h].edges for h in land)
    if len(land) == 1:
        crossing = Text(D + ("edge_mouth" if river else "edge_coast"))
    else:
        roads = sum(1 for road in state.roads if HalfEdge.from_id(road).edge == e)
        crossing = Text(D + ("edge_river" if river else "edge_land"), {"roads": roads})
    wall = roads_boats_data().constructions[WALL]
    return Text(
        D + "wall_site",
        {
            "q": e.a.q,
            "r": e.a.r,
            "q2": e.b.q,
            "r2": e.b.r,
            "first": amounts(wall.cost_for(1)),
            "second": amounts(wall.cost_for(2)),
            "sea": amounts(wall.from_sea),
            "crossing": crossing,
        },
    )


def describe_wall(state: RoadsBoatsState, edge: str) -> Text | None:
    """A wall (an edge id), or the wall site it names when none stands there."""
    wall = state.walls.get(edge)
    if wall is None:
        return _wall_site(state, edge)
    e = HexEdge.from_id(edge)
    data = roads_boats_data()
    build, demolish = (
        data.constructions["construction:wall"],
        data.constructions["construction:demolition"],
    )
    params: dict[str, Any] = {
        "q": e.a.q,
        "r": e.a.r,
        "q2": e.b.q,
        "r2": e.b.r,
        "tokens": wall.tokens,
        "more": amounts(build.cost_for(wall.tokens + 1)),
        "sea": amounts(build.from_sea),
    }
    if wall.owner is None:  # blocks nobody; building on it strengthens it (§7.2.4)
        params["next"] = wall.tokens + 1
        return Text(D + "wall_neutral", params)
    params["owner"] = state.seat_of(wall.owner)
    params["blocked"] = [p.seat for p in state.players if p.colour != wall.owner]
    params["demolish"] = amounts(demolish.cost_for(wall.tokens))
    params["sea_demolish"] = amounts(demolish.from_sea)
    return Text(D + "wall", params)
