"""The table: the board, one zone per seat, the prompt bar and the game log as a drawer.

The board fills the middle: its main view (the map, zoomable) and its panel (markets, tracks)
beside or below it. At a desk the seats' zones stand upright in a row along the foot of the
window, with the prompt bar in a slot at the row's right end. In table-top mode each seat's zone
sits at that seat's edge of the screen (all four edges, `seat_zones.seats_at`), turned to face
it; the prompt bar with its buttons appears in the zone of the seat to act, facing them, and the
board turns to that seat when the setting asks for it (never while a piece is held).
`table_plan` says where each part goes.

What a seat has (money, plants, fuel...) is drawn once, in its zone, by the title. The log is a
drawer over the board's side, upright in both modes; its last line stays in the bar.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt
from PySide6.QtGui import QFontMetrics, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from desktop.board.panel import PanelView
from desktop.board.score_sheet import ScoreSheet
from desktop.board.tips import set_tip
from desktop.board.touch import touch_px
from desktop.board.view import BoardView
from desktop.games import TitleUI
from desktop.session_model import SessionModel
from desktop.shell.hand_off import HandOff
from desktop.shell.log_panel import LogPanel
from desktop.shell.prompt_bar import PromptBar
from desktop.shell.score_steps import ScoreSteps
from desktop.shell.seat_zones import SeatZone, seats_at
from desktop.shell.table_plan import Plan, Room, desk_edges, plan, widen
from desktop.shell.turned import FACING, Turned
from desktop.shell.words import tr
from rules.core.text import text

# Table-top: the prompt bar's part of the acting seat's zone along its edge (the title's
# `BoardScene.bar_fingers`) stays between these percentages, so that a long zone keeps most of
# itself for the seat's mat.
BAR_SHARE = (35, 60)
DRAWER_W = 420  # the log drawer's width at most


class LogBar(QFrame):
    """The log's last line and the button that opens and closes the drawer. On a touch screen a
    swipe along the bar away from the seat opens it and one back closes it; a tap on the line
    opens or closes it too."""

    def __init__(self, model: SessionModel, log: LogPanel) -> None:
        super().__init__()
        self.model = model
        self.log = log
        self.setObjectName("logBar")
        self.setStyleSheet("#logBar { background: #1f262e; }")
        self.line = QLabel()
        self.line.setStyleSheet("color: #b8c2cc;")
        self.line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.button = QPushButton(tr(model.lang, text("desktop.log.button")))
        self.button.setCheckable(True)
        set_tip(self.button, tr(model.lang, text("desktop.log.tooltip")))
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 2, 8, 4)
        row.addWidget(self.line, 1)
        row.addWidget(self.button)
        model.changed.connect(self._changed)  # after the log: made after it
        model.looked.connect(self.refresh)  # a private line goes when the table is handed on
        self.refresh()

    def _changed(self, _events: list) -> None:  # a method, not a lambda: gone with the bar
        self.refresh()

    def refresh(self) -> None:
        last = self.log.last_line()
        set_tip(self.line, last)
        width = max(40, self.line.width())
        self.line.setText(
            QFontMetrics(self.line.font()).elidedText(last, Qt.TextElideMode.ElideRight, width)
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refresh()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # a finger comes as a mouse too
        self._pressed_at = event.position()
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        start = getattr(self, "_pressed_at", None)
        self._pressed_at = None
        if start is None:
            return
        rise = start.y() - event.position().y()  # up the bar: away from the seat
        if abs(rise) < touch_px() / 2:
            self.button.toggle()  # a tap on the line
        elif rise > 0 and abs(rise) > abs(event.position().x() - start.x()):
            self.button.setChecked(True)
        elif rise < 0 and abs(rise) > abs(event.position().x() - start.x()):
            self.button.setChecked(False)
        event.accept()


class TableScreen(QWidget):
    """The table. Its parts are placed by `table_plan` (no layouts): a resize or a change of mode
    moves widgets and never rebuilds the board."""

    def __init__(
        self,
        title: TitleUI,
        model: SessionModel,
        *,
        table_top: bool = False,
        seats_at_value: str = "",
        turn_board: bool = False,
    ) -> None:
        super().__init__()
        self.title = title
        self.model = model
        self.scene = title.scene(model)
        self.scene.setParent(self)  # the scene goes with its table
        self.view = BoardView(self)
        self.view.setScene(self.scene)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.panel = PanelView(self.scene, self) if self.scene.panel_parts() else None
        self.log = LogPanel(model)
        self.log.picked.connect(self.scene.recall)
        self.prompt_bar = PromptBar(title, model)
        self.scene.message.connect(self.prompt_bar.show_message)
        self.scene.offered.connect(
            lambda actions: self.prompt_bar.show_choices(actions, self.scene.drop_choice)
        )
        self.log_bar = LogBar(model, self.log)
        self.log_bar.setParent(self)  # upright under the panel, read from the near side
        self.log_bar.button.toggled.connect(self.show_log)
        self.bar_host = Turned(self.prompt_bar, 0, self)  # upright in its slot at a desk
        self.bar_host.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.zones = [SeatZone(self.scene, seat) for seat in range(len(model.names))]
        for zone in self.zones:
            zone.setParent(self)
        self.bar_host.raise_()  # over the zone whose share it takes (table-top), never re-parented
        self.log.setParent(self)  # a drawer over the board's side
        self.log.hide()
        self.plan: Plan | None = None
        self.seat_sizes: list[tuple[float, float]] = []  # each seat's view, as last shaped
        self._planned_for: tuple = ()
        self._room: Room | None = None  # what the even plan was made for
        self._even: Plan | None = None  # every zone of an edge alike
        self._widened_for: int | None = None  # the seat whose zone the plan widens
        self.hand_off: HandOff | None = None  # made once the table is laid out
        model.changed.connect(self._turn_passed)
        self.scene.released.connect(self.follow_turn)
        # an era's scoring played step by step over the board (below the hand-off screen, made
        # later); held back while a piece is in hand so that it never takes a drag
        self.score_steps = ScoreSteps(self, self.view, model.lang)
        self._sheet: ScoreSheet | None = None
        model.changed.connect(self.play_score_steps)
        self._steps_seen = len(model.session.steps)
        model.changed.connect(self._undone_away)
        model.changed.connect(self._flush_scene)  # last of the table's
        self.scene.released.connect(lambda: self.play_score_steps([]))
        self.set_mode(table_top, seats_at_value, turn_board)
        if self.scene.private_hands:  # hot seat: each person's hand only after the hand-off
            self.hand_off = HandOff(self, model, self.facing)
            self.hand_off.looking.connect(model.set_looking)
            model.set_looking(self.hand_off.viewer)

    # -- arrangements ----------------------------------------------------------------------------

    def set_mode(self, table_top: bool, seats_at_value: str = "", turn_board: bool = False) -> None:
        """Seat the zones at a desk (upright along the foot) or round a table-top (each at its
        seat's edge, facing it), and lay everything out again."""
        self.table_top = table_top
        self.turn_board = turn_board
        seats = len(self.zones)
        self.edges = seats_at(seats_at_value, seats) if table_top else desk_edges(seats)
        for zone, edge in zip(self.zones, self.edges, strict=True):
            zone.keep(0)
            zone.set_edge(edge, facing=table_top)
        self.bar_host.turn(0)
        if not table_top:
            self.view.turn_to(0.0, animate=False)
            if self.panel is not None:
                self.panel.turn(0)
        self.relayout()
        self.follow_turn()
        for widget in (*self.zones, self.bar_host, self.log_bar):
            widget.show()
        if self.hand_off is not None:
            self.hand_off.check()  # its words face the seat's edge, which may have moved

    def facing(self, seat: int) -> int:
        """The turn that makes words face a seat: its edge's at a table-top, upright at a desk."""
        return FACING[self.edges[seat]] if self.table_top else 0

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def relayout(self) -> None:
        """Place every part for the table's size and mode (`table_plan`)."""
        w, h = self.width(), self.height()
        if w < 2 or h < 2:
            return
        board = self.scene.board_rect()
        window = self.window()
        seat = self._widened()
        key = (w, h, self.table_top, self.edges, window.width(), window.height())
        if key != self._planned_for or self._even is None:
            room = Room(
                w,
                h,
                float(max(window.width() * window.height(), w * h)),
                self.edges,
                not self.table_top,
                board.width() / board.height() if board.height() > 0 else 1.0,
                self.panel.sizes() if self.panel is not None else (),
                touch_px(),
            )
            self._room, self._even = room, plan(room)
            self._planned_for = key
        self._widened_for = seat
        assert self._room is not None and self._even is not None
        self.plan = p = widen(self._even, replace(self._room, acting=seat))
        self.view.setGeometry(p.map)
        if self.panel is not None and p.panel is not None:
            self.panel.arrange(p.shape)
            self.panel.setGeometry(p.panel)
        bar = p.bar
        for zone, rect in zip(self.zones, p.zones, strict=True):
            if zone.share:  # the bar's share follows the zone's new length
                zone.keep(self.bar_share(zone, rect))
                kept = zone.parts(rect.size())[1]
                bar = kept.translated(rect.topLeft()) if kept is not None else bar
            zone.setGeometry(rect)
        if bar is not None:
            self.bar_host.setGeometry(bar)
        self.log_bar.setGeometry(p.log)
        self.reshape_seats()
        self._place_log()

    def bar_share(self, zone: SeatZone, rect: QRect | None = None) -> int:
        """The prompt bar's percentage of `zone` (at `rect`, else where it is) along its edge
        (the title's finger widths, within BAR_SHARE)."""
        rect = rect if rect is not None else zone.geometry()
        along = rect.height() if zone.degrees in (90, 270) else rect.width()
        low, high = BAR_SHARE
        fingers = self.scene.bar_fingers
        return round(min(max(100 * fingers * touch_px() / max(along, 1), low), high))

    def reshape_seats(self) -> None:
        """Let the title shape each seat's zone for the room it has (beside the prompt bar in
        the acting seat's zone)."""
        if self.plan is None:
            return
        sizes = []
        for zone, rect in zip(self.zones, self.plan.zones, strict=True):
            w, h = rect.width(), rect.height()
            along, depth = (h, w) if zone.degrees in (90, 270) else (w, h)
            share = (100 - zone.share) / 100
            sizes.append((float(max(along * share, 1)), float(max(depth, 1))))
        self.seat_sizes = sizes
        self.scene.shape_seats(sizes)

    # -- the log drawer --------------------------------------------------------------------------

    def show_log(self, shown: bool) -> None:
        self._place_log()
        self.log.setVisible(shown)
        if shown:
            self.log.raise_()
            self.log.scrollToBottom()

    def _place_log(self) -> None:
        board = self.view.geometry()
        width = min(DRAWER_W, max(touch_px() * 6, board.width() // 3))
        self.log.setGeometry(QRect(board.right() - width + 1, board.top(), width, board.height()))

    # -- following the turn ----------------------------------------------------------------------

    def _undone_away(self, _events: list) -> None:
        """A tally of a scoring that an undo took back does not stay up."""
        steps = len(self.model.session.steps)
        if steps < self._steps_seen:
            self.score_steps.hide()
        self._steps_seen = steps

    def play_score_steps(self, events: list) -> None:
        """Show the scoring the title finds in a change's events (the end of a Brass era), from
        each seat's score before it, facing the seat to act; only a display: play goes on."""
        sheet = self.scene.score_steps(events)
        if sheet is not None:
            self._sheet = sheet
        if self._sheet is None or self.scene.holding:
            return
        sheet, self._sheet = self._sheet, None
        seats = [(name, self.model.colour(s)) for s, name in enumerate(self.model.names)]
        seat = self.acting_seat()
        facing = self.facing(seat) if seat is not None else 0
        self.score_steps.present(sheet.heading, seats, sheet.start(), sheet.steps, facing)

    def acting_seat(self) -> int | None:
        prompt = self.model.prompt()
        return prompt.seat if prompt is not None else None

    def _widened(self) -> int | None:
        """The seat whose zone takes more of an edge it shares with other seats (its hand and
        mat beside the prompt): at a table-top the zone that holds the prompt bar, at a desk
        the seat to act."""
        if self.table_top:
            zone = self.zone_of_prompt()
            return zone.seat if zone is not None else None
        return self.acting_seat()

    def _flush_scene(self, _events: list) -> None:
        """The scene's changed items marked dirty in their views now, not in a later pass of
        the event loop: the zones this change resized are painted in the next pass, and so the
        items are painted once with them instead of again after them."""
        QCoreApplication.sendPostedEvents(self.scene, QEvent.Type.MetaCall)

    def _turn_passed(self, _events: list) -> None:  # a method: disconnected with the table
        self.follow_turn()

    def follow_turn(self) -> None:
        """The zone of the seat to act widened along its edge; at a table-top the prompt bar in
        it, facing them, and the board turned to them when the setting asks for it, once no
        piece is held."""
        if not self.table_top:
            if self.plan is not None and self._widened_for != self._widened():
                self.relayout()
            return
        seat = self.acting_seat()
        if seat is None:
            return
        zone = self.zones[seat]
        if not zone.share:
            for other in self.zones:
                other.keep(0)
            self.bar_host.turn(zone.degrees)
            zone.keep(self.bar_share(zone))
            self.relayout()  # the acting zone's larger share of its edge; the seats reshaped
        if self.turn_board and not self.scene.holding:
            degrees = FACING[self.edges[seat]]
            self.view.turn_to(float(degrees))
            if self.panel is not None:  # the panel stays along the long edges
                self.panel.turn(180 if degrees == 180 else 0)

    def active_prompt_bar(self) -> PromptBar:
        return self.prompt_bar

    def zone_of_prompt(self) -> SeatZone | None:
        """The zone the prompt bar is in (table-top), or None when it is in its own slot."""
        return next((z for z in self.zones if z.share), None)
