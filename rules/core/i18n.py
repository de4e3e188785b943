"""Message catalogs: resources/i18n/<lang>.json and <title>.<lang>.json, merged per language.

Templates use `str.format` named placeholders. Parameters may be Texts (rendered in the same
language) or lists (joined with ", "). A few format specs let a template word raw ids itself:

    {city:@powergrid.city}   look the value up as the key `powergrid.city.<value>` (lists: each)
    {order:@seat}            seat number(s) → player name(s) (from `names`, else "Player n")
    {items:or}  {items:and}  join a list as "a, b or c" / "a, b and c" (core.list.or / .and)
    {steps:then}             join steps taken in order as "a → b → c" (core.list.then)
    {n:|city|cities}         the number followed by its singular or plural word: "1 city"

An empty list renders as `core.list.empty`. Any other spec is an ordinary format spec.

A Korean particle whose form depends on the word before it goes inside the placeholder, after
any other spec, as its pair (consonant form first); the formatter writes the form that fits the
word as rendered (rules/core/korean.py):

    {player:이/가}  {cost:and:을/를}  {owner:@seat:은/는}  {n:으로/로}  {energy:이에요/예요}

"민준이", "민지가", "통나무를", "10을", "2를", "서울로". English templates never name one.
"""

from __future__ import annotations

import functools
import json
import string
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import resources
from rules.core import korean
from rules.core.events import Event
from rules.core.text import Text

LANGUAGES = ("en", "ko")
# Catalog folders besides resources/i18n: those of titles kept elsewhere (`Title.catalogs`)
_FOLDERS: list[Path] = []


def add_catalogs(folder: Path) -> None:
    """Read the catalogs in `folder` too (a title registered from outside resources/)."""
    if folder not in _FOLDERS:
        _FOLDERS.append(folder)
        catalog.cache_clear()


def drop_catalogs(folder: Path) -> None:
    if folder in _FOLDERS:
        _FOLDERS.remove(folder)
        catalog.cache_clear()


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    messages: dict[str, str] = {}
    for folder in (resources.path("i18n"), *_FOLDERS):
        for file in sorted(folder.glob(f"*{lang}.json")):
            if file.name == f"{lang}.json" or file.name.endswith(f".{lang}.json"):
                messages.update(json.loads(file.read_text(encoding="utf-8")))
    return messages


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def render(item: Text | str | Any, lang: str = "en", *, names: Sequence[str] = ()) -> str:
    """Render a Text (parameters may be Texts themselves, or lists of them) in `lang`.

    `names` are the players' names by seat, for `{x:@seat}` placeholders.
    """
    if not isinstance(item, Text):
        return str(item)
    template = catalog(lang).get(item.key)
    if template is None:
        return item.key  # visible, and the catalog test fails on it
    return _Formatter(lang, names).vformat(template, (), item.params)


def render_event(event: Event, names: Sequence[str], lang: str = "en") -> str:
    """A log line: the event's text with `player` set to the name of the seat that acted."""
    text = event.text
    params = dict(text.params)
    if event.seat is not None:
        params.setdefault("player", names[event.seat])
    return render(Text(text.key, params), lang, names=names)


class _Formatter(string.Formatter):
    def __init__(self, lang: str, names: Sequence[str]) -> None:
        self.lang = lang
        self.names = names

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Any) -> Any:
        if isinstance(key, str) and key in kwargs:
            return kwargs[key]
        return "{" + str(key) + "}"  # a missing parameter stays visible

    def format_field(self, value: Any, format_spec: str) -> str:
        spec, _, pair = format_spec.rpartition(":")
        if not korean.is_pair(pair):
            return self._field(value, format_spec)
        word = self._field(value, spec)
        return word + korean.particle(word, pair)

    def _field(self, value: Any, format_spec: str) -> str:
        if format_spec.startswith("@"):
            prefix = format_spec[1:]
            items = value if isinstance(value, list | tuple) else [value]
            return self._join([self._lookup(prefix, v) for v in items])
        if format_spec in ("or", "and") and isinstance(value, list | tuple):
            return self._join([self._word(v) for v in value], format_spec)
        if format_spec == "then" and isinstance(value, list | tuple):  # steps in order
            words = [self._word(v) for v in value] or [render(Text("core.list.empty"), self.lang)]
            out = words[0]
            for word in words[1:]:
                out = render(Text("core.list.then", {"first": out, "next": word}), self.lang)
            return out
        if format_spec.startswith("|") and isinstance(value, int):
            one, _, other = format_spec[1:].partition("|")
            return f"{value} {one if value == 1 else other or one}"
        if isinstance(value, Text | list | tuple):
            return format(self._word(value), format_spec)
        return format(value, format_spec)

    def _word(self, value: Any) -> str:
        if isinstance(value, Text):
            return render(value, self.lang, names=self.names)
        if isinstance(value, list | tuple):
            return self._join([self._word(v) for v in value])
        return str(value)

    def _lookup(self, prefix: str, value: Any) -> str:
        if prefix == "seat":
            if isinstance(value, int) and 0 <= value < len(self.names):
                return self.names[value]
            n = value + 1 if isinstance(value, int) else value
            return render(Text("core.seat", {"n": n}), self.lang)
        return render(Text(f"{prefix}.{value}"), self.lang, names=self.names)

    def _join(self, words: list[str], last: str = "") -> str:
        if not words:
            return render(Text("core.list.empty"), self.lang)
        if not last or len(words) == 1:
            return ", ".join(words)
        rest = ", ".join(words[:-1])
        return render(Text(f"core.list.{last}", {"rest": rest, "last": words[-1]}), self.lang)
