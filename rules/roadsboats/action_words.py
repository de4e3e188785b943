"""Short words for one legal Roads & Boats answer: the label of its button when a gesture at the
table (a building tapped, a transporter dragged, a wonder clicked) leaves several answers open.

    action_text(state, action) -> Text      keys `roads-and-boats.action.*`

The words name what tells an answer apart from the others of its prompt: a claim's good and
where it goes; a feed's goods in and out and where the inputs are taken from first; a new
transporter's launch place and what it puts out of use; a move's destination and what it takes,
drops, leads or carries; a construction's thing, place and the places that pay for it; a
brick's goods (and places, when a transporter or several places pay). A building's tile is named
when another building of its kind stands on the map, a transporter's cargo when another of its
owner and kind stands on its tile with other cargo, a mover's place (or cargo) when another of
the player's transporters of its kind may still move.
Places are worded by `describe.place_words` (a dock: its side and coast direction besides).
Pass the state the prompt was asked in (a seat's view will do).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from rules.core.actions import Action
from rules.core.steps import Done
from rules.core.text import Text
from rules.geometry.hexes import DIRECTIONS, HalfEdge, Hex, HexEdge
from rules.roadsboats.actions import (
    BuyBrick,
    ChooseHome,
    Consent,
    NeverAskOrder,
    Pray,
    RequestOrder,
    TakePosition,
)
from rules.roadsboats.building import (
    DEFAULT_FILL,
    Bridge,
    Build,
    Demolish,
    NewShaft,
    Road,
    Wall,
    road_key,
)
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe import place_words
from rules.roadsboats.describe_words import goods_words
from rules.roadsboats.movement import Follow, Load, Move, Unload
from rules.roadsboats.production import Breed, Claim, Exchange, Feed, MakeTransporter, Research
from rules.roadsboats.setup import board_of
from rules.roadsboats.state import Building, RoadsBoatsState, Transporter, goods_at, hex_of

A = "roads-and-boats.action."
PHASES_WITH_DONE = ("production", "movement", "building", "wonder")


def _t(key: str, **params: object) -> Text:
    return Text(A + key, dict(params))


def _short(some_id: str) -> str:
    return some_id.partition(":")[2]


def _find(state: RoadsBoatsState, tid: str) -> Transporter | None:
    return next((t for t in state.transporters if t.id == tid), None)


def _carried(t: Transporter) -> bool:
    return t.location.startswith("carried:")


# -- goods and places ------------------------------------------------------------------------------


def where_words(state: RoadsBoatsState, place: str) -> Text:
    """A place in words; a dock by its side and the direction of its coast (a tile has several)."""
    if place.startswith("dock:"):
        try:
            half = HalfEdge.from_id(place.removeprefix("dock:"))
            area = board_of(state).docks[half]
            direction = DIRECTIONS[half.edge.local(area.hex)]
        except (ValueError, KeyError):
            return place_words(state, place)
        return _t("dock", direction=direction, side=place_words(state, area.id))
    return place_words(state, place)


def transporter_words(state: RoadsBoatsState, tid: str) -> Text:
    """A transporter by owner and kind, and by its cargo when another of that owner and kind
    stands on its tile with other cargo ("the Red donkey with 2 trunks", "the empty Red donkey").
    """
    base = place_words(state, tid)
    t = _find(state, tid)
    if t is None or _carried(t):
        return base
    here = hex_of(t.location, t.docked_from)
    twins = [
        o
        for o in state.transporters
        if o is not t
        and (o.owner, o.kind) == (t.owner, t.kind)
        and not _carried(o)
        and hex_of(o.location, o.docked_from) == here
    ]
    if all(Counter(o.cargo) == Counter(t.cargo) for o in twins):
        return base  # none, or alike: nothing tells them apart
    if t.cargo:
        return _t("laden", transporter=base, goods=goods_words(Counter(t.cargo)))
    return _t("empty", owner=state.seat_of(t.owner), transporter=_short(t.kind))


def _place(state: RoadsBoatsState, place: str) -> Text:
    """A place goods lie at or go to: a transporter, an area, an oil rig."""
    if place.startswith("transporter:"):
        return transporter_words(state, place)
    return where_words(state, place)


def _places(state: RoadsBoatsState, places: Iterable[str]) -> list[Text]:
    return [_place(state, p) for p in dict.fromkeys(places)]


def _paid_places(paid: Iterable[tuple[str, str, int]]) -> list[str]:
    return list(dict.fromkeys(place for place, _, n in paid if n))


def _plan(state: RoadsBoatsState, places: tuple[str, ...], need: Mapping[str, int]) -> list[str]:
    """The places `need` is taken from, taking from `places` in order (as the rules do)."""
    used: list[str] = []
    for good, n in sorted(need.items()):
        for place in places:
            if n <= 0:
                break
            take = min(n, goods_at(state, place).get(good, 0))
            if take:
                used.append(place)
                n -= take
    return list(dict.fromkeys(used))


# -- production ------------------------------------------------------------------------------------


def _building(state: RoadsBoatsState, bid: str) -> Building:
    b = next((b for b in state.buildings if b.id == bid), None)
    if b is None:
        raise ValueError(f"no building {bid!r}")
    return b


def _alike(state: RoadsBoatsState, b: Building) -> bool:
    """Whether another building of its kind stands on the map (its tile then tells them apart)."""
    return any(o.kind == b.kind and o.id != b.id for o in state.buildings)


def _at(b: Building) -> Text:
    h = Hex.from_id(b.hex)
    return _t("at", q=h.q, r=h.r)


def _first(state: RoadsBoatsState, places: tuple[str, ...]) -> list[Text]:
    """Where inputs are taken from: the only place, or the first of several."""
    if not places:
        return []
    key = "first" if len(places) > 1 else "from"
    return [_t(key, place=_place(state, places[0]))]


def _claim(state: RoadsBoatsState, action: Claim) -> Text:
    b = _building(state, action.building)
    kind = roads_boats_data().buildings[b.kind]
    good = b.drawn if kind.bag else next(iter(kind.output), None)
    if good is None:
        raise ValueError(f"{b.id} gives nothing to claim")
    onto_tile = not action.onto.startswith("transporter:")
    key = "claim_tile" if onto_tile else "claim"
    params: dict[str, object] = {"good": _short(good), "onto": _place(state, action.onto)}
    if _alike(state, b):
        h = Hex.from_id(b.hex)
        return _t(f"{key}_at", building=_short(b.kind), q=h.q, r=h.r, **params)
    return _t(key, **params)


def _feed(state: RoadsBoatsState, action: Feed) -> Text:
    b = _building(state, action.building)
    kind = roads_boats_data().buildings[b.kind]
    need: Counter[str] = Counter()
    for i in action.sets:
        need.update(kind.inputs[i])
    made = {good: n * len(action.sets) for good, n in kind.output.items()}
    notes = _first(state, action.from_) + ([_at(b)] if _alike(state, b) else [])
    return _t(
        f"feed.{_short(b.kind)}", inputs=goods_words(need), outputs=goods_words(made), notes=notes
    )


def _make(state: RoadsBoatsState, action: MakeTransporter) -> Text:
    b = _building(state, action.factory)
    made = next(iter(roads_boats_data().buildings[b.kind].output))
    notes = _first(state, action.from_)
    if action.launch is not None:
        notes.append(_t("launch", place=where_words(state, action.launch)))
    if action.destroy is not None:
        if _find(state, action.destroy) is None:  # the new one itself (spec A26)
            notes.append(_t("destroy_new"))
        else:
            notes.append(_t("destroy", victim=transporter_words(state, action.destroy)))
    if _alike(state, b):
        notes.append(_at(b))
    return _t("make", transporter=_short(made), notes=notes)


def _research(state: RoadsBoatsState, action: Research) -> Text:
    paid = _plan(state, action.from_, roads_boats_data().research_cost)
    notes = [_t("paid", places=_places(state, paid))]
    for bid in action.upgrades:
        b = _building(state, bid)
        h = Hex.from_id(b.hex)
        notes.append(_t("upgrade", building=_short(b.kind), q=h.q, r=h.r))
    return _t("research", slot=_short(action.slot), notes=notes)


def _exchange(state: RoadsBoatsState, action: Exchange) -> Text:
    return _t(
        "exchange",
        goods=goods_words({action.good: action.count}),
        source=_place(state, action.from_),
        target=_place(state, action.to),
    )


# -- movement --------------------------------------------------------------------------------------


def _natural(state: RoadsBoatsState, location: str) -> str:
    """Where goods dropped "there" lie at the end of a move: the area, a docked boat's side."""
    if location.startswith("dock:"):
        try:
            return board_of(state).docks[HalfEdge.from_id(location.removeprefix("dock:"))].id
        except (ValueError, KeyError):
            return location
    return location


def _mover(state: RoadsBoatsState, t: Transporter) -> Text:
    """The moving transporter by its kind; by its place (or cargo) when another of the player's
    transporters of that kind may move too."""
    kind = _short(t.kind)
    others = [
        o
        for o in state.transporters
        if o is not t and (o.owner, o.kind) == (t.owner, t.kind) and not o.moved and not _carried(o)
    ]
    if any(o.location != t.location for o in others):
        return _t("mover_at", transporter=kind, place=where_words(state, t.location))
    if any(Counter(o.cargo) != Counter(t.cargo) for o in others):
        if t.cargo:
            return _t("mover_with", transporter=kind, goods=goods_words(Counter(t.cargo)))
        return _t("mover_empty", transporter=kind)
    return Text(f"roads-and-boats.transporter.{kind}")


def _grouped(loads: list[Load], sign: int) -> dict[tuple[int, str], Counter[str]]:
    """Loads of one direction (+1 taken, -1 dropped) by stop and place, in the move's order."""
    out: dict[tuple[int, str], Counter[str]] = {}
    for load in loads:
        if load.count * sign > 0:
            out.setdefault((load.at, load.place), Counter())[load.good] += abs(load.count)
    return out


def move_details(state: RoadsBoatsState, move: Move) -> list[Text]:
    """What a move does besides going: goods taken, geese led, a transporter carried, goods
    dropped and geese left ("there": where the move ends)."""
    last = len(move.path) - 1
    start = _natural(state, move.path[0]) if move.path else ""
    end = _natural(state, move.path[-1]) if move.path else ""
    loads = [Load(*x) for x in move.loads]
    parts: list[Text] = []
    taken: Counter[str] = Counter()
    for (at, place), goods in _grouped(loads, 1).items():
        taken += goods
        if at == 0 and place == start:
            parts.append(_t("take", goods=goods_words(goods)))
        else:
            parts.append(_t("take_from", goods=goods_words(goods), place=_place(state, place)))
    follows = [Follow(*x) for x in move.follow]
    led = sum(f.count for f in follows if f.count > 0)
    if led:
        parts.append(_t("lead", n=led))
    if move.carry is not None:
        other = transporter_words(state, move.carry)
        if move.carry_at == 0:
            parts.append(_t("carry", other=other))
        else:
            place = where_words(state, move.path[move.carry_at])
            parts.append(_t("pick_up", other=other, place=place))
    drops = _grouped(loads, -1)
    for (at, place), goods in drops.items():
        if place.startswith("transporter:"):
            parts.append(_t("drop_on", goods=goods_words(goods), place=_place(state, place)))
        elif at == last and place == end:
            if len(drops) == 1 and +goods == +taken:  # what it took, all dropped where it ends
                parts.append(_t("drop_it" if goods.total() == 1 else "drop_them"))
            else:
                parts.append(_t("drop_there", goods=goods_words(goods)))
        else:
            parts.append(_t("drop_at", goods=goods_words(goods), place=_place(state, place)))
    for f in follows:
        if f.count >= 0:
            continue
        if f.at == last and f.place == end:
            parts.append(_t("leave_them") if -f.count == led else _t("leave_there", n=-f.count))
        else:
            parts.append(_t("leave_at", n=-f.count, place=_place(state, f.place)))
    return parts


def _move(state: RoadsBoatsState, move: Move) -> Text:
    t = _find(state, move.transporter)
    if t is None:
        raise ValueError(f"no transporter {move.transporter!r}")
    mover = _mover(state, t)
    details = move_details(state, move)
    if len(move.path) <= 1:
        return _t("stay", mover=mover, details=details)
    place = where_words(state, move.path[-1])
    if details:
        return _t("move_with", mover=mover, place=place, details=details)
    return _t("move", mover=mover, place=place)


# -- building --------------------------------------------------------------------------------------


def _edge(edge: str) -> dict[str, int]:
    e = HexEdge.from_id(edge)
    return {"q": e.a.q, "r": e.a.r, "q2": e.b.q, "r2": e.b.r}


def _construction(state: RoadsBoatsState, action: Build | NewShaft | Road | Bridge | Wall) -> Text:
    sources = _places(state, _paid_places(action.paid_from))
    if isinstance(action, Build):
        kind = roads_boats_data().buildings[action.building]
        site = place_words(state, action.site)
        if action.building == "building:oil_rig":
            return _t("build_rig", site=site, sources=sources)
        if kind.bag:
            fill = _short(action.fill or DEFAULT_FILL)
            return _t("build_mine", site=site, fill=fill, sources=sources)
        return _t("build", building=_short(action.building), site=site, sources=sources)
    if isinstance(action, NewShaft):
        h = Hex.from_id(action.hex)
        return _t("new_shaft", q=h.q, r=h.r, fill=_short(action.fill), sources=sources)
    if isinstance(action, Road):
        board = board_of(state)
        a, b = board.road_ends(road_key(board, action.half_edge) or action.half_edge)
        return _t("road", a=place_words(state, a), b=place_words(state, b), sources=sources)
    if isinstance(action, Bridge):
        h = Hex.from_id(action.hex)
        return _t("bridge", q=h.q, r=h.r, arm=DIRECTIONS[action.arm], sources=sources)
    wall = state.walls.get(action.edge)
    tokens = 1 if wall is None else wall.tokens + 1
    if tokens > 1:
        return _t("wall_more", tokens=tokens, sources=sources, **_edge(action.edge))
    return _t("wall", sources=sources, **_edge(action.edge))


def _demolish(state: RoadsBoatsState, action: Demolish) -> Text:
    sources = _places(state, _paid_places(action.paid_from))
    wall = state.walls.get(action.edge)
    owner = state.seat_of(wall.owner) if wall is not None and wall.owner is not None else None
    return _t("demolish", owner=owner, sources=sources, **_edge(action.edge))


# -- the other answers -----------------------------------------------------------------------------


def _brick(state: RoadsBoatsState, action: BuyBrick) -> Text:
    goods: Counter[str] = Counter()
    for _, good, n in action.paid:
        goods[good] += n
    places = _paid_places(action.paid)
    if len(places) > 1 or any(p.startswith("transporter:") for p in places):
        return _t("brick_from", goods=goods_words(goods), places=_places(state, places))
    return _t("brick", goods=goods_words(goods))


def _done(state: RoadsBoatsState) -> Text:
    phase = state.phase if state.phase in PHASES_WITH_DONE else "other"
    return _t(f"done.{phase}")


def action_text(state: RoadsBoatsState, action: Action) -> Text:
    """Short words for a legal action of the prompt asked in `state` (see the module doc)."""
    match action:
        case Move():
            return _move(state, action)
        case Unload(transporter=tid, location=location):
            return _t(
                "unload",
                carried=transporter_words(state, tid),
                place=where_words(state, location),
            )
        case Claim():
            return _claim(state, action)
        case Feed():
            return _feed(state, action)
        case MakeTransporter():
            return _make(state, action)
        case Research():
            return _research(state, action)
        case Exchange():
            return _exchange(state, action)
        case Demolish():
            return _demolish(state, action)
        case Build() | NewShaft() | Road() | Bridge() | Wall():
            return _construction(state, action)
        case BuyBrick():
            return _brick(state, action)
        case ChooseHome(area=area):
            return _t("home", place=place_words(state, area))
        case RequestOrder(yes=yes):
            return _t("order_yes" if yes else "order_no")
        case NeverAskOrder():
            return _t("order_never")
        case Pray(stop=stop):
            return _t("pray_stop" if stop else "pray_keep")
        case TakePosition(position=position):
            return _t("position", position=position)
        case Consent(yes=yes):
            return _t("consent_yes" if yes else "consent_no")
        case Breed(yes=yes):
            return _t("breed_yes" if yes else "breed_no")
        case Done():
            return _done(state)
    raise ValueError(f"no words for {action!r}")
