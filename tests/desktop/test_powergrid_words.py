"""Power Grid's words on the table: the auction box shows every seat still bidding (a disc in
its colour, the names whole in its tooltip), in both languages; the order track at a six-seat
table-top tells every seat apart; money is written one way in each language."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from table_gestures import shown_table

from desktop.games.powergrid import look, make_scene
from desktop.session_model import SessionModel
from rules.core.session import Session
from rules.powergrid import market
from rules.powergrid.actions import OfferPlant

SIX = ["Player 4", "Ann", "Bartholomew", "Player 5", "Cy", "Maximilian"]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_auction_box_shows_every_seat_still_bidding(qtbot, lang):
    """Each seat still bidding is a disc in its colour inside the box (six names would not fit
    it at a size read at arm's length); the discs' tooltip names every one whole."""
    options = {"players": 6, "map": "germany", "seats": [{"name": n} for n in SIX]}
    model = SessionModel(Session("powergrid", options, 3), lang=lang)
    plant = market.current_plants(model.state)[0]
    assert model.apply(OfferPlant(plant, plant))
    scene = make_scene(model)
    box = scene.plant_market.auction.sceneBoundingRect()
    bidders = scene.plant_market.bidders
    active = model.state.auction.active
    assert bidders.colours == [QColor(model.state.players[s].colour) for s in active]
    assert len(active) == 6
    tip = bidders.toolTip()
    assert "…" not in tip
    assert all(name in tip for name in SIX)  # every one, none cut
    assert box.contains(bidders.sceneBoundingRect())
    for other in (scene.plant_market.leader, scene.plant_market.bid):
        assert not other.sceneBoundingRect().intersects(bidders.sceneBoundingRect())


def test_the_order_track_at_a_six_seat_table_top_names_every_seat(qtbot):
    """At 1280x800 in table-top mode, six seats named alike ("Player 1" … "Player 6") each
    read whole on the order track, not "1. Player" six times; the track's tooltip names all."""
    names = [f"Player {i + 1}" for i in range(6)]
    options = {"players": 6, "map": "germany", "seats": [{"name": n} for n in names]}
    model = SessionModel(Session("powergrid", options, 3), lang="en")
    table = shown_table(qtbot, model, (1280, 800), table_top=True)
    track = table.scene.order_track
    shown = {" ".join(chip.lines) for chip in track.chips()}
    order = [model.state.players[s].name for s in model.state.order]
    assert shown == {f"{i + 1}. {name}" for i, name in enumerate(order)}
    for chip in track.chips():
        assert chip.px >= 11  # whole, in a smaller font, not cut
    tip = table.scene.tooltip("track:order")
    assert all(name in tip for name in names)


# -- money: one way in each language --------------------------------------------------------------

CATALOG = Path(__file__).resolve().parents[2] / "resources" / "i18n"


def _catalog(lang: str) -> dict[str, str]:
    return json.loads((CATALOG / f"powergrid.{lang}.json").read_text(encoding="utf-8"))


def test_korean_money_is_written_as_the_korean_rulebook_does():
    """The Korean rulebook writes the Elektro as € right after the number ("33€를 받습니다"):
    never "3 €에", never "€3", never spelled out."""
    other = re.compile(r"[\d}]\s+€|€\s*[\d{]|일렉트로|엘렉트로|Elektro")
    found = {key: text for key, text in _catalog("ko").items() if other.search(text)}
    assert found == {}
    assert any(re.search(r"}€", text) for text in _catalog("ko").values())


def test_english_money_is_a_number_and_elektro():
    """English says "10 Elektro" (the English rulebook's word), never "10€" or "€10"."""
    found = {
        key: text
        for key, text in _catalog("en").items()
        if "€" in text or re.search(r"[\d}]Elektro|Elektros", text)
    }
    assert found == {}


@pytest.mark.parametrize(("lang", "said"), [("en", "money hidden."), ("ko", "돈 비공개,")])
def test_hidden_money_is_said_without_a_currency(lang, said):
    session = Session("powergrid", {"players": 3, "show_money": False}, 3)
    model = SessionModel(session, lang=lang)
    looker = model.state.order[0]
    other = next(s for s in range(3) if s != looker)
    text = model.tr(model.rules.describe(model.rules.view(model.state, looker), f"player:{other}"))
    assert said in text and "€" not in text and "Elektro" not in text


def test_the_leaders_name_reads_on_the_dark_panel_whatever_the_seat_colour(qtbot):
    options = {"players": 6, "map": "germany", "seats": [{"name": n} for n in SIX]}
    model = SessionModel(Session("powergrid", options, 3), lang="en")
    colours = [QColor(p.colour) for p in model.state.players]
    assert min(c.lightnessF() for c in colours) < 0.3  # the black seat
    assert all(look.readable(c).lightnessF() >= 0.6 for c in colours)
    plant = market.current_plants(model.state)[0]
    assert model.apply(OfferPlant(plant, plant))
    leader = make_scene(model).plant_market.leader
    high = model.state.auction.high
    assert leader.brush().color() == look.readable(colours[high])
