"""Brass: Lancashire fixed data, loaded once from resources/brass_lancashire.

The board, mats, cards and tables use the schema both Brass maps share (core/board.py); the
Distant Cotton Market is Lancashire's own. Element ids besides the shared ones: `distant:tiles`
(the face-down tile pile, where a sale to the distant market is dropped), `distant:<n>` (track
space n from 1; the last one is X, no more demand) and `deck_tile` (Stephenson's Rocket /
Nathan Rothschild); distant_market.json places them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import resources
from rules.brass.core.board import Board, load_board

FOLDER = "brass_lancashire"
DISTANT = "distant:tiles"
DECK_TILE = "deck_tile"


@dataclass(frozen=True)
class DistantMarket:
    tiles: dict[int, tuple[int, ...]]  # players -> printed tile values (0 to -4)
    track: tuple[int, ...]  # income spaces for a sale ending on space 1, 2, ...
    start: int  # the marker's space at setup and after the Canal Era
    elements: dict[str, tuple[float, float]]  # element id -> drawing position

    @property
    def x_space(self) -> int:
        """The space after the last priced one: no more demand."""
        return len(self.track) + 1

    def income(self, space: int) -> int | None:
        """Income spaces a sale ending on `space` gains; None on X."""
        return self.track[space - 1] if space < self.x_space else None


@cache
def board() -> Board:
    return load_board(FOLDER, "lancashire")


@cache
def distant_market() -> DistantMarket:
    raw = resources.load_json(FOLDER, "distant_market.json")
    return DistantMarket(
        {int(n): tuple(values) for n, values in raw["tiles"].items()},
        tuple(raw["track"]),
        raw["start"],
        {e["id"]: (e["x"], e["y"]) for e in raw["elements"]},
    )
