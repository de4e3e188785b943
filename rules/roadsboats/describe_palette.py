"""Roads & Boats' build palette in words: each building kind and construction as the rules have
it before it stands anywhere (cost, where it goes, research, what it makes or does), and the
palette's piece ids (`palette_ids`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from rules.core.text import Text
from rules.geometry.hexes import Hex
from rules.roadsboats.board import SEA, effective_terrain
from rules.roadsboats.data import Building as BuildingKind
from rules.roadsboats.data import roads_boats_data
from rules.roadsboats.describe_constructions import road_movers
from rules.roadsboats.describe_words import DEMOLITION, OIL_RIG, WALL, D, amounts, short
from rules.roadsboats.setup import board_of, features_of
from rules.roadsboats.state import RoadsBoatsState

# The build palette's constructions: piece id -> the rules' construction.
CONSTRUCTIONS = {
    "build:road": "construction:road",
    "build:bridge": "construction:bridge",
    "build:wall": "construction:wall",
    "build:demolish": "construction:demolition",
    "build:new_shaft": "construction:new_shaft",
}


# -- the build palette -----------------------------------------------------------------------------


def palette_ids() -> list[str]:
    """The build palette's pieces: every building kind in the data's order, then the
    constructions."""
    return [f"build:{b}" for b in roads_boats_data().buildings] + list(CONSTRUCTIONS)


def describe_piece(state: RoadsBoatsState, piece: str) -> Text | None:
    """A piece of the build palette: what the rules say of it before it stands anywhere."""
    data = roads_boats_data()
    kind = piece.removeprefix("build:")
    if kind in data.buildings:
        return _palette_building(state, data.buildings[kind])
    construction = CONSTRUCTIONS.get(piece)
    if construction is None:
        return None
    c = data.constructions[construction]
    research = _needs(c.research)
    if construction == "construction:road":
        return Text(
            "roads-and-boats.describe.palette_road",
            {
                "cost": amounts(c.cost_for()),
                "research": research,
                "movers": road_movers(),
                "built": len(state.roads),
                "sites": len(board_of(state).road_sites),
            },
        )
    if construction == "construction:bridge":
        return Text(
            "roads-and-boats.describe.palette_bridge",
            {
                "cost": amounts(c.cost_for()),
                "research": research,
                "built": sum(len(arms) for arms in state.bridges.values()),
            },
        )
    coloured = sum(1 for w in state.walls.values() if w.owner is not None)
    if construction == WALL:
        tokens = 3  # the costs of a wall's first tokens, and of a wall that strong
        return Text(
            "roads-and-boats.describe.palette_wall",
            {
                "research": research,
                "first": amounts(c.cost_for(1)),
                "second": amounts(c.cost_for(2)),
                "third": amounts(c.cost_for(3)),
                "n": tokens,
                "total": amounts(_sum_costs(c.cost_for(k) for k in range(1, tokens + 1))),
                "sea": amounts(c.from_sea),
                "walls": coloured,
                "neutral": len(state.walls) - coloured,
            },
        )
    if construction == DEMOLITION:
        costs = [
            Text(
                "roads-and-boats.describe.demolish_cost",
                {"cost": amounts(c.cost_for(k)), "tokens": k},
            )
            for k in (1, 2, 3)
        ]
        return Text(
            "roads-and-boats.describe.palette_demolish",
            {
                "costs": costs,
                "sea": amounts(c.from_sea),
                "research": research,
                "walls": coloured,
            },
        )
    mines = [b for b in state.buildings if data.buildings[b.kind].bag]
    return Text(
        "roads-and-boats.describe.palette_new_shaft",
        {
            "cost": amounts(c.cost_for()),
            "research": research,
            "fills": _fills(),
            "mines": len(mines),
            "left": sum(len(b.bag) for b in mines),
        },
    )


def _sum_costs(costs: Iterable[Mapping[str, int]]) -> dict[str, int]:
    total: Counter[str] = Counter()
    for cost in costs:
        total.update(cost)
    return dict(total)


def _needs(research: str | None) -> Text:
    if research is None:
        return Text("roads-and-boats.describe.research_none")
    return Text("roads-and-boats.describe.research_needed", {"research": short(research)})


def _fills() -> list[Text]:
    """The mixtures a mine's bag may be filled with, each with the research it needs (§5.5)."""
    out = []
    for fill in roads_boats_data().mine_fills.values():
        goods = amounts(fill.bag)
        if fill.research is None:
            out.append(Text("roads-and-boats.describe.mine_fill", {"goods": goods}))
        else:
            out.append(
                Text(
                    "roads-and-boats.describe.mine_fill_research",
                    {"goods": goods, "research": short(fill.research)},
                )
            )
    return out


def _palette_building(state: RoadsBoatsState, kind: BuildingKind) -> Text:
    """A building kind: cost, where it may stand, research, what it makes from what (§5.2-§5.4),
    how many stand and how many tiles are free for it now."""
    data = roads_boats_data()
    board, features = board_of(state), features_of(state)
    inputs = [
        Text("roads-and-boats.describe.input_set", {"goods": amounts(s)}) for s in kind.inputs
    ]
    if kind.kind == "primary":
        kind_text = Text("roads-and-boats.describe.kind_primary")
        if kind.bag:
            makes = Text("roads-and-boats.describe.makes_mine", {"fills": _fills()})
        else:
            makes = Text("roads-and-boats.describe.makes_primary", {"output": amounts(kind.output)})
        users = Text(D + ("users_rig" if kind.id == OIL_RIG else "users_primary"))
    elif kind.kind == "secondary":
        kind_text = Text("roads-and-boats.describe.kind_secondary")
        makes = Text(
            "roads-and-boats.describe.makes_secondary",
            {
                "inputs": inputs,
                "output": amounts(kind.output),
                "capacity": kind.capacity,
                "good": short(next(iter(kind.output))),
            },
        )
        users = Text("roads-and-boats.describe.users_secondary")
    else:
        kind_text = Text("roads-and-boats.describe.kind_factory")
        made = next(iter(kind.output))
        water = data.transporters[made].domain == "water"  # a boat must be launched
        makes = Text(
            D + ("makes_boat_factory" if water else "makes_factory"),
            {"inputs": inputs, "transporter": short(made), "capacity": kind.capacity},
        )
        users = Text("roads-and-boats.describe.users_factory")
    if all(t == SEA for t in kind.terrains):
        where = Text("roads-and-boats.describe.where_sea")
        tiles: Iterable[Hex] = board.sea
    else:
        irrigated = {t.irrigated: t.id for t in data.terrains.values() if t.irrigated}
        terrains = [
            Text(
                "roads-and-boats.describe.terrain_irrigated",
                {"terrain": short(t), "desert": short(irrigated[t])},
            )
            if t in irrigated
            else Text(f"roads-and-boats.terrain.{short(t)}")
            for t in kind.terrains
        ]
        where = Text(D + ("where_shore" if kind.shore else "where_land"), {"terrains": terrains})
        tiles = board.land
    taken = {b.hex for b in state.buildings}
    free = sum(
        1
        for h in tiles
        if h.id not in taken
        and effective_terrain(board, features, h) in kind.terrains
        and (not kind.shore or h in board.shore)
    )
    return Text(
        "roads-and-boats.describe.palette_building",
        {
            "building": short(kind.id),
            "kind": kind_text,
            "cost": amounts(kind.cost),
            "where": where,
            "research": _needs(kind.research),
            "makes": makes,
            "users": users,
            "built": sum(1 for b in state.buildings if b.kind == kind.id),
            "free": free,
        },
    )
