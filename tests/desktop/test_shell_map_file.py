"""`steamtable --map FILE.json` (issue 27 item 6): the desktop app opens a Roads & Boats map file at
the table as the new-game dialog's map-file choice does, and refuses a bad one in one line with
exit code 2, before any window opens."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

import desktop.app
from desktop.app import main
from rules.roadsboats.maps import map_to_json, preset_map


def _map_file(folder: Path, name: str = "my-map.json") -> Path:
    """The Pacific, as a map file of one's own (written with a byte order mark, as some editors
    do)."""
    path = folder / name
    raw = json.dumps(map_to_json(preset_map("map:the_pacific")), indent=2)
    path.write_bytes(b"\xef\xbb\xbf" + raw.encode("utf-8"))
    return path


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_map_file_starts_a_table(tmp_path, keep_look, home, lang):
    out = tmp_path / f"map-{lang}.png"
    path = _map_file(tmp_path)
    args = ["--screenshot", str(out), "--game", "roads-and-boats", "--map", str(path)]
    assert main([*args, "--players", "3", "--seed", "4", "--lang", lang, "--size", "1024x768"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 768)
    assert not (home / "data" / "autosave.json").exists()


def test_a_map_file_alone_means_roads_and_boats(tmp_path, keep_look, home, monkeypatch):
    """`steamtable --map my-map.json`: only Roads & Boats plays map files, so it is that table."""
    shown = []

    def run(args, settings, session):  # the window itself: the test above
        shown.append(session)
        return 0

    monkeypatch.setattr(desktop.app, "_run", run)
    monkeypatch.chdir(tmp_path)
    _map_file(tmp_path, "MY-MAP.JSON")
    assert main(["--map", "MY-MAP.JSON", "--seed", "2"]) == 0
    (session,) = shown
    assert session.game == "roads-and-boats"
    assert isinstance(session.options["map"], dict)  # the map's JSON: the save is whole
    assert len(session.options["map"]["hexes"]) == len(preset_map("map:the_pacific").tiles)


HOSTILE = {
    "digits": ('{"hexes": [{"q": ' + "9" * 5000 + ', "r": 0, "terrain": "woods"}]}', "9 digits"),
    "nested": ('{"hexes": ' + "[" * 100_000 + "]" * 100_000 + "}", "more than 16 deep"),
    "one tile": ('{"hexes": [{"q": 0, "r": 0, "terrain": "woods"}]}', "too small for 2 players"),
    "not json": ("{hexes", "cannot be read as JSON"),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_bad_map_file_gives_one_line_and_exit_2(tmp_path, capsys, name):
    content, words = HOSTILE[name]
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    out = tmp_path / "x.png"
    args = ["--screenshot", str(out), "--game", "roads-and-boats", "--map", str(path)]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("steamtable: error: ") and words in err
    assert "Traceback" not in err and not out.exists()


def test_a_huge_map_file_gives_one_line_and_exit_2(tmp_path, capsys):
    path = tmp_path / "huge.json"
    hexes = [{"q": q, "r": r, "terrain": "woods"} for q in range(300) for r in range(300)]
    path.write_text(json.dumps({"hexes": hexes}), encoding="utf-8")
    assert main(["--screenshot", str(tmp_path / "x.png"), "--map", str(path), "--lang", "ko"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("steamtable: 오류: ") and "1,000KB" in err


@pytest.mark.parametrize(
    ("game", "game_map"), [("powergrid", "my-map.json"), ("roads-and-boats", "file")]
)
def test_a_map_file_is_only_for_a_title_that_plays_them(tmp_path, capsys, game, game_map):
    args = ["--screenshot", str(tmp_path / "x.png"), "--game", game, "--map", game_map]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f'unknown map "{game_map}"' in err
