"""A Roads & Boats bot that plays a recognisable game from what its seat sees.

* Home: the start area with the most woods, rock and mountains one or two steps away (no desert,
  tiles nearer to another home count less).
* A building plan around home, worked out each turn (`wishes`), most wanted first: a
  woodcutter, a sawmill on the home tile (trunks come home, boards are made there), a quarry (else
  a clay pit and a stone factory), a second woodcutter, mines on the mountains, then a coal burner
  and a mint once a mine stands, a papermill for research, a wagon factory once roads lead out, a
  raft factory when home is on a shore with shore land near, a stock exchange after the mint, new
  shafts once researched; roads along the way from home to every producer it uses. Only the first
  few wishes the goods at hand pay for are pursued at once, so goods are saved for the next one.
* Breeding: yes while a place stays free under the limit of 8 for a transporter a factory makes
  (`breed_answer`).
* Production: primary output claimed onto its transporters (gold always: wealth counts only
  carried; iron stays on the tile), secondary producers fed with what its transporters there hold
  (unattended inputs are left to the end-of-phase processing, so the output lies on the tile),
  wagons and rafts made where a factory and its inputs are, and research with the two start geese
  and a paper: new shafts when a mine stands (each shaft: 1 iron + 1 fuel for 3 gold and 3 iron
  more), else the upgrade of a transporter factory it stands at (trucking, rowing, shipping), else
  richer mines.
* Movement: every good has a worth in every zone (`token_value`): high where something takes
  it (a factory's input, a planned site's cost, gold at the mint, boards and stone kept at home),
  less the farther from there, so carrying goods toward their use gains worth. Each transporter
  in turn takes the move (to any place it can reach, or out and back) whose loads gain most, plus
  being where it is wanted (at home to buy bricks, at a site whose cost is there, at a factory
  with its inputs, on a mine with gold to claim, two donkeys on an empty pasture to breed, near
  goods waiting to be fetched). Gold may lie at home while the end is far; wealth is carried at
  the end.
* Building: the plan's wishes in order, wherever its transporter and the cost are together.
* Wonder: a brick when its share of the row (and what the others lose of it, and for the leader
  the end coming nearer) is worth more than the goods paid, the cheapest first; goods kept for
  the next constructions, geese kept for research and wealth are not paid; in the last turns
  everything else goes.

* Cooperation (§4.4 item 7, §5.1): when the most wanted construction lacks goods that another
  player's transporter there holds, it asks him for them (once a turn: a no is remembered). Asked
  itself, it answers by its own interest (`consent_answer`): goods put on its transporters only
  if it wants them (wealth, or what its next constructions cost: anything else would only take
  room); then yes to a gift (it loses nothing), to a fair exchange (at least as many goods given
  as taken, no wealth taken) and to goods taken that its plan does not need (not wealth, not a
  good its next constructions cost); no to being carried (its transporter would lose its move).

Every choice is scored and ties go to the first candidate in a fixed order; a seeded RNG only
breaks exact ties between equally good homes, so the same seed plays the same game. Moves, builds
and production decisions are built by the plan and checked with the rules' `why_not` (listing every
option each time would be too slow); a prompt it does not know gets a cautious no.

This module holds the bot and its dispatch by prompt. The plan of one decision (`_Plan`) is
assembled from layers, each using only those below it: `heuristic_seat` (what the seat sees: the
map's graphs, distances, goods present), `heuristic_research` (the research worth doing),
`heuristic_plan` (the building programme, roads, building), `heuristic_worth` (what goods are
worth where), `heuristic_loads` (a move's loads), and on top `heuristic_moves` (movement),
`heuristic_production` and `heuristic_wonder` (bricks). `heuristic_home` picks the start tile;
`heuristic_weights` holds the names and weights they share.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from rules.core.actions import Action
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset
from rules.core.steps import Done
from rules.roadsboats import building, movement, production
from rules.roadsboats.actions import ChooseHome, Consent, Pray, RequestOrder, TakePosition
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.heuristic_home import home_worth
from rules.roadsboats.heuristic_moves import MovementPlan
from rules.roadsboats.heuristic_production import ProductionPlan, breed_answer
from rules.roadsboats.heuristic_wonder import WonderPlan
from rules.roadsboats.production import BREED
from rules.roadsboats.state import RoadsBoatsState


class RoadsBoatsHeuristic:
    """The `heuristic` level of Roads & Boats (see the module doc)."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self._stay: set[str] = set()  # transporters with nothing worth doing this movement phase
        self._cache: dict[Any, Any] = {}
        self._asked: set[tuple[int, Action]] = set()  # (turn, proposal) asked of others: once

    def choose(self, rules: Ruleset, state: Any, seat: int) -> Action:
        seen: RoadsBoatsState = rules.view(state, seat)
        prompt = rules.prompt(seen)
        kind = prompt.kind if prompt is not None else ""
        if kind == "choose_home":
            return self._home(seen, rules.legal_actions(seen))
        if kind == "order_request":
            return RequestOrder(False)
        if kind == BREED:
            return breed_answer(seen, seat, rules.legal_actions(seen))
        if kind == "pray":
            return Pray(False)
        if kind == "position":
            legal = rules.legal_actions(seen)
            return min(legal, key=lambda a: a.position if isinstance(a, TakePosition) else 99)
        if kind in ("production", "movement", "building", "wonder"):
            plan = _Plan(seen, seat, self._cache)

            def legal(action: Action) -> bool:
                return rules.why_not(seen, action) is None

            if kind == "movement":
                if not any(t.moved for t in plan.mine):
                    self._stay = set()  # the phase's first decision
                return plan.movement(self._stay, legal) or Done()
            found = {"production": plan.production, "building": plan.building}.get(
                kind, plan.wonder
            )()
            found = [a for a in found if (seen.turn, a) not in self._asked]
            chosen = next((a for a in found if legal(a)), Done())
            if kind == "building" and _asks_others(seen, seat, chosen):
                self._asked.add((seen.turn, chosen))
            return chosen
        if kind == "consent" and seen.proposal is not None:
            proposed = rules.codec.decode(seen.proposal["action"])
            return Consent(consent_answer(_Plan(seen, seat, self._cache), proposed))
        return _cautious(rules.legal_actions(seen))

    def _home(self, state: RoadsBoatsState, legal: list[Action]) -> Action:
        scores = [home_worth(state, a.area) if isinstance(a, ChooseHome) else -99.0 for a in legal]
        top = max(scores)
        best = [a for a, s in zip(legal, scores, strict=True) if s >= top - 1e-9]
        return best[self.rng.below(len(best))]


def _asks_others(state: RoadsBoatsState, seat: int, action: Action) -> bool:
    """Whether a construction is paid partly from another player's transporter."""
    colour = state.players[seat].colour
    owners = {t.id: t.owner for t in state.transporters}
    paid = getattr(action, "paid_from", ())
    return any(owners.get(place, colour) != colour for place, _, _ in paid)


def consent_answer(plan: Any, proposed: Action) -> bool:
    """The bot's answer to another player's proposal touching its transporters, by its own
    interest (see the module doc): what it would give and get is counted from the proposal."""
    mine = {t.id for t in plan.mine}
    given: dict[str, int] = {}  # goods put on its transporters
    taken: dict[str, int] = {}  # goods taken off them
    if isinstance(proposed, movement.Move):
        if proposed.carry in mine:
            return False  # carried away: its transporter loses its own move this phase
        for _, place, good, n in proposed.loads:
            if place in mine:
                side = given if n < 0 else taken
                side[good] = side.get(good, 0) + abs(n)
    elif isinstance(proposed, production.Exchange):
        if proposed.to in mine:
            given[proposed.good] = given.get(proposed.good, 0) + proposed.count
        if proposed.from_ in mine:
            taken[proposed.good] = taken.get(proposed.good, 0) + proposed.count
    elif isinstance(proposed, building.ACTIONS):
        for place, good, n in proposed.paid_from:
            if place in mine:
                taken[good] = taken.get(good, 0) + n
    else:
        return False  # a proposal it does not know: the cautious no
    wealth = {g for g, d in roads_boats_data().goods.items() if d.wealth}
    needed = {g for w in plan.wishes()[:ACTIVE_ASKED] for g in w.cost}
    if set(given) - needed - wealth:
        return False  # goods it has no use for would only fill its transporter
    if not taken:
        return True  # a gift of goods it wants: it loses nothing
    if set(taken) & wealth:
        return False  # never gives away its score
    if given and sum(given.values()) >= sum(taken.values()):
        return True  # a fair exchange, token for token
    return not set(taken) & needed


ACTIVE_ASKED = 3  # the next constructions whose goods it keeps for itself


def _cautious(legal: list[Action]) -> Action:
    """An unknown prompt (another player asking for consent, say): say no where an answer is a
    yes/no, else the first answer offered."""
    for action in legal:
        flags = [getattr(action, f.name) for f in dataclasses.fields(action)]
        if flags and all(isinstance(x, bool) for x in flags) and not any(flags):
            return action
    return legal[0]


class _Plan(MovementPlan, ProductionPlan, WonderPlan):
    """Everything one decision needs: the map's graphs for the seat, goods' worth, the wishes."""
