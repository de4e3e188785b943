"""The end of each Brass era scored step by step over the board (issue 13, item 7): links first,
then industries (then Lancashire's money), each seat's VP counting up into a running total that
ends at its score; a tap skips to the full tally, a tap on it closes it; the bots play on under
it; it waits for a held piece; the end screen words every source of VP in both languages."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.games import TITLES
from desktop.games.brass import scoring
from desktop.session_model import SessionModel
from desktop.shell.end_screen import EndScreen
from desktop.shell.score_steps import ScoreSteps
from desktop.shell.table import TableScreen
from rules.core.i18n import LANGUAGES, catalog, render
from rules.core.session import Session
from rules.playout import play_game

GAMES = ("brass-birmingham", "brass-lancashire")
ERA_END = "brass.event.era_end"
STEPS = ("brass.event.links_scored", "brass.event.industries_scored")
HANGUL = re.compile("[\uac00-\ud7a3]")


class Watch:
    """A table of bots playing on their own (no pause), and what each change did: the events
    and each seat's VP by source once it was applied."""

    def __init__(
        self, qtbot, game: str, *, seed: int = 3, table_top: bool = False, lang: str = "en"
    ) -> None:
        seats = [{"name": n, "bot": "heuristic"} for n in ("Ann", "Bo", "Cy")]
        session = Session(game, {"players": 3, "seats": seats}, seed)
        self.model = SessionModel(session, lang=lang, bot_pause_ms=0)
        self.table = TableScreen(TITLES[game], self.model, table_top=table_top)
        self.model.setParent(self.table)  # gone with the table, as in the app: no bot plays on
        qtbot.addWidget(self.table)
        self.table.resize(1600, 1000)
        self.table.show()
        self.vp = [self._vp()]  # by source, before the first change and after each
        self.changes: list[list] = []
        self.model.changed.connect(self._changed)  # after the table's: it has shown the steps
        self.qtbot = qtbot

    def _vp(self) -> list[dict[str, int]]:
        return [dict(p.vp) for p in self.model.state.players]

    def _changed(self, events: list) -> None:
        self.changes.append(events)
        self.vp.append(self._vp())
        if any(e.key == ERA_END for e in events):
            self.model.bots_paused = True  # hold the table still at the era's end

    def to_era_end(self) -> list:
        self.model.schedule_bot()
        self.qtbot.waitUntil(lambda: self.model.bots_paused, timeout=60_000)
        return self.changes[-1]

    @property
    def steps(self) -> ScoreSteps:
        return self.table.score_steps


def _tap(steps: ScoreSteps) -> None:
    QTest.mouseClick(steps, Qt.MouseButton.LeftButton, pos=steps.rect().center())


@pytest.mark.parametrize("game", GAMES)
def test_the_canal_era_is_scored_links_then_industries_into_each_seats_score(qtbot, game):
    watch = Watch(qtbot, game)
    events = watch.to_era_end()
    steps, state = watch.steps, watch.model.state
    assert steps.isVisible() and not steps.complete
    assert steps.heading == "End of the Canal Era"
    assert [title for title, _ in steps.steps] == ["Links", "Industries"]
    assert steps.seats == [(s["name"], s["colour"]) for s in watch.model.session.options["seats"]]

    # each step's VP per seat are the rules' events, and the rules' score changes
    by = {(e.key, e.seat): e.params["vp"] for e in events if e.key in STEPS}
    links = [by[STEPS[0], seat] for seat in range(3)]
    industries = [by[STEPS[1], seat] for seat in range(3)]
    assert [gains for _, gains in steps.steps] == [links, industries]
    before, after = watch.vp[-2], watch.vp[-1]
    pairs = list(zip(before, after, strict=True))
    assert links == [a.get("links", 0) - b.get("links", 0) for b, a in pairs]
    industry = watch.model.rules.board.industries
    assert industries == [sum(a.get(i, 0) - b.get(i, 0) for i in industry) for b, a in pairs]
    assert any(links + industries), "a seed where the era scores something"

    # the columns come one at a time, each counting up into the running total
    scores = [p.score for p in state.players]
    start = [s - g - h for s, g, h in zip(scores, links, industries, strict=True)]
    assert steps.start == start
    assert steps.revealed() == 0 and steps.totals() == start
    qtbot.waitUntil(lambda: steps.revealed() == 1, timeout=3000)
    assert len(steps.shown()) == 1
    assert all(s <= t <= s + g for s, t, g in zip(start, steps.totals(), links, strict=True))
    qtbot.waitUntil(lambda: steps.revealed() == 2, timeout=3000)
    assert steps.shown()[0] == links
    qtbot.waitUntil(lambda: steps.complete, timeout=3000)
    assert steps.shown() == [links, industries]
    assert steps.totals() == scores  # the running tally ends at each seat's score
    assert steps.isVisible()  # it stays until tapped
    steps.grab()  # it draws

    closed = []
    steps.closed.connect(lambda: closed.append(True))
    _tap(steps)
    assert not steps.isVisible() and closed == [True]


def test_a_tap_completes_the_tally_and_a_second_closes_it(qtbot):
    watch = Watch(qtbot, "brass-birmingham")
    watch.to_era_end()
    steps = watch.steps
    assert steps.isVisible() and not steps.complete
    _tap(steps)
    assert steps.complete and steps.isVisible()
    assert steps.totals() == [p.score for p in watch.model.state.players]
    _tap(steps)
    assert not steps.isVisible()


def test_the_bots_play_on_under_the_tally(qtbot):
    watch = Watch(qtbot, "brass-lancashire")
    watch.to_era_end()
    assert watch.model.state.era == "rail"
    played = len(watch.model.session.actions)
    watch.model.bots_paused = False
    watch.model.schedule_bot()
    qtbot.waitUntil(lambda: len(watch.model.session.actions) >= played + 5, timeout=10_000)
    assert watch.steps.isVisible()  # only a display: nothing waits for it
    watch.model.stop()


def test_the_tally_waits_for_a_held_piece_and_faces_the_seat_to_act(qtbot):
    watch = Watch(qtbot, "brass-birmingham", table_top=True)
    events = watch.to_era_end()
    table, steps = watch.table, watch.steps
    assert steps.degrees == table.facing(watch.model.seat_to_act())
    _tap(steps)
    _tap(steps)
    table.scene.holding = True  # a piece in hand: the tally must not come over the drag
    table.play_score_steps(events)
    assert not steps.isVisible()
    table.scene.holding = False
    table.scene.released.emit()
    assert steps.isVisible() and not steps.complete


def test_power_grid_and_other_changes_have_no_steps(qtbot):
    watch = Watch(qtbot, "brass-birmingham")
    assert watch.table.scene.score_steps([]) is None
    session = Session("powergrid", {"players": 3}, 5)
    table = TableScreen(TITLES["powergrid"], SessionModel(session, lang="en"))
    qtbot.addWidget(table)
    events = session.apply(session.rules.legal_actions(session.state)[0])
    assert table.scene.score_steps(events) is None
    assert not table.score_steps.isVisible()


@pytest.mark.parametrize("game", GAMES)
def test_every_step_of_both_eras_reads_in_both_languages(game):
    session = Session(game, {"players": 3}, 4)
    sheets = []
    for action in play_game(game, {"players": 3}, 4, ["heuristic"] * 3).actions:
        sheet = scoring.steps(session.apply(action), session.state)
        if sheet is not None:
            sheets.append(sheet)
            assert sheet.totals == [p.score for p in session.state.players]
    assert len(sheets) == 2
    titles = [[step.title.key for step in sheet.steps] for sheet in sheets]
    assert titles[0] == ["brass.steps.links_scored", "brass.steps.industries_scored"]
    extra = ["brass-lancashire.steps.money_scored"] if game == "brass-lancashire" else []
    assert titles[1] == titles[0] + extra
    for lang in LANGUAGES:
        for sheet in sheets:
            for item in [sheet.heading, *(step.title for step in sheet.steps)]:
                said = render(item, lang)
                assert said and item.key not in said and "{" not in said
                assert bool(HANGUL.search(said)) == (lang == "ko")
        for key in ("desktop.steps.total", "desktop.steps.skip", "desktop.steps.close"):
            assert key in catalog(lang)


def test_the_tally_reads_korean(qtbot):
    watch = Watch(qtbot, "brass-lancashire", lang="ko")
    watch.to_era_end()
    assert watch.steps.heading == "운하 시대 종료 점수"
    assert [title for title, _ in watch.steps.steps] == ["연결 타일", "산업 타일"]


@pytest.mark.parametrize("game", GAMES)
def test_the_end_screen_words_every_source_of_vp(qtbot, game):
    """The end screen's columns are the breakdown's sources: each has a name in both languages
    (links, every industry, the map's own sources, money)."""
    session = play_game(game, {"players": 3}, 2, ["heuristic"] * 3)
    result = session.rules.result(session.state)
    assert result is not None
    columns = list(result.standings[0].score)
    rules = session.rules
    expected = ["vp", "links", *rules.board.industries, *rules.map.score_sources, "money"]
    assert columns == expected
    for lang in LANGUAGES:
        missing = [c for c in columns if f"{game}.score.{c}" not in catalog(lang)]
        assert not missing, (lang, missing)
        screen = EndScreen(SessionModel(session, lang=lang), result)
        qtbot.addWidget(screen)
        table = screen.table
        headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        assert not any(f"{game}.score." in h for h in headers)
        for row, standing in enumerate(result.standings):
            assert table.item(row, 2).text() == str(standing.score["vp"])


def test_the_last_eras_tally_comes_before_the_end_screen_and_undo_takes_it_away(table):
    whole = play_game("brass-birmingham", {"players": 2}, 4, ["heuristic"] * 2)
    session = Session("brass-birmingham", {"players": 2}, 4)
    for action in whole.actions[:-1]:
        session.apply(action)
    window = table.window
    window.show_session(session)
    model, screen = window.model, window.table
    assert model.apply(whole.actions[-1])
    assert model.result() is not None
    steps = screen.score_steps
    assert steps.isVisible() and steps.heading == "End of the Rail Era"
    assert window.stack.currentWidget() is screen  # the end screen waits for the tally
    _tap(steps)
    _tap(steps)
    assert not steps.isVisible()
    assert isinstance(window.stack.currentWidget(), EndScreen)
    window.back_to_board()
    window.model.undo()  # the game goes on: a tally of an undone scoring is not left up
    assert model.result() is None and not steps.isVisible()
