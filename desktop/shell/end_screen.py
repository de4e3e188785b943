"""The end screen: the winner, the ranking and each seat's score breakdown from `rules.result`."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.session_model import SessionModel
from desktop.shell.style import swatch
from rules.core.prompt import Result
from rules.core.text import Text, text

ROW = 48  # px per ranking line: large enough to read across the table


class EndScreen(QWidget):
    back_to_board = Signal()
    new_game = Signal()

    def __init__(self, model: SessionModel, result: Result) -> None:
        super().__init__()
        tr, names = model.tr, model.names
        winners = [names[s] for s in result.winners]
        key = "desktop.end.winner" if len(winners) == 1 else "desktop.end.shared"
        self.heading = QLabel(tr(text(key, names=winners)))
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sub = QLabel(tr(text("desktop.end.title", game=Text(f"{model.game}.title"))))
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)

        columns = list(dict.fromkeys(k for s in result.standings for k in s.score))
        headers = [tr(text("desktop.end.place")), tr(text("desktop.end.player"))]
        headers += [tr(Text(f"{model.game}.score.{c}")) for c in columns]
        self.table = QTableWidget(len(result.standings), len(headers))
        big = self.table.font()
        big.setPointSizeF(big.pointSizeF() * 1.2)
        self.table.setFont(big)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, standing in enumerate(result.standings):
            place = QTableWidgetItem(tr(text("desktop.end.rank", place=standing.place)))
            who = QTableWidgetItem(swatch(model.colour(standing.seat)), names[standing.seat])
            cells = [place, who]
            for column in columns:
                value = standing.score.get(column, "")
                cells.append(QTableWidgetItem(tr(value) if isinstance(value, Text) else str(value)))
            for col, cell in enumerate(cells):
                cell.setTextAlignment(
                    Qt.AlignmentFlag.AlignVCenter
                    | (Qt.AlignmentFlag.AlignLeft if col == 1 else Qt.AlignmentFlag.AlignCenter)
                )
                if standing.place == 1:
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                self.table.setItem(row, col, cell)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setDefaultSectionSize(ROW)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        frame = 2 * self.table.frameWidth()
        self.table.setFixedHeight(header.sizeHint().height() + ROW * len(result.standings) + frame)
        self.table.setMaximumWidth(1200)

        board = QPushButton(tr(text("desktop.end.show_board")))
        board.clicked.connect(self.back_to_board)
        again = QPushButton(tr(text("desktop.menu.new")))
        again.clicked.connect(self.new_game)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(board)
        buttons.addWidget(again)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(80, 60, 80, 60)
        layout.addStretch(1)
        layout.addWidget(self.heading)
        layout.addWidget(sub)
        layout.addSpacing(24)
        middle = QHBoxLayout()
        middle.addStretch(1)
        middle.addWidget(self.table, 12)
        middle.addStretch(1)
        layout.addLayout(middle)
        layout.addSpacing(24)
        layout.addLayout(buttons)
        layout.addStretch(2)

    def ranking(self) -> list[str]:
        """The players' names in ranking order, as shown."""
        return [self.table.item(r, 1).text() for r in range(self.table.rowCount())]
