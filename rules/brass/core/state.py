"""The Brass game state: plain dataclasses, JSON-friendly, hashed by the kernel.

Map-specific pieces (Birmingham's merchant tiles and barrels, Lancashire's distant market) live
in `BrassState.extra`, a dataclass the map defines, so the shared state carries no optional
per-map fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeVar

from rules.brass.core import income
from rules.brass.core.drafts import Draft
from rules.core.prompt import Decision
from rules.core.rng import Rng

HIDDEN = "hidden"  # a card the viewer may not see (view())
D = TypeVar("D", bound=Draft)


@dataclass(slots=True)
class Tile:
    """An industry tile on the board."""

    owner: int
    industry: str
    level: int
    cubes: int = 0  # coal, iron or beer on it
    flipped: bool = False


@dataclass(slots=True)
class Player:
    name: str
    colour: str
    money: int
    mat: dict[str, list[int]]  # industry -> levels of the tiles left, lowest first
    links_left: int
    hand: list[str] = field(default_factory=list)  # card ids, sorted
    discard: list[str] = field(default_factory=list)  # face up, top last
    facedown: list[str] = field(default_factory=list)  # seen by nobody; back in the deck later
    income_space: int = income.START
    vp: dict[str, int] = field(default_factory=dict)  # source -> VP (links, industries...)
    spent: int = 0  # this round, on the character tile

    @property
    def income(self) -> int:
        """The income level: £ received (or paid) at the end of each round."""
        return income.level(self.income_space)

    @property
    def score(self) -> int:
        return sum(self.vp.values())


@dataclass(slots=True)
class BrassState:
    map_id: str
    rng: Rng
    players: list[Player]
    order: list[int]  # turn order this round
    tiles: dict[str, Tile]  # slot id -> tile
    links: dict[str, int]  # link id -> owner
    markets: dict[str, int]  # coal/iron -> cubes on the market
    deck: list[str]  # draw deck, top = last
    wild: dict[str, int]  # wild card -> copies in its draw area
    extra: Any  # the map's own pieces (a dataclass with a copy() method)
    era: str = "canal"  # canal | rail
    round: int = 1
    turn: int = 0  # index into order
    actions_left: int = 1  # actions still to take this turn
    draft: Draft | None = None  # the action being carried out (drafts.py)
    pending: list[Decision] = field(default_factory=list)  # shortfalls, top last
    over: bool = False

    @property
    def seats(self) -> range:
        return range(len(self.players))

    @property
    def current(self) -> int:
        return self.order[self.turn]

    def draft_as(self, kind: type[D]) -> D:
        """The action's draft, as the type its flow gave it (there must be one)."""
        draft = self.draft
        assert isinstance(draft, kind), draft
        return draft


def clone(s: BrassState) -> BrassState:
    """A fast deep copy (copy.deepcopy dominates views, undo and bot look-ahead otherwise)."""
    return BrassState(
        map_id=s.map_id,
        rng=Rng(s.rng.state),
        players=[
            Player(
                p.name,
                p.colour,
                p.money,
                {k: list(v) for k, v in p.mat.items()},
                p.links_left,
                list(p.hand),
                list(p.discard),
                list(p.facedown),
                p.income_space,
                dict(p.vp),
                p.spent,
            )
            for p in s.players
        ],
        order=list(s.order),
        tiles={
            k: Tile(t.owner, t.industry, t.level, t.cubes, t.flipped) for k, t in s.tiles.items()
        },
        links=dict(s.links),
        markets=dict(s.markets),
        deck=list(s.deck),
        wild=dict(s.wild),
        extra=s.extra.copy(),
        era=s.era,
        round=s.round,
        turn=s.turn,
        actions_left=s.actions_left,
        draft=s.draft.copy() if s.draft is not None else None,
        pending=list(s.pending),
        over=s.over,
    )
