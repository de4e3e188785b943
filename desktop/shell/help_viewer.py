"""The rules reference of a title: `docs/rules/<game>.<lang>.md`, our own words on how Steamtable
plays it, rendered from Markdown in a scrollable viewer with a close button of touch size.

At a desk it opens upright in a window of its own, so it can stay open beside the game. In
table-top mode it opens over the table, turned to face the seat to act (`Turned`); a tap on the
dimmed table around it closes it too.

The pages ship with the app: beside the packages in a source tree, as the package data
`docs.rules` in an installed wheel (pyproject.toml), and in the one-folder app as PyInstaller
data (packaging/steamtable.spec) — in every case `docs/rules` next to the `desktop` package.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QMouseEvent, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScroller,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop.board.touch import touch_px
from desktop.shell.turned import FACING, Turned
from desktop.shell.words import tr
from rules.core.games import titles
from rules.core.text import text

if TYPE_CHECKING:
    from desktop.shell.table import TableScreen

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"
READING_TOUCHES = 22  # the text column: at most this many touch sizes wide (about 20 cm)
READING_DEPTH = 30  # table-top: the page at most this many touch sizes deep (about 27 cm)
BACKDROP = QColor(0, 0, 0, 150)  # table-top: the table under the page, dimmed


def rules_path(game: str, lang: str) -> Path | None:
    """The rules reference of `game` in `lang`, or None when it is not installed."""
    folder = next((t.rules_pages for t in titles() if t.game_id == game), None) or DOCS
    path = folder / f"{game}.{lang}.md"
    return path if path.is_file() else None


def facing(table: TableScreen | None) -> int:
    """The turn that makes the viewer face the seat to act at a table-top table; 0 (upright) at a
    desk, away from the table, or when nobody is to act."""
    if table is None or not table.table_top:
        return 0
    seat = table.acting_seat()
    return FACING[table.edges[seat]] if seat is not None else 0


class RulesPanel(QFrame):
    """The page itself: its heading and a close button over the rendered Markdown."""

    closed = Signal()

    def __init__(self, path: Path, heading: str, lang: str) -> None:
        super().__init__()
        self.setObjectName("rulesPanel")
        self.setAutoFillBackground(True)  # over the board in table-top mode
        self.setFrameShape(QFrame.Shape.StyledPanel)
        touch = touch_px()
        self.heading = QLabel(heading)
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)
        self.close_button = QPushButton(tr(lang, text("desktop.close")))
        self.close_button.setMinimumSize(touch, touch)
        self.close_button.clicked.connect(self.closed)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)  # links are followed here, and only inside docs/rules
        self.browser.anchorClicked.connect(self._follow)
        self.browser.document().setDocumentMargin(max(4, touch // 3))
        self.browser.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        QScroller.grabGesture(self.browser.viewport(), QScroller.ScrollerGestureType.TouchGesture)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Cancel), self, self.closed.emit)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout(self)
        column.setContentsMargins(touch // 4, touch // 4, touch // 4, touch // 4)
        column.addLayout(top)
        column.addWidget(self.browser, 1)
        self.path = path
        self.show_page(path)

    def show_page(self, path: Path) -> None:
        self.path = path
        self.browser.setMarkdown(path.read_text(encoding="utf-8"))
        self.browser.verticalScrollBar().setValue(0)

    def _follow(self, url: QUrl) -> None:
        """A link to another page of docs/rules (the other language) opens here; the pages link
        to nothing else that the viewer could show."""
        if url.scheme() or not url.path():
            return
        target = (self.path.parent / url.path()).resolve()
        if target.suffix == ".md" and target.parent == DOCS.resolve() and target.is_file():
            self.show_page(target)


class RulesWindow(QWidget):
    """At a desk: the page upright in a window of its own beside the game."""

    def __init__(self, panel: RulesPanel, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.panel = panel
        self.degrees = 0
        self.setWindowTitle(panel.heading.text())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(panel)
        panel.closed.connect(self.close)
        width = min(touch_px() * READING_TOUCHES, max(parent.width() * 2 // 3, 480))
        self.resize(width, max(parent.height() * 9 // 10, 400))


class RulesOverlay(QWidget):
    """In table-top mode: the page over the window's table, turned to face a seat, on a dimmed
    backdrop; it covers the central widget (not the menu bar) and follows its size."""

    def __init__(self, panel: RulesPanel, degrees: int, window: QWidget, area: QWidget) -> None:
        super().__init__(window)
        self.panel = panel
        self.area = area
        self.turned = Turned(panel, degrees, self)
        self.degrees = self.turned.degrees
        panel.closed.connect(self.close)
        area.installEventFilter(self)
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.area and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self._place()
        return False

    def _place(self) -> None:
        """Cover the area; the page as wide as reads well and about a sheet deep (as far as the
        area allows), near the edge of the seat it faces."""
        self.setGeometry(self.area.geometry())
        w, h = self.width(), self.height()
        touch = touch_px()
        across, deep = (h, w) if self.turned.sideways else (w, h)  # as the seat sees it
        inner_w = min(int(across * 0.92), touch * READING_TOUCHES)
        inner_h = min(int(deep * 0.92), touch * READING_DEPTH)
        outer_w, outer_h = (inner_h, inner_w) if self.turned.sideways else (inner_w, inner_h)
        x, y = (w - outer_w) // 2, (h - outer_h) // 2
        margin = (deep - inner_h) // 4  # from the seat's edge
        edge = next(e for e, turn in FACING.items() if turn == self.degrees)
        if edge == "bottom":
            y = h - outer_h - margin
        elif edge == "top":
            y = margin
        elif edge == "left":
            x = margin
        else:
            x = w - outer_w - margin
        self.turned.setGeometry(QRect(x, y, outer_w, outer_h))
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        QPainter(self).fillRect(self.rect(), BACKDROP)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A tap on the dimmed table beside the page closes it."""
        self.close()
        event.accept()


def open_rules(
    window: QWidget,
    area: QWidget,
    path: Path,
    heading: str,
    lang: str,
    *,
    table_top: bool,
    degrees: int = 0,
) -> RulesWindow | RulesOverlay:
    """Show the page: over `area` (the window's central widget) turned by `degrees` in table-top
    mode, else upright in a window of its own."""
    panel = RulesPanel(path, heading, lang)
    viewer: RulesWindow | RulesOverlay = (
        RulesOverlay(panel, degrees, window, area) if table_top else RulesWindow(panel, window)
    )
    viewer.show()
    viewer.raise_()
    return viewer
