"""A person's only legal answer is played by the table after a beat, and the log says why; the
setting turns that off."""

from __future__ import annotations

from rules.powergrid.actions import OfferPlant, Pass


def _to_a_forced_pass(model) -> int:
    """Round 1: the first chooser spends everything on plant 3, so they buy fuel first, broke."""
    rules = model.rules
    first = model.seat_to_act()
    assert model.apply(OfferPlant(3, model.state.players[first].money))
    while rules.prompt(model.state).kind == "bid":
        assert model.apply(Pass())
    for plant in (4, 5):
        assert model.apply(OfferPlant(plant, plant))
        while rules.prompt(model.state).kind == "bid":
            assert model.apply(Pass())
    assert model.prompt().kind == "buy" and model.seat_to_act() == first
    return first


def test_the_table_passes_for_a_player_who_cannot_buy_and_the_log_says_so(qtbot, table):
    model = table.start(3)
    seat = _to_a_forced_pass(model)
    steps = len(model.session.steps)
    qtbot.waitUntil(lambda: len(model.session.steps) == steps + 1, timeout=2000)
    assert model.session.steps[-1].by == "table"
    assert model.session.steps[-1].action == Pass()
    lines = table.window.table.log.lines()
    said = f"P{seat + 1} cannot buy any fuel, so the table passes for them."
    assert said in lines
    assert lines[-2:] == [said, f"P{seat + 1} finished buying"]
    assert model.seat_to_act() != seat


def test_with_the_setting_off_the_player_presses_pass_themselves(qtbot, table):
    table.window.apply_settings(table.window.settings.changed(play_forced=False))
    model = table.start(3)
    _to_a_forced_pass(model)
    steps = len(model.session.steps)
    qtbot.wait(100)  # twenty beats of the test's bot pause
    assert len(model.session.steps) == steps
    assert model.rules.forced(model.state) == Pass()


def test_the_note_survives_a_reload_of_the_log(qtbot, table):
    model = table.start(3)
    _to_a_forced_pass(model)
    steps = len(model.session.steps)
    qtbot.waitUntil(lambda: len(model.session.steps) == steps + 1, timeout=2000)
    lines = table.window.table.log.lines()
    table.window.table.log.rebuild()
    assert table.window.table.log.lines() == lines
