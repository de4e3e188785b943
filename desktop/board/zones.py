"""Where the seats' zones lie in a scene, the same for every title that draws each seat's zone
at its view's own size (a scene unit about a pixel of that view, so type reads at its size)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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


def below(parts: dict[str, QRectF]) -> QPointF:
    """Where the zones' row starts: under the panel's parts, far enough that no view of one
    shows the other."""
    return QPointF(0.0, max(r.bottom() for r in parts.values()) + APART)


class SeatZones:
    """The seats' zones of a scene: a mat per seat (anything with a `rect` and `lay_out(rect)`),
    each at the size of the view that shows it, in a row rightwards of `at`. A scene that sets
    its `seat_zones` gets `seat_rect` and `shape_seats` from `BoardScene`."""

    def __init__(
        self, make: Callable[[int, QRectF], Any], seats: int, size: tuple[float, float], at: QPointF
    ) -> None:
        self.at = at
        self.sizes = [size] * seats
        self.mats = [make(seat, rect) for seat, rect in enumerate(zone_rects(self.sizes, at))]

    @classmethod
    def under_panel(
        cls,
        scene: Any,
        mat: Callable[[Any, int, QRectF], Any],
        seats: int,
        size: tuple[float, float],
    ) -> SeatZones:
        """A mat per seat, `mat(scene, seat, rect)`, in a row under the scene's panel parts."""
        return cls(lambda seat, rect: mat(scene, seat, rect), seats, size, below(scene.parts))

    def rect(self, seat: int) -> QRectF | None:
        return self.mats[seat].rect if 0 <= seat < len(self.mats) else None

    def reshape(self, sizes: list[tuple[float, float]]) -> bool:
        """Each mat laid out again (the same items) when its view's size changed by more than a
        tenth either way; whether any was."""
        if len(sizes) != len(self.mats) or not reshaped(sizes, self.sizes):
            return False
        self.sizes = list(sizes)
        for mat, rect in zip(self.mats, zone_rects(sizes, self.at), strict=True):
            mat.lay_out(rect)
        return True
