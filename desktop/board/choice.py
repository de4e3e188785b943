"""Narrowing a gesture's answers down to one, the same for every title, without Qt.

A gesture may fit several legal answers (a tile dropped on a site it can be paid for in two
ways, engineers put on a space whose action has choices). The table then keeps them open: the
elements that tell them apart light, a tap on one keeps the answers that name it, and the
prompt bar offers the rest as buttons. An answer names an element when its piece, its target or
any of its fields (or an item of a tuple field) is that element's id."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from rules.core.actions import Action


def named(action: Action) -> frozenset[str]:
    """The element ids an answer names: its piece, its target, its id-shaped fields."""
    found = {i for i in (action.piece, action.target) if i}
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        values = value if isinstance(value, tuple) else (value,)
        found.update(v for v in values if isinstance(v, str) and ":" in v)
    return frozenset(found)


def narrow(actions: Sequence[Action], element_id: str) -> list[Action]:
    """The answers that name `element_id`."""
    return [a for a in actions if element_id in named(a)]


def telling(actions: Iterable[Action]) -> set[str]:
    """The ids some of the answers name and some do not: a tap on one narrows them."""
    sets = [named(a) for a in actions]
    if len(sets) < 2:
        return set()
    every = frozenset.intersection(*sets)
    return set().union(*sets) - every
