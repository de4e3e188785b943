"""Roads & Boats' teaching texts (`rules.roadsboats.describe`): every element the table shows has
an id in `element_ids` and a describe in English and Korean that reads as a sentence (the checks
of tests/rules/test_texts.py), and its live numbers follow the state: a transporter that moved,
the reach a new road gives, a building's capacity used, a mine's bag, piles of goods and who may
take them, walls, bridges, research and the wonder; the places with nothing on them (road and
wall sites, rivers, open sea, docks), each player's mat, and the build palette's pieces (cost,
where each may stand, research, what it makes from what, the data's numbers) too.

The map: the valley of the movement and production tests (pasture q 0..4, r 0..4; a river down
column q=2 from a mountain source at (2,0) through woods into the sea at (2,5); sea at (1,5),
(2,5), (3,5)), with a desert at (0,0) and rock at (4,0).
"""

from __future__ import annotations

import pytest

from rules.core.games import ruleset
from rules.core.i18n import render
from rules.core.rng import Rng
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe import describe, element_ids, palette_ids
from rules.roadsboats.maps import map_to_json
from rules.roadsboats.movement import Load, Move, apply_move, end_movement, reachable
from rules.roadsboats.production import Claim, Feed, apply_production
from rules.roadsboats.state import (
    Building,
    Player,
    RoadsBoatsState,
    Wall,
    add_goods,
    new_transporter,
)
from tests.rules.roadsboats.valley import valley
from tests.rules.test_texts import particle_slips, problems, unit_slips

NAMES = ("Ann", "Bo")
TRUNKS, FUEL = "good:trunks", "good:fuel"


VALLEY = valley({(0, 0): "terrain:desert", (4, 0): "terrain:rock"})
A, B = "hex:0,2/area:0", "hex:1,2/area:0"
ROAD = "edge:0,2~1,2#0"


def area(q: int, r: int, k: int = 0) -> str:
    return f"hex:{q},{r}/area:{k}"


def game(phase: str = "movement") -> RoadsBoatsState:
    """Ann (red, seat 0, home at 1,1) and Bo (yellow)."""
    return RoadsBoatsState(
        rng=Rng(1),
        map=map_to_json(VALLEY),
        players=[
            Player(0, "Ann", "red", home="hex:1,1", home_area=area(1, 1)),
            Player(1, "Bo", "yellow"),
        ],
        temple=[0, 1],
        sequence=[0, 1],
        phase=phase,
    )


def put(state: RoadsBoatsState, colour: str, kind: str, where: str, *cargo: str):
    t = new_transporter(state, colour, f"transporter:{kind}", where)
    t.cargo = [f"good:{g}" for g in cargo]
    return t


def build(state: RoadsBoatsState, kind: str, where: str) -> Building:
    hex_id = where.partition("/")[0]
    b = Building(f"building:{kind}@{hex_id}", f"building:{kind}", hex_id, where)
    state.buildings.append(b)
    return b


def both(state: RoadsBoatsState, element: str) -> tuple[str, str]:
    """The describe of an element in English and Korean, each checked as test_texts does."""
    text = describe(state, element)
    assert text is not None, element
    out = []
    for lang in ("en", "ko"):
        words = render(text, lang, names=NAMES)
        slips = problems(words, lang, NAMES) + unit_slips(text, lang)
        if lang == "ko":
            slips += particle_slips(text, NAMES)
        assert not slips, (element, lang, words, slips)
        out.append(words)
    return out[0], out[1]


def en(state: RoadsBoatsState, element: str) -> str:
    return both(state, element)[0]


def ko(state: RoadsBoatsState, element: str) -> str:
    return both(state, element)[1]


def busy() -> RoadsBoatsState:
    """A table with one of everything: transporters (one carried), cargo, piles on land and on
    an oil rig, primary and secondary producers, a mine, both kinds of factory, roads, a bridge,
    an owned and a neutral wall, research and bricks."""
    state = game()
    state.roads = sorted([ROAD, "edge:1,1~1,2#0"])
    state.bridges = {"hex:2,2": [0]}
    state.walls = {"edge:1,2~1,3": Wall("red", 2), "edge:3,1~3,2": Wall(None, 1)}
    put(state, "red", "donkey", A, "trunks")
    put(state, "yellow", "wagon", B)
    raft = put(state, "red", "raft", "sea:2,5", "fuel", "fuel")
    rowboat = put(state, "red", "rowboat", "river:2,3")
    donkey = put(state, "red", "donkey", area(2, 3))
    donkey.location = f"carried:{rowboat.id}"
    add_goods(state, A, {TRUNKS: 3})
    add_goods(state, "rig:2,5", {FUEL: 1})
    mine = build(state, "mine", area(2, 0))
    mine.bag = ["good:gold", "good:gold", "good:iron"]
    build(state, "woodcutter", area(2, 1, 1))
    build(state, "sawmill", B)
    build(state, "wagon_factory", area(3, 3))
    build(state, "raft_factory", area(2, 4))
    rig = build(state, "oil_rig", "hex:2,5")
    rig.area = "hex:2,5"
    state.players[0].research = ["research:drilling"]
    state.wonder = ["red", None]
    assert raft.cargo == [FUEL, FUEL]
    return state


# -- every element -------------------------------------------------------------------------------


def test_every_element_is_listed_and_reads_in_both_languages():
    state = busy()
    ids = element_ids(state)
    assert len(ids) == len(set(ids))
    expected = {
        "hex:1,1",  # a land tile, Ann's home
        "hex:2,5",  # a sea tile with an oil rig
        area(2, 2, 1),
        f"{A}/{TRUNKS}",
        "rig:2,5/good:fuel",
        "transporter:red:1/good:trunks",
        "transporter:red:2/good:fuel",
        "transporter:red:4",  # the carried donkey
        "building:mine@hex:2,0",
        "building:oil_rig@hex:2,5",
        ROAD,
        "bridge:2,2/N",
        "edge:1,2~1,3",
        "edge:3,1~3,2",
        "research:red",
        "research:yellow",
        "wonder",
        "edge:0,0~0,1#0",  # a road site with no road
        "edge:0,0~0,1",  # a wall site with no wall
        "river:2,2",
        "river:2,0",  # a source
        "sea:1,5",
        "dock:edge:1,4~1,5#0",
        "player:0",
        "player:1",
        "build:building:sawmill",
        "build:road",
        "build:new_shaft",
    }
    assert expected <= set(ids)
    assert set(palette_ids()) <= set(ids) and len(palette_ids()) == 21
    assert set(VALLEY.road_sites) <= set(ids) and set(VALLEY.wall_sites) <= set(ids)
    for element in ids:
        both(state, element)
    # the ruleset hands both on
    rules = ruleset("roads-and-boats")
    assert rules.element_ids(state) == ids
    assert rules.describe(state, "wonder") == describe(state, "wonder")


@pytest.mark.parametrize(
    "element",
    [
        "hex:99,99",
        "hex:0,2/area:7",
        "hex:0,2/area:0/good:gold",  # no gold there
        "hex:0,2/area:0/good:nectar",
        "transporter:red:99",
        "transporter:red:99/good:trunks",
        "building:sawmill@hex:0,0",
        "edge:1,5~2,5",  # two sea tiles: no wall site
        "edge:1,5~2,5#0",  # no road site either
        "edge:0,0~2,2",  # no edge at all
        "bridge:2,2/S",
        "bridge:2,2/Q",
        "research:purple",
        "river:0,0",  # no river there
        "river:1,5",  # the sea
        "sea:0,0",  # land
        "dock:edge:0,0~0,1#0",  # no coast
        "player:2",
        "player:-1",
        "build:building:castle",
        "build:tower",
        "nonsense",
    ],
)
def test_what_is_not_there_has_no_description(element):
    assert describe(busy(), element) is None


# -- tiles and sides -----------------------------------------------------------------------------


def test_a_tile_says_its_terrain_river_building_home_and_what_may_be_built():
    state = busy()
    home = en(state, "hex:1,1")
    assert home.startswith("Tile 1,1: pasture, home of Ann.")
    assert "No river runs through it." in home
    assert "Roads to neighbouring tiles: 1; walls on its edges: 0." in home
    # no river and no sea beside it: no shore building, and no woodcutter off the woods
    assert "sawmill" in home and "clay pit" not in home and "woodcutter" not in home
    assert "truck factory (after trucking research)" in home
    assert "Ann 님의 집이 있어요" in ko(state, "hex:1,1")
    assert "2,2 타일(숲)이에요" in ko(state, "hex:2,2")
    split = en(state, "hex:2,2")
    assert "A river splits it into 2 sides; bridges over it: 1." in split
    assert "raft factory" in split and "clay pit" in split and "woodcutter" in split
    assert "A river rises here without splitting the tile." in en(state, "hex:2,0")
    taken = en(state, "hex:2,1")
    assert "Its building: woodcutter." in taken and "One building per tile" in taken
    # the desert until irrigation (§4.1)
    assert "only roads and walls may be built in the desert" in en(state, "hex:0,0")
    state.irrigated = True
    assert en(state, "hex:0,0").startswith("Tile 0,0: pasture.")
    assert "sawmill" in en(state, "hex:0,0")
    # a sea tile: boats and the oil rig
    sea = en(state, "hex:2,5")
    assert "1 boat on it now" in sea and "goods stored on it: 1 × fuel" in sea
    assert "after drilling research" in en(state, "hex:1,5")
    assert "유전 연구를 마친 뒤 유전만" in ko(state, "hex:1,5")


def test_a_tile_counts_its_roads_walls_and_bridges_as_they_come():
    state = game()
    assert "Roads to neighbouring tiles: 0; walls on its edges: 0." in en(state, "hex:1,2")
    assert "bridges over it: 0" in en(state, "hex:2,2")
    state.roads = [ROAD]
    state.walls = {"edge:1,2~1,3": Wall("yellow", 1)}
    state.bridges = {"hex:2,2": [0]}
    assert "Roads to neighbouring tiles: 1; walls on its edges: 1." in en(state, "hex:1,2")
    assert "도로는 1개, 가장자리의 벽은 1개예요" in ko(state, "hex:1,2")
    assert "bridges over it: 1" in en(state, "hex:2,2")


def test_a_side_lists_its_goods_transporters_and_road_network():
    state = game()
    assert en(state, A) == (
        "Side 1 of tile 0,2. Goods lying here: none. Transporters here: none. "
        "No road reaches this side."
    )
    add_goods(state, A, {TRUNKS: 3, "good:stone": 1})
    put(state, "red", "donkey", A)
    put(state, "red", "donkey", A)
    put(state, "yellow", "wagon", A)
    state.roads = sorted([ROAD, "edge:1,1~1,2#0"])
    text = en(state, A)
    assert "Goods lying here: 1 × stone and 3 × trunks." in text
    assert "Transporters here: 2 × Ann's donkey and 1 × Bo's wagon." in text
    assert "Roads join it to 2 other tiles." in text
    korean = ko(state, A)
    assert "Ann 님의 당나귀 2마리와 Bo 님의 마차 1대" in korean
    assert "다른 타일 2개와 이어요" in korean
    # the west bank of the river tile is joined to the east bank only by a bridge
    state.roads = ["edge:2,2~3,2#0"]
    assert "No road reaches this side." in en(state, area(2, 2, 1))
    state.bridges = {"hex:2,2": [0]}
    assert "Roads join it to 1 other tile." in en(state, area(2, 2, 1))


# -- transporters ----------------------------------------------------------------------------------


def test_a_transporter_says_it_moved_and_its_reach_follows_the_roads():
    state = game()
    wagon = put(state, "red", "wagon", A)
    add_goods(state, A, {TRUNKS: 3})
    text = en(state, wagon.id)
    assert text.startswith("Ann's wagon on side 1 of tile 0,2. It carries no goods (room for 3).")
    assert "It has not moved yet this phase and can reach 0 places from here" in text
    assert "(3 steps, along roads only)" in text
    # a road network lets it go somewhere: as far as the roads lead
    state.roads = sorted([ROAD, "edge:1,1~1,2#0"])
    assert len(reachable(state, wagon.id)) - 1 == 2
    assert "can reach 2 places" in en(state, wagon.id)
    assert "여기서 2곳에 갈 수 있어요" in ko(state, wagon.id)
    state.roads = sorted([*state.roads, "edge:1,0~1,1#0"])
    assert "can reach 3 places" in en(state, wagon.id)
    # it moves, taking a trunk along: moved, and carrying it
    apply_move(state, 0, Move(wagon.id, (A, B), (Load(0, A, TRUNKS, 1),)))
    text = en(state, wagon.id)
    assert text.startswith("Ann's wagon on side 1 of tile 1,2.")
    assert "It carries 1 of 3 goods: 1 × trunks; only Ann may take them off." in text
    assert "It has moved this phase; it may move again in the next movement phase." in text
    assert "can reach" not in text
    assert "이미 움직였어요" in ko(state, wagon.id)
    # after the phase it can go again, from where it stands now
    end_movement(state)
    state.phase = "building"
    assert "In the next movement phase it can reach 3 places" in en(state, wagon.id)


def test_a_donkey_may_leave_the_roads_for_one_step():
    state = game()
    donkey = put(state, "red", "donkey", A)
    text = en(state, donkey.id)
    assert "can reach 4 places from here (2 steps along roads, or 1 off them)" in text
    assert "(도로로 2칸, 도로 밖으로 1칸)" in ko(state, donkey.id)


def test_boats_and_carried_transporters():
    state = busy()
    raft = en(state, "transporter:red:2")
    assert raft.startswith("Ann's raft on the sea at 2,5. It carries 2 of 3 goods: 2 × fuel;")
    assert "(3 steps on rivers and sea; docking ends the move)" in raft
    carried = en(state, "transporter:red:4")
    assert carried.startswith("Ann's donkey, carried by Ann's rowboat:")
    rowboat = en(state, "transporter:red:3")
    assert rowboat.startswith("Ann's rowboat on the river of tile 2,3.")
    assert "It carries Ann's donkey and so no goods." in rowboat
    assert "다른 운송수단(Ann 님의 당나귀)을 싣고 있어서" in ko(state, "transporter:red:3")
    wagon = en(state, "transporter:yellow:1")
    assert "(3 steps, along roads only)" in wagon


# -- buildings -----------------------------------------------------------------------------------


def test_a_secondary_producer_counts_the_capacity_used():
    state = game("production")
    mill = build(state, "sawmill", B)
    donkey = put(state, "red", "donkey", B, "trunks", "trunks")
    text = en(state, mill.id)
    assert text.startswith("The sawmill on tile 1,2 turns a set of 1 × trunks into 2 × boards.")
    assert "Capacity: 6 × boards per production phase; 0 made this turn." in text
    assert "Any player whose transporter reaches it may feed it" in text
    assert text.endswith("Reaching it now: 1 × Ann's donkey.")
    apply_production(state, 0, Feed(mill.id, (0, 0), (donkey.id,)))
    assert "Capacity: 6 × boards per production phase; 4 made this turn." in en(state, mill.id)
    assert "판자 6개까지 만들 수 있고, 이번 턴에는 4개를 만들었어요" in ko(state, mill.id)
    # alternatives are read as such
    burner = build(state, "coal_burner", area(3, 3))
    assert (
        "turns a set of 2 × boards, a set of 1 × boards and 1 × trunks or a set of 2 × trunks "
        "into 1 × fuel"
    ) in en(state, burner.id)


def test_a_mine_counts_its_bag_and_its_draw():
    state = game("production")
    mine = build(state, "mine", area(2, 0))
    mine.bag = ["good:gold", "good:gold", "good:iron"]
    mine.drawn = "good:iron"
    put(state, "yellow", "donkey", area(2, 0))
    text = en(state, mine.id)
    assert "left in the bag: 2 × gold and 1 × iron (3 counters)." in text
    assert "This phase it drew iron, still there to take." in text
    assert "주머니에 남은 것: 금 2개와 철 1개(모두 3개)" in ko(state, mine.id)
    apply_production(state, 1, Claim(mine.id, area(2, 0)))
    assert "This phase's output has been taken." in en(state, mine.id)
    mine.bag, mine.drawn, mine.used = [], None, 0
    text = en(state, mine.id)
    assert "left in the bag: none (0 counters)." in text
    assert "Its bag gave nothing this phase." in text
    state.phase = "movement"
    assert "It draws again in the next production phase" in en(state, mine.id)


def test_primary_producers_factories_and_the_oil_rig():
    state = busy()
    cutter = en(state, "building:woodcutter@hex:2,1")
    assert cutter.startswith(
        "The woodcutter on tile 2,1 makes 1 × trunks every production phase, even with nobody"
    )
    assert "This turn's output is out" in cutter  # a movement phase
    assert "Reaching it now: none." in cutter
    wagons = en(state, "building:wagon_factory@hex:3,3")
    assert "turns a set of 2 × boards and 1 × donkey into a new wagon" in wagons
    assert "1 per production phase; 0 made this turn" in wagons
    assert "launched" not in wagons
    assert "판자 2개와 당나귀 1마리 세트를" in ko(state, "building:wagon_factory@hex:3,3")
    rafts = en(state, "building:raft_factory@hex:2,4")
    assert "into a new raft" in rafts and "The boat is launched into the tile's river" in rafts
    rig = en(state, "building:oil_rig@hex:2,5")
    assert "Any player's boat at sea on this tile may take the output" in rig
    assert rig.endswith("Reaching it now: 1 × Ann's raft.")


# -- goods piles ---------------------------------------------------------------------------------


def test_goods_piles_say_how_many_who_may_take_them_and_what_uses_them():
    state = game()
    add_goods(state, A, {TRUNKS: 3})
    donkey = put(state, "red", "donkey", A)
    pile = f"{A}/{TRUNKS}"
    text = en(state, pile)
    assert text.startswith(
        "3 × trunks lying unattended on side 1 of tile 0,2: any player whose transporter"
    )
    assert "None of them was moved this phase." in text
    assert "It goes into: sawmill, coal burner, papermill and raft factory;" in text
    assert "It counts for nothing at the end." in text
    # the donkey takes one and drops it on the next tile: a marked token (§6.3)
    state.roads = [ROAD]
    apply_move(state, 0, Move(donkey.id, (A, B), (Load(0, A, TRUNKS, 2), Load(1, B, TRUNKS, -1))))
    assert en(state, pile).startswith("1 × trunks lying unattended")
    dropped = en(state, f"{B}/{TRUNKS}")
    assert dropped.startswith("1 × trunks lying unattended on side 1 of tile 1,2")
    assert "1 of them moved this phase with Ann's donkey" in dropped
    assert "그중 1개는 이번 단계에 옮겨졌어요(Ann 님의 당나귀)" in ko(state, f"{B}/{TRUNKS}")
    carried = f"{donkey.id}/{TRUNKS}"
    assert carried in element_ids(state)
    text = en(state, carried)
    assert text.startswith("1 × trunks carried by Ann's donkey: only Ann may take or use them")
    assert "Ann 님만 가져가거나 쓸 수 있어요" in ko(state, carried)
    # gold is worth something, on a transporter; paper goes into research
    put(state, "yellow", "wagon", B, "gold")
    gold = en(state, "transporter:yellow:1/good:gold")
    assert "only Bo may take" in gold
    assert "At the end each counts 10 wealth points, but only on a transporter." in gold
    add_goods(state, B, {"good:paper": 1})
    assert "research points" in en(state, f"{B}/good:paper")
    assert "stored on the oil rig at 2,5" in en(busy(), "rig:2,5/good:fuel")


# -- roads, bridges, walls -----------------------------------------------------------------------


def test_roads_bridges_and_walls():
    state = busy()
    road = en(state, ROAD)
    assert road.startswith("A road between side 1 of tile 0,2 and side 1 of tile 1,2.")
    assert "Land transporters move along roads: donkey 2 steps, wagon 3 steps and truck" in road
    assert "No wall stands across it." in road
    assert "0,2 타일의 1번 구역에서 1,2 타일의 1번 구역까지 잇는 도로예요" in ko(state, ROAD)
    state.walls["edge:0,2~1,2"] = Wall("red", 1)
    assert "only Ann may use this road" in en(state, ROAD)
    bridge = en(state, "bridge:2,2/N")
    assert bridge.startswith(
        "A bridge on tile 2,2 over the river's north arm: it joins side 1 of tile 2,2 and "
        "side 2 of tile 2,2"
    )
    wall = en(state, "edge:1,2~1,3")
    assert wall.startswith("Ann's wall between tile 1,2 and tile 1,3, 2 tokens strong:")
    assert "it stops the transporters of Bo" in wall
    assert "Strengthening it costs 3 × stone, demolishing it 3 × boards" in wall
    assert "(2개짜리 벽)" in ko(state, "edge:1,2~1,3")
    # demolished, it stays as neutral tokens that anyone may build on (§7.2.3-§7.2.4)
    state.walls["edge:1,2~1,3"] = Wall(None, 2)
    neutral = en(state, "edge:1,2~1,3")
    assert "A neutral wall between tile 1,2 and tile 1,3, 2 tokens strong: it stops nobody." in (
        neutral
    )
    assert "A wall built on it costs 3 × stone" in neutral and "3 tokens strong" in neutral
    assert "1 token strong" in en(state, "edge:3,1~3,2")


# -- research and the wonder ---------------------------------------------------------------------


def test_research_and_the_wonder_follow_the_state():
    state = busy()
    assert "1 of 8 slots done (drilling)" in en(state, "research:red")
    assert "0 of 8 slots done (none)" in en(state, "research:yellow")
    state.players[1].research.append("research:rowing")
    assert "8개 중 1개를 마쳤어요(나룻배 공장)" in ko(state, "research:yellow")
    assert "costs 2 × geese and 1 × paper" in en(state, "research:red")
    wonder = en(state, "wonder")
    assert wonder.startswith(
        "The wonder in turn 1: 2 bricks laid (Ann 1 and Bo 0, 1 neutral); "
        "the next goes into row 1. It is complete with brick 62, 60 places from now."
    )
    assert "Next brick price: Ann 1 good and Bo 1 good." in wonder
    state.players[0].bought = 2
    state.wonder = ["yellow"] * 17
    wonder = en(state, "wonder")
    assert "17 bricks laid (Ann 0 and Bo 17, 0 neutral); the next goes into row 5" in wonder
    assert "Next brick price: Ann 4 goods and Bo 2 goods." in wonder
    assert "다음 벽돌 값: Ann 님 상품 4개와 Bo 님 상품 2개" in ko(state, "wonder")


# -- places with nothing on them -----------------------------------------------------------------


def test_an_empty_road_site_says_its_cost_and_what_it_would_join():
    state = busy()
    site = "edge:0,0~0,1#0"
    text = en(state, site)
    assert text.startswith(
        "No road yet between side 1 of tile 0,0 and side 1 of tile 0,1. A road here costs "
        "1 × stone, built by a player whose transporter reaches either end"
    )
    assert "donkey 2 steps, wagon 3 steps and truck 4 steps" in text
    assert text.endswith("No wall stands across this edge.")
    assert "0,0 타일의 1번 구역에서 0,1 타일의 1번 구역까지는 아직 도로가 없어요" in ko(state, site)
    state.walls["edge:0,0~0,1"] = Wall("yellow", 1)
    assert en(state, site).endswith("a road here would serve only Bo.")
    state.roads = sorted([*state.roads, site])
    assert en(state, site).startswith("A road between side 1 of tile 0,0 and side 1 of tile 0,1.")


def test_an_empty_wall_site_says_its_cost_and_what_crosses_the_edge():
    state = busy()
    text = en(state, "edge:0,0~0,1")
    assert text.startswith(
        "No wall yet on the edge between tile 0,0 and tile 0,1. A wall here costs 1 × stone "
        "for its first token and 2 × stone for a second (2 × stone more each from a boat at "
        "open sea)"
    )
    assert text.endswith("Roads across it now: 0.")
    state.roads = sorted([*state.roads, "edge:0,0~0,1#0"])
    assert en(state, "edge:0,0~0,1").endswith("Roads across it now: 1.")
    assert "가로지르는 도로는 1개예요" in ko(state, "edge:0,0~0,1")
    assert "A river crosses it; roads across it now: 0." in en(state, "edge:2,1~2,2")
    assert en(state, "edge:1,4~1,5").endswith("It is a coast: boats at sea dock on it.")
    assert "a river flows into the sea" in en(state, "edge:2,4~2,5")
    state.walls["edge:1,4~1,5"] = Wall("red", 1)
    assert en(state, "edge:1,4~1,5").startswith("Ann's wall between tile 1,4 and tile 1,5")


def test_rivers_seas_and_docks_say_where_boats_go_and_which_are_there():
    state = busy()
    river = en(state, "river:2,2")
    assert river.startswith("The river of tile 2,2: boats sail along it")
    assert "It splits the tile into 2 sides" in river
    assert "a bridge over one arm costs 1 × stone" in river and "(bridges here: 1)" in river
    assert river.endswith("Boats in it now: none.")
    put(state, "yellow", "raft", "river:2,2")
    assert en(state, "river:2,2").endswith("Boats in it now: 1 × Bo's raft.")
    assert "지금 강 위의 배: Bo 님의 뗏목 1대." in ko(state, "river:2,2")
    assert "it rises here and does not split the tile" in en(state, "river:2,0")
    sea = en(state, "sea:2,5")
    assert sea.startswith("Open sea at 2,5. A boat here may sail to a neighbouring sea tile, up ")
    assert "up the river of tile 2,4 through its mouth" in sea
    assert "cost it 2 × stone more to build and 2 × boards more to demolish" in sea
    assert "Boats at open sea here now: 1 × Ann's raft." in sea
    assert sea.endswith("goods stored on it: 1 × fuel.")
    open_sea = en(state, "sea:1,5")
    assert "through its mouth" not in open_sea and "after drilling research" in open_sea
    dock = "dock:edge:1,4~1,5#0"
    text = en(state, dock)
    assert text.startswith("A docking place on the coast of side 1 of tile 1,4, by the sea at 1,5")
    assert "No wall stands on this coast. Boats docked here now: none." in text
    put(state, "yellow", "raft", dock)
    state.walls["edge:1,4~1,5"] = Wall("yellow", 1)
    text = en(state, dock)
    assert "only Bo's boats may dock here. Boats docked here now: 1 × Bo's raft." in text
    assert "Bo 님의 배만 여기에 정박할 수 있어요" in ko(state, dock)


def test_a_players_mat_counts_wealth_transporters_bricks_walls_and_research():
    state = busy()
    mat = en(state, "player:0")
    assert mat.startswith("Ann, playing Red. Home: side 1 of tile 1,1. Wealth so far: 10,")
    assert "(0 from gold, 0 from coins, 0 from stock and 10 from the wonder)" in mat
    assert "Transporters: 2 of 5 on land, 2 of 5 on water, 4 of 8 in all;" in mat
    assert "goods on them: 2 × fuel and 1 × trunks." in mat
    assert "Bricks in the wonder: 1; wall tokens on the map: 2; research done: 1 of 8." in mat
    assert mat.endswith("Place in the sequence: 1 of 2.")
    put(state, "red", "wagon", B, "gold", "gold")
    assert "Wealth so far: 30," in en(state, "player:0")
    assert "20 from gold" in en(state, "player:0")
    assert "Ann 님의 자리예요(빨강)" in ko(state, "player:0")
    other = en(state, "player:1")
    assert "Bo, playing Yellow. No home chosen yet." in other
    assert "goods on them: none." in other


# -- the build palette ---------------------------------------------------------------------------


def _cost(cost: dict[str, int]) -> str:
    """A cost as the English texts give it ("2 × boards and 1 × stone")."""
    words = [f"{n} × {good.removeprefix('good:')}" for good, n in sorted(cost.items())]
    return ", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else words[0]


def test_every_palette_building_says_its_cost_and_research_from_the_data():
    state = busy()
    for kind in roads_boats_data().buildings.values():
        text = en(state, f"build:{kind.id}")
        assert f"It costs {_cost(kind.cost)}." in text, kind.id
        if kind.research:
            research = kind.research.removeprefix("research:")
            assert f"Only a player who has done the {research} research may build it." in text
        else:
            assert "It needs no research." in text
        assert "drag" not in text.lower()  # the rules' words, not the table's gestures
        assert "끌어" not in ko(state, f"build:{kind.id}")


def test_a_palette_building_says_where_it_stands_and_what_it_makes_from_what():
    state = busy()
    mill = en(state, "build:building:sawmill")
    assert mill.startswith(
        "The sawmill is a secondary producer. It costs 2 × boards and 1 × stone."
    )
    assert "a tile of woods, pasture (an irrigated desert too), rock or mountains" in mill
    assert "It turns a set of 1 × trunks into 2 × boards, at most 6 × boards per production" in mill
    assert "On the map now: 1; free tiles where it may stand now: 19." in mill
    build(state, "sawmill", area(3, 1))
    assert "On the map now: 2; free tiles where it may stand now: 18." in en(
        state, "build:building:sawmill"
    )
    state.irrigated = True  # the desert at 0,0 counts as pasture
    assert "free tiles where it may stand now: 19." in en(state, "build:building:sawmill")
    assert "제재소: 2차 생산자예요. 건설 비용은 판자 2개와 석재 1개예요." in ko(
        state, "build:building:sawmill"
    )
    cutter = en(state, "build:building:woodcutter")
    assert "It may stand on a tile of woods, one building per tile." in cutter
    assert "It makes 1 × trunks every production phase from nothing" in cutter
    clay = en(state, "build:building:clay_pit")
    assert "It may stand on a shore tile of woods" in clay and "borders the sea" in clay
    mine = en(state, "build:building:mine")
    assert "one counter drawn from its bag" in mine
    assert "a mixture of 3 × gold and 3 × iron, a mixture of 4 × gold (after specialisation" in mine
    rig = en(state, "build:building:oil_rig")
    assert "It stands on a sea tile and is built from one of the builder's boats" in rig
    assert "Only a player who has done the drilling research may build it." in rig
    assert "On the map now: 1; free tiles where it may stand now: 2." in rig
    wagons = en(state, "build:building:wagon_factory")
    assert "a set of 2 × boards and 1 × donkey into a new wagon" in wagons
    assert "launched" not in wagons
    assert "The boat is launched" in en(state, "build:building:steamer_factory")
    trucks = ko(state, "build:building:truck_factory")
    assert "트럭 공장 연구를 마친 플레이어만 지을 수 있어요." in trucks


def test_palette_constructions_give_their_growing_costs_and_live_counts():
    state = busy()
    road = en(state, "build:road")
    assert road.startswith("A road costs 1 × stone. It needs no research.")
    sites = len(VALLEY.road_sites)
    assert road.endswith(f"Roads on the map now: 2 of {sites} sites.")
    state.roads = sorted([*state.roads, "edge:0,0~0,1#0"])
    assert en(state, "build:road").endswith(f"Roads on the map now: 3 of {sites} sites.")
    bridge = en(state, "build:bridge")
    assert bridge.startswith("A bridge costs 1 × stone.") and bridge.endswith("now: 1.")
    wall = en(state, "build:wall")
    assert (
        "The first token costs 1 × stone, the second 2 × stone and the third 3 × stone (a wall "
        "of 3 tokens costs 6 × stone in all); from a boat at open sea each token costs 2 × stone "
        "more."
    ) in wall
    assert wall.endswith("On the map now: 1 wall in players' colours and 1 neutral.")
    assert "3개짜리 벽은 모두 석재 6개" in ko(state, "build:wall")
    demolish = en(state, "build:demolish")
    assert demolish.startswith(
        "Demolishing a wall costs 2 × boards for a wall of 1 token, 3 × boards for a wall of 2 "
        "tokens and 4 × boards for a wall of 3 tokens; from a boat at open sea 2 × boards more."
    )
    assert "A neutral wall cannot be demolished" in demolish
    shaft = en(state, "build:new_shaft")
    assert shaft.startswith("A new shaft costs 1 × fuel and 1 × iron. Only a player who has done")
    assert shaft.endswith("Mines on the map now: 1; counters left in their bags: 3.")
    assert "새로운 갱도 하나에 연료 1개와 철 1개가 들어요." in ko(state, "build:new_shaft")
