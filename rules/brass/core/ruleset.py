"""The base Brass ruleset, and `BrassMap`: what one map adds to the shared machinery.

A map is a `BrassMap` subclass holding its board data and overriding a few hooks (its own
actions and prompts, its market-access locations, what its era ends and final scoring add);
`BrassRuleset` subclasses name their map and their action types, nothing else.
"""

from __future__ import annotations

import functools
from typing import Any, ClassVar

from rules.brass.core import turns
from rules.brass.core.board import Board
from rules.brass.core.build import BuildFlow, IndustryStep, SlotStep
from rules.brass.core.consume import ConsumeStep
from rules.brass.core.develop import DevelopFlow, DevelopMoreStep, DevelopStep
from rules.brass.core.flow import ActionStep, CardStep, Flow, LoanFlow, PassFlow, Step
from rules.brass.core.links import LinkStep, NetworkFlow, SecondLinkStep
from rules.brass.core.network import Connections
from rules.brass.core.state import HIDDEN, BrassState, Player, clone
from rules.core.actions import Action
from rules.core.errors import OptionsError, reason
from rules.core.events import Event
from rules.core.prompt import Prompt, Result, Standing
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset
from rules.core.text import Text

COLOURS = ("#d62828", "#1d4ed8", "#15803d", "#eab308")
BOT_LEVELS = ("random", "heuristic")


class BrassMap:
    """One Brass map: its board and the hooks where it differs. The defaults are the common
    case; a map overrides only what it changes."""

    id: ClassVar[str]
    board: Board
    menu: ClassVar[tuple[str, ...]]  # the turn's actions, in menu order
    flows: tuple[Flow, ...] = ()  # the map's own actions (Birmingham: sell, scout)
    steps: tuple[Step, ...] = ()  # the map's own prompts
    actions: ClassVar[tuple[type[Action], ...]] = ()  # the map's own action types
    score_sources: ClassVar[tuple[str, ...]] = ("shortfall",)  # VP sources beyond links/industries
    free_first_link: ClassVar[bool] = True  # nothing on the board: a link may go anywhere

    def setup(self, state: BrassState) -> None:
        """Deal the cards (and lay out the map's own pieces into `state.extra`)."""
        self.deal(state)

    def deal(self, state: BrassState) -> None:
        """Shuffle the deck for the player count; each player draws a hand (and face-down cards
        that start the discard pile, where the map has them)."""
        n = len(state.players)
        state.deck = [c for c, copies, mark in self.board.deck if mark <= n for _ in range(copies)]
        state.rng.shuffle(state.deck)
        tables = self.board.tables
        for seat in state.order:
            p = state.players[seat]
            p.hand = sorted(state.deck.pop() for _ in range(tables["hand"]))
            p.facedown = [state.deck.pop() for _ in range(tables.get("facedown", 0))]

    def market_access(self, state: BrassState) -> frozenset[str]:
        """Locations whose connection lets coal be bought from, and sold to, the coal market."""
        return frozenset(loc.id for loc in self.board.locations.values() if loc.market_access)

    def merchant_beer(self, state: BrassState, space: str) -> bool:
        """Whether a merchant space holds a barrel (maps without merchant beer: never)."""
        return False

    def take_merchant_beer(self, state: BrassState, space: str, ev: list[Event]) -> None:
        raise NotImplementedError

    def after_build(self, state: BrassState, slot: str, ev: list[Event]) -> None:
        """After a tile is built, stocked and its cubes sold (e.g. a tile that flips at once)."""

    def end_canal(self, state: BrassState, ev: list[Event]) -> None:
        """The map's own reset at the end of the Canal Era (after scoring and level-1 removal)."""

    def rail_deck(self, state: BrassState) -> list[str]:
        """The Rail Era's cards (unshuffled): every discard pile, face-down cards included."""
        deck = []
        for p in state.players:
            deck += p.discard + p.facedown
            p.discard, p.facedown = [], []
        return deck

    def final_scoring(self, state: BrassState, ev: list[Event]) -> None:
        """Anything the map scores after the Rail Era's links and industries."""

    def new_extra(self, state: BrassState) -> Any:
        """The map's own pieces (a dataclass with copy()); called before `setup`."""
        return _Nothing()

    def hide(self, seen: BrassState, seat: int | None) -> None:
        """Hide the map's own secrets in a view (Birmingham has none)."""

    def describe(self, rules: BrassRuleset, state: BrassState, element_id: str) -> Text | None:
        """Tooltips for the map's own elements (merchant spaces...)."""
        return None


class _Nothing:
    """The `extra` of a map without pieces of its own."""

    def copy(self) -> _Nothing:
        return self


class BrassRuleset(Ruleset):
    map: ClassVar[BrassMap]

    def __init__(self) -> None:
        super().__init__()
        self.board = self.map.board
        flows: list[Flow] = [
            BuildFlow(),
            NetworkFlow(),
            DevelopFlow(),
            LoanFlow(),
            PassFlow(),
            *self.map.flows,
        ]
        by_name = {f.name: f for f in flows}
        self.flows: dict[str, Flow] = {name: by_name[name] for name in self.map.menu}
        steps: list[Step] = [
            ActionStep(),
            CardStep(),
            IndustryStep(),
            SlotStep(),
            LinkStep(),
            SecondLinkStep(),
            DevelopStep(),
            DevelopMoreStep(),
            ConsumeStep("coal"),
            ConsumeStep("iron"),
            ConsumeStep("beer"),
            turns.ShortfallStep(),
            *self.map.steps,
        ]
        self.steps: dict[str, Step] = {s.kind: s for s in steps}

    # -- the hooks flows call ----------------------------------------------------------------

    def connections(self, state: BrassState) -> Connections:
        return self._connections(frozenset(state.links))

    @functools.lru_cache(maxsize=256)  # noqa: B019 - one ruleset per title, a bounded cache
    def _connections(self, links: frozenset[str]) -> Connections:
        return Connections(self.board, sorted(links))

    def finish_action(self, state: BrassState, ev: list[Event]) -> None:
        turns.finish_action(self, state, ev)

    # -- options and setup -------------------------------------------------------------------

    def normalize_options(self, options: dict[str, Any]) -> dict[str, Any]:
        players = self.board.tables["players"]
        if options.get("map") is not None:  # one board per title: a map is its own game id
            game = Text(f"{self.game_id}.title")
            raise OptionsError(reason("brass.options.map", game=game, map=options["map"]))
        n = options.get("players", players[-1])
        if not isinstance(n, int) or isinstance(n, bool) or n not in players:
            raise OptionsError(
                reason("brass.options.players", game=Text(f"{self.game_id}.title"), players=n)
            )
        seats = options.get("seats") or [{} for _ in range(n)]
        if not isinstance(seats, list) or len(seats) != n:
            raise OptionsError(reason("brass.options.seats", players=n))
        norm = []
        for i, seat in enumerate(seats):
            if not isinstance(seat, dict) or any(
                not isinstance(seat.get(k) or "", str) for k in ("name", "colour")
            ):
                raise OptionsError(reason("brass.options.seats", players=n))
            bot = seat.get("bot")
            if bot is not None and bot not in BOT_LEVELS:
                raise OptionsError(reason("brass.options.bot", bot=bot))
            norm.append(
                {
                    "name": str(seat.get("name") or f"P{i + 1}"),
                    "colour": str(seat.get("colour") or COLOURS[i]),
                    "bot": bot,
                }
            )
        return {"players": n, "seats": norm}

    def setup(self, options: dict[str, Any], seed: int) -> BrassState:
        options = self.normalize_options(options)
        board = self.board
        rng = Rng(seed)
        order = list(range(options["players"]))
        rng.shuffle(order)  # round 1's turn order is random
        state = BrassState(
            map_id=self.map.id,
            rng=rng,
            players=[
                Player(
                    s["name"],
                    s["colour"],
                    board.tables["starting_money"],
                    board.mat(),
                    board.tables["link_tiles"],
                )
                for s in options["seats"]
            ],
            order=order,
            tiles={},
            links={},
            markets={r: m.initial for r, m in board.markets.items()},
            deck=[],
            wild=dict(board.wild),
            extra=None,
        )
        state.extra = self.map.new_extra(state)
        self.map.setup(state)
        return state

    # -- the prompt --------------------------------------------------------------------------

    def _who(self, state: BrassState) -> tuple[int | None, str]:
        if state.over:
            return None, ""
        if state.pending:
            return state.pending[-1].seat, state.pending[-1].kind
        if state.draft is not None:
            return state.current, state.draft.step
        return state.current, "action"

    def prompt(self, state: BrassState) -> Prompt | None:
        seat, kind = self._who(state)
        if seat is None:
            return None
        step = self.steps[kind]
        params = {"player": state.players[seat].name, **step.params(self, state, seat)}
        return Prompt(seat, kind, Text(f"{step.catalog}.prompt.{kind}", params))

    def legal_actions(self, state: BrassState) -> list[Action]:
        seat, kind = self._who(state)
        if seat is None:
            return []
        return self.steps[kind].options(self, state, seat)

    def why_not(self, state: BrassState, action: Action) -> Text | None:
        seat, kind = self._who(state)
        if seat is None:
            return reason("brass.why.game_over")
        step = self.steps[kind]
        if not isinstance(action, step.answers):
            return reason("brass.why.wrong_time", prompt=step.name)
        return step.why_not(self, state, seat, action)

    def perform(self, state: BrassState, action: Action) -> list[Event]:
        seat, kind = self._who(state)
        assert seat is not None
        events: list[Event] = []
        self.steps[kind].perform(self, state, seat, action, events)
        return events

    # -- reading the state -------------------------------------------------------------------

    def describe(self, state: BrassState, element_id: str) -> Text | None:
        from rules.brass.core.describe import describe

        return describe(self, state, element_id)

    def view(self, state: BrassState, seat: int | None) -> BrassState:
        """Other hands, the deck's order, face-down cards and the RNG are hidden."""
        seen = clone(state)
        for other, p in enumerate(seen.players):
            if other != seat:
                p.hand = [HIDDEN] * len(p.hand)
            p.facedown = [HIDDEN] * len(p.facedown)
        seen.deck = [HIDDEN] * len(seen.deck)
        seen.rng = Rng(0)
        self.map.hide(seen, seat)
        return seen

    def result(self, state: BrassState) -> Result | None:
        """Most VP; ties: the higher income (track space, A18), then more money, else shared."""
        if not state.over:
            return None
        keys = sorted(state.seats, key=lambda s: _rank_key(state.players[s]), reverse=True)
        standings: list[Standing] = []
        for i, seat in enumerate(keys):
            p = state.players[seat]
            tied = i > 0 and _rank_key(state.players[keys[i - 1]]) == _rank_key(p)
            place = standings[-1].place if tied else i + 1
            standings.append(Standing(seat, place, self.breakdown(state, seat)))
        return Result(tuple(standings))

    def breakdown(self, state: BrassState, seat: int) -> dict[str, int]:
        """A seat's VP by source: total, links, each industry, then the map's extras; money."""
        p = state.players[seat]
        score = {"vp": p.score, "links": p.vp.get("links", 0)}
        score |= {i: p.vp.get(i, 0) for i in self.board.industries}
        score |= {k: p.vp.get(k, 0) for k in self.map.score_sources}
        score["money"] = p.money
        return score

    def clone(self, state: BrassState) -> BrassState:
        return clone(state)


def _rank_key(p: Player) -> tuple[int, int, int]:
    return p.score, p.income_space, p.money
