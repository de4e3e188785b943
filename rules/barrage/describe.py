"""Tooltips for Barrage: what a board element is and its live numbers, in one short line.

Pass a seat's view of the state (`rules.barrage.state.view`) so a tooltip never shows a deck's
order. Element ids (`element_ids`):

    basin:<n>  dam:<n>U|L  conduit:<n>A|B  powerhouse:<n>:<i>  headstream:<A-D>   (the map)
    company:<country> (a seat still without a company: player:<seat>)
    space:...       the action spaces in play (rules.barrage.data ids)
    contract:...    the face-up contracts: the Contract Office, the national ones, the companies'
    energy:<0-30>   bonus_slot:<1-5>   objective_slot
    tech:...        technology tiles held, on wheels or in the Patent Office
    external:...    the External Works on display     building:<n>  the private buildings in play
    officer:...     the officers in play and Mahiri's pool
    automa_deck     the Automas' deck, and automa:<n> the action and criteria sides in use
"""

from __future__ import annotations

from rules.barrage.data import ActionSpace, AutomaAction, Cost, Effect, barrage_data
from rules.barrage.engineers import ARCHITECT
from rules.barrage.river import river_map
from rules.barrage.setup import company_name
from rules.barrage.state import BLOCKED, BarrageState, Company, waters
from rules.barrage.water import NEUTRAL
from rules.core.text import Text

POWERHOUSE_MIXERS = 2  # a powerhouse costs 2 mixers + 1 per own powerhouse (construction.py)
SIDES = {"U": "upper", "L": "lower"}


def _t(key: str, **params: object) -> Text:
    return Text(f"barrage.describe.{key}", dict(params))


def _player_id(c: Company) -> str:
    return c.id if c.id is not None else f"player:{c.seat}"


AUTOMA_DECK = "automa_deck"


def element_ids(state: BarrageState) -> list[str]:
    """Every element `describe` explains, in board order."""
    m = river_map()
    data = barrage_data()
    ids = [b.id for b in m.basins.values()]
    ids += [*m.dams, *m.conduits, *m.powerhouses, *m.headstreams]
    ids += [_player_id(c) for c in state.companies]
    ids += [sid for sid, sp in data.spaces.items() if _in_play(state, sp)]
    face_up = [c for cs in state.offer.values() for c in cs] + list(state.national)
    face_up += [k for c in state.companies for k in c.contracts]
    ids += list(dict.fromkeys(face_up))
    ids += [s.id for s in data.energy.spaces]
    ids += [f"bonus_slot:{r}" for r in range(1, len(state.bonus) + 1)]
    tiles = [t for c in state.companies for t in (*c.tiles, *(t for s in c.wheel for t in s.tiles))]
    ids += dict.fromkeys([*tiles, *(t for t in state.patent if t is not None)])
    ids += [w for w in state.external if w is not None]
    ids += state.private_buildings
    ids += dict.fromkeys(
        o for o in [*(c.officer for c in state.companies), *state.officer_pool] if o
    )
    if state.difficulty is not None:  # the Automas' deck and the two sides in use
        ids += [AUTOMA_DECK, *state.automa_deck[-1:], *state.automa_discard[-1:]]
    return [*ids, data.energy.objective_slot]


def _in_play(state: BarrageState, sp: ActionSpace) -> bool:
    section = barrage_data().sections[sp.section]
    if section.advanced and state.beginner:
        return False
    if section.expansion and not state.expansion:
        return False
    if section.officer is not None:
        return any(c.officer == section.officer for c in state.companies)
    if sp.section == "building":
        return f"building:{sp.row}" in state.private_buildings
    return True


def describe(state: BarrageState, element_id: str) -> Text | None:
    m = river_map()
    data = barrage_data()
    kind, _, key = element_id.partition(":")
    if kind == "basin" and key.isdigit() and int(key) in m.basins:
        return _basin(state, int(key))
    if element_id in m.dams:
        return _dam(state, element_id)
    if element_id in m.conduits:
        return _conduit(state, element_id)
    if element_id in m.powerhouses:
        return _powerhouse(state, element_id)
    if element_id in m.headstreams:
        return _headstream(state, element_id)
    company = _company_of(state, element_id)
    if company is not None:
        return _company(state, company)
    if element_id in data.spaces:
        return _space(state, data.spaces[element_id])
    if element_id in data.contracts:
        return _contract(state, element_id)
    if kind == "energy" and key.isdigit() and int(key) < len(data.energy.spaces):
        return _energy(state, int(key))
    if kind == "bonus_slot" and key.isdigit() and 1 <= int(key) <= len(state.bonus):
        return _bonus(state, int(key))
    if element_id == data.energy.objective_slot:
        return _t("objective", objective=Text(f"barrage.objective.{_criterion(state)}"))
    if element_id in data.tech_tiles:
        return _tech_tile(element_id)
    if element_id in data.external_works:
        return _external_work(element_id)
    if element_id in data.buildings:
        return _building(state, element_id)
    if element_id in data.officers:
        return _officer(state, element_id)
    if element_id in data.automa_tiles:
        return _automa_tile(element_id)
    if element_id == AUTOMA_DECK and state.difficulty is not None:
        return _automa_deck(state)
    return None


# -- tiles and officers ----------------------------------------------------------------------


def _cost(cost: Cost) -> Text:
    return _t("machines", excavators=cost.excavators, mixers=cost.mixers)


def _tech_tile(tid: str) -> Text:
    tile = barrage_data().tech_tiles[tid]
    builds = _t(f"builds.{tile.builds}") if tile.builds else _t("builds.none")
    special = Text(tile.description) if tile.description else _t("no_special")
    return _t("tech_tile", level=tile.level, builds=builds, special=special)


def _external_work(wid: str) -> Text:
    work = barrage_data().external_works[wid]
    reward = [effect_text(e) for e in work.reward]
    return _t("external_work", deck=work.deck, cost=_cost(work.cost), reward=reward)


def _building(state: BarrageState, bid: str) -> Text:
    b = barrage_data().buildings[bid]
    row = state.private_buildings.index(bid) + 1 if bid in state.private_buildings else None
    sites = barrage_data().building_sites
    owners = [
        _owner(state, o)
        for site, o in state.buildings.items()
        if o != BLOCKED and row is not None and sites[site].row == row
    ]
    return _t(
        "private_building",
        name=Text(f"barrage.building.{b.slug}"),
        cost=_cost(b.cost),
        vp=b.vp,
        effects=[effect_text(e) for e in b.effects],
        activated=owners or [_t("nobody")],
    )


def _officer(state: BarrageState, oid: str) -> Text:
    officer = barrage_data().officers[oid]
    held = [c.name for c in state.companies if c.officer == oid]
    return _t(
        "officer",
        name=Text(f"barrage.officer.{oid.removeprefix('officer:')}"),
        ability=Text(officer.description),
        held=held or [_t("nobody")],
    )


def draft_choice(state: BarrageState, company: str, contract: str) -> list[Text]:
    """What a draft answer gives, a line each: the company's ability (locked until its third
    powerhouse), the officer dealt with it (advanced rules) and the starting contract."""
    offers = dict(state.draft.offers) if state.draft is not None else {}
    data = barrage_data()
    k = data.contracts[contract]
    lines = [
        _t(
            "draft.company",
            company=company_name(company),
            ability=Text(data.companies[company].description),
        )
    ]
    officer = offers.get(company)
    if officer is not None:
        lines.append(
            _t(
                "draft.officer",
                officer=Text(f"barrage.officer.{officer.removeprefix('officer:')}"),
                ability=Text(data.officers[officer].description),
            )
        )
    lines.append(
        _t(
            "draft.contract",
            requirement=k.requirement,
            reward=[effect_text(e) for e in k.reward],
        )
    )
    return lines


def company_ability(c: Company) -> Text | None:
    """A company's ability in words, and whether its third powerhouse has unlocked it yet."""
    if c.id is None:
        return None
    ability = Text(barrage_data().companies[c.id].description)
    return _t("ability" if c.ability else "ability_locked", ability=ability)


def automa_action_text(a: AutomaAction) -> Text:
    """One action of an Automa tile's action side in words, with what the icon adds."""
    name = Text(f"barrage.automa.action.{a.action}")
    if a.action == "production":
        colour = Text(f"barrage.event.colour.{a.contract_colour}")
        return _t("automa_production", name=name, modifier=a.modifier or 0, colour=colour)
    if a.structure is not None:
        return _t("automa_build", name=name, structure=Text(f"barrage.structure.{a.structure}"))
    return name


def _automa_tile(tid: str) -> Text:
    tile = barrage_data().automa_tiles[tid]
    crit = tile.criteria

    def column(ids: tuple[str, ...]) -> list[Text]:
        return [Text(f"barrage.automa.criterion.{c}") for c in ids]

    return _t(
        "automa_tile",
        n=int(tid.rpartition(":")[2]),
        actions=[automa_action_text(a) for a in tile.actions],
        dam=column(crit.dam),
        conduit=column(crit.conduit),
        powerhouse=column(crit.powerhouse),
        letters=", ".join(crit.headstreams),
    )


def _automa_deck(state: BarrageState) -> Text:
    return _t("automa_deck", n=len(state.automa_deck), discards=len(state.automa_discard))


# -- names -----------------------------------------------------------------------------------


def _owner(state: BarrageState, owner: str) -> Text | str:
    if owner == NEUTRAL:
        return _t("neutral")
    if owner == BLOCKED:
        return _t("blocked")
    for c in state.companies:
        if c.id == owner:
            return _t("owner", player=c.name, company=company_name(owner))
    return _t("nobody")


def _area(basin: int) -> Text:
    return _t(f"area.{river_map().basins[basin].area}")


def _fee(fee: int) -> Text:
    return _t("red_fee", fee=fee) if fee else _t("no_fee")


def _company_of(state: BarrageState, element_id: str) -> Company | None:
    return next((c for c in state.companies if _player_id(c) == element_id), None)


def _criterion(state: BarrageState) -> str:
    return barrage_data().objective_tiles[state.objective].criterion


# -- the map ---------------------------------------------------------------------------------


def _basin(state: BarrageState, n: int) -> Text:
    basin = river_map().basins[n]
    built = [
        _t(f"built_{kind}", owner=_owner(state, owner))
        for kind, sites, table in (
            ("dam", basin.dams, {s: d.owner for s, d in state.dams.items()}),
            ("conduit", basin.conduits, state.conduits),
            ("powerhouse", basin.powerhouses, state.powerhouses),
        )
        for site in sites
        if (owner := table.get(site)) is not None
    ]
    drops = sum(state.dams[s].drops for s in basin.dams if s in state.dams)
    return _t(
        "basin",
        basin=n,
        area=_area(n),
        structures=built or _t("no_structures"),
        drops=drops,
    )


def _dam(state: BarrageState, site_id: str) -> Text:
    site = river_map().dams[site_id]
    position = _t(f"dam_site.{'upper' if site.upper else 'lower'}")
    dam = state.dams.get(site_id)
    if dam is None:
        return _t(
            "dam_empty",
            site=position,
            basin=site.basin,
            area=_area(site.basin),
            excavators=river_map().area_of(site.basin).base_excavators,
            fee=_fee(site.fee),
        )
    return _t(
        "dam",
        site=position,
        basin=site.basin,
        area=_area(site.basin),
        owner=_owner(state, dam.owner),
        height=dam.height,
        drops=dam.drops,
        capacity=waters(state).capacity(site_id),
    )


def _conduit(state: BarrageState, site_id: str) -> Text:
    site = river_map().conduits[site_id]
    owner = state.conduits.get(site_id)
    return _t(
        "conduit" if owner is None else "conduit_built",
        code=site.automa_code,
        basin=site.basin,
        value=site.value,
        target=site.target,
        excavators=site.excavators,
        owner=_owner(state, owner) if owner is not None else _t("nobody"),
    )


def _powerhouse(state: BarrageState, site_id: str) -> Text:
    site = river_map().powerhouses[site_id]
    owner = state.powerhouses.get(site_id)
    if owner is not None:
        return _t(
            "powerhouse_built",
            index=site.index,
            basin=site.basin,
            area=_area(site.basin),
            owner=_owner(state, owner),
        )
    return _t(
        "powerhouse",
        index=site.index,
        basin=site.basin,
        area=_area(site.basin),
        mixers=POWERHOUSE_MIXERS,
        fee=_fee(site.fee),
    )


def _headstream(state: BarrageState, head: str) -> Text:
    h = river_map().headstreams[head]
    tile = barrage_data().headstream_tiles[state.headstream_tiles[head]]
    rnd = min(max(state.round, 1), len(tile.drops))
    return _t(
        "headstream",
        letter=h.letter,
        basin=h.basin,
        waiting=state.headstreams.get(head, 0),
        round=rnd,
        tile=tile.drops_in(rnd),
    )


# -- companies, spaces, contracts, tracks ----------------------------------------------------


def _company(state: BarrageState, c: Company) -> Text:
    return _t(
        "company",
        player=c.name,
        company=company_name(c.id) if c.id is not None else _t("no_company"),
        credits=c.credits,
        vp=c.vp,
        energy=c.energy,
        engineers=c.engineers,
        excavators=c.excavators,
        mixers=c.mixers,
        contracts=len(c.contracts),
    )


def effect_text(e: Effect) -> Text:
    """One effect icon in words (`barrage.describe.effect.<kind>`)."""
    params: dict[str, object] = {"amount": e.amount, "modifier": int(e.get("modifier", 0))}
    structure = e.get("structure")
    if structure is not None:
        params["structure"] = Text(f"barrage.structure.{structure}")
    return Text(f"barrage.describe.effect.{e.kind}", params)


def _space(state: BarrageState, sp: ActionSpace) -> Text:
    engineers = (
        _t("engineers_or_more", n=sp.engineers)
        if sp.open_ended
        else _t("engineers", n=sp.engineers)
    )
    pay = sp.cost.credits + sp.fee
    owners = state.spaces.get(sp.id, {})
    if BLOCKED in owners:
        who = _t("space_closed")
    elif owners:
        who = _t(
            "space_taken",
            occupants=[_occupant(state, sp.id, o, n) for o, n in owners.items()],
        )
    else:
        who = _t("space_free")
    section = _t(f"section.{sp.section}")
    if sp.section == "building":  # a private building's space: the building's name
        section = Text(f"barrage.building.{barrage_data().buildings[f'building:{sp.row}'].slug}")
    return _t(
        "space",
        section=section,
        engineers=engineers,
        pay=_t("pay", n=pay) if pay else _t("pay_none"),
        effects=_space_effects(state, sp),
        who=who,
    )


def _occupant(state: BarrageState, space: str, owner: str, n: int) -> Text:
    if owner == ARCHITECT:  # Tommaso's architect stands under its own key
        c = next((c for c in state.companies if c.architect == space), None)
        return _t("architect", player=c.name if c else "")
    return _t("occupant", owner=_owner(state, owner), n=n)


def _space_effects(state: BarrageState, sp: ActionSpace) -> list[Text]:
    """What the space does now; an External Works space: its displayed tile's cost and reward."""
    if sp.section != "external":
        return [effect_text(e) for e in sp.effects]
    tile = state.external[sp.row - 1] if sp.row <= len(state.external) else None
    if tile is None:
        return [_t("external_empty")]
    work = barrage_data().external_works[tile]
    return [
        _t(
            "external_tile",
            excavators=work.cost.excavators,
            mixers=work.cost.mixers,
            reward=[effect_text(e) for e in work.reward],
        )
    ]


def _contract(state: BarrageState, cid: str) -> Text:
    contract = barrage_data().contracts[cid]
    holder = next((c for c in state.companies if cid in c.contracts), None)
    if holder is not None:
        where = _t("contract_held", owner=_owner(state, holder.id or ""))
    elif contract.kind == "national":
        where = _t("contract_national")
    else:
        where = _t("contract_offered")
    return _t(
        f"contract.{contract.kind}",
        colour=_t(f"colour.{contract.colour or 'green'}"),
        requirement=contract.requirement,
        reward=[effect_text(e) for e in contract.reward],
        where=where,
    )


def _energy(state: BarrageState, n: int) -> Text:
    space = barrage_data().energy.spaces[n]
    here = [
        _owner(state, c.id)
        for c in state.companies
        if c.id is not None and min(c.energy, len(barrage_data().energy.spaces) - 1) == n
    ]
    return _t(
        "energy",
        energy=n,
        credits=space.credits,
        vp=space.vp,
        companies=here or _t("nobody"),
    )


def _bonus(state: BarrageState, r: int) -> Text:
    data = barrage_data()
    tile = data.bonus_tiles[state.bonus[r - 1]]
    return _t(
        "bonus_now" if r == state.round else "bonus",
        round=r,
        counts=Text(f"barrage.bonus.{tile.counts}"),
        vp=tile.vp_each,
        energy=data.bonus_minimum_energy,
        penalty=data.bonus_penalty_per_section,
    )
