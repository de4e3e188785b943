"""Data only: boards, tables, message catalogs, fonts and icons, in Steamtable's own schema."""

import json
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).parent


def path(*parts: str) -> Path:
    """The path of a data file, given its parts relative to this package."""
    return _ROOT.joinpath(*parts)


def load_json(*parts: str) -> Any:
    """Parse a JSON data file (UTF-8), given its parts relative to this package."""
    return json.loads(path(*parts).read_text(encoding="utf-8"))
