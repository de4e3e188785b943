"""The Barrage table: the river map (the board's big view), the management boards and energy
track (the panel's parts) and each company's board in its seat's zone, every item updated from
the seat's view after each change.

Gestures mean what the rules list (`intents`): engineers dragged onto an action space, a
technology tile onto a site, a tap on anything an answer names. A turn is one whole decision,
so a gesture that fits several answers keeps them open (`BoardScene.offer`): what tells them
apart lights, and the prompt bar offers each. A water or production move, once it is the only
one left, is previewed on the map (where every drop ends, what the system makes) and waits for
its button."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from desktop.board import zones
from desktop.board.drawn import READABLE_PX
from desktop.board.items import PieceItem
from desktop.board.paint_kit import font, text_width
from desktop.board.scene import BoardScene
from desktop.board.score_sheet import ScoreSheet
from desktop.board.tips import wrap_tip
from desktop.games.barrage import intents, look, scoring
from desktop.games.barrage.automa_view import ELEMENT_ID as AUTOMA_VIEW
from desktop.games.barrage.automa_view import AutomaPanel, Explanation, SiteReplay, explain
from desktop.games.barrage.flow import (
    FlowAnimation,
    FlowPreview,
    PreviewMarks,
    drop_paths,
    flow_preview,
    node_points,
)
from desktop.games.barrage.layout import lay_out_map
from desktop.games.barrage.mapitems import MapItems
from desktop.games.barrage.mat import CompanyMat, tip
from desktop.games.barrage.panel import APART, WIDTH, ManagementPanel
from desktop.games.barrage.panel_shapes import panel_shapes
from desktop.shell.log_panel import replay_events
from rules.barrage.actions import ENGINEERS, Construct
from rules.barrage.state import BarrageState
from rules.core.actions import Action
from rules.core.events import Event
from rules.core.text import Text

MAP_SIZE = (1600.0, 1000.0)  # scene units, about a 1920×1080 window's pixels
ZONE_SIZE = (420.0, 260.0)  # a desk's zone, until the table says how large each is
AUTOMA_H = 330.0  # the Automa's last turn, explained
REVEALED = "barrage.event.automa_revealed"


class BarrageScene(BoardScene):
    tag_scale = 1.0  # the least zoom at which a lit target's tag is seen (`highlight`)

    def build(self) -> None:
        state: BarrageState = self.model.state
        self.map = MapItems(lay_out_map(*MAP_SIZE))
        self.map.add_to(self)
        panel_at = QPointF(0.0, MAP_SIZE[1] + APART)
        self.panel = ManagementPanel(self, panel_at, state, registry=self.elements)
        self.parts = dict(self.panel.parts)
        self.automa: AutomaPanel | None = None
        self.explained: Explanation | None = None
        if any(c.automa for c in state.companies):
            right = max(r.right() for r in self.parts.values())
            rect = QRectF(right + APART, panel_at.y(), WIDTH, AUTOMA_H)
            self.parts["automa"] = rect
            self.automa = AutomaPanel(rect)
            self.add(self.automa)
            self.explained = _last_turn(replay_events(self.model))
        # the scene's child: its timer goes with the scene (a replay running when the table
        # closes must not light a deleted scene)
        self.replay = SiteReplay(self._light_sites, self._replayed, self._say_stage, parent=self)
        self.points = node_points(self.map.layout)
        self.flow = FlowAnimation(self, self.points)
        self.marks = PreviewMarks(self, px=self.map.layout.sizes.count_px)
        self.preview: FlowPreview | None = None  # the water move kept open, previewed
        self.seat_zones = zones.SeatZones.under_panel(
            self, CompanyMat, len(state.companies), ZONE_SIZE
        )
        self.mats: list[CompanyMat] = self.seat_zones.mats

    # -- the table's hooks -----------------------------------------------------------------------

    def board_rect(self) -> QRectF:
        return self.map.layout.rect.adjusted(-8, -8, 8, 8)

    def map_rect(self) -> QRectF:
        return self.map.layout.rect

    def panel_shapes(self) -> tuple[tuple[tuple[str, ...], ...], ...]:
        return panel_shapes(self.parts)

    # -- refresh -------------------------------------------------------------------------------

    def redraw(self) -> None:
        model = self.model
        view: BarrageState = model.view()
        tr = model.tr
        prompt = model.prompt()
        acting = prompt.seat if prompt is not None else None
        viewer = model.viewer()
        self.map.update(view)
        self.panel.refresh(view, tr)
        for mat in self.mats:
            mat.refresh(view, tr, acting=mat.seat == acting, viewer=viewer)
        for mat in sorted(self.mats, key=lambda m: m.seat == acting):
            self.elements.update(mat.elements())  # shared tile ids: the seat to act's win
        if self.automa is not None:
            seat = self.explained.seat if self.explained is not None else None
            cid = view.companies[seat].id if seat is not None else None
            colour = look.COMPANY[cid].name() if cid is not None else look.NEUTRAL.name()
            self.automa.show(self.explained, tr, colour)
        self.light_choices()

    def highlight(self, targets: dict[str, str | None]) -> None:
        """The board's rings and tags, the tags' words sized to read in the smallest view that
        shows a lit target: the map and the panel's parts are seen at zooms of their own."""
        lit = [self.elements[t] for t in targets if t in self.elements]
        self.tag_scale = least_scale(self, lit)
        super().highlight(targets)

    def label_font(self) -> QFont:
        return font(READABLE_PX / self.tag_scale, bold=True)

    def slides(self, events: list[Event]) -> list[Event]:
        return [e for e in events if "path" not in e.params]  # drops flow down the river

    def after_change(self, events: list[Event]) -> None:
        """Drops flow down the river; an Automa's turn is explained on its panel, and its site
        choice played on the map; after an undo or a load the panel shows the last turn still
        in the game."""
        paths = drop_paths(events)
        if paths:
            self.flow.play(paths)
        else:
            self.flow.finish()
        if self.automa is None:
            return
        if not events:
            self.replay.skip()
            self.explained = _last_turn(replay_events(self.model))
        elif any(e.key == REVEALED for e in events):
            self.explained = _last_turn([events])
            self.replay.play(self.explained, self.model.tr)
        else:
            return
        self.refresh()

    def recall(self, event: Event) -> None:
        """A tap on the log line of an Automa's turn explains that turn again."""
        if self.automa is None or event is None or event.key != REVEALED:
            return
        self.explained = explain(event.params)
        self.refresh()
        self.replay.play(self.explained, self.model.tr)

    def _replayed(self) -> None:
        """The site choice shown: its words leave the Automa's panel, the choices light
        again."""
        self.clear_highlights()
        self._say_stage("")
        BoardScene.light_choices(self)

    def _say_stage(self, words: str) -> None:
        """A stage of the Automa's site choice, said where its turn is explained."""
        if self.automa is not None:
            self.automa.say(words)

    def _light_sites(self, sites: dict[str, str | None]) -> None:
        self.highlight({s: label for s, label in sites.items() if s in self.elements})

    def name_rects(self) -> list[QRectF]:
        """Besides the text items, the words the Barrage items paint themselves, which a cost
        tag must leave in sight: the management boards' section headings (their words, not
        the whole line) and the basins' numbers on the map."""
        rects = super().name_rects()
        for heading, _ in self.panel.headings:
            if heading.isVisible() and heading.look:
                r = heading.rect
                width = min(text_width(heading.look, heading.px), r.width())
                rects.append(QRectF(r.left(), r.top(), width, r.height()))
        rects += [QRectF(badge) for badge in self.map.layout.badges.values()]
        return rects

    def score_steps(self, events: list[Event]) -> ScoreSheet | None:
        return scoring.steps(events, self.model.state)  # VP are public: the whole state's

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A press skips the Automa's replay and the flowing water, then means what it always
        does."""
        if self.replay.running:
            self.replay.skip()
        self.flow.finish()
        super().mousePressEvent(event)

    # -- answers kept open -----------------------------------------------------------------------

    def offer(self, actions: Sequence[Action]) -> bool:
        """A water move or a production left alone is not applied at once: the map previews
        where every drop ends and what the system makes, and its button confirms it."""
        actions = list(dict.fromkeys(actions))
        model = self.model
        preview = flow_preview(model.rules, model.state, actions[0]) if len(actions) == 1 else None
        if preview is None:
            return super().offer(actions)
        self.choosing = actions
        self.preview = preview
        self.marks.show(preview, self.points, model.tr)
        shown = {preview.powerhouse} if preview.powerhouse else set(preview.ends)
        self.highlight({e: None for e in sorted(shown) if e in self.elements})
        self.offered.emit(actions)
        self.message.emit(model.tr(Text("barrage.ui.flow.confirm")))
        return False

    def light_choosing(self) -> None:
        if self.preview is None:  # a previewed move keeps its own light
            super().light_choosing()

    def drop_choice(self) -> None:
        self.preview = None
        self.marks.clear()
        super().drop_choice()

    def light_choices(self) -> None:
        if not self.replay.running:  # else the Automa's site choice is being shown
            super().light_choices()

    def tap_targets(self) -> set[str]:
        """What a tap answers a choice the rules ask with (a dam for a drop, a contract to
        fulfil, a tile of choice); a turn's many answers wait for a gesture."""
        model = self.model
        prompt = model.prompt()
        if prompt is None or prompt.kind == "turn":
            return set()
        named = set()
        for action in model.rules.legal_actions(model.state):
            named |= {i for i in (action.piece, action.target) if i}
        return named

    # -- gestures ------------------------------------------------------------------------------

    def click(self, element_id: str) -> None:
        """A tap on the Automa's panel replays its site choice; any other means what the board's
        taps mean: the answers that name the element, or the rules' reason why none."""
        if element_id == AUTOMA_VIEW and self.explained is not None:
            self.replay.play(self.explained, self.model.tr)  # watch the site choice again
            return
        super().click(element_id)

    def tap_answers(self, element_id: str) -> list[Action]:
        return intents.tapped(self.model.rules, self.model.state, element_id)

    def tap_refusal(self, element_id: str) -> Text | None:
        return intents.why_not(self.model.rules, self.model.state, None, element_id)

    def begin_drag(self, piece: PieceItem) -> bool:
        """The kernel's preview: a space lit with its credits, a site with the build's whole
        price (the machinery onto the wheel and the credits, fees included) at its cheapest."""
        self.drop_choice()
        if not super().begin_drag(piece):
            return False
        labels = {t: None if c is None else self._credits(int(c)) for t, c in self.lit.items()}
        if piece.piece_id != ENGINEERS:
            labels = {t: self._build_price(piece.piece_id, t) for t in labels}
        self.highlight(labels)
        return True

    def _build_price(self, tile: str, site: str) -> str | None:
        model = self.model
        builds = intents.dropped(model.rules, model.state, tile, site)
        if not builds:
            return None
        best = min((b for b in builds if isinstance(b, Construct)), key=lambda b: b.credits)
        return model.tr(
            Text(
                "barrage.ui.build_price",
                {"excavators": best.excavators, "mixers": best.mixers, "credits": best.credits},
            )
        )

    def held_over(self, piece: PieceItem, target: str | None) -> None:
        """Engineers held over a space whose one move is a water move or a production: the
        map previews it before the drop confirms it."""
        self.preview = None
        self.marks.clear()
        if piece.piece_id != ENGINEERS or target is None:
            return
        model = self.model
        answers = intents.dropped(model.rules, model.state, ENGINEERS, target)
        if len(answers) == 1:
            self.preview = flow_preview(model.rules, model.state, answers[0])
            if self.preview is not None:
                self.marks.show(self.preview, self.points, model.tr)

    def end_drag(self, piece: PieceItem, at: QPointF | None) -> bool:
        """The kernel's drop; engineers refused on an action space say why the space is shut."""
        target = None
        if at is not None:
            target = self.element_at(at, exclude=piece, prefer=set(self.lit))
        done = super().end_drag(piece, at)
        model = self.model
        if (
            not done
            and not self.choosing
            and piece.piece_id == ENGINEERS
            and target is not None
            and not intents.dropped(model.rules, model.state, ENGINEERS, target)
        ):
            why = intents.why_not(model.rules, model.state, ENGINEERS, target)
            self.message.emit(model.tr(why) if why is not None else "")
        return done

    def _credits(self, n: int) -> str:
        return self.model.tr(Text("barrage.ui.credits", {"n": n}))

    # -- teaching ------------------------------------------------------------------------------

    def tooltip(self, element_id: str) -> str:
        """The board's tip; the Automa's panel's is everything it says (its notes are left out
        where the panel is drawn too small for them to read)."""
        words = super().tooltip(element_id)
        if element_id != AUTOMA_VIEW or self.automa is None or not self.automa.summary:
            return words
        return wrap_tip("\n".join(w for w in (self.automa.summary, words) if w))

    def about(self, element_id: str) -> Text | None:
        """A company board's own words (its wheel, pieces, incomes, supply, hub and ability),
        else the rules' words for the element; a seat's frame: its company in numbers."""
        view = self.model.view()
        if element_id.startswith("player:") and element_id[7:].isdigit():
            seat = int(element_id[7:])
            cid = view.companies[seat].id if seat < len(view.companies) else None
            element_id = cid or element_id
            return self.model.rules.describe(view, element_id)
        return tip(view, element_id) or self.model.rules.describe(view, element_id)


def least_scale(scene: QGraphicsScene, items: Iterable[QGraphicsItem]) -> float:
    """The smallest zoom (screen pixels per scene unit) among the scene's shown views that show
    any of `items`; 1 where none does."""
    rects = [item.sceneBoundingRect() for item in items]
    scales = []
    for view in scene.views():
        if not view.isVisible():
            continue
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        if any(shown.intersects(r) for r in rects):
            scales.append(math.sqrt(abs(view.transform().determinant())))
    return min(scales, default=1.0)


def _last_turn(steps: list[list[Event]]) -> Explanation | None:
    """The Automa's last turn among the steps' events, explained."""
    for events in reversed(steps):
        for event in reversed(events):
            if event.key == REVEALED:
                return explain(event.params)
    return None
