"""Seat zones: one per seat, each showing that seat's part of the board scene (its mat, its
holdings: the title draws them, `BoardScene.seat_rect`) and, for the seat to act in table-top
mode, the prompt bar. Title-free.

At a desk the zones stand upright in a row along the foot of the window. In table-top mode
each zone sits at its own seat's edge of the screen and is turned to face it: `seats_at` says
which edge for each seat, using all four edges (for six: two on each long edge and one at each
short edge).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QSizePolicy

from desktop.board.view import SeatView
from desktop.shell.turned import FACING

EDGES = ("bottom", "right", "top", "left")
SHORT = {"b": "bottom", "r": "right", "t": "top", "l": "left"}

# where people usually sit, seat by seat, going round the table from the near edge
USUAL = {
    1: ("bottom",),
    2: ("bottom", "top"),
    3: ("bottom", "top", "top"),
    4: ("bottom", "bottom", "top", "top"),
    5: ("bottom", "bottom", "right", "top", "top"),
    6: ("bottom", "bottom", "right", "top", "top", "left"),
}


def parse_seats_at(value: str, seats: int) -> tuple[str, ...] | None:
    """`bottom,top,...` (or `b,t,...`) for each seat; None when it does not name one edge per
    seat."""
    names = [v.strip().lower() for v in value.split(",") if v.strip()]
    edges = tuple(SHORT.get(n, n) for n in names)
    if len(edges) != seats or any(e not in EDGES for e in edges):
        return None
    return edges


def seats_at(value: str, seats: int) -> tuple[str, ...]:
    """Each seat's edge: as the setting says when it names one per seat, else the usual."""
    return parse_seats_at(value, seats) or USUAL.get(seats, ("bottom",) * seats)


def on_edge(edges: tuple[str, ...], edge: str) -> list[int]:
    """The seats at one edge in the order the zones are laid (left to right, top to bottom on
    the screen), so that the seats follow each other round the table."""
    seats = [s for s, e in enumerate(edges) if e == edge]
    return seats[::-1] if edge in ("top", "right") else seats


MARGIN = 2  # round a zone's view
SPACING = 2  # between the view and the prompt bar's share


class SeatZone(QFrame):
    def __init__(self, scene: object, seat: int, edge: str = "bottom") -> None:
        super().__init__()
        self.seat = seat
        self.setObjectName("seatZone")
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.view = SeatView(scene, seat)
        self.view.setParent(self)
        self.share = 0  # per cent of the zone's length along its edge kept for the prompt bar
        self.set_edge(edge)

    def set_edge(self, edge: str, *, facing: bool = True) -> None:
        """Sit the zone at `edge`, turned to face it (or upright, at a desk)."""
        self.edge = edge
        self.degrees = FACING[edge] if facing else 0
        self.view.turn(self.degrees)
        self._place()

    def keep(self, share: int) -> None:
        """Keep `share` per cent of the zone's length along its edge (its whole depth) at the
        seated person's right for the prompt bar (0: none). The bar is not the zone's child:
        the table lays it over `parts`' second rect, so that passing the turn on moves it and
        never re-parents it (a re-parented bar was laid out, polished and shown anew)."""
        if share != self.share:
            self.share = share
            self._place()

    def parts(self, size: QSize) -> tuple[QRect, QRect | None]:
        """Where the view and the prompt bar's share (None when none is kept) lie in a zone of
        `size`: the view first, then the bar, from the seated person's left to their right."""
        inner = QRect(QPoint(0, 0), size).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        if not self.share:
            return inner, None
        sideways = self.degrees in (90, 270)
        length = inner.height() if sideways else inner.width()
        bar = round(max(length - SPACING, 0) * self.share / 100)
        view = max(length - SPACING - bar, 0)
        x, y, w, h = inner.x(), inner.y(), inner.width(), inner.height()
        if self.degrees == 0:
            return QRect(x, y, view, h), QRect(x + w - bar, y, bar, h)
        if self.degrees == 180:
            return QRect(x + w - view, y, view, h), QRect(x, y, bar, h)
        if self.degrees == 90:
            return QRect(x, y, w, view), QRect(x, y + h - bar, w, bar)
        return QRect(x, y + h - view, w, view), QRect(x, y, w, bar)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        self.view.setGeometry(self.parts(self.size())[0])
