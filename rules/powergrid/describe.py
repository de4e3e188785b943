"""Tooltips: what a board element is, the rule that governs it and its live numbers."""

from __future__ import annotations

from typing import Protocol

from rules.core.prompt import Prompt
from rules.core.text import Text
from rules.powergrid import board, market, storage
from rules.powergrid.data import RESOURCES, load_map, plants, tables
from rules.powergrid.state import STEP3_CARD, GameState


class TooltipRules(Protocol):
    """What a tooltip asks the ruleset: the `PowerGrid` ruleset, which imports this module, so
    only these calls are named here (no import back up to it)."""

    def prompt(self, state: GameState) -> Prompt | None: ...
    def build_prices(self, state: GameState, seat: int) -> dict[str, int]: ...
    def lone_buyer(self, state: GameState) -> bool: ...


def _t(key: str, **params: object) -> Text:
    return Text(f"powergrid.describe.{key}", dict(params))


def _city(city: str) -> Text:
    return Text(f"powergrid.city.{city}")


def element_ids(rules: TooltipRules, state: GameState) -> list[str]:
    """Every element of the board and its panels that `describe` explains: the map's cities,
    connections and regions, every plant and the Step 3 card, the fuel markets, the seats, the
    three tracks, the auction spot, the discard pile, the houses and the draw stack."""
    m = load_map(state.map_id)
    ids = [f"city:{c}" for c in m.cities]
    ids += [c.id for c in m.connections]
    ids += [f"region:{r}" for r in m.regions]
    ids += [f"plant:{n}" for n in plants()] + [f"plant:{STEP3_CARD}"]
    ids += [f"market:{r}" for r in RESOURCES]
    ids += [f"player:{s}" for s in state.seats]
    ids += ["track:step", "track:order", "track:cities", "auction", "discard", "house", "stack"]
    return ids


def describe(rules: TooltipRules, state: GameState, element_id: str) -> Text | None:
    """Pass the seat's `view` of the state so that tooltips never show what it may not see."""
    kind, _, key = element_id.partition(":")
    if kind == "city" and key in state.houses:
        return _describe_city(rules, state, key)
    if kind == "link":
        return _describe_link(state, key)
    if kind == "plant" and key.isdigit():
        return _describe_plant(rules, state, int(key))
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


def _describe_city(rules: TooltipRules, state: GameState, city: str) -> Text:
    info = load_map(state.map_id).cities[city]
    houses = state.houses[city]
    if not board.in_play(state, city):
        return _t("city_out", city=_city(city), region=info.region)
    prompt = rules.prompt(state)
    if prompt is not None:
        next_slot = _build_here(rules, state, prompt.seat, city)
    else:  # the game is over: the slot alone
        slot = board.slot_price(state, city)
        next_slot = _t("next_slot", price=slot) if slot is not None else _no_slot(state)
    return _t(
        "city",
        city=_city(city),
        region=info.region,
        houses=list(houses),
        next=next_slot,
    )


def _no_slot(state: GameState) -> Text:
    return _t("no_slot", step=state.step)


def _build_here(rules: TooltipRules, state: GameState, seat: int, city: str) -> Text:
    """What a house here costs the seat to act in all (slot + cheapest connection), or why that
    seat may not build here (the rules' own reason, or that no slot is open)."""
    p = state.players[seat]
    name = _city(city)
    slot = board.slot_price(state, city)
    if seat in state.houses[city]:
        why = Text("powergrid.why.city_already_yours", {"city": name})
    elif slot is None:
        return _no_slot(state)
    elif len(p.cities) >= tables().houses_per_player:
        why = Text("powergrid.why.no_houses_left")
    else:
        price = rules.build_prices(state, seat).get(city)
        if price is None:
            why = Text("powergrid.why.city_unreachable", {"city": name})
        elif not p.cities:
            return _t("city_price_first", player=p.name, total=price)
        else:
            return _t("city_price", player=p.name, total=price, slot=slot, connection=price - slot)
    return _t("city_not_for", player=p.name, why=why)


def _describe_link(state: GameState, key: str) -> Text | None:
    ends = key.split("~")
    for c in load_map(state.map_id).connections:
        if sorted((c.a, c.b)) == ends:
            usable = board.in_play(state, c.a) and board.in_play(state, c.b)
            status = _t("in_play" if usable else "out_of_play")
            return _t("link", a=_city(c.a), b=_city(c.b), cost=c.cost, status=status)
    return None


def _describe_plant(rules: TooltipRules, state: GameState, number: int) -> Text | None:
    if number == STEP3_CARD:
        return _t("step3_card")
    plant = plants().get(number)
    if plant is None:
        return None
    if number in market.current_plants(state):
        where = _where_current(rules, state, number)
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


def _where_current(rules: TooltipRules, state: GameState, number: int) -> Text:
    """A current plant: free to offer, waiting for the running auction, or the lone buyer's."""
    if state.phase == "auction" and state.auction is not None:
        return _t("where_current_busy", plant=state.auction.plant)
    if rules.lone_buyer(state):
        return _t(
            "where_current_lone", player=state.players[state.eligible[0]].name, minimum=number
        )
    return _t("where_current", minimum=number)


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
        money=_t("money", n=p.money) if p.money >= 0 else _t("money_hidden"),
        plants=list(p.plants),
        fuel=fuel,
        cities=len(p.cities),
        can_power=can_power,
        place=state.order.index(seat) + 1,
    )
