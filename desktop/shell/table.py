"""The table: the board, one zone per seat, the prompt bar and the game log as a drawer.

At a desk the board takes the left of the window at full height; the seats' zones stand in a
column on the right with the prompt bar at its foot. In table-top mode each seat's zone sits at
that seat's edge of the screen (all four edges, `seat_zones.seats_at`), turned to face it; the
prompt bar with its buttons appears in the zone of the seat to act, facing them, and the board
turns to that seat when the setting asks for it (never while a piece is held).

What a seat has (money, plants, fuel...) is drawn once, in its zone, by the title. The log is a
drawer over the board's side, upright in both modes; its last line stays in the bar.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QFontMetrics, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.board.view import BoardView
from desktop.games import TitleUI
from desktop.session_model import SessionModel
from desktop.shell.log_panel import LogPanel
from desktop.shell.prompt_bar import PromptBar
from desktop.shell.seat_zones import EDGES, SeatZone, on_edge, seats_at
from desktop.shell.style import touch_px
from desktop.shell.turned import FACING, Turned
from desktop.shell.words import tr
from rules.core.text import text

COLUMN_SHARE = (0.24, 0.42)  # desk: the seats' column takes this much of the width, at least/most
COLUMN_MIN = 320
EDGE_SHARE = 0.2  # table-top: each edge's zones are this deep (of the shorter side)
BAR_SHARE = 55  # table-top: the prompt bar's part of the acting seat's zone along its edge, %
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
        self.button.setToolTip(tr(model.lang, text("desktop.log.tooltip")))
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 2, 8, 4)
        row.addWidget(self.line, 1)
        row.addWidget(self.button)
        model.changed.connect(lambda _events: self.refresh())  # after the log: made after it
        self.refresh()

    def refresh(self) -> None:
        lines = self.log.lines()
        last = lines[-1] if lines else ""
        self.line.setToolTip(last)
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
        self.table_top = table_top
        self.turn_board = turn_board
        self.scene = title.scene(model)
        self.scene.setParent(self)  # the scene goes with its table
        self.view = BoardView()
        self.view.setScene(self.scene)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.log = LogPanel(model)
        # a column beside the board, or beside the acting seat's mat in table-top mode
        self.prompt_bar = PromptBar(title, model, stacked=True)
        self.scene.message.connect(self.prompt_bar.show_message)
        self.log_bar = LogBar(model, self.log)
        self.log_bar.button.toggled.connect(self.show_log)
        self.bar = QWidget()
        self.bar.setObjectName("bar")
        stack = QVBoxLayout(self.bar)
        stack.setContentsMargins(0, 0, 0, 0)
        stack.setSpacing(0)
        stack.addWidget(self.prompt_bar, 1)
        stack.addWidget(self.log_bar)
        seats = len(model.names)
        self.edges = seats_at(seats_at_value, seats) if table_top else ("bottom",) * seats
        self.zones = [SeatZone(self.scene, seat, edge) for seat, edge in enumerate(self.edges)]
        self.bar_host: Turned | None = None
        self._columns = 0
        if table_top:
            self._lay_out_table_top()
        else:
            self._lay_out_desk()
        self.log.setParent(self)  # a drawer over the board's side, not in the layout
        self.log.hide()
        self._reshape_timer = QTimer(self)
        self._reshape_timer.setSingleShot(True)
        self._reshape_timer.setInterval(0)
        self._reshape_timer.timeout.connect(self.reshape_seats)
        for zone in self.zones:
            zone.on_resize = self._reshape_timer.start
        model.changed.connect(lambda _events: self.follow_turn())
        self.scene.released.connect(self.follow_turn)
        self.follow_turn()

    # -- arrangements ----------------------------------------------------------------------------

    def _lay_out_desk(self) -> None:
        self.column = QWidget()
        column = QVBoxLayout(self.column)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.zone_grid = QGridLayout()
        self.zone_grid.setContentsMargins(4, 4, 4, 4)
        self.zone_grid.setSpacing(4)
        column.addLayout(self.zone_grid, 1)
        column.addWidget(self.bar)
        self._grid_zones(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.column)

    def _grid_zones(self, columns: int) -> None:
        if columns == self._columns:
            return
        self._columns = columns
        for zone in self.zones:
            self.zone_grid.removeWidget(zone)
        rows = math.ceil(len(self.zones) / columns)
        for seat, zone in enumerate(self.zones):
            self.zone_grid.addWidget(zone, seat // columns, seat % columns)
        for r in range(len(self.zones)):
            self.zone_grid.setRowStretch(r, 1 if r < rows else 0)

    def _lay_out_table_top(self) -> None:
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        self.strips: dict[str, QWidget] = {}
        for edge in EDGES:
            strip = QWidget()
            box = QHBoxLayout(strip) if edge in ("top", "bottom") else QVBoxLayout(strip)
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(4)
            for seat in on_edge(self.edges, edge):
                box.addWidget(self.zones[seat])
            strip.setVisible(bool(on_edge(self.edges, edge)))
            self.strips[edge] = strip
        grid.addWidget(self.strips["top"], 0, 0, 1, 3)
        grid.addWidget(self.strips["left"], 1, 0)
        grid.addWidget(self.view, 1, 1)
        grid.addWidget(self.strips["right"], 1, 2)
        grid.addWidget(self.strips["bottom"], 2, 0, 1, 3)
        grid.setRowStretch(1, 1)
        grid.setColumnStretch(1, 1)
        self.bar_host = Turned(self.bar, 0)
        self.bar_host.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def resizeEvent(self, event: QResizeEvent) -> None:
        w, h = self.width(), self.height()
        if self.table_top:
            depth = int(min(w, h) * EDGE_SHARE)
            for edge, strip in self.strips.items():
                if edge in ("top", "bottom"):
                    strip.setFixedHeight(depth)
                else:
                    strip.setFixedWidth(depth)
        else:
            board = self.scene.board_rect()
            natural = board.width() / board.height() * h if board.height() > 0 else 0
            low, high = max(COLUMN_MIN, COLUMN_SHARE[0] * w), COLUMN_SHARE[1] * w
            width = int(min(high, max(low, w - natural)))
            self.column.setFixedWidth(width)
            self._grid_zones(self._best_columns(width, h - self.bar.sizeHint().height()))
        super().resizeEvent(event)
        self._place_log()
        self._reshape_timer.start()

    def _best_columns(self, width: int, height: int) -> int:
        """One column of zones or two, whichever shows a seat larger."""
        n = len(self.zones)

        def scale(columns: int) -> float:
            zone_w, zone_h = width / columns, height / math.ceil(n / columns)
            return min(zone_h / 240, zone_w / 300)

        return 2 if n > 2 and scale(2) > scale(1) else 1

    def reshape_seats(self) -> None:
        """Let the title shape each seat's zone for the room it has now."""
        share = (100 - BAR_SHARE) / 100 if self.table_top else 1.0  # room left beside the bar
        sizes = []
        for zone in self.zones:
            w, h = zone.width(), zone.height()
            along, depth = (h, w) if zone.degrees in (90, 270) else (w, h)
            sizes.append((float(max(along * share, 1)), float(max(depth, 1))))
        self.scene.shape_seats(sizes)
        self._place_log()

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

    def acting_seat(self) -> int | None:
        prompt = self.model.prompt()
        return prompt.seat if prompt is not None else None

    def follow_turn(self) -> None:
        """Table-top: the prompt bar to the zone of the seat to act, facing them; the board turned
        to them when the setting asks for it, once no piece is held."""
        if not self.table_top or self.bar_host is None:
            return
        seat = self.acting_seat()
        if seat is None:
            return
        zone = self.zones[seat]
        if zone.held is not self.bar_host:
            for other in self.zones:
                if other.held is self.bar_host:
                    other.release()
            self.bar_host.turn(zone.degrees)
            zone.hold(self.bar_host, BAR_SHARE)
        if self.turn_board and not self.scene.holding:
            self.view.turn_to(float(FACING[self.edges[seat]]))

    def active_prompt_bar(self) -> PromptBar:
        return self.prompt_bar

    def zone_of_prompt(self) -> SeatZone | None:
        """The zone the prompt bar is in (table-top), or None when it is beside the seats."""
        return next((z for z in self.zones if z.held is not None), None)
