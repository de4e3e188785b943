"""The base Brass ruleset: the shared steps and flows on the kernel's step machine, setup,
views and scoring, and what the kernel's gestures and bots ask of a title (`leads_to`, `intent`,
`costs`, `amounts`, `determinize`). Each title subclasses it naming its map (`map.BrassMap`) and
its action types, nothing else. To its steps and flows it is their `context.BrassContext`.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any, ClassVar

from rules.brass.core import resources, turns
from rules.brass.core.actions import (
    BuildAt,
    ChooseAction,
    ChooseIndustry,
    Consume,
    PlaceLink,
    PlayCard,
    RemoveTile,
)
from rules.brass.core.build import BuildCheck, BuildDraft, BuildFlow, IndustryStep, SlotStep
from rules.brass.core.consume import ConsumeStep
from rules.brass.core.context import Flow, Step
from rules.brass.core.describe import describe, element_ids
from rules.brass.core.develop import DevelopFlow, DevelopMoreStep, DevelopStep
from rules.brass.core.links import LinkCheck, LinkStep, NetworkFlow, SecondLinkStep
from rules.brass.core.map import BrassMap
from rules.brass.core.menu import ActionStep, CardStep, LoanFlow, PassFlow
from rules.brass.core.names import card_text
from rules.brass.core.network import Connections
from rules.brass.core.state import HIDDEN, BrassState, Player, clone
from rules.brass.core.supply import Supply, supplies
from rules.core.actions import Action
from rules.core.errors import OptionsError, reason
from rules.core.events import Event
from rules.core.prompt import Result, ranking
from rules.core.rng import Rng
from rules.core.seats import normalize_seats
from rules.core.steps import StepRuleset
from rules.core.text import Text

COLOURS = ("#d62828", "#1d4ed8", "#15803d", "#eab308")


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
        norm = normalize_seats(options.get("seats"), n, COLOURS)
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

    def why_not(self, state: BrassState, action: Action) -> Text | None:
        """As the step of the moment says; a build or a link asked for before its own prompt
        (a drop's `intent`) says why it could not happen, where that is not simply "not yet"."""
        why = super().why_not(state, action)
        if why is not None and why.key == "brass.why.wrong_time":
            return self._ahead(state, action) or why
        return why

    def _ahead(self, state: BrassState, action: Action) -> Text | None:
        """Why a BuildAt naming its tile, or a PlaceLink, asked at the start of the action (or
        of a build or a network, before their own prompt), could not happen: the slot's or the
        route's own reason first, else why the build or network cannot begin. None where it
        could, or where another action is under way."""
        now = self.current(state)
        assert now is not None
        seat, kind = now
        if isinstance(action, BuildAt) and action.tile is not None:
            cards = self._build_cards(state, seat, kind)
            if cards is None:
                return None
            why = BuildCheck(self, state, seat).drop_fault(cards, action.tile, action.slot)
            return why or self._cannot_begin(state, kind, BuildFlow.name)
        if isinstance(action, PlaceLink):
            if kind != "action" and not (
                kind == "card" and isinstance(self._flow(state), NetworkFlow)
            ):
                return None
            why = LinkCheck(self, state, seat, second=False).check(action.link)
            return why or self._cannot_begin(state, kind, NetworkFlow.name)
        if isinstance(action, PlayCard) and kind == "action":
            return self._card_fault(state, seat, action)
        return None

    def _card_fault(self, state: BrassState, seat: int, action: PlayCard) -> Text | None:
        """Why a card dropped on an action's area could not start that action with it."""
        name = action.target.removeprefix("action:")
        flow = self.flows.get(name)
        if flow is None:
            return None
        why = self._cannot_begin(state, "action", name)
        if why is not None:
            return why
        card = card_text(self.board, action.card)
        if action.card not in state.players[seat].hand:
            return reason("brass.why.card_not_in_hand", card=card)
        if action.card not in flow.cards(self, state, seat):
            return reason("brass.why.card_cannot", card=card, action=flow.title)
        return None

    def _cannot_begin(self, state: BrassState, kind: str, action: str) -> Text | None:
        """At the start of the turn's action, why `action` cannot be chosen now."""
        return super().why_not(state, ChooseAction(action)) if kind == "action" else None

    def _build_cards(self, state: BrassState, seat: int, kind: str) -> list[str] | None:
        """The cards a build begun now (or under way, before its slot) could stand on; None
        while another action is under way."""
        flow = self.flows.get(BuildFlow.name) if kind == "action" else self._flow(state)
        if kind in ("action", "card") and isinstance(flow, BuildFlow):
            return flow.builds_with(self, state, seat)
        draft = state.draft
        if kind == "industry" and isinstance(draft, BuildDraft) and draft.card is not None:
            return [draft.card]
        return None

    def _flow(self, state: BrassState) -> Flow | None:
        """The flow of the action under way, if any."""
        return self.flows.get(state.draft.action) if state.draft is not None else None

    # -- gestures: a drop that answers several prompts, a held piece's preview ----------------

    def leads_to(
        self, state: BrassState, action: Action, piece: str | None, target: str | None
    ) -> bool:
        """Only two drags span prompts: a mat tile (`mat:<industry>`) dropped on a slot before
        its build is chosen (action → card → industry → slot) and a link dropped on a route
        before the network is (action → card → link). Each answer on the way is followed only
        while the drop still fits after it: the build card can build that tile there, the route
        takes a link. A double build's two cards are a prompt more than a gesture answers; where
        any card does the same (a network, a double build's cards), two of them show the choice
        is open, and one serves a preview (no `target`)."""
        what, _, industry = (piece or "").partition(":")
        now = self.current(state)
        if now is None:
            return False
        seat, kind = now
        if what == "mat" and industry in self.board.tiles:
            return self._towards_build(state, seat, kind, action, industry, target)
        if piece == "link":
            return self._towards_link(state, seat, kind, action, target)
        if what == "card" and industry:  # a card dropped on an action's area chooses it
            return (
                isinstance(action, ChooseAction)
                and kind == "action"
                and target in (None, f"action:{action.action}")
            )
        return False

    def _towards_build(
        self,
        state: BrassState,
        seat: int,
        kind: str,
        action: Action,
        industry: str,
        target: str | None,
    ) -> bool:
        if target is not None and target not in self.board.slots:
            return False
        if isinstance(action, ChooseAction) and kind == "action":
            flow = self.flows.get(action.action)
            if not isinstance(flow, BuildFlow) or flow.cards_needed > 1:
                return False
            cards = flow.builds_with(self, state, seat)
        elif isinstance(action, PlayCard) and kind == "card":
            flow = self._flow(state)
            if not isinstance(flow, BuildFlow):
                return False
            if flow.any_card and not _one_of_the_first(state, seat, action.card, target):
                return False
            cards = flow.builds_with(self, state, seat) if flow.any_card else [action.card]
        elif isinstance(action, ChooseIndustry) and kind == "industry":
            card = state.draft_as(BuildDraft).card
            if action.industry != industry or card is None:
                return False
            cards = [card]
        else:
            return False
        check = BuildCheck(self, state, seat)
        if target is None:
            return any(check.options(c, first=True, only=industry) for c in cards)
        return bool(check.cards_for(cards, industry, target))

    def _towards_link(
        self, state: BrassState, seat: int, kind: str, action: Action, target: str | None
    ) -> bool:
        if target is not None and target not in self.board.links:
            return False
        if isinstance(action, ChooseAction) and kind == "action":
            if not isinstance(self.flows.get(action.action), NetworkFlow):
                return False
        elif isinstance(action, PlayCard) and kind == "card":
            if not isinstance(self._flow(state), NetworkFlow):
                return False
            if not _one_of_the_first(state, seat, action.card, target):
                return False
        else:
            return False
        return target is None or LinkCheck(self, state, seat, second=False).check(target) is None

    def intent(self, state: BrassState, piece: str, target: str) -> Action | None:
        """A mat tile on a slot builds it there, a link on a route places it, a card on its
        action's area (or the discard pile) is played, a source's cube dropped to be consumed
        is taken from it, a tile dropped on the box removed (a shortfall); the map adds its own
        (selling)."""
        now = self.current(state)
        if now is None:
            return None
        kind = now[1]
        what, _, key = piece.partition(":")
        if what == "mat" and key in self.board.tiles and target in self.board.slots:
            draft = state.draft
            if kind == "slot" and isinstance(draft, BuildDraft) and draft.industry != key:
                return None  # another industry's build is under way: its prompt says which
            return BuildAt(target, key)
        if piece == "link" and target in self.board.links:
            return PlaceLink(target)
        if what == "card" and key and target == "discard":
            return PlayCard(key)
        if what == "card" and key and target.startswith("action:"):
            return PlayCard(key, target.removeprefix("action:"))
        if target == "consume" and kind in ("coal", "iron", "beer"):
            return Consume(kind, resources.MARKET if piece == f"market:{kind}" else piece)
        if target == "box" and piece in self.board.slots:
            return RemoveTile(piece)
        return self.map.intent(state, piece, target)

    def supplies(self, state: BrassState, seat: int, industry: str, slot: str) -> list[Supply]:
        """Where the coal and iron of `seat`'s next `industry` tile built on `slot` would come
        from (`supply.py`); none when the seat has no such tile left."""
        levels = state.players[seat].mat.get(industry)
        if not levels or slot not in self.board.slots:
            return []
        spec = self.board.spec(industry, levels[0])
        where = self.board.slots[slot].location
        return supplies(
            self.board, state, where, spec.coal, spec.iron, self.map.market_access(state)
        )

    def costs(self, state: BrassState, actions: list[Action]) -> list[int | None]:
        """A build's full price (the tile, its coal and iron), a link's (its coal included), a
        cube bought from a market."""
        out: list[int | None] = [None] * len(actions)
        now = self.current(state)
        if now is None:
            return out
        seat, kind = now
        draft = state.draft
        build: BuildCheck | None = None
        link: LinkCheck | None = None
        for i, action in enumerate(actions):
            if isinstance(action, BuildAt) and kind == "slot" and isinstance(draft, BuildDraft):
                build = build or BuildCheck(self, state, seat)
                out[i] = build.price_of(draft.industry or "", action.slot)
            elif isinstance(action, PlaceLink) and kind in ("link", "second_link"):
                link = link or LinkCheck(self, state, seat, second=kind == "second_link")
                out[i] = link.cost(action.link)
            elif isinstance(action, Consume) and action.source == resources.MARKET:
                out[i] = resources.buy_price(self.board, state, action.resource, 1)
        return out

    def amounts(self, state: BrassState, action: Action) -> range | None:
        """As the step of the moment says (a Lancashire loan: £10 to what the income track
        allows); None for an action without an amount or not an answer now."""
        now = self.current(state)
        if now is None or action.amount_field is None:
            return None
        seat, kind = now
        step = self.steps[kind]
        if not isinstance(action, step.answers):
            return None
        return step.amounts(self, state, seat, action)

    # -- bots that look ahead ----------------------------------------------------------------

    def determinize(self, state: BrassState, seat: int, rng: Rng) -> BrassState:
        """The seat's view with every card it cannot see (other hands, the deck, face-down cards,
        the map's own) dealt at random from the cards it has seen nowhere, and a fresh RNG."""
        world = self.view(state, seat)
        n = len(world.players)
        unseen = Counter(
            c for c, copies, mark in self.board.deck if mark <= n for _ in range(copies)
        )
        unseen.update({w: k - world.wild[w] for w, k in self.board.wild.items()})
        for p in world.players:
            unseen.subtract(c for c in p.hand + p.discard + p.facedown if c != HIDDEN)
        pool = sorted(unseen.elements())
        rng.shuffle(pool)
        for p in world.players:
            p.hand = sorted(pool.pop() if c == HIDDEN else c for c in p.hand)
            p.facedown = [pool.pop() if c == HIDDEN else c for c in p.facedown]
        world.deck = [pool.pop() if c == HIDDEN else c for c in world.deck]
        world.rng = Rng(rng.next64())
        self.map.deal_hidden(world, pool, rng)
        return world

    # -- reading the state -------------------------------------------------------------------

    def describe(self, state: BrassState, element_id: str) -> Text | None:
        kind, _, name = element_id.partition(":")
        flow = self.flows.get(name) if kind == "action" else None
        if flow is not None:  # an area of the action board: what the action does
            head, _, tail = flow.title.key.partition(".action.")
            return Text(f"{head}.describe.action.{tail}", {"cards": flow.cards_needed})
        return describe(self.board, self.map, state, element_id)

    def element_ids(self, state: BrassState) -> list[str]:
        """Every element of the board and its panels that `describe` explains, the action
        board's areas (`action:<name>`) among them."""
        return element_ids(self.board, self.map, state) + [f"action:{name}" for name in self.flows]

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


def _one_of_the_first(state: BrassState, seat: int, card: str, target: str | None) -> bool:
    """Where any card does the same, whether `card` is among the few a gesture tries: the first
    two of the hand (enough to show the choice is open), the first alone for a preview."""
    return card in sorted(set(state.players[seat].hand))[: 1 if target is None else 2]
