"""Where the seats' zones lie in a scene, the same for every title that draws each seat's zone
at its view's own size (a scene unit about a pixel of that view, so type reads at its size)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

DEPTH = (90.0, 300.0)  # a zone is about its view's pixels, no shallower nor deeper
APART = 2000.0  # a zone shaped a little wider than its view shows none of its neighbour


def zone_rects(
    sizes: list[tuple[float, float]], at: QPointF, depth: tuple[float, float] = DEPTH
) -> list[QRectF]:
    """A zone per seat, each the size of the view that shows it (width along the seat's edge,
    height towards the board), scaled to a depth within `depth`; in a row rightwards of `at`."""
    out, x = [], at.x()
    low, high = depth
    for along, deep in sizes:
        k = min(max(deep, low), high) / deep if deep > 0 else 1.0
        width = min(2400.0, max(200.0, along * k))
        out.append(QRectF(x, at.y(), width, deep * k if deep > 0 else low))
        x += width + APART
    return out


def reshaped(new: list[tuple[float, float]], old: list[tuple[float, float]]) -> bool:
    """Whether the zones must be laid out again: another count, or a size more than a tenth
    off either way."""

    def near(a: tuple[float, float], b: tuple[float, float]) -> bool:
        return all(abs(x - y) <= 0.1 * max(y, 1e-6) for x, y in zip(a, b, strict=True))

    return len(new) != len(old) or not all(near(a, b) for a, b in zip(new, old, strict=True))
