"""Brass played on the board as people play it, both maps, two people at the table: the action
chosen by the prompt bar's buttons (each disabled with the rules' reason when it cannot be
taken), a build by a mat tile dropped on a slot (every legal slot lit with its full price while
it is held), a network by a link dropped on a route, a loan, a scout, a pass, a sale tapped on
the board (Birmingham with a merchant's beer and its bonus; Lancashire to the distant market,
its drawn demand tile shown), a double build and a shipyard developed; the prompts that ask for
a source, a merchant, a second rail or a tile to remove light their choices and take a tap; a
refused drop or tap changes nothing and the bar says the rules' reason."""

from __future__ import annotations

import pytest
from brass_gestures import BIRMINGHAM, LANCASHIRE, Board, new_model, reached

from desktop.games.brass import intents
from rules.brass.birmingham_sell import ChooseMerchant, SellTile
from rules.brass.core.actions import (
    BuildAt,
    ChooseAction,
    ChooseIndustry,
    Consume,
    PlaceLink,
    PlayCard,
    RemoveTile,
)
from rules.brass.lancashire_data import DISTANT
from rules.brass.lancashire_flows import TakeLoan
from rules.brass.lancashire_sell import SellCotton
from rules.core.gestures import preview
from rules.core.steps import Done
from rules.core.text import Text

ANN, BOB = 0, 1
BIRMINGHAM_MENU = ["Build", "Network", "Develop", "Sell", "Loan", "Scout", "Pass"]
LANCASHIRE_MENU = ["Build", "Double build", "Network", "Develop", "Sell", "Loan", "Pass"]


def refused(board: Board, action, gesture) -> None:
    """A gesture that fails: the state is untouched and the bar says the rules' reason."""
    model = board.model
    before = model.session.hash()
    why = model.why_not(action)
    assert why is not None
    gesture()
    assert model.session.hash() == before
    assert board.messages[-1] == model.tr(why)


def held_lit(board: Board, piece: str) -> dict[str, str]:
    """What the kernel says a held piece may reach now, as the board labels it."""
    seat = board.seat()
    reach = preview(board.model.rules, board.model.state, seat, piece)
    return {t: f"£{c}" for t, c in reach.items()}


def words(text: str) -> str:
    """The text with its line breaks (a tooltip's wrapping) read as spaces."""
    return " ".join(text.split())


def menu_is_right(board: Board, menu: list[str]) -> None:
    """Every action of the map's menu on the action board, in order; each open exactly when
    the rules allow it, its tooltip saying what it does and, when shut, why; every area 9 mm
    or more each way where the table shows it."""
    assert board.kind() == "action"
    model = board.model
    areas = board.scene.actions
    assert [a.look.name for a in areas.values()] == menu
    for name, area in areas.items():
        why = model.why_not(ChooseAction(name))
        assert area.look.state == ("open" if why is None else "shut"), name
        tip = words(board.scene.tooltip(f"action:{name}"))  # long lines wrap
        assert tip.startswith(words(model.tr(model.rules.describe(model.state, f"action:{name}"))))
        said = model.tr(why) if why is not None else model.tr(Text("desktop.can_do"))
        assert tip.endswith(words(said))
        assert (f"action:{name}" in board.lit()) == (why is None)


# -- Birmingham ----------------------------------------------------------------------------------


def test_birmingham_first_rounds_on_the_board(qtbot):
    model = new_model(BIRMINGHAM)
    board = Board(qtbot, model)
    state = model.state
    assert board.seat() == ANN and state.order == [ANN, BOB]

    # Round 1, Ann: a coal mine dropped from her mat on Cannock before choosing anything; the
    # build, its card and its industry follow from the drop. Every legal slot was lit with its
    # price while the tile was held.
    menu_is_right(board, BIRMINGHAM_MENU)
    assert board.scene.actions["sell"].look.state == "shut"
    assert words(board.scene.tooltip("action:sell")).endswith("None of your tiles can be sold now.")
    lit: dict = {}
    board.drop("mat:coal_mine", "slot:cannock:2", while_held=lambda: lit.update(board.lit()))
    assert lit == {
        "slot:cannock:2": "£5",
        "slot:coalbrookdale:3": "£5",
        "slot:kidderminster:1": "£5",
        "slot:nuneaton:2": "£5",
    }
    tile = state.tiles["slot:cannock:2"]
    assert (tile.industry, tile.level, tile.owner) == ("coal_mine", 1, ANN)
    assert board.scene.slots["slot:cannock:2"].look.industry == "coal_mine"
    assert state.players[ANN].money == 17 - 5
    assert board.seat() == BOB

    # Bob: his Worcester card dropped on Build (the areas it may go to lit while it is held),
    # the cotton mill by the buttons, then a tap on the slot.
    menu_is_right(board, BIRMINGHAM_MENU)
    lit = {}
    board.drop(
        "card:location:worcester", "action:build", while_held=lambda: lit.update(board.lit())
    )
    assert set(lit) == {
        f"action:{a}" for a in ("build", "network", "develop", "loan", "scout", "pass")
    }
    assert board.last() == PlayCard("location:worcester")
    assert board.kind() == "industry"
    assert not board.button("Pottery").isEnabled()
    board.press("Cotton Mill")
    assert board.kind() == "slot"
    assert board.lit() == {"slot:worcester:1": "£12", "slot:worcester:2": "£12"}
    board.click("slot:worcester:1")
    assert board.last() == BuildAt("slot:worcester:1")
    assert state.tiles["slot:worcester:1"].owner == BOB

    # Round 2, Ann (who spent less) first: a loan, then a scout for the wild cards.
    assert (state.round, board.seat()) == (2, ANN)
    board.play("location:birmingham", "loan")  # the card pressed where it shows in the fan
    assert board.last() == PlayCard("location:birmingham")
    assert state.players[ANN].money == 12 + 30
    assert state.players[ANN].income == -3
    board.choose("scout")
    assert board.kind() == "card" and board.scene.actions["scout"].look.state == "chosen"
    for card in ("burton_on_trent", "cannock", "coalbrookdale"):
        board.play(f"location:{card}", "scout")
    assert {"wild:industry", "wild:location"} <= set(state.players[ANN].hand)

    # Bob: a link dropped on Worcester–Gloucester. Any card would do for a network, so the
    # drop chooses the action and the bar asks for the card; the route lights with its price.
    assert board.seat() == BOB
    link = board.drop("link", "link:gloucester~worcester")
    assert board.kind() == "card"
    assert board.messages[-1].startswith("More than one move fits that")
    board.settle(link)
    board.press("Dudley card")
    assert board.kind() == "link"
    assert board.lit() == {
        "link:kidderminster~worcester": "£3",
        "link:gloucester~worcester": "£3",
        "link:birmingham~worcester": "£3",
    }
    board.drop("link", "link:gloucester~worcester")
    assert state.links["link:gloucester~worcester"] == BOB
    assert board.scene.routes["link:gloucester~worcester"].look.owner == state.players[BOB].colour

    # A brewery he cannot afford slides back, and the bar says what it costs.
    brewery = BuildAt("slot:farm_brewery_kidderminster_worcester:1", "brewery")
    gesture = lambda: board.settle(  # noqa: E731
        board.drop("mat:brewery", "slot:farm_brewery_kidderminster_worcester:1")
    )
    refused(board, brewery, gesture)
    assert board.messages[-1] == "This costs £7 and you have £2."

    # Bob sells the mill to Gloucester with the merchant's beer: a tap on the tile; the
    # barrel earns Gloucester's bonus, a free develop, which he skips.
    board.play("location:kidderminster", "sell")
    assert board.kind() == "sell"
    assert board.lit() == {"slot:worcester:1": None}
    board.click("slot:worcester:1")
    assert board.last() == SellTile("slot:worcester:1")
    assert state.tiles["slot:worcester:1"].flipped
    assert "merchant:gloucester:2" not in state.extra.beer
    assert board.kind() == "bonus_develop"
    assert "Skip the bonus" in board.labels()
    board.press("Skip the bonus")
    assert board.last() == Done()

    # Round 3: a develop, tapped on the mat: a pottery's lightbulb tile cannot go (the bar says
    # why), another seat's tile means nothing, the coal mine goes; then passes by the buttons.
    assert state.round == 3
    first = board.seat()
    board.choose("develop")
    board.press(board.labels()[0])  # any card, by the buttons
    assert board.kind() == "develop"
    coal = board.piece("mat:coal_mine")
    if coal.element_id in board.scene.elements:  # the mat's tiles light where they are
        assert coal.element_id in board.lit()
    pottery = board.piece("mat:pottery")
    refused(board, ChooseIndustry("pottery"), lambda: board.click(pottery))
    assert "lightbulb" in board.messages[-1]
    before = model.session.hash()
    for tile in board.others("mat:coal_mine"):
        board.click(tile)
    assert model.session.hash() == before
    board.click(coal)
    assert board.last() == ChooseIndustry("coal_mine")
    assert state.players[first].mat["coal_mine"][0] == 2
    assert board.kind() == "develop_more"
    board.press("Stop at one tile")
    assert board.last() == Done()
    board.choose("pass")
    board.press(board.labels()[0])
    assert board.seat() != first
    assert isinstance(board.last(), PlayCard)


def test_birmingham_buttons_ask_for_cards_only_where_the_action_needs_them(qtbot):
    board = Board(qtbot, new_model(BIRMINGHAM))
    board.choose("pass")
    assert board.kind() == "card"
    hand = sorted(set(board.model.state.players[ANN].hand))
    assert len(board.buttons()) == len(hand)
    assert all(b.isEnabled() for b in board.buttons())


def test_birmingham_a_beer_source_is_tapped_where_the_choice_is_real(qtbot):
    model = reached(BIRMINGHAM, 7, "beer")
    board = Board(qtbot, model)
    assert board.lit() == {"slot:coalbrookdale:1": None, "merchant:shrewsbury:1": None}
    assert board.labels() == []  # the sources are on the board
    board.click("merchant:shrewsbury:1")
    assert board.last() == Consume("beer", "merchant:shrewsbury:1")


def test_birmingham_the_merchant_is_tapped_and_a_refused_one_says_why(qtbot):
    model = reached(BIRMINGHAM, 7, "merchant")
    board = Board(qtbot, model)
    assert set(board.lit()) == {"merchant:gloucester:2", "merchant:oxford:1"}
    refused(
        board,
        ChooseMerchant("merchant:shrewsbury:1"),
        lambda: board.click("merchant:shrewsbury:1"),
    )
    board.click("merchant:oxford:1")
    assert board.last() == ChooseMerchant("merchant:oxford:1")


def test_birmingham_the_second_rail_is_lit_with_its_beer(qtbot):
    model = reached(BIRMINGHAM, 7, "second_link")
    board = Board(qtbot, model)
    assert board.lit() == {
        "link:belper~derby": "£12 + 1 beer",
        "link:derby~uttoxeter": "£12 + 1 beer",
        "link:burton_on_trent~derby": "£12 + 1 beer",
    }
    assert board.labels() == ["No second link"]
    board.press("No second link")
    assert board.last() == Done()


def test_birmingham_coal_from_one_of_two_mines(qtbot):
    model = reached(BIRMINGHAM, 3, "coal")
    board = Board(qtbot, model)
    assert board.lit() == {"slot:cannock:1": None, "slot:wolverhampton:2": None}
    board.click("slot:wolverhampton:2")
    assert board.last() == Consume("coal", "slot:wolverhampton:2")


def test_birmingham_a_shortfall_removes_a_tapped_tile(qtbot):
    model = reached(BIRMINGHAM, 3, "shortfall")
    board = Board(qtbot, model)
    lit = board.lit()
    assert "slot:derby:1" in lit and all(s in model.state.tiles for s in lit)
    others = [s for s, t in model.state.tiles.items() if t.owner != board.seat()]
    refused(board, RemoveTile(others[0]), lambda: board.click(others[0]))
    board.click("slot:derby:1")
    assert board.last() == RemoveTile("slot:derby:1")


def test_birmingham_taps_while_choosing_the_tile_to_sell():
    """Headless: a tap on the tile sells it; one on a merchant space is not a tile and means
    nothing; one on another seat's tile is the sale the rules refuse, with their reason."""
    model = reached(BIRMINGHAM, 7, "sell")
    rules, state = model.rules, model.state
    (sale,) = rules.legal_actions(state)
    assert intents.tap(rules, state, sale.slot) == intents.Tap(sale)
    assert intents.choices(rules, state)[sale.slot] is None
    assert intents.tap(rules, state, "merchant:shrewsbury:1") == intents.Tap()
    seat = rules.prompt(state).seat
    theirs = next(s for s, t in state.tiles.items() if t.owner != seat)
    assert intents.tap(rules, state, theirs).action == SellTile(theirs)
    assert model.tr(model.why_not(SellTile(theirs))) == "That is not one of your industry tiles."


# -- Lancashire ----------------------------------------------------------------------------------


def test_lancashire_first_rounds_on_the_board(qtbot):
    model = new_model(LANCASHIRE)
    board = Board(qtbot, model)
    state = model.state
    assert board.seat() == ANN

    # Round 1, Ann: a cotton mill dropped on Warrington; Bob: a port, by the buttons and a tap.
    menu_is_right(board, LANCASHIRE_MENU)
    assert words(board.scene.tooltip("action:double_build")).endswith(
        model.tr(model.why_not(ChooseAction("double_build")))
    )
    lit: dict = {}
    expected = held_lit(board, "mat:cotton_mill")
    look = lambda: lit.update(board.lit())  # noqa: E731
    board.drop("mat:cotton_mill", "slot:warrington_runcorn:1", while_held=look)
    assert lit == expected and lit["slot:warrington_runcorn:1"] == "£12"
    assert state.tiles["slot:warrington_runcorn:1"].industry == "cotton_mill"
    assert board.seat() == BOB
    board.play("industry:port", "build")
    board.press("Port")
    assert board.lit()["slot:warrington_runcorn:2"] == "£6"
    board.click("slot:warrington_runcorn:2")
    assert state.tiles["slot:warrington_runcorn:2"].industry == "port"

    # Round 2, Bob first: a double build takes both his actions, two cards standing for any
    # location; the coal mine is dropped once the industry is asked.
    assert (state.round, board.seat()) == (2, BOB)
    board.play("industry:coal_mine", "double_build")
    board.play("industry:iron_works", "double_build")
    assert board.kind() == "industry"
    board.drop("mat:coal_mine", "slot:wigan:1")
    assert state.tiles["slot:wigan:1"].owner == BOB
    assert board.seat() == ANN

    # Ann sells her mill: the port and the distant market light; the distant market draws a
    # demand tile, shown on its pile.
    board.play("location:liverpool", "sell")
    assert board.lit() == {"slot:warrington_runcorn:2": None, DISTANT: None}
    board.click(DISTANT)
    assert board.last() == SellCotton("slot:warrington_runcorn:1", DISTANT)
    assert state.tiles["slot:warrington_runcorn:1"].flipped
    assert state.extra.drawn and board.scene.distant_pile.look.drawn == tuple(state.extra.drawn)

    # Ann's loan: £10 to £30 by the buttons.
    money = state.players[ANN].money
    board.play("industry:port", "loan")
    assert board.labels() == ["Borrow £10", "Borrow £20", "Borrow £30"]
    board.press("Borrow £20")
    assert board.last() == TakeLoan(20)
    assert state.round == 3  # the round ended: its income paid, after the loan's levels
    assert state.players[ANN].money == money + 20 + state.players[ANN].income

    # Round 3, Ann: a canal from Warrington (the card asked first), then both shipyard tiles of
    # level 0 developed away.
    assert board.seat() == ANN
    board.settle(board.drop("link", "link:manchester~warrington_runcorn"))
    assert board.kind() == "card"
    board.press("Wigan card")
    board.drop("link", "link:manchester~warrington_runcorn")
    assert board.last() == PlaceLink("link:manchester~warrington_runcorn")
    board.play("location:liverpool", "develop")
    board.press("Shipyard")
    assert board.kind() == "develop_more"
    board.press("Shipyard")
    assert state.players[ANN].mat["shipyard"][0] == 1

    # Bob passes twice.
    assert board.seat() == BOB
    for _ in range(2):
        board.choose("pass")
        board.press(board.labels()[0])
    assert board.seat() != BOB or state.round == 4


def test_lancashire_a_refused_drop_slides_back_with_the_reason(qtbot):
    model = new_model(LANCASHIRE)
    board = Board(qtbot, model)
    shipyard = BuildAt("slot:liverpool:1", "shipyard")

    def gesture():
        piece = board.drop("mat:shipyard", "slot:liverpool:1")
        home = piece.home
        board.settle(piece)
        assert piece.pos() == home

    refused(board, shipyard, gesture)


def test_lancashire_a_mill_picked_up_lights_its_outlets(qtbot):
    model = reached(LANCASHIRE, 3, "sell_more")
    board = Board(qtbot, model)
    mill = "slot:warrington_runcorn:1"
    outlets = {"slot:lancaster:1": None, "slot:liverpool:1": None, DISTANT: None}
    assert board.lit() == outlets
    assert board.labels() == ["Stop selling"]
    board.click(mill)  # picked up: its outlets stay lit
    assert board.scene.held == mill and board.lit() == outlets
    board.click("slot:liverpool:1")
    assert board.last() == SellCotton(mill, "slot:liverpool:1")
    assert board.scene.held is None


@pytest.mark.parametrize("game", (BIRMINGHAM, LANCASHIRE))
def test_the_menu_speaks_korean(qtbot, game):
    model = new_model(game, lang="ko")
    board = Board(qtbot, model)
    labels = [area.look.name for area in board.scene.actions.values()]
    assert labels[0] == "건설" and all(any("\uac00" <= c <= "\ud7a3" for c in t) for t in labels)


@pytest.mark.parametrize("lang", ("en", "ko"))
def test_price_tags_cover_no_town_name_and_no_other_tag(qtbot, lang):
    """While a link is held over the map every lit route shows its price, short in both
    languages ("£3", as the rulebooks write money), where it covers no town's name (the towns
    paint their names themselves: `name_rects`) and no other tag."""
    model = new_model(BIRMINGHAM, lang=lang)
    board = Board(qtbot, model)
    scene = board.scene
    seen: dict = {}

    def look() -> None:
        seen["tags"] = scene.tag_rects()
        seen["labels"] = set(board.lit().values())
        seen["names"] = [scene.locations[loc].name_rect() for loc in scene.locations]

    piece = board.drop("link", "link:birmingham~dudley", while_held=look)
    board.settle(piece)
    tags, names = seen["tags"], seen["names"]
    assert len(tags) > 20 and all(name in scene.name_rects() for name in names)
    assert seen["labels"] == {"£3"}
    for i, tag in enumerate(tags):
        assert not any(tag.intersects(name) for name in names), tag
        assert not any(tag.intersects(other) for other in tags[i + 1 :]), tag
