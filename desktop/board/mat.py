"""A title-free player mat (`player:<seat>`): a band of the seat's colour, a header line with its
place in turn order and name, a grid of labelled cells ("£17", "+£6 income"), and a `body`
the title fills; laid out as a row (a desk) or a strip (a table-top edge)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop.board import layers
from desktop.board.drawn import least_type
from desktop.board.items import BoardItem
from desktop.board.paint_kit import fitted_px, font, ink_on, readable_ink, rounded
from desktop.board.palette import ACTIVE, INK, INK_DARK, INK_SOFT, PANEL_BG, PANEL_EDGE

GROUND, EDGE = PANEL_BG, PANEL_EDGE
BAND = 8.0  # the seat's colour down the left edge
PAD = 5.0  # inside the frame, round everything
RADIUS = 10.0
STRIP = 2.5  # a zone this many times longer than deep, and shallow, is a strip (one line)
STRIP_DEPTH = 150.0
STRIP_MIN = 520.0  # shorter, it is a row with everything on the name's line
WIDE_HEADER = 430.0  # a row at least this wide has its cells on the name's line
SMALLEST = 12.5  # the cells' type, at least, when they take more lines than one
NAME_SEP = " · "  # a header's name may say more after this ("Ann · Italy"): only that is cut


@dataclass(frozen=True)
class MatCell:
    """A number and what it counts ("+£6", "income"), after a small disc or square of `fill`
    (no mark when `mark` is "")."""

    value: str
    label: str = ""
    fill: str = "#f2c14e"
    mark: str = "disc"  # disc | square | ""


@dataclass(frozen=True)
class MatLook:
    name: str  # the seat's name, whole; more after NAME_SEP is smaller and cut first
    colour: str  # the seat's
    place: int | None  # 1 = first in turn order (a badge before the name), None for none
    acting: bool  # framed in yellow
    cells: tuple[MatCell, ...] = ()


def _fitting(
    words: str, px: float, width: float, *, bold: bool = False, least: float = 0.6
) -> QFont:
    """The font of `px` pixels, made smaller (to `least` of it at most) until `words` fit in
    `width`: a name shrinks before it is cut."""
    size = fitted_px(words, max(1, round(px)), max(px * least, 1.0), width, bold=bold)
    return font(size, bold=bold)


def header_words(line: str, px: float, width: float) -> tuple[tuple[str, QFont], tuple[str, QFont]]:
    """A header's name and what follows NAME_SEP, each with its font, in `width` pixels: the name
    whole in bold (shrunk before it is cut), then the rest smaller and cut, or left out when not
    even a word of it would show."""
    name, _, detail = line.partition(NAME_SEP)
    face = _fitting(name, px, width, bold=True)
    said = QFontMetricsF(face).elidedText(name, Qt.TextElideMode.ElideRight, width)
    rest = width - QFontMetricsF(face).horizontalAdvance(said)
    small = _fitting(NAME_SEP + detail, face.pixelSize(), rest, least=0.7)
    more = QFontMetricsF(small).elidedText(NAME_SEP + detail, Qt.TextElideMode.ElideRight, rest)
    if not detail or rest <= 0 or len(more.strip(" ·…")) < 2:  # not a lone dot or letter
        more = ""
    return (said, face), (more, small)


class MatFrame(BoardItem):
    """The frame; `lay_out(rect)` places the header and the body for the zone's shape:

    - a row (a desk's zone): the header line across the top, the cells on it when the row is
      wide or shallow, else on a line of their own under it; the body below;
    - a strip (a long, shallow zone at a table-top edge): the name over the cells in a column
      at the left; the body to its right."""

    look: MatLook | None

    def __init__(self, seat: int, rect: QRectF) -> None:
        super().__init__(f"player:{seat}", QPainterPath(), z=layers.TERRAIN)
        self.seat = seat
        self.look = None
        self.lay_out(rect)

    def lay_out(self, rect: QRectF) -> None:
        self.rect = QRectF(rect)
        inner = rect.adjusted(BAND + PAD + 2, PAD, -PAD, -PAD)
        shallow = inner.height() < STRIP_DEPTH
        self.strip = shallow and inner.width() >= max(STRIP * rect.height(), STRIP_MIN)
        if self.strip:
            side = min(max(0.21 * inner.width(), 116.0), 210.0)
            line = min(26.0, inner.height() / 3)
            self.header = QRectF(inner.left(), inner.top(), side, line)
            self.cells = QRectF(inner.left(), self.header.bottom(), side, inner.height() - line)
            self.body = inner.adjusted(side + PAD, 0, 0, 0)
        else:
            line = 26.0 if inner.height() >= 170 else 22.0
            self.header = QRectF(inner.left(), inner.top(), inner.width(), line)
            if inner.width() >= WIDE_HEADER or shallow:  # the cells on the name's line
                name_w = min((0.26 if shallow else 0.34) * inner.width(), 200.0)
                name_w = min(max(name_w, self._name_width(line)), 0.6 * inner.width())
                self.cells = self.header.adjusted(name_w, 0, 0, 0)
                self.header.setWidth(name_w)
                top = self.header.bottom() + 2
            else:
                self.cells = QRectF(inner.left(), self.header.bottom(), inner.width(), 20.0)
                top = self.cells.bottom() + 2
            self.body = QRectF(inner.left(), top, inner.width(), inner.bottom() - top)
        self.set_path(rounded(rect, RADIUS))

    def _name_width(self, line: float) -> float:
        """What the seat's name needs on a header line `line` high (its type shrunk by a fifth at
        most), with the place badge: the cells beside it leave it that much."""
        if self.look is None:
            return 0.0
        name = self.look.name.partition(NAME_SEP)[0]
        face = font(min(line * 0.72, 20.0) * 0.8, bold=True)
        badge = min(line - 4, 24.0) + 6 if self.look.place is not None else 0.0
        return badge + QFontMetricsF(face).horizontalAdvance(name) + 4

    def show(self, look: MatLook) -> None:
        if look != self.look:
            renamed = self.look is None or (look.name, look.place) != (
                self.look.name,
                self.look.place,
            )
            self.look = look
            if renamed:
                self.lay_out(self.rect)  # the header makes room for the whole name
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)  # the acting seat's frame is drawn wide

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        if self.look is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s, r = self.look, self.rect
        painter.setPen(QPen(ACTIVE, 5) if s.acting else QPen(EDGE, 2))
        painter.setBrush(GROUND)
        painter.drawPath(rounded(r, RADIUS))
        colour = readable_ink(s.colour)  # black's band and badge must show on the dark frame
        painter.save()
        painter.setClipPath(rounded(r, RADIUS))
        painter.fillRect(QRectF(r.left(), r.top(), BAND, r.height()), colour)
        painter.restore()
        self._paint_header(painter, s, colour)
        self._paint_cells(painter, s.cells)

    def _paint_header(self, painter: QPainter, s: MatLook, colour: QColor) -> None:
        h = self.header
        if s.place is not None:
            size = self._badge_size()
            badge = QRectF(h.left(), h.center().y() - size / 2, size, size)
            painter.setPen(QPen(INK_DARK, 1.5))
            painter.setBrush(colour)
            painter.drawEllipse(badge)
            painter.setPen(ink_on(colour))
            painter.setFont(font(size * 0.68, bold=True))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(s.place))
        room = self._name_room()
        (said, face), (more, small) = header_words(s.name, self._name_px(), room.width())
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.setFont(face)
        painter.setPen(INK)
        painter.drawText(room, flags, said)
        if more:
            rest = room.adjusted(QFontMetricsF(face).horizontalAdvance(said), 0, 0, 0)
            painter.setFont(small)
            painter.setPen(INK_SOFT)
            painter.drawText(rest, flags, more)

    def header_text(self) -> tuple[str, str]:
        """The header's words as drawn: the name, and what follows it (cut, or "")."""
        if self.look is None:
            return "", ""
        (said, _), (more, _) = header_words(
            self.look.name, self._name_px(), self._name_room().width()
        )
        return said, more

    def _badge_size(self) -> float:
        return min(self.header.height() - 4, 24.0)

    def _name_px(self) -> float:
        return min(self.header.height() * 0.72, 20.0)

    def _name_room(self) -> QRectF:
        """The header after the place badge."""
        h = self.header
        placed = self.look is not None and self.look.place is not None
        x = h.left() + (self._badge_size() + 6 if placed else 0.0)
        return QRectF(x, h.top(), h.right() - x, h.height())

    def _paint_cells(self, painter: QPainter, cells: tuple[MatCell, ...]) -> None:
        """The cells in as few lines as fit the area (none smaller than SMALLEST), their labels
        kept where the type may shrink by a fifth for them and still read on the screen
        (`least_type`); else without labels; else smaller, down to the least type, the last
        cells let go where even that leaves no room."""
        if not cells:
            return
        area = self.cells
        least = least_type(painter)  # a label smaller than this on the screen is let go
        n = len(cells)
        named = [i for i, c in enumerate(cells) if c.label]
        # every label; then the first ones let go one by one (a "£3" alone is the least clear
        # at the end of a row: "+£0" and "0 VP" say what they are); then none
        kept = [frozenset(named[k:]) for k in range(len(named) + 1)] or [frozenset()]
        tries = [(kept[0], k / 10) for k in range(10, 7, -1)]
        tries += [(labels, 0.8) for labels in kept[1:-1]]
        tries += [(kept[-1], k / 10) for k in range(10, 5, -1)]
        chosen = None
        for labels, shrink in tries:
            for per_line in range(n, 0, -1):
                lines = math.ceil(n / per_line)
                line_h = min(area.height() / lines, 30.0)
                px = min(line_h * 0.66, 17.0) * shrink
                if lines > 1 and px < SMALLEST:
                    continue
                if px < least or (labels and 0.8 * px < least):
                    continue
                widths = [self._cell_width(c, px, i in labels) for i, c in enumerate(cells)]
                rows = [widths[i : i + per_line] for i in range(0, n, per_line)]
                if all(sum(row) + 8 * (len(row) - 1) <= area.width() for row in rows):
                    chosen = (labels, per_line, lines, line_h, px, widths)
                    break
            if chosen is not None:
                break
        if chosen is None:  # nothing fits: as many lines as the smallest type has room for,
            lines = max(1, min(n, int(area.height() / (SMALLEST / 0.66))))  # the type smaller
            line_h = area.height() / lines
            per_line = math.ceil(n / lines)
            px = min(line_h * 0.66, 17.0)
            rows = [cells[i : i + per_line] for i in range(0, n, per_line)]
            need = max(sum(self._cell_width(c, px, False) + 8 for c in row) - 8 for row in rows)
            px *= max(min(area.width() / need, 1.0), 0.5)  # as large as the widest line allows
            if px < least:  # never under the type that reads: the last cells are let go
                px = least  # (the seat's tooltip says them)
                cells = self._fitting(cells, lines, px, area.width())
                per_line = max(math.ceil(len(cells) / lines), 1)
            chosen = (
                frozenset(),
                per_line,
                lines,
                line_h,
                px,
                [self._cell_width(c, px, False) for c in cells],
            )
        labels, per_line, lines, line_h, px, widths = chosen
        top = area.top() + (area.height() - lines * line_h) / 2
        painter.save()
        painter.setClipRect(area.adjusted(-2, -2, 2, 2))  # never over the body beside
        for i, cell in enumerate(cells):
            row, col = divmod(i, per_line)
            left = area.left() + sum(widths[row * per_line : row * per_line + col]) + 8 * col
            spot = QRectF(left, top + row * line_h, widths[i], line_h)
            self._paint_cell(painter, cell, spot, px, i in labels)
        painter.restore()

    def _fitting(
        self, cells: tuple[MatCell, ...], lines: int, px: float, width: float
    ) -> tuple[MatCell, ...]:
        """The most of the first cells that fit `lines` lines of `width` at `px`."""
        for k in range(len(cells), 0, -1):
            per_line = math.ceil(k / lines)
            rows = [cells[i : i + per_line] for i in range(0, k, per_line)]
            need = max(sum(self._cell_width(c, px, False) + 8 for c in row) - 8 for row in rows)
            if need <= width:
                return cells[:k]
        return cells[:1]

    @staticmethod
    def _cell_width(cell: MatCell, px: float, label: bool) -> float:
        mark = px + 4 if cell.mark else 0.0
        width = QFontMetricsF(font(px, bold=True)).horizontalAdvance(cell.value)
        if label and cell.label:
            width += 4 + QFontMetricsF(font(px * 0.8)).horizontalAdvance(cell.label)
        return mark + width

    @staticmethod
    def _paint_cell(painter: QPainter, cell: MatCell, spot: QRectF, px: float, label: bool) -> None:
        x = spot.left()
        if cell.mark:
            r = px * 0.42
            c = QPointF(x + r + 1, spot.center().y())
            painter.setPen(QPen(INK_DARK, 1.2))
            painter.setBrush(QColor(cell.fill))
            if cell.mark == "square":
                painter.drawRoundedRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 2, 2)
            else:
                painter.drawEllipse(c, r, r)
            x += px + 4
        bold = font(px, bold=True)
        painter.setFont(bold)
        painter.setPen(INK)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        box = QRectF(x, spot.top(), spot.right() - x, spot.height())
        painter.drawText(box, flags, cell.value)
        if label and cell.label:
            x += QFontMetricsF(bold).horizontalAdvance(cell.value) + 4
            painter.setFont(font(px * 0.8))
            painter.setPen(INK_SOFT)
            painter.drawText(
                QRectF(x, spot.top(), spot.right() - x + 40, spot.height()), flags, cell.label
            )
