"""The Tesla Automa plays (spec §8.1, §8.3–§8.7): one turn, decided and applied by the rules.

`take_turn` reveals the next tiles and walks the action side in order: each action is decided on
the state as it is now (`automa.decide`), so a dashed action performed (drops that flowed, an
engineer used) counts for the next one; a performed action that ends the turn stops the walk.
Every step goes into the `AutomaPlan` the turn's first event carries, and each step has its own log
line saying what the Automa did or why it skipped the action. `plan_turn` previews the same walk
on a copy of the state.

How an Automa places and pays (§8.1): engineers go to the first free space of the section
(`automa_order` of the data), or join the last one when none is free; on its own company board
they go to the leftmost empty construction space, or join the last one. It pays and gains VP for
credits. Its follow-up effects are decided by the same rules: drops by the Water Management
placement rule with the criteria side in use ([amb 23]; before the first reveal the headstreams in
letter order), energy usable for a contract fulfils the best face-up one (§8.5.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.barrage import construction, contracts, expansion, management
from rules.barrage.automa import (
    NOT_REACHED,
    PERFORMED,
    AutomaPlan,
    AutomaStep,
    automa_officer,
    best_production,
    decide,
    production_detail,
    reveal,
    revealed,
    water_placement,
)
from rules.barrage.automa_sites import choose_site, criteria_column
from rules.barrage.construction import Build, apply_free_build, free_build_options
from rules.barrage.data import Effect, barrage_data
from rules.barrage.effects import (
    NO_CHOICE,
    advance_energy,
    apply_dam_drop,
    apply_take_tile,
    dam_drop_sites,
    gain,
    gain_credits,
    pay_credits,
    place_drops,
    release_drops,
    rotate_wheel,
    supply_id,
)
from rules.barrage.engineers import ARCHITECT, ARCHITECT_HOME
from rules.barrage.river import river_map
from rules.barrage.state import (
    USA,
    BarrageState,
    Company,
    clone,
    engineers_placed,
    waters,
)
from rules.barrage.water import production_systems, refill_choices
from rules.core.events import Event
from rules.core.text import Text

TOMMASO = "officer:tommaso_battista"
MAHIRI = "officer:mahiri_sekibo"
GERMANY = "company:germany"
NETHERLANDS = "company:netherlands"
# the management section each performed action puts its engineers in
SECTION = {
    "production": "turbine",
    "water_management": "water",
    "contract_office": "contracts",
    "workshop": "workshop",
    "machinery_shop": "machinery",
    "patent_office": "patent",
    "external_works": "external",
}


# -- the turn --------------------------------------------------------------------------------------


def follows_tile(state: BarrageState, seat: int) -> bool:
    """Whether the company to act now plays its turn by an Automa tile: an Automa, or a person's
    (or bot's) company on its first action of the round when a very hard Automa has Mahiri
    Sekibo (§8.8: "as if they were an Automa"). The first action: nothing of the company's is on
    an action space yet this round."""
    c = state.companies[seat]
    if c.automa:
        return True
    return (
        state.difficulty == "very-hard"
        and not c.passed
        and c.architect in (None, ARCHITECT_HOME)
        and engineers_placed(state, c) == 0
        and any(o.automa and o.officer == MAHIRI for o in state.companies)
    )


def take_turn(state: BarrageState, seat: int) -> list[Event]:
    """The company in `seat` plays one turn by an Automa tile (§8.3; see `follows_tile`).
    Mutates `state`; returns the events, the first of which carries the whole plan
    (`params["plan"]`, `AutomaPlan.as_data()`)."""
    c = state.companies[seat]
    kind = c.kind
    c.kind = "automa"  # Mahiri's rule: a person's company plays this turn as if an Automa
    try:
        action_tile, criteria_tile = reveal(state, seat)
        ev: list[Event] = []
        plan = _walk(state, seat, ev)
    finally:
        c.kind = kind
    head = Event(
        "barrage.event.automa_revealed",
        {
            "action": _number(action_tile),
            "criteria": _number(criteria_tile),
            "plan": plan.as_data(),
        },
        seat,
        reveals=True,
        turned=action_tile,
    )
    return [head, *ev]


def plan_turn(state: BarrageState, seat: int) -> AutomaPlan:
    """What the Automa in `seat` would do with the tiles revealed now (the state is not changed)."""
    return _walk(clone(state), seat, [])


def _number(tile: str) -> int:
    return int(tile.rpartition(":")[2])


def _walk(state: BarrageState, seat: int, ev: list[Event]) -> AutomaPlan:
    c = state.companies[seat]
    if not c.automa:
        raise ValueError(f"seat {seat} is no Automa")
    shown = revealed(state)
    if shown is None:
        raise ValueError("no Automa tile revealed")
    tile, side = shown
    steps: list[AutomaStep] = []
    done = False
    for i, action in enumerate(tile.actions):
        if done or c.engineers == 0:
            steps.append(AutomaStep(i, action.action, NOT_REACHED))
            continue
        step = decide(state, c, i, action, tile, side, c.engineers)
        steps.append(step)
        ev += _step_events(seat, step)
        if step.status == PERFORMED:
            # Tommaso's architect (very hard, §8.8): alone on a turn-ending 1-engineer action
            architect = (
                action.ends_turn
                and step.engineers == 1
                and automa_officer(state, c) == TOMMASO
                and c.architect == ARCHITECT_HOME
            )
            ev.extend(perform(state, seat, step, architect=architect))
            done = action.ends_turn
    return AutomaPlan(seat, tile.id, side.id, tuple(steps))


def _step_events(seat: int, step: AutomaStep) -> list[Event]:
    """The log lines of one step: what it did (and why that site) or why it skipped it."""
    action = Text(f"barrage.automa.action.{step.action}")
    if step.status != PERFORMED:
        why = Text(step.reason or "barrage.automa.why.unsupported", dict(step.params))
        return [Event("barrage.event.automa_skips", {"action": action, "why": why}, seat)]
    done = [Event("barrage.event.automa_does", {"action": action}, seat)]
    choice = step.detail.get("choice")
    if choice:
        n = len(choice["candidates"])
        why = site_reason(choice)
        done.append(Event("barrage.event.automa_site", {"n": n, "why": why}, seat))
    return done


def site_reason(choice: dict[str, Any]) -> Text:
    """Why the site selection (§8.6) ended on its site: the stage that left it alone."""
    if not choice["steps"]:
        return Text("barrage.automa.site.only")
    rule = choice["steps"][-1]["rule"]
    stage = choice["steps"][-1]["stage"]
    if stage == "criterion":
        criterion = Text(f"barrage.automa.criterion.{rule}")
        return Text("barrage.automa.site.criterion", {"criterion": criterion})
    if stage == "code":
        return Text("barrage.automa.site.code", {"code": rule.removeprefix("code:")})
    return Text(f"barrage.automa.site.{rule}")  # system, non_red, the tiles' rules


# -- placing engineers (§8.1 (7), (8)) ------------------------------------------------------------


def place_engineers(
    state: BarrageState, c: Company, section: str, n: int, *, architect: bool = False
) -> list[Event]:
    """n engineers on the first free space of `section` (its Automa order), or beside the
    section (on its last space) when none is free; "construction" means the company board, and
    a space id that space."""
    if n <= 0:
        return []
    cid = c.id or ""
    if section == "construction":
        free = construction.construction_space(state, c)
        spaces = construction.construction_spaces()
        space = free[0] if free else spaces[-1][0]
    elif section in barrage_data().sections:
        order = barrage_data().sections[section].automa_order
        space = next((s for s in order if not state.spaces.get(s)), order[-1])
    else:  # a given space (an External Works tile's)
        space = section
    owners = state.spaces.setdefault(space, {})
    if architect and n == 1:  # it stands under its own key, not one of `Company.engineers`
        c.architect = space
        owners[ARCHITECT] = 1
        return [Event("barrage.event.architect_placed", {"space": space}, seat=c.seat)]
    c.engineers -= n
    owners[cid] = owners.get(cid, 0) + n
    return [
        Event(
            "barrage.event.automa_engineers",
            {"n": n, "space": space},
            c.seat,
            moved=(supply_id(c), space),
        )
    ]


def _vp(c: Company, n: int) -> list[Event]:
    """VP gained (or paid, n < 0) in place of credits; an Automa's VP may go below 0 (§8.1)."""
    if not n:
        return []
    return [gain_credits(c, n) if n > 0 else pay_credits(c, -n)]


# -- performing an action (§8.5) -------------------------------------------------------------------


def perform(
    state: BarrageState, seat: int, step: AutomaStep, *, architect: bool = False
) -> list[Event]:
    """Apply a performed step's `detail` (decided by `automa.decide` on this state);
    `architect`: Tommaso's architect takes the place of its one engineer."""
    c = state.companies[seat]
    d = step.detail
    kind = step.action
    if kind in ("final_workshop", "final_machinery"):
        section = d["section"]
        ev = place_engineers(state, c, section, step.engineers, architect=architect)
        if section == "workshop":
            return ev + rotate_wheel(c, d["rotate"])
        if section == "machinery":
            return ev + _vp(c, d["vp"]) + _gain_machines(state, seat, d["gain"], 1)
        return ev + _vp(c, d["vp"])
    if kind == "external_works" or d.get("leslie"):
        section = "construction" if d["leslie"] else None  # Leslie's: a 1-engineer construction
        ev = place_engineers(state, c, section or d["space"], step.engineers, architect=architect)
        work = expansion.complete_work(state, seat, d["space"], leslie=d["leslie"])
        return ev + work.events + resolve(state, seat, work.effects)
    if kind == "construction":
        return _construct(state, seat, step, architect)
    ev = place_engineers(state, c, SECTION[kind], step.engineers, architect=architect)
    if kind == "production":
        return ev + _produce(state, seat, d)
    if kind == "water_management":
        return ev + _drops(state, seat, d["headstreams"], d["immediate"])
    if kind == "contract_office":
        return ev + _contract_office(state, seat, d["colour"], d["energy"])
    if kind == "workshop":
        return ev + _vp(c, d["vp"]) + rotate_wheel(c, d["rotate"])
    if kind == "machinery_shop":
        gains = d["gains"]
        ev += _vp(c, d["vp"])
        for machine in ("excavators", "mixers"):
            ev += _gain_machines(state, seat, machine, gains.get(machine, 0))
        return ev + _gain_machines(state, seat, None, gains.get("machinery", 0))
    if kind == "patent_office":
        slot = state.patent.index(d["tile"]) + 1
        return ev + _vp(c, d["vp"]) + apply_take_tile(state, seat, slot)
    raise ValueError(f"the Automa cannot perform {kind!r}")


def _gain_machines(state: BarrageState, seat: int, machine: str | None, n: int) -> list[Event]:
    """n machines of a type (None: of choice, the type it has fewer of each time, §8.3)."""
    return gain(state, seat, Effect(machine or "machinery", (("amount", n),))) if n else []


def _drops(state: BarrageState, seat: int, heads: Sequence[str], immediate: bool) -> list[Event]:
    ev: list[Event] = []
    for h in heads:
        ev += release_drops(state, seat, h, 1) if immediate else place_drops(state, seat, h, 1)
    return ev


def _produce(state: BarrageState, seat: int, d: dict[str, Any]) -> list[Event]:
    """Produce with the chosen system and modifier, then fulfil the chosen contracts (§8.5.1);
    at hard and very hard the company ability after it (§8.8): Germany's second production with
    its best other system, the Netherlands' drop into its most productive dam."""
    c = state.companies[seat]
    done = _production(state, seat, d)
    ev = done.events + fulfil(state, seat, d["contracts"], done.energy)
    if not contracts.uses_ability(state, c):
        return ev
    side = revealed(state)
    if c.id == GERMANY:
        second = best_production(state, c, 0, side and side[1], second=d["powerhouse"])
        if second is not None:
            more = production_detail(state, c, second, 0)
            done = _production(state, seat, more, second=True)
            ev += done.events + fulfil(state, seat, more["contracts"], done.energy)
    elif c.id == NETHERLANDS:
        ev += _netherlands_drop(state, seat, d["dam"])
    return ev


def _production(
    state: BarrageState, seat: int, d: dict[str, Any], *, second: bool = False
) -> management.Produced:
    """The production a step's detail chose (the same as a person's, `management.production`)."""
    keys = ("dam", "conduit", "powerhouse", "drops", "modifier")
    return management.production(state, seat, *(d[k] for k in keys), second=second)


def _netherlands_drop(state: BarrageState, seat: int, used: str) -> list[Event]:
    """The Netherlands' drop (hard, §8.8): into its own dam with room (not the one just used) of
    the most productive complete system; several or none: the dam column of the criteria side."""
    c = state.companies[seat]
    cid = c.id or ""
    w = waters(state)
    room = refill_choices(w, cid, used)
    if not room:
        return []
    power: dict[str, int] = {}
    for s in production_systems(w, cid):
        if s.dam in room:
            power[s.dam] = max(power.get(s.dam, 0), (s.drops + 1) * s.value)
    best = max(power.values(), default=0)
    top = [site for site in room if power.get(site) == best] if best else list(room)
    return apply_dam_drop(state, seat, _dam_choice(state, c, top))


def fulfil(state: BarrageState, seat: int, chosen: Sequence[str], energy: int) -> list[Event]:
    """Fulfil the contracts chosen for a production of `energy`, gaining their rewards."""
    ev: list[Event] = []
    c = state.companies[seat]
    taken: list[str] = []
    for contract in chosen:
        ev += contracts.fulfil(state, seat, contract, energy, taken)
        taken.append(contract)
        ev += resolve(state, seat, contracts.deferred(contract, c.automa))
    return ev


def _contract_office(state: BarrageState, seat: int, colour: str, energy: int) -> list[Event]:
    """Discard the 2 face-up private contracts of the colour, advance 2 energy, refill (§8.5.3)."""
    c = state.companies[seat]
    ev = []
    for contract in list(state.offer.get(colour, [])):
        state.offer[colour].remove(contract)
        state.contract_discards[colour].append(contract)
        ev.append(
            Event(
                "barrage.event.automa_discarded_contract",
                {"requirement": barrage_data().contracts[contract].requirement},
                seat,
                moved=(f"offer:{colour}", f"discard:{colour}"),
            )
        )
    ev.append(advance_energy(c, energy))
    return ev + contracts.refill_offer(state)


def _construct(state: BarrageState, seat: int, step: AutomaStep, architect: bool) -> list[Event]:
    """Build exactly as a person would (tile and machinery on the wheel, one turn, the leftmost
    piece, red fee in VP, incomes at once), with the tile's engineers on the company board."""
    d = step.detail
    c = state.companies[seat]
    ev = place_engineers(state, c, "construction", step.engineers, architect=architect)
    build = Build(
        d["tile"],
        d["structure"],
        d["site"],
        d["excavators"],
        d["mixers"],
        d["replaced"],
        d["copies"],
    )
    build = construction.priced(state, seat, build)
    todo = construction.follow_ups(state, seat, build)
    ev += construction.apply_build(state, seat, build)
    return ev + resolve(state, seat, todo)


# -- follow-up effects (§8.7) ----------------------------------------------------------------------


def criteria_headstreams(state: BarrageState) -> tuple[str, ...]:
    """The headstream letters in the order the criteria side in use lists them."""
    shown = revealed(state)
    if shown is None:
        return tuple(h.rpartition(":")[2] for h in sorted(river_map().headstreams))
    return shown[1].criteria.headstreams


def resolve(state: BarrageState, seat: int, effects: Sequence[Effect]) -> list[Event]:
    """Apply effects left to a decision, deciding as the Automa (see the module docstring).
    Effects with no Automa rule yet are logged as skipped."""
    c = state.companies[seat]
    ev: list[Event] = []
    for e in effects:
        if e.kind in ("drops", "drops_now"):
            immediate = e.kind == "drops_now"
            usa = c.id == USA and contracts.uses_ability(state, c)
            letters = criteria_headstreams(state)
            w = waters(state)
            heads = water_placement(w, c.id or "", e.amount, immediate, letters, usa=usa)
            ev += _drops(state, seat, heads, immediate)
        elif e.kind == "production":  # the L2 powerhouse tile's: its best production (§8.8)
            side = revealed(state)
            modifier = int(e.get("modifier") or 0)
            best = best_production(state, c, modifier, side and side[1])
            if best is not None:
                ev += _produce(state, seat, production_detail(state, c, best, modifier))
        elif e.kind == "produce":
            chosen = contracts.automa_choice(state, seat, e.amount)
            ev += fulfil(state, seat, chosen, e.amount)
        elif e.kind == "rotate":
            ev += rotate_wheel(c, e.amount)
        elif e.kind in (*NO_CHOICE, "machinery"):
            ev += gain(state, seat, e)
        elif e.kind == "build":
            for _ in range(int(e.get("count", 1))):
                ev += _free_build(state, seat, e)
        elif e.kind == "dam_drop":
            for _ in range(e.amount or 1):
                sites = dam_drop_sites(state, seat)
                if sites:
                    ev += apply_dam_drop(state, seat, _dam_choice(state, c, sites))
        elif e.kind == "fulfil_contract":
            ev += _fulfil_highest(state, seat, e.get("max_requirement"))
        elif e.kind == "take_advanced_tile":
            slots = [i + 1 for i, t in enumerate(state.patent) if t is not None]
            if slots:
                tiles = barrage_data().tech_tiles
                best = max(slots, key=lambda k: tiles[state.patent[k - 1] or ""].level)
                ev += apply_take_tile(state, seat, best)
        else:  # a private building's own kinds: the Automa never takes those actions
            ev.append(Event("barrage.event.automa_effect_skipped", {"effect": e.kind}, seat))
    return ev


def _dam_choice(state: BarrageState, c: Company, sites: Sequence[str]) -> str:
    """A dam site by the dam column of the criteria side in use (first listed without one)."""
    side = revealed(state)
    if len(sites) == 1 or side is None:
        return sites[0]
    criteria, code = criteria_column(side[1].criteria, "dam")
    return choose_site(waters(state), c.id or "", "dam", sites, criteria, code).site


def _free_build(state: BarrageState, seat: int, e: Effect) -> list[Event]:
    """A free structure (§8.7): the first structure offered that has a legal site, the site by
    the site selection process (§8.6) with the criteria side in use."""
    c = state.companies[seat]
    options = free_build_options(state, seat, e)
    if not options:
        return []
    structure = options[0][0]
    sites = [site for s, site in options if s == structure]
    side = revealed(state)
    site = sites[0]
    if len(sites) > 1 and side is not None:
        criteria, code = criteria_column(side[1].criteria, structure)
        site = choose_site(waters(state), c.id or "", structure, sites, criteria, code).site
    done, later = apply_free_build(state, seat, structure, site)
    return done + resolve(state, seat, later)


def _fulfil_highest(state: BarrageState, seat: int, most: Any) -> list[Event]:
    """A reward's contract (§8.5.8): the highest private contract of the Contract Office within
    the limit, the rightmost on ties; fulfilled as if produced exactly its requirement."""
    shown = [
        (k, contracts.requirement(state, seat, k), place)
        for k, place in contracts.display(state)
        if k.startswith("contract:private:")
    ]
    fit = [x for x in shown if most is None or x[1] <= int(most)]
    if not fit:
        return []
    contract, need, _ = max(fit, key=lambda x: (x[1], x[2]))
    c = state.companies[seat]
    return contracts.fulfil(state, seat, contract, need) + resolve(
        state, seat, contracts.deferred(contract, c.automa)
    )
