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
from rules.barrage.construction import (
    ANTON,
    ANTON_TILE,
    JILL,
    SOLOMON,
    WILHELM,
    Build,
    Payment,
    machinery_cost,
    payment_ways,
    sites_for,
    wheel_tiles,
)
from rules.barrage.contracts import automa_choice, requirement, uses_ability
from rules.barrage.data import AutomaAction, AutomaTile, barrage_data
from rules.barrage.effects import machine_of_choice
from rules.barrage.river import river_map
from rules.barrage.state import GRAZIANO, USA, BarrageState, Company, waters
from rules.barrage.water import (
    NEUTRAL,
    System,
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
MARGOT = "officer:margot_fouche"
LESLIE = "officer:leslie_spencer"
LESLIE_TILE = "tech:special:leslie"
VIKTOR = "officer:viktor_fiesler"
LAST_ROUND = 5
CONTRACT_OFFICE_ENERGY = 2  # §8.5.3: energy steps, not a production
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
        return _production(state, c, i, action, side, need)
    if kind == "water_management":
        return _water(state, c, i, action, side, min(1, engineers))
    if kind == "contract_office":
        return _do(i, action, need, colour=action.discard_colour, energy=CONTRACT_OFFICE_ENERGY)
    if kind == "construction":
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
    if kind == "external_works":
        return _external(state, c, i, action, need, action.preference)
    return AutomaStep(i, kind, UNSUPPORTED)


# -- [LWP] External Works (§8.5.8) -----------------------------------------------------------------


def _external_choice(state: BarrageState, c: Company, preference: tuple[int, ...]) -> str | None:
    """The External Works space of the first displayed tile, in the tile's order of positions,
    whose machinery the Automa has in its personal supply."""
    works = barrage_data().external_works
    for slot in preference or (1, 2, 3):
        tile = state.external[slot - 1] if slot <= len(state.external) else None
        if tile is None:
            continue
        cost = works[tile].cost
        if cost.excavators <= c.excavators and cost.mixers <= c.mixers:
            return f"space:external:{slot}"
    return None


def _external(
    state: BarrageState,
    c: Company,
    i: int,
    action: AutomaAction,
    need: int,
    preference: tuple[int, ...],
) -> AutomaStep:
    space = _external_choice(state, c, preference)
    if space is None:
        return _skip(i, action, "no_external")
    return _do(i, action, need, space=space, leslie=False)


def _amount(action: AutomaAction, kind: str) -> int:
    return sum(e.get("amount", 0) for e in action.effects if e.kind == kind)


def _wheel_empty(c: Company) -> bool:
    return all(s.empty for s in c.wheel)


# -- production (§8.5.1) ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Choice:
    """A production the Automa would make: the system, the drops it uses and the energy."""

    system: System
    drops: int
    energy: int


def best_production(
    state: BarrageState,
    c: Company,
    modifier: int,
    side: AutomaTile | None,
    *,
    second: str | None = None,
) -> Choice | None:
    """The production giving the most energy (§8.5.1): all the dam's drops (Viktor: exactly one
    through a conduit of value 1 or 2, §8.8), the powerhouse bonus unless easy. `second`: the
    powerhouse of the first production when this is Germany's second one (another powerhouse,
    drops x value only, as `management.production` makes it). Ties [amb 19]: a neutral dam's
    water first, then the conduit column of the criteria side, then map order."""
    cid = c.id or ""
    w = waters(state)
    built = powerhouses_built(w, cid)
    viktor = automa_officer(state, c) == VIKTOR and second is None
    bonus = second is None and state.difficulty != "easy"  # easy: no powerhouse bonuses
    found = []
    for s in production_systems(w, cid):
        if s.powerhouse == second:
            continue
        drops = 1 if viktor and s.value <= 2 else s.drops
        energy = production_energy(
            drops, s.value, modifier, built, viktor=viktor, company_bonus=bonus
        )
        found.append(Choice(s, drops, energy))
    if not found:
        return None
    most = max(f.energy for f in found)
    tied = [f for f in found if f.energy == most]
    neutral = [f for f in tied if w.dams[f.system.dam].owner == NEUTRAL]
    tied = neutral or tied
    conduits = list(dict.fromkeys(f.system.conduit for f in tied))
    if len(conduits) > 1 and side is not None:
        criteria, code = criteria_column(side.criteria, "conduit")
        pick = choose_site(w, cid, "conduit", conduits, criteria, code).site
        tied = [f for f in tied if f.system.conduit == pick]
    return tied[0]


def _production(
    state: BarrageState,
    c: Company,
    i: int,
    action: AutomaAction,
    side: AutomaTile,
    need: int,
) -> AutomaStep:
    data = barrage_data()
    if not production_systems(waters(state), c.id or ""):
        return _skip(i, action, "no_system")
    section = data.energy.round_sections[state.round - 1]
    best_other = max((o.energy for o in state.companies if o is not c), default=-1)
    first = c.energy > best_other  # strictly highest ([amb 31])
    if c.energy >= section and first:
        return _skip(i, action, "energy_first", energy=c.energy, section=section)
    modifier = action.modifier or 0
    best = best_production(state, c, modifier, side)
    most = best.energy if best is not None else 0
    colour = action.contract_colour or ""
    wanted = [requirement(state, c.seat, k) for k in state.offer.get(colour, [])]
    if best is None or most < 1 or not any(most >= r for r in wanted):
        return _skip(i, action, "no_contract", energy=most, colour=colour)
    return _do(i, action, need, **production_detail(state, c, best, modifier))


def production_detail(
    state: BarrageState, c: Company, best: Choice, modifier: int
) -> dict[str, Any]:
    """What a production does, as a performed step's detail (and the contracts it fulfils)."""
    return {
        "dam": best.system.dam,
        "conduit": best.system.conduit,
        "powerhouse": best.system.powerhouse,
        "drops": best.drops,
        "energy": best.energy,
        "modifier": modifier,
        "contracts": list(automa_choice(state, c.seat, best.energy)),
    }


# -- water management (§8.5.2) ---------------------------------------------------------------------


def _own_drops(w: Waters, cid: str) -> int:
    return sum(d.drops for d in w.dams.values() if d.owner == cid)


def water_placement(
    w: Waters,
    cid: str,
    drops: int,
    immediate: bool,
    letters: tuple[str, ...],
    *,
    usa: bool = False,
) -> list[str]:
    """The headstreams the Automa puts its drops on, in order (the §8.5.2 algorithm): each drop
    goes to the first letter where it (with any pending useless drops) brings more water into an
    own dam; drops that help nobody are not placed. `usa`: a hard Automa with the USA ability
    takes, among the letters that help, the one giving it the most natural-flow energy (§8.8)."""
    heads = [f"headstream:{x}" for x in letters]

    def simulate(placed: list[str]) -> tuple[int, int]:
        """(drops in own dams, natural-flow energy) once `placed` has flowed."""
        out, energy = w, 0
        if immediate:
            for h in placed:
                done = flow(out, h, 1)
                out, energy = done.waters, energy + done.natural_energy.get(cid, 0)
        else:
            for h in placed:
                out = place(out, h, 1)
            done = water_flow_phase(out)
            out, energy = done.waters, done.natural_energy.get(cid, 0)
        return _own_drops(out, cid), energy

    placed: list[str] = []
    useful = simulate(placed)[0]
    pending = 0
    for _ in range(drops):
        helping = []
        for h in heads:
            trial = placed + [h] * (pending + 1)
            gain, energy = simulate(trial)
            if gain > useful:
                helping.append((energy, trial, gain))
                if not usa:
                    break
        if helping:
            best = max(helping, key=lambda x: x[0])  # the first of the most energy
            _, placed, useful = best
            pending = 0
        else:
            pending += 1
    return placed


def _water(
    state: BarrageState, c: Company, i: int, action: AutomaAction, side: AutomaTile, need: int
) -> AutomaStep:
    immediate = any(e.kind == "drops_now" for e in action.effects)
    drops = sum(e.get("amount", 0) for e in action.effects if e.kind in ("drops", "drops_now"))
    usa = c.id == USA and uses_ability(state, c)
    heads = side.criteria.headstreams
    placed = water_placement(waters(state), c.id or "", drops, immediate, heads, usa=usa)
    if not placed:
        return _skip(i, action, "no_useful_drop", drops=drops)
    return _do(i, action, need, headstreams=placed, immediate=immediate)


# -- construction (§8.5.4) -------------------------------------------------------------------------


def automa_officer(state: BarrageState, c: Company) -> str | None:
    """The officer a very hard Automa plays with (§8.8); None at any other level."""
    return c.officer if state.difficulty == "very-hard" else None


def _build_tile(state: BarrageState, c: Company, structure: str) -> tuple[str, str | None] | None:
    """(tile, tile Anton's copies) it builds with: highest level, a specific one before "?"
    ([amb 20]); Anton's special tile only when no other tile builds it, copying the highest level
    on the wheel (§8.8)."""
    tiles = barrage_data().tech_tiles

    def rank(t: str) -> tuple[int, bool]:
        return tiles[t].level, tiles[t].builds == structure

    def able(ts: list[str]) -> list[str]:
        return [t for t in ts if t in tiles and tiles[t].builds in (structure, "any")]

    own = able([t for t in c.tiles if t != ANTON_TILE])
    if own:
        return max(own, key=rank), None
    if ANTON_TILE in c.tiles and automa_officer(state, c) == ANTON:
        copies = able([t for t in wheel_tiles(c) if t != ANTON_TILE])
        if copies:
            return ANTON_TILE, max(copies, key=rank)
    return None


def _special(state: BarrageState, c: Company, tile: str, copies: str | None) -> str | None:
    """The special effect of the tile built with, when a hard Automa uses it (§8.8)."""
    if state.difficulty not in ("hard", "very-hard"):
        return None
    used = barrage_data().tech_tiles[copies or tile]
    return used.special if used.level else None


def _payment(state: BarrageState, c: Company, build: Build, special: str | None) -> Payment | None:
    """How it pays the machinery, or None when it cannot (§8.5.4, §8.8): the plain cost first;
    Jill's conduit with mixers when it has as many mixers as excavators; the L2 "?" tile the
    required type before the other; the L2 building tile only the type it has fewer of;
    Solomon at most one machine for 3 VP, machinery first."""
    officer = automa_officer(state, c)
    plain = machinery_cost(state, c.seat, build)[0]
    ways = [
        w
        for w in payment_ways(state, c.seat, build)
        if w.excavators <= c.excavators
        and w.mixers <= c.mixers
        and w.replaced <= (1 if officer == SOLOMON else 0)
    ]
    scarce = "mixers" if c.mixers < c.excavators else "excavators"

    def rank(w: Payment) -> tuple[int, ...]:
        required = min(w.excavators, plain[0]) + min(w.mixers, plain[1])
        mixers_first = officer == JILL and c.mixers >= c.excavators and build.structure == "conduit"
        skips_scarce = special == "one_machinery_type" and (
            (w.mixers if scarce == "mixers" else w.excavators) == 0
        )
        return (w.replaced, skips_scarce, -w.mixers if mixers_first else 0, -required)

    return min(ways, key=rank) if ways else None


def _eligible(state: BarrageState, c: Company, action: AutomaAction, structure: str) -> list[str]:
    """The legal sites with the icon's restriction (area, minimum conduit value); Wilhelm's dams
    in the mountains first, then the hills (§8.8)."""
    m = river_map()
    dams = structure in ("base", "elevation")
    found = []
    for site in sites_for(state, c.seat, structure):
        area = m.basins[m.dams[site].basin].area if dams else None
        if action.area and area is not None and area != action.area:
            continue
        if (
            action.min_value
            and structure == "conduit"
            and m.conduits[site].value < action.min_value
        ):
            continue
        found.append(site)
    if dams and automa_officer(state, c) == WILHELM:
        for area in ("mountain", "hill"):
            high = [s for s in found if m.basins[m.dams[s].basin].area == area]
            if high:
                return high
    return found


def _structure(state: BarrageState, c: Company, action: AutomaAction) -> str:
    """The structure it builds: the one shown, or a very hard officer's choice (§8.8): Margot a
    building and Graziano an elevation whenever it can build one."""
    officer = automa_officer(state, c)
    for structure in ("building", "elevation"):
        wanted = officer == (MARGOT if structure == "building" else GRAZIANO)
        if wanted and structure != action.structure and _can_build(state, c, action, structure):
            return structure
    return action.structure or ""


def _can_build(state: BarrageState, c: Company, action: AutomaAction, structure: str) -> bool:
    if structure == "building" and not state.expansion:
        return False
    if c.left.get(structure, 0) <= 0:
        return False
    found = _build_tile(state, c, structure)
    if found is None:
        return False
    special = _special(state, c, *found)
    plain = AutomaAction(action.action, action.column, action.engineers, structure=structure)
    return any(
        _payment(state, c, Build(found[0], structure, site, copies=found[1]), special)
        for site in _eligible(state, c, plain, structure)
    )


def _construction(
    state: BarrageState, c: Company, i: int, action: AutomaAction, side: AutomaTile, need: int
) -> AutomaStep:
    if automa_officer(state, c) == LESLIE and LESLIE_TILE in c.tiles and state.expansion:
        space = _external_choice(state, c, ())  # Leslie's tile: External Works first (§8.8)
        if space is not None:
            return _do(i, action, 1, space=space, leslie=True)
    structure = _structure(state, c, action)
    if structure != action.structure:  # the officer's structure, whatever the icon restricts
        action = AutomaAction(action.action, action.column, action.engineers, structure=structure)
    if structure == "building":
        need = 1 if automa_officer(state, c) == MARGOT else need
    if c.left.get(structure, 0) <= 0:
        return _skip(i, action, "no_piece", structure=structure)
    found = _build_tile(state, c, structure)
    if found is None:
        return _skip(i, action, "no_tile", structure=structure)
    tile, copies = found
    special = _special(state, c, tile, copies)
    eligible = _eligible(state, c, action, structure)
    if not eligible:
        return _skip(i, action, "no_site", structure=structure)
    pays = {
        s: _payment(state, c, Build(tile, structure, s, copies=copies), special) for s in eligible
    }
    affordable = [s for s in eligible if pays[s] is not None]
    if not affordable:
        cheapest = min(
            (
                machinery_cost(state, c.seat, Build(tile, structure, s, copies=copies))[0]
                for s in eligible
            ),
            key=sum,
        )
        return _skip(
            i,
            action,
            "machinery",
            excavators=cheapest[0],
            mixers=cheapest[1],
            have_excavators=c.excavators,
            have_mixers=c.mixers,
        )
    if structure == "building":
        # [LWP] the first free building site from the top (arrow down) or the bottom (arrow up)
        rows = barrage_data().building_sites
        order = sorted(affordable, key=lambda s: (rows[s].row, s), reverse=action.search == "up")
        site, choice = order[0], None
    else:
        criteria, code = criteria_column(side.criteria, structure)
        prefer = _tile_preference(special, structure)
        picked = choose_site(
            waters(state), c.id or "", structure, affordable, criteria, code, prefer=prefer
        )
        site, choice = picked.site, picked.as_data()
    pay = pays[site]
    assert pay is not None
    return _do(
        i,
        action,
        need,
        structure=structure,
        tile=tile,
        copies=copies,
        site=site,
        excavators=pay.excavators,
        mixers=pay.mixers,
        replaced=pay.replaced,
        choice=choice,
    )


def _tile_preference(special: str | None, structure: str) -> tuple[str, Any] | None:
    """A hard Automa's tile rule for the last ties of the site choice (§8.8): the L2 conduit tile
    a conduit of value 3 or more, the L1 "?" tile a red site for a base."""
    m = river_map()
    if special == "conduit_max_5_excavators" and structure == "conduit":
        return "tile_value_3", lambda s: m.conduits[s].value >= 3
    if special == "no_red_site_fee" and structure == "base":
        return "tile_red_site", lambda s: m.dams[s].fee > 0
    return None


# -- patent office and the final action (§8.5.7, §8.5.9) -------------------------------------------


def _patent(state: BarrageState, i: int, action: AutomaAction) -> AutomaStep:
    tiles = barrage_data().tech_tiles
    shown = [t for t in state.patent if t is not None and t in tiles]
    able = [t for t in shown if tiles[t].builds in (action.structure, "any")]
    if not able:
        return _skip(i, action, "no_patent_tile", structure=action.structure or "")
    best = max(able, key=lambda t: tiles[t].level)  # III > II > I; ties: the first shown
    return _do(i, action, 1, tile=best, vp=-action.cost.vp)


def _final(state: BarrageState, c: Company, i: int, action: AutomaAction) -> AutomaStep:
    if action.action == "final_workshop" and not _wheel_empty(c):
        return _do(i, action, 1, section="workshop", rotate=1)
    if action.action == "final_machinery" and state.round < LAST_ROUND:
        return _do(
            i,
            action,
            1,
            section="machinery",
            vp=-FINAL_MACHINERY_VP,
            gain=machine_of_choice(state, c),
        )
    return _do(i, action, 1, section="bank", vp=BANK_VP)
