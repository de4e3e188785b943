"""Play a whole game with bots in every seat: used by the CLI, the benchmarks and the tests."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from rules.bots import Bot, make_bot
from rules.core.session import Session

MAX_STEPS = 200_000  # far beyond any real game; a rules bug must not hang a script


@dataclass
class Timing:
    """Each seat's bot: the seconds its decisions took, and how many it made."""

    seconds: dict[int, float] = field(default_factory=dict)
    decisions: dict[int, int] = field(default_factory=dict)


def make_bots(game: str, seed: int, bots: list[str], **budget: Any) -> list[Bot]:
    """One bot per seat; seat i's bot is seeded with seed * 1000 + i. `budget` (think,
    iterations) bounds the strong bots' search."""
    return [make_bot(game, level, seed * 1000 + seat, **budget) for seat, level in enumerate(bots)]


def play_game(game: str, options: dict[str, Any], seed: int, bots: list[str]) -> Session:
    """Set up `game` and let the bots (one level per seat) play it to the end."""
    players = make_bots(game, seed, bots)
    session = Session(game, options, seed)
    finish(session, players)
    return session


def finish(session: Session, bots: list[Bot], timing: Timing | None = None) -> None:
    """Let the bots play `session` from where it is to the end; `timing`, if given, counts each
    seat's decisions and the time they took."""
    rules = session.rules
    for _ in range(MAX_STEPS):
        prompt = rules.prompt(session.state)
        if prompt is None:
            return
        action = rules.rules_action(session.state)
        if action is not None:
            session.apply(action, by="rules")
            continue
        seat = prompt.seat
        if timing is None:
            action = bots[seat].choose(rules, session.state, seat)
        else:
            start = time.perf_counter()
            action = bots[seat].choose(rules, session.state, seat)
            spent = time.perf_counter() - start
            timing.seconds[seat] = timing.seconds.get(seat, 0.0) + spent
            timing.decisions[seat] = timing.decisions.get(seat, 0) + 1
        session.apply(action, by="bot")
    raise RuntimeError(f"{session.game}: no end after {MAX_STEPS} actions (seed {session.seed})")
