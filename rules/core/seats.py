"""Seat options every title shares: each seat's name, colour, and who sits there (a person, or a
bot of a level the title offers)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.core.errors import OptionsError, reason


def normalize_seats(
    seats: Any, players: int, colours: Sequence[str], bots: Sequence[str]
) -> list[dict[str, Any]]:
    """One {name, colour, bot} per player, defaults filled in ("P1", the title's colours, a
    person); raise OptionsError naming what is wrong."""
    seats = seats or [{} for _ in range(players)]
    if not isinstance(seats, list) or len(seats) != players:
        raise OptionsError(reason("core.options.seats", players=players))
    normal = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or any(
            not isinstance(seat.get(k) or "", str) for k in ("name", "colour")
        ):
            raise OptionsError(reason("core.options.seats", players=players))
        bot = seat.get("bot")
        if bot is not None and bot not in bots:
            raise OptionsError(reason("core.options.bot", bot=bot, known=list(bots)))
        normal.append(
            {
                "name": str(seat.get("name") or f"P{i + 1}"),
                "colour": str(seat.get("colour") or colours[i]),
                "bot": bot,
            }
        )
    return normal
