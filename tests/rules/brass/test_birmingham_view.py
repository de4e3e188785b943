"""Hidden information (DESIGN: view): other hands, the deck's order and the face-down cards are
hidden; what a seat decides from its view is exactly what it could decide from the full state."""

from brass_helpers import BOARD, RULES

from rules.bots import RandomBot
from rules.brass.core.state import HIDDEN


def _positions(players=3, seed=4, every=7):
    state = RULES.setup({"players": players}, seed)
    bot = RandomBot(seed)
    n = 0
    while (prompt := RULES.prompt(state)) is not None:
        if n % every == 0:
            yield state, prompt.seat
        RULES.apply(state, bot.choose(RULES, state, prompt.seat))
        n += 1


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


def test_the_seat_to_act_has_the_same_choices_in_its_view():
    for state, seat in _positions():
        seen = RULES.view(state, seat)
        assert RULES.legal_actions(seen) == RULES.legal_actions(state)
        assert RULES.prompt(seen) == RULES.prompt(state)


def test_tooltips_from_a_view_never_need_hidden_cards():
    ids = [f"loc:{x}" for x in BOARD.locations] + list(BOARD.slots) + list(BOARD.links)
    ids += [*BOARD.spaces, "market:coal", "market:iron", "deck", "player:0"]
    for state, seat in _positions(every=40):
        seen = RULES.view(state, seat)
        assert all(RULES.describe(seen, i) == RULES.describe(state, i) for i in ids)
