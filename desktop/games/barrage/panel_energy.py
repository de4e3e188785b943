"""The energy track (`energy:0` .. `energy:30`) with every company's marker, drawn by the
generic `desktop.board.track.Track`, one row per round section: the spaces 6r..6r+5 (the last
row only 30) beside round r's bonus tile (`bonus_slot:<r>`), so a marker that has reached a
tile's row scores that tile in full; the objective tile (`objective_slot`) sits beside the row
below the first section. Each space is also an element of its own (`EnergySpace`, drawn over
the track): its number, as large as the least type that reads where it fits (plain, so that
"30" fits a sixth of the part), and where the credits it pays go up, a small coin says how
many."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from desktop.board import layers
from desktop.board.drawn import Element, least_type
from desktop.board.paint_kit import fitted_px, rounded, text_width
from desktop.board.track import Track, TrackLayout, TrackLook
from desktop.games.barrage import look
from desktop.games.barrage.panel_glyphs import coin, text
from rules.barrage.data import barrage_data

PER_ROW = 6
STRIP = 26.0  # a space's number: 20 units high, read at arm's length from a panel at 0.6
MARKER_BAND = 15.0  # the markers on it, below

# dark ground, spaces like the action spaces; a section's first space tinted, dark numbers on it
_GROUND = (look.PANEL_BG, look.PANEL_EDGE, look.SPACE, look.INK_DARK, look.INK_SOFT, look.INK)
ENERGY_LOOK = TrackLook(*_GROUND, 8.0, 2.0, 14.0, 8.5, 2.0)  # radius, gap, numbers, markers
NUMBER_PX = 16.0  # a space's number, where the least type that reads is smaller
WIDEST = "30"  # the widest number: every space's is sized as if it were this one


def section_rows(area: QRectF, n: int) -> TrackLayout:
    """`n` spaces in rows of PER_ROW across `area`, each a number strip with its markers'
    band below it."""
    rows = -(-n // PER_ROW)
    pitch_x = area.width() / PER_ROW
    pitch_y = area.height() / rows
    cells, stacks = [], []
    for i in range(n):
        row, col = divmod(i, PER_ROW)
        x, y = area.left() + col * pitch_x, area.top() + row * pitch_y
        cells.append(QRectF(x, y, pitch_x, STRIP))
        stacks.append(QRectF(x + 1, y + STRIP + 1, pitch_x - 2, pitch_y - STRIP - 3))
    return TrackLayout(tuple(cells), tuple(stacks), "center")


class EnergyTrack(Track):
    """The track itself (its element id `energy_track`; each space is an `EnergySpace`)."""

    def __init__(self, rect: QRectF, area: QRectF) -> None:
        super().__init__(
            "energy_track",
            rect,
            len(barrage_data().energy.spaces),
            area=area,
            labels=[""] * len(barrage_data().energy.spaces),  # each space draws its number
            arrange=section_rows,
            look=ENERGY_LOOK,
            z=layers.TERRAIN,
        )


@dataclass(frozen=True)
class CreditsLook:
    credits: int | None  # the credits, where they go up from the space before
    tinted: bool = False  # a round section's first space: dark ink on its tint


class EnergySpace(Element):
    """`energy:<n>`: a space of the track (for its tooltip and taps): its number, and the coin
    of the credits the track pays from here on."""

    def __init__(self, n: int, cell: QRectF, stack: QRectF) -> None:
        self.rect = cell.united(stack)
        super().__init__(f"energy:{n}", rounded(self.rect, 3), CreditsLook(None), z=layers.ELEMENTS)
        self.stack = stack
        self.cell = cell
        self.number = n

    def draw(self, p: QPainter) -> None:
        floor = least_type(p)
        ink = look.INK_DARK if self.look.tinted else look.INK_SOFT
        box = self.cell.adjusted(2, 0, -2, 0)
        px = min(max(NUMBER_PX, floor), box.height())  # digits' ink is well inside a line
        px = fitted_px(WIDEST, px, floor, box.width(), bold=False, step=0.5)
        if px >= floor and text_width(WIDEST, px, bold=False) <= box.width():  # all show, or none
            text(p, box, str(self.number), px, ink, bold=False, least=px)
        credits = self.look.credits
        if credits is None:
            return
        size = 13.0  # a badge under the space's number, at its right
        coin(
            p,
            QPointF(self.stack.right() - size / 2, self.stack.top() + size / 2 - 1),
            size,
            credits,
            floor,
        )


def credit_steps() -> list[int | None]:
    """Per space, the credits it pays where they differ from the space before (else None)."""
    spaces = barrage_data().energy.spaces
    return [
        s.credits if i == 0 or s.credits != spaces[i - 1].credits else None
        for i, s in enumerate(spaces)
    ]
