"""Roads & Boats at the table by real gestures (mouse presses, moves and releases on the views'
viewports; clicks on the prompt bar's buttons), Ann a person and Bob a heuristic bot on the Dead
Sea, the rules' state checked after each:

- turn 1: boards dragged from home onto a donkey (it keeps its move), the donkey dragged along
  its reach lens (exactly the rules' reach) to a woods tile, a drop across a river without a
  bridge refused (the hash unchanged, the rules' reason in the bar), a woodcutter dragged from
  the build palette onto the lit site, a road onto a lit edge, a brick bought with a tap on the
  wonder and its button;
- turn 2: a tap on the woodcutter and the button that puts its trunk on a donkey, that donkey
  carrying the trunk to the woodcutter's neighbour;
- saved, reopened, played on."""

from __future__ import annotations

from roadsboats_gestures import ANN, RoadsBoatsTable, new_session

from rules.core.session import Session
from rules.core.text import Text
from rules.roadsboats import building, movement
from rules.roadsboats.actions import BuyBrick, ChooseHome
from rules.roadsboats.production import Claim

SEED = 3
HOME = "hex:0,3/area:0"  # woods; its south-east neighbour 1,3 has a river
NORTH_BANK, SOUTH_BANK = "hex:1,3/area:1", "hex:1,3/area:0"


def _ann_transporters(t: RoadsBoatsTable) -> list[str]:
    colour = t.state.players[ANN].colour
    return [x.id for x in t.state.transporters if x.owner == colour]


def _home(t: RoadsBoatsTable) -> None:
    """Ann's start tile, by a tap on the lit side (Bob chooses his own)."""
    for _ in range(3):
        t.wait_for(ANN)
        if t.kind() == "choose_home":
            assert HOME in t.lit()
            t.tap(HOME)
            assert t.state.players[ANN].home == "hex:0,3"
            return
    raise AssertionError("Ann was not asked for her start tile")


def test_two_turns_by_gestures_saved_and_played_on(qtbot, tmp_path):
    t = RoadsBoatsTable(qtbot, new_session(SEED))
    _home(t)
    assert isinstance(t.actions()[-1], ChooseHome) or t.state.players[ANN].home == "hex:0,3"

    # -- turn 1: movement ------------------------------------------------------------------------
    t.answer_until("movement")
    donkey = _ann_transporters(t)[0]
    t.drag(t.item(f"{HOME}/good:boards"), t.item(donkey))
    assert t.state.transporter(donkey).cargo == ["good:boards", "good:boards"]
    assert not t.state.transporter(donkey).moved

    held = {}
    before = t.hash()
    t.drag(
        t.item(donkey),
        t.item(SOUTH_BANK),
        while_held=lambda: held.update(t.lit()),
    )
    assert set(held) == set(movement.reach_places(t.state, donkey)) - {HOME}
    assert held[NORTH_BANK] == t.tr(Text("roads-and-boats.ui.steps", {"n": 1}))
    assert t.hash() == before  # across the river without a bridge: refused
    river = t.tr(Text("roads-and-boats.why.move_river", {"mover": "donkey"}))
    assert t.message() == river

    t.drag(t.item(donkey), t.item(NORTH_BANK))
    assert t.state.transporter(donkey).location == NORTH_BANK
    t.done()

    # -- turn 1: building ------------------------------------------------------------------------
    t.answer_until("building")
    t.drag(t.item("build:building:woodcutter"), t.item(HOME))
    cutter = next(b for b in t.state.buildings if b.hex == "hex:0,3")
    assert cutter.kind == "building:woodcutter"
    lit: dict = {}
    road_piece = t.item("build:road")
    roads = [
        a.half_edge for a in building.build_options(t.state, ANN) if isinstance(a, building.Road)
    ]
    assert roads
    t.drag(road_piece, t.item(roads[0]), while_held=lambda: lit.update(t.lit()))
    assert set(lit) == set(roads)
    assert t.state.roads, "the road was not built"
    t.done()

    # -- turn 1: the wonder ----------------------------------------------------------------------
    t.answer_until("wonder")
    t.tap("wonder")
    bricks = [a for a in t.offered() if isinstance(a, BuyBrick)]
    assert bricks, t.labels()
    t.choose(bricks[0])
    assert t.state.wonder.count(t.state.players[ANN].colour) == 1
    t.done()

    # -- turn 2: the woodcutter's trunk onto a donkey at home, carried next door -----------------
    t.answer_until("production")
    carrier = next(x for x in _ann_transporters(t) if t.state.transporter(x).location == HOME)
    t.tap(cutter.id)
    claim = Claim(cutter.id, carrier)
    if claim not in t.offered():
        t.tap(carrier)  # narrows the open answers to the ones naming this donkey
    t.choose(claim)
    assert t.state.transporter(carrier).cargo == ["good:trunks"]
    t.done()
    t.answer_until("movement")
    t.drag(t.item(carrier), t.item(NORTH_BANK))
    assert t.state.transporter(carrier).location == NORTH_BANK
    assert t.state.transporter(carrier).cargo == ["good:trunks"]

    # -- saved, reopened, played on --------------------------------------------------------------
    path = tmp_path / "rb.json"
    t.save(path)
    hash_ = t.hash()
    t.close()
    again = RoadsBoatsTable(qtbot, Session.load(path))
    assert again.hash() == hash_
    again.wait_for(ANN)
    again.done()
    assert again.hash() != hash_
    again.close()
