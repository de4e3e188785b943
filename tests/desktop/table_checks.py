"""What must hold at the table after every event, whatever was played: checked by the monkey,
the gesture tests and the real-window tests.

- `answers_unseen`: every answer button of the open prompt lies whole inside the part of the
  prompt bar that shows, unscrolled when `scroll` is False;
- `pieces_astray`: every piece at rest is where the state puts it (where a scene of the same
  game that no gesture touched, a `Truth`, draws it);
- `words_overlapping`, `tags_overlapping`: no two texts at the table cover each other (labels
  in widgets; words drawn as items of their own on the board);
- `smallest_words`, `words_drawn`: the texts a view's items draw, in pixels on the screen."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFontInfo, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shiboken6 import isValid

from desktop.board.items import PieceItem
from desktop.board.scene import BoardScene
from desktop.shell.table import TableScreen


def answers(table: TableScreen) -> list[QAbstractButton]:
    """The open prompt's buttons (within a control of several too, such as Power Grid's plants
    to run): the bar's controls less those let go or hidden on purpose."""
    buttons = table.prompt_bar.controls.findChildren(QAbstractButton)
    gone = Qt.WidgetAttribute.WA_WState_ExplicitShowHide
    return [b for b in buttons if not (b.isHidden() and b.testAttribute(gone))]


def answers_unseen(table: TableScreen, *, scroll: bool = True, words: bool = True) -> list[str]:
    """The answers that do not show whole: outside the scroll area's window (or, with `scroll`
    False, needing a scroll at all), or in a bar larger than its place on the table; and with
    `words`, a prompt not whole (a bar crowded by a long refusal beside many answers may clip
    its last line: the monkey, which makes such bars, leaves that to these tests)."""
    bar = table.prompt_bar
    problems = []
    host = table.bar_host
    room = host.viewport().size()
    if host.sideways:
        room.transpose()
    if bar.width() > room.width() or bar.height() > room.height():
        problems.append(f"the bar ({bar.width()}x{bar.height()}) is larger than its place {room}")
    viewport = bar.scroller.viewport()
    seen = viewport.rect()
    if not bar.scroller.isVisible() or bar.scroller.width() < 2:
        seen = QRect()
    for button in answers(table):
        where = QRect(button.mapTo(viewport, QPoint(0, 0)), button.size())
        if not button.isVisible():
            problems.append(f"{button.text()!r} is hidden")
        elif scroll and bar.scroller.verticalScrollBar().maximum() > 0:
            # reachable by scrolling: whole across, and inside the buttons' own widget
            if where.left() < 0 or where.right() > seen.right():
                problems.append(f"{button.text()!r} at {where} is cut across ({seen})")
        elif not seen.contains(where):
            problems.append(f"{button.text()!r} at {where} is not inside the bar's window {seen}")
        if button.fontMetrics().horizontalAdvance(_longest_line(button.text())) > button.width():
            problems.append(f"{button.text()!r} is wider than its button ({button.width()} px)")
    prompt = bar.prompt
    if words and prompt.heightForWidth(prompt.width()) > prompt.height() + 1:
        need = prompt.heightForWidth(prompt.width())
        problems.append(f"the prompt's words need {need} px, have {prompt.size()} in {bar.size()}")
    if bar.message.isVisible() and bar.message.geometry().intersects(prompt.geometry()):
        problems.append("the message covers the prompt")
    return problems


def _longest_line(text: str) -> str:
    return max(text.split("\n"), key=len, default="")


class Truth:
    """A second scene of a table's game, moved only by the state's changes and shaped like the
    table's seats: where the pieces of a scene no gesture touched stand."""

    def __init__(self) -> None:
        self._scene: BoardScene | None = None
        self._of: TableScreen | None = None
        self._sizes: list[tuple[float, float]] = []

    def of(self, table: TableScreen) -> BoardScene:
        if self._of is not table or self._scene is None:
            if self._scene is not None and isValid(self._scene):
                self._scene.deleteLater()
            self._scene = table.title.scene(table.model)
            self._scene.setParent(table)  # gone with its table
            self._of, self._sizes = table, []
        if self._sizes != table.seat_sizes:
            self._scene.shape_seats(table.seat_sizes)
            self._sizes = list(table.seat_sizes)
        return self._scene


def pieces_astray(scene: BoardScene, truth: BoardScene) -> list[str]:
    """Pieces of `scene` at rest that are not where `truth` — a scene of the same game that no
    gesture ever touched, shaped alike — draws them, by element id. A title may keep a piece
    where it stood while the state allows (Roads & Boats keeps a transporter's spot on its
    tile): one that differs from `truth` is astray only if the scene's own refresh, from the
    state, moves it."""
    now, where = _rest(scene), _rest(truth)
    differ = [eid for eid, at in where.items() if eid in now and _far(now[eid], at)]
    if not differ:
        return []
    scene.refresh()
    again = _rest(scene)
    return [
        f"{eid} at {now[eid]}, put at {again.get(eid)} by a refresh (a fresh scene: {where[eid]})"
        for eid in differ
        if eid in again and _far(now[eid], again[eid])
    ]


def _rest(scene: BoardScene) -> dict[str, tuple[float, float, bool]]:
    out: dict[str, tuple[float, float, bool]] = {}
    for item in scene.items(Qt.SortOrder.AscendingOrder):
        if isinstance(item, PieceItem) and item.element_id not in out:
            at = item.scenePos()
            out[item.element_id] = (round(at.x(), 1), round(at.y(), 1), item.isVisible())
    return out


def _far(a: tuple[float, float, bool], b: tuple[float, float, bool]) -> bool:
    if not a[2] and not b[2]:
        return False  # unseen either way (a card in a hidden hand)
    return a[2] != b[2] or abs(a[0] - b[0]) > 1.5 or abs(a[1] - b[1]) > 1.5


def tags_overlapping(scene: BoardScene) -> list[str]:
    """Words the board draws as items of their own (the tags on lit targets, labels) that
    cover one another."""
    words = [
        (item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText(), rect)
        for item in scene.items()
        if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem)
        and item.isVisible()
        and (rect := item.sceneBoundingRect().adjusted(1, 1, -1, -1)).isValid()
    ]
    return [
        f"{a!r} overlaps {b!r}"
        for i, (a, ra) in enumerate(words)
        for b, rb in words[i + 1 :]
        if ra.intersects(rb)
    ]


def words_overlapping(window: QWidget) -> list[str]:
    """Labels in the window's widgets (not in graphics scenes) that cover one another."""
    labels = [
        (label, QRect(label.mapTo(window, QPoint(0, 0)), label.size()))
        for label in window.findChildren(QLabel)
        if label.isVisible() and label.text() and not _in_view(label)
    ]
    problems = []
    for i, (a, ra) in enumerate(labels):
        for b, rb in labels[i + 1 :]:
            if a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            if _ink(a, ra).intersects(_ink(b, rb)):
                problems.append(f"{a.text()[:30]!r} overlaps {b.text()[:30]!r}")
    return problems


def _in_view(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QGraphicsView):
            return True
        parent = parent.parentWidget()
    return False


def _ink(label: QLabel, rect: QRect) -> QRectF:
    """Where a label's words are drawn: its rect less a pixel each side (neighbours touch)."""
    return QRectF(rect).adjusted(1, 1, -1, -1)


class Noting(QPainter):
    """A painter that notes every text drawn through it: (its size in pixels on its device, the
    words)."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.sizes: list[tuple[float, str]] = []

    def drawText(self, *args, **kwargs):  # Qt's name
        face = self.font()
        px = face.pixelSize() if face.pixelSize() > 0 else QFontInfo(face).pixelSize()
        t = self.worldTransform()
        scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
        words = next((a for a in args if isinstance(a, str)), "")
        if words.strip():
            self.sizes.append((px * scale, words))
        return super().drawText(*args, **kwargs)


def smallest_words(view: QGraphicsView) -> tuple[float, str]:
    """The smallest text the items the view shows draw, in pixels on the screen at the view's
    zoom, with its words (`words_drawn`)."""
    return min(words_drawn(view), default=(math.inf, ""))


def words_drawn(view: QGraphicsView) -> list[tuple[float, str]]:
    """Every text the items the view shows draw: (pixels on the screen at the view's zoom, the
    words). Each item is painted by hand through a `Noting` painter, as the view would paint
    it; a text item is read from its font (Qt paints those in C++, past the noting painter).
    Text drawn as a path is not seen."""
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    painter = Noting(image)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    for item in view.scene().items(shown):
        if not item.isVisible():
            continue
        t = item.sceneTransform() * view.viewportTransform()
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
            face = item.font()
            px = face.pixelSize() if face.pixelSize() > 0 else QFontInfo(face).pixelSize()
            scale = math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
            words = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            if words.strip():
                painter.sizes.append((px * scale, words))
            continue
        painter.save()
        painter.setWorldTransform(t)
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.restore()
    painter.end()
    return painter.sizes
