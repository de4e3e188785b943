"""Message catalogs: resources/i18n/<lang>.json and <title>.<lang>.json, merged per language."""

from __future__ import annotations

import functools
import json
import string
from typing import Any

import resources
from rules.core.text import Text

LANGUAGES = ("en", "ko")


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    messages: dict[str, str] = {}
    folder = resources.path("i18n")
    for file in sorted(folder.glob(f"*{lang}.json")):
        if file.name == f"{lang}.json" or file.name.endswith(f".{lang}.json"):
            messages.update(json.loads(file.read_text(encoding="utf-8")))
    return messages


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def render(item: Text | str | Any, lang: str = "en") -> str:
    """Render a Text (parameters may be Texts themselves, or lists of them) in `lang`."""
    if not isinstance(item, Text):
        return str(item)
    messages = catalog(lang)
    template = messages.get(item.key)
    if template is None:
        return item.key  # visible, and the catalog test fails on it
    params = {k: _param(v, lang) for k, v in item.params.items()}
    return template.format_map(_Defaulting(params))


def _param(value: Any, lang: str) -> Any:
    if isinstance(value, Text):
        return render(value, lang)
    if isinstance(value, list | tuple):
        sep = ", "
        return sep.join(str(_param(v, lang)) for v in value)
    return value


class _Defaulting(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
