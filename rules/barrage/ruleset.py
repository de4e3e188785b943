"""Barrage for people and bots, headless: the step machine over the rules modules.

Prompts (`current`): the advanced draft (`draft`), then each round the decisions left pending
(`effect`: a machine of choice or drops on headstreams from an income, a contract reward or a
construction; `contract`: fulfil a contract after a production, or Done), and the Action phase
`turn`. The automatic phases (incomes, water flow, scoring, end of round) run inside `perform`.

Pending decisions live on `BarrageState.pending` (a queue, first item asked first); an Automa's
are decided at once by its own rules. An Automa's turn is the `automa` prompt, whose only answer
`AutomaTurn` the rules take themselves (`rules_action`).

Left to a later step (resolved by the simplest default): effects that are not in the effect
interpreter's vocabulary (a free build of a contract reward, the L2 powerhouse tile's production,
the L1 building tile's building effects, dam drops) are skipped.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import Any

from rules.barrage import (
    automa_turn,
    construction,
    contracts,
    describe,
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
    Construct,
    DraftPick,
    Fulfil,
    Machinery,
    Pass,
    Patent,
    Produce,
    Resolve,
    TakeContracts,
    Water,
    Workshop,
)
from rules.barrage.data import Effect
from rules.barrage.effects import DROP_KINDS, SIMPLE, EffectChoices, apply_effects
from rules.barrage.river import river_map
from rules.barrage.state import BarrageState, Pending
from rules.core.actions import Action
from rules.core.events import Event
from rules.core.prompt import Result, ranking
from rules.core.steps import Done, OrDone, Step, StepRuleset
from rules.core.text import Text


def _needs_choice(c: st.Company, e: Effect) -> bool:
    return e.kind in DROP_KINDS or (e.kind == "machinery" and not c.automa)


def _queue_effects(
    state: BarrageState, seat: int, effects: tuple[Effect, ...] | list[Effect], ev: list[Event]
) -> list[Pending]:
    """Apply what needs no choice now; return the decisions to ask (in order)."""
    asks: list[Pending] = []
    c = state.companies[seat]
    for e in effects:
        if e.kind == "produce":
            if e.amount and contracts.contract_options(state, seat, e.amount):
                asks.append(Pending("contract", seat, energy=e.amount))
        elif _needs_choice(c, e):
            asks.append(Pending("effect", seat, effect=e))
        elif e.kind in SIMPLE and e.kind != "dam_drop":
            ev += apply_effects(state, seat, (e,))
        # else: not in the interpreter's vocabulary yet (see the module docstring): skipped
    return asks


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
        return None  # Pass: always possible

    def perform(
        self, ctx: Any, state: BarrageState, seat: int, action: Action, ev: list[Event]
    ) -> None:
        asks: list[Pending] = []
        match action:
            case Construct():
                build = action.build()
                todo = construction.follow_ups(state, seat, build)
                ev += construction.apply_build(state, seat, build)
                asks = _queue_effects(state, seat, todo, ev)
            case Produce(space=space, dam=dam, conduit=conduit, powerhouse=ph, drops=drops):
                done = management.apply_production(state, seat, space, dam, conduit, ph, drops)
                ev += done.events
                if contracts.contract_options(state, seat, done.energy):
                    asks = [Pending("contract", seat, energy=done.energy)]
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
            case Pass():
                state.companies[seat].passed = True
                ev.append(Event("barrage.event.passed", {}, seat))
        state.pending = asks + state.pending
        _next_turn(state)
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
            asks.append(Pending("contract", seat, energy=p.energy, taken=taken))
        state.pending = asks + state.pending
        advance(state, ev)

    def finish(self, ctx: Any, state: BarrageState, seat: int, ev: list[Event]) -> None:
        state.pending.pop(0)
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


class AutomaStep(BarrageStep):
    """An Automa's turn: one action, taken by the rules (`BarrageRuleset.rules_action`)."""

    kind = "automa"
    answers = (AutomaTurn,)

    def options(self, ctx: Any, state: BarrageState, seat: int) -> list[Action]:
        return [AutomaTurn()]

    def perform(
        self, ctx: Any, state: BarrageState, seat: int, action: AutomaTurn, ev: list[Event]
    ) -> None:
        ev += automa_turn.take_turn(state, seat)
        _next_turn(state)
        advance(state, ev)


STEPS: tuple[Step[Any], ...] = (
    DraftStep(),
    TurnStep(),
    ContractStep(),
    EffectStep(),
    AutomaStep(),
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
            c = state.companies[state.current]
            return state.current, "automa" if c.automa else "turn"
        return None

    def rules_action(self, state: BarrageState) -> Action | None:
        """An Automa's turn is taken by the rules themselves (spec §8.3)."""
        now = self.current(state)
        return AutomaTurn() if now is not None and now[1] == "automa" else None

    def player_name(self, state: BarrageState, seat: int) -> str:
        return state.companies[seat].name

    def clone(self, state: BarrageState) -> BarrageState:
        return st.clone(state)

    def view(self, state: BarrageState, seat: int | None) -> BarrageState:
        return st.view(state, seat)

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
