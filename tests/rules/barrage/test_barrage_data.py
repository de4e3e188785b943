"""Barrage data (spec §1, §4, §6-§8, Appendix A): the counts the rules depend on, pinned, and a
loader that refuses a broken file by naming the file and the field."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from rules.barrage.data import FOLDER, BarrageDataError, barrage_data, load
from rules.core.i18n import LANGUAGES, catalog

DATA = barrage_data()
SPEC_ONLY_EFFECTS = {"wheel_excavators", "wheel_mixers", "wheel_tile"}  # §4.13, on no tile yet


def _count(table, **match) -> int:
    return sum(all(getattr(x, k) == v for k, v in match.items()) for x in table.values())


# -- counts (issue 14, deliverable 6) -------------------------------------------------------------


def test_4_starting_6_national_and_45_private_contracts_15_per_colour():
    assert _count(DATA.contracts, kind="starting") == 4
    assert _count(DATA.contracts, kind="national") == 6
    assert _count(DATA.contracts, kind="private") == 45
    colours = Counter(c.colour for c in DATA.contracts_of("private"))
    assert colours == {"green": 15, "yellow": 15, "red": 15}


def test_8_headstream_tiles_4_of_them_in_play():
    assert len(DATA.headstream_tiles) == 8
    assert DATA.headstreams_in_play == 4
    assert all(t.drops_in(5) == 0 for t in DATA.headstream_tiles.values())


def test_8_bonus_tiles_6_base_and_5_of_them_for_beginners():
    assert len(DATA.bonus_tiles) == 8
    assert _count(DATA.bonus_tiles, expansion=False) == 6
    beginner = [t.counts for t in DATA.bonus_tiles.values() if t.beginner]
    assert beginner == ["contracts", "powerhouses", "bases", "conduits", "elevations"]
    assert DATA.bonus_in_play == 5


def test_6_objective_tiles():
    assert len(DATA.objective_tiles) == 6
    assert DATA.objective_vp == {"human": (15, 10, 5), "automa": (20, 15, 10)}


def test_18_advanced_technology_tiles_5_per_level_and_3_building_tiles():
    advanced = DATA.tiles_of("advanced")
    assert len(advanced) == 18
    base = [t for t in advanced if not t.expansion]
    assert Counter(t.level for t in base) == {1: 5, 2: 5, 3: 5}
    for level in (1, 2, 3):
        builds = [t.builds for t in base if t.level == level]
        assert builds == ["base", "elevation", "conduit", "powerhouse", "any"]
    assert [(t.level, t.builds) for t in advanced if t.expansion] == [
        (1, "building"),
        (2, "building"),
        (3, "building"),
    ]
    assert len({t.special for t in advanced}) == 18
    assert [t.id for t in DATA.tiles_of("special")] == ["tech:special:anton", "tech:special:leslie"]
    basic = DATA.tiles_of("basic")
    assert [t.builds for t in basic] == [
        "base",
        "elevation",
        "conduit",
        "powerhouse",
        "any",
        "building",
    ]
    assert [t.builds for t in basic if t.beginner_only] == ["any"]


def test_20_automa_tiles_each_ending_in_a_final_action():
    assert len(DATA.automa_tiles) == 20
    codes = [t.criteria_code for t in DATA.automa_tiles.values()]
    assert len(set(codes)) == 20
    for tile in DATA.automa_tiles.values():
        assert tile.actions[-1].action in ("final_workshop", "final_machinery")
        assert [a.column for a in tile.actions] == sorted(
            (a.column for a in tile.actions), key=("left", "middle", "right").index
        )
        c = tile.criteria
        assert tile.criteria_code == f"{c.dam_code}-{c.conduit_code}-{c.powerhouse_code}"


def test_15_external_works_5_per_deck():
    assert Counter(w.deck for w in DATA.external_works.values()) == {"A": 5, "B": 5, "C": 5}


def test_10_private_buildings_with_5_rows_of_4_sites():
    assert len(DATA.buildings) == 10
    assert DATA.buildings_in_play == 5
    assert len(DATA.building_sites) == 20
    assert [s.fee for s in DATA.building_sites.values()][:4] == [0, 0, 3, 3]


def test_5_companies_4_base_and_the_netherlands():
    assert list(DATA.companies) == [
        "company:usa",
        "company:germany",
        "company:italy",
        "company:france",
        "company:netherlands",
    ]
    assert [c.id for c in DATA.companies.values() if c.expansion] == ["company:netherlands"]
    colours = [c.colour for c in DATA.companies.values()]
    assert colours == ["red", "black", "green", "white", "orange"]


def test_11_officers_7_base_and_4_from_the_expansion():
    assert _count(DATA.officers, expansion=False) == 7
    assert _count(DATA.officers, expansion=True) == 4
    first, last = next(iter(DATA.officers.values())), list(DATA.officers.values())[-1]
    assert first.id == "officer:wilhelm_adler" and last.id == "officer:tommaso_battista"
    assert last.start == {"engineers": 11, "architect": 1}
    assert DATA.officers["officer:mahiri_sekibo"].start == {}  # 6 credits: the seed, not BGA
    no_automa = [o.id for o in DATA.officers.values() if not o.automa_uses_ability]
    assert no_automa == ["officer:mahiri_sekibo", "officer:margot_fouche"]


def test_action_spaces_per_section_and_their_player_count_marks():
    sections = Counter(s.section for s in DATA.spaces.values())
    assert sections == {
        "construction": 4,
        "turbine": 10,
        "water": 4,
        "bank": 1,
        "workshop": 6,
        "machinery": 6,
        "contracts": 6,
        "patent": 3,
        "external": 3,
        "mahiri": 2,
        "margot": 1,
        "building": 40,
    }
    marked = {s.id[:-1] for s in DATA.spaces.values() if s.mark}
    assert marked == {
        "space:turbine:2",
        "space:turbine:4",
        "space:workshop:2",
        "space:machinery:2",
        "space:contracts:2",
    }
    assert DATA.spaces["space:turbine:4L"].mark == "3+"
    assert DATA.spaces["space:contracts:2R"].min_players == 4
    assert [s.open_ended for s in DATA.spaces.values()].count(True) == 1
    assert not DATA.sections["bank"].exclusive


def test_energy_track_has_31_spaces():
    assert [s.id for s in DATA.energy.spaces] == [f"energy:{n}" for n in range(31)]
    assert DATA.energy.round_sections == (6, 12, 18, 24, 30)


# -- values the spec states -----------------------------------------------------------------------


def test_the_energy_credit_table_of_spec_7_2():
    table = {0: 3, 1: 1, 2: 2, 3: 2, 4: 3, 6: 3, 7: 4, 10: 4, 11: 5, 15: 5, 16: 6, 21: 6}
    table |= {22: 7, 28: 7, 29: 8, 30: 8, 45: 8}
    assert {e: DATA.energy.space(e).credits for e in table} == table
    assert DATA.energy.space(0).vp == -3 and DATA.energy.space(1).vp == 0
    r = DATA.energy.ranking
    assert (r.first, r.second, r.tied_first_pool, r.tied_second_each) == (6, 2, 8, 1)
    assert r.rounding == DATA.objective_rounding == "half_up"  # spec §10 amb 14 over BGA's ceil


def test_management_board_rows_of_spec_4_5_to_4_10():
    s = DATA.spaces
    turbine = [s[f"space:turbine:{r}L"].effects[0].get("modifier") for r in range(1, 6)]
    assert turbine == [2, 1, 0, -1, -2]
    assert [(s[f"space:turbine:{r}{side}"].engineers) for r in (1, 5) for side in "LR"] == [
        2,
        3,
        1,
        2,
    ]
    assert s["space:turbine:5R"].fee == 0 and s["space:turbine:1R"].fee == 3
    assert s["space:water:1L"].effects[0].get("up_to") is True
    assert s["space:workshop:3L"].cost.credits == 5
    assert s["space:workshop:3L"].effects[0].amount == 3
    assert s["space:machinery:1R"].engineers == 1 and s["space:machinery:1R"].fee == 3
    assert [e.kind for e in s["space:machinery:3L"].effects] == ["excavators", "mixers"]
    assert s["space:contracts:3R"].cost.credits == 1 and s["space:contracts:3R"].fee == 0
    assert s["space:patent:2"].cost.credits == 5 and s["space:patent:2"].engineers == 2
    construction = [(sp.engineers, sp.fee) for sp in s.values() if sp.section == "construction"]
    assert construction == [(1, 0), (2, 0), (3, 0), (3, 3)]


def test_contracts_match_the_seed_examples_and_the_colour_ranges():
    starting = [c.requirement for c in DATA.contracts_of("starting")]
    assert starting == [3, 3, 2, 4]
    national = [c.requirement for c in DATA.contracts_of("national")]
    assert national == [13, 13, 14, 14, 15, 15]
    for colour, (low, high) in DATA.contract_colours.items():
        reqs = [c.requirement for c in DATA.contracts_of("private", colour)]
        assert reqs == sorted(reqs) and low == reqs[0] and high == reqs[-1]
    g10 = DATA.contracts["contract:private:10"]  # the seed: 3 energy -> 4 VP + 2 credits
    assert g10.requirement == 3
    assert [(e.kind, e.amount) for e in g10.reward] == [("vp", 4), ("credits", 2)]
    base = DATA.contracts["contract:private:21"]  # yellow 6: a free base in plains or hills
    assert base.reward[0].get("areas") == ("plain", "hill")


def test_company_incomes_of_spec_6_5():
    germany = DATA.companies["company:germany"]
    assert [(e.kind, e.amount) for e in germany.incomes["base"][2]] == [("vp", 3)]  # seed example
    for company in DATA.companies.values():
        for row in ("base", "elevation", "conduit"):
            assert [(e.kind, e.amount) for e in company.incomes[row][5]] == [("vp", 7)]
    france = DATA.companies["company:france"]
    assert (france.ability, france.ability_amount) == ("contract_discount", 3)
    assert DATA.pieces == {"base": 5, "elevation": 5, "conduit": 5, "powerhouse": 4, "building": 5}
    assert [e.amount for n in (2, 4) for e in DATA.powerhouse_track[n]] == [1, 2]
    intro = [(c.intro.officer, c.intro.contract) for c in DATA.companies.values() if c.intro]
    assert intro[0] == ("officer:wilhelm_adler", "contract:starting:1")
    assert DATA.start["credits"] == 6 and DATA.start["vp"] == 10 and DATA.start["automa_vp"] == 16


def test_bonus_tiles_and_advanced_tile_effects_of_spec_6_2_and_6_4():
    vp = {t.counts: t.vp_each for t in DATA.bonus_tiles.values()}
    assert vp == {
        "contracts": 2,
        "powerhouses": 5,
        "bases": 4,
        "conduits": 4,
        "elevations": 4,
        "advanced_tiles": 4,
        "external_works": 5,
        "buildings": 4,
    }
    assert (DATA.bonus_minimum_energy, DATA.bonus_penalty_per_section) == (6, 4)
    l3_powerhouse = DATA.tech_tiles["tech:advanced:14"]  # the seed's one example
    assert (l3_powerhouse.level, l3_powerhouse.builds) == (3, "powerhouse")
    assert l3_powerhouse.special == "vp_per_powerhouse"


def test_automa_tiles_keep_the_corrections_from_the_tile_images():
    patent = [a for a in DATA.automa_tiles["automa:15"].actions if a.action == "patent_office"]
    assert [(a.engineers, a.cost.vp) for a in patent] == [(1, 2)]
    assert "external_works" not in [a.action for a in DATA.automa_tiles["automa:19"].actions]
    first = DATA.automa_tiles["automa:1"].actions[0]
    assert (first.action, first.modifier, first.contract_colour) == ("production", -2, "green")
    dashed = {a.action for t in DATA.automa_tiles.values() for a in t.actions if not a.ends_turn}
    assert dashed == {"water_management", "contract_office"}


# -- ids, vocabulary, loading ---------------------------------------------------------------------

ID_PATTERNS = [
    r"contract:(starting|national|private):[1-9]\d*",
    r"headstream_tile:[1-8]",
    r"energy:\d+|order:[1-4]|bonus_slot:[1-5]|objective_slot",
    r"bonus:[1-8]|objective:[1-6]",
    r"tech:(basic:[a-z]+|advanced:\d+|special:[a-z]+)",
    r"company:[a-z]+|officer:[a-z_]+",
    r"space:[a-z]+(:[1-9][LR]?)?|space:building:\d+:[1-4]",
    r"external:[ABC][1-5]|building:\d+|building_site:[1-5]:[1-4]|automa:\d+",
]


def test_every_element_id_is_well_formed_and_unique():
    ids = DATA.element_ids()
    assert len(ids) == len(set(ids)) == 311
    pattern = re.compile("|".join(f"(?:{p})" for p in ID_PATTERNS))
    assert [i for i in ids if not pattern.fullmatch(i)] == []
    numbered = ("contract:private:", "tech:advanced:", "automa:", "building:")
    for prefix in numbered:
        numbers = sorted(int(i.rsplit(":", 1)[1]) for i in ids if re.fullmatch(prefix + r"\d+", i))
        assert numbers == list(range(1, len(numbers) + 1)), prefix


def test_every_effect_comes_from_the_one_vocabulary():
    used = Counter(e.kind for e in DATA.effects())
    assert set(used) <= set(DATA.effect_kinds)
    assert set(DATA.effect_kinds) - set(used) == SPEC_ONLY_EFFECTS
    for effect in DATA.effects():
        kind = DATA.effect_kinds[effect.kind]
        names = {name for name, _ in effect.params}
        assert set(kind.required) <= names <= set(kind.required) | set(kind.optional)


def test_cross_references_resolve():
    for officer in DATA.officers.values():
        if officer.special_tile:
            assert DATA.tech_tiles[officer.special_tile].officer == officer.id
        for space in officer.spaces:
            assert DATA.sections[DATA.spaces[space].section].officer == officer.id
    for section in DATA.sections.values():
        assert all(DATA.spaces[s].section == section.id for s in section.automa_order)
    for tile in DATA.automa_tiles.values():
        used = (*tile.criteria.dam, *tile.criteria.conduit, *tile.criteria.powerhouse)
        assert set(used) <= set(DATA.automa_criteria)


def test_loading_twice_gives_the_same_object():
    assert barrage_data() is barrage_data() is DATA


def test_names_and_descriptions_are_in_both_catalogs():
    keys = ["barrage.title"]
    keys += [f"barrage.company.{c.split(':')[1]}" for c in DATA.companies]
    keys += [c.description for c in DATA.companies.values()]
    keys += [f"barrage.officer.{o.split(':')[1]}" for o in DATA.officers]
    keys += [o.description for o in DATA.officers.values()]
    keys += [t.description for t in DATA.tech_tiles.values() if t.description]
    keys += [f"barrage.bonus.{t.counts}" for t in DATA.bonus_tiles.values()]
    keys += [f"barrage.objective.{t.criterion}" for t in DATA.objective_tiles.values()]
    keys += [f"barrage.building.{b.slug}" for b in DATA.buildings.values()]
    for lang in LANGUAGES:
        assert [k for k in keys if k not in catalog(lang)] == []
    names = {o.name for o in DATA.officers.values()}
    assert {catalog("en")[f"barrage.officer.{o.split(':')[1]}"] for o in DATA.officers} == names


# -- malformed data is refused with the file and the field ----------------------------------------


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "barrage"
    shutil.copytree(FOLDER, folder)
    return folder


def _edit(folder: Path, name: str, change) -> None:
    path = folder / name
    raw = json.loads(path.read_text(encoding="utf-8"))
    change(raw)
    path.write_text(json.dumps(raw), encoding="utf-8")


def test_an_unchanged_copy_loads_like_the_shipped_data(tmp_path):
    copy = load(_copy(tmp_path))
    assert copy == DATA and copy is not DATA


BROKEN = [
    (
        "contracts.json",
        lambda raw: raw["contracts"][5].pop("requirement"),
        "contracts[5].requirement: missing",
    ),
    (
        "contracts.json",
        lambda raw: raw["contracts"][10].update(requirement=9),
        "contracts[10].requirement: outside the green range",
    ),
    (
        "contracts.json",
        lambda raw: raw["contracts"][0]["reward"].append({"effect": "teleport"}),
        "contracts[0].reward[2].effect: unknown effect 'teleport'",
    ),
    (
        "contracts.json",
        lambda raw: raw["contracts"][0]["reward"][0].update(amount=True),
        "contracts[0].reward[0].amount: expected int",
    ),
    (
        "external_works.json",
        lambda raw: raw["works"][3]["reward"][1].pop("structure"),
        "works[3].reward[1].structure: missing (required by build)",
    ),
    (
        "officers.json",
        lambda raw: raw["officers"][1].update(id="officer:wilhelm_adler"),
        "officers[1].id: 'officer:wilhelm_adler' is already used",
    ),
    (
        "companies.json",
        lambda raw: raw["companies"][0]["intro"].update(officer="officer:nobody"),
        "companies[0].intro.officer: no officer 'officer:nobody'",
    ),
    (
        "action_spaces.json",
        lambda raw: raw["spaces"][5].update(mark="5"),
        "spaces[5].mark: expected one of",
    ),
    (
        "automa_tiles.json",
        lambda raw: raw["tiles"][0]["criteria"].update(conduit=["dam_red_site"] * 3),
        "tiles[0].criteria.conduit: expected 3 conduit criteria",
    ),
    (
        "headstreams.json",
        lambda raw: raw["tiles"][2]["drops"].__setitem__(4, 1),
        "tiles[2].drops: no drops are placed in round 5",
    ),
]


@pytest.mark.parametrize(("name", "change", "message"), BROKEN, ids=[b[2][:40] for b in BROKEN])
def test_a_malformed_file_is_refused_naming_the_file_and_the_field(tmp_path, name, change, message):
    folder = _copy(tmp_path)
    _edit(folder, name, change)
    with pytest.raises(BarrageDataError) as caught:
        load(folder)
    assert str(caught.value).startswith(f"{folder / name}: ")
    assert message in str(caught.value)


def test_a_missing_or_broken_file_is_refused(tmp_path):
    folder = _copy(tmp_path)
    (folder / "bonus_tiles.json").write_text("{", encoding="utf-8")
    with pytest.raises(BarrageDataError, match=r"bonus_tiles\.json: not valid JSON"):
        load(folder)
    (folder / "bonus_tiles.json").unlink()
    with pytest.raises(BarrageDataError, match=r"bonus_tiles\.json: the file is missing"):
        load(folder)
