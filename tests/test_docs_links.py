"""The README and docs/: every link resolves to a file inside the repository (no link leaves it),
every title at the table has its rules reference in English and Korean, linked from the README,
and the numbers in those references are the numbers of the data the rules engine plays with."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote

import pytest

from desktop.games import TITLES
from rules.core.i18n import LANGUAGES, catalog
from rules.powergrid.data import MAPS, load_map, plants, tables

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
PAGES = [README, *sorted(DOCS.rglob("*.md"))]

FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.S | re.M)
CODE = re.compile(r"`[^`\n]*`")
INLINE = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
DEFINITION = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?", re.M)
AUTOLINK = re.compile(r"<([a-zA-Z][a-zA-Z0-9+.-]*:[^>\s]*)>")
HTML = re.compile(r"(?:href|src)\s*=\s*[\"']([^\"']+)[\"']", re.I)
BARE = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*://|\bwww\.|\bmailto:", re.I)
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def _prose(text: str) -> str:
    """The page without code blocks and code spans, where nothing is a link."""
    return CODE.sub("", FENCE.sub("", text))


def links(page: Path) -> list[str]:
    prose = _prose(page.read_text(encoding="utf-8"))
    found = []
    for pattern in (INLINE, DEFINITION, AUTOLINK, HTML):
        found += [m.group(1) for m in pattern.finditer(prose)]
    return found


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to -."""
    words = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return words.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    prose = FENCE.sub("", page.read_text(encoding="utf-8"))
    return {slug(m.group(1)) for m in re.finditer(r"^#{1,6}\s+(.+?)\s*#*$", prose, re.M)}


def _name(page: Path) -> str:
    return str(page.relative_to(ROOT))


# -- links -----------------------------------------------------------------------------------


def test_the_pages_are_found_and_have_links():
    assert README in PAGES and len(PAGES) > 2
    assert all(links(page) for page in PAGES if page.parent.name == "rules")
    assert links(README)


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_no_address_outside_the_repository(page):
    """No URL at all, not even in code: a reader offline has only the repository."""
    text = page.read_text(encoding="utf-8")
    assert not BARE.findall(text)
    assert "/work/" not in text and "shared/" not in _prose(text)


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_link_resolves_inside_the_repository(page):
    problems = []
    for target in links(page):
        path, _, fragment = target.partition("#")
        path = unquote(path.partition("?")[0])
        if SCHEME.match(target) or target.startswith(("/", "//")):
            problems.append(f"{target}: leaves the repository")
            continue
        resolved = (page.parent / path).resolve() if path else page
        if not resolved.is_relative_to(ROOT):
            problems.append(f"{target}: outside the repository")
        elif not resolved.exists():
            problems.append(f"{target}: no such file")
        elif fragment and resolved.suffix == ".md" and fragment not in anchors(resolved):
            problems.append(f"{target}: no heading #{fragment}")
    assert not problems, f"{_name(page)}: {problems}"


def test_a_link_outside_is_caught():
    """The checks themselves: a web address, an absolute path and a climb out are refused."""
    assert BARE.findall("see https://example.org or www.example.org")
    assert SCHEME.match("mailto:someone")
    assert links(README)  # and the parser finds the README's pictures and pages
    page = "[a](https://x.org) ![b](docs/x.png) <https://y.org> [c]: ../../z.md `[d](no.md)`"
    assert [m.group(1) for m in INLINE.finditer(_prose(page))] == ["https://x.org", "docs/x.png"]
    assert slug("Phase 2: auction") == "phase-2-auction"
    assert slug("2단계: 발전소 경매") == "2단계-발전소-경매"


# -- the rules references --------------------------------------------------------------------


@pytest.mark.parametrize("game", TITLES)
def test_every_title_at_the_table_has_its_rules_in_both_languages_linked_from_the_readme(game):
    readme = links(README)
    for lang in LANGUAGES:
        page = DOCS / "rules" / f"{game}.{lang}.md"
        assert page.is_file(), page
        assert page.read_text(encoding="utf-8").startswith("# ")
        assert f"docs/rules/{game}.{lang}.md" in readme


def _section(page: str, heading: str) -> str:
    """The text under a heading (any level) up to the next heading of the same or a higher level."""
    match = re.search(rf"^(#+) {re.escape(heading)}\s*$", page, re.M)
    assert match, heading
    level = len(match.group(1))
    rest = page[match.end() :]
    end = re.search(rf"^#{{1,{level}}} ", rest, re.M)
    return rest[: end.start()] if end else rest


def _rows(text: str) -> list[list[str]]:
    """The cells of every table row (header rows included, the --- rows left out)."""
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not re.fullmatch(r"[|\-: ]+", line):
            rows.append([cell.strip().strip("*") for cell in line.strip().strip("|").split("|")])
    return rows


def _ints(cell: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", cell)]


HEADINGS = {
    "en": {
        "plants": "Power plants",
        "counts": "What the number of players changes",
        "income": "Income",
        "resupply": "Resupply",
        "maps": "The maps",
        "all": "all five others",
    },
    "ko": {
        "plants": "발전소",
        "counts": "인원에 따라 달라지는 것",
        "income": "수입",
        "resupply": "재입고",
        "maps": "맵",
        "all": "나머지 다섯 지역 모두",
    },
}
KINDS = {  # words of the fuel column, most specific first
    "en": [
        ("coal or oil", "hybrid"),
        ("ecological", "ecological"),
        ("fusion", "fusion"),
        *((r, r) for r in ("coal", "oil", "garbage", "uranium")),
    ],
    "ko": [
        ("석탄 또는 석유", "hybrid"),
        ("친환경", "ecological"),
        ("핵융합", "fusion"),
        ("석탄", "coal"),
        ("석유", "oil"),
        ("쓰레기", "garbage"),
        ("우라늄", "uranium"),
    ],
}


def _page(lang: str) -> str:
    return (DOCS / "rules" / f"powergrid.{lang}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_power_grid_plant_table_is_the_data(lang):
    said = {}
    for row in _rows(_section(_page(lang), HEADINGS[lang]["plants"]))[1:]:
        for number, fuel, cities in zip(row[0::3], row[1::3], row[2::3], strict=True):
            kind = next(k for word, k in KINDS[lang] if word in fuel)
            said[int(number)] = (kind, (_ints(fuel) or [0])[0], int(cities))
    data = {n: (p.kind, p.fuel, p.cities) for n, p in plants().items()}
    assert said == data


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_power_grid_player_count_table_is_the_data(lang):
    rows = _rows(_section(_page(lang), HEADINGS[lang]["counts"]))[1:]
    said = {int(row[0]): [_ints(cell)[0] for cell in row[1:]] for row in rows}
    data = tables().player_counts
    assert said == {
        n: [c.regions, c.removed, c.max_plants, c.step2, c.end] for n, c in data.items()
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_power_grid_income_table_is_the_data(lang):
    rows = _rows(_section(_page(lang), HEADINGS[lang]["income"]))
    paid = {}
    for head, values in zip(rows[0::2], rows[1::2], strict=True):
        for cities, income in zip(head[1:], values[1:], strict=True):
            paid[_ints(cities)[0]] = int(income)
    assert [paid[n] for n in sorted(paid)] == list(tables().payment)
    assert sorted(paid) == list(range(len(tables().payment)))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_power_grid_resupply_table_is_the_data(lang):
    rows = _rows(_section(_page(lang), HEADINGS[lang]["resupply"]))[1:]
    said = {
        int(row[0]): {step: _ints(cell) for step, cell in enumerate(row[1:], 1)} for row in rows
    }
    fuels = ("coal", "oil", "garbage", "uranium")
    data = tables().resupply
    assert said == {
        n: {step: [amounts[f] for f in fuels] for step, amounts in by_step.items()}
        for n, by_step in data.items()
    }


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_power_grid_maps_list_each_regions_cities_and_neighbours(lang):
    from rules.powergrid import board

    words = catalog(lang)
    maps = _section(_page(lang), HEADINGS[lang]["maps"])
    parts = re.split(r"^\*\*(.+)\*\*$", maps, flags=re.M)[1:]
    by_name = dict(zip(parts[0::2], parts[1::2], strict=True))
    assert len(by_name) == len(MAPS)
    for map_id in MAPS:
        data = load_map(map_id)
        name_of = {r: words[f"powergrid.region.{r}"] for r in data.regions}
        rows = _rows(by_name[words[f"powergrid.map.{map_id}"]])[1:]
        said = {row[0]: (row[1].split(", "), row[2]) for row in rows}
        assert set(said) == set(name_of.values())
        for region_id, region in data.regions.items():
            cities, borders = said[name_of[region_id]]
            names = [
                data.cities[c].name if lang == "en" else data.cities[c].name_ko
                for c in region.cities
            ]
            assert cities == names
            neighbours = {name_of[r] for r in board.region_adjacency(map_id)[region_id]}
            if borders == HEADINGS[lang]["all"]:
                assert len(neighbours) == len(data.regions) - 1
            else:
                assert set(borders.split(", ")) == neighbours
