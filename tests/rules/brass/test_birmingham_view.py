"""Hidden information (DESIGN: view): other hands, the deck's order and the face-down cards are
hidden, and no tooltip needs them (the seat to act decides the same: test_brass_view.py)."""

from brass_common import random_positions
from brass_helpers import BOARD, RULES

from rules.brass.core.state import HIDDEN


def test_a_view_hides_other_hands_the_deck_and_every_face_down_card():
    state = RULES.setup({"players": 4}, 2)
    seen = RULES.view(state, 1)
    for seat, (p, q) in enumerate(zip(state.players, seen.players, strict=True)):
        assert len(q.hand) == len(p.hand)
        assert q.hand == (p.hand if seat == 1 else [HIDDEN] * len(p.hand))
        assert q.facedown == [HIDDEN] * len(p.facedown)
        assert q.discard == p.discard  # played face up
    assert seen.deck == [HIDDEN] * len(state.deck)
    assert seen.rng.state == 0
    spectator = RULES.view(state, None)
    assert all(set(p.hand) == {HIDDEN} for p in spectator.players)


def test_tooltips_from_a_view_never_need_hidden_cards():
    ids = [f"loc:{x}" for x in BOARD.locations] + list(BOARD.slots) + list(BOARD.links)
    ids += [*BOARD.spaces, "market:coal", "market:iron", "deck", "player:0"]
    for state, seat in random_positions(RULES, every=40):
        seen = RULES.view(state, seat)
        assert all(RULES.describe(seen, i) == RULES.describe(state, i) for i in ids)
