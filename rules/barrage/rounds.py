"""The phases of a Barrage round besides the Action phase (spec §3), for the step machine.

    begin_round   phase 1: incomes (§6.5) and the round's headstream drops (§5.6)  -> "actions"
    end_actions   everyone has passed                                             -> "water"
    water_phase   phase 3: the drops on the headstreams flow (§5.3)               -> "scoring"
    round_scoring phase 4 (§7.2); after round 5 the final scoring (§7.3) and the end
    next_round    phase 5: turn order, energy reset, engineers home, new Patent Office and
                  External Works tiles                                            -> "income"

Incomes that need a choice or touch the wheel or the water (rotations, a person's machine of
choice, drops) are not applied here: `income_choices` lists them, in the order the incomes are
resolved (reverse turn order, as BGA does), for the step machine to hand to the effect
interpreter. Every function returns the events of what it did, with `moved` where something
moves.
"""

from __future__ import annotations

from rules.barrage import scoring
from rules.barrage.contracts import refill_offer
from rules.barrage.data import ROUNDS, Effect, barrage_data
from rules.barrage.effects import NO_CHOICE, advance_energy, gain
from rules.barrage.river import node_text, river_map
from rules.barrage.state import BLOCKED, BarrageState, Company, revealed_incomes, set_waters, waters
from rules.barrage.water import water_flow_phase
from rules.core.events import Event

EASY = "easy"  # an easy Automa gets no company-board incomes at all (amb 24)


def _expect(state: BarrageState, phase: str) -> None:
    if state.phase != phase or state.over:
        raise ValueError(f"expected the {phase} phase, not {state.phase} (over: {state.over})")


# -- phase 1: incomes and headstreams -------------------------------------------------------------


def income_effects(state: BarrageState, c: Company) -> list[Effect]:
    """Every effect of the company's revealed incomes, row by row (§6.5)."""
    if c.id is None or (c.automa and state.difficulty == EASY):
        return []
    rows = barrage_data().companies[c.id].incomes
    return [e for row, n in revealed_incomes(c) for e in rows[row][n]]


def _automatic(c: Company, effect: Effect) -> bool:
    return effect.kind in NO_CHOICE or (c.automa and effect.kind == "machinery")


def income_order(state: BarrageState) -> list[int]:
    """The seats in the order incomes are resolved: reverse turn order (BGA)."""
    return list(reversed(state.order))


def income_choices(state: BarrageState) -> list[tuple[int, Effect]]:
    """(seat, effect) of the incomes `income_phase` leaves to the effect interpreter, in order."""
    return [
        (seat, e)
        for seat in income_order(state)
        for e in income_effects(state, state.companies[seat])
        if not _automatic(state.companies[seat], e)
    ]


def income_phase(state: BarrageState) -> list[Event]:
    """Every company gains its revealed incomes that need no choice (§3 phase 1a)."""
    events = []
    for seat in income_order(state):
        c = state.companies[seat]
        for e in income_effects(state, c):
            if _automatic(c, e):
                events += gain(state, seat, e)
    return events


def headstream_drops(state: BarrageState, round_: int | None = None) -> dict[str, int]:
    """Drops each headstream receives at the start of a round, from its tile (0 in round 5)."""
    tiles = barrage_data().headstream_tiles
    round_ = round_ or state.round
    return {h: tiles[t].drops_in(round_) for h, t in state.headstream_tiles.items()}


def headstream_phase(state: BarrageState) -> list[Event]:
    """Put the round's drops on every headstream; they wait for the Water Flow phase (§3 1b)."""
    events = []
    for h in river_map().headstreams:
        n = headstream_drops(state).get(h, 0)
        if n:
            state.headstreams[h] = state.headstreams.get(h, 0) + n
            events.append(
                Event(
                    "barrage.event.headstream_drops",
                    {"headstream": h, "letter": river_map().headstreams[h].letter, "n": n},
                    moved=("supply", h),
                )
            )
    return events


def begin_round(state: BarrageState) -> list[Event]:
    """Phase 1 (incomes, then headstream drops) and the start of the Action phase."""
    _expect(state, "income")
    events = [Event("barrage.event.round_started", {"round": state.round})]
    events += income_phase(state)
    events += headstream_phase(state)
    state.phase = "actions"
    state.turn = 0
    for c in state.companies:
        c.passed = False
    return events


# -- phase 2 ends, phase 3: water flow ------------------------------------------------------------


def actions_over(state: BarrageState) -> bool:
    """Whether every company has passed (the Action phase is over)."""
    return all(c.passed for c in state.companies)


def end_actions(state: BarrageState) -> list[Event]:
    """Close the Action phase. The engineers stay on the board until the End-of-round phase
    (§3 5c), so the board still shows who did what during the water and scoring phases."""
    _expect(state, "actions")
    state.phase = "water"
    for c in state.companies:
        c.copied = None  # Mahiri's copy lasts one turn
    return [Event("barrage.event.actions_over", {"round": state.round})]


def water_phase(state: BarrageState) -> list[Event]:
    """Phase 3: every waiting drop flows, one at a time (§5.3); the USA earns its natural-flow
    energy (not usable for contracts)."""
    _expect(state, "water")
    result = water_flow_phase(waters(state))
    set_waters(state, result.waters)
    events = [
        Event(
            "barrage.event.drop_flowed",
            {
                "start": node_text(d.start),
                "end": node_text(d.end),
                "stored": d.stored,
                "path": list(d.path),
            },
            moved=(d.start, d.end),
        )
        for d in result.drops
    ]
    for cid, n in result.natural_energy.items():
        c = state.company(cid)
        events.append(advance_energy(c, n))
    state.phase = "scoring"
    return events


# -- phase 4: scoring -----------------------------------------------------------------------------


def round_scoring(state: BarrageState) -> list[Event]:
    """Phase 4 (§7.2); after the last round also the final scoring (§7.3) and the end."""
    _expect(state, "scoring")
    events = scoring.round_scoring(state)
    if state.round >= ROUNDS:
        events += scoring.final_scoring(state)
        state.over = True
        events.append(Event("barrage.event.game_over", {"winners": scoring.winners(state)}))
    else:
        state.phase = "end_of_round"
    return events


# -- phase 5: end of round ------------------------------------------------------------------------


def next_order(state: BarrageState) -> list[int]:
    """The next round's turn order (§3 5a): least energy first; tied companies swap into the
    reverse of their present relative order. True totals, not capped at 30 (amb 13)."""
    now = {seat: i for i, seat in enumerate(state.order)}
    return sorted(state.order, key=lambda seat: (state.companies[seat].energy, -now[seat]))


def return_engineers(state: BarrageState) -> list[Event]:
    """Every engineer on an action space goes home (the unused company's blocks stay)."""
    back: dict[str, int] = {}
    for owners in state.spaces.values():
        for owner in [o for o in owners if o != BLOCKED]:
            back[owner] = back.get(owner, 0) + owners.pop(owner)
    state.spaces = {space: owners for space, owners in state.spaces.items() if owners}
    events = []
    for c in state.companies:
        n = back.get(c.id or "", 0)
        c.engineers += n
        if c.architect not in (None, "supply"):
            c.architect = "supply"
        if n:
            events.append(
                Event(
                    "barrage.event.engineers_returned",
                    {"n": n},
                    c.seat,
                    moved=("board", f"supply:{c.seat}"),
                )
            )
    return events


def _redeal(
    display: list[str | None], decks: dict, order: tuple
) -> tuple[list[str | None], list[Event]]:
    """Replace a whole display with new tiles from the first non-empty deck in `order`."""
    events = []
    for tile in display:
        if tile is not None:
            events.append(Event("barrage.event.tile_removed", {"tile": tile}, moved=(tile, "box")))
    new: list[str | None] = []
    for i in range(len(display)):
        deck = next((decks[k] for k in order if decks.get(k)), None)
        tile = deck.pop() if deck else None
        new.append(tile)
        if tile is not None:
            events.append(
                Event(
                    "barrage.event.tile_revealed",
                    {"tile": tile, "slot": i + 1},
                    reveals=True,
                    turned=tile,
                )
            )
    return new, events


def next_round(state: BarrageState) -> list[Event]:
    """Phase 5 (§3): new turn order, energy markers to 0, engineers home, a new Patent Office
    (decks I, II, III) and External Works display (A, B, C); then round + 1 starts."""
    _expect(state, "end_of_round")
    old = list(state.order)
    state.order = next_order(state)
    events = [Event("barrage.event.turn_order", {"order": list(state.order), "before": old})]
    for c in state.companies:
        c.energy = 0
        c.passed = False
        c.copied = None
    events.append(Event("barrage.event.energy_reset", {}))
    events += return_engineers(state)
    if state.patent:
        state.patent, more = _redeal(state.patent, state.tech_decks, (1, 2, 3))
        events += more
    if state.expansion and state.external:
        state.external, more = _redeal(state.external, state.external_decks, ("A", "B", "C"))
        events += more
    events += refill_offer(state)  # normally refilled at the end of each turn (§4.10)
    state.round += 1
    state.turn = 0
    state.phase = "income"
    return events
