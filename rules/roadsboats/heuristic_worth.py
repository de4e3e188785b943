"""What goods are worth to the Roads & Boats heuristic: where they are wanted (sites, factories,
the mint, home) and how much, the worth of each token in each zone, gold banked at home, and the
goods it may pay bricks with."""

from __future__ import annotations

from typing import Any

from rules.geometry.hexes import Hex
from rules.roadsboats import wonder
from rules.roadsboats.heuristic_plan import BuildingPlan
from rules.roadsboats.heuristic_weights import (
    BANK_TURNS,
    BOARDS,
    BONUS,
    CLAY,
    COINS,
    DONKEY,
    FUEL,
    GEESE,
    GOLD,
    IRON,
    PAPER,
    SPARE,
    SPHERE,
    STEP,
    STEP_LOADED,
    STONE,
    SURPLUS,
    TRUNKS,
    VALUE,
    W_BRICK,
    W_BURN,
    W_CLAY,
    W_COINS_EXCHANGE,
    W_FACTORY,
    W_FUEL_MINT,
    W_GEESE,
    W_GOLD_MINT,
    W_HOME_BOARDS,
    W_HOME_STONE,
    W_PAPER,
    W_PAPERMILL,
    W_SAW,
    W_SAW_LATER,
    W_SITE_BOARDS,
    W_SITE_STONE,
)
from rules.roadsboats.state import Building, RoadsBoatsState, Transporter, count_by_domain, hex_of


class GoodsWorth(BuildingPlan):
    """Goods' worth for the seat (see the module doc)."""

    def __init__(self, state: RoadsBoatsState, seat: int, cache: dict[Any, Any]) -> None:
        super().__init__(state, seat, cache)
        self._bank: bool | None = None
        self._wants: dict[str, dict[str, list[tuple[float, float]]]] | None = None
        self._far: dict[tuple[str, str, float], float] = {}
        self._targets: dict[str, list[tuple[str, float]]] = {}
        self._short: dict[str, dict[str, float]] = {}

    def wants(self) -> dict[str, dict[str, list[tuple[float, float]]]]:
        """Zone -> good -> (worth, how many) where they are wanted, best first."""
        if self._wants is not None:
            return self._wants
        out: dict[str, dict[str, list[tuple[float, float]]]] = {}
        inf = float("inf")

        def add(z: str, good: str, w: float, n: float) -> None:
            if n > 0:
                out.setdefault(z, {}).setdefault(good, []).append((w, n))

        home = self.home_zone
        fuel_wanted = 0
        gold_held = self.stock(GOLD)
        if self.turns_left <= 1:  # the last turn: nothing is made any more, bricks are bought
            for good in (TRUNKS, CLAY, IRON, FUEL, BOARDS, STONE, GEESE):
                add(home, good, W_BRICK, inf)
            self._wants = out
            return out
        for b in sorted(self.state.buildings, key=lambda b: b.id):
            if not b.area.startswith("hex:"):
                continue
            z = self.hex_zone(b)
            if not self.ours(z):
                continue
            kind = b.kind
            if kind == "building:sawmill":
                short = self.boards_short()
                add(z, TRUNKS, W_SAW, min(3, short))
                add(z, TRUNKS, W_SAW_LATER, min(3, short - 3))
                add(z, TRUNKS, W_BRICK + 1, 3)
            elif kind == "building:stone_factory":
                add(z, CLAY, W_CLAY, 6)
            elif kind == "building:mint":
                add(z, GOLD, W_GOLD_MINT, 4)
                add(z, FUEL, W_FUEL_MINT, 2 if gold_held >= 2 else 1)
                fuel_wanted += 2
            elif kind == "building:stock_exchange":
                add(z, COINS, W_COINS_EXCHANGE, 4)
                add(z, PAPER, W_PAPER, 1)
            elif self.data.buildings[kind].kind == "factory" and self._factory_wanted(b):
                for good, n in self.data.buildings[kind].inputs[0].items():
                    if good.startswith("good:"):
                        add(z, good, W_FACTORY + STEP * self.dist(home, z), n)
                fuel_wanted += self.data.buildings[kind].inputs[0].get(FUEL, 0)
        fuel_have = self.stock(FUEL)
        if fuel_wanted > fuel_have:
            for b in self.buildings_near("building:coal_burner", SPHERE):
                if self.ours(self.hex_zone(b)):
                    add(self.hex_zone(b), TRUNKS, W_BURN, 2 * (fuel_wanted - fuel_have))
                    break
        if self._research_wanted():
            for b in self.buildings_near("building:papermill", SPHERE):
                add(self.hex_zone(b), TRUNKS, W_PAPERMILL, 2)
                break
        if self.stock(GEESE) >= 2 and self._research_slot() is not None:
            add(home, PAPER, W_PAPER, 1)
            add(home, GEESE, W_GEESE, 2)
        for w in self.active():
            # its goods come from home: the way there is no reason to keep them at home
            way = STEP * self.dist(home, w.zone)
            for good, n in w.cost.items():
                add(w.zone, good, way + (W_SITE_STONE if good == STONE else W_SITE_BOARDS), n)
        for b in self._shaft_mines():  # iron stays at a mine whose shafts it pays
            add(self.hex_zone(b), IRON, W_FACTORY, 1)
        reserve = self.reserve()
        if self._banking():
            add(home, GOLD, BONUS[GOLD], inf)
        add(home, BOARDS, W_HOME_BOARDS, reserve.get(BOARDS, 0))
        add(home, STONE, W_HOME_STONE, reserve.get(STONE, 0))
        for good in (TRUNKS, CLAY, IRON, FUEL, BOARDS):
            add(home, good, W_BRICK, inf)
        add(home, STONE, W_BRICK + 1, inf)
        for goods in out.values():
            for good in goods:
                goods[good].sort(key=lambda x: -x[0])
        self._wants = out
        return out

    def reserve(self) -> dict[str, int]:
        """Boards and stone kept at home for the next wishes the seat cannot pay yet (the ones
        it can pay have their goods wanted at their sites), and a few over."""
        active = len(self.active())
        out = {BOARDS: 4, STONE: 3}
        for w in self.wishes()[active : active + 3]:
            for g, n in w.cost.items():
                out[g] = out.get(g, 0) + n
        return out

    def boards_short(self) -> int:
        """Boards the plan still lacks: for the next wishes, and a few for bricks."""
        need = 4 + sum(w.cost.get(BOARDS, 0) for w in self.wishes()[:5])
        return max(0, need - self.stock(BOARDS))

    def _targets_of(self, good: str) -> list[tuple[str, float]]:
        """(zone, worth of the next token there) for every zone still wanting the good; tokens
        lying nearer to a zone than home is count as on their way there."""
        if good not in self._targets:
            found, short = [], {}
            home = self.home_zone
            makers = {
                self.zone[b.area]
                for b in self.state.buildings
                if b.area.startswith("hex:") and good in self.data.buildings[b.kind].output
            }
            wants = self.wants()
            lying = [
                (z, n)
                for (z, g), n in self.present.items()
                if g == good and z != home and z not in makers and good not in wants.get(z, {})
            ]
            for z, goods in wants.items():
                have = self.present.get((z, good), 0)
                if z != home:
                    way = self.dist(home, z)
                    have += sum(n for y, n in lying if y != z and self.dist(y, z) < way)
                cum = 0.0
                wanted = goods.get(good, ())
                for w, n in wanted:
                    cum += n
                    if have < cum:
                        found.append((z, w))
                        # how many more it takes at about that worth
                        short[z] = sum(m for v, m in wanted if v >= w - STEP) - have
                        break
            self._targets[good] = found
            self._short[good] = short
        return self._targets[good]

    def _loaded(self, z: str, good: str) -> tuple[float, float]:
        """For a token just loaded at z: its worth (the way left counts half: loading is the
        rest) and how many more the best place for it still takes."""
        best, room = 0.0, 0.0
        for y, w in self._targets_of(good):
            if y != z and w - STEP_LOADED * self.dist(y, z) > best:
                best, room = w - STEP_LOADED * self.dist(y, z), self._short[good][y]
        return best, room

    def far(self, z: str, good: str, step: float = STEP) -> float:
        """The best worth of a good at zone z from wants elsewhere, less the way there."""
        key = (z, good, step)
        if key not in self._far:
            best = 0.0
            for y, w in self._targets_of(good):
                if y != z:
                    best = max(best, w - step * self.dist(y, z))
            self._far[key] = best
        return self._far[key]

    def token_value(self, z: str, good: str, k: int) -> float:
        """The worth of the k-th token (from 1) of a good at zone z, carried or not (wealth lying
        about is worth nothing but where it is wanted: see `_on_board`)."""
        v = self.far(z, good) if good not in BONUS else 0.0
        cum = 0.0
        for w, n in self.wants().get(z, {}).get(good, ()):
            cum += n
            if k <= cum:
                return max(w, v)
        return v

    def _count(self, z: str, good: str, delta: dict[tuple[str, str], int]) -> int:
        return self.present.get((z, good), 0) + delta.get((z, good), 0)

    def _busy(self, t: Transporter) -> bool:
        """A transporter that holds goods it keeps (wealth, paper)."""
        return any(g in BONUS or g == PAPER for g in t.cargo)

    def _factory_wanted(self, b: Building) -> bool:
        """Whether the seat wants a transporter from this factory now: wagons for donkeys while
        roads lead out (two donkeys stay for the steps off the roads), boats while water links
        home to its land, within the ownership limits (§3.1.7)."""
        if b.used or self.turns_left < 6 or not self.ours(self.hex_zone(b)):
            return False
        counts = count_by_domain(self.state, self.colour)
        limits = self.data.limits
        made = next(iter(self.data.buildings[b.kind].output))
        domain = self.data.transporters[made].domain
        if b.kind == "building:wagon_factory":
            donkeys = sum(1 for t in self.mine if t.kind == DONKEY)
            return donkeys > 2 and self.roads_near() >= 3
        if counts["total"] >= limits.total or counts[domain] >= getattr(limits, domain):
            return False
        if b.kind == "building:raft_factory":
            return counts["water"] < 2
        if b.kind == "building:rowboat_factory":
            return self.stock(BOARDS) >= 12
        return True

    def _banking(self) -> bool:
        """Gold may lie at home, leaving the transporters free, while the end is far and no
        other player's transporter is near home; in the last turns it is carried again."""
        if self._bank is None:
            state = self.state
            places_left = wonder.end_brick(state) - len(state.wonder)
            home = Hex.from_id(self.home_zone.partition("/")[0]) if self.home_zone else None
            near = any(
                t.owner != self.colour
                and (h := hex_of(t.location, t.docked_from)) is not None
                and home is not None
                and home.distance(Hex.from_id(h)) <= 1
                for t in state.transporters
            )
            self._bank = self.turns_left >= BANK_TURNS and places_left >= 12 and not near
        return self._bank

    def _spendable(self, places: list[str]) -> list[tuple[float, str, str, int]]:
        """(worth, place, good, count) the seat may pay bricks with, cheapest first: not the goods
        kept for the next constructions, for research, or for points."""
        held: dict[str, int] = {}
        where: list[tuple[str, str, int]] = []
        for place in places:
            if place.startswith("transporter:"):
                cargo = self.state.transporter(place).cargo
                pile = {g: cargo.count(g) for g in set(cargo)}
            else:
                pile = dict(self.state.goods.get(place, {}))
            for g, n in sorted(pile.items()):
                held[g] = held.get(g, 0) + n
                where.append((place, g, n))
        endgame = self.turns_left <= 2
        keep: dict[str, int] = {g: 10**6 for g in BONUS}
        keep[PAPER] = 10**6
        if not endgame:
            for w in self.wishes()[:4]:
                for g, n in w.cost.items():
                    keep[g] = keep.get(g, 0) + n
            if self.state.turn <= 10:
                keep[BOARDS] = keep.get(BOARDS, 0) + 4
                keep[STONE] = keep.get(STONE, 0) + 2
            if self._research_slot() is not None:
                keep[GEESE] = 2
            hz = self.home_zone
            if any(self.zone.get(b.area) == hz for b in self.buildings_near("building:sawmill")):
                keep[TRUNKS] = 3
            if self.buildings_near("building:mint", SPHERE):
                keep[FUEL] = 2
        # tokens beyond what is kept cost their worth, beyond a few more too they are surplus
        out = []
        left = {g: max(0, held[g] - keep.get(g, 0)) for g in held}
        spare = {g: max(0, left[g] - SPARE.get(g, 3)) for g in held}
        for place, g, n in where:
            k = min(n, left[g])
            cheap = min(k, spare[g])
            if cheap > 0:
                spare[g] -= cheap
                out.append((SURPLUS, place, g, cheap))
            if k - cheap > 0:
                out.append((VALUE.get(g, 2.0), place, g, k - cheap))
            left[g] -= k
        out.sort(key=lambda x: (x[0], VALUE.get(x[2], 2.0), x[2], x[1]))
        return out
