"""Barrage's panel: the management boards, the Contract and Patent Offices, the energy track
with the round bonus tiles and the objective, and with the expansion the External Works and the
private buildings — parts of the board scene that the table shows beside or below the map
(`desktop.board.panel.PanelView`), each part a view of its own.

The scene makes one `ManagementPanel` (its items go into the scene and into the scene's
registry of elements), lists `panel.parts` and `panel.shapes` as its `panel_parts` and
`panel_shapes`, and calls `panel.refresh(view, tr)` after every change. Parts (all `WIDTH`
wide, laid out apart from each other from `origin` rightwards):

- `turbine`: the Turbine Station;   `water`: Water Management, the Bank (and Mahiri's and
  Margot's private spaces while one of them can be in play);
- `workshop`: the Workshop and the Machinery Shop;
- `contracts`: the Contract Office's spaces and its face-up private contracts by colour;
- `patent`: the Patent Office's tiles over their spaces (advanced game) and the national
  contracts;
- `energy`: the energy track, the bonus tiles and the objective tile;
- `external`, `buildings` (expansion): the External Works, the private buildings.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QRectF

from desktop.board.panel import PanelParts
from desktop.board.track import Marker
from desktop.games.barrage import look
from desktop.games.barrage.panel_displays import (
    BonusLook,
    BonusSlot,
    BuildingLook,
    BuildingTile,
    ContractLook,
    ContractSlot,
    ObjectiveSlot,
    SiteItem,
    SiteLook,
    Slot,
    TechLook,
    TechSlot,
    WorkLook,
    WorkSlot,
)
from desktop.games.barrage.panel_energy import (
    MARKER_BAND,
    STRIP,
    CreditsLook,
    EnergySpace,
    EnergyTrack,
    credit_steps,
)
from desktop.games.barrage.panel_glyphs import Tr
from desktop.games.barrage.panel_shapes import possible_officers
from desktop.games.barrage.panel_spaces import (
    HEAD_H,
    ROW_H,
    EffectStrip,
    Heading,
    SpaceItem,
    space_look,
)
from rules.barrage.data import COLOURS, ActionSpace, barrage_data
from rules.barrage.state import BLOCKED, BarrageState
from rules.core.i18n import render
from rules.core.text import Text

WIDTH = 272.0  # every part
PAD = 8.0
APART = 200.0  # between two parts in the scene: no part's view shows a neighbour's edge
GAP = 3.0  # between two rows
MIDDLE = 76.0  # a row's effects, between its left and right space
CARD_H = 62.0  # a contract: its reward's numbers read at arm's length
TILE_H = 80.0  # a Patent Office tile: under its icons, two or three lines of words
WORK_H = 62.0  # an External Works tile
ENERGY_ROW = STRIP + MARKER_BAND + 11.0  # a round section of the energy track
TILES_W = 72.0  # the bonus tiles' column beside the energy track
OFFICERS = {"mahiri": "officer:mahiri_sekibo", "margot": "officer:margot_fouche"}


def _section(key: str) -> Text:
    return Text(f"barrage.describe.section.{key}")


def _ui(key: str, **params: object) -> Text:
    return Text(f"barrage.ui.panel.{key}", dict(params))


class ManagementPanel(PanelParts):
    """The panel's items in `scene`, its parts from `origin` rightwards; `elements` (the
    scene's registry, when given) always maps each shown element id to its item."""

    width, apart = WIDTH, APART

    def build(self, state: BarrageState) -> None:
        self.tr: Tr = lambda text: render(text, "en")
        self.spaces: dict[str, SpaceItem] = {}
        self.headings: list[tuple[Heading, Text]] = []
        self.strips: list[tuple[EffectStrip, tuple]] = []
        data = barrage_data()
        self.data = data
        self.expansion = state.expansion
        self.advanced = not state.beginner
        self.officers = possible_officers(state)
        self._build_turbine()
        self._build_water()
        self._build_workshop()
        self._build_contracts()
        self._build_patent()
        self._build_energy()
        if self.expansion:
            self._build_external()
            self._build_buildings(state)

    # -- parts and shapes ----------------------------------------------------------------------

    def _heading(self, rect: QRectF, text: Text) -> None:
        item = Heading(rect)
        self.scene.addItem(item)
        self.headings.append((item, text))

    def _strip(self, rect: QRectF, effects: tuple, size: float = 22.0) -> None:
        item = EffectStrip(rect, lambda: self.tr, size=size)
        self.scene.addItem(item)
        self.strips.append((item, effects))

    # -- the management boards -----------------------------------------------------------------

    def _rows_height(self, sections: Iterable[str]) -> float:
        return sum(HEAD_H + self._rows(s) * (ROW_H + GAP) for s in sections)

    def _rows(self, section: str) -> int:
        return len({sp.row for sp in self.data.spaces.values() if sp.section == section})

    def _sections(self, top: float, left: float, sections: Iterable[str]) -> float:
        """Each section's name over its rows (left space, effects, right space); returns the
        bottom."""
        inner = WIDTH - 2 * PAD
        side = (inner - MIDDLE - 2 * GAP) / 2
        y = top
        for section in sections:
            self._heading(QRectF(left, y, inner, HEAD_H), _section(section))
            y += HEAD_H
            rows: dict[int, list[ActionSpace]] = {}
            for sp in self.data.spaces.values():
                if sp.section == section:
                    rows.setdefault(sp.row, []).append(sp)
            for row in sorted(rows):
                spaces = rows[row]
                if len(spaces) == 1:  # the Bank, Margot's space: one space, effects beside
                    wide = side + MIDDLE / 2
                    self._space(spaces[0], QRectF(left, y, wide, ROW_H))
                    self._strip(
                        QRectF(left + wide + GAP, y, inner - wide - GAP, ROW_H), spaces[0].effects
                    )
                else:
                    by_side = {sp.side: sp for sp in spaces}
                    self._space(by_side["left"], QRectF(left, y, side, ROW_H))
                    mid = QRectF(left + side + GAP, y, MIDDLE, ROW_H)
                    self._strip(mid, by_side["left"].effects)
                    self._space(by_side["right"], QRectF(mid.right() + GAP, y, side, ROW_H))
                y += ROW_H + GAP
        return y

    def _space(self, sp: ActionSpace, rect: QRectF) -> SpaceItem:
        item = SpaceItem(sp.id, rect)
        self._add(item)
        self.spaces[sp.id] = item
        return item

    def _build_turbine(self) -> None:
        rect = self._part("turbine", 2 * PAD + self._rows_height(["turbine"]))
        self._sections(rect.top() + PAD, rect.left() + PAD, ["turbine"])

    def _build_water(self) -> None:
        sections = ["water", "bank", *(s for s, o in OFFICERS.items() if o in self.officers)]
        rect = self._part("water", 2 * PAD + self._rows_height(sections))
        self._sections(rect.top() + PAD, rect.left() + PAD, sections)

    def _build_workshop(self) -> None:
        sections = ["workshop", "machinery"]
        rect = self._part("workshop", 2 * PAD + self._rows_height(sections))
        self._sections(rect.top() + PAD, rect.left() + PAD, sections)

    def _build_contracts(self) -> None:
        cards = 2 * (CARD_H + GAP)
        rect = self._part("contracts", 2 * PAD + self._rows_height(["contracts"]) + 4 + cards)
        left = rect.left() + PAD
        y = self._sections(rect.top() + PAD, left, ["contracts"]) + 4
        w = (WIDTH - 2 * PAD - 2 * GAP) / 3
        self.offer: dict[str, list[ContractSlot]] = {}
        for c, colour in enumerate(COLOURS):
            for k in range(2):
                at = QRectF(left + c * (w + GAP), y + k * (CARD_H + GAP), w, CARD_H)
                slot = ContractSlot(f"offer:{colour}:{k + 1}", at, lambda: self.tr)
                self._add(slot)
                self.offer.setdefault(colour, []).append(slot)

    def _build_patent(self) -> None:
        inner = WIDTH - 2 * PAD
        tiles = HEAD_H + TILE_H + GAP + ROW_H + 6 if self.advanced else 0
        rect = self._part("patent", 2 * PAD + tiles + HEAD_H + CARD_H)
        left, y = rect.left() + PAD, rect.top() + PAD
        w = (inner - 2 * GAP) / 3
        self.patent: list[TechSlot] = []
        if self.advanced:
            self._heading(QRectF(left, y, inner, HEAD_H), _section("patent"))
            y += HEAD_H
            for k in range(self.data.patent_display):
                x = left + k * (w + GAP)
                slot = TechSlot(f"patent_slot:{k + 1}", QRectF(x, y, w, TILE_H), lambda: self.tr)
                self.patent.append(self._add(slot))  # type: ignore[arg-type]
                self._space(
                    self.data.spaces[f"space:patent:{k + 1}"], QRectF(x, y + TILE_H + GAP, w, ROW_H)
                )
            y += TILE_H + GAP + ROW_H + 6
        self._heading(QRectF(left, y, inner, HEAD_H), _ui("national"))
        y += HEAD_H
        self.national = [
            self._add(
                ContractSlot(
                    f"national_slot:{k + 1}",
                    QRectF(left + k * (w + GAP), y, w, CARD_H),
                    lambda: self.tr,
                )
            )
            for k in range(3)
        ]

    def _build_energy(self) -> None:
        rows = 6
        rect = self._part("energy", 2 * PAD + HEAD_H + rows * ENERGY_ROW)
        left, top = rect.left() + PAD, rect.top() + PAD
        inner = WIDTH - 2 * PAD
        self._heading(QRectF(left, top, inner, HEAD_H), _ui("energy_track"))
        body = QRectF(left, top + HEAD_H, inner, rows * ENERGY_ROW)
        area = QRectF(
            body.left() + TILES_W + 4, body.top(), body.width() - TILES_W - 4, body.height()
        )
        self.track = EnergyTrack(area.adjusted(-3, -3, 3, 0), area)
        self.scene.addItem(self.track)
        self.energy = []
        for n, (cell, stack) in enumerate(
            zip(self.track.layout.cells, self.track.layout.stacks, strict=True)
        ):
            self.energy.append(self._add(EnergySpace(n, cell, stack)))
        tile = QRectF(body.left(), body.top(), TILES_W, ENERGY_ROW - 3)
        self.objective = self._add(
            ObjectiveSlot(self.data.energy.objective_slot, tile, lambda: self.tr)
        )
        self.bonus = [
            self._add(BonusSlot(slot, tile.translated(0, r * ENERGY_ROW), lambda: self.tr))
            for r, slot in enumerate(self.data.energy.bonus_slots, start=1)
        ]

    # -- the expansion ----------------------------------------------------------------------

    def _build_external(self) -> None:
        inner = WIDTH - 2 * PAD
        rect = self._part("external", 2 * PAD + HEAD_H + WORK_H + GAP + ROW_H)
        left, y = rect.left() + PAD, rect.top() + PAD
        self._heading(QRectF(left, y, inner, HEAD_H), _section("external"))
        y += HEAD_H
        w = (inner - 2 * GAP) / 3
        self.works: list[WorkSlot] = []
        for k in range(self.data.external_display):
            x = left + k * (w + GAP)
            self.works.append(
                self._add(
                    WorkSlot(f"external_slot:{k + 1}", QRectF(x, y, w, WORK_H), lambda: self.tr)
                )
            )  # type: ignore[arg-type]
            self._space(
                self.data.spaces[f"space:external:{k + 1}"], QRectF(x, y + WORK_H + GAP, w, ROW_H)
            )

    def _build_buildings(self, state: BarrageState) -> None:
        inner = WIDTH - 2 * PAD
        name_h, row_h = 22.0, ROW_H - 4
        pitch = name_h + row_h + 2 * GAP + 2
        rect = self._part("buildings", 2 * PAD + HEAD_H + len(state.private_buildings) * pitch)
        left, y = rect.left() + PAD, rect.top() + PAD
        self._heading(QRectF(left, y, inner, HEAD_H), _ui("private_buildings"))
        y += HEAD_H
        self.building_tiles: list[BuildingTile] = []
        self.sites: dict[str, SiteItem] = {}
        effect_w = 40.0
        space_w = (inner - effect_w - 4 * GAP) / 4
        site_w = 17.0
        for row, bid in enumerate(state.private_buildings, start=1):
            building = self.data.buildings[bid]
            tile_w = inner - 4 * site_w - GAP
            self.building_tiles.append(
                self._add(BuildingTile(bid, QRectF(left, y, tile_w, name_h), lambda: self.tr))
            )  # type: ignore[arg-type]
            for k in range(1, 5):
                site = f"building_site:{row}:{k}"
                at = QRectF(left + tile_w + GAP + (k - 1) * site_w, y, site_w, name_h)
                self.sites[site] = self._add(SiteItem(site, at, lambda: self.tr))  # type: ignore[assignment]
            low = y + name_h + GAP
            self._strip(QRectF(left, low, effect_w, row_h), building.effects, 20.0)
            for k, sp in enumerate(building.spaces):
                x = left + effect_w + GAP + k * (space_w + GAP)
                self._space(sp, QRectF(x, low, space_w, row_h))
            y += pitch

    # -- refresh ----------------------------------------------------------------------------

    def refresh(self, view: BarrageState, tr: Tr) -> None:
        """Show `view` (a seat's view of the state) in the table's language (`tr`)."""
        self.tr = tr
        lang = tr(Text("barrage.title"))
        for item, words in self.headings:
            item.show(tr(words))
        for item, effects in self.strips:
            item.show((effects, lang))
        held = {c.officer for c in view.companies}
        for sid, item in self.spaces.items():
            sp = self.data.spaces[sid]
            officer = self.data.sections[sp.section].officer
            shown = officer is None or officer in held
            item.show(space_look(view, sp, shown))
            item.setVisible(shown)
        self._refresh_contracts(view)
        self._refresh_patent(view, tr)
        self._refresh_energy(view)
        if self.expansion:
            self._refresh_expansion(view, tr)

    def _name(self, slot: Slot, element_id: str) -> None:
        """Let `slot` be the element `element_id` (what lies there now)."""
        if slot.element_id == element_id:
            return
        if self.elements.get(slot.element_id) is slot:
            del self.elements[slot.element_id]
        slot.element_id = element_id
        self.elements[element_id] = slot

    def _fill(self, slot: Slot, shown: Sequence[str | None], k: int, make: Callable) -> None:
        """Slot `k` of a display: what `shown[k]` is (its look from `make(id)`), or empty."""
        element_id = shown[k] if k < len(shown) else None
        self._name(slot, element_id or slot.empty_id)
        slot.show(make(element_id) if element_id is not None else None)

    def _contract(self, colour: str) -> Callable[[str], ContractLook]:
        def make(cid: str) -> ContractLook:
            contract = self.data.contracts[cid]
            return ContractLook(colour, contract.requirement, contract.reward)

        return make

    def _refresh_contracts(self, view: BarrageState) -> None:
        for colour, slots in self.offer.items():
            for k, slot in enumerate(slots):
                self._fill(slot, view.offer.get(colour, []), k, self._contract(colour))
        for k, slot in enumerate(self.national):
            self._fill(slot, view.national, k, self._contract("national"))

    def _refresh_patent(self, view: BarrageState, tr: Tr) -> None:
        def make(tid: str) -> TechLook:
            t = self.data.tech_tiles[tid]
            return TechLook(t.level, t.builds or "any", tr(_ui(f"tech.{t.special}")))

        for k, slot in enumerate(self.patent):
            self._fill(slot, view.patent, k, make)

    def _refresh_energy(self, view: BarrageState) -> None:
        sections = self.data.energy.round_sections
        tints = {start: look.ENERGY.darker(115) for start in sections}
        if 1 <= view.round <= len(sections):
            tints[sections[view.round - 1]] = look.ACTIVE
        self.track.set_tints(tints)
        last = len(self.data.energy.spaces) - 1
        self.track.set_markers(
            [
                Marker(min(max(c.energy, 0), last), look.COMPANY.get(c.id or "", look.MUTED))
                for c in view.companies
            ]
        )
        for n, (item, credits) in enumerate(zip(self.energy, credit_steps(), strict=True)):
            item.show(CreditsLook(credits, n in tints))
        objective = self.data.objective_tiles[view.objective]
        self.objective.show(self.tr(Text(f"barrage.objective.{objective.criterion}")))
        for r, slot in enumerate(self.bonus, start=1):
            if r > len(view.bonus):
                slot.show(None)
                continue
            tile = self.data.bonus_tiles[view.bonus[r - 1]]
            when = "past" if r < view.round else "now" if r == view.round else "later"
            slot.show(BonusLook(tile.counts, tile.vp_each, when))

    def _refresh_expansion(self, view: BarrageState, tr: Tr) -> None:
        def make(wid: str) -> WorkLook:
            work = self.data.external_works[wid]
            return WorkLook(work.deck, work.cost.excavators, work.cost.mixers, work.reward)

        for k, slot in enumerate(self.works):
            self._fill(slot, view.external, k, make)
        for tile in self.building_tiles:
            b = self.data.buildings[tile.element_id]
            name = tr(Text(f"barrage.building.{b.slug}"))
            tile.show(BuildingLook(name, b.cost.excavators, b.cost.mixers, b.vp))
        for site, item in self.sites.items():
            owner = view.buildings.get(site)
            colour = look.COMPANY[owner].name() if owner in look.COMPANY else None
            fee = self.data.building_sites[site].fee
            item.show(SiteLook(colour, fee, owner == BLOCKED))
