"""Each title's glossary (`resources/i18n/glossary/<title>.json`) gives every game concept one
Korean name — the Korean rulebook's — and one English name. The Korean catalogs and the Korean
rules reference use no variant the glossary rules out (a variant inside the kept name, such as
기계 in 기계류, is no slip; one that holds the kept name, 증기선 for 기선, is); a variant the
rulebook itself also uses (`also`) may be named in the rules reference, never in the catalogs.
Every name the glossary keeps is in use somewhere, so the glossary cannot go stale.

The shared catalogs (`ko.json`, `desktop.ko.json`) are checked too: a shared string about some
titles keeps to each of their glossaries as their own catalogs do; any other shared string may
not use a variant that every glossary naming the concept rules out.

A glossary file:

    {"title": "barrage", "terms": [
        {"en": "engineer", "ko": "엔지니어", "not": ["기술자"]},
        {"en": "pasture", "ko": "목초지", "also": ["초원"]}
    ]}
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
GLOSSARIES = ROOT / "resources" / "i18n" / "glossary"
CATALOGS = ROOT / "resources" / "i18n"
RULES = ROOT / "docs" / "rules"

# the catalogs each title's texts live in (shared Brass texts serve both maps)
CATALOG_FILES = {
    "powergrid": ["powergrid"],
    "brass-birmingham": ["brass", "brass-birmingham"],
    "brass-lancashire": ["brass", "brass-lancashire"],
    "barrage": ["barrage"],
    "roads-and-boats": ["roads-and-boats"],
}


# Shared catalogs speak for every title. A shared string is about the titles its key names
# (desktop.about.data.barrage) or that SHOWN_FOR lists (a widget only those titles show); it must
# say what their rulebooks say. A string for every title cannot follow each rulebook at once
# (Power Grid's 맵 is Roads & Boats' 지도), so it only avoids what no rulebook would say: the
# variants ruled out by every glossary that names the concept.
SHARED_CATALOGS = ["ko.json", "desktop.ko.json"]
SHOWN_FOR = {
    # the --map argument: the titles with maps to choose (the new-game field is each title's)
    "desktop.arg.map": ("powergrid", "roads-and-boats"),
    "desktop.new.map_file": ("roads-and-boats",),  # a map file: Roads & Boats only
    # desktop/board/hand.py: the fanned hand only Brass's tables draw (a key ending in "." names
    # every key it begins)
    "desktop.hand.": ("brass-birmingham", "brass-lancashire"),
    "desktop.about.games": ("powergrid", "brass-birmingham", "brass-lancashire"),
}


def _glossaries() -> list[Path]:
    return sorted(GLOSSARIES.glob("*.json"))


def _terms(path: Path) -> list[dict]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["title"] == path.stem
    return data["terms"]


def _catalog_text(title: str, lang: str) -> dict[str, str]:
    texts: dict[str, str] = {}
    for name in CATALOG_FILES[title]:
        texts |= json.loads((CATALOGS / f"{name}.{lang}.json").read_text(encoding="utf-8"))
    return texts


def _slip(variant: str, kept: str, words: str) -> bool:
    """The ruled-out variant begins a word in the words (지도 is no slip in 건설부지도, nor 산 in
    생산): where it lies inside the kept name (기계 in 기계류) the kept name is passed over,
    where the kept name lies inside it (기선 in 증기선) not."""
    if kept not in variant:
        words = words.replace(kept, "\0")
    return re.search(rf"(?<![가-힣]){re.escape(variant)}", words) is not None


def _reference(title: str, lang: str) -> str:
    return (RULES / f"{title}.{lang}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("path", _glossaries(), ids=lambda p: p.stem)
def test_a_glossary_names_each_concept_once(path):
    terms = _terms(path)
    assert terms
    for term in terms:
        assert set(term) <= {"en", "ko", "not", "also", "note"}, term
        assert term["en"].strip() and term["ko"].strip(), term
        for variant in [*term.get("not", []), *term.get("also", [])]:
            assert variant.strip() and variant != term["ko"], term
    for key in ("en", "ko"):
        names = [t[key] for t in terms]
        assert len(names) == len(set(names)), f"two concepts share a {key} name"


@pytest.mark.parametrize("path", _glossaries(), ids=lambda p: p.stem)
def test_korean_texts_use_the_rulebooks_names(path):
    title = path.stem
    catalog = _catalog_text(title, "ko")
    reference = _reference(title, "ko")
    slips = []
    for term in _terms(path):
        for variant in term.get("not", []):
            keys = [k for k, v in catalog.items() if _slip(variant, term["ko"], v)]
            if keys:
                slips.append(f"{variant!r} for {term['ko']!r} in {keys[:3]}")
            if _slip(variant, term["ko"], reference):
                slips.append(f"{variant!r} for {term['ko']!r} in docs/rules/{title}.ko.md")
        for variant in term.get("also", []):
            keys = [k for k, v in catalog.items() if _slip(variant, term["ko"], v)]
            if keys:
                slips.append(f"{variant!r} (the rulebook's other name) in {keys[:3]}")
            if not _slip(variant, term["ko"], reference):
                slips.append(f"{variant!r}, the rulebook's other name, is not named in the rules")
    assert not slips, "\n".join(slips)


@pytest.mark.parametrize("path", _glossaries(), ids=lambda p: p.stem)
def test_every_name_the_glossary_keeps_is_in_use(path):
    title = path.stem
    used = {
        lang: "\n".join(_catalog_text(title, lang).values()) + _reference(title, lang)
        for lang in ("en", "ko")
    }
    unused = [
        f"{term[lang]!r} ({lang})"
        for term in _terms(path)
        for lang in ("en", "ko")
        if term[lang].casefold() not in used[lang].casefold()
    ]
    assert not unused, unused


def _shared_text() -> dict[str, str]:
    texts: dict[str, str] = {}
    for name in SHARED_CATALOGS:
        texts |= json.loads((CATALOGS / name).read_text(encoding="utf-8"))
    return texts


def _about(key: str, titles: list[str]) -> tuple[str, ...]:
    """The titles a shared string speaks of: () for one that serves every title alike."""
    shown = [
        t
        for named, ts in SHOWN_FOR.items()
        if key == named or (named.endswith(".") and key.startswith(named))
        for t in ts
    ]
    return tuple(dict.fromkeys([*shown, *(t for t in titles if key.split(".")[-1] == t)]))


def test_shared_strings_about_a_title_use_its_rulebooks_names():
    glossaries = {p.stem: _terms(p) for p in _glossaries()}
    slips = []
    for key, words in _shared_text().items():
        for title in _about(key, list(glossaries)):
            for term in glossaries[title]:
                for variant in [*term.get("not", []), *term.get("also", [])]:
                    if _slip(variant, term["ko"], words):
                        slips.append(f"{key}: {variant!r} for {title}'s {term['ko']!r}")
    assert not slips, "\n".join(slips)


def test_shared_strings_use_no_name_every_rulebook_rules_out():
    glossaries = {p.stem: _terms(p) for p in _glossaries()}
    concepts: dict[str, list[dict]] = {}
    for terms in glossaries.values():
        for term in terms:
            concepts.setdefault(term["en"].casefold(), []).append(term)
    slips = []
    for key, words in _shared_text().items():
        if _about(key, list(glossaries)):
            continue  # checked against its titles' glossaries above
        for concept, terms in concepts.items():
            ruled_out = [
                {v for v in term.get("not", []) if _slip(v, term["ko"], words)} for term in terms
            ]
            slips += [f"{key}: {v!r} ({concept})" for v in set.intersection(*ruled_out)]
    assert not slips, "\n".join(slips)


def test_a_shared_string_is_about_the_titles_its_key_or_shown_for_names():
    titles = [p.stem for p in _glossaries()]
    assert _about("desktop.about.data.barrage", titles) == ("barrage",)
    assert _about("desktop.hand.back", titles) == ("brass-birmingham", "brass-lancashire")
    assert _about("desktop.new.map_file", titles) == ("roads-and-boats",)
    assert _about("desktop.menu.new", titles) == ()
    hand = next(t for t in _terms(GLOSSARIES / "brass-birmingham.json") if t["en"] == "hand")
    assert _slip("손에 든 카드", hand["ko"], "민지 님이 손에 든 카드")  # what the check would flag


def test_the_shared_catalogs_keys_named_for_titles_exist():
    """SHOWN_FOR names keys that exist and titles that have a glossary, so it cannot go stale."""
    keys = _shared_text()
    titles = {p.stem for p in _glossaries()}
    for prefix, shown in SHOWN_FOR.items():
        assert any(k.startswith(prefix) for k in keys), prefix
        assert set(shown) <= titles, shown
