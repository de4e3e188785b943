"""Every text a player reads at the table reads as a sentence, in English and in Korean.

For each title (as its descriptor says, `rules.core.games`) a seeded game between heuristic bots
is played, and three stretches of it are read: the set-up, the middle and the last round (the
final position, game over, included). At each position of them:

- every element id the title's board and panels define is described, as the seat to act sees it;
- the prompt is put in words, and the game's log lines are read;
- every refusal the rules can give there is rendered: the answers to every prompt met anywhere in
  the game (most of them illegal here: another seat's, another prompt's, a spent chance), the same
  actions moved onto every other element of their kind (a build on each slot, a link on each
  route, a bid on each plant) and with their amounts out of range.

Each text, in both languages, may not be empty or None, nor show a raw message key or an unfilled
{placeholder}; a currency sign or unit must stand next to a number (in the text, and in the
template: a phrase may not fill a placeholder written beside a unit); in English a count of 1
takes the singular, no count is glued to "nothing" and "a" does not stand before a vowel; Korean
has no English word left in it (beyond the few proper names kept in Latin letters on purpose,
LATIN_IN_KOREAN), no count beside its word for "none", and a particle written after a
placeholder fits the word it gets ("카드를", "2장을").

A new title is read once its descriptor names the function listing its element ids.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from rules.bots import make_bot
from rules.core.actions import Action
from rules.core.descriptor import load
from rules.core.games import game_ids, ruleset, title
from rules.core.i18n import LANGUAGES, catalog, render
from rules.core.ruleset import Ruleset
from rules.core.text import Text

PLAYERS = 4  # seats in each title's game (fewer where a title seats fewer)
SEED = 3

STRETCH = 6  # positions read in a row at each point: one whole Brass action (card, tile, slot...)
POINTS = ("set-up", "middle", "last round")

# Words in Latin letters a Korean text may hold: none of the titles' own texts needs one (names of
# places, industries and cards are all in Hangul). Players' names are their own, whatever the
# script, and are allowed besides (the defaults, P1..P6, have a single letter anyway).
LATIN_IN_KOREAN: frozenset[str] = frozenset()


# -- the checks ------------------------------------------------------------------------------------

HANGUL = re.compile("[\uac00-\ud7a3]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
PLACEHOLDER = re.compile(r"[{}]")
NONE = re.compile(r"\bNone\b(?! of\b)")  # Python's None, not "None of your cards..."
POUND_WITHOUT_NUMBER = re.compile(r"£(?![−-]?\d)")
UNIT_WITHOUT_NUMBER = {
    "en": re.compile(r"(?<![\d,])(?<![\d,] )\bElektro\b"),
    "ko": re.compile(r"(?<![\d,])(?:파운드|€)"),
}
# A count of 1 and a plural noun, perhaps with a word between ("1 link icons", "+1 income
# spaces"); words ending in s that are no plural noun are left alone.
ONE_AND_PLURAL = re.compile(r"(?<![\d.,£])\b1 (?:[a-z-]+ )?([a-z]+s)\b")
NOT_PLURAL = re.compile(r"(?:ss|us|is|was|has|does|goes|its|as)$")
A_BEFORE_VOWEL = re.compile(r"\b[Aa] (?=[AEIOaeio])")  # "a Iron Works"
COUNT_AND_NOTHING = {
    "en": re.compile(r"\b\d+ (?:nothing|none)\b"),
    "ko": re.compile(r"없음\s?\d|\d\s?없음"),
}
# In a template, a placeholder written beside a currency sign or unit: its value must be a number.
UNIT_FIELD = {
    "en": re.compile(r"£\{(\w+)[^}]*\}|\{(\w+)[^}]*\} (?:VP|Elektro)\b"),
    "ko": re.compile(r"\{(\w+)[^}]*\}(?:파운드|€|개|장|칸|점|명|곳|번째|단계|라운드)"),
}


@functools.cache
def _raw_key() -> re.Pattern[str]:
    prefixes = sorted({key.split(".")[0] for key in catalog("en")}, key=len, reverse=True)
    return re.compile(rf"(?<![\w-])(?:{'|'.join(map(re.escape, prefixes))})\.[a-z0-9_]")


def problems(out: str | None, lang: str, names: tuple[str, ...] = ()) -> list[str]:
    """What keeps a rendered text from reading as a sentence in `lang` (nothing: it reads)."""
    if out is None:
        return ["None"]
    if not out.strip():
        return ["empty"]
    found = []
    if _raw_key().search(out):
        found.append("raw message key")
    if PLACEHOLDER.search(out):
        found.append("unfilled placeholder")
    if NONE.search(out):
        found.append("None")
    if POUND_WITHOUT_NUMBER.search(out) or UNIT_WITHOUT_NUMBER[lang].search(out):
        found.append("currency or unit beside a word")
    if COUNT_AND_NOTHING[lang].search(out):
        found.append("a count glued to 'nothing'")
    if lang == "en":
        if any(not NOT_PLURAL.search(m[1]) for m in ONE_AND_PLURAL.finditer(out)):
            found.append("1 with a plural noun")
        if A_BEFORE_VOWEL.search(out):
            found.append("'a' before a vowel")
        if HANGUL.search(out):
            found.append("Hangul in English")
    else:
        name_words = {w for name in names for w in LATIN_WORD.findall(name)}
        english = set(LATIN_WORD.findall(out)) - LATIN_IN_KOREAN - name_words
        if english:
            found.append(f"English words in Korean: {', '.join(sorted(english))}")
    return found


def unit_slips(item: Text, lang: str) -> list[str]:
    """Placeholders written beside a currency sign or unit whose value is not a number (a phrase
    given where the template expects an amount), in `item` and the Texts inside it."""
    found = []
    template = catalog(lang).get(item.key, "")
    for match in UNIT_FIELD[lang].finditer(template):
        name = match[1] or match[2]
        value = item.params.get(name)
        if value is not None and not _is_number(value):
            found.append(f"{item.key}: {{{name}}} beside a unit is {value!r}")
    for value in item.params.values():
        for inner in value if isinstance(value, list | tuple) else [value]:
            if isinstance(inner, Text):
                found += unit_slips(inner, lang)
    return found


# A Korean particle whose form follows the word before it: (after a final consonant, after none).
PARTICLES = {"은": "은는", "는": "은는", "이": "이가", "가": "이가", "을": "을를", "를": "을를"}
PARTICLES |= {"과": "과와", "와": "과와", "이에요": "이에요예요", "예요": "이에요예요"}
PARTICLE_FIELD = re.compile(r"\{(\w+)\}(으로|로|이에요|예요|[은는이가을를과와])(?![(\w])")
RIEUL = 8  # the final consonant ㄹ, after which 로 (not 으로) is said


def particle_slips(item: Text, names: tuple[str, ...] = ()) -> list[str]:
    """Korean particles written after a placeholder that do not fit the word it gives ("2장를"
    for "2장을"), in `item` and the Texts inside it. A parenthesis at the end of the word is
    passed over, as the particle follows the word before it."""
    found = []
    for match in PARTICLE_FIELD.finditer(catalog("ko").get(item.key, "")):
        name, particle = match.groups()
        value = item.params.get(name)
        if isinstance(value, list | tuple):
            value = value[-1] if value else None
        word = render(value, "ko", names=names) if isinstance(value, Text) else str(value)
        word = re.sub(r"\s*\([^()]*\)$", "", word).rstrip("'\"")
        if value is None or not word or not HANGUL.match(word[-1]):
            continue  # a number or a name in Latin letters: left to the reader
        final = (ord(word[-1]) - 0xAC00) % 28
        if particle in ("으로", "로"):
            right = "로" if final in (0, RIEUL) else "으로"
        else:
            pair = PARTICLES[particle]
            right = pair[: len(pair) // 2] if final else pair[len(pair) // 2 :]
        if particle != right:
            found.append(f"{item.key}: '{word}{particle}' for '{word}{right}'")
    for value in item.params.values():
        for inner in value if isinstance(value, list | tuple) else [value]:
            if isinstance(inner, Text):
                found += particle_slips(inner, names)
    return found


def _is_number(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, str) and value.lstrip("−-").isdigit())


# -- what is read ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Read:
    """The texts of one title's game, each with where it was met."""

    texts: list[tuple[str, Text | None]]  # None: an element `describe` knows nothing of
    names: tuple[str, ...]
    counts: Counter[str]  # how many of each kind: element, refusal, prompt, log


@functools.cache
def read(game: str) -> Read:
    described = title(game)
    rules = ruleset(game)
    elements_of = load(described.elements)
    options = rules.normalize_options({"players": min(PLAYERS, described.players[1])})
    names = tuple(seat["name"] for seat in options["seats"])
    players = len(names)
    bots = [make_bot(game, "heuristic", SEED * 1000 + s) for s in range(players)]

    # The whole game once: its decisions, and every answer any prompt offered (by prompt kind).
    state = rules.setup(options, SEED)
    moves: list[Action] = []
    offered: dict[str, dict[Action, None]] = {}
    while (prompt := rules.prompt(state)) is not None:
        offered.setdefault(prompt.kind, {}).update(dict.fromkeys(rules.legal_actions(state)))
        moves.append(bots[prompt.seat].choose(rules, state, prompt.seat))
        rules.apply(state, moves[-1])
    last = len(moves)
    starts = {0: POINTS[0], last // 2: POINTS[1], max(0, last - STRETCH): POINTS[2]}
    read_at = {
        i: f"{point}, move {i}" for s, point in starts.items() for i in range(s, s + STRETCH)
    }
    read_at[last] = f"{POINTS[2]}, game over"

    # Replayed, reading the stretches.
    texts: list[tuple[str, Text | None]] = []
    counts: Counter[str] = Counter()
    state = rules.setup(options, SEED)
    for i in range(last + 1):
        where = read_at.get(i)
        if where is not None:
            for what, text in _texts_at(rules, state, elements_of, offered):
                texts.append((f"{where}: {what}", text))
                counts[what.split()[0]] += 1
        if i < last:
            for event in rules.apply(state, moves[i]):
                if where is not None:
                    params = dict(event.text.params)
                    if event.seat is not None:
                        params.setdefault("player", names[event.seat])
                    texts.append((f"{where}: log", Text(event.text.key, params)))
                    counts["log"] += 1
    return Read(_unique(texts), names, counts)


def _texts_at(
    rules: Ruleset,
    state: Any,
    elements_of: Callable[[Ruleset, Any], list[str]],
    offered: dict[str, dict[Action, None]],
) -> Iterator[tuple[str, Text | None]]:
    prompt = rules.prompt(state)
    seen = rules.view(state, None if prompt is None else prompt.seat)
    for element in elements_of(rules, seen):  # as that seat sees the table: its own cards named
        yield f"element {element}", rules.describe(seen, element)
    if prompt is None:
        return
    yield f"prompt {prompt.kind}", prompt.text
    for action in _candidates(prompt.kind, offered, elements_of(rules, state)):
        why = rules.why_not(state, action)
        if why is not None:
            yield f"refusal {action}", why


def _candidates(
    kind: str, offered: dict[str, dict[Action, None]], elements: list[str]
) -> list[Action]:
    """Every answer this prompt kind was ever offered, the same moved onto every element of their
    kind and with amounts out of range, and one answer of each other prompt."""
    out = dict.fromkeys(offered.get(kind, {}))
    by_kind: dict[str, list[str]] = {}
    for element in elements:
        by_kind.setdefault(element.partition(":")[0], []).append(element)
    for first in {type(a): a for a in reversed(list(offered.get(kind, {})))}.values():
        out.update(dict.fromkeys(_moved(first, by_kind)))
    for other, answers in offered.items():
        if other != kind:
            out.update(dict.fromkeys(list(answers)[:2]))
    return list(out)


def _moved(action: Action, elements: dict[str, list[str]]) -> Iterator[Action]:
    """`action` moved onto each element of the kind its piece or target names, and with its
    amount (if any) at 0 and far above any purse."""
    for template in (type(action).piece_id, type(action).target_id):
        match = re.fullmatch(r"([^{}]*)\{(\w+)\}", template or "")
        if match is None:
            continue
        prefix, name = match.groups()
        value = getattr(action, name)
        for element in elements.get(f"{prefix}{value}".partition(":")[0], []):
            raw = element.removeprefix(prefix)
            if raw.count(":") != str(value).count(":"):
                continue  # another shape under the same prefix (a seat's mat, not a piece)
            if isinstance(value, int) and raw.isdigit():
                yield dataclasses.replace(action, **{name: int(raw)})
            elif isinstance(value, str) and element.startswith(prefix):
                yield dataclasses.replace(action, **{name: raw})
    if action.amount_field is not None:
        yield action.with_amount(0)
        yield action.with_amount(10**6)


def _unique(texts: list[tuple[str, Text | None]]) -> list[tuple[str, Text | None]]:
    seen: dict[str, tuple[str, Any]] = {}
    for where, text in texts:
        seen.setdefault(where if text is None else repr(text), (where, text))
    return list(seen.values())


# -- the test --------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", game_ids())
def test_every_text_of_every_title_reads_as_a_sentence(game, lang):
    found = read(game)
    assert found.counts["element"] and found.counts["refusal"] and found.counts["prompt"]
    slips = []
    for where, text in found.texts:
        if text is None:
            slips.append(f"None  [{where}]")
            continue
        out = render(text, lang, names=found.names)
        slips_here = problems(out, lang, found.names) + unit_slips(text, lang)
        if lang == "ko":
            slips_here += particle_slips(text, found.names)
        for slip in slips_here:
            slips.append(f"{slip}: {out!r}  [{text.key}; {where}]")
    assert not slips, f"{len(slips)} texts do not read:\n" + "\n".join(slips[:60])


# -- the checks catch what they should -------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "slip"),
    [
        ("en", "", "empty"),
        ("en", "powergrid.describe.city", "raw message key"),
        ("en", "P1 takes brass-lancashire.card.wild.location", "raw message key"),
        ("en", "Player {n}", "unfilled placeholder"),
        ("en", "Built for None", "None"),
        ("en", "selling earns £nothing (full)", "currency or unit beside a word"),
        ("en", "costs the connection Elektro", "currency or unit beside a word"),
        ("ko", "팔 때 팔 수 없음 (가득 참)파운드", "currency or unit beside a word"),
        ("ko", "비용이 모두€예요", "currency or unit beside a word"),
        ("en", "Derby (town): 1 of 3 slots free; 1 link icons now", "1 with a plural noun"),
        ("en", "when flipped 2 VP, +1 income spaces", "1 with a plural noun"),
        ("en", "P3: 1 cards", "1 with a plural noun"),
        ("en", "not yet flipped: 0 nothing on it", "a count glued to 'nothing'"),
        ("ko", "뒤집히지 않음: 자원 없음 0개", "a count glued to 'nothing'"),
        ("ko", "석탄 시장: coal 3개", "English words in Korean: coal"),
        ("en", "더비", "Hangul in English"),
        ("en", "Cotton Mill card does not build a Iron Works.", "'a' before a vowel"),
    ],
)
def test_the_check_catches(lang, text, slip):
    assert slip in problems(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "None of your cards can build your Cotton Mill in Leek."),
        ("en", "Derby (town): 1 of 3 slots free; 1 link icon now"),
        ("en", "Birkenhead (town): 1 of 1 slot free; 2 link icons now"),
        ("en", "In this step a city holds up to 1 house. P1 has £1 and 1 VP; P2 has 11 cards."),
        ("en", "Step 1 is the first; plant 1 was removed; £1 plus the slot"),
        ("en", "coal market: 8 of 8 spaces filled; buying costs £1, selling earns £12"),
        ("en", "That costs 29 Elektro; you have 26."),
        ("en", "Merchant at Oxford buying nothing (no beer barrel; bonus: £5)"),
        ("ko", "석탄 시장: 8칸 중 8칸 참. 살 때 1파운드, 시장이 가득 차서 팔 수 없어요"),
        ("ko", "비용이 29€인데 가진 돈은 26€예요."),
        ("ko", "노팅엄 상인: 아무것도 사지 않음 (맥주 통 없음. 보너스: 승점 3점)"),
        ("ko", "외부 면직물 시장 트랙 'X' 칸"),
    ],
)
def test_the_check_lets_sentences_pass(lang, text):
    assert not problems(text, lang), problems(text, lang)


def test_korean_may_hold_the_players_own_names():
    assert not problems("Ann 님의 방직소", "ko", ("Ann", "Bo"))
    assert problems("Ann 님의 방직소", "ko", ("Bo",))


def test_a_phrase_given_for_an_amount_is_caught_in_the_template():
    full = Text("brass.describe.market_full")
    assert unit_slips(Text("brass.describe.market_sale", {"price": full}), "en")
    assert unit_slips(Text("brass.describe.market_sale", {"price": full}), "ko")
    assert not unit_slips(Text("brass.describe.market_sale", {"price": 4}), "ko")


def test_a_korean_particle_that_does_not_fit_its_word_is_caught(monkeypatch):
    # The catalogs name the pair ({card:은/는}) and the formatter fits it to the word; a particle
    # written in a template is still caught.
    assert render(Text("brass.why.card_not_in_hand", {"card": "철도 시대 2장"}), "ko").startswith(
        "철도 시대 2장은 "
    )
    monkeypatch.setitem(catalog("ko"), "brass.why.card_not_in_hand", "{card}는 핸드에 없어요.")
    monkeypatch.setitem(catalog("ko"), "brass.why.card_cannot", "지금은 {card}로 {action} 행동을")
    card = Text("brass.card.location", {"location": Text("brass-birmingham.location.derby")})
    assert not particle_slips(Text("brass.why.card_not_in_hand", {"card": card}))  # 카드는
    two = Text("brass-lancashire.card.wild.location")
    assert not particle_slips(Text("brass.why.card_not_in_hand", {"card": two}))
    assert particle_slips(Text("brass.why.card_not_in_hand", {"card": "철도 시대 2장"}))  # 2장는
    assert particle_slips(Text("brass.why.card_cannot", {"card": "건설(특수)", "action": ""})) == []
    assert particle_slips(Text("brass.why.card_cannot", {"card": "산업 카드", "action": ""})) == []
    assert particle_slips(Text("brass.why.card_cannot", {"card": "두 장", "action": ""}))  # 장로
