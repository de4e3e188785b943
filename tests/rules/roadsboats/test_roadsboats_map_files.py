"""A Roads & Boats map file is never trusted (issue 27 item 6): it is read by the save files'
guarded reader (`rules.core.jsonfile`) within the map's limits, and each hostile file gets one line
saying what is wrong and exit code 2 from `steamtable-cli play --map FILE`, never a traceback; a
file with a UTF-8 byte order mark is read as a save is; a map without room for every player's start
tile is refused saying so (§2.5: "시작 타일 사이에는 적어도 하나의 타일이 있어야 합니다")."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rules.cli import main
from rules.core.errors import SaveError, SteamtableError
from rules.core.i18n import render
from rules.core.jsonfile import JsonFileError, read_json
from rules.core.save import read_save
from rules.core.session import Session
from rules.roadsboats import maps
from rules.roadsboats.maps import MapError, load_map, map_to_json, preset_map, preset_maps

HANGUL = re.compile("[\uac00-\ud7a3]")
GAME = ["play", "--game", "roads-and-boats", "--bots", "random", "--seed", "3"]


def _dead_sea() -> dict:
    return map_to_json(preset_map("map:dead_sea"))


def _grid(width: int, height: int) -> dict:
    """A land map of width × height woods tiles (connected: each row and column touches)."""
    return {
        "hexes": [{"q": q, "r": r, "terrain": "woods"} for q in range(width) for r in range(height)]
    }


def _digits(folder: Path) -> Path:
    raw = json.dumps(_dead_sea()).replace('"q": 0,', '"q": ' + "9" * 5000 + ",", 1)
    assert "9" * 5000 in raw
    return _write(folder / "digits.json", raw)


def _nested(folder: Path) -> Path:
    return _write(folder / "nested.json", '{"hexes": ' + "[" * 100_000 + "]" * 100_000 + "}")


def _huge(folder: Path) -> Path:  # 300 × 300 tiles, 90,000 of them
    return _write(folder / "huge.json", json.dumps(_grid(300, 300), separators=(",", ":")))


def _one_tile(folder: Path) -> Path:
    return _write(
        folder / "one.json", json.dumps({"hexes": [{"q": 0, "r": 0, "terrain": "woods"}]})
    )


def _write(path: Path, content: str) -> Path:
    path.write_text(content, encoding="utf-8")
    return path


def _refused(capsys, argv: list[str], lang: str = "en") -> str:
    """The one stderr line of a refused command (exit code 2, nothing on stdout)."""
    code = main([*argv, "--lang", lang])
    out, err = capsys.readouterr()
    assert (code, out) == (2, ""), err
    prefix = "steamtable-cli: error: " if lang == "en" else "steamtable-cli: 오류: "
    assert err.startswith(prefix) and err.count("\n") == 1 and err.endswith("\n")
    assert "Traceback" not in err
    return err.removeprefix(prefix).rstrip("\n")


# -- steamtable-cli play --map FILE: each hostile file in one line, exit code 2 -------------------


HOSTILE = {
    "a 5,000-digit coordinate": (
        _digits,
        "holds a number longer than 9 digits",
        "9자리가 넘는 숫자",
    ),
    "100,000 nested brackets": (_nested, "nests lists and objects more than 16 deep", "16단계"),
    "a 300 × 300 map": (_huge, "more than a map file may be (at most 1,000 KB)", "1,000KB"),
    "one tile for two players": (_one_tile, "too small for 2 players", "2명"),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_map_file_is_refused_in_one_line(capsys, tmp_path, name):
    make, english, korean = HOSTILE[name]
    path = make(tmp_path)
    before = path.read_bytes()
    said = _refused(capsys, [*GAME, "--map", str(path)])
    assert english in said
    assert str(path) in said or name == "one tile for two players"
    said_ko = _refused(capsys, [*GAME, "--map", str(path)], "ko")
    assert korean in said_ko and HANGUL.search(said_ko)
    assert path.read_bytes() == before  # a refused file is never touched


def test_a_map_with_too_many_tiles_is_refused_though_the_file_is_small(capsys, tmp_path):
    path = _write(tmp_path / "many.json", json.dumps(_grid(40, 40)))  # 1,600 tiles in 63 KB
    said = _refused(capsys, [*GAME, "--map", str(path)])
    assert said == "The map has 1,600 tiles, more than a map may have (at most 1,000)."
    assert "1,000장까지만" in _refused(capsys, [*GAME, "--map", str(path)], "ko")


def test_a_map_file_that_is_not_json_or_missing_is_refused_in_one_line(capsys, tmp_path):
    for path in (_write(tmp_path / "bad.json", "{not json"), tmp_path / "gone.json"):
        said = _refused(capsys, [*GAME, "--map", str(path)])
        assert said == f"The map file {path} cannot be read as JSON."


def test_a_map_file_with_a_byte_order_mark_is_played(capsys, tmp_path):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(_dead_sea(), indent=2).encode("utf-8"))
    code = main([*GAME, "--map", str(path)])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert "State hash" in out


def test_one_tile_is_room_for_one_player(capsys, tmp_path):
    code = main([*GAME, "--players", "1", "--map", str(_one_tile(tmp_path))])
    out, err = capsys.readouterr()
    assert (code, err) == (0, "")
    assert "State hash" in out


# -- the map's own limits (load_map: a file, or the JSON a save holds) -----------------------------


def test_the_limits_are_far_above_every_real_map():
    real = [*preset_maps().values(), *(maps.random_map(players, 1) for players in (4, 5, 6))]
    assert max(len(board.tiles) for board in real) * 10 <= maps.MAX_TILES
    biggest = max(len(json.dumps(map_to_json(board), indent=4)) for board in real)
    assert biggest * 50 <= maps.MAX_FILE_BYTES
    assert max(abs(c) for b in real for t in b.tiles for c in (t.hex.q, t.hex.r)) < 100
    assert maps.MAX_COORDINATE < 10**maps.MAX_DIGITS


def test_a_map_of_a_thousand_tiles_is_read_and_one_more_is_refused(tmp_path):
    board = load_map(_write(tmp_path / "max.json", json.dumps(_grid(25, 40))))
    assert len(board.tiles) == maps.MAX_TILES == 1000
    bigger = _grid(25, 40)
    bigger["hexes"].append({"q": 25, "r": 0, "terrain": "woods"})
    with pytest.raises(MapError) as caught:
        load_map(bigger)
    assert caught.value.reason.key == "roads-and-boats.map.too_many_tiles"


def test_a_map_held_in_a_save_is_held_to_the_tile_count_too():
    with pytest.raises(MapError) as caught:  # 90,000 tiles refused before any tile is built
        load_map(_grid(300, 300))
    assert render(caught.value.reason) == (
        "The map has 90,000 tiles, more than a map may have (at most 1,000)."
    )


def test_a_tile_far_out_is_refused():
    far = _dead_sea()
    for h in far["hexes"]:
        h["q"] += 9_990
    assert len(load_map(far).tiles) == len(far["hexes"])  # up to 10,000 from the centre is fine
    for h in far["hexes"]:
        h["q"] += 20
    with pytest.raises(MapError) as caught:
        load_map(far)
    assert caught.value.reason.key == "roads-and-boats.map.far"
    assert render(caught.value.reason).endswith("coordinates run from -10,000 to 10,000.")
    assert "-10,000부터 10,000까지예요" in render(caught.value.reason, "ko")


def test_the_rules_refuse_a_map_without_room_for_every_start_tile():
    for players in (2, 3):
        with pytest.raises(SteamtableError) as caught:
            Session("roads-and-boats", {"players": players, "map": _grid(1, 1)}, 1)
        assert f"too small for {players} players" in render(caught.value.reason)
        assert HANGUL.search(render(caught.value.reason, "ko"))
    # two tiles side by side: one player only (start tiles need a tile between them); of a row
    # of three the first home may take the middle one, leaving none; a row of four seats two
    with pytest.raises(SteamtableError):
        Session("roads-and-boats", {"players": 2, "map": _grid(1, 2)}, 1)
    assert Session("roads-and-boats", {"players": 2, "map": _grid(1, 4)}, 1).state is not None


# -- the shared reader (saves read the same way) ---------------------------------------------------


@pytest.mark.parametrize(
    ("content", "kind"),
    [
        (b"[" * 17 + b"]" * 17, "too_deep"),
        (b"[" * 100_000 + b"]" * 100_000, "too_deep"),
        (b"[" + b"7" * 10 + b"]", "long_number"),
        (b"[-" + b"7" * 5000 + b"]", "long_number"),
        (b"\xff\xfe", "not_text"),
        (b'{"a": ', "corrupt"),
        (b" " * 300_001, "too_big"),
    ],
)
def test_the_reader_refuses_with_a_kind(tmp_path, content, kind):
    path = tmp_path / "file.json"
    path.write_bytes(content)
    with pytest.raises(JsonFileError) as caught:
        read_json(path, max_bytes=300_000, max_digits=9, max_depth=16)
    assert caught.value.kind == kind


def test_the_reader_takes_what_is_within_its_limits(tmp_path):
    path = tmp_path / "file.json"
    path.write_bytes(b"\xef\xbb\xbf" + b"[" * 16 + b"-123456789" + b"]" * 16)
    value = read_json(path, max_bytes=1000, max_digits=9, max_depth=16)
    for _ in range(16):
        value = value[0]
    assert value == -123456789


def test_a_deeply_nested_save_is_still_refused_as_no_save(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text('{"format": "steamtable-save", "x": ' + "[" * 100 + "]" * 100 + "}")
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.reason.key == "core.save.foreign"
