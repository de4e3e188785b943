"""The Tesla Automa's decisions (spec §8.3–§8.5): reveal the next tile and decide each action.

`reveal` flips the Automa deck (§8.3): the top tile goes onto the discard pile, where its criteria
side is in use; the deck's new top tile shows the actions. `decide` looks at one action of the
action side in the state now: performed (with exactly what it does, as plain data) or skipped
(the failed condition as a reason key with params). `rules.barrage.automa_turn` walks the tile,
deciding and applying one action after the other. Nothing is applied here.

Readings, each marked where it is used:
* The Contract Office display and its "rightmost" ties: `contracts.display` (§8.5.1; the seed
  example picks a red one).
* Production ties (§8.5.1, [amb 19]): the most energy, then a neutral dam, then map order (the
  conduit criteria of the criteria side are not applied yet).
* Construction (§8.5.4): the "eligible" sites are the legal ones with the icon's restriction
  (area, minimum conduit value); the machinery condition asks for the machinery of the cheapest
  of them, and the site choice (§8.6) runs among those whose machinery the Automa has.
* [LWP] buildings and External Works are not planned yet: they are reported as `unsupported`
  (without the expansion: skipped, `expansion_off`) and the walk goes on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.barrage.automa_sites import choose_site, criteria_column
from rules.barrage.construction import Build, machinery_cost, sites_for
from rules.barrage.contracts import automa_choice, requirement
from rules.barrage.data import AutomaAction, AutomaTile, barrage_data
from rules.barrage.river import river_map
from rules.barrage.state import BarrageState, Company, waters
from rules.barrage.water import (
    NEUTRAL,
    Waters,
    flow,
    place,
    powerhouses_built,
    production_energy,
    production_systems,
    water_flow_phase,
)

PERFORMED = "performed"
SKIPPED = "skipped"
NOT_REACHED = "not_reached"
UNSUPPORTED = "unsupported"
WHY = "barrage.automa.why."  # reason keys: WHY + id
LAST_ROUND = 5
FINAL_MACHINERY_VP = 3
BANK_VP = 1


@dataclass(frozen=True, slots=True)
class AutomaStep:
    """One action of the tile and what the Automa does with it."""

    index: int  # position on the tile's action side
    action: str  # production | water_management | ... | final_machinery
    status: str  # performed | skipped | not_reached | unsupported
    reason: str | None = None  # skipped: the failed condition's message key
    params: dict[str, Any] = field(default_factory=dict)  # the reason's params
    engineers: int = 0  # performed: engineers it places
    detail: dict[str, Any] = field(default_factory=dict)  # performed: what exactly it does

    def as_data(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "action": self.action,
            "status": self.status,
            "reason": self.reason,
            "params": dict(self.params),
            "engineers": self.engineers,
            "detail": dict(self.detail),
        }


@dataclass(frozen=True, slots=True)
class AutomaPlan:
    seat: int
    action_tile: str | None
    criteria_tile: str | None
    steps: tuple[AutomaStep, ...]

    @property
    def performed(self) -> tuple[AutomaStep, ...]:
        return tuple(s for s in self.steps if s.status == PERFORMED)

    def as_data(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "action_tile": self.action_tile,
            "criteria_tile": self.criteria_tile,
            "steps": [s.as_data() for s in self.steps],
        }


# -- the deck (§8.3) -------------------------------------------------------------------------------


def reveal(state: BarrageState, seat: int) -> tuple[str, str]:
    """Flip the top Automa tile onto the discard pile (its criteria side is now in use) and return
    (action tile = the deck's new top, criteria tile). An emptied deck is rebuilt from the discard
    pile except the tile just flipped, shuffled with the game's RNG ([amb 17]). Mutates `state`."""
    if not state.companies[seat].automa:
        raise ValueError(f"seat {seat} is no Automa")
    if not state.automa_deck:
        _reshuffle(state)
    criteria = state.automa_deck.pop()
    state.automa_discard.append(criteria)
    if not state.automa_deck:
        _reshuffle(state)
    return state.automa_deck[-1], criteria


def _reshuffle(state: BarrageState) -> None:
    keep = state.automa_discard[-1:]
    deck = state.automa_discard[:-1]
    state.rng.shuffle(deck)
    state.automa_deck = deck + state.automa_deck
    state.automa_discard = keep
    if not state.automa_deck:
        raise ValueError("the Automa deck has too few tiles to reveal one")


def revealed(state: BarrageState) -> tuple[AutomaTile, AutomaTile] | None:
    """The tiles in use now: (action side, criteria side), None before the first reveal."""
    if not state.automa_deck or not state.automa_discard:
        return None
    tiles = barrage_data().automa_tiles
    return tiles[state.automa_deck[-1]], tiles[state.automa_discard[-1]]


# -- the decisions (§8.5) ------------------------------------------------------------------------


def _skip(i: int, action: AutomaAction, why: str, **params: Any) -> AutomaStep:
    return AutomaStep(i, action.action, SKIPPED, WHY + why, params)


def _do(i: int, action: AutomaAction, engineers: int, **detail: Any) -> AutomaStep:
    return AutomaStep(i, action.action, PERFORMED, engineers=engineers, detail=detail)


def decide(
    state: BarrageState,
    c: Company,
    i: int,
    action: AutomaAction,
    tile: AutomaTile,
    side: AutomaTile,
    engineers: int,
) -> AutomaStep:
    """Action `i` of the action side `tile` in the state now: performed (with what exactly it
    does) or skipped (the failed condition). `engineers`: those the Automa still has."""
    need = min(action.engineers, engineers)
    kind = action.action
    if (action.expansion or action.structure == "building") and not state.expansion:
        return _skip(i, action, "expansion_off")
    if kind == "production":
        return _production(state, c, i, action, need)
    if kind == "water_management":
        return _water(state, c, i, action, side, min(1, engineers))
    if kind == "contract_office":
        return _do(i, action, need, colour=action.discard_colour, energy=2)
    if kind == "construction":
        if action.structure == "building":
            return AutomaStep(i, kind, UNSUPPORTED)
        return _construction(state, c, i, action, side, need)
    if kind == "workshop":
        if _wheel_empty(c):
            return _skip(i, action, "wheel_empty")
        return _do(i, action, need, vp=-action.cost.vp, rotate=_amount(action, "rotate"))
    if kind == "machinery_shop":
        if state.round >= LAST_ROUND:
            return _skip(i, action, "last_round")
        gains = {e.kind: e.get("amount", 0) for e in action.effects}
        return _do(i, action, need, vp=-action.cost.vp, gains=gains)
    if kind == "patent_office":
        return _patent(state, i, action)
    if kind in ("final_workshop", "final_machinery"):
        return _final(state, c, i, action)
    return AutomaStep(i, kind, UNSUPPORTED)  # external works


def _amount(action: AutomaAction, kind: str) -> int:
    return sum(e.get("amount", 0) for e in action.effects if e.kind == kind)


def _wheel_empty(c: Company) -> bool:
    return all(s.empty for s in c.wheel)


# -- production (§8.5.1) ---------------------------------------------------------------------------


def _production(
    state: BarrageState, c: Company, i: int, action: AutomaAction, need: int
) -> AutomaStep:
    data = barrage_data()
    cid = c.id or ""
    w = waters(state)
    systems = production_systems(w, cid)
    if not systems:
        return _skip(i, action, "no_system")
    section = data.energy.round_sections[state.round - 1]
    best_other = max((o.energy for o in state.companies if o is not c), default=-1)
    first = c.energy > best_other  # strictly highest ([amb 31])
    if c.energy >= section and first:
        return _skip(i, action, "energy_first", energy=c.energy, section=section)
    built = powerhouses_built(w, cid)
    modifier = action.modifier or 0

    bonus = state.difficulty != "easy"  # an easy Automa has no powerhouse bonuses (§8.8)

    def energy(s: Any) -> int:
        return production_energy(s.drops, s.value, modifier, built, company_bonus=bonus)

    # the most energy, then a neutral dam, then map order [amb 19]
    best = min(systems, key=lambda s: (-energy(s), w.dams[s.dam].owner != NEUTRAL))
    most = energy(best)
    colour = action.contract_colour or ""
    wanted = [requirement(state, c.seat, k) for k in state.offer.get(colour, [])]
    if most < 1 or not any(most >= r for r in wanted):  # France's -3 may make r <= 0
        return _skip(i, action, "no_contract", energy=most, colour=colour)
    return _do(
        i,
        action,
        need,
        dam=best.dam,
        conduit=best.conduit,
        powerhouse=best.powerhouse,
        drops=best.drops,
        energy=most,
        modifier=modifier,
        contracts=list(automa_choice(state, c.seat, most)),
    )


# -- water management (§8.5.2) ---------------------------------------------------------------------


def _own_drops(w: Waters, cid: str) -> int:
    return sum(d.drops for d in w.dams.values() if d.owner == cid)


def water_placement(
    w: Waters, cid: str, drops: int, immediate: bool, letters: tuple[str, ...]
) -> list[str]:
    """The headstreams the Automa puts its drops on, in order (the §8.5.2 algorithm): each drop
    goes to the first letter where it (with any pending useless drops) brings more water into an
    own dam; drops that help nobody are not placed."""
    heads = [f"headstream:{x}" for x in letters]

    def simulate(placed: list[str]) -> Waters:
        out = w
        if immediate:
            for h in placed:
                out = flow(out, h, 1).waters
            return out
        for h in placed:
            out = place(out, h, 1)
        return water_flow_phase(out).waters

    placed: list[str] = []
    useful = _own_drops(simulate(placed), cid)
    pending = 0
    for _ in range(drops):
        for h in heads:
            trial = placed + [h] * (pending + 1)
            gain = _own_drops(simulate(trial), cid)
            if gain > useful:
                placed, useful, pending = trial, gain, 0
                break
        else:
            pending += 1
    return placed


def _water(
    state: BarrageState, c: Company, i: int, action: AutomaAction, side: AutomaTile, need: int
) -> AutomaStep:
    immediate = any(e.kind == "drops_now" for e in action.effects)
    drops = sum(e.get("amount", 0) for e in action.effects if e.kind in ("drops", "drops_now"))
    placed = water_placement(waters(state), c.id or "", drops, immediate, side.criteria.headstreams)
    if not placed:
        return _skip(i, action, "no_useful_drop", drops=drops)
    return _do(i, action, need, headstreams=placed, immediate=immediate)


# -- construction (§8.5.4) -------------------------------------------------------------------------


def _build_tile(c: Company, structure: str) -> str | None:
    """The tile it builds with: highest level, a specific one before "?" ([amb 20])."""
    tiles = barrage_data().tech_tiles
    able = [t for t in c.tiles if t in tiles and tiles[t].builds in (structure, "any")]
    if not able:
        return None
    return max(able, key=lambda t: (tiles[t].level, tiles[t].builds == structure))


def _construction(
    state: BarrageState, c: Company, i: int, action: AutomaAction, side: AutomaTile, need: int
) -> AutomaStep:
    structure = action.structure or ""
    if c.left.get(structure, 0) <= 0:
        return _skip(i, action, "no_piece", structure=structure)
    tile = _build_tile(c, structure)
    if tile is None:
        return _skip(i, action, "no_tile", structure=structure)
    m = river_map()
    eligible = []
    for site in sites_for(state, c.seat, structure):
        area = m.basins[m.dams[site].basin].area if structure in ("base", "elevation") else None
        if action.area and area is not None and area != action.area:
            continue
        if (
            action.min_value
            and structure == "conduit"
            and m.conduits[site].value < action.min_value
        ):
            continue
        eligible.append(site)
    if not eligible:
        return _skip(i, action, "no_site", structure=structure)
    costs = {}
    for site in eligible:
        ways = machinery_cost(state, c.seat, Build(tile, structure, site))
        fit = [w for w in ways if w[0] <= c.excavators and w[1] <= c.mixers]
        costs[site] = (fit or ways)[0], bool(fit)
    affordable = [s for s in eligible if costs[s][1]]
    if not affordable:
        cheapest = min((costs[s][0] for s in eligible), key=sum)
        return _skip(
            i,
            action,
            "machinery",
            excavators=cheapest[0],
            mixers=cheapest[1],
            have_excavators=c.excavators,
            have_mixers=c.mixers,
        )
    criteria, code = criteria_column(side.criteria, structure)
    choice = choose_site(waters(state), c.id or "", structure, affordable, criteria, code)
    excavators, mixers = costs[choice.site][0]
    return _do(
        i,
        action,
        need,
        structure=structure,
        tile=tile,
        site=choice.site,
        excavators=excavators,
        mixers=mixers,
        choice=choice.as_data(),
    )


# -- patent office and the final action (§8.5.7, §8.5.9) -------------------------------------------


def _patent(state: BarrageState, i: int, action: AutomaAction) -> AutomaStep:
    tiles = barrage_data().tech_tiles
    shown = [t for t in state.patent if t is not None and t in tiles]
    able = [t for t in shown if tiles[t].builds in (action.structure, "any")]
    if not able:
        return _skip(i, action, "no_patent_tile", structure=action.structure or "")
    best = max(able, key=lambda t: tiles[t].level)  # III > II > I; ties: the first shown
    return _do(i, action, 1, tile=best, vp=-action.cost.vp)


def fewer_machine(c: Company) -> str:
    """The machine of choice: the type it has fewer of in its personal supply (tie: excavator)."""
    return "mixers" if c.mixers < c.excavators else "excavators"


def _final(state: BarrageState, c: Company, i: int, action: AutomaAction) -> AutomaStep:
    if action.action == "final_workshop" and not _wheel_empty(c):
        return _do(i, action, 1, section="workshop", rotate=1)
    if action.action == "final_machinery" and state.round < LAST_ROUND:
        return _do(i, action, 1, section="machinery", vp=-FINAL_MACHINERY_VP, gain=fewer_machine(c))
    return _do(i, action, 1, section="bank", vp=BANK_VP)
