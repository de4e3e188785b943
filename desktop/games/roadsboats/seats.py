"""A zone per seat: the seat's player mat (`player:<seat>`, desktop/board/mat.py), shaped like
the view that shows it (`desktop.board.zones`: a scene unit is about a pixel of that view).

The frame holds the seat's colour, its place in the sequence, its name and its cells: wealth so
far (as the rules would score it now), bricks in the wonder, wall tokens on the map. The seat to
act is framed in yellow. Under the name (a desk's row) or beside it (a table-top strip): the
seat's transporters by kind, each drawn as on the map with how many on its badge, land and water
each after its count against its limit ("land 4/5"), then all of them against theirs ("in all
5/8"); the goods they carry as the map's chips; and the research table (`research:<colour>`),
its eight slots, those done filled in the seat's colour (where the names would be smaller than
the least type, `least_type`, "research 3/8" and a pip per slot; the tooltip names them). No
word is drawn under the least type at the zone's view: what has no room is cut short at it.

`SeatZone(scene, seat, rect)` adds its items to `scene` (and to its registry `scene.elements`,
when it has one); `lay_out(rect)` shapes it again; `update(view, tr, acting)` shows the seat.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from functools import cache, partial
from types import SimpleNamespace

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsScene

from desktop.board import fitting, layers
from desktop.board.drawn import Decor, Element, least_type
from desktop.board.items import BoardItem
from desktop.board.mat import MatCell, MatFrame, MatLook
from desktop.board.paint_kit import fitted, font, rounded, text_width, wrapped_px
from desktop.board.palette import PANEL_EDGE, VP
from desktop.games.roadsboats import glyphs, look
from desktop.games.roadsboats.pieces import Goods, Piece, PileLook, TransporterLook
from desktop.games.roadsboats.typeset import LEFT, Tr, wrapped
from rules.core.text import Text
from rules.roadsboats import scoring
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.state import RoadsBoatsState, bricks_of, count_by_domain, wall_tokens

GAP = 6.0
BRICK = "#b5523b"  # a brick's colour, the bricks' cell's mark
WALL = look.NEUTRAL_WALL.name()
OPEN_SLOT = QColor(255, 255, 255, 14)
UI = "roads-and-boats.ui.mat."
DOMAINS = ("land", "water", "total")
SLOT_GAP = 3.0  # between the research table's slots
STEP = 2.0  # a transporter's plate, its badge and a gap, in plate heights


def _ui(key: str) -> Text:
    return Text(UI + key)


def plan(body: QRectF, strip: bool) -> tuple[QRectF, QRectF]:
    """Where the holdings and the research table go in the frame's body: side by side in a
    strip or a long shallow row, the research table at the right; else the table under the
    holdings."""
    if strip or body.width() > 3.4 * body.height():
        w = min(max(0.4 * body.width(), 150.0), 380.0)
        research = QRectF(body.right() - w, body.top(), w, body.height())
        return body.adjusted(0, 0, -(w + GAP), 0), research
    h = min(max(0.4 * body.height(), 34.0), 96.0)
    research = QRectF(body.left(), body.bottom() - h, body.width(), h)
    return body.adjusted(0, 0, 0, -(h + GAP)), research


# -- the holdings ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class HoldingsLook:
    colour: str  # the seat's colour's name (red ...)
    kinds: tuple[tuple[str, int], ...]  # (transporter kind, how many), in the data's order
    domains: tuple[str, str, str]  # "land 4/5", "water 1/5", "in all 5/8"
    counts: tuple[str, str, str]  # the same without words, where they do not fit
    goods: tuple[tuple[str, str, int], ...]  # (good, its mark, how many carried)
    empty: tuple[str, str]  # words for no transporters, for nothing carried


def _draw_as(draw: object, painter: QPainter, centre: QPointF, **fields: object) -> None:
    """Paint with a map item's own `draw` (its look and box given, no item made; the box
    centred on the origin): the zone's transporters and chips look exactly like the map's."""
    painter.save()
    painter.translate(centre)
    draw(SimpleNamespace(**fields), painter)  # type: ignore[operator]
    painter.restore()


class Holdings(Decor):
    """The transporters by kind over the goods they carry (one line of both when shallow)."""

    look: HoldingsLook | None

    def place(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self.update()

    def draw(self, painter: QPainter) -> None:
        s, r = self.look, self.rect
        if r.height() >= 56:
            top = QRectF(r.left(), r.top(), r.width(), r.height() * 0.55)
            low = QRectF(r.left(), top.bottom(), r.width(), r.bottom() - top.bottom())
            self._fleet(painter, top, s)
            self._goods(painter, low, s)
            return
        used = self._fleet(painter, r, s, share=0.5)
        self._goods(painter, r.adjusted(used + GAP, 0, 0, 0), s)

    def _fleet(self, painter: QPainter, r: QRectF, s: HoldingsLook, share: float = 1.0) -> float:
        """The transporters, land then water, each domain after its count against its limit
        ("land 4/5"), then the count against the limit of all ("in all 5/8"); returns the
        width used."""
        if not s.kinds:
            return self._say(painter, r, s.empty[0], share)
        movers = roads_boats_data().transporters
        domains = [movers[k].domain for k, _ in s.kinds]
        shown = [d in domains or d == "total" for d in DOMAINS]
        least = math.ceil(least_type(painter))
        captions, u, px = fleet_fit(
            s, shown, share * r.width(), min(0.62 * r.height(), 34.0), least
        )
        x = r.left()
        painter.save()
        painter.setClipRect(r)
        for domain, words, show in zip(DOMAINS, captions, shown, strict=True):
            if not show:
                continue
            w = text_width(words, px)
            painter.setFont(font(px, bold=True))
            painter.setPen(look.INK_SOFT)
            painter.drawText(QRectF(x, r.top(), w + 2, r.height()), LEFT, words)
            x += w + 0.4 * u
            for kind, count in s.kinds:
                if movers[kind].domain != domain:
                    continue
                w, h = 1.26 * u, u
                _draw_as(
                    Piece.draw,
                    painter,
                    QPointF(x + w / 2, r.center().y() + 0.12 * u),
                    look=TransporterLook(kind, s.colour, count),
                    rect=glyphs.centred(w, h),
                    radius=h / 2 if domain == "water" else 0.2 * h,
                    badge=0.4 * u,
                )
                x += STEP * u
        painter.restore()
        return x - r.left()

    def _goods(self, painter: QPainter, r: QRectF, s: HoldingsLook) -> None:
        if not s.goods:
            self._say(painter, r, s.empty[1])
            return
        n = len(s.goods)
        h = min(0.62 * r.height(), 26.0)
        w = 1.6 * h
        h = min(h, r.width() / (n * (1.6 + 0.25)))
        w = 1.6 * h
        for k, (good, mark, count) in enumerate(s.goods):
            centre = QPointF(r.left() + k * (w + 0.25 * h) + w / 2 + 1, r.center().y())
            _draw_as(
                Goods.draw,
                painter,
                centre,
                look=PileLook(good, mark, count),
                rect=glyphs.centred(w, h),
            )

    @staticmethod
    def _say(painter: QPainter, r: QRectF, words: str, share: float = 1.0) -> float:
        box = QRectF(r.left(), r.top(), r.width() * share, r.height())
        least = math.ceil(least_type(painter))
        said, px = fitted(words, max(min(15.0, 0.45 * r.height()), least), least, box.width())
        painter.setFont(font(px, bold=True))
        painter.setPen(look.INK_SOFT)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, said)
        return text_width(said, px)


def fleet_fit(
    s: HoldingsLook, shown: list[bool], width: float, most: float, least: int = 12
) -> tuple[tuple[str, ...], float, int]:
    """The fleet line's captions, plates' size and type (`least` at least): the words with
    plates nearly as large as the line allows (70 % of `most` at least); else the bare counts
    ("4/5") with plates as large as fit (8 at least, cut short where even those do not)."""
    kinds = len(s.kinds)

    def px(u: float) -> int:
        return round(max(0.5 * u, least))

    def line(captions: tuple[str, ...], u: float) -> bool:
        """Whether the captions shown, each before its plates `u` high, fit the width."""
        words = [c for c, show in zip(captions, shown, strict=True) if show]
        return sum(text_width(c, px(u)) + 0.4 * u for c in words) + kinds * STEP * u <= width

    for captions, low in ((s.domains, 0.7 * most), (s.counts, min(8.0, most))):
        found = fitting.largest(partial(line, captions), low, most, 0.1)  # to a tenth of a unit
        if found is not None:
            return captions, found.value, px(found.value)
    low = min(8.0, most)  # cut short even so
    return s.counts, low, px(low)


# -- the research table ----------------------------------------------------------------------------


@dataclass(frozen=True)
class ResearchLook:
    colour: str  # the seat's
    slots: tuple[tuple[str, bool], ...]  # each slot's name and whether it is done
    caption: str  # "research 3/8", over pips where the names do not fit


@cache
def grid(names: tuple[str, ...], w: float, h: float) -> fitting.Grid | None:
    """The slots' grid in a table w × h (its cells from the table's top left corner), its score
    the names' type: the arrangement in one, two or four rows whose names read largest (fewer
    rows unless half a pixel larger); None where no slot has room for a name."""
    n = len(names)

    def px(cw: float, ch: float) -> float | None:  # a slot's names, inside its padding
        if cw <= 4 or ch <= 2:
            return None
        return min(_fit(name, cw - 4, ch - 2) for name in names)

    columns = (n, (n + 1) // 2, (n + 3) // 4)
    return fitting.grid(n, QRectF(0, 0, w, h), SLOT_GAP, px, columns=columns, by=0.5)


def _fit(name: str, w: float, h: float) -> float:
    return wrapped_px(name, round(min(16.0, 0.5 * h)), 6.0, round(w), round(h))


class ResearchTable(Element):
    """`research:<colour>`: the eight slots, those done filled in the seat's colour."""

    look: ResearchLook | None

    def __init__(self) -> None:
        super().__init__("research:", QPainterPath(), None, z=layers.ELEMENTS)
        self.rect = QRectF()

    def place(self, rect: QRectF) -> None:
        self.rect = QRectF(rect)
        self.set_path(rounded(rect, 6))

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def draw(self, painter: QPainter) -> None:
        s, r = self.look, self.rect
        names = tuple(name for name, _ in s.slots)
        slots = grid(names, r.width(), r.height())
        if slots is None or slots.score < math.ceil(least_type(painter)):
            self._pips(painter, s)
            return
        px, h = slots.score, slots.height
        colour = QColor(s.colour)
        for (name, done), cell in zip(s.slots, slots.cells, strict=True):
            box = cell.translated(r.topLeft())
            painter.setPen(
                QPen(look.PIECE_EDGE, 1.3) if done else QPen(PANEL_EDGE.lighter(135), 1.2)
            )
            painter.setBrush(colour if done else OPEN_SLOT)
            painter.drawRoundedRect(box, 5, 5)
            ink = look.ink_on(colour) if done else look.INK_SOFT
            wrapped(painter, box.adjusted(2, 1, -2, -1), name, min(16.0, 0.5 * h), ink, least=px)

    def _pips(self, painter: QPainter, s: ResearchLook) -> None:
        """Too small for the slots' names: "research 3/8" and a pip per slot (the tooltip
        names them)."""
        r = self.rect
        two = r.height() >= 34
        line = r.height() / 2 if two else r.height()
        least = math.ceil(least_type(painter))
        px = max(min(14.0, 0.6 * line), least)
        said, size = fitted(s.caption, px, least, r.width() if two else 0.45 * r.width())
        painter.setFont(font(size, bold=True))
        painter.setPen(look.INK_SOFT)
        painter.drawText(QRectF(r.left(), r.top(), r.width(), line), LEFT, said)
        left = r.left() if two else r.left() + text_width(said, size) + 6
        top = r.top() + line if two else r.top()
        n = len(s.slots)
        side = min(0.7 * line, (r.right() - left) / n - 3)
        colour = QColor(s.colour)
        for k, (_, done) in enumerate(s.slots):
            pip = QRectF(left + k * (side + 3), top + (line - side) / 2, side, side)
            painter.setPen(
                QPen(look.PIECE_EDGE, 1.2) if done else QPen(PANEL_EDGE.lighter(135), 1.2)
            )
            painter.setBrush(colour if done else OPEN_SLOT)
            painter.drawRoundedRect(pip, 3, 3)


# -- the zone --------------------------------------------------------------------------------------


class SeatZone:
    """One seat's zone: its items, made once and laid out again when the zone is reshaped."""

    def __init__(self, scene: QGraphicsScene, seat: int, rect: QRectF) -> None:
        self.seat = seat
        self.scene = scene
        self.frame = MatFrame(seat, rect)
        self.holdings = Holdings(QRectF(), None, z=layers.ELEMENTS)
        self.research = ResearchTable()
        for item in (self.frame, self.holdings, self.research):
            scene.addItem(item)
        self._register(self.frame)
        self.lay_out(rect)

    @property
    def rect(self) -> QRectF:
        return self.frame.rect

    def elements(self) -> dict[str, BoardItem]:
        return {i.element_id: i for i in (self.frame, self.research)}

    def _register(self, item: BoardItem) -> None:
        registry = getattr(self.scene, "elements", None)
        if isinstance(registry, dict):
            registry[item.element_id] = item

    def lay_out(self, rect: QRectF) -> None:
        self.frame.lay_out(rect)
        holdings, research = plan(self.frame.body, self.frame.strip)
        self.holdings.place(holdings)
        self.research.place(research)

    def update(self, view: RoadsBoatsState, tr: Tr, lang: str, acting: bool) -> None:
        """Show the seat as `view` has it, in the table's language (`lang`, and `tr` its words
        with the players' names)."""
        p = view.players[self.seat]
        colour = p.colour
        if self.research.element_id != f"research:{colour}":
            registry = getattr(self.scene, "elements", None)
            if (
                isinstance(registry, dict)
                and registry.get(self.research.element_id) is self.research
            ):
                del registry[self.research.element_id]
            self.research.element_id = f"research:{colour}"
            self._register(self.research)
        paint = look.player(colour).name()
        place = view.sequence.index(self.seat) + 1 if self.seat in view.sequence else None
        self.frame.show(MatLook(p.name, paint, place, acting, self.cells(view, tr)))
        self.holdings.show(holdings_look(view, self.seat, tr, lang))
        data = roads_boats_data()
        slots = tuple((look.name(slot, lang), slot in p.research) for slot in data.research)
        done = sum(1 for _, d in slots if d)
        caption = tr(Text(UI + "research", {"n": done, "of": len(slots)}))
        self.research.show(ResearchLook(paint, slots, caption))

    def cells(self, view: RoadsBoatsState, tr: Tr) -> tuple[MatCell, ...]:
        """Wealth so far, bricks in the wonder, wall tokens on the map (few, so their words fit
        beside them on a desk's name line too; the transporters are counted in the body)."""
        colour = view.players[self.seat].colour
        wealth = scoring.wealth(view, self.seat)["total"]
        return (
            MatCell(str(wealth), tr(_ui("wealth")), VP.name(), "disc"),
            MatCell(str(bricks_of(view, colour)), tr(_ui("bricks")), BRICK, "square"),
            MatCell(str(wall_tokens(view, colour)), tr(_ui("walls")), WALL, "square"),
        )


def _domain(domain: str, n: int, limit: int) -> Text:
    return Text(UI + domain, {"n": n, "limit": limit})


def holdings_look(view: RoadsBoatsState, seat: int, tr: Tr, lang: str) -> HoldingsLook:
    """The seat's transporters by kind and the goods they carry, in the data's order."""
    data = roads_boats_data()
    colour = view.players[seat].colour
    mine = [t for t in view.transporters if t.owner == colour]
    kinds = Counter(t.kind for t in mine)
    carried = Counter(g for t in mine for g in t.cargo)
    marks = look.good_marks(lang)
    n = count_by_domain(view, colour)
    limits = {"land": data.limits.land, "water": data.limits.water, "total": data.limits.total}
    return HoldingsLook(
        colour,
        tuple((k, kinds[k]) for k in data.transporters if kinds[k]),
        tuple(tr(_domain(d, n[d], limits[d])) for d in DOMAINS),
        tuple(f"{n[d]}/{limits[d]}" for d in DOMAINS),
        tuple((g, marks.get(g, "?"), carried[g]) for g in data.goods if carried[g]),
        (tr(_ui("no_transporters")), tr(_ui("no_cargo"))),
    )
