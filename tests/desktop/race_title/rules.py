"""A throw-away sixth title for the tests: a race of two pawns along a track of squares. On a
turn the seat to act moves its pawn one or two squares on (never past the last); the first pawn
on the last square wins. It implements the kernel contract (`rules.core.ruleset`) and nothing
more, and imports no Qt, as a title's rules may not."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from rules.core.actions import Action
from rules.core.errors import OptionsError, reason
from rules.core.events import Event
from rules.core.prompt import Prompt, Result, ranking
from rules.core.ruleset import Ruleset
from rules.core.seats import normalize_seats
from rules.core.text import Text

GAME = "race"
LAST = 5  # squares 0..LAST; the pawns start on 0
COLOURS = ("red", "blue")


@dataclass(frozen=True, slots=True)
class Step(Action):
    kind: ClassVar[str] = "step"
    piece_id: ClassVar[str | None] = "pawn:{seat}"
    target_id: ClassVar[str | None] = "square:{to}"
    seat: int
    to: int


@dataclass
class RaceState:
    at: list[int] = field(default_factory=lambda: [0, 0])
    turn: int = 0


class RaceRules(Ruleset):
    game_id = GAME
    action_types = (Step,)

    def normalize_options(self, options: dict[str, Any]) -> dict[str, Any]:
        players = options.get("players", 2)
        if players != 2:
            raise OptionsError(reason("core.options.seats", players=2))
        seats = normalize_seats(options.get("seats"), 2, COLOURS)
        return {"players": 2, "seats": seats}

    def setup(self, options: dict[str, Any], seed: int) -> RaceState:
        return RaceState()

    def prompt(self, state: RaceState) -> Prompt | None:
        if self.result(state) is not None:
            return None
        return Prompt(state.turn, "step", Text("race.prompt.step"))

    def legal_actions(self, state: RaceState) -> list[Action]:
        if self.prompt(state) is None:
            return []
        seat, at = state.turn, state.at[state.turn]
        return [Step(seat, to) for to in (at + 1, at + 2) if to <= LAST]

    def why_not(self, state: RaceState, action: Action) -> Text | None:
        if self.prompt(state) is None:
            return Text("race.why.over")
        if not isinstance(action, Step) or action.seat != state.turn:
            return Text("race.why.not_yours")
        if action not in self.legal_actions(state):
            return Text("race.why.too_far")
        return None

    def perform(self, state: RaceState, action: Action) -> list[Event]:
        assert isinstance(action, Step)
        before = state.at[action.seat]
        state.at[action.seat] = action.to
        state.turn = 1 - state.turn
        return [Event("race.event.step", {"from": before, "to": action.to}, action.seat)]

    def intent(self, state: RaceState, piece: str, target: str) -> Action | None:
        kind, _, seat = piece.partition(":")
        where, _, to = target.partition(":")
        if kind == "pawn" and where == "square" and seat.isdigit() and to.isdigit():
            return Step(int(seat), int(to))
        return None

    def describe(self, state: RaceState, element_id: str) -> Text | None:
        kind, _, n = element_id.partition(":")
        if kind == "square" and n.isdigit():
            return Text("race.square", {"n": int(n)})
        if kind == "pawn" and n.isdigit():
            return Text("race.pawn", {"seat": int(n), "at": state.at[int(n)]})
        return None

    def view(self, state: RaceState, seat: int | None) -> RaceState:
        return self.clone(state)  # nothing is hidden

    def result(self, state: RaceState) -> Result | None:
        if LAST not in state.at:
            return None
        return ranking((seat, [at], {"square": at}) for seat, at in enumerate(state.at))


def element_ids(rules: Ruleset, state: RaceState) -> list[str]:
    return [f"square:{n}" for n in range(LAST + 1)] + ["pawn:0", "pawn:1"]


class RaceBot:
    """Always the longest step."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, rules: Ruleset, state: RaceState, seat: int) -> Action:
        return max(rules.legal_actions(rules.view(state, seat)), key=lambda a: a.to)
