"""Steps 1, 2 and 3 and the Step 3 card (spec 4, 5.2, AMB-1, AMB-3, AMB-4, AMB-5, App. C #9)."""

import pytest
from pg_helpers import (
    CITIES,
    RULES,
    act,
    enter,
    give,
    new_game,
    refused,
    round2,
    seat_to_act,
)

from rules.powergrid import market
from rules.powergrid.actions import Build, OfferPlant, Pass, Power
from rules.powergrid.state import STEP3_CARD

EMPTY = {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}
FULL_SUPPLY = {"coal": 24, "oil": 24, "garbage": 24, "uranium": 12}


def _game(players=3, step=1):
    """Round 2 in the auction phase; seat i owns plant 3 + i; the market is 8 plants from 8."""
    state = round2(new_game(players), {seat: 3 + seat for seat in range(players)})
    state.step = step
    state.market = [8, 9, 10, 11, 12, 14, 15, 16]
    state.stack = [p for p in state.stack if p not in state.market and p != 13]
    return state


def _stack_top(state, *cards):
    """Put cards on top of the stack, the last one on the very top."""
    state.stack = [p for p in state.stack if p not in cards] + list(cards)


def _all_pass(state):
    while state.phase in ("buy", "build"):
        act(state, Pass())


def _all_power_nothing(state):
    while state.phase == "power":
        act(state, Power((), 0))


def test_a_player_reaching_7_cities_keeps_the_15_slots_closed_that_phase_but_phase_5_is_step_2():
    """Appendix C #9 (3 players)."""
    state = enter(_game(), "build")  # seat 2 builds first, then 1, then 0
    give(state, 2, cities=CITIES[:6], money=100)
    act(state, Build("kassel"))
    assert len(state.players[2].cities) == 7
    act(state, Pass())
    assert seat_to_act(state) == 1
    refused(state, Build("essen"), "slot_closed")  # still Step 1 in this Phase 4
    act(state, Pass(), Pass())
    assert (state.phase, state.step) == ("power", 2)
    state.resources, state.supply = dict(EMPTY), dict(FULL_SUPPLY)
    _all_power_nothing(state)
    assert state.resources == {"coal": 5, "oil": 3, "garbage": 2, "uranium": 1}  # Step 2 column


@pytest.mark.parametrize(("players", "trigger"), [(2, 10), (3, 7), (4, 7), (5, 7), (6, 6)])
def test_step_2_starts_when_a_player_has_the_trigger_count_at_the_end_of_phase_4(players, trigger):
    below = enter(_game(players), "build")
    give(below, 0, cities=CITIES[: trigger - 1])
    _all_pass(below)
    assert (below.phase, below.step) == ("power", 1)
    at = enter(_game(players), "build")
    give(at, 0, cities=CITIES[:trigger])
    _all_pass(at)
    assert (at.phase, at.step) == ("power", 2)


def test_step_2_begins_by_removing_the_lowest_plant_from_the_game_and_refilling():
    """AMB-1, the official rule (the seed's highest-to-bottom is not the default)."""
    state = enter(_game(), "build")
    give(state, 0, cities=CITIES[:7])
    _stack_top(state, 25)
    events = []
    while state.phase == "build":
        events += act(state, Pass())
    assert 8 in state.removed
    assert state.market == [9, 10, 11, 12, 14, 15, 16, 25]
    removed = [e for e in events if e.key == "powergrid.event.plant_removed"]
    assert [e.params for e in removed] == [{"plant": 8, "why": "step2"}]


def test_step_2_event_can_follow_the_teaching_guide_highest_plant_under_the_stack():
    """AMB-1 as the option `step2_event: "seed"`: the highest plant goes under the stack."""
    state = enter(_game(), "build")
    state.step2_event = "seed"
    give(state, 0, cities=CITIES[:7])
    _stack_top(state, 25)
    _all_pass(state)
    assert state.removed == []
    assert state.stack[0] == 16
    assert state.market == [8, 9, 10, 11, 12, 14, 15, 25]


def test_plants_put_under_the_stack_stay_visible_in_the_view_until_a_shuffle():
    state = enter(_game(), "build")
    _all_pass(state)
    _all_power_nothing(state)  # Step 1 bureaucracy: the highest plant goes under the stack
    seen = RULES.view(state, 0)
    assert seen.stack[:2] == [16, STEP3_CARD]  # 16 now lies under the Step 3 card
    assert set(seen.stack[2:]) == {-1}
    state.stack = [STEP3_CARD]  # the next draw turns up the Step 3 card: everything reshuffles
    state.phase = "auction"
    state.market.remove(8)
    market.refill(state, [])
    assert state.public_bottom == 0


def test_step_2_is_not_started_twice():
    state = enter(_game(step=2), "build")
    give(state, 0, cities=CITIES[:8])
    _all_pass(state)
    assert state.removed == []
    assert state.step == 2


def test_the_step_3_card_drawn_in_phase_2_waits_as_the_highest_plant_and_the_stack_is_shuffled():
    """Spec 4.3 (a), 5.1 and AMB-5."""
    state = _game(step=2)
    _stack_top(state, STEP3_CARD)
    rest = state.stack[:-1]
    act(state, OfferPlant(8, 8), Pass(), Pass())  # seat 0 wins #8; the card is drawn
    assert state.market == [9, 10, 11, 12, 14, 15, 16, STEP3_CARD]
    assert sorted(state.stack) == sorted(rest)
    assert state.stack != rest  # shuffled
    assert market.current_plants(state) == [9, 10, 11, 12]  # the phase goes on as before
    refused(state, OfferPlant(STEP3_CARD, 99), "plant_in_future_market")
    assert state.step == 2


def test_the_step_3_card_from_phase_2_is_resolved_when_the_phase_ends_and_step_3_rules_phase_3():
    """Spec 4.3 (a): card and lowest plant leave, no replacement, 6 current plants."""
    state = _game(step=2)
    _stack_top(state, STEP3_CARD)
    act(state, OfferPlant(8, 8), Pass(), Pass())
    drawn_later = state.stack[-1]
    act(state, OfferPlant(9, 9), Pass())  # seat 1 wins #9; a plant is drawn
    assert state.market[-1] == STEP3_CARD and len(state.market) == 8
    act(state, Pass())  # seat 2 leaves the phase
    assert state.phase == "buy" and state.step == 3
    assert STEP3_CARD not in state.market
    assert 10 in state.removed
    assert state.market == sorted([11, 12, 14, 15, 16, drawn_later])
    assert market.current_plants(state) == state.market
    # This round's Phase 4 opens the 20 slots...
    _all_pass(state)
    give(state, 1, cities=["essen"])
    give(state, 2, cities=["essen"])
    enter(state, "build", 0)
    assert RULES.build_prices(state, 0)["essen"] == 20
    # ...and its Phase 5 uses the Step 3 resupply column.
    _all_pass(state)
    state.resources, state.supply = dict(EMPTY), dict(FULL_SUPPLY)
    _all_power_nothing(state)
    assert state.resources == {"coal": 3, "oil": 4, "garbage": 3, "uranium": 1}


def test_the_step_3_card_drawn_as_the_nothing_sold_replacement_is_resolved_at_the_end_of_phase_2():
    state = _game(step=2)
    _stack_top(state, STEP3_CARD)
    act(state, Pass(), Pass(), Pass())
    assert {8, 9} <= set(state.removed)  # nothing sold, then the Step 3 lowest
    assert state.market == [10, 11, 12, 14, 15, 16]
    assert (state.phase, state.step) == ("buy", 3)


def test_the_step_3_card_drawn_in_phase_4_leaves_at_once_with_the_lowest_and_step_3_rules_phase_5():
    """Spec 4.3 (b) and AMB-3."""
    state = enter(_game(step=2), "build")
    give(state, 2, cities=CITIES[:7], money=100)
    _stack_top(state, STEP3_CARD)
    act(state, Build("bremen"))  # 8 cities: #8 is too low; its replacement is the card
    assert {8, 9} <= set(state.removed)
    assert STEP3_CARD not in state.market
    assert state.market == [10, 11, 12, 14, 15, 16]  # no replacement
    assert state.step == 2  # Step 2 for the rest of this Phase 4
    act(state, Pass())
    give(state, 0, cities=["hamburg"])
    give(state, 2, cities=["hamburg"])  # both Step 2 slots taken
    refused(state, Build("hamburg"), "slot_closed")  # seat 1: no 20 slots in this Phase 4
    _all_pass(state)
    assert (state.phase, state.step) == ("power", 3)
    state.resources, state.supply = dict(EMPTY), dict(FULL_SUPPLY)
    _all_power_nothing(state)
    assert state.resources == {"coal": 3, "oil": 4, "garbage": 3, "uranium": 1}


def test_the_step_3_card_drawn_in_phase_5_leaves_at_once_and_step_3_rules_the_next_round():
    """Spec 4.3 (c): this Phase 5 already resupplied with the Step 2 column."""
    state = enter(_game(step=2), "power")
    _stack_top(state, STEP3_CARD)
    state.resources, state.supply = dict(EMPTY), dict(FULL_SUPPLY)
    _all_power_nothing(state)
    assert state.resources == {"coal": 5, "oil": 3, "garbage": 2, "uranium": 1}
    assert 16 in state.stack  # the highest went under the stack first (Step 2 update)
    assert 8 in state.removed
    assert state.market == [9, 10, 11, 12, 14, 15]  # the card and #8 left, no replacement
    assert (state.phase, state.round, state.step) == ("auction", 3, 3)
    assert market.current_plants(state) == state.market


def test_the_step_3_card_drawn_by_the_step_2_event_waits_for_the_next_round():
    """Our reading: the Step 2 event at the start of Phase 5 draws the Step 3 card; that Phase 5
    stays in Step 2 (its resupply column, the highest plant under the stack) and Step 3 begins
    with the next round (seed: Step 2 "from the next phase", Step 3 "when that phase ends")."""
    state = enter(_game(), "build")
    give(state, 0, cities=CITIES[:7])
    _stack_top(state, STEP3_CARD)
    events = []
    while state.phase == "build":
        events += act(state, Pass())
    steps = [e.params["step"] for e in events if e.key == "powergrid.event.step_begins"]
    assert steps == [2]
    assert (state.phase, state.step, state.next_step) == ("power", 2, 3)
    assert {8, 9} <= set(state.removed)  # #8 for Step 2, #9 with the Step 3 card
    assert state.market == [10, 11, 12, 14, 15, 16]
    state.resources, state.supply = dict(EMPTY), dict(FULL_SUPPLY)
    events = []
    while state.phase == "power":
        events += act(state, Power((), 0))
    assert state.resources == {"coal": 5, "oil": 3, "garbage": 2, "uranium": 1}  # Step 2 column
    assert state.stack[0] == 16  # Step 2's bureaucracy: the highest goes under the stack
    assert (state.phase, state.round, state.step) == ("auction", 3, 3)
    steps = [e.params["step"] for e in events if e.key == "powergrid.event.step_begins"]
    assert steps == [3]
    assert len(state.market) == 6
    assert market.current_plants(state) == state.market


def test_a_step_3_card_in_step_1_phase_2_skips_step_2_entirely():
    """AMB-4: Step 1 goes straight to Step 3, and Step 2's market event never happens."""
    state = _game(step=1)
    _stack_top(state, STEP3_CARD)
    act(state, Pass(), Pass(), Pass())
    assert state.step == 3
    removed = list(state.removed)
    give(state, 0, cities=CITIES[:7])
    _all_pass(state)
    assert (state.phase, state.step) == ("power", 3)
    assert state.removed == removed  # no Step 2 removal


def test_a_step_3_card_in_step_1_phase_4_with_the_step_2_trigger_skips_step_2():
    """AMB-4 with the card drawn in the very Phase 4 that reaches 7 cities."""
    state = enter(_game(step=1), "build")
    give(state, 2, cities=CITIES[:7], money=100)
    _stack_top(state, STEP3_CARD)
    events = act(state, Build("bremen"))
    while state.phase == "build":
        events += act(state, Pass())
    assert (state.phase, state.step) == ("power", 3)
    whys = [e.params["why"] for e in events if e.key == "powergrid.event.plant_removed"]
    assert whys == ["too_low", "step3"]
    assert [e.params for e in events if e.key == "powergrid.event.step_begins"] == [{"step": 3}]


def test_after_step_3_each_purchase_is_replaced_so_the_market_stays_at_6():
    state = _game(step=3)
    state.step3_market = True
    state.market = [20, 22, 25, 28, 31, 40]
    _stack_top(state, 33)
    act(state, OfferPlant(40, 40), Pass(), Pass())
    assert state.market == [20, 22, 25, 28, 31, 33]


def test_an_empty_market_means_no_auctions_and_the_game_goes_on():
    state = _game(step=3)
    state.step3_market = True
    state.market, state.stack = [], []
    assert RULES.legal_actions(state) == [Pass()]
    act(state, Pass(), Pass(), Pass())
    assert state.phase == "buy"
