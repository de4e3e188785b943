"""The Barrage map as data: areas, basins, building sites and the river graph (spec §5.1).

Loaded once from resources/barrage/map.json and checked on the way in: a wrong file fails with the
file and the field at fault, never later in the middle of a game.

Flow nodes (what a drop passes, in river order): `headstream:A`..`D`, the powerhouse group of a
basin `powerhouses:<n>`, the dam sites `dam:<n>U` / `dam:<n>L`, and `exit:left` / `exit:right`.
Inside a basin water meets the powerhouse group first, then the upper dam site, then the lower one;
the file only says which basin each basin drains into, the order inside a basin is the rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

import resources
from rules.core.text import Text

SOURCE = "resources/barrage/map.json"
BASINS = 12
LETTERS = ("A", "B", "C", "D")
AREAS = ("mountain", "hill", "plain")
MAX_CONDUIT_VALUE = 5
RED_FEE = 3  # credits for a base or a powerhouse on a red-bordered site (spec §4.3)


class MapDataError(ValueError):
    """The map file says something impossible; the message names the file and the field."""


@dataclass(frozen=True, slots=True)
class Area:
    id: str  # mountain | hill | plain
    basins: tuple[int, ...]
    base_excavators: int
    elevation_mixers: int
    neutral_dam_height: int


@dataclass(frozen=True, slots=True)
class DamSite:
    id: str  # dam:5U
    basin: int
    upper: bool  # the upper site is met first and is red-bordered
    red: bool
    fee: int  # credits to build a base here


@dataclass(frozen=True, slots=True)
class ConduitSite:
    id: str  # conduit:5A
    basin: int  # its dams feed it
    value: int  # production value 1..5
    excavators: int  # build cost (2 x value)
    target: int  # the basin whose powerhouses it feeds
    automa_code: str  # 5A


@dataclass(frozen=True, slots=True)
class PowerhouseSite:
    id: str  # powerhouse:5:1
    basin: int
    index: int  # 1.. left to right
    red: bool
    fee: int


@dataclass(frozen=True, slots=True)
class Basin:
    number: int
    id: str  # basin:5
    area: str
    plain: str | None  # upper | lower for plain basins
    dams: tuple[str, ...]  # upper first
    conduits: tuple[str, ...]
    powerhouses: tuple[str, ...]
    drains_to: str  # basin:<n> or exit:<side>

    @property
    def group(self) -> str | None:
        """The flow node of this basin's powerhouse sites, if it has any."""
        return group_id(self.number) if self.powerhouses else None


@dataclass(frozen=True, slots=True)
class Headstream:
    id: str  # headstream:A
    letter: str
    basin: int


@dataclass(frozen=True)
class RiverMap:
    areas: dict[str, Area]
    basins: dict[int, Basin]
    dams: dict[str, DamSite]
    conduits: dict[str, ConduitSite]
    powerhouses: dict[str, PowerhouseSite]
    headstreams: dict[str, Headstream]  # A..D, left to right
    exits: tuple[str, ...]
    river_next: dict[str, str]  # flow node -> the next one downstream
    downstream: dict[str, tuple[str, ...]]  # flow node -> every node after it, the exit last
    neutral_dam_candidates: dict[str, tuple[str, ...]]  # area -> lower dam sites
    automa_search_order: dict[str, tuple[str, ...]]  # dams | conduits | powerhouses

    def path(self, node: str) -> tuple[str, ...]:
        """The nodes a drop leaving `node` passes, down to and including the exit."""
        return self.downstream[node]

    def basin_of(self, element: str) -> int:
        """The basin a site, a powerhouse group or a headstream belongs to."""
        for table in (self.dams, self.conduits, self.powerhouses, self.headstreams):
            if element in table:
                return table[element].basin
        kind, _, rest = element.partition(":")
        if kind in ("basin", "powerhouses") and rest.isdigit() and int(rest) in self.basins:
            return int(rest)
        raise KeyError(element)

    def area_of(self, basin: int) -> Area:
        return self.areas[self.basins[basin].area]

    def group_of(self, powerhouse: str) -> str:
        """The flow node (powerhouse group) of a powerhouse site."""
        return group_id(self.powerhouses[powerhouse].basin)


def group_id(basin: int) -> str:
    return f"powerhouses:{basin}"


@cache
def river_map() -> RiverMap:
    """The standard side of the map, loaded and checked once."""
    return parse_map(resources.load_json("barrage", "map.json"))


# -- parsing and checking -------------------------------------------------------------------------


def _fail(where: str, problem: str) -> MapDataError:
    return MapDataError(f"{SOURCE}: {where}: {problem}")


def _get(raw: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if not isinstance(raw, Mapping):
        raise _fail(where, "expected an object")
    if key not in raw:
        raise _fail(f"{where}.{key}" if where else key, "missing")
    value = raw[key]
    # bool is an int in Python; a count written as true is still a mistake
    if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _tuple(kind)):
        raise _fail(f"{where}.{key}" if where else key, f"expected {_names(kind)}, got {value!r}")
    return value


def _tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def _names(kind: type | tuple[type, ...]) -> str:
    return " or ".join(k.__name__ for k in _tuple(kind))


def _int(raw: Mapping[str, Any], key: str, where: str, low: int, high: int) -> int:
    value = _get(raw, key, int, where)
    if not low <= value <= high:
        raise _fail(f"{where}.{key}", f"expected {low}..{high}, got {value}")
    return value


def _basin_ref(value: str, where: str) -> int:
    kind, _, rest = value.partition(":")
    if kind != "basin" or not rest.isdigit() or not 1 <= int(rest) <= BASINS:
        raise _fail(where, f"expected basin:1..basin:{BASINS}, got {value!r}")
    return int(rest)


def _fee(red: bool, fee: int, where: str) -> None:
    if fee != (RED_FEE if red else 0):
        raise _fail(
            f"{where}.fee", f"a {'red' if red else 'plain'} site costs {RED_FEE if red else 0}"
        )


def parse_map(raw: Mapping[str, Any]) -> RiverMap:
    """Build and check the map from the parsed JSON (a separate step so tests can feed bad data)."""
    areas: dict[str, Area] = {}
    area_of: dict[int, str] = {}
    for i, a in enumerate(_get(raw, "areas", list, "")):
        where = f"areas[{i}]"
        area_id = _get(a, "id", str, where)
        if area_id not in AREAS or area_id in areas:
            raise _fail(f"{where}.id", f"expected one each of {', '.join(AREAS)}, got {area_id!r}")
        basins = tuple(_get(a, "basins", list, where))
        for n in basins:
            if not isinstance(n, int) or not 1 <= n <= BASINS or n in area_of:
                raise _fail(f"{where}.basins", f"bad or repeated basin {n!r}")
            area_of[n] = area_id
        areas[area_id] = Area(
            area_id,
            basins,
            _int(a, "base_excavators", where, 1, 9),
            _int(a, "elevation_mixers", where, 1, 9),
            _int(a, "neutral_dam_height", where, 1, 3),
        )
    if sorted(area_of) != list(range(1, BASINS + 1)) or len(areas) != len(AREAS):
        raise _fail("areas", f"the three areas must share basins 1..{BASINS}")

    basins: dict[int, Basin] = {}
    dams: dict[str, DamSite] = {}
    conduits: dict[str, ConduitSite] = {}
    powerhouses: dict[str, PowerhouseSite] = {}
    raw_basins = _get(raw, "basins", list, "")
    if len(raw_basins) != BASINS:
        raise _fail("basins", f"expected {BASINS} basins, got {len(raw_basins)}")
    for i, b in enumerate(raw_basins):
        where = f"basins[{i}]"
        n = _basin_ref(_get(b, "id", str, where), f"{where}.id")
        if n != i + 1:
            raise _fail(f"{where}.id", f"basins are listed in order; expected basin:{i + 1}")
        area = _get(b, "area", str, where)
        if area != area_of[n]:
            raise _fail(f"{where}.area", f"areas put basin {n} in {area_of[n]!r}, not {area!r}")
        plain = b.get("plain")
        if (area == "plain") != (plain in ("upper", "lower")):
            raise _fail(
                f"{where}.plain", f"expected upper or lower for plain basins only, got {plain!r}"
            )

        dam_ids = []
        raw_dams = _get(b, "dams", list, where)
        if len(raw_dams) not in (0, 2):
            raise _fail(f"{where}.dams", "a basin has an upper and a lower dam site, or none")
        for j, (d, position) in enumerate(zip(raw_dams, ("upper", "lower"), strict=False)):
            w = f"{where}.dams[{j}]"
            site = f"dam:{n}{position[0].upper()}"
            if _get(d, "id", str, w) != site or _get(d, "position", str, w) != position:
                raise _fail(w, f"expected the {position} site {site}")
            red = _get(d, "red", bool, w)
            if red != (position == "upper"):
                raise _fail(f"{w}.red", "the upper dam site is the red one")
            fee = _get(d, "fee", int, w)
            _fee(red, fee, w)
            dams[site] = DamSite(site, n, position == "upper", red, fee)
            dam_ids.append(site)

        conduit_ids = []
        for j, c in enumerate(_get(b, "conduits", list, where)):
            w = f"{where}.conduits[{j}]"
            code = f"{n}{'AB'[j] if j < 2 else '?'}"
            site = f"conduit:{code}"
            if _get(c, "id", str, w) != site or _get(c, "automa_code", str, w) != code:
                raise _fail(w, f"expected {site} with automa_code {code}")
            value = _int(c, "value", w, 1, MAX_CONDUIT_VALUE)
            excavators = _int(c, "excavators", w, 1, 2 * MAX_CONDUIT_VALUE)
            if excavators != 2 * value:
                raise _fail(f"{w}.excavators", f"a conduit costs 2 x value = {2 * value}")
            target = _basin_ref(_get(c, "target", str, w), f"{w}.target")
            conduits[site] = ConduitSite(site, n, value, excavators, target, code)
            conduit_ids.append(site)
        if bool(conduit_ids) != bool(dam_ids):
            raise _fail(f"{where}.conduits", "conduit sites belong to basins with dam sites")

        house_ids = []
        for j, p in enumerate(_get(b, "powerhouses", list, where)):
            w = f"{where}.powerhouses[{j}]"
            site = f"powerhouse:{n}:{j + 1}"
            if _get(p, "id", str, w) != site:
                raise _fail(f"{w}.id", f"expected {site}")
            red = _get(p, "red", bool, w)
            fee = _get(p, "fee", int, w)
            _fee(red, fee, w)
            powerhouses[site] = PowerhouseSite(site, n, j + 1, red, fee)
            house_ids.append(site)
        if not dam_ids and not house_ids:
            raise _fail(where, "a basin without dam sites needs powerhouse sites")

        drains_to = _get(b, "drains_to", str, where)
        basins[n] = Basin(
            n,
            f"basin:{n}",
            area,
            plain,
            tuple(dam_ids),
            tuple(conduit_ids),
            tuple(house_ids),
            drains_to,
        )

    for site in conduits.values():
        if not basins[site.target].powerhouses:
            raise _fail(f"conduit {site.id} target", f"basin {site.target} has no powerhouse sites")

    exits = tuple(
        _get(e, "id", str, f"exits[{i}]") for i, e in enumerate(_get(raw, "exits", list, ""))
    )
    if not exits or any(not e.startswith("exit:") for e in exits):
        raise _fail("exits", f"expected ids exit:<side>, got {exits!r}")

    headstreams: dict[str, Headstream] = {}
    raw_heads = _get(raw, "headstreams", list, "")
    if len(raw_heads) != len(LETTERS):
        raise _fail("headstreams", f"expected {len(LETTERS)} headstreams")
    for i, (h, letter) in enumerate(zip(raw_heads, LETTERS, strict=True)):
        w = f"headstreams[{i}]"
        if _get(h, "id", str, w) != f"headstream:{letter}":
            raise _fail(f"{w}.id", f"expected headstream:{letter} (left to right)")
        headstreams[f"headstream:{letter}"] = Headstream(
            f"headstream:{letter}", letter, _basin_ref(_get(h, "feeds", str, w), f"{w}.feeds")
        )

    river_next = _river(basins, headstreams, exits)
    downstream = _downstream(river_next, exits)
    _check_natural_paths(_get(raw, "natural_paths", dict, ""), headstreams, downstream)

    neutral: dict[str, tuple[str, ...]] = {}
    raw_neutral = _get(raw, "neutral_dam_candidates", dict, "")
    for area in AREAS:
        sites = tuple(_get(raw_neutral, area, list, "neutral_dam_candidates"))
        for site in sites:
            if site not in dams or area_of[dams[site].basin] != area or dams[site].upper:
                raise _fail(
                    f"neutral_dam_candidates.{area}", f"{site!r} is no lower dam site there"
                )
        neutral[area] = sites

    order: dict[str, tuple[str, ...]] = {}
    raw_order = _get(raw, "automa_search_order", dict, "")
    known = {"dams": set(), "conduits": set(conduits), "powerhouses": set()}
    known["dams"] = {basins[n].id for n in basins if basins[n].dams}
    known["powerhouses"] = {basins[n].id for n in basins if basins[n].powerhouses}
    for kind, ids in known.items():
        listed = tuple(_get(raw_order, kind, list, "automa_search_order"))
        if sorted(listed) != sorted(ids) or len(set(listed)) != len(listed):
            raise _fail(f"automa_search_order.{kind}", "must list each matching element once")
        order[kind] = listed

    return RiverMap(
        areas,
        basins,
        dams,
        conduits,
        powerhouses,
        headstreams,
        exits,
        river_next,
        downstream,
        neutral,
        order,
    )


def _entry(basin: Basin) -> str:
    """The first node a drop entering this basin meets."""
    return basin.group or basin.dams[0]


def _river(
    basins: dict[int, Basin], headstreams: dict[str, Headstream], exits: tuple[str, ...]
) -> dict[str, str]:
    river: dict[str, str] = {h.id: _entry(basins[h.basin]) for h in headstreams.values()}
    for basin in basins.values():
        nodes = ([basin.group] if basin.group else []) + list(basin.dams)
        if basin.drains_to in exits:
            after = basin.drains_to
        else:
            where = f"basins[{basin.number - 1}].drains_to"
            after = _entry(basins[_basin_ref(basin.drains_to, where)])
        for here, there in zip(nodes, [*nodes[1:], after], strict=True):
            river[here] = there
    return river


def _downstream(river: dict[str, str], exits: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    paths: dict[str, tuple[str, ...]] = {}
    for start in river:
        node, path = start, []
        while node not in exits:
            node = river[node]
            path.append(node)
            if len(path) > len(river):
                raise _fail("drains_to", f"the river from {start} loops and never leaves the map")
        paths[start] = tuple(path)
    for basin_node in river:
        if basin_node.startswith("headstream:"):
            continue
        if not any(basin_node in paths[h] for h in river if h.startswith("headstream:")):
            raise _fail("drains_to", f"no headstream's water reaches {basin_node}")
    return paths


def _check_natural_paths(
    listed: dict[str, Any],
    headstreams: dict[str, Headstream],
    downstream: dict[str, tuple[str, ...]],
) -> None:
    """The file also lists each headstream's basins; the derived river must agree."""
    for head in headstreams:
        seq: list[str] = []
        for node in downstream[head]:
            kind, _, rest = node.partition(":")
            name = node if kind == "exit" else f"basin:{rest.split(':')[0].rstrip('UL')}"
            if not seq or seq[-1] != name:
                seq.append(name)
        if listed.get(head) != seq:
            raise _fail(
                f"natural_paths.{head}", f"the river gives {seq}, the file {listed.get(head)}"
            )


def node_text(node: str) -> Text:
    """A node of the river in words: a headstream, a dam site, a basin's powerhouses, an exit."""
    kind, _, key = node.partition(":")
    if kind == "headstream":
        return Text("barrage.node.headstream", {"x": key})
    if kind == "exit":
        return Text(f"barrage.node.exit_{key}")
    if kind == "dam":
        upper = key.endswith("U")
        return Text(f"barrage.node.dam_{'upper' if upper else 'lower'}", {"basin": int(key[:-1])})
    if kind == "powerhouses":
        return Text("barrage.node.powerhouses", {"basin": int(key)})
    raise KeyError(node)
