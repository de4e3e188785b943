"""The movement phase (spec §3.2, §4.4-§4.9, §6.2-§6.3): whole moves of land transporters and
boats with their loading, walls, capacity, the one-mover-per-player marks, geese, carrying and
unloading, and a seeded random walk through `move_options` that must conserve every good.

The valley map (as in test_roadsboats_board, flat hexes q 0..4, r 0..4, all pasture): a river
runs down column q=2 from a source at (2,0) (area 0 = east bank, area 1 = west bank of the
straight tiles) into the sea at (2,5); sea also at (1,5) and (3,5).
"""

from __future__ import annotations

import random

import pytest

from rules.core.errors import IllegalAction
from rules.core.games import ruleset
from rules.core.i18n import render, render_event
from rules.core.rng import Rng
from rules.roadsboats.board import reach_land, reach_water
from rules.roadsboats.describe_words import worded
from rules.roadsboats.maps import map_to_json
from rules.roadsboats.movement import (
    Follow,
    Load,
    Move,
    Unload,
    apply_move,
    apply_unload,
    consent_asked,
    end_movement,
    goods_total,
    move_options,
    reachable,
    unload_options,
    why_not_move,
    why_not_unload,
)
from rules.roadsboats.setup import features_of
from rules.roadsboats.state import (
    Player,
    RoadsBoatsState,
    Wall,
    add_goods,
    goods_at,
    new_transporter,
)
from tests.rules.roadsboats.valley import valley

VALLEY = valley()
A, B = "hex:0,2/area:0", "hex:1,2/area:0"
WEST, EAST = "hex:2,2/area:1", "hex:2,2/area:0"
STONE, TRUNKS, STOCK, BOARDS, GEESE = (
    "good:stone",
    "good:trunks",
    "good:stock",
    "good:boards",
    "good:geese",
)


def area(q: int, r: int, k: int = 0) -> str:
    return f"hex:{q},{r}/area:{k}"


def road(a: tuple[int, int], b: tuple[int, int], side: int = 0) -> str:
    (q1, r1), (q2, r2) = sorted([a, b])
    return f"edge:{q1},{r1}~{q2},{r2}#{side}"


def edge(a: tuple[int, int], b: tuple[int, int]) -> str:
    (q1, r1), (q2, r2) = sorted([a, b])
    return f"edge:{q1},{r1}~{q2},{r2}"


def game(roads: tuple[str, ...] = ()) -> RoadsBoatsState:
    state = RoadsBoatsState(
        rng=Rng(1),
        map=map_to_json(VALLEY),
        players=[Player(0, "Ann", "red"), Player(1, "Bo", "yellow")],
        temple=[0, 1],
        sequence=[0, 1],
        phase="movement",
    )
    state.roads = sorted(roads)
    return state


def put(state, colour, kind, where, cargo=()):
    t = new_transporter(state, colour, f"transporter:{kind}", where)
    t.cargo = list(cargo)
    return t


def why(state, seat, move) -> str:
    text = why_not_move(state, seat, move)
    assert text is not None, "the move should be refused"
    assert "{" not in render(text) and "{" not in render(text, "ko"), render(text)
    return text.key.removeprefix("roads-and-boats.why.")


def total(state) -> dict[str, int]:
    return goods_total(state)


# -- the rulebook's movement example (§4.4 item 9, picture p.11) -----------------------------------

EXAMPLE_ROADS = (
    road((0, 2), (1, 2)),
    road((1, 0), (1, 1)),
    road((1, 1), (1, 2)),
)


def test_movement_example_donkey_there_and_back_then_the_wagon():
    state = game(EXAMPLE_ROADS)
    add_goods(state, A, {TRUNKS: 3})
    add_goods(state, B, {STONE: 2})
    donkey = put(state, "red", "donkey", A)
    wagon = put(state, "red", "wagon", area(1, 0), [STOCK] * 3)
    before = total(state)
    # the donkey takes a trunk, goes 1 tile, drops it, takes 2 stones and comes back: 2 steps
    trip = Move(
        donkey.id,
        (A, B, A),
        (
            Load(0, A, TRUNKS, 1),
            Load(1, B, TRUNKS, -1),
            Load(1, B, STONE, 2),
            Load(2, A, STONE, -2),
        ),
    )
    assert why_not_move(state, 0, trip) is None
    events = apply_move(state, 0, trip)
    assert [e.moved for e in events if e.moved] == [(A, B), (B, A)]
    assert goods_at(state, A) == {TRUNKS: 2, STONE: 2} and goods_at(state, B) == {TRUNKS: 1}
    assert donkey.location == A and donkey.moved and total(state) == before
    # the wagon moves 3 tiles, brings 3 stocks to the donkey's tile and loads 2 trunks
    path = (area(1, 0), area(1, 1), B, A)
    haul = Move(wagon.id, path, (Load(3, A, STOCK, -3), Load(3, A, TRUNKS, 2)))
    assert why_not_move(state, 0, haul) is None
    # ... but it cannot take the stones the donkey moved, nor the trunk it dropped on the way
    stones = Move(wagon.id, path, (Load(3, A, STOCK, -3), Load(3, A, STONE, 1)))
    assert why(state, 0, stones) == "move_goods_moved"
    assert "donkey" in render(why_not_move(state, 0, stones))
    trunk = Move(wagon.id, path, (Load(2, B, TRUNKS, 1), Load(3, A, STOCK, -3)))
    assert why(state, 0, trunk) == "move_capacity"  # full of stock when it passes B
    apply_move(state, 0, haul)
    assert goods_at(state, A) == {STOCK: 3, STONE: 2} and wagon.cargo == [TRUNKS, TRUNKS]
    assert total(state) == before
    # another player may carry the stones on (§6.3)
    other = put(state, "yellow", "donkey", A)
    assert why_not_move(state, 1, Move(other.id, (A, B), (Load(0, A, STONE, 2),))) is None
    # the next movement phase nothing is marked any more
    end_movement(state)
    assert not state.moved_goods and not donkey.moved
    assert why_not_move(state, 0, Move(donkey.id, (A,), (Load(0, A, STONE, 2),))) is None


def test_goods_dropped_on_the_way_and_carried_by_the_same_transporter_stay_its_own():
    state = game(EXAMPLE_ROADS)
    add_goods(state, A, {STONE: 1})
    donkey = put(state, "red", "donkey", A)
    move = Move(donkey.id, (A, B, A), (Load(0, A, STONE, 1), Load(1, B, STONE, -1)))
    apply_move(state, 0, move)
    [mark] = state.moved_goods
    assert (mark.place, mark.good, mark.by, mark.count) == (B, STONE, {"red": donkey.id}, 1)
    # a token only loaded and dropped again without a step is not marked (spec A11)
    wagon = put(state, "red", "wagon", B)
    add_goods(state, B, {BOARDS: 1})
    apply_move(state, 0, Move(wagon.id, (B,), (Load(0, B, BOARDS, 1), Load(0, B, BOARDS, -1))))
    assert len(state.moved_goods) == 1


def test_goods_handed_to_another_transporter_cannot_travel_on_with_it():
    state = game(EXAMPLE_ROADS)
    add_goods(state, A, {STONE: 2})
    wagon = put(state, "red", "wagon", A)
    truck = put(state, "red", "truck", B)
    rival = put(state, "yellow", "donkey", B)
    # the wagon brings a stone to B and hands it to the truck (an own transporter within reach)
    hand = Move(wagon.id, (A, B), (Load(0, A, STONE, 2), Load(1, truck.id, STONE, -1)))
    rival.cargo = [BOARDS]
    # goods on another player's transporter are taken only with his consent (§4.4 item 7: "주인의
    # 의향이 있다면 다른 운송수단으로부터 상품을 가져가거나"): the move asks him first
    take = Move(wagon.id, (A, B), (Load(1, rival.id, BOARDS, 1),))
    assert why_not_move(state, 0, take) is None
    assert [owner for owner, _ in consent_asked(state, take)] == ["yellow"]
    apply_move(state, 0, hand)
    assert truck.cargo == [STONE] and wagon.cargo == [STONE]
    # the truck may not carry that stone on (§6.3), unless it leaves it behind first
    assert why(state, 0, Move(truck.id, (B, A))) == "move_cargo_moved"
    assert why_not_move(state, 0, Move(truck.id, (B, A), (Load(0, B, STONE, -1),))) is None
    # nor take the wagon's stone from it
    assert why(state, 0, Move(truck.id, (B,), (Load(0, wagon.id, STONE, 1),))) == (
        "move_goods_moved"
    )
    # a full transporter takes nothing more
    add_goods(state, B, {BOARDS: 5})
    state.transporter(truck.id).cargo = [BOARDS] * 6
    state.moved_goods = []
    other = put(state, "red", "donkey", B)
    give = Move(other.id, (B,), (Load(0, B, BOARDS, 1), Load(0, truck.id, BOARDS, -1)))
    assert why(state, 0, give) == "move_no_room"


# -- land paths ----------------------------------------------------------------------------------


def test_donkeys_step_once_off_road_and_twice_along_roads_only():
    state = game((road((0, 2), (1, 2)),))
    donkey = put(state, "red", "donkey", A)
    assert why_not_move(state, 0, Move(donkey.id, (A, area(0, 3)))) is None  # 1 step, no road
    assert why(state, 0, Move(donkey.id, (A, area(0, 3), area(0, 4)))) == "move_off_road"
    assert why(state, 0, Move(donkey.id, (A, B, area(1, 3)))) == "move_off_road"
    assert why_not_move(state, 0, Move(donkey.id, (A, B, A))) is None
    assert why(state, 0, Move(donkey.id, (A, B, A, B))) == "move_too_far"
    assert why(state, 0, Move(donkey.id, (A, area(2, 2, 1)))) == "move_not_adjacent"
    assert why(state, 0, Move(donkey.id, (A, "sea:2,5"))) == "move_land_only"
    assert why(state, 0, Move(donkey.id, (B, A))) == "move_path_start"


def test_wagons_keep_to_roads():
    state = game((road((0, 2), (1, 2)),))
    wagon = put(state, "red", "wagon", A)
    assert why_not_move(state, 0, Move(wagon.id, (A, B))) is None
    assert why(state, 0, Move(wagon.id, (A, area(0, 3)))) == "move_no_road"
    text = why_not_move(state, 0, Move(wagon.id, (A, area(0, 3))))
    assert render(text).startswith("A wagon moves along roads only")


def test_the_river_stops_land_transporters_unless_bridged():
    state = game()
    donkey = put(state, "red", "donkey", WEST)
    assert why(state, 0, Move(donkey.id, (WEST, EAST))) == "move_river"
    assert why(state, 0, Move(donkey.id, (WEST, area(3, 2)))) == "move_river"
    assert render(why_not_move(state, 0, Move(donkey.id, (WEST, EAST)))) == (
        "A donkey cannot cross the river here: there is no bridge."
    )
    state.bridges = {"hex:2,2": [0]}
    # crossing a bridge costs nothing: then one step off road to the east
    assert why_not_move(state, 0, Move(donkey.id, (WEST, EAST, area(3, 2)))) is None
    apply_move(state, 0, Move(donkey.id, (WEST, EAST, area(3, 2))))
    assert donkey.location == area(3, 2)


def test_walls_of_other_players_block_and_own_or_neutral_ones_do_not():
    state = game((road((0, 2), (1, 2)), road((1, 2), (1, 3))))
    red = put(state, "red", "donkey", A)
    yellow = put(state, "yellow", "wagon", A)
    state.walls = {edge((0, 2), (1, 2)): Wall("yellow")}
    assert why(state, 0, Move(red.id, (A, B))) == "move_wall"
    refusal = worded(state, why_not_move(state, 0, Move(red.id, (A, B))))
    assert render(refusal, names=["Ann", "Bo"]) == "Bo's wall blocks this edge."
    assert why_not_move(state, 1, Move(yellow.id, (A, B, area(1, 3)))) is None
    # the reach lens is the board's reach with those walls
    features = features_of(state)
    assert reachable(state, red.id) == reach_land(VALLEY, features, red.kind, "red", A)
    assert B not in reachable(state, red.id) and B in reachable(state, yellow.id)
    state.walls = {edge((0, 2), (1, 2)): Wall(None)}  # demolished: neutral
    assert why_not_move(state, 0, Move(red.id, (A, B))) is None


# -- capacity and loading --------------------------------------------------------------------------


def test_capacity_holds_at_every_moment_but_more_goods_can_move_in_one_turn():
    state = game((road((0, 2), (1, 2)),))
    add_goods(state, A, {STONE: 3, BOARDS: 2})
    donkey = put(state, "red", "donkey", A)
    before = total(state)
    assert why(state, 0, Move(donkey.id, (A, B), (Load(0, A, STONE, 3),))) == "move_capacity"
    assert render(why_not_move(state, 0, Move(donkey.id, (A,), (Load(0, A, STONE, 3),)))) == (
        "The donkey can carry 2 goods."
    )
    relay = Move(
        donkey.id,
        (A, B, A),
        (Load(0, A, STONE, 2), Load(1, B, STONE, -2), Load(2, A, BOARDS, 2)),
    )
    apply_move(state, 0, relay)
    assert goods_at(state, B) == {STONE: 2} and donkey.cargo == [BOARDS, BOARDS]
    assert total(state) == before


def test_loads_must_be_there_in_reach_and_in_order():
    state = game((road((0, 2), (1, 2)),))
    add_goods(state, A, {STONE: 1})
    add_goods(state, area(0, 4), {STONE: 1})
    donkey = put(state, "red", "donkey", A)
    assert why(state, 0, Move(donkey.id, (A,), (Load(0, A, STONE, 2),))) == "move_goods_missing"
    assert why(state, 0, Move(donkey.id, (A,), (Load(0, area(0, 4), STONE, 1),))) == (
        "move_out_of_reach"
    )
    assert why(state, 0, Move(donkey.id, (A,), (Load(0, A, STONE, -1),))) == "move_not_carrying"
    assert why(state, 0, Move(donkey.id, (A, B), (Load(2, A, STONE, 1),))) == "move_stop_off_path"
    moves = (Load(1, B, STONE, -1), Load(0, A, STONE, 1))
    assert why(state, 0, Move(donkey.id, (A, B), moves)) == "move_load_order"
    assert why(state, 0, Move(donkey.id, (A,), (Load(0, A, STONE, 0),))) == "move_load_zero"


def test_a_transporter_moves_once_per_phase_only_in_the_movement_phase_and_only_its_owner():
    state = game()
    donkey = put(state, "red", "donkey", A)
    assert why(state, 1, Move(donkey.id, (A, area(0, 3)))) == "move_not_yours"
    assert why(state, 0, Move("transporter:red:99", (A,))) == "move_unknown"
    apply_move(state, 0, Move(donkey.id, (A, area(0, 3))))
    assert why(state, 0, Move(donkey.id, (area(0, 3), A))) == "move_already_moved"
    with pytest.raises(IllegalAction):
        apply_move(state, 0, Move(donkey.id, (area(0, 3), A)))
    state.phase = "building"
    end_movement(state)
    assert why(state, 0, Move(donkey.id, (area(0, 3), A))) == "move_not_movement_phase"


# -- boats (§4.5) ----------------------------------------------------------------------------------

DOCK_34 = "dock:edge:2,5~3,4#0"  # the coast of (3,4) facing the sea at (2,5)


def test_a_river_boat_loads_on_both_banks_without_ending_its_move():
    state = game()
    add_goods(state, WEST, {BOARDS: 1})
    add_goods(state, EAST, {TRUNKS: 1})
    raft = put(state, "red", "raft", "river:2,2")
    before = total(state)
    move = Move(
        raft.id,
        ("river:2,2", "river:2,3", "river:2,4"),
        (
            Load(0, WEST, BOARDS, 1),
            Load(0, EAST, TRUNKS, 1),
            Load(1, area(2, 3, 0), BOARDS, -1),  # ferried across to the east bank
            Load(2, area(2, 4, 1), TRUNKS, -1),
        ),
    )
    assert why_not_move(state, 0, move) is None
    apply_move(state, 0, move)
    assert goods_at(state, area(2, 3, 0)) == {BOARDS: 1}
    assert goods_at(state, area(2, 4, 1)) == {TRUNKS: 1}
    assert raft.location == "river:2,4" and total(state) == before


def test_docking_ends_the_move_and_a_docked_boat_leaves_only_to_its_sea():
    state = game()
    add_goods(state, area(3, 4), {STONE: 2})
    boat = put(state, "red", "rowboat", "river:2,3", [BOARDS])
    into_dock = ("river:2,3", "river:2,4", "sea:2,5", DOCK_34)
    assert why(state, 0, Move(boat.id, (*into_dock, "sea:2,5"))) == "move_docking_ends"
    docked = Move(
        boat.id, into_dock, (Load(3, area(3, 4), STONE, 2), Load(3, area(3, 4), BOARDS, -1))
    )
    assert why_not_move(state, 0, docked) is None
    apply_move(state, 0, docked)
    assert boat.location == DOCK_34 and boat.docked_from == "sea:2,5"
    assert goods_at(state, area(3, 4)) == {BOARDS: 1}
    end_movement(state)
    assert reachable(state, boat.id) == reach_water(VALLEY, features_of(state), "red", DOCK_34, 4)
    assert why(state, 0, Move(boat.id, (DOCK_34, "sea:3,5"))) == "move_dock_exit"
    leave = Move(boat.id, (DOCK_34, "sea:2,5", "sea:3,5"))
    assert why_not_move(state, 0, leave) is None
    apply_move(state, 0, leave)
    assert boat.location == "sea:3,5" and boat.docked_from is None


def test_boats_keep_to_water_never_drop_at_sea_and_have_their_movement():
    state = game()
    raft = put(state, "red", "raft", "sea:1,5", [STONE])
    assert why(
        state, 0, Move(raft.id, ("sea:1,5", "sea:2,5"), (Load(1, "sea:2,5", STONE, -1),))
    ) == ("move_at_sea")
    assert why(state, 0, Move(raft.id, ("sea:1,5", area(1, 4)))) == "move_water_only"
    far = ("sea:1,5", "sea:2,5", "river:2,4", "river:2,3", "river:2,2")
    assert why(state, 0, Move(raft.id, far)) == "move_too_far"
    assert why_not_move(state, 0, Move(raft.id, far[:4])) is None


def test_a_wall_on_a_coast_lets_only_its_owner_dock():
    state = game()
    state.walls = {edge((2, 5), (3, 4)): Wall("yellow")}
    red = put(state, "red", "raft", "sea:2,5")
    yellow = put(state, "yellow", "raft", "sea:2,5")
    assert why(state, 0, Move(red.id, ("sea:2,5", DOCK_34))) == "move_wall"
    assert DOCK_34 not in reachable(state, red.id)
    assert why_not_move(state, 1, Move(yellow.id, ("sea:2,5", DOCK_34))) is None


# -- geese (§4.8) --------------------------------------------------------------------------------


def test_geese_follow_without_using_capacity_and_count_as_moved():
    state = game()
    add_goods(state, A, {GEESE: 3, STONE: 2})
    donkey = put(state, "red", "donkey", A)
    before = total(state)
    move = Move(
        donkey.id,
        (A, area(0, 3)),
        (Load(0, A, STONE, 2),),
        follow=(Follow(0, A, 3),),
    )
    assert why_not_move(state, 0, move) is None
    apply_move(state, 0, move)
    # the geese stay where the move ends
    assert goods_at(state, area(0, 3)) == {GEESE: 3} and donkey.cargo == [STONE, STONE]
    assert total(state) == before
    other = put(state, "red", "donkey", area(0, 3))
    follow_again = Move(other.id, (area(0, 3), area(0, 4)), follow=(Follow(0, area(0, 3), 1),))
    assert why(state, 0, follow_again) == "move_goods_moved"
    rival = put(state, "yellow", "donkey", area(0, 3))
    assert (
        why_not_move(state, 1, Move(rival.id, (area(0, 3), A), follow=((0, area(0, 3), 3),)))
        is None
    )


def test_geese_can_be_left_on_the_way_but_not_in_a_river():
    state = game()
    add_goods(state, area(2, 4, 1), {GEESE: 2})
    raft = put(state, "red", "raft", "river:2,4")
    drop = Move(
        raft.id,
        ("river:2,4", "river:2,3", "river:2,4"),
        follow=(Follow(0, area(2, 4, 1), 2), Follow(1, area(2, 3, 0), -1)),
    )
    assert why(state, 0, drop) == "move_geese_at_sea"  # one still follows, in the river
    drop = Move(
        raft.id,
        ("river:2,4", "river:2,3", "river:2,4"),
        follow=(
            Follow(0, area(2, 4, 1), 2),
            Follow(1, area(2, 3, 0), -1),
            Follow(2, area(2, 4, 0), -1),
        ),
    )
    apply_move(state, 0, drop)
    assert goods_at(state, area(2, 3, 0)) == {GEESE: 1} == goods_at(state, area(2, 4, 0))


# -- geese at sea (§4.8) ---------------------------------------------------------------------------

# "거위는 바다에 홀로 둘 수 없습니다. 바다에 있는 거위는 다른 운송수단이 거위와 함께 남아있지
# 않는 한 그 타일 밖으로 움직이는 운송수단의 뒤를 따라갑니다." Geese may be at sea beside a
# transporter; one leaving them alone there takes them along.


def _alone_at_sea(state) -> list[str]:
    boats = {t.location for t in state.transporters}
    return [p for p, pile in state.goods.items() if p.startswith("sea:") and p not in boats]


def test_a_raft_stops_at_sea_with_two_geese_following():
    rules = ruleset("roads-and-boats")
    state = game()
    add_goods(state, area(2, 4, 1), {GEESE: 2})
    raft = put(state, "red", "raft", "river:2,4")
    before = total(state)
    to_sea = Move(raft.id, ("river:2,4", "sea:2,5"), follow=(Follow(0, area(2, 4, 1), 2),))
    assert rules.why_not(state, to_sea) is None
    rules.apply(state, to_sea)
    assert raft.location == "sea:2,5" and goods_at(state, "sea:2,5") == {GEESE: 2}
    assert total(state) == before and not _alone_at_sea(state)
    assert "sea:2,5/good:geese" in rules.element_ids(state)
    assert render(rules.describe(state, "sea:2,5/good:geese"))


def test_geese_at_sea_follow_the_last_transporter_that_leaves_them():
    rules = ruleset("roads-and-boats")
    state = game()
    raft = put(state, "red", "raft", "sea:2,5")
    rival = put(state, "yellow", "raft", "sea:2,5")
    add_goods(state, "sea:2,5", {GEESE: 2})
    before = total(state)
    # Bo's raft stays with them: Ann's raft sails off alone
    rules.apply(state, Move(raft.id, ("sea:2,5", "sea:1,5")))
    assert goods_at(state, "sea:2,5") == {GEESE: 2} and goods_at(state, "sea:1,5") == {}
    # Bo's raft is the last: the geese follow it, asked or not
    state.sequence = [1, 0]
    state.players[0].done = True
    rules.apply(state, Move(rival.id, ("sea:2,5", "sea:3,5")))
    assert goods_at(state, "sea:2,5") == {} and goods_at(state, "sea:3,5") == {GEESE: 2}
    assert total(state) == before and not _alone_at_sea(state)
    # next phase: docking, the geese go ashore with it
    end_movement(state)
    state.players[0].done = True
    dock = next(m for m in move_options(state, 1, rival.id) if m.path[-1].startswith("dock:"))
    rules.apply(state, Move(rival.id, dock.path))
    assert goods_at(state, "sea:3,5") == {} and total(state) == before
    assert sum(goods_at(state, a).get(GEESE, 0) for a in state.goods) == 2
    assert not _alone_at_sea(state)


def test_geese_are_dropped_at_sea_only_beside_a_transporter():
    rules = ruleset("roads-and-boats")
    state = game()
    raft = put(state, "red", "raft", "sea:2,5", [GEESE, GEESE])
    other = put(state, "red", "raft", "sea:1,5")
    # beside the raft itself (it stays), or on the way beside another boat
    stay = Move(raft.id, ("sea:2,5",), (Load(0, "sea:2,5", GEESE, -1),))
    assert rules.why_not(state, stay) is None
    beside = Move(raft.id, ("sea:2,5", "sea:1,5", "sea:2,5"), (Load(1, "sea:1,5", GEESE, -2),))
    assert rules.why_not(state, beside) is None
    rules.apply(state, beside)
    assert goods_at(state, "sea:1,5") == {GEESE: 2} and raft.cargo == []
    # other goods are never left at sea (§4.5.8)
    raft.cargo, raft.moved = [STONE], False
    why_stone = rules.why_not(state, Move(raft.id, ("sea:2,5",), (Load(0, "sea:2,5", STONE, -1),)))
    assert why_stone.key.endswith("move_at_sea")
    # the geese beside the other raft follow it when it leaves them (left alone otherwise)
    rules.apply(state, Move(other.id, ("sea:1,5", "sea:2,5")))
    assert goods_at(state, "sea:2,5") == {GEESE: 2} and not _alone_at_sea(state)


# -- carrying and unloading (§4.7) ----------------------------------------------------------------


def test_a_raft_ferries_a_donkey_which_is_unloaded_next_movement_phase():
    state = game()
    raft = put(state, "red", "raft", "river:2,2")
    donkey = put(state, "red", "donkey", WEST)
    move = Move(raft.id, ("river:2,2", "river:2,3"), carry=donkey.id)
    assert why_not_move(state, 0, move) is None
    events = apply_move(state, 0, move)
    assert donkey.location == f"carried:{raft.id}"
    assert "roads-and-boats.event.move_carry" in [e.key for e in events]
    assert reachable(state, donkey.id) == {}
    assert why(state, 0, Move(donkey.id, (donkey.location, WEST))) == "move_is_carried"
    # not in the same phase: its carrier has moved
    assert why_not_unload(state, 0, Unload(donkey.id, area(2, 3, 0))).key.endswith(
        "move_unload_too_late"
    )
    end_movement(state)
    assert unload_options(state, donkey.id) == [area(2, 3, 0), area(2, 3, 1)]
    assert why_not_unload(state, 0, Unload(donkey.id, area(1, 1))).key.endswith("move_unload_where")
    events = apply_unload(state, 0, Unload(donkey.id, area(2, 3, 0)))  # across the river
    assert donkey.location == area(2, 3, 0) and events[0].moved == (
        f"carried:{raft.id}",
        area(2, 3, 0),
    )
    # both may move and carry goods in that phase
    assert why_not_move(state, 0, Move(donkey.id, (area(2, 3, 0), area(3, 3)))) is None
    assert why_not_move(state, 0, Move(raft.id, ("river:2,3", "river:2,4"))) is None


def test_carrying_rules():
    state = game()
    add_goods(state, WEST, {STONE: 1})
    raft = put(state, "red", "raft", "river:2,2")
    donkey = put(state, "red", "donkey", WEST, [BOARDS])
    moved = put(state, "red", "donkey", WEST)
    theirs = put(state, "yellow", "donkey", WEST)
    far = put(state, "red", "donkey", A)
    path = ("river:2,2", "river:2,3")
    assert why(state, 0, Move(raft.id, path, carry=donkey.id)) == "move_carry_goods"
    assert why(state, 0, Move(raft.id, path, carry=raft.id)) == "move_carry_itself"
    assert why_not_move(state, 0, Move(raft.id, path, carry=theirs.id)) is None  # with consent
    assert why(state, 0, Move(raft.id, path, carry=far.id)) == "move_out_of_reach"
    apply_move(state, 0, Move(moved.id, (WEST, B)))
    assert why(state, 0, Move(raft.id, path, carry=moved.id)) == "move_out_of_reach"
    moved.location = WEST
    assert why(state, 0, Move(raft.id, path, carry=moved.id)) == "move_carry_moved"
    # once carrying, no goods: neither taking afterwards
    empty = put(state, "red", "donkey", WEST)
    take = Move(raft.id, path, (Load(1, area(2, 3, 1), STONE, 1),), carry=empty.id)
    add_goods(state, area(2, 3, 1), {STONE: 1})
    assert why(state, 0, take) == "move_carrying_no_goods"
    # a boat carried by a donkey goes into the river of the donkey's tile or onto its coast
    ok = Move(raft.id, path, carry=empty.id)
    apply_move(state, 0, ok)
    end_movement(state)
    rider = put(state, "red", "donkey", area(3, 4))
    boat = put(state, "red", "raft", DOCK_34)
    boat.docked_from = "sea:2,5"
    apply_move(state, 0, Move(rider.id, (area(3, 4), area(4, 4)), carry=boat.id))
    end_movement(state)
    assert unload_options(state, boat.id) == ["dock:edge:3,5~4,4#0"]
    apply_unload(state, 0, Unload(boat.id, "dock:edge:3,5~4,4#0"))
    assert boat.docked_from == "sea:3,5"


# -- options and a seeded random walk --------------------------------------------------------------


def test_move_options_cover_every_reachable_destination_and_are_legal():
    state = game(EXAMPLE_ROADS)
    add_goods(state, A, {STONE: 1, TRUNKS: 3})
    donkey = put(state, "red", "donkey", A)
    options = move_options(state, 0, donkey.id, limit=100)
    assert all(why_not_move(state, 0, m) is None for m in options)
    ends = {m.path[-1] for m in options}
    assert ends == set(reachable(state, donkey.id)) - {A}  # staying put does nothing
    assert any(m.loads and m.loads[0] == (0, A, STONE, 1) for m in options)
    assert move_options(state, 1, donkey.id) == []
    assert len(move_options(state, 0, donkey.id, limit=3)) == 3


def _capacities_hold(state) -> None:
    from rules.roadsboats.data import roads_boats_data

    movers = roads_boats_data().transporters
    for t in state.transporters:
        assert len(t.cargo) <= movers[t.kind].capacity, t
        if any(o.location == f"carried:{t.id}" for o in state.transporters):
            assert not t.cargo
    for place in state.goods:
        assert not place.startswith(("sea:", "river:", "dock:")), place


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_legal_moves_conserve_goods_and_respect_capacity(seed):
    rng = random.Random(seed)
    roads = tuple(
        road((q, r), (q2, r2))
        for q in range(5)
        for r in range(5)
        for q2, r2 in ((q + 1, r), (q, r + 1))
        if q2 < 5 and r2 < 5 and 2 not in (q, q2) and rng.random() < 0.6
    )
    state = game(roads)
    kinds = ("donkey", "wagon", "truck")
    goods = (STONE, TRUNKS, BOARDS, GEESE)
    for _ in range(12):
        q, r = rng.choice([(q, r) for q in (0, 1, 3, 4) for r in range(5)])
        add_goods(state, area(q, r), {rng.choice(goods): rng.randint(1, 4)})
    for colour in ("red", "yellow"):
        for _ in range(3):
            q, r = rng.choice([(q, r) for q in (0, 1, 3, 4) for r in range(5)])
            put(state, colour, rng.choice(kinds), area(q, r))
        put(state, colour, rng.choice(("raft", "rowboat", "steamer")), "river:2,3")
        put(state, colour, "raft", "sea:1,5")
    before = total(state)
    for _ in range(4):  # movement phases
        for _ in range(12):
            seat = rng.randrange(2)
            colour = state.players[seat].colour
            movers = [t for t in state.transporters if t.owner == colour]
            t = rng.choice(movers)
            for carried in [o for o in movers if o.location == f"carried:{t.id}"]:
                spots = unload_options(state, carried.id)
                if spots:
                    apply_unload(state, seat, Unload(carried.id, rng.choice(spots)))
            options = move_options(state, seat, t.id, limit=30)
            if not options:
                continue
            move = rng.choice(options)
            if rng.random() < 0.2:  # now and then carry a neighbour instead
                others = [o for o in movers if o.id != t.id and not o.moved and not o.cargo]
                if others and not t.cargo:
                    carrying = Move(t.id, move.path, carry=rng.choice(others).id)
                    if why_not_move(state, seat, carrying) is None:
                        move = carrying
            apply_move(state, seat, move)
            assert total(state) == before
            _capacities_hold(state)
        end_movement(state)
    assert total(state) == before


def test_every_refusal_and_event_renders_in_both_languages():
    state = game(EXAMPLE_ROADS)
    add_goods(state, A, {STONE: 1})
    donkey = put(state, "red", "donkey", A)
    events = apply_move(
        state, 0, Move(donkey.id, (A, B), (Load(0, A, STONE, 1), Load(1, B, STONE, -1)))
    )
    for event in events:
        for lang in ("en", "ko"):
            text = render_event(event, ["Ann", "Bo"], lang)
            assert "{" not in text and "roads-and-boats." not in text, text


def test_moves_round_trip_through_json_and_name_their_piece_and_target():
    from rules.core.actions import ActionCodec

    move = Move(
        "transporter:red:1",
        (A, B),
        (Load(0, A, STONE, 1), Load(1, B, STONE, -1)),
        follow=(Follow(0, A, 2),),
        carry="transporter:red:2",
    )
    codec = ActionCodec([Move, Unload])
    assert codec.decode(move.to_json()) == move
    assert move.piece == "transporter:red:1" and move.target == B
    unload = Unload("transporter:red:2", A)
    assert codec.decode(unload.to_json()) == unload and unload.target == A


def test_geese_following_a_docking_boat_stay_on_the_docking_side():
    state = game()
    add_goods(state, area(2, 4, 0), {GEESE: 2})
    raft = put(state, "red", "raft", "river:2,4")
    move = Move(raft.id, ("river:2,4", "sea:2,5", DOCK_34), follow=(Follow(0, area(2, 4, 0), 2),))
    events = apply_move(state, 0, move)
    assert goods_at(state, area(3, 4)) == {GEESE: 2} and raft.location == DOCK_34
    assert len([e for e in events if e.moved]) == 2


def test_crossing_a_bridge_costs_no_movement():
    state = game((road((2, 2), (3, 2)), road((3, 2), (3, 3)), road((3, 3), (3, 4))))
    state.bridges = {"hex:2,2": [0]}
    wagon = put(state, "red", "wagon", WEST)
    path = (WEST, EAST, area(3, 2), area(3, 3), area(3, 4))
    events = apply_move(state, 0, Move(wagon.id, path))
    assert wagon.location == area(3, 4)
    assert next(e.moved for e in events if e.moved) == (WEST, EAST)  # shown, but free
