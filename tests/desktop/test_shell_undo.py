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


def test_undo_with_nothing_to_undo_says_so(table):
    model = table.start(3)
    start = model.session.hash()
    table.press("Ctrl+Z")
    assert model.session.hash() == start
    assert "Nothing to undo" in table.window.statusBar().currentMessage()


def test_undo_and_redo_rewrite_the_autosave(table, home):
    from rules.core.session import Session

    model = table.start(3)
    table.play(3)
    autosave = table.window.autosave
    assert Session.load(autosave).hash() == model.session.hash()
    table.press("Ctrl+Z")
    assert Session.load(autosave).hash() == model.session.hash()
