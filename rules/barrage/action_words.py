"""Short words for one legal Barrage action: the label of its button when a gesture at the table
(engineers on a space, a tile on a site, a tap on a powerhouse) leaves several answers open.

    action_text(state, action) -> Text      keys `barrage.action.*` (barrage-actions.<lang>.json)

The words name what tells an action apart from the others of its prompt: a construction's
structure, site, tile (when it is not the plain one), machinery, credits replacing machines and
credits paid; a production's drops, system and energy (computed by the rules on a copy of the
state, never by a formula of this module); the headstreams, contracts, machines, tiles or wheel
segments chosen. A space's engineers and credits are added only when the same action stands open
on another space too (left and right of a row, two rows alike, a private building's spaces), as
that is then the difference.
Pass the state the prompt was asked in (a seat's view will do: nothing here reads a deck).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from rules.barrage import construction, effects, expansion, management
from rules.barrage.actions import (
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
from rules.barrage.data import ActionSpace, Effect, barrage_data
from rules.barrage.describe import effect_text
from rules.barrage.river import river_map
from rules.barrage.setup import company_name
from rules.barrage.state import WHEEL_SEGMENTS, BarrageState, Pending, clone
from rules.core.actions import Action
from rules.core.steps import Done
from rules.core.text import Text

BASIC_TILE = "tech:basic:{}"  # the plain tile of a structure: not worth naming on a button
# what Done gives up, by the prompt it answers (the rest: plain "Done")
DONE_KINDS = ("contract", "production", "second_production", "refill")


def _t(key: str, **params: object) -> Text:
    return Text(f"barrage.action.{key}", dict(params))


def _seat(state: BarrageState) -> int:
    """The seat asked now (the step machine's `current`, without importing the ruleset)."""
    if state.pending:
        return state.pending[0].seat
    if state.phase == "draft" and state.draft is not None and state.draft.chooser is not None:
        return state.draft.chooser
    return state.current


def _pending(state: BarrageState) -> Pending | None:
    return state.pending[0] if state.pending else None


# -- names -----------------------------------------------------------------------------------------


def _structure(structure: str) -> Text:
    return Text(f"barrage.structure.{structure}")


def _building(building: str) -> Text:
    return Text(f"barrage.building.{barrage_data().buildings[building].slug}")


def site_text(state: BarrageState, site: str) -> Text:
    """A map or building site in a few characters: 4U, 4B, 5-1, Cofferdam #2."""
    m = river_map()
    if site in m.dams:
        dam = m.dams[site]
        return _t("site.dam_upper" if dam.upper else "site.dam_lower", basin=dam.basin)
    if site in m.conduits:
        return _t("site.conduit", code=m.conduits[site].automa_code)
    if site in m.powerhouses:
        ph = m.powerhouses[site]
        return _t("site.powerhouse", basin=ph.basin, index=ph.index)
    b = barrage_data().building_sites[site]
    index = int(site.rpartition(":")[2])
    building = state.private_buildings[b.row - 1]
    return _t("site.building", building=_building(building), n=index)


def tile_text(tile: str) -> Text:
    """A technology tile by kind, level and what it builds (unique among a company's tiles)."""
    t = barrage_data().tech_tiles[tile]
    if t.kind == "special":
        return _t(f"tile.{tile.rpartition(':')[2]}")  # Anton's, Leslie's
    builds = _t("tile.any") if t.builds == "any" else _structure(t.builds or "building")
    if t.kind == "basic":
        return _t("tile.basic", structure=builds)
    return _t("tile.advanced", level=t.level, structure=builds)


def _plus(items: Sequence[Text]) -> Text:
    """Parts of one reward joined with "+" (a list of contracts is joined with commas)."""
    out = items[0]
    for item in items[1:]:
        out = _t("plus", first=out, next=item)
    return out


def effect_words(e: Effect) -> Text:
    """One reward or building effect in button words (shorter than describe.effect_text)."""
    n = e.amount
    match e.kind:
        case (
            "vp"
            | "credits"
            | "excavators"
            | "mixers"
            | "machinery"
            | "energy"
            | "rotate"
            | ("drops" | "drops_now" | "dam_drop" | "produce")
        ):
            return _t(f"effect.{e.kind}", n=n)
        case "build":
            structure = _structure(str(e.get("structure")))
            if e.get("max_value") is not None:
                return _t("effect.build_value", structure=structure, n=int(e.get("max_value")))
            areas = e.get("areas")
            if areas:
                words = [Text(f"barrage.describe.area.{a}") for a in areas]
                return _t("effect.build_areas", structure=structure, areas=words)
            return _t("effect.build", structure=structure)
        case "fulfil_contract":
            top = e.get("max_requirement")
            if top is not None:
                return _t("effect.fulfil_most", n=int(top))
            return _t("effect.fulfil")
        case "production":
            return _t("effect.production", modifier=int(e.get("modifier", 0)))
        case "take_advanced_tile" | "recover_tile" | "recover_machinery" | "external_work":
            return _t(f"effect.{e.kind}")
    return effect_text(e)  # any other icon: the tooltip's longer words


def effects_words(items: Sequence[Effect]) -> Text:
    return _plus([effect_words(e) for e in items]) if items else _t("nothing")


def contract_text(contract: str) -> Text:
    """A contract by its printed requirement and reward: "6→3 VP + 2 mixers" (no two alike)."""
    k = barrage_data().contracts[contract]
    return _t("contract", requirement=k.requirement, reward=effects_words(k.reward))


def _machines(excavators: int, mixers: int) -> list[Text]:
    parts = []
    if excavators:
        parts.append(_t("effect.excavators", n=excavators))
    if mixers:
        parts.append(_t("effect.mixers", n=mixers))
    return parts


def _drops(headstreams: Sequence[str], now: bool) -> Text:
    """Drops on headstreams: "2 drops on A and C" (one each), "2 drops on A" (both there)."""
    m = river_map()
    letters = [m.headstreams[h].letter for h in Counter(headstreams)]
    return _t("drops_now" if now else "drops", n=len(headstreams), heads=", ".join(letters))


def _noted(text: Text, notes: Sequence[Text]) -> Text:
    return _t("noted", text=text, notes=list(notes)) if notes else text


# -- action spaces ---------------------------------------------------------------------------------


def _may_take(state: BarrageState, seat: int, sp: ActionSpace) -> bool:
    """Whether the company may take this space now, by the rules of its section."""
    if sp.section in management.SECTIONS:
        return management.why_not_space(state, seat, sp.id) is None
    if sp.section == "building":
        return expansion.why_not_building(state, seat, sp.id) is None
    return management.why_not_take(state, seat, sp) is None


def _space_cost(sp: ActionSpace) -> tuple[int, int]:
    return sp.engineers, management.space_price(sp)


def space_notes(state: BarrageState, seat: int, space: str, *, priced: bool = False) -> list[Text]:
    """The space's engineers and credits (`priced`: the words name its credits already), when
    the same action stands open to the company on another space too (left and right of a row,
    two rows alike, a private building's spaces); its place besides when that other space
    costs the same."""
    data = barrage_data()
    sp = data.spaces.get(space)
    if sp is None or sp.open_ended:
        return []
    alike = [
        o
        for o in data.spaces.values()
        if o.id != sp.id and o.section == sp.section and o.effects == sp.effects
    ]
    open_ = [o for o in alike if _may_take(state, seat, o)]
    if not open_:
        return []
    engineers, credits = _space_cost(sp)
    notes = [_t("note.engineers", n=engineers)]
    if credits and not priced:
        notes.append(_t("note.credits", n=credits))
    same = [o for o in open_ if _space_cost(o) == (engineers, credits)]
    if same and sp.section == "building":
        notes.append(_t("note.space", n=int(space.rpartition(":")[2])))
    elif same and sp.side is not None:
        side = _t(f"note.{sp.side}")
        place = side if all(o.row == sp.row for o in same) else None
        notes.append(place or _t("note.place", row=sp.row, side=side))
    return notes


# -- productions -----------------------------------------------------------------------------------


def production_outcome(state: BarrageState, action: Produce | ProduceNow) -> tuple[int, int, int]:
    """(E, the company's other energy, credits paid for a foreign conduit) of a production, by
    doing it with the rules on a copy: E may fulfil a contract; the other energy (Italy's +3, the
    USA's natural flow) only moves the track."""
    probe = clone(state)
    seat = _seat(probe)
    c = probe.companies[seat]
    before = c.energy
    if isinstance(action, Produce):
        done = management.apply_production(
            probe, seat, action.space, action.dam, action.conduit, action.powerhouse, action.drops
        )
    else:
        p = _pending(probe)
        effect = p.effect if p is not None else None
        modifier = int(effect.get("modifier", 0)) if effect is not None else 0
        second = p is not None and p.kind == "second_production"
        done = management.production(
            probe,
            seat,
            action.dam,
            action.conduit,
            action.powerhouse,
            action.drops,
            modifier,
            second=second,
        )
    paid = done.production.payment if done.production.payee is not None else 0
    return done.energy, c.energy - before - done.energy, paid


def _production_text(state: BarrageState, seat: int, action: Produce | ProduceNow) -> Text:
    energy, extra, paid = production_outcome(state, action)
    m = river_map()
    words = _t(
        "produce",
        drops=action.drops,
        dam=site_text(state, action.dam),
        conduit=site_text(state, action.conduit),
        energy=energy,
    )
    notes = []
    c = state.companies[seat]
    houses = m.basins[m.conduits[action.conduit].target].powerhouses
    if sum(state.powerhouses.get(h) == c.id for h in houses) > 1:  # which of its own there
        notes.append(_t("note.powerhouse", site=site_text(state, action.powerhouse)))
    if extra:
        notes.append(_t("note.track", n=extra))
    if paid:
        notes.append(_t("note.pays", n=paid))
    if isinstance(action, Produce):
        notes += space_notes(state, seat, action.space)
    return _noted(words, notes)


# -- the actions -----------------------------------------------------------------------------------


def _construct(state: BarrageState, action: Construct) -> Text:
    what = _t(f"construct.{action.structure}", site=site_text(state, action.site))
    pay = _machines(action.excavators, action.mixers)
    if action.replaced:
        pay.append(_t("pay.replaced", n=action.replaced))
    if action.credits:
        pay.append(_t("note.credits", n=action.credits))
    paid = pay or [_t("pay.free")]
    plain = action.tile == BASIC_TILE.format(action.structure) and action.copies is None
    if plain:
        return _t("construct", what=what, pay=paid)
    if action.copies is None:
        tile = tile_text(action.tile or "")
    elif action.tile is None:  # Mahiri copying Anton: a wheel tile copied, none put in
        tile = _t("tile.copying", tile=tile_text(action.copies))
    else:
        tile = _t("tile.anton_as", tile=tile_text(action.copies))
    return _t("construct_tile", what=what, tile=tile, pay=paid)


def _space_effects(space: str) -> tuple[Effect, ...]:
    return barrage_data().spaces[space].effects


def _machinery(action: Machinery) -> Text:
    got: list[Text] = []
    for e in _space_effects(action.space):
        if e.kind == "machinery":  # one machine of choice: the one chosen
            machine = action.machine or "excavators"
            got.append(_t(f"effect.{machine}", n=e.amount))
        else:
            got.append(effect_words(e))
    price = management.space_price(barrage_data().spaces[action.space])
    return _t("machinery", what=got, credits=price)


def _take_contracts(action: TakeContracts) -> Text:
    taken = [contract_text(k) for k in action.taken]
    if not action.discarded:
        return _t("take_contracts", taken=taken)
    dropped = [contract_text(k) for k in action.discarded]
    return _t("take_contracts_discard", taken=taken, discarded=dropped)


def _patent_tile(state: BarrageState, space: str) -> str | None:
    slot = int(barrage_data().spaces[space].effects[0].get("slot", 0))
    return state.patent[slot - 1] if 1 <= slot <= len(state.patent) else None


def _external(state: BarrageState, seat: int, action: ExternalWork) -> Text:
    tile = expansion.external_tile(state, action.space)
    if tile is None:  # not offered without a tile; words all the same
        return _t("external_empty")
    work = barrage_data().external_works[tile]
    reward = effects_words(work.reward)
    p = _pending(state)
    if p is not None and p.kind == "external_work" and p.effect is not None:  # Loan Agency
        per = int(p.effect.get("credits_per_machine", 0))
        credits = per * (work.cost.excavators + work.cost.mixers)
        return _t("external_loan", credits=credits, reward=reward)
    cost = _machines(work.cost.excavators, work.cost.mixers) or [_t("pay.free")]
    words = _t("external", cost=cost, reward=reward)
    notes = [_t("note.leslie")] if action.leslie else []
    return _noted(words, notes + space_notes(state, seat, action.space))


def _segment_turns(state: BarrageState, seat: int, segment: str) -> int:
    """Turns of the wheel before this segment opens and gives back what it holds."""
    c = state.companies[seat]
    i = effects.segment_of(c, segment)
    if i is None:
        return WHEEL_SEGMENTS
    return (i - c.open) % WHEEL_SEGMENTS or WHEEL_SEGMENTS


def _recover_machinery(state: BarrageState, seat: int, action: RecoverMachinery) -> Text:
    c = state.companies[seat]
    i = effects.segment_of(c, action.segment)
    seg = c.wheel[i] if i is not None else None
    exc, mix = effects.half_machinery(seg.excavators, seg.mixers) if seg else (0, 0)
    turns = _segment_turns(state, seat, action.segment)
    return _t("recover_machinery", what=_machines(exc, mix) or [_t("nothing")], turns=turns)


def _resolve(state: BarrageState, action: Resolve) -> Text:
    p = _pending(state)
    effect = p.effect if p is not None else None
    if effect is not None and effect.kind in effects.DROP_KINDS:
        return _drops(action.headstreams, effect.kind == "drops_now")
    if effect is None and action.headstreams:
        return _drops(action.headstreams, False)
    total = effect.amount if effect is not None else action.excavators
    return _t("machines", what=_machines(action.excavators, total - action.excavators))


def _done(state: BarrageState) -> Text:
    p = _pending(state)
    return _t(f"done.{p.kind}") if p is not None and p.kind in DONE_KINDS else _t("done.other")


def _draft(state: BarrageState, action: DraftPick) -> Text:
    offers = dict(state.draft.offers) if state.draft is not None else {}
    officer = offers.get(action.company)
    contract = contract_text(action.contract)
    if officer is None:
        return _t("draft", company=company_name(action.company), contract=contract)
    name = Text(f"barrage.officer.{officer.removeprefix('officer:')}")
    return _t(
        "draft_officer", company=company_name(action.company), officer=name, contract=contract
    )


def action_text(state: BarrageState, action: Action) -> Text:
    """Short words for a legal action of the prompt asked in `state` (see the module doc)."""
    seat = _seat(state)
    match action:
        case DraftPick():
            return _draft(state, action)
        case Construct():
            return _construct(state, action)
        case Produce() | ProduceNow():
            return _production_text(state, seat, action)
        case Water(space=space, headstreams=heads):
            now = management.water_drops(space)[2]
            return _noted(_drops(heads, now), space_notes(state, seat, space))
        case Bank(engineers=n):
            per = next(e.amount for e in _space_effects(management.BANK))
            return _t("bank", n=n, credits=per * n)
        case Workshop(space=space):
            turns = next(e.amount for e in _space_effects(space))
            return _noted(_t("workshop", n=turns), space_notes(state, seat, space))
        case Machinery(space=space):
            return _noted(_machinery(action), space_notes(state, seat, space, priced=True))
        case TakeContracts(space=space):
            return _noted(_take_contracts(action), space_notes(state, seat, space))
        case Patent(space=space):
            tile = _patent_tile(state, space)
            price = management.space_price(barrage_data().spaces[space])
            words = _t("patent", tile=tile_text(tile), credits=price) if tile else _t("nothing")
            return _noted(words, space_notes(state, seat, space, priced=True))
        case ExternalWork():
            return _external(state, seat, action)
        case BuildingAction(space=space):
            building = f"building:{barrage_data().spaces[space].row}"
            effects_ = barrage_data().buildings[building].effects
            words = _t("building", building=_building(building), effects=effects_words(effects_))
            return _noted(words, space_notes(state, seat, space))
        case OfficerBuilding(building=building):
            effects_ = barrage_data().buildings[building].effects
            return _t(
                "officer_building", building=_building(building), effects=effects_words(effects_)
            )
        case CopyOfficer(space=space, officer=officer):
            name = Text(f"barrage.officer.{officer.removeprefix('officer:')}")
            return _noted(_t("copy_officer", officer=name), space_notes(state, seat, space))
        case Pass():
            return _t("pass")
        case Fulfil(contract=contract):
            return _t("fulfil", contract=contract_text(contract))
        case DiscardContract(contract=contract):
            return _t("discard_contract", contract=contract_text(contract))
        case Resolve():
            return _resolve(state, action)
        case FreeBuild(structure=structure, site=site):
            what = _t(f"construct.{structure}", site=site_text(state, site))
            fee = construction.free_build_fee(structure, site)
            return _t("free_build_fee", what=what, n=fee) if fee else _t("free_build", what=what)
        case DamDrop(site=site):
            return _t("dam_drop", site=site_text(state, site))
        case WheelTile(tile=tile):
            return _t("wheel_tile", tile=tile_text(tile))
        case TakeTile(slot=slot):
            shown = state.patent[int(slot.rpartition(":")[2]) - 1]
            return _t("take_tile", tile=tile_text(shown)) if shown else _t("nothing")
        case RecoverTile(segment=segment, tile=tile):
            turns = _segment_turns(state, seat, segment)
            return _t("recover_tile", tile=tile_text(tile), turns=turns)
        case RecoverMachinery():
            return _recover_machinery(state, seat, action)
        case Done():
            return _done(state)
    raise ValueError(f"no words for {action!r}")  # AutomaTurn: the rules take it, never a person
