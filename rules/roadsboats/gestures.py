"""What a drop at the table means in Roads & Boats, legal or not: the one action a piece dropped
on a target stands for, so the table can apply it or say the rules' reason why not.

Pieces and what dropping them means:

* a transporter (`transporter:<colour>:<n>`) on a place in the movement phase: its move there
  along a shortest path (`movement.move_to`), or, where no path leads, the one step to it (so
  the refusal names what stands in the way: a river without a bridge, a wall, no road); a
  carried transporter: its unloading there;
* goods lying at a place (`<place>/good:<name>`) on a transporter: loaded where it stands, as
  many as it has room for (movement: an in-place move; production: an exchange);
* goods a transporter carries (`transporter:<colour>:<n>/good:<name>`) on a place or another
  transporter: all of that good dropped there (movement: an in-place move; production: an
  exchange); in the movement phase, goods on another player's transporter dropped on one of the
  player's own: taken onto it, as many as it has room for (a move asking that owner's consent,
  §4.4 item 7);
* a construction of the build palette (`build:<building id>`, `build:road`, `build:bridge`,
  `build:wall`, `build:demolish`, `build:new_shaft`) on a site, half-edge, edge or tile in the
  building phase: that construction there, paid as `building.build_options` pays it (by the
  player's first transporter that can), or unpaid where none can, for its refusal.
"""

from __future__ import annotations

from rules.core.actions import Action
from rules.roadsboats import building, movement
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.production import Exchange
from rules.roadsboats.state import RoadsBoatsState, Transporter, hex_of

GOODS = "/good:"
BUILD = "build:"
CONSTRUCTIONS = {
    "road": building.Road,
    "bridge": building.Bridge,
    "wall": building.Wall,
    "demolish": building.Demolish,
    "new_shaft": building.NewShaft,
}


def pile_of(piece: str) -> tuple[str, str] | None:
    """(place, good) of a goods piece, the place an area, a rig or a transporter; None else."""
    place, found, name = piece.rpartition(GOODS)
    return (place, f"good:{name}") if found and place else None


def _transporter(state: RoadsBoatsState, tid: str) -> Transporter | None:
    return next((t for t in state.transporters if t.id == tid), None)


def room(t: Transporter) -> int:
    return roads_boats_data().transporters[t.kind].capacity - len(t.cargo)


def intent(state: RoadsBoatsState, seat: int, piece: str, target: str) -> Action | None:
    """The action a drop of `piece` on `target` by `seat` would be; None where it means nothing
    in this phase."""
    pile = pile_of(piece)
    if pile is not None:
        return _goods(state, seat, *pile, target)
    if piece.startswith(BUILD):
        return construction(state, seat, piece.removeprefix(BUILD), target)
    t = _transporter(state, piece)
    if t is None or state.phase != "movement":
        return None
    if t.location.startswith("carried:"):
        return movement.Unload(t.id, target)
    return movement.move_to(state, t.id, target) or movement.Move(t.id, (t.location, target))


def _goods(state: RoadsBoatsState, seat: int, place: str, good: str, target: str) -> Action | None:
    carrier = _transporter(state, place)
    taker = _transporter(state, target)
    colour = state.players[seat].colour
    if (
        carrier is not None
        and taker is not None
        and state.phase == "movement"
        and carrier.owner != colour == taker.owner
    ):  # taken from another player's transporter: it asks him (§4.4 item 7)
        n = max(1, min(carrier.cargo.count(good), room(taker)))
        return movement.Move(taker.id, (taker.location,), ((0, carrier.id, good, n),))
    if carrier is not None:  # goods aboard, dropped at the target
        n = carrier.cargo.count(good)
        if state.phase == "movement":
            return movement.Move(carrier.id, (carrier.location,), ((0, target, good, -n),))
        return Exchange(carrier.id, target, good, n) if state.phase == "production" else None
    t = _transporter(state, target)
    if t is None:
        return None
    n = max(1, min(state.goods.get(place, {}).get(good, 0), room(t)))
    if state.phase == "movement":
        return movement.Move(t.id, (t.location,), ((0, place, good, n),))
    return Exchange(place, t.id, good, n) if state.phase == "production" else None


def constructions(state: RoadsBoatsState, seat: int, what: str) -> list[building.Construction]:
    """The seat's legal constructions of one palette kind (a building id or a construction name),
    each at its place, paid the rules' default way."""
    kind = CONSTRUCTIONS.get(what)
    return [
        a
        for a in building.build_options(state, seat)
        if (isinstance(a, kind) if kind else isinstance(a, building.Build) and a.building == what)
    ]


def construction(state: RoadsBoatsState, seat: int, what: str, target: str) -> Action | None:
    """The construction a palette piece dropped on `target` stands for (the first legal one
    there; else an unpaid one by the seat's transporter nearest the place, for its refusal)."""
    legal = [a for a in constructions(state, seat, what) if a.target == target]
    if legal:
        return legal[0]
    colour = state.players[seat].colour
    mine = sorted((t for t in state.transporters if t.owner == colour), key=lambda t: t.id)
    where = hex_of(target) if target.startswith("hex:") else None
    by = next((t.id for t in mine if hex_of(t.location, t.docked_from) == where), None)
    by = by or (mine[0].id if mine else "transporter:none")
    kind = CONSTRUCTIONS.get(what)
    if kind is None:
        return building.Build(by, what, target)
    if kind is building.Bridge:
        return building.Bridge(by, target.partition("/")[0], 0)
    if kind is building.Road:
        return building.Road(by, target)
    if kind is building.NewShaft:
        return building.NewShaft(by, target.partition("/")[0])
    return kind(by, target)
