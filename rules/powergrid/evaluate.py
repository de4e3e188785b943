"""Power Grid's evaluation of a position for the strong bot (`rules.bots.search`).

The game is won by the cities a seat powers at the end, money breaking ties. A seat powers as
many cities as it has connected, its plants can run, and its fuel feeds: the least of three
counts, each of which money raises. A city costs its slot (10, 15, 20 by step) plus a
connection, a city of plant capacity about CAPACITY_PRICE, a city's fuel for a run what the
market asks now for its plants' fuel. So each seat's expected final score is the highest level
of all three that its money buys — the money it has and the net income of the rounds still to
come at the rate it powers now — spent where it is short. The rounds to come are guessed from
the leader's distance to the end. In a round the game may end in (some seat could build up to
the end with its money), once the Auction phase is over the plants a seat has are all it will
run, and once its Buy phase is behind it the fuel it holds is all it will burn: no money buys
more. An auction under way counts as won by its high bidder at its
bid (the plant replacing the bidder's smallest when it has the most plants it may): a bid
costs nothing until the auction ends, and a rollout cut short in it must not make bidding
look free.

The search compares seats by `rules.bots.value.win_chances` of those estimates, a lead counting
for less the more rounds are still to come (SPREAD_A_ROUND): an estimate that far ahead is
rough, and a seat behind still has the rounds to catch up in.
"""

from __future__ import annotations

from rules.bots.value import win_chances
from rules.powergrid import flow, market, storage
from rules.powergrid.data import plants, tables
from rules.powergrid.ruleset import PowerGrid
from rules.powergrid.state import GameState

HORIZON = 24  # decisions per rollout: about a round of two seats (each bid is a decision)
CONNECTION = 10  # a typical connection's cost, added to the slot's
CAPACITY_PRICE = 7  # money per city of capacity a plant costs (plant number / cities, 5-9)
SCARCE = 30  # money a token is counted at when the market has too few for a run
PACE = 3  # cities the leader connects a round
SPREAD = 1.0  # at the end, a lead of 1 city makes a win about three times as likely as a loss
SPREAD_A_ROUND = 0.6  # and a lead counts for less with each round still to come
PLENTY = 99  # cities: more than any seat powers


def evaluate(rules: PowerGrid, state: GameState) -> list[float]:
    return win_chances(expected_scores(state), SPREAD + SPREAD_A_ROUND * rounds_left(state))


def rounds_left(state: GameState) -> float:
    """Rounds still to come, guessed from the leader's distance to the end."""
    end = tables().player_counts[len(state.players)].end
    leader = max(len(p.cities) for p in state.players)
    return max(0.5, (end - leader) / PACE)


def expected_scores(state: GameState) -> list[float]:
    """Each seat's expected cities powered at the end (money as a tie-break in thousandths)."""
    t = tables()
    end = t.player_counts[len(state.players)].end
    rounds = rounds_left(state)
    city_price = t.slot_costs[min(state.step, 3) - 1] + CONNECTION
    last_round = state.phase in ("auction", "buy", "build") and any(
        len(q.cities) + max(q.money, 0) // city_price >= end for q in state.players
    )
    out = []
    for seat, p in enumerate(state.players):
        owned, cash = list(p.plants), p.money
        a = state.auction
        if a is not None and a.high == seat:  # counted as won at its bid
            if len(owned) >= flow.max_plants(state):
                owned.remove(min(owned, key=lambda n: (plants()[n].cities, n)))
            owned.append(a.plant)
            cash -= a.bid
        cities = len(p.cities)
        capacity = sum(plants()[n].cities for n in owned)
        fuelled = storage.max_powered(owned, p.fuel, PLENTY) if owned else 0
        runs = min(cities, capacity)
        per_city = _fuel_per_city(state, owned)
        net = t.income(runs) - per_city * runs
        money = max(cash, 0) + rounds * net
        bought = last_round and state.phase != "auction"  # no plant to be had any more
        burned = last_round and not _buys_later(state, seat)  # nor fuel
        parts = [(cities, city_price), (capacity, None if bought else CAPACITY_PRICE)]
        parts.append((fuelled, None if burned else per_city))
        level = _level(money, parts)
        out.append(level + p.money / 1000)
    return out


def _fuel_per_city(state: GameState, owned: list[int]) -> float:
    """What the market asks now for the fuel of one run of the plants, per city they power
    (each plant on its cheapest fuel; an ecological plant burns none)."""
    cost, cities = 0, 0
    for n in owned:
        plant = plants()[n]
        cities += plant.cities
        if plant.fuel:
            cost += min(
                market.cost_of(state, r, plant.fuel)
                if state.resources[r] >= plant.fuel
                else SCARCE * plant.fuel
                for r in plant.accepts
            )
    return cost / cities if cities else 0.0


def _buys_later(state: GameState, seat: int) -> bool:
    """Whether the seat's Buy phase of this round is still to come."""
    if state.phase in ("regions", "auction"):
        return True
    return state.phase == "buy" and flow.phase_order(state).index(seat) >= state.turn


def _level(money: float, parts: list[tuple[int, float | None]]) -> float:
    """The most cities powered that `money` buys: each part (cities, capacity, fuel: how many it
    stands at, and the money one more costs; None: no more to be had) raised to one level."""
    level = float(min(count for count, _ in parts))
    ceiling = min((count for count, price in parts if price is None), default=PLENTY)
    while level < ceiling:
        rate = sum(price or 0.0 for count, price in parts if count <= level)  # money a level
        step = min([count for count, _ in parts if count > level] + [ceiling]) - level
        if rate * step >= money:
            return level + money / rate if rate else level + step
        money -= rate * step
        level += step
    return level
