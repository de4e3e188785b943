"""Prompt-bar controls for Roads & Boats: the answers that have no place on the board. Moves,
loads, constructions, claims, feeds and bricks are gestures on the board (`intents`); here is
Done, which ends a player's turn in a phase, and a button per answer for the questions the
rules ask between turns (the temple procedure: ask for it, keep praying or not, a position on
the sequence chart; another player's consent).

Every button stands for one legal action of the current prompt, in the rules' words."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop.session_model import SessionModel
from desktop.shell.action_button import answer_buttons
from rules.core.steps import Done

TURNS = ("production", "movement", "building", "wonder")  # a player's turn in a phase
BOARD_PROMPTS = ("choose_home",)  # answered by a tap on the map


def make_controls(model: SessionModel) -> list[QWidget]:
    """The controls for the prompt now, or none while a bot decides or after the game."""
    prompt = model.prompt()
    if prompt is None or model.is_bot(prompt.seat) or prompt.kind in BOARD_PROMPTS:
        return []
    if prompt.kind in TURNS:  # Done only: no need to list every move (the redraw's cost)
        done = Done()
        return answer_buttons(
            model, [done] if model.rules.why_not(model.state, done) is None else []
        )
    return answer_buttons(model, model.rules.legal_actions(model.state))
