"""Roads & Boats' evaluation of a position for the strong bot (`rules.bots.search`).

The game is won by wealth (spec §7.5): gold, coins and stock on a player's own transporters and
its share of the wonder. Each seat's expected final wealth:

* its wealth now (`scoring.wealth`: the wonder's rows as they stand, partial row included);
* every other good on its transporters at the standard bot's worth of a good weighed against
  bricks (`heuristic_weights.VALUE`: what the wonder or a mint turns it into), and the goods
  lying in its home area (where its bricks are bought from) at HOME_SHARE of that: anyone's
  transporter may still carry them off; both less in the last LAST_TURNS turns, when fewer of
  them still turn into wealth (the wealth goods in the home area count for nobody at the end);
* each of its transporters, for the goods it will still carry (TRANSPORTER, by its capacity),
  in proportion to the turns left (`heuristic_seat._turns_left`: to the wonder's end, at the
  rate bricks are laid) out of FULL_GAME.

The search compares seats by `rules.bots.value.win_chances` of those estimates, a lead counting
for less the more turns are still to come (SPREAD_A_TURN).
"""

from __future__ import annotations

from rules.bots.value import win_chances
from rules.roadsboats import scoring
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.heuristic_seat import _turns_left
from rules.roadsboats.heuristic_weights import VALUE
from rules.roadsboats.ruleset import RoadsBoatsRuleset
from rules.roadsboats.state import RoadsBoatsState

HORIZON = 12  # decisions per rollout: one transporter's move or one production is a decision
SPREAD = 6.0  # at the end, a lead of 6 wealth makes a win about three times as likely as a loss
SPREAD_A_TURN = 0.8  # more for each turn still to come
HOME_SHARE = 0.5  # goods at home are the owner's only while nobody else fetches them
TRANSPORTER = 1.5  # wealth a transporter earns over a whole game per token it carries
FULL_GAME = 20  # turns a game lasts, about
LAST_TURNS = 3  # goods lose their worth over the game's last turns


def evaluate(rules: RoadsBoatsRuleset, state: RoadsBoatsState) -> list[float]:
    spread = SPREAD + SPREAD_A_TURN * _turns_left(state)
    return win_chances(expected_scores(state), spread)


def expected_scores(state: RoadsBoatsState) -> list[float]:
    """Each seat's expected final wealth."""
    data = roads_boats_data()
    turns = _turns_left(state)
    later = min(1.0, turns / FULL_GAME)
    goods = min(1.0, (turns + 1) / (LAST_TURNS + 1))
    out = []
    for seat, p in enumerate(state.players):
        total = float(scoring.wealth(state, seat)["total"])
        for t in state.transporters:
            if t.owner != p.colour:
                continue
            total += goods * sum(VALUE.get(g, 0.0) for g in t.cargo if not data.goods[g].wealth)
            total += later * TRANSPORTER * data.transporters[t.kind].capacity
        home = state.goods.get(p.home_area or "", {})
        total += goods * HOME_SHARE * sum(VALUE.get(g, 0.0) * n for g, n in home.items())
        out.append(total)
    return out
