"""Event animations, the same for every title: what an event moved slides from where it was to
where the event put it, and what it turned over flips.

The scene asks `Motion.note(events)` before its refresh (where the moving things stand and how
they look) and `Motion.play(events)` after it. A slide is a ghost, a picture of the piece as it
is drawn (or a plain token), gliding between the two ends' centres while a landing item about
its size waits unseen, its old look shown instead; a flip squeezes the turned item to a line and
opens it again, its old face first. Only events the seat looking at the table may see are
played, and only on a watched scene with no piece in hand. Nothing here changes the rules'
state or moves a real item: ghosts are plain drawings that take no mouse, removed when done, and
whatever an animation hid or squeezed is put back exactly. `finish()` jumps to the end (a
press, an undo, a hand-off).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform, QVector3D
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScale,
    QGraphicsView,
    QStyleOptionGraphicsItem,
)
from shiboken6 import isValid

from desktop.board import layers
from desktop.board.items import BoardItem, PieceItem
from desktop.session_model import SessionModel
from rules.core.events import Event

SLIDE_MS = 350  # one piece's glide
FLIP_MS = 300  # one tile's turn
FADE_MS = 300  # a piece leaving the table (to a box, a discard pile drawn nowhere)
STAGGER_MS = 120  # between the starts of one change's animations
MOST_MS = 1500  # a whole change at most: more events play faster
TOKEN = 16.0  # the stand-in for a cube or marker no item draws
HIDE_RATIO = 16.0  # a landing item at most this many ghosts large keeps its old look till then
PIXELS = 3.0  # pixmap pixels per scene unit at most (sharp on a zoomed-in board)
TOKEN_FILL = QColor("#f4efe3")
TOKEN_EDGE = QColor("#1b1f24")

_EASE = QEasingCurve(QEasingCurve.Type.OutCubic)


# -- pictures and where things stand -------------------------------------------------------------


@dataclass(frozen=True)
class Pose:
    """Where an item is drawn in the scene: its centre, turn (degrees) and scale."""

    centre: QPointF
    angle: float = 0.0
    scale: float = 1.0


def pose_of(item: QGraphicsItem) -> Pose:
    """An item's centre (of its bounding rect), turn and scale in the scene."""
    t = item.sceneTransform()
    return Pose(
        item.mapToScene(item.boundingRect().center()),
        math.degrees(math.atan2(t.m12(), t.m11())),
        math.hypot(t.m11(), t.m12()) or 1.0,
    )


@dataclass(frozen=True)
class Picture:
    """An item's own painting (not its children's) as it was drawn when taken, centred on the
    origin; None for the plain token that stands in for what no item draws."""

    pixmap: QPixmap | None
    rect: QRectF  # in the item's units, centred on (0, 0)


def picture_of(item: QGraphicsItem, pixels: float = PIXELS) -> Picture:
    """Render the item's painting into a pixmap, as it is drawn now, `pixels` per unit."""
    bounds = item.boundingRect()
    rect = QRectF(-bounds.width() / 2, -bounds.height() / 2, bounds.width(), bounds.height())
    w, h = max(1, math.ceil(bounds.width() * pixels)), max(1, math.ceil(bounds.height() * pixels))
    pixmap = QPixmap(w, h)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(pixels, pixels)
    painter.translate(-bounds.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return Picture(pixmap, rect)


TOKEN_PICTURE = Picture(None, QRectF(-TOKEN / 2, -TOKEN / 2, TOKEN, TOKEN))


class Ghost(QGraphicsItem):
    """A picture on its way: above every layer, deaf to the mouse, never a board element."""

    def __init__(self, picture: Picture) -> None:
        super().__init__()
        self.picture = picture
        self.squeeze = 1.0  # horizontal scale, for a flip
        self.setZValue(layers.ANIMATIONS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self.picture.rect.adjusted(-2, -2, 2, 2)

    def place(self, pose: Pose, squeeze: float = 1.0) -> None:
        """Stand at `pose`, squeezed horizontally by `squeeze` (a flip)."""
        self.setPos(pose.centre)
        self.setRotation(pose.angle)
        self.setScale(pose.scale)
        if squeeze != self.squeeze:
            self.squeeze = squeeze
            self.setTransform(QTransform.fromScale(max(squeeze, 1e-3), 1.0))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        rect = self.picture.rect
        if self.picture.pixmap is None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(TOKEN_EDGE, 2))
            painter.setBrush(TOKEN_FILL)
            painter.drawRoundedRect(rect, 4, 4)
            return
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, self.picture.pixmap, QRectF(self.picture.pixmap.rect()))


# -- what a change plays -------------------------------------------------------------------------


@dataclass
class Track:
    """One animation of a change: from `start` for `length` ms (scene of the whole change's
    clock); `hides` wait unseen until `reveal_at` (ms into the track)."""

    start: float
    length: float
    ghost: Ghost | None = None
    early: bool = True  # the ghost shows before its start (the piece still at its old place)
    hides: list[QGraphicsItem] = field(default_factory=list)
    reveal_at: float = 0.0
    done: bool = False
    revealed: bool = False

    def progress(self, now: float) -> float:
        """How far the track is at `now`, from 0 to 1."""
        return min(max((now - self.start) / self.length, 0.0), 1.0) if self.length else 1.0

    def frame(self, now: float) -> None:
        """Draw the track at `now` (ms from the change's start)."""

    def end(self) -> None:
        """Undo whatever the track did to real items."""


@dataclass
class Slide(Track):
    """A ghost from `source` to wherever `target()` stands now (a layout may move it meanwhile);
    `fade`: no landing spot, the ghost fades where it is."""

    source: Pose = field(default_factory=lambda: Pose(QPointF()))
    target: Callable[[], Pose] | None = None
    keep_scale: bool = True  # a piece keeps its size on its way to a board element
    fade: bool = False

    def frame(self, now: float) -> None:
        ghost = self.ghost
        if ghost is None or not isValid(ghost):
            return
        p = self.progress(now)
        ghost.setVisible(self.early or now >= self.start)
        if self.fade:
            ghost.place(self.source)
            ghost.setOpacity(1.0 - p)
            return
        e = _EASE.valueForProgress(p)
        to = self.target() if self.target is not None else self.source
        turn = (to.angle - self.source.angle + 180.0) % 360.0 - 180.0  # the short way round
        scale = self.source.scale if self.keep_scale else _lerp(self.source.scale, to.scale, e)
        ghost.place(
            Pose(
                QPointF(
                    _lerp(self.source.centre.x(), to.centre.x(), e),
                    _lerp(self.source.centre.y(), to.centre.y(), e),
                ),
                self.source.angle + turn * e,
                scale,
            )
        )


@dataclass
class Flip(Track):
    """The item squeezed to a line and opened again: its old face (a ghost) the first half, its
    new face (the item itself, by a QGraphicsScale appended to its transformations) the second."""

    item: QGraphicsItem | None = None
    pose: Pose = field(default_factory=lambda: Pose(QPointF()))  # the item's, unsqueezed
    saved: list = field(default_factory=list)  # the item's transformations before
    squeeze: QGraphicsScale | None = None

    def frame(self, now: float) -> None:
        item, squeeze = self.item, self.squeeze
        if item is None or squeeze is None or not isValid(item):
            return
        p = self.progress(now)
        x = abs(math.cos(math.pi * p)) if now >= self.start else 1.0
        squeeze.setXScale(max(x, 1e-3))
        ghost = self.ghost
        if ghost is not None and isValid(ghost):
            ghost.setVisible((self.early or now >= self.start) and p < 0.5)
            ghost.place(self.pose, x)

    def end(self) -> None:
        if self.item is not None and isValid(self.item):
            self.item.setTransformations(self.saved)
        if self.squeeze is not None and isValid(self.squeeze):
            self.squeeze.deleteLater()


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def _covers(landing: QGraphicsItem, picture: Picture | None, pose: Pose) -> bool:
    """Whether a ghost is big enough beside its landing item for the item to wait for it
    (a tile onto its slot, a cube onto a card; not a card onto a seat's whole row)."""
    rect = (picture or TOKEN_PICTURE).rect
    scale = pose.scale if picture is not None else 1.0
    area = landing.sceneBoundingRect()
    return area.width() * area.height() <= HIDE_RATIO * rect.width() * rect.height() * scale**2


def _still(old: Seen, slide: Slide) -> Slide:
    """The landing item's old look, in its own layer, until the slide onto it lands."""
    assert old.picture is not None
    ghost = Ghost(old.picture)
    ghost.setZValue(old.item.zValue())
    return Slide(slide.start, slide.length, ghost, source=old.pose)


# -- what the scene noted before its refresh ----------------------------------------------------


@dataclass
class Seen:
    """An end of a move (or a turned item) as it stood before the refresh: the item, its rect,
    its pose, and the picture of what moves from it (None when no piece is drawn there)."""

    item: QGraphicsItem
    rect: QRectF
    pose: Pose
    picture: Picture | None


@dataclass
class Before:
    """What `note` saw of a change's events before the refresh."""

    events: Sequence[Event]
    froms: dict[int, Seen]  # by the event's index
    tos: dict[int, Seen]  # the landing items small enough to keep their old look meanwhile
    turned: dict[int, Seen]
    pieces: dict[PieceItem, Pose]  # where every shown piece stood


class Stage(Protocol):
    """What the animations ask of the scene that owns them: the BoardScene (a QGraphicsScene),
    which imports this module, so only the calls made here are named (no import back up)."""

    model: SessionModel
    elements: dict[str, BoardItem]
    holding: bool  # a piece is in hand: nothing animates under it
    in_hand: PieceItem | None
    pieces: list[PieceItem]  # every piece, as the scene's last refresh settled them

    def seat_rect(self, seat: int) -> QRectF | None: ...
    def views(self) -> list[QGraphicsView]: ...
    def items(self) -> list[QGraphicsItem]: ...
    def addItem(self, item: QGraphicsItem) -> None: ...


class Motion(QObject):
    """The scene's event animations: `note` before a refresh, `play` after it, `finish` to
    jump to the end. Owned by the scene (`scene.motion`), title-free."""

    def __init__(self, scene: Stage) -> None:
        super().__init__(scene)  # type: ignore[arg-type]  # the stage is a QObject too
        self.scene = scene
        self.enabled = True
        self._before: Before | None = None
        self._tracks: list[Track] = []
        self._hidden: dict[QGraphicsItem, list[float]] = {}  # item -> [opacity before, holds]
        self._clock: QVariantAnimation | None = None
        self._length = 0.0
        scene.model.looked.connect(self.finish)  # another seat looks: no old picture stays

    # -- the scene's calls -----------------------------------------------------------------------

    def running(self) -> bool:
        """Whether a change is being animated now."""
        return self._clock is not None

    def duration(self) -> float:
        """How long the change being animated lasts, in ms (0 when none is)."""
        return self._length if self._clock is not None else 0.0

    def ghosts(self) -> list[Ghost]:
        """The pictures on their way now (for tests)."""
        return [t.ghost for t in self._tracks if t.ghost is not None and isValid(t.ghost)]

    def _picture(self, item: QGraphicsItem) -> Picture:
        """The item's picture, as sharp as the most zoomed-in view shows the scene (a card
        drawn at three pixels a unit for a view that shows it at one cost ten times as much)."""
        zoom = max(
            (
                math.hypot(v.transform().m11(), v.transform().m12()) * v.devicePixelRatioF()
                for v in self.scene.views()
            ),
            default=PIXELS,
        )
        return picture_of(item, min(max(zoom, 1.0), PIXELS))

    def note(self, events: Sequence[Event]) -> None:
        """Before the scene's refresh: finish what still moves and remember where the things
        these events move stand and how they look."""
        self.finish()
        self._before = None
        if not self._watched():
            return
        shown = self._shown(events)
        if not shown:
            return
        pieces = self._pieces()
        froms: dict[int, Seen] = {}
        tos: dict[int, Seen] = {}
        turned: dict[int, Seen] = {}
        for i, event in shown:
            if event.moved is not None:
                item = self._find(event.moved[0], event, pieces)
                if item is not None:
                    froms[i] = seen = self._seen(item, moving=True)
                    to = self._find(event.moved[1], event, pieces)
                    if to is not None and to is not item and _covers(to, seen.picture, seen.pose):
                        tos[i] = Seen(to, to.sceneBoundingRect(), pose_of(to), self._picture(to))
            if event.turned is not None:
                item = self._find(event.turned, event, pieces)
                if item is not None:
                    turned[i] = self._seen(item, moving=False)
        self._before = Before(events, froms, tos, turned, {p: pose_of(p) for p in pieces})

    def play(self, events: Sequence[Event]) -> None:
        """After the scene's refresh: animate what the events moved or turned over."""
        before, self._before = self._before, None
        if before is None or before.events is not events:
            before = None
            self.note(events)  # not noted: the ends' places now (no slide of a piece itself)
            before, self._before = self._before, None
        if before is None or not self._watched():
            return
        tracks = self._plan(before)
        if not tracks:
            return
        self._start(tracks)

    def finish(self) -> None:
        """Jump every running animation to its end: ghosts gone, items as the refresh left them."""
        clock, self._clock = self._clock, None
        if clock is not None:
            clock.stop()
            clock.deleteLater()
            self._frame(self._length)
        for track in self._tracks:
            self._end_track(track)
        self._tracks = []
        for item, (opacity, _) in list(self._hidden.items()):
            self._show(item, opacity)
        self._hidden = {}

    # -- finding things --------------------------------------------------------------------------

    def _watched(self) -> bool:
        scene = self.scene
        return (
            self.enabled and not scene.holding and any(view.isVisible() for view in scene.views())
        )

    def _shown(self, events: Sequence[Event]) -> list[tuple[int, Event]]:
        looker = self.scene.model.looker()
        return [
            (i, e)
            for i, e in enumerate(events)
            if (e.moved is not None or e.turned is not None) and e.visible(looker)
        ]

    def _pieces(self) -> list[PieceItem]:
        return [i for i in self.scene.items() if isinstance(i, PieceItem) and i.isVisible()]

    def _find(self, end: str, event: Event, pieces: list[PieceItem]) -> QGraphicsItem | None:
        """The item an end names: the element with that id, else the one shown piece with that
        piece id (of the event's seat when several seats have one); None if none is shown."""
        item: QGraphicsItem | None = self.scene.elements.get(end)
        if item is None:
            found = [p for p in pieces if p.piece_id == end]
            if len(found) > 1 and event.seat is not None:
                found = [p for p in found if self._seat_of(p) == event.seat]
            item = found[0] if len(found) == 1 else None
        if item is None or not item.isVisible():
            return None
        if isinstance(item, PieceItem) and event.seat is not None:
            seat = self._seat_of(item)
            if seat is not None and seat != event.seat:
                return None  # another seat's own piece (the same card in two hands)
        return item

    def _seat_of(self, item: QGraphicsItem) -> int | None:
        """The seat whose zone holds the item, if any."""
        centre = item.sceneBoundingRect().center()
        for seat in range(len(self.scene.model.names)):
            rect = self.scene.seat_rect(seat)
            if rect is not None and rect.contains(centre):
                return seat
        return None

    def _seen(self, item: QGraphicsItem, *, moving: bool) -> Seen:
        """An end before the refresh. What moves from it: the piece itself, or the piece a
        drag from the element carries (a market row's next token); from elsewhere a token."""
        picture: Picture | None = None
        pose = pose_of(item)
        if isinstance(item, PieceItem) or not moving:
            picture = self._picture(item)
        elif hasattr(item, "carried_piece"):
            piece = item.carried_piece()
            if piece is not None and piece.isVisible():
                picture, pose = self._picture(piece), pose_of(piece)
        return Seen(item, item.sceneBoundingRect(), pose, picture)

    # -- planning --------------------------------------------------------------------------------

    def _plan(self, before: Before) -> list[Track]:
        scene = self.scene
        looker = scene.model.looker()
        pieces = [p for p in scene.pieces if p.isVisible()]  # as the refresh just left them
        held = scene.in_hand
        claimed: set[PieceItem] = set()
        tracks: list[Track] = []
        landed: dict[QGraphicsItem, Slide] = {}  # the last slide onto each item
        for i, event in enumerate(before.events):
            if not event.visible(looker):
                continue
            at = len(tracks) * STAGGER_MS
            seen = before.froms.get(i)
            if event.moved is not None and seen is not None:
                to = self._find(event.moved[1], event, pieces)
                slide = self._slide(seen, to, before, claimed, held, at)
                if slide is not None:
                    tracks.append(slide)
                    old_to = before.tos.get(i)
                    if old_to is not None and old_to.item is to and to in slide.hides:
                        tracks.append(_still(old_to, slide))
                    if to is not None:
                        landed[to] = slide
            old = before.turned.get(i)
            if event.turned is not None and old is not None:
                item = scene.elements.get(event.turned)
                if item is None or not item.isVisible() or item is held:
                    continue
                first = landed.get(item)
                if first is not None:  # it turns once what went onto it has landed
                    at = max(at, first.start + first.length)
                face, early = old.picture, True  # its old face, shown until it turns
                if first is not None and item in first.hides and first.ghost is not None:
                    early = False  # its old look stays (a still) until the landing
                    if first.ghost.picture.pixmap is not None:
                        face = first.ghost.picture  # a tile that landed turns, not the slot
                ghost = Ghost(face) if face is not None else None
                pose = pose_of(item)
                tracks.append(
                    Flip(at, FLIP_MS, ghost, early, [item], FLIP_MS / 2, item=item, pose=pose)
                )
        return tracks

    def _slide(
        self,
        seen: Seen,
        to: QGraphicsItem | None,
        before: Before,
        claimed: set[PieceItem],
        held: PieceItem | None,
        at: float,
    ) -> Slide | None:
        if to is None:  # off the table: a piece drawn at the start fades where it was
            if seen.picture is None:
                return None
            return Slide(at, FADE_MS, Ghost(seen.picture), source=seen.pose, fade=True)
        landing = to.sceneBoundingRect()
        mover = self._mover(seen, landing, before, claimed, held)
        if mover is not None:  # the piece itself went there: it glides, and waits unseen
            claimed.add(mover)
            return Slide(
                at,
                SLIDE_MS,
                Ghost(self._picture(mover)),
                hides=[mover],
                reveal_at=SLIDE_MS,
                source=before.pieces[mover],
                target=lambda: pose_of(mover),
                keep_scale=False,
            )
        picture = seen.picture or TOKEN_PICTURE
        source = seen.pose if seen.picture is not None else Pose(seen.pose.centre)
        hides = [to] if _covers(to, seen.picture, seen.pose) and to is not held else []
        keep = source.scale

        def target() -> Pose:
            pose = pose_of(to)
            return Pose(pose.centre, pose.angle, keep)

        return Slide(
            at,
            SLIDE_MS,
            Ghost(picture),
            hides=hides,
            reveal_at=SLIDE_MS,
            source=source,
            target=target,
        )

    def _mover(
        self,
        seen: Seen,
        landing: QRectF,
        before: Before,
        claimed: set[PieceItem],
        held: PieceItem | None,
    ) -> PieceItem | None:
        """The piece that itself went from the start to the landing spot in the refresh: the
        start when it is such a piece, else one that stood on the start and now stands on the
        landing spot (a plant card won at the auction), the nearest to the start's centre."""

        def went(piece: PieceItem) -> bool:
            was = before.pieces.get(piece)
            if was is None or piece is held or piece in claimed or not isValid(piece):
                return False
            now = pose_of(piece).centre
            moved = (now - was.centre).manhattanLength() > 1
            return piece.isVisible() and moved and landing.contains(now)

        if isinstance(seen.item, PieceItem):
            return seen.item if went(seen.item) else None
        found = [
            p for p, was in before.pieces.items() if seen.rect.contains(was.centre) and went(p)
        ]
        centre = seen.rect.center()
        return min(
            found, key=lambda p: (before.pieces[p].centre - centre).manhattanLength(), default=None
        )

    # -- running ---------------------------------------------------------------------------------

    def _start(self, tracks: list[Track]) -> None:
        length = max(t.start + t.length for t in tracks)
        if length > MOST_MS:  # many events: the same dance, faster
            k = MOST_MS / length
            for t in tracks:
                t.start, t.length, t.reveal_at = t.start * k, t.length * k, t.reveal_at * k
            length = MOST_MS
        self._tracks = tracks
        self._length = length
        for track in tracks:
            for item in track.hides:
                self._hide(item)
            if isinstance(track, Flip) and track.item is not None:
                track.saved = list(track.item.transformations())
                squeeze = QGraphicsScale(self)
                centre = track.item.boundingRect().center()
                squeeze.setOrigin(QVector3D(centre.x(), centre.y(), 0.0))
                track.squeeze = squeeze
                track.item.setTransformations([*track.saved, squeeze])
            if track.ghost is not None:
                self.scene.addItem(track.ghost)
        self._frame(0.0)
        clock = QVariantAnimation(self)
        clock.setStartValue(0.0)
        clock.setEndValue(float(length))
        clock.setDuration(max(1, round(length)))
        clock.valueChanged.connect(self._frame)
        clock.finished.connect(self.finish)
        self._clock = clock
        clock.start()

    def _frame(self, now: float) -> None:
        for track in self._tracks:
            if track.done:
                continue
            track.frame(now)
            if not track.revealed and now >= track.start + track.reveal_at:
                track.revealed = True
                for item in track.hides:
                    self._unhide(item)
            if now >= track.start + track.length:
                self._end_track(track)

    def _end_track(self, track: Track) -> None:
        if track.done:
            return
        track.done = True
        track.end()
        if not track.revealed:
            track.revealed = True
            for item in track.hides:
                self._unhide(item)
        ghost = track.ghost
        if ghost is not None and isValid(ghost) and ghost.scene() is not None:
            ghost.scene().removeItem(ghost)

    def _hide(self, item: QGraphicsItem) -> None:
        held = self._hidden.get(item)
        if held is None:
            self._hidden[item] = [item.opacity(), 1]
            item.setOpacity(0.0)
        else:
            held[1] += 1

    def _unhide(self, item: QGraphicsItem) -> None:
        held = self._hidden.get(item)
        if held is None:
            return
        held[1] -= 1
        if held[1] <= 0:
            del self._hidden[item]
            self._show(item, held[0])

    def _show(self, item: QGraphicsItem, opacity: float) -> None:
        # a refresh meanwhile may have set its own opacity (a future plant dimmed): keep that
        if isValid(item) and item.opacity() == 0.0:
            item.setOpacity(opacity)
