"""rules/ never imports Qt (DESIGN.md, "Layers"), so bots, the CLI and tests run headless."""

import ast
import subprocess
import sys
from collections.abc import Iterator, Sequence
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


# -- no import circles (issue 28, item 5) -----------------------------------------------------

FLOORS = ("rules", "desktop", "resources")


def _modules(root: Path, tops: Sequence[str]) -> dict[str, Path]:
    """Every module under the top folders by dotted name (a package by its folder's name)."""
    found = {}
    for top in tops:
        for path in sorted((root / top).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _targets(
    node: ast.Import | ast.ImportFrom, name: str, path: Path, known: set[str]
) -> Iterator[str]:
    """The known modules one import statement in module `name` loads: `from x import y` is the
    module x.y when there is one, else x; relative imports resolved against the package."""
    if isinstance(node, ast.Import):
        wanted = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
            package = package[: len(package) - node.level + 1]
            base = ".".join([*package, base] if base else package)
        wanted = [f"{base}.{alias.name}" for alias in node.names] + [base]
        wanted = [w for w in wanted[:-1] if w in known] or [base]
    for dotted in wanted:
        # `import a.b.c` where c is a name in a.b (or outside our folders): its longest known
        # prefix, if any; parent packages run too but are no edge (a package's own modules
        # importing their package's __init__ is how packages work, not a circle)
        parts = dotted.split(".")
        while parts and ".".join(parts) not in known:
            parts.pop()
        if parts:
            yield ".".join(parts)


def _import_graph(root: Path, tops: Sequence[str] = FLOORS) -> dict[str, set[str]]:
    """Module -> the modules it imports anywhere in its text: at the top, inside functions and
    under TYPE_CHECKING alike (a type-only import of a module that imports you is a circle
    too: it breaks as soon as anyone needs it at run time)."""
    modules = _modules(root, tops)
    known = set(modules)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                graph[name].update(t for t in _targets(node, name, path, known) if t != name)
    return graph


def _circles(graph: dict[str, set[str]]) -> list[str]:
    """One circle ("a -> b -> a") for each group of modules that import each other, with the
    group's other members, if any, after it."""
    import networkx as nx

    g = nx.DiGraph([(a, b) for a, targets in graph.items() for b in targets])
    circles = []
    for group in nx.strongly_connected_components(g):
        if len(group) > 1:
            loop = [a for a, _ in nx.find_cycle(g.subgraph(group))]
            rest = sorted(group - set(loop))
            also = f" (and in the same knot: {', '.join(rest)})" if rest else ""
            circles.append(" -> ".join([*loop, loop[0]]) + also)
    return sorted(circles)


def test_no_import_circle_between_files():
    """No module under rules/, desktop/ or resources/ imports, however indirectly, a module
    that imports it back: each file stands on the ones below it. A type wanted from a module
    above becomes a small typing.Protocol of what is used (desktop.board.items.ItemHost)."""
    graph = _import_graph(ROOT)
    # the graph sees what matters: a plain import, a function's and a type-only one
    assert "rules.barrage.effects" in graph["rules.barrage.construction"]
    assert "desktop.board.items" in graph["desktop.board.scene"]
    circles = _circles(graph)
    assert not circles, "import circles:\n" + "\n".join(circles)


def test_the_circle_check_sees_every_kind_of_import(tmp_path):
    """The check itself: circles closed by a function-level import, a TYPE_CHECKING one, a
    relative `from . import` and `from package import module` are all found; importing a
    package's module is no import of its __init__ (Python runs it first: that is a package)."""
    files = {
        "top/__init__.py": "from top.a import A\n",
        "top/a.py": "A = 1\ndef f():\n    from top import b\n",
        "top/b.py": "from top.a import A\n",
        "top/c.py": "import typing\nif typing.TYPE_CHECKING:\n    from top.d import D\n",
        "top/d.py": "from . import c\nD = 1\n",
        "top/e.py": "from top.a import A\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    circles = _circles(_import_graph(tmp_path, ("top",)))
    found = {frozenset(c.split(" -> ")) for c in circles}
    assert found == {frozenset({"top.a", "top.b"}), frozenset({"top.c", "top.d"})}, circles
