"""Prompt-bar controls for choices that have no place on the board: the bid with − and +, pass,
which plants run (and how the hybrids split their fuel), fuel to return, a plant to discard,
a region to play in. Every button stands for a legal action of the current prompt; the prompt
bar builds them afresh after each change."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from desktop.board.tips import set_tip
from desktop.games.powergrid.look import ui
from desktop.session_model import SessionModel
from desktop.shell.action_button import ActionButton
from desktop.shell.flow_layout import FlowLayout
from rules.core.text import Text
from rules.powergrid import storage
from rules.powergrid.actions import Bid, DiscardPlant, Pass, PickRegion, Power, ReturnFuel
from rules.powergrid.data import plants

# A plant that will run is lit like a target on the board; one that stays idle is plain.
TOGGLE = "QPushButton:checked { background: #ffd60a; color: #111418; border: 2px solid #fff3b0; }"


def make_controls(model: SessionModel) -> list[QWidget]:
    """The controls for the prompt now, or none while a bot decides or after the game."""
    prompt = model.prompt()
    if prompt is None or model.is_bot(prompt.seat):
        return []
    kind = prompt.kind
    legal = model.rules.legal_actions(model.state)
    widgets: list[QWidget] = []
    if kind == "pick_region":
        widgets += [
            ActionButton(model, a, model.tr(Text(f"powergrid.region.{a.region}")))
            for a in legal
            if isinstance(a, PickRegion)
        ]
    elif kind == "bid":
        bids = [model.rules.amounts(model.state, a) for a in legal if isinstance(a, Bid)]
        widgets.append(BidStepper(model, list(bids[0]) if bids else []))
    elif kind == "discard_plant":
        widgets += [
            ActionButton(model, a, ui(model, "discard_plant", plant=a.plant))
            for a in legal
            if isinstance(a, DiscardPlant)
        ]
    elif kind == "return_fuel":
        widgets += [
            ActionButton(model, a, ui(model, "return_fuel", coal=a.coal, oil=a.oil))
            for a in legal
            if isinstance(a, ReturnFuel)
        ]
    elif kind == "power":
        widgets.append(PowerChooser(model, [a for a in legal if isinstance(a, Power)]))
    if Pass in model.rules.steps[kind].answers:
        widgets.append(ActionButton(model, Pass(), ui(model, f"pass.{kind}")))
    return widgets


def _button(label: str, slot: Callable[[], None], tip: str = "") -> QPushButton:
    button = QPushButton(label)
    button.clicked.connect(slot)
    if tip:
        set_tip(button, tip)
        button.setAccessibleName(tip)
    return button


class BidStepper(QWidget):
    """− amount + and 'Bid N', stepping through the legal bids only."""

    def __init__(self, model: SessionModel, amounts: list[int]) -> None:
        super().__init__()
        self.model = model
        self.amounts = sorted(amounts)
        self.index = 0
        self.lower = _button("−", lambda: self.step(-1), ui(model, "bid_lower"))
        self.higher = _button("+", lambda: self.step(+1), ui(model, "bid_higher"))
        self.bid = _button("", self._apply)
        self.bid.setDefault(True)
        row = FlowLayout(self)  # wraps in a narrow prompt bar (a table-top edge)
        for widget in (self.lower, self.bid, self.higher):
            row.addWidget(widget)
        model.changed.connect(self._stale)
        self.step(0)

    @property
    def amount(self) -> int | None:
        return self.amounts[self.index] if self.amounts else None

    def step(self, by: int) -> None:
        if self.amounts:
            self.index = max(0, min(len(self.amounts) - 1, self.index + by))
        amount = self.amount
        self.bid.setText(ui(self.model, "bid", amount=amount if amount is not None else "—"))
        self.bid.setEnabled(amount is not None)
        self.lower.setEnabled(self.index > 0)
        self.higher.setEnabled(self.index < len(self.amounts) - 1)

    def _apply(self) -> None:
        if self.amount is not None:
            self.model.apply(Bid(self.amount))

    def _stale(self, _events: list) -> None:
        self.setEnabled(False)


class PowerChooser(QWidget):
    """A toggle per plant, the hybrids' coal/oil split when there is a choice, and 'Power N
    cities'. It starts on a legal choice that powers the most cities with the least fuel."""

    def __init__(self, model: SessionModel, options: list[Power]) -> None:
        super().__init__()
        self.model = model
        seat = model.seat_to_act()
        assert seat is not None
        self.seat = seat
        self.player = model.state.players[seat]
        self.splits: dict[tuple[int, ...], list[int]] = {}
        for a in options:
            self.splits.setdefault(a.plants, []).append(a.hybrid_coal)
        best = max(options, key=self._merit) if options else Power((), 0)
        self.chosen = set(best.plants)
        self.coal = best.hybrid_coal
        row = FlowLayout(self)  # wraps in a narrow prompt bar (a table-top edge)
        self.toggles: dict[int, QPushButton] = {}
        for number in self.player.plants:
            toggle = QPushButton(ui(model, "run_plant", plant=number))
            toggle.setCheckable(True)
            toggle.setStyleSheet(TOGGLE)
            toggle.setChecked(number in self.chosen)
            toggle.toggled.connect(lambda on, n=number: self.toggle(n, on))
            self.toggles[number] = toggle
            row.addWidget(toggle)
        self.less_coal = _button("−", lambda: self.shift(-1), ui(model, "more_oil"))
        self.split = QLabel()
        self.more_coal = _button("+", lambda: self.shift(+1), ui(model, "more_coal"))
        self.run = _button("", self._apply)
        self.run.setDefault(True)
        for widget in (self.less_coal, self.split, self.more_coal, self.run):
            row.addWidget(widget)
        model.changed.connect(self._stale)
        self._show()

    def _merit(self, a: Power) -> tuple[int, int, int]:
        burned = sum(storage.burn(a.plants, a.hybrid_coal).values())
        return (self._powered(a.plants), -burned, -len(a.plants))

    def _powered(self, chosen: tuple[int, ...]) -> int:
        return self.model.rules.power_outcome(self.model.state, self.seat, chosen)[0]

    @property
    def action(self) -> Power:
        return Power(tuple(sorted(self.chosen)), self.coal)

    def toggle(self, number: int, on: bool) -> None:
        (self.chosen.add if on else self.chosen.discard)(number)
        splits = self.splits.get(self.action.plants, [])
        if splits and self.coal not in splits:
            self.coal = min(splits, key=lambda c: abs(c - self.coal))
        elif not splits:
            self.coal = 0
        self._show()

    def shift(self, by: int) -> None:
        splits = sorted(self.splits.get(self.action.plants, []))
        if self.coal in splits:
            i = max(0, min(len(splits) - 1, splits.index(self.coal) + by))
            self.coal = splits[i]
        self._show()

    def _show(self) -> None:
        action = self.action
        splits = sorted(self.splits.get(action.plants, []))
        hybrid = sum(plants()[n].fuel for n in action.plants if plants()[n].kind == "hybrid")
        choice = len(splits) > 1
        for widget in (self.less_coal, self.split, self.more_coal):
            widget.setVisible(choice)
        if choice:
            self.split.setText(
                ui(self.model, "hybrid_split", coal=self.coal, oil=hybrid - self.coal)
            )
            self.less_coal.setEnabled(self.coal > splits[0])
            self.more_coal.setEnabled(self.coal < splits[-1])
        n, income = self.model.rules.power_outcome(self.model.state, self.seat, action.plants)
        self.run.setText(ui(self.model, "power", n=n, income=income))
        why = self.model.why_not(action)
        self.run.setEnabled(why is None)
        set_tip(self.run, self.model.tr(why) if why is not None else "")

    def _apply(self) -> None:
        self.model.apply(self.action)

    def _stale(self, _events: list) -> None:
        self.setEnabled(False)
