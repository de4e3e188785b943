"""What a tap means in Brass, for both maps: the action a tap on a board element answers the
prompt with, the piece it picks up when the answer still needs a target, and the elements a
person may tap now, lit with their prices.

Plain functions of the rules and the state (no Qt), so they are tested headless. They read the
prompt's legal answers and the element ids the actions name (`piece`, `target`) and decide
nothing themselves: an answer is legal when the rules list it; a tap that answers nothing legal
names the action the rules would refuse (`Ruleset.intent`), so that the refusal says why.

- A tap on a piece that moves to a drop zone of the rules (a tile to sell, a source whose cube
  is consumed, a tile to remove, a card to discard) is that answer.
- A tap on a target that one piece reaches (a slot the build's tile goes to, a route for the
  link, a merchant, the industry whose tile is built or developed) is that answer.
- A tap on a piece with several targets (a Lancashire mill sold through a port or the distant
  market) picks it up; a tap on one of its targets then completes the answer.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rules.brass.core.ruleset import BrassRuleset
from rules.brass.core.state import BrassState
from rules.core.actions import Action


@dataclass(frozen=True, slots=True)
class Tap:
    """What a tap does: apply `action` (legal or not: the rules say), or hold `hold`, a piece
    whose target is still to be tapped; neither: nothing."""

    action: Action | None = None
    hold: str | None = None


def _answers(rules: BrassRuleset, state: BrassState) -> list[Action]:
    """The prompt's legal answers that name a board element (not Done, not a bare choice)."""
    if rules.prompt(state) is None:
        return []
    return [a for a in rules.legal_actions(state) if a.piece is not None or a.target is not None]


def _kind(element_id: str | None) -> str:
    """An element's kind (`slot`, `link`, `merchant`...); a drop zone of the rules (`merchant`,
    `consume`, `discard`) is a kind of its own, never an element's."""
    element = element_id or ""
    kind, colon, _ = element.partition(":")
    return kind if colon else f"={element}"


def tap(rules: BrassRuleset, state: BrassState, element_id: str, held: str | None = None) -> Tap:
    """What a tap on `element_id` means now, `held` being the piece picked up by a tap before."""
    legal = _answers(rules, state)
    if not legal:
        return Tap()
    if held is not None:
        done = [a for a in legal if a.piece == held and a.target == element_id]
        if done:
            return Tap(done[0])
    moving = [a for a in legal if a.piece == element_id]
    if moving:
        if len({a.target for a in moving}) == 1:
            return Tap(moving[0])
        return Tap(hold=None if element_id == held else element_id)  # a second tap lets go
    if held is not None and _kind(element_id) in {_kind(a.target) for a in legal}:
        return Tap(rules.intent(state, held, element_id))  # not its target: the rules say why
    reaching = [a for a in legal if a.target == element_id]
    if reaching:
        return Tap(reaching[0]) if len({a.piece for a in reaching}) == 1 else Tap()
    return Tap(_meant(rules, state, element_id, legal))


def _meant(
    rules: BrassRuleset, state: BrassState, element_id: str, legal: list[Action]
) -> Action | None:
    """The answer a tap on an element of the prompt's kind would be, though the rules do not
    list it (a tile that cannot be sold, a slot the tile cannot go to): its refusal explains."""
    pieces = {a.piece for a in legal}
    targets = {a.target for a in legal}
    if len(targets) == 1 and _kind(element_id) in {_kind(p) for p in pieces if p}:
        (target,) = targets
        if target is not None:
            return rules.intent(state, element_id, target)
    if _kind(element_id) not in {_kind(t) for t in targets if t}:
        return None
    if len(pieces) == 1:
        (piece,) = pieces
        if piece is not None:
            return rules.intent(state, piece, element_id)
        return _from_target(type(legal[0]), element_id)
    return None


def _from_target(cls: type[Action], element_id: str) -> Action | None:
    """The action of class `cls` (one field, no piece) whose target is `element_id`, read back
    through its target template (`mat:{industry}` → ChooseIndustry(industry))."""
    template = cls.target_id or ""
    fields = dataclasses.fields(cls)
    prefix, brace, rest = template.partition("{")
    if len(fields) != 1 or not brace or rest != f"{fields[0].name}}}":
        return None
    if not element_id.startswith(prefix) or len(element_id) == len(prefix):
        return None
    return cls(**{fields[0].name: element_id[len(prefix) :]})


def tooltip_action(
    rules: BrassRuleset, state: BrassState, element_id: str, held: str | None = None
) -> Action | None:
    """The action a tooltip explains: the tap's; for a piece a tap picks up, its first answer."""
    found = tap(rules, state, element_id, held)
    if found.action is None:
        moving = [a for a in _answers(rules, state) if a.piece == element_id]
        return moving[0] if moving else None
    return found.action


def choices(
    rules: BrassRuleset, state: BrassState, held: str | None = None
) -> dict[str, int | None]:
    """The elements a tap answers the prompt with now, each with what the answer costs (None:
    nothing to pay): the pieces where they are the choice (tiles to sell, sources, cards), the
    targets where the piece is known (slots, routes, merchants, industries); holding a piece,
    its targets. Elements the board lacks are left in: the scene lights those it has."""
    legal = _answers(rules, state)
    if held is not None:
        legal = [a for a in legal if a.piece == held]
    costs = rules.costs(state, legal) if legal else []
    pieces = {a.piece for a in legal}
    targets = {a.target for a in legal}
    lit: dict[str, int | None] = {}
    for action, cost in zip(legal, costs, strict=True):
        piece, target = action.piece, action.target
        if piece is not None and held is None and (len(pieces) > 1 or len(targets) == 1):
            alone = sum(a.piece == piece for a in legal) == 1
            lit[piece] = cost if alone else None
        if target is not None and len({a.piece for a in legal if a.target == target}) == 1:
            lit.setdefault(target, cost)
    return lit
