"""Barrage's options and setup (spec §2, §8.2, Appendix A): what is dealt, to whom, and what a
seat may see of it."""

from __future__ import annotations

import copy
import itertools
from dataclasses import asdict

import pytest

from rules.barrage.data import barrage_data
from rules.barrage.river import river_map
from rules.barrage.setup import draft_pick, finish_draft, normalize_options, setup, why_not_pick
from rules.barrage.state import BLOCKED, HIDDEN, clone, engineers_placed, view, waters
from rules.barrage.water import NEUTRAL
from rules.core.errors import IllegalAction, OptionsError
from rules.core.i18n import render
from rules.core.state import state_hash

DATA = barrage_data()
BASIC = ["tech:basic:base", "tech:basic:elevation", "tech:basic:conduit", "tech:basic:powerhouse"]


def drafted(options: dict, seed: int = 1):
    """A game set up and, if the draft is pending, drafted by taking the first offers."""
    state = setup(options, seed)
    if state.draft is not None:
        take_first(state)
    return state


def take_first(state) -> None:
    """Each chooser takes the first company and the first contract still on offer."""
    draft = state.draft
    picks = list(zip([c for c, _ in draft.offers], draft.contracts, strict=False))
    finish_draft(state, picks[: len(draft.choosers)])


def test_defaults():
    assert normalize_options({}) == {
        "players": 4,
        "seats": [
            {"name": f"P{i}", "colour": c, "bot": None}
            for i, c in enumerate(("#c62828", "#212121", "#2e7d32", "#eeeeee"), 1)
        ],
        "automa": 0,
        "difficulty": None,
        "beginner": False,
        "expansion": False,
        "companies": None,
    }
    solo = normalize_options({"players": 2, "automa": 1})
    assert solo["difficulty"] == "normal" and solo["automa"] == 1


@pytest.mark.parametrize(
    ("options", "key"),
    [
        ({"players": 1}, "options_players"),
        ({"players": 5}, "options_players"),
        ({"players": "4"}, "options_players"),
        ({"players": True}, "options_players"),
        ({"beginner": "yes"}, "options_flag"),
        ({"expansion": 1}, "options_flag"),
        ({"players": 2, "automa": 2}, "options_automa"),
        ({"players": 3, "automa": 4}, "options_automa"),
        ({"automa": -1}, "options_automa"),
        ({"automa": 1, "difficulty": "brutal"}, "options_difficulty"),
        ({"automa": 1, "beginner": True}, "options_beginner_automa"),
        ({"expansion": True, "beginner": True}, "options_beginner_expansion"),
        ({"players": 2, "automa": 1, "seats": [{}, {"bot": "random"}]}, "options_automa_bot"),
        ({"players": 2, "companies": ["company:usa"]}, "options_companies"),
        ({"players": 2, "companies": ["company:usa", "company:usa"]}, "options_companies"),
        ({"players": 2, "companies": ["company:usa", "company:spain"]}, "options_company"),
        (
            {"players": 2, "companies": ["company:usa", "company:netherlands"]},
            "options_expansion_company",
        ),
        (
            {
                "players": 2,
                "beginner": True,
                "companies": ["company:usa", "company:netherlands"],
                "expansion": False,
            },
            "options_expansion_company",
        ),
    ],
)
def test_refusals_name_their_reason(options, key):
    with pytest.raises(OptionsError) as err:
        normalize_options(options)
    assert err.value.reason.key == f"barrage.why.{key}"
    for lang in ("en", "ko"):
        text = render(err.value.reason, lang)
        assert "{" not in text and "barrage.why" not in text


def test_seats_are_checked_by_the_kernel():
    with pytest.raises(OptionsError) as err:
        normalize_options({"players": 3, "seats": [{}, {}]})
    assert err.value.reason.key == "core.options.seats"


# -- the common setup ----------------------------------------------------------------------

GAMES = [
    {"players": n, "beginner": beginner, "expansion": expansion}
    for n in (2, 3, 4)
    for beginner, expansion in ((True, False), (False, False), (False, True))
] + [
    {"players": n, "automa": a, "difficulty": d, "expansion": x}
    for n, a, d, x in itertools.product(
        (2, 3, 4), (1, 2), ("easy", "normal", "hard", "very-hard"), (False, True)
    )
    if a < n
]


def _name(options: dict) -> str:
    return "-".join(f"{k}={v}" for k, v in options.items())


@pytest.mark.parametrize("options", GAMES, ids=_name)
def test_the_table(options):
    state = drafted(options, seed=11)
    n = options["players"]
    beginner = options.get("beginner", False)
    expansion = options.get("expansion", False)
    automa = options.get("automa", 0)
    assert state.phase == "income" and state.round == 1 and state.draft is None
    assert sorted(state.order) == list(range(n))
    # 4 headstream tiles, one per headstream, no drops yet
    assert sorted(state.headstream_tiles) == list(river_map().headstreams)
    assert len(set(state.headstream_tiles.values())) == 4
    assert set(state.headstreams.values()) == {0}
    # bonus tiles: 5 different ones for the 5 rounds; beginner: never the advanced-tile one
    assert len(set(state.bonus)) == 5
    for tile in state.bonus:
        assert expansion or not DATA.bonus_tiles[tile].expansion
        assert not beginner or DATA.bonus_tiles[tile].beginner
    assert state.objective in DATA.objective_tiles
    # contracts: players − 1 national, 2 face up per colour, 13 left in each deck
    assert len(state.national) == n - 1
    for colour in ("green", "yellow", "red"):
        assert len(state.offer[colour]) == 2
        assert len(state.contract_decks[colour]) == 13
        assert all(DATA.contracts[c].colour == colour for c in state.offer[colour])
    # the Patent Office (advanced only): 3 level-I tiles shown, decks of 5 in all per level
    if beginner:
        assert state.patent == [] and state.tech_decks == {}
    else:
        assert len(state.patent) == 3
        assert all(DATA.tech_tiles[t].level == 1 for t in state.patent)
        assert [len(state.tech_decks[level]) for level in (1, 2, 3)] == [2, 5, 5]
        tiles = state.patent + [t for d in state.tech_decks.values() for t in d]
        assert len(set(tiles)) == 15
        assert expansion or not any(DATA.tech_tiles[t].expansion for t in tiles)
    # the expansion's extras
    if expansion:
        assert len(state.external) == 3 and all(w.startswith("external:A") for w in state.external)
        assert [len(state.external_decks[d]) for d in "ABC"] == [2, 5, 5]
        assert len(set(state.private_buildings)) == 5
    else:
        assert state.external == [] and state.external_decks == {}
        assert state.private_buildings == [] and state.buildings == {}
    # the Automa deck: all 20 tiles, only with an Automa
    assert sorted(state.automa_deck) == (sorted(DATA.automa_tiles) if automa else [])
    assert state.automa_discard == []


@pytest.mark.parametrize("seed", range(8))
def test_neutral_dams(seed):
    """One per area, on a lower candidate site: mountain 1, hill 2, plain 3 high, 1 drop each."""
    state = setup({}, seed)
    river = river_map()
    dams = waters(state).dams
    assert len(dams) == 3
    heights = {}
    for site, dam in dams.items():
        area = river.area_of(river.dams[site].basin).id
        assert site in river.neutral_dam_candidates[area]
        assert not river.dams[site].upper
        assert dam.owner == NEUTRAL and dam.drops == 1
        heights[area] = dam.height
    assert heights == {"mountain": 1, "hill": 2, "plain": 3}
    assert waters(state).drops_held() == 3


@pytest.mark.parametrize(
    ("players", "blocked"),
    [
        (4, set()),
        (3, {"turbine:2", "machinery:2", "contracts:2"}),
        (2, {"turbine:2", "machinery:2", "contracts:2", "turbine:4", "workshop:2"}),
    ],
)
def test_blocked_spaces_by_player_count(players, blocked):
    state = setup({"players": players, "expansion": True}, 3)
    rows = {f"space:{row}{side}" for row in blocked for side in "LR"}
    assert set(state.spaces) == rows
    for sid in rows:
        assert state.spaces[sid] == {BLOCKED: DATA.spaces[sid].engineers}
    sites = {sid for sid, owner in state.buildings.items() if owner == BLOCKED}
    assert len(sites) == (0 if players == 4 else 5)


def test_an_automa_counts_as_a_player():
    solo = setup({"players": 2, "automa": 1}, 5)
    assert len(solo.national) == 1
    assert "space:turbine:4L" in solo.spaces  # the 2-company board


# -- companies -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_beginner_companies_follow_the_table(players):
    state = setup({"players": players, "beginner": True}, 9)
    expected = [
        ("company:usa", "officer:wilhelm_adler", "contract:starting:1"),
        ("company:germany", "officer:jill_mcdowell", "contract:starting:2"),
        ("company:italy", "officer:solomon_p_jordan", "contract:starting:3"),
        ("company:france", "officer:viktor_fiesler", "contract:starting:4"),
    ][:players]
    assert [(c.id, c.officer, *c.contracts) for c in state.companies] == expected
    assert state.order == list(range(players))
    for c in state.companies:
        assert c.tiles == [*BASIC, "tech:basic:any"]
        assert (c.credits, c.vp, c.energy, c.engineers) == (6, 10, 0, 12)
        assert (c.excavators, c.mixers) == (6, 4)
        assert c.left == {"base": 5, "elevation": 5, "conduit": 5, "powerhouse": 4}
        assert len(c.wheel) == 6 and all(s.empty for s in c.wheel) and c.open == 0
        assert c.fulfilled == [] and not c.ability and c.kind == "person"


def test_beginner_companies_may_be_chosen():
    state = setup(
        {"players": 2, "beginner": True, "companies": ["company:france", "company:usa"]}, 1
    )
    assert [c.id for c in state.companies] == ["company:france", "company:usa"]
    assert state.companies[0].officer == "officer:viktor_fiesler"
    assert state.order == [1, 0]  # the USA's row comes first


def test_the_advanced_draft_is_pending():
    state = setup({"players": 3, "automa": 1}, 21)
    draft = state.draft
    assert state.phase == "draft" and draft is not None
    assert len(draft.offers) == 3 and len({c for c, _ in draft.offers}) == 3
    assert len({o for _, o in draft.offers}) == 3
    assert len(draft.contracts) == 2  # one per chooser; the Automa takes none
    assert sorted(draft.choosers) == [0, 1]
    assert all(c.id is None for c in state.companies)
    # picks are checked
    other = next(s for s in (0, 1) if s != draft.chooser)
    company, contract = draft.offers[0][0], draft.contracts[0]
    assert why_not_pick(state, other, company, contract).key == "barrage.why.draft_not_your_turn"
    seat = draft.chooser
    assert why_not_pick(state, seat, "company:nowhere", contract).key == (
        "barrage.why.draft_no_company"
    )
    assert why_not_pick(state, seat, company, "contract:starting:9").key == (
        "barrage.why.draft_no_contract"
    )
    before = clone(state)
    with pytest.raises(IllegalAction):
        draft_pick(state, other, company, contract)
    assert asdict(state) == asdict(before)
    draft_pick(state, seat, company, contract)
    assert state.companies[seat].id == company
    assert why_not_pick(state, other, company, draft.contracts[1]).key == (
        "barrage.why.draft_no_company"
    )
    draft_pick(state, other, draft.offers[1][0], draft.contracts[1])
    assert state.draft is None and state.phase == "income"
    assert why_not_pick(state, other, company, contract).key == "barrage.why.draft_over"
    # the Automa took the board left over, without officer or contract; it plays first
    robot = state.companies[2]
    assert robot.id == draft.offers[2][0] and robot.officer is None and robot.contracts == []
    assert state.order == [2, *draft.choosers[::-1]]


def test_turn_order_is_the_reverse_of_the_choosing_order():
    state = setup({"players": 4}, 4)
    choosers = list(state.draft.choosers)
    assert sorted(choosers) == [0, 1, 2, 3]
    first = choosers[0]
    assert choosers == [(first + i) % 4 for i in range(4)]  # clockwise
    take_first(state)
    assert state.order == choosers[::-1]


@pytest.mark.parametrize("options", [g for g in GAMES if not g.get("beginner")], ids=_name)
def test_advanced_starting_supplies(options):
    state = drafted(options, seed=5)
    expansion = options.get("expansion", False)
    difficulty = options.get("difficulty")
    automas = [c for c in state.companies if c.automa]
    assert len(automas) == options.get("automa", 0)
    assert {state.order[i] for i in range(len(automas))} == {c.seat for c in automas}
    assert len({c.id for c in state.companies}) == len(state.companies)
    for c in state.companies:
        assert expansion or not DATA.companies[c.id].expansion
        officer = DATA.officers[c.officer] if c.officer else None
        if c.automa:
            assert (c.credits, c.vp, c.contracts) == (0, 16, [])
            assert (c.officer is not None) == (difficulty == "very-hard")
        else:
            assert officer is not None and len(c.contracts) == 1
            assert c.credits == 6 and c.vp == 10
            assert DATA.contracts[c.contracts[0]].kind == "starting"
        assert (c.excavators, c.mixers, c.energy) == (6, 4, 0)
        tommaso = c.officer == "officer:tommaso_battista"
        assert c.engineers == (11 if tommaso else 12)
        assert c.architect == ("supply" if tommaso else None)
        special = [officer.special_tile] if officer and officer.special_tile else []
        assert c.tiles == BASIC + (["tech:basic:building"] if expansion else []) + special
        assert c.left.get("building") == (5 if expansion else None)
        assert engineers_placed(state, c) == 0


def test_fixed_companies_skip_the_choice():
    options = {"players": 3, "automa": 1, "expansion": True}
    options["companies"] = ["company:netherlands", "company:italy", "company:usa"]
    state = setup(options, 8)
    assert state.draft is None and state.phase == "income"
    assert [c.id for c in state.companies] == options["companies"]
    assert state.companies[2].automa and state.order[0] == 2
    assert all(c.officer for c in state.companies[:2])


def test_mahiri_always_has_three_officers_to_copy():
    for seed in range(200):
        state = setup({"players": 2}, seed)
        if any(o == "officer:mahiri_sekibo" for _, o in state.draft.offers):
            break
    else:
        pytest.fail("no deal with Mahiri in 200 seeds")
    take_first(state)
    in_play = {c.officer for c in state.companies} - {"officer:mahiri_sekibo"}
    assert len(in_play) == 1 and len(state.officer_pool) == 2
    assert not in_play & set(state.officer_pool)
    assert not any(DATA.officers[o].expansion for o in state.officer_pool)


# -- determinism, clone, view, waters ----------------------------------------------------------


def test_same_seed_same_state_different_seeds_different_deals():
    options = {"players": 4, "automa": 1, "expansion": True}
    assert asdict(drafted(options, 42)) == asdict(drafted(options, 42))
    assert state_hash(drafted(options, 42)) == state_hash(drafted(options, 42))
    deals = {
        (
            tuple(s.bonus),
            tuple(s.patent),
            tuple(s.national),
            tuple(s.offer["green"]),
            tuple(s.headstream_tiles.values()),
            tuple(s.dams),
        )
        for s in (drafted(options, seed) for seed in range(6))
    }
    assert len(deals) == 6


def test_clone_is_deep_and_equal():
    state = drafted({"players": 3, "expansion": True, "automa": 1}, 2)
    twin = clone(state)
    assert asdict(twin) == asdict(state) == asdict(copy.deepcopy(state))
    twin.companies[0].wheel[0].tiles.append("tech:basic:base")
    twin.companies[0].left["base"] -= 1
    twin.spaces.setdefault("space:bank", {})["x"] = 1
    twin.contract_decks["red"].pop()
    twin.tech_decks[2].pop()
    twin.rng.next64()
    assert asdict(twin) != asdict(state)
    assert state.companies[0].wheel[0].tiles == [] and state.companies[0].left["base"] == 5
    assert "space:bank" not in state.spaces and len(state.contract_decks["red"]) == 13


def test_view_hides_the_decks():
    state = drafted({"players": 3, "expansion": True, "automa": 1}, 2)
    seen = view(state, 0)
    for colour, deck in state.contract_decks.items():
        assert seen.contract_decks[colour] == [HIDDEN] * len(deck)
    for level, deck in state.tech_decks.items():
        assert seen.tech_decks[level] == [HIDDEN] * len(deck)
    for name, deck in state.external_decks.items():
        assert seen.external_decks[name] == [HIDDEN] * len(deck)
    assert seen.automa_deck == [HIDDEN] * 19 + state.automa_deck[-1:]  # its top shows (§8.2)
    assert seen.rng.state != state.rng.state
    # what lies face up stays as it is, and the state itself is untouched
    assert seen.offer == state.offer and seen.patent == state.patent
    assert [asdict(c) for c in seen.companies] == [asdict(c) for c in state.companies]
    assert state.automa_deck[0] != HIDDEN
    assert asdict(view(state, None)) == asdict(seen)


def test_view_during_the_draft_shows_the_offers():
    state = setup({"players": 2}, 1)
    assert view(state, 1).draft == state.draft


def test_waters_follow_the_board():
    state = setup({"players": 2, "beginner": True}, 3)  # the USA and Germany, no Graziano
    w = waters(state)
    assert w.dams == state.dams and w.dams is not state.dams
    assert not w.conduits and not w.powerhouses and not w.big_dams and not w.natural_flow
    state.companies[0].ability = True
    assert waters(state).natural_flow == {"company:usa"}
    state.companies[1].ability = True  # Germany's ability is no water ability
    assert waters(state).natural_flow == {"company:usa"}
    state.companies[0].officer = "officer:graziano_del_monte"
    assert state.companies[0].id in waters(state).big_dams
