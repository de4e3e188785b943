"""Seeded whole games of Barrage across 2-4 companies, with and without the expansion, with
Automas at every difficulty and random or heuristic bots in the other seats. After every action:
drops conserved (placed = waiting on headstreams + in dams + flowed out), engineers conserved,
the board agrees with every company's pieces, credits never negative, the view hides every deck.
Every game's save replays to the same hash."""

from __future__ import annotations

import pytest

from rules.barrage.scoring import breakdown
from rules.barrage.state import HIDDEN, BarrageState, built, engineers_placed
from rules.bots import make_bot
from rules.core.events import Event
from rules.core.session import Session
from tests.soak import share

DIFFICULTIES = ("easy", "normal", "hard", "very-hard")
GAMES = share(24, 200)  # 24 cover every company count with Automas at every difficulty
CHUNK = 8  # games per test: short tests, so that no one of them is a worker's long tail
# drops that come onto the map, by event key and how many each event brings
DROPS_IN = ("barrage.event.headstream_drops", "barrage.event.drops_placed")
DROPS_IN += ("barrage.event.drops_released", "barrage.event.dam_filled")


def options(seed: int) -> dict:
    players = 2 + seed % 3
    return {
        "players": players,
        "automa": seed % players,  # 0 .. players - 1 Automas
        "difficulty": DIFFICULTIES[(seed // 6) % 4] if seed % players else None,
        "expansion": seed % 2 == 1,
    }


def drops_on_map(state: BarrageState) -> int:
    return sum(state.headstreams.values()) + sum(d.drops for d in state.dams.values())


class Ledger:
    """What must stay true from one action to the next."""

    def __init__(self, state: BarrageState) -> None:
        self.drops_in = drops_on_map(state)  # the neutral dams' first drops
        self.drops_out = 0
        self.engineers: dict[int, int] = {}

    def record(self, events: list[Event]) -> None:
        for e in events:
            if e.key in DROPS_IN:
                self.drops_in += e.params["n"]
            elif e.key == "barrage.event.drop_left" or (
                e.key == "barrage.event.drop_flowed" and not e.params["stored"]
            ):
                self.drops_out += 1

    def check(self, state: BarrageState) -> None:
        assert self.drops_in == drops_on_map(state) + self.drops_out
        for c in state.companies:
            assert c.credits >= 0 and c.engineers >= 0
            assert c.excavators >= 0 and c.mixers >= 0
            if c.id is None:
                continue
            have = c.engineers + engineers_placed(state, c)
            assert self.engineers.setdefault(c.seat, have) == have
            dams = [d for d in state.dams.values() if d.owner == c.id]
            assert len(dams) == built(c, "base")
            assert sum(d.height - 1 for d in dams) == built(c, "elevation")
            assert sum(o == c.id for o in state.conduits.values()) == built(c, "conduit")
            assert sum(o == c.id for o in state.powerhouses.values()) == built(c, "powerhouse")
            if state.expansion:
                buildings = sum(o == c.id for o in state.buildings.values())
                assert buildings == built(c, "building")


def hides_the_decks(seen: BarrageState) -> bool:
    decks = [*seen.contract_decks.values(), *seen.tech_decks.values()]
    decks += [*seen.external_decks.values(), seen.automa_deck[:-1]]  # its top's actions show
    return all(tile == HIDDEN for deck in decks for tile in deck)


def play(seed: int) -> Session:
    opts = options(seed)
    level = "heuristic" if seed % 4 == 0 else "random"
    session = Session("barrage", opts, seed)
    rules = session.rules
    bots = [make_bot("barrage", level, seed * 1000 + i) for i in range(opts["players"])]
    ledger = Ledger(session.state)
    while (prompt := rules.prompt(session.state)) is not None:
        automa = rules.rules_action(session.state)
        if automa is not None:
            events = session.apply(automa, by="rules")
        else:
            assert not session.state.companies[prompt.seat].automa
            action = bots[prompt.seat].choose(rules, session.state, prompt.seat)
            events = session.apply(action, by="bot")
        ledger.record(events)
        ledger.check(session.state)
        assert hides_the_decks(rules.view(session.state, prompt.seat))
        assert len(session.steps) < 5000
    return session


@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_whole_games_keep_every_invariant_and_replay(first):
    for seed in range(first, first + CHUNK):
        session = play(seed)
        state = session.state
        assert state.over and state.round == 5
        result = session.rules.result(state)
        assert result is not None
        assert sorted(s.seat for s in result.standings) == list(state.seats)
        for c in state.companies:  # the sources add up to the score
            parts = breakdown(state, c.seat)
            assert parts["total"] == c.vp == sum(parts.values()) - parts["total"]
        again = Session.from_save(session.to_save())
        assert again.hash() == session.hash()


def test_the_games_have_automas_at_every_difficulty_and_every_company_count():
    seen = {(options(s)["players"], options(s)["difficulty"]) for s in range(GAMES)}
    for players in (2, 3, 4):
        for level in DIFFICULTIES:
            assert (players, level) in seen
