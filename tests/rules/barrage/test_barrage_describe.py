"""Barrage tooltips (rules.barrage.describe): every element of a few seeded states, and after
random legal actions, renders in English and Korean with no raw key, brace, None or element id;
and a dam, a conduit and an action space say what they should."""

from __future__ import annotations

import random
import re

import pytest

from rules.barrage import state as st
from rules.barrage.data import barrage_data
from rules.barrage.describe import describe, element_ids
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.setup import normalize_options, setup
from rules.barrage.water import Dam
from rules.core.i18n import render

OPTIONS = [
    {"players": 3, "beginner": True},
    {"players": 4},
    {"players": 2},
    {"players": 4, "expansion": True},
    {"players": 3, "automa": 1},
    {"players": 4, "automa": 2, "difficulty": "very-hard", "expansion": True},
]
RAW_ID = re.compile(
    r"\b(?:basin|dam|conduit|powerhouse|headstream|company|player|space|contract|energy"
    r"|bonus|objective|barrage|tech|external|building|officer|automa)[:._]\w"
)


def _both(text):
    return render(text, "en"), render(text, "ko")


def _check(state):
    seen = st.view(state, 0)
    ids = element_ids(seen)
    assert len(ids) == len(set(ids))
    for element in ids:
        text = describe(seen, element)
        assert text is not None, element
        for lang, line in zip(("en", "ko"), _both(text), strict=True):
            assert "{" not in line and "}" not in line, (element, lang, line)
            assert "None" not in line, (element, lang, line)
            assert not RAW_ID.search(line), (element, lang, line)
            assert element not in line, (element, lang, line)
    return ids


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("seed", [1, 7])
def test_every_element_of_a_new_game_renders(options, seed):
    ids = _check(setup(normalize_options(options), seed))
    assert "basin:1" in ids and "dam:5U" in ids and "conduit:5A" in ids
    assert "space:bank" in ids and "energy:30" in ids and "objective_slot" in ids


def test_unknown_elements_describe_nothing():
    state = setup(normalize_options({"players": 3, "beginner": True}), 1)
    for element in ("basin:99", "dam:99U", "space:nowhere", "energy:31", "bonus_slot:9", "x"):
        assert describe(state, element) is None


@pytest.mark.parametrize(
    ("seed", "options"),
    [
        (3, {"players": 3}),
        (11, {"players": 3}),
        (20, {"players": 4, "automa": 2, "difficulty": "hard", "expansion": True}),
    ],
)
def test_every_element_renders_after_random_legal_actions(seed, options):
    rules = BarrageRuleset()
    state = rules.setup(normalize_options(options), seed)
    rng = random.Random(seed)
    for _ in range(120):
        if rules.prompt(state) is None:
            break
        actions = rules.legal_actions(state)
        if not actions:
            break
        rules.apply(state, rng.choice(actions))
        _check(state)
    _check(state)


def _beginner():
    return setup(normalize_options({"players": 3, "beginner": True}), 1)


def test_an_empty_dam_site():
    assert _both(describe(_beginner(), "dam:5U")) == (
        "Upper dam site of basin 5 (hills): empty; a base here costs 4 excavators, "
        "plus 3 credits for the red border",
        "5번 유역(언덕)의 위쪽 댐 건설부지: 비어 있음, 기초부 비용 굴착기 4대, "
        "빨간색 건설부지 추가 수수료 3크레딧",
    )


def test_a_companys_dam():
    state = _beginner()
    state.dams["dam:5U"] = Dam("company:usa", 2, 1)
    assert _both(describe(state, "dam:5U")) == (
        "Dam in basin 5 (hills), P1, USA: height 2, drops: 1 of 2",
        "5번 유역(언덕)의 댐 (P1의 미국): 2층, 물방울 1/2개",
    )
    en, ko = _both(describe(state, "basin:5"))
    assert en.startswith("Basin 5 (hills): a dam (P1, USA)")
    assert en.endswith("2 drops held in its dams") and ko.endswith("물방울 2개")


def test_a_conduit_before_and_after_it_is_built():
    state = _beginner()
    assert _both(describe(state, "conduit:5A")) == (
        "Conduit site 5A in basin 5: value 3, leads to the powerhouses of basin 8; "
        "costs 6 excavators; not built yet",
        "5번 유역의 도관 건설부지 5A: 발전값 3, 8번 유역 발전소로 연결, 비용 굴착기 6대, "
        "아직 건설 안 됨",
    )
    state.conduits["conduit:5A"] = "company:germany"
    en, _ = _both(describe(state, "conduit:5A"))
    assert en == (
        "Conduit 5A in basin 5, P2, Germany: value 3, leads to the powerhouses of basin 8 "
        "(cost 6 excavators)"
    )


def test_an_action_space_free_and_taken():
    state = _beginner()
    assert _both(describe(state, "space:turbine:1R")) == (
        "Turbine Station (3 engineers, pay 3 credits): a production action (+2); free",
        "터빈 스테이션 칸 (엔지니어 3명, 3크레딧 지불): 발전 행동 (+2), 비어 있음",
    )
    state.spaces["space:bank"] = {"company:italy": 2}
    assert _both(describe(state, "space:bank")) == (
        "Bank (1 engineer or more, no payment): 1 credit per engineer placed; "
        "taken by P3, Italy with 2 engineers",
        "은행 칸 (엔지니어 1명 이상, 지불 없음): 놓은 엔지니어 1명당 1크레딧, "
        "사용 중: P3의 이탈리아 엔지니어 2명",
    )


def test_a_closed_space_in_a_three_company_game():
    en, ko = _both(describe(_beginner(), "space:turbine:2L"))
    assert en.endswith("closed with this many companies")
    assert ko.endswith("막힘")


def test_a_company_and_the_energy_track():
    state = _beginner()
    c = state.company("company:usa")
    c.energy = 5
    en, ko = _both(describe(state, "company:usa"))
    assert en.startswith("P1 (USA): ") and "5 energy" in en and "1 contract in hand" in en
    assert "발전량 5" in ko
    en, _ = _both(describe(state, "energy:5"))
    assert en.endswith("here: P1, USA")


def test_an_external_works_space_names_its_tile_and_an_architect_its_owner():
    companies = ["company:usa", "company:germany"]
    state = setup({"players": 2, "expansion": True, "companies": companies}, 3)
    tile = state.external[0]
    assert tile is not None
    text = render(describe(state, "space:external:1"), "en")
    cost = barrage_data().external_works[tile].cost
    assert f"discard {cost.excavators} excavator" in text
    state.external[0] = None
    assert "no tile here" in render(describe(state, "space:external:1"), "en")
    state.companies[0].architect = "space:bank"
    state.spaces["space:bank"] = {"architect": 1}
    words = render(describe(state, "space:bank"), "ko")
    assert f"{state.companies[0].name}의 건축가" in words


def test_the_automa_tiles_in_use_and_its_deck_are_described():
    rules = BarrageRuleset()
    state = rules.setup(normalize_options({"players": 2, "automa": 1}), 4)
    while rules.rules_action(state) is None:
        rules.apply(state, rules.legal_actions(state)[0])
    rules.apply(state, rules.rules_action(state))
    action, criteria = state.automa_deck[-1], state.automa_discard[-1]
    ids = _check(state)
    assert {"automa_deck", action, criteria} <= set(ids)
    en, ko = _both(describe(state, criteria))
    assert "Criteria — dams:" in en and " → " in en and "기준 — 댐:" in ko
    assert "19 tiles left" in render(describe(state, "automa_deck"), "en")
