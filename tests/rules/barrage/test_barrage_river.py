"""The Barrage map and its river graph (spec §5.1, §2.1 step 11, §4.3, §8.6 step 3)."""

from __future__ import annotations

import copy
import itertools
import re

import pytest

import resources
from rules.barrage.river import MapDataError, parse_map, river_map

MAP = river_map()

# Spec §5.1, "Summary of conduit sites", copied as printed.
CONDUITS = """1A:5→8, 1B:4→5, 2A:3→6, 2B:5→10, 3A:4→5, 3B:3→6, 4A:3→7, 4B:5→12,
  5A:3→8, 5B:4→10, 6A:4→9, 6B:2→7, 7A:2→10, 7B:3→12,
  8A:3→11, 8B:2→9, 9A:1→11, 9B:3→12, 10A:2→11, 10B:1→12."""

# Spec §5.1, "River graph": the basins each headstream's water crosses, and its exit.
RIVERS = {
    "headstream:A": ([1, 8, 11], "exit:left"),
    "headstream:B": ([2, 5, 9, 11], "exit:left"),
    "headstream:C": ([3, 6, 10, 12], "exit:right"),
    "headstream:D": ([4, 7, 10, 12], "exit:right"),
}


def test_the_map_is_loaded_once():
    assert river_map() is MAP


def test_twelve_basins_in_three_areas_with_the_seed_counts_of_sites():
    assert len(MAP.basins) == 12
    counts = {
        n: (len(b.powerhouses), len(b.dams), len(b.conduits), b.area, b.plain)
        for n, b in MAP.basins.items()
    }
    for n in (1, 2, 3, 4):
        assert counts[n] == (0, 2, 2, "mountain", None)
    for n in (5, 6, 7):
        assert counts[n] == (2, 2, 2, "hill", None)
    for n in (8, 9, 10):
        assert counts[n] == (3, 2, 2, "plain", "upper")
    for n in (11, 12):
        assert counts[n] == (4, 0, 0, "plain", "lower")
    assert (len(MAP.dams), len(MAP.conduits), len(MAP.powerhouses)) == (20, 20, 23)


def test_area_costs_and_neutral_dam_heights():
    costs = {
        a.id: (a.base_excavators, a.elevation_mixers, a.neutral_dam_height)
        for a in MAP.areas.values()
    }
    assert costs == {"mountain": (5, 4, 1), "hill": (4, 3, 2), "plain": (3, 2, 3)}
    assert MAP.area_of(7).id == "hill"


def test_conduit_values_and_targets_match_the_spec_table():
    table = {
        f"conduit:{code}": (int(value), int(target))
        for code, value, target in re.findall(r"(\d+[AB]):(\d)→(\d+)", CONDUITS)
    }
    assert len(table) == 20
    assert {c.id: (c.value, c.target) for c in MAP.conduits.values()} == table
    for c in MAP.conduits.values():
        assert c.excavators == 2 * c.value
        assert c.automa_code == c.id.removeprefix("conduit:")
        assert c.basin == int(c.automa_code[:-1])


def test_upper_dam_sites_are_red_and_cost_three_credits():
    for basin in MAP.basins.values():
        if basin.dams:
            upper, lower = (MAP.dams[d] for d in basin.dams)
            assert (upper.id, upper.upper, upper.red, upper.fee) == (
                f"dam:{basin.number}U",
                True,
                True,
                3,
            )
            assert (lower.id, lower.upper, lower.red, lower.fee) == (
                f"dam:{basin.number}L",
                False,
                False,
                0,
            )


def test_red_powerhouse_sites_per_basin():
    red = {
        n: (len(b.powerhouses), sum(MAP.powerhouses[p].red for p in b.powerhouses))
        for n, b in MAP.basins.items()
        if b.powerhouses
    }
    assert red == {
        5: (2, 1),
        6: (2, 1),
        7: (2, 1),
        8: (3, 1),
        9: (3, 1),
        10: (3, 2),
        11: (4, 2),
        12: (4, 3),
    }
    for p in MAP.powerhouses.values():
        assert p.fee == (3 if p.red else 0)
        assert p.id == f"powerhouse:{p.basin}:{p.index}"


@pytest.mark.parametrize("head", sorted(RIVERS))
def test_each_headstream_crosses_the_basins_of_the_spec_to_its_exit(head):
    basins, exit_ = RIVERS[head]
    crossed = []
    for node in MAP.path(head)[:-1]:
        if MAP.basin_of(node) not in crossed:
            crossed.append(MAP.basin_of(node))
    assert crossed == basins
    assert MAP.path(head)[-1] == exit_


def test_inside_a_basin_water_meets_the_powerhouses_then_the_upper_then_the_lower_dam():
    assert MAP.path("headstream:B")[:7] == (
        "dam:2U",
        "dam:2L",
        "powerhouses:5",
        "dam:5U",
        "dam:5L",
        "powerhouses:9",
        "dam:9U",
    )
    assert MAP.path("headstream:A")[:2] == ("dam:1U", "dam:1L")  # no powerhouses in the mountains


def test_every_node_flows_to_an_exit_and_the_path_follows_river_next():
    for node, path in MAP.downstream.items():
        assert path[-1] in MAP.exits
        steps = [node, *path]
        for here, there in itertools.pairwise(steps):
            assert MAP.river_next[here] == there
    nodes = set(MAP.river_next)
    assert nodes == {*MAP.headstreams, *MAP.dams, *(f"powerhouses:{n}" for n in range(5, 13))}


def test_powerhouse_groups_and_basins_of_elements():
    assert MAP.group_of("powerhouse:12:3") == "powerhouses:12"
    assert MAP.basins[12].group == "powerhouses:12"
    assert MAP.basins[3].group is None
    assert [MAP.basin_of(e) for e in ("conduit:10B", "dam:7U", "headstream:D", "basin:9")] == [
        10,
        7,
        4,
        9,
    ]
    with pytest.raises(KeyError):
        MAP.basin_of("conduit:11A")


def test_neutral_dams_go_on_the_lower_site_of_one_basin_per_area():
    assert MAP.neutral_dam_candidates == {
        "mountain": ("dam:1L", "dam:2L", "dam:3L", "dam:4L"),
        "hill": ("dam:5L", "dam:6L", "dam:7L"),
        "plain": ("dam:8L", "dam:9L", "dam:10L"),
    }


def test_automa_reference_codes_search_in_number_order():
    order = MAP.automa_search_order
    assert order["dams"] == tuple(f"basin:{n}" for n in range(1, 11))
    assert order["conduits"][:3] == ("conduit:1A", "conduit:1B", "conduit:2A")
    assert order["conduits"][-1] == "conduit:10B" and len(order["conduits"]) == 20
    assert order["powerhouses"] == tuple(f"basin:{n}" for n in range(5, 13))


# -- a broken file fails with its name and the field at fault --------------------------------------


def _broken(change):
    raw = copy.deepcopy(resources.load_json("barrage", "map.json"))
    change(raw)
    return raw


def _set(path, value):
    def change(raw):
        node = raw
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change


def _loop(raw):
    raw["basins"][10]["drains_to"] = "basin:8"  # basin 11 back up into basin 8


BROKEN = [
    (_set(("basins", 4, "conduits", 0, "value"), 7), r"basins\[4\]\.conduits\[0\]\.value"),
    (
        _set(("basins", 4, "conduits", 0, "excavators"), 5),
        r"basins\[4\]\.conduits\[0\]\.excavators",
    ),
    (_set(("basins", 0, "dams", 0, "red"), False), r"basins\[0\]\.dams\[0\]\.red"),
    (_set(("basins", 7, "powerhouses", 2, "fee"), 0), r"basins\[7\]\.powerhouses\[2\]\.fee"),
    (
        _set(("basins", 2, "conduits", 1, "target"), "basin:13"),
        r"basins\[2\]\.conduits\[1\]\.target",
    ),
    (_set(("basins", 1, "area"), "hill"), r"basins\[1\]\.area"),
    (_set(("basins", 5, "drains_to"), "sea"), r"basins\[5\]\.drains_to"),
    (
        _set(("headstreams", 0, "feeds"), "basin:8"),
        r"drains_to: no headstream's water reaches dam:1U",
    ),
    (_loop, r"loops"),
    (
        _set(("natural_paths", "headstream:A"), ["basin:1", "exit:left"]),
        r"natural_paths\.headstream:A",
    ),
    (_set(("neutral_dam_candidates", "hill"), ["dam:5U"]), r"neutral_dam_candidates\.hill"),
    (_set(("headstreams", 0, "id"), "headstream:Z"), r"headstreams\[0\]\.id"),
    (
        lambda raw: raw["basins"][3]["conduits"][0].pop("value"),
        r"basins\[3\]\.conduits\[0\]\.value: missing",
    ),
    (_set(("basins", 3, "conduits", 0, "value"), True), r"expected int"),
]


@pytest.mark.parametrize(("change", "field"), BROKEN)
def test_a_broken_map_names_the_file_and_the_field(change, field):
    with pytest.raises(MapDataError, match=r"resources/barrage/map\.json: .*" + field) as caught:
        parse_map(_broken(change))
    assert re.search(field, str(caught.value))


def test_the_file_as_shipped_parses_to_the_same_map():
    assert parse_map(resources.load_json("barrage", "map.json")) == MAP
