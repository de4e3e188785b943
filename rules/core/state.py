"""Turning a game state into plain JSON data, the stable hash that proves two states equal, and
the fast deep copy of a state (`clone`)."""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import sys
import types
import typing
from collections.abc import Callable
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


def canonical_json(obj: Any) -> str:
    return json.dumps(to_plain(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(state: Any) -> str:
    """SHA-256 of the canonical JSON: equal hashes mean equal states, byte for byte."""
    return hashlib.sha256(canonical_json(state).encode()).hexdigest()


# -- the deep copy ----------------------------------------------------------------------------


def clone(obj: Any) -> Any:
    """A deep copy of a game state, as fast as a copy written by hand: every list, dict, set and
    mutable dataclass in it is new; immutable leaves (str, int, float, bool, None, frozen
    dataclasses, tuples of them) are shared. Each mutable dataclass is copied by a function
    generated once for its class from its fields' types (`copier_source` shows it)."""
    copier = _COPIERS.get(type(obj))
    if copier is None:
        copier = _new_copier(type(obj))
    return copier(obj)


def shallow_copy(obj: Any) -> Any:
    """A new dataclass instance holding the very same field values (a view replaces some of
    them and shares the rest), by a function generated once per class."""
    copier = _SHALLOW.get(type(obj))
    if copier is None:
        kind = type(obj)
        fields = [f.name for f in dataclasses.fields(kind)]
        custom = kind.__setattr__ is not object.__setattr__
        body = [f"    _set(n, {n!r}, o.{n})" if custom else f"    n.{n} = o.{n}" for n in fields]
        source = "\n".join(["def copy(o):", "    n = _new(K)", *body, "    return n", ""])
        namespace = {"_new": object.__new__, "_set": object.__setattr__, "K": kind}
        exec(source, namespace)  # our own code, from field names
        copier = _SHALLOW[kind] = namespace["copy"]
    return copier(obj)


_SHALLOW: dict[type, Callable[[Any], Any]] = {}


def _same(obj: Any) -> Any:
    return obj


def _clone_list(obj: list[Any]) -> list[Any]:
    return [clone(v) for v in obj]


def _clone_dict(obj: dict[Any, Any]) -> dict[Any, Any]:
    return {k: clone(v) for k, v in obj.items()}


def _clone_set(obj: set[Any]) -> set[Any]:
    return {clone(v) for v in obj}


def _clone_tuple(obj: tuple[Any, ...]) -> tuple[Any, ...]:
    """A tuple of immutable items is itself immutable, and shared; one holding a mutable item
    is copied."""
    copies = tuple(clone(v) for v in obj)
    return obj if all(a is b for a, b in zip(copies, obj, strict=True)) else copies


_ATOMIC = (int, str, float, bool, complex, bytes, type(None))
_COPIERS: dict[type, Callable[[Any], Any]] = {
    **dict.fromkeys(_ATOMIC, _same),
    list: _clone_list,
    dict: _clone_dict,
    set: _clone_set,
    tuple: _clone_tuple,
    frozenset: _same,  # its items are hashable: immutable
}


def _new_copier(kind: type) -> Callable[[Any], Any]:
    """The copier of a type met for the first time: generated for a mutable dataclass; the
    containers' for their subclasses (a Counter, a defaultdict); anything else is shared."""
    if dataclasses.is_dataclass(kind) and not kind.__dataclass_params__.frozen:
        copier = _dataclass_copier(kind)
    elif issubclass(kind, dict):
        copier = _subclass_copier(_clone_dict)
    elif issubclass(kind, list):
        copier = _subclass_copier(_clone_list)
    elif issubclass(kind, set):
        copier = copy.copy  # its items are hashable: immutable
    elif issubclass(kind, tuple) and not hasattr(kind, "_fields"):
        copier = _clone_tuple
    else:
        copier = _same  # a frozen dataclass, a named tuple, an enum member, a number...
    _COPIERS[kind] = copier
    return copier


def _subclass_copier(items: Callable[[Any], Any]) -> Callable[[Any], Any]:
    def copier(obj: Any) -> Any:
        new = copy.copy(obj)  # the same class, with what it keeps beside its items
        if isinstance(obj, dict):
            dict.update(new, items(obj))  # a Counter's own update would add
        else:
            new[:] = items(obj)
        return new

    return copier


def _dataclass_copier(kind: type) -> Callable[[Any], Any]:
    source, classes = _copier_code(kind)
    namespace = {"_new": object.__new__, "_set": object.__setattr__, "_clone": clone, "K": kind}
    _MAKING.add(kind)
    try:
        for i, other in enumerate(classes):  # the copiers of the dataclasses its fields hold
            namespace[f"_t{i}"] = other
            known = _COPIERS.get(other)
            namespace[f"_c{i}"] = known or (clone if other in _MAKING else _new_copier(other))
        exec(source, namespace)  # our own code, from field names and types
    finally:
        _MAKING.discard(kind)
    copier: Callable[[Any], Any] = namespace["copy"]
    if kind in classes:  # a field holding the class itself: the copier calls itself
        namespace[f"_c{classes.index(kind)}"] = copier
    return copier


_MAKING: set[type] = set()  # classes whose copier is being generated (a field may hold one)


def copier_source(kind: type) -> str:
    """The source of the function that copies a mutable dataclass (`clone` runs it)."""
    return _copier_code(kind)[0]


def _copier_code(kind: type) -> tuple[str, list[type]]:
    """The copier's source, by each field's declared type: shared when immutable (str, int,
    bool, float, None, a frozen dataclass); a list or dict of immutable items copied flat; of
    anything else copied item by item; a mutable dataclass by its class's copier (`_c<i>`, the
    class `_t<i>` in the list returned). Whatever a field holds at run time that its type does
    not say (a tuple in a list field, a subclass) goes through `clone`."""
    hints = _field_hints(kind)
    classes: list[type] = []
    custom = kind.__setattr__ is not object.__setattr__
    lines = ["def copy(o):", "    n = _new(K)"]
    for f in dataclasses.fields(kind):
        name = f.name
        expr = _copy_expr(hints.get(name, Any), "v", 0, classes)
        value = "o." + name if expr is None else expr
        if expr is not None:
            lines.append(f"    v = o.{name}")
        lines.append(f"    _set(n, {name!r}, {value})" if custom else f"    n.{name} = {value}")
    lines.append("    return n")
    return "\n".join(lines) + "\n", classes


def _copy_expr(hint: Any, src: str, depth: int, classes: list[type]) -> str | None:
    """An expression copying the value named `src` declared as `hint`; None when it is shared."""
    if hint in _ATOMIC or hint is None:
        return None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Literal:
        return None
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        # a frozen dataclass's subclasses are frozen too (dataclasses refuses any other)
        if hint.__dataclass_params__.frozen:
            return None
        if hint not in classes:
            classes.append(hint)
        i = classes.index(hint)
        return f"(_c{i}({src}) if type({src}) is _t{i} else _clone({src}))"
    if origin in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        if all(_copy_expr(a, src, depth, []) is None for a in rest):
            return None
        if len(rest) == 1 and len(args) == 2:  # X | None
            return f"(None if {src} is None else {_copy_expr(rest[0], src, depth, classes)})"
        return f"_clone({src})"
    item = f"_v{depth}"
    if origin is list and len(args) == 1:
        each = _copy_expr(args[0], item, depth + 1, classes)
        copied = f"{src}[:]" if each is None else f"[{each} for {item} in {src}]"
        return f"({copied} if type({src}) is list else _clone({src}))"
    if origin is dict and len(args) == 2:
        each = _copy_expr(args[1], item, depth + 1, classes)
        key = f"_k{depth}"
        copied = (
            f"{src}.copy()"
            if each is None
            else f"{{{key}: {each} for {key}, {item} in {src}.items()}}"
        )
        return f"({copied} if type({src}) is dict else _clone({src}))"
    return f"_clone({src})"


def _field_hints(kind: type) -> dict[str, Any]:
    """Each field's declared type, resolved; Any where it cannot be (a name imported only for
    the type checker)."""
    try:
        return typing.get_type_hints(kind)
    except Exception:  # one field's unresolvable name: resolve the others alone)
        pass
    hints: dict[str, Any] = {}
    for base in reversed(kind.__mro__):
        module = vars(sys.modules[base.__module__]) if base.__module__ in sys.modules else {}
        for name, declared in vars(base).get("__annotations__", {}).items():
            try:
                hints[name] = (
                    eval(declared, dict(module), dict(vars(base)))
                    if isinstance(declared, str)
                    else declared
                )
            except Exception:
                hints[name] = Any
    return hints
