"""Barrage's engineers going onto a space (spec §4.1, Tommaso Alessi's architect, Appendix A).

Management actions and constructions both place engineers the same way, so the placement lives
here, below both: `construction` needs it without importing the management board, and nothing
here imports either of them.
"""

from __future__ import annotations

from rules.barrage.data import ActionSpace
from rules.barrage.state import BarrageState, Company

ARCHITECT_HOME = "supply"  # Company.architect when Tommaso's architect is in the supply
ARCHITECT = "architect"  # its owner key on an action space (BarrageState.spaces)


def engineers_available(company: Company) -> int:
    """Engineers the company may place now: its supply and Tommaso's architect if at home."""
    return company.engineers + (1 if company.architect == ARCHITECT_HOME else 0)


def architect_alone(sp: ActionSpace, engineers: int) -> bool:
    """Whether Tommaso's architect placed here would stand alone on an action needing exactly
    one engineer (Appendix A): then the company takes another turn at once."""
    return engineers == 1 and sp.engineers == 1 and not sp.open_ended


def place_engineers(state: BarrageState, seat: int, sp: ActionSpace, engineers: int) -> bool:
    """Move `engineers` from the company's supply onto `sp` (any board; the caller has checked
    everything) and return whether Tommaso's architect went too (Appendix A). It goes alone on
    a one-engineer action, or fills in when the supply is short; on the space it stands under
    the owner `ARCHITECT` (it is not one of `Company.engineers`, and goes home with them at the
    end of the round)."""
    company = state.companies[seat]
    cid = company.id
    assert cid is not None
    owners = state.spaces.setdefault(sp.id, {})
    home = company.architect == ARCHITECT_HOME
    architect = home and (architect_alone(sp, engineers) or company.engineers < engineers)
    if architect:
        company.architect = sp.id
        owners[ARCHITECT] = 1
        engineers -= 1
    if engineers:
        company.engineers -= engineers
        owners[cid] = owners.get(cid, 0) + engineers
    return architect
