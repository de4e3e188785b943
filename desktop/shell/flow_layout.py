"""A layout that lays its widgets in rows, wrapping to a new row when the width runs out (the
prompt bar's buttons in a narrow column)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._lay(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._lay(rect, move=True)

    def sizeHint(self) -> QSize:
        """All in one row: what a layout around it (the prompt bar's flow holding a widget of
        buttons) gives it where there is the room."""
        shown = [i.sizeHint() for i in self._items if not _hidden(i)]
        if not shown:
            return QSize()
        width = sum(s.width() for s in shown) + self._gap * (len(shown) - 1)
        return QSize(width, max(s.height() for s in shown))

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _lay(self, rect: QRect, *, move: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self._items:
            if _hidden(item):
                continue
            hint = item.sizeHint()
            if hint.width() > rect.width() and item.hasHeightForWidth():
                # a flow of its own (a widget of buttons) wraps in the row's width
                hint = QSize(rect.width(), item.heightForWidth(rect.width()))
            if x > rect.x() and x + hint.width() > rect.right() + 1:
                x, y, line = rect.x(), y + line + self._gap, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._gap
            line = max(line, hint.height())
        return y + line - rect.y()


def _hidden(item: QLayoutItem) -> bool:
    return item.widget() is not None and item.widget().isHidden()
