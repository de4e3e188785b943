"""Roads & Boats' play-order question at the table (§3.5): a person who never asks (a new game's
`never_ask`, which the Settings' "we never ask for the play order" fills) is not asked, and a
whole turn plays without the question; a person who is asked answers with one tap, and "never
ask me again" is one tap too."""

from __future__ import annotations

from roadsboats_gestures import ANN, OPTIONS, RoadsBoatsTable

from rules.core.session import Session
from rules.roadsboats.actions import NeverAskOrder, RequestOrder

SEED = 3
HOME = "hex:0,3/area:0"


def _table(qtbot, **options) -> RoadsBoatsTable:
    t = RoadsBoatsTable(qtbot, Session("roads-and-boats", dict(OPTIONS, **options), SEED))
    for _ in range(3):
        t.wait_for(ANN)
        if t.kind() == "choose_home":
            t.tap(HOME)
            return t
    raise AssertionError("Ann was not asked for her start tile")


def _asked(t: RoadsBoatsTable) -> list[tuple[str, int]]:
    """(prompt kind, seat) after every change from now on."""
    seen: list[tuple[str, int]] = []

    def note(_) -> None:
        prompt = t.model.prompt()
        if prompt is not None:
            seen.append((prompt.kind, prompt.seat))

    t.model.changed.connect(note)
    return seen


def test_a_table_where_nobody_asks_plays_a_turn_without_the_question(qtbot):
    t = _table(qtbot, never_ask=[0, 1])
    seen = _asked(t)
    for phase in ("production", "movement", "building", "wonder"):
        t.wait_for(ANN)
        assert t.kind() == phase
        t.done()
    t.wait_for(ANN)
    assert t.state.turn == 2 and t.kind() == "production"
    assert "order_request" not in {kind for kind, _ in seen}
    log = t.table.log.lines()
    assert sum("never ask for the play order" in line for line in log) >= 4


def test_one_tap_answers_and_one_tap_says_never_again(qtbot):
    t = _table(qtbot)
    t.wait_for(ANN)
    assert t.kind() == "order_request"
    assert t.offered() == [
        RequestOrder(False),
        RequestOrder(True),
        NeverAskOrder(),
    ]
    assert "never ask me again" in t.labels()[2]
    t.choose(NeverAskOrder())
    seen = _asked(t)
    t.wait_for(ANN)
    assert t.kind() == "production"
    t.done()
    t.wait_for(ANN)
    assert t.kind() == "movement" and ("order_request", ANN) not in seen
    assert ("order_request", 1) in seen  # Bob is still asked


def test_the_settings_never_ask_reaches_a_new_game_at_the_window(qtbot):
    """'We never ask for the play order' in Settings: the people's seats of a new game started
    from the window are in its `never_ask` (a bot's seat is asked as ever)."""
    from desktop.settings import Settings
    from desktop.shell import saves
    from desktop.shell.main_window import MainWindow
    from desktop.shell.new_game import GameSetup
    from rules.core.games import ruleset

    settings = Settings(lang="en", bot_pause_ms=5, never_ask_order=True)
    window = MainWindow(settings, autosave=saves.autosave_path(), bots=False)
    qtbot.addWidget(window)
    window.start(offer_resume=False)
    seats = [{"name": "Ann", "bot": None}, {"name": "Bo", "bot": "heuristic"}]
    options = ruleset("roads-and-boats").normalize_options({"players": 2, "seats": seats})
    window.new_game(GameSetup("roads-and-boats", options, SEED, "en"))
    assert window.model.session.options["never_ask"] == [0]
