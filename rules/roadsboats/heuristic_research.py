"""The Roads & Boats heuristic's research: the slot worth researching (new shafts, better
transporters, richer mines), the mines worth a new shaft, and the mixture new mines are filled
with."""

from __future__ import annotations

from typing import Any

from rules.roadsboats.heuristic_seat import SeatView
from rules.roadsboats.heuristic_weights import GEESE, MOUNTAIN, PAPER, SPHERE
from rules.roadsboats.state import Building, RoadsBoatsState, hex_of


class ResearchPlan(SeatView):
    """The research worth doing for the seat (see the module doc)."""

    def __init__(self, state: RoadsBoatsState, seat: int, cache: dict[Any, Any]) -> None:
        super().__init__(state, seat, cache)
        self._slot: Any = 0  # the research slot worth doing (0: not worked out yet)

    def _research_wanted(self) -> bool:
        """Whether a paper is worth making: geese for it, a slot that pays, time to use it."""
        return (
            self.turns_left >= 6
            and self.stock(GEESE) >= 2
            and self._research_slot() is not None
            and self.stock(PAPER) == 0
        )

    def _shaft_mines(self) -> list[Building]:
        """Mines near home worth a new shaft (§5.5) once researched: their bag would run dry
        before the game ends."""
        if "research:new_shafts" not in self.player.research:
            return []
        return [
            b for b in self.buildings_near("building:mine") if len(b.bag) + 3 < self.turns_left - 1
        ]

    def _research_slot(self) -> tuple[str, tuple[str, ...]] | None:
        """The slot worth researching now, and the factories upgraded with it: new shafts while
        a mine stands, else the transporter factories where the seat stands (better
        transporters), else richer mines; None when nothing pays."""
        if self._slot == 0:
            self._slot = self._work_out_slot()
        return self._slot  # type: ignore[no-any-return]

    def _work_out_slot(self) -> tuple[str, tuple[str, ...]] | None:
        done = set(self.player.research)
        open_slots = [s for s in self.data.research if s not in done]
        if not open_slots:
            return None
        mines = self.buildings_near("building:mine")
        coal = self.buildings_near("building:coal_burner", SPHERE) or self.turns_left >= 12
        if "research:new_shafts" not in done and mines and coal and self.turns_left >= 8:
            return "research:new_shafts", ()  # 1 iron + 1 fuel: 3 gold and 3 iron more
        here = {hex_of(t.location, t.docked_from) for t in self.mine}
        for slot in ("research:trucking", "research:rowing", "research:shipping"):
            if slot in done:
                continue
            pairs = dict(self.data.research[slot].upgrades)
            ups = tuple(
                b.id
                for b in sorted(self.state.buildings, key=lambda b: b.id)
                if b.kind in pairs and b.hex in here and not b.used
            )
            if ups and (slot == "research:rowing" or self._fuel_and_iron()):
                return slot, ups  # trucks and steamers are made of fuel and iron
        mountains = any(
            self.terrain(z) == MOUNTAIN and self.state.building_on(z.partition("/")[0]) is None
            for z in self.near_zones()
        )
        for slot in ("research:specialisation", "research:enlargement"):
            if slot not in done and mountains and self.turns_left >= 10:
                return slot, ()  # the mines still to be built hold more gold
        return None

    def _fuel_and_iron(self) -> bool:
        return bool(self.buildings_near("building:mine")) and bool(
            self.buildings_near("building:coal_burner", SPHERE)
        )

    def _fill(self) -> str:
        """The richest mixture the seat's research allows for a new mine or shaft."""
        done = self.player.research
        if "research:enlargement" in done and self.turns_left >= 10:
            return "fill:large"
        if "research:specialisation" in done:
            return "fill:gold"
        return "fill:mixed"
