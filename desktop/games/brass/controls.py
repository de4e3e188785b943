"""Prompt-bar controls for Brass, both maps: the choices that have no place on the board. The
turn's action is chosen on the action board (a card dropped on it, or a tap); slots, routes,
merchants, tiles to sell and cube sources are tapped on the board (`intents`). Here: which card
to discard, which industry to build or develop (the hand and the mat are in the seat's zone,
which may be small or far), how much to borrow (Lancashire), and stopping where the rules let
an action end early.

Every button stands for one action of the current prompt: disabled, with the rules' reason as
its tooltip, when it is not legal now. The prompt bar builds them afresh after each change."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.session_model import SessionModel
from desktop.shell.action_button import ActionButton
from desktop.shell.words import has
from rules.brass.core.actions import ChooseIndustry, PlayCard
from rules.brass.core.names import card_text, industry_text
from rules.core.steps import Done
from rules.core.text import Text

CARD_PROMPTS = ("card",)
INDUSTRY_PROMPTS = ("industry", "develop", "develop_more", "bonus_develop")


def make_controls(model: SessionModel) -> list[QWidget]:
    """The controls for the prompt now, or none while a bot decides or after the game."""
    prompt = model.prompt()
    if prompt is None or model.is_bot(prompt.seat):
        return []
    rules, state = model.rules, model.state
    kind = prompt.kind
    answers = rules.steps[kind].answers
    legal = rules.legal_actions(state)
    widgets: list[QWidget] = []
    if kind in CARD_PROMPTS and PlayCard in answers:
        hand = sorted(set(state.players[prompt.seat].hand))
        widgets += [
            ActionButton(model, PlayCard(card), model.tr(card_text(rules.board, card)))
            for card in hand
        ]
    elif kind in INDUSTRY_PROMPTS and ChooseIndustry in answers:
        widgets += [
            ActionButton(model, ChooseIndustry(i), model.tr(industry_text(rules.board, i)))
            for i in rules.board.industries
        ]
    for action in legal:  # an amount chosen off the board: one button per amount (a loan)
        values = rules.amounts(state, action) if action.amount_field is not None else None
        if values is not None:
            widgets += [
                ActionButton(model, action.with_amount(v), _ui(model, "borrow", amount=v))
                for v in values
            ]
    if Done in answers:
        key = f"brass.ui.done.{kind}"
        label = model.tr(Text(key if has("en", key) else "brass.ui.done"))
        widgets.append(ActionButton(model, Done(), label))
    return widgets


def _ui(model: SessionModel, key: str, **params: object) -> str:
    """A `brass.ui.*` message in the table's language."""
    return model.tr(Text(f"brass.ui.{key}", dict(params)))
