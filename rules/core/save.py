"""Save files: versioned JSON holding options, seed and the action list — never pickle.

A save is read in full, checked and replayed before anything uses it; a bad file raises SaveError
saying what is wrong and is never modified: a file above MAX_BYTES is refused before it is read, a
number longer than MAX_DIGITS digits and a save without its state hash are refused before any
replay, and a UTF-8 byte order mark is accepted. Writing is atomic: temp file, fsync, rename; with
`keep_previous` the file it replaces is kept as `<name>.previous<suffix>` (the autosave's last good
copy).
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import tempfile
from pathlib import Path
from typing import Any

from rules.core.errors import SaveError, reason

FORMAT = "steamtable-save"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024  # 20 MB: a long game's save is well under 1 MB
MAX_DIGITS = 100  # no seed, count or amount of any game is longer


class _LongNumber(Exception):
    pass


def _parse_int(digits: str) -> int:
    if len(digits) > MAX_DIGITS + 1:  # + 1: a minus sign
        raise _LongNumber
    return int(digits)


def previous_path(path: str | os.PathLike[str]) -> Path:
    """Where `atomic_write_text(..., keep_previous=True)` keeps the file it replaced."""
    p = Path(path)
    return p.with_name(f"{p.stem}.previous{p.suffix}")


def atomic_write_text(
    path: str | os.PathLike[str], content: str, *, keep_previous: bool = False
) -> None:
    """Replace `path` with `content` so that a crash leaves either the old or the new file.

    With `keep_previous` the old file becomes `previous_path(path)` (a crash between the two
    renames leaves that one and no `path`)."""
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(content)
            f.flush()
            os.fsync(f.fileno())
        if keep_previous:
            with contextlib.suppress(FileNotFoundError):  # the first write has nothing to keep
                os.replace(target, previous_path(target))
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        dir_fd = os.open(target.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def read_save(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and check the envelope of a save file (not yet its actions)."""
    p = Path(path)
    try:
        with p.open("rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size <= MAX_BYTES:  # the size is checked before reading, and again while reading
                raw = f.read(MAX_BYTES + 1)
                size = len(raw)
    except FileNotFoundError:
        raise SaveError(reason("core.save.missing", path=str(p))) from None
    except OSError as exc:
        error = exc.strerror or type(exc).__name__
        raise SaveError(reason("core.save.unreadable", path=str(p), error=error)) from None
    if size > MAX_BYTES:
        megabytes = f"{math.ceil(size / 2**20):,}"
        limit = MAX_BYTES // 2**20
        raise SaveError(reason("core.save.too_big", path=str(p), size=megabytes, limit=limit))
    try:
        data = json.loads(raw.decode("utf-8-sig"), parse_int=_parse_int)  # -sig: a BOM is fine
    except UnicodeDecodeError:
        raise SaveError(reason("core.save.not_text", path=str(p))) from None
    except json.JSONDecodeError as exc:
        raise SaveError(
            reason("core.save.corrupt", path=str(p), line=exc.lineno, column=exc.colno)
        ) from None
    except (_LongNumber, ValueError):  # ValueError: Python's own limit on digits
        raise SaveError(reason("core.save.long_number", path=str(p), digits=MAX_DIGITS)) from None
    except RecursionError:  # absurdly deep nesting: no save looks like that
        raise SaveError(reason("core.save.foreign", path=str(p))) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(reason("core.save.foreign", path=str(p)))
    if data.get("version") != VERSION:
        raise SaveError(
            reason("core.save.version", path=str(p), version=data.get("version"), known=VERSION)
        )
    if "state_hash" not in data:  # without it a replay could not be checked: never replay blind
        raise SaveError(reason("core.save.no_hash", path=str(p)))
    for key, kind in (
        ("game", str),
        ("options", dict),
        ("seed", int),
        ("actions", list),
        ("state_hash", str),
    ):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise SaveError(reason("core.save.field", path=str(p), field=key))
    return data
