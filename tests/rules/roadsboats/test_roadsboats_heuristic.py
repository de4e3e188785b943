"""The Roads & Boats heuristic bot plays a recognisable game: against the random bot, in seeded
two-player games on the default map, it builds roads and secondary producers, carries inputs to
them and has them make goods, buys bricks, and ends richer in every game. The same seed plays the
same game, and a prompt it does not know (another player's consent) gets a cautious no."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from rules.bots import make_bot
from rules.core.session import Session
from rules.geometry.hexes import Hex
from rules.roadsboats import building, movement, production
from rules.roadsboats.actions import BuyBrick, Consent
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.heuristic import RoadsBoatsHeuristic
from rules.roadsboats.scoring import wealth
from rules.roadsboats.state import RoadsBoatsState

GAME = "roads-and-boats"
SEEDS = range(6)  # seats alternate: the heuristic moves first in even seeds
SECONDARY = {b.id for b in roads_boats_data().buildings_of("secondary")}


@dataclass
class Game:
    seat: int  # the heuristic's
    session: Session
    actions: list[Any] = field(default_factory=list)  # the heuristic's, in order
    delivered: int = 0  # input tokens it dropped at a secondary producer
    made: int = 0  # goods secondary producers made for it: fed by it, or unattended near home

    @property
    def state(self) -> RoadsBoatsState:
        return self.session.state


def _inputs_dropped(state: RoadsBoatsState, move: movement.Move) -> int:
    """Tokens a move drops at a secondary producer that takes them as input."""
    data = roads_boats_data()
    takes = {
        b.area: {g for alternative in data.buildings[b.kind].inputs for g in alternative}
        for b in state.buildings
        if b.kind in SECONDARY
    }
    return sum(-n for _, place, good, n in move.loads if n < 0 and good in takes.get(place, ()))


def _hex(event: Any) -> Hex:
    return Hex(event.params["q"], event.params["r"])


def _made(state: RoadsBoatsState, seat: int, events: list[Any]) -> int:
    """Output units of secondary producers among the events: the seat's feeds, and unattended
    processing (§3.1.3) within two tiles of its home."""
    home = Hex.from_id(state.players[seat].home or "hex:0,0")
    n = 0
    for e in events:
        fed = e.key.endswith(".produce_feed") and e.seat == seat
        near = e.key.endswith(".produce_unattended") and home.distance(_hex(e)) <= 2
        n += e.params["n"] if fed or near else 0
    return n


def play(seed: int) -> Game:
    seat = seed % 2
    session = Session(GAME, {"players": 2, "map": "map:dead_sea"}, seed)
    bots = [make_bot(GAME, "random", seed * 1000 + i) for i in range(2)]
    bots[seat] = make_bot(GAME, "heuristic", seed * 1000 + seat)
    game = Game(seat, session)
    rules = session.rules
    while (prompt := rules.prompt(session.state)) is not None:
        action = bots[prompt.seat].choose(rules, session.state, prompt.seat)
        if prompt.seat == seat:
            game.actions.append(action)
            if isinstance(action, movement.Move):
                game.delivered += _inputs_dropped(session.state, action)
        events = session.apply(action, by="bot")
        game.made += _made(session.state, seat, events)
    return game


@pytest.fixture(scope="module")
def games() -> list[Game]:
    return [play(seed) for seed in SEEDS]


def _count(game: Game, kind: type) -> int:
    return sum(1 for a in game.actions if isinstance(a, kind))


def _built(game: Game) -> set[str]:
    return {a.building for a in game.actions if isinstance(a, building.Build)}


def test_every_game_ends(games):
    assert all(g.state.over for g in games)


def test_it_builds_roads_and_secondary_producers(games):
    for g in games:
        assert _count(g, building.Road) >= 3
        built = _built(g)
        assert {"building:woodcutter", "building:quarry", "building:sawmill"} <= built, built
        assert built & SECONDARY, built


def test_it_mines_gold_for_a_mint(games):
    assert sum("building:mine" in _built(g) for g in games) >= 4
    assert sum("building:mint" in _built(g) for g in games) >= 3


def test_it_carries_inputs_to_secondary_producers_that_make_goods(games):
    for g in games:
        assert g.delivered >= 20, g.delivered
        assert g.made >= 30, g.made
    assert sum(_count(g, production.Feed) for g in games) >= len(games)


def test_it_adds_bricks_to_the_wonder(games):
    for g in games:
        colour = g.state.players[g.seat].colour
        assert _count(g, BuyBrick) >= 10
        assert g.state.wonder.count(colour) >= 10


def test_it_ends_richer_than_the_random_bot(games):
    mine = [wealth(g.state, g.seat)["total"] for g in games]
    theirs = [wealth(g.state, 1 - g.seat)["total"] for g in games]
    assert all(a > b for a, b in zip(mine, theirs, strict=True)), (mine, theirs)
    assert sum(mine) > 4 * sum(theirs)
    assert any(wealth(g.state, g.seat)["gold"] + wealth(g.state, g.seat)["coins"] for g in games)


def test_the_same_seed_plays_the_same_game():
    def once() -> str:
        session = Session(GAME, {"players": 2, "map": "map:mesopotamia"}, 7)
        bots = [make_bot(GAME, "heuristic", 70 + i) for i in range(2)]
        while (prompt := session.rules.prompt(session.state)) is not None:
            session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))
            if session.state.turn > 12:
                break
        return session.hash()

    assert once() == once()


class _Asking:
    """A ruleset stand-in whose prompt the bot does not know: another player's consent."""

    def view(self, state: Any, seat: int) -> Any:
        return state

    def prompt(self, state: Any) -> Any:
        return type("Prompt", (), {"kind": "consent", "seat": 0})()

    def legal_actions(self, state: Any) -> list[Any]:
        return [Consent(True), Consent(False)]


def test_an_unknown_prompt_gets_a_cautious_no():
    session = Session(GAME, {"players": 2}, 3)
    bot = RoadsBoatsHeuristic(3)
    asking: Any = _Asking()
    assert bot.choose(asking, session.state, 0) == Consent(False)
