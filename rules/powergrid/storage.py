"""Fuel on plants: storage limits (hybrids shared between coal and oil) and what plants can run.

Players may move fuel between their own plants at any time (spec 6.2), so every limit here is
checked on a player's pooled holdings, never per card.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations

from rules.powergrid.data import RESOURCES, plants


def _fuel_needs(numbers: Iterable[int]) -> tuple[dict[str, int], int]:
    """(tokens one run of these plants burns per single fuel type, tokens burned by hybrids)."""
    single = dict.fromkeys(RESOURCES, 0)
    hybrid = 0
    for number in numbers:
        plant = plants()[number]
        if plant.kind == "hybrid":
            hybrid += plant.fuel
        elif plant.kind in single:
            single[plant.kind] += plant.fuel
    return single, hybrid


def capacities(owned: Iterable[int]) -> tuple[dict[str, int], int]:
    """(storage per single fuel type, storage shared by hybrids for coal+oil): twice a run."""
    single, hybrid = _fuel_needs(owned)
    return {r: 2 * n for r, n in single.items()}, 2 * hybrid


def storage_ok(owned: Iterable[int], fuel: dict[str, int]) -> bool:
    single, hybrid = capacities(owned)
    if fuel["garbage"] > single["garbage"] or fuel["uranium"] > single["uranium"]:
        return False
    overflow = max(0, fuel["coal"] - single["coal"]) + max(0, fuel["oil"] - single["oil"])
    return overflow <= hybrid


def room_for(owned: Iterable[int], fuel: dict[str, int], resource: str) -> int:
    """How many more tokens of `resource` the player could store."""
    single, hybrid = capacities(owned)
    if resource in ("garbage", "uranium"):
        return max(0, single[resource] - fuel[resource])
    other = "oil" if resource == "coal" else "coal"
    hybrid_left = hybrid - max(0, fuel[other] - single[other])
    return max(0, single[resource] + hybrid_left - fuel[resource])


def fuel_returns(owned: Iterable[int], fuel: dict[str, int]) -> list[tuple[int, int]]:
    """The least (coal, oil) returns that make coal and oil fit again, garbage/uranium aside."""
    owned = tuple(owned)
    best: list[tuple[int, int]] = []
    least = None
    for coal in range(fuel["coal"] + 1):
        for oil in range(fuel["oil"] + 1):
            after = dict(fuel, coal=fuel["coal"] - coal, oil=fuel["oil"] - oil)
            after["garbage"] = after["uranium"] = 0
            if not storage_ok(owned, after):
                continue
            if least is None or coal + oil < least:
                least, best = coal + oil, []
            if coal + oil == least:
                best.append((coal, oil))
    return best


def run_options(
    owned: Iterable[int], fuel: dict[str, int]
) -> Iterator[tuple[tuple[int, ...], int]]:
    """Every (plants run, coal burned in hybrids) the held fuel allows, plants sorted."""
    owned = sorted(owned)
    for size in range(len(owned) + 1):
        for chosen in combinations(owned, size):
            need, hybrid = _fuel_needs(chosen)
            if any(need[r] > fuel[r] for r in RESOURCES):
                continue
            coal_left = fuel["coal"] - need["coal"]
            oil_left = fuel["oil"] - need["oil"]
            for coal in range(max(0, hybrid - oil_left), min(hybrid, coal_left) + 1):
                yield chosen, coal


def burn(chosen: Iterable[int], hybrid_coal: int) -> dict[str, int]:
    """Tokens of each fuel that running `chosen` burns."""
    used, hybrid = _fuel_needs(chosen)
    used["coal"] += hybrid_coal
    used["oil"] += hybrid - hybrid_coal
    return used


def capacity(chosen: Iterable[int]) -> int:
    return sum(plants()[n].cities for n in chosen)


def max_powered(owned: Iterable[int], fuel: dict[str, int], cities: int) -> int:
    """The most cities the player can power now (income bound and final score, spec 6.3)."""
    best = max((capacity(chosen) for chosen, _ in run_options(owned, fuel)), default=0)
    return min(best, cities)


def allocate(owned: Iterable[int], fuel: dict[str, int]) -> dict[int, dict[str, int]]:
    """One way to lay the pooled fuel out on the cards, for drawing (single types first)."""
    left = dict(fuel)
    layout: dict[int, dict[str, int]] = {}
    ordered = sorted(owned, key=lambda n: plants()[n].kind == "hybrid")
    for number in ordered:
        plant = plants()[number]
        room = plant.storage
        layout[number] = {}
        for resource in plant.accepts:
            put = min(room, left[resource])
            if put:
                layout[number][resource] = put
                left[resource] -= put
                room -= put
    return layout
