"""The Roads & Boats heuristic's start tile: a start area's worth by the land around it."""

from __future__ import annotations

from rules.geometry.hexes import Hex
from rules.geometry.rivers import Area
from rules.roadsboats.board import LandNetwork, land_network
from rules.roadsboats.heuristic_weights import DESERT, MOUNTAIN, PASTURE, ROCK, WOODS
from rules.roadsboats.setup import board_of, features_of
from rules.roadsboats.state import RoadsBoatsState

# a start area's worth: the n-th tile of a terrain one step away, two steps away counts less
HOME_TERRAIN = {
    WOODS: (6.0, 3.0, 1.0),
    ROCK: (5.0, 1.5),
    MOUNTAIN: (5.0, 3.0, 1.5),
    PASTURE: (1.5, 1.0),
}
FAR_TILE = 0.45


def home_worth(state: RoadsBoatsState, area_id: str) -> float:
    """A start area's worth: the tiles of each terrain one or two steps away (fewer where
    another home is nearer), less for a desert home and for other homes close by."""
    board = board_of(state)
    net = land_network(board, features_of(state), None)
    start = net.zone[area_id]
    steps = _walk_steps(net, start, 2)
    best: dict[Hex, int] = {}
    for z, d in steps.items():
        h = Hex.from_id(z.partition("/")[0])
        best[h] = min(d, best.get(h, 9))
    home = Area.from_id(area_id).hex
    others = [Hex.from_id(p.home) for p in state.players if p.home]
    found: dict[str, list[float]] = {}
    for h, d in sorted(best.items(), key=lambda x: (x[1], x[0])):
        if h == home:
            continue
        weight = 1.0 if d <= 1 else FAR_TILE
        if any(o.distance(h) < home.distance(h) for o in others):
            weight *= 0.4  # a neighbour will use it first
        found.setdefault(board.tile[h].terrain, []).append(weight)
    worth = 0.0
    for terrain, ladder in HOME_TERRAIN.items():
        for rank, weight in enumerate(sorted(found.get(terrain, []), reverse=True)):
            if rank < len(ladder):
                worth += ladder[rank] * weight
    if board.tile[home].terrain == DESERT:
        worth -= 8.0  # no sawmill at home until irrigation
    worth -= sum(1.5 for o in others if o.distance(home) <= 3)
    return worth


def _walk_steps(net: LandNetwork, start: str, limit: int) -> dict[str, int]:
    found, frontier = {start: 0}, [start]
    for step in range(1, limit + 1):
        nxt = []
        for node in frontier:
            for n in sorted(net.steps.get(node, ())):
                if n not in found:
                    found[n] = step
                    nxt.append(n)
        frontier = nxt
    return found
