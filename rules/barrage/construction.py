"""Barrage's Construction action as pure rules over the state (spec §4.2, §4.3, §4.4, §6.4-§6.6).

A `Build` names everything one construction decides: the technology tile from the personal
supply (Anton's special tile also names the wheel tile it `copies`), the structure, the site and
how the machinery is paid (`excavators`/`mixers` put on the wheel, `replaced` machines paid with 3
credits each by Solomon P. Jordan). Its derived price travels with it (`credits`: the construction
space's fee, the red-site fee and the replaced machines; `engineers` on `space`), so a table can
show it; `why_not_build` refuses a build whose price is not the one the rules ask now.

    build_options(state, seat)       every legal build now, each with its full price
    sites_for / payments             the same, one decision at a time (for the step machine)
    why_not_build(state, seat, b)    the reason a build is refused, or None
    apply_build(state, seat, b)      does it and returns the events
    follow_ups(state, seat, b)       what apply_build leaves for later decisions (call it first)
    rotate_wheel(state, seat, n)     the wheel turns, what comes back returns to the supply
    free_build_options / why_not_free_build / apply_free_build   a free structure (a reward)

Element ids in events (`moved` = (from, to)); `<co>` is the company id without `company:`:
    supply:<co>                       the personal supply (engineers, tiles, machinery, credits)
    wheel:<co>:<0-5>                  a fixed segment of the construction wheel (`Company.wheel`)
    space:construction:<n>:<co>       the company's n-th construction space
    piece:<co>:<structure>:<n>        the n-th piece (from the left) of a company-board row
    income:<co>:<row>:<n>             the income uncovered under that piece (`turned`)
    dam:5U  conduit:5A  powerhouse:5:1  building_site:2:1   the map's sites (rules.barrage.river)
    general_supply                    where credits paid and machinery gained come from / go to

The Automa (§8.1): it pays VP where others pay credits, places its engineers by its Automa tile
(so its builds here use no construction space and no engineers), and uses the special effects of
advanced tiles only at hard and very hard (§8.8). Decisions a build leaves open (a machine of
choice, drops on headstreams, the production of the L2 powerhouse tile, a contract after the L2
base / L3 conduit energy) are `follow_ups`; `apply_build` does everything else.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache, lru_cache

from rules.barrage.data import INCOME_SLOTS, Effect, TechTile, barrage_data
from rules.barrage.effects import (
    SIMPLE,
    advance_energy,
    apply_effects,
    built_what,
    gain,
    machines_words,
    needs,
    pay_credits,
    supply_id,
    wheel_id,
)
from rules.barrage.effects import rotate_wheel as turn_wheel
from rules.barrage.engineers import engineers_available, place_engineers
from rules.barrage.river import river_map
from rules.barrage.state import (
    WHEEL_SEGMENTS,
    BarrageState,
    Company,
    built,
    waters,
)
from rules.barrage.water import MAX_HEIGHT, NEUTRAL, Dam
from rules.core.errors import IllegalAction, reason
from rules.core.events import Event
from rules.core.text import Text

WILHELM = "officer:wilhelm_adler"
JILL = "officer:jill_mcdowell"
SOLOMON = "officer:solomon_p_jordan"
ANTON = "officer:anton_krylov"
ANTON_TILE = "tech:special:anton"
WILHELM_BASE = 3  # excavators for any base of Wilhelm Adler's company
REPLACE_CREDITS = 3  # Solomon: a machine paid with 3 credits
POWERHOUSE_BASE = 2  # a powerhouse costs 2 mixers + 1 per own powerhouse on the map
CONDUIT_CAP = 5  # L2 conduit tile: a conduit costing >= 6 excavators costs 5
SPECIAL_VP = 3  # L3 elevation / powerhouse / "?" tiles: 3 VP per counted item
ON_MAP = ("base", "elevation", "conduit", "powerhouse")
STRUCTURES = (*ON_MAP, "building")
FREE_OF_ENGINEERS = ("no_engineers", "no_engineers_no_excavators")
GENERAL = "general_supply"
# incomes and tile effects apply_build performs itself; the other kinds are follow-ups
AUTOMATIC = ("vp", "credits", "excavators", "mixers", "energy", "rotate")


@dataclass(frozen=True, slots=True)
class Build:
    """One construction: the decisions and the price they come to (see the module docstring)."""

    tile: str | None  # the tile put on the wheel (None: Mahiri copying Anton puts none)
    structure: str  # base | elevation | conduit | powerhouse | building
    site: str  # dam:5U | conduit:5A | powerhouse:5:1 | building_site:2:1
    excavators: int = 0  # put on the wheel
    mixers: int = 0
    replaced: int = 0  # machines paid with credits instead (Solomon P. Jordan)
    copies: str | None = None  # Anton's tile: the tile on the wheel it copies
    # -- the price (derived; must match the rules' price now) ----------------------------------
    credits: int = 0  # construction-space fee + red-site fee + 3 x replaced (Automa: VP)
    engineers: int = 0
    space: str | None = None  # the construction space used (None: engineer-free or Automa)


@dataclass(frozen=True, slots=True)
class Payment:
    excavators: int
    mixers: int
    replaced: int = 0


def slug(cid: str) -> str:
    return cid.removeprefix("company:")


@cache
def construction_spaces() -> tuple[tuple[str, int, int], ...]:
    """The company board's construction spaces, left to right: (id, engineers, fee)."""
    spaces = [s for s in barrage_data().spaces.values() if s.section == "construction"]
    return tuple((s.id, s.engineers, s.fee) for s in sorted(spaces, key=lambda s: s.row))


# -- what a company may do -----------------------------------------------------------------------


def _officer(c: Company) -> str | None:
    """The officer whose ability works now (Mahiri's copy for this turn wins)."""
    return c.copied or c.officer


def _specials(state: BarrageState, c: Company) -> bool:
    """Whether advanced tiles' special effects work for this company (Automa: hard and up)."""
    return not c.automa or state.difficulty in ("hard", "very-hard")


def _tile(tid: str) -> TechTile | None:
    return barrage_data().tech_tiles.get(tid)


def effective_tile(c: Company, build: Build) -> TechTile | None:
    """The tile whose building and special effect this build uses (Anton: the copied one)."""
    if build.copies is not None:
        return _tile(build.copies)
    return _tile(build.tile) if build.tile is not None else None


def _special(state: BarrageState, c: Company, build: Build) -> str | None:
    tile = effective_tile(c, build)
    return tile.special if tile is not None and _specials(state, c) else None


def _builds(tile: TechTile | None, structure: str) -> bool:
    return tile is not None and tile.builds in (structure, "any")


def wheel_tiles(c: Company) -> list[str]:
    return [t for seg in c.wheel for t in seg.tiles]


def _copy_choices(c: Company) -> list[tuple[str | None, str | None]]:
    """(tile put on the wheel, tile copied) pairs this company may build with."""
    pairs: list[tuple[str | None, str | None]] = []
    for tid in dict.fromkeys(c.tiles):
        if tid == ANTON_TILE:
            pairs += [(tid, w) for w in dict.fromkeys(wheel_tiles(c)) if w != ANTON_TILE]
        else:
            pairs.append((tid, None))
    if c.copied == ANTON:  # Mahiri copying Anton: copy a wheel tile without putting one in
        pairs += [(None, w) for w in dict.fromkeys(wheel_tiles(c)) if w != ANTON_TILE]
    return pairs


def construction_space(state: BarrageState, c: Company) -> tuple[str, int, int] | None:
    """The leftmost empty construction space of the company (id, engineers, fee), if any.
    Tommaso's architect there (it stands under its own key) fills it too."""
    for sid, engineers, fee in construction_spaces():
        if not state.spaces.get(sid, {}).get(c.id or "", 0) and c.architect != sid:
            return sid, engineers, fee
    return None


def _site_fee(state: BarrageState, structure: str, site: str, special: str | None) -> int:
    if special == "no_red_site_fee" or structure in ("elevation", "conduit"):
        return 0
    m = river_map()
    if structure == "base":
        return m.dams[site].fee
    if structure == "powerhouse":
        return m.powerhouses[site].fee
    return barrage_data().building_sites[site].fee


def machinery_cost(state: BarrageState, seat: int, build: Build) -> list[tuple[int, int]]:
    """The machinery (excavators, mixers) the structure costs on that site before any credits
    replace machines; several when the company may choose (Jill's conduits, the L2 building
    tile). The L2 "?" tile's interchangeable machinery is handled by `payments`."""
    c = state.companies[seat]
    special = _special(state, c, build)
    m = river_map()
    s = build.structure
    if s == "base":
        if special == "no_engineers_no_excavators":
            return [(0, 0)]
        cost = m.area_of(m.dams[build.site].basin).base_excavators
        return [(WILHELM_BASE if _officer(c) == WILHELM else cost, 0)]
    if s == "elevation":
        return [(0, m.area_of(m.dams[build.site].basin).elevation_mixers)]
    if s == "conduit":
        site = m.conduits[build.site]
        excavators = site.excavators
        if special == "conduit_max_5_excavators" and excavators > CONDUIT_CAP:
            excavators = CONDUIT_CAP
        ways = [(excavators, 0)]
        if _officer(c) == JILL:
            ways.append((0, site.value))
        return ways
    if s == "powerhouse":
        return [(0, POWERHOUSE_BASE + built(c, "powerhouse"))]
    row = barrage_data().building_sites[build.site].row
    cost = barrage_data().buildings[state.private_buildings[row - 1]].cost
    if special == "one_machinery_type" and cost.excavators and cost.mixers:
        return [(cost.excavators, 0), (0, cost.mixers)]
    return [(cost.excavators, cost.mixers)]


def payment_ways(state: BarrageState, seat: int, build: Build) -> list[Payment]:
    """Every way the rules allow to pay the machinery, affordable or not, the plain one first."""
    c = state.companies[seat]
    special = _special(state, c, build)
    costs = tuple(machinery_cost(state, seat, build))
    swap = special == "machinery_interchangeable"
    return list(_ways(costs, swap, _officer(c) == SOLOMON))


@lru_cache(maxsize=1024)
def _ways(costs: tuple[tuple[int, int], ...], swap: bool, solomon: bool) -> tuple[Payment, ...]:
    """`payment_ways` for machinery costs (excavators, mixers), kept for the exact inputs."""
    ways: list[Payment] = []
    for exc, mix in costs:
        total = exc + mix
        for x in range(total + 1 if swap else exc + 1):
            for y in range(total - x + 1 if swap else mix + 1):
                r = total - x - y
                if r and not solomon:
                    continue
                ways.append(Payment(x, y, r))
    # the plain payment first, then fewer credits before more
    plain = Payment(*costs[0])
    ways.sort(key=lambda p: (p.replaced, p != plain))
    return tuple(dict.fromkeys(ways))


def _price(state: BarrageState, seat: int, build: Build) -> tuple[int, int, str | None]:
    """(credits, engineers, space) this build costs besides machinery. Without a free
    construction space the engineers are None-spaced with 0 (why_not_build refuses it)."""
    c = state.companies[seat]
    special = _special(state, c, build)
    credits = _site_fee(state, build.structure, build.site, special)
    credits += REPLACE_CREDITS * build.replaced
    if c.automa or special in FREE_OF_ENGINEERS:
        return credits, 0, None
    space = construction_space(state, c)
    if space is None:
        return credits, 0, None
    sid, engineers, fee = space
    return credits + fee, engineers, sid


def priced(state: BarrageState, seat: int, build: Build) -> Build:
    """The build with the price the rules ask for it now."""
    credits, engineers, space = _price(state, seat, build)
    return _priced_as(
        build, build.excavators, build.mixers, build.replaced, credits, engineers, space
    )


def _priced_as(
    build: Build,
    excavators: int,
    mixers: int,
    replaced: int,
    credits: int,
    engineers: int,
    space: str | None,
) -> Build:
    """`dataclasses.replace(build, ...)` of the payment and the price, several times faster."""
    return Build(
        build.tile,
        build.structure,
        build.site,
        excavators,
        mixers,
        replaced,
        build.copies,
        credits,
        engineers,
        space,
    )


def structure_sites(structure: str) -> tuple[str, ...]:
    """Every site a structure may stand on (ignoring what is built)."""
    m = river_map()
    if structure in ("base", "elevation"):
        return tuple(m.dams)
    if structure == "conduit":
        return tuple(m.conduits)
    if structure == "powerhouse":
        return tuple(m.powerhouses)
    if structure == "building":
        return tuple(barrage_data().building_sites)
    return ()


def why_not_site(state: BarrageState, seat: int, structure: str, site: str) -> Text | None:
    """Why the company may not put `structure` on `site` now, whatever it pays (§1.4, §4.3)."""
    c = state.companies[seat]
    cid = c.id or ""
    m = river_map()
    if structure not in STRUCTURES or site not in structure_sites(structure):
        return reason("barrage.why.no_such_site", site=site)
    if structure == "building" and not state.expansion:
        return reason("barrage.why.no_such_site", site=site)
    if c.left.get(structure, 0) <= 0:
        return reason("barrage.why.build_none_left", structure=_name(structure))
    if structure == "elevation":
        dam = state.dams.get(site)
        if dam is None:
            return reason("barrage.why.no_dam", site=site)
        if dam.owner == NEUTRAL:
            return reason("barrage.why.build_neutral_dam")
        if dam.owner != cid:
            return reason("barrage.why.build_foreign_dam")
        if dam.height >= MAX_HEIGHT:
            return reason("barrage.why.build_dam_max", height=dam.height)
        return None
    taken = {
        "base": state.dams,
        "conduit": state.conduits,
        "powerhouse": state.powerhouses,
        "building": state.buildings,
    }[structure]
    if site in taken:
        return reason("barrage.why.build_site_taken")
    if structure == "base":
        basin = m.dams[site].basin
        if any(d.owner == cid and m.dams[s].basin == basin for s, d in state.dams.items()):
            return reason("barrage.why.build_base_in_basin", basin=basin)
    if structure == "powerhouse":
        basin = m.powerhouses[site].basin
        mine = (s for s, owner in state.powerhouses.items() if owner == cid)
        if any(m.powerhouses[s].basin == basin for s in mine):
            return reason("barrage.why.build_powerhouse_in_basin", basin=basin)
    if structure == "building":
        sites = barrage_data().building_sites
        row = sites[site].row
        if row > len(state.private_buildings):
            return reason("barrage.why.no_such_site", site=site)
        if any(owner == cid and sites[s].row == row for s, owner in state.buildings.items()):
            return reason("barrage.why.build_building_twice")
    return None


def sites_for(state: BarrageState, seat: int, structure: str) -> list[str]:
    """The sites where the company may put `structure` now (placement rules only)."""
    return [
        s for s in structure_sites(structure) if why_not_site(state, seat, structure, s) is None
    ]


def _affordable(c: Company, p: Payment, credits: int) -> bool:
    if p.excavators > c.excavators or p.mixers > c.mixers:
        return False
    return c.automa or credits <= c.credits


def payments(state: BarrageState, seat: int, build: Build) -> list[Build]:
    """The priced builds for every affordable way to pay this tile, structure and site."""
    return _payments(state, seat, build, _price(state, seat, build))


def _payments(
    state: BarrageState, seat: int, build: Build, price: tuple[int, int, str | None]
) -> list[Build]:
    """`payments`, given the build's `_price` (but for the replaced machines, the price does
    not depend on the payment)."""
    c = state.companies[seat]
    credits, engineers, space = price
    credits -= REPLACE_CREDITS * build.replaced
    out = []
    for p in payment_ways(state, seat, build):
        paid = credits + REPLACE_CREDITS * p.replaced
        if _affordable(c, p, paid):
            out.append(
                _priced_as(build, p.excavators, p.mixers, p.replaced, paid, engineers, space)
            )
    return out


def build_options(state: BarrageState, seat: int) -> list[Build]:
    """Every legal construction for the company now: tile (and copied tile) x structure x site x
    way to pay, each with its full price."""
    c = state.companies[seat]
    if c.id is None:
        return []
    options: list[Build] = []
    for tid, copies in _copy_choices(c):
        probe = Build(tid, "base", "", copies=copies)
        tile = effective_tile(c, probe)
        for structure in STRUCTURES:
            if not _builds(tile, structure):
                continue
            for site in sites_for(state, seat, structure):
                b = Build(tid, structure, site, copies=copies)
                price = _price(state, seat, b)
                credits, engineers, space = price
                with_price = _priced_as(b, 0, 0, 0, credits, engineers, space)  # priced(b)
                if _why_not_crew(state, seat, with_price) is not None:
                    continue
                options += _payments(state, seat, b, price)
    return options


# -- refusals ------------------------------------------------------------------------------------


def _name(structure: str) -> Text:
    return Text(f"barrage.structure.{structure}")


def _why_not_tile(state: BarrageState, c: Company, build: Build) -> Text | None:
    if build.tile is None:
        if c.copied != ANTON or build.copies is None:
            return reason("barrage.why.build_no_tile")
    elif build.tile not in c.tiles:
        for i, seg in enumerate(c.wheel):
            if build.tile in seg.tiles:
                turns = (i - c.open) % WHEEL_SEGMENTS
                return reason("barrage.why.build_tile_on_wheel", turns=turns)
        return reason("barrage.why.build_no_tile")
    anton = build.tile == ANTON_TILE or build.tile is None
    if anton != (build.copies is not None):
        return reason("barrage.why.build_copy")
    if build.copies is not None and (
        build.copies == ANTON_TILE or build.copies not in wheel_tiles(c)
    ):
        return reason("barrage.why.build_copy")
    if not _builds(effective_tile(c, build), build.structure):
        return reason("barrage.why.build_tile_cannot", structure=_name(build.structure))
    return None


def _why_not_crew(state: BarrageState, seat: int, build: Build) -> Text | None:
    """Engineers and the construction space (priced builds only)."""
    c = state.companies[seat]
    if c.automa or _special(state, c, build) in FREE_OF_ENGINEERS:
        return None
    if build.space is None:
        return reason("barrage.why.build_no_space")
    have = engineers_available(c)  # Tommaso's architect at home counts
    if build.engineers > have:
        return reason("barrage.why.build_engineers", need=build.engineers, have=have)
    return None


def why_not_build(state: BarrageState, seat: int, build: Build) -> Text | None:
    """Why this construction is refused now (a Text in the reader's language), or None."""
    c = state.companies[seat]
    if c.id is None:
        return reason("barrage.why.build_no_company")
    if build.structure not in STRUCTURES:
        return reason("barrage.why.no_such_site", site=build.site)
    if why := _why_not_tile(state, c, build):
        return why
    if why := why_not_site(state, seat, build.structure, build.site):
        return why
    right = priced(state, seat, build)
    if why := _why_not_crew(state, seat, right):
        return why
    pay = Payment(build.excavators, build.mixers, build.replaced)
    ways = payment_ways(state, seat, build)
    if pay not in ways:
        plain = ways[0]
        return reason(
            "barrage.why.build_payment",
            structure=_name(build.structure),
            excavators=plain.excavators,
            mixers=plain.mixers,
        )
    for machine, need, have in (
        ("excavators", pay.excavators, c.excavators),
        ("mixers", pay.mixers, c.mixers),
    ):
        if need > have:
            structure = _name(build.structure)
            return reason(f"barrage.why.build_{machine}", structure=structure, need=need, have=have)
    if not c.automa and right.credits > c.credits:
        return reason("barrage.why.build_credits", need=right.credits, have=c.credits)
    if (build.credits, build.engineers, build.space) != (
        right.credits,
        right.engineers,
        right.space,
    ):
        return reason("barrage.why.build_price")  # stale: the price changed since it was offered
    return None


# -- doing it -------------------------------------------------------------------------------------


def rotate_wheel(state: BarrageState, seat: int, turns: int = 1) -> list[Event]:
    """Turn the seat's wheel `turns` segments (§4.4; `effects.rotate_wheel`)."""
    return turn_wheel(state.companies[seat], turns)


def _revealed(c: Company, structure: str) -> int | None:
    """The piece number whose removal the next build of `structure` uncovers an income under."""
    n = built(c, structure) + 1
    data = barrage_data()
    if structure in ("base", "elevation", "conduit") and n in INCOME_SLOTS:
        return n
    if structure == "powerhouse" and n in data.powerhouse_track:
        return n
    return None


def _income(state: BarrageState, c: Company, structure: str) -> tuple[Effect, ...]:
    n = _revealed(c, structure)
    if n is None or c.id is None:
        return ()
    if structure == "powerhouse":
        return barrage_data().powerhouse_track[n]
    if c.automa and state.difficulty == "easy":
        return ()  # an easy Automa never receives incomes (§8.8, amb 24)
    return barrage_data().companies[c.id].incomes[structure][n]


def follow_ups(state: BarrageState, seat: int, build: Build) -> tuple[Effect, ...]:
    """The decisions this build leaves to the step machine, from the state *before* it:
    `machinery` (choose each machine), `drops` / `drops_now` (choose headstreams), `production`
    (the L2 powerhouse tile's production action, modifier +2), `produce` (energy already added
    by apply_build: offer a contract for a production of that amount), and the activated
    building's effects (L1 building tile). An Automa chooses its machines itself."""
    c = state.companies[seat]
    todo: list[Effect] = []
    for e in _income(state, c, build.structure):
        if e.kind in AUTOMATIC or e.kind in ("production_bonus", "company_ability"):
            continue
        if e.kind == "machinery" and c.automa:
            continue
        todo.append(e)
    special = _special(state, c, build)
    if special == "produce_per_base":
        todo.append(Effect("produce", (("amount", _own_bases(state, c) + 1),)))
    elif special == "produce_double_value":
        value = river_map().conduits[build.site].value
        todo.append(Effect("produce", (("amount", 2 * value),)))
    elif special == "production_plus_2":
        todo.append(Effect("production", (("modifier", 2),)))
    elif special == "building_action_now":
        building = barrage_data().buildings[_building_tile(state, build.site)]
        if c.automa:  # a hard Automa scores the building's VP instead of its action (§8.8)
            todo.append(Effect("vp", (("amount", building.vp),)))
        else:
            todo += building.effects
    return tuple(todo)


def _own_bases(state: BarrageState, c: Company) -> int:
    return sum(1 for d in state.dams.values() if d.owner == c.id)


def _building_tile(state: BarrageState, site: str) -> str:
    return state.private_buildings[barrage_data().building_sites[site].row - 1]


def _pay(state: BarrageState, c: Company, seat: int, credits: int) -> list[Event]:
    return [pay_credits(c, credits)] if credits else []  # an Automa pays VP (§8.1.1)


def _gain(state: BarrageState, c: Company, seat: int, effect: Effect) -> list[Event]:
    """Apply one automatic effect (see AUTOMATIC; an Automa also its machine of choice)."""
    match effect.kind:
        case "rotate":
            return rotate_wheel(state, seat, effect.amount)
        case "produce":  # on the track now; `follow_ups` offers the contract
            return [advance_energy(c, effect.amount, contract=True)]
        case "production_bonus":
            return [Event("barrage.event.production_bonus", {"n": effect.amount}, seat)]
        case "company_ability":
            c.ability = True
            return [Event("barrage.event.ability_unlocked", {}, seat)]
    return gain(state, seat, effect)  # drops, a person's machines...: follow-ups


def _place(state: BarrageState, c: Company, build: Build) -> None:
    cid = c.id or ""
    site = build.site
    if build.structure == "base":
        state.dams[site] = Dam(cid, 1, 0)
    elif build.structure == "elevation":
        state.dams[site] = replace(state.dams[site], height=state.dams[site].height + 1)
    elif build.structure == "conduit":
        state.conduits[site] = cid
    elif build.structure == "powerhouse":
        state.powerhouses[site] = cid
    else:
        state.buildings[site] = cid
    c.left[build.structure] -= 1


def _basin(site: str) -> int:
    m = river_map()
    for table in (m.dams, m.conduits, m.powerhouses):
        if site in table:
            return table[site].basin
    return 0


def apply_build(state: BarrageState, seat: int, build: Build) -> list[Event]:
    """Do the construction (§4.2): engineers (or Tommaso's architect) on the leftmost empty
    construction space, the tile and the machinery into the open segment, one rotation (what
    comes back returns), the leftmost piece onto the site, credits paid, the uncovered income
    gained, the tile's special effect.
    Raises IllegalAction, leaving the state untouched, if `why_not_build` refuses it."""
    if why := why_not_build(state, seat, build):
        raise IllegalAction(why)
    c = state.companies[seat]
    cid = c.id or ""
    co = slug(cid)
    events: list[Event] = []
    special = _special(state, c, build)
    if build.space is not None:
        events.append(
            Event(
                "barrage.event.build_engineers",
                {"n": build.engineers},
                seat,
                moved=(supply_id(c), f"{build.space}:{co}"),
            )
        )
        # the management board's placement: Tommaso's architect alone on the 1-engineer space (or
        # filling in for a short supply); the extra turn is the step machine's
        space = barrage_data().spaces[build.space]
        if place_engineers(state, seat, space, build.engineers):
            events.append(Event("barrage.event.architect_placed", {"space": build.space}, seat))
    segment = c.open
    seg = c.wheel[segment]
    if build.tile is not None:
        c.tiles.remove(build.tile)
        seg.tiles.append(build.tile)
        events.append(
            Event(
                "barrage.event.tile_on_wheel",
                {"tile": build.tile},
                seat,
                moved=(supply_id(c), wheel_id(c, segment)),
            )
        )
    if build.excavators or build.mixers:
        c.excavators -= build.excavators
        c.mixers -= build.mixers
        seg.excavators += build.excavators
        seg.mixers += build.mixers
        events.append(
            Event(
                "barrage.event.machinery_on_wheel",
                {
                    "excavators": build.excavators,
                    "mixers": build.mixers,
                    "machines": machines_words(build.excavators, build.mixers),
                },
                seat,
                moved=(supply_id(c), wheel_id(c, segment)),
            )
        )
    events += _pay(state, c, seat, build.credits)
    events += rotate_wheel(state, seat, 1)
    income = _income(state, c, build.structure)
    _place(state, c, build)
    n = built(c, build.structure)
    events.append(
        Event(
            "barrage.event.built",
            {
                "structure": _name(build.structure),
                "site": build.site,
                "what": built_what(state, build.site, build.structure),
            },
            seat,
            moved=(f"piece:{co}:{build.structure}:{n}", build.site),
        )
    )
    if income:
        events.append(
            Event(
                "barrage.event.income_uncovered",
                {},
                seat,
                turned=f"income:{co}:{build.structure}:{n}",
            )
        )
        for effect in income:
            events += _gain(state, c, seat, effect)
    events += _special_effect(state, c, seat, build, special)
    return events


def _special_effect(
    state: BarrageState, c: Company, seat: int, build: Build, special: str | None
) -> list[Event]:
    """The special effect of an advanced tile used to build (§6.4); the cost-side ones
    (engineers, fees, machinery) are in the price already."""
    if special is None:
        return []
    events = [Event("barrage.event.tech_effect", {"effect": Text(f"barrage.tech.{special}")}, seat)]
    cid = c.id
    if special == "fill_empty_dams":
        for site, dam in list(state.dams.items()):
            if dam.owner == cid and dam.drops == 0:
                state.dams[site] = replace(dam, drops=1)
                events.append(
                    Event(
                        "barrage.event.dam_filled",
                        {"n": 1, "basin": _basin(site)},
                        seat,
                        moved=(GENERAL, site),
                    )
                )
    elif special == "fill_dam":
        dam = state.dams[build.site]
        room = waters(state).capacity(build.site) - dam.drops
        if room > 0:
            state.dams[build.site] = replace(dam, drops=dam.drops + room)
            events.append(
                Event(
                    "barrage.event.dam_filled",
                    {"n": room, "basin": _basin(build.site)},
                    seat,
                    moved=(GENERAL, build.site),
                )
            )
    elif special == "rotate_per_elevation":
        elevations = sum(d.height - 1 for d in state.dams.values() if d.owner == cid)
        events += rotate_wheel(state, seat, elevations)
    elif special == "credits_per_value":
        value = river_map().conduits[build.site].value
        events += _gain(state, c, seat, Effect("credits", (("amount", 2 * value),)))
    elif special == "produce_per_base":
        events += _gain(state, c, seat, Effect("produce", (("amount", _own_bases(state, c)),)))
    elif special == "produce_double_value":
        value = river_map().conduits[build.site].value
        events += _gain(state, c, seat, Effect("produce", (("amount", 2 * value),)))
    elif special == "vp_per_raised_dam":
        raised = sum(1 for d in state.dams.values() if d.owner == cid and d.height > 1)
        events += _vp(state, c, seat, SPECIAL_VP * raised)
    elif special == "vp_per_powerhouse":
        houses = sum(1 for owner in state.powerhouses.values() if owner == cid)
        events += _vp(state, c, seat, SPECIAL_VP * houses)
    elif special == "vp_per_advanced_tile":
        tiles = [*c.tiles, *wheel_tiles(c)]
        advanced = sum(1 for t in tiles if (tile := _tile(t)) and tile.kind == "advanced")
        events += _vp(state, c, seat, SPECIAL_VP * advanced)
    elif special == "building_vp_now":
        vp = barrage_data().buildings[_building_tile(state, build.site)].vp
        events += _vp(state, c, seat, vp)
    return events


def _vp(state: BarrageState, c: Company, seat: int, n: int) -> list[Event]:
    return _gain(state, c, seat, Effect("vp", (("amount", n),))) if n else []


# -- free builds (contract and External Works rewards; amb 11: the red-site fee is paid) ---------
#
# A free build places a structure by the placement rules above without a tile, engineers or
# machinery. It lives here, beside the construction it shares those rules with, so `effects`
# (below this module) never needs construction back.

FREE_STRUCTURES = ("base", "elevation", "conduit", "powerhouse")


def free_build_fee(structure: str, site: str) -> int:
    m = river_map()
    if structure == "base":
        return m.dams[site].fee
    if structure == "powerhouse":
        return m.powerhouses[site].fee
    return 0  # elevations and conduits never pay a site fee


def _structures(effect: Effect) -> tuple[str, ...]:
    structure = effect.get("structure")
    return FREE_STRUCTURES if structure == "any" else (structure,)


def why_not_free_build(
    state: BarrageState, seat: int, effect: Effect, structure: str, site: str
) -> Text | None:
    """Why the company may not build `structure` on `site` with this free-build effect: the
    normal placement rules, the effect's areas and highest conduit value, the red-site fee."""
    if structure not in _structures(effect):
        return reason(
            "barrage.why.free_build_structure", structure=Text(f"barrage.structure.{structure}")
        )
    why = why_not_site(state, seat, structure, site)
    if why is not None:
        return why
    m = river_map()
    areas = effect.get("areas")
    if areas and structure == "base" and m.area_of(m.dams[site].basin).id not in areas:
        return reason("barrage.why.free_build_area")
    top = effect.get("max_value")
    if top and structure == "conduit" and m.conduits[site].value > top:
        return reason("barrage.why.free_build_value", n=int(top))
    company = state.companies[seat]
    fee = free_build_fee(structure, site)
    if fee > company.credits:
        return reason("barrage.why.build_credits", need=fee, have=company.credits)
    return None


def free_build_options(state: BarrageState, seat: int, effect: Effect) -> list[tuple[str, str]]:
    return [
        (structure, site)
        for structure in _structures(effect)
        for site in structure_sites(structure)
        if why_not_free_build(state, seat, effect, structure, site) is None
    ]


def _uncovered(company: Company, structure: str) -> tuple[Effect, ...]:
    """The income (or powerhouse-track step) taking the next piece of `structure` uncovers.
    Unlike `_income` it gives an easy Automa its incomes too (§8.8, amb 24: none): a known
    difference kept as it is, because saved games replay against it."""
    data = barrage_data()
    n = built(company, structure) + 1
    if structure == "powerhouse":
        return data.powerhouse_track.get(n, ())
    if company.id is None or n not in INCOME_SLOTS or structure not in ON_BOARD_ROWS:
        return ()
    return data.companies[company.id].incomes[structure][n]


ON_BOARD_ROWS = ("base", "elevation", "conduit")


def apply_free_build(
    state: BarrageState, seat: int, structure: str, site: str
) -> tuple[list[Event], list[Effect]]:
    """Take the leftmost piece onto the site, pay the red-site fee, gain the income uncovered:
    the simple part now; the rest (a machine of choice, drops...) is returned for the caller to
    ask. No engineers, tile or machinery."""
    company = state.companies[seat]
    cid = company.id or ""
    events: list[Event] = []
    fee = free_build_fee(structure, site)
    if fee:
        events.append(pay_credits(company, fee))
    income = _uncovered(company, structure)
    if structure == "base":
        state.dams[site] = Dam(cid, 1, 0)
    elif structure == "elevation":
        dam = state.dams[site]
        state.dams[site] = Dam(dam.owner, dam.height + 1, dam.drops)
    elif structure == "conduit":
        state.conduits[site] = cid
    else:
        state.powerhouses[site] = cid
    company.left[structure] -= 1
    n = built(company, structure)
    events.append(
        Event(
            "barrage.event.built_free",
            {
                "structure": Text(f"barrage.structure.{structure}"),
                "site": site,
                "what": built_what(state, site, structure),
            },
            seat=seat,
            moved=(f"piece:{slug(cid)}:{structure}:{n}", site),
        )
    )
    later: list[Effect] = []
    if income:
        events.append(
            Event(
                "barrage.event.income_uncovered",
                {},
                seat=seat,
                turned=f"income:{slug(cid)}:{structure}:{n}",
            )
        )
    for e in income:
        if e.kind == "company_ability":
            company.ability = True
            events.append(Event("barrage.event.ability_unlocked", {}, seat))
        elif e.kind == "production_bonus":
            events.append(Event("barrage.event.production_bonus", {"n": e.amount}, seat))
        elif e.kind in SIMPLE and not needs((e,)).drops and e.kind not in ("machinery", "dam_drop"):
            events += apply_effects(state, seat, (e,))
        else:
            later.append(e)
    return events, later
