"""`--version` on `steamtable` and `steamtable-cli`: the package version from its metadata
(importlib.metadata), one line on stdout, exit code 0, and no Qt application for it."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from desktop import app
from desktop.settings import HOME_ENV
from rules import cli
from rules.version import package_version

ROOT = Path(__file__).resolve().parents[1]
VERSION = importlib.metadata.version("steamtable")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """The app reads its settings first: a private folder, never the user's."""
    monkeypatch.setenv(HOME_ENV, str(tmp_path))


def test_the_metadata_is_that_of_this_tree():
    """A stale install would print an old version: the metadata matches pyproject.toml."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["version"] == VERSION
    assert package_version() == VERSION


@pytest.mark.parametrize(("main", "prog"), [(cli.main, "steamtable-cli"), (app.main, "steamtable")])
def test_version_prints_one_line_with_the_package_version(main, prog, capsys):
    assert main(["--version"]) == 0
    out, err = capsys.readouterr()
    assert out == f"{prog} {VERSION}\n"
    assert err == ""


@pytest.mark.parametrize(
    ("module", "prog"), [("rules", "steamtable-cli"), ("desktop.app", "steamtable")]
)
def test_the_commands_print_the_version_and_exit_0(module, prog):
    done = subprocess.run(
        [sys.executable, "-m", module, "--version"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )  # the subprocess inherits the private home
    assert (done.returncode, done.stdout, done.stderr) == (0, f"{prog} {VERSION}\n", "")


def test_the_apps_version_needs_no_qt_application():
    """It answers before the platform is chosen: no QtWidgets, no QApplication."""
    code = (
        "import sys\n"
        "from desktop.app import main\n"
        "assert main(['--version']) == 0\n"
        "assert 'PySide6.QtWidgets' not in sys.modules, 'QtWidgets was loaded'\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"steamtable {VERSION}\n"
