"""A zone per seat: the seat's player mat, shaped like the view that shows it
(`layout.zone_rects`: a scene unit is about a pixel of that view).

The frame (`player:<seat>`, desktop/board/mat.py) holds the seat's place in turn order, its
name, its money, income (£ a round), VP and what it spent this round; the seat to act is framed
in yellow. Under it (a desk's row) or beside it (a table-top strip): a cell per industry with
its top tile (the piece `mat:<industry>`) and the tiles left under it, the link tiles (the piece
`link`) and the hand: its faces for the seat the table shows private things to
(`model.looker()`), otherwise its backs and "8 cards". Only the seat whose gestures the table takes
(`model.viewer()`) can pick its tiles up. Elements: `mat:<seat>:<industry>`, `links:<seat>`,
`hand:<seat>` (the hand's place) and the cards in it (`card:<id>` face up, `hand:<seat>:<i>`
face down), as the rules describe them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from desktop.board import layers
from desktop.board.drawn import Element
from desktop.board.hand import Hand
from desktop.board.mat import MatCell, MatFrame, MatLook
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


@dataclass(frozen=True)
class Plan:
    """Where a mat's parts go inside the frame's body."""

    cells: list[QRectF]
    links: QRectF
    hand: QRectF


def plan(body: QRectF, strip: bool, industries: int) -> Plan:
    """A row (room enough below the name): the industries' cells along the top, the links and
    the hand in a band below, which takes whatever height the cells' tiles cannot use. A strip,
    or a shallow row: cells, links and hand side by side."""
    if strip or body.height() < SIDE_BY_SIDE:
        share = 0.3 if strip else 0.38
        # two columns of whole names where the mat keeps room; in a narrower strip they would
        # not fit anyway, and the tiles keep their room
        least = HAND_NAMES_W if body.width() * 0.42 >= HAND_NAMES_W else 0.0
        hand_w = min(max(body.width() * share, least, 100.0), 400.0)
        links_w = min(max(body.height() * 0.6, 36.0), LINKS_W)
        hand = QRectF(body.right() - hand_w, body.top(), hand_w, body.height())
        links = QRectF(hand.left() - GAP - links_w, body.top(), links_w, body.height())
        area = QRectF(body.left(), body.top(), links.left() - GAP - body.left(), body.height())
        return Plan(cell_grid(area, industries, GAP), links, hand)
    band = min(max(body.height() * 0.44, 60.0), 120.0)  # three rows of names
    area = QRectF(body.left(), body.top(), body.width(), body.height() - band - GAP)
    cells = cell_grid(area, industries, GAP)
    rows = len({round(c.top()) for c in cells})
    used = max(part.bottom() for c in cells for part in cell_parts(c)[:3] if not part.isEmpty())
    spare = area.bottom() - used if rows == 1 else 0.0
    if spare > 4:  # the tiles are as wide as they can be: the band takes the rest
        area.setBottom(used)
        cells = cell_grid(area, industries, GAP)
        band += spare
    top = body.bottom() - band
    links_w = min(max(band * 0.6, 44.0), LINKS_W)
    links = QRectF(body.left(), top, links_w, band)
    hand = QRectF(links.right() + GAP, top, body.right() - links.right() - GAP, band)
    return Plan(cells, links, hand)


class HandPlace(Element):
    """`hand:<seat>`: where the seat's hand lies, under its cards; for a hand shown face down,
    how many cards it holds ("8 cards") at its right end (its look)."""

    def __init__(self, seat: int) -> None:
        super().__init__(f"hand:{seat}", QPainterPath(), "", z=layers.ELEMENTS)
        self.rect = QRectF()
        self.label = QRectF()

    def place(self, rect: QRectF, label: QRectF) -> None:
        self.rect, self.label = QRectF(rect), QRectF(label)
        path = QPainterPath()
        path.addRoundedRect(rect, 8, 8)
        self.set_path(path)

    def show_count(self, words: str) -> None:
        self.show(words)

    def draw(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(HAND_GROUND)
        painter.drawPath(self.shape())
        if self.look and not self.label.isEmpty():
            painter.setPen(look.INK)
            painter.setFont(look.font(min(17.0, self.label.height() * 0.3), bold=True))
            painter.drawText(self.label, Qt.AlignmentFlag.AlignCenter, self.look)


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
            scene, seat, rect, face=faces.paint, name=faces.name, flat=faces.flat_score
        )
        self._hand_key: tuple | None = None
        self.lay_out(rect)

    @property
    def rect(self) -> QRectF:
        return self.frame.rect

    def lay_out(self, rect: QRectF) -> None:
        self.frame.lay_out(rect)
        self.plan = plan(self.frame.body, self.frame.strip, len(self.cells))
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
            if not tile.held_now():
                tile.setPos(0, 0)
        links = LinksLook(p.links_left, p.colour, view.era)
        self.stack.show(links)
        self.link.show_look(links, movable)
        if not self.link.held_now():
            self.link.setPos(0, 0)
        self._refresh_hand(p.hand, looker == seat, tr)

    def _refresh_hand(self, cards: list[str], face_up: bool, tr: Callable[[Text], str]) -> None:
        """Faces fanned across the band for the seat looking; for the others their backs, and
        how many there are at the band's right end. Laid out only when that changes."""
        words = tr(text("desktop.hand.count", n=len(cards)))  # in the table's language
        key = (tuple(cards), face_up, words)
        if key == self._hand_key:
            return
        self._hand_key = key
        band = self.plan.hand
        label_w = 0.0 if face_up else min(max(band.width() * 0.28, 56.0), 110.0)
        fan = band.adjusted(0, 0, -label_w, 0)
        self.hand_place.place(band, QRectF(fan.right(), band.top(), label_w, band.height()))
        self.hand_place.show_count("" if face_up else words)
        self.hand.rect = QRectF(fan)
        self.hand.set_cards(cards, face_up=face_up)  # lays the hand out in its rect
