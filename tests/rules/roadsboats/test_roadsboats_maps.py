"""Roads & Boats maps (spec §2.3, §2.5, §11.8, §11.11): the presets load and validate, the JSON
format round-trips, every kind of broken map is refused with its reason in English and Korean, and
seeded random maps are valid, natural and repeatable."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter

import pytest

from rules.core.errors import SteamtableError
from rules.core.i18n import render
from rules.geometry.hexes import Hex
from rules.roadsboats.board import SEA, Board, StartTile
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.maps import (
    MapError,
    load_map,
    map_to_json,
    preset_map,
    preset_maps,
    random_map,
    validate,
)

DATA = roads_boats_data()
HANGUL = re.compile("[\uac00-\ud7a3]")

# A small valid map: a river springs at (1,0), runs S through (1,1) into the sea at (1,2).
SMALL = {
    "hexes": [
        {"q": 0, "r": 0, "terrain": "woods"},
        {"q": 0, "r": 1, "terrain": "pasture"},
        {"q": 0, "r": 2, "terrain": "rock"},
        {"q": 1, "r": 0, "terrain": "mountain", "river_edges": ["S"]},
        {"q": 1, "r": 1, "terrain": "pasture", "river_edges": ["N", "S"]},
        {"q": 1, "r": 2, "terrain": "sea"},
        {"q": 2, "r": 0, "terrain": "desert"},
        {"q": 2, "r": 1, "terrain": "terrain:woods"},
    ],
    "start_tiles": [{"q": 0, "r": 0}, {"q": 2, "r": 0}],
}


def _changed(change) -> dict:
    raw = copy.deepcopy(SMALL)
    change(raw)
    return raw


def _hex(raw: dict, q: int, r: int) -> dict:
    return next(h for h in raw["hexes"] if (h["q"], h["r"]) == (q, r))


# -- presets ---------------------------------------------------------------------------------------


def test_every_preset_map_loads_and_validates():
    boards = preset_maps()
    assert list(boards) == list(DATA.maps)
    for map_id, board in boards.items():
        preset = DATA.maps[map_id]
        assert len(board.tiles) == len(preset.tiles)
        assert len(board.land) == sum(t.terrain != SEA for t in preset.tiles)
        assert validate(board) is board
    pacific = boards["map:the_pacific"]  # the largest: 59 tiles, 29 land, one ocean
    assert (len(pacific.tiles), len(pacific.land), len(pacific.water_bodies)) == (59, 29, 1)
    dead_sea = boards["map:dead_sea"]
    assert len(dead_sea.areas) > len(dead_sea.land)  # its rivers split tiles
    assert dead_sea.mouths  # and reach the (dead) sea


def test_an_unknown_preset_is_refused():
    with pytest.raises(MapError) as caught:
        preset_map("map:atlantis")
    assert "map:atlantis" in render(caught.value.reason)


# -- JSON ------------------------------------------------------------------------------------------


def test_small_map_loads_with_its_start_tiles():
    board = load_map(SMALL)
    assert board.tile[Hex(2, 1)].terrain == "terrain:woods"  # either spelling of a terrain
    assert board.land[Hex(1, 1)].edges == (0, 3)
    assert board.start_tiles == (StartTile(Hex(0, 0)), StartTile(Hex(2, 0)))
    assert [e.id for e in board.mouths] == ["edge:1,1~1,2"]


def test_json_round_trips_through_a_file(tmp_path):
    board = preset_map("map:dead_sea")
    path = tmp_path / "dead_sea.json"
    path.write_text(json.dumps(map_to_json(board)), encoding="utf-8")
    assert load_map(path) == board
    assert load_map(str(path)) == board
    with_area = Board(board.tiles, (StartTile(Hex(0, 3), 0),))
    assert load_map(map_to_json(with_area)).start_tiles == (StartTile(Hex(0, 3), 0),)


# -- refusals --------------------------------------------------------------------------------------

BROKEN = {
    "unknown terrain": (
        lambda raw: _hex(raw, 0, 0).update(terrain="swamp"),
        "roads-and-boats.map.unknown_terrain",
        "0,0",
    ),
    "duplicate tile": (
        lambda raw: raw["hexes"].append({"q": 0, "r": 1, "terrain": "rock"}),
        "roads-and-boats.map.duplicate",
        "0,1",
    ),
    "sea with a river": (
        lambda raw: _hex(raw, 1, 2).update(river_edges=["N"]),
        "roads-and-boats.map.sea_river",
        "1,2",
    ),
    "river not continued": (
        lambda raw: _hex(raw, 1, 1).update(river_edges=["N", "SE"]),
        "roads-and-boats.map.river_broken",
        "2,1",
    ),
    "river off the map": (
        lambda raw: _hex(raw, 0, 0).update(river_edges=["N", "S"]),
        "roads-and-boats.map.river_off_map",
        "0,0",
    ),
    "river without a mouth": (
        lambda raw: _hex(raw, 1, 2).update(terrain="mountain", river_edges=["N"]),
        "roads-and-boats.map.river_no_mouth",
        "1,0",
    ),
    "start tile at sea": (
        lambda raw: raw["start_tiles"].append({"q": 1, "r": 2}),
        "roads-and-boats.map.start_not_land",
        "1,2",
    ),
    "start tile off the map": (
        lambda raw: raw["start_tiles"].append([9, 9]),
        "roads-and-boats.map.start_not_land",
        "9,9",
    ),
    "start tiles too close": (
        lambda raw: raw["start_tiles"].append({"q": 0, "r": 1}),
        "roads-and-boats.map.start_too_close",
        "0,1",
    ),
    "start side missing": (
        lambda raw: raw["start_tiles"].__setitem__(1, {"q": 2, "r": 0, "area": 1}),
        "roads-and-boats.map.start_area",
        "2,0",
    ),
    "bad direction": (
        lambda raw: _hex(raw, 1, 1).update(river_edges=["N", "down"]),
        "roads-and-boats.map.bad_direction",
        "down",
    ),
    "no such river tile": (
        lambda raw: _hex(raw, 1, 1).update(river_edges=["N", "NE", "SE"]),
        "roads-and-boats.map.bad_river",
        "1,1",
    ),
    "detached tile": (
        lambda raw: raw["hexes"].append({"q": 5, "r": 5, "terrain": "rock"}),
        "roads-and-boats.map.disconnected",
        "5,5",
    ),
    "malformed tile": (
        lambda raw: raw["hexes"].append({"q": "one", "r": 0, "terrain": "rock"}),
        "roads-and-boats.map.malformed",
        "hexes[8]",
    ),
    "no land": (
        lambda raw: raw.update(hexes=[{"q": 0, "r": 0, "terrain": "sea"}], start_tiles=[]),
        "roads-and-boats.map.no_land",
        "",
    ),
}


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_broken_map_is_refused_with_its_reason_in_english_and_korean(case):
    change, key, named = BROKEN[case]
    with pytest.raises(MapError) as caught:
        load_map(_changed(change))
    error = caught.value
    assert isinstance(error, SteamtableError)
    assert error.reason.key == key
    english, korean = render(error.reason, "en"), render(error.reason, "ko")
    for words in (english, korean):
        assert named in words and "{" not in words and key not in words
    assert HANGUL.search(korean) and not HANGUL.search(english)


def test_a_river_loop_is_refused():
    # six river tiles round (1,1) joined edge to edge: each tile's river bends towards the next
    ring = [(1, 0), (2, 0), (2, 1), (1, 2), (0, 2), (0, 1)]
    hexes = [{"q": 1, "r": 1, "terrain": "sea"}]
    for i, (q, r) in enumerate(ring):
        here = Hex(q, r)
        ways = [here.direction_to(Hex(*ring[i - 1])), here.direction_to(Hex(*ring[(i + 1) % 6]))]
        names = [("N", "NE", "SE", "S", "SW", "NW")[d] for d in ways]
        hexes.append({"q": q, "r": r, "terrain": "pasture", "river_edges": names})
    with pytest.raises(MapError) as caught:
        load_map({"hexes": hexes})
    assert caught.value.reason.key == "roads-and-boats.map.river_loop"
    assert HANGUL.search(render(caught.value.reason, "ko"))


def test_a_river_direction_renders_as_a_word():
    with pytest.raises(MapError) as caught:
        load_map(_changed(BROKEN["river off the map"][0]))
    assert render(caught.value.reason, "en").endswith("to the north.")
    assert "북" in render(caught.value.reason, "ko")


def test_an_unreadable_file_is_refused(tmp_path):
    path = tmp_path / "map.json"
    path.write_text("{not json", encoding="utf-8")
    for source in (path, tmp_path / "missing.json"):
        with pytest.raises(MapError) as caught:
            load_map(source)
        assert caught.value.reason.key == "roads-and-boats.map.unreadable"


# -- random maps (§2.3) ----------------------------------------------------------------------------


def _stock() -> Counter:
    return Counter({(c.terrain, c.river): c.count for c in DATA.inventory})


@pytest.mark.parametrize("seed", range(50))
def test_random_maps_are_valid_natural_and_about_ten_land_tiles_per_player(seed):
    players = 2 + seed % 3
    board = random_map(players, seed)
    assert validate(board) is board
    assert len(board.land) == 10 * players
    assert board.sea and any(r.edges for r in board.land.values())
    # drawn from the 2nd-edition box: no more tiles of a kind than it holds
    used = Counter((t.terrain, t.river.kind if t.river.edges else None) for t in board.tiles)
    assert not used - _stock()
    # every river tile is a real tile of the box, sources are mountains
    for t in board.tiles:
        if t.river.kind == "source":
            assert t.terrain == "terrain:mountain"
    assert min(t.hex.q for t in board.tiles) == 0 and min(t.hex.r for t in board.tiles) == 0


def test_random_maps_repeat_with_their_seed_and_differ_between_seeds():
    assert random_map(3, 7) == random_map(3, 7)
    assert random_map(3, 7) != random_map(3, 8)
    assert len(random_map(6, 1).land) == 60
    with pytest.raises(ValueError):
        random_map(7, 1)


def test_a_random_map_is_asked_for_by_its_seed_and_laid_for_the_player_count():
    from rules.roadsboats.ruleset import normalize_options

    three = normalize_options({"players": 3, "map": "random:7"})
    assert three["map"] == map_to_json(random_map(3, 7))
    assert normalize_options({"players": 3, "map": "random"})["map"] == map_to_json(
        random_map(3, 1)
    )
    assert normalize_options({"players": 2, "map": "random:7"})["map"] != three["map"]
