"""Roads & Boats maps: the preset layouts, a JSON map format, validation, and random maps.

JSON (spec §11.11): ``{"hexes": [{"q", "r", "terrain", "river_edges": ["N", ...]}],
"start_tiles": [{"q", "r", "area"?}]}``; terrain as "woods" or "terrain:woods". Other keys (roads,
bridges, walls) describe a game in progress and are the state's business, not the map's.

`validate` refuses a map with the first thing wrong, named in a `MapError` whose reason is a
message key ``roads-and-boats.map.*`` (§11.8). A map file is never trusted: it is read by the save
files' guarded reader (`rules.core.jsonfile`: a UTF-8 byte order mark is fine) within the limits
below, and a map holds at most MAX_TILES tiles with coordinates within MAX_COORDINATE, checked
before anything is built from it. (Room for every player's start tile depends on the player count:
`setup.normalize_options` checks it.)

`random_map` lays a map the way players would (§2.3): about ten land tiles per player drawn from
the 2nd-edition inventory, each touching the map so far, rivers begun at a source or the sea and
ended in the sea; it retries until the map validates.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from rules.core.errors import SteamtableError, reason
from rules.core.jsonfile import JsonFileError, read_json
from rules.geometry.hexes import DIRECTIONS, Hex, opposite
from rules.geometry.rivers import River
from rules.roadsboats.board import SEA, Board, StartTile, Tile
from rules.roadsboats.data import roads_boats_data


class MapError(SteamtableError):
    """A map the rules cannot be played on; `reason` says what and where."""


# The limits of a map, each far above any real one: the largest preset (The Pacific) has 59 tiles
# and a random map for 6 players about 80; written out with indentation they take under 10 KB,
# nest 4 deep (map, hexes, tile, river edges), and their numbers have at most 2 digits.
MAX_FILE_BYTES = 1_000_000  # 1,000 KB, refused before it is read
MAX_DIGITS = 9
MAX_DEPTH = 16
MAX_TILES = 1_000
MAX_COORDINATE = 10_000  # |q| and |r| of a tile


# -- presets ---------------------------------------------------------------------------------------


@cache
def preset_map(map_id: str) -> Board:
    """A preset layout ("map:dead_sea" ...) as a validated Board."""
    preset = roads_boats_data().maps.get(map_id)
    if preset is None:
        raise MapError(reason("roads-and-boats.map.unknown", map=map_id))
    tiles = tuple(Tile(Hex(t.q, t.r), t.terrain, River(t.river_edges)) for t in preset.tiles)
    return validate(Board(tiles, tuple(StartTile(Hex(q, r)) for q, r in preset.start_tiles)))


def preset_maps() -> dict[str, Board]:
    return {map_id: preset_map(map_id) for map_id in roads_boats_data().maps}


# -- JSON ------------------------------------------------------------------------------------------


def load_map(source: Mapping[str, Any] | str | Path) -> Board:
    """A map from its JSON (already parsed, or a file path), validated."""
    if not isinstance(source, Mapping):
        source = _read_file(Path(source))
    if not isinstance(source, Mapping) or not isinstance(source.get("hexes"), list):
        raise _malformed("hexes")
    if len(source["hexes"]) > MAX_TILES:
        count = f"{len(source['hexes']):,}"
        limit = f"{MAX_TILES:,}"
        raise MapError(reason("roads-and-boats.map.too_many_tiles", count=count, limit=limit))
    tiles = [_tile(raw, f"hexes[{i}]") for i, raw in enumerate(source["hexes"])]
    starts = source.get("start_tiles", [])
    if not isinstance(starts, list):
        raise _malformed("start_tiles")
    return validate(
        Board(tuple(tiles), tuple(_start(s, f"start_tiles[{i}]") for i, s in enumerate(starts)))
    )


def _read_file(path: Path) -> Any:
    """The JSON in a map file, read within the limits; MapError saying what is wrong."""
    try:
        return read_json(path, max_bytes=MAX_FILE_BYTES, max_digits=MAX_DIGITS, max_depth=MAX_DEPTH)
    except JsonFileError as exc:
        file = str(path)
        if exc.kind == "too_big":
            size, limit = math.ceil(exc.params["size"] / 1000), MAX_FILE_BYTES // 1000
            size, limit = f"{size:,}", f"{limit:,}"
            why = reason("roads-and-boats.map.too_big", file=file, size=size, limit=limit)
        elif exc.kind == "long_number":
            why = reason("roads-and-boats.map.long_number", file=file, digits=MAX_DIGITS)
        elif exc.kind == "too_deep":
            why = reason("roads-and-boats.map.too_deep", file=file, depth=MAX_DEPTH)
        else:  # missing, unreadable, not text, not JSON
            why = reason("roads-and-boats.map.unreadable", file=file)
        raise MapError(why) from None


def map_to_json(board: Board) -> dict[str, Any]:
    """The JSON `load_map` reads back to the same board."""
    hexes = [
        {
            "q": t.hex.q,
            "r": t.hex.r,
            "terrain": t.terrain.removeprefix("terrain:"),
            "river_edges": [DIRECTIONS[d] for d in t.river.edges],
        }
        for t in board.tiles
    ]
    starts = [
        {"q": s.hex.q, "r": s.hex.r} | ({} if s.area is None else {"area": s.area})
        for s in board.start_tiles
    ]
    return {"hexes": hexes, "start_tiles": starts}


def _tile(raw: Any, where: str) -> Tile:
    if not isinstance(raw, Mapping) or not all(_is_int(raw.get(k)) for k in ("q", "r")):
        raise _malformed(where)
    h = Hex(raw["q"], raw["r"])
    if max(abs(h.q), abs(h.r)) > MAX_COORDINATE:
        raise MapError(reason("roads-and-boats.map.far", hex=_name(h), limit=f"{MAX_COORDINATE:,}"))
    terrain, edges = raw.get("terrain"), raw.get("river_edges", [])
    if not isinstance(terrain, str) or not isinstance(edges, list):
        raise _malformed(where)
    if f"terrain:{terrain}" in roads_boats_data().terrains:
        terrain = f"terrain:{terrain}"
    if any(e not in DIRECTIONS for e in edges):
        bad = next(e for e in edges if e not in DIRECTIONS)
        raise MapError(
            reason("roads-and-boats.map.bad_direction", hex=_name(h), direction=str(bad))
        )
    try:
        river = River.through(edges)
    except ValueError:
        raise MapError(reason("roads-and-boats.map.bad_river", hex=_name(h), edges=edges)) from None
    return Tile(h, terrain, river)


def _start(raw: Any, where: str) -> StartTile:
    if isinstance(raw, list) and len(raw) == 2 and all(map(_is_int, raw)):
        return StartTile(Hex(*raw))
    if not isinstance(raw, Mapping) or not all(_is_int(raw.get(k)) for k in ("q", "r")):
        raise _malformed(where)
    area = raw.get("area")
    if area is not None and not _is_int(area):
        raise _malformed(where)
    return StartTile(Hex(raw["q"], raw["r"]), area)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _malformed(where: str) -> MapError:
    return MapError(reason("roads-and-boats.map.malformed", where=where))


# -- validation (§11.8) ----------------------------------------------------------------------------


def validate(board: Board) -> Board:
    """The board itself if it can be played on; otherwise MapError naming the first fault."""
    if not board.land:
        raise MapError(reason("roads-and-boats.map.no_land"))
    _check_tiles(board)
    _check_rivers(board)
    _check_connected(board)
    _check_starts(board)
    return board


def _check_tiles(board: Board) -> None:
    seen: set[Hex] = set()
    terrains = roads_boats_data().terrains
    for t in board.tiles:
        if t.hex in seen:
            raise MapError(reason("roads-and-boats.map.duplicate", hex=_name(t.hex)))
        seen.add(t.hex)
        if t.terrain not in terrains:
            raise MapError(
                reason("roads-and-boats.map.unknown_terrain", hex=_name(t.hex), terrain=t.terrain)
            )
        if t.terrain == SEA and t.river.edges:
            raise MapError(reason("roads-and-boats.map.sea_river", hex=_name(t.hex)))


def _check_rivers(board: Board) -> None:
    """Every river arm continues into its neighbour's river or the sea; each river is a tree
    (no loops) with at least one mouth. Its other ends are then sources, as §2.3 wants."""
    for h, river in sorted(board.land.items()):
        for d in river.edges:
            n = h.neighbour(d)
            name, way = _name(h), DIRECTIONS[d]
            if n not in board.tile:
                raise MapError(reason("roads-and-boats.map.river_off_map", hex=name, direction=way))
            if n in board.land and opposite(d) not in board.land[n].edges:
                raise MapError(
                    reason(
                        "roads-and-boats.map.river_broken", hex=name, direction=way, other=_name(n)
                    )
                )
    left = {h for h, river in board.land.items() if river.edges}
    while left:
        start = min(left)
        component, links, todo = {start}, 0, [start]
        while todo:
            h = todo.pop()
            for d in board.land[h].edges:
                n = h.neighbour(d)
                if n in board.land:
                    links += 1
                    if n not in component:
                        component.add(n)
                        todo.append(n)
        left -= component
        if links // 2 != len(component) - 1:  # each link was counted from both ends
            raise MapError(reason("roads-and-boats.map.river_loop", hex=_name(start)))
        if not any(h.neighbour(d) in board.sea for h in component for d in board.land[h].edges):
            raise MapError(reason("roads-and-boats.map.river_no_mouth", hex=_name(start)))


def _check_connected(board: Board) -> None:
    """Tiles are laid touching the map so far (§2.3), so the whole map hangs together."""
    start = board.tiles[0].hex
    found, todo = {start}, [start]
    while todo:
        for n in todo.pop().neighbours():
            if n in board.tile and n not in found:
                found.add(n)
                todo.append(n)
    if len(found) < len(board.tile):
        lost = min(set(board.tile) - found)
        raise MapError(reason("roads-and-boats.map.disconnected", hex=_name(lost)))


def _check_starts(board: Board) -> None:
    """Start tiles are land, pairwise at least 2 apart, and name an existing side (§2.5)."""
    near: dict[Hex, Hex] = {}  # a hex beside (or on) an earlier start tile: the first such start
    for s in board.start_tiles:
        if s.hex not in board.land:
            raise MapError(reason("roads-and-boats.map.start_not_land", hex=_name(s.hex)))
        if s.area is not None and not 0 <= s.area < len(board.areas_of(s.hex)):
            raise MapError(reason("roads-and-boats.map.start_area", hex=_name(s.hex), area=s.area))
        if s.hex in near:
            raise MapError(
                reason(
                    "roads-and-boats.map.start_too_close",
                    hex=_name(near[s.hex]),
                    other=_name(s.hex),
                )
            )
        for n in _around(s.hex):
            near.setdefault(n, s.hex)


def _around(h: Hex) -> tuple[Hex, ...]:
    """The hex and its six neighbours: where no other start tile may lie."""
    return (h, *h.neighbours())


def _name(h: Hex) -> str:
    return f"{h.q},{h.r}"


# -- random maps (§2.3) ----------------------------------------------------------------------------

LAND_PER_PLAYER = 10


def random_map(players: int, seed: int) -> Board:
    """A custom map for `players` (1-6) laid from the 2nd-edition inventory; same seed, same map."""
    if not 1 <= players <= 6:
        raise ValueError(f"random maps are for 1 to 6 players, not {players}")
    rng = random.Random(seed)
    for _ in range(200):
        board = _attempt(rng, LAND_PER_PLAYER * players, rng.randint(2 * players + 2, 5 * players))
        if board is not None:
            try:
                return validate(board)
            except MapError:  # not expected: the construction keeps every rule
                continue
    raise RuntimeError(f"no valid map for {players} players from seed {seed}")


def _attempt(rng: random.Random, land_n: int, sea_n: int) -> Board | None:
    land, sea = _layout(rng, land_n, sea_n)
    stock = Counter({(c.terrain, c.river): c.count for c in roads_boats_data().inventory})
    rivers: dict[Hex, River] = {}
    for _ in range(rng.randint(1, 1 + land_n // 15)):
        for _try in range(20):
            if _add_river(rng, land, sea, rivers, stock):
                break
    if not rivers:
        return None
    tiles = [Tile(h, _draw(rng, stock, river.kind), river) for h, river in sorted(rivers.items())]
    tiles += [Tile(h, _draw(rng, stock, "none")) for h in sorted(land - set(rivers))]
    tiles += [Tile(h, SEA) for h in sorted(sea)]
    low_q, low_r = min(t.hex.q for t in tiles), min(t.hex.r for t in tiles)
    return Board(
        tuple(Tile(Hex(t.hex.q - low_q, t.hex.r - low_r), t.terrain, t.river) for t in tiles)
    )


def _layout(rng: random.Random, land_n: int, sea_n: int) -> tuple[set[Hex], set[Hex]]:
    """Land and sea hexes laid one at a time, each touching the ones before; a tile prefers spots
    beside its own kind, so land forms a country and sea forms coasts and lakes."""
    kinds = ["sea"] * sea_n + ["land"] * (land_n - 1)
    rng.shuffle(kinds)
    land, sea = {Hex(0, 0)}, set()
    for kind in kinds:
        placed = land | sea
        same = land if kind == "land" else sea
        spots = sorted({n for h in placed for n in h.neighbours()} - placed)
        weights = [
            (1 + sum(n in same for n in s.neighbours())) ** 2
            * (1 + sum(n in placed for n in s.neighbours()))
            for s in spots
        ]
        same.add(rng.choices(spots, weights)[0])
    return land, sea


def _add_river(
    rng: random.Random,
    land: set[Hex],
    sea: set[Hex],
    rivers: dict[Hex, River],
    stock: Counter,
) -> bool:
    """Try to lay one river on free land: from a source (a mountain tile) or from the sea, hex by
    hex, until it flows into the sea. Only shapes the inventory still holds are used; on a dead
    end nothing is laid."""
    free = sorted(land - set(rivers))
    coast = [h for h in free if any(n in sea for n in h.neighbours())]
    if not coast:
        return False
    shapes = Counter()  # river tiles of each shape still in the box
    for (_, kind), count in stock.items():
        shapes[kind] += count
    shapes.subtract(r.kind for r in rivers.values())
    if shapes["source"] and rng.random() < 0.5:
        here, came = rng.choice(free), None
    else:
        here = rng.choice(coast)
        came = rng.choice([d for d in range(6) if here.neighbour(d) in sea])
    path: dict[Hex, River] = {}
    while len(path) < 8:
        options = []
        for d in range(6):
            if d == came:
                continue
            n = here.neighbour(d)
            river = River.through([d] if came is None else [came, d])
            if shapes[river.kind] - _used(path, river.kind) <= 0:
                continue
            if n in sea or (n in land and n not in rivers and n not in path):
                options.append((d, n, river))
        mouths = [o for o in options if o[1] in sea]
        if mouths and (len(options) == len(mouths) or rng.random() < 0.2 + 0.15 * len(path)):
            _, _, river = rng.choice(mouths)
            path[here] = river
            rivers.update(path)
            return True
        inland = [o for o in options if o[1] not in sea]
        if not inland:
            return False
        d, n, river = rng.choice(inland)
        path[here] = river
        here, came = n, opposite(d)
    return False


def _used(path: Mapping[Hex, River], kind: str) -> int:
    return sum(r.kind == kind for r in path.values())


def _draw(rng: random.Random, stock: Counter, kind: str) -> str:
    """Take one land tile with this river shape from the stock; its terrain."""
    river = None if kind == "none" else kind
    pile = sorted(k for k, n in stock.items() if k[1] == river and k[0] != SEA and n > 0)
    terrain, shape = rng.choices(pile, [stock[k] for k in pile])[0]
    stock[terrain, shape] -= 1
    return terrain
