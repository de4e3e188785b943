"""A seat's panel beside the board: name, money, cities, plants, fuel and last income."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout

from desktop.games.powergrid.look import ui
from desktop.session_model import SessionModel
from rules.core.text import Text
from rules.powergrid import storage
from rules.powergrid.data import RESOURCES


class SeatPanel(QFrame):
    def __init__(self, model: SessionModel, seat: int) -> None:
        super().__init__()
        self.model = model
        self.seat = seat
        self.setObjectName("pgSeat")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#pgSeat { border: 1px solid #46505e; border-radius: 8px; }"
            '#pgSeat[acting="true"] { border: 3px solid #ffd60a; }'
        )
        self.swatch = QLabel()
        self.swatch.setFixedSize(20, 20)
        colour = model.session.options["seats"][seat]["colour"]
        self.swatch.setStyleSheet(
            f"background: {colour}; border: 2px solid #e9edf2; border-radius: 10px;"
        )
        self.name = QLabel()
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.name.setFont(font)
        self.to_act = QLabel()
        self.to_act.setStyleSheet("color: #111418; background: #ffd60a; padding: 2px 8px;")
        self.money = QLabel()
        money_font = self.money.font()
        money_font.setPointSizeF(money_font.pointSizeF() * 1.5)
        money_font.setBold(True)
        self.money.setFont(money_font)
        self.cities = QLabel()
        self.plants = QLabel()
        self.fuel = QLabel()
        self.income = QLabel()
        self.place = QLabel()
        for label in (self.cities, self.plants, self.fuel, self.income, self.place):
            label.setWordWrap(True)
        heading = QHBoxLayout()
        heading.addWidget(self.swatch)
        heading.addWidget(self.name, 1)
        heading.addWidget(self.to_act)
        column = QVBoxLayout(self)
        column.addLayout(heading)
        for label in (self.money, self.cities, self.plants, self.fuel, self.income, self.place):
            column.addWidget(label)
        model.changed.connect(self._changed)
        self.refresh()

    def _changed(self, _events: list) -> None:
        self.refresh()

    def refresh(self) -> None:
        model, seat = self.model, self.seat
        view = model.view()
        p = view.players[seat]
        acting = model.seat_to_act() == seat
        if self.property("acting") != acting:  # re-polish this frame only, not its children
            self.setProperty("acting", acting)
            self.style().unpolish(self)
            self.style().polish(self)
            self.update()  # a new style is not repainted by itself: the old frame would stay
        self.name.setText(p.name)
        self.to_act.setText(ui(model, "panel.to_act"))
        self.to_act.setVisible(acting)
        hidden = p.money < 0
        self.money.setText(
            ui(model, "panel.money_hidden") if hidden else ui(model, "panel.money", money=p.money)
        )
        power = storage.max_powered(p.plants, p.fuel, len(p.cities))
        self.cities.setText(ui(model, "panel.cities", cities=len(p.cities), power=power))
        self.plants.setText(ui(model, "panel.plants", plants=list(p.plants)))
        fuel = [
            Text(
                "powergrid.ui.panel.fuel_amount",
                {"n": p.fuel[r], "resource": Text(f"powergrid.resource.{r}")},
            )
            for r in RESOURCES
            if p.fuel[r]
        ]
        self.fuel.setText(ui(model, "panel.fuel", fuel=fuel))
        self.income.setText(ui(model, "panel.income", income=p.income))
        self.place.setText(ui(model, "panel.place", place=view.order.index(seat) + 1))
        self.setToolTip(model.tr(model.rules.describe(view, f"player:{seat}")))
        self.name.setAlignment(Qt.AlignmentFlag.AlignVCenter)
