"""Power Grid's words on the table: the auction box names every seat still bidding, whole (six
long names wrap, smaller if need be, inside the box), in both languages."""

from __future__ import annotations

import pytest

from desktop.games.powergrid import make_scene
from desktop.session_model import SessionModel
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
