"""Fuel on plants: storage limits (hybrids shared between coal and oil) and what plants can run.

Players may move fuel between their own plants at any time (spec 6.2), so every limit here is
checked on a player's pooled holdings, never per card. Where the tokens lie on the cards is
remembered only for the table to draw them where the player put them (`lay_out`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from itertools import combinations

from rules.powergrid.data import RESOURCES, plants


def _fuel_needs(numbers: Iterable[int]) -> tuple[dict[str, int], int]:
    """(tokens one run of these plants burns per single fuel type, tokens burned by hybrids)."""
    single, hybrid = _needs(tuple(numbers))
    return dict(single), hybrid


@lru_cache(maxsize=4096)
def _needs(numbers: tuple[int, ...]) -> tuple[dict[str, int], int]:
    """`_fuel_needs`, kept for the exact plants (shared: never changed)."""
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
    single, hybrid = _capacities(tuple(owned))
    return dict(single), hybrid


@lru_cache(maxsize=1024)
def _capacities(owned: tuple[int, ...]) -> tuple[dict[str, int], int]:
    single, hybrid = _needs(owned)
    return {r: 2 * n for r, n in single.items()}, 2 * hybrid


def storage_ok(owned: Iterable[int], fuel: dict[str, int]) -> bool:
    single, hybrid = _capacities(tuple(owned))
    if fuel["garbage"] > single["garbage"] or fuel["uranium"] > single["uranium"]:
        return False
    overflow = max(0, fuel["coal"] - single["coal"]) + max(0, fuel["oil"] - single["oil"])
    return overflow <= hybrid


def room_for(owned: Iterable[int], fuel: dict[str, int], resource: str) -> int:
    """How many more tokens of `resource` the player could store."""
    single, hybrid = _capacities(tuple(owned))
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
    return iter(_run_options(tuple(sorted(owned)), tuple(fuel[r] for r in RESOURCES)))


def run_option_set(
    owned: Iterable[int], fuel: dict[str, int]
) -> frozenset[tuple[tuple[int, ...], int]]:
    """`run_options` as a set, to check an answer against."""
    return _run_option_set(tuple(sorted(owned)), tuple(fuel[r] for r in RESOURCES))


@lru_cache(maxsize=1024)
def _run_options(
    owned: tuple[int, ...], held: tuple[int, ...]
) -> tuple[tuple[tuple[int, ...], int], ...]:
    """`run_options`, kept for the exact plants and fuel (`held` in RESOURCES order)."""
    fuel = dict(zip(RESOURCES, held, strict=True))
    out = []
    for size in range(len(owned) + 1):
        for chosen in combinations(owned, size):
            need, hybrid = _needs(chosen)
            if any(need[r] > fuel[r] for r in RESOURCES):
                continue
            coal_left = fuel["coal"] - need["coal"]
            oil_left = fuel["oil"] - need["oil"]
            for coal in range(max(0, hybrid - oil_left), min(hybrid, coal_left) + 1):
                out.append((chosen, coal))
    return tuple(out)


@lru_cache(maxsize=256)
def _run_option_set(
    owned: tuple[int, ...], held: tuple[int, ...]
) -> frozenset[tuple[tuple[int, ...], int]]:
    return frozenset(_run_options(owned, held))


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


Cards = dict[int, dict[str, int]]  # plant number -> tokens of each fuel lying on it


def lay_out(owned: Iterable[int], fuel: dict[str, int], laid: Cards | None = None) -> Cards:
    """Where the pooled fuel lies on the cards: where the player put it (`laid`, the rules'
    memory of each purchase) as far as it is still held and fits, the rest spread in a stable
    order (by plant number). Coal and oil go on hybrids only as far as they do not fit the
    single-fuel plants or the player put them there. When the holdings fit (`storage_ok`), every
    token lies on some card."""
    owned = sorted(owned)
    laid = laid or {}
    kept = {n: {r: c for r, c in laid.get(n, {}).items() if c > 0} for n in owned}
    if _fits(kept, fuel):  # the usual case: every token still lies where it was put
        return kept
    room = {n: plants()[n].storage for n in owned}
    cards: Cards = {n: {} for n in owned}
    single, hybrid_room = capacities(owned)
    hybrids = [n for n in owned if plants()[n].kind == "hybrid"]

    def wanted(number: int, resource: str) -> int:
        if resource not in plants()[number].accepts:
            return 0
        return laid.get(number, {}).get(resource, 0)

    on_hybrids = dict.fromkeys(RESOURCES, 0)
    for resource, other in (("coal", "oil"), ("oil", "coal")):
        must = max(0, fuel[resource] - single[resource])
        wish = sum(wanted(n, resource) for n in hybrids)
        other_must = max(0, fuel[other] - single[other], on_hybrids[other])
        most = min(fuel[resource], max(0, hybrid_room - other_must))
        on_hybrids[resource] = min(max(must, min(wish, most)), most)
    groups: list[tuple[str, list[int], int]] = []  # (fuel, plants holding it, tokens to lay)
    for resource in RESOURCES:
        singles = [n for n in owned if plants()[n].kind == resource]
        groups.append(
            (resource, singles, min(fuel[resource] - on_hybrids[resource], single[resource]))
        )
        if resource in ("coal", "oil"):
            groups.append((resource, hybrids, on_hybrids[resource]))
    left = [count for _, _, count in groups]
    for wishes in (True, False):  # first where the player put it, then anywhere with room
        for i, (resource, holders, _) in enumerate(groups):
            for number in holders:
                want = wanted(number, resource) if wishes else left[i]
                put = min(want, left[i], room[number])
                if put > 0:
                    cards[number][resource] = cards[number].get(resource, 0) + put
                    left[i] -= put
                    room[number] -= put
    return cards


def _fits(cards: Cards, fuel: dict[str, int]) -> bool:
    """Whether `cards` lays out exactly the pooled `fuel`, each card holding only what its plant
    burns and no more than it stores."""
    totals = dict.fromkeys(fuel, 0)
    for number, held in cards.items():
        plant = plants()[number]
        if sum(held.values()) > plant.storage or any(r not in plant.accepts for r in held):
            return False
        for resource, count in held.items():
            totals[resource] += count
    return totals == fuel


def with_tokens(cards: Cards, number: int, resource: str, count: int) -> Cards:
    """`cards` with `count` tokens of `resource` added on (positive) or taken off plant `number`."""
    out = {n: dict(c) for n, c in cards.items()}
    held = out.setdefault(number, {})
    held[resource] = max(0, held.get(resource, 0) + count)
    return out


def burned_from(cards: Cards, chosen: Iterable[int], hybrid_coal: int) -> Cards:
    """`cards` after running `chosen`: each plant burns the tokens on its own card first."""
    coal_left = hybrid_coal
    for number in chosen:
        plant = plants()[number]
        if plant.kind == "hybrid":
            coal = min(coal_left, plant.fuel)
            coal_left -= coal
            cards = with_tokens(cards, number, "coal", -coal)
            cards = with_tokens(cards, number, "oil", -(plant.fuel - coal))
        elif plant.accepts:
            cards = with_tokens(cards, number, plant.accepts[0], -plant.fuel)
    return cards
