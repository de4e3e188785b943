"""Cooperation at the Roads & Boats table, headless: goods on another player's transporter
dragged onto one's own ask that owner (§4.4 item 7: "또한 주인의 의향이 있다면 다른
운송수단으로부터 상품을 가져가거나 다른 운송수단에게 상품을 전달할 수 있습니다"), and a
construction dropped where only another player's goods can pay asks him too (§5.1); the answer is
his prompt, as for every consent."""

from __future__ import annotations

from desktop.games.roadsboats import intents
from rules.core.i18n import render
from rules.roadsboats import movement
from rules.roadsboats.actions import Consent
from rules.roadsboats.state import new_transporter
from tests.desktop.test_roadsboats_intents import HOME, _mine, _phase


def test_goods_dragged_from_another_players_donkey_onto_ones_own_ask_him():
    session = _phase("movement")
    rules, state = session.rules, session.state
    me = rules.prompt(state).seat
    other = next(p for p in state.players if p.seat != me)
    theirs = new_transporter(state, other.colour, "transporter:donkey", HOME)
    theirs.cargo = ["good:stone"]
    pile = f"{theirs.id}/good:stone"
    lit = intents.reach(rules, state, pile)
    assert set(_mine(session)) <= set(lit)  # each of my donkeys there may ask for it
    donkey = _mine(session)[0]
    (take,) = intents.dropped(rules, state, pile, donkey)
    assert isinstance(take, movement.Move) and take.loads == ((0, theirs.id, "good:stone", 1),)
    session.apply(take)
    prompt = rules.prompt(session.state)
    assert (prompt.seat, prompt.kind) == (other.seat, "consent")  # the hand-off names him
    names = [p.name for p in state.players]
    assert "take 1 token of stone" in render(prompt.text, names=names)
    assert state.transporter(theirs.id).cargo == ["good:stone"]  # nothing before his yes
    session.apply(Consent(True))
    assert session.state.transporter(donkey).cargo[-1] == "good:stone"
    assert session.state.transporter(theirs.id).cargo == []
    assert rules.prompt(session.state).seat == me
