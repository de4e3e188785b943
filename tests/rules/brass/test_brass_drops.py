"""Drops on both Brass maps, headless: the kernel's `find_action` and `preview` over the Brass
rules. A mat tile dropped on a slot answers the action, card, industry and slot prompts at once
when that is unambiguous, and names the prompt still open when it is not; a link dropped on a
route answers action, card and link; a refused drop gives the rules' reason; a held tile or link
lights every slot or route it can reach now, with what it costs."""

from __future__ import annotations

import brass_helpers as bh
import lancashire_helpers as lh
import pytest
from brass_common import random_positions

from rules.brass.core.actions import (
    BuildAt,
    ChooseAction,
    ChooseIndustry,
    Consume,
    PlaceLink,
    PlayCard,
    RemoveTile,
)
from rules.brass.core.ruleset import BrassRuleset
from rules.brass.core.state import BrassState
from rules.brass.lancashire_data import DISTANT
from rules.brass.lancashire_sell import SellCotton
from rules.core.actions import Action
from rules.core.events import Event
from rules.core.gestures import Found, find_action, preview
from rules.core.state import state_hash

RULES = bh.RULES
MAPS = [bh.RULES, lh.RULES]
each_map = pytest.mark.parametrize("rules", MAPS, ids=lambda r: r.game_id)


def _canal(hand: list[str], money: int = 50) -> BrassState:
    """Birmingham, Canal Era round 2, seat 0 to act with `hand`, nothing on the board."""
    state = bh.new_game(4)
    bh.give(state, 0, money=money, hand=hand)
    return state


def _applied(rules: BrassRuleset, state: BrassState, actions: tuple[Action, ...]) -> BrassState:
    after = rules.clone(state)
    for action in actions:
        rules.apply(after, action)
    return after


# -- a mat tile dropped on a slot ----------------------------------------------------------------


def test_a_mat_tile_on_a_slot_answers_action_card_industry_and_slot_when_only_one_card_can():
    state = _canal(["location:stafford", "location:leek", "location:leek", "location:belper"])
    found = find_action(RULES, state, 0, "mat:pottery", "slot:stafford:2")
    assert found.actions == (
        ChooseAction("build"),
        PlayCard("location:stafford"),
        ChooseIndustry("pottery"),
        BuildAt("slot:stafford:2"),
    )
    assert found.reason is None and found.open is None
    by_steps = RULES.clone(state)
    bh.build(by_steps, "location:stafford", "pottery", "slot:stafford:2")
    assert state_hash(_applied(RULES, state, found.actions)) == state_hash(by_steps)


def test_the_same_drop_resolves_from_the_card_and_the_industry_prompts():
    state = _canal(["location:stafford", "location:leek"])
    bh.act(state, ChooseAction("build"))
    found = find_action(RULES, state, 0, "mat:pottery", "slot:stafford:2")
    assert found.actions[0] == PlayCard("location:stafford") and len(found.actions) == 3
    bh.act(state, PlayCard("location:stafford"))
    found = find_action(RULES, state, 0, "mat:pottery", "slot:stafford:2")
    assert found.actions == (ChooseIndustry("pottery"), BuildAt("slot:stafford:2"))
    bh.act(state, ChooseIndustry("pottery"))
    found = find_action(RULES, state, 0, "mat:pottery", "slot:stafford:2")
    assert found.actions == (BuildAt("slot:stafford:2"),)  # a direct answer


def test_several_cards_could_build_there_so_the_card_is_still_open():
    # with nothing on the board an industry card builds anywhere, like Stafford's own card
    state = _canal(["industry:pottery", "location:stafford", "location:leek"])
    found = find_action(RULES, state, 0, "mat:pottery", "slot:stafford:2")
    choices = (PlayCard("industry:pottery"), PlayCard("location:stafford"))
    assert found == Found((ChooseAction("build"),), found.reason, "card", choices)
    assert found.reason.key == "core.why.choose_first"
    after = _applied(RULES, state, found.actions)  # the desktop plays the prefix, then asks
    assert RULES.prompt(after).kind == "card"
    again = find_action(RULES, after, 0, "mat:pottery", "slot:stafford:2")
    assert again.actions == () and again.open == "card"


def test_the_slot_prompts_answers_name_the_mat_tile_they_move_and_save_as_before():
    state = _canal(["location:stafford"] * 2)
    bh.act(state, ChooseAction("build"), PlayCard("location:stafford"), ChooseIndustry("pottery"))
    (answer,) = RULES.legal_actions(state)
    assert answer.piece == "mat:pottery" and answer.target == "slot:stafford:2"
    assert answer.to_json() == {"kind": "build_at", "slot": "slot:stafford:2"}
    assert answer == BuildAt("slot:stafford:2") and BuildAt("slot:stafford:2").piece == "mat"
    assert RULES.codec.decode(answer.to_json()) == answer


@pytest.mark.parametrize(
    ("hand", "piece", "slot", "why"),
    [
        (["location:stafford"], "mat:cotton_mill", "slot:stafford:2", "slot_wrong_industry"),
        (["location:leek"], "mat:pottery", "slot:stafford:2", "card_other_location"),
        (
            ["location:leek", "location:belper"],
            "mat:pottery",
            "slot:stafford:2",
            "no_card_builds_there",
        ),
        (["location:stafford"], "mat:manufacturer", "slot:stafford:1", "slot_taken"),
        (["location:stafford"], "mat:pottery", "slot:atlantis:1", "core.why.no_such_move"),
    ],
)
def test_a_refused_drop_gives_the_rules_reason(hand, piece, slot, why):
    state = _canal(hand)
    bh.put(state, "slot:stafford:1", 1, "brewery")
    before = state_hash(state)
    found = find_action(RULES, state, 0, piece, slot)
    key = why if "." in why else f"brass.why.{why}"
    assert not found and found.reason.key == key, found.reason
    assert state_hash(state) == before


def test_an_industry_card_outside_the_network_is_the_reason_given():
    state = _canal(["industry:pottery", "location:leek"])
    bh.link(state, 0, "coventry", "birmingham")
    found = find_action(RULES, state, 0, "mat:pottery", "slot:stafford:2")
    assert found.reason.key == "brass.why.not_in_network"


def test_a_drop_the_seat_cannot_pay_for_says_so_rather_than_that_it_cannot_build():
    state = _canal(["location:stafford"] * 3, money=10)
    found = find_action(RULES, state, 0, "mat:pottery", "slot:stafford:2")
    assert found.reason.key == "brass.why.too_expensive"
    assert found.reason.params["cost"] == RULES.board.spec("pottery", 1).cost + _iron(state)


def test_a_drop_out_of_turn_or_during_another_action_is_refused():
    state = _canal(["location:stafford"] * 3)
    found = find_action(RULES, state, 1, "mat:pottery", "slot:stafford:2")
    assert found.reason.key == "core.why.not_your_turn"
    bh.act(state, ChooseAction("develop"))
    found = find_action(RULES, state, 0, "mat:pottery", "slot:stafford:2")
    assert not found and found.reason.key == "brass.why.wrong_time"


def test_intent_names_the_action_a_drop_would_be():
    state = _canal(["location:stafford"])
    assert RULES.intent(state, "mat:pottery", "slot:stafford:2") == BuildAt("slot:stafford:2")
    assert RULES.intent(state, "link", "link:stafford~stone") == PlaceLink("link:stafford~stone")
    assert RULES.intent(state, "card:location:leek", "discard") == PlayCard("location:leek")
    assert RULES.intent(state, "slot:stafford:1", "box") == RemoveTile("slot:stafford:1")
    assert RULES.intent(state, "mat:pottery", "discard") is None
    state.draft = None
    bh.act(state, ChooseAction("build"), PlayCard("location:stafford"), ChooseIndustry("pottery"))
    assert RULES.intent(state, "mat:brewery", "slot:stafford:1") is None  # building a pottery
    lanc = lh.new_game(4)
    assert lh.RULES.intent(lanc, "slot:bolton:1", DISTANT) == SellCotton("slot:bolton:1", DISTANT)


def test_a_cube_dropped_to_be_consumed_is_taken_from_that_source():
    state = _canal(["location:stafford"] * 3)
    bh.put(state, "slot:cannock:2", 1, "coal_mine", cubes=2)
    bh.put(state, "slot:stone:2", 2, "coal_mine", cubes=2)
    bh.link(state, 0, "cannock", "stafford")
    bh.link(state, 0, "stafford", "stone")
    bh.build(state, "location:stafford", "manufacturer", "slot:stafford:1")
    assert bh.kind(state) == "coal"  # two mines equally near
    found = find_action(RULES, state, 0, "slot:stone:2", "consume")
    assert found.actions == (Consume("coal", "slot:stone:2"),)
    (took,) = [e for e in bh.act(state, *found.actions) if e.key == "brass.event.took"]
    assert took.moved == ("slot:stone:2", "slot:stafford:1")


# -- a Lancashire double build -------------------------------------------------------------------


def test_a_double_builds_two_cards_are_open_unless_the_hand_leaves_no_choice():
    state = lh.new_game(4)
    lh.give(state, 0, hand=["location:wigan", "location:colne"] + ["location:preston"] * 6)
    lh.act(state, ChooseAction("double_build"))
    found = find_action(lh.RULES, state, 0, "mat:cotton_mill", "slot:bolton:1")
    assert found.actions == () and found.open == "card"
    assert found.reason.key == "core.why.choose_first"
    same = lh.new_game(4)
    lh.give(same, 0, hand=["location:wigan"] * 8)
    lh.act(same, ChooseAction("double_build"))
    found = find_action(lh.RULES, same, 0, "mat:cotton_mill", "slot:bolton:1")
    assert found.actions == (
        PlayCard("location:wigan"),
        PlayCard("location:wigan"),
        ChooseIndustry("cotton_mill"),
        BuildAt("slot:bolton:1"),
    )


def test_a_tile_only_a_double_build_could_place_is_not_a_single_build():
    state = lh.new_game(4)
    lh.give(state, 0, hand=["location:wigan"] * 8)
    found = find_action(lh.RULES, state, 0, "mat:cotton_mill", "slot:bolton:1")
    assert not found and found.reason.key == "brass.why.card_other_location"


# -- a link dropped on a route -------------------------------------------------------------------


def test_a_link_on_a_route_answers_action_card_and_link_or_leaves_the_card_open():
    state = _canal(["location:stafford"] * 4)
    found = find_action(RULES, state, 0, "link", "link:stafford~stone")
    assert found.actions == (
        ChooseAction("network"),
        PlayCard("location:stafford"),
        PlaceLink("link:stafford~stone"),
    )
    by_steps = RULES.clone(state)
    bh.act(by_steps, *found.actions)
    events = bh.act(state, *found.actions)
    assert state_hash(state) == state_hash(by_steps)
    assert [e.moved for e in events if e.key == "brass.event.linked"] == [
        ("link", "link:stafford~stone")
    ]
    two = _canal(["location:stafford", "location:leek"])
    found = find_action(RULES, two, 0, "link", "link:stafford~stone")
    assert found.actions == (ChooseAction("network"),) and found.open == "card"


def test_a_refused_link_gives_the_rules_reason():
    state = lh.new_game(4)  # Lancashire: no link anywhere while nothing is on the board
    lh.give(state, 0, hand=["location:wigan"] * 8)
    found = find_action(lh.RULES, state, 0, "link", "link:bolton~bury")
    assert found.reason.key == "brass.why.link_not_adjacent"
    state = _canal(["location:stafford"] * 4)
    bh.link(state, 1, "stafford", "stone")
    found = find_action(RULES, state, 0, "link", "link:stafford~stone")
    assert found.reason.key == "brass.why.link_taken"


# -- previews ------------------------------------------------------------------------------------


def _iron(state: BrassState) -> int:
    return RULES.costs(state, [Consume("iron", "market")])[0]


def test_a_held_mat_tile_lights_the_slots_it_can_reach_with_the_full_price():
    state = _canal(["location:stafford", "location:stoke_on_trent", "location:leek"])
    lit = preview(RULES, state, 0, "mat:pottery")
    price = RULES.board.spec("pottery", 1).cost + _iron(state)  # Pottery I takes an iron
    assert lit == {"slot:stafford:2": price, "slot:stoke_on_trent:2": price}
    assert preview(RULES, state, 0, "mat:iron_works") == {}  # Iron Works I takes coal: none
    assert preview(RULES, state, 1, "mat:pottery") == {}  # not seat 1's turn


def test_a_held_link_lights_the_routes_it_can_take():
    state = _canal(["location:stafford"] * 2)
    lit = preview(RULES, state, 0, "link")
    canal = [k for k, link in RULES.board.links.items() if link.canal]
    assert lit == dict.fromkeys(canal, RULES.board.tables["link_costs"]["canal"])


def _spent(events: list[Event]) -> int:
    """What an action's events say it cost: its tile or link, then the cubes bought."""
    total = 0
    for e in events:
        if e.key in ("brass.event.built", "brass.event.linked"):
            total += e.params["cost"]
        elif e.key == "brass.event.took":
            total += e.params["price"]
    return total


def _carry_out(rules: BrassRuleset, state: BrassState, seat: int, piece: str, target: str):
    """Drop `piece` on `target`, choosing the first card that leads there where the card is
    open, then take the cubes from the first source offered; the events."""
    events: list[Event] = []
    while True:
        found = find_action(rules, state, seat, piece, target)
        assert found.actions or found.open == "card", found
        for action in found.actions:
            events += rules.apply(state, action)
        if found.actions and found.actions[-1].target == target:
            break
        for card in rules.legal_actions(state):
            if find_action(rules, _applied(rules, state, (card,)), seat, piece, target):
                events += rules.apply(state, card)
                break
    while (prompt := rules.prompt(state)) and prompt.kind in ("coal", "iron", "beer"):
        events += rules.apply(state, rules.legal_actions(state)[0])
    return events


@each_map
def test_what_a_preview_lights_is_what_the_drop_then_costs(rules):
    """Over a random game: at each action prompt, every lit slot of one held tile and a few
    lit routes of a held link, carried out, cost exactly what the preview said."""
    checked = 0
    for state, seat in random_positions(rules, players=3, seed=5, every=5):
        if rules.prompt(state).kind != "action":
            continue
        mat = state.players[seat].mat
        industry = next(i for i in rules.board.industries[state.round % 3 :] if mat[i])
        for piece in (f"mat:{industry}", "link"):
            lit = preview(rules, state, seat, piece)
            for target, cost in list(lit.items())[:3]:
                copy = rules.clone(state)
                events = _carry_out(rules, copy, seat, piece, target)
                assert _spent(events) == cost, (piece, target)
                checked += 1
    assert checked > 20


@each_map
def test_every_slot_a_card_could_build_on_is_lit_and_nothing_else(rules):
    lit = 0
    for state, seat in random_positions(rules, players=4, seed=2, every=9):
        if rules.prompt(state).kind != "action" or rules.why_not(state, ChooseAction("build")):
            continue
        hand = sorted(set(state.players[seat].hand))
        for industry in rules.board.industries:
            expected = set()
            for card in hand:
                step = rules.clone(state)
                rules.apply(step, ChooseAction("build"))
                if rules.why_not(step, PlayCard(card)) is not None:
                    continue
                rules.apply(step, PlayCard(card))
                if rules.why_not(step, ChooseIndustry(industry)) is not None:
                    continue
                rules.apply(step, ChooseIndustry(industry))
                expected |= {a.target for a in rules.legal_actions(step)}
            assert set(preview(rules, state, seat, f"mat:{industry}")) == expected, industry
            lit += len(expected)
    assert lit > 100
