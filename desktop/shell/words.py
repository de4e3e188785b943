"""Rendering the shell's own texts (keys `desktop.*`) in the table's language."""

from __future__ import annotations

from rules.core.i18n import catalog, render
from rules.core.text import Text, text


def tr(lang: str, item: Text | str) -> str:
    return render(item, lang)


def has(lang: str, key: str) -> bool:
    return key in catalog(lang)


def title_name(lang: str, game: str) -> str:
    return render(Text(f"{game}.title"), lang)


def map_name(lang: str, game: str, map_id: str) -> str:
    return render(Text(f"{game}.map.{map_id}"), lang)


def language_name(lang: str) -> str:
    """A language's name in that language ("English", "한국어"), as a chooser shows it."""
    return render(text("desktop.lang.self"), lang)
