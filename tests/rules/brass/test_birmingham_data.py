"""Brass: Birmingham data (spec §8): the counts the rules depend on, pinned."""

from collections import Counter

import pytest
from brass_helpers import BOARD, RULES

from rules.brass.core import income
from rules.core.i18n import catalog


def _kinds() -> Counter:
    return Counter(loc.kind for loc in BOARD.locations.values())


def test_birmingham_has_20_towns_2_farm_breweries_and_5_merchant_locations():
    assert _kinds() == {"town": 20, "farm": 2, "merchant": 5}
    merchants = {i for i, loc in BOARD.locations.items() if loc.kind == "merchant"}
    assert merchants == {"warrington", "nottingham", "shrewsbury", "gloucester", "oxford"}


def test_birmingham_has_49_build_slots_47_in_towns_and_one_per_farm_brewery():
    assert len(BOARD.slots) == 49
    farms = [s for s in BOARD.slots.values() if BOARD.locations[s.location].kind == "farm"]
    assert [s.industries for s in farms] == [("brewery",), ("brewery",)]
    assert all(not BOARD.locations[m].slots for m in ("oxford", "warrington"))


def test_birmingham_has_39_routes_31_for_canals_38_for_rails():
    links = BOARD.links.values()
    assert len(BOARD.links) == 39
    assert sum(link.canal for link in links) == 31
    assert sum(link.rail for link in links) == 38
    canal_only = [link.id for link in links if not link.rail]
    assert canal_only == ["link:burton_on_trent~walsall"]


def test_the_kidderminster_worcester_link_also_touches_the_southern_farm_brewery():
    three_way = [link for link in BOARD.links.values() if len(link.ends) == 3]
    assert [link.id for link in three_way] == ["link:kidderminster~worcester"]
    assert set(three_way[0].ends) == {
        "kidderminster",
        "worcester",
        "farm_brewery_kidderminster_worcester",
    }
    assert BOARD.links_at["farm_brewery_cannock"] == ("link:cannock~farm_brewery_cannock",)


def test_element_ids_follow_the_shared_scheme_and_are_unique():
    for slot in BOARD.slots:
        kind, loc, n = slot.split(":")
        assert kind == "slot" and loc in BOARD.locations and n.isdigit() and int(n) >= 1
    for link in BOARD.links.values():
        a, b = link.id.removeprefix("link:").split("~")
        assert a < b and {a, b} <= set(link.ends)
    assert len(BOARD.spaces) == 9
    assert all(s.startswith("merchant:") for s in BOARD.spaces)


def test_merchant_spaces_bonuses_and_link_icons():
    spaces = Counter(s.location for s in BOARD.spaces.values())
    assert spaces == {
        "shrewsbury": 1,
        "gloucester": 2,
        "oxford": 2,
        "warrington": 2,
        "nottingham": 2,
    }
    bonus = {loc.id: loc.bonus for loc in BOARD.locations.values() if loc.kind == "merchant"}
    assert bonus == {
        "warrington": ("money", 5),
        "nottingham": ("vp", 3),
        "shrewsbury": ("vp", 4),
        "gloucester": ("develop", 1),
        "oxford": ("income_spaces", 2),
    }
    for loc in BOARD.locations.values():
        assert loc.link_icons == (2 if loc.kind == "merchant" else 0)
        assert loc.market_access == (loc.kind == "merchant")


@pytest.mark.parametrize(("players", "tiles"), [(2, 5), (3, 7), (4, 9)])
def test_merchant_tiles_fill_exactly_the_spaces_for_the_player_count(players, tiles):
    state = RULES.setup({"players": players}, 3)
    assert len(state.extra.tiles) == tiles
    used = {BOARD.spaces[s].location for s in state.extra.tiles}
    expected = {2: set(), 3: {"warrington"}, 4: {"warrington", "nottingham"}}[players]
    assert used == {"shrewsbury", "gloucester", "oxford"} | expected
    buying = [s for s, t in state.extra.tiles.items() if RULES.map.merchant_buys[t]]
    assert sorted(state.extra.beer) == sorted(buying)  # a barrel beside every non-blank tile


@pytest.mark.parametrize(("players", "cards"), [(2, 40), (3, 54), (4, 64)])
def test_the_deck_holds_40_54_64_cards_for_2_3_4_players(players, cards):
    state = RULES.setup({"players": players}, 1)
    held = sum(len(p.hand) + len(p.facedown) for p in state.players)
    assert len(state.deck) + held == cards
    assert all(len(p.hand) == 8 and len(p.facedown) == 1 for p in state.players)
    assert state.wild == {"wild:location": 4, "wild:industry": 4}


def test_two_players_use_no_blue_or_teal_location_cards():
    state = RULES.setup({"players": 2}, 1)
    cards = set(state.deck) | {c for p in state.players for c in p.hand + p.facedown}
    for loc in ("belper", "derby", "leek", "stoke_on_trent", "stone", "uttoxeter"):
        assert f"location:{loc}" not in cards
    assert "industry:cotton_mill_or_manufacturer" not in cards


def test_every_card_names_a_town_or_an_industry():
    for card, copies, mark in BOARD.deck:
        kind, _, name = card.partition(":")
        assert copies >= 1 and mark in (2, 3, 4)
        if kind == "location":
            assert BOARD.locations[name].kind == "town"
        else:
            assert BOARD.card_industries(card)


def test_a_player_mat_holds_45_tiles():
    mat = BOARD.mat()
    counts = {industry: len(levels) for industry, levels in mat.items()}
    assert counts == {
        "cotton_mill": 11,
        "coal_mine": 7,
        "iron_works": 4,
        "manufacturer": 11,
        "pottery": 5,
        "brewery": 7,
    }
    assert sum(counts.values()) == 45


def test_era_badges_and_lightbulbs_match_the_mat():
    canal_only = {(s.industry, s.level) for t in BOARD.tiles.values() for s in t if not s.rail}
    rail_only = {(s.industry, s.level) for t in BOARD.tiles.values() for s in t if not s.canal}
    bulbs = {(s.industry, s.level) for t in BOARD.tiles.values() for s in t if not s.developable}
    assert canal_only == {
        ("cotton_mill", 1),
        ("coal_mine", 1),
        ("iron_works", 1),
        ("manufacturer", 1),
        ("brewery", 1),
    }
    assert rail_only == {("brewery", 4), ("pottery", 5)}
    assert bulbs == {("pottery", 1), ("pottery", 3)}


def test_new_mines_works_and_breweries_hold_their_cubes():
    coal = [s.cubes("canal") for s in BOARD.tiles["coal_mine"]]
    iron = [s.cubes("rail") for s in BOARD.tiles["iron_works"]]
    beer = [(s.cubes("canal"), s.cubes("rail")) for s in BOARD.tiles["brewery"]]
    assert coal == [2, 3, 4, 5] and iron == [4, 4, 5, 6]
    assert beer == [(1, 2)] * 4


def test_the_markets_hold_13_coal_of_14_and_8_iron_of_10():
    coal, iron = BOARD.markets["coal"], BOARD.markets["iron"]
    assert coal.prices == (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7)
    assert (coal.initial, coal.empty_price) == (13, 8)
    assert iron.prices == (1, 1, 2, 2, 3, 3, 4, 4, 5, 5)
    assert (iron.initial, iron.empty_price) == (8, 6)


def test_the_income_track_matches_the_printed_track():
    assert list(income.LEVELS) == BOARD.tables["income_track"]["levels"]
    assert len(income.LEVELS) == 100


def test_rounds_per_era_are_10_9_8_for_2_3_4_players():
    assert [BOARD.rounds(n) for n in (2, 3, 4)] == [10, 9, 8]


def test_every_location_industry_and_card_has_a_name_in_both_languages():
    for lang in ("en", "ko"):
        messages = catalog(lang)
        for loc in BOARD.locations:
            assert f"brass-birmingham.location.{loc}" in messages
        for industry in BOARD.industries:
            assert f"brass-birmingham.industry.{industry}" in messages
        for card, _, _ in BOARD.deck:
            if not card.startswith("location:"):
                assert "brass-birmingham.card." + card.replace(":", ".") in messages
        for wild in BOARD.wild:
            assert "brass-birmingham.card." + wild.replace(":", ".") in messages
    en = catalog("en")
    for loc in BOARD.locations.values():
        if loc.kind != "farm":
            assert en[f"brass-birmingham.location.{loc.id}"] == loc.name
