"""Power Grid fixed data: plants, tables and maps, loaded once from resources/powergrid."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import resources

RESOURCES = ("coal", "oil", "garbage", "uranium")
MAPS = ("germany", "usa")


@dataclass(frozen=True, slots=True)
class Plant:
    number: int
    kind: str  # coal | oil | garbage | uranium | hybrid | ecological | fusion
    fuel: int  # tokens burned per run
    cities: int  # cities powered per run
    dark_back: bool  # setup plants #03-#10 and #13

    @property
    def accepts(self) -> tuple[str, ...]:
        """Resources this plant burns and stores."""
        if self.kind == "hybrid":
            return ("coal", "oil")
        return (self.kind,) if self.kind in RESOURCES else ()

    @property
    def storage(self) -> int:
        """Most tokens the card may hold (a hybrid's limit is for coal and oil together)."""
        return 2 * self.fuel


@dataclass(frozen=True, slots=True)
class City:
    id: str
    name: str
    name_ko: str
    region: str
    x: float  # north-up screen units
    y: float  # grows southwards


@dataclass(frozen=True, slots=True)
class Connection:
    a: str
    b: str
    cost: int

    @property
    def id(self) -> str:
        """Board element id, independent of the order of the ends."""
        return "link:" + "~".join(sorted((self.a, self.b)))


@dataclass(frozen=True, slots=True)
class Region:
    id: str
    colour: str  # "#rrggbb"
    cities: tuple[str, ...]
    polygon: tuple[tuple[float, float], ...] | None  # printed outline, when the data has one


@dataclass(frozen=True)
class MapData:
    id: str
    regions: dict[str, Region]
    cities: dict[str, City]
    connections: tuple[Connection, ...]


@dataclass(frozen=True, slots=True)
class CountRules:
    regions: int  # regions in play
    removed: int  # plants removed unseen at setup
    max_plants: int
    step2: int  # connected cities that start Step 2
    end: int  # connected cities that end the game


@dataclass(frozen=True)
class Tables:
    starting_money: int
    houses_per_player: int
    slot_costs: tuple[int, ...]  # first, second, third house in a city
    payment: tuple[int, ...]  # index = cities powered, 0..20
    player_counts: dict[int, CountRules]
    resupply: dict[int, dict[int, dict[str, int]]]  # players -> step -> resource -> tokens
    prices: dict[str, tuple[int, ...]]  # resource -> slot prices, cheapest slot first
    tokens: dict[str, int]  # tokens in the game per resource
    initial: dict[str, int]  # tokens on the market at setup

    def income(self, powered: int) -> int:
        """Elektro paid for powering this many cities; beyond the table pays its top (AMB-16)."""
        return self.payment[min(powered, len(self.payment) - 1)]


@cache
def plants() -> dict[int, Plant]:
    """All 42 plant cards by number, in number order."""
    rows = resources.load_json("powergrid", "plants.json")["plants"]
    cards = (
        Plant(r["number"], r["kind"], r["fuel"], r["cities"], r["back"] == "dark") for r in rows
    )
    return {p.number: p for p in sorted(cards, key=lambda p: p.number)}


@cache
def load_map(map_id: str) -> MapData:
    """One board: regions, cities and connections."""
    if map_id not in MAPS:
        raise ValueError(f"unknown map {map_id!r}")
    raw = resources.load_json("powergrid", "maps", f"{map_id}.json")
    cities = {
        c["id"]: City(c["id"], c["name"], c["name_ko"], c["region"], c["x"], c["y"])
        for c in raw["cities"]
    }
    regions = {}
    for r in raw["regions"]:
        outline = r.get("polygon")
        regions[r["id"]] = Region(
            r["id"],
            r["colour"],
            tuple(c.id for c in cities.values() if c.region == r["id"]),
            tuple((x, y) for x, y in outline) if outline else None,
        )
    connections = tuple(Connection(c["a"], c["b"], c["cost"]) for c in raw["connections"])
    return MapData(map_id, regions, cities, connections)


@cache
def tables() -> Tables:
    """Money, houses, payment, player-count rules, resupply and the resource market."""
    raw = resources.load_json("powergrid", "tables.json")
    market = raw["market"]
    return Tables(
        starting_money=raw["starting_money"],
        houses_per_player=raw["houses_per_player"],
        slot_costs=tuple(raw["slot_costs"]),
        payment=tuple(raw["payment"]),
        player_counts={int(n): CountRules(**row) for n, row in raw["player_counts"].items()},
        resupply={
            int(n): {int(step): dict(amounts) for step, amounts in by_step.items()}
            for n, by_step in raw["resupply"].items()
        },
        prices={res: tuple(market[res]["prices"]) for res in RESOURCES},
        tokens={res: market[res]["tokens"] for res in RESOURCES},
        initial={res: market[res]["initial"] for res in RESOURCES},
    )
