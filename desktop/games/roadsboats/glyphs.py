"""The map's drawing helpers and glyphs: a good's disc, and the
silhouettes that tell the transporters apart (a donkey, a wagon, a truck, a raft, a rowboat, a
steamer) and the small marks of each terrain, drawn in a unit box centred on the origin."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QTransform

from desktop.board.drawn import band
from desktop.board.paint_kit import rounded


def centred(w: float, h: float) -> QRectF:
    return QRectF(-w / 2, -h / 2, w, h)


def stroke(path: QPainterPath, width: float) -> QPainterPath:
    return band(path, width, round_caps=True)


def poly(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for p in points[1:]:
        path.lineTo(QPointF(*p))
    path.closeSubpath()
    return path


def ellipse(x: float, y: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), rx, ry)
    return path


def bar(x: float, y: float, w: float, h: float, r: float = 0.0) -> QPainterPath:
    """A rectangle from its top left corner, its corners rounded by `r`."""
    return rounded(QRectF(x, y, w, h), r)


def union(*parts: QPainterPath) -> QPainterPath:
    out = QPainterPath()
    out.setFillRule(Qt.FillRule.WindingFill)
    for p in parts:
        out.addPath(p)
    return out.simplified()


@cache
def silhouette(kind: str) -> QPainterPath:
    """Each transporter's own outline, about 1 wide and 0.75 high: a donkey, a wagon, a truck
    (land), a raft, a rowboat, a steamer (water)."""
    short = kind.partition(":")[2]
    if short == "donkey":  # facing left, long ears up
        return union(
            ellipse(0.08, 0.0, 0.3, 0.15),
            poly((-0.14, -0.04), (-0.3, -0.22), (-0.2, -0.28), (0.0, -0.08)),
            ellipse(-0.33, -0.2, 0.13, 0.075),
            poly((-0.27, -0.25), (-0.2, -0.42), (-0.16, -0.4), (-0.2, -0.24)),
            poly((-0.3, -0.26), (-0.3, -0.43), (-0.25, -0.42), (-0.24, -0.25)),
            bar(-0.15, 0.05, 0.07, 0.32),
            bar(-0.03, 0.05, 0.07, 0.32),
            bar(0.16, 0.05, 0.07, 0.32),
            bar(0.28, 0.02, 0.07, 0.35),
            poly((0.36, -0.06), (0.46, 0.12), (0.42, 0.14), (0.34, 0.0)),
        )
    if short == "wagon":  # a cart on two wheels, its shaft to the left
        return union(
            bar(-0.3, -0.3, 0.72, 0.36, 0.04),
            bar(-0.5, -0.06, 0.24, 0.05),
            ellipse(-0.1, 0.16, 0.17, 0.17),
            ellipse(0.25, 0.16, 0.17, 0.17),
        )
    if short == "truck":  # a cab at the front, a box behind
        return union(
            bar(-0.48, -0.32, 0.62, 0.44, 0.03),
            poly((0.16, 0.12), (0.16, -0.2), (0.34, -0.2), (0.48, -0.04), (0.48, 0.12)),
            ellipse(-0.28, 0.17, 0.12, 0.12),
            ellipse(0.3, 0.17, 0.12, 0.12),
        )
    if short == "raft":  # logs side by side under a square sail
        logs = [ellipse(-0.36 + 0.18 * i, 0.2, 0.09, 0.09) for i in range(5)]
        return union(
            *logs,
            bar(-0.45, 0.06, 0.9, 0.1),
            bar(-0.03, -0.42, 0.05, 0.5),
            poly((0.02, -0.38), (0.3, -0.3), (0.3, -0.04), (0.02, -0.02)),
        )
    if short == "rowboat":  # a hull and two oars
        hull = QPainterPath(QPointF(-0.5, -0.02))
        hull.lineTo(0.5, -0.02)
        hull.quadTo(0.4, 0.28, 0.0, 0.28)
        hull.quadTo(-0.4, 0.28, -0.5, -0.02)
        return union(
            hull,
            ellipse(0.0, -0.34, 0.09, 0.09),  # the rower
            bar(-0.09, -0.26, 0.18, 0.26, 0.05),
            poly((-0.5, 0.1), (-0.46, 0.16), (0.36, -0.18), (0.32, -0.24)),  # an oar
        )
    # the steamer: a long hull, a cabin, a funnel and its smoke
    hull = QPainterPath(QPointF(-0.52, 0.02))
    hull.lineTo(0.52, 0.02)
    hull.lineTo(0.38, 0.28)
    hull.lineTo(-0.42, 0.28)
    hull.closeSubpath()
    return union(
        hull,
        bar(-0.3, -0.16, 0.5, 0.2, 0.03),
        bar(0.02, -0.4, 0.12, 0.26),
        ellipse(-0.1, -0.4, 0.08, 0.06),
        ellipse(-0.24, -0.43, 0.06, 0.05),
    )


def _tree() -> QPainterPath:
    return union(poly((0.0, -0.5), (0.32, 0.22), (-0.32, 0.22)), bar(-0.06, 0.2, 0.12, 0.26))


def _tufts() -> QPainterPath:
    return union(
        *(
            poly((x - 0.04, 0.3), (x + dx, -0.3), (x + 0.04, 0.3))
            for x, dx in ((-0.3, -0.12), (0.0, 0.0), (0.3, 0.12))
        )
    )


def _boulders() -> QPainterPath:
    return union(
        poly((-0.45, 0.3), (-0.3, -0.1), (-0.05, -0.2), (0.1, 0.3)),
        poly((0.0, 0.3), (0.15, 0.0), (0.35, -0.05), (0.45, 0.3)),
    )


def _peak() -> QPainterPath:
    return poly((-0.5, 0.35), (-0.05, -0.45), (0.15, -0.1), (0.25, -0.25), (0.5, 0.35))


def _dune() -> QPainterPath:
    path = QPainterPath(QPointF(-0.5, 0.2))
    path.quadTo(-0.15, -0.35, 0.5, 0.2)
    path.quadTo(-0.1, -0.1, -0.5, 0.2)
    return path


def _wave() -> QPainterPath:
    path = QPainterPath(QPointF(-0.5, 0.05))
    path.quadTo(-0.25, -0.2, 0.0, 0.05)
    path.quadTo(0.25, 0.3, 0.5, 0.05)
    return stroke(path, 0.1)


TERRAIN_MARK = {
    "terrain:woods": _tree,
    "terrain:pasture": _tufts,
    "terrain:rock": _boulders,
    "terrain:mountain": _peak,
    "terrain:desert": _dune,
    "terrain:sea": _wave,
}


def placed(glyph: QPainterPath, at: QPointF, size: float) -> QPainterPath:
    """A unit-box glyph `size` across, centred on `at`."""
    return QTransform(size, 0, 0, size, at.x(), at.y()).map(glyph)


@cache
def silhouette_at(kind: str, dy: float, size: float) -> QPainterPath:
    """A transporter's silhouette `size` across, `dy` below the origin (kept: pieces repaint
    often)."""
    return placed(silhouette(kind), QPointF(0, dy), size)
