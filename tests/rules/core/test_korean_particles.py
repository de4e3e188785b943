"""Korean particles follow the word before them: the formatter picks 이/가, 을/를, 은/는, 과/와,
으로/로, 이에요/예요 from the rendered word (rules/core/korean.py), and no Korean template puts a
fixed particle, or both forms ("을(를)"), after a placeholder."""

from __future__ import annotations

import re
import string

import pytest

from rules.core import i18n
from rules.core.i18n import catalog, render
from rules.core.korean import PAIRS, Ending, ending, is_pair, particle
from rules.core.text import Text

C, R, V = Ending.CONSONANT, Ending.RIEUL, Ending.VOWEL

# -- the choice ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("word", "end"),
    [("민준", C), ("민지", V), ("서울", R), ("통나무", V), ("벌목장", C), ("발전소 카드", V)],
)
def test_hangul_by_its_final_consonant(word, end):
    assert ending(word) is end


# Sino-Korean readings: 영 일 이 삼 사 오 육 칠 팔 구 십
NUMBERS = [C, R, V, C, V, V, C, R, R, V, C]


@pytest.mark.parametrize("n", range(11))
def test_numbers_by_their_korean_reading(n):
    assert ending(str(n)) is NUMBERS[n]


@pytest.mark.parametrize(
    ("number", "end"),
    [
        ("100", C),  # 백
        ("1000", C),  # 천
        ("10000", C),  # 만
        ("1,000", C),
        ("20", C),  # 이십
        ("15", V),  # 십오
        ("101", R),  # 백일
        ("1.5", V),  # 일 점 오
        ("2.0", C),  # 이 점 영
        ("100000000", C),  # 억
        ("1000000000000", V),  # 조
    ],
)
def test_numbers_by_their_last_unit_or_digit(number, end):
    assert ending(number) is end


@pytest.mark.parametrize(
    ("word", "end"),
    [
        *[(letter, R) for letter in "LlRr"],  # 엘 알
        *[(letter, C) for letter in "MmNn"],  # 엠 엔
        *[(letter, V) for letter in "ABCDEFGHIJKOPQSTUVWXYZ"],  # 에이 비 씨 ... 제트
        ("NW", V),  # 더블유
        ("MB", V),  # 비
        ("SUN", C),  # 엔
        ("Ann", C),  # 앤
        ("Bill", R),  # 빌
        ("Bob", C),  # 밥
        ("Jack", C),  # 잭
        ("Jane", C),  # 제인
        ("Mike", V),  # 마이크
        ("Nicole", R),  # 니콜
        ("Clare", V),  # 클레어
        ("Mark", V),  # 마크
        ("Peter", V),  # 피터
        ("Young", C),  # 영
    ],
)
def test_latin_letters_by_their_korean_names_and_words_by_a_loanword_reading(word, end):
    assert ending(word) is end


@pytest.mark.parametrize(
    ("word", "end"),
    [
        ("€", V),  # 유로
        ("12€", V),
        ("£", V),  # 파운드
        ("50%", V),  # 퍼센트
        ("1000₩", C),  # 원
        ('"통나무"', V),
        ("「벌목장」", C),
        ("발전소 (13)", V),  # the word before a note in parentheses: 발전소
        ("두 카드(특수 건설)", V),
        ("벌목장 [2]", C),
        ("(13)", C),  # nothing before it: 삼
        ("(민지 (봇))", V),
        ("민지.", V),
        ("saves/", V),
    ],
)
def test_signs_by_their_reading_quotes_by_what_is_inside_and_notes_by_the_word_before(word, end):
    assert ending(word) is end


@pytest.mark.parametrize(
    ("word", "pair", "form"),
    [
        ("민준", "이/가", "이"),
        ("민지", "이/가", "가"),
        ("2", "을/를", "를"),
        ("3", "을/를", "을"),
        ("10", "을/를", "을"),
        ("벌목장", "은/는", "은"),
        ("통나무", "과/와", "와"),
        ("부지", "으로/로", "로"),
        ("서울", "으로/로", "로"),  # a final ㄹ takes 로
        ("1", "으로/로", "로"),  # 일
        ("벌목장", "으로/로", "으로"),
        ("산업 카드", "으로는/로는", "로는"),
        ("철도", "으로는/로는", "로는"),
        ("서울", "으로는/로는", "로는"),  # a final ㄹ too
        ("벌목장", "으로는/로는", "으로는"),
        ("서울", "을/를", "을"),  # but 을, not 를
        ("7", "이에요/예요", "이에요"),
        ("2", "이에요/예요", "예요"),
        ("민준", "아/야", "아"),
        ("€", "이/가", "가"),
        ("漢", "을/를", "을(를)"),  # cannot be told: both forms
        ("", "을/를", "을(를)"),
    ],
)
def test_the_particle_follows_the_word(word, pair, form):
    assert particle(word, pair) == form


def test_a_pair_is_two_hangul_forms():
    assert all(is_pair(pair) for pair in PAIRS)
    assert not any(is_pair(spec) for spec in ("and", "@seat", "|city|cities", "+d", "이", "a/b"))


# -- the template syntax -------------------------------------------------------------------------


@pytest.fixture
def templates(monkeypatch):
    messages: dict[str, str] = {"core.list.and": "{rest}, {last}", "core.seat": "플레이어 {n}"}
    monkeypatch.setattr(i18n, "catalog", lambda lang: messages)
    return messages


@pytest.mark.parametrize(
    ("template", "params", "names", "shown"),
    [
        ("{player:이/가} 샀어요", {"player": "민준"}, (), "민준이 샀어요"),
        ("{player:이/가} 샀어요", {"player": "민지"}, (), "민지가 샀어요"),
        ("{items:and:을/를} 내요", {"items": ["석탄", "통나무"]}, (), "석탄, 통나무를 내요"),
        ("{owner:@seat:은/는} 받아요", {"owner": 1}, ("민지", "민준"), "민준은 받아요"),
        ("{owner:@seat:은/는} 받아요", {"owner": 2}, (), "플레이어 3은 받아요"),
        ("발전량 {n:으로/로}", {"n": 3}, (), "발전량 3으로"),
        ("발전량 {n:으로/로}", {"n": 8}, (), "발전량 8로"),
        ("{card:으로/로}는", {"card": Text("core.card")}, (), "부지 카드로는"),
        ("{n:과/와} {n}점", {"n": 10}, (), "10과 10점"),
    ],
)
def test_a_template_names_the_pair_after_the_placeholder(templates, template, params, names, shown):
    templates.update({"core.card": "부지 카드", "test": template})
    assert render(Text("test", params), "ko", names=names) == shown


# -- every Korean template -----------------------------------------------------------------------

# A particle whose form depends on the word before it, right after a placeholder (or its quote).
FIXED = re.compile(r"\}[\"'”’」』]?(이에요|예요|으로|이|가|을|를|은|는|과|와|로|아|야)(?![가-힣])")
FIXED_BEFORE_NEUN = re.compile(r"\}[\"'”’」』]?(으로|로)는")
WITH_PAIR = re.compile(r"\{[^{}]*:[가-힣]+/[가-힣]+\}")
BOTH_FORMS = re.compile(r"\((이|가|을|를|은|는|과|와|으|으로|로|이에요|예요|아|야|이라)\)")


def test_no_korean_template_fixes_a_particle_after_a_placeholder():
    def fixes(template: str) -> bool:
        rest = WITH_PAIR.sub("X", template)  # "{card:으로/로}는": the pair comes before 는
        return bool(FIXED.search(rest) or FIXED_BEFORE_NEUN.search(rest))

    assert not {key: t for key, t in catalog("ko").items() if fixes(t)}


def test_no_korean_template_writes_both_forms():
    assert not {key: t for key, t in catalog("ko").items() if BOTH_FORMS.search(t)}


NAMES = ("민준", "민지")  # a consonant-final and a vowel-final name
WORDS: tuple[str | int, ...] = (*NAMES, *range(11))
LISTS = ("and", "or", "then")
# Words that start like a particle but are not one: "3가지", "1 이상".
NOT_PARTICLES = ("가지", "이상", "이하", "이내", "이후", "이전", "가량")


def _specs(template: str) -> list[str]:
    return [spec for _, name, spec, _ in string.Formatter().parse(template) if name and spec]


def _spec(spec: str) -> str:
    """The spec without its particle pair."""
    head, _, pair = spec.rpartition(":")
    return head if is_pair(pair) else spec


def _named(prefix: str, like: str) -> tuple[str, str]:
    """An id under `prefix` whose name ends like `like`, and the name (any id if none does)."""
    ids = {
        key[len(prefix) + 1 :]: word
        for key, word in catalog("ko").items()
        if key.startswith(f"{prefix}.")
    }
    ids = {i: word for i, word in ids.items() if "." not in i and "{" not in word} or ids
    alike = [(i, w) for i, w in sorted(ids.items()) if ending(w) is ending(like)]
    return (alike or sorted(ids.items()))[0]


def _params(template: str, word: str | int) -> tuple[dict[str, object], set[str]]:
    """Every placeholder given `word` (a name or a number), and the words so inserted."""
    params: dict[str, object] = {}
    inserted = {str(word)}
    like = word if isinstance(word, str) else NAMES[0]
    for _, name, spec, _ in string.Formatter().parse(template):
        if not name:
            continue
        spec = _spec(spec or "")
        if spec == "@seat":
            params[name] = 0  # names=[word]
        elif spec.startswith("@"):
            params[name], shown = _named(spec[1:], like)
            inserted.add(shown)
        elif spec in LISTS:
            params[name] = [word]
        elif spec.startswith("|") or spec == "+d":
            params[name] = word if isinstance(word, int) else 3
        else:
            params[name] = word
    return params, inserted


def _disagrees(word: str, after: str) -> bool:
    """Whether the Hangul `after` starts with a particle form that does not fit `word`."""
    end = ending(word)
    if end is None or after.startswith(NOT_PARTICLES):
        return False
    if after.startswith("으로"):
        return end is not Ending.CONSONANT
    if after.startswith("로"):
        return end is Ending.CONSONANT
    if after.startswith(("가", "를", "는", "와", "야", "예요")):
        return end is not Ending.VOWEL
    if after.startswith(("이", "을", "은", "과", "아")):
        return end is Ending.VOWEL
    return False


def _misfits(shown: str, inserted: set[str]) -> list[str]:
    found = []
    for word in inserted:
        edge = r"(?<![\d.,])" if word[-1].isdigit() else ""
        for match in re.finditer(edge + re.escape(word) + "([가-힣]+)", shown):
            if _disagrees(word, match.group(1)):
                found.append(match.group(0))
    return found + BOTH_FORMS.findall(shown)


def test_every_korean_template_fits_its_particles_to_names_and_numbers():
    problems = {}
    for key, template in catalog("ko").items():
        for word in WORDS:
            params, inserted = _params(template, word)
            names = [word] if isinstance(word, str) else list(NAMES)
            if isinstance(word, str):
                inserted.add(word)
            shown = render(Text(key, params), "ko", names=names)
            if misfits := _misfits(shown, inserted):
                problems[f"{key} ({word})"] = (shown, misfits)
    assert not problems, "\n".join(f"{k}: {v}" for k, v in problems.items())


def test_the_check_sees_a_misfit():
    assert _misfits("민지을 골랐어요", {"민지"}) == ["민지을"]
    assert _misfits("2을 내요, 10을 내요", {"2", "10"}) == ["2을"]
    assert _misfits("부지(으)로", {"부지"}) == ["으"]
    assert not _misfits("3가지예요, 민준으로, 서울로, 12를", {"3", "민준", "서울", "2"})


def test_korean_writes_a_space_before_nim():
    """One way to address a player: "민지 님", never "민지님"."""
    assert not {key: t for key, t in catalog("ko").items() if re.search(r"\S님", t)}
