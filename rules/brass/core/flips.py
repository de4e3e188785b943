"""Flipping tiles: the owner's income marker advances at once, whoever's turn it is.

Coal mines, iron works and breweries flip when their last cube or barrel is taken (often by
another player); sold industries flip when sold.
"""

from __future__ import annotations

from rules.brass.core import income
from rules.brass.core.board import Board
from rules.brass.core.names import location_text, tile_text
from rules.brass.core.state import BrassState
from rules.core.events import Event


def flip(board: Board, state: BrassState, slot: str, ev: list[Event]) -> None:
    tile = state.tiles[slot]
    tile.flipped = True
    spec = board.spec(tile.industry, tile.level)
    owner = state.players[tile.owner]
    owner.income_space = income.advance(owner.income_space, spec.income)
    ev.append(
        Event(
            "brass.event.flipped",
            {
                "slot": slot,
                "tile": tile_text(board, tile.industry, tile.level),
                "place": location_text(board, board.slots[slot].location),
                "spaces": spec.income,
            },
            tile.owner,
            turned=slot,
        )
    )


def take_cube(board: Board, state: BrassState, slot: str, ev: list[Event]) -> None:
    """Take one cube or barrel off a tile; the last one flips it."""
    tile = state.tiles[slot]
    tile.cubes -= 1
    if tile.cubes == 0:
        flip(board, state, slot, ev)
