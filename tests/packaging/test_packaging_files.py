"""Packaging files that need no build: desktop entry, AppStream metainfo, icon, entry points."""

from __future__ import annotations

import configparser
import importlib.util
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.steamtable.Steamtable"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
SVG = PACKAGING / "icons" / "steamtable.svg"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.RawConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def by_lang(root: ET.Element, tag: str) -> dict[str | None, str]:
    return {el.get(XML_LANG): (el.text or "").strip() for el in root.findall(tag)}


# -- desktop entry -------------------------------------------------------------------------------


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="no desktop-file-utils")
def test_desktop_file_passes_desktop_file_validate() -> None:
    done = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_desktop_file_launches_steamtable_with_our_icon_in_english_and_korean() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "steamtable"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert entry["Name"] == "Steamtable"
    for key in ("Name[ko]", "Comment", "Comment[ko]", "GenericName[ko]"):
        assert entry.get(key), key


# -- AppStream metainfo ------------------------------------------------------------------------


def test_metainfo_parses_with_english_and_korean_texts() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    names = by_lang(root, "name")
    assert names[None] == "Steamtable" and names["ko"]
    summaries = by_lang(root, "summary")
    assert summaries[None] and summaries["ko"]
    paragraphs = root.findall("description/p")
    assert any(p.get(XML_LANG) is None for p in paragraphs)
    assert any(p.get(XML_LANG) == "ko" for p in paragraphs)
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("provides/binary") == "steamtable"
    assert root.findtext("project_license") == pyproject()["project"]["license"]


def test_metainfo_newest_release_is_the_project_version() -> None:
    root = ET.parse(METAINFO).getroot()
    releases = root.findall("releases/release")
    assert releases, "no <release> in the metainfo"
    assert releases[0].get("version") == pyproject()["project"]["version"]


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream absent")
def test_metainfo_passes_appstreamcli_validate() -> None:
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


# -- icon --------------------------------------------------------------------------------------


def test_icon_svg_is_well_formed_and_square() -> None:
    root = ET.parse(SVG).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    x, y, width, height = (float(v) for v in root.get("viewBox", "").split())
    assert (x, y) == (0, 0) and width == height


def test_icon_renders_to_a_non_blank_png(qapp, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    spec = importlib.util.spec_from_file_location("render_icon", PACKAGING / "render_icon.py")
    assert spec and spec.loader
    render_icon = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(render_icon)

    out = tmp_path / "icon.png"
    render_icon.render(SVG, out, 64)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (64, 64)
    colours = {image.pixel(x, y) for x in range(0, 64, 2) for y in range(0, 64, 2)}
    assert len(colours) > 20, "the icon rendered as a flat image"
    assert image.pixelColor(32, 32).alpha() == 255  # the tile is opaque in the middle
    assert image.pixelColor(0, 0).alpha() == 0  # and has rounded, transparent corners


# -- pyproject and build scripts ---------------------------------------------------------------


def test_pyproject_declares_the_gui_and_cli_entry_points() -> None:
    project = pyproject()["project"]
    assert project["scripts"]["steamtable-cli"] == "rules.cli:main"
    assert project["gui-scripts"]["steamtable"] == "desktop.app:main"
    extras = project["optional-dependencies"]["package"]
    assert any(req.startswith("pyinstaller") for req in extras)
    assert "build" in extras


@pytest.mark.parametrize("target", ["rules.cli:main", "desktop.app:main"])
def test_entry_points_resolve_to_callables(target: str) -> None:
    module_name, attr = target.split(":")
    if importlib.util.find_spec(module_name) is None:
        pytest.skip(f"{module_name} is not in the tree yet")
    module = importlib.import_module(module_name)
    assert callable(getattr(module, attr))


def test_package_data_covers_resources_json_icons_and_fonts() -> None:
    patterns = pyproject()["tool"]["setuptools"]["package-data"]["resources"]
    assert {"**/*.json", "icons/*", "fonts/*"} <= set(patterns)


def test_pyinstaller_spec_and_deb_script_fit_together() -> None:
    spec = (PACKAGING / "steamtable.spec").read_text(encoding="utf-8")
    assert (PACKAGING / "steamtable_launcher.py").is_file()
    assert 'collect_data_files("resources"' in spec
    assert "libqoffscreen.so" in spec
    script = PACKAGING / "build_deb.sh"
    done = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    text = script.read_text(encoding="utf-8")
    for needed in (
        "/opt/steamtable",
        "usr/bin/steamtable",
        "usr/share/applications/$APP_ID.desktop",
        "usr/share/metainfo/$APP_ID.metainfo.xml",
        "hicolor/scalable/apps/$APP_ID.svg",
        "hicolor/256x256/apps/$APP_ID.png",
        "fonts-nanum | fonts-noto-cjk",
    ):
        assert needed in text, needed
    qt_needs = "libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libglib2.0-0"
    for lib in [*qt_needs.split(), "libxkbcommon0"]:
        assert f" {lib} " in text, lib
    assert f"APP_ID={APP_ID}" in text
    launcher = (PACKAGING / "steamtable_launcher.py").read_text(encoding="utf-8")
    assert "from desktop.app import main" in launcher


def test_pyinstaller_spec_keeps_qts_own_korean_words() -> None:
    """Qt's catalog qtbase_ko.qm (the file dialog's words) goes into the one-folder app, where
    desktop.shell.qt_words loads it; other languages' catalogs stay out."""
    import ast

    def wanted(node: ast.stmt) -> bool:
        if isinstance(node, ast.FunctionDef):
            return node.name == "_wanted_data"
        return isinstance(node, ast.Assign) and "QT_LANGUAGES" in ast.unparse(node.targets[0])

    tree = ast.parse((PACKAGING / "steamtable.spec").read_text(encoding="utf-8"))
    body = [node for node in tree.body if wanted(node)]
    names: dict = {"Path": Path}
    exec(compile(ast.Module(body=body, type_ignores=[]), "steamtable.spec", "exec"), names)
    keep = names["_wanted_data"]
    folder = "PySide6/Qt/translations"
    assert keep(f"{folder}/qtbase_ko.qm") and keep(f"{folder}/qtbase_en.qm")
    assert not keep(f"{folder}/qtbase_de.qm")
    assert keep("resources/i18n/desktop.ko.json")
