"""Typed events on both Brass maps: where a piece moves, the event names the element it left and
the one it reached (`Event.moved`), with the ids the actions and tooltips use."""

import brass_helpers as bh
import lancashire_helpers as lh

from rules.brass.core.actions import ChooseAction, ChooseIndustry, PlaceLink, PlayCard
from rules.brass.lancashire_data import DISTANT
from rules.brass.lancashire_sell import SellCotton


def _moves(events):
    return {e.key.split(".event.")[1]: e.moved for e in events if e.moved is not None}


def test_a_build_moves_the_card_the_mat_tile_and_the_cubes_it_takes():
    state = bh.new_game(4)
    bh.give(state, 0, money=50, hand=["location:stafford"] * 8)
    bh.put(state, "slot:stafford:1", 1, "brewery")
    events = bh.build(state, "location:stafford", "pottery", "slot:stafford:2")
    assert _moves(events) == {
        "card_played": ("card:location:stafford", "discard"),
        "built": ("mat:pottery", "slot:stafford:2"),
        "took": ("market:iron", "slot:stafford:2"),  # Pottery I's iron, bought
    }


def test_an_overbuilt_tile_and_a_new_mines_cubes_sold_to_the_market_move_too():
    state = bh.new_game(4)
    bh.give(state, 0, money=50, hand=["location:coalbrookdale"] * 8)
    bh.link(state, 1, "coalbrookdale", "shrewsbury")
    state.markets["coal"] = 11  # empty: room for the new mine's coal
    bh.put(state, "slot:coalbrookdale:3", 0, "coal_mine", 1, flipped=True)
    state.players[0].mat["coal_mine"] = [2, 2, 3]
    moves = _moves(bh.build(state, "location:coalbrookdale", "coal_mine", "slot:coalbrookdale:3"))
    assert moves["overbuilt"] == ("slot:coalbrookdale:3", "box")
    assert moves["built"] == ("mat:coal_mine", "slot:coalbrookdale:3")
    assert moves["sold_cubes"] == ("slot:coalbrookdale:3", "market:coal")


def test_a_link_and_a_develop_move_their_pieces():
    state = bh.new_game(4)
    bh.give(state, 0, money=50, hand=["location:stafford"] * 8)
    events = bh.act(
        state,
        ChooseAction("network"),
        PlayCard("location:stafford"),
        PlaceLink("link:stafford~stone"),
    )
    assert _moves(events)["linked"] == ("link", "link:stafford~stone")
    events = bh.act(state, ChooseAction("develop"), PlayCard("location:stafford"))
    events = bh.act(state, ChooseIndustry("coal_mine"))
    assert _moves(events)["developed"] == ("mat:coal_mine", "box")


def test_a_distant_sale_moves_the_demand_marker_down_its_track():
    state = lh.new_game(4)
    lh.give(state, 0, hand=["location:bolton"] * 8)
    lh.put(state, "slot:colne:1", 0, "cotton_mill", 1)
    lh.link(state, 1, "colne", "yorkshire")
    state.extra.tiles.append(-2)  # the next tile drawn
    marker = state.extra.marker
    events = lh.start(state, "sell", "location:bolton")
    events += lh.act(state, SellCotton("slot:colne:1", DISTANT))
    assert _moves(events)["demand"] == (f"distant:{marker}", f"distant:{marker + 2}")
