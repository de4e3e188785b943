"""The temple procedure (spec §3.5) and the rulebook's worked example (p.19: Red, Blue, Yellow)."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.roadsboats import order
from rules.roadsboats.order import (
    POSITION,
    PRAY,
    askers,
    choosers,
    free_positions,
    sequence_from,
    stop_praying,
)
from rules.roadsboats.setup import setup

RED, BLUE, YELLOW = 0, 1, 2


def test_worked_example_with_the_list_functions():
    row = ["Red", "Blue", "Yellow"]  # Red closest to the temple
    # production: Blue asks; Red keeps praying, Blue stops; Yellow (last) is not asked
    assert askers(row) == ["Red", "Blue"]
    row = stop_praying(row, ["Blue"])
    assert row == ["Red", "Yellow", "Blue"]
    assert choosers(row) == ["Blue", "Yellow", "Red"]
    assert sequence_from(choosers(row), [1, 2, 3]) == ["Blue", "Yellow", "Red"]
    # movement: Red stops; Yellow keeps praying; Blue, last, has no option
    assert askers(row) == ["Red", "Yellow"]
    row = stop_praying(row, ["Red"])
    assert row == ["Yellow", "Blue", "Red"]
    assert sequence_from(choosers(row), [1, 2, 3]) == ["Red", "Blue", "Yellow"]


def test_several_movers_the_originally_closer_ends_last():
    row = ["A", "B", "C", "D"]
    assert stop_praying(row, ["C", "A"]) == ["B", "D", "C", "A"]
    # the last one moving changes nothing, so he is never asked
    assert stop_praying(row, ["A", "D"]) == stop_praying(row, ["A"])
    assert sequence_from(["D", "C", "B", "A"], [3, 1, 4, 2]) == ["C", "A", "D", "B"]
    assert free_positions([3, 1], 4) == [2, 4]


def _game():
    state = setup({"players": 3}, 1)
    state.temple = [RED, BLUE, YELLOW]
    state.sequence = [YELLOW, BLUE, RED]
    return state


def test_worked_example_on_the_state():
    state = _game()
    # production phase: Blue requested the order
    order.begin(state)
    assert order.to_decide(state) == (PRAY, RED)
    order.answer_pray(state, RED, stop=False)
    assert order.to_decide(state) == (PRAY, BLUE)
    events = order.answer_pray(state, BLUE, stop=True)
    assert [e.key for e in events] == ["roads-and-boats.event.stop_praying"]
    assert state.temple == [RED, YELLOW, BLUE]
    assert order.to_decide(state) == (POSITION, BLUE)
    order.choose_position(state, BLUE, 1)
    with pytest.raises(IllegalAction):
        order.choose_position(state, YELLOW, 1)  # taken
    order.choose_position(state, YELLOW, 2)
    events = order.choose_position(state, RED, 3)
    assert state.sequence == [BLUE, YELLOW, RED] and state.procedure is None
    assert events[-1].params == {"order": [BLUE, YELLOW, RED]}
    # movement phase: Red requested
    order.begin(state)
    with pytest.raises(IllegalAction):
        order.answer_pray(state, YELLOW, stop=False)  # Red answers first
    order.answer_pray(state, RED, stop=True)
    order.answer_pray(state, YELLOW, stop=False)
    assert state.temple == [YELLOW, BLUE, RED]
    assert order.to_decide(state) == (POSITION, RED)  # Blue had no option
    order.choose_position(state, RED, 1)
    order.choose_position(state, BLUE, 2)
    order.choose_position(state, YELLOW, 3)
    assert state.sequence == [RED, BLUE, YELLOW]
    assert order.to_decide(state) is None


def test_alone_at_the_temple():
    state = setup({"players": 1}, 1)
    order.begin(state)
    assert order.to_decide(state) == (POSITION, 0)
    order.choose_position(state, 0, 1)
    assert state.sequence == [0] and state.procedure is None
