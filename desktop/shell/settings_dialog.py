"""The settings dialog: language, table-top mode, undo past bots, forced moves and Roads & Boats'
play-order question (saved by the main window on OK). Its own words follow the language chosen
in it at once, so a person who picks 한국어 reads the rest in Korean."""

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

from desktop.settings import THINK_CHOICES, Settings
from desktop.shell.words import language_name, tr
from rules.core.i18n import LANGUAGES
from rules.core.text import text


def _hint() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    return label


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.language = QComboBox()
        for code in LANGUAGES:
            self.language.addItem(language_name(code), code)
        self.language.setCurrentIndex(LANGUAGES.index(settings.lang))
        self.language_label = QLabel()
        self.table_top = QCheckBox()
        self.table_top.setChecked(settings.table_top)
        self.turn_board = QCheckBox()
        self.turn_board.setChecked(settings.turn_board)
        self.seats_at = QLineEdit(settings.seats_at)
        self.seats_at.setPlaceholderText("bottom, top, …")
        self.seats_at_label = QLabel()
        self.free_undo = QCheckBox()
        self.free_undo.setChecked(settings.free_undo)
        self.play_forced = QCheckBox()
        self.play_forced.setChecked(settings.play_forced)
        self.never_ask_order = QCheckBox()
        self.never_ask_order.setChecked(settings.never_ask_order)
        self.think = QComboBox()  # its items' words in `speak`
        for ms in THINK_CHOICES:
            self.think.addItem("", ms)
        near = min(THINK_CHOICES, key=lambda ms: abs(ms - settings.think_ms))
        self.think.setCurrentIndex(THINK_CHOICES.index(near))
        self.think_label = QLabel()
        # (widget, message key) for every word the dialog shows, redone when the language changes
        self.words: list[tuple[QWidget, str]] = [
            (self.language_label, "desktop.settings.language"),
            (self.table_top, "desktop.settings.table_top"),
            (_hint(), "desktop.settings.table_top_hint"),
            (self.turn_board, "desktop.settings.turn_board"),
            (self.seats_at_label, "desktop.settings.seats_at"),
            (_hint(), "desktop.settings.seats_at_hint"),
            (self.free_undo, "desktop.settings.free_undo"),
            (_hint(), "desktop.settings.free_undo_hint"),
            (self.play_forced, "desktop.settings.play_forced"),
            (_hint(), "desktop.settings.play_forced_hint"),
            (self.think_label, "desktop.settings.think"),
            (_hint(), "desktop.settings.think_hint"),
            (self.never_ask_order, "roads-and-boats.settings.never_ask"),
            (_hint(), "roads-and-boats.settings.never_ask_hint"),
        ]
        form = QFormLayout()
        for widget, _ in self.words:
            if widget is self.language_label:
                form.addRow(widget, self.language)
            elif widget is self.seats_at_label:
                form.addRow(widget, self.seats_at)
            elif widget is self.think_label:
                form.addRow(widget, self.think)
            else:
                form.addRow(widget)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.speak(settings.lang)
        self.language.currentIndexChanged.connect(lambda _: self.speak(self.language.currentData()))

    def speak(self, lang: str) -> None:
        """Every word of the dialog in `lang` (the language just chosen in it)."""
        self.setWindowTitle(tr(lang, text("desktop.settings.title")))
        for widget, key in self.words:
            widget.setText(tr(lang, text(key)))  # type: ignore[attr-defined]
        for i, ms in enumerate(THINK_CHOICES):
            seconds = f"{ms / 1000:g}"
            self.think.setItemText(i, tr(lang, text("desktop.settings.seconds", seconds=seconds)))
        self.ok_button.setText(tr(lang, text("desktop.ok")))
        self.cancel_button.setText(tr(lang, text("desktop.cancel")))

    def chosen(self) -> Settings:
        return self.settings.changed(
            lang=self.language.currentData(),
            table_top=self.table_top.isChecked(),
            turn_board=self.turn_board.isChecked(),
            seats_at=self.seats_at.text().strip(),
            free_undo=self.free_undo.isChecked(),
            play_forced=self.play_forced.isChecked(),
            never_ask_order=self.never_ask_order.isChecked(),
            think_ms=self.think.currentData(),
        )
