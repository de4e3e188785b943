"""Wealth and the winner (spec §7.5-§7.6): goods count only on one's own transporters, wonder rows
are shared by their coloured bricks, ties go to the figure closest to the temple."""

from __future__ import annotations

from rules.geometry.hexes import Hex
from rules.geometry.rivers import River
from rules.roadsboats.scoring import result, wealth, wonder_points, wonder_rows
from rules.roadsboats.setup import choose_home, setup
from rules.roadsboats.state import owned

LAND = {Hex(q, 0): River() for q in range(10)}


def ended(players: int = 3):
    state = setup({"players": players}, 9)
    for i, seat in enumerate(state.sequence):
        choose_home(state, LAND, seat, f"hex:{3 * i},0/area:0")
    state.over = True
    return state


def test_goods_count_only_on_own_transporters():
    state = ended()
    colour = state.players[0].colour
    first, second = owned(state, colour)[:2]
    first.cargo = ["good:gold", "good:coins"]
    second.cargo = ["good:stock", "good:gold", "good:boards"]
    state.goods["hex:0,0/area:0"] = {"good:stock": 5}  # unattended: nobody's
    assert wealth(state, 0) == {"total": 180, "gold": 20, "coins": 40, "stock": 120, "wonder": 0}
    assert wealth(state, 1)["total"] == 0


def test_wonder_rows_and_points():
    state = ended()
    red, yellow, green = (p.colour for p in state.players)
    # row 1 (4 places): red alone among coloured bricks -> 10; row 2 (4): red 1, yellow 1 -> 5 each;
    # row 3, incomplete: green alone -> 10
    state.wonder = [red, None, None, None, red, yellow, None, None, green]
    assert [len(r) for r in wonder_rows(state.wonder)] == [4, 4, 1]
    assert wonder_points(state) == {red: 15, yellow: 5, green: 10}
    assert wealth(state, 0)["wonder"] == 15


def test_result_ranks_by_wealth_and_breaks_ties_by_the_temple():
    state = ended()
    state.over = False
    assert result(state) is None
    state.over = True
    state.temple = [2, 0, 1]
    for seat in (0, 2):
        owned(state, state.players[seat].colour)[0].cargo = ["good:gold"]
    outcome = result(state)
    assert outcome is not None
    assert [s.seat for s in outcome.standings] == [2, 0, 1]  # 2 is closer to the temple than 0
    assert outcome.winners == (2,)
    assert outcome.standings[0].score["total"] == 10
    assert list(outcome.standings[0].score) == ["total", "gold", "coins", "stock", "wonder"]
