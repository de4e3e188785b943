"""Reading a JSON file nobody vouches for (a save, a Roads & Boats map file), with limits.

`read_json` refuses, before anything else looks at the data: a file above `max_bytes` (checked
before reading, and again while reading), bytes that are not UTF-8 text, invalid JSON, a number
longer than `max_digits` digits and brackets nested deeper than `max_depth`. A UTF-8 byte order
mark is accepted. Each refusal is a `JsonFileError` whose `kind` and `params` the caller turns
into its own message ("core.save.<kind>", "roads-and-boats.map.<kind>"): the limits are the
caller's, the words too.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


class JsonFileError(Exception):
    """Why a file was not read. `kind`: "missing", "unreadable" (params: error), "too_big"
    (size: bytes, limit: bytes), "not_text", "corrupt" (line, column), "long_number" (digits)
    or "too_deep" (depth)."""

    def __init__(self, kind: str, **params: Any) -> None:
        super().__init__(kind)
        self.kind, self.params = kind, params


class _LongNumber(Exception):
    pass


def read_json(
    path: str | os.PathLike[str], *, max_bytes: int, max_digits: int, max_depth: int
) -> Any:
    """The JSON value in the file at `path`, or JsonFileError saying why not."""
    raw = _read_bytes(Path(path), max_bytes)
    try:
        textual = raw.decode("utf-8-sig")  # -sig: a byte order mark is fine
    except UnicodeDecodeError:
        raise JsonFileError("not_text") from None

    def parse_int(digits: str) -> int:
        if len(digits) - digits.startswith("-") > max_digits:
            raise _LongNumber
        return int(digits)

    try:
        data = json.loads(textual, parse_int=parse_int)
    except json.JSONDecodeError as exc:
        raise JsonFileError("corrupt", line=exc.lineno, column=exc.colno) from None
    except (_LongNumber, ValueError):  # ValueError: Python's own limit on digits
        raise JsonFileError("long_number", digits=max_digits) from None
    except RecursionError:  # deeper than the interpreter goes: far deeper than max_depth
        raise JsonFileError("too_deep", depth=max_depth) from None
    if _deeper_than(data, max_depth):
        raise JsonFileError("too_deep", depth=max_depth)
    return data


def _read_bytes(path: Path, max_bytes: int) -> bytes:
    try:
        with path.open("rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size <= max_bytes:  # the size is checked before reading, and again while reading
                raw = f.read(max_bytes + 1)
                size = len(raw)
    except FileNotFoundError:
        raise JsonFileError("missing") from None
    except OSError as exc:
        raise JsonFileError("unreadable", error=exc.strerror or type(exc).__name__) from None
    if size > max_bytes:
        raise JsonFileError("too_big", size=size, limit=max_bytes)
    return raw


def _deeper_than(data: Any, limit: int) -> bool:
    """Whether lists and objects nest more than `limit` deep (the outermost one is depth 1);
    level by level, without recursion, each container looked at once."""
    level = [data] if isinstance(data, (dict, list)) else []
    for _ in range(limit):
        inner: list[Any] = []
        for item in level:
            values = item.values() if isinstance(item, dict) else item
            inner.extend(v for v in values if isinstance(v, (dict, list)))
        if not inner:
            return False
        level = inner
    return bool(level)
