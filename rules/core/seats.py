"""Seat options every title shares: each seat's name, colour, and who sits there (a person, or a
bot of one of the levels)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.core.errors import OptionsError, reason

# The bot levels a seat may name (`rules.bots` builds them). People choose among the first three;
# "random" plays uniformly among the legal answers, for tests and the command line.
BOT_LEVELS = ("easy", "standard", "strong", "random")
# Names older versions gave a level: still read (saves, the command line), and renamed to the
# level's name now (`current_level`) wherever a game is set up.
OLD_LEVELS = {"heuristic": "standard"}


def current_level(level: Any) -> Any:
    """A level's name now: an older name becomes the level it names; anything else stays."""
    return OLD_LEVELS.get(level, level) if isinstance(level, str) else level


def with_current_levels(options: dict[str, Any]) -> dict[str, Any]:
    """The options with every seat's bot level named as it is now (a copy when one changes; the
    same dict when none does, or when the seats are not a list of dicts: `normalize_seats`
    refuses those)."""
    seats = options.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        return options
    if all(current_level(s.get("bot")) == s.get("bot") for s in seats):
        return options
    renamed = [dict(s, bot=current_level(s["bot"])) if "bot" in s else s for s in seats]
    return {**options, "seats": renamed}


def normalize_seats(
    seats: Any, players: int, colours: Sequence[str], bots: Sequence[str] = BOT_LEVELS
) -> list[dict[str, Any]]:
    """One {name, colour, bot} per player, defaults filled in ("P1", the title's colours, a
    person); raise OptionsError naming what is wrong. A level's older name (OLD_LEVELS) is taken
    and kept as it is, so that a save made under it replays to the state it recorded."""
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
        if bot is not None and current_level(bot) not in bots:
            raise OptionsError(reason("core.options.bot", bot=bot, known=list(bots)))
        normal.append(
            {
                "name": str(seat.get("name") or f"P{i + 1}"),
                "colour": str(seat.get("colour") or colours[i]),
                "bot": bot,
            }
        )
    return normal
