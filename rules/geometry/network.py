"""Connection networks: region adjacency, legal region sets and cheapest connection costs."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import combinations

import networkx as nx

Edge = tuple[str, str, int]  # (city a, city b, connection cost)


def region_adjacency(
    city_region: Mapping[str, str], edges: Iterable[Edge]
) -> dict[str, frozenset[str]]:
    """Regions are adjacent when a connection joins a city of one to a city of the other."""
    neighbours: dict[str, set[str]] = {region: set() for region in city_region.values()}
    for a, b, _cost in edges:
        ra, rb = city_region[a], city_region[b]
        if ra != rb:
            neighbours[ra].add(rb)
            neighbours[rb].add(ra)
    return {region: frozenset(near) for region, near in neighbours.items()}


def connected_region_sets(adjacency: Mapping[str, Iterable[str]], k: int) -> list[tuple[str, ...]]:
    """Every set of k regions that is connected by adjacency, as sorted tuples in sorted order."""
    graph = nx.Graph()
    graph.add_nodes_from(adjacency)
    graph.add_edges_from((r, n) for r, near in adjacency.items() for n in near)
    return [
        subset
        for subset in combinations(sorted(adjacency), k)
        if k > 0 and nx.is_connected(graph.subgraph(subset))
    ]


def connection_graph(edges: Iterable[Edge], in_play: set[str]) -> nx.Graph:
    """The graph of cities in play; a connection counts only when both its ends are in play."""
    graph = nx.Graph()
    graph.add_nodes_from(sorted(in_play))  # node order must not depend on set hashing
    for a, b, cost in edges:
        if a in in_play and b in in_play:
            graph.add_edge(a, b, cost=cost)
    return graph


def connection_costs(graph: nx.Graph, sources: Iterable[str]) -> dict[str, int]:
    """Cheapest connection cost from the nearest source to every reachable city (sources cost 0).

    With no sources (an empty network) nothing is reachable and the result is empty.
    """
    starts = set(sources)
    if not starts:
        return {}
    costs = nx.multi_source_dijkstra_path_length(graph, starts, weight="cost")
    return dict(sorted(costs.items()))  # a stable order, whatever PYTHONHASHSEED is
