"""The Tesla Automa's difficulty levels (spec §8.8): one test per rule, each building a small
position and checking what the Automa plans (`plan_turn`) and, where the rule is in the applying,
what its turn (`take_turn`, `RULES.apply(state, AutomaTurn())`) changes — easy (no powerhouse
bonus, no incomes), hard (the technology tiles' specials and the company abilities), very hard (the
officers), and the log lines of a whole turn."""

from __future__ import annotations

from rules.barrage.actions import AutomaTurn
from rules.barrage.automa import NOT_REACHED, PERFORMED, SKIPPED, WHY, _tile_preference
from rules.barrage.automa_sites import choose_site
from rules.barrage.automa_turn import plan_turn, take_turn
from rules.barrage.construction import ANTON, ANTON_TILE, JILL, SOLOMON, WILHELM
from rules.barrage.contracts import SIMONE
from rules.barrage.data import barrage_data
from rules.barrage.river import river_map
from rules.barrage.rounds import income_effects
from rules.barrage.ruleset import BarrageRuleset
from rules.barrage.setup import setup
from rules.barrage.state import GRAZIANO, Segment
from rules.barrage.water import Dam, Waters
from rules.core.i18n import render_event

RULES = BarrageRuleset()
HUMAN, AUTOMA = 0, 1
USA = "company:usa"
GER = "company:germany"
ITA = "company:italy"
FRA = "company:france"
NED = "company:netherlands"
VIKTOR = "officer:viktor_fiesler"
MARGOT = "officer:margot_fouche"
MAP = river_map()


def game(
    difficulty: str = "hard",
    company: str = GER,
    officer: str | None = None,
    *,
    expansion: bool = False,
    seed: int = 1,
):
    """A 2-company game, the Automa in seat 1 with `company` (and `officer`, very hard), an empty
    map (no neutral dams, no drops), in the Action phase of round 1."""
    other = USA if company != USA else ITA
    state = setup(
        {
            "players": 2,
            "automa": 1,
            "companies": [other, company],
            "difficulty": difficulty,
            "expansion": expansion,
        },
        seed,
    )
    state.phase = "actions"
    state.dams = {}
    state.headstreams = dict.fromkeys(state.headstreams, 0)
    for c in state.companies:
        c.officer = None
        c.tiles = [t for t in c.tiles if not t.startswith("tech:special:")]
    automa = state.companies[AUTOMA]
    automa.officer = officer
    if officer == ANTON:
        automa.tiles.append(ANTON_TILE)
    return state


def show(state, action: int, criteria: int) -> None:
    """Make automa:<action> the revealed action side and automa:<criteria> the criteria side."""
    state.automa_deck = [t for t in state.automa_deck if t != f"automa:{action}"]
    state.automa_deck.append(f"automa:{action}")
    state.automa_discard = [f"automa:{criteria}"]


def turn(state, action: int, criteria: int):
    """Set the deck so that the turn reveals action side `action` over criteria side `criteria`,
    then play the Automa's turn."""
    state.automa_deck = [
        t for t in state.automa_deck if t not in (f"automa:{action}", f"automa:{criteria}")
    ]
    state.automa_deck += [f"automa:{action}", f"automa:{criteria}"]
    state.automa_discard = []
    return take_turn(state, AUTOMA)


def why(step) -> str | None:
    return step.reason.removeprefix(WHY) if step.reason else None


def contracts_all_green(state, *requirements: int) -> None:
    """Only green private contracts on display (no nationals, the other rows empty)."""
    state.national = []
    state.offer = {"green": [private(r) for r in requirements], "yellow": [], "red": []}
    state.contract_decks = {"green": [], "yellow": [], "red": []}


def private(req: int, k: int = 0) -> str:
    return [c.id for c in barrage_data().contracts_of("private") if c.requirement == req][k]


def system(state, cid: str, dam: str, conduit: str, powerhouse: str, drops: int, height=None):
    state.dams[dam] = Dam(cid, height or max(drops, 1), drops)
    state.conduits[conduit] = cid
    state.powerhouses[powerhouse] = cid


def ability(state, cid: str) -> None:
    """The Automa has built 3 powerhouses (ability unlocked, +1 production bonus)."""
    automa = state.companies[AUTOMA]
    automa.ability = True
    automa.left["powerhouse"] = 1
    for site in ("powerhouse:12:3", "powerhouse:12:4"):
        state.powerhouses[site] = cid


def produced(events) -> list[dict]:
    return [e.params for e in events if e.key == "barrage.event.produced"]


# -- easy (§8.8) -----------------------------------------------------------------------------------


def test_easy_automa_gets_no_powerhouse_bonus_in_its_production():
    """2 powerhouses built: +1 to every production, but not for an easy Automa."""
    energy = {}
    for level in ("easy", "normal"):
        state = game(level)
        system(state, GER, "dam:5U", "conduit:5A", "powerhouse:8:1", 2)
        state.powerhouses["powerhouse:12:1"] = GER  # the 2nd powerhouse: +1
        contracts_all_green(state, 4, 5)
        show(state, 17, 1)  # production +2 green
        step = plan_turn(state, AUTOMA).steps[0]
        assert step.status == PERFORMED
        energy[level] = step.detail["energy"]
    assert energy == {"easy": 2 * 3 + 2, "normal": 2 * 3 + 2 + 1}


def test_easy_automa_gets_no_company_board_incomes():
    """Germany's 2nd base reveals 3 VP: once when built and every Income phase — not when easy."""
    gained = {}
    for level in ("easy", "normal"):
        state = game(level)
        state.dams["dam:9L"] = Dam(GER, 1, 0)  # its 1st base
        automa = state.companies[AUTOMA]
        automa.left["base"] = 4
        vp = automa.vp
        turn(state, 4, 1)  # production fails, a base in the mountains (non-red: no fee)
        assert automa.left["base"] == 3
        gained[level] = automa.vp - vp
        incomes = income_effects(state, automa)
        assert (incomes == []) == (level == "easy")
    assert gained == {"easy": 0, "normal": 3}


# -- hard: the technology tiles' specials (§8.8, technology_tiles.json `automa_hard`) --------------


def test_hard_l2_conduit_tile_prefers_a_conduit_of_value_3_or_more_on_ties():
    """The L2 conduit tile's rule settles the ties the criteria leave, before the code walk: from
    code 6A the walk would reach 6B (value 2) first; the rule keeps 5A (value 3). In a real plan
    the stage is recorded, but the conduit column always holds a "(second) most powerful"
    criterion, so the sites it sees share one value."""
    prefer = _tile_preference("conduit_max_5_excavators", "conduit")
    assert prefer is not None
    blind = ("conduit_dam_owned_neutral_opponent", "conduit_powerhouse_owned_opponent")
    sites = ("conduit:6B", "conduit:5A")
    assert choose_site(Waters(), GER, "conduit", sites, blind, "6A").site == "conduit:6B"
    choice = choose_site(Waters(), GER, "conduit", sites, blind, "6A", prefer=prefer)
    assert choice.site == "conduit:5A" and choice.steps[-1].rule == "tile_value_3"
    state = game("hard")
    automa = state.companies[AUTOMA]
    automa.tiles = ["tech:advanced:8"]
    automa.excavators = 10
    show(state, 10, 11)  # water, construction conduit; criteria: owned dam, powerhouse, power
    step = plan_turn(state, AUTOMA).steps[2]
    assert step.status == PERFORMED and step.detail["tile"] == "tech:advanced:8"
    assert MAP.conduits[step.detail["site"]].value >= 3
    assert step.detail["excavators"] == 5  # the tile's own effect: at most 5 excavators
    tile = [s for s in step.detail["choice"]["steps"] if s["stage"] == "tile"]
    assert [s["rule"] for s in tile] == ["tile_value_3"]


def test_hard_tile_choice_higher_level_first_then_a_specific_tile_before_any():
    state = game("hard")
    automa = state.companies[AUTOMA]
    show(state, 4, 1)  # construction: base in the mountains
    automa.tiles = ["tech:basic:base", "tech:advanced:1", "tech:advanced:5", "tech:advanced:10"]
    assert plan_turn(state, AUTOMA).steps[1].detail["tile"] == "tech:advanced:10"  # level II
    automa.tiles = ["tech:basic:base", "tech:advanced:5", "tech:advanced:1"]
    assert plan_turn(state, AUTOMA).steps[1].detail["tile"] == "tech:advanced:1"  # base, not ?


def test_hard_l1_any_tile_takes_the_red_site_for_a_base():
    """Empty map, criteria matching nothing, code 1: basin 1. Normal: the non-red 1L; hard with
    the L1 "?" tile: the red 1U (and no red-site fee, the tile's effect)."""
    site = {}
    for level in ("normal", "hard"):
        state = game(level)
        state.companies[AUTOMA].tiles = ["tech:advanced:5"]
        show(state, 4, 1)  # construction: base in the mountains; dam criteria code 1
        step = plan_turn(state, AUTOMA).steps[1]
        assert step.status == PERFORMED and step.detail["tile"] == "tech:advanced:5"
        site[level] = step.detail["site"]
        if level == "hard":
            assert step.detail["choice"]["steps"][-2]["rule"] == "tile_red_site"
            vp = state.companies[AUTOMA].vp
            turn(state, 4, 1)
            assert state.dams["dam:1U"].owner == GER
            assert state.companies[AUTOMA].vp == vp  # no red-site fee
    assert site == {"normal": "dam:1L", "hard": "dam:1U"}


def test_hard_l2_any_tile_pays_the_required_type_first():
    """A mountain base costs 5 excavators; with 3 excavators and 5 mixers a hard Automa with the
    L2 "?" tile pays its 3 excavators and 2 mixers; with plenty it pays only excavators."""
    state = game("hard")
    automa = state.companies[AUTOMA]
    automa.tiles = ["tech:advanced:10"]
    automa.excavators, automa.mixers = 3, 5
    show(state, 4, 1)
    step = plan_turn(state, AUTOMA).steps[1]
    assert step.status == PERFORMED and step.detail["tile"] == "tech:advanced:10"
    assert (step.detail["excavators"], step.detail["mixers"]) == (3, 2)
    automa.excavators, automa.mixers = 8, 8
    step = plan_turn(state, AUTOMA).steps[1]
    assert (step.detail["excavators"], step.detail["mixers"]) == (5, 0)
    state.difficulty = "normal"  # no specials: 3 excavators are too few
    automa.excavators, automa.mixers = 3, 5
    assert why(plan_turn(state, AUTOMA).steps[1]) == "machinery"


def building_game(difficulty: str = "hard", officer: str | None = None):
    """The expansion, the Automa's earlier actions on tile 17 impossible: its construction of a
    building (index 3, arrow down) is reached."""
    state = game(difficulty, officer=officer, expansion=True)
    automa = state.companies[AUTOMA]
    automa.left["base"] = 0  # production: no system; water: no own dam; base: no piece
    return state


def test_hard_l2_building_tile_pays_only_the_type_it_has_fewer_of():
    state = building_game()
    automa = state.companies[AUTOMA]
    automa.tiles = ["tech:advanced:17"]
    automa.excavators, automa.mixers = 9, 8  # fewer mixers: pays mixers only
    show(state, 17, 1)
    step = plan_turn(state, AUTOMA).steps[3]
    assert step.status == PERFORMED and step.detail["structure"] == "building"
    assert step.detail["excavators"] == 0 and step.detail["mixers"] > 0
    automa.excavators, automa.mixers = 8, 9  # fewer excavators: excavators only
    step = plan_turn(state, AUTOMA).steps[3]
    assert step.detail["excavators"] > 0 and step.detail["mixers"] == 0
    automa.excavators, automa.mixers = 9, 9  # tie: excavators
    step = plan_turn(state, AUTOMA).steps[3]
    assert step.detail["excavators"] > 0 and step.detail["mixers"] == 0


def test_hard_l1_building_tile_scores_the_buildings_vp_instead_of_its_action():
    gained = {}
    for level in ("normal", "hard"):
        state = building_game(level)
        automa = state.companies[AUTOMA]
        automa.tiles = ["tech:advanced:16"]
        automa.excavators = automa.mixers = 9
        show(state, 17, 1)
        step = plan_turn(state, AUTOMA).steps[3]
        assert step.status == PERFORMED and step.detail["tile"] == "tech:advanced:16"
        row = barrage_data().building_sites[step.detail["site"]].row
        building = barrage_data().buildings[state.private_buildings[row - 1]]
        fee = barrage_data().building_sites[step.detail["site"]].fee
        vp, energy, drops = automa.vp, automa.energy, dict(state.dams)
        turn(state, 17, 1)
        gained[level] = automa.vp - vp + fee
        assert automa.energy == energy and state.dams == drops  # no building action
        if level == "hard":
            assert gained[level] == building.vp
    assert gained["normal"] == 0


def test_hard_l2_powerhouse_tile_makes_the_best_production():
    """The powerhouse completing its system (own dam 5U with 2 drops, conduit 5A of value 3):
    with the L2 powerhouse tile a hard Automa then produces 2 x 3 + 2 at once."""
    state = game("hard")
    state.dams["dam:5U"] = Dam(GER, 2, 2)
    state.conduits["conduit:5A"] = GER
    contracts_all_green(state, 4, 5)
    automa = state.companies[AUTOMA]
    automa.tiles = ["tech:advanced:9"]
    show(state, 15, 1)  # production (no system yet), construction powerhouse
    step = plan_turn(state, AUTOMA).steps[1]
    assert step.status == PERFORMED and step.detail["site"].startswith("powerhouse:8:")
    events = turn(state, 15, 1)
    made = produced(events)
    assert len(made) == 1 and made[0]["energy"] == 8 and made[0]["modifier"] == 2
    assert automa.energy == 8
    assert private(5) in automa.fulfilled  # the best contract for 8


# -- hard: the company abilities (§8.8) ------------------------------------------------------------


def test_hard_usa_water_ties_go_to_the_headstream_giving_natural_flow_energy():
    """Own dam in basin 10, reached from C (3 -> 6 -> 10) and D (4 -> 7 -> 10); a USA powerhouse
    in basin 7. Criteria letters C, D, A: C without the ability, D with it (1 energy)."""
    heads = {}
    for level in ("normal", "hard"):
        state = game(level, USA)
        state.dams["dam:10U"] = Dam(USA, 1, 0)
        state.powerhouses["powerhouse:7:1"] = USA
        state.companies[AUTOMA].ability = True
        show(state, 2, 3)  # production, water: 1 drop flowing now; criteria letters C, D, A
        step = plan_turn(state, AUTOMA).steps[1]
        assert step.status == PERFORMED
        heads[level] = step.detail["headstreams"]
        if level == "hard":
            energy = state.companies[AUTOMA].energy
            turn(state, 2, 3)
            assert state.companies[AUTOMA].energy == energy + 1
            assert state.dams["dam:10U"].drops == 1
    assert heads == {"normal": ["headstream:C"], "hard": ["headstream:D"]}


def test_hard_germany_second_production_with_its_best_other_powerhouse_and_no_bonus():
    """Best system 5U-5A-8:1 (3 drops x 3); the others 6U-6A-9:1 (2 x 4) and 7U-7A-10:1 (1 x 2).
    The second production uses the best other powerhouse, without modifier or bonus."""
    state = game("hard", GER)
    system(state, GER, "dam:5U", "conduit:5A", "powerhouse:8:1", 3)
    system(state, GER, "dam:6U", "conduit:6A", "powerhouse:9:1", 2)
    system(state, GER, "dam:7U", "conduit:7A", "powerhouse:10:1", 1)
    state.companies[AUTOMA].ability = True  # 3 powerhouses built: +1 bonus
    contracts_all_green(state, 4, 5)
    state.offer["yellow"] = [private(7), private(8)]
    events = turn(state, 17, 1)  # production +2 green
    made = produced(events)
    assert [(p["powerhouse"], p["energy"]) for p in made] == [
        ("powerhouse:8:1", 3 * 3 + 2 + 1),
        ("powerhouse:9:1", 2 * 4),
    ]
    assert made[1]["modifier"] == 0 and made[1]["bonus"] == 0
    assert state.companies[AUTOMA].energy == 12 + 8
    assert state.companies[AUTOMA].fulfilled == [private(8), private(7)]  # one each
    state = game("normal", GER)  # below hard: no second production
    system(state, GER, "dam:5U", "conduit:5A", "powerhouse:8:1", 3)
    system(state, GER, "dam:6U", "conduit:6A", "powerhouse:9:1", 2)
    state.companies[AUTOMA].ability = True
    contracts_all_green(state, 4, 5)
    assert len(produced(turn(state, 17, 1))) == 1


def test_hard_italy_gains_3_more_energy_after_producing():
    gained = {}
    for level in ("normal", "hard"):
        state = game(level, ITA)
        system(state, ITA, "dam:5U", "conduit:5A", "powerhouse:8:1", 2)
        state.companies[AUTOMA].ability = True
        contracts_all_green(state, 4, 5)
        turn(state, 17, 1)  # 2 x 3 + 2
        gained[level] = state.companies[AUTOMA].energy
    assert gained == {"normal": 8, "hard": 8 + 3}


def test_hard_france_needs_3_less_when_checking_and_when_fulfilling():
    """Production 5 (1 drop x 3 + 2); green requirements 7 and 8 on display: too much at
    normal, 4 and 5 for a hard France, which fulfils the 8."""
    plans = {}
    for level in ("normal", "hard"):
        state = game(level, FRA)
        system(state, FRA, "dam:5U", "conduit:5A", "powerhouse:8:1", 1)
        state.companies[AUTOMA].ability = True
        state.national = []
        state.offer = {"green": [private(4)], "yellow": [private(7), private(8)], "red": []}
        show(state, 18, 1)  # production +2 yellow
        plans[level] = plan_turn(state, AUTOMA).steps[0]
    assert (why(plans["normal"]), plans["normal"].params) == (
        "no_contract",
        {"energy": 5, "colour": "yellow"},
    )
    assert plans["hard"].status == PERFORMED
    assert plans["hard"].detail["contracts"] == [private(8)]


def test_hard_netherlands_extra_drop_goes_to_its_most_productive_other_dam():
    """Produces with 5U (2 x 3, the best); the extra drop goes to 6U (2 drops room, value 4)
    rather than 7U (value 2) — not into 5U, the dam just used."""
    state = game("hard", NED, expansion=True)
    system(state, NED, "dam:5U", "conduit:5A", "powerhouse:8:1", 2)
    system(state, NED, "dam:6U", "conduit:6A", "powerhouse:9:1", 0, height=2)
    system(state, NED, "dam:7U", "conduit:7A", "powerhouse:10:1", 0, height=2)
    state.companies[AUTOMA].ability = True
    contracts_all_green(state, 4, 5)
    events = turn(state, 17, 1)
    assert [p["dam"] for p in produced(events)] == ["dam:5U"]
    assert state.dams["dam:6U"].drops == 1 and state.dams["dam:7U"].drops == 0
    assert state.dams["dam:5U"].drops == 0
    assert any(e.key == "barrage.event.dam_filled" for e in events)


# -- very hard: the officers (§8.8) ----------------------------------------------------------------


def test_very_hard_wilhelm_builds_dams_in_the_mountains_first():
    """Criteria side 17: dam code 5 (a hill basin). Without Wilhelm basin 5; with him the walk
    from 5 reaches the mountains only after wrapping: basin 1."""
    site = {}
    for officer in (None, WILHELM):
        state = game("very-hard", officer=officer)
        show(state, 3, 17)  # production, contract office, construction: base (any area)
        step = plan_turn(state, AUTOMA).steps[2]
        assert step.status == PERFORMED
        site[officer] = step.detail["site"]
    assert MAP.basins[MAP.dams[site[None]].basin].area == "hill"
    assert MAP.basins[MAP.dams[site[WILHELM]].basin].area == "mountain"


def test_very_hard_graziano_raises_a_dam_instead_of_the_shown_structure():
    structure = {}
    for officer in (None, GRAZIANO):
        state = game("very-hard", officer=officer)
        state.dams["dam:5U"] = Dam(GER, 1, 0)
        show(state, 4, 1)  # construction: base in the mountains
        step = plan_turn(state, AUTOMA).steps[1]
        assert step.status == PERFORMED
        structure[officer] = (step.detail["structure"], step.detail["site"])
    assert structure[None][0] == "base"
    assert structure[GRAZIANO] == ("elevation", "dam:5U")
    state = game("very-hard", officer=GRAZIANO)  # no own base to raise: the base
    show(state, 4, 1)
    assert plan_turn(state, AUTOMA).steps[1].detail["structure"] == "base"


def test_very_hard_viktor_uses_exactly_one_drop_on_a_value_1_or_2_conduit():
    """3 drops in 6U, conduit 6B of value 2, tile +2: normally 3 x 2 + 2 = 8; Viktor 1 drop,
    max(1 x 2, 4) + 2 = 6, and 2 drops stay in the dam."""
    for officer, drops, energy in ((None, 3, 8), (VIKTOR, 1, 6)):
        state = game("very-hard", officer=officer)
        system(state, GER, "dam:6U", "conduit:6B", "powerhouse:7:1", 3)
        contracts_all_green(state, 4, 5)
        show(state, 17, 1)
        step = plan_turn(state, AUTOMA).steps[0]
        assert (step.detail["drops"], step.detail["energy"]) == (drops, energy)
        turn(state, 17, 1)
        assert state.dams["dam:6U"].drops == 3 - drops
    state = game("very-hard", officer=VIKTOR)  # value 3: all the drops
    system(state, GER, "dam:5U", "conduit:5A", "powerhouse:8:1", 3)
    contracts_all_green(state, 4, 5)
    show(state, 17, 1)
    assert plan_turn(state, AUTOMA).steps[0].detail["drops"] == 3


def test_very_hard_jill_pays_conduits_with_mixers_and_chooses_mixers():
    state = game("very-hard", officer=JILL)
    automa = state.companies[AUTOMA]
    automa.excavators, automa.mixers = 12, 12
    show(state, 10, 1)  # production, water, construction: conduit
    step = plan_turn(state, AUTOMA).steps[2]
    assert step.status == PERFORMED and step.detail["structure"] == "conduit"
    value = MAP.conduits[step.detail["site"]].value
    assert (step.detail["excavators"], step.detail["mixers"]) == (0, value)
    automa.excavators, automa.mixers = 12, 6  # more excavators: the printed excavators
    step = plan_turn(state, AUTOMA).steps[2]
    assert step.detail["site"] == "conduit:1A"  # value 5: 10 excavators or 5 mixers
    assert (step.detail["excavators"], step.detail["mixers"]) == (10, 0)
    automa.tiles = []  # machine of choice: mixers although it has fewer excavators
    automa.excavators, automa.mixers = 2, 8
    final = plan_turn(state, AUTOMA).steps[-1]
    assert final.detail == {"section": "machinery", "vp": -3, "gain": "mixers"}


def test_very_hard_solomon_replaces_at_most_one_machine_by_3_vp():
    """A mountain base costs 5 excavators."""
    state = game("very-hard", officer=SOLOMON)
    automa = state.companies[AUTOMA]
    show(state, 4, 1)
    automa.excavators = 5  # machinery when available
    step = plan_turn(state, AUTOMA).steps[1]
    assert (step.detail["excavators"], step.detail["replaced"]) == (5, 0)
    automa.excavators = 4  # one machine replaced, counted in the machinery condition
    step = plan_turn(state, AUTOMA).steps[1]
    assert step.status == PERFORMED
    assert (step.detail["excavators"], step.detail["replaced"]) == (4, 1)
    vp = automa.vp
    turn(state, 4, 1)
    fee = MAP.dams[next(s for s, d in state.dams.items() if d.owner == GER)].fee
    assert automa.vp == vp - 3 - fee
    state = game("very-hard", officer=SOLOMON)
    state.companies[AUTOMA].excavators = 3  # two machines short: not at all
    show(state, 4, 1)
    assert why(plan_turn(state, AUTOMA).steps[1]) == "machinery"
    state = game("hard", officer=SOLOMON)  # below very hard: no officer
    state.companies[AUTOMA].excavators = 4
    show(state, 4, 1)
    assert why(plan_turn(state, AUTOMA).steps[1]) == "machinery"


def test_very_hard_anton_copies_the_highest_wheel_tile_only_when_no_own_tile_builds_it():
    state = game("very-hard", officer=ANTON)
    automa = state.companies[AUTOMA]
    automa.wheel[1] = Segment(["tech:advanced:1"], 0, 0)  # L1 base
    automa.wheel[2] = Segment(["tech:advanced:6"], 0, 0)  # L2 base
    automa.wheel[3] = Segment(["tech:advanced:10"], 0, 0)  # L2 "?": specific first
    show(state, 4, 1)
    step = plan_turn(state, AUTOMA).steps[1]
    assert (step.detail["tile"], step.detail["copies"]) == ("tech:basic:base", None)
    automa.tiles.remove("tech:basic:base")
    step = plan_turn(state, AUTOMA).steps[1]
    assert step.status == PERFORMED
    assert (step.detail["tile"], step.detail["copies"]) == (ANTON_TILE, "tech:advanced:6")


def test_very_hard_margot_builds_a_building_when_she_can():
    state = game("very-hard", officer=MARGOT, expansion=True)
    automa = state.companies[AUTOMA]
    automa.excavators = automa.mixers = 9
    show(state, 4, 1)  # construction: base in the mountains, 2 engineers
    step = plan_turn(state, AUTOMA).steps[1]
    assert step.status == PERFORMED
    assert step.detail["structure"] == "building" and step.engineers == 1
    assert step.detail["site"].startswith("building_site:")
    automa.tiles.remove("tech:basic:building")  # no building tile: the base
    step = plan_turn(state, AUTOMA).steps[1]
    assert step.detail["structure"] == "base" and step.engineers == 2


def test_very_hard_simone_fulfils_the_set_of_the_spec_example():
    """Production 9 with requirements 2, 3, 6, 6, 9, 10 on display fulfils 3 and the right-hand
    6 (the set choice itself, with the 12 example, is in test_barrage_contracts.py)."""
    state = game("very-hard", officer=SIMONE, expansion=True)
    system(state, GER, "dam:5U", "conduit:5A", "powerhouse:8:1", 3)
    state.national = []
    state.offer = {
        "green": [private(2), private(3)],
        "yellow": [private(6, 0), private(6, 1)],
        "red": [private(9), private(10)],
    }
    show(state, 5, 1)  # production +0 green: 3 x 3 = 9
    step = plan_turn(state, AUTOMA).steps[0]
    assert step.detail["energy"] == 9
    assert set(step.detail["contracts"]) == {private(3), private(6, 1)}
    turn(state, 5, 1)
    assert set(state.companies[AUTOMA].fulfilled) == {private(3), private(6, 1)}


# -- the log of a whole turn -----------------------------------------------------------------------


def test_a_turn_carries_its_plan_and_logs_each_step_in_both_languages():
    state = RULES.setup({"players": 2, "automa": 1, "difficulty": "hard"}, 4)
    while RULES.rules_action(state) is None:  # the person drafts first (§8.2)
        RULES.apply(state, RULES.legal_actions(state)[0])
    seat = RULES.prompt(state).seat
    events = RULES.apply(state, AutomaTurn())
    head = events[0]
    assert head.key == "barrage.event.automa_revealed"
    plan = head.params["plan"]
    assert plan["seat"] == seat
    reached = [s for s in plan["steps"] if s["status"] != NOT_REACHED]
    lines = [e for e in events if e.key.startswith("barrage.event.automa_")]
    lines = [
        e for e in lines if e.key in ("barrage.event.automa_does", "barrage.event.automa_skips")
    ]
    assert len(lines) == len(reached) >= 1
    for step, line in zip(reached, lines, strict=True):
        key = "automa_does" if step["status"] == PERFORMED else "automa_skips"
        assert line.key == f"barrage.event.{key}" and line.seat == seat
        assert step["status"] in (PERFORMED, SKIPPED, "unsupported")
    names = [c.name for c in state.companies]
    for e in events:
        for lang in ("en", "ko"):
            words = render_event(e, names, lang)
            assert words and "{" not in words and not words.startswith("barrage."), (e.key, lang)


def test_very_hard_mahiri_makes_each_persons_first_action_of_the_round_follow_a_tile():
    state = RULES.setup(
        {"players": 2, "automa": 1, "difficulty": "very-hard", "companies": [USA, GER]}, 2
    )
    state.companies[AUTOMA].officer = "officer:mahiri_sekibo"
    person = state.companies[HUMAN]
    rounds_seen = set()
    while not state.over and len(rounds_seen) < 2:
        prompt = RULES.prompt(state)
        first = (
            prompt.seat == HUMAN
            and state.phase == "actions"
            and not any(person.id in owners for owners in state.spaces.values())
        )
        if first and prompt.kind in ("automa", "turn"):
            assert prompt.kind == "automa"  # its first action of the round: by a tile
            assert RULES.rules_action(state) == AutomaTurn()
            events = RULES.apply(state, AutomaTurn())
            assert events[0].key == "barrage.event.automa_revealed"
            assert person.kind == "person"  # only played as if an Automa
            rounds_seen.add(state.round)
            continue
        if prompt.seat == HUMAN and prompt.kind in ("automa", "turn"):
            assert prompt.kind == "turn"  # every later action is the person's own
        RULES.apply(state, RULES.rules_action(state) or RULES.legal_actions(state)[-1])
    assert rounds_seen == {1, 2}


def test_without_mahiri_a_person_never_follows_a_tile():
    state = RULES.setup(
        {"players": 2, "automa": 1, "difficulty": "very-hard", "companies": [USA, GER]}, 2
    )
    state.companies[AUTOMA].officer = VIKTOR
    while not state.over and state.round < 3:
        prompt = RULES.prompt(state)
        assert not (prompt.seat == HUMAN and prompt.kind == "automa")
        RULES.apply(state, RULES.rules_action(state) or RULES.legal_actions(state)[-1])
