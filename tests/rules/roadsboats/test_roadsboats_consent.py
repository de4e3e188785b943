"""Consent between players (spec §4.7, §6.2, A13, §3.1.6): goods dropped on another player's
transporter, goods taken from one (§4.4 item 7) and another player's transporter carried wait for
that owner's yes (a `consent` prompt); a no leaves the game exactly as it was; several owners are
asked in turn; a save replays through a consent.

The valley map of test_roadsboats_movement: flat hexes q 0..4, r 0..4, a river down column q=2
(area 0 = east bank, area 1 = west bank) into the sea at (2,5).
"""

from __future__ import annotations

import pytest

from rules.bots import make_bot
from rules.core.games import ruleset
from rules.core.i18n import render, render_event
from rules.core.rng import Rng
from rules.core.session import Session
from rules.core.state import state_hash, to_plain
from rules.core.steps import Done
from rules.roadsboats.actions import Consent
from rules.roadsboats.maps import map_to_json
from rules.roadsboats.movement import (
    Load,
    Move,
    Unload,
    end_movement,
    goods_total,
    why_not_move,
    why_not_unload,
)
from rules.roadsboats.production import Exchange
from rules.roadsboats.state import Player, RoadsBoatsState, from_plain, new_transporter
from tests.rules.roadsboats.valley import valley

VALLEY = map_to_json(valley())
A, B = "hex:0,2/area:0", "hex:1,2/area:0"
WEST, EAST = "hex:2,2/area:1", "hex:2,2/area:0"
STONE, BOARDS = "good:stone", "good:boards"
ROAD_AB = "edge:0,2~1,2#0"
NAMES = ["Ann", "Bo", "Cy"]
RED, BLUE, YELLOW = 0, 1, 2


@pytest.fixture(scope="module")
def rules():
    return ruleset("roads-and-boats")


def game(players: int = 2, phase: str = "movement") -> RoadsBoatsState:
    """Seat 0 red (Ann), seat 1 blue (Bo), seat 2 yellow (Cy); Ann's turn in `phase`."""
    colours = ("red", "blue", "yellow")
    state = RoadsBoatsState(
        rng=Rng(1),
        map=VALLEY,
        players=[Player(i, NAMES[i], colours[i]) for i in range(players)],
        temple=list(range(players)),
        sequence=list(range(players)),
        phase=phase,
    )
    state.roads = [ROAD_AB]
    return state


def put(state, colour, kind, where, cargo=()):
    t = new_transporter(state, colour, f"transporter:{kind}", where)
    t.cargo = list(cargo)
    return t


def asked(rules, state) -> tuple[int, str]:
    prompt = rules.prompt(state)
    return prompt.seat, prompt.kind


def prompt_words(rules, state, lang: str = "en") -> str:
    out = render(rules.prompt(state).text, lang, names=NAMES)
    assert "{" not in out and "roads-and-boats." not in out, out
    return out


def log(events, lang: str = "en") -> list[str]:
    lines = [render_event(e, NAMES, lang) for e in events]
    assert all("{" not in line and "roads-and-boats." not in line for line in lines), lines
    return lines


def keys(events) -> list[str]:
    return [e.key.removeprefix("roads-and-boats.event.") for e in events]


# -- goods dropped on another player's transporter (§6.2) ------------------------------------------


def drop_position():
    """Ann's donkey at B with two stone, Bo's empty donkey at A, a road between."""
    state = game()
    red = put(state, "red", "donkey", B, [STONE, STONE])
    blue = put(state, "blue", "donkey", A)
    return state, red, blue, Move(red.id, (B, A), (Load(1, blue.id, STONE, -2),))


def test_dropping_goods_on_another_players_donkey_waits_for_his_yes(rules):
    state, red, blue, move = drop_position()
    before = goods_total(state)
    assert rules.why_not(state, move) is None
    events = rules.apply(state, move)
    assert keys(events) == ["consent_asked"]
    assert log(events) == [
        "Ann asks Bo for consent to put 2 tokens of stone from Ann's donkey on Bo's donkey."
    ]
    log(events, "ko")
    # nothing has moved yet: Bo is asked, Ann's move waits in the state
    assert (red.location, red.cargo, red.moved, blue.cargo) == (B, [STONE, STONE], False, [])
    assert state.proposal == {"seat": RED, "action": move.to_json()}
    assert asked(rules, state) == (BLUE, "consent")
    assert rules.legal_actions(state) == [Consent(False), Consent(True)]
    assert prompt_words(rules, state) == (
        "Bo: Ann asks for your consent to put 2 tokens of stone from Ann's donkey on Bo's "
        "donkey. Do you agree?"
    )
    assert prompt_words(rules, state, "ko") == (
        "Bo 님, Ann 님이 동의를 구해요: "
        "Ann 님의 당나귀에서 Bo 님의 당나귀에 석재 2개 싣기. 동의할까요?"
    )
    # yes: the move is made as Ann's, and her turn goes on
    events = rules.apply(state, Consent(True))
    assert keys(events)[:2] == ["consent_given", "move_step"] and "move_drop" in keys(events)
    assert all(e.seat == RED for e in events[1:])
    log(events, "ko")
    assert (red.location, red.cargo, red.moved) == (A, [], True)
    assert blue.cargo == [STONE, STONE] and not blue.moved
    assert state.proposal is None and not state.pending
    assert asked(rules, state) == (RED, "movement")
    assert goods_total(state) == before
    # the stone is Bo's now: his donkey may carry it on (Ann's marks bar only her transporters)
    assert why_not_move(state, BLUE, Move(blue.id, (A, B))) is None


def test_a_refusal_leaves_the_game_as_it_was_and_the_proposers_turn_goes_on(rules):
    state, *_, move = drop_position()
    before = state_hash(state)
    rules.apply(state, move)
    assert state_hash(state) != before  # the proposal is part of the game until answered
    events = rules.apply(state, Consent(False))
    assert keys(events) == ["consent_refused"]
    assert log(events) == ["Bo refuses: Ann's proposal is not carried out."]
    log(events, "ko")
    assert state_hash(state) == before
    assert asked(rules, state) == (RED, "movement")
    assert rules.why_not(state, move) is None  # she may ask again, or move otherwise
    assert rules.why_not(state, Done()) is None


def test_a_proposal_no_longer_legal_when_agreed_to_is_refused_with_its_reason(rules):
    state, red, blue, move = drop_position()
    rules.apply(state, move)
    blue.cargo = [BOARDS]  # (no rule changes anything while Bo is asked: a safeguard)
    events = rules.apply(state, Consent(True))
    assert keys(events) == ["consent_given", "consent_void"]
    assert log(events)[1] == (
        "Ann's proposal can no longer be carried out. There is no room on Bo's donkey for "
        "those goods."
    )
    log(events, "ko")
    assert red.location == B and red.cargo == [STONE, STONE] and not red.moved
    assert state.proposal is None and asked(rules, state) == (RED, "movement")


def test_a_drop_on_a_full_transporter_is_refused_before_anyone_is_asked(rules):
    state, _, blue, move = drop_position()
    blue.cargo = [BOARDS] * 2  # a donkey holds 2 goods
    assert rules.why_not(state, move).key.endswith("move_no_room")


# -- carrying another player's transporter (§4.7, A13) ---------------------------------------------


def test_carrying_another_players_donkey_with_his_consent_and_unloading_it(rules):
    state = game()
    raft = put(state, "red", "raft", "river:2,2")
    donkey = put(state, "blue", "donkey", WEST)
    move = Move(raft.id, ("river:2,2", "river:2,3"), carry=donkey.id)
    rules.apply(state, move)
    assert asked(rules, state) == (BLUE, "consent")
    assert prompt_words(rules, state) == (
        "Bo: Ann asks for your consent to carry Bo's donkey on Ann's raft. Do you agree?"
    )
    prompt_words(rules, state, "ko")
    events = rules.apply(state, Consent(True))
    assert "move_carry" in keys(events)
    assert donkey.location == f"carried:{raft.id}" and raft.location == "river:2,3"
    assert asked(rules, state) == (RED, "movement")
    # the next movement phase either player may put it down, before the raft moves
    end_movement(state)
    unloads = [a for a in rules.legal_actions(state) if isinstance(a, Unload)]
    assert {a.location for a in unloads} == {"hex:2,3/area:0", "hex:2,3/area:1"}
    assert why_not_unload(state, BLUE, Unload(donkey.id, "hex:2,3/area:0")) is None
    rules.apply(state, Unload(donkey.id, "hex:2,3/area:1"))
    assert donkey.location == "hex:2,3/area:1" and donkey.owner == "blue"


def test_a_carried_transporter_of_another_player_must_be_within_reach(rules):
    state = game()
    raft = put(state, "red", "raft", "river:2,2")
    far = put(state, "blue", "donkey", A)
    why = rules.why_not(state, Move(raft.id, ("river:2,2", "river:2,3"), carry=far.id))
    assert why.key.endswith("move_out_of_reach")
    assert render(why, names=NAMES) == "The raft cannot reach Bo's donkey from there."
    assert render(why, "ko", names=NAMES) == "뗏목: 그곳에서는 Bo 님의 당나귀에 닿지 않아요."


# -- taking goods from another player's transporter, with his consent (§4.4 item 7) ---------------

# "또한 주인의 의향이 있다면 다른 운송수단으로부터 상품을 가져가거나 다른 운송수단에게 상품을
# 전달할 수 있습니다" (moving transporters): taking asks the owner exactly as giving does.


def take_position():
    """Ann's empty donkey and Bo's donkey with two boards, both at A."""
    state = game()
    red = put(state, "red", "donkey", A)
    blue = put(state, "blue", "donkey", A, [BOARDS, BOARDS])
    return state, red, blue, Move(red.id, (A, B), (Load(0, blue.id, BOARDS, 2),))


def test_taking_goods_from_another_players_donkey_waits_for_his_yes(rules):
    state, red, blue, move = take_position()
    before = goods_total(state)
    assert rules.why_not(state, move) is None
    events = rules.apply(state, move)
    assert log(events) == [
        "Ann asks Bo for consent to take 2 tokens of boards from Bo's donkey onto Ann's donkey."
    ]
    assert log(events, "ko") == [
        "Ann 님이 Bo 님에게 동의를 구해요: Bo 님의 당나귀에서 Ann 님의 당나귀로 판자 2개 가져가기."
    ]
    assert (red.location, red.cargo, blue.cargo) == (A, [], [BOARDS, BOARDS])  # nothing yet
    assert asked(rules, state) == (BLUE, "consent")
    assert prompt_words(rules, state) == (
        "Bo: Ann asks for your consent to take 2 tokens of boards from Bo's donkey onto Ann's "
        "donkey. Do you agree?"
    )
    prompt_words(rules, state, "ko")
    events = rules.apply(state, Consent(True))
    assert "move_take" in keys(events)
    assert (red.location, red.cargo, red.moved, blue.cargo) == (B, [BOARDS, BOARDS], True, [])
    assert asked(rules, state) == (RED, "movement")
    assert goods_total(state) == before


def test_taking_without_consent_leaves_the_goods_where_they_were(rules):
    state, red, blue, move = take_position()
    before = state_hash(state)
    rules.apply(state, move)
    events = rules.apply(state, Consent(False))
    assert keys(events) == ["consent_refused"]
    assert state_hash(state) == before
    assert blue.cargo == [BOARDS, BOARDS] and red.cargo == [] and red.location == A
    assert asked(rules, state) == (RED, "movement")


def test_taking_from_another_player_is_offered_and_a_swap_asks_once(rules):
    state, red, blue, _ = take_position()
    red.cargo = [STONE]
    take = Move(red.id, (A,), (Load(0, blue.id, BOARDS, 1),))
    assert take in rules.legal_actions(state)  # `consent_moves`: the first good, as many as fit
    # a fair exchange in one move: a stone for a board, one question to Bo naming both
    swap = Move(red.id, (A,), (Load(0, blue.id, BOARDS, 1), Load(0, blue.id, STONE, -1)))
    assert rules.why_not(state, swap) is None  # a donkey holds 2: the board makes Bo's room
    rules.apply(state, swap)
    assert asked(rules, state) == (BLUE, "consent")
    words = prompt_words(rules, state)
    assert "take 1 token of boards" in words and "put 1 token of stone" in words
    rules.apply(state, Consent(True))
    assert sorted(red.cargo) == [BOARDS] and sorted(blue.cargo) == [BOARDS, STONE]


# -- several owners, and giving in the production phase (§3.1.6) ---------------------------------


def three_owner_position():
    """Ann's raft in the river of (2,2) with a stone; Bo's donkey on the west bank, Cy's on the
    east bank. Ann gives Bo the stone, then carries Cy's donkey downstream."""
    state = game(players=3)
    raft = put(state, "red", "raft", "river:2,2", [STONE])
    blue = put(state, "blue", "donkey", WEST)
    yellow = put(state, "yellow", "donkey", EAST)
    move = Move(
        raft.id, ("river:2,2", "river:2,3"), (Load(0, blue.id, STONE, -1),), carry=yellow.id
    )
    return state, raft, blue, yellow, move


def test_several_owners_are_asked_in_turn_each_about_his_own(rules):
    state, raft, blue, yellow, move = three_owner_position()
    events = rules.apply(state, move)
    assert log(events) == [
        "Ann asks Bo and Cy for consent to put 1 token of stone from Ann's raft on Bo's "
        "donkey and carry Cy's donkey on Ann's raft."
    ]
    assert asked(rules, state) == (BLUE, "consent")
    assert "put 1 token of stone" in prompt_words(rules, state)
    assert "carry" not in prompt_words(rules, state)
    rules.apply(state, Consent(True))
    assert asked(rules, state) == (YELLOW, "consent") and raft.cargo == [STONE]
    assert "carry Cy's donkey on Ann's raft" in prompt_words(rules, state)
    rules.apply(state, Consent(True))
    assert blue.cargo == [STONE] and yellow.location == f"carried:{raft.id}"
    assert asked(rules, state) == (RED, "movement")


def test_one_no_among_several_owners_drops_the_whole_proposal(rules):
    state, *_, move = three_owner_position()
    before = state_hash(state)
    rules.apply(state, move)
    rules.apply(state, Consent(True))
    events = rules.apply(state, Consent(False))
    assert keys(events) == ["consent_refused"] and events[0].seat == YELLOW
    assert state_hash(state) == before
    assert asked(rules, state) == (RED, "movement")


def test_an_exchange_onto_another_players_transporter_in_production_asks_him(rules):
    state = game(phase="production")
    red = put(state, "red", "donkey", A, [STONE])
    blue = put(state, "blue", "donkey", A)
    gift = Exchange(red.id, blue.id, STONE)
    assert gift in rules.legal_actions(state)
    rules.apply(state, gift)
    assert asked(rules, state) == (BLUE, "consent") and red.cargo == [STONE]
    assert "1 token of stone from Ann's donkey on Bo's donkey" in prompt_words(rules, state)
    events = rules.apply(state, Consent(True))
    assert keys(events) == ["consent_given", "produce_exchange"]
    assert (red.cargo, blue.cargo) == ([], [STONE])
    assert asked(rules, state) == (RED, "production")


# -- options, the state's JSON and saves ---------------------------------------------------------


def test_options_offer_a_few_consent_moves_all_legal(rules):
    state = game()
    raft = put(state, "red", "raft", "river:2,2", [STONE])
    empty = put(state, "red", "donkey", WEST)
    put(state, "blue", "donkey", WEST)
    legal = rules.legal_actions(state)
    assert all(rules.why_not(state, a) is None for a in legal)
    asking = [a for a in legal if isinstance(a, Move) and state_needs_consent(rules, state, a)]
    assert asking, "a drop on Bo's donkey and carrying it are offered"
    by_mover = {m.transporter for m in asking}
    assert by_mover <= {raft.id, empty.id}
    assert all(sum(m.transporter == t for m in asking) <= 2 for t in by_mover)
    # the first answer to a consent prompt is no: a bot that knows no better refuses
    rules.apply(state, asking[0])
    assert rules.legal_actions(state)[0] == Consent(False)


@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_bots_answer_a_consent_prompt_legally(rules, level):
    state, _, _, move = drop_position()
    rules.apply(state, move)
    answer = make_bot("roads-and-boats", level, 3).choose(rules, state, BLUE)
    assert isinstance(answer, Consent) and rules.why_not(state, answer) is None


def state_needs_consent(rules, state, action) -> bool:
    trial = rules.clone(state)
    rules.apply(trial, action)
    return rules.prompt(trial).kind == "consent"


def test_a_pending_proposal_survives_the_states_json(rules):
    state, _, _, move = drop_position()
    rules.apply(state, move)
    back = from_plain(to_plain(state))
    assert state_hash(back) == state_hash(state) and back.proposal == state.proposal
    copy = rules.clone(state)
    copy.proposal["seat"] = 5  # a deep copy: the original keeps its own
    assert state.proposal["seat"] == RED


def _game_until_consent() -> Session:
    """A seeded game between random bots, played until someone is asked for consent."""
    for seed in range(40):
        session = Session("roads-and-boats", {"players": 2, "map": "map:dead_sea"}, seed)
        bots = [make_bot("roads-and-boats", "random", seed * 10 + i) for i in range(2)]
        while (prompt := session.rules.prompt(session.state)) is not None:
            if prompt.kind == "consent" or len(session.steps) > 1500:
                break
            session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
        if prompt is not None and prompt.kind == "consent":
            return session
    raise AssertionError("no random game asked for consent")


@pytest.mark.parametrize("yes", [True, False])
def test_a_save_replays_through_a_consent(yes):
    session = _game_until_consent()
    waiting = Session.from_save(session.to_save())  # saved while the owner is asked
    assert waiting.hash() == session.hash() and waiting.state.proposal is not None
    proposer = session.state.proposal["seat"]
    session.apply(Consent(yes))
    assert session.rules.prompt(session.state).seat == proposer
    again = Session.from_save(session.to_save())
    assert again.hash() == session.hash()
    assert again.actions[-1] == Consent(yes)
