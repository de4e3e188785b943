"""Drafts: what an action has chosen so far, one typed dataclass per kind of action.

`BrassState.draft` holds the draft of the action being carried out (None between actions). The
base holds what every action has (its name, the prompt now, its card); each flow names its own
draft type (`Flow.draft_type`), and code reaches it as that type through `BrassState.draft_as`.

Every action used to share one flat draft of optional fields, and the state hash covers the
draft. So that games saved in the middle of an action still replay to their recorded hash, a
concrete draft (made by `@draft_class`) hashes exactly as the flat one did: each flat field it
lacks is added as a hash-only constant holding the flat draft's default. Nothing reads those.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
from dataclasses import dataclass, field
from typing import Any, TypeVar

D = TypeVar("D", bound="Draft")

# The flat draft's fields and their defaults (a tuple hashes like the empty list it had).
FLAT: dict[str, Any] = {
    "card": None,
    "industry": None,
    "slot": None,
    "links": (),
    "needs": (),
    "near": (),
    "merchant": None,
    "then": "",
    "used": (),
    "cards": 1,
    "count": 0,
}
HASH_ONLY = {"flat_draft": True}  # field metadata of the constants `@draft_class` adds


@dataclass(slots=True)
class Draft:
    """What every action has: its name, the prompt now, its card (the first one discarded;
    a double build's stands for any location) and the cards still to discard."""

    action: str  # build | network | develop | loan | pass | a map's own (sell, scout...)
    step: str  # the kind of the prompt now
    card: str | None = None
    cards: int = 1

    def copy(self: D) -> D:
        """A copy sharing nothing mutable (the fast state clone's part)."""
        new = object.__new__(type(self))
        for name in _names(type(self)):
            value = getattr(self, name)
            object.__setattr__(new, name, value[:] if type(value) is list else value)
        return new


@functools.cache
def _names(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(kind))


@dataclass(slots=True)
class CubeDraft(Draft):
    """An action that takes coal, iron or beer (consume.py takes them one at a time)."""

    needs: list[str] = field(default_factory=list)  # cubes still to take, in order
    near: list[str] = field(default_factory=list)  # where coal and beer must be connected to
    used: list[str] = field(default_factory=list)  # where this batch's cubes came from

    def barrel(self) -> str | None:
        """The merchant space whose barrel may give the beer (a sale only)."""
        return None

    def spent_on(self) -> str:
        """The element the cubes are for (the tile built, the link placed...), where the table
        shows them go; by default the supply they return to."""
        return "consume"


def draft_class(cls: type[D]) -> type[D]:
    """Make `cls` a concrete draft: a slots dataclass hashing as the flat draft did."""
    inherited = {
        f.name
        for base in cls.__mro__[1:]
        if dataclasses.is_dataclass(base)
        for f in dataclasses.fields(base)
    }
    own = inspect.get_annotations(cls)
    annotations = dict(own)
    for name, default in FLAT.items():
        if name not in inherited and name not in own:
            annotations[name] = "Any"
            setattr(
                cls,
                name,
                field(default=default, init=False, repr=False, compare=False, metadata=HASH_ONLY),
            )
    cls.__annotations__ = annotations
    return dataclass(slots=True)(cls)


@draft_class
class CardDraft(Draft):
    """An action that is only its card(s): loan, pass, scout."""
