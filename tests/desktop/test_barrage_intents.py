"""What a gesture means at the Barrage table (desktop/games/barrage/intents.py), headless: the
legal answers a drop or a tap stands for, what a held piece lights and why a gesture means
nothing; and the colour the game gives a seat."""

from __future__ import annotations

from desktop.games.barrage import intents
from rules.barrage import management
from rules.barrage.actions import ENGINEERS, Construct, Pass, Water
from rules.core.games import ruleset
from rules.core.session import Session

OPTIONS = {"players": 3, "automa": 1, "difficulty": "normal", "beginner": False}


def at_first_turn(seed: int = 2) -> Session:
    """A game past the draft (the first legal answer each time), at a person's first turn."""
    session = Session("barrage", OPTIONS, seed)
    rules = session.rules
    while rules.prompt(session.state).kind != "turn":
        own = rules.rules_action(session.state)
        session.apply(own or rules.legal_actions(session.state)[0], by="rules" if own else "person")
    return session


def test_engineers_on_a_space_mean_every_answer_taken_there():
    session = at_first_turn()
    rules, state = session.rules, session.state
    found = intents.dropped(rules, state, ENGINEERS, "space:water:1L")
    assert found and all(isinstance(a, Water) and a.space == "space:water:1L" for a in found)
    assert set(found) == {
        a for a in rules.legal_actions(state) if getattr(a, "space", None) == "space:water:1L"
    }
    reach = intents.reach(rules, state, ENGINEERS)
    assert "space:water:1L" in reach and "space:bank" in reach
    price = management.space_price(management.action_space("space:water:1L"))
    assert reach["space:water:1L"] == price


def test_a_tile_on_a_site_means_its_builds_there_lit_with_the_cheapest_price():
    session = at_first_turn()
    rules, state = session.rules, session.state
    build = next(a for a in rules.legal_actions(state) if isinstance(a, Construct))
    found = intents.dropped(rules, state, build.tile, build.site)
    assert build in found and all(a.tile == build.tile and a.site == build.site for a in found)
    reach = intents.reach(rules, state, build.tile)
    assert reach[build.site] == min(a.credits for a in found)
    assert intents.tapped(rules, state, build.site) and all(
        build.site in (a.target, getattr(a, "site", None), getattr(a, "dam", None))
        or build.site in str(a)
        for a in intents.tapped(rules, state, build.site)
    )


def test_a_gesture_that_means_nothing_says_why():
    session = at_first_turn()
    rules, state = session.rules, session.state
    seat = rules.prompt(state).seat
    shut = next(
        s
        for s in ("space:turbine:1L", "space:contracts:1L", "space:patent:1")
        if management.why_not_space(state, seat, s) is not None
    )
    assert not intents.dropped(rules, state, ENGINEERS, shut)
    assert intents.why_not(rules, state, ENGINEERS, shut) == management.why_not_space(
        state, seat, shut
    )
    tile = state.companies[seat].tiles[0]
    taken = [a for a in rules.legal_actions(state) if isinstance(a, Construct)]
    nowhere = next(
        s
        for s in ("dam:1U", "dam:2U", "conduit:1A", "powerhouse:1:1")
        if not any(a.tile == tile and a.site == s for a in taken)
    )
    why = intents.why_not(rules, state, tile, nowhere)
    assert why is not None and why.key.startswith("barrage.why.")
    assert intents.tapped(rules, state, "basin:1") == []


def test_pass_names_nothing_and_the_company_colours_its_seat():
    session = at_first_turn()
    rules, state = session.rules, session.state
    assert any(isinstance(a, Pass) for a in rules.legal_actions(state))
    colours = {rules.seat_colour(state, s) for s in range(3)}
    assert colours <= {"red", "black", "green", "white", "orange"} and len(colours) == 3
    fresh = ruleset("barrage").setup(ruleset("barrage").normalize_options(OPTIONS), 1)
    assert ruleset("barrage").seat_colour(fresh, 0) is None  # no company before the draft
