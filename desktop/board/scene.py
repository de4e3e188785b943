"""BoardScene: the generic half of every title's board.

It keeps the map between element ids and items, asks the rules which targets a held piece may
land on (`preview`), turns a drop into the action(s) it means (`find_action`) or a click into the
title's action, and explains refusals with the rules' reasons.
A title subclasses it and implements `build` (create items once) and `redraw` (update them
from the seat's view of the state, each piece's home by `PieceItem.rest_at`); `refresh` redraws
and settles every piece not in hand at its home. It may refine the gesture hooks below.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
)

from desktop.board import layers
from desktop.board.choice import narrow, telling
from desktop.board.items import BoardItem, PieceItem
from desktop.board.motion import Motion
from desktop.board.panel import column_shapes
from desktop.board.score_sheet import ScoreSheet
from desktop.board.tips import close_tips, show_text, wrap_tip
from desktop.board.touch import touch_px
from desktop.board.zones import SeatZones
from desktop.session_model import SessionModel
from rules.core.actions import Action
from rules.core.events import Event
from rules.core.gestures import find_action, preview
from rules.core.text import Text

HIGHLIGHT = QColor(255, 214, 10)


class BoardScene(QGraphicsScene):
    private_hands = False  # seats hold hidden cards: a hand-off screen passes the table on
    seat_zones: SeatZones | None = None  # the seats' mats, where a title lays them out so
    # At a table-top the prompt bar's length in the acting seat's zone, in finger widths (the
    # table keeps it within `table.BAR_SHARE`): room for its words and a few answers
    bar_fingers = 13.0

    message = Signal(str)  # a sentence for the prompt bar: a refusal's reason, a hint
    released = Signal()  # a held piece was let go (the table may turn the board now)
    seats_shaped = Signal()  # the seats' rects changed: the views showing them fit again
    offered = Signal(list)  # the answers a gesture left open, for the bar's buttons ([]: none)

    def __init__(self, model: SessionModel) -> None:
        super().__init__()
        self.model = model
        self.elements: dict[str, BoardItem] = {}
        self._highlights: list[QGraphicsItem] = []
        self._tags: list[QGraphicsItem] = []  # the labels on lit targets, among the highlights
        self.lit: dict[str, str | None] = {}  # targets lit while a piece is held, with labels
        self._targets: set[str] = set()  # what the held piece can reach
        self._over: str | None = None  # the lit target the held piece is over now
        self.holding = False  # a piece is in hand: the board must not turn under it
        self.pieces: list[PieceItem] = []  # every piece, as the last refresh settled them
        self.in_hand: PieceItem | None = None  # that piece
        # Screen pixels per scene unit where the finger is: the board view tells its zoom
        # whenever it changes; a gesture in another view of the scene (a seat's zone) its own.
        self.touch_scale = 1.0
        self.touch_px = touch_px()  # 9 mm on this screen: every target's touch area
        self._tapped: BoardItem | None = None  # a press given to a target near, not under, it
        self.choosing: list[Action] = []  # the answers a gesture left open (`offer`)
        self.parts: dict[str, QRectF] = {}  # the panel's parts by name, where `build` sets them
        self.setBackgroundBrush(QColor("#20262e"))
        self.build()
        self.setSceneRect(self.board_rect())  # the board view pans over the map alone
        self.refresh()
        self.motion = Motion(self)  # the events' slides and flips (before `looked` refreshes)
        model.changed.connect(self._changed)
        model.looked.connect(self.refresh)
        model.refused.connect(lambda why: self.message.emit(self.model.tr(why)))

    def _changed(self, events: list) -> None:
        """Redraw after a change, then animate what its events moved ([]: undo, redo, load)."""
        sliding = self.slides(events)
        self.motion.note(sliding)  # where the moving things stood, before the refresh
        self.drop_choice()
        self.refresh()
        self.motion.play(sliding)
        self.after_change(events)
        self._follow_drop()

    # A drop whose chain of answers stopped at a choice (a Brass link dropped on a route before
    # the network's card is chosen): the piece, the target, the steps taken by then and the
    # answers left open. Once the person picks one of them, the drop answers what it still
    # determines; anything else done (or undone) ends it.
    _pending_drop: tuple[str, str, int, tuple[Action, ...]] | None = None

    def _follow_drop(self) -> None:
        if self._pending_drop is None:
            return
        piece, target, steps, choices = self._pending_drop
        taken = self.model.session.steps
        if len(taken) == steps + 1 and taken[-1].action in choices:
            # after this change has been drawn and logged, not inside it
            QTimer.singleShot(0, self, lambda: self._resume_drop(piece, target, steps + 1))
        else:
            self._pending_drop = None

    def _resume_drop(self, piece: str, target: str, steps: int) -> None:
        model = self.model
        self._pending_drop = None
        seat = model.viewer()
        if seat is None or len(model.session.steps) != steps:
            return
        found = find_action(model.rules, model.state, seat, piece, target)
        for action in found.actions:
            if not model.apply(action):
                return
        if found.choices:  # still open further on: keep the drop
            self._pending_drop = (piece, target, len(model.session.steps), found.choices)

    # -- for titles --------------------------------------------------------------------------

    def build(self) -> None:
        """Create the items once (board, elements, pieces), registering each with `add`."""
        raise NotImplementedError

    def redraw(self) -> None:
        """Update every item from `self.model.view()`, a piece's home by its `rest_at`; never
        change the rules' state."""
        raise NotImplementedError

    def refresh(self) -> None:
        """The title's `redraw`, then every piece not in hand settled at its home: here, once
        for every title, so that none can leave a piece where a finger let it go."""
        self.redraw()
        self.pieces = [item for item in self.items() if isinstance(item, PieceItem)]
        for piece in self.pieces:
            piece.settle()

    def slides(self, events: list[Event]) -> list[Event]:
        """The events whose moves slide straight from start to end (`Motion`); a title may
        keep some for an animation of its own (Barrage's drops follow the river)."""
        return events

    def after_change(self, events: list[Event]) -> None:
        """A change was drawn ([]: an undo, a redo, a load): a title may show more of it (Barrage
        explains its Automa's turn and lets its water flow)."""

    def recall(self, event: Event) -> None:
        """A line of the log was tapped: a title may show its event again (Barrage replays
        its Automa's reasoning)."""

    def add(self, item: BoardItem) -> BoardItem:
        self.addItem(item)
        self.elements[item.element_id] = item
        return item

    def click_action(self, element_id: str) -> Action | None:
        """The action a click (or tap) on an element means now, if any."""
        return None

    # -- the parts of the board the table lays out -------------------------------------------

    def board_rect(self) -> QRectF:
        """The board's main part (for Power Grid the map): what the table's big, zoomable view
        fits. The panel and the seats' zones lie outside it, each shown by its own view."""
        return self.itemsBoundingRect()

    def map_rect(self) -> QRectF:
        """The map alone, inside the board (the table measures its share of the window)."""
        return self.board_rect()

    def panel_parts(self) -> dict[str, QRectF]:
        """The rest of the board (markets, tracks...), part by part: each is shown by a view of
        its own, and the table arranges these views beside or below the main one."""
        return dict(self.parts)

    def panel_shapes(self) -> tuple[tuple[tuple[str, ...], ...], ...]:
        """The arrangements the panel's parts can take: each a tuple of columns, each column the
        names of the parts stacked in it, top down. The table picks the one that fits best (by
        default the parts in order in 1, 2, 3... columns of about equal height)."""
        return column_shapes(self.parts)

    def seat_rect(self, seat: int) -> QRectF | None:
        """A seat's zone in the scene (its mat, its holdings), or None for none."""
        return self.seat_zones.rect(seat) if self.seat_zones is not None else None

    def shape_seats(self, sizes: list[tuple[float, float]]) -> None:
        """Lay each seat's zone out for a view `sizes[seat]` pixels large (width along the
        seat's edge, height towards the board); emit `seats_shaped` when anything moved."""
        if self.seat_zones is not None and self.seat_zones.reshape(sizes):
            self.seats_reshaped()
            self.seats_shaped.emit()

    def seats_reshaped(self) -> None:
        """Some seats' zones were laid out again: by default the whole scene is refreshed; a
        title may refresh only what lies in the zones."""
        self.refresh()

    def point_of(self, event: QGraphicsSceneMouseEvent) -> QPointF:
        """The scene point under the pointer, in whichever view of this scene it is over now:
        a piece picked up on the board can be carried to a seat's zone shown by another view."""
        widget = QApplication.widgetAt(event.screenPos())
        while widget is not None and not isinstance(widget, QGraphicsView):
            widget = widget.parentWidget()
        source = event.widget().parentWidget() if event.widget() is not None else None
        if isinstance(widget, QGraphicsView) and widget.scene() is self and widget is not source:
            self.touch_scale = _scale_of(widget)
            return widget.mapToScene(widget.viewport().mapFromGlobal(event.screenPos()))
        if isinstance(source, QGraphicsView):
            self.touch_scale = _scale_of(source)
        return event.scenePos()

    # -- touch areas ---------------------------------------------------------------------------

    def set_view_scale(self, scale: float) -> None:
        """The board view's zoom (screen pixels per scene unit), told whenever it changes."""
        self.touch_scale = scale

    def touch_radius(self) -> float:
        """Half of 9 mm on screen, in scene units at the current zoom."""
        return self.touch_px / 2 / max(self.touch_scale, 1e-6)

    def target_at(
        self, at: QPointF, *, exclude: QGraphicsItem | None = None, prefer: Iterable[str] = ()
    ) -> BoardItem | None:
        """The element a finger at `at` aims at. Each element is hit on its drawn shape or
        within half of 9 mm on screen of its centre, whatever the zoom. Lit targets (`prefer`)
        come first, then the highest layer (a city before the region under it); within a layer
        an element drawn under the point (the topmost: a card of a fan where it shows), then
        the one whose centre is nearest."""
        r = self.touch_radius()
        wanted = set(prefer)
        best: BoardItem | None = None
        best_key: tuple[bool, int, bool, float, float] | None = None
        for item in self.items(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)):
            if not isinstance(item, BoardItem) or item is exclude or not item.element_id:
                continue
            if not item.isVisible():
                continue
            exact = item.contains(item.mapFromScene(at))
            distance = QLineF(at, item.mapToScene(item.shape().boundingRect().center())).length()
            if not exact and distance > r:
                continue
            z = item.zValue()  # a layer's items differ by fractions (cards stacked in a fan)
            key = (item.element_id in wanted, math.floor(z), exact, z, -distance)
            if best_key is None or key > best_key:
                best, best_key = item, key
        return best

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A press goes to the target it aims at (`target_at`), not only to one drawn under it:
        a finger just outside a small city still presses that city."""
        self.motion.finish()  # what still moves lands first: the press aims at the table as it is
        self._tapped = None
        view = event.widget().parentWidget() if event.widget() is not None else None
        if isinstance(view, QGraphicsView):
            self.touch_scale = _scale_of(view)
        if event.button() == Qt.MouseButton.LeftButton and self.mouseGrabberItem() is None:
            at = event.scenePos()
            target = self.target_at(at)
            top = next(
                (i for i in self.items(at) if i.acceptedMouseButtons() & event.button()), None
            )
            if target is not None and target is not top and (top is None or _is_board(top)):
                target.grabMouse()  # the scene gives the press to the grabber
                self._tapped = target
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A held piece follows the finger even when Qt has let go of its grab: another view of
        this scene that refits (a zone reshaped, the mode switched) replays a move without
        buttons, and the grab ends with it."""
        held = self.in_hand
        if held is not None and self.mouseGrabberItem() is None and event.buttons():
            held.carry(self.point_of(event))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        held = self.in_hand
        if held is not None and self.mouseGrabberItem() is None:
            held.put_down(self.point_of(event))  # dropped as if it had kept its grab
            event.accept()
            return
        super().mouseReleaseEvent(event)
        tapped, self._tapped = self._tapped, None
        if tapped is not None and self.mouseGrabberItem() is tapped and not event.buttons():
            tapped.ungrabMouse()  # an explicit grab outlives the release unless let go

    # -- gestures ----------------------------------------------------------------------------

    def begin_drag(self, piece: PieceItem) -> bool:
        """Light up the targets a held piece can reach now, each with its cost; False when it
        cannot move now."""
        seat = self.model.viewer()
        if seat is None:
            self.message.emit(self.model.tr(Text("desktop.not_your_turn")))
            return False
        labels = self.reach(piece)
        if labels is None:
            costs = preview(self.model.rules, self.model.state, seat, piece.piece_id)
            labels = {t: None if cost is None else str(cost) for t, cost in costs.items()}
        close_tips()
        self.holding = True
        self.in_hand = piece
        self._targets = set(labels)
        self.highlight(labels)
        return True

    def reach(self, piece: PieceItem) -> dict[str, str | None] | None:
        """The targets a held piece lights, each with its label, where the title works them out
        itself (a Roads & Boats transporter's reach is no short list of answers); None: the
        kernel's preview of the legal answers, labelled with their costs."""
        return None

    def dropped(self, piece: PieceItem, target: str) -> list[Action] | None:
        """The answers a drop of the piece on the target means, where the title works them out
        itself (the scene offers them; none: the rules' reason why, from `intent`); None: the
        kernel's `find_action`."""
        return None

    def carried_over(self, piece: PieceItem, at: QPointF) -> None:
        """Tell `held_over` when the lit target under a carried piece changes; close a tooltip
        (a long press's, before the piece moved): it must not cover the table while carrying."""
        close_tips()
        target = self.element_at(at, exclude=piece, prefer=self._targets)
        target = target if target in self._targets else None
        if target != self._over:
            self._over = target
            self.held_over(piece, target)

    def held_over(self, piece: PieceItem, target: str | None) -> None:
        """A carried piece is now over this lit target (None: over none): a title may show
        what the drop there would do (Brass draws where the coal would come from)."""

    def end_drag(self, piece: PieceItem, at: QPointF | None) -> bool:
        """Apply the action(s) a drop means (`find_action`); otherwise explain, light again
        what a tap answers, and return False."""
        self._pending_drop = None
        done = self._drop(piece, at)
        if not done:
            self.light_choices()
        return done

    def _drop(self, piece: PieceItem, at: QPointF | None) -> bool:
        if self._over is not None:
            self._over = None
            self.held_over(piece, None)
        self.clear_highlights()
        targets, self._targets = self._targets, set()
        self.in_hand = None
        if self.holding:
            self.holding = False
            self.released.emit()
        seat = self.model.viewer()
        if at is None or seat is None:
            return False
        target = self.element_at(at, exclude=piece, prefer=targets)
        if target is None:
            self.message.emit(self.model.tr(Text("desktop.drop_here")))
            return False
        answers = self.dropped(piece, target)
        if answers:
            return self.offer(answers)
        if answers is not None:
            meant = self.model.rules.intent(self.model.state, piece.piece_id, target)
            why = self.model.why_not(meant) if meant is not None else None
            self.message.emit(self.model.tr(why or Text("desktop.drop_here")))
            return False
        found = find_action(self.model.rules, self.model.state, seat, piece.piece_id, target)
        for action in found.actions:  # a chain answers each prompt in turn
            if not self.model.apply(action):
                return False
        if found.choices:  # the drop answers the rest of its chain once one of these is chosen
            self._pending_drop = (
                piece.piece_id,
                target,
                len(self.model.session.steps),
                found.choices,
            )
        if found.choices and not found.actions:  # several answers to this prompt fit: they
            self.offer(found.choices)  # stay open, to be told apart (past a step, the open
            return False  # prompt's own controls choose)
        if found.reason is not None:  # refused, or a choice still open
            self.message.emit(self.model.tr(found.reason))
        return bool(found) and found.open is None

    def click(self, element_id: str) -> None:
        """A tap keeps the open answers that name the element; else it offers the answers a tap
        there means (`tap_answers`: one is applied at once, several stay open) or says the
        rules' reason why there are none (`tap_refusal`); a title without them applies its
        `click_action`."""
        model = self.model
        if model.viewer() is None or self.narrowed(element_id):
            return
        answers = self.tap_answers(element_id)
        if answers is None:
            action = self.click_action(element_id)
            if action is not None:
                model.apply(action)
        elif answers:
            self.offer(answers)
        elif (why := self.tap_refusal(element_id)) is not None:
            self.message.emit(model.tr(why))

    def tap_answers(self, element_id: str) -> list[Action] | None:
        """Every answer a tap on the element may mean now, for a title whose taps can mean
        several (None: the title's single `click_action`)."""
        return None

    def tap_refusal(self, element_id: str) -> Text | None:
        """Why a tap on the element means nothing now, in the rules' words (None: no reason)."""
        return None

    # -- answers left open ---------------------------------------------------------------------

    def offer(self, actions: Sequence[Action]) -> bool:
        """Apply the one answer a gesture means; several are kept open (`choosing`): what tells
        them apart lights, and the prompt bar offers each as a button. True when applied."""
        actions = list(dict.fromkeys(actions))
        if len(actions) == 1:
            self.drop_choice()
            return self.model.apply(actions[0])
        if not actions:
            return False
        self.choosing = actions
        self.light_choosing()
        self.offered.emit(actions)
        self.message.emit(self.model.tr(Text("desktop.choice.which", {"n": len(actions)})))
        return False

    def narrowed(self, element_id: str) -> bool:
        """A tap while answers are open keeps those that name the element (True); a tap on
        anything else lets them go (False: the tap then means what it always does)."""
        if not self.choosing:
            return False
        kept = narrow(self.choosing, element_id)
        if not kept or len(kept) == len(self.choosing):
            self.drop_choice()
            return False
        self.offer(kept)
        return True

    def light_choices(self) -> None:
        """Between gestures, light what a tap answers now (`tap_targets`); open answers keep
        their own light, a held piece its targets; nothing while a bot decides."""
        if self.holding:
            return
        if self.choosing:
            self.light_choosing()
            return
        model = self.model
        shown = self.tap_targets() if model.viewer() is not None and model.prompt() else set()
        self.highlight({e: None for e in sorted(shown) if e in self.elements})

    def tap_targets(self) -> set[str]:
        """The elements a tap answers the prompt with now (lit between gestures)."""
        return set()

    def light_choosing(self) -> None:
        """Light the elements that tell the open answers apart."""
        self.highlight({e: None for e in sorted(telling(self.choosing)) if e in self.elements})

    def drop_choice(self) -> None:
        """Let the open answers go (a change came, the person cancelled)."""
        if not self.choosing:
            return
        self.choosing = []
        self.clear_highlights()
        self.offered.emit([])

    def element_at(
        self, at: QPointF, *, exclude: QGraphicsItem | None = None, prefer: Iterable[str] = ()
    ) -> str | None:
        """The element a point aims at (`target_at`): a preferred one (a lit target) first."""
        item = self.target_at(at, exclude=exclude, prefer=prefer)
        return None if item is None else item.element_id

    # -- highlights and tooltips ---------------------------------------------------------------

    def label_font(self) -> QFont:
        """The font of the labels on lit targets (titles size it for reading at arm's length)."""
        font = QFont()
        font.setPointSizeF(11)
        font.setBold(True)
        return font

    def highlight(self, targets: dict[str, str | None]) -> None:
        """Ring each target; its label (a price) goes in a tag beside it (`place_tag`)."""
        self.clear_highlights()
        self.lit = dict(targets)
        pen = QPen(HIGHLIGHT, 5)
        labelled: list[tuple[str, QRectF]] = []
        for element_id, label in targets.items():
            item = self.elements.get(element_id)
            if item is None:
                continue
            ring = self.addPath(item.mapToScene(item.shape()), pen, QBrush(Qt.BrushStyle.NoBrush))
            ring.setZValue(layers.HIGHLIGHTS)
            self._highlights.append(ring)
            if label:
                labelled.append((label, item.sceneBoundingRect()))
        if labelled:
            self._place_tags(labelled, self.label_font())

    def name_rects(self) -> list[QRectF]:
        """The scene rects of the words on the board that tags must not cover: by default every
        visible text item's; a title adds the names its items paint themselves."""
        ours = set(self._highlights)  # the tags' own words are no names
        return [
            item.sceneBoundingRect()
            for item in self.items()
            if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem))
            and item.isVisible()
            and item.topLevelItem() not in ours
        ]

    def tag_rects(self) -> list[QRectF]:
        """Where the tags on lit targets lie now (scene rects)."""
        return [tag.sceneBoundingRect() for tag in self._tags]

    def _place_tags(self, labelled: list[tuple[str, QRectF]], font: QFont) -> None:
        """Each tag where it covers no name and no tag placed before it (else where it covers
        least): "Wolverha£5on" read as neither."""
        names = self.name_rects()
        targets = [near for _, near in labelled]  # a tag hides no other lit target if it can
        placed: list[QRectF] = []
        for label, near in labelled:
            badge = self._badge(label, font)
            box = badge.boundingRect()
            spot = place_tag(near, box.size(), names, placed, targets)
            badge.setPos(spot.topLeft() - box.topLeft())
            placed.append(spot)
            self._tags.append(badge)
            self._highlights.append(badge)

    def _label(self, label: str, near: QRectF, font: QFont) -> QGraphicsItem:
        """A tag over `near`, centred (where it goes regardless of what it covers)."""
        badge = self._badge(label, font)
        box = badge.boundingRect()
        badge.setPos(near.center().x() - box.width() / 2, near.top() - box.height() - 2)
        return badge

    def _badge(self, label: str, font: QFont) -> QGraphicsItem:
        text = QGraphicsSimpleTextItem(label)
        text.setFont(font)
        text.setBrush(QColor("#111"))
        box = text.boundingRect().adjusted(-4, -2, 4, 2)
        path = QPainterPath()
        path.addRoundedRect(box, 4, 4)
        badge = self.addPath(path, QPen(Qt.PenStyle.NoPen), QBrush(HIGHLIGHT))
        text.setParentItem(badge)
        badge.setZValue(layers.OVERLAYS)
        return badge

    def clear_highlights(self) -> None:
        self.lit = {}
        self._tags = []
        for item in self._highlights:
            self.removeItem(item)
        self._highlights = []

    def tooltip(self, element_id: str) -> str:
        """`about` the element, plus for the seat to act what a tap there does: how many answers
        it offers or why none (`tap_answers`), or whether its action is possible."""
        model = self.model
        about = self.about(element_id)
        lines = [model.tr(about)] if about is not None else []
        if model.viewer() is None:
            return wrap_tip("\n".join(lines))
        answers = self.tap_answers(element_id)
        said = None
        if answers:
            said = model.tr(Text("desktop.tap_ways", {"n": len(answers)}))
        elif answers is not None:
            why = self.tap_refusal(element_id)
            said = model.tr(why) if why is not None else None
        elif (action := self.tooltip_action(element_id)) is not None:
            why = model.why_not(action)
            said = model.tr(why) if why is not None else model.tr(Text("desktop.can_do"))
        if said and not any(said in line for line in lines):  # the description may say it
            lines.append(said)
        return wrap_tip("\n".join(lines))

    def about(self, element_id: str) -> Text | None:
        """What the element is, with its live numbers: the rules' `describe` of it."""
        return self.model.rules.describe(self.model.view(), element_id)

    def tooltip_action(self, element_id: str) -> Action | None:
        """The action whose possibility a tooltip explains (by default the click action)."""
        return self.click_action(element_id)

    def score_steps(self, events: list[Event]) -> ScoreSheet | None:
        """Scoring the table should play step by step after a change with these events (the
        end of a Brass era); None for none, as in most titles."""
        return None

    def show_tip(self, element_id: str, item: BoardItem) -> None:
        views = self.views()
        if not views:
            return
        view = views[0]
        point = view.mapToGlobal(view.mapFromScene(item.sceneBoundingRect().center()))
        show_text(point, self.tooltip(element_id), view)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """A hover's tooltip: the topmost item's under the pointer, wrapped (`wrap_tip`) whoever
        set it (Qt's own shows it as one line however long)."""
        at = event.scenePos()
        tip = next((i.toolTip() for i in self.items(at) if i.isVisible() and i.toolTip()), "")
        show_text(event.screenPos(), tip, event.widget())
        event.setAccepted(bool(tip))


def tag_spots(near: QRectF, size: QSizeF) -> list[QRectF]:
    """Where a tag of `size` may go by its target's rect, best first: just above, below, right,
    left; then nudged sideways; then each a tag's depth further out (still by the target)."""
    w, h = size.width(), size.height()
    cx, cy = near.center().x(), near.center().y()
    spots = []
    for k in range(3):
        gap = 2 + k * (h + 2)
        above, below = near.top() - h - gap, near.bottom() + gap
        right, left = near.right() + gap, near.left() - w - gap
        spots += [QPointF(cx - w / 2, above), QPointF(cx - w / 2, below)]
        spots += [QPointF(right, cy - h / 2), QPointF(left, cy - h / 2)]
        for dx in (-w / 2 - 2, w / 2 + 2):
            spots += [QPointF(cx - w / 2 + dx, above), QPointF(cx - w / 2 + dx, below)]
        for dy in (-h - 2, h + 2):
            spots += [QPointF(right, cy - h / 2 + dy), QPointF(left, cy - h / 2 + dy)]
    return [QRectF(at, size) for at in spots]


def place_tag(
    near: QRectF,
    size: QSizeF,
    names: Sequence[QRectF],
    placed: Sequence[QRectF],
    targets: Sequence[QRectF] = (),
) -> QRectF:
    """The first of `tag_spots` that covers no name, no placed tag and no lit target; else the
    first that covers no name and no tag; else the one that covers least of them (by area)."""
    spots = tag_spots(near, size)
    reach = spots[0]
    for spot in spots[1:]:
        reach = reach.united(spot)
    taken = [r for r in (*names, *placed) if r.intersects(reach)]  # only those near it matter
    lit = [r for r in targets if r.intersects(reach)]
    free = [s for s in spots if not any(s.intersects(r) for r in taken)]
    if free:
        return next((s for s in free if not any(s.intersects(r) for r in lit)), free[0])
    return min(spots, key=lambda s: sum(_area(s.intersected(r)) for r in taken))


def _area(rect: QRectF) -> float:
    return max(rect.width(), 0.0) * max(rect.height(), 0.0)


def _scale_of(view: QGraphicsView) -> float:
    """Screen pixels per scene unit in a view (turned or not)."""
    t = view.transform()
    return math.hypot(t.m11(), t.m12()) or 1.0


def _is_board(item: QGraphicsItem) -> bool:
    """An item a press may pass over to a target near it: a BoardItem, or a plain drawing (a
    label, a highlight ring); not a QGraphicsObject of other kinds (a widget in the scene)."""
    return isinstance(item, BoardItem) or not isinstance(item, QGraphicsObject)
