"""Actions: small frozen dataclasses that round-trip through JSON.

Every action names the `piece` it moves and the board `target` it lands on (element ids such as
`plant:13` or `city:essen`), so the desktop can turn a drag into an action without knowing a rule.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass
from typing import Any, ClassVar

from rules.core.errors import MalformedAction, reason


@dataclass(frozen=True, slots=True)
class Action:
    kind: ClassVar[str] = "action"
    # Element-id templates filled from the action's fields, e.g. "plant:{plant}" or "{slot}".
    piece_id: ClassVar[str | None] = None
    target_id: ClassVar[str | None] = None
    # The field that is an amount (a bid, a loan): legal actions offer one action per choice of
    # the other fields, with this one at its lowest; `Ruleset.amounts` gives its range.
    amount_field: ClassVar[str | None] = None

    @property
    def piece(self) -> str | None:
        return None if self.piece_id is None else self.piece_id.format_map(self._fields())

    @property
    def target(self) -> str | None:
        return None if self.target_id is None else self.target_id.format_map(self._fields())

    def _fields(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def with_amount(self, value: int) -> Action:
        """The same action with another value of its amount field."""
        assert self.amount_field is not None
        return dataclasses.replace(self, **{self.amount_field: value})

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            data[f.name] = _plain(getattr(self, f.name))
        return data


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


class ActionCodec:
    """Decodes JSON into the action classes of one game, checking every field's type."""

    def __init__(self, classes: typing.Iterable[type[Action]]) -> None:
        self._classes = {cls.kind: cls for cls in classes}
        self._hints = {k: typing.get_type_hints(c) for k, c in self._classes.items()}

    def decode(self, data: Any) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise MalformedAction(reason("core.error.action_not_object"))
        cls = self._classes.get(data["kind"])
        if cls is None:
            raise MalformedAction(reason("core.error.action_unknown_kind", kind=data["kind"]))
        names = {f.name for f in dataclasses.fields(cls)}
        extra = set(data) - names - {"kind"}
        missing = names - set(data)
        if extra or missing:
            fields = ", ".join(sorted(extra | missing))
            raise MalformedAction(reason("core.error.action_fields", kind=cls.kind, fields=fields))
        hints = self._hints[cls.kind]
        values = {}
        for name in names:
            ok, value = _coerce(data[name], hints[name])
            if not ok:
                raise MalformedAction(
                    reason("core.error.action_field_type", kind=cls.kind, field=name)
                )
            values[name] = value
        return cls(**values)


def _coerce(value: Any, hint: Any) -> tuple[bool, Any]:
    """Check a JSON value against a type hint; JSON lists become tuples."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        for option in typing.get_args(hint):
            ok, coerced = _coerce(value, option)
            if ok:
                return True, coerced
        return False, None
    if hint is type(None):
        return value is None, None
    if origin is tuple:
        if not isinstance(value, list):
            return False, None
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            args = (args[0],) * len(value)
        if len(args) != len(value):
            return False, None
        out = []
        for item, item_hint in zip(value, args, strict=True):
            ok, coerced = _coerce(item, item_hint)
            if not ok:
                return False, None
            out.append(coerced)
        return True, tuple(out)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool), value
    if hint is bool:
        return isinstance(value, bool), value
    if hint is str:
        return isinstance(value, str), value
    return False, None
