"""The Qt face of a rules Session: one `apply` path, autosave, undo/redo, and the bots' turns.

Every change goes through here: the action is applied (or refused with its reason), the game is
autosaved atomically, and `changed` fires with the events so the scene, panels and log redraw.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from rules.bots import Bot, make_bot
from rules.bots.worker import Worker
from rules.core.actions import Action
from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.i18n import render, render_event
from rules.core.prompt import Prompt, Result
from rules.core.session import Session
from rules.core.text import Text

BOT_PAUSE_MS = 600  # a visible beat before each bot decision (and each forced move)
THINK_S = 1.0  # the strong bot's time per decision, by default (the settings: 0.3 to 5 s)
THINK_POLL_MS = 25  # how often the table looks for a thinking bot's move (and shows progress)
# The levels that think in a process of their own (`rules.bots.worker`): a search takes its
# whole budget, and the table must stay responsive meanwhile.
THINKERS = ("strong",)


# The colours a game gives its seats (`Ruleset.seat_colour`), as the table draws them.
GAME_COLOURS = {
    "red": "#c62828",
    "black": "#212121",
    "green": "#2e7d32",
    "white": "#eeeeee",
    "orange": "#ef6c00",
    "yellow": "#eab308",  # Roads & Boats' seats (desktop/games/roadsboats/look.py PLAYER)
    "blue": "#1d4ed8",
    "purple": "#7e22ce",
}


class SessionModel(QObject):
    changed = Signal(list)  # list[Event] of the last change ([] after undo, redo or load)
    looked = Signal()  # whose private things the table may draw changed (a hand-off came or went)
    refused = Signal(object)  # Text: why an action was refused
    finished = Signal(object)  # Result
    thinking = Signal(int, float)  # a bot's seat and how far through its time it is (-1: done)

    def __init__(
        self,
        session: Session,
        *,
        lang: str = "en",
        autosave: Path | None = None,
        bot_pause_ms: int = BOT_PAUSE_MS,
        play_forced: bool = True,
        think_s: float = THINK_S,
    ) -> None:
        super().__init__()
        self.session = session
        self.lang = lang
        self.autosave_path = autosave
        self.bot_pause_ms = bot_pause_ms
        self.bots_paused = False  # also holds back forced moves (a stopped table, screenshots)
        self.play_forced = play_forced  # a person's only legal answer is played for them
        self._bots: dict[int, Bot] = {}
        self._gated = False  # a hand-off screen decides who may look (titles with hands)
        self._looking: int | None = None
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_move)
        self.think_s = think_s
        self._worker: Worker | None = None  # started for the first bot that thinks apart
        self._thinking: tuple[int, float] | None = None  # its seat, and since when
        self._think_timer = QTimer(self)
        self._think_timer.setInterval(THINK_POLL_MS)
        self._think_timer.timeout.connect(self._poll_thinking)

    # -- reading ---------------------------------------------------------------------------

    @property
    def rules(self) -> Any:
        return self.session.rules

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def game(self) -> str:
        return self.session.game

    def prompt(self) -> Prompt | None:
        return self.rules.prompt(self.state)

    def result(self) -> Result | None:
        return self.rules.result(self.state)

    def seat_to_act(self) -> int | None:
        prompt = self.prompt()
        return None if prompt is None else prompt.seat

    def viewer(self) -> int | None:
        """The seat whose gestures the table takes: the human to act (hot seat), else nobody;
        nobody either while the hand-off screen waits for them."""
        seat = self.seat_to_act()
        if seat is None or self.is_bot(seat) or self.rules_turn() is not None:
            return None
        return None if self._gated and seat != self._looking else seat

    def looker(self) -> int | None:
        """The seat whose private things the table draws: the one the hand-off screen was last
        passed to (while bots play too), else the human to act."""
        return self._looking if self._gated else self.viewer()

    def set_looking(self, seat: int | None) -> None:
        """The hand-off screen says who may look now (None while it covers the table)."""
        before = self.looker()
        self._gated = True
        self._looking = seat
        if self.looker() != before:
            self.looked.emit()

    def view(self) -> Any:
        return self.rules.view(self.state, self.looker())

    @property
    def names(self) -> list[str]:
        return [s["name"] for s in self.session.options["seats"]]

    def tr(self, item: Text | str) -> str:
        return render(item, self.lang, names=self.names)

    def tr_event(self, event: Event) -> str:
        return render_event(event, self.names, self.lang)

    # -- seats -----------------------------------------------------------------------------

    def is_bot(self, seat: int) -> bool:
        """No person sits here: a bot does, or the rules play the seat (an Automa)."""
        options = self.session.options
        return options["seats"][seat]["bot"] is not None or self.rules.plays_seat(options, seat)

    def colour(self, seat: int) -> str:
        """The seat's colour at the table: the one the game gives it (a Barrage company's),
        else the one chosen for the seat."""
        named = self.rules.seat_colour(self.state, seat)
        return GAME_COLOURS.get(named or "", self.session.options["seats"][seat]["colour"])

    def rules_turn(self) -> Action | None:
        """The action the rules take themselves now (an Automa's turn), played like a bot's."""
        return self.rules.rules_action(self.state)

    def set_bot(self, seat: int, level: str | None) -> None:
        """Hand a seat to a bot (a level) or take it over (None), mid-game."""
        self._end_thinking()
        self.session.set_bot(seat, level)
        self._bots.pop(seat, None)
        self._autosave()
        self.changed.emit([])
        self.schedule_bot()

    def _bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            level = self.session.options["seats"][seat]["bot"]
            self._bots[seat] = make_bot(self.game, level, self._seed(seat), think=self.think_s)
        return self._bots[seat]

    def _seed(self, seat: int) -> int:
        return self.session.seed * 1000 + seat

    def schedule_bot(self) -> None:
        """After a visible beat, let a bot move, or play a person's only legal answer."""
        seat = self.seat_to_act()
        if seat is None or self.bots_paused:
            return
        forced = self.play_forced and self.rules.forced(self.state) is not None
        if self.is_bot(seat) or self.rules_turn() is not None or forced:
            self._bot_timer.start(self.bot_pause_ms)

    def _bot_move(self) -> None:
        seat = self.seat_to_act()
        if seat is None or self.bots_paused:
            return
        if (action := self.rules_turn()) is not None:
            self._apply(action, by="rules")
        elif self.is_bot(seat):
            level = self.session.options["seats"][seat]["bot"]
            if level in THINKERS:
                self._think(seat, level)
            else:
                self._apply(self._bot(seat).choose(self.rules, self.state, seat), by="bot")
        elif self.play_forced:
            self.play_forced_move()

    # -- a bot thinking apart ------------------------------------------------------------------

    def _think(self, seat: int, level: str) -> None:
        """Ask the bots' process for the seat's move; the table goes on meanwhile, showing how
        far through its time the bot is (`thinking`), and any change cancels the question."""
        if self._worker is None:
            self._worker = Worker()
        self._worker.ask(self.game, level, self._seed(seat), self.think_s, self.state, seat)
        self._thinking = (seat, time.monotonic())
        self._think_timer.start()
        self.thinking.emit(seat, 0.0)

    def is_thinking(self) -> bool:
        return self._thinking is not None

    def _poll_thinking(self) -> None:
        if self._thinking is None or self._worker is None:
            self._think_timer.stop()
            return
        seat, since = self._thinking
        action = self._worker.answer()
        if action is None:
            self.thinking.emit(seat, min((time.monotonic() - since) / self.think_s, 1.0))
            return
        self._end_thinking()
        self._apply(action, by="bot")

    def _end_thinking(self) -> None:
        """No bot thinks any more: its search is cancelled and its late move thrown away."""
        if self._thinking is None:
            return
        seat, self._thinking = self._thinking[0], None
        self._think_timer.stop()
        if self._worker is not None:
            self._worker.cancel()
        self.thinking.emit(seat, -1.0)

    def play_forced_move(self) -> bool:
        """Play the person's only legal answer; the log's first line for it says why."""
        action = self.rules.forced(self.state)
        if action is None:
            return False
        note = self.rules.forced_note(self.state, action)
        events = self.session.apply(action, by="table")
        self._after_change([note, *events])
        return True

    def play_bots_now(self, limit: int) -> int:
        """Play up to `limit` bot decisions (and turns the rules take) at once (screenshots,
        tests); returns how many.

        Stops early at a person's turn or at the end; `finished` fires if the game ended."""
        done = 0
        while done < limit and (seat := self.seat_to_act()) is not None:
            if (action := self.rules_turn()) is not None:
                self.session.apply(action, by="rules")
            elif self.is_bot(seat):
                action = self._bot(seat).choose(self.rules, self.state, seat)
                self.session.apply(action, by="bot")
            else:
                break
            done += 1
        self._after_change([])
        return done

    def stop(self) -> None:
        """Play no more bot moves: the table this model served is being replaced."""
        self.bots_paused = True
        self._bot_timer.stop()
        self._end_thinking()
        if self._worker is not None:
            self._worker.close()
            self._worker = None

    # -- changing --------------------------------------------------------------------------

    def apply(self, action: Action) -> bool:
        """Apply a person's action; a refusal emits `refused` with its reason, changing nothing."""
        return self._apply(action, by="person")

    def _apply(self, action: Action, *, by: str) -> bool:
        try:
            events = self.session.apply(action, by=by)
        except IllegalAction as exc:
            self.refused.emit(exc.reason)
            return False
        self._after_change(events)
        return True

    def why_not(self, action: Action) -> Text | None:
        return self.rules.why_not(self.state, action)

    def undo(self) -> bool:
        if not self.session.undo():
            return False
        self._after_change([])
        return True

    def redo(self) -> bool:
        if not self.session.can_redo():
            return False
        self._after_change(self.session.redo())
        return True

    def _after_change(self, events: list[Event]) -> None:
        self._end_thinking()  # an undo, a redo, a load: the question is no longer this one
        self._autosave()
        self.changed.emit(events)
        result = self.result()
        if result is not None:
            self.finished.emit(result)
        else:
            self.schedule_bot()

    def _autosave(self) -> None:
        if self.autosave_path is not None:
            self.session.save(self.autosave_path, keep_previous=True)

    def save_as(self, path: Path) -> None:
        self.session.save(path)
