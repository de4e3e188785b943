"""Shared helpers for the Brass rule tests: build positions by setting state fields, then drive
the engine through the kernel contract only (apply, why_not, legal_actions, prompt...)."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from rules.brass.birmingham import BrassBirmingham
from rules.brass.core.actions import ChooseAction, PlayCard
from rules.brass.core.state import BrassState, Tile
from rules.core.actions import Action
from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.state import state_hash

RULES = BrassBirmingham()
BOARD = RULES.board


def new_game(players: int = 4, seed: int = 7, *, era: str = "canal", round: int = 2) -> BrassState:
    """A game in `era`, round `round`, seat 0 to act with 2 actions (1 in canal round 1), seats in
    order 0, 1, 2...; hands as dealt, nothing on the board, merchants as shuffled."""
    state = RULES.setup({"players": players}, seed)
    state.order = list(range(players))
    state.era, state.round, state.turn = era, round, 0
    state.actions_left = 1 if era == "canal" and round == 1 else 2
    return state


def put(
    state: BrassState,
    slot: str,
    seat: int,
    industry: str,
    level: int = 1,
    *,
    cubes: int = 0,
    flipped: bool = False,
) -> Tile:
    """Place a tile on the board (taking it off the seat's mat when it is there)."""
    mat = state.players[seat].mat[industry]
    if level in mat:
        mat.remove(level)
    tile = Tile(seat, industry, level, cubes, flipped)
    state.tiles[slot] = tile
    return tile


def link(state: BrassState, seat: int, *ends: str) -> str:
    link_id = "link:" + "~".join(sorted(ends))
    assert link_id in BOARD.links, link_id
    state.links[link_id] = seat
    state.players[seat].links_left -= 1
    return link_id


def give(
    state: BrassState,
    seat: int,
    *,
    money: int | None = None,
    hand: Iterable[str] | None = None,
    income_space: int | None = None,
) -> None:
    p = state.players[seat]
    if money is not None:
        p.money = money
    if hand is not None:
        p.hand = sorted(hand)
    if income_space is not None:
        p.income_space = income_space


def to_act(state: BrassState, seat: int) -> None:
    """Make `seat` the one to act now (no action under way)."""
    state.turn = state.order.index(seat)
    state.draft = None


def act(state: BrassState, *actions: Action) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events.extend(RULES.apply(state, action))
    return events


def start(state: BrassState, action: str, card: str) -> list[Event]:
    """Choose an action and discard its card (the card is put in hand first if missing)."""
    seat = RULES.prompt(state).seat
    if card not in state.players[seat].hand:
        state.players[seat].hand = sorted([*state.players[seat].hand[1:], card])
    return act(state, ChooseAction(action), PlayCard(card))


def kind(state: BrassState) -> str | None:
    prompt = RULES.prompt(state)
    return None if prompt is None else prompt.kind


def seat(state: BrassState) -> int | None:
    prompt = RULES.prompt(state)
    return None if prompt is None else prompt.seat


def refused(state: BrassState, action: Action, why: str) -> None:
    """The action is illegal for reason `<why>` (a full key, or a brass.why.* suffix) and
    leaves the state untouched."""
    key = why if "." in why else f"brass.why.{why}"
    before = state_hash(state)
    assert action not in RULES.legal_actions(state)
    reason = RULES.why_not(state, action)
    assert reason is not None and reason.key == key, reason
    with pytest.raises(IllegalAction) as err:
        RULES.apply(state, action)
    assert err.value.reason.key == key
    assert state_hash(state) == before


def keys(events: list[Event]) -> list[str]:
    return [e.key.split(".event.")[1] for e in events]


def options(state: BrassState) -> list[Action]:
    return RULES.legal_actions(state)


def build(state: BrassState, card: str, industry: str, slot: str) -> list[Event]:
    """Build action up to the slot (coal and iron prompts, if any, are left to the test)."""
    from rules.brass.core.actions import BuildAt, ChooseIndustry

    return [*start(state, "build", card), *act(state, ChooseIndustry(industry), BuildAt(slot))]


def slots_offered(state: BrassState) -> list[str]:
    return sorted(a.slot for a in RULES.legal_actions(state))


def at_slot_step(state: BrassState, card: str, industry: str) -> None:
    """A Build action at its slot prompt, even when no slot is legal (to test refusals)."""
    from rules.brass.core.state import Draft

    state.draft = Draft("build", "slot", card=card, industry=industry, cards=0)
