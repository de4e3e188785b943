"""Who must decide what now, and what the game's result is."""

from __future__ import annotations

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
