"""rules/ never imports Qt (DESIGN.md, "Layers"), so bots, the CLI and tests run headless."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_no_module_under_rules_imports_qt():
    offenders = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "rules").rglob("*.py")
        if _imports(path) & set(QT)
    ]
    assert offenders == []


def test_no_module_under_resources_imports_rules_or_qt():
    for path in (ROOT / "resources").rglob("*.py"):
        assert not _imports(path) & {"rules", "desktop", *QT}, path


def test_playing_a_game_loads_no_qt_module():
    code = (
        "import sys\n"
        "from rules.cli import main\n"
        "main(['play', '--game', 'powergrid', '--players', '2', '--seed', '3'])\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {QT!r}]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, capture_output=True)


def _full_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_the_generic_table_parts_import_no_title():
    """desktop/board and desktop/shell serve every title: no title's rules or drawing in them
    (desktop.games, the registry of titles, is not a title)."""
    titles = {p.name for p in (ROOT / "rules").iterdir() if (p / "__init__.py").exists()}
    titles -= {"core", "geometry", "bots"}
    offenders = []
    for folder in ("board", "shell"):
        for path in (ROOT / "desktop" / folder).rglob("*.py"):
            for name in _full_imports(path):
                parts = name.split(".")
                if parts[:2] == ["desktop", "games"] and len(parts) > 2:
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
                if parts[0] == "rules" and len(parts) > 1 and parts[1] in titles:
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert titles >= {"powergrid", "brass"}
    assert offenders == []


def test_the_board_stands_below_the_shell():
    """desktop/board is the floor the titles and the shell stand on: it imports nothing from the
    shell above it or from the titles' tables (desktop.games), so a title's drawing needs no
    window and nothing runs back up a floor."""
    offenders = [
        f"{path.relative_to(ROOT)}: {name}"
        for path in (ROOT / "desktop" / "board").rglob("*.py")
        for name in _full_imports(path)
        if name.split(".")[:2] in (["desktop", "shell"], ["desktop", "games"])
    ]
    assert offenders == []
