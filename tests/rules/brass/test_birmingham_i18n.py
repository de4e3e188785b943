"""Brass message keys: every key the engine can build exists in English and Korean, and whole
games render in both languages without a raw key or placeholder left."""

import pytest
from brass_common import dynamic_keys, render_whole_game
from brass_helpers import BOARD, RULES

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
from rules.core.i18n import LANGUAGES, catalog
from rules.core.steps import Done


def _dynamic_keys() -> list[str]:
    keys = dynamic_keys(RULES)
    for loc in BOARD.locations.values():
        if loc.bonus:
            keys.append(f"brass-birmingham.bonus.{loc.bonus[0]}")
            keys.append(f"brass-birmingham.event.bonus_{loc.bonus[0]}")
    keys += [f"brass.era.{e}" for e in ("canal", "rail")]
    keys += [f"brass.link_kind.{e}" for e in ("canal", "rail")]
    keys += [f"brass.resource.{r}" for r in ("coal", "iron", "beer")]
    return keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_dynamic_brass_key_exists(lang):
    missing = [k for k in _dynamic_keys() if k not in catalog(lang)]
    assert not missing


def test_brass_catalogs_are_picked_up_by_the_loader():
    for lang in LANGUAGES:
        assert "brass.prompt.action" in catalog(lang)
        assert "brass-birmingham.title" in catalog(lang)
    assert catalog("ko")["brass-birmingham.industry.cotton_mill"] == "방직소"


def _candidates(state):
    """Actions, most of them illegal now, whose refusals must render."""
    slots = list(BOARD.slots)[::5]
    links = list(BOARD.links)[::6]
    hand = state.players[RULES.prompt(state).seat].hand
    return [
        *(ChooseAction(a) for a in (*RULES.flows, "fly")),
        PlayCard("location:atlantis"),
        *(PlayCard(c) for c in hand[:2]),
        *(ChooseIndustry(i) for i in (*BOARD.industries, "shipyard")),
        *(BuildAt(s) for s in [*slots, "slot:atlantis:1"]),
        *(PlaceLink(link) for link in [*links, "link:a~b"]),
        Consume("coal", "market"),
        Done(),
        RemoveTile("slot:dudley:1"),
        *(SellTile(s) for s in slots),
        ChooseMerchant("merchant:oxford:1"),
    ]


ELEMENTS = (
    [f"loc:{x}" for x in BOARD.locations]
    + list(BOARD.slots)
    + list(BOARD.links)
    + list(BOARD.spaces)
    + ["market:coal", "market:iron", "deck", "player:0", "player:1"]
)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (4, 8)])
def test_whole_games_render_in_both_languages(players, seed):
    seen_kinds = render_whole_game(RULES, players, seed, _candidates, ELEMENTS)
    assert {"action", "card", "industry", "slot", "link"} <= seen_kinds
