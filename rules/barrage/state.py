"""The Barrage game state: plain dataclasses, JSON-friendly, cloned fast by hand.

One source of truth per fact. The board holds what stands on each site (dams with their owner,
height and drops; conduits, powerhouses and buildings with their owner); `waters(state)` derives
the water model of `rules.barrage.water` from it, and `set_waters` writes a changed one back.
Element ids are those of `rules.barrage.data` and `rules.barrage.river`; owners on the board are
company ids (`company:usa`), `water.NEUTRAL` for the neutral dams and `BLOCKED` for the pieces of
an unused company that close the "3+"/"4" spaces and building sites (spec §2.2).

Hidden information: the order of the decks (private contracts by colour, advanced technology
tiles, External Works, Automa tiles below the top one, whose action side shows). `view(state,
seat)` replaces them with `HIDDEN` and the RNG with a blank one; everything a company holds is
face up in Barrage, so nothing else is hidden.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.barrage.data import INCOME_SLOTS, Effect, barrage_data
from rules.barrage.water import NEUTRAL, Dam, Waters
from rules.core.rng import Rng

HIDDEN = "hidden"  # a deck tile the viewer may not see (view())
BLOCKED = "blocked"  # owner of the engineers/buildings of an unused company (spec §2.2)
WHEEL_SEGMENTS = 6  # spec §4.4 (BGA): a thing put in comes back after one full turn
KINDS = ("person", "bot", "automa")
DIFFICULTIES = ("easy", "normal", "hard", "very-hard")
# draft: the advanced company draft is pending (setup.draft_pick); then, each round, in order:
PHASES = ("draft", "income", "actions", "water", "scoring", "end_of_round")
GRAZIANO = "officer:graziano_del_monte"
USA = "company:usa"


@dataclass(slots=True)
class Segment:
    """One segment of a construction wheel: what was put in it when it was the open one."""

    tiles: list[str] = field(default_factory=list)
    excavators: int = 0
    mixers: int = 0

    def copy(self) -> Segment:
        return Segment(list(self.tiles), self.excavators, self.mixers)

    @property
    def empty(self) -> bool:
        return not self.tiles and not self.excavators and not self.mixers


@dataclass(slots=True)
class Company:
    """One seat's company: its pieces, supply, wheel and contracts.

    `id` and `officer` stay None while the advanced draft is pending. Engineers on action spaces
    are on the board (`BarrageState.spaces`); `engineers` counts those in the personal supply.
    """

    seat: int
    name: str
    kind: str  # person | bot | automa
    bot: str | None = None  # the bot level of a "bot" seat
    id: str | None = None  # company:usa ...
    officer: str | None = None  # officer:wilhelm_adler ...
    credits: int = 0
    vp: int = 0
    energy: int = 0  # this round's energy marker
    engineers: int = 0  # in the personal supply
    architect: str | None = None  # Tommaso's architect: "supply", an action space, or None
    excavators: int = 0  # in the personal supply (not on the wheel)
    mixers: int = 0
    wheel: list[Segment] = field(default_factory=list)  # fixed segments; `open` turns
    open: int = 0  # index of the open segment
    tiles: list[str] = field(default_factory=list)  # technology tiles in the personal supply
    left: dict[str, int] = field(default_factory=dict)  # structure -> pieces on the board left
    contracts: list[str] = field(default_factory=list)  # face up, not yet fulfilled
    fulfilled: list[str] = field(default_factory=list)  # face down (any kind)
    external: list[str] = field(default_factory=list)  # External Works done (expansion)
    ability: bool = False  # the company ability, unlocked by the 3rd powerhouse
    copied: str | None = None  # the officer Mahiri copies this turn
    passed: bool = False  # out of this round's Action phase
    scored: dict[str, int] = field(default_factory=dict)  # VP in play by source (`score`)
    # [amb 39] Mahiri copied Simone at the Contract Office: her hand limit stays 4 while
    # len(fulfilled) is still this (None: no raised limit)
    simone_limit: int | None = None

    @property
    def automa(self) -> bool:
        return self.kind == "automa"

    def copy(self) -> Company:
        return Company(
            self.seat,
            self.name,
            self.kind,
            self.bot,
            self.id,
            self.officer,
            self.credits,
            self.vp,
            self.energy,
            self.engineers,
            self.architect,
            self.excavators,
            self.mixers,
            [s.copy() for s in self.wheel],
            self.open,
            list(self.tiles),
            dict(self.left),
            list(self.contracts),
            list(self.fulfilled),
            list(self.external),
            self.ability,
            self.copied,
            self.passed,
            dict(self.scored),
            self.simone_limit,
        )


@dataclass(slots=True)
class Draft:
    """The advanced draft (spec §2.3): company+officer pairs and starting contracts on the table;
    the choosers take one pair and one contract each, in `choosers` order."""

    offers: list[tuple[str, str | None]]  # (company, officer) pairs dealt, in table order
    contracts: list[str]  # starting contracts on offer
    choosers: list[int]  # seats in choosing order (the first chooser first)
    picks: list[tuple[str, str]] = field(default_factory=list)  # (company, contract), in order

    @property
    def chooser(self) -> int | None:
        """The seat to choose now, or None when every chooser has chosen."""
        return self.choosers[len(self.picks)] if len(self.picks) < len(self.choosers) else None

    def copy(self) -> Draft:
        return Draft(list(self.offers), list(self.contracts), list(self.choosers), list(self.picks))


@dataclass(frozen=True, slots=True)
class Pending:
    """A decision waiting before play goes on: `effect` (a machine of choice, drops to place)
    or `contract` (one to fulfil after producing `energy`, `taken` already fulfilled with it)."""

    kind: str
    seat: int
    effect: Effect | None = None
    energy: int = 0
    taken: tuple[str, ...] = ()


@dataclass(slots=True)
class BarrageState:
    rng: Rng
    beginner: bool
    expansion: bool
    difficulty: str | None  # the Automas' level, None without Automa
    companies: list[Company]  # by seat
    order: list[int]  # seats in this round's turn order
    # -- the board: what stands on each site ------------------------------------------------
    dams: dict[str, Dam]  # dam site -> dam (owner, height, drops)
    conduits: dict[str, str]  # conduit site -> owner
    powerhouses: dict[str, str]  # powerhouse site -> owner
    buildings: dict[str, str]  # building site -> owner (expansion; BLOCKED marks)
    headstream_tiles: dict[str, str]  # headstream:A -> headstream_tile:n
    headstreams: dict[str, int]  # headstream -> drops waiting for the Water Flow phase
    spaces: dict[str, dict[str, int]]  # action space -> owner -> engineers (BLOCKED marks)
    # -- displays ----------------------------------------------------------------------------
    offer: dict[str, list[str]]  # colour -> face-up private contracts (2 each)
    national: list[str]  # face-up national contracts
    patent: list[str | None]  # the Patent Office's 3 slots (advanced; empty: None)
    external: list[str | None]  # the External Works' 3 slots (expansion)
    private_buildings: list[str]  # the 5 private-building tiles, row 1..5 (expansion)
    bonus: list[str]  # bonus tile of round 1..5
    objective: str
    officer_pool: list[str]  # officers beside Mahiri that are not in play (spec §6.6)
    # -- decks: top = last; the order is hidden ---------------------------------------------
    contract_decks: dict[str, list[str]]  # colour -> private contracts
    contract_discards: dict[str, list[str]]  # colour -> discarded private contracts
    tech_decks: dict[int, list[str]]  # level 1..3 -> advanced technology tiles
    external_decks: dict[str, list[str]]  # A | B | C -> External Works tiles
    automa_deck: list[str]  # Automa tiles, action side up
    automa_discard: list[str]  # face up, top last (its criteria side is in use)
    # -- progress ----------------------------------------------------------------------------
    round: int = 1
    phase: str = "income"
    turn: int = 0  # index into order
    draft: Draft | None = None
    pending: list[Pending] = field(default_factory=list)  # asked first to last
    over: bool = False

    @property
    def seats(self) -> range:
        return range(len(self.companies))

    @property
    def current(self) -> int:
        return self.order[self.turn]

    def company(self, cid: str) -> Company:
        """The company playing `cid` (there must be one)."""
        for c in self.companies:
            if c.id == cid:
                return c
        raise KeyError(cid)


def clone(s: BarrageState) -> BarrageState:
    """A fast deep copy (copy.deepcopy dominates views, undo and bot look-ahead otherwise).
    Dams are frozen, so sharing them is safe."""
    return BarrageState(
        rng=Rng(s.rng.state),
        beginner=s.beginner,
        expansion=s.expansion,
        difficulty=s.difficulty,
        companies=[c.copy() for c in s.companies],
        order=list(s.order),
        dams=dict(s.dams),
        conduits=dict(s.conduits),
        powerhouses=dict(s.powerhouses),
        buildings=dict(s.buildings),
        headstream_tiles=dict(s.headstream_tiles),
        headstreams=dict(s.headstreams),
        spaces={k: dict(v) for k, v in s.spaces.items()},
        offer={k: list(v) for k, v in s.offer.items()},
        national=list(s.national),
        patent=list(s.patent),
        external=list(s.external),
        private_buildings=list(s.private_buildings),
        bonus=list(s.bonus),
        objective=s.objective,
        officer_pool=list(s.officer_pool),
        contract_decks={k: list(v) for k, v in s.contract_decks.items()},
        contract_discards={k: list(v) for k, v in s.contract_discards.items()},
        tech_decks={k: list(v) for k, v in s.tech_decks.items()},
        external_decks={k: list(v) for k, v in s.external_decks.items()},
        automa_deck=list(s.automa_deck),
        automa_discard=list(s.automa_discard),
        round=s.round,
        phase=s.phase,
        turn=s.turn,
        draft=s.draft.copy() if s.draft is not None else None,
        pending=list(s.pending),
        over=s.over,
    )


def view(state: BarrageState, seat: int | None) -> BarrageState:
    """The state as `seat` may see it (None: a spectator): every deck's order and content hidden
    (only its size shows) and a blank RNG. Nothing a company holds is secret in Barrage."""
    seen = clone(state)
    seen.contract_decks = {k: [HIDDEN] * len(v) for k, v in seen.contract_decks.items()}
    seen.tech_decks = {k: [HIDDEN] * len(v) for k, v in seen.tech_decks.items()}
    seen.external_decks = {k: [HIDDEN] * len(v) for k, v in seen.external_decks.items()}
    # the Automa deck lies action side up (spec §8.2): its top tile's actions are for all to see
    seen.automa_deck = [HIDDEN] * (len(seen.automa_deck) - 1) + seen.automa_deck[-1:]
    seen.rng = Rng(0)
    return seen


# -- derived facts ----------------------------------------------------------------------------


def waters(state: BarrageState) -> Waters:
    """The water model of the board now (copies of the board's dicts; dams are shared frozen)."""
    data = barrage_data()
    big: set[str] = set()
    natural: set[str] = set()
    for c in state.companies:
        if c.id is None:
            continue
        officer = c.copied or c.officer
        # an Automa uses an officer only at very hard, and only where the officer's rule says so
        if officer == GRAZIANO and (not c.automa or data.officers[GRAZIANO].automa_uses_ability):
            big.add(c.id)
        if c.id == USA and c.ability:
            natural.add(c.id)
    return Waters(
        dams=dict(state.dams),
        conduits=dict(state.conduits),
        powerhouses=dict(state.powerhouses),
        headstreams=dict(state.headstreams),
        big_dams=frozenset(big),
        natural_flow=frozenset(natural),
    )


def set_waters(state: BarrageState, w: Waters) -> None:
    """Write back what the water functions change: the dams' drops and the headstreams."""
    state.dams = dict(w.dams)
    state.headstreams = dict(w.headstreams)


SOURCES = ("contracts", "ranking", "track", "bonus", "conduits")  # what `score` keeps apart


def score(company: Company, n: int, source: str) -> None:
    """VP scored in play from one of SOURCES, kept apart for the end screen's breakdown."""
    company.vp += n
    company.scored[source] = company.scored.get(source, 0) + n


def neutral_dams(state: BarrageState) -> dict[str, Dam]:
    return {site: d for site, d in state.dams.items() if d.owner == NEUTRAL}


def built(company: Company, structure: str) -> int:
    """Pieces of `structure` the company has taken off its board (built)."""
    return barrage_data().pieces[structure] - company.left.get(structure, 0)


def revealed_incomes(company: Company) -> list[tuple[str, int]]:
    """The incomes uncovered on the company board, as (row, piece number) (spec §6.5); their
    effects are `barrage_data().companies[company.id].incomes[row][n]`."""
    if company.id is None:
        return []
    rows = barrage_data().companies[company.id].incomes
    return [(row, n) for row in rows for n in INCOME_SLOTS if built(company, row) >= n]


def engineers_placed(state: BarrageState, company: Company) -> int:
    """The company's engineers on action spaces now (its own construction spaces included)."""
    if company.id is None:
        return 0
    return sum(owners.get(company.id, 0) for owners in state.spaces.values())
