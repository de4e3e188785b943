"""Events: typed records of what an action did; they feed the game log and animations.

Each says who may see it (`visible_to`: None for everyone, else the seats that may) and, where a
piece moved, the element it left and the one it reached, or the element turned over (`turned`),
so the table can animate it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.core.text import Text


@dataclass(frozen=True, slots=True)
class Event:
    key: str  # message key of the log line, e.g. "powergrid.event.won"
    params: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None
    reveals: bool = False  # hidden information became visible (undo must not cross it)
    visible_to: tuple[int, ...] | None = None  # None: every seat (and onlookers)
    moved: tuple[str, str] | None = None  # (from element id, to element id) of what moved
    turned: str | None = None  # element id of what was turned over (a flipped tile)

    @property
    def text(self) -> Text:
        params = dict(self.params)
        if self.seat is not None:
            params.setdefault("seat", self.seat)
        return Text(self.key, params)

    def visible(self, seat: int | None) -> bool:
        """Whether `seat` (None: an onlooker, or everyone at a shared screen) may see it."""
        return self.visible_to is None or (seat is not None and seat in self.visible_to)
