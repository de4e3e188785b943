"""The displays of the management boards: the Contract Office's face-up contracts and the
national ones, the Patent Office's tiles, the External Works, the private buildings with their
building sites, and the round bonus tiles and the objective tile.

A slot whose tile or card changes during the game (a contract taken, a tile bought) keeps its
item: the item's element id follows what lies there (`contract:private:12`, `tech:advanced:4`),
and an empty slot is named by the slot (`offer:green:2`, `patent_slot:1`, `external_slot:3`).
Looks carry the words already in the table's language; effects are drawn as icons.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop.board import layers
from desktop.board.drawn import Element, least_type
from desktop.board.paint_kit import rounded
from desktop.games.barrage import look
from desktop.games.barrage.panel_glyphs import (
    LEFT,
    NUMBER,
    Tr,
    bolt,
    card,
    effects_row,
    excavator,
    mixer,
    structure,
    text,
    tile,
    vp,
    wrapped,
)
from rules.barrage.data import Effect

WORK = QColor("#5d4e3c")  # an External Works tile


def machines(
    p: QPainter, box: QRectF, excavators: int, mixers: int, size: float, floor: float
) -> None:
    """A machinery cost: the icons with their counts (left out under `floor`), from the box's
    left."""
    x = box.left()
    y = box.center().y()
    for n, draw in ((excavators, excavator), (mixers, mixer)):
        if not n:
            continue
        draw(p, QPointF(x + size / 2, y), size)
        count = QRectF(x + size, y - size / 2, size * 0.8, size)
        text(p, count, str(n), size * 0.8, look.INK, align=LEFT, floor=floor)
        x += size * 1.8


class Slot(Element):
    """A display's place: its look None draws an empty, dashed slot."""

    def __init__(self, element_id: str, rect: QRectF, tr_of: Callable[[], Tr]) -> None:
        super().__init__(element_id, rounded(rect, 6), None, z=layers.ELEMENTS)
        self.rect = rect
        self.tr_of = tr_of
        self.empty_id = element_id

    def draw_empty(self, painter: QPainter) -> None:
        """Where a card or a tile will lie: a dashed outline."""
        painter.setPen(QPen(look.PANEL_EDGE, 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(look.SLOT)
        painter.drawRoundedRect(self.rect.adjusted(2, 2, -2, -2), 6, 6)


# -- contracts ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ContractLook:
    colour: str  # the card's colour: green, yellow, red or national
    requirement: int
    reward: tuple[Effect, ...]


class ContractSlot(Slot):
    """A face-up contract: the energy one production must reach, large, and its reward."""

    def draw(self, p: QPainter) -> None:
        c: ContractLook = self.look
        r = self.rect.adjusted(2, 2, -2, -2)
        fill = look.CONTRACT[c.colour]
        p.setPen(QPen(fill.darker(170), 1.5))
        p.setBrush(fill)
        p.drawRoundedRect(r, 6, 6)
        top = QRectF(r.left(), r.top(), r.width(), r.height() * 0.4)
        floor = least_type(p)
        size = top.height() * 0.8
        px = min(max(size * 0.95, floor), top.height() + 2)  # the energy it takes, read first
        bolt(p, QPointF(top.center().x() - size * 0.55, top.center().y() + 1), size)
        box = QRectF(top.center().x() - size * 0.1, top.top(), top.width() / 2, top.height())
        text(p, box, str(c.requirement), px, look.INK, align=LEFT, floor=floor)
        low = QRectF(r.left() + 3, top.bottom(), r.width() - 6, r.height() - top.height() - 2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(low.adjusted(-1, 0, 1, 0), 5, 5)
        effects_row(p, low, c.reward, min(20.0, low.height() - 4), self.tr_of(), floor)


# -- the Patent Office ----------------------------------------------------------------------------


@dataclass(frozen=True)
class TechLook:
    level: int
    builds: str  # a structure, or "any"
    words: str  # what the tile does, in a few words


class TechSlot(Slot):
    """An advanced technology tile: its level in pips, what it builds, what it does."""

    def draw(self, p: QPainter) -> None:
        t: TechLook = self.look
        r = self.rect.adjusted(2, 2, -2, -2)
        p.setPen(QPen(look.INK_DARK, 1.5))
        p.setBrush(look.SITE)
        p.drawRoundedRect(r, 6, 6)
        icon = min(26.0, r.height() * 0.4)
        top = QRectF(r.left(), r.top() + 2, r.width(), icon + 2)
        kinds = ("base", "elevation", "conduit", "powerhouse") if t.builds == "any" else (t.builds,)
        small = icon if len(kinds) == 1 else icon * 0.62
        small = min(small, (r.width() - 40) / (1.05 * len(kinds)))  # clear of the level's bars
        x = r.left() + 6 + small / 2
        for kind in kinds:
            structure(p, QPointF(x, top.center().y()), small, kind)
            x += small * 1.05
        _level(p, QRectF(r.right() - 30, top.top() + 3, 26, top.height() - 6), t.level)
        words = QRectF(r.left() + 3, top.bottom(), r.width() - 6, r.bottom() - top.bottom() - 2)
        floor = least_type(p)
        wrapped(p, words, t.words, max(12.5, floor), look.INK_DARK, floor=floor)


def _level(p: QPainter, box: QRectF, level: int) -> None:
    """A tile's level as upright bars at the box's right (the printed I, II, III)."""
    bar = min(box.width() / 5, 4.0)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(look.INK_DARK)
    for k in range(level):
        x = box.right() - (k + 1) * bar * 1.8
        p.drawRect(QRectF(x, box.top(), bar, box.height()))


# -- External Works -------------------------------------------------------------------------------


@dataclass(frozen=True)
class WorkLook:
    deck: str
    excavators: int
    mixers: int
    reward: tuple[Effect, ...]


class WorkSlot(Slot):
    """An External Works tile: the machinery it takes (top) and what it gives (below)."""

    def draw(self, p: QPainter) -> None:
        w: WorkLook = self.look
        r = self.rect.adjusted(2, 2, -2, -2)
        p.setPen(QPen(look.INK_DARK, 1.5))
        p.setBrush(WORK)
        p.drawRoundedRect(r, 6, 6)
        half = r.height() / 2
        floor = least_type(p)
        deck = QRectF(r.right() - 18, r.top() + 2, 16, half - 2)
        text(p, deck, w.deck, 12, look.INK_SOFT, floor=floor)
        cost = QRectF(r.left() + 6, r.top() + 2, r.width() - 24, half - 2)
        machines(p, cost, w.excavators, w.mixers, min(22.0, half - 6), floor)
        low = QRectF(r.left() + 3, r.top() + half, r.width() - 6, half - 3)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(low, 5, 5)
        effects_row(p, low, w.reward, min(20.0, low.height() - 4), self.tr_of(), floor)


# -- private buildings ----------------------------------------------------------------------------


@dataclass(frozen=True)
class BuildingLook:
    name: str
    excavators: int
    mixers: int
    vp: int


class BuildingTile(Slot):
    """A private building tile: its name, what building beside it costs and its VP."""

    def draw(self, p: QPainter) -> None:
        b: BuildingLook = self.look
        r = self.rect.adjusted(1, 1, -1, -1)
        p.setPen(QPen(look.PANEL_EDGE, 1.2))
        p.setBrush(QColor("#4a4438"))
        p.drawRoundedRect(r, 5, 5)
        size = r.height() - 4
        floor = least_type(p)
        vp(p, QPointF(r.right() - size / 2 - 2, r.center().y()), size, b.vp, floor)
        cost_w = size * 1.8 * (bool(b.excavators) + bool(b.mixers))
        cost = QRectF(r.right() - size - 6 - cost_w, r.top(), cost_w, r.height())
        machines(p, cost, b.excavators, b.mixers, size * 0.9, floor)
        name = QRectF(r.left() + 6, r.top(), cost.left() - r.left() - 8, r.height())
        text(p, name, b.name, max(14, floor), look.INK, align=LEFT, least=9, floor=floor)


@dataclass(frozen=True)
class SiteLook:
    owner: str | None  # the colour of who built there
    fee: int
    closed: bool


class SiteItem(Slot):
    """`building_site:<row>:<k>`: a place for a building beside a private building."""

    def draw(self, p: QPainter) -> None:
        s: SiteLook = self.look
        r = self.rect.adjusted(2, 2, -2, -2)
        if s.owner is not None and not s.closed:
            colour = QColor(s.owner)
            p.setPen(QPen(look.outline_on(colour), 1.5))
            p.setBrush(colour)
            p.drawRoundedRect(r, 4, 4)
            return
        edge = look.FEE_EDGE if s.fee else look.PANEL_EDGE
        p.setPen(QPen(edge, 1.5, Qt.PenStyle.SolidLine if s.fee else Qt.PenStyle.DashLine))
        p.setBrush(look.CLOSED if s.closed else look.SLOT)
        p.drawRoundedRect(r, 4, 4)
        if s.closed:
            p.setPen(QPen(look.MUTED, 1.5))
            p.drawLine(r.topLeft() + QPointF(3, 3), r.bottomRight() - QPointF(3, 3))
            p.drawLine(r.bottomLeft() + QPointF(3, -3), r.topRight() + QPointF(-3, 3))
        else:
            structure(p, r.center(), min(r.width(), r.height()) * 0.6, "building")


# -- the round bonus tiles and the objective ------------------------------------------------------


@dataclass(frozen=True)
class BonusLook:
    counts: str  # what it counts (a bonus-tile count id)
    vp_each: int
    when: str  # past | now | later


_COUNT_ICON = {
    "powerhouses": "powerhouse",
    "bases": "base",
    "conduits": "conduit",
    "elevations": "elevation",
    "buildings": "building",
}


class BonusSlot(Slot):
    """`bonus_slot:<r>`: round r's bonus tile: VP for each of what it counts; this round's
    framed, past rounds' dimmed."""

    def draw(self, p: QPainter) -> None:
        b: BonusLook = self.look
        r = self.rect.adjusted(2, 2, -2, -2)
        p.setOpacity(0.4 if b.when == "past" else 1.0)
        p.setPen(QPen(look.ACTIVE, 3) if b.when == "now" else QPen(look.INK_DARK, 1.2))
        p.setBrush(QColor("#5a6b7d"))
        p.drawRoundedRect(r, 5, 5)
        floor = least_type(p)
        # the shield as large as its VP need to read, the icon of what it counts in the rest
        size = min(max(24.0, floor / (NUMBER * 0.95)), r.height() - 4)
        vp(p, QPointF(r.left() + 3 + size / 2, r.center().y()), size, b.vp_each, floor)
        cross = QPointF(r.left() + size + 10, r.center().y())
        _times(p, cross, 4.0)
        room = r.right() - (cross.x() + 7)
        icon = min(24.0, room - 2, r.height() - 6)
        at = QPointF(cross.x() + 7 + room / 2, r.center().y())
        kind = _COUNT_ICON.get(b.counts)
        if kind is not None:
            structure(p, at, icon, kind)
        elif b.counts == "contracts":
            card(p, at, icon)
        elif b.counts == "advanced_tiles":
            tile(p, at, icon)
        else:  # external works
            p.setPen(QPen(look.INK_DARK, 1.2))
            p.setBrush(WORK)
            p.drawRoundedRect(QRectF(at.x() - icon / 2, at.y() - icon / 2, icon, icon), 3, 3)
        p.setOpacity(1.0)


def _times(p: QPainter, at: QPointF, r: float) -> None:
    """A small "×" (each), drawn: no type to read."""
    p.setPen(QPen(look.INK, 2.0))
    p.drawLine(at + QPointF(-r, -r), at + QPointF(r, r))
    p.drawLine(at + QPointF(-r, r), at + QPointF(r, -r))


class ObjectiveSlot(Slot):
    """`objective_slot`: the game's objective tile, in words."""

    def draw(self, p: QPainter) -> None:
        r = self.rect.adjusted(2, 2, -2, -2)
        p.setPen(QPen(look.INK_DARK, 1.2))
        p.setBrush(QColor("#7b5d8c"))
        p.drawRoundedRect(r, 5, 5)
        floor = least_type(p)
        wrapped(p, r.adjusted(3, 1, -3, -1), self.look, max(12.0, floor), look.INK, floor=floor)
