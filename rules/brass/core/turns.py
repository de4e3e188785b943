"""Turns and rounds: actions per turn, refilling hands, turn order by money spent, income and the
shortfall procedure.

Each player takes 2 actions (1 in the first round of the Canal Era), then draws back to a full
hand. After the round the player who spent least goes first (ties keep their order), and everyone
collects their income level, except after the last round of the game. A player who cannot pay a
negative income removes their own industry tiles for half their cost until covered, then loses
1 VP per £ still owed.
"""

from __future__ import annotations

from rules.brass.core import eras
from rules.brass.core.actions import RemoveTile
from rules.brass.core.context import BrassContext, Step
from rules.brass.core.names import location_text, tile_text
from rules.brass.core.state import BrassState
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.prompt import Decision
from rules.core.text import Text


def actions_per_turn(state: BrassState) -> int:
    return 1 if state.era == "canal" and state.round == 1 else 2


def last_round(ctx: BrassContext, state: BrassState) -> bool:
    return state.round == ctx.board.rounds(len(state.players))


def finish_action(ctx: BrassContext, state: BrassState, ev: list[Event]) -> None:
    """The action is complete: the next one, or the end of the turn."""
    state.draft = None
    state.actions_left -= 1
    if state.actions_left > 0 and state.players[state.current].hand:
        return
    end_turn(ctx, state, ev)


def end_turn(ctx: BrassContext, state: BrassState, ev: list[Event]) -> None:
    refill(ctx, state, state.current, ev)
    state.turn += 1
    if state.turn == len(state.order):
        end_round(ctx, state, ev)
        return
    state.actions_left = actions_per_turn(state)
    if not state.players[state.current].hand:  # nothing left to play with: no turn
        end_turn(ctx, state, ev)


def refill(ctx: BrassContext, state: BrassState, seat: int, ev: list[Event]) -> None:
    """Draw back up to a full hand, as far as the deck allows: everyone sees how many cards,
    only the drawer which."""
    p = state.players[seat]
    drawn = []
    while len(p.hand) < ctx.board.tables["hand"] and state.deck:
        drawn.append(state.deck.pop())
        p.hand.append(drawn[-1])
    p.hand.sort()
    if drawn:
        ev.append(
            Event(
                "brass.event.drew",
                {"n": len(drawn), "deck": len(state.deck)},
                seat,
                reveals=True,
                moved=("deck", f"player:{seat}"),
            )
        )
        ev.append(eras.drew_cards(ctx.board, seat, drawn))


def order_by_spending(state: BrassState) -> list[int]:
    """Least spent first; equal spending keeps the current relative order (a stable sort)."""
    return sorted(state.order, key=lambda seat: state.players[seat].spent)


def end_round(ctx: BrassContext, state: BrassState, ev: list[Event]) -> None:
    state.order = order_by_spending(state)
    state.turn = 0  # the next round's first player (shortfalls, if any, come first)
    spent = [p.spent for p in state.players]
    for p in state.players:
        p.spent = 0
    ev.append(Event("brass.event.turn_order", {"order": list(state.order), "spent": spent}))
    if state.era == "rail" and last_round(ctx, state):  # no income after the game's last round
        after_income(ctx, state, ev)
        return
    for seat in state.order:
        p = state.players[seat]
        p.money += p.income
        ev.append(Event("brass.event.income", {"amount": p.income}, seat))
    short = [s for s in state.order if state.players[s].money < 0]
    for seat in short:
        if not any(t.owner == seat for t in state.tiles.values()):
            lose_vp(state, seat, ev)
    state.pending = [
        Decision("shortfall", s) for s in reversed(short) if state.players[s].money < 0
    ]
    if not state.pending:
        after_income(ctx, state, ev)


def after_income(ctx: BrassContext, state: BrassState, ev: list[Event]) -> None:
    """The era ends after its last round; otherwise the next round starts."""
    if last_round(ctx, state):
        eras.end_era(ctx, state, ev)
    else:
        state.round += 1
        ev.append(Event("brass.event.round", {"round": state.round, "era": state.era}))
    state.actions_left = actions_per_turn(state)


def lose_vp(state: BrassState, seat: int, ev: list[Event]) -> None:
    """Nothing left to remove: 1 VP per £ still owed, as far as the seat has VP."""
    p = state.players[seat]
    lost = min(-p.money, p.score)
    p.money = 0
    if lost:
        p.vp["shortfall"] = p.vp.get("shortfall", 0) - lost
    ev.append(Event("brass.event.vp_lost", {"vp": lost}, seat))


def tile_value(ctx: BrassContext, state: BrassState, slot: str) -> int:
    tile = state.tiles[slot]
    return ctx.board.spec(tile.industry, tile.level).cost // 2


class ShortfallStep(Step):
    """Remove one of your tiles for half its cost, until the negative income is paid."""

    kind = "shortfall"
    answers = (RemoveTile,)

    def options(self, ctx: BrassContext, state: BrassState, seat: int) -> list[Action]:
        return [RemoveTile(s) for s, t in state.tiles.items() if t.owner == seat]

    def why_not(
        self, ctx: BrassContext, state: BrassState, seat: int, action: RemoveTile
    ) -> Text | None:
        tile = state.tiles.get(action.slot)
        if tile is None or tile.owner != seat:
            return reason("brass.why.not_your_tile")
        return None

    def perform(
        self, ctx: BrassContext, state: BrassState, seat: int, action: RemoveTile, ev: list
    ) -> None:
        p = state.players[seat]
        value = tile_value(ctx, state, action.slot)
        tile = state.tiles.pop(action.slot)
        p.money += value
        ev.append(
            Event(
                "brass.event.tile_sold",
                {
                    "slot": action.slot,
                    "tile": tile_text(ctx.board, tile.industry, tile.level),
                    "place": location_text(ctx.board, ctx.board.slots[action.slot].location),
                    "money": value,
                },
                seat,
                moved=(action.slot, "box"),
            )
        )
        if p.money < 0 and any(t.owner == seat for t in state.tiles.values()):
            return
        if p.money < 0:
            lose_vp(state, seat, ev)
        state.pending.pop()
        if not state.pending:
            after_income(ctx, state, ev)

    def params(self, ctx: BrassContext, state: BrassState, seat: int) -> dict[str, object]:
        return {"owed": -state.players[seat].money}
