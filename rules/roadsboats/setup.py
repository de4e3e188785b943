"""Roads & Boats' options and setup (spec §2).

`normalize_options` fills the defaults and refuses what no game can be set up with. `setup` draws
the temple row (§2.4) and leaves the start-tile choices pending in sequence-chart order (§2.5),
unless the map fixes them; `choose_home` answers one, putting the start pieces on the home area.

The map is named by the options (a preset id, or a custom map's JSON under "map"); the state keeps
that name, and the Board is loaded only behind `_board` (`rules.roadsboats.maps`), so the rules here
need no more of it than its land hexes (`Mapping[Hex, River]` of `rules.geometry`).

Readings: 1 to 5 players, as the rulebook says ("게임은 1명에서 5명까지", §2.1; §8 has no solo
rules, see `wonder.end_brick`); colours are the box's four (spec §1.1) and purple for a fifth, each
seat a different one; a map's fixed start tiles go to the players in sequence order, the others
choose; a map is refused for a player count when the homes chosen first (a tile between each, §2.5)
could leave no land tile for a later player (`room_for`: Mesopotamia seats 4 for sure, not 5); no
mine exists at the start, so there is no bag to fill yet.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from rules.core.errors import IllegalAction, OptionsError, reason
from rules.core.events import Event
from rules.core.prompt import Decision
from rules.core.rng import Rng
from rules.core.seats import normalize_seats
from rules.core.text import Text
from rules.geometry.hexes import Hex
from rules.geometry.rivers import Area, River, area_shapes
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.state import (
    CHOOSE_HOME,
    COLOURS,
    Player,
    RoadsBoatsState,
    add_goods,
    map_text,
    new_transporter,
)

PLAYERS = (1, 2, 3, 4, 5)  # the rulebook's 1 to 5 (§2.1); the wonder's end mark for five: brick 76
DEFAULT_PLAYERS = 2
DEFAULT_MAP = "map:dead_sea"
HOME_DISTANCE = 2  # at least one tile between two homes (§2.5)

Land = Mapping[Hex, River]  # the land hexes of a map and their rivers (River() for none)


def _refuse(key: str, **params: Any) -> OptionsError:
    return OptionsError(reason(f"roads-and-boats.why.options_{key}", **params))


def normalize_options(options: dict[str, Any]) -> dict[str, Any]:
    """The options with defaults filled in (2 players, the Dead Sea map); raises OptionsError
    naming what is wrong."""
    n = options.get("players", DEFAULT_PLAYERS)
    if not isinstance(n, int) or isinstance(n, bool) or n not in PLAYERS:
        raise _refuse("players", players=n)
    game_map = options.get("map", DEFAULT_MAP)
    if isinstance(game_map, str):
        if game_map not in roads_boats_data().maps:
            raise _refuse("map", map=game_map, known=sorted(roads_boats_data().maps))
    elif not isinstance(game_map, dict) or not isinstance(game_map.get("hexes"), list):
        raise _refuse("custom_map")
    seats = normalize_seats(options.get("seats"), n, COLOURS)
    colours = [s["colour"] for s in seats]
    if any(c not in COLOURS for c in colours) or len(set(colours)) != n:
        raise _refuse("colours", known=list(COLOURS))
    normal = {"players": n, "map": game_map, "seats": seats}
    _refuse_if_crowded(game_map, n)
    never = options.get("never_ask") or []
    if not isinstance(never, list) or any(s not in range(n) or isinstance(s, bool) for s in never):
        raise _refuse("never_ask", players=n)
    if never:  # the seats whose players never ask for the play order (§3.5: a right, not a duty)
        normal["never_ask"] = sorted(set(never))
    return normal


def setup(options: dict[str, Any], seed: int) -> RoadsBoatsState:
    """A new game: the temple row drawn at random, the start tiles pending (or placed)."""
    options = normalize_options(options)
    rng = Rng(seed)
    never = options.get("never_ask", [])
    players = [
        Player(seat, s["name"], s["colour"], s["bot"], asks_order=seat not in never)
        for seat, s in enumerate(options["seats"])
    ]
    # §2.4: the praying figures are drawn one by one, the first closest to the temple; the
    # sequence chart reads the row from the back
    temple = list(range(len(players)))
    rng.shuffle(temple)
    state = RoadsBoatsState(
        rng=rng,
        map=map_text(options["map"]),
        players=players,
        temple=temple,
        sequence=list(reversed(temple)),
    )
    fixed = _fixed_starts(options["map"])
    land = land_of(_board(options["map"])) if fixed else {}
    for seat, (hex_id, area) in zip(state.sequence, fixed, strict=False):
        state.players[seat].home = hex_id
        if area is None and len(area_shapes(land[Hex.from_id(hex_id)])) == 1:
            area = Area(Hex.from_id(hex_id), 0).id
        if area is not None:
            _place_home(state, seat, area)
    # §2.5: the others choose in sequence-chart order (a fixed river tile: only its side)
    state.pending = [
        Decision(CHOOSE_HOME, seat)
        for seat in reversed(state.sequence)
        if state.players[seat].home_area is None
    ]
    if not state.pending:
        state.phase = "production"
    return state


# -- the map -----------------------------------------------------------------------------------


def _board(game_map: str | dict[str, Any]) -> Any:
    """The Board of a preset id or a custom map's JSON (`rules.roadsboats.maps`, imported late so
    the rules here need only the land hexes)."""
    from rules.roadsboats import maps

    if isinstance(game_map, str):
        return maps.preset_map(game_map)
    return maps.load_map(game_map)


def board_of(state: RoadsBoatsState) -> Any:
    """The Board the game is played on (a custom map's JSON parsed once per distinct map)."""
    return _board_of_text(map_text(state.map))


@lru_cache(maxsize=8)
def _board_of_text(text: str) -> Any:
    return _board(json.loads(text) if text.startswith("{") else text)


def features_of(state: RoadsBoatsState) -> Any:
    """What the players added to the map (roads, bridges, walls, irrigation), as the board's
    movement graphs take it."""
    from rules.roadsboats.board import Features

    return Features(
        roads=frozenset(state.roads),
        bridges=frozenset((h, arm) for h, arms in state.bridges.items() for arm in arms),
        walls={e: (w.owner, w.tokens) for e, w in state.walls.items()},
        irrigated=state.irrigated,
    )


def land_of(board: Any) -> Land:
    """The land hexes of a Board with their rivers."""
    return board.land


def _fixed_starts(game_map: str | dict[str, Any]) -> list[tuple[str, str | None]]:
    """The start tiles a scenario fixes, in sequence order, as (hex id, area id or None when the
    player picks the side); read from the map's own data, so a map without any needs no Board."""
    if isinstance(game_map, str):
        return [(Hex(q, r).id, None) for q, r in roads_boats_data().maps[game_map].start_tiles]
    fixed = []
    for s in game_map.get("start_tiles", []):
        h = Hex(s["q"], s["r"])
        fixed.append((h.id, Area(h, s["area"]).id if s.get("area") is not None else None))
    return fixed


# -- room for every home (§2.5) ----------------------------------------------------------------


def _refuse_if_crowded(game_map: str | dict[str, Any], players: int) -> None:
    """Raise OptionsError when the map might leave a player without a start tile. A custom map
    that does not load is left to the map's own check (`maps.load_map` names what is wrong)."""
    from rules.roadsboats.maps import MapError

    try:
        land = land_of(_board_of_text(map_text(game_map)))
    except MapError:
        return
    fixed = [Hex.from_id(h) for h, _ in _fixed_starts(game_map)]
    if not room_for(land, fixed, players):
        sure = max(n for n in range(1, players) if room_for(land, fixed, n)) if players > 1 else 0
        raise _refuse("crowded", players=players, sure=sure)


def room_for(land: Land | Any, fixed: list[Hex], players: int) -> bool:
    """Whether every one of `players` gets a start tile however the homes are chosen: the map's
    fixed start tiles go to the first players, the others choose land tiles with a tile between
    each two homes (§2.5); False when some choices leave no such tile for a later player."""
    homes = fixed[:players]
    free = players - len(homes)
    if free <= 0:
        return True
    closed = {h for home in homes for h in _near(home)}
    tiles = tuple(h for h in sorted(land) if h not in closed)
    return not _can_strand(frozenset(tiles), tiles, free)


def _near(h: Hex) -> set[Hex]:
    """The hexes a home on `h` closes to other homes: itself and its neighbours."""
    return {h, *h.neighbours()}


def _can_strand(open_tiles: frozenset[Hex], picks: tuple[Hex, ...], choosers: int) -> bool:
    """Whether `choosers` players choosing one after the other (each choice closing its tile and
    its neighbours) can leave the last of them no open tile, the earlier ones choosing among
    `picks` (the open tiles from some point on: a set of homes strands alike in any order). A
    home closes at most 7 tiles, so more than 7 open for each earlier chooser strand nobody."""
    if not open_tiles:
        return True
    if choosers <= 1 or len(open_tiles) > 7 * (choosers - 1):
        return False
    for i, h in enumerate(picks):
        closed = _near(h)
        rest = tuple(t for t in picks[i + 1 :] if t not in closed)
        if _can_strand(open_tiles - closed, rest, choosers - 1):
            return True
    return False


# -- start tiles (§2.5) ------------------------------------------------------------------------


def home_choices(state: RoadsBoatsState, land: Land) -> list[str]:
    """The areas the player to choose may take as home: every area of a land tile at distance 2
    or more from every other home (a river tile: one choice per side); with a start tile fixed by
    the map, its sides."""
    if not state.pending or state.pending[-1].kind != CHOOSE_HOME:
        return []
    player = state.players[state.pending[-1].seat]
    if player.home is not None:
        fixed = Hex.from_id(player.home)
        return [Area(fixed, i).id for i in range(len(area_shapes(land[fixed])))]
    homes = [Hex.from_id(p.home) for p in state.players if p.home is not None]
    return [
        Area(h, i).id
        for h in sorted(land)
        if all(h.distance(other) >= HOME_DISTANCE for other in homes)
        for i in range(len(area_shapes(land[h])))
    ]


def why_not_home(state: RoadsBoatsState, land: Land, seat: int, area: str) -> Text | None:
    """Why `seat` may not take `area` as home now; None if it may."""
    if not state.pending or state.pending[-1] != Decision(CHOOSE_HOME, seat):
        return reason("roads-and-boats.why.not_your_home_turn")
    if area not in home_choices(state, land):
        fixed = state.players[seat].home
        if fixed is not None:  # the map gives this player a start tile: one of its sides
            h = Hex.from_id(fixed)
            return reason("roads-and-boats.why.home_fixed", q=h.q, r=h.r)
        return reason("roads-and-boats.why.home_too_close", distance=HOME_DISTANCE)
    return None


def choose_home(state: RoadsBoatsState, land: Land, seat: int, area: str) -> list[Event]:
    """`seat` takes `area` as home (§2.5). After the last choice the first turn's production
    phase begins."""
    why = why_not_home(state, land, seat, area)
    if why is not None:
        raise IllegalAction(why)
    _place_home(state, seat, area)
    state.pending.pop()
    if not state.pending:
        state.phase = "production"
    h = Area.from_id(area).hex
    return [Event("roads-and-boats.event.home", {"q": h.q, "r": h.r}, seat)]


def _place_home(state: RoadsBoatsState, seat: int, area: str) -> None:
    """The home marker and the start pieces: 3 donkeys and the start goods lying unattended
    beside them in the home area (reading §2.5)."""
    data = roads_boats_data()
    player = state.players[seat]
    player.home, player.home_area = Area.from_id(area).hex.id, area
    for kind, n in data.start_transporters.items():
        for _ in range(n):
            new_transporter(state, player.colour, kind, area)
    add_goods(state, area, data.start_goods)
