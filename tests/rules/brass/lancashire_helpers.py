"""Helpers for the Brass: Lancashire rule tests: the shared ones (brass_common.py) bound to its
ruleset, and a few of its own."""

from __future__ import annotations

from brass_common import MapHelpers, at_slot_step, give, keys  # noqa: F401 (re-exported)

from rules.brass.core.actions import ChooseAction, PlayCard
from rules.brass.core.state import BrassState
from rules.brass.lancashire import BrassLancashire
from rules.core.events import Event

RULES = BrassLancashire()
BOARD = RULES.board

_map = MapHelpers(RULES)
new_game = _map.new_game
put = _map.put
link = _map.link
act = _map.act
start = _map.start
build = _map.build
kind = _map.kind
seat = _map.seat
options = _map.options
slots_offered = _map.slots_offered
refused = _map.refused


def menu(state: BrassState) -> list[str]:
    return [a.action for a in RULES.legal_actions(state) if isinstance(a, ChooseAction)]


def income_level(state: BrassState, seat: int) -> int:
    return state.players[seat].income


def end_turns(state: BrassState, passes: int) -> list[Event]:
    """Pass `passes` actions (each discarding the first card in hand)."""
    events: list[Event] = []
    for _ in range(passes):
        hand = state.players[seat(state)].hand
        events += act(state, ChooseAction("pass"), PlayCard(hand[0]))
    return events
