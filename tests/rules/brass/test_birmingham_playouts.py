"""Seeded whole games of Brass: Birmingham between bots, with the invariants checked after every
action and the save replayed to the same state hash."""

import json
from collections import Counter

import pytest

from rules.bots import make_bot
from rules.brass.core.state import HIDDEN
from rules.core.session import Session

GAME = "brass-birmingham"
TILES = {"cotton_mill": 11, "coal_mine": 7, "iron_works": 4, "manufacturer": 11, "pottery": 5}
TILES["brewery"] = 7
MATCHES = [
    (players, level, seed)
    for players in (2, 3, 4)
    for level, seeds in (("random", 35), ("heuristic", 10), ("mixed", 5))
    for seed in range(seeds)
]  # 150 whole games


def _bots(players, level, seed):
    levels = [level] * players
    if level == "mixed":  # heuristic bots against random ones
        levels = ["heuristic" if s % 2 == 0 else "random" for s in range(players)]
    return [make_bot(GAME, lv, seed * 1000 + s) for s, lv in enumerate(levels)]


def check_invariants(session: Session, cards: int) -> None:
    state, rules = session.state, session.rules
    board = rules.board
    held = sum(len(p.hand) + len(p.discard) + len(p.facedown) for p in state.players)
    assert held + len(state.deck) + sum(state.wild.values()) == cards, "cards not conserved"
    assert all(0 <= state.wild[w] <= k for w, k in board.wild.items())
    owing = {d.seat for d in state.pending}
    built = Counter((t.owner, t.industry) for t in state.tiles.values())
    for seat, p in enumerate(state.players):
        assert p.money >= 0 or seat in owing, "money went negative outside a shortfall"
        assert 0 <= p.income_space <= 99 and p.score >= 0
        assert p.links_left + sum(o == seat for o in state.links.values()) == 14
        for industry, levels in p.mat.items():  # each tile on the board, the mat or in the box
            assert built[seat, industry] + len(levels) <= TILES[industry], "a tile is twice"
            assert levels == sorted(levels)
    for slot, tile in state.tiles.items():
        assert tile.industry in board.slots[slot].industries
        assert tile.cubes >= 0 and not (tile.flipped and tile.cubes)
    for resource, market in board.markets.items():
        assert 0 <= state.markets[resource] <= len(market.prices)
    assert set(state.extra.beer) <= set(state.extra.tiles)
    prompt = rules.prompt(state)
    if prompt is None:
        assert rules.result(state) is not None
        return
    assert prompt.seat in state.seats, "exactly one seat must act"
    # (the next bot decision picks from the legal actions: an empty list fails it)
    seen = rules.view(state, prompt.seat)
    for seat, p in enumerate(seen.players):
        assert seat == prompt.seat or set(p.hand) <= {HIDDEN}, "a hand shows in a view"
    assert set(seen.deck) <= {HIDDEN}


@pytest.mark.parametrize(("players", "level", "seed"), MATCHES)
def test_whole_game_keeps_invariants_and_replays(players, level, seed):
    session = Session(GAME, {"players": players}, seed)
    bots = _bots(players, level, seed)
    cards = {2: 40, 3: 54, 4: 64}[players] + 8
    while (prompt := session.rules.prompt(session.state)) is not None:
        action = bots[prompt.seat].choose(session.rules, session.state, prompt.seat)
        session.apply(action, by="bot")
        check_invariants(session, cards)
        assert len(session.steps) < 3000, "the game does not end"
    state = session.state
    assert state.era == "rail" and state.round == session.rules.board.rounds(players)
    assert not state.deck and all(not p.hand for p in state.players)
    result = session.rules.result(state)
    assert result.standings[0].place == 1
    replayed = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert replayed.hash() == session.hash()
