"""Drops in Power Grid, headless: the kernel's `find_action` and `preview` over the Power Grid
rules — the action a drop means, the reason a refused drop gives, and each lit target's cost."""

from pg_helpers import RULES, act, enter, give, new_game

from rules.core.gestures import find_action, preview
from rules.powergrid.actions import Build, BuyFuel, DiscardPlant, OfferPlant


def test_what_a_drop_would_be_legal_or_not():
    state = new_game(3)
    assert RULES.intent(state, "house", "city:berlin") == Build("berlin")
    assert RULES.intent(state, "plant:7", "auction") == OfferPlant(7, 7)
    assert RULES.intent(state, "plant:7", "discard") == DiscardPlant(7)
    assert RULES.intent(state, "market:uranium", "plant:11") == BuyFuel("uranium", 1, 11)
    assert RULES.intent(state, "market:uranium", "city:essen") is None
    assert RULES.intent(state, "house", "plant:3") is None


def test_a_plant_dropped_on_the_auction_is_offered_at_its_number():
    state = new_game(3)
    assert find_action(RULES, state, 0, "plant:4", "auction").actions == (OfferPlant(4, 4),)


def test_a_refused_drop_says_why_and_a_drop_out_of_turn_says_whose_turn_it_is():
    state = new_game(3)
    found = find_action(RULES, state, 0, "plant:9", "auction")
    assert not found and found.reason.key == "powergrid.why.plant_in_future_market"
    found = find_action(RULES, state, 1, "plant:4", "auction")
    assert not found and found.reason.key == "core.why.not_your_turn"
    found = find_action(RULES, state, 0, "house", "plant:3")
    assert not found and found.reason.key == "core.why.no_such_move"


def _buying():
    state = enter(new_game(3), "buy", seat=2)
    give(state, 2, plants=[4, 8], money=50)
    return state


def test_a_token_dropped_on_a_plant_buys_one_for_that_plant():
    state = _buying()
    found = find_action(RULES, state, 2, "market:coal", "plant:8")
    assert found.actions == (BuyFuel("coal", 1, 8),)
    found = find_action(RULES, state, 2, "market:oil", "plant:8")
    assert found.reason.key == "powergrid.why.plant_does_not_burn"


def test_a_held_token_lights_the_plants_that_burn_it_with_the_price_of_one():
    state = _buying()
    price = RULES.costs(state, [BuyFuel("coal", 1, 4)])[0]
    assert preview(RULES, state, 2, "market:coal") == {"plant:4": price, "plant:8": price}
    assert preview(RULES, state, 2, "market:uranium") == {}


def test_a_held_house_lights_every_affordable_city_with_its_full_price():
    state = enter(new_game(3), "build", seat=2)
    give(state, 2, plants=[4], cities=["essen"], money=22)
    lit = preview(RULES, state, 2, "house")
    prices = RULES.build_prices(state, 2)
    assert lit == {f"city:{c}": p for c, p in prices.items() if p <= 22}
    assert lit["city:duisburg"] == prices["duisburg"]


def test_amounts_are_ranges_not_one_action_per_value():
    state = new_game(3)
    offers = [a for a in RULES.legal_actions(state) if isinstance(a, OfferPlant)]
    assert offers == [OfferPlant(p, p) for p in (3, 4, 5, 6)]
    assert RULES.amounts(state, OfferPlant(4, 4)) == range(4, 51)
    assert RULES.amounts(state, OfferPlant(9, 9)) is None  # not a legal plant now
    act(state, OfferPlant(4, 4))
    assert RULES.amounts(state, RULES.legal_actions(state)[0]) == range(5, 51)
