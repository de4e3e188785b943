"""The power plant market and the resource market (spec sections 5 and 8.4)."""

from __future__ import annotations

from bisect import insort

from rules.core.events import Event
from rules.powergrid.data import RESOURCES, tables
from rules.powergrid.state import STEP3_CARD, GameState

# -- power plants -----------------------------------------------------------------------------


def current_plants(state: GameState) -> list[int]:
    """Plants that may be auctioned: the 4 lowest, or the whole market in Step 3 (spec 5.3)."""
    if state.step3_market:
        return list(state.market)
    return [p for p in state.market[:4] if p != STEP3_CARD]


def leader_cities(state: GameState) -> int:
    return max(len(p.cities) for p in state.players)


def remove_lowest(state: GameState, events: list[Event], why: str) -> None:
    plants = [p for p in state.market if p != STEP3_CARD]
    if plants:
        state.market.remove(plants[0])
        state.removed.append(plants[0])
        events.append(Event("powergrid.event.plant_removed", {"plant": plants[0], "why": why}))


def refill(state: GameState, events: list[Event]) -> None:
    """Draw until the market is full again (spec 5.2), applying the too-low rule to each draw."""
    target = 6 if state.step3_market else 8
    while len(state.market) < target and state.stack:
        card = state.stack.pop()
        state.public_top = False
        state.public_bottom = min(state.public_bottom, len(state.stack))
        if card == STEP3_CARD:
            state.rng.shuffle(state.stack)  # AMB-5: the rest of the stack is shuffled
            state.public_bottom = 0
            events.append(Event("powergrid.event.step3_card", reveals=True))
            if state.phase == "auction":  # waits as the highest plant until Phase 2 ends
                state.market.append(STEP3_CARD)
            else:  # Phases 4 and 5: resolved at once, Step 3 from the next phase (AMB-3)
                remove_lowest(state, events, "step3")
                state.step3_market = True
                state.next_step = 3
            return
        if card <= leader_cities(state):
            state.removed.append(card)
            events.append(
                Event(
                    "powergrid.event.plant_removed", {"plant": card, "why": "too_low"}, reveals=True
                )
            )
            continue
        insort(state.market, card)
        events.append(Event("powergrid.event.plant_drawn", {"plant": card}, reveals=True))


def put_under_stack(state: GameState, events: list[Event]) -> None:
    """The highest plant goes face down under the stack, where everyone saw it go (spec 5c)."""
    highest = state.market.pop()
    state.stack.insert(0, highest)
    state.public_bottom += 1
    events.append(Event("powergrid.event.plant_under_stack", {"plant": highest}))


def enforce_too_low(state: GameState, events: list[Event]) -> None:
    """Remove market plants numbered at or below the leader's city count (spec 5.4)."""
    leader = leader_cities(state)
    while state.market and state.market[0] <= leader:
        state.removed.append(state.market.pop(0))
        events.append(
            Event("powergrid.event.plant_removed", {"plant": state.removed[-1], "why": "too_low"})
        )
        refill(state, events)


def resolve_step3_card(state: GameState, events: list[Event]) -> None:
    """End of Phase 2 with the Step 3 card in the market: it and the lowest plant leave."""
    if STEP3_CARD in state.market:
        state.market.remove(STEP3_CARD)
        remove_lowest(state, events, "step3")
        state.step3_market = True
        state.step = 3
        events.append(Event("powergrid.event.step_begins", {"step": 3}))


# -- resources ----------------------------------------------------------------------------------


def unit_prices(state: GameState, resource: str) -> tuple[int, ...]:
    """Prices of the tokens on the track, cheapest first (the market empties from the front)."""
    prices = tables().prices[resource]
    return prices[len(prices) - state.resources[resource] :]


def cost_of(state: GameState, resource: str, count: int) -> int:
    return sum(unit_prices(state, resource)[:count])


def resupply(state: GameState, events: list[Event]) -> None:
    """Phase 5b: refill the track from the general supply, most expensive empty space first."""
    wanted = tables().resupply[len(state.players)][state.step]
    added = {}
    for resource in RESOURCES:
        space = len(tables().prices[resource]) - state.resources[resource]
        n = min(wanted[resource], state.supply[resource], space)
        state.resources[resource] += n
        state.supply[resource] -= n
        added[resource] = n
    events.append(Event("powergrid.event.resupply", added))
