"""What a gesture means at the Roads & Boats table, headless: the reach lens lights exactly the
rules' reach, goods go onto a transporter and off it without ending its move, a construction
lights where it may stand, a drop across a river without a bridge is refused with the rules'
reason, a tap on a building offers its claims."""

from __future__ import annotations

from desktop.games.roadsboats import intents
from rules.core.i18n import render
from rules.core.session import Session
from rules.core.steps import Done
from rules.roadsboats import building, gestures, movement
from rules.roadsboats.actions import ChooseHome, RequestOrder
from rules.roadsboats.production import Claim
from rules.roadsboats.setup import board_of

HOME = "hex:0,3/area:0"  # woods, no river; its south-east neighbour 1,3 has a river
NORTH_BANK, SOUTH_BANK = "hex:1,3/area:1", "hex:1,3/area:0"


def _phase(kind: str, seed: int = 3) -> Session:
    """A 2-player game on the Dead Sea, the first seat at home on 0,3, played on with Done and
    no temple procedure until the first seat's turn of `kind`."""
    session = Session("roads-and-boats", {"players": 2, "map": "map:dead_sea"}, seed)
    rules = session.rules
    first = rules.prompt(session.state).seat
    while (prompt := rules.prompt(session.state)) is not None:
        if prompt.kind == kind and prompt.seat == first:
            return session
        if prompt.kind == "choose_home":
            legal = rules.legal_actions(session.state)
            mine = ChooseHome(HOME)
            session.apply(mine if prompt.seat == first else legal[-1])
        elif prompt.kind == "order_request":
            session.apply(RequestOrder(False))
        else:
            session.apply(Done())
    raise AssertionError(f"no {kind} turn")


def _mine(session: Session) -> list[str]:
    state = session.state
    colour = state.players[session.rules.prompt(state).seat].colour
    return [t.id for t in state.transporters if t.owner == colour]


def test_the_reach_lens_lights_exactly_the_rules_reach():
    session = _phase("movement")
    rules, state = session.rules, session.state
    donkey = _mine(session)[0]
    lit = intents.reach(rules, state, donkey)
    assert set(lit) == set(movement.reach_places(state, donkey)) - {HOME}
    assert NORTH_BANK in lit and SOUTH_BANK not in lit
    assert {label.params["n"] for label in lit.values()} == {1}  # a donkey: one step anywhere


def test_a_drop_across_the_river_without_a_bridge_is_refused_with_the_rules_reason():
    session = _phase("movement")
    rules, state = session.rules, session.state
    donkey = _mine(session)[0]
    assert intents.dropped(rules, state, donkey, SOUTH_BANK) == []
    why = rules.why_not(state, rules.intent(state, donkey, SOUTH_BANK))
    assert why is not None and why.key == "roads-and-boats.why.move_river"


def test_goods_go_aboard_and_off_again_without_ending_the_move():
    session = _phase("movement")
    rules = session.rules
    donkey = _mine(session)[0]
    pile = f"{HOME}/good:boards"
    lit = intents.reach(rules, session.state, pile)
    assert set(lit) == set(_mine(session))  # every donkey at home can take them
    (load,) = intents.dropped(rules, session.state, pile, donkey)
    session.apply(load)
    t = session.state.transporter(donkey)
    assert t.cargo == ["good:boards"] * 2 and not t.moved  # as many as a donkey carries
    (move,) = intents.dropped(rules, session.state, donkey, NORTH_BANK)
    session.apply(move)
    cargo = f"{donkey}/good:boards"
    assert NORTH_BANK in intents.reach(rules, session.state, cargo)
    (drop,) = intents.dropped(rules, session.state, cargo, NORTH_BANK)
    session.apply(drop)
    assert session.state.goods[NORTH_BANK] == {"good:boards": 2}
    assert session.state.goods[HOME]["good:boards"] == 3
    assert session.state.transporter(donkey).moved  # its move is made; dropping did not undo it
    assert intents.reach(rules, session.state, donkey) == {}
    other = _mine(session)[1]  # the lens tells the goods lying where it reaches
    label = intents.reach(rules, session.state, other)[NORTH_BANK]
    assert render(label, "en") == "1 step · 2 goods here"


def test_a_construction_lights_where_it_may_stand_and_a_bridge_offers_its_arms():
    session = _phase("building")
    rules, state = session.rules, session.state
    seat = rules.prompt(state).seat
    lit = intents.reach(rules, state, "build:building:woodcutter")
    assert [render(label, "en") for label in lit.values()] == ["1 board"]  # its cost
    builds = [a for a in building.build_options(state, seat) if isinstance(a, building.Build)]
    assert set(lit) == {a.site for a in builds if a.building == "building:woodcutter"} == {HOME}
    roads = intents.reach(rules, state, "build:road")
    assert roads and all(r.startswith("edge:") for r in roads)
    road = next(iter(roads))
    (action,) = intents.dropped(rules, state, "build:road", road)
    assert isinstance(action, building.Road) and rules.why_not(state, action) is None
    assert gestures.construction(state, seat, "road", road) == action


def test_a_tap_on_a_woodcutter_offers_its_trunk_onto_the_tile_or_a_transporter():
    session = _phase("building")
    rules = session.rules
    seat = rules.prompt(session.state).seat
    (build,) = intents.dropped(rules, session.state, "build:building:woodcutter", HOME)
    session.apply(build)
    session = _continue_to(session, "production", seat)
    cutter = next(b.id for b in session.state.buildings if b.kind == "building:woodcutter")
    offered = intents.tapped(session.rules, session.state, cutter)
    assert offered and all(isinstance(a, Claim) for a in offered)
    assert {a.onto for a in offered} == {HOME, *_mine(session)}
    assert intents.tapped(session.rules, session.state, _mine(session)[0]) != []  # claims onto it
    board = board_of(session.state)
    assert cutter.endswith("hex:0,3") and board.tile  # the woodcutter stands at home


def _continue_to(session: Session, kind: str, seat: int) -> Session:
    rules = session.rules
    while (prompt := rules.prompt(session.state)) is not None:
        if prompt.kind == kind and prompt.seat == seat:
            return session
        answer = RequestOrder(False) if prompt.kind == "order_request" else Done()
        session.apply(answer)
    raise AssertionError(f"no {kind} turn")


def test_a_tap_that_offers_nothing_says_the_rules_reason():
    session = _phase("wonder")
    rules = session.rules
    seat = rules.prompt(session.state).seat
    colour = session.state.players[seat].colour
    for t in session.state.transporters:  # every transporter away from home: no brick
        if t.owner == colour:
            t.location = NORTH_BANK
    assert intents.tapped(rules, session.state, "wonder") == []
    why = intents.why_not_tap(rules, session.state, "wonder")
    assert why is not None and why.key == "roads-and-boats.why.no_transporter_at_home"
    assert intents.why_not_tap(rules, session.state, HOME) is None  # a side means nothing here


def test_a_tap_on_a_transporter_offers_the_moves_that_carry_it_or_it_carries_in():
    session = _phase("movement")
    rules = session.rules
    rider = _mine(session)[1]
    offered = intents.tapped(rules, session.state, rider)
    assert offered and all(isinstance(a, movement.Move) and a.carry for a in offered)
    assert any(a.carry == rider for a in offered) and any(a.transporter == rider for a in offered)
    assert all(rider in (a.carry, a.transporter) for a in offered)
    assert all(rules.why_not(session.state, a) is None for a in offered)
