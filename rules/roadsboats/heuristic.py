"""A Roads & Boats bot that plays a recognisable game: a home among woods and rock, every
primary output claimed, trunks carried to a sawmill and goods brought home, woodcutters, quarries
and a sawmill built near home, roads out of it, and bricks bought at home with the cheap goods.

Each prompt's legal answers are scored; the best one is taken if it is worth anything, else the
turn ends (`Done`). Ties go to the answer offered first; a seeded RNG only breaks exact ties among
equally good start tiles, so the same seed plays the same game.
"""

from __future__ import annotations

from typing import Any

from rules.core.actions import Action
from rules.core.rng import Rng
from rules.core.ruleset import Ruleset
from rules.core.steps import Done
from rules.geometry.hexes import Hex
from rules.geometry.rivers import Area
from rules.roadsboats import building, movement, production
from rules.roadsboats.actions import BuyBrick, ChooseHome, Pray, RequestOrder, TakePosition
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.setup import board_of
from rules.roadsboats.state import RoadsBoatsState, count_by_domain, hex_of

HOME_TERRAIN = {"woods": 3, "rock": 2, "pasture": 1, "mountain": 1}
NEAR = 2  # tiles from home the bot builds on
WEALTH = ("good:gold", "good:coins", "good:stock")
# what to build near home, with its worth and how many of it may stand near home
WANTED = {
    "building:woodcutter": (8, 2),
    "building:sawmill": (9, 1),
    "building:quarry": (7, 1),
    "building:clay_pit": (3, 1),
    "building:papermill": (2, 1),
    "building:stone_factory": (2, 1),
    "building:wagon_factory": (2, 1),
    "building:coal_burner": (1, 1),
    "building:mint": (2, 1),
}
ROADS_NEAR_HOME = 4
BUILDING_GOODS = ("good:boards", "good:stone")
KEEP_BUILDING_GOODS = 8  # turns in which boards and stone are kept for building


class RoadsBoatsHeuristic:
    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, rules: Ruleset, state: Any, seat: int) -> Action:
        seen: RoadsBoatsState = rules.view(state, seat)
        legal = rules.legal_actions(seen)
        first = legal[0]
        if isinstance(first, ChooseHome):
            return self._home(seen, legal)
        if isinstance(first, RequestOrder):
            return RequestOrder(False)
        if isinstance(first, Pray):
            return Pray(False)
        if isinstance(first, TakePosition):
            return min(legal, key=lambda a: a.position if isinstance(a, TakePosition) else 99)
        score = {
            "production": _production,
            "movement": _movement,
            "building": _building,
            "wonder": _wonder,
        }.get(seen.phase)
        if score is None:
            return first
        best, worth = Done(), 0.0
        for action in legal:
            if isinstance(action, Done):
                continue
            value = score(seen, seat, action)
            if value > worth:
                best, worth = action, value
        return best

    def _home(self, state: RoadsBoatsState, legal: list[Action]) -> Action:
        board = board_of(state)

        def worth(action: Action) -> int:
            assert isinstance(action, ChooseHome)
            h = Area.from_id(action.area).hex
            near = [h, *(n for n in h.neighbours() if n in board.land)]
            return sum(HOME_TERRAIN.get(_terrain(board, n), 0) for n in near) + len(near)

        scores = [worth(a) for a in legal]
        top = max(scores)
        best = [a for a, s in zip(legal, scores, strict=True) if s == top]
        return best[self.rng.below(len(best))]


def _terrain(board: Any, h: Hex) -> str:
    return board.tile[h].terrain.removeprefix("terrain:")


def _home_hex(state: RoadsBoatsState, seat: int) -> Hex | None:
    home = state.players[seat].home
    return Hex.from_id(home) if home else None


def _distance(state: RoadsBoatsState, seat: int, hex_id: str | None) -> int:
    home = _home_hex(state, seat)
    if home is None or hex_id is None:
        return 99
    return home.distance(Hex.from_id(hex_id))


# -- production ------------------------------------------------------------------------------------


def _production(state: RoadsBoatsState, seat: int, action: Action) -> float:
    if isinstance(action, production.Claim):
        return 3.0 if action.onto.startswith("transporter:") else 2.0
    if isinstance(action, production.Feed):
        return 4.0 + len(action.sets)
    if isinstance(action, production.MakeTransporter):
        counts = count_by_domain(state, state.players[seat].colour)
        return 1.5 if action.destroy is None and counts["total"] < 6 else 0.0
    return 0.0


# -- movement --------------------------------------------------------------------------------------


def _consumers(state: RoadsBoatsState) -> dict[str, set[str]]:
    """Hex id -> the goods its building takes as input."""
    data = roads_boats_data()
    out: dict[str, set[str]] = {}
    for b in state.buildings:
        kind = data.buildings[b.kind]
        if kind.kind == "primary":
            continue
        out[b.hex] = {g for alternative in kind.inputs for g in alternative}
    return out


def _place_value(state: RoadsBoatsState, seat: int, place: str, good: str, uses: Any) -> float:
    where = hex_of(place)
    if where is None:
        return 0.0
    if good in uses.get(where, ()):
        return 10.0
    if where == state.players[seat].home:
        return 4.0
    return 1.0


def _movement(state: RoadsBoatsState, seat: int, action: Action) -> float:
    if isinstance(action, movement.Unload):
        return 0.5
    if not isinstance(action, movement.Move):
        return 0.0
    if not action.loads:
        return _to_a_producer(state, seat, action)
    uses = _consumers(state)
    value = 0.0
    for _, place, good, count in action.loads:
        if place.startswith("transporter:"):
            continue
        worth = _place_value(state, seat, place, good, uses)
        value += -count * worth
    return value


def _to_a_producer(state: RoadsBoatsState, seat: int, move: movement.Move) -> float:
    """An empty move worth making: to a primary producer's tile none of the player's other
    transporters stands on (to claim its output next turn), not leaving one."""
    if move.carry is not None or len(move.path) < 2:
        return 0.0
    data = roads_boats_data()
    primary = {b.hex for b in state.buildings if data.buildings[b.kind].kind == "primary"}
    colour = state.players[seat].colour
    start, end = hex_of(move.path[0]), hex_of(move.path[-1])
    if end not in primary or start in primary:
        return 0.0
    mine = [t for t in state.transporters if t.owner == colour and t.id != move.transporter]
    return 0.0 if any(hex_of(t.location, t.docked_from) == end for t in mine) else 2.5


# -- building --------------------------------------------------------------------------------------


def _building(state: RoadsBoatsState, seat: int, action: Action) -> float:
    if isinstance(action, building.Build):
        want = WANTED.get(action.building)
        if want is None:
            return 0.0
        worth, most = want
        site = action.site.partition("/")[0]
        if _distance(state, seat, site) > NEAR:
            return 0.0
        near = sum(
            1
            for b in state.buildings
            if b.kind == action.building and _distance(state, seat, b.hex) <= NEAR
        )
        return float(worth) if near < most else 0.0
    if isinstance(action, building.Road):
        ends = _edge_hexes(action.half_edge)
        if min(_distance(state, seat, h) for h in ends) > 1:
            return 0.0
        home = _home_hex(state, seat)
        near = sum(
            1
            for r in state.roads
            if home is not None and min(_distance(state, seat, h) for h in _edge_hexes(r)) <= 1
        )
        return 3.0 if near < ROADS_NEAR_HOME else 0.0
    return 0.0


def _edge_hexes(half_edge: str) -> list[str]:
    ends = half_edge.removeprefix("edge:").partition("#")[0].split("~")
    return [f"hex:{e}" for e in ends]


# -- wonder ----------------------------------------------------------------------------------------


def _wonder(state: RoadsBoatsState, seat: int, action: Action) -> float:
    if not isinstance(action, BuyBrick):
        return 0.0
    if any(good in WEALTH for _, good, _ in action.paid):
        return 0.0
    if state.turn <= KEEP_BUILDING_GOODS and any(g in BUILDING_GOODS for _, g, _ in action.paid):
        return 0.0  # boards and stone build the first woodcutters, sawmill and roads
    cost = sum(n for _, _, n in action.paid)
    return 1.0 if cost <= 3 else 0.0
