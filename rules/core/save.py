"""Save files: versioned JSON holding options, seed and the action list — never pickle.

A save is read in full, checked and replayed before anything uses it; a bad file raises SaveError
saying what is wrong and is never modified: a file above MAX_BYTES is refused before it is read, a
number longer than MAX_DIGITS digits, nesting deeper than MAX_DEPTH and a save without its state
hash are refused before any replay, and a UTF-8 byte order mark is accepted (`rules.core.jsonfile`
reads it, as it reads a map file). Writing is atomic: temp file, fsync, rename; with
`keep_previous` the file it replaces is kept as `<name>.previous<suffix>` (the autosave's last good
copy).
"""

from __future__ import annotations

import contextlib
import math
import os
import tempfile
from pathlib import Path
from typing import Any

from rules.core.errors import SaveError, reason
from rules.core.jsonfile import JsonFileError, read_json
from rules.core.text import Text

FORMAT = "steamtable-save"
# 2: Roads & Boats asks whether a donkey pair breeds (version 1 bred them by itself: its saves
# load with the answer implied, `Ruleset.implied`)
VERSION = 2
VERSIONS = (1, 2)  # what the loader reads
MAX_BYTES = 20 * 1024 * 1024  # 20 MB: a long game's save is well under 1 MB
MAX_DIGITS = 100  # no seed, count or amount of any game is longer
MAX_DEPTH = 64  # lists and objects in lists and objects: a save nests about 6 deep


def _refusal(path: Path, exc: JsonFileError) -> Text:
    """The words for a file `read_json` refused (nesting too deep: no save looks like that)."""
    params: dict[str, Any] = {"path": str(path)}
    if exc.kind == "too_big":
        params |= {
            "size": f"{math.ceil(exc.params['size'] / 2**20):,}",
            "limit": MAX_BYTES // 2**20,
        }
    elif exc.kind != "too_deep":
        params |= exc.params
    return reason(f"core.save.{'foreign' if exc.kind == 'too_deep' else exc.kind}", **params)


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
        data = read_json(p, max_bytes=MAX_BYTES, max_digits=MAX_DIGITS, max_depth=MAX_DEPTH)
    except JsonFileError as exc:
        raise SaveError(_refusal(p, exc)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(reason("core.save.foreign", path=str(p)))
    if data.get("version") not in VERSIONS or isinstance(data.get("version"), bool):
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
