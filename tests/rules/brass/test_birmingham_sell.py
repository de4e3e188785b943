"""The Sell action (spec §4.4, §5.4, §7, A22, A24): merchants, beer, bonuses."""

import pytest
from brass_helpers import RULES, act, give, kind, link, new_game, put, refused, start

from rules.brass.birmingham_sell import ChooseMerchant, SellTile
from rules.brass.core.actions import ChooseAction, ChooseIndustry, Consume
from rules.core.steps import Done


def _market(state, **spaces):
    """Merchant tiles by space (merchant:<loc>:<n> -> tile id); barrels beside the named ones."""
    state.extra.tiles = {f"merchant:{k.replace('_', ':')}": v for k, v in spaces.items()}
    state.extra.beer = []


def _ready(money=30):
    state = new_game(4)
    give(state, 0, money=money)
    return state


def _cotton_in_worcester(state):
    put(state, "slot:worcester:1", 0, "cotton_mill", 1)
    link(state, 1, "worcester", "gloucester")
    _market(state, gloucester_1="m2_cotton", oxford_1="m2_manufacturer")


def test_selling_flips_the_tile_and_advances_income_by_its_spaces():
    state = _ready()
    _cotton_in_worcester(state)
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 1, cubes=1)  # own: anywhere
    start(state, "sell", state.players[0].hand[0])
    assert RULES.legal_actions(state) == [SellTile("slot:worcester:1")]
    act(state, SellTile("slot:worcester:1"))
    assert state.tiles["slot:worcester:1"].flipped
    assert state.tiles["slot:farm_brewery_cannock:1"].flipped  # its only barrel
    assert state.players[0].income_space == 10 + 5 + 4
    assert kind(state) == "action"


def test_a_tile_sells_only_to_a_connected_merchant_that_buys_its_good():
    state = _ready()
    _cotton_in_worcester(state)
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 1, cubes=1)
    state.extra.tiles["merchant:gloucester:1"] = "m2_blank_a"
    refused(state, ChooseAction("sell"), "brass-birmingham.why.no_sale")
    state.extra.tiles["merchant:gloucester:2"] = "m2_all"
    start(state, "sell", state.players[0].hand[0])
    assert RULES.legal_actions(state) == [SellTile("slot:worcester:1")]


def test_a_tile_without_a_buying_merchant_is_refused_with_the_reason():
    state = _ready()
    put(state, "slot:birmingham:2", 0, "manufacturer", 2)
    put(state, "slot:worcester:1", 0, "cotton_mill", 2, cubes=0)
    link(state, 1, "worcester", "gloucester")
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 1, cubes=1)
    _market(state, gloucester_1="m2_cotton")
    start(state, "sell", state.players[0].hand[0])
    refused(state, SellTile("slot:birmingham:2"), "brass-birmingham.why.no_merchant")


def test_a_sale_needs_all_its_beer():
    state = _ready()
    _cotton_in_worcester(state)
    refused(state, ChooseAction("sell"), "brass-birmingham.why.no_sale")
    state.draft = None
    put(state, "slot:walsall:2", 1, "brewery", 1, cubes=1)  # not connected to Worcester
    refused(state, ChooseAction("sell"), "brass-birmingham.why.no_sale")
    link(state, 2, "worcester", "birmingham")
    link(state, 2, "birmingham", "walsall")
    start(state, "sell", state.players[0].hand[0])
    act(state, SellTile("slot:worcester:1"))
    assert state.tiles["slot:walsall:2"].flipped and state.players[1].income_space == 14


def test_a_tile_needing_no_beer_sells_without_it_and_earns_no_bonus():
    state = _ready()
    put(state, "slot:birmingham:2", 0, "manufacturer", 3)
    link(state, 1, "birmingham", "oxford")
    _market(state, oxford_1="m2_manufacturer")
    state.extra.beer = ["merchant:oxford:1"]
    start(state, "sell", state.players[0].hand[0])
    act(state, SellTile("slot:birmingham:2"))
    assert state.extra.beer == ["merchant:oxford:1"]
    assert state.players[0].income_space == 10 + 4


@pytest.mark.parametrize(
    ("merchant", "effect"),
    [
        ("oxford", ("income_space", 10 + 5 + 2)),
        ("shrewsbury", ("vp", 4)),
        ("nottingham", ("vp", 3)),
        ("warrington", ("money", 30 + 5)),
    ],
)
def test_the_merchant_barrel_serves_the_sale_and_pays_its_bonus(merchant, effect):
    state = _ready()
    put(state, "slot:worcester:1", 0, "cotton_mill", 1)
    link(state, 1, "worcester", "gloucester")
    link(state, 1, "worcester", "birmingham")
    links = {
        "oxford": [("birmingham", "oxford")],
        "shrewsbury": [
            ("worcester", "kidderminster"),
            ("kidderminster", "coalbrookdale"),
            ("coalbrookdale", "shrewsbury"),
        ],
        "nottingham": [
            ("birmingham", "tamworth"),
            ("tamworth", "burton_on_trent"),
            ("burton_on_trent", "derby"),
            ("derby", "nottingham"),
        ],
        "warrington": [
            ("birmingham", "walsall"),
            ("walsall", "cannock"),
            ("cannock", "stafford"),
            ("stafford", "stone"),
            ("stone", "stoke_on_trent"),
            ("stoke_on_trent", "warrington"),
        ],
    }[merchant]
    for a, b in links:
        link(state, 2, a, b)
    space = f"merchant:{merchant}:1"
    state.extra.tiles = {space: "m2_all"}
    state.extra.beer = [space]
    start(state, "sell", state.players[0].hand[0])
    act(state, SellTile("slot:worcester:1"))
    assert state.extra.beer == []
    field, value = effect
    p = state.players[0]
    got = p.score if field == "vp" else getattr(p, field)
    assert got == value
    if field == "vp":
        assert p.vp == {"merchants": value}


def test_gloucesters_bonus_develops_one_tile_free_of_iron():
    state = _ready()
    _cotton_in_worcester(state)
    state.extra.beer = ["merchant:gloucester:1"]
    start(state, "sell", state.players[0].hand[0])
    act(state, SellTile("slot:worcester:1"))
    assert kind(state) == "bonus_develop"
    assert ChooseIndustry("pottery") not in RULES.legal_actions(state)  # the lightbulb
    iron = state.markets["iron"]
    act(state, ChooseIndustry("coal_mine"))
    assert state.players[0].mat["coal_mine"][0] == 2
    assert state.markets["iron"] == iron and state.players[0].money == 30


def test_the_merchant_barrel_is_a_choice_when_a_brewery_could_serve_too():
    state = _ready()
    _cotton_in_worcester(state)
    state.extra.beer = ["merchant:gloucester:1"]
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 1, cubes=1)
    start(state, "sell", state.players[0].hand[0])
    act(state, SellTile("slot:worcester:1"))
    assert kind(state) == "beer"
    assert sorted(a.source for a in RULES.legal_actions(state)) == [
        "merchant:gloucester:1",
        "slot:farm_brewery_cannock:1",
    ]
    act(state, Consume("beer", "slot:farm_brewery_cannock:1"))
    assert state.extra.beer == ["merchant:gloucester:1"]  # kept: no bonus this time
    assert kind(state) == "action"


def test_the_player_picks_the_merchant_when_barrels_or_bonuses_differ():
    state = _ready()
    _cotton_in_worcester(state)
    link(state, 2, "worcester", "birmingham")
    link(state, 2, "birmingham", "oxford")
    state.extra.tiles["merchant:oxford:2"] = "m4_cotton"
    state.extra.beer = ["merchant:oxford:2"]
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 1, cubes=1)
    start(state, "sell", state.players[0].hand[0])
    act(state, SellTile("slot:worcester:1"))
    assert kind(state) == "merchant"
    assert sorted(a.space for a in RULES.legal_actions(state)) == [
        "merchant:gloucester:1",
        "merchant:oxford:2",
    ]
    act(state, ChooseMerchant("merchant:oxford:2"), Consume("beer", "merchant:oxford:2"))
    assert state.players[0].income_space == 10 + 5 + 2


def test_several_tiles_may_be_sold_in_one_action_each_with_its_own_beer():
    state = _ready()
    _cotton_in_worcester(state)
    put(state, "slot:worcester:2", 1, "cotton_mill", 1)  # not mine
    put(state, "slot:kidderminster:2", 0, "cotton_mill", 1)
    link(state, 1, "worcester", "kidderminster")
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 2, cubes=2)
    start(state, "sell", state.players[0].hand[0])
    assert len(RULES.legal_actions(state)) == 2
    act(state, SellTile("slot:worcester:1"))
    assert kind(state) == "sell_more"
    assert RULES.legal_actions(state) == [SellTile("slot:kidderminster:2"), Done()]
    act(state, SellTile("slot:kidderminster:2"))
    assert state.tiles["slot:farm_brewery_cannock:1"].flipped
    assert kind(state) == "action"


def test_selling_may_stop_after_the_first_tile():
    state = _ready()
    _cotton_in_worcester(state)
    put(state, "slot:kidderminster:2", 0, "cotton_mill", 1)
    link(state, 1, "worcester", "kidderminster")
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 2, cubes=2)
    start(state, "sell", state.players[0].hand[0])
    act(state, SellTile("slot:worcester:1"), Done())
    assert not state.tiles["slot:kidderminster:2"].flipped and kind(state) == "action"


def test_sell_flips_only_your_own_unflipped_sellable_tiles():
    state = _ready()
    _cotton_in_worcester(state)
    put(state, "slot:farm_brewery_cannock:1", 0, "brewery", 2, cubes=2)
    put(state, "slot:worcester:2", 1, "cotton_mill", 1)
    start(state, "sell", state.players[0].hand[0])
    refused(state, SellTile("slot:worcester:2"), "not_your_tile")
    refused(state, SellTile("slot:farm_brewery_cannock:1"), "brass-birmingham.why.not_sold")
