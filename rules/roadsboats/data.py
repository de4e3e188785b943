"""Roads & Boats' fixed data: terrain and river shapes, goods, transporters, buildings, research,
the wonder and the preset maps, loaded once from `resources/roads_and_boats/`.

Every file is checked on the way in, references across files included: a malformed file fails at
load time with the file, the field and the problem, never in the middle of a game. `load(folder)`
reads any folder (tests feed it broken copies); `roads_boats_data()` is the shipped data, cached.

Ids: terrain:<name>  good:<name>  transporter:<name>  building:<name>  research:<name>
fill:<name>  construction:<name>  map:<name>; river shapes keep the data's bare names
(source, straight, sharp_bend, wide_bend, junction).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import resources

FOLDER = resources.path("roads_and_boats")
DIRECTIONS = ("N", "NE", "SE", "S", "SW", "NW")  # clockwise, flat-topped hexes (spec §11.1)
DOMAINS = ("land", "water")
KINDS = ("primary", "secondary", "factory")
COST_GROWTH = ("once", "nth_token", "tokens_plus_one")
_REQUIRED = object()

Amounts = Mapping[str, int]  # good or transporter id -> how many


class RoadsBoatsDataError(ValueError):
    """A data file says something impossible; the message names the file and the field."""


# -- the records -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Terrain:
    id: str
    land: bool
    irrigated: str | None  # what it counts as after irrigation (desert -> pasture)


@dataclass(frozen=True, slots=True)
class RiverShape:
    id: str
    edges: tuple[int, ...]  # river edges at rotation 0, as DIRECTIONS indices

    def rotated(self, rotation: int) -> tuple[int, ...]:
        """The river edges of a tile of this shape turned `rotation` steps clockwise."""
        return tuple(sorted((e + rotation) % 6 for e in self.edges))


@dataclass(frozen=True, slots=True)
class TileCount:
    terrain: str
    river: str | None
    count: int


@dataclass(frozen=True, slots=True)
class Good:
    id: str
    produced_by: tuple[str, ...]  # building ids; geese breed instead
    wealth: int  # points per token on the owner's transporters at the end
    follows: bool  # may follow transporters instead of being carried (geese)
    breeds: bool


@dataclass(frozen=True, slots=True)
class Transporter:
    id: str
    domain: str  # land | water
    capacity: int
    movement: int
    off_road: int  # steps allowed when a move leaves the roads (donkey 1; 0 = roads only)
    made_by: str | None  # factory id; None for the donkey, which breeds
    breeds: bool


@dataclass(frozen=True, slots=True)
class Limits:
    total: int
    land: int
    water: int


@dataclass(frozen=True)
class Building:
    id: str
    kind: str  # primary | secondary | factory
    cost: Amounts
    terrains: tuple[str, ...]
    shore: bool  # the tile must hold a river or border the sea
    research: str | None  # slot the builder must have completed
    inputs: tuple[Amounts, ...]  # alternative complete sets
    output: Amounts  # per phase (primary) or per input set
    capacity: int | None  # most output units per production phase; None for primaries
    bag: bool  # a mine: output is drawn from its bag


@dataclass(frozen=True)
class MineFill:
    id: str
    research: str | None
    bag: Amounts


@dataclass(frozen=True)
class Construction:
    id: str
    cost: Amounts
    per: str  # once | nth_token | tokens_plus_one
    from_sea: Amounts  # extra when built from a boat at open sea
    research: str | None

    def cost_for(self, tokens: int = 1) -> dict[str, int]:
        """Goods for the `tokens`-th wall token, or to demolish a wall of `tokens` tokens."""
        times = {"once": 1, "nth_token": tokens, "tokens_plus_one": tokens + 1}[self.per]
        return {good: n * times for good, n in self.cost.items()}


@dataclass(frozen=True, slots=True)
class ResearchSlot:
    id: str
    upgrades: tuple[tuple[str, str], ...]  # (factory, the factory it may become)


@dataclass(frozen=True, slots=True)
class WonderRow:
    number: int  # 1 = bottom
    places: int
    first_brick: int  # bricks count from 1 in filling order

    @property
    def last_brick(self) -> int:
        return self.first_brick + self.places - 1


@dataclass(frozen=True)
class Wonder:
    rows: tuple[WonderRow, ...]
    price_increase_brick: int  # from this brick on a turn's k-th brick costs k+1
    irrigation_brick: int
    end_brick: Mapping[int, int]  # player count -> the brick that ends the game
    neutral_bricks: int
    row_points: int
    score_table: tuple[tuple[int, ...], ...]  # [own-1][others], last line/column: "or more"

    @property
    def places(self) -> int:
        return sum(row.places for row in self.rows)

    def share(self, own: int, others: int) -> int:
        """A player's points from one row, read from the printed table."""
        line = self.score_table[min(own, len(self.score_table)) - 1]
        return line[min(others, len(line) - 1)] if own else 0


@dataclass(frozen=True, slots=True)
class PresetTile:
    q: int
    r: int
    terrain: str
    river: str | None  # river shape id
    rotation: int  # 0-5 clockwise
    river_edges: tuple[int, ...]  # DIRECTIONS indices, the shape's edges rotated


@dataclass(frozen=True)
class PresetMap:
    id: str
    name: str
    scenario: int | None  # Splotter's website scenario number
    tiles: tuple[PresetTile, ...]
    start_tiles: tuple[tuple[int, int], ...]  # empty: players choose (§2.5)

    def tile(self, q: int, r: int) -> PresetTile | None:
        return next((t for t in self.tiles if (t.q, t.r) == (q, r)), None)


@dataclass(frozen=True)
class RoadsBoatsData:
    terrains: Mapping[str, Terrain]
    river_shapes: Mapping[str, RiverShape]
    inventory: tuple[TileCount, ...]
    goods: Mapping[str, Good]
    transporters: Mapping[str, Transporter]
    limits: Limits
    start_transporters: Amounts
    start_goods: Amounts
    buildings: Mapping[str, Building]
    mine_fills: Mapping[str, MineFill]
    constructions: Mapping[str, Construction]
    research_cost: Amounts
    research: Mapping[str, ResearchSlot]
    wonder: Wonder
    maps: Mapping[str, PresetMap]

    def buildings_of(self, kind: str) -> tuple[Building, ...]:
        return tuple(b for b in self.buildings.values() if b.kind == kind)

    def unlocked_by(self, slot: str) -> tuple[str, ...]:
        """Ids of the buildings, mine fills and constructions that need research `slot`."""
        tables: tuple[Mapping[str, Any], ...] = (
            self.buildings,
            self.mine_fills,
            self.constructions,
        )
        return tuple(x.id for table in tables for x in table.values() if x.research == slot)


# -- reading with errors that say where ------------------------------------------------------------


class _At:
    """A value in a data file and the path that leads to it, for error messages."""

    __slots__ = ("file", "value", "where")

    def __init__(self, file: str, value: Any, where: str = "") -> None:
        self.file, self.value, self.where = file, value, where

    def fail(self, problem: str, key: str | int | None = None) -> RoadsBoatsDataError:
        where = self.path(key) if key is not None else (self.where or "(top)")
        return RoadsBoatsDataError(f"{self.file}: {where}: {problem}")

    def path(self, key: str | int) -> str:
        if isinstance(key, int):
            return f"{self.where}[{key}]"
        return f"{self.where}.{key}" if self.where else key

    def get(self, key: str, kind: type | tuple[type, ...], default: Any = _REQUIRED) -> Any:
        if not isinstance(self.value, dict):
            raise self.fail("expected an object")
        if self.value.get(key) is None:
            if default is _REQUIRED:
                raise self.fail("missing", key)
            return default
        value = self.value[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        # bool is an int in Python; a count written as true is still a mistake
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            names = " or ".join(k.__name__ for k in kinds)
            raise self.fail(f"expected {names}, got {value!r}", key)
        return value

    def number(self, key: str, low: int, high: int, default: Any = _REQUIRED) -> int:
        value = self.get(key, int, default)
        if value is not default and not low <= value <= high:
            raise self.fail(f"expected {low}..{high}, got {value}", key)
        return value

    def choice(self, key: str, choices: tuple[str, ...], default: Any = _REQUIRED) -> str:
        value = self.get(key, str, default)
        if value not in choices:
            raise self.fail(f"expected one of {', '.join(choices)}, got {value!r}", key)
        return value

    def at(self, key: str) -> _At:
        return _At(self.file, self.get(key, dict), self.path(key))

    def each(self, key: str) -> list[_At]:
        items = self.get(key, list)
        return [_At(self.file, v, self.path(key) + f"[{i}]") for i, v in enumerate(items)]


class _Ids:
    """Every id seen so far, with where it was defined: well-formed, unique, and resolvable."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    def define(self, at: _At, prefix: str) -> str:
        value = at.get("id", str)
        if not re.fullmatch(rf"{prefix}[a-z_]+", value):
            raise at.fail(f"{value!r} is not a well-formed id ({prefix}<name>)", "id")
        if value in self.seen:
            raise at.fail(f"{value!r} is already defined at {self.seen[value]}", "id")
        self.seen[value] = f"{at.file}: {at.where}"
        return value

    def ref(self, at: _At, key: str, value: Any, *prefixes: str) -> str:
        """`value` (found under `key` of `at`) names a defined id with one of `prefixes`."""
        if not isinstance(value, str) or value not in self.seen or not value.startswith(prefixes):
            what = " or ".join(p.rstrip(":") for p in prefixes)
            raise at.fail(f"no {what} {value!r}", key)
        return value


def _read(folder: Path, name: str) -> _At:
    path = folder / name
    label = f"resources/roads_and_boats/{name}" if folder == FOLDER else str(path)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise RoadsBoatsDataError(f"{label}: the file is missing") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RoadsBoatsDataError(f"{label}: not valid JSON ({exc})") from None
    at = _At(label, raw)
    if not isinstance(raw, dict):
        raise at.fail("expected an object")
    at.get("source", str)  # every file says where its facts come from
    return at


def _amounts(at: _At, ids: _Ids, *prefixes: str) -> Amounts:
    """The mapping `at` holds: id -> count 1..99, every id defined with one of `prefixes`."""
    if not isinstance(at.value, dict):
        raise at.fail("expected an object")
    for name in at.value:
        ids.ref(at, name, name, *prefixes)
        at.number(name, 1, 99)
    return dict(at.value)


def _amounts_at(at: _At, key: str, ids: _Ids, *prefixes: str, optional: bool = False) -> Amounts:
    if optional and at.get(key, dict, None) is None:
        return {}
    return _amounts(at.at(key), ids, *prefixes)


# -- the parts -------------------------------------------------------------------------------------


def _terrain(at: _At, ids: _Ids) -> tuple[dict, dict, tuple[TileCount, ...]]:
    terrains: dict[str, Terrain] = {}
    for t in at.each("terrains"):
        tid = t.get("id", str)
        irrigated = t.get("irrigated", str, None)
        if irrigated is not None:
            ids.ref(t, "irrigated", irrigated, "terrain:")
        terrains[tid] = Terrain(tid, t.get("land", bool), irrigated)
    shapes: dict[str, RiverShape] = {}
    for s in at.each("river_shapes"):
        sid = s.get("id", str)
        if not re.fullmatch(r"[a-z_]+", sid) or sid in shapes:
            raise s.fail(f"{sid!r} is not a new river shape name", "id")
        edges = s.get("edges", list)
        if not 1 <= len(edges) <= 3 or any(e not in DIRECTIONS for e in edges):
            raise s.fail(f"expected 1 to 3 of {', '.join(DIRECTIONS)}, got {edges!r}", "edges")
        shapes[sid] = RiverShape(sid, tuple(sorted(DIRECTIONS.index(e) for e in edges)))
    inventory = []
    for c in at.at("inventory").each("tiles"):
        terrain = ids.ref(c, "terrain", c.get("terrain", str), "terrain:")
        inventory.append(TileCount(terrain, _shape(c, shapes), c.number("count", 1, 99)))
    return terrains, shapes, tuple(inventory)


def _shape(at: _At, shapes: Mapping[str, RiverShape]) -> str | None:
    river = at.get("river", str, None)
    if river is not None and river not in shapes:
        raise at.fail(f"no river shape {river!r}", "river")
    return river


def _goods(at: _At, ids: _Ids) -> dict[str, Good]:
    goods = {}
    for g in at.each("goods"):
        makers = g.get("produced_by", list)
        for i, maker in enumerate(makers):
            ids.ref(g, f"produced_by[{i}]", maker, "building:")
        gid = g.get("id", str)
        goods[gid] = Good(
            id=gid,
            produced_by=tuple(makers),
            wealth=g.number("wealth", 0, 999, 0),
            follows=g.get("follows", bool, False),
            breeds=g.get("breeds", bool, False),
        )
    return goods


def _transporters(at: _At, ids: _Ids) -> dict[str, Transporter]:
    found = {}
    for t in at.each("transporters"):
        made_by = t.get("made_by", str, None)
        if made_by is not None:
            ids.ref(t, "made_by", made_by, "building:")
        tid = t.get("id", str)
        found[tid] = Transporter(
            id=tid,
            domain=t.choice("domain", DOMAINS),
            capacity=t.number("capacity", 1, 99),
            movement=t.number("movement", 1, 99),
            off_road=t.number("off_road", 0, 99),
            made_by=made_by,
            breeds=t.get("breeds", bool, False),
        )
    return found


def _building(b: _At, ids: _Ids) -> Building:
    kind = b.choice("kind", KINDS)
    terrains = b.get("terrains", list)
    for i, t in enumerate(terrains):
        ids.ref(b, f"terrains[{i}]", t, "terrain:")
    research = b.get("research", str, None)
    if research is not None:
        ids.ref(b, "research", research, "research:")
    inputs = tuple(_amounts(s, ids, "good:", "transporter:") for s in _each(b, "inputs"))
    if (kind == "primary") == bool(inputs):
        raise b.fail("primary producers take no inputs, the others need some", "inputs")
    bag = b.get("bag", bool, False)
    output = _amounts(b.at("output"), ids, "transporter:" if kind == "factory" else "good:")
    if bag == bool(output):
        raise b.fail("a building makes either an output or draws from its bag", "output")
    return Building(
        id=b.get("id", str),
        kind=kind,
        cost=_amounts_at(b, "cost", ids, "good:"),
        terrains=tuple(terrains),
        shore=b.get("shore", bool, False),
        research=research,
        inputs=inputs,
        output=output,
        capacity=None if kind == "primary" else b.number("capacity", 1, 99),
        bag=bag,
    )


def _each(at: _At, key: str) -> list[_At]:
    return at.each(key) if at.get(key, list, None) is not None else []


def _research_of(at: _At, ids: _Ids) -> str | None:
    research = at.get("research", str, None)
    return None if research is None else ids.ref(at, "research", research, "research:")


def _buildings(at: _At, ids: _Ids) -> tuple[dict, dict, dict]:
    buildings = {b.get("id", str): _building(b, ids) for b in at.each("buildings")}
    fills = {
        f.get("id", str): MineFill(
            f.get("id", str), _research_of(f, ids), _amounts_at(f, "bag", ids, "good:")
        )
        for f in at.each("mine_fills")
    }
    constructions = {}
    for c in at.each("constructions"):
        cid = c.get("id", str)
        constructions[cid] = Construction(
            id=cid,
            cost=_amounts_at(c, "cost", ids, "good:"),
            per=c.choice("per", COST_GROWTH, "once"),
            from_sea=_amounts_at(c, "from_sea", ids, "good:", optional=True),
            research=_research_of(c, ids),
        )
    return buildings, fills, constructions


def _research(at: _At, ids: _Ids) -> dict[str, ResearchSlot]:
    slots = {}
    for s in at.each("slots"):
        pairs = []
        for i, pair in enumerate(s.get("upgrades", list, [])):
            key = f"upgrades[{i}]"
            if not isinstance(pair, list) or len(pair) != 2:
                raise s.fail("expected [factory, the factory it becomes]", key)
            pairs.append(tuple(ids.ref(s, key, p, "building:") for p in pair))
        sid = s.get("id", str)
        slots[sid] = ResearchSlot(sid, tuple(pairs))
    return slots


def _wonder(at: _At) -> Wonder:
    rows: list[WonderRow] = []
    for i, places in enumerate(at.get("rows", list)):
        if not isinstance(places, int) or isinstance(places, bool) or not 1 <= places <= 20:
            raise at.fail(f"expected a number of places 1..20, got {places!r}", f"rows[{i}]")
        first = rows[-1].last_brick + 1 if rows else 1
        rows.append(WonderRow(i + 1, places, first))
    if not rows:
        raise at.fail("the wonder has no rows", "rows")
    marks = at.at("marks")

    def brick(mark: _At) -> int:
        row = mark.number("row", 1, len(rows))
        return rows[row - 1].first_brick + mark.number("place", 1, rows[row - 1].places) - 1

    if brick(marks.at("start")) != 1:
        raise marks.fail("the wonder starts at row 1, place 1", "start")
    ends = marks.at("end")
    end_brick = {}
    for count in ends.value:
        if not count.isdigit() or not 2 <= int(count) <= 6:
            raise ends.fail("expected a player count 2..6", count)
        end_brick[int(count)] = brick(ends.at(count))
    table = at.get("score_table", list)
    if not table or not all(isinstance(line, list) and line for line in table):
        raise at.fail("expected lines of points", "score_table")
    wonder = Wonder(
        rows=tuple(rows),
        price_increase_brick=brick(marks.at("price_increase")),
        irrigation_brick=brick(marks.at("irrigation")),
        end_brick=end_brick,
        neutral_bricks=at.number("neutral_bricks", 1, 99),
        row_points=at.number("row_points", 1, 99),
        score_table=tuple(tuple(line) for line in table),
    )
    # the printed table must agree with the rule for every split a row of the wonder allows
    widest = max(row.places for row in rows)
    for own in range(1, widest + 1):
        for others in range(widest - own + 1):
            rule = wonder.row_points * own // (own + others)
            if wonder.share(own, others) != rule:
                raise at.fail(
                    f"{own} own and {others} other bricks score {wonder.share(own, others)}, "
                    f"the rule says {rule}",
                    "score_table",
                )
    return wonder


def _maps(at: _At, ids: _Ids, shapes: Mapping[str, RiverShape]) -> dict[str, PresetMap]:
    maps = {}
    for m in at.each("maps"):
        tiles: dict[tuple[int, int], PresetTile] = {}
        for t in m.each("tiles"):
            q, r = t.number("q", 0, 99), t.number("r", 0, 99)
            if (q, r) in tiles:
                raise t.fail(f"a second tile at ({q}, {r})")
            terrain = ids.ref(t, "terrain", t.get("terrain", str), "terrain:")
            river = _shape(t, shapes)
            if river is not None and terrain == "terrain:sea":
                raise t.fail("a sea tile has no river", "river")
            rotation = t.number("rotation", 0, 5)
            edges = shapes[river].rotated(rotation) if river else ()
            tiles[q, r] = PresetTile(q, r, terrain, river, rotation, edges)
        starts = []
        for i, s in enumerate(m.get("start_tiles", list)):
            if not isinstance(s, list) or tuple(s) not in tiles:
                raise m.fail(f"no tile at {s!r}", f"start_tiles[{i}]")
            starts.append((s[0], s[1]))
        mid = m.get("id", str)
        maps[mid] = PresetMap(
            id=mid,
            name=m.get("name", str),
            scenario=m.number("scenario", 1, 999, None),
            tiles=tuple(tiles.values()),
            start_tiles=tuple(starts),
        )
    return maps


# -- the whole -------------------------------------------------------------------------------------

# (file, list, id prefix): every id is defined before any reference is read
_DEFINITIONS = (
    ("terrain.json", "terrains", "terrain:"),
    ("goods.json", "goods", "good:"),
    ("transporters.json", "transporters", "transporter:"),
    ("buildings.json", "buildings", "building:"),
    ("buildings.json", "mine_fills", "fill:"),
    ("buildings.json", "constructions", "construction:"),
    ("research.json", "slots", "research:"),
    ("maps.json", "maps", "map:"),
)


def load(folder: Path = FOLDER) -> RoadsBoatsData:
    """Read and check every Roads & Boats data file in `folder` (not cached: see
    `roads_boats_data`)."""
    files = {name: _read(folder, name) for name, _, _ in _DEFINITIONS}
    files["wonder.json"] = _read(folder, "wonder.json")
    ids = _Ids()
    for name, key, prefix in _DEFINITIONS:
        for item in files[name].each(key):
            ids.define(item, prefix)
    terrains, shapes, inventory = _terrain(files["terrain.json"], ids)
    movers = files["transporters.json"]
    limits = movers.at("limits")
    start = movers.at("start")
    buildings, fills, constructions = _buildings(files["buildings.json"], ids)
    research = files["research.json"]
    data = RoadsBoatsData(
        terrains=terrains,
        river_shapes=shapes,
        inventory=inventory,
        goods=_goods(files["goods.json"], ids),
        transporters=_transporters(movers, ids),
        limits=Limits(*(limits.number(k, 1, 99) for k in ("total", "land", "water"))),
        start_transporters=_amounts_at(start, "transporters", ids, "transporter:"),
        start_goods=_amounts_at(start, "goods", ids, "good:"),
        buildings=buildings,
        mine_fills=fills,
        constructions=constructions,
        research_cost=_amounts_at(research, "cost", ids, "good:"),
        research=_research(research, ids),
        wonder=_wonder(files["wonder.json"]),
        maps=_maps(files["maps.json"], ids, shapes),
    )
    _cross_check(data, files)
    return data


def _cross_check(data: RoadsBoatsData, files: Mapping[str, _At]) -> None:
    """What one file says about another agrees: makers and products, factories and upgrades."""
    bag_goods = {g for fill in data.mine_fills.values() for g in fill.bag}
    for g, good in zip(files["goods.json"].each("goods"), data.goods.values(), strict=True):
        makers = {
            b.id
            for b in data.buildings.values()
            if good.id in b.output or (b.bag and good.id in bag_goods)
        }
        if set(good.produced_by) != makers:
            raise g.fail(f"the buildings that make it are {sorted(makers)}", "produced_by")
    movers = files["transporters.json"].each("transporters")
    for t, mover in zip(movers, data.transporters.values(), strict=True):
        makers = {b.id for b in data.buildings.values() if mover.id in b.output}
        if {mover.made_by} - {None} != makers:
            raise t.fail(f"the factories that make it are {sorted(makers)}", "made_by")
    for s, slot in zip(files["research.json"].each("slots"), data.research.values(), strict=True):
        for i, (old, new) in enumerate(slot.upgrades):
            a, b = data.buildings[old], data.buildings[new]
            domains = {
                data.transporters[t].domain
                for t in (*a.output, *b.output)
                if t in data.transporters
            }
            if a.kind != "factory" or b.kind != "factory" or len(domains) != 1:
                raise s.fail(
                    "an upgrade turns a factory into one of the same domain", f"upgrades[{i}]"
                )
            if b.research != slot.id:
                raise s.fail(f"{new} is not what this research allows", f"upgrades[{i}]")


@cache
def roads_boats_data() -> RoadsBoatsData:
    """The shipped data, loaded and checked once."""
    return load(FOLDER)
