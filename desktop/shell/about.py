"""About Steamtable: the version, the licence, where each game's data comes from, the fonts in use
and what the app is made with.

The version and the licence come from the installed package's metadata (what `--version` prints);
the sources are those the data files under `resources/` record (their `source` or `about` field):
a test checks that every repository a `source` field names is listed by a title.
"""

from __future__ import annotations

import platform
from importlib import metadata

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.board.touch import touch_px
from desktop.fonts import KOREAN_FAMILIES
from desktop.shell.words import tr
from rules.core.games import titles
from rules.core.text import Text, text
from rules.version import DISTRIBUTION, package_version


def data_sources() -> list[tuple[str, tuple[str, ...]]]:
    """Each title's data and the public repositories it was transcribed from (facts only, in
    our own schema), as its descriptor lists them (`Title.sources`), in the titles' order."""
    return [(t.game_id, t.sources) for t in titles() if t.sources]


LICENCE = "MIT"  # pyproject.toml's licence, for a run without package metadata


def licence() -> str:
    """The package's licence (an SPDX expression) as its metadata declares it."""
    try:
        meta = metadata.metadata(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return LICENCE
    return meta.get("License-Expression") or meta.get("License") or LICENCE


def font_in_use() -> str:
    """The family the app's Korean is set in (desktop.fonts.apply_app_font adds it after the
    system's Latin family), else the app's one family."""
    font = QApplication.font()
    families = font.families() or [font.family()]
    return next((f for f in families if f in KOREAN_FAMILIES), families[0])


def about_lines(lang: str) -> list[tuple[str, str]]:
    """(heading, paragraph) pairs of the dialog, in `lang`; an empty heading continues."""

    def say(item: Text) -> str:
        return tr(lang, item)

    sources = [
        say(
            text(
                "desktop.about.source",
                game=Text(f"{game}.title"),
                what=Text(f"desktop.about.data.{game}"),
                sources=list(repos),
            )
        )
        for game, repos in data_sources()
    ]
    made_with = text(
        "desktop.about.libraries",
        python=platform.python_version(),
        qt=qVersion(),
        pyside=PySide6.__version__,
    )
    return [
        ("", say(text("desktop.about.tagline"))),
        ("", say(text("desktop.about.version", version=package_version()))),
        ("", say(text("desktop.about.licence", licence=licence()))),
        (say(text("desktop.about.data_heading")), say(text("desktop.about.data_intro"))),
        *(("", line) for line in sources),
        ("", say(text("desktop.about.games"))),
        (
            say(text("desktop.about.fonts_heading")),
            say(text("desktop.about.fonts", family=font_in_use(), families=list(KOREAN_FAMILIES))),
        ),
        ("", say(made_with)),
    ]


class AboutDialog(QDialog):
    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr(lang, text("desktop.menu.about")))
        touch = touch_px()
        body = QWidget()
        column = QVBoxLayout(body)
        name = QLabel(f"<h2>{tr(lang, text('desktop.app_name'))}</h2>")
        column.addWidget(name)
        self.paragraphs: list[str] = []
        for heading, paragraph in about_lines(lang):
            if heading:
                label = QLabel(f"<b>{heading}</b>")
                column.addWidget(label)
            label = QLabel(paragraph)
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            column.addWidget(label)
            self.paragraphs.append(paragraph)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        buttons = QDialogButtonBox()
        self.close_button = QPushButton(tr(lang, text("desktop.close")))
        self.close_button.setMinimumSize(touch, touch)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.resize(min(touch * 20, 720), min(touch * 18, 640))

    def text(self) -> str:
        """Everything the dialog says, for tests."""
        return "\n".join(self.paragraphs)
