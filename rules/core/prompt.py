"""Who must decide what now, and what the game's result is."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core.text import Text


@dataclass(frozen=True, slots=True)
class Prompt:
    seat: int  # exactly one seat acts at a time
    kind: str  # e.g. "choose_plant", "bid", "buy", "build", "power"
    text: Text  # the decision in words


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision waiting on the state's pending stack (top = last): it interrupts the normal
    flow, e.g. "discard a plant" after winning one too many, and is answered before it resumes."""

    kind: str
    seat: int


@dataclass(frozen=True, slots=True)
class Standing:
    seat: int
    place: int  # 1 = winner; equal places share a rank
    score: dict[str, Any] = field(default_factory=dict)  # per-source breakdown, in ranking order


@dataclass(frozen=True, slots=True)
class Result:
    standings: tuple[Standing, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.standings if s.place == 1)


def ranking(entries: Iterable[tuple[int, Sequence[Any], dict[str, Any]]]) -> Result:
    """The result of (seat, key, score breakdown) entries: the highest key first; equal keys
    share a place (and keep the order given)."""
    ordered = sorted(entries, key=lambda e: tuple(e[1]), reverse=True)
    standings: list[Standing] = []
    for i, (seat, key, score) in enumerate(ordered):
        tied = i > 0 and tuple(ordered[i - 1][1]) == tuple(key)
        standings.append(Standing(seat, standings[-1].place if tied else i + 1, score))
    return Result(tuple(standings))
