"""The new-game dialog: map (a board, a random map, a map file), number of players, each seat
(name, colour, person, bot or — where the title has one — an Automa with its level), the title's
on/off options, seed and language. The rules check the options; the dialog only shows their
answer (a map file that is no map says what is wrong with it)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRegularExpression, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.games import TitleUI
from desktop.session_model import GAME_COLOURS
from desktop.shell.gallery import playable
from desktop.shell.seat_zones import EDGES, seats_at
from desktop.shell.style import swatch
from desktop.shell.words import has, language_name, map_name, title_name, tr
from rules.bots import OFFERED
from rules.core.errors import SteamtableError
from rules.core.games import ruleset
from rules.core.i18n import LANGUAGES
from rules.core.text import Text, text

# Names for the seat colours the titles use (message keys desktop.colour.<name>).
COLOUR_NAMES = {
    "#d62828": "red",
    "#1d4ed8": "blue",
    "#15803d": "green",
    "#eab308": "yellow",
    "#7e22ce": "purple",
    "#404040": "black",
}
KINDS = (None, *OFFERED)  # a person, or a bot of a level people choose (never random)
AUTOMA = "automa"  # a seat the rules play, in titles that have one (TitleUI.automa)
MAX_SEED = 999_999_999
# Two map entries a title may list besides its boards: a map laid at random from the game's seed
# (the rules take "random:<seed>"), and a map file of the player's own (its path).
RANDOM_MAP, FILE_MAP = "random", "file"


@dataclass(frozen=True)
class GameSetup:
    game: str
    options: dict[str, Any]
    seed: int
    lang: str
    seats_at: str = ""  # each seat's edge for table-top mode ("" = the usual places)


def kind_name(lang: str, level: str | None) -> str:
    if level is None:
        return tr(lang, text("desktop.seat.human"))
    if level == AUTOMA:
        return tr(lang, text("desktop.seat.automa"))
    return tr(lang, text(f"desktop.bot.{level}"))


class CountPicker(QWidget):
    """The number of players as a row of big buttons: a spin box's arrows are too small to tap."""

    valueChanged = Signal(int)

    def __init__(self, low: int, high: int) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.group = QButtonGroup(self)
        for n in range(low, high + 1):
            button = QPushButton(str(n))
            button.setCheckable(True)
            self.group.addButton(button, n)
            row.addWidget(button)
        row.addStretch(1)
        self.group.idClicked.connect(self.valueChanged)
        self.setValue(low)

    def value(self) -> int:
        return self.group.checkedId()

    def setValue(self, n: int) -> None:
        button = self.group.button(n)
        if button is not None and not button.isChecked():
            button.setChecked(True)
            self.valueChanged.emit(n)


def colour_name(lang: str, colour: str) -> str:
    """A seat colour's name: a hex the titles use, or a colour a title names ("red")."""
    key = COLOUR_NAMES.get(colour, colour)
    return tr(lang, text(f"desktop.colour.{key}")) if has(lang, f"desktop.colour.{key}") else colour


class SeatRow:
    """One seat's widgets in the dialog's grid."""

    def __init__(
        self, lang: str, colours: list[str], index: int, automa: bool = False, colour: bool = True
    ) -> None:
        self.colour_shown = colour  # False where the game colours the seats (Barrage)
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.colour = QComboBox()
        for colour in colours:
            self.colour.addItem(
                swatch(GAME_COLOURS.get(colour, colour)), colour_name(lang, colour), colour
            )
        self.colour.setCurrentIndex(index % len(colours))
        self.kind = QComboBox()
        for level in (*KINDS, AUTOMA) if automa else KINDS:
            self.kind.addItem(kind_name(lang, level), level)
        self.edge = QComboBox()  # where this player sits round a table-top screen
        for edge in EDGES:
            self.edge.addItem(tr(lang, text(f"desktop.edge.{edge}")), edge)
        self.label = QLabel()
        self.widgets: list[QWidget] = [self.label, self.name, self.colour, self.kind, self.edge]

    def speak(self, lang: str) -> None:
        """Colour and player names in `lang`; what is chosen stays chosen."""
        for i in range(self.colour.count()):
            self.colour.setItemText(i, colour_name(lang, self.colour.itemData(i)))
        for i in range(self.kind.count()):
            self.kind.setItemText(i, kind_name(lang, self.kind.itemData(i)))
        for i in range(self.edge.count()):
            self.edge.setItemText(i, tr(lang, text(f"desktop.edge.{self.edge.itemData(i)}")))

    def set_visible(self, on: bool) -> None:
        for widget in self.widgets:
            widget.setVisible(on and (widget is not self.colour or self.colour_shown))


class NewGameDialog(QDialog):
    """The form for one title; its first row picks another title (`other_title`: the window
    opens that title's form instead), so a new game of any title starts from Ctrl+N."""

    other_title = Signal(str, str)  # the game id picked, the language chosen so far

    def __init__(
        self, title: TitleUI, lang: str, parent: QWidget | None = None, *, seats_at_value: str = ""
    ) -> None:
        super().__init__(parent)
        self.title = title
        self.lang = lang
        self.seats_at_value = seats_at_value  # the setting: kept when it fits the seat count
        self.rules = ruleset(title.game_id)
        defaults = self.rules.normalize_options({"players": title.players[1]})["seats"]
        colours = list(dict.fromkeys(s["colour"] for s in defaults))

        form = QFormLayout()
        self.heading = heading = QLabel()
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        heading.setFont(font)
        self.map = QComboBox()
        for map_id in title.maps:
            self.map.addItem(map_name(lang, title.game_id, map_id), map_id)
        self.map_file = ""  # the custom map file chosen (the map entry FILE_MAP)
        self._map_before = 0
        # Every label that names something, with its message key: speak() renders them.
        self.labels: dict[str, QLabel] = {}
        self.game = QComboBox()
        for playable_title in playable():
            game_id = playable_title.game_id
            self.game.addItem(title_name(lang, game_id), game_id)
        self.game.setCurrentIndex(max(0, self.game.findData(title.game_id)))
        form.addRow(self._label("desktop.new.game"), self.game)
        if title.maps:
            # each title's word for its board (Power Grid's rulebook: 맵, Roads & Boats': 지도)
            form.addRow(self._label(f"{title.game_id}.new.map"), self.map)
        self.players = CountPicker(*title.players)
        self.players.setValue(min(max(3, title.players[0]), title.players[1]))
        form.addRow(self._label("desktop.new.players"), self.players)

        seats = QGridLayout()
        seats.setHorizontalSpacing(12)
        for col, key in enumerate(("seat", "name", "colour", "who", "sits_at")):
            seats.addWidget(self._label(f"desktop.new.{key}"), 0, col)
        self.labels["desktop.new.colour"].setVisible(title.seat_colours)
        self.rows = [
            SeatRow(lang, colours, i, bool(title.automa), title.seat_colours)
            for i in range(title.players[1])
        ]
        for i, row in enumerate(self.rows):
            row.label.setText(str(i + 1))
            for col, widget in enumerate(row.widgets):
                seats.addWidget(widget, i + 1, col)
            row.colour.currentIndexChanged.connect(self._check)
            row.kind.currentIndexChanged.connect(self._check)

        self.seed = QLineEdit()
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,9}")))
        self.language = QComboBox()
        for code in LANGUAGES:
            self.language.addItem(language_name(code), code)
        self.language.setCurrentIndex(LANGUAGES.index(lang))
        extra = QFormLayout()
        self.difficulty = QComboBox()  # the Automas' level
        for level in title.automa:
            self.difficulty.addItem(level, level)
        if title.automa:
            self.difficulty.setCurrentIndex(min(1, len(title.automa) - 1))  # normal
            extra.addRow(self._label("desktop.new.difficulty"), self.difficulty)
            self.difficulty.currentIndexChanged.connect(self._check)
        self.flags: dict[str, QCheckBox] = {}
        for flag in title.flags:
            self.flags[flag] = box = QCheckBox()
            box.toggled.connect(self._check)
            extra.addRow(box)
        extra.addRow(self._label("desktop.new.seed"), self.seed)
        extra.addRow(self._label("desktop.new.language"), self.language)

        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #fca5a5;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addLayout(seats)
        layout.addLayout(extra)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.speak(lang)
        self.language.currentIndexChanged.connect(lambda _: self.speak(self.language.currentData()))
        self.players.valueChanged.connect(self._show_rows)
        self.map.currentIndexChanged.connect(self._map_picked)
        self.game.currentIndexChanged.connect(self._game_picked)
        self._show_rows()

    def _game_picked(self, index: int) -> None:
        game = self.game.itemData(index)
        if game != self.title.game_id:
            self.other_title.emit(game, self.lang)

    def _map_picked(self, index: int) -> None:
        """The custom map entry asks for its file at once; no file chosen, the map stays."""
        if self.map.itemData(index) == FILE_MAP and not self.map_file:
            found, _ = QFileDialog.getOpenFileName(
                self, tr(self.lang, text("desktop.new.map_file")), "", "JSON (*.json)"
            )
            if not found:
                self.map.setCurrentIndex(self._map_before)
                return
            self.choose_map_file(found)
        self._map_before = index
        self._check()

    def choose_map_file(self, path: str) -> None:
        """Play on the map in this file (checked at once: a file that is no map says why)."""
        self.map_file = path
        self.map.setCurrentIndex(self.map.findData(FILE_MAP))
        self._check()

    def _label(self, key: str) -> QLabel:
        self.labels[key] = label = QLabel()
        return label

    def speak(self, lang: str) -> None:
        """Every word of the form in `lang`: the language chosen for the game is the form's too.
        What has been chosen or typed stays."""
        self.lang = lang
        game = Text(f"{self.title.game_id}.title")
        self.setWindowTitle(tr(lang, text("desktop.new.window", game=game)))
        self.heading.setText(title_name(lang, self.title.game_id))
        for i in range(self.game.count()):
            self.game.setItemText(i, title_name(lang, self.game.itemData(i)))
        for i in range(self.map.count()):
            self.map.setItemText(i, map_name(lang, self.title.game_id, self.map.itemData(i)))
        for key, label in self.labels.items():
            label.setText(tr(lang, text(key)))
        for row in self.rows:
            row.speak(lang)
        for i in range(self.difficulty.count()):
            level = self.difficulty.itemData(i)
            self.difficulty.setItemText(i, tr(lang, text(f"{self.title.game_id}.level.{level}")))
        for flag, box in self.flags.items():
            box.setText(tr(lang, text(f"{self.title.game_id}.option.{flag}")))
        self.seed.setPlaceholderText(tr(lang, text("desktop.new.seed_random")))
        self.ok_button.setText(tr(lang, text("desktop.new.start")))
        self.cancel_button.setText(tr(lang, text("desktop.cancel")))
        self._name_placeholders()
        self._check()

    # -- reading the answers ---------------------------------------------------------------------

    def _order(self) -> list[int]:
        """The rows in seat order: the Automas' seats come last, as the rules count them."""
        rows = range(self.players.value())
        return sorted(rows, key=lambda i: self.rows[i].kind.currentData() == AUTOMA)

    def options(self) -> dict[str, Any]:
        order = self._order()
        automa = [i for i in order if self.rows[i].kind.currentData() == AUTOMA]
        seats = [
            {
                "name": self.rows[i].name.text().strip() or self._default_name(i),
                "colour": self.rows[i].colour.currentData(),
                "bot": None if i in automa else self.rows[i].kind.currentData(),
            }
            for i in order
        ]
        options: dict[str, Any] = {"players": len(order), "seats": seats}
        if self.title.maps:
            chosen = self.map.currentData()
            options["map"] = self.map_file if chosen == FILE_MAP else chosen
        if self.title.automa:
            options["automa"] = len(automa)
            if automa:
                options["difficulty"] = self.difficulty.currentData()
        for flag, box in self.flags.items():
            options[flag] = box.isChecked()
        return options

    def edges(self) -> tuple[str, ...]:
        return tuple(self.rows[i].edge.currentData() for i in self._order())

    def setup(self) -> GameSetup:
        seed = int(self.seed.text()) if self.seed.text() else random.randint(1, MAX_SEED)
        chosen = self.options()
        if chosen.get("map") == RANDOM_MAP:  # laid from the game's seed: the seed tells it again
            chosen["map"] = f"{RANDOM_MAP}:{seed}"
        options = self.rules.normalize_options(chosen)
        edges = self.edges()
        at = "" if edges == seats_at("", len(edges)) else ",".join(edges)
        return GameSetup(self.title.game_id, options, seed, self.language.currentData(), at)

    def _default_name(self, seat: int) -> str:
        """ "Player n" in the language the game will be played in."""
        return tr(self.lang, text("core.seat", n=seat + 1))

    def _name_placeholders(self) -> None:
        for i, row in enumerate(self.rows):
            row.name.setPlaceholderText(self._default_name(i))

    def _why_not(self) -> str | None:
        seats = self.options()["seats"]
        if len({s["colour"] for s in seats}) < len(seats):
            return tr(self.lang, text("desktop.new.same_colour"))
        try:
            self.rules.normalize_options(self.options())
        except SteamtableError as exc:  # options no game takes, a map file that is no map
            return tr(self.lang, exc.reason)
        return None

    def _show_rows(self) -> None:
        n = self.players.value()
        for i, row in enumerate(self.rows):
            row.set_visible(i < n)
        for row, edge in zip(self.rows, seats_at(self.seats_at_value, n), strict=False):
            row.edge.setCurrentIndex(EDGES.index(edge))  # the usual places for this many
        self._check()

    def _check(self) -> None:
        why = self._why_not()
        self.problem.setText(why or "")
        self.problem.setVisible(why is not None)
        self.ok_button.setEnabled(why is None)

    def accept(self) -> None:
        if self._why_not() is None:
            super().accept()
