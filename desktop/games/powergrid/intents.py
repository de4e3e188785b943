"""What a gesture means in Power Grid: the action a click, a drop or a tooltip is about.

Plain functions of the rules and the state (no Qt), so they are tested headless. They only name
candidate actions; whether one is legal, and why not, is always the rules' answer.
"""

from __future__ import annotations

from rules.core.actions import Action
from rules.powergrid.actions import Bid, Build, BuyFuel, DiscardPlant, OfferPlant, PickRegion
from rules.powergrid.data import RESOURCES, load_map, plants
from rules.powergrid.ruleset import PowerGrid
from rules.powergrid.state import STEP3_CARD, GameState


def _number(key: str) -> int | None:
    return int(key) if key.isdigit() else None


def click_action(rules: PowerGrid, state: GameState, element_id: str) -> Action | None:
    """A click on a region or city while regions are chosen picks that region; on a market
    plant while choosing offers it at its number; on your older plant while over the limit
    discards it; on a resource row while buying buys one token; on a city while building builds."""
    prompt = rules.prompt(state)
    if prompt is None:
        return None
    kind, seat = prompt.kind, prompt.seat
    what, _, key = element_id.partition(":")
    if kind == "pick_region":
        if what == "region":
            return PickRegion(key)
        if what == "city" and key in state.houses:
            return PickRegion(load_map(state.map_id).cities[key].region)
        return None
    number = _number(key) if what == "plant" else None
    if kind == "choose_plant" and number is not None and number in state.market:
        return OfferPlant(number, number) if number != STEP3_CARD else None
    if kind == "discard_plant" and number is not None and number in state.players[seat].plants:
        return DiscardPlant(number)
    if kind == "buy" and what == "market" and key in RESOURCES:
        return buy_one(rules, state, key)
    if kind == "build" and what == "city":
        return Build(key)
    return None


def buy_one(rules: PowerGrid, state: GameState, resource: str) -> Action | None:
    """One token of `resource` onto the first plant that may take it; if none may, the action
    whose refusal explains why (a plant that burns it, else the first plant)."""
    legal = [
        a
        for a in rules.actions_for(state, piece=f"market:{resource}")
        if isinstance(a, BuyFuel) and a.count == 1
    ]
    if legal:
        return legal[0]
    prompt = rules.prompt(state)
    if prompt is None:
        return None
    owned = state.players[prompt.seat].plants
    burners = [n for n in owned if resource in plants()[n].accepts]
    holder = (burners or owned or [None])[0]
    return None if holder is None else BuyFuel(resource, 1, holder)


def tooltip_action(rules: PowerGrid, state: GameState, element_id: str) -> Action | None:
    """The action a tooltip explains: the click's, or for the auction, raising the bid by one."""
    prompt = rules.prompt(state)
    if prompt is not None and prompt.kind == "bid" and element_id == "auction":
        assert state.auction is not None
        return Bid(state.auction.bid + 1)
    return click_action(rules, state, element_id)
