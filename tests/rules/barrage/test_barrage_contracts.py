"""Fulfilling contracts after a production (spec §6.1, §8.5.1; Simone Luciani, Appendix A and
§8.8 with the rulebook's worked examples)."""

from __future__ import annotations

import pytest

from rules.barrage.contracts import (
    SIMONE,
    automa_choice,
    best_set,
    contract_options,
    deferred,
    fulfil,
    requirement,
    why_not_contract,
)
from rules.barrage.data import barrage_data
from rules.barrage.setup import setup
from rules.core.errors import IllegalAction

DATA = barrage_data()


def private(req: int, k: int = 0) -> str:
    """The k-th private contract with this requirement."""
    return [c.id for c in DATA.contracts_of("private") if c.requirement == req][k]


def national(req: int, k: int = 0) -> str:
    return [c.id for c in DATA.contracts_of("national") if c.requirement == req][k]


def beginner(seed: int = 1):
    """USA, Germany, Italy, France in seats 0-3 (the introductory table)."""
    return setup({"players": 4, "beginner": True}, seed)


def automa_game(officer: str | None = None, difficulty: str = "normal"):
    state = setup(
        {
            "players": 2,
            "automa": 1,
            "difficulty": difficulty,
            "companies": ["company:usa", "company:italy"],
        },
        3,
    )
    state.companies[1].officer = officer
    return state


def why(text):
    return None if text is None else text.key.removeprefix("barrage.why.")


# -- one contract per production ------------------------------------------------------------------


def test_a_production_fulfils_an_own_contract_or_a_displayed_national_up_to_its_energy():
    state = beginner()
    usa = state.companies[0]
    usa.contracts = [private(2), private(6, 0), private(9)]
    state.national = [national(13), national(15)]
    assert contract_options(state, 0, 6) == [private(2), private(6, 0)]
    assert contract_options(state, 0, 13) == [*usa.contracts, national(13)]
    assert contract_options(state, 0, 1) == []
    # another company's contract is not a candidate
    assert why(why_not_contract(state, 1, private(2), 10)) == "contract_not_available"
    assert why(why_not_contract(state, 0, private(9), 8)) == "contract_energy"


def test_only_one_contract_per_production_without_simone():
    state = beginner()
    state.companies[0].contracts = [private(2), private(3)]
    assert contract_options(state, 0, 9, taken=[private(2)]) == []
    assert why(why_not_contract(state, 0, private(3), 9, [private(2)])) == "contract_one_only"


def test_fulfilling_turns_the_contract_face_down_and_pays_its_simple_rewards():
    state = beginner()
    usa = state.companies[0]
    usa.contracts = ["contract:starting:3"]  # 2: 3 credits
    credits = usa.credits
    events = fulfil(state, 0, "contract:starting:3", 2)
    assert usa.contracts == [] and usa.fulfilled == ["contract:starting:3"]
    assert usa.credits == credits + 3
    assert events[0].key == "barrage.event.contract_fulfilled"
    assert events[0].moved == ("hand:0", "fulfilled:0")
    with pytest.raises(IllegalAction):
        fulfil(state, 0, "contract:starting:3", 2)  # only once in the game


def test_a_national_contract_leaves_the_display_first_come_first_served():
    state = beginner()
    state.national = [national(14, 0), national(13)]  # 14: 8 VP + 8 credits
    usa, germany = state.companies[0], state.companies[1]
    vp, credits = usa.vp, usa.credits
    fulfil(state, 0, national(14, 0), 14)
    assert usa.vp == vp + 8 and usa.credits == credits + 8
    assert state.national == [national(13)]
    assert national(14, 0) in usa.fulfilled
    assert why(why_not_contract(state, 1, national(14, 0), 20)) == "contract_not_available"
    assert germany.fulfilled == []


def test_rewards_needing_a_choice_are_left_to_the_effect_interpreter():
    state = beginner()
    usa = state.companies[0]
    usa.contracts = ["contract:starting:2"]  # 3: 2 credits + 1 rotation
    assert [e.kind for e in deferred("contract:starting:2")] == ["rotate"]
    credits = usa.credits
    fulfil(state, 0, "contract:starting:2", 3)
    assert usa.credits == credits + 2
    assert [e.kind for e in deferred("contract:starting:4")] == ["machinery"]
    assert deferred("contract:starting:4", automa=True) == ()


def test_france_needs_3_less_for_every_contract_once_its_ability_is_unlocked():
    state = beginner()
    france = state.companies[3]
    assert france.id == "company:france"
    france.contracts = [private(7)]
    state.national = [national(13)]
    assert requirement(state, 3, private(7)) == 7
    france.ability = True
    assert requirement(state, 3, private(7)) == 4
    assert contract_options(state, 3, 10) == [private(7), national(13)]


# -- Simone Luciani -------------------------------------------------------------------------------


def test_simone_may_fulfil_several_contracts_within_one_production():
    state = beginner()
    usa = state.companies[0]
    usa.officer = SIMONE
    usa.contracts = [private(2), private(3), private(6)]
    assert contract_options(state, 0, 9, taken=[private(3)]) == [private(2), private(6)]
    assert contract_options(state, 0, 9, taken=[private(3), private(6)]) == []
    fulfil(state, 0, private(3), 9)
    fulfil(state, 0, private(6), 9, taken=[private(3)])
    assert usa.fulfilled == [private(3), private(6)]
    with pytest.raises(IllegalAction):
        fulfil(state, 0, private(2), 9, taken=[private(3), private(6)])


def test_mahiri_copying_simone_fulfils_several():
    state = beginner()
    usa = state.companies[0]
    usa.officer, usa.copied = "officer:mahiri_sekibo", SIMONE
    usa.contracts = [private(2), private(3)]
    assert contract_options(state, 0, 5, taken=[private(2)]) == [private(3)]


# The worked examples (§8.8): requirements 2, 3, 6, 6, 9, 10 on display.
SHOWN = [
    (private(2), 2, 0),
    (private(3), 3, 1),
    (private(6, 0), 6, 0),
    (private(6, 1), 6, 1),  # the right-hand 6
    (private(9), 9, 0),
    (private(10), 10, 1),
]


def test_simone_worked_example_production_9_fulfils_3_and_the_right_hand_6():
    assert set(best_set(SHOWN, 9)) == {private(3), private(6, 1)}


def test_simone_worked_example_production_12_fulfils_2_3_and_the_right_hand_6():
    assert set(best_set(SHOWN, 12)) == {private(2), private(3), private(6, 1)}


def test_simone_takes_a_national_whenever_one_can_be_had():
    shown = [*SHOWN, (national(13), 13, 0)]
    assert best_set(shown, 14) == (national(13),)  # rather than 2 + 3 + 6 + ...
    assert set(best_set(shown, 15)) == {national(13), private(2)}
    assert set(best_set(shown, 16)) == {national(13), private(3)}


def test_very_hard_automa_with_simone_on_the_contract_office():
    state = automa_game(SIMONE, "very-hard")
    state.offer = {
        "green": [private(2), private(3)],
        "yellow": [private(6, 0), private(6, 1)],
        "red": [private(9), private(10)],
    }
    state.national = []
    assert set(automa_choice(state, 1, 9)) == {private(3), private(6, 1)}
    assert set(automa_choice(state, 1, 12)) == {private(2), private(3), private(6, 1)}


def test_without_simone_the_automa_takes_the_highest_requirement_ties_to_the_rightmost():
    # §8.5.1 example: it produces 8 and fulfils the rightmost of the equal highest (a red one)
    state = automa_game()
    state.offer = {
        "green": [private(2), private(4)],
        "yellow": [private(7, 0), private(5)],
        "red": [private(8, 0), private(8, 1)],
    }
    state.national = [national(13)]
    assert automa_choice(state, 1, 8) == (private(8, 1),)
    assert automa_choice(state, 1, 7) == (private(7, 0),)
    assert automa_choice(state, 1, 14) == (national(13),)
    assert automa_choice(state, 1, 1) == ()


def test_an_automa_fulfils_from_the_office_which_is_refilled_and_its_credits_are_vp():
    state = automa_game()
    state.offer["green"] = [private(2), "contract:private:3"]  # 2: 5 credits
    state.contract_decks["green"] = [private(4)]
    automa = state.companies[1]
    vp = automa.vp
    events = fulfil(state, 1, "contract:private:3", 2)
    assert automa.fulfilled == ["contract:private:3"]
    assert automa.vp == vp + 5 and automa.credits == 0
    assert state.offer["green"] == [private(2), private(4)]
    assert state.contract_decks["green"] == []
    assert any(e.key == "barrage.event.contract_revealed" and e.reveals for e in events)


def test_an_empty_deck_takes_its_shuffled_discards_or_leaves_the_slot_empty():
    state = automa_game()
    state.offer["green"] = [private(2, 0), private(2, 1)]
    state.contract_decks["green"] = []
    state.contract_discards["green"] = [private(3)]
    fulfil(state, 1, private(2, 0), 2)
    assert state.offer["green"] == [private(2, 1), private(3)]
    fulfil(state, 1, private(2, 1), 2)
    assert state.offer["green"] == [private(3)]


def test_an_automa_machine_of_choice_is_the_type_it_has_fewer_of():
    state = automa_game()
    automa = state.companies[1]
    automa.excavators, automa.mixers = 3, 3
    state.offer["green"] = ["contract:private:2", private(3)]  # 2: 2 machines
    fulfil(state, 1, "contract:private:2", 2)
    assert (automa.excavators, automa.mixers) == (4, 4)  # tie -> excavator, then a mixer
