"""The search tree of the strong bot (`rules.bots.search`): nodes, the answers a prompt offers it,
and how a node chooses among them.

One tree serves every sampled world (single-observer information-set MCTS): a node is the
sequence of answers taken from the root, whoever gave them, and its children are keyed by the
answer. An answer legal in one world may not be in another (an opponent's hand is dealt anew each
time), so a child also counts how often it was *available* when its parent was visited, and UCB
reads that count where plain UCT reads the parent's visits.

Progressive widening keeps wide prompts narrow: a node visited n times considers at most
ceil(WIDEN * n ** WIDEN_POWER) of the answers available in the world at hand, the standard
policy's own answer first and the others in a seeded random order, so that a few iterations are
spent comparing the standard answer against a few alternatives rather than spread thin over a
Power Grid auction's hundreds of bids.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from rules.core.actions import Action
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset

EXPLORE = 0.5  # UCB's exploration constant, for rewards in [0, 1]
WIDEN = 1.0  # progressive widening: at most ceil(WIDEN * visits ** WIDEN_POWER) answers
WIDEN_POWER = 0.5
AMOUNTS = 6  # the most values of one amount range the search tries


def amount_values(values: range, preferred: int | None = None) -> list[int]:
    """A few values of an amount range: the lowest, then doubling steps away from it (+1, +3,
    +7... of the range's own steps: raising a bid by one is the usual answer, by a lot the rare
    one), the highest, and `preferred` (the standard policy's own value) wherever it lies."""
    picked = [values[0]]
    step = 1
    while len(picked) < AMOUNTS - 1 and step < len(values) - 1:
        picked.append(values[step])
        step = 2 * step + 1
    if len(values) > 1:
        picked.append(values[-1])
    if preferred is not None and preferred in values and preferred not in picked:
        picked.append(preferred)
    return picked


def answers(rules: Ruleset, state: Any, preferred: Action | None = None) -> list[Action]:
    """Every answer the search considers now: each legal action, an amount action at a few of
    its values (`amount_values`)."""
    out: list[Action] = []
    for action in rules.legal_actions(state):
        values = rules.amounts(state, action) if action.amount_field is not None else None
        if not values:
            out.append(action)
            continue
        mine = None
        if type(preferred) is type(action) and preferred.with_amount(values[0]) == action:
            mine = getattr(preferred, action.amount_field)
        out.extend(action.with_amount(v) for v in amount_values(values, mine))
    return out


@dataclass(eq=False, slots=True)
class Node:
    """The position after a sequence of answers from the root, in whichever world was sampled."""

    visits: int = 0
    avail: int = 1  # visits of the parent in which this node's answer was legal
    total: list[float] = field(default_factory=list)  # reward per seat, summed over visits
    children: dict[Action, Node] = field(default_factory=dict)
    order: list[Action] = field(default_factory=list)  # answers in the order they may widen in
    known: set[Action] = field(default_factory=set)  # the answers in `order`

    def mean(self, seat: int) -> float:
        if not self.visits or seat >= len(self.total):
            return 0.0
        return self.total[seat] / self.visits

    def learn(self, offered: list[Action], first: Action | None, rng: Rng) -> None:
        """Add the answers not seen before to the widening order: the policy's answer `first`
        at the front while nothing is expanded yet, the rest after the known ones, shuffled."""
        new = [a for a in offered if a not in self.known]
        if not new:
            return
        rng.shuffle(new)
        if first is not None and first in new:
            new.remove(first)
            if not self.children:
                self.order.insert(0, first)
            else:
                self.order.append(first)
            self.known.add(first)
        self.order.extend(new)
        self.known.update(new)

    def select(self, offered: list[Action], seat: int) -> tuple[Action, bool]:
        """The answer to follow among `offered` (the answers legal in this world) for `seat`,
        and whether it is new (a child to expand). Counts every available child's availability."""
        legal = set(offered)
        grown = [(a, c) for a, c in self.children.items() if a in legal]
        for _, child in grown:
            child.avail += 1
        limit = math.ceil(WIDEN * (self.visits + 1) ** WIDEN_POWER)
        if len(grown) < limit:
            fresh = next((a for a in self.order if a in legal and a not in self.children), None)
            if fresh is not None:
                return fresh, True
        if not grown:  # nothing offered was ever learned (`learn` comes first): take the first
            return offered[0], True
        log_avail = {id(c): math.log(max(c.avail, 1)) for _, c in grown}

        def ucb(item: tuple[Action, Node]) -> float:
            child = item[1]
            if not child.visits:
                return math.inf
            return child.mean(seat) + EXPLORE * math.sqrt(log_avail[id(child)] / child.visits)

        return max(grown, key=ucb)[0], False

    def child(self, action: Action) -> Node:
        found = self.children.get(action)
        if found is None:
            found = self.children[action] = Node()
        return found

    def update(self, reward: list[float]) -> None:
        self.visits += 1
        if len(self.total) < len(reward):
            self.total.extend([0.0] * (len(reward) - len(self.total)))
        for seat, value in enumerate(reward):
            self.total[seat] += value

    def best(self, seat: int) -> Action | None:
        """The most visited answer (the robust child), then the best mean, then the earliest in
        the widening order (the policy's own answer first)."""
        if not self.children:
            return None
        rank = {a: i for i, a in enumerate(self.order)}
        return max(
            self.children,
            key=lambda a: (
                self.children[a].visits,
                self.children[a].mean(seat),
                -rank.get(a, len(rank)),
            ),
        )
