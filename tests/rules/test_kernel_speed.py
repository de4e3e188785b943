"""Speed guards of the rules kernel (issue 29): what each decision computes, counted, and CPU-time
ratios with generous floors — never the wall clock, which moves with the machine's load.

- Power Grid's view copies only what it hides (the stack, the RNG, hidden money) and shares the
  rest with the state; no bot changes what it is shown; `determinize` shares nothing.
- Power Grid's connection costs (the Dijkstra behind `build_prices`) are computed once per
  decision: for the answers, the refusal check, the move, the costs shown and the bot's choice.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from rules.bots import RandomBot
from rules.core.descriptor import load
from rules.core.games import titles
from rules.core.rng import Rng
from rules.core.session import Session
from rules.core.state import clone, state_hash
from rules.powergrid import board
from rules.powergrid.actions import Build

GERMANY = {"players": 4, "map": "germany"}


def _heuristic(game: str, seed: int) -> Any:
    return load({t.game_id: t for t in titles()}[game].bot)(seed)


def _bots(game: str, level: str, seats: int) -> list[Any]:
    return [RandomBot(s) if level == "random" else _heuristic(game, s) for s in range(seats)]


def _late_state(options: dict[str, Any], steps: int = 400) -> tuple[Any, Any]:
    session = Session("powergrid", options, 3)
    bots = _bots("powergrid", "heuristic", options["players"])
    for _ in range(steps):
        prompt = session.rules.prompt(session.state)
        if prompt is None:
            break
        session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
    return session.rules, session.state


def _cpu(run: Any, *args: Any, repeat: int = 200) -> float:
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        for _ in range(repeat):
            run(*args)
        best = min(best, time.process_time() - start)
    return best


# -- the view ----------------------------------------------------------------------------------


def test_the_power_grid_view_copies_only_what_it_hides():
    rules, state = _late_state(GERMANY)
    seen = rules.view(state, 0)
    assert seen is not state
    for shared in ("players", "houses", "market", "resources", "supply", "order", "removed"):
        assert getattr(seen, shared) is getattr(state, shared), shared
    assert seen.stack is not state.stack and seen.rng is not state.rng
    assert state_hash(rules.clone(seen)) == state_hash(seen)


def test_with_money_hidden_only_the_other_players_are_new():
    rules, state = _late_state({"players": 3, "map": "germany", "show_money": False}, 120)
    seen = rules.view(state, 1)
    assert [p.money for p in seen.players] == [-1, state.players[1].money, -1]
    assert seen.players[1] is state.players[1]
    assert seen.players[0].plants is state.players[0].plants  # shared: not hidden
    assert [p.money for p in state.players] != [-1, state.players[1].money, -1]


def test_the_view_is_several_times_cheaper_than_a_clone_by_cpu_time():
    """Generous floor: about fivefold measured on a late 4-player state."""
    rules, state = _late_state(GERMANY)
    assert _cpu(rules.clone, state) > 2 * _cpu(rules.view, state, 0)


def test_determinize_shares_nothing_mutable_with_the_state():
    rules, state = _late_state(GERMANY)
    world = rules.determinize(state, 1, Rng(4))
    before = state_hash(state)
    for p in world.players:
        p.plants.append(99)
        p.cities.clear()
        p.fuel["coal"] += 5
    for there in world.houses.values():
        there.append(3)
    world.market.clear()
    world.order.reverse()
    assert state_hash(state) == before


@pytest.mark.parametrize("game", [t.game_id for t in titles()])
@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_no_bot_changes_the_state_it_is_shown(game, level):
    """A view may share what it does not hide with the state: the rules that bots run on it
    (prompt, legal_actions, amounts, build_prices...) must never change it."""
    session = Session(game, {"players": 4}, 2)
    rules = session.rules
    bots = _bots(game, level, len(session.options["seats"]))
    for _ in range(120):
        prompt = rules.prompt(session.state)
        if prompt is None:
            break
        action = rules.rules_action(session.state)
        if action is None:
            before = state_hash(session.state)
            action = bots[prompt.seat].choose(rules, session.state, prompt.seat)
            assert state_hash(session.state) == before, f"{game}: a bot changed the state"
        session.apply(action)


# -- connection costs --------------------------------------------------------------------------


@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_connection_costs_are_computed_once_per_build_decision(level):
    """Answers, the refusal check, the move, the costs the table shows and the bot's own prices:
    one Dijkstra (a miss of the memo keyed by map, regions and network) per decision."""
    session = Session("powergrid", GERMANY, 7)
    rules = session.rules
    bots = _bots("powergrid", level, 4)
    decisions = 0
    while (prompt := rules.prompt(session.state)) is not None:
        board._connection_costs.cache_clear()
        if prompt.kind == "build":
            legal = rules.legal_actions(session.state)
            rules.costs(session.state, legal)
            action = bots[prompt.seat].choose(rules, session.state, prompt.seat)
            session.apply(action)
            assert board._connection_costs.cache_info().misses == 1
            decisions += isinstance(action, Build)
        else:
            session.apply(bots[prompt.seat].choose(rules, session.state, prompt.seat))
    assert decisions > 20


def test_the_memo_of_connection_costs_cannot_go_stale():
    """Keyed by the exact inputs: a network grown by a house is priced anew."""
    _rules, state = _late_state(GERMANY, 200)
    seat = next(s for s in state.seats if state.players[s].cities)
    before = dict(board.connection_prices(state, seat))
    world = clone(state)
    city = next(c for c, cost in before.items() if cost > 0)
    world.players[seat].cities.append(city)
    after = board.connection_prices(world, seat)
    assert after[city] == 0 and after != before
    assert board.connection_prices(state, seat) == before


# -- Barrage's priced builds -----------------------------------------------------------------


def test_barrage_priced_builds_are_what_dataclasses_replace_made():
    """The fast constructor names every field of a construction in order: a field added to
    `Build` must be added there too."""
    import dataclasses

    from rules.barrage.construction import Build as Construction
    from rules.barrage.construction import _priced_as

    build = Construction("t", "base", "dam:5U", 1, 2, 3, "c", 4, 5, "s")
    assert [f.name for f in dataclasses.fields(Construction)] == [
        "tile",
        "structure",
        "site",
        "excavators",
        "mixers",
        "replaced",
        "copies",
        "credits",
        "engineers",
        "space",
    ]
    fast = _priced_as(build, 6, 7, 8, 9, 10, None)
    assert fast == dataclasses.replace(
        build, excavators=6, mixers=7, replaced=8, credits=9, engineers=10, space=None
    )
