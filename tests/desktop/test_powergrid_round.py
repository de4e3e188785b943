"""A whole first round of Power Grid played on the board with the mouse: the auction by clicks,
drags and the bid controls, buying by dragging tokens onto plants, building by dragging the
house onto lit cities, and bureaucracy with the power controls. The rules' state is checked
after every step."""

from __future__ import annotations

from pg_gestures import Board, new_model

ANN, BOB, CY = 0, 1, 2


def test_a_whole_first_round_by_gestures(qtbot):
    model = new_model()
    board = Board(qtbot, model)
    state = lambda: model.state  # noqa: E731 - the session replaces the state on undo
    assert state().order == [BOB, CY, ANN]

    # -- auction: Bob taps plant 4, Cy bids 5, Ann passes, Bob raises to 7, Cy gives up
    board.click(board.card(4))
    assert state().auction is not None and state().auction.plant == 4
    assert state().auction.bid == 4 and board.seat() == CY
    board.press("Bid 5")
    assert state().auction.bid == 5 and state().auction.high == CY
    board.press("Pass")
    assert state().auction.active == [BOB, CY]
    board.press("+")  # the stepper starts at the lowest legal bid, 6
    board.button("Bid 7")
    board.press("Bid 7")
    assert state().auction.bid == 7 and state().auction.high == BOB
    board.press("Pass")
    assert state().players[BOB].plants == [4] and state().players[BOB].money == 43
    assert state().auction is None

    # Cy drags plant 3 onto the auction spot; Ann lets it go
    assert board.seat() == CY
    board.drag(board.card(3), board.scene.plant_market.auction)
    assert state().auction is not None and state().auction.plant == 3
    board.press("Pass")
    assert state().players[CY].plants == [3] and state().players[CY].money == 47

    # Ann is the last without a plant: her offer wins at once
    board.click(board.card(5))
    assert state().players[ANN].plants == [5] and state().players[ANN].money == 45
    assert state().phase == "buy"
    assert state().order == [ANN, BOB, CY]  # biggest plant first, as nobody has a city

    # -- buying, last player first: Cy drags two oil onto plant 3
    assert board.seat() == CY
    for money, oil in ((44, 1), (41, 2)):
        board.drag(board.token("oil"), board.card(3))
        assert state().players[CY].money == money and state().players[CY].fuel["oil"] == oil
    board.press("Done buying")

    # Bob taps the coal row (one token onto the first plant that takes it), then drags one
    assert board.seat() == BOB
    board.click(board.scene.resource_market.rows["coal"])
    assert state().players[BOB].fuel["coal"] == 1 and state().players[BOB].money == 42
    board.drag(board.token("coal"), board.card(4))
    assert state().players[BOB].fuel["coal"] == 2 and state().players[BOB].money == 41
    board.press("Done buying")

    # Ann fills her hybrid with one coal and one oil
    board.drag(board.token("coal"), board.card(5))
    board.drag(board.token("oil"), board.card(5))
    assert state().players[ANN].fuel["coal"] == 1 and state().players[ANN].fuel["oil"] == 1
    assert state().players[ANN].money == 41
    board.press("Done buying")
    assert state().phase == "build"

    # -- building: the held house lights every city in play with its full price
    assert board.seat() == CY
    lit: dict[str, str | None] = {}
    board.drag(board.scene.house, board.city("essen"), while_held=lambda: lit.update(board.lit()))
    in_play = {c for c, houses in state().houses.items() if board.scene.cities[c].in_play}
    assert set(lit) == {f"city:{c}" for c in in_play} and len(lit) == 21
    assert set(lit.values()) == {"10"}
    assert state().houses["essen"] == [CY] and state().players[CY].money == 31

    board.drag(
        board.scene.house, board.city("duisburg"), while_held=lambda: lit.update(board.lit())
    )
    assert lit["city:duisburg"] == "10"  # slot 10 + the free Essen–Duisburg connection
    assert lit["city:muenster"] == "16"  # slot 10 + Essen–Münster 6
    assert state().players[CY].cities == ["essen", "duisburg"]
    board.press("Done building")

    assert board.seat() == BOB
    board.drag(board.scene.house, board.city("hamburg"))
    assert state().houses["hamburg"] == [BOB]
    board.press("Done building")

    assert board.seat() == ANN
    board.click(board.city("leipzig"))  # a tap on a city builds there too
    assert state().houses["leipzig"] == [ANN] and state().players[ANN].money == 31
    board.press("Done building")
    assert state().phase == "power"

    # -- bureaucracy, first player first: each runs the plant the controls suggest
    for seat in (ANN, BOB, CY):
        assert board.seat() == seat
        money = state().players[seat].money
        board.press("Power 1 city")
        assert state().players[seat].income == 22
        assert state().players[seat].money == money + 22
    assert state().players[ANN].fuel == {"coal": 0, "oil": 0, "garbage": 0, "uranium": 0}
    assert state().players[CY].fuel["oil"] == 0  # plant 3 burned both

    # the next round's auction has begun, with a resupplied market
    assert state().round == 2 and state().phase == "auction"
    assert state().order == [CY, ANN, BOB]  # most cities first, then the biggest plant
    assert board.scene.step_track.title == "Step 1 · Round 2"
