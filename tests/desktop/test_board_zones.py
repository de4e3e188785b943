"""The seats' zones (`desktop.board.zones`): each seat's mat shaped for the view that shows it,
laid out again only where that view's size changed enough, in a place that never moves with the
other seats' sizes; and for a mat laid out once (Power Grid's rows) the last few kept for their
shapes to come back."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from desktop.board import zones


class Mat(QGraphicsRectItem):
    made = 0

    def __init__(self, seat: int, rect: QRectF) -> None:
        super().__init__(rect)
        Mat.made += 1
        self.seat, self.rect, self.laid = seat, rect, 0

    def lay_out(self, rect: QRectF) -> None:
        self.rect, self.laid = rect, self.laid + 1


def test_only_the_zones_whose_view_changed_enough_are_laid_out_again():
    seats = zones.SeatZones(Mat, 3, (800.0, 200.0), QPointF(0, 5000))
    assert [m.rect.size().toTuple() for m in seats.mats] == [(800.0, 200.0)] * 3
    assert not seats.reshape([(820.0, 205.0)] * 3)  # within a tenth: as they were
    assert seats.reshape([(820.0, 205.0), (500.0, 200.0), (800.0, 200.0)])
    assert [m.laid for m in seats.mats] == [0, 1, 0]
    assert seats.mats[1].rect.size().toTuple() == (500.0, 200.0)


def test_a_zone_keeps_its_place_whatever_the_others_sizes():
    seats = zones.SeatZones(Mat, 3, (800.0, 200.0), QPointF(10, 5000))
    lefts = [m.rect.left() for m in seats.mats]
    seats.reshape([(2400.0, 100.0), (300.0, 250.0), (900.0, 120.0)])
    assert [m.rect.left() for m in seats.mats] == lefts
    for a, b in zip(seats.mats, seats.mats[1:], strict=False):  # no view of one shows the next
        assert b.rect.left() - a.rect.right() >= zones.APART


def test_a_deep_view_is_drawn_at_a_readable_scale():
    """A zone deeper than DEPTH allows is scaled down with its shape kept: a scene unit stays
    about a pixel, so that the mat's type reads at its size."""
    w, h = zones.scaled((1200.0, 600.0))
    assert h == zones.DEPTH[1] and abs(w / h - 2.0) < 1e-9


def test_mats_made_for_their_shape_wait_for_it_to_come_back():
    scene = QGraphicsScene()

    def make(seat: int, rect: QRectF) -> Mat:
        mat = Mat(seat, rect)
        scene.addItem(mat)
        return mat

    Mat.made = 0
    seats = zones.SeatZones(make, 2, (800.0, 200.0), QPointF(0, 0), kept=3)
    first = seats.mats[0]
    assert seats.reshape([(500.0, 200.0), (800.0, 200.0)])  # the prompt bar comes in
    second = seats.mats[0]
    assert second is not first and not first.isVisible() and first.scene() is scene
    for _ in range(3):  # and goes, and comes: the same two rows, nothing made
        seats.reshape([(800.0, 200.0), (800.0, 200.0)])
        assert seats.mats[0] is first and first.isVisible() and not second.isVisible()
        seats.reshape([(500.0, 200.0), (800.0, 200.0)])
        assert seats.mats[0] is second
    assert Mat.made == 3 and first.laid == second.laid == 0  # laid out once, when made
    seats.reshape([(300.0, 200.0), (800.0, 200.0)])
    seats.reshape([(1500.0, 200.0), (800.0, 200.0)])  # a fourth shape: the oldest leaves
    assert first.scene() is None and second.scene() is scene
    assert sum(1 for m in scene.items() if isinstance(m, Mat) and m.seat == 0) == 3
    assert {m for m in scene.items() if m.isVisible()} == set(seats.mats)
