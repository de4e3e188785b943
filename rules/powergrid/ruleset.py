"""Power Grid, original edition: the whole game, headless. Its prompts are the steps in
`steps.py`; how a round moves on is `flow.py`."""

from __future__ import annotations

from typing import Any

from rules.core.actions import Action
from rules.core.errors import OptionsError, reason
from rules.core.prompt import Result, ranking
from rules.core.rng import Rng
from rules.core.seats import normalize_seats
from rules.core.state import shallow_copy
from rules.core.steps import StepRuleset
from rules.core.text import Text
from rules.powergrid import board, flow, market, steps, storage
from rules.powergrid.actions import (
    ACTION_TYPES,
    Bid,
    Build,
    BuyFuel,
    DiscardPlant,
    OfferPlant,
    PickRegion,
)
from rules.powergrid.data import MAPS, RESOURCES, load_map, plants, tables
from rules.powergrid.describe import describe
from rules.powergrid.state import STEP3_CARD, GameState, Player

COLOURS = ("#d62828", "#1d4ed8", "#15803d", "#eab308", "#7e22ce", "#404040")


class PowerGrid(StepRuleset):
    game_id = "powergrid"
    catalog = "powergrid"
    action_types = ACTION_TYPES

    def __init__(self) -> None:
        super().__init__()
        self.steps = {step.kind: step for step in steps.STEPS}

    # -- options and setup --------------------------------------------------------------------

    def normalize_options(self, options: dict[str, Any]) -> dict[str, Any]:
        map_id = options.get("map", "germany")
        if map_id not in MAPS:
            raise OptionsError(reason("powergrid.options.map", map=map_id, known=", ".join(MAPS)))
        n = options.get("players", 3)
        if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 6:
            raise OptionsError(reason("powergrid.options.players", players=n))
        norm_seats = normalize_seats(options.get("seats"), n, COLOURS)
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
            flow.start_auction(state)
        return state

    # -- who acts, and what the answers are ------------------------------------------------------

    def current(self, state: GameState) -> tuple[int, str] | None:
        return flow.current(state)

    def phase_order(self, state: GameState) -> list[int]:
        """Seats in the order they act this phase: Phases 3 and 4 go in reverse player order."""
        return flow.phase_order(state)

    @staticmethod
    def lone_buyer(state: GameState) -> bool:
        return flow.lone_buyer(state)

    def build_prices(self, state: GameState, seat: int) -> dict[str, int]:
        """Full price (connection + slot) of every city the seat may build in now."""
        return board.build_prices(state, seat)

    def power_outcome(
        self, state: GameState, seat: int, chosen: tuple[int, ...]
    ) -> tuple[int, int]:
        """(cities powered, income) of running `chosen`: capacity capped by connected cities."""
        return steps.power_outcome(state, seat, chosen)

    def amounts(self, state: GameState, action: Action) -> range | None:
        """Opening bids from the plant's number, higher bids up to the money, token counts up to
        what market, storage and money allow; None when the rest of the action is not legal."""
        now = flow.current(state)
        lowest = _lowest(state, action)
        if now is None or self.why_not(state, action.with_amount(lowest)) is not None:
            return None
        seat = now[0]
        money = state.players[seat].money
        if isinstance(action, OfferPlant):
            return steps.opening_bids(state, seat, action.plant)
        if isinstance(action, Bid):
            assert state.auction is not None
            return range(state.auction.bid + 1, money + 1)
        if isinstance(action, BuyFuel):
            return range(1, steps.affordable_tokens(state, seat, action.resource) + 1)
        return None

    def costs(self, state: GameState, actions: list[Action]) -> list[int | None]:
        """A city's full price, a purchase's price, an opening bid."""
        now = flow.current(state)
        building = now is not None and any(isinstance(a, Build) for a in actions)
        prices = board.build_prices(state, now[0]) if building and now is not None else {}
        out: list[int | None] = []
        for action in actions:
            if isinstance(action, Build):
                out.append(prices.get(action.city))
            elif isinstance(action, BuyFuel):
                out.append(market.cost_of(state, action.resource, action.count))
            elif isinstance(action, OfferPlant):
                out.append(action.bid)
            else:
                out.append(None)
        return out

    def intent(self, state: GameState, piece: str, target: str) -> Action | None:
        """A house on a city builds there; a market plant on the auction is offered at its
        number, an owned one on the discard pile discarded; a token on a plant bought for it."""
        what, _, key = piece.partition(":")
        goal, _, spot = target.partition(":")
        if piece == "house" and goal == "city":
            return Build(spot)
        if what == "plant" and key.isdigit():
            if target == "auction" and int(key) != STEP3_CARD:
                return OfferPlant(int(key), int(key))
            if target == "discard":
                return DiscardPlant(int(key))
        if what == "market" and key in RESOURCES and goal == "plant" and spot.isdigit():
            return BuyFuel(key, 1, int(spot))
        if goal == "region" and what in ("", "region"):
            return PickRegion(spot)
        return None

    def leads_to(
        self, state: GameState, action: Action, piece: str | None, target: str | None
    ) -> bool:
        return False  # every Power Grid gesture answers the prompt it is made at

    # -- reading the state -------------------------------------------------------------------

    def describe(self, state: GameState, element_id: str) -> Text | None:
        return describe(self, state, element_id)

    def view(self, state: GameState, seat: int | None) -> GameState:
        """The stack's unseen cards, setup removals and the RNG are hidden; money too if the
        table says so. Cards everyone saw placed (#13 on top, plants put under) stay visible.

        Only what it hides is new: the view shares the rest with `state` (its players, houses,
        market...), so read it and never change it; to play on, clone it (`determinize` does)."""
        seen: GameState = shallow_copy(state)
        known = state.public_bottom
        seen.stack = state.stack[:known] + [-1] * (len(state.stack) - known)
        if state.public_top and state.stack:
            seen.stack[-1] = state.stack[-1]
        seen.rng = Rng(0)
        if not state.show_money:
            seen.players = [
                p if other == seat else _hide_money(p) for other, p in enumerate(state.players)
            ]
        return seen

    def determinize(self, state: GameState, seat: int, rng: Rng) -> GameState:
        """The seat's view with the unseen stack cards dealt from the plants it has not seen
        (the setup removals among them), and a fresh RNG for the shuffles to come: a whole copy,
        sharing nothing with `state`."""
        world = self.clone(self.view(state, seat))
        seen = {*world.market, *world.removed, *world.stack}
        for p in world.players:
            seen.update(p.plants)
        pool = [n for n in plants() if n not in seen]  # the Step 3 card is never unseen
        rng.shuffle(pool)
        world.stack = [pool.pop() if n == -1 else n for n in world.stack]
        world.rng = Rng(rng.next64())
        return world

    def result(self, state: GameState) -> Result | None:
        if state.phase != "over":
            return None
        entries = []
        for seat, p in enumerate(state.players):
            powered = storage.max_powered(p.plants, p.fuel, len(p.cities))
            score = {"powered": powered, "money": p.money, "cities": len(p.cities)}
            entries.append((seat, (powered, p.money, len(p.cities)), score))
        return ranking(entries)


def _hide_money(player: Player) -> Player:
    hidden: Player = shallow_copy(player)
    hidden.money = -1
    return hidden


def _lowest(state: GameState, action: Action) -> int:
    """The smallest amount an action of its kind may take now (to check its other fields)."""
    if isinstance(action, OfferPlant):
        return action.plant
    if isinstance(action, Bid) and state.auction is not None:
        return state.auction.bid + 1
    return 1
