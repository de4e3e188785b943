"""The Roads & Boats map's items, built from a `layout.MapLayout` and refreshed from a state.

Elements carry the rules' ids, so each tooltip is `rules.roadsboats.describe`'s:

- `hex:q,r` every tile, land or sea (the lowest layer); `hex:q,r/area:k` each area, a transparent
  drop target shaped like it above the tiles; `river:q,r`, `sea:q,r` and `dock:<half-edge>`, where
  boats go (`tiles.py`);
- roads `edge:q,r~q,r#s` (as `state.roads` keeps them), bridges `bridge:q,r/<arm>`, walls
  `edge:q,r~q,r`; buildings `building:<kind>@hex:q,r` (`tiles.py`, `pieces.py`);
- pieces, each dragged by its own id: transporters `transporter:<colour>:<n>`, goods piles
  `<place>/good:<name>` (the place an area or an oil rig `rig:q,r`) and the goods a transporter
  carries `transporter:<colour>:<n>/good:<name>` (`pieces.py`).

`MapItems(layout, lang)` builds the fixed items, `add_to(scene)` puts them in a scene
(registering the elements with a BoardScene), `update(state)` shows what stands where now: what
came is made, what went is removed, each item is given its look (repainted only when it changed)
and its place. Things in a place keep the cells they had (`room.assign`), so a refresh moves only
what changed. Set `lang` and update again to relabel in another language.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop.board import layers
from desktop.board.items import BoardItem, PieceItem
from desktop.board.room import Spot, Unit, assign
from desktop.board.scene import BoardScene
from desktop.games.roadsboats import look
from desktop.games.roadsboats.layout import MapLayout
from desktop.games.roadsboats.pieces import (
    Building,
    BuildingLook,
    Goods,
    Piece,
    PileLook,
    TransporterLook,
    label_fits,
)
from desktop.games.roadsboats.tiles import (
    Bridge,
    Home,
    Rivers,
    Road,
    Target,
    Tile,
    TileLook,
    Wall,
    WallLook,
)
from rules.geometry.hexes import edge_of
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.state import RoadsBoatsState, Transporter

AREAS = layers.TERRAIN + 5  # above the tiles, under roads and walls: a press finds the area
CARRIED_Z = layers.PIECES + 0.6  # a transporter carried, over its carrier...
RIDER_SCALE = 0.62  # ...and smaller


@dataclass
class Placed:
    """A unit of a place: what it is and the items (or transporters) it stands for."""

    unit: Unit
    kind: str  # building | goods | transporter | stack
    members: list[Any]
    look: Any = None  # a building's, shown once its place knows whether it is crowded


ORDER = {"building": 0, "goods": 1, "transporter": 2, "stack": 2}  # who takes cells first


class MapItems:
    """Every item of the map, the fixed ones built once from a layout; `update(state)` makes,
    removes and refreshes the rest."""

    def __init__(self, layout: MapLayout, lang: str = "en") -> None:
        self.layout = layout
        self.lang = lang
        self.scene: QGraphicsScene | None = None
        board = layout.board
        data = roads_boats_data()
        self.water = {k for k, t in data.transporters.items() if t.domain == "water"}
        self.good_order = {g: i for i, g in enumerate(data.goods)}
        self.tiles: dict[str, Tile] = {}
        for h in sorted(board.tile):
            coast = []
            if h in board.land:
                for d in range(6):
                    if h.neighbour(d) in board.sea:
                        coast.append(layout.edge_line(edge_of(h, d).id))
            self.tiles[h.id] = Tile(h.id, layout, coast)
        self.areas = {a: Target(a, path, AREAS) for a, path in layout.areas.items()}
        self.seas = {
            f"sea:{h.removeprefix('hex:')}": Target(
                f"sea:{h.removeprefix('hex:')}", layout.tiles[h], AREAS
            )
            for h in sorted(layout.sea)
        }
        self.river_targets = {
            f"river:{h.removeprefix('hex:')}": Target(
                f"river:{h.removeprefix('hex:')}",
                layout.river_shape(h, max(16.0, 2.4 * layout.river_w)),
                layers.ELEMENTS,
            )
            for h in layout.rivers
        }
        self.docks = {d: Target(d, path, layers.ELEMENTS) for d, path in layout.docks.items()}
        self.decor: list[QGraphicsItem] = [Rivers(layout)] if layout.rivers else []
        self.homes: dict[str, Home] = {}
        # every road site and wall site is an element from the start, drawn once built: a road
        # or a wall dragged from the palette lands on it
        self.roads: dict[str, Road] = {r: Road(r, layout) for r in board.road_sites}
        self.walls: dict[str, Wall] = {e: Wall(e, layout) for e in board.wall_sites}
        # made and removed by `update`
        self.bridges: dict[str, Bridge] = {}
        self.buildings: dict[str, Building] = {}
        self.transporters: dict[str, Piece] = {}
        self.goods: dict[str, Goods] = {}  # piles lying somewhere and cargo: by element id
        self._boxes: dict[str, dict[str, Spot]] = {}  # place -> unit -> its box
        self._arranged: dict[str, tuple] = {}  # place -> what it was last laid out with
        self._stood: dict[str, tuple[str, tuple[float, float]]] = {}  # where each stood
        self._irrigated: bool | None = None

    @property
    def elements(self) -> dict[str, BoardItem]:
        """Every element now on the map, by id."""
        return {
            **self.tiles,
            **self.areas,
            **self.seas,
            **self.river_targets,
            **self.docks,
            **self.roads,
            **self.bridges,
            **self.walls,
            **self.buildings,
            **self.transporters,
            **self.goods,
        }

    # -- the scene ---------------------------------------------------------------------------

    def add_to(self, scene: QGraphicsScene) -> None:
        """Put every item in `scene`; a BoardScene also learns the elements by id."""
        self.scene = scene
        for item in [*self.decor, *self.homes.values()]:
            scene.addItem(item)
        for element in self.elements.values():
            self._add(element)

    def _add(self, item: BoardItem) -> None:
        if isinstance(self.scene, BoardScene):
            self.scene.add(item)
        elif self.scene is not None:
            self.scene.addItem(item)

    def _remove(self, item: BoardItem) -> None:
        if self.scene is None:
            return
        if isinstance(self.scene, BoardScene) and self.scene.elements.get(item.element_id) is item:
            del self.scene.elements[item.element_id]
        self.scene.removeItem(item)

    def _sync(self, items: dict[str, Any], wanted: set[str], make: Any) -> None:
        """Make the items of `wanted` ids that are missing, remove those no longer wanted."""
        for gone in [i for i in items if i not in wanted]:
            self._remove(items.pop(gone))
        for new in sorted(wanted - items.keys()):
            items[new] = make(new)
            self._add(items[new])

    # -- refresh ---------------------------------------------------------------------------------

    def update(self, state: RoadsBoatsState) -> None:
        """Show `state`: the terrain as it counts, homes, roads, bridges, walls, buildings,
        transporters and goods where they stand."""
        out, z = self.layout, self.layout.sizes
        if state.irrigated != self._irrigated:
            self._irrigated = state.irrigated
            data = roads_boats_data().terrains
            for tile in self.tiles.values():
                watered = data[tile.terrain].irrigated if state.irrigated else None
                tile.show(TileLook(watered or tile.terrain, bool(watered)))
        self._show_homes(state)
        for site, road in self.roads.items():
            road.show(site in state.roads)
        bridges = {
            out.bridge_id(h, arm): (h, arm) for h, arms in state.bridges.items() for arm in arms
        }
        self._sync(
            self.bridges,
            set(bridges),
            lambda b: Bridge(b, out.bridge_line(*bridges[b]), 0.6 * out.wall_w),
        )
        for edge, item in self.walls.items():
            wall = state.walls.get(edge)
            item.show(WallLook(wall.owner, wall.tokens) if wall is not None else None)
        self._sync(
            self.buildings,
            {b.id for b in state.buildings},
            lambda b: Building(b, z, BuildingLook("", "", "", "")),
        )
        self._sync(
            self.transporters,
            {t.id for t in state.transporters},
            lambda t: Piece(t, z, state.transporter(t).kind in self.water),
        )
        piles = {f"{place}/{good}" for place, pile in state.goods.items() for good in pile}
        cargo = {f"{t.id}/{good}" for t in state.transporters for good in t.cargo}
        self._sync(self.goods, piles | cargo, lambda g: Goods(g, z))
        self._place_all(state)

    def _show_homes(self, state: RoadsBoatsState) -> None:
        homes = {p.home_area: p.colour for p in state.players if p.home_area}
        for area in [a for a in self.homes if a not in homes]:
            home = self.homes.pop(area)
            if self.scene is not None:
                self.scene.removeItem(home)
        for area, colour in homes.items():
            if area not in self.homes:
                self.homes[area] = Home(area, self.layout)
                if self.scene is not None:
                    self.scene.addItem(self.homes[area])
            self.homes[area].show(colour)

    # -- where everything stands -----------------------------------------------------------------

    def _place_all(self, state: RoadsBoatsState) -> None:
        marks = look.good_marks(self.lang)
        data = roads_boats_data()
        units: dict[str, list[Placed]] = {}  # place -> what takes room there

        def place_of(where: str) -> str:  # an oil rig's things lie on its sea hex
            return "sea:" + where.removeprefix("rig:") if where.startswith("rig:") else where

        for b in state.buildings:
            made = next(iter(data.buildings[b.kind].output), "")
            good = made if made.startswith("good:") else ""
            item = self.buildings[b.id]
            label = look.building_label(b.kind, self.lang)
            small = not label_fits(label, self.layout.sizes)  # no name cut: the house alone
            sign = BuildingLook(b.kind, label, marks.get(good, made), good, compact=small)
            placed = Placed(Unit(b.id, 1 if small else 2), "building", [item], sign)
            units.setdefault(place_of(b.area), []).append(placed)
        for place, pile in state.goods.items():
            for good in sorted(pile, key=lambda g: self.good_order.get(g, 99)):
                item = self.goods[f"{place}/{good}"]
                item.show(PileLook(good, marks.get(good, "?"), pile[good]))
                unit = Unit(item.element_id, 1)
                units.setdefault(place_of(place), []).append(Placed(unit, "goods", [item]))
        carried: dict[str, list[Transporter]] = {}
        stacks: dict[tuple[str, str, str], list[Transporter]] = {}
        carriers = {t.location[8:] for t in state.transporters if t.location.startswith("carried:")}
        seats = {p.colour: p.seat for p in state.players}
        for t in sorted(state.transporters, key=lambda t: (seats.get(t.owner, 9), _number(t))):
            if t.location.startswith("carried:"):
                carried.setdefault(t.location.removeprefix("carried:"), []).append(t)
            elif t.cargo or t.id in carriers:
                unit = Unit(
                    t.id, 1 + math.ceil(len(set(t.cargo)) / 2), self._prefer(t.id, t.location)
                )
                units.setdefault(t.location, []).append(Placed(unit, "transporter", [t]))
            else:
                stacks.setdefault((t.location, t.owner, t.kind), []).append(t)
        for (where, owner, kind), members in stacks.items():
            unit = Unit(f"stack:{owner}:{kind}", 1, self._prefer(members[0].id, where))
            units.setdefault(where, []).append(Placed(unit, "stack", members))
        for place, found in units.items():
            key = self._signature(found)
            if self._arranged.get(place) != key:  # an unchanged place stays as it is drawn
                self._arrange(place, found, marks)
                self._arranged[place] = key
        for place in [p for p in self._boxes if p not in units]:
            del self._boxes[place]
        for place in [p for p in self._arranged if p not in units]:
            del self._arranged[place]
        z = self.layout.sizes
        for carrier, riders in carried.items():
            base = self.transporters[carrier].home  # where it rests, even under a finger
            for i, t in enumerate(riders):
                item = self.transporters[t.id]
                item.show(TransporterLook(t.kind, t.owner))
                item.setZValue(CARRIED_Z)
                at = base + QPointF(0.45 * z.piece_w + 0.3 * i * z.unit, -0.45 * z.unit)
                _move(item, at, scale=RIDER_SCALE)
                self._stood.pop(t.id, None)

    def _signature(self, found: list[Placed]) -> tuple:
        """All that decides how a place's units are laid out and drawn, the items by identity
        (one made anew, as after an undo, is put in place)."""

        def member(m: Any) -> tuple:
            if isinstance(m, Transporter):
                cargo = tuple(id(self.goods[f"{m.id}/{g}"]) for g in sorted(set(m.cargo)))
                return (m.id, m.kind, m.owner, tuple(m.cargo), id(self.transporters[m.id]), cargo)
            return (id(m), m.look)

        return tuple((f.kind, f.unit, f.look, tuple(member(m) for m in f.members)) for f in found)

    def _prefer(self, tid: str, place: str) -> tuple[float, float] | None:
        """Where a transporter stood, if it stands in the same place still."""
        stood = self._stood.get(tid)
        return stood[1] if stood and stood[0] == place else None

    def _arrange(self, place: str, found: list[Placed], marks: dict[str, str]) -> None:
        """Give each unit of a place its box (an area or a sea hex) or its spot on a river's
        arms or along a coast, and put its items there: a unit's first item in its first
        cell (a building across both of its cells)."""
        out, z = self.layout, self.layout.sizes
        found.sort(key=lambda f: ORDER[f.kind])
        if place.startswith(("river:", "dock:")):
            if place.startswith("river:"):
                slots = out.river_slots("hex:" + place.removeprefix("river:"))
            else:
                slots = out.dock_slots(place, len(found))
            spots = [
                slots[i % len(slots)] + QPointF(6, 6) * (i // len(slots)) for i in range(len(found))
            ]
        else:
            room = out.room(place)
            crowded = sum(f.unit.cells for f in found) > room.capacity
            for f in found:
                if f.kind == "building":  # a crowded place's signs shrink first
                    small = crowded or not label_fits(f.look.label, z)
                    f.unit = replace(f.unit, cells=1 if small else 2)
                    f.members[0].show(replace(f.look, compact=small))
            room = room.holding(sum(f.unit.cells for f in found))
            got = assign(room, [f.unit for f in found], self._boxes.get(place, {}))
            self._boxes[place] = {k: v for k, v in got.items() if v is not None}
            spots, spare = [], 0
            for f in found:
                box = got[f.unit.key]
                if box is None:  # no room left: laid over another unit, a little askew
                    spots.append(self._overflow(place, spare))
                    spare += 1
                    continue
                x, y, n, _ = box  # a sign across its cells; a piece in its first
                wide = f.kind == "building"
                spots.append(QPointF(x if wide else x - (n - 1) * z.cell_w / 2, y))
        for f, spot in zip(found, spots, strict=True):
            if f.kind in ("building", "goods"):
                _move(f.members[0], spot)
            elif f.kind == "stack":
                self._show_stack(place, f.members, spot)
            else:
                t = f.members[0]
                self._show_transporter(t, spot, 1, 0)
                self._stood[t.id] = (place, (spot.x(), spot.y()))
                self._show_cargo(t, spot, marks)

    def _overflow(self, place: str, i: int) -> QPointF:
        """Where the `i`th unit a place has no room for goes: over the others, a little askew
        from the place's middle."""
        z = self.layout.sizes
        return (
            self.layout.anchor(place)
            + QPointF(0.25, 0.25) * z.unit * (i % 4)
            + QPointF(0.5 * z.unit * (i // 4), 0)
        )

    def _show_stack(self, place: str, members: list[Transporter], at: QPointF) -> None:
        """Like empty transporters piled up a little askew, the top one telling how many."""
        step = self.layout.sizes.stack_step
        n = len(members)
        for i, t in enumerate(members):
            shift = (min(i, 3) - min(n - 1, 3) / 2) * step
            self._show_transporter(t, at + QPointF(shift, -shift), n if i == n - 1 else 1, i)
            self._stood[t.id] = (place, (at.x(), at.y()))

    def _show_transporter(self, t: Transporter, at: QPointF, stack: int, layer: int) -> None:
        item = self.transporters[t.id]
        item.show(TransporterLook(t.kind, t.owner, stack))
        item.setZValue(layers.PIECES + 0.01 * layer)
        _move(item, at)

    def _show_cargo(self, t: Transporter, at: QPointF, marks: dict) -> None:
        """A transporter's goods in the cells to its right: one kind as a pile's chip, several
        as tags, two a cell, one above the other."""
        z = self.layout.sizes
        counts: dict[str, int] = {}
        for good in t.cargo:
            counts[good] = counts.get(good, 0) + 1
        kinds = sorted(counts, key=lambda g: self.good_order.get(g, 99))
        tags = len(kinds) > 1
        for i, good in enumerate(kinds):
            item = self.goods[f"{t.id}/{good}"]
            item.show(PileLook(good, marks.get(good, "?"), counts[good], tags))
            column, row = divmod(i, 2)
            alone = i == len(kinds) - 1 and row == 0
            dy = 0.0 if alone else (row - 0.5) * z.cell_h / 2
            _move(item, QPointF(at.x() + (column + 1) * z.cell_w, at.y() + dy))


def _move(item: QGraphicsItem, at: QPointF, *, scale: float = 1.0) -> None:
    """A piece's home is there (it goes there unless a finger holds it); a sign stands there."""
    if isinstance(item, PieceItem):
        item.rest_at(at, scale=scale)
    elif item.pos() != at:
        item.setPos(at)


def _number(t: Transporter) -> int:
    tail = t.id.rpartition(":")[2]
    return int(tail) if tail.isdigit() else 0
