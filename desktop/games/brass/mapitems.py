"""The map's elements: location cards (`loc:*`: towns, farm breweries, merchants, outside
locations), build slots (`slot:*`, empty with the icons of the industries they accept, or holding
a tile in its owner's colour), routes (`link:*`, canal and rail drawn apart, the era's own kind
bright), merchant spaces (`merchant:*`, Birmingham) and the distant cotton market (`distant:*`,
Lancashire). Each is drawn from a small look set by the scene's refresh, repainted only when
its look changes."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop.board import layers
from desktop.board.drawn import Decor, Element, band, least_type
from desktop.board.paint_kit import draw_outlined, ink_on, rounded, text_outline
from desktop.games.brass import glyphs, look
from desktop.games.brass.layout import NAME_H, PAD

CARD_R = 7.0  # a card's corner
CHAIN, TRADE = 18.0, 20.0  # a card's corner badges: link icons and the market trade icon...
BADGE_MOST = 28.0  # ...as large as this where the board is zoomed out, for their type to read


def _badge(size: float, ratio: float, least: float) -> float:
    """A badge's size: `size`, or larger so that its type (`ratio` of it) reads, within
    BADGE_MOST."""
    return min(max(size, least / ratio), max(size, BADGE_MOST))


# -- locations ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bonus:
    """A merchant's beer bonus, drawn as a sign: money, VP, income spaces or a free develop."""

    kind: str
    amount: int


@dataclass(frozen=True)
class LocationLook:
    name: str  # in the table's language
    icons: int  # link icons shown now
    trade: bool  # market access now (Lancashire: also where a port stands)


class LocationItem(Element):
    """A location's card: its name on the printed banner over its slots (or, for a merchant, its
    spaces and beer bonus; for an outside location, its printed icons). A badge on its corner
    counts the link icons it shows now; the market trade icon marks market access."""

    def __init__(
        self,
        loc: str,
        kind: str,
        rect: QRectF,
        banner: QColor,
        *,
        bonus: Bonus | None = None,
    ) -> None:
        card = rounded(rect, CARD_R)
        super().__init__(f"loc:{loc}", card, LocationLook("", 0, False), z=layers.LINKS + 1)
        self.loc = loc
        self.kind = kind
        self.rect = rect
        self.banner = banner
        self.bonus = bonus
        self.bonus_rect = QRectF()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-22, -22, 14, 4)  # the corner badges stand out of the card

    def banner_rect(self) -> QRectF:
        height = 17.0 if self.kind == "farm" else NAME_H
        return QRectF(self.rect.left(), self.rect.top(), self.rect.width(), height)

    def _name(self) -> tuple[QFont, str]:
        """The banner's font and its words as painted (cut short to fit)."""
        face = look.font(look.SMALL_PX if self.kind == "farm" else look.NAME_PX, bold=True)
        width = self.banner_rect().width() - 8
        return face, QFontMetricsF(face).elidedText(
            self.look.name, Qt.TextElideMode.ElideRight, width
        )

    def name_rect(self) -> QRectF:
        """Where the name is painted on the banner (scene coordinates): a tag must not cover it."""
        face, text = self._name()
        metrics = QFontMetricsF(face)
        box = QRectF(0, 0, metrics.horizontalAdvance(text), metrics.height())
        box.moveCenter(self.banner_rect().center())
        return self.mapRectToScene(box)

    def draw(self, painter: QPainter) -> None:
        card = rounded(self.rect, CARD_R)
        outside = self.kind in ("merchant", "outside")
        painter.setPen(QPen(look.TOWN_EDGE, 2))
        painter.setBrush(look.MERCHANT if outside else look.TOWN)
        painter.drawPath(card)
        band = self.banner_rect()
        painter.save()
        painter.setClipPath(card)
        painter.fillRect(band, self.banner)
        painter.restore()
        least = least_type(painter)
        self._paint_name(painter, band, least)
        if self.kind == "outside" or (self.kind == "merchant" and not self.bonus):
            self._paint_printed(painter, least)
        if self.bonus is not None:
            self._paint_bonus(painter, least)
        if self.look.icons and self.kind != "outside":  # grown up and in: never off the map
            size = _badge(CHAIN, 0.72, least)
            grow = size - CHAIN
            corner = QPointF(self.rect.right() - 6 - 0.9 * grow, self.rect.top() - 1 - grow / 2)
            glyphs.draw_chain(painter, corner, size, self.look.icons)
        if self.look.trade and self.kind != "outside":
            size = _badge(TRADE, 0.68, least)
            shift = (size - TRADE) / 2
            at = QPointF(self.rect.left() + 2 - shift, self.rect.top() + 1 - shift)
            glyphs.draw_trade(painter, at, size)

    def _paint_name(self, painter: QPainter, band: QRectF, least: float) -> None:
        """The name on the banner; a farm brewery's small words grown to the least type where
        they fit the banner, else left out (the card's tooltip and the zoom say them)."""
        face, text = self._name()
        if face.pixelSize() < least:
            face = look.font(least, bold=True)
            if QFontMetricsF(face).horizontalAdvance(self.look.name) > band.width() - 8:
                return
            text = self.look.name
        painter.setFont(face)
        painter.setPen(ink_on(self.banner))
        painter.drawText(band.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignCenter, text)

    def _paint_printed(self, painter: QPainter, least: float) -> None:
        """An outside location's body: its printed link icons, large, and the market trade
        icon where it has one."""
        body = self.rect.adjusted(PAD, NAME_H + 2, -PAD, -PAD)
        c = body.center()
        size = min(_badge(24.0, 0.68, least), body.height() + 2)
        if self.look.trade:
            glyphs.draw_chain(painter, QPointF(c.x() - 16, c.y()), size, self.look.icons)
            glyphs.draw_trade(painter, QPointF(c.x() + 30, c.y()), size)
        else:
            glyphs.draw_chain(painter, c, size, self.look.icons)

    def _paint_bonus(self, painter: QPainter, least: float) -> None:
        """The beer bonus beside the merchant spaces: a barrel over what it gives."""
        assert self.bonus is not None
        box = self.bonus_rect
        painter.setPen(QPen(look.SLOT_EDGE, 1.2))
        painter.setBrush(look.faded(look.CUBE["beer"], 0.25, look.TOWN))
        painter.drawRoundedRect(box, 6, 6)
        glyphs.draw_cube(painter, "beer", QPointF(box.center().x(), box.top() + 12), 14)
        sign = QRectF(box.left(), box.top() + 22, box.width(), box.height() - 24)
        kind, amount = self.bonus.kind, self.bonus.amount
        px = min(max(14.0, least), sign.height())
        if kind == "money":
            _tag(painter, sign, f"£{amount}", look.COIN, px)
        elif kind == "vp":
            _tag(painter, sign, str(amount), look.VP, px, ring=True)
        elif kind == "income_spaces":
            _tag(painter, sign, f"+{amount}", look.INDUSTRY["iron_works"], px)
        else:  # develop: a tile lifted off the mat
            painter.setPen(QPen(look.INK_DARK, 1.4))
            painter.setBrush(look.INDUSTRY["manufacturer"])
            tile = QRectF(sign.center().x() - 9, sign.center().y() - 6, 18, 14)
            painter.drawRoundedRect(tile, 3, 3)
            arrow = QPainterPath(QPointF(sign.center().x(), sign.top() + 1))
            arrow.lineTo(sign.center().x() + 7, sign.center().y() - 8)
            arrow.lineTo(sign.center().x() - 7, sign.center().y() - 8)
            arrow.closeSubpath()
            painter.setBrush(look.INK_DARK)
            painter.drawPath(arrow)


def _tag(
    painter: QPainter, box: QRectF, text: str, fill: QColor, px: float, *, ring: bool = False
) -> None:
    """A number in `px` type on a small coloured sign (a disc for VP, a pill for the rest),
    the sign as large as its number needs."""
    painter.setPen(QPen(look.INK_DARK, 1.4))
    painter.setBrush(fill)
    center = box.center()
    face = look.font(px, bold=True)
    h = max(20.0, px * 1.2)
    w = min(max(40.0, QFontMetricsF(face).horizontalAdvance(text) + 10), box.width() + 4)
    if ring:
        painter.drawEllipse(center, h * 0.6, h * 0.6)
    else:
        painter.drawRoundedRect(QRectF(center.x() - w / 2, center.y() - h / 2, w, h), 9, 9)
    painter.setPen(ink_on(fill))
    painter.setFont(face)
    painter.drawText(
        QRectF(center.x() - w / 2, center.y() - h / 2, w, h), Qt.AlignmentFlag.AlignCenter, text
    )


# -- build slots and the tiles on them ------------------------------------------------------------


@dataclass(frozen=True)
class TileLook:
    """A tile on a slot as the board shows it."""

    industry: str
    level: int
    owner: int
    colour: str  # the owner's
    flipped: bool
    cubes: int
    resource: str | None  # the cube it holds: coal, iron or beer
    vp: int  # when flipped


@dataclass(frozen=True)
class EmptyLook:
    """An empty slot as printed: the icons of the industries it accepts."""

    industries: tuple[str, ...]


class SlotItem(Element):
    """A build slot: empty, the icons of the industries it accepts (an EmptyLook); built on
    (a TileLook), the tile in its owner's colour with its level, its cubes, and when flipped
    its VP. It starts empty: an item with no look would draw nothing."""

    look: TileLook | EmptyLook

    def __init__(self, slot: str, rect: QRectF, industries: tuple[str, ...]) -> None:
        super().__init__(slot, rounded(rect, 6), EmptyLook(industries), z=layers.ELEMENTS)
        self.rect = rect
        self.industries = industries

    def empty(self) -> None:
        """No tile on the slot (any more): its printed icons."""
        self.show(EmptyLook(self.industries))

    def draw(self, painter: QPainter) -> None:
        if isinstance(self.look, EmptyLook):
            self._paint_empty(painter, self.look.industries)
        else:
            self._paint_tile(painter, self.look)

    def _paint_empty(self, painter: QPainter, industries: tuple[str, ...]) -> None:
        r = self.rect
        painter.setPen(QPen(look.SLOT_EDGE, 1.5))
        painter.setBrush(look.SLOT_BG)
        painter.drawRoundedRect(r, 6, 6)
        c = r.center()
        if len(industries) == 1:
            glyphs.draw_icon(painter, industries[0], c, r.width() * 0.74)
            return
        size = r.width() * 0.54  # two icons, corner to corner, as printed
        shift = r.width() * 0.2
        first, second, *_ = industries
        glyphs.draw_icon(painter, first, QPointF(c.x() - shift, c.y() - shift), size)
        glyphs.draw_icon(painter, second, QPointF(c.x() + shift, c.y() + shift), size)

    def _paint_tile(self, painter: QPainter, t: TileLook) -> None:
        """The industry's icon top left, its level top right; below, its cubes (or, flipped,
        its VP on a coin). A flipped tile shows its dark back inside a rim of its colour."""
        r = self.rect
        owner = QColor(t.colour)
        body = look.FLIPPED if t.flipped else owner
        painter.setPen(QPen(look.INK_DARK, 2))
        painter.setBrush(owner)
        painter.drawRoundedRect(r, 6, 6)
        if t.flipped:  # the back: a dark face in a frame of the owner's colour
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(body)
            painter.drawRoundedRect(r.adjusted(5, 5, -5, -5), 3, 3)
        icon_at = QPointF(r.left() + 17, r.top() + 17)
        painter.setPen(QPen(look.INK_DARK, 1.2))
        painter.setBrush(look.TOWN)
        painter.drawEllipse(icon_at, 12.5, 12.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.INDUSTRY.get(t.industry, look.INK_DARK))
        painter.drawPath(glyphs.placed(glyphs.industry(t.industry), icon_at, 18))
        level = QRectF(r.left() + 29, r.top() + 4, r.width() - 32, 24)
        ink = ink_on(body)
        level_path = text_outline(
            look.roman(t.level),
            look.font(17, bold=True),
            QPointF(level.center().x(), level.bottom() - 5),
        )
        rim = look.INK_DARK if ink == look.INK else look.INK
        draw_outlined(painter, level_path, ink, rim, 2.5)
        below = QRectF(r.left() + 3, r.top() + 30, r.width() - 6, r.height() - 33)
        if t.flipped:
            vp = below.center()
            px = max(14.0, least_type(painter))  # grown on a zoomed-out board, to read
            radius = max(10.5, px * 0.68)
            painter.setPen(QPen(look.INK_DARK, 1.2))
            painter.setBrush(look.COIN)
            painter.drawEllipse(vp, radius, radius)
            painter.setPen(look.INK_DARK)
            painter.setFont(look.font(px, bold=True))
            box = QRectF(vp.x() - radius, vp.y() - radius, 2 * radius, 2 * radius)
            painter.drawText(box.adjusted(-4, 0, 4, 0), Qt.AlignmentFlag.AlignCenter, str(t.vp))
        elif t.resource is not None and t.cubes:
            _paint_cubes(painter, t.resource, t.cubes, below)


def _paint_cubes(painter: QPainter, resource: str, count: int, area: QRectF) -> None:
    """Up to six cubes, three to a row, centred in `area`."""
    size = 11.0
    rows = (count + 2) // 3
    top = area.center().y() - rows * size / 2 + size / 2
    for i in range(count):
        row, col = divmod(i, 3)
        in_row = min(3, count - row * 3)
        x = area.center().x() + (col - (in_row - 1) / 2) * (size + 2)
        glyphs.draw_cube(painter, resource, QPointF(x, top + row * size), size)


# -- routes ---------------------------------------------------------------------------------------

OFFSET = 4.5  # a canal and a railway along one route lie this far either side of its middle
TILE_W, TILE_H = 30.0, 20.0


@dataclass(frozen=True)
class RouteLook:
    era: str
    owner: str | None  # the owner's colour where a link is built


class RouteItem(Element):
    """A route between two locations (three on Birmingham's Kidderminster–Worcester line): a
    canal (blue water) and/or a railway (a dark line on its ties), side by side where it takes
    both. The era's own kind is bright, the other faded; a link built on it is a tile in its
    owner's colour marked with waves or rails."""

    def __init__(
        self,
        link: str,
        ends: list[QRectF],
        canal: bool,
        rail: bool,
    ) -> None:
        self.kinds = tuple(k for k, ok in (("canal", canal), ("rail", rail)) if ok)
        whole = QLineF(ends[0].center(), ends[1].center())
        self.line = _clipped(whole, ends[0], ends[1])
        self.spokes = [_clipped(QLineF(e.center(), whole.center()), e, None) for e in ends[2:]]
        self.tile_at = whole.center() if self.spokes else self.line.center()
        self.tile = QRectF(
            self.tile_at.x() - TILE_W / 2, self.tile_at.y() - TILE_H / 2, TILE_W, TILE_H
        )
        super().__init__(link, self._area(), RouteLook("canal", None), z=layers.LINKS)

    def _area(self) -> QPainterPath:
        path = QPainterPath()
        for line in (self.line, *self.spokes):
            path.moveTo(line.p1())
            path.lineTo(line.p2())
        area = band(path, 16)
        return area.united(rounded(self.tile, 5))

    def boundingRect(self) -> QRectF:
        return self.shape().boundingRect().adjusted(-4, -4, 4, 4)

    def lit(self) -> tuple[str, ...]:
        """The kinds drawn bright: the era's own, where the route takes it."""
        return tuple(k for k in self.kinds if k == self.look.era)

    def draw(self, painter: QPainter) -> None:
        both = len(self.kinds) == 2
        for kind in self.kinds:
            bright = kind == self.look.era
            shift = (-OFFSET if kind == "canal" else OFFSET) if both else 0.0
            for line in (self.line, *self.spokes):
                _draw_way(painter, _shifted(line, shift), kind, bright)
        if self.look.owner is not None:
            self._paint_tile(painter, QColor(self.look.owner))

    def _paint_tile(self, painter: QPainter, owner: QColor) -> None:
        painter.setPen(QPen(look.INK_DARK, 2))
        painter.setBrush(owner)
        painter.drawRoundedRect(self.tile, 5, 5)
        mark = glyphs.waves() if self.look.era == "canal" else glyphs.rails()
        pen = QPen(ink_on(owner), 2.2)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(glyphs.placed(mark, self.tile.center(), 20))


def _shifted(line: QLineF, by: float) -> QLineF:
    if not by or line.length() < 1e-6:
        return line
    nx, ny = -line.dy() / line.length() * by, line.dx() / line.length() * by
    return line.translated(QPointF(nx, ny))


def _draw_way(painter: QPainter, line: QLineF, kind: str, bright: bool) -> None:
    if kind == "canal":
        water = look.CANAL if bright else look.faded(look.CANAL, 0.4)
        pen = QPen(water, 7 if bright else 5)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(line)
        if bright:
            painter.setPen(QPen(look.CANAL_LIGHT, 2))
            painter.drawLine(line)
        return
    rail = look.RAIL if bright else look.faded(look.RAIL, 0.35)
    ties = QPen(rail if bright else look.faded(look.RAIL_TIES, 0.35), 11 if bright else 8)
    ties.setCapStyle(Qt.PenCapStyle.FlatCap)
    ties.setDashPattern([0.22, 0.8])  # in pen widths: short ties across the line
    painter.setPen(ties)
    painter.drawLine(line)
    painter.setPen(QPen(rail, 3.2 if bright else 2.2))
    painter.drawLine(line)


def _clipped(line: QLineF, start: QRectF, end: QRectF | None) -> QLineF:
    """The part of a route between the cards at its ends (it runs from edge to edge)."""
    first = _exit(line, start, 0.0, 0.5)
    last = 1.0 - _exit(QLineF(line.p2(), line.p1()), end, 0.0, 0.5) if end is not None else 1.0
    return QLineF(line.pointAt(first), line.pointAt(last))


def _exit(line: QLineF, card: QRectF, inside: float, outside: float) -> float:
    """Where along `line` (0..1) it leaves `card`: bisected between a point inside the card
    and one outside it."""
    grown = card.adjusted(-2, -2, 2, 2)
    if grown.contains(line.pointAt(outside)):
        return outside
    for _ in range(18):
        mid = (inside + outside) / 2
        if grown.contains(line.pointAt(mid)):
            inside = mid
        else:
            outside = mid
    return outside


# -- merchants (Birmingham) -----------------------------------------------------------------------


@dataclass(frozen=True)
class MerchantLook:
    in_play: bool  # a tile lies here at this player count
    buys: tuple[str, ...]  # the industries its tile buys (none: a blank tile)
    beer: bool  # a barrel waits beside it
    players: int  # the least player count using this space


class MerchantItem(Element):
    """A merchant space: the merchant tile's trade icons and the beer barrel beside it; a space
    left empty at this player count shows the count it needs, faded."""

    def __init__(self, space: str, rect: QRectF) -> None:
        super().__init__(
            space, rounded(rect, 6), MerchantLook(False, (), False, 2), z=layers.ELEMENTS
        )
        self.rect = rect

    def draw(self, painter: QPainter) -> None:
        r, m = self.rect, self.look
        if not m.in_play:
            painter.setPen(
                QPen(look.faded(look.SLOT_EDGE, 0.5, look.MERCHANT), 1.5, Qt.PenStyle.DashLine)
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 6, 6)
            painter.setPen(look.MUTED)
            painter.setFont(
                look.font(min(max(15.0, least_type(painter)), r.height() * 0.6), bold=True)
            )
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{m.players}+")
            return
        painter.setPen(QPen(look.TOWN_EDGE, 1.8))
        painter.setBrush(look.TOWN)
        painter.drawRoundedRect(r, 6, 6)
        icons = m.buys
        size = 24.0 if len(icons) > 1 else 32.0
        spots = _merchant_spots(r, len(icons))
        for industry, at in zip(icons, spots, strict=True):
            glyphs.draw_icon(painter, industry, at, size)
        if not icons:  # a blank tile: it buys nothing
            painter.setPen(QPen(look.MUTED, 2))
            inset = r.adjusted(14, 14, -14, -14)
            painter.drawLine(inset.topLeft(), inset.bottomRight())
            painter.drawLine(inset.topRight(), inset.bottomLeft())
        if m.beer:
            glyphs.draw_cube(painter, "beer", QPointF(r.right() - 3, r.bottom() - 5), 16)


def _merchant_spots(r: QRectF, count: int) -> list[QPointF]:
    c = r.center()
    if count <= 1:
        return [c][:count]
    if count == 2:
        return [QPointF(c.x() - 10, c.y() - 8), QPointF(c.x() + 10, c.y() + 8)]
    return [
        QPointF(c.x() - 11, c.y() - 10),
        QPointF(c.x() + 11, c.y() - 10),
        QPointF(c.x(), c.y() + 11),
    ]


# -- the distant cotton market (Lancashire) -------------------------------------------------------


class DistantFrame(Decor):
    """The distant market's water and title (its look)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect, "", z=layers.LINKS + 1)

    def draw(self, painter: QPainter) -> None:
        painter.setPen(QPen(look.faded(look.CANAL, 0.7, look.SEA), 2))
        painter.setBrush(look.SEA)
        painter.drawRoundedRect(self.rect, 10, 10)
        face = look.font(max(13.0, least_type(painter)), bold=True)
        head = QRectF(self.rect.left() + 2, self.rect.top() + 2, self.rect.width() - 4, 34)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        need = QFontMetricsF(face).boundingRect(head, flags, self.look)
        if need.height() > head.height() + 2 or need.width() > head.width() + 1:
            return  # no room for the title to read: its spaces' tooltips name the market
        painter.setPen(look.INK_DARK)
        painter.setFont(face)
        painter.drawText(head, flags, self.look)


@dataclass(frozen=True)
class PileLook:
    left: int  # tiles face down
    drawn: tuple[int, ...]  # face up, this era


class DistantPile(Element):
    """`distant:tiles`: the demand tiles face down, how many are left, and the ones drawn."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__("distant:tiles", rounded(rect, 6), PileLook(0, ()), z=layers.ELEMENTS)
        self.rect = rect

    def draw(self, painter: QPainter) -> None:
        r, left, drawn = self.rect, self.look.left, self.look.drawn
        stack = QRectF(r.left() + 6, r.top() + 4, r.width() - 16, 40)
        for i in range(min(3, max(left, 1)) - 1, -1, -1):  # a little pile, offset
            tile = stack.translated(i * 3, -i * 3)
            painter.setPen(QPen(look.INK_DARK, 1.5))
            painter.setBrush(look.faded(look.INDUSTRY["cotton_mill"], 0.8 if left else 0.3))
            painter.drawRoundedRect(tile, 5, 5)
        least = least_type(painter)
        painter.setPen(look.INK)
        painter.setFont(look.font(max(20.0, least), bold=True))
        painter.drawText(stack, Qt.AlignmentFlag.AlignCenter, str(left))
        if drawn:  # the last ones drawn, as many as read in the room under the pile
            face = look.font(max(12.0, least), bold=True)
            room = QRectF(r.left(), stack.bottom() + 2, r.width(), r.bottom() - stack.bottom() - 2)
            metrics = QFontMetricsF(face)
            shown = [str(v).replace("-", "−") for v in drawn[-4:]]
            while shown and metrics.horizontalAdvance(" ".join(shown)) > room.width():
                shown.pop(0)
            if not shown or metrics.height() > room.height() + 4:
                return
            painter.setPen(look.INK_DARK)
            painter.setFont(face)
            painter.drawText(room, Qt.AlignmentFlag.AlignCenter, " ".join(shown))


class DistantSpace(Element):
    """`distant:<n>`: a space of the demand track, the income spaces a sale ending on it gains
    (X: no more demand); the marker stands on one of them (its look: whether here)."""

    def __init__(self, space: int, rect: QRectF, gain: int | None) -> None:
        super().__init__(f"distant:{space}", rounded(rect, 5), False, z=layers.ELEMENTS)
        self.rect = rect
        self.gain = gain

    def draw(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(look.TOWN_EDGE, 1.4))
        painter.setBrush(look.INK_DARK if self.gain is None else look.TOWN)
        painter.drawRoundedRect(r, 5, 5)
        text = "X" if self.gain is None else f"+{self.gain}"
        painter.setPen(look.INK if self.gain is None else look.INK_DARK)
        painter.setFont(look.font(min(max(16.0, least_type(painter)), r.height() * 0.9), bold=True))
        painter.drawText(r.adjusted(22, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, text)
        if self.look:
            marker = QPointF(r.left() + 15, r.center().y())
            painter.setPen(QPen(look.INK_DARK, 2))
            painter.setBrush(look.ACTIVE)
            painter.drawEllipse(marker, 10, 10)
