"""Power Grid's words on the table: the auction box names every seat still bidding, whole (six
long names wrap, smaller if need be, inside the box), in both languages; the order track at a
six-seat table-top tells every seat apart."""

from __future__ import annotations

import pytest

from desktop.games import TITLES
from desktop.games.powergrid import make_scene
from desktop.session_model import SessionModel
from desktop.shell.table import TableScreen
from rules.core.session import Session
from rules.powergrid import market
from rules.powergrid.actions import OfferPlant

SIX = ["Player 4", "Ann", "Bartholomew", "Player 5", "Cy", "Maximilian"]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_auction_box_names_every_seat_still_bidding_whole(qtbot, lang):
    options = {"players": 6, "map": "germany", "seats": [{"name": n} for n in SIX]}
    model = SessionModel(Session("powergrid", options, 3), lang=lang)
    plant = market.current_plants(model.state)[0]
    assert model.apply(OfferPlant(plant, plant))
    scene = make_scene(model)
    box = scene.plant_market.auction.sceneBoundingRect()
    bidders = scene.plant_market.bidders
    shown = bidders.text()
    assert "…" not in shown
    words = shown.replace("\n", " ")
    assert all(name in words for name in SIX)  # every one, none cut
    assert box.contains(bidders.sceneBoundingRect())
    assert bidders.font().pixelSize() >= 11
    for other in (scene.plant_market.leader, scene.plant_market.bid):
        assert not other.sceneBoundingRect().intersects(bidders.sceneBoundingRect())


def test_the_order_track_at_a_six_seat_table_top_names_every_seat(qtbot):
    """At 1280x800 in table-top mode, six seats named alike ("Player 1" … "Player 6") each
    read whole on the order track, not "1. Player" six times; the track's tooltip names all."""
    names = [f"Player {i + 1}" for i in range(6)]
    options = {"players": 6, "map": "germany", "seats": [{"name": n} for n in names]}
    model = SessionModel(Session("powergrid", options, 3), lang="en")
    table = TableScreen(TITLES["powergrid"], model, table_top=True)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    qtbot.wait(50)
    track = table.scene.order_track
    shown = {" ".join(chip.lines) for chip in track.chips()}
    order = [model.state.players[s].name for s in model.state.order]
    assert shown == {f"{i + 1}. {name}" for i, name in enumerate(order)}
    for chip in track.chips():
        assert chip.px >= 11  # whole, in a smaller font, not cut
    tip = table.scene.tooltip("track:order")
    assert all(name in tip for name in names)
