"""The Leeghwater Project's actions through the step machine (spec Appendix A): External Works,
private buildings' actions and the reward picks they leave (free builds, drops into dams...)."""

from __future__ import annotations

from rules.barrage import rounds
from rules.barrage.actions import (
    BuildingAction,
    DamDrop,
    ExternalWork,
    FreeBuild,
    Fulfil,
    RecoverMachinery,
)
from rules.barrage.effects import wheel_id
from rules.barrage.river import river_map
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.state import BarrageState, Segment
from rules.barrage.water import Dam
from rules.core.i18n import render, render_event

RULES = BarrageRuleset()
USA, ITALY = "company:usa", "company:italy"
NAMES = ["Ann", "Ben", "Cho"]


def game(companies=(ITALY, USA), seed: int = 2) -> BarrageState:
    """An expansion game at the first turn of round 1 (no officer abilities in the way)."""
    state = RULES.setup(
        {"players": len(companies), "companies": list(companies), "expansion": True}, seed
    )
    for c in state.companies:
        c.officer = None
    state.pending.clear()
    return state


def seat_of(state: BarrageState, cid: str) -> int:
    return state.company(cid).seat


def at_turn(state: BarrageState, seat: int) -> None:
    state.turn = state.order.index(seat)


def readable(events) -> None:
    for lang in ("en", "ko"):
        for e in events:
            line = render_event(e, NAMES, lang)
            assert line != e.key and "{" not in line, (lang, line)


def activate(state: BarrageState, cid: str, building: str) -> int:
    """Put a building of `cid` beside the tile `building` (dealt to row 1 if not on display)."""
    if building not in state.private_buildings:
        state.private_buildings[0] = building
    row = state.private_buildings.index(building) + 1
    free = next(
        f"building_site:{row}:{k}"
        for k in range(1, 5)
        if f"building_site:{row}:{k}" not in state.buildings
    )
    state.buildings[free] = cid
    return row


# -- External Works -----------------------------------------------------------------------------


def test_external_works_discards_the_machinery_and_gives_the_reward():
    state = game()
    seat = state.current
    c = state.companies[seat]
    state.external[0] = "external:A2"  # 1 mixer: 3 credits + 2 rotations
    c.wheel[(c.open + 2) % 6] = Segment(["tech:basic:base"], 2, 0)
    before = (c.engineers, c.mixers, c.credits, c.excavators)
    assert ExternalWork("space:external:1") in RULES.legal_actions(state)
    events = RULES.apply(state, ExternalWork("space:external:1"))
    readable(events)
    assert c.engineers == before[0] - 2 and c.mixers == before[1] - 1
    assert c.credits == before[2] + 3 and c.excavators == before[3] + 2  # the wheel came round
    assert c.external == ["external:A2"] and state.external[0] is None
    assert state.current != seat  # one action, then the next company


def test_external_works_machinery_only_from_the_personal_supply():
    state = game()
    c = state.companies[state.current]
    state.external[0] = "external:C5"  # 5 excavators
    c.excavators = 4
    c.wheel[3].excavators = 6  # machinery on the wheel does not count
    why = RULES.why_not(state, ExternalWork("space:external:1"))
    assert why is not None and why.key == "barrage.why.too_few_excavators"
    assert "{" not in render(why, "ko", names=NAMES)


def test_external_works_free_build_still_pays_the_red_site_fee():
    state = game()
    seat = state.current
    c = state.companies[seat]
    state.external[1] = "external:A4"  # 1 excavator + 1 mixer: 2 credits + a free powerhouse
    RULES.apply(state, ExternalWork("space:external:2"))
    assert RULES.prompt(state).kind == "build" and RULES.prompt(state).seat == seat
    legal = RULES.legal_actions(state)
    red = next(a for a in legal if isinstance(a, FreeBuild) and river_map().powerhouses[a.site].red)
    credits, mixers = c.credits, c.mixers
    events = RULES.apply(state, red)
    readable(events)
    assert state.powerhouses[red.site] == c.id
    assert c.credits == credits - 3 and c.mixers == mixers  # fee paid, no machinery
    assert RULES.prompt(state).kind == "turn"


def test_external_works_free_elevations_two_in_a_row():
    state = game()
    c = state.companies[state.current]
    state.dams["dam:5L"] = Dam(c.id, 1, 0)
    c.left["base"] -= 1
    state.external[2] = "external:B2"  # 4 mixers: 2 VP + 2 free elevations
    c.mixers = 4
    RULES.apply(state, ExternalWork("space:external:3"))
    for _ in range(2):
        assert RULES.prompt(state).kind == "build"
        RULES.apply(state, FreeBuild("elevation", "dam:5L"))
    assert state.dams["dam:5L"].height == 3
    assert RULES.prompt(state).kind == "turn"


def test_external_works_fulfil_a_contract_up_to_4_without_producing():
    state = game()
    c = state.companies[state.current]
    c.contracts = ["contract:private:1", "contract:private:31"]
    state.external[0] = "external:A1"  # 1 excavator: 3 credits + a contract needing <= 4
    RULES.apply(state, ExternalWork("space:external:1"))
    assert RULES.legal_actions(state) == [Fulfil("contract:private:1")]
    RULES.apply(state, Fulfil("contract:private:1"))
    assert c.fulfilled[-1] == "contract:private:1" and c.energy == 0


def test_external_works_display_is_redealt_at_end_of_round():
    state = game()
    state.external = [None, "external:A1", None]
    state.external_decks["A"] = ["external:A5"]
    state.phase = "end_of_round"
    rounds.next_round(state)
    assert state.external == ["external:A5", *state.external[1:]]
    assert all(t is not None and t.startswith("external:B") for t in state.external[1:])


# -- private buildings --------------------------------------------------------------------------


def test_private_building_left_then_a_dearer_right_space():
    """Appendix A: Green took the left space, Red later paid 3 credits for a right one."""
    state = game()
    green, red = seat_of(state, ITALY), seat_of(state, USA)
    row = activate(state, ITALY, "building:5")  # Energy Relay Field: 1 credit -> 4 energy
    activate(state, USA, "building:5")
    tile = f"space:building:5:{1}"
    at_turn(state, green)
    g = state.companies[green]
    credits = g.credits
    RULES.apply(state, BuildingAction(tile))
    assert g.credits == credits - 1 and g.energy == 4
    at_turn(state, red)
    why = RULES.why_not(state, BuildingAction(tile))
    assert why is not None and why.key == "barrage.why.space_taken"
    r = state.companies[red]
    credits = r.credits
    RULES.apply(state, BuildingAction("space:building:5:2"))
    assert r.credits == credits - 3 - 1 and r.energy == 4
    at_turn(state, red)  # once per round per company and tile
    why = RULES.why_not(state, BuildingAction("space:building:5:3"))
    assert why is not None and why.key == "barrage.why.building_used"
    assert row == state.private_buildings.index("building:5") + 1


def test_private_building_needs_the_company_building():
    state = game()
    activate(state, USA, "building:6")
    at_turn(state, seat_of(state, ITALY))
    why = RULES.why_not(state, BuildingAction("space:building:6:1"))
    assert why is not None and why.key == "barrage.why.building_not_activated"


def test_private_building_left_space_closed_by_an_automa():
    state = game()
    state.companies[seat_of(state, USA)].kind = "automa"
    activate(state, USA, "building:6")
    activate(state, ITALY, "building:6")
    at_turn(state, seat_of(state, ITALY))
    why = RULES.why_not(state, BuildingAction("space:building:6:1"))
    assert why is not None and why.key == "barrage.why.building_left_closed"
    assert RULES.why_not(state, BuildingAction("space:building:6:2")) is None


def test_cofferdam_puts_a_drop_into_a_chosen_dam():
    state = game()
    seat = seat_of(state, ITALY)
    at_turn(state, seat)
    activate(state, ITALY, "building:1")
    state.dams["dam:5L"] = Dam(ITALY, 2, 0)
    RULES.apply(state, BuildingAction("space:building:1:1"))
    assert RULES.prompt(state).kind == "dam_drop"
    assert DamDrop("dam:5L") in RULES.legal_actions(state)
    events = RULES.apply(state, DamDrop("dam:5L"))
    readable(events)
    assert state.dams["dam:5L"].drops == 1


def test_research_lab_takes_half_a_segment_back():
    state = game()
    seat = seat_of(state, ITALY)
    at_turn(state, seat)
    c = state.companies[seat]
    activate(state, ITALY, "building:8")
    c.wheel[4] = Segment([], 3, 2)
    exc, mix = c.excavators, c.mixers
    RULES.apply(state, BuildingAction("space:building:8:1"))
    assert RULES.legal_actions(state) == [RecoverMachinery(wheel_id(c, 4))]
    RULES.apply(state, RecoverMachinery(wheel_id(c, 4)))
    assert (c.excavators - exc, c.mixers - mix) == (1, 1)


def test_loan_agency_completes_external_works_with_credits():
    state = game()
    seat = seat_of(state, ITALY)
    at_turn(state, seat)
    c = state.companies[seat]
    activate(state, ITALY, "building:7")
    state.external[0] = "external:A2"  # 1 mixer -> 2 credits; reward 3 credits + 2 rotations
    c.credits = 4
    mixers = c.mixers
    RULES.apply(state, BuildingAction("space:building:7:1"))
    assert RULES.prompt(state).kind == "external_work"
    RULES.apply(state, ExternalWork("space:external:1"))
    assert c.credits == 4 - 2 + 3 and c.mixers == mixers and c.external == ["external:A2"]


def test_new_actions_round_trip_through_json():
    for action in (
        ExternalWork("space:external:1", True),
        BuildingAction("space:building:3:2"),
        FreeBuild("base", "dam:11L"),
        DamDrop("dam:5L"),
        RecoverMachinery("wheel:usa:3"),
    ):
        assert RULES.codec.decode(action.to_json()) == action
        assert action.target is not None
