"""One gesture at a time on the Power Grid board: refused drops explain themselves and change
nothing, lit targets carry their prices, tooltips speak both languages, undo redraws, regions
are tapped, plants are discarded by drag and fuel returned and hybrids split by the controls."""

from __future__ import annotations

import pytest
from pg_gestures import AUCTION, BUYING, Board, new_model, play

from rules.core.text import Text
from rules.powergrid.actions import Build, BuyFuel, DiscardPlant, OfferPlant, Pass

ANN, BOB, CY = 0, 1, 2
ESSEN_EN = (
    "Essen (West region). Houses: none. For {player}, a house here costs 10 Elektro now: a first "
    "city needs no connection. Only cities in play may be built in; routes may pass through any "
    "city in play."
)
ESSEN_KO = (
    "에센 (서부 지역). 건설한 플레이어: 없음. {player} 님이 지금 여기에 건설하면 모두 10€예요: 첫 "
    "도시는 연결로 비용이 없어요. 사용 지역의 도시에만 건설할 수 있고, 연결로는 사용 지역의 "
    "어느 도시든 지나갈 수 있어요."
)


@pytest.fixture
def building(qtbot) -> Board:
    """Round 1, building, Cy to act with 41 Elektro and no city yet."""
    model = new_model()
    play(model, *AUCTION, *BUYING)
    return Board(qtbot, model)


def refused(board: Board, action, drop) -> None:
    """Drop that fails: the state is untouched and the rules' reason is the message."""
    model = board.model
    before = model.session.hash()
    why = model.why_not(action)
    assert why is not None
    drop()
    assert model.session.hash() == before
    assert board.messages[-1] == model.tr(why)


def test_house_dropped_on_a_city_out_of_play_slides_home_with_the_reason(building, qtbot):
    board = building
    house = board.scene.house
    home = house.pos()
    refused(board, Build("berlin"), lambda: board.drag(house, board.city("berlin")))
    assert "not in play" in board.messages[-1]
    qtbot.waitUntil(lambda: house.pos() == home, timeout=2000)  # the slide back home


def test_house_dropped_on_a_city_too_dear_says_what_it_costs(building):
    board = building
    board.drag(board.scene.house, board.city("essen"))
    state = board.model.state
    money = state.players[CY].money
    prices = board.model.rules.build_prices(state, CY)
    dear = max(prices, key=prices.get)
    assert prices[dear] > money
    refused(board, Build(dear), lambda: board.drag(board.scene.house, board.city(dear)))
    assert board.messages[-1] == f"That costs {prices[dear]} Elektro; you have {money}."


def test_house_on_a_city_whose_slot_the_step_keeps_closed(building):
    board = building
    board.drag(board.scene.house, board.city("essen"))
    board.press("Done building")
    assert board.seat() == BOB
    refused(board, Build("essen"), lambda: board.drag(board.scene.house, board.city("essen")))
    assert "Step 1" in board.messages[-1]


def test_a_drop_beside_every_target_asks_for_a_lit_place(building):
    board = building
    before = board.model.session.hash()
    corner = board.scene.layout.map.topLeft()
    board.drag(board.scene.house, corner)
    assert board.model.session.hash() == before
    assert board.messages[-1] == board.model.tr(Text("desktop.drop_here"))


def test_fuel_held_lights_the_plants_that_take_it_with_the_token_price(qtbot):
    model = new_model()
    play(model, *AUCTION)
    board = Board(qtbot, model)
    assert board.seat() == CY  # plant 3 burns oil; the cheapest oil costs 3
    lit: dict = {}
    board.drag(board.token("oil"), board.card(3), while_held=lambda: lit.update(board.lit()))
    assert lit == {"plant:3": "3"}
    assert model.state.players[CY].fuel["oil"] == 1
    assert board.scene.cards[3].fuel == {"oil": 1}  # drawn on the card


def test_fuel_refused_by_a_plant_that_does_not_burn_it(qtbot):
    model = new_model()
    play(model, *AUCTION)
    board = Board(qtbot, model)
    drag_coal = lambda: board.drag(board.token("coal"), board.card(3))  # noqa: E731
    refused(board, BuyFuel("coal", 1, 3), drag_coal)
    assert board.messages[-1] == "Plant 3 does not burn coal, so it cannot store it."
    drag_oil = lambda: board.drag(board.token("oil"), board.card(5))  # noqa: E731
    refused(board, BuyFuel("oil", 1, 5), drag_oil)
    assert board.messages[-1] == "You do not own plant 5."


def test_a_future_market_plant_cannot_be_offered(qtbot):
    board = Board(qtbot, new_model())
    refused(
        board, OfferPlant(9, 9), lambda: board.drag(board.card(9), board.scene.plant_market.auction)
    )
    assert "future market" in board.messages[-1]
    refused(board, OfferPlant(9, 9), lambda: board.click(board.card(9)))


def unwrapped(tip: str) -> str:
    """A tooltip's words without the line breaks that wrap it to a readable width."""
    return tip.replace("\n", " ")


def test_the_city_tooltip_in_english_and_in_korean(qtbot):
    board = Board(qtbot, new_model())  # Bob is to act
    assert unwrapped(board.scene.tooltip("city:essen")) == ESSEN_EN.format(player="Bob")
    board.hover(board.city("essen"))
    shown = board.city("essen").toolTip()  # what the hover shows
    assert unwrapped(shown) == ESSEN_EN.format(player="Bob")

    korean = Board(qtbot, new_model(lang="ko"))
    assert unwrapped(korean.scene.tooltip("city:essen")) == ESSEN_KO.format(player="Bob")
    assert korean.scene.cities["essen"].label.path.boundingRect().width() > 0


def test_tooltips_add_whether_the_gesture_is_possible_now(building):
    scene = building.scene
    tip = unwrapped(scene.tooltip("city:essen"))
    assert tip == ESSEN_EN.format(player="Cy") + " You can do this now."
    assert unwrapped(scene.tooltip("city:berlin")).endswith(
        "you may build only in the regions in play."
    )
    for element in ("link:duisburg~essen", "market:coal", "track:step", "track:order"):
        assert scene.tooltip(element), element
    assert scene.tooltip("track:cities").startswith("City count track")
    assert scene.tooltip("plant:3").startswith("Power plant 3: burns 2 oil")
    assert scene.tooltip("house").startswith("Your houses: 22 left of 22.")


def test_undo_takes_the_house_off_the_board(building):
    board = building
    model = board.model
    board.drag(board.scene.house, board.city("essen"))
    essen = board.scene.cities["essen"]
    assert len(essen.houses) == 1 and model.state.players[CY].money == 31
    assert board.scene.rows[CY].money.text() == "31"
    assert model.undo()
    assert essen.houses == [] and model.state.players[CY].money == 41
    assert board.scene.rows[CY].money.text() == "41"
    assert board.scene.house.isVisible()  # Cy is still to build


def test_regions_are_chosen_by_tapping_the_map(qtbot):
    model = new_model(regions="choose")
    board = Board(qtbot, model)
    assert model.prompt().kind == "pick_region"
    regions = board.scene.regions
    board.click_at(regions["NW"].label_at)
    assert model.state.regions == ["NW"]
    before = model.session.hash()
    board.click_at(regions["SE"].label_at)  # SE does not border NW
    assert model.session.hash() == before
    assert "does not border" in board.messages[-1]
    board.click(board.city("essen"))  # a city stands for its region
    board.press("East")  # the prompt bar offers the same choice
    assert model.state.regions == ["E", "NW", "W"] and model.state.phase == "auction"


def test_a_plant_too_many_is_dragged_to_the_discard_spot_then_fuel_returned(qtbot):
    """Ann holds 3, 4 and 5 with 6 coal and 6 oil, wins a fourth plant and discards the coal
    plant: her hybrid cannot hold all that is left, so she chooses what goes back."""
    model = new_model()
    state = model.state
    ann = state.players[ANN]
    ann.plants, ann.fuel["coal"], ann.fuel["oil"] = [3, 4, 5], 6, 6
    state.market = [6, 7, 8, 9, 10, 11, 13, 23]
    del state.stack[-3:]
    play(model, OfferPlant(9, 9), Pass(), Pass(), OfferPlant(10, 10), Pass(), OfferPlant(6, 6))
    assert model.prompt().kind == "discard_plant"
    board = Board(qtbot, model)
    discard = board.scene.plant_market.discard
    assert discard.live
    refused(board, DiscardPlant(6), lambda: board.drag(board.card(6), discard))
    assert board.messages[-1].startswith("Plant 6 is the one you just won")
    board.drag(board.card(4), discard)
    assert ann.plants == [3, 5, 6] and 4 in state.removed
    assert model.prompt().kind == "return_fuel"
    labels = sorted(b.text() for b in board.bar_buttons())
    assert labels == ["Return 2 coal, 2 oil", "Return 3 coal, 1 oil", "Return 4 coal, 0 oil"]
    board.press("Return 2 coal, 2 oil")
    assert (ann.fuel["coal"], ann.fuel["oil"]) == (4, 4)


def test_power_controls_choose_plants_and_split_the_hybrid(qtbot):
    model = new_model()
    buying = (BuyFuel("oil", 2, 3), Pass(), BuyFuel("coal", 2, 4), Pass())
    ann_buys = (BuyFuel("coal", 2, 5), BuyFuel("oil", 2, 5), Pass())
    building = (Build("essen"), Pass(), Build("hamburg"), Pass(), Build("leipzig"), Pass())
    play(model, *AUCTION, *buying, *ann_buys, *building)
    board = Board(qtbot, model)
    assert board.seat() == ANN and model.prompt().kind == "power"
    board.controls()
    chooser = board.bar_widgets()[0]
    start = chooser.coal
    board.press("+" if start < 2 else "−")
    assert chooser.coal != start
    while chooser.coal > 0:
        board.press("−")
    assert chooser.split.text() == "Hybrids burn 0 coal + 2 oil"
    board.press("Plant 5")  # switch it off: nothing runs, nothing earns but the base
    assert board.button("Power 0 cities").isEnabled()
    board.press("Plant 5")
    board.press("Power 1 city")
    assert model.state.players[ANN].fuel["coal"] == 2 and model.state.players[ANN].fuel["oil"] == 0
    assert model.state.players[ANN].income == 22
