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
