"""Each title is its two descriptors (issue 28): the rules' (`rules/<title>/title.py`) and the
table's (`desktop/games/<title>/title.py`), found by the registries without a list of titles."""

from __future__ import annotations

import importlib
from pathlib import Path

from desktop import games
from rules.core.descriptor import load
from rules.core.games import titles
from rules.core.ruleset import Ruleset

ROOT = Path(__file__).resolve().parents[2]


def test_every_table_has_its_rules_and_every_title_its_table():
    """A table whose id names no rules title would be dropped without a word: none is."""
    tables = [
        table.game_id
        for path in sorted((ROOT / "desktop" / "games").glob("*/title.py"))
        for table in importlib.import_module(f"desktop.games.{path.parent.name}.title").TABLES
    ]
    assert sorted(tables) == sorted(t.game_id for t in titles()) == sorted(games.TITLES)


def test_each_descriptor_names_parts_that_exist():
    for title in titles():
        rules = load(title.rules)
        assert issubclass(rules, Ruleset) and rules.game_id == title.game_id
        assert callable(load(title.bot)) and callable(load(title.elements))
        low, high = title.players
        assert 1 <= low <= high
        for option in title.options:
            assert option.flag == f"--{option.key}"
            assert bool(option.choices) == (option.field == "automa_level")


def test_the_titles_keep_the_gallerys_order():
    assert [t.game_id for t in titles()] == list(games.TITLES)
    assert [t.order for t in titles()] == sorted(t.order for t in titles())
