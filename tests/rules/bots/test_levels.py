"""The bot levels: people choose easy, standard or strong; random is for tests and the command line;
"heuristic", standard's older name, is still taken. `--bots` names one level for every seat or one
per seat. Saves made when the levels were "heuristic" and "random" still load, replay to the state
they recorded and are saved again under the names of now. The easy bot is the standard bot with
reproducible slips of the standard choice's own kind."""

from __future__ import annotations

import json

import pytest

import rules.core.session as session_module
from rules.bots import ALIASES, LEVELS, OFFERED, RandomBot, level_name, make_bot
from rules.bots.easy import EasyBot, variations
from rules.cli import main
from rules.core.actions import Action
from rules.core.descriptor import load
from rules.core.errors import OptionsError
from rules.core.games import title
from rules.core.i18n import render
from rules.core.session import Session
from rules.playout import finish, make_bots, play_game
from rules.powergrid.actions import Build, BuyFuel

TITLES = ["powergrid", "brass-birmingham", "brass-lancashire", "barrage", "roads-and-boats"]
PREFIX = "steamtable-cli: error: "


# -- the names ------------------------------------------------------------------------------------


def test_people_choose_three_levels_and_random_is_for_tests_and_the_command_line():
    assert OFFERED == ("easy", "standard", "strong")
    assert LEVELS == ("easy", "standard", "strong", "random")
    assert ALIASES == {"heuristic": "standard"}


@pytest.mark.parametrize(
    ("given", "name"),
    [("easy", "easy"), ("standard", "standard"), ("heuristic", "standard"), ("random", "random")],
)
def test_a_level_is_known_by_its_name_or_its_older_one(given, name):
    assert level_name(given) == name


@pytest.mark.parametrize(("lang", "words"), [("en", "Unknown bot level"), ("ko", "봇 수준")])
def test_an_unknown_level_is_refused_naming_the_levels(lang, words):
    with pytest.raises(OptionsError) as refused:
        level_name("expert")
    said = render(refused.value.reason, lang)
    assert words in said and "expert" in said
    assert all(level in said for level in LEVELS)


def test_each_level_makes_its_bot():
    standard = load(title("powergrid").bot)
    assert type(make_bot("powergrid", "standard", 1)) is standard
    assert type(make_bot("powergrid", "heuristic", 1)) is standard
    assert isinstance(make_bot("powergrid", "random", 1), RandomBot)
    easy = make_bot("powergrid", "easy", 1)
    assert isinstance(easy, EasyBot) and type(easy.standard) is standard


def test_the_strong_bot_gets_the_search_budget_it_is_given(monkeypatch):
    import rules.bots.search as search

    made: list[tuple[str, int, dict]] = []

    class StandIn:
        def __init__(self, game_id: str, seed: int, **budget: object) -> None:
            made.append((game_id, seed, budget))

    monkeypatch.setattr(search, "SearchBot", StandIn)
    make_bot("powergrid", "strong", 7)
    make_bot("powergrid", "strong", 8, think=0.5)
    make_bot("powergrid", "strong", 9, iterations=12)
    assert made == [
        ("powergrid", 7, {}),
        ("powergrid", 8, {"think": 0.5}),
        ("powergrid", 9, {"iterations": 12}),
    ]


def test_the_strong_bot_plays_a_legal_answer_with_a_tiny_budget():
    from rules.bots.search import SearchBot

    session = Session("powergrid", {"players": 2}, 3)
    bot = make_bot("powergrid", "strong", 3, iterations=2)
    assert isinstance(bot, SearchBot)
    for _ in range(6):
        prompt = session.rules.prompt(session.state)
        action = bot.choose(session.rules, session.state, prompt.seat)
        assert session.rules.why_not(session.state, action) is None
        session.apply(action, by="bot")


def test_a_new_game_names_the_levels_as_they_are_now():
    seats = [{"bot": "heuristic"}, {"bot": "random"}, {"bot": None}]
    session = Session("powergrid", {"players": 3, "seats": seats}, 1)
    assert [s["bot"] for s in session.options["seats"]] == ["standard", "random", None]
    assert seats[0]["bot"] == "heuristic"  # the options given are not changed


# -- saves made under the older names ------------------------------------------------------------


def _old_save(monkeypatch, game: str, decisions: int) -> dict:
    """A save as the app wrote it before the levels were renamed: its seats say "heuristic" and
    "random", and so does the state of a title that keeps each seat's level in it (Barrage,
    Roads & Boats), whose hash the save records. The app of then took the names as given."""
    with monkeypatch.context() as old_app:
        old_app.setattr(session_module, "with_current_levels", lambda options: options)
        seats = [{"bot": "heuristic"}, {"bot": "random"}]
        session = Session(game, {"players": 2, "seats": seats}, 5)
        bots = make_bots(game, 5, ["standard", "random"])
        rules = session.rules
        while len(session.steps) < decisions and (prompt := rules.prompt(session.state)):
            action = rules.rules_action(session.state)
            if action is not None:
                session.apply(action, by="rules")
            else:
                session.apply(bots[prompt.seat].choose(rules, session.state, prompt.seat), by="bot")
        data = json.loads(json.dumps(session.to_save()))
    assert [s["bot"] for s in data["options"]["seats"]] == ["heuristic", "random"]
    return data


@pytest.mark.parametrize("game", TITLES)
def test_a_save_with_heuristic_and_random_seats_loads_and_is_saved_again_renamed(
    monkeypatch, tmp_path, game
):
    old = _old_save(monkeypatch, game, 60)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old, indent=1), encoding="utf-8")
    before = path.read_bytes()

    loaded = Session.load(path)
    assert loaded.replayed_hash == old["state_hash"]  # replayed to the state it recorded
    assert path.read_bytes() == before  # and never touched
    assert [s["bot"] for s in loaded.options["seats"]] == ["standard", "random"]
    assert [a.to_json() for a in loaded.actions] == old["actions"]
    assert [s.by for s in loaded.steps].count("bot") == len(old["bots"])

    loaded.save(tmp_path / "again.json")
    again = json.loads((tmp_path / "again.json").read_text(encoding="utf-8"))
    assert [s["bot"] for s in again["options"]["seats"]] == ["standard", "random"]
    assert again["actions"] == old["actions"] and again["bots"] == old["bots"]
    reloaded = Session.load(tmp_path / "again.json")
    assert reloaded.hash() == loaded.hash() == again["state_hash"]
    assert reloaded.replayed_hash == again["state_hash"]


@pytest.mark.parametrize("game", ["powergrid", "barrage"])
def test_the_game_goes_on_from_an_old_save_as_it_would_have(monkeypatch, game):
    """The bots play the loaded game to the same end as the game played straight through."""
    old = _old_save(monkeypatch, game, 40)
    loaded = Session.from_save(old)
    straight = play_game(game, {"players": 2}, 5, ["standard", "random"])
    finish(loaded, make_bots(game, 5, ["standard", "random"]))
    assert loaded.actions[: len(old["actions"])] == straight.actions[: len(old["actions"])]
    assert loaded.rules.result(loaded.state) is not None


def test_replay_prints_the_hash_an_old_save_recorded(monkeypatch, capsys, tmp_path):
    old = _old_save(monkeypatch, "roads-and-boats", 30)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1].endswith(old["state_hash"])


# -- --bots on the command line -----------------------------------------------------------------


def _played(capsys, tmp_path, *bots: str) -> list[str | None]:
    path = tmp_path / "game.json"
    argv = ["play", "--game", "powergrid", "--players", "3", "--seed", "2", "--save", str(path)]
    assert main([*argv, *bots]) == 0, capsys.readouterr().err
    capsys.readouterr()
    data = json.loads(path.read_text(encoding="utf-8"))
    return [s["bot"] for s in data["options"]["seats"]]


def test_bots_names_one_level_for_every_seat(capsys, tmp_path):
    assert _played(capsys, tmp_path, "--bots", "easy") == ["easy"] * 3
    assert _played(capsys, tmp_path, "--bots", "heuristic") == ["standard"] * 3
    assert _played(capsys, tmp_path) == ["random"] * 3  # play's default


def test_bots_names_one_level_per_seat(capsys, tmp_path):
    levels = _played(capsys, tmp_path, "--bots", "standard,easy,random")
    assert levels == ["standard", "easy", "random"]
    assert _played(capsys, tmp_path, "--bots", "random, heuristic ,easy") == [
        "random",
        "standard",
        "easy",
    ]


def test_per_seat_levels_leave_the_automas_their_seats(capsys, tmp_path):
    path = tmp_path / "game.json"
    argv = ["play", "--game", "barrage", "--players", "3", "--automa", "1", "--seed", "2"]
    assert main([*argv, "--bots", "random,easy", "--save", str(path)]) == 0
    seats = json.loads(path.read_text(encoding="utf-8"))["options"]["seats"]
    assert [s["bot"] for s in seats] == ["random", "easy", None]


@pytest.mark.parametrize(
    ("bots", "lang", "said"),
    [
        ("standard,easy", "en", "--bots names 2 levels, but bots take 3 seats here"),
        ("standard,easy", "ko", "--bots에 수준이 2개 있지만 여기서 봇이 앉는 자리는 3개예요"),
        (
            "expert",
            "en",
            'Unknown bot level "expert"; choose one of: easy, standard, strong, random.',
        ),
        ("easy,expert,easy", "ko", '"expert" (고를 수 있는 수준: easy, standard, strong, random)'),
        ("easy,,easy", "en", "--bots names an empty level: give levels from easy, standard,"),
        ("easy,,easy", "ko", "--bots에 빈 수준이 있어요. easy, standard, strong, random 중에서"),
    ],
)
def test_wrong_bots_are_refused_in_one_line_naming_the_levels(capsys, tmp_path, bots, lang, said):
    path = tmp_path / "game.json"
    argv = ["play", "--game", "powergrid", "--players", "3", "--bots", bots, "--lang", lang]
    assert main([*argv, "--save", str(path)]) == 2
    out, err = capsys.readouterr()
    prefix = PREFIX if lang == "en" else "steamtable-cli: 오류: "
    assert out == "" and err.startswith(prefix) and said in err and err.count("\n") == 1
    assert not path.exists()


# -- the easy bot ---------------------------------------------------------------------------------


def _decisions(game: str, seed: int, levels: list[str]) -> list[Action]:
    return play_game(game, {"players": 2}, seed, levels).actions


def test_an_easy_game_is_reproducible():
    assert _decisions("powergrid", 4, ["easy", "easy"]) == _decisions("powergrid", 4, ["easy"] * 2)


@pytest.mark.parametrize("game", TITLES)
def test_easy_slips_are_the_standard_choice_made_a_little_worse(game):
    """Over the first decisions of a game, easy plays standard's choice, or at some of them
    (never all) a legal answer of the same kind in the fewest changed fields."""
    session = Session(game, {"players": 2}, 3)
    easy = make_bot(game, "easy", 3)
    assert isinstance(easy, EasyBot)
    watched = make_bot(game, "standard", 3)  # the standard bot's twin, asked the same questions
    rules = session.rules
    decisions = slips = 0
    while decisions < 120 and (prompt := rules.prompt(session.state)) is not None:
        action = rules.rules_action(session.state)
        if action is None:
            before = easy.slips
            action = easy.choose(rules, session.state, prompt.seat)
            pick = watched.choose(rules, session.state, prompt.seat)
            if easy.slips > before:
                slips += 1
                seen = rules.view(session.state, prompt.seat)
                assert type(action) is type(pick) and action != pick
                assert action in variations(rules, seen, pick)
            else:
                assert action == pick
            decisions += 1
            assert rules.why_not(session.state, action) is None
        session.apply(action, by="bot")
    assert 0 < slips < decisions


def test_a_slip_of_an_amount_is_one_step_off():
    session = Session("powergrid", {"players": 2}, 1)
    play = make_bots("powergrid", 1, ["standard", "standard"])
    rules = session.rules
    while (prompt := rules.prompt(session.state)).kind != "buy":
        session.apply(play[prompt.seat].choose(rules, session.state, prompt.seat), by="bot")
    seen = rules.view(session.state, prompt.seat)
    buy = next(a for a in rules.legal_actions(seen) if isinstance(a, BuyFuel))
    counts = list(rules.amounts(seen, buy))
    assert len(counts) >= 3
    middle = buy.with_amount(counts[1])
    assert variations(rules, seen, middle) == [
        buy.with_amount(counts[0]),
        buy.with_amount(counts[2]),
    ]


def test_a_slip_of_a_target_takes_one_nearest_in_price():
    session = Session("powergrid", {"players": 2}, 1)
    play = make_bots("powergrid", 1, ["standard", "standard"])
    rules = session.rules
    while (prompt := rules.prompt(session.state)).kind != "build" or not any(
        isinstance(a, Build) for a in rules.legal_actions(session.state)
    ):
        session.apply(play[prompt.seat].choose(rules, session.state, prompt.seat), by="bot")
    seen = rules.view(session.state, prompt.seat)
    builds = [a for a in rules.legal_actions(seen) if isinstance(a, Build)]
    prices = dict(zip(builds, rules.costs(seen, builds), strict=True))
    cheapest = min(builds, key=lambda a: (prices[a], a.city))
    found = variations(rules, seen, cheapest)
    assert found and cheapest not in found and all(isinstance(a, Build) for a in found)
    others = sorted(prices[a] for a in builds if a != cheapest)
    assert max(prices[a] for a in found) <= others[1]  # the nearest two prices, ties kept
