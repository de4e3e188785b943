"""The settings dialog: language, table-top mode, undo past bots and forced moves (saved by the
main window on OK)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.settings import Settings
from desktop.shell.words import language_name, tr
from rules.core.i18n import LANGUAGES
from rules.core.text import text


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lang = settings.lang
        self.settings = settings
        self.setWindowTitle(tr(lang, text("desktop.settings.title")))
        self.language = QComboBox()
        for code in LANGUAGES:
            self.language.addItem(language_name(code), code)
        self.language.setCurrentIndex(LANGUAGES.index(lang))
        self.table_top = QCheckBox(tr(lang, text("desktop.settings.table_top")))
        self.table_top.setChecked(settings.table_top)
        hint = QLabel(tr(lang, text("desktop.settings.table_top_hint")))
        hint.setWordWrap(True)
        self.turn_board = QCheckBox(tr(lang, text("desktop.settings.turn_board")))
        self.turn_board.setChecked(settings.turn_board)
        self.seats_at = QLineEdit(settings.seats_at)
        self.seats_at.setPlaceholderText("bottom, top, …")
        seats_hint = QLabel(tr(lang, text("desktop.settings.seats_at_hint")))
        seats_hint.setWordWrap(True)
        self.free_undo = QCheckBox(tr(lang, text("desktop.settings.free_undo")))
        self.free_undo.setChecked(settings.free_undo)
        free_hint = QLabel(tr(lang, text("desktop.settings.free_undo_hint")))
        free_hint.setWordWrap(True)
        self.play_forced = QCheckBox(tr(lang, text("desktop.settings.play_forced")))
        self.play_forced.setChecked(settings.play_forced)
        forced_hint = QLabel(tr(lang, text("desktop.settings.play_forced_hint")))
        forced_hint.setWordWrap(True)
        form = QFormLayout()
        form.addRow(tr(lang, text("desktop.settings.language")), self.language)
        form.addRow(self.table_top)
        form.addRow(hint)
        form.addRow(self.turn_board)
        form.addRow(tr(lang, text("desktop.settings.seats_at")), self.seats_at)
        form.addRow(seats_hint)
        form.addRow(self.free_undo)
        form.addRow(free_hint)
        form.addRow(self.play_forced)
        form.addRow(forced_hint)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(tr(lang, text("desktop.ok")))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            tr(lang, text("desktop.cancel"))
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)

    def chosen(self) -> Settings:
        return self.settings.changed(
            lang=self.language.currentData(),
            table_top=self.table_top.isChecked(),
            turn_board=self.turn_board.isChecked(),
            seats_at=self.seats_at.text().strip(),
            free_undo=self.free_undo.isChecked(),
            play_forced=self.play_forced.isChecked(),
        )
