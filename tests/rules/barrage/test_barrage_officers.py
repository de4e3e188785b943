"""Officer action spaces and abilities through the step machine (spec §4.12, §6.6, Appendix A):
Mahiri Sekibo's copy, Margot Fouché's space, Tommaso Battista's architect, Leslie Spencer's tile,
the Netherlands' drop after a production."""

from __future__ import annotations

from rules.barrage.actions import (
    Bank,
    BuildingAction,
    Construct,
    CopyOfficer,
    DamDrop,
    DiscardContract,
    ExternalWork,
    Fulfil,
    Machinery,
    OfficerBuilding,
    Pass,
    TakeContracts,
)
from rules.barrage.data import Effect
from rules.barrage.management import ARCHITECT, Produced, contract_limit
from rules.barrage.ruleset import BarrageRuleset, _after_production
from rules.barrage.state import Pending, engineers_placed
from rules.barrage.water import Dam, Production, Waters
from rules.core.i18n import render
from tests.rules.barrage.test_barrage_expansion import ITALY, USA, activate, game, readable

RULES = BarrageRuleset()
MAHIRI = "officer:mahiri_sekibo"
MARGOT = "officer:margot_fouche"
TOMMASO = "officer:tommaso_battista"
LESLIE = "officer:leslie_spencer"
SIMONE = "officer:simone_luciani"


def test_mahiri_copies_an_officer_then_takes_a_normal_action():
    state = game()
    seat = state.current
    c = state.companies[seat]
    c.officer = MAHIRI
    state.officer_pool = ["officer:viktor_fiesler", "officer:jill_mcdowell", LESLIE]
    legal = RULES.legal_actions(state)
    assert CopyOfficer("space:mahiri:1L", "officer:jill_mcdowell") in legal
    credits = c.credits
    RULES.apply(state, CopyOfficer("space:mahiri:1R", "officer:jill_mcdowell"))
    assert c.credits == credits - 3 and c.copied == "officer:jill_mcdowell"
    prompt = RULES.prompt(state)
    assert prompt.kind == "copied_turn" and prompt.seat == seat
    why = RULES.why_not(state, Pass())
    assert why is not None and why.key == "barrage.why.copy_needs_action"
    assert not any(isinstance(a, (Pass, CopyOfficer)) for a in RULES.legal_actions(state))
    RULES.apply(state, Bank(1))
    assert c.copied is None and RULES.prompt(state).seat != seat


def test_mahiri_only_for_her_company():
    state = game()
    state.officer_pool = ["officer:viktor_fiesler"]
    why = RULES.why_not(state, CopyOfficer("space:mahiri:1L", "officer:viktor_fiesler"))
    assert why is not None and why.key == "barrage.why.private_space"


def test_margot_uses_a_building_already_used_this_round():
    state = game()
    seat = state.current
    c = state.companies[seat]
    c.officer = MARGOT
    activate(state, c.id or "", "building:6")  # Financial Division: 5 credits
    credits = c.credits
    RULES.apply(state, BuildingAction("space:building:6:1"))
    state.turn = state.order.index(seat)
    assert OfficerBuilding("space:margot:1", "building:6") in RULES.legal_actions(state)
    RULES.apply(state, OfficerBuilding("space:margot:1", "building:6"))
    assert c.credits == credits + 10


def test_mahiri_copying_margot_uses_the_bank_for_no_credits():
    state = game()
    seat = state.current
    c = state.companies[seat]
    c.officer = MAHIRI
    state.officer_pool = [MARGOT]
    activate(state, c.id or "", "building:6")
    RULES.apply(state, CopyOfficer("space:mahiri:1L", MARGOT))
    credits = c.credits
    RULES.apply(state, OfficerBuilding("space:bank", "building:6"))
    assert c.credits == credits + 5  # the building's 5, nothing for the engineer on the Bank


def test_tommaso_architect_alone_gives_another_turn():
    state = game()
    seat = state.current
    c = state.companies[seat]
    c.officer, c.architect, c.engineers, c.credits = TOMMASO, "supply", 11, 10
    total = c.engineers + engineers_placed(state, c)
    RULES.apply(state, Machinery("space:machinery:1L"))
    assert c.architect == "space:machinery:1L" and c.engineers == 11
    assert state.spaces["space:machinery:1L"] == {ARCHITECT: 1}
    assert RULES.prompt(state).seat == seat and RULES.prompt(state).kind == "turn"
    RULES.apply(state, Machinery("space:machinery:3L"))  # 2 engineers: no more extra turns
    assert RULES.prompt(state).seat != seat
    assert c.engineers + engineers_placed(state, c) == total


def test_leslie_puts_the_machinery_on_the_wheel():
    state = game()
    seat = state.current
    c = state.companies[seat]
    c.officer = LESLIE
    c.tiles.append("tech:special:leslie")
    state.external[0] = "external:A2"  # 1 mixer
    segment, mixers = c.open, c.mixers
    RULES.apply(state, ExternalWork("space:external:1", leslie=True))
    assert c.wheel[segment].mixers == 1 and c.wheel[segment].tiles == ["tech:special:leslie"]
    assert c.mixers == mixers - 1 and c.open != segment  # rotated 1 (and 2 by the reward)
    why = RULES.why_not(state, ExternalWork("space:external:2", leslie=True))
    assert why is not None


def test_netherlands_adds_a_drop_to_another_own_dam_after_a_production():
    state = game(("company:netherlands", USA))
    seat = state.company("company:netherlands").seat
    c = state.companies[seat]
    c.ability = True
    state.dams["dam:5L"] = Dam(c.id or "", 2, 0)
    state.dams["dam:6L"] = Dam(c.id or "", 1, 0)
    done = Produced(
        [],
        3,
        Production(
            c.id or "",
            "dam:6L",
            "conduit:6A",
            "powerhouse:9:1",
            1,
            3,
            0,
            0,
            3,
            0,
            None,
            0,
            Waters(),
            (),
        ),
    )
    asks = _after_production(state, seat, done)
    assert Pending("refill", seat, taken=("dam:6L",)) in asks
    state.pending = [p for p in asks if p.kind == "refill"]
    legal = RULES.legal_actions(state)
    assert DamDrop("dam:5L") in legal and DamDrop("dam:6L") not in legal
    RULES.apply(state, DamDrop("dam:5L"))
    assert state.dams["dam:5L"].drops == 1


def test_a_reward_pick_with_nothing_to_pick_is_lost():
    state = game((ITALY, USA))
    seat = state.current
    state.pending = [
        Pending("contract", seat, energy=0),
        Pending("recover_tile", seat, effect=Effect("recover_tile")),
    ]
    RULES.apply(state, RULES.legal_actions(state)[-1])  # Done with the contract
    assert state.pending == [] and RULES.prompt(state).kind == "turn"


def _builds(state, space: str) -> list[Construct]:
    return [a for a in RULES.legal_actions(state) if isinstance(a, Construct) and a.space == space]


def test_tommaso_architect_alone_on_the_1_engineer_construction_space_plays_again():
    state = game()
    seat = state.current
    c = state.companies[seat]
    c.officer, c.architect, c.engineers = TOMMASO, "supply", 11
    total = c.engineers + engineers_placed(state, c)
    events = RULES.apply(state, _builds(state, "space:construction:1")[0])
    readable(events)
    assert c.architect == "space:construction:1" and c.engineers == 11
    assert state.spaces["space:construction:1"] == {ARCHITECT: 1}
    assert RULES.prompt(state).seat == seat and RULES.prompt(state).kind == "turn"
    # the architect fills the 1-engineer space: the next build takes the 2-engineer one
    assert not _builds(state, "space:construction:1")
    RULES.apply(state, _builds(state, "space:construction:2")[0])
    assert RULES.prompt(state).seat != seat
    assert c.engineers == 9 and c.engineers + engineers_placed(state, c) == total


def _tommaso_after_a_build(engineers: int):
    """Tommaso's company with its 1-engineer construction space used, `engineers` at home."""
    state = game()
    seat = state.current
    c = state.companies[seat]
    c.officer, c.architect, c.engineers = TOMMASO, "supply", engineers
    state.spaces["space:construction:1"] = {c.id or "": 1}
    return state, seat, c


def test_tommaso_architect_on_a_2_engineer_construction_space_gives_no_extra_turn():
    state, seat, c = _tommaso_after_a_build(10)
    cid = c.id or ""
    total = c.engineers + engineers_placed(state, c)
    RULES.apply(state, _builds(state, "space:construction:2")[0])
    assert c.architect == "supply" and state.spaces["space:construction:2"] == {cid: 2}
    assert RULES.prompt(state).seat != seat
    assert c.engineers + engineers_placed(state, c) == total
    # one engineer at home: the architect makes up the pair, still no extra turn
    state, seat, c = _tommaso_after_a_build(1)
    total = c.engineers + engineers_placed(state, c)
    build = _builds(state, "space:construction:2")[0]
    assert build.engineers == 2 and RULES.why_not(state, build) is None
    RULES.apply(state, build)
    assert c.architect == "space:construction:2" and c.engineers == 0
    assert state.spaces["space:construction:2"] == {ARCHITECT: 1, c.id: 1}
    assert RULES.prompt(state).seat != seat
    assert c.engineers + engineers_placed(state, c) == total


def test_simone_copied_at_the_contract_office_keeps_4_until_one_is_fulfilled_then_discards():
    state = game()
    seat = state.current
    c = state.companies[seat]
    c.officer, c.credits = MAHIRI, 10
    state.officer_pool = [SIMONE]
    c.contracts += [state.contract_decks["green"].pop(), state.contract_decks["green"].pop()]
    assert len(c.contracts) == 3
    RULES.apply(state, CopyOfficer("space:mahiri:1L", SIMONE))
    offered = state.offer["green"][0]
    take = TakeContracts("space:contracts:1L", (offered,))
    assert RULES.why_not(state, take) is None  # no discard: Simone's 4
    RULES.apply(state, take)
    assert len(c.contracts) == 4 and c.copied is None and contract_limit(c) == 4
    # another Contract Office action, without the copy: the limit is still 4 (one to discard)
    state.turn = state.order.index(seat)
    held = c.contracts[0]
    another = state.offer["green"][0]
    assert RULES.why_not(state, TakeContracts("space:contracts:1R", (another,), (held,))) is None
    # a national fulfilled: back to 3, one of the 4 discarded at once
    national = state.national[0]
    state.pending = [Pending("contract", seat, energy=30)]
    RULES.apply(state, Fulfil(national))
    prompt = RULES.prompt(state)
    assert prompt.seat == seat and prompt.kind == "discard_contract"
    for lang in ("en", "ko"):
        assert "{" not in render(prompt.text, lang) and "barrage." not in render(prompt.text, lang)
    assert set(RULES.legal_actions(state)) == {DiscardContract(k) for k in c.contracts}
    events = RULES.apply(state, DiscardContract(held))
    readable(events)
    assert held not in c.contracts and len(c.contracts) == 3 and contract_limit(c) == 3
    assert c.simone_limit is None and RULES.prompt(state).kind != "discard_contract"


def test_simone_copied_limit_ends_without_discard_when_a_held_contract_is_fulfilled():
    state = game()
    seat = state.current
    c = state.companies[seat]
    c.officer, c.simone_limit = MAHIRI, len(c.fulfilled)
    c.contracts += [state.contract_decks["green"].pop() for _ in range(3)]
    assert contract_limit(c) == 4 and RULES.clone(state).companies[seat].simone_limit == 0
    state.pending = [Pending("contract", seat, energy=30)]
    RULES.apply(state, Fulfil(c.contracts[-1]))
    assert len(c.contracts) == 3 and contract_limit(c) == 3 and c.simone_limit is None
    assert all(p.kind != "discard_contract" for p in state.pending)


def test_mahiri_copying_tommaso_builds_on_the_1_engineer_space_and_plays_again():
    state = game()
    seat = state.current
    c = state.companies[seat]
    c.officer = MAHIRI
    state.officer_pool = [TOMMASO]
    RULES.apply(state, CopyOfficer("space:mahiri:1L", TOMMASO))
    RULES.apply(state, _builds(state, "space:construction:1")[0])  # the engineer acts as it
    assert state.spaces["space:construction:1"] == {c.id: 1} and c.architect is None
    assert RULES.prompt(state).seat == seat and RULES.prompt(state).kind == "turn"
