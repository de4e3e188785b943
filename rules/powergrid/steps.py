"""The Power Grid prompts, one step each: its answers, why an answer is refused, what it does.

Amounts are ranges: choosing a plant offers one action per plant (at its number) and a bid one
action; `amounts` says which opening bids, bids or token counts are legal.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.prompt import Decision
from rules.core.steps import Step
from rules.core.text import Text
from rules.powergrid import board, flow, market, storage
from rules.powergrid.actions import (
    Bid,
    Build,
    BuyFuel,
    DiscardPlant,
    OfferPlant,
    Pass,
    PickRegion,
    Power,
    ReturnFuel,
)
from rules.powergrid.data import RESOURCES, plants, tables
from rules.powergrid.state import Auction, GameState

# Answers are immutable: each is made once and offered again wherever it is legal.
_build = cache(Build)
_buy_one = cache(BuyFuel)
_offer = cache(OfferPlant)
_power = cache(Power)


def _r(key: str, **params: Any) -> Text:
    return reason(f"powergrid.why.{key}", **params)


def _fuel(resource: str) -> Text:
    return Text(f"powergrid.resource.{resource}")


class PowerGridStep(Step[Any]):
    catalog = "powergrid"


class PickRegionStep(PowerGridStep):
    kind = "pick_region"
    answers = (PickRegion,)

    def options(self, ctx: Any, state: GameState, seat: int) -> list[Action]:
        return [PickRegion(r) for r in pickable_regions(state)]

    def why_not(self, ctx: Any, state: GameState, seat: int, action: PickRegion) -> Text | None:
        if action.region not in board.region_adjacency(state.map_id):
            return _r("no_such_region", region=action.region)
        if action.region in state.regions:
            return _r("region_taken", region=action.region)
        if action.region not in pickable_regions(state):
            return _r("region_not_adjacent", region=action.region)
        return None

    def perform(
        self, ctx: Any, state: GameState, seat: int, action: PickRegion, ev: list[Event]
    ) -> None:
        state.regions.append(action.region)
        ev.append(Event("powergrid.event.region_picked", {"region": action.region}, seat))
        if len(state.regions) == tables().player_counts[len(state.players)].regions:
            state.regions.sort()
            flow.start_auction(state)

    def params(self, ctx: Any, state: GameState, seat: int) -> dict[str, Any]:
        return {"left": tables().player_counts[len(state.players)].regions - len(state.regions)}


def pickable_regions(state: GameState) -> list[str]:
    adjacency = board.region_adjacency(state.map_id)
    return [
        r
        for r in sorted(adjacency)
        if r not in state.regions
        and (not state.regions or any(r in adjacency[q] for q in state.regions))
    ]


class ChoosePlantStep(PowerGridStep):
    kind = "choose_plant"
    answers = (OfferPlant, Pass)

    def options(self, ctx: Any, state: GameState, seat: int) -> list[Action]:
        money = state.players[seat].money
        out: list[Action] = [
            _offer(plant, plant) for plant in market.current_plants(state) if plant <= money
        ]
        if flow.may_pass_choosing(state, seat):
            out.append(Pass())
        return out

    def why_not(
        self, ctx: Any, state: GameState, seat: int, action: OfferPlant | Pass
    ) -> Text | None:
        if isinstance(action, Pass):
            return None if flow.may_pass_choosing(state, seat) else _r("must_buy_first_plant")
        money = state.players[seat].money
        if action.plant not in state.market:
            return _r("plant_not_in_market", plant=action.plant)
        if action.plant not in market.current_plants(state):
            return _r("plant_in_future_market", plant=action.plant)
        if action.bid < action.plant:
            return _r("bid_below_number", plant=action.plant, bid=action.bid)
        if action.bid > money:
            return _r("bid_above_money", bid=action.bid, money=money)
        if action.bid > action.plant and flow.lone_buyer(state):
            return _r("lone_buyer_pays_number", plant=action.plant)
        return None

    def perform(
        self, ctx: Any, state: GameState, seat: int, action: OfferPlant | Pass, ev: list[Event]
    ) -> None:
        if isinstance(action, Pass):
            state.eligible.remove(seat)
            ev.append(Event("powergrid.event.passed_auction", {}, seat))
            flow.continue_auction_phase(state, ev)
            return
        n = len(state.players)
        clockwise = [(seat + i) % n for i in range(n)]
        active = [s for s in clockwise if s in state.eligible]
        state.auction = Auction(action.plant, action.bid, seat, active, seat)
        ev.append(
            Event(
                "powergrid.event.offered",
                {"plant": action.plant, "bid": action.bid},
                seat,
                moved=(f"plant:{action.plant}", "auction"),
            )
        )
        flow.next_bidder(state, seat, ev)

    def text(self, ctx: Any, state: GameState, seat: int, player: str) -> Text:
        """Three wordings: the lone buyer pays the number; in round 1 nobody may pass."""
        key = "choose_plant" + ("_lone" if flow.lone_buyer(state) else "")
        key += "" if flow.may_pass_choosing(state, seat) else "_must"
        return Text(f"powergrid.prompt.{key}", {"player": player})


def opening_bids(state: GameState, seat: int, plant: int) -> range:
    """The opening bids for a current plant: its number up to the seat's money (only its number
    for the lone buyer)."""
    top = plant if flow.lone_buyer(state) else state.players[seat].money
    return range(plant, top + 1)


class BidStep(PowerGridStep):
    kind = "bid"
    answers = (Bid, Pass)

    def options(self, ctx: Any, state: GameState, seat: int) -> list[Action]:
        a = state.auction
        assert a is not None
        affordable = a.bid + 1 <= state.players[seat].money
        return [*([Bid(a.bid + 1)] if affordable else []), Pass()]

    def why_not(self, ctx: Any, state: GameState, seat: int, action: Bid | Pass) -> Text | None:
        if isinstance(action, Pass):
            return None
        a = state.auction
        assert a is not None
        money = state.players[seat].money
        if action.amount <= a.bid:
            return _r("bid_not_higher", bid=action.amount, current=a.bid)
        if action.amount > money:
            return _r("bid_above_money", bid=action.amount, money=money)
        return None

    def perform(
        self, ctx: Any, state: GameState, seat: int, action: Bid | Pass, ev: list[Event]
    ) -> None:
        auction = state.auction
        assert auction is not None
        if isinstance(action, Bid):
            auction.bid, auction.high = action.amount, seat
            ev.append(
                Event("powergrid.event.bid", {"plant": auction.plant, "bid": action.amount}, seat)
            )
            flow.next_bidder(state, seat, ev)
            return
        i = auction.active.index(seat)
        auction.active.remove(seat)
        ev.append(Event("powergrid.event.left_auction", {"plant": auction.plant}, seat))
        if len(auction.active) == 1:
            flow.win(state, auction.high, ev)
        else:
            auction.turn = auction.active[i % len(auction.active)]

    def params(self, ctx: Any, state: GameState, seat: int) -> dict[str, Any]:
        a = state.auction
        assert a is not None
        return {"plant": a.plant, "bid": a.bid, "high": state.players[a.high].name}


class DiscardPlantStep(PowerGridStep):
    kind = "discard_plant"
    answers = (DiscardPlant,)

    def options(self, ctx: Any, state: GameState, seat: int) -> list[Action]:
        return [DiscardPlant(n) for n in state.players[seat].plants[:-1]]

    def why_not(self, ctx: Any, state: GameState, seat: int, action: DiscardPlant) -> Text | None:
        p = state.players[seat]
        if action.plant not in p.plants:
            return _r("plant_not_owned", plant=action.plant)
        if action.plant == p.plants[-1]:
            return _r("discard_new_plant", plant=action.plant)
        return None

    def perform(
        self, ctx: Any, state: GameState, seat: int, action: DiscardPlant, ev: list[Event]
    ) -> None:
        state.pending.pop()
        p = state.players[seat]
        p.plants.remove(action.plant)
        p.fuel_on = storage.lay_out(p.plants, p.fuel, p.fuel_on)  # its tokens move over
        state.removed.append(action.plant)
        ev.append(
            Event(
                "powergrid.event.discarded",
                {"plant": action.plant},
                seat,
                moved=(f"plant:{action.plant}", "discard"),
            )
        )
        single, _ = storage.capacities(p.plants)
        for resource in ("garbage", "uranium"):  # no hybrid holds these: the surplus is fixed
            flow.return_fuel(state, seat, resource, max(0, p.fuel[resource] - single[resource]), ev)
        options = storage.fuel_returns(p.plants, p.fuel)
        if len(options) > 1:
            state.pending.append(Decision("return_fuel", seat))
            return
        coal, oil = options[0]
        flow.return_fuel(state, seat, "coal", coal, ev)
        flow.return_fuel(state, seat, "oil", oil, ev)
        flow.continue_auction_phase(state, ev)

    def params(self, ctx: Any, state: GameState, seat: int) -> dict[str, Any]:
        return {"limit": flow.max_plants(state)}


class ReturnFuelStep(PowerGridStep):
    kind = "return_fuel"
    answers = (ReturnFuel,)

    def options(self, ctx: Any, state: GameState, seat: int) -> list[Action]:
        p = state.players[seat]
        return [ReturnFuel(c, o) for c, o in storage.fuel_returns(p.plants, p.fuel)]

    def why_not(self, ctx: Any, state: GameState, seat: int, action: ReturnFuel) -> Text | None:
        p = state.players[seat]
        if (action.coal, action.oil) not in storage.fuel_returns(p.plants, p.fuel):
            return _r("return_fuel_choice")
        return None

    def perform(
        self, ctx: Any, state: GameState, seat: int, action: ReturnFuel, ev: list[Event]
    ) -> None:
        state.pending.pop()
        flow.return_fuel(state, seat, "coal", action.coal, ev)
        flow.return_fuel(state, seat, "oil", action.oil, ev)
        flow.continue_auction_phase(state, ev)


def affordable_tokens(state: GameState, seat: int, resource: str) -> int:
    """How many tokens of `resource` the seat can buy now: market, storage and money allowing."""
    p = state.players[seat]
    room = storage.room_for(p.plants, p.fuel, resource)
    count, total = 0, 0
    for price in market.unit_prices(state, resource)[:room]:
        total += price
        if total > p.money:
            break
        count += 1
    return count


def _done(state: GameState, seat: int, ev: list[Event]) -> None:
    ev.append(Event(f"powergrid.event.done_{state.phase}", {}, seat))
    flow.next_turn(state, ev)


class BuyStep(PowerGridStep):
    kind = "buy"
    answers = (BuyFuel, Pass)

    def options(self, ctx: Any, state: GameState, seat: int) -> list[Action]:
        out: list[Action] = []
        owned = state.players[seat].plants
        for resource in RESOURCES:
            if affordable_tokens(state, seat, resource):
                out += [_buy_one(resource, 1, n) for n in owned if resource in plants()[n].accepts]
        return [*out, Pass()]

    def why_not(self, ctx: Any, state: GameState, seat: int, action: BuyFuel | Pass) -> Text | None:
        if isinstance(action, Pass):
            return None
        p = state.players[seat]
        if action.resource not in RESOURCES:
            return _r("no_such_resource", resource=action.resource)
        if action.plant not in p.plants:
            return _r("plant_not_owned", plant=action.plant)
        if action.resource not in plants()[action.plant].accepts:
            return _r("plant_does_not_burn", plant=action.plant, resource=_fuel(action.resource))
        if action.count < 1:
            return _r("buy_count")
        left = state.resources[action.resource]
        if action.count > left:
            return _r("market_short", resource=_fuel(action.resource), left=left)
        room = storage.room_for(p.plants, p.fuel, action.resource)
        if action.count > room:
            return _r("no_storage", resource=_fuel(action.resource), room=room)
        cost = market.cost_of(state, action.resource, action.count)
        if cost > p.money:
            return _r("too_expensive", cost=cost, money=p.money)
        return None

    def perform(
        self, ctx: Any, state: GameState, seat: int, action: BuyFuel | Pass, ev: list[Event]
    ) -> None:
        if isinstance(action, Pass):
            _done(state, seat, ev)
            return
        p = state.players[seat]
        cost = market.cost_of(state, action.resource, action.count)
        p.money -= cost
        p.fuel[action.resource] += action.count
        p.fuel_on = storage.lay_out(
            p.plants,
            p.fuel,
            storage.with_tokens(p.fuel_on, action.plant, action.resource, action.count),
        )
        state.resources[action.resource] -= action.count
        ev.append(
            Event(
                "powergrid.event.bought",
                {
                    "resource": action.resource,
                    "n": action.count,
                    "cost": cost,
                    "plant": action.plant,
                },
                seat,
                moved=(f"market:{action.resource}", f"plant:{action.plant}"),
            )
        )


class BuildStep(PowerGridStep):
    kind = "build"
    answers = (Build, Pass)

    def options(self, ctx: Any, state: GameState, seat: int) -> list[Action]:
        money = state.players[seat].money
        prices = board.build_prices(state, seat)
        return [*(_build(c) for c, price in prices.items() if price <= money), Pass()]

    def why_not(self, ctx: Any, state: GameState, seat: int, action: Build | Pass) -> Text | None:
        if isinstance(action, Pass):
            return None
        p, city = state.players[seat], action.city
        if city not in state.houses:
            return _r("no_such_city", city=city)
        name = Text(f"powergrid.city.{city}")
        if not board.in_play(state, city):
            return _r("city_out_of_play", city=name)
        if seat in state.houses[city]:
            return _r("city_already_yours", city=name)
        if len(p.cities) >= tables().houses_per_player:
            return _r("no_houses_left")
        if board.slot_price(state, city) is None:
            if len(state.houses[city]) >= 3:
                return _r("city_full", city=name)
            return _r("slot_closed", city=name, step=state.step, houses=len(state.houses[city]))
        price = board.build_price(state, seat, city)
        if price is None:
            return _r("city_unreachable", city=name)
        if price > p.money:
            return _r("too_expensive", cost=price, money=p.money)
        return None

    def perform(
        self, ctx: Any, state: GameState, seat: int, action: Build | Pass, ev: list[Event]
    ) -> None:
        if isinstance(action, Pass):
            _done(state, seat, ev)
            return
        p = state.players[seat]
        price = board.build_price(state, seat, action.city)
        assert price is not None
        p.money -= price
        state.houses[action.city].append(seat)
        p.cities.append(action.city)
        ev.append(
            Event(
                "powergrid.event.built",
                {"city": action.city, "cost": price},
                seat,
                moved=("house", f"city:{action.city}"),
            )
        )
        market.enforce_too_low(state, ev)  # after every single house (AMB-13)


def power_outcome(state: GameState, seat: int, chosen: tuple[int, ...]) -> tuple[int, int]:
    """(cities powered, income) of running `chosen`: capacity capped by connected cities."""
    powered = min(storage.capacity(chosen), len(state.players[seat].cities))
    return powered, tables().income(powered)


class PowerStep(PowerGridStep):
    kind = "power"
    answers = (Power,)

    def options(self, ctx: Any, state: GameState, seat: int) -> list[Action]:
        p = state.players[seat]
        return [_power(chosen, coal) for chosen, coal in storage.run_options(p.plants, p.fuel)]

    def why_not(self, ctx: Any, state: GameState, seat: int, action: Power) -> Text | None:
        p = state.players[seat]
        chosen = action.plants
        if list(chosen) != sorted(set(chosen)):
            return _r("power_plants_sorted")
        for n in chosen:
            if n not in p.plants:
                return _r("plant_not_owned", plant=n)
        if (chosen, action.hybrid_coal) not in storage.run_option_set(p.plants, p.fuel):
            return _r("not_enough_fuel")
        return None

    def perform(
        self, ctx: Any, state: GameState, seat: int, action: Power, ev: list[Event]
    ) -> None:
        p = state.players[seat]
        for resource, n in storage.burn(action.plants, action.hybrid_coal).items():
            p.fuel[resource] -= n
            state.supply[resource] += n  # burned fuel goes to the supply (spec 5a)
        p.fuel_on = storage.lay_out(
            p.plants, p.fuel, storage.burned_from(p.fuel_on, action.plants, action.hybrid_coal)
        )
        powered, p.income = power_outcome(state, seat, action.plants)
        p.money += p.income
        state.powered[seat] = powered
        ev.append(
            Event(
                "powergrid.event.powered",
                {"plants": list(action.plants), "cities": powered, "income": p.income},
                seat,
            )
        )
        flow.next_turn(state, ev)


STEPS: tuple[PowerGridStep, ...] = (
    PickRegionStep(),
    ChoosePlantStep(),
    BidStep(),
    DiscardPlantStep(),
    ReturnFuelStep(),
    BuyStep(),
    BuildStep(),
    PowerStep(),
)
