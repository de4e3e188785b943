"""Tournaments between bot levels (`steamtable-cli tournament`): whole games with the levels
rotated through the seats, and what they tell of each level.

The schedule (`schedule`). The levels named (`--seats strong,standard`) are repeated in order to
fill the seats bots play (a title's Automas keep theirs): that is the line-up. Game g turns the
line-up g places round the table, so that over every run of as many games as there are seats each
entry of the line-up sits once in each seat; a number of games that is a multiple of the seats
gives every level every seat equally often. The games of one such run are set up from one seed
(`seed + g // seats`): the same deal with the seats turned, which takes the luck of the deal and
of the seat out of the comparison.

The tally (`tally`), per level:

* games: the games it played in;
* wins: the games one of its seats won; a shared first place is split evenly among the seats that
  share it, so two levels tied for the win get half a win each (and a level whose two seats share
  the win gets the whole one);
* win share: wins / games, with its 95 % Wilson score interval (`wilson`);
* mean score: the title's main score (`main_score`: its "total" where the result gives one, else
  the first entry of its breakdown, the one the ranking orders by) over every seat it sat in;
* seconds per decision: the time its bots took to decide over the decisions they made (the
  level's decisions only).

A game is played from its plan alone (`play`, a function of module level taking picklable
arguments), so games run in parallel processes (`run`, `jobs` > 1; spawned, so that it is the
same on every platform) give the same outcomes as one after the other, in the same order: only
the seconds differ, and a strong bot that is given a time to think rather than a number of
iterations.
"""

from __future__ import annotations

import math
import multiprocessing
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core.session import Session
from rules.playout import Timing, finish, make_bots

Z95 = 1.959963984540054  # the standard normal's 97.5th percentile: a two-sided 95 % interval


@dataclass(frozen=True)
class Spec:
    """What every game of a tournament shares: the title, its options (the seats' bot levels
    are each game's) and the strong bots' budget."""

    game: str
    options: dict[str, Any]
    think: float | None = None
    iterations: int | None = None


@dataclass(frozen=True)
class Plan:
    """One game of the schedule: its number, the seed it is set up from and each seat's level
    (None: a seat the rules play)."""

    number: int
    seed: int
    levels: tuple[str | None, ...]


@dataclass(frozen=True)
class Outcome:
    """What one game gave, seat by seat."""

    levels: tuple[str | None, ...]
    winners: tuple[int, ...]
    score_key: str | None  # which entry of the result's breakdown the scores are
    scores: tuple[float, ...]  # each seat's main score
    seconds: tuple[float, ...]  # each seat's time deciding
    decisions: tuple[int, ...]


@dataclass
class LevelTally:
    """One level's numbers over a tournament."""

    level: str
    games: int = 0
    wins: float = 0.0
    seats: int = 0  # seat-games: a level sitting in two seats of a game counts both
    score: float = 0.0  # summed over its seat-games
    seconds: float = 0.0
    decisions: int = 0

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    @property
    def mean_score(self) -> float:
        return self.score / self.seats if self.seats else 0.0

    @property
    def seconds_per_decision(self) -> float:
        return self.seconds / self.decisions if self.decisions else 0.0


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share `wins / games` (wins may hold halves of shared
    wins); (0, 1) when there are no games."""
    if games <= 0:
        return 0.0, 1.0
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z / (1 + z2 / games) * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games))
    return max(0.0, centre - half), min(1.0, centre + half)


def lineup(levels: Sequence[str], seats: int) -> tuple[str, ...]:
    """The levels repeated in order to fill `seats` seats; ValueError when they are more than
    the seats."""
    if not levels or len(levels) > seats:
        raise ValueError(f"{len(levels)} levels for {seats} seats")
    return tuple(levels[i % len(levels)] for i in range(seats))


def schedule(
    levels: Sequence[str], seats: int, games: int, seed: int, rules_seats: int = 0
) -> list[Plan]:
    """The games of a tournament (see the module doc): `seats` bot seats, followed by
    `rules_seats` seats the rules play."""
    line = lineup(levels, seats)
    plans = []
    for g in range(games):
        turn = g % seats
        turned = tuple(line[(i - turn) % seats] for i in range(seats))
        plans.append(Plan(g, seed + g // seats, (*turned, *[None] * rules_seats)))
    return plans


def main_key(score: dict[str, Any]) -> str | None:
    """Which entry of a seat's result breakdown is its main score: "total" where there is one,
    else the first (what the title ranks by); None for an empty breakdown."""
    return "total" if "total" in score else next(iter(score), None)


def main_score(score: dict[str, Any]) -> float:
    """A seat's main score (`main_key`), 0 for an empty breakdown."""
    key = main_key(score)
    return 0.0 if key is None else float(score[key])


def play(spec: Spec, plan: Plan) -> Outcome:
    """Play one game of the schedule to its end."""
    seats = [
        dict(seat, bot=level)
        for seat, level in zip(spec.options["seats"], plan.levels, strict=True)
    ]
    options = {**spec.options, "seats": seats}
    budget = {"think": spec.think, "iterations": spec.iterations}
    # a seat the rules play is never asked: any bot will do there
    bots = make_bots(spec.game, plan.seed, [lv or "random" for lv in plan.levels], **budget)
    session = Session(spec.game, options, plan.seed)
    timing = Timing()
    finish(session, bots, timing)
    result = session.rules.result(session.state)
    assert result is not None
    by_seat = {s.seat: main_score(s.score) for s in result.standings}
    n = len(plan.levels)
    return Outcome(
        plan.levels,
        result.winners,
        main_key(result.standings[0].score),
        tuple(by_seat.get(i, 0.0) for i in range(n)),
        tuple(timing.seconds.get(i, 0.0) for i in range(n)),
        tuple(timing.decisions.get(i, 0) for i in range(n)),
    )


def _play(job: tuple[Spec, Plan]) -> Outcome:
    return play(*job)


def run(spec: Spec, plans: Sequence[Plan], jobs: int = 1) -> list[Outcome]:
    """Every game of the schedule, in its order; `jobs` > 1 plays them in that many spawned
    processes."""
    if jobs <= 1 or len(plans) <= 1:
        return [play(spec, plan) for plan in plans]
    context = multiprocessing.get_context("spawn")
    with context.Pool(min(jobs, len(plans))) as pool:
        return pool.map(_play, [(spec, plan) for plan in plans], chunksize=1)


def tally(outcomes: Iterable[Outcome]) -> list[LevelTally]:
    """Each level's numbers (see the module doc), in the order the levels first sit down."""
    found: dict[str, LevelTally] = {}
    for outcome in outcomes:
        share = 1 / len(outcome.winners) if outcome.winners else 0.0
        for level in dict.fromkeys(lv for lv in outcome.levels if lv is not None):
            found.setdefault(level, LevelTally(level)).games += 1
        for seat, level in enumerate(outcome.levels):
            if level is None:
                continue
            t = found[level]
            t.seats += 1
            t.score += outcome.scores[seat]
            t.seconds += outcome.seconds[seat]
            t.decisions += outcome.decisions[seat]
            if seat in outcome.winners:
                t.wins += share
    return list(found.values())
