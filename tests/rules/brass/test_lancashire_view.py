"""Brass: Lancashire hidden information: other hands, the deck's order, the cards under the Deck
tile and the order of the distant-market tiles are hidden, and no tooltip needs them (the seat to
act decides the same: test_brass_view.py)."""

from brass_common import random_positions
from lancashire_helpers import BOARD, RULES

from rules.brass.core.state import HIDDEN
from rules.brass.lancashire_data import DECK_TILE, DISTANT


def test_lancashire_view_hides_hands_deck_deck_tile_cards_and_tile_order():
    state = RULES.setup({"players": 4}, 2)
    seen = RULES.view(state, 1)
    for seat, (p, q) in enumerate(zip(state.players, seen.players, strict=True)):
        assert q.hand == (p.hand if seat == 1 else [HIDDEN] * len(p.hand))
        assert q.discard == p.discard
    assert seen.deck == [HIDDEN] * len(state.deck)
    assert seen.extra.under_tile == [HIDDEN] * 4
    # The pile's make-up is public (the whole set less the face-up tiles), its order is not.
    assert seen.extra.tiles == sorted(state.extra.tiles) and seen.extra.marker == 1
    assert seen.rng.state == 0
    assert state.extra.under_tile != seen.extra.under_tile  # the real state is untouched
    spectator = RULES.view(state, None)
    assert all(set(p.hand) == {HIDDEN} for p in spectator.players)


def test_lancashire_tooltips_from_a_view_never_need_hidden_cards():
    ids = [f"loc:{x}" for x in BOARD.locations] + list(BOARD.slots) + list(BOARD.links)
    ids += ["market:coal", "market:iron", "deck", "player:0", DECK_TILE]
    ids += [f"distant:{n}" for n in range(1, 10)]
    for state, seat in random_positions(RULES, every=40):
        seen = RULES.view(state, seat)
        assert all(RULES.describe(seen, i) == RULES.describe(state, i) for i in ids)
        assert RULES.describe(seen, DISTANT).params["tiles"] == len(state.extra.tiles)
