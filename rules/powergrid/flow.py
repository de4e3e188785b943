"""How a Power Grid round moves on: who acts now, and what happens when a phase ends (spec 3).

Plain functions of the state, used by the steps once an answer is carried out.
"""

from __future__ import annotations

from rules.core.events import Event
from rules.core.prompt import Decision
from rules.powergrid import market, storage
from rules.powergrid.data import tables
from rules.powergrid.state import GameState


def current(state: GameState) -> tuple[int, str] | None:
    """The seat to act and the step it answers; None once the game is over."""
    if state.phase == "over":
        return None
    if state.pending:
        top = state.pending[-1]
        return top.seat, top.kind
    if state.phase == "regions":
        return state.order[len(state.regions) % len(state.players)], "pick_region"
    if state.phase == "auction":
        if state.auction is not None:
            return state.auction.turn, "bid"
        return chooser(state), "choose_plant"
    turn = state.turn  # phase_order(state)[turn], without making the list
    return state.order[-1 - turn if state.phase in ("buy", "build") else turn], state.phase


def phase_order(state: GameState) -> list[int]:
    """Seats in the order they act this phase: Phases 3 and 4 go in reverse player order."""
    return list(reversed(state.order)) if state.phase in ("buy", "build") else state.order


def chooser(state: GameState) -> int:
    return next(s for s in state.order if s in state.eligible)


def max_plants(state: GameState) -> int:
    return tables().player_counts[len(state.players)].max_plants


def lone_buyer(state: GameState) -> bool:
    """Everyone else has bought or passed this round: the one left buys a plant at its number,
    with no auction (spec 3.2, "Last eligible player")."""
    return state.phase == "auction" and state.auction is None and len(state.eligible) == 1


def may_pass_choosing(state: GameState, seat: int) -> bool:
    """After round 1 anyone may pass; before owning a plant only if nothing is affordable."""
    if state.players[seat].plants:
        return True
    money = state.players[seat].money
    return not any(p <= money for p in market.current_plants(state))


# -- the auction ----------------------------------------------------------------------------------


def start_auction(state: GameState) -> None:
    state.phase = "auction"
    state.eligible = list(state.order)
    state.sold_any = False
    state.auction = None


def next_bidder(state: GameState, after: int, ev: list[Event]) -> None:
    auction = state.auction
    assert auction is not None
    if len(auction.active) == 1:
        win(state, auction.high, ev)
        return
    i = auction.active.index(after)
    auction.turn = auction.active[(i + 1) % len(auction.active)]


def win(state: GameState, seat: int, ev: list[Event]) -> None:
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
        Event(
            "powergrid.event.won",
            {"plant": auction.plant, "price": auction.bid},
            seat,
            moved=("auction", f"player:{seat}"),
        )
    )
    # The discarded plant leaves the game, so refilling first changes nothing (spec 3.2.3).
    market.refill(state, ev)
    if len(p.plants) > max_plants(state):
        state.pending.append(Decision("discard_plant", seat))
        return
    continue_auction_phase(state, ev)


def return_fuel(state: GameState, seat: int, resource: str, n: int, ev: list[Event]) -> None:
    """Fuel that no longer fits goes to the general supply, not the market (AMB-7)."""
    if n:
        p = state.players[seat]
        p.fuel[resource] -= n
        p.fuel_on = storage.lay_out(p.plants, p.fuel, p.fuel_on)
        state.supply[resource] += n
        ev.append(
            Event(
                "powergrid.event.fuel_returned",
                {"resource": resource, "n": n},
                seat,
                moved=(f"player:{seat}", "supply"),
            )
        )


def continue_auction_phase(state: GameState, ev: list[Event]) -> None:
    if state.eligible or state.pending:
        return
    if not state.sold_any:  # nothing sold: the lowest plant leaves (spec 3.2.1)
        market.remove_lowest(state, ev, "nothing_sold")
        market.refill(state, ev)
    if state.round == 1:  # round 1's auction sets the first player order
        order_players(state, ev)
    market.resolve_step3_card(state, ev)
    enter(state, "buy", ev)


# -- the other phases -----------------------------------------------------------------------------


def next_turn(state: GameState, ev: list[Event]) -> None:
    state.turn += 1
    if state.turn < len(state.players):
        return
    if state.phase == "buy":
        enter(state, "build", ev)
    elif state.phase == "build":
        end_build(state, ev)
    else:
        end_bureaucracy(state, ev)


def enter(state: GameState, phase: str, ev: list[Event]) -> None:
    state.phase = phase
    state.turn = 0
    if state.next_step:
        state.step, state.next_step = state.next_step, 0
        ev.append(Event("powergrid.event.step_begins", {"step": state.step}))
    ev.append(Event(f"powergrid.event.phase_{phase}", {"round": state.round}))


def end_build(state: GameState, ev: list[Event]) -> None:
    counts = tables().player_counts[len(state.players)]
    if market.leader_cities(state) >= counts.end:
        state.phase = "over"
        ev.append(Event("powergrid.event.game_over", {}))
        return
    enter(state, "power", ev)
    if state.step == 1 and market.leader_cities(state) >= counts.step2:
        state.step = 2
        ev.append(Event("powergrid.event.step_begins", {"step": 2}))
        if state.step2_event == "seed":  # the teaching guide's reading of AMB-1
            market.put_under_stack(state, ev)
        else:  # AMB-1, official: the lowest plant leaves the game
            market.remove_lowest(state, ev, "step2")
        market.refill(state, ev)
    state.powered = [0] * len(state.players)


def end_bureaucracy(state: GameState, ev: list[Event]) -> None:
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
    order_players(state, ev)
    start_auction(state)
    ev.append(Event("powergrid.event.phase_auction", {"round": state.round}))


def order_players(state: GameState, ev: list[Event]) -> None:
    """Phase 1: most cities first, then the biggest plant (spec 3.1)."""
    state.order.sort(
        key=lambda s: (len(state.players[s].cities), max(state.players[s].plants, default=0)),
        reverse=True,
    )
    ev.append(Event("powergrid.event.order", {"order": list(state.order)}))
