"""The river map's items, drawn from `layout.lay_out_map` and refreshed from a BarrageState.

Elements (each with the rules' id, so its tooltip is `rules.barrage.describe`):
`basin:<n>` (its box in the area's colour, its number, the water's way through it),
`dam:<n>U|L` (a stepped dam of its height in its owner's colour and the drops it holds; an empty
red site shows its fee), `conduit:<n>A|B` (its value and target basin; its pipe to the target's
powerhouses is drawn by a line that follows the site's owner), `powerhouse:<n>:<i>` and
`headstream:<x>` (the drops waiting there). The area bands, the rivers and the conduits' pipes
are decor: presses go through them to the sites.

`MapItems(layout)` builds them, `add_to(scene)` puts them in a scene (registering the elements
with a BoardScene), `update(state)` shows what stands on each site now.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop.board import layers
from desktop.board.drawn import Decor, Element
from desktop.board.paint_kit import draw_words, rounded
from desktop.board.scene import BoardScene
from desktop.games.barrage import look
from desktop.games.barrage.layout import MapLayout, Sizes
from rules.barrage.river import river_map
from rules.barrage.state import BarrageState

CENTRE = Qt.AlignmentFlag.AlignCenter


def _flat(colour: QColor, width: float) -> QPen:
    """A pen that stops where its path stops (a river meets a box's edge flush)."""
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def drop_shape(centre: QPointF, size: float) -> QPainterPath:
    """A water drop `size` tall, its round part around `centre` (slightly below the middle)."""
    r = size * 0.34
    path = QPainterPath(QPointF(centre.x(), centre.y() - size * 0.62))
    path.cubicTo(
        QPointF(centre.x() + r * 0.4, centre.y() - r),
        QPointF(centre.x() + r, centre.y() - r * 0.4),
        QPointF(centre.x() + r, centre.y() + r * 0.2),
    )
    path.arcTo(QRectF(centre.x() - r, centre.y() - r * 0.8, 2 * r, 2 * r), 0, -180)
    path.cubicTo(
        QPointF(centre.x() - r, centre.y() - r * 0.4),
        QPointF(centre.x() - r * 0.4, centre.y() - r),
        QPointF(centre.x(), centre.y() - size * 0.62),
    )
    return path


def _draw_drops(painter: QPainter, at: QPointF, step: float, held: int, room: int) -> None:
    """`held` drops in a row from `at` (the first's centre), then empty outlines up to `room`."""
    size = step * 1.3
    for i in range(max(held, room)):
        centre = QPointF(at.x() + i * step, at.y())
        if i < held:
            painter.setPen(QPen(look.INK_DARK, step / 15))
            painter.setBrush(look.DROP)
        else:
            painter.setPen(QPen(look.RIVER, step / 12, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(drop_shape(centre, size))


def _arrow_head(tip: QPointF, towards: float, size: float) -> QPainterPath:
    """A filled arrowhead whose tip is `tip`, pointing at angle `towards` (radians, y down)."""
    back = QPointF(tip.x() - size * math.cos(towards), tip.y() - size * math.sin(towards))
    side = QPointF(-math.sin(towards) * size * 0.55, math.cos(towards) * size * 0.55)
    path = QPainterPath(tip)
    path.lineTo(back + side)
    path.lineTo(back - side)
    path.closeSubpath()
    return path


def _heading(path: QPainterPath, percent: float) -> float:
    """The direction of `path` at `percent` of its length, in radians (y down)."""
    return -math.radians(path.angleAtPercent(percent))


# -- decor: the areas, the rivers, the conduits' pipes -------------------------------------------


class AreaBand(Decor):
    """An area's band across the map (mountains, hills, plains)."""

    def __init__(self, area: str, rect: QRectF) -> None:
        super().__init__(rect, area, z=layers.BOARD)

    def draw(self, painter: QPainter) -> None:
        painter.fillRect(self.rect, look.BAND[self.look])


class RiverLine(Decor):
    """The river from a headstream or a basin down to the next basin (or off the map), with a
    chevron half way that says which way the water runs."""

    def __init__(self, source: str, path: QPainterPath, z: Sizes, *, leaves_map: bool) -> None:
        grow = z.river_w * 2
        super().__init__(path.boundingRect().adjusted(-grow, -grow, grow, grow), source, z=0)
        self.setZValue(layers.TERRAIN - 1)  # under the boxes: it ends at their edge
        self.path, self.width = path, z.river_w
        self.leaves_map = leaves_map

    def draw(self, painter: QPainter) -> None:
        width = self.width
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_flat(look.RIVER, width))
        painter.drawPath(self.path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.RIVER_LIGHT)
        where = 1.0 if self.leaves_map else 0.5
        tip = self.path.pointAtPercent(where)
        heading = _heading(self.path, where)
        if not self.leaves_map:
            shift = width * 0.6
            tip = QPointF(tip.x() + shift * math.cos(heading), tip.y() + shift * math.sin(heading))
            painter.drawPath(_arrow_head(tip, heading, width * 1.1))
        else:  # off the edge: a big head in river blue
            painter.setBrush(look.RIVER)
            painter.drawPath(_arrow_head(tip, heading, width * 2.4))


class ConduitPipe(Decor):
    """A conduit's pipe from its site to the basin it feeds: brown while nobody owns it, the
    owner's colour once built. It runs under the boxes: only its way between them shows."""

    def __init__(self, conduit: str, path: QPainterPath, z: Sizes) -> None:
        grow = z.owned_pipe_w + 2 * z.k
        super().__init__(path.boundingRect().adjusted(-grow, -grow, grow, grow), "", z=0)
        self.setZValue(layers.TERRAIN - 2)  # under the rivers too: water reads first
        self.conduit, self.path, self.z = conduit, path, z

    def draw(self, painter: QPainter) -> None:
        owner, z = self.look, self.z  # look: the owner, "" while nobody owns it
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if owner:  # an edge so a white or a black pipe reads on any band
            painter.setPen(QPen(look.owner_edge(owner), z.owned_pipe_w + 3 * z.k))
            painter.drawPath(self.path)
        colour = look.owner_colour(owner) if owner else look.PIPE
        painter.setPen(QPen(colour, z.owned_pipe_w if owner else z.pipe_w))
        painter.drawPath(self.path)


class ConduitEnd(Decor):
    """Where a conduit's pipe arrives: an arrowhead into a disc with its value, on the edge of
    the target basin's box (over the boxes and the rivers, so it always shows)."""

    def __init__(self, conduit: str, centre: QPointF, value: int, z: Sizes) -> None:
        reach = z.label_r + z.arrow + 2
        rect = QRectF(centre.x() - reach, centre.y() - reach, 2 * reach, 2 * reach)
        super().__init__(rect, "", z=layers.LINKS)
        self.conduit, self.centre, self.value, self.z = conduit, centre, value, z

    def draw(self, painter: QPainter) -> None:
        owner, z, c = self.look, self.z, self.centre
        colour = look.owner_colour(owner) if owner else look.PIPE
        ink = look.owner_edge(owner) if owner else look.INK
        painter.setPen(QPen(look.owner_edge(owner) if owner else look.INK_DARK, 1.2 * z.k))
        painter.setBrush(colour)
        tip = QPointF(c.x(), c.y() - z.label_r + 1)
        painter.drawPath(_arrow_head(tip, math.pi / 2, z.arrow))
        painter.drawEllipse(c, z.label_r, z.label_r)
        disc = QRectF(c.x() - z.label_r, c.y() - z.label_r, 2 * z.label_r, 2 * z.label_r)
        draw_words(painter, disc, str(self.value), z.count_px, ink)


# -- elements --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Built:
    """What stands on a site: its owner (a company id, "neutral" or "blocked"), a dam's height
    and the drops it holds. A site's look is None while it is empty."""

    owner: str
    height: int = 0
    drops: int = 0


class Site(Element):
    """A building site of the map; `look` is what stands on it (a Built) or None."""

    look: Built | None

    def __init__(self, element_id: str, rect: QRectF, path: QPainterPath, z: Sizes) -> None:
        super().__init__(element_id, path, None, z=layers.ELEMENTS)
        self.rect, self.z = rect, z

    def boundingRect(self) -> QRectF:
        grow = 4 * self.z.k  # half the widest edge
        return self.rect.adjusted(-grow, -grow, grow, grow)

    def edge(self, red: bool) -> QPen:
        """An empty site's outline: red and thick where building costs a fee."""
        k = self.z.k
        return QPen(look.RED_SITE, 3 * k) if red else QPen(look.SITE_EDGE, 1.5 * k)

    @property
    def owner(self) -> str | None:
        return self.look.owner if self.look is not None else None

    @property
    def colour(self) -> QColor | None:
        """The colour its piece is drawn in, None while the site is empty."""
        return look.owner_colour(self.look.owner) if self.look is not None else None

    def draw_empty(self, painter: QPainter) -> None:
        """An empty site shows its ground and, faint, what may stand there (with its fee, on a
        red site): each kind's `draw` draws it built or empty, the look a Built or None."""
        self.draw(painter)


class BasinItem(Element):
    """A basin's box in its area's colour, its number in a disc, and the water's way through it
    (in at the top, past the powerhouses and the dams, out at the bottom)."""

    def __init__(self, basin: str, out: MapLayout, area: str) -> None:
        z = out.sizes
        super().__init__(basin, rounded(out.basins[basin], 10 * z.k), area, z=layers.TERRAIN)
        self.rect, self.badge, self.spine = out.basins[basin], out.badges[basin], out.spines[basin]
        self.number = basin.split(":")[1]
        self.z = z

    def boundingRect(self) -> QRectF:
        grow = 3 * self.z.k  # the disc stands out of the box
        return self.rect.united(self.badge).adjusted(-grow, -grow, grow, grow)

    def draw(self, painter: QPainter) -> None:
        z = self.z
        painter.setPen(QPen(look.BASIN_EDGE, 2.5 * z.k))
        painter.setBrush(look.AREA[self.look])
        painter.drawRoundedRect(self.rect, 10 * z.k, 10 * z.k)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_flat(look.RIVER_LIGHT, z.river_w * 1.9))
        painter.drawPath(self.spine)
        painter.setPen(_flat(look.RIVER, z.river_w))
        painter.drawPath(self.spine)
        painter.setPen(QPen(look.INK, 2 * z.k))
        painter.setBrush(look.BASIN_EDGE)
        painter.drawEllipse(self.badge)
        draw_words(painter, self.badge, self.number, z.number_px, look.INK)


class DamItem(Site):
    """A dam site: empty, its ground with a faint dam (a red one with its fee); built, a dam of
    1–3 steps in its owner's colour, and the drops it holds with room for the rest."""

    def __init__(self, site: str, rect: QRectF, z: Sizes, *, red: bool, fee: int) -> None:
        super().__init__(site, rect, rounded(rect, 6 * z.k), z)
        self.red, self.fee = red, fee

    def _steps(self) -> list[QRectF]:
        """The dam's three steps, bottom first: each narrower, so the dam reads as a wall."""
        r, k = self.rect, self.z.k
        h = (r.height() - 8 * k) / 3
        width = r.width() * 0.43
        inset = width * 0.155
        return [
            QRectF(
                r.left() + 6 * k + i * inset,
                r.bottom() - 4 * k - (i + 1) * h,
                width - 2 * inset * i,
                h,
            )
            for i in range(3)
        ]

    def draw(self, painter: QPainter) -> None:
        r, z = self.rect, self.z
        painter.setPen(self.edge(self.red))
        painter.setBrush(look.SITE)
        painter.drawRoundedRect(r, 6 * z.k, 6 * z.k)
        built = self.look
        steps = self._steps()
        for k, step in enumerate(steps):
            if built is not None and k < built.height:
                painter.setPen(QPen(look.owner_edge(built.owner), 1.5 * z.k))
                painter.setBrush(look.owner_colour(built.owner))
            else:  # a faint dam: what may stand here, or how high it may still grow
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(look.EMPTY_STEP)
            painter.drawRect(step)
        gap = 4 * z.k
        right = QRectF(
            steps[0].right() + gap, r.top(), r.right() - steps[0].right() - gap, r.height()
        )
        if built is None:
            if self.red:
                draw_words(painter, right, f"+{self.fee}", z.count_px, look.RED_SITE)
            return
        room = max(built.height, built.drops)
        step = min(z.drop_step, (right.width() - 6 * z.k) / max(room, 1))
        start = QPointF(right.left() + step / 2 + gap / 2, r.center().y() + 2 * z.k)
        _draw_drops(painter, start, step, built.drops, room)


class ConduitItem(Site):
    """A conduit site: its production value, large, over the basin it feeds (→8); built, in its
    owner's colour, and its pipe too."""

    def __init__(
        self, site: str, rect: QRectF, z: Sizes, value: int, target: int, pipe: tuple[Decor, ...]
    ) -> None:
        super().__init__(site, rect, rounded(rect, 10 * z.k), z)
        self.value, self.target, self.pipe = value, target, pipe

    def show(self, built: Built | None) -> None:
        super().show(built)
        for part in self.pipe:
            part.show(built.owner if built is not None else "")

    def draw(self, painter: QPainter) -> None:
        r, z = self.rect, self.z
        built = self.look
        fill = look.owner_colour(built.owner) if built is not None else look.SITE
        ink = look.owner_edge(built.owner) if built is not None else look.INK_DARK
        painter.setPen(QPen(look.PIPE if built is None else ink, 3 * z.k))
        painter.setBrush(fill)
        painter.drawRoundedRect(r, 10 * z.k, 10 * z.k)
        value = QRectF(r.left(), r.top() + 2 * z.k, r.width(), r.height() * 0.58)
        draw_words(painter, value, str(self.value), z.value_px, ink)
        target = QRectF(r.left(), value.bottom() - 4 * z.k, r.width(), r.bottom() - value.bottom())
        draw_words(painter, target, f"→{self.target}", z.target_px, ink)


class PowerhouseItem(Site):
    """A powerhouse site, shaped like a house: empty, a faint bolt (a red one its fee); built, the
    owner's colour."""

    def __init__(self, site: str, rect: QRectF, z: Sizes, *, red: bool, fee: int) -> None:
        super().__init__(site, rect, _house(rect), z)
        self.red, self.fee = red, fee

    def draw(self, painter: QPainter) -> None:
        built, z = self.look, self.z
        if built is None:
            painter.setPen(self.edge(self.red))
            painter.setBrush(look.SITE)
        else:
            painter.setPen(QPen(look.owner_edge(built.owner), 2 * z.k))
            painter.setBrush(look.owner_colour(built.owner))
        painter.drawPath(_house(self.rect))
        body = self.rect.adjusted(0, self.rect.height() * 0.3, 0, 0)
        if built is None and self.red:
            draw_words(painter, body, f"+{self.fee}", z.count_px, look.RED_SITE)
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.owner_edge(built.owner) if built is not None else look.MUTED)
        painter.drawPath(_bolt(body.center(), body.height() * 0.7))


def _house(rect: QRectF) -> QPainterPath:
    """A house: a square body under a roof (the top third)."""
    roof = rect.top() + rect.height() * 0.3
    path = QPainterPath(QPointF(rect.left(), rect.bottom()))
    path.lineTo(rect.left(), roof)
    path.lineTo(rect.center().x(), rect.top())
    path.lineTo(rect.right(), roof)
    path.lineTo(rect.right(), rect.bottom())
    path.closeSubpath()
    return path


BOLT = ((0.15, -0.5), (-0.35, 0.08), (-0.02, 0.08), (-0.15, 0.5), (0.35, -0.1), (0.02, -0.1))


def _bolt(c: QPointF, h: float) -> QPainterPath:
    """A lightning bolt `h` tall around `c` (energy)."""
    w = h * 1.1
    path = QPainterPath(QPointF(c.x() + BOLT[0][0] * w, c.y() + BOLT[0][1] * h))
    for x, y in BOLT[1:]:
        path.lineTo(c.x() + x * w, c.y() + y * h)
    path.closeSubpath()
    return path


class HeadstreamItem(Site):
    """A headstream: its letter, and the drops waiting there for the Water Flow phase (its look
    is a Built with no owner and the drops, or None for none)."""

    def __init__(self, head: str, rect: QRectF, z: Sizes) -> None:
        super().__init__(head, rect, rounded(rect, rect.height() / 2), z)
        self.letter = head.split(":")[1]

    @property
    def drops(self) -> int:
        return self.look.drops if self.look is not None else 0

    def draw(self, painter: QPainter) -> None:
        r, z = self.rect, self.z
        painter.setPen(QPen(look.RIVER, 3 * z.k))
        painter.setBrush(look.RIVER_LIGHT)
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        inset = 4 * z.k
        disc = QRectF(
            r.left() + inset, r.top() + inset, r.height() - 2 * inset, r.height() - 2 * inset
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.RIVER)
        painter.drawEllipse(disc)
        draw_words(painter, disc, self.letter, z.letter_px, look.INK)
        step = z.drop_step * 1.2
        first = QPointF(disc.right() + step * 0.8, r.center().y() + 2 * z.k)
        if self.drops > 4:  # too many to draw one by one: one drop and the count
            _draw_drops(painter, first, step, 1, 1)
            count = QRectF(
                first.x() + step * 0.6, r.top(), r.right() - first.x() - step, r.height()
            )
            draw_words(painter, count, f"×{self.drops}", z.count_px * 1.1, look.INK_DARK)
        elif self.drops:
            _draw_drops(painter, first, step, self.drops, 0)


# -- the whole map -------------------------------------------------------------------------------


class MapItems:
    """Every item of the river map, built once from a layout; `update(state)` refreshes them."""

    def __init__(self, layout: MapLayout) -> None:
        m = river_map()
        z = layout.sizes
        self.layout = layout
        self.decor: list[QGraphicsItem] = [
            AreaBand(area, rect) for area, rect in layout.bands.items()
        ]
        for source, path in layout.rivers.items():
            leaves = source.startswith("basin:") and m.basins[int(source[6:])].drains_to in m.exits
            self.decor.append(RiverLine(source, path, z, leaves_map=leaves))
        self.basins = {b.id: BasinItem(b.id, layout, b.area) for b in m.basins.values()}
        self.dams = {
            d.id: DamItem(d.id, layout.dams[d.id], z, red=d.red, fee=d.fee) for d in m.dams.values()
        }
        self.conduits: dict[str, ConduitItem] = {}
        for c in m.conduits.values():
            pipe = (
                ConduitPipe(c.id, layout.conduit_lines[c.id], z),
                ConduitEnd(c.id, layout.conduit_labels[c.id], c.value, z),
            )
            self.decor += pipe
            rect = layout.conduits[c.id]
            self.conduits[c.id] = ConduitItem(c.id, rect, z, c.value, c.target, pipe)
        self.powerhouses = {
            p.id: PowerhouseItem(p.id, layout.powerhouses[p.id], z, red=p.red, fee=p.fee)
            for p in m.powerhouses.values()
        }
        self.headstreams = {h: HeadstreamItem(h, layout.headstreams[h], z) for h in m.headstreams}
        self.elements: dict[str, Element] = {
            **self.basins,
            **self.dams,
            **self.conduits,
            **self.powerhouses,
            **self.headstreams,
        }

    def add_to(self, scene: QGraphicsScene) -> None:
        """Put every item in `scene`; a BoardScene also learns the elements by id."""
        for item in self.decor:
            scene.addItem(item)
        for element in self.elements.values():
            if isinstance(scene, BoardScene):
                scene.add(element)
            else:
                scene.addItem(element)

    def update(self, state: BarrageState) -> None:
        """Show what stands on each site of `state` (a seat's view) and the drops waiting."""
        for site, item in self.dams.items():
            dam = state.dams.get(site)
            item.show(Built(dam.owner, dam.height, dam.drops) if dam is not None else None)
        for site, item in self.conduits.items():
            owner = state.conduits.get(site)
            item.show(Built(owner) if owner is not None else None)
        for site, item in self.powerhouses.items():
            owner = state.powerhouses.get(site)
            item.show(Built(owner) if owner is not None else None)
        for head, item in self.headstreams.items():
            drops = state.headstreams.get(head, 0)
            item.show(Built("", drops=drops) if drops else None)
