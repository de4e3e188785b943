"""Breeding by choice (spec §3.1.5, A5): at the start of production the owner of each donkey pair on
an empty pasture is asked whether it breeds — "당나귀는 주인이 원하지 않으면 번식하지 않습니다"
(donkeys do not breed if their owner does not want them to) — one question per place, to the
owner's seat; geese (goods, nobody's) breed by themselves; the limit of 8 transporters (5 on land)
still refuses a birth. Everything through the ruleset's public API: a wonder phase's last `Done`
starts the next turn's production.

The valley map of test_roadsboats_production: pastures q 0..4, r 0..4 except a river down q=2.
"""

from __future__ import annotations

import pytest

from rules.bots import make_bot
from rules.core.games import ruleset
from rules.core.i18n import render, render_event
from rules.core.rng import Rng
from rules.core.state import state_hash, to_plain
from rules.core.steps import Done
from rules.roadsboats.actions import RequestOrder
from rules.roadsboats.maps import map_to_json
from rules.roadsboats.production import Breed
from rules.roadsboats.state import (
    PlaceDecision,
    Player,
    RoadsBoatsState,
    add_goods,
    count_by_domain,
    from_plain,
    goods_at,
    new_transporter,
)
from tests.rules.roadsboats.valley import valley

VALLEY = map_to_json(valley())
NAMES = ["Ann", "Bo"]
ANN, BO = 0, 1
X, Y, Z = "hex:0,0/area:0", "hex:4,4/area:0", "hex:0,4/area:0"
DONKEY = "transporter:donkey"
OWNER_DECIDES = "당나귀는 주인이 원하지 않으면 번식하지 않습니다"


@pytest.fixture(scope="module")
def rules():
    return ruleset("roads-and-boats")


def game(asks_order: bool = False) -> RoadsBoatsState:
    """Ann (red, seat 0) and Bo (blue, seat 1) at the end of a wonder phase: Ann has bought,
    Bo's `Done` starts the next turn's production. Nobody asks for the play order unless told."""
    players = [Player(i, NAMES[i], c) for i, c in enumerate(("red", "blue"))]
    for p in players:
        p.asks_order = asks_order
    state = RoadsBoatsState(
        rng=Rng(3),
        map=VALLEY,
        players=players,
        temple=[0, 1],
        sequence=[0, 1],
        phase="wonder",
    )
    state.players[ANN].done = True
    return state


def put(state: RoadsBoatsState, seat: int, where: str, kind: str = "donkey", n: int = 1):
    colour = state.players[seat].colour
    return [new_transporter(state, colour, f"transporter:{kind}", where) for _ in range(n)]


def to_production(rules, state: RoadsBoatsState) -> list:
    assert rules.prompt(state).kind == "wonder"
    return rules.apply(state, Done())


def donkeys_at(state: RoadsBoatsState, where: str) -> int:
    return sum(1 for t in state.transporters if t.location == where and t.kind == DONKEY)


# -- the owner decides ------------------------------------------------------------------------


def test_a_pair_of_donkeys_does_not_breed_when_its_owner_declines(rules):
    """OWNER_DECIDES: Ann is asked about her pair and says no; no donkey is born."""
    state = game()
    put(state, ANN, X, n=2)
    to_production(rules, state)
    prompt = rules.prompt(state)
    assert (prompt.kind, prompt.seat) == ("breed", ANN)  # her seat: the hand-off names her
    assert rules.legal_actions(state) == [Breed(X, False), Breed(X, True)]
    events = rules.apply(state, Breed(X, False))
    assert donkeys_at(state, X) == 2
    assert [e.key for e in events] == ["roads-and-boats.event.produce_not_bred"]
    assert render_event(events[0], NAMES) == (
        "Ann's donkeys at 0,0 do not breed: their owner does not want them to."
    )
    assert render_event(events[0], NAMES, "ko") == (
        "0,0에서 Ann 님의 당나귀는 번식하지 않아요: 주인이 원하지 않아요."
    )
    assert (rules.prompt(state).kind, rules.prompt(state).seat) == ("production", ANN)


def test_a_pair_of_donkeys_breeds_when_its_owner_accepts(rules):
    """OWNER_DECIDES: asked, Ann says yes; a third donkey of hers appears in the pair's area."""
    state = game()
    put(state, ANN, X, n=2)
    to_production(rules, state)
    events = rules.apply(state, Breed(X, True))
    assert donkeys_at(state, X) == 3
    born = state.transporters[-1]
    assert (born.owner, born.kind, born.location) == ("red", DONKEY, X)
    assert [e.key for e in events] == ["roads-and-boats.event.produce_bred_donkey"]
    assert events[0].seat == ANN
    assert rules.prompt(state).kind == "production"


def test_the_question_names_the_place_in_both_languages(rules):
    state = game()
    put(state, ANN, X, n=2)
    to_production(rules, state)
    text = rules.prompt(state).text
    assert render(text, names=NAMES) == (
        "Ann: your two donkeys are alone on an empty pasture, side 1 of tile 0,0."
        " Do they breed a third donkey?"
    )
    assert render(text, "ko", names=NAMES) == (
        "Ann 님, 빈 초원(0,0 타일의 1번 구역)에 당나귀 두 마리만 있어요."
        " 번식시켜 한 마리를 늘릴까요?"
    )
    words = [render(rules.action_text(state, a)) for a in rules.legal_actions(state)]
    assert words == ["No breeding", "Let them breed"]
    words = [render(rules.action_text(state, a), "ko") for a in rules.legal_actions(state)]
    assert words == ["번식시키지 않기", "번식시키기"]


def test_no_question_when_no_pair_can_breed_and_geese_breed_by_themselves(rules):
    """ "가축(당나귀, 거위)은 빈 목초지 타일에 한 쌍으로 남겨두면 번식합니다 ... 건물, 상품, 기타
    운송수단이 포함되어 있지 않으면 빈 타일입니다 ... 같은 플레이어의 당나귀 두 마리는 다른 당나귀를
    생산하지만 세 마리라면 생산하지 않습니다": three donkeys, two owners, goods on the tile or a
    woods tile ask nothing; two geese (nobody's) hatch a third."""
    state = game()
    put(state, ANN, X, n=3)  # three do not breed
    put(state, ANN, Y)
    put(state, BO, Y)  # two owners do not
    put(state, BO, Z, n=2)
    add_goods(state, Z, {"good:stone": 1})  # goods make the tile non-empty
    put(state, BO, "hex:2,1/area:1", n=2)  # woods
    add_goods(state, "hex:3,0/area:0", {"good:geese": 2})
    events = to_production(rules, state)
    assert rules.prompt(state).kind == "production"
    assert goods_at(state, "hex:3,0/area:0") == {"good:geese": 3}
    assert "roads-and-boats.event.produce_bred_goose" in [e.key for e in events]
    assert len(state.transporters) == 9  # nobody bred


def test_each_place_is_asked_on_its_own_in_the_maps_order(rules):
    """One question per place, in the map's order whoever owns it (the order in which saves
    before version 2 bred them unasked: each birth's place among the transporters is kept);
    each answer decides its own place only."""
    state = game()
    state.sequence = [BO, ANN]
    put(state, ANN, X, n=2)
    put(state, BO, Y, n=2)
    put(state, BO, Z, n=2)
    to_production(rules, state)
    asked = []
    for answer in (True, False, True):
        prompt = rules.prompt(state)
        place = state.pending[-1].place
        asked.append((prompt.seat, place))
        rules.apply(state, Breed(place, answer))
    assert asked == [(ANN, X), (BO, Z), (BO, Y)]  # (0,0), (0,4), (4,4)
    assert (donkeys_at(state, X), donkeys_at(state, Z), donkeys_at(state, Y)) == (3, 2, 3)
    assert rules.prompt(state).kind == "production"


def test_breeding_is_answered_before_the_play_order_is_asked(rules):
    """P3 belongs to the phase's start: the order requests (§3.5) follow the answer."""
    state = game(asks_order=True)
    put(state, BO, X, n=2)
    to_production(rules, state)
    assert (rules.prompt(state).kind, rules.prompt(state).seat) == ("breed", BO)
    rules.apply(state, Breed(X, True))
    assert (rules.prompt(state).kind, rules.prompt(state).seat) == ("order_request", ANN)
    rules.apply(state, RequestOrder(False))
    assert (rules.prompt(state).kind, rules.prompt(state).seat) == ("order_request", BO)


def test_an_answer_about_another_place_or_in_a_turn_is_refused(rules):
    state = game()
    put(state, ANN, X, n=2)
    to_production(rules, state)
    why = rules.why_not(state, Breed(Y, True))
    assert why.key == "roads-and-boats.why.produce_breed_elsewhere"
    rules.apply(state, Breed(X, False))
    why = rules.why_not(state, Breed(X, True))  # the question is answered: Ann's turn now
    assert why.key == "roads-and-boats.why.produce_breed_not_now"
    assert render(why) == (
        "Donkeys breed only at the start of production, when their owner is asked."
    )


# -- the ownership limit (§3.1.7, A5) ---------------------------------------------------------


def test_the_limit_still_refuses_a_birth(rules):
    """A5: a pair whose owner has no room under the limit (8 in all, 5 on land) is not asked; a
    second pair's question is dropped once the first birth fills the land limit."""
    state = game()
    put(state, ANN, X, n=2)
    put(state, ANN, "river:2,3", "raft", n=5)
    put(state, ANN, Y)  # 3 land + 5 water = 8: no room
    put(state, BO, X.replace("0,0", "0,1"), n=2)
    put(state, BO, Y.replace("4,4", "4,3"), n=2)  # Bo: 4 land, room for one
    to_production(rules, state)
    assert rules.prompt(state).seat == BO
    first = state.pending[-1].place
    events = rules.apply(state, Breed(first, True))
    assert count_by_domain(state, "blue")["land"] == 5
    assert [e.key for e in events] == [
        "roads-and-boats.event.produce_bred_donkey",
        "roads-and-boats.event.produce_breed_full",
    ]
    assert rules.prompt(state).kind == "production"
    assert count_by_domain(state, "red")["total"] == 8


def test_a_yes_past_the_limit_is_refused_in_words(rules):
    state = game()
    state.phase = "production"
    state.players[ANN].done = False
    put(state, ANN, X, n=2)
    put(state, ANN, Y, n=3)  # 5 land
    state.pending = [PlaceDecision("breed", ANN, X)]
    assert rules.legal_actions(state) == [Breed(X, False)]
    why = rules.why_not(state, Breed(X, True))
    assert why.key == "roads-and-boats.why.produce_breed_limit"
    assert render(why) == (
        "A player owns at most 8 transporters, at most 5 of them on land:"
        " no donkey can be born to you."
    )
    assert "8개까지" in render(why, "ko") and "5개까지" in render(why, "ko")


# -- bots ---------------------------------------------------------------------------------------


def test_the_heuristic_bot_breeds_while_a_place_stays_free_under_the_limit(rules):
    """Yes while one place under the 8 stays free for a made transporter; else no."""
    state = game()
    put(state, ANN, X, n=2)
    to_production(rules, state)
    bot = make_bot("roads-and-boats", "heuristic", 1)
    assert bot.choose(rules, state, ANN) == Breed(X, True)
    crowded = game()
    put(crowded, ANN, X, n=2)
    put(crowded, ANN, "river:2,3", "raft", n=5)  # 7 in all: a birth would leave no place free
    to_production(rules, crowded)
    assert bot.choose(rules, crowded, ANN) == Breed(X, False)
    answer = make_bot("roads-and-boats", "random", 2).choose(rules, state, ANN)
    assert answer in rules.legal_actions(state)


# -- the state -----------------------------------------------------------------------------------


def test_a_pending_question_survives_the_round_trip_and_old_states_keep_their_hash(rules):
    state = game()
    put(state, ANN, X, n=2)
    plain_before = to_plain(state)
    assert "place" not in str(plain_before["pending"])  # nothing new in a state without it
    to_production(rules, state)
    back = from_plain(to_plain(state))
    assert back.pending == state.pending and isinstance(back.pending[-1], PlaceDecision)
    assert state_hash(back) == state_hash(state)
    rules.apply(back, Breed(X, True))
    assert donkeys_at(back, X) == 3


def test_a_pastures_tooltip_says_the_owner_decides(rules):
    """OWNER_DECIDES, where the eye is: a pasture's tooltip tells who breeds and when."""
    state = game()
    en = render(rules.describe(state, "hex:0,0"), names=NAMES)
    assert "breed a third at the start of production if their owner wants it" in en
    ko = render(rules.describe(state, "hex:0,0"), "ko", names=NAMES)
    assert "주인이 원하면" in ko
    assert "breed" not in render(rules.describe(state, "hex:2,1"), names=NAMES)  # woods
