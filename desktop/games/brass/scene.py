"""The Brass board, one scene for both maps: the map drawn from the title's board data (the
rules the session runs load Birmingham's or Lancashire's), the panel's parts and a zone per
seat, each updated from the seat's view of the state after every change. A tap answers the prompt
and what it may answer lights, with its price (`intents`); a held piece's drop is the kernel's."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop.board import layers, zones
from desktop.board.items import PieceItem
from desktop.board.paint_kit import ground, rounded
from desktop.board.scene import BoardScene
from desktop.board.score_sheet import ScoreSheet
from desktop.games.brass import intents, look, scoring
from desktop.games.brass.layout import (
    NAME_H,
    PANEL_SHAPES,
    ZONE_SIZE,
    ZONES,
    MapLayout,
    lay_out_map,
    part_rects,
    slot_rects,
)
from desktop.games.brass.mapitems import (
    Bonus,
    DistantFrame,
    DistantPile,
    DistantSpace,
    LocationItem,
    LocationLook,
    MerchantItem,
    MerchantLook,
    PileLook,
    RouteItem,
    RouteLook,
    SlotItem,
    TileLook,
)
from desktop.games.brass.mat import CardFaces, card_words
from desktop.games.brass.panel import (
    FRAME_RADIUS,
    ActionArea,
    ActionLook,
    DeckItem,
    DeckTileItem,
    DiscardItem,
    DiscardLook,
    EraItem,
    EraLook,
    Marker,
    MarketItem,
    MarketLook,
    OrderSeat,
    TrackItem,
    TrackLook,
    action_rects,
)
from desktop.games.brass.seats import SeatMat
from rules.brass.core import eras, resources
from rules.brass.core.actions import ChooseAction
from rules.brass.core.names import card_text, location_text
from rules.brass.core.state import BrassState
from rules.brass.lancashire import deck_tile_side
from rules.brass.lancashire_data import DECK_TILE, DISTANT, distant_market
from rules.core.actions import Action
from rules.core.events import Event
from rules.core.i18n import LANGUAGES, render
from rules.core.text import Text

LABEL_PX = 21.0  # the price on a lit target
FARM_WORDS = Text("brass.location_kind.farm")


class BrassScene(BoardScene):
    private_hands = True  # each seat's cards are its own: the table hands off between people
    # Brass is played on the board and the panel's action buttons, so its prompts are mostly
    # words: a shorter bar leaves the acting seat room for its hand's names whole (a 4-seat
    # 1280×800 table-top) beside tiles large enough to pick up
    bar_fingers = 8.5

    def build(self) -> None:
        rules = self.model.rules
        self.board = rules.board
        self.bmap = rules.map
        state: BrassState = self.model.state
        ids = set(rules.element_ids(state))
        self.has_distant = DISTANT in ids
        self._lang = ""
        self._supply_items: list[QGraphicsItem] = []  # a held tile's coal and iron, drawn
        self.map = self._lay_out()
        whole = self.map.rect.adjusted(-8, -8, 8, 8)
        paper = self.addRect(self.map.rect, QPen(look.PAPER_EDGE, 3), look.PAPER)
        paper.setZValue(layers.BOARD)
        paper.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setSceneRect(whole)  # the board view pans over the map, not the panel or the seats
        self._build_map()
        self.parts = part_rects()
        tr = self.model.tr
        self.faces = CardFaces(
            self.board,
            lambda card: tr(card_text(self.board, card)),
            lambda card: " / ".join(tr(words) for words in card_words(self.board, card)),
        )
        self._build_panel(DECK_TILE in ids)
        self._build_seats(len(state.players))

    def _lay_out(self) -> MapLayout:
        """The cards placed from the data's x/y, sized for the longest of each name in every
        language (so that the map does not move when the language changes)."""
        metrics = QFontMetricsF(look.font(look.NAME_PX, bold=True))
        small = QFontMetricsF(look.font(look.SMALL_PX, bold=True))
        widths = {}
        for loc in self.board.locations.values():
            text = FARM_WORDS if loc.kind == "farm" else location_text(self.board, loc.id)
            face = small if loc.kind == "farm" else metrics
            widths[loc.id] = max(face.horizontalAdvance(render(text, lang)) for lang in LANGUAGES)
        spaces = {loc.id: len(loc.spaces) for loc in self.board.locations.values()}
        distant_at = None
        if self.has_distant:
            places = distant_market().elements
            top, last = places[DISTANT], places[f"distant:{distant_market().x_space}"]
            distant_at = (top[0], (top[1] + last[1]) / 2)
        return lay_out_map(self.board, widths, spaces, distant_at)

    def _build_map(self) -> None:
        board, cards = self.board, self.map.cards
        self.routes: dict[str, RouteItem] = {}
        for link in board.links.values():
            ends = [cards[end] for end in link.ends]
            self.routes[link.id] = self.add(RouteItem(link.id, ends, link.canal, link.rail))  # type: ignore[assignment]
        self.locations: dict[str, LocationItem] = {}
        self.slots: dict[str, SlotItem] = {}
        self.merchants: dict[str, MerchantItem] = {}
        for loc in board.locations.values():
            card = cards[loc.id]
            if loc.kind == "town":
                banner = look.BANNER.get(loc.banner, look.BANNER[None])
            elif loc.kind == "farm":
                banner = look.faded(look.INDUSTRY["brewery"], 0.75, look.TOWN)
            else:
                banner = look.OUTSIDE_BANNER
            item = LocationItem(
                loc.id,
                loc.kind,
                card,
                banner,
                bonus=Bonus(*loc.bonus) if loc.bonus else None,
            )
            self.locations[loc.id] = self.add(item)  # type: ignore[assignment]
            banner_h = 17.0 if loc.kind == "farm" else NAME_H
            for slot, rect in zip(
                loc.slots, slot_rects(card, len(loc.slots), banner=banner_h), strict=True
            ):
                spot = SlotItem(slot, rect, board.slots[slot].industries)
                self.slots[slot] = self.add(spot)  # type: ignore[assignment]
            if loc.spaces:
                rects = slot_rects(card, len(loc.spaces) + 1)
                item.bonus_rect = rects[-1]
                for space, rect in zip(loc.spaces, rects, strict=False):
                    self.merchants[space] = self.add(MerchantItem(space, rect))  # type: ignore[assignment]
        self.distant_frame: DistantFrame | None = None
        self.distant_spaces: list[DistantSpace] = []
        if self.has_distant and self.map.distant is not None:
            self._build_distant(self.map.distant)

    def _build_distant(self, box: QRectF) -> None:
        market = distant_market()
        # the Irish Sea, from the map's west edge out past the market
        sea = rounded(
            QRectF(self.map.rect.left() - 40, box.top() - 34, box.right() + 70, box.height() + 68),
            40,
        )
        edge = QPainterPath()
        edge.addRect(self.map.rect)
        water = self.addPath(sea.intersected(edge), QPen(Qt.PenStyle.NoPen), look.SEA)
        water.setZValue(layers.BOARD + 1)
        water.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.distant_frame = DistantFrame(box)
        self.addItem(self.distant_frame)
        inner = box.adjusted(8, 38, -8, -8)
        self.distant_pile = DistantPile(QRectF(inner.left(), inner.top(), inner.width(), 62))
        self.add(self.distant_pile)
        top = inner.top() + 70
        pitch = (inner.bottom() - top) / market.x_space
        for space in range(1, market.x_space + 1):
            rect = QRectF(inner.left(), top + (space - 1) * pitch, inner.width(), pitch - 3)
            item = DistantSpace(space, rect, market.income(space))
            self.distant_spaces.append(self.add(item))  # type: ignore[arg-type]

    def _build_panel(self, deck_tile: bool) -> None:
        for rect in self.parts.values():
            ground(self, rect, FRAME_RADIUS)
        m = self.parts["markets"].adjusted(10, 10, -10, -10)
        half = (m.height() - 10) / 2
        self.markets: dict[str, MarketItem] = {}
        for i, (resource, market) in enumerate(self.board.markets.items()):
            rect = QRectF(m.left(), m.top() + i * (half + 10), m.width(), half)
            item = MarketItem(resource, rect, market.prices)
            self.markets[resource] = self.add(item)  # type: ignore[assignment]
        self.track = TrackItem(self.parts["track"])
        self.addItem(self.track)
        e = self.parts["era"].adjusted(14, 10, -14, -10)
        tile_w = 104.0 if deck_tile else 0.0
        self.era = EraItem(QRectF(e.left(), e.top(), e.width() - 234 - tile_w, e.height()))
        self.addItem(self.era)
        deck_at = QRectF(e.right() - 110 - tile_w, e.top(), 104, e.height())
        self.deck = DeckItem(deck_at)
        self.add(self.deck)
        self.discard = DiscardItem(deck_at.translated(-114, 0), self.faces.paint)
        self.add(self.discard)
        flows = list(self.model.rules.flows)
        areas = action_rects(self.parts["actions"], len(flows))
        self.actions: dict[str, ActionArea] = {
            name: self.add(ActionArea(name, rect))  # type: ignore[misc]
            for name, rect in zip(flows, areas, strict=True)
        }
        self.deck_tile: DeckTileItem | None = None
        if deck_tile:
            self.deck_tile = DeckTileItem(QRectF(e.right() - tile_w, e.top(), tile_w, 110))
            self.add(self.deck_tile)

    def _build_seats(self, players: int) -> None:
        """A mat per seat (seats.py), each shaped for a desk's zone until the table says."""
        self.seat_zones = zones.SeatZones(
            lambda seat, rect: SeatMat(self, seat, rect, self.board, self.faces),
            players,
            ZONE_SIZE,
            ZONES,
        )
        self.seats: list[SeatMat] = self.seat_zones.mats

    # -- the table's hooks -----------------------------------------------------------------------

    def board_rect(self) -> QRectF:
        return self.map.rect.adjusted(-8, -8, 8, 8)

    def map_rect(self) -> QRectF:
        return self.map.rect

    def panel_shapes(self) -> tuple[tuple[tuple[str, ...], ...], ...]:
        return PANEL_SHAPES

    def label_font(self) -> QFont:
        return look.font(LABEL_PX, bold=True)

    def name_rects(self) -> list[QRectF]:
        """The towns' names, painted by their cards, besides the scene's text items."""
        names = [item.name_rect() for item in self.locations.values() if item.look.name]
        return super().name_rects() + names

    # -- gestures: a tap answers the prompt (`intents`); a drop is the kernel's ------------------

    held: str | None = None  # a piece picked up by a tap, its target still to be tapped

    def click_action(self, element_id: str) -> Action | None:
        named = self._named(element_id)
        if named is None:
            return None
        return intents.tap(self.model.rules, self.model.state, named, self.held).action

    def tooltip_action(self, element_id: str) -> Action | None:
        named = self._named(element_id)
        if named is None:
            return None
        return intents.tooltip_action(self.model.rules, self.model.state, named, self.held)

    def click(self, element_id: str) -> None:
        """A tap answers the prompt (a refusal's reason goes to the bar), or picks up a piece
        whose target is still to be tapped: its targets light."""
        named = self._named(element_id)
        if self.model.viewer() is None or named is None:
            return
        tap = intents.tap(self.model.rules, self.model.state, named, self.held)
        self.held = tap.hold
        if tap.action is None or not self.model.apply(tap.action):
            self.light_choices()

    def _pieces(self) -> dict[str, PieceItem]:
        """The pieces in the viewer's reach by element id (a seat's mat tiles and links)."""
        return {
            item.element_id: item
            for item in self.items()
            if isinstance(item, PieceItem) and item.movable
        }

    def _named(self, element_id: str) -> str | None:
        """The id the rules know a tapped element by: a piece's own (`mat:<industry>` for the
        viewer's tile); None for a piece out of the viewer's reach (another seat's mat)."""
        for item in self.items():
            if isinstance(item, PieceItem) and item.element_id == element_id:
                return item.piece_id if item.movable else None
        return element_id

    def begin_drag(self, piece: PieceItem) -> bool:
        """The kernel's preview, its prices in pounds (a second rail's with its beer)."""
        self.held = None
        if not super().begin_drag(piece):
            return False
        self.highlight({t: None if c is None else self._price(int(c)) for t, c in self.lit.items()})
        return True

    def held_over(self, piece: PieceItem, target: str | None) -> None:
        """A mat tile held over a lit slot: where its coal would come from, drawn along the
        links from the mine (or the market's nearest access), and its coal and iron sources
        ringed with how many cubes each gives."""
        for item in self._supply_items:
            self.removeItem(item)
        self._supply_items = []
        what, _, industry = piece.piece_id.partition(":")
        seat = self.model.viewer()
        if what != "mat" or target not in self.slots or seat is None:
            return
        supplies = self.model.rules.supplies(self.model.state, seat, industry, target)
        tr = self.model.tr
        for supply in supplies:
            colour = look.CUBE[supply.resource]
            if supply.links:
                route = QPainterPath()
                for link in supply.links:
                    ends = [self.map.cards[end].center() for end in self.board.links[link].ends]
                    for a, b in itertools.pairwise(ends):
                        route.moveTo(a)
                        route.lineTo(b)
                pen = QPen(colour, 9, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
                line = self.addPath(route, pen)
                line.setZValue(layers.HIGHLIGHTS + 1)
                self._supply_items.append(line)
            source = self.elements.get(supply.source)
            if source is None:
                continue
            ring = self.addPath(source.mapToScene(source.shape()), QPen(colour, 7))
            ring.setZValue(layers.HIGHLIGHTS + 1)
            words = tr(
                Text(
                    "brass.ui.supply",
                    {"n": supply.cubes, "resource": Text(f"brass.resource.{supply.resource}")},
                )
            )
            badge = self._label(
                words,
                source.sceneBoundingRect().translated(0, source.sceneBoundingRect().height() + 30),
                self.label_font(),
            )
            self._supply_items += [ring, badge]
        for item in self._supply_items:
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def light_choices(self) -> None:
        """Light what a tap answers the prompt with now, with prices (or, holding a piece, its
        targets); nothing while a bot decides, after the game or while a piece is dragged."""
        if self.holding:
            return
        model = self.model
        if model.viewer() is None:
            self.held = None
            self.clear_highlights()
            return
        lit = intents.choices(model.rules, model.state, self.held)
        if self.held is not None and not lit:
            self.held = None
            lit = intents.choices(model.rules, model.state)
        mine = {p.piece_id: e for e, p in self._pieces().items()}  # the mat's pieces: ringed
        lit = {mine.get(e, e): c for e, c in lit.items()}
        self.highlight(
            {e: None if c is None else self._price(c) for e, c in lit.items() if e in self.elements}
        )

    def _price(self, cost: int) -> str:
        prompt = self.model.prompt()
        beer = self.board.tables.get("double_rail_beer", 0)
        if prompt is not None and prompt.kind == "second_link" and beer:
            return self.model.tr(Text("brass.ui.price_beer", {"money": cost, "beer": beer}))
        return self.model.tr(Text("brass.ui.money", {"money": cost}))

    # -- refresh -----------------------------------------------------------------------------------

    def redraw(self) -> None:
        model = self.model
        view: BrassState = model.view()
        if model.lang != self._lang:
            self._relabel()
        prompt = model.prompt()
        acting = prompt.seat if prompt is not None else None
        colours = [p.colour for p in view.players]
        self._refresh_map(view, colours)
        self._refresh_panel(view, colours, acting)
        self._refresh_seats(view, acting)
        self.light_choices()

    def _relabel(self) -> None:
        self._lang = self.model.lang
        tr = self.model.tr
        farm = tr(FARM_WORDS)
        self.names = {
            loc: farm if item.kind == "farm" else tr(location_text(self.board, loc))
            for loc, item in self.locations.items()
        }
        if self.distant_frame is not None:
            self.distant_frame.show(tr(Text("brass.ui.distant_market")))

    def _refresh_map(self, view: BrassState, colours: list[str]) -> None:
        board = self.board
        for slot, item in self.slots.items():
            tile = view.tiles.get(slot)
            if tile is None:
                item.empty()
                continue
            spec = board.spec(tile.industry, tile.level)
            item.show(
                TileLook(
                    industry=tile.industry,
                    level=tile.level,
                    owner=tile.owner,
                    colour=colours[tile.owner],
                    flipped=tile.flipped,
                    cubes=tile.cubes,
                    resource=board.resource_of.get(tile.industry),
                    vp=spec.vp,
                )
            )
        access = self.bmap.market_access(view)
        for loc, item in self.locations.items():
            item.show(
                LocationLook(self.names[loc], eras.link_icons(board, view, loc), loc in access)
            )
        for link, route in self.routes.items():
            owner = view.links.get(link)
            route.show(RouteLook(view.era, None if owner is None else colours[owner]))
        buys = getattr(self.bmap, "merchant_buys", {})
        tiles = getattr(view.extra, "tiles", {})
        for space, item in self.merchants.items():
            tile = tiles.get(space) if isinstance(tiles, dict) else None
            item.show(
                MerchantLook(
                    in_play=tile is not None,
                    buys=tuple(buys.get(tile, ())) if tile is not None else (),
                    beer=self.bmap.merchant_beer(view, space),
                    players=board.spaces[space].min_players,
                )
            )
        if self.has_distant:
            ex = view.extra
            self.distant_pile.show(PileLook(len(ex.tiles), tuple(ex.drawn)))
            for number, space in enumerate(self.distant_spaces, start=1):
                space.show(number == ex.marker)

    def _refresh_panel(self, view: BrassState, colours: list[str], acting: int | None) -> None:
        tr = self.model.tr
        titles = {
            "coal": Text("brass.ui.coal_market"),
            "iron": Text("brass.ui.iron_market"),
        }
        for resource, item in self.markets.items():
            item.show(
                MarketLook(
                    view.markets[resource],
                    tr(titles.get(resource, Text(f"brass.resource.{resource}"))),
                    tr(self._next_cube(view, resource)),
                )
            )
        markers = tuple(
            Marker(colours[s], p.score, p.income_space) for s, p in enumerate(view.players)
        )
        self.track.show(TrackLook(tr(Text("brass.ui.track")), markers))
        rounds = self.board.rounds(len(view.players))
        self.era.show(
            EraLook(
                tr(Text(f"brass.era.{view.era}")),
                view.era == "canal",
                tr(Text("brass.ui.round", {"round": view.round, "rounds": rounds})),
                tr(Text("brass.ui.order")),
                tuple(OrderSeat(view.players[s].name, colours[s], s == acting) for s in view.order),
            )
        )
        self.deck.show((len(view.deck), tr(Text("brass.ui.deck"))))
        pile = view.players[view.current].discard
        self.discard.show(
            DiscardLook(
                tr(Text("brass.ui.discard")),
                pile[-1] if pile else None,
                len(pile),
                colours[view.current],
            )
        )
        self._refresh_actions(view)
        if self.deck_tile is not None:
            self.deck_tile.show(deck_tile_side(self.board, view))

    def _next_cube(self, view: BrassState, resource: str) -> Text:
        """What the next cube bought from the market costs; empty, what every cube costs."""
        price = resources.buy_price(self.board, view, resource, 1)
        key = "brass.ui.next_cube" if view.markets[resource] else "brass.ui.empty_market"
        return Text(key, {"price": price})

    def _refresh_actions(self, view: BrassState) -> None:
        """Each area named with its cards; for the person to act (and only while their turn is
        shown) open or shut at the start of an action, and the action under way framed."""
        model = self.model
        rules, tr = model.rules, model.tr
        prompt = model.prompt()
        choosing = prompt is not None and prompt.kind == "action" and model.viewer() is not None
        legal = set(rules.legal_actions(model.state)) if choosing else set()
        under_way = view.draft.action if view.draft is not None else None
        for name, area in self.actions.items():
            flow = rules.flows[name]
            if choosing:
                state = "open" if ChooseAction(name) in legal else "shut"
            else:
                state = "chosen" if name == under_way else "idle"
            cards = tr(Text("brass.ui.action_cards", {"n": flow.cards_needed}))
            area.show(ActionLook(tr(flow.title), cards, state))

    def _refresh_seats(self, view: BrassState, acting: int | None) -> None:
        model = self.model
        looker, viewer = model.looker(), model.viewer()
        for seat, mat in enumerate(self.seats):
            mat.refresh(view, model.tr, acting=seat == acting, looker=looker, viewer=viewer)

    def score_steps(self, events: list[Event]) -> ScoreSheet | None:
        return scoring.steps(events, self.model.state)  # VP are public: the whole state's
