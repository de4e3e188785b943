"""Fitting parts into a zone: the searches a title's zone asks when it lays its parts out in a
rect at the largest size that still reads (issue 28, item 3). Each answers one question and
knows nothing of what is laid out: the caller says what "fits" and what "scores" mean.

- `largest`: the largest value in a range at which something fits (a unit, a plate's size);
- `least`: the least value in a range at which something holds (a hand's width);
- `first_fit`: the first of some candidates, best first, that fits (type sizes in whole pixels);
- `best_fit`: of several arrangements, each at the largest value it fits at, the best;
- `grid`: the equal-cell grid for a number of parts in an area whose cells score best.

A search tells "does not fit" by None (or False) from the caller's function; anything else is
the result it keeps: the plan, the rects, or True."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic, NamedTuple, TypeVar

from PySide6.QtCore import QRectF

T = TypeVar("T")


class Found(NamedTuple, Generic[T]):
    """What a search found: the value, and what the caller's function gave at it."""

    value: float
    result: T


def _fits(result: object) -> bool:
    return result is not None and result is not False


def largest(
    fits: Callable[[float], T | None], low: float, high: float, step: float
) -> Found[T] | None:
    """The largest value in [low, high], to within `step`, at which `fits(value)` gives a
    result, with that result; None where not even `low` fits. Assumes that whatever fits at a
    value fits at any smaller one: `high` is tried first, then the range is halved from `low`
    up (so the value found fits, and one `step` larger does not, or is past `high`)."""
    if high < low:
        return None
    top = fits(high)
    if _fits(top):
        return Found(high, top)
    found = _halve(fits, low, high, step, None)
    if found is None:  # nothing above `low`: `low` itself, or nothing
        bottom = fits(low)
        return Found(low, bottom) if _fits(bottom) else None
    return found


def least(ok: Callable[[float], T | None], low: float, high: float, step: float) -> Found[T] | None:
    """The least value in [low, high], to within `step`, at which `ok(value)` holds (gives a
    result), with that result; None where not even `high` does. Assumes that what holds at a
    value holds at any larger one: `high` is tried first, then `low`, then the range between
    is halved (so the value found holds, and one `step` smaller does not, or is under `low`)."""
    if high < low:
        return None
    top = ok(high)
    if not _fits(top):
        return None
    bottom = ok(low)
    if _fits(bottom):
        return Found(low, bottom)
    return _halve(ok, high, low, step, Found(high, top))


def _halve(
    fits: Callable[[float], T | None], good: float, bad: float, step: float, found: Found[T] | None
) -> Found[T] | None:
    """Halve the range from `good` (taken to fit) to `bad` (which does not), either way up,
    until it is `step` wide at most: the last value found to fit, else `found`."""
    while abs(bad - good) > step:
        mid = (good + bad) / 2
        tried = fits(mid)
        if _fits(tried):
            found, good = Found(mid, tried), mid
        else:
            bad = mid
    return found


def first_fit(candidates: Iterable[float], fits: Callable[[float], T | None]) -> Found[T] | None:
    """The first of `candidates` (the caller's order: the best first, as type sizes from the
    largest down) at which `fits` gives a result, with that result; None where none does.
    For a few whole values (a font's pixels) or a caller's own steps; over a range, `largest`."""
    for value in candidates:
        result = fits(value)
        if _fits(result):
            return Found(value, result)
    return None


def best_fit(
    arrangements: Iterable[Callable[[float], T | None]],
    low: float,
    high: float,
    step: float,
    score: Callable[[T], float],
) -> T | None:
    """Of several arrangements of the same parts (each a function of a size, such as a unit,
    giving its layout at that size, or None where it does not fit), each taken at the largest
    size it fits at (`largest`), the layout that scores best (the first of equals); None where
    no arrangement fits in [low, high]."""
    best: T | None = None
    for arrange in arrangements:
        found = largest(arrange, low, high, step)
        if found is not None and (best is None or score(found.result) > score(best)):
            best = found.result
    return best


@dataclass(frozen=True)
class Grid:
    """Equal cells in rows, left to right and top down: `columns` × `rows` (the last row may be
    short), each `width` × `height`; `score`, what the caller's score gave them."""

    columns: int
    rows: int
    width: float
    height: float
    score: float
    cells: tuple[QRectF, ...]


def grid(
    count: int,
    area: QRectF,
    gap: float,
    score: Callable[[float, float], float | None],
    *,
    columns: Iterable[int] | None = None,
    clearly: float = 1.0,
    by: float = 0.0,
) -> Grid | None:
    """The grid of `count` equal cells in `area`, `gap` apart, whose cells score best
    (`score(width, height)`, None for cells of no use), or None where no grid has any. The
    column counts tried are `columns`, or `count` down to 1: the fewest rows first, and more
    rows win only where their cells score clearly better than the best so far (more than
    `clearly` times it and `by` more)."""
    best: Grid | None = None
    for cols in range(count, 0, -1) if columns is None else columns:
        rows = math.ceil(count / cols)
        w = (area.width() - gap * (cols - 1)) / cols
        h = (area.height() - gap * (rows - 1)) / rows
        value = score(w, h)
        if value is None or (best is not None and value <= best.score * clearly + by):
            continue
        cells = tuple(
            QRectF(area.left() + (i % cols) * (w + gap), area.top() + (i // cols) * (h + gap), w, h)
            for i in range(count)
        )
        best = Grid(cols, rows, w, h, value, cells)
    return best
