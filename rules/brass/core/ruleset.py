"""The base Brass ruleset: the shared steps and flows on the kernel's step machine, setup,
views and scoring. Each title subclasses it naming its map (`map.BrassMap`) and its action types,
nothing else. To its steps and flows it is their `context.BrassContext`.
"""

from __future__ import annotations

import functools
from typing import Any, ClassVar

from rules.brass.core import turns
from rules.brass.core.build import BuildFlow, IndustryStep, SlotStep
from rules.brass.core.consume import ConsumeStep
from rules.brass.core.context import Flow, Step
from rules.brass.core.describe import describe
from rules.brass.core.develop import DevelopFlow, DevelopMoreStep, DevelopStep
from rules.brass.core.links import LinkStep, NetworkFlow, SecondLinkStep
from rules.brass.core.map import BrassMap
from rules.brass.core.menu import ActionStep, CardStep, LoanFlow, PassFlow
from rules.brass.core.network import Connections
from rules.brass.core.state import HIDDEN, BrassState, Player, clone
from rules.core.errors import OptionsError, reason
from rules.core.events import Event
from rules.core.prompt import Result, ranking
from rules.core.rng import Rng
from rules.core.seats import normalize_seats
from rules.core.steps import StepRuleset
from rules.core.text import Text

COLOURS = ("#d62828", "#1d4ed8", "#15803d", "#eab308")
BOT_LEVELS = ("random", "heuristic")


class BrassRuleset(StepRuleset):
    map: ClassVar[BrassMap]
    catalog = "brass"  # brass.why.game_over, brass.why.wrong_time

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
        norm = normalize_seats(options.get("seats"), n, COLOURS, BOT_LEVELS)
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

    def current(self, state: BrassState) -> tuple[int, str] | None:
        """A shortfall first, else the current player at their action's step (or its start)."""
        if state.over:
            return None
        if state.pending:
            return state.pending[-1].seat, state.pending[-1].kind
        if state.draft is not None:
            return state.current, state.draft.step
        return state.current, "action"

    # -- reading the state -------------------------------------------------------------------

    def describe(self, state: BrassState, element_id: str) -> Text | None:
        return describe(self.board, self.map, state, element_id)

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
        return ranking(
            (seat, _rank_key(state.players[seat]), self.breakdown(state, seat))
            for seat in state.seats
        )

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
