"""A Power Grid bot that plays sensibly: it values plants by capacity per fuel cost, buys the fuel
it will burn, builds the cheapest cities it can power and powers as many cities as it can."""

from __future__ import annotations

from rules.core.actions import Action
from rules.core.rng import Rng
from rules.powergrid import market, storage
from rules.powergrid.actions import Bid, Build, BuyFuel, OfferPlant, Pass, PickRegion, Power
from rules.powergrid.data import load_map, plants, tables
from rules.powergrid.ruleset import PowerGrid
from rules.powergrid.state import GameState

RESERVE_PER_PLANT = 8  # money kept back per plant, in an auction, for this round's fuel
AHEAD = 2  # plant capacity beyond the cities connected that is worth another plant


class HeuristicBot:
    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)  # breaks ties among equally good choices

    def choose(self, rules: PowerGrid, state: GameState, seat: int) -> Action:
        seen = rules.view(state, seat)
        prompt = rules.prompt(seen)
        assert prompt is not None and prompt.seat == seat
        legal = rules.legal_actions(seen)
        pick = getattr(self, f"_{prompt.kind}")(rules, seen, seat, legal)
        return pick if pick is not None else legal[0]

    # -- regions ----------------------------------------------------------------------------

    def _pick_region(
        self, rules: PowerGrid, state: GameState, seat: int, legal: list[Action]
    ) -> Action | None:
        """The region that keeps the map in play cheapest to connect (mean link cost)."""
        data = load_map(state.map_id)

        def mean_cost(a: PickRegion) -> tuple[float, str]:
            regions = {*state.regions, a.region}
            costs = [
                c.cost
                for c in data.connections
                if data.cities[c.a].region in regions and data.cities[c.b].region in regions
            ]
            return sum(costs) / max(len(costs), 1), a.region

        return min((a for a in legal if isinstance(a, PickRegion)), key=mean_cost)

    # -- auction ----------------------------------------------------------------------------

    def _plant_value(self, state: GameState, number: int) -> float:
        """Cities powered per run, less the cost of a run's fuel now in city-equivalents; fuel
        the market cannot supply twice over counts as scarce."""
        plant = plants()[number]
        if plant.fuel == 0:
            return plant.cities + 0.5
        costs = [
            market.cost_of(state, r, plant.fuel) if state.resources[r] >= 2 * plant.fuel else 30
            for r in plant.accepts
        ]
        return plant.cities - min(costs) / 10

    def _wanted(self, state: GameState, seat: int, number: int) -> bool:
        """A plant worth bidding for: the first, or one that the seat's cities will soon need
        (capacity is only worth its price once cities are connected to use it: money spent on
        plants ahead of that is money no city is built with)."""
        p = state.players[seat]
        if not p.plants:
            return True
        capacity = sum(plants()[n].cities for n in p.plants)
        if capacity >= len(p.cities) + AHEAD:
            return False
        limit = tables().player_counts[len(state.players)].max_plants
        if len(p.plants) < limit:
            return plants()[number].cities >= max(plants()[n].cities for n in p.plants) - 1
        weakest = min(plants()[n].cities for n in p.plants)
        return plants()[number].cities >= weakest + 2

    def _ceiling(self, state: GameState, seat: int, number: int) -> int:
        """The most the bot will pay: the number plus a premium for capacity, keeping a reserve."""
        p = state.players[seat]
        premium = 3 * plants()[number].cities
        return min(number + premium, p.money - RESERVE_PER_PLANT * len(p.plants))

    def _choose_plant(
        self, rules: PowerGrid, state: GameState, seat: int, legal: list[Action]
    ) -> Action | None:
        p = state.players[seat]
        offers = [
            n
            for n in market.current_plants(state)
            if self._wanted(state, seat, n) and n <= max(self._ceiling(state, seat, n), 0)
        ]
        if not p.plants:  # round 1: every player must buy; take the best affordable value
            offers = [n for n in market.current_plants(state) if n <= p.money]
        if not offers:
            return Pass() if Pass() in legal else None
        best = max(offers, key=lambda n: (self._plant_value(state, n), -n))
        return OfferPlant(best, best)

    def _bid(
        self, rules: PowerGrid, state: GameState, seat: int, legal: list[Action]
    ) -> Action | None:
        a = state.auction
        if (
            self._wanted(state, seat, a.plant)
            and a.bid + 1 <= self._ceiling(state, seat, a.plant)
            and Bid(a.bid + 1) in legal
        ):
            return Bid(a.bid + 1)
        return Pass()

    def _discard_plant(
        self, rules: PowerGrid, state: GameState, seat: int, legal: list[Action]
    ) -> Action | None:
        return min(legal, key=lambda a: (plants()[a.plant].cities, a.plant))

    def _return_fuel(
        self, rules: PowerGrid, state: GameState, seat: int, legal: list[Action]
    ) -> Action | None:
        return legal[0]

    # -- resources --------------------------------------------------------------------------

    def _buy(
        self, rules: PowerGrid, state: GameState, seat: int, legal: list[Action]
    ) -> Action | None:
        p = state.players[seat]
        target = dict.fromkeys(p.fuel, 0)
        for n in p.plants:  # one run of every plant, hybrids on the cheaper fuel
            plant = plants()[n]
            if plant.fuel == 0:
                continue
            fuel = min(plant.accepts, key=lambda r: (market.unit_prices(state, r) or (99,))[0])
            target[fuel] += plant.fuel
        for resource, want in target.items():
            short = want - p.fuel[resource]
            if short <= 0:
                continue
            options = [a for a in legal if isinstance(a, BuyFuel) and a.resource == resource]
            if options:  # as many as it is short of, as far as market, room and money allow
                counts = rules.amounts(state, options[0])
                assert counts is not None
                return options[0].with_amount(min(short, counts[-1]))
        return Pass()

    # -- building ---------------------------------------------------------------------------

    def _build(
        self, rules: PowerGrid, state: GameState, seat: int, legal: list[Action]
    ) -> Action | None:
        p = state.players[seat]
        capacity = sum(plants()[n].cities for n in p.plants)
        goal = capacity + 1
        end = tables().player_counts[len(state.players)].end
        if len(p.cities) >= goal or (len(p.cities) + 1 >= end and not self._leading(state, seat)):
            return Pass()
        prices = rules.build_prices(state, seat)  # this round's fuel is bought by now
        builds = [a for a in legal if isinstance(a, Build) and prices[a.city] <= p.money]
        if not builds:
            return Pass()
        return min(builds, key=lambda a: (prices[a.city], a.city))

    def _leading(self, state: GameState, seat: int) -> bool:
        """Would the bot win if the game ended now? (then it may trigger the end)"""

        def score(s: int) -> tuple[int, int]:
            q = state.players[s]
            return storage.max_powered(q.plants, q.fuel, len(q.cities) + (s == seat)), q.money

        return all(score(seat) >= score(s) for s in state.seats if s != seat)

    # -- bureaucracy ------------------------------------------------------------------------

    def _power(
        self, rules: PowerGrid, state: GameState, seat: int, legal: list[Action]
    ) -> Action | None:
        cities = len(state.players[seat].cities)

        def worth(a: Power) -> tuple[int, int]:
            powered = min(storage.capacity(a.plants), cities)
            burned = sum(storage.burn(a.plants, a.hybrid_coal).values())
            return powered, -burned

        return max(legal, key=worth)
