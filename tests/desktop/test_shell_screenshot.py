"""`steamtable --screenshot`: the real window rendered offscreen to a PNG, in English and Korean;
bad arguments give one line on stderr and exit code 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from desktop.app import main

ROOT = Path(__file__).resolve().parents[2]


def _variety(path: Path) -> int:
    """Distinct colours on a coarse grid: a blank or one-colour picture has very few."""
    image = QImage(str(path))
    assert not image.isNull()
    step = 16
    colours = {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    }
    return len(colours)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_screenshot_of_a_game_in_progress(tmp_path, title, keep_look, lang, home):
    out = tmp_path / f"table-{lang}.png"
    args = ["--screenshot", str(out), "--game", "powergrid", "--players", "4", "--seed", "3"]
    assert main([*args, "--after", "40", "--lang", lang, "--size", "1280x800"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    assert _variety(out) > 30
    assert not (home / "data" / "autosave.json").exists()  # a picture never touches the autosave


def test_a_screenshot_of_the_gallery(tmp_path, title, keep_look):
    out = tmp_path / "gallery.png"
    assert main(["--screenshot", str(out), "--lang", "ko", "--size", "1024x768"]) == 0
    assert _variety(out) > 10


def test_a_screenshot_of_a_saved_game(tmp_path, title, keep_look):
    from rules.core.session import Session

    session = Session("powergrid", {"players": 3}, 8)
    for _ in range(10):
        session.apply(session.rules.legal_actions(session.state)[0])
    save = tmp_path / "game.json"
    session.save(save)
    before = save.read_bytes()
    out = tmp_path / "saved.png"
    assert main(["--screenshot", str(out), "--load", str(save), "--size", "1024x768"]) == 0
    assert _variety(out) > 30
    assert save.read_bytes() == before


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_command_writes_a_picture_without_a_screen(tmp_path, lang):
    out = tmp_path / f"cli-{lang}.png"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["STEAMTABLE_HOME"] = str(tmp_path / "home")
    command = [sys.executable, "-m", "desktop.app", "--screenshot", str(out), "--game", "powergrid"]
    command += ["--players", "3", "--seed", "5", "--after", "25", "--lang", lang]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert _variety(out) > 30


BAD = [
    ["--players", "many"],
    ["--screenshot", "/no/such/folder/x.png", "--game", "powergrid"],
    ["--screenshot", "OUT.png", "--game", "chess"],
    ["--screenshot", "OUT.png", "--game", "powergrid", "--players", "9"],
    ["--screenshot", "OUT.png", "--game", "powergrid", "--map", "mars"],
    ["--screenshot", "OUT.png", "--game", "powergrid", "--size", "10x10"],
    ["--screenshot", "OUT.png", "--game", "powergrid", "--lang", "fr"],
    ["--after", "-3"],
    ["--frobnicate"],
]


@pytest.mark.parametrize("argv", BAD)
def test_bad_arguments_give_one_line_and_exit_2(tmp_path, capsys, argv):
    argv = [str(tmp_path / a) if a == "OUT.png" else a for a in argv]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("steamtable: error: ")
    assert not list(tmp_path.glob("*.png"))


def test_a_bad_save_to_load_gives_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "nope"}')
    assert main(["--screenshot", str(tmp_path / "x.png"), "--load", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a Steamtable save" in err
