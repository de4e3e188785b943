"""Brass: Lancashire's Sell action (spec §4.4, §5.4): ports, the Distant Cotton Market and its
track, several mills for one card, X ending the action, the market trade icons."""

from lancashire_helpers import (
    RULES,
    act,
    give,
    keys,
    kind,
    link,
    menu,
    new_game,
    put,
    refused,
    seat,
)

from rules.brass.core.actions import ChooseAction, PlayCard
from rules.brass.lancashire_data import DISTANT
from rules.brass.lancashire_sell import CottonDraft, SellCotton
from rules.core.steps import Done

L = "brass-lancashire.why."


def _ready(tiles=(-1, -1, -1)):
    state = new_game(4)
    give(state, 0, hand=["location:bolton"] * 8)
    state.extra.tiles = list(tiles)  # top = last
    return state


def _sell(state, *sales):
    return act(state, ChooseAction("sell"), PlayCard("location:bolton"), *sales)


def test_lancashire_sell_through_a_connected_port_flips_both():
    state = _ready()
    put(state, "slot:preston:2", 0, "cotton_mill", 1)
    put(state, "slot:preston:1", 1, "port", 1)  # same location: connected
    _sell(state, SellCotton("slot:preston:2", "slot:preston:1"))
    assert state.tiles["slot:preston:1"].flipped and state.tiles["slot:preston:2"].flipped
    assert state.players[1].income_space == 13  # the port's owner: Port I +3 spaces
    assert state.players[0].income_space == 15  # Cotton Mill I +5 spaces
    assert state.extra.marker == 1 and len(state.extra.tiles) == 3
    assert len(state.players[0].discard) == 1


def test_lancashire_sell_to_the_distant_market():
    """Marker on space 1, tile −2: it moves to space 3 (+2), then the mill flips (+5)."""
    state = _ready(tiles=(-4, -2))
    put(state, "slot:colne:1", 0, "cotton_mill", 1)
    link(state, 1, "colne", "yorkshire")
    events = _sell(state, SellCotton("slot:colne:1", DISTANT))
    assert state.extra.marker == 3 and state.extra.drawn == [-2] and state.extra.tiles == [-4]
    assert state.players[0].income_space == 10 + 2 + 5
    assert keys(events)[-3:] == ["demand", "sold_distant", "flipped"]
    assert any(e.reveals for e in events)


def test_lancashire_distant_track_income_per_space():
    for start, tile, space, gain in [(1, 0, 1, 3), (2, -3, 5, 1), (5, -2, 7, 0), (6, -2, 8, 0)]:
        state = _ready(tiles=(tile,))
        state.extra.marker = start
        put(state, "slot:colne:1", 0, "cotton_mill", 1)
        link(state, 1, "colne", "yorkshire")
        _sell(state, SellCotton("slot:colne:1", DISTANT))
        assert state.extra.marker == space
        assert state.players[0].income_space == 10 + gain + 5


def test_lancashire_reaching_x_ends_the_sell_action_unsold():
    """From space 6 a −4 tile passes 9: the marker stops on X, the mill stays unflipped, the
    action ends (A19) and no further mill is sold."""
    state = _ready(tiles=(-4,))
    state.extra.marker = 6
    put(state, "slot:colne:1", 0, "cotton_mill", 1)
    put(state, "slot:colne:2", 1, "cotton_mill", 1)
    put(state, "slot:preston:2", 0, "cotton_mill", 1)
    put(state, "slot:preston:1", 2, "port", 1)
    link(state, 1, "colne", "yorkshire")
    events = _sell(state, SellCotton("slot:colne:1", DISTANT))
    assert state.extra.marker == 9 and state.extra.drawn == [-4]
    assert not state.tiles["slot:colne:1"].flipped
    assert state.players[0].income_space == 10
    assert keys(events)[-2:] == ["demand", "no_demand"]
    assert kind(state) == "action" and seat(state) == 0 and state.actions_left == 1
    # The port still buys; the distant market no longer does.
    act(state, ChooseAction("sell"), PlayCard("location:bolton"))
    assert RULES.legal_actions(state) == [SellCotton("slot:preston:2", "slot:preston:1")]
    refused(state, SellCotton("slot:colne:1", DISTANT), f"{L}no_demand")


def test_lancashire_several_mills_for_one_card():
    state = _ready(tiles=(-1,))
    put(state, "slot:colne:1", 0, "cotton_mill", 1)
    put(state, "slot:preston:2", 0, "cotton_mill", 2)
    put(state, "slot:preston:1", 1, "port", 1)
    link(state, 1, "colne", "yorkshire")
    _sell(state, SellCotton("slot:preston:2", "slot:preston:1"))
    assert kind(state) == "sell_more"
    assert Done() in RULES.legal_actions(state)
    act(state, SellCotton("slot:colne:1", DISTANT))
    assert state.tiles["slot:colne:1"].flipped and state.tiles["slot:preston:2"].flipped
    assert state.players[0].income_space == 10 + 4 + 3 + 5  # Mill II, +3 at space 2, Mill I
    assert len(state.players[0].discard) == 1 and state.actions_left == 1


def test_lancashire_stop_selling():
    state = _ready()
    put(state, "slot:colne:1", 0, "cotton_mill", 1)
    put(state, "slot:colne:2", 0, "cotton_mill", 1)
    link(state, 1, "colne", "yorkshire")
    _sell(state, SellCotton("slot:colne:1", DISTANT))
    act(state, Done())
    assert not state.tiles["slot:colne:2"].flipped and kind(state) == "action"


def test_lancashire_a_port_takes_cotton_once():
    state = _ready()
    put(state, "slot:preston:2", 0, "cotton_mill", 1)
    put(state, "slot:colne:1", 0, "cotton_mill", 1)
    put(state, "slot:preston:1", 1, "port", 1)
    link(state, 0, "preston", "blackburn")
    link(state, 0, "blackburn", "burnley")
    link(state, 0, "burnley", "colne")
    _sell(state, SellCotton("slot:preston:2", "slot:preston:1"))
    # The flipped port no longer buys, but it still shows the trade icon.
    assert RULES.legal_actions(state) == [SellCotton("slot:colne:1", DISTANT), Done()]
    refused(state, SellCotton("slot:colne:1", "slot:preston:1"), f"{L}port_used")


def test_lancashire_distant_sale_through_an_unflipped_port_leaves_it_unflipped():
    state = _ready()
    put(state, "slot:lancaster:2", 0, "cotton_mill", 1)
    put(state, "slot:lancaster:1", 1, "port", 1)
    _sell(state, SellCotton("slot:lancaster:2", DISTANT))
    assert not state.tiles["slot:lancaster:1"].flipped
    assert state.players[1].income_space == 10


def test_lancashire_selling_needs_a_connection():
    state = _ready()
    put(state, "slot:colne:1", 0, "cotton_mill", 1, flipped=True)
    put(state, "slot:bolton:1", 0, "cotton_mill", 1)
    put(state, "slot:preston:1", 1, "port", 1)
    link(state, 1, "colne", "yorkshire")
    refused(state, ChooseAction("sell"), f"{L}no_sale")
    state.draft = CottonDraft("sell", "sell", cards=0)
    refused(state, SellCotton("slot:bolton:1", DISTANT), f"{L}no_trade_icon")
    refused(state, SellCotton("slot:bolton:1", "slot:preston:1"), f"{L}port_not_connected")
    refused(state, SellCotton("slot:bolton:1", "slot:bolton:2"), f"{L}not_a_port")
    refused(state, SellCotton("slot:colne:1", DISTANT), f"{L}mill_sold")
    refused(state, SellCotton("slot:preston:1", DISTANT), f"{L}not_your_mill")


def test_lancashire_sell_not_offered_without_a_sale():
    state = _ready()
    put(state, "slot:bolton:1", 0, "cotton_mill", 1)
    assert "sell" not in menu(state)


def test_lancashire_each_sale_needs_its_own_connection():
    state = _ready()
    put(state, "slot:colne:1", 0, "cotton_mill", 1)
    put(state, "slot:bolton:1", 0, "cotton_mill", 1)
    link(state, 1, "colne", "yorkshire")
    _sell(state, SellCotton("slot:colne:1", DISTANT))
    assert kind(state) == "action"  # the Bolton mill cannot sell: the action ends by itself
