"""What a map calls its own things: message keys `<catalog>.location.<id>`, `.industry.<id>`
and `.card.<kind>.<id>` in the map's catalog (e.g. brass-birmingham.en.json)."""

from __future__ import annotations

from rules.brass.core.board import Board
from rules.core.text import Text


def industry_text(board: Board, industry: str) -> Text:
    return Text(f"{board.catalog}.industry.{industry}")


def location_text(board: Board, location: str) -> Text:
    return Text(f"{board.catalog}.location.{location}")


def card_text(board: Board, card: str) -> Text:
    kind, _, name = card.partition(":")
    if card not in board.wild and all(card != c for c, _, _ in board.deck):
        return Text("brass.card.unknown", {"card": card})
    if kind == "location":
        return Text("brass.card.location", {"location": location_text(board, name)})
    return Text(f"{board.catalog}.card.{kind}.{name}")


def tile_text(board: Board, industry: str, level: int) -> Text:
    """An industry tile by name and level, e.g. "Cotton Mill II"."""
    return Text("brass.tile", {"industry": industry_text(board, industry), "level": level})


def source_text(board: Board, source: str) -> Text:
    """Where a cube came from: a tile's slot, a merchant space, or the market."""
    if source in board.slots:
        place = location_text(board, board.slots[source].location)
        return Text("brass.source.tile", {"place": place})
    if source in board.spaces:
        place = location_text(board, board.spaces[source].location)
        return Text("brass.source.merchant", {"place": place})
    return Text("brass.source.market")
