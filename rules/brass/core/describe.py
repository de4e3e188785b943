"""Tooltips: what a board element is and its live numbers. Pass a seat's view of the state so a
tooltip never shows what that seat may not see."""

from __future__ import annotations

from rules.brass.core import eras, resources
from rules.brass.core.board import Board
from rules.brass.core.map import BrassMap
from rules.brass.core.names import card_text, industry_text, location_text
from rules.brass.core.state import HIDDEN, BrassState
from rules.core.text import Text


def _t(key: str, **params: object) -> Text:
    return Text(f"brass.describe.{key}", dict(params))


def element_ids(board: Board, bmap: BrassMap, state: BrassState) -> list[str]:
    """Every element `describe` explains: each location, slot and route, the markets, the
    players with their mats, links and hands (each card the view shows by its id, the others
    by their place in the hand), the draw deck, the discard piles, and the map's own (merchant
    spaces...)."""
    ids = [f"loc:{loc}" for loc in board.locations]
    ids += [*board.slots, *board.links]
    ids += [f"market:{resource}" for resource in board.markets]
    for seat, p in enumerate(state.players):
        ids += [f"player:{seat}", f"links:{seat}", f"hand:{seat}"]
        ids += [f"mat:{seat}:{industry}" for industry in board.industries]
        ids += [f"hand:{seat}:{i}" for i, card in enumerate(p.hand) if card == HIDDEN]
        ids += list(dict.fromkeys(f"card:{card}" for card in p.hand if card != HIDDEN))
    ids += ["deck", "discard"]
    return ids + bmap.element_ids(state)


def describe(board: Board, bmap: BrassMap, state: BrassState, element_id: str) -> Text | None:
    kind, _, key = element_id.partition(":")
    if kind == "loc" and key in board.locations:
        return _location(board, state, key)
    if kind == "slot" and element_id in board.slots:
        return _slot(board, state, element_id)
    if kind == "link" and element_id in board.links:
        return _link(board, state, element_id)
    if kind == "market" and key in board.markets:
        price = resources.sale_price(board, state, key)
        return Text(
            "brass.describe.market",
            {
                "resource": Text(f"brass.resource.{key}"),
                "cubes": state.markets[key],
                "size": len(board.markets[key].prices),
                "buy": resources.buy_price(board, state, key, 1),
                "sale": _t("market_full") if price is None else _t("market_sale", price=price),
            },
        )
    if kind == "player" and key.isdigit() and int(key) < len(state.players):
        seat = int(key)
        p = state.players[seat]
        return Text(
            "brass.describe.player",
            {
                "player": p.name,
                "money": p.money,
                "income": p.income,
                "space": p.income_space,
                "vp": p.score,
                "cards": len(p.hand),
                "links": p.links_left,
                "spent": p.spent,
                "place": state.order.index(seat) + 1,
            },
        )
    if kind in ("mat", "links", "hand", "card"):
        about = _holding(board, state, element_id)
        if about is not None:
            return about
    if element_id == "deck":
        return Text(
            "brass.describe.deck",
            {"cards": len(state.deck), "era": Text(f"brass.era.{state.era}"), "round": state.round},
        )
    if element_id == "discard":
        return _discards(board, state)
    return bmap.describe(state, element_id)


def _discards(board: Board, state: BrassState) -> Text:
    """Every seat's discard pile: played cards are public, the top one face up."""
    piles = [
        _t("discard_pile", player=p.name, card=card_text(board, p.discard[-1]), n=len(p.discard))
        if p.discard
        else _t("discard_none", player=p.name)
        for p in state.players
    ]
    return _t("discard", piles=piles)


def _holding(board: Board, state: BrassState, element_id: str) -> Text | None:
    """A seat's mat (the next tile of an industry), its link tiles, its hand and the cards in
    it: only what the view shows (another seat's cards are counted, never named)."""
    kind, _, rest = element_id.partition(":")
    if kind == "card":
        owner = next((s for s, p in enumerate(state.players) if rest in p.hand), None)
        if owner is None or rest == HIDDEN:
            return None
        return _t("card", card=card_text(board, rest), player=state.players[owner].name)
    seat_key, _, part = rest.partition(":")
    if not seat_key.isdigit() or int(seat_key) >= len(state.players):
        return None
    p = state.players[int(seat_key)]
    if kind == "links" and not part:
        return _t("links", player=p.name, n=p.links_left)
    if kind == "hand" and not part:
        return _t("hand", player=p.name, n=len(p.hand))
    if kind == "hand" and part.isdigit() and int(part) < len(p.hand):
        return _t("hand_card", player=p.name)
    if kind == "mat" and part in board.industries:
        levels = p.mat.get(part, [])
        if not levels:
            return _t("mat_empty", player=p.name, industry=industry_text(board, part))
        spec = board.spec(part, levels[0])
        era = "either" if spec.canal and spec.rail else "canal" if spec.canal else "rail"
        return _t(
            "mat_tile",
            player=p.name,
            industry=industry_text(board, part),
            left=len(levels),
            level=spec.level,
            cost=spec.cost,
            coal=spec.coal,
            iron=spec.iron,
            vp=spec.vp,
            income=spec.income,
            icons=spec.link_icons,
            era=_t(f"era_{era}"),
        )
    return None


def _location(board: Board, state: BrassState, loc: str) -> Text:
    slots = board.locations[loc].slots
    location = location_text(board, loc)
    kind = Text(f"brass.location_kind.{board.locations[loc].kind}")
    icons = eras.link_icons(board, state, loc)
    if not slots:  # a merchant or outside location: no industry is built there
        return Text(
            "brass.describe.location_no_slots",
            {"location": location, "kind": kind, "icons": icons},
        )
    free = sum(1 for s in slots if s not in state.tiles)
    return Text(
        "brass.describe.location",
        {
            "location": location,
            "kind": kind,
            "free": free,
            "slots": len(slots),
            "icons": icons,
        },
    )


def _slot(board: Board, state: BrassState, slot: str) -> Text:
    info = board.slots[slot]
    tile = state.tiles.get(slot)
    if tile is None:
        return Text(
            "brass.describe.slot_empty",
            {
                "location": location_text(board, info.location),
                "industries": [industry_text(board, i) for i in info.industries],
            },
        )
    spec = board.spec(tile.industry, tile.level)
    resource = board.resource_of.get(tile.industry)
    if resource is None:  # a mill, manufacturer, pottery...: it holds no cubes at all
        cargo = _t("nothing_on_it")
    else:
        cargo = _t(
            "cubes_left" if tile.flipped else "cubes_on_it",
            n=tile.cubes,
            resource=Text(f"brass.resource.{resource}"),
        )
    return Text(
        "brass.describe.tile_flipped" if tile.flipped else "brass.describe.tile",
        {
            "industry": industry_text(board, tile.industry),
            "level": tile.level,
            "owner": state.players[tile.owner].name,
            "location": location_text(board, info.location),
            "cargo": cargo,
            "vp": spec.vp,
            "income": spec.income,
            "icons": spec.link_icons,
        },
    )


def _link(board: Board, state: BrassState, link_id: str) -> Text:
    link = board.links[link_id]
    ends = [location_text(board, e) for e in link.ends]
    owner = state.links.get(link_id)
    if owner is not None:
        return Text(
            "brass.describe.link_built",
            {
                "ends": ends,
                "owner": state.players[owner].name,
                "era": Text(f"brass.era.{state.era}"),
                "vp": eras.link_value(board, state, link_id),
            },
        )
    eras_allowed = [Text(f"brass.era.{e}") for e in ("canal", "rail") if link.allowed(e)]
    return Text("brass.describe.link", {"ends": ends, "eras": eras_allowed})
