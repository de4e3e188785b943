"""The pieces of the map and the buildings' signs, each drawn from a frozen look: a
transporter (a plate in its owner's colour with its kind's silhouette; a stack's top piece tells
how many lie under it), a goods pile or a transporter's cargo (the good's disc and its count, or
a small tag), a building (a house with what it makes, and its short name).

No word or number is drawn under `least_type` (READABLE_PX on the screen at the view's zoom):
a count takes the room it needs from its chip's picture or its badge grows, a name or a count
with no room at that size is left out (a pile shows as one chip over another), and the item's
tooltip, or zooming in, tells it."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from desktop.board import layers
from desktop.board.drawn import Drawn, Element, least_type
from desktop.board.items import PieceItem
from desktop.board.paint_kit import draw_words, fitted, font, rounded, text_width
from desktop.games.roadsboats import glyphs, goods_glyphs, look
from desktop.games.roadsboats.layout import Sizes

CARGO_Z = layers.PIECES + 0.3  # a transporter's goods lie on it


@dataclass(frozen=True)
class BuildingLook:
    kind: str
    label: str  # its short name in the table's language
    mark: str  # its output: a good's mark, a transporter kind, or "" for a mine's bag
    good: str  # the good it makes ("" for a factory or a mine)
    compact: bool = False  # a crowded place: the house alone, one cell wide


class Building(Element):
    """A building as a sign two cells wide: a house with what it makes on it, and its short
    name (where the name would not read at the view's zoom, what it makes again, large, in its
    place); where the place is crowded, the house alone in one cell (its tooltip names it)."""

    look: BuildingLook

    def __init__(self, building_id: str, z: Sizes, look_: BuildingLook) -> None:
        self.z = z
        self.rect = self._rect(look_.compact)
        super().__init__(building_id, rounded(self.rect, 5), look_, z=layers.ELEMENTS + 0.5)

    def _rect(self, compact: bool) -> QRectF:
        z = self.z
        return glyphs.centred((1 if compact else 2) * z.cell_w - 0.14 * z.unit, 0.92 * z.unit)

    def show(self, building: BuildingLook) -> None:
        if building.compact != self.look.compact:
            self.rect = self._rect(building.compact)
            self.set_path(rounded(self.rect, 5))
        super().show(building)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def draw(self, painter: QPainter) -> None:
        b, r, z = self.look, self.rect, self.z
        side = r.height() - 4
        room = QRectF(r.left() + side * 1.05 + 5, r.top(), r.width() - side * 1.05 - 7, r.height())
        least = math.ceil(least_type(painter))
        label, px = ("", 0) if b.compact else _label(b.label, z, room.width(), least)
        named = bool(label)  # a name is whole and readable or not drawn (the tooltip names it)
        painter.setPen(QPen(look.PIECE_EDGE, 1.5))
        painter.setBrush(look.HOUSE)
        painter.drawRoundedRect(r, 5, 5)
        left = r.left() + 3 if not b.compact else r.center().x() - side * 0.525
        house = QRectF(left, r.top() + 2, side * 1.05, side)
        roof = house.top() + house.height() * 0.36
        painter.setBrush(look.ROOF)
        painter.drawPath(
            glyphs.poly(
                (house.left() - 1, roof),
                (house.center().x(), house.top()),
                (house.right() + 1, roof),
            )
        )
        body = QRectF(house.left() + 2, roof, house.width() - 4, house.bottom() - roof)
        painter.setBrush(look.CHIP)
        painter.drawRect(body)
        _output(painter, b, body.adjusted(2, 2, -2, -2))
        if named:
            draw_words(painter, room, label, px, look.INK_DARK)
        elif not b.compact:  # no name that reads here: what it makes, large, in its place
            mark = QRectF(0, 0, 0.8 * side, 0.8 * side)
            mark.moveCenter(room.center())
            _output(painter, b, mark)


def _output(painter: QPainter, b: BuildingLook, inner: QRectF) -> None:
    """What a building makes in `inner`: a good's disc, a transporter's silhouette, or a
    mine's dark mouth."""
    if b.good:
        goods_glyphs.disc(painter, inner.center(), inner.height() / 2 + 1, b.good)
        return
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(look.PIECE_EDGE)
    if b.mark:
        painter.drawPath(
            glyphs.placed(glyphs.silhouette(b.mark), inner.center(), inner.width() * 0.95)
        )
        return
    mouth = QRectF(0, 0, inner.width() * 0.6, inner.height() * 0.8)
    mouth.moveCenter(QPointF(inner.center().x(), inner.bottom() - mouth.height() / 2))
    painter.drawRoundedRect(mouth, mouth.width() / 2, mouth.width() / 2)


def _label(name: str, z: Sizes, room: float, least: float = 0.0) -> tuple[str, int]:
    """The building's name and its type where it fits whole in `room` at `least` at least (the
    least type at the view's zoom), else ("", 0)."""
    label, px = fitted(name, max(z.label_px, least), max(0.36 * z.unit, least), room)
    return (label, px) if label == name else ("", 0)


def label_fits(name: str, z: Sizes) -> bool:
    """Whether a sign two cells wide holds the building's name whole beside its house (else
    the sign is the house alone, one cell wide, and its tooltip names it)."""
    side = 0.92 * z.unit - 4
    room = 2 * z.cell_w - 0.14 * z.unit - side * 1.05 - 7
    return bool(_label(name, z, room)[0])


@dataclass(frozen=True)
class PileLook:
    good: str
    mark: str
    count: int
    tag: bool = False  # one of several kinds a transporter carries: a small tag


class Goods(Drawn, PieceItem):
    """A pile of one good lying somewhere, or one kind of the goods a transporter carries: the
    good's mark on its colour and how many, in digits (left out where they would not read:
    the tooltip counts); where a transporter carries several kinds, each is a small tag of the
    same look."""

    look: PileLook | None

    def __init__(self, element_id: str, z: Sizes) -> None:
        self.z = z
        self.rect = glyphs.centred(z.chip_w, z.chip_h)
        super().__init__(element_id, element_id, rounded(self.rect, self.rect.height() / 2))
        self.look = None
        if element_id.startswith("transporter:"):
            self.setZValue(CARGO_Z)

    def show(self, pile: PileLook) -> None:
        if self.look is None or pile.tag != self.look.tag:
            z = self.z
            self.rect = (
                glyphs.centred(z.cargo_w, z.cargo_h)
                if pile.tag
                else glyphs.centred(z.chip_w, z.chip_h)
            )
            self.set_path(rounded(self.rect, self.rect.height() / 2))
        super().show(pile)

    def boundingRect(self) -> QRectF:
        lift = PILED * self.rect.height()  # a pile drawn as one chip over another
        return self.rect.adjusted(-2, -2 - lift, 2 + lift, 2)

    def draw(self, painter: QPainter) -> None:
        """The good's picture on its colour at the left, the count in digits on white at the
        right, as large as the chip allows and never under the least type: the picture gives
        the count room; where even so it has none, the chip is the picture alone, over a
        second chip when there are several (the tooltip counts them)."""
        p, r = self.look, self.rect
        h = r.height()
        colour = look.good_colour(p.good)
        count = str(p.count)
        fit = count_fit(count, r.width(), h, math.ceil(least_type(painter)))
        if fit is None:
            _picture_chip(painter, r, p.good, colour, p.count > 1, p.tag)
            return
        picture, count_px = fit
        split = r.left() + picture
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.CHIP)
        painter.drawRoundedRect(r, h / 2, h / 2)
        painter.save()
        painter.setClipRect(QRectF(r.left(), r.top(), split - r.left(), h))
        painter.setBrush(colour)
        painter.drawRoundedRect(r, h / 2, h / 2)
        painter.restore()
        _rim(painter, r, p.tag)
        left = QRectF(r.left() + 0.1 * h, r.top() + 0.1 * h, split - r.left() - 0.12 * h, 0.8 * h)
        goods_glyphs.picture(painter, left, p.good, look.ink_on(colour))
        right = QRectF(split, r.top(), r.right() - split - 0.1 * h, h)
        draw_words(painter, right, count, count_px, look.INK_DARK)


PILED = 0.14  # how far a pile's second chip shows behind, in chip heights
PICTURE = 0.95  # a chip's picture, in chip heights, where the count has room beside it
LEAST_PICTURE = 0.6  # the narrowest a picture may get to give the count room


def _rim(painter: QPainter, r: QRectF, tag: bool) -> None:
    h = r.height()
    painter.setPen(QPen(look.PIECE_EDGE, 1.2 if tag else 1.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(r, h / 2, h / 2)


def _picture_chip(
    painter: QPainter, r: QRectF, good: str, colour: QColor, piled: bool, tag: bool
) -> None:
    """A chip with no room for its count at a readable size: the good's picture on its colour,
    over a second chip when there are several."""
    h = r.height()
    if piled:
        under = r.translated(PILED * h, -PILED * h)
        painter.setPen(QPen(look.PIECE_EDGE, 1.2))
        painter.setBrush(colour.darker(125))
        painter.drawRoundedRect(under, h / 2, h / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(r, h / 2, h / 2)
    _rim(painter, r, tag)
    box = QRectF(0, 0, r.width() - 0.4 * h, 0.8 * h)
    box.moveCenter(r.center())
    goods_glyphs.picture(painter, box, good, look.ink_on(colour))


@cache
def count_fit(count: str, w: float, h: float, least: int) -> tuple[float, int] | None:
    """Where a chip `w` × `h` splits between picture and count, and the count's type: as large
    as fits beside the picture; else the least type (`least`), the picture narrower to give it
    room; None where the digits at that type are taller than the chip or leave the picture
    too narrow."""
    px = _fit(count, w - PICTURE * h, h)
    if px >= least:
        return PICTURE * h, px
    tall = QFontMetricsF(font(least, bold=True)).tightBoundingRect(count).height()
    picture = w - text_width(count, least) - 0.12 * h
    if tall > h - 2 or picture < LEAST_PICTURE * h:
        return None
    return picture, least


@cache
def _fit(count: str, room: float, h: float) -> int:
    """The type of a chip's count: as large as fits beside the good's picture."""
    for scale in (1.0, 0.9, 0.8, 0.72, 0.65, 0.6, 0.55):
        px = round(0.8 * h * scale)
        if text_width(count, px) + 0.1 * h <= room:
            break
    return px


@dataclass(frozen=True)
class TransporterLook:
    kind: str
    owner: str
    stack: int = 1  # a stack's top piece tells how many lie there


class Piece(Drawn, PieceItem):
    """A transporter: a plate in its owner's colour (rounded for land, a capsule for water)
    with its kind's silhouette; a stack's top piece shows how many it hides."""

    look: TransporterLook | None

    def __init__(self, tid: str, z: Sizes, water: bool) -> None:
        self.rect = glyphs.centred(z.piece_w, z.piece_h)
        self.radius = z.piece_h / 2 if water else 0.2 * z.piece_h
        super().__init__(tid, tid, rounded(self.rect, self.radius))
        self.look = None
        self.z = z
        self.badge = 0.34 * z.unit

    def boundingRect(self) -> QRectF:
        b, h = self.badge, self.rect.height()  # a badge grows to BADGE_MOST to be read
        return self.rect.adjusted(
            -2, -max(b, BADGE_MOST * h) - 2, max(b, 2 * BADGE_MOST * h) + 2, 2
        )

    def draw(self, painter: QPainter) -> None:
        t, r = self.look, self.rect
        colour = look.player(t.owner)
        painter.setPen(QPen(look.PIECE_EDGE, 1.6))
        painter.setBrush(colour)
        painter.drawRoundedRect(r, self.radius, self.radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.ink_on(colour))
        painter.drawPath(glyphs.silhouette_at(t.kind, 0.04 * r.height(), 1.12 * r.height()))
        if t.stack > 1:
            _stack_badge(painter, QPointF(r.right(), r.top()), str(t.stack), self.badge, r)


BADGE_MOST = 0.55  # a stack's badge, at most, in plate heights: its radius


def _stack_badge(painter: QPainter, c: QPointF, count: str, badge: float, plate: QRectF) -> None:
    """How many a stack holds, on a disc at its plate's corner (a capsule for two digits): the
    disc grows for the least type; where even the largest has no room, the stack's askew
    plates show that there are several."""
    px = math.ceil(max(1.45 * badge, least_type(painter)))
    radius = max(badge, px / 1.8)  # a digit's height is about 0.73 of its type
    if radius > BADGE_MOST * plate.height():
        return
    wide = max(2 * radius, text_width(count, px) + 0.5 * radius)
    box = QRectF(c.x() - wide / 2, c.y() - radius, wide, 2 * radius)
    painter.setPen(QPen(look.PIECE_EDGE, 1.2))
    painter.setBrush(look.CHIP)
    painter.drawRoundedRect(box, radius, radius)
    draw_words(painter, box, count, px, look.INK_DARK)
