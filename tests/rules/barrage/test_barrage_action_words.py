"""A button's words for every Barrage action a person may be offered (`action_words`).

Seeded games are played (the rules' own action when they take one, else a random legal action:
a random kind of answer, then a random answer of it, passing only when nothing else is left, so
that the games last and reach productions); at every prompt every legal action is put in words
in English and Korean. The words must read (no empty text, raw key, placeholder, English word
in Korean, ill-fitting particle) and, within one prompt, two different actions of one class
must get different English words in at least 95% of the pairs. Prompts the random games seldom
reach (a production outside the Turbine Station, a tile into the wheel, a discard back to three
contracts...) are set up by hand and read the same way.
"""

from __future__ import annotations

import functools
import random
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

import pytest

from rules.barrage.action_words import action_text, production_outcome
from rules.barrage.actions import (
    AutomaTurn,
    Bank,
    Construct,
    DamDrop,
    DiscardContract,
    Produce,
    ProduceNow,
    RecoverMachinery,
    RecoverTile,
    Resolve,
    Water,
    WheelTile,
)
from rules.barrage.data import Effect
from rules.barrage.river import river_map
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.state import BarrageState, Pending, clone
from rules.barrage.water import Dam
from rules.core.actions import Action
from rules.core.games import ruleset
from rules.core.i18n import render
from rules.core.steps import Done
from tests.rules.test_texts import particle_slips, problems, unit_slips
from tests.soak import SOAK

RULES = ruleset("barrage")
assert isinstance(RULES, BarrageRuleset)
GAMES = [
    ({"players": 3, "automa": 1, "difficulty": "normal"}, 1),
    ({"players": 3, "automa": 1, "difficulty": "normal"}, 2),
    ({"players": 4, "expansion": True}, 1),
    ({"players": 4, "expansion": True}, 3),
    ({"players": 4}, 2),  # the advanced draft without the expansion
    ({"players": 3, "expansion": True, "automa": 1, "difficulty": "hard"}, 4),
]
# `make test` reads three of them (the Automa, the expansion, and both with a hard Automa);
# `make soak` all six
PLAYED = range(len(GAMES)) if SOAK else (0, 3, 5)
MIN_DISTINCT = 0.95
# Latin letters a Korean label may hold: the map's headstream and conduit letters (A-D, 5A) and
# the initial in the catalog's Korean name of Solomon P. Jordan ("솔로몬 P. 조던")
PROPER_LETTERS = set("ABCDP")


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
        pairs = sum(self.pairs.values())
        return 1 - sum(self.ties.values()) / pairs if pairs else 1.0


def _read(state: BarrageState, tally: Tally) -> list[Action]:
    """Word every legal action of the prompt, checking each text; count alike pairs."""
    legal = list(dict.fromkeys(RULES.legal_actions(state)))
    by_class: dict[str, list[str]] = defaultdict(list)
    for action in legal:
        text = action_text(state, action)
        kind = type(action).__name__
        tally.kinds.add(kind)
        for lang in ("en", "ko"):
            out = render(text, lang)
            found = problems(out, lang) + unit_slips(text, lang)
            if lang == "ko":
                found += particle_slips(text)
                if set(re.findall("[A-Za-z]", out)) - PROPER_LETTERS:
                    found.append("Latin letters in Korean")
            tally.slips += [f"{kind} {lang} {out!r}: {p}" for p in found]
        by_class[kind].append(render(text, "en"))
    for kind, words in by_class.items():
        n = len(words)
        tally.pairs[kind] += n * (n - 1) // 2
        for word, count in Counter(words).items():
            if count > 1:
                tally.ties[kind] += count * (count - 1) // 2
                tally.alike.append(f"{kind}: {word!r} x{count}")
    return legal


def _play(options: dict[str, object], seed: int, tally: Tally) -> None:
    state = RULES.setup(options, seed)
    rng = random.Random(seed)
    while RULES.current(state) is not None:
        action = RULES.rules_action(state)
        if action is None:
            legal = _read(state, tally)
            kinds = sorted({type(a).__name__ for a in legal} - {"Pass"}) or ["Pass"]
            kind = rng.choice(kinds)
            action = rng.choice([a for a in legal if type(a).__name__ == kind])
        RULES.apply(state, action)


@functools.cache
def _played(game: int) -> Tally:
    """One of GAMES played and read (once: two tests read the same games)."""
    tally = Tally()
    _play(*GAMES[game], tally)
    return tally


@pytest.mark.parametrize("game", PLAYED)
def test_every_offered_action_reads_and_is_told_apart(game):
    options, seed = GAMES[game]
    tally = _played(game)
    assert tally.slips == []
    assert tally.rate >= MIN_DISTINCT, tally.alike[:20]
    ties, pairs = sum(tally.ties.values()), sum(tally.pairs.values())
    print(f"{options} seed {seed}: {pairs - ties} of {pairs} pairs worded apart")


# -- prompts set up by hand ------------------------------------------------------------------


def _first_turn(**options: object) -> BarrageState:
    """A game after the draft (random picks), before the first action."""
    state = RULES.setup({"players": 4, **options}, 2)
    rng = random.Random(2)
    while (prompt := RULES.prompt(state)) is not None and prompt.kind != "turn":
        RULES.apply(state, rng.choice(RULES.legal_actions(state)))
    return state


def _system(state: BarrageState, seat: int) -> str:
    """Dam 1U (2 drops) - conduit 1A (value 5) - powerhouses 8:1 and 8:2, a dam 1L with 1
    drop and an empty own dam 2U."""
    cid = state.companies[seat].id
    assert cid is not None
    state.dams["dam:1U"] = Dam(cid, 2, 2)
    state.dams["dam:1L"] = Dam(cid, 1, 1)
    state.dams["dam:2U"] = Dam(cid, 1, 0)
    state.conduits["conduit:1A"] = cid
    state.powerhouses["powerhouse:8:1"] = cid
    state.powerhouses["powerhouse:8:2"] = cid
    return cid


def _seat_of(state: BarrageState, company: str) -> int:
    return next(c.seat for c in state.companies if c.id == company)


def _asked(state: BarrageState, pending: Pending) -> BarrageState:
    out = clone(state)
    out.pending = [pending]
    return out


def _hand_set_prompts() -> list[BarrageState]:
    state = _first_turn(expansion=True)
    germany = _seat_of(state, "company:germany")
    _system(state, germany)
    c = state.companies[germany]
    c.wheel[(c.open + 2) % len(c.wheel)].tiles.append("tech:basic:base")
    c.wheel[(c.open + 3) % len(c.wheel)].tiles.append("tech:basic:base")
    c.wheel[(c.open + 3) % len(c.wheel)].excavators = 3
    c.wheel[(c.open + 4) % len(c.wheel)].mixers = 2
    c.credits = 30
    c.contracts += [*state.offer["green"][:2], *state.offer["yellow"][:1]]  # 4: one too many
    return [
        _asked(
            state, Pending("production", germany, effect=Effect("production", (("modifier", 2),)))
        ),
        _asked(state, Pending("second_production", germany, taken=("powerhouse:8:1",))),
        _asked(state, Pending("refill", germany, taken=("dam:1U",))),
        _asked(state, Pending("dam_drop", germany, effect=Effect("dam_drop", (("amount", 1),)))),
        _asked(state, Pending("wheel_tile", germany, effect=Effect("wheel_tile"))),
        _asked(state, Pending("recover_tile", germany, effect=Effect("recover_tile"))),
        _asked(state, Pending("recover_machinery", germany, effect=Effect("recover_machinery"))),
        _asked(state, Pending("discard_contract", germany)),
        _asked(state, Pending("effect", germany, effect=Effect("machinery", (("amount", 3),)))),
        _asked(state, Pending("effect", germany, effect=Effect("drops_now", (("amount", 2),)))),
        _asked(
            state,
            Pending(
                "external_work",
                germany,
                effect=Effect("external_work", (("credits_per_machine", 2),)),
            ),
        ),
        _asked(state, Pending("contract", germany, energy=30)),
    ]


def test_hand_set_prompts_read_and_are_told_apart():
    tally = Tally()
    for state in _hand_set_prompts():
        assert RULES.legal_actions(state), state.pending
        _read(state, tally)
    assert tally.slips == []
    assert tally.ties.total() == 0, tally.alike
    expected = {"ProduceNow", "DamDrop", "WheelTile", "RecoverTile", "RecoverMachinery"}
    expected |= {"DiscardContract", "Resolve", "ExternalWork", "Fulfil", "Done"}
    assert expected <= tally.kinds


def test_every_action_class_but_the_automas_turn_has_words():
    """The games and the hand-set prompts together meet every class a person may answer."""
    tally = Tally()
    for state in _hand_set_prompts():
        _read(state, tally)
    kinds = tally.kinds | _played(2).kinds | _played(3).kinds
    offered = {cls.__name__ for cls in BarrageRuleset.action_types} - {AutomaTurn.__name__}
    assert offered - kinds <= {"OfficerBuilding", "CopyOfficer", "FreeBuild", "TakeTile"}
    with pytest.raises(ValueError):
        action_text(_first_turn(), AutomaTurn())


# -- exact words -----------------------------------------------------------------------------


def _words(state: BarrageState, action: Action) -> tuple[str, str]:
    text = action_text(state, action)
    return render(text, "en"), render(text, "ko")


def test_a_base_on_a_red_site_names_its_excavators_and_the_fee():
    state = _first_turn()
    seat = state.current
    builds = [
        a
        for a in RULES.legal_actions(state)
        if isinstance(a, Construct)
        and a.site == "dam:4U"
        and a.tile == "tech:basic:base"
        and not a.replaced
    ]
    assert builds, "a plain base on 4U is offered at the first turn"
    build = builds[0]
    assert river_map().dams["dam:4U"].fee == 3 and build.credits == 3  # space 1 is free
    assert state.companies[seat].officer is not None
    n = build.excavators
    assert _words(state, build) == (
        f"Base at 4U: {n} excavators, 3 credits",
        f"4번 위쪽 건설부지에 기초부 건설: 굴착기 {n}대, 3크레딧",
    )


def test_a_production_names_the_energy_the_company_gains():
    state = _first_turn()
    seat = state.current
    _system(state, seat)
    options = [a for a in RULES.legal_actions(state) if isinstance(a, Produce)]
    assert options
    for action in options:
        energy, extra, _ = production_outcome(state, action)
        en, _ = _words(state, action)
        assert f": {energy} energy" in en
        after = clone(state)
        before = after.companies[seat].energy
        events = RULES.apply(after, action)
        produced = next(e for e in events if e.text.key == "barrage.event.produced")
        assert produced.text.params["energy"] == energy
        assert after.companies[seat].energy - before == energy + extra
    # 2 drops x value 5 + the space's 2 + 1 for two powerhouses; 8-1 and 8-2 are both its own
    one = Produce("space:turbine:1L", "dam:1U", "conduit:1A", "powerhouse:8:1", 2)
    assert one in options
    en, ko = _words(state, one)
    assert en.startswith("2 drops 1U→1A: 13 energy (to 8-1")
    assert ko.startswith("물방울 2개 1번 위쪽 댐→1A 도관: 발전량 13 (8-1 발전소")


def test_a_production_outside_the_turbine_station_counts_its_modifier():
    state = _first_turn()
    seat = state.current
    _system(state, seat)
    state.pending = [Pending("production", seat, effect=Effect("production", (("modifier", 3),)))]
    action = ProduceNow("dam:1U", "conduit:1A", "powerhouse:8:2", 1)
    assert action in RULES.legal_actions(state)
    assert _words(state, action)[0] == "1 drop 1U→1A: 9 energy (to 8-2)"
    after = clone(state)
    before = after.companies[seat].energy
    RULES.apply(after, action)
    assert after.companies[seat].energy - before == 9


def test_water_bank_and_the_choices_of_an_effect():
    state = _first_turn()
    assert _words(state, Water("space:water:1L", ("headstream:A", "headstream:C")))[0] == (
        "2 drops on A, C (1 engineer)"
    )
    assert _words(state, Water("space:water:1L", ("headstream:B", "headstream:B")))[1] == (
        "강 원류 B에 물방울 2개 (엔지니어 1명)"
    )
    assert _words(state, Bank(2)) == (
        "Bank: 2 engineers → 2 credits",
        "은행: 엔지니어 2명 → 2크레딧",
    )
    seat = state.current
    state.pending = [Pending("effect", seat, effect=Effect("machinery", (("amount", 2),)))]
    assert _words(state, Resolve(excavators=1))[0] == "1 excavator and 1 mixer"
    assert _words(state, Resolve(excavators=0))[1] == "레미콘 2대"


def test_done_says_what_is_given_up():
    state = _first_turn()
    seat = state.current
    state.pending = [Pending("contract", seat, energy=3)]
    assert _words(state, Done()) == ("No contract", "계약 완수 안 함")
    state.pending = [Pending("refill", seat, taken=("dam:1U",))]
    assert _words(state, Done())[0] == "No extra drop"


def test_wheel_answers_name_the_tile_and_when_its_segment_comes_back():
    state = _first_turn()
    seat = state.current
    c = state.companies[seat]
    seg = (c.open + 2) % len(c.wheel)
    c.wheel[seg].tiles.append("tech:basic:conduit")
    c.wheel[seg].excavators, c.wheel[seg].mixers = 3, 2
    segment = f"wheel:{c.id.removeprefix('company:')}:{seg}" if c.id else ""
    assert _words(state, RecoverTile(segment, "tech:basic:conduit")) == (
        "Take back basic conduit tile (due in 2 turns)",
        "기초기술 도관 타일 되찾기 (2칸 뒤 복귀 예정)",
    )
    assert _words(state, RecoverMachinery(segment))[0] == (
        "Take back 1 excavator and 1 mixer (due in 2 turns)"
    )
    assert _words(state, WheelTile("tech:advanced:8", segment))[0] == (
        "Put L2 conduit tile on the wheel"
    )
    assert _words(state, DamDrop("dam:4L"))[0] == "1 drop into the dam at 4L"
    assert _words(state, DiscardContract("contract:starting:3")) == (
        "Discard 2→3 credits",
        "계약 버리기: 2→3크레딧",
    )
