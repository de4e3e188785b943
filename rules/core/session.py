"""A match in progress: options + seed + action list, with undo/redo, save and load.

Undo restores the nearest snapshot and replays; it stops at actions that revealed hidden
information or that a bot chose, unless the table allows undoing past them.

Seats name their bot level as it is named now (`rules.core.seats.current_level`: "heuristic" is
"standard"). A save made under an older name is replayed under that name first, so that it reaches
the state hash it recorded, and then taken on under the name of now: saved again, it says
"standard".
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any

from rules.core import save as savefile
from rules.core.actions import Action
from rules.core.errors import IllegalAction, MalformedAction, OptionsError, SaveError, reason
from rules.core.events import Event
from rules.core.games import ruleset as ruleset_for
from rules.core.ruleset import Ruleset
from rules.core.seats import with_current_levels
from rules.core.state import state_hash

SNAPSHOT_EVERY = 16


# Who took a step: a person, a bot, the table (a person's only legal answer, played for them) or
# the rules themselves (an Automa). In a save each but "person" is a list of step indices.
BY = ("person", "bot", "table", "rules")
SAVED_AS = {"bot": "bots", "table": "forced", "rules": "rules"}


@dataclass(frozen=True, slots=True)
class Step:
    action: Action
    by: str = "person"


class Session:
    def __init__(
        self,
        game: str,
        options: dict[str, Any],
        seed: int,
        *,
        undo_past_barriers: bool = False,
    ) -> None:
        self._start(game, with_current_levels(options), seed, undo_past_barriers)

    def _start(
        self, game: str, options: dict[str, Any], seed: int, undo_past_barriers: bool
    ) -> None:
        """Set up the game with the options as given (a loaded save: its level names as
        written)."""
        self.rules: Ruleset = ruleset_for(game)
        self.game = game
        self.options = self.rules.normalize_options(options)
        self.seed = seed
        self.undo_past_barriers = undo_past_barriers
        self.state = self.rules.setup(self.options, seed)
        self.steps: list[Step] = []
        self._redo: list[list[Step]] = []  # undone choices, each with the forced steps after it
        self._barrier = 0  # undo never goes below this many steps
        self._barrier_why = "start"  # what set it: see `undo_blocked`
        self._snapshots: dict[int, Any] = {0: self.rules.clone(self.state)}
        # a loaded save: the state hash its replay reached, under its own level names (what the
        # file records); None for a game set up here
        self.replayed_hash: str | None = None

    # -- playing ---------------------------------------------------------------------------

    def apply(self, action: Action, *, by: str = "person") -> list[Event]:
        """Apply and record an action taken `by` someone (see BY); IllegalAction leaves
        everything as it was."""
        assert by in BY
        events = self.rules.apply(self.state, action)
        self._record(Step(action, by), events)
        self._redo.clear()
        return events

    def _record(self, step: Step, events: list[Event]) -> None:
        self.steps.append(step)
        n = len(self.steps)
        if step.by in ("bot", "rules") or any(e.reveals for e in events):
            # undo stops at a decision no person here took, and at what was turned up
            self._barrier = n
            self._barrier_why = step.by if step.by in ("bot", "rules") else "reveal"
        if n % SNAPSHOT_EVERY == 0:
            self._snapshots[n] = self.rules.clone(self.state)

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    # -- undo / redo -----------------------------------------------------------------------

    def can_undo(self) -> bool:
        return self._undo_to() is not None

    def _undo_to(self) -> int | None:
        """How many steps stay after undoing the last choice: the forced steps the table played
        after it go with it (else the table would at once play them again)."""
        floor = 0 if self.undo_past_barriers else self._barrier
        n = len(self.steps)
        while n > floor and self.steps[n - 1].by == "table":
            n -= 1
        return n - 1 if n > floor else None

    def set_bot(self, seat: int, level: str | None) -> None:
        """Hand a seat to a bot of `level` (None: a person) in mid-game: the options say so,
        and every state kept (the game's, and the undo history's) is the one these options set
        up and these steps reach, so that a save of it replays to its hash."""
        self.options["seats"][seat]["bot"] = level
        for state in (self.state, *self._snapshots.values()):
            self.rules.seat_changed(state, seat, level)

    def undo_blocked(self) -> str | None:
        """Why undo cannot go back now, or None when it can: "start" (nothing to undo yet),
        "bot" or "rules" (a bot or an Automa has moved since), "reveal" (a card was turned up
        since) or "loaded" (the game was opened from a file since)."""
        if self.can_undo():
            return None
        if self.undo_past_barriers or self._barrier == 0:
            return "start"
        return self._barrier_why

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        keep = self._undo_to()
        if keep is None:
            return False
        self._redo.append(self.steps[keep:])  # the choice and the table's forced steps after it
        del self.steps[keep:]
        self._rewind(keep)
        return True

    def redo(self) -> list[Event]:
        """Take the last undone choice again, with the forced steps the table had played after
        it (so the next redo finds the state it was undone from)."""
        if not self._redo:
            return []
        events: list[Event] = []
        for step in self._redo.pop():
            done = self.rules.apply(self.state, step.action)
            self._record(step, done)
            events += done
        return events

    def _rewind(self, n: int) -> None:
        """Rebuild the state after the first n steps from the nearest snapshot."""
        for k in [k for k in self._snapshots if k > n]:
            del self._snapshots[k]
        base = max(self._snapshots)
        self.state = self.rules.clone(self._snapshots[base])
        for step in self.steps[base:n]:
            self.rules.perform(self.state, step.action)
        self._barrier = min(self._barrier, n)

    # -- save / load -----------------------------------------------------------------------

    def hash(self) -> str:
        return state_hash(self.state)

    def to_save(self) -> dict[str, Any]:
        return {
            "format": savefile.FORMAT,
            "version": savefile.VERSION,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "actions": [s.action.to_json() for s in self.steps],
            **{
                field: [i for i, s in enumerate(self.steps) if s.by == by]
                for by, field in SAVED_AS.items()
            },
            "state_hash": self.hash(),
        }

    def save(self, path: str | os.PathLike[str], *, keep_previous: bool = False) -> None:
        """Write the save atomically; `keep_previous` keeps the file it replaces (the autosave's
        last good copy, `savefile.previous_path`)."""
        text = json.dumps(self.to_save(), ensure_ascii=False, indent=1)
        savefile.atomic_write_text(path, text + "\n", keep_previous=keep_previous)

    def _take_implied(self, version: int) -> None:
        """The answers an older save's rules took by themselves, as the rules' steps."""
        if version >= savefile.VERSION:
            return
        while (action := self.rules.implied(self.state, version)) is not None:
            self.apply(action, by="rules")

    @classmethod
    def load(cls, path: str | os.PathLike[str], **kwargs: Any) -> Session:
        """Read, validate and replay a save; raises SaveError saying what is wrong."""
        data = savefile.read_save(path)
        return cls.from_save(data, path=str(path), **kwargs)

    @classmethod
    def from_save(
        cls, data: dict[str, Any], *, path: str = "", undo_past_barriers: bool = False
    ) -> Session:
        session = cls.__new__(cls)
        try:  # the level names as written: the state they set up is the one the hash recorded
            session._start(data["game"], data["options"], data["seed"], undo_past_barriers)
        except OptionsError as exc:
            raise SaveError(reason("core.save.options", path=path, why=exc.reason)) from None
        by = {}
        for who, field in SAVED_AS.items():
            indices = data.get(field, [])
            if not isinstance(indices, list) or not all(type(i) is int for i in indices):
                raise SaveError(reason("core.save.field", path=path, field=field))
            by |= dict.fromkeys(indices, who)
        version = data.get("version", savefile.VERSION)
        for index, raw in enumerate(data["actions"]):
            try:
                session._take_implied(version)
                action = session.rules.codec.decode(raw)
                session.apply(action, by=by.get(index, "person"))
            except (MalformedAction, IllegalAction) as exc:
                raise SaveError(
                    reason("core.save.bad_action", path=path, index=index + 1, why=exc.reason)
                ) from None
        session._take_implied(version)
        replayed = session.hash()
        recorded = data.get("state_hash")
        if recorded is not None and recorded != replayed:
            raise SaveError(reason("core.save.hash", path=path))
        session = session._with_current_levels()
        session.replayed_hash = replayed
        if session.steps:  # a loaded game starts a fresh undo history
            session._barrier, session._barrier_why = len(session.steps), "loaded"
        return session

    def _with_current_levels(self) -> Session:
        """This session with its seats' bot levels named as they are now: itself when no name
        changes, or when no name is part of the game's state (the options alone change); else
        the same game played again from the renamed options (Roads & Boats and Barrage keep each
        seat's level in their state)."""
        options = with_current_levels(self.options)
        if options is self.options:
            return self
        options = self.rules.normalize_options(options)
        if state_hash(self.rules.setup(options, self.seed)) == state_hash(self._snapshots[0]):
            self.options = options
            return self
        again = Session(self.game, options, self.seed, undo_past_barriers=self.undo_past_barriers)
        for step in self.steps:
            again.apply(step.action, by=step.by)
        return again
