"""Seat zones: one per seat, each showing that seat's part of the board scene (its mat, its
holdings: the title draws them, `BoardScene.seat_rect`) and, for the seat to act in table-top
mode, the prompt bar. Title-free.

At a desk the zones stand upright in a row along the foot of the window. In table-top mode
each zone sits at its own seat's edge of the screen and is turned to face it: `seats_at` says
which edge for each seat, using all four edges (for six: two on each long edge and one at each
short edge).
"""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QFrame, QSizePolicy, QWidget

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


class SeatZone(QFrame):
    def __init__(self, scene: object, seat: int, edge: str = "bottom") -> None:
        super().__init__()
        self.seat = seat
        self.setObjectName("seatZone")
        self.view = SeatView(scene, seat)
        self.view.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.box.setContentsMargins(2, 2, 2, 2)
        self.box.setSpacing(2)
        self.box.addWidget(self.view, 1)
        self.held: QWidget | None = None
        self.set_edge(edge)

    def set_edge(self, edge: str, *, facing: bool = True) -> None:
        """Sit the zone at `edge`, turned to face it (or upright, at a desk)."""
        self.edge = edge
        self.degrees = FACING[edge] if facing else 0
        self.box.setDirection(
            {  # along the edge, from the seated person's left to their right
                0: QBoxLayout.Direction.LeftToRight,
                180: QBoxLayout.Direction.RightToLeft,
                90: QBoxLayout.Direction.TopToBottom,
                270: QBoxLayout.Direction.BottomToTop,
            }[self.degrees]
        )
        self.view.turn(self.degrees)

    def hold(self, widget: QWidget, share: int) -> None:
        """Hold `widget` (the turned prompt bar; shown by the caller) at the seated person's
        right, taking `share` per cent of the zone's length along the edge (its whole depth)."""
        if self.held is not widget:
            self.held = widget
            self.box.addWidget(widget, share)
        self.box.setStretch(0, 100 - share)
        self.box.setStretch(1, share)

    def release(self) -> None:
        if self.held is not None:
            self.box.removeWidget(self.held)
            self.held = None
            self.box.setStretch(0, 1)
