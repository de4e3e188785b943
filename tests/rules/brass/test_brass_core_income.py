"""The income track and loans (spec §6.4, §6.5): levels by spaces, the cap, the floor."""

import pytest

from rules.brass.core import income


@pytest.mark.parametrize(
    ("space", "level"),
    [
        (0, -10),
        (9, -1),
        (10, 0),
        (11, 1),
        (12, 1),
        (30, 10),
        (31, 11),
        (33, 11),
        (60, 20),
        (61, 21),
        (64, 21),
        (96, 29),
        (97, 30),
        (99, 30),
    ],
)
def test_each_space_shows_its_income_level(space, level):
    assert income.level(space) == level


@pytest.mark.parametrize(
    ("lvl", "top"),
    [(-10, 0), (0, 10), (1, 12), (10, 30), (11, 33), (20, 60), (21, 64), (29, 96), (30, 99)],
)
def test_the_highest_space_of_each_level(lvl, top):
    assert income.top_space(lvl) == top


@pytest.mark.parametrize(
    ("space", "after"), [(10, 7), (11, 8), (12, 8), (29, 24), (30, 24), (3, 0), (2, None)]
)
def test_a_loan_moves_back_3_levels_not_below_minus_10(space, after):
    assert income.after_loan(space, 3) == after


def test_flips_move_the_marker_by_spaces_and_stop_at_99():
    assert income.advance(10, 5) == 15
    assert income.advance(97, 5) == 99
