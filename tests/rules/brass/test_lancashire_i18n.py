"""Brass: Lancashire message keys: every key the engine can build exists in English and Korean,
and whole games render in both languages without a raw key or placeholder left."""

import pytest
from brass_common import dynamic_keys, render_whole_game
from lancashire_helpers import BOARD, RULES

from rules.brass.core.actions import (
    BuildAt,
    ChooseAction,
    ChooseIndustry,
    Consume,
    PlaceLink,
    PlayCard,
    RemoveTile,
)
from rules.brass.lancashire_data import DECK_TILE, DISTANT
from rules.brass.lancashire_flows import TakeLoan
from rules.brass.lancashire_sell import SellCotton
from rules.core.i18n import LANGUAGES, catalog
from rules.core.steps import Done

SIDES = ("rocket", "hidden", "last_loans", "no_loans")


def _dynamic_keys() -> list[str]:
    keys = dynamic_keys(RULES)
    keys += [f"brass-lancashire.location.{loc}" for loc in BOARD.locations]
    keys += [f"brass-lancashire.industry.{i}" for i in BOARD.industries]
    keys += [f"brass-lancashire.card.{c.replace(':', '.')}" for c, _, _ in BOARD.deck if "ind" in c]
    keys += [f"brass-lancashire.describe.deck_tile.{side}" for side in SIDES]
    keys.append("brass-lancashire.card.wild.location")
    return keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lancashire_every_dynamic_key_exists(lang):
    missing = [k for k in _dynamic_keys() if k not in catalog(lang)]
    assert not missing


def test_lancashire_korean_uses_the_seed_terms():
    ko = catalog("ko")
    assert ko["brass-lancashire.industry.cotton_mill"] == "방직소"
    assert ko["brass-lancashire.industry.port"] == "항구"
    assert ko["brass-lancashire.industry.shipyard"] == "조선소"
    assert ko["brass-lancashire.action.double_build"] == "특수 건설"
    assert "외부 면직물 시장" in ko["brass-lancashire.prompt.sell"]


def _candidates(state):
    """Actions, most of them illegal now, whose refusals must render."""
    slots = list(BOARD.slots)[::4]
    links = list(BOARD.links)[::5]
    hand = state.players[RULES.prompt(state).seat].hand
    return [
        *(ChooseAction(a) for a in (*RULES.flows, "scout")),
        PlayCard("location:atlantis"),
        *(PlayCard(c) for c in hand[:2]),
        *(ChooseIndustry(i) for i in (*BOARD.industries, "brewery")),
        *(BuildAt(s) for s in [*slots, "slot:atlantis:1"]),
        *(PlaceLink(link) for link in [*links, "link:a~b"]),
        Consume("coal", "market"),
        Done(),
        RemoveTile("slot:bolton:1"),
        *(SellCotton(s, DISTANT) for s in slots),
        SellCotton("slot:bolton:1", "slot:preston:1"),
        *(TakeLoan(a) for a in (10, 30, 40)),
    ]


ELEMENTS = (
    [f"loc:{x}" for x in BOARD.locations]
    + list(BOARD.slots)
    + list(BOARD.links)
    + ["market:coal", "market:iron", "deck", "player:0", "player:1", DECK_TILE, DISTANT]
    + [f"distant:{n}" for n in range(1, 10)]
)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 8)])
def test_lancashire_whole_games_render_in_both_languages(players, seed):
    seen_kinds = render_whole_game(RULES, players, seed, _candidates, ELEMENTS)
    assert {"action", "card", "industry", "slot", "loan_amount"} <= seen_kinds
