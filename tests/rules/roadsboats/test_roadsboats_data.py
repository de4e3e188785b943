"""Roads & Boats data (spec §1, §3.1.7, §4-§7, §9): the counts the rules depend on, pinned against
the spec and the shared data, and a loader that refuses a broken reference by naming it."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest

from rules.roadsboats.data import (
    DIRECTIONS,
    FOLDER,
    RoadsBoatsDataError,
    load,
    roads_boats_data,
)

DATA = roads_boats_data()
NOT_DESERT = ("terrain:woods", "terrain:pasture", "terrain:rock", "terrain:mountain")
DELTA = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))  # N NE SE S SW NW (spec §11.1)


# -- terrain and tiles -----------------------------------------------------------------------------


def test_six_terrains_five_of_them_land_and_desert_irrigates_to_pasture():
    assert list(DATA.terrains) == [
        "terrain:woods",
        "terrain:pasture",
        "terrain:rock",
        "terrain:mountain",
        "terrain:desert",
        "terrain:sea",
    ]
    assert [t.id for t in DATA.terrains.values() if not t.land] == ["terrain:sea"]
    assert {t.id: t.irrigated for t in DATA.terrains.values() if t.irrigated} == {
        "terrain:desert": "terrain:pasture"
    }


def test_five_river_shapes_with_their_edges_at_rotation_zero():
    edges = {s.id: tuple(DIRECTIONS[e] for e in s.edges) for s in DATA.river_shapes.values()}
    assert edges == {
        "source": ("N",),
        "straight": ("N", "S"),
        "sharp_bend": ("N", "NE"),
        "wide_bend": ("N", "SE"),
        "junction": ("N", "SE", "SW"),
    }
    assert DATA.river_shapes["wide_bend"].rotated(2) == (2, 4)  # SE, SW
    assert DATA.river_shapes["junction"].rotated(1) == (1, 3, 5)


def test_the_2nd_edition_inventory_has_144_tiles_by_terrain_and_river_shape():
    by_terrain, by_river = Counter(), Counter()
    for c in DATA.inventory:
        by_terrain[c.terrain.removeprefix("terrain:")] += c.count
        by_river[c.river] += c.count
    assert sum(by_terrain.values()) == 144
    assert by_terrain == {
        "pasture": 35,
        "woods": 22,
        "rock": 13,
        "mountain": 21,
        "desert": 23,
        "sea": 30,
    }
    assert by_river == {
        None: 116,
        "straight": 10,
        "wide_bend": 8,
        "sharp_bend": 6,
        "source": 3,
        "junction": 1,
    }
    # spec §4.2: sources only on mountains, the one junction a pasture
    rivers = {(c.terrain, c.river): c.count for c in DATA.inventory if c.river}
    assert rivers[("terrain:mountain", "source")] == 3
    assert rivers[("terrain:pasture", "junction")] == 1
    assert rivers[("terrain:pasture", "straight")] == 6


# -- goods and transporters ------------------------------------------------------------------------


def test_eleven_goods_three_of_them_wealth_and_geese_follow_and_breed():
    assert len(DATA.goods) == 11
    wealth = {g.id: g.wealth for g in DATA.goods.values() if g.wealth}
    assert wealth == {"good:gold": 10, "good:coins": 40, "good:stock": 120}
    assert [g.id for g in DATA.goods.values() if g.follows] == ["good:geese"]
    assert [g.id for g in DATA.goods.values() if g.breeds] == ["good:geese"]
    assert DATA.goods["good:stone"].produced_by == ("building:quarry", "building:stone_factory")
    assert DATA.goods["good:fuel"].produced_by == ("building:oil_rig", "building:coal_burner")
    assert DATA.goods["good:geese"].produced_by == ()


def test_six_transporters_three_per_domain_with_capacity_and_movement():
    table = {
        t.id.removeprefix("transporter:"): (t.domain, t.capacity, t.movement, t.off_road)
        for t in DATA.transporters.values()
    }
    assert table == {
        "donkey": ("land", 2, 2, 1),
        "wagon": ("land", 3, 3, 0),
        "truck": ("land", 6, 4, 0),
        "raft": ("water", 3, 3, 0),
        "rowboat": ("water", 5, 4, 0),
        "steamer": ("water", 8, 6, 0),
    }
    assert [t.id for t in DATA.transporters.values() if t.made_by is None] == ["transporter:donkey"]
    assert DATA.transporters["transporter:donkey"].breeds


def test_ownership_limits_8_5_5_and_the_start_on_the_home_tile():
    assert (DATA.limits.total, DATA.limits.land, DATA.limits.water) == (8, 5, 5)
    assert DATA.start_transporters == {"transporter:donkey": 3}
    assert DATA.start_goods == {"good:boards": 5, "good:stone": 1, "good:geese": 2}


# -- buildings -------------------------------------------------------------------------------------


def test_sixteen_buildings_5_primary_6_secondary_5_factories():
    kinds = Counter(b.kind for b in DATA.buildings.values())
    assert kinds == {"primary": 5, "secondary": 6, "factory": 5}
    assert [b.id for b in DATA.buildings_of("factory")] == [
        "building:wagon_factory",
        "building:truck_factory",
        "building:raft_factory",
        "building:rowboat_factory",
        "building:steamer_factory",
    ]


def _short(amounts) -> dict[str, int]:
    return {k.split(":")[1]: v for k, v in amounts.items()}


def test_building_costs_as_in_spec_5():
    costs = {b.id.removeprefix("building:"): _short(b.cost) for b in DATA.buildings.values()}
    assert costs == {
        "woodcutter": {"boards": 1},
        "quarry": {"boards": 2},
        "clay_pit": {"boards": 3},
        "mine": {"boards": 3, "stone": 1},
        "oil_rig": {"boards": 3, "stone": 1},
        "sawmill": {"boards": 2, "stone": 1},
        "coal_burner": {"boards": 3},
        "papermill": {"boards": 1, "stone": 1},
        "stone_factory": {"boards": 2},
        "mint": {"boards": 2, "stone": 1},
        "stock_exchange": {"stone": 3},
        "wagon_factory": {"boards": 2, "stone": 1},
        "truck_factory": {"boards": 2, "stone": 2},
        "raft_factory": {"boards": 1, "stone": 1},
        "rowboat_factory": {"boards": 2, "stone": 1},
        "steamer_factory": {"boards": 2, "stone": 2},
    }


def test_where_buildings_stand_shore_and_research():
    b = DATA.buildings
    assert b["building:woodcutter"].terrains == ("terrain:woods",)
    assert b["building:quarry"].terrains == ("terrain:rock",)
    assert b["building:mine"].terrains == ("terrain:mountain",)
    assert b["building:oil_rig"].terrains == ("terrain:sea",)
    restricted = {"woodcutter", "quarry", "mine", "oil_rig"}
    for building in b.values():
        if building.id.removeprefix("building:") not in restricted:
            assert building.terrains == NOT_DESERT, building.id
    assert sorted(x.id for x in b.values() if x.shore) == [
        "building:clay_pit",
        "building:raft_factory",
        "building:rowboat_factory",
        "building:steamer_factory",
    ]
    assert {x.id: x.research for x in b.values() if x.research} == {
        "building:oil_rig": "research:drilling",
        "building:truck_factory": "research:trucking",
        "building:rowboat_factory": "research:rowing",
        "building:steamer_factory": "research:shipping",
    }


def test_what_the_producers_make_from_what_and_their_capacity():
    made = {
        b.id.removeprefix("building:"): (
            [_short(s) for s in b.inputs],
            _short(b.output),
            b.capacity,
        )
        for b in DATA.buildings.values()
        if b.kind != "primary"
    }
    either = [{"boards": 2}, {"boards": 1, "trunks": 1}, {"trunks": 2}]  # boards first (A8)
    assert made == {
        "sawmill": ([{"trunks": 1}], {"boards": 2}, 6),
        "coal_burner": (either, {"fuel": 1}, 6),
        "papermill": (either, {"paper": 1}, 1),
        "stone_factory": ([{"clay": 1}], {"stone": 2}, 6),  # A9: 2, not 1
        "mint": ([{"fuel": 1, "gold": 2}], {"coins": 1}, 1),
        "stock_exchange": ([{"paper": 1, "coins": 2}], {"stock": 1}, 6),
        "wagon_factory": ([{"donkey": 1, "boards": 2}], {"wagon": 1}, 1),
        "truck_factory": ([{"fuel": 1, "iron": 1}], {"truck": 1}, 1),
        "raft_factory": ([{"trunks": 2}], {"raft": 1}, 1),
        "rowboat_factory": ([{"boards": 5}], {"rowboat": 1}, 1),
        "steamer_factory": ([{"fuel": 2, "iron": 1}], {"steamer": 1}, 1),
    }
    primaries = {b.id: (_short(b.output), b.bag) for b in DATA.buildings_of("primary")}
    assert primaries["building:mine"] == ({}, True)
    assert primaries["building:woodcutter"] == ({"trunks": 1}, False)


def test_mine_fills_and_the_constructions():
    fills = {f.id: (_short(f.bag), f.research) for f in DATA.mine_fills.values()}
    assert fills == {
        "fill:mixed": ({"gold": 3, "iron": 3}, None),
        "fill:gold": ({"gold": 4}, "research:specialisation"),
        "fill:iron": ({"iron": 4}, "research:specialisation"),
        "fill:large": ({"gold": 5, "iron": 5}, "research:enlargement"),
    }
    c = DATA.constructions
    assert _short(c["construction:road"].cost_for()) == {"stone": 1}
    assert _short(c["construction:bridge"].cost_for()) == {"stone": 1}
    # §7.2: a 3-token wall costs 1 + 2 + 3 = 6 stones; demolishing n tokens costs n + 1 boards
    assert sum(c["construction:wall"].cost_for(n)["good:stone"] for n in (1, 2, 3)) == 6
    assert [c["construction:demolition"].cost_for(n)["good:boards"] for n in (1, 2, 3)] == [2, 3, 4]
    assert _short(c["construction:wall"].from_sea) == {"stone": 2}
    assert _short(c["construction:demolition"].from_sea) == {"boards": 2}
    shaft = c["construction:new_shaft"]
    assert (_short(shaft.cost), shaft.research) == ({"iron": 1, "fuel": 1}, "research:new_shafts")


# -- research --------------------------------------------------------------------------------------


def test_eight_research_slots_seven_useful_and_their_upgrades():
    assert [s.removeprefix("research:") for s in DATA.research] == [
        "rowing",
        "trucking",
        "shipping",
        "drilling",
        "specialisation",
        "enlargement",
        "new_shafts",
        "bright_idea",
    ]
    assert _short(DATA.research_cost) == {"geese": 2, "paper": 1}
    useless = [s for s in DATA.research if not DATA.unlocked_by(s)]
    assert useless == ["research:bright_idea"]  # spec §10 A2
    upgrades = {s.id: s.upgrades for s in DATA.research.values() if s.upgrades}
    assert upgrades == {
        "research:rowing": (("building:raft_factory", "building:rowboat_factory"),),
        "research:trucking": (("building:wagon_factory", "building:truck_factory"),),
        "research:shipping": (
            ("building:raft_factory", "building:steamer_factory"),
            ("building:rowboat_factory", "building:steamer_factory"),
        ),
    }


# -- wonder ----------------------------------------------------------------------------------------


def test_fifteen_wonder_rows_83_places_and_their_marks():
    w = DATA.wonder
    assert [r.places for r in w.rows] == [4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 7, 7, 7]
    assert w.places == 83
    assert w.rows[3].last_brick == 17  # rows 1-4
    assert w.price_increase_brick == 18
    assert w.irrigation_brick == 45
    assert w.end_brick == {2: 62, 3: 66, 4: 69, 5: 76, 6: 83}
    assert w.neutral_bricks == 33
    assert w.row_points == 10


def test_the_rulebook_row_example_scores_5_3_1():
    # a 7-place row: red 3, blue 2, yellow 1 and one white brick (§7.5)
    w = DATA.wonder
    assert (w.share(3, 3), w.share(2, 4), w.share(1, 5)) == (5, 3, 1)
    assert w.share(0, 6) == 0


# -- preset maps -----------------------------------------------------------------------------------


def test_four_preset_maps_and_their_tile_counts():
    counts = {
        m.id: (
            len(m.tiles),
            sum(t.terrain != "terrain:sea" for t in m.tiles),
            sum(t.river is not None for t in m.tiles),
        )
        for m in DATA.maps.values()
    }
    assert counts == {
        "map:dead_sea": (37, 29, 7),
        "map:mesopotamia": (19, 16, 12),
        "map:lord_of_the_ring": (19, 13, 0),
        "map:the_pacific": (59, 29, 0),
    }
    terrains = Counter(t.terrain.removeprefix("terrain:") for t in DATA.maps["map:dead_sea"].tiles)
    assert terrains == {"mountain": 9, "woods": 8, "sea": 8, "rock": 4, "pasture": 4, "desert": 4}
    assert [m.scenario for m in DATA.maps.values()] == [256, None, None, 255]
    assert all(m.start_tiles == () for m in DATA.maps.values())


def test_preset_rivers_meet_a_river_or_the_sea_at_every_edge():
    for m in DATA.maps.values():
        tiles = {(t.q, t.r): t for t in m.tiles}
        for t in m.tiles:
            for e in t.river_edges:
                dq, dr = DELTA[e]
                other = tiles.get((t.q + dq, t.r + dr))
                assert other is not None, (m.id, t, "river runs off the map")
                assert other.terrain == "terrain:sea" or (e + 3) % 6 in other.river_edges, (m.id, t)


def test_preset_sources_and_mouths():
    def ends(map_id: str) -> tuple[int, int]:
        tiles = {(t.q, t.r): t for t in DATA.maps[map_id].tiles}
        sources = sum(t.river == "source" for t in tiles.values())
        mouths = sum(
            tiles[t.q + DELTA[e][0], t.r + DELTA[e][1]].terrain == "terrain:sea"
            for t in tiles.values()
            for e in t.river_edges
        )
        return sources, mouths

    assert ends("map:dead_sea") == (2, 1)
    assert ends("map:mesopotamia") == (3, 2)


def test_every_preset_map_can_be_laid_from_the_2nd_edition_inventory():
    stock = {(c.terrain, c.river): c.count for c in DATA.inventory}
    for m in DATA.maps.values():
        used = Counter((t.terrain, t.river) for t in m.tiles)
        assert all(stock.get(k, 0) >= n for k, n in used.items()), m.id


# -- a broken copy is refused, naming the file and the field ---------------------------------------


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "roads_and_boats"
    shutil.copytree(FOLDER, folder)
    return folder


def _edit(folder: Path, name: str, change) -> None:
    path = folder / name
    raw = json.loads(path.read_text(encoding="utf-8"))
    change(raw)
    path.write_text(json.dumps(raw), encoding="utf-8")


def test_an_unchanged_copy_loads_like_the_shipped_data(tmp_path):
    copy = load(_copy(tmp_path))
    assert copy == DATA and copy is not DATA


BROKEN = [
    (
        "buildings.json",
        lambda raw: raw["buildings"][0]["cost"].update({"good:wood": 1}),
        "buildings[0].cost.good:wood: no good 'good:wood'",
    ),
    (
        "buildings.json",
        lambda raw: raw["buildings"][5].update(inputs=[{"good:logs": 1}]),
        "buildings[5].inputs[0].good:logs: no good or transporter 'good:logs'",
    ),
    (
        "buildings.json",
        lambda raw: raw["buildings"][4].update(research="research:flying"),
        "buildings[4].research: no research 'research:flying'",
    ),
    (
        "goods.json",
        lambda raw: raw["goods"][0]["produced_by"].append("building:sawmill"),
        "goods[0].produced_by: the buildings that make it are ['building:woodcutter']",
    ),
    (
        "transporters.json",
        lambda raw: raw["transporters"][1].update(made_by="building:raft_factory"),
        "transporters[1].made_by: the factories that make it are ['building:wagon_factory']",
    ),
    (
        "maps.json",
        lambda raw: raw["maps"][0]["tiles"][3].update(terrain="terrain:lava"),
        "maps[0].tiles[3].terrain: no terrain 'terrain:lava'",
    ),
    (
        "maps.json",
        lambda raw: raw["maps"][1]["tiles"][2].update(river="meander"),
        "maps[1].tiles[2].river: no river shape 'meander'",
    ),
    (
        "maps.json",
        lambda raw: raw["maps"][2]["tiles"][0].update(rotation=6),
        "maps[2].tiles[0].rotation: expected 0..5, got 6",
    ),
    (
        "terrain.json",
        lambda raw: raw["inventory"]["tiles"][1].update(river="delta"),
        "inventory.tiles[1].river: no river shape 'delta'",
    ),
    (
        "research.json",
        lambda raw: raw["slots"][1]["upgrades"][0].__setitem__(1, "building:steamer_factory"),
        "slots[1].upgrades[0]: an upgrade turns a factory into one of the same domain",
    ),
    (
        "wonder.json",
        lambda raw: raw["score_table"][0].__setitem__(2, 4),
        "score_table: 1 own and 2 other bricks score 4, the rule says 3",
    ),
    (
        "wonder.json",
        lambda raw: raw["marks"]["end"].update({"4": {"row": 13, "place": 8}}),
        "marks.end.4.place: expected 1..7, got 8",
    ),
    (
        "goods.json",
        lambda raw: raw["goods"][1].update(id="good:trunks"),
        "goods[1].id: 'good:trunks' is already defined",
    ),
    ("goods.json", lambda raw: raw.pop("source"), "source: missing"),
]


@pytest.mark.parametrize(("name", "change", "message"), BROKEN, ids=[b[2][:40] for b in BROKEN])
def test_a_broken_reference_is_refused_naming_the_file_and_the_field(
    tmp_path, name, change, message
):
    folder = _copy(tmp_path)
    _edit(folder, name, change)
    with pytest.raises(RoadsBoatsDataError) as caught:
        load(folder)
    assert str(caught.value).startswith(f"{folder / name}: ")
    assert message in str(caught.value)


def test_a_missing_or_broken_file_is_refused(tmp_path):
    folder = _copy(tmp_path)
    (folder / "wonder.json").write_text("{", encoding="utf-8")
    with pytest.raises(RoadsBoatsDataError, match=r"wonder\.json: not valid JSON"):
        load(folder)
    (folder / "wonder.json").unlink()
    with pytest.raises(RoadsBoatsDataError, match=r"wonder\.json: the file is missing"):
        load(folder)
