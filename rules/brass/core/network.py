"""Networks over links: who is connected to what, how far, and each player's own network.

*Connected* uses every player's links (coal, beer, selling); a player's *network* is the
locations holding their tiles or touched by their links (where industry cards build and links
extend). A link joins every location it touches, so a three-way route makes all three mutually
adjacent at distance 1.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.brass.core.board import Board
from rules.brass.core.state import BrassState


class Connections:
    """The connected groups of locations under the links now built (anyone's)."""

    __slots__ = ("board", "group_of", "links")

    def __init__(self, board: Board, links: Iterable[str]) -> None:
        self.board = board
        self.links = tuple(links)
        parent = {loc: loc for loc in board.locations}

        def find(x: str) -> str:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for link_id in self.links:
            ends = board.links[link_id].ends
            root = find(ends[0])
            for end in ends[1:]:
                parent[find(end)] = root
        groups: dict[str, set[str]] = {}
        for loc in board.locations:
            groups.setdefault(find(loc), set()).add(loc)
        self.group_of = {loc: frozenset(groups[find(loc)]) for loc in board.locations}

    def reach(self, near: Iterable[str]) -> frozenset[str]:
        """Every location connected to one of `near` (each is connected to itself)."""
        out: frozenset[str] = frozenset()
        for loc in near:
            if loc not in out:
                out = out | self.group_of[loc]
        return out


def distances(board: Board, links: Iterable[str], near: Iterable[str]) -> dict[str, int]:
    """Links crossed on the shortest route from the nearest of `near` (0 for `near` itself)."""
    built: dict[str, list[str]] = {}
    for link_id in links:
        for end in board.links[link_id].ends:
            built.setdefault(end, []).append(link_id)
    dist = dict.fromkeys(near, 0)
    frontier = list(dist)
    while frontier:
        nxt = []
        for loc in frontier:
            d = dist[loc] + 1
            for link_id in built.get(loc, ()):
                for end in board.links[link_id].ends:
                    if end not in dist:
                        dist[end] = d
                        nxt.append(end)
        frontier = nxt
    return dist


def player_network(board: Board, state: BrassState, seat: int) -> set[str]:
    """Locations with one of the seat's tiles or touched by one of its links."""
    net = {board.slots[slot].location for slot, t in state.tiles.items() if t.owner == seat}
    for link_id, owner in state.links.items():
        if owner == seat:
            net.update(board.links[link_id].ends)
    return net


def on_board(state: BrassState, seat: int) -> bool:
    """Whether the seat has any industry or link tile on the board (else both may go anywhere)."""
    return any(t.owner == seat for t in state.tiles.values()) or seat in state.links.values()
