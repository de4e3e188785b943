"""The temple procedure (spec §3.5): who plays first in a phase when someone asks.

Step 1: front to back, each player may stop praying and go to the back of the temple row; of
several who do, the one closer to the temple at the start ends up last. The player last at the
start is not asked: going to the back would leave him where he is, whoever else moves.
Step 2: from the player farthest from the temple to the closest, each puts his marker on a free
position of the sequence chart (1..N); play follows the chart.

The list functions are pure and work on any players (tests use colour names); the state functions
run the procedure one answer at a time on `state.procedure`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TypeVar

from rules.core.errors import IllegalAction, reason
from rules.core.events import Event
from rules.core.text import Text
from rules.roadsboats.state import OrderProcedure, RoadsBoatsState

T = TypeVar("T")
PRAY = "pray"  # decision kinds of the procedure
POSITION = "position"


# -- pure steps --------------------------------------------------------------------------------


def askers(row: Sequence[T]) -> list[T]:
    """Who is asked in step 1, in asking order: front to back, all but the last."""
    return list(row[:-1])


def stop_praying(row: Sequence[T], movers: Collection[T]) -> list[T]:
    """The temple row after step 1: the movers go to the back, the one originally closest to the
    temple last."""
    stay = [p for p in row if p not in movers]
    return stay + list(reversed([p for p in row if p in movers]))


def choosers(row: Sequence[T]) -> list[T]:
    """Who chooses a chart position in step 2, in order: farthest from the temple first."""
    return list(reversed(row))


def free_positions(picks: Collection[int], players: int) -> list[int]:
    return [p for p in range(1, players + 1) if p not in picks]


def sequence_from(chooser_order: Sequence[T], picks: Sequence[int]) -> list[T]:
    """The sequence chart (position 1 first) from the positions picked in choosing order."""
    return [p for _, p in sorted(zip(picks, chooser_order, strict=True), key=lambda x: x[0])]


# -- the procedure on a state ------------------------------------------------------------------


def begin(state: RoadsBoatsState) -> None:
    """Someone asked for a play order at the start of a phase."""
    state.procedure = OrderProcedure(row=list(state.temple))


def to_decide(state: RoadsBoatsState) -> tuple[str, int] | None:
    """(PRAY or POSITION, seat) of the next answer the procedure needs; None if none runs."""
    proc = state.procedure
    if proc is None:
        return None
    asking = askers(proc.row)
    if proc.asked < len(asking):
        return PRAY, asking[proc.asked]
    return POSITION, choosers(state.temple)[len(proc.picks)]


def why_not(state: RoadsBoatsState, kind: str, seat: int, position: int = 0) -> Text | None:
    """Why `seat` may not answer `kind` now (with `position` for POSITION); None if it may."""
    if to_decide(state) != (kind, seat):
        return reason("roads-and-boats.why.not_your_order_turn")
    proc = state.procedure
    assert proc is not None
    if kind == POSITION and position not in free_positions(proc.picks, len(state.players)):
        return reason("roads-and-boats.why.position_taken", position=position)
    return None


def answer_pray(state: RoadsBoatsState, seat: int, stop: bool) -> list[Event]:
    """Step 1: `seat` stops praying (to the back of the row) or keeps praying."""
    _check(why_not(state, PRAY, seat))
    proc = state.procedure
    assert proc is not None
    proc.asked += 1
    events = []
    if stop:
        proc.stopped.append(seat)
        events.append(Event("roads-and-boats.event.stop_praying", {}, seat))
    if proc.asked == len(askers(proc.row)):
        state.temple = stop_praying(proc.row, proc.stopped)
    return events


def choose_position(state: RoadsBoatsState, seat: int, position: int) -> list[Event]:
    """Step 2: `seat` puts his marker on a free chart position; the last choice ends the
    procedure and sets the sequence chart."""
    _check(why_not(state, POSITION, seat, position))
    proc = state.procedure
    assert proc is not None
    proc.picks.append(position)
    events = [Event("roads-and-boats.event.position", {"position": position}, seat)]
    if len(proc.picks) == len(state.players):
        state.sequence = sequence_from(choosers(state.temple), proc.picks)
        state.procedure = None
        events.append(Event("roads-and-boats.event.order", {"order": list(state.sequence)}))
    return events


def _check(why: Text | None) -> None:
    if why is not None:
        raise IllegalAction(why)
