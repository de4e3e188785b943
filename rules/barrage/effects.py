"""Barrage's effect icons (spec §4.13) applied to a company: the small interpreter that contract
rewards, incomes and the management actions share, plus the primitives it is built from.

`apply_effects(state, seat, effects, choices)` handles the simple kinds (`SIMPLE`): credits, VP,
machinery, energy, produced energy, drops on headstreams (waiting or flowing at once), drops into
dams, wheel rotations and machinery put into the open segment. Kinds that ask for more than a
number or a place (free builds, contracts, tiles, production actions...) belong to their own
modules and are refused here. Choices the receiver makes (which headstream, which machine, which
dam) come in `EffectChoices`; `needs(effects)` says which ones an effect list asks for.

Element ids of the things that move (Event.moved), chosen here:
    general_supply                    the general supply (credits, machinery, drops)
    supply:<country>                  a company's personal supply, e.g. supply:usa
    wheel:<country>:<n>               segment n (0..5) of its construction wheel
    (the same ids as rules.barrage.construction)
    energy:<0..30>                    energy track spaces (above 30 the marker stays on 30)
    headstream:<A..D>, dam:<site>, exit:<side>, powerhouses:<basin>   (rules.barrage.river)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.barrage.data import MAX_ENERGY, Effect
from rules.barrage.river import river_map
from rules.barrage.state import WHEEL_SEGMENTS, BarrageState, Company, set_waters, waters
from rules.barrage.water import DropFlow, fill, flow, place, why_not_fill
from rules.core.errors import IllegalAction, reason
from rules.core.events import Event
from rules.core.text import Text

GENERAL_SUPPLY = "general_supply"
SIMPLE = frozenset(
    {
        "vp",
        "credits",
        "excavators",
        "mixers",
        "machinery",
        "energy",
        "produce",
        "drops",
        "drops_now",
        "dam_drop",
        "rotate",
        "wheel_excavators",
        "wheel_mixers",
    }
)
DROP_KINDS = ("drops", "drops_now")


def _slug(company: Company) -> str:
    return (company.id or "").removeprefix("company:")


def supply_id(company: Company) -> str:
    return f"supply:{_slug(company)}"


def wheel_id(company: Company, segment: int) -> str:
    return f"wheel:{_slug(company)}:{segment}"


def energy_id(energy: int) -> str:
    return f"energy:{min(max(energy, 0), MAX_ENERGY)}"


# -- choices -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EffectChoices:
    """What the receiver decides: one tuple of headstreams (one entry per drop) for each `drops`
    or `drops_now` effect, in effect order; how many of all `machinery` machines are excavators
    (the rest are mixers); one dam site per drop of the `dam_drop` effects."""

    headstreams: tuple[tuple[str, ...], ...] = ()
    excavators: int = 0
    dams: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Needs:
    """The choices an effect list asks for: per drops effect (fewest, most) drops; the number of
    machines of choice; the number of drops put into dams."""

    drops: tuple[tuple[int, int], ...] = ()
    machines: int = 0
    dam_drops: int = 0


def needs(effects: Sequence[Effect]) -> Needs:
    drops = tuple(
        (1 if e.get("up_to") else e.amount, e.amount) for e in effects if e.kind in DROP_KINDS
    )
    machines = sum(e.amount for e in effects if e.kind == "machinery")
    dam_drops = sum(e.amount for e in effects if e.kind == "dam_drop")
    return Needs(drops, machines, dam_drops)


def produced(effects: Sequence[Effect]) -> int:
    """Energy produced "usable for a contract" by these effects (the `produce` kind)."""
    return sum(e.amount for e in effects if e.kind == "produce")


# -- primitives (each returns the event it makes) -----------------------------------------------


def gain_credits(company: Company, n: int) -> Event:
    company.credits += n
    return Event(
        "barrage.event.credits_gained",
        {"n": n},
        seat=company.seat,
        moved=(GENERAL_SUPPLY, supply_id(company)),
    )


def pay_credits(company: Company, n: int) -> Event:
    """Credits to the general supply; the caller has checked the company can pay."""
    assert company.credits >= n, "credits never go below 0"
    company.credits -= n
    return Event(
        "barrage.event.credits_paid",
        {"n": n},
        seat=company.seat,
        moved=(supply_id(company), GENERAL_SUPPLY),
    )


def gain_vp(company: Company, n: int) -> Event:
    company.vp += n
    return Event("barrage.event.vp_gained", {"n": n}, seat=company.seat)


def gain_machines(company: Company, excavators: int, mixers: int) -> Event:
    company.excavators += excavators
    company.mixers += mixers
    return Event(
        "barrage.event.machines_gained",
        {"excavators": excavators, "mixers": mixers},
        seat=company.seat,
        moved=(GENERAL_SUPPLY, supply_id(company)),
    )


def advance_energy(company: Company, n: int, *, contract: bool = False) -> Event:
    """Move the energy marker n spaces. The state keeps the true total (above 30 it counts as
    30 for credits and bonus tiles only, spec §5.5 [amb 13]). `contract`: the energy was
    produced and may fulfil a contract (the caller offers it)."""
    before = company.energy
    company.energy += n
    return Event(
        "barrage.event.energy_produced" if contract else "barrage.event.energy_gained",
        {"n": n, "energy": company.energy},
        seat=company.seat,
        moved=(energy_id(before), energy_id(company.energy)),
    )


def rotate_wheel(company: Company, n: int) -> list[Event]:
    """Turn the wheel n single segments; after each, what is in the segment that became open
    comes back to the personal supply at once (spec §4.4)."""
    events = []
    for _ in range(n):
        company.open = (company.open + 1) % WHEEL_SEGMENTS
        segment = company.wheel[company.open]
        events.append(
            Event(
                "barrage.event.wheel_turned",
                {"segment": company.open},
                seat=company.seat,
            )
        )
        if segment.empty:
            continue
        company.tiles.extend(segment.tiles)
        company.excavators += segment.excavators
        company.mixers += segment.mixers
        events.append(
            Event(
                "barrage.event.wheel_returned",
                {
                    "tiles": len(segment.tiles),
                    "excavators": segment.excavators,
                    "mixers": segment.mixers,
                },
                seat=company.seat,
                moved=(wheel_id(company, company.open), supply_id(company)),
            )
        )
        segment.tiles.clear()
        segment.excavators = segment.mixers = 0
    return events


def flow_events(state: BarrageState, seat: int, drops: Sequence[DropFlow]) -> list[Event]:
    """One event per drop that flowed, and the USA's natural-flow energy it earned (spec §6.5:
    never usable for a contract)."""
    events = [
        Event(
            "barrage.event.drop_stored" if d.stored else "barrage.event.drop_left",
            {"end": d.end},
            seat=seat,
            moved=(d.start, d.end),
        )
        for d in drops
    ]
    natural: dict[str, int] = {}
    for d in drops:
        for _, cid in d.natural:
            natural[cid] = natural.get(cid, 0) + 1
    for cid, n in natural.items():
        company = state.company(cid)
        events.append(advance_energy(company, n))
    return events


def place_drops(state: BarrageState, seat: int, headstream: str, n: int) -> list[Event]:
    """n drops from the general supply wait on a headstream for the Water Flow phase."""
    set_waters(state, place(waters(state), headstream, n))
    return [
        Event(
            "barrage.event.drops_placed",
            {"n": n, "headstream": headstream, "letter": headstream.rpartition(":")[2]},
            seat=seat,
            moved=(GENERAL_SUPPLY, headstream),
        )
    ]


def release_drops(state: BarrageState, seat: int, headstream: str, n: int) -> list[Event]:
    """n drops put on a headstream that flow at once, one at a time (spec §4.6 row 2)."""
    result = flow(waters(state), headstream, n)
    set_waters(state, result.waters)
    placed = Event(
        "barrage.event.drops_released",
        {"n": n, "headstream": headstream, "letter": headstream.rpartition(":")[2]},
        seat=seat,
        moved=(GENERAL_SUPPLY, headstream),
    )
    return [placed, *flow_events(state, seat, result.drops)]


# -- the interpreter ----------------------------------------------------------------------------


def why_not_effects(
    state: BarrageState,
    seat: int,
    effects: Sequence[Effect],
    choices: EffectChoices = EffectChoices(),
) -> Text | None:
    """Why these effects cannot be applied with these choices (None: they can)."""
    company = state.companies[seat]
    unknown = [e.kind for e in effects if e.kind not in SIMPLE]
    if unknown:
        return reason("barrage.why.effect_not_simple", kind=unknown[0])
    need = needs(effects)
    if len(choices.headstreams) != len(need.drops):
        return reason("barrage.why.drops_choice_missing", n=len(need.drops))
    heads = river_map().headstreams
    for (fewest, most), chosen in zip(need.drops, choices.headstreams, strict=True):
        if not fewest <= len(chosen) <= most:
            return reason("barrage.why.drop_count", fewest=fewest, most=most, n=len(chosen))
        for h in chosen:
            if h not in heads:
                return reason("barrage.why.no_headstream", headstream=h)
    if not 0 <= choices.excavators <= need.machines:
        return reason("barrage.why.machine_choice", n=need.machines)
    if len(choices.dams) != need.dam_drops:
        return reason("barrage.why.dam_drops_choice", n=need.dam_drops)
    w = waters(state)
    for site in set(choices.dams):
        why = why_not_fill(w, site, choices.dams.count(site))
        if why is not None:
            return why
        if w.dams[site].owner not in (company.id, "neutral"):
            return reason("barrage.why.foreign_dam", site=site, owner=w.dams[site].owner)
    wheel_exc = sum(e.amount for e in effects if e.kind == "wheel_excavators")
    wheel_mix = sum(e.amount for e in effects if e.kind == "wheel_mixers")
    # machinery gained by the same effects comes first in the list order; check the simple case
    # conservatively: what the supply holds now plus what these effects give
    gain_exc = sum(e.amount for e in effects if e.kind == "excavators") + choices.excavators
    gain_mix = sum(e.amount for e in effects if e.kind == "mixers")
    gain_mix += need.machines - choices.excavators
    if wheel_exc > company.excavators + gain_exc:
        return reason("barrage.why.too_few_excavators", n=wheel_exc, have=company.excavators)
    if wheel_mix > company.mixers + gain_mix:
        return reason("barrage.why.too_few_mixers", n=wheel_mix, have=company.mixers)
    return None


def apply_effects(
    state: BarrageState,
    seat: int,
    effects: Sequence[Effect],
    choices: EffectChoices = EffectChoices(),
) -> list[Event]:
    """Apply the effects in order for the company at `seat`; raises IllegalAction (state left
    untouched) if `why_not_effects` refuses. Produced energy (`produce`) advances the marker;
    the caller offers the contract (see `produced`)."""
    why = why_not_effects(state, seat, effects, choices)
    if why is not None:
        raise IllegalAction(why)
    company = state.companies[seat]
    events: list[Event] = []
    heads = iter(choices.headstreams)
    dams = iter(choices.dams)
    excavators_left = choices.excavators
    for e in effects:
        n = e.amount
        match e.kind:
            case "credits":
                events.append(gain_credits(company, n))
            case "vp":
                events.append(gain_vp(company, n))
            case "excavators":
                events.append(gain_machines(company, n, 0))
            case "mixers":
                events.append(gain_machines(company, 0, n))
            case "machinery":
                exc = min(excavators_left, n)
                excavators_left -= exc
                events.append(gain_machines(company, exc, n - exc))
            case "energy":
                events.append(advance_energy(company, n))
            case "produce":
                events.append(advance_energy(company, n, contract=True))
            case "drops" | "drops_now":
                chosen = next(heads)
                for h in dict.fromkeys(chosen):  # one event per headstream, in choice order
                    k = chosen.count(h)
                    if e.kind == "drops":
                        events += place_drops(state, seat, h, k)
                    else:
                        events += release_drops(state, seat, h, k)
            case "dam_drop":
                for _ in range(n):
                    site = next(dams)
                    set_waters(state, fill(waters(state), site, 1))
                    events.append(
                        Event(
                            "barrage.event.dam_filled",
                            {"n": 1, "basin": river_map().dams[site].basin},
                            seat=seat,
                            moved=(GENERAL_SUPPLY, site),
                        )
                    )
            case "rotate":
                events += rotate_wheel(company, n)
            case "wheel_excavators" | "wheel_mixers":
                segment = company.wheel[company.open]
                if e.kind == "wheel_excavators":
                    company.excavators -= n
                    segment.excavators += n
                else:
                    company.mixers -= n
                    segment.mixers += n
                events.append(
                    Event(
                        "barrage.event.wheel_loaded",
                        {
                            "excavators": n if e.kind == "wheel_excavators" else 0,
                            "mixers": n if e.kind == "wheel_mixers" else 0,
                        },
                        seat=seat,
                        moved=(supply_id(company), wheel_id(company, company.open)),
                    )
                )
    return events
