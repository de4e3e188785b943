"""A bot that thinks in a process of its own, so that a table waiting for its move stays
responsive: a search holds the interpreter for its whole budget, and a thread of the table's
own process would make every paint and every tap wait for it.

`Worker` starts one process (spawned: a fresh interpreter, never a fork of a process with Qt's
threads), keeps each seat's bot there across decisions (its random stream goes on as it would in
the table's process), and answers one question at a time: `ask` sends the position, `answer`
collects the move once it is there. `cancel`, or a new question, makes the search stop at its
next poll (the strong bot polls between iterations and between the steps of one); its late
answer is thrown away, since every question carries a number and only the open one's answer is
kept. Headless: the table polls `answer` from its own timer."""

from __future__ import annotations

import contextlib
import multiprocessing
from dataclasses import dataclass
from functools import partial
from multiprocessing.connection import Connection
from typing import Any

from rules.core.actions import Action


@dataclass(frozen=True)
class Question:
    number: int
    game: str
    level: str
    seed: int  # the seat's bot's seed: each seat keeps its own bot in the process
    think: float | None  # seconds a decision may take (the strong bot's budget)
    state: Any
    seat: int
    iterations: int | None = None  # instead of `think`: a budget that plays the same each time


class Worker:
    """One bot process for a table; `close` it with the table."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        # the number of the question worth an answer now (0: none): a search for any other
        # stops at its next poll, even one the process has not begun to read yet
        self._wanted = context.Value("q", 0, lock=False)
        self._conn, child = context.Pipe()
        self._process = context.Process(
            target=serve, args=(child, self._wanted), name="steamtable-bot", daemon=True
        )
        self._process.start()
        child.close()
        self._count = 0  # questions asked so far: each one's number
        self._open: int | None = None  # the number of the question awaiting its answer

    def ask(
        self,
        game: str,
        level: str,
        seed: int,
        think: float | None,
        state: Any,
        seat: int,
        *,
        iterations: int | None = None,
    ) -> None:
        """Ask for `seat`'s move in `state` (the whole state: the bot itself looks only at what
        its seat may see); a question still open is cancelled first."""
        self._count += 1
        self._open = self._wanted.value = self._count
        self._conn.send(Question(self._count, game, level, seed, think, state, seat, iterations))

    def answer(self) -> Action | None:
        """The open question's move once the bot has it (the question is then closed); None
        while it thinks. Answers to cancelled questions are read and thrown away."""
        while self._open is not None and self._conn.poll():
            number, action = self._conn.recv()
            if number == self._open:
                self._open = None
                return action
        return None

    @property
    def thinking(self) -> bool:
        return self._open is not None

    def cancel(self) -> None:
        """Stop the open question's search; its answer will be thrown away."""
        self._open = None
        self._wanted.value = 0

    def close(self) -> None:
        """Let the process go, without waiting for it: its search stops at its next poll, it
        reads the None that follows and leaves (a daemon: ended with the app at the latest)."""
        self.cancel()
        with contextlib.suppress(OSError):  # the process has gone already
            self._conn.send(None)
        self._conn.close()


def _moved_on(wanted: Any, number: int) -> bool:
    """Whether the table no longer wants the answer to question `number`."""
    return wanted.value != number


def serve(conn: Connection, wanted: Any) -> None:
    """The process's loop: a move for each question, until told None."""
    from rules.bots import make_bot  # here, not at the top: the worker imports them itself
    from rules.core.games import ruleset as ruleset_for

    bots: dict[tuple[str, str, int], Any] = {}
    while True:
        question = conn.recv()
        if question is None:
            return
        if wanted.value != question.number:
            continue  # cancelled before it was read
        key = (question.game, question.level, question.seed)
        if key not in bots:
            bots[key] = make_bot(question.game, question.level, question.seed)
        bot = bots[key]
        bot.should_stop = partial(_moved_on, wanted, question.number)
        if hasattr(bot, "think"):  # the table's setting may have changed since
            bot.think = question.think or bot.think
            bot.iterations = question.iterations
        action = bot.choose(ruleset_for(question.game), question.state, question.seat)
        conn.send((question.number, action))
