"""Brass at the app's own table, end to end (issue 13, "Tests"), for both maps: a 4-player game,
Ann and Bob people, Cy and Di heuristic bots, played from its first round by gestures only (real
mouse presses, moves and releases on the table's views, clicks on the prompt bar) until each of
these has happened, the rules' state checked after each of the people's actions:

- a build whose coal comes from a coal mine through the network (a link laid by the same person
  just before), and a build that buys from the market (iron in Birmingham, coal in Lancashire);
- a network (a link dropped on its route), a sale (Birmingham: a cotton mill sold with the beer
  of the seller's brewery; Lancashire: a mill sold to the distant market, its demand tile turned),
  a loan, a scout (Lancashire has none: its double build instead) and a pass;
- a refused drop: the state's hash unchanged, the tile back home, the bar saying the reason.

After every action (a person's, a bot's, an undo): no text item, tooltip, look, log line, button
or card item of the table names a card of a hand it is not shown to, and the hand-off screen
covers the table exactly when a person other than the one it was last shown to is to act, never
for a bot (`brass_table.BrassTable.after`).

Undo (Ctrl+Z) goes back within a person's turn, across the scout's (Lancashire: the loan's) steps,
and stops at what it may not take back: the cards drawn at the end of the turn before (Lancashire:
a bot's move), and the hand drawn back up at the end of this turn; the window's Undo command is
then disabled, its tooltip saying why, and Ctrl+Z changes nothing. Redo plays the steps again.
Then the game is saved mid-era, opened again as the window opens a file, and played on.

The seeds are ones where all of this comes within the first rounds with the bots' own play (found
by a headless search: the heuristic bots in the two bot seats, the people's moves as below). The
bots play exactly as in that search, since they see the same positions and are seeded as the
table seeds them; only after a game is opened again do they start afresh."""

from __future__ import annotations

import pytest
from brass_table import BrassTable

from rules.brass.birmingham_sell import SellTile
from rules.brass.core.actions import (
    BuildAt,
    ChooseAction,
    ChooseIndustry,
    PlaceLink,
    PlayCard,
)
from rules.brass.core.state import Tile
from rules.brass.lancashire_data import DISTANT
from rules.brass.lancashire_flows import TakeLoan
from rules.brass.lancashire_sell import SellCotton
from rules.core.text import Text

ANN, BOB, CY, DI = range(4)
BIRMINGHAM, LANCASHIRE = "brass-birmingham", "brass-lancashire"
BIRMINGHAM_SEED = 27
LANCASHIRE_SEED = 105


def build(card: str, industry: str, slot: str) -> list:
    return [ChooseAction("build"), PlayCard(card), ChooseIndustry(industry), BuildAt(slot)]


def tile(t: BrassTable, slot: str) -> Tile:
    return t.state.tiles[slot]


def blocked(t: BrassTable, why: str) -> None:
    """Undo is refused now: its command disabled, saying why; Ctrl+Z changes nothing."""
    before, steps = t.hash(), len(t.actions())
    assert t.undo_offered() == (False, t.model.tr(Text(f"desktop.undo.blocked.{why}")))
    assert not t.model.session.can_undo()
    t.keys("Ctrl+Z")
    assert t.hash() == before and len(t.actions()) == steps


def refused_drop(t: BrassTable, industry: str, slot: str) -> None:
    """A mat tile dropped where the rules refuse it: it slides home, the state is untouched and
    the prompt bar says the rules' reason."""
    before, steps = t.hash(), len(t.actions())
    why = t.model.why_not(BuildAt(slot, industry))
    assert why is not None
    piece = t.drop(f"mat:{industry}", slot)
    t.settle(piece)
    assert t.hash() == before and len(t.actions()) == steps
    assert t.message() == t.model.tr(why)
    assert slot not in t.state.tiles


# -- Birmingham ----------------------------------------------------------------------------------


def supply_drawn(t) -> list:
    """What the scene draws for a held tile's coal and iron: each route (the links under its
    dashed line), each ringed source and each badge's words."""
    scene = t.scene
    out: list = []
    for item in scene._supply_items:
        words = [c.text() for c in item.childItems() if hasattr(c, "text")]
        if words:
            out += words
            continue
        shape = item.path()
        ringed = [
            s
            for s, slot in scene.slots.items()
            if slot.sceneBoundingRect().contains(shape.boundingRect().center())
            and shape.boundingRect().width() < 2 * slot.sceneBoundingRect().width()
        ]
        if ringed:
            out += ringed
            continue
        links = tuple(
            link
            for link in scene.board.links
            if all(
                shape.intersects(scene.map.cards[end].adjusted(-2, -2, 2, 2))
                for end in scene.board.links[link].ends
            )
        )
        out.append(links)
    return out


def test_birmingham_first_rounds_by_gestures(qtbot, tmp_path):
    t = BrassTable(qtbot, BIRMINGHAM, BIRMINGHAM_SEED)
    state = t.state
    assert (state.era, state.round, state.order) == ("canal", 1, [ANN, DI, BOB, CY])

    # Round 1 (one action each). Ann: the table is handed to her first. An iron works dropped on
    # Derby is refused (no coal can reach it yet); a coal mine dropped on Burton-on-Trent before
    # anything is chosen is the whole build (her Burton card is the only one that builds it
    # there). Connected to nothing, it keeps its coal.
    t.to_act(ANN)
    refused_drop(t, "iron_works", "slot:derby:3")
    assert t.message() == "Derby is not connected to a coal mine with coal, nor to the coal market."
    n = len(t.actions())
    lit: dict = {}
    t.drop("mat:coal_mine", "slot:burton_on_trent:1", while_held=lambda: lit.update(t.lit()))
    assert lit["slot:burton_on_trent:1"] == "£5"
    assert t.since(n) == build("location:burton_on_trent", "coal_mine", "slot:burton_on_trent:1")
    assert tile(t, "slot:burton_on_trent:1") == Tile(ANN, "coal_mine", 1, cubes=2)
    assert state.players[ANN].money == 17 - 5 and state.markets["coal"] == 13
    assert state.players[ANN].discard == ["location:burton_on_trent"]
    assert len(state.players[ANN].hand) == 8  # drawn back up

    assert t.bots_until_person() == 4  # Di builds
    # Bob, handed the table: his cotton mill / manufacturer card dropped on Build, the cotton
    # mill by its button (the manufacturer would need coal), a tap on the slot.
    t.to_act(BOB)
    n = len(t.actions())
    t.play("industry:cotton_mill_or_manufacturer", "build")
    assert t.kind() == "industry" and t.lit() == {"mat:1:cotton_mill": None}
    t.press("Cotton Mill")
    assert t.kind() == "slot" and t.lit()["slot:derby:1"] == "£12"
    t.tap("slot:derby:1")
    assert t.since(n) == build(
        "industry:cotton_mill_or_manufacturer", "cotton_mill", "slot:derby:1"
    )
    assert tile(t, "slot:derby:1") == Tile(BOB, "cotton_mill", 1)
    assert state.players[BOB].money == 5

    # Cy ends round 1; round 2 (two actions each) opens with Cy.
    t.bots_until_person()
    assert (state.round, state.order) == (2, [CY, ANN, DI, BOB])

    # Round 2. Ann: a network by taps (the action, then the card) and the link dropped on its
    # route, Burton-on-Trent to Derby.
    t.to_act(ANN)
    n = len(t.actions())
    t.tap("action:network")
    assert t.kind() == "card"
    t.tap_card("industry:cotton_mill_or_manufacturer")
    assert t.kind() == "link" and t.lit()["link:burton_on_trent~derby"] == "£3"
    t.drop("link", "link:burton_on_trent~derby")
    assert t.since(n) == [
        ChooseAction("network"),
        PlayCard("industry:cotton_mill_or_manufacturer"),
        PlaceLink("link:burton_on_trent~derby"),
    ]
    assert state.links["link:burton_on_trent~derby"] == ANN and state.players[ANN].money == 12 - 3

    # Then an iron works in Derby, its coal from her mine in Burton-on-Trent through that link
    # (not from the market): the card on Build, a tap on the mat's tile, then the tile dragged
    # to the slot; held over it, the coal's way is drawn from the mine along the link.
    n = len(t.actions())
    t.play("location:derby", "build")
    assert t.kind() == "industry"
    t.tap(t.piece("mat:iron_works"))
    assert t.kind() == "slot" and t.lit()["slot:derby:3"] == "£5"
    shown: list = []
    t.drop("mat:iron_works", "slot:derby:3", while_held=lambda: shown.extend(supply_drawn(t)))
    assert shown == [("link:burton_on_trent~derby",), "slot:burton_on_trent:1", "1 coal"]
    assert not t.scene._supply_items  # gone once the tile is let go
    assert t.since(n) == build("location:derby", "iron_works", "slot:derby:3")
    assert "Ann takes coal from the tile in Burton-on-Trent (£0)" in t.log()
    assert tile(t, "slot:burton_on_trent:1").cubes == 1  # one coal went to Derby
    assert state.markets["coal"] == 12  # as Cy left it: none bought
    works = tile(t, "slot:derby:3")
    assert (works.owner, works.industry, works.cubes) == (ANN, "iron_works", 2)
    assert state.markets["iron"] == 10  # two of its iron sold to the market, £1 each
    assert state.players[ANN].money == 9 - 5 + 2

    t.bots_until_person()  # Di: a loan, a build
    # Bob: a loan (his card dropped on Loan), then a brewery dropped on Burton-on-Trent (his
    # Burton card the only one for it): its iron from Ann's iron works.
    t.to_act(BOB)
    n = len(t.actions())
    t.play("industry:iron_works", "loan")
    assert t.since(n) == [ChooseAction("loan"), PlayCard("industry:iron_works")]
    assert (state.players[BOB].money, state.players[BOB].income) == (5 + 30, -3)
    n = len(t.actions())
    t.drop("mat:brewery", "slot:burton_on_trent:2")
    assert t.since(n) == build("location:burton_on_trent", "brewery", "slot:burton_on_trent:2")
    assert tile(t, "slot:burton_on_trent:2") == Tile(BOB, "brewery", 1, cubes=1)
    assert tile(t, "slot:derby:3").flipped  # Ann's iron works gave its last iron

    # Round 3: Di, then Bob again (no hand-off: the table is still his), then Ann.
    assert (state.round, state.order) == (3, [DI, BOB, ANN, CY])
    t.bots_until_person()
    t.to_act(BOB)
    # Bob sells his cotton mill to Nottingham, the beer from his own brewery: the card on Sell,
    # a tap on the mill.
    barrels = list(state.extra.beer)
    n = len(t.actions())
    t.play("industry:brewery", "sell")
    assert t.kind() == "sell" and t.lit() == {"slot:derby:1": None}
    t.tap("slot:derby:1")
    assert t.since(n) == [
        ChooseAction("sell"),
        PlayCard("industry:brewery"),
        SellTile("slot:derby:1"),
    ]
    assert "Bob takes beer from the tile in Burton-on-Trent (£0)" in t.log()
    assert "Bob sells Cotton Mill 1 to the merchant at Nottingham" in t.log()
    assert tile(t, "slot:derby:1").flipped
    assert tile(t, "slot:burton_on_trent:2") == Tile(BOB, "brewery", 1, cubes=0, flipped=True)
    assert state.extra.beer == barrels  # no merchant's barrel taken
    assert state.players[BOB].income == -3 + 6

    # Then a pottery in Coventry, its iron bought from the market (Ann's works are empty).
    n = len(t.actions())
    t.play("location:coventry", "build")
    t.press("Pottery")
    assert t.lit()["slot:coventry:1"] == "£18"  # £17 and the iron
    t.tap("slot:coventry:1")
    assert t.since(n) == build("location:coventry", "pottery", "slot:coventry:1")
    assert tile(t, "slot:coventry:1") == Tile(BOB, "pottery", 1)
    assert "Bob takes iron from the market (£1)" in t.log()
    assert state.markets["iron"] == 9 and state.players[BOB].money == 27 - 18

    # Ann straight after Bob: the table is handed over between the two people. She scouts:
    # two cards dropped on Scout, the third tapped.
    t.to_act(ANN)
    before = t.hash()
    hand = list(state.players[ANN].hand)
    n = len(t.actions())
    t.play("industry:coal_mine", "scout")
    t.play("industry:pottery", "scout")
    assert t.kind() == "card"
    t.tap_card("location:derby")
    assert t.since(n) == [
        ChooseAction("scout"),
        PlayCard("industry:coal_mine"),
        PlayCard("industry:pottery"),
        PlayCard("location:derby"),
    ]
    assert {"wild:industry", "wild:location"} <= set(state.players[ANN].hand)
    assert len(state.players[ANN].hand) == 7  # a wild card for two of the three
    scouted = t.hash()

    # Undo (Ctrl+Z) takes the scout back step by step, to the start of her turn, and stops
    # there: Bob's hand was drawn back up just before. Redo plays it again.
    assert t.undo_offered()[0]
    for left in (3, 2, 1, 0):
        t.keys("Ctrl+Z")
        assert len(t.actions()) == n + left
    assert t.hash() == before and state is not t.state  # the state rebuilt by the session
    state = t.state
    assert state.players[ANN].hand == hand and t.kind() == "action"
    blocked(t, "reveal")
    for _ in range(4):
        t.keys("Ctrl+Shift+Z")
    assert t.hash() == scouted
    state = t.state

    # Ann passes: her turn ends and her hand is drawn back up, so undo stops there.
    n = len(t.actions())
    t.play("location:kidderminster", "pass")
    assert t.since(n) == [ChooseAction("pass"), PlayCard("location:kidderminster")]
    assert len(state.players[ANN].hand) == 8
    blocked(t, "reveal")

    # Cy ends round 3. The game is saved mid-era, opened again, and played on.
    t.bots_until_person()
    assert (state.era, state.round, t.seat()) == ("canal", 4, ANN)
    played = t.hash()
    t.save_and_open(tmp_path / "birmingham.steamtable.json")
    assert t.hash() == played and t.actions() == t.model.session.actions
    state = t.state
    blocked(t, "loaded")
    t.to_act(ANN)  # a new table: handed to her again
    money = state.players[ANN].money
    n = len(t.actions())
    t.play("location:nuneaton", "loan")
    assert t.since(n) == [ChooseAction("loan"), PlayCard("location:nuneaton")]
    assert state.players[ANN].money == money + 30
    assert t.covers == 6  # Ann, Bob, Ann, Bob, Ann (from Bob), Ann (the table opened again)


# -- Lancashire ----------------------------------------------------------------------------------


def test_lancashire_first_rounds_by_gestures(qtbot, tmp_path):
    t = BrassTable(qtbot, LANCASHIRE, LANCASHIRE_SEED)
    state = t.state
    assert (state.era, state.round, state.order) == ("canal", 1, [BOB, CY, ANN, DI])

    # Round 1. Bob: a shipyard dropped on Liverpool's port slot is refused; a coal
    # mine dropped on Oldham is the whole build (only his Oldham card builds it there).
    t.to_act(BOB)
    refused_drop(t, "shipyard", "slot:liverpool:1")
    assert t.message() == "This slot does not show the Shipyard icon."
    n = len(t.actions())
    t.drop("mat:coal_mine", "slot:oldham:1")
    assert t.since(n) == build("location:oldham", "coal_mine", "slot:oldham:1")
    assert tile(t, "slot:oldham:1") == Tile(BOB, "coal_mine", 1, cubes=2)
    assert state.players[BOB].money == 30 - 5

    t.bots_until_person()  # Cy
    # Ann: a tap on Build, her card by its button, then the cotton mill dragged from her mat
    # onto Colne (both of Colne's slots lit with the price while it is held).
    t.to_act(ANN)
    n = len(t.actions())
    t.tap("action:build")
    assert t.kind() == "card" and "Colne card" in t.labels()
    t.press("Colne card")
    assert t.kind() == "industry"
    lit: dict = {}
    t.drop("mat:cotton_mill", "slot:colne:1", while_held=lambda: lit.update(t.lit()))
    assert lit == {"slot:colne:1": "£12", "slot:colne:2": "£12"}
    assert t.since(n) == build("location:colne", "cotton_mill", "slot:colne:1")
    assert tile(t, "slot:colne:1") == Tile(ANN, "cotton_mill", 1)

    t.bots_until_person()  # Di ends round 1
    assert (state.round, state.order) == (2, [BOB, CY, DI, ANN])

    # Round 2. Bob (handed the table after Ann): a canal from his mine at Oldham to Manchester,
    # then an iron works in Manchester whose coal comes from Oldham through it.
    t.to_act(BOB)
    n = len(t.actions())
    t.play("industry:cotton_mill", "network")
    assert t.lit() == {"link:manchester~oldham": "£3", "link:oldham~rochdale": "£3"}
    t.drop("link", "link:manchester~oldham")
    assert t.since(n) == [
        ChooseAction("network"),
        PlayCard("industry:cotton_mill"),
        PlaceLink("link:manchester~oldham"),
    ]
    assert state.links["link:manchester~oldham"] == BOB
    n = len(t.actions())
    t.play("location:manchester", "build")
    assert t.kind() == "industry"
    t.drop("mat:iron_works", "slot:manchester:4")
    assert t.since(n) == build("location:manchester", "iron_works", "slot:manchester:4")
    assert tile(t, "slot:manchester:4") == Tile(BOB, "iron_works", 1, cubes=4)
    assert "Bob takes coal from the tile in Oldham (£0)" in t.log()
    assert tile(t, "slot:oldham:1").cubes == 1 and state.markets["coal"] == 8
    assert state.players[BOB].money == 22 - 6 + 1  # no coal bought

    t.bots_until_person()  # Cy, Di
    # Ann: a canal from Colne to Yorkshire (a market trade icon), then her mill sold to the
    # distant cotton market: a tap on its pile turns a demand tile.
    t.to_act(ANN)
    n = len(t.actions())
    t.play("industry:coal_mine", "network")
    t.drop("link", "link:colne~yorkshire")
    assert t.since(n)[-1] == PlaceLink("link:colne~yorkshire")
    drawn = list(state.extra.drawn)
    n = len(t.actions())
    t.play("industry:cotton_mill", "sell")
    assert t.kind() == "sell" and t.lit() == {"slot:colne:1": None, DISTANT: None}
    t.tap(DISTANT)
    assert t.since(n) == [
        ChooseAction("sell"),
        PlayCard("industry:cotton_mill"),
        SellCotton("slot:colne:1", DISTANT),
    ]
    assert tile(t, "slot:colne:1").flipped
    assert len(state.extra.drawn) == len(drawn) + 1
    assert t.scene.distant_pile.look.drawn == tuple(state.extra.drawn)

    # Round 3: Di, then Ann goes on (no hand-off), then Bob.
    assert (state.round, state.order) == (3, [DI, ANN, BOB, CY])
    t.bots_until_person()
    t.to_act(ANN)
    # An iron works in Preston, its coal bought from the market (Preston reaches no mine).
    n = len(t.actions())
    t.play("location:preston", "build")
    t.tap(t.piece("mat:iron_works"))
    assert t.lit()["slot:preston:3"] == "£6"  # £5 and a coal
    t.tap("slot:preston:3")
    assert t.since(n) == build("location:preston", "iron_works", "slot:preston:3")
    assert "Ann takes coal from the market (£1)" in t.log()
    assert state.markets["coal"] == 7 and state.players[ANN].money == 19 - 6
    n = len(t.actions())
    t.play("industry:shipyard", "pass")
    assert t.since(n) == [ChooseAction("pass"), PlayCard("industry:shipyard")]

    # Bob right after Ann, handed the table: a double build, both his cards dropped on it as
    # any location, then the cotton mill dropped on Blackburn.
    t.to_act(BOB)
    n = len(t.actions())
    t.play("industry:coal_mine", "double_build")
    assert t.kind() == "card"
    t.play("industry:cotton_mill", "double_build")
    assert t.kind() == "industry"
    t.drop("mat:cotton_mill", "slot:blackburn:1")
    assert t.since(n) == [
        ChooseAction("double_build"),
        PlayCard("industry:coal_mine"),
        PlayCard("industry:cotton_mill"),
        ChooseIndustry("cotton_mill"),
        BuildAt("slot:blackburn:1"),
    ]
    assert tile(t, "slot:blackburn:1") == Tile(BOB, "cotton_mill", 1)
    assert state.players[BOB].money == 17 - 12 and t.seat() == CY  # both his actions

    # Round 4: Di, then Ann: a loan of £10 by its button.
    t.bots_until_person()
    assert (state.round, state.order) == (4, [DI, ANN, BOB, CY])
    t.to_act(ANN)
    before = t.hash()
    n = len(t.actions())
    t.play("location:blackburn", "loan")
    assert t.labels() == ["Borrow £10", "Borrow £20", "Borrow £30"]
    t.press("Borrow £10")
    assert t.since(n) == [ChooseAction("loan"), PlayCard("location:blackburn"), TakeLoan(10)]
    assert (state.players[ANN].money, state.players[ANN].income) == (17 + 10, 4 - 1)
    loaned = t.hash()

    # Undo takes the loan back to the start of her turn and stops at Di's move; redo.
    for _ in range(3):
        t.keys("Ctrl+Z")
    assert t.hash() == before
    blocked(t, "bot")
    for _ in range(3):
        t.keys("Ctrl+Shift+Z")
    assert t.hash() == loaned
    state = t.state

    # Her second action ends the turn: her hand is drawn back up and undo stops there.
    n = len(t.actions())
    t.play("location:stockport", "pass")
    assert t.since(n) == [ChooseAction("pass"), PlayCard("location:stockport")]
    blocked(t, "reveal")

    # Saved mid-era, opened again: Bob, handed the new table, borrows £20.
    played = t.hash()
    t.save_and_open(tmp_path / "lancashire.steamtable.json")
    assert t.hash() == played
    state = t.state
    t.to_act(BOB)
    money = state.players[BOB].money
    t.play(sorted(state.players[BOB].hand)[0], "loan")
    t.press("Borrow £20")
    assert t.actions()[-1] == TakeLoan(20) and state.players[BOB].money == money + 20
    assert t.covers == 7  # Bob, Ann, Bob, Ann, Bob, Ann, Bob (the table opened again)


# -- the checks themselves -----------------------------------------------------------------------


def test_the_privacy_check_sees_a_hand_shown_to_the_wrong_eyes(qtbot):
    """The check is not blind: Bob's cards drawn face up while the table is Ann's are found."""
    t = BrassTable(qtbot, BIRMINGHAM, BIRMINGHAM_SEED)
    t.to_act(ANN)
    t.check_privacy()
    bob = t.state.players[BOB].hand
    t.scene.seats[BOB].hand.set_cards(bob, face_up=True)
    with pytest.raises(AssertionError, match=r"\((location|industry):|face up in seat 1"):
        t.check_privacy()


def test_after_a_card_is_played_the_cards_left_are_lit(qtbot):
    t = BrassTable(qtbot, BIRMINGHAM, BIRMINGHAM_SEED)
    t.to_act(ANN)
    t.play("industry:cotton_mill_or_manufacturer", "scout")  # the first card of her hand
    assert t.kind() == "card"
    hand = set(t.state.players[ANN].hand)
    assert {k for k in t.scene.elements if k.startswith("card:")} == {f"card:{c}" for c in hand}
    assert set(t.lit()) == {f"card:{c}" for c in hand}


def test_an_opened_game_keeps_the_log_private_under_the_hand_off_screen(qtbot, tmp_path):
    t = BrassTable(qtbot, BIRMINGHAM, BIRMINGHAM_SEED)
    t.to_act(ANN)
    t.play("location:kidderminster", "pass")  # her hand is drawn back up: a line for her only
    t.bots_until_person()
    t.to_act(BOB)
    t.play("location:stone", "pass")
    t.bots_until_person()
    seat = t.seat()
    t.save_and_open(tmp_path / "game.steamtable.json")
    assert t.covering() and t.model.looker() is None and t.table.hand_off.screen.seat == seat
    t.check_privacy(strict=True)  # "Ann draws Tamworth card" is in the log
