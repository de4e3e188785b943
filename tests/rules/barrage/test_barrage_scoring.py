"""Barrage's scoring (spec §7.2 round scoring, §6.2 bonus tiles, §6.3/§7.3 objective tiles and
final scoring, §7.4 winner; amb 13, 14, 16) with the rulebook's worked examples."""

from __future__ import annotations

import pytest

from rules.barrage.data import barrage_data
from rules.barrage.scoring import (
    bonus_vp,
    breakdown,
    buildings_vp,
    final_scoring,
    half_up,
    leftover_vp,
    objective_value,
    objective_vp,
    ranking_vp,
    round_scoring,
    track_reward,
    water_vp,
    winners,
)
from rules.barrage.setup import setup
from rules.barrage.water import Dam

DATA = barrage_data()
USA, GER, ITA, FRA = "company:usa", "company:germany", "company:italy", "company:france"


def bare(players: int = 4, seed: int = 1):
    """A beginner game (USA, Germany, Italy, France in seats 0-3) with an empty map."""
    state = setup({"players": players, "beginner": True}, seed)
    state.dams = {}
    return state


def energies(state, *values):
    for c, e in zip(state.companies, values, strict=True):
        c.energy = e


def bonus_tile(counts: str) -> str:
    return next(t.id for t in DATA.bonus_tiles.values() if t.counts == counts)


def objective(criterion: str) -> str:
    return next(t.id for t in DATA.objective_tiles.values() if t.criterion == criterion)


# -- energy ranking (§7.2.1) ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("energy", "vp"),
    [
        ((9, 5, 3, 1), {0: 6, 1: 2}),  # unique 1st and 2nd
        ((9, 9, 3, 1), {0: 4, 1: 4}),  # 2 tied 1st share 8, nobody 2nd
        ((9, 9, 9, 1), {0: 3, 1: 3, 2: 3}),  # 8/3 = 2.67 rounds to 3
        ((9, 9, 9, 9), {0: 2, 1: 2, 2: 2, 3: 2}),
        ((9, 5, 5, 1), {0: 6, 1: 1, 2: 1}),  # unique 1st, tied 2nd: 1 each
        ((9, 0, 0, 0), {0: 6}),  # 0 energy never ranks
        ((0, 0, 0, 0), {}),
        ((31, 30, 0, 0), {0: 6, 1: 2}),  # the true total, not capped at 30 (amb 13)
    ],
)
def test_energy_ranking(energy, vp):
    state = bare()
    energies(state, *energy)
    assert ranking_vp(state) == vp


# -- credits by energy (§7.2.2) -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("energy", "credits"),
    [
        *[(1, 1), (2, 2), (3, 2), (4, 3), (6, 3), (7, 4), (10, 4), (11, 5), (15, 5), (16, 6)],
        *[(21, 6), (22, 7), (28, 7), (29, 8), (30, 8), (45, 8)],
    ],
)
def test_energy_track_credits(energy, credits):
    assert track_reward(energy) == (credits, 0)


def test_zero_energy_gives_3_credits_and_costs_3_vp():
    # seed example: markers give 4, 3, 3 credits and "3 credits, -3 VP" for the one at 0
    state = bare()
    energies(state, 8, 5, 4, 0)
    before = [(c.credits, c.vp) for c in state.companies]
    state.bonus[0] = bonus_tile("contracts")
    round_scoring(state)
    gained = [(c.credits - b[0]) for c, b in zip(state.companies, before, strict=True)]
    assert gained == [4, 3, 3, 3]
    assert state.companies[3].vp == before[3][1] - 3  # may fall (amb 15); ranks nothing


# -- bonus tiles (§6.2, §7.2.3) -------------------------------------------------------------------


def test_bonus_worked_example_round_3_powerhouses():
    # White in section 3 with 2 powerhouses 10; Green 1 short with 3 -> 15 - 4 = 11;
    # Black 2 short with 1 -> 0 (never negative); Red below 6 energy -> 0.
    state = bare()
    state.round = 3
    state.bonus[2] = bonus_tile("powerhouses")
    houses = {
        FRA: ["powerhouse:5:1", "powerhouse:6:1"],
        ITA: ["powerhouse:7:1", "powerhouse:8:1", "powerhouse:9:1"],
        GER: ["powerhouse:10:1"],
        USA: ["powerhouse:11:1", "powerhouse:12:1"],
    }
    state.powerhouses = {site: cid for cid, sites in houses.items() for site in sites}
    energies(state, 5, 8, 14, 18)  # USA (red), Germany (black), Italy (green), France (white)
    assert [bonus_vp(state, s) for s in range(4)] == [0, 0, 11, 10]


def test_energy_above_30_counts_as_30_for_the_bonus_tile():
    state = bare()
    state.round = 5
    state.bonus[4] = bonus_tile("conduits")
    state.conduits = {"conduit:1A": USA}
    energies(state, 29, 0, 0, 0)
    assert bonus_vp(state, 0) == 0  # 1 section short: 4 - 4
    energies(state, 45, 0, 0, 0)
    assert bonus_vp(state, 0) == 4


@pytest.mark.parametrize(
    ("counts", "vp"),
    [
        ("contracts", 2 * 3),
        ("powerhouses", 5 * 2),
        ("bases", 4 * 2),
        ("conduits", 4 * 1),
        ("elevations", 4 * 3),
        ("advanced_tiles", 4 * 2),
        ("external_works", 5 * 1),
        ("buildings", 4 * 1),
    ],
)
def test_each_bonus_tile_counts_its_own_things(counts, vp):
    state = bare()
    usa = state.companies[0]
    usa.fulfilled = ["contract:starting:1", "contract:private:1", "contract:national:1"]
    state.powerhouses = {"powerhouse:5:1": USA, "powerhouse:8:1": USA, "powerhouse:6:1": GER}
    state.dams = {"dam:1U": Dam(USA, 3), "dam:5L": Dam(USA, 2), "dam:2U": Dam(GER, 3)}
    state.conduits = {"conduit:1A": USA, "conduit:2A": GER}
    usa.tiles = ["tech:basic:base", "tech:advanced:1"]
    usa.wheel[2].tiles = ["tech:advanced:7", "tech:basic:conduit"]
    usa.external = ["external:A1"]
    state.buildings = {"building_site:1:1": USA, "building_site:2:1": GER}
    state.bonus[0] = bonus_tile(counts)
    energies(state, 6, 0, 0, 0)
    assert bonus_vp(state, 0) == vp
    energies(state, 5, 0, 0, 0)
    assert bonus_vp(state, 0) == 0


# -- objective tiles (§6.3) -----------------------------------------------------------------------


def objective_board():
    """USA: mountain base (red 1U, +2 elevations), conduit 1A -> basin 8, powerhouse 8:3 (red);
    Germany: bases in 5L and 9L, conduit 5A -> 8, powerhouse 8:1; Italy nothing; France one
    plain base (10L)."""
    state = bare()
    state.dams = {
        "dam:1U": Dam(USA, 3),
        "dam:5L": Dam(GER, 1),
        "dam:9L": Dam(GER, 1),
        "dam:10L": Dam(FRA, 1),
    }
    state.conduits = {"conduit:1A": USA, "conduit:5A": GER}
    state.powerhouses = {"powerhouse:8:3": USA, "powerhouse:8:1": GER}
    return state


@pytest.mark.parametrize(
    ("criterion", "values"),
    [
        ("red_sites", [2, 0, 0, 0]),
        ("largest_area", [4, 2, 0, 1]),  # USA: mountain 3 + conduit 1; Germany: hill 2
        ("connected_bases", [1, 1, 0, 0]),  # 9L has no own conduit in basin 9
        ("smallest_area", [0, 0, 0, 0]),
        ("basins_with_1", [2, 3, 0, 1]),
        ("basins_with_3", [1, 0, 0, 0]),  # base + 2 elevations in basin 1
    ],
)
def test_each_objective_criterion(criterion, values):
    state = objective_board()
    tile = objective(criterion)
    assert [objective_value(state, s, tile) for s in range(4)] == values


def test_objective_vp_by_rank_and_shared_ties():
    state = objective_board()
    assert objective_vp(state, objective("largest_area")) == {0: 15, 1: 10, 3: 5, 2: 0}
    # tied 1st and 2nd share 15 + 10 = 25 -> 12.5 rounds half up to 13
    assert objective_vp(state, objective("connected_bases")) == {0: 13, 1: 13, 2: 3, 3: 3}
    # all four tied: 15 + 10 + 5 + 0 = 30 -> 7.5 -> 8
    assert objective_vp(state, objective("smallest_area")) == {0: 8, 1: 8, 2: 8, 3: 8}


def test_automa_objective_shares_use_the_automa_table():
    state = setup(
        {"players": 3, "automa": 2, "companies": ["company:usa", "company:germany", FRA]}, 2
    )
    state.dams = {}
    # everyone tied at 0: each takes its own table's places 1-3 and shares (amb 14)
    vp = objective_vp(state, objective("red_sites"))
    assert vp == {0: half_up(15 + 10 + 5, 3), 1: half_up(20 + 15 + 10, 3), 2: 15}
    assert half_up(25, 3) == 8 and half_up(45, 4) == 11 and half_up(5, 2) == 3


# -- final scoring (§7.3) and the winner (§7.4) ---------------------------------------------------


def test_leftover_resources_example_and_water_in_own_dams():
    state = bare()
    usa = state.companies[0]
    usa.mixers, usa.excavators, usa.credits = 3, 5, 7
    usa.wheel[0].excavators = 9  # the wheel does not count
    assert leftover_vp(usa) == 3
    state.dams = {
        "dam:1U": Dam(USA, 3, 2),
        "dam:1L": Dam("neutral", 1, 1),
        "dam:2U": Dam(GER, 1, 1),
    }
    assert water_vp(state, usa) == 2


def test_final_scoring_adds_every_part_and_the_breakdown_shows_them():
    state = objective_board()
    state.objective = objective("largest_area")
    usa = state.companies[0]
    usa.vp, usa.mixers, usa.excavators, usa.credits = 40, 3, 5, 7
    state.dams["dam:1U"] = Dam(USA, 3, 2)
    before = breakdown(state, 0)
    assert before == {
        "contracts": 0,
        "ranking": 0,
        "track": 0,
        "bonus": 0,
        "conduits": 0,
        "play": 40,
        "objective": 15,
        "resources": 3,
        "water": 2,
        "buildings": 0,
        "total": 60,
    }
    final_scoring(state)
    state.over = True
    assert usa.vp == 60
    assert breakdown(state, 0) == before


def test_expansion_buildings_score_their_tile_at_the_end():
    state = bare()
    state.private_buildings = ["building:1", "building:2", "building:3", "building:4", "building:5"]
    state.buildings = {"building_site:1:1": USA, "building_site:2:3": USA, "building_site:1:2": GER}
    vp = DATA.buildings["building:1"].vp + DATA.buildings["building:2"].vp
    assert buildings_vp(state, state.companies[0]) == vp
    assert buildings_vp(state, state.companies[1]) == DATA.buildings["building:1"].vp


def test_winner_most_vp_then_last_round_energy_then_shared():
    state = bare()
    for c, vp in zip(state.companies, (50, 60, 60, 10), strict=True):
        c.vp = vp
    energies(state, 30, 7, 9, 40)
    assert winners(state) == [2]
    energies(state, 30, 9, 9, 40)
    assert winners(state) == [1, 2]  # amb 16: a shared victory
