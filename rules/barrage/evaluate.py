"""Barrage's evaluation of a position for the strong bot (`rules.bots.search`).

The game is won by VP (ties: the last round's energy). Each seat's expected final VP, as the
standard bot's look at a position (`heuristic._Look`) reckons the parts of it:

* the VP scored so far;
* the final scoring as it would fall now: the objective tile by the companies' standing in its
  criterion, the water in own dams, the activated buildings;
* this round's scoring for the energy produced so far (ranking, track, bonus tile:
  `round_value`), while it is still ahead;
* the energy a round its dam-conduit-powerhouse systems promise (`plan_now`), at ENERGY_VP a
  unit, for each round of productions left (half a round for the rest of this Action phase);
* its own contracts, each reward by the chance that its systems reach the energy it asks;
* credits and machines at what they build while rounds remain, at the final scoring's 1 VP a
  full 5 in the last round.

The search compares seats by `rules.bots.value.win_chances` of those estimates, a lead counting
for less the more rounds are still to come (SPREAD_A_ROUND).
"""

from __future__ import annotations

from rules.barrage import contracts, scoring
from rules.barrage.data import ROUNDS
from rules.barrage.heuristic import (
    CONTRACT_FAR,
    CONTRACT_PROMISE,
    ENERGY_VP,
    MACHINE,
    _Look,
)
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.state import BarrageState
from rules.bots.value import win_chances

HORIZON = 6  # decisions per rollout: a Barrage decision is a whole action, so about three turns
SPREAD = 5.0  # at the end, a lead of 5 VP makes a win about three times as likely as a loss
SPREAD_A_ROUND = 3.0  # more for each round still to come
ROUND_LEFT = 0.5  # the share of a round's productions still to come in its Action phase
SCORING_AHEAD = ("income", "actions", "water")  # phases before the round's Scoring phase


def evaluate(rules: BarrageRuleset, state: BarrageState) -> list[float]:
    spread = SPREAD + SPREAD_A_ROUND * (ROUNDS - state.round)
    return win_chances(expected_scores(state), spread)


def expected_scores(state: BarrageState) -> list[float]:
    """Each seat's expected final VP (this round's energy breaks ties, in small fractions)."""
    return [expected_vp(state, seat) + c.energy / 1000 for seat, c in enumerate(state.companies)]


def expected_vp(state: BarrageState, seat: int) -> float:
    c = state.companies[seat]
    if c.id is None:  # the draft: no company yet, nothing to tell the seats apart
        return float(c.vp)
    look = _Look(state, seat)
    final = scoring.final_parts(state, seat)
    total = c.vp + final["objective"] + final["water"] + final["buildings"]
    later = ROUNDS - state.round  # rounds after this one
    if state.phase in SCORING_AHEAD:
        total += look.round_value(c.energy)
    productions = later + (ROUND_LEFT if state.phase == "actions" and not c.passed else 0.0)
    total += ENERGY_VP * look.plan_now() * productions
    reach = look.max_energy()
    for contract in c.contracts:
        need = contracts.requirement(state, seat, contract)
        chance = CONTRACT_PROMISE if need <= reach and productions > 0 else CONTRACT_FAR
        total += chance * look.reward_value(contract)
    if later:
        total += look.credit * c.credits + MACHINE * (c.excavators + c.mixers)
    else:
        total += (c.credits + c.excavators + c.mixers) / scoring.RESOURCES_PER_VP
    return total
