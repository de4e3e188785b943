"""The board's fitting searches (issue 28, item 3), checked by what they promise rather than by
the numbers they return: the largest value found fits and one step more does not, the least
holds and one step less does not, the best of several arrangements is at least as good as each
one's own best, and a grid's cells lie inside its area, apart, with no other column count
scoring better (fewer rows winning a tie). Then the titles that lay their zones out with them."""

from __future__ import annotations

import math
import random
from itertools import combinations

import pytest
from PySide6.QtCore import QRectF

from desktop.board.fitting import Found, best_fit, first_fit, grid, largest, least

SEEDS = range(40)


def _threshold(seed: int) -> tuple[float, float, float, float]:
    """A range, a step and a threshold somewhere in it, or beyond either end."""
    rng = random.Random(seed)
    low = rng.uniform(-5.0, 20.0)
    high = low + rng.uniform(0.0, 80.0)
    step = rng.choice((0.1, 0.25, 1.0, 3.0))
    edge = rng.uniform(low - 10.0, high + 10.0)
    return low, high, step, edge


@pytest.mark.parametrize("seed", SEEDS)
def test_the_largest_value_found_fits_and_a_step_more_does_not(seed):
    low, high, step, edge = _threshold(seed)
    calls = []

    def fits(u: float) -> str | None:
        calls.append(u)
        return f"plan at {u}" if u <= edge else None

    found = largest(fits, low, high, step)
    if edge < low:
        assert found is None
        return
    assert found is not None
    assert low <= found.value <= high
    assert found.result == f"plan at {found.value}"  # the result is the one at that value
    assert fits(found.value) is not None
    if found.value + step <= high:
        assert fits(found.value + step) is None
    else:
        assert edge >= high - step  # nearly all of the range fits
    if edge >= high:
        assert found.value == high  # the top of the range itself, when it fits


@pytest.mark.parametrize("seed", SEEDS)
def test_the_least_value_found_holds_and_a_step_less_does_not(seed):
    low, high, step, edge = _threshold(seed)

    def ok(w: float) -> bool:
        return w >= edge

    found = least(ok, low, high, step)
    if edge > high:
        assert found is None
        return
    assert found is not None
    assert low <= found.value <= high
    assert ok(found.value)
    if found.value - step >= low:
        assert not ok(found.value - step)
    if edge <= low:
        assert found.value == low


def test_a_search_reads_none_and_false_as_not_fitting():
    assert largest(lambda u: u <= 3, 0.0, 10.0, 0.5).value <= 3
    assert largest(lambda u: False, 0.0, 10.0, 0.5) is None
    assert least(lambda u: None, 0.0, 10.0, 0.5) is None
    assert largest(lambda u: 0, 0.0, 10.0, 0.5) == Found(10.0, 0)  # a result, though falsy
    assert largest(lambda u: True, 5.0, 1.0, 0.5) is None  # an empty range


def test_the_first_fit_is_the_first_candidate_that_fits():
    tried = []

    def fits(px: float) -> str | None:
        tried.append(px)
        return "lines" if px <= 13 else None

    assert first_fit(range(16, 11, -1), fits) == Found(13, "lines")
    assert tried == [16, 15, 14, 13]  # none after the first that fits
    assert first_fit(range(16, 11, -1), lambda px: None) is None
    assert first_fit([], fits) is None


@pytest.mark.parametrize("seed", SEEDS)
def test_the_best_arrangement_is_no_worse_than_any_other_at_its_largest(seed):
    rng = random.Random(seed)
    edges = [rng.uniform(0.0, 70.0) for _ in range(rng.randint(1, 5))]
    credit = [rng.uniform(0.0, 30.0) for _ in edges]  # what an arrangement adds to its score

    def arrangement(k: int):
        return lambda u: (k, u) if u <= edges[k] else None

    def score(result: tuple[int, float]) -> float:
        k, u = result
        return u + credit[k]

    arrangements = [arrangement(k) for k in range(len(edges))]
    best = best_fit(arrangements, 6.0, 60.0, 0.25, score)
    own = [largest(a, 6.0, 60.0, 0.25) for a in arrangements]
    if all(found is None for found in own):
        assert best is None
        return
    assert best in [found.result for found in own if found is not None]
    assert all(found is None or score(best) >= score(found.result) for found in own)
    first = max(score(f.result) for f in own if f is not None)
    assert best == next(f.result for f in own if f is not None and score(f.result) == first)


# -- grids -------------------------------------------------------------------------------------


def _inside(cell: QRectF, area: QRectF) -> bool:
    eps = 1e-6
    return (
        cell.left() >= area.left() - eps
        and cell.top() >= area.top() - eps
        and cell.right() <= area.right() + eps
        and cell.bottom() <= area.bottom() + eps
    )


def _apart(a: QRectF, b: QRectF) -> bool:
    eps = 1e-6
    return (
        a.right() <= b.left() + eps
        or b.right() <= a.left() + eps
        or a.bottom() <= b.top() + eps
        or b.bottom() <= a.top() + eps
    )


def _square(w: float, h: float) -> float | None:
    """The largest square a cell holds, none under 4 units."""
    side = min(w, h)
    return side if side >= 4 else None


def _scores(count: int, area: QRectF, gap: float, score) -> dict[int, float]:
    """Each column count's cells' score, where they have one."""
    out = {}
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        w = (area.width() - gap * (cols - 1)) / cols
        h = (area.height() - gap * (rows - 1)) / rows
        value = score(w, h)
        if value is not None:
            out[cols] = value
    return out


@pytest.mark.parametrize("seed", SEEDS)
def test_a_grid_lies_inside_its_area_its_cells_apart_and_none_scores_better(seed):
    rng = random.Random(seed)
    count = rng.randint(1, 12)
    area = QRectF(
        rng.uniform(-50, 50), rng.uniform(-50, 50), rng.uniform(5, 900), rng.uniform(5, 300)
    )
    gap = rng.choice((0.0, 2.0, 5.0))
    found = grid(count, area, gap, _square)
    scores = _scores(count, area, gap, _square)
    if not scores:
        assert found is None
        return
    assert found is not None
    assert len(found.cells) == count
    assert found.columns * found.rows >= count > found.columns * (found.rows - 1)
    for cell in found.cells:
        assert _inside(cell, area)
        assert cell.width() == pytest.approx(found.width)
        assert cell.height() == pytest.approx(found.height)
    for a, b in combinations(found.cells, 2):
        assert _apart(a, b)
        if gap:
            assert not a.intersects(b)
    assert found.score == max(scores.values())  # no other column count scores better
    # a tie goes to the fewest rows: the most columns among the best
    best = [cols for cols, value in scores.items() if value == found.score]
    assert found.rows == min(math.ceil(count / cols) for cols in best)


def test_more_rows_win_only_where_clearly_better():
    area = QRectF(0, 0, 100, 100)

    def wide(w: float, h: float) -> float:
        return w * h if h > 10 else 0.0  # the same area in one row of 4 or in 2 × 2

    assert grid(4, area, 0.0, wide).rows == 1  # a tie: the fewest rows
    one_row = grid(4, area, 0.0, _square)  # 25 a side in one row, 50 in two
    assert (one_row.rows, one_row.score) == (2, 50)
    assert grid(4, area, 0.0, _square, clearly=2.5).rows == 1  # 50 is not 2.5 times 25
    assert grid(4, area, 0.0, _square, by=25.0).rows == 1  # nor 25 more
    assert grid(4, area, 0.0, _square, by=24.0).rows == 2
    only = grid(4, area, 0.0, _square, columns=(4, 1))  # 4 × 1 or 1 × 4 alone
    assert (only.columns, only.rows) == (4, 1)
    assert grid(4, QRectF(0, 0, 3, 3), 0.0, _square) is None  # no cell of any use


# -- the titles' zones ---------------------------------------------------------------------------

BODIES = [(w, h) for w in range(200, 2401, 185) for h in range(60, 701, 64)]


@pytest.mark.parametrize("count", [5, 6, 7, 8])
def test_brass_cells_lie_inside_their_area_apart(count):
    from desktop.games.brass.mat import cell_grid

    for w, h in BODIES:
        area = QRectF(3, 4, w * 0.7, h * 0.8)
        cells = cell_grid(area, count, 5.0)
        assert len(cells) == count
        for cell in cells:
            assert _inside(cell, area)
        for a, b in combinations(cells, 2):
            assert not a.intersects(b)


def test_the_research_slots_lie_in_their_table_and_read_largest(qapp):
    from desktop.games.roadsboats.seats import grid as slots

    names = ("Wheelbarrow", "Rafts", "Rowboats", "Steamers", "Trucks", "Rail", "Special", "Oil")
    for w in range(60, 900, 67):
        for h in range(20, 200, 17):
            found = slots(names, float(w), float(h))
            if found is None:
                continue
            assert len(found.cells) == len(names)
            assert found.rows in (1, 2, 4)
            table = QRectF(0, 0, w, h)
            assert all(_inside(cell, table) for cell in found.cells)
            for a, b in combinations(found.cells, 2):
                assert not a.intersects(b)


def test_the_fleet_line_fits_its_width_at_the_size_found(qapp):
    from desktop.board.paint_kit import text_width
    from desktop.games.roadsboats.seats import STEP, HoldingsLook, fleet_fit

    s = HoldingsLook(
        "red",
        (("donkey", 2), ("wagon", 1), ("raft", 1)),
        ("land 3/5", "water 1/5", "in all 4/8"),
        ("3/5", "1/5", "4/8"),
        (),
        ("", ""),
    )
    shown = [True, True, True]

    def need(captions: tuple[str, ...], u: float, px: int) -> float:
        return sum(text_width(c, px) + 0.4 * u for c in captions) + len(s.kinds) * STEP * u

    for width in range(40, 700, 11):
        for most in (17.0, 34.0):
            captions, u, px = fleet_fit(s, shown, float(width), most)
            assert u <= most
            if captions == s.domains:  # words: at 70 % of the largest plates at least
                assert u >= 0.7 * most
                assert need(captions, u, px) <= width
            elif need(captions, u, px) <= width:  # the counts: as large as they fit
                bigger = u + 0.1
                more = round(max(0.5 * bigger, 12))
                assert u == most or need(captions, bigger, more) > width
            else:  # not even the least plates fit: cut short at the least
                assert u == min(8.0, most)
