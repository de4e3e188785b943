"""Korean particles that follow the word before them: 이/가, 을/를, 은/는, 과/와, 으로/로,
으로는/로는, 이에요/예요, 아/야.

A pair is written consonant form first ("을/를"). The first form follows a word whose last spoken
syllable has a final consonant (jongseong), the second one a word that ends in a vowel; 으로/로 (and
any pair whose first form starts with 으) takes the second form after a final ㄹ too ("서울로").

The last spoken syllable of a rendered word:
- Hangul: its own final consonant.
- A number: its Korean reading, by the last nonzero digit or the unit after it (2 이 → "2를",
  3 삼 → "3을", 10 십 → "10을", 1000 천 → "1000은", 0 영 → "0이"); decimals digit by digit.
- A Latin letter alone or an acronym: its Korean name (L 엘, M 엠, N 엔, R 알 end in a consonant,
  the other letters in a vowel); a Latin word: a rough loanword reading ("Ann" 앤, "Bill" 빌,
  "Bob" 밥, "Mike" 마이크, "Peter" 피터).
- A sign: its reading (€ 유로, £ 파운드, % 퍼센트, ₩ 원).
- A word in parentheses at the end is a note on the word before it, and the particle follows
  that word, as Korean spelling has it: "두 카드(특수 건설)를", "발전소 (13)를".
- Closing quotes and corner brackets and final punctuation are skipped: what is inside is read.
Anything else (Hanja, an emoji) cannot be told: both forms are written, "을(를)".
"""

from __future__ import annotations

import re
import string
from enum import Enum


class Ending(Enum):
    VOWEL = "vowel"
    RIEUL = "rieul"  # a final ㄹ: a consonant, except before 으로/로
    CONSONANT = "consonant"


HANGUL_FIRST, HANGUL_LAST = 0xAC00, 0xD7A3
RIEUL_FINAL = 8  # the jongseong index of ㄹ in a precomposed syllable
PAIR = re.compile(r"([\uac00-\ud7a3]+)/([\uac00-\ud7a3]+)")
# The pairs a template may name: consonant form / vowel form.
PAIRS = frozenset(
    {"이/가", "을/를", "은/는", "과/와", "으로/로", "으로는/로는", "이에요/예요", "아/야"}
)

# Not spoken at a word's end: final punctuation, closing brackets and quotes, a folder's slash.
SKIPPED = set(" \t\n.,!?…:;·}>〉》」』】\"'”’»/\\")
NOTES = {")": "(", "]": "[", "）": "（"}  # a closing bracket and its opening one
DIGITS = "영일이삼사오육칠팔구"
TENS = "십백천"  # 1, 2, 3 trailing zeros
MYRIADS = "만억조경해"  # 4, 8, 12, 16, 20 trailing zeros
# A sign's reading: "12€" 십이 유로, "50%" 오십 퍼센트.
SIGNS = {"€": "유로", "£": "파운드", "$": "달러", "₩": "원", "¥": "엔", "%": "퍼센트", "°": "도"}
SIGNS |= {"+": "플러스", "-": "마이너스", "−": "마이너스", "#": "샵", "&": "앤드"}
# The Latin letters whose Korean names end in a consonant: 엘 알 엠 엔; the others end in a vowel.
LETTER_FINALS = {"l": Ending.RIEUL, "r": Ending.RIEUL, "m": Ending.CONSONANT, "n": Ending.CONSONANT}
LATIN_VOWELS = set("aeiouy")
COMPAT_CONSONANTS = "ㄱㄲㄳㄴㄵㄶㄷㄸㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅃㅄㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"


def is_pair(spec: str) -> bool:
    """Whether a format spec names a particle pair ("이/가")."""
    return PAIR.fullmatch(spec) is not None


def particle(word: str, pair: str) -> str:
    """The form of `pair` ("을/를") that follows `word`; both as "을(를)" if it cannot be told."""
    consonant_form, _, vowel_form = pair.partition("/")
    end = ending(word)
    if end is None:
        return f"{consonant_form}({vowel_form})"
    if end is Ending.VOWEL or (end is Ending.RIEUL and consonant_form.startswith("으")):
        return vowel_form
    return consonant_form


def ending(word: str) -> Ending | None:
    """How the last spoken syllable of `word` ends; None where it cannot be told."""
    text = word.rstrip("".join(SKIPPED))
    if not text:
        return None
    last = text[-1]
    if last in NOTES:
        before, inside = _note(text)
        return ending(before) or ending(inside)
    if HANGUL_FIRST <= ord(last) <= HANGUL_LAST:
        return _syllable(last)
    if last.isascii() and last.isdigit():
        return _syllable(_number_reading(text))
    if last.isascii() and last.isalpha():
        return _latin(text)
    if last in SIGNS:
        return _syllable(SIGNS[last][-1])
    if last in COMPAT_CONSONANTS:  # a consonant said by its name: 기역, 니은, 리을
        return Ending.RIEUL if last == "ㄹ" else Ending.CONSONANT
    return None


def _note(text: str) -> tuple[str, str]:
    """`text`, which ends in a closing bracket, split into what comes before that bracketed note
    and the note itself."""
    depth = 0
    for at in range(len(text) - 1, -1, -1):
        if text[at] in NOTES:
            depth += 1
        elif text[at] in NOTES.values():
            depth -= 1
            if depth == 0:
                return text[:at], text[at + 1 : -1]
    return "", text[:-1]  # unbalanced: read what is left


def _syllable(syllable: str) -> Ending:
    final = (ord(syllable) - HANGUL_FIRST) % 28
    if final == 0:
        return Ending.VOWEL
    return Ending.RIEUL if final == RIEUL_FINAL else Ending.CONSONANT


def _number_reading(text: str) -> str:
    """The last syllable of the number `text` ends with, read in Sino-Korean."""
    digits = text[len(text.rstrip("0123456789,.")) :]
    if "." in digits:  # decimals are read digit by digit: 1.5 일 점 오
        return DIGITS[int(digits[-1])]
    digits = digits.replace(",", "")
    kept = digits.rstrip("0")
    if not kept:
        return "영"
    zeros = len(digits) - len(kept)
    if zeros == 0:
        return DIGITS[int(kept[-1])]
    if zeros % 4:
        return TENS[zeros % 4 - 1]
    return MYRIADS[min(zeros // 4, len(MYRIADS)) - 1]


def _latin(text: str) -> Ending:
    word = text[len(text.rstrip(string.ascii_letters)) :]
    if len(word) == 1 or (word.isupper() and len(word) <= 4):  # said letter by letter: "NW", "MB"
        return LETTER_FINALS.get(word[-1].lower(), Ending.VOWEL)
    return _english_word(word.lower())


def _english_word(word: str) -> Ending:
    """A rough loanword reading of an English word's end: Ann 앤, Bill 빌, Bob 밥, Mark 마크."""
    last, before = word[-1], word[-2]
    if last == "l":
        return Ending.RIEUL
    if last in "mn" or word.endswith("ng"):
        return Ending.CONSONANT
    if last == "e" and before not in LATIN_VOWELS:
        # a silent e: Jane 제인, Nicole 니콜, Mike 마이크, Clare 클레어
        return Ending.VOWEL if before == "r" else LETTER_FINALS.get(before, Ending.VOWEL)
    if last in "bpktc":  # a stop after one short vowel is a final: Bob 밥, Jack 잭, Matt 맷
        stem = word.rstrip(last)
        if stem.endswith("c") and last == "k":
            stem = stem[:-1]
        short = len(stem) >= 1 and stem[-1] in LATIN_VOWELS
        single = len(stem) < 2 or stem[-2] not in LATIN_VOWELS
        return Ending.CONSONANT if short and single else Ending.VOWEL
    return Ending.VOWEL
