"""Playing the Power Grid board as people do: real mouse presses, moves and releases on the
view's viewport at the items' places, and clicks on the prompt-bar controls."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QHBoxLayout, QPushButton, QWidget
from table_gestures import GestureTable

from desktop.board.view import BoardView
from desktop.games.powergrid import make_controls, make_scene
from desktop.games.powergrid.scene import PowerGridScene
from desktop.session_model import SessionModel
from rules.core.actions import Action
from rules.core.session import Session
from rules.powergrid.actions import BuyFuel, OfferPlant, Pass

NAMES = ("Ann", "Bob", "Cy")
REGIONS = ["E", "NW", "W"]  # fixed, so that the same cities are in play in every run
SEED = 7


def new_model(*, seed: int = SEED, lang: str = "en", regions: object = REGIONS) -> SessionModel:
    """A 3-player Germany game, every seat a person, at the first auction."""
    options = {
        "players": 3,
        "map": "germany",
        "regions": regions,
        "seats": [{"name": n} for n in NAMES],
    }
    return SessionModel(Session("powergrid", options, seed), lang=lang)


class Board:
    """A shown BoardView over the Power Grid scene, driven through its viewport."""

    def __init__(self, qtbot, model: SessionModel) -> None:
        self.qtbot = qtbot
        self.model = model
        self.scene: PowerGridScene = make_scene(model)  # type: ignore[assignment]
        self.view = BoardView()
        self.view.setScene(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(1752, 1080)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.messages: list[str] = []
        self.scene.message.connect(self.messages.append)
        self.bar: QWidget | None = None
        self._widgets: list[QWidget] = []
        model.changed.connect(self._forget_controls)  # the prompt bar rebuilds them likewise

    def _forget_controls(self, _events: list) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar.deleteLater()
            self.bar = None

    # -- where things are ---------------------------------------------------------------------

    def at(self, item: QGraphicsItem) -> QPoint:
        return self.view.mapFromScene(item.sceneBoundingRect().center())

    def card(self, number: int) -> QGraphicsItem:
        return self.scene.cards[number]

    def city(self, city: str) -> QGraphicsItem:
        return self.scene.cities[city]

    def token(self, resource: str) -> QGraphicsItem:
        return self.scene.resource_market.pieces[resource]

    # -- gestures -----------------------------------------------------------------------------

    def click(self, item: QGraphicsItem) -> None:
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.at(item))

    def drag(
        self,
        piece: QGraphicsItem,
        target: QGraphicsItem | QPointF,
        *,
        while_held: Callable[[], None] | None = None,
    ) -> None:
        """Press on the piece, move to the target in a few steps, optionally look at the board
        while the piece is held over the target, and let go."""
        viewport = self.view.viewport()
        start = self.at(piece)
        end = self.view.mapFromScene(target) if isinstance(target, QPointF) else self.at(target)
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        for i in range(1, 6):
            QTest.mouseMove(viewport, start + (end - start) * (i / 5))
        if while_held is not None:
            while_held()
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

    def click_at(self, point: QPointF) -> None:
        QTest.mouseClick(
            self.view.viewport(), Qt.MouseButton.LeftButton, pos=self.view.mapFromScene(point)
        )

    def hover(self, item: QGraphicsItem) -> None:
        """The pointer comes from the view's corner onto the item (its hover begins)."""
        QTest.mouseMove(self.view.viewport(), QPoint(1, 1))
        QTest.mouseMove(self.view.viewport(), self.at(item))

    # -- the prompt bar -----------------------------------------------------------------------

    def controls(self) -> list[QWidget]:
        """The prompt bar's controls for the prompt now, shown as the prompt bar shows them:
        built after each change and kept until the next."""
        if self.bar is None:
            self.bar = QWidget()
            row = QHBoxLayout(self.bar)
            self._widgets = make_controls(self.model)
            for widget in self._widgets:
                row.addWidget(widget)
            self.bar.show()
        return self._widgets

    def bar_widgets(self) -> list[QWidget]:
        return self.controls()

    def bar_buttons(self) -> list[QPushButton]:
        self.controls()
        assert self.bar is not None
        return self.bar.findChildren(QPushButton)

    def button(self, label: str) -> QPushButton:
        """The control button showing exactly `label` (or starting with it)."""
        self.controls()
        assert self.bar is not None
        buttons = self.bar.findChildren(QPushButton)
        found = [b for b in buttons if b.text() == label] or [
            b for b in buttons if b.text().startswith(label)
        ]
        assert found, f"no button {label!r} among {[b.text() for b in buttons]}"
        return found[0]

    def press(self, label: str) -> None:
        button = self.button(label)
        assert button.isEnabled(), f"{label!r} is disabled: {button.toolTip()}"
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    # -- reading --------------------------------------------------------------------------------

    def seat(self) -> int:
        seat = self.model.seat_to_act()
        assert seat is not None
        return seat

    def lit(self) -> dict[str, str | None]:
        """The lit targets while a piece is held: element id → the label shown on it."""
        return dict(self.scene.lit)


# -- positions reached by plain actions, for the tests of one gesture -------------------------

# Round 1 auction: Cy wins plant 4, then 3... (order Bob, Cy, Ann): Bob offers 4, Cy and Ann
# pass, so Bob wins 4; Cy offers 3 and wins it; Ann wins 5. Then buying, Cy first.
AUCTION = (OfferPlant(4, 4), Pass(), Pass(), OfferPlant(3, 3), Pass(), OfferPlant(5, 5))
# Buying: Cy two oil on plant 3, Bob two coal on 4, Ann a coal and an oil on her hybrid 5.
BUYING = (
    BuyFuel("oil", 2, 3),
    Pass(),
    BuyFuel("coal", 2, 4),
    Pass(),
    BuyFuel("coal", 1, 5),
    BuyFuel("oil", 1, 5),
    Pass(),
)


def play(model: SessionModel, *actions: Action) -> None:
    for action in actions:
        assert model.apply(action), model.tr(model.why_not(action) or "")


# -- the whole table: the board's view, the panel's part views, the seats' zones -------------


class PowerGridTable(GestureTable):
    """A Power Grid game at its table (TableScreen), every seat a person."""

    def __init__(self, qtbot, model: SessionModel, size: tuple[int, int] = (1600, 1000)) -> None:
        super().__init__(qtbot, model.session, size)
