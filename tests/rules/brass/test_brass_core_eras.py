"""The end of an era (spec §3.6, §6.6, A2, A7, A27): links score first, then industries; after
the Canal Era level-1 tiles go, merchant beer is refilled and a new deck is dealt."""

from brass_helpers import BOARD, RULES, act, give, keys, link, new_game, put, seat

from rules.brass.core import eras
from rules.brass.core.actions import ChooseAction, PlayCard


def _end_round(state):
    """Put every hand down to its last cards and play the era's last round out with passes."""
    state.round = RULES.board.rounds(len(state.players))
    for p in state.players:
        p.discard += p.hand[2:]
        p.hand = p.hand[:2]
    state.players[0].discard += state.deck
    state.deck = []
    events = []
    while state.round == RULES.board.rounds(len(state.players)) and not state.over:
        s = seat(state)
        events += act(state, ChooseAction("pass"), PlayCard(state.players[s].hand[0]))
    return events


def test_a_link_scores_the_link_icons_of_flipped_tiles_and_merchants_at_its_ends():
    state = new_game(4)
    put(state, "slot:birmingham:1", 1, "cotton_mill", 2, flipped=True)  # 2 icons
    put(state, "slot:birmingham:2", 2, "manufacturer", 1)  # unflipped: none (A2)
    link(state, 0, "birmingham", "oxford")  # 2 + merchant 2
    assert eras.link_value(BOARD, state, "link:birmingham~oxford") == 4
    assert eras.link_icons(BOARD, state, "birmingham", unflipped=True) == 4  # the other reading


def test_the_kidderminster_worcester_link_counts_the_southern_farm_brewery_too():
    state = new_game(4)
    put(state, "slot:farm_brewery_kidderminster_worcester:1", 1, "brewery", 1, flipped=True)
    put(state, "slot:worcester:1", 2, "cotton_mill", 1, flipped=True)
    link(state, 0, "kidderminster", "worcester")
    assert eras.link_value(BOARD, state, "link:kidderminster~worcester") == 2 + 1


def test_links_score_before_level_one_tiles_leave_and_then_return_to_their_owners():
    state = new_game(2)
    put(state, "slot:dudley:1", 1, "coal_mine", 1, flipped=True)  # 2 icons, 1 VP
    put(state, "slot:birmingham:1", 1, "cotton_mill", 2, flipped=True)  # 2 icons, 5 VP
    link(state, 0, "birmingham", "dudley")
    events = _end_round(state)
    assert state.players[0].vp == {"links": 4}
    assert state.players[1].vp == {"coal_mine": 1, "cotton_mill": 5}
    order = keys(events)
    assert order.index("links_scored") < order.index("industries_scored")
    assert not state.links and state.players[0].links_left == 14
    assert "slot:dudley:1" not in state.tiles  # level 1: gone after scoring
    assert state.tiles["slot:birmingham:1"].level == 2


def test_unflipped_tiles_score_nothing_and_flipped_ones_score_in_each_era():
    state = new_game(2)
    put(state, "slot:birmingham:1", 1, "cotton_mill", 3, flipped=True)
    put(state, "slot:worcester:1", 1, "cotton_mill", 4)
    _end_round(state)
    _end_round(state)
    assert state.over and state.players[1].vp == {"cotton_mill": 9 + 9}


def test_every_level_one_tile_leaves_the_board_even_pottery_one_and_others_keep_their_cubes():
    state = new_game(2)
    put(state, "slot:stafford:2", 0, "pottery", 1, flipped=True)
    put(state, "slot:coalbrookdale:3", 1, "coal_mine", 2, cubes=2)
    _end_round(state)
    assert "slot:stafford:2" not in state.tiles
    assert state.tiles["slot:coalbrookdale:3"].cubes == 2


def test_merchant_beer_is_refilled_beside_every_tile_that_buys_something():
    state = new_game(2)
    full = sorted(state.extra.beer)
    state.extra.beer = full[:1]
    _end_round(state)
    assert state.extra.beer == full


def test_the_rail_deck_is_every_discard_pile_with_the_face_down_cards_dealt_8_each():
    state = new_game(3)
    _end_round(state)
    assert state.era == "rail" and state.round == 1 and state.actions_left == 2
    assert all(len(p.hand) == 8 and not p.discard and not p.facedown for p in state.players)
    assert len(state.deck) == 54 - 24


def test_the_rail_era_starts_in_the_turn_order_of_the_last_canal_round():
    state = new_game(3)
    state.players[0].spent = 10
    state.players[2].spent = 5
    _end_round(state)
    assert state.order == [1, 2, 0] and seat(state) == 1


def test_after_the_rail_era_the_most_vp_wins_then_income_then_money():
    state = new_game(3, era="rail")
    state.players[0].vp = {"links": 10}
    state.players[1].vp = {"links": 10}
    state.players[2].vp = {"links": 12}
    give(state, 0, income_space=30, money=0)
    give(state, 1, income_space=30, money=5)
    _end_round(state)
    result = RULES.result(state)
    assert [s.seat for s in result.standings] == [2, 1, 0]
    assert [s.place for s in result.standings] == [1, 2, 3]
    assert result.standings[0].score["vp"] == 12
    assert list(result.standings[0].score)[:3] == ["vp", "links", "cotton_mill"]


def test_equal_vp_income_and_money_share_the_place():
    state = new_game(2, era="rail")
    for p in state.players:
        p.vp, p.money, p.income_space = {"links": 3}, 4, 12
    _end_round(state)
    assert [s.place for s in RULES.result(state).standings] == [1, 1]
