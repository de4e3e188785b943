"""Speed of the Power Grid board (make bench): the scene's refresh after an action, a tooltip
(describe + why_not) and lighting the cities for a held house (build prices for every city).

Targets: refresh <= 10 ms median, tooltip <= 2 ms, house lift <= 20 ms."""

from __future__ import annotations

import itertools

import pytest

from desktop.games.powergrid import make_scene
from desktop.session_model import SessionModel
from rules.bots import make_bot
from rules.core.session import Session

OPTIONS = {"players": 4, "map": "germany", "seats": [{"name": f"P{i}"} for i in range(4)]}


def _game_actions(seed: int) -> list:
    session = Session("powergrid", OPTIONS, seed)
    bots = [make_bot("powergrid", "heuristic", seed * 10 + s) for s in range(4)]
    while (prompt := session.rules.prompt(session.state)) is not None:
        session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
    return session.actions


@pytest.fixture(scope="module")
def actions() -> list:
    return _game_actions(5)


def test_bench_scene_refresh_after_an_action(benchmark, qapp, actions):
    model = SessionModel(Session("powergrid", OPTIONS, 5))
    scene = make_scene(model)
    moves = itertools.cycle(actions)

    def next_position():
        if model.prompt() is None:  # the game is over: start it again
            model.session = Session("powergrid", OPTIONS, 5)
        model.session.apply(next(moves))
        return (), {}

    benchmark.pedantic(scene.refresh, setup=next_position, rounds=400)


def _building(actions: list) -> SessionModel:
    """A building turn from round 3 on, with houses on the map and many cities affordable."""
    model = SessionModel(Session("powergrid", OPTIONS, 5))
    for action in actions:
        state = model.state
        if state.phase == "build" and state.round >= 3:
            builds = model.rules.actions_for(state, piece="house")
            if len(builds) >= 10:
                break
        model.session.apply(action)
    return model


def test_bench_city_tooltip(benchmark, qapp, actions):
    model = _building(actions)
    scene = make_scene(model)
    cities = itertools.cycle(sorted(model.state.houses))
    benchmark(lambda: scene.tooltip(f"city:{next(cities)}"))


def test_bench_lifting_the_house(benchmark, qapp, actions):
    """Pressing the house: the legal cities and their full prices, lit and labelled."""
    model = _building(actions)
    scene = make_scene(model)

    def lift():
        scene._prices = None  # price afresh, as the first press after a change does
        scene.begin_drag(scene.house)
        scene.clear_highlights()

    benchmark(lift)
    scene.begin_drag(scene.house)
    assert len(scene.lit) >= 10


def test_bench_seat_zones_reshaped_as_the_prompt_bar_moves(benchmark, qapp, actions):
    """At a table-top the prompt bar comes into the acting seat's zone and leaves the last
    one's: two zones change shape after each action, back and forth. Rows are kept for the
    shapes a zone had, so this costs no new rows."""
    model = _building(actions)
    scene = make_scene(model)
    wide, narrow = (900.0, 200.0), (560.0, 200.0)
    shapes = itertools.cycle(
        [[narrow, wide, wide, wide], [wide, narrow, wide, wide], [wide, wide, narrow, wide]]
    )
    benchmark(lambda: scene.shape_seats(next(shapes)))
