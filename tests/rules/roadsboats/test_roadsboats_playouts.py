"""Seeded whole games of Roads & Boats across 1-5 players, the four preset maps and random maps,
random and heuristic bots. After every action: goods conserved wherever nothing is produced or
consumed (moves, unloads, exchanges, the order procedure, a turn handed on); a production
decision changes them by exactly its building's inputs and outputs (or research's price), a
construction or a brick by exactly its cost, a home by exactly the start goods; at the end of a
phase (unattended processing, unclaimed output laid down, breeding) only goods some building on
the map takes are used up and only goods some building makes (or geese) appear. Never a
negative or empty pile, nor goods at sea but on an oil rig or geese beside a transporter; every
transporter within its capacity and every colour within the ownership limits 8/5/5; every piece,
building and pile on the map.
Every game's save replays to the same hash."""

from __future__ import annotations

import functools

import pytest

from rules.bots import make_bot
from rules.core.session import Session
from rules.core.steps import Done
from rules.geometry.hexes import HalfEdge, Hex
from rules.geometry.rivers import Area
from rules.roadsboats import building, movement, production
from rules.roadsboats.actions import (
    BuyBrick,
    ChooseHome,
    Consent,
    Pray,
    RequestOrder,
    TakePosition,
)
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.maps import map_to_json, random_map
from rules.roadsboats.movement import goods_total
from rules.roadsboats.setup import board_of
from rules.roadsboats.state import RoadsBoatsState, count_by_domain
from tests.rules.roadsboats.test_roadsboats_production import expected_change
from tests.soak import share

PRESETS = ("map:dead_sea", "map:mesopotamia", "map:lord_of_the_ring", "map:the_pacific")
GAMES = share(20, 100)  # 20 cover every player count, map and bot (seed % 5, % 3; the maps below)
CHUNK = 5  # games per test: a hundred tests would each pay pytest's overhead, and a long one
# would be a worker's tail at the end of the run
UNCHANGED = (
    movement.Move,
    movement.Unload,
    production.Exchange,
    Consent,  # a yes makes a move or an exchange
    RequestOrder,
    Pray,
    TakePosition,
)


NOTHING = Consent(False)  # judged as a decision that changes no goods


def options(seed: int) -> dict:
    """1-5 players by seed % 5; the maps (four presets, a random one) shifted each five seeds, so
    every player count meets four of them in 20 games. Mesopotamia seats 4 for sure (its options
    refuse 5, `setup.room_for`): five play the Lord of the Ring there instead."""
    players = 1 + seed % 5
    kind = (seed + seed // 5) % 5
    if kind == 4:
        game_map: str | dict = map_to_json(random_map(players, seed))
    else:
        game_map = PRESETS[kind]
        if (game_map, players) == ("map:mesopotamia", 5):
            game_map = "map:lord_of_the_ring"
    return {"players": players, "map": game_map}


def level(seed: int) -> str:
    return "heuristic" if seed % 3 == 0 else "random"


def _minus(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    return {g: before.get(g, 0) - after.get(g, 0) for g in set(before) | set(after)}


def _spent(paid) -> dict[str, int]:
    out: dict[str, int] = {}
    for _, good, n in paid:
        out[good] = out.get(good, 0) + n
    return out


def _same(a: dict[str, int], b: dict[str, int]) -> bool:
    keys = set(a) | set(b)
    return all(a.get(k, 0) == b.get(k, 0) for k in keys)


def check_goods(state: RoadsBoatsState, before: dict[str, int], action, expected, ended) -> None:
    """`expected`: a production decision's change, worked out before it was applied; `ended`:
    the action ended a phase (the last player's Done)."""
    change = _minus(before, goods_total(state))  # > 0: gone from the map
    if isinstance(action, production.PRODUCTION_ACTIONS) and expected is not None:
        assert _same(change, {g: -n for g, n in expected.items()}), (action, change)
    elif isinstance(action, UNCHANGED) or (isinstance(action, Done) and not ended):
        assert _same(change, {}), (action, change)
    elif isinstance(action, building.ACTIONS):
        assert _same(change, _spent(action.paid_from)), (action, change)
    elif isinstance(action, BuyBrick):
        assert _same(change, _spent(action.paid)), (action, change)
    elif isinstance(action, ChooseHome):
        start = roads_boats_data().start_goods
        assert _same(change, {g: -n for g, n in start.items()}), (action, change)
    elif isinstance(action, Done):
        takes, makes = _processing(state)
        used = {g for g, n in change.items() if n > 0}
        made = {g for g, n in change.items() if n < 0}
        assert used <= takes and made <= makes, (state.phase, change)


def _processing(state: RoadsBoatsState) -> tuple[set[str], set[str]]:
    """The goods the buildings on the map take and make, with research's price and breeding."""
    data = roads_boats_data()
    takes, makes = set(data.research_cost), {"good:geese"}
    for b in state.buildings:
        kind = data.buildings[b.kind]
        takes |= {g for alternative in kind.inputs for g in alternative}
        makes |= set(kind.output)
        if kind.bag:  # a mine's counters, whichever were drawn
            makes |= {g for fill in data.mine_fills.values() for g in fill.bag}
    return takes, makes


@functools.cache
def _areas(board) -> frozenset[str]:
    return frozenset(a.id for h in board.land for a in board.areas_of(h))


def check_state(state: RoadsBoatsState) -> None:
    board = board_of(state)
    data = roads_boats_data()
    areas = _areas(board)
    ids = {t.id for t in state.transporters}
    assert len(ids) == len(state.transporters)
    for place, pile in state.goods.items():
        assert pile and all(n > 0 for n in pile.values()), (place, pile)
        if place.startswith("rig:"):
            assert Hex.from_id(f"hex:{place.removeprefix('rig:')}") in board.sea, place
        elif place.startswith("sea:"):  # geese, never alone at sea (rulebook: 거위는 바다에 홀로
            # 둘 수 없습니다): a transporter stays with them
            assert set(pile) == {"good:geese"}, (place, pile)
            assert any(t.location == place for t in state.transporters), place
        else:
            assert place in areas, place  # never at sea, nor off the map
    for t in state.transporters:
        assert len(t.cargo) <= data.transporters[t.kind].capacity, t
        kind, _, rest = t.location.partition(":")
        if kind == "hex":
            assert t.location in areas, t
        elif kind == "river":
            assert board.land[Hex.from_id(f"hex:{rest}")].edges, t
        elif kind == "sea":
            assert Hex.from_id(f"hex:{rest}") in board.sea, t
        elif kind == "dock":
            assert HalfEdge.from_id(rest) in board.docks, t
        else:
            assert kind == "carried" and rest in ids and rest != t.id, t
    limits = data.limits
    for p in state.players:
        n = count_by_domain(state, p.colour)
        assert n["total"] <= limits.total and n["land"] <= limits.land
        assert n["water"] <= limits.water
    for b in state.buildings:
        h = Hex.from_id(b.hex)
        assert h in board.land or (h in board.sea and b.kind == "building:oil_rig"), b
        if h in board.land:
            assert Area.from_id(b.area).hex == h and b.area in areas, b
    for m in state.moved_goods:
        assert m.count > 0


def play(seed: int) -> Session:
    opts = options(seed)
    session = Session("roads-and-boats", opts, seed)
    rules = session.rules
    bots = [
        make_bot("roads-and-boats", level(seed), seed * 1000 + i) for i in range(opts["players"])
    ]
    check_state(session.state)
    held = None  # a decision waiting for its owners' consent, with its expected change
    while (prompt := rules.prompt(session.state)) is not None:
        action = bots[prompt.seat].choose(rules, session.state, prompt.seat)
        state = session.state
        before, phase, turn = goods_total(state), state.phase, state.turn
        production_decision = isinstance(action, production.PRODUCTION_ACTIONS)
        expected = expected_change(state, action) if production_decision else None
        session.apply(action, by="bot")
        state = session.state
        ended = (state.phase, state.turn) != (phase, turn) or state.over
        judged = action
        if state.proposal is not None:  # asked, not made: nothing taken without consent
            held = held or (action, expected)
            judged = NOTHING
        elif held is not None and isinstance(action, Consent):  # the last answer
            judged, expected = held if action.yes else (NOTHING, None)
            held = None
        check_goods(state, before, judged, expected, ended)
        check_state(state)
        assert len(session.steps) < 20000
    return session


@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_whole_games_keep_every_invariant_and_replay(first):
    for seed in range(first, first + CHUNK):
        session = play(seed)
        state = session.state
        assert state.over
        result = session.rules.result(state)
        assert result is not None
        assert sorted(s.seat for s in result.standings) == list(state.seats)
        for standing in result.standings:
            parts = standing.score
            assert parts["total"] == sum(parts.values()) - parts["total"]
        again = Session.from_save(session.to_save())
        assert again.hash() == session.hash()


def test_the_games_cover_every_player_count_map_and_bot():
    seen = {(options(s)["players"], str(options(s)["map"])[:20], level(s)) for s in range(GAMES)}
    assert {p for p, _, _ in seen} == {1, 2, 3, 4, 5}
    maps = {m for _, m, _ in seen}
    assert set(PRESETS) <= maps and any(m.startswith("{") for m in maps)
    assert {lv for _, _, lv in seen} == {"random", "heuristic"}
