"""The Seats menu: take over a bot's seat, or hand a seat to a bot, in the middle of a game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from desktop.session_model import SessionModel
from desktop.shell.new_game import KINDS, kind_name
from desktop.shell.style import swatch


def fill_seats_menu(menu: QMenu, model: SessionModel | None) -> None:
    """One submenu per seat with a choice of a person or a bot of a level people choose (filled
    when the menu opens). A seat whose bot plays at random (a game the command line saved)
    shows no choice checked: that level is never offered."""
    for sub in menu.findChildren(QMenu, options=Qt.FindChildOption.FindDirectChildrenOnly):
        sub.deleteLater()  # clear() keeps submenus, and their actions hold the model
    menu.clear()
    if model is None:
        return
    seats = model.session.options["seats"]
    for index, seat in enumerate(seats):
        sub = menu.addMenu(swatch(model.colour(index)), seat["name"])
        if model.rules.plays_seat(model.session.options, index):
            sub.setEnabled(False)  # the rules play it (an Automa): nobody may take it over
            continue
        group = QActionGroup(sub)
        for level in KINDS:
            action = QAction(kind_name(model.lang, level), group)
            action.setCheckable(True)
            action.setChecked(seat["bot"] == level)
            action.triggered.connect(
                lambda _=False, s=index, lv=level: (
                    model.set_bot(s, lv) if model.session.options["seats"][s]["bot"] != lv else None
                )
            )
            sub.addAction(action)
