"""A button's words for every Roads & Boats answer a person may be offered (`action_words`).

Seeded games between random and heuristic bots (2-4 players; some stopped after a few turns, to
keep the file quick) are played, and at every prompt every legal action is put in words in
English and Korean. The words must read (the checks of tests/rules/test_texts.py, and no Latin
letter in Korean) and, within one prompt, two different actions of one class must get different
English words in at least 95% of the pairs (the pairs left alike are answers with the same
effect: two empty donkeys side by side, one payment listed in another order). Prompts of every
phase are also set up by hand on the valley map of the production tests, so that every action
class is met whatever the bots do; a few answers are worded exactly.
"""

from __future__ import annotations

import functools
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

import pytest

from rules.bots import make_bot
from rules.core.actions import Action
from rules.core.games import ruleset
from rules.core.i18n import render
from rules.core.prompt import Decision
from rules.core.steps import Done
from rules.core.text import Text
from rules.roadsboats.action_words import action_text
from rules.roadsboats.actions import BuyBrick, Consent
from rules.roadsboats.movement import Move
from rules.roadsboats.production import Claim, Feed
from rules.roadsboats.ruleset import RoadsBoatsRuleset
from rules.roadsboats.state import RoadsBoatsState, Wall, add_goods
from tests.rules.roadsboats.test_roadsboats_production import area, build, game, mover
from tests.rules.test_texts import particle_slips, problems, unit_slips

RULES = ruleset("roads-and-boats")
assert isinstance(RULES, RoadsBoatsRuleset)
# (players, seed, bots, the last turn played: None for the whole game)
GAMES = [
    (2, 1, "random", 12),
    (4, 3, "random", 5),
    (2, 4, "heuristic", 8),
    (3, 5, "heuristic", 9),
]
MIN_DISTINCT = 0.95
RED, YELLOW = 0, 1


@dataclass
class Tally:
    """Pairs of different actions of one class in one prompt, and those worded alike."""

    pairs: Counter[str] = field(default_factory=Counter)
    ties: Counter[str] = field(default_factory=Counter)
    alike: list[str] = field(default_factory=list)
    slips: list[str] = field(default_factory=list)
    kinds: set[str] = field(default_factory=set)

    @property
    def rate(self) -> float:
        pairs = self.pairs.total()
        return 1 - self.ties.total() / pairs if pairs else 1.0


_CHECKED: dict[str, tuple[str, tuple[str, ...]]] = {}


def _checked(text: Text) -> tuple[str, tuple[str, ...]]:
    """The English words of a text and what keeps it, in either language, from reading (once
    per text: a prompt offers many of the answers the one before offered)."""
    key = repr(text)
    if key in _CHECKED:
        return _CHECKED[key]
    slips: list[str] = []
    for lang in ("en", "ko"):
        out = render(text, lang)
        found = problems(out, lang) + unit_slips(text, lang)
        if lang == "ko":
            found += particle_slips(text)
            if re.search("[A-Za-z]", out):
                found.append("Latin letters in Korean")
        slips += [f"{lang} {out!r}: {p}" for p in found]
    _CHECKED[key] = render(text, "en"), tuple(slips)
    return _CHECKED[key]


def _read(state: RoadsBoatsState, tally: Tally) -> list[Action]:
    """Word every legal action of the prompt, checking each text; count alike pairs."""
    legal = list(dict.fromkeys(RULES.legal_actions(state)))
    by_class: dict[str, list[str]] = defaultdict(list)
    for action in legal:
        text = action_text(state, action)
        kind = type(action).__name__
        tally.kinds.add(kind)
        words, slips = _checked(text)
        tally.slips += [f"{kind} {slip}" for slip in slips]
        by_class[kind].append(words)
    for kind, words in by_class.items():
        n = len(words)
        tally.pairs[kind] += n * (n - 1) // 2
        for word, count in Counter(words).items():
            if count > 1:
                tally.ties[kind] += count * (count - 1) // 2
                tally.alike.append(f"{kind}: {word!r} x{count}")
    return legal


@functools.cache
def _played(game_index: int) -> Tally:
    """One of GAMES played and read (once: two tests read the same games)."""
    players, seed, level, last_turn = GAMES[game_index]
    state = RULES.setup(RULES.normalize_options({"players": players}), seed)
    bots = [make_bot(RULES.game_id, level, seed * 10 + s) for s in range(players)]
    tally = Tally()
    while (prompt := RULES.prompt(state)) is not None:
        if last_turn is not None and state.turn > last_turn:
            break
        _read(state, tally)
        RULES.apply(state, bots[prompt.seat].choose(RULES, state, prompt.seat))
    return tally


@pytest.mark.parametrize("game_index", range(len(GAMES)))
def test_every_offered_action_reads_and_is_told_apart(game_index):
    tally = _played(game_index)
    assert tally.slips == [], tally.slips[:20]
    ties, pairs = tally.ties.total(), tally.pairs.total()
    print(f"{GAMES[game_index]}: {pairs - ties} of {pairs} pairs worded apart ({tally.rate:.4f})")
    assert tally.rate >= MIN_DISTINCT, tally.alike[:20]


# -- prompts set up by hand on the valley --------------------------------------------------------


def _production() -> RoadsBoatsState:
    """Red's production: a woodcutter at 0,0 with an empty donkey, a sawmill at 1,2 with trunks
    aboard and on the tile, a raft factory at 2,4 (river and coast) with research goods."""
    state = game()
    build(state, "woodcutter", area(0, 0))
    mover(state, RED, "donkey", area(0, 0))
    build(state, "sawmill", area(1, 2))
    mover(state, RED, "donkey", area(1, 2), "trunks")
    add_goods(state, area(1, 2), {"good:trunks": 2})
    build(state, "raft_factory", area(2, 4))
    mover(state, RED, "donkey", area(2, 4), "paper")
    add_goods(state, area(2, 4), {"good:trunks": 2, "good:geese": 2})
    return state


def _limit() -> RoadsBoatsState:
    """Red makes a truck with five land transporters: one is put out of use (§3.1.7)."""
    state = game()
    build(state, "truck_factory", area(1, 2))
    mover(state, RED, "donkey", area(1, 2), "fuel", "iron")
    for r in range(4):
        mover(state, RED, "donkey", area(4, r))
    return state


def _movement() -> RoadsBoatsState:
    """Red's movement: a donkey with a board by goods and geese, a donkey carrying a wagon, an
    empty yellow donkey alongside (carried or given goods only with Yellow's consent)."""
    state = game()
    state.phase = "movement"
    mover(state, RED, "donkey", area(1, 2), "boards")
    add_goods(state, area(1, 2), {"good:trunks": 2, "good:geese": 2})
    carrier = mover(state, RED, "donkey", area(1, 1))
    mover(state, RED, "wagon", f"carried:{carrier.id}")
    mover(state, YELLOW, "donkey", area(1, 2))
    return state


def _consent() -> RoadsBoatsState:
    """Yellow asked to let Red's board onto its donkey."""
    state = _movement()
    ask = next(
        a
        for a in RULES.legal_actions(state)
        if isinstance(a, Move) and any(load[1].startswith("transporter:yellow") for load in a.loads)
    )
    RULES.apply(state, ask)
    assert state.pending == [Decision("consent", YELLOW)]
    return state


def _building() -> RoadsBoatsState:
    """Red's building: goods by the river at 2,2, by a mine at 2,0 (new shafts researched) and
    by a yellow wall at 0,2."""
    state = game()
    state.phase = "building"
    state.players[RED].research.append("research:new_shafts")
    goods = {"good:boards": 6, "good:stone": 6, "good:trunks": 4, "good:iron": 2, "good:fuel": 2}
    for where in (area(2, 2), area(2, 0), area(0, 2)):
        mover(state, RED, "donkey", where)
        add_goods(state, where, goods)
    mine = build(state, "mine", area(2, 0))
    mine.bag = ["good:gold", "good:iron"]
    state.walls["edge:0,2~1,2"] = Wall("yellow")
    return state


def _wonder() -> RoadsBoatsState:
    """Red's wonder phase at home on 1,2: a brick of 3 goods from the tile or the donkey."""
    state = game()
    state.phase = "wonder"
    red = state.players[RED]
    red.home, red.home_area, red.bought = "hex:1,2", area(1, 2), 2
    mover(state, RED, "donkey", area(1, 2), "clay")
    add_goods(state, area(1, 2), {"good:trunks": 2, "good:clay": 1})
    return state


HAND_SET = (_production, _limit, _movement, _consent, _building, _wonder)


@functools.cache
def _hand_set() -> Tally:
    tally = Tally()
    for make in HAND_SET:
        state = make()
        assert RULES.legal_actions(state), make.__name__
        _read(state, tally)
    return tally


def test_hand_set_prompts_read_and_are_told_apart():
    tally = _hand_set()
    assert tally.slips == [], tally.slips[:20]
    assert tally.ties.total() == 0, tally.alike
    expected = {"Claim", "Feed", "MakeTransporter", "Research", "Exchange", "Move", "Unload"}
    expected |= {"Consent", "Build", "NewShaft", "Road", "Bridge", "Wall", "Demolish"}
    assert expected | {"BuyBrick", "Done"} <= tally.kinds


def test_every_action_class_has_words():
    """The games and the hand-set prompts together meet every class a person may answer."""
    kinds = _hand_set().kinds.union(*(_played(i).kinds for i in range(len(GAMES))))
    assert {cls.__name__ for cls in RoadsBoatsRuleset.action_types} <= kinds
    with pytest.raises(ValueError):
        action_text(_wonder(), Action())


def test_the_ruleset_gives_the_words():
    state = _wonder()
    assert RULES.action_text(state, Done()) == action_text(state, Done())


# -- exact words ---------------------------------------------------------------------------------


def _words(state: RoadsBoatsState, action: Any) -> tuple[str, str]:
    assert RULES.why_not(state, action) is None, render(RULES.why_not(state, action))
    text = action_text(state, action)
    names = [p.name for p in state.players]
    return render(text, "en", names=names), render(text, "ko", names=names)


def test_a_move_names_its_destination_and_the_goods_it_takes_and_drops():
    state = game()
    state.phase = "movement"
    donkey = mover(state, RED, "donkey", area(1, 2))
    add_goods(state, area(1, 2), {"good:trunks": 2})
    path = (area(1, 2), area(0, 2))
    move = Move(
        donkey.id, path, ((0, area(1, 2), "good:trunks", 2), (1, area(0, 2), "good:trunks", -2))
    )
    assert _words(state, move) == (
        "Move the donkey to side 1 of tile 0,2, taking 2 trunks, dropping them there",
        "당나귀: 0,2 타일의 1번 구역까지 이동, 통나무 2개 싣기, 실은 것을 그곳에 내리기",
    )
    assert _words(state, Move(donkey.id, path))[0] == "Move the donkey to side 1 of tile 0,2"


def test_a_claim_and_a_feed_say_where_the_goods_go_and_come_from():
    state = _production()
    woodcutter, sawmill = state.buildings[0].id, state.buildings[1].id
    donkey = state.transporters[0].id
    assert _words(state, Claim(woodcutter, donkey)) == (
        "Take the trunk onto P0's donkey",
        "통나무 1개를 P0 님의 당나귀에 싣기",
    )
    assert _words(state, Claim(woodcutter, area(0, 0)))[0] == (
        "Take the trunk onto side 1 of tile 0,0"
    )
    laden = state.transporters[1].id
    assert _words(state, Feed(sawmill, (0, 0), (laden, area(1, 2)))) == (
        "Saw 2 trunks into 4 boards (from P0's donkey first)",
        "통나무 2개로 판자 4개 켜기 (P0 님의 당나귀부터)",
    )
    assert _words(state, Feed(sawmill, (0,), (area(1, 2), laden)))[0] == (
        "Saw 1 trunk into 2 boards (from side 1 of tile 1,2 first)"
    )


def test_a_brick_names_the_goods_paid():
    state = _wonder()
    home, donkey = area(1, 2), state.transporters[0].id
    tile_only = BuyBrick(((home, "good:trunks", 2), (home, "good:clay", 1)))
    assert _words(state, tile_only) == (
        "Brick for 1 clay and 2 trunks",
        "벽돌 구매: 점토 1개와 통나무 2개",
    )
    with_cargo = BuyBrick(((home, "good:trunks", 2), (donkey, "good:clay", 1)))
    assert _words(state, with_cargo)[0] == (
        "Brick for 1 clay and 2 trunks, from side 1 of tile 1,2 and P0's donkey"
    )


def test_consent_words():
    state = _consent()
    assert _words(state, Consent(True)) == ("Agree", "동의")
    assert _words(state, Consent(False)) == ("Refuse", "거절")
