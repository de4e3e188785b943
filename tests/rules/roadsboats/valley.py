"""The valley: the small map the Roads & Boats rule tests play on. Five columns of pasture, the
middle one a river flowing south from a mountain spring through woods into a bay of three sea
tiles (a river mouth, docks, two banks on each straight river tile)."""

from __future__ import annotations

from rules.geometry.hexes import Hex
from rules.roadsboats.board import Board, River, Tile
from rules.roadsboats.maps import validate


def valley(special: dict[tuple[int, int], str] | None = None) -> Board:
    """The valley, with `special` tiles (q, r) of another terrain than pasture."""
    other = special or {}
    tiles = [
        Tile(Hex(q, r), other.get((q, r), "terrain:pasture"))
        for q in range(5)
        for r in range(5)
        if q != 2
    ]
    tiles.append(Tile(Hex(2, 0), "terrain:mountain", River.through(["S"])))
    tiles += [Tile(Hex(2, r), "terrain:woods", River.through(["N", "S"])) for r in range(1, 5)]
    tiles += [Tile(Hex(q, 5), "terrain:sea") for q in (1, 2, 3)]
    return validate(Board(tuple(tiles)))
