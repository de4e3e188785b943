"""A seat's hand of cards as scene items: fanned in a rect, faces drawn only while shown to it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QToolTip,
)

from desktop.board import fitting, layers
from desktop.board.drawn import least_type
from desktop.board.items import BoardItem, PieceItem
from desktop.board.paint_kit import font, rounded
from rules.core.i18n import render
from rules.core.text import Text, text

CARD_RATIO = 63 / 88  # width / height of a playing card
UNSEEN = "hidden"  # the id a seat's view gives a card it may not see: always drawn as a back
STEP_DEG = 5.0  # the fan's turn from one card to the next...
MAX_FAN = 30.0  # ...and across the whole hand at most
ARC = 0.07  # the outermost cards sit this much of a card's height lower than the middle ones
LOOSE = 0.9  # of a card's width shows between neighbours when there is room (a slight overlap)
TIGHT = 0.25  # ...and at least this much when there is not (the cards then shrink)
LIFT = 0.14  # a lifted card rises this much of its height (the layout keeps room for it)
MARGIN = 0.03  # of the rect's shorter side, kept free all round
ROUND = 0.06  # corner radius, of the card's width
PILE_STEP = 0.06  # of a card's width between two cards of a pile
HIGHLIGHT = QColor(255, 214, 10)
BACK = QColor("#2c4a73")
BACK_INK = QColor("#9fb6d6")
FACE = QColor("#f4efe2")
FACE_INK = QColor("#1b1f24")
EDGE = QColor("#0d1014")

FacePainter = Callable[[QPainter, QRectF, str], None]
Flow = Callable[[Sequence[str], QRectF], "list[QRectF] | None"]  # cards' rects in a rect, or None
BackPainter = Callable[[QPainter, QRectF], None]


# -- the fan, without items ------------------------------------------------------------------------


@dataclass(frozen=True)
class Fan:
    """Where each of `n` cards goes: its centre and turn (degrees), all `height` tall."""

    height: float
    width: float
    centres: tuple[QPointF, ...]
    angles: tuple[float, ...]
    rise: float = LIFT  # of the height, a lifted card rises (0: it is only ringed)
    sizes: tuple[tuple[float, float], ...] = ()  # each card's own (width, height), if they differ

    @property
    def lift(self) -> float:
        return self.height * self.rise

    def size(self, i: int) -> tuple[float, float]:
        """The i-th card's width and height."""
        return self.sizes[i] if self.sizes else (self.width, self.height)

    def card_rect(self, i: int, *, lifted: bool = False) -> QRectF:
        """The scene rect the i-th card covers (turned), lifted or not."""
        w, h = self.size(i)
        return _turned(self.centres[i], self.angles[i], w, h, self.lift * lifted)


def _turned(centre: QPointF, angle: float, w: float, h: float, up: float = 0.0) -> QRectF:
    t = QTransform().translate(centre.x(), centre.y() - up).rotate(angle)
    return t.mapRect(QRectF(-w / 2, -h / 2, w, h))


def _unit(n: int, show: float, ratio: float) -> tuple[list[QPointF], list[float], QRectF]:
    """The fan for cards 1 high with `show` of a card's width between neighbours: the centres,
    the turns and the rect they all cover, lifted or not."""
    spread = min(MAX_FAN, STEP_DEG * (n - 1))
    centres, angles = [], []
    whole = QRectF()
    for i in range(n):
        u = 2 * i / (n - 1) - 1 if n > 1 else 0.0  # -1 at the left end, 1 at the right
        centre = QPointF(i * show * ratio, ARC * spread / MAX_FAN * u * u)
        angle = spread / 2 * u
        centres.append(centre)
        angles.append(angle)
        whole = whole.united(_turned(centre, angle, ratio, 1.0))
        whole = whole.united(_turned(centre, angle, ratio, 1.0, LIFT))
    return centres, angles, whole


def fan(n: int, rect: QRectF, ratio: float = CARD_RATIO) -> Fan:
    """Lay `n` cards out fanned inside `rect` (room for a lifted card included), left cards
    leaning left, right ones right, the outer ones a little lower: as large as the rect allows
    with at least `TIGHT` of each card showing, then overlapping no more than they must (at
    most `LOOSE` showing: a slight overlap). Fewer cards are never smaller."""
    if n <= 0 or rect.width() <= 0 or rect.height() <= 0:
        return Fan(0.0, 0.0, (), ())
    margin = MARGIN * min(rect.width(), rect.height())
    room = rect.adjusted(margin, margin, -margin, -margin)
    _, _, tight = _unit(n, TIGHT, ratio)
    scale = min(room.width() / tight.width(), room.height() / tight.height())
    low, high = TIGHT, LOOSE  # the loosest overlap that fits at that size
    if n == 1 or _unit(n, LOOSE, ratio)[2].width() * scale <= room.width():
        low = LOOSE
    else:
        for _ in range(14):  # to 1/16000 of the span: far below a pixel
            mid = (low + high) / 2
            if _unit(n, mid, ratio)[2].width() * scale <= room.width():
                low = mid
            else:
                high = mid
    centres, angles, whole = _unit(n, low, ratio)
    scale = min(room.width() / whole.width(), room.height() / whole.height())
    at = room.center() - whole.center() * scale  # the unit fan, scaled and centred in the room
    return Fan(
        scale,
        scale * ratio,
        tuple(QPointF(at.x() + c.x() * scale, at.y() + c.y() * scale) for c in centres),
        tuple(angles),
    )


GRID_GAP = 2.0  # between two cards lying flat, and round them: their edges part them


def _grid_room(rect: QRectF) -> tuple[QRectF, float]:
    """The part of `rect` a grid fills, and the gap between its cards."""
    return rect.adjusted(GRID_GAP, GRID_GAP, -GRID_GAP, -GRID_GAP), GRID_GAP


def grid(n: int, rect: QRectF, score: Callable[[float, float], float]) -> Fan:
    """Lay `n` cards flat in rows inside `rect`, none over another and none turned, so that
    each shows its whole face (a name written across it): as many columns as give cards of the
    best `score(width, height)` (the title's: how well such a card shows its face; on a tie the
    fewest columns); the cards take all the room of their place in the grid. A lifted card is
    ringed, not raised."""
    if n <= 0 or rect.width() <= 0 or rect.height() <= 0:
        return Fan(0.0, 0.0, (), (), 0.0)
    room, gap = _grid_room(rect)
    found = fitting.grid(n, room, gap, score, columns=range(1, n + 1))
    assert found is not None  # the title's score rates every size
    return Fan(found.height, found.width, tuple(c.center() for c in found.cells), (0.0,) * n, 0.0)


def rows(sizes: Sequence[tuple[float, float]], rect: QRectF) -> list[QRectF] | None:
    """Cards each of its own (width, height) laid flat in rows inside `rect`, in order, left to
    right, a row as high as its tallest card (GRID_GAP round and between them): their rects,
    or None where they do not fit."""
    room, gap = _grid_room(rect)
    out: list[QRectF] = []
    x, y, row_h = room.left(), room.top(), 0.0
    for w, h in sizes:
        if w > room.width():
            return None
        if out and x + w > room.right() + 0.01:  # the next row
            x, y, row_h = room.left(), y + row_h + gap, 0.0
        out.append(QRectF(x, y, w, h))
        x += w + gap
        row_h = max(row_h, h)
    return out if y + row_h <= room.bottom() + 0.01 else None


def placed(rects: Sequence[QRectF]) -> Fan:
    """A layout of flat cards, each where and as large as `rects` says (`rows`)."""
    return Fan(
        max((r.height() for r in rects), default=0.0),
        max((r.width() for r in rects), default=0.0),
        tuple(r.center() for r in rects),
        (0.0,) * len(rects),
        0.0,
        tuple((r.width(), r.height()) for r in rects),
    )


# -- the items -------------------------------------------------------------------------------------


def _card_path(w: float, h: float) -> QPainterPath:
    return rounded(QRectF(-w / 2, -h / 2, w, h), ROUND * w)


class CardItem(PieceItem):
    """One card of a hand. Face up its ids are `card:<id>` (a drag means what the rules say a
    drag of that card means); face down `hand:<seat>:<index>`, and it keeps no card id at all:
    nothing on it (id, tooltip, drawing) can tell which card it is. Only a face-up card can be
    picked up."""

    def __init__(self, hand: Hand, index: int) -> None:
        super().__init__(hand.back_id(index), hand.back_id(index), QPainterPath())
        self.hand = hand
        self.index = index
        self.card_id: str | None = None  # None while face down
        self.lifted = False
        self.pen = QPen(EDGE, 1.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.set_movable(False)

    @property
    def face_up(self) -> bool:
        return self.card_id is not None

    def show_card(self, index: int, card_id: str | None) -> None:
        """Become the hand's `index`-th card: `card_id` face up, or a back (None)."""
        self.index = index
        self.card_id = card_id
        self.element_id = self.piece_id = (
            f"card:{card_id}" if card_id is not None else self.hand.back_id(index)
        )
        self.set_movable(card_id is not None)  # a back is only looked at
        # cheap here (a hover asks the scene for the rest); a back's never keeps a face's words
        self.setToolTip(self.tip() if card_id is None else self.hand.card_name(card_id))
        self.update()

    def card_rect(self) -> QRectF:
        return self.shape().boundingRect()

    def tip(self) -> str:
        """What a hover or a long press shows: the card (face up), else only whose hand it is in."""
        if self.card_id is None:
            return self.hand.say(text("desktop.hand.back", player=self.hand.seat))
        name = self.hand.card_name(self.card_id)
        about = getattr(self.scene(), "tooltip", None)
        said = [line for line in about(self.element_id).split("\n") if line] if about else []
        if not said or not said[0].startswith(name):  # the scene's words name it already
            said.insert(0, name)
        return "\n".join(dict.fromkeys(said))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        painter.save()
        painter.setClipPath(self.shape())
        if self.card_id is not None:
            self.hand.paint_face(painter, rect, self.card_id)
        else:
            self.hand.paint_back(painter, rect)
        painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(HIGHLIGHT, 4) if self.lifted else self.pen)
        painter.drawPath(self.shape())

    def boundingRect(self) -> QRectF:
        return self.shape().boundingRect().adjusted(-3, -3, 3, 3)

    # -- gestures: a face-down card is only looked at (not `movable`) -------------------------

    def hoverEnterEvent(self, event: object) -> None:
        self.setToolTip(self.tip())

    def _show_tip(self) -> None:
        self._long_press_fired = True
        view = self.hand.view_of(self)
        if view is not None:
            point = view.mapToGlobal(view.mapFromScene(self.sceneBoundingRect().center()))
            QToolTip.showText(point, self.tip(), view)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        self.hand.restack()

    def put_down(self, at: QPointF) -> None:
        super().put_down(at)
        self.hand.restack()


class PileItem(BoardItem):
    """Another seat's hand shown by its size only: a small stack of backs and "5 cards"."""

    def __init__(self, hand: Hand) -> None:
        super().__init__(f"hand:{hand.seat}", QPainterPath(), z=layers.PIECES)
        self.hand = hand
        self.count = 0
        self.pen = QPen(EDGE, 1.5)

    def tip(self) -> str:
        return self.hand.say(text("desktop.hand.pile", player=self.hand.seat, n=self.count))

    def set_count(self, count: int) -> None:
        self.count = count
        self.setToolTip(self.tip())
        self.update()

    def hoverEnterEvent(self, event: object) -> None:
        self.setToolTip(self.tip())

    def _show_tip(self) -> None:
        self._long_press_fired = True
        view = self.hand.view_of(self)
        if view is not None:
            point = view.mapToGlobal(view.mapFromScene(self.sceneBoundingRect().center()))
            QToolTip.showText(point, self.tip(), view)

    def boundingRect(self) -> QRectF:
        return self.shape().boundingRect().adjusted(-3, -3, 3, 3)

    def set_card(self, w: float, h: float, step: float) -> None:
        """The size of each card of the stack and how far each lies from the one below."""
        self.card_w, self.card_h, self.step = w, h, step

    card_w = card_h = step = 0.0

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        whole = self.shape().boundingRect()
        w, h, step = self.card_w, self.card_h, self.step
        shown = min(self.count, 3)
        for depth in range(shown - 1, -1, -1):  # the bottom card first, the top one up right
            rect = QRectF(whole.left() + (2 - depth) * step, whole.top() + depth * step, w, h)
            path = rounded(rect, ROUND * w)
            painter.save()
            painter.setClipPath(path)
            self.hand.paint_back(painter, rect)
            painter.restore()
            painter.setPen(self.pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        top = QRectF(whole.left() + 2 * step, whole.top(), w, h)
        if shown == 0:  # an empty hand: where it would be
            painter.setPen(QPen(BACK_INK, 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(top, ROUND * w, ROUND * w)
        label = self.hand.count_text(self.count)
        painter.setFont(font(max(w * 0.2, least_type(painter)), bold=True))  # read on screen
        metrics = painter.fontMetrics()
        badge = QRectF(0, 0, metrics.horizontalAdvance(label) + w * 0.12, metrics.height() * 1.3)
        badge.moveCenter(top.center())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, label)


# -- the hand --------------------------------------------------------------------------------------


class Hand:
    """A seat's cards in a rect of the scene (its part of the seat's zone, which the seat's view
    shows turned to face it).

    The title gives the cards (`set_cards`) and says who may see them (`show_to` the seat that
    may see private things now, or `reveal`); faces are drawn only for the owner, otherwise
    backs, or with `count_only` one small pile and "5 cards". With `flat` the faces lie side by
    side in rows instead of fanned, each whole, for names written across them; with `flow`
    first each as large as its own face needs (the title's rects, `rows`), where they fit.
    It paints faces
    with `face` (`paint_face(painter, rect, card_id)`) and names them with `name`; a subclass
    may override `paint_face`, `paint_back` and `card_name` instead. The hand never decides what
    a card may do: a face-up card is a piece whose drag the rules judge, like any other.
    """

    def __init__(
        self,
        scene: QGraphicsScene,
        seat: int,
        rect: QRectF,
        *,
        face: FacePainter | None = None,
        back: BackPainter | None = None,
        name: Callable[[str], str] | None = None,
        ratio: float = CARD_RATIO,
        count_only: bool = False,
        flat: Callable[[float, float], float] | None = None,
        flow: Flow | None = None,
    ) -> None:
        self.scene = scene
        self.seat = seat
        self.rect = QRectF(rect)
        self.ratio = ratio
        self.flat = flat  # faces up: laid flat in a grid scored by this (`grid`), not fanned
        self.flow = flow  # ...or first each card as large as its face needs, in rows (`rows`)
        self.count_only = count_only
        self._face = face
        self._back = back
        self._name = name
        self._ids: list[str] = []  # kept here only: an item learns its id when face up
        self._face_up = False
        self._lifted: str | None = None
        self._items: list[CardItem] = []  # a pool: items are hidden, never deleted mid-gesture
        self._pile = PileItem(self)
        self._pile.hide()
        scene.addItem(self._pile)
        self.layout: Fan = fan(0, self.rect)

    # -- what the title tells it ---------------------------------------------------------------

    def set_cards(self, card_ids: Sequence[str], face_up: bool | None = None) -> None:
        """The seat's cards in the order to show them; `face_up` (if given) as `reveal`."""
        self._ids = list(card_ids)
        if face_up is not None:
            self._face_up = face_up
        self._update()

    def reveal(self, shown: bool) -> None:
        """Draw the faces (the owner is the one looking) or only backs."""
        if shown != self._face_up:
            self._face_up = shown
            self._update()

    def show_to(self, viewer: int | None) -> None:
        """Faces for the seat that may see private things now (`viewer`) if it owns the hand."""
        self.reveal(viewer is not None and viewer == self.seat)

    def set_rect(self, rect: QRectF) -> None:
        """Lay the hand out again in another rect (the seat's zone was shaped anew)."""
        self.rect = QRectF(rect)
        self._update()

    def set_count_only(self, count_only: bool) -> None:
        if count_only != self.count_only:
            self.count_only = count_only
            self._update()

    def lift(self, card_id: str | None) -> None:
        """Raise a face-up card a little and ring it (the card a choice is about); None lowers
        it. A card face down is never lifted by its id."""
        self._lifted = card_id
        self._update()

    # -- reading -------------------------------------------------------------------------------

    @property
    def face_up(self) -> bool:
        return self._face_up

    @property
    def shown_to(self) -> int | None:
        """The seat the faces are drawn for (the owner), or None while only backs show."""
        return self.seat if self._face_up else None

    @property
    def count(self) -> int:
        return len(self._ids)

    @property
    def fanned(self) -> bool:
        """The cards are laid out one by one (faces, or backs without `count_only`)."""
        return self._face_up or not self.count_only

    def cards(self) -> list[CardItem]:
        """The card items shown, left to right (none while only the pile shows)."""
        return self._items[: self.count] if self.fanned else []

    def pile(self) -> PileItem | None:
        """The pile standing for the hand while it shows its size only."""
        return None if self.fanned else self._pile

    def back_id(self, index: int) -> str:
        return f"hand:{self.seat}:{index}"

    def say(self, item: Text) -> str:
        """A catalog text in the table's language, with the players' names."""
        model = getattr(self.scene, "model", None)
        return model.tr(item) if model is not None else render(item)

    def count_text(self, n: int | None = None) -> str:
        """ "5 cards", in the table's language."""
        return self.say(text("desktop.hand.count", n=self.count if n is None else n))

    def view_of(self, item: BoardItem) -> QGraphicsView | None:
        """A shown view of the scene where `item` is in sight (its seat's view, most often)."""
        views = [v for v in self.scene.views() if v.isVisible()]
        centre = item.sceneBoundingRect().center()
        for view in views:
            if view.viewport().rect().contains(view.mapFromScene(centre)):
                return view
        return views[0] if views else None

    # -- how a card looks (the title's) --------------------------------------------------------

    def card_name(self, card_id: str) -> str:
        """A face-up card's name for its tooltip."""
        return self._name(card_id) if self._name is not None else card_id

    def paint_face(self, painter: QPainter, rect: QRectF, card_id: str) -> None:
        if self._face is not None:
            self._face(painter, rect, card_id)
            return
        painter.fillRect(rect, FACE)
        painter.setFont(font(max(rect.width() * 0.14, least_type(painter))))
        painter.setPen(FACE_INK)
        inner = rect.adjusted(rect.width() * 0.08, rect.width() * 0.08, -rect.width() * 0.08, 0)
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        painter.drawText(inner, int(flags), self.card_name(card_id))

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        if self._back is not None:
            self._back(painter, rect)
            return
        painter.fillRect(rect, BACK)
        inset = rect.width() * 0.1
        painter.setPen(QPen(BACK_INK, max(1.0, rect.width() * 0.025)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(inset, inset, -inset, -inset)
        painter.drawRoundedRect(inner, inset / 2, inset / 2)
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(inner.topRight(), inner.bottomLeft())

    # -- placing the items ---------------------------------------------------------------------

    def _update(self) -> None:
        fanned = self.fanned
        shown = self.count if fanned else 0
        while len(self._items) < shown:
            item = CardItem(self, len(self._items))
            self.scene.addItem(item)
            self._items.append(item)
        flowed = None
        if self.flow is not None and self._face_up and UNSEEN not in self._ids[:shown]:
            flowed = self.flow(self._ids[:shown], self.rect)
        if flowed is not None:
            self.layout = placed(flowed)
        elif self.flat is not None and self._face_up:
            self.layout = grid(shown, self.rect, self.flat)
        else:
            self.layout = fan(shown, self.rect, self.ratio)
        lifted = self._lifted_index() if fanned else None
        elements: dict = getattr(self.scene, "elements", {})
        mine = set(map(id, self._items))  # every id first: a card's may move to its neighbour
        for key in [k for k, v in elements.items() if id(v) in mine]:
            del elements[key]
        for i, item in enumerate(self._items):
            if i >= shown:
                item.hide()
                item.show_card(i, None)
                continue
            item.show_card(i, self._ids[i] if self._face_up and self._ids[i] != UNSEEN else None)
            w, h = self.layout.size(i)
            item.set_path(_card_path(w, h))
            item.setRotation(self.layout.angles[i])
            item.lifted = i == lifted
            centre = self.layout.centres[i]
            at = QPointF(centre.x(), centre.y() - (self.layout.lift if item.lifted else 0.0))
            item.rest_at(at)  # under a finger: it goes there when let go
            item.show()
            elements.setdefault(item.element_id, item)
        self._place_pile(elements, not fanned)
        self.restack()

    def _lifted_index(self) -> int | None:
        if self._lifted is None or not self._face_up:
            return None
        return next((i for i, c in enumerate(self._ids) if c == self._lifted), None)

    def _place_pile(self, elements: dict, shown: bool) -> None:
        pile = self._pile
        for key in [k for k, v in elements.items() if v is pile]:
            del elements[key]
        if not shown:
            pile.hide()
            return
        margin = MARGIN * min(self.rect.width(), self.rect.height())
        room = self.rect.adjusted(margin, margin, -margin, -margin)
        stack = 2 * PILE_STEP  # two cards' offsets, of a card's width, beside and above
        h = min(room.width() / (self.ratio * (1 + stack)), room.height() / (1 + stack * self.ratio))
        w = h * self.ratio
        whole = QRectF(0, 0, w * (1 + stack), h + w * stack)
        whole.moveCenter(room.center())
        pile.set_card(w, h, w * PILE_STEP)
        path = QPainterPath()
        path.addRect(whole)
        pile.set_path(path)
        pile.set_count(self.count)
        pile.show()
        elements[pile.element_id] = pile

    def restack(self) -> None:
        """Each card over the one on its left, a lifted card over all (after a drag)."""
        for i, item in enumerate(self._items):
            item.setZValue(layers.PIECES + (0.5 if item.lifted else 0.001 * i))

    def remove(self) -> None:
        """Take the hand's items off the scene (the title drops this hand)."""
        elements: dict = getattr(self.scene, "elements", {})
        for item in [*self._items, self._pile]:
            for key in [k for k, v in elements.items() if v is item]:
                del elements[key]
            if item.scene() is self.scene:
                self.scene.removeItem(item)
