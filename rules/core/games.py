"""The titles Steamtable knows, by game id: every package under `rules/` with a `title.py`
module (its `TITLES`, see `rules.core.descriptor`), found without importing the packages that
have none, and whatever `register` adds (a title that lives in the tests). Rules classes are
imported only when a game is played, so start-up stays fast."""

from __future__ import annotations

import functools
import importlib
import importlib.util
import pkgutil
from collections.abc import Iterator

import rules
from rules.core import i18n
from rules.core.descriptor import Title, load
from rules.core.errors import OptionsError, reason
from rules.core.ruleset import Ruleset

_titles: dict[str, Title] = {}  # by id, in their order; filled on first use
_found = False


def _scan() -> Iterator[Title]:
    """Each `rules.<package>.title`'s TITLES; a package without one (core, bots, geometry) is
    not imported at all."""
    for info in pkgutil.iter_modules(rules.__path__):
        if not info.ispkg:
            continue
        spec = importlib.util.find_spec(f"rules.{info.name}")  # its folder, not run
        folders = spec.submodule_search_locations if spec is not None else None
        if folders and any(m.name == "title" for m in pkgutil.iter_modules(folders)):
            yield from importlib.import_module(f"rules.{info.name}.title").TITLES


def _known() -> dict[str, Title]:
    global _found
    if not _found:
        _found = True
        for found in _scan():
            _add(found)
    return _titles


def _add(title: Title) -> None:
    if title.game_id in _titles:
        raise ValueError(f"two titles have the id {title.game_id!r}")
    ordered = sorted([*_titles.values(), title], key=lambda t: t.order)
    _titles.clear()
    _titles.update((t.game_id, t) for t in ordered)
    if title.catalogs is not None:
        i18n.add_catalogs(title.catalogs)


def register(title: Title) -> None:
    """Add a title from outside `rules/` (the tests' own); `unregister` takes it away again."""
    _known()
    _add(title)


def unregister(game_id: str) -> None:
    title = _known().pop(game_id)
    if title.catalogs is not None:
        i18n.drop_catalogs(title.catalogs)
    ruleset.cache_clear()


def titles() -> tuple[Title, ...]:
    """Every title, in order."""
    return tuple(_known().values())


def title(game_id: str) -> Title:
    found = _known().get(game_id)
    if found is None:
        known = ", ".join(_known())
        raise OptionsError(reason("core.error.unknown_game", game=game_id, known=known))
    return found


def game_ids() -> tuple[str, ...]:
    return tuple(_known())


@functools.cache
def ruleset(game_id: str) -> Ruleset:
    return load(title(game_id).rules)()
