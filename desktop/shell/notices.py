"""Message boxes of the shell: the offer to resume the autosaved game, and refusals.

They open window-modal but without blocking (`open`, not `exec`), so bots, timers and tests keep
running while one is up."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from desktop.shell.words import tr
from rules.core.session import Session
from rules.core.text import Text, text


class ResumeOffer(QMessageBox):
    def __init__(self, session: Session, lang: str, parent: QWidget) -> None:
        super().__init__(parent)
        names = [seat["name"] for seat in session.options["seats"]]
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(tr(lang, text("desktop.resume.title")))
        question = text(
            "desktop.resume.question",
            game=Text(f"{session.game}.title"),
            players=names,
            moves=len(session.steps),
        )
        self.setText(tr(lang, question))
        yes, no = text("desktop.resume.yes"), text("desktop.resume.no")
        self.resume_button = self.addButton(tr(lang, yes), QMessageBox.ButtonRole.AcceptRole)
        self.later_button = self.addButton(tr(lang, no), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.resume_button)


class Refusal(QMessageBox):
    """What could not be done, and why (a SaveError's reason, an OS error)."""

    def __init__(self, what: Text, why: Text, lang: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(tr(lang, what))
        self.setText(tr(lang, what))
        self.setInformativeText(tr(lang, why))
        self.addButton(tr(lang, text("desktop.ok")), QMessageBox.ButtonRole.AcceptRole)
