"""One row (Germany) or tile (USA) per seat, `player:<seat>`: name, place in order, money, the
plants with their fuel, the houses left and cities built. The acting seat is framed in yellow."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.board import fitting, layers, zones
from desktop.board.drawn import Drawn
from desktop.board.items import BoardItem
from desktop.board.paint_kit import rounded
from desktop.games.powergrid import look
from desktop.games.powergrid.decor import Label
from desktop.games.powergrid.plant_market import Place
from desktop.games.powergrid.shapes import bolt, circle, house

HEADER = 44.0
BAND = 12.0
MAX_CARD = 132.0
ICON_LINE = 22.0  # narrow tiles: one line per number at the foot
NARROW = 380.0  # narrower tiles (the USA's, with many players) show numbers by icons, not words
DARK = 0.35  # a seat colour this dark gets a light edge where it marks the seat
ZONE_H = 240.0  # a row's or a tile's height in the scene; its width follows the zone's shape
# A zone less deep than SHALLOW pixels on the screen (a table-top's edge) gets a strip laid out
# STRIP_H high: about its depth, so that its type is drawn near its own size and reads. A strip
# shorter than COMPACT keeps its cards in a line under the name (the acting seat's zone, which
# shares its edge with the prompt bar); a longer one lays everything on one line.
SHALLOW = 170.0
STRIP_H = 110.0
COMPACT = 420.0
STRIP_CARDS = 0.6  # a strip names its icons only where its cards stay this share of its depth
WORDS_W = 80.0  # a strip's room for an icon's name


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
    icon_names: tuple[str, ...] = ()  # the words beside the icons, where they are named


MIN_W = 180.0


def zone_shape(size: tuple[float, float]) -> tuple[float, float]:
    """A seat's row in the scene for a zone `size` pixels large on the screen (width along the
    seat's edge, height towards the board): ZONE_H high, or a strip STRIP_H high for a shallow
    zone, and as wide as the zone's shape makes it (`zones.SeatZones` places it)."""
    w, h = size
    height = STRIP_H if h < SHALLOW else ZONE_H
    return min(zones.MOST_ALONG, max(MIN_W, height * w / h if h > 0 else MIN_W)), height


class PlayerRow(Drawn, BoardItem):
    """A seat's row, laid out for its rect's shape: a wide row (name and money on one line,
    cards, houses and words at the foot), a narrow tile (name, money and houses, cards, and a
    line per number at the foot), or a strip (`_lay_strip`)."""

    def __init__(self, seat: int, rect: QRectF, plants: int = 3) -> None:
        super().__init__(f"player:{seat}", rounded(rect, 12), z=layers.TERRAIN)
        self.seat = seat
        self.rect = rect
        self.plants = plants  # the most plants a seat holds: the strips' cards are sized for it
        self.look: SeatLook | None = None
        self._places: dict[int, list[Place]] = {}
        self.strip = rect.height() < ZONE_H
        self.narrow = not self.strip and rect.width() < NARROW
        self.icons = self.narrow or self.strip  # numbers by icons, not the footer's words
        self.named = self.narrow  # the icons' words shown beside them
        self.badge_r, self.badge_px, self.coin_r, self.house_size = 15.0, 18.0, 12.0, 30.0
        self.icon_k = 1.0  # the icons' size
        self.name_room = 0.0  # the name's width, where the money does not share its line
        self.footer = Label(self, 17, colour=look.INK_SOFT, align="right")
        if self.strip:
            self._lay_strip()
        else:
            self._lay_tile()
        self.footer.show_text("", QPointF(rect.right() - 12, rect.bottom() - 23))

    def _lay_tile(self) -> None:
        """Wide rows: name and money on one line, houses and words at the foot. Narrow tiles:
        the name alone, then money and houses, and at the foot a line per icon."""
        rect = self.rect
        x, y = rect.left() + BAND + 10, rect.top() + HEADER / 2 + 2
        self.badge_at = QPointF(x + 14, y)
        self.name = Label(self, 22 if self.narrow else 24, bold=True)
        self.name.show_text("", QPointF(x + 36, y))
        self.name_room = rect.right() - x - 36 - 12
        header = 84.0 if self.narrow else HEADER
        footer = 3 * ICON_LINE + 8 if self.narrow else 46.0
        self.card_area = QRectF(
            rect.left() + BAND + 10,
            rect.top() + header,
            rect.width() - BAND - 20,
            rect.height() - header - footer,
        )
        self.card_max = MAX_CARD
        if self.narrow:
            line = rect.top() + 62
            self.money = Label(self, 24, bold=True)
            self.money.show_text("", QPointF(x + 22, line))
            self.coin_at = QPointF(x + 8, line)
            self.house_home = QPointF(rect.right() - 74, line)
            houses_at = QPointF(rect.right() - 56, line)
        else:
            foot = rect.bottom() - 23
            self.money = Label(self, 30, bold=True, align="right")
            self.money.show_text("", QPointF(rect.right() - 12, y))
            self.coin_at = QPointF(rect.right() - 12, y)
            self.house_home = QPointF(rect.left() + BAND + 30, foot)
            houses_at = QPointF(rect.left() + BAND + 58, foot)
        self.house_scale = 0.7 if self.narrow else 1.0  # the house piece, while building
        self.houses = Label(self, 20, bold=True)
        self.houses.show_text("", houses_at)
        # narrow tiles, a line each: built cities, cities it can power now, last income, each
        # an icon, its number and what it counts
        self.icon_x = rect.left() + BAND + 18
        ys = [rect.bottom() - 14 - (2 - i) * ICON_LINE for i in range(3)]
        self._make_icons(ys, 18, 15, self.icon_x + 16, self.icon_x + 52)

    def _lay_strip(self) -> None:
        """A strip, STRIP_H high. A long one on one line: name, money and houses on the left,
        the cards as deep as the strip in the middle, the icons with their numbers (and their
        names, where the cards keep room) on the right. A short one: name, money and houses
        on a line, under it the cards, and the icons' numbers in a column at the right."""
        rect = self.rect
        x = rect.left() + BAND + 8
        self.badge_r, self.badge_px, self.coin_r = 13.0, 16.0, 10.0
        self.icon_k = 1.1
        if rect.width() < COMPACT:
            self._lay_short_strip(x)
            return
        lines = [rect.top() + 6 + (rect.height() - 12) * (i + 0.5) / 3 for i in range(3)]
        side = min(150.0, max(100.0, 0.2 * rect.width()))  # the name, money and houses
        self.badge_at = QPointF(x + 13, lines[0])
        self.name = Label(self, 17, bold=True)
        self.name.show_text("", QPointF(x + 32, lines[0]))
        self.name_room = side - 32
        self.money = Label(self, 26, bold=True)
        self.money.show_text("", QPointF(x + 24, lines[1]))
        self.coin_at = QPointF(x + 10, lines[1])
        self.house_size, self.house_scale = 24.0, 0.55
        self.house_home = QPointF(x + 11, lines[2])
        self.houses = Label(self, 17, bold=True)
        self.houses.show_text("", QPointF(x + 28, lines[2]))
        depth = rect.height() - 12
        plain = 62.0  # the icons and their numbers
        middle = rect.right() - 8 - (x + side)
        gaps = 10.0 * (self.plants - 1)
        self.named = (middle - plain - WORDS_W - gaps) / self.plants >= STRIP_CARDS * depth
        right = plain + (WORDS_W if self.named else 0.0)
        self.card_area = QRectF(x + side, rect.top() + 6, middle - right - 8, depth)
        self.card_max = depth
        self.icon_x = rect.right() - right
        self._make_icons(lines, 20, 14, self.icon_x + 16, self.icon_x + 58)

    def _lay_short_strip(self, x: float) -> None:
        rect = self.rect
        top = rect.top() + 19
        self.badge_at = QPointF(x + 12, top)
        self.name = Label(self, 16, bold=True)
        self.name.show_text("", QPointF(x + 28, top))
        # from the right: the houses, the money and its coin; the name has what is left
        self.house_size, self.house_scale = 20.0, 0.45
        self.house_home = QPointF(rect.right() - 54, top)
        self.houses = Label(self, 15, bold=True)
        self.houses.show_text("", QPointF(rect.right() - 42, top))
        self.coin_r = 9.0
        self.money = Label(self, 20, bold=True, align="right")
        self.money.show_text("", QPointF(rect.right() - 68, top))
        self.coin_at = QPointF(rect.right() - 80, top)
        self.icon_x = rect.right() - 46
        self.card_area = QRectF(x, rect.top() + 36, self.icon_x - 14 - x, rect.height() - 42)
        self.card_max = self.card_area.height()
        pitch = self.card_area.height() / 3
        ys = [self.card_area.top() + pitch * (i + 0.5) for i in range(3)]
        self._make_icons(ys, 16, 14, self.icon_x + 14, self.icon_x + 40)

    def _make_icons(
        self, ys: list[float], number_px: float, word_px: float, number_x: float, word_x: float
    ) -> None:
        """The icons' numbers and names, at `ys` (the icons at `icon_x`)."""
        self.icon_ys = ys
        self.numbers = [Label(self, number_px, bold=True) for _ in ys]
        self.icon_names = [Label(self, word_px, colour=look.INK_SOFT) for _ in ys]
        for number, name, y in zip(self.numbers, self.icon_names, ys, strict=True):
            number.show_text("", QPointF(number_x, y))
            name.max_width = self.rect.right() - word_x - 6
            name.show_text("", QPointF(word_x, y))

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
        area = QRectF(self.card_area)
        gap = 8.0 if self.strip else 10.0
        # square cards as large as the row lets them be; on a tie, the fewest to a line
        found = fitting.grid(
            count,
            area,
            gap,
            lambda w, h: min(w, h, self.card_max) if min(w, h) > 0 else None,
            columns=range(1, count + 1),
        )
        size, per_line = (found.score, found.columns) if found is not None else (0.0, count)
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
        if self.money.align == "right":  # the coin before the money, the name up to the coin
            self.coin_at = QPointF(self.money.pos().x() - self.coin_r - 4, self.money.anchor.y())
            self.name.max_width = self.coin_at.x() - self.coin_r - 6 - self.name.anchor.x()
        else:
            self.name.max_width = self.name_room
        self.name.show_text(seat.name)
        self.houses.show_text(f"× {seat.houses_left}")
        # the words at the foot end at the right, never over the houses' count on the left
        houses_end = self.houses.pos().x() + self.houses.boundingRect().width()
        self.footer.max_width = max(self.footer.anchor.x() - houses_end - 12, 1.0)
        self.footer.show_text("" if self.icons else seat.footer)
        for label, n in zip(self.numbers, (seat.cities, seat.power, seat.income), strict=True):
            label.show_text(str(n) if self.icons else "")
        names = seat.icon_names if self.named else ()
        for i, label in enumerate(self.icon_names):
            label.show_text(names[i] if i < len(names) else "")
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
        r = self.badge_r
        painter.drawPath(circle(self.badge_at, r))
        painter.setFont(look.font(self.badge_px, bold=True))
        painter.setPen(look.ink_on(s.colour))
        painter.drawText(
            QRectF(self.badge_at.x() - r, self.badge_at.y() - r, 2 * r, 2 * r),
            Qt.AlignmentFlag.AlignCenter,
            str(s.place),
        )
        painter.setPen(QPen(look.INK_DARK, 2))
        painter.setBrush(look.COIN)
        painter.drawPath(circle(self.coin_at, self.coin_r))
        painter.setPen(QPen(look.INK, 2))
        painter.setBrush(s.colour)
        painter.setOpacity(0.55)
        painter.drawPath(house(self.house_home, self.house_size))
        painter.setOpacity(1.0)
        if self.icons:
            self._paint_icons(painter)

    def _paint_icons(self, painter: QPainter) -> None:
        """A city (built), a lightning bolt (can power now) and a coin (last income)."""
        x = self.icon_x
        cy, by, iy = self.icon_ys
        k = self.icon_k
        painter.setPen(QPen(look.INK_DARK, 2))
        painter.setBrush(look.CARD_BODY)
        painter.drawPath(circle(QPointF(x, cy), 9 * k))
        painter.setBrush(look.ACTIVE)
        painter.drawPath(bolt(QRectF(x - 7 * k, by - 10 * k, 14 * k, 20 * k)))
        painter.setBrush(look.COIN)
        painter.drawPath(circle(QPointF(x, iy), 9 * k))
