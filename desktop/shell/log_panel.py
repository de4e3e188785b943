"""The game log: every event of the game in words, newest at the bottom, bots' moves included.
It shows only what the seat whose eyes the table shows may see (`Event.visible`), and is
rebuilt when those eyes change.

`changed` carries the events of one applied action; after undo the log drops the undone step's
lines, and after a load or a burst of bot moves (no events given) it replays the session's actions
to recover them, so the log always matches the game on the table.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIcon, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem

from desktop.session_model import SessionModel
from desktop.shell.style import swatch
from rules.core.events import Event

EVENT = Qt.ItemDataRole.UserRole  # a line's event


def replay_events(model: SessionModel) -> list[list[Event]]:
    """The events of every step of the session, from a fresh setup (the rules are deterministic)."""
    session, rules = model.session, model.rules
    state = rules.setup(session.options, session.seed)
    steps = []
    for step in session.steps:
        note = [rules.forced_note(state, step.action)] if step.by == "table" else []
        steps.append(note + rules.perform(state, step.action))
    return steps


class LogPanel(QListWidget):
    picked = Signal(object)  # the Event of a line tapped (the table may show it again)

    def __init__(self, model: SessionModel) -> None:
        super().__init__()
        self.itemClicked.connect(lambda item: self.picked.emit(item.data(EVENT)))
        self.model = model
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._steps: list[list[Event]] = []  # the events of each step shown, in order
        self._private = False  # a line so far is for some seats' eyes only
        self._viewer = model.looker()  # whose private lines may show (None under the hand-off)
        self._colours: list[str] = []  # each seat's colour, as the lines' squares show it
        self._icons: list[QIcon] = []
        self._blank = swatch("transparent", 12)  # keeps the lines of the table's events aligned
        model.changed.connect(self._on_changed)
        model.looked.connect(lambda: self._on_changed([]))
        self.rebuild()

    def _on_changed(self, events: list[Event]) -> None:
        steps = len(self.model.session.steps)
        viewer = self.model.looker()
        if self._seat_colours() != self._colours:
            self.rebuild()  # a seat took its colour (a Barrage company): every square anew
            return
        if viewer != self._viewer and self._private:
            self.rebuild()  # other eyes: the lines only the last viewer could see go
            return
        self._viewer = viewer
        if events and steps == len(self._steps) + 1:
            self._steps.append(events)
            self._add(events)
        elif steps < len(self._steps):  # undo: drop the lines of the undone steps
            keep = sum(len(self._shown(e)) for e in self._steps[:steps])
            del self._steps[steps:]
            while self.count() > keep:
                self.takeItem(self.count() - 1)
        elif steps != len(self._steps):
            self.rebuild()
            return
        self._to_bottom()

    def _seat_colours(self) -> list[str]:
        """The seats' colours as the table draws them (`SessionModel.colour`)."""
        return [self.model.colour(s) for s in range(len(self.model.names))]

    def rebuild(self) -> None:
        self.clear()
        self._colours = self._seat_colours()
        self._icons = [swatch(colour, 12) for colour in self._colours]
        self._viewer = self.model.looker()
        self._steps = replay_events(self.model)
        self._private = False
        for events in self._steps:
            self._add(events)
        self._to_bottom()

    def _to_bottom(self) -> None:
        """Show the latest line; a closed log scrolls when it opens (with lines that wrap, a
        scroll lays out every line: a long game's log would slow each move down)."""
        if self.isVisible():
            self.scrollToBottom()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.scrollToBottom()

    def _shown(self, events: list[Event]) -> list[Event]:
        return [e for e in events if e.visible(self._viewer)]

    def _add(self, events: list[Event]) -> None:
        self._private = self._private or any(e.visible_to is not None for e in events)
        for event in self._shown(events):
            item = QListWidgetItem(self.model.tr_event(event))
            item.setData(EVENT, event)
            seat = event.seat if event.seat is not None and event.seat < len(self._icons) else None
            item.setIcon(self._icons[seat] if seat is not None else self._blank)
            self.addItem(item)

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def last_line(self) -> str:
        return self.item(self.count() - 1).text() if self.count() else ""
