"""Roads & Boats production phase (spec §3.1, §7.1): the rulebook's sawmill and papermill examples
(p.19), claims, feeding, unattended processing and its order, breeding, transporter factories,
launching boats, the ownership limit, mines, research and upgrades, exchanges, and a seeded walk
through random legal decisions that accounts for every good.

The valley map (as in test_roadsboats_board): q 0..4, r 0..4 pasture, except a river down column
q=2 (a mountain source at (2,0), woods (2,1)..(2,4), area 0 = east bank, area 1 = west bank) into
the sea at (2,5); sea at (1,5), (2,5), (3,5).
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from rules.core.errors import IllegalAction
from rules.core.rng import Rng
from rules.roadsboats import production
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.maps import map_to_json
from rules.roadsboats.production import (
    BREED,
    PRODUCTION_ACTIONS,
    Claim,
    Exchange,
    Feed,
    MakeTransporter,
    Research,
    apply_production,
    end_production,
    production_options,
    start_production,
    why_not_production,
)
from rules.roadsboats.state import (
    Building,
    PlaceDecision,
    Player,
    RoadsBoatsState,
    add_goods,
    count_by_domain,
    goods_at,
    new_transporter,
    over_limit,
)
from tests.rules.roadsboats.valley import valley

CATALOG = "resources/i18n/roads-and-boats.{}.json"


VALLEY = valley()
RED, YELLOW, BLUE = 0, 1, 2


def area(q: int, r: int, k: int = 0) -> str:
    return f"hex:{q},{r}/area:{k}"


def game(players: int = 3) -> RoadsBoatsState:
    """An empty production phase on the valley; seats 0, 1, 2 are red, yellow, blue."""
    colours = ("red", "yellow", "blue", "green")
    return RoadsBoatsState(
        rng=Rng(5),
        map=map_to_json(VALLEY),
        players=[Player(i, f"P{i}", colours[i]) for i in range(players)],
        temple=list(range(players)),
        sequence=list(range(players)),
        phase="production",
    )


def build(state: RoadsBoatsState, kind: str, where: str) -> Building:
    hex_id = where.partition("/")[0]
    b = Building(f"building:{kind}@{hex_id}", f"building:{kind}", hex_id, where)
    state.buildings.append(b)
    return b


def mover(state: RoadsBoatsState, seat: int, kind: str, where: str, *cargo: str):
    t = new_transporter(state, state.players[seat].colour, f"transporter:{kind}", where)
    t.cargo = [f"good:{g}" for g in cargo]
    return t


def act(state: RoadsBoatsState, seat: int, action):
    return apply_production(state, seat, action, VALLEY)


def why(state: RoadsBoatsState, seat: int, action):
    return why_not_production(state, seat, action, VALLEY)


def total_goods(state: RoadsBoatsState) -> Counter:
    out: Counter = Counter()
    for pile in state.goods.values():
        out.update(pile)
    for t in state.transporters:
        out.update(t.cargo)
    return +out


# -- secondary producers (§3.1.2) ----------------------------------------------------------------


def test_sawmill_capacity_example_rulebook_p19():
    """Blue cuts 1 trunk into 2 boards, Yellow 2 trunks into 4; the sawmill's 6 are used, so
    Yellow cannot cut a third trunk and the surplus trunk stays."""
    state = game()
    mill = build(state, "sawmill", area(0, 0))
    blue = mover(state, BLUE, "donkey", area(0, 0), "trunks")
    yellow = mover(state, YELLOW, "wagon", area(0, 0), "trunks", "trunks", "trunks")
    events = act(state, BLUE, Feed(mill.id, (0,), (blue.id,)))
    assert blue.cargo == ["good:boards", "good:boards"]
    assert events[0].params["n"] == 2 and events[0].seat == BLUE
    act(state, YELLOW, Feed(mill.id, (0, 0), (yellow.id,)))
    # 3 - 2 trunks + 4 boards: the wagon holds 3, two boards go onto the tile
    assert sorted(yellow.cargo) == ["good:boards", "good:boards", "good:trunks"]
    assert goods_at(state, area(0, 0)) == {"good:boards": 2}
    assert mill.used == 6
    refused = why(state, YELLOW, Feed(mill.id, (0,), (yellow.id,)))
    assert refused is not None and refused.key == "roads-and-boats.why.produce_capacity"
    assert refused.params["used"] == 6 and refused.params["capacity"] == 6
    with pytest.raises(IllegalAction):
        act(state, YELLOW, Feed(mill.id, (0,), (yellow.id,)))
    assert yellow.cargo.count("good:trunks") == 1


def test_papermill_conflict_example_rulebook_p19():
    """The papermill makes 1 paper a turn: Yellow, earlier in the order, gets it; had Yellow not
    used it, Red could."""
    state = game()
    mill = build(state, "papermill", area(1, 1))
    yellow = mover(state, YELLOW, "donkey", area(1, 1), "trunks", "boards")
    red = mover(state, RED, "donkey", area(1, 1), "trunks", "trunks")
    assert why(state, RED, Feed(mill.id, (2,), (red.id,))) is None  # Red could
    act(state, YELLOW, Feed(mill.id, (1,), (yellow.id,)))
    assert yellow.cargo == ["good:paper"]
    refused = why(state, RED, Feed(mill.id, (2,), (red.id,)))
    assert refused is not None and refused.key == "roads-and-boats.why.produce_capacity"


def test_inputs_refusal_names_the_alternative_sets():
    state = game()
    mill = build(state, "papermill", area(1, 1))
    red = mover(state, RED, "donkey", area(1, 1), "trunks")
    refused = why(state, RED, Feed(mill.id, (2,), (red.id,)))
    assert refused.key == "roads-and-boats.why.produce_inputs"
    assert len(refused.params["alternatives"]) == 3  # 2 boards, board + trunk, 2 trunks
    # feeding from unattended goods on the tile; the output goes onto his transporter there
    add_goods(state, area(1, 1), {"good:trunks": 1})
    act(state, RED, Feed(mill.id, (2,), (area(1, 1), red.id)))
    assert red.cargo == ["good:paper"] and goods_at(state, area(1, 1)) == {}


def test_a_transporter_must_reach_the_building():
    state = game()
    mill = build(state, "sawmill", area(0, 0))
    red = mover(state, RED, "donkey", area(1, 0), "trunks")
    refused = why(state, RED, Feed(mill.id, (0,), (red.id,)))
    assert refused.key == "roads-and-boats.why.produce_no_transporter"
    # across an unbridged river: the west bank cannot use the east bank's sawmill
    mill2 = build(state, "sawmill", area(2, 2, 0))
    west = mover(state, RED, "donkey", area(2, 2, 1), "trunks")
    assert why(state, RED, Feed(mill2.id, (0,), (west.id,))).key.endswith("no_transporter")
    # a boat in the river reaches both sides
    raft = mover(state, RED, "raft", "river:2,2", "trunks")
    assert why(state, RED, Feed(mill2.id, (0,), (raft.id,))) is None


# -- primary producers and mines (§3.1.1, P1) -----------------------------------------------------


def test_claim_primary_output_once_onto_a_transporter_or_the_tile():
    state = game()
    cutter = build(state, "woodcutter", area(0, 0))
    red = mover(state, RED, "donkey", area(0, 0))
    yellow = mover(state, YELLOW, "donkey", area(0, 0))
    start_production(state, VALLEY)
    assert why(state, YELLOW, Claim(cutter.id, red.id)).key.endswith("produce_too_far")
    act(state, RED, Claim(cutter.id, red.id))
    assert red.cargo == ["good:trunks"]
    assert why(state, YELLOW, Claim(cutter.id, yellow.id)).key.endswith("produce_claimed")
    # unclaimed output is laid on the tile at the end of the phase
    state2 = game()
    build(state2, "quarry", area(3, 3))
    start_production(state2, VALLEY)
    events = end_production(state2, VALLEY)
    assert goods_at(state2, area(3, 3)) == {"good:stone": 1}
    assert [e.key for e in events] == ["roads-and-boats.event.produce_left"]


def test_mines_draw_from_their_bags():
    state = game()
    mine = build(state, "mine", area(4, 0))
    mine.bag = ["good:gold", "good:iron", "good:iron"]
    red = mover(state, RED, "donkey", area(4, 0))
    events = start_production(state, VALLEY)
    assert mine.drawn in ("good:gold", "good:iron") and len(mine.bag) == 2
    assert events[0].key == "roads-and-boats.event.produce_mine_draw"
    drawn = mine.drawn
    act(state, RED, Claim(mine.id, red.id))
    assert red.cargo == [drawn]
    seen = Counter([drawn])
    for _ in range(2):
        start_production(state, VALLEY)
        seen[mine.drawn] += 1
        end_production(state, VALLEY)
    assert seen == Counter({"good:gold": 1, "good:iron": 2}) and mine.bag == []
    events = start_production(state, VALLEY)
    assert events[0].key == "roads-and-boats.event.produce_mine_empty"
    assert why(state, RED, Claim(mine.id, red.id)).key.endswith("produce_claimed")


# -- unattended processing (§3.1.3-§3.1.4, P5-P6) -------------------------------------------------


def test_unattended_processing_boards_before_trunks_and_capacity():
    state = game()
    burner = build(state, "coal_burner", area(0, 0))
    add_goods(state, area(0, 0), {"good:boards": 3, "good:trunks": 2})
    paper = build(state, "papermill", area(0, 2))
    add_goods(state, area(0, 2), {"good:boards": 1, "good:trunks": 2})
    saw = build(state, "sawmill", area(4, 4))
    add_goods(state, area(4, 4), {"good:trunks": 4})
    raft = build(state, "raft_factory", area(2, 3))
    add_goods(state, area(2, 3), {"good:trunks": 2})
    wagon = build(state, "wagon_factory", area(1, 3))
    add_goods(state, area(1, 3), {"good:boards": 2})
    start_production(state, VALLEY)
    events = end_production(state, VALLEY)
    # (board, board), then (board, trunk); one trunk cannot make a set
    assert goods_at(state, area(0, 0)) == {"good:fuel": 2, "good:trunks": 1}
    assert burner.used == 2
    # the papermill takes the board and a trunk first, then its capacity is used
    assert goods_at(state, area(0, 2)) == {"good:paper": 1, "good:trunks": 1}
    assert paper.used == 1
    assert goods_at(state, area(4, 4)) == {"good:boards": 6, "good:trunks": 1}
    assert saw.used == 6
    # the raft factory makes a raft nobody claims: inputs lost, no raft
    assert goods_at(state, area(2, 3)) == {} and raft.used == 1
    assert not state.transporters
    assert goods_at(state, area(1, 3)) == {"good:boards": 2} and wagon.used == 0
    keys = [e.key.rpartition(".")[2] for e in events]
    assert keys.count("produce_unattended") == 3 and keys.count("produce_unclaimed") == 1


def test_unattended_research_material_is_removed():
    state = game()
    add_goods(state, area(3, 1), {"good:geese": 5, "good:paper": 2})
    add_goods(state, area(3, 2), {"good:geese": 1, "good:paper": 1})
    events = end_production(state, VALLEY)
    assert goods_at(state, area(3, 1)) == {"good:geese": 1}
    assert goods_at(state, area(3, 2)) == {"good:geese": 1, "good:paper": 1}
    assert [e.key.rpartition(".")[2] for e in events] == ["produce_research_lost"] * 2


# -- breeding (§3.1.5) ----------------------------------------------------------------------------


def test_exactly_two_donkeys_of_one_owner_on_an_empty_pasture_breed():
    state = game(4)
    green = 3
    a = mover(state, RED, "donkey", area(0, 0))
    mover(state, RED, "donkey", area(0, 0))
    for _ in range(3):
        mover(state, YELLOW, "donkey", area(4, 0))  # three do not
    mover(state, RED, "donkey", area(0, 4))
    mover(state, YELLOW, "donkey", area(0, 4))  # two owners do not
    mover(state, BLUE, "donkey", area(4, 4))
    mover(state, BLUE, "donkey", area(4, 4))
    add_goods(state, area(4, 4), {"good:stone": 1})  # a good makes the tile non-empty
    mover(state, BLUE, "donkey", area(3, 4))
    mover(state, BLUE, "donkey", area(3, 4), "clay")  # so does a carried one
    mover(state, green, "donkey", area(1, 1))
    mover(state, green, "donkey", area(1, 1))
    build(state, "sawmill", area(1, 1))  # and a building
    events = start_production(state, VALLEY)
    assert events == []  # the pair's owner is asked (test_roadsboats_breeding): only red's pair
    assert state.pending == [PlaceDecision(BREED, RED, a.location)]


def test_geese_pair_breeds_but_not_three_nor_with_company():
    state = game()
    add_goods(state, area(0, 0), {"good:geese": 2})
    add_goods(state, area(4, 0), {"good:geese": 3})
    add_goods(state, area(0, 4), {"good:geese": 2})
    mover(state, RED, "donkey", area(0, 4))
    add_goods(state, area(4, 4), {"good:geese": 2, "good:paper": 1})
    start_production(state, VALLEY)
    assert goods_at(state, area(0, 0)) == {"good:geese": 3}
    assert goods_at(state, area(4, 0)) == {"good:geese": 3}
    assert goods_at(state, area(0, 4)) == {"good:geese": 2}
    assert goods_at(state, area(4, 4)) == {"good:geese": 2, "good:paper": 1}


def test_a_bred_donkey_never_breaks_the_limit():
    """A5: an owner with no room under the limit is not even asked."""
    state = game()
    for _ in range(3):
        mover(state, RED, "donkey", area(4, 4))
    mover(state, RED, "donkey", area(0, 0))
    mover(state, RED, "donkey", area(0, 0))
    start_production(state, VALLEY)
    assert count_by_domain(state, "red")["land"] == 5
    assert state.pending == []


def test_only_pastures_breed_desert_after_irrigation():
    state = game()
    mover(state, RED, "donkey", area(2, 1, 1))
    mover(state, RED, "donkey", area(2, 1, 1))  # woods
    start_production(state, VALLEY)
    assert len(state.transporters) == 2 and state.pending == []


# -- transporter factories, launching, the limit (§3.1.4, §3.1.7) ---------------------------------


def test_a_wagon_factory_turns_a_donkey_into_a_wagon():
    state = game()
    factory = build(state, "wagon_factory", area(1, 2))
    donkey = mover(state, RED, "donkey", area(1, 2), "boards", "boards")
    other = mover(state, RED, "donkey", area(1, 2), "clay")
    refused = why(state, YELLOW, MakeTransporter(factory.id, (donkey.id,)))
    assert refused.key.endswith("produce_no_transporter")
    act(state, RED, MakeTransporter(factory.id, (donkey.id,)))
    assert donkey not in state.transporters
    wagon = state.transporters[-1]
    assert (wagon.owner, wagon.kind, wagon.location) == ("red", "transporter:wagon", area(1, 2))
    assert wagon.cargo == [] and other.cargo == ["good:clay"]
    assert count_by_domain(state, "red") == {"land": 2, "water": 0, "total": 2}
    assert why(state, RED, MakeTransporter(factory.id, (other.id,))).key.endswith(
        "produce_capacity"
    )


def test_a_wagon_needs_a_donkey_and_its_cargo_passes_on():
    state = game()
    factory = build(state, "wagon_factory", area(1, 2))
    wagon = mover(state, RED, "wagon", area(1, 2), "boards", "boards")
    refused = why(state, RED, MakeTransporter(factory.id, (wagon.id,)))
    assert refused.key.endswith("produce_needs_donkey")
    donkey = mover(state, RED, "donkey", area(1, 2), "stone")
    act(state, RED, MakeTransporter(factory.id, (wagon.id, donkey.id)))
    assert state.transporters[-1].cargo == ["good:stone"] and wagon.cargo == []


def test_a_boat_is_launched_in_the_river_or_on_a_coast():
    state = game()
    factory = build(state, "raft_factory", area(2, 4))
    donkey = mover(state, RED, "donkey", area(2, 4), "trunks", "trunks")
    refused = why(state, RED, MakeTransporter(factory.id, (donkey.id,)))
    assert refused.key.endswith("produce_launch")
    assert "river:2,4" in refused.params["spots"]
    assert why(state, RED, MakeTransporter(factory.id, (donkey.id,), "sea:2,5")) is not None
    act(state, RED, MakeTransporter(factory.id, (donkey.id,), "dock:edge:2,4~2,5#0"))
    raft = state.transporters[-1]
    assert raft.kind == "transporter:raft" and raft.location == "dock:edge:2,4~2,5#0"
    assert raft.docked_from == "sea:2,5"
    assert donkey.cargo == []
    # next turn, into the river
    state.buildings[0].used = 0
    donkey.cargo = ["good:trunks", "good:trunks"]
    act(state, RED, MakeTransporter(factory.id, (donkey.id,), "river:2,4"))
    assert state.transporters[-1].location == "river:2,4"


def test_walls_of_others_on_every_shore_close_a_coast_factory():
    from rules.roadsboats.state import Wall

    state = game()
    factory = build(state, "raft_factory", area(1, 4))
    donkey = mover(state, RED, "donkey", area(1, 4), "trunks", "trunks")
    state.walls["edge:1,4~1,5"] = Wall("yellow")
    refused = why(state, RED, MakeTransporter(factory.id, (donkey.id,), "dock:edge:1,4~1,5#0"))
    assert refused.key.endswith("produce_no_launch")
    state.walls["edge:1,4~1,5"] = Wall("red")
    assert why(state, RED, MakeTransporter(factory.id, (donkey.id,), "dock:edge:1,4~1,5#0")) is None


def test_the_ownership_limit_asks_for_a_transporter_at_a_factory():
    state = game()
    factory = build(state, "truck_factory", area(1, 2))
    at = mover(state, RED, "donkey", area(1, 2), "fuel", "iron")
    far = [mover(state, RED, "donkey", area(4, q)) for q in range(4)]
    make = MakeTransporter(factory.id, (at.id,))
    refused = why(state, RED, make)
    assert refused.key.endswith("produce_limit_choose")
    new_id = "transporter:red:6"
    assert refused.params["choices"] == [at.id, new_id]
    assert why(state, RED, MakeTransporter(factory.id, (at.id,), None, far[0].id)).key.endswith(
        "produce_limit_not_there"
    )
    events = act(state, RED, MakeTransporter(factory.id, (at.id,), None, at.id))
    assert events[-1].key.endswith("produce_destroyed")
    assert at not in state.transporters and not over_limit(state, "red")
    truck = state.transporter(new_id)
    assert truck.kind == "transporter:truck" and truck.location == area(1, 2)
    assert count_by_domain(state, "red") == {"land": 5, "water": 0, "total": 5}
    # within the limit, nothing may be destroyed
    state2 = game()
    f2 = build(state2, "truck_factory", area(1, 2))
    d2 = mover(state2, RED, "donkey", area(1, 2), "fuel", "iron")
    refused = why(state2, RED, MakeTransporter(f2.id, (d2.id,), None, d2.id))
    assert refused.key.endswith("produce_no_need_to_destroy")


def test_goods_of_a_transporter_put_out_of_use_drop_on_its_tile():
    state = game()
    factory = build(state, "truck_factory", area(1, 2))
    at = mover(state, RED, "donkey", area(1, 2), "fuel", "iron")
    keeper = mover(state, RED, "wagon", area(1, 2), "gold", "clay")
    for q in range(3):
        mover(state, RED, "donkey", area(4, q))
    act(state, RED, MakeTransporter(factory.id, (at.id,), None, keeper.id))
    assert goods_at(state, area(1, 2)) == {"good:gold": 1, "good:clay": 1}


# -- research and upgrades (§7.1) ------------------------------------------------------------


def test_research_and_upgrade_a_raft_factory_then_make_a_rowboat():
    state = game()
    factory = build(state, "raft_factory", area(2, 4))
    donkey = mover(state, RED, "donkey", area(2, 4), "geese", "paper")
    add_goods(state, area(2, 4), {"good:geese": 1, "good:boards": 5})
    places = (donkey.id, area(2, 4))
    done = Research("research:rowing", places, (factory.id,))
    assert why(state, YELLOW, done).key.endswith("produce_not_yours")
    alone = Research("research:rowing", (area(2, 4),))
    assert why(state, YELLOW, alone).key.endswith("produce_research_apart")
    events = act(state, RED, done)
    assert state.players[RED].research == ["research:rowing"]
    assert factory.kind == "building:rowboat_factory"
    assert factory.id == "building:rowboat_factory@hex:2,4"
    assert [e.key.rpartition(".")[2] for e in events] == ["produce_research", "produce_upgrade"]
    assert donkey.cargo == [] and goods_at(state, area(2, 4)) == {"good:boards": 5}
    act(state, RED, MakeTransporter(factory.id, (area(2, 4),), "river:2,4"))
    assert state.transporters[-1].kind == "transporter:rowboat"
    add_goods(state, area(2, 4), {"good:geese": 2, "good:paper": 1})
    assert why(state, RED, Research("research:rowing", places)).key.endswith("produce_slot_done")


def test_the_chain_example_paper_research_upgrade_then_a_transporter_in_one_phase():
    """§3.1 P4: make paper -> use it for research -> upgrade a transporter factory -> produce a
    transporter there, all in one production phase."""
    state = game()
    mill = build(state, "papermill", area(1, 4))
    factory = build(state, "raft_factory", area(2, 4))
    at_mill = mover(state, RED, "donkey", area(1, 4), "boards", "boards")
    at_factory = mover(state, RED, "donkey", area(2, 4))
    add_goods(state, area(1, 4), {"good:geese": 2})
    add_goods(state, area(2, 4), {"good:boards": 5})
    act(state, RED, Feed(mill.id, (0,), (at_mill.id,)))
    assert at_mill.cargo == ["good:paper"]
    act(state, RED, Research("research:rowing", (at_mill.id, area(1, 4)), (factory.id,)))
    assert factory.kind == "building:rowboat_factory" and at_mill.cargo == []
    act(state, RED, MakeTransporter(factory.id, (area(2, 4),), "river:2,4"))
    boat = state.transporters[-1]
    assert (boat.kind, boat.owner, boat.location) == ("transporter:rowboat", "red", "river:2,4")
    assert at_factory.location == area(2, 4)


def test_the_upgrade_example_a_wagon_turns_anyones_raft_factory_into_a_steamer_factory():
    """§7.1.4: with a wagon on a tile holding a raft factory a player may turn it into a steamer
    factory even if he did not build it; not on a tile where he has no transporter, even one he
    built; another player's transporter there cannot prevent it."""
    state = game()
    near = build(state, "raft_factory", area(2, 4))
    away = build(state, "raft_factory", area(2, 2))
    mover(state, RED, "wagon", area(2, 4))
    mover(state, YELLOW, "donkey", area(2, 4))
    donkey = mover(state, RED, "donkey", area(0, 0), "geese", "geese", "paper")
    places = (donkey.id,)
    assert why(state, RED, Research("research:shipping", places, (away.id,))).key.endswith(
        "produce_upgrade_away"
    )
    act(state, RED, Research("research:shipping", places, (near.id,)))
    assert (near.kind, away.kind) == ("building:steamer_factory", "building:raft_factory")


def test_research_needs_the_goods_on_one_side_and_upgrades_only_where_present():
    state = game()
    far = build(state, "wagon_factory", area(4, 4))
    donkey = mover(state, RED, "donkey", area(0, 0), "geese", "geese")
    add_goods(state, area(1, 0), {"good:paper": 1})
    apart = Research("research:trucking", (donkey.id, area(1, 0)))
    assert why(state, RED, apart).key.endswith("produce_research_apart")
    add_goods(state, area(0, 0), {"good:paper": 1})
    upgrade = Research("research:trucking", (donkey.id, area(0, 0)), (far.id,))
    assert why(state, RED, upgrade).key.endswith("produce_upgrade_away")
    act(state, RED, Research("research:trucking", (donkey.id, area(0, 0))))
    assert far.kind == "building:wagon_factory"


# -- exchanges (§3.1.6) ---------------------------------------------------------------------------


def test_exchange_with_the_tile_and_across_a_river_only_by_boat():
    state = game()
    west = mover(state, RED, "donkey", area(2, 2, 1), "stone")
    act(state, RED, Exchange(west.id, area(2, 2, 1), "good:stone"))
    assert west.cargo == [] and goods_at(state, area(2, 2, 1)) == {"good:stone": 1}
    across = Exchange(area(2, 2, 1), area(2, 2, 0), "good:stone")
    assert why(state, RED, across).key.endswith("produce_exchange_apart")
    mover(state, RED, "raft", "river:2,2")
    act(state, RED, across)  # the raft ferries it
    assert goods_at(state, area(2, 2, 0)) == {"good:stone": 1}
    mover(state, YELLOW, "donkey", area(2, 2, 0), "clay")  # taking: test_..._with_consent
    full = mover(state, RED, "donkey", area(2, 2, 0), "clay", "clay")
    assert why(state, RED, Exchange(area(2, 2, 0), full.id, "good:stone")).key.endswith(
        "produce_full"
    )


def _taking(rules):
    """Yellow's donkey with a clay and red's empty one on (0,0): red's production turn."""
    state = game()
    state.players[RED].name, state.players[YELLOW].name = "Ann", "Bo"
    bo = mover(state, YELLOW, "donkey", area(0, 0), "clay")
    ann = mover(state, RED, "donkey", area(0, 0))
    return state, bo, ann, Exchange(bo.id, ann.id, "good:clay")


def test_taking_from_another_players_transporter_waits_for_his_yes():
    """§3.1.6: "전체 생산 단계 동안, 같은 타일 위에 있는 운송수단들은 타일 위의 상품을 교환할 수
    있으며, 만약 플레이어들이 원한다면 서로 자유롭게 교환할 수 있습니다" — taking is asked of the
    owner exactly as giving is; his yes moves the clay."""
    from rules.core.games import ruleset
    from rules.core.i18n import render
    from rules.roadsboats.actions import Consent

    rules = ruleset("roads-and-boats")
    state, bo, ann, take = _taking(rules)
    assert take in production_options(state, RED, VALLEY)
    assert rules.why_not(state, take) is None
    rules.apply(state, take)
    prompt = rules.prompt(state)
    assert (prompt.kind, prompt.seat) == ("consent", YELLOW)  # Bo's seat: the hand-off names him
    assert bo.cargo == ["good:clay"] and ann.cargo == []  # nothing taken before the answer
    assert "clay" in render(prompt.text, names=["Ann", "Bo", "Cy"])
    rules.apply(state, Consent(True))
    assert bo.cargo == [] and ann.cargo == ["good:clay"]
    assert (rules.prompt(state).kind, rules.prompt(state).seat) == ("production", RED)


def test_taking_without_the_owners_yes_leaves_the_goods_where_they_are():
    """§3.1.6 ("만약 플레이어들이 원한다면"): Bo refuses, the clay stays on his donkey."""
    from rules.core.games import ruleset
    from rules.core.state import state_hash
    from rules.roadsboats.actions import Consent

    rules = ruleset("roads-and-boats")
    state, bo, ann, take = _taking(rules)
    before = state_hash(state)
    rules.apply(state, take)
    rules.apply(state, Consent(False))
    assert bo.cargo == ["good:clay"] and ann.cargo == []
    assert state_hash(state) == before
    # without the step machine nothing asks: the phase module's check alone is not a taking
    assert production.consent_asked(state, RED, take)[0][0] == "yellow"


def test_decisions_only_in_the_production_phase():
    state = game()
    red = mover(state, RED, "donkey", area(0, 0), "stone")
    state.phase = "movement"
    assert why(state, RED, Exchange(red.id, area(0, 0), "good:stone")).key.endswith("not_phase")
    assert production_options(state, RED, VALLEY) == []


# -- accounting and a random walk -----------------------------------------------------------------


def expected_change(state: RoadsBoatsState, action) -> Counter:
    """Goods an action adds (+) and uses up (-), from the data alone."""
    data = roads_boats_data()
    change: Counter = Counter()
    if isinstance(action, Claim):
        b = next(b for b in state.buildings if b.id == action.building)
        kind = data.buildings[b.kind]
        change[b.drawn if kind.bag else next(iter(kind.output))] += 1
    elif isinstance(action, Feed):
        kind = data.buildings[next(b for b in state.buildings if b.id == action.building).kind]
        for i in action.sets:
            change.subtract(kind.inputs[i])
            change.update(kind.output)
    elif isinstance(action, MakeTransporter):
        kind = data.buildings[next(b for b in state.buildings if b.id == action.factory).kind]
        change.subtract({g: n for g, n in kind.inputs[0].items() if g.startswith("good:")})
    elif isinstance(action, Research):
        change.subtract(data.research_cost)
    return change


def test_goods_are_conserved_except_through_production_and_consumption():
    state = game()
    mill = build(state, "sawmill", area(0, 0))
    cutter = build(state, "woodcutter", area(0, 1))
    red = mover(state, RED, "wagon", area(0, 0), "trunks", "trunks", "stone")
    cutter_donkey = mover(state, RED, "donkey", area(0, 1))
    start_production(state, VALLEY)
    before = total_goods(state)
    act(state, RED, Claim(cutter.id, cutter_donkey.id))
    act(state, RED, Feed(mill.id, (0, 0), (red.id,)))
    act(state, RED, Exchange(red.id, area(0, 0), "good:stone"))
    assert before == Counter({"good:trunks": 2, "good:stone": 1})
    # +1 trunk claimed, -2 trunks +4 boards sawn, the stone only moved
    assert total_goods(state) == Counter({"good:boards": 4, "good:trunks": 1, "good:stone": 1})
    assert goods_at(state, area(0, 0)) == {"good:boards": 2, "good:stone": 1}
    end_production(state, VALLEY)  # nothing left to process: nothing changes
    assert total_goods(state) == Counter({"good:boards": 4, "good:trunks": 1, "good:stone": 1})


def _random_state(seed: int) -> RoadsBoatsState:
    rng = random.Random(seed)
    state = game()
    spots = [
        ("woodcutter", area(0, 0)),
        ("sawmill", area(0, 1)),
        ("papermill", area(1, 1)),
        ("coal_burner", area(1, 0)),
        ("mine", area(3, 0)),
        ("raft_factory", area(2, 4)),
        ("wagon_factory", area(2, 3, 1)),
        ("truck_factory", area(3, 3)),
        ("stone_factory", area(4, 1)),
        ("clay_pit", area(3, 4)),
    ]
    for kind, where in spots:
        b = build(state, kind, where)
        if kind == "mine":
            b.bag = ["good:gold"] * 3 + ["good:iron"] * 3
    goods = ["trunks", "boards", "geese", "paper", "clay", "fuel", "iron", "stone", "gold"]
    for _ in range(12):
        where = rng.choice(spots)[1]
        add_goods(state, where, {f"good:{rng.choice(goods)}": rng.randint(1, 3)})
    for i in range(10):
        seat = i % 3
        where = rng.choice(spots)[1]
        kind = rng.choice(["donkey", "donkey", "wagon"])
        cargo = [rng.choice(goods) for _ in range(rng.randint(0, 2))]
        mover(state, seat, kind, where, *cargo)
    mover(state, 0, "raft", "river:2,3", "trunks")
    # something for each factory, so transporters get made (and the limit comes up)
    add_goods(state, area(2, 4), {"good:trunks": 4})
    add_goods(state, area(2, 3, 1), {"good:boards": 4})
    add_goods(state, area(3, 3), {"good:fuel": 1, "good:iron": 1})
    return state


@pytest.mark.parametrize("seed", range(6))
def test_random_production_options_keep_every_good_accounted(seed):
    """Three production phases of random legal decisions (a kind first, then one of its
    options): every decision changes the goods exactly by its inputs and outputs, no limit or
    capacity is ever broken, and what is left is tidy."""
    state = _random_state(seed)
    rng = random.Random(seed)
    made: Counter = Counter()
    for _turn in range(3):
        start_production(state, VALLEY)
        for _ in range(30):
            seat = rng.randrange(3)
            options = production_options(state, seat, VALLEY)
            if not options:
                continue
            kinds = sorted({type(a).__name__ for a in options})
            kind = rng.choice(kinds)
            action = rng.choice([a for a in options if type(a).__name__ == kind])
            made[kind] += 1
            assert type(action) in PRODUCTION_ACTIONS
            json.dumps(action.to_json())
            before = total_goods(state)
            expected = expected_change(state, action)
            ids_before = {t.id for t in state.transporters}
            apply_production(state, seat, action, VALLEY)
            change = Counter(total_goods(state))
            change.subtract(before)
            assert +change == +expected and -change == -expected, action
            for p in state.players:
                assert not over_limit(state, p.colour)
            for t in state.transporters:
                assert len(t.cargo) <= roads_boats_data().transporters[t.kind].capacity
            if isinstance(action, MakeTransporter):
                assert len({t.id for t in state.transporters} - ids_before) == 1
        events = end_production(state, VALLEY)
        assert all(e.key.startswith("roads-and-boats.event.produce_") for e in events)
        assert all(n > 0 for pile in state.goods.values() for n in pile.values())
        add_goods(state, area(2, 4), {"good:trunks": 2})  # a new raft's worth each turn
    assert sum(made.values()) > 30 and len(made) >= 3, made


def test_every_name_the_messages_use_exists_in_both_catalogs():
    data = roads_boats_data()
    names = [*data.goods, *data.buildings, *data.transporters]
    keys = [f"roads-and-boats.why.produce_{n.replace(':', '_')}" for n in names]
    keys += [f"roads-and-boats.why.produce_slot_{s.partition(':')[2]}" for s in data.research]
    for lang in ("en", "ko"):
        with open(CATALOG.format(lang), encoding="utf-8") as f:
            catalog = json.load(f)
        assert not [k for k in keys if k not in catalog], lang


def test_an_oil_rig_gives_its_fuel_to_a_boat_on_its_sea_or_keeps_it():
    state = game()
    rig = Building("building:oil_rig@hex:2,5", "building:oil_rig", "hex:2,5", "rig:2,5")
    state.buildings.append(rig)
    there = mover(state, RED, "raft", "sea:2,5")
    away = mover(state, YELLOW, "raft", "sea:1,5")
    start_production(state, VALLEY)
    assert why(state, YELLOW, Claim(rig.id, away.id)).key.endswith("produce_no_transporter")
    act(state, RED, Claim(rig.id, "rig:2,5"))
    assert goods_at(state, "rig:2,5") == {"good:fuel": 1}
    act(state, RED, Exchange("rig:2,5", there.id, "good:fuel"))
    assert there.cargo == ["good:fuel"]
    add_goods(state, "rig:2,5", {"good:geese": 2, "good:paper": 1})
    end_production(state, VALLEY)
    assert goods_at(state, "rig:2,5") == {}


def test_decisions_round_trip_through_the_action_codec():
    from rules.core.actions import ActionCodec

    codec = ActionCodec(PRODUCTION_ACTIONS)
    for action in (
        Claim("building:woodcutter@hex:0,0", "transporter:red:1"),
        Feed("building:sawmill@hex:0,0", (0, 0), ("transporter:red:1", "hex:0,0/area:0")),
        MakeTransporter("building:raft_factory@hex:2,4", ("hex:2,4/area:0",), "river:2,4"),
        MakeTransporter("building:truck_factory@hex:1,2", ("transporter:red:1",), None, "x"),
        Research("research:rowing", ("transporter:red:1",), ("building:raft_factory@hex:2,4",)),
        Exchange("transporter:red:1", "hex:0,0/area:0", "good:stone", 2),
    ):
        assert codec.decode(json.loads(json.dumps(action.to_json()))) == action
