"""The heuristic Barrage bot: builds dam-conduit-powerhouse systems, produces, fulfils contracts.

It sees only `view(state, seat)` and scores every legal answer of the prompt by a quick estimate
(no look-ahead through the engine), the best score winning and ties going to its seeded RNG, so
the same seed plays the same game:

- a turn: a production scores most (more for more energy, and for reaching a contract); a build
  scores by what it adds to the company's production systems (completing one first, then dams in
  basins with water coming, conduits of high value towards its powerhouses, powerhouses a built
  conduit reaches); Water Management by the drops it brings into dams the company can produce
  from; contracts it could fulfil, the Machinery Shop when short of machines and the Bank when
  short of credits (or with engineers left over) come after; passing scores nothing.
- a contract: the highest requirement it may fulfil.
- an effect: drops where they reach its usable dams; machines split towards excavators.
- the draft: the starting contract needing least energy.
"""

from __future__ import annotations

from typing import Any

from rules.barrage import contracts, management
from rules.barrage.actions import (
    Bank,
    Construct,
    DraftPick,
    Fulfil,
    Machinery,
    Pass,
    Patent,
    Produce,
    Resolve,
    TakeContracts,
    Water,
    Workshop,
)
from rules.barrage.data import barrage_data
from rules.barrage.river import river_map
from rules.barrage.state import BarrageState, waters
from rules.barrage.water import NEUTRAL, Dam, Waters, place, production_energy, water_flow_phase
from rules.core.actions import Action
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset
from rules.core.steps import Done

CREDIT = 0.35  # score lost per credit a build costs
MACHINE = 0.25  # per excavator or mixer it uses
PRODUCE = 20.0  # a production beats any build
SHORT_CREDITS = 6  # below this the Bank becomes useful
SHORT_MACHINES = 3  # below this (excavators + mixers in supply) the Machinery Shop does


class _Look:
    """What one decision needs about the seen position, computed once."""

    def __init__(self, seen: BarrageState, seat: int) -> None:
        self.seen = seen
        self.seat = seat
        self.c = seen.companies[seat]
        self.cid = self.c.id or ""
        self.w = waters(seen)
        self.map = river_map()
        self.needs = sorted(
            contracts.requirement(seen, seat, k) for k in contracts.candidates(seen, seat)
        )
        self.built_houses = sum(1 for o in self.w.powerhouses.values() if o == self.cid)
        self._usable: frozenset[str] | None = None
        self.base_kept = 0.0  # kept_drops now, set when water choices are scored
        self.machines = 0  # machines of choice on offer (an effect)

    # -- the systems ------------------------------------------------------------------------

    def links(self, w: Waters) -> list[tuple[str, str, str, int]]:
        """(dam, conduit, powerhouse, value) the company could produce through, water or not."""
        m = self.map
        out = []
        for site, dam in w.dams.items():
            if dam.owner not in (self.cid, NEUTRAL):
                continue
            for conduit in m.basins[m.dams[site].basin].conduits:
                if conduit not in w.conduits:
                    continue
                for house in m.basins[m.conduits[conduit].target].powerhouses:
                    if w.powerhouses.get(house) == self.cid:
                        out.append((site, conduit, house, m.conduits[conduit].value))
        return out

    def potential(self, w: Waters) -> float:
        """How much production the company's systems promise: per usable dam, the best
        conduit value times the drops it may hold (own dams count fully, neutral ones half)."""
        best: dict[str, int] = {}
        for dam, _, _, value in self.links(w):
            best[dam] = max(best.get(dam, 0), value)
        total = 0.0
        for dam, value in best.items():
            d = w.dams[dam]
            share = 1.0 if d.owner == self.cid else 0.5
            total += share * value * (w.capacity(dam) + d.drops)
        return total

    @property
    def usable(self) -> frozenset[str]:
        if self._usable is None:
            self._usable = frozenset(dam for dam, _, _, _ in self.links(self.w))
        return self._usable

    def water_coming(self, site: str) -> int:
        """Headstreams whose water passes the dam site (more upstream: more water)."""
        return sum(1 for h in self.map.headstreams if site in self.map.downstream[h])

    def kept_drops(self, w: Waters) -> float:
        """Drops that end in dams the company can use after the coming Water Flow phase."""
        after = water_flow_phase(w).waters
        total = 0.0
        for site, dam in after.dams.items():
            if site in self.usable:
                total += dam.drops
            elif dam.owner == self.cid:
                total += 0.3 * dam.drops
        return total

    def max_energy(self) -> int:
        """The most energy one production could reach with full dams (a rough ceiling)."""
        best = 0
        for dam, _, _, value in self.links(self.w):
            best = max(best, value * self.w.capacity(dam))
        return best + (1 if self.built_houses >= 2 else 0)


def _contract_value(look: _Look, energy: int) -> float:
    reached = [n for n in look.needs if n <= energy]
    return 8.0 + max(reached) if reached else 0.0


def _score_produce(look: _Look, a: Produce) -> float:
    sp = management.action_space(a.space)
    assert sp is not None
    value = look.map.conduits[a.conduit].value
    modifier = management.production_modifier(sp)
    energy = production_energy(a.drops, value, modifier, look.built_houses)
    cost = management.space_price(sp) + (
        a.drops if look.w.conduits.get(a.conduit) != look.cid else 0
    )
    return PRODUCE + energy + _contract_value(look, energy) - CREDIT * cost


def _score_build(look: _Look, a: Construct) -> float:
    m, w, cid = look.map, look.w, look.cid
    cost = CREDIT * a.credits + MACHINE * (a.excavators + a.mixers) + 0.2 * a.engineers
    if a.structure == "building":
        return 2.0 - cost
    dams, conduits, houses = dict(w.dams), dict(w.conduits), dict(w.powerhouses)
    if a.structure == "base":
        dams[a.site] = Dam(cid, 1)
    elif a.structure == "elevation":
        d = dams[a.site]
        dams[a.site] = Dam(d.owner, d.height + 1, d.drops)
    elif a.structure == "conduit":
        conduits[a.site] = cid
    else:
        houses[a.site] = cid
    after = Waters(dams, conduits, houses, w.headstreams, w.big_dams, w.natural_flow)
    gain = look.potential(after) - look.potential(w)
    score = 5.0 + 1.5 * gain
    if a.structure == "base":
        basin = m.dams[a.site].basin
        score += look.water_coming(a.site) + (2.0 if m.basins[basin].conduits else 0.0)
        if any(c in w.conduits for c in m.basins[basin].conduits):
            score += 3.0
    elif a.structure == "conduit":
        info = m.conduits[a.site]
        towards = any(w.powerhouses.get(h) == cid for h in m.basins[info.target].powerhouses)
        fed = any(
            w.dams.get(d) is not None and w.dams[d].owner in (cid, NEUTRAL)
            for d in m.basins[info.basin].dams
        )
        score += info.value * (1.0 + towards + fed)
    elif a.structure == "powerhouse":
        basin = m.powerhouses[a.site].basin
        reach = [m.conduits[c].value for c in w.conduits if m.conduits[c].target == basin]
        score += 2.0 + (max(reach) if reach else 0.0)
    return score - cost


def _score_water(look: _Look, heads: tuple[str, ...]) -> float:
    if not look.usable and not any(d.owner == look.cid for d in look.w.dams.values()):
        return -1.0
    w = look.w
    for h in heads:
        w = place(w, h)
    return 4.0 * (look.kept_drops(w) - look.base_kept)


def _score_contracts(look: _Look, a: TakeContracts) -> float:
    data = barrage_data().contracts
    ceiling = max(look.max_energy(), 4)
    in_hand = sum(1 for k in look.c.contracts if data[k].requirement <= ceiling)
    score = 1.0 if in_hand < 2 else -0.5
    for k in a.taken:
        need = data[k].requirement
        score += 4.0 if need <= ceiling else 1.0 - 0.1 * need
    for k in a.discarded:
        score -= 3.0 if data[k].requirement <= ceiling else 0.5
    return score


def _score_turn(look: _Look, a: Action) -> float:
    c = look.c
    match a:
        case Produce():
            return _score_produce(look, a)
        case Construct():
            return _score_build(look, a)
        case Water(headstreams=heads):
            return _score_water(look, heads) - 1.0
        case Bank(engineers=n):
            return (5.0 if c.credits < SHORT_CREDITS else 0.5) + 0.1 * n
        case Machinery(machine=machine):
            short = c.excavators + c.mixers < SHORT_MACHINES
            base = 4.5 if short else 1.0
            if machine is not None:
                base += 0.5 if (machine == "excavator") == (c.excavators <= c.mixers) else 0.0
            return base
        case TakeContracts():
            return _score_contracts(look, a)
        case Workshop():
            return 1.2 if any(not s.empty for s in c.wheel) else 0.3
        case Patent():
            return 1.5
        case Pass():
            return 0.0
    return 0.0


class BarrageHeuristic:
    """A Barrage bot of the "heuristic" level (see the module docstring)."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, rules: Ruleset, state: Any, seat: int) -> Action:
        seen = rules.view(state, seat)
        prompt = rules.prompt(seen)
        legal = rules.legal_actions(seen)
        if prompt is None or len(legal) == 1:
            return legal[0]
        look = _Look(seen, seat)
        kind = prompt.kind
        if kind == "turn":
            if any(isinstance(a, Water) for a in legal):
                look.base_kept = look.kept_drops(look.w)
            score = lambda a: _score_turn(look, a)  # noqa: E731
        elif kind == "contract":
            data = barrage_data().contracts
            score = lambda a: data[a.contract].requirement if isinstance(a, Fulfil) else -1  # noqa: E731
        elif kind == "effect":
            if any(a.headstreams for a in legal if isinstance(a, Resolve)):
                look.base_kept = look.kept_drops(look.w)
            look.machines = max(a.excavators for a in legal if isinstance(a, Resolve))
            score = lambda a: _score_effect(look, a)  # noqa: E731
        else:  # draft
            data = barrage_data().contracts
            score = lambda a: -data[a.contract].requirement if isinstance(a, DraftPick) else 0  # noqa: E731
        return self._best(legal, score)

    def _best(self, legal: list[Action], score: Any) -> Action:
        best: list[Action] = []
        top = float("-inf")
        for a in legal:
            s = score(a)
            if s > top + 1e-9:
                top, best = s, [a]
            elif s > top - 1e-9:
                best.append(a)
        return self.rng.choice(best)


def _score_effect(look: _Look, a: Action) -> float:
    if isinstance(a, Done):
        return 0.0
    assert isinstance(a, Resolve)
    if a.headstreams:
        return _score_water(look, a.headstreams) + 0.01 * len(a.headstreams)
    # machines of choice: lean to excavators (conduits need twice their value)
    c = look.c
    mixers = look.machines - a.excavators
    return -abs((c.excavators + a.excavators) - 2 * (c.mixers + mixers))
