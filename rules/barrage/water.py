"""Barrage's water as pure functions (spec §5): drops flowing one at a time, production systems,
the production formula.

`Waters` is the little the water needs to know of a game: the dams on the dam sites, the owners of
built conduits and powerhouses, the drops waiting on the headstreams, and which companies have the
two water abilities now (Graziano's big dams, the USA's natural flow). Nothing here mutates its
input: every function returns a new `Waters`, so the table can preview where each drop will end
before a move is confirmed by calling the very function the rules use.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from rules.barrage.river import group_id, river_map
from rules.core.errors import IllegalAction, reason
from rules.core.text import Text

NEUTRAL = "neutral"  # owner of the three neutral dams
MAX_HEIGHT = 3
BIG_DAM = 4  # Graziano Del Monte: own level-3 dams hold 4 drops
VIKTOR_MINIMUM = 4  # Viktor Fiesler: drops x value counts as at least 4


@dataclass(frozen=True, slots=True)
class Dam:
    owner: str  # a company id or NEUTRAL
    height: int  # 1 base + 0..2 elevations
    drops: int = 0


@dataclass(frozen=True)
class Waters:
    """The water's view of the board. Treat the dicts as read-only: functions return new ones."""

    dams: dict[str, Dam] = field(default_factory=dict)  # dam site -> dam (no key: no dam)
    conduits: dict[str, str] = field(default_factory=dict)  # conduit site -> owner
    powerhouses: dict[str, str] = field(default_factory=dict)  # powerhouse site -> owner
    headstreams: dict[str, int] = field(default_factory=dict)  # headstream -> drops waiting
    big_dams: frozenset[str] = frozenset()  # companies whose level-3 dams hold 4 (Graziano)
    natural_flow: frozenset[str] = frozenset()  # companies with the USA ability unlocked

    def capacity(self, site: str) -> int:
        """Drops the dam on `site` may hold: its height, 4 for a big level 3, 0 without a dam."""
        dam = self.dams.get(site)
        if dam is None:
            return 0
        if dam.height == MAX_HEIGHT and dam.owner in self.big_dams:
            return BIG_DAM
        return dam.height

    def drops_held(self) -> int:
        return sum(d.drops for d in self.dams.values())

    def drops_waiting(self) -> int:
        return sum(self.headstreams.values())


@dataclass(frozen=True, slots=True)
class DropFlow:
    """One drop's journey: where it left from, every node it passed, and where it ended."""

    start: str  # a headstream or the powerhouse group of a production
    path: tuple[str, ...]  # the nodes after `start`; the last is a dam site (stored) or an exit
    natural: tuple[tuple[str, str], ...] = ()  # (powerhouse group, company): +1 energy each (USA)

    @property
    def end(self) -> str:
        return self.path[-1]

    @property
    def stored(self) -> bool:
        """True if the drop stopped in a dam, False if it left the map."""
        return self.end.startswith("dam:")


def _natural_energy(drops: Iterable[DropFlow]) -> dict[str, int]:
    energy: Counter[str] = Counter()
    for drop in drops:
        for _, company in drop.natural:
            energy[company] += 1
    return dict(energy)


class Flow(NamedTuple):
    """The outcome of letting drops flow: the new waters and every drop's journey, in order."""

    waters: Waters
    drops: tuple[DropFlow, ...]

    @property
    def natural_energy(self) -> dict[str, int]:
        """Energy the USA ability earns from these drops, by company (never for a contract)."""
        return _natural_energy(self.drops)


# -- flow (§5.3) ----------------------------------------------------------------------------------


def _run(
    waters: Waters, starts: Iterable[tuple[str, int]]
) -> tuple[dict[str, int], list[DropFlow]]:
    """Let drops flow one at a time; returns the changed dam contents and each drop's journey."""
    downstream = river_map().downstream
    dams = waters.dams
    held: dict[str, int] = {}  # only the dams that received a drop
    # powerhouse group -> companies paid for a drop passing it (the USA ability, §6.5)
    paid: dict[str, tuple[str, ...]] = {}
    if waters.natural_flow:
        houses = river_map().powerhouses
        for site, owner in waters.powerhouses.items():
            group = group_id(houses[site].basin)
            # one energy per drop and group, however many sites (the rules allow one anyway)
            if owner in waters.natural_flow and owner not in paid.get(group, ()):
                paid[group] = (*paid.get(group, ()), owner)
    journeys: list[DropFlow] = []
    for start, count in starts:
        path = downstream.get(start)
        if path is None:
            raise ValueError(f"no river flows from {start!r}")
        for _ in range(count):
            natural: list[tuple[str, str]] = []
            stop = len(path) - 1  # the exit unless a dam with room comes first
            for i, node in enumerate(path):
                dam = dams.get(node)
                if dam is not None:
                    now = held.get(node, dam.drops)
                    if now < waters.capacity(node):
                        held[node] = now + 1
                        stop = i
                        break
                elif node in paid:
                    natural.extend((node, company) for company in paid[node])
            journeys.append(DropFlow(start, path[: stop + 1], tuple(natural)))
    return held, journeys


def _with_held(waters: Waters, held: dict[str, int], **changes: object) -> Waters:
    if held:
        dams = dict(waters.dams)
        for site, drops in held.items():
            dams[site] = replace(dams[site], drops=drops)
        changes["dams"] = dams
    return replace(waters, **changes) if changes else waters


def flow(waters: Waters, start: str, drops: int = 1) -> Flow:
    """Let `drops` new drops flow from `start`, one at a time (§5.3).

    `start` is a headstream (drops placed to flow at once; the drops waiting on it stay there) or a
    powerhouse group `powerhouses:<n>` (drops released by a production: the starting group itself
    pays no USA energy, it is not passed but started from).
    """
    if drops < 0:
        raise ValueError(f"cannot flow {drops} drops")
    held, journeys = _run(waters, ((start, drops),))
    return Flow(_with_held(waters, held), tuple(journeys))


def water_flow_phase(waters: Waters) -> Flow:
    """Phase 3: every drop waiting on a headstream flows, headstream A first, then B, C, D.

    The order changes only the animation: each dam keeps the first drops that reach it, so how many
    drops reach and pass each node (and the USA's energy) does not depend on it (§5.3, [amb 12]).
    """
    heads = river_map().headstreams
    if unknown := waters.headstreams.keys() - heads.keys():
        raise ValueError(f"no such headstreams: {sorted(unknown)}")
    starts = [(h, waters.headstreams.get(h, 0)) for h in heads]
    held, journeys = _run(waters, starts)
    emptied = {h: 0 for h in waters.headstreams}
    return Flow(_with_held(waters, held, headstreams=emptied), tuple(journeys))


def preview(waters: Waters, start: str | None = None, drops: int = 1) -> tuple[str, ...]:
    """Where each drop would end (a dam site or an exit), in order, without changing anything:
    the coming Water Flow phase when `start` is None, else `drops` drops flowing from `start`."""
    result = water_flow_phase(waters) if start is None else flow(waters, start, drops)
    return tuple(d.end for d in result.drops)


def place(waters: Waters, headstream: str, drops: int = 1) -> Waters:
    """Drops put on a headstream to wait for the Water Flow phase (no limit per headstream)."""
    if headstream not in river_map().headstreams or drops < 0:
        raise ValueError(f"cannot place {drops} drops on {headstream!r}")
    heads = dict(waters.headstreams)
    heads[headstream] = heads.get(headstream, 0) + drops
    return replace(waters, headstreams=heads)


def why_not_fill(waters: Waters, site: str, drops: int = 1) -> Text | None:
    """Why `drops` drops from the supply cannot be put straight into the dam on `site`."""
    dam = waters.dams.get(site)
    if dam is None:
        return reason("barrage.why.no_dam", site=site)
    room = waters.capacity(site) - dam.drops
    if drops > room:
        return reason("barrage.why.dam_full", site=site, room=max(room, 0))
    return None


def fill(waters: Waters, site: str, drops: int = 1) -> Waters:
    """Put drops from the supply straight into a dam (Netherlands ability, technology tiles)."""
    why = why_not_fill(waters, site, drops)
    if why is not None:
        raise IllegalAction(why)
    return _with_held(waters, {site: waters.dams[site].drops + drops})


def refill_choices(waters: Waters, company: str, used_dam: str) -> tuple[str, ...]:
    """The own dams with room, other than the one just used: where the Netherlands may add a
    drop after a production (§6.5)."""
    return tuple(
        site
        for site in river_map().dams
        if site != used_dam
        and site in waters.dams
        and waters.dams[site].owner == company
        and waters.dams[site].drops < waters.capacity(site)
    )


# -- production systems (§5.4) --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class System:
    """A dam (own or neutral, with water), a built conduit of its basin and an own powerhouse in
    the conduit's target basin."""

    dam: str
    conduit: str
    powerhouse: str
    drops: int  # drops in the dam: the most this system can move
    value: int  # the conduit's production value
    conduit_owner: str


def production_systems(waters: Waters, company: str) -> tuple[System, ...]:
    """Every production system `company` could use now, in map order (dam, conduit, powerhouse)."""
    m = river_map()
    systems = []
    for site in m.dams:
        dam = waters.dams.get(site)
        if dam is None or dam.drops < 1 or dam.owner not in (company, NEUTRAL):
            continue
        for conduit in m.basins[m.dams[site].basin].conduits:
            owner = waters.conduits.get(conduit)
            if owner is None:
                continue
            target = m.conduits[conduit].target
            for house in m.basins[target].powerhouses:
                if waters.powerhouses.get(house) == company:
                    value = m.conduits[conduit].value
                    systems.append(System(site, conduit, house, dam.drops, value, owner))
    return tuple(systems)


# -- production (§5.5) ----------------------------------------------------------------------------


def powerhouse_bonus(built: int) -> int:
    """The company board's bonus to every own production: +1 from the 2nd powerhouse built, +3
    from the 4th (§6.5)."""
    return 3 if built >= 4 else 1 if built >= 2 else 0


def powerhouses_built(waters: Waters, company: str) -> int:
    """Own powerhouses on the map (they never leave it, so this is the number built)."""
    return sum(1 for owner in waters.powerhouses.values() if owner == company)


def production_energy(
    drops: int,
    value: int,
    modifier: int = 0,
    built: int = 0,
    *,
    viktor: bool = False,
    company_bonus: bool = True,
) -> int:
    """E = drops x value (at least 4 with Viktor Fiesler, before anything else) + the action's
    modifier + the company board's powerhouse bonus (§5.5)."""
    base = drops * value
    if viktor:
        base = max(base, VIKTOR_MINIMUM)
    return base + modifier + (powerhouse_bonus(built) if company_bonus else 0)


@dataclass(frozen=True, slots=True)
class Production:
    """A production done: its energy, what it costs and where its water went."""

    company: str
    dam: str
    conduit: str
    powerhouse: str
    drops: int
    base: int  # drops x value, raised to 4 by Viktor Fiesler
    modifier: int  # of the action space (or tile, building...)
    bonus: int  # the company board's powerhouse bonus
    energy: int  # E: advances the track and may fulfil one contract
    extra_energy: int  # Italy's +3: on the track only, never for a contract
    payee: str | None  # the conduit's owner when it is another company
    payment: int  # credits the producer pays the payee, and VP the payee gains
    waters: Waters  # after the drops flowed on
    flows: tuple[DropFlow, ...]  # each used drop's journey from the powerhouse group

    @property
    def natural_energy(self) -> dict[str, int]:
        """Energy the USA ability earns from the used drops flowing on, by company."""
        return _natural_energy(self.flows)


def why_not_produce(
    waters: Waters,
    company: str,
    dam: str,
    conduit: str,
    powerhouse: str,
    drops: int,
    *,
    modifier: int = 0,
    credits: int | None = None,
    viktor: bool = False,
    company_bonus: bool = True,
) -> Text | None:
    """Why `company` cannot produce with these drops through this dam, conduit and powerhouse; None
    if it can. `credits` None skips the payment check (the Automa pays in VP)."""
    m = river_map()
    if dam not in m.dams:
        return reason("barrage.why.no_such_site", site=dam)
    if conduit not in m.conduits:
        return reason("barrage.why.no_such_site", site=conduit)
    if powerhouse not in m.powerhouses:
        return reason("barrage.why.no_such_site", site=powerhouse)
    held = waters.dams.get(dam)
    if held is None:
        return reason("barrage.why.no_dam", site=dam)
    if held.owner not in (company, NEUTRAL):
        return reason("barrage.why.foreign_dam", site=dam, owner=held.owner)
    if held.drops < 1:
        return reason("barrage.why.dam_empty", site=dam)
    if drops < 1:
        return reason("barrage.why.too_few_drops", n=drops)
    if drops > held.drops:
        return reason("barrage.why.too_many_drops", site=dam, n=drops, held=held.drops)
    if conduit not in waters.conduits:
        return reason("barrage.why.no_conduit", site=conduit)
    if m.conduits[conduit].basin != m.dams[dam].basin:
        return reason("barrage.why.conduit_elsewhere", conduit=conduit, dam=dam)
    if waters.powerhouses.get(powerhouse) != company:
        return reason("barrage.why.not_your_powerhouse", site=powerhouse)
    if m.powerhouses[powerhouse].basin != m.conduits[conduit].target:
        return reason(
            "barrage.why.not_connected",
            conduit=conduit,
            powerhouse=powerhouse,
            basin=f"basin:{m.conduits[conduit].target}",
        )
    owner = waters.conduits[conduit]
    if owner != company and credits is not None and credits < drops:
        return reason("barrage.why.cannot_pay_conduit", owner=owner, n=drops, credits=credits)
    built = powerhouses_built(waters, company)
    value = m.conduits[conduit].value
    energy = production_energy(
        drops, value, modifier, built, viktor=viktor, company_bonus=company_bonus
    )
    if energy < 1:
        return reason("barrage.why.no_energy", energy=energy)
    return None


def produce(
    waters: Waters,
    company: str,
    dam: str,
    conduit: str,
    powerhouse: str,
    drops: int,
    *,
    modifier: int = 0,
    credits: int | None = None,
    viktor: bool = False,
    italy: bool = False,
    company_bonus: bool = True,
) -> Production:
    """One production (§5.5): `drops` drops move dam -> conduit -> powerhouse, E is produced, a
    foreign conduit's owner is paid 1 credit (and gains 1 VP) per drop, then the drops flow on
    from the powerhouse group one at a time. Raises IllegalAction with the reason if it cannot.

    `viktor`: the company has Viktor Fiesler; `italy`: the Italian +3 is unlocked;
    `company_bonus` False leaves out the powerhouse bonus (Germany's second production).
    """
    why = why_not_produce(
        waters,
        company,
        dam,
        conduit,
        powerhouse,
        drops,
        modifier=modifier,
        credits=credits,
        viktor=viktor,
        company_bonus=company_bonus,
    )
    if why is not None:
        raise IllegalAction(why)
    m = river_map()
    value = m.conduits[conduit].value
    built = powerhouses_built(waters, company)
    bonus = powerhouse_bonus(built) if company_bonus else 0
    base = production_energy(drops, value, viktor=viktor, company_bonus=False)
    owner = waters.conduits[conduit]
    taken = _with_held(waters, {dam: waters.dams[dam].drops - drops})
    after = flow(taken, m.group_of(powerhouse), drops)
    return Production(
        company=company,
        dam=dam,
        conduit=conduit,
        powerhouse=powerhouse,
        drops=drops,
        base=base,
        modifier=modifier,
        bonus=bonus,
        energy=base + modifier + bonus,
        extra_energy=3 if italy else 0,
        payee=None if owner == company else owner,
        payment=0 if owner == company else drops,
        waters=after.waters,
        flows=after.drops,
    )


def why_not_second_production(
    waters: Waters,
    company: str,
    first_powerhouse: str,
    dam: str,
    conduit: str,
    powerhouse: str,
    drops: int,
    *,
    credits: int | None = None,
) -> Text | None:
    """Germany's second production: another own powerhouse, drops x value only (§6.5, [amb 25])."""
    if powerhouse == first_powerhouse:
        return reason("barrage.why.same_powerhouse", site=powerhouse)
    return why_not_produce(
        waters, company, dam, conduit, powerhouse, drops, credits=credits, company_bonus=False
    )


def second_production(
    waters: Waters,
    company: str,
    first_powerhouse: str,
    dam: str,
    conduit: str,
    powerhouse: str,
    drops: int,
    *,
    credits: int | None = None,
) -> Production:
    """Germany's second production right after its production action: no modifier, no company
    bonus, no Viktor minimum; a foreign conduit is paid as usual."""
    why = why_not_second_production(
        waters, company, first_powerhouse, dam, conduit, powerhouse, drops, credits=credits
    )
    if why is not None:
        raise IllegalAction(why)
    return produce(
        waters, company, dam, conduit, powerhouse, drops, credits=credits, company_bonus=False
    )
