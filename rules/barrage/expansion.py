"""The Leeghwater Project's actions and the officers' private spaces (spec §4.12, §6.6, App. A).

    External Works       2 engineers on a displayed tile's space, its machinery discarded from
                         the personal supply (Leslie Spencer: onto the wheel, which turns 1), the
                         tile kept face down, its reward gained (`external_*`)
    private buildings    engineers on a free space of a tile the company activated, once per
                         round per tile; the tile's price and effects (`building_*`)
    Mahiri Sekibo        1 engineer (the right space +3 credits): copy an officer of the pool for
                         this turn, then a normal action in the same turn (`copy_*`)
    Margot Fouché        1 engineer: an activated building's action, even one used this round;
                         Mahiri copying her puts the engineer on the Bank for no credits

Each `apply_*` checks first (`why_not_*`, which raises nothing), then places the engineers and
pays, and returns the events and the effects left to ask (`Done`): the step machine applies the
simple ones and asks the rest (`ruleset._queue_effects`). A space is offered only where its
action can be performed (spec §4.1): a building's or Margot's action only when its effects can.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.barrage import contracts, effects, management
from rules.barrage.data import ActionSpace, Effect, barrage_data
from rules.barrage.effects import pay_credits, supply_id, wheel_id
from rules.barrage.engineers import engineers_available
from rules.barrage.state import BarrageState, Company
from rules.core.errors import IllegalAction, reason
from rules.core.events import Event
from rules.core.text import Text

MAHIRI = "officer:mahiri_sekibo"
MARGOT = "officer:margot_fouche"
LESLIE = "officer:leslie_spencer"
TOMMASO = "officer:tommaso_battista"
LESLIE_TILE = "tech:special:leslie"
BANK = "space:bank"


@dataclass(slots=True)
class Done:
    """What an action did: its events and the effects still to resolve, in order (`fresh`:
    produced energy not yet on the track)."""

    events: list[Event] = field(default_factory=list)
    effects: list[Effect] = field(default_factory=list)


def _refuse(why: Text | None) -> None:
    if why is not None:
        raise IllegalAction(why)


def _space(space: str, section: str) -> ActionSpace | None:
    sp = barrage_data().spaces.get(space)
    return sp if sp is not None and sp.section == section else None


def _officer(c: Company) -> str | None:
    return c.copied or c.officer


# -- External Works ------------------------------------------------------------------------------


def external_tile(state: BarrageState, space: str) -> str | None:
    """The tile displayed at an External Works space (None: empty or no such space)."""
    sp = _space(space, "external")
    if sp is None or sp.row > len(state.external):
        return None
    return state.external[sp.row - 1]


def external_spaces(state: BarrageState) -> list[str]:
    return (
        [sid for sid, sp in barrage_data().spaces.items() if sp.section == "external"]
        if state.expansion
        else []
    )


def may_use_leslie(c: Company) -> bool:
    """Leslie Spencer's tile is in the supply (not on the wheel), or Mahiri copies her."""
    return LESLIE_TILE in c.tiles or (c.copied == LESLIE and c.officer == MAHIRI)


def _why_not_work(
    state: BarrageState, seat: int, space: str, *, leslie: bool = False, credits_per: int = 0
) -> Text | None:
    """The tile's own checks: displayed, its machinery (or credits) at hand."""
    tile = external_tile(state, space)
    if tile is None:
        return reason("barrage.why.external_empty")
    c = state.companies[seat]
    if leslie and not may_use_leslie(c):
        return reason("barrage.why.leslie_tile")
    cost = barrage_data().external_works[tile].cost
    if credits_per:
        need = credits_per * (cost.excavators + cost.mixers)
        if c.credits < need:
            return reason("barrage.why.too_few_credits", n=need, have=c.credits)
        return None
    if c.excavators < cost.excavators:
        return reason("barrage.why.too_few_excavators", n=cost.excavators, have=c.excavators)
    if c.mixers < cost.mixers:
        return reason("barrage.why.too_few_mixers", n=cost.mixers, have=c.mixers)
    return None


def why_not_external(
    state: BarrageState, seat: int, space: str, leslie: bool = False
) -> Text | None:
    """Why the company may not take this External Works space now (Appendix A)."""
    sp = _space(space, "external")
    if sp is None:
        return reason("barrage.why.no_such_space", space=space)
    why = management.why_not_take(state, seat, sp)
    return why or _why_not_work(state, seat, space, leslie=leslie)


def external_options(state: BarrageState, seat: int) -> list[tuple[str, bool]]:
    """(space, with Leslie's tile) for every External Works action the company may take."""
    out = []
    for space in external_spaces(state):
        for leslie in (False, True):
            if why_not_external(state, seat, space, leslie) is None:
                out.append((space, leslie))
    return out


def complete_work(
    state: BarrageState, seat: int, space: str, *, leslie: bool = False, credits_per: int = 0
) -> Done:
    """The tile's part of the action (engineers placed by the caller): its machinery discarded
    (Leslie: onto the open segment, then one rotation; Loan Agency: credits instead), the tile
    kept, its reward left to resolve."""
    _refuse(_why_not_work(state, seat, space, leslie=leslie, credits_per=credits_per))
    c = state.companies[seat]
    tile = external_tile(state, space)
    assert tile is not None
    cost = barrage_data().external_works[tile].cost
    done = Done()
    if credits_per:
        done.events.append(pay_credits(c, credits_per * (cost.excavators + cost.mixers)))
    else:
        c.excavators -= cost.excavators
        c.mixers -= cost.mixers
        seg = c.wheel[c.open]
        if leslie:
            seg.excavators += cost.excavators
            seg.mixers += cost.mixers
            where = wheel_id(c, c.open)
            if LESLIE_TILE in c.tiles:  # Mahiri copying Leslie needs no tile
                c.tiles.remove(LESLIE_TILE)
                seg.tiles.append(LESLIE_TILE)
        else:
            where = effects.GENERAL_SUPPLY
        done.events.append(
            Event(
                "barrage.event.external_paid",
                {
                    "excavators": cost.excavators,
                    "mixers": cost.mixers,
                    "machines": effects.machines_words(cost.excavators, cost.mixers),
                },
                seat=seat,
                moved=(supply_id(c), where),
            )
        )
        if leslie:
            done.events += effects.rotate_wheel(c, 1)
    slot = state.external.index(tile)
    state.external[slot] = None
    c.external.append(tile)
    done.events.append(
        Event(
            "barrage.event.external_done",
            {"tile": tile},
            seat=seat,
            moved=(f"external:{slot + 1}", supply_id(c)),
            turned=tile,
        )
    )
    done.effects = list(barrage_data().external_works[tile].reward)
    return done


def apply_external(state: BarrageState, seat: int, space: str, leslie: bool = False) -> Done:
    """The External Works action (Appendix A)."""
    _refuse(why_not_external(state, seat, space, leslie))
    sp = _space(space, "external")
    assert sp is not None
    events = management.take(state, seat, sp, sp.engineers)
    done = complete_work(state, seat, space, leslie=leslie)
    done.events = events + done.events
    return done


def loan_options(state: BarrageState, seat: int, effect: Effect) -> list[str]:
    """External Works spaces whose tile the Loan Agency may complete (credits per machine)."""
    per = int(effect.get("credits_per_machine", 0))
    return [
        s for s in external_spaces(state) if _why_not_work(state, seat, s, credits_per=per) is None
    ]


# -- private buildings ---------------------------------------------------------------------------


def building_of(state: BarrageState, row: int) -> str | None:
    return state.private_buildings[row - 1] if 1 <= row <= len(state.private_buildings) else None


def activated(state: BarrageState, c: Company, row: int) -> bool:
    """Whether the company has a building beside the tile of this row (Appendix A)."""
    sites = barrage_data().building_sites
    return any(owner == c.id and sites[s].row == row for s, owner in state.buildings.items())


def _automa_activated(state: BarrageState, row: int) -> bool:
    return any(c.automa and activated(state, c, row) for c in state.companies)


def building_row(state: BarrageState, building: str) -> int | None:
    return (
        state.private_buildings.index(building) + 1 if building in state.private_buildings else None
    )


def _why_not_effects(
    state: BarrageState, seat: int, todo: tuple[Effect, ...], credits: int
) -> Text | None:
    """Whether a building's effects can be performed with `credits` left after paying."""
    c = state.companies[seat]
    for e in todo:
        match e.kind:
            case "dam_drop":
                if not effects.dam_drop_sites(state, seat):
                    return reason("barrage.why.no_dam_room")
            case "production":
                if not management.production_choices(state, seat, int(e.get("modifier")), credits):
                    return reason("barrage.why.no_production")
            case "fulfil_contract":
                if not fulfil_options(state, seat, e):
                    return reason("barrage.why.no_contract_to_fulfil")
            case "recover_tile":
                if not effects.recover_tile_options(c):
                    return reason("barrage.why.no_tile_on_wheel")
            case "recover_machinery":
                if not effects.recover_machinery_options(c):
                    return reason("barrage.why.no_machinery_on_wheel")
            case "external_work":
                per = int(e.get("credits_per_machine", 0))
                if not any(
                    _why_not_work(state, seat, s, credits_per=per) is None
                    for s in external_spaces(state)
                ):
                    return reason("barrage.why.no_external_work")
    return None


def _why_not_building_effects(
    state: BarrageState, seat: int, building: str, paid: int
) -> Text | None:
    tile = barrage_data().buildings[building]
    c = state.companies[seat]
    price = tile.action_cost.credits
    if c.credits < paid + price:
        return reason("barrage.why.too_few_credits", n=paid + price, have=c.credits)
    probe = c.credits
    c.credits -= paid + price  # what the effects may spend; restored at once
    try:
        return _why_not_effects(state, seat, tile.effects, c.credits)
    finally:
        c.credits = probe


def why_not_building(state: BarrageState, seat: int, space: str) -> Text | None:
    """Why the company may not use this private-building space now (Appendix A)."""
    sp = _space(space, "building")
    if sp is None or not state.expansion:
        return reason("barrage.why.no_such_space", space=space)
    building = building_of(state, _row_of_space(state, sp))
    if building is None:
        return reason("barrage.why.no_such_space", space=space)
    c = state.companies[seat]
    row = _row_of_space(state, sp)
    if not activated(state, c, row):
        return reason("barrage.why.building_not_activated")
    if sp.side == "left" and _automa_activated(state, row):
        return reason("barrage.why.building_left_closed")
    tile = barrage_data().buildings[building]
    if any(
        state.spaces.get(s.id, {}).get(c.id or "", 0) or c.architect == s.id for s in tile.spaces
    ):
        return reason("barrage.why.building_used")
    why = management.why_not_take(state, seat, sp)
    if why is not None:
        return why
    # a building space's printed cost is the tile's action price (data.py): count the fee only
    return _why_not_building_effects(state, seat, building, sp.fee)


def _row_of_space(state: BarrageState, sp: ActionSpace) -> int:
    """The display row of the tile a building space belongs to (0: not displayed)."""
    return building_row(state, f"building:{sp.row}") or 0


def building_spaces(state: BarrageState) -> list[str]:
    if not state.expansion:
        return []
    data = barrage_data()
    return [s.id for b in state.private_buildings for s in data.buildings[b].spaces]


def building_options(state: BarrageState, seat: int) -> list[str]:
    return [s for s in building_spaces(state) if why_not_building(state, seat, s) is None]


def _building_action(state: BarrageState, seat: int, building: str, *, pay: bool) -> Done:
    """Pay the tile's price (`pay`: not yet paid with the space); its effects are left to
    resolve."""
    tile = barrage_data().buildings[building]
    done = Done()
    c = state.companies[seat]
    if pay and tile.action_cost.credits:
        done.events.append(pay_credits(c, tile.action_cost.credits))
    done.events.append(
        Event(
            "barrage.event.building_action",
            {"building": Text(f"barrage.building.{tile.slug}")},
            seat=seat,
        )
    )
    done.effects = list(tile.effects)
    return done


def apply_building(state: BarrageState, seat: int, space: str) -> Done:
    _refuse(why_not_building(state, seat, space))
    sp = _space(space, "building")
    assert sp is not None
    events = management.take(state, seat, sp, sp.engineers)
    done = _building_action(state, seat, f"building:{sp.row}", pay=False)
    done.events = events + done.events
    return done


# -- Mahiri Sekibo ---------------------------------------------------------------------------------


def copy_pool(state: BarrageState, seat: int) -> list[str]:
    """The officers Mahiri may copy: the others in play and the pool beside her (spec §6.6)."""
    c = state.companies[seat]
    others = [o.officer for o in state.companies if o.officer not in (None, MAHIRI, c.officer)]
    return list(dict.fromkeys([*(o for o in others if o), *state.officer_pool]))


def why_not_copy(state: BarrageState, seat: int, space: str, officer: str) -> Text | None:
    sp = _space(space, "mahiri")
    if sp is None:
        return reason("barrage.why.no_such_space", space=space)
    why = management.why_not_take(state, seat, sp)
    if why is not None:
        return why
    c = state.companies[seat]
    if c.copied is not None:
        return reason("barrage.why.copy_twice")
    if officer not in copy_pool(state, seat):
        return reason("barrage.why.copy_not_in_pool")
    # the normal action must still be possible: an engineer left for the Bank at least
    if engineers_available(c) < sp.engineers + 1:
        return reason("barrage.why.copy_needs_engineer")
    return None


def copy_options(state: BarrageState, seat: int) -> list[tuple[str, str]]:
    c = state.companies[seat]
    if c.officer != MAHIRI:
        return []
    return [
        (sp.id, officer)
        for sp in barrage_data().spaces.values()
        if sp.section == "mahiri"
        for officer in copy_pool(state, seat)
        if why_not_copy(state, seat, sp.id, officer) is None
    ]


def apply_copy(state: BarrageState, seat: int, space: str, officer: str) -> list[Event]:
    """Place the engineer, pay the right space's fee, copy the officer for this turn."""
    _refuse(why_not_copy(state, seat, space, officer))
    sp = _space(space, "mahiri")
    assert sp is not None
    events = management.take(state, seat, sp, sp.engineers)
    state.companies[seat].copied = officer
    name = Text(f"barrage.officer.{officer.removeprefix('officer:')}")
    events.append(Event("barrage.event.officer_copied", {"officer": name}, seat=seat))
    return events


# -- Margot Fouché (and Mahiri copying her: an engineer on the Bank, no credits) ------------------


def margot_space(state: BarrageState, seat: int) -> str | None:
    """Where the engineer goes for Margot's action: her space, or the Bank when Mahiri copies."""
    c = state.companies[seat]
    if c.officer == MARGOT:
        return "space:margot:1"
    if c.officer == MAHIRI and c.copied == MARGOT:
        return BANK
    return None


def why_not_margot(state: BarrageState, seat: int, space: str, building: str) -> Text | None:
    if space != margot_space(state, seat):
        return reason("barrage.why.private_space")
    sp = barrage_data().spaces[space]
    why = management.why_not_take(state, seat, sp, 1)
    if why is not None:
        return why
    row = building_row(state, building)
    c = state.companies[seat]
    if row is None or not activated(state, c, row):
        return reason("barrage.why.building_not_activated")
    return _why_not_building_effects(state, seat, building, management.space_price(sp))


def margot_options(state: BarrageState, seat: int) -> list[tuple[str, str]]:
    space = margot_space(state, seat)
    if space is None or not state.expansion:
        return []
    return [
        (space, b) for b in state.private_buildings if why_not_margot(state, seat, space, b) is None
    ]


def apply_margot(state: BarrageState, seat: int, space: str, building: str) -> Done:
    _refuse(why_not_margot(state, seat, space, building))
    sp = barrage_data().spaces[space]
    events = management.take(state, seat, sp, 1)
    done = _building_action(state, seat, building, pay=True)
    done.events = events + done.events
    return done


# -- a reward's contract without producing (External Works A1/C3, Customer Office) ----------------


def fulfil_options(state: BarrageState, seat: int, effect: Effect) -> list[str]:
    """Own face-up contracts within the effect's highest requirement (France's −3 counted)."""
    c = state.companies[seat]
    top = effect.get("max_requirement")
    return [
        k for k in c.contracts if top is None or contracts.requirement(state, seat, k) <= int(top)
    ]


def apply_fulfil(state: BarrageState, seat: int, contract: str) -> list[Event]:
    """Fulfil the contract as if produced exactly its requirement (no energy moves)."""
    need = contracts.requirement(state, seat, contract)
    return contracts.fulfil(state, seat, contract, max(need, 0))
