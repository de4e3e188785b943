"""The strong bot: one title-free information-set Monte Carlo tree search (DESIGN.md, "Bots").

Each iteration samples a world the seat cannot tell from the real one (`Ruleset.determinize` of
its view: hidden cards and decks dealt anew), descends the tree by UCB over the answers legal in
that world (`rules.bots.tree`: progressive widening, the standard policy's answer first, a few
values of an amount), adds one node, then lets the title's standard (heuristic) bot play every
seat on to a horizon of a few decisions from the root (the title's evaluation module names it,
`HORIZON`), and scores the position reached with the title's evaluation (`Title.evaluate`: each
seat's chance to win, a number in [0, 1]); a finished game is scored by its result instead.

Every answer at the root is tried in the same sampled worlds (its j-th visit in the j-th world,
its rollouts' bots seeded alike), so that two answers are compared on the same luck. The answer
played is the standard bot's unless another did clearly better in the worlds both were tried
in (`_pick`): a small budget leaves the standard answer in place rather than play a worse one by
chance, and a bigger one finds more of the answers that beat it.

It never reads what its seat may not see: the only things it does with the state it is given are
`rules.view(state, seat)` and then, on that view, `rules.determinize(view, seat, rng)`, so two
states its seat cannot tell apart give the same search, answer for answer.

Budget: `think` seconds of `time.perf_counter` per decision (the table's setting runs from 0.3 s
to 5 s, 1 s by default), or exactly `iterations` iterations when given (reproducible: the same
seed, position and iterations give the same answer). `should_stop`, polled between iterations and
between the steps of one, ends the search early: `choose` then returns the best answer found so
far (the standard policy's answer when no iteration has finished), so a caller that cancels
because the game moved on simply throws the answer away.
"""

from __future__ import annotations

import copy
import math
import sys
import time
from collections.abc import Callable
from typing import Any

from rules.bots.tree import Node, answers
from rules.core.actions import Action
from rules.core.descriptor import load
from rules.core.errors import IllegalAction
from rules.core.games import title
from rules.core.prompt import Result
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset

DEFAULT_HORIZON = 8  # decisions from the root before the evaluation, for a title that names none
PLAYOUT_LIMIT = 5000  # decisions of a playout to the end (a title without an evaluation)
# A rollout stops at the horizon only where the seat to act changes, so that a position is not
# judged halfway through one seat's run of prompts (a Brass action chosen but not yet paid for,
# a Barrage turn's effects): it plays on, up to OVERRUN times the horizon.
OVERRUN = 2

MIN_WORLDS = 4  # an answer tried in fewer sampled worlds is not played
MARGIN = 0.01  # how much more often another answer must win than the standard one, to be played
CONFIDENCE = 2.0  # and by how many standard errors of the paired differences
_MASK = (1 << 64) - 1

Evaluate = Callable[[Ruleset, Any], list[float]]


class SearchBot:
    """Information-set MCTS over the title's rules, its standard bot as the rollout policy and
    move ordering, its `evaluate` at the horizon. `choose` follows the bots' protocol."""

    def __init__(
        self,
        game_id: str,
        seed: int,
        *,
        think: float = 1.0,
        iterations: int | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> None:
        if think <= 0:
            raise ValueError(f"think must be positive, not {think}")
        if iterations is not None and iterations < 1:
            raise ValueError(f"iterations must be at least 1, not {iterations}")
        found = title(game_id)
        self.game_id = game_id
        self.policy: Callable[[int], Any] = load(found.bot)
        self.evaluate: Evaluate | None = load(found.evaluate) if found.evaluate else None
        module = sys.modules[self.evaluate.__module__] if self.evaluate is not None else None
        # a title's evaluation module may say how many decisions its rollouts play
        # (`HORIZON`); without an evaluation they play on to the end
        self.horizon = getattr(module, "HORIZON", DEFAULT_HORIZON) if module else PLAYOUT_LIMIT
        self.think = think
        self.iterations = iterations
        self.should_stop = should_stop or (lambda: False)
        self.rng = Rng(seed)
        # the standard bot as it would play this seat: what it remembers between prompts (a
        # plan spanning one action's prompts) carries on from one of our decisions to the next
        self.standard = self.policy(self.rng.next64())
        # the last search's root: (answer, visits, mean reward for the seat), most visited
        # first; a hint's or a "why" text's words, read without searching again
        self.statistics: list[tuple[Action, int, float]] = []
        self.searched = 0  # iterations the last search completed
        self.standard_answer: Action | None = None  # the standard bot's, in the last search

    # -- the bots' protocol ------------------------------------------------------------------

    def choose(self, rules: Ruleset, state: Any, seat: int) -> Action:
        start = time.perf_counter()
        seen = rules.view(state, seat)  # from here on only the view: nothing hidden is read
        rng = self.rng.fork()
        self.statistics, self.searched = [], 0
        before = fork(self.standard)  # as it is before it answers: each iteration's own bot
        standard = self.standard_answer = self.standard.choose(rules, seen, seat)
        offered = answers(rules, seen, standard)
        if len(offered) == 1:
            return offered[0]
        if standard not in offered:  # never expected: the standard bot answers legally
            standard = offered[0]
        root = Node()
        root.learn(offered, standard, rng)
        worlds: list[Any] = []  # the j-th visit of every root answer plays in worlds[j]
        seeds: list[int] = []  # and its rollouts with bots seeded from seeds[j]
        rewards: dict[Action, list[float]] = {}  # the seat's reward of each visit, in order
        while not self._done(start):
            action, _ = root.select(offered, seat)
            child = root.child(action)
            j = child.visits
            if j == len(worlds):
                worlds.append(rules.determinize(seen, seat, rng))
                seeds.append(rng.next64())
            world = rules.clone(worlds[j])
            bots = {seat: fork(before)}
            bots[seat].choose(rules, world, seat)  # it plays along: its answer is `standard`
            rules.perform(world, action)  # one of the legal answers: no need to check
            reward = self._iterate(rules, child, world, bots, seeds[j], seat)
            if reward is None:
                break  # stopped halfway: that iteration counts for nothing
            root.update(reward)
            rewards.setdefault(action, []).append(reward[seat] if seat < len(reward) else 0.0)
            self.searched += 1
        self.statistics = sorted(
            ((a, c.visits, c.mean(seat)) for a, c in root.children.items()),
            key=lambda s: (-s[1], -s[2]),
        )
        return _pick(standard, rewards)

    def _done(self, start: float) -> bool:
        if self.should_stop():
            return True
        if self.iterations is not None:
            return self.searched >= self.iterations
        return time.perf_counter() - start >= self.think

    # -- one iteration -----------------------------------------------------------------------

    def _iterate(
        self, rules: Ruleset, top: Node, world: Any, bots: dict[int, Any], seed: int, seat: int
    ) -> list[float] | None:
        """From the root's child `top`, its answer already taken in `world` by `seat`: descend,
        expand, roll out and back the reward up to `top`; the reward, or None when stopped
        halfway.

        The standard bots (`bots`, by seat, seeded from `seed` and their seat alone, so that two
        root answers meet the same opponents' habits in the same world) play along in the tree
        too: each is asked before the tree answers for its seat, so that what it remembers
        between prompts (a plan spanning one action's several prompts) is what a bot that had
        played the position would remember. Its answer is also the node's first to try."""
        rng = Rng(seed)
        path = [top]
        node: Node | None = top if top.visits else None
        decisions = 1
        last = seat  # the seat that answered last
        while node is not None and decisions < self.horizon:
            prompt = rules.prompt(world)
            if prompt is None:
                break
            automatic = rules.rules_action(world)
            if automatic is not None:  # an Automa's turn: the rules take it themselves
                rules.apply(world, automatic)
                continue
            if self.should_stop():
                return None
            actor = prompt.seat
            first = self._bot(bots, actor, seed).choose(rules, world, actor)
            here = answers(rules, world, first)
            if len(here) == 1:  # a forced answer is no choice: no node for it
                rules.perform(world, here[0])
                decisions, last = decisions + 1, actor
                continue
            node.learn(here, first, rng)
            action, new = node.select(here, actor)
            rules.perform(world, action)  # an answer from the legal ones: no need to check
            decisions, last = decisions + 1, actor
            child = node.child(action)
            path.append(child)
            node = None if new else child
        while True:
            prompt = rules.prompt(world)
            if prompt is None:
                break
            automatic = rules.rules_action(world)
            if automatic is not None:
                rules.apply(world, automatic)
                continue
            if decisions >= self.horizon and (
                prompt.seat != last or decisions >= OVERRUN * self.horizon
            ):
                break  # the horizon, once the seat at it has finished its run of prompts
            if self.should_stop():
                return None
            action = self._bot(bots, prompt.seat, seed).choose(rules, world, prompt.seat)
            try:
                rules.apply(world, action)
            except IllegalAction:  # not expected from the standard bot; the rollout ends here
                break
            decisions += 1
            last = prompt.seat
        reward = self._reward(rules, world)
        for visited in path:
            visited.update(reward)
        return reward

    def _bot(self, bots: dict[int, Any], seat: int, seed: int) -> Any:
        """The standard bot that plays `seat` in this iteration (a fresh one each iteration: a
        heuristic may remember a plan between its decisions, and worlds differ)."""
        found = bots.get(seat)
        if found is None:
            found = bots[seat] = self.policy((seed + 0x9E3779B1 * (seat + 1)) & _MASK)
        return found

    def _reward(self, rules: Ruleset, world: Any) -> list[float]:
        """Each seat's reward in [0, 1]: the result's when the game is over (a shared first
        place shares the win), else the title's evaluation."""
        result = rules.result(world)
        if result is not None:
            return win_shares(result)
        if self.evaluate is None:
            return []  # a playout too long to finish: no seat gains anything
        return self.evaluate(rules, world)


def fork(bot: Any) -> Any:
    """An independent copy of a standard bot, memory and all. Its dict attributes named with a
    leading underscore are memos keyed by what they depend on (Brass's routes to buyers, Roads &
    Boats' wishes): shared, not copied, since they may be large."""
    memos = {
        id(v): v
        for k, v in getattr(bot, "__dict__", {}).items()
        if k[:1] == "_" and type(v) is dict
    }
    return copy.deepcopy(bot, memos)


def win_shares(result: Result) -> list[float]:
    """1 to the winner, 1/k each to k tied winners, 0 to the others, by seat."""
    shares = [0.0] * len(result.standings)
    winners = result.winners
    for seat in winners:
        shares[seat] = 1.0 / len(winners)
    return shares


def _pick(standard: Action, rewards: dict[Action, list[float]]) -> Action:
    """The answer to play: the standard policy's, unless another answer did better on the very
    worlds both were tried in (the j-th visits of both played in the same world, so that the
    comparison is paired and its noise mostly that of the answers themselves): better by MARGIN
    on average, and by CONFIDENCE standard errors of the paired differences. Among those that
    did, the one with the surest gain. With a small budget the search so plays the standard
    answer unless it has seen a clearly better one: it never plays worse by chance alone."""
    base = rewards.get(standard, [])
    best, best_score = standard, 0.0
    for action, mine in rewards.items():
        n = min(len(mine), len(base))
        if action == standard or n < MIN_WORLDS:
            continue
        gains = [a - b for a, b in zip(mine[:n], base[:n], strict=True)]
        mean = sum(gains) / n
        spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / (n - 1) / n)
        if mean <= MARGIN or mean <= CONFIDENCE * spread:
            continue
        score = mean - CONFIDENCE * spread
        if score > best_score:
            best, best_score = action, score
    return best
