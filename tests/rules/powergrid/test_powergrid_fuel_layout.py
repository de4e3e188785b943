"""Where fuel lies on the cards: the rules pool a player's fuel, but remember where each token
was put so that the table draws it there (as far as it fits), and every token held is drawn.
The memory is left out of the state hash, so saves made before it existed still load."""

from __future__ import annotations

import random

from pg_helpers import act, enter, give, new_game

from rules.core.state import state_hash
from rules.powergrid import storage
from rules.powergrid.actions import BuyFuel, Power
from rules.powergrid.data import RESOURCES, plants
from rules.powergrid.state import FUELS


def fuel(**held: int) -> dict[str, int]:
    return {r: held.get(r, 0) for r in FUELS}


def test_tokens_lie_where_they_were_put_when_they_fit():
    laid = {5: {"coal": 2}, 10: {"coal": 2}}  # hybrid 5 and coal plant 10, two coal each
    assert storage.lay_out([5, 10], fuel(coal=4), laid) == laid
    assert storage.lay_out([5, 10], fuel(coal=4), {5: {"coal": 4}}) == {5: {"coal": 4}, 10: {}}


def test_a_hybrid_full_of_coal_makes_room_for_oil_by_moving_coal_to_a_coal_plant():
    cards = storage.lay_out([5, 10], fuel(coal=4, oil=1), {5: {"coal": 4, "oil": 1}})
    assert cards == {5: {"coal": 3, "oil": 1}, 10: {"coal": 1}}


def test_without_a_memory_the_tokens_fill_the_single_fuel_plants_first():
    assert storage.lay_out([5, 10], fuel(coal=4)) == {5: {}, 10: {"coal": 4}}


def test_every_token_held_lies_on_a_card_and_no_card_holds_more_than_it_stores():
    chooser = random.Random(5)
    coal_oil = [n for n, p in plants().items() if p.kind in ("coal", "oil", "hybrid")]
    others = [n for n, p in plants().items() if p.kind in ("garbage", "uranium")]
    for _ in range(400):
        owned = chooser.sample(coal_oil, 2) + chooser.sample(others, 1)
        held = fuel()
        for _ in range(12):  # random holdings that fit
            resource = chooser.choice(RESOURCES)
            if storage.room_for(owned, held, resource):
                held[resource] += 1
        laid = {n: {r: chooser.randint(0, 4) for r in RESOURCES} for n in owned}
        cards = storage.lay_out(owned, held, laid)
        for resource in RESOURCES:
            assert sum(c.get(resource, 0) for c in cards.values()) == held[resource]
        for number, card in cards.items():
            assert sum(card.values()) <= plants()[number].storage
            assert set(card) <= set(plants()[number].accepts)


def test_a_purchase_is_remembered_on_its_plant_and_running_burns_from_there():
    state = enter(new_game(), "buy", 0)
    give(state, 0, plants=[5, 10], money=100)
    act(state, BuyFuel("coal", 2, 5), BuyFuel("coal", 2, 10))
    ann = state.players[0]
    assert ann.fuel_on == {5: {"coal": 2}, 10: {"coal": 2}}
    enter(state, "power", 0)
    give(state, 0, cities=["essen", "duisburg"])
    act(state, Power((10,), 0))
    assert ann.fuel_on == {5: {"coal": 2}, 10: {}}


def test_where_fuel_lies_is_not_part_of_the_state_hash():
    state = new_game()
    before = state_hash(state)
    state.players[0].fuel_on = {5: {"coal": 2}}
    assert state_hash(state) == before
