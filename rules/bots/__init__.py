"""The bots, by level. Each decides from what its seat may see (`Ruleset.view`).

* "easy": a beginner, the standard bot with a share of plausible slips (`rules.bots.easy`);
* "standard": the title's own heuristic bot (its descriptor's `bot`);
* "strong": a search over the title's rules (`rules.bots.search`), given a time (`think`,
  seconds per decision) or a number of iterations;
* "random": uniform over the legal answers, for tests and the command line; people are never
  offered it (`OFFERED`).

Older names of a level are still taken (`rules.core.seats.OLD_LEVELS`: "heuristic" is
"standard").
"""

from __future__ import annotations

from typing import Any, Protocol

from rules.core.actions import Action
from rules.core.descriptor import load
from rules.core.errors import OptionsError, reason
from rules.core.games import titles
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset
from rules.core.seats import BOT_LEVELS, OLD_LEVELS, current_level

LEVELS = BOT_LEVELS  # every level a seat may name
OFFERED = ("easy", "standard", "strong")  # the levels people choose among, easiest first
ALIASES = OLD_LEVELS  # older names still taken, and the level each names


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


def level_name(level: str) -> str:
    """A level's name now ("heuristic" → "standard"); OptionsError naming the levels for a name
    that is none."""
    name = current_level(level)
    if name not in LEVELS:
        raise OptionsError(reason("core.error.unknown_bot", bot=level, known=", ".join(LEVELS)))
    return name


def make_bot(
    game_id: str,
    level: str,
    seed: int,
    *,
    think: float | None = None,
    iterations: int | None = None,
) -> Bot:
    """A bot of `level` for a seat of `game_id`, built from `seed`. `think` (seconds per
    decision) and `iterations` bound the strong bot's search, as `SearchBot` takes them (the
    other levels ignore them); what is not given is its default."""
    name = level_name(level)
    if name == "random":
        return RandomBot(seed)
    if name == "strong":
        from rules.bots.search import SearchBot  # imported when one plays: it is the heaviest

        budget: dict[str, Any] = {}
        if think is not None:
            budget["think"] = think
        if iterations is not None:
            budget["iterations"] = iterations
        return SearchBot(game_id, seed, **budget)
    standard = standard_bot(game_id, level, seed)
    if name == "easy":
        from rules.bots.easy import EasyBot

        return EasyBot(standard, seed)
    return standard


def standard_bot(game_id: str, level: str, seed: int) -> Bot:
    """The title's heuristic bot (its descriptor's `bot`, a class built from the seed)."""
    found = {t.game_id: t for t in titles()}.get(game_id)
    if found is None:
        raise OptionsError(reason("core.error.unknown_bot", bot=level, known=", ".join(LEVELS)))
    bot: Bot = load(found.bot)(seed)
    return bot
