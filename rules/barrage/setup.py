"""Barrage's options and setup (spec §2, §8.2, Appendix A).

`normalize_options` fills the defaults and refuses what no game can be set up with. `setup`
builds the whole table from the seeded RNG: headstream tiles, bonus and objective tiles, contracts,
neutral dams, the Patent Office, the blocked "3+"/"4" spaces, the expansion's extras and the
Automa deck, then the companies.

Companies: the beginner game uses the introductory match-ups (spec §2.3). The advanced game deals
company+officer pairs and starting contracts and leaves the draft pending (`state.phase ==
"draft"`): people and bots choose in turn with `draft_pick` (one decision each, for the step
machine), or all at once with `finish_draft`; the Automas then receive the boards left over at
random (spec §8.2). With a fixed `companies` option no draft is asked: every seat gets its company,
with an officer and a starting contract dealt at random.
"""

from __future__ import annotations

from typing import Any

from rules.barrage.data import COLOURS as CONTRACT_COLOURS
from rules.barrage.data import MARKS, barrage_data
from rules.barrage.river import river_map
from rules.barrage.state import (
    BLOCKED,
    DIFFICULTIES,
    WHEEL_SEGMENTS,
    BarrageState,
    Company,
    Draft,
    Segment,
)
from rules.barrage.water import NEUTRAL, Dam
from rules.core.errors import IllegalAction, OptionsError, reason
from rules.core.rng import Rng
from rules.core.seats import normalize_seats
from rules.core.text import Text

PLAYERS = (2, 3, 4)  # companies, Automas included (spec §8.2, amb 3)
SEAT_COLOURS = ("#c62828", "#212121", "#2e7d32", "#eeeeee")  # USA, Germany, Italy, France
NETHERLANDS = "company:netherlands"
MAHIRI = "officer:mahiri_sekibo"
MAHIRI_POOL = 3  # Mahiri always copies from 3 other officers (spec §6.6)
STARTING_OFFER = 2  # face-up private contracts per colour (spec §2.1 step 10)
NEUTRAL_DROPS = 1  # in each neutral dam at setup (spec §2.1 step 11)
BASIC_TILES = ("tech:basic:base", "tech:basic:elevation", "tech:basic:conduit")
BASIC_TILES += ("tech:basic:powerhouse",)


def _refuse(key: str, **params: Any) -> OptionsError:
    return OptionsError(reason(f"barrage.why.options_{key}", **params))


def company_name(cid: str) -> Text:
    """A company's name as a message (`company:usa` -> barrage.company.usa)."""
    return Text(f"barrage.company.{cid.removeprefix('company:')}")


def normalize_options(options: dict[str, Any]) -> dict[str, Any]:
    """The options with defaults filled in: players 4, no Automa, advanced rules, no expansion.
    The last `automa` seats are the Automas. Raises OptionsError naming what is wrong."""
    data = barrage_data()
    n = options.get("players", 4)
    if not isinstance(n, int) or isinstance(n, bool) or n not in PLAYERS:
        raise _refuse("players", players=n)
    flags = {}
    for key in ("beginner", "expansion"):
        value = options.get(key, False)
        if not isinstance(value, bool):
            raise _refuse("flag", option=key, value=value)
        flags[key] = value
    automa = options.get("automa", 0)
    # at least one company is played by a person or a bot; every Automa needs a company
    if not isinstance(automa, int) or isinstance(automa, bool) or not 0 <= automa < n:
        raise _refuse("automa", automa=automa, players=n, most=n - 1)
    difficulty = options.get("difficulty")
    if difficulty is not None and difficulty not in DIFFICULTIES:
        raise _refuse("difficulty", difficulty=difficulty, known=list(DIFFICULTIES))
    if automa and flags["beginner"]:
        raise _refuse("beginner_automa")
    if flags["expansion"] and flags["beginner"]:
        raise _refuse("beginner_expansion")
    seats = normalize_seats(options.get("seats"), n, SEAT_COLOURS)
    for i in range(n - automa, n):
        if seats[i]["bot"] is not None:
            raise _refuse("automa_bot", seat=seats[i]["name"])
    companies = options.get("companies")
    if companies is not None:
        if (
            not isinstance(companies, list)
            or len(companies) != n
            or not all(isinstance(c, str) for c in companies)
            or len(set(companies)) != n
        ):
            raise _refuse("companies", players=n)
        for cid in companies:
            if cid not in data.companies:
                raise _refuse("company", company=cid)
            name = company_name(cid)
            if data.companies[cid].expansion and not flags["expansion"]:
                raise _refuse("expansion_company", company=name)
            if flags["beginner"] and data.companies[cid].intro is None:
                raise _refuse("beginner_company", company=name)
        companies = list(companies)
    return {
        "players": n,
        "seats": seats,
        "automa": automa,
        "difficulty": (difficulty or "normal") if automa else None,
        "beginner": flags["beginner"],
        "expansion": flags["expansion"],
        "companies": companies,
    }


def setup(options: dict[str, Any], seed: int) -> BarrageState:
    """A new game: the common setup, then the companies (the advanced draft left pending)."""
    options = normalize_options(options)
    data = barrage_data()
    rng = Rng(seed)
    n, beginner, expansion = options["players"], options["beginner"], options["expansion"]
    automa = options["automa"]

    heads = list(data.headstream_tiles)
    rng.shuffle(heads)
    letters = list(river_map().headstreams)
    bonus = [
        t.id
        for t in data.bonus_tiles.values()
        if (t.beginner or not beginner) and (expansion or not t.expansion)
    ]
    rng.shuffle(bonus)
    objectives = list(data.objective_tiles)
    rng.shuffle(objectives)
    national = [c.id for c in data.contracts_of("national")]
    rng.shuffle(national)
    decks: dict[str, list[str]] = {}
    offer: dict[str, list[str]] = {}
    for colour in CONTRACT_COLOURS:
        deck = [c.id for c in data.contracts_of("private", colour)]
        rng.shuffle(deck)
        offer[colour] = [deck.pop() for _ in range(STARTING_OFFER)]
        decks[colour] = deck

    state = BarrageState(
        rng=rng,
        beginner=beginner,
        expansion=expansion,
        difficulty=options["difficulty"],
        companies=[
            Company(
                seat,
                s["name"],
                "automa" if seat >= n - automa else ("bot" if s["bot"] else "person"),
                s["bot"],
            )
            for seat, s in enumerate(options["seats"])
        ],
        order=[],
        dams=_neutral_dams(rng),
        conduits={},
        powerhouses={},
        buildings={},
        headstream_tiles=dict(zip(letters, heads[: data.headstreams_in_play], strict=True)),
        headstreams={h: 0 for h in letters},
        spaces=_blocked_spaces(n),
        offer=offer,
        national=national[: n - 1],  # players − 1, Automas counted (spec §2.1 step 9, amb 3)
        patent=[],
        external=[],
        private_buildings=[],
        bonus=bonus[: data.bonus_in_play],
        objective=objectives[0],
        officer_pool=[],
        contract_decks=decks,
        contract_discards={colour: [] for colour in CONTRACT_COLOURS},
        tech_decks={},
        external_decks={},
        automa_deck=[],
        automa_discard=[],
    )
    if not beginner:
        state.tech_decks = _tech_decks(rng, expansion)
        state.patent = [state.tech_decks[1].pop() for _ in range(data.patent_display)]
    if expansion:
        _expansion(state, n)
    if automa:
        state.automa_deck = list(data.automa_tiles)
        rng.shuffle(state.automa_deck)  # action side up (spec §8.2 step 4)
    for c in state.companies:
        c.wheel = [Segment() for _ in range(WHEEL_SEGMENTS)]
    if beginner:
        _beginner_companies(state, options["companies"])
    else:
        _deal_draft(state, options["companies"])
    return state


def _neutral_dams(rng: Rng) -> dict[str, Dam]:
    """One neutral dam per area on a random lower site, as high as the area says (spec §2.1
    step 11), each holding 1 drop."""
    river = river_map()
    dams = {}
    for area_id, sites in river.neutral_dam_candidates.items():
        height = river.areas[area_id].neutral_dam_height
        dams[rng.choice(sites)] = Dam(NEUTRAL, height, NEUTRAL_DROPS)
    return dams


def _blocked_spaces(players: int) -> dict[str, dict[str, int]]:
    """The "3+"/"4" rows closed by an unused company's engineers (spec §2.2)."""
    return {
        sid: {BLOCKED: space.engineers}
        for sid, space in barrage_data().spaces.items()
        if MARKS[space.mark] > players
    }


def _tech_decks(rng: Rng, expansion: bool) -> dict[int, list[str]]:
    """Decks I–III of advanced tiles; with the expansion each level's building tile is shuffled
    in and one random tile of the level leaves, so each deck keeps 5 (spec §10 amb 29)."""
    decks: dict[int, list[str]] = {}
    for level in (1, 2, 3):
        deck = [
            t.id
            for t in barrage_data().tiles_of("advanced")
            if t.level == level and (expansion or not t.expansion)
        ]
        rng.shuffle(deck)
        if expansion:
            deck.pop()
        decks[level] = deck
    return decks


def _expansion(state: BarrageState, players: int) -> None:
    """External Works decks and display, 5 private buildings, blocked building sites
    (Appendix A setup 2, 3, 6)."""
    data, rng = barrage_data(), state.rng
    for deck in ("A", "B", "C"):
        works = [w.id for w in data.external_works.values() if w.deck == deck]
        rng.shuffle(works)
        state.external_decks[deck] = works
    state.external = [state.external_decks["A"].pop() for _ in range(data.external_display)]
    tiles = list(data.buildings)
    rng.shuffle(tiles)
    state.private_buildings = tiles[: data.buildings_in_play]
    for sid, site in data.building_sites.items():
        if MARKS[site.mark] > players:
            state.buildings[sid] = BLOCKED


# -- companies -------------------------------------------------------------------------------


def _equip(state: BarrageState, c: Company, cid: str, officer: str | None) -> None:
    """A company's starting pieces and supply (spec §2.3, §2.4, §8.2)."""
    data = barrage_data()
    start = data.start
    c.id, c.officer = cid, officer
    c.credits = 0 if c.automa else start["credits"]  # an Automa pays and gains VP instead
    c.vp = start["automa_vp"] if c.automa else start["vp"]
    c.energy = start["energy"]
    c.engineers = start["engineers"]
    c.excavators, c.mixers = start["excavators"], start["mixers"]
    c.tiles = list(BASIC_TILES)
    if state.beginner:
        c.tiles.append("tech:basic:any")
    if state.expansion:
        c.tiles.append("tech:basic:building")
    c.left = {s: k for s, k in data.pieces.items() if s != "building" or state.expansion}
    if officer is not None:
        extra = data.officers[officer]
        c.engineers = extra.start.get("engineers", c.engineers)
        c.credits = extra.start.get("credits", c.credits)
        if extra.start.get("architect"):
            c.architect = "supply"
        if extra.special_tile:
            c.tiles.append(extra.special_tile)


def _beginner_companies(state: BarrageState, fixed: list[str] | None) -> None:
    """The introductory match-ups (spec §2.3): seat i plays row i+1 of the table unless the
    companies are given; turn order as the table says."""
    data = barrage_data()
    rows = sorted(
        (c for c in data.companies.values() if c.intro is not None),
        key=lambda c: c.intro.turn_order if c.intro else 0,
    )
    chosen = fixed or [c.id for c in rows[: len(state.companies)]]
    for c, cid in zip(state.companies, chosen, strict=True):
        intro = data.companies[cid].intro
        assert intro is not None  # normalize_options refused the rest
        _equip(state, c, cid, intro.officer)
        c.contracts = [intro.contract]

    def place(seat: int) -> int:
        intro = data.companies[chosen[seat]].intro
        return intro.turn_order if intro else 0

    state.order = sorted(state.seats, key=place)
    state.phase = "income"


def _deal_draft(state: BarrageState, fixed: list[str] | None) -> None:
    """Deal as many company boards and officers as companies, paired at random, and a starting
    contract per chooser (Automas take none); pick a random first chooser (spec §2.3)."""
    data, rng = barrage_data(), state.rng
    expansion = state.expansion
    n = len(state.companies)
    boards = fixed or [c.id for c in data.companies.values() if expansion or not c.expansion]
    if fixed is None:
        rng.shuffle(boards)
    officers = [o.id for o in data.officers.values() if expansion or not o.expansion]
    rng.shuffle(officers)
    offers = list(zip(boards[:n], officers[:n], strict=True))
    starting = [c.id for c in data.contracts_of("starting")]
    rng.shuffle(starting)
    people = [c.seat for c in state.companies if not c.automa]
    first = rng.below(len(people))
    choosers = people[first:] + people[:first]  # clockwise from the first chooser
    state.draft = Draft(offers, starting[: len(people)], choosers)
    state.phase = "draft"
    if fixed is not None:  # no choice to make: each seat takes its own board
        for c in state.companies:
            if c.automa:
                _equip(state, c, fixed[c.seat], _automa_officer(state, offers[c.seat][1]))
        for seat in choosers:
            draft_pick(state, seat, fixed[seat], state.draft.contracts[len(state.draft.picks)])


def draft_pick(state: BarrageState, seat: int, company: str, contract: str) -> None:
    """The current chooser takes a company (with the officer dealt on it) and a starting
    contract; after the last chooser the draft is finished (`_complete_draft`). Raises
    IllegalAction with the reason, leaving the state untouched, if the pick is not possible."""
    why = why_not_pick(state, seat, company, contract)
    if why is not None:
        raise IllegalAction(why)
    draft = state.draft
    assert draft is not None
    officer = dict(draft.offers)[company]
    c = state.companies[seat]
    _equip(state, c, company, officer)
    c.contracts = [contract]
    draft.picks.append((company, contract))
    if draft.chooser is None:
        _complete_draft(state)


def why_not_pick(state: BarrageState, seat: int, company: str, contract: str) -> Text | None:
    """Why `seat` may not take this company and contract now (a Text), or None."""
    draft = state.draft
    if draft is None or draft.chooser is None:
        return reason("barrage.why.draft_over")
    if seat != draft.chooser:
        return reason("barrage.why.draft_not_your_turn")
    taken = {cid for cid, _ in draft.picks}
    if company not in dict(draft.offers) or company in taken:
        return reason("barrage.why.draft_no_company")
    if contract not in draft.contracts or contract in {k for _, k in draft.picks}:
        return reason("barrage.why.draft_no_contract")
    return None


def finish_draft(state: BarrageState, choices: list[tuple[str, str]]) -> None:
    """Every remaining chooser's (company, contract), in choosing order (for tests and tools)."""
    for company, contract in choices:
        draft = state.draft
        assert draft is not None and draft.chooser is not None, "more choices than choosers"
        draft_pick(state, draft.chooser, company, contract)


def _complete_draft(state: BarrageState) -> None:
    """The Automas take the boards left (fixed ones keep theirs), with the officer dealt on it
    only at very hard (spec §8.2, §8.8); turn order: the Automas first in random order, then the
    choosers in reverse choosing order; then Mahiri's pool (spec §6.6)."""
    draft, rng = state.draft, state.rng
    assert draft is not None
    taken = {cid for cid, _ in draft.picks}
    taken |= {c.id for c in state.companies if c.id is not None}
    left = [(cid, officer) for cid, officer in draft.offers if cid not in taken]
    rng.shuffle(left)
    automas = [c for c in state.companies if c.automa]
    for c, (cid, officer) in zip([a for a in automas if a.id is None], left, strict=True):
        _equip(state, c, cid, _automa_officer(state, officer))
    robots = [c.seat for c in automas]
    rng.shuffle(robots)
    state.order = robots + draft.choosers[::-1]
    state.turn = 0
    state.draft = None
    state.phase = "income"
    _mahiri_pool(state)


def _automa_officer(state: BarrageState, officer: str | None) -> str | None:
    """An Automa keeps the officer dealt on its board only at very hard (spec §8.1, §8.8)."""
    return officer if state.difficulty == "very-hard" else None


def _mahiri_pool(state: BarrageState) -> None:
    """With Mahiri in play, officers not in play join the other officers in play until Mahiri
    has 3 to copy (2-/3-player games, or officers left out by the Automas)."""
    in_play = [c.officer for c in state.companies if c.officer is not None]
    if MAHIRI not in in_play:
        return
    others = [o for o in in_play if o != MAHIRI]
    data = barrage_data()
    spare = [
        o.id
        for o in data.officers.values()
        if o.id not in in_play and (state.expansion or not o.expansion)
    ]
    state.rng.shuffle(spare)
    state.officer_pool = spare[: max(0, MAHIRI_POOL - len(others))]
