"""Vector glyphs for the Brass boards: an icon per industry (each its own silhouette, so the
industries read apart without their colours), the cubes and barrels, link and trade icons, and
text outlined for drawing on any background. Glyphs are made in a box from -1 to 1 and placed
with `placed`; each is built once and kept."""

from __future__ import annotations

import functools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

from desktop.board.paint_kit import rounded
from desktop.games.brass import look


def _polygon(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _box(x: float, y: float, w: float, h: float, r: float = 0.0) -> QPainterPath:
    if r:
        return rounded(QRectF(x, y, w, h), r)
    path = QPainterPath()
    path.addRect(QRectF(x, y, w, h))
    return path


def _disc(x: float, y: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), r, r)
    return path


def _minecart() -> QPainterPath:
    """A mine cart with a heap of coal, on its two wheels."""
    cart = _polygon((-0.98, -0.2), (0.98, -0.2), (0.7, 0.46), (-0.7, 0.46))
    heap = _polygon((-0.7, -0.18), (-0.38, -0.58), (-0.05, -0.4), (0.28, -0.72), (0.72, -0.18))
    wheels = _disc(-0.44, 0.66, 0.22).united(_disc(0.44, 0.66, 0.22))
    return cart.united(heap).united(wheels)


def _anvil() -> QPainterPath:
    top = _polygon((-1.0, -0.5), (0.9, -0.5), (0.9, -0.12), (-0.45, -0.12), (-0.62, -0.3))
    waist = _polygon((-0.3, -0.14), (0.6, -0.14), (0.38, 0.38), (-0.08, 0.38))
    base = _box(-0.5, 0.36, 1.3, 0.38, 0.06)
    return top.united(waist).united(base)


def _spool() -> QPainterPath:
    """A bobbin of thread: two flanges and the wound thread between."""
    path = _box(-0.78, -0.9, 1.56, 0.28, 0.08)
    path = path.united(_box(-0.78, 0.62, 1.56, 0.28, 0.08))
    path = path.united(_box(-0.48, -0.66, 0.96, 1.32))
    for y in (-0.38, -0.08, 0.22):  # the thread's turns, cut out
        path = path.subtracted(_box(-0.48, y, 0.96, 0.09))
    return path


def _gear() -> QPainterPath:
    path = _disc(0.0, 0.0, 0.66)
    tooth = _box(-0.17, -0.98, 0.34, 0.45, 0.05)
    for i in range(8):
        path = path.united(QTransform().rotate(45 * i).map(tooth))
    return path.subtracted(_disc(0.0, 0.0, 0.27))


def _vase() -> QPainterPath:
    path = QPainterPath(QPointF(-0.36, -0.95))
    path.lineTo(0.36, -0.95)
    path.lineTo(0.24, -0.62)
    path.cubicTo(QPointF(0.98, -0.36), QPointF(0.9, 0.62), QPointF(0.38, 0.95))
    path.lineTo(-0.38, 0.95)
    path.cubicTo(QPointF(-0.9, 0.62), QPointF(-0.98, -0.36), QPointF(-0.24, -0.62))
    path.closeSubpath()
    return path


def _mug() -> QPainterPath:
    body = _box(-0.72, -0.5, 1.02, 1.42, 0.12)
    handle = _box(0.1, -0.25, 0.8, 0.9, 0.4).subtracted(_box(0.3, -0.05, 0.38, 0.5, 0.18))
    foam = (
        _disc(-0.5, -0.58, 0.26).united(_disc(-0.15, -0.72, 0.3)).united(_disc(0.14, -0.58, 0.24))
    )
    return body.united(handle).united(foam)


def _anchor() -> QPainterPath:
    ring = _disc(0.0, -0.72, 0.26).subtracted(_disc(0.0, -0.72, 0.11))
    shank = _box(-0.13, -0.5, 0.26, 1.38)
    bar = _box(-0.56, -0.42, 1.12, 0.22, 0.06)
    arc = QPainterPath(QPointF(-0.95, 0.0))
    arc.quadTo(QPointF(0.0, 1.5), QPointF(0.95, 0.0))
    arc.lineTo(0.62, 0.3)
    arc.quadTo(QPointF(0.0, 0.86), QPointF(-0.62, 0.3))
    arc.closeSubpath()
    tips = _polygon((-1.0, -0.12), (-0.72, 0.28), (-1.05, 0.3)).united(
        _polygon((1.0, -0.12), (0.72, 0.28), (1.05, 0.3))
    )
    return ring.united(shank).united(bar).united(arc).united(tips)


def _ship() -> QPainterPath:
    hull = _polygon((-1.0, 0.22), (1.0, 0.22), (0.62, 0.78), (-0.62, 0.78))
    mast = _box(-0.08, -0.95, 0.14, 1.2)
    sail = _polygon((0.12, -0.88), (0.78, 0.1), (0.12, 0.1))
    jib = _polygon((-0.14, -0.7), (-0.14, 0.1), (-0.7, 0.1))
    return hull.united(mast).united(sail).united(jib)


_INDUSTRY = {
    "coal_mine": _minecart,
    "iron_works": _anvil,
    "cotton_mill": _spool,
    "manufacturer": _gear,
    "pottery": _vase,
    "brewery": _mug,
    "port": _anchor,
    "shipyard": _ship,
}


@functools.cache
def industry(name: str) -> QPainterPath:
    """The industry's icon in the unit box (an unknown industry: a plain disc)."""
    make = _INDUSTRY.get(name)
    path = make() if make is not None else _disc(0.0, 0.0, 0.7)
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def placed(glyph: QPainterPath, center: QPointF, size: float) -> QPainterPath:
    """A unit-box glyph `size` across, centred on `center`."""
    half = size / 2
    return QTransform(half, 0, 0, half, center.x(), center.y()).map(glyph)


# -- cubes, barrels, links, trade -----------------------------------------------------------------


@functools.cache
def barrel() -> QPainterPath:
    path = QPainterPath(QPointF(-0.55, -0.95))
    path.lineTo(0.55, -0.95)
    path.quadTo(QPointF(1.05, 0.0), QPointF(0.55, 0.95))
    path.lineTo(-0.55, 0.95)
    path.quadTo(QPointF(-1.05, 0.0), QPointF(-0.55, -0.95))
    path.closeSubpath()
    return path


def draw_cube(painter: QPainter, resource: str, center: QPointF, size: float) -> None:
    """A coal or iron cube, or a beer barrel (its own shape as well as its colour)."""
    fill = look.CUBE[resource]
    painter.setBrush(fill)
    painter.setPen(QPen(look.INK if resource == "coal" else look.INK_DARK, max(1.0, size / 10)))
    if resource == "beer":
        painter.drawPath(placed(barrel(), center, size))
        painter.setPen(QPen(look.INK_DARK, max(0.8, size / 14)))
        for dy in (-0.22, 0.22):
            y = center.y() + dy * size
            painter.drawLine(
                QPointF(center.x() - size * 0.42, y), QPointF(center.x() + size * 0.42, y)
            )
        return
    half = size * 0.42
    painter.drawRoundedRect(QRectF(center.x() - half, center.y() - half, 2 * half, 2 * half), 2, 2)


@functools.cache
def chain() -> QPainterPath:
    """The printed link icon: two links of a chain."""
    a = _box(-0.95, -0.45, 1.15, 0.9, 0.45).subtracted(_box(-0.72, -0.22, 0.7, 0.44, 0.22))
    b = _box(-0.2, -0.45, 1.15, 0.9, 0.45).subtracted(_box(0.02, -0.22, 0.7, 0.44, 0.22))
    return a.united(b)


@functools.cache
def waves() -> QPainterPath:
    """A canal link tile's mark: two waves."""
    out = QPainterPath()
    for y in (-0.3, 0.3):
        wave = QPainterPath(QPointF(-0.9, y))
        for i in range(3):
            x = -0.9 + 0.6 * i
            wave.quadTo(QPointF(x + 0.15, y - 0.3), QPointF(x + 0.3, y))
            wave.quadTo(QPointF(x + 0.45, y + 0.3), QPointF(x + 0.6, y))
        out.addPath(wave)
    return out


@functools.cache
def rails() -> QPainterPath:
    """A rail link tile's mark: two rails on their ties."""
    out = QPainterPath()
    for y in (-0.32, 0.32):
        out.moveTo(-0.95, y)
        out.lineTo(0.95, y)
    for i in range(5):
        x = -0.8 + 0.4 * i
        out.moveTo(x, -0.6)
        out.lineTo(x, 0.6)
    return out


def draw_chain(painter: QPainter, center: QPointF, size: float, count: int) -> None:
    """A link-icon badge: the chain and how many icons the location shows."""
    box = QRectF(center.x() - size * 0.9, center.y() - size * 0.5, size * 1.8, size)
    painter.setPen(QPen(look.INK_DARK, 1.2))
    painter.setBrush(look.TOWN)
    painter.drawRoundedRect(box, size * 0.3, size * 0.3)
    painter.setBrush(look.INK_DARK)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(placed(chain(), QPointF(box.left() + size * 0.55, center.y()), size * 0.8))
    painter.setPen(look.INK_DARK)
    painter.setFont(look.font(size * 0.72, bold=True))
    number = QRectF(box.left() + size * 0.95, box.top(), size * 0.8, box.height())
    painter.drawText(number, Qt.AlignmentFlag.AlignCenter, str(count))


def draw_trade(painter: QPainter, center: QPointF, size: float) -> None:
    """The market trade icon: coal (and cotton) reach the markets from here."""
    painter.setPen(QPen(look.INK_DARK, 1.4))
    painter.setBrush(look.COIN)
    painter.drawEllipse(center, size / 2, size / 2)
    painter.setPen(look.INK_DARK)
    painter.setFont(look.font(size * 0.68, bold=True))
    box = QRectF(center.x() - size / 2, center.y() - size / 2, size, size)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "£")


def draw_icon(
    painter: QPainter, name: str, center: QPointF, size: float, *, dim: bool = False
) -> None:
    """An industry's icon on a disc of its colour, as printed on a build slot."""
    colour = look.INDUSTRY.get(name, look.MUTED)
    if dim:
        colour = look.faded(colour, 0.4, look.SLOT_BG)
    painter.setPen(QPen(look.faded(colour, 0.6, look.INK_DARK), 1.2))
    painter.setBrush(colour)
    painter.drawEllipse(center, size / 2, size / 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#fffaf0"))
    painter.drawPath(placed(industry(name), center, size * 0.62))
