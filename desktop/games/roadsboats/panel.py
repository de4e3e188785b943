"""Roads & Boats' panel: the wonder, the order of play and the build palette, parts of the board
scene that the table shows beside or below the map (`desktop.board.panel.PanelView`), each part
a view of its own.

The scene makes one `RoadsBoatsPanel` (its elements go into the scene's registry), gives
`panel.parts` as its `panel_parts` (arranged by `desktop.board.panel.column_shapes`), and calls
`panel.update(view, tr, acting_seat)` after every change. Parts, all `WIDTH` wide, laid apart
from `at` rightwards:

- `wonder` (the element `wonder`): the turn and its phase; the wonder's rows of places as on the
  board, the bottom row first, each brick laid in its colour (a neutral one white), the next
  place framed in yellow, the marks of the price rise, of the irrigation and of the end for this
  many players (the places past it faded), and what the marks mean;
- `order`: the temple row (nearest the temple first), the sequence chart and the phase track
  with the phase under way lit: a drawing, as the rules describe no element for it;
- `build`: the build palette (`palette.py`), a piece per thing the rules build, each a tile with
  its sign, its cost in goods and its name; the scene picks them up and drops them on the map.

Every word and number is drawn at the least type that reads at the part's zoom
(`desktop.board.drawn.least_type`) or left out, said by the tooltips and by the part lifted:
the parts are wide (beside the map the panel is as high as the table allows, and width is
free there), so the wonder's legend takes a line a mark and the chart's chips rows of two.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from desktop.board import layers
from desktop.board.drawn import Decor, Element, least_type
from desktop.board.paint_kit import draw_words, fitted, rounded, text_width
from desktop.board.palette import ACTIVE, COIN, PANEL_EDGE
from desktop.board.panel import PanelParts
from desktop.games.roadsboats import glyphs, look
from desktop.games.roadsboats.palette import BuildPalette, palette_height
from desktop.games.roadsboats.typeset import RIGHT, Tr, fits_wrapped, least_px, whole, words
from rules.core.text import Text
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.state import RoadsBoatsState
from rules.roadsboats.wonder import end_brick

WIDTH = 480.0  # every part
PAD = 10.0
APART = 200.0  # between two parts in the scene: no part's view shows a neighbour's edge
GAP = 6.0
HEAD = 34.0  # the wonder's turn and phase
BRICK_H, BRICK_GAP = 16.0, 3.0
LEGEND_LINE = 28.0  # what a mark means, a line each: the words read at the least type
ORDER_ROW = 34.0
CHIP_H = 36.0  # a sequence chart chip: its position's number and the name at the least type
CHIPS_ACROSS = 2  # chips in a row of the chart, with three players or more
NEUTRAL = QColor("#f1eee6")  # a neutral (white) brick
SLOT = QColor(255, 255, 255, 18)  # an empty place, barely lighter than the panel
PHASES = ("production", "movement", "building", "wonder")
UI = "roads-and-boats.ui.panel."


def _ui(key: str, **params: object) -> Text:
    return Text(UI + key, dict(params))


# -- the marks -------------------------------------------------------------------------------------


def price_mark(painter: QPainter, c: QPointF, size: float) -> None:
    """The price rise: a coin with +1 (the coin alone where +1 would not read: the legend says
    what it means)."""
    r = size / 2
    painter.setPen(QPen(look.PIECE_EDGE, 1.2))
    painter.setBrush(COIN)
    painter.drawEllipse(c, r, r)
    if 0.95 * r >= least_type(painter):
        box = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
        draw_words(painter, box, "+1", 0.95 * r, look.INK_DARK)


def irrigation_mark(painter: QPainter, c: QPointF, size: float) -> None:
    """The irrigation: a drop of water."""
    s = size / 2
    drop = QPainterPath(QPointF(c.x(), c.y() - s))
    drop.cubicTo(
        c.x() + 0.2 * s, c.y() - 0.4 * s, c.x() + 0.75 * s, c.y(), c.x() + 0.7 * s, c.y() + 0.35 * s
    )
    drop.arcTo(QRectF(c.x() - 0.7 * s, c.y() - 0.3 * s, 1.4 * s, 1.3 * s), 0, -180)
    drop.cubicTo(c.x() - 0.75 * s, c.y(), c.x() - 0.2 * s, c.y() - 0.4 * s, c.x(), c.y() - s)
    painter.setPen(QPen(look.RIVER_BANK, 1.4))
    painter.setBrush(look.RIVER)
    painter.drawPath(drop)


def end_mark(painter: QPainter, c: QPointF, size: float) -> None:
    """The end for this many players: a flag."""
    s = size / 2
    painter.setPen(QPen(look.PIECE_EDGE, max(1.5, 0.16 * s)))
    painter.drawLine(QPointF(c.x() - 0.55 * s, c.y() + s), QPointF(c.x() - 0.55 * s, c.y() - s))
    painter.setPen(QPen(look.PIECE_EDGE, 1.2))
    painter.setBrush(ACTIVE)
    painter.drawPath(
        glyphs.poly(
            (c.x() - 0.5 * s, c.y() - s),
            (c.x() + 0.85 * s, c.y() - 0.55 * s),
            (c.x() - 0.5 * s, c.y() - 0.1 * s),
        )
    )


# -- the wonder ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class WonderLook:
    bricks: tuple[str, ...]  # each laid brick's colour (#rrggbb), "" for a neutral one
    end: int  # the place whose brick ends the game
    over: bool
    turn: str  # "Turn 18"
    phase: str
    legend: tuple[str, str, str, str]  # the price rise, irrigation, end, neutral bricks


def wonder_height() -> float:
    rows = len(roads_boats_data().wonder.rows)
    return 2 * PAD + HEAD + GAP + rows * (BRICK_H + BRICK_GAP) + GAP + 4 * LEGEND_LINE


class WonderItem(Element):
    """The wonder (`wonder`): its places as the board prints them, row 1 at the bottom."""

    look: WonderLook | None

    def __init__(self, rect: QRectF) -> None:
        self.rect = QRectF(rect)
        super().__init__("wonder", rounded(rect, 10), None, z=layers.ELEMENTS)
        inner = rect.adjusted(PAD, PAD, -PAD, -PAD)
        self.head = QRectF(inner.left(), inner.top(), inner.width(), HEAD)
        wonder = roads_boats_data().wonder
        widest = max(row.places for row in wonder.rows)
        w = min((inner.width() - (widest - 1) * BRICK_GAP) / widest, 3.2 * BRICK_H)
        legend = 4 * LEGEND_LINE
        bottom = inner.bottom() - legend - GAP
        self.places: list[QRectF] = []  # place n at [n - 1]
        for row in wonder.rows:
            y = bottom - row.number * (BRICK_H + BRICK_GAP) + BRICK_GAP
            span = row.places * w + (row.places - 1) * BRICK_GAP
            x = inner.center().x() - span / 2
            for k in range(row.places):
                self.places.append(QRectF(x + k * (w + BRICK_GAP), y, w, BRICK_H))
        self.legend = QRectF(inner.left(), inner.bottom() - legend, inner.width(), legend)
        self.marks = {
            wonder.price_increase_brick: price_mark,
            wonder.irrigation_brick: irrigation_mark,
        }

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def draw(self, painter: QPainter) -> None:
        s = self.look
        least = least_px(painter)
        half = self.head.adjusted(0, 0, -self.head.width() / 2, 0)
        words(painter, half, s.turn, max(24, least), look.INK, least=least)
        phase = half.translated(half.width(), 0)
        words(painter, phase, s.phase, max(19, least), ACTIVE, RIGHT, least=least)
        marks = {**self.marks, s.end: end_mark}
        laid = len(s.bricks)
        for i, place in enumerate(self.places):
            n = i + 1
            if n <= laid:
                fill = QColor(s.bricks[i]) if s.bricks[i] else NEUTRAL
                painter.setPen(QPen(look.PIECE_EDGE, 1.3))
                painter.setBrush(fill)
            elif n > s.end:  # past the end: never laid in this game
                painter.setPen(QPen(PANEL_EDGE, 1, Qt.PenStyle.DotLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            else:
                painter.setPen(QPen(PANEL_EDGE.lighter(130), 1.3))
                painter.setBrush(SLOT)
            painter.drawRoundedRect(place, 3, 3)
            if n == laid + 1 and not s.over:
                painter.setPen(QPen(ACTIVE, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(place.adjusted(-1, -1, 1, 1), 4, 4)
            mark = marks.get(n)
            if mark is not None:  # over a laid brick at its end, so the brick shows
                size = 0.86 * place.height()
                c = (
                    place.center()
                    if n > laid
                    else QPointF(place.right() - size / 2, place.center().y())
                )
                mark(painter, c, size)
        self._legend(painter, s)

    def _legend(self, painter: QPainter, s: WonderLook) -> None:
        """What the marks mean, a line each, in the least type that reads (cut short at it)."""
        line = self.legend.height() / len(s.legend)
        size = 0.9 * line
        least = least_px(painter)
        for k, said in enumerate(s.legend):
            cell = QRectF(
                self.legend.left(), self.legend.top() + k * line, self.legend.width(), line
            )
            c = QPointF(cell.left() + size / 2 + 1, cell.center().y())
            if k == 3:  # the neutral bricks' count beside a white brick
                brick = QRectF(0, 0, 1.4 * size, 0.7 * size)
                brick.moveCenter(c + QPointF(0.2 * size, 0))
                painter.setPen(QPen(look.PIECE_EDGE, 1.2))
                painter.setBrush(NEUTRAL)
                painter.drawRoundedRect(brick, 2, 2)
            else:
                (price_mark, irrigation_mark, end_mark)[k](painter, c, size)
            room = cell.adjusted(1.6 * size + 4, 0, -4, 0)
            words(painter, room, said, max(16, least), look.INK_SOFT, least=least)


# -- the order of play -----------------------------------------------------------------------------


@dataclass(frozen=True)
class OrderLook:
    temple: tuple[str, ...]  # the praying figures' colours, nearest the temple first
    sequence: tuple[tuple[str, str], ...]  # (colour, name) at each position of the chart
    phases: tuple[str, ...]  # the four phases' names
    lit: int  # the phase under way (-1: none, the start tiles are being chosen)
    labels: tuple[str, str]  # "Temple", "Sequence"


def chip_rows(players: int) -> int:
    """The sequence chart's rows of chips: one for two players, else CHIPS_ACROSS a row."""
    across = players if players <= 2 else CHIPS_ACROSS
    return -(-max(players, 1) // across)


def order_height(players: int) -> float:
    chart = chip_rows(players) * (CHIP_H + 4) - 4
    return 2 * PAD + 2 * ORDER_ROW + chart + 2 * GAP + 4


def temple(painter: QPainter, box: QRectF) -> None:
    """A small temple: a pediment on columns."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(look.INK_SOFT)
    w, h, x, y = box.width(), box.height(), box.left(), box.top()
    painter.drawPath(glyphs.poly((x, y + 0.32 * h), (x + w / 2, y), (x + w, y + 0.32 * h)))
    for k in range(4):
        painter.drawRect(QRectF(x + 0.08 * w + k * 0.25 * w, y + 0.38 * h, 0.11 * w, 0.48 * h))
    painter.drawRect(QRectF(x, y + 0.88 * h, w, 0.12 * h))


def figure(painter: QPainter, c: QPointF, size: float, colour: QColor) -> None:
    """A praying figure: a head over a cloak, in its player's colour."""
    s = size / 2
    painter.setPen(QPen(look.PIECE_EDGE, 1.3))
    painter.setBrush(colour)
    body = glyphs.poly(
        (c.x() - 0.7 * s, c.y() + s),
        (c.x() - 0.3 * s, c.y() - 0.2 * s),
        (c.x() + 0.3 * s, c.y() - 0.2 * s),
        (c.x() + 0.7 * s, c.y() + s),
    )
    painter.drawPath(body)
    painter.drawEllipse(QPointF(c.x(), c.y() - 0.55 * s), 0.36 * s, 0.36 * s)


def badge_of(chip: QRectF) -> QRectF:
    """A sequence chart chip's position badge: a ring at its left, leaving the name room."""
    d = 0.7 * chip.height()
    return QRectF(chip.left() + 4, chip.center().y() - d / 2, d, d)


def name_room(chip: QRectF) -> QRectF:
    """Where a sequence chart chip's player name goes: right of its position's badge."""
    return chip.adjusted(badge_of(chip).width() + 8, 1, -3, -1)


class OrderChart(Decor):
    """The temple row, the sequence chart (its chips in rows, `players` in all) and the phase
    track. Each row's label stands at its left where it reads. The track's pills share its width
    evenly where every phase's name reads in its share; else the one under way is as wide as its
    name (the wonder's head names it too) and the others are named where they read, all of them
    in the part's tooltip."""

    look: OrderLook | None

    def __init__(self, rect: QRectF, players: int) -> None:
        super().__init__(QRectF(rect), None, z=layers.ELEMENTS)
        self.players = players
        inner = rect.adjusted(PAD, PAD, -PAD, -PAD)
        chart = chip_rows(players) * (CHIP_H + 4) - 4
        top = inner.top()
        self.rows = []
        for height in (ORDER_ROW, chart, ORDER_ROW):
            self.rows.append(QRectF(inner.left(), top, inner.width(), height))
            top += height + GAP
        self.rows[2].translate(0, 4)
        self.label_w = 0.25 * inner.width()

    def show(self, look: OrderLook | None) -> None:
        if look is not None:
            self.setToolTip(" › ".join(look.phases))
        super().show(look)

    def draw(self, painter: QPainter) -> None:
        s = self.look
        least = least_px(painter)
        for row, said in zip(self.rows[:2], s.labels, strict=True):
            label = QRectF(row.left(), row.top(), self.label_w - 6, ORDER_ROW)
            if self.label_reads(said, least):  # else the row speaks for itself
                words(painter, label, said, max(16, least), look.INK_SOFT, least=least)
        shown = self.label_reads(s.labels[0], least)
        row = self.rows[0].adjusted(self.label_w if shown else 0, 0, 0, 0)
        house = QRectF(row.left(), row.top() + 3, 0.9 * (row.height() - 6), row.height() - 6)
        temple(painter, house)
        size = row.height() - 6
        for k, colour in enumerate(s.temple):
            c = QPointF(house.right() + 8 + size * 0.6 + k * (size + 6), row.center().y())
            figure(painter, c, size, QColor(colour))
        self._sequence(painter, s.sequence, least)
        self._phases(painter, self.rows[2], s, least)

    def label_reads(self, said: str, least: int) -> bool:
        """Whether a row's label reads in its column at the least type."""
        return text_width(said, least) <= self.label_w - 12  # clear of the row's drawing

    def chips(self, least: int | None = None) -> list[QRectF]:
        """The sequence chart's chips, one per position, in rows: right of the row's label, or
        across the whole row where the label would not read at the `least` type."""
        label = least is None or self.look is None or self.label_reads(self.look.labels[1], least)
        row = self.rows[1].adjusted(self.label_w if label else 0, 0, 0, 0)
        across = self.players if self.players <= 2 else CHIPS_ACROSS
        w = (row.width() - (across - 1) * 4) / across
        n = max(len(self.look.sequence), 1) if self.look is not None else self.players
        return [
            QRectF(
                row.left() + (k % across) * (w + 4),
                row.top() + (k // across) * (CHIP_H + 4),
                w,
                CHIP_H,
            )
            for k in range(n)
        ]

    def _sequence(self, painter: QPainter, chart: tuple[tuple[str, str], ...], least: int) -> None:
        for k, ((colour, name), box) in enumerate(zip(chart, self.chips(least), strict=False)):
            fill = QColor(colour)
            painter.setPen(QPen(look.PIECE_EDGE, 1.3))
            painter.setBrush(fill)
            painter.drawRoundedRect(box, 6, 6)
            ink = look.ink_on(fill)
            badge = badge_of(box)
            painter.setPen(QPen(ink, 1.4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(badge)
            draw_words(painter, badge, str(k + 1), max(0.7 * badge.height(), least), ink)
            room = name_room(box)
            if fits_wrapped(name, least, room.width(), room.height()):
                whole(painter, room, name, max(18, least), ink, least=least)
            else:  # a long name: as much as reads on one line (the seat's zone shows it whole)
                words(painter, room, name, least, ink, least=least)

    @staticmethod
    def _phases(painter: QPainter, row: QRectF, s: OrderLook, least: int) -> None:
        arrow = 12.0
        widths = phase_widths(s, row.width() - (len(s.phases) - 1) * arrow, least)
        x = row.left()
        for k, (said, w) in enumerate(zip(s.phases, widths, strict=True)):
            box = QRectF(x, row.top(), w, row.height())
            x += w + arrow
            lit = k == s.lit
            painter.setPen(QPen(look.PIECE_EDGE if lit else PANEL_EDGE.lighter(130), 1.4))
            painter.setBrush(ACTIVE if lit else SLOT)
            painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
            inner = box.adjusted(PHASE_PAD, 0, -PHASE_PAD, 0)
            if text_width(said, least) <= inner.width():
                ink = look.INK_DARK if lit else look.INK_SOFT
                shown, px = fitted(said, max(15, least), least, inner.width())
                draw_words(painter, inner, shown, px, ink)
            if k < len(s.phases) - 1:  # a chevron to the next phase
                cx, y = box.right() + arrow / 2, box.center().y()
                painter.setPen(QPen(look.INK_SOFT, 1.8))
                painter.drawPolyline(
                    [QPointF(cx - 3, y - 5), QPointF(cx + 2, y), QPointF(cx - 3, y + 5)]
                )


PHASE_PAD = 6.0  # a phase's pill round its name


def phase_widths(s: OrderLook, room: float, least: int) -> list[float]:
    """The phase track's pills across `room`: even where every name reads in its share; else
    the phase under way as wide as its name needs, the others sharing the rest."""
    n = len(s.phases)
    even = room / n
    if all(text_width(p, least) + 2 * PHASE_PAD <= even for p in s.phases) or s.lit < 0:
        return [even] * n
    lit = min(text_width(s.phases[s.lit], least) + 2 * PHASE_PAD + 2, 0.55 * room)
    rest = (room - lit) / (n - 1)
    return [lit if k == s.lit else rest for k in range(n)]


# -- the panel -------------------------------------------------------------------------------------


class RoadsBoatsPanel(PanelParts):
    """The panel's items in `scene`, its parts from `at` rightwards; `registry` (the scene's
    elements, when given) maps each element id to its item. The parts are the same for every
    game (`state` is taken as other titles' panels take it); what they show comes with
    `update`."""

    width, apart = WIDTH, APART

    def build(self, state: RoadsBoatsState) -> None:
        scene = self.scene
        self.wonder = WonderItem(self._part("wonder", wonder_height()))
        self._add(self.wonder)
        players = len(state.players)
        self.order = OrderChart(self._part("order", order_height(players)), players)
        scene.addItem(self.order)
        build = self._part("build", 2 * PAD + palette_height())
        self.palette = BuildPalette(scene, build.adjusted(PAD, PAD, -PAD, -PAD), self._add)
        self.tiles = self.palette.tiles

    # -- update --------------------------------------------------------------------------------

    def update(self, view: RoadsBoatsState, tr: Tr, lang: str, acting_seat: int | None) -> None:
        """Show `view` (a seat's view of the state) in the table's language (`lang`, and `tr`
        its words with the players' names); the palette locks what `acting_seat` (None:
        nobody) has not researched."""
        self.wonder.show(self._wonder_look(view, tr))
        self.order.show(self._order_look(view, tr))
        self.palette.update(view, tr, lang, acting_seat)

    @staticmethod
    def _wonder_look(view: RoadsBoatsState, tr: Tr) -> WonderLook:
        wonder = roads_boats_data().wonder
        end = end_brick(view)
        players = len(view.players)
        return WonderLook(
            bricks=tuple(look.player(b).name() if b else "" for b in view.wonder),
            end=end,
            over=view.over,
            turn=tr(_ui("turn", n=view.turn)),
            phase=tr(Text(f"roads-and-boats.phase.{view.phase}")),
            legend=(
                tr(_ui("price_mark")),
                tr(_ui("irrigation_mark")),
                tr(_ui("end_mark", n=players)),
                tr(_ui("neutral", n=view.neutral_bricks, max=wonder.neutral_bricks)),
            ),
        )

    @staticmethod
    def _order_look(view: RoadsBoatsState, tr: Tr) -> OrderLook:
        def colour(seat: int) -> str:
            return look.player(view.players[seat].colour).name()

        return OrderLook(
            temple=tuple(colour(s) for s in view.temple),
            sequence=tuple((colour(s), view.players[s].name) for s in view.sequence),
            phases=tuple(tr(Text(f"roads-and-boats.phase.{p}")) for p in PHASES),
            lit=PHASES.index(view.phase) if view.phase in PHASES else -1,
            labels=(tr(_ui("temple")), tr(_ui("sequence"))),
        )
