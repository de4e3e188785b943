"""Where a build's coal and iron would come from, for the table to show before a tile is let go:
each source with the links its coal travels along (the network's shortest route) and how many
cubes it gives. Coal comes from the nearest connected mines first (all of a tied distance where
the player will choose), then from the market through the nearest market-access location; iron
from any iron works (the player's choice where there are several), then from the market.

A pure reading of the state: the preview never changes what the build itself will do.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.brass.core import resources
from rules.brass.core.board import Board
from rules.brass.core.state import BrassState


@dataclass(frozen=True)
class Supply:
    resource: str  # "coal" or "iron"
    source: str  # a slot id, or `market:<resource>`
    cubes: int  # how many come from it (at most: sources of a tied choice are all listed)
    links: tuple[str, ...] = ()  # the route the coal travels, from the build to the source


def routes(board: Board, links: list[str], start: str) -> dict[str, tuple[str, ...]]:
    """The shortest route over built links from `start` to every location it reaches, as the
    links crossed in order (breadth first, links taken in sorted order: the same every time)."""
    by_end: dict[str, list[str]] = {}
    for link_id in sorted(links):
        for end in board.links[link_id].ends:
            by_end.setdefault(end, []).append(link_id)
    found: dict[str, tuple[str, ...]] = {start: ()}
    frontier = [start]
    while frontier:
        nxt = []
        for loc in frontier:
            for link_id in by_end.get(loc, ()):
                for end in board.links[link_id].ends:
                    if end not in found:
                        found[end] = (*found[loc], link_id)
                        nxt.append(end)
        frontier = nxt
    return found


def supplies(
    board: Board, state: BrassState, location: str, coal: int, iron: int, access: frozenset[str]
) -> list[Supply]:
    """The sources of `coal` and `iron` cubes for a build in `location` (see the module)."""
    out: list[Supply] = []
    if coal:
        reach = routes(board, list(state.links), location)
        mines = sorted(
            (len(reach[board.slots[s].location]), s)
            for s in resources.holders(board, state, "coal", reach)
        )
        need = coal
        while need and mines:
            nearest = mines[0][0]
            tied = [s for d, s in mines if d == nearest]
            mines = [(d, s) for d, s in mines if d != nearest]
            have = sum(state.tiles[s].cubes for s in tied)
            for s in tied:
                give = state.tiles[s].cubes if have <= need else min(need, state.tiles[s].cubes)
                out.append(Supply("coal", s, give, reach[board.slots[s].location]))
            need -= min(need, have)
        if need:
            ports = sorted((len(reach[loc]), loc) for loc in access if loc in reach)
            way = reach[ports[0][1]] if ports else ()
            out.append(Supply("coal", "market:coal", need, way))
    if iron:
        works = sorted(resources.holders(board, state, "iron"))
        have = sum(state.tiles[s].cubes for s in works)
        for s in works:
            out.append(Supply("iron", s, min(iron, state.tiles[s].cubes)))
        if have < iron:
            out.append(Supply("iron", "market:iron", iron - have))
    return out
