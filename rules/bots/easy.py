"""The "easy" level: a beginner's opponent. It plays the standard bot's choice, except at a share
of its decisions (`SLIP_RATE`) where it slips: it makes the standard choice a little worse, the
way a person new to the game would, never a move picked at random from all the legal ones.

A slip keeps the kind of the standard choice (the same action class) and changes as little of it
as the legal answers allow:

* an amount one step off (a bid one higher, a fuel fewer or more, another size of loan), for an
  action with an amount;
* else another answer of the same kind that differs from the choice in the fewest fields (the
  same transporter moved elsewhere or without its load, the same tile built on another slot,
  another card discarded, another city built in), and among those, where the title prices its
  answers (`Ruleset.costs`), the ones nearest in price to the choice.

One of those is taken at random. Where the standard choice has no such variation (a pass, the
only answer), the easy bot plays it as it is. The bot needs nothing from a title but its standard
bot and the rules' contract, so every title has an easy level.

The standard bot is asked at every decision, slips or not, so whatever it remembers between
decisions (a Brass action's plan, the transporters that stay put) follows the game. Its seed is
the standard bot's own and the slips are drawn from a generator of their own, so an easy game is
as reproducible as a standard one.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from rules.core.actions import Action
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset

SLIP_RATE = 0.4  # the share of decisions at which the bot slips (where it can)
SLIP_SALT = 0x5EA5E  # the slips' generator: seeded apart from the standard bot's
CLOSEST_PRICES = 2  # priced variations: the ones nearest the choice's price
_SCALE = 10_000


class EasyBot:
    """A beginner: the standard bot's choice, with a slip at `rate` of the decisions."""

    def __init__(self, standard: Any, seed: int, *, rate: float = SLIP_RATE) -> None:
        self.standard = standard
        self.rng = Rng(seed ^ SLIP_SALT)
        self.rate = rate
        self.slips = 0  # how many decisions it slipped at (tests, tuning)

    def choose(self, rules: Ruleset, state: Any, seat: int) -> Action:
        pick = self.standard.choose(rules, state, seat)
        if self.rng.below(_SCALE) >= round(self.rate * _SCALE):
            return pick
        options = variations(rules, rules.view(state, seat), pick)
        if not options:
            return pick
        self.slips += 1
        return options[self.rng.below(len(options))]


def variations(rules: Ruleset, seen: Any, pick: Action) -> list[Action]:
    """The legal answers a slip may give instead of `pick` (see the module doc), in the order
    the rules list them; [] when there is none."""
    legal = rules.legal_actions(seen)
    options: list[Action] = []
    amount = pick.amount_field
    if amount is not None:
        values = list(rules.amounts(seen, pick) or ())
        now = getattr(pick, amount)
        if now in values:
            at = values.index(now)
            near = (at - 1, at + 1)
            options = [pick.with_amount(values[i]) for i in near if 0 <= i < len(values)]
        if options:
            return options
        base = pick.with_amount(values[0]) if values else pick
        legal = [a for a in legal if a != base]
    options = [a for a in legal if type(a) is type(pick) and a != pick]
    if not options:
        return []
    fewest = min(_differences(a, pick) for a in options)
    options = [a for a in options if _differences(a, pick) == fewest]
    return _nearest_in_price(rules, seen, pick, options)


def _differences(a: Action, b: Action) -> int:
    """In how many fields two actions of one class differ."""
    return sum(getattr(a, f.name) != getattr(b, f.name) for f in dataclasses.fields(a))


def _nearest_in_price(
    rules: Ruleset, seen: Any, pick: Action, options: list[Action]
) -> list[Action]:
    """The options whose price is nearest the pick's (the CLOSEST_PRICES nearest, ties kept),
    where the title prices them all; else every option."""
    prices = rules.costs(seen, [pick, *options])
    if any(p is None for p in prices):
        return options
    base = prices[0]
    assert base is not None
    gaps = [abs(p - base) for p in prices[1:] if p is not None]
    cut = sorted(gaps)[min(CLOSEST_PRICES, len(gaps)) - 1]
    return [a for a, gap in zip(options, gaps, strict=True) if gap <= cut]
