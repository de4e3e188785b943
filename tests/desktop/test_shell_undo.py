"""Undo and redo from the keyboard: Ctrl+Z and Ctrl+Shift+Z go through the model."""

from __future__ import annotations


def test_ctrl_z_undoes_and_ctrl_shift_z_redoes(table):
    model = table.start(3)
    table.play(1)  # a plant put up for auction
    before, lines_before = model.session.hash(), table.window.table.log.lines()
    table.play(1)  # a bid: nothing hidden was revealed, so it may be taken back
    after, lines_after = model.session.hash(), table.window.table.log.lines()
    assert after != before

    table.press("Ctrl+Z")
    assert model.session.hash() == before
    assert table.window.table.log.lines() == lines_before
    table.press("Ctrl+Shift+Z")
    assert model.session.hash() == after
    assert table.window.table.log.lines() == lines_after


def test_undo_with_nothing_to_undo_is_disabled_and_says_why(table):
    model = table.start(3)
    start = model.session.hash()
    undo = table.window.commands["undo"]
    assert not undo.isEnabled()
    assert undo.toolTip() == "Nothing to undo yet."
    table.press("Ctrl+Z")
    assert model.session.hash() == start


def test_undo_and_redo_rewrite_the_autosave(table, home):
    from rules.core.session import Session

    model = table.start(3)
    table.play(3)
    autosave = table.window.autosave
    assert Session.load(autosave).hash() == model.session.hash()
    table.press("Ctrl+Z")
    assert Session.load(autosave).hash() == model.session.hash()


def test_undo_stops_at_a_bot_move_unless_the_settings_allow_taking_it_back(table):
    model = table.start(3, bots=["heuristic", None, None])
    model.bots_paused = True
    while model.seat_to_act() != 0:
        table.play(1)
    bot_move = model.rules.legal_actions(model.state)[0]
    model._apply(bot_move, by="bot")  # what the bot timer does
    after_bot = model.session.hash()
    table.press("Ctrl+Z")
    assert model.session.hash() == after_bot  # a real table cannot take a bot's move back

    table.window.apply_settings(table.window.settings.changed(free_undo=True))
    table.window.model.bots_paused = True
    table.press("Ctrl+Z")
    assert table.window.model.session.hash() != after_bot
