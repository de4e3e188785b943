"""Brass: Lancashire end of rounds and eras (spec §3.4-3.6, §6.5): income, shortfall, scoring,
obsolete industries, the distant market's reset, the new deck, money VP and the winner."""

from collections import Counter

from lancashire_helpers import RULES, end_turns, give, link, new_game, put

from rules.brass.lancashire_data import distant_market


def _last_round(era="canal", players=2):
    """The era's last round: seat 0 to play its last 2 cards, then seat 1."""
    state = new_game(players, era=era, round=RULES.board.rounds(players))
    state.deck = []
    for p in state.players:
        p.hand = p.hand[:2]
    return state


def test_lancashire_income_after_the_canal_eras_last_round_but_not_the_rails():
    state = _last_round("canal")
    give(state, 0, income_space=20, money=0)  # level 5
    end_turns(state, 4)
    assert state.era == "rail" and state.players[0].money == 5
    final = _last_round("rail")
    give(final, 0, income_space=20, money=0)
    end_turns(final, 4)
    assert RULES.result(final) is not None and final.players[0].money == 0


def test_lancashire_negative_income_shortfall_sells_tiles_for_half():
    state = new_game(2, round=3)
    give(state, 0, income_space=4, money=2)  # level -6
    put(state, "slot:bolton:1", 0, "cotton_mill", 2)  # £14 -> £7
    end_turns(state, 4)
    assert RULES.prompt(state).kind == "shortfall"
    from rules.brass.core.actions import RemoveTile

    RULES.apply(state, RemoveTile("slot:bolton:1"))
    assert state.players[0].money == 2 - 6 + 7 and "slot:bolton:1" not in state.tiles


def test_lancashire_shortfall_without_tiles_costs_vp():
    state = new_game(2, round=3)
    give(state, 0, income_space=4, money=2)
    state.players[0].vp["links"] = 10
    end_turns(state, 4)
    assert state.players[0].money == 0 and state.players[0].score == 6


def test_lancashire_canal_era_end_scoring_removal_and_reset():
    state = _last_round("canal")
    state.extra.marker = 6
    state.extra.drawn = state.extra.tiles[-3:]
    del state.extra.tiles[-3:]
    put(state, "slot:preston:1", 0, "port", 1, flipped=True)  # 2 VP, removed after
    put(state, "slot:preston:2", 1, "cotton_mill", 3, flipped=True)  # 9 VP, stays
    put(state, "slot:wigan:1", 1, "coal_mine", 2, cubes=2)  # unflipped: 0 VP, stays with coal
    put(state, "slot:liverpool:4", 0, "shipyard", 1, flipped=True)  # 10 VP, removed after
    link(state, 0, "blackpool", "preston")  # 2 + 2 flipped tiles in Preston = 4
    link(state, 1, "preston", "wigan")  # 2 + 0
    link(state, 0, "liverpool", "wigan")  # 1 + 0
    end_turns(state, 4)
    p0, p1 = state.players
    assert p0.vp == {"links": 5, "port": 2, "shipyard": 10}
    assert p1.vp == {"links": 2, "cotton_mill": 9}  # an unflipped tile scores nothing
    assert set(state.tiles) == {"slot:preston:2", "slot:wigan:1"}
    assert state.tiles["slot:wigan:1"].cubes == 2 and state.tiles["slot:preston:2"].flipped
    assert not state.links and p0.links_left == 14 and p1.links_left == 14
    assert state.extra.marker == 1 and not state.extra.drawn
    assert sorted(state.extra.tiles) == sorted(distant_market().tiles[2])


def test_lancashire_rail_deck_holds_every_card_and_deals_8():
    state = RULES.setup({"players": 3}, 8)
    while state.era == "canal":
        end_turns(state, 1)
    cards = state.deck + [c for p in state.players for c in p.hand]
    full = Counter(c for c, copies, mark in RULES.board.deck if mark <= 3 for _ in range(copies))
    assert Counter(cards) == full
    assert all(len(p.hand) == 8 and not p.discard for p in state.players)
    assert len(state.deck) == 54 - 24 and not state.extra.under_tile


def test_lancashire_flipped_level_2_tile_scores_in_both_eras():
    """A flipped Cotton Mill III scores 9 + 9 = 18 VP (RB)."""
    state = _last_round("canal")
    put(state, "slot:bolton:1", 0, "cotton_mill", 3, flipped=True)
    end_turns(state, 4)
    assert state.era == "rail" and state.players[0].vp["cotton_mill"] == 9
    state.deck = []
    for p in state.players:
        p.hand = ["location:bolton"] * 2
    state.round = RULES.board.rounds(2)
    end_turns(state, 4)
    assert state.players[0].vp["cotton_mill"] == 18


def test_lancashire_money_scores_1_vp_per_10_pounds():
    state = _last_round("rail")
    give(state, 0, money=37)
    give(state, 1, money=9)
    end_turns(state, 4)
    result = RULES.result(state)
    by_seat = {s.seat: s.score for s in result.standings}
    assert by_seat[0]["money_vp"] == 3 and by_seat[0]["money"] == 37
    assert by_seat[1]["money_vp"] == 0
    assert list(by_seat[0]) == [
        "vp",
        "links",
        "cotton_mill",
        "coal_mine",
        "iron_works",
        "port",
        "shipyard",
        "money_vp",
        "shortfall",
        "money",
    ]


def test_lancashire_ties_go_to_income_then_money_then_shared():
    state = _last_round("rail", players=4)
    for seat, (vp, space, money) in enumerate([(20, 30, 5), (20, 31, 5), (20, 30, 8), (20, 30, 5)]):
        give(state, seat, income_space=space, money=money)
        state.players[seat].vp["links"] = vp
        state.players[seat].hand = state.players[seat].hand[:2]
    end_turns(state, 8)
    places = {s.seat: s.place for s in RULES.result(state).standings}
    assert places == {1: 1, 2: 2, 0: 3, 3: 3}
