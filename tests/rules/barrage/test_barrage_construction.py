"""Barrage's Construction action (spec §4.2-§4.4, §6.4-§6.6): prices by area, red-site fees,
the construction spaces, the wheel, placement limits with their reasons in both languages, the
technology tiles' and officers' changes, revealed incomes, and a seeded random run."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest

from rules.barrage import construction
from rules.barrage.construction import (
    ANTON_TILE,
    Build,
    apply_build,
    build_options,
    follow_ups,
    payment_ways,
    payments,
    priced,
    rotate_wheel,
    sites_for,
    why_not_build,
)
from rules.barrage.data import barrage_data
from rules.barrage.effects import built_what, machines_words
from rules.barrage.river import river_map
from rules.barrage.setup import setup
from rules.barrage.state import WHEEL_SEGMENTS, clone, waters
from rules.barrage.water import NEUTRAL, Dam
from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.i18n import LANGUAGES, placeholders, render, render_event
from rules.core.text import Text

MAP = river_map()
DATA = barrage_data()
I18N = Path(__file__).resolve().parents[3] / "resources" / "i18n"
BASE, ELEV = "tech:basic:base", "tech:basic:elevation"
CONDUIT, HOUSE = "tech:basic:conduit", "tech:basic:powerhouse"


def game(companies=("company:usa", "company:germany"), seed: int = 3, **options):
    """A drafted game with the given companies, no officers, an empty map (no neutral dams) and
    plenty of machinery, so each test sets up only what it needs."""
    state = setup({"players": len(companies), "companies": list(companies), **options}, seed)
    state.dams = {}
    for c in state.companies:
        c.officer = None
        c.tiles = [t for t in c.tiles if not t.startswith("tech:special")]
        c.excavators, c.mixers = 20, 20
        c.credits = 0 if c.automa else 20
    return state


def plain_build(state, seat, tile, structure, site, **kw) -> Build:
    """The build with the plain payment and the price the rules ask now."""
    b = Build(tile, structure, site, **kw)
    ways = payments(state, seat, b)
    if ways:
        return ways[0]
    plain = payment_ways(state, seat, b)[0]  # unaffordable: the plain payment, for why_not
    return priced(state, seat, replace(b, excavators=plain.excavators, mixers=plain.mixers))


def do(state, seat, tile, structure, site, **kw):
    return apply_build(state, seat, plain_build(state, seat, tile, structure, site, **kw))


def why(state, seat, build) -> str | None:
    text = why_not_build(state, seat, build)
    return None if text is None else text.key.removeprefix("barrage.why.")


def free_spaces(state, seat) -> None:
    """End of round for the construction row: the engineers come home (spec §3 phase 5c)."""
    c = state.companies[seat]
    for owners in state.spaces.values():
        c.engineers += owners.pop(c.id, 0)


# -- prices (§4.3) --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("site", "area", "excavators", "fee"),
    [
        ("dam:1L", "mountain", 5, 0),
        ("dam:1U", "mountain", 5, 3),
        ("dam:5L", "hill", 4, 0),
        ("dam:8L", "plain", 3, 0),
        ("dam:10U", "plain", 3, 3),
    ],
)
def test_base_costs_by_area_and_red_site_fee(site, area, excavators, fee):
    state = game()
    assert MAP.area_of(MAP.dams[site].basin).id == area
    b = plain_build(state, 0, BASE, "base", site)
    assert (b.excavators, b.mixers, b.credits) == (excavators, 0, fee)
    assert (b.engineers, b.space) == (1, "space:construction:1")
    c = state.companies[0]
    apply_build(state, 0, b)
    assert state.dams[site] == Dam("company:usa", 1, 0)
    assert c.credits == 20 - fee
    assert c.excavators == 20 - excavators
    assert c.wheel[0].excavators == excavators and c.wheel[0].tiles == [BASE]
    assert c.open == 1 and c.left["base"] == 4


@pytest.mark.parametrize(("site", "mixers"), [("dam:2U", 4), ("dam:6L", 3), ("dam:9U", 2)])
def test_elevation_costs_by_area_and_never_a_fee(site, mixers):
    state = game()
    state.dams[site] = Dam("company:usa", 1, 0)
    b = plain_build(state, 0, ELEV, "elevation", site)
    assert (b.excavators, b.mixers, b.credits) == (0, mixers, 0)  # red site, no fee
    apply_build(state, 0, b)
    assert state.dams[site].height == 2


def test_conduit_costs_twice_its_value():
    state = game()
    for site in ("conduit:1B", "conduit:9A", "conduit:2B"):
        b = plain_build(state, 0, CONDUIT, "conduit", site)
        assert b.excavators == 2 * MAP.conduits[site].value and b.credits == 0
    assert plain_build(state, 0, CONDUIT, "conduit", "conduit:1B").excavators == 8  # value 4


def test_powerhouse_costs_2_3_4_5_mixers_and_red_sites_pay_3():
    state = game()
    c = state.companies[0]
    costs = []
    for site in ("powerhouse:5:1", "powerhouse:6:1", "powerhouse:7:1", "powerhouse:8:1"):
        free_spaces(state, 0)
        c.tiles.append(HOUSE)
        b = plain_build(state, 0, HOUSE, "powerhouse", site)
        costs.append((b.mixers, b.credits))
        apply_build(state, 0, b)
    red = {s: MAP.powerhouses[s].fee for s in ("powerhouse:5:1", "powerhouse:6:1")}
    assert [m for m, _ in costs] == [2, 3, 4, 5]
    assert [cr for _, cr in costs][:2] == list(red.values())
    assert c.left["powerhouse"] == 0


# -- the construction spaces (§4.2) ---------------------------------------------------------------


def test_construction_spaces_need_1_2_3_and_3_engineers_plus_3_credits_then_none():
    state = game()
    c = state.companies[0]
    prices = []
    for site in ("dam:8L", "dam:9L", "dam:10L", "dam:5L"):
        c.tiles.append(BASE)
        b = plain_build(state, 0, BASE, "base", site)
        prices.append((b.engineers, b.credits, b.space))
        apply_build(state, 0, b)
    assert prices == [
        (1, 0, "space:construction:1"),
        (2, 0, "space:construction:2"),
        (3, 0, "space:construction:3"),
        (3, 3, "space:construction:4"),
    ]
    assert c.engineers == 12 - 9
    c.tiles.append(BASE)
    assert why(state, 0, plain_build(state, 0, BASE, "base", "dam:6L")) == "build_no_space"


def test_too_few_engineers():
    state = game()
    state.companies[0].engineers = 0
    assert why(state, 0, plain_build(state, 0, BASE, "base", "dam:8L")) == "build_engineers"
    assert build_options(state, 0) == []


# -- the wheel (§4.4) -----------------------------------------------------------------------------


def test_the_wheel_returns_tile_and_machinery_after_a_full_turn():
    state = game()
    c = state.companies[0]
    do(state, 0, BASE, "base", "dam:8L")  # the construction's own rotation is the first
    assert BASE not in c.tiles and c.excavators == 17
    for _ in range(WHEEL_SEGMENTS - 2):
        rotate_wheel(state, 0, 1)
        assert BASE not in c.tiles
    events = rotate_wheel(state, 0, 1)
    assert BASE in c.tiles and c.excavators == 20
    assert all(s.empty for s in c.wheel)
    assert events[-1].moved == ("wheel:usa:0", "supply:usa")


def test_a_tile_on_the_wheel_cannot_be_used_and_says_when_it_returns():
    state = game()
    do(state, 0, BASE, "base", "dam:8L")
    b = plain_build(state, 0, BASE, "base", "dam:9L")
    text = why_not_build(state, 0, b)
    assert text.key == "barrage.why.build_tile_on_wheel" and text.params["turns"] == 5


def test_what_arrives_in_the_open_segment_may_pay_for_the_same_construction():
    state = game()
    c = state.companies[0]
    do(state, 0, BASE, "base", "dam:8L")
    rotate_wheel(state, 0, 4)  # the base tile's segment is now the one after the open one
    c.excavators = 0
    free_spaces(state, 0)
    # machinery is paid before the rotation: what it would bring back cannot pay for it
    assert why(state, 0, plain_build(state, 0, CONDUIT, "conduit", "conduit:9A")) == (
        "build_excavators"
    )


# -- limits and refusals (§1.4, §4.3) -------------------------------------------------------------


def test_placement_limits():
    state = game()
    state.dams["dam:5U"] = Dam(NEUTRAL, 2, 1)
    state.dams["dam:6U"] = Dam("company:germany", 1, 0)
    state.dams["dam:7U"] = Dam("company:usa", 3, 0)
    state.dams["dam:8U"] = Dam("company:usa", 1, 0)
    state.powerhouses["powerhouse:9:1"] = "company:usa"
    state.conduits["conduit:9A"] = "company:germany"
    cases = {
        ("elevation", "dam:5U"): "build_neutral_dam",
        ("elevation", "dam:6U"): "build_foreign_dam",
        ("elevation", "dam:7U"): "build_dam_max",
        ("elevation", "dam:9U"): "no_dam",
        ("base", "dam:5U"): "build_site_taken",
        ("base", "dam:8L"): "build_base_in_basin",
        ("powerhouse", "powerhouse:9:2"): "build_powerhouse_in_basin",
        ("conduit", "conduit:9A"): "build_site_taken",
        ("conduit", "dam:9L"): "no_such_site",
        ("building", "building_site:1:1"): "no_such_site",  # no expansion
    }
    tiles = {"base": BASE, "elevation": ELEV, "conduit": CONDUIT, "powerhouse": HOUSE}
    tiles["building"] = "tech:basic:building"
    state.companies[0].tiles.append("tech:basic:building")
    for (structure, site), key in cases.items():
        b = Build(tiles[structure], structure, site)
        assert why(state, 0, b) == key, (structure, site)
    assert "dam:8U" in sites_for(state, 0, "elevation")
    assert sites_for(state, 0, "elevation") == ["dam:8U"]
    assert "dam:6L" in sites_for(state, 0, "base") and "dam:8L" not in sites_for(state, 0, "base")


def test_pieces_run_out():
    state = game()
    state.companies[0].left["conduit"] = 0
    b = plain_build(state, 0, CONDUIT, "conduit", "conduit:9A")
    assert why(state, 0, b) == "build_none_left"


def test_tile_refusals():
    state = game()
    assert why(state, 0, Build(BASE, "conduit", "conduit:9A")) == "build_tile_cannot"
    assert why(state, 0, Build("tech:advanced:3", "conduit", "conduit:9A")) == "build_no_tile"
    state.companies[0].tiles.append(ANTON_TILE)
    assert why(state, 0, Build(ANTON_TILE, "conduit", "conduit:9A")) == "build_copy"


def test_machinery_credits_and_price_refusals():
    state = game()
    c = state.companies[0]
    c.excavators = 2
    b = plain_build(state, 0, CONDUIT, "conduit", "conduit:10A")  # value 2 -> 4 excavators
    text = why_not_build(state, 0, b)
    assert text.key == "barrage.why.build_excavators" and text.params["need"] == 4
    assert render(text, "en") == "This conduit needs 4 excavators and you have 2."
    c.mixers = 1
    text = why_not_build(state, 0, plain_build(state, 0, HOUSE, "powerhouse", "powerhouse:9:2"))
    assert text.key == "barrage.why.build_mixers"
    c.excavators, c.mixers, c.credits = 20, 20, 2
    red = plain_build(state, 0, BASE, "base", "dam:8U")
    assert why(state, 0, red) == "build_credits"
    c.credits = 20
    assert why(state, 0, replace(red, credits=0)) == "build_price"
    assert why(state, 0, replace(red, excavators=2)) == "build_payment"


def test_every_refusal_reads_in_both_languages():
    state = game()
    state.dams["dam:5U"] = Dam(NEUTRAL, 2, 1)
    state.dams["dam:6U"] = Dam("company:germany", 1, 0)
    state.dams["dam:7U"] = Dam("company:usa", 3, 0)
    state.dams["dam:8U"] = Dam("company:usa", 1, 0)
    state.powerhouses["powerhouse:9:1"] = "company:usa"
    c = state.companies[0]
    refusals = [
        Build(BASE, "elevation", "dam:5U"),
        Build(ELEV, "elevation", "dam:5U"),
        Build(ELEV, "elevation", "dam:6U"),
        Build(ELEV, "elevation", "dam:7U"),
        Build(ELEV, "elevation", "dam:9U"),
        Build(BASE, "base", "dam:5U"),
        Build(BASE, "base", "dam:8L"),
        Build(HOUSE, "powerhouse", "powerhouse:9:2"),
        Build(BASE, "castle", "dam:9L"),
        Build("tech:advanced:1", "base", "dam:9L"),
        Build(ANTON_TILE, "base", "dam:9L"),
        replace(plain_build(state, 0, CONDUIT, "conduit", "conduit:9A"), excavators=1),
        replace(plain_build(state, 0, BASE, "base", "dam:9L"), space=None),
    ]
    c.tiles.append(ANTON_TILE)
    keys = set()
    for b in refusals:
        text = why_not_build(state, 0, b)
        assert text is not None, b
        keys.add(text.key)
        for lang in LANGUAGES:
            words = render(text, lang)
            assert "{" not in words and "barrage." not in words, (lang, words)
    c.engineers, c.excavators, c.credits = 0, 0, 0
    for b in [plain_build(state, 0, BASE, "base", "dam:9L")]:
        keys.add(why_not_build(state, 0, b).key)
    assert len(keys) >= 12


def test_every_construction_message_renders_in_both_languages():
    en = json.loads((I18N / "barrage.en.json").read_text(encoding="utf-8"))
    source = (Path(construction.__file__)).read_text(encoding="utf-8")
    used = set(re.findall(r'"(barrage\.(?:why|event)\.[a-z_]+)"', source))
    assert len(used) > 20
    for key, template in en.items():
        if key not in used:
            continue
        params = {name: 2 for name in placeholders(template)}
        if "structure" in params:
            params["structure"] = Text("barrage.structure.conduit")
        if "effect" in params:
            params["effect"] = Text("barrage.tech.fill_dam")
        if "machines" in params:
            params["machines"] = [Text("barrage.event.n.excavators", {"n": 2})]
        if "what" in params:
            params["what"] = Text("barrage.event.what.powerhouse", {"basin": 2})
        for lang in LANGUAGES:
            words = render(Text(key, params), lang)
            assert "{" not in words and "barrage." not in words, (lang, key, words)


# -- apply: events, incomes, atomicity ------------------------------------------------------------


def test_apply_refuses_and_leaves_the_state_untouched():
    state = game()
    before = clone(state)
    with pytest.raises(IllegalAction) as err:
        apply_build(state, 0, Build(BASE, "base", "conduit:9A"))
    assert err.value.reason.key == "barrage.why.no_such_site"
    assert state == before


def test_events_name_the_elements_that_moved():
    state = game()
    events = do(state, 0, BASE, "base", "dam:8U")
    moved = [e.moved for e in events if e.moved]
    assert moved == [
        ("supply:usa", "space:construction:1:usa"),
        ("supply:usa", "wheel:usa:0"),
        ("supply:usa", "wheel:usa:0"),
        ("supply:usa", "general_supply"),
        ("piece:usa:base:1", "dam:8U"),
    ]
    for e in events:
        for lang in LANGUAGES:
            words = render_event(e, ["Ann", "Bo"], lang)
            assert "{" not in words and "barrage." not in words, words


def test_germany_second_base_reveals_3_vp_at_once():
    state = game()  # seat 1 is Germany: 2nd base = 3 VP (spec §6.5, seed example)
    g = state.companies[1]
    do(state, 1, BASE, "base", "dam:8L")
    assert g.vp == 10
    free_spaces(state, 1)
    rotate_wheel(state, 1, 5)
    events = do(state, 1, BASE, "base", "dam:9L")
    assert g.vp == 13
    assert any(e.turned == "income:germany:base:2" for e in events)


def test_usa_second_base_rotates_its_wheel():
    state = game()
    c = state.companies[0]
    do(state, 0, BASE, "base", "dam:8L")
    c.tiles.append(BASE)
    free_spaces(state, 0)
    do(state, 0, BASE, "base", "dam:9L")
    assert c.open == 3  # two constructions, then the income's rotation


def test_incomes_needing_a_choice_are_follow_ups():
    state = game()
    c = state.companies[0]
    state.dams["dam:8L"] = Dam("company:usa", 1, 0)
    state.dams["dam:9L"] = Dam("company:usa", 1, 0)
    c.left["elevation"] = 4  # one built already: the next uncovers "1 machine of choice"
    b = plain_build(state, 0, ELEV, "elevation", "dam:8L")
    assert [e.kind for e in follow_ups(state, 0, b)] == ["machinery"]
    before = c.excavators + c.mixers
    apply_build(state, 0, b)
    assert c.excavators + c.mixers == before - b.mixers  # the choice is left to the step machine


def test_powerhouse_track_bonus_and_ability():
    state = game()
    c = state.companies[0]
    c.left["powerhouse"] = 2  # 2 built: the 3rd unlocks the ability
    events = do(state, 0, HOUSE, "powerhouse", "powerhouse:9:2")
    assert c.ability
    assert any(e.key == "barrage.event.ability_unlocked" for e in events)


# -- officers (§6.6) ------------------------------------------------------------------------------


def test_wilhelm_bases_cost_3_everywhere():
    state = game()
    state.companies[0].officer = "officer:wilhelm_adler"
    assert plain_build(state, 0, BASE, "base", "dam:1L").excavators == 3


def test_jill_may_pay_a_conduit_with_mixers_never_mixed():
    state = game()
    state.companies[0].officer = "officer:jill_mcdowell"
    ways = {
        (b.excavators, b.mixers)
        for b in payments(state, 0, Build(CONDUIT, "conduit", "conduit:1B"))
    }
    assert ways == {(8, 0), (0, 4)}


def test_solomon_replaces_machines_with_3_credits_each():
    state = game()
    c = state.companies[0]
    c.officer = "officer:solomon_p_jordan"
    c.excavators, c.credits = 1, 9
    ways = payments(state, 0, Build(BASE, "base", "dam:8L"))  # 3 excavators
    assert [(b.excavators, b.replaced, b.credits) for b in ways] == [(1, 2, 6), (0, 3, 9)]
    apply_build(state, 0, ways[0])
    assert (c.excavators, c.credits) == (0, 3)
    assert c.wheel[0].excavators == 1


def test_anton_copies_a_tile_on_his_wheel():
    state = game()
    c = state.companies[0]
    c.officer = "officer:anton_krylov"
    c.tiles += [ANTON_TILE, "tech:advanced:11"]  # L3 base: no engineers, no excavators
    do(state, 0, "tech:advanced:11", "base", "dam:8L")
    b = plain_build(state, 0, ANTON_TILE, "base", "dam:9L", copies="tech:advanced:11")
    assert (b.excavators, b.engineers, b.space) == (0, 0, None)
    apply_build(state, 0, b)
    assert state.dams["dam:9L"].owner == "company:usa"
    assert not any(o.copies for o in build_options(state, 0))  # Anton's tile is on the wheel


# -- advanced tiles (§6.4) ------------------------------------------------------------------------


def test_l3_base_needs_no_engineers_and_no_excavators_even_with_no_space_left():
    state = game()
    c = state.companies[0]
    c.tiles.append("tech:advanced:11")
    c.engineers = 0
    b = plain_build(state, 0, "tech:advanced:11", "base", "dam:1L")
    assert (b.excavators, b.engineers, b.space, b.credits) == (0, 0, None, 0)
    apply_build(state, 0, b)
    assert "space:construction:1" not in state.spaces


def test_l1_powerhouse_needs_no_engineers():
    state = game()
    state.companies[0].tiles.append("tech:advanced:4")
    b = plain_build(state, 0, "tech:advanced:4", "powerhouse", "powerhouse:9:2")
    assert (b.engineers, b.space, b.mixers) == (0, None, 2)


def test_l1_any_tile_waives_the_red_site_fee():
    state = game()
    state.companies[0].tiles.append("tech:advanced:5")
    assert plain_build(state, 0, "tech:advanced:5", "base", "dam:8U").credits == 0
    assert plain_build(state, 0, BASE, "base", "dam:8U").credits == 3


def test_l2_conduit_caps_the_cost_at_5_excavators():
    state = game()
    state.companies[0].tiles.append("tech:advanced:8")
    assert plain_build(state, 0, "tech:advanced:8", "conduit", "conduit:1A").excavators == 5
    assert plain_build(state, 0, "tech:advanced:8", "conduit", "conduit:6B").excavators == 4


def test_l2_any_tile_makes_machinery_interchangeable():
    state = game()
    c = state.companies[0]
    c.tiles.append("tech:advanced:10")
    c.excavators, c.mixers = 0, 5
    ways = payments(state, 0, Build("tech:advanced:10", "base", "dam:8L"))
    assert {(b.excavators, b.mixers) for b in ways} == {(0, 3)}


def test_l1_conduit_pays_2_credits_per_value_and_l3_powerhouse_3_vp_each():
    state = game()
    c = state.companies[0]
    c.tiles += ["tech:advanced:3", "tech:advanced:14"]
    do(state, 0, "tech:advanced:3", "conduit", "conduit:1B")  # value 4
    assert c.credits == 20 + 8
    state.powerhouses["powerhouse:5:1"] = "company:usa"
    free_spaces(state, 0)
    vp = c.vp
    do(state, 0, "tech:advanced:14", "powerhouse", "powerhouse:9:2")
    assert c.vp == vp + 6


def test_l1_base_fills_empty_dams_and_l2_elevation_fills_the_dam():
    state = game()
    c = state.companies[0]
    c.tiles += ["tech:advanced:1", "tech:advanced:7"]
    state.dams["dam:5L"] = Dam("company:usa", 2, 0)
    state.dams["dam:6L"] = Dam("company:usa", 1, 1)
    do(state, 0, "tech:advanced:1", "base", "dam:8L")
    assert state.dams["dam:5L"].drops == 1 and state.dams["dam:8L"].drops == 1
    assert state.dams["dam:6L"].drops == 1
    free_spaces(state, 0)
    do(state, 0, "tech:advanced:7", "elevation", "dam:5L")
    assert state.dams["dam:5L"] == Dam("company:usa", 3, 3)
    assert waters(state).capacity("dam:5L") == 3


def test_l1_elevation_rotates_once_per_own_elevation():
    state = game()
    c = state.companies[0]
    c.tiles.append("tech:advanced:2")
    state.dams["dam:5L"] = Dam("company:usa", 2, 0)
    state.dams["dam:6L"] = Dam("company:usa", 1, 0)
    do(state, 0, "tech:advanced:2", "elevation", "dam:6L")
    assert c.open == 1 + 2


def test_l2_base_and_l3_conduit_produce_and_offer_a_contract():
    state = game()
    c = state.companies[0]
    c.tiles += ["tech:advanced:6", "tech:advanced:13"]
    state.dams["dam:5L"] = Dam("company:usa", 1, 0)
    b = plain_build(state, 0, "tech:advanced:6", "base", "dam:8L")
    assert [(e.kind, e.amount) for e in follow_ups(state, 0, b)] == [("produce", 2)]
    apply_build(state, 0, b)
    assert c.energy == 2
    free_spaces(state, 0)
    b = plain_build(state, 0, "tech:advanced:13", "conduit", "conduit:1B")
    assert [(e.kind, e.amount) for e in follow_ups(state, 0, b)] == [("produce", 8)]
    apply_build(state, 0, b)
    assert c.energy == 10


# -- the Automa (§8.1) ----------------------------------------------------------------------------


def test_the_automa_pays_vp_for_red_sites_and_ignores_tile_effects():
    state = game(automa=1)
    a = state.companies[1]
    assert a.automa
    a.tiles += ["tech:advanced:5"]
    b = plain_build(state, 1, BASE, "base", "dam:8U")
    assert (b.engineers, b.space, b.credits) == (0, None, 3)
    vp = a.vp
    apply_build(state, 1, b)
    assert a.vp == vp - 3 and a.credits == 0
    assert plain_build(state, 1, "tech:advanced:5", "base", "dam:9U").credits == 3  # normal: no


# -- a seeded random run --------------------------------------------------------------------------


def _machinery(c) -> tuple[int, int]:
    return (
        c.excavators + sum(s.excavators for s in c.wheel),
        c.mixers + sum(s.mixers for s in c.wheel),
    )


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_random_legal_builds_keep_the_invariants(seed):
    rng = random.Random(seed)
    options = {"players": 4} if seed % 2 else {"players": 3, "automa": 1}
    state = setup(
        {
            **options,
            "companies": ["company:usa", "company:germany", "company:italy", "company:france"][
                : options["players"]
            ],
        },
        seed,
    )
    advanced = [t.id for t in DATA.tiles_of("advanced") if not t.expansion]
    for c in state.companies:
        if c.officer == "officer:mahiri_sekibo":
            c.officer = None
        c.tiles += rng.sample(advanced, 3)  # exercise the special effects too
    built_any = 0
    for step in range(300):
        seat = rng.randrange(len(state.companies))
        c = state.companies[seat]
        if step % 25 == 0:
            free_spaces(state, seat)
        options_now = build_options(state, seat)
        if not options_now:
            rotate_wheel(state, seat, 1)
            c.excavators += 2
            c.mixers += 2
            continue
        b = rng.choice(options_now)
        assert why_not_build(state, seat, b) is None
        before = _machinery(c)
        tiles = sorted([*c.tiles, *(t for s in c.wheel for t in s.tiles)])
        events = apply_build(state, seat, b)
        built_any += 1
        gained = [0, 0]
        for e in events:
            if e.key == "barrage.event.machines_gained":
                gained[0] += e.params["excavators"]
                gained[1] += e.params["mixers"]
        after = _machinery(c)
        assert sum(after) == sum(before) + sum(gained)
        assert sorted([*c.tiles, *(t for s in c.wheel for t in s.tiles)]) == tiles
        for other in state.companies:
            assert other.automa or other.credits >= 0
            assert other.excavators >= 0 and other.mixers >= 0
            assert all(v >= 0 for v in other.left.values())
        # every structure stands on its own kind of site, one per site
        assert all(d.height <= 3 for d in state.dams.values())
        assert set(state.dams) <= set(MAP.dams) and set(state.conduits) <= set(MAP.conduits)
        assert set(state.powerhouses) <= set(MAP.powerhouses)
        for cid in {c.id for c in state.companies}:
            bases = [MAP.dams[s].basin for s, d in state.dams.items() if d.owner == cid]
            houses = [MAP.powerhouses[s].basin for s, o in state.powerhouses.items() if o == cid]
            assert len(bases) == len(set(bases)) and len(houses) == len(set(houses))
    assert built_any > 20


def test_the_log_says_what_was_built_where():
    """A build's log line names the structure and its place once, in words: never a basin 0
    for a private building nor "0 mixers"."""
    state = game(expansion=True)
    cases = {
        ("base", "dam:8U"): "Ann builds a base on the upper dam of basin 8.",
        ("elevation", "dam:8L"): "Ann builds an elevation on the lower dam of basin 8.",
        ("conduit", "conduit:9A"): "Ann builds conduit 9A in basin 9.",
        ("powerhouse", "powerhouse:5:1"): "Ann builds a powerhouse in basin 5.",
    }
    for (structure, site), words in cases.items():
        event = Event("barrage.event.built", {"what": built_what(state, site, structure)}, 0)
        assert render_event(event, ["Ann"], "en") == words
        assert "{" not in render_event(event, ["민지"], "ko")
    building = built_what(state, "building_site:1:1", "building")
    first = state.private_buildings[0]
    name = render(Text(f"barrage.building.{barrage_data().buildings[first].slug}"), "en")
    assert render(building, "en") == f"a building beside the {name}"
    assert render(Text("barrage.event.n.nothing"), "en") == "no machinery"
    machines = Event("barrage.event.machines_gained", {"machines": machines_words(1, 0)}, 0)
    assert render_event(machines, ["Ann"], "en") == "Ann gains 1 excavator."
    assert render_event(machines, ["민지"], "ko") == "민지 님이 굴착기 1대를 받았어요."
