"""Playing a table as people do: a TableScreen (the board's view, the panel's part views, each
seat's zone, the prompt bar) shown on the screen, and every move of the person a real mouse
press, move and release on the viewport of the view that shows the item there, or a click on a
prompt-bar button. A title's harness subclasses `GestureTable` with what is its own (where its
pieces are, how its bots' turns are waited for).

A drag from one view to another (a tile from a seat's zone onto the map) is one press on the
first viewport, moves and a release over the second, as a finger does: the scene finds where
the finger is through `BoardScene.point_of` (`QApplication.widgetAt`). The offscreen platform's
screen is smaller than the table: before such a drag the table is moved so that the point of
release lies on the screen, where `widgetAt` can find it."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QAbstractAnimation, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsView, QPushButton, QWidget

from desktop.board.items import PieceItem
from desktop.board.scene import BoardScene
from desktop.games import TITLES
from desktop.session_model import SessionModel
from desktop.shell.action_button import ActionButton
from desktop.shell.table import TableScreen
from rules.core.actions import Action
from rules.core.session import Session
from rules.core.text import Text
from tests.desktop.table_checks import Truth, answers_unseen, pieces_astray

STEPS = 6  # mouse moves in a drag
WAIT_MS = 10_000  # the bots' turns, at most


def shown_table(
    qtbot, model: SessionModel, size: tuple[int, int], *, table_top: bool = False
) -> TableScreen:
    """The model's table shown on the screen at `size`, laid out and painted once."""
    table = TableScreen(TITLES[model.game], model, table_top=table_top)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    qtbot.wait(50)
    return table


def still_table(
    qtbot, session: Session, size: tuple[int, int], *, table_top: bool, lang: str = "en"
) -> TableScreen:
    """The session's table shown at `size`, its bots paused: a position to look at."""
    model = SessionModel(session, lang=lang, bot_pause_ms=0, play_forced=False)
    model.bots_paused = True
    return shown_table(qtbot, model, size, table_top=table_top)


class GestureTable:
    """A game at its table (TableScreen), the bots on the model's beat (no pause)."""

    def __init__(self, qtbot, session: Session, size: tuple[int, int] = (1600, 1000)) -> None:
        self.qtbot = qtbot
        # every answer is the person's to give (no forced answer played for them)
        self.model = SessionModel(session, bot_pause_ms=0, play_forced=False)
        self.table = TableScreen(TITLES[session.game], self.model)
        qtbot.addWidget(self.table)
        self.table.resize(*size)
        self.table.show()
        qtbot.waitExposed(self.table)
        self.messages: list[str] = []
        self.scene.message.connect(self.messages.append)
        self.model.schedule_bot()  # a bot that is first to act starts, as the window starts it
        self._truth = Truth()  # see `check_sight`
        self._settle()

    def close(self) -> None:
        """No more bot turns: the table is put away (a game opened over it)."""
        self.model.stop()
        self.table.close()

    # -- reading ----------------------------------------------------------------------------------

    @property
    def scene(self) -> BoardScene:
        return self.table.scene

    @property
    def state(self):
        return self.model.state

    def hash(self) -> str:
        return self.model.session.hash()

    def kind(self) -> str:
        prompt = self.model.prompt()
        assert prompt is not None
        return prompt.kind

    def actions(self) -> list[Action]:
        return self.model.session.actions

    def since(self, n: int) -> list[Action]:
        """The actions taken after the first `n` (the person's and the bots')."""
        return self.model.session.actions[n:]

    def lit(self) -> dict[str, str | None]:
        return dict(self.scene.lit)

    def message(self) -> str:
        """The prompt bar's line for a refusal's reason or a hint."""
        bar = self.table.prompt_bar.message
        return bar.text() if bar.isVisible() else ""

    def tr(self, words: Text) -> str:
        return self.model.tr(words)

    def _settle(self) -> None:
        """Let what slides and flips land, and the events posted so far run."""
        self.scene.motion.finish()
        QApplication.processEvents()

    def check_sight(self, *, pieces: bool = True) -> None:
        """What the person sees after a gesture: every answer of the open prompt whole in the
        bar, and (`pieces`) every piece at rest where the state puts it — where a second scene
        of the game, which no gesture touches, draws it (a press then finds a displaced piece
        missing instead of following it)."""
        assert answers_unseen(self.table) == []
        if not pieces or self.scene.holding:
            return
        for item in self.scene.items():  # one refused a moment ago slides home first
            if isinstance(item, PieceItem):
                self._landed(item)
        astray = pieces_astray(self.scene, self._truth.of(self.table))
        assert astray == [], astray

    def wait_for(self, seat: int) -> None:
        """The bots play (on the model's beat) until `seat` is to act."""
        self.qtbot.waitUntil(lambda: self.model.viewer() == seat, timeout=WAIT_MS)
        self._settle()

    # -- where things are shown -------------------------------------------------------------------

    def views(self) -> list[QGraphicsView]:
        """The table's views of its scene: the map, the panel's parts, the seats' zones."""
        table = self.table
        parts = list(table.panel.views.values()) if table.panel is not None else []
        return [table.view, *parts, *(zone.view for zone in table.zones)]

    def item(self, element_id: str) -> QGraphicsItem:
        return self.scene.elements[element_id]

    def view_for(self, item: QGraphicsItem, *, lit: bool = False) -> QGraphicsView:
        """The view whose viewport shows the item where a finger can press it (`lit`: where a
        held piece lands on it, lit targets coming first)."""
        for view in self.views():
            if not view.isVisible():
                continue
            at = self._spot(item, view, lit=lit)
            if at is None:
                continue
            if self.table.childAt(view.viewport().mapTo(self.table, at)) is view.viewport():
                return view
        raise AssertionError(f"no view of the table shows {item}")

    def _spot(
        self, item: QGraphicsItem, view: QGraphicsView, *, lit: bool = False
    ) -> QPoint | None:
        """Where a finger presses the item in the view (the scene gives a press to the element
        it aims at, `BoardScene.target_at`, at the view's zoom), or None if it shows nowhere.
        `lit`: else where it wins as a lit target (a road site under a piece's touch area)."""
        scene = self.scene
        rect = item.sceneBoundingRect()
        shape = item.mapToScene(item.shape().boundingRect().center())
        points = [rect.center(), shape] + [
            QPointF(rect.left() + rect.width() * (i + 0.5) / 10, rect.center().y() + dy)
            for dy in (0.0, -rect.height() / 4, rect.height() / 4)
            for i in range(10)
        ]
        scene.touch_scale = math.hypot(view.transform().m11(), view.transform().m12())
        tries = [set(), {getattr(item, "element_id", "")}] if lit else [set()]
        for prefer in tries:
            for point in points:
                at = view.mapFromScene(point)
                found = scene.target_at(view.mapToScene(at), prefer=prefer)
                if view.viewport().rect().contains(at) and found is item:
                    return at
        return None

    def at(self, item: QGraphicsItem, view: QGraphicsView, *, lit: bool = False) -> QPoint:
        at = self._spot(item, view, lit=lit)
        assert at is not None, f"{item} shows nowhere in {view}"
        return at

    # -- gestures ---------------------------------------------------------------------------------

    def tap(self, target: QGraphicsItem | str) -> None:
        """A tap on the element (its id) or the item, where the table shows it."""
        item = self.item(target) if isinstance(target, str) else target
        view = self.view_for(item)
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=self.at(item, view))
        self._settle()
        self.check_sight(pieces=False)

    def drag(
        self,
        piece: QGraphicsItem,
        target: QGraphicsItem,
        *,
        while_held: Callable[[], None] | None = None,
        hold_ms: int = 0,
    ) -> None:
        """Press on the piece where its view shows it, (`hold_ms`: hold still that long first,
        a long press that then moves), move to the target (into another view if the target is
        there), optionally look while it is held there, and let go."""
        self._landed(piece)
        source = self.view_for(piece)
        aim = self.view_for(target, lit=True)
        port = source.viewport()
        start = self.at(piece, source)
        self._on_screen(aim.viewport(), self.at(target, aim, lit=True))
        end = port.mapFromGlobal(aim.viewport().mapToGlobal(self.at(target, aim, lit=True)))
        if hold_ms:
            self.qtbot.wait(100)  # the table has settled (a view refits once shown)
        QTest.mousePress(port, Qt.MouseButton.LeftButton, pos=start)
        self.qtbot.wait(hold_ms)
        for i in range(1, STEPS + 1):
            QTest.mouseMove(port, start + (end - start) * (i / STEPS))
        if while_held is not None:
            while_held()
        QTest.mouseRelease(port, Qt.MouseButton.LeftButton, pos=end)
        self._settle()
        self.check_sight()

    def _on_screen(self, widget: QWidget, at: QPoint) -> None:
        """Move the table so that the point lies on the (small, offscreen) screen, where the
        scene can find the view under the finger (`QApplication.widgetAt`)."""
        screen = QApplication.primaryScreen().geometry()
        if screen.adjusted(20, 20, -20, -20).contains(widget.mapToGlobal(at)):
            return
        self.table.move(self.table.pos() + screen.center() - widget.mapToGlobal(at))
        QApplication.processEvents()
        assert screen.contains(widget.mapToGlobal(at)), "the table did not move"

    def piece(self, piece_id: str) -> PieceItem:
        """The person's piece with this id, where the title keeps it (on the board by default)."""
        found = self.scene.elements.get(piece_id)
        assert isinstance(found, PieceItem), f"no piece {piece_id}"
        return found

    def drop(
        self, piece_id: str, target: str, *, while_held: Callable[[], None] | None = None
    ) -> PieceItem:
        """Drag the person's piece (`piece`: the title's) onto the element `target`."""
        piece = self.piece(piece_id)
        self.drag(piece, self.item(target), while_held=while_held)
        return piece

    def settle(self, piece: PieceItem) -> None:
        """Let a refused piece slide home."""
        home = piece.home
        self.qtbot.waitUntil(lambda: piece.pos() == home, timeout=2000)

    def _landed(self, item: QGraphicsItem) -> None:
        """A finger takes a piece where it rests: one let go a moment ago (its answers kept
        open) is still sliding home."""
        if isinstance(item, PieceItem):
            anim = item._anim
            running = QAbstractAnimation.State.Running
            self.qtbot.waitUntil(lambda: anim is None or anim.state() != running, timeout=2000)

    # -- the prompt bar ---------------------------------------------------------------------------

    def buttons(self) -> list[QPushButton]:
        controls = self.table.prompt_bar.controls
        return [b for b in controls.findChildren(QPushButton) if b.isVisible()]

    def labels(self) -> list[str]:
        """The buttons' words (whole, as a long answer's are kept when it wraps)."""
        return [b.property("words") or b.text() for b in self.buttons()]

    def offered(self) -> list[Action]:
        """The answers the prompt bar's buttons stand for."""
        return [b.action for b in self.buttons() if isinstance(b, ActionButton)]

    def _click(self, button: QPushButton) -> None:
        assert button.isEnabled(), f"{button.text()!r} is disabled: {button.toolTip()}"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        self._settle()

    def press(self, label: str) -> None:
        """A click on the prompt-bar button showing exactly `label`."""
        found = [b for b in self.buttons() if (b.property("words") or b.text()) == label]
        assert found, f"no button {label!r} among {self.labels()}"
        self._click(found[0])

    def choose(self, action: Action) -> None:
        """A click on the prompt-bar button of this answer."""
        found = [b for b in self.buttons() if getattr(b, "action", None) == action]
        assert found, f"no button for {action} among {self.labels()}"
        self._click(found[0])

    def cancel(self) -> None:
        self.press(self.tr(Text("desktop.choice.cancel")))

    # -- saving -----------------------------------------------------------------------------------

    def save(self, path: Path) -> None:
        self.model.save_as(path)
