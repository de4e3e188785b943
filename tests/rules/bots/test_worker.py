"""The strong bot thinking in a process of its own (`rules.bots.worker`): its move is the one it
makes in the table's own process, a new question or a cancel stops the search at once, and a
late answer to a question no longer open is never taken."""

from __future__ import annotations

import time

import pytest

from rules.bots import make_bot
from rules.bots.worker import Worker
from rules.core.games import ruleset as ruleset_for
from rules.core.session import Session

GAME = "powergrid"


@pytest.fixture
def worker():
    w = Worker()
    yield w
    w.close()


def _position(seed: int = 4):
    session = Session(GAME, {"players": 2, "map": "germany"}, seed)
    return session.state, session.rules.prompt(session.state).seat


def _wait(worker: Worker, seconds: float):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        action = worker.answer()
        if action is not None:
            return action
        time.sleep(0.005)
    return None


def test_its_move_is_the_strong_bots_move(worker):
    state, seat = _position()
    worker.ask(GAME, "strong", 7, 0.3, state, seat)
    answer = _wait(worker, 60)
    assert answer is not None and not worker.thinking
    rules = ruleset_for(GAME)
    assert rules.why_not(state, answer) is None


def test_a_cancel_stops_the_search_within_100_ms(worker):
    state, seat = _position()
    worker.ask(GAME, "strong", 7, 0.3, state, seat)  # the process is up and its bot made
    assert _wait(worker, 60) is not None
    worker.ask(GAME, "strong", 7, 5.0, state, seat)
    time.sleep(0.3)  # well into its five seconds
    worker.cancel()
    assert worker.answer() is None and not worker.thinking
    # the process is free again at once: a new question is answered in its own time, not
    # after the cancelled one's five seconds
    started = time.monotonic()
    worker.ask(GAME, "strong", 7, 0.3, state, seat)
    assert _wait(worker, 10) is not None
    assert time.monotonic() - started < 0.3 + 0.1 + 0.5  # its budget, the stop, a margin


def test_a_new_question_throws_the_old_answer_away(worker):
    state, seat = _position()
    later, later_seat = _position(5)
    worker.ask(GAME, "strong", 7, 0.3, state, seat)
    worker.ask(GAME, "strong", 8, 0.3, later, later_seat)
    answer = _wait(worker, 60)
    assert answer is not None
    assert ruleset_for(GAME).why_not(later, answer) is None
    assert _wait(worker, 1.0) is None  # nothing else comes: the first answer was thrown away


def test_the_table_process_and_the_worker_choose_alike():
    """With an iteration budget (reproducible) the process's bot chooses as one built here."""
    state, seat = _position()
    here = make_bot(GAME, "strong", 7, iterations=30).choose(ruleset_for(GAME), state, seat)
    w = Worker()
    try:
        w.ask(GAME, "strong", 7, None, state, seat, iterations=30)
        assert _wait(w, 60) == here
    finally:
        w.close()
