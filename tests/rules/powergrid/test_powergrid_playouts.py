"""Seeded whole games between bots, with the invariants checked after every action and the
save replayed to the same state hash."""

import json

import pytest

from rules.bots import make_bot
from rules.core.session import Session
from rules.powergrid.data import RESOURCES, plants, tables
from rules.powergrid.state import STEP3_CARD

MATCHES = [
    (players, map_id, level, seed)
    for players in range(2, 7)
    for map_id in ("germany", "usa")
    for level in ("random", "heuristic")
    for seed in range(10)
]  # 200 whole games


def check_invariants(session: Session) -> None:
    state, rules = session.state, session.rules
    t = tables()
    for p in state.players:
        assert p.money >= 0, "money went negative"
        assert len(set(p.cities)) == len(p.cities), "two houses in one city"
        assert len(p.cities) <= t.houses_per_player
        assert len(p.plants) <= t.player_counts[len(state.players)].max_plants or state.pending
    for r in RESOURCES:
        held = sum(p.fuel[r] for p in state.players)
        assert held + state.resources[r] + state.supply[r] == t.tokens[r], f"{r} not conserved"
        assert 0 <= state.resources[r] <= len(t.prices[r])
    houses = sum(len(h) for h in state.houses.values())
    assert houses == sum(len(p.cities) for p in state.players), "houses not conserved"
    assert all(len(h) <= 3 for h in state.houses.values())
    cards = (
        len(state.market)
        + len(state.stack)
        + len(state.removed)
        + state.hidden_removed
        + sum(len(p.plants) for p in state.players)
        + (1 if STEP3_CARD not in state.market + state.stack else 0)
    )
    assert cards == len(plants()) + 1, "plant cards not conserved"
    prompt = rules.prompt(state)
    if prompt is None:
        assert rules.result(state) is not None
    else:
        assert prompt.seat in state.seats, "exactly one seat must act"
        assert rules.legal_actions(state), "the seat to act has no legal action"


@pytest.mark.parametrize(("players", "map_id", "level", "seed"), MATCHES)
def test_whole_game_keeps_invariants_and_replays(players, map_id, level, seed):
    session = Session("powergrid", {"players": players, "map": map_id}, seed)
    bots = [make_bot("powergrid", level, seed * 1000 + seat) for seat in range(players)]
    while (prompt := session.rules.prompt(session.state)) is not None:
        action = bots[prompt.seat].choose(session.rules, session.state, prompt.seat)
        session.apply(action, by="bot")
        check_invariants(session)
        assert len(session.steps) < 5000, "the game does not end"
    result = session.rules.result(session.state)
    assert result is not None and result.standings[0].place == 1
    assert max(len(p.cities) for p in session.state.players) >= tables().player_counts[players].end
    replayed = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert replayed.hash() == session.hash()
