"""Barrage's scoring (spec §7): the round's Scoring phase, final scoring, the winner.

Round scoring (§7.2), in the spec's order: the energy ranking's VP, the credits of the energy
track, the round's bonus tile. Final scoring (§7.3) after round 5's: the objective tile, leftover
resources, water in own dams, and with the expansion the activated private buildings. Winner
(§7.4): most VP, ties to more energy in the last round, then a shared victory (amb 16).

Readings: energy above 30 counts as 30 for the track's credits and the bonus tile only; the
ranking and the final tie-break use the true total (amb 13). Shared VP are rounded half up, and
in objective ties a person's share comes from the human table, an Automa's from the Automa table
(amb 14). VP may fall below 0 (amb 15).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.barrage.data import MAX_ENERGY, barrage_data
from rules.barrage.river import river_map
from rules.barrage.state import BLOCKED, SOURCES, BarrageState, Company, score
from rules.core.events import Event

FINAL_SOURCES = ("objective", "resources", "water", "buildings")
RESOURCES_PER_VP = 5  # 1 VP per full 5 machines + credits in the personal supply (§7.3)


def half_up(total: int, parts: int) -> int:
    """total / parts rounded half up (Korean 반올림, amb 14), for non-negative totals."""
    return (2 * total + parts) // (2 * parts)


# -- 1. energy ranking ----------------------------------------------------------------------------


def ranking_vp(state: BarrageState) -> dict[int, int]:
    """The energy ranking's VP by seat (§7.2.1): only companies with at least 1 energy rank;
    unique 1st 6, unique 2nd 2; tied 1st share 8 (no 2nd place); tied 2nd behind a unique 1st
    get 1 each. True energy totals, not capped at 30 (amb 13)."""
    rank = barrage_data().energy.ranking
    ranked = [c for c in state.companies if c.energy >= rank.minimum_energy]
    if not ranked:
        return {}
    top = max(c.energy for c in ranked)
    first = [c.seat for c in ranked if c.energy == top]
    if len(first) > 1:
        share = half_up(rank.tied_first_pool, len(first))
        return {seat: share for seat in first}
    vp = {first[0]: rank.first}
    rest = [c for c in ranked if c.energy < top]
    if rest:
        second = max(c.energy for c in rest)
        seconds = [c.seat for c in rest if c.energy == second]
        each = rank.second if len(seconds) == 1 else rank.tied_second_each
        vp.update({seat: each for seat in seconds})
    return vp


# -- 2. credits by energy -------------------------------------------------------------------------


def track_reward(energy: int) -> tuple[int, int]:
    """(credits, VP) the energy track gives a marker at `energy` (§7.2.2): 0 energy gives 3
    credits and −3 VP; above 30 counts as 30."""
    space = barrage_data().energy.space(min(energy, MAX_ENERGY))
    return space.credits, space.vp


# -- 3. the bonus tile ----------------------------------------------------------------------------


def _own_dams(state: BarrageState, cid: str | None) -> list[tuple[str, int]]:
    return [(site, d.height) for site, d in state.dams.items() if d.owner == cid]


def bonus_count(state: BarrageState, c: Company, counts: str) -> int:
    """What a bonus tile counts for the company (§6.2)."""
    cid = c.id
    if counts == "contracts":
        return len(c.fulfilled)
    if counts == "powerhouses":
        return sum(1 for owner in state.powerhouses.values() if owner == cid)
    if counts == "bases":
        return len(_own_dams(state, cid))
    if counts == "conduits":
        return sum(1 for owner in state.conduits.values() if owner == cid)
    if counts == "elevations":
        return sum(height - 1 for _, height in _own_dams(state, cid))
    if counts == "advanced_tiles":
        tiles = [*c.tiles, *(t for segment in c.wheel for t in segment.tiles)]
        data = barrage_data().tech_tiles
        return sum(1 for t in tiles if t in data and data[t].kind == "advanced")
    if counts == "external_works":
        return len(c.external)
    if counts == "buildings":
        return sum(1 for owner in state.buildings.values() if owner == cid)
    raise ValueError(f"unknown bonus count {counts!r}")


def sections_short(energy: int, round_: int) -> int:
    """Round sections of the energy track the marker is short of the current round's (§7.2.3)."""
    starts = barrage_data().energy.round_sections
    reached = sum(1 for start in starts if start <= min(energy, MAX_ENERGY))
    return max(0, round_ - reached)


def bonus_vp(state: BarrageState, seat: int, round_: int | None = None) -> int:
    """The round's bonus tile for `seat` (§7.2.3): nothing below 6 energy; else VP each x count,
    4 less per section short of the round's, never below 0."""
    data = barrage_data()
    round_ = round_ or state.round
    c = state.companies[seat]
    if min(c.energy, MAX_ENERGY) < data.bonus_minimum_energy or round_ > len(state.bonus):
        return 0
    tile = data.bonus_tiles[state.bonus[round_ - 1]]
    full = tile.vp_each * bonus_count(state, c, tile.counts)
    return max(0, full - data.bonus_penalty_per_section * sections_short(c.energy, round_))


def round_scoring(state: BarrageState) -> list[Event]:
    """The Scoring phase of the current round (§7.2): ranking VP, the track's credits (an Automa
    gains VP instead, §8.1), the bonus tile; then the tile is discarded."""
    events: list[Event] = []
    for seat, vp in ranking_vp(state).items():
        score(state.companies[seat], vp, "ranking")
        events.append(Event("barrage.event.ranking_vp", {"vp": vp}, seat))
    for c in state.companies:
        credits, vp = track_reward(c.energy)
        if c.automa:
            vp += credits
        else:
            c.credits += credits
        score(c, vp, "track")
        events.append(Event("barrage.event.track_reward", {"credits": credits, "vp": vp}, c.seat))
    for c in state.companies:
        vp = bonus_vp(state, c.seat)
        score(c, vp, "bonus")
        events.append(Event("barrage.event.bonus_vp", {"vp": vp}, c.seat))
    if state.round <= len(state.bonus):
        tile = state.bonus[state.round - 1]
        slot = barrage_data().energy.bonus_slots[state.round - 1]
        events.append(
            Event(
                "barrage.event.bonus_discarded",
                {"tile": tile, "counts": barrage_data().bonus_tiles[tile].counts},
                moved=(slot, "discard"),
            )
        )
    return events


# -- final scoring (§7.3) -------------------------------------------------------------------------


def _structures(state: BarrageState, cid: str | None) -> list[tuple[int, int]]:
    """(basin, pieces) of every own structure on the map: a dam counts its base and each
    elevation, conduits and powerhouses one each (private buildings stand off the map)."""
    m = river_map()
    found = [(m.dams[site].basin, height) for site, height in _own_dams(state, cid)]
    found += [(m.conduits[s].basin, 1) for s, owner in state.conduits.items() if owner == cid]
    found += [(m.powerhouses[s].basin, 1) for s, owner in state.powerhouses.items() if owner == cid]
    return found


def _by_area(state: BarrageState, cid: str | None) -> dict[str, int]:
    m = river_map()
    areas = dict.fromkeys(m.areas, 0)
    for basin, pieces in _structures(state, cid):
        areas[m.basins[basin].area] += pieces
    return areas


def _by_basin(state: BarrageState, cid: str | None) -> dict[int, int]:
    basins: dict[int, int] = {}
    for basin, pieces in _structures(state, cid):
        basins[basin] = basins.get(basin, 0) + pieces
    return basins


def _red_sites(state: BarrageState, cid: str | None) -> int:
    m = river_map()
    bases = sum(1 for site, _ in _own_dams(state, cid) if m.dams[site].red)
    houses = sum(1 for s, o in state.powerhouses.items() if o == cid and m.powerhouses[s].red)
    return bases + houses


def _connected_bases(state: BarrageState, cid: str | None) -> int:
    """Own bases whose basin has an own conduit leading to a basin with an own powerhouse."""
    m = river_map()
    fed = {m.powerhouses[s].basin for s, owner in state.powerhouses.items() if owner == cid}
    linked = {
        m.conduits[s].basin
        for s, owner in state.conduits.items()
        if owner == cid and m.conduits[s].target in fed
    }
    return sum(1 for site, _ in _own_dams(state, cid) if m.dams[site].basin in linked)


CRITERIA: dict[str, Callable[[BarrageState, str | None], int]] = {
    "red_sites": _red_sites,
    "largest_area": lambda s, cid: max(_by_area(s, cid).values()),
    "connected_bases": _connected_bases,
    "smallest_area": lambda s, cid: min(_by_area(s, cid).values()),
    "basins_with_1": lambda s, cid: sum(1 for n in _by_basin(s, cid).values() if n >= 1),
    "basins_with_3": lambda s, cid: sum(1 for n in _by_basin(s, cid).values() if n >= 3),
}


def objective_value(state: BarrageState, seat: int, objective: str | None = None) -> int:
    """The company's number for the objective tile's criterion (§6.3); more is better."""
    tile = barrage_data().objective_tiles[objective or state.objective]
    return CRITERIA[tile.criterion](state, state.companies[seat].id)


def objective_vp(state: BarrageState, objective: str | None = None) -> dict[int, int]:
    """The objective tile's VP by seat (§7.3.1): ranked by the criterion, 15/10/5 (an Automa
    20/15/10); tied companies add up the places they occupy and share, rounded half up, each
    with its own table (amb 14)."""
    data = barrage_data()
    values = {c.seat: objective_value(state, c.seat, objective) for c in state.companies}
    vp: dict[int, int] = {}
    place = 0
    for value in sorted(set(values.values()), reverse=True):
        tied = [seat for seat, v in values.items() if v == value]
        for seat in tied:
            table = data.objective_vp["automa" if state.companies[seat].automa else "human"]
            total = sum(table[p] for p in range(place, place + len(tied)) if p < len(table))
            vp[seat] = half_up(total, len(tied))
        place += len(tied)
    return vp


def leftover_vp(c: Company) -> int:
    """1 VP per full 5 of excavators + mixers + credits in the personal supply (§7.3.2)."""
    return (c.excavators + c.mixers + c.credits) // RESOURCES_PER_VP


def water_vp(state: BarrageState, c: Company) -> int:
    """1 VP per drop held in own dams (§7.3.3)."""
    return sum(d.drops for d in state.dams.values() if d.owner == c.id)


def buildings_vp(state: BarrageState, c: Company) -> int:
    """The VP of every private-building tile the company activated (Appendix A)."""
    rows = {
        int(site.split(":")[1])
        for site, owner in state.buildings.items()
        if owner == c.id and owner != BLOCKED
    }
    tiles = barrage_data().buildings
    return sum(
        tiles[state.private_buildings[r - 1]].vp for r in rows if r <= len(state.private_buildings)
    )


def final_parts(state: BarrageState, seat: int) -> dict[str, int]:
    """The final scoring's VP by source for `seat`, from the state as it is now."""
    c = state.companies[seat]
    return {
        "objective": objective_vp(state).get(seat, 0),
        "resources": leftover_vp(c),
        "water": water_vp(state, c),
        "buildings": buildings_vp(state, c),
    }


def final_scoring(state: BarrageState) -> list[Event]:
    """Final scoring (§7.3); all parts are computed before any is added."""
    parts = {c.seat: final_parts(state, c.seat) for c in state.companies}
    events = []
    for c in state.companies:
        p = parts[c.seat]
        c.vp += sum(p.values())
        events.append(
            Event(
                "barrage.event.final_scoring",
                {
                    "objective": p["objective"],
                    "resources": p["resources"],
                    "water": p["water"],
                    "buildings": p["buildings"],
                },
                c.seat,
            )
        )
    return events


def breakdown(state: BarrageState, seat: int) -> dict[str, int]:
    """VP by source for the end screen: those scored in play kept apart (contracts, the energy
    ranking and track, bonus tiles, conduits others used), the rest of play ("play": the starting
    VP, incomes, tiles, works, an Automa's credits), the final scoring's parts (included in the
    total once the game is over, projected before) and the total."""
    c = state.companies[seat]
    parts = final_parts(state, seat)
    kept = {source: c.scored.get(source, 0) for source in SOURCES}
    play = c.vp - sum(parts.values()) if state.over else c.vp
    rest = play - sum(kept.values())
    return {**kept, "play": rest, **parts, "total": play + sum(parts.values())}


def winners(state: BarrageState) -> list[int]:
    """The seats that win (§7.4): most VP, ties to the most energy in the last round (the
    markers are not reset after round 5); a tie beyond that is a shared victory (amb 16)."""
    best = max((c.vp, c.energy) for c in state.companies)
    return [c.seat for c in state.companies if (c.vp, c.energy) == best]


def standings(state: BarrageState) -> list[int]:
    """All seats, best first, by VP then last-round energy (seat order breaks further ties)."""
    return sorted(state.seats, key=lambda s: (-state.companies[s].vp, -state.companies[s].energy))
