"""The heuristic Brass bot shared by both maps: builds toward income early, connects its goods to
where they sell, sells, flips. Each map's bot (birmingham_heuristic.py, lancashire_heuristic.py)
subclasses BrassBot and overrides only its hooks.

It sees only `view(state, seat)`. At the start of each action it lists candidate actions (the
best few builds, links and develops by a quick estimate, plus selling, a loan, scouting and
passing), plays each one forward through the engine on a copy of its view, and keeps the one
whose resulting position it values most. Playing forward may draw cards or reshuffle the deck,
so the copy first gets the unseen cards dealt at random (`Ruleset.determinize`). The chosen
action's later prompts are answered from the recorded play-out.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Hashable
from dataclasses import dataclass
from typing import ClassVar

from rules.brass.core import develop, eras, income, resources
from rules.brass.core.actions import (
    BuildAt,
    ChooseAction,
    ChooseIndustry,
    Consume,
    PlaceLink,
    PlayCard,
    RemoveTile,
)
from rules.brass.core.build import BuildCheck
from rules.brass.core.links import LinkCheck
from rules.brass.core.network import player_network
from rules.brass.core.ruleset import BrassRuleset
from rules.brass.core.state import BrassState, clone
from rules.core.actions import Action
from rules.core.rng import Rng
from rules.core.steps import Done

BUILDS = 6  # candidate builds played forward
LINKS = 3  # candidate links played forward
SOLD = ("cotton_mill", "manufacturer", "pottery")
MONEY_CANAL = 0.35  # VP per £ kept to the end, in the Canal Era
SALE_CHANCE = (0.85, 0.65, 0.5, 0.35, 0.2)  # by links still needed to reach a buyer
CASH_NEED = 0.25  # VP per £ of the first £25 on top: what it will build
PASS_COST = 2.5  # an action passed is lost for good
LOAN_BELOW = 12  # a loan is considered below this much money...
LOAN_FLOOR = -5  # ...while the income level is at least this


@dataclass
class Plan:
    """The actions of one whole Brass action, as played forward on the bot's copy."""

    actions: list[Action]
    value: float


class BrassBot:
    """The shared bot. A map's bot overrides the hooks below, and nothing else."""

    money_floor: ClassVar[float] = 0.0  # the least VP per £ kept, late in the game

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)  # sampling unseen cards and breaking ties; never the game's RNG
        self.plan: list[Action] = []
        self._to_buyer: dict[tuple, dict[str, int]] = {}  # memo of links_to_buyer

    # -- the hooks a map's bot overrides ---------------------------------------------------------

    def more_candidates(
        self, rules: BrassRuleset, state: BrassState, seat: int
    ) -> list[list[Action]]:
        """Scripts of the map's own actions, played forward after the shared ones."""
        return []

    def buyers_key(self, state: BrassState, industry: str) -> Hashable:
        """What decides where `industry` sells in this position (with the links: the memo key
        of `buyers`)."""
        raise NotImplementedError

    def buyers(self, rules: BrassRuleset, state: BrassState, industry: str) -> set[str]:
        """The locations `industry` sells to now."""
        raise NotImplementedError

    def own_flip_chance(
        self, rules: BrassRuleset, state: BrassState, seat: int, slot: str
    ) -> float | None:
        """How likely a tile of the map's own industries flips; None: the shared estimate."""
        return None

    def build_bonus(
        self, rules: BrassRuleset, state: BrassState, seat: int, industry: str, slot: str
    ) -> float:
        """VP the map adds to the shared guess of a build."""
        return 0.0

    def answer_own(
        self, rules: BrassRuleset, state: BrassState, seat: int, kind: str, legal: list[Action]
    ) -> Action | None:
        """The answer to a prompt the shared bot does not know (selling, the map's own
        prompts); None: the first legal answer."""
        return None

    # -- the Bot protocol ------------------------------------------------------------------------

    def choose(self, rules: BrassRuleset, state: BrassState, seat: int) -> Action:
        seen = rules.view(state, seat)
        prompt = rules.prompt(seen)
        assert prompt is not None and prompt.seat == seat
        if prompt.kind == "action":
            self.plan = self.best_plan(rules, seen, seat)
        if self.plan and rules.why_not(seen, self.plan[0]) is None:
            return self.plan.pop(0)
        self.plan = []
        return self.answer(rules, seen, seat)

    # -- choosing an action ----------------------------------------------------------------------

    def best_plan(self, rules: BrassRuleset, seen: BrassState, seat: int) -> list[Action]:
        world = rules.determinize(seen, seat, self.rng)
        best: Plan | None = None
        for script in self.candidates(rules, world, seat):
            plan = self.play_forward(rules, world, seat, script)
            if plan is not None and script[0] == ChooseAction("pass"):
                plan.value -= PASS_COST
            if plan is not None and (best is None or plan.value > best.value):
                best = plan
        return best.actions if best is not None else []

    def candidates(self, rules: BrassRuleset, state: BrassState, seat: int) -> list[list[Action]]:
        """Scripts (the first actions of an action) worth playing forward."""
        menu = {a.action for a in rules.legal_actions(state) if isinstance(a, ChooseAction)}
        p = state.players[seat]
        keep = self.discard_order(rules, state, seat)
        spare = keep[0] if keep else p.hand[0]
        out: list[list[Action]] = [[ChooseAction("pass"), PlayCard(spare)]]
        builds = self.build_scripts(rules, state, seat, keep) if "build" in menu else []
        out += builds
        if "network" in menu:
            links = LinkCheck(rules, state, seat, second=False).links()
            links.sort(key=lambda lk: self.link_guess(rules, state, seat, lk), reverse=True)
            out += [[ChooseAction("network"), PlayCard(spare), PlaceLink(k)] for k in links[:LINKS]]
        if "sell" in menu:
            out.append([ChooseAction("sell"), PlayCard(spare)])
        if "develop" in menu:
            for industry in self.develop_wishes(rules, state, seat):
                out.append([ChooseAction("develop"), PlayCard(spare), ChooseIndustry(industry)])
        short = p.money < LOAN_BELOW and p.income >= LOAN_FLOOR
        if "loan" in menu and short and self.rounds_paid(rules, state) >= 4:
            out.append([ChooseAction("loan"), PlayCard(spare)])
        if "scout" in menu and len(p.hand) >= 5 and not builds:
            out.append([ChooseAction("scout"), *(PlayCard(c) for c in keep[:3])])
        return out + self.more_candidates(rules, state, seat)

    def build_scripts(
        self, rules: BrassRuleset, state: BrassState, seat: int, keep: list[str]
    ) -> list[list[Action]]:
        check = BuildCheck(rules, state, seat)
        options: dict[tuple[str, str], str] = {}  # (industry, slot) -> the least useful card
        for card in sorted(set(state.players[seat].hand), key=keep.index):
            for industry, slots in check.options(card).items():
                for slot in slots:
                    options.setdefault((industry, slot), card)
        ranked = sorted(
            options, key=lambda k: self.build_guess(rules, state, seat, *k), reverse=True
        )
        return [
            [ChooseAction("build"), PlayCard(options[k]), ChooseIndustry(k[0]), BuildAt(k[1])]
            for k in ranked[:BUILDS]
        ]

    def play_forward(
        self, rules: BrassRuleset, world: BrassState, seat: int, script: list[Action]
    ) -> Plan | None:
        """Play a script (and the answers to any later prompts of that action) on a copy."""
        sim = clone(world)
        done: list[Action] = []
        queue = list(script)
        while True:
            prompt = rules.prompt(sim)
            if prompt is None or prompt.seat != seat or (done and prompt.kind == "action"):
                break
            # script steps come from legal options and answers from legal_actions: no re-check
            action = queue.pop(0) if queue else self.answer(rules, sim, seat)
            rules.perform(sim, action)
            done.append(action)
        return Plan(done, self.value(rules, sim, seat))

    # -- valuing a position ------------------------------------------------------------------------

    def rounds_paid(self, rules: BrassRuleset, state: BrassState) -> int:
        """Income payouts still to come (none after the game's last round)."""
        per_era = rules.board.rounds(len(state.players))
        left = per_era - state.round + 1
        return left + per_era - 1 if state.era == "canal" else left - 1

    def money_value(self, rules: BrassRuleset, state: BrassState) -> float:
        if state.era == "canal":
            value = MONEY_CANAL
        else:
            left = rules.board.rounds(len(state.players)) - state.round
            value = 0.3 if left >= 3 else 0.05 + 0.08 * left
        return max(self.money_floor, value)

    def value(self, rules: BrassRuleset, state: BrassState, seat: int) -> float:
        """What the position is worth to the seat, in VP: VP and money now, income to come, and
        the likely VP and income of its unflipped tiles."""
        board = rules.board
        p = state.players[seat]
        mv = self.money_value(rules, state)
        paid = self.rounds_paid(rules, state)
        # money beyond its worth at the end: the builds it pays for (most while it is short)
        total = p.score + mv * p.money + self.cash_need(rules, state) * min(p.money, 25)
        expected_space = float(p.income_space)
        for slot, tile in state.tiles.items():
            if tile.owner != seat:
                continue
            spec = board.spec(tile.industry, tile.level)
            scorings = 2 if state.era == "canal" and tile.level > 1 else 1
            if tile.flipped:
                total += spec.vp * scorings
                continue
            chance = self.flip_chance(rules, state, seat, slot)
            total += chance * spec.vp * scorings
            expected_space += chance * spec.income
        later = income.level(min(income.LAST, round(expected_space))) - p.income
        total += mv * paid * (p.income + 0.6 * later)  # flips come later: part of the payouts
        for link_id, owner in state.links.items():
            if owner == seat:
                total += eras.link_value(board, state, link_id) + 0.5
        total += 0.15 * len(player_network(board, state, seat))
        return total

    def cash_need(self, rules: BrassRuleset, state: BrassState) -> float:
        """VP per £ of the first £25 on top of its end value: high while builds lie ahead."""
        left = rules.board.rounds(len(state.players)) - state.round
        return CASH_NEED if state.era == "canal" or left >= 3 else 0.1 * left

    def flip_chance(self, rules: BrassRuleset, state: BrassState, seat: int, slot: str) -> float:
        """How likely an unflipped tile flips before it stops counting."""
        own = self.own_flip_chance(rules, state, seat, slot)
        if own is not None:
            return own
        tile = state.tiles[slot]
        per_era = rules.board.rounds(len(state.players))
        era_left = per_era - state.round + 1
        hurry = 1.0 if tile.level > 1 and state.era == "canal" else min(1.0, era_left / 3)
        if tile.industry in SOLD:  # a buyer in reach now, or a link or more away
            needed = self.links_to_buyer(
                rules, state, tile.industry, rules.board.slots[slot].location
            )
            return hurry * SALE_CHANCE[min(needed, len(SALE_CHANCE) - 1)]
        resource = rules.board.resource_of.get(tile.industry)
        if resource == "beer":  # used by its owner's sales, or by others nearby
            own = any(
                t.owner == seat and not t.flipped and t.industry in SOLD
                for t in state.tiles.values()
            )
            return hurry * (0.7 if own else 0.25)
        if resource == "iron":
            return hurry * (0.75 if tile.cubes <= 3 else 0.5)
        group = len(rules.connections(state).group_of[rules.board.slots[slot].location])
        demand = 0.2 if group == 1 else 0.45 if group < 4 else 0.7
        return hurry * min(0.95, demand + (0.15 if state.era == "rail" else 0) - 0.05 * tile.cubes)

    def links_to_buyer(
        self,
        rules: BrassRuleset,
        state: BrassState,
        industry: str,
        location: str,
        extra: str | None = None,
    ) -> int:
        """Links still to build from `location` to where `industry` sells (built links cost
        nothing; 9 when none can be reached), with link `extra` built too if given."""
        links = frozenset(state.links) | ({extra} if extra else set())
        key = (links, state.era, self.buyers_key(state, industry))
        if key not in self._to_buyer:
            if len(self._to_buyer) > 4096:  # positions of the past: start afresh
                self._to_buyer.clear()
            buyers = self.buyers(rules, state, industry)
            self._to_buyer[key] = route_distances(rules, links, state.era, buyers)
        return self._to_buyer[key].get(location, 9)

    # -- quick guesses that pick the candidates ------------------------------------------------

    def build_guess(
        self, rules: BrassRuleset, state: BrassState, seat: int, industry: str, slot: str
    ) -> float:
        board = rules.board
        p = state.players[seat]
        spec = board.spec(industry, p.mat[industry][0])
        mv = self.money_value(rules, state)
        gain = income.level(income.advance(p.income_space, spec.income)) - p.income
        value = spec.vp + mv * self.rounds_paid(rules, state) * gain - mv * spec.cost
        location = board.slots[slot].location
        reach = rules.connections(state).reach((location,))
        access = rules.map.market_access(state)
        if industry in SOLD:
            needed = self.links_to_buyer(rules, state, industry, location)
            value *= SALE_CHANCE[min(needed, len(SALE_CHANCE) - 1)]
        elif board.resource_of.get(industry) == "coal" and resources.has_market_access(
            reach, access
        ):
            value += 2
        elif board.resource_of.get(industry) == "iron":
            value += 1.5
        if slot in state.tiles:
            value -= 1  # overbuilding
        return value + self.build_bonus(rules, state, seat, industry, slot)

    def link_guess(self, rules: BrassRuleset, state: BrassState, seat: int, link_id: str) -> float:
        board = rules.board
        ends = board.links[link_id].ends
        value = float(sum(eras.link_icons(board, state, e, unflipped=True) for e in ends))
        net = player_network(board, state, seat)
        value += sum(0.8 for e in ends if e not in net and board.locations[e].kind != "merchant")
        for slot, tile in state.tiles.items():  # my goods brought nearer to a buyer
            if tile.owner == seat and not tile.flipped and tile.industry in SOLD:
                where = board.slots[slot].location
                now = self.links_to_buyer(rules, state, tile.industry, where)
                then = self.links_to_buyer(rules, state, tile.industry, where, link_id)
                value += 3 * (now - then)
        return value

    def develop_wishes(self, rules: BrassRuleset, state: BrassState, seat: int) -> list[str]:
        """Industries whose lowest tile is in the way: level 1 in the Rail Era, or worthless."""
        p = state.players[seat]
        wishes = []
        for industry in develop.developable(rules, state, seat):
            spec = rules.board.spec(industry, p.mat[industry][0])
            if (state.era == "rail" and not spec.rail) or spec.vp <= 1:
                wishes.append(industry)
        return wishes[:2]

    def discard_order(self, rules: BrassRuleset, state: BrassState, seat: int) -> list[str]:
        """The seat's distinct cards, least useful first (wild cards last)."""
        check = BuildCheck(rules, state, seat)
        hand = Counter(state.players[seat].hand)

        def use(card: str) -> tuple[int, int, str]:
            found = check.options(card)
            return (card.startswith("wild:"), sum(map(len, found.values())) - hand[card], card)

        return sorted(hand, key=use)

    # -- answering the other prompts -------------------------------------------------------------

    def answer(self, rules: BrassRuleset, state: BrassState, seat: int) -> Action:
        prompt = rules.prompt(state)
        assert prompt is not None
        legal = rules.legal_actions(state)
        kind = prompt.kind
        if kind == "card":
            order = self.discard_order(rules, state, seat)
            return next(PlayCard(c) for c in order if PlayCard(c) in legal)
        if kind in ("coal", "iron", "beer"):
            return max(legal, key=lambda a: self.source_rank(state, seat, a))
        if kind == "second_link":
            links = [a for a in legal if isinstance(a, PlaceLink)]
            if not links:
                return Done()
            best = max(links, key=lambda a: self.link_guess(rules, state, seat, a.link))
            return best if self.link_guess(rules, state, seat, best.link) >= 4 else Done()
        if kind == "develop_more":
            return Done()
        if kind == "shortfall":
            return min(legal, key=lambda a: self.keep_value(rules, state, a))
        own = self.answer_own(rules, state, seat, kind, legal)
        return legal[0] if own is None else own

    def source_rank(self, state: BrassState, seat: int, action: Action) -> tuple[int, int]:
        """Merchant barrels first (a bonus), then own tiles closest to flipping; others' fullest."""
        assert isinstance(action, Consume)
        tile = state.tiles.get(action.source)
        if tile is None:
            return (3, 0)
        if tile.owner == seat:
            return (2, -tile.cubes)
        return (1, tile.cubes)

    def keep_value(self, rules: BrassRuleset, state: BrassState, action: RemoveTile) -> float:
        tile = state.tiles[action.slot]
        spec = rules.board.spec(tile.industry, tile.level)
        return (spec.vp if tile.flipped else 1) - 0.1 * spec.cost


def route_distances(
    rules: BrassRuleset, links: frozenset[str], era: str, targets: set[str]
) -> dict[str, int]:
    """For every location, the fewest links still to build to reach one of `targets` over the
    routes open in this era (built links, anyone's, cost nothing)."""
    board = rules.board
    dist = dict.fromkeys(targets, 0)
    queue = deque(targets)
    while queue:
        loc = queue.popleft()
        for link_id in board.links_at[loc]:
            built = link_id in links
            if not built and not board.links[link_id].allowed(era):
                continue
            step = dist[loc] + (0 if built else 1)
            for end in board.links[link_id].ends:
                if step < dist.get(end, 99):
                    dist[end] = step
                    if built:
                        queue.appendleft(end)
                    else:
                        queue.append(end)
    return dist
