"""Coal, iron and beer: where each may come from, what it costs, and the coal and iron markets.

Coal comes from the nearest connected mine (the player picks among equally near ones), then
from the coal market when connected to a market-access location (the empty-market price when it
is empty). Iron comes from any iron works, then the iron market (no connection needed). Beer comes
from the player's own breweries anywhere, other players' breweries connected to where it is
needed, or (selling only) the barrel beside the merchant sold to.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.brass.core.board import Board
from rules.brass.core.network import distances
from rules.brass.core.state import BrassState, Player

MARKET = "market"  # the source name of a market purchase


def pay(player: Player, amount: int) -> None:
    """Money paid during an action goes on the character tile: it sets next round's order."""
    player.money -= amount
    player.spent += amount


# -- markets ------------------------------------------------------------------------------------


def buy_price(board: Board, state: BrassState, resource: str, n: int) -> int:
    """What `n` cubes cost from the market: cheapest cubes first, then the empty price each."""
    market = board.markets[resource]
    cubes = state.markets[resource]
    size = len(market.prices)
    total = 0
    for i in range(n):
        left = cubes - i
        total += market.prices[size - left] if left > 0 else market.empty_price
    return total


def buy(board: Board, state: BrassState, resource: str) -> int:
    """Buy one cube (it goes straight to the supply); returns its price."""
    price = buy_price(board, state, resource, 1)
    state.markets[resource] = max(0, state.markets[resource] - 1)
    return price


def sale_price(board: Board, state: BrassState, resource: str) -> int | None:
    """What the dearest empty market space pays, or None when the market is full."""
    market = board.markets[resource]
    cubes = state.markets[resource]
    size = len(market.prices)
    return None if cubes >= size else market.prices[size - cubes - 1]


# -- sources --------------------------------------------------------------------------------------


def holders(
    board: Board, state: BrassState, resource: str, where: Iterable[str] | None = None
) -> list[str]:
    """Slots of tiles holding `resource` cubes, optionally only in the locations `where`."""
    places = None if where is None else set(where)
    return [
        slot
        for slot, t in state.tiles.items()
        if t.cubes
        and board.resource_of.get(t.industry) == resource
        and (places is None or board.slots[slot].location in places)
    ]


def cubes_in(state: BrassState, slots: Iterable[str]) -> int:
    return sum(state.tiles[s].cubes for s in slots)


def has_market_access(reach: Iterable[str], access: frozenset[str]) -> bool:
    return not access.isdisjoint(reach)


def free_cubes(board: Board, state: BrassState, resource: str, reach: Iterable[str] | None) -> int:
    """Cubes of `resource` on tiles (in the locations `reach`; None: anywhere), free to take."""
    return cubes_in(state, holders(board, state, resource, reach))


def coal_price(
    board: Board,
    state: BrassState,
    n: int,
    free: int,
    reach: frozenset[str],
    access: frozenset[str],
) -> int | None:
    """£ that `n` coal costs with `free` coal on mines connected to `reach`: the rest comes from
    the market, which needs a market-access location in reach (None: the coal cannot be had)."""
    rest = max(0, n - free)
    if rest and not has_market_access(reach, access):
        return None
    return buy_price(board, state, "coal", rest)


def iron_price(board: Board, state: BrassState, n: int, free: int) -> int:
    """£ that `n` iron costs with `free` iron on the iron works: the rest from the market."""
    return buy_price(board, state, "iron", max(0, n - free))


def beer_sources(board: Board, state: BrassState, seat: int, reach: frozenset[str]) -> list[str]:
    """Breweries that may give beer here: the seat's own anywhere, others' when connected."""
    return [
        slot
        for slot in holders(board, state, "beer")
        if state.tiles[slot].owner == seat or board.slots[slot].location in reach
    ]


# -- choosing where the next cube comes from ------------------------------------------------------


def nearest_mines(board: Board, state: BrassState, near: Iterable[str]) -> list[str]:
    """The connected mines holding coal at the shortest distance (all of them if tied)."""
    dist = distances(board, state.links, near)
    mines = [(dist[board.slots[s].location], s) for s in holders(board, state, "coal", dist)]
    if not mines:
        return []
    nearest = min(d for d, _ in mines)
    return sorted(s for d, s in mines if d == nearest)


def choices(state: BrassState, sources: list[str], need: int) -> bool:
    """Whether the player must pick among `sources`: more than one, and not all of their cubes
    will be taken anyway."""
    return len(sources) > 1 and need < sum(cube_count(state, s) for s in sources)


def cube_count(state: BrassState, source: str) -> int:
    tile = state.tiles.get(source)
    return tile.cubes if tile is not None else 1  # a merchant barrel


def coal_sources(board: Board, state: BrassState, near: Iterable[str]) -> list[str]:
    """Where the next coal comes from: the nearest mines, else the market."""
    return nearest_mines(board, state, near) or [MARKET]


def iron_sources(board: Board, state: BrassState) -> list[str]:
    return sorted(holders(board, state, "iron")) or [MARKET]
