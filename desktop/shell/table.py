"""The table: the board in the middle, each seat's panel where that seat can read it, the prompt
bar and the game log.

At a desk the panels and the log stand in a column beside the board. In table-top mode the seats
sit along the near (bottom) and far (top) edges: the far side's panels and prompt bar are turned
180°, and the board turns so that the person to act reads it from their own edge.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop.board.view import BoardView
from desktop.games import TitleUI
from desktop.session_model import SessionModel
from desktop.shell.flipped import Flipped
from desktop.shell.log_panel import LogPanel
from desktop.shell.prompt_bar import PromptBar

SIDE_WIDTH = 400  # the desk column of panels and log
LOG_WIDTH = 300  # the log beside the board in table-top mode
ROW_SHARE = 0.2  # of the table's height for each edge's row of panels in table-top mode


def far_side(seat: int, players: int) -> bool:
    """Table-top seating: the first half of the seats at the near edge, the rest across."""
    return seat >= (players + 1) // 2


class TableScreen(QWidget):
    def __init__(self, title: TitleUI, model: SessionModel, *, table_top: bool = False) -> None:
        super().__init__()
        self.title = title
        self.model = model
        self.table_top = table_top
        self.scene = title.scene(model)
        self.scene.setParent(self)  # the scene goes with its table
        self.view = BoardView()
        self.view.setScene(self.scene)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.panels = [title.panel(model, seat) for seat in range(len(model.names))]
        self.prompt_bar = PromptBar(title, model)
        self.scene.message.connect(self.prompt_bar.show_message)
        self.log = LogPanel(model)
        self.far_prompt_bar: PromptBar | None = None
        self.far_hosts: list[Flipped] = []
        self.rows: list[QWidget] = []
        if table_top:
            self._lay_out_table_top()
        else:
            self._lay_out_desk()
        model.changed.connect(lambda _events: self.follow_turn())
        self.follow_turn()

    # -- arrangements ----------------------------------------------------------------------------

    def _lay_out_desk(self) -> None:
        column = QWidget()
        stack = QVBoxLayout(column)
        stack.setContentsMargins(8, 8, 8, 8)
        for panel in self.panels:
            stack.addWidget(panel)
        stack.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(column)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(scroll)
        side.addWidget(self.log)
        side.setStretchFactor(0, 1)
        side.setStretchFactor(1, 1)
        board = QWidget()
        middle = QVBoxLayout(board)
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(0)
        middle.addWidget(self.view, 1)
        middle.addWidget(self.prompt_bar)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(board)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setSizes([10_000, SIDE_WIDTH])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)

    def _lay_out_table_top(self) -> None:
        n = len(self.panels)
        near_row, far_row = QWidget(), QWidget()
        near, far = QHBoxLayout(near_row), QHBoxLayout(far_row)
        for seat, panel in enumerate(self.panels):
            (far if far_side(seat, n) else near).addWidget(panel)
        self.far_prompt_bar = PromptBar(self.title, self.model)
        self.scene.message.connect(self.far_prompt_bar.show_message)
        self.far_hosts = [Flipped(self.far_prompt_bar), Flipped(far_row)]
        middle = QHBoxLayout()
        middle.addWidget(self.view, 1)
        self.log.setFixedWidth(LOG_WIDTH)
        middle.addWidget(self.log)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        for host in self.far_hosts:  # the far edge, from the edge inwards
            layout.addWidget(host)
        layout.addLayout(middle, 1)
        layout.addWidget(near_row)
        layout.addWidget(self.prompt_bar)
        self.rows = [near_row, self.far_hosts[1]]

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Table-top: each edge's panels get a fifth of the height at most; the board the rest."""
        for row in self.rows:
            row.setMaximumHeight(int(self.height() * ROW_SHARE))
        super().resizeEvent(event)

    # -- following the turn ----------------------------------------------------------------------

    def follow_turn(self) -> None:
        """In table-top mode, turn the board and the prompt bar to the person who acts now."""
        seat = self.model.viewer()
        if not self.table_top or seat is None or self.far_prompt_bar is None:
            return
        far = far_side(seat, len(self.panels))
        self.view.rotate_to(180.0 if far else 0.0)
        self.far_hosts[0].setVisible(far)
        self.prompt_bar.setVisible(not far)

    def active_prompt_bar(self) -> PromptBar:
        if self.far_prompt_bar is not None and self.far_hosts[0].isVisibleTo(self):
            return self.far_prompt_bar
        return self.prompt_bar
