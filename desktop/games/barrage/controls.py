"""Prompt-bar controls for Barrage: the answers that have no place on the board. A turn's
actions are gestures on the board (`intents`); here is Pass. A choice the rules ask after an
action (how many excavators among the machines of choice, a contract to fulfil or Done, which
headstreams for free drops) is a button per answer, each in the rules' own words for it.

Every button stands for one legal action of the current prompt; the prompt bar builds them
afresh after each change. A draft answer's tooltip says what it gives: the company's ability,
its officer's and the starting contract."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.board.tips import set_tip
from desktop.session_model import SessionModel
from desktop.shell.action_button import answer_buttons
from rules.barrage.actions import DraftPick, Pass
from rules.barrage.describe import draft_choice

MOST_BUTTONS = 16  # more answers than this are told apart on the board, by taps


def make_controls(model: SessionModel) -> list[QWidget]:
    """The controls for the prompt now, or none while a bot or the Automa decides."""
    prompt = model.prompt()
    if prompt is None or model.is_bot(prompt.seat):
        return []
    rules, state = model.rules, model.state
    legal = rules.legal_actions(state)
    if prompt.kind == "turn":
        return answer_buttons(model, [a for a in legal if isinstance(a, Pass)])
    if len(legal) > MOST_BUTTONS:
        return []
    buttons = answer_buttons(model, legal)
    for button in buttons:
        if isinstance(button.action, DraftPick):
            pick = button.action
            lines = draft_choice(state, pick.company, pick.contract)
            set_tip(button, "\n".join(model.tr(line) for line in lines))
    return buttons
