"""Seeded whole Brass: Lancashire games between bots, with the invariants checked after every
action and the save replayed to the same state hash."""

import json
from collections import Counter

import pytest

from rules.bots import make_bot
from rules.brass.core.state import HIDDEN
from rules.brass.lancashire import BrassLancashire
from rules.brass.lancashire_data import distant_market
from rules.core.session import Session

RULES = BrassLancashire()
BOARD = RULES.board
MATCHES = [
    *((players, "random", seed) for players in (2, 3, 4) for seed in range(40)),
    *((players, "heuristic", seed) for players in (2, 3, 4) for seed in range(10)),
]  # 150 whole games


def _cards(players: int) -> Counter:
    return Counter(c for c, copies, mark in BOARD.deck if mark <= players for _ in range(copies))


def check_invariants(session: Session, cards: Counter) -> None:
    state = session.state
    n = len(state.players)
    held = Counter(state.deck + state.extra.under_tile)
    for p in state.players:
        held.update(p.hand + p.discard)
        assert not p.facedown
    assert held == cards, "cards not conserved"
    short = {d.seat for d in state.pending if d.kind == "shortfall"}
    built = Counter((t.owner, t.industry, t.level) for t in state.tiles.values())
    for seat, p in enumerate(state.players):
        assert p.money >= 0 or seat in short, "money went negative"
        assert 0 <= p.income_space <= 99
        assert p.links_left + sum(1 for o in state.links.values() if o == seat) == 14
        for industry, levels in p.mat.items():
            assert levels == sorted(levels)
            for spec in BOARD.tiles[industry]:
                here = built[seat, industry, spec.level] + levels.count(spec.level)
                assert here <= spec.copies, "a tile in two places"
    for tile in state.tiles.values():
        spec = BOARD.spec(tile.industry, tile.level)
        assert 0 <= tile.cubes <= spec.cubes(state.era) or tile.cubes <= spec.cubes("canal")
        assert not (tile.cubes and tile.flipped)
    assert all(0 <= state.markets[r] <= 8 for r in ("coal", "iron"))
    ex = state.extra
    assert sorted(ex.tiles + ex.drawn) == sorted(distant_market().tiles[n])
    assert 1 <= ex.marker <= distant_market().x_space
    assert not ex.under_tile or state.era == "canal"
    prompt = RULES.prompt(state)
    if prompt is None:
        assert RULES.result(state) is not None
        return
    assert prompt.seat in state.seats
    assert RULES.legal_actions(state), "the seat to act has no legal action"
    seen = RULES.view(state, prompt.seat)
    for seat, p in enumerate(seen.players):
        assert seat == prompt.seat or set(p.hand) <= {HIDDEN}, "a hand shows in another's view"
    assert set(seen.deck) <= {HIDDEN} and set(seen.extra.under_tile) <= {HIDDEN}


@pytest.mark.parametrize(("players", "level", "seed"), MATCHES)
def test_lancashire_whole_game_keeps_invariants_and_replays(players, level, seed):
    session = Session("brass-lancashire", {"players": players}, seed)
    bots = [make_bot("brass-lancashire", level, seed * 1000 + seat) for seat in range(players)]
    cards = _cards(players)
    while (prompt := session.rules.prompt(session.state)) is not None:
        action = bots[prompt.seat].choose(session.rules, session.state, prompt.seat)
        session.apply(action, by="bot")
        check_invariants(session, cards)
        assert len(session.steps) < 3000, "the game does not end"
    result = session.rules.result(session.state)
    assert result is not None and result.standings[0].place == 1
    assert session.state.era == "rail" and session.state.over
    replayed = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert replayed.hash() == session.hash()
