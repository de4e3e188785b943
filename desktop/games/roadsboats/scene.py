"""The Roads & Boats table: the hex map with its rivers, roads, walls, buildings, goods and
transporters (the board's big view, drawn from the rules' own polygons), the wonder, the play
order and the build palette (the panel's parts) and each seat's zone; every item updated from
the seat's view after each change.

Gestures mean what the rules say (`intents`): a transporter dragged along its reach (the lit
places, each with its steps), goods dragged between a place and a transporter, a construction
dragged from the palette onto a lit site; a tap on a building, the research table or the wonder
offers the answers that name it (a claim, a feed, a factory, a brick), kept open when several
fit (`BoardScene.offer`): the prompt bar gives each in words."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsPathItem

from desktop.board import layers, zones
from desktop.board.items import PieceItem
from desktop.board.scene import HIGHLIGHT, BoardScene
from desktop.games.roadsboats import intents
from desktop.games.roadsboats.layout import lay_out_map
from desktop.games.roadsboats.mapitems import MapItems
from desktop.games.roadsboats.panel import RoadsBoatsPanel
from desktop.games.roadsboats.seats import SeatZone
from desktop.games.roadsboats.tiles import Bridge, Road, Wall
from rules.core.actions import Action
from rules.core.steps import Done
from rules.core.text import Text
from rules.roadsboats.movement import Move
from rules.roadsboats.ruleset import unloads
from rules.roadsboats.setup import board_of
from rules.roadsboats.state import RoadsBoatsState

MAP_SIZE = (1600.0, 1000.0)  # scene units, about a 1920×1080 window's pixels
APART = 60.0  # between the map and the panel
ZONE_SIZE = (460.0, 200.0)  # a desk's zone, until the table says how large each is


class RoadsBoatsScene(BoardScene):
    def build(self) -> None:
        state: RoadsBoatsState = self.model.state
        self.layout = lay_out_map(board_of(state), *MAP_SIZE)
        self.map = MapItems(self.layout, self.model.lang)
        self.map.add_to(self)
        panel_at = QPointF(0.0, self.layout.rect.bottom() + APART)
        self.panel = RoadsBoatsPanel(self, panel_at, state, registry=self.elements)
        self.parts = dict(self.panel.parts)
        self.seat_zones = zones.SeatZones.under_panel(self, SeatZone, len(state.players), ZONE_SIZE)
        self.zones: list[SeatZone] = self.seat_zones.mats

    # -- the table's hooks -----------------------------------------------------------------------

    def board_rect(self) -> QRectF:
        return self.layout.rect.adjusted(-8, -8, 8, 8)

    def map_rect(self) -> QRectF:
        return self.layout.rect

    # -- refresh -------------------------------------------------------------------------------

    def redraw(self) -> None:
        model = self.model
        view: RoadsBoatsState = model.view()
        prompt = model.prompt()
        acting = prompt.seat if prompt is not None else None
        self.map.lang = model.lang
        self.map.update(view)
        self.panel.update(view, model.tr, model.lang, acting)
        for zone in self.zones:
            zone.update(view, model.tr, model.lang, zone.seat == acting)
        self.light_choices()

    def highlight(self, targets: dict[str, str | None]) -> None:
        """The board's rings and tags, but a lit road or wall site is a thin band along the
        border, its cost tag beside that stretch, so the sites round a tile read apart."""
        roads = {t for t in targets if isinstance(self.elements.get(t), Road | Wall)}
        if not roads:
            super().highlight(targets)
            return
        super().highlight(dict.fromkeys(targets))  # rings only: the tags are placed below
        self.lit = dict(targets)
        for element, ring in self._rings(roads):
            ring.setPath(self.elements[element].lit_band())  # type: ignore[attr-defined]
            ring.setPen(QPen(HIGHLIGHT.darker(150), 1.2))
            ring.setBrush(HIGHLIGHT)
        labelled = []
        for element, label in targets.items():
            item = self.elements.get(element)
            if label and item is not None:
                near = item.side_rect() if element in roads else item.sceneBoundingRect()
                labelled.append((label, near))
        if labelled:
            self._place_tags(labelled, self.label_font())

    def _rings(self, roads: set[str]) -> list[tuple[str, QGraphicsPathItem]]:
        """The board's ring round each lit road site (found by its drop shape)."""
        shapes = {}
        for element in roads:
            item = self.elements[element]
            shapes[element] = item.mapToScene(item.shape())
        found = []
        for ring in self.items():
            if isinstance(ring, QGraphicsPathItem) and ring.zValue() == layers.HIGHLIGHTS:
                element = next((e for e, p in shapes.items() if p == ring.path()), None)
                if element is not None:
                    found.append((element, ring))
                    del shapes[element]
        return found

    def name_rects(self) -> list[QRectF]:
        """The board's words, and the building names the signs paint themselves."""
        signs = [
            b.sceneBoundingRect()
            for b in self.map.buildings.values()
            if b.isVisible() and b.look is not None and not b.look.compact
        ]
        return [*super().name_rects(), *signs]

    def tap_targets(self) -> set[str]:
        """The sides a home may be chosen on, the buildings that produce for the seat, the
        research table, the wonder when a brick can be bought (never a move nor a border site:
        those are dragged)."""
        model = self.model
        prompt = model.prompt()
        if prompt is not None and prompt.kind == "movement":  # its moves are no taps: unloads
            legal: list[Action] = list(unloads(model.state, prompt.seat))
        else:
            legal = model.rules.legal_actions(model.state)
        named: set[str] = set()
        for action in legal:
            if not isinstance(action, Move | Done):
                named |= {i for i in (action.piece, action.target) if i}
        # the border sites (roads, walls, bridges) light when their piece is held, as bands
        # with their costs: lit all at once between gestures they tangle round a tile
        return {e for e in named if not isinstance(self.elements.get(e), Road | Wall | Bridge)}

    # -- gestures ------------------------------------------------------------------------------

    def reach(self, piece: PieceItem) -> dict[str, str | None] | None:
        """The reach lens: every place a transporter reaches this phase with its steps, every
        transporter goods can go onto, every site a construction may stand on."""
        self.drop_choice()
        model = self.model
        found = intents.reach(model.rules, model.state, piece.piece_id)
        return {t: None if label is None else model.tr(label) for t, label in found.items()}

    def dropped(self, piece: PieceItem, target: str) -> list[Action] | None:
        return intents.dropped(self.model.rules, self.model.state, piece.piece_id, target)

    def tap_answers(self, element_id: str) -> list[Action]:
        return intents.tapped(self.model.rules, self.model.state, element_id)

    def tap_refusal(self, element_id: str) -> Text | None:
        return intents.why_not_tap(self.model.rules, self.model.state, element_id)
