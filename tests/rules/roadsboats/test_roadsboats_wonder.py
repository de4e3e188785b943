"""The wonder phase (spec §3.4, §7.3-§7.5): brick prices, paying from home, the marks, neutral
bricks, the end of the game and the rulebook's row-scoring example."""

from __future__ import annotations

import pytest

from rules.bots import make_bot
from rules.core.errors import IllegalAction
from rules.core.session import Session
from rules.geometry.hexes import Hex
from rules.geometry.rivers import River
from rules.roadsboats.scoring import row_points, wonder_points
from rules.roadsboats.setup import choose_home, setup
from rules.roadsboats.state import goods_at, new_transporter, owned
from rules.roadsboats.wonder import (
    brick_cost,
    buy_brick,
    end_brick,
    end_wonder_phase,
    home_places,
    place_brick,
    prices,
    why_not_buy,
)

# a row of land hexes; hex 0,0 has a straight N-S river: area 0 east bank, area 1 west bank
LAND = {Hex(q, 0): River() for q in range(13)} | {Hex(0, 0): River((0, 3))}
HOME = "hex:0,0/area:0"
FAR_SIDE = "hex:0,0/area:1"


def wonder_phase(players: int = 3):
    """Everyone home at q = 0, 3, 6, 9, 12 (the first in sequence on the river tile's east
    bank)."""
    state = setup({"players": players}, 4)
    for i, seat in enumerate(state.sequence):
        choose_home(state, LAND, seat, f"hex:{3 * i},0/area:0")
    state.phase = "wonder"
    return state, state.sequence[0]


def test_prices_per_turn_and_after_rows_1_to_4():
    state, seat = wonder_phase()
    assert brick_cost(state, seat) == 1
    state.players[seat].bought = 2
    assert brick_cost(state, seat) == 3  # 3 bricks in a turn: 1 + 2 + 3 = 6 goods
    state.players[seat].bought = 0
    state.wonder = [None] * 15
    assert prices(state, seat, 4) == [1, 2, 4, 5]  # brick 18 starts row 5: the mark
    state.wonder = [None] * 17
    assert brick_cost(state, seat) == 2


def test_buying_with_goods_from_the_home_tile():
    state, seat = wonder_phase()
    colour = state.players[seat].colour
    donkey = owned(state, colour)[0]
    donkey.cargo = ["good:stone", "good:geese"]
    events = buy_brick(state, LAND, seat, {HOME: {"good:boards": 1}})
    assert state.wonder == [colour] and [e.key for e in events] == ["roads-and-boats.event.brick"]
    assert events[0].params == {"place": 1, "cost": 1}
    # the second brick costs 2; goods may come from the area and the own transporters together
    buy_brick(state, LAND, seat, {HOME: {"good:geese": 1}, donkey.id: {"good:stone": 1}})
    assert donkey.cargo == ["good:geese"]
    assert goods_at(state, HOME) == {"good:boards": 4, "good:stone": 1, "good:geese": 1}
    # others' bricks do not raise his price
    other = state.sequence[1]
    buy_brick(state, LAND, other, {"hex:3,0/area:0": {"good:boards": 1}})
    assert brick_cost(state, seat) == 3 and brick_cost(state, other) == 2
    refused = {
        "wrong amount": {HOME: {"good:boards": 2}},
        "missing goods": {HOME: {"good:paper": 3}},
        "not at home": {"hex:3,0/area:0": {"good:boards": 3}},
        "other player's cargo": {owned(state, state.players[other].colour)[0].id: {"x": 3}},
    }
    for paid in refused.values():
        assert why_not_buy(state, LAND, seat, paid) is not None
        with pytest.raises(IllegalAction):
            buy_brick(state, LAND, seat, paid)
    assert len(state.wonder) == 3


def test_a_transporter_on_the_home_tile_is_needed_and_reaches_its_side_only():
    state, seat = wonder_phase()
    colour = state.players[seat].colour
    state.goods[FAR_SIDE] = {"good:trunks": 3}
    movers = owned(state, colour)
    assert FAR_SIDE not in home_places(state, LAND, seat)  # across an unbridged river
    for t in movers:
        t.location = "hex:1,0/area:0"
    assert home_places(state, LAND, seat) == []
    assert why_not_buy(state, LAND, seat, {HOME: {"good:boards": 1}}) is not None
    movers[0].location = FAR_SIDE
    assert home_places(state, LAND, seat) == [FAR_SIDE, movers[0].id]
    state.bridges["hex:0,0"] = [0]
    assert home_places(state, LAND, seat) == [HOME, FAR_SIDE, movers[0].id]
    del state.bridges["hex:0,0"]
    movers[0].location = "river:0,0"  # a boat in the river reaches both banks
    assert home_places(state, LAND, seat)[:2] == [HOME, FAR_SIDE]
    boat = new_transporter(state, colour, "transporter:raft", "dock:edge:-1,0~0,0#1")
    boat.docked_from = "sea:-1,0"
    movers[0].location = "hex:1,0/area:0"
    # edge -1,0~0,0 is NW of hex 0,0; half 1 of it seen from -1,0 is half 0 seen from 0,0
    assert home_places(state, LAND, seat) == [FAR_SIDE, boat.id]


def test_irrigation_mark():
    state, _ = wonder_phase()
    state.wonder = [None] * 43
    assert place_brick(state, None) == [] and not state.irrigated
    events = place_brick(state, "red")
    assert state.irrigated and [e.key for e in events] == ["roads-and-boats.event.irrigation"]


# the wonder board's marks: row 12 place 6, row 13 places 4 and 7, row 14 place 7 (five players)
@pytest.mark.parametrize(("players", "brick"), [(1, 62), (2, 62), (3, 66), (4, 69), (5, 76)])
def test_the_end_mark_for_the_number_of_players(players, brick):
    state, seat = wonder_phase(players)
    assert end_brick(state) == brick
    state.wonder = [None] * (brick - 1)
    state.goods[HOME] = {"good:boards": 9}
    events = buy_brick(state, LAND, seat, {HOME: {"good:boards": 2}})
    assert state.over and events[-1].key == "roads-and-boats.event.wonder_complete"
    # the game is over: no further bricks, no neutral brick
    assert why_not_buy(state, LAND, seat, {HOME: {"good:boards": 3}}) is not None
    assert end_wonder_phase(state) == [] and len(state.wonder) == brick


def test_a_neutral_brick_every_turn_and_the_33rd_ends_the_game():
    state, seat = wonder_phase(4)
    state.players[seat].bought = 2
    state.transporters[0].moved = True
    events = end_wonder_phase(state)
    assert [e.key for e in events] == ["roads-and-boats.event.neutral_brick"]
    assert state.wonder == [None] and state.turn == 2 and state.phase == "production"
    assert state.players[seat].bought == 0 and not state.transporters[0].moved
    state.wonder = [None] * 31 + ["red", "blue"]
    state.turn = 32
    end_wonder_phase(state)
    assert not state.over and state.turn == 33
    events = end_wonder_phase(state)
    assert state.over and state.neutral_bricks == 33 and state.turn == 33
    assert events[-1].key == "roads-and-boats.event.last_neutral_brick"


def test_the_rulebook_row_scoring_example():
    # p.19: a 7-place row red, red, yellow, blue, white, red, blue -> 6 coloured bricks
    row = ["red", "red", "yellow", "blue", None, "red", "blue"]
    assert row_points(row) == {"red": 5, "yellow": 1, "blue": 3}
    state, _ = wonder_phase(4)
    state.wonder = [None] * 62 + row  # rows 1-12 all white: worth nothing; row 13 as above
    assert wonder_points(state) == {"red": 5, "yellow": 1, "green": 0, "blue": 3}
    assert row_points([None, None]) == {}


def test_five_heuristic_bots_play_to_the_five_player_end_mark():
    # "게임은 1명에서 5명까지 즐길 수 있으며": five players; the wonder board's five-player mark
    # (row 14, place 7: brick 76) ends the game at once, long before the 33rd neutral brick
    session = Session("roads-and-boats", {"players": 5, "map": "map:dead_sea"}, 1)
    bots = [make_bot("roads-and-boats", "heuristic", 1000 + seat) for seat in range(5)]
    while (prompt := session.rules.prompt(session.state)) is not None:
        action = bots[prompt.seat].choose(session.rules, session.state, prompt.seat)
        session.apply(action, by="bot")
    state = session.state
    assert state.over and end_brick(state) == 76 and len(state.wonder) == 76
    assert state.neutral_bricks < 33
    assert {c for c in state.wonder if c} == {"red", "yellow", "green", "blue", "purple"}
    result = session.rules.result(state)
    assert sorted(s.seat for s in result.standings) == [0, 1, 2, 3, 4]
