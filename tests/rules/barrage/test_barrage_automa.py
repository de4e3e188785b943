"""The Tesla Automa's turn, first part (spec §8.3–§8.5): revealing tiles and planning the turn —
the conditions of §8.5 with the seed's production example, dashed actions, a failed first action,
the final action of §8.5.9, running out of engineers, and determinism."""

from __future__ import annotations

import json

from rules.barrage.automa import (
    NOT_REACHED,
    PERFORMED,
    SKIPPED,
    WHY,
    reveal,
)
from rules.barrage.automa_turn import plan_turn
from rules.barrage.setup import setup
from rules.barrage.state import Segment, clone
from rules.barrage.water import Dam
from rules.core.i18n import render
from rules.core.text import Text

HUMAN, AUTOMA = 0, 1
GER = "company:germany"


def game(seed: int = 1):
    state = setup(
        {"players": 2, "automa": 1, "companies": ["company:usa", "company:germany"]}, seed
    )
    state.phase = "actions"
    state.dams = {}  # no neutral dams unless a test puts them
    state.headstreams = dict.fromkeys(state.headstreams, 0)
    return state


def show(state, action: int, criteria: int) -> None:
    """Make automa:<action> the revealed action side and automa:<criteria> the criteria side."""
    state.automa_deck = [t for t in state.automa_deck if t != f"automa:{action}"]
    state.automa_deck.append(f"automa:{action}")
    state.automa_discard = [f"automa:{criteria}"]


def statuses(plan) -> list[tuple[str, str]]:
    return [(s.action, s.status) for s in plan.steps]


def why(step) -> str | None:
    return step.reason.removeprefix(WHY) if step.reason else None


def system(state, drops: int = 2) -> None:
    """The seed example's system: own dam (2 drops) in basin 5, value-3 conduit 5A to basin 8."""
    state.dams["dam:5U"] = Dam(GER, 2, drops)
    state.conduits["conduit:5A"] = GER
    state.powerhouses["powerhouse:8:1"] = GER


def contracts(state) -> None:
    state.national = ["contract:national:1"]  # 13
    state.offer = {
        "green": ["contract:private:11", "contract:private:12"],  # 4, 4
        "yellow": ["contract:private:26", "contract:private:27"],  # 7, 7
        "red": ["contract:private:31", "contract:private:32"],  # 8, 8
    }


# -- reveal (§8.3) ---------------------------------------------------------------------------------


def test_reveal_flips_the_top_tile_to_the_criteria_side():
    state = game()
    deck = list(state.automa_deck)
    action, criteria = reveal(state, AUTOMA)
    assert criteria == deck[-1]
    assert action == deck[-2] == state.automa_deck[-1]
    assert state.automa_discard == [criteria]
    action2, criteria2 = reveal(state, AUTOMA)
    assert criteria2 == action
    assert state.automa_discard == [criteria, action]
    assert action2 == deck[-3]


def test_reveal_reshuffles_all_but_the_tile_just_flipped():
    state = game()
    state.automa_discard = state.automa_deck[:-2]
    state.automa_deck = state.automa_deck[-2:]
    last = state.automa_deck[0]
    action, criteria = reveal(state, AUTOMA)
    assert action == last
    action, criteria = reveal(state, AUTOMA)  # the deck ran empty: 18 discarded come back
    assert criteria == last
    assert state.automa_discard == [last]
    assert len(state.automa_deck) == 19 and last not in state.automa_deck
    assert action == state.automa_deck[-1]


def test_reveal_is_deterministic():
    a, b = game(7), game(7)
    for _ in range(25):
        assert reveal(a, AUTOMA) == reveal(b, AUTOMA)
    assert a.automa_deck == b.automa_deck and a.automa_discard == b.automa_discard


# -- production (§8.5.1) ---------------------------------------------------------------------------


def test_seed_production_example():
    """Value-3 conduit, 2 drops, not first, tile +2: 8 >= a green requirement; it produces 8 and
    fulfils the rightmost of the equal highest contracts, a red one."""
    state = game()
    system(state)
    contracts(state)
    state.companies[HUMAN].energy = 5
    show(state, 17, 1)  # production +2 green
    plan = plan_turn(state, AUTOMA)
    first = plan.steps[0]
    assert first.status == PERFORMED and first.engineers == 2  # as printed on tile 17
    assert first.detail["energy"] == 8
    assert first.detail["contracts"] == ["contract:private:32"]
    assert (first.detail["dam"], first.detail["conduit"]) == ("dam:5U", "conduit:5A")
    assert all(s.status == NOT_REACHED for s in plan.steps[1:])  # production ends the turn


def test_production_needs_a_system():
    state = game()
    contracts(state)
    show(state, 17, 1)
    step = plan_turn(state, AUTOMA).steps[0]
    assert (step.status, why(step)) == (SKIPPED, "no_system")


def test_production_energy_track_condition():
    state = game()
    system(state)
    contracts(state)
    show(state, 17, 1)
    automa = state.companies[AUTOMA]
    automa.energy = 6  # in round 1's section and strictly first: fails
    step = plan_turn(state, AUTOMA).steps[0]
    assert (why(step), step.params) == ("energy_first", {"energy": 6, "section": 6})
    state.companies[HUMAN].energy = 6  # tied for first is not first ([amb 31])
    assert plan_turn(state, AUTOMA).steps[0].status == PERFORMED
    state.companies[HUMAN].energy = 0
    automa.energy = 5  # first, but not yet in the section
    assert plan_turn(state, AUTOMA).steps[0].status == PERFORMED


def test_production_needs_a_contract_of_the_colour():
    state = game()
    system(state, drops=1)  # 1 x 3 - 2 = 1 energy
    contracts(state)
    show(state, 1, 1)  # production -2 green: 1 < 4
    step = plan_turn(state, AUTOMA).steps[0]
    assert (why(step), step.params) == ("no_contract", {"energy": 1, "colour": "green"})


# -- a failed first action, dashed actions (§8.3) --------------------------------------------------


def test_first_action_fails_and_the_second_is_performed():
    state = game()
    show(state, 4, 1)  # production, construction base, machinery shop, external works, final
    plan = plan_turn(state, AUTOMA)
    assert statuses(plan) == [
        ("production", SKIPPED),
        ("construction", PERFORMED),
        ("machinery_shop", NOT_REACHED),
        ("external_works", NOT_REACHED),
        ("final_workshop", NOT_REACHED),
    ]
    build = plan.steps[1]
    assert build.engineers == 2 and build.detail["structure"] == "base"
    assert build.detail["site"] == build.detail["choice"]["site"]
    assert build.detail["site"].startswith("dam:")


def test_dashed_contract_office_then_construction():
    state = game()
    show(state, 3, 1)  # production, contract office (dashed), construction base, ...
    plan = plan_turn(state, AUTOMA)
    assert statuses(plan)[:4] == [
        ("production", SKIPPED),
        ("contract_office", PERFORMED),
        ("construction", PERFORMED),
        ("patent_office", NOT_REACHED),
    ]
    assert plan.steps[1].detail == {"colour": "green", "energy": 2}


def test_dashed_action_using_the_last_engineer_ends_the_turn():
    state = game()
    state.companies[AUTOMA].engineers = 1
    show(state, 3, 1)
    plan = plan_turn(state, AUTOMA)
    assert [s.status for s in plan.steps[1:3]] == [PERFORMED, NOT_REACHED]


def test_no_engineer_no_turn():
    state = game()
    state.companies[AUTOMA].engineers = 0
    show(state, 3, 1)
    assert all(s.status == NOT_REACHED for s in plan_turn(state, AUTOMA).steps)


# -- water management (§8.5.2) ---------------------------------------------------------------------


def test_water_management_places_a_useful_drop_by_the_criteria_letters():
    state = game()
    state.dams["dam:5U"] = Dam(GER, 1, 0)  # reached from headstream B only
    show(state, 2, 1)  # water: 1 drop flowing now; criteria letters A, B, C
    plan = plan_turn(state, AUTOMA)
    water = plan.steps[1]
    assert water.status == PERFORMED and water.engineers == 1
    assert water.detail == {"headstreams": ["headstream:B"], "immediate": True}
    assert plan.steps[2].status in (PERFORMED, SKIPPED)  # the turn goes on


def test_water_management_fills_an_upstream_dam_first():
    """Two drops for the Water Flow phase: a full-but-one neutral dam above the Automa's dam takes
    the first drop, the second overflows into the Automa's dam (the pending rule)."""
    state = game()
    state.dams["dam:1U"] = Dam("neutral", 1, 0)
    state.dams["dam:8U"] = Dam(GER, 1, 0)
    show(state, 1, 1)  # water: 2 drops in the Water Flow phase; criteria A, B, C
    water = plan_turn(state, AUTOMA).steps[1]
    assert water.detail["headstreams"] == ["headstream:A", "headstream:A"]


def test_water_management_skipped_when_no_drop_helps():
    state = game()
    state.dams["dam:5U"] = Dam(GER, 1, 1)  # full
    show(state, 2, 1)
    step = plan_turn(state, AUTOMA).steps[1]
    assert (step.status, why(step)) == (SKIPPED, "no_useful_drop")


# -- construction (§8.5.4) -------------------------------------------------------------------------


def test_construction_conditions_in_order():
    state = game()
    show(state, 4, 1)  # second: a base in the mountains (the spec's example: 5 excavators)
    automa = state.companies[AUTOMA]
    automa.excavators = 5
    step = plan_turn(state, AUTOMA).steps[1]
    assert step.status == PERFORMED and step.detail["excavators"] == 5
    assert step.detail["site"] in {"dam:1U", "dam:1L", "dam:2U", "dam:2L", "dam:3U", "dam:4U"}
    automa.excavators = 4
    step = plan_turn(state, AUTOMA).steps[1]
    assert why(step) == "machinery"
    assert step.params["excavators"] == 5 and step.params["have_excavators"] == 4
    automa.tiles = [t for t in automa.tiles if t != "tech:basic:base"]
    assert why(plan_turn(state, AUTOMA).steps[1]) == "no_tile"
    automa.left["base"] = 0
    assert why(plan_turn(state, AUTOMA).steps[1]) == "no_piece"


def test_construction_area_restriction_and_no_site():
    state = game()
    show(state, 2, 1)  # construction of a base in the hills
    hills = ["dam:5U", "dam:5L", "dam:6U", "dam:6L", "dam:7U", "dam:7L"]
    step = plan_turn(state, AUTOMA).steps[2]
    assert step.status == PERFORMED and step.detail["site"] in hills
    for site in hills:
        state.dams[site] = Dam("company:usa", 1, 0)
    step = plan_turn(state, AUTOMA).steps[2]
    assert (step.status, why(step)) == (SKIPPED, "no_site")


# -- the final action (§8.5.9) ---------------------------------------------------------------------


def nothing_possible(state) -> None:
    automa = state.companies[AUTOMA]
    automa.tiles = []
    state.round = 5


def test_final_action_bank_when_nothing_is_possible():
    state = game()
    nothing_possible(state)
    show(state, 4, 1)
    plan = plan_turn(state, AUTOMA)
    assert [why(s) for s in plan.steps[:4]] == [
        "no_system",
        "no_tile",
        "last_round",
        "expansion_off",
    ]
    final = plan.steps[-1]
    assert final.status == PERFORMED and final.engineers == 1
    assert final.detail == {"section": "bank", "vp": 1}


def test_final_workshop_turns_a_wheel_that_is_not_empty():
    state = game()
    nothing_possible(state)
    state.companies[AUTOMA].wheel[0] = Segment(["tech:basic:base"], 2, 0)
    show(state, 4, 1)
    assert plan_turn(state, AUTOMA).steps[-1].detail == {"section": "workshop", "rotate": 1}


def test_final_machinery_buys_the_machine_it_has_fewer_of():
    state = game()
    state.companies[AUTOMA].tiles = []
    show(state, 1, 1)  # ends with final_machinery; the workshop before it needs a wheel
    final = plan_turn(state, AUTOMA).steps[-1]
    assert final.status == PERFORMED
    assert final.detail == {"section": "machinery", "vp": -3, "gain": "mixers"}  # 6 exc., 4 mix.
    state.round = 5
    assert plan_turn(state, AUTOMA).steps[-1].detail == {"section": "bank", "vp": 1}


# -- plain data, determinism -----------------------------------------------------------------------


def test_plan_is_plain_data_and_deterministic():
    for seed in range(1, 6):
        state = game(seed)
        reveal(state, AUTOMA)
        twin = clone(state)
        plan = plan_turn(state, AUTOMA)
        assert plan.as_data() == plan_turn(twin, AUTOMA).as_data()
        assert json.loads(json.dumps(plan.as_data())) == plan.as_data()
        performed = [s for s in plan.steps if s.status == PERFORMED]
        assert performed and not performed[-1].action.startswith("water")
        assert sum(s.engineers for s in performed) <= state.companies[AUTOMA].engineers


def test_plan_does_not_change_the_state():
    state = game()
    system(state)
    contracts(state)
    reveal(state, AUTOMA)
    before = clone(state)
    plan_turn(state, AUTOMA)
    assert state.dams == before.dams and state.companies[AUTOMA] == before.companies[AUTOMA]
    assert state.automa_deck == before.automa_deck


def test_every_reason_reads_in_both_languages():
    """Each skip reason is a catalog message whose placeholders its params fill."""
    seen = {}
    states = []
    s = game()
    system(s)
    contracts(s)
    s.companies[AUTOMA].energy = 6
    show(s, 17, 1)
    states.append(s)
    s = game()
    system(s, drops=1)
    contracts(s)
    show(s, 1, 1)
    states.append(s)
    s = game()
    s.dams["dam:5U"] = Dam(GER, 1, 1)
    show(s, 2, 1)
    states.append(s)
    for excavators, tiles, left, rnd in ((4, None, 5, 1), (5, [], 5, 5), (5, None, 0, 1)):
        s = game()
        s.companies[AUTOMA].excavators = excavators
        if tiles is not None:
            s.companies[AUTOMA].tiles = tiles
        s.companies[AUTOMA].left["base"] = left
        s.round = rnd
        show(s, 4, 1)
        states.append(s)
    s = game()
    show(s, 3, 1)
    s.patent = [None, None, None]
    s.companies[AUTOMA].left["base"] = 0
    states.append(s)
    s = game()
    show(s, 2, 1)
    for site in ("dam:5U", "dam:5L", "dam:6U", "dam:6L", "dam:7U", "dam:7L"):
        s.dams[site] = Dam("company:usa", 1, 0)
    states.append(s)
    for state in states:
        for step in plan_turn(state, AUTOMA).steps:
            if step.reason:
                seen[step.reason] = step.params
    assert len(seen) >= 9
    for key, params in seen.items():
        for lang in ("en", "ko"):
            words = render(Text(key, params), lang)
            assert words and "{" not in words and key not in words, (key, lang, words)


def test_patent_office_takes_the_highest_level_tile_that_builds_the_structure():
    state = game()
    show(state, 3, 1)  # ..., construction base, patent office (base), ...
    state.companies[AUTOMA].left["base"] = 0
    state.patent = ["tech:advanced:2", "tech:advanced:6", "tech:advanced:5"]
    step = plan_turn(state, AUTOMA).steps[3]
    assert step.status == PERFORMED and step.engineers == 1
    assert step.detail == {"tile": "tech:advanced:6", "vp": -2}
    state.patent = ["tech:advanced:2", "tech:advanced:3", None]
    step = plan_turn(state, AUTOMA).steps[3]
    assert (step.status, why(step)) == (SKIPPED, "no_patent_tile")
