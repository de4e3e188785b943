"""A prompt-bar button for one legal answer, shared by every title's controls."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from desktop.board.tips import set_tip
from desktop.board.touch import touch_px
from desktop.session_model import SessionModel
from rules.core.actions import Action
from rules.core.text import Text


class ActionButton(QPushButton):
    """A button for one action, 9 mm or more each way: disabled, with the rules' reason as its
    tooltip, when illegal; never applying an answer to a prompt that has passed."""

    def __init__(self, model: SessionModel, action: Action, label: str) -> None:
        super().__init__(label)
        self.model = model
        self.action = action
        touch = touch_px()
        self.setMinimumSize(touch, touch)
        why = model.why_not(action)
        self.setEnabled(why is None)
        if why is not None:
            set_tip(self, model.tr(why))
        self.clicked.connect(self._apply)
        model.changed.connect(self._stale)

    def _apply(self) -> None:
        self.model.apply(self.action)

    def _stale(self, _events: list) -> None:
        self.setEnabled(False)  # the prompt bar replaces it; never apply an old answer


def answer_words(model: SessionModel, action: Action, n: int) -> str:
    """A button's label: the rules' own words for the answer, else "Option n"."""
    words = model.rules.action_text(model.state, action)
    return model.tr(words if words is not None else Text("desktop.choice.option", {"n": n}))


def answer_buttons(model: SessionModel, actions: list[Action]) -> list[ActionButton]:
    """A button per answer, each in the rules' words (numbered from 1 where a title has none)."""
    return [ActionButton(model, a, answer_words(model, a, n)) for n, a in enumerate(actions, 1)]
