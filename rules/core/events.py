"""Events: typed records of what an action did; they feed the game log and animations."""

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

    @property
    def text(self) -> Text:
        params = dict(self.params)
        if self.seat is not None:
            params.setdefault("seat", self.seat)
        return Text(self.key, params)
