"""Brass: Lancashire hidden information: other hands, the deck's order, the cards under the Deck
tile and the order of the distant-market tiles are hidden; the seat to act decides the same."""

from lancashire_helpers import BOARD, RULES

from rules.bots import RandomBot
from rules.brass.core.state import HIDDEN
from rules.brass.lancashire_data import DECK_TILE, DISTANT


def _positions(players=3, seed=4, every=7):
    state = RULES.setup({"players": players}, seed)
    bot = RandomBot(seed)
    n = 0
    while (prompt := RULES.prompt(state)) is not None:
        if n % every == 0:
            yield state, prompt.seat
        RULES.apply(state, bot.choose(RULES, state, prompt.seat))
        n += 1


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


def test_lancashire_seat_to_act_has_the_same_choices_in_its_view():
    for state, seat in _positions():
        seen = RULES.view(state, seat)
        assert RULES.legal_actions(seen) == RULES.legal_actions(state)
        assert RULES.prompt(seen) == RULES.prompt(state)


def test_lancashire_tooltips_from_a_view_never_need_hidden_cards():
    ids = [f"loc:{x}" for x in BOARD.locations] + list(BOARD.slots) + list(BOARD.links)
    ids += ["market:coal", "market:iron", "deck", "player:0", DECK_TILE]
    ids += [f"distant:{n}" for n in range(1, 10)]
    for state, seat in _positions(every=40):
        seen = RULES.view(state, seat)
        assert all(RULES.describe(seen, i) == RULES.describe(state, i) for i in ids)
        assert RULES.describe(seen, DISTANT).params["tiles"] == len(state.extra.tiles)
