"""Which parts the panel has: the officers whose private spaces may come into play."""

from __future__ import annotations

from rules.barrage.state import BarrageState


def possible_officers(state: BarrageState) -> set[str]:
    """The officers that are or may come into play (the draft's offers while it is pending)."""
    officers = {c.officer for c in state.companies if c.officer}
    if state.draft is not None:
        officers |= {o for _, o in state.draft.offers if o}
    return officers
