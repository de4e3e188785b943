"""`steamtable-cli tournament`: the levels rotated through the seats game by game, and what is
counted for each level — wins (a shared win split), the win share with its 95 % Wilson interval,
the mean main score and the seconds per decision of that level's decisions."""

from __future__ import annotations

import itertools
import re
from collections import Counter

import pytest

from rules.bots.tournament import (
    LevelTally,
    Outcome,
    Plan,
    Spec,
    lineup,
    main_score,
    play,
    run,
    schedule,
    tally,
    wilson,
)
from rules.cli import main
from rules.core.games import ruleset

# -- the Wilson score interval --------------------------------------------------------------------


# Newcombe, "Two-sided confidence intervals for the single proportion", Statistics in Medicine
# 17 (1998) 857-872, table II, method 3 (the score interval without continuity correction); and
# the two ends in closed form.
@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [
        (81, 263, 0.2553, 0.3662),
        (15, 148, 0.0624, 0.1605),
        (0, 20, 0.0, 0.1611),  # z² / (n + z²)
        (1, 29, 0.0061, 0.1718),
        (10, 10, 0.7225, 1.0),  # n / (n + z²)
        (50, 100, 0.4038, 0.5962),
    ],
)
def test_the_wilson_interval_matches_known_values(wins, games, low, high):
    found = wilson(wins, games)
    assert found == pytest.approx((low, high), abs=5e-5)


def test_the_wilson_interval_holds_its_share_and_narrows_with_more_games():
    for wins, games in [(3, 10), (7.5, 10), (30, 100)]:
        low, high = wilson(wins, games)
        assert 0 <= low < wins / games < high <= 1
    assert wilson(30, 100)[1] - wilson(30, 100)[0] < wilson(3, 10)[1] - wilson(3, 10)[0]
    assert wilson(0, 0) == (0.0, 1.0)


# -- the schedule -------------------------------------------------------------------------------


def test_the_line_up_repeats_the_levels_to_fill_the_seats():
    assert lineup(["strong", "standard"], 2) == ("strong", "standard")
    assert lineup(["strong", "standard"], 5) == ("strong", "standard") * 2 + ("strong",)
    with pytest.raises(ValueError):
        lineup(["easy", "standard", "strong"], 2)


def test_two_levels_swap_seats_game_by_game_on_the_same_deal():
    plans = schedule(["standard", "easy"], 2, 4, 10)
    assert [p.levels for p in plans] == [("standard", "easy"), ("easy", "standard")] * 2
    assert [p.seed for p in plans] == [10, 10, 11, 11]
    assert [p.number for p in plans] == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("levels", "seats"),
    [(["strong", "standard"], 2), (["strong", "standard", "easy"], 3), (["easy", "standard"], 4)],
)
def test_every_level_sits_in_every_seat_equally_often(levels, seats):
    plans = schedule(levels, seats, 3 * seats, 1)
    for seat in range(seats):
        count = Counter(p.levels[seat] for p in plans)
        want = Counter(lineup(levels, seats))
        assert count == Counter({lv: 3 * n for lv, n in want.items()})
    for a, b in itertools.pairwise(plans):  # each game turns the table one seat on
        assert b.levels == (a.levels[-1], *a.levels[:-1])


def test_the_seats_the_rules_play_stay_out_of_the_rotation():
    plans = schedule(["strong", "standard"], 2, 2, 1, rules_seats=2)
    assert [p.levels for p in plans] == [
        ("strong", "standard", None, None),
        ("standard", "strong", None, None),
    ]


# -- the tally ----------------------------------------------------------------------------------


def _outcome(levels, winners, scores, seconds=None, decisions=None) -> Outcome:
    n = len(levels)
    return Outcome(
        tuple(levels),
        tuple(winners),
        "total",
        tuple(float(s) for s in scores),
        tuple(seconds or [1.0] * n),
        tuple(decisions or [10] * n),
    )


def test_wins_scores_and_seconds_are_counted_per_level():
    outcomes = [
        _outcome(["strong", "easy"], [0], [50, 30], [4.0, 0.5], [10, 10]),
        _outcome(["easy", "strong"], [1], [20, 60], [0.2, 6.0], [5, 10]),
        _outcome(["strong", "easy"], [0, 1], [40, 40], [2.0, 0.3], [10, 15]),  # a shared win
        _outcome(["easy", "strong"], [0], [45, 35], [0.0, 3.0], [0, 10]),
    ]
    strong, easy = tally(outcomes)
    assert (strong.level, strong.games, strong.wins, strong.seats) == ("strong", 4, 2.5, 4)
    assert (easy.level, easy.games, easy.wins, easy.seats) == ("easy", 4, 1.5, 4)
    assert strong.share == 0.625 and easy.share == 0.375
    assert strong.interval == wilson(2.5, 4)
    assert strong.mean_score == (50 + 60 + 40 + 35) / 4
    assert easy.mean_score == (30 + 20 + 40 + 45) / 4
    assert strong.seconds_per_decision == pytest.approx(15.0 / 40)
    assert easy.seconds_per_decision == pytest.approx(1.0 / 30)


def test_a_level_in_two_seats_plays_one_game_and_wins_it_whole():
    outcomes = [
        _outcome(["strong", "standard", "strong", "standard"], [0, 2], [9, 5, 9, 7]),
        _outcome(["standard", "strong", "standard", "strong"], [0, 3], [8, 6, 6, 8]),
    ]
    strong, standard = tally(outcomes)
    assert (strong.games, strong.wins, strong.seats) == (2, 1.5, 4)
    assert (standard.games, standard.wins, standard.seats) == (2, 0.5, 4)
    assert strong.mean_score == (9 + 9 + 6 + 8) / 4
    assert strong.share + standard.share == 1


def test_the_seats_the_rules_play_are_counted_for_no_level():
    outcomes = [_outcome(["easy", "standard", None], [2], [1, 2, 3])]
    assert [(t.level, t.games, t.wins) for t in tally(outcomes)] == [
        ("easy", 1, 0.0),
        ("standard", 1, 0.0),
    ]


def test_an_empty_tally_says_nothing_of_shares():
    empty = LevelTally("easy")
    assert (empty.share, empty.interval, empty.mean_score, empty.seconds_per_decision) == (
        0.0,
        (0.0, 1.0),
        0.0,
        0.0,
    )


def test_the_main_score_is_the_total_or_what_the_title_ranks_by():
    assert main_score({"contracts": 3, "total": 88}) == 88
    assert main_score({"powered": 17, "money": 40}) == 17
    assert main_score({}) == 0


# -- playing ------------------------------------------------------------------------------------


def _spec(game: str = "powergrid", **options) -> Spec:
    normal = ruleset(game).normalize_options({"players": 2, **options})
    normal["seats"] = [{k: v for k, v in s.items() if k != "bot"} for s in normal["seats"]]
    return Spec(game, normal)


def _same_but_time(outcome: Outcome) -> tuple:
    return outcome.levels, outcome.winners, outcome.score_key, outcome.scores, outcome.decisions


def test_a_game_of_the_schedule_is_played_with_its_levels_and_timed():
    outcome = play(_spec(), Plan(0, 3, ("standard", "random")))
    assert outcome.levels == ("standard", "random") and outcome.score_key == "powered"
    assert outcome.winners and all(d > 0 for d in outcome.decisions)
    assert all(s > 0 for s in outcome.seconds)
    again = play(_spec(), Plan(0, 3, ("standard", "random")))
    assert _same_but_time(again) == _same_but_time(outcome)


def test_parallel_games_give_what_one_after_the_other_gives():
    plans = schedule(["standard", "easy"], 2, 4, 7)
    alone = run(_spec(), plans, jobs=1)
    together = run(_spec(), plans, jobs=2)
    assert [_same_but_time(o) for o in together] == [_same_but_time(o) for o in alone]


# -- the command ----------------------------------------------------------------------------------

LEVEL_LINE = re.compile(
    r"^(\w+): won (\d+(?:\.\d+)?) of (\d+) games, win share (\d+\.\d)% "
    r"\(95% interval (\d+\.\d)–(\d+\.\d)%\), mean Cities powered (\d+\.\d), "
    r"(\d+(?:\.\d+)?) s per decision$"
)


def test_the_command_prints_each_levels_numbers(capsys):
    argv = ["tournament", "--game", "powergrid", "--seats", "standard,random", "--games", "4"]
    assert main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == ("Power Grid: 4 games of 2 players, the seats rotated game by game (seed 1)")
    found = [LEVEL_LINE.match(line) for line in out[1:]]
    assert all(found) and len(found) == 2, out
    assert [m.group(1) for m in found] == ["standard", "random"]
    assert sum(float(m.group(2)) for m in found) == 4
    assert all(m.group(3) == "4" for m in found)
    assert all(float(m.group(5)) <= float(m.group(4)) <= float(m.group(6)) for m in found)


def test_the_command_speaks_korean_and_takes_more_seats_than_levels(capsys):
    argv = ["tournament", "--game", "powergrid", "--players", "3", "--seats", "heuristic,random"]
    assert main([*argv, "--games", "3", "--seed", "4", "--lang", "ko"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "파워그리드: 3인 게임 3판, 판마다 자리를 돌려 앉음 (시드 4)"
    assert out[1].startswith("standard: 3판 중 ") and "승률" in out[1] and "95% 구간" in out[1]
    assert out[2].startswith("random: 3판 중 ") and out[2].endswith("초")


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--seats", "easy,standard,strong", "--players", "2"], "--seats names 3 levels"),
        (["--seats", "expert"], 'Unknown bot level "expert"'),
        (["--seats", "easy,,standard"], "--seats names an empty level"),
        (["--seats", "easy", "--think", "1", "--iterations", "5"], "not allowed with argument"),
        (["--seats", "easy", "--think", "0"], "--think"),
        (["--seats", "easy", "--jobs", "0"], "--jobs"),
    ],
)
def test_the_command_refuses_what_it_cannot_play_in_one_line(capsys, argv, said):
    base = ["tournament", "--game", "powergrid", "--games", "2"]
    assert main([*base, *argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("steamtable-cli: error: ") and said in err
    assert err.count("\n") == 1
