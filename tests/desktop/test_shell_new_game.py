"""The new-game dialog: map, players, seats, seed and language, then a table for that game."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel

from desktop.session_model import GAME_COLOURS, SessionModel
from desktop.shell.new_game import NewGameDialog
from rules.core.session import Session

HANGUL = re.compile("[\uac00-\ud7a3]")


def _dialog(window) -> NewGameDialog:
    QTest.mouseClick(window.gallery.cards[0], Qt.MouseButton.LeftButton)
    assert isinstance(window.dialog, NewGameDialog)
    return window.dialog


def test_the_dialog_starts_a_three_player_game(qtbot, window):
    dialog = _dialog(window)
    dialog.map.setCurrentIndex(dialog.map.findData("usa"))
    QTest.mouseClick(dialog.players.group.button(3), Qt.MouseButton.LeftButton)
    assert dialog.players.value() == 3
    for row, name in zip(dialog.rows, ("Ann", "Bo", "Cy"), strict=False):
        row.name.setText(name)
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("standard"))
    QTest.keyClicks(dialog.seed, "42")
    assert dialog.ok_button.isEnabled()
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    model = window.model
    assert model is not None and window.stack.currentWidget() is window.table
    assert model.session.seed == 42
    assert model.session.options["map"] == "usa"
    assert model.names == ["Ann", "Bo", "Cy"]
    assert [s["bot"] for s in model.session.options["seats"]] == [None, None, "standard"]
    assert len(window.table.zones) == 3
    assert (
        model.session.options["seats"][0]["colour"] != model.session.options["seats"][1]["colour"]
    )
    prompt = model.prompt()
    assert model.names[prompt.seat] in window.table.prompt_bar.prompt.text()
    assert window.windowTitle().startswith("Power Grid")


# What a seat's "Played by" list offers: a person, or a bot of the three levels people choose
# (never the random bot, which is for tests and the command line), in the dialog's language.
WHO = {
    "en": ["Person", "Bot · Easy", "Bot · Standard", "Bot · Strong"],
    "ko": ["사람", "봇 · 쉬움", "봇 · 보통", "봇 · 강함"],
}


def _who(combo: QComboBox) -> tuple[list[str], list]:
    return [combo.itemText(i) for i in range(combo.count())], [
        combo.itemData(i) for i in range(combo.count())
    ]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_seat_is_played_by_a_person_or_an_easy_standard_or_strong_bot(window, lang):
    dialog = _dialog(window)
    dialog.language.setCurrentIndex(dialog.language.findData(lang))
    for row in dialog.rows:
        assert _who(row.kind) == (WHO[lang], [None, "easy", "standard", "strong"])
        assert row.kind.findData("random") == -1 and row.kind.findData("heuristic") == -1
    dialog.players.setValue(4)
    for row, level in zip(dialog.rows, ("easy", "standard", "strong"), strict=False):
        row.kind.setCurrentIndex(row.kind.findData(level))
    assert [s["bot"] for s in dialog.setup().options["seats"]] == [
        "easy",
        "standard",
        "strong",
        None,
    ]


def test_an_automa_title_offers_the_same_bots_and_its_automa(qtbot):
    dialog = _barrage_dialog(qtbot)
    for lang in ("en", "ko"):
        dialog.speak(lang)
        texts, data = _who(dialog.rows[0].kind)
        assert texts[:4] == WHO[lang] and data == [None, "easy", "standard", "strong", "automa"]


def test_two_seats_of_one_colour_cannot_start(window):
    dialog = _dialog(window)
    dialog.players.setValue(3)
    dialog.rows[1].colour.setCurrentIndex(dialog.rows[0].colour.currentIndex())
    assert not dialog.ok_button.isEnabled()
    assert dialog.problem.isVisibleTo(dialog) and "colour" in dialog.problem.text()
    dialog.rows[1].colour.setCurrentIndex(4)
    assert dialog.ok_button.isEnabled()


def test_empty_fields_take_defaults_and_a_random_seed(window):
    dialog = _dialog(window)
    dialog.players.setValue(4)
    assert [r.name.isVisibleTo(dialog) for r in dialog.rows] == [True] * 4 + [False] * 2
    setup = dialog.setup()
    assert setup.options["players"] == 4
    assert [s["name"] for s in setup.options["seats"]] == [f"Player {i}" for i in range(1, 5)]
    assert 1 <= setup.seed <= 999_999_999
    assert setup.lang == "en"


def test_the_dialog_speaks_korean_and_can_switch_the_language(qtbot, window):
    window.apply_settings(window.settings.changed(lang="ko"))
    dialog = _dialog(window)
    assert HANGUL.search(dialog.windowTitle()) and HANGUL.search(dialog.ok_button.text())
    assert dialog.language.currentText() == "한국어"
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert window.settings.lang == "en" and window.model.lang == "en"
    assert not HANGUL.search(window.table.prompt_bar.prompt.text())


def _form_words(dialog: NewGameDialog) -> list[str]:
    """Every word the form shows (but the language chooser, which names each language in itself,
    and the seat numbers)."""
    words = [dialog.windowTitle(), dialog.problem.text(), dialog.seed.placeholderText()]
    words += [label.text() for label in dialog.findChildren(QLabel) if not label.text().isdigit()]
    words += [button.text() for button in dialog.buttons.buttons()]
    for box in dialog.findChildren(QComboBox):
        if box is not dialog.language:
            words += [box.itemText(i) for i in range(box.count())]
    words += [row.name.placeholderText() for row in dialog.rows]
    return [word for word in words if word]


def test_choosing_korean_for_the_game_turns_the_form_korean_and_back(window):
    dialog = _dialog(window)
    dialog.map.setCurrentIndex(dialog.map.findData("usa"))
    dialog.players.setValue(4)
    dialog.rows[0].name.setText("Ann")
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("standard"))
    dialog.rows[1].colour.setCurrentIndex(dialog.rows[0].colour.currentIndex())  # a problem
    chosen = (dialog.options(), dialog.rows[1].colour.currentIndex())
    assert not [w for w in _form_words(dialog) if HANGUL.search(w)]
    assert "colour" in dialog.problem.text()

    dialog.language.setCurrentIndex(dialog.language.findData("ko"))
    words = _form_words(dialog)
    assert all(HANGUL.search(w) for w in words if w != "Ann"), words
    assert dialog.windowTitle() == "파워그리드 새 게임"
    assert dialog.ok_button.text() == "시작" and dialog.map.currentText() == "미국"
    assert dialog.rows[3].name.placeholderText() == "플레이어 4"
    assert dialog.rows[2].kind.currentText() == "봇 · 보통"
    assert "같은 색" in dialog.problem.text()
    # what was chosen stays chosen; only the default names follow the language
    options = dialog.options()
    assert options["map"] == "usa" and options["players"] == 4
    assert [s["name"] for s in options["seats"]] == [
        "Ann",
        "플레이어 2",
        "플레이어 3",
        "플레이어 4",
    ]
    assert [s["bot"] for s in options["seats"]] == [s["bot"] for s in chosen[0]["seats"]]
    assert [s["colour"] for s in options["seats"]] == [s["colour"] for s in chosen[0]["seats"]]

    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert not [w for w in _form_words(dialog) if HANGUL.search(w)]
    assert dialog.options() == chosen[0] and dialog.rows[1].colour.currentIndex() == chosen[1]
    assert window.settings.lang == "en"  # the app follows only when the game starts


def test_the_dialog_says_where_each_player_sits_round_a_table_top(qtbot, window):
    dialog = _dialog(window)
    QTest.mouseClick(dialog.players.group.button(4), Qt.MouseButton.LeftButton)
    assert dialog.edges() == ("bottom", "bottom", "top", "top")  # the usual places for four
    QTest.mouseClick(dialog.players.group.button(6), Qt.MouseButton.LeftButton)
    assert set(dialog.edges()) == {"bottom", "right", "top", "left"}  # all four edges for six
    QTest.mouseClick(dialog.players.group.button(3), Qt.MouseButton.LeftButton)
    dialog.rows[1].edge.setCurrentIndex(dialog.rows[1].edge.findData("left"))
    dialog.rows[2].edge.setCurrentIndex(dialog.rows[2].edge.findData("right"))
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    assert window.settings.seats_at == "bottom,left,right"
    window.apply_settings(window.settings.changed(table_top=True))
    assert [z.edge for z in window.table.zones] == ["bottom", "left", "right"]
    assert [z.degrees for z in window.table.zones] == [0, 90, 270]


def test_the_usual_places_leave_the_setting_empty(window):
    dialog = _dialog(window)
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert window.settings.seats_at == ""


@pytest.mark.parametrize(("card", "name"), [(1, "Brass: Birmingham"), (2, "Brass: Lancashire")])
def test_a_brass_game_seats_two_to_four_with_bots_and_opens_its_table(window, card, name):
    QTest.mouseClick(window.gallery.cards[card], Qt.MouseButton.LeftButton)
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog) and not dialog.map.isVisibleTo(dialog)
    assert sorted(dialog.players.group.id(b) for b in dialog.players.group.buttons()) == [2, 3, 4]
    QTest.mouseClick(dialog.players.group.button(4), Qt.MouseButton.LeftButton)
    for row in dialog.rows[2:4]:
        row.kind.setCurrentIndex(row.kind.findData("standard"))
    QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    model = window.model
    assert model is not None and window.windowTitle().startswith(name)
    assert [s["bot"] for s in model.session.options["seats"]] == [None, None, *["standard"] * 2]
    assert len(window.table.zones) == 4 and window.table.hand_off is not None


def _barrage_dialog(qtbot) -> NewGameDialog:
    from desktop.games import TITLES

    dialog = NewGameDialog(TITLES["barrage"], "en")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_a_game_that_colours_its_seats_asks_no_colour(qtbot):
    """A Barrage seat takes its company's colour: the dialog shows no colour to choose, and the
    table's swatches follow the company once the seat has one."""
    dialog = _barrage_dialog(qtbot)
    dialog.players.setValue(3)
    assert not dialog.labels["desktop.new.colour"].isVisible()
    assert not any(row.colour.isVisible() for row in dialog.rows)
    assert all(row.name.isVisible() for row in dialog.rows[:3])
    setup = dialog.setup()
    model = SessionModel(Session("barrage", setup.options, setup.seed), lang="en")
    chosen = setup.options["seats"][0]["colour"]
    assert model.colour(0) == chosen  # no company before the draft
    rules = model.rules
    while rules.prompt(model.state).kind == "draft":
        model.apply(rules.legal_actions(model.state)[0])
    company = {"company:usa": "red", "company:germany": "black", "company:italy": "green"}
    company |= {"company:france": "white", "company:netherlands": "orange"}
    assert rules.seat_colour(model.state, 0) == company[model.state.companies[0].id]
    assert model.colour(0) == GAME_COLOURS[company[model.state.companies[0].id]]


def test_an_automa_seat_with_its_level_and_the_titles_options(qtbot):
    dialog = _barrage_dialog(qtbot)
    dialog.players.setValue(3)
    dialog.rows[0].kind.setCurrentIndex(dialog.rows[0].kind.findData("automa"))
    dialog.rows[0].name.setText("Tesla")
    dialog.rows[1].name.setText("Ann")
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("standard"))
    dialog.difficulty.setCurrentIndex(dialog.difficulty.findData("hard"))
    dialog.flags["expansion"].setChecked(True)
    assert dialog.ok_button.isEnabled()
    setup = dialog.setup()
    options = setup.options
    assert [s["name"] for s in options["seats"]] == ["Ann", "Player 3", "Tesla"]  # Automa last
    assert [s["bot"] for s in options["seats"]] == [None, "standard", None]
    assert options["automa"] == 1 and options["difficulty"] == "hard" and options["expansion"]
    dialog.flags["beginner"].setChecked(True)  # the rules refuse an Automa in a beginner game
    assert not dialog.ok_button.isEnabled()
    assert "advanced rules only" in dialog.problem.text()


def test_the_automas_level_and_options_speak_korean(qtbot):
    dialog = _barrage_dialog(qtbot)
    dialog.speak("ko")
    assert HANGUL.search(dialog.difficulty.currentText())
    assert all(HANGUL.search(box.text()) for box in dialog.flags.values())
    assert HANGUL.search(dialog.rows[0].kind.itemText(dialog.rows[0].kind.findData("automa")))


def _roads_and_boats_dialog(qtbot) -> NewGameDialog:
    from desktop.games import TITLES

    dialog = NewGameDialog(TITLES["roads-and-boats"], "en")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_a_random_map_is_laid_from_the_games_seed(qtbot):
    from rules.roadsboats.maps import map_to_json, random_map

    dialog = _roads_and_boats_dialog(qtbot)
    dialog.players.setValue(1)  # alone, against the wonder
    dialog.map.setCurrentIndex(dialog.map.findData("random"))
    dialog.seed.setText("77")
    assert dialog.ok_button.isEnabled()
    setup = dialog.setup()
    assert setup.options["map"] == map_to_json(random_map(1, 77))
    assert dialog.map.itemText(dialog.map.findData("the_pacific")) == "The Pacific"


def test_a_map_file_that_is_no_map_is_refused_with_what_is_wrong(qtbot, tmp_path):
    from rules.roadsboats.maps import map_to_json, preset_map

    dialog = _roads_and_boats_dialog(qtbot)
    lava = tmp_path / "lava.json"
    lava.write_text('{"hexes": [{"q": 0, "r": 0, "terrain": "lava"}]}')
    dialog.choose_map_file(str(lava))
    assert dialog.map.currentData() == "file"
    assert not dialog.ok_button.isEnabled()
    assert "unknown terrain lava" in dialog.problem.text()
    good = tmp_path / "mine.json"
    good.write_text(json.dumps(map_to_json(preset_map("map:mesopotamia"))))
    dialog.choose_map_file(str(good))
    assert dialog.ok_button.isEnabled() and not dialog.problem.isVisible()
    assert dialog.setup().options["map"] == map_to_json(preset_map("map:mesopotamia"))


def test_colours_a_title_names_read_in_the_dialogs_language(qtbot):
    """Roads & Boats names its seats' colours ("red", ... "purple"): the dialog says them in
    Korean and paints each swatch in the colour the table draws, not Qt's named colour."""
    from desktop.games import TITLES

    dialog = NewGameDialog(TITLES["roads-and-boats"], "ko")
    qtbot.addWidget(dialog)
    combo = dialog.rows[0].colour
    names = [combo.itemText(i) for i in range(combo.count())]
    assert names == ["빨강", "노랑", "초록", "파랑", "보라"]
    purple = combo.itemIcon(combo.findData("purple")).pixmap(8, 8).toImage().pixelColor(4, 4)
    assert purple.name() == GAME_COLOURS["purple"]
