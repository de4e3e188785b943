"""Brass message keys: every key the engine can build exists in English and Korean, and whole
games render in both languages without a raw key or placeholder left."""

import re

import pytest
from brass_helpers import BOARD, RULES

from rules.bots import RandomBot
from rules.brass.birmingham_sell import ChooseMerchant, SellTile
from rules.brass.core.actions import (
    BuildAt,
    ChooseAction,
    ChooseIndustry,
    Consume,
    Done,
    PlaceLink,
    PlayCard,
    RemoveTile,
)
from rules.brass.core.build import FAULTS
from rules.core.i18n import LANGUAGES, catalog, render, render_event
from rules.core.text import Text

RAW = re.compile(r"\b(brass|brass-birmingham|core|cli)\.[a-z_]")


def _dynamic_keys() -> list[str]:
    keys = []
    for step in RULES.steps.values():
        keys += [f"{step.catalog}.prompt.{step.kind}", f"{step.catalog}.prompt_name.{step.kind}"]
    keys += [f.title.key for f in RULES.flows.values()]
    keys += [f"brass.why.{fault}" for fault in FAULTS]
    for loc in BOARD.locations.values():
        keys.append(f"brass.location_kind.{loc.kind}")
        if loc.bonus:
            keys.append(f"brass-birmingham.bonus.{loc.bonus[0]}")
            keys.append(f"brass-birmingham.event.bonus_{loc.bonus[0]}")
    keys += [f"brass.era.{e}" for e in ("canal", "rail")]
    keys += [f"brass.link_kind.{e}" for e in ("canal", "rail")]
    keys += [f"brass.resource.{r}" for r in ("coal", "iron", "beer", "none")]
    state = RULES.setup({"players": 2}, 1)
    keys += [f"brass-birmingham.score.{k}" for k in RULES.breakdown(state, 0)]
    keys.append("brass-birmingham.title")
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


def _check(item, names):
    for lang in LANGUAGES:
        out = render(item, lang, names=names) if isinstance(item, Text) else item(lang)
        assert out and "{" not in out and "}" not in out, (out, item)
        assert not RAW.search(out), (out, item)


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
    state = RULES.setup({"players": players}, seed)
    names = [p.name for p in state.players]
    bot = RandomBot(seed)
    seen_kinds: set[str] = set()
    step = 0
    while (prompt := RULES.prompt(state)) is not None:
        _check(prompt.text, names)
        if prompt.kind not in seen_kinds or step % 60 == 0:
            seen_kinds.add(prompt.kind)
            for action in _candidates(state):
                why = RULES.why_not(state, action)
                if why is not None:
                    _check(why, names)
            for element in ELEMENTS:
                described = RULES.describe(state, element)
                if described is not None:
                    _check(described, names)
        for event in RULES.apply(state, bot.choose(RULES, state, prompt.seat)):
            _check(lambda lang, e=event: render_event(e, names, lang), names)
        step += 1
    for standing in RULES.result(state).standings:
        for key in standing.score:
            _check(Text(f"brass-birmingham.score.{key}"), names)
    assert {"action", "card", "industry", "slot", "link"} <= seen_kinds
