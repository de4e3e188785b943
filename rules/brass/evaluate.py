"""Both Brass maps' evaluation of a position for the strong bot (`rules.bots.search`).

The game is won by VP. Each seat's expected final VP, as the standard bot (`BrassBot`, the map's
own subclass, whose hooks know where that map's goods sell) reckons the parts of it:

* the VP scored so far;
* each flipped tile's VP at every era end still to come (a level-2+ tile built in the Canal Era
  scores twice), an unflipped tile's VP and income by its chance to flip (`flip_chance`);
* each link by the link icons it touches now (it scores at its era's end), plus a little for
  the tiles that may still flip beside it;
* income still to be paid, and money, at the VP a pound buys at this point of the game
  (`money_value`), the money only as far as the seat's actions left can spend it (SPEND a
  turn's action): a loan taken for money no action will spend is worth nothing. A map that
  scores money left at the end (Lancashire: 1 VP per £10, its bot's `money_floor`) counts
  all of it at that rate;
* a little for each location of its network (where it may build next).

The search compares seats by `rules.bots.value.win_chances` of those estimates, a lead counting
for less the more of the game is still to come (SPREAD_GAME).
"""

from __future__ import annotations

from functools import cache

from rules.bots.value import win_chances
from rules.brass.core import eras, income
from rules.brass.core.network import player_network
from rules.brass.core.ruleset import BrassRuleset
from rules.brass.core.state import BrassState
from rules.brass.heuristic import BrassBot
from rules.core.descriptor import load
from rules.core.games import title

HORIZON = 10  # decisions per rollout: a Brass action takes 2-5 prompts, so about two turns
SPREAD = 5.0  # at the end, a lead of 5 VP makes a win about three times as likely as a loss
SPREAD_GAME = 10.0  # more, by the share of the game's rounds still to come
SPEND = 15  # £ one action spends, about (a build with its coal and beer, two links)
LINK_HOPE = 0.5  # VP a link may still gain from tiles flipping beside it
NETWORK = 0.15  # VP per location in a seat's network
LATER_INCOME = 0.6  # the share of the payouts still to come that a flip comes in time for


def evaluate(rules: BrassRuleset, state: BrassState) -> list[float]:
    per_era = rules.board.rounds(len(state.players))
    left = _rounds_left(state, per_era) / (2 * per_era)
    return win_chances(expected_scores(rules, state), SPREAD + SPREAD_GAME * left)


def _rounds_left(state: BrassState, per_era: int) -> int:
    """Rounds still to come, this one included, in both eras."""
    return per_era - state.round + 1 + (per_era if state.era == "canal" else 0)


def expected_scores(rules: BrassRuleset, state: BrassState) -> list[float]:
    """Each seat's expected final VP (income space and money break ties, in small fractions)."""
    return [
        expected_vp(rules, state, seat) + p.income_space / 1000 + p.money / 100_000
        for seat, p in enumerate(state.players)
    ]


def expected_vp(rules: BrassRuleset, state: BrassState, seat: int) -> float:
    bot = _bot(rules.game_id)
    board = rules.board
    p = state.players[seat]
    rounds_left = _rounds_left(state, board.rounds(len(state.players)))
    rate = bot.money_value(rules, state)
    floor = bot.money_floor
    total = float(p.score)
    total += floor * p.money + (rate - floor) * min(p.money, SPEND * 2 * rounds_left)
    expected_space = float(p.income_space)
    for slot, tile in state.tiles.items():
        if tile.owner != seat:
            continue
        spec = board.spec(tile.industry, tile.level)
        scorings = 2 if state.era == "canal" and tile.level > 1 else 1
        if tile.flipped:
            total += spec.vp * scorings
            continue
        chance = bot.flip_chance(rules, state, seat, slot)
        total += chance * spec.vp * scorings
        expected_space += chance * spec.income
    later = income.level(min(income.LAST, round(expected_space))) - p.income
    total += rate * bot.rounds_paid(rules, state) * (p.income + LATER_INCOME * later)
    for link_id, owner in state.links.items():
        if owner == seat:
            total += eras.link_value(board, state, link_id) + LINK_HOPE
    return total + NETWORK * len(player_network(board, state, seat))


@cache
def _bot(game_id: str) -> BrassBot:
    """The map's standard bot, for its estimates only (its memo of routes to buyers is kept
    between calls, keyed by the links on the board)."""
    return load(title(game_id).bot)(0)
