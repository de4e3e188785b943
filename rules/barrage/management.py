"""Barrage's management-board actions (spec §4.1, §4.5–§4.11): which action spaces a company may
take now, why not, and each action's own choices and application.

Every `apply_*` takes the space too and does the whole turn's action at once: it checks
everything first (`why_not_*`, which raises nothing), then places the engineers, pays the space's
red fee and printed cost, and performs the action, returning the `Event`s. An illegal call raises
IllegalAction with the reason and leaves the state untouched. Turn order, passing and the
optional contract after a production are the step machine's and the contracts module's:
`apply_production` returns the energy E of that one production so the contract can be offered.

Sections handled: turbine, water, bank, workshop, machinery, contracts, patent. The construction
spaces (company board), the officers' private spaces and the expansion's External Works and
private buildings are not management-board actions and are refused here.

Element ids of moves (besides those in `rules.barrage.effects`): engineers go from
`supply:<country>` to the action space id; a private contract from `offer:<colour>` to
`supply:<country>` (discards to `discard:<colour>`, refills from `deck:<colour>`); an advanced
tile from `patent:<slot>` to `supply:<country>`; a production's drops from the dam site to the
powerhouse site, then on from the powerhouse group (`powerhouses:<basin>`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.barrage.contracts import refill_offer, uses_ability
from rules.barrage.data import ActionSpace, barrage_data
from rules.barrage.effects import (
    EffectChoices,
    advance_energy,
    apply_effects,
    flow_events,
    gain_credits,
    pay_credits,
    supply_id,
)
from rules.barrage.engineers import ARCHITECT as ARCHITECT  # re-exported for the table
from rules.barrage.engineers import engineers_available, place_engineers
from rules.barrage.river import river_map
from rules.barrage.setup import STARTING_OFFER
from rules.barrage.state import BLOCKED, BarrageState, Company, score, set_waters, waters
from rules.barrage.water import Production, produce, production_energy, production_systems
from rules.barrage.water import why_not_produce as water_why_not_produce
from rules.core.errors import IllegalAction, reason
from rules.core.events import Event
from rules.core.text import Text

SECTIONS = ("turbine", "water", "bank", "workshop", "machinery", "contracts", "patent")
VIKTOR = "officer:viktor_fiesler"
SIMONE = "officer:simone_luciani"
ITALY = "company:italy"
CONTRACT_LIMIT = 3  # face-up contracts a company may keep (spec §4.10, [amb 9])
SIMONE_LIMIT = 4  # Simone Luciani keeps one more ([amb 39])
MACHINES = ("excavators", "mixers")


def _officer(company: Company) -> str | None:
    """The officer whose ability works now: Mahiri's copy this turn, else the company's own."""
    return company.copied or company.officer


def contract_limit(company: Company) -> int:
    """Face-up contracts the company may keep: 4 with Simone Luciani, and for Mahiri's company
    after copying her at the Contract Office until it fulfils a contract ([amb 39])."""
    raised = company.simone_limit is not None and len(company.fulfilled) == company.simone_limit
    return SIMONE_LIMIT if raised or _officer(company) == SIMONE else CONTRACT_LIMIT


def simone_limit_ends(company: Company) -> int:
    """[amb 39] End Mahiri's raised limit once the company has fulfilled a contract since it
    began; returns how many contracts it must then discard to be back within 3 (0 if none, or
    if the limit still holds). Any contract counts, a national too: fulfilling one of the
    held ones already brings 4 down to 3."""
    if company.simone_limit is None or len(company.fulfilled) == company.simone_limit:
        return 0
    company.simone_limit = None
    return max(0, len(company.contracts) - CONTRACT_LIMIT)


def action_space(space: str) -> ActionSpace | None:
    """The management-board space with this id (None for any other)."""
    sp = barrage_data().spaces.get(space)
    return sp if sp is not None and sp.section in SECTIONS else None


def _section(space: str) -> str | None:
    sp = action_space(space)
    return sp.section if sp is not None else None


def space_price(sp: ActionSpace) -> int:
    """Credits the space itself costs: the red fee and the cost printed in the action."""
    return sp.fee + sp.cost.credits


# -- action spaces (§4.1) -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpaceChoice:
    """An action space the company may take now: the engineers it asks (a range for the Bank)
    and the credits it costs before the action's own choices (fee + printed cost)."""

    space: str
    section: str
    fewest: int  # engineers
    most: int
    credits: int


def why_not_take(
    state: BarrageState, seat: int, sp: ActionSpace, engineers: int | None = None
) -> Text | None:
    """The checks every action space shares (any board): the Action phase, the space open and
    free, the engineers and the credits it asks (red fee + printed cost). `engineers` None: the
    fewest the space takes."""
    company = state.companies[seat]
    if company.id is None:
        return reason("barrage.why.no_company_yet")
    if state.phase != "actions":
        return reason("barrage.why.not_action_phase")
    if company.passed:
        return reason("barrage.why.already_passed")
    section = barrage_data().sections[sp.section]
    if section.advanced and state.beginner:
        return reason("barrage.why.patent_beginner")
    if section.expansion and not state.expansion:
        return reason("barrage.why.expansion_only")
    if section.officer is not None and _officer_owner(company) != section.officer:
        return reason("barrage.why.private_space")
    owners = state.spaces.get(sp.id, {})
    if BLOCKED in owners:
        return reason("barrage.why.space_blocked", players=len(state.companies), mark=sp.mark)
    if section.exclusive and any(owners.values()):
        return reason("barrage.why.space_taken")
    n = sp.engineers if engineers is None else engineers
    if sp.open_ended:
        if n < sp.engineers:
            return reason("barrage.why.bank_engineers", n=n)
    elif n != sp.engineers:
        return reason("barrage.why.space_engineers", n=sp.engineers)
    if engineers_available(company) < n:
        return reason("barrage.why.too_few_engineers", n=n, have=engineers_available(company))
    if company.credits < space_price(sp):
        return reason("barrage.why.too_few_credits", n=space_price(sp), have=company.credits)
    return None


def _officer_owner(company: Company) -> str | None:
    """The officer whose private spaces the company owns (its own tile, never a copy)."""
    return company.officer


def _why_not_take(
    state: BarrageState, seat: int, space: str, engineers: int | None = None
) -> Text | None:
    """`why_not_take` for a management-board space."""
    sp = action_space(space)
    if sp is None:
        return reason("barrage.why.no_such_space", space=space)
    return why_not_take(state, seat, sp, engineers)


def why_not_space(state: BarrageState, seat: int, space: str) -> Text | None:
    """Why the company at `seat` may not take `space` now (None: it may). A space may only be
    taken where the action can be performed too (spec §4.1)."""
    why = _why_not_take(state, seat, space)
    if why is not None:
        return why
    sp = action_space(space)
    assert sp is not None
    match sp.section:
        case "turbine":
            if not production_options(state, seat, space):
                return reason("barrage.why.no_production")
        case "contracts":
            if not contract_options(state):
                return reason("barrage.why.no_contracts_offered")
        case "patent":
            if _patent_tile(state, sp) is None:
                return reason("barrage.why.patent_empty")
        case "machinery" | "workshop" | "water" | "bank":
            pass  # only engineers and credits, checked above
    return None


def space_options(state: BarrageState, seat: int) -> list[SpaceChoice]:
    """Every management action space the company at `seat` may take now."""
    company = state.companies[seat]
    found = []
    for sid, sp in barrage_data().spaces.items():
        if sp.section in SECTIONS and why_not_space(state, seat, sid) is None:
            most = company.engineers if sp.open_ended else sp.engineers
            found.append(SpaceChoice(sid, sp.section, sp.engineers, most, space_price(sp)))
    return found


def take(
    state: BarrageState, seat: int, sp: ActionSpace, engineers: int, *, pay: bool = True
) -> list[Event]:
    """Place the engineers (`place_engineers`) and pay the space's credits (the caller has
    checked everything)."""
    company = state.companies[seat]
    events = [
        Event(
            f"barrage.event.took_{sp.section}",
            {"space": sp.id, "engineers": engineers},
            seat=seat,
            moved=(supply_id(company), sp.id),
        )
    ]
    if place_engineers(state, seat, sp, engineers):
        events.append(Event("barrage.event.architect_placed", {"space": sp.id}, seat=seat))
    if pay and space_price(sp):
        events.append(pay_credits(company, space_price(sp)))
    return events


def _take(state: BarrageState, seat: int, sp: ActionSpace, engineers: int) -> list[Event]:
    return take(state, seat, sp, engineers)


def _refuse(why: Text | None) -> None:
    if why is not None:
        raise IllegalAction(why)


# -- Turbine Station (§4.5, §5.5) ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ProductionChoice:
    """A production system usable from a Turbine Station space, with the drop counts that give
    at least 1 energy and that the company can pay for (a foreign conduit: 1 credit a drop)."""

    dam: str
    conduit: str
    powerhouse: str
    fewest: int
    most: int
    value: int
    conduit_owner: str


@dataclass(frozen=True, slots=True)
class Produced:
    """What a production action did: its events, the energy E that may fulfil one contract (the
    Italian +3 and the USA's natural-flow energy are on the track but not in E), and the water
    model's record of it."""

    events: list[Event]
    energy: int
    production: Production


def production_modifier(sp: ActionSpace) -> int:
    """The energy a Turbine Station space adds to (or takes from) its production."""
    return int(next(e.get("modifier") for e in sp.effects if e.kind == "production"))


def _production_credits(company: Company, sp: ActionSpace) -> int:
    """Credits left for a foreign conduit once the space is paid."""
    return company.credits - space_price(sp)


def production_options(state: BarrageState, seat: int, space: str) -> list[ProductionChoice]:
    """The production systems (spec §5.4) the company may use from `space`, with drop ranges.
    Only the space's own checks are left to `why_not_space`."""
    sp = action_space(space)
    company = state.companies[seat]
    if sp is None or sp.section != "turbine" or company.id is None:
        return []
    return production_choices(
        state, seat, production_modifier(sp), _production_credits(company, sp)
    )


def production_choices(
    state: BarrageState, seat: int, modifier: int, credits: int, *, company_bonus: bool = True
) -> list[ProductionChoice]:
    """The production systems usable in a production with this modifier, `credits` left to pay
    a foreign conduit; `company_bonus` False: Germany's second production (drops x value only,
    no Viktor minimum, [amb 25])."""
    company = state.companies[seat]
    if company.id is None:
        return []
    w = waters(state)
    built = sum(1 for owner in w.powerhouses.values() if owner == company.id)
    viktor = _officer(company) == VIKTOR and company_bonus
    found = []
    for s in production_systems(w, company.id):
        most = s.drops if s.conduit_owner == company.id else min(s.drops, credits)
        fewest = next(
            (
                n
                for n in range(1, most + 1)
                if production_energy(
                    n, s.value, modifier, built, viktor=viktor, company_bonus=company_bonus
                )
                >= 1
            ),
            None,
        )
        if fewest is not None:
            found.append(
                ProductionChoice(
                    s.dam, s.conduit, s.powerhouse, fewest, most, s.value, s.conduit_owner
                )
            )
    return found


def _open_space(
    state: BarrageState, seat: int, space: str, section: str
) -> tuple[ActionSpace | None, Text | None]:
    """The action space of `section` the seat may take now, or why not."""
    why = _why_not_take(state, seat, space)
    sp = action_space(space)
    if why is None and (sp is None or sp.section != section):
        why = reason("barrage.why.wrong_action", space=space)
    return sp, why


def why_not_production(
    state: BarrageState,
    seat: int,
    space: str,
    dam: str,
    conduit: str,
    powerhouse: str,
    drops: int,
) -> Text | None:
    sp, why = _open_space(state, seat, space, "turbine")
    if why is not None:
        return why
    assert sp is not None
    company = state.companies[seat]
    assert company.id is not None
    return water_why_not_produce(
        waters(state),
        company.id,
        dam,
        conduit,
        powerhouse,
        drops,
        modifier=production_modifier(sp),
        credits=_production_credits(company, sp),
        viktor=_officer(company) == VIKTOR,
    )


def apply_production(
    state: BarrageState,
    seat: int,
    space: str,
    dam: str,
    conduit: str,
    powerhouse: str,
    drops: int,
) -> Produced:
    """A production action (spec §5.5): engineers and fee, the drops go dam → conduit →
    powerhouse, E on the energy track, a foreign conduit's owner paid 1 credit and 1 VP a drop,
    the drops flow on (USA natural-flow energy included), Italy's +3 if unlocked."""
    _refuse(why_not_production(state, seat, space, dam, conduit, powerhouse, drops))
    sp = action_space(space)
    assert sp is not None
    events = _take(state, seat, sp, sp.engineers)
    done = production(state, seat, dam, conduit, powerhouse, drops, production_modifier(sp))
    return Produced(events + done.events, done.energy, done.production)


def production(
    state: BarrageState,
    seat: int,
    dam: str,
    conduit: str,
    powerhouse: str,
    drops: int,
    modifier: int,
    *,
    second: bool = False,
) -> Produced:
    """The production itself, wherever it comes from (a Turbine Station space, the L2
    powerhouse tile, the Control Station, Germany's second production when `second`); the
    caller has checked it and placed any engineers."""
    company = state.companies[seat]
    assert company.id is not None
    events: list[Event] = []
    result = produce(
        waters(state),
        company.id,
        dam,
        conduit,
        powerhouse,
        drops,
        modifier=modifier,
        credits=None if company.automa else company.credits,  # an Automa pays VP (§8.1)
        viktor=_officer(company) == VIKTOR and not second,
        italy=company.id == ITALY and uses_ability(state, company) and not second,
        # an easy Automa never has the powerhouse bonus (§8.8)
        company_bonus=not second and not (company.automa and state.difficulty == "easy"),
    )
    set_waters(state, result.waters)
    events.append(
        Event(
            "barrage.event.produced",
            {
                "n": drops,
                "dam": dam,
                "conduit": conduit,
                "powerhouse": powerhouse,
                "base": result.base,
                "modifier": result.modifier,
                "bonus": result.bonus,
                "energy": result.energy,
                "value": river_map().conduits[conduit].value,
            },
            seat=seat,
            moved=(dam, powerhouse),
        )
    )
    if result.payee is not None:
        # the primitives turn an Automa's credits into VP, on either side (§8.1)
        payee = state.company(result.payee)
        pay_credits(company, result.payment)
        gain_credits(payee, result.payment)
        score(payee, result.payment, "conduits")
        paid = "conduit_paid_vp" if company.automa else "conduit_paid"
        events.append(
            Event(
                f"barrage.event.{paid}",
                {"n": result.payment, "owner": payee.seat},
                seat=seat,
                moved=(supply_id(company), supply_id(payee)),
            )
        )
    events.append(advance_energy(company, result.energy, contract=True))
    events += flow_events(state, seat, result.flows)
    if result.extra_energy:
        events.append(advance_energy(company, result.extra_energy))
    return Produced(events, result.energy, result)


def why_not_production_now(
    state: BarrageState,
    seat: int,
    dam: str,
    conduit: str,
    powerhouse: str,
    drops: int,
    modifier: int,
    *,
    second: bool = False,
) -> Text | None:
    """Why a production outside the Turbine Station (no engineers) cannot be done."""
    company = state.companies[seat]
    if company.id is None:
        return reason("barrage.why.no_company_yet")
    return water_why_not_produce(
        waters(state),
        company.id,
        dam,
        conduit,
        powerhouse,
        drops,
        modifier=modifier,
        credits=company.credits,
        viktor=_officer(company) == VIKTOR and not second,
        company_bonus=not second,
    )


# -- Water Management (§4.6) --------------------------------------------------------------------


def water_drops(space: str) -> tuple[int, int, bool]:
    """(fewest, most, flows at once) drops a Water Management space places."""
    sp = action_space(space)
    if sp is None or sp.section != "water":
        raise KeyError(space)
    e = sp.effects[0]
    return (1 if e.get("up_to") else e.amount), e.amount, e.kind == "drops_now"


def why_not_water(
    state: BarrageState, seat: int, space: str, headstreams: Sequence[str]
) -> Text | None:
    """`headstreams`: one headstream per drop (the same one twice puts both drops there)."""
    sp, why = _open_space(state, seat, space, "water")
    if why is not None:
        return why
    assert sp is not None
    fewest, most, _ = water_drops(space)
    if not fewest <= len(headstreams) <= most:
        return reason("barrage.why.drop_count", fewest=fewest, most=most, n=len(headstreams))
    for h in headstreams:
        if h not in river_map().headstreams:
            return reason("barrage.why.no_headstream", headstream=h)
    return None


def apply_water(
    state: BarrageState, seat: int, space: str, headstreams: Sequence[str]
) -> list[Event]:
    """Drops from the supply onto the chosen headstreams: waiting for the Water Flow phase
    (row 1) or flowing at once (row 2)."""
    _refuse(why_not_water(state, seat, space, headstreams))
    sp = action_space(space)
    assert sp is not None
    events = _take(state, seat, sp, sp.engineers)
    effect = sp.effects[0]
    events += apply_effects(
        state, seat, (effect,), EffectChoices(headstreams=(tuple(headstreams),))
    )
    return events


# -- Bank (§4.7) --------------------------------------------------------------------------------

BANK = "space:bank"


def why_not_bank(state: BarrageState, seat: int, engineers: int) -> Text | None:
    return _why_not_take(state, seat, BANK, engineers)


def apply_bank(state: BarrageState, seat: int, engineers: int) -> list[Event]:
    """Any number ≥ 1 of engineers, 1 credit each; the Bank is never closed."""
    _refuse(why_not_bank(state, seat, engineers))
    sp = action_space(BANK)
    assert sp is not None
    events = _take(state, seat, sp, engineers)
    per = next(e.amount for e in sp.effects if e.kind == "credits_per_engineer")
    events.append(gain_credits(state.companies[seat], per * engineers))
    return events


# -- Workshop (§4.8) ----------------------------------------------------------------------------


def why_not_workshop(state: BarrageState, seat: int, space: str) -> Text | None:
    why = _why_not_take(state, seat, space)
    if why is None and _section(space) != "workshop":
        return reason("barrage.why.wrong_action", space=space)
    return why


def apply_workshop(state: BarrageState, seat: int, space: str) -> list[Event]:
    """Pay, then turn the wheel the number shown, recovering after each segment."""
    _refuse(why_not_workshop(state, seat, space))
    sp = action_space(space)
    assert sp is not None
    return _take(state, seat, sp, sp.engineers) + apply_effects(state, seat, sp.effects)


# -- Machinery Shop (§4.9) ----------------------------------------------------------------------


def machinery_choice_needed(space: str) -> bool:
    """True where the space gives one machine of the company's choice (row 2)."""
    sp = action_space(space)
    return sp is not None and any(e.kind == "machinery" for e in sp.effects)


def why_not_machinery(
    state: BarrageState, seat: int, space: str, machine: str | None = None
) -> Text | None:
    """`machine`: "excavators" or "mixers" where the space lets the company choose."""
    why = _why_not_take(state, seat, space)
    if why is not None:
        return why
    if _section(space) != "machinery":
        return reason("barrage.why.wrong_action", space=space)
    if machinery_choice_needed(space) and machine not in MACHINES:
        return reason("barrage.why.machine_choice", n=1)
    return None


def apply_machinery(
    state: BarrageState, seat: int, space: str, machine: str | None = None
) -> list[Event]:
    """Pay the printed cost, take the machinery shown into the personal supply."""
    _refuse(why_not_machinery(state, seat, space, machine))
    sp = action_space(space)
    assert sp is not None
    events = _take(state, seat, sp, sp.engineers)
    # the machine of choice matters only where the space offers one (row 2)
    chosen = machinery_choice_needed(space) and machine == "excavators"
    choice = EffectChoices(excavators=1 if chosen else 0)
    return events + apply_effects(state, seat, sp.effects, choice)


# -- Contract Office (§4.10) --------------------------------------------------------------------


def contract_options(state: BarrageState) -> list[str]:
    """The face-up private contracts, by colour then slot."""
    return [cid for tiles in state.offer.values() for cid in tiles]


def contracts_to_take(state: BarrageState, space: str) -> int:
    """How many the space takes: its number, or all there are if fewer lie face up."""
    sp = action_space(space)
    if sp is None or sp.section != "contracts":
        raise KeyError(space)
    want = next(e.amount for e in sp.effects if e.kind == "take_contracts")
    return min(want, len(contract_options(state)))


def why_not_contracts(
    state: BarrageState,
    seat: int,
    space: str,
    taken: Sequence[str],
    discarded: Sequence[str] = (),
) -> Text | None:
    """`taken`: the face-up contracts chosen; `discarded`: the face-up contracts (held or just
    taken) put away so that no more than the limit stay in hand (exactly the excess)."""
    why = _why_not_take(state, seat, space)
    if why is not None:
        return why
    if _section(space) != "contracts":
        return reason("barrage.why.wrong_action", space=space)
    offered = contract_options(state)
    want = contracts_to_take(state, space)
    if want == 0:
        return reason("barrage.why.no_contracts_offered")
    if len(taken) != want or len(set(taken)) != len(taken):
        return reason("barrage.why.contract_count", n=want)
    for cid in taken:
        if cid not in offered:
            return reason("barrage.why.contract_not_offered", contract=cid)
    company = state.companies[seat]
    hand = [*company.contracts, *taken]
    excess = max(0, len(hand) - contract_limit(company))
    if len(discarded) != excess or len(set(discarded)) != len(discarded):
        return reason("barrage.why.contract_discards", n=excess, limit=contract_limit(company))
    for cid in discarded:
        if cid not in hand:
            return reason("barrage.why.contract_not_held", contract=cid)
    return None


def apply_contracts(
    state: BarrageState,
    seat: int,
    space: str,
    taken: Sequence[str],
    discarded: Sequence[str] = (),
) -> list[Event]:
    """Take the chosen face-up contracts (paying the printed credit on row 3), discard down to
    the hand limit, then refill the display at the end of the turn."""
    _refuse(why_not_contracts(state, seat, space, taken, discarded))
    sp = action_space(space)
    assert sp is not None
    data = barrage_data()
    company = state.companies[seat]
    events = _take(state, seat, sp, sp.engineers)
    if company.copied == SIMONE and company.officer != SIMONE:
        company.simone_limit = len(company.fulfilled)  # 4 until one is fulfilled ([amb 39])
    for cid in taken:
        colour = data.contracts[cid].colour
        assert colour is not None
        state.offer[colour].remove(cid)
        company.contracts.append(cid)
        events.append(
            Event(
                "barrage.event.contract_taken",
                {"contract": cid, "requirement": data.contracts[cid].requirement},
                seat=seat,
                moved=(f"offer:{colour}", supply_id(company)),
            )
        )
    events += [discard_contract(state, seat, cid) for cid in discarded]
    return events + refill_offer(state, STARTING_OFFER)


def discard_contract(state: BarrageState, seat: int, contract: str) -> Event:
    """Put away one held face-up contract (the caller has checked that it is held): a private
    one to its colour's discards, a starting one out of the game."""
    company = state.companies[seat]
    company.contracts.remove(contract)
    tile = barrage_data().contracts[contract]
    colour = tile.colour
    if colour is not None:  # a starting contract leaves the game
        state.contract_discards[colour].append(contract)
    return Event(
        "barrage.event.contract_discarded",
        {"contract": contract, "requirement": tile.requirement},
        seat=seat,
        moved=(supply_id(company), f"discard:{colour}" if colour else "box"),
    )


# -- Patent Office (§4.11) ----------------------------------------------------------------------


def _patent_tile(state: BarrageState, sp: ActionSpace) -> str | None:
    slot = next(int(e.get("slot")) for e in sp.effects if e.kind == "take_advanced_tile")
    return state.patent[slot - 1] if slot <= len(state.patent) else None


def why_not_patent(state: BarrageState, seat: int, space: str) -> Text | None:
    sp, why = _open_space(state, seat, space, "patent")
    if why is not None:
        return why
    assert sp is not None
    if _patent_tile(state, sp) is None:
        return reason("barrage.why.patent_empty")
    return None


def apply_patent(state: BarrageState, seat: int, space: str) -> list[Event]:
    """Pay 5 credits, take the linked advanced tile into the personal supply; the slot stays
    empty until the end of the round."""
    _refuse(why_not_patent(state, seat, space))
    sp = action_space(space)
    assert sp is not None
    company = state.companies[seat]
    tile = _patent_tile(state, sp)
    assert tile is not None
    events = _take(state, seat, sp, sp.engineers)
    slot = state.patent.index(tile)
    state.patent[slot] = None
    company.tiles.append(tile)
    events.append(
        Event(
            "barrage.event.tile_bought",
            {"tile": tile, "level": barrage_data().tech_tiles[tile].level},
            seat=seat,
            moved=(f"patent:{slot + 1}", supply_id(company)),
        )
    )
    return events
