"""Shared helpers for the Power Grid rule tests: build positions, act, check refusals.

Positions are built by setting the plain state fields directly (spec Appendix A), then the
engine is driven through the public kernel contract only (apply, why_not, legal_actions...).
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from rules.core.actions import Action
from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.state import state_hash
from rules.powergrid.ruleset import PowerGrid
from rules.powergrid.state import FUELS, GameState

RULES = PowerGrid()

# A connected region set per player count on Germany, holding the spec's worked-example cities.
REGIONS = {
    2: ["E", "NW", "W"],
    3: ["E", "NW", "W"],
    4: ["E", "NW", "SW", "W"],
    5: ["E", "NE", "NW", "SW", "W"],
    6: ["E", "NE", "NW", "SW", "W"],
}

# The 21 cities of NW + W + E (in every REGIONS set), roughly nearest first from Essen.
CITIES = (
    "essen",
    "duisburg",
    "duesseldorf",
    "dortmund",
    "muenster",
    "osnabrueck",
    "kassel",
    "bremen",
    "hannover",
    "fulda",
    "erfurt",
    "halle",
    "leipzig",
    "hamburg",
    "kiel",
    "cuxhaven",
    "wilhelmshaven",
    "flensburg",
    "wuerzburg",
    "nuernberg",
    "dresden",
)


def new_game(players: int = 3, seed: int = 7, **options: object) -> GameState:
    """A fresh game at the round-1 auction, seats in player order 0, 1, 2..."""
    opts: dict[str, object] = {"players": players, "regions": REGIONS[players]}
    opts.update(options)
    state = RULES.setup(opts, seed)
    state.order = list(range(players))
    state.eligible = list(state.order)
    return state


def give(
    state: GameState,
    seat: int,
    *,
    plants: Iterable[int] | None = None,
    fuel: dict[str, int] | None = None,
    cities: Iterable[str] = (),
    money: int | None = None,
) -> None:
    """Hand a seat plants, fuel (others zero), houses and money."""
    p = state.players[seat]
    if plants is not None:
        p.plants = list(plants)
    if fuel is not None:
        p.fuel = {r: fuel.get(r, 0) for r in FUELS}
    for city in cities:
        state.houses[city].append(seat)
        p.cities.append(city)
    if money is not None:
        p.money = money


def round2(state: GameState, plants: dict[int, int]) -> GameState:
    """Past round 1: every seat owns the given plant (seat -> plant), a fresh auction phase."""
    for seat, plant in plants.items():
        state.players[seat].plants = [plant]
        if plant in state.market:
            state.market.remove(plant)
    state.round = 2
    state.eligible = list(state.order)
    state.auction = None
    state.sold_any = False
    return state


def enter(state: GameState, phase: str, seat: int | None = None) -> GameState:
    """Jump to Phase 3, 4 or 5 ("buy", "build", "power") with `seat` to act (default: first)."""
    state.phase = phase
    state.auction = None
    state.eligible = []
    state.pending = []
    seats = list(reversed(state.order)) if phase in ("buy", "build") else list(state.order)
    state.turn = 0 if seat is None else seats.index(seat)
    return state


def act(state: GameState, *actions: Action) -> list[Event]:
    """Apply legal actions in turn; return all their events."""
    events: list[Event] = []
    for action in actions:
        events.extend(RULES.apply(state, action))
    return events


def seat_to_act(state: GameState) -> int | None:
    prompt = RULES.prompt(state)
    return None if prompt is None else prompt.seat


def kind_to_act(state: GameState) -> str | None:
    prompt = RULES.prompt(state)
    return None if prompt is None else prompt.kind


def refused(state: GameState, action: Action, why: str) -> None:
    """The action is illegal for reason `powergrid.why.<why>` and leaves the state untouched."""
    before = state_hash(state)
    assert action not in RULES.legal_actions(state)
    reason = RULES.why_not(state, action)
    assert reason is not None and reason.key == f"powergrid.why.{why}", reason
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, action)
    assert err.value.reason.key == f"powergrid.why.{why}"
    assert state_hash(state) == before


def event_keys(events: list[Event]) -> list[str]:
    return [e.key.removeprefix("powergrid.event.") for e in events]
