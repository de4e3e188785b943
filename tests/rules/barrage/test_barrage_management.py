"""Barrage's management-board actions (spec §4.1, §4.5–§4.11) and the effect interpreter (§4.13):
the spec's worked examples, refusals in both languages, engineers and credits accounted for, and
random legal actions from setup states."""

from __future__ import annotations

import random

import pytest

from rules.barrage.data import Effect, barrage_data
from rules.barrage.effects import (
    EffectChoices,
    apply_effects,
    needs,
    produced,
    rotate_wheel,
    why_not_effects,
)
from rules.barrage.management import (
    BANK,
    apply_bank,
    apply_contracts,
    apply_machinery,
    apply_patent,
    apply_production,
    apply_water,
    apply_workshop,
    contract_options,
    contracts_to_take,
    machinery_choice_needed,
    production_options,
    space_options,
    water_drops,
    why_not_bank,
    why_not_contracts,
    why_not_machinery,
    why_not_production,
    why_not_space,
    why_not_water,
)
from rules.barrage.setup import setup
from rules.barrage.state import BLOCKED, clone, engineers_placed
from rules.barrage.water import NEUTRAL, Dam
from rules.core.errors import IllegalAction
from rules.core.i18n import render, render_event
from rules.core.state import state_hash
from rules.core.text import Text

DATA = barrage_data()
COMPANIES = ["company:usa", "company:germany", "company:italy", "company:france"]
USA, GERMANY = 0, 1
HEADS = ["headstream:A", "headstream:B", "headstream:C", "headstream:D"]
NAMES = ["Ann", "Ben", "Cho", "Dan"]


def game(players: int = 4, seed: int = 1, **options):
    state = setup({"players": players, "companies": COMPANIES[:players], **options}, seed)
    state.phase = "actions"
    return state


def why(text: Text | None) -> str | None:
    return None if text is None else text.key.removeprefix("barrage.why.")


def renders(text: Text) -> None:
    """The reason reads as words in both languages, every placeholder filled."""
    for lang in ("en", "ko"):
        words = render(text, lang, names=NAMES)
        assert words != text.key and "{" not in words, (lang, words)


def rendered(events) -> None:
    for lang in ("en", "ko"):
        for e in events:
            line = render_event(e, NAMES, lang)
            assert line != e.key and "{" not in line, (lang, line)


def total_engineers(state, seat: int) -> int:
    c = state.companies[seat]
    return c.engineers + engineers_placed(state, c)


# -- action spaces (§4.1, §2.2) -------------------------------------------------------------------


def test_a_fresh_round_offers_every_open_space_but_production():
    state = game()
    offered = {s.space for s in space_options(state, USA)}
    sections = {DATA.spaces[s].section for s in offered}
    assert sections == {"water", "bank", "workshop", "machinery", "contracts", "patent"}
    # nobody has a powerhouse yet: no production system
    assert why(why_not_space(state, USA, "space:turbine:1L")) == "no_production"
    bank = next(s for s in space_options(state, USA) if s.space == BANK)
    assert (bank.fewest, bank.most, bank.credits) == (1, 12, 0)
    red = next(s for s in space_options(state, USA) if s.space == "space:water:1R")
    assert (red.fewest, red.credits) == (2, 3)


@pytest.mark.parametrize(
    ("players", "closed"),
    [
        (4, set()),
        (3, {"turbine:2", "machinery:2", "contracts:2"}),
        (2, {"turbine:2", "turbine:4", "workshop:2", "machinery:2", "contracts:2"}),
    ],
)
def test_marked_rows_are_closed_with_fewer_companies(players, closed):
    state = game(players)
    blocked = {sid.removeprefix("space:")[:-1] for sid in state.spaces if sid.endswith(("L", "R"))}
    assert blocked == closed
    for row in closed:
        for side in "LR":
            text = why_not_space(state, USA, f"space:{row}{side}")
            assert why(text) == "space_blocked"
            renders(text)


def test_a_space_is_used_once_a_round_by_anyone_but_the_bank_is_open():
    state = game()
    apply_workshop(state, USA, "space:workshop:1L")
    for seat in (USA, GERMANY):
        text = why_not_space(state, seat, "space:workshop:1L")
        assert why(text) == "space_taken"
        renders(text)
    # either free side may be chosen [amb 7]: the right one stays open, even to the same company
    assert why_not_space(state, USA, "space:workshop:1R") is None
    apply_bank(state, USA, 2)
    apply_bank(state, GERMANY, 1)
    assert state.spaces[BANK] == {"company:usa": 2, "company:germany": 1}


def test_a_space_needs_its_engineers_and_its_credits():
    state = game()
    usa = state.companies[USA]
    usa.engineers = 1
    text = why_not_space(state, USA, "space:workshop:3L")
    assert why(text) == "too_few_engineers"
    renders(text)
    usa.engineers, usa.credits = 12, 4
    text = why_not_space(state, USA, "space:workshop:3L")  # 5 credits printed
    assert why(text) == "too_few_credits"
    renders(text)
    usa.credits = 2
    assert why(why_not_space(state, USA, "space:water:1R")) == "too_few_credits"  # red fee 3


def test_spaces_are_refused_outside_the_action_phase_and_after_passing():
    state = game()
    state.phase = "income"
    assert why(why_not_space(state, USA, BANK)) == "not_action_phase"
    state.phase = "actions"
    state.companies[USA].passed = True
    assert why(why_not_space(state, USA, BANK)) == "already_passed"
    assert why(why_not_space(state, GERMANY, "space:construction:1")) == "no_such_space"
    for key in ("not_action_phase", "already_passed", "no_such_space"):
        renders(Text(f"barrage.why.{key}", {"space": "x"}))


def test_an_illegal_action_leaves_the_state_untouched():
    state = game()
    state.companies[USA].credits = 1
    before = state_hash(state)
    with pytest.raises(IllegalAction) as refused:
        apply_workshop(state, USA, "space:workshop:3L")
    assert refused.value.reason.key == "barrage.why.too_few_credits"
    with pytest.raises(IllegalAction):
        apply_water(state, USA, "space:water:1L", HEADS[:3])
    assert state_hash(state) == before


# -- Turbine Station (§4.5, §5.5) -----------------------------------------------------------------


def production_table(state):
    """A neutral dam with 2 drops in basin 1, Germany's value-4 conduit 1B to basin 5, and the
    USA's powerhouse there: the spec's example."""
    state.dams = {"dam:1L": Dam(NEUTRAL, 2, 2)}
    state.conduits["conduit:1B"] = "company:germany"
    state.powerhouses["powerhouse:5:1"] = "company:usa"


def test_the_spec_example_two_drops_through_a_value_4_conduit_with_plus_1_make_9():
    state = game()
    production_table(state)
    usa, germany = state.companies[USA], state.companies[GERMANY]
    usa.energy = 5
    options = production_options(state, USA, "space:turbine:2L")
    assert [(o.dam, o.conduit, o.powerhouse, o.fewest, o.most) for o in options] == [
        ("dam:1L", "conduit:1B", "powerhouse:5:1", 1, 2)
    ]
    done = apply_production(
        state, USA, "space:turbine:2L", "dam:1L", "conduit:1B", "powerhouse:5:1", 2
    )
    assert done.energy == 8 + 1 == 9
    assert usa.energy == 5 + 9
    assert (usa.credits, germany.credits, germany.vp) == (6 - 2, 6 + 2, 10 + 2)
    assert state.dams["dam:1L"].drops == 0
    assert usa.engineers == 10 and state.spaces["space:turbine:2L"] == {"company:usa": 2}
    keys = [e.key for e in done.events]
    assert keys[:4] == [
        "barrage.event.took_turbine",
        "barrage.event.produced",
        "barrage.event.conduit_paid",
        "barrage.event.energy_produced",
    ]
    flowed = [
        e for e in done.events if e.key in ("barrage.event.drop_stored", "barrage.event.drop_left")
    ]
    assert len(flowed) == 2 and all(e.moved[0] == "powerhouses:5" for e in flowed)
    rendered(done.events)


def test_the_energy_track_example_7_after_5_reaches_12():
    state = game()
    state.dams = {"dam:1L": Dam("company:usa", 2, 2)}
    state.conduits["conduit:1B"] = "company:usa"
    state.powerhouses["powerhouse:5:1"] = "company:usa"
    usa = state.companies[USA]
    usa.energy = 5
    # 2 drops x 4 - 1 (row 4) = 7: own conduit, nothing paid
    done = apply_production(
        state, USA, "space:turbine:4L", "dam:1L", "conduit:1B", "powerhouse:5:1", 2
    )
    assert (done.energy, usa.energy, usa.credits) == (7, 12, 6)


def test_the_right_space_fee_counts_against_the_conduit_payment():
    state = game()
    production_table(state)
    state.companies[USA].credits = 4  # 3 for the red space leaves 1 for Germany's conduit
    [option] = production_options(state, USA, "space:turbine:1R")
    assert (option.fewest, option.most) == (1, 1)
    text = why_not_production(
        state, USA, "space:turbine:1R", "dam:1L", "conduit:1B", "powerhouse:5:1", 2
    )
    assert why(text) == "cannot_pay_conduit"
    renders(text)


def value_1_table(state, seat: int = USA):
    """A neutral dam with 1 drop in basin 9, a value-1 conduit 9A to basin 11, a powerhouse."""
    state.dams = {"dam:9L": Dam(NEUTRAL, 1, 1)}
    state.conduits["conduit:9A"] = COMPANIES[seat]
    state.powerhouses["powerhouse:11:1"] = COMPANIES[seat]


def test_a_production_below_1_energy_cannot_be_taken():
    state = game()
    value_1_table(state)
    # 1 x 1 - 2 < 1 on the -2 row; 1 x 1 + 0 = 1 on the 0 row
    assert production_options(state, USA, "space:turbine:5L") == []
    text = why_not_space(state, USA, "space:turbine:5L")
    assert why(text) == "no_production"
    renders(text)
    assert why_not_space(state, USA, "space:turbine:3L") is None
    text = why_not_production(
        state, USA, "space:turbine:5L", "dam:9L", "conduit:9A", "powerhouse:11:1", 1
    )
    assert why(text) == "no_energy"
    renders(text)


def test_viktor_counts_a_small_production_as_4_before_the_modifier():
    state = game()
    value_1_table(state)
    state.companies[USA].officer = "officer:viktor_fiesler"
    done = apply_production(
        state, USA, "space:turbine:5L", "dam:9L", "conduit:9A", "powerhouse:11:1", 1
    )
    assert done.energy == 4 - 2


def test_italy_gets_3_more_energy_but_not_for_the_contract():
    state = game()
    italy = state.companies[2]
    state.dams = {"dam:1L": Dam(NEUTRAL, 2, 2)}
    state.conduits["conduit:1B"] = "company:italy"
    state.powerhouses["powerhouse:5:1"] = "company:italy"
    italy.ability = True
    done = apply_production(
        state, 2, "space:turbine:3L", "dam:1L", "conduit:1B", "powerhouse:5:1", 1
    )
    assert done.energy == 4 and italy.energy == 4 + 3


# -- Water Management (§4.6) ----------------------------------------------------------------------


def test_row_1_places_up_to_2_drops_that_wait_for_the_water_flow_phase():
    state = game()
    assert water_drops("space:water:1L") == (1, 2, False)
    events = apply_water(state, USA, "space:water:1L", ["headstream:A", "headstream:C"])
    assert state.headstreams == {
        "headstream:A": 1,
        "headstream:B": 0,
        "headstream:C": 1,
        "headstream:D": 0,
    }
    rendered(events)
    state2 = game()
    apply_water(state2, USA, "space:water:1R", ["headstream:B", "headstream:B"])
    assert state2.headstreams["headstream:B"] == 2 and state2.companies[USA].credits == 3
    state3 = game()
    apply_water(state3, USA, "space:water:1L", ["headstream:D"])  # 1 drop is allowed [amb 37]
    assert state3.headstreams["headstream:D"] == 1


def test_water_refusals():
    state = game()
    for chosen, key in (
        ([], "drop_count"),
        (HEADS[:3], "drop_count"),
        (["headstream:Z"], "no_headstream"),
    ):
        text = why_not_water(state, USA, "space:water:1L", chosen)
        assert why(text) == key
        renders(text)
    assert why(why_not_water(state, USA, "space:water:2L", HEADS[:2])) == "drop_count"


def test_row_2_drop_flows_at_once_into_the_first_dam_with_room():
    state = game()
    state.dams = {"dam:1U": Dam("company:usa", 1, 0)}
    assert water_drops("space:water:2L") == (1, 1, True)
    events = apply_water(state, USA, "space:water:2L", ["headstream:A"])
    assert state.dams["dam:1U"].drops == 1
    assert state.headstreams["headstream:A"] == 0  # nothing left waiting
    assert events[-1].key == "barrage.event.drop_stored"
    assert events[-1].moved == ("headstream:A", "dam:1U")
    rendered(events)


# -- Bank (§4.7) ----------------------------------------------------------------------------------


def test_the_bank_pays_1_credit_per_engineer():
    state = game()
    events = apply_bank(state, USA, 3)
    assert state.companies[USA].credits == 9 and state.companies[USA].engineers == 9
    rendered(events)
    assert why(why_not_bank(state, USA, 0)) == "bank_engineers"
    assert why(why_not_bank(state, USA, 10)) == "too_few_engineers"
    renders(why_not_bank(state, USA, 0))


# -- Workshop (§4.8) ------------------------------------------------------------------------------


def test_the_seed_example_2_engineers_pay_2_rotate_2():
    state = game()
    usa = state.companies[USA]
    usa.wheel[2].excavators = 3  # comes back after the 2nd single turn
    usa.wheel[2].tiles.append("tech:basic:base")
    usa.tiles.remove("tech:basic:base")
    events = apply_workshop(state, USA, "space:workshop:2L")
    assert usa.open == 2 and usa.credits == 4 and usa.engineers == 10
    assert usa.excavators == 6 + 3 and "tech:basic:base" in usa.tiles
    assert usa.wheel[2].empty
    assert [e.key for e in events].count("barrage.event.wheel_turned") == 2
    rendered(events)


def test_workshop_row_3_costs_5_and_turns_3():
    state = game()
    usa = state.companies[USA]
    assert why(why_not_space(state, USA, "space:workshop:3R")) == "too_few_credits"  # 3 + 5
    usa.credits = 8
    apply_workshop(state, USA, "space:workshop:3R")
    assert (usa.open, usa.credits, usa.engineers) == (3, 0, 9)


# -- Machinery Shop (§4.9) ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("space", "machine", "credits", "excavators", "mixers"),
    [
        ("space:machinery:1L", None, 4, 7, 4),
        ("space:machinery:1R", None, 1, 7, 4),
        ("space:machinery:2L", "mixers", 2, 6, 5),
        ("space:machinery:2R", "excavators", 2, 7, 4),
        ("space:machinery:3L", None, 1, 7, 5),
    ],
)
def test_the_machinery_shop_sells_what_it_shows(space, machine, credits, excavators, mixers):
    state = game()
    events = apply_machinery(state, USA, space, machine)
    usa = state.companies[USA]
    assert (usa.credits, usa.excavators, usa.mixers) == (credits, excavators, mixers)
    rendered(events)


def test_the_machinery_choice_is_asked_where_the_space_offers_one():
    state = game()
    assert machinery_choice_needed("space:machinery:2L")
    assert not machinery_choice_needed("space:machinery:1L")
    text = why_not_machinery(state, USA, "space:machinery:2L")
    assert why(text) == "machine_choice"
    renders(text)
    state.companies[USA].credits = 4
    assert why(why_not_space(state, USA, "space:machinery:3R")) == "too_few_credits"


# -- Contract Office (§4.10) ----------------------------------------------------------------------


def test_taking_a_contract_refills_the_display():
    state = game()
    offered = contract_options(state)
    assert len(offered) == 6
    pick = offered[0]
    colour = DATA.contracts[pick].colour
    deck = len(state.contract_decks[colour])
    events = apply_contracts(state, USA, "space:contracts:1L", [pick])
    usa = state.companies[USA]
    assert pick in usa.contracts and pick not in contract_options(state)
    assert len(state.offer[colour]) == 2 and len(state.contract_decks[colour]) == deck - 1
    assert any(e.key == "barrage.event.contract_revealed" and e.reveals for e in events)
    rendered(events)


def test_row_3_pays_1_and_takes_2_then_discards_down_to_3():
    state = game()
    usa = state.companies[USA]
    usa.contracts.append(state.offer["green"].pop())  # 2 in hand; the display refills below
    state.offer["green"].append(state.contract_decks["green"].pop())
    assert contracts_to_take(state, "space:contracts:3L") == 2
    taken = [state.offer["yellow"][0], state.offer["red"][0]]
    text = why_not_contracts(state, USA, "space:contracts:3L", taken)
    assert why(text) == "contract_discards"
    renders(text)
    starting = usa.contracts[0]
    apply_contracts(state, USA, "space:contracts:3L", taken, [starting])
    assert usa.credits == 5 and len(usa.contracts) == 3 and starting not in usa.contracts
    # a starting tile leaves the game
    assert all(starting not in pile for pile in state.contract_discards.values())


def test_contract_refusals():
    state = game()
    offered = contract_options(state)
    for taken, key in (
        ([], "contract_count"),
        (offered[:2], "contract_count"),
        (["contract:private:999"], "contract_not_offered"),
    ):
        text = why_not_contracts(state, USA, "space:contracts:1L", taken)
        assert why(text) == key
        renders(text)
    for colour in state.offer:
        state.offer[colour] = []
    assert why(why_not_space(state, USA, "space:contracts:1L")) == "no_contracts_offered"


def test_an_empty_deck_is_made_again_from_its_discards():
    state = game()
    colour = "green"
    state.contract_discards[colour] = state.contract_decks[colour]
    state.contract_decks[colour] = []
    events = apply_contracts(state, USA, "space:contracts:1L", [state.offer[colour][0]])
    assert len(state.offer[colour]) == 2 and not state.contract_discards[colour]
    assert any(e.key == "barrage.event.contracts_reshuffled" for e in events)


# -- Patent Office (§4.11) ------------------------------------------------------------------------


def test_the_patent_office_sells_the_linked_tile_and_leaves_the_slot_empty():
    state = game()
    tile = state.patent[1]
    events = apply_patent(state, USA, "space:patent:2")
    usa = state.companies[USA]
    assert tile in usa.tiles and state.patent[1] is None
    assert (usa.credits, usa.engineers) == (1, 10)
    rendered(events)
    text = why_not_space(state, GERMANY, "space:patent:2")
    assert why(text) == "space_taken"
    state.spaces.pop("space:patent:2")
    assert why(why_not_space(state, GERMANY, "space:patent:2")) == "patent_empty"
    renders(why_not_space(state, GERMANY, "space:patent:2"))


def test_the_beginner_game_has_no_patent_office():
    state = setup({"players": 4, "beginner": True}, 3)
    state.phase = "actions"
    assert why(why_not_space(state, USA, "space:patent:1")) == "patent_beginner"
    renders(why_not_space(state, USA, "space:patent:1"))


# -- effects (§4.13) ------------------------------------------------------------------------------


def effects(*items):
    return tuple(Effect(kind, tuple(params.items())) for kind, params in items)


def test_simple_effects_apply_in_order():
    state = game()
    usa = state.companies[USA]
    reward = effects(
        ("vp", {"amount": 3}),
        ("credits", {"amount": 2}),
        ("machinery", {"amount": 2}),
        ("energy", {"amount": 2}),
        ("produce", {"amount": 4}),
        ("drops", {"amount": 2}),
        ("rotate", {"amount": 1}),
    )
    assert needs(reward).machines == 2 and needs(reward).drops == ((2, 2),)
    assert produced(reward) == 4
    choices = EffectChoices(headstreams=(("headstream:A", "headstream:B"),), excavators=1)
    events = apply_effects(state, USA, reward, choices)
    assert (usa.vp, usa.credits, usa.excavators, usa.mixers, usa.energy) == (13, 8, 7, 5, 6)
    assert state.headstreams["headstream:A"] == 1 and usa.open == 1
    rendered(events)


def test_effects_refuse_what_is_not_simple_or_not_chosen():
    state = game()
    build = effects(("build", {"structure": "base"}))
    text = why_not_effects(state, USA, build)
    assert why(text) == "effect_not_simple"
    renders(text)
    drops = effects(("drops_now", {"amount": 2}))
    assert why(why_not_effects(state, USA, drops)) == "drops_choice_missing"
    one = EffectChoices(headstreams=(("headstream:A",),))
    assert why(why_not_effects(state, USA, drops, one)) == "drop_count"
    dam = effects(("dam_drop", {"amount": 1}))
    text = why_not_effects(state, USA, dam, EffectChoices(dams=("dam:1U",)))
    assert why(text) == "no_dam"
    for key in ("drops_choice_missing", "dam_drops_choice", "machine_choice"):
        renders(Text(f"barrage.why.{key}", {"n": 2}))


def test_a_dam_drop_goes_into_a_neutral_dam_with_room():
    state = game()
    site = next(s for s, d in state.dams.items() if d.height >= 2)
    events = apply_effects(
        state, USA, effects(("dam_drop", {"amount": 1})), EffectChoices(dams=(site,))
    )
    assert state.dams[site].drops == 2
    rendered(events)


def test_the_wheel_gives_back_after_six_turns():
    state = game()
    usa = state.companies[USA]
    usa.wheel[usa.open].mixers = 2
    usa.mixers -= 2
    rotate_wheel(usa, 5)
    assert usa.mixers == 2
    rotate_wheel(usa, 1)
    assert usa.mixers == 4


# -- random legal actions -------------------------------------------------------------------------


def random_action(state, seat, rng: random.Random) -> list:
    """One random legal management action for `seat` (none: an empty list)."""
    choices = space_options(state, seat)
    if not choices:
        return []
    choice = rng.choice(choices)
    space = choice.space
    match choice.section:
        case "turbine":
            option = rng.choice(production_options(state, seat, space))
            drops = rng.randint(option.fewest, option.most)
            args = (option.dam, option.conduit, option.powerhouse, drops)
            return apply_production(state, seat, space, *args).events
        case "water":
            fewest, most, _ = water_drops(space)
            heads = [rng.choice(HEADS) for _ in range(rng.randint(fewest, most))]
            return apply_water(state, seat, space, heads)
        case "bank":
            return apply_bank(state, seat, rng.randint(choice.fewest, choice.most))
        case "workshop":
            return apply_workshop(state, seat, space)
        case "machinery":
            return apply_machinery(state, seat, space, rng.choice(["excavators", "mixers"]))
        case "contracts":
            taken = rng.sample(contract_options(state), contracts_to_take(state, space))
            company = state.companies[seat]
            hand = [*company.contracts, *taken]
            excess = max(0, len(hand) - 3)
            return apply_contracts(state, seat, space, taken, rng.sample(hand, excess))
        case "patent":
            return apply_patent(state, seat, space)
    raise AssertionError(choice)


@pytest.mark.parametrize("seed", range(6))
def test_random_legal_actions_keep_engineers_and_credits_sound(seed):
    rng = random.Random(seed)
    players = 2 + seed % 3
    state = game(players, seed)
    # some water and structures so that productions happen too
    for site in list(state.dams):
        state.dams[site] = Dam(NEUTRAL, state.dams[site].height, state.dams[site].height)
    state.conduits.update({"conduit:1B": COMPANIES[0], "conduit:3A": COMPANIES[1]})
    state.conduits.update({"conduit:6A": COMPANIES[0], "conduit:8A": COMPANIES[1]})
    for seat, house in enumerate(["powerhouse:5:1", "powerhouse:9:1", "powerhouse:5:2"][:players]):
        state.powerhouses[house] = COMPANIES[seat]
    start = [total_engineers(state, s) for s in range(players)]
    taken = 0
    for turn in range(60):
        seat = turn % players
        copy = clone(state)
        events = random_action(state, seat, rng)
        if not events:
            assert state_hash(state) == state_hash(copy)
            continue
        taken += 1
        rendered(events)
        for s in range(players):
            assert total_engineers(state, s) == start[s]
            assert state.companies[s].credits >= 0
            assert len(state.companies[s].contracts) <= 3
        for sid, owners in state.spaces.items():
            sp = DATA.spaces[sid]
            if sid != BANK and BLOCKED not in owners:
                assert list(owners.values()) == [sp.engineers]  # one company, once
    assert taken > 10
