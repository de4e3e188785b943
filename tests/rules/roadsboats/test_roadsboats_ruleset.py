"""The Roads & Boats ruleset: the prompts of a first turn in order (start tiles, the order
requests at each phase start, the players' turns in sequence order, the neutral brick), the temple
procedure when asked for, refusals in words, the codec, describe and the command line."""

from __future__ import annotations

import json

import pytest

from rules import cli
from rules.core.errors import IllegalAction, OptionsError
from rules.core.games import ruleset
from rules.core.i18n import render, render_event
from rules.core.steps import Done
from rules.roadsboats.actions import (
    ACTION_TYPES,
    BuyBrick,
    ChooseHome,
    NeverAskOrder,
    Pray,
    RequestOrder,
    TakePosition,
)
from rules.roadsboats.movement import Move
from rules.roadsboats.production import Claim

GAME = "roads-and-boats"


@pytest.fixture
def rules():
    return ruleset(GAME)


def new_game(rules, players=2, seed=1, game_map="map:dead_sea"):
    return rules.setup(rules.normalize_options({"players": players, "map": game_map}), seed)


def words(text) -> str:
    return render(text, "en")


def choose_homes(rules, state):
    while rules.prompt(state).kind == "choose_home":
        rules.apply(state, rules.legal_actions(state)[0])


def no_requests(rules, state):
    while rules.prompt(state).kind == "order_request":
        rules.apply(state, RequestOrder(False))


def test_the_game_is_registered_with_every_action_kind(rules):
    assert rules.game_id == GAME
    kinds = [cls.kind for cls in ACTION_TYPES]
    assert len(kinds) == len(set(kinds))
    assert {"choose_home", "request_order", "pray", "take_position", "buy_brick", "done"} <= set(
        kinds
    )


def test_the_first_turn_asks_in_order(rules):
    state = new_game(rules)
    order = list(state.sequence)
    assert state.phase == "start"
    seen = []
    for seat in order:  # start tiles in sequence order
        prompt = rules.prompt(state)
        assert (prompt.kind, prompt.seat) == ("choose_home", seat)
        assert "start tile" in words(prompt.text)
        rules.apply(state, rules.legal_actions(state)[0])
    for phase in ("production", "movement", "building", "wonder"):
        assert state.phase == phase
        for seat in order:
            prompt = rules.prompt(state)
            assert (prompt.kind, prompt.seat) == ("order_request", seat)
            assert rules.legal_actions(state) == [
                RequestOrder(False),
                RequestOrder(True),
                NeverAskOrder(),
            ]
            rules.apply(state, RequestOrder(False))
        for seat in order:
            prompt = rules.prompt(state)
            assert (prompt.kind, prompt.seat) == (phase, seat)
            assert Done() in rules.legal_actions(state)
            seen.append((phase, seat))
            rules.apply(state, Done())
    assert len(seen) == 8
    assert state.turn == 2 and state.wonder == [None]  # the neutral brick
    assert rules.prompt(state).kind == "order_request" and state.phase == "production"


def events_of(rules, state, action) -> list[str]:
    return [render_event(e, [p.name for p in state.players]) for e in rules.apply(state, action)]


def test_a_seat_that_never_asks_is_not_asked_and_the_log_says_so(rules):
    options = rules.normalize_options({"players": 3, "never_ask": [0, 2]})
    assert options["never_ask"] == [0, 2]
    state = rules.setup(options, 1)
    while rules.prompt(state).kind == "choose_home":
        *_, last = events_of(rules, state, rules.legal_actions(state)[0])
    assert "P1" in last and "P3" in last and "never ask" in last and "P2" not in last
    assert (rules.prompt(state).kind, rules.prompt(state).seat) == ("order_request", 1)
    rules.apply(state, RequestOrder(False))
    assert rules.prompt(state).kind == "production"  # nobody else is asked


def test_everyone_never_asks_plays_a_turn_without_the_question(rules):
    state = rules.setup(rules.normalize_options({"players": 2, "never_ask": [0, 1]}), 1)
    choose_homes(rules, state)
    kinds = set()
    while state.turn == 1:
        kinds.add(rules.prompt(state).kind)
        rules.apply(state, Done())
    assert kinds == {"production", "movement", "building", "wonder"}


def test_one_tap_says_never_again_for_the_rest_of_the_game(rules):
    state = new_game(rules)
    choose_homes(rules, state)
    first = rules.prompt(state).seat
    (line,) = events_of(rules, state, NeverAskOrder())
    assert "not be asked again" in line and state.players[first].asks_order is False
    no_requests(rules, state)
    while state.phase == "production":
        rules.apply(state, Done())
    assert [d.seat for d in state.pending if d.kind == "order_request"] == [
        s for s in state.sequence if s != first
    ]
    assert rules.action_text(state, NeverAskOrder()).key.endswith("order_never")


def test_an_order_answer_saved_before_never_ask_existed_still_loads(rules):
    assert rules.codec.decode({"kind": "request_order", "yes": False}) == RequestOrder(False)
    assert rules.codec.decode({"kind": "never_ask_order"}) == NeverAskOrder()


def test_never_ask_names_seats(rules):
    with pytest.raises(OptionsError):
        rules.normalize_options({"players": 2, "never_ask": [2]})
    assert "never_ask" not in rules.normalize_options({"players": 2})


def test_a_request_runs_the_temple_procedure(rules):
    state = new_game(rules, players=3, seed=2)
    choose_homes(rules, state)
    row = list(state.temple)
    rules.apply(state, RequestOrder(True))
    assert rules.prompt(state).kind == "pray"  # nobody else is asked
    for seat in row[:-1]:  # front to back, all but the last
        prompt = rules.prompt(state)
        assert (prompt.kind, prompt.seat) == ("pray", seat)
        rules.apply(state, Pray(stop=seat == row[0]))
    assert state.temple == [row[1], row[2], row[0]]
    first = rules.prompt(state)
    assert (first.kind, first.seat) == ("position", row[0])  # farthest from the temple now
    rules.apply(state, TakePosition(3))
    why = rules.why_not(state, TakePosition(3))
    assert "position 3" in words(why).lower() or "3" in words(why)
    rules.apply(state, TakePosition(1))
    rules.apply(state, TakePosition(2))
    assert state.procedure is None and state.sequence[2] == row[0]
    prompt = rules.prompt(state)
    assert (prompt.kind, prompt.seat) == ("production", state.sequence[0])


def test_refusals_are_in_words(rules):
    state = new_game(rules)
    # another prompt's answer
    why = rules.why_not(state, Done())
    assert words(why) == "That is not possible now: it is time for choosing a start tile."
    # a home too close to the first
    first = rules.legal_actions(state)[0]
    rules.apply(state, first)
    why = rules.why_not(state, first)
    assert "2" in words(why) and render(why, "ko").endswith("요.")
    with pytest.raises(IllegalAction):
        rules.apply(state, ChooseHome("hex:99,99/area:0"))
    choose_homes(rules, state)
    no_requests(rules, state)
    seat = rules.prompt(state).seat
    # a claim of a building that is not there; a move while it is time to produce
    assert rules.why_not(state, Claim("building:woodcutter@hex:0,0", "hex:0,0/area:0"))
    other = next(t for t in state.transporters if t.owner != state.players[seat].colour)
    why = rules.why_not(state, Move(other.id, (other.location,)))
    assert "production" in words(why)
    rules.apply(state, Done())
    rules.apply(state, Done())
    no_requests(rules, state)
    why = rules.why_not(state, Move(other.id, (other.location,)))
    assert words(why) and render(why, "ko")
    # a brick is bought in the wonder phase only
    assert "it is time for movement" in words(rules.why_not(state, BuyBrick(())))


def test_place_ids_in_refusals_are_put_in_words(rules):
    state = new_game(rules)
    choose_homes(rules, state)
    while state.phase != "wonder":
        answer = RequestOrder(False) if rules.prompt(state).kind == "order_request" else Done()
        rules.apply(state, answer)
    no_requests(rules, state)
    seat = rules.prompt(state).seat
    home = state.players[seat].home_area
    far = next(a for a in (f"hex:{q},{r}/area:0" for q in range(9) for r in range(9)) if a != home)
    why = rules.why_not(state, BuyBrick(((far, "good:boards", 1),)))
    for lang in ("en", "ko"):
        out = render(why, lang)
        assert "hex:" not in out and "area:" not in out, out


def test_legal_actions_round_trip_through_the_codec(rules):
    state = new_game(rules, seed=5)
    choose_homes(rules, state)
    for _ in range(60):
        if rules.prompt(state) is None:
            break
        legal = rules.legal_actions(state)
        for action in legal:
            assert rules.codec.decode(json.loads(json.dumps(action.to_json()))) == action
            assert rules.why_not(state, action) is None
        rules.apply(state, legal[-1] if len(legal) > 1 else legal[0])


def test_describe_knows_every_element(rules):
    state = new_game(rules)
    choose_homes(rules, state)
    ids = rules.element_ids(state)
    assert "wonder" in ids and any(i.startswith("transporter:") for i in ids)
    for element in ids:
        text = rules.describe(state, element)
        assert text is not None, element
        for lang in ("en", "ko"):
            assert "roads-and-boats." not in render(text, lang)
    assert rules.describe(state, "hex:99,99") is None


def test_options_take_bare_map_names_and_refuse_bad_maps(rules):
    assert rules.normalize_options({"map": "mesopotamia"})["map"] == "map:mesopotamia"
    with pytest.raises(Exception) as refused:
        rules.normalize_options({"map": {"hexes": [{"q": 0, "r": 0, "terrain": "lava"}]}})
    assert "lava" in words(refused.value.reason)


def test_cli_plays_with_a_map_file_and_refuses_a_bad_one(tmp_path, capsys):
    from rules.roadsboats.maps import map_to_json, preset_map

    good = tmp_path / "valley.json"
    good.write_text(json.dumps(map_to_json(preset_map("map:mesopotamia"))))
    code = cli.main(
        ["play", "--game", GAME, "--players", "2", "--map", str(good), "--bots", "heuristic"]
    )
    out = capsys.readouterr().out
    assert code == 0 and "Final ranking" in out and "Wonder" in out
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"hexes": [{"q": 0, "r": 0, "terrain": "lava"}]}))
    code = cli.main(["play", "--game", GAME, "--map", str(bad)])
    err = capsys.readouterr().err
    assert code == 2 and "unknown terrain lava" in err
