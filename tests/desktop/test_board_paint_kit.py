"""The drawing kit (`desktop.board.paint_kit`) checked by what it gives: ink that reads on its
fill, type that fits its box, a rounded box that is a box; and "empty" said for every drawn
item at every title's table: an item whose look is None draws something (a slot's outline), or
says by name that it is simply not there (`drawn.nothing`), never nothing by omission."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QGraphicsView, QStyleOptionGraphicsItem

from desktop import games
from desktop.board.drawn import Drawn, nothing
from desktop.board.paint_kit import (
    WORDS,
    contrast,
    fitted,
    fitted_px,
    font,
    ink_on,
    luminance,
    mixed,
    readable_ink,
    rounded,
    text_outline,
    text_width,
    wrap_words,
    wrapped_px,
)
from desktop.board.palette import INK, INK_DARK, PANEL_BG
from tests.desktop.bot_played import played_by_bots
from tests.desktop.table_gestures import still_table

# fills a table paints words on: paper, seat and company colours, cards, tokens, the dark ground
FILLS = [
    "#ffffff", "#f3efe4", "#eeeeee", "#f2c14e", "#c62828", "#d62828", "#15803d", "#7e22ce",
    "#2e7d32", "#1d4ed8", "#5b2a86", "#212121", "#000000", "#2b2f36", "#7b4a22", "#808080",
]  # fmt: skip
# Saturated yellows and oranges are lighter to the eye than their HSL lightness (0.47–0.52)
# says: by contrast they take the dark ink (the yellow seat's #eab308 read 1.7:1 in the light).
YELLOWS = ["#eab308", "#ffd60a", "#d4b23a", "#ef6c00"]


@pytest.mark.parametrize("fill", FILLS + YELLOWS)
def test_ink_is_dark_on_light_and_light_on_dark_and_reads(fill):
    colour = QColor(fill)
    ink = ink_on(colour)
    inks = (QColor(INK_DARK), QColor(INK))
    # the better of the two inks, and at least 3:1 (WCAG's least for large type) on every
    # fill but the middle greys, where neither ink can reach it
    assert contrast(ink, colour) == max(contrast(i, colour) for i in inks), (fill, ink.name())
    assert contrast(ink, colour) >= 2.5, fill
    if luminance(colour) > 0.5 or luminance(colour) < 0.05:  # clearly light or dark
        assert contrast(ink, colour) >= 3.0, fill
        assert (ink == inks[0]) == (luminance(colour) > 0.5), fill


def test_a_title_keeps_its_own_inks():
    white, black = QColor("#ffffff"), QColor("#000000")
    assert ink_on(QColor("#ffffff"), dark=black, light=white) == black
    assert ink_on(QColor("#101010"), dark=black, light=white) == white
    assert ink_on(QColor("#eab308"), dark=black, light=white) == black  # the yellow seat


@pytest.mark.parametrize("colour", ["#000000", "#1d4ed8", "#5b2a86", "#c62828", "#ffd60a"])
def test_a_seat_colour_as_ink_stands_out_on_the_dark_table(colour):
    assert contrast(readable_ink(colour), PANEL_BG) >= 2.6  # 3:1 against the darkest ground


@pytest.mark.parametrize(
    "words", ["Birmingham", "Stoke-on-Trent", "Nuclear power plant", "엔지니어 배치", "W"]
)
@pytest.mark.parametrize("room", [30.0, 80.0, 200.0])
def test_fitted_words_fit_their_room_at_the_largest_size(words, room):
    shown, px = fitted(words, 18.0, 9.0, room)
    metrics = QFontMetricsF(font(px, bold=True))
    assert metrics.horizontalAdvance(shown) <= room + 0.5
    if shown == words and px < 18:  # shrunk: one pixel more would not have fitted
        assert text_width(words, px + 1) > room
    if shown != words:  # cut short only at the least size, and marked as cut
        assert px <= 9 and shown.endswith("…")
    one_line = fitted_px(words, 18.0, 6.0, room, step=0.5)
    assert one_line <= 6.0 or text_width(words, one_line) <= room


@pytest.mark.parametrize(("w", "h"), [(60.0, 40.0), (120.0, 30.0), (200.0, 80.0)])
def test_wrapped_words_fit_their_box(w, h):
    words = "Place an engineer on an action space"
    px = wrapped_px(words, 20, 6, w, h)
    face = font(px, bold=True)
    box = QFontMetricsF(face).boundingRect(QRectF(0, 0, w, 1000), WORDS, words)
    assert px <= 6 or (box.width() <= w + 0.5 and box.height() <= h + 0.5)
    lines = wrap_words(words, QFontMetricsF(face), w)
    assert " ".join(lines) == words
    assert all(QFontMetricsF(face).horizontalAdvance(line) <= w for line in lines if " " in line)


def test_rounded_is_the_box_with_its_corners_cut():
    path = rounded(QRectF(0, 0, 100, 40), 10)
    assert path.boundingRect() == QRectF(0, 0, 100, 40)
    assert path.contains(QPointF(50, 20)) and path.contains(QPointF(5, 20))
    assert not path.contains(QPointF(0.5, 0.5))  # the corner is round


def test_mixed_lies_between_its_two_colours():
    black, white = QColor("#000000"), QColor("#ffffff")
    assert mixed(black, 1.0, white) == black and mixed(black, 0.0, white) == white
    grey = mixed(black, 0.25, white)
    assert abs(grey.redF() - 0.75) < 0.01 and grey.alpha() == 255


@pytest.mark.parametrize("align", ["left", "center", "right"])
def test_outlined_words_stand_at_their_anchor(align):
    at = QPointF(200, 100)
    bounds = text_outline("Leipzig", font(20, bold=True), at, align).boundingRect()
    x = {"left": bounds.left(), "center": bounds.center().x(), "right": bounds.right()}[align]
    assert abs(x - at.x()) < 0.01
    assert bounds.top() < at.y() <= bounds.bottom() + 1  # the baseline at the anchor
    assert bounds.width() > 40


# -- empty, said ------------------------------------------------------------------------------

# each title at its start and some way in (sites built, contracts taken, walls raised)
SITTINGS = [
    (title, players, moves)
    for title, players in [
        ("powergrid", 4),
        ("brass-birmingham", 3),
        ("brass-lancashire", 2),
        ("barrage", 4),
        ("roads-and-boats", 3),
    ]
    for moves in (0, 40)
]


def _painted(item: Drawn) -> int:
    """How many pixels the item paints, alone, into an image of its bounds."""
    bounds = item.boundingRect()  # type: ignore[attr-defined]
    image = QImage(
        max(1, int(bounds.width()) + 2),
        max(1, int(bounds.height()) + 2),
        QImage.Format.Format_ARGB32,
    )
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-bounds.left() + 1, -bounds.top() + 1)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return sum(
        1
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if image.pixelColor(x, y).alpha() > 0
    )


@pytest.mark.parametrize(("title", "players", "moves"), SITTINGS)
def test_every_empty_item_at_the_table_says_how_it_looks(qtbot, title, players, moves):
    table = still_table(
        qtbot, played_by_bots(title, players, moves=moves), (1600, 1000), table_top=False
    )
    views = [table.view, *(z.view for z in table.zones), *table.panel.findChildren(QGraphicsView)]
    items = {id(i): i for v in views for i in v.scene().items() if isinstance(i, Drawn)}
    assert items
    empty = [i for i in items.values() if i.look is None]
    unsaid = sorted({type(i).__name__ for i in empty if type(i).draw_empty is Drawn.draw_empty})
    assert not unsaid, unsaid
    for item in empty:
        if type(item).draw_empty is not nothing and item.boundingRect().width() > 0:
            assert _painted(item) > 0, type(item).__name__


def _drawn_kinds() -> set[type]:
    for module in pkgutil.walk_packages(games.__path__, "desktop.games."):
        importlib.import_module(module.name)

    def below(kind: type) -> Iterator[type]:
        for sub in kind.__subclasses__():
            yield sub
            yield from below(sub)

    return set(below(Drawn))


def test_no_drawn_item_paints_round_its_look():
    """`Drawn.paint` is where empty is drawn by `draw_empty`: an item that paints for itself
    could leave empty undrawn again (as Barrage's sites and slots did)."""
    kinds = _drawn_kinds()
    assert len(kinds) > 40  # every title's
    assert not sorted(k.__qualname__ for k in kinds if "paint" in k.__dict__)
