"""The action spaces of the management boards, each an element named by its space id.

A space shows what it takes: a place for each engineer it needs (a dashed outline while free,
the owner's colour once taken; the Bank takes any number from its one place up), and the coin
of credits it costs (the printed cost and the red-bordered space's fee together; the edge of a
fee space is red). A space closed by an unused company is dark, its places filled grey and
struck through. What a row of spaces does is drawn once beside them (`EffectStrip`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.board import layers
from desktop.board.drawn import Decor, Element, least_type
from desktop.board.paint_kit import rounded, text_width
from desktop.games.barrage import look
from desktop.games.barrage.panel_glyphs import (
    LEFT,
    NUMBER,
    Tr,
    coin,
    effects_row,
    engineer,
    text,
)
from rules.barrage.data import ActionSpace, Effect
from rules.barrage.management import ARCHITECT
from rules.barrage.state import BLOCKED, BarrageState

PAWN = 19.0  # an engineer's place
COIN = 21.0
ROW_H = 34.0  # a row of spaces
HEAD_H = 21.0  # a section's name over its rows


@dataclass(frozen=True)
class Occupant:
    colour: str  # #rrggbb
    count: int
    architect: bool = False


@dataclass(frozen=True)
class SpaceLook:
    engineers: int  # needed (the least, on the Bank)
    credits: int  # printed cost + fee
    fee: bool
    open_ended: bool = False
    occupants: tuple[Occupant, ...] = ()
    closed: bool = False
    shown: bool = True  # an officer's space while nobody holds that officer: not drawn


def occupants(view: BarrageState, space: str) -> tuple[tuple[Occupant, ...], bool]:
    """Who stands on `space` (colours and counts) and whether an unused company closed it."""
    owners = view.spaces.get(space, {})
    out = []
    for owner, n in owners.items():
        if owner == BLOCKED or n <= 0:
            continue
        if owner == ARCHITECT:
            holder = next((c for c in view.companies if c.architect == space), None)
            colour = look.COMPANY.get(holder.id or "", look.MUTED) if holder else look.MUTED
            out.append(Occupant(colour.name(), n, architect=True))
        else:
            out.append(Occupant(look.COMPANY.get(owner, look.MUTED).name(), n))
    return tuple(out), BLOCKED in owners


def space_look(view: BarrageState, sp: ActionSpace, shown: bool = True) -> SpaceLook:
    who, closed = occupants(view, sp.id)
    return SpaceLook(
        sp.engineers, sp.cost.credits + sp.fee, sp.fee > 0, sp.open_ended, who, closed, shown
    )


class SpaceItem(Element):
    """`space:...`: one action space."""

    def __init__(self, space_id: str, rect: QRectF) -> None:
        super().__init__(space_id, rounded(rect, 7), None, z=layers.ELEMENTS)
        self.rect = rect

    def draw(self, p: QPainter) -> None:
        s: SpaceLook = self.look
        if not s.shown:
            return
        r = self.rect.adjusted(1, 1, -1, -1)
        edge = look.FEE_EDGE if s.fee else look.PANEL_EDGE
        p.setPen(QPen(edge.darker(160) if s.closed else edge, 2.2 if s.fee else 1.5))
        p.setBrush(look.CLOSED if s.closed else look.SPACE)
        p.drawRoundedRect(r, 6, 6)
        floor = least_type(p)
        # the coin as large as its number needs to read, as the row's height allows
        size = min(max(COIN, floor / NUMBER), r.height() - 2) if s.credits else 0.0
        pawn = _pawn(r, s, size)
        y = r.center().y() + 1
        x = r.left() + 4 + pawn / 2
        if s.open_ended:
            self._bank(p, s, x, y, pawn, floor)
        else:
            colours = [QColor(o.colour) for o in s.occupants for _ in range(o.count)]
            for k in range(s.engineers):
                fill = (
                    look.MUTED.darker(140)
                    if s.closed
                    else (colours[k] if k < len(colours) else None)
                )
                edge_c = look.INK_SOFT if fill is None else _edge(fill)
                engineer(p, QPointF(x, y), pawn, fill, edge_c)
                x += pawn * 0.92
            archi = [o for o in s.occupants if o.architect]
            if archi:
                _architect(p, QPointF(x + 2, y), pawn, QColor(archi[0].colour))
        if s.credits:
            coin(p, QPointF(r.right() - 2 - size / 2, y), size, s.credits, floor)
        if s.closed:
            p.setPen(QPen(look.MUTED, 2))
            p.drawLine(r.topLeft() + QPointF(6, 6), r.bottomRight() - QPointF(6, 6))
            p.drawLine(r.bottomLeft() + QPointF(6, -6), r.topRight() + QPointF(-6, 6))

    def _bank(
        self, p: QPainter, s: SpaceLook, x: float, y: float, pawn: float, floor: float
    ) -> None:
        """The Bank's one place, "+" for any number, or each company's engineers counted."""
        px = max(pawn * 0.8, floor)
        if not s.occupants:
            engineer(p, QPointF(x, y), pawn, None, look.INK_SOFT)
            box = QRectF(x + pawn / 2, y - px / 2, px, px)
            text(p, box, "+", px, look.INK_SOFT, floor=floor)
            return
        for o in s.occupants:
            colour = QColor(o.colour)
            engineer(p, QPointF(x, y), pawn, colour, _edge(colour))
            box = QRectF(x + pawn / 2, y - px / 2, px * 0.8, px)
            text(p, box, f"{o.count}", px, look.INK, align=LEFT, floor=floor)
            x += pawn / 2 + px * 0.8 + pawn * 0.6


def _pawn(r: QRectF, s: SpaceLook, coin_size: float) -> float:
    """An engineer's height: as the row's height allows, and small enough that every place the
    space needs stands clear of its coin."""
    places = 1 if s.open_ended else max(s.engineers, 1)
    room = r.width() - 8 - (coin_size + 2 if coin_size else 0)
    return min(PAWN, r.height() * 0.62, room / (0.92 * (places - 1) + 1))


def _edge(colour: QColor) -> QColor:
    return look.INK if colour.lightness() < 110 else look.INK_DARK


def _architect(p: QPainter, at: QPointF, size: float, colour: QColor) -> None:
    """Tommaso's architect: a diamond in its company's colour."""
    r = size * 0.45
    path = QPainterPath()
    path.moveTo(at.x(), at.y() - r)
    path.lineTo(at.x() + r, at.y())
    path.lineTo(at.x(), at.y() + r)
    path.lineTo(at.x() - r, at.y())
    path.closeSubpath()
    p.setPen(QPen(_edge(colour), 1.5))
    p.setBrush(colour)
    p.drawPath(path)


class EffectStrip(Decor):
    """What a row of spaces (or a tile) does: its effects' icons side by side, centred; the
    look is (effects, language) and `tr` renders the few words."""

    def __init__(self, rect: QRectF, tr_of: Callable[[], Tr], *, size: float = 22.0) -> None:
        super().__init__(rect, None, z=layers.ELEMENTS)
        self.tr_of = tr_of
        self.size = size

    def draw(self, p: QPainter) -> None:
        effects: tuple[Effect, ...] = self.look[0]
        effects_row(p, self.rect, effects, self.size, self.tr_of(), least_type(p))


class Heading(Decor):
    """A section's name (its look: the words), left-aligned in soft ink; at least the least type
    that reads, else left out (the section's spaces name it in their tooltips)."""

    def __init__(self, rect: QRectF, px: float = 15.0) -> None:
        super().__init__(rect, None, z=layers.ELEMENTS)
        self.px = px

    def draw(self, p: QPainter) -> None:
        floor = least_type(p)
        px = min(max(self.px, floor), self.rect.height() + 2)
        if px >= floor and text_width(self.look, px) <= self.rect.width():
            text(p, self.rect, self.look, px, look.INK_SOFT, align=LEFT)
