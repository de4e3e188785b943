"""Roads & Boats' players in words: a player's mat (wealth so far, transporters, bricks, walls),
a research table and the wonder (`describe` dispatches here).
"""

from __future__ import annotations

from collections import Counter

from rules.core.text import Text
from rules.roadsboats import scoring, wonder
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe_words import amounts, place_words, short
from rules.roadsboats.state import RoadsBoatsState, bricks_of, count_by_domain, owned, wall_tokens

# -- a player's mat --------------------------------------------------------------------------------


def describe_player(state: RoadsBoatsState, seat: int) -> Text | None:
    """A player's mat: wealth as it would count now (§7.5), transporters against their limits
    (§3.1.7), goods carried, bricks, wall tokens, research, home and place in the sequence."""
    if not 0 <= seat < len(state.players):
        return None
    p = state.players[seat]
    data = roads_boats_data()
    worth = scoring.wealth(state, seat)
    parts = [
        Text(
            "roads-and-boats.describe.wealth_good",
            {"points": worth[scoring.source_name(good)], "good": short(good)},
        )
        for good in scoring.wealth_goods()
    ]
    parts.append(Text("roads-and-boats.describe.wealth_wonder", {"points": worth[scoring.WONDER]}))
    if p.home_area:
        home = Text("roads-and-boats.describe.home_at", {"place": place_words(state, p.home_area)})
    else:
        home = Text("roads-and-boats.describe.home_none")
    if seat in state.sequence:
        place = Text(
            "roads-and-boats.describe.sequence_place",
            {"place": state.sequence.index(seat) + 1, "players": len(state.players)},
        )
    else:
        place = Text("roads-and-boats.describe.sequence_none")
    n = count_by_domain(state, p.colour)
    return Text(
        "roads-and-boats.describe.player",
        {
            "seat": seat,
            "colour": p.colour,
            "home": home,
            "wealth": worth["total"],
            "parts": parts,
            "land": n["land"],
            "land_max": data.limits.land,
            "water": n["water"],
            "water_max": data.limits.water,
            "total": n["total"],
            "total_max": data.limits.total,
            "goods": amounts(Counter(g for t in owned(state, p.colour) for g in t.cargo)),
            "bricks": bricks_of(state, p.colour),
            "walls": wall_tokens(state, p.colour),
            "done": len(p.research),
            "slots": len(data.research),
            "place": place,
        },
    )


# -- research and the wonder -----------------------------------------------------------------------


def describe_research(state: RoadsBoatsState, colour: str) -> Text:
    """A player's research table: slots done and open, the cost of one."""
    player = state.player(colour)
    data = roads_boats_data()
    done = [short(s) for s in player.research]
    left = [short(s) for s in data.research if s not in player.research]
    return Text(
        "roads-and-boats.describe.research",
        {
            "owner": player.seat,
            "done": len(done),
            "total": len(data.research),
            "slots": done,
            "open": left,
            "cost": amounts(data.research_cost),
        },
    )


def describe_wonder(state: RoadsBoatsState) -> Text:
    """The wonder: bricks by player, the row, its end, each player's price."""
    data = roads_boats_data().wonder
    end = wonder.end_brick(state)
    place = min(state.next_brick, data.places)
    row = next(r.number for r in data.rows if r.first_brick <= place <= r.last_brick)
    by = [
        Text(
            "roads-and-boats.describe.wonder_by",
            {"owner": p.seat, "n": sum(1 for b in state.wonder if b == p.colour)},
        )
        for p in state.players
    ]
    prices = [
        Text(
            "roads-and-boats.describe.wonder_price",
            {"owner": p.seat, "cost": wonder.brick_cost(state, p.seat)},
        )
        for p in state.players
    ]
    return Text(
        "roads-and-boats.describe.wonder",
        {
            "turn": state.turn,
            "bricks": len(state.wonder),
            "by": by,
            "neutral": state.neutral_bricks,
            "row": row,
            "end": end,
            "left": max(0, end - len(state.wonder)),
            "prices": prices,
            "raise": data.price_increase_brick,
            "irrigation": data.irrigation_brick,
            "max": data.neutral_bricks,
        },
    )
