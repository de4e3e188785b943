"""A Roads & Boats heuristic move's loads: the stops on its path where goods change hands, the
tokens taken, dropped and kept along it (greedy, then counted exactly), and what carrying a token
is worth over leaving it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.roadsboats.heuristic_weights import BONUS, CARRY_COST, GOLD, PAPER
from rules.roadsboats.heuristic_worth import GoodsWorth
from rules.roadsboats.state import Transporter, movable


@dataclass
class _Stop:
    """A place on a path where goods change hands: the areas (and their zones) reached there,
    and the zone the transporter counts as standing in (None at sea)."""

    at: int
    areas: list[tuple[str, str]]
    zone: str | None


@dataclass
class _Loads:
    """A move's loads worked out: their gain in worth, the cargo at the end, and the change in
    tokens per (zone, good) they make."""

    score: float = 0.0
    loads: list[tuple[int, str, str, int]] = field(default_factory=list)
    cargo: list[str] = field(default_factory=list)
    delta: dict[tuple[str, str], int] = field(default_factory=dict)


class LoadsPlan(GoodsWorth):
    """A move's loads for the seat (see the module doc)."""

    def _stop(self, path: tuple[str, ...], at: int) -> _Stop:
        loc = path[at]
        areas = sorted(self.reach_of(loc).areas)
        zones = self.zones_of(loc) if not loc.startswith("sea:") else []
        return _Stop(at, [(a, self.zone[a]) for a in areas], zones[0] if zones else None)

    def _best_loads(self, t: Transporter, stops: list[_Stop]) -> _Loads:
        """Greedy loads along the stops: each round the token (carried, or lying at a stop) whose
        move gains most, dropped at a later stop or kept to the end, while there is room; then
        the whole plan's worth counted exactly."""
        capacity = self.data.transporters[t.kind].capacity
        last = len(stops) - 1
        zf, ze = stops[0].zone, stops[last].zone
        delta: dict[tuple[str, str], int] = {}

        def bump(z: str | None, g: str, n: int) -> None:
            if z is not None:
                delta[z, g] = delta.get((z, g), 0) + n

        def count(z: str, g: str) -> int:
            return self.present.get((z, g), 0) + delta.get((z, g), 0)

        travels = stops[last].at > 0
        premiums: dict[str, int] = {}  # tokens loaded on the way (elsewhere than the end)

        def kept_value(g: str, extra: int, fetched: bool = False) -> float:
            """A token's worth kept on board to the end (`extra`: it is not yet counted there);
            one loaded on the way is worth more (half its way left is done) while the place it
            goes to still takes more."""
            if ze is None:
                return self._on_board(None, g, 0.0)
            value = self.token_value(ze, g, max(1, count(ze, g) + extra))
            worth = self._on_board(ze, g, value)
            if fetched and travels and g not in BONUS:
                loaded, room = self._loaded(ze, g)
                if premiums.get(g, 0) < room:
                    value = max(value, loaded)
            return worth + value

        for g in t.cargo:
            bump(zf, g, -1)
            bump(ze, g, 1)
        kept: list[tuple[str, int]] = [(g, -1) for g in t.cargo]  # (good, picked at stop)
        load = [len(t.cargo)] * (last + 1)  # on board when leaving each stop
        taken: dict[tuple[str, str], int] = {}
        loads: list[tuple[int, str, str, int]] = []
        for _ in range(capacity + len(t.cargo) + 1):
            best: tuple[float, Any] | None = None
            for i, (g, since) in enumerate(kept):
                if g == PAPER:
                    continue  # kept: unattended beside geese it is lost
                lost = kept_value(g, 0)
                for s in range(since + 1, last + 1):
                    area, z, worth = self._drop_at(stops[s], g, count, ze)
                    if z is not None and (best is None or worth - lost > best[0] + 1e-9):
                        best = (worth - lost, ("drop", i, s, area, z))
            for s, stop in enumerate(stops):
                for area, z in stop.areas:
                    if z in self.other_homes:
                        continue  # the goods at another player's home are his to use
                    for g, n in sorted(self.state.goods.get(area, {}).items()):
                        done = taken.get((area, g), 0)
                        if n - done <= 0 or movable(self.state, t, area, g) - done <= 0:
                            continue
                        lose = 0.0 if g == PAPER else self.token_value(z, g, count(z, g))
                        if g != PAPER:
                            bump(z, g, -1)  # as if taken, to value where it goes
                        for s2 in range(s + 1, last + 1):
                            if g == PAPER or max(load[s:s2]) >= capacity:
                                break
                            a2, z2, worth = self._drop_at(stops[s2], g, count, None)
                            if z2 is not None and (best is None or worth - lose > best[0] + 1e-9):
                                best = (worth - lose, ("move", s, area, z, g, s2, a2, z2))
                        if max(load[s:]) < capacity:
                            # a premium for goods loaded to go on next turn, not for goods
                            # loaded on the way and brought back where they lay
                            fetched = s == last or z != ze
                            worth = kept_value(g, 1, fetched)
                            if best is None or worth - lose > best[0] + 1e-9:
                                best = (worth - lose, ("keep", s, area, z, g))
                        if g != PAPER:
                            bump(z, g, 1)
            if best is None or best[0] <= 1e-6:
                break
            what = best[1]
            if what[0] == "drop":
                _, i, s, area, z = what
                g, _since = kept.pop(i)
                bump(ze, g, -1)
                bump(z, g, 1)
                for k in range(s, last + 1):
                    load[k] -= 1
                loads.append((stops[s].at, area, g, -1))
            elif what[0] == "move":
                _, s, area, z, g, s2, a2, z2 = what
                taken[area, g] = taken.get((area, g), 0) + 1
                bump(z, g, -1)
                bump(z2, g, 1)
                for k in range(s, s2):
                    load[k] += 1
                loads += [(stops[s].at, area, g, 1), (stops[s2].at, a2, g, -1)]
            else:
                _, s, area, z, g = what
                taken[area, g] = taken.get((area, g), 0) + 1
                if g != PAPER:
                    bump(z, g, -1)
                bump(ze, g, 1)
                for k in range(s, last + 1):
                    load[k] += 1
                kept.append((g, s))
                loads.append((stops[s].at, area, g, 1))
                if s == last or z != ze:
                    premiums[g] = premiums.get(g, 0) + 1
        score = 0.0
        for (z, g), d in delta.items():
            if d:
                n = self.present.get((z, g), 0)
                score += self._sum_value(z, g, max(0, n + d)) - self._sum_value(z, g, n)
        for g, _ in kept:
            value = self.token_value(ze, g, max(1, count(ze, g))) if ze is not None else 0.0
            score += self._on_board(ze, g, value)
        for g in t.cargo:
            n = max(1, self.present.get((zf, g), 0)) if zf is not None else 0
            score -= self._on_board(zf, g, self.token_value(zf, g, n) if zf is not None else 0.0)
        if travels and ze is not None:
            for g, n in premiums.items():
                score += n * self._premium(ze, g, delta, n)
        cargo = [g for g, _ in kept]
        return _Loads(score, _merge(loads), cargo, delta)

    def _premium(self, z: str, good: str, delta: dict[tuple[str, str], int], n: int) -> float:
        """What each of n tokens loaded on the way is worth over lying at z (the way left
        counts half), for as many as the place they go to still takes."""
        if good in BONUS:
            return 0.0
        loaded, room = self._loaded(z, good)
        have = self.present.get((z, good), 0) + delta.get((z, good), 0)
        gain = max(0.0, loaded - self.token_value(z, good, max(1, have)))
        return gain * min(n, room) / n

    def _on_board(self, z: str | None, good: str, value: float) -> float:
        """What a token is worth more carried than lying at z, where it is worth `value`: wealth
        counts only carried (unless it is banked at home), other goods are best put down where
        something takes them."""
        if good in BONUS:
            banked = z == self.home_zone and good == GOLD and self._banking()
            best = max(BONUS[good], self.far(z, good)) if z is not None else BONUS[good]
            return max(0.0, best - value) - (CARRY_COST if banked else 0.0)
        return -self._carry_cost(z, good)

    def _carry_cost(self, z: str | None, good: str) -> float:
        """Carrying a token costs a little where something takes it (drop it there) and gains a
        little on the way (it goes on next turn rather than wait to be fetched)."""
        if good in BONUS or z is None:
            return 0.0
        far = self.far(z, good)
        local = any(w >= far for w, _ in self.wants().get(z, {}).get(good, ()))
        return CARRY_COST if local else -CARRY_COST

    def _sum_value(self, z: str, good: str, n: int) -> float:
        return sum(self.token_value(z, good, k) for k in range(1, n + 1))

    def _drop_at(
        self, stop: _Stop, good: str, count: Any, leaving: str | None
    ) -> tuple[str, str | None, float]:
        """Where at a stop a token is best dropped (the zone where it is worth most) and its
        worth there; `leaving`: the zone it is counted in now (a kept token at the end)."""
        best: tuple[str, str | None, float] = ("", None, -1.0)
        seen: set[str] = set()
        for _area, z in stop.areas:
            if z in seen:
                continue
            seen.add(z)
            n = count(z, good) + (0 if z == leaving else 1)
            v = self.token_value(z, good, max(1, n))
            if v > best[2] + 1e-9:
                best = (self._drop_place(z, stop), z, v)
        return best

    def _drop_place(self, z: str, stop: _Stop) -> str:
        areas = [a for a, zz in stop.areas if zz == z]
        b = self.state.building_on(z.partition("/")[0])
        if b is not None and b.area in areas:
            return b.area
        if self.home_area in areas:
            return self.home_area
        return areas[0]


def _merge(loads: list[tuple[int, str, str, int]]) -> list[tuple[int, str, str, int]]:
    """Loads of one stop, place and good summed (takes and drops kept apart)."""
    total: dict[tuple[int, str, str, bool], int] = {}
    for at, place, good, n in loads:
        key = (at, place, good, n > 0)
        total[key] = total.get(key, 0) + n
    return [(at, place, good, n) for (at, place, good, _), n in total.items() if n]
