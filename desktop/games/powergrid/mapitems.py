"""The map: regions (coloured, or grey when out of play), connections with their cost and cities
with their three slots (10, 15, 20 Elektro) holding houses in the players' colours."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from desktop.board import layers
from desktop.board.drawn import Decor, band, least_type
from desktop.board.items import BoardItem
from desktop.board.paint_kit import draw_outlined, rounded, text_outline
from desktop.games.powergrid import look
from desktop.games.powergrid.placement import CITY_R, name_box
from desktop.games.powergrid.shapes import circle

SLOT_R = 8.6
NAME_PX = 17.0  # 11.5 px on the screen at the smallest whole-board zoom (six seats round 1280×800)
COST_PX = 17.0  # a connection's cost, likewise: read at a glance, never shrunk to fit
SLOT_PX = 9.5  # a slot's price, drawn only where that reads (zoomed in); the city's tip says it
SLOT_COSTS = ("10", "15", "20")  # printed on the board's slots, as on the physical map
# Slot centres: 10 top left, 15 top right, 20 at the bottom.
SLOT_AT = tuple(
    QPointF(math.cos(math.radians(a)) * CITY_R * 0.5, math.sin(math.radians(a)) * CITY_R * 0.5)
    for a in (-150, -30, 90)
)


def name_font() -> QFont:
    return look.font(NAME_PX, bold=True)


def cost_font() -> QFont:
    return look.font(COST_PX, bold=True)


def _blend(colour: QColor, into: QColor, amount: float) -> QColor:
    """`amount` of `colour` over `into`, opaque (cheaper to paint than alpha)."""
    return QColor.fromRgbF(
        colour.redF() * amount + into.redF() * (1 - amount),
        colour.greenF() * amount + into.greenF() * (1 - amount),
        colour.blueF() * amount + into.blueF() * (1 - amount),
    )


class RegionItem(BoardItem):
    """A region: its colour when in play (bright and ringed in yellow while it may be chosen,
    ringed in white once chosen), grey when out of play. Its name shows while choosing."""

    def __init__(self, region: str, path: QPainterPath, colour: str, label_at: QPointF) -> None:
        super().__init__(f"region:{region}", path, z=layers.BOARD)
        self.colour = QColor(colour)
        self.label_at = label_at  # a spot of the region clear of cities, for its name
        self.name = RegionName(label_at)
        self.looks: tuple[bool, bool, bool] | None = None
        self.set_state(in_play=True, pickable=False)

    @property
    def label(self) -> QPainterPath | None:
        return self.name.path if self.name.isVisible() else None

    def set_state(self, *, in_play: bool, pickable: bool, chosen: bool = False) -> None:
        if self.looks == (in_play, pickable, chosen):
            return
        self.looks = (in_play, pickable, chosen)
        if pickable:
            fill = _blend(self.colour, look.BOARD_BG, 0.85)
        elif in_play:
            fill = _blend(self.colour, look.BOARD_BG, 0.5)
        else:
            fill = look.OUT_OF_PLAY
        if chosen:
            pen = QPen(look.INK, 5)
        elif pickable:
            pen = QPen(look.ACTIVE, 3)
        else:
            pen = QPen(_blend(self.colour, look.BOARD_BG, 0.9) if in_play else look.PANEL_EDGE, 2.5)
        self.set_style(fill, pen)

    def set_label(self, text: str | None) -> None:
        """The region's name in big letters, shown while the regions are being chosen."""
        self.name.setVisible(text is not None)
        if text is not None:
            self.name.set_text(text)


class RegionName(Decor):
    """A region's name above cities and connections, on a dark pill; it takes no mouse. Its
    look is the name."""

    def __init__(self, at: QPointF) -> None:
        self.at = at
        self.path = QPainterPath()
        super().__init__(self._pill(), "", z=layers.ELEMENTS + 3)
        self.setVisible(False)

    def _pill(self) -> QRectF:
        """Round the name's outline, the pill's margin (Decor adds 2 more for its edge)."""
        return self.path.boundingRect().adjusted(-12, -8, 12, 8)

    def set_text(self, text: str) -> None:
        if text != self.look:
            self.prepareGeometryChange()
            self.path = text_outline(text, look.font(30, bold=True), self.at + QPointF(0, 11))
            self.rect = self._pill()
            self.show(text)

    def draw(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 24, 30, 170))
        painter.drawRoundedRect(self.boundingRect().adjusted(4, 4, -4, -4), 12, 12)
        draw_outlined(painter, self.path, look.INK, look.INK_DARK, 4)


class LinkItem(BoardItem):
    """A connection: a line between two cities and a badge with its cost."""

    def __init__(self, element_id: str, a: QPointF, b: QPointF, cost: int) -> None:
        self.line = QLineF(a, b)
        self.cost = cost
        self.badge = QRectF()
        if cost:
            self.badge = QRectF(QPointF(), self.badge_size())
            self.badge.moveCenter(self.line.center())
        super().__init__(element_id, self._hit_area(), z=layers.LINKS)
        self.in_play = True

    def badge_size(self) -> QSizeF:
        """The cost's badge (none for a free connection): its number with a little room."""
        if not self.cost:
            return QSizeF()
        height = COST_PX + 4
        width = QFontMetricsF(cost_font()).horizontalAdvance(str(self.cost)) + 6
        return QSizeF(max(height, math.ceil(width)), height)

    def set_badge(self, badge: QRectF) -> None:
        """Put the cost's badge here (where it covers no city's name: `place_costs`)."""
        if self.cost and badge != self.badge:
            self.badge = badge
            self.set_path(self._hit_area())

    def _hit_area(self) -> QPainterPath:
        line = QPainterPath(self.line.p1())
        line.lineTo(self.line.p2())
        area = band(line, 12)
        if self.cost:
            area = area.united(rounded(self.badge, 6))
        return area

    def set_in_play(self, in_play: bool) -> None:
        if in_play != self.in_play:
            self.in_play = in_play
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = look.LINK if self.in_play else look.OUT_OF_PLAY_INK
        pen = QPen(colour, 3.5 if self.in_play else 2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(self.line)
        if not self.cost:
            return
        painter.setPen(QPen(look.INK_DARK, 1.5))
        painter.setBrush(colour)
        painter.drawRoundedRect(self.badge, 6, 6)
        painter.setFont(cost_font())
        painter.setPen(look.INK_DARK)
        painter.drawText(self.badge, Qt.AlignmentFlag.AlignCenter, str(self.cost))


class CityItem(BoardItem):
    """A city: three slots showing houses in player colours; an empty slot shows its price and
    is dimmed until the step opens it. The name sits beside the circle with a dark halo."""

    def __init__(self, city: str, center: QPointF) -> None:
        super().__init__(f"city:{city}", circle(center, CITY_R), z=layers.ELEMENTS)
        self.center = center
        self.houses: list[QColor] = []
        self.open_slots = 1
        self.in_play = True
        self.label = CityName(self)
        self.name_side = "below"

    @property
    def name(self) -> QPainterPath:
        return self.label.path

    def set_name(self, text: str, side: str) -> None:
        self.name_side = side
        width = QFontMetricsF(name_font()).horizontalAdvance(text)
        box = name_box(side, width).translated(self.center)
        # the box is where place_names reserved room: the baseline sits 4 above its bottom
        self.label.set_path(
            text_outline(text, name_font(), QPointF(box.center().x(), box.bottom() - 4))
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.in_play:
            painter.setPen(QPen(look.OUT_OF_PLAY_INK, 2))
            painter.setBrush(look.OUT_OF_PLAY)
            painter.drawEllipse(self.center, CITY_R * 0.7, CITY_R * 0.7)
            return
        painter.setPen(QPen(look.INK_DARK, 2.5))
        painter.setBrush(look.CARD_BODY)
        painter.drawEllipse(self.center, CITY_R, CITY_R)
        painter.setFont(look.font(SLOT_PX, bold=True))
        priced = least_type(painter) <= SLOT_PX
        for i, offset in enumerate(SLOT_AT):
            at = self.center + offset
            if i < len(self.houses):
                painter.setPen(QPen(look.INK_DARK, 1.5))
                painter.setBrush(self.houses[i])
                painter.drawEllipse(at, SLOT_R + 0.6, SLOT_R + 0.6)
                continue
            is_open = i < self.open_slots
            painter.setPen(QPen(look.INK_DARK if is_open else QColor("#a39e92"), 1.2))
            painter.setBrush(QBrush(QColor("#ffffff") if is_open else QColor("#cfc9bb")))
            painter.drawEllipse(at, SLOT_R, SLOT_R)
            if not priced:
                continue
            painter.setPen(look.INK_DARK if is_open else QColor("#9a9486"))
            box = QRectF(at.x() - SLOT_R, at.y() - SLOT_R, 2 * SLOT_R, 2 * SLOT_R)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, SLOT_COSTS[i])

    def set_state(self, houses: list[QColor], open_slots: int, in_play: bool) -> None:
        if (houses, open_slots, in_play) != (self.houses, self.open_slots, self.in_play):
            self.houses, self.open_slots, self.in_play = houses, open_slots, in_play
            self.label.set_dim(not in_play)
            self.update()


class CityName(QGraphicsItem):
    """A city's name with a dark halo, above every city circle so that no circle hides it.
    It takes no mouse: presses and drops reach the city or whatever lies under it."""

    def __init__(self, city: CityItem) -> None:
        super().__init__()
        self.city = city
        self.path = QPainterPath()
        self.dim = False
        self.setZValue(layers.ELEMENTS + 2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Stroking a halo costs more than the rest of a frame; names rarely change, so keep
        # each one as a pixmap until it does.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_path(self, path: QPainterPath) -> None:
        self.prepareGeometryChange()
        self.path = path

    def set_dim(self, dim: bool) -> None:
        if dim != self.dim:
            self.dim = dim
            self.update()

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-3, -3, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.dim:
            draw_outlined(painter, self.path, look.OUT_OF_PLAY_INK, look.BOARD_BG)
        else:
            draw_outlined(painter, self.path, look.INK, look.INK_DARK, 4)


class Compass(QGraphicsItem):
    """A needle pointing north with an upright N beyond its tip: on a map turned on its side,
    players see at once which way it lies. Decoration: it takes no presses."""

    def __init__(self, at: QPointF, north: float) -> None:
        super().__init__()
        self.setPos(at)
        self.setZValue(layers.TERRAIN + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        turn = QTransform().rotate(north)
        needle = QPainterPath(QPointF(0, -18))
        for x, y in ((9, 14), (0, 8), (-9, 14)):
            needle.lineTo(QPointF(x, y))
        needle.closeSubpath()
        self.needle = turn.map(needle)
        tip = turn.map(QPointF(0, -32))
        self.letter = text_outline("N", look.font(20, bold=True), QPointF(tip.x(), tip.y() + 7))

    def boundingRect(self) -> QRectF:
        return self.needle.boundingRect().united(self.letter.boundingRect()).adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(look.INK_DARK, 2))
        painter.setBrush(look.INK)
        painter.drawPath(self.needle)
        draw_outlined(painter, self.letter, look.INK, look.INK_DARK)
