"""Which parts the panel has (the officers whose private spaces may come into play) and how
they may stand in columns."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations

from PySide6.QtCore import QRectF

from desktop.board.panel import GAP, column_shapes
from rules.barrage.state import BarrageState


def possible_officers(state: BarrageState) -> set[str]:
    """The officers that are or may come into play (the draft's offers while it is pending)."""
    officers = {c.officer for c in state.companies if c.officer}
    if state.draft is not None:
        officers |= {o for _, o in state.draft.offers if o}
    return officers


def panel_shapes(parts: Mapping[str, QRectF]) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """The parts in order in 1, 2, 3... columns, and two columns of the most even heights
    whatever the order: beside the map the panel's height is what the table limits, and the
    shorter its taller column, the larger (the more readable) every part is drawn."""
    shapes = column_shapes(parts)
    even = _even_halves(parts)
    return shapes if even in shapes else (*shapes, even)


def _even_halves(parts: Mapping[str, QRectF]) -> tuple[tuple[str, ...], ...]:
    """Two columns, each keeping the parts' order, whose taller is the shortest."""
    names = list(parts)

    def height(column: tuple[str, ...]) -> float:
        return sum(parts[n].height() for n in column) + GAP * (len(column) - 1)

    best: tuple[float, tuple[tuple[str, ...], ...]] | None = None
    for k in range(1, len(names)):
        for first in combinations(names, k):
            if names[0] not in first:  # each split once: the first part heads the left column
                continue
            second = tuple(n for n in names if n not in first)
            tallest = max(height(first), height(second))
            if best is None or tallest < best[0]:
                best = (tallest, (first, second))
    return best[1] if best is not None else (tuple(names),)
