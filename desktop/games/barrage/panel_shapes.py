"""Which parts the panel has and how they stack: the officers whose private spaces may come
into play, and the parts split into columns of about equal height (`PanelView`'s shapes)."""

from __future__ import annotations

from rules.barrage.state import BarrageState


def possible_officers(state: BarrageState) -> set[str]:
    """The officers that are or may come into play (the draft's offers while it is pending)."""
    officers = {c.officer for c in state.companies if c.officer}
    if state.draft is not None:
        officers |= {o for _, o in state.draft.offers if o}
    return officers


def split_columns(names: list[str], heights: list[float], k: int) -> tuple[tuple[str, ...], ...]:
    """`names` in order split into `k` columns, the tallest column as short as can be."""
    n = len(names)
    best: dict[tuple[int, int], tuple[float, list[int]]] = {}

    def solve(i: int, cols: int) -> tuple[float, list[int]]:
        if (i, cols) in best:
            return best[(i, cols)]
        if cols == 1:
            result = (sum(heights[i:]) + 12 * (n - i - 1), [n])
        else:
            result = (float("inf"), [n])
            for j in range(i + 1, n - cols + 2):
                here = sum(heights[i:j]) + 12 * (j - i - 1)
                rest, cuts = solve(j, cols - 1)
                if max(here, rest) < result[0]:
                    result = (max(here, rest), [j, *cuts])
        best[(i, cols)] = result
        return result

    cuts = solve(0, k)[1]
    out, start = [], 0
    for cut in cuts:
        out.append(tuple(names[start:cut]))
        start = cut
    return tuple(out)
