"""Title-independent bots. Each decides from what its seat may see (`Ruleset.view`)."""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from rules.core.actions import Action
from rules.core.errors import OptionsError, reason
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset

LEVELS = ("random", "heuristic")
# A title's heuristic bot: module path of a class taking (seed) with the Bot protocol.
_HEURISTICS = {
    "powergrid": "rules.powergrid.heuristic:HeuristicBot",
    "brass-birmingham": "rules.brass.birmingham_heuristic:BirminghamBot",
    "brass-lancashire": "rules.brass.lancashire_heuristic:LancashireBot",
    "barrage": "rules.barrage.heuristic:BarrageHeuristic",
    "roads-and-boats": "rules.roadsboats.heuristic:RoadsBoatsHeuristic",
}


class Bot(Protocol):
    def choose(self, rules: Ruleset, state: Any, seat: int) -> Action: ...


class RandomBot:
    """Uniform over the legal actions, then over the amounts one of them allows."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, rules: Ruleset, state: Any, seat: int) -> Action:
        seen = rules.view(state, seat)
        action = self.rng.choice(rules.legal_actions(seen))
        values = rules.amounts(seen, action) if action.amount_field is not None else None
        return action.with_amount(values[self.rng.below(len(values))]) if values else action


def make_bot(game_id: str, level: str, seed: int) -> Bot:
    if level == "random":
        return RandomBot(seed)
    target = _HEURISTICS.get(game_id) if level == "heuristic" else None
    if target is None:
        raise OptionsError(reason("core.error.unknown_bot", bot=level, known=", ".join(LEVELS)))
    module, name = target.split(":")
    return getattr(importlib.import_module(module), name)(seed)
