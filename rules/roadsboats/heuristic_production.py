"""The Roads & Boats heuristic's production: gold guarded at home, primary output claimed,
research, secondary producers fed, and transporters made where a wanted factory and its inputs
are."""

from __future__ import annotations

from rules.core.actions import Action
from rules.geometry.hexes import Hex
from rules.roadsboats import production
from rules.roadsboats.board import launch_positions
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.heuristic_weights import (
    BONUS,
    CLAY,
    COINS,
    DONKEY,
    FUEL,
    GEESE,
    GOLD,
    PAPER,
    SPHERE,
    TRUNKS,
)
from rules.roadsboats.heuristic_worth import GoodsWorth
from rules.roadsboats.state import (
    Building,
    RoadsBoatsState,
    Transporter,
    count_by_domain,
    hex_of,
)


def breed_answer(state: RoadsBoatsState, seat: int, legal: list[Action]) -> Action:
    """The seat's answer to "does your donkey pair breed?" (§3.1.5): yes while, after the birth,
    a place stays free under the total limit (8, §3.1.7) for a boat or truck a factory makes
    (donkeys carry its goods and a wagon factory turns one into a wagon, so more are welcome
    until then); no otherwise, and no when yes is not offered (the limit refuses it)."""
    yes = next((a for a in legal if isinstance(a, production.Breed) and a.yes), None)
    counts = count_by_domain(state, state.players[seat].colour)
    if yes is not None and counts["total"] + 1 < roads_boats_data().limits.total:
        return yes
    return next(a for a in legal if isinstance(a, production.Breed) and not a.yes)


class ProductionPlan(GoodsWorth):
    """The seat's production decisions (see the module doc)."""

    def production(self) -> list[Action]:
        """Candidate production decisions, in the order they are best made."""
        out: list[Action] = self._guard_gold()
        out += self._claims()
        out += self._research()
        out += self._feeds()
        out += self._make_transporters()
        return out

    def _guard_gold(self) -> list[Action]:
        """Gold banked at home goes back on board when another player's transporter stands on
        the home tile (unattended goods are anyone's to take)."""
        home = self.player.home
        if not any(
            t.owner != self.colour and hex_of(t.location, t.docked_from) == home
            for t in self.state.transporters
        ):
            return []
        out: list[Action] = []
        for t in self.mine:
            if t.location.startswith("carried:") or production.free_space(self.state, t) <= 0:
                continue
            for area in sorted(self.reach_of(t.location).areas):
                if self.state.goods.get(area, {}).get(GOLD) and hex_of(area) == home:
                    out.append(production.Exchange(area, t.id, GOLD))
        return out

    def _reaching(self, b: Building) -> list[Transporter]:
        return [
            t
            for t in self.mine
            if not t.location.startswith("carried:") and b.area in self.reach_of(t.location).areas
        ]

    def _claims(self) -> list[Action]:
        """Primary output onto a transporter with room (gold first makes room for itself)."""
        out: list[Action] = []
        for b in sorted(self.state.buildings, key=lambda b: b.id):
            kind = self.data.buildings[b.kind]
            if kind.kind != "primary" or b.used or not b.area.startswith("hex:"):
                continue
            good = b.drawn if kind.bag else next(iter(kind.output), None)
            if good is None:
                continue
            reachers = self._reaching(b)
            room = [t for t in reachers if production.free_space(self.state, t) > 0]
            if good in BONUS:
                if room:
                    out.append(production.Claim(b.id, room[0].id))
                    continue
                for t in reachers:  # make room: put down something worth less
                    cheap = [g for g in t.cargo if g not in BONUS]
                    if cheap and production.free_space(self.state, t) == 0:
                        out.append(production.Exchange(t.id, b.area, cheap[-1], 1))
                        break
                continue
            if kind.bag:
                continue  # iron stays on the tile: the room is kept for gold
            if room and not self._busy(room[0]):
                out.append(production.Claim(b.id, room[0].id))
        return out

    def _sources(self, b: Building) -> tuple[list[str], dict[str, int]]:
        """Places the seat may feed a building from (areas first, then its transporters there)
        and the goods they hold together."""
        reachers = self._reaching(b)
        areas = sorted({a for t in reachers for a in self.reach_of(t.location).areas})
        places = [*areas, *(t.id for t in reachers)]
        goods: dict[str, int] = {}
        for p in areas:
            for g, n in self.state.goods.get(p, {}).items():
                goods[g] = goods.get(g, 0) + n
        for t in reachers:
            for g in t.cargo:
                goods[g] = goods.get(g, 0) + 1
        return places, goods

    def _feeds(self) -> list[Action]:
        """Secondary producers fed, wealth makers first."""
        out: list[Action] = []
        order = {
            "building:mint": 0,
            "building:stock_exchange": 1,
            "building:stone_factory": 2,
            "building:sawmill": 3,
            "building:papermill": 4,
            "building:coal_burner": 5,
        }
        feedable = [b for b in self.state.buildings if b.kind in order and self._reaching(b)]
        for b in sorted(feedable, key=lambda b: (order[b.kind], b.id)):
            kind = self.data.buildings[b.kind]
            assert kind.capacity is not None
            room = (kind.capacity - b.used) // sum(kind.output.values())
            if room <= 0:
                continue
            places, goods = self._sources(b)
            sets = self._sets(b.kind, goods, room)
            if sets and not self._left_to_itself(b, sets):
                out.append(production.Feed(b.id, sets, tuple(places)))
        return out

    def _left_to_itself(self, b: Building, sets: tuple[int, ...]) -> bool:
        """Whether the building will process these sets unattended at the end of the phase
        (§3.1.3) with nobody else able to take the inputs first: then its output lies on the
        tile instead of filling the seat's transporters."""
        kind = self.data.buildings[b.kind]
        if any(g in BONUS or g == PAPER for g in kind.output):
            return False
        zone = self.zone[b.area]
        lying: dict[str, int] = {}
        for place, pile in self.state.goods.items():
            if place.startswith("hex:") and self.zone[place] == zone:
                for g, n in pile.items():
                    lying[g] = lying.get(g, 0) + n
        for i in sets:
            for g, n in kind.inputs[i].items():
                lying[g] = lying.get(g, 0) - n
        if any(n < 0 for n in lying.values()):
            return False
        if kind.inputs[sets[0]] != kind.inputs[-1] and len(kind.inputs) > 1:
            return False  # unattended, boards would go first (A8)
        h = b.hex
        return not any(
            t.owner != self.colour and hex_of(t.location, t.docked_from) == h
            for t in self.state.transporters
        )

    def _sets(self, kind: str, goods: dict[str, int], room: int) -> tuple[int, ...]:
        """The input sets worth handing in: (alternative index, ...)."""
        if kind == "building:sawmill":
            return (0,) * min(room, goods.get(TRUNKS, 0))
        if kind == "building:stone_factory":
            return (0,) * min(room, goods.get(CLAY, 0))
        if kind == "building:mint":
            return (0,) * min(room, goods.get(GOLD, 0) // 2, goods.get(FUEL, 0))
        if kind == "building:stock_exchange":
            return (0,) * min(room, goods.get(COINS, 0) // 2, goods.get(PAPER, 0))
        trunks = goods.get(TRUNKS, 0)
        if kind == "building:papermill":
            if self._research_wanted() and trunks >= 2:
                return (2,)
            return ()
        if kind == "building:coal_burner":
            wanted = self._fuel_wanted() - self.stock(FUEL)
            return (2,) * max(0, min(room, trunks // 2, wanted))
        return ()

    def _fuel_wanted(self) -> int:
        n = 2 * len(self.buildings_near("building:mint", SPHERE))
        n += len(self.buildings_near("building:truck_factory", SPHERE))
        return n + len(self._shaft_mines())

    def _make_transporters(self) -> list[Action]:
        """New transporters where a wanted factory and its inputs are (boats on the first
        launch place: the river if there is one)."""
        out: list[Action] = []
        counts = count_by_domain(self.state, self.colour)
        limits = self.data.limits
        for b in sorted(self.state.buildings, key=lambda b: b.id):
            kind = self.data.buildings[b.kind]
            if kind.kind != "factory" or b.used:
                continue
            reachers = self._reaching(b)
            if not reachers:
                continue
            places, goods = self._sources(b)
            made = next(iter(kind.output))
            domain = self.data.transporters[made].domain
            if not self._factory_wanted(b):
                continue
            need = {g: n for g, n in kind.inputs[0].items() if g.startswith("good:")}
            if any(goods.get(g, 0) < n for g, n in need.items()):
                continue
            if b.kind == "building:wagon_factory":
                donkeys = [t for t in reachers if t.kind == DONKEY and not self._busy(t)]
                if donkeys:
                    first = donkeys[0].id
                    rest = tuple(p for p in places if p != first)
                    out.append(production.MakeTransporter(b.id, (first, *rest)))
                continue
            if counts["total"] >= limits.total or counts[domain] >= getattr(limits, domain):
                continue
            launch = None
            if domain == "water":
                spots = launch_positions(self.board, self.features, Hex.from_id(b.hex), self.colour)
                if not spots:
                    continue
                launch = spots[0]
            out.append(production.MakeTransporter(b.id, tuple(places), launch))
        return out

    def _research(self) -> list[Action]:
        """Research where two geese and a paper lie within one transporter's reach."""
        for t in self.mine:
            if t.location.startswith("carried:"):
                continue
            r = self.reach_of(t.location)
            mates = [o.id for o in self.mine if o is not t and o.location in r.locations]
            places = [t.id, *mates, *sorted(r.areas)]
            geese = paper = 0
            for p in places:
                if p.startswith("transporter:"):
                    cargo = self.state.transporter(p).cargo
                    geese, paper = geese + cargo.count(GEESE), paper + cargo.count(PAPER)
                else:
                    pile = self.state.goods.get(p, {})
                    geese, paper = geese + pile.get(GEESE, 0), paper + pile.get(PAPER, 0)
            if geese < 2 or paper < 1:
                continue
            choice = self._research_slot()
            if choice is None:
                return []
            slot, upgrades = choice
            return [production.Research(slot, tuple(places), upgrades)]
        return []
