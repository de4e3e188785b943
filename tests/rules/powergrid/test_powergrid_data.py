"""Power Grid fixed data pinned against the rules spec (power-grid.md sections 1, 2.1, 6, 8)."""

import pytest

from rules.powergrid.data import MAPS, RESOURCES, Connection, load_map, plants, tables


def _numbers(kind: str) -> set[int]:
    return {p.number for p in plants().values() if p.kind == kind}


def test_there_are_42_plants_numbered_3_to_40_then_42_44_46_50():
    assert list(plants()) == [*range(3, 41), 42, 44, 46, 50]


def test_dark_backed_plants_are_3_to_10_and_13():
    assert {p.number for p in plants().values() if p.dark_back} == {*range(3, 11), 13}


def test_plant_kinds():
    assert _numbers("hybrid") == {5, 12, 21, 29, 46}
    assert _numbers("ecological") == {13, 18, 22, 27, 33, 37, 44}
    assert _numbers("fusion") == {50}
    assert {p.kind for p in plants().values()} == {*RESOURCES, "hybrid", "ecological", "fusion"}


def test_only_36_38_46_power_seven_cities():
    assert {p.number for p in plants().values() if p.cities == 7} == {36, 38, 46}


def test_capacity_one_plants_are_all_setup_plants():
    assert {p.number for p in plants().values() if p.cities == 1} == {3, 4, 5, 6, 9, 13}


def test_seed_examples_plant_16_and_plant_5():
    oil16, hybrid5 = plants()[16], plants()[5]
    assert (oil16.kind, oil16.fuel, oil16.cities, oil16.accepts) == ("oil", 2, 3, ("oil",))
    assert (hybrid5.fuel, hybrid5.cities, hybrid5.accepts, hybrid5.storage) == (
        2,
        1,
        ("coal", "oil"),
        4,
    )


def test_plants_store_twice_their_fuel_and_green_plants_store_nothing():
    for plant in plants().values():
        assert plant.storage == 2 * plant.fuel
        green = plant.kind in ("ecological", "fusion")
        assert (plant.fuel == 0) == (plant.accepts == ()) == green


def test_payment_table_covers_0_to_20_cities():
    t = tables()
    assert len(t.payment) == 21
    assert (t.income(0), t.income(2), t.income(20)) == (10, 33, 150)
    assert list(t.payment) == sorted(t.payment)


def test_more_than_20_cities_pay_150():
    assert tables().income(21) == tables().income(25) == 150


def test_setup_money_houses_and_city_slots():
    t = tables()
    assert (t.starting_money, t.houses_per_player, t.slot_costs) == (50, 22, (10, 15, 20))


def test_player_count_table():
    rows = {
        n: (r.regions, r.removed, r.max_plants, r.step2, r.end)
        for n, r in tables().player_counts.items()
    }
    assert rows == {
        2: (3, 8, 4, 10, 21),
        3: (3, 8, 3, 7, 17),
        4: (4, 4, 3, 7, 17),
        5: (5, 0, 3, 7, 15),
        6: (5, 0, 3, 6, 14),
    }


def test_resupply_exists_for_2_to_6_players_in_steps_1_to_3():
    supply = tables().resupply
    assert set(supply) == {2, 3, 4, 5, 6}
    for by_step in supply.values():
        assert set(by_step) == {1, 2, 3}
        for amounts in by_step.values():
            assert tuple(amounts) == RESOURCES


def test_four_players_step_1_resupply_is_5_3_2_1():
    assert tables().resupply[4][1] == {"coal": 5, "oil": 3, "garbage": 2, "uranium": 1}


def test_resource_market_slots_tokens_and_initial_fill():
    t = tables()
    assert {r: len(p) for r, p in t.prices.items()} == {
        "coal": 24,
        "oil": 24,
        "garbage": 24,
        "uranium": 12,
    }
    assert t.tokens == {"coal": 24, "oil": 24, "garbage": 24, "uranium": 12}
    assert t.initial == {"coal": 24, "oil": 18, "garbage": 6, "uranium": 2}
    assert t.prices["coal"] == tuple(price for price in range(1, 9) for _ in range(3))
    assert t.prices["uranium"] == (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16)


@pytest.mark.parametrize(("map_id", "links"), [("germany", 83), ("usa", 87)])
def test_maps_have_42_cities_in_6_regions_of_7(map_id: str, links: int):
    board = load_map(map_id)
    assert len(board.cities) == 42
    assert len(board.connections) == links
    assert len(board.regions) == 6
    assert all(len(region.cities) == 7 for region in board.regions.values())
    for region in board.regions.values():
        assert {board.cities[c].region for c in region.cities} == {region.id}


@pytest.mark.parametrize("map_id", MAPS)
def test_every_connection_joins_two_known_cities_once(map_id: str):
    board = load_map(map_id)
    ids = {link.id for link in board.connections}
    assert len(ids) == len(board.connections)
    for link in board.connections:
        assert link.a in board.cities and link.b in board.cities and link.a != link.b


@pytest.mark.parametrize("map_id", MAPS)
def test_every_city_has_an_id_and_a_korean_name(map_id: str):
    for city_id, city in load_map(map_id).cities.items():
        assert city.id == city_id
        assert city.name_ko.strip() and city.name.strip()


@pytest.mark.parametrize(
    ("map_id", "free"),
    [
        ("germany", {"duisburg~essen", "frankfurt_m~wiesbaden", "halle~leipzig"}),
        ("usa", {"cheyenne~denver", "jacksonville~savannah", "new_york~philadelphia"}),
    ],
)
def test_zero_cost_connections(map_id: str, free: set[str]):
    links = load_map(map_id).connections
    assert {link.id.removeprefix("link:") for link in links if link.cost == 0} == free


def test_seed_example_essen_muenster_6_and_muenster_osnabrueck_7():
    costs = {link.id: link.cost for link in load_map("germany").connections}
    assert costs["link:essen~muenster"] == 6
    assert costs["link:muenster~osnabrueck"] == 7


def test_germany_is_drawn_north_up():
    cities = load_map("germany").cities
    assert cities["flensburg"].y < cities["hamburg"].y < cities["muenchen"].y
    assert cities["aachen"].x < cities["koeln"].x < cities["berlin"].x < cities["frankfurt_o"].x


def test_usa_is_drawn_north_up():
    cities = load_map("usa").cities
    assert cities["seattle"].y < cities["los_angeles"].y < cities["san_diego"].y
    assert cities["seattle"].x < cities["chicago"].x < cities["new_york"].x


def test_region_colours_are_distinct_hex_colours():
    for map_id in MAPS:
        colours = [r.colour for r in load_map(map_id).regions.values()]
        assert len(set(colours)) == 6
        assert all(c.startswith("#") and len(c) == 7 for c in colours)


def test_only_usa_has_printed_region_outlines():
    assert all(r.polygon is None for r in load_map("germany").regions.values())
    assert all(r.polygon and len(r.polygon) >= 3 for r in load_map("usa").regions.values())


def test_connection_id_does_not_depend_on_the_order_of_its_ends():
    assert Connection("essen", "duisburg", 0).id == Connection("duisburg", "essen", 0).id


def test_unknown_map_is_rejected():
    with pytest.raises(ValueError, match="unknown map 'atlantis'"):
        load_map("atlantis")
