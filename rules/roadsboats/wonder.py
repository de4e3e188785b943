"""The wonder phase (spec §3.4 W2-W3, §7.3-§7.4): bricks bought with goods from the home tile, the
neutral brick each turn, the marks the bricks reach, and the end of the game.

Bricks fill the wonder's places in order (`state.wonder`, place n = the n-th brick). A player's
k-th brick in a turn costs k goods, k+1 as soon as rows 1-4 are complete (from the price mark's
place on, `data.wonder.price_increase_brick`); other players' bricks do not raise it. A brick on
the irrigation mark turns every desert into pasture; a brick on the mark for the number of players
ends the game at once (later players do not buy, no neutral brick follows, spec A28); the 33rd
neutral brick ends it after turn 33.

Readings: goods pay from any place one of the player's transporters on the home tile can reach
(the areas of its zone, the whole tile from the river, a docked boat's side) and from his
transporters there (spec A19); other players' willing transporters are left out. Solo (§8 gives
no rules, the board no 1-player mark): the smallest wonder's mark (2 players) ends the game.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core.errors import IllegalAction, reason
from rules.core.events import Event
from rules.core.text import Text
from rules.geometry.hexes import HalfEdge, Hex
from rules.geometry.rivers import Area, River, area_index, zones
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.state import (
    RoadsBoatsState,
    clear_phase_marks,
    goods_at,
    hex_of,
    owned,
    remove_goods,
)

Land = Mapping[Hex, River]
Payment = Mapping[str, Mapping[str, int]]  # place (area or own transporter id) -> good -> count


def end_brick(state: RoadsBoatsState) -> int:
    """The place whose brick completes the wonder for this many players (§7.4)."""
    ends = roads_boats_data().wonder.end_brick
    return ends.get(len(state.players), min(ends.values()))


def price_raised(state: RoadsBoatsState) -> bool:
    """Rows 1-4 are complete: every brick costs one good more (§7.3)."""
    return state.next_brick >= roads_boats_data().wonder.price_increase_brick


def brick_cost(state: RoadsBoatsState, seat: int) -> int:
    """Goods the seat's next brick of this turn costs."""
    return state.players[seat].bought + 1 + int(price_raised(state))


def prices(state: RoadsBoatsState, seat: int, count: int) -> list[int]:
    """What the seat's next `count` bricks would cost one by one, if nobody else bought between
    (the price mark may be reached on the way)."""
    wonder = roads_boats_data().wonder
    bought, place = state.players[seat].bought, state.next_brick
    return [bought + i + 1 + int(place + i >= wonder.price_increase_brick) for i in range(count)]


def home_places(state: RoadsBoatsState, land: Land, seat: int) -> list[str]:
    """Where the seat's bricks may be paid from: the home-tile areas his transporters there can
    reach, then those transporters (their cargo). Empty without a transporter on the home tile."""
    player = state.players[seat]
    if player.home is None:
        return []
    home = Hex.from_id(player.home)
    river = land[home]
    sides = zones(river, state.bridges.get(home.id, ()))
    zone_of = {i: zone for zone in sides for i in zone}
    reached: set[int] = set()
    movers: list[str] = []
    for t in owned(state, player.colour):
        if hex_of(t.location, t.docked_from) != home.id:
            continue
        if t.location.startswith("river:"):
            reached.update(zone_of)  # a river boat reaches every side (§4.9)
        elif t.location.startswith("dock:"):
            d, j = HalfEdge.from_id(t.location.removeprefix("dock:")).local(home)
            reached.update(zone_of[area_index(river, d, j)])
        else:
            reached.update(zone_of[Area.from_id(t.location).index])
        movers.append(t.id)
    return [Area(home, i).id for i in sorted(reached)] + movers


def why_not_buy(state: RoadsBoatsState, land: Land, seat: int, paid: Payment) -> Text | None:
    """Why the seat may not buy its next brick with `paid` now; None if it may."""
    if state.phase != "wonder" or state.over:
        return reason("roads-and-boats.why.not_wonder_phase")
    places = home_places(state, land, seat)
    if not places:
        return reason("roads-and-boats.why.no_transporter_at_home")
    cost = brick_cost(state, seat)
    if sum(n for goods in paid.values() for n in goods.values()) != cost:
        return reason("roads-and-boats.why.brick_cost", cost=cost)
    for place, goods in paid.items():
        if place not in places:
            return reason("roads-and-boats.why.not_at_home", place=place)
        there = goods_at(state, place)
        if any(n < 0 or there.get(good, 0) < n for good, n in goods.items()):
            return reason("roads-and-boats.why.goods_missing", place=place)
    return None


def buy_brick(state: RoadsBoatsState, land: Land, seat: int, paid: Payment) -> list[Event]:
    """The seat buys its next brick this turn with the goods chosen (§7.3)."""
    why = why_not_buy(state, land, seat, paid)
    if why is not None:
        raise IllegalAction(why)
    player = state.players[seat]
    cost = brick_cost(state, seat)
    for place, goods in paid.items():
        remove_goods(state, place, {g: n for g, n in goods.items() if n})
    player.bought += 1
    event = Event("roads-and-boats.event.brick", {"place": state.next_brick, "cost": cost}, seat)
    return [event, *place_brick(state, player.colour)]


def place_brick(state: RoadsBoatsState, colour: str | None) -> list[Event]:
    """Put a brick (None: neutral) on the next place and carry out the mark there."""
    wonder = roads_boats_data().wonder
    state.wonder.append(colour)
    place = len(state.wonder)
    events = []
    if place == wonder.irrigation_brick:
        state.irrigated = True
        events.append(Event("roads-and-boats.event.irrigation"))
    if place == end_brick(state):
        state.over = True
        events.append(Event("roads-and-boats.event.wonder_complete"))
    return events


def end_wonder_phase(state: RoadsBoatsState) -> list[Event]:
    """After everyone had the chance to buy: the neutral brick (§3.4 W3); the game ends with the
    last one, else the next turn starts with its production phase."""
    if state.over:
        return []
    events = [Event("roads-and-boats.event.neutral_brick", {"place": state.next_brick})]
    events += place_brick(state, None)
    if not state.over and state.neutral_bricks >= roads_boats_data().wonder.neutral_bricks:
        state.over = True
        events.append(Event("roads-and-boats.event.last_neutral_brick"))
    if not state.over:
        state.turn += 1
        state.phase = "production"
        for p in state.players:
            p.bought = 0
        for b in state.buildings:
            b.used = 0  # capacity is per production phase
        clear_phase_marks(state)
    return events
