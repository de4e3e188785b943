"""The end of the game and the winner (spec 6.3, 7, AMB-8)."""

import pytest
from pg_helpers import CITIES, RULES, act, enter, give, new_game, refused

from rules.powergrid import storage
from rules.powergrid.actions import Build, Pass, Power


def _final_build(players=3, leader=16):
    """Round 5, Step 2, Phase 4: the last seat builds first and has `leader` cities."""
    state = new_game(players)
    for seat in range(players):
        give(state, seat, plants=[3 + seat], money=200)
    give(state, players - 1, cities=CITIES[:leader])
    state.round, state.step = 5, 2
    return enter(state, "build")


def _over(players):
    state = new_game(players)
    state.phase = "over"
    return state


@pytest.mark.parametrize(("players", "end"), [(2, 21), (3, 17), (4, 17), (5, 15), (6, 14)])
def test_the_game_ends_after_the_phase_4_in_which_a_player_reaches_the_end_count(players, end):
    below = _final_build(players, end - 1)
    while below.phase == "build":
        act(below, Pass())
    assert below.phase == "power"
    at = _final_build(players, end)
    while at.phase == "build":
        act(at, Pass())
    assert at.phase == "over"


def test_the_last_round_has_no_income_no_burning_and_no_resupply():
    state = _final_build(leader=16)
    give(state, 2, plants=[16], fuel={"oil": 2})
    act(state, Build(CITIES[16]))  # 17 cities, but the phase is played out
    assert state.phase == "build"
    before = [(p.money, dict(p.fuel)) for p in state.players]
    resources = dict(state.resources)
    act(state, Pass(), Pass(), Pass())
    assert state.phase == "over"
    assert [(p.money, p.fuel) for p in state.players] == before
    assert state.resources == resources
    assert RULES.prompt(state) is None
    assert RULES.legal_actions(state) == []
    refused(state, Power((), 0), "game_over")


def test_players_may_keep_building_after_someone_reaches_the_end_count():
    state = _final_build(leader=17)
    act(state, Pass())
    act(state, Build("nuernberg"))  # seat 1, first house
    assert state.phase == "build"


def test_the_winner_can_power_the_most_cities_not_the_one_with_the_most_houses():
    state = _over(3)
    give(state, 0, plants=[4], fuel={"coal": 2}, cities=CITIES[:17], money=100)
    give(state, 1, plants=[36, 38], fuel={"coal": 3, "garbage": 3}, cities=CITIES[:15], money=0)
    give(state, 2, plants=[50], cities=CITIES[:3], money=300)
    result = RULES.result(state)
    assert result.winners == (1,)
    assert [(s.seat, s.place) for s in result.standings] == [(1, 1), (2, 2), (0, 3)]
    assert result.standings[0].score == {"powered": 14, "money": 0, "cities": 15}


def test_ties_in_powered_cities_go_to_the_most_money():
    state = _over(2)
    give(state, 0, plants=[13], cities=CITIES[:1], money=20)
    give(state, 1, plants=[18], cities=CITIES[:1], money=21)
    assert RULES.result(state).winners == (1,)


def test_ties_in_powered_cities_and_money_go_to_the_most_connected_cities():
    """AMB-8."""
    state = _over(2)
    give(state, 0, plants=[13], cities=CITIES[:3], money=20)
    give(state, 1, plants=[18], cities=CITIES[:1], money=20)
    assert RULES.result(state).winners == (0,)


def test_still_tied_players_share_the_victory():
    state = _over(3)
    give(state, 0, plants=[13], cities=CITIES[:1], money=20)
    give(state, 1, plants=[18], cities=CITIES[:1], money=20)
    give(state, 2, plants=[3], cities=CITIES[:1], money=5)
    result = RULES.result(state)
    assert set(result.winners) == {0, 1}
    assert [s.place for s in result.standings] == [1, 1, 3]


def test_there_is_no_result_before_the_game_is_over():
    assert RULES.result(new_game(3)) is None


def test_the_most_cities_a_player_can_power_uses_stored_fuel_and_is_capped_by_cities():
    """Spec 6.3, hybrids included."""
    assert storage.max_powered([4, 5], {"coal": 3, "oil": 0, "garbage": 0, "uranium": 0}, 9) == 1
    assert storage.max_powered([4, 5], {"coal": 2, "oil": 2, "garbage": 0, "uranium": 0}, 9) == 2
    assert storage.max_powered([4, 5], {"coal": 4, "oil": 0, "garbage": 0, "uranium": 0}, 9) == 2
    assert storage.max_powered([50, 46], {"coal": 1, "oil": 2, "garbage": 0, "uranium": 0}, 9) == 9
    assert storage.max_powered([50, 46], {"coal": 1, "oil": 1, "garbage": 0, "uranium": 0}, 9) == 6
    assert storage.max_powered([20], {"coal": 3, "oil": 0, "garbage": 0, "uranium": 0}, 0) == 0
