"""The movement phase (spec §3.2, §4.4-§4.9, §6.2-§6.3): a transporter's move as one decision.

A `Move` names the transporter, the locations it visits in order (`path`, starting where it
stands: areas for land transporters, one per zone it passes; `river:`/`sea:`/`dock:` locations for
boats) and what happens at each stop (`loads`, `follow`, `carry`). Stops are counted from 0 (the
start). At a stop, in the order given:

* `loads`: `(at, place, good, count)`; count > 0 takes that many tokens from `place`, count < 0
  drops them there. A place is an area or oil rig (`rig:q,r`) the transporter reaches at that stop
  (§4.9), or another transporter standing within reach (goods handed over): goods are dropped on
  any and taken from any, another player's only with his consent (§4.4 item 7, §6.2); geese lie at
  sea (`sea:q,r`) only beside a transporter (§4.8);
* `follow`: `(at, place, count)` for geese, which need not be carried (§4.8): count > 0 geese lying
  at `place` start following, count < 0 following geese are left there. Geese still following when
  the move ends stay where it ends (land, a docked boat's side, or at sea beside the boat); geese
  at sea that a transporter leaves alone follow it without being asked (§4.8: "거위는 바다에 홀로
  둘 수 없습니다");
* `carry`: the id of another transporter (any player's) picked up at stop `carry_at`, after that
  stop's loads (§4.7). It stays carried until a later movement phase's `Unload`, which its owner
  or its carrier's owner makes.

Checks: the path follows the mover's network with others' walls (§4.6, `rules.roadsboats.board`):
land transporters along roads up to their movement, or (donkeys) exactly one step of any kind;
moving between bridged sides of a tile is free (§4.4.4); boats up to their movement, docking ends
the move (§4.5.4). Capacity holds at every moment (§4.4.8); goods another transporter of the same
player moved this phase may not be taken (§6.3; a token is marked once carried across a step,
spec A11); a boat never leaves goods at sea (§4.5.8); a transporter moves once per phase.

Consent (§4.4 item 7, §4.7, §6.2, A13): this module checks a move as if every owner agreed; goods
dropped on or taken from another player's transporter, or another player's transporter carried,
need that owner's consent, which the step machine asks for before it makes the move
(`consent_asked` names what each owner is asked; `rules.roadsboats.ruleset`): "또한 주인의 의향이
있다면 다른 운송수단으로부터 상품을 가져가거나 다른 운송수단에게 상품을 전달할 수 있습니다".
Nothing is ever taken without the owner's yes.

Readings: a Move with steps is the transporter's move for the phase; one without steps that
only loads or drops goods where it stands (`in_place_move`) leaves the move open, before it sets
out or after it arrived, as loading at a move's first stop or dropping at its last would;
geese are picked up only from unattended places; another player's boat ferries goods only as its
owner moves it (a ferry is its owner's move); the tokens a transporter drops are its
latest loaded of that good (goods lie on top, §4.4.8); a transporter carrying another, or carried,
carries no goods (§4.7, A13); a carried transporter is unloaded before its carrier moves in a later
movement phase (§3.2 M2: its carrier has not moved yet this phase), by its owner or by its
carrier's owner (M2 says only "players"; the carrier may not stay laden against its owner's will).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from rules.core.actions import Action
from rules.core.errors import IllegalAction, reason
from rules.core.events import Event
from rules.core.state import shallow_copy
from rules.core.text import Text
from rules.geometry.hexes import HalfEdge, Hex
from rules.roadsboats.board import (
    Board,
    Features,
    blocked_edges,
    land_network,
    reach,
    reach_land,
    reach_water,
    water_network,
)
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.setup import board_of, features_of
from rules.roadsboats.state import (
    MovedGoods,
    RoadsBoatsState,
    Transporter,
    clear_phase_marks,
    hex_of,
)

GEESE = "good:geese"
OIL_RIG = "building:oil_rig"


class Load(NamedTuple):
    at: int  # the stop (index into the path)
    place: str  # area id, rig:q,r, sea:q,r (geese only), or a transporter's id
    good: str
    count: int  # > 0 taken from the place, < 0 dropped there


class Follow(NamedTuple):
    at: int
    place: str  # area id, rig:q,r or sea:q,r (where the transporter is at sea)
    count: int  # > 0 geese start following, < 0 following geese are left there


@dataclass(frozen=True, slots=True)
class Move(Action):
    kind: ClassVar[str] = "move"
    piece_id: ClassVar[str | None] = "{transporter}"

    transporter: str
    path: tuple[str, ...]
    loads: tuple[tuple[int, str, str, int], ...] = ()  # Load
    follow: tuple[tuple[int, str, int], ...] = ()  # Follow
    carry: str | None = None
    carry_at: int = 0

    @property
    def target(self) -> str | None:
        return self.path[-1] if self.path else None


@dataclass(frozen=True, slots=True)
class Unload(Action):
    """Put a carried transporter down at the start of a later movement phase (§3.2 M2, §4.7)."""

    kind: ClassVar[str] = "unload"
    piece_id: ClassVar[str | None] = "{transporter}"
    target_id: ClassVar[str | None] = "{location}"

    transporter: str
    location: str


# -- the board and the features of a state ---------------------------------------------------------


def _mover(t: Transporter) -> Any:
    return roads_boats_data().transporters[t.kind]


def _name(t: Transporter) -> str:
    return t.kind.removeprefix("transporter:")


# -- reach lens ----------------------------------------------------------------------------------


def reachable(state: RoadsBoatsState, transporter: str) -> dict[str, int]:
    """Where a transporter can go this turn and in how few steps: the board's reach for its kind
    and owner (zones for land transporters, water locations for boats); nothing when carried."""
    t = state.transporter(transporter)
    if t.location.startswith("carried:"):
        return {}
    board, features = board_of(state), features_of(state)
    mover = _mover(t)
    if mover.domain == "land":
        return reach_land(board, features, t.kind, t.owner, t.location)
    return reach_water(board, features, t.owner, t.location, mover.movement)


def reach_places(state: RoadsBoatsState, transporter: str) -> dict[str, int]:
    """`reachable` by place: every area of a reached zone (a bridge joins a tile's sides into
    one), or the water location; with the steps it takes. The start's own places cost 0."""
    found = reachable(state, transporter)
    t = state.transporter(transporter)
    if _mover(t).domain != "land":
        return found
    zone = land_network(board_of(state), features_of(state), t.owner).zone
    return {area: found[z] for area, z in zone.items() if z in found}


def move_to(state: RoadsBoatsState, transporter: str, place: str) -> Move | None:
    """The move along a shortest path to `place` with the goods aboard (None: out of reach or
    where it stands). Loads and drops are added with in-place moves before and after."""
    t = state.transporter(transporter)
    if t.location.startswith("carried:") or place == t.location:
        return None
    paths = _paths(state, t)
    if _mover(t).domain == "land":
        zone = land_network(board_of(state), features_of(state), t.owner).zone
        path = paths.get(zone.get(place, ""))
        if path is None:
            return None
        return Move(t.id, path if path[-1] == place else (*path, place))
    path = paths.get(place)
    return Move(t.id, path) if path is not None and len(path) > 1 else None


# -- checking a path -----------------------------------------------------------------------------


def _hex_of_loc(location: str) -> Hex | None:
    kind, _, rest = location.partition(":")
    if kind == "hex":
        return Hex.from_id(location.partition("/")[0])
    if kind in ("river", "sea"):
        return Hex.from_id(f"hex:{rest}")
    return None


def _edge_between(a: Hex, b: Hex) -> str | None:
    if a.distance(b) != 1:
        return None
    from rules.geometry.hexes import edge_of

    return edge_of(a, a.direction_to(b)).id


def _wall_owner(features: Features, edge: str | None, owner: str) -> str | None:
    if edge is None or edge not in blocked_edges(features, owner):
        return None
    return features.walls[edge][0]


def _why_not_path(
    board: Board, features: Features, t: Transporter, path: tuple[str, ...]
) -> Text | None:
    mover = _mover(t)
    if mover.domain == "land":
        return _why_not_land_path(board, features, t, path)
    return _why_not_water_path(board, features, t, path)


def _why_not_land_path(
    board: Board, features: Features, t: Transporter, path: tuple[str, ...]
) -> Text | None:
    mover, name = _mover(t), _name(t)
    net = land_network(board, features, t.owner)
    open_net = land_network(board, Features(features.roads, features.bridges), t.owner)
    steps = off_road = 0
    for a, b in itertools.pairwise(path):
        if b not in net.zone:
            return reason("roads-and-boats.why.move_land_only", mover=name, to=b)
        za, zb = net.zone[a], net.zone[b]
        if za == zb:
            continue  # across a bridge, or standing still: free (§4.4.4)
        steps += 1
        if zb in net.roads.get(za, ()):
            continue
        if zb in net.steps.get(za, ()):
            off_road += 1
            if not mover.off_road:
                return reason("roads-and-boats.why.move_no_road", mover=name, start=a, to=b)
            continue
        if zb in open_net.steps.get(za, ()):
            ha, hb = Hex.from_id(a.partition("/")[0]), Hex.from_id(b.partition("/")[0])
            colour = _wall_owner(features, _edge_between(ha, hb), t.owner)
            return reason("roads-and-boats.why.move_wall", owner=f"colour:{colour}")
        ha, hb = Hex.from_id(a.partition("/")[0]), Hex.from_id(b.partition("/")[0])
        if ha == hb or (ha.distance(hb) == 1 and (board.land[ha].edges or board.land[hb].edges)):
            return reason("roads-and-boats.why.move_river", mover=name)
        return reason("roads-and-boats.why.move_not_adjacent", start=a, to=b)
    if off_road and steps > mover.off_road:
        return reason("roads-and-boats.why.move_off_road", mover=name, steps=mover.off_road)
    if steps > mover.movement:
        return reason("roads-and-boats.why.move_too_far", mover=name, steps=mover.movement)
    return None


def _why_not_water_path(
    board: Board, features: Features, t: Transporter, path: tuple[str, ...]
) -> Text | None:
    mover, name = _mover(t), _name(t)
    net = water_network(board, features, t.owner)
    open_net = water_network(board, Features(features.roads, features.bridges), t.owner)
    for i, (a, b) in enumerate(itertools.pairwise(path)):
        if not b.startswith(("river:", "sea:", "dock:")):
            return reason("roads-and-boats.why.move_water_only", mover=name, to=b)
        if a.startswith("dock:") and i > 0:
            return reason("roads-and-boats.why.move_docking_ends")
        if b in net.get(a, ()):
            continue
        if b in open_net.get(a, ()):
            if b.startswith("dock:"):
                edge = HalfEdge.from_id(b.removeprefix("dock:")).edge.id
            else:
                ha, hb = _hex_of_loc(a), _hex_of_loc(b)
                edge = _edge_between(ha, hb) if ha and hb else None
            owner = _wall_owner(features, edge, t.owner)
            return reason("roads-and-boats.why.move_wall", owner=f"colour:{owner}")
        if a.startswith("dock:"):
            return reason("roads-and-boats.why.move_dock_exit", start=a)
        return reason("roads-and-boats.why.move_not_adjacent", start=a, to=b)
    if len(path) - 1 > mover.movement:
        return reason("roads-and-boats.why.move_too_far", mover=name, steps=mover.movement)
    return None


# -- tokens and their marks (§6.3) -----------------------------------------------------------------


def _tokens_at(state: RoadsBoatsState, place: str, good: str) -> list[dict[str, str]]:
    """The marks of each `good` token at a place: unmarked ones ({}) first."""
    if place.startswith("transporter:"):
        n = state.transporter(place).cargo.count(good)
    else:
        n = state.goods.get(place, {}).get(good, 0)
    marked = [
        dict(m.by)
        for m in state.moved_goods
        if m.place == place and m.good == good
        for _ in range(m.count)
    ]
    return [{} for _ in range(n - len(marked))] + marked


def _set_tokens(
    state: RoadsBoatsState, place: str, good: str, tokens: list[dict[str, str]]
) -> None:
    """Replace every `good` token at a place (count and marks)."""
    if place.startswith("transporter:"):
        t = state.transporter(place)
        t.cargo = [g for g in t.cargo if g != good] + [good] * len(tokens)
    else:
        pile = state.goods.setdefault(place, {})
        if tokens:
            pile[good] = len(tokens)
        else:
            pile.pop(good, None)
        if not pile:
            del state.goods[place]
    state.moved_goods = [m for m in state.moved_goods if not (m.place == place and m.good == good)]
    for by in tokens:
        if not by:
            continue
        same = next(
            (m for m in state.moved_goods if m.place == place and m.good == good and m.by == by),
            None,
        )
        if same is None:
            state.moved_goods.append(MovedGoods(place, good, dict(by), 1))
        else:
            same.count += 1


def _free(by: dict[str, str], t: Transporter) -> bool:
    return by.get(t.owner, t.id) == t.id


# -- the move ------------------------------------------------------------------------------------


@dataclass
class _Run:
    """A move worked out on a copy of the state."""

    state: RoadsBoatsState
    events: list[Event]


def _seat_colour(state: RoadsBoatsState, seat: int) -> str | None:
    return state.players[seat].colour if 0 <= seat < len(state.players) else None


def _places(
    state: RoadsBoatsState, board: Board, features: Features, t: Transporter, location: str
) -> tuple[set[str], set[str]]:
    """What a transporter at `location` may load from or drop to: unattended places (areas, a
    built oil rig, at sea the sea hex itself for geese) and the other transporters there, whoever
    owns them (§4.9)."""
    r = reach(board, features, location)
    places = set(r.areas)
    if location.startswith("sea:"):
        places.add(location)  # geese only: no other good is left at sea (§4.5.8, §4.8)
    if r.oil_rig is not None:
        rig = state.building_on(r.oil_rig)
        if rig is not None and rig.kind == OIL_RIG:
            places.add("rig:" + r.oil_rig.removeprefix("hex:"))
    others = {o.id for o in state.transporters if o.id != t.id and o.location in r.locations}
    return places, others


def _carrying(state: RoadsBoatsState, t: Transporter) -> Transporter | None:
    return next((o for o in state.transporters if o.location == f"carried:{t.id}"), None)


def _simulate(state: RoadsBoatsState, seat: int, move: Move) -> Text | _Run:
    """The move done on a copy of the state, or why it cannot be done."""
    colour = _seat_colour(state, seat)
    if state.phase != "movement" or state.over:
        return reason("roads-and-boats.why.move_not_movement_phase")
    t0 = next((t for t in state.transporters if t.id == move.transporter), None)
    if t0 is None:
        return reason("roads-and-boats.why.move_unknown", transporter=move.transporter)
    if t0.owner != colour:
        return reason("roads-and-boats.why.move_not_yours")
    name = _name(t0)
    in_place = in_place_move(move)
    if t0.moved and not in_place:
        return reason("roads-and-boats.why.move_already_moved", mover=name)
    if t0.location.startswith("carried:"):
        return reason("roads-and-boats.why.move_is_carried", mover=name)
    if not move.path or move.path[0] != t0.location:
        return reason("roads-and-boats.why.move_path_start", mover=name, start=t0.location)
    if len(move.path) == 1 and not (move.loads or move.follow or move.carry):
        return reason("roads-and-boats.why.move_nothing", mover=name)
    board, features = board_of(state), features_of(state)
    why = _why_not_path(board, features, t0, move.path)
    if why is not None:
        return why
    last = len(move.path) - 1
    stops = [Load(*x).at for x in move.loads] + [Follow(*x).at for x in move.follow]
    if any(not 0 <= at <= last for at in [*stops, move.carry_at]):
        return reason("roads-and-boats.why.move_stop_off_path")
    if any(a[0] > b[0] for a, b in zip(move.loads, move.loads[1:], strict=False)):
        return reason("roads-and-boats.why.move_load_order")
    if any(x[-1] == 0 for x in [*move.loads, *move.follow]):
        return reason("roads-and-boats.why.move_load_zero")

    work = _scratch(state)
    t = work.transporter(t0.id)
    capacity = _mover(t).capacity
    events: list[Event] = []
    # the transporter's own tokens in loading order, each with its marks and whether it was
    # carried across a step in this move; geese following it likewise
    cargo: list[tuple[str, dict[str, str]]] = []
    for good in dict.fromkeys(t.cargo):
        cargo += [(good, by) for by in _tokens_at(work, t.id, good)]
    _unload_all(work, t.id)
    herd: list[dict[str, str]] = []
    carried = _carrying(work, t)
    for i, location in enumerate(move.path):
        if i and location != move.path[i - 1]:
            herd += _left_alone_at_sea(work, t, move.path[i - 1])
            for _, by in cargo:
                by[t.owner] = t.id
            for by in herd:
                by[t.owner] = t.id
            events.append(
                Event(
                    "roads-and-boats.event.move_step",
                    {"mover": name, "start": move.path[i - 1], "to": location},
                    seat,
                    moved=(move.path[i - 1], location),
                )
            )
        places, others = _places(work, board, features, t, location)
        for load in (Load(*x) for x in move.loads if x[0] == i):
            why = _load(work, t, load, cargo, places, others, capacity, carried)
            if why is not None:
                return why
            good = load.good.removeprefix("good:")
            if load.count > 0:
                params = {"mover": name, "good": good, "count": load.count, "place": load.place}
                events.append(Event("roads-and-boats.event.move_take", params, seat))
            else:
                params = {"mover": name, "good": good, "count": -load.count, "place": load.place}
                events.append(Event("roads-and-boats.event.move_drop", params, seat))
        for follow in (Follow(*x) for x in move.follow if x[0] == i):
            why = _follow(work, t, follow, herd, places)
            if why is not None:
                return why
        if move.carry is not None and move.carry_at == i:
            why = _pick_up(work, t, move.carry, cargo, carried, others)
            if why is not None:
                return why
            carried = work.transporter(move.carry)
            params = {"mover": name, "other": _name(carried)}
            events.append(Event("roads-and-boats.event.move_carry", params, seat))
        if i < last:  # leaving the stop: no token another of the player's transporters moved
            barred = next((by for _, by in cargo if not _free(by, t)), None)
            if barred is not None:
                good = next(g for g, by in cargo if not _free(by, t))
                return reason(
                    "roads-and-boats.why.move_cargo_moved",
                    mover=name,
                    good=good.removeprefix("good:"),
                    by=_name(work.transporter(barred[t.owner])),
                )
    end = move.path[-1]
    if herd:
        place = _natural_place(board, end)
        if place is None:
            return reason("roads-and-boats.why.move_geese_at_sea")
        _put(work, place, GEESE, herd)
    if carried is not None and carried.location != f"carried:{t.id}":
        carried = None
    t.cargo = []
    for good in dict.fromkeys(g for g, _ in cargo):
        _set_tokens(work, t.id, good, [by for g, by in cargo if g == good])
    t.cargo = [g for g, _ in cargo]  # loading order kept
    if end.startswith("dock:") and last:
        t.docked_from = move.path[-2]
    elif not end.startswith("dock:"):
        t.docked_from = None
    t.location = end
    t.moved = t.moved or not in_place
    if _geese_alone_at_sea(work):
        return reason("roads-and-boats.why.move_geese_alone_at_sea")
    return _Run(work, events)


def in_place_move(move: Move) -> bool:
    """Goods loaded or dropped where the transporter stands, nothing carried: this leaves its
    move open (before it sets out, or after it arrived: the same as at the move's first or last
    stop), so the table can load a transporter, send it and unload it gesture by gesture."""
    return len(move.path) == 1 and move.carry is None and not move.follow


def _scratch(state: RoadsBoatsState) -> RoadsBoatsState:
    """A copy of the state to try a move on: only what a move changes is copied (transporters,
    goods and their marks); the rest is shared, read only."""
    work = shallow_copy(state)
    work.transporters = [
        Transporter(t.id, t.owner, t.kind, t.location, list(t.cargo), t.moved, t.docked_from)
        for t in state.transporters
    ]
    work.goods = {place: dict(pile) for place, pile in state.goods.items()}
    work.moved_goods = [MovedGoods(m.place, m.good, dict(m.by), m.count) for m in state.moved_goods]
    return work


def _unload_all(state: RoadsBoatsState, tid: str) -> None:
    """Empty a transporter's cargo and drop its marks (the move keeps them as its tokens)."""
    for good in set(state.transporter(tid).cargo):
        _set_tokens(state, tid, good, [])


def _natural_place(board: Board, location: str) -> str | None:
    """Where geese still following at the end of a move stay: the area, a docked boat's side, the
    sea hex beside the boat (§4.8: at sea only with a transporter; the boat is there)."""
    if location.startswith(("hex:", "sea:")):
        return location
    if location.startswith("dock:"):
        return board.docks[HalfEdge.from_id(location.removeprefix("dock:"))].id
    return None


def _left_alone_at_sea(
    state: RoadsBoatsState, t: Transporter, location: str
) -> list[dict[str, str]]:
    """The geese at sea at `location` that `t`, leaving it, would leave with no transporter: they
    follow it whether asked or not (§4.8: "바다에 있는 거위는 다른 운송수단이 거위와 함께
    남아있지 않는 한 그 타일 밖으로 움직이는 운송수단의 뒤를 따라갑니다"); taken off the sea."""
    if not location.startswith("sea:"):
        return []
    if any(o.id != t.id and o.location == location for o in state.transporters):
        return []
    geese = _tokens_at(state, location, GEESE)
    if geese:
        _set_tokens(state, location, GEESE, [])
    return geese


def _geese_alone_at_sea(state: RoadsBoatsState) -> bool:
    """Whether geese lie at sea with no transporter there (never allowed, §4.8)."""
    at_sea = {o.location for o in state.transporters}
    return any(
        place.startswith("sea:") and place not in at_sea and pile.get(GEESE)
        for place, pile in state.goods.items()
    )


def _take(state: RoadsBoatsState, t: Transporter, place: str, good: str, n: int) -> Any:
    """Take n `good` tokens from a place for t: free ones only; the list of their marks, or the
    transporter that barred them, or None if there are too few."""
    tokens = _tokens_at(state, place, good)
    if len(tokens) < n:
        return None
    free = [by for by in tokens if _free(by, t)]
    if len(free) < n:
        barred = next(by for by in tokens if not _free(by, t))
        return state.transporter(barred[t.owner])
    taken, left = free[:n], [by for by in tokens]
    for by in taken:
        left.remove(by)
    _set_tokens(state, place, good, left)
    return [dict(by) for by in taken]


def _put(state: RoadsBoatsState, place: str, good: str, tokens: list[dict[str, str]]) -> None:
    _set_tokens(state, place, good, _tokens_at(state, place, good) + tokens)


def _load(
    state: RoadsBoatsState,
    t: Transporter,
    load: Load,
    cargo: list[tuple[str, dict[str, str]]],
    places: set[str],
    others: set[str],
    capacity: int,
    carried: Transporter | None,
) -> Text | None:
    name, good = _name(t), load.good.removeprefix("good:")
    if load.good not in roads_boats_data().goods:
        return reason("roads-and-boats.why.move_unknown_good", good=load.good)
    at_sea = load.place.startswith("sea:") and load.good == GEESE  # geese only (§4.8)
    if load.place.startswith(("sea:", "dock:", "river:")) and not at_sea:
        return reason("roads-and-boats.why.move_at_sea")
    if load.place not in places | others:
        return reason("roads-and-boats.why.move_out_of_reach", mover=name, place=load.place)
    if load.count > 0:  # from another player's transporter: with his consent (`consent_asked`)
        if carried is not None:
            return reason("roads-and-boats.why.move_carrying_no_goods", mover=name)
        if len(cargo) + load.count > capacity:
            return reason("roads-and-boats.why.move_capacity", mover=name, capacity=capacity)
        taken = _take(state, t, load.place, load.good, load.count)
        if taken is None:
            return reason("roads-and-boats.why.move_goods_missing", good=good, place=load.place)
        if isinstance(taken, Transporter):
            return reason("roads-and-boats.why.move_goods_moved", good=good, by=_name(taken))
        cargo += [(load.good, by) for by in taken]
        return None
    n = -load.count
    mine = [k for k, (g, _) in enumerate(cargo) if g == load.good]
    if len(mine) < n:
        return reason("roads-and-boats.why.move_not_carrying", mover=name, good=good)
    if load.place in others:
        other = state.transporter(load.place)
        room = _mover(other).capacity - len(other.cargo)
        if _carrying(state, other) is not None or n > room:
            return reason("roads-and-boats.why.move_no_room", place=load.place)
    dropped = [cargo[k][1] for k in mine[-n:]]  # the latest loaded lie on top (§4.4.8)
    for k in reversed(mine[-n:]):
        del cargo[k]
    _put(state, load.place, load.good, dropped)
    return None


def _follow(
    state: RoadsBoatsState,
    t: Transporter,
    follow: Follow,
    herd: list[dict[str, str]],
    places: set[str],
) -> Text | None:
    if follow.place not in places:
        return reason("roads-and-boats.why.move_out_of_reach", mover=_name(t), place=follow.place)
    if follow.count > 0:
        taken = _take(state, t, follow.place, GEESE, follow.count)
        if taken is None:
            return reason(
                "roads-and-boats.why.move_goods_missing", good="geese", place=follow.place
            )
        if isinstance(taken, Transporter):
            return reason("roads-and-boats.why.move_goods_moved", good="geese", by=_name(taken))
        herd += taken
        return None
    if len(herd) < -follow.count:
        return reason("roads-and-boats.why.move_no_geese_following", mover=_name(t))
    left = herd[follow.count :]
    del herd[follow.count :]
    _put(state, follow.place, GEESE, left)
    return None


def _pick_up(
    state: RoadsBoatsState,
    t: Transporter,
    other_id: str,
    cargo: list[tuple[str, dict[str, str]]],
    carried: Transporter | None,
    others: set[str],
) -> Text | None:
    name = _name(t)
    other = next((o for o in state.transporters if o.id == other_id), None)
    if other is None:
        return reason("roads-and-boats.why.move_unknown", transporter=other_id)
    if other.id == t.id:
        return reason("roads-and-boats.why.move_carry_itself")
    if other.id not in others:
        return reason("roads-and-boats.why.move_out_of_reach", mover=name, place=other.id)
    if other.moved:
        return reason("roads-and-boats.why.move_carry_moved", other=_name(other))
    if carried is not None or _carrying(state, other) is not None:
        return reason("roads-and-boats.why.move_carry_one")
    if cargo or other.cargo:
        return reason("roads-and-boats.why.move_carry_goods", mover=name)
    other.location = f"carried:{t.id}"
    other.docked_from = None
    return None


def why_not_move(state: RoadsBoatsState, seat: int, move: Move) -> Text | None:
    """Why `seat` may not make this move now; None if it may."""
    done = _simulate(state, seat, move)
    return done if isinstance(done, Text) else None


def apply_move(state: RoadsBoatsState, seat: int, move: Move) -> list[Event]:
    """Make the move: path, loads, geese and carrying at once; IllegalAction (state untouched)
    if it is not legal."""
    done = _simulate(state, seat, move)
    if isinstance(done, Text):
        raise IllegalAction(done)
    work = done.state
    for t, new in zip(state.transporters, work.transporters, strict=True):
        t.location, t.cargo, t.moved = new.location, new.cargo, new.moved
        t.docked_from = new.docked_from
    state.goods.clear()
    state.goods.update(work.goods)
    state.moved_goods[:] = work.moved_goods
    return done.events


# -- consent (§4.7, §6.2) --------------------------------------------------------------------------


def _find(state: RoadsBoatsState, tid: str) -> Transporter | None:
    return next((o for o in state.transporters if o.id == tid), None)


def consent_asked(state: RoadsBoatsState, move: Move) -> list[tuple[str, Text]]:
    """What a move asks of other players, in its order: (owner colour, the request in words) for
    each drop onto another player's transporter, each take from one (§4.4 item 7) and for carrying
    one; empty when it needs nobody's consent. Raw ids stand in the words (the ruleset puts them
    in words)."""
    t = _find(state, move.transporter)
    if t is None:
        return []
    asked: list[tuple[str, Text]] = []
    for load in (Load(*x) for x in move.loads):
        other = _find(state, load.place)
        if other is None or other.owner == t.owner:
            continue
        good = load.good.removeprefix("good:")
        if load.count < 0:
            put = Text(
                "roads-and-boats.consent.put",
                {"count": -load.count, "good": good, "source": t.id, "place": other.id},
            )
            asked.append((other.owner, put))
        else:
            take = Text(
                "roads-and-boats.consent.take",
                {"count": load.count, "good": good, "source": other.id, "place": t.id},
            )
            asked.append((other.owner, take))
    other = _find(state, move.carry) if move.carry is not None else None
    if other is not None and other.owner != t.owner:
        carry = Text("roads-and-boats.consent.carry", {"mover": t.id, "other": other.id})
        asked.append((other.owner, carry))
    return asked


# -- unloading a carried transporter (§3.2 M2, §4.7) -----------------------------------------------


def unload_options(state: RoadsBoatsState, transporter: str) -> list[str]:
    """Where a carried transporter may be put down now (empty when it may not be)."""
    t = state.transporter(transporter)
    if not t.location.startswith("carried:"):
        return []
    carrier = state.transporter(t.location.removeprefix("carried:"))
    if carrier.moved or carrier.location.startswith("carried:"):
        return []
    board, features = board_of(state), features_of(state)
    r = reach(board, features, carrier.location)
    if _mover(t).domain == "land":
        return sorted(r.areas)
    if carrier.location.startswith("dock:"):
        return [carrier.location]  # onto the same shore only
    blocked = blocked_edges(features, t.owner)
    out = []
    for loc in sorted(r.locations):
        if loc.startswith("river:") or (
            loc.startswith("dock:")
            and not carrier.location.startswith("river:")
            and HalfEdge.from_id(loc.removeprefix("dock:")).edge.id not in blocked
        ):
            out.append(loc)
    return out


def why_not_unload(state: RoadsBoatsState, seat: int, action: Unload) -> Text | None:
    if state.phase != "movement" or state.over:
        return reason("roads-and-boats.why.move_not_movement_phase")
    t = next((x for x in state.transporters if x.id == action.transporter), None)
    if t is None:
        return reason("roads-and-boats.why.move_unknown", transporter=action.transporter)
    if not t.location.startswith("carried:"):
        if t.owner != _seat_colour(state, seat):
            return reason("roads-and-boats.why.move_not_yours")
        return reason("roads-and-boats.why.move_unload_not_carried", mover=_name(t))
    carrier = state.transporter(t.location.removeprefix("carried:"))
    if _seat_colour(state, seat) not in (t.owner, carrier.owner):
        return reason("roads-and-boats.why.move_not_yours")
    if carrier.moved:
        return reason("roads-and-boats.why.move_unload_too_late", mover=_name(carrier))
    if action.location not in unload_options(state, t.id):
        return reason(
            "roads-and-boats.why.move_unload_where", mover=_name(t), place=action.location
        )
    return None


def apply_unload(state: RoadsBoatsState, seat: int, action: Unload) -> list[Event]:
    why = why_not_unload(state, seat, action)
    if why is not None:
        raise IllegalAction(why)
    t = state.transporter(action.transporter)
    was = t.location
    t.location = action.location
    if action.location.startswith("dock:"):
        edge = HalfEdge.from_id(action.location.removeprefix("dock:")).edge
        land = board_of(state).docks[HalfEdge.from_id(action.location.removeprefix("dock:"))]
        sea = edge.other(land.hex)
        t.docked_from = f"sea:{sea.q},{sea.r}"
    params = {"mover": _name(t), "place": action.location}
    return [Event("roads-and-boats.event.move_unload", params, seat, moved=(was, action.location))]


# -- options for bots and the table ----------------------------------------------------------------


def _paths(state: RoadsBoatsState, t: Transporter) -> dict[str, tuple[str, ...]]:
    """A shortest legal path to every place the transporter can end its move."""
    board, features = board_of(state), features_of(state)
    mover = _mover(t)
    if mover.domain == "land":
        net = land_network(board, features, t.owner)
        start = net.zone[t.location]
        out = shortest_paths(net.roads, start, mover.movement, t.location)
        for z in sorted(net.steps.get(start, ())) if mover.off_road else ():
            out.setdefault(z, (t.location, z))
        return out
    net = water_network(board, features, t.owner)
    return shortest_paths(net, t.location, mover.movement, stop="dock:")


def shortest_paths(
    adjacent: Any, start: str, limit: int, first: str | None = None, stop: str | None = None
) -> dict[str, tuple[str, ...]]:
    """A shortest path of at most `limit` steps to every node reached from `start` (the path
    begins with `first`, by default `start`); nodes starting with `stop` end a path."""
    paths = {start: (start if first is None else first,)}
    frontier = [start]
    for _ in range(limit):
        nxt = []
        for node in frontier:
            for n in sorted(adjacent.get(node, ())):
                if n not in paths:
                    paths[n] = (*paths[node], n)
                    if stop is None or not n.startswith(stop):
                        nxt.append(n)
        frontier = nxt
    return paths


def move_options(
    state: RoadsBoatsState, seat: int, transporter: str, limit: int = 40
) -> list[Move]:
    """A bounded set of legal moves for one transporter: going to each reachable place (nearest
    first; the start itself is staying put) with its goods; carrying an empty transporter of the
    player from the start there; where goods lie within reach at the start, taking as many as it
    can carry and dropping everything at the destination; geese at the start following it there."""
    t = state.transporter(transporter)
    if t.location.startswith("carried:") or t.moved or t.owner != _seat_colour(state, seat):
        return []
    board, features = board_of(state), features_of(state)
    paths = _paths(state, t)
    order = sorted(paths, key=lambda z: (len(paths[z]), z))
    places, beside = _places(state, board, features, t, t.location)
    riders = [  # own ones only: carrying another player's asks his consent (`consent_moves`)
        o.id
        for o in state.transporters
        if o.id in beside
        and o.owner == t.owner
        and not o.moved
        and not o.cargo
        and _carrying(state, o) is None
    ]
    if t.cargo or _carrying(state, t) is not None:
        riders = []
    room = _mover(t).capacity - len(t.cargo)
    takes: list[tuple[int, str, str, int]] = []
    if _carrying(state, t) is None:
        for place in sorted(places):
            for good, _n in sorted(state.goods.get(place, {}).items()):
                if room <= 0:
                    break
                free = sum(1 for by in _tokens_at(state, place, good) if _free(by, t))
                k = min(free, room)
                if k > 0:
                    takes.append((0, place, good, k))
                    room -= k
    geese = [
        (0, p, sum(1 for by in _tokens_at(state, p, GEESE) if _free(by, t)))
        for p in sorted(places)
        if p.startswith("hex:")
    ]
    geese = [g for g in geese if g[2] > 0]
    out: list[Move] = []
    seen: set[Move] = set()

    def add(move: Move) -> None:
        if move not in seen and len(out) < limit and why_not_move(state, seat, move) is None:
            seen.add(move)
            out.append(move)

    for dest in order:
        path = paths[dest]
        end = path[-1]
        add(Move(t.id, path))
        if len(path) == 1:
            continue
        if riders:
            add(Move(t.id, path, carry=riders[0]))
        end_places, _ = _places(state, board, features, t, end)
        drop_at = _natural_place(board, end)
        if drop_at is None and end.startswith("river:"):
            drop_at = min((p for p in end_places if p.startswith("hex:")), default=None)
        if drop_at is None:
            drop_at = next((p for p in sorted(end_places) if p.startswith("rig:")), None)
        if drop_at is None:
            continue
        last = len(path) - 1
        cargo: dict[str, int] = {}
        for good in t.cargo:
            cargo[good] = cargo.get(good, 0) + 1
        for _, _, good, k in takes:
            cargo[good] = cargo.get(good, 0) + k
        drops = tuple((last, drop_at, g, -n) for g, n in sorted(cargo.items()))
        if drops:
            add(Move(t.id, path, tuple(takes) + drops))
        if geese and drop_at.startswith("hex:"):
            follow = (*tuple(geese), (last, drop_at, -sum(g[2] for g in geese)))
            add(Move(t.id, path, follow=follow))
    return out


def consent_moves(state: RoadsBoatsState, seat: int, transporter: str) -> list[Move]:
    """At most three legal moves asking another player's consent, offered beside `move_options`:
    carrying the first empty transporter of another player within reach of the start to the
    nearest place, dropping the first good carried onto the first transporter of another player
    within reach (as many tokens as fit), and taking the first good of the first laden one (as
    many as fit), staying put."""
    t = state.transporter(transporter)
    if t.location.startswith("carried:") or t.moved or t.owner != _seat_colour(state, seat):
        return []
    here = hex_of(t.location, t.docked_from)
    if not any(
        o.owner != t.owner and hex_of(o.location, o.docked_from) == here for o in state.transporters
    ):
        return []  # a transporter reaches no further than its own tile (§4.9): the usual case
    if _carrying(state, t) is not None:
        return []  # neither drops goods nor picks another up (§4.7)
    board, features = board_of(state), features_of(state)
    _, beside = _places(state, board, features, t, t.location)
    theirs = sorted(
        (o for o in state.transporters if o.id in beside and o.owner != t.owner), key=lambda o: o.id
    )
    found: list[Move] = []
    rider = next(
        (o for o in theirs if not o.moved and not o.cargo and _carrying(state, o) is None), None
    )
    if rider is not None and not t.cargo:
        paths = _paths(state, t)
        away = [z for z in paths if len(paths[z]) > 1]
        if away:
            dest = min(away, key=lambda z: (len(paths[z]), z))
            found.append(Move(t.id, paths[dest], carry=rider.id))
    if t.cargo:
        good = min(t.cargo)
        for o in theirs:
            room = _mover(o).capacity - len(o.cargo)
            if room > 0 and _carrying(state, o) is None:
                n = min(room, t.cargo.count(good))
                found.append(Move(t.id, (t.location,), ((0, o.id, good, -n),)))
                break
    room = _mover(t).capacity - len(t.cargo)
    laden = next((o for o in theirs if o.cargo), None)
    if laden is not None and room > 0:
        good = min(laden.cargo)
        n = min(room, laden.cargo.count(good))
        found.append(Move(t.id, (t.location,), ((0, laden.id, good, n),)))
    return [m for m in found if why_not_move(state, seat, m) is None]


def end_movement(state: RoadsBoatsState) -> None:
    """The end of the movement phase (§3.2 M4): no token or transporter is marked moved."""
    clear_phase_marks(state)


def goods_total(state: RoadsBoatsState) -> dict[str, int]:
    """Every good on the map, unattended or carried, by kind (for conservation checks)."""
    total: dict[str, int] = {}
    for pile in state.goods.values():
        for good, n in pile.items():
            total[good] = total.get(good, 0) + n
    for t in state.transporters:
        for good in t.cargo:
            total[good] = total.get(good, 0) + 1
    return total
