"""The titles Steamtable knows, by game id (imported lazily so start-up stays fast)."""

from __future__ import annotations

import functools
import importlib

from rules.core.errors import OptionsError, reason
from rules.core.ruleset import Ruleset

_TITLES = {
    "powergrid": "rules.powergrid.ruleset:PowerGrid",
    "brass-birmingham": "rules.brass.birmingham:BrassBirmingham",
    "brass-lancashire": "rules.brass.lancashire:BrassLancashire",
    "barrage": "rules.barrage.ruleset:BarrageRuleset",
    "roads-and-boats": "rules.roadsboats.ruleset:RoadsBoatsRuleset",
}


def game_ids() -> tuple[str, ...]:
    return tuple(_TITLES)


@functools.cache
def ruleset(game_id: str) -> Ruleset:
    target = _TITLES.get(game_id)
    if target is None:
        raise OptionsError(
            reason("core.error.unknown_game", game=game_id, known=", ".join(_TITLES))
        )
    module, name = target.split(":")
    return getattr(importlib.import_module(module), name)()
