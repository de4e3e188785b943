"""Text shown to people: a message key plus parameters, rendered later in the reader's language."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Text:
    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": self.params}


def text(key: str, **params: Any) -> Text:
    return Text(key, params)
