"""The Brass phrases that did not read as sentences, each pinned in English and Korean: counts
with singular and plural words ("1 link icon", "2 link icons"; in Korean the counter after the
number), "nothing on it" for a tile that holds no cubes, a full market said in words, articles
that fit the industry ("Iron Works tiles", not "a Iron Works"), a location card's own town, and a
Korean particle that fits the double build's cards."""

from __future__ import annotations

import brass_helpers as bh
import lancashire_helpers as lh
import pytest

from rules.brass.birmingham_sell import check as sell_check
from rules.brass.core.actions import BuildAt, ChooseAction, ChooseIndustry, PlayCard
from rules.brass.core.build import BuildDraft
from rules.brass.lancashire_data import DISTANT
from rules.core.events import Event
from rules.core.i18n import render, render_event
from rules.core.text import Text

NAMES = ["P1", "P2", "P3", "P4"]


def _both(text: Text | None) -> tuple[str, str]:
    assert text is not None
    return render(text, "en", names=NAMES), render(text, "ko", names=NAMES)


def _element(helpers, element: str, setup=None) -> tuple[str, str]:
    state = helpers.new_game(4)
    if setup is not None:
        setup(state)
    return _both(helpers.RULES.describe(state, element))


# -- counts: singular and plural -------------------------------------------------------------------


def test_a_location_with_one_link_icon():
    def coal_mine(state):
        bh.put(state, "slot:derby:2", 0, "coal_mine", 2, flipped=True)

    assert _element(bh, "loc:derby", coal_mine) == (
        "Derby (town): 2 of 3 slots free; 1 link icon now",
        "더비 (도시): 미건설 칸 2/3, 현재 연결 아이콘 1개",
    )


def test_a_location_with_two_link_icons():
    def manufacturer(state):
        bh.put(state, "slot:derby:1", 0, "manufacturer", 1, flipped=True)

    assert _element(bh, "loc:derby", manufacturer) == (
        "Derby (town): 2 of 3 slots free; 2 link icons now",
        "더비 (도시): 미건설 칸 2/3, 현재 연결 아이콘 2개",
    )


def test_a_location_with_a_single_slot():
    assert _element(bh, "loc:farm_brewery_cannock") == (
        "Farm Brewery (Cannock) (farm brewery): 1 of 1 slot free; 0 link icons now",
        "양조장 단지 (캐넉) (양조장 단지): 미건설 칸 1/1, 현재 연결 아이콘 0개",
    )


def test_a_location_without_slots():
    assert _element(bh, "loc:warrington") == (
        "Warrington (merchant location): no industry slots; 2 link icons now",
        "워링턴 (상인 지역): 산업 칸 없음, 현재 연결 아이콘 2개",
    )


def test_a_player_with_one_card_and_one_link_left():
    def last_card(state):
        state.players[1].hand = ["location:derby"]
        state.players[1].links_left = 1

    assert _element(bh, "player:1", last_card) == (
        "P2: £17, income 0 (space 10), 0 VP, 1 card, 1 link left, £0 spent this round, turn 2",
        "P2: 17파운드, 수입 단계 0 (10칸), 승점 0점, 카드 1장, 남은 연결 타일 1개, "
        "이번 라운드 지출 0파운드, 차례 2번째",
    )


def test_a_deck_of_one_card():
    def one_left(state):
        state.deck = state.deck[:1]

    assert _element(bh, "deck", one_left) == (
        "Draw deck: 1 card (Canal Era, round 2)",
        "카드 더미: 1장 (운하 시대 2라운드)",
    )


def test_one_income_space_and_one_link_icon_of_a_flipped_manufacturer():
    def manufacturer(state):
        bh.put(state, "slot:cannock:1", 3, "manufacturer", 2, flipped=True)

    assert _element(bh, "slot:cannock:1", manufacturer) == (
        "P4's Manufacturer level 2 in Cannock, flipped: 5 VP at each era end, 1 link icon "
        "(nothing on it; +1 income space taken)",
        "캐넉에 있는 P4 님의 제조 공장 2단계 (뒤집힘): 시대 종료마다 승점 5점, 연결 아이콘 1개 "
        "(올려진 큐브 없음, 수입 1칸 받음)",
    )


def test_the_distant_market_with_one_tile_left():
    def one_tile(state):
        state.extra.tiles = state.extra.tiles[:1]

    assert _element(lh, DISTANT, one_tile) == (
        "Distant cotton market: marker on space 1, 1 tile face down; drawn this era: none",
        "외부 면직물 시장: 마커는 1번 칸, 뒷면 타일 1개; 이번 시대에 나온 타일: 없음",
    )


def test_a_distant_market_space_worth_one_income_space():
    assert _element(lh, "distant:5") == (
        "Distant market track, space 5: a sale ending here gains 1 income space (marker now on 1)",
        "외부 면직물 시장 트랙 5번 칸: 여기서 끝나는 판매는 수입 1칸 (현재 마커: 1번 칸)",
    )


@pytest.mark.parametrize(
    ("text", "en", "ko"),
    [
        (
            Event(
                "brass.event.flipped",
                {
                    "tile": Text(
                        "brass.tile",
                        {"industry": Text("brass-birmingham.industry.pottery"), "level": 2},
                    ),
                    "place": Text("brass-birmingham.location.stoke_on_trent"),
                    "spaces": 1,
                },
                0,
            ),
            "P1's Pottery 2 in Stoke-on-Trent flips: income +1 space",
            "P1: 스토크온트렌트의 도예 공방 2단계 뒤집힘, 수입 1칸 전진",
        ),
        (
            Event("brass-birmingham.event.beer_refilled", {"barrels": 1}),
            "Merchant beer refilled (1 barrel)",
            "상인 맥주 초기화 (맥주 통 1개)",
        ),
        (
            Event(
                "brass-lancashire.event.sold_distant",
                {"place": Text("brass-lancashire.location.bolton"), "spaces": 1},
                1,
            ),
            "P2 sells cotton from Bolton to the distant market: income +1 space",
            "P2: 볼턴의 면직물을 외부 면직물 시장에 판매, 수입 +1칸",
        ),
        (
            Event("brass-lancashire.event.demand_reset", {"tiles": 1}),
            "The distant cotton market is reset: marker on its top space, 1 tile reshuffled",
            "외부 면직물 시장 초기화: 마커를 맨 위 칸으로, 타일 1개 다시 섞음",
        ),
        (
            Event("brass.event.rail_era", {"deck": 1}),
            "The Rail Era begins: a new deck of 1 card after dealing",
            "철도 시대 시작: 카드를 나눠 준 뒤 카드 더미 1장",
        ),
    ],
    ids=["flipped", "beer_refilled", "sold_distant", "demand_reset", "rail_era"],
)
def test_log_lines_count_in_the_singular(text, en, ko):
    assert (render_event(text, NAMES, "en"), render_event(text, NAMES, "ko")) == (en, ko)


def test_an_action_that_needs_one_card():
    state = bh.new_game(4)
    state.players[0].hand = []
    assert _both(bh.RULES.why_not(state, ChooseAction("build"))) == (
        "This action needs 1 card in your hand.",
        "이 행동을 하려면 핸드에 카드가 1장 있어야 해요.",
    )


# -- tiles without cubes: "nothing on it" ----------------------------------------------------------


def test_a_mill_holds_nothing():
    def mill(state):
        bh.put(state, "slot:leek:1", 2, "cotton_mill", 1)

    assert _element(bh, "slot:leek:1", mill) == (
        "P3's Cotton Mill level 1 in Leek, not yet flipped: nothing on it; when flipped 5 VP, "
        "+5 income spaces, 1 link icon",
        "리크에 있는 P3 님의 방직소 1단계 (뒤집히지 않음): 올려진 큐브 없음. 뒤집히면 승점 5점, "
        "수입 5칸, 연결 아이콘 1개",
    )


def test_a_coal_mine_holds_its_coal():
    def coal_mine(state):
        bh.put(state, "slot:leek:2", 0, "coal_mine", 1, cubes=1)

    assert _element(bh, "slot:leek:2", coal_mine) == (
        "P1's Coal Mine level 1 in Leek, not yet flipped: 1 coal on it; when flipped 1 VP, "
        "+4 income spaces, 2 link icons",
        "리크에 있는 P1 님의 탄광 1단계 (뒤집히지 않음): 석탄 1개. 뒤집히면 승점 1점, 수입 4칸, "
        "연결 아이콘 2개",
    )


def test_a_flipped_coal_mine_has_no_coal_left():
    def coal_mine(state):
        bh.put(state, "slot:leek:2", 0, "coal_mine", 2, flipped=True)

    assert _element(bh, "slot:leek:2", coal_mine) == (
        "P1's Coal Mine level 2 in Leek, flipped: 2 VP at each era end, 1 link icon "
        "(0 coal left; +7 income spaces taken)",
        "리크에 있는 P1 님의 탄광 2단계 (뒤집힘): 시대 종료마다 승점 2점, 연결 아이콘 1개 "
        "(석탄 0개 남음, 수입 7칸 받음)",
    )


# -- the markets: a full one said in words ---------------------------------------------------------


def test_a_full_market_buys_nothing():
    def full(state):
        state.markets["coal"] = 14

    assert _element(bh, "market:coal", full) == (
        "coal market: 14 of 14 spaces filled; buying costs £1, "
        "the market is full: nothing can be sold to it",
        "석탄 시장: 14칸 중 14칸 참. 살 때 1파운드, 시장이 가득 차서 팔 수 없어요",
    )


def test_a_market_with_room_buys():
    def lancashire_iron(state):
        state.markets["iron"] = 6

    assert _element(lh, "market:iron", lancashire_iron) == (
        "iron market: 6 of 8 spaces filled; buying costs £2, selling earns £1",
        "철 시장: 8칸 중 6칸 참. 살 때 2파운드, 팔 때 1파운드",
    )


# -- refusals that name an industry or a card ------------------------------------------------------


def _at_industry(card: str):
    state = bh.new_game(4)
    bh.give(state, 0, hand=[card, "location:derby", "location:leek"])
    state.draft = BuildDraft("build", "industry", card=card, cards=0)
    return state


def test_a_card_for_another_industry():
    state = _at_industry("industry:cotton_mill_or_manufacturer")
    assert _both(bh.RULES.why_not(state, ChooseIndustry("iron_works"))) == (
        "Cotton Mill / Manufacturer card does not build Iron Works tiles.",
        "방직소/제조 공장 산업 카드로는 제철소 타일을 건설할 수 없어요.",
    )


def test_nowhere_to_build_an_industry():
    state = _at_industry("location:derby")
    for slot in bh.BOARD.locations["derby"].slots:
        bh.put(state, slot, 1, "pottery" if slot.endswith("3") else "cotton_mill", 1)
    assert _both(bh.RULES.why_not(state, ChooseIndustry("iron_works"))) == (
        "There is nowhere you could build your Iron Works with this card now.",
        "지금 이 카드로 제철소 타일을 건설할 수 있는 곳이 없어요.",
    )


def test_a_location_card_builds_in_its_own_town():
    state = bh.new_game(4)
    bh.give(state, 0, hand=["location:belper", "location:leek"])
    bh.at_slot_step(state, "location:belper", "cotton_mill")
    assert _both(bh.RULES.why_not(state, BuildAt("slot:derby:1"))) == (
        "Belper card builds only in its own town, not in Derby.",
        "벨퍼 지역 카드로는 그 카드의 지역에만 건설할 수 있어요. 이곳은 더비 지역이에요.",
    )


def test_a_merchant_does_not_buy_coal():
    state = bh.new_game(4)
    bh.put(state, "slot:leek:2", 0, "coal_mine", 1, cubes=2)
    assert _both(sell_check(bh.RULES, state, 0, "slot:leek:2")) == (
        "Coal Mine tiles are not sold to merchants.",
        "탄광 타일은 상인에게 판매하지 않아요.",
    )


def test_no_merchant_buys_what_the_tile_makes():
    state = bh.new_game(4)
    state.extra.tiles = {}  # no merchant tile anywhere
    bh.put(state, "slot:leek:1", 0, "cotton_mill", 1)
    assert _both(sell_check(bh.RULES, state, 0, "slot:leek:1")) == (
        "This tile is not connected to a merchant who buys Cotton Mill goods.",
        "이 타일은 방직소 아이콘이 있는 상인과 연결되어 있지 않아요.",
    )


# -- Korean: a particle that fits the word before it -----------------------------------------------


def test_the_double_builds_cards_take_the_right_particle():
    state = lh.new_game(4)
    lh.give(state, 0, hand=["location:bolton", "location:bury", "location:wigan"])
    events = lh.act(state, ChooseAction("double_build"), PlayCard("location:bolton"))
    played = [e for e in events if e.key == "brass.event.card_played"]
    assert played, [e.key for e in events]
    assert [render_event(e, NAMES, "ko") for e in played][-1] == (
        "P1: 볼턴 지역 카드를 버리고 특수 건설 행동"
    )
    wild = Text(
        "brass.event.card_played",
        {
            "name": Text("brass-lancashire.card.wild.location"),
            "action": Text("brass-lancashire.action.double_build"),
        },
    )
    assert render_event(Event(wild.key, wild.params, 0), NAMES, "ko") == (
        "P1: 아무 지역 카드로 쓰는 두 카드(특수 건설)를 버리고 특수 건설 행동"
    )


# -- a seat's mat, links and hand ------------------------------------------------------------------


def test_a_mat_tile_names_its_numbers_in_both_languages():
    en, ko = _element(bh, "mat:0:coal_mine")
    assert en == (
        "P1's Coal Mine: 7 tiles left on the mat. Next: level 1 for £5, with 0 coal and 0 iron; "
        "flipped, it scores 1 VP, raises income by 4 spaces and shows 2 link icons; built in the "
        "Canal Era only"
    )
    assert ko.startswith(
        "P1의 탄광: 개인판에 타일 7개 남음. 다음: 1단계, 5파운드, 석탄 0개와 철 0개 필요."
    )
    assert ko.endswith("운하 시대에만 지을 수 있어요")


def test_another_seats_card_is_counted_never_named():
    state = bh.new_game(4)
    seen = bh.RULES.view(state, 0)
    ids = bh.RULES.element_ids(seen)
    assert not any(
        i.startswith("card:")
        and i.removeprefix("card:") in state.players[1].hand
        and i.removeprefix("card:") not in state.players[0].hand
        for i in ids
    )
    en, ko = _both(bh.RULES.describe(seen, "hand:1:0"))
    assert en == "A card in P2's hand: only its owner sees which"
    assert ko == "P2의 핸드에 있는 카드: 어떤 카드인지는 주인만 봐요"
    assert _both(bh.RULES.describe(seen, "hand:1")) == ("P2's hand: 8 cards", "P2의 핸드: 카드 8장")
