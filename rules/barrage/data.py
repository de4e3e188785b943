"""Barrage's fixed data besides the map: contracts, tiles, companies, officers, boards and tracks.

Loaded once from `resources/barrage/` (every file but map.json, which `rules.barrage.river` reads)
and checked on the way in: a malformed file fails at load time with the file and the field at
fault, never later in the middle of a game. `load(folder)` reads any folder (tests feed it broken
copies); `barrage_data()` is the shipped data, loaded once.

Every reward, income and action is a tuple of `Effect`s from the one vocabulary in effects.json
(spec §4.13). Element ids:

    contract:starting:<1-4>  contract:national:<1-6>  contract:private:<1-45>
    headstream_tile:<1-8>    energy:<0-30>  order:<1-4>  bonus_slot:<1-5>  objective_slot
    bonus:<1-8>  objective:<1-6>  tech:basic:<structure>  tech:advanced:<1-18>  tech:special:<who>
    company:<country>  officer:<first_last>  external:<A-C><1-5>  building:<1-10>
    space:<section>:<row><L|R> (two-sided rows)  space:<section>:<n>  space:bank
    space:building:<tile>:<1-4>  building_site:<row>:<1-4>  automa:<1-20>
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any

import resources

FOLDER = resources.path("barrage")
STRUCTURES = ("base", "elevation", "conduit", "powerhouse", "building")
AREAS = ("mountain", "hill", "plain")
COLOURS = ("green", "yellow", "red")
MARKS = {None: 1, "3+": 3, "4": 4}  # player-count mark -> fewest companies that use the space
COST_KEYS = ("credits", "excavators", "mixers", "vp")
ROUNDS = 5
MAX_ENERGY = 30
INCOME_SLOTS = (2, 4, 5)  # the pieces of a structure row whose removal reveals an income
_REQUIRED = object()


class BarrageDataError(ValueError):
    """A data file says something impossible; the message names the file and the field."""


# -- the records -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EffectKind:
    id: str
    required: Mapping[str, str]  # parameter -> type (count, int, bool, structure, areas, slot)
    optional: Mapping[str, str]
    meaning: str


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect icon: a kind from the vocabulary and its parameters (lists become tuples)."""

    kind: str
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        return next((v for k, v in self.params if k == name), default)

    @property
    def amount(self) -> int:
        return int(self.get("amount", 0))


Effects = tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Cost:
    credits: int = 0
    excavators: int = 0
    mixers: int = 0
    vp: int = 0  # what the Automa pays instead of credits


@dataclass(frozen=True, slots=True)
class Contract:
    id: str
    kind: str  # starting | national | private
    colour: str | None  # private only: green | yellow | red
    requirement: int  # energy one production must reach
    reward: Effects


@dataclass(frozen=True, slots=True)
class HeadstreamTile:
    id: str
    drops: tuple[int, ...]  # per round 1..5

    def drops_in(self, round_: int) -> int:
        return self.drops[round_ - 1]


@dataclass(frozen=True, slots=True)
class EnergySpace:
    id: str
    energy: int
    credits: int  # taken in the Scoring phase by a marker on this space
    vp: int  # 0 energy: -3


@dataclass(frozen=True, slots=True)
class Ranking:
    first: int
    second: int
    tied_first_pool: int  # shared by companies tied for first (no second place then)
    tied_second_each: int
    minimum_energy: int
    rounding: str  # half_up


@dataclass(frozen=True)
class EnergyTrack:
    spaces: tuple[EnergySpace, ...]  # index = energy
    round_sections: tuple[int, ...]  # energy where the section of round r starts, r = 1..5
    ranking: Ranking
    order_track: tuple[str, ...]
    bonus_slots: tuple[str, ...]
    objective_slot: str

    def space(self, energy: int) -> EnergySpace:
        """The space a marker stands on; above 30 counts as 30 (spec §7.2)."""
        return self.spaces[min(max(energy, 0), MAX_ENERGY)]


@dataclass(frozen=True, slots=True)
class BonusTile:
    id: str
    counts: str  # what is counted: contracts, powerhouses, bases, ...
    vp_each: int
    beginner: bool  # used in the beginner game
    expansion: bool


@dataclass(frozen=True, slots=True)
class ObjectiveTile:
    id: str
    criterion: str


@dataclass(frozen=True, slots=True)
class TechTile:
    id: str
    kind: str  # basic | advanced | special
    builds: str | None  # a structure, "any", "copy" (Anton) or None (Leslie)
    level: int  # 0 for basic and special tiles
    special: str | None  # effect id applied when used to build
    expansion: bool = False
    beginner_only: bool = False
    automa_hard: str | None = None  # the rule a hard Automa follows with it
    officer: str | None = None  # special tiles: whose

    @property
    def description(self) -> str | None:
        """The message key of the special effect's words."""
        return f"barrage.tech.{self.special}" if self.special else None


@dataclass(frozen=True, slots=True)
class Intro:
    officer: str
    contract: str
    turn_order: int


@dataclass(frozen=True)
class Company:
    id: str
    colour: str
    expansion: bool
    ability: str
    ability_amount: int | None
    incomes: Mapping[str, Mapping[int, Effects]]  # row -> piece number (2, 4, 5) -> income
    intro: Intro | None  # beginner table

    @property
    def description(self) -> str:
        return f"barrage.company_ability.{self.ability}"


@dataclass(frozen=True)
class Officer:
    id: str
    name: str
    expansion: bool
    ability: str
    start: Mapping[str, int]  # what differs from the common start
    special_tile: str | None
    spaces: tuple[str, ...]  # private action spaces
    automa_uses_ability: bool  # very hard Automa
    automa_rule: str

    @property
    def description(self) -> str:
        return f"barrage.officer_ability.{self.ability}"


@dataclass(frozen=True, slots=True)
class Section:
    id: str
    board: str  # company | management | patent | expansion | officer
    exclusive: bool
    private: bool = False
    advanced: bool = False
    expansion: bool = False
    officer: str | None = None
    automa_order: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ActionSpace:
    id: str
    section: str
    row: int  # top to bottom; private-building spaces: the tile's number
    side: str | None  # left | right | None
    engineers: int
    fee: int  # red-bordered space
    mark: str | None  # "3+" | "4" | None
    cost: Cost
    effects: Effects
    open_ended: bool = False  # the Bank: any number of engineers >= `engineers`

    @property
    def min_players(self) -> int:
        return MARKS[self.mark]


@dataclass(frozen=True, slots=True)
class ExternalWork:
    id: str
    deck: str
    cost: Cost  # machinery discarded from the personal supply
    reward: Effects


@dataclass(frozen=True, slots=True)
class PrivateBuilding:
    id: str
    slug: str
    name: str
    cost: Cost  # to build a building beside it
    vp: int  # at game end, for each company that activated it
    action_cost: Cost
    effects: Effects
    spaces: tuple[ActionSpace, ...]  # 1 left, 3 right


@dataclass(frozen=True, slots=True)
class BuildingSite:
    id: str
    row: int
    fee: int
    mark: str | None


@dataclass(frozen=True, slots=True)
class AutomaAction:
    action: str
    column: str  # left | middle | right
    engineers: int
    dashed: bool = False  # dashed actions do not end the turn
    modifier: int | None = None
    contract_colour: str | None = None
    discard_colour: str | None = None
    structure: str | None = None
    area: str | None = None
    min_value: int | None = None
    search: str | None = None  # building arrow: down | up
    preference: tuple[int, ...] = ()
    cost: Cost = Cost()
    effects: Effects = ()
    expansion: bool = False

    @property
    def ends_turn(self) -> bool:
        return not self.dashed


@dataclass(frozen=True, slots=True)
class AutomaCriteria:
    dam: tuple[str, ...]  # for bases and elevations
    dam_code: int
    conduit: tuple[str, ...]
    conduit_code: str
    powerhouse: tuple[str, ...]
    powerhouse_code: int
    headstreams: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AutomaTile:
    id: str
    criteria_code: str
    actions: tuple[AutomaAction, ...]  # action side, in the order they are checked
    criteria: AutomaCriteria  # criteria side


@dataclass(frozen=True)
class BarrageData:
    """Everything fixed about Barrage except the map."""

    effect_kinds: Mapping[str, EffectKind]
    contracts: Mapping[str, Contract]
    contract_colours: Mapping[str, tuple[int, int]]  # colour -> requirement range
    headstream_tiles: Mapping[str, HeadstreamTile]
    headstreams_in_play: int
    energy: EnergyTrack
    bonus_tiles: Mapping[str, BonusTile]
    bonus_minimum_energy: int
    bonus_penalty_per_section: int
    bonus_in_play: int
    objective_tiles: Mapping[str, ObjectiveTile]
    objective_vp: Mapping[str, tuple[int, ...]]  # human | automa -> VP by rank
    objective_rounding: str
    tech_tiles: Mapping[str, TechTile]
    patent_display: int
    companies: Mapping[str, Company]
    start: Mapping[str, int]
    pieces: Mapping[str, int]
    powerhouse_track: Mapping[int, Effects]
    officers: Mapping[str, Officer]
    sections: Mapping[str, Section]
    spaces: Mapping[str, ActionSpace]  # every action space, private-building ones included
    external_works: Mapping[str, ExternalWork]
    external_display: int
    external_engineers: int
    buildings: Mapping[str, PrivateBuilding]
    buildings_in_play: int
    building_sites: Mapping[str, BuildingSite]
    automa_tiles: Mapping[str, AutomaTile]
    automa_criteria: Mapping[str, str]  # id -> definition

    def contracts_of(self, kind: str, colour: str | None = None) -> tuple[Contract, ...]:
        return tuple(
            c
            for c in self.contracts.values()
            if c.kind == kind and (colour is None or c.colour == colour)
        )

    def tiles_of(self, kind: str) -> tuple[TechTile, ...]:
        return tuple(t for t in self.tech_tiles.values() if t.kind == kind)

    def element_ids(self) -> tuple[str, ...]:
        """Every element id defined here (the map's are in `rules.barrage.river`)."""
        tables: list[Mapping[str, Any]] = [
            self.contracts,
            self.headstream_tiles,
            self.bonus_tiles,
            self.objective_tiles,
            self.tech_tiles,
            self.companies,
            self.officers,
            self.spaces,
            self.external_works,
            self.buildings,
            self.building_sites,
            self.automa_tiles,
        ]
        ids = [i for table in tables for i in table]
        ids += [s.id for s in self.energy.spaces] + list(self.energy.order_track)
        ids += [*self.energy.bonus_slots, self.energy.objective_slot]
        return tuple(ids)

    def effects(self) -> tuple[Effect, ...]:
        """Every effect named anywhere in the data (for the vocabulary test)."""
        found: list[Effect] = []
        for c in self.contracts.values():
            found += c.reward
        for company in self.companies.values():
            for by_piece in company.incomes.values():
                for income in by_piece.values():
                    found += income
        for track in self.powerhouse_track.values():
            found += track
        for space in self.spaces.values():
            found += space.effects
        for work in self.external_works.values():
            found += work.reward
        for building in self.buildings.values():
            found += building.effects
        for tile in self.automa_tiles.values():
            for action in tile.actions:
                found += action.effects
        return tuple(found)


# -- reading with errors that say where ---------------------------------------------------------


class _At:
    """A value in a data file and the path that leads to it, for error messages."""

    __slots__ = ("file", "value", "where")

    def __init__(self, file: str, value: Any, where: str = "") -> None:
        self.file = file
        self.value = value
        self.where = where

    def fail(self, problem: str, key: str | int | None = None) -> BarrageDataError:
        where = self._path(key) if key is not None else (self.where or "(top)")
        return BarrageDataError(f"{self.file}: {where}: {problem}")

    def _path(self, key: str | int) -> str:
        if isinstance(key, int):
            return f"{self.where}[{key}]"
        return f"{self.where}.{key}" if self.where else key

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def get(self, key: str, kind: type | tuple[type, ...], default: Any = _REQUIRED) -> Any:
        if not isinstance(self.value, dict):
            raise self.fail("expected an object")
        if key not in self.value or (self.value[key] is None and default is not _REQUIRED):
            if default is _REQUIRED:
                raise self.fail("missing", key)
            return default
        return _check(self.value[key], kind, lambda problem: self.fail(problem, key))

    def number(self, key: str, low: int = 0, high: int = 99, default: Any = _REQUIRED) -> int:
        value = self.get(key, int, default)
        if value is not default and not low <= value <= high:
            raise self.fail(f"expected {low}..{high}, got {value}", key)
        return value

    def choice(self, key: str, choices: tuple[Any, ...], default: Any = _REQUIRED) -> Any:
        value = self.value.get(key, default) if isinstance(self.value, dict) else None
        if value is _REQUIRED:
            raise self.fail("missing", key)
        if value not in choices:
            raise self.fail(f"expected one of {', '.join(map(str, choices))}, got {value!r}", key)
        return value

    def at(self, key: str, kind: type = dict) -> _At:
        return _At(self.file, self.get(key, kind), self._path(key))

    def each(self, key: str) -> list[_At]:
        items = self.get(key, list)
        return [_At(self.file, v, f"{self._path(key)}[{i}]") for i, v in enumerate(items)]

    def pairs(self, key: str) -> list[tuple[str, _At]]:
        mapping = self.get(key, dict)
        return [(k, _At(self.file, v, f"{self._path(key)}.{k}")) for k, v in mapping.items()]


def _check(value: Any, kind: type | tuple[type, ...], fail: Any) -> Any:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    # bool is an int in Python; a count written as true is still a mistake
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise fail(f"expected {names}, got {value!r}")
    return value


class _Ids:
    """Ids seen so far across all files: each must match its pattern and be unique."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    def take(self, at: _At, key: str, pattern: str) -> str:
        return self.claim(_At(at.file, at.get(key, str), at._path(key)), pattern)

    def claim(self, at: _At, pattern: str) -> str:
        """Check and record the id that `at` holds."""
        value = _check(at.value, str, at.fail)
        if not re.fullmatch(pattern, value):
            raise at.fail(f"{value!r} is not a well-formed id ({pattern})")
        if value in self.seen:
            raise at.fail(f"{value!r} is already used at {self.seen[value]}")
        self.seen[value] = f"{at.file}: {at.where}"
        return value


def _read(folder: Path, name: str) -> _At:
    path = folder / name
    label = f"resources/barrage/{name}" if folder == FOLDER else str(path)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BarrageDataError(f"{label}: the file is missing") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BarrageDataError(f"{label}: not valid JSON ({exc})") from None
    at = _At(label, raw)
    if not isinstance(raw, dict):
        raise at.fail("expected an object")
    return at


# -- the parts -------------------------------------------------------------------------------------

_PARAM_TYPES = ("count", "int", "bool", "structure", "areas", "slot")


def _vocabulary(at: _At) -> dict[str, EffectKind]:
    kinds = {}
    for name, entry in at.pairs("effects"):
        params = {}
        for part in ("required", "optional"):
            for _name, t in entry.pairs(part):
                if _check(t.value, str, lambda m, t=t: t.fail(m)) not in _PARAM_TYPES:
                    raise t.fail(f"unknown parameter type {t.value!r}")
            params[part] = dict(entry.get(part, dict))
        kinds[name] = EffectKind(
            name, params["required"], params["optional"], entry.get("meaning", str)
        )
    return kinds


def _param(value: Any, kind: str, fail: Any) -> Any:
    if kind == "bool":
        return _check(value, bool, fail)
    if kind in ("count", "int", "slot"):
        _check(value, int, fail)
        low, high = {"count": (1, 99), "int": (-99, 99), "slot": (1, 3)}[kind]
        if not low <= value <= high:
            raise fail(f"expected {low}..{high}, got {value}")
        return value
    if kind == "structure":
        if value not in (*STRUCTURES, "any"):
            raise fail(f"expected a structure, got {value!r}")
        return value
    _check(value, list, fail)  # areas
    if not value or any(a not in AREAS for a in value) or len(set(value)) != len(value):
        raise fail(f"expected distinct areas out of {', '.join(AREAS)}, got {value!r}")
    return tuple(value)


def _effects(parent: _At, key: str, vocab: Mapping[str, EffectKind]) -> Effects:
    out = []
    for item in parent.each(key):
        kind_id = item.get("effect", str)
        kind = vocab.get(kind_id)
        if kind is None:
            raise item.fail(f"unknown effect {kind_id!r}", "effect")
        params = []
        for name, value in item.value.items():
            if name == "effect":
                continue
            t = kind.required.get(name) or kind.optional.get(name)
            if t is None:
                raise item.fail(f"{kind_id} takes no parameter {name!r}", name)
            params.append((name, _param(value, t, lambda m, n=name, i=item: i.fail(m, n))))
        for name in kind.required:
            if name not in item.value:
                raise item.fail(f"missing (required by {kind_id})", name)
        out.append(Effect(kind_id, tuple(params)))
    return tuple(out)


def _cost(parent: _At, key: str, keys: tuple[str, ...] = COST_KEYS) -> Cost:
    if not parent.has(key):
        return Cost()
    at = parent.at(key)
    for name in at.value:
        if name not in keys:
            raise at.fail(f"expected one of {', '.join(keys)}", name)
    return Cost(**{name: at.number(name, 1, 20) for name in at.value})


def _contracts(at: _At, ids: _Ids, vocab: Mapping[str, EffectKind]) -> tuple[dict, dict]:
    ranges = {}
    for colour in COLOURS:
        span = at.at("colours").get(colour, list)
        if len(span) != 2 or not all(isinstance(v, int) for v in span) or span[0] > span[1]:
            raise at.at("colours").fail(f"expected [lowest, highest], got {span!r}", colour)
        ranges[colour] = (span[0], span[1])
    contracts = {}
    for c in at.each("contracts"):
        kind = c.choice("kind", ("starting", "national", "private"))
        cid = ids.take(c, "id", rf"contract:{kind}:[1-9]\d*")
        colour = c.choice("colour", COLOURS) if kind == "private" else None
        if kind != "private" and c.has("colour"):
            raise c.fail("only private contracts have a colour", "colour")
        requirement = c.number("requirement", 1, 30)
        if colour and not ranges[colour][0] <= requirement <= ranges[colour][1]:
            raise c.fail(f"outside the {colour} range {ranges[colour]}", "requirement")
        reward = _effects(c, "reward", vocab)
        if not reward:
            raise c.fail("a contract gives something", "reward")
        contracts[cid] = Contract(cid, kind, colour, requirement, reward)
    return contracts, ranges


def _energy(at: _At, ids: _Ids) -> EnergyTrack:
    spaces = []
    for i, s in enumerate(at.each("spaces")):
        sid = ids.take(s, "id", r"energy:\d+")
        if sid != f"energy:{i}":
            raise s.fail(f"spaces are listed in order; expected energy:{i}", "id")
        spaces.append(EnergySpace(sid, i, s.number("credits", 0, 20), s.number("vp", -9, 9, 0)))
    if len(spaces) != MAX_ENERGY + 1:
        raise at.fail(f"expected energy:0..energy:{MAX_ENERGY}", "spaces")
    if any(a.credits > b.credits for a, b in pairwise(spaces[1:])):
        raise at.fail("credits never fall as energy rises (from 1 on)", "spaces")
    sections = tuple(at.get("round_sections", list))
    if len(sections) != ROUNDS or sorted(sections) != list(sections) or sections[-1] > MAX_ENERGY:
        raise at.fail(f"expected {ROUNDS} rising energies up to {MAX_ENERGY}", "round_sections")
    r = at.at("ranking")
    ranking = Ranking(
        r.number("first", 0, 20),
        r.number("second", 0, 20),
        r.number("tied_first_pool", 0, 40),
        r.number("tied_second_each", 0, 20),
        r.number("minimum_energy", 0, MAX_ENERGY),
        r.choice("rounding", ("half_up", "up", "down")),
    )
    lists = {}
    for key, pattern, n in (("order_track", r"order:\d", 4), ("bonus_slots", r"bonus_slot:\d", 5)):
        items = at.each(key)
        if len(items) != n:
            raise at.fail(f"expected {n} ids", key)
        lists[key] = tuple(ids.claim(item, pattern) for item in items)
    slot = ids.take(at, "objective_slot", r"objective_slot")
    return EnergyTrack(
        tuple(spaces), sections, ranking, lists["order_track"], lists["bonus_slots"], slot
    )


def _headstreams(at: _At, ids: _Ids) -> dict[str, HeadstreamTile]:
    tiles = {}
    for t in at.each("tiles"):
        tid = ids.take(t, "id", r"headstream_tile:[1-9]\d*")
        drops = tuple(t.get("drops", list))
        if len(drops) != ROUNDS or not all(isinstance(d, int) and 0 <= d <= 9 for d in drops):
            raise t.fail(f"expected {ROUNDS} drop counts, one per round", "drops")
        if drops[-1]:
            raise t.fail("no drops are placed in round 5 (spec §3)", "drops")
        tiles[tid] = HeadstreamTile(tid, drops)
    return tiles


def _bonus(at: _At, ids: _Ids) -> dict[str, BonusTile]:
    tiles = {}
    for t in at.each("tiles"):
        tid = ids.take(t, "id", r"bonus:[1-9]\d*")
        tiles[tid] = BonusTile(
            tid,
            t.get("counts", str),
            t.number("vp_each", 1, 10),
            t.get("beginner", bool),
            t.get("expansion", bool),
        )
    return tiles


def _objectives(at: _At, ids: _Ids) -> tuple[dict[str, ObjectiveTile], dict[str, tuple[int, ...]]]:
    tiles = {}
    for t in at.each("tiles"):
        tid = ids.take(t, "id", r"objective:[1-9]\d*")
        tiles[tid] = ObjectiveTile(tid, t.get("criterion", str))
    vp = {}
    for who in ("human", "automa"):
        ranks = at.at("vp_by_rank").get(who, list)
        if (
            len(ranks) != 3
            or not all(isinstance(v, int) for v in ranks)
            or ranks != sorted(ranks)[::-1]
        ):
            raise at.at("vp_by_rank").fail("expected 3 falling VP values", who)
        vp[who] = tuple(ranks)
    return tiles, vp


def _tech(at: _At, ids: _Ids) -> dict[str, TechTile]:
    tiles: dict[str, TechTile] = {}
    for t in at.each("basic"):
        builds = t.choice("builds", (*STRUCTURES, "any"))
        tid = ids.take(t, "id", rf"tech:basic:{builds}")
        tiles[tid] = TechTile(
            tid,
            "basic",
            builds,
            0,
            None,
            expansion=t.get("expansion", bool, False),
            beginner_only=t.get("beginner_only", bool, False),
        )
    for t in at.each("advanced"):
        tid = ids.take(t, "id", r"tech:advanced:[1-9]\d*")
        tiles[tid] = TechTile(
            tid,
            "advanced",
            t.choice("builds", (*STRUCTURES, "any")),
            t.number("level", 1, 3),
            t.get("special", str),
            expansion=t.get("expansion", bool),
            automa_hard=t.get("automa_hard", str, None),
        )
    for t in at.each("special"):
        tid = ids.take(t, "id", r"tech:special:[a-z]+")
        tiles[tid] = TechTile(
            tid,
            "special",
            t.choice("builds", ("copy", None), None),
            0,
            t.get("special", str),
            expansion=t.get("expansion", bool, False),
            officer=t.get("officer", str),
        )
    return tiles


def _companies(at: _At, ids: _Ids, vocab: Mapping[str, EffectKind]) -> dict[str, Company]:
    companies = {}
    for c in at.each("companies"):
        cid = ids.take(c, "id", r"company:[a-z]+")
        incomes: dict[str, dict[int, Effects]] = {}
        rows = c.at("incomes")
        for row in ("base", "elevation", "conduit"):
            slots = rows.at(row)
            if sorted(slots.value) != [str(n) for n in INCOME_SLOTS]:
                raise slots.fail(f"expected incomes under pieces {INCOME_SLOTS}")
            incomes[row] = {n: _effects(slots, str(n), vocab) for n in INCOME_SLOTS}
        intro = None
        if c.get("intro", dict, None) is not None:
            i = c.at("intro")
            intro = Intro(
                i.get("officer", str), i.get("contract", str), i.number("turn_order", 1, 4)
            )
        ability = c.at("ability")
        companies[cid] = Company(
            cid,
            c.get("colour", str),
            c.get("expansion", bool),
            ability.get("id", str),
            ability.number("amount", 1, 9, None),
            incomes,
            intro,
        )
    return companies


def _officers(at: _At, ids: _Ids) -> dict[str, Officer]:
    officers = {}
    for o in at.each("officers"):
        oid = ids.take(o, "id", r"officer:[a-z]+(_[a-z]+)*")
        start = o.at("start") if o.has("start") else None
        automa = o.at("automa_very_hard")
        officers[oid] = Officer(
            oid,
            o.get("name", str),
            o.get("expansion", bool),
            o.get("ability", str),
            {k: start.number(k, 0, 20) for k in start.value} if start else {},
            o.get("special_tile", str, None),
            tuple(o.get("spaces", list, [])),
            automa.get("uses_ability", bool),
            automa.get("rule", str),
        )
    return officers


def _space(
    at: _At,
    ids: _Ids,
    section: str,
    row: int,
    effects: Effects,
    cost: Cost,
    pattern: str | None = None,
) -> ActionSpace:
    return ActionSpace(
        id=ids.take(at, "id", pattern or rf"space:{section}(:[1-9][LR]?)?"),
        section=section,
        row=row,
        side=at.choice("side", ("left", "right", None), None),
        engineers=at.number("engineers", 1, 3),
        fee=at.number("fee", 0, 3),
        mark=at.choice("mark", tuple(MARKS), None),
        cost=cost,
        effects=effects,
        open_ended=at.get("open_ended", bool, False),
    )


def _action_spaces(
    at: _At, ids: _Ids, vocab: Mapping[str, EffectKind]
) -> tuple[dict[str, Section], dict[str, ActionSpace]]:
    sections = {}
    for s in at.each("sections"):
        sid = s.get("id", str)
        if sid in sections:
            raise s.fail(f"section {sid!r} is listed twice", "id")
        sections[sid] = Section(
            sid,
            s.choice("board", ("company", "management", "patent", "expansion", "officer")),
            s.get("exclusive", bool),
            private=s.get("private", bool, False),
            advanced=s.get("advanced", bool, False),
            expansion=s.get("expansion", bool, False),
            officer=s.get("officer", str, None),
            automa_order=tuple(s.get("automa_order", list, [])),
        )
    spaces = {}
    for sp in at.each("spaces"):
        section = sp.choice("section", tuple(sections))
        effects = _effects(sp, "effects", vocab)
        space = _space(sp, ids, section, sp.number("row", 1, 5), effects, _cost(sp, "cost"))
        if not space.effects:
            raise sp.fail("an action space does something", "effects")
        if (space.side == "left") != space.id.endswith("L") or (
            (space.side == "right") != space.id.endswith("R")
        ):
            raise sp.fail("a left space ends in L, a right one in R", "id")
        spaces[space.id] = space
    for s, section in zip(at.each("sections"), sections.values(), strict=True):
        for sid in section.automa_order:
            if sid not in spaces or spaces[sid].section != section.id:
                raise s.fail(f"{sid!r} is no space of this section", "automa_order")
    return sections, spaces


def _external_works(at: _At, ids: _Ids, vocab: Mapping[str, EffectKind]) -> dict[str, ExternalWork]:
    works = {}
    for w in at.each("works"):
        deck = w.choice("deck", ("A", "B", "C"))
        wid = ids.take(w, "id", rf"external:{deck}[1-9]")
        reward = _effects(w, "reward", vocab)
        cost = _cost(w, "cost", ("excavators", "mixers"))
        if not reward or cost == Cost():
            raise w.fail("an external work costs machinery and gives something")
        works[wid] = ExternalWork(wid, deck, cost, reward)
    return works


def _buildings(
    at: _At, ids: _Ids, vocab: Mapping[str, EffectKind]
) -> tuple[dict[str, PrivateBuilding], dict[str, BuildingSite]]:
    buildings = {}
    for b in at.each("buildings"):
        bid = ids.take(b, "id", r"building:[1-9]\d*")
        number = int(bid.split(":")[1])
        effects = _effects(b, "effects", vocab)
        action_cost = _cost(b, "action_cost", ("credits",))
        # The action is the tile's: every one of its spaces does it, for the tile's price.
        spaces = tuple(
            _space(sp, ids, "building", number, effects, action_cost, rf"space:{bid}:{k}")
            for k, sp in enumerate(b.each("spaces"), 1)
        )
        if [s.side for s in spaces] != ["left", "right", "right", "right"]:
            raise b.fail("a private building has 1 left and 3 right spaces", "spaces")
        buildings[bid] = PrivateBuilding(
            bid,
            b.get("slug", str),
            b.get("name", str),
            _cost(b, "cost", ("excavators", "mixers")),
            b.number("vp", 1, 20),
            action_cost,
            effects,
            spaces,
        )
    sites = {}
    for s in at.each("sites"):
        row = s.number("row", 1, 5)
        sid = ids.take(s, "id", rf"building_site:{row}:[1-4]")
        sites[sid] = BuildingSite(
            sid, row, s.number("fee", 0, 3), s.choice("mark", tuple(MARKS), None)
        )
    return buildings, sites


_AUTOMA_ACTIONS = (
    "production",
    "water_management",
    "contract_office",
    "construction",
    "workshop",
    "machinery_shop",
    "patent_office",
    "external_works",
    "final_workshop",
    "final_machinery",
)
_FINAL = ("final_workshop", "final_machinery")


def _automa(
    at: _At, ids: _Ids, vocab: Mapping[str, EffectKind]
) -> tuple[dict[str, AutomaTile], dict[str, str]]:
    criteria = {k: _check(v.value, str, v.fail) for k, v in at.pairs("criteria")}
    letters = tuple(at.get("headstream_letters", list))
    tiles = {}
    for t in at.each("tiles"):
        tid = ids.take(t, "id", r"automa:[1-9]\d*")
        actions = []
        for a in t.each("actions"):
            kind = a.choice("action", _AUTOMA_ACTIONS)
            actions.append(
                AutomaAction(
                    kind,
                    a.choice("column", ("left", "middle", "right")),
                    a.number("engineers", 1, 3),
                    dashed=a.get("dashed", bool, False),
                    modifier=a.number("modifier", -3, 3, None),
                    contract_colour=a.choice("contract_colour", (*COLOURS, None), None),
                    discard_colour=a.choice("discard_colour", (*COLOURS, None), None),
                    structure=a.choice("structure", (*STRUCTURES, None), None),
                    area=a.choice("area", (*AREAS, None), None),
                    min_value=a.number("min_value", 1, 5, None),
                    search=a.choice("search", ("down", "up", None), None),
                    preference=tuple(a.get("preference", list, [])),
                    cost=_cost(a, "cost", ("vp",)),
                    effects=_effects(a, "effects", vocab) if a.has("effects") else (),
                    expansion=a.get("expansion", bool, False),
                )
            )
        if not actions or actions[-1].action not in _FINAL:
            raise t.fail("the last action is a final action, always possible (§8.5.9)", "actions")
        if any(x.dashed != (x.action in ("water_management", "contract_office")) for x in actions):
            raise t.fail("water management and contract office, only they, are dashed", "actions")
        c = t.at("criteria")
        columns = {}
        for column in ("dam", "conduit", "powerhouse"):
            names = tuple(c.get(column, list))
            if len(names) != 3 or any(
                n not in criteria or not n.startswith(column + "_") for n in names
            ):
                raise c.fail(f"expected 3 {column} criteria from 'criteria'", column)
            columns[column] = names
        heads = tuple(c.get("headstreams", list))
        if len(heads) != 3 or len(set(heads)) != 3 or not set(heads) <= set(letters):
            raise c.fail(f"expected 3 distinct letters out of {letters}", "headstreams")
        conduit_code = c.get("conduit_code", str)
        if not re.fullmatch(r"([1-9]|10)[AB]", conduit_code):
            raise c.fail("expected a conduit code 1A..10B", "conduit_code")
        tiles[tid] = AutomaTile(
            tid,
            t.get("criteria_code", str),
            tuple(actions),
            AutomaCriteria(
                columns["dam"],
                c.number("dam_code", 1, 10),
                columns["conduit"],
                conduit_code,
                columns["powerhouse"],
                c.number("powerhouse_code", 5, 12),
                heads,
            ),
        )
    return tiles, criteria


# -- the whole -------------------------------------------------------------------------------------


def load(folder: Path = FOLDER) -> BarrageData:
    """Read and check every Barrage data file in `folder` (not cached: see `barrage_data`)."""
    ids = _Ids()
    effects_file = _read(folder, "effects.json")
    vocab = _vocabulary(effects_file)
    contracts_file = _read(folder, "contracts.json")
    contracts, colours = _contracts(contracts_file, ids, vocab)
    heads = _read(folder, "headstreams.json")
    energy = _energy(_read(folder, "energy_track.json"), ids)
    bonus_file = _read(folder, "bonus_tiles.json")
    objective_file = _read(folder, "objective_tiles.json")
    objectives, objective_vp = _objectives(objective_file, ids)
    tech_file = _read(folder, "technology_tiles.json")
    companies_file = _read(folder, "companies.json")
    officers_file = _read(folder, "officers.json")
    spaces_file = _read(folder, "action_spaces.json")
    sections, spaces = _action_spaces(spaces_file, ids, vocab)
    works_file = _read(folder, "external_works.json")
    buildings_file = _read(folder, "private_buildings.json")
    buildings, sites = _buildings(buildings_file, ids, vocab)
    for building in buildings.values():
        spaces.update((s.id, s) for s in building.spaces)
    automa, criteria = _automa(_read(folder, "automa_tiles.json"), ids, vocab)
    track = companies_file.at("powerhouse_track")
    data = BarrageData(
        effect_kinds=vocab,
        contracts=contracts,
        contract_colours=colours,
        headstream_tiles=_headstreams(heads, ids),
        headstreams_in_play=heads.number("in_play", 1, 8),
        energy=energy,
        bonus_tiles=_bonus(bonus_file, ids),
        bonus_minimum_energy=bonus_file.number("minimum_energy", 0, MAX_ENERGY),
        bonus_penalty_per_section=bonus_file.number("penalty_per_section", 0, 9),
        bonus_in_play=bonus_file.number("in_play", 1, ROUNDS),
        objective_tiles=objectives,
        objective_vp=objective_vp,
        objective_rounding=objective_file.choice("rounding", ("half_up", "up", "down")),
        tech_tiles=_tech(tech_file, ids),
        patent_display=tech_file.number("display", 1, 5),
        companies=_companies(companies_file, ids, vocab),
        start={
            k: companies_file.at("start").number(k, 0, 99) for k in companies_file.at("start").value
        },
        pieces={s: companies_file.at("pieces").number(s, 1, 9) for s in STRUCTURES},
        powerhouse_track={int(n): _effects(track, n, vocab) for n in track.value},
        officers=_officers(officers_file, ids),
        sections=sections,
        spaces=spaces,
        external_works=_external_works(works_file, ids, vocab),
        external_display=works_file.number("display", 1, 5),
        external_engineers=works_file.number("engineers", 1, 3),
        buildings=buildings,
        buildings_in_play=buildings_file.number("in_play", 1, 10),
        building_sites=sites,
        automa_tiles=automa,
        automa_criteria=criteria,
    )
    _cross_check(data, companies_file, officers_file, spaces_file)
    return data


def _cross_check(data: BarrageData, companies: _At, officers: _At, spaces: _At) -> None:
    """References from one file into another point at something that exists."""
    for c, company in zip(companies.each("companies"), data.companies.values(), strict=True):
        intro = company.intro
        if intro and intro.officer not in data.officers:
            raise c.fail(f"no officer {intro.officer!r}", "intro.officer")
        if intro and data.contracts.get(intro.contract, None) is None:
            raise c.fail(f"no contract {intro.contract!r}", "intro.contract")
        if intro and data.contracts[intro.contract].kind != "starting":
            raise c.fail("the beginner table hands out starting contracts", "intro.contract")
    for o, officer in zip(officers.each("officers"), data.officers.values(), strict=True):
        tile = data.tech_tiles.get(officer.special_tile or "")
        if officer.special_tile and (tile is None or tile.officer != officer.id):
            raise o.fail(
                f"no special tile {officer.special_tile!r} of this officer", "special_tile"
            )
        for sid in officer.spaces:
            space = data.spaces.get(sid)
            if space is None or data.sections[space.section].officer != officer.id:
                raise o.fail(f"{sid!r} is no private space of this officer", "spaces")
    for s, section in zip(spaces.each("sections"), data.sections.values(), strict=True):
        if section.officer and section.officer not in data.officers:
            raise s.fail(f"no officer {section.officer!r}", "officer")


@cache
def barrage_data() -> BarrageData:
    """The shipped data, loaded and checked once."""
    return load(FOLDER)
