"""The phases of a Barrage round besides the actions (spec §3, §5.6, §6.5, §7.2): incomes,
headstream drops, water flow, scoring, the end of the round and the end of the game."""

from __future__ import annotations

import pytest

from rules.barrage.data import ROUNDS, barrage_data
from rules.barrage.river import river_map
from rules.barrage.rounds import (
    actions_over,
    begin_round,
    end_actions,
    headstream_drops,
    income_choices,
    next_order,
    next_round,
    round_scoring,
    water_phase,
)
from rules.barrage.setup import finish_draft, setup
from rules.barrage.state import BLOCKED, clone
from rules.barrage.water import Dam
from rules.core.rng import Rng

DATA = barrage_data()
HEADS = tuple(river_map().headstreams)


def beginner(seed: int = 1):
    """USA, Germany, Italy, France in seats 0-3 (the introductory table), turn order 0-3."""
    return setup({"players": 4, "beginner": True}, seed)


def everyone_passes(state) -> None:
    for c in state.companies:
        c.passed = True


# -- phase 1 --------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_round_the_headstream_tiles_put_their_drops(seed):
    state = beginner(seed)
    for round_ in range(1, ROUNDS + 1):
        state.round = round_
        state.phase = "income"
        state.headstreams = dict.fromkeys(HEADS, 0)
        begin_round(state)
        expected = {
            h: DATA.headstream_tiles[t].drops[round_ - 1] for h, t in state.headstream_tiles.items()
        }
        assert state.headstreams == expected == headstream_drops(state, round_)
    assert sum(state.headstreams.values()) == 0  # round 5: none


def test_headstream_drops_wait_with_those_already_there():
    state = beginner()
    state.headstreams["headstream:A"] = 2
    events = begin_round(state)
    tile = state.headstream_tiles["headstream:A"]
    assert state.headstreams["headstream:A"] == 2 + DATA.headstream_tiles[tile].drops[0]
    moved = [e.moved for e in events if e.key == "barrage.event.headstream_drops"]
    assert all(m[0] == "supply" and m[1] in HEADS for m in moved)


def test_revealed_incomes_are_gained_each_income_phase():
    state = beginner()
    usa, germany = state.companies[0], state.companies[1]
    assert germany.id == "company:germany"
    germany.left["base"] = 3  # 2 built: 3 VP
    germany.left["elevation"] = 1  # 4 built: 3 credits; 2 VP + 2 energy
    usa.left["base"] = 3  # 2 built: a wheel rotation (needs the wheel: left for later)
    vp, credits = germany.vp, germany.credits
    begin_round(state)
    assert germany.vp == vp + 3 + 2
    assert germany.credits == credits + 3
    assert germany.energy == 2
    assert state.phase == "actions"


def test_incomes_with_a_choice_are_listed_in_reverse_turn_order():
    state = beginner()
    state.companies[0].left["base"] = 3  # USA: 1 rotation
    state.companies[3].left["base"] = 3  # France: 1 machine of choice
    kinds = [(seat, e.kind) for seat, e in income_choices(state)]
    assert kinds == [(3, "machinery"), (0, "rotate")]


def test_an_easy_automa_gets_no_incomes():
    state = setup(
        {
            "players": 2,
            "automa": 1,
            "difficulty": "easy",
            "companies": ["company:usa", "company:germany"],
        },
        1,
    )
    automa = state.companies[1]
    automa.left["base"] = 3
    vp = automa.vp
    begin_round(state)
    assert automa.vp == vp


# -- phases 2 and 3 -------------------------------------------------------------------------------


def test_water_flows_in_the_water_phase_and_the_headstreams_empty():
    state = beginner()
    begin_round(state)
    state.dams = {"dam:1U": Dam("company:usa", 2)}
    state.headstreams = {"headstream:A": 3, "headstream:B": 0, "headstream:C": 1, "headstream:D": 0}
    assert not actions_over(state)
    everyone_passes(state)
    assert actions_over(state)
    end_actions(state)
    events = water_phase(state)
    assert state.dams["dam:1U"].drops == 2
    assert sum(state.headstreams.values()) == 0
    flowed = [e for e in events if e.key == "barrage.event.drop_flowed"]
    assert len(flowed) == 4 and flowed[0].moved == ("headstream:A", "dam:1U")
    assert state.phase == "scoring"


def test_the_usa_gains_energy_from_drops_flowing_past_its_powerhouse():
    state = beginner()
    usa = state.companies[0]
    usa.ability = True
    state.dams = {}
    state.powerhouses = {"powerhouse:8:1": "company:usa"}  # H_A -> 1 -> 8 -> 11
    state.headstreams = {"headstream:A": 2, "headstream:B": 0, "headstream:C": 0, "headstream:D": 0}
    state.phase = "water"
    water_phase(state)
    assert usa.energy == 2


# -- phase 5 --------------------------------------------------------------------------------------


def test_turn_order_least_energy_first_ties_in_reverse_of_their_order():
    state = beginner()
    state.order = [2, 0, 3, 1]
    for c, e in zip(state.companies, (5, 9, 5, 0), strict=True):
        c.energy = e
    # seat 3 (0 energy) first; seats 2 and 0 tied at 5 swap (2 was before 0); seat 1 last
    assert next_order(state) == [3, 0, 2, 1]
    for c in state.companies:
        c.energy = 4
    assert next_order(state) == [1, 3, 0, 2]  # all tied: the order reversed


def test_end_of_round_resets_energy_returns_engineers_and_renews_the_patent_office():
    state = setup({"players": 3}, 4)
    draft = state.draft
    finish_draft(state, list(zip([c for c, _ in draft.offers], draft.contracts, strict=False)))
    a, b = state.companies[0], state.companies[1]
    a.engineers, b.engineers = 9, 10
    state.spaces["space:bank"] = {a.id: 2, b.id: 1}
    state.spaces["space:workshop:1L"] = {a.id: 1}
    blocked = {k: dict(v) for k, v in state.spaces.items() if BLOCKED in v}
    assert blocked  # 3 players: the "4" rows are closed
    old_patent = list(state.patent)
    state.patent[1] = None  # one tile was bought
    for c in state.companies:
        c.energy = 7
    state.phase = "end_of_round"
    events = next_round(state)
    assert (a.engineers, b.engineers) == (12, 11)
    assert {k: v for k, v in state.spaces.items()} == blocked
    assert all(c.energy == 0 for c in state.companies)
    assert len(state.patent) == 3 and not set(state.patent) & set(old_patent)
    assert state.round == 2 and state.phase == "income"
    assert any(e.key == "barrage.event.turn_order" for e in events)


def test_the_patent_office_draws_from_the_next_deck_when_one_runs_out():
    state = setup({"players": 2}, 5)
    state.tech_decks[1] = ["tech:advanced:1"]
    state.phase = "end_of_round"
    next_round(state)
    assert state.patent[0] == "tech:advanced:1"
    assert state.patent[1] is not None and DATA.tech_tiles[state.patent[1]].level == 2


# -- whole rounds ---------------------------------------------------------------------------------


def test_after_round_scoring_vp_only_grows_and_energy_resets_until_the_game_ends():
    rng = Rng(7)
    state = beginner(7)
    for round_ in range(1, ROUNDS + 1):
        assert state.round == round_
        begin_round(state)
        for c in state.companies:
            c.energy += 1 + rng.below(30)  # some production happened
        everyone_passes(state)
        end_actions(state)
        water_phase(state)
        before = [c.vp for c in state.companies]
        round_scoring(state)
        assert all(c.vp >= b for c, b in zip(state.companies, before, strict=True))
        if round_ < ROUNDS:
            assert state.phase == "end_of_round" and not state.over
            last = clone(state)
            next_round(state)
            assert all(c.energy == 0 for c in state.companies)
            assert state.order == next_order(last)
    assert state.over
    with pytest.raises(ValueError):
        next_round(state)


def test_the_last_scoring_ends_the_game_with_final_scoring():
    state = beginner()
    state.round = ROUNDS
    state.phase = "scoring"
    usa = state.companies[0]
    usa.credits, usa.excavators, usa.mixers = 10, 0, 0
    usa.energy = 3
    vp = usa.vp
    events = round_scoring(state)
    keys = [e.key for e in events]
    assert "barrage.event.final_scoring" in keys and keys[-1] == "barrage.event.game_over"
    assert state.over
    # 6 ranking + (10 + 2 credits) // 5 leftover + objective
    assert usa.vp >= vp + 6 + 2
