"""Roads & Boats in words for the table: `describe` tells what an element is with its live numbers,
`element_ids` lists every element it explains, `place_words` / `worded` / `worded_event` put the
raw place ids of refusals and log lines in words.

Element ids:

    hex:q,r                       a tile, land or sea (terrain, river, building, home, what may
                                  be built there, spec §4.1)
    hex:q,r/area:k                a side of a land tile: goods lying there, transporters, roads
    transporter:<colour>:<n>      a transporter: cargo, whether it moved, how far it can go
    building:<kind>@hex:q,r       a building: what it makes from what, capacity used, who uses it
    <place>/good:<name>           a pile of one good at an area, an oil rig (`rig:q,r`) or on a
                                  transporter (its cargo)
    edge:q,r~q,r#s                a road, as `state.roads` keeps it (a half-edge id); a road
                                  site with none yet (`Board.road_sites`): its cost, what it
                                  would join
    bridge:q,r/<arm>              a bridge over the river arm towards <arm> (N ... NW)
    edge:q,r~q,r                  a wall; a wall site with none yet: its cost, what crosses the
                                  edge (roads, a river, a coast)
    river:q,r                     the river of a land tile, where boats sail (§4.5)
    sea:q,r                       open sea, where boats sail and dock from (§4.5)
    dock:<half-edge>              a docking place on a coast (§4.5)
    research:<colour>             a player's research table
    player:<seat>                 a player's mat: wealth so far, transporters, bricks, walls
    wonder                        the wonder
    build:<building id>           a building as the rules have it, before it stands anywhere:
                                  cost, where it may stand, research, what it makes from what
    build:road | build:bridge | build:wall | build:demolish | build:new_shaft
                                  a construction: cost (a wall's and a demolition's as they
                                  grow), where it goes, research, what it does

Every template is a whole sentence or a few, in both languages; a part that comes in several
forms (a river or none, moved or not) is a Text of its own, always given, so no template is
ever left without words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from rules.core.events import Event
from rules.core.text import Text
from rules.geometry.hexes import DIRECTIONS, HalfEdge, Hex, HexEdge
from rules.geometry.rivers import Area
from rules.roadsboats import scoring, wonder
from rules.roadsboats.board import (
    SEA,
    Board,
    Features,
    bridge_sides,
    effective_terrain,
    land_network,
    reach,
    zones,
)
from rules.roadsboats.data import Building as BuildingKind
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.movement import reachable
from rules.roadsboats.setup import board_of, features_of
from rules.roadsboats.state import (
    Building,
    RoadsBoatsState,
    Transporter,
    bricks_of,
    count_by_domain,
    goods_at,
    hex_of,
    owned,
    wall_tokens,
)

D = "roads-and-boats.describe."
P = "roads-and-boats.place."
PLACE_PREFIXES = ("hex:", "transporter:", "rig:", "river:", "sea:", "dock:", "carried:")
OIL_RIG = "building:oil_rig"
PRODUCTION = "production"
# The build palette's constructions: piece id -> the rules' construction.
CONSTRUCTIONS = {
    "build:road": "construction:road",
    "build:bridge": "construction:bridge",
    "build:wall": "construction:wall",
    "build:demolish": "construction:demolition",
    "build:new_shaft": "construction:new_shaft",
}
WALL, DEMOLITION = "construction:wall", "construction:demolition"


# -- places in words (refusals and log lines) ------------------------------------------------------


def worded(state: RoadsBoatsState, why: Text) -> Text:
    """`why` with every place id among its parameters (and its inner Texts') put in words."""
    return Text(why.key, _worded_params(state, why.params))


def _worded_params(state: RoadsBoatsState, params: dict[str, Any]) -> dict[str, Any]:
    return {key: _worded_value(state, value) for key, value in params.items()}


def _worded_value(state: RoadsBoatsState, value: Any) -> Any:
    if isinstance(value, Text):
        return worded(state, value)
    if isinstance(value, str) and value.startswith(PLACE_PREFIXES):
        return place_words(state, value)
    if isinstance(value, list | tuple):
        return [_worded_value(state, v) for v in value]
    return value


def worded_event(state: RoadsBoatsState, event: Event) -> Event:
    """A log line with the places it names put in words (its `moved` ids stay, for the
    table's animation)."""
    return replace(event, params=_worded_params(state, event.params))


def place_words(state: RoadsBoatsState, place: str) -> Text:
    """A place (area, hex, transporter, rig, river, sea, dock) in words."""
    kind = place.partition(":")[0]
    try:
        if kind == "transporter" or kind == "carried":
            tid = place.removeprefix("carried:")
            t = next((x for x in state.transporters if x.id == tid), None)
            if t is None:
                return Text(P + "transporter_unknown")
            return Text(
                P + "transporter",
                {
                    "owner": Text(f"roads-and-boats.colour.{t.owner}"),
                    "transporter": Text(f"roads-and-boats.transporter.{_short(t.kind)}"),
                },
            )
        if kind == "hex" and "/" in place:
            a = Area.from_id(place)
            return Text(P + "area", {"q": a.hex.q, "r": a.hex.r, "side": a.index + 1})
        where = hex_of(place)
        if where is not None and kind in ("hex", "rig", "river", "sea", "dock"):
            h = Hex.from_id(where)
            return Text(P + kind, {"q": h.q, "r": h.r})
    except (ValueError, IndexError, KeyError, AttributeError):
        pass
    return Text(P + "unknown")


# -- every element ---------------------------------------------------------------------------------


def element_ids(state: RoadsBoatsState) -> list[str]:
    """Every element `describe` explains, as the table shows them: tiles and their sides, the
    goods piles, the transporters and their cargo, the buildings, roads, bridges, walls, the road
    and wall sites still empty, rivers, open seas and docks, each player's research and mat, the
    wonder and the build palette's pieces."""
    board = board_of(state)
    out: list[str] = []
    for h in sorted(board.tile):
        out.append(h.id)
        if h in board.land:
            out += [a.id for a in board.areas_of(h)]
    for place, pile in sorted(state.goods.items()):
        out += [f"{place}/{good}" for good in sorted(pile)]
    for t in state.transporters:
        out.append(t.id)
        out += [f"{t.id}/{good}" for good in sorted(set(t.cargo))]
    out += [b.id for b in state.buildings]
    out += list(state.roads)
    out += [_bridge_id(h, arm) for h, arms in sorted(state.bridges.items()) for arm in arms]
    out += sorted(state.walls)
    # the places the table shows with nothing on them: road and wall sites, rivers, seas, docks
    built = set(state.roads)
    out += [site for site in board.road_sites if site not in built]
    out += [edge for edge in board.wall_sites if edge not in state.walls]
    out += [f"river:{h.q},{h.r}" for h, river in sorted(board.land.items()) if river.edges]
    out += [f"sea:{h.q},{h.r}" for h in sorted(board.sea)]
    out += sorted(f"dock:{half.id}" for half in board.docks)
    out += [f"research:{p.colour}" for p in state.players]
    out += [f"player:{p.seat}" for p in state.players]
    out.append("wonder")
    out += palette_ids()
    return out


def palette_ids() -> list[str]:
    """The build palette's pieces: every building kind in the data's order, then the
    constructions."""
    return [f"build:{b}" for b in roads_boats_data().buildings] + list(CONSTRUCTIONS)


def describe(state: RoadsBoatsState, element_id: str) -> Text | None:
    """What an element is, with its live numbers; None for an id that names nothing here."""
    try:
        if element_id == "wonder":
            return _wonder(state)
        if "/good:" in element_id:
            return _pile(state, element_id)
        kind = element_id.partition(":")[0]
        if kind == "transporter":
            return _transporter(state, element_id)
        if kind == "building":
            return _building(state, element_id)
        if kind == "hex":
            if "/" in element_id:
                return _area(state, Area.from_id(element_id))
            return _tile(state, Hex.from_id(element_id))
        if kind == "edge":
            return _road(state, element_id) if "#" in element_id else _wall(state, element_id)
        if kind == "bridge":
            return _bridge(state, element_id)
        if kind == "research":
            return _research(state, element_id.partition(":")[2])
        if kind == "player":
            return _player(state, int(element_id.partition(":")[2]))
        if kind == "river":
            return _river(state, Hex.from_id(f"hex:{element_id.partition(':')[2]}"))
        if kind == "sea":
            return _open_sea(state, Hex.from_id(f"hex:{element_id.partition(':')[2]}"))
        if kind == "dock":
            return _dock(state, element_id)
        if kind == "build":
            return _palette(state, element_id)
    except (ValueError, KeyError, StopIteration, IndexError, AttributeError):
        return None
    return None


# -- helpers ---------------------------------------------------------------------------------------


def _short(kind: str) -> str:
    return kind.partition(":")[2]


def _bridge_id(hex_id: str, arm: int) -> str:
    return f"bridge:{hex_id.removeprefix('hex:')}/{DIRECTIONS[arm]}"


def _amount(item: str, n: int) -> Text:
    """A count of a good, or of a transporter (a factory's input); Korean counts animals
    (those that breed) with another word than vehicles."""
    if item.startswith("transporter:"):
        animal = roads_boats_data().transporters[item].breeds
        key = "animal_count" if animal else "transporter_count"
        return Text(f"roads-and-boats.describe.{key}", {"n": n, "transporter": _short(item)})
    return Text("roads-and-boats.describe.good_count", {"n": n, "good": _short(item)})


def _amounts(items: Mapping[str, int]) -> list[Text]:
    return [_amount(item, n) for item, n in sorted(items.items()) if n]


def _fleet(transporters: list[Transporter]) -> list[Text]:
    """Transporters counted by owner and kind ("2 × Red donkey")."""
    counts = Counter((t.owner, t.kind) for t in transporters)
    movers = roads_boats_data().transporters
    return [
        Text(
            "roads-and-boats.describe." + ("fleet_animal" if movers[kind].breeds else "fleet"),
            {"n": n, "owner": owner, "transporter": _short(kind)},
        )
        for (owner, kind), n in sorted(counts.items())
    ]


def _reached_by(
    state: RoadsBoatsState, board: Board, features: Features, b: Building
) -> list[Text]:
    """The transporters (any player's) that reach a building now (§3.1, §4.9)."""
    found = []
    for t in state.transporters:
        if t.location.startswith("carried:") or hex_of(t.location, t.docked_from) != b.hex:
            continue
        r = reach(board, features, t.location)
        if (r.oil_rig == b.hex) if b.kind == OIL_RIG else (b.area in r.areas):
            found.append(t)
    return _fleet(found)


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


# -- tiles and sides -------------------------------------------------------------------------------


def _tile(state: RoadsBoatsState, h: Hex) -> Text | None:
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
        building = Text("roads-and-boats.describe.tile_building", {"building": _short(b.kind)})
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
                {"building": _short(kind.id), "research": _short(kind.research)},
            )
            if kind.research
            else Text(f"roads-and-boats.building.{_short(kind.id)}")
            for kind in allowed
        ]
        allowed_text = Text("roads-and-boats.describe.allowed", {"buildings": names})
    own = h.id + "/"
    roads = sum(1 for road in state.roads if own in _road_ends_key(board, road))
    walls = sum(1 for edge in state.walls if h in _edge_hexes(edge))
    terrain_text = Text(f"roads-and-boats.terrain.{_short(terrain)}")
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
        return Text("roads-and-boats.describe.rig_none", {"research": _short(research)})
    goods = _amounts(goods_at(state, f"rig:{h.q},{h.r}"))
    return Text("roads-and-boats.describe.rig_here", {"goods": goods})


def _area(state: RoadsBoatsState, a: Area) -> Text | None:
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
            "goods": _amounts(goods_at(state, a.id)),
            "transporters": _fleet(here),
            "roads": roads,
        },
    )


# -- transporters ----------------------------------------------------------------------------------


def _transporter(state: RoadsBoatsState, tid: str) -> Text:
    t = state.transporter(tid)
    mover = roads_boats_data().transporters[t.kind]
    if t.location.startswith("carried:"):
        return Text(
            "roads-and-boats.describe.transporter_carried",
            {
                "owner": t.owner,
                "transporter": _short(t.kind),
                "carrier": place_words(state, t.location),
            },
        )
    carried = next((o for o in state.transporters if o.location == f"carried:{t.id}"), None)
    if carried is not None:
        cargo = Text(
            "roads-and-boats.describe.cargo_transporter",
            {"other": place_words(state, carried.id)},
        )
    elif t.cargo:
        cargo = Text(
            "roads-and-boats.describe.cargo_goods",
            {
                "cargo": len(t.cargo),
                "capacity": mover.capacity,
                "goods": _amounts(Counter(t.cargo)),
                "owner": t.owner,
            },
        )
    else:
        cargo = Text("roads-and-boats.describe.cargo_empty", {"capacity": mover.capacity})
    return Text(
        "roads-and-boats.describe.transporter",
        {
            "owner": t.owner,
            "transporter": _short(t.kind),
            "place": place_words(state, t.location),
            "cargo": cargo,
            "reach": _reach(state, t),
        },
    )


def _reach(state: RoadsBoatsState, t: Transporter) -> Text:
    """Whether it moved this phase and how many places its next move reaches (§4.4, §4.5)."""
    mover = roads_boats_data().transporters[t.kind]
    if state.phase == "movement" and t.moved:
        return Text("roads-and-boats.describe.reach_moved")
    if mover.domain == "water":
        allowance = Text("roads-and-boats.describe.allowance_water", {"steps": mover.movement})
    elif mover.off_road:
        allowance = Text(
            "roads-and-boats.describe.allowance_donkey",
            {"steps": mover.movement, "off_road": mover.off_road},
        )
    else:
        allowance = Text("roads-and-boats.describe.allowance_road", {"steps": mover.movement})
    places = max(0, len(reachable(state, t.id)) - 1)  # the place it stands on is no move
    key = "reach_now" if state.phase == "movement" else "reach_next"
    return Text(f"roads-and-boats.describe.{key}", {"places": places, "allowance": allowance})


# -- buildings -------------------------------------------------------------------------------------


def _building(state: RoadsBoatsState, bid: str) -> Text | None:
    b = next((x for x in state.buildings if x.id == bid), None)
    if b is None:
        return None
    kind = roads_boats_data().buildings[b.kind]
    h = Hex.from_id(b.hex)
    reaching = _reached_by(state, board_of(state), features_of(state), b)
    if kind.kind == "primary":
        return _primary(state, b, kind, h, reaching)
    inputs = [
        Text("roads-and-boats.describe.input_set", {"goods": _amounts(s)}) for s in kind.inputs
    ]
    if kind.kind == "secondary":
        return Text(
            "roads-and-boats.describe.building_secondary",
            {
                "q": h.q,
                "r": h.r,
                "building": _short(b.kind),
                "inputs": inputs,
                "output": _amounts(kind.output),
                "capacity": kind.capacity,
                "good": _short(next(iter(kind.output))),
                "used": b.used,
                "users": Text("roads-and-boats.describe.users_secondary"),
                "reaching": reaching,
            },
        )
    made = next(iter(kind.output))
    params: dict[str, Any] = {
        "q": h.q,
        "r": h.r,
        "building": _short(b.kind),
        "inputs": inputs,
        "transporter": _short(made),
        "capacity": kind.capacity,
        "used": b.used,
        "users": Text("roads-and-boats.describe.users_factory"),
        "reaching": reaching,
    }
    water = roads_boats_data().transporters[made].domain == "water"  # a boat must be launched
    return Text(D + ("building_boat_factory" if water else "building_factory"), params)


def _primary(state: RoadsBoatsState, b: Building, kind: Any, h: Hex, reaching: list[Text]) -> Text:
    """A primary producer: its output (a mine's: its bag) and whether this phase's is taken.
    `used` is set once the output is claimed or laid on the tile (end of production)."""
    producing = state.phase == PRODUCTION
    if kind.bag:
        if not producing:
            status = Text("roads-and-boats.describe.mine_next")
        elif b.used:
            status = Text("roads-and-boats.describe.primary_taken")
        elif b.drawn is None:
            status = Text("roads-and-boats.describe.mine_empty_now")
        else:
            status = Text("roads-and-boats.describe.mine_open", {"good": _short(b.drawn)})
        return Text(
            "roads-and-boats.describe.building_mine",
            {
                "q": h.q,
                "r": h.r,
                "bag": _amounts(Counter(b.bag)),
                "left": len(b.bag),
                "status": status,
                "users": Text("roads-and-boats.describe.users_primary"),
                "reaching": reaching,
            },
        )
    if not producing:
        status = Text("roads-and-boats.describe.primary_next")
    elif b.used:
        status = Text("roads-and-boats.describe.primary_taken")
    else:
        status = Text("roads-and-boats.describe.primary_open")
    rig = b.kind == OIL_RIG
    return Text(
        "roads-and-boats.describe.building_primary",
        {
            "q": h.q,
            "r": h.r,
            "building": _short(b.kind),
            "output": _amounts(kind.output),
            "status": status,
            "users": Text(f"roads-and-boats.describe.{'users_rig' if rig else 'users_primary'}"),
            "reaching": reaching,
        },
    )


# -- goods piles -----------------------------------------------------------------------------------


def _pile(state: RoadsBoatsState, element_id: str) -> Text | None:
    place, _, name = element_id.rpartition("/good:")
    good = f"good:{name}"
    data = roads_boats_data()
    if good not in data.goods:
        return None
    n = goods_at(state, place).get(good, 0)  # a transporter that is gone raises StopIteration
    if not n:
        return None
    marks = [m for m in state.moved_goods if m.place == place and m.good == good]
    if marks:
        movers = sorted({tid for m in marks for tid in m.by.values()})
        moved = Text(
            "roads-and-boats.describe.moved_some",
            {
                "count": sum(m.count for m in marks),
                "by": [place_words(state, tid) for tid in movers],
            },
        )
    else:
        moved = Text("roads-and-boats.describe.moved_none")
    uses: list[Text] = [
        Text(f"roads-and-boats.building.{_short(b.id)}")
        for b in data.buildings.values()
        if any(good in s for s in b.inputs)
    ]
    if good in data.research_cost:
        uses.append(Text("roads-and-boats.describe.use_research"))
    costs = [
        *(b.cost for b in data.buildings.values()),
        *(c.cost for c in data.constructions.values()),
    ]
    if any(good in cost for cost in costs):
        uses.append(Text("roads-and-boats.describe.use_building"))
    wealth = data.goods[good].wealth
    params: dict[str, Any] = {
        "n": n,
        "good": name,
        "place": place_words(state, place),
        "moved": moved,
        "uses": Text("roads-and-boats.describe.uses", {"uses": uses}),
        "worth": Text("roads-and-boats.describe.worth", {"points": wealth})
        if wealth
        else Text("roads-and-boats.describe.worth_none"),
    }
    # the same numbers for the three kinds of pile (the tests render each in both languages)
    if place.startswith("transporter:"):
        params["owner"] = state.transporter(place).owner
        return Text(D + "pile_carried", params)
    return Text(D + ("pile_rig" if place.startswith("rig:") else "pile_area"), params)


# -- roads, bridges and walls ----------------------------------------------------------------------


def _road_movers() -> list[Text]:
    """How far each land transporter goes along roads ("donkey 2 steps")."""
    return [
        Text(
            "roads-and-boats.describe.road_move",
            {"transporter": _short(m.id), "steps": m.movement},
        )
        for m in roads_boats_data().transporters.values()
        if m.domain == "land"
    ]


def _road(state: RoadsBoatsState, road: str) -> Text | None:
    if road not in state.roads:
        return _road_site(state, road)
    a, b = board_of(state).road_ends(road)
    movers = _road_movers()
    wall = state.walls.get(HalfEdge.from_id(road).edge.id)
    if wall is None:
        walled = Text("roads-and-boats.describe.road_open")
    elif wall.owner is None:
        walled = Text("roads-and-boats.describe.road_neutral")
    else:
        walled = Text("roads-and-boats.describe.road_walled", {"owner": wall.owner})
    return Text(
        "roads-and-boats.describe.road",
        {
            "a": place_words(state, a),
            "b": place_words(state, b),
            "movers": movers,
            "wall": walled,
        },
    )


def _bridge(state: RoadsBoatsState, element_id: str) -> Text | None:
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
        walled = Text(D + "road_site_walled", {"owner": wall.owner})
    return Text(
        D + "road_site",
        {
            "a": place_words(state, a),
            "b": place_words(state, b),
            "cost": _amounts(roads_boats_data().constructions["construction:road"].cost_for()),
            "movers": _road_movers(),
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
            "first": _amounts(wall.cost_for(1)),
            "second": _amounts(wall.cost_for(2)),
            "sea": _amounts(wall.from_sea),
            "crossing": crossing,
        },
    )


def _wall(state: RoadsBoatsState, edge: str) -> Text | None:
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
        "more": _amounts(build.cost_for(wall.tokens + 1)),
        "sea": _amounts(build.from_sea),
    }
    if wall.owner is None:  # blocks nobody; building on it strengthens it (§7.2.4)
        params["next"] = wall.tokens + 1
        return Text(D + "wall_neutral", params)
    params["owner"] = wall.owner
    params["blocked"] = [p.colour for p in state.players if p.colour != wall.owner]
    params["demolish"] = _amounts(demolish.cost_for(wall.tokens))
    params["sea_demolish"] = _amounts(demolish.from_sea)
    return Text(D + "wall", params)


# -- where boats go: rivers, open sea, docks -------------------------------------------------------


def _river(state: RoadsBoatsState, h: Hex) -> Text | None:
    """The river of a land tile (§4.5): boats sail it; a bridge joins its banks (§5.8)."""
    board = board_of(state)
    river = board.land.get(h)
    if river is None or not river.edges:
        return None
    boats = _fleet([t for t in state.transporters if t.location == f"river:{h.q},{h.r}"])
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
            "cost": _amounts(bridge.cost_for()),
            "bridges": len(state.bridges.get(h.id, [])),
            "boats": boats,
        },
    )


def _open_sea(state: RoadsBoatsState, h: Hex) -> Text | None:
    """Open sea on a sea tile, where boats sail, dock from and meet an oil rig (§4.5)."""
    board = board_of(state)
    if h not in board.sea:
        return None
    constructions = roads_boats_data().constructions
    boats = _fleet([t for t in state.transporters if t.location == f"sea:{h.q},{h.r}"])
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
            "sea": _amounts(constructions[WALL].from_sea),
            "sea_demolish": _amounts(constructions[DEMOLITION].from_sea),
            "boats": boats,
            "rig": _rig(state, h),
        },
    )


def _dock(state: RoadsBoatsState, dock: str) -> Text | None:
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
        walled = Text("roads-and-boats.describe.dock_walled", {"owner": wall.owner})
    return Text(
        "roads-and-boats.describe.dock",
        {
            "side": place_words(state, area.id),
            "q": sea.q,
            "r": sea.r,
            "wall": walled,
            "boats": _fleet([t for t in state.transporters if t.location == dock]),
        },
    )


# -- a player's mat --------------------------------------------------------------------------------


def _player(state: RoadsBoatsState, seat: int) -> Text | None:
    """A player's mat: wealth as it would count now (§7.5), transporters against their limits
    (§3.1.7), goods carried, bricks, wall tokens, research, home and place in the sequence."""
    if not 0 <= seat < len(state.players):
        return None
    p = state.players[seat]
    data = roads_boats_data()
    worth = scoring.wealth(state, seat)
    parts = [
        Text(
            "roads-and-boats.describe.wealth_good",
            {"points": worth[scoring.source_name(good)], "good": _short(good)},
        )
        for good in scoring.wealth_goods()
    ]
    parts.append(Text("roads-and-boats.describe.wealth_wonder", {"points": worth[scoring.WONDER]}))
    if p.home_area:
        home = Text("roads-and-boats.describe.home_at", {"place": place_words(state, p.home_area)})
    else:
        home = Text("roads-and-boats.describe.home_none")
    if seat in state.sequence:
        place = Text(
            "roads-and-boats.describe.sequence_place",
            {"place": state.sequence.index(seat) + 1, "players": len(state.players)},
        )
    else:
        place = Text("roads-and-boats.describe.sequence_none")
    n = count_by_domain(state, p.colour)
    return Text(
        "roads-and-boats.describe.player",
        {
            "seat": seat,
            "colour": p.colour,
            "home": home,
            "wealth": worth["total"],
            "parts": parts,
            "land": n["land"],
            "land_max": data.limits.land,
            "water": n["water"],
            "water_max": data.limits.water,
            "total": n["total"],
            "total_max": data.limits.total,
            "goods": _amounts(Counter(g for t in owned(state, p.colour) for g in t.cargo)),
            "bricks": bricks_of(state, p.colour),
            "walls": wall_tokens(state, p.colour),
            "done": len(p.research),
            "slots": len(data.research),
            "place": place,
        },
    )


# -- the build palette -----------------------------------------------------------------------------


def _palette(state: RoadsBoatsState, piece: str) -> Text | None:
    """A piece of the build palette: what the rules say of it before it stands anywhere."""
    data = roads_boats_data()
    kind = piece.removeprefix("build:")
    if kind in data.buildings:
        return _palette_building(state, data.buildings[kind])
    construction = CONSTRUCTIONS.get(piece)
    if construction is None:
        return None
    c = data.constructions[construction]
    research = _needs(c.research)
    if construction == "construction:road":
        return Text(
            "roads-and-boats.describe.palette_road",
            {
                "cost": _amounts(c.cost_for()),
                "research": research,
                "movers": _road_movers(),
                "built": len(state.roads),
                "sites": len(board_of(state).road_sites),
            },
        )
    if construction == "construction:bridge":
        return Text(
            "roads-and-boats.describe.palette_bridge",
            {
                "cost": _amounts(c.cost_for()),
                "research": research,
                "built": sum(len(arms) for arms in state.bridges.values()),
            },
        )
    coloured = sum(1 for w in state.walls.values() if w.owner is not None)
    if construction == WALL:
        tokens = 3  # the costs of a wall's first tokens, and of a wall that strong
        return Text(
            "roads-and-boats.describe.palette_wall",
            {
                "research": research,
                "first": _amounts(c.cost_for(1)),
                "second": _amounts(c.cost_for(2)),
                "third": _amounts(c.cost_for(3)),
                "n": tokens,
                "total": _amounts(_sum_costs(c.cost_for(k) for k in range(1, tokens + 1))),
                "sea": _amounts(c.from_sea),
                "walls": coloured,
                "neutral": len(state.walls) - coloured,
            },
        )
    if construction == DEMOLITION:
        costs = [
            Text(
                "roads-and-boats.describe.demolish_cost",
                {"cost": _amounts(c.cost_for(k)), "tokens": k},
            )
            for k in (1, 2, 3)
        ]
        return Text(
            "roads-and-boats.describe.palette_demolish",
            {
                "costs": costs,
                "sea": _amounts(c.from_sea),
                "research": research,
                "walls": coloured,
            },
        )
    mines = [b for b in state.buildings if data.buildings[b.kind].bag]
    return Text(
        "roads-and-boats.describe.palette_new_shaft",
        {
            "cost": _amounts(c.cost_for()),
            "research": research,
            "fills": _fills(),
            "mines": len(mines),
            "left": sum(len(b.bag) for b in mines),
        },
    )


def _sum_costs(costs: Iterable[Mapping[str, int]]) -> dict[str, int]:
    total: Counter[str] = Counter()
    for cost in costs:
        total.update(cost)
    return dict(total)


def _needs(research: str | None) -> Text:
    if research is None:
        return Text("roads-and-boats.describe.research_none")
    return Text("roads-and-boats.describe.research_needed", {"research": _short(research)})


def _fills() -> list[Text]:
    """The mixtures a mine's bag may be filled with, each with the research it needs (§5.5)."""
    out = []
    for fill in roads_boats_data().mine_fills.values():
        goods = _amounts(fill.bag)
        if fill.research is None:
            out.append(Text("roads-and-boats.describe.mine_fill", {"goods": goods}))
        else:
            out.append(
                Text(
                    "roads-and-boats.describe.mine_fill_research",
                    {"goods": goods, "research": _short(fill.research)},
                )
            )
    return out


def _palette_building(state: RoadsBoatsState, kind: BuildingKind) -> Text:
    """A building kind: cost, where it may stand, research, what it makes from what (§5.2-§5.4),
    how many stand and how many tiles are free for it now."""
    data = roads_boats_data()
    board, features = board_of(state), features_of(state)
    inputs = [
        Text("roads-and-boats.describe.input_set", {"goods": _amounts(s)}) for s in kind.inputs
    ]
    if kind.kind == "primary":
        kind_text = Text("roads-and-boats.describe.kind_primary")
        if kind.bag:
            makes = Text("roads-and-boats.describe.makes_mine", {"fills": _fills()})
        else:
            makes = Text(
                "roads-and-boats.describe.makes_primary", {"output": _amounts(kind.output)}
            )
        users = Text(D + ("users_rig" if kind.id == OIL_RIG else "users_primary"))
    elif kind.kind == "secondary":
        kind_text = Text("roads-and-boats.describe.kind_secondary")
        makes = Text(
            "roads-and-boats.describe.makes_secondary",
            {
                "inputs": inputs,
                "output": _amounts(kind.output),
                "capacity": kind.capacity,
                "good": _short(next(iter(kind.output))),
            },
        )
        users = Text("roads-and-boats.describe.users_secondary")
    else:
        kind_text = Text("roads-and-boats.describe.kind_factory")
        made = next(iter(kind.output))
        water = data.transporters[made].domain == "water"  # a boat must be launched
        makes = Text(
            D + ("makes_boat_factory" if water else "makes_factory"),
            {"inputs": inputs, "transporter": _short(made), "capacity": kind.capacity},
        )
        users = Text("roads-and-boats.describe.users_factory")
    if all(t == SEA for t in kind.terrains):
        where = Text("roads-and-boats.describe.where_sea")
        tiles: Iterable[Hex] = board.sea
    else:
        irrigated = {t.irrigated: t.id for t in data.terrains.values() if t.irrigated}
        terrains = [
            Text(
                "roads-and-boats.describe.terrain_irrigated",
                {"terrain": _short(t), "desert": _short(irrigated[t])},
            )
            if t in irrigated
            else Text(f"roads-and-boats.terrain.{_short(t)}")
            for t in kind.terrains
        ]
        where = Text(D + ("where_shore" if kind.shore else "where_land"), {"terrains": terrains})
        tiles = board.land
    taken = {b.hex for b in state.buildings}
    free = sum(
        1
        for h in tiles
        if h.id not in taken
        and effective_terrain(board, features, h) in kind.terrains
        and (not kind.shore or h in board.shore)
    )
    return Text(
        "roads-and-boats.describe.palette_building",
        {
            "building": _short(kind.id),
            "kind": kind_text,
            "cost": _amounts(kind.cost),
            "where": where,
            "research": _needs(kind.research),
            "makes": makes,
            "users": users,
            "built": sum(1 for b in state.buildings if b.kind == kind.id),
            "free": free,
        },
    )


# -- research and the wonder -----------------------------------------------------------------------


def _research(state: RoadsBoatsState, colour: str) -> Text:
    player = state.player(colour)
    data = roads_boats_data()
    done = [_short(s) for s in player.research]
    left = [_short(s) for s in data.research if s not in player.research]
    return Text(
        "roads-and-boats.describe.research",
        {
            "owner": colour,
            "done": len(done),
            "total": len(data.research),
            "slots": done,
            "open": left,
            "cost": _amounts(data.research_cost),
        },
    )


def _wonder(state: RoadsBoatsState) -> Text:
    data = roads_boats_data().wonder
    end = wonder.end_brick(state)
    place = min(state.next_brick, data.places)
    row = next(r.number for r in data.rows if r.first_brick <= place <= r.last_brick)
    by = [
        Text(
            "roads-and-boats.describe.wonder_by",
            {"owner": p.colour, "n": sum(1 for b in state.wonder if b == p.colour)},
        )
        for p in state.players
    ]
    prices = [
        Text(
            "roads-and-boats.describe.wonder_price",
            {"owner": p.colour, "cost": wonder.brick_cost(state, p.seat)},
        )
        for p in state.players
    ]
    return Text(
        "roads-and-boats.describe.wonder",
        {
            "turn": state.turn,
            "bricks": len(state.wonder),
            "by": by,
            "neutral": state.neutral_bricks,
            "row": row,
            "end": end,
            "left": max(0, end - len(state.wonder)),
            "prices": prices,
            "raise": data.price_increase_brick,
            "irrigation": data.irrigation_brick,
            "max": data.neutral_bricks,
        },
    )
