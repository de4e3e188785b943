"""Sessions played some way in by random bots, for the tests that look at a table in mid-game
(hands, boards and mats holding things to show)."""

from __future__ import annotations

from rules.bots import Bot, make_bot
from rules.core.session import Session


def random_bots(game: str, players: int) -> list[Bot]:
    return [make_bot(game, "random", seat) for seat in range(players)]


def bot_step(session: Session, bots: list[Bot]) -> None:
    """One decision: the rules' own action where they take one, else the bot of the seat to
    act's."""
    own = session.rules.rules_action(session.state)
    if own is not None:
        session.apply(own, by="rules")
        return
    prompt = session.rules.prompt(session.state)
    session.apply(bots[prompt.seat].choose(session.rules, session.state, prompt.seat))


def played_by_bots(
    game: str, players: int, *, names: list[str] | None = None, moves: int = 30, seed: int = 15
) -> Session:
    """A game of `players` random bots (named "Player 1", ... unless `names`), `moves`
    decisions in."""
    names = names or [f"Player {i + 1}" for i in range(players)]
    seats = [{"name": name, "bot": "random"} for name in names]
    session = Session(game, {"players": players, "seats": seats}, seed)
    bots = random_bots(game, players)
    for _ in range(moves):
        bot_step(session, bots)
    return session
