"""The Tesla Automa's site selection (spec §8.6) as a pure function that explains itself.

When an Automa builds a structure and more than one legal site exists, `choose_site` narrows the
candidates in the order of the rules: (1) sites where the piece is the last one of a production
system, (2) the three criteria of the criteria side's column for the structure, top to bottom, with
progressive filtering, (3) the walk along the reference-map codes from the printed code, and inside
the basin reached a non-red site before a red one. Every stage is recorded in a `SiteChoice` (plain
strings, tuples and booleans) so the log and the table can replay the reasoning.

The caller passes only legal sites: icon restrictions (area, minimum conduit value), free sites and
the Automa's machinery are applied before (§8.5.4), so "A has the machinery for s" holds.

Readings of the spec, each marked where it is used:
* [amb 21] several "last piece" sites: keep them and go on with the criteria (BGA).
* [amb 22] a criterion matching 2+ sites keeps only those; matching none is ignored (BGA).
* "completes a system": after building, the site's dam (own or neutral), a built conduit of that
  basin and an own powerhouse in the conduit's target basin are all present, and the piece built is
  one of them. Water in the dam is not required (§8.6 says "all three present after building").
  An elevation adds no piece, so it never completes a system.
* "most water drops": the drops that would reach the site in the coming Water Flow phase (the drops
  waiting on the headstreams, plus any `incoming` ones not yet placed), counted as the drops whose
  journey passes or ends on that site; a site no drop reaches does not match.
* "feeds"/"fed by": water reaches the first built dam downstream and stops there (no other dam
  between), whoever owns the dam and however full it is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rules.barrage.data import AutomaCriteria
from rules.barrage.river import RiverMap, river_map
from rules.barrage.water import NEUTRAL, Dam, Waters, water_flow_phase

COLUMNS = ("dam", "conduit", "powerhouse")
# the action's structure -> the criteria column it uses (bases and elevations share the dam column)
COLUMN_OF = {
    "dam": "dam",
    "base": "dam",
    "elevation": "dam",
    "conduit": "conduit",
    "powerhouse": "powerhouse",
}

# stages of the trace
SYSTEM = "system"
CRITERION = "criterion"
CODE = "code"
TILE = "tile"  # a hard Automa's technology-tile rule
TIEBREAK = "tiebreak"
NON_RED = "non_red"  # rule id of the tie-break inside one basin


@dataclass(frozen=True, slots=True)
class SiteStep:
    """One stage of the selection: what it looked at, which sites survived, which fell."""

    stage: str  # system | criterion | tile | code | tiebreak
    rule: str  # "system", a criterion id, "code:<printed code>" or "non_red"
    kept: tuple[str, ...]
    dropped: tuple[str, ...]
    ignored: bool = False  # the rule matched no site, so nothing changed

    def as_data(self) -> dict[str, Any]:
        return {
            "stage": self.stage,
            "rule": self.rule,
            "kept": list(self.kept),
            "dropped": list(self.dropped),
            "ignored": self.ignored,
        }


@dataclass(frozen=True, slots=True)
class SiteChoice:
    """The chosen site and why: the candidates, then each stage in order."""

    structure: str  # the criteria column used: dam | conduit | powerhouse
    candidates: tuple[str, ...]
    steps: tuple[SiteStep, ...]
    site: str

    @property
    def deciding(self) -> SiteStep | None:
        """The stage that left only the chosen site (None when there was only one candidate)."""
        return self.steps[-1] if self.steps else None

    def as_data(self) -> dict[str, Any]:
        """JSON-friendly form for an event's params."""
        return {
            "structure": self.structure,
            "candidates": list(self.candidates),
            "steps": [s.as_data() for s in self.steps],
            "site": self.site,
        }


def criteria_column(side: AutomaCriteria, structure: str) -> tuple[tuple[str, ...], str]:
    """The criteria side's column for a structure: its 3 criterion ids and its reference code."""
    column = _column(structure)
    if column == "dam":
        return side.dam, str(side.dam_code)
    if column == "conduit":
        return side.conduit, side.conduit_code
    return side.powerhouse, str(side.powerhouse_code)


def _column(structure: str) -> str:
    if structure not in COLUMN_OF:
        raise ValueError(f"no site selection for {structure!r}; expected one of {COLUMNS}")
    return COLUMN_OF[structure]


# -- the process (§8.6) ----------------------------------------------------------------------------


def choose_site(
    waters: Waters,
    automa: str,
    structure: str,
    sites: Iterable[str],
    criteria: Sequence[str],
    code: int | str,
    *,
    incoming: Mapping[str, int] | None = None,
    prefer: tuple[str, Callable[[str], bool]] | None = None,
) -> SiteChoice:
    """Where the Automa `automa` builds `structure` among the legal `sites` (§8.6).

    `structure`: dam (or base / elevation), conduit or powerhouse. `criteria` and `code` are the
    column of the revealed criteria side for it (see `criteria_column`). `incoming`: drops about to
    be put on headstreams and not yet in `waters` (for "most water drops"). `prefer`: a hard
    Automa's tile rule (its id and test) that settles the ties the criteria leave (§8.8).
    """
    column = _column(structure)
    m = river_map()
    candidates = tuple(dict.fromkeys(sites))
    if not candidates:
        raise ValueError("no legal site to choose from")
    for site in candidates:
        if _kind(site) != column or site not in _sites(m, column):
            raise ValueError(f"{site!r} is no {column} site")
    if len(candidates) == 1:
        return SiteChoice(column, candidates, (), candidates[0])

    steps: list[SiteStep] = []
    left = candidates

    def narrow(stage: str, rule: str, matched: Sequence[str]) -> bool:
        """Record a filtering stage; True once a single site is left."""
        nonlocal left
        kept = tuple(s for s in left if s in matched)
        if not kept:
            steps.append(SiteStep(stage, rule, left, (), ignored=True))
            return False
        steps.append(SiteStep(stage, rule, kept, tuple(s for s in left if s not in kept)))
        left = kept
        return len(left) == 1

    # 1. the last piece of a production system; several: keep them [amb 21]
    if narrow(SYSTEM, SYSTEM, completes_system(waters, automa, column, left)):
        return SiteChoice(column, candidates, tuple(steps), left[0])
    # 2. the column's criteria, top to bottom, progressive filtering [amb 22]
    for criterion in criteria:
        matched = criterion_matches(waters, automa, criterion, left, incoming=incoming)
        if narrow(CRITERION, criterion, matched):
            return SiteChoice(column, candidates, tuple(steps), left[0])
    if prefer is not None and narrow(TILE, prefer[0], [s for s in left if prefer[1](s)]):
        return SiteChoice(column, candidates, tuple(steps), left[0])
    # 3. the reference-map code walk, then non-red before red inside the basin reached
    reached = code_walk(column, code, left)
    narrow(CODE, f"code:{code}", reached)
    if len(left) > 1:
        narrow(TIEBREAK, NON_RED, (non_red_first(left),))
    return SiteChoice(column, candidates, tuple(steps), left[0])


def _kind(site: str) -> str:
    return site.partition(":")[0]


def _sites(m: RiverMap, column: str) -> Mapping[str, Any]:
    return {"dam": m.dams, "conduit": m.conduits, "powerhouse": m.powerhouses}[column]


# -- step 1: the last piece of a system ------------------------------------------------------------


def _usable_dam(waters: Waters, automa: str, site: str) -> bool:
    dam = waters.dams.get(site)
    return dam is not None and dam.owner in (automa, NEUTRAL)


def _own_powerhouse_in(waters: Waters, automa: str, basin: int) -> bool:
    return any(waters.powerhouses.get(p) == automa for p in river_map().basins[basin].powerhouses)


def completes_system(
    waters: Waters, automa: str, structure: str, sites: Iterable[str]
) -> tuple[str, ...]:
    """The sites where building `structure` adds the missing piece of a production system the
    Automa could use: own-or-neutral dam + built conduit of its basin + own powerhouse in the
    conduit's target basin, all present after building (water not required)."""
    m = river_map()
    column = _column(structure)
    found = []
    for site in sites:
        if column == "dam":
            # a dam already there means an elevation: no new piece, no new system
            ok = site not in waters.dams and any(
                c in waters.conduits and _own_powerhouse_in(waters, automa, m.conduits[c].target)
                for c in m.basins[m.dams[site].basin].conduits
            )
        elif column == "conduit":
            conduit = m.conduits[site]
            ok = any(
                _usable_dam(waters, automa, d) for d in m.basins[conduit.basin].dams
            ) and _own_powerhouse_in(waters, automa, conduit.target)
        else:
            basin = m.powerhouses[site].basin
            ok = any(
                m.conduits[c].target == basin
                and any(_usable_dam(waters, automa, d) for d in m.basins[m.conduits[c].basin].dams)
                for c in waters.conduits
            )
        if ok:
            found.append(site)
    return tuple(found)


# -- step 2: the criteria --------------------------------------------------------------------------


def _opponent(owner: str | None, automa: str) -> bool:
    return owner is not None and owner not in (automa, NEUTRAL)


def _best(sites: Sequence[str], key: Callable[[str], tuple[int, ...] | None]) -> tuple[str, ...]:
    """The sites with the highest key; sites whose key is None never match."""
    keys = {s: key(s) for s in sites}
    present = [k for k in keys.values() if k is not None]
    if not present:
        return ()
    top = max(present)
    return tuple(s for s in sites if keys[s] == top)


def _tiers(sites: Sequence[str], *tests: Callable[[str], bool]) -> tuple[str, ...]:
    """The sites passing the first test that any site passes ("X; else Y; else Z")."""
    for test in tests:
        if matched := tuple(s for s in sites if test(s)):
            return matched
    return ()


def _first_dam_below(waters: Waters, node: str, *, skip: str | None = None) -> str | None:
    """The first built dam the water leaving `node` meets (other than `skip`), if any."""
    for there in river_map().path(node):
        if there in waters.dams and there != skip:
            return there
    return None


def _reach(waters: Waters, incoming: Mapping[str, int] | None) -> dict[str, int]:
    """Drops passing or ending on each node in the coming Water Flow phase."""
    if incoming:
        heads = dict(waters.headstreams)
        for head, drops in incoming.items():
            heads[head] = heads.get(head, 0) + drops
        waters = replace(waters, headstreams=heads)
    counts: dict[str, int] = {}
    for drop in water_flow_phase(waters).drops:
        for node in drop.path:
            counts[node] = counts.get(node, 0) + 1
    return counts


def _built_conduit_key(
    waters: Waters, automa: str, conduits: Iterable[str]
) -> tuple[int, ...] | None:
    """(value, own) of the best built conduit among `conduits`: highest value, then own."""
    m = river_map()
    keys = [
        (m.conduits[c].value, int(waters.conduits[c] == automa))
        for c in conduits
        if c in waters.conduits
    ]
    return max(keys) if keys else None


def criterion_matches(
    waters: Waters,
    automa: str,
    criterion: str,
    sites: Sequence[str],
    *,
    incoming: Mapping[str, int] | None = None,
) -> tuple[str, ...]:
    """The sites among `sites` that `criterion` keeps (§8.6 table; ids of automa_tiles.json).
    Empty when none matches: the caller then ignores the criterion."""
    m = river_map()
    sites = tuple(sites)

    def dam_basin(s: str) -> int:
        return m.dams[s].basin

    def owners_in(basin: int) -> set[str]:
        return {waters.dams[d].owner for d in m.basins[basin].dams if d in waters.dams}

    def house_owners(basin: int) -> set[str]:
        return {
            waters.powerhouses[p] for p in m.basins[basin].powerhouses if p in waters.powerhouses
        }

    match criterion:
        # -- dam column (bases and elevations) --
        case "dam_most_powerful_conduit":
            # highest built conduit of the site's basin, anyone's; tie: an own one
            return _best(
                sites,
                lambda s: _built_conduit_key(waters, automa, m.basins[dam_basin(s)].conduits),
            )
        case "dam_owned_powerhouse":
            return tuple(
                s
                for s in sites
                if any(
                    automa in house_owners(m.conduits[c].target)
                    for c in m.basins[dam_basin(s)].conduits
                )
            )
        case "dam_most_water_drops":
            reach = _reach(waters, incoming)
            return _best(sites, lambda s: (reach[s],) if reach.get(s, 0) > 0 else None)
        case "dam_red_site":
            return tuple(s for s in sites if m.dams[s].red)
        case "dam_upstream_powerhouse":
            groups = {m.group_of(p) for p in waters.powerhouses}
            return tuple(
                s for s in sites if any(_first_dam_below(_with(waters, s), g) == s for g in groups)
            )
        case "dam_downstream_own_dam":

            def targets(s: str) -> list[int]:
                return [m.conduits[c].target for c in m.basins[dam_basin(s)].conduits]

            return _tiers(
                sites,
                lambda s: any(automa in owners_in(t) for t in targets(s)),
                lambda s: not any(_opponent(o, automa) for t in targets(s) for o in owners_in(t)),
            )
        # -- conduit column --
        case "conduit_most_powerful":
            return _best(sites, lambda s: (m.conduits[s].value,))
        case "conduit_second_most_powerful":
            values = sorted({m.conduits[s].value for s in sites}, reverse=True)
            wanted = values[1] if len(values) > 1 else values[0] if values else None
            return tuple(s for s in sites if m.conduits[s].value == wanted)
        case "conduit_dam_owned_neutral_opponent" | "conduit_dam_opponent_neutral_owned":
            tests = [
                lambda s: automa in owners_in(m.conduits[s].basin),
                lambda s: NEUTRAL in owners_in(m.conduits[s].basin),
                lambda s: any(_opponent(o, automa) for o in owners_in(m.conduits[s].basin)),
            ]
            if criterion == "conduit_dam_opponent_neutral_owned":
                tests.reverse()
            return _tiers(sites, *tests)
        case "conduit_powerhouse_owned_opponent" | "conduit_powerhouse_opponent_owned":
            tests = [
                lambda s: automa in house_owners(m.conduits[s].target),
                lambda s: any(_opponent(o, automa) for o in house_owners(m.conduits[s].target)),
            ]
            if criterion == "conduit_powerhouse_opponent_owned":
                tests.reverse()
            return _tiers(sites, *tests)
        # -- powerhouse column --
        case "powerhouse_most_powerful_conduit":
            return _best(
                sites,
                lambda s: _built_conduit_key(
                    waters,
                    automa,
                    (c for c in m.conduits if m.conduits[c].target == m.powerhouses[s].basin),
                ),
            )
        case "powerhouse_owned_dam":
            return tuple(
                s
                for s in sites
                if any(
                    c.target == m.powerhouses[s].basin and automa in owners_in(c.basin)
                    for c in m.conduits.values()
                )
            )
        case "powerhouse_plains":
            return tuple(s for s in sites if m.basins[m.powerhouses[s].basin].area == "plain")
        case "powerhouse_basin_5" | "powerhouse_basin_6" | "powerhouse_basin_7":
            basin = int(criterion.rpartition("_")[2])
            return tuple(s for s in sites if m.powerhouses[s].basin == basin)
        case "powerhouse_feeds_own_dam" | "powerhouse_not_feeding_opponent_dam":

            def fed(s: str) -> str | None:
                dam = _first_dam_below(waters, m.group_of(s))
                return None if dam is None else waters.dams[dam].owner

            tests = [
                lambda s: fed(s) == automa,
                lambda s: not _opponent(fed(s), automa),
            ]
            if criterion == "powerhouse_not_feeding_opponent_dam":
                tests.reverse()
            return _tiers(sites, *tests)
    raise ValueError(f"unknown Automa criterion {criterion!r}")


def _with(waters: Waters, site: str) -> Waters:
    """The waters as if a dam stood on `site` (so the walk downstream stops there)."""
    if site in waters.dams:
        return waters
    return replace(waters, dams={**waters.dams, site: Dam(NEUTRAL, 1)})


# -- step 3: the reference-map codes ---------------------------------------------------------------


def _code_order(column: str) -> tuple[str, ...]:
    """The walk's stops: basins for dams (1..10) and powerhouses (5..12), conduits 1A..10B."""
    return river_map().automa_search_order[column + "s"]


def code_walk(column: str, code: int | str, sites: Sequence[str]) -> tuple[str, ...]:
    """The sites at the first stop, from the printed `code` on (wrapping), holding any of `sites`:
    the one conduit site, or the dam / powerhouse sites of one basin."""
    m = river_map()
    order = _code_order(column)
    start = f"conduit:{code}" if column == "conduit" else f"basin:{code}"
    if start not in order:
        raise ValueError(f"no reference code {code!r} for {column} sites")
    i = order.index(start)
    for stop in order[i:] + order[:i]:
        if column == "conduit":
            here = tuple(s for s in sites if s == stop)
        else:
            basin = m.basins[int(stop.partition(":")[2])]
            here = tuple(s for s in sites if s in basin.dams + basin.powerhouses)
        if here:
            return here
    return ()


def non_red_first(sites: Sequence[str]) -> str:
    """Inside one basin: a non-red site before a red one, then the map order (lower dam before
    upper is the same thing; powerhouses left to right)."""
    m = river_map()

    def rank(s: str) -> tuple[int, int]:
        if s in m.dams:
            return int(m.dams[s].red), 0
        if s in m.powerhouses:
            return int(m.powerhouses[s].red), m.powerhouses[s].index
        return 0, 0

    return min(sites, key=rank)
