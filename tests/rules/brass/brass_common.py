"""Helpers shared by the Brass rule tests of both maps: build positions by setting state fields,
then drive the engine through the kernel contract only (apply, why_not, legal_actions, prompt...).

Each map's helper module (brass_helpers.py, lancashire_helpers.py) binds them to its ruleset and
exports them by name."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

import pytest

from rules.bots import RandomBot
from rules.brass.core.actions import BuildAt, ChooseAction, ChooseIndustry, PlayCard
from rules.brass.core.build import FAULTS, BuildDraft
from rules.brass.core.ruleset import BrassRuleset
from rules.brass.core.state import BrassState, Tile
from rules.core.actions import Action
from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.i18n import LANGUAGES, render, render_event
from rules.core.state import state_hash
from rules.core.text import Text


def give(
    state: BrassState,
    seat: int,
    *,
    money: int | None = None,
    hand: Iterable[str] | None = None,
    income_space: int | None = None,
) -> None:
    p = state.players[seat]
    if money is not None:
        p.money = money
    if hand is not None:
        p.hand = sorted(hand)
    if income_space is not None:
        p.income_space = income_space


def keys(events: list[Event]) -> list[str]:
    return [e.key.split(".event.")[1] for e in events]


def at_slot_step(state: BrassState, card: str, industry: str) -> None:
    """A Build action at its slot prompt, even when no slot is legal (to test refusals)."""
    state.draft = BuildDraft("build", "slot", card=card, cards=0, industry=industry)


class MapHelpers:
    """The helpers that need the map's ruleset."""

    def __init__(self, rules: BrassRuleset) -> None:
        self.rules = rules
        self.board = rules.board

    def new_game(
        self, players: int = 4, seed: int = 7, *, era: str = "canal", round: int = 2
    ) -> BrassState:
        """A game in `era`, round `round`, seat 0 to act with 2 actions (1 in canal round 1),
        seats in order 0, 1, 2...; hands as dealt, nothing on the board (merchants as
        shuffled)."""
        state = self.rules.setup({"players": players}, seed)
        state.order = list(range(players))
        state.era, state.round, state.turn = era, round, 0
        state.actions_left = 1 if era == "canal" and round == 1 else 2
        return state

    def put(
        self,
        state: BrassState,
        slot: str,
        seat: int,
        industry: str,
        level: int = 1,
        *,
        cubes: int = 0,
        flipped: bool = False,
    ) -> Tile:
        """Place a tile on the board (taking it off the seat's mat when it is there)."""
        assert slot in self.board.slots, slot
        mat = state.players[seat].mat[industry]
        if level in mat:
            mat.remove(level)
        tile = Tile(seat, industry, level, cubes, flipped)
        state.tiles[slot] = tile
        return tile

    def link(self, state: BrassState, seat: int, *ends: str) -> str:
        link_id = "link:" + "~".join(sorted(ends))
        assert link_id in self.board.links, link_id
        state.links[link_id] = seat
        state.players[seat].links_left -= 1
        return link_id

    def act(self, state: BrassState, *actions: Action) -> list[Event]:
        events: list[Event] = []
        for action in actions:
            events.extend(self.rules.apply(state, action))
        return events

    def start(self, state: BrassState, action: str, *cards: str) -> list[Event]:
        """Choose an action and discard its card(s) (put in hand first when missing)."""
        seat = self.rules.prompt(state).seat
        hand = state.players[seat].hand
        for card in cards:
            if card not in hand:
                hand.pop(0)
                hand.append(card)
        hand.sort()
        return self.act(state, ChooseAction(action), *(PlayCard(c) for c in cards))

    def build(self, state: BrassState, card: str, industry: str, slot: str) -> list[Event]:
        """Build action up to the slot (coal and iron prompts, if any, are left to the test)."""
        return [
            *self.start(state, "build", card),
            *self.act(state, ChooseIndustry(industry), BuildAt(slot)),
        ]

    def kind(self, state: BrassState) -> str | None:
        prompt = self.rules.prompt(state)
        return None if prompt is None else prompt.kind

    def seat(self, state: BrassState) -> int | None:
        prompt = self.rules.prompt(state)
        return None if prompt is None else prompt.seat

    def options(self, state: BrassState) -> list[Action]:
        return self.rules.legal_actions(state)

    def slots_offered(self, state: BrassState) -> list[str]:
        return sorted(a.slot for a in self.rules.legal_actions(state) if isinstance(a, BuildAt))

    def refused(self, state: BrassState, action: Action, why: str) -> None:
        """The action is illegal for reason `why` (a full key, or a brass.why.* suffix) and
        leaves the state untouched."""
        key = why if "." in why else f"brass.why.{why}"
        before = state_hash(state)
        assert action not in self.rules.legal_actions(state)
        reason = self.rules.why_not(state, action)
        assert reason is not None and reason.key == key, reason
        with pytest.raises(IllegalAction) as err:
            self.rules.apply(state, action)
        assert err.value.reason.key == key
        assert state_hash(state) == before


# -- message keys and whole games ------------------------------------------------------------------


def dynamic_keys(rules: BrassRuleset) -> list[str]:
    """Message keys every Brass map builds at run time: its prompts, actions, build refusals,
    location kinds, score lines and title."""
    out = []
    for step in rules.steps.values():
        out += [f"{step.catalog}.prompt.{step.kind}", f"{step.catalog}.prompt_name.{step.kind}"]
    out += [f.title.key for f in rules.flows.values()]
    out += [f"brass.why.{fault}" for fault in FAULTS]
    out += [f"brass.location_kind.{loc.kind}" for loc in rules.board.locations.values()]
    state = rules.setup({"players": 2}, 1)
    out += [f"{rules.game_id}.score.{k}" for k in rules.breakdown(state, 0)]
    out.append(f"{rules.game_id}.title")
    return out


def random_positions(
    rules: BrassRuleset, players: int = 3, seed: int = 4, every: int = 7
) -> Iterator[tuple[BrassState, int]]:
    """Every `every`-th position of a game between random bots, with the seat to act there."""
    state = rules.setup({"players": players}, seed)
    bot = RandomBot(seed)
    n = 0
    while (prompt := rules.prompt(state)) is not None:
        if n % every == 0:
            yield state, prompt.seat
        rules.apply(state, bot.choose(rules, state, prompt.seat))
        n += 1


def render_whole_game(
    rules: BrassRuleset,
    players: int,
    seed: int,
    candidates: Callable[[BrassState], list[Action]],
    elements: list[str],
) -> set[str]:
    """Play a game between random bots, rendering in every language each prompt, event and final
    score, and, at each new prompt kind (and every 60 steps), the refusals of `candidates(state)`
    and the tooltips of `elements`: none may leave a placeholder or a raw key. The prompt kinds
    seen."""
    raw = re.compile(rf"\b(brass|{rules.game_id}|core|cli)\.[a-z_]")
    state = rules.setup({"players": players}, seed)
    names = [p.name for p in state.players]

    def check(item: Text | Callable[[str], str]) -> None:
        for lang in LANGUAGES:
            out = render(item, lang, names=names) if isinstance(item, Text) else item(lang)
            assert out and "{" not in out and "}" not in out, (out, item)
            assert not raw.search(out), (out, item)

    bot = RandomBot(seed)
    seen_kinds: set[str] = set()
    step = 0
    while (prompt := rules.prompt(state)) is not None:
        check(prompt.text)
        if prompt.kind not in seen_kinds or step % 60 == 0:
            seen_kinds.add(prompt.kind)
            for action in candidates(state):
                why = rules.why_not(state, action)
                if why is not None:
                    check(why)
            for element in elements:
                described = rules.describe(state, element)
                if described is not None:
                    check(described)
        for event in rules.apply(state, bot.choose(rules, state, prompt.seat)):
            check(lambda lang, e=event: render_event(e, names, lang))
        step += 1
    for standing in rules.result(state).standings:
        for key in standing.score:
            check(Text(f"{rules.game_id}.score.{key}"))
    return seen_kinds
