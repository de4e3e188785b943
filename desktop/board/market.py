"""A market: a price ladder of spaces (a price and a capacity each) holding a title's tokens.

Drawn as a row or column of cells, the price printed, filled slots by the title's token painter,
empty ones as rings; the next slot is where a draggable piece stands. `Ladder` is the bookkeeping
alone (which slots are filled for a count, which token a buyer takes, which space a seller fills);
`Market` is the board element that draws one. The title gives the element id (its tooltip is the
scene's, from the rules' `describe` of that id, as for every element), the painter and the look.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop.board import layers
from desktop.board.items import BoardItem, PieceItem
from desktop.board.paint_kit import font, rounded

TokenPainter = Callable[[QPainter, QPointF, float], None]  # draw_token(painter, at, size)
FillsFrom = Literal["expensive", "cheap"]
Direction = Literal["right", "left", "down", "up"]


@dataclass(frozen=True)
class Space:
    """One price on the ladder and how many tokens it holds (0: a price printed for when the
    market is empty, with no room for a token)."""

    price: int
    capacity: int


@dataclass(frozen=True)
class Ladder:
    """The spaces, cheapest first. Slots are the spaces' places for single tokens, cheapest
    first. The tokens lie together at one end (`fills_from`): a buyer takes the filled slot
    next to the empty ones, a seller fills the empty slot next to the filled ones. Power Grid's
    and Brass's markets both fill from the expensive end: bought from the cheapest filled
    slot, sold into the dearest empty one."""

    spaces: tuple[Space, ...]
    fills_from: FillsFrom = "expensive"

    @classmethod
    def from_prices(
        cls,
        prices: Iterable[int],
        *,
        fills_from: FillsFrom = "expensive",
        closed: Iterable[int] = (),
    ) -> Ladder:
        """From one price per slot, as rule tables list them (`1, 1, 1, 2, 2, 2, ...`): equal
        prices side by side make one space. `closed`: prices printed without room for a token
        (Brass's price when its market is empty)."""
        spaces: list[Space] = []
        for price in prices:
            if spaces and spaces[-1].price == price:
                spaces[-1] = Space(price, spaces[-1].capacity + 1)
            else:
                spaces.append(Space(price, 1))
        spaces += [Space(price, 0) for price in closed]
        return cls(tuple(spaces), fills_from)

    @property
    def size(self) -> int:
        """How many tokens the market holds when full."""
        return sum(s.capacity for s in self.spaces)

    def slot_spaces(self) -> list[int]:
        """The space of each slot, cheapest slot first."""
        return [i for i, s in enumerate(self.spaces) for _ in range(s.capacity)]

    def slot_prices(self) -> list[int]:
        return [self.spaces[i].price for i in self.slot_spaces()]

    def filled(self, count: int) -> list[bool]:
        """Which slots hold a token when the market holds `count`."""
        count = max(0, min(count, self.size))
        if self.fills_from == "expensive":
            return [k >= self.size - count for k in range(self.size)]
        return [k < count for k in range(self.size)]

    def take(self, count: int) -> int | None:
        """The slot of the token a buyer takes next, or None when the market is empty."""
        count = max(0, min(count, self.size))
        if not count:
            return None
        return self.size - count if self.fills_from == "expensive" else count - 1

    def put(self, count: int) -> int | None:
        """The slot a token sold to the market fills, or None when the market is full."""
        count = max(0, min(count, self.size))
        if count >= self.size:
            return None
        return self.size - count - 1 if self.fills_from == "expensive" else count


def cluster(capacity: int, pitch: float) -> list[QPointF]:
    """Offsets of a space's slots from its centre, in reading order: rows of ceil(sqrt(n)),
    each centred (one alone, two side by side, three as two over one, four as a square)."""
    if capacity <= 0:
        return []
    across = 1
    while across * across < capacity:
        across += 1
    rows = [min(across, capacity - i) for i in range(0, capacity, across)]
    out = []
    for r, n in enumerate(rows):
        y = (r - (len(rows) - 1) / 2) * pitch
        out += [QPointF((c - (n - 1) / 2) * pitch, y) for c in range(n)]
    return out


@dataclass
class MarketLook:
    tray: QColor = field(default_factory=lambda: QColor("#d8d1c1"))
    edge: QColor = field(default_factory=lambda: QColor("#15181c"))
    divider: QColor = field(default_factory=lambda: QColor("#a79f8d"))
    ring: QColor = field(default_factory=lambda: QColor("#9d9582"))
    closed: QColor = field(default_factory=lambda: QColor(0, 0, 0, 28))  # a space with no room
    price_ink: QColor = field(default_factory=lambda: QColor("#4a4438"))
    price_px: float = 14.0
    radius: float = 8.0  # of the tray's corners
    token: float = 18.0  # a token's size in its slot
    pitch: float = 21.0  # between two slots of one space (shrunk to fit the cell)


class Market(BoardItem):
    """A ladder drawn in `rect`: a lead (`lead` wide before the cells, for the title's name and
    icon, drawn by `paint_lead`), then one cell per price of `columns` (by default one per
    space), prices rising towards `direction`. A space sits in the cell of its price; a cell no
    space uses stays blank. The slot under `piece` (the next token, which a drag from anywhere on
    the market carries) is left to the piece to draw."""

    def __init__(
        self,
        element_id: str,
        rect: QRectF,
        ladder: Ladder,
        draw_token: TokenPainter,
        *,
        columns: Sequence[int] | None = None,
        direction: Direction = "right",
        lead: float = 0.0,
        print_prices: bool = True,
        price_text: Callable[[int], str] = str,
        look: MarketLook | None = None,
        z: float = layers.TERRAIN,
    ) -> None:
        self.look = look or MarketLook()
        super().__init__(element_id, rounded(rect, self.look.radius), z=z)
        self.rect = rect
        self.ladder = ladder
        self.draw_token = draw_token
        self.columns = list(columns) if columns is not None else [s.price for s in ladder.spaces]
        self.direction = direction
        self.lead = lead
        self.print_prices = print_prices
        self.price_text = price_text
        self.count = 0
        self.piece: PieceItem | None = None
        self.space_cells = [self.columns.index(s.price) for s in ladder.spaces]
        self.slots: list[QPointF] = []  # cheapest slot first
        for i, space in enumerate(ladder.spaces):
            room = self.token_room(self.space_cells[i])
            pitch = self._pitch(space.capacity, room)
            self.slots += [room.center() + d for d in cluster(space.capacity, pitch)]

    # -- geometry ----------------------------------------------------------------------------

    def _along(self) -> bool:
        return self.direction in ("right", "left")

    def cells_rect(self) -> QRectF:
        """Where the cells lie: the rect less the lead."""
        if self._along():
            return self.rect.adjusted(self.lead, 0, 0, 0)
        return self.rect.adjusted(0, self.lead, 0, 0)

    def cell_rect(self, column: int) -> QRectF:
        """The cell of the `column`-th price (cheapest 0)."""
        area, n = self.cells_rect(), len(self.columns)
        if self._along():
            w = area.width() / n
            i = column if self.direction == "right" else n - 1 - column
            return QRectF(area.left() + i * w, area.top(), w, area.height())
        h = area.height() / n
        i = column if self.direction == "down" else n - 1 - column
        return QRectF(area.left(), area.top() + i * h, area.width(), h)

    def cell_center(self, column: int) -> QPointF:
        return self.cell_rect(column).center()

    def price_rect(self, column: int) -> QRectF:
        """Where a cell's price is printed: its top strip in a row, its left strip in a
        column (empty when prices are not printed in the cells)."""
        cell = self.cell_rect(column)
        if not self.print_prices:
            return QRectF(cell.topLeft(), cell.topLeft())
        if self._along():
            return QRectF(cell.left(), cell.top(), cell.width(), self.look.price_px * 1.4)
        width = min(cell.width() / 2, self.look.price_px * 2.6)
        return QRectF(cell.left(), cell.top(), width, cell.height())

    def token_room(self, column: int) -> QRectF:
        """The part of a cell where its space's tokens lie."""
        cell, label = self.cell_rect(column), self.price_rect(column)
        if self._along():
            return cell.adjusted(0, label.height(), 0, 0)
        return cell.adjusted(label.width(), 0, 0, 0)

    def _pitch(self, capacity: int, room: QRectF) -> float:
        offsets = cluster(capacity, 1.0)
        wide = max((abs(d.x()) for d in offsets), default=0.0) * 2
        tall = max((abs(d.y()) for d in offsets), default=0.0) * 2
        token = self.look.token
        fits = [self.look.pitch]
        if wide:
            fits.append((room.width() - token) / wide)
        if tall:
            fits.append((room.height() - token) / tall)
        return max(min(fits), token * 0.6)

    # -- state -------------------------------------------------------------------------------

    def set_count(self, count: int) -> None:
        count = max(0, min(count, self.ladder.size))
        if count != self.count:
            self.count = count
            self.update()

    def next_slot(self) -> QPointF | None:
        """Where the token a buyer takes next lies (where its draggable piece stands)."""
        k = self.ladder.take(self.count)
        return None if k is None else self.slots[k]

    def open_slot(self) -> QPointF | None:
        """Where a token sold to the market goes, None when full."""
        k = self.ladder.put(self.count)
        return None if k is None else self.slots[k]

    def carried_piece(self) -> PieceItem | None:
        return self.piece

    # -- drawing -----------------------------------------------------------------------------

    def paint_lead(self, painter: QPainter, lead: QRectF) -> None:
        """The title's name or icon before the cells (nothing by default)."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        look = self.look
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(look.edge, 1.5))
        painter.setBrush(look.tray)
        painter.drawPath(self.shape())
        r = self.rect
        if self.lead:
            lead = (
                QRectF(r.left(), r.top(), self.lead, r.height())
                if self._along()
                else QRectF(r.left(), r.top(), r.width(), self.lead)
            )
            self.paint_lead(painter, lead)
        self._paint_cells(painter)
        self._paint_slots(painter)

    def _paint_cells(self, painter: QPainter) -> None:
        look = self.look
        used = {self.space_cells[i] for i, s in enumerate(self.ladder.spaces) if s.capacity}
        closed = set(self.space_cells) - used
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.closed)
        for column in closed:
            inset = (1, 4, -1, -4) if self._along() else (4, 1, -4, -1)
            painter.drawRect(self.cell_rect(column).adjusted(*inset))
        painter.setPen(QPen(look.divider, 1))
        cells = [self.cell_rect(i) for i in range(len(self.columns))]
        if self._along():  # every cell's edges: the dividers, the lead's edge and the far end
            top, bottom = self.rect.top() + 4, self.rect.bottom() - 4
            for x in sorted({round(e, 3) for c in cells for e in (c.left(), c.right())}):
                painter.drawLine(QPointF(x, top), QPointF(x, bottom))
        else:
            left, right = self.rect.left() + 4, self.rect.right() - 4
            for y in sorted({round(e, 3) for c in cells for e in (c.top(), c.bottom())}):
                painter.drawLine(QPointF(left, y), QPointF(right, y))
        if not self.print_prices:
            return
        painter.setFont(font(look.price_px, bold=True))
        painter.setPen(look.price_ink)
        for column, price in enumerate(self.columns):
            painter.drawText(
                self.price_rect(column), Qt.AlignmentFlag.AlignCenter, self.price_text(price)
            )

    def _paint_slots(self, painter: QPainter) -> None:
        look = self.look
        filled = self.ladder.filled(self.count)
        under_piece = self.ladder.take(self.count) if self.piece is not None else None
        for k, at in enumerate(self.slots):
            if k == under_piece:
                continue
            if filled[k]:
                self.draw_token(painter, at, look.token)
            else:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(look.ring, 1.2))
                painter.drawEllipse(at, look.token / 3, look.token / 3)
