"""What each gesture means in Power Grid, headless: clicks and tooltips (drops are the rules'
`find_action`, tested under tests/rules)."""

from __future__ import annotations

from pg_gestures import AUCTION, BUYING, new_model, play

from desktop.games.powergrid import intents
from rules.powergrid.actions import (
    Bid,
    Build,
    BuyFuel,
    DiscardPlant,
    OfferPlant,
    Pass,
    PickRegion,
)

ANN, BOB, CY = 0, 1, 2


def test_clicks_while_choosing_a_plant():
    model = new_model()
    rules, state = model.rules, model.state
    assert intents.click_action(rules, state, "plant:4") == OfferPlant(4, 4)
    assert intents.click_action(rules, state, "plant:9") == OfferPlant(9, 9)  # refused, explained
    assert intents.click_action(rules, state, "plant:42") is None  # not in the market
    assert intents.click_action(rules, state, "city:essen") is None
    assert intents.click_action(rules, state, "market:coal") is None


def test_the_auction_tooltip_asks_about_raising_the_bid():
    model = new_model()
    play(model, OfferPlant(4, 4))
    assert intents.tooltip_action(model.rules, model.state, "auction") == Bid(5)
    assert intents.click_action(model.rules, model.state, "auction") is None


def test_tapping_a_resource_row_buys_one_onto_a_plant_that_takes_it():
    model = new_model()
    play(model, *AUCTION)  # Cy holds plant 3 (oil)
    rules, state = model.rules, model.state
    assert intents.click_action(rules, state, "market:oil") == BuyFuel("oil", 1, 3)
    assert intents.click_action(rules, state, "market:coal") == BuyFuel("coal", 1, 3)  # refused


def test_building_and_discarding_clicks():
    model = new_model()
    play(model, *AUCTION, *BUYING)
    assert intents.click_action(model.rules, model.state, "city:essen") == Build("essen")
    model2 = new_model()
    ann = model2.state.players[ANN]
    ann.plants = [3, 4, 5]
    model2.state.market = [6, 7, 8, 9, 10, 11, 13, 23]
    del model2.state.stack[-3:]
    play(model2, OfferPlant(9, 9), Pass(), Pass(), OfferPlant(10, 10), Pass(), OfferPlant(6, 6))
    assert intents.click_action(model2.rules, model2.state, "plant:4") == DiscardPlant(4)
    assert intents.click_action(model2.rules, model2.state, "plant:9") is None  # Bob's


def test_region_clicks_name_the_region_of_a_city_too():
    model = new_model(regions="choose")
    assert intents.click_action(model.rules, model.state, "region:SE") == PickRegion("SE")
    assert intents.click_action(model.rules, model.state, "city:essen") == PickRegion("W")
