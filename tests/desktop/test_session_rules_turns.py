"""Turns the rules take themselves (Barrage's Automa) go through the one path every change takes:
played after the bots' beat, recorded as the rules', never a person's to answer, and an Automa's
seat is nobody's to take over."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu

from desktop.session_model import SessionModel
from desktop.shell.seats_menu import fill_seats_menu
from rules.core.session import Session

OPTIONS = {
    "players": 2,
    "automa": 1,
    "companies": ["company:usa", "company:germany"],
    "seats": [{"name": "Ann", "bot": "heuristic"}, {"name": "Automa"}],
}


def test_the_model_plays_the_automa_like_a_bot_and_records_it_as_the_rules(qtbot):
    model = SessionModel(Session("barrage", OPTIONS, 3), bot_pause_ms=0)
    assert model.is_bot(1) and not model.rules.plays_seat(model.session.options, 0)
    done = model.play_bots_now(40)
    assert done == 40
    by = {step.by for step in model.session.steps}
    assert by == {"bot", "rules"}
    assert model.viewer() is None  # nobody's gestures while only bots and the Automa play


def test_a_timer_plays_the_automa_turn_when_it_comes(qtbot):
    options = dict(OPTIONS, seats=[{"name": "Ann"}, {"name": "Automa"}])
    model = SessionModel(Session("barrage", options, 3), bot_pause_ms=0)
    while model.rules_turn() is None:  # the person passes until the Automa is to play
        model.apply(model.rules.legal_actions(model.state)[-1])
    before = len(model.session.steps)
    model.schedule_bot()
    qtbot.waitUntil(lambda: len(model.session.steps) > before, timeout=3000)
    assert model.session.steps[before].by == "rules"


def test_the_seats_menu_cannot_hand_an_automa_seat_to_anyone(qtbot):
    model = SessionModel(Session("barrage", OPTIONS, 3), bot_pause_ms=0)
    menu = QMenu()
    fill_seats_menu(menu, model)
    subs = [a.menu() for a in menu.actions() if a.menu() is not None]
    assert [s.isEnabled() for s in subs] == [True, False]
