"""The Power Grid board: the map, both markets, the tracks and a row per seat, drawn from the
seat's view of the state after every change. Gestures map to actions through `intents`."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen
from shapely.geometry import MultiLineString, Polygon, box

from desktop.board import layers, zones
from desktop.board.scene import BoardScene
from desktop.games.powergrid import intents, look
from desktop.games.powergrid.cards import HousePiece, PlantCard
from desktop.games.powergrid.layout import PANEL_SHAPES, MapFrame, layout_for
from desktop.games.powergrid.look import ui
from desktop.games.powergrid.mapitems import CityItem, Compass, LinkItem, RegionItem, name_font
from desktop.games.powergrid.placement import clear_spot, place_words
from desktop.games.powergrid.plant_market import Place, PlantMarket
from desktop.games.powergrid.resource_market import ResourceMarket
from desktop.games.powergrid.seats import PlayerRow, SeatLook, zone_shape
from desktop.games.powergrid.shapes import polygon_path
from desktop.games.powergrid.tracks import CityCounts, CityTrack, OrderTrack, Seat, StepTrack
from rules.core.actions import Action
from rules.core.text import Text
from rules.geometry import region_polygons
from rules.powergrid import board, market, storage
from rules.powergrid.actions import PickRegion
from rules.powergrid.data import RESOURCES, load_map, plants, tables
from rules.powergrid.state import STEP3_CARD, GameState

PHASES = ("auction", "buy", "build", "power")
FUTURE_OPACITY = 0.8  # the future market cannot be bought from yet
LABEL_PX = 21.0  # the price on a lit target
STEP_H = 48.0  # the step track's height; the order track has the rest of the tracks' part
ROWS_KEPT = 3  # rows kept per seat, one for each of the last shapes its zone had


class PowerGridScene(BoardScene):
    def build(self) -> None:
        state = self.model.state
        self.map_id = state.map_id
        self.layout = layout_for()
        self.frame = MapFrame(self.map_id, self.layout.map)
        self._lang = ""
        self.lit: dict[str, str | None] = {}
        whole = self.layout.board
        backdrop = self.addRect(whole, QPen(Qt.PenStyle.NoPen), QBrush(Qt.BrushStyle.NoBrush))
        backdrop.setZValue(layers.BOARD - 1)  # the view fits the whole board, even when empty
        backdrop.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setSceneRect(whole)  # the board view pans over the map, not the panel or the seats
        self._build_map()
        self._build_panel()
        self.max_plants = tables().player_counts[len(state.players)].max_plants
        # a row is laid out once, for its shape: a seat's last few wait for theirs to come back
        self.seat_zones = zones.SeatZones(
            self._new_row,
            len(state.players),
            (2.0, 1.0),
            self.layout.players.topLeft(),
            shape=zone_shape,
            kept=ROWS_KEPT,
        )
        self.cards = {n: PlantCard(n) for n in (*plants(), STEP3_CARD)}
        for card in self.cards.values():
            self.add(card)
            card.setVisible(False)
        self.house = HousePiece()
        self.add(self.house)

    def _build_panel(self) -> None:
        """The markets and tracks, in the panel's current shape."""
        self.plant_market = PlantMarket(self, self.layout.plants)
        self.resource_market = ResourceMarket(self, self.layout.resources)
        t = self.layout.tracks
        self.step_track = StepTrack(QRectF(t.topLeft(), QSizeF(t.width(), STEP_H)))
        self.order_track = OrderTrack(t.adjusted(0, STEP_H + 8, 0, 0))
        self.city_track = CityTrack(self.layout.cities)
        for item in (self.step_track, self.order_track, self.city_track):
            self.add(item)

    def _new_row(self, seat: int, rect: QRectF) -> PlayerRow:
        row = PlayerRow(seat, rect, self.max_plants)
        self.addItem(row)
        self.elements[row.element_id] = row
        return row

    @property
    def rows(self) -> list[PlayerRow]:
        assert self.seat_zones is not None
        return self.seat_zones.mats

    # -- the table's hooks -----------------------------------------------------------------------

    def board_rect(self) -> QRectF:
        return self.layout.board

    def map_rect(self) -> QRectF:
        return self.layout.map

    def panel_parts(self) -> dict[str, QRectF]:
        return self.layout.parts()

    def panel_shapes(self) -> tuple[tuple[tuple[str, ...], ...], ...]:
        return PANEL_SHAPES

    def seats_reshaped(self) -> None:
        """Only the rows are drawn again, the ones shown now registered as their seats'."""
        for row in self.rows:
            self.elements[row.element_id] = row
        self._refresh_rows()

    def _build_map(self) -> None:
        data = load_map(self.map_id)
        points = {c.id: (c.x, c.y) for c in data.cities.values()}
        homes = {c.id: c.region for c in data.cities.values()}
        outlines = {r.id: r.polygon for r in data.regions.values() if r.polygon}
        shapes = region_polygons(
            points, homes, outlines if len(outlines) == len(data.regions) else None
        )
        m = self.layout.map
        corners = [self.frame.to_map(p) for p in (m.topLeft(), m.bottomRight())]
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        clip = box(min(xs), min(ys), max(xs), max(ys))
        self.regions: dict[str, RegionItem] = {}
        cities = [(c.x, c.y) for c in data.cities.values()]
        roads = MultiLineString([(points[c.a], points[c.b]) for c in data.connections])
        for region, shape in shapes.items():
            shape = shape.intersection(clip)
            spot = clear_spot(shape, cities, roads) if isinstance(shape, Polygon) else (0.0, 0.0)
            item = RegionItem(
                region,
                polygon_path(shape, self.frame),
                data.regions[region].colour,
                self.frame(*spot),
            )
            self.regions[region] = self.add(item)  # type: ignore[assignment]
            self.addItem(item.name)
        corner = m.bottomRight() - QPointF(48, 40)  # the sea or the border: no city there
        self.addItem(Compass(corner, self.frame.north()))
        centers = {c.id: self.frame(c.x, c.y) for c in data.cities.values()}
        self.links: dict[str, tuple[LinkItem, str, str]] = {}
        for c in data.connections:
            link = LinkItem(c.id, centers[c.a], centers[c.b], c.cost)
            self.add(link)
            self.links[c.id] = (link, c.a, c.b)
        self.cities: dict[str, CityItem] = {}
        for city, center in centers.items():
            item = CityItem(city, center)
            self.cities[city] = self.add(item)  # type: ignore[assignment]
            self.addItem(item.label)

    # -- refresh -------------------------------------------------------------------------------

    def redraw(self) -> None:
        view, kind, acting, colours = self._now()
        if self.model.lang != self._lang:
            self._relabel()
        self._refresh_map(view, kind, colours)
        self._refresh_plants(view, kind)
        self._refresh_resources(view)
        self._refresh_tracks(view, kind, acting, colours)
        self._refresh_seats(view, kind, acting, colours)

    def _refresh_rows(self) -> None:
        """What lies in the seats' rows (their plants, the house), after they were reshaped."""
        view, kind, acting, colours = self._now()
        self._refresh_plants(view, kind)
        self._refresh_seats(view, kind, acting, colours)

    def _now(self) -> tuple[GameState, str, int | None, list[QColor]]:
        """The viewer's state, the prompt's kind and seat, and the seats' colours."""
        view: GameState = self.model.view()
        prompt = self.model.prompt()
        kind = prompt.kind if prompt is not None else ""
        acting = prompt.seat if prompt is not None else None
        return view, kind, acting, [QColor(p.colour) for p in view.players]

    def _relabel(self) -> None:
        model = self.model
        self._lang = model.lang
        names = {city: model.tr(Text(f"powergrid.city.{city}")) for city in self.cities}
        metrics = QFontMetricsF(name_font())
        widths = {city: metrics.horizontalAdvance(name) for city, name in names.items()}
        centers = {city: item.center for city, item in self.cities.items()}
        links = [link for link, _, _ in self.links.values()]
        ends = [(link.line.p1(), link.line.p2(), link.badge_size()) for link in links]
        # names differ in length by language: the costs move with them
        sides, costs = place_words(centers, ends, widths, self.layout.map)
        for city, item in self.cities.items():
            item.set_name(names[city], sides[city])
        for link, cost in zip(links, costs, strict=True):
            link.set_badge(cost)
        self._label_panel()

    def city_name_rects(self) -> list[QRectF]:
        """Where the cities' names are drawn (scene rects)."""
        return [city.label.sceneBoundingRect() for city in self.cities.values()]

    def name_rects(self) -> list[QRectF]:
        """The words on the board that tags must not cover: the cities' names (their items paint
        them) besides the text items."""
        return super().name_rects() + self.city_name_rects()

    def cost_rects(self) -> list[QRectF]:
        """Where the connections' costs are drawn (scene rects)."""
        return [link.badge for link, _, _ in self.links.values() if link.cost]

    def _label_panel(self) -> None:
        model = self.model
        pm = self.plant_market
        pm.auction_title.show_text(ui(model, "auction"))
        pm.discard_title.show_text(ui(model, "discard"))
        self.resource_market.title.show_text(ui(model, "price"))
        for resource, row in self.resource_market.rows.items():
            row.name.show_text(ui(model, f"resource.{resource}"))

    def _refresh_map(self, view: GameState, kind: str, colours: list[QColor]) -> None:
        choosing = view.phase == "regions"
        pickable = set()
        if kind == "pick_region" and self.model.viewer() is not None:
            pickable = {
                a.region
                for a in self.model.rules.legal_actions(self.model.state)
                if isinstance(a, PickRegion)
            }
        for region, item in self.regions.items():
            chosen = choosing and region in view.regions
            in_play = choosing or region in view.regions
            item.set_state(in_play=in_play, pickable=region in pickable, chosen=chosen)
            item.set_label(self.model.tr(Text(f"powergrid.region.{region}")) if choosing else None)
        live = set(board.graph(view).nodes) if not choosing else set(view.houses)
        for city, item in self.cities.items():
            houses = [colours[s] for s in view.houses[city]]
            item.set_state(houses, view.step, city in live)
        for link, a, b in self.links.values():
            link.set_in_play(a in live and b in live)

    def _refresh_plants(self, view: GameState, kind: str) -> None:
        pm = self.plant_market
        placed: set[int] = set()
        current = set(market.current_plants(view))
        on_auction = view.auction.plant if view.auction is not None else None
        for number, place in zip(view.market, pm.places(len(view.market)), strict=True):
            card = self.cards[number]
            self._place(card, pm.auction_place if number == on_auction else place)
            card.set_fuel(None)
            card.setOpacity(1.0 if number in current or number == STEP3_CARD else FUTURE_OPACITY)
            placed.add(number)
        for seat, p in enumerate(view.players):
            layout = storage.lay_out(p.plants, p.fuel, p.fuel_on)
            places = self.rows[seat].places_for(max(self.max_plants, len(p.plants)))
            for number, place in zip(p.plants, places, strict=False):
                card = self.cards[number]
                self._place(card, place)
                card.set_fuel(layout.get(number, {}))
                card.setOpacity(1.0)
                placed.add(number)
        known_top = bool(view.stack) and view.stack[-1] in self.cards
        if known_top and view.stack[-1] not in placed:
            top = self.cards[view.stack[-1]]  # a card everyone saw laid on top (#13 at setup)
            self._place(top, pm.stack_place)
            top.set_fuel(None)
            top.setOpacity(1.0)
            placed.add(top.number)
        pm.stack.set_back(pm.stack_place.rect if view.stack and not known_top else None)
        for number, card in self.cards.items():
            if number not in placed:
                card.setVisible(False)
        capacity = 6 if view.step3_market else 8
        for i, slot in enumerate(pm.slots):
            slot.setVisible(i < capacity)
        self.cards[STEP3_CARD].set_step3_label(ui(self.model, "step3_card"))
        model = self.model
        if view.step3_market:
            pm.current_title.show_text(ui(model, "market_step3"))
            pm.future_title.show_text("")
        else:
            pm.current_title.show_text(ui(model, "market_current"))
            pm.future_title.show_text(ui(model, "market_future"))
        pm.auction.set_live(kind in ("choose_plant", "bid"))
        pm.discard.set_live(kind == "discard_plant")
        a = view.auction
        if a is not None:
            leader = view.players[a.high]
            pm.bid.show_text(str(a.bid))
            pm.leader.show_text(
                ui(model, "leader", player=leader.name), colour=look.readable(QColor(leader.colour))
            )
            names = [view.players[s].name for s in a.active]
            colours = [QColor(view.players[s].colour) for s in a.active]
            pm.bidders.set_seats(ui(model, "bidders", names=names), colours)
            pm.hint.show_text("")
        else:
            for label in (pm.bid, pm.leader):
                label.show_text("")
            pm.bidders.set_seats("", [])
            pm.hint.show_text(ui(model, "auction_hint") if kind == "choose_plant" else "")
        pm.coin.setVisible(a is not None)
        pm.stack_count.show_text(ui(model, "stack_count", n=len(view.stack)))

    @staticmethod
    def _place(card: PlantCard, place: Place) -> None:
        card.rest_at(place.at, scale=place.scale)
        card.setVisible(True)

    def _refresh_resources(self, view: GameState) -> None:
        rm = self.resource_market
        for resource in RESOURCES:
            row = rm.rows[resource]
            row.set_count(view.resources[resource])
            piece = rm.pieces[resource]
            slot = row.next_slot()
            piece.setVisible(slot is not None)
            if slot is not None:
                piece.rest_at(slot)

    def _refresh_tracks(
        self, view: GameState, kind: str, acting: int | None, colours: list[QColor]
    ) -> None:
        model = self.model
        phases = [ui(model, f"phase.{p}") for p in PHASES]
        current = (
            PHASES.index(view.phase)
            if view.phase in PHASES
            else (-1 if view.phase == "regions" else 4)
        )
        title = ui(model, "step_round", step=view.step, round=view.round)
        self.step_track.set_state(title, phases, current)
        seats = [
            Seat(
                view.players[s].name,
                colours[s],
                acting=s == acting,
                out=view.phase == "auction" and s not in view.eligible,
            )
            for s in view.order
        ]
        self.order_track.set_state(ui(model, "order"), seats)
        counts = tables().player_counts[len(view.players)]
        self.city_track.set_state(
            CityCounts(
                title=ui(model, "cities_track"),
                legend=ui(model, "cities_legend", step2=counts.step2, end=counts.end),
                step2=counts.step2,
                end=counts.end,
                counts=[(len(p.cities), colours[s]) for s, p in enumerate(view.players)],
            )
        )

    def _refresh_seats(
        self, view: GameState, kind: str, acting: int | None, colours: list[QColor]
    ) -> None:
        model = self.model
        houses = tables().houses_per_player
        icon_names = tuple(ui(model, f"seat_icon.{n}") for n in ("cities", "power", "income"))
        for seat, (row, p) in enumerate(zip(self.rows, view.players, strict=True)):
            power = storage.max_powered(p.plants, p.fuel, len(p.cities))
            row.set_look(
                SeatLook(
                    name=p.name,
                    colour=colours[seat],
                    place=view.order.index(seat) + 1,
                    money=str(p.money) if p.money >= 0 else "?",
                    footer=ui(
                        model, "seat_footer", cities=len(p.cities), power=power, income=p.income
                    ),
                    houses_left=houses - len(p.cities),
                    acting=seat == acting,
                    cities=len(p.cities),
                    power=power,
                    income=p.income,
                    icon_names=icon_names,
                )
            )
        building = kind == "build" and acting is not None
        self.house.setVisible(building)
        if building:
            assert acting is not None
            self.house.set_colour(colours[acting])
            row = self.rows[acting]
            self.house.rest_at(row.house_home, scale=row.house_scale)

    # -- gestures ----------------------------------------------------------------------------

    def click_action(self, element_id: str) -> Action | None:
        return intents.click_action(self.model.rules, self.model.state, element_id)

    def tooltip_action(self, element_id: str) -> Action | None:
        return intents.tooltip_action(self.model.rules, self.model.state, element_id)

    def label_font(self) -> QFont:
        """Prices are what a held piece asks: a size read at arm's length."""
        return look.font(LABEL_PX, bold=True)
