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

from rules.barrage.data import MAX_ENERGY, Effect, barrage_data
from rules.barrage.river import river_map
from rules.barrage.state import (
    WHEEL_SEGMENTS,
    BarrageState,
    Company,
    score,
    set_waters,
    waters,
)
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
NO_CHOICE = ("vp", "credits", "excavators", "mixers", "energy")  # `gain` applies them at once
JILL = "officer:jill_mcdowell"


def _slug(company: Company) -> str:
    return (company.id or "").removeprefix("company:")


def machines_words(excavators: int, mixers: int, tiles: int = 0) -> list[Text]:
    """Tiles and machines for a log line, leaving out what is none: "4 excavators", "1 tile
    and 2 mixers" ("{machines:and}")."""
    counts = (("tiles", tiles), ("excavators", excavators), ("mixers", mixers))
    words = [Text(f"barrage.event.n.{kind}", {"n": n}) for kind, n in counts if n]
    return words or [Text("barrage.event.n.nothing")]


def built_what(state: BarrageState, site: str, structure: str) -> Text:
    """What was built where, for the log: "a base on the lower dam of basin 10", "conduit 10B
    in basin 10", "a powerhouse in basin 12", "the Cofferdam" (a private building)."""
    m = river_map()
    name = Text(f"barrage.event.a.{structure}")  # "a base", "an elevation"
    if site in m.dams:
        dam = m.dams[site]
        side = "upper" if dam.upper else "lower"
        return Text(f"barrage.event.what.dam_{side}", {"basin": dam.basin, "structure": name})
    if site in m.conduits:
        conduit = m.conduits[site]
        return Text(
            "barrage.event.what.conduit", {"code": conduit.automa_code, "basin": conduit.basin}
        )
    if site in m.powerhouses:
        return Text("barrage.event.what.powerhouse", {"basin": m.powerhouses[site].basin})
    row = barrage_data().building_sites[site].row
    slug = barrage_data().buildings[state.private_buildings[row - 1]].slug
    return Text("barrage.event.what.building", {"building": Text(f"barrage.building.{slug}")})


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
    """Credits from the general supply; an Automa gains VP instead (§8.1.1)."""
    if company.automa:
        return gain_vp(company, n)
    company.credits += n
    return Event(
        "barrage.event.credits_gained",
        {"n": n},
        seat=company.seat,
        moved=(GENERAL_SUPPLY, supply_id(company)),
    )


def pay_credits(company: Company, n: int) -> Event:
    """Credits to the general supply; the caller has checked the company can pay. An Automa
    pays VP instead, and its VP may go below 0 (§8.1.1)."""
    if company.automa:
        company.vp -= n
        return Event("barrage.event.paid_vp", {"vp": n}, seat=company.seat)
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
        {
            "excavators": excavators,
            "mixers": mixers,
            "machines": machines_words(excavators, mixers),
        },
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
                    "machines": machines_words(
                        segment.excavators, segment.mixers, len(segment.tiles)
                    ),
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
            # the river nodes too, so the table can glide each drop along them
            {"end": d.end, "start": d.start, "path": list(d.path)},
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


# -- what needs no choice -------------------------------------------------------------------------


def machine_of_choice(state: BarrageState, c: Company) -> str:
    """The machine an Automa takes when it may choose (§8.3): the type it has fewer of in its
    personal supply (tie: excavators); with Jill McDowell (very hard) always mixers (§8.8)."""
    if state.difficulty == "very-hard" and c.officer == JILL:
        return "mixers"
    return "mixers" if c.mixers < c.excavators else "excavators"


def gain(state: BarrageState, seat: int, effect: Effect, source: str | None = None) -> list[Event]:
    """Apply one effect that asks no choice (NO_CHOICE; an Automa's machines of choice too, one
    at a time, §8.3); anything else is left to the caller. `source`: where its VP are kept apart
    (`state.score`)."""
    c = state.companies[seat]
    n = effect.amount
    if effect.kind == "vp" and source is not None:
        score(c, n, source)
        return [Event("barrage.event.vp_gained", {"n": n}, seat=seat)]
    if effect.kind == "machinery" and c.automa:
        return [
            gain_machines(c, *((1, 0) if machine_of_choice(state, c) == "excavators" else (0, 1)))
            for _ in range(n)
        ]
    if effect.kind in NO_CHOICE:
        return apply_effects(state, seat, (effect,))
    return []


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
                            "machines": machines_words(
                                n if e.kind == "wheel_excavators" else 0,
                                n if e.kind == "wheel_mixers" else 0,
                            ),
                        },
                        seat=seat,
                        moved=(supply_id(company), wheel_id(company, company.open)),
                    )
                )
    return events


# -- effects that ask the receiver to pick a board element (spec §4.13, Appendix A) ---------------
#
# Each kind below is one prompt of the step machine (`rules.barrage.ruleset`): `*_options` lists
# the elements the company may pick now (empty: the effect is lost), `why_not_*` refuses a pick
# and `apply_*` does it and returns the events. A free build (`build`) is construction's
# (`rules.barrage.construction`): it places a structure by the construction rules.

CHOICE_KINDS = (
    "build",
    "dam_drop",
    "wheel_tile",
    "fulfil_contract",
    "take_advanced_tile",
    "production",
    "recover_tile",
    "recover_machinery",
    "external_work",
)


def segment_id(company: Company, segment: int) -> str:
    return wheel_id(company, segment)


def segment_of(company: Company, element: str) -> int | None:
    """The wheel segment a `wheel:<country>:<n>` id names, if it is this company's."""
    prefix, _, n = element.rpartition(":")
    if prefix != f"wheel:{_slug(company)}" or not n.isdigit() or int(n) >= WHEEL_SEGMENTS:
        return None
    return int(n)


# dam drops: one drop from the supply into an own or neutral dam with room (Cofferdam)


def dam_drop_sites(state: BarrageState, seat: int, besides: str | None = None) -> list[str]:
    """Dams that may take one more drop: own or neutral ones (`besides`: not that one, and own
    dams only, for the Netherlands' drop after a production)."""
    company = state.companies[seat]
    w = waters(state)
    owners = (company.id,) if besides is not None else (company.id, "neutral")
    return [
        site
        for site, dam in w.dams.items()
        if site != besides and dam.owner in owners and dam.drops < w.capacity(site)
    ]


def why_not_dam_drop(
    state: BarrageState, seat: int, site: str, besides: str | None = None
) -> Text | None:
    if site not in dam_drop_sites(state, seat, besides):
        w = waters(state)
        if site not in w.dams:
            return reason("barrage.why.no_dam", site=site)
        owner = w.dams[site].owner
        if owner not in (state.companies[seat].id, "neutral") or (
            besides is not None and owner == "neutral"
        ):
            return reason("barrage.why.foreign_dam", site=site, owner=owner)
        if site == besides:
            return reason("barrage.why.dam_just_used", site=site)
        return why_not_fill(w, site, 1)
    return None


def apply_dam_drop(state: BarrageState, seat: int, site: str) -> list[Event]:
    set_waters(state, fill(waters(state), site, 1))
    return [
        Event(
            "barrage.event.dam_filled",
            {"n": 1, "basin": river_map().dams[site].basin},
            seat=seat,
            moved=(GENERAL_SUPPLY, site),
        )
    ]


# a technology tile of choice into the open segment (wheel_tile)


def wheel_tile_options(company: Company) -> list[str]:
    return list(dict.fromkeys(company.tiles))


def apply_wheel_tile(company: Company, tile: str) -> list[Event]:
    company.tiles.remove(tile)
    company.wheel[company.open].tiles.append(tile)
    return [
        Event(
            "barrage.event.tile_on_wheel",
            {"tile": tile},
            seat=company.seat,
            moved=(supply_id(company), wheel_id(company, company.open)),
        )
    ]


# back from the wheel: one tile (Development Office), half a segment's machines (Research Lab)


def recover_tile_options(company: Company) -> list[tuple[int, str]]:
    return [(i, tile) for i, seg in enumerate(company.wheel) for tile in dict.fromkeys(seg.tiles)]


def apply_recover_tile(company: Company, segment: int, tile: str) -> list[Event]:
    """The tile comes back to the personal supply; the machinery under it stays (effects.json)."""
    company.wheel[segment].tiles.remove(tile)
    company.tiles.append(tile)
    return [
        Event(
            "barrage.event.tile_recovered",
            {"tile": tile},
            seat=company.seat,
            moved=(wheel_id(company, segment), supply_id(company)),
        )
    ]


def half_machinery(excavators: int, mixers: int) -> tuple[int, int]:
    """Half of a segment's machines, rounded down: half of each kind, and the odd one left over
    (when the two halves fall short of half the total) taken as an excavator if there is one.
    The data says only "half (rounded down)"; this reading never takes more than half."""
    exc, mix = excavators // 2, mixers // 2
    if exc + mix < (excavators + mixers) // 2:
        if excavators % 2:
            exc += 1
        else:
            mix += 1
    return exc, mix


def recover_machinery_options(company: Company) -> list[int]:
    return [
        i for i, seg in enumerate(company.wheel) if sum(half_machinery(seg.excavators, seg.mixers))
    ]


def apply_recover_machinery(company: Company, segment: int) -> list[Event]:
    seg = company.wheel[segment]
    exc, mix = half_machinery(seg.excavators, seg.mixers)
    seg.excavators -= exc
    seg.mixers -= mix
    company.excavators += exc
    company.mixers += mix
    return [
        Event(
            "barrage.event.machinery_recovered",
            {"excavators": exc, "mixers": mix, "machines": machines_words(exc, mix)},
            seat=company.seat,
            moved=(wheel_id(company, segment), supply_id(company)),
        )
    ]


# a displayed advanced technology tile, free (External Works A5)


def take_tile_options(state: BarrageState) -> list[int]:
    """The Patent Office slots (1..3) that show a tile."""
    return [i + 1 for i, tile in enumerate(state.patent) if tile is not None]


def apply_take_tile(state: BarrageState, seat: int, slot: int) -> list[Event]:
    company = state.companies[seat]
    tile = state.patent[slot - 1]
    assert tile is not None
    state.patent[slot - 1] = None
    company.tiles.append(tile)
    return [
        Event(
            "barrage.event.tile_taken",
            {"tile": tile},
            seat=seat,
            moved=(f"patent:{slot}", supply_id(company)),
        )
    ]
