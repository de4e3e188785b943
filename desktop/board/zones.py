"""Where the seats' zones lie in a scene, the same for every title: each seat's mat in a zone
shaped like the view that shows it (width along the seat's edge, height towards the board), in a
place of its own rightwards of a point, far enough from the next that no view of one shows the
other."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF

DEPTH = (90.0, 300.0)  # a zone is about its view's pixels, no shallower nor deeper
MOST_ALONG = 2400.0  # the widest a zone is made
APART = 2000.0  # a zone shaped a little wider than its view shows none of its neighbour
NEAR = 0.1  # a zone whose size changes by no more than this share keeps its mat as it was

Size = tuple[float, float]


def scaled(size: Size, depth: tuple[float, float] = DEPTH) -> Size:
    """A zone the size of the view that shows it, scaled to a depth within `depth`: a scene
    unit is then about a pixel of that view, so that type reads at its size."""
    along, deep = size
    low, high = depth
    k = min(max(deep, low), high) / deep if deep > 0 else 1.0
    return min(MOST_ALONG, max(200.0, along * k)), deep * k if deep > 0 else low


def near(a: Size, b: Size) -> bool:
    """Whether two zones' sizes differ by no more than NEAR either way."""
    return all(abs(x - y) <= NEAR * max(y, 1e-6) for x, y in zip(a, b, strict=True))


def below(parts: dict[str, QRectF]) -> QPointF:
    """Where the zones' row starts: under the panel's parts, far enough that no view of one
    shows the other."""
    return QPointF(0.0, max(r.bottom() for r in parts.values()) + APART)


class SeatZones:
    """The seats' zones of a scene: a mat per seat (a QGraphicsItem with a `rect`) in a zone
    `shape` makes for the size of the view that shows it. A scene that sets its `seat_zones`
    gets `seat_rect` and `shape_seats` from `BoardScene`.

    A zone whose size changes by more than NEAR gets its mat laid out again: the same mat
    (`lay_out(rect)`), or, with `kept`, one made for that size by `make` (a mat laid out once,
    when it is made) while the seat's last `kept` mats wait hidden for their sizes to come
    back, the seat's last `kept` in all (at a table-top the prompt bar coming and going flips a
    zone between two shapes)."""

    def __init__(
        self,
        make: Callable[[int, QRectF], Any],
        seats: int,
        size: Size,
        at: QPointF,
        *,
        shape: Callable[[Size], Size] = scaled,
        kept: int = 0,
    ) -> None:
        self.make, self.at, self.shape, self.kept = make, at, shape, kept
        self.mats = [make(seat, self._rect(seat, size)) for seat in range(seats)]
        self._waiting: list[list[Any]] = [[] for _ in range(seats)]  # hidden, the oldest first

    @classmethod
    def under_panel(
        cls, scene: Any, mat: Callable[[Any, int, QRectF], Any], seats: int, size: Size
    ) -> SeatZones:
        """A mat per seat, `mat(scene, seat, rect)`, in a row under the scene's panel parts."""
        return cls(lambda seat, rect: mat(scene, seat, rect), seats, size, below(scene.parts))

    def rect(self, seat: int) -> QRectF | None:
        return self.mats[seat].rect if 0 <= seat < len(self.mats) else None

    def _rect(self, seat: int, size: Size) -> QRectF:
        """The seat's zone for a view of `size`, in its own place whatever the others' sizes."""
        w, h = self.shape(size)
        return QRectF(self.at.x() + seat * (MOST_ALONG + APART), self.at.y(), w, h)

    def reshape(self, sizes: list[Size]) -> bool:
        """Lay out again each mat whose zone's size changed by more than NEAR; whether any was."""
        if len(sizes) != len(self.mats):
            return False
        changed = False
        for seat, size in enumerate(sizes):
            rect = self._rect(seat, size)
            now = self.mats[seat].rect
            if near((rect.width(), rect.height()), (now.width(), now.height())):
                continue
            changed = True
            if self.kept:
                self._swap(seat, rect)
            else:
                self.mats[seat].lay_out(rect)
        return changed

    def _swap(self, seat: int, rect: QRectF) -> None:
        """Show the seat's waiting mat made for this size, else a new one; the one shown till
        now waits (the oldest waiting one is dropped)."""
        waiting = self._waiting[seat]
        size = (rect.width(), rect.height())
        mat = next((m for m in waiting if near(size, (m.rect.width(), m.rect.height()))), None)
        if mat is not None:
            waiting.remove(mat)
        else:
            mat = self.make(seat, rect)
        old = self.mats[seat]
        old.setVisible(False)
        waiting.append(old)
        if len(waiting) >= self.kept:
            dropped = waiting.pop(0)
            if dropped.scene() is not None:
                dropped.scene().removeItem(dropped)
        mat.setVisible(True)
        self.mats[seat] = mat
