"""The income track (spaces 0–99, each beside an income level) and loans by levels.

Both Brass maps print the same track: spaces 0–10 are levels −10..0, then 2, 3 and 4 spaces per
level up to level 30 on spaces 97–99 (the data tests pin this against each map's table).
"""

from __future__ import annotations

START = 10  # space of level 0, where every income marker starts
LAST = 99
FLOOR = -10  # the lowest level (a loan may not go below it)


def _level(space: int) -> int:
    if space <= 10:
        return space - 10
    if space <= 30:
        return (space - 10 + 1) // 2
    if space <= 60:
        return 10 + (space - 30 + 2) // 3
    if space <= 96:
        return 20 + (space - 60 + 3) // 4
    return 30


LEVELS = tuple(_level(s) for s in range(LAST + 1))


def level(space: int) -> int:
    return LEVELS[space]


def top_space(lvl: int) -> int:
    """The highest space of an income level (where a loan puts the marker)."""
    return max(s for s, v in enumerate(LEVELS) if v == lvl)


def advance(space: int, spaces: int) -> int:
    """Flips and bonuses move the marker forward by spaces; it stops at the last space."""
    return min(LAST, space + spaces)


def after_loan(space: int, levels: int) -> int | None:
    """The space after a loan costing `levels` income levels, or None below the floor."""
    new = level(space) - levels
    return None if new < FLOOR else top_space(new)
