"""Barrage's scoring step by step (desktop/games/barrage/scoring.py) and its end screen.

Seeded headless games (heuristic bots, the rules' own action for the Automa) are played while
the rules' Scoring phase is watched: each company's VP as it begins and ends, and its VP by
source. Each round's sheet is the energy ranking, the energy track and the round's bonus tile;
the last round's adds the final scoring's objective, leftover resources, water (and, with the
expansion, private buildings). Every step's VP per seat is what the rules scored for it, the
tally runs from each seat's VP before the scoring to its VP after it (the final scores at the
end), Automas included; no other change has a sheet. The texts read in English and Korean, and
the end screen gives every company's VP by source, adding up to its total.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

import pytest
from PySide6.QtWidgets import QWidget

from desktop.board.score_sheet import ScoreSheet
from desktop.games.barrage import scoring as steps_of
from desktop.session_model import SessionModel
from desktop.shell.end_screen import EndScreen
from desktop.shell.score_steps import ScoreSteps
from rules.barrage import rounds, scoring
from rules.barrage.data import ROUNDS, barrage_data
from rules.barrage.state import SOURCES
from rules.bots import make_bot
from rules.core.events import Event
from rules.core.i18n import LANGUAGES, catalog, render
from rules.core.session import Session
from rules.core.text import Text

OPTIONS = {"players": 3, "automa": 1, "difficulty": "normal"}
SEEDS = (3, 8)
HANGUL = re.compile("[\uac00-\ud7a3]")
ROUND = {  # the round's step titles and the source each one's VP are kept under
    "barrage.ui.scoring.ranking": "ranking",
    "barrage.ui.scoring.track": "track",
    "barrage.ui.scoring.bonus_counts": "bonus",
}
ROUND_EVENTS = {
    "ranking": "barrage.event.ranking_vp",
    "track": "barrage.event.track_reward",
    "bonus": "barrage.event.bonus_vp",
}
FINAL = {f"barrage.ui.scoring.{source}": source for source in scoring.FINAL_SOURCES}


@dataclass
class Scored:
    """One change in which the rules' Scoring phase ran, and what the table made of it."""

    round_: int
    events: list[Event]
    sheet: ScoreSheet | None
    before: list[int]  # each company's VP as the Scoring phase began
    after: list[int]  # and as it ended (the final scoring included)
    by_source: list[dict[str, int]]  # VP each company scored in play by source, this change
    energy: list[int]  # each company's energy as it was scored


@dataclass
class Game:
    session: Session
    scored: list[Scored]
    sheets_elsewhere: int  # sheets made for changes without a Scoring phase (must be 0)


def _play(seed: int, options: dict, rounds_: int = ROUNDS) -> Game:
    """Play to the end of round `rounds_`, the game's end by default, watching every change."""
    session = Session("barrage", options, seed)
    rules, state = session.rules, session.state
    bots = [make_bot("barrage", "heuristic", seed * 1000 + s) for s in state.seats]
    phases: list[tuple[list[int], list[int], list[int]]] = []
    real = rounds.round_scoring

    def watched(s):  # the ruleset calls it through the module: VP either side of the phase
        before, energy = [c.vp for c in s.companies], [c.energy for c in s.companies]
        events = real(s)
        phases.append((before, [c.vp for c in s.companies], energy))
        return events

    scored: list[Scored] = []
    elsewhere = 0
    rounds.round_scoring = watched
    try:
        while (prompt := rules.prompt(state)) is not None and len(scored) < rounds_:
            kept = [dict(c.scored) for c in state.companies]
            round_, seen = state.round, len(phases)
            action = rules.rules_action(state)
            if action is not None:
                events = session.apply(action, by="rules")
            else:
                events = session.apply(
                    bots[prompt.seat].choose(rules, state, prompt.seat), by="bot"
                )
            sheet = steps_of.steps(events, state)
            if len(phases) == seen:
                elsewhere += sheet is not None
                continue
            assert len(phases) == seen + 1, "one Scoring phase a change"
            gained = [
                {k: c.scored.get(k, 0) - old.get(k, 0) for k in SOURCES}
                for c, old in zip(state.companies, kept, strict=True)
            ]
            before, after, energy = phases[-1]
            scored.append(Scored(round_, events, sheet, before, after, gained, energy))
    finally:
        rounds.round_scoring = real
    return Game(session, scored, elsewhere)


@functools.cache
def _game(seed: int, expansion: bool = False) -> Game:
    return _play(seed, {**OPTIONS, "expansion": expansion})


def _round_columns(sheet: ScoreSheet) -> list:
    return [s for s in sheet.steps if s.title.key in ROUND]


def _check_round(scored: Scored, seats: list[int]) -> None:
    """The round's three steps: each seat's VP per step are the rules' events for it and what
    the rules kept under its source; every seat, Automas too, is on the track and the tile."""
    columns = _round_columns(scored.sheet)
    assert [ROUND[s.title.key] for s in columns] == ["ranking", "track", "bonus"]
    for step in columns:
        source = ROUND[step.title.key]
        events = [e for e in scored.events if e.key == ROUND_EVENTS[source]]
        for seat in seats:
            from_events = sum(e.params["vp"] for e in events if e.seat == seat)
            assert step.gains.get(seat, 0) == from_events == scored.by_source[seat][source]
        if source != "ranking":  # only companies with energy rank; all take the rest
            assert set(step.gains) == set(seats)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_end_of_round_1_is_scored_ranking_track_bonus(seed):
    game = _play(seed, OPTIONS, rounds_=1)
    state = game.session.state
    assert game.sheets_elsewhere == 0  # no sheet for the changes before the scoring
    [scored] = game.scored
    sheet = scored.sheet
    assert sheet is not None and scored.round_ == 1
    assert sheet.heading == Text("barrage.ui.scoring.heading", {"round": 1})
    assert [s.title.key for s in sheet.steps] == list(ROUND)
    counts = barrage_data().bonus_tiles[state.bonus[0]].counts
    assert sheet.steps[2].title.params == {"counts": counts}  # named by round 1's tile
    seats = list(state.seats)
    _check_round(scored, seats)

    # the tally runs from each seat's VP before the Scoring phase to its VP after it
    assert state.round == 2  # the same change went on into round 2
    assert sheet.start() == scored.before
    assert sheet.totals == scored.after
    for seat in seats:
        assert sum(s.gains.get(seat, 0) for s in sheet.steps) == (
            scored.after[seat] - scored.before[seat]
        )

    # the track gives each company its VP for its energy; an Automa its credits as VP too (§8.1)
    for c in state.companies:
        credits, vp = scoring.track_reward(scored.energy[c.seat])
        reward = next(
            e for e in scored.events if e.key == ROUND_EVENTS["track"] and e.seat == c.seat
        )
        assert reward.params == {"credits": credits, "vp": vp + (credits if c.automa else 0)}
        assert sheet.steps[1].gains[c.seat] == reward.params["vp"]


@pytest.mark.parametrize(("seed", "expansion"), [(SEEDS[0], False), (SEEDS[1], False), (5, True)])
def test_every_round_and_the_final_scoring_add_up_to_the_final_scores(seed, expansion):
    game = _game(seed, expansion)
    state = game.session.state
    assert state.over and game.session.rules.prompt(state) is None
    assert game.sheets_elsewhere == 0
    assert [s.round_ for s in game.scored] == list(range(1, ROUNDS + 1))
    seats = list(state.seats)
    for scored in game.scored:
        sheet = scored.sheet
        assert sheet is not None
        _check_round(scored, seats)
        # not the VP at the end of the change: the next round's incomes (an Automa's credits
        # are VP) come in the same change, after the scoring
        assert sheet.start() == scored.before and sheet.totals == scored.after

    # rounds 1-4 alone; round 5's sheet goes on with the final scoring, in the rules' order
    *middle, last = game.scored
    for scored in middle:
        assert [s.title.key for s in scored.sheet.steps] == list(ROUND)
    sheet = last.sheet
    finals = ["objective", "resources", "water", *(["buildings"] if expansion else [])]
    assert [s.title.key for s in sheet.steps] == [
        *ROUND,
        *(f"barrage.ui.scoring.{f}" for f in finals),
    ]
    assert sheet.heading == Text("barrage.ui.scoring.final_heading", {"round": ROUNDS})
    for step in sheet.steps[3:]:
        source = FINAL[step.title.key]
        for seat in seats:
            event = next(
                e for e in last.events if e.key == "barrage.event.final_scoring" and e.seat == seat
            )
            parts = scoring.final_parts(state, seat)
            assert step.gains[seat] == event.params[source] == parts[source]

    # the last tally ends at the final scores, and every sheet's steps add up to what each
    # company scored for the ranking, the track and the bonus tiles all game
    finals_vp = [c.vp for c in state.companies]
    assert sheet.totals == finals_vp
    assert [scoring.breakdown(state, s)["total"] for s in seats] == finals_vp
    for source in ("ranking", "track", "bonus"):
        for seat in seats:
            summed = sum(
                step.gains.get(seat, 0)
                for scored in game.scored
                for step in _round_columns(scored.sheet)
                if ROUND[step.title.key] == source
            )
            assert summed == state.companies[seat].scored.get(source, 0)
    assert any(any(step.gains.values()) for step in sheet.steps[3:]), "a seed that scores"


def test_other_changes_have_no_sheet():
    assert steps_of.steps([], _game(SEEDS[0]).session.state) is None
    passed = [Event("barrage.event.passed", {}, 0), Event("barrage.event.vp_gained", {"n": 2}, 1)]
    assert steps_of.steps(passed, _game(SEEDS[0]).session.state) is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sheet_reads_in_both_languages_and_plays_on_the_tally(qtbot, lang):
    game = _game(SEEDS[0], True)
    names = [s["name"] for s in game.session.options["seats"]]
    colours = [s["colour"] for s in game.session.options["seats"]]
    for scored in game.scored:
        sheet = scored.sheet
        for item in [sheet.heading, *(step.title for step in sheet.steps)]:
            said = render(item, lang)
            assert said and "barrage." not in said and "{" not in said, (item, said)
            assert bool(HANGUL.search(said)) == (lang == "ko"), said
            assert item.key in catalog(lang)
    # the shell's tally draws the last sheet, ending at the final scores
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(1600, 1000)
    over = QWidget(table)
    over.setGeometry(0, 0, 1600, 1000)
    tally = ScoreSteps(table, over, lang)
    sheet = game.scored[-1].sheet
    tally.present(sheet.heading, list(zip(names, colours, strict=True)), sheet.start(), sheet.steps)
    tally.finish()
    assert tally.totals() == sheet.totals == [c.vp for c in game.session.state.companies]
    assert tally.heading == render(sheet.heading, lang)
    assert all(title and "barrage." not in title for title, _ in tally.steps)
    tally.grab()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("expansion", [False, True])
def test_the_end_screen_gives_every_companys_vp_by_source(qtbot, lang, expansion):
    game = _game(SEEDS[1] if not expansion else 5, expansion)
    session, state = game.session, game.session.state
    result = session.rules.result(state)
    assert result is not None
    columns = [*SOURCES, "play", *scoring.FINAL_SOURCES, "total"]
    assert sorted(s.seat for s in result.standings) == list(state.seats)  # the Automa too
    for standing in result.standings:
        assert list(standing.score) == columns
        parts = [v for k, v in standing.score.items() if k != "total"]
        assert sum(parts) == standing.score["total"] == state.companies[standing.seat].vp
    for column in columns:
        said = render(Text(f"barrage.score.{column}"), lang)
        assert said != f"barrage.score.{column}" and bool(HANGUL.search(said)) == (lang == "ko")

    screen = EndScreen(SessionModel(session, lang=lang), result)
    qtbot.addWidget(screen)
    table = screen.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers[2:] == [render(Text(f"barrage.score.{c}"), lang) for c in columns]
    assert not any("barrage.score." in h for h in headers)
    names = [s["name"] for s in session.options["seats"]]
    assert screen.ranking() == [names[s.seat] for s in result.standings]
    for row, standing in enumerate(result.standings):
        cells = [int(table.item(row, 2 + i).text()) for i in range(len(columns))]
        assert cells == [standing.score[c] for c in columns]
        assert sum(cells[:-1]) == cells[-1] == state.companies[standing.seat].vp
