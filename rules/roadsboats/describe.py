"""Roads & Boats in words for the table: `describe` tells what an element is with its live numbers,
`element_ids` lists every element it explains, `place_words` / `worded` / `worded_event` put the
raw place ids of refusals and log lines in words (`describe_words`, re-exported here).

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

The texts are made by kind of element: `describe_map` (tiles, sides, rivers, open seas, docks),
`describe_constructions` (roads, bridges, walls and their empty sites), `describe_pieces`
(transporters, buildings, goods piles), `describe_palette` (the build palette's pieces),
`describe_players` (mats, research, the wonder); `describe_words` holds the words they share.
"""

from __future__ import annotations

from rules.core.text import Text
from rules.geometry.hexes import DIRECTIONS, Hex
from rules.geometry.rivers import Area
from rules.roadsboats.describe_constructions import describe_bridge, describe_road, describe_wall
from rules.roadsboats.describe_map import (
    describe_area,
    describe_dock,
    describe_open_sea,
    describe_river,
    describe_tile,
)
from rules.roadsboats.describe_palette import describe_piece, palette_ids
from rules.roadsboats.describe_pieces import (
    describe_building,
    describe_pile,
    describe_transporter,
)
from rules.roadsboats.describe_players import describe_player, describe_research, describe_wonder
from rules.roadsboats.describe_words import place_words as place_words  # re-exported
from rules.roadsboats.describe_words import worded as worded  # re-exported
from rules.roadsboats.describe_words import worded_event as worded_event  # re-exported
from rules.roadsboats.setup import board_of
from rules.roadsboats.state import RoadsBoatsState

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


def describe(state: RoadsBoatsState, element_id: str) -> Text | None:
    """What an element is, with its live numbers; None for an id that names nothing here."""
    try:
        if element_id == "wonder":
            return describe_wonder(state)
        if "/good:" in element_id:
            return describe_pile(state, element_id)
        kind = element_id.partition(":")[0]
        if kind == "transporter":
            return describe_transporter(state, element_id)
        if kind == "building":
            return describe_building(state, element_id)
        if kind == "hex":
            if "/" in element_id:
                return describe_area(state, Area.from_id(element_id))
            return describe_tile(state, Hex.from_id(element_id))
        if kind == "edge":
            return (
                describe_road(state, element_id)
                if "#" in element_id
                else describe_wall(state, element_id)
            )
        if kind == "bridge":
            return describe_bridge(state, element_id)
        if kind == "research":
            return describe_research(state, element_id.partition(":")[2])
        if kind == "player":
            return describe_player(state, int(element_id.partition(":")[2]))
        if kind == "river":
            return describe_river(state, Hex.from_id(f"hex:{element_id.partition(':')[2]}"))
        if kind == "sea":
            return describe_open_sea(state, Hex.from_id(f"hex:{element_id.partition(':')[2]}"))
        if kind == "dock":
            return describe_dock(state, element_id)
        if kind == "build":
            return describe_piece(state, element_id)
    except (ValueError, KeyError, StopIteration, IndexError, AttributeError):
        return None
    return None


def _bridge_id(hex_id: str, arm: int) -> str:
    return f"bridge:{hex_id.removeprefix('hex:')}/{DIRECTIONS[arm]}"
