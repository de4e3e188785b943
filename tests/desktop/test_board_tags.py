"""Tags never cover names or each other: while a piece is held, the labels on lit targets (prices)
are placed so that no two overlap and none covers a word on the board ("Wolverha£5on")."""

from __future__ import annotations

from pg_gestures import AUCTION, BUYING, new_model, play
from PySide6.QtCore import QPointF, QRectF, QSizeF
from table_gestures import GestureTable

from desktop.board.scene import BoardScene, place_tag


def overlaps(rects: list[QRectF]) -> list[tuple[int, int]]:
    return [
        (i, j)
        for i, a in enumerate(rects)
        for j, b in enumerate(rects)
        if i < j and a.intersects(b)
    ]


def near(tag: QRectF, target: QRectF) -> bool:
    """Within three tags' depth of its target."""
    reach = 3 * (tag.height() + 2)
    return target.adjusted(-reach - tag.width(), -reach, reach + tag.width(), reach).contains(tag)


def check_tags(scene: BoardScene) -> int:
    tags = scene.tag_rects()
    names = scene.name_rects()
    assert not overlaps(tags), "two tags overlap"
    covering = [(t, n) for t in tags for n in names if t.intersects(n)]
    assert not covering, f"{len(covering)} tags cover names"
    lit = [scene.elements[e].sceneBoundingRect() for e, label in scene.lit.items() if label]
    assert len(lit) == len(tags)
    assert all(near(tag, target) for tag, target in zip(tags, lit, strict=True))
    return len(tags)


def test_power_grid_city_prices_cover_no_name_and_no_price(qtbot):
    model = new_model()
    play(model, *AUCTION, *BUYING)
    table = GestureTable(qtbot, model.session)
    seen: list[int] = []
    table.drop("house", "city:essen", while_held=lambda: seen.append(check_tags(table.scene)))
    assert seen and seen[0] >= 10  # many lit cities, each with its price
    table.close()


def test_a_tag_moves_off_a_name_and_off_a_tag_before_it():
    target = QRectF(100, 100, 40, 40)
    size = QSizeF(30, 16)
    above = place_tag(target, size, [], [])
    assert above.bottom() <= target.top() and above.center().x() == target.center().x()
    below = place_tag(target, size, [above], [])  # a name where the first spot is
    assert not below.intersects(above) and below.top() >= target.bottom()
    third = place_tag(target, size, [above], [below])
    assert not third.intersects(above) and not third.intersects(below)
    walled = [QRectF(QPointF(0, 0), QSizeF(400, 400))]  # names all around: the least covered
    assert place_tag(target, size, walled, []).isValid()
