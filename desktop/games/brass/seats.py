"""A zone per seat: the seat's player mat, shaped like the view that shows it
(`layout.zone_rects`: a scene unit is about a pixel of that view).

The frame (`player:<seat>`, desktop/board/mat.py) holds the seat's place in turn order, its
name, its money, income (£ a round), VP and what it spent this round; the seat to act is framed
in yellow. Under it (a desk's row) or beside it (a table-top strip): a cell per industry with
its top tile (the piece `mat:<industry>`) and the tiles left under it, the link tiles (the piece
`link`) and the hand: its faces for the seat the table shows private things to
(`model.looker()`), otherwise its backs and "8 cards". The faces lie in rows, each card as wide
as its name needs, whole; the looker's zone is laid out to keep them that room where its tiles
stay large enough to read and pick up (`plan`). Only the seat whose gestures the table takes
(`model.viewer()`) can pick its tiles up. Elements: `mat:<seat>:<industry>`, `links:<seat>`,
`hand:<seat>` (the hand's place) and the cards in it (`card:<id>` face up, `hand:<seat>:<i>`
face down), as the rules describe them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath

from desktop.board import layers
from desktop.board.drawn import Element
from desktop.board.fitting import least
from desktop.board.hand import Hand
from desktop.board.mat import MatCell, MatFrame, MatLook
from desktop.board.paint_kit import rounded
from desktop.board.scene import BoardScene
from desktop.games.brass import look
from desktop.games.brass.mat import (
    CardFaces,
    IndustryCell,
    LinkPiece,
    LinksLook,
    LinkStack,
    MatTile,
    cell_grid,
    cell_look,
    cell_parts,
    tile_face,
)
from rules.brass.core.board import Board
from rules.brass.core.state import BrassState
from rules.core.text import Text, text

GAP = 5.0
LINKS_W = 62.0
HAND_GROUND = QColor(255, 255, 255, 14)  # the hand's place, barely lighter than the mat
INCOME = look.INDUSTRY["iron_works"]  # income on a square (the track marks it with squares)
HAND_NAMES_W = 250.0  # a hand beside the mat: two columns of cards with their names whole
SIDE_BY_SIDE = 100.0  # a row's body shallower than this lays cells, links and hand side by side
CELLS_LEAST = 40.0  # the cells keep at least this much of the body's width or height...
TILE_LEAST = 24.0  # ...and tiles this large, or a face-up hand keeps the usual room


@dataclass(frozen=True)
class Plan:
    """Where a mat's parts go inside the frame's body."""

    cells: list[QRectF]
    links: QRectF
    hand: QRectF


def plan(
    body: QRectF, strip: bool, industries: int, reads: Callable[[QRectF], bool] | None = None
) -> Plan:
    """A row (room enough below the name): the industries' cells along the top, the links and
    the hand in a band below, which takes whatever height the cells' tiles cannot use. A strip,
    or a shallow row: cells, links and hand side by side.

    With `reads` (a hand face up: whether its names are written whole in a rect), the hand
    first gets the least room in which they are, the cells the rest, in whichever of the two
    arrangements leaves the cells the larger tiles; where the tiles would be smaller than
    TILE_LEAST (too small to tell a level or to pick up), the names are cut instead."""
    if reads is not None:
        tries = [_side_by_side(body, strip, industries, reads)]
        if body.height() >= SIDE_BY_SIDE:  # deep enough for the links among the cells
            tries.append(_side_by_side(body, strip, industries, reads, links_low=True))
        if not strip and body.height() >= SIDE_BY_SIDE:
            tries.append(_stacked(body, industries, reads))
            tries.append(_stacked(body, industries, reads, links_up=True))
        fitting = [p for p in tries if p is not None and _least_tile(p) >= TILE_LEAST]
        if fitting:
            return max(fitting, key=_least_tile)
    if strip or body.height() < SIDE_BY_SIDE:
        return _side(body, industries, _hand_width(body, strip))
    return _band(body, industries, min(max(body.height() * 0.44, 60.0), 120.0))


def _hand_width(body: QRectF, strip: bool) -> float:
    share = 0.3 if strip else 0.38
    # two columns of whole names where the mat keeps room; in a narrower strip they would not
    # fit anyway, and the tiles keep their room
    least = HAND_NAMES_W if body.width() * 0.42 >= HAND_NAMES_W else 0.0
    return min(max(body.width() * share, least, 100.0), 400.0)


def _side(body: QRectF, industries: int, hand_w: float, *, links_low: bool = False) -> Plan:
    """Cells, links and hand side by side, the hand `hand_w` wide at the right; with
    `links_low` the links lie in the cells' grid instead of beside it."""
    hand = QRectF(body.right() - hand_w, body.top(), hand_w, body.height())
    if links_low:  # the links take the place of one more cell, after the last
        area = QRectF(body.left(), body.top(), hand.left() - GAP - body.left(), body.height())
        *cells, links = cell_grid(area, industries + 1, GAP)
        return Plan(cells, links, hand)
    links_w = min(max(body.height() * 0.6, 36.0), LINKS_W)
    links = QRectF(hand.left() - GAP - links_w, body.top(), links_w, body.height())
    area = QRectF(body.left(), body.top(), links.left() - GAP - body.left(), body.height())
    return Plan(cell_grid(area, industries, GAP), links, hand)


def _band(
    body: QRectF, industries: int, band: float, *, grow: bool = True, links_up: bool = False
) -> Plan:
    """The cells along the top, the links and the hand in a band `band` high below (taller
    where the cells' tiles leave height unused, with `grow`); with `links_up` the links end
    the cells' row and the hand has the band's whole width."""
    area = QRectF(body.left(), body.top(), body.width(), body.height() - band - GAP)
    if links_up:
        links_w = min(max(area.height() * 0.6, 36.0), LINKS_W)
        links = QRectF(area.right() - links_w, area.top(), links_w, area.height())
        area.setRight(links.left() - GAP)
        hand = QRectF(body.left(), area.bottom() + GAP, body.width(), band)
        return Plan(cell_grid(area, industries, GAP), links, hand)
    cells = cell_grid(area, industries, GAP)
    rows = len({round(c.top()) for c in cells})
    used = max(part.bottom() for c in cells for part in cell_parts(c)[:3] if not part.isEmpty())
    spare = area.bottom() - used if rows == 1 else 0.0
    if grow and spare > 4:  # the tiles are as wide as they can be: the band takes the rest
        area.setBottom(used)
        cells = cell_grid(area, industries, GAP)
        band += spare
    top = body.bottom() - band
    links_w = min(max(band * 0.6, 44.0), LINKS_W)
    links = QRectF(body.left(), top, links_w, band)
    hand = QRectF(links.right() + GAP, top, body.right() - links.right() - GAP, band)
    return Plan(cells, links, hand)


def _side_by_side(
    body: QRectF,
    strip: bool,
    industries: int,
    reads: Callable[[QRectF], bool],
    *,
    links_low: bool = False,
) -> Plan | None:
    """Side by side, the hand the least width at which its names read whole."""
    links_w = min(max(body.height() * 0.6, 36.0), LINKS_W)  # as `_side` makes them
    widest = body.width() - CELLS_LEAST - GAP - (0.0 if links_low else links_w + GAP)
    start = min(_hand_width(body, strip), widest)

    def side(w: float) -> Plan | None:
        p = _side(body, industries, w, links_low=links_low)
        return p if reads(p.hand) else None

    found = least(side, start, widest, 1.0)  # to a pixel
    return found.result if found else None


def _stacked(
    body: QRectF, industries: int, reads: Callable[[QRectF], bool], *, links_up: bool = False
) -> Plan | None:
    """Cells over a band, the band the least height at which the hand's names read whole."""
    deepest = body.height() - CELLS_LEAST - GAP
    start = min(min(max(body.height() * 0.44, 60.0), 120.0), deepest)

    def hand_reads(band: float) -> bool:
        return reads(_band(body, industries, band, grow=False, links_up=links_up).hand)

    found = least(hand_reads, start, deepest, 1.0)  # to a pixel
    if found is None:
        return None
    return _band(body, industries, found.value, grow=not links_up, links_up=links_up)


def _least_tile(p: Plan) -> float:
    """The smaller side of the smallest tile of a plan's cells."""
    return min(min(t.width(), t.height()) for t in (cell_parts(c)[0] for c in p.cells))


class HandPlace(Element):
    """`hand:<seat>`: where the seat's hand lies, under its cards; for a hand shown face down,
    how many cards it holds ("8 cards") at its right end (its look)."""

    def __init__(self, seat: int) -> None:
        super().__init__(f"hand:{seat}", QPainterPath(), "", z=layers.ELEMENTS)
        self.rect = QRectF()
        self.label = QRectF()

    def place(self, rect: QRectF, label: QRectF) -> None:
        self.rect, self.label = QRectF(rect), QRectF(label)
        self.set_path(rounded(rect, 8))

    def show_count(self, words: str) -> None:
        self.show(words)

    def draw(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(HAND_GROUND)
        painter.drawPath(self.shape())
        if self.look and not self.label.isEmpty():
            painter.setPen(look.INK)
            painter.setFont(self.face(self.label.height()))
            painter.drawText(self.label, Qt.AlignmentFlag.AlignCenter, self.look)

    @staticmethod
    def face(height: float) -> QFont:
        """The type of "8 cards" on a band this high."""
        return look.font(min(17.0, max(height * 0.3, 12.0)), bold=True)


class SeatMat:
    """One seat's zone: its items, made once and laid out again when the zone is reshaped (a
    held piece is never deleted under a finger)."""

    def __init__(
        self, scene: BoardScene, seat: int, rect: QRectF, board: Board, faces: CardFaces
    ) -> None:
        self.seat = seat
        self.board = board
        self.scene = scene
        self.frame = MatFrame(seat, rect)
        scene.add(self.frame)
        self.cells = {i: IndustryCell(QRectF()) for i in board.industries}
        self.tiles = {i: MatTile(seat, i) for i in board.industries}
        for industry in board.industries:
            scene.addItem(self.cells[industry])
            scene.add(self.tiles[industry])
        self.stack = LinkStack(QRectF())
        scene.addItem(self.stack)
        self.link = LinkPiece(seat)
        scene.add(self.link)
        self.hand_place = HandPlace(seat)
        scene.add(self.hand_place)
        self.hand = Hand(
            scene,
            seat,
            rect,
            face=faces.paint,
            name=faces.name,
            flat=faces.flat_score,
            flow=faces.flow,
        )
        self._hand_key: tuple | None = None
        self._reading: tuple[bool, str] = (False, "")  # the plan's: face up, in which language
        self._cards: list[str] = []  # the hand the plan keeps room for
        self.faces = faces
        self.lay_out(rect)

    @property
    def rect(self) -> QRectF:
        return self.frame.rect

    def _reads(self, rect: QRectF) -> bool:
        """Whether the hand's cards, face up, write their names whole in `rect`."""
        return self.faces.fits(self._cards, rect) is not None

    def lay_out(self, rect: QRectF) -> None:
        self.frame.lay_out(rect)
        reads = self._reads if self._reading[0] else None  # the owner looks: whole names
        self.plan = plan(self.frame.body, self.frame.strip, len(self.cells), reads)
        for cell_rect, industry in zip(self.plan.cells, self.board.industries, strict=True):
            cell = self.cells[industry]
            cell.lay_out(cell_rect)
            self.tiles[industry].place(cell.tile)
        self.stack.lay_out(self.plan.links)
        self.link.place(self.stack.tile)
        self._hand_key = None  # laid out again at the next refresh

    def refresh(
        self,
        view: BrassState,
        tr: Callable[[Text], str],
        *,
        acting: bool,
        looker: int | None,
        viewer: int | None,
    ) -> None:
        seat = self.seat
        p = view.players[seat]
        reading = (looker == seat, self.faces.short(self.board.deck[0][0]))
        # laid out again when the hand opens or closes, speaks another language, or holds
        # cards whose names no longer fit its room (a new turn's): never in the middle of a
        # turn, when cards only leave it
        grown = reading[0] and p.hand != self._cards and not self._reads_now(p.hand)
        if reading != self._reading or grown:
            self._reading, self._cards = reading, list(p.hand)
            self.lay_out(self.rect)
        income = p.income
        gain = (
            Text("brass.ui.mat.gain", {"money": income})
            if income >= 0
            else Text("brass.ui.mat.loss", {"money": -income})
        )
        spent = tr(Text("brass.ui.money", {"money": p.spent}))
        cells = (
            MatCell(tr(Text("brass.ui.money", {"money": p.money})), "", look.COIN.name(), "disc"),
            MatCell(tr(gain), tr(text("brass.ui.mat.income")), INCOME.name(), "square"),
            MatCell(tr(Text("brass.ui.vp", {"vp": p.score})), "", look.VP.name(), "disc"),
            MatCell(spent, tr(text("brass.ui.mat.spent")), "", ""),
        )
        self.frame.show(MatLook(p.name, p.colour, view.order.index(seat) + 1, acting, cells))
        movable = viewer == seat
        for industry, levels in p.mat.items():
            self.cells[industry].show(cell_look(self.board, industry, levels, p.colour))
            face = tile_face(self.board, industry, levels, p.colour)
            tile = self.tiles[industry]
            tile.show_face(face, movable)
            tile.rest_at(QPointF())  # placed by its shape: at home at (0, 0)
        links = LinksLook(p.links_left, p.colour, view.era)
        self.stack.show(links)
        self.link.show_look(links, movable)
        self.link.rest_at(QPointF())
        self._refresh_hand(p.hand, looker == seat, tr)

    def _reads_now(self, cards: list[str]) -> bool:
        return self.faces.fits(cards, self.plan.hand) is not None

    def _refresh_hand(self, cards: list[str], face_up: bool, tr: Callable[[Text], str]) -> None:
        """Faces fanned across the band for the seat looking; for the others their backs, and
        how many there are at the band's right end. Laid out only when that changes."""
        words = tr(text("desktop.hand.count", n=len(cards)))  # in the table's language
        key = (tuple(cards), face_up, words)
        if key == self._hand_key:
            return
        self._hand_key = key
        band = self.plan.hand
        label_w = 0.0
        if not face_up:  # as wide as its words need, never more than half the band
            need = QFontMetricsF(HandPlace.face(band.height())).horizontalAdvance(words) + 10
            label_w = min(max(band.width() * 0.28, 56.0, need), 110.0, band.width() * 0.5)
        fan = band.adjusted(0, 0, -label_w, 0)
        self.hand_place.place(band, QRectF(fan.right(), band.top(), label_w, band.height()))
        self.hand_place.show_count("" if face_up else words)
        self.hand.rect = QRectF(fan)
        self.hand.set_cards(cards, face_up=face_up)  # lays the hand out in its rect
