"""A Brass map's fixed data: locations, build slots, routes, player-mat tiles, cards and tables.

Loaded from `resources/<folder>/` (board.json, tiles.json, cards.json, tables.json), a schema both
Brass maps share. Element ids: `loc:<id>`, `slot:<loc>:<n>` (n from 1), `link:<a>~<b>` (ends
sorted; a link may touch a third location, like Birmingham's Kidderminster–Worcester route),
`merchant:<loc>:<n>`, `market:coal`, `market:iron`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import resources


@dataclass(frozen=True, slots=True)
class TileSpec:
    """One level of one industry on a player mat."""

    industry: str
    level: int
    copies: int
    cost: int  # £ printed left of the mat slot
    coal: int  # to build
    iron: int  # to build
    beer: int | None  # to sell (None: not a sold industry)
    vp: int  # when flipped, at each era end
    income: int  # income-track spaces gained when it flips
    link_icons: int  # shown when flipped
    cubes_canal: int  # coal, iron or beer put on a new tile in the Canal Era
    cubes_rail: int  # ... in the Rail Era
    canal: bool  # may be built in the Canal Era
    rail: bool  # may be built in the Rail Era
    developable: bool  # False: the lightbulb (leaves the mat only by being built)

    def cubes(self, era: str) -> int:
        return self.cubes_canal if era == "canal" else self.cubes_rail

    def allowed(self, era: str) -> bool:
        return self.canal if era == "canal" else self.rail


@dataclass(frozen=True, slots=True)
class Slot:
    id: str
    location: str
    industries: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class MerchantSpace:
    id: str
    location: str
    min_players: int


@dataclass(frozen=True, slots=True)
class Location:
    id: str
    name: str
    kind: str  # town | farm (farm brewery) | merchant (Lancashire: outside)
    banner: str | None
    x: float  # drawing layout, north up, y grows southwards
    y: float
    slots: tuple[str, ...]  # slot ids
    link_icons: int  # printed link icons (merchant locations: 2)
    market_access: bool  # the printed coal-market icon
    spaces: tuple[str, ...] = ()  # merchant spaces
    bonus: tuple[str, int] | None = None  # merchant beer bonus (kind, amount)

    @property
    def element(self) -> str:
        return f"loc:{self.id}"


@dataclass(frozen=True, slots=True)
class Link:
    id: str
    ends: tuple[str, ...]  # every location the tile touches (2, or 3 on a three-way route)
    canal: bool
    rail: bool

    def allowed(self, era: str) -> bool:
        return self.canal if era == "canal" else self.rail


@dataclass(frozen=True, slots=True)
class Market:
    prices: tuple[int, ...]  # per space, cheapest first
    initial: int  # cubes at setup (on the dearest spaces)
    empty_price: int  # per cube when the market is empty


@dataclass(frozen=True)
class Board:
    """Everything fixed about one map, with the lookups the rules need precomputed."""

    name: str
    locations: dict[str, Location]
    slots: dict[str, Slot]
    links: dict[str, Link]
    spaces: dict[str, MerchantSpace]
    tiles: dict[str, tuple[TileSpec, ...]]  # industry -> levels, lowest first
    resource_of: dict[str, str]  # industry -> the cube it holds (coal_mine -> coal...)
    deck: tuple[tuple[str, int, int], ...]  # (card, copies, min_players)
    wild: dict[str, int]  # wild card -> copies
    industry_cards: dict[str, tuple[str, ...]]  # card -> industries it builds
    tables: dict[str, Any]
    markets: dict[str, Market]
    links_at: dict[str, tuple[str, ...]]  # location -> link ids touching it
    slots_for: dict[str, tuple[str, ...]]  # industry -> slots showing its icon

    @property
    def catalog(self) -> str:
        """The message-catalog prefix naming this map's locations, industries and cards."""
        return f"brass-{self.name}"

    @property
    def industries(self) -> tuple[str, ...]:
        return tuple(self.tiles)

    def spec(self, industry: str, level: int) -> TileSpec:
        levels = self.tiles[industry]
        return levels[level - levels[0].level]  # Lancashire's shipyards start at 0 (the lock)

    def mat(self) -> dict[str, list[int]]:
        """A full player mat: industry -> the levels of its tiles, lowest first."""
        return {
            industry: [s.level for s in specs for _ in range(s.copies)]
            for industry, specs in self.tiles.items()
        }

    def card_industries(self, card: str) -> tuple[str, ...]:
        """Industries an industry card (or the Wild Industry) builds; () for location cards."""
        if card == "wild:industry":
            return self.industries
        if card in self.industry_cards:
            return self.industry_cards[card]
        kind, _, name = card.partition(":")
        return (name,) if kind == "industry" else ()

    def rounds(self, players: int) -> int:
        return int(self.tables["rounds"][str(players)])


def load_board(folder: str, name: str) -> Board:
    raw = resources.load_json(folder, "board.json")
    locations: dict[str, Location] = {}
    slots: dict[str, Slot] = {}
    spaces: dict[str, MerchantSpace] = {}
    for loc in raw["locations"]:
        for s in loc["slots"]:
            slots[s["id"]] = Slot(s["id"], loc["id"], tuple(s["industries"]))
        merchant = loc.get("merchant") or {}
        for sp in merchant.get("spaces", ()):
            spaces[sp["id"]] = MerchantSpace(sp["id"], loc["id"], sp["min_players"])
        bonus = merchant.get("bonus")
        locations[loc["id"]] = Location(
            id=loc["id"],
            name=loc["name"],
            kind=loc["kind"],
            banner=loc.get("banner"),
            x=loc["x"],
            y=loc["y"],
            slots=tuple(s["id"] for s in loc["slots"]),
            link_icons=loc.get("link_icons", 0),
            market_access=loc.get("market_access", False),
            spaces=tuple(sp["id"] for sp in merchant.get("spaces", ())),
            bonus=(bonus["kind"], bonus["amount"]) if bonus else None,
        )
    links = {r["id"]: Link(r["id"], tuple(r["ends"]), r["canal"], r["rail"]) for r in raw["links"]}
    tiles_raw = resources.load_json(folder, "tiles.json")
    tiles = {
        industry: tuple(
            TileSpec(
                industry=industry,
                level=t["level"],
                copies=t["copies"],
                cost=t["cost"],
                coal=t["coal"],
                iron=t["iron"],
                beer=t["beer"],
                vp=t["vp"],
                income=t["income"],
                link_icons=t["link_icons"],
                cubes_canal=t["cubes"]["canal"],
                cubes_rail=t["cubes"]["rail"],
                canal=t["canal"],
                rail=t["rail"],
                developable=t["developable"],
            )
            for t in levels
        )
        for industry, levels in tiles_raw["industries"].items()
    }
    cards = resources.load_json(folder, "cards.json")
    tables = resources.load_json(folder, "tables.json")
    markets = {
        r: Market(tuple(m["prices"]), m["initial"], m["empty_price"])
        for r, m in tables["markets"].items()
    }
    links_at: dict[str, list[str]] = {loc: [] for loc in locations}
    for link in links.values():
        for end in link.ends:
            links_at[end].append(link.id)
    return Board(
        name=name,
        locations=locations,
        slots=slots,
        links=links,
        spaces=spaces,
        tiles=tiles,
        resource_of=dict(tiles_raw["resource"]),
        deck=tuple((c["card"], c["copies"], c["min_players"]) for c in cards["deck"]),
        wild=dict(cards["wild"]),
        industry_cards={k: tuple(v) for k, v in cards.get("industry_cards", {}).items()},
        tables=tables,
        markets=markets,
        links_at={loc: tuple(ids) for loc, ids in links_at.items()},
        slots_for={i: tuple(s.id for s in slots.values() if i in s.industries) for i in tiles},
    )
