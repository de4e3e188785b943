"""Wealth at the end (spec §7.5) and the winner (§7.6).

Goods count only on the player's own transporters (gold 10, coins 40, stock 120; unattended goods
count for nobody). Each wonder row is worth 10, shared by its coloured bricks: a player's share is
floor(10 · own / coloured), the printed table's numbers; the last, incomplete row counts too and
white bricks count for nothing. The most wealth wins; of tied players the one whose praying figure
is closest to the temple (the same rule orders every place below the first).
"""

from __future__ import annotations

from rules.core.prompt import Result, ranking
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.state import RoadsBoatsState, owned

WONDER = "wonder"


def wealth_goods() -> list[str]:
    """The goods worth points, in the data's order (gold, coins, stock)."""
    return [g.id for g in roads_boats_data().goods.values() if g.wealth]


def source_name(good: str) -> str:
    """A breakdown key: `good:gold` -> `gold`."""
    return good.removeprefix("good:")


def goods_points(state: RoadsBoatsState, colour: str) -> dict[str, int]:
    """Points per wealth good on the colour's transporters."""
    goods = roads_boats_data().goods
    points = {source_name(g): 0 for g in wealth_goods()}
    for t in owned(state, colour):
        for good in t.cargo:
            if goods[good].wealth:
                points[source_name(good)] += goods[good].wealth
    return points


def wonder_rows(bricks: list[str | None]) -> list[list[str | None]]:
    """The bricks laid so far, row by row from the bottom (the last row may be incomplete)."""
    rows = []
    for row in roads_boats_data().wonder.rows:
        laid = bricks[row.first_brick - 1 : row.last_brick]
        if laid:
            rows.append(laid)
    return rows


def row_points(row: list[str | None]) -> dict[str, int]:
    """Each colour's share of one row, read from the printed table (§7.5)."""
    wonder = roads_boats_data().wonder
    coloured = [b for b in row if b is not None]
    return {c: wonder.share(coloured.count(c), len(coloured) - coloured.count(c)) for c in coloured}


def wonder_points(state: RoadsBoatsState) -> dict[str, int]:
    """Every colour's points from the whole wonder."""
    points = {p.colour: 0 for p in state.players}
    for row in wonder_rows(state.wonder):
        for colour, n in row_points(row).items():
            points[colour] = points.get(colour, 0) + n
    return points


def wealth(state: RoadsBoatsState, seat: int) -> dict[str, int]:
    """The seat's wealth by source: total, then each wealth good, then the wonder."""
    colour = state.players[seat].colour
    parts = {**goods_points(state, colour), WONDER: wonder_points(state)[colour]}
    return {"total": sum(parts.values()), **parts}


def result(state: RoadsBoatsState) -> Result | None:
    """The final ranking, or None while the game goes on."""
    if not state.over:
        return None
    entries = []
    for seat in state.seats:
        score = wealth(state, seat)
        # closer to the temple (a lower index) breaks ties (§7.6)
        entries.append((seat, (score["total"], -state.temple.index(seat)), score))
    return ranking(entries)
