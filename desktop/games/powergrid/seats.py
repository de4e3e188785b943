"""One row (Germany) or tile (USA) per seat, `player:<seat>`: name, place in order, money, the
plants with their fuel, the houses left and cities built. The acting seat is framed in yellow."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.board import layers
from desktop.board.drawn import Drawn
from desktop.board.items import BoardItem
from desktop.games.powergrid import look
from desktop.games.powergrid.decor import Label
from desktop.games.powergrid.plant_market import Place
from desktop.games.powergrid.shapes import bolt, circle, house, rounded

HEADER = 44.0
BAND = 12.0
MAX_CARD = 132.0
ICON_LINE = 22.0  # narrow tiles: one line per number at the foot
NARROW = 380.0  # narrower tiles (the USA's, with many players) show numbers by icons, not words
STRIP = 2.6  # zones longer than this many times their depth lay everything on one line
STRIP_TYPE = 1.7  # a strip's numbers and icons are this much larger than a tile's
DARK = 0.35  # a seat colour this dark gets a light edge where it marks the seat
STRIP_SIDE = 270.0  # a strip's room for the name, money and houses; as much for the numbers


@dataclass(frozen=True)
class SeatLook:
    name: str
    colour: QColor
    place: int  # 1 = first in player order
    money: str
    footer: str  # in words, for wide rows
    houses_left: int
    acting: bool
    cities: int = 0
    power: int = 0  # cities the seat can power now
    income: int = 0
    icon_names: tuple[str, ...] = ()  # narrow tiles: the words beside the foot's icons


ZONE_H = 240.0  # a seat's zone is this tall in the scene; its width follows the zone's shape
MIN_W, MAX_W = 240.0, 2400.0


def zone_rects(block: QRectF, sizes: list[tuple[float, float]]) -> list[QRectF]:
    """A rect per seat, side by side in `block`, each shaped like its zone on the screen
    (`sizes`: width along the seat's edge, height towards the board)."""
    rects = []
    for seat, (w, h) in enumerate(sizes):
        width = min(MAX_W, max(MIN_W, ZONE_H * w / h if h > 0 else MIN_W))
        # each seat in a place of its own, whatever the others' shapes (a row kept for a shape
        # stays right), far apart: a zone shaped a little wider shows none of its neighbour
        x = block.left() + seat * (MAX_W + 2000)
        rects.append(QRectF(x, block.top(), width, ZONE_H))
    return rects


class PlayerRow(Drawn, BoardItem):
    def __init__(self, seat: int, rect: QRectF) -> None:
        super().__init__(f"player:{seat}", rounded(rect, 12), z=layers.TERRAIN)
        self.seat = seat
        self.rect = rect
        self.look: SeatLook | None = None
        self._places: dict[int, list[Place]] = {}
        self.narrow = rect.width() < NARROW
        # a long, shallow zone (a table-top edge): everything on one line
        self.strip = not self.narrow and rect.width() > STRIP * rect.height()
        self.icons = self.narrow or self.strip  # numbers by icons, not the footer's words
        # Wide rows: name and money on one line, houses and words at the foot. Narrow tiles:
        # the name alone, then money and houses, and at the foot a line of icons. Strips: name,
        # money and houses on the left, the cards in the middle, the icons on the right.
        self.header_h = 84.0 if self.narrow else HEADER
        self.footer_h = 3 * ICON_LINE + 8 if self.narrow else 46.0
        x, y = rect.left() + BAND + 10, rect.top() + HEADER / 2 + 2
        self.badge_at = QPointF(x + 14, y)
        self.name = Label(self, 22 if self.narrow else 24, bold=True)
        self.name.show_text("", QPointF(x + 36, y))
        self.name_room = (STRIP_SIDE if self.strip else rect.right() - x) - 36 - 12
        if self.narrow or self.strip:
            line = rect.top() + (62 if self.narrow else 112)
            self.money = Label(self, 28 if self.narrow else 34, bold=True)
            self.money.show_text("", QPointF(x + 22, line))
            self.coin_at = QPointF(x + 8, line)
            if self.narrow:
                self.house_home = QPointF(rect.right() - 74, line)
                houses_at = QPointF(rect.right() - 56, line)
            else:
                self.house_home = QPointF(x + 12, rect.bottom() - 40)
                houses_at = QPointF(x + 40, rect.bottom() - 40)
        else:
            foot = rect.bottom() - 23
            self.money = Label(self, 30, bold=True, align="right")
            self.money.show_text("", QPointF(rect.right() - 12, y))
            self.coin_at = QPointF(rect.right() - 12, y)
            self.house_home = QPointF(rect.left() + BAND + 30, foot)
            houses_at = QPointF(rect.left() + BAND + 58, foot)
        self.house_scale = 0.7 if self.narrow else 1.0  # the house piece, while building
        self.houses = Label(self, 20 if not self.strip else 26, bold=True)
        self.houses.show_text("", houses_at)
        self.footer = Label(self, 17, colour=look.INK_SOFT, align="right")
        self.footer.show_text("", QPointF(rect.right() - 12, rect.bottom() - 23))
        # narrow tiles and strips, a line each: built cities, cities it can power now, last
        # income, each an icon, its number and what it counts
        if self.strip:
            self.icon_x = rect.right() - STRIP_SIDE + 20
            pitch = (rect.height() - 24) / 3
            self.icon_ys = [rect.top() + 12 + pitch * (i + 0.5) for i in range(3)]
        else:
            self.icon_x = rect.left() + BAND + 18
            self.icon_ys = [rect.bottom() - 14 - (2 - i) * ICON_LINE for i in range(3)]
        big = STRIP_TYPE if self.strip else 1.0
        self.numbers = [Label(self, 18 * big, bold=True) for _ in range(3)]
        self.icon_names = [Label(self, 14 * big, colour=look.INK_SOFT) for _ in range(3)]
        for label, name, y in zip(self.numbers, self.icon_names, self.icon_ys, strict=True):
            label.show_text("", QPointF(self.icon_x + 16 * big, y))
            name.max_width = rect.right() - (self.icon_x + 48 * big) - 6
            name.show_text("", QPointF(self.icon_x + 48 * big, y))

    def boundingRect(self) -> QRectF:
        """Room for the whole frame: the acting seat's is 5 wide, half of it outside the shape,
        and what is repainted when the turn moves on must cover all of it."""
        return self.shape().boundingRect().adjusted(-4, -4, 4, 4)

    def places_for(self, count: int) -> list[Place]:
        """Places for `count` cards: the largest that fit the row, in one or more lines (one
        more than the limit while a discard is pending)."""
        if count not in self._places:
            self._places[count] = self._card_places(count)
        return self._places[count]

    def _card_places(self, count: int) -> list[Place]:
        if self.strip:
            area = QRectF(
                self.rect.left() + BAND + STRIP_SIDE,
                self.rect.top() + 12,
                self.rect.width() - BAND - 2 * STRIP_SIDE,
                self.rect.height() - 24,
            )
        else:
            area = QRectF(
                self.rect.left() + BAND + 10,
                self.rect.top() + self.header_h,
                self.rect.width() - BAND - 20,
                self.rect.height() - self.header_h - self.footer_h,
            )
        gap = 10.0
        best: tuple[float, int] = (0.0, count)
        for per_line in range(1, count + 1):
            lines = math.ceil(count / per_line)
            size = min(
                (area.width() - gap * (per_line - 1)) / per_line,
                (area.height() - gap * (lines - 1)) / lines,
                area.height() if self.strip else MAX_CARD,
            )
            if size > best[0]:
                best = (size, per_line)
        size, per_line = best
        lines = math.ceil(count / per_line)
        used_h = lines * size + (lines - 1) * gap
        top = area.top() + (area.height() - used_h) / 2
        if self.icons:  # centred in a tile or a strip; a wide row keeps them under the name
            used_w = per_line * size + (per_line - 1) * gap
            area.moveLeft(area.left() + (area.width() - used_w) / 2)
        return [
            Place(
                QPointF(
                    area.left() + (i % per_line) * (size + gap),
                    top + (i // per_line) * (size + gap),
                ),
                size,
            )
            for i in range(count)
        ]

    def set_look(self, seat: SeatLook) -> None:
        self.money.show_text(seat.money)
        money_w = 0 if self.icons else self.money.boundingRect().width() + 34
        self.name.max_width = self.name_room - money_w
        self.name.show_text(seat.name)
        self.houses.show_text(f"× {seat.houses_left}")
        self.footer.show_text("" if self.icons else seat.footer)
        for label, n in zip(self.numbers, (seat.cities, seat.power, seat.income), strict=True):
            label.show_text(str(n) if self.icons else "")
        names = seat.icon_names if self.icons else ()
        for i, label in enumerate(self.icon_names):
            label.show_text(names[i] if i < len(names) else "")
        if not self.icons:
            self.coin_at = QPointF(self.money.pos().x() - 18, self.money.anchor.y())
        self.show(seat)

    def draw(self, painter: QPainter) -> None:
        s = self.look
        painter.setPen(QPen(look.ACTIVE, 5) if s.acting else QPen(look.PANEL_EDGE, 2))
        painter.setBrush(look.PANEL_BG)
        painter.drawPath(self.shape())
        band = QRectF(self.rect.left() + 3, self.rect.top() + 3, BAND, self.rect.height() - 6)
        painter.fillRect(band, s.colour)
        if s.colour.lightnessF() < DARK:  # the black seat's band edged, seen on the dark table
            painter.setPen(QPen(look.INK_SOFT, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(band)
        painter.setPen(QPen(look.INK_DARK, 2))
        painter.setBrush(s.colour)
        painter.drawPath(circle(self.badge_at, 15))
        painter.setFont(look.font(18, bold=True))
        painter.setPen(look.ink_on(s.colour))
        painter.drawText(
            QRectF(self.badge_at.x() - 15, self.badge_at.y() - 15, 30, 30),
            Qt.AlignmentFlag.AlignCenter,
            str(s.place),
        )
        painter.setPen(QPen(look.INK_DARK, 2))
        painter.setBrush(look.COIN)
        painter.drawPath(circle(self.coin_at, 12))
        painter.setPen(QPen(look.INK, 2))
        painter.setBrush(s.colour)
        painter.setOpacity(0.55)
        painter.drawPath(house(self.house_home, 30))
        painter.setOpacity(1.0)
        if self.icons:
            self._paint_icons(painter)

    def _paint_icons(self, painter: QPainter) -> None:
        """A city (built), a lightning bolt (can power now) and a coin (last income)."""
        x = self.icon_x
        cy, by, iy = self.icon_ys
        k = STRIP_TYPE if self.strip else 1.0
        painter.setPen(QPen(look.INK_DARK, 2))
        painter.setBrush(look.CARD_BODY)
        painter.drawPath(circle(QPointF(x, cy), 9 * k))
        painter.setBrush(look.ACTIVE)
        painter.drawPath(bolt(QRectF(x - 7 * k, by - 10 * k, 14 * k, 20 * k)))
        painter.setBrush(look.COIN)
        painter.drawPath(circle(QPointF(x, iy), 9 * k))
