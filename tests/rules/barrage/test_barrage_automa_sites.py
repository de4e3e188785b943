"""The Tesla Automa's site selection process (spec §8.6, §8.5.4, [amb 21, 22]): the last piece of
a system, every criterion of the table, progressive filtering, the reference-code walk with its
wrap-around and the non-red tie-break, and the trace the table and the log replay."""

from __future__ import annotations

import random

import pytest

from rules.barrage.automa_sites import (
    CODE,
    CRITERION,
    NON_RED,
    SYSTEM,
    TIEBREAK,
    choose_site,
    completes_system,
    criteria_column,
    criterion_matches,
)
from rules.barrage.data import barrage_data
from rules.barrage.river import river_map
from rules.barrage.water import NEUTRAL, Dam, Waters

MAP = river_map()
A = "usa"  # the Automa
OPP = "italy"  # an opponent

# criteria that match nothing on an empty map: they let a test reach the code walk
DAM_BLIND = ("dam_most_powerful_conduit", "dam_owned_powerhouse", "dam_upstream_powerhouse")
CONDUIT_BLIND = (
    "conduit_dam_owned_neutral_opponent",
    "conduit_powerhouse_owned_opponent",
    "conduit_dam_opponent_neutral_owned",
)
HOUSE_BLIND = (
    "powerhouse_most_powerful_conduit",
    "powerhouse_owned_dam",
    "powerhouse_owned_dam",
)


def c(*codes: str) -> tuple[str, ...]:
    return tuple(f"conduit:{x}" for x in codes)


def d(*codes: str) -> tuple[str, ...]:
    return tuple(f"dam:{x}" for x in codes)


def p(*codes: str) -> tuple[str, ...]:
    return tuple(f"powerhouse:{x}" for x in codes)


def heads(a: int = 0, b: int = 0, c_: int = 0, d_: int = 0) -> dict[str, int]:
    return dict(zip(MAP.headstreams, (a, b, c_, d_), strict=True))


def check_trace(choice) -> None:
    """Each stage splits the sites still in play into kept and dropped; the last keeps the site."""
    left = choice.candidates
    for step in choice.steps:
        assert step.kept, step
        assert set(step.kept) <= set(left)
        assert set(step.kept) | set(step.dropped) == set(left)
        assert not set(step.kept) & set(step.dropped)
        if step.ignored:
            assert step.kept == left and step.dropped == ()
        left = step.kept
    assert left == (choice.site,)
    assert choice.site in choice.candidates


# -- the seed example and step 1 -------------------------------------------------------------------


def test_seed_example_the_conduit_completing_the_system_is_chosen_at_step_1():
    # the Automa's dam base in basin 1 and its powerhouse in basin 5: conduit 1B (-> basin 5) joins
    waters = Waters(dams={"dam:1L": Dam(A, 1)}, powerhouses={"powerhouse:5:1": A})
    tile = barrage_data().automa_tiles["automa:1"]
    sites = c("1A", "1B", "2A", "3A", "4A")
    choice = choose_site(waters, A, "conduit", sites, *criteria_column(tile.criteria, "conduit"))
    assert choice.site == "conduit:1B"
    assert len(choice.steps) == 1
    step = choice.steps[0]
    assert (step.stage, step.rule, step.kept, step.ignored) == (SYSTEM, SYSTEM, c("1B"), False)
    assert set(step.dropped) == set(sites) - {"conduit:1B"}
    check_trace(choice)


def test_a_system_needs_an_own_or_neutral_dam_and_an_own_powerhouse():
    houses = {"powerhouse:5:1": A}
    assert (
        completes_system(
            Waters(dams={"dam:1L": Dam(OPP, 1)}, powerhouses=houses), A, "conduit", c("1B")
        )
        == ()
    )
    assert completes_system(
        Waters(dams={"dam:1L": Dam(NEUTRAL, 1)}, powerhouses=houses), A, "conduit", c("1B")
    ) == c("1B")
    foreign = {"powerhouse:5:1": OPP}
    assert (
        completes_system(
            Waters(dams={"dam:1L": Dam(A, 1)}, powerhouses=foreign), A, "conduit", c("1B")
        )
        == ()
    )


def test_a_base_or_a_powerhouse_can_be_the_last_piece_too():
    waters = Waters(conduits={"conduit:1B": OPP}, powerhouses={"powerhouse:5:1": A})
    # any built conduit (anyone's) with an own powerhouse below: a base in its basin completes it
    assert completes_system(waters, A, "base", d("1U", "1L", "2L")) == d("1U", "1L")
    waters = Waters(dams={"dam:1L": Dam(NEUTRAL, 1)}, conduits={"conduit:1B": OPP})
    assert completes_system(waters, A, "powerhouse", p("5:1", "5:2", "6:1")) == p("5:1", "5:2")


def test_an_elevation_never_completes_a_system():
    waters = Waters(
        dams={"dam:1L": Dam(A, 1), "dam:2L": Dam(A, 1)},
        conduits={"conduit:1B": A},
        powerhouses={"powerhouse:5:1": A},
    )
    assert completes_system(waters, A, "elevation", d("1L", "2L")) == ()
    choice = choose_site(waters, A, "elevation", d("1L", "2L"), DAM_BLIND, 2)
    assert choice.steps[0].stage == SYSTEM and choice.steps[0].ignored
    # the criteria decide: basin 1 has the built conduit
    assert choice.steps[1].rule == "dam_most_powerful_conduit"
    assert choice.site == "dam:1L"


def test_several_last_pieces_are_kept_and_the_criteria_decide_among_them():  # [amb 21]
    waters = Waters(
        conduits={"conduit:1B": OPP, "conduit:3A": OPP}, powerhouses={"powerhouse:5:1": A}
    )
    choice = choose_site(
        waters, A, "base", d("1L", "2L", "3U", "3L"), ("dam_red_site", *DAM_BLIND[:2]), 1
    )
    assert choice.steps[0].kept == d("1L", "3U", "3L")
    assert choice.steps[1].rule == "dam_red_site" and choice.steps[1].kept == d(
        "3U",
    )
    assert choice.site == "dam:3U"
    check_trace(choice)


# -- each criterion (§8.6 table) -------------------------------------------------------------------

CASES = [
    # dam column
    (
        "dam_most_powerful_conduit",
        Waters(conduits={"conduit:1A": OPP, "conduit:2A": A}),
        d("1L", "2L", "3L"),
        d("1L"),
    ),
    (
        "dam_most_powerful_conduit",
        Waters(conduits={"conduit:1A": OPP, "conduit:2B": A}),
        d("1L", "2L", "3L"),
        d("2L"),
    ),  # equal value: the own conduit
    ("dam_most_powerful_conduit", Waters(), d("1L", "2L"), ()),
    (
        "dam_owned_powerhouse",
        Waters(powerhouses={"powerhouse:6:1": A}),
        d("1L", "2L", "3L", "4U"),
        d("2L", "3L"),
    ),
    ("dam_owned_powerhouse", Waters(powerhouses={"powerhouse:6:1": OPP}), d("2L", "3L"), ()),
    ("dam_most_water_drops", Waters(headstreams=heads(2, 1)), d("1L", "2L", "5L"), d("1L")),
    ("dam_most_water_drops", Waters(headstreams=heads(1, 2)), d("1L", "2L", "5L"), d("2L", "5L")),
    # an upstream dam keeps what it can hold: only the rest reaches the sites below it
    (
        "dam_most_water_drops",
        Waters(dams={"dam:2U": Dam(OPP, 2)}, headstreams=heads(2, 3)),
        d("1L", "2L", "5L"),
        d("1L"),
    ),
    ("dam_most_water_drops", Waters(), d("1L", "2L"), ()),
    ("dam_red_site", Waters(), d("1U", "1L", "2L"), d("1U")),
    ("dam_red_site", Waters(), d("1L", "2L"), ()),
    (
        "dam_upstream_powerhouse",
        Waters(powerhouses={"powerhouse:5:1": OPP}),
        d("5U", "5L", "9L", "1L"),
        d("5U", "5L", "9L"),
    ),
    (
        "dam_upstream_powerhouse",
        Waters(dams={"dam:5U": Dam(NEUTRAL, 2)}, powerhouses={"powerhouse:5:1": OPP}),
        d("5U", "5L", "9L"),
        d("5U"),
    ),  # the built dam on 5U stands between
    ("dam_upstream_powerhouse", Waters(), d("5U", "5L"), ()),
    (
        "dam_downstream_own_dam",
        Waters(dams={"dam:8L": Dam(A, 1)}),
        d("1L", "5U", "2L"),
        d("1L", "5U"),
    ),  # conduits 1A and 5A lead to basin 8
    (
        "dam_downstream_own_dam",
        Waters(dams={"dam:6L": Dam(OPP, 1)}),
        d("2L", "3L", "4L"),
        d("4L"),
    ),  # otherwise: not linked to the opponent's basin 6
    ("dam_downstream_own_dam", Waters(dams={"dam:6L": Dam(OPP, 1)}), d("2L", "3L"), ()),
    # conduit column
    ("conduit_most_powerful", Waters(), c("2A", "1B", "3A"), c("1B", "3A")),
    ("conduit_second_most_powerful", Waters(), c("2A", "1B", "1A"), c("1B")),
    ("conduit_second_most_powerful", Waters(), c("1B", "3A"), c("1B", "3A")),  # one value only
    *[
        ("conduit_dam_owned_neutral_opponent", Waters(dams=TIERED), sites, kept)
        for TIERED in [{"dam:2L": Dam(A, 1), "dam:3L": Dam(NEUTRAL, 1), "dam:4L": Dam(OPP, 1)}]
        for sites, kept in [
            (c("2A", "3A", "4A", "1A"), c("2A")),
            (c("3A", "4A", "1A"), c("3A")),
            (c("4A", "1A"), c("4A")),
            (c("1A", "1B"), ()),
        ]
    ],
    *[
        ("conduit_dam_opponent_neutral_owned", Waters(dams=TIERED), sites, kept)
        for TIERED in [{"dam:2L": Dam(A, 1), "dam:3L": Dam(NEUTRAL, 1), "dam:4L": Dam(OPP, 1)}]
        for sites, kept in [
            (c("2A", "3A", "4A"), c("4A")),
            (c("2A", "3A"), c("3A")),
            (c("2A", "1A"), c("2A")),
        ]
    ],
    *[
        (crit, Waters(powerhouses={"powerhouse:5:1": A, "powerhouse:6:1": OPP}), sites, kept)
        for crit, sites, kept in [
            ("conduit_powerhouse_owned_opponent", c("1B", "2A", "1A"), c("1B")),
            ("conduit_powerhouse_owned_opponent", c("2A", "1A"), c("2A")),
            (
                "conduit_powerhouse_owned_opponent",
                c(
                    "1A",
                ),
                (),
            ),
            ("conduit_powerhouse_opponent_owned", c("1B", "2A", "1A"), c("2A")),
            ("conduit_powerhouse_opponent_owned", c("1B", "1A"), c("1B")),
        ]
    ],
    # powerhouse column
    (
        "powerhouse_most_powerful_conduit",
        Waters(conduits={"conduit:1A": OPP, "conduit:5B": A}),
        p("8:1", "10:1", "11:1"),
        p("8:1"),
    ),
    (
        "powerhouse_most_powerful_conduit",
        Waters(conduits={"conduit:1A": OPP, "conduit:2B": A}),
        p("8:1", "10:1", "10:2"),
        p("10:1", "10:2"),
    ),  # equal value: the own conduit
    ("powerhouse_most_powerful_conduit", Waters(), p("8:1", "10:1"), ()),
    (
        "powerhouse_owned_dam",
        Waters(dams={"dam:1L": Dam(A, 1)}),
        p("5:1", "8:2", "6:1"),
        p("5:1", "8:2"),
    ),
    ("powerhouse_owned_dam", Waters(dams={"dam:1L": Dam(OPP, 1)}), p("5:1", "8:2"), ()),
    ("powerhouse_plains", Waters(), p("5:1", "8:1", "12:1"), p("8:1", "12:1")),
    ("powerhouse_plains", Waters(), p("5:1", "6:1"), ()),
    ("powerhouse_basin_5", Waters(), p("5:1", "5:2", "6:1", "7:1"), p("5:1", "5:2")),
    ("powerhouse_basin_6", Waters(), p("5:1", "6:1", "6:2", "7:1"), p("6:1", "6:2")),
    ("powerhouse_basin_7", Waters(), p("5:1", "6:1", "7:2"), p("7:2")),
    (
        "powerhouse_basin_7",
        Waters(),
        p(
            "8:1",
        ),
        (),
    ),
    ("powerhouse_feeds_own_dam", Waters(dams={"dam:9L": Dam(A, 1)}), p("5:1", "8:1"), p("5:1")),
    (
        "powerhouse_feeds_own_dam",
        Waters(dams={"dam:9L": Dam(A, 1), "dam:5L": Dam(OPP, 1)}),
        p("5:1", "8:1"),
        p("8:1"),
    ),  # the opponent's dam in between: otherwise-branch
    (
        "powerhouse_feeds_own_dam",
        Waters(dams={"dam:9L": Dam(OPP, 1), "dam:10L": Dam(NEUTRAL, 2)}),
        p("5:1", "8:1", "6:1"),
        p("8:1", "6:1"),
    ),
    ("powerhouse_feeds_own_dam", Waters(dams={"dam:9L": Dam(OPP, 1)}), p("5:1", "5:2"), ()),
    (
        "powerhouse_not_feeding_opponent_dam",
        Waters(dams={"dam:9L": Dam(OPP, 1)}),
        p("5:1", "8:1"),
        p("8:1"),
    ),
    (
        "powerhouse_not_feeding_opponent_dam",
        Waters(dams={"dam:9L": Dam(OPP, 1)}),
        p("5:1", "5:2"),
        (),
    ),
]


@pytest.mark.parametrize(("criterion", "waters", "sites", "kept"), CASES)
def test_each_criterion_keeps_the_sites_of_the_table(criterion, waters, sites, kept):
    assert criterion_matches(waters, A, criterion, sites) == kept


def test_every_criterion_of_the_data_is_implemented_and_tested():
    tested = {case[0] for case in CASES}
    assert set(barrage_data().automa_criteria) == tested


def test_most_water_drops_counts_drops_not_yet_placed():
    assert criterion_matches(
        Waters(), A, "dam_most_water_drops", d("1L", "2L", "5L"), incoming={"headstream:B": 2}
    ) == d("2L", "5L")


def test_an_unknown_criterion_is_an_error():
    with pytest.raises(ValueError, match="unknown"):
        criterion_matches(Waters(), A, "dam_prettiest", d("1L", "2L"))


# -- progressive filtering (§8.6 step 2, [amb 22]) -------------------------------------------------


def test_criteria_filter_progressively_and_one_matching_nothing_is_ignored():
    waters = Waters(dams={"dam:2L": Dam(A, 1)})
    criteria = (
        "conduit_powerhouse_owned_opponent",  # no powerhouse anywhere: ignored
        "conduit_most_powerful",  # 1A and 2B (value 5)
        "conduit_dam_owned_neutral_opponent",  # the own dam in basin 2
    )
    sites = c("1A", "1B", "2A", "2B", "3A")
    choice = choose_site(waters, A, "conduit", sites, criteria, "9A")
    assert [(s.stage, s.rule, s.kept, s.ignored) for s in choice.steps] == [
        (SYSTEM, SYSTEM, sites, True),
        (CRITERION, criteria[0], sites, True),
        (CRITERION, criteria[1], c("1A", "2B"), False),
        (CRITERION, criteria[2], c("2B"), False),
    ]
    assert choice.steps[2].dropped == c("1B", "2A", "3A")
    assert choice.steps[3].dropped == c("1A")
    assert choice.site == "conduit:2B"
    assert choice.deciding == choice.steps[-1]
    check_trace(choice)


def test_a_criterion_matching_every_site_drops_none_and_the_walk_decides():
    choice = choose_site(Waters(), A, "conduit", c("1B", "3A"), ("conduit_most_powerful",), "2A")
    assert choice.steps[1].kept == c("1B", "3A") and not choice.steps[1].ignored
    assert (choice.steps[-1].stage, choice.steps[-1].rule) == (CODE, "code:2A")
    assert choice.site == "conduit:3A"
    check_trace(choice)


# -- the reference-code walk and the red tie-break (§8.6 step 3) -----------------------------------


@pytest.mark.parametrize(
    ("code", "site"), [(10, "dam:1L"), (2, "dam:2L"), (3, "dam:9L"), (9, "dam:9L")]
)
def test_dams_walk_basins_1_to_10_and_wrap(code, site):
    choice = choose_site(Waters(), A, "base", d("1L", "2L", "9L"), DAM_BLIND, code)
    assert choice.site == site
    assert choice.steps[-1].stage == CODE
    check_trace(choice)


@pytest.mark.parametrize(
    ("code", "site"), [("10A", "conduit:1A"), ("2A", "conduit:9B"), ("9B", "conduit:9B")]
)
def test_conduits_walk_1a_to_10b_and_wrap(code, site):
    choice = choose_site(Waters(), A, "conduit", c("1A", "9B"), CONDUIT_BLIND, code)
    assert choice.site == site
    check_trace(choice)


@pytest.mark.parametrize(
    ("code", "site"), [(12, "powerhouse:5:1"), (6, "powerhouse:11:1"), (5, "powerhouse:5:1")]
)
def test_powerhouses_walk_basins_5_to_12_and_wrap(code, site):
    choice = choose_site(Waters(), A, "powerhouse", p("5:1", "11:1"), HOUSE_BLIND, code)
    assert choice.site == site
    check_trace(choice)


def test_inside_the_basin_reached_a_non_red_site_comes_before_a_red_one():
    choice = choose_site(Waters(), A, "base", d("1U", "1L", "4L"), DAM_BLIND, 1)
    assert choice.steps[-2].stage == CODE and choice.steps[-2].kept == d("1U", "1L")
    assert (choice.steps[-1].stage, choice.steps[-1].rule) == (TIEBREAK, NON_RED)
    assert choice.site == "dam:1L"
    check_trace(choice)
    houses = choose_site(Waters(), A, "powerhouse", p("10:3", "10:2", "10:1"), HOUSE_BLIND, 10)
    assert houses.site == "powerhouse:10:1"
    # all red: the leftmost
    assert choose_site(Waters(), A, "powerhouse", p("10:3", "10:2"), HOUSE_BLIND, 9).site == (
        "powerhouse:10:2"
    )


def test_one_candidate_needs_no_reasoning_and_bad_input_is_refused():
    choice = choose_site(Waters(), A, "conduit", c("4B"), CONDUIT_BLIND, "1A")
    assert (choice.site, choice.steps, choice.deciding) == ("conduit:4B", (), None)
    with pytest.raises(ValueError):
        choose_site(Waters(), A, "conduit", (), CONDUIT_BLIND, "1A")
    with pytest.raises(ValueError):
        choose_site(Waters(), A, "conduit", d("1L", "2L"), CONDUIT_BLIND, "1A")
    with pytest.raises(ValueError):
        choose_site(Waters(), A, "building", d("1L", "2L"), DAM_BLIND, 1)
    with pytest.raises(ValueError):
        choose_site(Waters(), A, "powerhouse", p("5:1", "6:1"), HOUSE_BLIND, 2)


def test_the_choice_is_plain_data_for_events():
    waters = Waters(dams={"dam:1L": Dam(A, 1)}, powerhouses={"powerhouse:5:1": A})
    data = choose_site(waters, A, "conduit", c("1A", "1B"), CONDUIT_BLIND, "1A").as_data()
    assert data == {
        "structure": "conduit",
        "candidates": ["conduit:1A", "conduit:1B"],
        "steps": [
            {
                "stage": "system",
                "rule": "system",
                "kept": ["conduit:1B"],
                "dropped": ["conduit:1A"],
                "ignored": False,
            }
        ],
        "site": "conduit:1B",
    }


# -- seeded random situations ----------------------------------------------------------------------


def random_waters(rng: random.Random) -> Waters:
    owners = (A, OPP, "france", NEUTRAL)
    dams = {
        s: Dam(rng.choice(owners), rng.randint(1, 3), 0) for s in MAP.dams if rng.random() < 0.25
    }
    dams = {s: Dam(x.owner, x.height, rng.randint(0, x.height)) for s, x in dams.items()}
    conduits = {s: rng.choice(owners[:3]) for s in MAP.conduits if rng.random() < 0.2}
    houses = {s: rng.choice(owners[:3]) for s in MAP.powerhouses if rng.random() < 0.15}
    waiting = {h: rng.randint(0, 3) for h in MAP.headstreams}
    return Waters(dams=dams, conduits=conduits, powerhouses=houses, headstreams=waiting)


def test_random_situations_always_choose_a_candidate_with_a_consistent_trace():
    rng = random.Random(8614)
    tiles = list(barrage_data().automa_tiles.values())
    for _ in range(400):
        waters = random_waters(rng)
        structure = rng.choice(("base", "elevation", "conduit", "powerhouse"))
        if structure == "base":
            free = [s for s in MAP.dams if s not in waters.dams]
        elif structure == "elevation":
            free = [s for s, dam in waters.dams.items() if dam.owner == A and dam.height < 3]
        elif structure == "conduit":
            free = [s for s in MAP.conduits if s not in waters.conduits]
        else:
            free = [s for s in MAP.powerhouses if s not in waters.powerhouses]
        if not free:
            continue
        sites = rng.sample(free, rng.randint(1, len(free)))
        tile = rng.choice(tiles)
        criteria, code = criteria_column(tile.criteria, structure)
        choice = choose_site(waters, A, structure, sites, criteria, code)
        assert choice.candidates == tuple(sites)
        check_trace(choice)
        # the same question gives the same answer (a pure function)
        assert choose_site(waters, A, structure, sites, criteria, code) == choice
