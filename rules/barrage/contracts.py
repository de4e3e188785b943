"""Fulfilling contracts after a production (spec §6.1, §8.5.1, Appendix A Simone Luciani, §8.8).

A production of E energy may fulfil one contract whose requirement is at most E: one of the
company's own face-up contracts or a national contract still displayed. France (ability unlocked)
needs 3 less for every contract. Simone Luciani (or Mahiri copying her) may fulfil several, as long
as their requirements together stay within E: the step machine asks one contract at a time and
passes the ones already taken in this production as `taken`.

An Automa holds no contracts: it fulfils face-up contracts of the Contract Office (private ones
and nationals), the highest requirement it reaches, ties to the rightmost tile (§8.5.1); a very
hard Automa with Simone takes the set `best_set` picks (§8.8).

Rewards: `fulfil` applies the rewards that need no choice (VP, credits, excavators, mixers, energy;
for an Automa also "machine of choice" and credits as VP, §8.1/§8.3) and leaves the rest
(`deferred`) to the effect interpreter: rotations, drops, free structures, a person's machine of
choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from rules.barrage.data import Effects, barrage_data
from rules.barrage.effects import NO_CHOICE, gain
from rules.barrage.state import BarrageState, Company
from rules.core.errors import IllegalAction, reason
from rules.core.events import Event
from rules.core.text import Text

SIMONE = "officer:simone_luciani"
FRANCE = "company:france"
HARD = ("hard", "very-hard")  # the Automa levels that use company abilities (§8.8)
# Reward kinds applied here; every other kind is left to the effect interpreter.


# -- who may fulfil what --------------------------------------------------------------------------


def uses_ability(state: BarrageState, c: Company) -> bool:
    """Whether the company's ability (3rd powerhouse) is in force: an Automa uses it only when
    hard or very hard (§8.1, §8.8)."""
    return c.ability and (not c.automa or state.difficulty in HARD)


def several(state: BarrageState, seat: int) -> bool:
    """Whether one production may fulfil several contracts (Simone Luciani, or Mahiri copying her;
    a very hard Automa with Simone, §8.8)."""
    c = state.companies[seat]
    officer = c.copied or c.officer
    if officer != SIMONE:
        return False
    return not c.automa or barrage_data().officers[SIMONE].automa_uses_ability


def requirement(state: BarrageState, seat: int, contract: str) -> int:
    """The energy `seat` needs for `contract`: printed, less France's discount (§6.5), never
    below 0."""
    c = state.companies[seat]
    need = barrage_data().contracts[contract].requirement
    company = barrage_data().companies.get(c.id or "")
    if company is not None and c.id == FRANCE and uses_ability(state, c):
        need -= company.ability_amount or 0
    return max(need, 0)  # a discount below nothing would lend energy to the next contract


def display(state: BarrageState) -> list[tuple[str, int]]:
    """The Contract Office's face-up contracts with their place in their row (0 = leftmost):
    nationals, then each colour's private pair. Equal requirements only occur within one row
    (the kinds and colours have disjoint ranges), so the place decides "rightmost" ties."""
    shown = [(cid, i) for i, cid in enumerate(state.national)]
    for tiles in state.offer.values():
        shown += [(cid, i) for i, cid in enumerate(tiles)]
    return shown


def candidates(state: BarrageState, seat: int) -> list[str]:
    """Contracts `seat` could fulfil with enough energy: own face-up ones and the displayed
    nationals; for an Automa every face-up contract of the Contract Office (§6.1, §8.5.1)."""
    c = state.companies[seat]
    if c.automa:
        return [cid for cid, _ in display(state)]
    return [*c.contracts, *state.national]


def why_not_contract(
    state: BarrageState, seat: int, contract: str, energy: int, taken: Sequence[str] = ()
) -> Text | None:
    """Why `seat` may not fulfil `contract` with a production of `energy` after having fulfilled
    `taken` with the same production; None if it may."""
    if contract not in barrage_data().contracts:
        return reason("barrage.why.contract_unknown", contract=contract)
    if contract in taken:
        return reason("barrage.why.contract_taken", contract=contract)
    if contract not in candidates(state, seat):
        return reason("barrage.why.contract_not_available", contract=contract)
    if taken and not several(state, seat):
        return reason("barrage.why.contract_one_only")
    left = energy - sum(requirement(state, seat, t) for t in taken)
    need = requirement(state, seat, contract)
    if need > left:
        return reason("barrage.why.contract_energy", need=need, energy=left)
    return None


def contract_options(
    state: BarrageState, seat: int, energy: int, taken: Sequence[str] = ()
) -> list[str]:
    """The contracts `seat` may fulfil next with a production of `energy` (`taken`: those already
    fulfilled with it, Simone only)."""
    return [
        k for k in candidates(state, seat) if not why_not_contract(state, seat, k, energy, taken)
    ]


# -- the Automa's choice --------------------------------------------------------------------------


def best_set(
    shown: Sequence[tuple[str, int, int]], energy: int, many: bool = True
) -> tuple[str, ...]:
    """The contracts an Automa fulfils with `energy`, out of `shown` (contract, requirement,
    place in its row). One contract: the highest requirement reached, ties to the rightmost
    (§8.5.1). Simone (§8.8): a national whenever one can be had, then the most tiles, then the
    higher requirements, then the rightmost tiles. Spec examples: 9 with 2,3,6,6,9,10 -> 3 and the
    right-hand 6; 12 -> 2, 3 and the right-hand 6."""
    reachable = [s for s in shown if s[1] <= energy]
    if not reachable:
        return ()
    national = barrage_data().contracts
    sizes = range(1, len(reachable) + 1) if many else (1,)
    best: tuple[object, ...] | None = None
    chosen: tuple[str, ...] = ()
    for n in sizes:
        for group in combinations(reachable, n):
            if sum(s[1] for s in group) > energy:
                continue
            ordered = sorted(group, key=lambda s: (s[1], s[2]), reverse=True)
            has_national = any(national[s[0]].kind == "national" for s in group)
            key = (
                has_national,
                n,
                tuple(s[1] for s in ordered),
                tuple(s[2] for s in ordered),
            )
            if best is None or key > best:
                best, chosen = key, tuple(s[0] for s in ordered)
    return chosen


def automa_choice(state: BarrageState, seat: int, energy: int) -> tuple[str, ...]:
    """What an Automa fulfils after producing `energy` (§8.5.1; Simone at very hard, §8.8)."""
    shown = [(cid, requirement(state, seat, cid), place) for cid, place in display(state)]
    return best_set(shown, energy, several(state, seat))


# -- fulfilling -----------------------------------------------------------------------------------


def deferred(contract: str, automa: bool = False) -> Effects:
    """The reward effects `fulfil` leaves to the effect interpreter (they need a choice or move
    the wheel or the water)."""
    done = NO_CHOICE + (("machinery",) if automa else ())
    return tuple(e for e in barrage_data().contracts[contract].reward if e.kind not in done)


def fulfil(
    state: BarrageState, seat: int, contract: str, energy: int, taken: Sequence[str] = ()
) -> list[Event]:
    """`seat` fulfils `contract` with a production of `energy`: the tile goes face down to its
    fulfilled contracts (an Automa's private one leaves the Contract Office, which is refilled) and
    the simple rewards are gained (`deferred` lists the rest). Raises IllegalAction, leaving the
    state untouched, if it may not."""
    why = why_not_contract(state, seat, contract, energy, taken)
    if why is not None:
        raise IllegalAction(why)
    c = state.companies[seat]
    where = _take(state, c, contract)
    c.fulfilled.append(contract)
    need = requirement(state, seat, contract)
    events = [
        Event(
            "barrage.event.contract_fulfilled",
            {"contract": contract, "requirement": need, "energy": energy},
            seat,
            moved=(where, f"fulfilled:{seat}"),
        )
    ]
    if c.automa and contract.startswith("contract:private:"):
        events += refill_offer(state)
    for effect in barrage_data().contracts[contract].reward:
        events += gain(state, seat, effect, "contracts")  # what asks no choice
    return events


def _take(state: BarrageState, c: Company, contract: str) -> str:
    """Remove the contract from where it lies; returns that place's element id."""
    if contract in c.contracts:
        c.contracts.remove(contract)
        return f"hand:{c.seat}"
    if contract in state.national:
        i = state.national.index(contract)
        state.national.remove(contract)
        return f"national:{i}"
    for colour, tiles in state.offer.items():
        if contract in tiles:
            i = tiles.index(contract)
            tiles.remove(contract)
            return f"offer:{colour}:{i}"
    raise KeyError(contract)


def refill_offer(state: BarrageState, per_colour: int = 2) -> list[Event]:
    """Refill each colour of the private display to `per_colour` tiles from its deck; an empty
    deck takes its colour's discards, shuffled (spec §4.10, amb 10); with neither the slot stays
    empty."""
    events = []
    for colour, tiles in state.offer.items():
        while len(tiles) < per_colour:
            deck = state.contract_decks.setdefault(colour, [])
            if not deck:
                discards = state.contract_discards.setdefault(colour, [])
                if not discards:
                    break
                deck.extend(discards)
                discards.clear()
                state.rng.shuffle(deck)
                events.append(Event("barrage.event.contracts_reshuffled", {"colour": colour}))
            new = deck.pop()
            tiles.append(new)
            events.append(
                Event(
                    "barrage.event.contract_revealed",
                    {
                        "contract": new,
                        "colour": colour,
                        "requirement": barrage_data().contracts[new].requirement,
                    },
                    reveals=True,
                    moved=(f"deck:{colour}", f"offer:{colour}:{len(tiles) - 1}"),
                    turned=new,
                )
            )
    return events
