"""Hidden information on both Brass maps (DESIGN: view): what a seat decides from its view is
exactly what it could decide from the full state."""

from collections import Counter

import pytest
from brass_common import random_positions
from brass_helpers import RULES as BIRMINGHAM
from lancashire_helpers import RULES as LANCASHIRE

from rules.bots import RandomBot
from rules.brass.core.state import HIDDEN
from rules.core.events import Event
from rules.core.rng import Rng
from rules.core.state import state_hash


@pytest.mark.parametrize("rules", [BIRMINGHAM, LANCASHIRE], ids=lambda r: r.game_id)
def test_the_seat_to_act_has_the_same_choices_in_its_view(rules):
    for state, seat in random_positions(rules):
        seen = rules.view(state, seat)
        assert rules.legal_actions(seen) == rules.legal_actions(state)
        assert rules.prompt(seen) == rules.prompt(state)


def _cards(state) -> Counter:
    """Every card of the game wherever it lies (the map's own hidden pile included)."""
    held = Counter(state.deck + list(getattr(state.extra, "under_tile", [])))
    for p in state.players:
        held.update(p.hand + p.discard + p.facedown)
    return held


@pytest.mark.parametrize("rules", [BIRMINGHAM, LANCASHIRE], ids=lambda r: r.game_id)
def test_determinize_keeps_what_the_seat_saw_and_deals_each_unseen_card_once(rules):
    worlds = 0
    for state, seat in random_positions(rules, every=11):
        world = rules.determinize(state, seat, Rng(seat + 5))
        # what the seat saw is kept: its view of the sampled world is its view of the game
        assert state_hash(rules.view(world, seat)) == state_hash(rules.view(state, seat))
        # the hidden cards are filled in from the ones it has not seen, each card once
        assert HIDDEN not in _cards(world)
        assert _cards(world) == _cards(state)
        if rules is LANCASHIRE:
            assert sorted(world.extra.tiles) == sorted(state.extra.tiles)
        # it reads only the view, and the sample follows the given RNG alone
        again = rules.determinize(rules.view(state, seat), seat, Rng(seat + 5))
        assert state_hash(again) == state_hash(world)
        worlds += 1
    assert worlds > 20
    state, seat = next(random_positions(rules, every=1))
    decks = {tuple(rules.determinize(state, seat, Rng(k)).deck) for k in range(5)}
    assert len(decks) > 1  # a sample, not a copy


@pytest.mark.parametrize("rules", [BIRMINGHAM, LANCASHIRE], ids=lambda r: r.game_id)
def test_drawn_cards_are_named_to_the_drawer_alone(rules):
    """Everyone sees how many cards a seat draws; only that seat which (its log line is
    private): no other seat's log, nor an onlooker's, shows them."""
    state = rules.setup({"players": 3}, 6)
    bot = RandomBot(6)
    logs: dict[int | None, list[Event]] = {seat: [] for seat in (0, 1, 2, None)}
    named = 0
    while (prompt := rules.prompt(state)) is not None:
        events = rules.apply(state, bot.choose(rules, state, prompt.seat))
        for event in events:
            for viewer, log in logs.items():
                if event.visible(viewer):
                    log.append(event)
            if event.key != "brass.event.drew_cards":
                continue
            named += 1
            assert event.visible_to == (event.seat,)
            assert set(event.params["ids"]) <= set(state.players[event.seat].hand)
            public = [e for e in events if e.key == "brass.event.drew" and e.seat == event.seat]
            assert public or state.round == 1  # the Rail Era's deal says so in its own line
    assert named > 10
    for viewer, log in logs.items():
        private = [e for e in log if e.visible_to is not None]
        if viewer is None:
            assert not private
        else:
            assert private and all(e.seat == viewer for e in private)
        assert any(e.key == "brass.event.drew" and e.seat != viewer for e in log)
