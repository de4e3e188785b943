"""What a gesture means in Barrage: the legal answers a drop or a tap stands for, the targets a
held piece lights with their credits, and why a gesture means nothing now.

Plain functions of the rules and the state (no Qt), so they are tested headless. They decide
nothing: an answer is legal when the rules list it. A turn is one whole decision (a build with
its payment, a production with its drops), so a gesture often fits several answers; the scene
keeps those open (`BoardScene.offer`) for a tap or a button to tell apart.

- Engineers dropped on an action space: every answer taken there (a construction space's
  builds included: their space is the one the engineers go to).
- A technology tile dropped on a site: the builds with that tile there.
- A tap on anything the answers name (a space, a site, a powerhouse, a contract, a headstream,
  a tile of the Patent Office): the answers that name it.
"""

from __future__ import annotations

from desktop.board.choice import named
from rules.barrage import management
from rules.barrage.actions import ENGINEERS
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.state import BarrageState
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.text import Text


def _legal(rules: BarrageRuleset, state: BarrageState) -> list[Action]:
    return rules.legal_actions(state) if rules.prompt(state) is not None else []


def _space(action: Action) -> str | None:
    """The action space an answer puts engineers on (a build's construction space, the Bank)."""
    space = getattr(action, "space", None)
    if isinstance(space, str):
        return space
    return action.target if action.piece == ENGINEERS else None


def dropped(rules: BarrageRuleset, state: BarrageState, piece: str, target: str) -> list[Action]:
    """The legal answers a drop of `piece` on `target` means."""
    legal = _legal(rules, state)
    if piece == ENGINEERS:
        return [a for a in legal if _space(a) == target]
    return [a for a in legal if a.piece == piece and a.target == target]


def reach(rules: BarrageRuleset, state: BarrageState, piece: str) -> dict[str, int | None]:
    """Every target a held piece can land on now, with the fewest credits it may cost there."""
    legal = _legal(rules, state)
    if piece == ENGINEERS:
        moves = [(a, _space(a)) for a in legal if _space(a) is not None]
    else:
        moves = [(a, a.target) for a in legal if a.piece == piece and a.target is not None]
    costs = rules.costs(state, [a for a, _ in moves])
    found: dict[str, int | None] = {}
    for (_, target), cost in zip(moves, costs, strict=True):
        assert target is not None
        old = found.get(target)
        if target not in found or (cost is not None and (old is None or cost < old)):
            found[target] = cost
    return found


def tapped(rules: BarrageRuleset, state: BarrageState, element_id: str) -> list[Action]:
    """The legal answers that name the tapped element."""
    return [a for a in _legal(rules, state) if element_id in named(a)]


def why_not(
    rules: BarrageRuleset, state: BarrageState, piece: str | None, target: str
) -> Text | None:
    """Why a drop (or, with no piece, a tap) on `target` means nothing now: the rules' reason
    for the space or the build; None when the rules give none."""
    prompt = rules.prompt(state)
    if prompt is None:
        return reason("core.why.game_over")
    if management.action_space(target) is not None and piece in (None, ENGINEERS):
        return management.why_not_space(state, prompt.seat, target)
    if piece is not None:
        meant = rules.intent(state, piece, target)
        if meant is not None:
            return rules.why_not(state, meant)
    return None
