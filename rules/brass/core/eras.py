"""The end of an era: links score first (then leave the board), then flipped industries; after
the Canal Era the level-1 tiles leave the board, the map refreshes its own pieces and a new deck
is shuffled from every discard pile (face-down cards included) and dealt."""

from __future__ import annotations

from rules.brass.core.board import Board
from rules.brass.core.context import BrassContext
from rules.brass.core.names import card_text
from rules.brass.core.state import BrassState
from rules.core.events import Event

UNFLIPPED_SHOW_LINK_ICONS = False  # spec A2: only flipped tiles show link icons


def link_icons(
    board: Board,
    state: BrassState,
    location: str,
    unflipped: bool = UNFLIPPED_SHOW_LINK_ICONS,
) -> int:
    """Link icons at a location: printed ones (a merchant's 2) plus those of its tiles.

    The one place where spec A2 is decided: `unflipped=True` counts unflipped tiles too, as some
    public implementations do.
    """
    icons = board.locations[location].link_icons
    for slot in board.locations[location].slots:
        tile = state.tiles.get(slot)
        if tile is not None and (tile.flipped or unflipped):
            icons += board.spec(tile.industry, tile.level).link_icons
    return icons


def link_value(board: Board, state: BrassState, link_id: str) -> int:
    """VP a link scores now: the link icons of every location it touches."""
    return sum(link_icons(board, state, loc) for loc in board.links[link_id].ends)


def end_era(ctx: BrassContext, state: BrassState, ev: list[Event]) -> None:
    board = ctx.board
    ev.append(Event("brass.event.era_end", {"era": state.era}))
    scored = [0] * len(state.players)
    # each seat's scored pieces with their VP ([id, vp] pairs, JSON-friendly), so a table can
    # show the steps in detail; they always sum to the event's `vp`
    each: list[list[list[str | int]]] = [[] for _ in state.players]
    for link_id, owner in sorted(state.links.items()):
        vp = link_value(board, state, link_id)
        scored[owner] += vp
        each[owner].append([link_id, vp])
    for seat in state.seats:
        _add(state, seat, "links", scored[seat])
        ev.append(Event("brass.event.links_scored", {"vp": scored[seat], "each": each[seat]}, seat))
    for owner in state.links.values():  # links go back to their owners for reuse
        state.players[owner].links_left += 1
    state.links.clear()
    industry = [0] * len(state.players)
    tiles: list[list[list[str | int]]] = [[] for _ in state.players]  # [slot, vp], as above
    for slot, tile in state.tiles.items():
        if tile.flipped:
            vp = board.spec(tile.industry, tile.level).vp
            _add(state, tile.owner, tile.industry, vp)
            industry[tile.owner] += vp
            tiles[tile.owner].append([slot, vp])
    for seat in state.seats:
        params = {"vp": industry[seat], "each": sorted(tiles[seat])}
        ev.append(Event("brass.event.industries_scored", params, seat))
    if state.era == "rail":
        ctx.map.final_scoring(state, ev)
        state.over = True
        ev.append(Event("brass.event.game_over", {}))
        return
    for slot in [s for s, t in state.tiles.items() if t.level == 1]:  # obsolete industries (A7)
        del state.tiles[slot]
    ctx.map.end_canal(state, ev)
    state.deck = ctx.map.rail_deck(state)
    state.rng.shuffle(state.deck)
    state.era, state.round, state.turn = "rail", 1, 0
    dealt: dict[int, list[str]] = {}
    for seat in state.order:
        p = state.players[seat]
        dealt[seat] = []
        while len(p.hand) < board.tables["hand"] and state.deck:
            dealt[seat].append(state.deck.pop())
            p.hand.append(dealt[seat][-1])
        p.hand.sort()
    ev.append(Event("brass.event.rail_era", {"deck": len(state.deck)}, reveals=True))
    ev.extend(drew_cards(board, seat, cards) for seat, cards in dealt.items() if cards)


def _add(state: BrassState, seat: int, source: str, vp: int) -> None:
    if vp:
        vp_by = state.players[seat].vp
        vp_by[source] = vp_by.get(source, 0) + vp


def drew_cards(board: Board, seat: int, cards: list[str]) -> Event:
    """The private log line naming the cards a seat drew (for its eyes only)."""
    return Event(
        "brass.event.drew_cards",
        {"cards": [card_text(board, c) for c in sorted(cards)], "ids": sorted(cards)},
        seat,
        visible_to=(seat,),
    )
