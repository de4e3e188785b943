"""Brass: Lancashire's own pieces in the game state (`BrassState.extra`)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class LancashireExtra:
    """The cards under the Deck tile and the Distant Cotton Market.

    In the Canal Era the cards under the Deck tile (Stephenson's Rocket side up) are no part of
    the draw deck; they join the Rail Era's deck. The distant market's tiles lie face down (top =
    last); drawn ones lie face up until the end of the Canal Era reshuffles them all.
    """

    under_tile: list[str] = field(default_factory=list)  # face down, seen by nobody
    tiles: list[int] = field(default_factory=list)  # face down, top = last
    drawn: list[int] = field(default_factory=list)  # face up, in drawing order
    marker: int = 1  # space of the distant-market marker on its track

    def copy(self) -> LancashireExtra:
        return LancashireExtra(
            list(self.under_tile), list(self.tiles), list(self.drawn), self.marker
        )
