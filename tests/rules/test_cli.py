"""steamtable-cli: play, replay and bench; one-line errors with exit code 2 that touch no file."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from rules.cli import main
from rules.core.i18n import render
from rules.core.session import Session
from rules.core.text import text
from rules.playout import play_game

ROOT = Path(__file__).resolve().parents[2]
HASH = re.compile(r"\b[0-9a-f]{64}\b")
PREFIX = "steamtable-cli: error: "
LABELS = [render(text(f"powergrid.score.{key}")) for key in ("powered", "money", "cities")]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def play_args(*extra: str, players: int = 2, seed: int = 1) -> list[str]:
    base = ["play", "--game", "powergrid", "--players", str(players), "--bots", "random"]
    return [*base, "--seed", str(seed), *extra]


def files(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file below `folder` with its bytes and modification time."""
    return {
        str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime_ns)
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


@pytest.fixture(scope="module")
def saved() -> dict:
    """A finished 2-player game as save data."""
    return play_game("powergrid", {"players": 2}, 5, ["random", "random"]).to_save()


# -- play ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("game_map", "players"), [("germany", 2), ("usa", 3)])
def test_play_prints_ranking_breakdown_and_winner(capsys, game_map, players):
    code, out, err = run(capsys, *play_args("--map", game_map, players=players))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "Final ranking"
    places = lines[1 : 1 + players]
    assert places[0].startswith("1. P")
    for line in places:
        for label in (*LABELS, "Income"):
            assert label.lower() in line.lower()
    assert lines[1 + players].startswith(("Winner: P", "Shared victory: P"))
    assert HASH.search(lines[-1]) and lines[-1].startswith("State hash")
    assert len(lines) == players + 3


def test_play_same_seed_prints_the_same_bytes(capsys):
    first = run(capsys, *play_args(players=3, seed=9))
    second = run(capsys, *play_args(players=3, seed=9))
    assert first == second
    assert run(capsys, *play_args(players=3, seed=10))[1] != first[1]


def test_play_in_korean(capsys):
    code, out, _ = run(capsys, *play_args("--lang", "ko"))
    assert code == 0
    assert out.startswith("최종 순위\n1위 P")
    assert all(render(text(f"powergrid.score.{k}"), "ko") in out for k in ("powered", "money"))
    assert "수입" in out and "상태 해시" in out
    assert "승자: " in out or "공동 승리: " in out


def test_play_heuristic_bots(capsys):
    code, out, _ = run(
        capsys, "play", "--game", "powergrid", "--players", "4", "--bots", "heuristic"
    )
    assert code == 0
    assert out.startswith("Final ranking\n1. P")
    assert "Winner: P" in out or "Shared victory: P" in out


def test_save_then_replay_gives_the_played_state_hash(capsys, tmp_path):
    path = tmp_path / "game.json"
    code, out, _ = run(capsys, *play_args("--save", str(path), players=3, seed=4))
    assert code == 0 and out.splitlines()[-1] == f"Saved to {path}"
    played = HASH.findall(out)
    code, replayed, err = run(capsys, "replay", str(path))
    assert (code, err) == (0, "")
    assert HASH.findall(replayed) == played == [Session.load(path).hash()]
    assert replayed.splitlines()[-1].startswith("Power Grid: ")
    # The ranking part is the same as play's.
    assert replayed.splitlines()[:-1] == out.splitlines()[:-2]


def test_replay_of_a_game_in_progress_prints_the_prompt(capsys, tmp_path, saved):
    data = dict(saved, actions=saved["actions"][:5])
    del data["state_hash"]
    data["state_hash"] = Session.from_save(data).hash()  # a save always records its state
    path = tmp_path / "half.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0
    first, last = out.splitlines()
    assert first.startswith("Game in progress; next: P") and "{" not in first
    assert last.startswith("Power Grid: 5 actions replayed; state hash ")


def test_bench_prints_speed(capsys):
    code, out, _ = run(capsys, "bench", "--game", "powergrid", "--games", "2", "--players", "3")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 3
    assert lines[0].endswith("decisions per second")
    assert lines[1].startswith("mean full game ") and lines[1].endswith(" over 2 games")
    assert lines[2].startswith("mean replay ")


# -- refusals: one line on stderr, exit 2, no file touched ---------------------------------------


def _refused(capsys, folder: Path, argv: list[str], prefix: str = PREFIX) -> str:
    before = files(folder)
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.startswith(prefix) and err.endswith("\n") and err.count("\n") == 1
    assert files(folder) == before
    return err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["play", "--game", "chess"], "chess"),
        (["play", "--game", "powergrid", "--map", "mars"], "mars"),
        (["play", "--game", "powergrid", "--players", "7"], "7"),
        (["play", "--game", "powergrid", "--players", "1"], "1"),
        (["play", "--game", "powergrid", "--bots", "genius"], "genius"),
        (["play", "--game", "powergrid", "--players", "x"], "--players"),
        (["play", "--game", "powergrid", "--lang", "fr"], "--lang"),
        (["bench", "--game", "powergrid", "--games", "0"], "--games"),
        (["play"], "--game"),
        (["dance"], "dance"),
        ([], "command"),
    ],
)
def test_bad_arguments_are_one_line(capsys, tmp_path, monkeypatch, argv, words):
    monkeypatch.chdir(tmp_path)
    assert words in _refused(capsys, tmp_path, argv)


def test_save_into_a_missing_folder(capsys, tmp_path):
    err = _refused(capsys, tmp_path, play_args("--save", str(tmp_path / "nowhere" / "g.json")))
    assert "nowhere" in err and not (tmp_path / "nowhere").exists()


def test_save_onto_a_folder_leaves_no_temp_file(capsys, tmp_path):
    (tmp_path / "taken").mkdir()
    err = _refused(capsys, tmp_path, play_args("--save", str(tmp_path / "taken")))
    assert "taken" in err
    assert list(tmp_path.rglob("*")) == [tmp_path / "taken"]


def test_errors_speak_korean(capsys, tmp_path):
    argv = ["replay", str(tmp_path / "x.json"), "--lang", "ko"]
    err = _refused(capsys, tmp_path, argv, prefix="steamtable-cli: 오류: ")
    assert "저장 파일이 없어요" in err


def _tamper_field(data: dict) -> dict:
    """Build the first house elsewhere: the rest no longer replays, or ends in another state."""
    for action in data["actions"]:
        if action["kind"] == "build":
            action["city"] = "hamburg" if action["city"] == "berlin" else "berlin"
            return data
    raise AssertionError("nobody built")


def _insert_illegal(data: dict) -> dict:
    data["actions"].insert(3, {"kind": "build", "city": "berlin"})  # no building in the auction
    return data


@pytest.mark.parametrize(
    ("name", "make", "words"),
    [
        ("truncated", lambda raw, data: raw[: len(raw) // 2], "damaged"),
        ("not_json", lambda raw, data: "hello", "damaged"),
        ("foreign", lambda raw, data: json.dumps({"players": [1, 2]}), "not a Steamtable save"),
        ("array", lambda raw, data: "[1, 2, 3]", "not a Steamtable save"),
        ("field", lambda raw, data: json.dumps(_tamper_field(data)), "game.json"),
        ("hash", lambda raw, data: json.dumps(dict(data, state_hash="0" * 64)), "altered"),
        ("illegal", lambda raw, data: json.dumps(_insert_illegal(data)), "action 4"),
        ("no_actions", lambda raw, data: json.dumps(dict(data, actions=None)), "actions"),
        ("game", lambda raw, data: json.dumps(dict(data, game="chess")), "chess"),
    ],
)
def test_bad_saves_are_refused_and_left_alone(capsys, tmp_path, saved, name, make, words):
    path = tmp_path / "game.json"
    raw = json.dumps(saved, indent=1)
    path.write_text(make(raw, json.loads(raw)), encoding="utf-8")
    before = path.read_bytes()
    err = _refused(capsys, tmp_path, ["replay", str(path)])
    assert words in err
    assert path.read_bytes() == before


def test_missing_save(capsys, tmp_path):
    err = _refused(capsys, tmp_path, ["replay", str(tmp_path / "gone.json")])
    assert "gone.json" in err and not (tmp_path / "gone.json").exists()


def test_not_text_save(capsys, tmp_path):
    (tmp_path / "bin.json").write_bytes(b"\xff\xfe\x00")
    assert "UTF-8" in _refused(capsys, tmp_path, ["replay", str(tmp_path / "bin.json")])


def test_a_number_of_5000_digits_is_refused_in_one_line(capsys, tmp_path, saved):
    path = tmp_path / "huge.json"
    raw = json.dumps(saved, indent=1).replace('"seed": ', '"seed": ' + "7" * 5000 + ', "x": ', 1)
    path.write_text(raw, encoding="utf-8")
    err = _refused(capsys, tmp_path, ["replay", str(path)])
    assert f"{path} holds a number longer than 100 digits" in err
    ko = _refused(capsys, tmp_path, ["replay", str(path), "--lang", "ko"], "steamtable-cli: 오류: ")
    assert "100자리가 넘는 숫자" in ko


def test_a_file_above_20_mb_is_refused_before_it_is_read(capsys, tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    with path.open("wb") as f:
        f.truncate(21 * 1024 * 1024)  # sparse, so cheap to make
    before = sorted((p.name, p.stat().st_size, p.stat().st_mtime_ns) for p in tmp_path.iterdir())

    def no_reading(*args, **kwargs):
        raise AssertionError("read")

    monkeypatch.setattr(json, "loads", no_reading)
    code, out, err = run(capsys, "replay", str(path))
    assert (code, out) == (2, "")
    why = f"{path} is 21 MB, more than a save may be (at most 20 MB), so it was not read."
    assert err == f"{PREFIX}{why}\n"
    after = sorted((p.name, p.stat().st_size, p.stat().st_mtime_ns) for p in tmp_path.iterdir())
    assert after == before


def test_a_save_without_its_state_hash_is_refused(capsys, tmp_path, saved):
    path = tmp_path / "unchecked.json"
    path.write_text(json.dumps({k: v for k, v in saved.items() if k != "state_hash"}))
    err = _refused(capsys, tmp_path, ["replay", str(path)])
    assert f"{path} has no state hash" in err


def test_a_byte_order_mark_is_accepted(capsys, tmp_path, saved):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(saved, indent=1).encode())
    code, out, err = run(capsys, "replay", str(path))
    assert (code, err) == (0, "")
    assert HASH.findall(out)[-1] == saved["state_hash"]


# -- the module entry point ----------------------------------------------------------------------


def _module(*argv: str, hash_seed: str = "0") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "rules", *argv],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=ROOT,
        check=False,
        timeout=120,
    )


def test_python_dash_m_rules():
    done = _module(*play_args(players=3, seed=1))
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("Final ranking\n1. P") and HASH.search(done.stdout)
    bad = _module("play", "--game", "powergrid", "--players", "7")
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr.startswith(PREFIX) and bad.stderr.count("\n") == 1


def test_same_seed_same_bytes_across_processes():
    outputs = {_module(*play_args(players=3, seed=1), hash_seed=h).stdout for h in ("1", "2")}
    assert len(outputs) == 1
