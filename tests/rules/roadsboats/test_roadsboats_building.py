"""Roads & Boats building phase (spec §3.3, §4.1, §4.9, §5, §7.1, §7.2): every building's cost and
terrain, presence on the right side of a river, roads, bridges, walls (the rulebook's wall example
as far as a small map holds it), mines' bags, goods conservation and random legal constructions.

The map (flat hexes, q 0..4, r 0..4, pasture unless said):

* column q=2 carries a river: a mountain source at (2,0) flowing S, straight N-S woods tiles at
  (2,1)..(2,4) (area 0 = east bank, area 1 = west bank), into the sea at (2,5);
* (0,0) rock, (0,1) mountain, (4,0) woods, (3,0) desert;
* sea at (1,5), (2,5), (3,5) along the south.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.actions import ActionCodec
from rules.core.errors import IllegalAction
from rules.core.games import ruleset
from rules.core.i18n import LANGUAGES, catalog, render
from rules.core.rng import Rng
from rules.core.state import clone, state_hash
from rules.core.text import Text
from rules.roadsboats import building as bd
from rules.roadsboats.actions import Consent
from rules.roadsboats.board import zones
from rules.roadsboats.building import (
    ACTIONS,
    Bridge,
    Build,
    Demolish,
    NewShaft,
    Road,
    Wall,
    apply_build,
    build_options,
    why_not_build,
)
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.setup import board_of
from rules.roadsboats.state import (
    Building,
    Player,
    RoadsBoatsState,
    Transporter,
    add_goods,
    goods_at,
)
from rules.roadsboats.state import Wall as WallPiece

TERRAIN = {(0, 0): "rock", (0, 1): "mountain", (4, 0): "woods", (3, 0): "desert"}


def _map() -> dict:
    hexes = []
    for q in range(5):
        for r in range(5):
            if q != 2:
                hexes.append({"q": q, "r": r, "terrain": TERRAIN.get((q, r), "pasture")})
    hexes.append({"q": 2, "r": 0, "terrain": "mountain", "river_edges": ["S"]})
    hexes += [{"q": 2, "r": r, "terrain": "woods", "river_edges": ["N", "S"]} for r in range(1, 5)]
    hexes += [{"q": q, "r": 5, "terrain": "sea"} for q in (1, 2, 3)]
    return {"hexes": hexes}


MAP = _map()
RED, YELLOW = 0, 1
DONKEY, STEAMER, RAFT = "transporter:donkey", "transporter:steamer", "transporter:raft"
EAST, WEST = "hex:2,2/area:0", "hex:2,2/area:1"


def area(q: int, r: int, k: int = 0) -> str:
    return f"hex:{q},{r}/area:{k}"


def game(*research: str) -> RoadsBoatsState:
    state = RoadsBoatsState(
        rng=Rng(3),
        map=MAP,
        players=[Player(0, "Ann", "red"), Player(1, "Bob", "yellow")],
        temple=[0, 1],
        sequence=[0, 1],
        phase="building",
    )
    state.players[RED].research = list(research)
    return state


def put(state, colour: str, kind: str, location: str, *cargo: str, came=None) -> str:
    player = state.player(colour)
    player.made += 1
    tid = f"transporter:{colour}:{player.made}"
    state.transporters.append(Transporter(tid, colour, kind, location, list(cargo), False, came))
    return tid


def all_goods(state) -> Counter:
    total: Counter = Counter()
    for pile in state.goods.values():
        total.update(pile)
    for t in state.transporters:
        total.update(t.cargo)
    return total


def key(text) -> str:
    return text.key.removeprefix("roads-and-boats.why.") if text else None


def paid(action) -> Counter:
    total: Counter = Counter()
    for _, good, n in action.paid_from:
        total[good] += n
    return total


def option(state, seat, cls, **match):
    found = [
        o
        for o in build_options(state, seat)
        if isinstance(o, cls) and all(getattr(o, k) == v for k, v in match.items())
    ]
    assert len(found) == 1, found
    return found[0]


# -- buildings: cost, terrain, shore, research -------------------------------------------------

ALL_RESEARCH = tuple(roads_boats_data().research)
# where each building may go on the map above
SITES = {
    "building:woodcutter": area(4, 0),
    "building:quarry": area(0, 0),
    "building:mine": area(0, 1),
    "building:clay_pit": EAST,
    "building:raft_factory": EAST,
    "building:rowboat_factory": area(1, 4),  # beside the sea
    "building:steamer_factory": EAST,
}


@pytest.mark.parametrize("kind", sorted(roads_boats_data().buildings))
def test_every_building_costs_exactly_its_price_and_the_goods_leave_the_map(kind):
    spec = roads_boats_data().buildings[kind]
    state = game(*ALL_RESEARCH)
    if kind == "building:oil_rig":
        cargo = [g for g, n in spec.cost.items() for _ in range(n)]
        by = put(state, "red", STEAMER, "sea:2,5", *cargo)
        site = "hex:2,5"
    else:
        site = SITES.get(kind, area(1, 1))
        by = put(state, "red", DONKEY, site)
        add_goods(state, site, spec.cost)
    fill = "fill:mixed" if spec.bag else None
    action = option(state, RED, Build, building=kind, site=site, fill=fill)
    assert action.by == by and paid(action) == Counter(spec.cost)
    # one token short: refused, naming the price
    short = Build(by, kind, site, fill, action.paid_from[:-1])
    why = why_not_build(state, RED, short)
    assert key(why) == "build_cost" and why.params["cost"]
    before = all_goods(state)
    events = apply_build(state, RED, action)
    assert all_goods(state) == before - Counter(spec.cost)
    made = state.building_on(site.partition("/")[0])
    assert made is not None and made.kind == kind and made.id == f"{kind}@{made.hex}"
    assert events[0].key == "roads-and-boats.event.build_building"
    # one building per tile
    add_goods(state, site, spec.cost) if kind != "building:oil_rig" else None
    assert key(why_not_build(state, RED, action)) in ("build_occupied", "build_cost")


def test_the_cost_table():
    costs = {k: dict(b.cost) for k, b in roads_boats_data().buildings.items()}
    assert costs["building:sawmill"] == {"good:boards": 2, "good:stone": 1}
    assert costs["building:woodcutter"] == {"good:boards": 1}
    assert costs["building:quarry"] == {"good:boards": 2}
    assert costs["building:stock_exchange"] == {"good:stone": 3}
    assert (
        costs["building:mine"] == costs["building:oil_rig"] == {"good:boards": 3, "good:stone": 1}
    )


def test_cannot_afford_says_the_price():
    state = game()
    by = put(state, "red", DONKEY, area(1, 1), "good:boards")
    why = why_not_build(state, RED, Build(by, "building:sawmill", area(1, 1)))
    assert key(why) == "build_cannot_afford"
    assert render(why) == (
        "You cannot pay for the sawmill: it costs 2 boards and 1 stone, "
        "and not that much lies within reach."
    )
    assert all(
        not isinstance(o, Build) or o.building != "building:sawmill"
        for o in build_options(state, RED)
    )


@pytest.mark.parametrize(
    ("kind", "site", "why"),
    [
        ("building:quarry", area(1, 1), "build_terrain"),  # a quarry goes on rock
        ("building:woodcutter", area(0, 0), "build_terrain"),
        ("building:mine", area(4, 0), "build_terrain"),
        ("building:sawmill", area(3, 0), "build_terrain"),  # nothing in the desert
        ("building:clay_pit", area(1, 1), "build_shore"),  # a clay pit needs a shore
        ("building:raft_factory", area(4, 0), "build_shore"),
        ("building:clay_pit", area(1, 4), None),  # beside the sea
        ("building:mine", area(2, 0), None),  # the source tile is a mountain
        ("building:clay_pit", area(2, 0), None),  # a source tile is shore (A21)
    ],
)
def test_terrain_and_shore(kind, site, why):
    state = game()
    by = put(state, "red", DONKEY, site)
    cost = roads_boats_data().buildings[kind].cost
    add_goods(state, site, cost)
    fill = "fill:mixed" if kind == "building:mine" else None
    pay = tuple((site, g, n) for g, n in cost.items())
    assert key(why_not_build(state, RED, Build(by, kind, site, fill, pay))) == why


def test_an_irrigated_desert_is_pasture():
    state = game()
    by = put(state, "red", DONKEY, area(3, 0))
    add_goods(state, area(3, 0), {"good:boards": 2, "good:stone": 1})
    action = Build(
        by,
        "building:sawmill",
        area(3, 0),
        None,
        ((area(3, 0), "good:boards", 2), (area(3, 0), "good:stone", 1)),
    )
    assert key(why_not_build(state, RED, action)) == "build_terrain"
    state.irrigated = True
    assert why_not_build(state, RED, action) is None


@pytest.mark.parametrize(
    ("kind", "slot"),
    [
        ("building:truck_factory", "research:trucking"),
        ("building:rowboat_factory", "research:rowing"),
        ("building:steamer_factory", "research:shipping"),
    ],
)
def test_research_gates_buildings(kind, slot):
    state = game()
    by = put(state, "red", DONKEY, EAST)
    cost = roads_boats_data().buildings[kind].cost
    add_goods(state, EAST, cost)
    action = Build(by, kind, EAST, None, tuple((EAST, g, n) for g, n in cost.items()))
    why = why_not_build(state, RED, action)
    assert key(why) == "build_research" and why.params["research"] == slot.partition(":")[2]
    assert render(why).startswith("Research ")
    state.players[RED].research.append(slot)
    assert why_not_build(state, RED, action) is None


def test_an_oil_rig_needs_drilling_and_a_boat_at_sea_carrying_the_goods():
    state = game()
    cargo = ("good:boards",) * 3 + ("good:stone",)
    boat = put(state, "red", STEAMER, "sea:2,5", *cargo)
    pay = ((boat, "good:boards", 3), (boat, "good:stone", 1))
    rig = Build(boat, "building:oil_rig", "hex:2,5", None, pay)
    assert key(why_not_build(state, RED, rig)) == "build_research"
    state.players[RED].research.append("research:drilling")
    assert why_not_build(state, RED, rig) is None
    assert key(
        why_not_build(state, RED, Build(boat, "building:oil_rig", "hex:1,5", None, pay))
    ) == ("build_rig_needs_boat")
    # a docked boat builds no rig, nor does a sea boat build on land
    docked = put(state, "red", STEAMER, "dock:edge:2,4~2,5#0", *cargo, came="sea:2,5")
    assert key(
        why_not_build(state, RED, Build(docked, "building:oil_rig", "hex:2,5", None, pay))
    ) in ("build_rig_needs_boat",)
    assert key(why_not_build(state, RED, Build(boat, "building:clay_pit", area(2, 4)))) == (
        "build_not_present"
    )
    apply_build(state, RED, rig)
    assert state.building_on("hex:2,5").area == "rig:2,5"
    assert state.transporter(boat).cargo == []


# -- presence (§5.1, §4.9) ---------------------------------------------------------------------


def _sawmill_goods(state, place):
    add_goods(state, place, {"good:boards": 2, "good:stone": 1})
    return ((place, "good:boards", 2), (place, "good:stone", 1))


def test_an_own_transporter_is_needed():
    state = game()
    pay = _sawmill_goods(state, area(1, 1))
    theirs = put(state, "yellow", DONKEY, area(1, 1))
    assert key(
        why_not_build(state, RED, Build(theirs, "building:sawmill", area(1, 1), None, pay))
    ) == ("build_not_your_transporter")
    mine = put(state, "red", DONKEY, area(1, 2))
    why = why_not_build(state, RED, Build(mine, "building:sawmill", area(1, 1), None, pay))
    assert key(why) == "build_not_present"
    assert render(why).startswith("No transporter of yours stands there")
    assert (
        why_not_build(state, YELLOW, Build(theirs, "building:sawmill", area(1, 1), None, pay))
        is None
    )
    # nor in another phase
    state.phase = "movement"
    assert key(
        why_not_build(state, YELLOW, Build(theirs, "building:sawmill", area(1, 1), None, pay))
    ) == ("build_not_building_phase")
    assert build_options(state, YELLOW) == []


def test_the_other_side_of_an_unbridged_river_is_out_of_reach_until_a_bridge():
    state = game()
    by = put(state, "red", DONKEY, EAST, "good:stone")
    pay = _sawmill_goods(state, WEST)
    action = Build(by, "building:sawmill", WEST, None, pay)
    assert key(why_not_build(state, RED, action)) == "build_not_present"
    # goods on the far bank cannot pay for a building on the near one either
    assert key(why_not_build(state, RED, Build(by, "building:sawmill", EAST, None, pay))) == (
        "build_goods_out_of_reach"
    )
    bridge = option(state, RED, Bridge, hex="hex:2,2", arm=0)
    assert bridge.paid_from == ((by, "good:stone", 1),)
    events = apply_build(state, RED, bridge)
    assert state.bridges == {"hex:2,2": [0]}
    assert events[0].key == "roads-and-boats.event.build_bridge"
    zone = zones(board_of(state), [("hex:2,2", 0)])
    assert zone[EAST] == zone[WEST]
    assert why_not_build(state, RED, action) is None
    # the other arm of a straight tile joins nothing new
    add_goods(state, EAST, {"good:stone": 1})
    assert key(why_not_build(state, RED, Bridge(by, "hex:2,2", 3, ((EAST, "good:stone", 1),)))) == (
        "build_bridge_joined"
    )
    assert key(why_not_build(state, RED, Bridge(by, "hex:1,1", 0, ((EAST, "good:stone", 1),)))) == (
        "build_no_bridge_site"
    )


def test_a_river_boat_builds_on_both_sides_and_bridges_any_arm():
    state = game()
    boat = put(state, "red", RAFT, "river:2,2", "good:stone")
    pay = _sawmill_goods(state, WEST)
    assert why_not_build(state, RED, Build(boat, "building:sawmill", WEST, None, pay)) is None
    assert why_not_build(state, RED, Build(boat, "building:sawmill", EAST, None, pay)) is None
    options = build_options(state, RED)
    assert {
        o.site for o in options if isinstance(o, Build) and o.building == "building:sawmill"
    } == {
        EAST,
        WEST,
    }
    apply_build(state, RED, Build(boat, "building:sawmill", WEST, None, pay))
    assert state.building_on("hex:2,2").area == WEST
    # a bridge from the boat, paid from its own cargo
    assert why_not_build(state, RED, Bridge(boat, "hex:2,2", 3, ((boat, "good:stone", 1),))) is None


def test_a_carried_transporter_builds_nothing():
    state = game()
    carrier = put(state, "red", DONKEY, area(1, 1))
    carried = put(state, "red", DONKEY, f"carried:{carrier}")
    pay = _sawmill_goods(state, area(1, 1))
    assert key(
        why_not_build(state, RED, Build(carried, "building:sawmill", area(1, 1), None, pay))
    ) == ("build_carried")


def test_goods_of_own_transporters_in_the_zone_pay_together():
    state = game()
    a = put(state, "red", DONKEY, area(1, 1), "good:boards", "good:boards")
    b = put(state, "red", DONKEY, area(1, 1), "good:stone")
    action = option(state, RED, Build, building="building:sawmill", site=area(1, 1))
    assert action.by == a
    assert action.paid_from == ((a, "good:boards", 2), (b, "good:stone", 1))
    # a transporter no longer there pays nothing
    state.transporter(b).id = "transporter:red:9"
    assert key(why_not_build(state, RED, action)) == "build_goods_out_of_reach"


# -- cooperation: goods on another player's transporter, with his consent (§5.1) -------------------

# "서로 다른 플레이어의 운송수단 사이에 협력이 가능합니다. 즉, 당신은 다른 플레이어의 운송수단이
# 당신의 요청대로 물건을 놓아줄 의향이 있다면 그것을 사용할 수 있습니다."


def _cooperation():
    """Ann's donkey with two boards and Bob's with a stone, together at (1,1): a sawmill (2 boards
    and a stone) needs Bob's stone."""
    state = game()
    a = put(state, "red", DONKEY, area(1, 1), "good:boards", "good:boards")
    b = put(state, "yellow", DONKEY, area(1, 1), "good:stone")
    offered = option(state, RED, Build, building="building:sawmill", site=area(1, 1))
    return state, a, b, offered


def test_a_building_paid_partly_from_another_players_donkey_after_his_consent():
    rules = ruleset("roads-and-boats")
    state, a, b, offered = _cooperation()
    assert offered.paid_from == ((a, "good:boards", 2), (b, "good:stone", 1))
    before = all_goods(state)
    events = rules.apply(state, offered)
    assert [e.key.rpartition(".")[2] for e in events] == ["consent_asked"]
    assert state.buildings == [] and state.transporter(b).cargo == ["good:stone"]
    prompt = rules.prompt(state)
    assert (prompt.seat, prompt.kind) == (YELLOW, "consent")
    names = ["Ann", "Bob"]
    assert render(prompt.text, names=names) == (
        "Bob: Ann asks for your consent to use 1 token of stone from Bob's donkey for the "
        "sawmill. Do you agree?"
    )
    assert render(prompt.text, "ko", names=names) == (
        "Bob 님, Ann 님이 동의를 구해요: Bob 님의 당나귀에 실린 석재 1개를 제재소에 쓰기. "
        "동의할까요?"
    )
    events = rules.apply(state, Consent(True))
    assert events[-1].key == "roads-and-boats.event.build_building" and events[-1].seat == RED
    assert [x.kind for x in state.buildings] == ["building:sawmill"]
    assert state.transporter(a).cargo == [] and state.transporter(b).cargo == []
    assert before - all_goods(state) == Counter({"good:boards": 2, "good:stone": 1})
    prompt = rules.prompt(state)
    assert (prompt.seat, prompt.kind) == (RED, "building")


def test_nothing_is_taken_for_a_building_without_the_owners_consent():
    rules = ruleset("roads-and-boats")
    state, a, b, offered = _cooperation()
    before = state_hash(state)
    rules.apply(state, offered)
    events = rules.apply(state, Consent(False))
    assert events[0].key == "roads-and-boats.event.consent_refused"
    assert state_hash(state) == before and state.buildings == []
    assert state.transporter(b).cargo == ["good:stone"]
    # what the builder's own and the unattended goods pay asks nobody
    add_goods(state, area(1, 1), {"good:stone": 1})
    own = option(state, RED, Build, building="building:sawmill", site=area(1, 1))
    assert own.paid_from == ((a, "good:boards", 2), (area(1, 1), "good:stone", 1))
    events = rules.apply(state, own)
    assert events[0].key == "roads-and-boats.event.build_building"
    assert state.transporter(b).cargo == ["good:stone"]


# -- roads (§5.7) ------------------------------------------------------------------------------


def test_roads_on_each_bank_of_a_river_edge_and_plain_edges():
    state = game()
    east = put(state, "red", DONKEY, EAST, "good:stone", "good:stone")
    # the river crosses (2,2)-(2,3): one road per bank
    assert (
        why_not_build(state, RED, Road(east, "edge:2,2~2,3#0", ((east, "good:stone", 1),))) is None
    )
    assert key(
        why_not_build(state, RED, Road(east, "edge:2,2~2,3#1", ((east, "good:stone", 1),)))
    ) == ("build_not_present")
    west = put(state, "red", DONKEY, WEST, "good:stone")
    assert (
        why_not_build(state, RED, Road(west, "edge:2,2~2,3#1", ((west, "good:stone", 1),))) is None
    )
    apply_build(state, RED, Road(east, "edge:2,2~2,3#0", ((east, "good:stone", 1),)))
    apply_build(state, RED, Road(west, "edge:2,2~2,3#1", ((west, "good:stone", 1),)))
    assert state.roads == ["edge:2,2~2,3#0", "edge:2,2~2,3#1"]
    # a plain edge has one road, named by either half
    apply_build(state, RED, Road(east, "edge:2,2~3,2#1", ((east, "good:stone", 1),)))
    assert "edge:2,2~3,2#0" in state.roads
    add_goods(state, EAST, {"good:stone": 1})
    for half in ("edge:2,2~3,2#0", "edge:2,2~3,2#1"):
        assert key(why_not_build(state, RED, Road(east, half, ((EAST, "good:stone", 1),)))) == (
            "build_road_exists"
        )
    # no road into the sea, nor between far hexes
    assert key(
        why_not_build(state, RED, Road(east, "edge:2,4~2,5#0", ((EAST, "good:stone", 1),)))
    ) == ("build_no_road_site")
    # a road into the desert is fine (§4.1)
    donkey = put(state, "red", DONKEY, area(3, 1), "good:stone")
    assert (
        why_not_build(state, RED, Road(donkey, "edge:3,0~3,1#0", ((donkey, "good:stone", 1),)))
        is None
    )


# -- walls (§7.2) ------------------------------------------------------------------------------


def test_build_strengthen_demolish_and_rebuild_a_wall():
    state = game()
    edge = "edge:1,1~1,2"
    by = put(state, "red", DONKEY, area(1, 1))
    add_goods(state, area(1, 1), {"good:stone": 20, "good:boards": 10})
    for tokens in (1, 2, 3):
        wall = option(state, RED, Wall, edge=edge)
        assert paid(wall) == Counter({"good:stone": tokens})  # the n-th token costs n
        events = apply_build(state, RED, wall)
        assert state.walls[edge] == WallPiece("red", tokens)
        assert events[0].params["tokens"] == tokens
    assert goods_at(state, area(1, 1))["good:stone"] == 20 - 6  # a 3-token wall: 6 stones
    # demolishing n tokens costs n+1 boards and leaves n neutral tokens
    demolish = option(state, RED, Demolish, edge=edge)
    assert paid(demolish) == Counter({"good:boards": 4})
    apply_build(state, RED, demolish)
    assert state.walls[edge] == WallPiece(None, 3)
    assert key(
        why_not_build(state, RED, Demolish(by, edge, ((area(1, 1), "good:boards", 4),)))
    ) == ("build_wall_neutral")
    # anyone builds on top of neutral tokens: the 4th token costs 4
    yellow = put(state, "yellow", DONKEY, area(1, 2), *["good:stone"] * 4)
    wall = option(state, YELLOW, Wall, edge=edge)
    assert wall.paid_from == ((yellow, "good:stone", 4),)
    apply_build(state, YELLOW, wall)
    assert state.walls[edge] == WallPiece("yellow", 4)
    # red may not build on yellow's wall, only demolish it
    why = why_not_build(state, RED, Wall(by, edge, ((area(1, 1), "good:stone", 5),)))
    assert key(why) == "build_wall_taken"
    assert key(why_not_build(state, RED, Demolish(by, "edge:1,1~2,1", ()))) == "build_no_wall"
    assert paid(option(state, RED, Demolish, edge=edge)) == Counter({"good:boards": 5})


def test_no_wall_between_two_sea_tiles_nor_out_of_reach():
    state = game()
    boat = put(state, "red", STEAMER, "sea:2,5", *["good:stone"] * 3)
    pay = ((boat, "good:stone", 3),)
    assert key(why_not_build(state, RED, Wall(boat, "edge:1,5~2,5", pay))) == "build_no_wall_site"
    assert key(why_not_build(state, RED, Wall(boat, "edge:1,1~1,2", pay))) == "build_not_present"


def test_the_rulebook_wall_example():
    """§7.2.7 rebuilt around the river mouth at (2,4)/(2,5): a steamer at sea, two rafts docked
    on one coast, a truck, and two donkeys on neighbouring tiles."""
    state = game()
    stones = ["good:stone"] * 8
    steamer = put(state, "red", STEAMER, "sea:3,5", *stones)
    # the steamer at sea builds a coast wall at A for 1 + 2 = 3 stones
    a = "edge:3,4~3,5"
    wall = option(state, RED, Wall, edge=a)
    assert wall.by == steamer and wall.paid_from == ((steamer, "good:stone", 3),)
    # wall D (1 token of yellow's): demolishing it costs 2 + 2 = 4 boards, rebuilding 2 + 2 = 4
    d = "edge:3,5~4,4"
    state.walls[d] = WallPiece("yellow", 1)
    state.transporter(steamer).cargo += ["good:boards"] * 4
    demolish = option(state, RED, Demolish, edge=d)
    assert paid(demolish) == Counter({"good:boards": 4})
    apply_build(state, RED, demolish)
    assert paid(option(state, RED, Wall, edge=d)) == Counter({"good:stone": 4})
    # two rafts docked on the coast of (1,4) build a wall at A' for 1 stone; it pushes the other
    # player's raft out to sea, not the builder's own
    coast = "edge:1,4~1,5"
    raft = put(state, "red", RAFT, f"dock:{coast}#0", "good:stone", came="sea:1,5")
    other = put(state, "yellow", RAFT, f"dock:{coast}#0", "good:clay", came="sea:1,5")
    wall = option(state, RED, Wall, edge=coast)
    assert wall.paid_from == ((raft, "good:stone", 1),)
    events = apply_build(state, RED, wall)
    assert state.transporter(other).location == "sea:1,5"
    assert state.transporter(other).docked_from is None
    assert state.transporter(other).cargo == ["good:clay"]
    assert state.transporter(raft).location == f"dock:{coast}#0"
    assert [e.key for e in events] == [
        "roads-and-boats.event.build_wall",
        "roads-and-boats.event.build_pushed",
    ]
    assert events[1].moved == (f"dock:{coast}#0", "sea:1,5")
    # docked at the mouth on the east bank of (2,4): walls F on that side (the river edges
    # included), not G across the unbridged river
    mouth = put(state, "red", RAFT, "dock:edge:2,4~2,5#0", *["good:stone"] * 2, came="sea:2,5")
    pay = ((mouth, "good:stone", 1),)
    east_f = ("edge:2,4~3,3", "edge:2,4~3,4", "edge:2,3~2,4", "edge:2,4~2,5")
    for edge in east_f:
        assert why_not_build(state, RED, Wall(mouth, edge, pay)) is None, edge
    g = "edge:1,4~2,4"
    assert key(why_not_build(state, RED, Wall(mouth, g, pay))) == "build_not_present"
    # the truck on the west bank builds at G
    truck = put(state, "red", "transporter:truck", area(2, 4, 1), "good:stone")
    assert why_not_build(state, RED, Wall(truck, g, ((truck, "good:stone", 1),))) is None
    # two donkeys on neighbouring tiles, 2 stones each, cannot strengthen the neutral wall B
    b = "edge:0,2~0,3"
    state.walls[b] = WallPiece(None, 2)
    up = put(state, "red", DONKEY, area(0, 2), "good:stone", "good:stone")
    down = put(state, "red", DONKEY, area(0, 3), "good:stone", "good:stone")
    assert not [o for o in build_options(state, RED) if isinstance(o, Wall) and o.edge == b]
    mixed = ((up, "good:stone", 2), (down, "good:stone", 1))
    assert key(why_not_build(state, RED, Wall(up, b, mixed))) == "build_goods_out_of_reach"
    assert key(why_not_build(state, RED, Wall(down, b, ((down, "good:stone", 2),)))) == (
        "build_cannot_afford"
    )
    # the lower donkey builds on all edges E of its tile
    edges_e = {o.edge for o in build_options(state, RED) if isinstance(o, Wall) and o.by == down}
    assert edges_e >= {"edge:0,3~1,2", "edge:0,3~1,3", "edge:0,3~0,4"}


# -- mines (§5.5) ------------------------------------------------------------------------------


def test_a_new_mine_fills_its_bag_and_mixtures_need_research():
    state = game()
    by = put(state, "red", DONKEY, area(0, 1))
    cost = {"good:boards": 3, "good:stone": 1}
    add_goods(state, area(0, 1), cost)
    pay = tuple((area(0, 1), g, n) for g, n in cost.items())
    assert key(
        why_not_build(state, RED, Build(by, "building:mine", area(0, 1), "fill:gold", pay))
    ) == ("build_research")
    assert key(
        why_not_build(state, RED, Build(by, "building:mine", area(0, 1), "fill:nope", pay))
    ) == ("build_no_fill")
    assert key(why_not_build(state, RED, Build(by, "building:mine", area(0, 1), None, pay))) == (
        "build_no_fill"
    )
    assert {
        o.fill
        for o in build_options(state, RED)
        if isinstance(o, Build) and o.building == "building:mine"
    } == {"fill:mixed"}
    events = apply_build(state, RED, Build(by, "building:mine", area(0, 1), "fill:mixed", pay))
    mine = state.building_on("hex:0,1")
    assert sorted(mine.bag) == ["good:gold"] * 3 + ["good:iron"] * 3
    assert events[1].key == "roads-and-boats.event.build_bag" and events[1].params["bag"] == 6
    # a sawmill takes no mixture
    add_goods(state, area(1, 1), {"good:boards": 2, "good:stone": 1})
    donkey = put(state, "red", DONKEY, area(1, 1))
    pay = ((area(1, 1), "good:boards", 2), (area(1, 1), "good:stone", 1))
    assert key(
        why_not_build(state, RED, Build(donkey, "building:sawmill", area(1, 1), "fill:mixed", pay))
    ) == ("build_not_a_mine")


def test_new_shafts_need_research_cost_iron_and_fuel_and_add_a_mixture():
    state = game()
    state.buildings.append(
        Building("building:mine@hex:0,1", "building:mine", "hex:0,1", area(0, 1))
    )
    by = put(state, "red", DONKEY, area(0, 1), "good:iron", "good:fuel")
    pay = ((by, "good:fuel", 1), (by, "good:iron", 1))
    assert (
        key(why_not_build(state, RED, NewShaft(by, "hex:0,1", "fill:mixed", pay)))
        == "build_research"
    )
    state.players[RED].research += ["research:new_shafts", "research:enlargement"]
    shafts = [o for o in build_options(state, RED) if isinstance(o, NewShaft)]
    assert {o.fill for o in shafts} == {"fill:mixed", "fill:large"}
    assert (
        key(why_not_build(state, RED, NewShaft(by, "hex:1,1", "fill:mixed", pay)))
        == "build_no_mine"
    )
    apply_build(state, RED, NewShaft(by, "hex:0,1", "fill:large", pay))
    assert Counter(state.building_on("hex:0,1").bag) == Counter({"good:gold": 5, "good:iron": 5})
    assert state.transporter(by).cargo == []


# -- payments ----------------------------------------------------------------------------------


def test_payments_must_be_exact_and_present():
    state = game()
    by = put(state, "red", DONKEY, area(1, 1), "good:stone")
    add_goods(state, area(1, 1), {"good:boards": 5})
    ok = ((area(1, 1), "good:boards", 2), (by, "good:stone", 1))
    assert why_not_build(state, RED, Build(by, "building:sawmill", area(1, 1), None, ok)) is None
    too_much = ((area(1, 1), "good:boards", 3), (by, "good:stone", 1))
    assert (
        key(why_not_build(state, RED, Build(by, "building:sawmill", area(1, 1), None, too_much)))
        == "build_cost"
    )
    missing = ((by, "good:boards", 2), (by, "good:stone", 1))
    assert (
        key(why_not_build(state, RED, Build(by, "building:sawmill", area(1, 1), None, missing)))
        == "goods_missing"
    )
    zero = ((area(1, 1), "good:boards", 0), (area(1, 1), "good:boards", 2), (by, "good:stone", 1))
    assert (
        key(why_not_build(state, RED, Build(by, "building:sawmill", area(1, 1), None, zero)))
        == "build_bad_payment"
    )
    with pytest.raises(IllegalAction):
        apply_build(state, RED, Build(by, "building:sawmill", area(1, 1), None, too_much))
    assert goods_at(state, area(1, 1)) == {"good:boards": 5}


def test_actions_round_trip_through_json():
    codec = ActionCodec(ACTIONS)
    state = game(*ALL_RESEARCH)
    put(state, "red", DONKEY, EAST, *["good:stone"] * 3, "good:boards", "good:boards")
    options = build_options(state, RED)
    assert {type(o) for o in options} >= {Build, Road, Bridge, Wall}
    for o in options:
        assert codec.decode(o.to_json()) == o
        assert o.piece and o.target


# -- random legal constructions --------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_random_build_options_are_legal_and_conserve_goods(seed):
    rng = random.Random(seed)
    state = game(*rng.sample(ALL_RESEARCH, 4))
    goods = ["good:boards", "good:stone", "good:iron", "good:fuel"]
    land = [a.id for a in board_of(state).areas]
    for colour in ("red", "yellow"):
        for _ in range(3):
            put(state, colour, DONKEY, rng.choice(land), *rng.choices(goods, k=2))
        put(
            state,
            colour,
            RAFT,
            rng.choice(["river:2,1", "river:2,3", "sea:1,5"]),
            *rng.choices(goods, k=3),
        )
    for a in rng.sample(land, 10):
        add_goods(state, a, {g: rng.randint(0, 3) for g in goods})
    for step in range(40):
        seat = step % 2
        options = build_options(state, seat)
        if not options:
            continue
        for o in options:
            assert why_not_build(state, seat, o) is None, o
        action = rng.choice(options)
        before = all_goods(state)
        copy = clone(state)
        apply_build(state, seat, action)
        assert all_goods(state) == before - paid(action)
        assert all(n > 0 for pile in state.goods.values() for n in pile.values())
        assert copy != state


# -- messages ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_and_messages_render(lang):
    data = roads_boats_data()
    ids = [
        *data.buildings,
        *data.goods,
        *data.terrains,
        *data.research,
        *data.mine_fills,
        *data.transporters,
    ]
    messages = catalog(lang)
    for some_id in ids:
        group, _, name = some_id.partition(":")
        assert f"roads-and-boats.{group}.{name}" in messages, some_id
    text = Text(
        "roads-and-boats.why.build_cost",
        {
            "what": Text("roads-and-boats.building.sawmill"),
            "cost": bd._amounts({"good:boards": 2, "good:stone": 1}),
        },
    )
    out = render(text, lang)
    assert "{" not in out and "roads-and-boats" not in out
