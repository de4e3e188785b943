"""Turning a game state into plain JSON data, and the stable hash that proves two states equal."""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
from typing import Any

# Field metadata for what a state remembers only for the table to draw (where a player laid
# tokens that the rules pool): left out of the hash, so equal hashes still mean equal games,
# and saves made before the field existed still load. The rules never decide by such a field.
UNHASHED = {"hashed": False}


def to_plain(obj: Any) -> Any:
    """Dataclasses (less their UNHASHED fields), lists, tuples, sets and dicts → JSON-ready
    data with a stable order."""
    if isinstance(obj, str | int | float | bool) or obj is None:
        return obj
    if dataclasses.is_dataclass(obj):
        return {
            f.name: to_plain(getattr(obj, f.name))
            for f in dataclasses.fields(obj)
            if f.metadata.get("hashed", True)
        }
    if isinstance(obj, dict):
        return {str(k): to_plain(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [to_plain(v) for v in obj]
    if isinstance(obj, set | frozenset):
        return sorted(to_plain(v) for v in obj)
    raise TypeError(f"cannot serialise {type(obj).__name__} in a game state")


def clone(obj: Any) -> Any:
    """A deep copy of a game state, several times faster than copy.deepcopy: states hold only
    dataclasses, lists, dicts and immutable leaves (frozen dataclasses, str, int, tuples)."""
    kind = type(obj)
    if kind is list:
        return [clone(v) for v in obj]
    if kind is dict:
        return {k: clone(v) for k, v in obj.items()}
    names = _mutable_fields(kind)
    if names is None:
        return obj
    new = object.__new__(kind)
    for name in names:
        object.__setattr__(new, name, clone(getattr(obj, name)))
    return new


@functools.cache
def _mutable_fields(kind: type) -> tuple[str, ...] | None:
    """Field names of a mutable dataclass; None for anything copied by reference."""
    if not dataclasses.is_dataclass(kind) or kind.__dataclass_params__.frozen:
        return None
    return tuple(f.name for f in dataclasses.fields(kind))


def canonical_json(obj: Any) -> str:
    return json.dumps(to_plain(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(state: Any) -> str:
    """SHA-256 of the canonical JSON: equal hashes mean equal states, byte for byte."""
    return hashlib.sha256(canonical_json(state).encode()).hexdigest()
