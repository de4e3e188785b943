"""Brass: Lancashire data (spec §7): the counts the rules depend on, pinned."""

from collections import Counter

import pytest

from rules.brass.core import income
from rules.brass.lancashire import BrassLancashire
from rules.brass.lancashire_data import DECK_TILE, DISTANT, board, distant_market

OUTSIDE = {"blackpool", "northwich", "scotland", "southport", "the_midlands", "yorkshire"}
INDUSTRIES = ("cotton_mill", "coal_mine", "iron_works", "port", "shipyard")


def deck(players: int) -> list[str]:
    return [c for c, copies, mark in board().deck if mark <= players for _ in range(copies)]


def test_lancashire_map_has_25_locations_19_towns_and_6_outside():
    locations = board().locations
    assert len(locations) == 25
    outside = {i for i, loc in locations.items() if loc.kind == "outside"}
    assert outside == OUTSIDE
    assert all(not locations[i].slots for i in outside)
    assert all(locations[i].kind == "town" and locations[i].slots for i in set(locations) - outside)


def test_lancashire_map_has_43_industry_spaces():
    assert len(board().slots) == 43
    for loc in board().locations.values():
        assert list(loc.slots) == [f"slot:{loc.id}:{n}" for n in range(1, len(loc.slots) + 1)]


@pytest.mark.parametrize(
    ("location", "slots"),
    [
        ("barrow_in_furness", [("shipyard",), ("iron_works",)]),
        ("birkenhead", [("shipyard",)]),
        ("lancaster", [("port",), ("cotton_mill", "port")]),
        ("liverpool", [("port",), ("port",), ("port",), ("shipyard",)]),
        ("manchester", [("cotton_mill", "coal_mine")] * 3 + [("iron_works",)]),
        ("preston", [("port",), ("cotton_mill", "port"), ("iron_works",)]),
        ("warrington_runcorn", [("cotton_mill", "coal_mine"), ("port",)]),
        ("wigan", [("coal_mine",), ("coal_mine",)]),
    ],
)
def test_lancashire_industry_spaces_show_the_printed_icons(location, slots):
    b = board()
    assert [b.slots[s].industries for s in b.locations[location].slots] == slots


def test_lancashire_space_icons_per_industry():
    icons = Counter(i for slot in board().slots.values() for i in slot.industries)
    assert icons == {"cotton_mill": 24, "coal_mine": 18, "iron_works": 6, "port": 10, "shipyard": 3}


def test_lancashire_map_has_36_lines_23_canal_35_rail():
    links = board().links
    assert len(links) == 36
    assert sum(link.canal for link in links.values()) == 23
    assert sum(link.rail for link in links.values()) == 35
    assert sum(link.canal and link.rail for link in links.values()) == 22
    assert [i for i, link in links.items() if not link.rail] == ["link:ellesmere_port~liverpool"]
    for link_id, link in links.items():
        assert len(link.ends) == 2 and set(link.ends) <= set(board().locations)
        assert link_id == "link:" + "~".join(sorted(link.ends))


def test_lancashire_barrow_and_birkenhead_have_no_canal():
    for town in ("barrow_in_furness", "birkenhead"):
        ends = [board().links[i] for i in board().links_at[town]]
        assert ends and not any(link.canal for link in ends)


def test_lancashire_no_line_between_liverpool_and_birkenhead():
    assert "link:birkenhead~liverpool" not in board().links


def test_lancashire_printed_link_icons_and_trade_icons():
    locations = board().locations
    assert {i for i, loc in locations.items() if loc.link_icons} == OUTSIDE
    assert all(locations[i].link_icons == 2 for i in OUTSIDE)
    printed = {i for i, loc in locations.items() if loc.market_access}
    assert printed == {"scotland", "yorkshire", "the_midlands"}


@pytest.mark.parametrize(("players", "size"), [(2, 40), (3, 54), (4, 64)])
def test_lancashire_deck_sizes(players, size):
    assert len(deck(players)) == size


def test_lancashire_deck_arithmetic_matches_rounds_per_era():
    """Canal: 1 + 2(R-1) cards per player plus 1 under the Deck tile; Rail: 2R per player."""
    for n in (2, 3, 4):
        rounds = board().rounds(n)
        assert len(deck(n)) == n * (1 + 2 * (rounds - 1)) + n * board().tables["deck_tile"]["canal"]
        assert len(deck(n)) == n * 2 * rounds
        assert board().tables["deck_tile"]["rail"] * n <= len(deck(n)) - n * 8


def test_lancashire_deck_composition():
    four = Counter(deck(4))
    assert four["industry:cotton_mill"] == 8
    assert four["industry:coal_mine"] == 4
    assert four["industry:port"] == 5
    assert four["location:liverpool"] == 4
    assert sum(n for card, n in four.items() if card.startswith("location:")) == 41
    two = Counter(deck(2))
    blue_or_teal = ("barrow_in_furness", "blackburn", "fleetwood", "lancaster", "burnley", "colne")
    assert not any(two[f"location:{town}"] for town in blue_or_teal)
    assert two["industry:coal_mine"] == 3  # TTS, not ZD's 2 (spec A16)
    three = Counter(deck(3))
    assert not three["location:burnley"] and not three["location:colne"]
    for card in four:
        kind, _, name = card.partition(":")
        assert name in (board().locations if kind == "location" else INDUSTRIES)
    assert not board().wild


def test_lancashire_each_mat_holds_37_tiles():
    mat = board().mat()
    assert {i: len(levels) for i, levels in mat.items()} == {
        "cotton_mill": 12,
        "coal_mine": 7,
        "iron_works": 4,
        "port": 8,
        "shipyard": 6,
    }
    assert mat["shipyard"] == [0, 0, 1, 1, 2, 2]
    assert mat["coal_mine"] == [1, 2, 2, 3, 3, 4, 4]


@pytest.mark.parametrize(
    ("industry", "level", "cost", "coal", "iron", "cubes", "vp", "income"),
    [
        ("cotton_mill", 1, 12, 0, 0, 0, 5, 5),
        ("cotton_mill", 3, 16, 1, 1, 0, 9, 3),
        ("coal_mine", 2, 7, 0, 0, 3, 2, 7),
        ("coal_mine", 4, 10, 0, 1, 5, 4, 5),
        ("iron_works", 1, 5, 1, 0, 4, 3, 3),
        ("iron_works", 4, 12, 1, 0, 6, 9, 1),
        ("port", 1, 6, 0, 0, 0, 2, 3),
        ("port", 4, 9, 0, 0, 0, 9, 4),
        ("shipyard", 1, 16, 1, 1, 0, 10, 2),
        ("shipyard", 2, 25, 1, 1, 0, 18, 1),
    ],
)
def test_lancashire_tile_values(industry, level, cost, coal, iron, cubes, vp, income):
    spec = board().spec(industry, level)
    assert (spec.level, spec.cost, spec.coal, spec.iron) == (level, cost, coal, iron)
    assert (spec.cubes("canal"), spec.cubes("rail"), spec.vp, spec.income) == (
        cubes,
        cubes,
        vp,
        income,
    )
    assert spec.link_icons == 1


def test_lancashire_era_icons():
    specs = [s for levels in board().tiles.values() for s in levels]
    canal_only = {(s.industry, s.level) for s in specs if s.canal and not s.rail}
    rail_only = {(s.industry, s.level) for s in specs if s.rail and not s.canal}
    never = {(s.industry, s.level) for s in specs if not s.canal and not s.rail}
    assert canal_only == {(i, 1) for i in INDUSTRIES}
    assert rail_only == {("shipyard", 2)}
    assert never == {("shipyard", 0)}  # the lock: develop only
    assert all(s.developable for s in specs)


def test_lancashire_markets_hold_8_cubes_priced_1_to_4():
    for name in ("coal", "iron"):
        market = board().markets[name]
        assert market.prices == (1, 1, 2, 2, 3, 3, 4, 4)
        assert market.initial == 8
        assert market.empty_price == 5


def test_lancashire_distant_market():
    dm = distant_market()
    assert {n: len(t) for n, t in dm.tiles.items()} == {2: 8, 3: 10, 4: 12}
    assert dm.tiles[4] == (0, 0, -1, -1, -2, -2, -2, -2, -3, -3, -3, -4)
    assert dm.tiles[2] == (-1, -2, -2, -2, -3, -3, -3, -4)  # TTS, not ZD (spec A15)
    assert dm.track == (3, 3, 2, 2, 1, 1, 0, 0)
    assert dm.start == 1 and dm.x_space == 9
    assert dm.income(1) == 3 and dm.income(8) == 0 and dm.income(9) is None
    for values in dm.tiles.values():  # the pile cannot run out before the marker reaches X
        assert -sum(values) >= dm.x_space - dm.start


def test_lancashire_income_track_is_the_shared_one():
    track = board().tables["income_track"]
    assert track["start"] == income.START == 10
    assert tuple(track["levels"]) == income.LEVELS
    tops = {-10: 0, -1: 9, 0: 10, 1: 12, 10: 30, 11: 33, 20: 60, 21: 64, 29: 96, 30: 99}
    assert all(income.top_space(level) == space for level, space in tops.items())


def test_lancashire_tables():
    t = board().tables
    assert (t["starting_money"], t["hand"], t["facedown"], t["link_tiles"]) == (30, 8, 0, 14)
    assert t["rounds"] == {"2": 10, "3": 9, "4": 8}
    assert t["deck_tile"] == {"canal": 1, "rail": 2}
    assert t["link_costs"] == {"canal": 3, "rail": 5, "double_rail": 15}
    assert t["double_rail_beer"] == 0
    assert t["loan"] == {"amounts": [10, 20, 30], "levels": [1, 2, 3], "floor": -10}
    assert t["money_per_vp"] == 10


def test_lancashire_every_element_the_rules_name_is_laid_out():
    """Locations and the distant market's pieces have a drawing position; slots and links are
    laid out around their locations."""
    elements = distant_market().elements
    assert set(elements) == {DISTANT, DECK_TILE, *(f"distant:{n}" for n in range(1, 10))}
    assert all(0 <= x <= 100 and 0 <= y <= 100 for x, y in elements.values())
    assert all(0 <= loc.x <= 100 and 0 <= loc.y <= 100 for loc in board().locations.values())
    rules = BrassLancashire()
    for element in elements:
        assert rules.describe(rules.setup({"players": 2}, 1), element) is not None
