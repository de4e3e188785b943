"""A match in progress: options + seed + action list, with undo/redo, save and load.

Undo restores the nearest snapshot and replays; it stops at actions that revealed hidden
information or that a bot chose, unless the table allows undoing past them.
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
from rules.core.state import state_hash

SNAPSHOT_EVERY = 16


@dataclass(frozen=True, slots=True)
class Step:
    action: Action
    by_bot: bool = False


class Session:
    def __init__(
        self,
        game: str,
        options: dict[str, Any],
        seed: int,
        *,
        undo_past_barriers: bool = False,
    ) -> None:
        self.rules: Ruleset = ruleset_for(game)
        self.game = game
        self.options = self.rules.normalize_options(options)
        self.seed = seed
        self.undo_past_barriers = undo_past_barriers
        self.state = self.rules.setup(self.options, seed)
        self.steps: list[Step] = []
        self._redo: list[Step] = []
        self._barrier = 0  # undo never goes below this many steps
        self._snapshots: dict[int, Any] = {0: self.rules.clone(self.state)}

    # -- playing ---------------------------------------------------------------------------

    def apply(self, action: Action, *, by_bot: bool = False) -> list[Event]:
        """Apply and record an action; IllegalAction leaves everything as it was."""
        events = self.rules.apply(self.state, action)
        self._record(Step(action, by_bot), events)
        self._redo.clear()
        return events

    def _record(self, step: Step, events: list[Event]) -> None:
        self.steps.append(step)
        n = len(self.steps)
        if step.by_bot or any(e.reveals for e in events):
            self._barrier = n
        if n % SNAPSHOT_EVERY == 0:
            self._snapshots[n] = self.rules.clone(self.state)

    @property
    def actions(self) -> list[Action]:
        return [s.action for s in self.steps]

    # -- undo / redo -----------------------------------------------------------------------

    def can_undo(self) -> bool:
        floor = 0 if self.undo_past_barriers else self._barrier
        return len(self.steps) > floor

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self._redo.append(self.steps.pop())
        self._rewind(len(self.steps))
        return True

    def redo(self) -> list[Event]:
        if not self._redo:
            return []
        step = self._redo.pop()
        events = self.rules.apply(self.state, step.action)
        self._record(step, events)
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
            "bots": [i for i, s in enumerate(self.steps) if s.by_bot],
            "state_hash": self.hash(),
        }

    def save(self, path: str | os.PathLike[str]) -> None:
        text = json.dumps(self.to_save(), ensure_ascii=False, indent=1)
        savefile.atomic_write_text(path, text + "\n")

    @classmethod
    def load(cls, path: str | os.PathLike[str], **kwargs: Any) -> Session:
        """Read, validate and replay a save; raises SaveError saying what is wrong."""
        data = savefile.read_save(path)
        return cls.from_save(data, path=str(path), **kwargs)

    @classmethod
    def from_save(cls, data: dict[str, Any], *, path: str = "", **kwargs: Any) -> Session:
        try:
            session = cls(data["game"], data["options"], data["seed"], **kwargs)
        except OptionsError as exc:
            raise SaveError(reason("core.save.options", path=path, why=exc.reason)) from None
        bots = data.get("bots", [])
        if not isinstance(bots, list) or not all(type(i) is int for i in bots):
            raise SaveError(reason("core.save.field", path=path, field="bots"))
        bots = set(bots)
        for index, raw in enumerate(data["actions"]):
            try:
                action = session.rules.codec.decode(raw)
                session.apply(action, by_bot=index in bots)
            except (MalformedAction, IllegalAction) as exc:
                raise SaveError(
                    reason("core.save.bad_action", path=path, index=index + 1, why=exc.reason)
                ) from None
        recorded = data.get("state_hash")
        if recorded is not None and recorded != session.hash():
            raise SaveError(reason("core.save.hash", path=path))
        session._barrier = len(session.steps)  # a loaded game starts a fresh undo history
        return session
