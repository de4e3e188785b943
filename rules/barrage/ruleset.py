"""Barrage for people and bots, headless: the step machine over the rules modules.

Prompts (`current`): the advanced draft (`draft`), then each round the decisions left pending
(`effect`: a machine of choice or drops on headstreams from an income, a contract reward or a
construction; `contract`: fulfil a contract after a production, or Done), and the Action phase
`turn`. The automatic phases (incomes, water flow, scoring, end of round) run inside `perform`.

Pending decisions live on `BarrageState.pending` (a queue, first item asked first); an Automa's
are decided at once by its own rules. An Automa's turn is the `automa` prompt, whose only answer
`AutomaTurn` the rules take themselves (`rules_action`).

Effects that pick a board element are prompts of their own, one per `Pending.kind` (a free
build, a drop into a dam, a tile into the wheel, a contract fulfilled without producing, an
advanced tile taken, a production outside the Turbine Station, a tile or machinery back from the
wheel, the Loan Agency's External Works); one that has nothing left to pick is dropped
(`_settle`). After Mahiri's copy the same seat answers `copied_turn` (a normal action, no pass);
Tommaso's architect alone on a one-engineer action (a construction space's too) gives the same
company the next turn too. Simone copied at the Contract Office keeps Mahiri's limit at 4 until a
contract is fulfilled; then `discard_contract` brings the hand back down to 3 [amb 39].
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import Any

from rules.barrage import (
    action_words,
    automa_turn,
    construction,
    contracts,
    describe,
    effects,
    expansion,
    management,
    rounds,
    scoring,
)
from rules.barrage import setup as barrage_setup
from rules.barrage import state as st
from rules.barrage.actions import (
    ACTION_TYPES,
    TURN_ACTIONS,
    AutomaTurn,
    Bank,
    BuildingAction,
    Construct,
    CopyOfficer,
    DamDrop,
    DiscardContract,
    DraftPick,
    ExternalWork,
    FreeBuild,
    Fulfil,
    Machinery,
    OfficerBuilding,
    Pass,
    Patent,
    Produce,
    ProduceNow,
    RecoverMachinery,
    RecoverTile,
    Resolve,
    TakeContracts,
    TakeTile,
    Water,
    WheelTile,
    Workshop,
)
from rules.barrage.data import Effect, barrage_data
from rules.barrage.effects import CHOICE_KINDS, DROP_KINDS, SIMPLE, EffectChoices, apply_effects
from rules.barrage.engineers import ARCHITECT_HOME, architect_alone
from rules.barrage.river import river_map
from rules.barrage.state import BarrageState, Pending
from rules.core.actions import Action
from rules.core.errors import reason
from rules.core.events import Event
from rules.core.prompt import Result, ranking
from rules.core.steps import Done, OrDone, Step, StepRuleset
from rules.core.text import Text

GERMANY = "company:germany"
NETHERLANDS = "company:netherlands"
DISCARD = "discard_contract"  # back down to 3 when Mahiri's raised limit ends [amb 39]


def _needs_choice(c: st.Company, e: Effect) -> bool:
    return e.kind in DROP_KINDS or (e.kind == "machinery" and not c.automa)


def _queue_effects(
    state: BarrageState,
    seat: int,
    effects: tuple[Effect, ...] | list[Effect],
    ev: list[Event],
    *,
    fresh: bool = False,
) -> list[Pending]:
    """Apply what needs no choice now; return the decisions to ask (in order). `fresh`: the
    `produce` effects are not on the energy track yet (a reward's, a building's); otherwise the
    caller has added them already (construction tiles)."""
    asks: list[Pending] = []
    c = state.companies[seat]
    for e in effects:
        if e.kind == "produce":
            if fresh:
                ev += apply_effects(state, seat, (e,))
            if e.amount and contracts.contract_options(state, seat, e.amount):
                asks.append(Pending("contract", seat, energy=e.amount))
        elif _needs_choice(c, e):
            asks.append(Pending("effect", seat, effect=e))
        elif e.kind in CHOICE_KINDS:
            asks.append(Pending(e.kind, seat, effect=e))  # dropped by _settle if nothing to pick
        elif e.kind == "company_ability":
            c.ability = True
            ev.append(Event("barrage.event.ability_unlocked", {}, seat))
        elif e.kind == "production_bonus":  # the bonus is counted from the powerhouses built
            ev.append(Event("barrage.event.production_bonus", {"n": e.amount}, seat))
        elif e.kind in SIMPLE:
            ev += apply_effects(state, seat, (e,))
        # the action spaces' own kinds (construct, take_contracts...) never come as rewards
    # every contract fulfilment queues its rewards here: one ends Mahiri's raised limit [amb 39]
    asks += [Pending(DISCARD, seat)] * management.simone_limit_ends(c)
    return asks


def _after_production(
    state: BarrageState, seat: int, done: management.Produced, *, second: bool = False
) -> list[Pending]:
    """What a production action offers next: a contract for its energy, Germany's second
    production, the Netherlands' drop into another own dam (§6.1, §6.5, amb 34)."""
    asks: list[Pending] = []
    c = state.companies[seat]
    if contracts.contract_options(state, seat, done.energy):
        asks.append(Pending("contract", seat, energy=done.energy))
    if second or not contracts.uses_ability(state, c):
        return asks
    p = done.production
    if c.id == GERMANY:
        asks.append(Pending("second_production", seat, taken=(p.powerhouse,)))
    elif c.id == NETHERLANDS:
        asks.append(Pending("refill", seat, taken=(p.dam,)))
    return asks


def _settle(state: BarrageState) -> None:
    """Drop the pending picks that have nothing left to pick (the effect is lost), and end
    Mahiri's copy once her company's turn has nothing more to resolve."""
    while state.pending:
        p = state.pending[0]
        step = _CHOICES.get(p.kind)
        if step is None or step.choices(state, p.seat, p):
            break
        state.pending.pop(0)
    for c in state.companies:
        if c.copied is not None and not any(p.seat == c.seat for p in state.pending):
            c.copied = None


def _next_turn(state: BarrageState) -> None:
    n = len(state.order)
    for i in range(1, n + 1):
        t = (state.turn + i) % n
        if not state.companies[state.order[t]].passed:
            state.turn = t
            return


def _automa_pending(state: BarrageState, ev: list[Event]) -> None:
    """An Automa decides what is left pending for it at once, by its own rules (§8.7)."""
    while state.pending and state.companies[state.pending[0].seat].automa:
        p = state.pending.pop(0)
        if p.kind == "contract":
            chosen = contracts.automa_choice(state, p.seat, p.energy)
            ev += automa_turn.fulfil(state, p.seat, chosen, p.energy)
        elif p.effect is not None:
            ev += automa_turn.resolve(state, p.seat, (p.effect,))


def advance(state: BarrageState, ev: list[Event]) -> None:
    """Run the automatic phases until someone must decide (or the game is over)."""
    _automa_pending(state, ev)
    while not state.pending and not state.over:
        if state.phase == "income":
            choices = rounds.income_choices(state)
            ev += rounds.begin_round(state)
            for seat, effect in choices:
                state.pending += _queue_effects(state, seat, [effect], ev)
            _automa_pending(state, ev)
        elif state.phase == "actions":
            if not rounds.actions_over(state):
                c = state.companies[state.current]
                if c.automa and not c.passed and c.engineers == 0:
                    c.passed = True  # out of engineers: out of the round (§8.3)
                    ev.append(Event("barrage.event.passed", {}, c.seat))
                if c.passed:
                    _next_turn(state)
                    continue
                return
            ev += rounds.end_actions(state)
        elif state.phase == "water":
            ev += rounds.water_phase(state)
        elif state.phase == "scoring":
            ev += rounds.round_scoring(state)
        elif state.phase == "end_of_round":
            ev += rounds.next_round(state)
        else:  # the draft
            return


# -- steps --------------------------------------------------------------------------------------


class BarrageStep(Step[Any]):
    catalog = "barrage"


class DraftStep(BarrageStep):
    kind = "draft"
    answers = (DraftPick,)

    def options(self, ctx: Any, state: BarrageState, seat: int) -> list[Action]:
        draft = state.draft
        assert draft is not None
        return [
            DraftPick(company, contract)
            for company, _ in draft.offers
            for contract in draft.contracts
            if barrage_setup.why_not_pick(state, seat, company, contract) is None
        ]

    def why_not(self, ctx: Any, state: BarrageState, seat: int, action: DraftPick) -> Text | None:
        return barrage_setup.why_not_pick(state, seat, action.company, action.contract)

    def perform(
        self, ctx: Any, state: BarrageState, seat: int, action: DraftPick, ev: list[Event]
    ) -> None:
        barrage_setup.draft_pick(state, seat, action.company, action.contract)
        name = barrage_setup.company_name(action.company)
        ev.append(Event("barrage.event.drafted", {"company": name}, seat))
        advance(state, ev)


def _water_options(space: str) -> list[Action]:
    fewest, most, _ = management.water_drops(space)
    heads = sorted(river_map().headstreams)
    return [
        Water(space, combo)
        for n in range(fewest, most + 1)
        for combo in combinations_with_replacement(heads, n)
    ]


def _contract_actions(state: BarrageState, seat: int, space: str) -> list[Action]:
    want = management.contracts_to_take(state, space)
    company = state.companies[seat]
    out: list[Action] = []
    for taken in combinations(management.contract_options(state), want):
        hand = [*company.contracts, *taken]
        excess = max(0, len(hand) - management.contract_limit(company))
        for discarded in combinations(hand, excess):
            out.append(TakeContracts(space, taken, discarded))
    return out


def _one_engineer(action: Action) -> bool:
    """Whether the action put exactly one engineer on an action needing exactly one (a
    `Construct` names the construction space it used; None when it needed no engineers)."""
    space = getattr(action, "space", None)
    sp = barrage_data().spaces.get(space) if isinstance(space, str) else None
    return sp is not None and architect_alone(sp, sp.engineers)


def _turn(
    state: BarrageState, seat: int, action: Action, ev: list[Event]
) -> tuple[list[Pending], bool]:
    """Do a turn's action: the decisions it leaves, and whether the same company plays again
    (Mahiri's copy, Tommaso's architect)."""
    c = state.companies[seat]
    home = c.architect == ARCHITECT_HOME
    asks: list[Pending] = []
    again = False
    match action:
        case Construct():
            build = action.build()
            todo = construction.follow_ups(state, seat, build)
            fresh = _building_effects(state, c, build)
            ev += construction.apply_build(state, seat, build)
            cut = len(todo) - fresh
            asks = _queue_effects(state, seat, todo[:cut], ev)
            asks += _queue_effects(state, seat, todo[cut:], ev, fresh=True)
        case Produce(space=space, dam=dam, conduit=conduit, powerhouse=ph, drops=drops):
            done = management.apply_production(state, seat, space, dam, conduit, ph, drops)
            ev += done.events
            asks = _after_production(state, seat, done)
        case Water(space=space, headstreams=heads):
            ev += management.apply_water(state, seat, space, heads)
        case Bank(engineers=n):
            ev += management.apply_bank(state, seat, n)
        case Workshop(space=space):
            ev += management.apply_workshop(state, seat, space)
        case Machinery(space=space, machine=machine):
            ev += management.apply_machinery(state, seat, space, machine)
        case TakeContracts(space=space, taken=taken, discarded=discarded):
            ev += management.apply_contracts(state, seat, space, taken, discarded)
        case Patent(space=space):
            ev += management.apply_patent(state, seat, space)
        case ExternalWork(space=space, leslie=leslie):
            work = expansion.apply_external(state, seat, space, leslie)
            ev += work.events
            asks = _queue_effects(state, seat, work.effects, ev, fresh=True)
        case BuildingAction(space=space):
            work = expansion.apply_building(state, seat, space)
            ev += work.events
            asks = _queue_effects(state, seat, work.effects, ev, fresh=True)
        case OfficerBuilding(space=space, building=building):
            work = expansion.apply_margot(state, seat, space, building)
            ev += work.events
            asks = _queue_effects(state, seat, work.effects, ev, fresh=True)
        case CopyOfficer(space=space, officer=officer):
            ev += expansion.apply_copy(state, seat, space, officer)
            return [Pending("copied_turn", seat)], True
        case Pass():
            c.passed = True
            ev.append(Event("barrage.event.passed", {}, seat))
    if home and c.architect not in (None, ARCHITECT_HOME) and _one_engineer(action):
        again = True
    if again:
        ev.append(Event("barrage.event.extra_turn", {}, seat))
    return asks, again


def _building_effects(state: BarrageState, c: st.Company, build: construction.Build) -> int:
    """How many of a build's follow-ups are the L1 building tile's building effects (their
    produced energy is not on the track yet)."""
    tile = construction.effective_tile(c, build)
    if tile is None or tile.special != "building_action_now" or c.automa:
        return 0
    row = barrage_data().building_sites[build.site].row
    return len(barrage_data().buildings[state.private_buildings[row - 1]].effects)


class TurnStep(BarrageStep):
    kind = "turn"
    answers = TURN_ACTIONS

    def options(self, ctx: Any, state: BarrageState, seat: int) -> list[Action]:
        out: list[Action] = [Construct.of(b) for b in construction.build_options(state, seat)]
        for choice in management.space_options(state, seat):
            space = choice.space
            match choice.section:
                case "turbine":
                    for p in management.production_options(state, seat, space):
                        out += [
                            Produce(space, p.dam, p.conduit, p.powerhouse, n)
                            for n in range(p.fewest, p.most + 1)
                        ]
                case "water":
                    out += _water_options(space)
                case "bank":
                    out += [Bank(n) for n in range(choice.fewest, choice.most + 1)]
                case "workshop":
                    out.append(Workshop(space))
                case "machinery":
                    if management.machinery_choice_needed(space):
                        out += [Machinery(space, m) for m in management.MACHINES]
                    else:
                        out.append(Machinery(space))
                case "contracts":
                    out += _contract_actions(state, seat, space)
                case "patent":
                    out.append(Patent(space))
        if state.expansion:
            out += [ExternalWork(s, les) for s, les in expansion.external_options(state, seat)]
            out += [BuildingAction(s) for s in expansion.building_options(state, seat)]
            out += [OfficerBuilding(s, b) for s, b in expansion.margot_options(state, seat)]
        out += [CopyOfficer(s, o) for s, o in expansion.copy_options(state, seat)]
        out.append(Pass())
        return out

    def why_not(self, ctx: Any, state: BarrageState, seat: int, action: Action) -> Text | None:
        match action:
            case Construct():
                return construction.why_not_build(state, seat, action.build())
            case Produce(space=space, dam=dam, conduit=conduit, powerhouse=ph, drops=drops):
                return management.why_not_production(state, seat, space, dam, conduit, ph, drops)
            case Water(space=space, headstreams=heads):
                return management.why_not_water(state, seat, space, heads)
            case Bank(engineers=n):
                return management.why_not_bank(state, seat, n)
            case Workshop(space=space):
                return management.why_not_workshop(state, seat, space)
            case Machinery(space=space, machine=machine):
                return management.why_not_machinery(state, seat, space, machine)
            case TakeContracts(space=space, taken=taken, discarded=discarded):
                return management.why_not_contracts(state, seat, space, taken, discarded)
            case Patent(space=space):
                return management.why_not_patent(state, seat, space)
            case ExternalWork(space=space, leslie=leslie):
                return expansion.why_not_external(state, seat, space, leslie)
            case BuildingAction(space=space):
                return expansion.why_not_building(state, seat, space)
            case OfficerBuilding(space=space, building=building):
                return expansion.why_not_margot(state, seat, space, building)
            case CopyOfficer(space=space, officer=officer):
                return expansion.why_not_copy(state, seat, space, officer)
        return None  # Pass: always possible

    def perform(
        self, ctx: Any, state: BarrageState, seat: int, action: Action, ev: list[Event]
    ) -> None:
        asks, again = _turn(state, seat, action, ev)
        state.pending = asks + state.pending
        if not again:
            _next_turn(state)
        _settle(state)
        advance(state, ev)


class CopiedTurnStep(TurnStep):
    """The normal action Mahiri's company must take after copying an officer (spec §6.6)."""

    kind = "copied_turn"

    def options(self, ctx: Any, state: BarrageState, seat: int) -> list[Action]:
        return [
            a for a in super().options(ctx, state, seat) if not isinstance(a, (Pass, CopyOfficer))
        ]

    def why_not(self, ctx: Any, state: BarrageState, seat: int, action: Action) -> Text | None:
        if isinstance(action, (Pass, CopyOfficer)):
            return reason("barrage.why.copy_needs_action")
        return super().why_not(ctx, state, seat, action)

    def perform(
        self, ctx: Any, state: BarrageState, seat: int, action: Action, ev: list[Event]
    ) -> None:
        state.pending.pop(0)
        c = state.companies[seat]
        asks, again = _turn(state, seat, action, ev)
        if not again and c.copied == expansion.TOMMASO and _one_engineer(action):
            ev.append(Event("barrage.event.extra_turn", {}, seat))
            again = True  # Mahiri copying Tommaso: that engineer acted as the architect
        state.pending = asks + state.pending
        if not again:
            _next_turn(state)
        _settle(state)
        advance(state, ev)


class ContractStep(OrDone, BarrageStep):
    kind = "contract"
    answers = (Fulfil, Done)

    def options(self, ctx: Any, state: BarrageState, seat: int) -> list[Action]:
        p = state.pending[0]
        offered = contracts.contract_options(state, seat, p.energy, p.taken)
        return [*(Fulfil(k) for k in offered), Done()]

    def why_not(self, ctx: Any, state: BarrageState, seat: int, action: Action) -> Text | None:
        if isinstance(action, Done):
            return None
        assert isinstance(action, Fulfil)
        p = state.pending[0]
        return contracts.why_not_contract(state, seat, action.contract, p.energy, p.taken)

    def perform(
        self, ctx: Any, state: BarrageState, seat: int, action: Action, ev: list[Event]
    ) -> None:
        if isinstance(action, Done):
            self.finish(ctx, state, seat, ev)
            return
        assert isinstance(action, Fulfil)
        p = state.pending.pop(0)
        c = state.companies[seat]
        ev += contracts.fulfil(state, seat, action.contract, p.energy, p.taken)
        asks = _queue_effects(state, seat, contracts.deferred(action.contract, c.automa), ev)
        taken = (*p.taken, action.contract)
        if contracts.several(state, seat) and contracts.contract_options(
            state, seat, p.energy, taken
        ):
            # before a discard back to 3: another held contract fulfilled may spare it
            at = next((i for i, q in enumerate(asks) if q.kind == DISCARD), len(asks))
            asks.insert(at, Pending("contract", seat, energy=p.energy, taken=taken))
        state.pending = asks + state.pending
        _settle(state)
        advance(state, ev)

    def finish(self, ctx: Any, state: BarrageState, seat: int, ev: list[Event]) -> None:
        state.pending.pop(0)
        _settle(state)
        advance(state, ev)

    def params(self, ctx: Any, state: BarrageState, seat: int) -> dict[str, Any]:
        return {"energy": state.pending[0].energy}


def _effect_options(effect: Effect) -> list[Action]:
    if effect.kind == "machinery":
        return [Resolve(excavators=k) for k in range(effect.amount + 1)]
    fewest = 1 if effect.get("up_to") else effect.amount
    heads = sorted(river_map().headstreams)
    return [
        Resolve(headstreams=combo)
        for n in range(fewest, effect.amount + 1)
        for combo in combinations_with_replacement(heads, n)
    ]


class EffectStep(BarrageStep):
    kind = "effect"
    answers = (Resolve,)

    def options(self, ctx: Any, state: BarrageState, seat: int) -> list[Action]:
        effect = state.pending[0].effect
        assert effect is not None
        return _effect_options(effect)

    def perform(
        self, ctx: Any, state: BarrageState, seat: int, action: Resolve, ev: list[Event]
    ) -> None:
        effect = state.pending.pop(0).effect
        assert effect is not None
        heads = (action.headstreams,) if effect.kind in DROP_KINDS else ()
        ev += apply_effects(state, seat, (effect,), EffectChoices(heads, action.excavators))
        _settle(state)
        advance(state, ev)

    def params(self, ctx: Any, state: BarrageState, seat: int) -> dict[str, Any]:
        effect = state.pending[0].effect
        assert effect is not None
        return {"n": effect.amount}

    def text(self, ctx: Any, state: BarrageState, seat: int, player: str) -> Text:
        effect = state.pending[0].effect
        assert effect is not None
        which = "machinery" if effect.kind == "machinery" else "drops"
        return Text(f"barrage.prompt.effect_{which}", {"player": player, "n": effect.amount})


# -- picks of a board element (rewards, buildings, abilities) -------------------------------------


def _less(effect: Effect, name: str) -> Effect | None:
    """The effect with one less of its count parameter (None once the last one is used)."""
    n = int(effect.get(name, 1)) - 1
    if n < 1:
        return None
    rest = tuple((k, v) for k, v in effect.params if k != name)
    return Effect(effect.kind, (*rest, (name, n)))


def _segment(c: st.Company, element: str) -> int:
    i = effects.segment_of(c, element)
    return -1 if i is None else i


class ChoiceStep(BarrageStep):
    """One pending pick: `choices` are its answers (empty: `_settle` drops it, the effect is
    lost); `optional` steps offer Done too. `resolve` does the pick and returns what it leaves."""

    optional = False

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        raise NotImplementedError

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        raise NotImplementedError

    def refuse(self, state: BarrageState, seat: int, p: Pending, action: Action) -> Text | None:
        if action in self.choices(state, seat, p):
            return None
        return reason("barrage.why.not_a_choice")

    def options(self, ctx: Any, state: BarrageState, seat: int) -> list[Action]:
        out = self.choices(state, seat, state.pending[0])
        return [*out, Done()] if self.optional else out

    def why_not(self, ctx: Any, state: BarrageState, seat: int, action: Action) -> Text | None:
        if isinstance(action, Done):
            return None if self.optional else reason("barrage.why.choice_required")
        return self.refuse(state, seat, state.pending[0], action)

    def perform(
        self, ctx: Any, state: BarrageState, seat: int, action: Action, ev: list[Event]
    ) -> None:
        p = state.pending.pop(0)
        asks = [] if isinstance(action, Done) else self.resolve(state, seat, p, action, ev)
        state.pending = asks + state.pending
        _settle(state)
        advance(state, ev)

    def params(self, ctx: Any, state: BarrageState, seat: int) -> dict[str, Any]:
        e = state.pending[0].effect
        return {"n": (e.amount or int(e.get("count", 1))) if e is not None else 1}


class FreeBuildStep(ChoiceStep):
    """A free structure (spec §4.13, amb 11): the site (a reward is taken when it can be)."""

    kind = "build"
    answers = (FreeBuild,)

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        assert p.effect is not None
        found = construction.free_build_options(state, seat, p.effect)
        return [FreeBuild(s, site) for s, site in found]

    def refuse(self, state: BarrageState, seat: int, p: Pending, action: Action) -> Text | None:
        assert isinstance(action, FreeBuild) and p.effect is not None
        return construction.why_not_free_build(state, seat, p.effect, action.structure, action.site)

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        assert isinstance(action, FreeBuild) and p.effect is not None
        done, later = construction.apply_free_build(state, seat, action.structure, action.site)
        ev += done
        asks = _queue_effects(state, seat, later, ev)
        more = _less(p.effect, "count")
        return asks + ([Pending("build", seat, effect=more)] if more else [])

    def params(self, ctx: Any, state: BarrageState, seat: int) -> dict[str, Any]:
        e = state.pending[0].effect
        assert e is not None
        return {"structure": Text(f"barrage.structure.{e.get('structure')}")}


class DamDropStep(ChoiceStep):
    """A drop from the supply into an own or neutral dam with room (Cofferdam)."""

    kind = "dam_drop"
    answers = (DamDrop,)

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        return [DamDrop(site) for site in effects.dam_drop_sites(state, seat)]

    def refuse(self, state: BarrageState, seat: int, p: Pending, action: Action) -> Text | None:
        assert isinstance(action, DamDrop)
        return effects.why_not_dam_drop(state, seat, action.site)

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        assert isinstance(action, DamDrop) and p.effect is not None
        ev += effects.apply_dam_drop(state, seat, action.site)
        more = _less(p.effect, "amount")
        return [Pending("dam_drop", seat, effect=more)] if more else []


class RefillStep(DamDropStep):
    """The Netherlands after a production: a drop into another own dam, or not (§6.5)."""

    kind = "refill"
    answers = (DamDrop, Done)
    optional = True

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        return [DamDrop(s) for s in effects.dam_drop_sites(state, seat, besides=p.taken[0])]

    def refuse(self, state: BarrageState, seat: int, p: Pending, action: Action) -> Text | None:
        assert isinstance(action, DamDrop)
        return effects.why_not_dam_drop(state, seat, action.site, besides=p.taken[0])

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        assert isinstance(action, DamDrop)
        ev += effects.apply_dam_drop(state, seat, action.site)
        return []


class WheelTileStep(ChoiceStep):
    """A technology tile of choice into the open segment."""

    kind = "wheel_tile"
    answers = (WheelTile,)

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        c = state.companies[seat]
        here = effects.wheel_id(c, c.open)
        return [WheelTile(t, here) for t in effects.wheel_tile_options(c)]

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        assert isinstance(action, WheelTile)
        ev += effects.apply_wheel_tile(state.companies[seat], action.tile)
        return []


class FulfilRewardStep(ChoiceStep):
    """Fulfil an own face-up contract without producing (External Works, Customer Office)."""

    kind = "fulfil_contract"
    answers = (Fulfil,)

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        assert p.effect is not None
        return [Fulfil(k) for k in expansion.fulfil_options(state, seat, p.effect)]

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        assert isinstance(action, Fulfil)
        c = state.companies[seat]
        ev += expansion.apply_fulfil(state, seat, action.contract)
        return _queue_effects(state, seat, contracts.deferred(action.contract, c.automa), ev)

    def params(self, ctx: Any, state: BarrageState, seat: int) -> dict[str, Any]:
        e = state.pending[0].effect
        assert e is not None
        return {"most": int(e.get("max_requirement", 0))}

    def text(self, ctx: Any, state: BarrageState, seat: int, player: str) -> Text:
        most = self.params(ctx, state, seat)["most"]
        key = "fulfil_contract_most" if most else "fulfil_contract"
        return Text(f"barrage.prompt.{key}", {"player": player, "most": most})


class TakeTileStep(ChoiceStep):
    """A displayed advanced technology tile, free (External Works A5)."""

    kind = "take_advanced_tile"
    answers = (TakeTile,)

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        return [TakeTile(f"patent:{n}") for n in effects.take_tile_options(state)]

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        assert isinstance(action, TakeTile)
        ev += effects.apply_take_tile(state, seat, int(action.slot.rpartition(":")[2]))
        return []


class ProductionStep(ChoiceStep):
    """A production action outside the Turbine Station (the L2 powerhouse tile +2, the Control
    Station +3): the system and the drops; Done gives it up."""

    kind = "production"
    answers = (ProduceNow, Done)
    optional = True
    second = False

    def _modifier(self, p: Pending) -> int:
        return int(p.effect.get("modifier", 0)) if p.effect is not None else 0

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        c = state.companies[seat]
        found = management.production_choices(
            state, seat, self._modifier(p), c.credits, company_bonus=not self.second
        )
        return [
            ProduceNow(s.dam, s.conduit, s.powerhouse, n)
            for s in found
            if not (self.second and s.powerhouse in p.taken)
            for n in range(s.fewest, s.most + 1)
        ]

    def refuse(self, state: BarrageState, seat: int, p: Pending, action: Action) -> Text | None:
        assert isinstance(action, ProduceNow)
        if self.second and action.powerhouse in p.taken:
            return reason("barrage.why.same_powerhouse", site=action.powerhouse)
        return management.why_not_production_now(
            state,
            seat,
            action.dam,
            action.conduit,
            action.powerhouse,
            action.drops,
            self._modifier(p),
            second=self.second,
        )

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        assert isinstance(action, ProduceNow)
        done = management.production(
            state,
            seat,
            action.dam,
            action.conduit,
            action.powerhouse,
            action.drops,
            self._modifier(p),
            second=self.second,
        )
        ev += done.events
        return _after_production(state, seat, done, second=self.second)

    def params(self, ctx: Any, state: BarrageState, seat: int) -> dict[str, Any]:
        return {"modifier": self._modifier(state.pending[0])}


class SecondProductionStep(ProductionStep):
    """Germany after a production action: another production with a different own powerhouse,
    drops x value only (§6.5, amb 25, 26)."""

    kind = "second_production"
    second = True


class RecoverTileStep(ChoiceStep):
    """Development Office: a tile back from the wheel (its machinery stays)."""

    kind = "recover_tile"
    answers = (RecoverTile,)

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        c = state.companies[seat]
        return [RecoverTile(effects.wheel_id(c, i), t) for i, t in effects.recover_tile_options(c)]

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        assert isinstance(action, RecoverTile)
        c = state.companies[seat]
        ev += effects.apply_recover_tile(c, _segment(c, action.segment), action.tile)
        return []


class RecoverMachineryStep(ChoiceStep):
    """Research Lab: half the machinery of one wheel segment back."""

    kind = "recover_machinery"
    answers = (RecoverMachinery,)

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        c = state.companies[seat]
        return [
            RecoverMachinery(effects.wheel_id(c, i)) for i in effects.recover_machinery_options(c)
        ]

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        assert isinstance(action, RecoverMachinery)
        c = state.companies[seat]
        ev += effects.apply_recover_machinery(c, _segment(c, action.segment))
        return []


class LoanStep(ChoiceStep):
    """Loan Agency: complete a displayed External Works tile paying credits for its machinery,
    without engineers on its space."""

    kind = "external_work"
    answers = (ExternalWork,)

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        assert p.effect is not None
        return [ExternalWork(s) for s in expansion.loan_options(state, seat, p.effect)]

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        assert isinstance(action, ExternalWork) and p.effect is not None
        per = int(p.effect.get("credits_per_machine", 0))
        work = expansion.complete_work(state, seat, action.space, credits_per=per)
        ev += work.events
        return _queue_effects(state, seat, work.effects, ev, fresh=True)


class DiscardContractStep(ChoiceStep):
    """Mahiri's raised limit from copying Simone ended with a contract fulfilled: a held
    contract put away, one prompt per contract over 3 ([amb 39]: at that moment)."""

    kind = DISCARD
    answers = (DiscardContract,)

    def choices(self, state: BarrageState, seat: int, p: Pending) -> list[Action]:
        c = state.companies[seat]
        if len(c.contracts) <= management.CONTRACT_LIMIT:
            return []
        return [DiscardContract(k) for k in c.contracts]

    def resolve(
        self, state: BarrageState, seat: int, p: Pending, action: Action, ev: list[Event]
    ) -> list[Pending]:
        assert isinstance(action, DiscardContract)
        ev.append(management.discard_contract(state, seat, action.contract))
        return []

    def params(self, ctx: Any, state: BarrageState, seat: int) -> dict[str, Any]:
        return {"n": management.CONTRACT_LIMIT}


_CHOICES: dict[str, ChoiceStep] = {
    step.kind: step
    for step in (
        FreeBuildStep(),
        DamDropStep(),
        RefillStep(),
        WheelTileStep(),
        FulfilRewardStep(),
        TakeTileStep(),
        ProductionStep(),
        SecondProductionStep(),
        RecoverTileStep(),
        RecoverMachineryStep(),
        LoanStep(),
        DiscardContractStep(),
    )
}


class AutomaStep(BarrageStep):
    """A turn by an Automa tile (an Automa's, or a person's under a very hard Mahiri): one
    action, taken by the rules (`BarrageRuleset.rules_action`)."""

    kind = "automa"
    answers = (AutomaTurn,)

    def options(self, ctx: Any, state: BarrageState, seat: int) -> list[Action]:
        return [AutomaTurn()]

    def perform(
        self, ctx: Any, state: BarrageState, seat: int, action: AutomaTurn, ev: list[Event]
    ) -> None:
        c = state.companies[seat]
        home = c.architect == ARCHITECT_HOME
        ev += automa_turn.take_turn(state, seat)
        if home and c.architect != ARCHITECT_HOME:  # Tommaso's: another turn (§8.8)
            ev.append(Event("barrage.event.extra_turn", {}, seat))
        else:
            _next_turn(state)
        advance(state, ev)


STEPS: tuple[Step[Any], ...] = (
    DraftStep(),
    TurnStep(),
    ContractStep(),
    EffectStep(),
    AutomaStep(),
    CopiedTurnStep(),
    *_CHOICES.values(),
)


# -- the ruleset ----------------------------------------------------------------------------------


class BarrageRuleset(StepRuleset):
    game_id = "barrage"
    catalog = "barrage"
    action_types = ACTION_TYPES

    def __init__(self) -> None:
        super().__init__()
        self.steps = {step.kind: step for step in STEPS}

    def normalize_options(self, options: dict[str, Any]) -> dict[str, Any]:
        return barrage_setup.normalize_options(options)

    def setup(self, options: dict[str, Any], seed: int) -> BarrageState:
        options = self.normalize_options(options)
        state = barrage_setup.setup(options, seed)
        advance(state, [])
        return state

    def current(self, state: BarrageState) -> tuple[int, str] | None:
        if state.over:
            return None
        if state.pending:
            p = state.pending[0]
            return p.seat, p.kind
        if state.phase == "draft":
            assert state.draft is not None and state.draft.chooser is not None
            return state.draft.chooser, "draft"
        if state.phase == "actions":
            follows = automa_turn.follows_tile(state, state.current)
            return state.current, "automa" if follows else "turn"
        return None

    def seat_changed(self, state: BarrageState, seat: int, bot: str | None) -> None:
        """A company notes whether a person or a bot plays it (an Automa stays one)."""
        company = state.companies[seat]
        if company.kind != "automa":
            company.kind, company.bot = ("bot" if bot else "person"), bot

    def plays_seat(self, options: dict[str, Any], seat: int) -> bool:
        """The last `automa` seats are the Automas (`setup.normalize_options`)."""
        return seat >= options["players"] - (options.get("automa") or 0)

    def rules_action(self, state: BarrageState) -> Action | None:
        """An Automa's turn (and a person's first action under a very hard Mahiri) is taken by
        the rules themselves (spec §8.3, §8.8)."""
        now = self.current(state)
        return AutomaTurn() if now is not None and now[1] == "automa" else None

    def player_name(self, state: BarrageState, seat: int) -> str:
        return state.companies[seat].name

    def action_text(self, state: BarrageState, action: Action) -> Text | None:
        return action_words.action_text(state, action)

    def seat_colour(self, state: BarrageState, seat: int) -> str | None:
        cid = state.companies[seat].id
        return barrage_data().companies[cid].colour if cid is not None else None

    def costs(self, state: BarrageState, actions: list[Action]) -> list[int | None]:
        """Credits each answer costs: a build's whole price (fees and machines paid with
        credits), a management space's fee and printed cost."""
        out: list[int | None] = []
        for action in actions:
            space = management.action_space(getattr(action, "space", None) or "")
            if isinstance(action, Construct):
                out.append(action.credits)
            elif space is not None:
                out.append(management.space_price(space))
            else:
                out.append(None)
        return out

    def intent(self, state: BarrageState, piece: str, target: str) -> Action | None:
        """A technology tile dropped on a site means building there with it (the structure
        the tile builds, else the one the site takes), paid in the plain way: its refusal says
        what is wrong."""
        tile = barrage_data().tech_tiles.get(piece)
        if tile is None:
            return None
        kind = target.partition(":")[0]
        structure = tile.builds if tile.builds in construction.STRUCTURES else None
        site_takes = {"conduit": "conduit", "powerhouse": "powerhouse", "building_site": "building"}
        structure = structure or site_takes.get(kind, "base")
        return Construct(piece, structure, target)

    def clone(self, state: BarrageState) -> BarrageState:
        return st.clone(state)

    def view(self, state: BarrageState, seat: int | None) -> BarrageState:
        return st.view(state, seat)

    def determinize(self, state: BarrageState, seat: int, rng: Any) -> BarrageState:
        """The seat's view with every deck dealt anew (`view` hides only the decks' content and
        order, and the RNG): each deck from the tiles of its kind seen nowhere in the view, in a
        random order, and a fresh RNG for the shuffles to come. A tile is in one place only, so
        a tile seen anywhere (a display, a company, a wheel, a discard pile) is in no deck. A
        kind with more unseen tiles than its deck holds (the expansion takes one advanced tile
        of each level out unseen; a redealt display's tiles leave the game) has its deck drawn
        from them at random."""
        from rules.barrage.state import HIDDEN
        from rules.core.rng import Rng
        from rules.core.state import to_plain

        world = st.view(state, seat)
        seen: set[str] = set()
        todo: list[Any] = [to_plain(world)]
        while todo:
            item = todo.pop()
            if isinstance(item, str):
                seen.add(item)
            elif isinstance(item, dict):
                todo.extend(item.values())
            elif isinstance(item, list):
                todo.extend(item)
        data = barrage_data()

        def deal(deck: list[str], kind: list[str]) -> list[str]:
            hidden = [i for i, tile in enumerate(deck) if tile == HIDDEN]
            pool = [tile for tile in kind if tile not in seen]
            if len(pool) < len(hidden):
                raise ValueError(f"{len(hidden)} hidden tiles but {len(pool)} unseen: {kind[:1]}")
            rng.shuffle(pool)
            dealt = list(deck)
            for i, tile in zip(hidden, pool, strict=False):
                dealt[i] = tile
            return dealt

        world.contract_decks = {
            colour: deal(deck, [c.id for c in data.contracts_of("private", colour)])
            for colour, deck in world.contract_decks.items()
        }
        advanced = [t for t in data.tiles_of("advanced") if world.expansion or not t.expansion]
        world.tech_decks = {
            level: deal(deck, [t.id for t in advanced if t.level == level])
            for level, deck in world.tech_decks.items()
        }
        world.external_decks = {
            name: deal(deck, [w.id for w in data.external_works.values() if w.deck == name])
            for name, deck in world.external_decks.items()
        }
        world.automa_deck = deal(world.automa_deck, list(data.automa_tiles))
        world.rng = Rng(rng.next64())
        return world

    def describe(self, state: BarrageState, element_id: str) -> Text | None:
        return describe.describe(state, element_id)

    def element_ids(self, state: BarrageState) -> list[str]:
        """Every element `describe` explains: sites, basins, companies, spaces, contracts..."""
        return describe.element_ids(state)

    def result(self, state: BarrageState) -> Result | None:
        if not state.over:
            return None
        entries = [
            (seat, (c.vp, c.energy), scoring.breakdown(state, seat))
            for seat, c in enumerate(state.companies)
        ]
        return ranking(entries)
