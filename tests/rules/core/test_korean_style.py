"""One politeness level in Korean: every sentence in every Korean catalog speaks 해요체
("저장했어요", "할 수 없어요", "고르세요", "할까요?"), never the formal 합쇼체
("저장했습니다", "고르십시오", "합니까?") nor the plain written 한다체
("저장했다", "할 수 없다", "건설한다").

Labels and log lines that are noun phrases ("건설", "발전소 버림") end no sentence and are not
checked. 한다체 is caught where it is unmistakable: 다 right after a past or future marker (했다,
있었다, 하겠다), 있다/없다, 이다, or a verb stem with ㄴ/는 (한다, 된다, 먹는다); a plain adjective
("크다") cannot be told from a noun and is left alone.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

I18N = Path(__file__).resolve().parents[3] / "resources" / "i18n"
KOREAN_CATALOGS = sorted(p for p in I18N.glob("*.json") if p.name.split(".")[-2] == "ko")

HANGUL = "\uac00-\ud7a3"
# A word's end: no Hangul right after it, and no further Hangul word in the same clause (so
# "하니까 먼저" — "because" — is not read as a question).
WORD_END = rf"(?![{HANGUL}])(?!\s+[{HANGUL}])"
FORMAL = re.compile(rf"(?:니다|니까|십시오|시오){WORD_END}")
# Syllables before a final 다 that only a verb or adjective ending in 한다체 has: past/future
# markers (았 었 였 했 겠 ...), 있/없, and any syllable whose final consonant is ㄴ (한 된 간 는).
PLAIN_BEFORE_DA = set("았었였했겠있없났갔왔봤줬졌웠렸썼됐켰쳤찼")
PLAIN = re.compile(rf"([{HANGUL}])다{WORD_END}")
NIEUN = 4  # the jongseong index of ㄴ in a precomposed Hangul syllable
# Proper nouns (cities, places) may end in 다 for reasons of their own.
NAMES = re.compile(r"\.(city|location|region|map)\.")


def _final_consonant(syllable: str) -> int:
    return (ord(syllable) - 0xAC00) % 28


def problems(message: str) -> list[str]:
    """The sentence endings of `message` that are not 해요체."""
    found = [m.group(0) for m in FORMAL.finditer(message)]
    for match in PLAIN.finditer(message):
        before = match.group(1)
        start = match.start()
        if before in PLAIN_BEFORE_DA or _final_consonant(before) == NIEUN:
            found.append(match.group(0))
        elif before == "이" and start > 0 and re.match(f"[{HANGUL}]", message[start - 1]):
            found.append(message[start - 1 : match.end()])  # 이다: "발전소이다", not "이다" alone
    return found


@pytest.mark.parametrize(
    "message",
    [
        "{path}에 저장했습니다",
        "설치된 게임이 없습니다.",
        "두 자리가 같은 색입니다. 자리마다 다른 색을 고르세요.",
        "다른 색을 고르십시오.",
        "이어서 하시겠습니까?",
        "{path}에 쓸 수 없습니다: {error}.",
        "게임이 남아 있습니다 ({moves}수 진행).",
        "게임을 저장했다.",
        "보드는 차례인 사람 쪽으로 돌아간다.",
        "경매에 올릴 수 없다",
        "첫 라운드에는 발전소를 사야 한다.",
        "현재 시장의 발전소이다.",
        "발전소가 하나 있었다.",
    ],
)
def test_the_check_catches_formal_and_plain_endings(message):
    assert problems(message), message


@pytest.mark.parametrize(
    "message",
    [
        "{path}에 저장했어요",
        "설치된 게임이 없어요.",
        "두 자리가 같은 색이에요. 자리마다 다른 색을 고르세요.",
        "이어서 할까요?",
        "차례를 기다려 주세요. 지금은 봇이 결정하는 중이에요.",
        "돈이 모자라니까 먼저 대출하세요.",
        "{player}: 발전소 버림",
        "풀다",
        "다음 {price}",
        "다시 하기",
    ],
)
def test_the_check_lets_haeyo_and_noun_phrases_pass(message):
    assert not problems(message), problems(message)


def test_there_are_korean_catalogs():
    names = {p.name for p in KOREAN_CATALOGS}
    assert {"ko.json", "desktop.ko.json", "powergrid.ko.json", "brass.ko.json"} <= names


@pytest.mark.parametrize("path", KOREAN_CATALOGS, ids=lambda p: p.name)
def test_every_korean_message_speaks_haeyo(path):
    messages = json.loads(path.read_text(encoding="utf-8"))
    wrong = {
        key: (value, problems(value))
        for key, value in messages.items()
        if not NAMES.search(key) and problems(value)
    }
    assert not wrong, "not 해요체:\n" + "\n".join(f"{k}: {v}" for k, v in wrong.items())


@pytest.mark.parametrize("path", KOREAN_CATALOGS, ids=lambda p: p.name)
def test_korean_names_the_app_in_korean(path):
    """스팀테이블, as the window title says; the commands (steamtable-cli) keep their names."""
    messages = json.loads(path.read_text(encoding="utf-8"))
    latin = re.compile(r"(?<![A-Za-z-])Steamtable(?![A-Za-z-])")
    assert not {key: value for key, value in messages.items() if latin.search(value)}
