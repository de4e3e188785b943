"""The heuristic Barrage bot: plans dam-conduit-powerhouse systems, keeps its machinery flowing,
produces for the round's scoring and fulfils its best contracts.

It sees only `view(state, seat)` (the decks are hidden there) and scores every legal answer of
the prompt by a quick estimate in victory-point equivalents: one ply, no look-ahead through the
engine; the best score wins and ties go to its seeded RNG, so the same seed plays the same game.
The weights are the named constants below. What it weighs:

- costs: credits (an Automa pays VP instead, so a credit costs it 1 VP), engineers, machinery
  put on the wheel (it comes back after a full turn) and technology tiles.
- the system plan: every (dam site, conduit site, target basin) triple is a possible production
  system, worth the conduit's value times the water the dam may hold (its capacity, and what the
  headstreams send past it each round less what dams upstream catch), discounted for each part
  still missing (own or neutral dam, any company's conduit, an own powerhouse). The plan is the
  best system per dam, the best few dams summed. A build scores by how much it raises the plan,
  times the productions left in the game, plus the income it uncovers (received again every
  round), the powerhouse track, the bonus tiles of this and later rounds that count it, and the
  objective tile's criterion. A dam rises (elevations) where water comes that it cannot hold.
- a production: what the energy adds to this round's scoring (energy ranking against the other
  companies, the track's credits, the round's bonus tile with its sections) plus the best contract
  it reaches; minus the drops taken from own dams in the last round (they score at the end).
- Water Management: the drops it brings into dams the company can produce from.
- Machinery Shop and Workshop: the machines (and tiles) they give or bring back, worth more when
  the supply is short of what the next builds need.
- Contract Office: the rewards of contracts its systems can reach, less those it would discard.
- Patent Office: an extra tile to build with, its special effect and the advanced-tile bonus.
- Bank: credits, worth more when short; the engineers left over at the end of a round go there.
- passing scores nothing; an answer of a kind it does not know scores `NEUTRAL`, and a known
  answer wins a tie against it, so new action types and prompts never stop a game.
- a contract after a production: the best reward (Simone: the best set whose requirements fit);
  an effect: drops where they reach its usable dams, machines of choice towards the kind it is
  short of; the draft: the starting contract that is easiest to fulfil for its reward.

The expansion (effects resolved now are weighed by the best pick they will offer, `_effects_now`):
- External Works: the reward (credits, VP, energy on this round's scoring, a produced energy's
  contract, the best free build by the plan, the best advanced tile, the best own contract
  fulfilled, drops, rotations by what comes back) against the machinery discarded (each worth
  more once the supply is short of the next builds, less in the last rounds) and 2 engineers;
  with Leslie's tile the machinery goes on the wheel and the rotation brings a segment back.
- a private building's action (and Margot's space): its effect by the same system (a drop into
  the best dam, the Control Station's best production, a tile or half a segment back from the
  wheel, the Loan Agency's best External Works for credits...) against its fee and engineers;
  building it: the tile's VP and a share of its action's worth for each round left.
- Mahiri's copy: played out on a copy of the view, the best action the copied officer changes
  (builds for Wilhelm, Solomon, Jill and Anton; productions for Viktor, Graziano and Simone;
  External Works for Leslie; Margot's building actions) less the copy's engineer and fee; an
  officer it cannot weigh (Tommaso) is never copied.
- picks: a free build by the plan less its red-site fee; a drop into the dam of the best system
  (an own dam, with no system yet, still counts a little); advanced tiles by special and level;
  tiles and machinery back from the wheel by their worth, less when their segment comes soon.
- the optional productions (the L2 tile, the Control Station, Germany's second) and the
  Netherlands' drop after a production are taken whenever they score above nothing: a foreign
  conduit's credits or, in the last round, own drops that would score at the end can make them
  worthless.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from rules.barrage import construction, contracts, effects, expansion, management, scoring
from rules.barrage.actions import (
    ACTION_TYPES,
    AutomaTurn,
    Bank,
    BuildingAction,
    Construct,
    CopyOfficer,
    DamDrop,
    DiscardContract,
    DraftPick,
    ExternalWork,
    FreeBuild,
    Fulfil,
    Machinery,
    OfficerBuilding,
    Pass,
    Patent,
    Produce,
    ProduceNow,
    RecoverMachinery,
    RecoverTile,
    Resolve,
    TakeContracts,
    TakeTile,
    Water,
    WheelTile,
    Workshop,
)
from rules.barrage.data import INCOME_SLOTS, ROUNDS, Effect, barrage_data
from rules.barrage.expansion import LESLIE_TILE
from rules.barrage.river import river_map
from rules.barrage.state import WHEEL_SEGMENTS, BarrageState, waters
from rules.barrage.water import NEUTRAL, Dam, Waters, place, production_energy, water_flow_phase
from rules.core.actions import Action
from rules.core.errors import IllegalAction
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset
from rules.core.steps import Done

# -- weights, in victory-point equivalents --------------------------------------------------------
NEUTRAL_SCORE = 0.0  # an answer of a kind the bot does not know (a known one wins the tie)
CREDIT = 0.4  # a credit (an Automa pays VP instead: 1)
ENGINEER = 0.38  # an engineer placed (the Bank turns one into a credit)
MACHINE = 0.8  # an excavator or mixer gained into the supply
MACHINE_SHORT = 3.0  # one of a kind the supply is short of for the next builds
MACHINE_SPENT = 0.2  # one put on the wheel for a build (it comes back after a full turn)
TILE_SPENT = 0.3  # a basic tile put on the wheel
ANY_TILE_SPENT = 1.0  # a tile that builds anything, used when a plainer one would do
TILE_BACK = 1.0  # a tile coming back to the supply (more when few are left)
TILE_SHORT = 3.0
ROTATION = 0.8  # a wheel rotation from a reward or an income (without looking at the wheel)
DROP = 0.6  # a drop on a headstream from a reward
ENERGY_LATER = 0.25  # energy from a reward, not usable for a contract
FREE_BUILD = 5.0  # a free structure from a contract reward
ENERGY_VP = 0.8  # one energy of production per round in the plan
FIRST_PLACE_ODDS = 0.7  # the energy ranking is judged against the others' energy now
LINEAR_ENERGY = 0.12  # energy beyond what this round's scoring pays for (turn order, >30)
CONTRACT_BONUS_VP = 2  # the "contracts" bonus tile pays this per fulfilled contract
CONTRACT_PROMISE = 0.7  # share of a taken contract's reward counted when it looks reachable
CONTRACT_FAR = 0.15  # ... and when it does not
SIMONE_MOST = 4  # contracts one production may fulfil at most, counted (Simone Luciani)
HAND_FULL = 2  # reachable contracts in hand beyond which taking more is worth less
BONUS_ODDS = 0.7  # chance of scoring a later round's bonus tile for a structure built now
OBJECTIVE = 1.5  # one more unit of the objective tile's criterion
PLAN_DAMS = 3  # dams whose best systems make the plan (productions a round can use)
MISSING = (1.0, 0.4, 0.15, 0.05)  # a system's worth by the number of its parts still to build
AFFORD = 5.0  # ... and by AFFORD / (AFFORD + the machines its missing parts still cost)
FOREIGN_CONDUIT = 0.75  # another company's conduit: 1 credit a drop
NEUTRAL_DAM = 0.5  # a neutral dam's water is shared
CATCH = 0.7  # share of its capacity a dam catches of the water passing it each round
UNRAISED = 1.2  # capacity counted for a dam not built yet (it may rise)
INCOME_RECEIVED = 1.0  # an uncovered income is gained now and in every later Income phase
ABILITY = 4.0  # the company ability (third powerhouse)
PRODUCTIONS_A_ROUND = 1.5  # own productions a round, for the powerhouse-track bonuses
LAST_ROUND_DROP = 1.0  # a drop in an own dam at the end of the game
SHORT_CREDITS = 5  # below this, credits are worth more (the Bank becomes useful)
CREDIT_SHORT = 0.6
BANK_SPARE = 0.05  # an engineer put in the Bank beyond the credits it is short of
SHORT_EXCAVATORS = 5  # what the next base or conduit usually needs
SHORT_MIXERS = 3  # what the next powerhouse or elevation usually needs
PATENT_TILE = 2.0  # an advanced tile: one more build before the wheel comes round
SPECIALS = {  # the special effect of an advanced tile used to build
    "fill_empty_dams": 1.5,
    "rotate_per_elevation": 1.0,
    "credits_per_value": 1.5,
    "no_engineers": 1.0,
    "no_red_site_fee": 0.5,
    "produce_per_base": 1.5,
    "fill_dam": 1.5,
    "conduit_max_5_excavators": 1.0,
    "production_plus_2": 2.0,
    "machinery_interchangeable": 1.0,
    "no_engineers_no_excavators": 2.0,
    "vp_per_raised_dam": 2.0,
    "produce_double_value": 2.0,
    "vp_per_powerhouse": 3.0,
    "vp_per_advanced_tile": 3.0,
    "building_action_now": 1.5,
    "one_machinery_type": 1.0,
    "building_vp_now": 2.0,
}
TILE_LEVEL = 0.2  # an advanced tile, by its level (later tiles do more)
TILE_MISSING = 0.5  # a basic tile back of a kind the supply has none of
SOON = 3  # a tile or machinery back from the wheel is worth less when its segment comes soon
# -- the expansion
MACHINE_LOST = 2.0  # an excavator or mixer discarded (External Works) from a full supply
LATE_ROUNDS = {0: 0.3, 1: 0.7}  # machinery and tiles, by rounds left: fewer builds to use them
NO_COPY = -5.0  # Mahiri copying an officer that changes nothing she would do
COPY_ANSWERS = {  # what each officer copied changes in the turn that follows
    "officer:wilhelm_adler": ("construct",),
    "officer:solomon_p_jordan": ("construct",),
    "officer:jill_mcdowell": ("construct",),
    "officer:anton_krylov": ("construct",),
    "officer:viktor_fiesler": ("produce",),
    "officer:graziano_del_monte": ("produce",),
    "officer:simone_luciani": ("produce",),
    "officer:leslie_spencer": ("external_work",),
    "officer:margot_fouche": ("officer_building",),
}
BUILDING = 2.0  # a building whose tile is unknown
BUILDING_VP = 0.6  # share of the tile's end-of-game VP counted when activating it
BUILDING_USES = 0.25  # uses of its action counted per round left
BUILDING_ACTION = 1.0  # the least its action is counted at (it may be worth more later)

STRUCTURE_ROWS = ("base", "elevation", "conduit")
CHOICE_PROMPTS = frozenset(
    {
        "build",
        "dam_drop",
        "refill",
        "wheel_tile",
        "fulfil_contract",
        "take_advanced_tile",
        "production",
        "second_production",
        "recover_tile",
        "recover_machinery",
        "external_work",
    }
)
BONUS_COUNTS = {
    "base": "bases",
    "elevation": "elevations",
    "conduit": "conduits",
    "powerhouse": "powerhouses",
    "building": "buildings",
}


def _amount(e: Effect) -> int:
    try:
        return e.amount
    except (TypeError, ValueError):
        return 0


class _Look:
    """What one decision needs about the seen position, computed once."""

    def __init__(self, seen: BarrageState, seat: int, rules: Ruleset | None = None) -> None:
        self.seen = seen
        self.rules = rules  # to play Mahiri's copy out on a copy of the view
        self.seat = seat
        self.c = seen.companies[seat]
        self.cid = self.c.id or ""
        self.automa = self.c.automa
        self.credit = 1.0 if self.automa else CREDIT
        self.w = waters(seen)
        self.map = river_map()
        self.data = barrage_data()
        self.round = seen.round
        self.needs = sorted(
            (contracts.requirement(seen, seat, k), k) for k in contracts.candidates(seen, seat)
        )
        self.houses = sum(1 for o in self.w.powerhouses.values() if o == self.cid)
        self.base_kept = 0.0  # kept drops now, set when water choices are scored
        self.machines = 0  # machines of choice on offer (an effect)
        self._inflow: dict[str, float] | None = None
        self._plan: float | None = None
        self._gains: dict[tuple[str, str], float] = {}
        self._drop_worth: dict[str, float] | None = None
        self._rewards: dict[str, float] = {}
        self._max_energy: int | None = None
        self.copies: dict[str, float | None] = {}  # Mahiri: the best turn after each copy
        self._buildings: dict[str, float] = {}
        self._contracts: dict[int, float] = {}

    # -- small valuations -------------------------------------------------------------------

    @property
    def rounds_left(self) -> int:
        """Rounds after this one."""
        return max(0, ROUNDS - self.round)

    def short(self, machine: str) -> bool:
        if machine.startswith("exc"):
            return self.c.excavators < SHORT_EXCAVATORS
        return self.c.mixers < SHORT_MIXERS

    def machine_worth(self, machine: str) -> float:
        return MACHINE_SHORT if self.short(machine) else MACHINE

    def effect_value(self, e: Effect) -> float:
        """What one effect icon gained is worth (rewards, incomes)."""
        n = _amount(e)
        match e.kind:
            case "vp":
                return float(n)
            case "credits":
                return (1.0 if self.automa else CREDIT) * n
            case "excavators":
                return self.machine_worth("excavators") * n
            case "mixers":
                return self.machine_worth("mixers") * n
            case "machinery":
                return max(self.machine_worth("excavators"), self.machine_worth("mixers")) * n
            case "rotate":
                return ROTATION * n
            case "drops" | "drops_now":
                return DROP * n
            case "energy" | "produce":
                return ENERGY_LATER * n
            case "build":
                return FREE_BUILD
            case "production_bonus":
                return ENERGY_VP * PRODUCTIONS_A_ROUND * (self.rounds_left + 1) * n
            case "company_ability":
                return ABILITY
        return 0.0

    def reward_value(self, contract: str) -> float:
        if contract not in self._rewards:
            info = self.data.contracts.get(contract)
            value = sum(self.effect_value(e) for e in info.reward) if info is not None else 0.0
            if info is not None:
                value += CONTRACT_BONUS_VP * self.bonus_tiles_ahead("contracts")
            self._rewards[contract] = value
        return self._rewards[contract]

    def bonus_tiles_ahead(self, counts: str, now: bool = True) -> float:
        """The bonus tiles (this round's if `now`, and later ones) that count `counts`,
        each times its VP, weighted by the chance of scoring it."""
        total = 0.0
        first = self.round if now else self.round + 1
        for r in range(first, len(self.seen.bonus) + 1):
            tile = self.data.bonus_tiles.get(self.seen.bonus[r - 1])
            if tile is not None and tile.counts == counts:
                odds = BONUS_ODDS
                if r == self.round:
                    odds = 1.0 if self.c.energy >= 6 * r else BONUS_ODDS
                total += odds * tile.vp_each
        return total

    # -- water ------------------------------------------------------------------------------

    @property
    def inflow(self) -> dict[str, float]:
        """Drops a round that the headstreams send to each dam site (before it catches any):
        the headstream tiles' drops of the rounds left, less what built dams upstream catch."""
        if self._inflow is None:
            m = self.map
            arrive = dict.fromkeys(m.dams, 0.0)
            tiles = self.data.headstream_tiles
            rounds = range(self.round, ROUNDS)  # drops arriving in round 5 are never used
            for h in m.headstreams:
                tile = tiles.get(self.seen.headstream_tiles.get(h, ""))
                if tile is None or not rounds:
                    continue
                stream = sum(tile.drops_in(r) for r in rounds) / len(rounds)
                for node in m.downstream[h]:
                    if node not in arrive or stream <= 0:
                        continue
                    arrive[node] += stream
                    if node in self.w.dams:
                        stream = max(0.0, stream - CATCH * self.w.capacity(node))
            self._inflow = arrive
        return self._inflow

    def drop_worth(self) -> dict[str, float]:
        """What a drop in each dam is worth to the company: the best conduit value that can
        take it to an own powerhouse (neutral dams shared), a little for own dams without one."""
        if self._drop_worth is None:
            worth: dict[str, float] = {}
            m, w = self.map, self.w
            for site, dam in w.dams.items():
                if dam.owner not in (self.cid, NEUTRAL):
                    continue
                best = 0.0
                for conduit in m.basins[m.dams[site].basin].conduits:
                    owner = w.conduits.get(conduit)
                    if owner is None:
                        continue
                    target = m.basins[m.conduits[conduit].target]
                    if any(w.powerhouses.get(p) == self.cid for p in target.powerhouses):
                        share = 1.0 if owner == self.cid else FOREIGN_CONDUIT
                        best = max(best, share * m.conduits[conduit].value)
                if dam.owner == NEUTRAL:
                    best *= NEUTRAL_DAM
                elif best == 0:
                    best = 0.5  # own dam: a system may come, and it scores at the end
                if best:
                    worth[site] = best
            self._drop_worth = worth
        return self._drop_worth

    def kept_value(self, w: Waters) -> float:
        """Worth of the drops in usable dams after the coming Water Flow phase."""
        after = water_flow_phase(w).waters
        worth = self.drop_worth()
        return sum(worth[s] * d.drops for s, d in after.dams.items() if s in worth)

    # -- the system plan --------------------------------------------------------------------

    def plan(self, dams: dict[str, Any], conduits: dict[str, str], houses: dict[str, str]) -> float:
        """Energy a round the company's planned systems promise (see the module docstring)."""
        m, cid, c = self.map, self.cid, self.c
        own_base_basins = {m.dams[s].basin for s, d in dams.items() if d.owner == cid}
        own_house_basins = {m.powerhouses[s].basin for s, o in houses.items() if o == cid}
        bases_left = c.left.get("base", 0) > 0
        conduits_left = c.left.get("conduit", 0) > 0
        houses_left = c.left.get("powerhouse", 0) > 0
        graziano = self.cid in self.w.big_dams
        best: dict[object, float] = {}
        for k, site in m.conduits.items():
            owner = conduits.get(k)
            if owner is None:
                if not conduits_left:
                    continue
                k_missing, k_share = 1, 1.0
            else:
                k_missing, k_share = 0, (1.0 if owner == cid else FOREIGN_CONDUIT)
            target = site.target
            if target in own_house_basins:
                p_missing = 0
            elif houses_left and any(p not in houses for p in m.basins[target].powerhouses):
                p_missing = 1
            else:
                continue
            for d_site in m.basins[site.basin].dams:
                dam = dams.get(d_site)
                if dam is None:
                    if not bases_left or site.basin in own_base_basins:
                        continue
                    d_missing, cap, share, key = 1, UNRAISED, 1.0, ("basin", site.basin)
                    held = 0
                elif dam.owner == cid:
                    d_missing, share, key = 0, 1.0, d_site
                    cap = 4 if graziano and dam.height >= 3 else dam.height
                    held = dam.drops
                elif dam.owner == NEUTRAL:
                    d_missing, share, key = 0, NEUTRAL_DAM, d_site
                    cap, held = dam.height, dam.drops
                else:
                    continue
                water = min(cap, max(held, self.inflow.get(d_site, 0.0)))
                if water <= 0:
                    continue
                missing = d_missing + k_missing + p_missing
                machines = (
                    d_missing * m.area_of(site.basin).base_excavators
                    + k_missing * site.excavators
                    + p_missing * (2 + self.houses)
                )
                value = site.value * water * k_share * share * MISSING[missing]
                value *= AFFORD / (AFFORD + machines)
                if value > best.get(key, 0.0):
                    best[key] = value
        return sum(sorted(best.values(), reverse=True)[:PLAN_DAMS])

    def plan_now(self) -> float:
        if self._plan is None:
            w = self.w
            self._plan = self.plan(w.dams, w.conduits, w.powerhouses)
        return self._plan

    def plan_gain(self, structure: str, site: str) -> float:
        """How much the plan grows with `structure` on `site` (cached per site)."""
        key = (structure, site)
        if key not in self._gains:
            w, cid = self.w, self.cid
            dams, conduits, houses = w.dams, w.conduits, w.powerhouses
            if structure == "base":
                dams = {**dams, site: Dam(cid, 1)}
            elif structure == "elevation" and site in dams:
                d = dams[site]
                dams = {**dams, site: Dam(d.owner, d.height + 1, d.drops)}
            elif structure == "conduit":
                conduits = {**conduits, site: cid}
            elif structure == "powerhouse":
                houses = {**houses, site: cid}
            self._gains[key] = self.plan(dams, conduits, houses) - self.plan_now()
        return self._gains[key]

    def max_energy(self) -> int:
        """The most energy one production could reach with full dams (a rough ceiling)."""
        if self._max_energy is None:
            self._max_energy = self._ceiling()
        return self._max_energy

    def _ceiling(self) -> int:
        best = 0
        m, w = self.map, self.w
        for site, dam in w.dams.items():
            if dam.owner not in (self.cid, NEUTRAL):
                continue
            for conduit in m.basins[m.dams[site].basin].conduits:
                if conduit not in w.conduits:
                    continue
                target = m.basins[m.conduits[conduit].target]
                if any(w.powerhouses.get(p) == self.cid for p in target.powerhouses):
                    best = max(best, m.conduits[conduit].value * w.capacity(site))
        return best + 2 + (1 if self.houses >= 2 else 0)

    # -- round scoring ----------------------------------------------------------------------

    def round_value(self, energy: int) -> float:
        """What ending the round with `energy` pays (ranking, track, bonus tile), estimated."""
        credits, vp = scoring.track_reward(energy)
        value = self.credit * credits + vp + LINEAR_ENERGY * energy
        data = self.data
        if energy >= data.bonus_minimum_energy and self.round <= len(self.seen.bonus):
            tile = data.bonus_tiles.get(self.seen.bonus[self.round - 1])
            if tile is not None:
                try:
                    count = scoring.bonus_count(self.seen, self.c, tile.counts)
                except ValueError:
                    count = 0
                short = scoring.sections_short(energy, self.round)
                value += max(0, tile.vp_each * count - data.bonus_penalty_per_section * short)
        if energy >= 1:
            others = sorted(
                (o.energy for o in self.seen.companies if o.seat != self.seat), reverse=True
            )
            top = others[0] if others else 0
            if energy > top:
                value += FIRST_PLACE_ODDS * data.energy.ranking.first
            elif energy == top:
                value += FIRST_PLACE_ODDS * data.energy.ranking.tied_first_pool / 2
            elif len(others) < 2 or energy > others[1]:
                value += FIRST_PLACE_ODDS * data.energy.ranking.second
        return value

    def contract_value(self, energy: int) -> float:
        """The best contract a production of `energy` reaches (Simone: the best set of them)."""
        if energy not in self._contracts:
            reached = [(need, self.reward_value(k)) for need, k in self.needs if need <= energy]
            best = max((v for _, v in reached), default=0.0)
            if len(reached) > 1 and contracts.several(self.seen, self.seat):
                best = max(best, _best_set(reached, energy))
            self._contracts[energy] = best
        return self._contracts[energy]


def _best_set(reached: list[tuple[int, float]], energy: int) -> float:
    """The most reward a set of contracts whose requirements fit in `energy` gives."""
    best = 0.0
    for n in range(2, min(len(reached), SIMONE_MOST) + 1):
        for group in combinations(reached, n):
            if sum(need for need, _ in group) <= energy:
                best = max(best, sum(v for _, v in group))
    return best


# -- turns ----------------------------------------------------------------------------------------


def _space_cost(look: _Look, space: str | None) -> float:
    sp = look.data.spaces.get(space or "")
    if sp is None:
        return 0.0
    return look.credit * (sp.fee + sp.cost.credits) + ENGINEER * sp.engineers


def _score_produce(look: _Look, a: Produce) -> float:
    sp = look.data.spaces.get(a.space)
    if sp is None or a.conduit not in look.map.conduits:
        return NEUTRAL_SCORE
    modifier = next((int(e.get("modifier", 0)) for e in sp.effects if e.kind == "production"), 0)
    value = _production_value(look, a.dam, a.conduit, a.drops, modifier)
    return value - _space_cost(look, a.space)


def _production_value(
    look: _Look, dam: str, conduit: str, drops: int, modifier: int, *, second: bool = False
) -> float:
    """A production's worth before the space's cost: the round's scoring and the best contract
    its energy reaches, less a foreign conduit's credits and, in the last round, the own drops
    used (`second`: Germany's, drops x value only)."""
    site = look.map.conduits.get(conduit)
    if site is None:
        return NEUTRAL_SCORE
    officer = look.c.copied or look.c.officer
    energy = production_energy(
        drops,
        site.value,
        modifier,
        look.houses,
        viktor=officer == "officer:viktor_fiesler" and not second,
        company_bonus=not second,
    )
    italy = look.cid == "company:italy" and look.c.ability and not second
    extra = 3 if italy else 0
    now = look.c.energy
    gain = look.round_value(now + energy + extra) - look.round_value(now)
    gain += look.contract_value(energy)
    foreign = look.w.conduits.get(conduit) != look.cid
    cost = look.credit * drops if foreign else 0.0
    held = look.w.dams.get(dam)
    if look.round >= ROUNDS and held is not None and held.owner == look.cid:
        cost += LAST_ROUND_DROP * drops
    return gain - cost


def _income_value(look: _Look, structure: str) -> float:
    """The income (or powerhouse-track step) the next piece of `structure` uncovers."""
    c = look.c
    pieces = look.data.pieces.get(structure, 0)
    n = pieces - c.left.get(structure, 0) + 1
    if structure == "powerhouse":
        effects = look.data.powerhouse_track.get(n, ())
        return sum(look.effect_value(e) for e in effects)
    if structure not in STRUCTURE_ROWS or n not in INCOME_SLOTS or c.id is None:
        return 0.0
    if c.automa and look.seen.difficulty == "easy":
        return 0.0
    company = look.data.companies.get(c.id)
    if company is None:
        return 0.0
    effects = company.incomes.get(structure, {}).get(n, ())
    times = 1 + INCOME_RECEIVED * look.rounds_left
    return times * sum(look.effect_value(e) for e in effects)


def _objective_value(look: _Look, structure: str, site: str) -> float:
    tile = look.data.objective_tiles.get(look.seen.objective)
    if tile is None or structure == "building":
        return 0.0
    m = look.map
    basin = m.basin_of(site) if structure != "elevation" else m.dams[site].basin
    match tile.criterion:
        case "red_sites":
            red = (structure == "base" and m.dams[site].red) or (
                structure == "powerhouse" and m.powerhouses[site].red
            )
            return OBJECTIVE if red else 0.0
        case "connected_bases":
            return OBJECTIVE * 0.5 if structure != "elevation" else 0.0
        case "basins_with_1":
            mine = _own_basins(look)
            return OBJECTIVE if mine.get(basin, 0) == 0 else 0.0
        case "basins_with_3":
            mine = _own_basins(look)
            return OBJECTIVE * (1.0 if mine.get(basin, 0) == 2 else 0.3)
        case "largest_area" | "smallest_area":
            return OBJECTIVE * 0.4
    return 0.0


def _own_basins(look: _Look) -> dict[int, int]:
    m, cid, w = look.map, look.cid, look.w
    found: dict[int, int] = {}
    for s, d in w.dams.items():
        if d.owner == cid:
            found[m.dams[s].basin] = found.get(m.dams[s].basin, 0) + d.height
    for s, o in w.conduits.items():
        if o == cid:
            found[m.conduits[s].basin] = found.get(m.conduits[s].basin, 0) + 1
    for s, o in w.powerhouses.items():
        if o == cid:
            found[m.powerhouses[s].basin] = found.get(m.powerhouses[s].basin, 0) + 1
    return found


def _tile_cost(look: _Look, a: Construct) -> float:
    tile = look.data.tech_tiles.get(a.tile or "")
    if tile is None:
        return 0.0
    if tile.kind == "advanced":
        return TILE_SPENT - SPECIALS.get(tile.special or "", 0.0)
    if tile.builds == "any":
        plain = f"tech:basic:{a.structure}"
        return ANY_TILE_SPENT if plain in look.c.tiles else TILE_SPENT
    return TILE_SPENT


def _score_build(look: _Look, a: Construct) -> float:
    cost = (
        look.credit * a.credits
        + MACHINE_SPENT * (a.excavators + a.mixers)
        + ENGINEER * a.engineers
        + _tile_cost(look, a)
    )
    return _structure_value(look, a.structure, a.site) - cost


def _structure_value(look: _Look, structure: str, site: str) -> float:
    """What one more `structure` on `site` is worth, before what it costs (see the docstring)."""
    m = look.map
    value = _income_value(look, structure)
    value += look.bonus_tiles_ahead(BONUS_COUNTS.get(structure, ""))
    if structure == "building":
        return value + _building_worth(look, site)
    known = site in m.dams or site in m.conduits or site in m.powerhouses
    if not known:
        return value
    gain = look.plan_gain(structure, site)
    horizon = look.rounds_left + (0.5 if look.round < ROUNDS else 0.0)
    value += ENERGY_VP * horizon * gain
    value += _objective_value(look, structure, site)
    if structure == "base" and look.round < ROUNDS:
        # water already on its way this round
        value += 0.3 * min(1.0, look.inflow.get(site, 0.0))
    return value


def _score_water(look: _Look, heads: Sequence[str]) -> float:
    if not look.drop_worth():
        return -1.0
    w = look.w
    for h in heads:
        if h in look.map.headstreams:
            w = place(w, h)
    gained = look.kept_value(w) - look.base_kept
    horizon = 1.0 if look.round < ROUNDS else 0.3
    return ENERGY_VP * horizon * gained


def _contract_reach(look: _Look, need: int) -> float:
    return CONTRACT_PROMISE if need <= look.max_energy() else CONTRACT_FAR


def _score_contracts(look: _Look, a: TakeContracts) -> float:
    data = look.data.contracts
    ceiling = look.max_energy()
    in_hand = sum(1 for k in look.c.contracts if k in data and data[k].requirement <= ceiling)
    score = -_space_cost(look, a.space)
    if in_hand >= HAND_FULL:
        score -= 1.5
    if look.round >= ROUNDS:
        score -= 2.0  # little time left to fulfil it
    for k in a.taken:
        if k in data:
            score += _contract_reach(look, data[k].requirement) * look.reward_value(k)
    for k in a.discarded:
        if k in data:
            score -= _contract_reach(look, data[k].requirement) * look.reward_value(k)
    return score


def _wheel_back(look: _Look, turns: int) -> float:
    """What `turns` rotations bring back from the wheel."""
    c = look.c
    if not c.wheel:
        return 0.0
    value = 0.0
    tiles = len(c.tiles)
    for i in range(1, turns + 1):
        seg = c.wheel[(c.open + i) % WHEEL_SEGMENTS]
        for _ in seg.tiles:
            value += TILE_SHORT if tiles < 2 else TILE_BACK
            tiles += 1
        value += look.machine_worth("excavators") * seg.excavators
        value += look.machine_worth("mixers") * seg.mixers
    return value


def _space_effects(look: _Look, space: str) -> tuple[Effect, ...]:
    sp = look.data.spaces.get(space)
    return sp.effects if sp is not None else ()


def _score_workshop(look: _Look, a: Workshop) -> float:
    turns = sum(_amount(e) for e in _space_effects(look, a.space) if e.kind == "rotate")
    if look.round >= ROUNDS and look.c.engineers < 4:
        return _wheel_back(look, turns) * 0.3 - _space_cost(look, a.space)
    return _wheel_back(look, turns) - _space_cost(look, a.space)


def _score_machinery(look: _Look, a: Machinery) -> float:
    value = 0.0
    for e in _space_effects(look, a.space):
        if e.kind == "machinery":
            kind = "excavators" if a.machine == "excavators" else "mixers"
            value += look.machine_worth(kind) * _amount(e)
        elif e.kind in ("excavators", "mixers"):
            value += look.machine_worth(e.kind) * _amount(e)
    if look.round >= ROUNDS:
        value *= 0.5  # few builds left to use them in
    return value - _space_cost(look, a.space)


def _score_patent(look: _Look, a: Patent) -> float:
    sp = look.data.spaces.get(a.space)
    if sp is None:
        return NEUTRAL_SCORE
    slot = next((int(e.get("slot", 0)) for e in sp.effects if e.kind == "take_advanced_tile"), 0)
    tile_id = look.seen.patent[slot - 1] if 0 < slot <= len(look.seen.patent) else None
    tile = look.data.tech_tiles.get(tile_id or "")
    if tile is None:
        return NEUTRAL_SCORE
    value = PATENT_TILE if len(look.c.tiles) <= 2 else PATENT_TILE * 0.3
    value *= min(1.0, look.rounds_left / 2)
    value += 0.5 * SPECIALS.get(tile.special or "", 0.0)
    value += look.bonus_tiles_ahead("advanced_tiles")
    if look.c.excavators + look.c.mixers < 3:
        value *= 0.5  # nothing to build with yet
    return value - _space_cost(look, a.space)


def _score_bank(look: _Look, a: Bank) -> float:
    n = a.engineers
    short = max(0, SHORT_CREDITS - look.c.credits) if not look.automa else 0
    if not short:  # engineers nothing else wants: each a credit
        return (CREDIT - ENGINEER) * n
    # short of credits: just the shortfall, keeping the other engineers for what it enables
    urgent = min(n, short)
    return (CREDIT_SHORT - ENGINEER) * urgent - BANK_SPARE * (n - urgent)


# -- the expansion: External Works, private buildings, Mahiri, Margot ---------------------------


def _late(look: _Look) -> float:
    """How much machinery and tiles still count: less with few builds left."""
    return LATE_ROUNDS.get(look.rounds_left, 1.0)


def _machines_lost(look: _Look, excavators: int, mixers: int) -> float:
    """Machines discarded from the supply: each worth more once the supply is short of what the
    next builds need."""
    c = look.c
    loss = 0.0
    for i in range(excavators):
        loss += MACHINE_SHORT if c.excavators - i - 1 < SHORT_EXCAVATORS else MACHINE_LOST
    for i in range(mixers):
        loss += MACHINE_SHORT if c.mixers - i - 1 < SHORT_MIXERS else MACHINE_LOST
    return loss * _late(look)


def _segments_away(look: _Look, segment: int) -> int:
    """Rotations until this wheel segment comes back by itself."""
    return (segment - look.c.open) % WHEEL_SEGMENTS or WHEEL_SEGMENTS


def _tile_worth(look: _Look, tile_id: str) -> float:
    """A technology tile in the supply: one more build before the wheel comes round, its special
    effect, scarce kinds worth more."""
    tile = look.data.tech_tiles.get(tile_id)
    if tile is None:
        return 0.0
    value = TILE_SHORT if len(look.c.tiles) < 2 else TILE_BACK
    if tile.kind == "advanced":
        value += 0.5 * SPECIALS.get(tile.special or "", 0.0) + TILE_LEVEL * tile.level
    elif tile_id not in look.c.tiles:
        value += TILE_MISSING
    return value * _late(look)


def _new_advanced_tile(look: _Look, tile_id: str | None) -> float:
    """An advanced tile taken into the supply (Patent Office, External Works A5)."""
    tile = look.data.tech_tiles.get(tile_id or "")
    if tile is None:
        return 0.0
    value = PATENT_TILE if len(look.c.tiles) <= 2 else PATENT_TILE * 0.3
    value *= min(1.0, look.rounds_left / 2)
    value += 0.5 * SPECIALS.get(tile.special or "", 0.0) + TILE_LEVEL * tile.level
    value += look.bonus_tiles_ahead("advanced_tiles")
    if look.c.excavators + look.c.mixers < 3:
        value *= 0.5  # nothing to build with yet
    return value


def _energy_now(look: _Look, n: int, *, contract: bool) -> float:
    """Energy on the track now (`contract`: produced, so it may fulfil a contract too)."""
    now = look.c.energy
    gain = look.round_value(now + n) - look.round_value(now)
    return gain + (look.contract_value(n) if contract else 0.0)


def _dam_drop_value(look: _Look, site: str) -> float:
    """A drop from the supply into a dam: the energy it lets a system produce (in the last
    round, an own dam's drop scores 1 VP at the end)."""
    worth = look.drop_worth().get(site, 0.0)
    if look.round >= ROUNDS:
        dam = look.w.dams.get(site)
        own = dam is not None and dam.owner == look.cid
        return max(LAST_ROUND_DROP if own else 0.0, ENERGY_VP * 0.3 * worth)
    return ENERGY_VP * worth


def _best_production(look: _Look, modifier: int, credits: int) -> float:
    """The best production a building (Control Station) offers, 0 when none is worth it."""
    best = 0.0
    choices = management.production_choices(look.seen, look.seat, modifier, credits)
    for p in choices:
        for n in range(p.fewest, p.most + 1):
            best = max(best, _production_value(look, p.dam, p.conduit, n, modifier))
    return best


def _free_build_value(look: _Look, structure: str, site: str) -> float:
    return _structure_value(look, structure, site) - look.credit * construction.free_build_fee(
        structure, site
    )


def _best_free_builds(look: _Look, e: Effect) -> float:
    """A free-build reward: its best sites (`count` of them), nothing when none is legal."""
    found = construction.free_build_options(look.seen, look.seat, e)
    values = sorted((_free_build_value(look, s, site) for s, site in found), reverse=True)
    count = max(1, int(e.get("count", 1)))
    return sum(max(0.0, v) for v in values[:count])


def _external_tile(look: _Look, space: str) -> str | None:
    sp = look.data.spaces.get(space)
    if sp is None or not 0 < sp.row <= len(look.seen.external):
        return None
    return look.seen.external[sp.row - 1]


def _external_reward(look: _Look, space: str) -> float:
    tile = look.data.external_works.get(_external_tile(look, space) or "")
    return _effects_now(look, tile.reward) if tile is not None else 0.0


def _score_external(look: _Look, a: ExternalWork) -> float:
    """External Works: the reward against the machinery discarded (Leslie: put on the wheel
    with her tile, which turns once) and the engineers."""
    tile = look.data.external_works.get(_external_tile(look, a.space) or "")
    if tile is None:
        return NEUTRAL_SCORE
    exc, mix = tile.cost.excavators, tile.cost.mixers
    if a.leslie:
        cost = MACHINE_SPENT * (exc + mix) - _wheel_back(look, 1)
        if LESLIE_TILE in look.c.tiles:
            cost += TILE_SPENT
    else:
        cost = _machines_lost(look, exc, mix)
    return _external_reward(look, a.space) - cost - _space_cost(look, a.space)


def _score_loan(look: _Look, a: ExternalWork) -> float:
    """The Loan Agency's External Works: the reward against the credits paid for the machines."""
    tile = look.data.external_works.get(_external_tile(look, a.space) or "")
    pending = look.seen.pending[0] if look.seen.pending else None
    if tile is None or pending is None or pending.effect is None:
        return NEUTRAL_SCORE
    per = int(pending.effect.get("credits_per_machine", 0))
    paid = per * (tile.cost.excavators + tile.cost.mixers)
    return _external_reward(look, a.space) - look.credit * paid


def _effects_now(look: _Look, todo: Sequence[Effect], paid: int = 0) -> float:
    """What effects resolved now are worth (External Works rewards, building actions), each by
    the best choice it will offer; `paid`: credits spent just before."""
    value = 0.0
    c = look.c
    for e in todo:
        n = _amount(e)
        match e.kind:
            case "build":
                value += _best_free_builds(look, e)
            case "take_advanced_tile":
                value += max(
                    (_new_advanced_tile(look, t) for t in look.seen.patent if t), default=0.0
                )
            case "fulfil_contract":
                found = expansion.fulfil_options(look.seen, look.seat, e)
                value += max((look.reward_value(k) for k in found), default=0.0)
            case "dam_drop":
                sites = effects.dam_drop_sites(look.seen, look.seat)
                value += n * max((_dam_drop_value(look, s) for s in sites), default=0.0)
            case "production":
                value += _best_production(look, int(e.get("modifier", 0)), c.credits - paid)
            case "produce":
                value += _energy_now(look, n, contract=True)
            case "energy":
                value += _energy_now(look, n, contract=False)
            case "rotate":
                value += max(_wheel_back(look, n), ROTATION * n * _late(look))
            case "recover_tile":
                found_tiles = effects.recover_tile_options(c)
                value += max((_recover_tile_value(look, i, t) for i, t in found_tiles), default=0)
            case "recover_machinery":
                segments = effects.recover_machinery_options(c)
                value += max((_recover_machinery_value(look, i) for i in segments), default=0)
            case "external_work":
                per = int(e.get("credits_per_machine", 0))
                spaces = expansion.loan_options(look.seen, look.seat, e)
                value += max((_loan_value(look, s, per) for s in spaces), default=0.0)
            case _:
                value += look.effect_value(e)
    return value


def _loan_value(look: _Look, space: str, per: int) -> float:
    tile = look.data.external_works.get(_external_tile(look, space) or "")
    if tile is None:
        return 0.0
    paid = per * (tile.cost.excavators + tile.cost.mixers)
    return max(0.0, _external_reward(look, space) - look.credit * paid)


def _recover_tile_value(look: _Look, segment: int, tile: str) -> float:
    """A tile back from the wheel now rather than when its segment comes round."""
    away = _segments_away(look, segment)
    return _tile_worth(look, tile) * min(1.0, away / SOON)


def _recover_machinery_value(look: _Look, segment: int) -> float:
    if not 0 <= segment < len(look.c.wheel):
        return 0.0
    seg = look.c.wheel[segment]
    exc, mix = effects.half_machinery(seg.excavators, seg.mixers)
    value = exc * look.machine_worth("excavators") + mix * look.machine_worth("mixers")
    return value * _late(look) * min(1.0, _segments_away(look, segment) / SOON)


def _building_effects(look: _Look, building: str) -> tuple[Effect, ...]:
    tile = look.data.buildings.get(building)
    return tile.effects if tile is not None else ()


def _score_building_action(look: _Look, a: BuildingAction) -> float:
    sp = look.data.spaces.get(a.space)
    if sp is None:
        return NEUTRAL_SCORE
    paid = sp.fee + sp.cost.credits
    value = _effects_now(look, _building_effects(look, f"building:{sp.row}"), paid)
    return value - _space_cost(look, a.space)


def _score_margot(look: _Look, a: OfficerBuilding) -> float:
    tile = look.data.buildings.get(a.building)
    if tile is None:
        return NEUTRAL_SCORE
    sp = look.data.spaces.get(a.space)
    fee = (sp.fee + sp.cost.credits) if sp is not None and sp.section != "bank" else 0
    price = fee + tile.action_cost.credits
    engineers = sp.engineers if sp is not None else 1
    value = _effects_now(look, tile.effects, price)
    return value - look.credit * price - ENGINEER * engineers


def _building_worth(look: _Look, site: str) -> float:
    """A building: the tile's VP at the end and the use of its action in the rounds left."""
    data = look.data
    where = data.building_sites.get(site)
    if where is None or not 0 < where.row <= len(look.seen.private_buildings):
        return BUILDING
    building = look.seen.private_buildings[where.row - 1]
    if building not in look._buildings:
        look._buildings[building] = _activation_worth(look, building)
    return look._buildings[building]


def _activation_worth(look: _Look, building: str) -> float:
    tile = look.data.buildings.get(building)
    if tile is None or not tile.spaces:
        return BUILDING
    uses = look.rounds_left + (0.5 if look.round < ROUNDS else 0.0)
    action = _effects_now(look, tile.effects, tile.action_cost.credits)
    action -= look.credit * tile.action_cost.credits + ENGINEER * tile.spaces[0].engineers
    return BUILDING_VP * tile.vp + BUILDING_USES * uses * max(BUILDING_ACTION, action)


def _score_copy(look: _Look, a: CopyOfficer) -> float:
    """Mahiri's copy: the best action the copied officer changes (builds for Wilhelm, Solomon,
    Jill and Anton; productions for Viktor, Graziano and Simone; External Works for Leslie;
    Margot's building actions), played out on a copy of the view with the officer copied and
    the engineer placed. An officer it cannot weigh (Tommaso) is never worth the engineer."""
    if a.officer not in look.copies:  # the right space differs by its fee only
        look.copies[a.officer] = _after_copy(look, a)
    after = look.copies[a.officer]
    if after is None:
        return NO_COPY
    return after - _space_cost(look, a.space)


def _after_copy(look: _Look, a: CopyOfficer) -> float | None:
    kinds = COPY_ANSWERS.get(a.officer)
    if not kinds or look.rules is None:
        return None
    twin = look.rules.clone(look.seen)
    seat = look.seat
    try:
        expansion.apply_copy(twin, seat, a.space, a.officer)
    except IllegalAction:
        return None
    found: list[Action] = []
    if "construct" in kinds:
        found += [Construct.of(b) for b in construction.build_options(twin, seat)]
    if "produce" in kinds:
        for choice in management.space_options(twin, seat):
            if choice.section == "turbine":
                for p in management.production_options(twin, seat, choice.space):
                    found += [
                        Produce(choice.space, p.dam, p.conduit, p.powerhouse, n)
                        for n in range(p.fewest, p.most + 1)
                    ]
    if "external_work" in kinds and twin.expansion:
        found += [ExternalWork(sp, les) for sp, les in expansion.external_options(twin, seat)]
    if "officer_building" in kinds and twin.expansion:
        found += [OfficerBuilding(sp, b) for sp, b in expansion.margot_options(twin, seat)]
    then = _Look(twin, seat)
    return max((_score_turn(then, x) for x in found), default=None)


def _score_turn(look: _Look, a: Action) -> float:
    match a:
        case Produce():
            return _score_produce(look, a)
        case Construct():
            return _score_build(look, a)
        case Water(headstreams=heads):
            return _score_water(look, heads) - _space_cost(look, a.space)
        case Bank():
            return _score_bank(look, a)
        case Machinery():
            return _score_machinery(look, a)
        case TakeContracts():
            return _score_contracts(look, a)
        case Workshop():
            return _score_workshop(look, a)
        case Patent():
            return _score_patent(look, a)
        case ExternalWork():
            return _score_external(look, a)
        case BuildingAction():
            return _score_building_action(look, a)
        case OfficerBuilding():
            return _score_margot(look, a)
        case CopyOfficer():
            return _score_copy(look, a)
        case Pass():
            return 0.0
        case Done():
            return 0.0
    return NEUTRAL_SCORE


# the answers it has a scorer for: every kind but the rules' own and the discard it leaves to
# its neutral score
KNOWN = tuple(t for t in ACTION_TYPES if t not in (AutomaTurn, DiscardContract))


# -- the other prompts ----------------------------------------------------------------------------


def _score_fulfil(look: _Look, a: Action) -> float:
    if isinstance(a, Fulfil):
        return 1.0 + look.reward_value(a.contract)
    return 0.0


def _score_effect(look: _Look, a: Action) -> float:
    if not isinstance(a, Resolve):
        return _score_turn(look, a)
    if a.headstreams:
        return _score_water(look, a.headstreams) + 0.01 * len(a.headstreams)
    # machines of choice: towards the kind the supply is short of
    c = look.c
    mixers = look.machines - a.excavators
    exc_need = max(0, SHORT_EXCAVATORS - c.excavators)
    mix_need = max(0, SHORT_MIXERS - c.mixers)
    useful = min(a.excavators, exc_need) + min(mixers, mix_need)
    return useful - 0.01 * abs((c.excavators + a.excavators) - 2 * (c.mixers + mixers))


def _pending_modifier(look: _Look) -> int:
    p = look.seen.pending[0] if look.seen.pending else None
    return int(p.effect.get("modifier", 0)) if p is not None and p.effect is not None else 0


def _score_choice(look: _Look, kind: str, a: Action) -> float:
    """A pick an effect asks for (free builds, drops into dams, tiles, productions outside the
    Turbine Station...); Done, where the pick is optional, scores nothing."""
    match a:
        case FreeBuild(structure=structure, site=site):
            return _free_build_value(look, structure, site)
        case DamDrop(site=site):
            return _dam_drop_value(look, site)
        case ProduceNow(dam=dam, conduit=conduit, drops=drops):
            second = kind == "second_production"
            modifier = 0 if second else _pending_modifier(look)
            return _production_value(look, dam, conduit, drops, modifier, second=second)
        case TakeTile(slot=slot):
            n = slot.rpartition(":")[2]
            i = int(n) - 1 if n.isdigit() else -1
            tile = look.seen.patent[i] if 0 <= i < len(look.seen.patent) else None
            return _new_advanced_tile(look, tile)
        case WheelTile(tile=tile):
            return -_tile_worth(look, tile)
        case RecoverTile(segment=segment, tile=tile):
            i = effects.segment_of(look.c, segment)
            return NEUTRAL_SCORE if i is None else _recover_tile_value(look, i, tile)
        case RecoverMachinery(segment=segment):
            i = effects.segment_of(look.c, segment)
            return NEUTRAL_SCORE if i is None else _recover_machinery_value(look, i)
        case ExternalWork():
            return _score_loan(look, a)
        case Fulfil():
            return _score_fulfil(look, a)
        case Done():
            return 0.0
    return NEUTRAL_SCORE


def _score_draft(look: _Look, a: Action) -> float:
    if not isinstance(a, DraftPick):
        return NEUTRAL_SCORE
    info = look.data.contracts.get(a.contract)
    if info is None:
        return 0.0
    return look.reward_value(a.contract) - 0.8 * info.requirement


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
        kind = prompt.kind
        if kind == "draft" or seen.companies[seat].id is None:
            look = _Look(seen, seat)
            return self._best(legal, lambda a: _score_draft(look, a))
        look = _Look(seen, seat, rules)
        score: Callable[[Action], float]
        if kind == "contract":
            score = lambda a: _score_fulfil(look, a)  # noqa: E731
        elif kind in CHOICE_PROMPTS:
            score = lambda a: _score_choice(look, kind, a)  # noqa: E731
        elif kind == "effect":
            resolves = [a for a in legal if isinstance(a, Resolve)]
            if any(a.headstreams for a in resolves):
                look.base_kept = look.kept_value(look.w)
            look.machines = max((a.excavators for a in resolves), default=0)
            score = lambda a: _score_effect(look, a)  # noqa: E731
        else:  # the turn, and prompts it does not know: the turn's scores, unknown neutral
            if any(isinstance(a, Water) for a in legal):
                look.base_kept = look.kept_value(look.w)
            score = lambda a: _score_turn(look, a)  # noqa: E731
        return self._best(legal, score)

    def _best(self, legal: list[Action], score: Callable[[Action], float]) -> Action:
        best: list[Action] = []
        top = float("-inf")
        for a in legal:
            s = score(a)
            if not isinstance(a, KNOWN):
                s -= 1e-6  # a known answer wins a tie against one it does not know
            if s > top + 1e-9:
                top, best = s, [a]
            elif s > top - 1e-9:
                best.append(a)
        return self.rng.choice(best)
