"""Roads & Boats' pieces in words: a transporter (cargo, reach), a building (what it makes from
what, capacity used, who reaches it) and a pile of goods, with their live numbers (`describe`
dispatches here).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.core.text import Text
from rules.geometry.hexes import Hex
from rules.roadsboats.board import Board, Features, reach
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe_words import OIL_RIG, D, amounts, fleet, place_words, short
from rules.roadsboats.movement import reachable
from rules.roadsboats.setup import board_of, features_of
from rules.roadsboats.state import Building, RoadsBoatsState, Transporter, goods_at, hex_of

PRODUCTION = "production"


# -- transporters ----------------------------------------------------------------------------------


def describe_transporter(state: RoadsBoatsState, tid: str) -> Text:
    """A transporter: where it is, its cargo, how far it can go."""
    t = state.transporter(tid)
    mover = roads_boats_data().transporters[t.kind]
    if t.location.startswith("carried:"):
        return Text(
            "roads-and-boats.describe.transporter_carried",
            {
                "owner": state.seat_of(t.owner),
                "transporter": short(t.kind),
                "carrier": place_words(state, t.location),
            },
        )
    carried = next((o for o in state.transporters if o.location == f"carried:{t.id}"), None)
    if carried is not None:
        cargo = Text(
            "roads-and-boats.describe.cargo_transporter",
            {"other": place_words(state, carried.id)},
        )
    elif t.cargo:
        cargo = Text(
            "roads-and-boats.describe.cargo_goods",
            {
                "cargo": len(t.cargo),
                "capacity": mover.capacity,
                "goods": amounts(Counter(t.cargo)),
                "owner": state.seat_of(t.owner),
            },
        )
    else:
        cargo = Text("roads-and-boats.describe.cargo_empty", {"capacity": mover.capacity})
    return Text(
        "roads-and-boats.describe.transporter",
        {
            "owner": state.seat_of(t.owner),
            "transporter": short(t.kind),
            "place": place_words(state, t.location),
            "cargo": cargo,
            "reach": _reach(state, t),
        },
    )


def _reach(state: RoadsBoatsState, t: Transporter) -> Text:
    """Whether it moved this phase and how many places its next move reaches (§4.4, §4.5)."""
    mover = roads_boats_data().transporters[t.kind]
    if state.phase == "movement" and t.moved:
        return Text("roads-and-boats.describe.reach_moved")
    if mover.domain == "water":
        allowance = Text("roads-and-boats.describe.allowance_water", {"steps": mover.movement})
    elif mover.off_road:
        allowance = Text(
            "roads-and-boats.describe.allowance_donkey",
            {"steps": mover.movement, "off_road": mover.off_road},
        )
    else:
        allowance = Text("roads-and-boats.describe.allowance_road", {"steps": mover.movement})
    places = max(0, len(reachable(state, t.id)) - 1)  # the place it stands on is no move
    key = "reach_now" if state.phase == "movement" else "reach_next"
    return Text(f"roads-and-boats.describe.{key}", {"places": places, "allowance": allowance})


# -- buildings -------------------------------------------------------------------------------------


def describe_building(state: RoadsBoatsState, bid: str) -> Text | None:
    """A building: what it makes from what, capacity used, who uses and reaches it."""
    b = next((x for x in state.buildings if x.id == bid), None)
    if b is None:
        return None
    kind = roads_boats_data().buildings[b.kind]
    h = Hex.from_id(b.hex)
    reaching = _reached_by(state, board_of(state), features_of(state), b)
    if kind.kind == "primary":
        return _primary(state, b, kind, h, reaching)
    inputs = [
        Text("roads-and-boats.describe.input_set", {"goods": amounts(s)}) for s in kind.inputs
    ]
    if kind.kind == "secondary":
        return Text(
            "roads-and-boats.describe.building_secondary",
            {
                "q": h.q,
                "r": h.r,
                "building": short(b.kind),
                "inputs": inputs,
                "output": amounts(kind.output),
                "capacity": kind.capacity,
                "good": short(next(iter(kind.output))),
                "used": b.used,
                "users": Text("roads-and-boats.describe.users_secondary"),
                "reaching": reaching,
            },
        )
    made = next(iter(kind.output))
    params: dict[str, Any] = {
        "q": h.q,
        "r": h.r,
        "building": short(b.kind),
        "inputs": inputs,
        "transporter": short(made),
        "capacity": kind.capacity,
        "used": b.used,
        "users": Text("roads-and-boats.describe.users_factory"),
        "reaching": reaching,
    }
    water = roads_boats_data().transporters[made].domain == "water"  # a boat must be launched
    return Text(D + ("building_boat_factory" if water else "building_factory"), params)


def _primary(state: RoadsBoatsState, b: Building, kind: Any, h: Hex, reaching: list[Text]) -> Text:
    """A primary producer: its output (a mine's: its bag) and whether this phase's is taken.
    `used` is set once the output is claimed or laid on the tile (end of production)."""
    producing = state.phase == PRODUCTION
    if kind.bag:
        if not producing:
            status = Text("roads-and-boats.describe.mine_next")
        elif b.used:
            status = Text("roads-and-boats.describe.primary_taken")
        elif b.drawn is None:
            status = Text("roads-and-boats.describe.mine_empty_now")
        else:
            status = Text("roads-and-boats.describe.mine_open", {"good": short(b.drawn)})
        return Text(
            "roads-and-boats.describe.building_mine",
            {
                "q": h.q,
                "r": h.r,
                "bag": amounts(Counter(b.bag)),
                "left": len(b.bag),
                "status": status,
                "users": Text("roads-and-boats.describe.users_primary"),
                "reaching": reaching,
            },
        )
    if not producing:
        status = Text("roads-and-boats.describe.primary_next")
    elif b.used:
        status = Text("roads-and-boats.describe.primary_taken")
    else:
        status = Text("roads-and-boats.describe.primary_open")
    rig = b.kind == OIL_RIG
    return Text(
        "roads-and-boats.describe.building_primary",
        {
            "q": h.q,
            "r": h.r,
            "building": short(b.kind),
            "output": amounts(kind.output),
            "status": status,
            "users": Text(f"roads-and-boats.describe.{'users_rig' if rig else 'users_primary'}"),
            "reaching": reaching,
        },
    )


def _reached_by(
    state: RoadsBoatsState, board: Board, features: Features, b: Building
) -> list[Text]:
    """The transporters (any player's) that reach a building now (§3.1, §4.9)."""
    found = []
    for t in state.transporters:
        if t.location.startswith("carried:") or hex_of(t.location, t.docked_from) != b.hex:
            continue
        r = reach(board, features, t.location)
        if (r.oil_rig == b.hex) if b.kind == OIL_RIG else (b.area in r.areas):
            found.append(t)
    return fleet(state, found)


# -- goods piles -----------------------------------------------------------------------------------


def describe_pile(state: RoadsBoatsState, element_id: str) -> Text | None:
    """A pile of one good at an area, an oil rig or on a transporter (its cargo)."""
    place, _, name = element_id.rpartition("/good:")
    good = f"good:{name}"
    data = roads_boats_data()
    if good not in data.goods:
        return None
    n = goods_at(state, place).get(good, 0)  # a transporter that is gone raises StopIteration
    if not n:
        return None
    marks = [m for m in state.moved_goods if m.place == place and m.good == good]
    if marks:
        movers = sorted({tid for m in marks for tid in m.by.values()})
        moved = Text(
            "roads-and-boats.describe.moved_some",
            {
                "count": sum(m.count for m in marks),
                "by": [place_words(state, tid) for tid in movers],
            },
        )
    else:
        moved = Text("roads-and-boats.describe.moved_none")
    uses: list[Text] = [
        Text(f"roads-and-boats.building.{short(b.id)}")
        for b in data.buildings.values()
        if any(good in s for s in b.inputs)
    ]
    if good in data.research_cost:
        uses.append(Text("roads-and-boats.describe.use_research"))
    costs = [
        *(b.cost for b in data.buildings.values()),
        *(c.cost for c in data.constructions.values()),
    ]
    if any(good in cost for cost in costs):
        uses.append(Text("roads-and-boats.describe.use_building"))
    wealth = data.goods[good].wealth
    params: dict[str, Any] = {
        "n": n,
        "good": name,
        "place": place_words(state, place),
        "moved": moved,
        "uses": Text("roads-and-boats.describe.uses", {"uses": uses}),
        "worth": Text("roads-and-boats.describe.worth", {"points": wealth})
        if wealth
        else Text("roads-and-boats.describe.worth_none"),
    }
    # the same numbers for the three kinds of pile (the tests render each in both languages)
    if place.startswith("transporter:"):
        params["owner"] = state.seat_of(state.transporter(place).owner)
        return Text(D + "pile_carried", params)
    return Text(D + ("pile_rig" if place.startswith("rig:") else "pile_area"), params)
