"""Roads & Boats state and setup (spec §2.4-§2.5, §3.1.7, §6.3): clone, hash and JSON round trips,
setup determinism by seed, the temple row, start-tile legality and the start pieces."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from rules.core.errors import IllegalAction, OptionsError
from rules.core.state import canonical_json, clone, state_hash, to_plain
from rules.geometry.hexes import Hex
from rules.geometry.rivers import River
from rules.roadsboats import setup as rb_setup
from rules.roadsboats.setup import choose_home, home_choices, normalize_options
from rules.roadsboats.state import (
    Building,
    MovedGoods,
    Wall,
    add_goods,
    add_road,
    count_by_domain,
    draw,
    fill_bag,
    from_plain,
    goods_at,
    hex_of,
    movable,
    new_transporter,
    over_limit,
    remove_goods,
    view,
)

# a row of land hexes q = 0..5 on r = 0; hex 3 has a straight river (two sides)
LAND = {Hex(q, 0): River() for q in range(6)} | {Hex(3, 0): River((0, 3))}
DONKEY = "transporter:donkey"


def started(players: int = 2, seed: int = 7):
    """A game whose players took homes at q = 0, 2, 4, ... in sequence order."""
    state = rb_setup.setup({"players": players}, seed)
    for i, seat in enumerate(state.sequence):
        choose_home(state, LAND, seat, f"hex:{2 * i},0/area:0")
    return state


# -- options -----------------------------------------------------------------------------------


def test_defaults_and_refusals():
    options = normalize_options({})
    assert options["players"] == 2 and options["map"] == "map:dead_sea"
    assert [s["colour"] for s in options["seats"]] == ["red", "yellow"]
    assert normalize_options({"players": 1})["players"] == 1
    for bad in (
        {"players": 6},
        {"players": 0},
        {"players": True},
        {"map": "map:atlantis"},
        {"map": {"tiles": []}},
        {"seats": [{"colour": "red"}, {"colour": "red"}]},
        {"seats": [{"colour": "#ff0000"}, {}]},
    ):
        with pytest.raises(OptionsError):
            normalize_options(bad)
    assert normalize_options({"map": {"hexes": []}})["map"] == {"hexes": []}


def test_five_players_as_the_rulebook_says():
    # "게임은 1명에서 5명까지 즐길 수 있으며": 1 to 5 players, each a colour of its own
    options = normalize_options({"players": 5})
    assert [s["colour"] for s in options["seats"]] == ["red", "yellow", "green", "blue", "purple"]
    with pytest.raises(OptionsError) as caught:
        normalize_options({"players": 6})
    assert caught.value.reason.key == "roads-and-boats.why.options_players"
    state = rb_setup.setup({"players": 5, "map": "map:the_pacific"}, 3)
    assert sorted(state.temple) == list(range(5)) and len(state.pending) == 5


def test_a_map_that_may_leave_a_player_no_start_tile_is_refused():
    # Mesopotamia's 16 land tiles hold 6 homes with a tile between each, but four homes chosen
    # badly leave none for a fifth (§2.5): refused for five, with how many it seats for sure
    assert normalize_options({"players": 4, "map": "map:mesopotamia"})["players"] == 4
    with pytest.raises(OptionsError) as caught:
        normalize_options({"players": 5, "map": "map:mesopotamia"})
    assert caught.value.reason.key == "roads-and-boats.why.options_crowded"
    assert caught.value.reason.params == {"players": 5, "sure": 4}
    for game_map in ("map:dead_sea", "map:lord_of_the_ring", "map:the_pacific"):
        assert normalize_options({"players": 5, "map": game_map})["players"] == 5


def test_room_for_every_home():
    row = {Hex(q, 0): River() for q in range(6)}  # homes on 1 and 4 leave a third nothing
    assert rb_setup.room_for(row, [], 2)
    assert not rb_setup.room_for(row, [], 3)
    # fixed start tiles go to the first players, the others choose around them
    assert rb_setup.room_for(row, [Hex(0, 0), Hex(3, 0)], 3)  # the third takes 5
    assert not rb_setup.room_for(row, [Hex(0, 0), Hex(3, 0)], 4)
    assert rb_setup.room_for(row, [Hex(0, 0), Hex(2, 0), Hex(4, 0)], 3)
    # a map with more than 7 open tiles for each earlier chooser is never searched
    wide = {Hex(q, r): River() for q in range(60) for r in range(3)}
    assert rb_setup.room_for(wide, [], 5)


def test_a_custom_map_fixing_start_tiles_for_fewer_players(monkeypatch):
    # two fixed start tiles, five players: the first two in sequence get them, the rest choose
    land = {Hex(q, 0): River() for q in range(12)}
    monkeypatch.setattr(rb_setup, "_board", lambda game_map: SimpleNamespace(land=land))
    rb_setup._board_of_text.cache_clear()
    custom = {"hexes": [{"q": 99}], "start_tiles": [{"q": 0, "r": 0}, {"q": 2, "r": 0}]}
    state = rb_setup.setup({"players": 5, "map": custom}, 5)
    assert [state.players[s].home for s in state.sequence[:2]] == ["hex:0,0", "hex:2,0"]
    assert [d.seat for d in reversed(state.pending)] == state.sequence[2:]
    assert home_choices(state, land)[0] == "hex:4,0/area:0"
    # fixed on 1 and 10: homes chosen on 4 and 7 close 3 to 8, leaving the fifth nothing
    crowded = {"hexes": [{"q": 98}], "start_tiles": [{"q": 1, "r": 0}, {"q": 10, "r": 0}]}
    assert normalize_options({"players": 4, "map": crowded})["players"] == 4
    with pytest.raises(OptionsError) as caught:
        rb_setup.setup({"players": 5, "map": crowded}, 5)
    assert caught.value.reason.params == {"players": 5, "sure": 4}
    rb_setup._board_of_text.cache_clear()


# -- setup -------------------------------------------------------------------------------------


def test_setup_is_deterministic_by_seed():
    a, b = rb_setup.setup({"players": 4}, 11), rb_setup.setup({"players": 4}, 11)
    assert state_hash(a) == state_hash(b)
    rows = {tuple(rb_setup.setup({"players": 4}, seed).temple) for seed in range(20)}
    assert len(rows) > 5  # the draw really depends on the seed


def test_temple_row_and_sequence_chart_and_pending_start_tiles():
    state = rb_setup.setup({"players": 3}, 3)
    assert sorted(state.temple) == [0, 1, 2]
    assert state.sequence == list(reversed(state.temple))  # §2.4 step 2
    assert state.phase == "start" and state.turn == 1
    # top of the stack (last) is position 1 of the sequence chart: it chooses first
    assert [d.seat for d in reversed(state.pending)] == state.sequence
    assert {d.kind for d in state.pending} == {"choose_home"}
    assert not state.transporters and not state.goods


def test_start_tiles_two_apart_and_the_start_pieces():
    state = rb_setup.setup({"players": 2}, 1)
    first, second = state.sequence
    assert len(home_choices(state, LAND)) == 7  # 6 hexes, the river hex has 2 sides
    with pytest.raises(IllegalAction):
        choose_home(state, LAND, second, "hex:0,0/area:0")  # not his turn
    choose_home(state, LAND, first, "hex:2,0/area:0")
    choices = home_choices(state, LAND)
    assert "hex:1,0/area:0" not in choices and "hex:3,0/area:0" not in choices  # distance 1
    assert choices == ["hex:0,0/area:0", "hex:4,0/area:0", "hex:5,0/area:0"]
    with pytest.raises(IllegalAction):
        choose_home(state, LAND, second, "hex:3,0/area:1")
    choose_home(state, LAND, second, "hex:4,0/area:0")
    assert state.phase == "production" and not state.pending
    red = state.players[first]
    assert (red.home, red.home_area) == ("hex:2,0", "hex:2,0/area:0")
    mine = [t for t in state.transporters if t.owner == red.colour]
    assert [t.id for t in mine] == [f"transporter:{red.colour}:{n}" for n in (1, 2, 3)]
    assert {(t.kind, t.location) for t in mine} == {(DONKEY, "hex:2,0/area:0")}
    assert goods_at(state, "hex:2,0/area:0") == {
        "good:boards": 5,
        "good:stone": 1,
        "good:geese": 2,
    }


def test_a_river_tile_offers_each_side():
    state = rb_setup.setup({"players": 1}, 1)
    assert {"hex:3,0/area:0", "hex:3,0/area:1"} <= set(home_choices(state, LAND))
    choose_home(state, LAND, 0, "hex:3,0/area:1")
    assert state.players[0].home == "hex:3,0"
    assert goods_at(state, "hex:3,0/area:1")["good:boards"] == 5


def test_fixed_start_tiles_of_a_custom_map(monkeypatch):
    land = {Hex(0, 0): River(), Hex(4, 0): River((0, 3))}
    monkeypatch.setattr(rb_setup, "_board", lambda game_map: SimpleNamespace(land=land))
    custom = {"hexes": [], "start_tiles": [{"q": 0, "r": 0}, {"q": 4, "r": 0}]}
    state = rb_setup.setup({"players": 2, "map": custom}, 5)
    first, second = state.sequence
    assert state.players[first].home_area == "hex:0,0/area:0"  # one side: placed at once
    # a river tile: the player still picks the side, and only that tile's
    assert [d.seat for d in state.pending] == [second]
    assert home_choices(state, land) == ["hex:4,0/area:0", "hex:4,0/area:1"]
    choose_home(state, land, second, "hex:4,0/area:1")
    assert state.phase == "production"


# -- clone, hash, JSON -------------------------------------------------------------------------


def busy_state():
    state = started(3)
    red = state.players[state.sequence[0]].colour
    boat = new_transporter(state, red, "transporter:raft", "dock:edge:5,0~5,1#0")
    boat.docked_from = "sea:5,1"
    boat.cargo = ["good:gold", "good:gold"]
    mine = Building("building:mine@hex:1,0", "building:mine", "hex:1,0", "hex:1,0/area:0")
    fill_bag(mine, "fill:mixed")
    state.buildings.append(mine)
    add_road(state, "edge:1,0~2,0#0")
    state.bridges["hex:3,0"] = [0]
    state.walls["edge:0,0~1,0"] = Wall(red, 2)
    state.wonder = [red, None]
    state.moved_goods.append(MovedGoods("hex:0,0/area:0", "good:boards", {red: boat.id}, 1))
    return state


def test_clone_is_deep_and_hashes_equal():
    state = busy_state()
    copy = clone(state)
    assert state_hash(copy) == state_hash(state)
    copy.goods["hex:0,0/area:0"]["good:boards"] = 0
    copy.transporters[-1].cargo.append("good:stock")
    copy.buildings[0].bag.pop()
    copy.walls["edge:0,0~1,0"].tokens = 3
    copy.players[0].research.append("research:rowing")
    assert state_hash(copy) != state_hash(state)
    assert state.goods["hex:0,0/area:0"]["good:boards"] == 5
    assert state.transporters[-1].cargo == ["good:gold", "good:gold"]
    assert len(state.buildings[0].bag) == 6 and state.walls["edge:0,0~1,0"].tokens == 2
    assert state.players[0].research == []


def test_json_round_trip():
    state = busy_state()
    text = canonical_json(state)
    back = from_plain(json.loads(text))
    assert canonical_json(back) == text and state_hash(back) == state_hash(state)
    assert json.loads(json.dumps(to_plain(rb_setup.setup({"players": 4}, 2))))


def test_view_hides_the_order_of_the_mines_bags_only():
    state = busy_state()
    state.buildings[0].bag = ["good:iron", "good:gold", "good:iron"]
    seen = view(state, 0)
    assert seen.buildings[0].bag == ["good:gold", "good:iron", "good:iron"]
    assert seen.rng.state == 0 and state.rng.state != 0
    assert seen.transporters == state.transporters and seen.goods == state.goods
    assert state.buildings[0].bag == ["good:iron", "good:gold", "good:iron"]


# -- helpers -----------------------------------------------------------------------------------


def test_mine_draws_come_from_the_state_rng():
    a, b = busy_state(), busy_state()
    drawn = [draw(a, a.buildings[0]) for _ in range(7)]
    assert drawn == [draw(b, b.buildings[0]) for _ in range(7)]
    assert sorted(drawn[:6]) == ["good:gold"] * 3 + ["good:iron"] * 3 and drawn[6] is None


def test_ownership_counts_by_domain():
    state = started(1)
    colour = state.players[0].colour
    assert count_by_domain(state, colour) == {"land": 3, "water": 0, "total": 3}
    for _ in range(2):
        new_transporter(state, colour, "transporter:wagon", "hex:0,0/area:0")
    assert not over_limit(state, colour)
    new_transporter(state, colour, "transporter:truck", "hex:0,0/area:0")
    assert over_limit(state, colour)  # 6 land
    assert state.transporters[-1].id == f"transporter:{colour}:6"


def test_locations_and_goods_helpers():
    assert hex_of("hex:3,0/area:1") == "hex:3,0"
    assert hex_of("river:3,0") == hex_of("sea:3,0") == hex_of("rig:3,0") == "hex:3,0"
    assert hex_of("dock:edge:5,0~5,1#0", "sea:5,1") == "hex:5,0"
    assert hex_of("dock:edge:5,0~5,1#0", "sea:5,0") == "hex:5,1"
    assert hex_of("carried:transporter:red:1") is None
    state = busy_state()
    boat = state.transporters[-1]
    assert goods_at(state, boat.id) == {"good:gold": 2}
    add_goods(state, "rig:9,9", {"good:fuel": 1})
    remove_goods(state, "rig:9,9", {"good:fuel": 1})
    assert "rig:9,9" not in state.goods


def test_one_mover_per_player_per_phase():
    state = busy_state()
    boat = state.transporters[-1]
    other_own = next(t for t in state.transporters if t.owner == boat.owner and t is not boat)
    someone_else = next(t for t in state.transporters if t.owner != boat.owner)
    place = "hex:0,0/area:0"
    assert movable(state, boat, place, "good:boards") == 5
    assert movable(state, other_own, place, "good:boards") == 4  # §6.3
    assert movable(state, someone_else, place, "good:boards") == 5
    remove_goods(state, place, {"good:boards": 1})  # the marked token leaves first
    assert not state.moved_goods
