"""From a gesture to the action it means: `find_action` turns a drop of a piece on a target into
the one legal action (or the chain of answers across several prompts of the same seat) it stands
for, or a reason why not; `preview` lists every target a held piece can reach now, with its cost.

The desktop asks these and decides nothing itself. A chain is searched on copies of the state, at
most `DEPTH` prompts deep, never past hidden information turned up, and only through answers the
title says may lead to the gesture (`Ruleset.leads_to`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.ruleset import Ruleset
from rules.core.text import Text

DEPTH = 4  # prompts a single gesture may answer (Brass: action, card, industry, slot)


@dataclass(frozen=True, slots=True)
class Found:
    """What a gesture means: the actions to apply in order, or why it means nothing now (and,
    when it is ambiguous, the prompt whose choice is still open)."""

    actions: tuple[Action, ...] = ()
    reason: Text | None = None
    open: str | None = None
    choices: tuple[Action, ...] = ()  # ambiguous: the answers still open at that prompt

    def __bool__(self) -> bool:
        return bool(self.actions)


def _matches(action: Action, piece: str | None, target: str | None) -> bool:
    return (piece is None or action.piece == piece) and (target is None or action.target == target)


def find_action(
    rules: Ruleset, state: Any, seat: int, piece: str | None, target: str | None
) -> Found:
    """The action(s) a drop of `piece` on `target` by `seat` means now."""
    prompt = rules.prompt(state)
    if prompt is None:
        return Found(reason=reason("core.why.game_over"))
    if prompt.seat != seat:
        return Found(reason=reason("core.why.not_your_turn", prompt=prompt.text))
    chains = _chains(rules, state, seat, piece, target, DEPTH)
    if not chains:
        meant = rules.intent(state, piece, target) if piece is not None and target else None
        why = rules.why_not(state, meant) if meant is not None else None
        return Found(reason=why or reason("core.why.no_such_move", prompt=prompt.text))
    if len(chains) == 1:
        return Found(chains[0])
    # Ambiguous: the first prompt at which the chains part ways is the choice still open.
    depth = 0
    while len({c[depth] if depth < len(c) else None for c in chains}) == 1:
        depth += 1
    common = chains[0][:depth]
    open_state = _after(rules, state, common)
    assert open_state is not None
    open_prompt = rules.prompt(open_state)
    assert open_prompt is not None
    choices = tuple(dict.fromkeys(c[depth] for c in chains if depth < len(c)))
    return Found(
        common,
        reason("core.why.choose_first", prompt=open_prompt.text),
        open_prompt.kind,
        choices,
    )


def preview(rules: Ruleset, state: Any, seat: int, piece: str) -> dict[str, int | None]:
    """Every target the held `piece` can reach now, with what it costs (None: no cost)."""
    chains = _chains(rules, state, seat, piece, None, DEPTH)
    direct = [c[0] for c in chains if len(c) == 1 and c[0].target is not None]
    found: dict[str, int | None] = {}
    for action, cost in zip(direct, rules.costs(state, direct), strict=True):
        found.setdefault(action.target, cost)  # type: ignore[arg-type]
    for chain in chains:
        last = chain[-1]
        if len(chain) > 1 and last.target is not None and last.target not in found:
            before = _after(rules, state, chain[:-1])
            found[last.target] = rules.costs(before, [last])[0] if before is not None else None
    return found


def _after(rules: Ruleset, state: Any, actions: tuple[Action, ...]) -> Any | None:
    if not actions:
        return state
    copy = rules.clone(state)
    for action in actions:
        if any(e.reveals for e in rules.perform(copy, action)):
            return None
    return copy


def _chains(
    rules: Ruleset,
    state: Any,
    seat: int,
    piece: str | None,
    target: str | None,
    depth: int,
) -> list[tuple[Action, ...]]:
    """Every chain of answers by `seat`, at most `depth` long, whose last one moves `piece`
    onto `target`; direct answers at this prompt win over longer chains."""
    prompt = rules.prompt(state)
    if prompt is None or prompt.seat != seat:
        return []
    legal = rules.legal_actions(state)
    direct = [(a,) for a in legal if _matches(a, piece, target)]
    if direct or depth == 1:
        return direct
    chains: list[tuple[Action, ...]] = []
    for action in legal:
        if action.piece is not None and action.piece == piece:
            continue  # the piece itself moves elsewhere: not a step towards this target
        if not rules.leads_to(state, action, piece, target):
            continue
        after = _after(rules, state, (action,))
        if after is None:
            continue
        rests = _chains(rules, after, seat, piece, target, depth - 1)
        chains += [(action, *rest) for rest in rests]
    return chains
