"""A picture for each good, in a unit box centred on the origin (about 1 across), so a good
reads by its shape as well as its colour at any zoom, in any language: a pile of logs, planks,
a lump of clay, a block of stone, a sheet of paper, a flame, an ingot of iron, a stack of gold
bars, a coin, a rising share chart and a goose. Our own simple vector shapes; each good's name
is in its tooltip."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.games.roadsboats import look
from desktop.games.roadsboats.glyphs import bar, ellipse, placed, poly, stroke, union


def _trunks() -> QPainterPath:  # three logs, their cut ends to the viewer
    return union(*(ellipse(x, y, 0.2, 0.2) for x, y in ((-0.21, 0.18), (0.21, 0.18), (0, -0.18))))


def _boards() -> QPainterPath:  # three planks, stacked a little askew
    return union(
        bar(-0.46, -0.34, 0.84, 0.18, 0.03),
        bar(-0.38, -0.09, 0.84, 0.18, 0.03),
        bar(-0.46, 0.16, 0.84, 0.18, 0.03),
    )


def _clay() -> QPainterPath:  # a soft mound
    path = QPainterPath(QPointF(-0.46, 0.3))
    path.cubicTo(-0.42, -0.2, -0.16, -0.4, 0.04, -0.3)
    path.cubicTo(0.3, -0.36, 0.48, -0.06, 0.46, 0.3)
    path.closeSubpath()
    return path


def _stone() -> QPainterPath:  # a cut block, seen from a corner
    return poly(
        (-0.4, -0.14), (-0.08, -0.36), (0.42, -0.22), (0.42, 0.24), (0.1, 0.4), (-0.4, 0.26)
    )


def _paper() -> QPainterPath:  # a sheet with a folded corner and lines of writing
    sheet = poly((-0.3, -0.42), (0.14, -0.42), (0.32, -0.24), (0.32, 0.42), (-0.3, 0.42))
    lines = union(*(bar(-0.18, y, 0.36, 0.06) for y in (-0.12, 0.04, 0.2)))
    out = QPainterPath(sheet)
    out.setFillRule(Qt.FillRule.OddEvenFill)
    out.addPath(lines)
    return out


def _fuel() -> QPainterPath:  # a flame
    path = QPainterPath(QPointF(0.0, -0.46))
    path.cubicTo(0.2, -0.2, 0.38, -0.02, 0.32, 0.18)
    path.cubicTo(0.26, 0.42, -0.26, 0.42, -0.32, 0.18)
    path.cubicTo(-0.36, 0.0, -0.2, -0.1, -0.14, -0.22)
    path.cubicTo(-0.06, -0.08, 0.0, -0.1, 0.0, -0.46)
    return path


def _iron() -> QPainterPath:  # one ingot
    return poly((-0.46, 0.22), (-0.3, -0.16), (0.3, -0.16), (0.46, 0.22))


def _gold() -> QPainterPath:  # three bars stacked
    def ingot(x: float, y: float) -> QPainterPath:
        return poly(
            (x - 0.24, y + 0.14), (x - 0.17, y - 0.14), (x + 0.17, y - 0.14), (x + 0.24, y + 0.14)
        )

    return union(ingot(-0.25, 0.2), ingot(0.25, 0.2), ingot(0.0, -0.12))


def _coins() -> QPainterPath:  # a coin with its rim
    out = QPainterPath()
    out.setFillRule(Qt.FillRule.OddEvenFill)
    out.addEllipse(QPointF(0, 0), 0.42, 0.42)
    out.addEllipse(QPointF(0, 0), 0.3, 0.3)
    out.addEllipse(QPointF(0, 0), 0.12, 0.12)
    return out


def _stock() -> QPainterPath:  # a share price rising, an arrow head at its end
    line = QPainterPath(QPointF(-0.44, 0.3))
    for p in ((-0.16, 0.0), (0.04, 0.14), (0.3, -0.2)):
        line.lineTo(QPointF(*p))
    return union(stroke(line, 0.12), poly((0.16, -0.3), (0.44, -0.36), (0.38, -0.08)))


def _geese() -> QPainterPath:  # a goose, its long neck up, facing left
    return union(
        ellipse(0.1, 0.16, 0.34, 0.18),
        poly((-0.18, 0.1), (-0.26, -0.3), (-0.14, -0.32), (-0.04, 0.06)),
        ellipse(-0.22, -0.32, 0.1, 0.08),
        poly((-0.3, -0.36), (-0.44, -0.3), (-0.3, -0.28)),
        poly((0.36, 0.08), (0.48, -0.04), (0.44, 0.16)),
    )


GOOD_GLYPHS = {
    "good:trunks": _trunks,
    "good:boards": _boards,
    "good:clay": _clay,
    "good:stone": _stone,
    "good:paper": _paper,
    "good:fuel": _fuel,
    "good:iron": _iron,
    "good:gold": _gold,
    "good:coins": _coins,
    "good:stock": _stock,
    "good:geese": _geese,
}


@cache
def good_glyph(good: str) -> QPainterPath:
    """The good's picture in a unit box (an empty path for an unknown good)."""
    make = GOOD_GLYPHS.get(good)
    return make() if make is not None else QPainterPath()


@cache
def good_glyph_at(good: str, x: float, y: float, size: float) -> QPainterPath:
    """The good's picture `size` across centred on (x, y) (kept: pieces repaint often)."""
    return placed(good_glyph(good), QPointF(x, y), size)


def picture(painter: QPainter, box: QRectF, good: str, ink: QColor) -> None:
    """The good's picture filling the square in the middle of `box`."""
    side = min(box.width(), box.height())
    c = box.center()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(good_glyph_at(good, round(c.x(), 1), round(c.y(), 1), round(side, 1)))


def disc(painter: QPainter, c: QPointF, r: float, good: str) -> None:
    """A good's disc: its colour, its picture."""
    colour = look.good_colour(good)
    painter.setPen(QPen(look.PIECE_EDGE, 1.2))
    painter.setBrush(colour)
    painter.drawEllipse(c, r, r)
    box = QRectF(c.x() - 0.8 * r, c.y() - 0.8 * r, 1.6 * r, 1.6 * r)
    picture(painter, box, good, look.ink_on(colour))
