"""Helpers for the Brass: Birmingham rule tests: the shared ones (brass_common.py) bound to its
ruleset."""

from __future__ import annotations

from brass_common import MapHelpers, at_slot_step, give, keys  # noqa: F401 (re-exported)

from rules.brass.birmingham import BrassBirmingham

RULES = BrassBirmingham()
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
