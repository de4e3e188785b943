"""Brass: Lancashire data against the rulebook: every count and table the rules depend on, as
the rules specification prints them (brass-lancashire.md §1, §2, §5, §6.3, §7). The numbers
below are transcribed from that text, never read back from the module under test, so a slip in
resources/brass_lancashire (or in the loader) shows here."""

from collections import Counter

import pytest

from rules.brass.core import income
from rules.brass.lancashire import BrassLancashire
from rules.brass.lancashire_data import DECK_TILE, DISTANT, board, distant_market

OUTSIDE = {"blackpool", "northwich", "scotland", "southport", "the_midlands", "yorkshire"}
INDUSTRIES = ("cotton_mill", "coal_mine", "iron_works", "port", "shipyard")
MILL, COAL, IRON, PORT, SHIP = INDUSTRIES  # the icons in the tables below

# §7.1: each town's industry spaces, in order (a pair: one space accepting either)
SPACES = {
    "barrow_in_furness": [SHIP, IRON],
    "birkenhead": [SHIP],
    "blackburn": [(MILL, COAL), (MILL, COAL), IRON],
    "bolton": [(MILL, COAL), (MILL, COAL), IRON],
    "burnley": [(MILL, COAL), (MILL, COAL)],
    "bury": [(MILL, COAL), (MILL, COAL)],
    "colne": [MILL, MILL],
    "ellesmere_port": [PORT],
    "fleetwood": [PORT],
    "lancaster": [PORT, (MILL, PORT)],
    "liverpool": [PORT, PORT, PORT, SHIP],
    "macclesfield": [MILL, MILL],
    "manchester": [(MILL, COAL), (MILL, COAL), (MILL, COAL), IRON],
    "oldham": [(MILL, COAL), (MILL, COAL)],
    "preston": [PORT, (MILL, PORT), IRON],
    "rochdale": [(MILL, COAL), (MILL, COAL), IRON],
    "stockport": [MILL, MILL],
    "warrington_runcorn": [(MILL, COAL), PORT],
    "wigan": [COAL, COAL],
}

# §7.1: the printed lines
CANAL_AND_RAIL = [
    "blackburn-burnley",
    "blackburn-wigan",
    "bolton-bury",
    "bolton-manchester",
    "burnley-colne",
    "bury-manchester",
    "colne-yorkshire",
    "ellesmere_port-northwich",
    "ellesmere_port-warrington_runcorn",
    "fleetwood-preston",
    "lancaster-preston",
    "liverpool-wigan",
    "macclesfield-stockport",
    "macclesfield-the_midlands",
    "manchester-oldham",
    "manchester-stockport",
    "manchester-warrington_runcorn",
    "northwich-the_midlands",
    "oldham-rochdale",
    "preston-wigan",
    "rochdale-yorkshire",
    "warrington_runcorn-wigan",
]
CANAL_ONLY = ["ellesmere_port-liverpool"]
RAIL_ONLY = [
    "barrow_in_furness-lancaster",
    "birkenhead-ellesmere_port",
    "blackburn-bolton",
    "blackburn-preston",
    "blackpool-preston",
    "bolton-wigan",
    "burnley-bury",
    "bury-rochdale",
    "lancaster-scotland",
    "liverpool-southport",
    "liverpool-warrington_runcorn",
    "preston-southport",
    "southport-wigan",
]

# §7.2: industry, level, tiles, cost, coal, iron, cubes, VP, income (spaces), canal, rail
TILES = [
    (MILL, 1, 3, 12, 0, 0, 0, 5, 5, True, False),
    (MILL, 2, 3, 14, 1, 0, 0, 5, 4, True, True),
    (MILL, 3, 3, 16, 1, 1, 0, 9, 3, True, True),
    (MILL, 4, 3, 18, 1, 1, 0, 12, 2, True, True),
    (COAL, 1, 1, 5, 0, 0, 2, 1, 4, True, False),
    (COAL, 2, 2, 7, 0, 0, 3, 2, 7, True, True),
    (COAL, 3, 2, 8, 0, 1, 4, 3, 6, True, True),
    (COAL, 4, 2, 10, 0, 1, 5, 4, 5, True, True),
    (IRON, 1, 1, 5, 1, 0, 4, 3, 3, True, False),
    (IRON, 2, 1, 7, 1, 0, 4, 5, 3, True, True),
    (IRON, 3, 1, 9, 1, 0, 5, 7, 2, True, True),
    (IRON, 4, 1, 12, 1, 0, 6, 9, 1, True, True),
    (PORT, 1, 2, 6, 0, 0, 0, 2, 3, True, False),
    (PORT, 2, 2, 7, 0, 0, 0, 4, 3, True, True),
    (PORT, 3, 2, 8, 0, 0, 0, 6, 4, True, True),
    (PORT, 4, 2, 9, 0, 0, 0, 9, 4, True, True),
    (SHIP, 1, 2, 16, 1, 1, 0, 10, 2, True, False),
    (SHIP, 2, 2, 25, 1, 1, 0, 18, 1, False, True),
]  # and 2 shipyard locks (level 0): never built, developed away only

# §7.3: cards in the 2 / 3 / 4-player decks
CARDS = {
    "location:barrow_in_furness": (0, 2, 2),
    "location:birkenhead": (2, 2, 2),
    "location:blackburn": (0, 2, 2),
    "location:bolton": (2, 2, 2),
    "location:burnley": (0, 0, 2),
    "location:bury": (1, 1, 1),
    "location:colne": (0, 0, 2),
    "location:ellesmere_port": (1, 1, 1),
    "location:fleetwood": (0, 1, 1),
    "location:lancaster": (0, 2, 3),
    "location:liverpool": (3, 3, 4),
    "location:macclesfield": (2, 2, 2),
    "location:manchester": (4, 4, 4),
    "location:oldham": (2, 2, 2),
    "location:preston": (3, 3, 3),
    "location:rochdale": (2, 2, 2),
    "location:stockport": (2, 2, 2),
    "location:warrington_runcorn": (2, 2, 2),
    "location:wigan": (2, 2, 2),
    "industry:cotton_mill": (0, 5, 8),
    "industry:coal_mine": (3, 4, 4),  # TTS, not ZD's 2/3/4 (spec A16)
    "industry:iron_works": (3, 3, 3),
    "industry:port": (3, 4, 5),
    "industry:shipyard": (3, 3, 3),
}
ROUNDS = {2: 10, 3: 9, 4: 8}  # §2.3, per era
HAND = 8  # §2.2

# §6.3: the income track's bands: (first space, last space, spaces per level, first level)
BANDS = [(0, 10, 1, -10), (11, 30, 2, 1), (31, 60, 3, 11), (61, 96, 4, 21), (97, 99, 3, 30)]


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


def test_lancashire_industry_spaces_show_the_printed_icons():
    """Every town's spaces in order, as §7.1 lists them; the outside locations have none."""
    b = board()
    found = {
        town: [set(b.slots[s].industries) for s in loc.slots]
        for town, loc in b.locations.items()
        if loc.slots
    }
    want = {
        town: [set(icons) if isinstance(icons, tuple) else {icons} for icons in spaces]
        for town, spaces in SPACES.items()
    }
    assert found == want
    assert sum(len(spaces) for spaces in SPACES.values()) == 43


def test_lancashire_space_icons_per_industry():
    icons = Counter(i for slot in board().slots.values() for i in slot.industries)
    assert icons == {"cotton_mill": 24, "coal_mine": 18, "iron_works": 6, "port": 10, "shipyard": 3}


def _lines(pairs: list[str]) -> set[str]:
    return {"link:" + "~".join(sorted(pair.split("-"))) for pair in pairs}


def test_lancashire_map_has_36_lines_23_canal_35_rail():
    """The lines of §7.1, each with the right kind: 22 both, 1 canal only, 13 rail only."""
    links = board().links
    both = {i for i, link in links.items() if link.canal and link.rail}
    canal = {i for i, link in links.items() if link.canal and not link.rail}
    rail = {i for i, link in links.items() if link.rail and not link.canal}
    assert (both, canal, rail) == (_lines(CANAL_AND_RAIL), _lines(CANAL_ONLY), _lines(RAIL_ONLY))
    assert (len(links), len(both) + len(canal), len(both) + len(rail)) == (36, 23, 35)
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
def test_lancashire_deck_holds_the_printed_cards(players, size):
    """Each location's and industry's cards at this player count (§7.3); no wild cards."""
    want = Counter({card: counts[players - 2] for card, counts in CARDS.items()})
    assert Counter(deck(players)) == +want
    assert len(deck(players)) == size
    assert not board().wild


@pytest.mark.parametrize("players", [2, 3, 4])
def test_lancashire_deck_lasts_exactly_the_rulebooks_rounds(players):
    """The rulebook's rounds (§2.3) use the whole deck. Canal: 1 card per player lies under the
    Deck tile, the first round plays 1 card each and the others 2. Rail: 2 cards a round."""
    rounds, n = ROUNDS[players], players
    assert board().rounds(n) == rounds
    assert len(deck(n)) - n * 1 == n * (1 + 2 * (rounds - 1))
    assert len(deck(n)) == n * 2 * rounds
    assert len(deck(n)) - n * HAND >= n * 2  # the Rail Era's Deck tile: 2 per player under it
    assert board().tables["deck_tile"] == {"canal": 1, "rail": 2}


def test_lancashire_each_mat_holds_37_tiles():
    """§1: 37 tiles a colour, each level's stack as §7.2 counts it, lowest on top."""
    mat = board().mat()
    want = {i: [0, 0] if i == SHIP else [] for i in INDUSTRIES}  # the two shipyard locks
    for industry, level, tiles, *_ in TILES:
        want[industry] += [level] * tiles
    assert mat == want
    assert sum(len(levels) for levels in mat.values()) == 37


@pytest.mark.parametrize("row", TILES, ids=lambda row: f"{row[0]}-{row[1]}")
def test_lancashire_tile_values(row):
    industry, level, tiles, cost, coal, iron, cubes, vp, income, canal, rail = row
    spec = board().spec(industry, level)
    assert (spec.level, spec.copies, spec.cost, spec.coal, spec.iron) == (
        level,
        tiles,
        cost,
        coal,
        iron,
    )
    assert (spec.cubes("canal"), spec.cubes("rail"), spec.vp, spec.income) == (
        cubes,
        cubes,
        vp,
        income,
    )
    assert (spec.canal, spec.rail, spec.link_icons) == (canal, rail, 1)


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
    assert dm.tiles[3] == (0, -1, -2, -2, -2, -2, -3, -3, -3, -4)
    assert dm.tiles[2] == (-1, -2, -2, -2, -3, -3, -3, -4)  # TTS, not ZD (spec A15)
    assert dm.track == (3, 3, 2, 2, 1, 1, 0, 0)
    assert dm.start == 1 and dm.x_space == 9
    assert dm.income(1) == 3 and dm.income(8) == 0 and dm.income(9) is None
    for values in dm.tiles.values():  # the pile cannot run out before the marker reaches X
        assert -sum(values) >= dm.x_space - dm.start


def test_lancashire_income_track_follows_the_printed_bands():
    """§6.3: each space's income level from the printed bands, the start on space 10 (level 0),
    and where a loan puts the marker: the highest space of the new level."""
    want = []
    for first, last, per_level, lowest in BANDS:
        want += [lowest + (space - first) // per_level for space in range(first, last + 1)]
    track = board().tables["income_track"]
    assert list(track["levels"]) == want and len(want) == 100
    assert track["start"] == 10 and want[10] == 0
    assert [income.level(space) for space in range(100)] == want
    tops = {-10: 0, -1: 9, 0: 10, 1: 12, 10: 30, 11: 33, 20: 60, 21: 64, 29: 96, 30: 99}
    assert {level: income.top_space(level) for level in tops} == tops
    assert income.after_loan(10, 3) == 7  # £30 from the start: level -3, space 7
    assert income.after_loan(31, 2) == 28  # level 11 - 2 = 9: its top space
    assert income.after_loan(2, 3) is None  # level -8 - 3 is below the floor of -10


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
