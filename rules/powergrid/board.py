"""The map in play: region adjacency, legal region sets, the connection graph and build prices."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache

import networkx as nx

from rules.geometry import connected_region_sets, connection_costs, connection_graph
from rules.geometry import region_adjacency as adjacency_of
from rules.powergrid.data import load_map, tables
from rules.powergrid.state import GameState


def _edges(map_id: str) -> list[tuple[str, str, int]]:
    return [(c.a, c.b, c.cost) for c in load_map(map_id).connections]


@cache
def region_adjacency(map_id: str) -> dict[str, frozenset[str]]:
    city_region = {c.id: c.region for c in load_map(map_id).cities.values()}
    return adjacency_of(city_region, _edges(map_id))


@cache
def region_sets(map_id: str, k: int) -> list[tuple[str, ...]]:
    """Every connected set of k regions (spec 2.3)."""
    return connected_region_sets(region_adjacency(map_id), k)


@cache
def _graph(map_id: str, regions: tuple[str, ...]) -> nx.Graph:
    cities = {c.id for c in load_map(map_id).cities.values() if c.region in regions}
    return connection_graph(_edges(map_id), cities)


def graph(state: GameState) -> nx.Graph:
    """Cities in play; a connection counts only when both ends are in play (AMB-10)."""
    return _graph(state.map_id, tuple(sorted(state.regions)))


def in_play(state: GameState, city: str) -> bool:
    return city in _distances(state.map_id, tuple(sorted(state.regions))).index


def slot_price(state: GameState, city: str) -> int | None:
    """Price of the next free slot of a city, or None when the step keeps it closed."""
    taken = len(state.houses[city])
    return tables().slot_costs[taken] if taken < state.step else None


inf = float("inf")


@dataclass(frozen=True, slots=True)
class _Distances:
    """The cheapest connection cost between every two cities in play (inf: no way)."""

    cities: tuple[str, ...]  # sorted, as the graph's nodes
    index: dict[str, int]
    rows: tuple[tuple[float, ...], ...]  # rows[index[a]][index[b]]


@cache
def _distances(map_id: str, regions: tuple[str, ...]) -> _Distances:
    """Once per map and regions in play: the graph's all-pairs cheapest costs."""
    g = _graph(map_id, regions)
    cities = tuple(g.nodes)
    rows = []
    for city in cities:
        costs = connection_costs(g, [city])
        rows.append(tuple(costs.get(other, inf) for other in cities))
    return _Distances(cities, {c: i for i, c in enumerate(cities)}, tuple(rows))


@lru_cache(maxsize=16)
def _connection_costs(
    map_id: str, regions: tuple[str, ...], own: tuple[str, ...]
) -> dict[str, int]:
    """Cheapest connection cost from the nearest of `own` to every city it reaches (its own
    cities 0), sorted by city: what `rules.geometry.connection_costs` gives, kept for the exact
    inputs (a decision asks for it for its answers, its refusal and its move)."""
    d = _distances(map_id, regions)
    if not own:
        return dict.fromkeys(d.cities, 0)
    best = _nearest(map_id, regions, own)
    return {city: int(cost) for city, cost in zip(d.cities, best, strict=True) if cost != inf}


@lru_cache(maxsize=4096)
def _nearest(map_id: str, regions: tuple[str, ...], own: tuple[str, ...]) -> tuple[float, ...]:
    """Per city in play, the cheapest cost from any of `own` (at least one): the network less
    its last city (its costs kept from when it was built) and that city's own row."""
    d = _distances(map_id, regions)
    last = d.rows[d.index[own[-1]]]
    if len(own) == 1:
        return last
    return tuple(map(min, _nearest(map_id, regions, own[:-1]), last))


def connection_prices(state: GameState, seat: int) -> Mapping[str, int]:
    """Cheapest connection cost from the seat's network to every city (0 for a first house).
    Shared between the calls that ask with the same network: read it, never change it."""
    return _connection_costs(
        state.map_id, tuple(sorted(state.regions)), tuple(state.players[seat].cities)
    )


def build_prices(state: GameState, seat: int) -> dict[str, int]:
    """Full price (connection + slot) of every city the seat may build in now."""
    p = state.players[seat]
    if len(p.cities) >= tables().houses_per_player:
        return {}
    houses, costs = state.houses, tables().slot_costs
    step = state.step
    prices = {}
    for city, cost in connection_prices(state, seat).items():
        there = houses[city]
        if len(there) < step and seat not in there:
            prices[city] = costs[len(there)] + cost
    return prices


def build_price(state: GameState, seat: int, city: str) -> int | None:
    """`build_prices(state, seat).get(city)`, without pricing every other city."""
    if len(state.players[seat].cities) >= tables().houses_per_player:
        return None
    there = state.houses.get(city)
    cost = connection_prices(state, seat).get(city)
    if there is None or cost is None or seat in there or len(there) >= state.step:
        return None
    return tables().slot_costs[len(there)] + cost
