"""Save files: versioned JSON holding options, seed and the action list — never pickle.

A save is read in full, checked and replayed before anything uses it; a bad file raises SaveError
saying what is wrong and is never modified. Writing is atomic: temp file, fsync, rename.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from rules.core.errors import SaveError, reason

FORMAT = "steamtable-save"
VERSION = 1


def atomic_write_text(path: str | os.PathLike[str], content: str) -> None:
    """Replace `path` with `content` so that a crash leaves either the old or the new file."""
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(content)
            f.flush()
            os.fsync(f.fileno())
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
        raw = p.read_bytes()
    except FileNotFoundError:
        raise SaveError(reason("core.save.missing", path=str(p))) from None
    except OSError as exc:
        raise SaveError(reason("core.save.unreadable", path=str(p), error=exc.strerror)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(reason("core.save.not_text", path=str(p))) from None
    except json.JSONDecodeError as exc:
        raise SaveError(
            reason("core.save.corrupt", path=str(p), line=exc.lineno, column=exc.colno)
        ) from None
    except RecursionError:  # absurdly deep nesting: no save looks like that
        raise SaveError(reason("core.save.foreign", path=str(p))) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(reason("core.save.foreign", path=str(p)))
    if data.get("version") != VERSION:
        raise SaveError(
            reason("core.save.version", path=str(p), version=data.get("version"), known=VERSION)
        )
    for key, kind in (("game", str), ("options", dict), ("seed", int), ("actions", list)):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise SaveError(reason("core.save.field", path=str(p), field=key))
    return data
