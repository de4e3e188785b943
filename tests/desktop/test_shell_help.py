"""The Help menu: the rules reference of the title at the table, in the app's language, in a
scrollable viewer facing the seat to act; and About Steamtable (version, licence, the sources of
the game data, the fonts)."""

from __future__ import annotations

import importlib.metadata
import json
import re
import tomllib
from pathlib import Path

import pytest
from conftest import started_window
from PySide6.QtCore import QUrl
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from desktop import games
from desktop.board.touch import touch_px
from desktop.settings import Settings
from desktop.shell import about, help_viewer
from desktop.shell.main_window import MainWindow
from desktop.shell.turned import FACING
from rules.core.i18n import LANGUAGES, catalog, render
from rules.core.session import Session
from rules.core.text import Text, text

ROOT = Path(__file__).resolve().parents[2]
GAME = "powergrid"


def _rules_label(lang: str, game: str = GAME) -> str:
    return render(text("desktop.menu.rules", game=Text(f"{game}.title")), lang)


def _help_entries(window: MainWindow) -> list[QAction]:
    """The Help menu's entries as a person opening it sees them."""
    window.help_menu.aboutToShow.emit()
    return [a for a in window.help_menu.actions() if a.isVisible() and not a.isSeparator()]


def _open_rules_from_the_menu(window: MainWindow, lang: str, game: str = GAME) -> None:
    entry = next(a for a in _help_entries(window) if a.text() == _rules_label(lang, game))
    entry.trigger()


def _page_title(game: str, lang: str) -> str:
    first = (help_viewer.DOCS / f"{game}.{lang}.md").read_text(encoding="utf-8").splitlines()[0]
    return first.removeprefix("# ")


@pytest.fixture
def open_window(qtbot):
    """Main windows with these looks; afterwards Qt's own words are English again (a Korean
    window installs Qt's Korean catalog into the application)."""
    made: list[MainWindow] = []

    def make(**looks) -> MainWindow:
        window = started_window(qtbot, Settings(bot_pause_ms=5, **looks))
        window.resize(1280, 800)
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        if window.lang != "en":
            window.apply_settings(window.settings.changed(lang="en"))


def _seat_table(window: MainWindow, players: int = 3) -> None:
    """A new table of the title, seated as the window's settings say."""
    window.show_session(Session(GAME, {"players": players}, 7))


# -- the rules of the title at the table -------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_menu_opens_the_rules_of_the_title_at_the_table_in_the_chosen_language(
    open_window, qtbot, lang
):
    window = open_window(lang=lang)
    _seat_table(window)
    assert [a.text() for a in _help_entries(window)] == [
        _rules_label(lang),  # the title at the table first, then the others in gallery order
        *(_rules_label(lang, g) for g in games.TITLES if g != GAME),
        render(text("desktop.menu.about"), lang),
    ]
    _open_rules_from_the_menu(window, lang)

    viewer = window.rules_viewer
    assert isinstance(viewer, help_viewer.RulesWindow)  # at a desk: a window of its own
    assert viewer.isVisible() and viewer.degrees == 0
    panel = viewer.panel
    assert panel.path == help_viewer.DOCS / f"{GAME}.{lang}.md"
    assert panel.heading.text() == _rules_label(lang)
    shown = panel.browser.toPlainText()
    assert shown.startswith(_page_title(GAME, lang))
    assert "#" not in shown.splitlines()[0]  # rendered from Markdown, not shown as source
    other = next(code for code in LANGUAGES if code != lang)
    assert _page_title(GAME, other) not in shown
    # long: it scrolls, and it opens at its top
    qtbot.waitUntil(lambda: panel.browser.verticalScrollBar().maximum() > 0)
    assert panel.browser.verticalScrollBar().value() == 0


def test_f1_opens_the_rules_at_the_table_and_a_second_time_replaces_the_first(open_window):
    window = open_window(lang="en")
    _seat_table(window)
    rules = window.commands["rules"]
    assert rules.shortcuts() and rules.shortcuts()[0].toString() == "F1"
    rules.trigger()
    first = window.rules_viewer
    assert first is not None and first.isVisible()
    rules.trigger()
    assert window.rules_viewer is not first
    shown = [w for w in window.findChildren(help_viewer.RulesWindow) if w.isVisible()]
    assert shown == [window.rules_viewer]


def test_the_close_button_is_touch_size_and_closes_the_viewer(open_window):
    window = open_window(lang="en")
    _seat_table(window)
    window.show_rules()
    viewer = window.rules_viewer
    button = viewer.panel.close_button
    assert min(button.width(), button.height()) >= touch_px()
    button.click()
    assert not viewer.isVisible()


@pytest.mark.parametrize("edge", ["bottom", "left", "top", "right"])
def test_in_table_top_mode_the_rules_face_the_seat_to_act(open_window, edge):
    window = open_window(lang="ko", table_top=True, seats_at=",".join([edge] * 3))
    _seat_table(window)
    table = window.table
    seat = table.acting_seat()
    assert seat is not None and table.edges[seat] == edge
    _open_rules_from_the_menu(window, "ko")

    viewer = window.rules_viewer
    assert isinstance(viewer, help_viewer.RulesOverlay)  # over the table, not a window
    assert viewer.isVisible() and viewer.degrees == FACING[edge]
    assert viewer.turned.degrees == FACING[edge] and viewer.turned.inner is viewer.panel
    assert viewer.geometry() == window.centralWidget().geometry()
    # its lines run along the seat's edge, and it lies nearer that edge than the opposite one
    page, panel = viewer.turned.geometry(), viewer.panel
    sideways = edge in ("left", "right")
    across = page.height() if sideways else page.width()
    assert (panel.width(), panel.height()) == (across, page.width() if sideways else page.height())
    area = viewer.rect()
    gap = {
        "bottom": (area.bottom() - page.bottom(), page.top() - area.top()),
        "top": (page.top() - area.top(), area.bottom() - page.bottom()),
        "left": (page.left() - area.left(), area.right() - page.right()),
        "right": (area.right() - page.right(), page.left() - area.left()),
    }[edge]
    assert 0 <= gap[0] < gap[1]
    assert viewer.panel.path.name == f"{GAME}.ko.md"
    assert min(viewer.panel.close_button.width(), viewer.panel.close_button.height()) >= (
        touch_px()
    )
    viewer.panel.close_button.click()
    assert not viewer.isVisible()


def test_table_top_rules_follow_the_seat_to_act_when_opened_again(open_window):
    window = open_window(lang="en", table_top=True, seats_at="bottom,top,left")
    _seat_table(window)
    table = window.table
    first = table.acting_seat()
    window.show_rules()
    assert window.rules_viewer.degrees == FACING[table.edges[first]]
    model = window.model
    while table.acting_seat() == first:  # play until another seat is to act
        assert model.apply(model.rules.legal_actions(model.state)[0])
    window.show_rules()
    assert window.rules_viewer.degrees == FACING[table.edges[table.acting_seat()]]


def test_in_the_gallery_the_help_menu_offers_the_rules_of_every_title(open_window):
    window = open_window(lang="ko")
    assert window.model is None
    entries = [a.text() for a in _help_entries(window)]
    assert entries == [
        *(_rules_label("ko", g) for g in games.TITLES),
        catalog("ko")["desktop.menu.about"],
    ]
    window.commands["rules"].trigger()  # F1: no table, nothing to open
    assert window.rules_viewer is None
    _open_rules_from_the_menu(window, "ko")
    assert window.rules_viewer.panel.path.name == f"{GAME}.ko.md"
    assert window.rules_viewer.degrees == 0


def test_the_viewer_follows_a_link_to_the_other_language_and_nothing_else(open_window):
    window = open_window(lang="en")
    window.show_rules(GAME)
    panel = window.rules_viewer.panel
    panel.browser.anchorClicked.emit(QUrl(f"{GAME}.ko.md"))
    assert panel.path.name == f"{GAME}.ko.md"
    assert panel.browser.toPlainText().startswith(_page_title(GAME, "ko"))
    for elsewhere in ("../../README.md", "https://example.org/x.md", "missing.md"):
        panel.browser.anchorClicked.emit(QUrl(elsewhere))
        assert panel.path.name == f"{GAME}.ko.md"


def test_a_missing_reference_is_said_so(open_window, monkeypatch, tmp_path):
    window = open_window(lang="en")
    monkeypatch.setattr(help_viewer, "DOCS", tmp_path)
    window.show_rules(GAME)
    assert window.rules_viewer is None
    assert window.dialog is not None
    assert "Power Grid" in window.dialog.windowTitle()


def test_every_title_at_the_table_has_its_reference_where_the_app_looks():
    """The app looks beside the `desktop` package: the source tree, the wheel (package data
    docs.rules) and the one-folder app (PyInstaller datas) all put docs/rules there."""
    assert help_viewer.DOCS == ROOT / "docs" / "rules"
    for game in games.TITLES:
        for lang in LANGUAGES:
            assert help_viewer.rules_path(game, lang) == ROOT / "docs" / "rules" / (
                f"{game}.{lang}.md"
            )
    assert help_viewer.rules_path(GAME, "xx") is None
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools = project["tool"]["setuptools"]
    assert "docs.rules" in setuptools["packages"]["find"]["include"]
    assert setuptools["package-data"]["docs.rules"] == ["*.md"]
    spec = (ROOT / "packaging" / "steamtable.spec").read_text(encoding="utf-8")
    assert '"docs" / "rules"' in spec and 'copy_metadata("steamtable")' in spec


# -- About Steamtable --------------------------------------------------------------------------


def _pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_about_says_version_licence_data_sources_and_fonts(open_window, lang):
    window = open_window(lang=lang)
    entry = next(a for a in _help_entries(window) if a is window.commands["about"])
    entry.trigger()
    dialog = window.dialog
    assert isinstance(dialog, about.AboutDialog) and dialog.isVisible()
    assert dialog.windowTitle() == catalog(lang)["desktop.menu.about"]
    said = dialog.text()
    assert importlib.metadata.version("steamtable") in said
    assert _pyproject()["license"] in said and about.licence() == _pyproject()["license"]
    for game, repos in about.data_sources():
        assert render(Text(f"{game}.title"), lang) in said
        for repo in repos:
            assert repo in said
    family = QApplication.font().families()[0]
    assert family in said
    assert min(dialog.close_button.width(), dialog.close_button.height()) >= touch_px()
    dialog.close_button.click()
    assert not dialog.isVisible()


def test_about_lists_the_repositories_the_data_files_name():
    """Every repository a `source` field under resources/ names (as "owner/repo path/...") is in
    About; and every title at the table has its sources there."""
    named = set()
    for path in (ROOT / "resources").rglob("*.json"):
        if path.parent.name == "i18n":
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        source = data.get("source") if isinstance(data, dict) else None
        if isinstance(source, str):
            named |= set(re.findall(r"\b([\w.-]+/[\w.-]+) [\w.-]+/", source))
    assert {"boardgamers/powergrid", "gummyboars/lunboks"} <= named
    listed = {repo for _, repos in about.data_sources() for repo in repos}
    assert named <= listed
    assert set(games.TITLES) <= {game for game, _ in about.data_sources()}
    for game, _ in about.data_sources():
        for lang in LANGUAGES:
            assert f"desktop.about.data.{game}" in catalog(lang)
            assert f"{game}.title" in catalog(lang)
