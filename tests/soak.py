"""How much the fuzzing tests play: `make test` a quick share that still covers every player
count, map and bot; `make soak` (STEAMTABLE_SOAK=1, run by CI after `make test`) the whole."""

from __future__ import annotations

import os

SOAK = os.environ.get("STEAMTABLE_SOAK") == "1"


def share(quick: int, soak: int) -> int:
    """`soak` under `make soak`, else `quick`."""
    return soak if SOAK else quick
