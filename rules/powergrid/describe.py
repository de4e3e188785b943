"""Tooltips: what a board element is, the rule that governs it and its live numbers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.text import Text
from rules.powergrid import board, market, storage
from rules.powergrid.data import RESOURCES, load_map, plants, tables
from rules.powergrid.state import STEP3_CARD, GameState

if TYPE_CHECKING:
    from rules.powergrid.ruleset import PowerGrid


def _t(key: str, **params: object) -> Text:
    return Text(f"powergrid.describe.{key}", dict(params))


def _city(city: str) -> Text:
    return Text(f"powergrid.city.{city}")


def describe(rules: PowerGrid, state: GameState, element_id: str) -> Text | None:
    """Pass the seat's `view` of the state so that tooltips never show what it may not see."""
    kind, _, key = element_id.partition(":")
    if kind == "city" and key in state.houses:
        return _describe_city(state, key)
    if kind == "link":
        return _describe_link(state, key)
    if kind == "plant" and key.isdigit():
        return _describe_plant(state, int(key))
    if kind == "market" and key in RESOURCES:
        prices = market.unit_prices(state, key)
        return _t(
            "market" if prices else "market_empty",
            resource=Text(f"powergrid.resource.{key}"),
            tokens=len(prices),
            price=prices[0] if prices else 0,
            supply=state.supply[key],
            resupply=tables().resupply[len(state.players)][state.step][key],
        )
    if kind == "region" and key in load_map(state.map_id).regions:
        cities = [_city(c) for c in load_map(state.map_id).regions[key].cities]
        status = "in_play" if key in state.regions else "out_of_play"
        return _t("region", region=key, cities=cities, status=_t(status))
    if kind == "player" and key.isdigit() and int(key) < len(state.players):
        return _describe_player(state, int(key))
    if element_id == "track:step":
        return _t("step", step=state.step, round=state.round)
    if element_id == "track:order":
        return _t("order", order=list(state.order))
    if element_id == "track:cities":
        counts = tables().player_counts[len(state.players)]
        return _t("cities_track", step2=counts.step2, end=counts.end)
    if element_id == "auction":
        a = state.auction
        if a is None:
            return _t("auction_idle")
        return _t("auction", plant=a.plant, bid=a.bid, high=state.players[a.high].name)
    if element_id == "discard":
        return _t("discard", limit=tables().player_counts[len(state.players)].max_plants)
    if element_id == "house":
        seat = rules.prompt(state).seat if rules.prompt(state) is not None else 0
        total = tables().houses_per_player
        return _t("house", left=total - len(state.players[seat].cities), total=total)
    if element_id == "stack":
        return _t("stack", cards=len(state.stack), removed=state.hidden_removed)
    return None


def _describe_city(state: GameState, city: str) -> Text:
    info = load_map(state.map_id).cities[city]
    houses = state.houses[city]
    if not board.in_play(state, city):
        return _t("city_out", city=_city(city), region=info.region)
    slot = board.slot_price(state, city)
    next_slot = _t("next_slot", price=slot) if slot is not None else _t("no_slot", step=state.step)
    return _t(
        "city",
        city=_city(city),
        region=info.region,
        houses=list(houses),
        next=next_slot,
    )


def _describe_link(state: GameState, key: str) -> Text | None:
    ends = key.split("~")
    for c in load_map(state.map_id).connections:
        if sorted((c.a, c.b)) == ends:
            usable = board.in_play(state, c.a) and board.in_play(state, c.b)
            status = _t("in_play" if usable else "out_of_play")
            return _t("link", a=_city(c.a), b=_city(c.b), cost=c.cost, status=status)
    return None


def _describe_plant(state: GameState, number: int) -> Text | None:
    if number == STEP3_CARD:
        return _t("step3_card")
    plant = plants().get(number)
    if plant is None:
        return None
    if number in market.current_plants(state):
        where = _t("where_current", minimum=number)
    elif number in state.market:
        where = _t("where_future")
    elif number in state.removed:
        where = _t("where_removed")
    else:
        owner = next((s for s, p in enumerate(state.players) if number in p.plants), None)
        where = (
            _t("where_owned", owner=state.players[owner].name)
            if owner is not None
            else _t("where_stack")
        )
    if plant.fuel == 0:
        burns = _t("burns_nothing")
    else:
        fuels = [Text(f"powergrid.resource.{r}") for r in plant.accepts]
        burns = _t("burns", n=plant.fuel, fuel=_t("or_list", items=fuels), storage=plant.storage)
    return _t("plant", plant=number, burns=burns, cities=plant.cities, where=where)


def _describe_player(state: GameState, seat: int) -> Text:
    p = state.players[seat]
    fuel = [
        _t("fuel_amount", n=p.fuel[r], resource=Text(f"powergrid.resource.{r}"))
        for r in RESOURCES
        if p.fuel[r]
    ]
    can_power = storage.max_powered(p.plants, p.fuel, len(p.cities))
    return _t(
        "player",
        player=p.name,
        money=p.money if p.money >= 0 else _t("money_hidden"),
        plants=list(p.plants),
        fuel=fuel,
        cities=len(p.cities),
        can_power=can_power,
        place=state.order.index(seat) + 1,
    )
