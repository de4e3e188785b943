"""Power Grid, original edition (spec: shared/rules/power-grid.md): the whole game, headless."""

from __future__ import annotations

from typing import Any

from rules.core.actions import Action
from rules.core.errors import OptionsError, reason
from rules.core.events import Event
from rules.core.prompt import Decision, Prompt, Result, Standing
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset
from rules.core.text import Text
from rules.powergrid import board, market, storage
from rules.powergrid.actions import (
    ACTION_TYPES,
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
from rules.powergrid.data import MAPS, RESOURCES, load_map, plants, tables
from rules.powergrid.describe import describe
from rules.powergrid.state import STEP3_CARD, Auction, GameState, Player

COLOURS = ("#d62828", "#1d4ed8", "#15803d", "#eab308", "#7e22ce", "#404040")
BOT_LEVELS = ("random", "heuristic")

# Which actions answer which prompt.
ANSWERS: dict[str, tuple[type[Action], ...]] = {
    "pick_region": (PickRegion,),
    "choose_plant": (OfferPlant, Pass),
    "bid": (Bid, Pass),
    "discard_plant": (DiscardPlant,),
    "return_fuel": (ReturnFuel,),
    "buy": (BuyFuel, Pass),
    "build": (Build, Pass),
    "power": (Power,),
}


def _r(key: str, **params: Any) -> Text:
    return reason(f"powergrid.why.{key}", **params)


class PowerGrid(Ruleset):
    game_id = "powergrid"
    action_types = ACTION_TYPES

    # -- options and setup --------------------------------------------------------------------

    def normalize_options(self, options: dict[str, Any]) -> dict[str, Any]:
        map_id = options.get("map", "germany")
        if map_id not in MAPS:
            raise OptionsError(reason("powergrid.options.map", map=map_id, known=", ".join(MAPS)))
        n = options.get("players", 3)
        if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 6:
            raise OptionsError(reason("powergrid.options.players", players=n))
        seats = options.get("seats") or [{} for _ in range(n)]
        if not isinstance(seats, list) or len(seats) != n:
            raise OptionsError(reason("powergrid.options.seats", players=n))
        norm_seats = []
        for i, seat in enumerate(seats):
            if not isinstance(seat, dict):
                raise OptionsError(reason("powergrid.options.seats", players=n))
            if any(not isinstance(seat.get(k) or "", str) for k in ("name", "colour")):
                raise OptionsError(reason("powergrid.options.seats", players=n))
            bot = seat.get("bot")
            if bot is not None and bot not in BOT_LEVELS:
                raise OptionsError(reason("powergrid.options.bot", bot=bot))
            norm_seats.append(
                {
                    "name": str(seat.get("name") or f"P{i + 1}"),
                    "colour": str(seat.get("colour") or COLOURS[i]),
                    "bot": bot,
                }
            )
        regions = options.get("regions", "random")
        k = tables().player_counts[n].regions
        if isinstance(regions, list):
            if tuple(sorted(regions)) not in board.region_sets(map_id, k):
                raise OptionsError(reason("powergrid.options.regions", count=k))
            regions = sorted(regions)
        elif regions not in ("random", "choose"):
            raise OptionsError(reason("powergrid.options.regions", count=k))
        show_money = options.get("show_money", True)
        if not isinstance(show_money, bool):
            raise OptionsError(reason("powergrid.options.show_money"))
        step2_event = options.get("step2_event", "official")
        if step2_event not in ("official", "seed"):
            raise OptionsError(reason("powergrid.options.step2_event"))
        return {
            "step2_event": step2_event,
            "map": map_id,
            "players": n,
            "seats": norm_seats,
            "regions": regions,
            "show_money": show_money,
        }

    def setup(self, options: dict[str, Any], seed: int) -> GameState:
        options = self.normalize_options(options)
        n = options["players"]
        t = tables()
        rng = Rng(seed)
        order = list(range(n))
        rng.shuffle(order)  # initial order is drawn by lot (spec 2.2.3)
        counts = t.player_counts[n]
        regions: list[str] = []
        if options["regions"] == "random":
            regions = list(rng.choice(board.region_sets(options["map"], counts.regions)))
        elif isinstance(options["regions"], list):
            regions = list(options["regions"])
        # Plant deck (spec 2.2.7): 3-10 open, 13 on top, Step 3 card at the bottom.
        deck = [p for p in plants() if p > 10 and p != 13]
        rng.shuffle(deck)
        hidden = counts.removed
        deck = deck[hidden:]
        stack = [STEP3_CARD, *deck, 13]  # top = last
        state = GameState(
            map_id=options["map"],
            rng=rng,
            players=[Player(s["name"], s["colour"], t.starting_money) for s in options["seats"]],
            order=order,
            regions=regions,
            phase="regions",
            market=[p for p in plants() if p <= 10],
            stack=stack,
            hidden_removed=hidden,
            resources=dict(t.initial),
            supply={r: t.tokens[r] - t.initial[r] for r in RESOURCES},
            houses={c: [] for c in load_map(options["map"]).cities},
            powered=[0] * n,
            show_money=options["show_money"],
            step2_event=options["step2_event"],
        )
        if len(regions) == counts.regions:
            self._start_auction(state)
        return state

    # -- the prompt --------------------------------------------------------------------------

    def prompt(self, state: GameState) -> Prompt | None:
        seat, kind = self._who(state)
        if seat is None:
            return None
        p = state.players[seat]
        params: dict[str, Any] = {"player": p.name}
        if kind == "bid":
            a = state.auction
            assert a is not None
            params |= {"plant": a.plant, "bid": a.bid, "high": state.players[a.high].name}
        elif kind == "pick_region":
            params["left"] = tables().player_counts[len(state.players)].regions - len(state.regions)
        elif kind == "discard_plant":
            params["limit"] = self._max_plants(state)
        return Prompt(seat, kind, Text(f"powergrid.prompt.{kind}", params))

    def _who(self, state: GameState) -> tuple[int | None, str]:
        if state.phase == "over":
            return None, ""
        if state.pending:
            top = state.pending[-1]
            return top.seat, top.kind
        if state.phase == "regions":
            return state.order[len(state.regions) % len(state.players)], "pick_region"
        if state.phase == "auction":
            if state.auction is not None:
                return state.auction.turn, "bid"
            return self._chooser(state), "choose_plant"
        seats = self.phase_order(state)
        return seats[state.turn], state.phase

    def phase_order(self, state: GameState) -> list[int]:
        """Seats in the order they act this phase: Phases 3 and 4 go in reverse player order."""
        return list(reversed(state.order)) if state.phase in ("buy", "build") else state.order

    @staticmethod
    def _chooser(state: GameState) -> int:
        return next(s for s in state.order if s in state.eligible)

    @staticmethod
    def _max_plants(state: GameState) -> int:
        return tables().player_counts[len(state.players)].max_plants

    # -- legal actions -----------------------------------------------------------------------

    def legal_actions(self, state: GameState) -> list[Action]:
        seat, kind = self._who(state)
        if seat is None:
            return []
        p = state.players[seat]
        if kind == "pick_region":
            return [PickRegion(r) for r in self._pickable_regions(state)]
        if kind == "choose_plant":
            out: list[Action] = [
                OfferPlant(plant, bid)
                for plant in market.current_plants(state)
                for bid in range(plant, p.money + 1)
            ]
            if self._may_pass_choosing(state, seat):
                out.append(Pass())
            return out
        if kind == "bid":
            a = state.auction
            assert a is not None
            return [*(Bid(b) for b in range(a.bid + 1, p.money + 1)), Pass()]
        if kind == "discard_plant":
            return [DiscardPlant(n) for n in p.plants[:-1]]
        if kind == "return_fuel":
            return [ReturnFuel(c, o) for c, o in storage.fuel_returns(p.plants, p.fuel)]
        if kind == "buy":
            return [*self._purchases(state, seat), Pass()]
        if kind == "build":
            prices = self.build_prices(state, seat)
            return [*(Build(c) for c, price in prices.items() if price <= p.money), Pass()]
        return [Power(chosen, coal) for chosen, coal in storage.run_options(p.plants, p.fuel)]

    def _pickable_regions(self, state: GameState) -> list[str]:
        adjacency = board.region_adjacency(state.map_id)
        return [
            r
            for r in sorted(adjacency)
            if r not in state.regions
            and (not state.regions or any(r in adjacency[q] for q in state.regions))
        ]

    def _may_pass_choosing(self, state: GameState, seat: int) -> bool:
        """After round 1 anyone may pass; before owning a plant only if nothing is affordable."""
        if state.players[seat].plants:
            return True
        money = state.players[seat].money
        return not any(p <= money for p in market.current_plants(state))

    def _purchases(self, state: GameState, seat: int) -> list[Action]:
        p = state.players[seat]
        out: list[Action] = []
        for resource in RESOURCES:
            prices = market.unit_prices(state, resource)
            room = storage.room_for(p.plants, p.fuel, resource)
            affordable, total = 0, 0
            for price in prices[:room]:
                total += price
                if total > p.money:
                    break
                affordable += 1
            holders = [n for n in p.plants if resource in plants()[n].accepts]
            out.extend(
                BuyFuel(resource, count, plant)
                for plant in holders
                for count in range(1, affordable + 1)
            )
        return out

    def build_prices(self, state: GameState, seat: int) -> dict[str, int]:
        """Full price (connection + slot) of every city the seat may build in now."""
        p = state.players[seat]
        if len(p.cities) >= tables().houses_per_player:
            return {}
        conn = board.connection_prices(state, seat)
        prices = {}
        for city, cost in conn.items():
            if seat in state.houses[city]:
                continue
            slot = board.slot_price(state, city)
            if slot is not None:
                prices[city] = slot + cost
        return prices

    # -- why not -----------------------------------------------------------------------------

    def why_not(self, state: GameState, action: Action) -> Text | None:
        seat, kind = self._who(state)
        if seat is None:
            return _r("game_over")
        if not isinstance(action, ANSWERS[kind]):
            return _r("wrong_time", prompt=Text(f"powergrid.prompt_name.{kind}"))
        p = state.players[seat]
        if isinstance(action, PickRegion):
            if action.region not in board.region_adjacency(state.map_id):
                return _r("no_such_region", region=action.region)
            if action.region in state.regions:
                return _r("region_taken", region=action.region)
            if action.region not in self._pickable_regions(state):
                return _r("region_not_adjacent", region=action.region)
            return None
        if isinstance(action, OfferPlant):
            if action.plant not in state.market:
                return _r("plant_not_in_market", plant=action.plant)
            if action.plant not in market.current_plants(state):
                return _r("plant_in_future_market", plant=action.plant)
            if action.bid < action.plant:
                return _r("bid_below_number", plant=action.plant, bid=action.bid)
            if action.bid > p.money:
                return _r("bid_above_money", bid=action.bid, money=p.money)
            return None
        if isinstance(action, Bid):
            a = state.auction
            assert a is not None
            if action.amount <= a.bid:
                return _r("bid_not_higher", bid=action.amount, current=a.bid)
            if action.amount > p.money:
                return _r("bid_above_money", bid=action.amount, money=p.money)
            return None
        if isinstance(action, Pass):
            if kind == "choose_plant" and not self._may_pass_choosing(state, seat):
                return _r("must_buy_first_plant")
            return None
        if isinstance(action, DiscardPlant):
            if action.plant not in p.plants:
                return _r("plant_not_owned", plant=action.plant)
            if action.plant == p.plants[-1]:
                return _r("discard_new_plant", plant=action.plant)
            return None
        if isinstance(action, ReturnFuel):
            if (action.coal, action.oil) not in storage.fuel_returns(p.plants, p.fuel):
                return _r("return_fuel_choice")
            return None
        if isinstance(action, BuyFuel):
            return self._why_not_buy(state, seat, action)
        if isinstance(action, Build):
            return self._why_not_build(state, seat, action.city)
        assert isinstance(action, Power)
        return self._why_not_power(state, seat, action)

    def _why_not_buy(self, state: GameState, seat: int, action: BuyFuel) -> Text | None:
        p = state.players[seat]
        if action.resource not in RESOURCES:
            return _r("no_such_resource", resource=action.resource)
        if action.plant not in p.plants:
            return _r("plant_not_owned", plant=action.plant)
        if action.resource not in plants()[action.plant].accepts:
            return _r(
                "plant_does_not_burn",
                plant=action.plant,
                resource=Text(f"powergrid.resource.{action.resource}"),
            )
        if action.count < 1:
            return _r("buy_count")
        if action.count > state.resources[action.resource]:
            return _r(
                "market_short",
                resource=Text(f"powergrid.resource.{action.resource}"),
                left=state.resources[action.resource],
            )
        room = storage.room_for(p.plants, p.fuel, action.resource)
        if action.count > room:
            return _r(
                "no_storage", resource=Text(f"powergrid.resource.{action.resource}"), room=room
            )
        cost = market.cost_of(state, action.resource, action.count)
        if cost > p.money:
            return _r("too_expensive", cost=cost, money=p.money)
        return None

    def _why_not_build(self, state: GameState, seat: int, city: str) -> Text | None:
        p = state.players[seat]
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
        price = self.build_prices(state, seat).get(city)
        if price is None:
            return _r("city_unreachable", city=name)
        if price > p.money:
            return _r("too_expensive", cost=price, money=p.money)
        return None

    def _why_not_power(self, state: GameState, seat: int, action: Power) -> Text | None:
        p = state.players[seat]
        chosen = action.plants
        if list(chosen) != sorted(set(chosen)):
            return _r("power_plants_sorted")
        for n in chosen:
            if n not in p.plants:
                return _r("plant_not_owned", plant=n)
        if (chosen, action.hybrid_coal) not in set(storage.run_options(p.plants, p.fuel)):
            return _r("not_enough_fuel")
        return None

    # -- perform -----------------------------------------------------------------------------

    def perform(self, state: GameState, action: Action) -> list[Event]:
        seat, _kind = self._who(state)
        assert seat is not None
        events: list[Event] = []
        handler = getattr(self, f"_do_{action.kind}")
        handler(state, seat, action, events)
        return events

    def _do_pick_region(self, state: GameState, seat: int, a: PickRegion, ev: list[Event]) -> None:
        state.regions.append(a.region)
        ev.append(Event("powergrid.event.region_picked", {"region": a.region}, seat))
        if len(state.regions) == tables().player_counts[len(state.players)].regions:
            state.regions.sort()
            self._start_auction(state)

    def _do_offer_plant(self, state: GameState, seat: int, a: OfferPlant, ev: list[Event]) -> None:
        n = len(state.players)
        clockwise = [(seat + i) % n for i in range(n)]
        active = [s for s in clockwise if s in state.eligible]
        state.auction = Auction(a.plant, a.bid, seat, active, seat)
        ev.append(Event("powergrid.event.offered", {"plant": a.plant, "bid": a.bid}, seat))
        self._next_bidder(state, seat, ev)

    def _do_bid(self, state: GameState, seat: int, a: Bid, ev: list[Event]) -> None:
        auction = state.auction
        assert auction is not None
        auction.bid, auction.high = a.amount, seat
        ev.append(Event("powergrid.event.bid", {"plant": auction.plant, "bid": a.amount}, seat))
        self._next_bidder(state, seat, ev)

    def _next_bidder(self, state: GameState, after: int, ev: list[Event]) -> None:
        auction = state.auction
        assert auction is not None
        if len(auction.active) == 1:
            self._win(state, auction.high, ev)
            return
        i = auction.active.index(after)
        auction.turn = auction.active[(i + 1) % len(auction.active)]

    def _do_pass(self, state: GameState, seat: int, a: Pass, ev: list[Event]) -> None:
        if state.phase == "auction" and state.auction is not None:
            auction = state.auction
            i = auction.active.index(seat)
            auction.active.remove(seat)
            ev.append(Event("powergrid.event.left_auction", {"plant": auction.plant}, seat))
            if len(auction.active) == 1:
                self._win(state, auction.high, ev)
            else:
                auction.turn = auction.active[i % len(auction.active)]
        elif state.phase == "auction":
            state.eligible.remove(seat)
            ev.append(Event("powergrid.event.passed_auction", {}, seat))
            self._continue_auction_phase(state, ev)
        else:
            ev.append(Event(f"powergrid.event.done_{state.phase}", {}, seat))
            self._next_turn(state, ev)

    def _win(self, state: GameState, seat: int, ev: list[Event]) -> None:
        auction = state.auction
        assert auction is not None
        p = state.players[seat]
        p.money -= auction.bid
        p.plants.append(auction.plant)
        state.market.remove(auction.plant)
        state.eligible.remove(seat)
        state.sold_any = True
        state.auction = None
        ev.append(
            Event("powergrid.event.won", {"plant": auction.plant, "price": auction.bid}, seat)
        )
        # The discarded plant leaves the game, so refilling first changes nothing (spec 3.2.3).
        market.refill(state, ev)
        if len(p.plants) > self._max_plants(state):
            state.pending.append(Decision("discard_plant", seat))
            return
        self._continue_auction_phase(state, ev)

    def _do_discard_plant(
        self, state: GameState, seat: int, a: DiscardPlant, ev: list[Event]
    ) -> None:
        state.pending.pop()
        p = state.players[seat]
        p.plants.remove(a.plant)
        state.removed.append(a.plant)
        ev.append(Event("powergrid.event.discarded", {"plant": a.plant}, seat))
        single, _ = storage.capacities(p.plants)
        for resource in ("garbage", "uranium"):  # no hybrid holds these: the surplus is fixed
            self._return(state, seat, resource, max(0, p.fuel[resource] - single[resource]), ev)
        options = storage.fuel_returns(p.plants, p.fuel)
        if len(options) > 1:
            state.pending.append(Decision("return_fuel", seat))
            return
        self._return_coal_oil(state, seat, *options[0], ev)
        self._continue_auction_phase(state, ev)

    def _do_return_fuel(self, state: GameState, seat: int, a: ReturnFuel, ev: list[Event]) -> None:
        state.pending.pop()
        self._return_coal_oil(state, seat, a.coal, a.oil, ev)
        self._continue_auction_phase(state, ev)

    def _return_coal_oil(self, state: GameState, seat: int, coal: int, oil: int, ev: list) -> None:
        self._return(state, seat, "coal", coal, ev)
        self._return(state, seat, "oil", oil, ev)

    @staticmethod
    def _return(state: GameState, seat: int, resource: str, n: int, ev: list[Event]) -> None:
        if n:
            state.players[seat].fuel[resource] -= n
            state.supply[resource] += n  # to the general supply, not the market (AMB-7)
            ev.append(Event("powergrid.event.fuel_returned", {"resource": resource, "n": n}, seat))

    def _do_buy_fuel(self, state: GameState, seat: int, a: BuyFuel, ev: list[Event]) -> None:
        p = state.players[seat]
        cost = market.cost_of(state, a.resource, a.count)
        p.money -= cost
        p.fuel[a.resource] += a.count
        state.resources[a.resource] -= a.count
        ev.append(
            Event(
                "powergrid.event.bought",
                {"resource": a.resource, "n": a.count, "cost": cost, "plant": a.plant},
                seat,
            )
        )

    def _do_build(self, state: GameState, seat: int, a: Build, ev: list[Event]) -> None:
        p = state.players[seat]
        price = self.build_prices(state, seat)[a.city]
        p.money -= price
        state.houses[a.city].append(seat)
        p.cities.append(a.city)
        ev.append(Event("powergrid.event.built", {"city": a.city, "cost": price}, seat))
        market.enforce_too_low(state, ev)  # after every single house (AMB-13)

    def _do_power(self, state: GameState, seat: int, a: Power, ev: list[Event]) -> None:
        p = state.players[seat]
        for resource, n in storage.burn(a.plants, a.hybrid_coal).items():
            p.fuel[resource] -= n
            state.supply[resource] += n  # burned fuel goes to the supply (spec 5a)
        powered, p.income = self.power_outcome(state, seat, a.plants)
        p.money += p.income
        state.powered[seat] = powered
        ev.append(
            Event(
                "powergrid.event.powered",
                {"plants": list(a.plants), "cities": powered, "income": p.income},
                seat,
            )
        )
        self._next_turn(state, ev)

    def power_outcome(
        self, state: GameState, seat: int, chosen: tuple[int, ...]
    ) -> tuple[int, int]:
        """(cities powered, income) of running `chosen`: capacity capped by connected cities."""
        powered = min(storage.capacity(chosen), len(state.players[seat].cities))
        return powered, tables().income(powered)

    # -- phase flow --------------------------------------------------------------------------

    def _start_auction(self, state: GameState) -> None:
        state.phase = "auction"
        state.eligible = list(state.order)
        state.sold_any = False
        state.auction = None

    def _continue_auction_phase(self, state: GameState, ev: list[Event]) -> None:
        if state.eligible or state.pending:
            return
        if not state.sold_any:  # nothing sold: the lowest plant leaves (spec 3.2.1)
            market.remove_lowest(state, ev, "nothing_sold")
            market.refill(state, ev)
        if state.round == 1:  # round 1's auction sets the first player order
            self._order_players(state, ev)
        market.resolve_step3_card(state, ev)
        self._enter(state, "buy", ev)

    def _next_turn(self, state: GameState, ev: list[Event]) -> None:
        state.turn += 1
        if state.turn < len(state.players):
            return
        if state.phase == "buy":
            self._enter(state, "build", ev)
        elif state.phase == "build":
            self._end_build(state, ev)
        else:
            self._end_bureaucracy(state, ev)

    def _enter(self, state: GameState, phase: str, ev: list[Event]) -> None:
        state.phase = phase
        state.turn = 0
        if state.next_step:
            state.step, state.next_step = state.next_step, 0
            ev.append(Event("powergrid.event.step_begins", {"step": state.step}))
        ev.append(Event(f"powergrid.event.phase_{phase}", {"round": state.round}))

    def _end_build(self, state: GameState, ev: list[Event]) -> None:
        counts = tables().player_counts[len(state.players)]
        if market.leader_cities(state) >= counts.end:
            state.phase = "over"
            ev.append(Event("powergrid.event.game_over", {}))
            return
        self._enter(state, "power", ev)
        if state.step == 1 and market.leader_cities(state) >= counts.step2:
            state.step = 2
            ev.append(Event("powergrid.event.step_begins", {"step": 2}))
            if state.step2_event == "seed":  # the teaching guide's reading of AMB-1
                market.put_under_stack(state, ev)
            else:  # AMB-1, official: the lowest plant leaves the game
                market.remove_lowest(state, ev, "step2")
            market.refill(state, ev)
        state.powered = [0] * len(state.players)

    def _end_bureaucracy(self, state: GameState, ev: list[Event]) -> None:
        market.resupply(state, ev)
        if state.step == 3:
            market.remove_lowest(state, ev, "bureaucracy")
        elif state.market:
            market.put_under_stack(state, ev)
        market.refill(state, ev)
        state.round += 1
        if state.next_step:
            state.step, state.next_step = state.next_step, 0
            ev.append(Event("powergrid.event.step_begins", {"step": state.step}))
        self._order_players(state, ev)
        self._start_auction(state)
        ev.append(Event("powergrid.event.phase_auction", {"round": state.round}))

    def _order_players(self, state: GameState, ev: list[Event]) -> None:
        """Phase 1: most cities first, then the biggest plant (spec 3.1)."""
        state.order.sort(
            key=lambda s: (len(state.players[s].cities), max(state.players[s].plants, default=0)),
            reverse=True,
        )
        ev.append(Event("powergrid.event.order", {"order": list(state.order)}))

    # -- reading the state -------------------------------------------------------------------

    def describe(self, state: GameState, element_id: str) -> Text | None:
        return describe(self, state, element_id)

    def view(self, state: GameState, seat: int | None) -> GameState:
        """The stack's unseen cards, setup removals and the RNG are hidden; money too if the
        table says so. Cards everyone saw placed (#13 on top, plants put under) stay visible."""
        seen = self.clone(state)
        known = state.public_bottom
        seen.stack = state.stack[:known] + [-1] * (len(state.stack) - known)
        if state.public_top and state.stack:
            seen.stack[-1] = state.stack[-1]
        seen.rng = Rng(0)
        if not state.show_money:
            for other, p in enumerate(seen.players):
                if other != seat:
                    p.money = -1
        return seen

    def result(self, state: GameState) -> Result | None:
        if state.phase != "over":
            return None
        scores = []
        for seat, p in enumerate(state.players):
            powered = storage.max_powered(p.plants, p.fuel, len(p.cities))
            scores.append((powered, p.money, len(p.cities), seat))
        scores.sort(key=lambda s: s[:3], reverse=True)
        standings = []
        for i, (powered, money, cities, seat) in enumerate(scores):
            tied = i > 0 and scores[i - 1][:3] == (powered, money, cities)
            place = standings[-1].place if tied else i + 1
            score = {"powered": powered, "money": money, "cities": cities}
            standings.append(Standing(seat, place, score))
        return Result(tuple(standings))
