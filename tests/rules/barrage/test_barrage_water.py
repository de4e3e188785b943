"""Barrage's water: flow one drop at a time, production systems, the production formula
(spec §5.2-§5.5, §6.5 USA / Germany / Italy / Netherlands, §6.6 Graziano / Viktor,
[amb 12, 25, 27])."""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from rules.barrage.river import river_map
from rules.barrage.water import (
    NEUTRAL,
    Dam,
    Waters,
    fill,
    flow,
    place,
    powerhouse_bonus,
    preview,
    produce,
    production_energy,
    production_systems,
    refill_choices,
    second_production,
    water_flow_phase,
    why_not_fill,
    why_not_produce,
    why_not_second_production,
)
from rules.core.errors import IllegalAction

MAP = river_map()
HEADS = tuple(MAP.headstreams)
COMPANIES = ("usa", "germany", "italy", "france")


def heads(a=0, b=0, c=0, d=0):
    return dict(zip(HEADS, (a, b, c, d), strict=True))


def drops_in(waters):
    return {site: dam.drops for site, dam in waters.dams.items()}


def why(text):
    return None if text is None else text.key.removeprefix("barrage.why.")


# -- dams and capacity (§5.2) ----------------------------------------------------------------------


@pytest.mark.parametrize("height", [1, 2, 3])
def test_a_dam_holds_as_many_drops_as_its_height(height):
    waters = Waters(dams={"dam:1U": Dam("usa", height)})
    after = flow(waters, "headstream:A", 5)
    assert after.waters.dams["dam:1U"].drops == height
    assert [d.end for d in after.drops] == ["dam:1U"] * height + ["exit:left"] * (5 - height)


def test_graziano_own_level_3_dams_hold_4_other_dams_unchanged():
    dams = {
        "dam:1U": Dam("usa", 3),  # Graziano's level 3: 4
        "dam:1L": Dam("usa", 2),  # his level 2: still 2
        "dam:8U": Dam("italy", 3),  # another company's level 3: 3
        "dam:8L": Dam(NEUTRAL, 3),  # the neutral level 3: 3
    }
    waters = Waters(dams=dams, big_dams=frozenset({"usa"}))
    assert [waters.capacity(s) for s in dams] == [4, 2, 3, 3]
    after = flow(waters, "headstream:A", 14)
    assert drops_in(after.waters) == {"dam:1U": 4, "dam:1L": 2, "dam:8U": 3, "dam:8L": 3}
    assert sum(not d.stored for d in after.drops) == 2
    assert Waters(dams=dams).capacity("dam:1U") == 3  # without Graziano
    assert waters.capacity("dam:2U") == 0  # no dam


# -- flow, one drop at a time (§5.3) ---------------------------------------------------------------


def test_seed_two_drops_reach_a_2_level_neutral_dam_holding_1_one_stays_one_passes():
    waters = Waters(dams={"dam:2L": Dam(NEUTRAL, 2, 1)})
    after = flow(waters, "headstream:B", 2)
    assert after.waters.dams["dam:2L"].drops == 2
    assert [d.end for d in after.drops] == ["dam:2L", "exit:left"]


def test_an_earlier_drop_fills_a_dam_the_later_drops_then_pass_over():
    waters = Waters(dams={"dam:3U": Dam("france", 1), "dam:6L": Dam(NEUTRAL, 2)})
    after = flow(waters, "headstream:C", 4)
    assert [d.end for d in after.drops] == ["dam:3U", "dam:6L", "dam:6L", "exit:right"]
    assert "dam:3U" in after.drops[1].path  # passed over the full dam


def test_a_drop_passes_an_empty_dam_site():
    after = flow(Waters(dams={"dam:5L": Dam("germany", 1)}), "headstream:B")
    assert after.drops[0].path == ("dam:2U", "dam:2L", "powerhouses:5", "dam:5U", "dam:5L")
    assert "dam:5U" not in after.waters.dams  # nothing is held on a site without a dam


@pytest.mark.parametrize(
    ("head", "exit_"),
    [
        ("headstream:A", "exit:left"),
        ("headstream:B", "exit:left"),
        ("headstream:C", "exit:right"),
        ("headstream:D", "exit:right"),
    ],
)
def test_drops_meeting_no_dam_leave_the_map_by_their_rivers_exit(head, exit_):
    after = flow(Waters(), head, 2)
    assert [d.end for d in after.drops] == [exit_, exit_]
    assert not any(d.stored for d in after.drops)
    assert after.waters == Waters()


def test_seed_water_flow_phase_example():
    # Drops 1-2: over a full 1-level mountain dam; a 3-level plain dam keeps 1, the other leaves.
    # Drops 3-5: 3 fills a 2-level mountain dam, 4 fills the upper hill dam, 5 stops in the
    # neutral dam below it.
    waters = Waters(
        dams={
            "dam:1L": Dam("usa", 1, 1),
            "dam:8L": Dam("italy", 3, 2),
            "dam:3U": Dam("france", 2, 1),
            "dam:6U": Dam("germany", 1),
            "dam:6L": Dam(NEUTRAL, 2, 1),
        },
        headstreams=heads(a=2, c=3),
    )
    after = water_flow_phase(waters)
    assert [(d.start, d.end) for d in after.drops] == [
        ("headstream:A", "dam:8L"),
        ("headstream:A", "exit:left"),
        ("headstream:C", "dam:3U"),
        ("headstream:C", "dam:6U"),
        ("headstream:C", "dam:6L"),
    ]
    assert drops_in(after.waters) == {
        "dam:1L": 1,
        "dam:8L": 3,
        "dam:3U": 2,
        "dam:6U": 1,
        "dam:6L": 2,
    }
    assert after.waters.headstreams == heads()


def test_the_water_flow_phase_goes_headstream_a_to_d_and_empties_them():
    waters = Waters(headstreams=heads(1, 2, 0, 1))
    after = water_flow_phase(waters)
    assert [d.start for d in after.drops] == [
        "headstream:A",
        "headstream:B",
        "headstream:B",
        "headstream:D",
    ]
    assert after.waters.headstreams == heads()


def test_drops_placed_on_a_headstream_wait_for_the_water_flow_phase():
    waters = place(place(Waters(), "headstream:B", 2), "headstream:D")
    assert waters.headstreams == {"headstream:B": 2, "headstream:D": 1}
    assert water_flow_phase(waters).waters.headstreams == {"headstream:B": 0, "headstream:D": 0}
    # a drop that flows at once leaves the waiting drops where they are
    assert flow(waters, "headstream:B").waters.headstreams == waters.headstreams
    with pytest.raises(ValueError):
        place(waters, "headstream:E")


def test_preview_is_the_flow_itself_and_changes_nothing():
    waters = Waters(
        dams={"dam:4L": Dam("usa", 1), "dam:7U": Dam(NEUTRAL, 2, 1)}, headstreams=heads(d=3, b=1)
    )
    before = copy.deepcopy(waters)
    assert preview(waters) == ("exit:left", "dam:4L", "dam:7U", "exit:right")
    assert preview(waters, "powerhouses:7", 2) == ("dam:7U", "exit:right")
    assert waters == before


def test_flow_from_a_place_without_a_river_is_a_mistake():
    with pytest.raises(ValueError):
        flow(Waters(), "dam:99U")
    with pytest.raises(ValueError):
        flow(Waters(), "exit:left")
    with pytest.raises(ValueError):
        water_flow_phase(Waters(headstreams={"headstream:E": 1}))


# -- the USA's natural flow (§6.5, [amb 27]) -------------------------------------------------------


def test_seed_usa_energy_for_another_companys_drops_passing_its_powerhouse():
    # Green produces with 2 drops at its powerhouse in basin 5; they flow on naturally through
    # basin 9, where red (USA) has a powerhouse: red advances 2.
    waters = Waters(
        dams={"dam:1U": Dam("italy", 2, 2)},
        conduits={"conduit:1B": "italy"},
        powerhouses={"powerhouse:5:1": "italy", "powerhouse:9:1": "usa"},
        natural_flow=frozenset({"usa"}),
    )
    done = produce(waters, "italy", "dam:1U", "conduit:1B", "powerhouse:5:1", 2)
    assert done.natural_energy == {"usa": 2}
    assert [d.natural for d in done.flows] == [(("powerhouses:9", "usa"),)] * 2


def test_seed_usa_energy_in_the_water_flow_phase_from_a_drop_over_a_full_white_dam():
    waters = Waters(
        dams={"dam:3L": Dam("france", 1, 1)},
        powerhouses={"powerhouse:6:2": "usa"},
        headstreams=heads(c=1),
        natural_flow=frozenset({"usa"}),
    )
    assert water_flow_phase(waters).natural_energy == {"usa": 1}


def test_usa_energy_never_at_the_starting_powerhouse():
    # USA produces at basin 5 with 1 drop; it owns powerhouses in 5 and 9: +1 for 9 only.
    waters = Waters(
        dams={"dam:1U": Dam("usa", 1, 1)},
        conduits={"conduit:1B": "usa"},
        powerhouses={"powerhouse:5:1": "usa", "powerhouse:9:1": "usa", "powerhouse:11:1": "usa"},
        natural_flow=frozenset({"usa"}),
    )
    done = produce(waters, "usa", "dam:1U", "conduit:1B", "powerhouse:5:1", 1)
    assert done.flows[0].natural == (("powerhouses:9", "usa"), ("powerhouses:11", "usa"))
    assert done.natural_energy == {"usa": 2}


def test_usa_energy_stops_where_the_drop_stops_and_needs_the_ability():
    waters = Waters(
        dams={"dam:6U": Dam("germany", 1)},
        powerhouses={"powerhouse:6:1": "usa", "powerhouse:10:1": "usa"},
        headstreams=heads(c=2),
        natural_flow=frozenset({"usa"}),
    )
    after = water_flow_phase(waters)
    # the first drop stops in 6U after passing group 6; the second passes 6 and 10
    assert after.natural_energy == {"usa": 3}
    assert (
        water_flow_phase(
            Waters(headstreams=heads(c=2), powerhouses=waters.powerhouses)
        ).natural_energy
        == {}
    )


# -- production systems (§5.4) ---------------------------------------------------------------------


def _board():
    return Waters(
        dams={
            "dam:5U": Dam("usa", 2, 1),  # own
            "dam:5L": Dam(NEUTRAL, 2, 1),  # neutral
            "dam:6U": Dam("italy", 2, 2),  # another company's: never usable
            "dam:1L": Dam("usa", 1, 0),  # own but empty
        },
        conduits={"conduit:5A": "france", "conduit:6A": "usa", "conduit:1A": "usa"},
        powerhouses={"powerhouse:8:1": "usa", "powerhouse:8:2": "italy", "powerhouse:9:1": "usa"},
    )


def test_production_systems_use_own_or_neutral_dams_with_water_any_conduit_own_powerhouses():
    systems = production_systems(_board(), "usa")
    assert [
        (s.dam, s.conduit, s.powerhouse, s.drops, s.value, s.conduit_owner) for s in systems
    ] == [
        ("dam:5U", "conduit:5A", "powerhouse:8:1", 1, 3, "france"),
        ("dam:5L", "conduit:5A", "powerhouse:8:1", 1, 3, "france"),
    ]
    # Italy: its own dam in 6 has no conduit built toward its powerhouses; the neutral dam in 5
    # reaches its powerhouse in 8 through France's conduit
    assert [(s.dam, s.powerhouse) for s in production_systems(_board(), "italy")] == [
        ("dam:5L", "powerhouse:8:2")
    ]
    assert production_systems(_board(), "france") == ()


def test_the_same_basin_connects_nothing_by_itself():
    waters = Waters(dams={"dam:8U": Dam("usa", 1, 1)}, powerhouses={"powerhouse:8:1": "usa"})
    assert production_systems(waters, "usa") == ()


# -- production (§5.5) -----------------------------------------------------------------------------


def test_seed_production_two_drops_value_4_neutral_dam_plus_1_makes_9():
    waters = Waters(
        dams={"dam:3L": Dam(NEUTRAL, 2, 2)},
        conduits={"conduit:3A": "italy"},
        powerhouses={"powerhouse:5:1": "usa"},
    )
    done = produce(
        waters, "usa", "dam:3L", "conduit:3A", "powerhouse:5:1", 2, modifier=1, credits=6
    )
    assert (done.base, done.modifier, done.bonus, done.energy) == (8, 1, 0, 9)
    assert (done.payee, done.payment) == ("italy", 2)
    assert done.waters.dams["dam:3L"].drops == 0
    assert [d.start for d in done.flows] == ["powerhouses:5", "powerhouses:5"]


def test_seed_red_powerhouse_value_3_conduit_from_own_dam_makes_3():
    waters = Waters(
        dams={"dam:4U": Dam("usa", 1, 1)},
        conduits={"conduit:4A": "usa"},
        powerhouses={"powerhouse:7:1": "usa"},
    )
    done = produce(waters, "usa", "dam:4U", "conduit:4A", "powerhouse:7:1", 1)
    assert (done.energy, done.payee, done.payment) == (3, None, 0)


def test_seed_used_drop_flows_over_own_full_dam_and_stops_in_the_next_dam():
    waters = Waters(
        dams={"dam:5U": Dam("usa", 1, 1), "dam:8U": Dam("usa", 1, 1), "dam:8L": Dam("italy", 2)},
        conduits={"conduit:5A": "usa"},
        powerhouses={"powerhouse:8:1": "usa"},
    )
    done = produce(waters, "usa", "dam:5U", "conduit:5A", "powerhouse:8:1", 1)
    assert done.flows[0].path == ("dam:8U", "dam:8L")
    assert drops_in(done.waters) == {"dam:5U": 0, "dam:8U": 1, "dam:8L": 1}


def test_seed_germany_second_production_without_bonuses_paying_the_conduit_owner():
    # Black: 2 drops from its left dam up to its powerhouse in 6 (+1 company bonus with 3
    # powerhouses, +2 action); they stop in its right dam, which then holds 3; then 3 drops from
    # that dam through White's conduit to another own powerhouse: 3 x 2, nothing added, 3 credits.
    waters = Waters(
        dams={"dam:2U": Dam("germany", 2, 2), "dam:6U": Dam("germany", 3, 1)},
        conduits={"conduit:2A": "germany", "conduit:6B": "france"},
        powerhouses={
            "powerhouse:6:1": "germany",
            "powerhouse:7:1": "germany",
            "powerhouse:11:1": "germany",
        },
    )
    first = produce(waters, "germany", "dam:2U", "conduit:2A", "powerhouse:6:1", 2, modifier=2)
    assert (first.base, first.bonus, first.energy) == (6, 1, 9)
    assert first.waters.dams["dam:6U"].drops == 3
    second = second_production(
        first.waters,
        "germany",
        "powerhouse:6:1",
        "dam:6U",
        "conduit:6B",
        "powerhouse:7:1",
        3,
        credits=3,
    )
    assert (second.energy, second.bonus, second.modifier, second.payee, second.payment) == (
        6,
        0,
        0,
        "france",
        3,
    )
    refused = why_not_second_production(
        first.waters, "germany", "powerhouse:6:1", "dam:6U", "conduit:2A", "powerhouse:6:1", 1
    )
    assert why(refused) == "same_powerhouse"
    with pytest.raises(IllegalAction):
        second_production(
            first.waters,
            "germany",
            "powerhouse:6:1",
            "dam:6U",
            "conduit:6B",
            "powerhouse:7:1",
            3,
            credits=2,
        )


@pytest.mark.parametrize(("built", "bonus"), [(0, 0), (1, 0), (2, 1), (3, 1), (4, 3)])
def test_the_powerhouse_bonus_grows_with_the_powerhouses_built(built, bonus):
    assert powerhouse_bonus(built) == bonus


def test_the_powerhouse_bonus_counts_own_powerhouses_on_the_map():
    houses = {
        "powerhouse:5:1": "usa",
        "powerhouse:6:1": "usa",
        "powerhouse:8:1": "usa",
        "powerhouse:9:1": "usa",
    }
    waters = Waters(
        dams={"dam:1U": Dam("usa", 1, 1)}, conduits={"conduit:1A": "usa"}, powerhouses=houses
    )
    assert produce(waters, "usa", "dam:1U", "conduit:1A", "powerhouse:8:1", 1).energy == 5 + 3


@pytest.mark.parametrize(
    ("drops", "value", "modifier", "energy"),
    [(1, 1, 0, 4), (1, 2, 0, 4), (1, 3, -2, 2), (2, 2, 1, 5), (1, 5, 0, 5), (1, 1, -2, 2)],
)
def test_viktor_counts_a_product_below_4_as_4_before_any_modifier(drops, value, modifier, energy):
    assert production_energy(drops, value, modifier, viktor=True) == energy


def test_viktor_does_not_apply_to_germanys_second_production():
    waters = Waters(
        dams={"dam:9U": Dam("germany", 1, 1)},
        conduits={"conduit:9A": "germany"},
        powerhouses={"powerhouse:11:1": "germany", "powerhouse:12:1": "germany"},
    )
    assert (
        produce(waters, "germany", "dam:9U", "conduit:9A", "powerhouse:11:1", 1, viktor=True).energy
        == 4 + 1
    )
    second = second_production(
        waters, "germany", "powerhouse:12:1", "dam:9U", "conduit:9A", "powerhouse:11:1", 1
    )
    assert second.energy == 1


def test_energy_below_1_refuses_the_production():
    waters = Waters(
        dams={"dam:10L": Dam(NEUTRAL, 3, 1)},
        conduits={"conduit:10B": "usa"},
        powerhouses={"powerhouse:12:1": "usa"},
    )
    args = (waters, "usa", "dam:10L", "conduit:10B", "powerhouse:12:1", 1)
    assert why(why_not_produce(*args, modifier=-1)) == "no_energy"
    assert why_not_produce(*args, modifier=0) is None
    assert why_not_produce(*args, modifier=-2, viktor=True) is None  # 4 - 2
    with pytest.raises(IllegalAction) as refused:
        produce(*args, modifier=-2)
    assert refused.value.reason.key == "barrage.why.no_energy"
    assert refused.value.reason.params == {"energy": -1}


def test_italy_gets_3_more_that_never_count_for_a_contract():
    waters = Waters(
        dams={"dam:7U": Dam("italy", 1, 1)},
        conduits={"conduit:7A": "italy"},
        powerhouses={"powerhouse:10:1": "italy"},
    )
    done = produce(waters, "italy", "dam:7U", "conduit:7A", "powerhouse:10:1", 1, italy=True)
    assert (done.energy, done.extra_energy) == (2, 3)


REFUSALS = [
    ({"dam": "dam:11U"}, "no_such_site"),
    ({"conduit": "conduit:11A"}, "no_such_site"),
    ({"powerhouse": "powerhouse:5:9"}, "no_such_site"),
    ({"dam": "dam:9U"}, "no_dam"),
    ({"dam": "dam:6U"}, "foreign_dam"),
    ({"dam": "dam:1L"}, "dam_empty"),
    ({"drops": 0}, "too_few_drops"),
    ({"drops": 2}, "too_many_drops"),
    ({"conduit": "conduit:5B"}, "no_conduit"),
    ({"conduit": "conduit:6A"}, "conduit_elsewhere"),
    ({"powerhouse": "powerhouse:8:2"}, "not_your_powerhouse"),
    ({"powerhouse": "powerhouse:8:3"}, "not_your_powerhouse"),
    ({"powerhouse": "powerhouse:9:1"}, "not_connected"),
    ({"credits": 0}, "cannot_pay_conduit"),
]


@pytest.mark.parametrize(("change", "key"), REFUSALS)
def test_each_refusal_has_its_reason(change, key):
    waters = _board()
    move = {
        "dam": "dam:5U",
        "conduit": "conduit:5A",
        "powerhouse": "powerhouse:8:1",
        "drops": 1,
        "credits": 5,
    }
    move.update(change)
    credits = move.pop("credits")
    assert why_not_produce(waters, "usa", **move, credits=credits) is not None
    assert why(why_not_produce(waters, "usa", **move, credits=credits)) == key
    with pytest.raises(IllegalAction):
        produce(waters, "usa", **move, credits=credits)


def test_paying_is_checked_only_for_a_foreign_conduit_and_only_when_credits_are_given():
    waters = _board()
    base = {"dam": "dam:5U", "conduit": "conduit:5A", "powerhouse": "powerhouse:8:1", "drops": 1}
    assert why_not_produce(waters, "usa", **base) is None  # the Automa pays in VP
    own = Waters(
        dams={"dam:6U": Dam("usa", 1, 1)},
        conduits={"conduit:6A": "usa"},
        powerhouses={"powerhouse:9:1": "usa"},
    )
    assert (
        why_not_produce(own, "usa", "dam:6U", "conduit:6A", "powerhouse:9:1", 1, credits=0) is None
    )


def test_production_does_not_change_its_input():
    waters = _board()
    before = copy.deepcopy(waters)
    produce(waters, "usa", "dam:5L", "conduit:5A", "powerhouse:8:1", 1)
    assert waters == before


# -- the Netherlands' extra drop -------------------------------------------------------------------


def test_netherlands_adds_a_drop_to_another_own_dam_with_room():
    waters = Waters(
        dams={
            "dam:1U": Dam("netherlands", 2, 1),  # just used
            "dam:2U": Dam("netherlands", 1, 1),  # full
            "dam:3U": Dam("netherlands", 2, 1),
            "dam:4U": Dam("usa", 2),
        }
    )
    assert refill_choices(waters, "netherlands", "dam:1U") == ("dam:3U",)
    assert fill(waters, "dam:3U").dams["dam:3U"].drops == 2
    assert why(why_not_fill(waters, "dam:2U")) == "dam_full"
    assert why(why_not_fill(waters, "dam:5U")) == "no_dam"
    with pytest.raises(IllegalAction):
        fill(waters, "dam:2U")


# -- order independence and conservation, on random boards -----------------------------------------


def _random_waters(rng: random.Random) -> Waters:
    dams = {}
    for site in MAP.dams:
        if rng.random() < 0.5:
            height = rng.randint(1, 3)
            dams[site] = Dam(rng.choice((*COMPANIES, NEUTRAL)), height, rng.randint(0, height))
    conduits = {s: rng.choice(COMPANIES) for s in MAP.conduits if rng.random() < 0.4}
    houses = {s: rng.choice(COMPANIES) for s in MAP.powerhouses if rng.random() < 0.4}
    return Waters(
        dams=dams,
        conduits=conduits,
        powerhouses=houses,
        headstreams={h: rng.randint(0, 4) for h in HEADS},
        big_dams=frozenset(c for c in COMPANIES if rng.random() < 0.3),
        natural_flow=frozenset(c for c in COMPANIES if rng.random() < 0.5),
    )


def _within_capacity(waters: Waters) -> bool:
    return all(0 <= d.drops <= waters.capacity(s) for s, d in waters.dams.items())


def test_the_water_flow_phase_does_not_depend_on_the_order_of_the_drops():
    rng = random.Random(2024)
    for _ in range(300):
        waters = _random_waters(rng)
        phase = water_flow_phase(waters)
        singles = [h for h in HEADS for _ in range(waters.headstreams[h])]
        rng.shuffle(singles)
        now, energy, exits = waters, Counter(), Counter()
        for h in singles:
            step = flow(now, h)
            now = step.waters
            energy.update(step.natural_energy)
            exits.update(d.end for d in step.drops if not d.stored)
        assert drops_in(now) == drops_in(phase.waters)
        assert dict(energy) == phase.natural_energy
        assert exits == Counter(d.end for d in phase.drops if not d.stored)


def test_random_flows_and_productions_conserve_drops_and_respect_capacity():
    rng = random.Random(7)
    starts = (*HEADS, *(f"powerhouses:{n}" for n in range(5, 13)))
    for _ in range(300):
        waters = _random_waters(rng)
        placed = waters.drops_held() + waters.drops_waiting()
        gone = 0
        for _ in range(6):
            roll = rng.random()
            if roll < 0.4:
                k = rng.randint(0, 4)
                step = flow(waters, rng.choice(starts), k)
                placed += k
            elif roll < 0.6:
                step = water_flow_phase(waters)
                assert step.waters.drops_waiting() == 0
            else:
                company = rng.choice(COMPANIES)
                systems = production_systems(waters, company)
                if not systems:
                    continue
                s = rng.choice(systems)
                done = produce(
                    waters,
                    company,
                    s.dam,
                    s.conduit,
                    s.powerhouse,
                    rng.randint(1, s.drops),
                    modifier=2,
                )
                assert done.energy >= 1 and done.flows[0].start == MAP.group_of(s.powerhouse)
                step = (done.waters, done.flows)
            new, journeys = step
            gone += sum(not d.stored for d in journeys)
            for d in journeys:
                assert d.path == MAP.path(d.start)[: len(d.path)]
                assert all(group != d.start for group, _ in d.natural)
            assert _within_capacity(new)
            assert new.drops_held() + new.drops_waiting() + gone == placed
            waters = new


def test_a_whole_water_flow_phase_returns_every_waiting_drop():
    rng = random.Random(11)
    for _ in range(100):
        waters = _random_waters(rng)
        phase = water_flow_phase(waters)
        assert len(phase.drops) == waters.drops_waiting()
        stored = Counter(d.end for d in phase.drops if d.stored)
        for site, dam in phase.waters.dams.items():
            assert dam.drops == waters.dams[site].drops + stored[site]
