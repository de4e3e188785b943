"""The Roads & Boats heuristic's movement: each transporter's ways (staying, to each place it
reaches, out and back), the best move by its loads' gain and where it ends up, and what being
somewhere is worth (home, a mine, a ready site or factory, breeding, goods waiting)."""

from __future__ import annotations

from typing import Any

from rules.core.actions import Action
from rules.roadsboats import movement
from rules.roadsboats.board import water_network
from rules.roadsboats.heuristic_loads import LoadsPlan
from rules.roadsboats.heuristic_weights import (
    BONUS,
    BREED,
    BREED_WAIT,
    DONKEY,
    GOLD,
    HOME_IDLE,
    HOME_PRESENCE,
    MAGNET,
    MINE_PRESENCE,
    MOVE_WORTH,
    PRIMARY_PRESENCE,
    SITE_READY,
    STEP,
)
from rules.roadsboats.state import RoadsBoatsState, Transporter


class MovementPlan(LoadsPlan):
    """The seat's movement (see the module doc)."""

    def __init__(self, state: RoadsBoatsState, seat: int, cache: dict[Any, Any]) -> None:
        super().__init__(state, seat, cache)
        self._home_goods: bool | None = None
        self._piles: list[tuple[str, float]] = []

    def movement(self, stay: set[str], legal: Any) -> Action | None:
        """The best legal move of the first transporter (those with cargo first) that has one
        worth making; the others stay."""
        order = sorted(
            (t for t in self.mine if not t.moved and not t.location.startswith("carried:")),
            key=lambda t: (not t.cargo, t.id),
        )
        self._piles = self._pile_gains()
        for t in order:
            if t.id in stay:
                continue
            for move in self._moves(t):
                if legal(move):
                    return move
            stay.add(t.id)
        return None

    def _moves(self, t: Transporter) -> list[Action]:
        """The transporter's moves worth making, best first."""
        base = self._position(t, t.location, list(t.cargo), {})
        scored: list[tuple[float, int, Action]] = []
        for i, (path, marks) in enumerate(self._paths(t)):
            stops = [self._stop(path, at) for at in marks]
            plan = self._best_loads(t, stops)
            if len(path) == 1 and not plan.loads:
                continue
            score = plan.score + self._position(t, path[-1], plan.cargo, plan.delta) - base
            if score > MOVE_WORTH:
                loads = tuple(sorted(plan.loads, key=lambda x: (x[0], x[3] > 0, x[1], x[2])))
                scored.append((score, i, movement.Move(t.id, path, loads)))
        scored.sort(key=lambda x: (-x[0], x[1]))
        return [m for _, _, m in scored[:3]]

    def _paths(self, t: Transporter) -> list[tuple[tuple[str, ...], tuple[int, ...]]]:
        """Staying, the shortest way to each place it can reach, and out and back; each with the
        stops where goods change hands (the start, the turning point, the end)."""
        mover = self.data.transporters[t.kind]
        out: list[tuple[tuple[str, ...], tuple[int, ...]]] = [((t.location,), (0,))]
        if mover.domain == "land":
            start = self.zone[t.location]
            ways = movement.shortest_paths(self.net.roads, start, mover.movement)
            back = set(ways)  # along roads: out and back is allowed
            if mover.off_road:
                for z in sorted(self.net.steps.get(start, ())):
                    ways.setdefault(z, (start, z))
        else:
            start = t.location
            net = water_network(self.board, self.features, self.colour)
            ways = movement.shortest_paths(net, start, mover.movement, stop="dock:")
            back = {z for z in ways if not z.startswith("dock:")}
        for z in sorted(ways, key=lambda z: (len(ways[z]), z)):
            p = ways[z]
            if z == start or z.startswith("sea:"):
                continue
            n = len(p) - 1
            out.append(((t.location, *p[1:]), (0, n)))
            if 2 * n <= mover.movement and z in back:
                out.append(((t.location, *p[1:], *reversed(p[:-1])), (0, n, 2 * n)))
        return out

    def _pile_gains(self) -> list[tuple[str, float]]:
        """Zones where goods wait to be fetched, and what loading two of them there would gain
        (as a move that loads them counts it: the pull never beats the loading)."""
        out = []
        busy = {self.zone_of(t) for t in self.mine}
        for place, pile in sorted(self.state.goods.items()):
            if not place.startswith("hex:"):
                continue
            z = self.zone[place]
            if z in busy or not self.ours(z):
                continue
            gains = []
            for g, n in sorted(pile.items()):
                have = self.present.get((z, g), 0)
                loaded, room = self._loaded(z, g)
                for k in range(int(min(n, 2, room))):
                    gains.append(max(0.0, loaded - self.token_value(z, g, have - k)))
                if g in BONUS:  # wealth lying about counts only once loaded
                    value = self.token_value(z, g, have)
                    gains += [self._on_board(z, g, value)] * min(n, 2)
            gain = sum(sorted(gains, reverse=True)[:2])
            if gain > 0:
                out.append((z, gain))
        for b in self.state.buildings:
            kind = self.data.buildings[b.kind]
            if kind.kind != "primary" or kind.bag or not b.area.startswith("hex:"):
                continue
            z = self.hex_zone(b)
            if z in busy or not self.ours(z):
                continue
            out.append((z, 1.0))
        return out

    def _brick_goods(self) -> bool:
        """Whether goods lie at home to pay a brick with."""
        if self._home_goods is None:
            self._home_goods = bool(self._spendable(sorted(self.reach_of(self.home_area).areas)))
        return self._home_goods

    def _position(
        self, t: Transporter, location: str, cargo: list[str], delta: dict[tuple[str, str], int]
    ) -> float:
        """What being at `location` with `cargo` is worth, given the seat's other transporters."""
        if location.startswith("sea:"):
            return 0.0
        zones = self.zones_of(location)
        if not zones:
            return 0.0
        others: set[str] = set()
        for o in self.mine:
            if o is not t and not o.location.startswith(("carried:", "sea:")):
                others.update(self.zones_of(o.location))
        capacity = self.data.transporters[t.kind].capacity
        room = capacity - len(cargo)
        value = 0.0
        if self.home_zone in zones and self.home_zone not in others:
            value += HOME_PRESENCE if self._brick_goods() else HOME_IDLE
        for z in zones:
            if z in others:
                continue
            b = self.state.building_on(z.partition("/")[0])
            if b is not None and self.zone.get(b.area) == z:
                kind = self.data.buildings[b.kind]
                if kind.bag and b.bag and room > 0:
                    value += MINE_PRESENCE * b.bag.count(GOLD) / len(b.bag)
                elif kind.kind == "primary" and room > 0:
                    value += PRIMARY_PRESENCE
            for w in self.active():
                if w.zone != z:
                    continue
                if all(self._count(z, g, delta) >= n for g, n in w.cost.items()):
                    value += SITE_READY + w.priority / 50
                    break
            else:
                if self._factory_ready(z, t, delta):
                    value += SITE_READY
        if t.kind == DONKEY and not cargo and self.breeding_zone() in zones:
            z = self.breeding_zone()
            pair = [o for o in self.mine if o is not t and self.zone_of(o) == z]
            if not pair:
                value += BREED_WAIT
            elif len(pair) == 1 and pair[0].kind == DONKEY and not pair[0].cargo:
                value += BREED
        if room > 0 and self._piles:
            z0 = zones[0]
            pull = max(gain - STEP * self.dist(z0, z) for z, gain in self._piles)
            value += MAGNET * max(0.0, pull) * min(1.0, room / 2)
        return value

    def _factory_ready(self, z: str, t: Transporter, delta: dict[tuple[str, str], int]) -> bool:
        """Whether a wanted factory in zone z could make a transporter next production with t
        there: its inputs lie there (a wagon factory also takes t, a donkey)."""
        for b in self.state.buildings:
            if self.zone.get(b.area) != z or self.data.buildings[b.kind].kind != "factory":
                continue
            if not self._factory_wanted(b):
                continue
            need = self.data.buildings[b.kind].inputs[0]
            if DONKEY in need and (t.kind != DONKEY or self._busy(t)):
                continue
            goods = {g: n for g, n in need.items() if g.startswith("good:")}
            if all(self._count(z, g, delta) >= n for g, n in goods.items()):
                return True
        return False
