"""Title-independent bots. Each decides from what its seat may see (`Ruleset.view`)."""

from __future__ import annotations

from typing import Any, Protocol

from rules.core.actions import Action
from rules.core.descriptor import load
from rules.core.errors import OptionsError, reason
from rules.core.games import titles
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset

LEVELS = ("random", "heuristic")


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
    # a title's heuristic bot: its descriptor's `bot`, a class built from the seed
    found = {t.game_id: t for t in titles()}.get(game_id) if level == "heuristic" else None
    if found is None:
        raise OptionsError(reason("core.error.unknown_bot", bot=level, known=", ".join(LEVELS)))
    return load(found.bot)(seed)
