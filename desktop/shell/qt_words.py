"""Qt's own words (file dialog, message box buttons, a text field's menu) in the table's language.

They come from Qt's catalog `qtbase_<lang>.qm`, shipped with PySide6 (and copied into the packaged
app by packaging/steamtable.spec). That catalog lags behind Qt's sources: Qt 6 gave the file
dialog's labels mnemonics ("&Look in:", "Files of &type:") while the Korean catalog still holds
them without ("Look in:", "Files of type:"), so Korean windows showed those two in English. QtWords
answers such a label with the translation of its plain form plus the mnemonic the way Korean Qt
writes it ("다음에서 찾기(&L):").
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QObject, QTranslator

# The letter after a lone "&" ("&&" is a literal ampersand).
MNEMONIC = re.compile(r"(?<!&)&([^&\s])")
# Where a label's mnemonic goes in the Korean manner: before a closing colon or ellipsis.
TAIL = re.compile(r"(\s*(?::|\.\.\.|…)\s*)$")


def translation_folders() -> list[Path]:
    """Where Qt's .qm files may be: Qt's own answer first, then the places PySide6 (installed, or
    inside the PyInstaller bundle) keeps them, in case Qt's answer is wrong in a bundle."""
    import PySide6

    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    folders.append(Path(PySide6.__file__).resolve().parent / "Qt" / "translations")
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        folders.append(Path(bundle) / "PySide6" / "Qt" / "translations")
    unique: list[Path] = []
    for folder in folders:
        if folder not in unique:
            unique.append(folder)
    return unique


def with_mnemonic(translated: str, letter: str) -> str:
    """`translated` with "(&X)" before its trailing colon or ellipsis, as Korean Qt labels read."""
    mark = f"(&{letter.upper()})"
    tail = TAIL.search(translated)
    if tail is None:
        return translated + mark
    return translated[: tail.start()] + mark + translated[tail.start() :]


class QtWords(QTranslator):
    """Qt's catalog for one language, filling in the labels it lacks only for their mnemonic."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.catalog = QTranslator(self)

    def load_language(self, lang: str) -> bool:
        return any(self.catalog.load(f"qtbase_{lang}", str(f)) for f in translation_folders())

    def isEmpty(self) -> bool:
        return self.catalog.isEmpty()

    def language(self) -> str:
        return self.catalog.language()

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        found = self.catalog.translate(context, source, disambiguation, n)
        if found or "&" not in source:
            return found
        mnemonic = MNEMONIC.search(source)
        if mnemonic is None:
            return ""
        plain = source[: mnemonic.start()] + source[mnemonic.start() + 1 :]
        found = self.catalog.translate(context, plain, disambiguation, n)
        if not found or "&" in found.replace("&&", ""):
            return found
        return with_mnemonic(found, mnemonic.group(1))


def install_qt_words(lang: str, parent: QObject | None = None) -> QtWords | None:
    """Install Qt's own words in `lang` into the application; None for English (Qt's own) or when
    no catalog is found. Remove the returned translator before installing another language."""
    if lang == "en":
        return None
    words = QtWords(parent)
    if not words.load_language(lang):
        words.deleteLater()
        return None
    QCoreApplication.installTranslator(words)
    return words
