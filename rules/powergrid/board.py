"""The map in play: region adjacency, legal region sets, the connection graph and build prices."""

from __future__ import annotations

from functools import cache

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
    return city in graph(state)


def slot_price(state: GameState, city: str) -> int | None:
    """Price of the next free slot of a city, or None when the step keeps it closed."""
    taken = len(state.houses[city])
    return tables().slot_costs[taken] if taken < state.step else None


def connection_prices(state: GameState, seat: int) -> dict[str, int]:
    """Cheapest connection cost from the seat's network to every city (0 for a first house)."""
    own = state.players[seat].cities
    if not own:
        return dict.fromkeys(graph(state), 0)
    return connection_costs(graph(state), own)


def build_prices(state: GameState, seat: int) -> dict[str, int]:
    """Full price (connection + slot) of every city the seat may build in now."""
    p = state.players[seat]
    if len(p.cities) >= tables().houses_per_player:
        return {}
    prices = {}
    for city, cost in connection_prices(state, seat).items():
        if seat in state.houses[city]:
            continue
        slot = slot_price(state, city)
        if slot is not None:
            prices[city] = slot + cost
    return prices
